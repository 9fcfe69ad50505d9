/* fuzz_decode.c -- libFuzzer harness for the readers of solvers' answers:
 * every backend's decode (glpsol and CBC solutions, DIMACS SAT output,
 * chosen XCC options) and the grid reader of `puzc verify` (gridfmt_read),
 * reached through the Backend table. Any text gives a grid, "no solution"
 * or a message, never a crash, hang or leak; a grid a decoder says is
 * complete holds values of the model, and the verifier takes it. The
 * first byte of the input picks one of the models below; the rest is the
 * answer; the checks are fuzz_check.h's fuzz_check_decode. Built and run by
 * `make fuzz` (tools/fuzz.sh). */
#include "fuzz_check.h"

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
    fuzz_check_decode(m, text);
    free(text);
    return 0;
}
