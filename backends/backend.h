/* backend.h -- the one interface every backend implements, and the registry.
 * A backend lowers a Model (compiler/ir.h) to its own formulation, runs its
 * solver, and reports solutions as grids in the IR's cell numbering. Solver
 * handles (GLPK problem, PicoSAT instance, DLX matrix) live inside one call. */
#ifndef PUZC_BACKEND_H
#define PUZC_BACKEND_H

#include "../compiler/ir.h"

#include <stdio.h>

/* What a backend can do. */
enum {
    CAP_SOLVE = 1,    /* finds a solution */
    CAP_COUNT = 2,    /* counts solutions exactly up to a limit */
    CAP_EMIT = 4,     /* writes its formulation to a file */
    CAP_DECODE = 8,   /* reads an external solver's answer back */
    CAP_GENERATE = 16 /* fills grids / makes puzzles */
};

/* Result of solve(). */
typedef enum {
    PUZ_SOLVED = 0,  /* at least one solution found */
    PUZ_UNSAT = 1,   /* proved: no solution */
    PUZ_UNKNOWN = 2, /* gave up: time or iteration limit, incomplete method */
    PUZ_ERROR = 3    /* could not run (message in SolveResult.err) */
} SolveStatus;

/* Called once per solution, in the IR's numbering (grid[cell] = value).
 * Return nonzero to stop the search. */
typedef int (*SolutionFn)(const Model *m, const int *grid, void *ctx);

typedef struct {
    long limit;              /* stop after this many solutions; 1 = solve,
                                2 = uniqueness check; 0 means 1 */
    SolutionFn on_solution;  /* may be NULL; every solution found goes here */
    void *ctx;
    const char *formulation; /* ilp: classic|reduced|closed|maxsum;
                                sat: minimal|efficient|extended;
                                heuristic: grasp|tabu|cuckoo; NULL = default */
    const char *amo;         /* sat at-most-one: pairwise|sequential|commander|... */
    const char *cage;        /* cage encoding where a backend offers several */
    int no_reduce;           /* keep givens in the model (no elimination) */
    int propagate_only;      /* sat: unit propagation / probing only */
    int verbose;             /* let the solver talk on stderr */
    double time_limit;       /* seconds, 0 = none */
    long iterations;         /* heuristic iteration limit, 0 = default */
    unsigned long seed;      /* heuristic seed */
    int tabu_size;           /* heuristic: tabu list length, 0 = default */
    double alpha;            /* heuristic: GRASP RCL share, 0 = default */
    double bounds;           /* ilp reduced: coefficient bound L (|c| <= L),
                                0 = default */
} SolveOpts;

typedef struct {
    SolveStatus status;
    long solutions;          /* found, up to opts.limit */
    int *first;              /* first solution (ncells values), malloc'd by
                                the backend, freed by solve_result_free */
    /* Model size in the backend's own terms; names in Backend.size_names. */
    long size[3];
    /* Search effort: guesses, nodes or decisions (see Backend.effort_name). */
    long effort;
    double build_sec, solve_sec;
    char note[128];          /* extra one-line facts, e.g. "unit propagation: solved" */
    char err[256];           /* PUZ_ERROR: why */
    int incomplete;          /* stopped by a time limit before the count was
                                settled: solutions is a lower bound */
} SolveResult;

typedef struct Backend {
    const char *name;
    const char *description;
    unsigned caps;
    const char *const *formulations; /* NULL-terminated, first = default; may be NULL */
    const char *const *formats;      /* emit formats, NULL-terminated; may be NULL */
    const char *size_names[3];       /* e.g. {"vars", "clauses", "literals"} */
    const char *effort_name;         /* e.g. "guesses", "decisions", "nodes" */
    /* Solves m. Fills res (zeroed by the caller). Returns res->status. */
    SolveStatus (*solve)(const Model *m, const SolveOpts *o, SolveResult *res);
    /* Writes the formulation in `format` (e.g. "lp", "mps", "cnf", "xcc").
     * Returns 0, or -1 with a message in err. May be NULL. */
    int (*emit)(const Model *m, const char *format, const SolveOpts *o, FILE *out,
                char *err, size_t errsz);
    /* Model size (as in SolveResult.size) without solving, for
     * `puzc check --stats`. Returns 0, or -1 when not applicable. May be NULL. */
    int (*size)(const Model *m, const SolveOpts *o, long size[3]);
    /* Reads an external solver's answer (the whole file in `text`, named
     * `path` for messages) into grid. Returns 0 solved, 1 the answer says
     * there is no solution, -1 error with a message in err, -2 when the text
     * is not in a format this backend reads (the caller tries the next).
     * May be NULL. */
    int (*decode)(const Model *m, const char *text, const char *path, int *grid,
                  char *err, size_t errsz);
} Backend;

/* The registry (backends/registry.c). */
extern const Backend *const puz_backends[];  /* NULL-terminated */
const Backend *backend_find(const char *name);
/* The backend whose emit() handles `format`, or NULL. */
const Backend *backend_for_format(const char *format);
void solve_result_free(SolveResult *r);

#endif
