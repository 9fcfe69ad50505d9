/* cmd_decode.c -- `puzc decode FILE.puz ANSWER`: read an external solver's
 * answer (GLPK or CBC solution, SAT, MaxSAT or pseudo-Boolean solver output,
 * exact-cover options, MiniZinc output) back into a grid, verify it and
 * print it; for a MaxSAT answer that drops givens, say which. */
#include "cli.h"
#include "commands.h"

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

/* A MaxSAT answer that drops givens (verified by the library as a solution
 * of the puzzle without them): printed, and the dropped givens named on
 * stderr and in --json. Returns the exit status: 1, since the puzzle as
 * given has no solution (or, when the solver did not prove its optimum,
 * at least this answer keeps none). */
static int print_relaxed(const puz_model *m, const int *grid, const char *note, OutForm form)
{
    const int *given = puz_model_givens(m);
    int n = puz_model_ncells(m), ndropped = 0, ngivens = puz_model_ngivens(m);
    char cn[16];
    for (int c = 0; c < n; c++)
        ndropped += given[c] && grid[c] != given[c];
    if (form == OUT_JSON) {
        JsonWriter j;
        json_init(&j, stdout);
        json_object_begin(&j);
        cli_json_grid_members(&j, m, grid);
        json_key(&j, "dropped");
        json_array_begin(&j);
        for (int c = 0; c < n; c++)
            if (given[c] && grid[c] != given[c]) {
                json_object_begin(&j);
                json_kstr(&j, "cell", puz_cell_name(m, c, cn, sizeof cn));
                json_kint(&j, "given", given[c]);
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
    for (int c = 0; c < n; c++)
        if (given[c] && grid[c] != given[c])
            fprintf(stderr, "dropped %s = %d (the grid has %d)\n",
                    puz_cell_name(m, c, cn, sizeof cn), given[c], grid[c]);
    return 1;
}

int cmd_decode(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"line", no_argument, NULL, 'L'},
        {"json", no_argument, NULL, 'J'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    OutForm form = OUT_GRID;
    const char *form_opt = NULL; /* the first of --line, --json */
    int opt;
    optind = 1;
    while ((opt = cli_getopt(argc, argv, "h", longopts)) != -1) {
        switch (opt) {
        case 'L':
        case 'J':
            if (cli_exclusive(&form_opt, opt == 'L' ? "--line" : "--json"))
                return 2;
            form = opt == 'L' ? OUT_LINE : OUT_JSON;
            break;
        case 'h': fputs(decode_usage, stdout); return 0;
        default: return 2; /* '?': cli_getopt reported it */
        }
    }
    if (optind != argc - 2) {
        fprintf(stderr, "puzc decode: error: want a model and an answer file\n%s",
                decode_usage);
        return 2;
    }
    const char *path = argv[optind + 1];
    puz_model *m = cli_load(argv[optind]);
    if (!m)
        return 2;
    size_t len = 0;
    char *text = cli_read_file("decode", path, PUZ_ANSWER_MAX, "64 MB", &len);
    if (!text) {
        puz_model_free(m);
        return 2;
    }
    int *grid = cli_calloc((size_t)puz_model_ncells(m), sizeof *grid);
    puz_answer answer;
    const char *note = "";
    puz_error *e = NULL;
    int status;
    switch (puz_decode(m, text, len, path, grid, &answer, NULL, &note, &e)) {
    case PUZ_OK:
        if (answer == PUZ_ANSWER_NO_SOLUTION) {
            puts("the solver says: no solution");
            status = 1;
        } else if (answer == PUZ_ANSWER_RELAXED) {
            status = print_relaxed(m, grid, note, form);
        } else {
            cli_print_grid(stdout, m, grid, form);
            status = 0;
        }
        break;
    case PUZ_E_INVALID: /* the external solver's answer, not ours: reported, not printed */
        status = cli_fail(e, 1);
        break;
    default: status = cli_fail(e, 2); break;
    }
    free(grid);
    puz_free(text);
    puz_model_free(m);
    return status;
}
