/* cmd_verify.c -- `puzc verify FILE.puz SOLUTION`: check a solution grid
 * against the model with the independent verifier. */
#include "cli.h"
#include "commands.h"

#include <stdlib.h>
#include <string.h>

static const char verify_usage[] =
    "usage: puzc verify MODEL SOLUTION\n"
    "  MODEL: a .puz file, a one-line puzzle (a file, or written here), or -\n"
    "  SOLUTION: the grid as solve prints it, in the one-line form, or as numbers\n"
    "  separated by blanks or commas: a file, - for stdin, or the line itself\n"
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
    puz_model *m = cli_load(argv[1]);
    if (!m)
        return 2;
    size_t len;
    int inline_grid = cli_is_inline(argv[2]);
    char *text = inline_grid ? NULL : cli_read_file("verify", argv[2], PUZ_MODEL_MAX, "16 MB", &len);
    if (inline_grid) { /* the grid written on the command line */
        len = strlen(argv[2]);
        text = cli_malloc(len + 1);
        memcpy(text, argv[2], len + 1);
    }
    if (!text) {
        puz_model_free(m);
        return 2;
    }
    int *grid = cli_calloc((size_t)puz_model_ncells(m), sizeof *grid);
    puz_error *e = NULL;
    int status;
    if (puz_grid_read(m, text, len, grid, &e) != PUZ_OK) {
        fprintf(stderr, "puzc verify: error: %s: %s\n", argv[2], puz_error_message(e));
        status = 2;
    } else if (puz_verify(m, grid, &e) == PUZ_OK) {
        puts("valid");
        status = 0;
    } else {
        printf("invalid: %s\n", puz_error_message(e));
        status = 1;
    }
    puz_error_free(e);
    free(grid);
    if (inline_grid)
        free(text);
    else
        puz_free(text);
    puz_model_free(m);
    return status;
}
