/* batch_stats.c -- batch's tally and its summaries (see batch_stats.h):
 * the text of --stats, the JSON summary object, and a small reader of that
 * object so that the summaries of shards can be summed. */
#include "batch_stats.h"

#include "cli.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *const batch_status_name[BS_NSTATUS] = {
    "solved", "no solution", "stopped", "bad line", "internal error", "blank"};

void batch_tally_add(BatchTally *t, BatchStatus st, double us, long effort)
{
    BatchSummary *s = &t->s;
    s->lines++;
    s->status[st]++;
    if (st == BS_BLANK)
        return;
    if (t->ntimes == t->cap)
        t->times = cli_realloc(t->times, (t->cap = t->cap ? 2 * t->cap : 1024) * sizeof(double));
    t->times[t->ntimes++] = us;
    s->us += us;
    if (us > s->max_us)
        s->max_us = us;
    if (st == BS_SOLVED || st == BS_NOSOL || st == BS_STOPPED) {
        s->effort += effort;
        s->no_effort += effort == 0;
    }
}

void batch_tally_free(BatchTally *t)
{
    free(t->times);
    t->times = NULL;
    t->ntimes = t->cap = 0;
}

long batch_summary_puzzles(const BatchSummary *s)
{
    return s->lines - s->status[BS_BLANK];
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

void batch_tally_print(BatchTally *t, FILE *out, int native)
{
    const BatchSummary *s = &t->s;
    long all = batch_summary_puzzles(s);
    long np = s->status[BS_SOLVED] + s->status[BS_NOSOL] + s->status[BS_STOPPED];
    size_t tn = t->ntimes;
    if (tn) /* qsort wants an array, even of none */
        qsort(t->times, tn, sizeof(double), cmp_double);
    double med = tn ? t->times[tn / 2] : 0;
    double p99 = tn ? t->times[(size_t)(0.99 * (double)(tn - 1))] : 0;
    double max = tn ? t->times[tn - 1] : 0;
    char more[64] = "";
    if (s->status[BS_STOPPED])
        snprintf(more, sizeof more, ", stopped %ld", s->status[BS_STOPPED]);
    fprintf(out,
            "puzzles %ld (solved %ld, no solution %ld, bad lines %ld%s), %.3f s, %ld thread%s\n"
            "%.0f puzzles/s, %.1f us/puzzle mean, median %.1f, p99 %.1f, max %.1f\n",
            all, s->status[BS_SOLVED], s->status[BS_NOSOL], s->status[BS_BAD], more, s->wall,
            s->threads, s->threads == 1 ? "" : "s", s->wall > 0 ? (double)all / s->wall : 0.0,
            all ? 1e6 * s->wall / (double)all : 0.0, med, p99, max);
    fprintf(out, "%.2f %s/puzzle, %.1f%% %s\n", np ? (double)s->effort / (double)np : 0.0,
            s->effort_unit, np ? 100.0 * (double)s->no_effort / (double)np : 0.0,
            native ? "solved without guessing" : "with none");
}

/* The summary object. Its members (docs/batch.md, docs/json.md):
 *   lines, puzzles       lines answered (blank included), puzzles (not blank)
 *   status               {"solved":N,"no solution":N,...}: every status, 0 too
 *   us, max_us           time per line summed, and the longest, microseconds
 *   effort, no_effort    the backend's effort summed; puzzles with none
 *   effort_unit, backend "guesses", "native" ...
 *   wall, threads, shards  seconds; threads used; runs merged (1 for one) */
void batch_summary_json(JsonWriter *j, const BatchSummary *s)
{
    json_object_begin(j);
    json_key(j, "summary");
    json_object_begin(j);
    json_kint(j, "lines", s->lines);
    json_kint(j, "puzzles", batch_summary_puzzles(s));
    json_key(j, "status");
    json_object_begin(j);
    for (int i = 0; i < BS_NSTATUS; i++)
        json_kint(j, batch_status_name[i], s->status[i]);
    json_object_end(j);
    json_kdouble(j, "us", s->us, 1);
    json_kdouble(j, "max_us", s->max_us, 1);
    json_kint(j, "effort", s->effort);
    json_kint(j, "no_effort", s->no_effort);
    json_kstr(j, "effort_unit", s->effort_unit);
    json_kstr(j, "backend", s->backend);
    json_kdouble(j, "wall", s->wall, 6);
    json_kint(j, "threads", s->threads);
    json_kint(j, "shards", s->shards);
    json_object_end(j);
    json_object_end(j);
}

/* ---- reading a summary back ----
 * A small reader of the JSON the summary object is: objects, strings
 * (escapes kept as written: the names here have none), numbers; any other
 * value (array, true, false, null) is skipped. Unknown members are skipped,
 * so a newer writer's summary still merges. */
typedef struct {
    const char *s;
    const char *err;
} Reader;

static void skip_ws(Reader *r)
{
    while (*r->s == ' ' || *r->s == '\t' || *r->s == '\r' || *r->s == '\n')
        r->s++;
}

static int expect(Reader *r, char ch)
{
    skip_ws(r);
    if (*r->s != ch) {
        r->err = ch == ':' ? "':' expected" : ch == '"' ? "a name expected" : "malformed";
        return -1;
    }
    r->s++;
    return 0;
}

/* A string into buf (cut to its size). */
static int read_string(Reader *r, char *buf, size_t size)
{
    if (expect(r, '"') != 0)
        return -1;
    size_t n = 0;
    while (*r->s && *r->s != '"') {
        if (*r->s == '\\' && r->s[1])
            r->s++;
        if (n + 1 < size)
            buf[n++] = *r->s;
        r->s++;
    }
    if (*r->s != '"') {
        r->err = "unterminated string";
        return -1;
    }
    r->s++;
    buf[size ? (n < size ? n : size - 1) : 0] = '\0';
    return 0;
}

static int read_number(Reader *r, double *v)
{
    skip_ws(r);
    char *end;
    *v = strtod(r->s, &end);
    if (end == r->s || !isfinite(*v) || *v < 0) {
        r->err = "a number >= 0 expected";
        return -1;
    }
    r->s = end;
    return 0;
}

static int skip_value(Reader *r, int depth)
{
    skip_ws(r);
    char tmp[8];
    double v;
    if (depth > 32) {
        r->err = "nested too deep";
        return -1;
    }
    switch (*r->s) {
    case '"': return read_string(r, tmp, sizeof tmp);
    case '{': case '[': {
        char close = *r->s == '{' ? '}' : ']';
        r->s++;
        skip_ws(r);
        if (*r->s == close) {
            r->s++;
            return 0;
        }
        for (;;) {
            if (close == '}' && (read_string(r, tmp, sizeof tmp) != 0 || expect(r, ':') != 0))
                return -1;
            if (skip_value(r, depth + 1) != 0)
                return -1;
            skip_ws(r);
            if (*r->s == ',') {
                r->s++;
                continue;
            }
            return expect(r, close);
        }
    }
    case 't': case 'f': case 'n': {
        static const char *const words[] = {"true", "false", "null"};
        for (int i = 0; i < 3; i++)
            if (!strncmp(r->s, words[i], strlen(words[i]))) {
                r->s += strlen(words[i]);
                return 0;
            }
        r->err = "malformed";
        return -1;
    }
    default: return read_number(r, &v);
    }
}

/* The members of an object, each handed to member() (which reads its
 * value, or returns 1 to have it skipped). */
static int read_object(Reader *r, BatchSummary *s,
                       int (*member)(Reader *, BatchSummary *, const char *))
{
    if (expect(r, '{') != 0)
        return -1;
    skip_ws(r);
    if (*r->s == '}') {
        r->s++;
        return 0;
    }
    for (;;) {
        char name[40];
        int rc;
        if (read_string(r, name, sizeof name) != 0 || expect(r, ':') != 0)
            return -1;
        if ((rc = member(r, s, name)) < 0 || (rc == 1 && skip_value(r, 1) != 0))
            return -1;
        skip_ws(r);
        if (*r->s == ',') {
            r->s++;
            continue;
        }
        return expect(r, '}');
    }
}

static int status_member(Reader *r, BatchSummary *s, const char *name)
{
    for (int i = 0; i < BS_NSTATUS; i++)
        if (!strcmp(name, batch_status_name[i])) {
            double v;
            if (read_number(r, &v) != 0)
                return -1;
            s->status[i] = (long)v;
            return 0;
        }
    return 1;
}

static int summary_member(Reader *r, BatchSummary *s, const char *name)
{
    double v;
    if (!strcmp(name, "status"))
        return read_object(r, s, status_member);
    if (!strcmp(name, "backend"))
        return read_string(r, s->backend, sizeof s->backend);
    if (!strcmp(name, "effort_unit"))
        return read_string(r, s->effort_unit, sizeof s->effort_unit);
    static const char *const nums[] = {"lines", "us", "max_us", "effort", "no_effort",
                                       "wall", "threads", "shards"};
    for (size_t i = 0; i < sizeof nums / sizeof nums[0]; i++)
        if (!strcmp(name, nums[i])) {
            if (read_number(r, &v) != 0)
                return -1;
            switch (i) {
            case 0: s->lines = (long)v; break;
            case 1: s->us = v; break;
            case 2: s->max_us = v; break;
            case 3: s->effort = (long long)v; break;
            case 4: s->no_effort = (long)v; break;
            case 5: s->wall = v; break;
            case 6: s->threads = (long)v; break;
            default: s->shards = (long)v; break;
            }
            return 0;
        }
    return 1; /* "puzzles" (computed) and what a newer writer adds */
}

static int top_member(Reader *r, BatchSummary *s, const char *name)
{
    if (strcmp(name, "summary"))
        return 1;
    s->shards = 1; /* a summary without the member is one run */
    return read_object(r, s, summary_member);
}

int batch_summary_parse(const char *line, BatchSummary *s, char *err, size_t errsz)
{
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        p++;
    if (strncmp(p, "{\"summary\"", 10))
        return 0;
    memset(s, 0, sizeof *s);
    Reader r = {p, NULL};
    if (read_object(&r, s, top_member) == 0) {
        skip_ws(&r);
        if (!*r.s)
            return 1;
        r.err = "text after the object";
    }
    snprintf(err, errsz, "%s at column %d", r.err ? r.err : "malformed",
             (int)(r.s - line) + 1);
    return -1;
}

int batch_summary_merge(BatchSummary *a, const BatchSummary *b)
{
    if (!a->shards) { /* the first */
        *a = *b;
        return 0;
    }
    if (strcmp(a->backend, b->backend) || strcmp(a->effort_unit, b->effort_unit))
        return -1;
    a->lines += b->lines;
    for (int i = 0; i < BS_NSTATUS; i++)
        a->status[i] += b->status[i];
    a->us += b->us;
    a->max_us = a->max_us > b->max_us ? a->max_us : b->max_us;
    a->effort += b->effort;
    a->no_effort += b->no_effort;
    a->wall = a->wall > b->wall ? a->wall : b->wall;
    a->threads += b->threads;
    a->shards += b->shards;
    return 0;
}
