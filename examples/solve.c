/* solve.c -- the smallest useful libpuzc program: compile a .puz model,
 * solve it on the native backend, say whether the solution is unique, and
 * print it a row a line. (examples/embed.c adds backends and options.)
 *
 *   solve FILE.puz
 *   cc examples/solve.c $(pkg-config --cflags --libs puzc) -o solve
 *
 * Exit status: 0 solved, 1 no solution or stopped, 2 an error. */
#include <puzc.h>

#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: solve FILE.puz\n");
        return 2;
    }
    puz_error *e = NULL; /* each failing call makes one; we free it */
    puz_model *m = NULL;
    if (puz_compile_file(argv[1], NULL, &m, &e) != PUZ_OK) {
        fputs(puz_error_text(e), stderr); /* every message, with its line and a caret */
        puz_error_free(e);
        return 2;
    }

    /* Up to two solutions: the first is the answer, a second says it is
     * not unique. Ten seconds at most. */
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, 2);
    puz_limits_set_time(lim, 10);
    puz_result *r = puz_result_new();
    int status = 1;
    if (puz_solve(m, NULL, NULL, lim, r, &e) != PUZ_OK) { /* NULL, NULL: native, defaults */
        fprintf(stderr, "solve: %s\n", puz_error_message(e));
        puz_error_free(e);
        status = 2;
    } else if (puz_result_status(r) == PUZ_SOLVED) {
        /* the grid is ncells values, row-major; already verified */
        puz_grid_write(m, puz_result_grid(r), PUZ_GRID_ROWS, stdout, NULL);
        if (puz_result_solutions(r) > 1)
            puts("(not unique)");
        else if (!puz_result_complete(r))
            printf("(uniqueness unknown: %s)\n", puz_result_stopped(r));
        status = 0;
    } else if (puz_result_status(r) == PUZ_NO_SOLUTION) {
        puts("no solution");
    } else { /* PUZ_STOPPED */
        printf("not solved: %s\n", puz_result_stopped(r));
    }
    puz_result_free(r);
    puz_limits_free(lim);
    puz_model_free(m);
    return status;
}
