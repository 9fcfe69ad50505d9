/* external.c -- libpuzc with an external solver: write a model's SAT
 * formulation as DIMACS CNF (puz_emit), run a SAT solver program on it,
 * read the solver's answer back (puz_decode: the grid checked against the
 * model, not taken on trust) and print the grid a row a line.
 *
 *   external FILE.puz SOLVER        SOLVER: picosat, cadical, minisat, ...
 *   external models/sudoku_9x9_hard.puz cadical
 *   cc examples/external.c $(pkg-config --cflags --libs puzc) -o external
 *
 * SOLVER is run as `SOLVER FILE.cnf` and its standard output read: the SAT
 * competition's "s SATISFIABLE" / "v ..." lines (picosat, cadical, kissat,
 * clasp). minisat writes its answer to a file named after the CNF instead
 * ("SAT" and a line of literals), so a solver whose name ends in "minisat"
 * is run as `SOLVER FILE.cnf ANSWER` and ANSWER read. puz_decode tells the
 * forms apart by their content.
 *
 * Exit status: 0 solved, 1 no solution (the solver said UNSATISFIABLE), 2
 * an error (the model, the solver not found, an answer that cannot be read
 * or whose grid is not a solution). */
#define _POSIX_C_SOURCE 200809L /* mkstemp, popen, pclose */
#include <puzc.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* A temporary file of our own ("/tmp/puzc-XXXXXX"): its name into path. */
static FILE *temp_file(char *path, size_t size)
{
    const char *dir = getenv("TMPDIR");
    snprintf(path, size, "%s/puzc-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(path);
    FILE *f = fd < 0 ? NULL : fdopen(fd, "w+");
    if (!f) {
        perror(path);
        if (fd >= 0)
            close(fd);
    }
    return f;
}

/* s quoted for the shell: '...' with each ' written '\''. */
static void quote(char *out, size_t size, const char *s)
{
    size_t n = 0;
    out[n++] = '\'';
    for (; *s && n + 6 < size; s++) {
        if (*s == '\'') {
            memcpy(out + n, "'\\''", 4);
            n += 4;
        } else {
            out[n++] = *s;
        }
    }
    out[n++] = '\'';
    out[n] = '\0';
}

/* Runs the solver on cnf and returns all it answered (puz_free it), or
 * NULL when it could not be run or said nothing. */
static char *run_solver(const char *solver, const char *cnf, size_t *len)
{
    char qs[1024], qc[1024], qa[1024], cmd[4096], answer[1024];
    quote(qs, sizeof qs, solver);
    quote(qc, sizeof qc, cnf);
    char *text = NULL;
    size_t n = strlen(solver);
    if (n >= 7 && strcmp(solver + n - 7, "minisat") == 0) {
        /* minisat: the answer in a file; its statistics on stdout go */
        FILE *a = temp_file(answer, sizeof answer);
        if (!a)
            return NULL;
        quote(qa, sizeof qa, answer);
        snprintf(cmd, sizeof cmd, "%s -verb=0 %s %s >/dev/null", qs, qc, qa);
        /* SAT solvers exit 10 (satisfiable) or 20 (unsatisfiable): the
         * answer, not the status, says which; 127 is the shell's "not
         * found". */
        int st = system(cmd);
        if (st != -1 && !(WIFEXITED(st) && WEXITSTATUS(st) == 127) &&
            puz_read_all(a, PUZ_ANSWER_MAX, &text, len) != 0)
            text = NULL;
        fclose(a);
        remove(answer);
    } else {
        /* the others: the answer on standard output, read through a pipe
         * with the cap puzc itself reads answers with */
        snprintf(cmd, sizeof cmd, "%s %s", qs, qc);
        FILE *p = popen(cmd, "r");
        if (!p)
            return NULL;
        if (puz_read_all(p, PUZ_ANSWER_MAX, &text, len) != 0)
            text = NULL;
        pclose(p);
    }
    if (text && *len == 0) { /* not found, or crashed: nothing to read */
        puz_free(text);
        text = NULL;
    }
    return text;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: external FILE.puz SOLVER   (picosat, cadical, minisat, ...)\n");
        return 2;
    }
    puz_error *e = NULL;
    puz_model *m = NULL;
    if (puz_compile_file(argv[1], NULL, &m, &e) != PUZ_OK) {
        fputs(puz_error_text(e), stderr);
        puz_error_free(e);
        return 2;
    }

    /* 1. Emit. "cnf" is the sat backend's format (puz_backend_for_format
     *    names it); NULL options: its defaults (the extended encoding, the
     *    givens eliminated). The file's comments say what it encodes. */
    char cnf[1024];
    FILE *f = temp_file(cnf, sizeof cnf);
    if (!f) {
        puz_model_free(m);
        return 2;
    }
    puz_code rc = puz_emit(m, "cnf", NULL, NULL, f, &e);
    if (fclose(f) != 0 && rc == PUZ_OK) {
        perror(cnf);
        rc = PUZ_E_IO;
    }
    if (rc != PUZ_OK) {
        if (e)
            fprintf(stderr, "external: %s\n", puz_error_message(e));
        puz_error_free(e);
        remove(cnf);
        puz_model_free(m);
        return 2;
    }

    /* 2. Solve, outside: the library has no part in this. */
    size_t len = 0;
    char *answer = run_solver(argv[2], cnf, &len);
    remove(cnf);
    if (!answer) {
        fprintf(stderr, "external: no answer from '%s'\n", argv[2]);
        puz_model_free(m);
        return 2;
    }

    /* 3. Decode. The answer is read as what it is (SAT competition output,
     *    minisat's file, or any of the other solvers' forms), mapped back
     *    to the grid and verified against the model: a grid that breaks a
     *    constraint is PUZ_E_INVALID, an answer that cannot be read
     *    PUZ_E_INPUT at its line. An UNSATISFIABLE is no error: the
     *    answer is PUZ_ANSWER_NO_SOLUTION. */
    int *grid = malloc(sizeof *grid * (size_t)puz_model_ncells(m));
    if (!grid) {
        puz_free(answer);
        puz_model_free(m);
        return 2;
    }
    puz_answer ans;
    int status;
    if (puz_decode(m, answer, len, argv[2], grid, &ans, NULL, NULL, &e) != PUZ_OK) {
        fputs(puz_error_text(e), stderr);
        puz_error_free(e);
        status = 2;
    } else if (ans == PUZ_ANSWER_NO_SOLUTION) {
        puts("no solution");
        status = 1;
    } else { /* PUZ_ANSWER_SOLVED (RELAXED is MaxSAT's, not CNF's) */
        puz_grid_write(m, grid, PUZ_GRID_ROWS, stdout, NULL);
        status = 0;
    }
    free(grid);
    puz_free(answer);
    puz_model_free(m);
    return status;
}
