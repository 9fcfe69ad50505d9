/* fuzz_batch.c -- libFuzzer harness for batch mode's line reader, through
 * include/puzc.h: every line of the input, as a plain line and as a
 * Killer line (puz_model_from_line, PUZ_LINE_AUTO and PUZ_LINE_IS_KILLER),
 * gives a model or an error with a message, never a crash, hang or leak.
 * A model must be valid, its givens values of it, and small grids are
 * solved as batch does (a puz_solver of the native backend fed the line's
 * givens, a short time limit): a solution keeps the givens and passes the
 * verifier. Each line is handed over in a buffer of exactly its length, so
 * that reading past it is caught. The first byte of the input picks what
 * is tried: bit 0 also the Killer form, bit 1 also solving. Built and run
 * by `make fuzz` (tools/fuzz.sh). */
#include "fuzz_check.h"
#include "puzc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void solve(const puz_model *m)
{
    puz_solver *s = NULL;
    puz_error *e = NULL;
    if (puz_solver_new(puz_backend_find("native"), m, NULL, &s, &e) != PUZ_OK) {
        puz_error_free(e);
        return;
    }
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 0.05);
    puz_result *r = puz_result_new();
    const int *givens = puz_model_givens(m);
    puz_code rc = puz_solver_solve(s, givens, lim, r, &e);
    if (rc == PUZ_E_INTERNAL) { /* an answer the verifier refused */
        fprintf(stderr, "wrong solution: %s\n", puz_error_message(e));
        abort();
    }
    if (rc == PUZ_OK && puz_result_status(r) == PUZ_SOLVED) {
        const int *grid = puz_result_grid(r);
        if (!grid)
            abort();
        fuzz_check_grid(m, grid);
        for (int c = 0; c < puz_model_ncells(m); c++)
            if (givens[c] && givens[c] != grid[c])
                abort();
        if (puz_verify(m, grid, &e) != PUZ_OK) {
            fprintf(stderr, "wrong solution: %s\n", puz_error_message(e));
            abort();
        }
    }
    puz_error_free(e);
    puz_result_free(r);
    puz_limits_free(lim);
    puz_solver_free(s);
}

static void one_line(const char *line, size_t len, int killer, int solving)
{
    char *copy = malloc(len ? len : 1);
    if (!copy)
        abort();
    memcpy(copy, line, len);
    puz_model *m = NULL;
    puz_error *e = NULL;
    puz_line_form form = (puz_line_form)-1;
    puz_code rc = puz_model_from_line(copy, len, killer ? PUZ_LINE_IS_KILLER : PUZ_LINE_AUTO, &m,
                                      &form, &e);
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        if (m)
            abort();
        puz_error_free(e);
        free(copy);
        return;
    }
    if (!m || e || (form != PUZ_LINE_CHARS && form != PUZ_LINE_COMMA && form != PUZ_LINE_KILLER))
        abort();
    if (killer && form != PUZ_LINE_KILLER)
        abort();
    int side = puz_model_rows(m);
    if (puz_model_cols(m) != side || puz_model_vmin(m) != 1 || puz_model_vmax(m) != side)
        abort();
    fuzz_check_model(m);
    if (solving && side <= 9)
        solve(m);
    puz_model_free(m);
    free(copy);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    int flags = data[0];
    const char *s = (const char *)data + 1, *end = (const char *)data + size;
    while (s < end) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        size_t len = (size_t)((nl ? nl : end) - s);
        one_line(s, len, 0, flags & 2);
        if (flags & 1)
            one_line(s, len, 1, flags & 2);
        s += len + 1;
    }
    return 0;
}
