/* progress.c -- what every backend shares about limits and progress: the
 * deadline of a run, the one test "must it stop now" (cancelled or past
 * the deadline), and the cutting of a solver's own output into lines for
 * the caller's progress callback. The library never prints:
 * whatever a solver would have written goes to SolveOpts.progress. */
#include "backend.h"

#include "util.h"

#include <string.h>

double opts_deadline(const SolveOpts *o, double t0)
{
    return o && o->time_limit > 0 ? t0 + o->time_limit : 0;
}

int opts_stop(const SolveOpts *o, double deadline)
{
    return opts_cancelled(o) || (deadline > 0 && now_sec() >= deadline);
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
