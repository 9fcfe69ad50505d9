/* up.c -- unit propagation with two watched literals, and failed-literal
 * probing on top of it, over the clauses a SAT_SINK_STORE sink kept.
 * Lynce & Ouaknine measure how far these get on Sudoku without search. */
#include "up.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Clause k is lits[start[k] .. start[k+1]-1] (its own copy: the two watched
 * literals are kept at its first two places). watch[L] lists the clauses
 * watching literal L, L = 2*var + (negative); a clause is visited when a
 * watched literal becomes false. Assignments go on the trail; undoing a
 * probe pops the trail back, the watches stay valid. */
typedef struct {
    int *c;
    int n, cap;
} WatchList;

struct SatUp {
    int nvars, nclauses;
    int *lits;
    size_t *start;
    WatchList *watch;
    int8_t *val;     /* val[var]: +1, -1, 0 */
    int *trail, ntrail, qhead;
    int *units, nunits;
};

static unsigned lidx(int l) { return l > 0 ? 2u * (unsigned)l : 2u * (unsigned)-l + 1; }

static int value(const SatUp *u, int l)
{
    int v = u->val[l > 0 ? l : -l];
    return l > 0 ? v : -v;
}

static void watch_add(SatUp *u, int l, int k)
{
    WatchList *w = &u->watch[lidx(l)];
    if (w->n == w->cap)
        w->c = xrealloc(w->c, (size_t)(w->cap = w->cap ? 2 * w->cap : 4) * sizeof(int));
    w->c[w->n++] = k;
}

static void assign(SatUp *u, int l)
{
    u->val[l > 0 ? l : -l] = (int8_t)(l > 0 ? 1 : -1);
    u->trail[u->ntrail++] = l;
}

size_t sat_up_bytes(const SatCnf *f)
{
    size_t clauses = (size_t)f->clauses, vars = (size_t)f->nvars + 1;
    return f->n * sizeof(int) + (clauses + 1) * (sizeof(size_t) + sizeof(int)) +
           2 * vars * sizeof(WatchList) + 2 * clauses * sizeof(int) * 3 / 2 +
           vars * (1 + sizeof(int));
}

SatUp *sat_up_new(const SatCnf *f)
{
    SatUp *u = xcalloc(1, sizeof *u);
    u->nvars = f->nvars;
    u->nclauses = (int)f->clauses;
    u->lits = xmalloc((f->n ? f->n : 1) * sizeof(int));
    u->start = xmalloc(((size_t)u->nclauses + 1) * sizeof(size_t));
    u->watch = xcalloc(2 * (size_t)u->nvars + 2, sizeof(WatchList));
    u->val = xcalloc((size_t)u->nvars + 1, 1);
    u->trail = xmalloc(((size_t)u->nvars + 1) * sizeof(int));
    u->units = xmalloc(((size_t)u->nclauses + 1) * sizeof(int));
    size_t o = 0, s = 0;
    int k = 0;
    for (size_t i = 0; i < f->n; i++) {
        if (f->lit[i]) {
            u->lits[o++] = f->lit[i];
            continue;
        }
        u->start[k] = s;
        size_t len = o - s;
        if (len == 1)
            u->units[u->nunits++] = u->lits[s];
        else {
            watch_add(u, u->lits[s], k);
            watch_add(u, u->lits[s + 1], k);
        }
        s = o;
        if (!(++k & 4095) && f->guard && build_check(f->guard)) {
            sat_up_free(u); /* a limit or a cancel (cnf.h) */
            return NULL;
        }
    }
    u->start[k] = s;
    /* the givens' decisions: those variables occur in no clause, but the
     * caller reads them back as values */
    for (int v = 1; f->known && v <= f->nx; v++)
        if (f->known[v])
            assign(u, f->known[v] > 0 ? v : -v);
    u->qhead = u->ntrail;
    return u;
}

void sat_up_free(SatUp *u)
{
    if (!u)
        return;
    for (size_t i = 0; i < 2 * (size_t)u->nvars + 2; i++)
        free(u->watch[i].c);
    free(u->watch);
    free(u->lits);
    free(u->start);
    free(u->val);
    free(u->trail);
    free(u->units);
    free(u);
}

int sat_up_value(const SatUp *u, int var) { return u->val[var]; }

/* Propagates the trail from qhead. Returns 0 on a conflict. */
static int propagate(SatUp *u)
{
    while (u->qhead < u->ntrail) {
        int falsified = -u->trail[u->qhead++];
        WatchList *w = &u->watch[lidx(falsified)];
        int keep = 0, ok = 1;
        for (int i = 0; i < w->n; i++) {
            int k = w->c[i];
            if (!ok) {
                w->c[keep++] = k;
                continue;
            }
            int *c = u->lits + u->start[k], len = (int)(u->start[k + 1] - u->start[k]);
            if (c[0] == falsified) {
                c[0] = c[1];
                c[1] = falsified;
            }
            if (value(u, c[0]) > 0) {
                w->c[keep++] = k;
                continue;
            }
            int j = 2;
            while (j < len && value(u, c[j]) < 0)
                j++;
            if (j < len) { /* a new literal to watch */
                c[1] = c[j];
                c[j] = falsified;
                watch_add(u, c[1], k);
                continue;
            }
            w->c[keep++] = k;
            if (value(u, c[0]) < 0)
                ok = 0; /* every literal false */
            else
                assign(u, c[0]);
        }
        w->n = keep;
        if (!ok)
            return 0;
    }
    return 1;
}

int sat_up_propagate(SatUp *u)
{
    for (int i = 0; i < u->nunits; i++) {
        int v = value(u, u->units[i]);
        if (v < 0)
            return 0;
        if (v == 0)
            assign(u, u->units[i]);
    }
    return propagate(u);
}

static void backtrack(SatUp *u, int to)
{
    while (u->ntrail > to) {
        int l = u->trail[--u->ntrail];
        u->val[l > 0 ? l : -l] = 0;
    }
    u->qhead = to;
}

/* FAILED LITERALS: if assuming l propagates to a conflict, every model has
 * -l; fix it and propagate. Example: a cell whose value 5 would empty a
 * neighbour's candidates gets x[c,5] false though no clause is unit yet. */
int sat_up_probe(SatUp *u, int nx, long *probes, int (*stop)(void *), void *stop_ctx)
{
    for (int changed = 1; changed;) {
        changed = 0;
        for (int v = 1; v <= nx; v++)
            for (int sign = 1; sign >= -1 && !u->val[v]; sign -= 2) {
                int mark = u->ntrail;
                if (stop && !(*probes & 255) && stop(stop_ctx))
                    return -1;
                assign(u, sign * v);
                ++*probes;
                int fine = propagate(u);
                backtrack(u, mark);
                if (fine)
                    continue;
                assign(u, -sign * v);
                if (!propagate(u))
                    return 0;
                changed = 1;
            }
    }
    return 1;
}
