/* cmd_convert.c -- `puzc convert`: one puzzle turned into another whose
 * solutions correspond to its own: the reduction from a Latin square to a
 * Sudoku (seed paper 001, section 3; generator/latin2sudoku.c) and its way
 * back for a solution; and a puzzle in any form (a one-line puzzle above
 * all) written out as a .puz file. */
#include "cli.h"
#include "commands.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char convert_usage[] =
    "usage: puzc convert --to-puz PUZZLE [-o OUT.puz]\n"
    "       puzc convert --latin-to-sudoku LATIN.puz [-o OUT.puz]\n"
    "       puzc convert --sudoku-to-latin LATIN.puz SOLUTION\n"
    "  --to-puz           write PUZZLE (a one-line puzzle in any form batch reads,\n"
    "                     written here or in a file, - for stdin, or a .puz) as a\n"
    "                     .puz file, its givens laid out as a grid\n"
    "  --latin-to-sudoku  write the Sudoku of k x k boxes (k^2 x k^2) whose\n"
    "                     completions correspond one to one to those of the Latin\n"
    "                     square of order k (2..16) in LATIN.puz: every cell given but\n"
    "                     the k^2 that stand for the square's cells\n"
    "  --sudoku-to-latin  read a solution of that Sudoku (a file, or - for stdin, in\n"
    "                     any form `puzc verify` reads) and print the square's\n"
    "                     solution, checked by the verifier against LATIN.puz\n"
    "  -o, --output OUT.puz  write the Sudoku there (default: stdout; - is stdout)\n"
    "exit status: 0 written (or a valid solution), 1 the solution maps to no\n"
    "solution of the square, 2 usage, input or output error\n";

/* The Latin square in path and its Sudoku: 0, or 2 after the message. */
static int load(const char *path, puz_model **m, puz_model **s)
{
    puz_error *e = NULL;
    if (!(*m = cli_load(path)))
        return 2;
    if (puz_latin_to_sudoku(*m, s, &e) != PUZ_OK) {
        fprintf(stderr, "puzc convert: error: %s: %s\n", path, puz_error_message(e));
        puz_error_free(e);
        puz_model_free(*m);
        return 2;
    }
    return 0;
}

/* Writes model s as a .puz file to out (NULL or "-": stdout), after a
 * comment saying where it came from (NULL: none): the exit status. */
static int write_puz(const puz_model *s, const char *out, const char *comment)
{
    if (out && !strcmp(out, "-"))
        out = NULL;
    FILE *f = out ? cli_fopen(out, "w") : stdout;
    if (!f) {
        fprintf(stderr, "puzc convert: error: cannot write '%s': %s\n", out, strerror(errno));
        return 2;
    }
    if (comment)
        fputs(comment, f);
    puz_model_write(s, f, NULL); /* a failed write is cli_end_output's to say */
    return cli_end_output(f, out);
}

/* LATIN.puz -> the Sudoku, as a .puz file. */
static int to_sudoku(const char *path, const char *out)
{
    puz_model *m, *s;
    if (load(path, &m, &s))
        return 2;
    int k = puz_model_rows(m);
    char comment[1024];
    snprintf(comment, sizeof comment,
             "# The Latin square of order %d in %.300s as a %dx%d Sudoku (seed paper 001,\n"
             "# section 3): cell r<i>c<(q-1)*%d+1> of the first band stands for the square's\n"
             "# r<i>c<q>, value (v-1)*%d+1 for its v; every other cell is given.\n"
             "# Back: puzc convert --sudoku-to-latin %.300s SOLUTION\n",
             k, path, k * k, k * k, k, k, path);
    int rc = write_puz(s, out, comment);
    puz_model_free(s);
    puz_model_free(m);
    return rc;
}

/* Any puzzle -> its .puz text. */
static int to_puz(const char *path, const char *out)
{
    puz_model *m = cli_load(path);
    if (!m)
        return 2;
    int rc = write_puz(m, out, NULL);
    puz_model_free(m);
    return rc;
}

/* LATIN.puz and a solution of its Sudoku -> the square's solution. */
static int to_latin(const char *path, const char *solution)
{
    puz_model *m, *s;
    if (load(path, &m, &s))
        return 2;
    size_t len;
    char *text = cli_read_file("convert", solution, PUZ_MODEL_MAX, "16 MB", &len);
    int *grid = cli_calloc((size_t)puz_model_ncells(s), sizeof *grid);
    int *square = cli_calloc((size_t)puz_model_ncells(m), sizeof *square);
    puz_error *e = NULL;
    int rc = 2;
    if (!text) {
        /* cli_read_file said why */
    } else if (puz_grid_read(s, text, len, grid, &e) != PUZ_OK ||
               puz_latin_from_sudoku(m, grid, square, &e) != PUZ_OK) {
        fprintf(stderr, "puzc convert: error: %s: %s\n", solution, puz_error_message(e));
    } else if (puz_verify(m, square, &e) != PUZ_OK) {
        fprintf(stderr, "puzc convert: the square read from %s is not a solution: %s\n",
                solution, puz_error_message(e));
        rc = 1;
    } else {
        puz_grid_write(m, square, PUZ_GRID_ROWS, stdout, NULL);
        rc = 0;
    }
    puz_error_free(e);
    free(square);
    free(grid);
    puz_free(text);
    puz_model_free(s);
    puz_model_free(m);
    return rc;
}

int cmd_convert(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"to-puz", no_argument, NULL, 'P'},
        {"latin-to-sudoku", no_argument, NULL, 'L'},
        {"sudoku-to-latin", no_argument, NULL, 'S'},
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int mode = 0, opt;
    const char *out = NULL;
    optind = 1;
    while ((opt = cli_getopt(argc, argv, "o:h", longopts)) != -1) {
        switch (opt) {
        case 'P':
        case 'L':
        case 'S': mode = opt; break;
        case 'o': out = optarg; break;
        case 'h': fputs(convert_usage, stdout); return 0;
        default: return 2; /* '?': cli_getopt reported it */
        }
    }
    int nargs = argc - optind;
    if (mode == 'P' && nargs == 1)
        return to_puz(argv[optind], out);
    if (mode == 'L' && nargs == 1)
        return to_sudoku(argv[optind], out);
    if (mode == 'S' && nargs == 2 && !out)
        return to_latin(argv[optind], argv[optind + 1]);
    fprintf(stderr, "puzc convert: error: want --to-puz PUZZLE, --latin-to-sudoku LATIN.puz, "
                    "or --sudoku-to-latin LATIN.puz SOLUTION\n%s", convert_usage);
    return 2;
}
