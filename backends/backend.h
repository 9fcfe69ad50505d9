/* backend.h -- the one interface every backend implements, and the registry.
 * A backend lowers a Model (compiler/ir.h) to its own formulation, runs its
 * solver, and reports solutions as grids in the IR's cell numbering. Solver
 * handles (GLPK problem, PicoSAT instance, DLX matrix) live inside one call. */
#ifndef PUZC_BACKEND_H
#define PUZC_BACKEND_H

#include "budget.h"
#include "guard.h"
#include "ir.h"
#include "puzc.h"
#include "runlimits.h"
#include "settings.h"
#include "util.h"

#include <stdio.h>

/* What a backend can do (puzc.h's PUZ_CAN_*). */
enum {
    CAP_SOLVE = PUZ_CAN_SOLVE,
    CAP_COUNT = PUZ_CAN_COUNT,
    CAP_EMIT = PUZ_CAN_EMIT,
    CAP_DECODE = PUZ_CAN_DECODE,
    CAP_GENERATE = PUZ_CAN_GENERATE
};

/* Result of solve(): puzc.h's puz_status, with the engine's own names and
 * one value more: PUZ_ERROR, a run that could not be made (the message in
 * err; puzc.h's calls turn it into a puz_error). */
typedef puz_status SolveStatus;
#define PUZ_UNSAT PUZ_NO_SOLUTION
#define PUZ_UNKNOWN PUZ_STOPPED
#define PUZ_ERROR ((puz_status)3)

/* puzc.h's puz_result, as the engine fills it. */
struct puz_result {
    puz_status status;        /* PUZ_ERROR: could not run (err) */
    uint64_t solutions;       /* found, up to the limit */
    int complete;             /* solutions is the count up to the limit */
    int *solution;            /* the first solution (ncells values), or NULL */
    long size[3];             /* model size (Backend.size_names) */
    long effort;              /* search effort (Backend.effort_name) */
    double build_sec, solve_sec;
    char note[128];           /* one-line facts */
    char err[256];            /* PUZ_ERROR: why */
    int internal;             /* PUZ_ERROR: a bug (a wrong answer), not a refusal */
    puz_stop stop;            /* what stopped it early */
    char stopped[128];        /* ... in words */
};

/* solver.c: the engine's road to a backend (puzc.h's puz_solver and
 * puz_solve wrap these): a backend prepared for a shape, fed givens; a
 * model solved once; a result emptied for the next call. */
puz_solver *engine_solver_new(const struct puz_backend *b, const Model *shape, const puz_options *opts,
                       char *err, size_t errsz);
puz_status engine_solver_solve(puz_solver *s, const int *givens, const puz_limits *lim,
                        puz_result *res);
void engine_solver_free(puz_solver *s);
puz_status engine_solve(const Model *m, const struct puz_backend *b, const puz_options *opts,
                        const puz_limits *lim, puz_result *res);
void result_clear(puz_result *r);

typedef int (*SolutionFn)(const Model *m, const int *grid, void *ctx);

/* Where a decoder found an answer malformed: the 1-based line and column
 * (byte) of the answer's text; line 0 when its message names no place
 * (the message then names the file itself). */
typedef struct {
    int line, col;
} DecodeLoc;

/* What every call has: its limits, its callbacks, and the backend's own
 * options. */
typedef struct {
    long limit;              /* stop after this many solutions; 1 = solve,
                                2 = uniqueness check; 0 means 1 */
    SolutionFn on_solution;  /* may be NULL; every solution found goes here */
    void *ctx;
    double time_limit;       /* seconds, 0 = none */
    double deadline;         /* now_sec() time the whole call ends by (the
                                engine sets it from time_limit as the call
                                starts, so building counts); 0 = the backend
                                counts time_limit from its own start */
    Budget *budget;          /* the memory the call may hold (budget.h):
                                its build and its search charge it; NULL =
                                no limit (the engine's default: half the
                                machine) */
    const volatile int *cancel; /* stop when *cancel is nonzero; may be NULL */
    puz_progress_fn progress;   /* long work reports here; may be NULL */
    void *progress_ctx;
    int no_times;               /* the caller does not want build/solve times */
    int effort_resume;          /* dlx's prepared runs: go on with the count
                                   the last run of these givens paused at its
                                   effort_cap, up to the new cap, instead of
                                   starting anew (dlx.h's PAUSE AND RESUME);
                                   beside no_times, in what was padding */
    const void *own;            /* the backend's own options: its struct
                                   (SatOpts, IlpOpts ...; Backend.opts_size
                                   bytes) as set by name, or its
                                   Backend.opts_default; NULL only for a
                                   backend without options */
    long effort_cap;            /* dlx only (not its 9x9 fast path): stop past
                                   about this many nodes (SolveResult.capped);
                                   0 = none. native's counts set it
                                   (native_backend.c's COUNT PORTFOLIO) */
} SolveOpts;

/* A BACKEND'S OPTIONS are its own struct (SatOpts in sat/encode.h, the
 * others in their backend's file), a default value of it, and one X-macro
 * list, an entry per option: X(name, kind, values, help, rows,
 * rows_values, flags, field, type, lo, hi, parse) -- puzc.h's puz_option,
 * then the field of the struct the value lands in and how
 * (base/settings.h: SET_CHOICE, SET_FLAG, SET_INT ..., lo..hi, a parse
 * function). With SETTINGS_OWNER defined as the struct,
 * BACKEND_OPTION_TABLES(list, options, places) expands the list into the
 * backend's two tables (Backend.options, .places), and base/settings.c
 * checks and stores every value, with the same messages as the
 * generator's, the rater's and the renderer's settings. A new option is
 * one X line and its field in the backend's struct. */
#define BACKEND_OPTION_TABLES(list, options, places)                                      \
    static const puz_option options[] = {list(SETTINGS_OPTION) SETTINGS_END};            \
    static const SetPlace places[] = {list(SETTINGS_PLACE)};

/* True when *o->cancel asks the run to stop. */
static inline int opts_cancelled(const SolveOpts *o)
{
    return o && cancel_requested(o->cancel);
}

/* backends/progress.c: limits and progress as every backend reads them. */
/* The deadline of a run that started at t0: o->deadline when the engine
 * set one, else t0 + o->time_limit, or 0 for none. */
double opts_deadline(const SolveOpts *o, double t0);
/* The same for a run starting now, the clock read only when a time limit
 * counts from now (a per-line clock read showed in batch's profile). */
double opts_deadline_now(const SolveOpts *o);
/* True when the run must stop now: cancelled, or past deadline (0 =
 * none). Reads the clock: call it at a coarse grain. */
int opts_stop(const SolveOpts *o, double deadline);
/* What stopped a run that ran out of time or was cancelled: STOP_CANCEL
 * when *o->cancel is set, else STOP_TIME. */
int opts_stop_reason(const SolveOpts *o);
/* A guard (guard.h) for a build under o's limits: deadline (0 = none),
 * o's cancel flag and budget; `unit` names what the backend counts. */
void build_guard_init(BuildGuard *g, const SolveOpts *o, double deadline, const char *unit);
/* The words of a stop (STOP_*): "memory limit of N MB reached" (b's
 * limit), "cancelled" or "time limit reached", into buf. */
void stop_words(int stop, const Budget *b, char *buf, size_t n);

/* A solver's own output (PicoSAT's FILE*, GLPK's terminal hook) cut into
 * lines for a puz_progress_fn: text goes in as it comes, each complete line
 * (without its newline) goes to fn; a line longer than the buffer goes in
 * pieces. */
typedef struct {
    puz_progress_fn fn;
    void *ctx;
    size_t len;
    char line[256];
} LineSink;
void line_sink_put(LineSink *s, const char *text, size_t n);
/* Passes on a last line that had no newline. */
void line_sink_flush(LineSink *s);

typedef struct {
    SolveStatus status;
    long solutions;          /* found, up to opts.limit */
    int *first;              /* first solution (ncells values), malloc'd by
                                the backend (solver.c takes it) */
    /* Model size in the backend's own terms; names in Backend.size_names. */
    long size[3];
    /* Search effort: guesses, nodes or decisions (see Backend.effort_name). */
    long effort;
    double build_sec, solve_sec;
    char note[128];          /* extra one-line facts, e.g. "unit propagation: solved" */
    char err[256];           /* PUZ_ERROR: why */
    int internal;            /* PUZ_ERROR: a bug (a wrong answer), not a refusal */
    int incomplete;          /* stopped by a time limit or a cancel before the
                                count was settled: solutions is a lower bound */
    int stop;                /* STOP_* (guard.h): what stopped it, when a limit
                                or a cancel did */
    int stop_building;       /* it stopped while building the model: the note
                                is the reason alone (build_stopped) */
    int capped;              /* SolveOpts.effort_cap stopped it (incomplete) */
} SolveResult;

/* Reports the stopped build in r: status PUZ_UNKNOWN, incomplete, r->stop,
 * and the note "time limit reached while building the model (N clauses so
 * far)" (or the memory limit's, or "cancelled ..."). Returns r->status. */
SolveStatus build_stopped(const BuildGuard *g, SolveResult *r);
/* The same note into note, for size(); returns the STOP_* that stopped
 * the build (size()'s "stopped"). */
int size_stopped(const BuildGuard *g, char *note, size_t n);

/* A backend prepared for one shape (see prepare below). */
typedef struct BackendPrep BackendPrep;

typedef struct puz_backend {
    const char *name;
    const char *description;
    unsigned caps;
    const char *const *formats;      /* emit formats, NULL-terminated; may be NULL */
    const char *size_names[3];       /* e.g. {"vars", "clauses", "literals"} */
    const char *effort_name;         /* e.g. "guesses", "decisions", "nodes" */
    /* The models it takes with its default options: the constraint kinds
     * (CON_BIT of compiler/ir.h) and the most values a grid may have
     * (0 = PUZ_MAX_VALUES). It refuses any other model with
     * backend_refuse(), whose message names the backends that take it,
     * from these two fields: the list cannot disagree with the checks. */
    ConKinds kinds;
    int max_values;
    /* Solves m. Fills res (zeroed by the caller). Returns res->status. */
    SolveStatus (*solve)(const Model *m, const SolveOpts *o, SolveResult *res);
    /* Writes the formulation in `format` (e.g. "lp", "mps", "cnf", "xcc").
     * Returns 0, or -1 with a message in err. May be NULL. */
    int (*emit)(const Model *m, const char *format, const SolveOpts *o, FILE *out,
                char *err, size_t errsz);
    /* Model size (as in SolveResult.size) without solving, for
     * `puzc check --stats`, built under o's limits (its deadline, cancel
     * flag and budget). Returns 0; -1 when not applicable; the STOP_* of
     * the limit that stopped the build, with the reason in note
     * (size_stopped). May be NULL. */
    int (*size)(const Model *m, const SolveOpts *o, long size[3], char *note, size_t notesz);
    /* Reads an external solver's answer (the whole file in `text`, named
     * `path` for messages) into grid. Returns 0 solved, 1 the answer says
     * there is no solution, 2 an optimisation answer (MaxSAT) whose grid
     * drops some givens (the caller finds which by comparing grid with
     * m->given; err holds a note, e.g. "not proven optimal", or is empty),
     * -1 error with a message in err, -2 when the text is not in a format
     * this backend reads (the caller tries the next). On -1, *at is the
     * place in the text the message is about (err then does not name the
     * file), or line 0 (err starts with path). May be NULL. */
    int (*decode)(const Model *m, const char *text, const char *path, int *grid,
                  char *err, size_t errsz, DecodeLoc *at);
    /* Its options (name == NULL ends the table): help, validation and
     * compare's rows all come from here; and where each lands in its own
     * struct (places[i] for options[i]: base/settings.h). A backend writes
     * both from one X-macro list (BACKEND_OPTION_TABLES above). */
    const puz_option *options;
    const SetPlace *places;
    /* Its own options struct: its size, and its value before any option
     * is set (what a run without a puz_options gets in SolveOpts.own). */
    size_t opts_size;
    const void *opts_default;
    /* Optional: prepares for models of shape's grid and constraints (its
     * givens do not matter), so that run() can take givens fast: the 9x9
     * fast paths and per-shape matrices live behind these. NULL with a
     * message in err when it cannot. Without prepare, the engine keeps a
     * copy of the shape and calls solve() with the givens filled in. */
    BackendPrep *(*prepare)(const Model *shape, const SolveOpts *o, char *err, size_t errsz);
    /* Solves the shape with these givens (ncells values, 0 = empty). The
     * shape handed to on_solution is the prepared one with these givens. */
    SolveStatus (*run)(BackendPrep *p, const int *givens, const SolveOpts *o, SolveResult *res);
    void (*release)(BackendPrep *p);
    /* Optional: 0 when `puzc compare` should leave this combination of its
     * row options out of its rows for m, as likely to run for very long
     * (ilp: closed with givens as bounds, 90 s on some 17-clue puzzles;
     * native: pure backtracking); such a row runs only when --backends
     * names its label. o->time_limit is compare's --time-limit (0 = none). */
    int (*compare_row_ok)(const Model *m, const SolveOpts *o);
} Backend;

/* The registry (backends/registry.c). */
extern const Backend *const backend_list[];  /* NULL-terminated */
const Backend *backend_find(const char *name);
/* The backend whose emit() handles `format`, or NULL. */
const Backend *backend_for_format(const char *format);
/* True when b takes m with its default options (b->kinds, b->max_values). */
int backend_takes(const Backend *b, const Model *m);
/* Refuses a model backend `name` cannot take: 0 when m has only the kinds
 * of `kinds` and at most max_values values (0 = PUZ_MAX_VALUES); else -1
 * with model_refuse()'s or model_refuse_values()'s message about WHO in
 * err, followed by the backends that take m (backend_takes), e.g. "dlx
 * cannot express 'less' (use native, sat or ilp)". A backend refusing
 * with narrower options than its defaults (native --method fc-mrv) is
 * named in the list as "NAME with its default options" when those take m. */
int backend_refuse_as(const Model *m, const char *name, const char *who, ConKinds kinds,
                      int max_values, char *err, size_t errsz);
/* The same for backend `name` with its declared kinds and max_values. */
int backend_refuse(const Model *m, const char *name, char *err, size_t errsz);

/* backends/options.c: a backend's own options from option names, as its
 * tables give them. */
/* The backend's own struct a puz_options holds (Backend.opts_size bytes),
 * and its backend. */
const void *options_own(const puz_options *o);
const Backend *options_backend(const puz_options *o);
/* What SolveOpts.own is for a run of b with o: o's struct, or with no
 * options (NULL) b's defaults. */
const void *options_own_or_default(const Backend *b, const puz_options *o);
/* True when option `name` was set (not left at its default). */
int options_given(const puz_options *o, const char *name);

#endif
