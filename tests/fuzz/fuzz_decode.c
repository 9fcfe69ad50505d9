/* fuzz_decode.c -- libFuzzer harness for the readers of solvers' answers:
 * every backend's decode (glpsol and CBC solutions, DIMACS SAT output,
 * chosen XCC options) and the grid reader of `puzc verify` (gridfmt_read),
 * reached through the Backend table. Any text gives a grid, "no solution"
 * or a message, never a crash, hang or leak; a grid a decoder says is
 * complete holds values of the model, and the verifier takes it. The
 * first byte of the input picks one of eight models (fuzz_sample); the rest is the
 * answer; the checks are fuzz_check.h's fuzz_check_decode. Built and run by
 * `make fuzz` (tools/fuzz.sh). */
#include "fuzz_check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NMODELS 8 /* fuzz_check.h's first eight samples */

static Model *models[NMODELS];

static void load_models(void)
{
    for (int i = 0; i < NMODELS; i++) {
        puz_diags d = {0};
        const char *text = fuzz_sample(i);
        if (puz_compile_string("fuzz.puz", text, strlen(text), &models[i], &d)) {
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
    fuzz_check_decode(m, text, 0);
    free(text);
    return 0;
}
