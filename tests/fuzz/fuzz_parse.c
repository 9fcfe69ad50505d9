/* fuzz_parse.c -- libFuzzer harness for the front end: any bytes through
 * puz_compile_string() give a valid Model or diagnostics, never a crash,
 * hang or leak. Build and run from the repo root, against the library built
 * with the fuzzer's instrumentation:
 *   make BUILD=build-fuzz CC=clang CFLAGS="-g -O1 -fsanitize=fuzzer-no-link,address,undefined" \
 *     build-fuzz/libpuzc.a
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined -D_POSIX_C_SOURCE=200809L -Iinclude \
 *     -Icompiler -Ibackends tests/fuzz/fuzz_parse.c build-fuzz/libpuzc.a \
 *     -lglpk -lpicosat -lpthread -lm -o fuzz_parse
 *   mkdir -p /tmp/corpus && cp models/?*.puz tests/good/?*.puz /tmp/corpus
 *   ./fuzz_parse -dict=tests/fuzz/puz.dict -max_total_time=60 -max_len=4096 /tmp/corpus */
#include "frontend.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* What every Model the front end returns must satisfy. */
static void check_invariants(const Model *m)
{
    if (m->ncells != m->rows * m->cols || m->rows < 1 || m->rows > PUZ_MAX_SIDE ||
        m->cols < 1 || m->cols > PUZ_MAX_SIDE || m->vmin < 1 || m->nvals > PUZ_MAX_VALUES)
        abort();
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        for (int k = 0; k < c->n; k++)
            if (c->cells[k] < 0 || c->cells[k] >= m->ncells)
                abort();
        if ((c->kind == CON_PERM && c->n != m->nvals) ||
            (c->kind == CON_ALLDIFF && c->n > m->nvals) ||
            (c->kind == CON_GIVEN && (c->total < m->vmin || c->total > m->vmax)))
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Model *m = NULL;
    puz_diags d = {0}; /* kept and freed: the diagnostics' own code is fuzzed too */
    int errors = puz_compile_string("fuzz.puz", (const char *)data, size, &m, &d);
    if (errors != d.errors)
        abort();
    puz_diags_free(&d);
    if (errors == 0) {
        check_invariants(m);
        model_free(m);
    }
    return 0;
}
