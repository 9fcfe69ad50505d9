/* coeffs.c -- the equalities of the reduced-constraint formulation: found by
 * the constraint-creation MILP of Pereira, Colnago and Colombo Jr.
 * ("Metodologia para a criação de restrições para problemas de otimização
 * inteira: uma aplicação ao Sudoku", model (6)-(12)), solved with GLPK, or
 * written down in closed form.
 *
 * OCCURRENCE PATTERNS. Take one band of a Sudoku with h x w boxes: h rows
 * crossing h boxes (n = h*w columns). Fix a value k. The box equalities,
 * which the reduced formulation keeps, place k exactly once in every box,
 * so k's occurrences in the band are a pattern q: one of the h*w cells of
 * each box, (h*w)^h patterns in all. Position of a cell in the band:
 *     pos = box*(h*w) + row_in_box*w + col_in_box      (0 .. h*h*w-1)
 * as in the paper's vector of 27 positions for 9x9. A pattern is feasible
 * (set V) when its h cells lie in h different rows, and infeasible (set F)
 * otherwise: 162 and 567 of 729 for 9x9; 8 and 8 of 16 for 4x4. The h row
 * equalities of the band for k can then be replaced by any equalities
 *     c0 + sum_pos c_pos x_pos = 0
 * that every pattern of V satisfies and every pattern of F violates in at
 * least one of them. Columns are the same with the grid transposed: a stack
 * of w columns crossing w boxes of w x h (pos = box*(h*w) + col_in_box*h +
 * row_in_box).
 *
 * THE MILP (6)-(12), r equalities j at most, coefficients in [-L, L]:
 *   min  sum_j w_j                                               (6)
 *   sum_j u_jq >= 1                     q in F                   (7)
 *   u_jq <= w_j                         q in F, all j            (8)
 *   -L w_j <= c_ij <= L w_j             i = 0..npos, all j       (9)
 *   c_0j + sum_{i in q} c_ij + u_jq - (M+1) y_jq <= 0            (10)
 *   c_0j + sum_{i in q} c_ij - u_jq - (M+1) y_jq >= -(M+1)       (11)
 *   c_0j + sum_{i in q} c_ij = 0        q in V, all j            (12)
 * w, u, y binary; c continuous, or integer when L is a whole number (the
 * paper allows either; integers print as the paper's equality (15)). When
 * u_jq = 1, (10)-(11) force equality j off by at least 1 for pattern q:
 * above it (y = 1) or below (y = 0). M = (h+1)L bounds |c_0 + sum c| over
 * a pattern, so the big-M rows are as tight as they can be. Added here:
 * w_j >= w_j+1, which removes the r! relabellings of the same answer.
 *
 * CLOSED FORM (any box): weight h^(row_in_box) for every cell,
 * c0 = -(1 + h + ... + h^(h-1)) = -(h^h - 1)/(h - 1). A pattern has n_i
 * cells in row i, sum n_i = h, and sum n_i h^i = sum h^i only if every
 * n_i = 1: modulo h, n_0 = 1 (0 <= n_0 <= h); subtract, divide by h, repeat.
 * One equality replaces the h row equalities of a band and value. */
#include "ilp.h"

#include "backend.h"
#include "util.h"

#include <glpk.h>
#include <math.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Pattern q as positions pos[0..h-1]; returns 1 when feasible. */
static int pattern(int h, int w, long q, int *pos)
{
    int hw = h * w, rows_seen = 0, ok = 1;
    for (int b = 0; b < h; b++) {
        int cell = (int)(q % hw);
        q /= hw;
        int row = cell / w;
        pos[b] = b * hw + cell;
        if (rows_seen & (1 << row))
            ok = 0;
        rows_seen |= 1 << row;
    }
    return ok;
}

static long npatterns(int h, int w)
{
    long t = 1;
    for (int b = 0; b < h; b++) {
        t *= h * w;
        if (t > 100000000L)
            return -1;
    }
    return t;
}

static void eqs_alloc(IlpEqs *e, int h, int w, int neq)
{
    memset(e, 0, sizeof *e);
    e->h = h;
    e->w = w;
    e->npos = h * h * w;
    e->neq = neq;
    e->coef = xcalloc((size_t)(neq ? neq : 1), sizeof *e->coef);
    for (int j = 0; j < neq; j++)
        e->coef[j] = xcalloc((size_t)e->npos + 1, sizeof **e->coef);
}

void ilp_eqs_free(IlpEqs *e)
{
    for (int j = 0; j < e->neq; j++)
        free(e->coef[j]);
    free(e->coef);
    memset(e, 0, sizeof *e);
}

void ilp_eqs_closed(int h, int w, IlpEqs *e)
{
    eqs_alloc(e, h, w, 1);
    double weight = 1, total = 0;
    for (int row = 0; row < h; row++) {
        for (int b = 0; b < h; b++)
            for (int col = 0; col < w; col++)
                e->coef[0][1 + b * h * w + row * w + col] = weight;
        total += weight;
        weight *= h;
    }
    e->coef[0][0] = -total;
    long t = npatterns(h, w);
    if (t > 0 && t <= ILP_CHECK_MAX_PATTERNS) {
        long f = 1;
        for (int i = 2; i <= h; i++)
            f *= i;
        for (int i = 0; i < h; i++)
            f *= w;
        e->feasible = f;
        e->infeasible = t - f;
    }
    e->optimal = 1;
}

/* DIFFERENCE FORM (any box, beyond the MILP's reach): with one occurrence
 * per box the band holds h occurrences, so "one per row" is "as many in
 * row i+1 as in row i" for i < h-1:  n_(i+1) - n_i = 0, h-1 equalities
 * with coefficients -1, 0, 1 -- the first equality the MILP finds for 3x3
 * at L = 1, and well conditioned where the closed form's weights h^i are
 * not (GLPK struggles with 5^4 next to 1 on 25x25). */
void ilp_eqs_diff(int h, int w, IlpEqs *e)
{
    eqs_alloc(e, h, w, h > 1 ? h - 1 : 1);
    for (int i = 0; i + 1 < h; i++)
        for (int b = 0; b < h; b++)
            for (int col = 0; col < w; col++) {
                e->coef[i][1 + b * h * w + i * w + col] = -1;
                e->coef[i][1 + b * h * w + (i + 1) * w + col] = 1;
            }
    if (h == 1) /* one row: it always holds its one occurrence */
        e->neq = 0;
    e->optimal = 0;
}

int ilp_eqs_check(const IlpEqs *e)
{
    long t = npatterns(e->h, e->w);
    if (t < 0 || t > ILP_CHECK_MAX_PATTERNS)
        t = npatterns(e->h, 1); /* by box rows: the same verdict when the
                                   coefficients are constant along them */
    if (t < 0 || t > ILP_CHECK_MAX_PATTERNS)
        return 0; /* the closed and difference forms are proved above */
    int w = t == npatterns(e->h, e->w) ? e->w : 1;
    int pos[8];
    for (long q = 0; q < t; q++) {
        int feasible = pattern(e->h, w, q, pos), violated = 0;
        for (int j = 0; j < e->neq; j++) {
            double s = e->coef[j][0];
            for (int b = 0; b < e->h; b++) { /* position in the full band */
                int box = pos[b] / (e->h * w), row = pos[b] % (e->h * w) / w,
                    col = pos[b] % w;
                s += e->coef[j][1 + box * e->h * e->w + row * e->w + col];
            }
            if (feasible && fabs(s) > 1e-6)
                return -1;
            if (fabs(s) > 0.5)
                violated = 1;
        }
        if (!feasible && !violated)
            return -1;
    }
    return 0;
}

/* Column numbers of the MILP (1-based, GLPK's): w_j, then c_ij, then u_jq
 * and y_jq for the infeasible patterns in order. */
typedef struct {
    int r, npos, nf;
} MilpCols;
static int col_w(int j) { return 1 + j; }
static int col_c(const MilpCols *k, int j, int i) { return 1 + k->r + j * (k->npos + 1) + i; }
static int col_u(const MilpCols *k, int j, int q)
{
    return 1 + k->r + k->r * (k->npos + 1) + 2 * (j * k->nf + q);
}
static int col_y(const MilpCols *k, int j, int q) { return col_u(k, j, q) + 1; }

/* Adds one row lo <= sum vals[i] x[cols[i]] <= hi (GLPK's 1-based arrays). */
static void add_row(glp_prob *lp, int type, double lo, double hi, int n, const int *cols,
                    const double *vals)
{
    int row = glp_add_rows(lp, 1);
    glp_set_row_bnds(lp, row, type, lo, hi);
    glp_set_mat_row(lp, row, n, cols, vals);
}

/* GLPK's output: never printed; with a callback, passed on a line at a
 * time. Its "no memory available", printed before it gives up, is noted. */
typedef struct {
    LineSink sink;
    int oom;
} Talk;

static int talk_hook(void *info, const char *s)
{
    Talk *t = info;
    if (strstr(s, "no memory available"))
        t->oom = 1;
    if (t->sink.fn)
        line_sink_put(&t->sink, s, strlen(s));
    return 1;
}

/* GLPK gives up (out of memory, or an internal failure) through this hook
 * instead of printing and aborting: back to milp_solve. */
static void on_glpk_error(void *info)
{
    longjmp(*(jmp_buf *)info, 1);
}

static int milp_solve(int h, int w, double L, int rmax, puz_progress_fn talk, void *talk_ctx,
                      double time_limit, IlpEqs *e, char *err, size_t errsz)
{
    const volatile long t = npatterns(h, w); /* volatile: see setjmp below */
    if (t < 0 || t > ILP_MILP_MAX_PATTERNS) {
        snprintf(err, errsz,
                 "a band of %dx%d boxes has too many occurrence patterns for the MILP "
                 "(more than %d); use the closed form",
                 h, w, ILP_MILP_MAX_PATTERNS);
        return -1;
    }
    if (h > 8 || rmax < 1) {
        snprintf(err, errsz, "bad band shape %dx%d", h, w);
        return -1;
    }
    double t0 = now_sec();
    int npos = h * h * w;
    /* Split the patterns into V (feasible) and F (infeasible). */
    int *pos = xmalloc((size_t)t * (size_t)h * sizeof *pos);
    long *fq = xmalloc((size_t)t * sizeof *fq), nv = 0, nf = 0;
    char *feas = xmalloc((size_t)t);
    for (long q = 0; q < t; q++) {
        feas[q] = (char)pattern(h, w, q, pos + q * h);
        if (feas[q])
            nv++;
        else
            fq[nf++] = q;
    }
    MilpCols k = {rmax, npos, (int)nf};
    int whole = floor(L) == L;
    double M = ceil((h + 1) * L);

    Talk talk_to = {{talk, talk_ctx, 0, ""}, 0};
    jmp_buf jb;
    /* made on first use, it would print and abort; freed below when made
     * here (it is per thread: a worker's would be lost at its end) */
    int env = glp_init_env();
    if (env == 2) {
        free(pos);
        free(fq);
        free(feas);
        out_of_memory(0);
    }
    if (setjmp(jb)) {
        glp_term_hook(NULL, NULL);
        glp_error_hook(NULL, NULL);
        glp_free_env(); /* frees the problem: the only way out GLPK documents */
        free(pos);
        free(fq);
        free(feas);
        if (talk_to.oom)
            out_of_memory(0);
        snprintf(err, errsz, "the constraint-creation MILP failed inside GLPK");
        return -1;
    }
    glp_error_hook(on_glpk_error, &jb);
    glp_term_hook(talk_hook, &talk_to);
    glp_prob *lp = glp_create_prob();
    glp_set_prob_name(lp, "constraint_creation");
    glp_set_obj_dir(lp, GLP_MIN);
    int ncols = rmax + rmax * (npos + 1) + 2 * rmax * (int)nf;
    glp_add_cols(lp, ncols);
    for (int j = 0; j < rmax; j++) {
        glp_set_col_kind(lp, col_w(j), GLP_BV);
        glp_set_obj_coef(lp, col_w(j), 1.0);
        for (int i = 0; i <= npos; i++) {
            glp_set_col_bnds(lp, col_c(&k, j, i), GLP_DB, -L, L);
            if (whole)
                glp_set_col_kind(lp, col_c(&k, j, i), GLP_IV);
        }
        for (int q = 0; q < (int)nf; q++) {
            glp_set_col_kind(lp, col_u(&k, j, q), GLP_BV);
            glp_set_col_kind(lp, col_y(&k, j, q), GLP_BV);
        }
    }
    int cols[16]; /* GLPK's arrays are 1-based: cols[1..n] */
    double vals[16];
    int n;
    /* (7) */
    for (int q = 0; q < (int)nf; q++) {
        for (int j = 0; j < rmax; j++)
            cols[j + 1] = col_u(&k, j, q), vals[j + 1] = 1;
        add_row(lp, GLP_LO, 1, 0, rmax, cols, vals);
    }
    for (int j = 0; j < rmax; j++) {
        /* (8) */
        for (int q = 0; q < (int)nf; q++) {
            cols[1] = col_u(&k, j, q), vals[1] = 1;
            cols[2] = col_w(j), vals[2] = -1;
            add_row(lp, GLP_UP, 0, 0, 2, cols, vals);
        }
        /* (9) */
        for (int i = 0; i <= npos; i++) {
            cols[1] = col_c(&k, j, i), vals[1] = 1;
            cols[2] = col_w(j), vals[2] = -L;
            add_row(lp, GLP_UP, 0, 0, 2, cols, vals);
            vals[2] = L;
            add_row(lp, GLP_LO, 0, 0, 2, cols, vals);
        }
        /* (10), (11) */
        for (int q = 0; q < (int)nf; q++) {
            const int *p = pos + fq[q] * h;
            n = 0;
            cols[++n] = col_c(&k, j, 0), vals[n] = 1;
            for (int b = 0; b < h; b++)
                cols[++n] = col_c(&k, j, 1 + p[b]), vals[n] = 1;
            cols[++n] = col_u(&k, j, q), vals[n] = 1;
            cols[++n] = col_y(&k, j, q), vals[n] = -(M + 1);
            add_row(lp, GLP_UP, 0, 0, n, cols, vals);
            vals[n - 1] = -1;
            add_row(lp, GLP_LO, -(M + 1), 0, n, cols, vals);
        }
        /* (12) */
        for (long q = 0; q < t; q++) {
            if (!feas[q])
                continue;
            const int *p = pos + q * h;
            n = 0;
            cols[++n] = col_c(&k, j, 0), vals[n] = 1;
            for (int b = 0; b < h; b++)
                cols[++n] = col_c(&k, j, 1 + p[b]), vals[n] = 1;
            add_row(lp, GLP_FX, 0, 0, n, cols, vals);
        }
        /* symmetry: w_j >= w_j+1 */
        if (j + 1 < rmax) {
            cols[1] = col_w(j), vals[1] = 1;
            cols[2] = col_w(j + 1), vals[2] = -1;
            add_row(lp, GLP_LO, 0, 0, 2, cols, vals);
        }
    }

    glp_iocp parm;
    glp_init_iocp(&parm);
    parm.presolve = GLP_ON;
    parm.msg_lev = talk ? GLP_MSG_ON : GLP_MSG_OFF;
    if (time_limit > 0)
        parm.tm_lim = (int)(time_limit * 1000);
    int rc = glp_intopt(lp, &parm);
    int st = glp_mip_status(lp);
    glp_term_hook(NULL, NULL);
    glp_error_hook(NULL, NULL);
    line_sink_flush(&talk_to.sink);
    int ret = 0;
    if (rc != 0 && rc != GLP_ETMLIM) {
        snprintf(err, errsz,
                 "the constraint-creation MILP has no solution with %d equalities and "
                 "coefficients in [-%g, %g]",
                 rmax, L, L);
        ret = -1;
    } else if (st != GLP_OPT && st != GLP_FEAS) {
        snprintf(err, errsz,
                 "the constraint-creation MILP found no equalities within %g s "
                 "(coefficients in [-%g, %g])",
                 time_limit, L, L);
        ret = -1;
    } else {
        int neq = 0;
        for (int j = 0; j < rmax; j++)
            neq += glp_mip_col_val(lp, col_w(j)) > 0.5;
        eqs_alloc(e, h, w, neq);
        for (int j = 0, e_j = 0; j < rmax; j++) {
            if (glp_mip_col_val(lp, col_w(j)) < 0.5)
                continue;
            for (int i = 0; i <= npos; i++) {
                double c = glp_mip_col_val(lp, col_c(&k, j, i));
                /* integral kinds come back as near-integers; continuous
                 * ones are kept to 1e-9 so the LP file shows them cleanly */
                c = whole ? floor(c + 0.5) : floor(c * 1e9 + 0.5) / 1e9;
                e->coef[e_j][i] = c == 0 ? 0 : c;
            }
            e_j++;
        }
        e->feasible = nv;
        e->infeasible = nf;
        e->optimal = st == GLP_OPT;
        e->seconds = now_sec() - t0;
        if (ilp_eqs_check(e) != 0) {
            snprintf(err, errsz,
                     "internal error: the MILP's equalities do not separate the patterns");
            ilp_eqs_free(e);
            ret = -1;
        }
    }
    glp_delete_prob(lp);
    if (env == 0)
        glp_free_env();
    free(pos);
    free(fq);
    free(feas);
    return ret;
}

/* THE QUOTIENT. Cells in one row of one box are interchangeable: swapping
 * two of them maps V to V and F to F. So the model is first solved with
 * w = 1 -- one position per (box, row in box): h^h patterns, h! feasible
 * (27, 6 and 21 for 9x9) -- and each coefficient is then given to the w
 * cells of its box row. An equality with such coefficients takes the same
 * value on a full pattern as on its quotient, so the expanded equalities
 * separate the full V and F exactly when the quotient ones separate theirs
 * (and ilp_eqs_check confirms it on all (h*w)^h patterns). What the
 * quotient cannot find are equalities whose coefficients differ inside a
 * box row; `full` solves the paper's model over every pattern instead
 * (729 for 9x9; GLPK needs minutes for it where the quotient takes a
 * fraction of a second). */
int ilp_eqs_milp(int h, int w, double L, int rmax, int full, puz_progress_fn talk,
                 void *talk_ctx, double time_limit, IlpEqs *e, char *err, size_t errsz)
{
    if (full || w == 1)
        return milp_solve(h, w, L, rmax, talk, talk_ctx, time_limit, e, err, errsz);
    long t = npatterns(h, w), tq = npatterns(h, 1);
    if (tq < 0 || tq > ILP_MILP_MAX_PATTERNS) {
        snprintf(err, errsz,
                 "a band of %dx%d boxes has too many occurrence patterns for the MILP "
                 "(%d^%d > %d even by box rows); use the closed or difference form",
                 h, w, h, h, ILP_MILP_MAX_PATTERNS);
        return -1;
    }
    IlpEqs q;
    if (milp_solve(h, 1, L, rmax, talk, talk_ctx, time_limit, &q, err, errsz) != 0)
        return -1;
    eqs_alloc(e, h, w, q.neq);
    for (int j = 0; j < q.neq; j++) {
        e->coef[j][0] = q.coef[j][0];
        for (int b = 0; b < h; b++)
            for (int row = 0; row < h; row++)
                for (int col = 0; col < w; col++)
                    e->coef[j][1 + b * h * w + row * w + col] = q.coef[j][1 + b * h + row];
    }
    e->optimal = q.optimal;
    e->seconds = q.seconds;
    ilp_eqs_free(&q);
    /* the full pattern sets, as the paper counts them */
    int pos[8];
    for (long p = 0; p < t && t <= ILP_CHECK_MAX_PATTERNS; p++) {
        if (pattern(h, w, p, pos))
            e->feasible++;
        else
            e->infeasible++;
    }
    if (ilp_eqs_check(e) != 0) {
        snprintf(err, errsz, "internal error: the expanded equalities do not separate the "
                             "patterns");
        ilp_eqs_free(e);
        return -1;
    }
    return 0;
}

/* The process-wide cache: one entry per (h, w, L), filled on first use. */
typedef struct {
    int h, w;
    double L;
    IlpEqs e;
    int failed;
    char err[200];
} EqsCache;
static EqsCache cache[16];
static int ncache;
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

/* The MILP's own time limit, in seconds. */
#define EQS_MILP_SECONDS 60

const IlpEqs *ilp_eqs_get(int h, int w, double L, double deadline, char *err, size_t errsz)
{
    /* GLPK solves the MILP by box rows in well under a second up to 3x3
     * boxes; for 4x4 (256 quotient patterns) it finds nothing within a
     * minute even where the difference form shows equalities exist. */
    int diff = L > 0 && h > ILP_MILP_AUTO_MAX_H;
    if (diff)
        L = -1; /* the cache key of the difference form */
    const IlpEqs *found = NULL;
    pthread_mutex_lock(&cache_lock);
    for (int i = 0; i < ncache && !found; i++) {
        if (cache[i].h == h && cache[i].w == w && cache[i].L == L) {
            if (cache[i].failed)
                snprintf(err, errsz, "%s", cache[i].err);
            else
                found = &cache[i].e;
            goto out;
        }
    }
    if (ncache == (int)(sizeof cache / sizeof cache[0])) {
        snprintf(err, errsz, "too many distinct reduced-formulation shapes in one run");
        goto out;
    }
    EqsCache *c = &cache[ncache++];
    c->h = h, c->w = w, c->L = L;
    if (L == 0) {
        ilp_eqs_closed(h, w, &c->e);
    } else if (diff) {
        ilp_eqs_diff(h, w, &c->e);
    } else {
        /* At most h-1 equalities (fewer than the rows they replace); if
         * none exist within the bound, h of them. Within the caller's
         * deadline when it comes first: a MILP it cuts short is not kept
         * as failed (a later call may have the time). */
        double secs = EQS_MILP_SECONDS, left = deadline > 0 ? deadline - now_sec() : secs;
        int cut = left < secs;
        if (cut)
            secs = left > 1e-3 ? left : 1e-3;
        int rc = ilp_eqs_milp(h, w, L, h > 1 ? h - 1 : 1, 0, NULL, NULL, secs, &c->e, c->err,
                              sizeof c->err);
        if (rc != 0 && h > 1 && !(cut && now_sec() >= deadline))
            rc = ilp_eqs_milp(h, w, L, h, 0, NULL, NULL, cut ? deadline - now_sec() : secs,
                              &c->e, c->err, sizeof c->err);
        if (rc != 0 && cut && now_sec() >= deadline) {
            snprintf(err, errsz, "%s", c->err);
            ncache--; /* forgotten: not a failure of the shape */
            goto out;
        }
        if (rc != 0) {
            c->failed = 1;
            snprintf(err, errsz, "%s", c->err);
            goto out;
        }
    }
    found = &c->e;
out:
    pthread_mutex_unlock(&cache_lock);
    return found;
}
