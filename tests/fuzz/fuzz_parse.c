/* fuzz_parse.c -- libFuzzer harness for the .puz front end, through
 * include/puzc.h: any bytes through puz_compile_string() give a valid
 * model or an error (PUZ_E_INPUT, its messages located and rendered),
 * never a crash, hang or leak; and a model's givens, written out as
 * `check --grid` writes them (puz_grid_write, PUZ_GRID_ROWS), read back
 * (puz_grid_read) as the same givens.
 *
 * `make fuzz` builds it (with fuzz_batch.c and fuzz_decode.c) against a
 * libpuzc compiled with -fsanitize=fuzzer-no-link,address,undefined in
 * build-fuzz/ and runs it on a copy of its seeds (the .puz files of
 * models/, tests/good/ and tests/bad/) with tests/fuzz/parse.dict; see
 * tools/fuzz.sh. One input by hand: build-fuzz/fuzz_parse FILE. */
#include "fuzz_check.h"
#include "puzc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The givens grid out and back in. */
static void round_trip(const puz_model *m)
{
    int n = puz_model_ncells(m);
    const int *given = puz_model_givens(m);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f || puz_grid_write(m, given, PUZ_GRID_ROWS, f, NULL) != PUZ_OK)
        abort();
    fclose(f);
    int *back = calloc((size_t)n, sizeof *back);
    puz_error *e = NULL;
    if (!back || puz_grid_read(m, text, len, back, &e) != PUZ_OK ||
        memcmp(back, given, (size_t)n * sizeof *back) != 0) {
        fprintf(stderr, "givens do not read back (%s):\n%s",
                e ? puz_error_message(e) : "read, but not the same", text);
        abort();
    }
    free(back);
    free(text);
}

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
    const puz_error *w = puz_model_warnings(m);
    if (w)
        for (int i = 0; i < puz_error_count(w); i++)
            if (!puz_error_diag(w, i) || !puz_error_diag(w, i)->text)
                abort();
    fuzz_check_model(m);
    round_trip(m);
    puz_model_free(m);
    return 0;
}
