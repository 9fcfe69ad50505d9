/* fuzz_decode.c -- libFuzzer harness for the readers of solvers' answers,
 * through include/puzc.h: puz_decode (glpsol and CBC solutions, SAT,
 * MaxSAT and PB solver output, MiniZinc output, chosen XCC options, told
 * apart by their content) and the grid reader of `puzc verify`
 * (puz_grid_read). Any text gives a grid, "no solution" or an error with a
 * message, never a crash, hang or leak; an error placed in the answer has
 * a real line and column; a grid puz_decode hands back holds values of the
 * model and the verifier takes it. The first byte of the input picks one
 * of eight models (fuzz_sample); the rest is the answer, handed over in a
 * buffer of exactly its length; the checks are fuzz_check.h's
 * fuzz_check_decode. Built and run by `make fuzz` (tools/fuzz.sh). */
#include "fuzz_check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NMODELS 8 /* fuzz_check.h's first eight samples */

static puz_model *models[NMODELS];

static void load_models(void)
{
    for (int i = 0; i < NMODELS; i++) {
        puz_error *e = NULL;
        const char *text = fuzz_sample(i);
        if (puz_compile_string("fuzz.puz", text, strlen(text), NULL, &models[i], &e) != PUZ_OK) {
            fputs(puz_error_text(e), stderr);
            abort();
        }
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
    fuzz_check_decode(m, text, len);
    free(text);
    return 0;
}
