/* fuzz_import.c -- libFuzzer harness for the readers of the setters'
 * formats, through include/puzc.h: puz_import (f-puzzles JSON, f-puzzles
 * and SudokuPad links and their lz-string data, SudokuPad's plain and
 * zipped JSON) and, on what it reads, the f-puzzles writer (puz_emit
 * "fpuzzles"). Any text gives a .puz or an error with a message, never a
 * crash, hang or leak; an error's place has a line and a column; the .puz
 * handed back compiles; a model the writer takes is read back from its
 * export and written again the same (the round trip). The first byte of
 * the input picks the format (auto, fpuzzles, sudokupad); the rest is the
 * text, in a buffer of exactly its length. Built and run by `make fuzz`
 * (tools/fuzz.sh), its seeds replayed by tests/t_fuzz.sh. */
#include "puzc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fail(const char *what, const puz_error *e)
{
    fprintf(stderr, "fuzz_import: %s\n%s", what, e ? puz_error_text(e) : "");
    abort();
}

static void check_error(const puz_error *e)
{
    if (!e || puz_error_count(e) < 1 || !puz_error_text(e) || !puz_error_message(e))
        fail("an error without a message", e);
    for (int i = 0; i < puz_error_count(e); i++) {
        const puz_diag *d = puz_error_diag(e, i);
        if (d->line < 0 || (d->line > 0 && d->column < 1) || !d->text)
            fail("a message with a broken place", e);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const formats[] = {NULL, "fpuzzles", "sudokupad"};
    if (size == 0)
        return 0;
    const char *format = formats[data[0] % 3];
    size_t len = size - 1;
    char *text = malloc(len ? len : 1);
    if (!text)
        abort();
    memcpy(text, data + 1, len);
    puz_error *e = NULL;
    char *puz = NULL;
    size_t n = 0;
    puz_code rc = puz_import("fuzz", text, len, format, &puz, &n, &e);
    free(text);
    if (rc != PUZ_OK) {
        if (puz)
            fail("a .puz handed back with an error", e);
        check_error(e);
        puz_error_free(e);
        return 0;
    }
    puz_model *m = NULL;
    if (puz_compile_string("fuzz.puz", puz, n, NULL, &m, &e) != PUZ_OK)
        fail("the .puz puz_import handed back does not compile", e);
    char *e1 = NULL, *p2 = NULL, *e2 = NULL;
    size_t l1 = 0, l2 = 0, lp = 0;
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 0.2); /* the solution's search: bounded */
    if (puz_emit_string(m, "fpuzzles", NULL, lim, &e1, &l1, &e) == PUZ_OK) {
        if (puz_import("export", e1, l1, "fpuzzles", &p2, &lp, &e) != PUZ_OK)
            fail("puzc's own f-puzzles export does not import", e);
        puz_model *m2 = NULL;
        if (puz_compile_string("again.puz", p2, lp, NULL, &m2, &e) != PUZ_OK)
            fail("the re-imported export does not compile", e);
        if (puz_emit_string(m2, "fpuzzles", NULL, lim, &e2, &l2, &e) != PUZ_OK)
            fail("the re-imported export does not export", e);
        /* the solution is there when found within the time limit: compare
           the rest */
        char *s1 = strstr(e1, ",\"solution\""), *s2 = strstr(e2, ",\"solution\"");
        size_t c1 = s1 ? (size_t)(s1 - e1) : l1, c2 = s2 ? (size_t)(s2 - e2) : l2;
        if (c1 != c2 || memcmp(e1, e2, c1))
            fail("export, import, export: not the same data", NULL);
        puz_model_free(m2);
    } else {
        check_error(e);
        puz_error_free(e);
    }
    puz_limits_free(lim);
    puz_free(e1);
    puz_free(p2);
    puz_free(e2);
    puz_model_free(m);
    puz_free(puz);
    return 0;
}
