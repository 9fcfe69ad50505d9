/* frontend.c -- the compiler's public face (frontend.h): source text in,
 * parse into the model as written, check and lower it to a Model, within
 * the caller's limits. */
#include "frontend.h"

#include "ast.h"
#include "budget.h"
#include "check.h"
#include "diag.h"
#include "lex.h"
#include "source.h"
#include "util.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>

/* LIMITS. puz_compile_*_limits bound a compile by a deadline, a cancel
 * flag and a budget (puz_limits'), asked before the file is read and then
 * every FRONT_TICK tokens of the scanner and statements of the checking
 * pass (ast.h's front_tick). Charged to the budget: the text twice (it and
 * the scanner's copy) and its line map, from before it is read when the
 * file's size is known; the syntax tree as it grows, taken as 2 bytes a
 * byte of text read (rows, names and cells copied) and 256 a statement (a
 * statement and its lists; the checking pass counts each again for its
 * constraint); the checked model at the end, exactly. A compile they stop
 * reports one error, "time limit reached while reading the model (N lines
 * so far)", and sets puz_diags.stop; the charge is released when the
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

/* The one error of a stopped compile. */
static void stopped(Diag *d, const FrontLimits *l, puz_diags *diags)
{
    d->out = diags;
    d->errors = 0; /* the parser's on the cut input were counted, not kept */
    if (diags)
        diags->stop = (puz_stop)l->stop;
    if (l->stop == PUZ_STOP_MEMORY)
        diag_plain(d, "memory limit of %zu MB reached while reading the model (%d lines so far)",
                   budget_limit_mb(l->budget), l->line);
    else
        diag_plain(d, "%s while reading the model (%d lines so far)",
                   l->stop == PUZ_STOP_CANCEL ? "cancelled" : "time limit reached", l->line);
}

/* Parse, then check only when the syntax was clean (a dropped line would
 * otherwise cause follow-on errors). lim may be NULL. */
static int compile(const Source *src, const char *path, Model **out, puz_diags *diags,
                   FrontLimits *lim)
{
    Diag d;
    diag_init(&d, src, diags);
    *out = NULL;
    if (src->len > SOURCE_MAX_LEN) {
        diag_plain(&d, "%s: larger than " SOURCE_MAX_TEXT ", the most a model may be", src->name);
        return d.errors;
    }
    if (lim) {
        lim->source = 2 * src->len + (size_t)src->nlines * sizeof *src->line_start;
        lim->len = src->len;
        if (ask(lim, front_bytes(lim, 0, 0), 1, 0)) {
            stopped(&d, lim, diags);
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
        stopped(&d, lim, diags);
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
    /* 90%: freeing what was built takes time too (2 million statements
     * cut off at 3 s took 0.4 s more to free) */
    l->deadline = lim->time_limit > 0 ? now_sec() + 0.9 * lim->time_limit : 0;
    l->cancel = lim->cancel;
    budget_init(own, budget_bytes_of_mb(lim->memory_limit_mb));
    l->budget = lim->budget ? lim->budget : own;
    return l;
}

int puz_compile_file(const char *path, Model **out, puz_diags *diags)
{
    return puz_compile_file_limits(path, NULL, out, diags);
}

int puz_compile_string(const char *name, const char *text, size_t len, Model **out,
                       puz_diags *diags)
{
    return puz_compile_string_limits(name, text, len, NULL, out, diags);
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

int puz_compile_file_limits(const char *path, const puz_limits *lim, Model **out,
                            puz_diags *diags)
{
    *out = NULL;
    FrontLimits l;
    Budget own;
    FrontLimits *fl = front_limits(lim, &l, &own);
    if (before_reading(fl, path)) {
        Diag d;
        diag_init(&d, NULL, diags);
        stopped(&d, fl, diags);
        charge_clear(&fl->charge);
        return d.errors;
    }
    Source *src = source_read(path);
    if (!src) {
        int e = errno;
        if (fl)
            charge_clear(&fl->charge);
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
    int n = compile(src, strcmp(path, "-") ? path : NULL, out, diags, fl);
    source_free(src);
    return n;
}

int puz_compile_string_limits(const char *name, const char *text, size_t len,
                              const puz_limits *lim, Model **out, puz_diags *diags)
{
    Source *src = source_new(name, text, len);
    FrontLimits l;
    Budget own;
    int n = compile(src, NULL, out, diags, front_limits(lim, &l, &own));
    source_free(src);
    return n;
}
