/* cnf.c -- the clause sink: simplification by the givens' decided x
 * variables as each clause arrives, and the four destinations (a buffer,
 * a count, DIMACS text, PicoSAT). */
#include "cnf.h"

#include "util.h"

#include <picosat/picosat.h>
#include <stdlib.h>
#include <string.h>

void sat_cnf_init(SatCnf *f, SatSinkKind sink, int nx, const int8_t *known)
{
    memset(f, 0, offsetof(SatCnf, wbuf));
    f->wn = 0;
    f->sink = sink;
    f->nx = f->nvars = nx;
    f->known = known;
    f->used_cap = nx + 1024;
    f->used = xcalloc((size_t)f->used_cap + 1, 1);
    f->cap = 1024;
    f->lit = xmalloc(f->cap * sizeof(int));
    if (sink == SAT_SINK_PICOSAT)
        f->pvar = xcalloc((size_t)f->used_cap + 1, sizeof(int));
}

static void flush_out(SatCnf *f)
{
    if (f->wn && fwrite(f->wbuf, 1, f->wn, f->out) != f->wn)
        f->write_err = 1;
    f->wn = 0;
}

void sat_cnf_free(SatCnf *f)
{
    if (f->sink == SAT_SINK_WRITE && f->out)
        flush_out(f);
    free(f->lit);
    free(f->used);
    free(f->pvar);
    f->lit = NULL;
    f->used = NULL;
    f->pvar = NULL;
}

int sat_cnf_var(SatCnf *f)
{
    if (f->nvars == f->used_cap) {
        int cap = 2 * f->used_cap;
        f->used = xrealloc(f->used, (size_t)cap + 1);
        memset(f->used + f->used_cap + 1, 0, (size_t)(cap - f->used_cap));
        if (f->pvar) {
            f->pvar = xrealloc(f->pvar, ((size_t)cap + 1) * sizeof(int));
            memset(f->pvar + f->used_cap + 1, 0, (size_t)(cap - f->used_cap) * sizeof(int));
        }
        f->used_cap = cap;
    }
    return ++f->nvars;
}

int sat_cnf_fixed(const SatCnf *f, int l)
{
    if (l == SAT_TRUE)
        return 1;
    if (l == -SAT_TRUE)
        return -1;
    int v = l > 0 ? l : -l;
    if (!f->known || v > f->nx || !f->known[v])
        return 0;
    return (f->known[v] > 0) == (l > 0) ? 1 : -1;
}

void sat_cnf_lit(SatCnf *f, int l)
{
    if (f->n == f->cap)
        f->lit = xrealloc(f->lit, (f->cap *= 2) * sizeof(int));
    f->lit[f->n++] = l;
}

/* Writes the decimal form of l and a separator into the output buffer. */
static void put_int(SatCnf *f, int l, char sep)
{
    if (f->wn + 16 > sizeof f->wbuf)
        flush_out(f);
    char tmp[12], *p = tmp + sizeof tmp;
    unsigned u = l < 0 ? 0u - (unsigned)l : (unsigned)l;
    do
        *--p = (char)('0' + u % 10);
    while (u /= 10);
    if (l < 0)
        *--p = '-';
    size_t k = (size_t)(tmp + sizeof tmp - p);
    memcpy(f->wbuf + f->wn, p, k);
    f->wn += k;
    f->wbuf[f->wn++] = sep;
}

/* Hands the kept clause lit[start..n) to the sink. */
static void emit(SatCnf *f)
{
    size_t k = f->n - f->start;
    for (size_t i = f->start; i < f->n; i++) {
        int v = f->lit[i] > 0 ? f->lit[i] : -f->lit[i];
        if (!f->used[v]) {
            f->used[v] = 1;
            f->nused++;
        }
    }
    f->clauses++;
    f->literals += (long)k;
    if (f->guard && !(f->clauses & 4095))
        sat_cnf_check(f);
    switch (f->sink) {
    case SAT_SINK_STORE:
        sat_cnf_lit(f, 0);
        f->start = f->n;
        return;
    case SAT_SINK_WRITE:
        if (f->weight > 0)
            put_int(f, f->weight, ' ');
        for (size_t i = f->start; i < f->n; i++)
            put_int(f, f->lit[i], ' ');
        put_int(f, 0, '\n');
        break;
    case SAT_SINK_PICOSAT:
        for (size_t i = f->start; i < f->n; i++) {
            int l = f->lit[i], v = l > 0 ? l : -l;
            if (!f->pvar[v])
                f->pvar[v] = ++f->npvars;
            picosat_add(f->ps, l > 0 ? f->pvar[v] : -f->pvar[v]);
        }
        picosat_add(f->ps, 0);
        break;
    case SAT_SINK_COUNT:
        break;
    }
    f->n = f->start;
}

void sat_cnf_end(SatCnf *f)
{
    size_t keep = f->start;
    int sat = 0;
    if (f->stopped) { /* the build was stopped: nothing more is kept */
        f->n = f->start;
        return;
    }
    for (size_t i = f->start; i < f->n && !sat; i++) {
        int l = f->lit[i], val = sat_cnf_fixed(f, l);
        if (val > 0)
            sat = 1;
        else if (val == 0)
            f->lit[keep++] = l;
    }
    if (sat) {
        f->n = f->start;
        return;
    }
    f->n = keep;
    if (keep > f->start) {
        emit(f);
        return;
    }
    /* struck empty: the model has no solution; say so with two units on
     * variable 1 so every DIMACS reader accepts the file */
    f->conflict = 1;
    f->n = f->start;
    sat_cnf_lit(f, 1);
    emit(f);
    sat_cnf_lit(f, -1);
    emit(f);
}

void sat_cnf_add1(SatCnf *f, int a)
{
    sat_cnf_lit(f, a);
    sat_cnf_end(f);
}

void sat_cnf_add2(SatCnf *f, int a, int b)
{
    sat_cnf_lit(f, a);
    sat_cnf_lit(f, b);
    sat_cnf_end(f);
}

void sat_cnf_clause(SatCnf *f, const int *lits, int n)
{
    for (int i = 0; i < n; i++)
        sat_cnf_lit(f, lits[i]);
    sat_cnf_end(f);
}

int sat_cnf_solver_lit(const SatCnf *f, int l)
{
    int v = l > 0 ? l : -l, p = v <= f->nvars ? f->pvar[v] : 0;
    return l > 0 ? p : -p;
}

size_t sat_cnf_bytes(const SatCnf *f)
{
    return f->cap * sizeof(int) +
           ((size_t)f->used_cap + 1) * (1 + (f->pvar ? sizeof(int) : 0));
}

int sat_cnf_check(SatCnf *f)
{
    if (!f->guard)
        return 0;
    f->guard->count = f->clauses;
    f->guard->bytes = sat_cnf_bytes(f);
    if (build_check(f->guard))
        f->stopped = 1;
    return f->stopped;
}

void sat_cnf_size(const SatCnf *f, long size[3])
{
    size[0] = f->nused;
    size[1] = f->clauses;
    size[2] = f->literals;
}
