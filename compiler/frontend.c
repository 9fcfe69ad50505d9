/* frontend.c -- the compiler's public face (frontend.h): source text in,
 * parse into the model as written, check and lower it to a Model. */
#include "frontend.h"

#include "ast.h"
#include "check.h"
#include "diag.h"
#include "lex.h"
#include "source.h"

#include <errno.h>
#include <string.h>

/* Parse, then check only when the syntax was clean (a dropped line would
 * otherwise cause follow-on errors). */
static int compile(const Source *src, const char *path, Model **out, puz_diags *diags)
{
    Diag d;
    diag_init(&d, src, diags);
    *out = NULL;
    if (src->len > SOURCE_MAX_LEN) {
        diag_plain(&d, "%s: larger than " SOURCE_MAX_TEXT ", the most a model may be", src->name);
        return d.errors;
    }
    AstFile *f = ast_file_new();
    if (parse_source(src, &d, f) == 0)
        check_model(f, &d, path, out);
    ast_file_free(f);
    return d.errors;
}

int puz_compile_file(const char *path, Model **out, puz_diags *diags)
{
    *out = NULL;
    Source *src = source_read(path);
    if (!src) {
        int e = errno;
        Diag d;
        diag_init(&d, NULL, diags);
        if (e == EFBIG) /* found while reading, at the limit */
            diag_plain(&d, "%s: larger than " SOURCE_MAX_TEXT ", the most a model may be",
                       strcmp(path, "-") ? path : "<stdin>");
        else if (strcmp(path, "-") == 0)
            diag_plain(&d, "cannot read standard input: %s", strerror(e));
        else
            diag_plain(&d, "cannot open '%s': %s", path, strerror(e));
        return 1;
    }
    int n = compile(src, strcmp(path, "-") ? path : NULL, out, diags);
    source_free(src);
    return n;
}

int puz_compile_string(const char *name, const char *text, size_t len, Model **out,
                       puz_diags *diags)
{
    Source *src = source_new(name, text, len);
    int n = compile(src, NULL, out, diags);
    source_free(src);
    return n;
}
