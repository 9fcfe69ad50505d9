/* cmd_decode.c -- `puzc decode FILE.puz ANSWER`: read an external solver's
 * answer (GLPK or CBC solution, SAT, MaxSAT or pseudo-Boolean solver output,
 * exact-cover options, MiniZinc output) back into a grid, verify it and
 * print it; for a MaxSAT answer that drops givens, say which. */
#include "cli.h"
#include "commands.h"

#include "diag.h"
#include "gridfmt.h"
#include "source.h"
#include "textin.h"
#include "util.h"
#include "verify.h"

#include <stdlib.h>
#include <string.h>

static const char decode_usage[] =
    "usage: puzc decode FILE.puz ANSWER [--line|--json]\n"
    "  ANSWER (- for stdin), in any of these forms, told apart by its content:\n"
    "  glpsol's report (-o) or its solution file (-w), a cbc solution file, SAT\n"
    "  solver output (competition 's'/'v' lines in either order, as minisat's result\n"
    "  file, cadical, picosat and clasp print them), clasp's answer to the OPB or\n"
    "  WCNF file, MiniZinc's output of the mzn model, or the chosen xcc options\n"
    "  (docs/answers.md); the grid is checked by the verifier before it is printed\n"
    "  --line, --json    the one-line form, or JSON, instead of the grid\n"
    "  A MaxSAT answer (WCNF) that drops givens: the grid without them on stdout,\n"
    "  the dropped givens on stderr ('dropped r1c1 = 5 (the grid has 3)') and in\n"
    "  --json (\"dropped\":[{\"cell\":\"r1c1\",\"given\":5,\"value\":3}]), exit 1\n"
    "exit status: 0 decoded and verified, 1 the answer says no solution (or that\n"
    "  no grid keeps every given), or its grid is not a solution, 2 usage, input or\n"
    "  output error (an answer that cannot be read: ANSWER:LINE:COL: error: ...)\n";

/* A MaxSAT answer that drops givens (a decoder returned 2): the grid is a
 * solution of the puzzle without them. Verified as such, printed, and the
 * dropped givens named on stderr and in --json. Returns the exit status:
 * 1, since the puzzle as given has no solution (or, when the solver did not
 * prove its optimum, at least this answer keeps none). */
static int print_relaxed(const Model *m, const int *grid, const char *path, const char *note,
                         OutForm form)
{
    int *kept = xcalloc((size_t)m->ncells, sizeof *kept);
    int ndropped = 0, ngivens = model_ngivens(m);
    for (int c = 0; c < m->ncells; c++) {
        if (m->given[c] && grid[c] != m->given[c])
            ndropped++;
        else
            kept[c] = m->given[c];
    }
    Model *relaxed = model_clone(m);
    model_replace_givens(relaxed, kept);
    free(kept);
    char err[256], cn[CELL_NAME_MAX];
    int ok = verify_grid(relaxed, grid, err, sizeof err);
    model_free(relaxed);
    if (!ok) {
        fprintf(stderr, "puzc decode: error: %s: the answer is not a solution even without the "
                        "%d givens it drops: %s\n", path, ndropped, err);
        return 1;
    }
    if (form == OUT_JSON) {
        JsonWriter j;
        json_init(&j, stdout);
        json_object_begin(&j);
        cli_json_grid_members(&j, m, grid);
        json_key(&j, "dropped");
        json_array_begin(&j);
        for (int c = 0; c < m->ncells; c++)
            if (m->given[c] && grid[c] != m->given[c]) {
                json_object_begin(&j);
                json_kstr(&j, "cell", cell_name(m, c, cn));
                json_kint(&j, "given", m->given[c]);
                json_kint(&j, "value", grid[c]);
                json_object_end(&j);
            }
        json_array_end(&j);
        json_kbool(&j, "optimal", !note[0]);
        json_object_end(&j);
        putchar('\n');
    } else {
        cli_print_grid(stdout, m, grid, form);
    }
    if (note[0])
        fprintf(stderr, "puzc decode: this answer drops %d of %d givens (%s)\n", ndropped,
                ngivens, note);
    else
        fprintf(stderr, "puzc decode: no solution keeps all %d givens; the optimum drops %d\n",
                ngivens, ndropped);
    for (int c = 0; c < m->ncells; c++)
        if (m->given[c] && grid[c] != m->given[c])
            fprintf(stderr, "dropped %s = %d (the grid has %d)\n", cell_name(m, c, cn),
                    m->given[c], grid[c]);
    return 1;
}

/* A decoder's message about a place in the answer: "ANSWER:line:col:
 * error: ...", the line and a caret under the column, as the front end
 * shows a .puz file's errors (diag.c renders both). */
static void print_located(const char *path, const char *text, size_t len, DecodeLoc at,
                          const char *msg)
{
    Source *src = source_new(path, text, len);
    puz_diags d = {0};
    Diag dg;
    diag_init(&dg, src, &d);
    diag_error(&dg, source_loc(at.line, at.col), "%s", msg);
    cli_print_diags(&d);
    puz_diags_free(&d);
    source_free(src);
}

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
    size_t len = 0;
    char *text = cli_read_file("decode", path, TEXTIN_ANSWER_MAX, TEXTIN_ANSWER_MAX_TEXT, &len);
    if (!text) {
        model_free(m);
        return 2;
    }
    int *grid = xcalloc((size_t)m->ncells, sizeof *grid);
    char err[256] = "";
    int r = -2, status;
    DecodeLoc at = {0, 0};
    for (int i = 0; backend_list[i] && r == -2; i++) {
        const Backend *b = backend_list[i];
        if (b->decode)
            r = b->decode(m, text, path, grid, err, sizeof err, &at);
    }
    if (r == -2) {
        fprintf(stderr, "puzc decode: error: %s: not a solver answer puzc reads "
                        "(glpsol -o or -w, cbc, SAT/MaxSAT/PB solver output, MiniZinc output, "
                        "xcc options)\n", path);
        status = 2;
    } else if (r == -1 && at.line > 0) {
        print_located(path, text, len, at, err);
        status = 2;
    } else if (r == -1) {
        fprintf(stderr, "puzc decode: error: %s\n", err);
        status = 2;
    } else if (r == 1) {
        puts("the solver says: no solution");
        status = 1;
    } else if (r == 2) {
        status = print_relaxed(m, grid, path, err, form);
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
