/* cmd_emit.c -- `puzc emit FILE.puz --format F`: write a backend's
 * formulation for an external solver (lp mps opb: ilp; cnf wcnf: sat; xcc:
 * dlx; mzn: native). */
#include "cli.h"
#include "commands.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char emit_usage[] =
    "usage: puzc emit FILE.puz --format lp|mps|opb|cnf|wcnf|xcc|mzn|fpuzzles|fpuzzles-link|sudokupad-link\n"
    "                 [BACKEND OPTIONS] [-o OUT]\n"
    "  lp, mps  0-1 integer program (the ilp backend's options): glpsol, cbc\n"
    "  opb      the same program as pseudo-Boolean constraints (PB competition OPB,\n"
    "           variable x<N> as in the CNF; ilp's options): clasp FILE.opb\n"
    "  cnf      DIMACS CNF (the sat backend's options): minisat, cadical, clasp\n"
    "  wcnf     weighted MaxSAT: the givens soft, the rest hard, never eliminated\n"
    "           (sat's --encoding, --amo, --cage): clasp FILE.wcnf; decode names the\n"
    "           givens the optimum drops when they contradict each other\n"
    "  xcc      exact-cover matrix (the dlx backend's options)\n"
    "  mzn      MiniZinc model and data, alldifferent and sum (the native backend's):\n"
    "           minizinc --solver gecode FILE.mzn\n"
    "  fpuzzles the model itself as f-puzzles JSON (givens, regions, cages, lines,\n"
    "           dots; the solution when it is unique); fpuzzles-link, sudokupad-link:\n"
    "           the link that opens it in f-puzzles, in SudokuPad. `puzc import` reads\n"
    "           them back\n"
    "  -o, --output OUT  write to OUT (default, or -: stdout)\n"
    "  Answers go back through `puzc decode FILE.puz ANSWER`.\n"
    "exit status: 0 written, 2 usage, input or output error\n";

int cmd_emit(int argc, char **argv)
{
    static const struct option own[] = {
        {"format", required_argument, NULL, 'f'},
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    struct option *longopts = cli_longopts(own);
    CliOpts co = {0};
    const char *format = NULL, *outpath = NULL;
    int opt, bad = 0;
    optind = 1;
    while (!bad && (opt = cli_getopt(argc, argv, "f:o:h", longopts)) != -1) {
        switch (opt) {
        case 'f': format = optarg; break;
        case 'o': outpath = optarg; break;
        case 'h': cli_help(stdout, emit_usage); free(longopts); return 0;
        default: /* '?' (cli_getopt reported it) is no backend option */
            bad = !cli_backend_option(opt, optarg, &co);
        }
    }
    free(longopts);
    if (bad)
        return 2;
    if (optind != argc - 1 || !format) {
        fprintf(stderr, "puzc emit: error: %s\n%s",
                !format ? "--format is required" : "want exactly one puzzle file", emit_usage);
        return 2;
    }
    const puz_backend *b = puz_backend_for_format(format);
    int model_format = 0;
    for (const char *const *f = puz_model_formats(); *f; f++)
        model_format |= !strcmp(*f, format);
    if (!b && !model_format) {
        fprintf(stderr, "puzc emit: error: unknown format '%s' (have:", format);
        for (int i = 0; i < puz_backend_count(); i++)
            for (const char *const *f = puz_backend_formats(puz_backend_at(i)); *f; f++)
                fprintf(stderr, " %s", *f);
        for (const char *const *f = puz_model_formats(); *f; f++)
            fprintf(stderr, " %s", *f);
        fputs(")\n", stderr);
        return 2;
    }
    puz_options *o = NULL; /* a model format takes no backend options */
    if (!b && co.n > 0) {
        fprintf(stderr, "puzc emit: error: --format %s writes the model itself: it takes no "
                "backend options (--%s)\n", format, co.name[0]);
        return 2;
    }
    if (b && !(o = cli_options("emit", b, &co)))
        return 2;
    puz_model *m = cli_load(argv[optind]);
    if (!m) {
        puz_options_free(o);
        return 2;
    }
    if (outpath && !strcmp(outpath, "-"))
        outpath = NULL; /* -o -: stdout */
    FILE *out = outpath ? cli_fopen(outpath, "w") : stdout;
    int status = 0;
    if (!out) {
        fprintf(stderr, "puzc emit: error: cannot write '%s': %s\n", outpath, strerror(errno));
        status = 2;
    } else {
        puz_error *e = NULL;
        /* a write that failed is cli_end_output's to say, with its reason */
        if (puz_emit(m, format, o, NULL, out, &e) != PUZ_OK)
            status = puz_error_code(e) == PUZ_E_IO ? (puz_error_free(e), 2) : cli_fail(e, 2);
        if (cli_end_output(out, outpath) != 0)
            status = 2;
    }
    puz_options_free(o);
    puz_model_free(m);
    return status;
}
