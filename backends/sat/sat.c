/* sat.c -- backend_sat: the Model as CNF (encode.c) solved by PicoSAT
 * through its C API, counted by blocking clauses, tried by propagation
 * alone (up.c), written as DIMACS and read back (dimacs.c), and written as
 * weighted MaxSAT with the givens soft (wcnf.c).
 *
 * LIMITS. The time limit (for the whole call), the cancel flag and the
 * memory limit are looked at while the clauses are built (every 4096
 * clauses, cnf.c: the bytes of the clause sink plus PicoSAT's own, which
 * it allocates through picomem.c, picosat_minit), by PicoSAT
 * itself (its interrupt: the deadline, the cancel, its memory), between
 * solutions while counting, and every 256 probes of --propagate-only
 * (whose clause index is refused beforehand when it would not fit). A
 * build cut short says "time limit reached while building the model (N
 * clauses so far)"; a count cut short keeps the solutions found and says
 * so (incomplete). PicoSAT's own output (--verbose) goes line by line to
 * the progress callback. */
#define _GNU_SOURCE /* fopencookie: PicoSAT writes to a FILE* */
#include "../backend.h"

#include "dimacs.h"
#include "encode.h"
#include "picomem.h"
#include "known.h"
#include "up.h"
#include "wcnf.h"
#include "util.h"
#include "verify.h"

#include <picosat/picosat.h>
#include <stdlib.h>
#include <string.h>

/* One x variable per cell is true in every model (encode.c); the grid is
 * read from those, a cell the givens decided from the model. Returns -1
 * when a cell has none (cannot happen with a correct encoding). */
static int read_grid(const Model *m, const SatCnf *f, int *grid)
{
    for (int cell = 0; cell < m->ncells; cell++) {
        grid[cell] = f->known ? m->given[cell] : 0;
        for (int k = 0; k < m->nvals && !grid[cell]; k++) {
            int p = sat_cnf_solver_lit(f, cell * m->nvals + k + 1);
            if (p && picosat_deref(f->ps, p) > 0)
                grid[cell] = m->vmin + k;
        }
        if (!grid[cell])
            return -1;
    }
    return 0;
}

static void describe(const Model *m, const SatConfig *cfg, const int8_t *known, int fallbacks,
                     char *note, size_t n)
{
    char amo[80];
    int len = snprintf(note, n, "%s, amo %s", sat_encoding_name(cfg->enc),
                       sat_amo_words(cfg, m, amo, sizeof amo));
    if (model_count(m, CON_SUM) && len > 0 && (size_t)len < n)
        len += snprintf(note + len, n - (size_t)len, ", cages %s", sat_cage_name(cfg->cage));
    if (fallbacks && len > 0 && (size_t)len < n)
        len += snprintf(note + len, n - (size_t)len, " (%d by totalizer: too many sets)",
                        fallbacks);
    if (known && len > 0 && (size_t)len < n)
        snprintf(note + len, n - (size_t)len, "; givens leave %d of %d x variables open",
                 sat_known_open(m, known), m->ncells * m->nvals);
}

/* --propagate-only: unit propagation on the clauses, then failed-literal
 * probing (up.c). SOLVED when every cell is decided (the grid verified),
 * UNSAT when propagation meets a conflict, UNKNOWN otherwise; the note
 * says how far each step got. */
static int decided(const Model *m, const SatUp *u, int *grid)
{
    int n = 0;
    for (int cell = 0; cell < m->ncells; cell++) {
        grid[cell] = 0;
        for (int k = 0; k < m->nvals && !grid[cell]; k++)
            if (sat_up_value(u, cell * m->nvals + k + 1) > 0)
                grid[cell] = m->vmin + k;
        n += grid[cell] != 0;
    }
    return n;
}

/* What stops a run: the cancel flag, the deadline (0 = none), PicoSAT's
 * memory past the budget; why: the STOP_* that did. */
typedef struct {
    const SolveOpts *o;
    double deadline;
    const PicoMem *mem;
    int why;
} Stop;

static int must_stop(void *ctx)
{
    Stop *s = ctx;
    if (s->mem && s->mem->over)
        s->why = STOP_MEMORY;
    else if (opts_stop(s->o, s->deadline))
        s->why = opts_stop_reason(s->o);
    return s->why != 0;
}

/* THE DEADLINE IN THE SEARCH. PicoSAT asks its interrupt (must_stop) once
 * every 1024 decisions; on a big grid a decision propagates for
 * milliseconds, so a run went seconds between two looks at the clock and
 * overran its limit (docs/benchmarks.md#sat-slices-of-decisions-under-a-deadline).
 * Under a deadline, picosat_sat is therefore given a decision limit:
 * a first slice of SLICE_FIRST decisions measures the time a decision
 * takes, and each next slice gets about half the time left (at least one
 * decision; no limit once that is over SLICE_FREE decisions, where the
 * interrupt looks often enough). A new slice starts again from level 0,
 * with the learnt clauses and saved phases kept: a few restarts more, and
 * none on the grids where a decision takes microseconds. */
#define SLICE_FIRST 4
#define SLICE_FREE (1 << 20)

static int sat_sliced(PicoSAT *ps, Stop *stop)
{
    if (stop->deadline <= 0)
        return picosat_sat(ps, -1);
    int limit = SLICE_FIRST;
    for (;;) {
        unsigned long long d0 = picosat_decisions(ps);
        double t0 = now_sec();
        int res = picosat_sat(ps, limit);
        if (res != PICOSAT_UNKNOWN || stop->why || must_stop(stop))
            return res;
        unsigned long long made = picosat_decisions(ps) - d0;
        double now = now_sec(), per = (now - t0) / (double)(made ? made : 1);
        double n = (stop->deadline - now) / 2 / (per > 1e-9 ? per : 1e-9);
        limit = n >= SLICE_FREE ? -1 : n < 1 ? 1 : (int)n;
    }
}

/* The note's tail for a run that stopped early (after the build). */
static void stopped_note(const Stop *s, char *note, size_t n)
{
    size_t len = strlen(note);
    const char *sep = len ? "; " : "";
    if (s->why == STOP_CANCEL || s->why == STOP_MEMORY) {
        char why[64];
        stop_words(s->why, s->o->budget, why, sizeof why);
        snprintf(note + len, n - len, "%s%s", sep, why);
    } else {
        snprintf(note + len, n - len, "%stime limit %.3g s reached", sep, s->o->time_limit);
    }
}

static SolveStatus propagate_only(const Model *m, const SatConfig *cfg, const SolveOpts *o,
                                  SolveResult *r, double t0)
{
    Stop stop = {o, opts_deadline(o, t0), NULL, 0};
    BuildGuard guard;
    build_guard_init(&guard, o, stop.deadline, "clauses");
    int8_t *known = cfg->eliminate ? sat_known(m) : NULL;
    SatCnf f;
    sat_cnf_init(&f, SAT_SINK_STORE, m->ncells * m->nvals, known);
    f.guard = &guard;
    sat_encode(m, cfg, &f);
    sat_cnf_size(&f, r->size);
    if (!f.stopped) { /* the clause index, refused when it would not fit */
        guard.bytes = sat_cnf_bytes(&f) + sat_up_bytes(&f);
        build_check(&guard);
    }
    SatUp *u = guard.stop ? NULL : sat_up_new(&f);
    double t1 = now_sec();
    r->build_sec = t1 - t0;
    if (!u) {
        sat_cnf_free(&f);
        free(known);
        build_guard_end(&guard);
        return build_stopped(&guard, r);
    }
    int *grid = xmalloc((size_t)m->ncells * sizeof(int));
    int ok = sat_up_propagate(u), up = ok ? decided(m, u, grid) : 0, fl = up;
    const char *stage = "unit propagation";
    long probes = 0;
    if (ok && up < m->ncells) {
        stage = "failed literals";
        ok = sat_up_probe(u, m->ncells * m->nvals, &probes, must_stop, &stop);
        fl = ok > 0 ? decided(m, u, grid) : 0;
    }
    sat_up_free(u);
    sat_cnf_free(&f);
    free(known);
    build_guard_end(&guard);
    r->solve_sec = now_sec() - t1;
    r->effort = 0; /* no decisions: the probes are in the note */
    if (ok < 0) {
        snprintf(r->note, sizeof r->note, "unit propagation: %s (%d of %d cells); failed "
                 "literals: stopped after %ld probes", up == m->ncells ? "solved" : "not solved",
                 up, m->ncells, probes);
        stopped_note(&stop, r->note, sizeof r->note);
        free(grid);
        r->incomplete = 1;
        r->stop = stop.why;
        return r->status = PUZ_UNKNOWN;
    }
    if (!ok) {
        snprintf(r->note, sizeof r->note, "propagation: conflict, no solution (%s)", stage);
        free(grid);
        return r->status = PUZ_UNSAT;
    }
    snprintf(r->note, sizeof r->note,
             "unit propagation: %s (%d of %d cells); failed literals: %s (%d), %ld probes",
             up == m->ncells ? "solved" : "not solved", up, m->ncells,
             fl == m->ncells ? "solved" : "not solved", fl, probes);
    if (fl < m->ncells) {
        free(grid);
        return r->status = PUZ_UNKNOWN;
    }
    char why[160];
    if (!verify_grid(m, grid, why, sizeof why)) {
        r->internal = 1;
        snprintf(r->err, sizeof r->err, "sat: internal error: propagation gave a wrong grid: %s",
                 why);
        free(grid);
        return r->status = PUZ_ERROR;
    }
    r->solutions = 1;
    r->first = grid;
    if (o->on_solution)
        o->on_solution(m, grid, o->ctx);
    return r->status = PUZ_SOLVED;
}

/* PicoSAT's output (--verbose) as a FILE* whose lines go to the progress
 * callback. */
static ssize_t sink_write(void *cookie, const char *buf, size_t n)
{
    line_sink_put(cookie, buf, n);
    return (ssize_t)n;
}

static int sink_close(void *cookie)
{
    line_sink_flush(cookie);
    return 0;
}

static FILE *sink_file(LineSink *s)
{
    cookie_io_functions_t io = {NULL, sink_write, NULL, sink_close};
    FILE *f = fopencookie(s, "w", io);
    if (f)
        setvbuf(f, NULL, _IOLBF, 0); /* each line as PicoSAT finishes it */
    return f;
}

/* The instance goes with its memory (picomem.c): picosat_reset, which
 * visits every clause, only when PicoSAT talks (--verbose: its last
 * lines). */
static void drop(PicoSAT *ps, PicoMem *mem, FILE *out)
{
    if (out)
        picosat_reset(ps);
    pico_mem_free(mem);
}

/* SOLVING AND COUNTING. The clauses go straight from the encoder into
 * PicoSAT, their variables renumbered densely in order of first use
 * (cnf.c): variables the givens eliminated would otherwise each cost PicoSAT
 * a decision (without elimination the numbers stay those of the DIMACS file).
 * After each model, the grid read from it is blocked by one clause
 * over x variables only,  (-x[c1,g1] | -x[c2,g2] | ... )  for the open
 * cells, so auxiliary variables (AMO, selectors, totals) never make one
 * grid count twice. Every grid found goes to o->on_solution. */
static SolveStatus sat_solve(const Model *m, const SolveOpts *o, SolveResult *r)
{
    double t0 = now_sec();
    const SatOpts *so = o->own;
    SatConfig cfg;
    if (sat_config(so, &cfg, r->err, sizeof r->err) != 0)
        return r->status = PUZ_ERROR;
    if (so->propagate_only)
        return propagate_only(m, &cfg, o, r, t0);
    int8_t *known = cfg.eliminate ? sat_known(m) : NULL;
    PicoMem mem;
    pico_mem_init(&mem, o->budget);
    PicoSAT *ps = picosat_minit(&mem, pico_mem_new, pico_mem_resize, pico_mem_delete);
    Stop stop = {o, opts_deadline(o, t0), &mem, 0};
    LineSink talk = {o->progress, o->progress_ctx, 0, ""};
    FILE *out = so->verbose && o->progress ? sink_file(&talk) : NULL;
    if (out) {
        picosat_set_output(ps, out);
        picosat_set_verbosity(ps, 1);
    }
    /* PicoSAT's failed-literal probing off (its "plain" mode): its first
     * call probes before any decision and before it asks the interrupt, so
     * a big grid overran its limit with nothing able to stop it; and off,
     * every set measured but one empty grid solved faster
     * (docs/benchmarks.md#sat-picosats-probing-off). */
    picosat_set_plain(ps, 1);
    if (stop.deadline || o->cancel || budget_room(o->budget) != SIZE_MAX)
        picosat_set_interrupt(ps, &stop, must_stop);
    BuildGuard guard;
    build_guard_init(&guard, o, stop.deadline, "clauses");
    guard.over = &mem.over;
    SatCnf f;
    sat_cnf_init(&f, SAT_SINK_PICOSAT, m->ncells * m->nvals, known);
    f.ps = ps;
    f.guard = &guard;
    int fallbacks = sat_encode(m, &cfg, &f);
    sat_cnf_size(&f, r->size);
    double t1 = now_sec();
    r->build_sec = t1 - t0;
    if (f.stopped) {
        drop(ps, &mem, out);
        if (out)
            fclose(out);
        sat_cnf_free(&f);
        free(known);
        build_guard_end(&guard);
        return build_stopped(&guard, r);
    }
    describe(m, &cfg, known, fallbacks, r->note, sizeof r->note);
    long limit = o->limit > 0 ? o->limit : 1;
    int *grid = xmalloc((size_t)m->ncells * sizeof(int));
    int res = PICOSAT_UNKNOWN, cut = 0; /* cut: a limit or cancel ended it */
    /* PicoSAT's first call collects every clause (its garbage collection)
     * before its first decision and asks no interrupt meanwhile, a time
     * that grows with the build's
     * (docs/benchmarks.md#sat-no-start-that-would-pass-the-deadline). A run
     * whose build left less than half its own time before the deadline
     * stops here, before a start that would pass it. */
    if (stop.deadline > 0 && t1 + r->build_sec / 2 > stop.deadline) {
        stop.why = STOP_TIME;
        cut = 1;
    }
    while (!cut && r->solutions < limit) {
        if (must_stop(&stop)) {
            cut = 1;
            break;
        }
        if ((res = sat_sliced(ps, &stop)) != PICOSAT_SATISFIABLE) {
            cut = res == PICOSAT_UNKNOWN; /* interrupted */
            break;
        }
        if (read_grid(m, &f, grid) != 0) {
            r->internal = 1;
            snprintf(r->err, sizeof r->err, "sat: internal error: a model left a cell empty");
            r->status = PUZ_ERROR;
            break;
        }
        if (r->solutions++ == 0) {
            r->first = xmalloc((size_t)m->ncells * sizeof(int));
            memcpy(r->first, grid, (size_t)m->ncells * sizeof(int));
        }
        if (o->on_solution && o->on_solution(m, grid, o->ctx))
            break;
        int open = 0;
        for (int cell = 0; cell < m->ncells; cell++) {
            int p = sat_cnf_solver_lit(&f, cell * m->nvals + (grid[cell] - m->vmin) + 1);
            if (p) {
                picosat_add(ps, -p);
                open++;
            }
        }
        picosat_add(ps, 0);
        if (!open) /* every cell given: nothing else to find */
            break;
    }
    r->effort = (long)picosat_decisions(ps);
    drop(ps, &mem, out);
    if (out)
        fclose(out);
    sat_cnf_free(&f);
    build_guard_end(&guard);
    free(grid);
    free(known);
    r->solve_sec = now_sec() - t1;
    if (r->status == PUZ_ERROR)
        return PUZ_ERROR;
    if (cut && r->solutions < limit) {
        stopped_note(&stop, r->note, sizeof r->note);
        r->incomplete = 1;
        r->stop = stop.why ? stop.why : opts_stop_reason(o);
        return r->status = r->solutions ? PUZ_SOLVED : PUZ_UNKNOWN;
    }
    return r->status = r->solutions ? PUZ_SOLVED : PUZ_UNSAT;
}

static int sat_size(const Model *m, const SolveOpts *o, long size[3], char *note,
                    size_t notesz)
{
    SatConfig cfg;
    char err[200];
    if (sat_config(o->own, &cfg, err, sizeof err) != 0)
        return -1;
    BuildGuard guard;
    build_guard_init(&guard, o, opts_deadline_now(o), "clauses");
    int8_t *known = cfg.eliminate ? sat_known(m) : NULL;
    SatCnf f;
    sat_cnf_init(&f, SAT_SINK_COUNT, m->ncells * m->nvals, known);
    f.guard = &guard;
    sat_encode(m, &cfg, &f);
    sat_cnf_size(&f, size);
    sat_cnf_free(&f);
    free(known);
    build_guard_end(&guard);
    return f.stopped ? size_stopped(&guard, note, notesz) : 0;
}

static int sat_emit(const Model *m, const char *format, const SolveOpts *o, FILE *out,
                    char *err, size_t errsz)
{
    SatConfig cfg;
    int wcnf = !strcmp(format, "wcnf");
    if (!wcnf && strcmp(format, "cnf") != 0) {
        snprintf(err, errsz, "sat: cannot write format '%s' (have: cnf, wcnf)", format);
        return -1;
    }
    if (sat_config(o->own, &cfg, err, errsz) != 0)
        return -1;
    return wcnf ? sat_wcnf_write(m, &cfg, out, err, errsz)
                : sat_dimacs_write(m, &cfg, out, err, errsz);
}

static const char *const sat_encodings[] = {"extended", "efficient", "minimal", NULL};

#define SAT_OPTIONS(X)                                                                             \
    X("encoding", PUZ_OPT_CHOICE, sat_encodings,                                                   \
      "Lynce & Ouaknine's extended, efficient or minimal encoding",                                \
      PUZ_ROWS_EACH, NULL, 0, encoding, SET_CHOICE, 0, 0, NULL)                                 \
    X("amo", PUZ_OPT_CHOICE, sat_amo_names,                                                        \
      "at-most-one encoding",                                                                      \
      PUZ_ROWS_EACH, NULL, 0, amo, SET_CHOICE, 0, 0, NULL)                                         \
    X("cage", PUZ_OPT_CHOICE, sat_cage_names,                                                      \
      "Killer cage sums: digit sets, totalizer or counter",                                        \
      PUZ_ROWS_SUMS, NULL, 0, cage, SET_CHOICE, 0, 0, NULL)                                        \
    X("no-reduce", PUZ_OPT_FLAG, NULL,                                                             \
      "keep the givens (no Kwon & Jain given elimination)",                                          \
      PUZ_ROWS_NONE, NULL, 0, keep_givens, SET_FLAG, 0, 0, NULL)                                     \
    X("propagate-only", PUZ_OPT_FLAG, NULL,                                                        \
      "unit propagation and failed-literal probing only",                                          \
      PUZ_ROWS_NONE, NULL, 0, propagate_only, SET_FLAG, 0, 0, NULL)                                \
    X("verbose", PUZ_OPT_FLAG, NULL,                                                               \
      "show PicoSAT's own output",                                                                 \
      PUZ_ROWS_NONE, NULL, 0, verbose, SET_FLAG, 0, 0, NULL)
#define SETTINGS_OWNER SatOpts
BACKEND_OPTION_TABLES(SAT_OPTIONS, sat_options, sat_places)
#undef SETTINGS_OWNER
static const SatOpts sat_defaults = {0};
static const char *const sat_formats[] = {"cnf", "wcnf", NULL};

const Backend backend_sat = {
    .name = "sat",
    .description = "CNF solved by PicoSAT (libpicosat); DIMACS for any SAT solver, WCNF for MaxSAT",
    .caps = CAP_SOLVE | CAP_COUNT | CAP_EMIT | CAP_DECODE,
    .formats = sat_formats,
    .size_names = {"vars", "clauses", "literals"},
    .effort_name = "decisions",
    .kinds = CON_ALL_KINDS,
    .solve = sat_solve,
    .emit = sat_emit,
    .size = sat_size,
    .decode = sat_dimacs_decode,
    .options = sat_options,
    .places = sat_places,
    .opts_size = sizeof sat_defaults,
    .opts_default = &sat_defaults,
};
