/* fuzz_check.h -- what the harnesses check of what the library hands back
 * (models, diagnostics, batch lines read, answers decoded, solutions): any
 * breach is a bug, reported by abort() (a crash to libFuzzer). */
#ifndef PUZC_FUZZ_CHECK_H
#define PUZC_FUZZ_CHECK_H

#include "backend.h"
#include "batch_line.h"
#include "gridfmt.h"
#include "ir.h"
#include "verify.h"

#include "puzc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What every Model must satisfy, however it was made. */
static inline void fuzz_check_model(const Model *m)
{
    if (m->ncells != m->rows * m->cols || m->rows < 1 || m->rows > PUZ_MAX_SIDE ||
        m->cols < 1 || m->cols > PUZ_MAX_SIDE || m->vmin < 1 || m->nvals > PUZ_MAX_VALUES ||
        m->nvals != m->vmax - m->vmin + 1)
        abort();
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        for (int k = 0; k < c->n; k++)
            if (c->cells[k] < 0 || c->cells[k] >= m->ncells)
                abort();
        if ((c->kind == CON_PERM && c->n != m->nvals) ||
            (c->kind == CON_ALLDIFF && c->n > m->nvals) ||
            (c->kind == CON_GIVEN && (c->total < m->vmin || c->total > m->vmax)))
            abort();
    }
    for (int i = 0; i < m->ncells; i++)
        if (m->given[i] && (m->given[i] < m->vmin || m->given[i] > m->vmax))
            abort();
}

/* A grid a reader says is complete: every cell holds a value of the model. */
static inline void fuzz_check_grid(const Model *m, const int *grid)
{
    for (int i = 0; i < m->ncells; i++)
        if (grid[i] < m->vmin || grid[i] > m->vmax)
            abort();
}

/* A solution a solver found: values of the model, its givens kept, and
 * the verifier's approval. */
static inline void fuzz_check_solution(const Model *m, const int *givens, const int *grid,
                                       const char *who)
{
    char why[256];
    fuzz_check_grid(m, grid);
    for (int c = 0; c < m->ncells; c++)
        if (givens && givens[c] && givens[c] != grid[c])
            abort();
    if (!verify_grid(m, grid, why, sizeof why)) {
        fprintf(stderr, "wrong solution from %s: %s\n", who, why);
        abort();
    }
}

/* Solves a parsed line's puzzle as batch does (native, a short time limit)
 * and checks any solution. */
static inline void fuzz_solve_line(const PuzzleLine *p, Model *m)
{
    char err[256];
    puz_solver *s = puz_solver_new(puz_backend_find("native"), m, NULL, err, sizeof err);
    if (!s)
        return;
    puz_limits lim = {0};
    lim.time_limit = 0.05;
    puz_result r = {0};
    puz_status st = puz_solver_solve(s, p->givens, &lim, &r);
    if (st == PUZ_SOLVED) {
        if (!r.solution)
            abort();
        fuzz_check_solution(m, p->givens, r.solution, "native");
    }
    puz_result_free(&r);
    puz_solver_free(s);
}

/* One line of batch input, in a buffer of exactly its length (reading
 * past it is caught): a puzzle or a message. A puzzle's model must be
 * valid (a Latin square without boxes, a Sudoku with boxes that make its
 * side), its givens and cages in range; small grids are solved (solving). */
static inline void fuzz_check_line(const char *line, size_t len, int killer, int solving)
{
    char *copy = malloc(len ? len : 1);
    if (!copy)
        abort();
    memcpy(copy, line, len);
    PuzzleLine p;
    char err[256] = "";
    if (batch_parse_line(copy, len, killer, &p, err, sizeof err) != 0) {
        if (!err[0] || memchr(err, '\0', sizeof err) == NULL)
            abort();
        free(copy);
        return;
    }
    if (p.side < 1 || p.side > PUZ_MAX_SIDE || !p.givens ||
        (p.latin ? p.box_r != 0 : p.box_r * p.box_c != p.side))
        abort();
    for (int c = 0; c < p.side * p.side; c++)
        if (p.givens[c] < 0 || p.givens[c] > p.side)
            abort();
    if (p.form == LINE_KILLER)
        for (int c = 0; c < p.side * p.side; c++)
            if (p.cage_of[c] < 0 || p.cage_of[c] >= p.ncages)
                abort();
    Model *m = batch_line_model(&p);
    fuzz_check_model(m);
    if (solving && p.side <= 9)
        fuzz_solve_line(&p, m);
    model_free(m);
    batch_line_free(&p);
    free(copy);
}

/* An answer (NUL-terminated text) through every backend's decode and
 * `puzc verify`'s grid reader: a grid, "no solution" or a message with its
 * place, never a crash; a grid said complete holds the model's values,
 * and every cell the verify reader read is set. */
static inline void fuzz_check_decode(const Model *m, const char *text)
{
    int *grid = malloc((size_t)m->ncells * sizeof *grid);
    if (!grid)
        abort();
    char err[256];
    for (int i = 0; backend_list[i]; i++) {
        const Backend *b = backend_list[i];
        if (!b->decode)
            continue;
        for (int c = 0; c < m->ncells; c++)
            grid[c] = -12345; /* what a reader leaves unset shows */
        err[0] = '\0';
        DecodeLoc at = {-1, -1};
        int r = b->decode(m, text, "answer", grid, err, sizeof err, &at);
        if (r < -2 || r > 2 || (r == -1 && !err[0]))
            abort();
        if (r == -1 && (at.line < 0 || (at.line > 0 && at.col < 1)))
            abort(); /* a message's place: set, and a real column */
        if (r == 0) {
            fuzz_check_grid(m, grid);
            verify_grid(m, grid, err, sizeof err);
        }
    }
    /* `puzc verify`'s reader: any numbers it reads go to the verifier
     * (which names a value outside the model), but every cell is read */
    for (int c = 0; c < m->ncells; c++)
        grid[c] = -12345;
    if (gridfmt_read(m, text, grid, err, sizeof err) == 0) {
        for (int c = 0; c < m->ncells; c++)
            if (grid[c] == -12345)
                abort();
        verify_grid(m, grid, err, sizeof err);
    }
    free(grid);
}

#endif
