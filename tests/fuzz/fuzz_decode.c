/* fuzz_decode.c -- libFuzzer harness for the readers of solvers' answers,
 * through include/puzc.h: puz_decode (glpsol and CBC solutions, SAT,
 * MaxSAT and PB solver output, MiniZinc output, chosen XCC options, told
 * apart by their content) and the grid reader of `puzc verify`
 * (puz_grid_read). Any text gives a grid, "no solution" or an error with a
 * message, never a crash, hang or leak; an error placed in the answer has
 * a real line and column; a grid a decoder hands back holds values of the
 * model and the verifier takes it. The first byte of the input picks one
 * of the models below; the rest is the answer. Built and run by `make
 * fuzz` (tools/fuzz.sh). */
#include "fuzz_check.h"
#include "puzc.h"

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

static puz_model *models[NMODELS];

static void load_models(void)
{
    for (int i = 0; i < NMODELS; i++) {
        puz_error *e = NULL;
        if (puz_compile_string("fuzz.puz", sources[i], strlen(sources[i]), NULL, &models[i],
                               &e) != PUZ_OK) {
            fputs(puz_error_text(e), stderr);
            abort();
        }
    }
}

/* The answer through puz_decode: a grid handed back is complete, of the
 * model's values, and a solution (of the model, or of it without the
 * givens a MaxSAT answer drops); an error is one of the answer's. */
static void decode(const puz_model *m, const char *text, size_t len, int *grid)
{
    int n = puz_model_ncells(m);
    for (int c = 0; c < n; c++)
        grid[c] = -12345; /* what a reader leaves unset shows */
    puz_answer answer = (puz_answer)-1;
    const char *format = NULL, *note = NULL;
    puz_error *e = NULL;
    puz_code rc = puz_decode(m, text, len, "answer", grid, &answer, &format, &note, &e);
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        if (rc != PUZ_E_INPUT && rc != PUZ_E_INVALID)
            abort();
        if (puz_error_line(e) < 0 || (puz_error_line(e) > 0 && puz_error_column(e) < 1))
            abort(); /* a message's place: a real line and column */
        puz_error_free(e);
        return;
    }
    if (e || !format || !puz_backend_find(format) || !note)
        abort();
    if (answer == PUZ_ANSWER_SOLVED) {
        fuzz_check_grid(m, grid);
        if (puz_verify(m, grid, NULL) != PUZ_OK)
            abort();
    } else if (answer == PUZ_ANSWER_RELAXED) {
        fuzz_check_grid(m, grid);
    } else if (answer != PUZ_ANSWER_NO_SOLUTION) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!models[0])
        load_models();
    if (size == 0)
        return 0;
    const puz_model *m = models[data[0] % NMODELS];
    /* exactly the answer's bytes, so that reading past them is caught */
    size_t len = size - 1;
    char *text = malloc(len ? len : 1);
    if (!text)
        abort();
    memcpy(text, data + 1, len);
    int n = puz_model_ncells(m);
    int *grid = malloc((size_t)n * sizeof *grid);
    if (!grid)
        abort();
    decode(m, text, len, grid);
    /* `puzc verify`'s reader: any numbers it reads go to the verifier
     * (which names a value outside the model), but every cell is read */
    for (int c = 0; c < n; c++)
        grid[c] = -12345;
    puz_error *e = NULL;
    puz_code rc = puz_grid_read(m, text, len, grid, &e);
    if (rc == PUZ_OK) {
        for (int c = 0; c < n; c++)
            if (grid[c] == -12345)
                abort();
        puz_verify(m, grid, &e);
    } else {
        fuzz_check_error(e, rc);
    }
    puz_error_free(e);
    free(grid);
    free(text);
    return 0;
}
