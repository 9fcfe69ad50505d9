/* fuzz_parse.c -- libFuzzer harness for the .puz front end: any bytes
 * through puz_compile_string() give a valid Model or diagnostics, never a
 * crash, hang or leak; and a model's givens, written out as `check --grid`
 * writes them, read back (gridfmt_read) as the same givens
 * (fuzz_check_round_trip).
 *
 * `make fuzz` builds it (with the other fuzz_*.c) against a
 * libpuzc compiled with -fsanitize=fuzzer-no-link,address,undefined in
 * build-fuzz/ and runs it on a copy of its seeds (the .puz files of
 * models/, tests/good/ and tests/bad/) with tests/fuzz/parse.dict; see
 * tools/fuzz.sh. One input by hand: build-fuzz/fuzz_parse FILE. */
#include "frontend.h"
#include "fuzz_check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Model *m = NULL;
    puz_diags d = {0}; /* kept and freed: the diagnostics' own code is fuzzed too */
    int errors = puz_compile_string("fuzz.puz", (const char *)data, size, &m, &d);
    if (errors != d.errors || (errors == 0) != (m != NULL))
        abort();
    for (int i = 0; i < d.count; i++)
        if (!d.items[i].text || !d.items[i].message)
            abort();
    puz_diags_free(&d);
    if (m) {
        fuzz_check_model(m);
        fuzz_check_round_trip(m);
        model_free(m);
    }
    return 0;
}
