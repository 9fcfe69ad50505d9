/* cmd_verify.c -- `puzc verify FILE.puz SOLUTION`: check a solution grid
 * against the model with the independent verifier. */
#include "cli.h"
#include "commands.h"

#include "gridfmt.h"
#include "source.h"
#include "util.h"
#include "verify.h"

#include <stdlib.h>
#include <string.h>

static const char verify_usage[] =
    "usage: puzc verify FILE.puz SOLUTION\n"
    "  SOLUTION: a file (or - for stdin) holding the grid as solve prints it, in the\n"
    "  one-line form, or as numbers separated by blanks or commas\n"
    "exit status: 0 valid, 1 not a solution, 2 input or output error\n";

int cmd_verify(int argc, char **argv)
{
    if (argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
        fputs(verify_usage, stdout);
        return 0;
    }
    if (argc != 3) {
        fprintf(stderr, "puzc verify: error: want a model and a solution\n%s", verify_usage);
        return 2;
    }
    Model *m = cli_load(argv[1]);
    if (!m)
        return 2;
    size_t len;
    char *text = cli_read_file("verify", argv[2], SOURCE_MAX_LEN, SOURCE_MAX_TEXT, &len);
    if (!text) {
        model_free(m);
        return 2;
    }
    int *grid = xcalloc((size_t)m->ncells, sizeof *grid);
    char why[200];
    int status;
    if (gridfmt_read(m, text, grid, why, sizeof why) != 0) {
        fprintf(stderr, "puzc verify: error: %s: %s\n", argv[2], why);
        status = 2;
    } else if (verify_grid(m, grid, why, sizeof why)) {
        puts("valid");
        status = 0;
    } else {
        printf("invalid: %s\n", why);
        status = 1;
    }
    free(grid);
    free(text);
    model_free(m);
    return status;
}
