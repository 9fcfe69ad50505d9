/* progress.c -- what every backend shares about limits and progress: the
 * deadline of a run, the one test "must it stop now" (cancelled or past
 * the deadline), the guard a model's build runs under (guard.h: the
 * deadline, the cancel flag and the memory limit, and the one wording of a
 * build that stopped), and the cutting of a solver's own output into lines
 * for the caller's progress callback. The library never prints:
 * whatever a solver would have written goes to SolveOpts.progress. */
#include "backend.h"

#include "util.h"

#include <stdint.h>
#include <string.h>

double opts_deadline(const SolveOpts *o, double t0)
{
    if (o && o->deadline > 0)
        return o->deadline;
    return o && o->time_limit > 0 ? t0 + o->time_limit : 0;
}

double opts_deadline_now(const SolveOpts *o)
{
    return opts_deadline(o, o && o->deadline <= 0 && o->time_limit > 0 ? now_sec() : 0);
}

int opts_stop(const SolveOpts *o, double deadline)
{
    return must_end(deadline, o ? o->cancel : NULL);
}

int opts_stop_reason(const SolveOpts *o)
{
    return opts_cancelled(o) ? STOP_CANCEL : STOP_TIME;
}

void build_guard_init(BuildGuard *g, const SolveOpts *o, double deadline, const char *unit)
{
    memset(g, 0, sizeof *g);
    g->deadline = deadline;
    g->cancel = o ? o->cancel : NULL;
    g->budget = o ? o->budget : NULL;
    g->unit = unit;
}

int build_check(BuildGuard *g)
{
    if (!g)
        return 0;
    if (g->stop)
        return 1;
    if (cancel_requested(g->cancel))
        g->stop = STOP_CANCEL;
    else if ((g->over && *g->over) || charge_set(&g->charge, g->budget, g->bytes) != 0)
        g->stop = STOP_MEMORY;
    else if (g->deadline > 0 && now_sec() >= g->deadline)
        g->stop = STOP_TIME;
    return g->stop != 0;
}

size_t build_room(const BuildGuard *g)
{
    return g ? budget_room(g->budget) : SIZE_MAX;
}

void build_guard_end(BuildGuard *g)
{
    if (g)
        charge_clear(&g->charge);
}

void build_guard_keep(BuildGuard *g, Charge *to)
{
    *to = g->charge;
    g->charge.bytes = 0;
}

void stop_words(int stop, const Budget *b, char *buf, size_t n)
{
    if (stop == STOP_MEMORY)
        snprintf(buf, n, "memory limit of %zu MB reached", budget_limit_mb(b));
    else
        snprintf(buf, n, "%s", stop == STOP_CANCEL ? "cancelled" : "time limit reached");
}

int size_stopped(const BuildGuard *g, char *note, size_t n)
{
    char what[64];
    stop_words(g->stop, g->budget, what, sizeof what);
    snprintf(note, n, "%s while building the model (%ld %s so far)", what, g->count, g->unit);
    return g->stop ? g->stop : STOP_TIME;
}

SolveStatus build_stopped(const BuildGuard *g, SolveResult *r)
{
    size_stopped(g, r->note, sizeof r->note);
    r->stop = g->stop ? g->stop : STOP_TIME;
    r->stop_building = 1;
    r->incomplete = 1;
    return r->status = PUZ_UNKNOWN;
}

static void pass_line(LineSink *s)
{
    s->line[s->len] = '\0';
    s->len = 0;
    if (s->fn)
        s->fn(s->line, s->ctx);
}

void line_sink_put(LineSink *s, const char *text, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (text[i] == '\n') {
            pass_line(s);
            continue;
        }
        if (s->len + 1 == sizeof s->line)
            pass_line(s);
        s->line[s->len++] = text[i];
    }
}

void line_sink_flush(LineSink *s)
{
    if (s->len)
        pass_line(s);
}
