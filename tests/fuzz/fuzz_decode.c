/* fuzz_decode.c -- libFuzzer harness for the readers of solvers' answers:
 * every backend's decode (glpsol and CBC solutions, DIMACS SAT output,
 * chosen XCC options) and the grid reader of `puzc verify` (gridfmt_read),
 * reached through the Backend table. Any text gives a grid, "no solution"
 * or a message, never a crash, hang or leak; a grid a decoder says is
 * complete holds values of the model, and the verifier takes it. The
 * first byte of the input picks one of the models below; the rest is the
 * answer. Built and run by `make fuzz` (tools/fuzz.sh). */
#include "backend.h"
#include "frontend.h"
#include "fuzz_check.h"
#include "gridfmt.h"
#include "verify.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const sources[] = {
    /* 0: models/sudoku_4x4.puz */
    "sudoku 2x2\ngivens\n  . 3 | . .\n  4 . | . .\n  ----+----\n  . 2 | . .\n  . . | . 1\n",
    /* 1: the empty 4x4 */
    "sudoku 2x2\n",
    /* 2: a 4x4 Killer */
    "killer 2x2\ncages\n a a b b\n c d d b\n c e f f\n e e g g\n"
    "sums a=3 b=9 c=5 d=5 e=8 f=7 g=3\n",
    /* 3: a Latin square with a given */
    "latin 3\ngiven r1c1 = 2\n",
    /* 4: the empty 6x6 (2x3 boxes) */
    "sudoku 2x3\n",
    /* 5: AI Escargot, models/sudoku_9x9_hard.puz */
    "sudoku 3x3\ngivens\n1....7.9.\n.3..2...8\n..96..5..\n..53..9..\n.1..8...2\n"
    "6....4...\n3......1.\n.4......7\n..7...3..\n",
    /* 6: values that do not start at 1, rows only */
    "grid 2x3\nvalues 2..4\ndistinct rows\n",
    /* 7: cages written as statements, a plain sum */
    "grid 3x3\nvalues 1..3\ndistinct rows\ncage 3 r1c1 r1c2\nsum 6 r2c1..r3c2\n",
};
#define NMODELS (int)(sizeof sources / sizeof sources[0])

static Model *models[NMODELS];

static void load_models(void)
{
    for (int i = 0; i < NMODELS; i++) {
        puz_diags d = {0};
        if (puz_compile_string("fuzz.puz", sources[i], strlen(sources[i]), &models[i], &d)) {
            for (int k = 0; k < d.count; k++)
                fputs(d.items[k].text, stderr);
            abort();
        }
        puz_diags_free(&d);
    }
}

/* A grid a reader filled: complete ones must hold the model's values. */
static void check_answer(const Model *m, const int *grid)
{
    char why[256];
    fuzz_check_grid(m, grid);
    verify_grid(m, grid, why, sizeof why);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!models[0])
        load_models();
    if (size == 0)
        return 0;
    const Model *m = models[data[0] % NMODELS];
    char *text = malloc(size);
    if (!text)
        abort();
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    int *grid = malloc((size_t)m->ncells * sizeof *grid);
    char err[256];
    for (int i = 0; backend_list[i]; i++) {
        const Backend *b = backend_list[i];
        if (!b->decode)
            continue;
        for (int c = 0; c < m->ncells; c++)
            grid[c] = -12345; /* what a reader leaves unset shows */
        err[0] = '\0';
        DecodeLoc at = {-1, -1};
        int r = b->decode(m, text, "answer", grid, err, sizeof err, &at);
        if (r < -2 || r > 2 || (r == -1 && !err[0]))
            abort();
        if (r == -1 && (at.line < 0 || (at.line > 0 && at.col < 1)))
            abort(); /* a message's place: set, and a real column */
        if (r == 0)
            check_answer(m, grid);
    }
    /* `puzc verify`'s reader: any numbers it reads go to the verifier
     * (which names a value outside the model), but every cell is read */
    for (int c = 0; c < m->ncells; c++)
        grid[c] = -12345;
    if (gridfmt_read(m, text, grid, err, sizeof err) == 0) {
        for (int c = 0; c < m->ncells; c++)
            if (grid[c] == -12345)
                abort();
        verify_grid(m, grid, err, sizeof err);
    }
    free(grid);
    free(text);
    return 0;
}
