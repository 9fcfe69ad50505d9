/* ilp.h -- the ILP backend's internal interface: a sparse 0-1 program
 * (program.c) that the formulations (formulate.c) fill from a Model, the
 * reduced-constraint coefficients (coeffs.c: the seed paper's
 * constraint-creation MILP, or the closed form), GLPK through its C API
 * (glpk_run.c), the LP and MPS writers (lpfile.c), the reader of glpsol
 * and CBC solution files (decode.c), and OPB out and in (opb.c).
 *
 * COLUMNS. Variable x[c,v] of the IR (var = c*nvals + v-vmin, compiler/ir.h)
 * becomes one binary column named x_r<row>c<col>_v<v>, unless given
 * elimination decided it: then it is no column at all and every row it
 * appeared in has its value moved to the right-hand side. Columns are
 * numbered 0.. in order of first use in a kept row; col_var[] maps back.
 *
 * NAMES, unique by construction (CPLEX LP and MPS solvers refuse a row
 * named twice), letters, digits and '_' only, at most ILP_NAME_MAX - 1
 * bytes (CPLEX LP allows 255; MPS free form no blanks):
 *   cell_r<R>c<C>                        one per cell
 *   band<B>_v<V>_e<E>, stack<S>_v<V>_e<E> the reduced forms' equalities
 *   k<N>_<name>_<suffix>                 the rows of constraint N-1 of the
 *                                        model, its label (con_label, ir.h)
 *                                        and a suffix distinct within it
 *                                        (formulate.c lists them)
 *   x_r<R>c<C>_v<V>, z_k<N>_<name>_<I>   columns: x[c,v]; set I of cage N-1
 * The label's "k<N>_" tells constraints apart, and no other name starts
 * with 'k' and a digit; rows and columns are separate name spaces in both
 * formats. A label is at most 35 bytes and a suffix at most 24 ("_v<V>_w<W>"
 * with values below 2^31), so 64 bytes hold every name uncut.
 */
#ifndef PUZC_ILP_H
#define PUZC_ILP_H

#include "backend.h"
#include "guard.h"
#include "ir.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum { ILP_FORM_CLASSIC, ILP_FORM_REDUCED, ILP_FORM_CLOSED, ILP_FORM_MAXSUM } IlpForm;

typedef enum { ILP_EQ, ILP_LE } IlpSense;

#define ILP_NAME_MAX 64

typedef struct {
    int start, len;   /* its terms: ind[start..start+len-1], val[...] */
    IlpSense sense;
    double rhs;
    char name[ILP_NAME_MAX];
} IlpRow;

typedef struct {
    const Model *m;
    IlpForm form;
    int nvars;        /* ncells * nvals */
    int8_t *fixed;    /* per var: -1 open, 0 or 1 decided by elimination */
    int8_t *bound;    /* per var: -1 none, or 0/1 a fixing bound (givens kept) */
    int *col;         /* per var: its column, or -1 */
    int *col_var;     /* per column: its var (>= nvars: an auxiliary) */
    int ncols;
    char (*aux)[ILP_NAME_MAX]; /* names of the auxiliary binaries nvars.. */
    int naux, capaux;
    IlpRow *rows;
    int nrows, caprows;
    int *ind;         /* column of each term */
    double *val;
    int nnz, capnz;
    int maximize;     /* objective: maximise the sum of every column (maxsum) */
    int infeasible;   /* a row left with no columns cannot hold */
    char why[160];    /* ... and which row */
    double cur_rhs;   /* the right-hand side of the row being built */
    BuildGuard *guard; /* asked every 4096 rows (may be NULL); once it says
                          stop, `stopped` is set and further rows are
                          dropped: the program is then incomplete */
    int stopped;
} IlpProgram;

/* program.c -- building rows with fixed variables substituted away. */
void ilp_program_init(IlpProgram *p, const Model *m, IlpForm form, int eliminate);
void ilp_program_free(IlpProgram *p);
/* The bytes the program holds. */
size_t ilp_program_bytes(const IlpProgram *p);
void ilp_row_begin(IlpProgram *p, IlpSense sense, double rhs, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void ilp_row_term(IlpProgram *p, int var, double coef);
void ilp_row_end(IlpProgram *p);
/* A new auxiliary binary column (cage digit sets); returns its var. */
int ilp_aux_new(IlpProgram *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The LP name of column j: x_r1c1_v5, or the auxiliary's name. */
void ilp_col_name(const IlpProgram *p, int j, char *buf, size_t n);

/* coeffs.c -- equalities that replace the row (column) equalities of one
 * band (stack) for one value. A band of h rows crosses h boxes of h x w
 * cells (w = cells per box row); position of a cell in the band:
 * box*(h*w) + row_in_box*w + col_in_box, and coef[e][0] is the constant
 * c0, coef[e][1+pos] the coefficient of position pos, for e < neq. */
typedef puz_reduced IlpEqs; /* puzc.h: the public face of these */

/* Largest pattern count the MILP is built for: (h*w)^h over every pattern,
 * h^h by box rows (up to 5x5 boxes); bigger bands use the difference form.
 * Pattern counts up to ILP_CHECK_MAX_PATTERNS are all checked. */
#define ILP_MILP_MAX_PATTERNS 5000
#define ILP_CHECK_MAX_PATTERNS 20000000L
/* Bands taller than this get the difference form in the reduced
 * formulation (`puzc reduce` still tries the MILP on them). */
#define ILP_MILP_AUTO_MAX_H 3
/* Solves the paper's model (6)-(12) for a band of h x w boxes with
 * coefficients in [-L, L] and at most rmax equalities: over every pattern
 * when `full`, else over the quotient by box rows (see coeffs.c). GLPK's
 * own output goes a line at a time to talk (NULL: silent). Returns 0 and
 * fills e, or -1 with a message (no solution within rmax, too many
 * patterns). */
int ilp_eqs_milp(int h, int w, double L, int rmax, int full, puz_progress_fn talk,
                 void *talk_ctx, double time_limit, IlpEqs *e, char *err, size_t errsz);
/* The closed form: one equality, weights h^(row in box), c0 = -(h^h-1)/(h-1). */
void ilp_eqs_closed(int h, int w, IlpEqs *e);
/* The difference form: h-1 equalities n_(i+1) - n_i = 0 (row counts). */
void ilp_eqs_diff(int h, int w, IlpEqs *e);
/* The cached equalities for (h, w, L) (MILP, computed once per process,
 * thread-safe), the closed form when L == 0, the difference form when the
 * band is too big for the MILP. The MILP ends by deadline (a now_sec()
 * time, 0 = none) when it comes before its own 60 s: cut short there, it
 * returns NULL (a message in err) and is not remembered. */
const IlpEqs *ilp_eqs_get(int h, int w, double L, double deadline, char *err, size_t errsz);
void ilp_eqs_free(IlpEqs *e);
/* Checks e against every occurrence pattern: 0 when every feasible pattern
 * satisfies each equality and every infeasible one violates at least one. */
int ilp_eqs_check(const IlpEqs *e);

/* formulate.c -- the Model as a program, built under guard (may be NULL:
 * then p->stopped says the guard stopped it). Returns 0, or -1 with a
 * message (a formulation that does not apply to this model). */
#define ILP_DEFAULT_BOUNDS 1.0
int ilp_formulate(const Model *m, IlpForm form, int eliminate, double bounds, BuildGuard *guard,
                  IlpProgram *p, char *err, size_t errsz);
int ilp_form_parse(const char *name, IlpForm *form, char *err, size_t errsz);
const char *ilp_form_name(IlpForm form);
/* The names, in IlpForm order, NULL-terminated (the option table's). */
extern const char *const ilp_form_names[];
/* Whether column j is a given kept as the bound x = 1 (--no-eliminate). */
static inline int ilp_col_bound(const IlpProgram *p, int j)
{
    return p->col_var[j] < p->nvars && p->bound[p->col_var[j]] == 1;
}

/* lpfile.c -- CPLEX LP and free MPS, names as above. */
void ilp_write_lp(const IlpProgram *p, FILE *out);
void ilp_write_mps(const IlpProgram *p, FILE *out);

/* opb.c -- the program as OPB (pseudo-Boolean, PB competition format):
 * 0, or -1 with a message when a coefficient is not whole. */
int ilp_write_opb(const IlpProgram *p, FILE *out, char *err, size_t errsz);
/* A PB solver's answer (`v x1 -x2 ...` lines) back into a grid; returns
 * as Backend.decode. */
int ilp_opb_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
                   size_t errsz, DecodeLoc *at);

/* glpk_run.c -- solving with GLPK's branch-and-cut (glp_intopt), counting
 * by no-good cuts, stopping at the deadline, on cancel or at the memory
 * limit. */
typedef struct {
    long limit;
    double deadline;              /* now_sec() time to stop at, 0 = none */
    const volatile int *cancel;   /* stop when *cancel is nonzero; may be NULL */
    BuildGuard *guard;            /* loading the program into GLPK: asked every
                                   4096 rows and columns (with GLPK's memory);
                                   its memory limit then bounds GLPK's own
                                   (glp_mem_limit). May be NULL */
    puz_progress_fn talk;         /* GLPK's own output, a line at a time (--verbose);
                                     NULL: silent */
    void *talk_ctx;
    int (*on_solution)(void *ctx, const int *grid);
    void *ctx;
    int heuristics;               /* GLPK's primal heuristics and cuts on (--heuristics) */
} IlpRunOpts;
typedef struct {
    long solutions;
    int stopped;                  /* the deadline, the cancel or the memory limit
                                     ended the count */
    int stop;                     /* ... which one: STOP_* */
    int in_load;                  /* ... while the program went into GLPK
                                     (opts->guard says how far) */
    int root_lp;                  /* the root LP was solved here, in slices,
                                     without GLPK's presolver (see glpk_run.c) */
    int failed;
    long nodes;                   /* branch-and-bound nodes, summed */
    int pre_rows, pre_cols, pre_nnz; /* the first presolved problem (-1: unknown) */
    char err[160];
} IlpRunResult;
/* Returns the number of solutions found (each grid, givens included, to
 * on_solution). */
void ilp_run(const IlpProgram *p, const IlpRunOpts *o, IlpRunResult *r);

/* decode.c -- a glpsol (-o) or CBC solution file back into a grid.
 * Returns as Backend.decode. */
/* 0 when every cell of grid holds a value, else -1 with "PATH: the answer
 * leaves rRcC empty" (the decoders' last check, decode.c). */
int ilp_grid_filled(const Model *m, const int *grid, const char *path, char *err, size_t errsz);
int ilp_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
               size_t errsz, DecodeLoc *at);

/* wsol.c -- glpsol's -w solution (GLPK's own format, columns by number)
 * read through GLPK on the program emit writes. Returns as Backend.decode. */
int ilp_wsol_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
                    size_t errsz, DecodeLoc *at);

#endif
