/* cmd_render.c -- `puzc render`: a picture of a model (SVG, a text grid
 * or PNG), with its solution when asked; the drawing is libpuzc's
 * (puz_render), this file only reads options and picks the output. */
#include "cli.h"
#include "commands.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

static const char render_usage[] =
    "usage: puzc render FILE.puz [--solve [--backend B] [--time-limit S]]\n"
    "                   [--format svg|text|png] [--ascii] [--tint] [--cell PX]\n"
    "                   [--color auto|always|never] [-o OUT]\n"
    "  --solve          draw the solution (verified) instead of the givens alone\n"
    "  --backend B      the backend that solves: native (default), dlx, sat, ilp\n"
    "  --format F       svg (default), text (a boxed grid), png; without it, -o's\n"
    "                   extension (.svg, .png, .txt) decides\n"
    "  --ascii          text: + - | instead of Unicode box drawing (implies text)\n"
    "  --tint           svg, png: tint boxes or jigsaw regions, neighbours differ\n"
    "  --cell PX        svg, png: a cell's side in pixels (8..200; default by size)\n"
    "  --color WHEN     text: ANSI colours for cages and givens; auto (default):\n"
    "                   when standard output is a terminal and NO_COLOR is unset\n"
    "  -o OUT           write to OUT instead of standard output\n"
    "exit status: 0 drawn, 1 --solve found no solution, 2 usage, input or output\n"
    "error, 4 --solve stopped by --time-limit\n";

typedef struct {
    const char *path, *out, *backend, *format, *color;
    int solve, ascii, tint, cell;
    double time_limit;
} RenderArgs;

/* The format: --format, else -o's extension, else svg (text with --ascii). */
/* The format: --format's, else -o's extension (.svg, .png, .txt; none:
 * SVG); -1 for an unknown --format, -2 for an extension that names a
 * picture format puzc does not write (x.jpg would get SVG in silence). */
static int pick_format(const RenderArgs *a)
{
    if (a->format)
        return puz_render_format_parse(a->format);
    const char *slash = a->out ? strrchr(a->out, '/') : NULL;
    const char *dot = a->out ? strrchr(slash ? slash : a->out, '.') : NULL;
    if (dot && !strcasecmp(dot, ".png"))
        return PUZ_RENDER_PNG;
    if (a->ascii || (dot && !strcasecmp(dot, ".txt")))
        return PUZ_RENDER_TEXT;
    if (dot && strcasecmp(dot, ".svg"))
        return -2;
    return PUZ_RENDER_SVG;
}

static int parse_args(int argc, char **argv, RenderArgs *a)
{
    static const struct option longopts[] = {
        {"solve", no_argument, NULL, 's'},
        {"backend", required_argument, NULL, 'b'},
        {"time-limit", required_argument, NULL, 'T'},
        {"format", required_argument, NULL, 'f'},
        {"ascii", no_argument, NULL, 'a'},
        {"tint", no_argument, NULL, 't'},
        {"cell", required_argument, NULL, 'c'},
        {"color", required_argument, NULL, 'C'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int opt;
    long n;
    optind = 1;
    while ((opt = cli_getopt(argc, argv, "o:f:b:h", longopts)) != -1) {
        switch (opt) {
        case 's': a->solve = 1; break;
        case 'b': a->backend = optarg; break;
        case 'T':
            if ((a->time_limit = cli_seconds("render", "time-limit", optarg)) < 0)
                return 2;
            break;
        case 'f': a->format = optarg; break;
        case 'a': a->ascii = 1; break;
        case 't': a->tint = 1; break;
        case 'c':
            if ((n = cli_long("render", "cell", optarg)) < 0)
                return 2;
            if (n < 8 || n > 200) {
                fprintf(stderr, "puzc render: error: --cell wants 8..200 pixels, not %ld\n", n);
                return 2;
            }
            a->cell = (int)n;
            break;
        case 'C': a->color = optarg; break;
        case 'o': a->out = optarg; break;
        case 'h': fputs(render_usage, stdout); return 1;
        default: return 2; /* '?': cli_getopt reported it */
        }
    }
    if (optind != argc - 1) {
        fprintf(stderr, "puzc render: error: %s\nTry 'puzc render --help'.\n",
                optind >= argc ? "no puzzle file given" : "more than one puzzle file given");
        return 2;
    }
    a->path = argv[optind];
    int f = pick_format(a);
    if (f == -1) {
        fprintf(stderr, "puzc render: error: unknown format '%s' (have: svg text png)\n",
                a->format);
        return 2;
    }
    if (f == -2) {
        fprintf(stderr, "puzc render: error: '%s': puzc draws .svg, .png and .txt pictures "
                "(or give --format svg|png|text)\n", a->out);
        return 2;
    }
    if (a->color && strcmp(a->color, "auto") && strcmp(a->color, "always") &&
        strcmp(a->color, "never")) {
        fprintf(stderr, "puzc render: error: --color wants auto, always or never, not '%s'\n",
                a->color);
        return 2;
    }
    if ((a->backend || a->time_limit > 0) && !a->solve) {
        fprintf(stderr, "puzc render: error: --%s goes with --solve\n",
                a->backend ? "backend" : "time-limit");
        return 2;
    }
    return 0;
}

/* The solution of m, verified by the library (malloc'd); NULL with the
 * exit status in *status: 1 no solution, 4 none within the limit, 2 an
 * error, 3 a wrong answer. */
static int *solve(const puz_model *m, const RenderArgs *a, int *status)
{
    const puz_backend *b = cli_backend("render", a->backend ? a->backend : "native");
    if (!b) {
        *status = 2;
        return NULL;
    }
    puz_limits *lim = cli_limits(a->time_limit);
    puz_result *r = puz_result_new();
    puz_error *e = NULL;
    int *grid = NULL;
    puz_code rc = puz_solve(m, b, NULL, lim, r, &e);
    puz_status st = puz_result_status(r);
    if (rc != PUZ_OK) {
        *status = cli_fail(e, rc == PUZ_E_INTERNAL ? 3 : 2);
    } else if (st == PUZ_SOLVED) {
        size_t n = (size_t)puz_model_ncells(m) * sizeof(int);
        grid = cli_malloc(n);
        memcpy(grid, puz_result_grid(r), n);
    } else {
        const char *note = puz_result_note(r);
        fprintf(stderr, "puzc render: %s%s%s\n",
                st == PUZ_NO_SOLUTION ? "no solution" : "not solved",
                st != PUZ_NO_SOLUTION && note[0] ? ": " : "", st != PUZ_NO_SOLUTION ? note : "");
        *status = st == PUZ_NO_SOLUTION ? CLI_EXIT_NONE : CLI_EXIT_LIMIT;
    }
    puz_result_free(r);
    puz_limits_free(lim);
    return grid;
}

int cmd_render(int argc, char **argv)
{
    RenderArgs a = {0};
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc == 1 ? 0 : rc;
    puz_render_format f = (puz_render_format)pick_format(&a);
    if (f == PUZ_RENDER_PNG && !a.out && isatty(STDOUT_FILENO)) {
        fputs("puzc render: error: not writing PNG to a terminal (use -o FILE.png)\n", stderr);
        return 2;
    }
    /* a file that cannot be read is this command's error, named as such */
    int named = strcmp(a.path, "-") && !cli_is_inline(a.path);
    FILE *probe = named ? cli_fopen(a.path, "r") : NULL;
    if (named && (!probe || fgetc(probe) == EOF)) {
        int e = probe && !ferror(probe) ? 0 : errno;
        if (probe)
            fclose(probe);
        if (e) {
            fprintf(stderr, "puzc render: error: cannot %s '%s': %s\n", probe ? "read" : "open",
                    a.path, strerror(e));
            return 2;
        }
        probe = NULL; /* an empty file: the compiler says what is missing */
    }
    if (probe)
        fclose(probe);
    puz_model *m = cli_load(a.path);
    if (!m)
        return 2;
    int status = 0, *grid = NULL;
    if (a.solve && !(grid = solve(m, &a, &status))) {
        puz_model_free(m);
        return status;
    }
    FILE *out = a.out ? cli_fopen(a.out, f == PUZ_RENDER_TEXT ? "w" : "wb") : stdout;
    if (!out) {
        fprintf(stderr, "puzc render: error: cannot write '%s': %s\n", a.out, strerror(errno));
        free(grid);
        puz_model_free(m);
        return 2;
    }
    puz_render_opts *o = puz_render_opts_new();
    char cell[16];
    snprintf(cell, sizeof cell, "%d", a.cell);
    int color = a.color && !strcmp(a.color, "always");
    if (!a.color || !strcmp(a.color, "auto"))
        color = !a.out && isatty(STDOUT_FILENO) && !getenv("NO_COLOR");
    puz_render_set(o, "ascii", a.ascii ? "on" : "off", NULL);
    puz_render_set(o, "tint", a.tint ? "on" : "off", NULL);
    puz_render_set(o, "color", color ? "on" : "off", NULL);
    puz_render_set(o, "cell", cell, NULL);
    puz_error *e = NULL;
    /* (a write that failed is cli_end_output's to say, with its reason) */
    if (puz_render(m, grid, f, o, out, &e) != PUZ_OK)
        status = puz_error_code(e) == PUZ_E_IO ? (puz_error_free(e), 2) : cli_fail(e, 2);
    puz_render_opts_free(o);
    if (cli_end_output(out, a.out) != 0)
        status = 2;
    free(grid);
    puz_model_free(m);
    return status;
}
