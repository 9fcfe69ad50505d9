/* count.c -- counting with libpuzc: how many solutions a .puz model has,
 * up to N, on the backend named, within a time limit; and whether that is
 * the whole count or a lower bound that a limit cut short.
 *
 *   count FILE.puz [BACKEND [N [SECONDS]]]     defaults: native all 10 (0 s: no limit)
 *   count models/sudoku_4x4.puz dlx 2          uniqueness: "1 complete"
 *   cc examples/count.c $(pkg-config --cflags --libs puzc) -o count
 *
 * Prints one line, "COUNT complete" or "COUNT incomplete" (then at least
 * COUNT: the limit that stopped it is named on standard error). COUNT is
 * what `puzc solve FILE.puz --backend BACKEND --count N` prints.
 *
 * Exit status: 0 counted, 1 a limit cut the count short, 2 an error (a
 * backend that cannot count, or cannot take the model). */
#include <puzc.h>

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 5) {
        fprintf(stderr, "usage: count FILE.puz [BACKEND [N [SECONDS]]]\n");
        return 2;
    }
    const char *bname = argc > 2 ? argv[2] : "native";
    /* N: how many to count at most; "all" (the default) is UINT64_MAX.
     * Counts are 64-bit end to end. */
    uint64_t n = UINT64_MAX;
    if (argc > 3 && strcmp(argv[3], "all") != 0) {
        char *end;
        n = strtoull(argv[3], &end, 10);
        if (!isdigit((unsigned char)argv[3][0]) || *end || n == 0) {
            fprintf(stderr, "count: N is a count >= 1 or 'all', not '%s'\n", argv[3]);
            return 2;
        }
    }
    double seconds = argc > 4 ? atof(argv[4]) : 10;

    /* The registry knows each backend's capabilities: heuristic, an
     * incomplete method, finds solutions but cannot count them. */
    const puz_backend *b = puz_backend_find(bname);
    if (!b || !(puz_backend_caps(b) & PUZ_CAN_COUNT)) {
        fprintf(stderr, b ? "count: backend %s cannot count solutions; these can:"
                          : "count: no backend '%s'; these count:",
                bname);
        for (int i = 0; i < puz_backend_count(); i++)
            if (puz_backend_caps(puz_backend_at(i)) & PUZ_CAN_COUNT)
                fprintf(stderr, " %s", puz_backend_name(puz_backend_at(i)));
        fputc('\n', stderr);
        return 2;
    }

    puz_error *e = NULL;
    puz_model *m = NULL;
    if (puz_compile_file(argv[1], NULL, &m, &e) != PUZ_OK) {
        fputs(puz_error_text(e), stderr); /* every message, located */
        puz_error_free(e);
        return 2;
    }

    /* What bounds the count is one object, the same on every backend: stop
     * after n solutions, or after `seconds` (0: no time limit). */
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, n);
    puz_limits_set_time(lim, seconds);
    puz_result *r = puz_result_new();
    int status;
    if (puz_solve(m, b, NULL, lim, r, &e) != PUZ_OK) {
        /* PUZ_E_UNSUPPORTED: the backend cannot express this model */
        fprintf(stderr, "count: %s: %s\n", bname, puz_error_message(e));
        puz_error_free(e);
        status = 2;
    } else {
        /* Not an error, whatever the count: 0 is a proof of no solution
         * (PUZ_NO_SOLUTION), and a count a limit stopped keeps the
         * solutions found, complete 0. Reaching n is complete: the count
         * "up to n" is exact. */
        int complete = puz_result_complete(r);
        printf("%" PRIu64 " %s\n", puz_result_solutions(r), complete ? "complete" : "incomplete");
        if (!complete)
            fprintf(stderr, "count: %s: at least %" PRIu64 " solutions\n", puz_result_stopped(r),
                    puz_result_solutions(r));
        status = complete ? 0 : 1;
    }
    puz_result_free(r);
    puz_limits_free(lim);
    puz_model_free(m);
    return status;
}
