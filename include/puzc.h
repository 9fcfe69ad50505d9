/* puzc.h -- libpuzc, the puzc engine as a C library: compile a .puz model,
 * pick a backend, set its options, solve or count through one interface,
 * generate puzzles. Every exported name starts with puz_.
 *
 * The library never prints, never exits and never reads the terminal:
 * errors come back as values (diagnostics as data the caller may print),
 * progress through a callback. Out of memory is the one exception it cannot
 * report as a value: it calls the handler set with puz_set_oom_handler
 * (by default it aborts).
 *
 * A minimal program (examples/embed.c has the commented version):
 *
 *     puz_model *m;
 *     puz_diags d = {0};
 *     if (puz_compile_file("x.puz", &m, &d)) { print d.items[i].text; ... }
 *     puz_result r = {0};
 *     puz_solve(m, puz_backend_find("sat"), NULL, NULL, &r);
 *     // r.status == PUZ_SOLVED: r.solution holds puz_model_ncells(m) values
 *     puz_result_free(&r);
 *     puz_model_free(m);
 *
 * Link: cc prog.c $(pkg-config --cflags --libs puzc) */
#ifndef PUZC_PUBLIC_H
#define PUZC_PUBLIC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define PUZ_API __attribute__((visibility("default")))
#else
#define PUZ_API
#endif

#define PUZ_VERSION "0.2.0"
/* The library's version string (PUZ_VERSION of the build). */
PUZ_API const char *puz_version(void);

/* Out of memory: called with the size asked for; must not return (the
 * command line prints a message and exits 3). NULL restores abort(). */
typedef void (*puz_oom_fn)(size_t bytes);
PUZ_API void puz_set_oom_handler(puz_oom_fn fn);

/* ---- models ---------------------------------------------------------- */

typedef struct puz_model puz_model;

/* One diagnostic: where, what, and its full rendering ("file:line:col:
 * error: message", the source line, a caret line; newline-terminated) in
 * `text`, ready to print. file is NULL for a message with no location. */
typedef enum { PUZ_DIAG_ERROR, PUZ_DIAG_NOTE } puz_severity;
typedef struct {
    puz_severity severity;
    char *file;
    int line, column;
    char *message;
    char *text;
} puz_diag;

typedef struct {
    puz_diag *items;
    int count;
    int errors;      /* errors found, also those past the reporting limit */
} puz_diags;

PUZ_API void puz_diags_free(puz_diags *d);

/* Compiles a .puz file ("-" = standard input) or text in memory (`name`
 * appears in messages). Returns the number of errors; on 0, *out is the
 * model (puz_model_free it). diags may be NULL; otherwise it receives every
 * diagnostic (zero it before the first call; puz_diags_free it after). */
PUZ_API int puz_compile_file(const char *path, puz_model **out, puz_diags *diags);
PUZ_API int puz_compile_string(const char *name, const char *text, size_t len,
                               puz_model **out, puz_diags *diags);
/* Empty classic Sudoku with box_r x box_c boxes, or Latin square n x n
 * (NULL when the size is out of range). */
PUZ_API puz_model *puz_model_sudoku(int box_r, int box_c);
PUZ_API puz_model *puz_model_latin(int n);
PUZ_API void puz_model_free(puz_model *m);

PUZ_API int puz_model_rows(const puz_model *m);
PUZ_API int puz_model_cols(const puz_model *m);
PUZ_API int puz_model_ncells(const puz_model *m);
PUZ_API int puz_model_vmin(const puz_model *m);
PUZ_API int puz_model_vmax(const puz_model *m);
/* The model's givens: ncells values, 0 = empty cell. */
PUZ_API const int *puz_model_givens(const puz_model *m);

/* The independent checker: 1 when grid (ncells values) satisfies every
 * constraint, else 0 and a one-line reason in why (when non-NULL). */
PUZ_API int puz_verify(const puz_model *m, const int *grid, char *why, size_t whysz);
/* The grid as one line (one character per cell, or comma-separated values
 * past 35), NUL-terminated, malloc'd: free() it. */
PUZ_API char *puz_grid_line(const puz_model *m, const int *grid);

/* ---- backends and their options -------------------------------------- */

typedef struct puz_backend puz_backend;

enum {
    PUZ_CAN_SOLVE = 1,    /* finds a solution */
    PUZ_CAN_COUNT = 2,    /* counts solutions exactly up to a limit */
    PUZ_CAN_EMIT = 4,     /* writes its formulation to a file */
    PUZ_CAN_DECODE = 8,   /* reads an external solver's answer back */
    PUZ_CAN_GENERATE = 16 /* fills grids / makes puzzles */
};

/* The registry, in the order `puzc compare` shows them. */
PUZ_API int puz_backend_count(void);
PUZ_API const puz_backend *puz_backend_at(int i);
PUZ_API const puz_backend *puz_backend_find(const char *name); /* NULL if none */
PUZ_API const char *puz_backend_name(const puz_backend *b);
PUZ_API const char *puz_backend_description(const puz_backend *b);
PUZ_API unsigned puz_backend_caps(const puz_backend *b);
/* The unit of effort ("guesses", "nodes", "decisions", ...). */
PUZ_API const char *puz_backend_effort_name(const puz_backend *b);
/* Names of the three model-size figures (a name may be NULL). */
PUZ_API const char *puz_backend_size_name(const puz_backend *b, int i);

/* What a backend's option takes. */
typedef enum {
    PUZ_OPT_CHOICE, /* one of `values` */
    PUZ_OPT_FLAG,   /* no value: on when given */
    PUZ_OPT_INT,    /* a whole number >= 0 */
    PUZ_OPT_REAL    /* a number >= 0 (PUZ_OPT_POSITIVE: > 0) */
} puz_opt_kind;

/* How `puzc compare` turns an option into rows. */
typedef enum {
    PUZ_ROWS_NONE,  /* one value: the default (or the one asked for) */
    PUZ_ROWS_EACH,  /* a row per value of `rows` (NULL: of `values`), crossed
                       with the backend's other PUZ_ROWS_EACH options */
    PUZ_ROWS_SUMS   /* on models with sums only: a row per value, the other
                       options at their defaults */
} puz_opt_rows;

enum { PUZ_OPT_POSITIVE = 1 };

/* One option of one backend, as `--name value` on the command line. The
 * table a backend gives ends with an entry whose name is NULL. */
typedef struct {
    const char *name;           /* "encoding", "amo", "no-reduce", ... */
    puz_opt_kind kind;
    const char *const *values;  /* PUZ_OPT_CHOICE: NULL-terminated, first = default */
    const char *help;           /* one line */
    puz_opt_rows rows;
    const char *const *rows_values; /* PUZ_ROWS_EACH: the values compare runs
                                       (NULL = all); a flag: {"off","on"} */
    unsigned flags;             /* PUZ_OPT_POSITIVE */
} puz_option;

/* The backend's options (never NULL; ends with name == NULL). */
PUZ_API const puz_option *puz_backend_options(const puz_backend *b);
PUZ_API const puz_option *puz_backend_option(const puz_backend *b, const char *name);

/* A set of option values for one backend. */
typedef struct puz_options puz_options;
PUZ_API puz_options *puz_options_new(const puz_backend *b);
PUZ_API puz_options *puz_options_clone(const puz_options *o);
PUZ_API void puz_options_free(puz_options *o);
/* Sets option `name` (value NULL for a flag). Returns 0, or -1 with a
 * message in err: an option the backend does not take ("backend native has
 * no option --amo (it takes --method, --no-fast)"), a value it does not
 * take ("sat: unknown --encoding 'x' (have: extended efficient minimal)"),
 * a malformed number. */
PUZ_API int puz_options_set(puz_options *o, const char *name, const char *value, char *err,
                            size_t errsz);
/* The value in force (the default when unset), as text; NULL for an unset
 * flag or an option the backend does not take. */
PUZ_API const char *puz_options_get(const puz_options *o, const char *name);

/* ---- solving --------------------------------------------------------- */

typedef enum {
    PUZ_SOLVED = 0,  /* at least one solution found */
    PUZ_UNSAT = 1,   /* proved: no solution */
    PUZ_UNKNOWN = 2, /* gave up: time limit, cancelled, or an incomplete method */
    PUZ_ERROR = 3    /* could not run (message in puz_result.err) */
} puz_status;

/* Called once per solution (grid: ncells values). Nonzero stops. */
typedef int (*puz_solution_fn)(const puz_model *m, const int *grid, void *ctx);
/* Progress of long work: one line of text (no newline), at most about
 * once a second (a heuristic's iterations and best cost); and, when the
 * backend's "verbose" option is on, the solver's own output (PicoSAT's,
 * GLPK's) a line at a time. Called from the thread that runs the solve;
 * without a callback nothing is reported and nothing is printed. */
typedef void (*puz_progress_fn)(const char *line, void *ctx);

/* What bounds a run; zero it for "one solution, no limit". The same on
 * every backend and every path. */
typedef struct {
    uint64_t max_solutions;   /* stop after this many; 0 means 1; 2 checks
                                 uniqueness; UINT64_MAX: all */
    double time_limit;        /* seconds for the whole call (build and
                                 search), 0 = none */
    const volatile int *cancel; /* when *cancel becomes nonzero, stop (as for
                                   the time limit: found solutions kept,
                                   complete = 0); may be NULL. GLPK's
                                   presolver and first LP relaxation cannot be
                                   interrupted: on big empty grids (25x25 and
                                   up) an ilp cancel waits for them */
    puz_solution_fn on_solution;
    void *ctx;
    puz_progress_fn progress;
    void *progress_ctx;
} puz_limits;

typedef struct {
    puz_status status;
    uint64_t solutions;       /* found, up to max_solutions */
    int complete;             /* 1 when `solutions` is the count up to
                                 max_solutions; 0 when a time limit or a
                                 cancel cut it short (a lower bound) */
    int *solution;            /* the first solution (ncells values), or NULL */
    long size[3];             /* model size (puz_backend_size_name) */
    long effort;              /* search effort (puz_backend_effort_name) */
    double build_sec, solve_sec;
    char note[128];           /* one-line facts ("time limit reached") */
    char err[256];            /* PUZ_ERROR: why */
} puz_result;

PUZ_API void puz_result_free(puz_result *r);

/* A backend prepared for one shape of model (grid, values, constraints),
 * then fed any number of givens: the batch path. Not thread-safe: one per
 * thread. opts may be NULL (defaults). NULL with a message in err when the
 * backend cannot take the model or the options. */
typedef struct puz_solver puz_solver;
PUZ_API puz_solver *puz_solver_new(const puz_backend *b, const puz_model *shape,
                                   const puz_options *opts, char *err, size_t errsz);
/* Solves with these givens (ncells values, 0 = empty; NULL = the shape's
 * own). lim may be NULL. Fills res (zero it first; puz_result_free it).
 * Returns res->status. */
PUZ_API puz_status puz_solver_solve(puz_solver *s, const int *givens, const puz_limits *lim,
                                    puz_result *res);
PUZ_API void puz_solver_free(puz_solver *s);

/* One model, one backend, once (b NULL = native). */
PUZ_API puz_status puz_solve(const puz_model *m, const puz_backend *b, const puz_options *opts,
                             const puz_limits *lim, puz_result *res);

#ifdef __cplusplus
}
#endif

#endif
