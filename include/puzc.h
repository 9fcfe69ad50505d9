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
#include <stdio.h>

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

/* Out of memory: called with the size asked for (0 when unknown: memory
 * the C library, PicoSAT or GLPK ran out of); must not return (the command
 * line prints a message and exits 3). NULL restores abort(). */
typedef void (*puz_oom_fn)(size_t bytes);
PUZ_API void puz_set_oom_handler(puz_oom_fn fn);

/* ---- models ---------------------------------------------------------- */

typedef struct puz_model puz_model;

/* One diagnostic: where, what, and its full rendering ("file:line:col:
 * error: message", the source line, a caret line; newline-terminated) in
 * `text`, ready to print; a source line over 100 bytes is quoted as an
 * 80-byte window around the column, "..." where it was cut. file is NULL
 * for a message with no location. */
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
    int errors;      /* errors found, also those past the reporting limit
                        (reading and counting stop soon after it) */
    int stop;        /* puz_stop: a limit of puz_compile_*_limits ended the
                        compile (its one error says which); 0 otherwise */
} puz_diags;

PUZ_API void puz_diags_free(puz_diags *d);

/* Compiles a .puz file ("-" = standard input) or text in memory (`name`
 * appears in messages). Returns the number of errors; on 0, *out is the
 * model (puz_model_free it). diags may be NULL; otherwise it receives every
 * diagnostic (zero it before the first call; puz_diags_free it after). */
PUZ_API int puz_compile_file(const char *path, puz_model **out, puz_diags *diags);
PUZ_API int puz_compile_string(const char *name, const char *text, size_t len,
                               puz_model **out, puz_diags *diags);
/* The same within limits (lim may be NULL: none): lim's time_limit (from
 * the start of the call), cancel flag and budget (or memory_limit_mb) bound
 * reading and checking the text -- the text, the scanner's copy, the
 * syntax tree and the model are charged to the budget while it runs. A
 * compile they stop returns one error, "time limit reached while reading
 * the model (N lines so far)" (or "memory limit of M MB reached ...",
 * "cancelled ..."), with diags->stop set. */
typedef struct puz_limits puz_limits;
PUZ_API int puz_compile_file_limits(const char *path, const puz_limits *lim, puz_model **out,
                                    puz_diags *diags);
PUZ_API int puz_compile_string_limits(const char *name, const char *text, size_t len,
                                      const puz_limits *lim, puz_model **out,
                                      puz_diags *diags);
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

/* A memory budget: the bytes that the calls given it may hold together,
 * whatever thread they run on (the command line makes one per command).
 * limit_mb as puz_limits.memory_limit_mb: 0 = half the machine's physical
 * memory, SIZE_MAX = none. Free it after every call and solver that used
 * it. */
typedef struct puz_budget puz_budget;
PUZ_API puz_budget *puz_budget_new(size_t limit_mb);
PUZ_API void puz_budget_free(puz_budget *b);
/* The bytes its calls hold now, and the most they held at once. */
PUZ_API size_t puz_budget_used(const puz_budget *b);
PUZ_API size_t puz_budget_peak(const puz_budget *b);

/* What bounds a run; zero it for "one solution, no limit". The same on
 * every backend and every path. */
struct puz_limits {
    uint64_t max_solutions;   /* stop after this many; 0 means 1; 2 checks
                                 uniqueness; UINT64_MAX: all */
    double time_limit;        /* seconds for the whole call: building the
                                 model (the backend's clauses, rows, matrix),
                                 presolving and search; 0 = none */
    const volatile int *cancel; /* when *cancel becomes nonzero, stop (as for
                                   the time limit: found solutions kept,
                                   complete = 0); may be NULL. Read with a
                                   relaxed atomic load: set it from a signal
                                   handler or with an atomic store
                                   (__atomic_store_n) from another thread */
    puz_solution_fn on_solution;
    void *ctx;
    puz_progress_fn progress;
    void *progress_ctx;
    int no_times;             /* 1: leave build_sec and solve_sec 0 where
                                 that saves the clock reads (the 9x9 fast
                                 paths: a batch of 3 us puzzles times itself) */
    size_t memory_limit_mb;   /* megabytes the call may hold: the backend's
                                 model (clauses and PicoSAT's memory, rows and
                                 GLPK's, the exact-cover matrix, the native
                                 solver's tables) and its search (stacks,
                                 learnt clauses, racing searches' states);
                                 past it the call stops as for the time limit
                                 (stop = PUZ_STOP_MEMORY). 0 = the default,
                                 half the machine's physical memory;
                                 SIZE_MAX = none. Ignored when budget is set */
    double time_spent;        /* seconds of time_limit the caller has spent
                                 already (reading the model, say): the call
                                 ends time_limit - time_spent from its start */
    puz_budget *budget;       /* a budget shared with other calls (other
                                 threads: batch's workers), whose limit then
                                 bounds them all together; NULL = the call's
                                 own, of memory_limit_mb. A puz_solver keeps
                                 its per-shape tables charged to the budget
                                 of the run that made them: the budget must
                                 outlive the solver */
};

/* Why a call ended before it settled its answer. */
typedef enum {
    PUZ_STOP_NONE = 0,   /* it did not stop early */
    PUZ_STOP_TIME = 1,   /* the time limit */
    PUZ_STOP_CANCEL = 2, /* *cancel */
    PUZ_STOP_MEMORY = 3  /* the memory limit (memory_limit_mb) */
} puz_stop;

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
    char note[128];           /* one-line facts ("time limit reached"); a
                                 call stopped while the model was being built
                                 has the reason alone: "time limit reached
                                 while building the model (N clauses so
                                 far)", "memory limit of M MB reached while
                                 building the model (N rows so far)" */
    char err[256];            /* PUZ_ERROR: why */
    puz_stop stop;            /* what stopped it early (complete = 0 then) */
    char stopped[128];        /* ... in words, for a message: "time limit
                                 reached", "cancelled", "memory limit of M MB
                                 reached", or the build's reason as in note;
                                 "" when stop is PUZ_STOP_NONE */
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

/* ---- generating and rating puzzles ------------------------------------ */
/* Filled grids (the seed papers' methods), puzzles with exactly one
 * solution (Sudoku, Latin, Killer), and the rater that judges how hard a
 * puzzle is for a person. Seeded: the same options and seed give the same
 * output. Every uniqueness check counts through a backend (any with
 * PUZ_CAN_COUNT; native by default) as puz_solver does.
 *
 *     puz_gen_opts o;
 *     puz_gen_opts_init(&o);                  // 9x9 Sudoku, defaults
 *     o.seed = 42;
 *     o.difficulty = PUZ_LEVEL_HARD;
 *     puz_gen_result r;
 *     if (puz_generate(&o, &r) == PUZ_GEN_DONE)
 *         ... r.givens, r.solution, r.model (solve it, write it) ...
 *     puz_gen_result_free(&r);
 */

typedef enum { PUZ_GEN_SUDOKU, PUZ_GEN_LATIN, PUZ_GEN_KILLER } puz_gen_kind;

/* How an empty grid is filled. */
typedef enum {
    PUZ_FILL_AUTO = -1,  /* weighted up to 25x25, row beyond */
    PUZ_FILL_BACKTRACK,  /* backtracking over candidates, diagonal boxes pre-filled */
    PUZ_FILL_PRUNE,      /* big prune: 2 candidates with probability alpha, else 1 */
    PUZ_FILL_WEIGHTED,   /* big weighted prune: probability alpha * filled / total */
    PUZ_FILL_ROW,        /* O(n^2) row pattern, randomly relabelled and permuted */
    PUZ_FILL_BLOCK,      /* O(n^2) block-by-block pattern, the same */
    PUZ_FILL_ILP         /* the 0-1 max-sum model, solved by the ilp backend */
} puz_fill_method;

/* The symmetry of the givens: a given's images are given too. */
typedef enum { PUZ_SYM_NONE, PUZ_SYM_ROT180, PUZ_SYM_ROT90, PUZ_SYM_MIRROR } puz_symmetry;

/* The rater's techniques, simplest first, and the level each implies. */
typedef enum {
    PUZ_TECH_NAKED_SINGLE,  /* easy */
    PUZ_TECH_HIDDEN_SINGLE, /* medium */
    PUZ_TECH_CAGE,          /* Killer cage combinations: medium */
    PUZ_TECH_LOCKED,        /* locked candidates (pointing, box-line): hard */
    PUZ_TECH_INNIES,        /* Killer innies (the 45 rule): hard */
    PUZ_TECH_NAKED_PAIR,    /* hard */
    PUZ_TECH_HIDDEN_PAIR,   /* hard */
    PUZ_TECH_NAKED_TRIPLE,  /* hard */
    PUZ_TECH_HIDDEN_TRIPLE, /* hard */
    PUZ_TECH_X_WING,        /* fiendish */
    PUZ_TECH_XY_WING,       /* fiendish */
    PUZ_TECH_SWORDFISH,     /* fiendish */
    PUZ_TECH_COLORING,      /* simple coloring (single-value chains): fiendish */
    PUZ_TECH_GUESS,         /* expert */
    PUZ_NTECHS
} puz_tech;

typedef enum {
    PUZ_LEVEL_ANY = -1,     /* generating: no difficulty asked */
    PUZ_LEVEL_EASY,
    PUZ_LEVEL_MEDIUM,
    PUZ_LEVEL_HARD,
    PUZ_LEVEL_FIENDISH,
    PUZ_LEVEL_EXPERT
} puz_level;

/* Names as the command line writes them ("weighted", "ilp", "rot180",
 * "hard", "naked_pair"). The parsers return -1 for a name they do not know. */
PUZ_API const char *puz_fill_method_name(puz_fill_method m);
PUZ_API int puz_fill_method_parse(const char *name);
PUZ_API const char *puz_symmetry_name(puz_symmetry s);
PUZ_API int puz_symmetry_parse(const char *name);
PUZ_API const char *puz_level_name(puz_level l);
PUZ_API int puz_level_parse(const char *name);
PUZ_API const char *puz_tech_name(puz_tech t);
PUZ_API puz_level puz_tech_level(puz_tech t);

typedef struct puz_gen_result puz_gen_result;
/* Called as the work goes, with the figures of the grid just filled
 * (on_fill: solution, method, fill_*) or of the try just made (on_try:
 * also givens or cages, clues, the rating, checks). Pointers in *r are
 * valid during the call only. */
typedef void (*puz_gen_fn)(const puz_gen_result *r, void *ctx);

/* What to make. Start from puz_gen_opts_init's defaults. */
typedef struct {
    puz_gen_kind kind;
    int box_r, box_c;          /* Sudoku, Killer: the box shape (3x3) */
    int n;                     /* Latin: the side (9) */
    puz_fill_method method;
    double alpha;              /* prune, weighted: 0 = the paper's best (0.7, 1.0) */
    const puz_options *fill_options; /* PUZ_FILL_ILP: options of the ilp backend
                                        (NULL = defaults); formulation classic (the
                                        paper's = 1 rows) with ilp_fix 2, maxsum with
                                        0 and 1, unless they set it */
    /* Sudoku and Latin puzzles */
    int clues;                 /* stop removing givens at this many (best effort);
                                  0 = remove all that can go */
    puz_symmetry symmetry;
    int minimal;               /* no given can be removed: checks without time
                                  limit, every given tried */
    puz_level difficulty;      /* the level the puzzle must have, as puz_rate
                                  judges it; PUZ_LEVEL_ANY = any */
    /* Killer */
    int cage_min, cage_max;    /* cage sizes drawn from this range (1-5) */
    int max_cages;             /* more cages than this fails a try; 0 = any */
    /* every product */
    uint64_t seed;
    long tries;                /* fresh grids to try for a difficulty, a clue target
                                  or a Killer; 0 = 200 up to 9x9, 10 up to 16x16, 3
                                  beyond (1 when nothing is asked of the puzzle) */
    double time_limit;         /* seconds for the whole call: filling, removing
                                  givens, caging, rating and checking (the
                                  work stops at 90% of it, the rest rates and
                                  checks what it kept); 0 = none. generate_bulk:
                                  per puzzle */
    double check_limit;        /* seconds per uniqueness check (a check cut short
                                  keeps its given); < 0 = 0 (none) up to 16x16,
                                  2 beyond */
    const puz_backend *counter; /* counts for the uniqueness checks; NULL = native */
    puz_progress_fn progress;  /* long work reports here; may be NULL */
    void *progress_ctx;
    puz_gen_fn on_fill, on_try; /* may be NULL */
    void *ctx;                 /* for on_fill and on_try */
    int ilp_fix;               /* PUZ_FILL_ILP: 2 (the default) band by band, one
                                  small program a band; or one program for the
                                  whole grid with, fixed at random before GLPK
                                  runs, 0 the first row (the paper's program) or
                                  1 the boxes on the diagonal (as the
                                  backtracking fill does) */
    size_t memory_limit_mb;    /* as puz_limits': the counts, the rater, the
                                  fill; 0 = half the machine */
    puz_budget *budget;        /* a shared budget instead (generate_bulk's
                                  threads share the caller's) */
    const volatile int *cancel; /* stop when set; may be NULL */
} puz_gen_opts;

/* The defaults: a 9x9 Sudoku, PUZ_FILL_AUTO, no symmetry, any difficulty,
 * cages of 1-5 cells, seed 0, default tries and check limit, native, the
 * ILP fill band by band. */
PUZ_API void puz_gen_opts_init(puz_gen_opts *o);

typedef enum {
    PUZ_GEN_DONE = 0,     /* made as asked */
    PUZ_GEN_MISSED = 1,   /* a puzzle, but none of the difficulty asked turned up
                             in the tries: the closest one; or the time limit
                             (or cancel) stopped the removal of givens: the
                             puzzle so far, unique and checked (stop says so) */
    PUZ_GEN_NONE = 2,     /* nothing within the limits (time limit, max_cages in
                             every try, the ilp backend finding no grid): err */
    PUZ_GEN_ERROR = 3,    /* could not run: options, a backend missing, unable
                             to count, or failing: err */
    PUZ_GEN_INTERNAL = 4  /* the result failed the final check from the outside
                             (verifier, count to 2): a bug; err */
} puz_gen_status;

struct puz_gen_result {
    puz_gen_status status;
    char err[256];           /* why, for every status but DONE */
    puz_model *model;        /* the puzzle: its givens, or the Killer's cages (no
                                givens); puz_fill: the filled grid as givens */
    int n;                   /* the side: n * n cells, row-major */
    int *solution;           /* the filled grid: the puzzle's one solution */
    int *givens;             /* Sudoku, Latin puzzle: its givens (0 = empty) */
    int ncages;              /* Killer: cage_of[cell] = 0..ncages-1 (numbered in */
    int *cage_of, *cage_sum; /*   order of first appearance), cage_sum[cage] */
    int clues;               /* givens; Killer: cages of one cell */
    puz_level level;         /* puzzle: the rater's verdict ... */
    int hardest;             /* ... its hardest technique (puz_tech; -1 none) */
    long guesses;            /* ... and its guesses */
    long checks, cut_short;  /* uniqueness checks made; cut short by check_limit */
    int minimal;             /* every given was tried and none can go */
    long effort;             /* Killer: the final count's effort, in the counting
                                backend's unit (puz_backend_effort_name) */
    puz_fill_method method;  /* the fill method used (PUZ_FILL_AUTO resolved) */
    long fill_restarts, fill_nodes; /* the grid's fill: fresh starts, values placed */
    double fill_sec;         /* ... and its time, check included */
    double remove_sec;       /* removing givens (Killer: caging), last try */
    long tries;              /* tries made (on_fill, on_try: this try, from 1) */
    double sec;              /* the whole call */
    puz_stop stop;           /* a limit cut the call short (MISSED: the puzzle so
                                far; NONE: nothing made); else PUZ_STOP_NONE */
    int untried;             /* stop: the givens the removal did not try */
};

/* A filled grid (the --fill product): solution and model. Kind Killer
 * fills its Sudoku grid. Returns out->status (DONE, NONE, ERROR or
 * INTERNAL); free out with puz_gen_result_free whatever it returns. */
PUZ_API puz_gen_status puz_fill(const puz_gen_opts *o, puz_gen_result *out);
/* A puzzle with exactly one solution: for Sudoku and Latin, givens
 * removed from a filled grid while the solution stays unique (by the
 * rater's logic, then by counting), the best of the tries for the
 * difficulty and clue target; for Killer, cages drawn over a filled grid
 * and split until the sums alone have one solution. Before returning, the
 * counting backend confirms from the outside that the puzzle has exactly
 * one solution and that it is the grid, and the verifier passes it.
 * Returns out->status; free out with puz_gen_result_free. */
PUZ_API puz_gen_status puz_generate(const puz_gen_opts *o, puz_gen_result *out);
PUZ_API void puz_gen_result_free(puz_gen_result *r);

/* Many puzzles in one call (`puzc generate --count N`): puzzle i (from 0)
 * is exactly what puz_generate makes with seed o->seed + i, so the run
 * is the same for every number of threads; a puzzle equal to one made
 * before in the run (same givens, or same cages and sums) is made again
 * with seed o->seed + i + k * 0x9E3779B97F4A7C15 (k = 1, 2, ...). Each is
 * checked unique by the counting backend (puz_generate's final check).
 * Threads share nothing but the queue of indexes; on_puzzle (given the
 * seed that made the puzzle) is called in
 * the caller's thread, in index order, as each is ready (its pointers
 * are valid during the call only); a non-zero return stops the run.
 * on_fill, on_try and progress of o are not called from the threads; the
 * run's own progress ("generated 500/1000, 1.2 s") goes to o->progress. */
typedef int (*puz_bulk_fn)(long index, uint64_t seed, const puz_gen_result *r, void *ctx);

typedef struct {
    long count;                /* puzzles to make (>= 1) */
    int jobs;                  /* threads; 0 = one per online core */
    long max_retries;          /* duplicates in a row before giving up on a
                                  slot (too few puzzles of the shape); 0 = 1000 */
    puz_bulk_fn on_puzzle;
    void *ctx;
} puz_bulk_opts;

typedef struct {
    puz_gen_status status;     /* DONE; NONE: too many duplicates, or a
                                  puzzle within no limit; ERROR; INTERNAL */
    char err[256];
    long made;                 /* puzzles handed to on_puzzle */
    long duplicates;           /* puzzles made again for being equal to one before */
    long missed;               /* of made: PUZ_GEN_MISSED (difficulty not reached) */
    int jobs;                  /* threads used */
    int stopped;               /* on_puzzle asked to stop */
    double sec;
} puz_bulk_result;

PUZ_API puz_gen_status puz_generate_bulk(const puz_gen_opts *o, const puz_bulk_opts *b,
                                         puz_bulk_result *out);

/* The rater: solves the puzzle the way a person would, with the simplest
 * technique that makes progress, and says which techniques it needed and
 * how often, how many guesses, and a difficulty level. Models made of
 * distinct groups, Killer cages and givens (Sudoku of every box shape,
 * Latin, jigsaw, X, Killer ...); one with plain sums is refused. */
typedef enum {
    PUZ_RATE_SOLVED = 0,
    PUZ_RATE_NO_SOLUTION = 1,
    PUZ_RATE_GAVE_UP = 2,  /* more guesses than max_guesses */
    PUZ_RATE_REFUSED = 3,  /* a model the rater does not reason about: err */
    PUZ_RATE_ERROR = 4,    /* the count failed, or the solution failed the
                              verifier (a bug): err */
    PUZ_RATE_STOPPED = 5   /* time_limit, the budget or cancel ended it
                              (puz_rating.stop) */
} puz_rate_status;

typedef struct {
    long max_guesses;           /* give up past this many; 0 = no bound */
    const puz_backend *counter; /* the uniqueness count; NULL = native */
    double count_limit;         /* seconds for it; 0 = none */
    puz_progress_fn progress;   /* long work reports here about once a second
                                   ("rating: 5000 guesses, depth 40, 3.0 s");
                                   may be NULL */
    void *progress_ctx;
    int steps;                  /* record the solving path (puz_rating.steps) */
    double time_limit;          /* seconds for the whole call, the count
                                   included (count_limit still bounds it); 0 =
                                   none */
    size_t memory_limit_mb;     /* as puz_limits': the search's levels, the
                                   path, the count; 0 = half the machine */
    puz_budget *budget;         /* a shared budget instead (puz_limits') */
    const volatile int *cancel; /* stop when set; may be NULL */
} puz_rate_opts;

/* One step of the solving path: a placement (singles, guess: cell and
 * value) or the eliminations of one technique (cell -1; elims[first ..
 * first + nelims) of puz_rating.elims). Cells are row-major from 0. */
typedef struct {
    int tech;                /* puz_tech */
    int cell, value;
    long first;
    int nelims;
} puz_step;

typedef struct {
    int cell;
    uint64_t values;         /* the candidates removed: bit k = value vmin + k */
} puz_elim;

typedef struct {
    puz_rate_status status;
    long count[PUZ_NTECHS];  /* steps of each technique on the path that solved
                                it (placements for singles, eliminating steps for
                                the others, guessed values for guess) */
    long guesses;            /* every value tried, failed branches included */
    int hardest;             /* puz_tech; -1 when nothing was left to fill */
    puz_level level;         /* the level of `hardest` */
    int unique;              /* SOLVED: 1 one solution, 0 two or more, -1 the
                                count was cut short */
    int *solution;           /* SOLVED: the solution (ncells values), else NULL */
    char err[256];
    long score;              /* SOLVED: sum over the path's steps of each technique's
                                weight (puz_tech_weight) plus puz_tech_weight(GUESS)
                                for every value tried (failed branches included) */
    puz_stop stop;           /* STOPPED: which limit (time, memory, cancel); a
                                count cut short by one says unique = -1 */
    puz_step *steps;         /* opts->steps: the solving path, nsteps long */
    long nsteps;
    puz_elim *elims;
} puz_rating;

/* The score weight of a technique (1 for a naked single ... 50 a guess). */
PUZ_API int puz_tech_weight(puz_tech t);

/* Rates m's puzzle. o NULL: at most 1000000 guesses, native counts for at
 * most 10 s, no steps. Killer cages (sums with distinct values) are
 * reasoned about by their combinations; plain sums are refused. Returns out->status; free out with puz_rating_free. */
PUZ_API puz_rate_status puz_rate(const puz_model *m, const puz_rate_opts *o, puz_rating *out);
PUZ_API void puz_rating_free(puz_rating *r);

/* ---- Latin square -> Sudoku (seed paper 001, section 3) ------------- */

/* The Sudoku of k x k boxes whose completions correspond one to one to
 * those of the Latin square `latin` (order k = 2..8: rows and columns
 * distinct, givens, nothing else): every cell given but the k*k that stand
 * for the square's cells. NULL with a message in err for another model. */
PUZ_API puz_model *puz_latin_to_sudoku(const puz_model *latin, char *err, size_t errsz);
/* The square's solution (k*k values) read from a solution of that Sudoku
 * (k^4 values). 0, or -1 with a message in err. */
PUZ_API int puz_latin_from_sudoku(const puz_model *latin, const int *sudoku, int *square,
                                  char *err, size_t errsz);

/* ---- pictures --------------------------------------------------------- */
/* A model drawn as SVG (print, the web), as a text grid (a terminal) or as
 * PNG (written by libpuzc itself), with the values of grid (ncells values,
 * 0 = empty; NULL: the model's givens). Givens and other values differ in
 * weight and colour; boxes and jigsaw regions have thick borders, Killer
 * cages dashed outlines with their sums, distinct diagonals are drawn.
 * Boxes and regions are found in the IR: a set of distinct groups (not
 * rows, columns or diagonals) that partitions the grid; other distinct
 * groups (Windoku's windows) are shaded. */
typedef enum { PUZ_RENDER_SVG, PUZ_RENDER_TEXT, PUZ_RENDER_PNG } puz_render_format;

typedef struct {
    int ascii;  /* text: + - | instead of Unicode box drawing */
    int color;  /* text: ANSI colours (cage backgrounds, bold givens); the
                   caller decides (a terminal, NO_COLOR) */
    int tint;   /* svg, png: regions tinted, neighbours in different colours */
    int cell;   /* svg, png: a cell's side in pixels (8..200); 0 = by size */
} puz_render_opts;

/* "svg", "text", "png" -> the format; -1 for another name. */
PUZ_API int puz_render_format_parse(const char *name);
/* Draws m (with grid) in format f to out; o may be NULL (defaults).
 * Returns 0, or -1 with a message in err: a grid value outside the
 * model's range, a picture too large, or a write to out that failed
 * (ferror; out is not flushed: flushing, and seeing that fail, is the
 * caller's). */
PUZ_API int puz_render(const puz_model *m, const int *grid, puz_render_format f,
                       const puz_render_opts *o, FILE *out, char *err, size_t errsz);
/* The same into memory: *buf (malloc'd, free() it; NUL-terminated after
 * *len bytes) on 0. */
PUZ_API int puz_render_mem(const puz_model *m, const int *grid, puz_render_format f,
                           const puz_render_opts *o, char **buf, size_t *len, char *err,
                           size_t errsz);

/* A horizontal bar chart of timings (compare --plot) as SVG: one bar per
 * row on a log-scale time axis, an optional whisker to `hi`, a note after
 * the bar. A value <= 0 (no time) draws no bar, only the note. */
typedef struct {
    const char *title;            /* the heading */
    const char *axis;             /* the time axis' caption ("median ms per puzzle") */
    int n;                        /* rows */
    const char *const *label;     /* per row */
    const int *group;             /* per row: bars of one group share a colour; may be NULL */
    const double *value;          /* per row, in milliseconds */
    const double *hi;             /* per row: whisker end (ms), may be NULL */
    const char *const *note;      /* per row, may be NULL (and NULL entries) */
} puz_plot;

/* 0, or -1 with a message in err (no rows, a write that failed). */
PUZ_API int puz_plot_svg(const puz_plot *p, FILE *out, char *err, size_t errsz);

/* ---- the reduced-constraint ILP formulation ------------------------- */

/* Equalities that replace the row (column) equalities of one band (stack)
 * for one value, as the seed paper "Metodologia para a criação de
 * restrições..." creates them. A band of h rows crosses h boxes of h x w
 * cells; position of a cell in the band: box*(h*w) + row_in_box*w +
 * col_in_box; coef[e][0] is the constant c0, coef[e][1+pos] the
 * coefficient of position pos, for e < neq. */
typedef struct puz_reduced {
    int h, w;         /* box rows (the rows the equalities tell apart), box cols */
    int npos;         /* h * h * w positions */
    int neq;          /* equalities found */
    double **coef;    /* neq rows of 1 + npos */
    long feasible, infeasible;  /* occurrence patterns V and F */
    double seconds;   /* to solve the MILP */
    int optimal;      /* the MILP proved neq minimal */
} puz_reduced;

#define PUZ_REDUCED_DEFAULT_BOUND 1.0

/* The paper's constraint-creation MILP (6)-(12), solved with GLPK, for a
 * band of h x w boxes, coefficients in [-bound, bound], at most h-1
 * equalities: over every occurrence pattern when `full`, else over the
 * quotient by box rows. Returns 0 and fills out, or -1 with a message in
 * err (none within the bounds, too many patterns, the time limit). With a
 * progress callback, GLPK's own log goes there. */
PUZ_API int puz_reduced_milp(int h, int w, double bound, int full, double time_limit,
                             puz_progress_fn progress, void *ctx, puz_reduced *out, char *err,
                             size_t errsz);
/* The closed form: one equality, weights h^(row in box). */
PUZ_API void puz_reduced_closed(int h, int w, puz_reduced *out);
/* 0 when every feasible pattern satisfies each equality and every
 * infeasible one violates at least one. */
PUZ_API int puz_reduced_check(const puz_reduced *e);
PUZ_API void puz_reduced_free(puz_reduced *e);

#ifdef __cplusplus
}
#endif

#endif
