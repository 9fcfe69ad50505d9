/* generate.c -- libpuzc's generator: COUNT 9x9 Sudoku puzzles, each with
 * exactly one solution, of the level asked (any: whatever comes), made on
 * every core, printed as one-line puzzles named with their seeds and
 * levels. The same SEED makes the same puzzles, whatever the number of
 * threads: those `puzc generate --count COUNT --seed SEED --line` makes
 * (with --difficulty LEVEL but for any).
 *
 *   generate [COUNT [LEVEL [SEED]]]     LEVEL: any easy medium hard fiendish expert
 *   cc examples/generate.c $(pkg-config --cflags --libs puzc) -o generate */
#include <puzc.h>

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

/* Called with each puzzle, in index order, in the caller's thread. */
static int print_puzzle(long index, uint64_t seed, const puz_puzzle *p, void *ctx)
{
    (void)ctx;
    char name[64];
    snprintf(name, sizeof name, "#%ld seed %" PRIu64 " %s", index, seed,
             puz_level_name((puz_level)puz_puzzle_level(p)));
    /* NULL grid: the model's givens, as the line's grid */
    puz_line_write(puz_puzzle_model(p), NULL, PUZ_LINE_CHARS, name, stdout, NULL);
    return 0;
}

int main(int argc, char **argv)
{
    long count = argc > 1 ? atol(argv[1]) : 10;
    puz_gen *g = puz_gen_new(); /* default: a 9x9 Sudoku */
    puz_error *e = NULL;
    /* settings by name and value, as `puzc generate` takes them */
    if (puz_gen_set(g, "difficulty", argc > 2 ? argv[2] : "any", &e) != PUZ_OK ||
        puz_gen_set(g, "seed", argc > 3 ? argv[3] : "1", &e) != PUZ_OK) {
        fprintf(stderr, "generate: %s\n", puz_error_message(e));
        puz_error_free(e);
        puz_gen_free(g);
        return 2;
    }
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 60); /* for the whole run */
    puz_bulk_stats st = {.size = sizeof st};
    int status = 0;
    if (puz_generate_bulk(g, lim, count, 0, print_puzzle, NULL, &st, &e) != PUZ_OK) {
        fprintf(stderr, "generate: %s\n", puz_error_message(e));
        puz_error_free(e);
        status = 2;
    } else if (!st.complete) {
        fprintf(stderr, "generate: %ld of %ld made%s%s\n", st.made, count, st.why[0] ? ": " : "",
                st.why);
        status = 1;
    }
    fprintf(stderr, "%ld puzzles (%ld not of the level asked) in %.2f s on %d threads\n",
            st.made, st.missed, st.sec, st.jobs);
    puz_limits_free(lim);
    puz_gen_free(g);
    return status;
}
