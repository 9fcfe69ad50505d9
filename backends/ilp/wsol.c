/* wsol.c -- glpsol's machine-readable solution (`glpsol ... -w FILE`, the
 * format of GLPK's glp_write_mip, glp_write_sol and glp_write_ipt) read back
 * into a grid through GLPK's own readers, on the program puzc emitted.
 *
 * THE FORMAT (GLPK's reference manual, "Write solution in GLPK format"):
 *   c ...                         comment lines (glpsol writes the problem
 *                                 size and status: "c Non-zeros:  96")
 *   s mip ROWS COLS STATUS OBJ    a MIP solution (o optimal, f feasible,
 *                                 n no feasible solution, u undefined)
 *   s bas ROWS COLS PST DST OBJ   a basic solution (glpsol --nomip)
 *   s ipt ROWS COLS STATUS OBJ    an interior-point one (glpsol --interior)
 *   i ROW ...  /  j COL ...       one line per row and per column, by number
 *   e o f
 * It names no column: column j is the j-th column of the problem glpsol
 * read. So the reader rebuilds that problem: the program `puzc emit` writes
 * for this model (each ILP formulation, givens eliminated or kept as
 * bounds, coefficient bound the default), read by glp_read_lp as glpsol
 * --lp reads it (and, where the column order differs, glp_read_mps as
 * glpsol --freemps reads the MPS file). A candidate whose rows, columns and
 * nonzeros are the answer's gets the solution (glp_read_mip, glp_read_sol or
 * glp_read_ipt, which check every line), and its columns are mapped back to
 * cells by name (x_r<R>c<C>_v<V>). When several candidates have the same
 * size, the first whose grid the verifier accepts is taken.
 *
 * GLPK's readers take file names: the answer and each program go through
 * temporary files (TMPDIR, else /tmp), removed before returning. GLPK's
 * messages go through its terminal hook, never printed: a format error
 * ("FILE:LINE: column number out of range") comes back as the message at
 * that line of the answer. */
#include "ilp.h"

#include "util.h"
#include "verify.h"

#include <ctype.h>
#include <glpk.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The answer's header: its kind and size. */
typedef struct {
    char kind[4];          /* "mip", "bas" or "ipt" */
    int rows, cols, nnz;   /* nnz -1 when no "c Non-zeros:" line */
} WHead;

/* Whether text is a GLPK solution: comment lines ("c", blank), then
 * "s mip|bas|ipt ROWS COLS ...". */
static int read_head(const char *text, WHead *h)
{
    h->nnz = -1;
    for (const char *s = text; *s;) {
        const char *nl = strchr(s, '\n');
        size_t len = nl ? (size_t)(nl - s) : strlen(s);
        if (s[0] == 'c' && (len == 1 || isspace((unsigned char)s[1]))) {
            if (len > 12 && !strncmp(s, "c Non-zeros:", 12))
                h->nnz = atoi(s + 12);
        } else if (s[0] == 's' && len > 6 && s[1] == ' ') {
            char kind[8];
            int n = 0;
            if (sscanf(s, "s %7s %d %d%n", kind, &h->rows, &h->cols, &n) != 3 || (size_t)n > len)
                return 0;
            if (strcmp(kind, "mip") && strcmp(kind, "bas") && strcmp(kind, "ipt"))
                return 0;
            if (h->rows < 0 || h->cols < 0)
                return 0;
            memcpy(h->kind, kind, 4);
            return 1;
        } else if (strspn(s, " \t\r") != len) {
            return 0;
        }
        s = nl ? nl + 1 : s + len;
    }
    return 0;
}

/* A temporary file holding len bytes of data: its name (malloc'd), or
 * NULL. */
static char *temp_write(const char *data, size_t len)
{
    const char *dir = getenv("TMPDIR");
    if (!dir || !*dir)
        dir = "/tmp";
    size_t n = strlen(dir) + 32;
    char *name = xmalloc(n);
    snprintf(name, n, "%s/puzc-answer.XXXXXX", dir);
    int fd = mkstemp(name);
    if (fd < 0) {
        free(name);
        return NULL;
    }
    FILE *f = fdopen(fd, "w");
    if (!f) {
        close(fd);
        unlink(name);
        free(name);
        return NULL;
    }
    int bad = len && fwrite(data, 1, len, f) != len;
    bad |= fclose(f) != 0;
    if (bad) {
        unlink(name);
        free(name);
        return NULL;
    }
    return name;
}

/* GLPK's terminal output, kept: the first "FILE:LINE: message" about the
 * answer's file. */
typedef struct {
    const char *file;      /* the answer's temporary name */
    char buf[256];
    size_t len;
    int line;              /* 0 until found */
    char msg[160];
} Hook;

static int hook(void *info, const char *s)
{
    Hook *h = info;
    size_t fl = strlen(h->file);
    for (; *s; s++) {
        if (*s != '\n') {
            if (h->len + 1 < sizeof h->buf)
                h->buf[h->len++] = *s;
            continue;
        }
        h->buf[h->len] = '\0';
        h->len = 0;
        char *q;
        long line;
        if (!h->line && !strncmp(h->buf, h->file, fl) && h->buf[fl] == ':' &&
            (line = strtol(h->buf + fl + 1, &q, 10)) > 0 && *q == ':') {
            q++;
            while (*q == ' ')
                q++;
            if (!strncmp(q, "warning: ", 9)) /* not why a read failed */
                continue;
            if (!strncmp(q, "error: ", 7)) /* some of GLPK's say so */
                q += 7;
            h->line = line > 1000000000 ? 1000000000 : (int)line;
            snprintf(h->msg, sizeof h->msg, "%s", q);
        }
    }
    return 1; /* the library never prints */
}

/* Parses "x_r<R>c<C>_v<V>" exactly. */
static int col_cell(const char *name, int *r, int *c, int *v)
{
    int n = 0;
    return name && sscanf(name, "x_r%dc%d_v%d%n", r, c, v, &n) == 3 && !name[n];
}

/* One candidate program as glpsol read it: written as LP (or MPS) to a
 * temporary file and read back by GLPK. NULL when it cannot be made. */
static glp_prob *candidate(const IlpProgram *p, int mps)
{
    char *text;
    size_t len;
    FILE *f = xopen_memstream(&text, &len);
    if (mps)
        ilp_write_mps(p, f);
    else
        ilp_write_lp(p, f);
    xclose_memstream(f, &text);
    len = strlen(text);
    char *name = temp_write(text, len);
    free(text);
    if (!name)
        return NULL;
    glp_prob *lp = glp_create_prob();
    int rc = mps ? glp_read_mps(lp, GLP_MPS_FILE, NULL, name) : glp_read_lp(lp, NULL, name);
    unlink(name);
    free(name);
    if (rc != 0) {
        glp_delete_prob(lp);
        return NULL;
    }
    return lp;
}

/* The grid of a problem holding the solution: 0, or -1 with a message. */
static int grid_of(const Model *m, glp_prob *lp, const char *kind, const char *path, int *grid,
                   char *err, size_t errsz)
{
    for (int c = 0; c < m->ncells; c++)
        grid[c] = m->given[c];
    for (int j = 1; j <= glp_get_num_cols(lp); j++) {
        int r, c, v;
        const char *name = glp_get_col_name(lp, j);
        if (!col_cell(name, &r, &c, &v))
            continue; /* a cage's digit-set column, or x_empty */
        double x = kind[0] == 'm' ? glp_mip_col_val(lp, j)
                   : kind[0] == 'b' ? glp_get_col_prim(lp, j) : glp_ipt_col_prim(lp, j);
        if (x > 1e-6 && x < 1 - 1e-6) {
            snprintf(err, errsz, "%s: column %d (%s) is %g, not 0 or 1: a relaxation's "
                                 "solution, not a grid", path, j, name, x);
            return -1;
        }
        if (x < 0.5)
            continue;
        if (r < 1 || r > m->rows || c < 1 || c > m->cols || v < m->vmin || v > m->vmax)
            continue; /* cannot happen: the program is this model's */
        int cell = (r - 1) * m->cols + c - 1;
        if (grid[cell] && grid[cell] != v) {
            snprintf(err, errsz, "%s: r%dc%d holds both %d and %d", path, r, c, grid[cell], v);
            return -1;
        }
        grid[cell] = v;
    }
    return ilp_grid_filled(m, grid, path, err, errsz);
}

/* GLPK's fatal errors (out of memory, an internal check) jump back here. */
static void on_error(void *info) { longjmp(*(jmp_buf *)info, 1); }

/* The status of the solution lp holds: 0 a solution, 1 none exists, -1 no
 * answer (message). */
static int status_of(glp_prob *lp, const char *kind, const char *path, char *err, size_t errsz)
{
    int st = kind[0] == 'm' ? glp_mip_status(lp)
             : kind[0] == 'b' ? glp_get_status(lp) : glp_ipt_status(lp);
    if (st == GLP_OPT || st == GLP_FEAS)
        return 0;
    if (st == GLP_NOFEAS)
        return 1;
    snprintf(err, errsz, "%s: glpsol found no %s solution (status %s: stopped early?)", path,
             kind[0] == 'm' ? "integer" : "feasible",
             st == GLP_UNDEF ? "UNDEFINED" : st == GLP_INFEAS ? "INFEASIBLE" : "UNBOUNDED");
    return -1;
}

typedef struct {
    const Model *m;
    const WHead *h;
    const char *ans;       /* the answer's temporary file */
    const char *path;
    int *grid, *first;     /* first: the first candidate's grid, if any */
    int have_first;
    Hook *hk;
    jmp_buf *jb;
    char *err;
    size_t errsz;
    DecodeLoc *at;
} Try;

/* Tries one candidate: 0 a verified grid, 1 no solution, -1 a message
 * (located when GLPK's reader named a line), -3 not this candidate. */
static int try_one(Try *t, const IlpProgram *p, int mps)
{
    if (p->nrows != t->h->rows || (p->ncols ? p->ncols : 1) != t->h->cols ||
        (t->h->nnz >= 0 && p->nnz != t->h->nnz))
        return -3;
    /* (the hooks again: building the reduced formulation's coefficients
     * runs GLPK with hooks of its own) */
    glp_error_hook(on_error, t->jb);
    glp_term_out(GLP_ON);
    glp_term_hook(hook, t->hk);
    glp_prob *lp = candidate(p, mps);
    if (!lp)
        return -3;
    int rc = -3;
    if (glp_get_num_rows(lp) == t->h->rows && glp_get_num_cols(lp) == t->h->cols) {
        int bad = t->h->kind[0] == 'm' ? glp_read_mip(lp, t->ans)
                  : t->h->kind[0] == 'b' ? glp_read_sol(lp, t->ans) : glp_read_ipt(lp, t->ans);
        if (bad) {
            if (t->hk->line) {
                snprintf(t->err, t->errsz, "%s (GLPK's reader)", t->hk->msg);
                t->at->line = t->hk->line;
                t->at->col = 1;
            } else {
                snprintf(t->err, t->errsz, "%s: GLPK cannot read this solution file", t->path);
            }
            rc = -1;
        } else if ((rc = status_of(lp, t->h->kind, t->path, t->err, t->errsz)) == 0) {
            rc = grid_of(t->m, lp, t->h->kind, t->path, t->grid, t->err, t->errsz);
            if (rc == 0) {
                char why[256];
                if (!t->have_first) {
                    memcpy(t->first, t->grid, (size_t)t->m->ncells * sizeof(int));
                    t->have_first = 1;
                }
                if (!verify_grid(t->m, t->grid, why, sizeof why))
                    rc = -3; /* maybe another candidate of this size */
            }
        }
    }
    glp_delete_prob(lp);
    return rc;
}

int ilp_wsol_decode(const Model *m, const char *text, const char *path, int *grid, char *err,
                    size_t errsz, DecodeLoc *at)
{
    WHead h;
    if (!read_head(text, &h))
        return -2;
    at->line = 0;
    char *ans = temp_write(text, strlen(text));
    if (!ans) {
        snprintf(err, errsz, "%s: cannot make a temporary file for GLPK's reader", path);
        return -1;
    }
    int env = glp_init_env(); /* freed below when made here (per thread) */
    if (env == 2) {
        unlink(ans);
        free(ans);
        out_of_memory(0);
    }
    Hook hk = {.file = ans};
    int *first = xmalloc((size_t)m->ncells * sizeof *first);
    jmp_buf jb;
    Try t = {m, &h, ans, path, grid, first, 0, &hk, &jb, err, errsz, at};
    volatile int rc = -3;
    if (setjmp(jb)) {
        glp_free_env();
        snprintf(err, errsz, "%s: GLPK failed while reading the solution", path);
        rc = -1;
    } else {
        int old = glp_term_out(GLP_ON);
        glp_term_out(old);
        for (int form = 0; ilp_form_names[form] && rc == -3; form++)
            for (int elim = 1; elim >= 0 && rc == -3; elim--) {
                IlpProgram p;
                char why[256];
                if (ilp_formulate(m, (IlpForm)form, elim, 0, NULL, &p, why, sizeof why) != 0)
                    continue;
                if (!(elim && p.infeasible)) { /* emit writes that one with givens kept */
                    rc = try_one(&t, &p, 0);
                    if (rc == -3 && p.naux) /* columns in another order in the MPS file */
                        rc = try_one(&t, &p, 1);
                }
                ilp_program_free(&p);
            }
        glp_term_hook(NULL, NULL);
        glp_term_out(old);
        glp_error_hook(NULL, NULL);
        if (env == 0)
            glp_free_env();
    }
    if (rc == -3 && t.have_first) { /* the right size, but no solution: say so */
        memcpy(grid, first, (size_t)m->ncells * sizeof(int));
        rc = 0;
    } else if (rc == -3) {
        snprintf(err, errsz, "%s: glpsol's solution has %d rows and %d columns: no program "
                             "puzc emits for this model has that size (another model, or "
                             "emitted with --bounds?)", path, h.rows, h.cols);
        rc = -1;
    }
    free(first);
    unlink(ans);
    free(ans);
    return rc;
}
