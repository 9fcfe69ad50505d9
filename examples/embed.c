/* embed.c -- libpuzc from C: compile a .puz model, solve it with one
 * backend, check the answer, print the solution as one line.
 *
 *   embed FILE.puz [BACKEND [--OPTION [VALUE]]...]
 *   embed models/sudoku_9x9_hard.puz sat --encoding minimal
 *
 * Build it against an installed puzc:
 *   cc examples/embed.c $(pkg-config --cflags --libs puzc) -o embed
 *
 * The API in four lines: a call that can fail returns a puz_code (PUZ_OK
 * is 0) and, through its last argument, a puz_error saying why (free it
 * with puz_error_free); objects are opaque, made by puz_X_new and freed by
 * puz_X_free; settings are set by name and value as text, as the command
 * line writes them; the library never prints and never exits.
 *
 * Exit status: 0 solved, 1 no solution (or not within the limit), 2 bad
 * input (the compiler's messages are printed as they came back), 3 a
 * wrong solution (a bug: please report it) or out of memory. */
#include <puzc.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Out of memory: the library calls this and never goes on. */
static void oom(size_t bytes)
{
    fprintf(stderr, "embed: out of memory (%zu bytes)\n", bytes);
    exit(3);
}

/* The rest of the command line as options of backend b: "--name value",
 * or "--name" alone for a flag. The library checks each name and value
 * against b's table (puz_backend_options) and says what b takes. */
static puz_options *options(const puz_backend *b, int argc, char **argv)
{
    puz_options *o = puz_options_new(b);
    for (int i = 0; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) != 0) {
            fprintf(stderr, "embed: '%s' is not an option (--NAME [VALUE])\n", argv[i]);
            puz_options_free(o);
            return NULL;
        }
        const char *name = argv[i] + 2;
        /* The table says whether the option takes a value (a flag does
         * not); an unknown name is left for puz_options_set to refuse. */
        const puz_option *opt = puz_backend_option(b, name);
        const char *value = NULL;
        if (opt && opt->kind != PUZ_OPT_FLAG && i + 1 < argc)
            value = argv[++i];
        puz_error *e = NULL;
        if (puz_options_set(o, name, value, &e) != PUZ_OK) {
            /* "backend native has no option --amo (it takes ...)" */
            fprintf(stderr, "embed: %s\n", puz_error_message(e));
            puz_error_free(e);
            puz_options_free(o);
            return NULL;
        }
    }
    return o;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: embed FILE.puz [BACKEND [--OPTION [VALUE]]...]\n"
                        "backends:");
        for (int i = 0; i < puz_backend_count(); i++)
            fprintf(stderr, " %s", puz_backend_name(puz_backend_at(i)));
        fputc('\n', stderr);
        return 2;
    }
    puz_set_oom_handler(oom);

    /* 1. Compile. A model with errors is PUZ_E_INPUT, and the error holds
     *    every message located (file, line, column: puz_error_count and
     *    puz_error_diag give them one by one); puz_error_text is all of
     *    them rendered with the source line and a caret, ready to print.
     *    (The NULL is the limits: none while compiling.) */
    puz_model *m = NULL;
    puz_error *e = NULL;
    if (puz_compile_file(argv[1], NULL, &m, &e) != PUZ_OK) {
        fputs(puz_error_text(e), stderr);
        puz_error_free(e);
        return 2;
    }
    /* A model that compiled may still carry warnings (a value given twice). */
    if (puz_model_warnings(m))
        fputs(puz_error_text(puz_model_warnings(m)), stderr);

    /* 2. Pick a backend and set its options by name, as its table gives
     *    them (puz_backend_options lists them). */
    const puz_backend *b = puz_backend_find(argc > 2 ? argv[2] : "native");
    if (!b) {
        fprintf(stderr, "embed: no backend '%s'\n", argv[2]);
        puz_model_free(m);
        return 2;
    }
    puz_options *opts = options(b, argc > 3 ? argc - 3 : 0, argv + 3);
    if (!opts) {
        puz_model_free(m);
        return 2;
    }

    /* 3. Solve. Limits are an object, the same on every backend (here: one
     *    solution, ten seconds at most); the result is an object too, read
     *    through accessors and reusable for another solve. */
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, 1);
    puz_limits_set_time(lim, 10);
    puz_result *r = puz_result_new();
    puz_code rc = puz_solve(m, b, opts, lim, r, &e);

    /* 4. An error is a call that could not run (PUZ_E_UNSUPPORTED: this
     *    backend cannot express the model; PUZ_E_INTERNAL: its answer
     *    failed the library's own verifier). No solution, or a limit
     *    reached, is not an error: the result's status says it. A solution
     *    is checked again here, independently of the solver, and printed
     *    as one line (puz_grid_string's text is freed with puz_free). */
    int status = 1;
    if (rc != PUZ_OK) {
        fprintf(stderr, "embed: %s: %s\n", puz_backend_name(b), puz_error_message(e));
        status = rc == PUZ_E_INTERNAL ? 3 : 2;
        puz_error_free(e);
    } else if (puz_result_status(r) == PUZ_SOLVED) {
        const int *grid = puz_result_grid(r);
        if (puz_verify(m, grid, &e) == PUZ_OK) {
            char *line = puz_grid_string(m, grid, PUZ_GRID_LINE);
            puts(line);
            puz_free(line);
            status = 0;
        } else {
            fprintf(stderr, "embed: %s returned a wrong solution: %s\n", puz_backend_name(b),
                    puz_error_message(e));
            puz_error_free(e);
            status = 3;
        }
    } else if (puz_result_status(r) == PUZ_NO_SOLUTION) {
        puts("no solution");
    } else { /* PUZ_STOPPED: puz_result_stopped says why in words */
        puts("not solved");
        if (puz_result_stopped(r)[0])
            fprintf(stderr, "embed: %s\n", puz_result_stopped(r));
    }
    puz_result_free(r);
    puz_limits_free(lim);
    puz_options_free(opts);
    puz_model_free(m);
    return status;
}
