/* batch.c -- libpuzc's batch runner: solve a file of one-line puzzles on
 * every core and print each answer in the line's own form, in input order.
 *
 *   batch [FILE]      (standard input without FILE)
 *   cc examples/batch.c $(pkg-config --cflags --libs puzc) -o batch
 *
 * A line is a one-line puzzle (docs/batch.md): 81 characters for a 9x9,
 * "name<TAB>v1,v2,..." for any size. A line that is no puzzle is reported
 * and the run goes on. */
#include <puzc.h>

#include <stdio.h>

/* Called once a line, in input order, on one thread at a time. */
static int print_line(const puz_batch_item *it, void *ctx)
{
    long *solved = ctx;
    size_t len;
    const char *text = puz_batch_item_text(it, &len);
    switch (puz_batch_item_status(it)) {
    case PUZ_LINE_SOLVED: /* the line with its grid replaced by the solution */
        fwrite(text, 1, puz_batch_item_prefix(it), stdout);
        fputs(puz_batch_item_solution(it), stdout);
        fwrite(text + puz_batch_item_suffix(it), 1, len - puz_batch_item_suffix(it), stdout);
        putchar('\n');
        ++*solved;
        break;
    case PUZ_LINE_BLANK: putchar('\n'); break;
    case PUZ_LINE_NO_SOLUTION:
        printf("! line %ld: no solution\n", puz_batch_item_line(it));
        break;
    default: /* stopped, bad line, internal error: the reason says */
        printf("! line %ld: %s: %s\n", puz_batch_item_line(it),
               puz_line_status_name(puz_batch_item_status(it)), puz_batch_item_reason(it));
    }
    return 0; /* nonzero would stop the run */
}

int main(int argc, char **argv)
{
    FILE *in = argc > 1 ? fopen(argv[1], "r") : stdin;
    if (!in) {
        perror(argv[1]);
        return 2;
    }
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 5); /* per line */
    puz_batch *bt = puz_batch_new(); /* native, one solution a line */
    puz_batch_set_limits(bt, lim);   /* by reference: lim outlives the run */
    puz_batch_set_jobs(bt, 0);       /* one thread per online core */
    long solved = 0;
    puz_error *e = NULL;
    int status = 0;
    if (puz_batch_run(bt, in, argc > 1 ? argv[1] : "<stdin>", print_line, &solved, &e) !=
        PUZ_OK) {
        fputs(puz_error_text(e), stderr); /* a line over 1 MB, a read error */
        puz_error_free(e);
        status = 2;
    }
    fprintf(stderr, "%ld of %ld lines solved on %d threads\n", solved, puz_batch_lines(bt),
            puz_batch_threads(bt));
    puz_batch_free(bt);
    puz_limits_free(lim);
    if (in != stdin)
        fclose(in);
    return status;
}
