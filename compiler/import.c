/* import.c -- puz_import (puzc.h): the setters' formats to .puz text,
 * through a table of readers (importers.h), one entry a format. The
 * format is named, or told apart by the content. The .puz a reader writes
 * is compiled once before it is handed over, so that what comes out is a
 * model puzc takes. */
#include "importers.h"
#include "import_janko.h"

#include "puzc.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *name;
    int (*read)(const char *name, const char *text, size_t len, FILE *out, puz_error **err);
} ImportFormat;

/* One entry a format; the first whose detector (import_detect) claims the
 * text is used when none is named. Janko's problem lines (issue 28's
 * acceptance set) are read by their own reader, an entry of its own. */
static const ImportFormat import_formats[] = {
    {"fpuzzles", import_fpuzzles},
    {"sudokupad", import_sudokupad},
    {"janko", import_janko},
};
#define NFORMATS (sizeof import_formats / sizeof *import_formats)

const char *const *puz_import_formats(void)
{
    static const char *names[NFORMATS + 1];
    for (size_t i = 0; i < NFORMATS; i++)
        names[i] = import_formats[i].name;
    names[NFORMATS] = NULL;
    return names;
}

puz_code puz_import(const char *name, const char *text, size_t len, const char *format,
                    char **puz, size_t *puzlen, puz_error **err)
{
    if (!text || !puz)
        return err_set(err, PUZ_E_ARG, "puz_import: no text or no place for the .puz");
    *puz = NULL;
    if (!name)
        name = "<input>";
    if (!format || !strcmp(format, "auto")) {
        format = import_detect(text, len);
        if (!format)
            return err_set(err, PUZ_E_INPUT,
                           "%s: not a format puzc imports (f-puzzles JSON, an f-puzzles or "
                           "SudokuPad link or its data, a line of Janko's collection); name "
                           "one with a format", name);
    }
    const ImportFormat *f = NULL;
    for (size_t i = 0; i < NFORMATS; i++)
        if (!strcmp(import_formats[i].name, format))
            f = &import_formats[i];
    if (!f) {
        char have[128] = "";
        for (size_t i = 0, n = 0; i < NFORMATS; i++)
            n += (size_t)snprintf(have + n, sizeof have - n, " %s", import_formats[i].name);
        return err_set(err, PUZ_E_ARG, "unknown import format '%s' (have:%s)", format, have);
    }
    char *buf = NULL;
    size_t n = 0;
    FILE *out = xopen_memstream(&buf, &n);
    int rc = f->read(name, text, len, out, err);
    xclose_memstream(out, &buf);
    return import_finish(name, rc, buf, n, puz, puzlen, err);
}

puz_code import_finish(const char *name, int rc, char *buf, size_t n, char **puz, size_t *puzlen,
                       puz_error **err)
{
    if (rc != 0) {
        free(buf);
        return PUZ_E_INPUT;
    }
    /* the .puz must compile: its messages name it "NAME (as .puz)" */
    char *as = xmalloc(strlen(name) + 16);
    sprintf(as, "%s (as .puz)", name);
    puz_model *m = NULL;
    puz_code c = puz_compile_string(as, buf, n, NULL, &m, err);
    free(as);
    puz_model_free(m);
    if (c != PUZ_OK) {
        free(buf);
        return c;
    }
    *puz = buf;
    if (puzlen)
        *puzlen = n;
    return PUZ_OK;
}

puz_code puz_import_janko(const char *name, const char *text, size_t len, const char *family,
                          unsigned flags, char **puz, size_t *puzlen, puz_error **err)
{
    if (!text || !puz)
        return err_set(err, PUZ_E_ARG, "puz_import_janko: no text or no place for the .puz");
    *puz = NULL;
    if (!name)
        name = "<input>";
    char *buf = NULL;
    size_t n = 0;
    FILE *out = xopen_memstream(&buf, &n);
    int rc = import_janko_family(name, text, len, family,
                                 (flags & PUZ_JANKO_X) ? JANKO_X : 0, out, err);
    xclose_memstream(out, &buf);
    if (rc != 0 && *err && puz_error_code(*err) == PUZ_E_ARG) {
        free(buf);
        return PUZ_E_ARG;
    }
    return import_finish(name, rc, buf, n, puz, puzlen, err);
}

const char *const *puz_janko_families(void) { return janko_families(); }
