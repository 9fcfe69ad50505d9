/* cmd_import.c -- `puzc import FILE|-`: a puzzle in a setter's format
 * (f-puzzles, SudokuPad) as a .puz file; the reading is libpuzc's
 * (puz_import), this file reads the input and writes the output. */
#include "cli.h"
#include "commands.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char import_usage[] =
    "usage: puzc import FILE|- [--format auto|fpuzzles|sudokupad|janko] [-o OUT.puz]\n"
    "       puzc import FILE|- --format janko [--family F] [--x] [-o OUT.puz]\n"
    "  FILE holds f-puzzles JSON, an f-puzzles link (https://www.f-puzzles.com/?load=...),\n"
    "  a SudokuPad link (https://sudokupad.app/fpuzzles..., .../scl..., ?puzzleid=...),\n"
    "  SudokuPad's JSON, or a link's compressed data alone; - reads standard input\n"
    "  --format F        the input's format; auto (default) tells it by the content\n"
    "  janko: a line of Janko's JSON Lines ({\"problem\": ...}) or its problem text\n"
    "  --family F        its family: auto (default: by its page or its shape), sudoku,\n"
    "                    killer, jigsaw, evenodd, consecutive, skyscraper, margin,\n"
    "                    samurai, butterfly, sumo, windmill, gattai8, shogun, sohei,\n"
    "                    clueless1, clueless2\n"
    "  --x               the X rule too (both diagonals distinct), which the text\n"
    "                    does not carry\n"
    "  -o, --output OUT  write the .puz to OUT (default, or -: standard output)\n"
    "  A constraint the .puz language cannot say is refused by name, at its place.\n"
    "exit status: 0 written, 2 usage, input or output error\n";

int cmd_import(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"format", required_argument, NULL, 'f'},
        {"family", required_argument, NULL, 'F'},
        {"x", no_argument, NULL, 'x'},
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    const char *format = NULL, *outpath = NULL, *family = NULL;
    int opt, x = 0;
    optind = 1;
    while ((opt = cli_getopt(argc, argv, "f:o:h", longopts)) != -1) {
        switch (opt) {
        case 'f': format = optarg; break;
        case 'F': family = optarg; break;
        case 'x': x = 1; break;
        case 'o': outpath = optarg; break;
        case 'h': cli_help(stdout, import_usage); return 0;
        default: return 2; /* '?': cli_getopt reported it */
        }
    }
    if (optind != argc - 1) {
        fprintf(stderr, "puzc import: error: %s\n%s",
                optind >= argc ? "no input file given" : "want exactly one input file",
                import_usage);
        return 2;
    }
    if (format && strcmp(format, "auto")) {
        const char *const *f = puz_import_formats();
        while (*f && strcmp(*f, format))
            f++;
        if (!*f) {
            fprintf(stderr, "puzc import: error: unknown format '%s' (have: auto", format);
            for (f = puz_import_formats(); *f; f++)
                fprintf(stderr, " %s", *f);
            fputs(")\n", stderr);
            return 2;
        }
    }
    if ((family || x) && (!format || strcmp(format, "janko"))) {
        fprintf(stderr, "puzc import: error: --family and --x are for --format janko\n");
        return 2;
    }
    const char *path = argv[optind];
    size_t len = 0;
    char *text = cli_read_file("import", path, PUZ_MODEL_MAX, "16 MB", &len);
    if (!text)
        return 2;
    puz_error *e = NULL;
    char *puz = NULL;
    size_t n = 0;
    const char *name = strcmp(path, "-") ? path : "<stdin>";
    puz_code rc = format && !strcmp(format, "janko")
                      ? puz_import_janko(name, text, len, family, x ? PUZ_JANKO_X : 0, &puz, &n, &e)
                      : puz_import(name, text, len, format, &puz, &n, &e);
    if (rc != PUZ_OK) {
        free(text);
        return cli_fail(e, 2);
    }
    free(text);
    if (outpath && !strcmp(outpath, "-"))
        outpath = NULL;
    FILE *out = outpath ? cli_fopen(outpath, "w") : stdout;
    int status = 0;
    if (!out) {
        fprintf(stderr, "puzc import: error: cannot write '%s': %s\n", outpath, strerror(errno));
        status = 2;
    } else {
        fwrite(puz, 1, n, out);
        if (cli_end_output(out, outpath) != 0)
            status = 2;
    }
    puz_free(puz);
    return status;
}
