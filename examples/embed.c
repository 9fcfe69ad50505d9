/* embed.c -- libpuzc from C: compile a .puz model, solve it with one
 * backend, print the solution as one line.
 *
 *   embed FILE.puz [BACKEND [--OPTION [VALUE]]...]
 *   embed models/sudoku_9x9_hard.puz sat --encoding minimal
 *
 * Build it against an installed puzc:
 *   cc examples/embed.c $(pkg-config --cflags --libs puzc) -o embed
 *
 * Exit status: 0 solved, 1 no solution (or not within the limit), 2 bad
 * input (the compiler's messages are printed as they came back). */
#include <puzc.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Out of memory: the library calls this and never goes on. */
static void oom(size_t bytes)
{
    fprintf(stderr, "embed: out of memory (%zu bytes)\n", bytes);
    exit(3);
}

/* The rest of the command line as options of backend b: "--name value",
 * or "--name" alone for a flag. */
static puz_options *options(const puz_backend *b, int argc, char **argv)
{
    puz_options *o = puz_options_new(b);
    char err[256];
    for (int i = 0; i < argc; i++) {
        const char *name = argv[i] + 2;
        if (strncmp(argv[i], "--", 2) != 0 || !puz_backend_option(b, name)) {
            fprintf(stderr, "embed: backend %s has no option '%s'\n", puz_backend_name(b),
                    argv[i]);
            puz_options_free(o);
            return NULL;
        }
        const char *value = NULL;
        if (puz_backend_option(b, name)->kind != PUZ_OPT_FLAG && i + 1 < argc)
            value = argv[++i];
        if (puz_options_set(o, name, value, err, sizeof err) != 0) {
            fprintf(stderr, "embed: %s\n", err);
            puz_options_free(o);
            return NULL;
        }
    }
    return o;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: embed FILE.puz [BACKEND [--OPTION [VALUE]]...]\n"
                        "backends:");
        for (int i = 0; i < puz_backend_count(); i++)
            fprintf(stderr, " %s", puz_backend_name(puz_backend_at(i)));
        fputc('\n', stderr);
        return 2;
    }
    puz_set_oom_handler(oom);

    /* 1. Compile. Diagnostics come back as data: each one's text is the
     *    located message, the source line and a caret, ready to print. */
    puz_model *m = NULL;
    puz_diags diags = {0};
    int errors = puz_compile_file(argv[1], &m, &diags);
    for (int i = 0; i < diags.count; i++)
        fputs(diags.items[i].text, stderr);
    puz_diags_free(&diags);
    if (errors)
        return 2;

    /* 2. Pick a backend and set its options by name, as its table gives
     *    them (puz_backend_options lists them). */
    const puz_backend *b = puz_backend_find(argc > 2 ? argv[2] : "native");
    if (!b) {
        fprintf(stderr, "embed: no backend '%s'\n", argv[2]);
        puz_model_free(m);
        return 2;
    }
    puz_options *opts = options(b, argc > 3 ? argc - 3 : 0, argv + 3);
    if (!opts) {
        puz_model_free(m);
        return 2;
    }

    /* 3. Solve: limits are the same on every backend (here: one solution,
     *    ten seconds at most). */
    puz_limits lim = {0};
    lim.max_solutions = 1;
    lim.time_limit = 10;
    puz_result r = {0};
    puz_status st = puz_solve(m, b, opts, &lim, &r);

    /* 4. Check the answer independently of the solver, then print it. */
    int rc = 1;
    if (st == PUZ_ERROR) {
        fprintf(stderr, "embed: %s: %s\n", puz_backend_name(b), r.err);
        rc = 2;
    } else if (r.solution && puz_verify(m, r.solution, NULL, 0)) {
        char *line = puz_grid_line(m, r.solution);
        puts(line);
        free(line);
        rc = 0;
    } else if (r.solution) {
        fprintf(stderr, "embed: %s returned a wrong solution\n", puz_backend_name(b));
        rc = 3;
    } else {
        puts(st == PUZ_UNSAT ? "no solution" : "not solved");
    }
    puz_result_free(&r);
    puz_options_free(opts);
    puz_model_free(m);
    return rc;
}
