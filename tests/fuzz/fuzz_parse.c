/* fuzz_parse.c -- libFuzzer harness for the .puz front end, through
 * include/puzc.h: any bytes through puz_compile_string() give a valid
 * model or an error (PUZ_E_INPUT, its messages rendered), never a crash,
 * hang or leak; and a model's givens, written out as `check --grid` writes
 * them (puz_grid_write), read back (puz_grid_read) as the same givens
 * (fuzz_check_round_trip).
 *
 * `make fuzz` builds it (with the other fuzz_*.c) against a
 * libpuzc compiled with -fsanitize=fuzzer-no-link,address,undefined in
 * build-fuzz/ and runs it on a copy of its seeds (the .puz files of
 * models/, tests/good/ and tests/bad/) with tests/fuzz/parse.dict; see
 * tools/fuzz.sh. One input by hand: build-fuzz/fuzz_parse FILE. */
#include "fuzz_check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    puz_model *m = NULL;
    puz_error *e = NULL; /* kept and freed: the errors' own code is fuzzed too */
    puz_code rc = puz_compile_string("fuzz.puz", (const char *)data, size, NULL, &m, &e);
    if ((rc == PUZ_OK) != (m != NULL) || (rc == PUZ_OK) != (e == NULL))
        abort();
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        if (rc != PUZ_E_INPUT || puz_error_errors(e) < 1)
            abort();
        puz_error_free(e);
        return 0;
    }
    fuzz_check_model(m);
    fuzz_check_round_trip(m);
    puz_model_free(m);
    return 0;
}
