/* cmd_decode.c -- `puzc decode FILE.puz ANSWER`: read an external solver's
 * answer (GLPK or CBC solution, SAT solver output, exact-cover options)
 * back into a grid, verify it and print it. */
#include "cli.h"
#include "commands.h"

#include "util.h"
#include "verify.h"

#include <stdlib.h>
#include <string.h>

static const char decode_usage[] =
    "usage: puzc decode FILE.puz ANSWER [--line|--json]\n"
    "  ANSWER: glpsol output (-o), cbc solution file, SAT solver output\n"
    "  (minisat result file, or 's SATISFIABLE' with 'v' lines), or chosen xcc options\n"
    "exit status: 0 decoded and verified, 1 the answer says no solution, 2 input or\n"
    "output error\n";

int cmd_decode(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"line", no_argument, NULL, 'L'},
        {"json", no_argument, NULL, 'J'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    OutForm form = OUT_GRID;
    int opt;
    optind = 1;
    while ((opt = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (opt) {
        case 'L': form = OUT_LINE; break;
        case 'J': form = OUT_JSON; break;
        case 'h': fputs(decode_usage, stdout); return 0;
        default: fputs(decode_usage, stderr); return 2;
        }
    }
    if (optind != argc - 2) {
        fprintf(stderr, "puzc decode: error: want a model and an answer file\n%s",
                decode_usage);
        return 2;
    }
    const char *path = argv[optind + 1];
    Model *m = cli_load(argv[optind]);
    if (!m)
        return 2;
    char *text = cli_read_file("decode", path, NULL);
    if (!text) {
        model_free(m);
        return 2;
    }
    int *grid = xcalloc((size_t)m->ncells, sizeof *grid);
    char err[256] = "";
    int r = -2, status;
    const Backend *b = NULL;
    for (int i = 0; backend_list[i] && r == -2; i++) {
        b = backend_list[i];
        if (b->decode)
            r = b->decode(m, text, path, grid, err, sizeof err);
    }
    if (r == -2) {
        fprintf(stderr, "puzc decode: error: %s: not a solver answer puzc reads "
                        "(glpsol, cbc, DIMACS SAT output, xcc options)\n", path);
        status = 2;
    } else if (r == -1) {
        fprintf(stderr, "puzc decode: error: %s\n", err);
        status = 2;
    } else if (r == 1) {
        puts("no solution");
        status = 1;
    } else if (!verify_grid(m, grid, err, sizeof err)) {
        /* The external solver's answer, not ours: a wrong answer is reported,
         * not printed. */
        fprintf(stderr, "puzc decode: error: %s: the answer is not a solution: %s\n", path,
                err);
        status = 1;
    } else {
        cli_print_grid(stdout, m, grid, form);
        status = 0;
    }
    free(grid);
    free(text);
    model_free(m);
    return status;
}
