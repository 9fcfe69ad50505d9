/* fuzz_batch.c -- libFuzzer harness for batch mode's line reader
 * (compiler/batch_line.c): every line of the input, as plain lines and as
 * --killer lines, parses to a puzzle or to a message, never a crash, hang
 * or leak. A parsed line must make a valid Model, its givens must be values
 * of it, and small grids are solved (native, a short time limit) and any
 * solution verified, as batch does. Each line is handed over in a buffer of
 * exactly its length, so that reading past it is caught. The first byte of
 * the input picks what is tried: bit 0 also the Killer form, bit 1 also
 * solving. Built and run by `make fuzz` (tools/fuzz.sh). */
#include "batch_line.h"
#include "fuzz_check.h"
#include "verify.h"

#include "puzc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void solve(const PuzzleLine *p, Model *m)
{
    char err[256];
    puz_solver *s = puz_solver_new(puz_backend_find("native"), m, NULL, err, sizeof err);
    if (!s)
        return;
    puz_limits lim = {0};
    lim.time_limit = 0.05;
    puz_result r = {0};
    puz_status st = puz_solver_solve(s, p->givens, &lim, &r);
    if (st == PUZ_SOLVED) {
        if (!r.solution)
            abort();
        fuzz_check_grid(m, r.solution);
        for (int c = 0; c < m->ncells; c++)
            if (p->givens[c] && p->givens[c] != r.solution[c])
                abort();
        if (!verify_grid(m, r.solution, err, sizeof err)) {
            fprintf(stderr, "wrong solution: %s\n", err);
            abort();
        }
    }
    puz_result_free(&r);
    puz_solver_free(s);
}

static void one_line(const char *line, size_t len, int killer, int solving)
{
    char *copy = malloc(len ? len : 1);
    if (!copy)
        abort();
    memcpy(copy, line, len);
    PuzzleLine p;
    char err[256] = "";
    if (batch_parse_line(copy, len, killer, &p, err, sizeof err) != 0) {
        if (!err[0] || memchr(err, '\0', sizeof err) == NULL)
            abort();
        free(copy);
        return;
    }
    if (p.side < 1 || p.side > PUZ_MAX_SIDE || p.box_r * p.box_c != p.side || !p.givens)
        abort();
    for (int c = 0; c < p.side * p.side; c++)
        if (p.givens[c] < 0 || p.givens[c] > p.side)
            abort();
    if (p.form == LINE_KILLER)
        for (int c = 0; c < p.side * p.side; c++)
            if (p.cage_of[c] < 0 || p.cage_of[c] >= p.ncages)
                abort();
    Model *m = batch_line_model(&p);
    fuzz_check_model(m);
    if (solving && p.side <= 9)
        solve(&p, m);
    model_free(m);
    batch_line_free(&p);
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
