/* render.c -- pictures with libpuzc: solve a .puz model and draw the
 * solved grid as SVG (puz_render) into a file: the givens in bold, the
 * values found in blue, boxes, cages and regions as the model has them.
 *
 *   render FILE.puz OUT.svg [NAME=VALUE]...    settings: tint=on, cell=PX
 *   render models/jigsaw_9x9.puz jigsaw.svg tint=on cell=40
 *   cc examples/render.c $(pkg-config --cflags --libs puzc) -o render
 *
 * The picture is the one `puzc render FILE.puz --solve -o OUT.svg` draws.
 * (PUZ_RENDER_TEXT draws for a terminal instead; PUZ_RENDER_PNG needs
 * cairo at run time and is PUZ_E_UNSUPPORTED without it.)
 *
 * Exit status: 0 drawn, 1 no solution (or none within the limit: nothing
 * is written), 2 an error. */
#include <puzc.h>

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: render FILE.puz OUT.svg [NAME=VALUE]...\nsettings:");
        for (const puz_option *o = puz_render_settings(); o->name; o++)
            fprintf(stderr, " %s", o->name);
        fputc('\n', stderr);
        return 2;
    }
    puz_error *e = NULL;
    puz_model *m = NULL;
    if (puz_compile_file(argv[1], NULL, &m, &e) != PUZ_OK) {
        fputs(puz_error_text(e), stderr);
        puz_error_free(e);
        return 2;
    }

    /* The picture's settings, by name and value as text, checked against
     * puz_render_settings' table: a wrong one is PUZ_E_ARG saying why. */
    puz_render_opts *ro = puz_render_opts_new();
    int status = 0;
    for (int i = 3; i < argc && status == 0; i++) {
        char name[64];
        const char *eq = strchr(argv[i], '=');
        size_t n = eq ? (size_t)(eq - argv[i]) : strlen(argv[i]);
        snprintf(name, sizeof name, "%.*s", (int)n, argv[i]);
        if (puz_render_set(ro, name, eq ? eq + 1 : "on", &e) != PUZ_OK) {
            /* "render: --tint is on or off, not 'maybe'" */
            fprintf(stderr, "%s\n", puz_error_message(e));
            puz_error_free(e);
            status = 2;
        }
    }

    /* Solve (native, one solution, ten seconds at most). */
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 10);
    puz_result *r = puz_result_new();
    if (status == 0 && puz_solve(m, NULL, NULL, lim, r, &e) != PUZ_OK) {
        fprintf(stderr, "render: %s\n", puz_error_message(e));
        puz_error_free(e);
        status = 2;
    } else if (status == 0 && puz_result_status(r) != PUZ_SOLVED) {
        fprintf(stderr, "render: %s\n", puz_result_status(r) == PUZ_NO_SOLUTION
                                            ? "no solution"
                                            : puz_result_stopped(r));
        status = 1;
    }

    /* Draw: the model with the solution's values (NULL would draw the
     * givens alone). puz_render writes to any FILE *; a failed write is
     * PUZ_E_IO, and fclose's error is ours to check. */
    if (status == 0) {
        FILE *out = fopen(argv[2], "w");
        if (!out) {
            perror(argv[2]);
            status = 2;
        } else {
            puz_code rc = puz_render(m, puz_result_grid(r), PUZ_RENDER_SVG, ro, out, &e);
            if (fclose(out) != 0 && rc == PUZ_OK) {
                perror(argv[2]);
                status = 2;
            }
            if (rc != PUZ_OK) {
                fprintf(stderr, "render: %s\n", puz_error_message(e));
                puz_error_free(e);
                status = 2;
            }
            if (status != 0)
                remove(argv[2]); /* no half-written picture */
        }
    }
    puz_result_free(r);
    puz_limits_free(lim);
    puz_render_opts_free(ro);
    puz_model_free(m);
    return status;
}
