/* plot_test.c -- draws a puz_plot of the times given on the command line,
 * for tests/t_render.sh to read back with tests/render_check.py svg-plot:
 *   plot_test OUT.svg MS[:HI] ...
 * one bar a time (label "row N", group N), a whisker to HI when given.
 * Through the public API only (include/puzc.h, linked against libpuzc). */
#include "puzc.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fputs("usage: plot_test OUT.svg MS[:HI] ...\n", stderr);
        return 2;
    }
    puz_plot *p = puz_plot_new("plot_test", "time (log scale)");
    for (int i = 2; i < argc; i++) {
        char *end, label[32];
        double ms = strtod(argv[i], &end), hi = *end == ':' ? strtod(end + 1, NULL) : 0;
        snprintf(label, sizeof label, "row %d", i - 1);
        puz_plot_add(p, label, i - 2, ms, hi, NULL);
    }
    FILE *out = fopen(argv[1], "w");
    puz_error *e = NULL;
    int rc = !out || puz_plot_svg(p, out, &e) != PUZ_OK;
    if (rc)
        fprintf(stderr, "plot_test: %s\n", e ? puz_error_message(e) : "cannot write");
    if (out && fclose(out) != 0)
        rc = 1;
    puz_error_free(e);
    puz_plot_free(p);
    return rc;
}
