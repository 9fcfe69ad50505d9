/* frontend.c -- the compiler's public face (frontend.h): source text in,
 * parse into the model as written, check and lower it to a Model, within
 * the caller's limits. */
#include "frontend.h"

#include "ast.h"
#include "batch_line.h"
#include "budget.h"
#include "check.h"
#include "diag.h"
#include "lex.h"
#include "runlimits.h"
#include "source.h"
#include "util.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* LIMITS. puz_compile_*_limits bound a compile by a deadline, a cancel
 * flag and a budget (puz_limits'), asked before the file is read and then
 * every FRONT_TICK tokens of the scanner and statements of the checking
 * pass (ast.h's front_tick). Charged to the budget: the text twice (it and
 * the scanner's buffer, which grows to the longest token) and its line
 * map, from before it is read when the
 * file's size is known; the syntax tree as it grows, taken as 2 bytes a
 * byte of text read (rows, names and cells copied) and 256 a statement (a
 * statement and its lists; the checking pass counts each again for its
 * constraint); the checked model at the end, exactly. A compile they stop
 * reports one error, "time limit reached while reading the model (N lines
 * so far)"; the charge is released when the
 * compile ends (the model returned is the caller's). The deadline is at
 * 90% of the time limit (front_limits), and looked at by the ticks alone:
 * a model too small for a tick is read whatever the time left. */
#define FRONT_STMT_BYTES 256

struct FrontLimits {
    double deadline;            /* now_sec() time, 0 = none */
    const volatile int *cancel;
    Budget *budget;
    Charge charge;
    size_t source, len;         /* the text's charge throughout; its length */
    int stop;                   /* PUZ_STOP_* once it said stop */
    int line;                   /* where */
};

/* Asks the limits with `held` bytes charged (and, with clock, the
 * deadline: only the ticks look at it, so that a small model is read
 * whatever the time left): the stop, or 0. */
static int ask(FrontLimits *l, size_t held, int line, int clock)
{
    if (!l->stop) {
        if (cancel_requested(l->cancel))
            l->stop = PUZ_STOP_CANCEL;
        else if (charge_set(&l->charge, l->budget, held) != 0)
            l->stop = PUZ_STOP_MEMORY;
        else if (clock && l->deadline > 0 && now_sec() >= l->deadline)
            l->stop = PUZ_STOP_TIME;
        l->line = line;
    }
    return l->stop;
}

/* The bytes held once `read` bytes of text are read into `statements`. */
static size_t front_bytes(const FrontLimits *l, size_t read, long statements)
{
    return l->source + 2 * (read < l->len ? read : l->len) +
           FRONT_STMT_BYTES * (size_t)statements;
}

int front_tick(FrontLimits *l, size_t read, int line, long statements)
{
    return ask(l, front_bytes(l, read, statements), line, 1);
}

/* The one error of a stopped compile (what the parser said of the cut
 * input is dropped). */
static void stopped(Diag *d, const FrontLimits *l, puz_error *e)
{
    for (int i = 0; i < e->count; i++) {
        free((char *)e->items[i].file);
        free((char *)e->items[i].message);
        free((char *)e->items[i].text);
    }
    e->count = e->errors = 0;
    e->stop = l->stop;
    d->out = e;
    d->errors = 0;
    if (l->stop == PUZ_STOP_MEMORY)
        diag_plain(d, "memory limit of %zu MB reached while reading the model (%d lines so far)",
                   budget_limit_mb(l->budget), l->line);
    else
        diag_plain(d, "%s while reading the model (%d lines so far)",
                   l->stop == PUZ_STOP_CANCEL ? "cancelled" : "time limit reached", l->line);
}

/* Parse, then check only when the syntax was clean (a dropped line would
 * otherwise cause follow-on errors). lim may be NULL. */
static int compile(const Source *src, const char *path, Model **out, puz_error *e,
                   FrontLimits *lim)
{
    Diag d;
    diag_init(&d, src, e);
    *out = NULL;
    if (src->len > SOURCE_MAX_LEN) {
        diag_plain(&d, "%s: larger than " SOURCE_MAX_TEXT ", the most a model may be", src->name);
        return d.errors;
    }
    if (lim) {
        lim->source = 2 * src->len + (size_t)src->nlines * sizeof *src->line_start;
        lim->len = src->len;
        if (ask(lim, front_bytes(lim, 0, 0), 1, 0)) {
            stopped(&d, lim, e);
            return d.errors;
        }
    }
    AstFile *f = ast_file_new();
    f->lim = lim;
    /* parse, then (within the limits, when the syntax was clean) check */
    if (parse_source(src, &d, f) == 0 &&
        !(lim && ask(lim, front_bytes(lim, src->len, f->n), src->nlines, 0)))
        check_model(f, &d, path, out);
    ast_file_free(f);
    if (lim && !lim->stop && *out)
        ask(lim, lim->charge.bytes + model_bytes(*out), src->nlines, 0);
    if (lim && lim->stop) { /* whatever was made is dropped */
        model_free(*out);
        *out = NULL;
        stopped(&d, lim, e);
    }
    if (lim)
        charge_clear(&lim->charge);
    return d.errors;
}

/* The FrontLimits of lim (NULL: none), its budget own's when lim gives none. */
static FrontLimits *front_limits(const puz_limits *lim, FrontLimits *l, Budget *own)
{
    if (!lim)
        return NULL;
    memset(l, 0, sizeof *l);
    /* 90%: freeing what was built takes time too, a sizeable share of
     * the limit on a big cut-off model
     * (docs/benchmarks.md#compiler-the-front-ends-90-deadline) */
    l->deadline = lim->time_limit > 0 ? now_sec() + 0.9 * lim->time_limit : 0;
    l->cancel = lim->cancel;
    budget_init(own, budget_bytes_of_mb(lim->memory_limit_mb));
    l->budget = lim->budget ? lim->budget : own;
    return l;
}

/* A file's size before it is read, charged to the limits (0 when it is
 * not a regular file, or has no size yet): 0, or the stop. */
static int before_reading(FrontLimits *l, const char *path)
{
    struct stat st;
    if (!l || !strcmp(path, "-") || stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    return ask(l, 2 * (size_t)st.st_size, 1, 0);
}

/* ONE-LINE PUZZLES. A text of one line (blank lines and blanks around it
 * aside) that starts with a digit, '.' or '_', or holds a TAB, is a
 * puzzle in one of batch's line forms, never .puz (a .puz statement starts
 * with a word or '#'); else the text is .puz. */
static int one_line(const char *text, size_t len, size_t *from, size_t *to)
{
    size_t a = 0, b = len;
    if (len >= 3 && !memcmp(text, "\xEF\xBB\xBF", 3))
        a = 3;
    while (a < b && (text[a] == '\n' || text[a] == '\r' || text[a] == ' '))
        a++;
    while (b > a && (text[b - 1] == '\n' || text[b - 1] == '\r' || text[b - 1] == ' '))
        b--;
    if (a == b || memchr(text + a, '\n', b - a))
        return 0;
    char c = text[a];
    if (!(c >= '0' && c <= '9') && c != '.' && c != '_' && !memchr(text + a, '\t', b - a))
        return 0;
    *from = a;
    *to = b;
    return 1;
}

/* Whether a line's first field (before its TAB) could be a Killer's cage
 * map: letters and dots only, and a square number (16 and up) of them. */
static int looks_killer(const char *text, size_t len)
{
    const char *tab = memchr(text, '\t', len);
    size_t n = tab ? (size_t)(tab - text) : len, q = 4;
    for (size_t i = 0; i < n; i++)
        if (!((text[i] >= 'a' && text[i] <= 'z') || (text[i] >= 'A' && text[i] <= 'Z') ||
              text[i] == '.'))
            return 0;
    while (q * q < n)
        q++;
    return q * q == n;
}

/* A bad line's error: located where its message says (col, 1-based), shown
 * by diag.c as the .puz front end's are (the line, a caret under the
 * column); "name:1:1: error: WHY" alone when the message names no column. */
static puz_code line_error(const char *name, const char *text, size_t len, int col,
                           const char *why, puz_error **err)
{
    puz_error *e = err_new(PUZ_E_INPUT);
    if (col > 0) {
        Source *src = source_new(name, text, len);
        Diag d;
        diag_init(&d, src, e);
        diag_error(&d, source_loc(1, col), "%s", why);
        source_free(src);
    } else {
        err_add(e, PUZ_DIAG_ERROR, name, 1, 1, why, NULL);
    }
    return err_give(err, e);
}

puz_code front_line_model(const char *name, const char *text, size_t len, unsigned flags,
                          Model **out, puz_line_form *form, puz_error **err)
{
    PuzzleLine p;
    char why[256];
    while (len && (text[len - 1] == '\n' || text[len - 1] == '\r'))
        len--;
    int killer = flags & PUZ_LINE_IS_KILLER;
    int bad = batch_parse_line(text, len, killer, &p, why, sizeof why) != 0, col = p.err_col;
    if (bad && !killer && memchr(text, '\t', len)) {
        /* a line with a TAB the comma form does not read: the Killer form;
         * when both fail, the Killer's message if the field before the TAB
         * is a cage map (letters and dots only, a square number of them),
         * else the comma form's */
        char kwhy[256];
        bad = batch_parse_line(text, len, 1, &p, kwhy, sizeof kwhy) != 0;
        if (bad && looks_killer(text, len)) {
            memcpy(why, kwhy, sizeof why);
            col = p.err_col;
        }
    }
    if (bad)
        return line_error(name ? name : "<line>", text, len, col, why, err);
    Model *m = batch_line_model(&p);
    model_replace_givens(m, p.givens);
    if (p.name_len) {
        free(m->name);
        m->name = strndup(text + p.name_off, (size_t)p.name_len);
    }
    if (form)
        *form = p.form == LINE_KILLER ? PUZ_LINE_KILLER
                : p.form == LINE_COMMA ? PUZ_LINE_COMMA : PUZ_LINE_CHARS;
    batch_line_free(&p);
    *out = m;
    return PUZ_OK;
}

/* The model of src: a one-line puzzle, or .puz compiled within fl (NULL:
 * no limits); its errors in err, its warnings kept in the model. */
static puz_code compile_any(const Source *src, const char *path, FrontLimits *fl, Model **out,
                            puz_error **err)
{
    size_t a, b;
    *out = NULL;
    if (one_line(src->text, src->len, &a, &b)) {
        puz_code rc = front_line_model(src->name, src->text + a, b - a, PUZ_LINE_AUTO, out, NULL,
                                       err);
        if (rc == PUZ_OK && path)
            (*out)->path = xstrdup(path);
        return rc;
    }
    puz_error *e = err_new(PUZ_E_INPUT);
    if (compile(src, path, out, e, fl) == 0) {
        if (e->count) { /* warnings: the model keeps them */
            e->code = PUZ_OK;
            (*out)->warnings = e;
        } else {
            puz_error_free(e);
        }
        return PUZ_OK;
    }
    if (fl && fl->stop) /* a limit, not the model: the call stopped */
        e->code = PUZ_E_LIMIT;
    return err_give(err, e);
}

puz_code puz_compile_file(const char *path, const puz_limits *lim, puz_model **out,
                          puz_error **err)
{
    *out = NULL;
    if (!path)
        return err_set(err, PUZ_E_ARG, "no file named");
    FrontLimits l;
    Budget own;
    FrontLimits *fl = front_limits(lim, &l, &own);
    if (before_reading(fl, path)) {
        puz_error *e = err_new(PUZ_E_LIMIT);
        Diag d;
        diag_init(&d, NULL, e);
        stopped(&d, fl, e);
        charge_clear(&fl->charge);
        return err_give(err, e);
    }
    Source *src = source_read(path);
    if (!src) {
        int e = errno;
        if (fl)
            charge_clear(&fl->charge);
        if (e == EFBIG) /* found while reading, at the limit */
            return err_set(err, PUZ_E_INPUT, "%s: larger than " SOURCE_MAX_TEXT
                           ", the most a model may be", strcmp(path, "-") ? path : "<stdin>");
        if (strcmp(path, "-") == 0)
            return err_set(err, PUZ_E_IO, "cannot read standard input: %s", strerror(e));
        return err_set(err, PUZ_E_IO, "cannot open '%s': %s", path, strerror(e));
    }
    puz_code rc = compile_any(src, strcmp(path, "-") ? path : NULL, fl, out, err);
    source_free(src);
    return rc;
}

puz_code puz_compile_string(const char *name, const char *text, size_t len,
                            const puz_limits *lim, puz_model **out, puz_error **err)
{
    *out = NULL;
    if (!text)
        return err_set(err, PUZ_E_ARG, "no text");
    FrontLimits l;
    Budget own;
    FrontLimits *fl = front_limits(lim, &l, &own);
    Source *src = source_new(name ? name : "<string>", text, len);
    puz_code rc = compile_any(src, NULL, fl, out, err);
    source_free(src);
    return rc;
}

puz_code puz_model_from_line(const char *text, size_t len, unsigned flags, puz_model **out,
                             puz_line_form *form, puz_error **err)
{
    *out = NULL;
    if (!text)
        return err_set(err, PUZ_E_ARG, "no text");
    return front_line_model(NULL, text, len, flags, out, form, err);
}
