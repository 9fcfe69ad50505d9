/* glpk_run.c -- the program solved by GLPK through its C API: loaded into a
 * glp_prob (rows GLP_FX or GLP_UP, binary columns, kept givens as fixed
 * bounds), solved by glp_intopt, and counted with no-good cuts.
 *
 * COUNTING: after a solution x*, the cut
 *     sum_{j : x*_j = 1} x_j <= |{j : x*_j = 1}| - 1
 * removes exactly that 0-1 point (every column is a cell's value, so two
 * solutions differ in some column that is 1 in the first) and the
 * optimiser runs again, until the limit or infeasibility. For maxsum a
 * solution is an optimum that fills every cell; an optimum that does not
 * proves no (further) complete grid exists.
 *
 * LIMITS. The deadline is the whole call's (the caller's clock started
 * before the program was built). Loading the program into GLPK looks at
 * the deadline, the cancel flag and the budget (the guard charges it the
 * program's bytes plus GLPK's own, glp_mem_usage) every 4096 rows and
 * columns; GLPK's allocations are capped at what the budget had left when
 * the run began (glp_mem_limit: an allocation past it ends the run as
 * "memory limit reached"), and its usage is charged again at every
 * branch-and-cut callback (so that other threads of the budget see it),
 * which ends the search when the budget refuses it. Between solutions the
 * deadline and the cancel flag are looked at; each glp_intopt gets the
 * time left as tm_lim; inside it, the branch-and-cut callback ends the
 * search (glp_ios_terminate) once the deadline has passed or the run is
 * cancelled.
 *
 * THE ROOT LP. GLPK's MIP presolver, its scaling, its initial basis and its
 * first LP relaxation take no callback, and tm_lim counts from the start of
 * each phase: on a big grid they ran well past a 1 s limit, and a cancel
 * waited for all of it (docs/benchmarks.md#ilp-the-root-lp-on-big-programs).
 * So a program of at least ILP_ROOT_LP_NNZ nonzeros and no column fixed by
 * its bounds has the presolver off and its root LP solved here: scaling
 * only when a coefficient is not +-1 (GLPK's own test costs a noticeable
 * time on a big program just to find it well scaled), the advanced basis,
 * then glp_simplex (primal at first, dual after a no-good cut) with tm_lim the time left, in slices with the cancel flag looked at
 * between them when the run has one; then glp_intopt without presolve.
 * Smaller programs (every 9x9, 16x16 and 25x25 grid with some givens:
 * presolve takes milliseconds there) keep GLPK's presolver, which halves
 * their rows and which the size note reports; so do programs with givens
 * as bounds (--no-eliminate), whose fixed columns the presolver removes:
 * a 25x25 solved in a fraction of a second with it did not finish its
 * root LP without it.
 *
 * THE SAME PATH ON ANY CLOCK. The choice above depends on the program
 * alone, never on whether the run has a limit, and a slice ends after a
 * number of simplex iterations fixed by the program's size
 * (slice_iterations), not after a time: each slice restarts glp_simplex,
 * whose pricing starts afresh, so slices cut by the clock made the search
 * depend on the machine's load. A restart costs a factorisation and the
 * pricing weights, so a run without a cancel flag solves the root LP in
 * one call (the path GLPK's presolver took where it removes nothing, as
 * on the 25x25 with a fixed first row). GLPK decides nothing else by the
 * clock (its only timed parts are tm_lim, which only stops, and the
 * proximity search of --heuristics, 10 s a call), so a run is the same,
 * for the same program and options, until a limit stops it.
 *
 * GLPK's terminal output goes through a hook: never printed; passed a line
 * at a time to the caller's callback with --verbose, and read either way
 * for the size GLPK's presolver leaves ("Preprocessing..." then "R rows, C
 * columns, N non-zeros"), which the benchmark reports, and for an
 * allocation past glp_mem_limit. */
#include "ilp.h"

#include "backend.h"
#include "util.h"

#include <glpk.h>
#include <limits.h>
#include <math.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Programs with this many nonzeros or more get the root LP solved here
 * (see THE ROOT LP); and a slice between two looks at the cancel flag is
 * ILP_SLICE_K / sqrt(nonzeros) simplex iterations: an iteration's time
 * grows about as the square root of the nonzeros, so a slice is about
 * 0.1 s on the sizes measured (docs/benchmarks.md#ilp-simplex-slices). */
#ifndef ILP_ROOT_LP_NNZ /* (-DILP_ROOT_LP_NNZ=0: every program, for tests) */
#define ILP_ROOT_LP_NNZ 50000
#endif
#define ILP_SLICE_K 33000.0

typedef struct {
    LineSink talk;          /* --verbose: GLPK's lines to the caller */
    int after_pre;          /* the last line was "Preprocessing..." */
    int rows, cols, nnz;    /* first presolved size seen, -1 = none */
    int mem_out;            /* GLPK said an allocation passed glp_mem_limit */
    int oom;                /* GLPK said it has no memory left */
    char line[256];
    size_t len;
} HookState;

static int term_hook(void *info, const char *s)
{
    HookState *h = info;
    if (strstr(s, "no memory available")) /* glp_alloc's, before its error */
        h->oom = 1;
    if (h->talk.fn)
        line_sink_put(&h->talk, s, strlen(s));
    for (; *s; s++) {
        if (*s != '\n') {
            if (h->len + 1 < sizeof h->line)
                h->line[h->len++] = *s;
            continue;
        }
        h->line[h->len] = 0;
        h->len = 0;
        int r, c, n;
        if (strstr(h->line, "memory allocation limit exceeded")) {
            h->mem_out = 1;
        } else if (strstr(h->line, "Preprocessing...")) {
            h->after_pre = 1;
        } else if (h->after_pre) {
            if (h->rows < 0 && sscanf(h->line, "%d row%*[s,] %d column%*[s,] %d non-zero", &r, &c,
                                      &n) == 3) {
                h->rows = r, h->cols = c, h->nnz = n;
            }
            h->after_pre = 0;
        }
    }
    return 1; /* the library never prints */
}

static int must_stop(const IlpRunOpts *o)
{
    return must_end(o->deadline, o->cancel);
}

/* GLPK's memory now. */
static size_t glpk_bytes(void)
{
    int count, cpeak;
    size_t total, tpeak;
    glp_mem_usage(&count, &cpeak, &total, &tpeak);
    return total;
}

/* The program's bytes and GLPK's charged again to the guard's budget (in
 * CHARGE_STEP steps): 1 when the budget refuses them. */
static int mem_refused(const IlpRunOpts *o, size_t prog_bytes)
{
    BuildGuard *g = o->guard;
    return g && charge_step(&g->charge, g->budget, prog_bytes + glpk_bytes()) != 0;
}

/* The branch-and-cut callback: counts nodes, and ends the search at the
 * deadline, on cancel, or when the budget refuses GLPK's memory (stop
 * then STOP_MEMORY). */
typedef struct {
    const IlpRunOpts *o;
    size_t prog_bytes;
    long nodes;
    int stopped, stop;
} Tree;

static void on_tree(glp_tree *tree, void *info)
{
    Tree *t = info;
    int a, n, total;
    if (glp_ios_reason(tree) == GLP_ISELECT) {
        glp_ios_tree_size(tree, &a, &n, &total);
        if (total > t->nodes)
            t->nodes = total;
    }
    if (t->stopped)
        return;
    if (mem_refused(t->o, t->prog_bytes))
        t->stop = STOP_MEMORY;
    else if (must_stop(t->o))
        t->stop = cancel_requested(t->o->cancel) ? STOP_CANCEL : STOP_TIME;
    if (t->stop) {
        t->stopped = 1;
        glp_ios_terminate(tree);
    }
}

/* Asks the guard (every 4096 rows or columns) with GLPK's memory added. */
static int load_check(BuildGuard *g, size_t prog_bytes, long rows)
{
    if (!g)
        return 0;
    g->count = rows;
    g->bytes = prog_bytes + glpk_bytes();
    return build_check(g);
}

/* The program as a glp_prob, or NULL (nothing left allocated) when the
 * guard stopped the load. */
static glp_prob *load(const IlpProgram *p, BuildGuard *g)
{
    size_t prog_bytes = ilp_program_bytes(p);
    glp_prob *lp = glp_create_prob();
    glp_set_prob_name(lp, "puzc");
    glp_set_obj_dir(lp, p->maximize ? GLP_MAX : GLP_MIN);
    char name[48];
    if (p->ncols)
        glp_add_cols(lp, p->ncols);
    for (int j = 0; j < p->ncols; j++) {
        ilp_col_name(p, j, name, sizeof name);
        glp_set_col_name(lp, j + 1, name);
        glp_set_col_kind(lp, j + 1, GLP_BV);
        if (ilp_col_bound(p, j))
            glp_set_col_bnds(lp, j + 1, GLP_FX, 1, 1);
        if (p->maximize && p->col_var[j] < p->nvars)
            glp_set_obj_coef(lp, j + 1, 1);
        if (!(j & 4095) && load_check(g, prog_bytes, 0)) {
            glp_delete_prob(lp);
            return NULL;
        }
    }
    if (p->nrows)
        glp_add_rows(lp, p->nrows);
    int cap = 16;
    int *ind = xmalloc((size_t)(cap + 1) * sizeof *ind);
    double *val = xmalloc((size_t)(cap + 1) * sizeof *val);
    for (int i = 0; i < p->nrows; i++) {
        const IlpRow *r = &p->rows[i];
        glp_set_row_name(lp, i + 1, r->name);
        glp_set_row_bnds(lp, i + 1, r->sense == ILP_EQ ? GLP_FX : GLP_UP, r->rhs, r->rhs);
        if (r->len > cap) {
            cap = r->len;
            ind = xrealloc(ind, (size_t)(cap + 1) * sizeof *ind);
            val = xrealloc(val, (size_t)(cap + 1) * sizeof *val);
        }
        for (int t = 0; t < r->len; t++) { /* GLPK's arrays are 1-based */
            ind[t + 1] = p->ind[r->start + t] + 1;
            val[t + 1] = p->val[r->start + t];
        }
        glp_set_mat_row(lp, i + 1, r->len, ind, val);
        if (!((i + 1) & 4095) && load_check(g, prog_bytes, i + 1)) {
            glp_delete_prob(lp);
            lp = NULL;
            break;
        }
    }
    free(ind);
    free(val);
    return lp;
}

/* Whether every coefficient is +-1 (nothing for scaling to do). */
static int unit_coefs(const IlpProgram *p)
{
    for (int t = 0; t < p->nnz; t++)
        if (p->val[t] != 1 && p->val[t] != -1)
            return 0;
    return 1;
}

/* Whether the root LP is solved here (see THE ROOT LP): a big program
 * with no column fixed by its bounds. */
static int own_root_lp(const IlpProgram *p)
{
    if (p->nnz < ILP_ROOT_LP_NNZ)
        return 0;
    for (int j = 0; j < p->ncols; j++)
        if (ilp_col_bound(p, j))
            return 0;
    return 1;
}

/* A slice of the root LP under a cancel flag, in simplex iterations (see
 * THE SAME PATH): a function of the program's size only. */
static int slice_iterations(const IlpProgram *p)
{
    double its = ILP_SLICE_K / sqrt(p->nnz > 1 ? p->nnz : 1);
    return its < 20 ? 20 : its > 5000 ? 5000 : (int)its;
}

/* The root LP relaxation, solved here (see THE ROOT LP): 0 optimal, 1
 * infeasible (so is the MIP), 2 stopped (deadline or cancel), 3 stopped
 * by the budget, -1 GLPK failed. `first`: the program is fresh (scale it,
 * make a basis); otherwise a no-good cut was added to an optimal basis
 * (dual simplex). */
static int root_lp(glp_prob *lp, const IlpProgram *p, const IlpRunOpts *o, int first)
{
    glp_smcp sm;
    glp_init_smcp(&sm);
    sm.msg_lev = o->talk ? GLP_MSG_ALL : GLP_MSG_ERR;
    sm.meth = first ? GLP_PRIMAL : GLP_DUALP;
    if (first) {
        if (!unit_coefs(p))
            glp_scale_prob(lp, GLP_SF_GM | GLP_SF_EQ | GLP_SF_2N | GLP_SF_SKIP);
        if (must_stop(o))
            return 2;
        glp_adv_basis(lp, 0);
    }
    if (o->cancel)
        sm.it_lim = slice_iterations(p);
    for (int retried = 0;;) {
        if (mem_refused(o, ilp_program_bytes(p)))
            return 3;
        if (must_stop(o))
            return 2;
        double ms = o->deadline > 0 ? (o->deadline - now_sec()) * 1000 + 1 : INT_MAX;
        sm.tm_lim = ms < 1 ? 1 : ms >= INT_MAX ? INT_MAX : (int)ms;
        int rc = glp_simplex(lp, &sm);
        if (rc == GLP_EITLIM || rc == GLP_ETMLIM)
            continue; /* a slice ended, or the time did: look at the limits */
        if (rc == GLP_EBADB || rc == GLP_ESING || rc == GLP_ECOND) {
            if (retried++)
                return -1;
            glp_std_basis(lp); /* a basis GLPK cannot factorise: start over */
            sm.meth = GLP_PRIMAL;
            continue;
        }
        if (rc != 0)
            return -1;
        int st = glp_get_status(lp);
        return st == GLP_OPT ? 0 : st == GLP_NOFEAS ? 1 : -1;
    }
}

/* The grid of the current MIP solution: givens, then the columns at 1. */
static int read_grid(const IlpProgram *p, glp_prob *lp, int *grid, int *ones, int *filled)
{
    const Model *m = p->m;
    for (int c = 0; c < m->ncells; c++) {
        grid[c] = 0;
        for (int k = 0; k < m->nvals; k++)
            if (p->fixed[c * m->nvals + k] == 1)
                grid[c] = m->vmin + k;
    }
    *filled = 0;
    int n = 0;
    for (int j = 0; j < p->ncols; j++)
        if (p->col_var[j] < p->nvars && glp_mip_col_val(lp, j + 1) > 0.5) {
            int var = p->col_var[j], c = var / m->nvals;
            if (grid[c])
                return -1; /* two values in one cell: not a grid */
            grid[c] = m->vmin + var % m->nvals;
            ones[++n] = j + 1; /* GLPK's 1-based index array */
        }
    for (int c = 0; c < m->ncells; c++)
        *filled += grid[c] != 0;
    return n;
}

/* GLPK reports internal failures (a singular basis it cannot recover
 * from, an assertion) by calling the error hook and then abort(). The hook
 * jumps back to ilp_run instead, which frees GLPK's environment (the only
 * documented way out) and reports the failure as an error. */
static void on_glpk_error(void *info)
{
    longjmp(*(jmp_buf *)info, 1);
}

void ilp_run(const IlpProgram *p, const IlpRunOpts *o, IlpRunResult *r)
{
    const Model *m = p->m;
    memset(r, 0, sizeof *r);
    r->pre_rows = r->pre_cols = r->pre_nnz = -1;
    long limit = o->limit > 0 ? o->limit : 1;
    int *grid = xmalloc((size_t)m->ncells * sizeof *grid);
    if (p->infeasible) {
        free(grid);
        return;
    }
    if (p->ncols == 0) { /* the givens decided every cell */
        int ones, filled;
        read_grid(p, NULL, grid, &ones, &filled);
        if (filled == m->ncells) {
            r->solutions = 1;
            if (o->on_solution)
                o->on_solution(o->ctx, grid);
        }
        free(grid);
        return;
    }
    int *ones = xmalloc((size_t)(p->ncols + 1) * sizeof *ones); /* 1-based */
    double *coef = xmalloc((size_t)(p->ncols + 1) * sizeof *coef);
    HookState hs = {.talk = {o->talk, o->talk_ctx, 0, ""}, .rows = -1, .cols = -1, .nnz = -1};
    jmp_buf jb;
    glp_prob *volatile lp = NULL;
    volatile int loading = 1;
    /* GLPK's environment made here, where running out of memory can be
     * told: made on its first use, it prints and aborts. It is per thread
     * (GLPK keeps it in thread-local storage), and freed below when this
     * call made it: a worker thread's would otherwise be lost when the
     * thread ends (10.6 KB a thread, LeakSanitizer said). */
    int env = glp_init_env();
    if (env == 2) {
        free(ones);
        free(coef);
        free(grid);
        out_of_memory(0);
    }
    if (setjmp(jb)) {
        glp_free_env(); /* frees lp and every other GLPK object */
        if (hs.oom && !hs.mem_out) { /* the machine's memory, not the limit */
            free(ones);
            free(coef);
            free(grid);
            out_of_memory(0);
        }
        if (hs.mem_out) { /* an allocation past glp_mem_limit */
            r->stopped = 1;
            r->stop = STOP_MEMORY;
            r->in_load = loading;
            if (loading && o->guard)
                o->guard->stop = STOP_MEMORY;
        } else {
            snprintf(r->err, sizeof r->err, "ilp: GLPK stopped on a numerical failure "
                                            "(try another formulation or --verbose)");
            r->failed = 1;
        }
        free(ones);
        free(coef);
        free(grid);
        return;
    }
    glp_error_hook(on_glpk_error, &jb);
    glp_term_hook(term_hook, &hs);
    size_t room = build_room(o->guard);
    if (room != SIZE_MAX) { /* GLPK's share of the budget: what is left */
        size_t mb = (room >> 20) + (glpk_bytes() >> 20);
        glp_mem_limit(mb < 1 ? 1 : mb > INT_MAX ? INT_MAX : (int)mb);
    }
    lp = load(p, o->guard);
    loading = 0;
    if (!lp) {
        r->stopped = 1;
        r->stop = o->guard->stop;
        r->in_load = 1;
    }
    /* the root LP here, in slices, for a big program (limits or not: the
     * same path either way) */
    int own_root = lp && own_root_lp(p);
    r->root_lp = own_root;
    while (lp && r->solutions < limit) {
        if (must_stop(o)) {
            r->stopped = 1;
            break;
        }
        if (own_root) {
            int lrc = root_lp(lp, p, o, r->solutions == 0);
            if (lrc >= 2) {
                r->stopped = 1;
                r->stop = lrc == 3 ? STOP_MEMORY : 0;
                break;
            }
            if (lrc == 1) /* the relaxation is infeasible: no (further) grid */
                break;
            if (lrc < 0) {
                snprintf(r->err, sizeof r->err, "ilp: glp_simplex failed on the root LP");
                r->failed = 1;
                break;
            }
        }
        glp_iocp parm;
        glp_init_iocp(&parm);
        parm.presolve = own_root ? GLP_OFF : GLP_ON;
        parm.msg_lev = GLP_MSG_ALL; /* the hook reads the presolved size */
        /* Branch on the first fractional column: several times faster than
         * GLPK's default (Driebeck-Tomlin) for both classic and closed
         * (docs/benchmarks.md#ilp-branching-on-the-first-fractional-column).
         * Columns come in cell order, so this branches like a solver that
         * fills the grid from the top left. */
        parm.br_tech = GLP_BR_FFV;
        /* --heuristics: what GLPK has for finding a first integer point
         * fast -- the feasibility pump, proximity search (10 s a call) --
         * and its cuts that bite on 0-1 rows (Gomory mixed-integer, MIR,
         * clique). Off by default: on 9x9 puzzles they cost more than the
         * search they save. */
        if (o->heuristics) {
            parm.fp_heur = GLP_ON;
            parm.ps_heur = GLP_ON;
            parm.ps_tm_lim = 10000;
            parm.gmi_cuts = GLP_ON;
            parm.mir_cuts = GLP_ON;
            parm.clq_cuts = GLP_ON;
        }
        parm.cb_func = on_tree;
        Tree tree = {o, ilp_program_bytes(p), 0, 0, 0};
        parm.cb_info = &tree;
        if (o->deadline > 0) { /* the time left, in 1..INT_MAX ms */
            double ms = (o->deadline - now_sec()) * 1000 + 1;
            parm.tm_lim = ms < 1 ? 1 : ms >= INT_MAX ? INT_MAX : (int)ms;
        }
        int rc = glp_intopt(lp, &parm);
        r->nodes += tree.nodes;
        if (r->solutions == 0 && !own_root) {
            r->pre_rows = hs.rows, r->pre_cols = hs.cols, r->pre_nnz = hs.nnz;
            if (hs.rows < 0) /* solved by the preprocessor itself */
                r->pre_rows = r->pre_cols = r->pre_nnz = 0;
        }
        int st = glp_mip_status(lp);
        if (rc == GLP_ETMLIM || rc == GLP_ESTOP) {
            r->stopped = 1;
            r->stop = tree.stop;
            break;
        }
        if (rc == GLP_ENOPFS || (rc == 0 && st == GLP_NOFEAS))
            break;
        if (rc != 0 || st != GLP_OPT) {
            snprintf(r->err, sizeof r->err, "ilp: glp_intopt failed (code %d, status %d)", rc,
                     st);
            r->failed = 1;
            break;
        }
        int filled, n = read_grid(p, lp, grid, ones, &filled);
        if (n < 0) {
            snprintf(r->err, sizeof r->err, "ilp: internal error: a solution puts two values "
                                            "in one cell");
            r->failed = 1;
            break;
        }
        if (filled < m->ncells) /* maxsum: the best fill is not complete */
            break;
        r->solutions++;
        if (o->on_solution && o->on_solution(o->ctx, grid))
            break;
        if (r->solutions >= limit)
            break;
        if (n == 0) /* nothing open: the only solution */
            break;
        for (int t = 1; t <= n; t++)
            coef[t] = 1;
        int row = glp_add_rows(lp, 1);
        glp_set_row_name(lp, row, "nogood");
        glp_set_row_bnds(lp, row, GLP_UP, 0, n - 1);
        glp_set_mat_row(lp, row, n, ones, coef);
    }
    if (r->stopped && !r->stop)
        r->stop = cancel_requested(o->cancel) ? STOP_CANCEL : STOP_TIME;
    if (room != SIZE_MAX)
        glp_mem_limit(INT_MAX);
    glp_term_hook(NULL, NULL);
    glp_error_hook(NULL, NULL);
    line_sink_flush(&hs.talk);
    if (lp)
        glp_delete_prob(lp);
    if (env == 0)
        glp_free_env();
    free(ones);
    free(coef);
    free(grid);
}
