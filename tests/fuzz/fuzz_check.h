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

/* Small models the harnesses share, as .puz text: the first eight are
 * fuzz_decode's (its inputs' first byte picks one, so their order stays),
 * then more for fuzz_api, the last one with an error. NULL past the end. */
static inline const char *fuzz_sample(int i)
{
    static const char *const samples[] = {
        /* 0: models/sudoku_4x4.puz */
        "sudoku 2x2\ngivens\n  . 3 | . .\n  4 . | . .\n  ----+----\n  . 2 | . .\n  . . | . 1\n",
        /* 1: the empty 4x4 */
        "sudoku 2x2\n",
        /* 2: a 4x4 Killer */
        "killer 2x2\ncages\n a a b b\n c d d b\n c e f f\n e e g g\n"
        "sums a=3 b=9 c=5 d=5 e=8 f=7 g=3\n",
        /* 3: a Latin square with a given */
        "latin 3\ngiven r1c1 = 2\n",
        /* 4: the empty 6x6 (2x3 boxes) */
        "sudoku 2x3\n",
        /* 5: AI Escargot, models/sudoku_9x9_hard.puz */
        "sudoku 3x3\ngivens\n1....7.9.\n.3..2...8\n..96..5..\n..53..9..\n.1..8...2\n"
        "6....4...\n3......1.\n.4......7\n..7...3..\n",
        /* 6: values that do not start at 1, rows only */
        "grid 2x3\nvalues 2..4\ndistinct rows\n",
        /* 7: cages written as statements, a plain sum */
        "grid 3x3\nvalues 1..3\ndistinct rows\ncage 3 r1c1 r1c2\nsum 6 r2c1..r3c2\n",
        /* 8: every variant statement */
        "grid 4x4\ndistinct rows\ndistinct cols\nless r1c1 r1c2 r1c3\nodd r2c2\n"
        "consecutive r3c3 r3c4\ndouble r4c1 r4c2\narrow r2c1 = r3c1\n",
        /* 9: an empty Latin square */
        "latin 5\n",
        /* 10: an error, so no model */
        "sudoku 2x2\ngiven r1c1 = 1, r1c2 = 1\n",
    };
    return i >= 0 && i < (int)(sizeof samples / sizeof samples[0]) ? samples[i] : NULL;
}
#define FUZZ_NSAMPLES 11

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

/* The givens grid out and back in, as `check --grid` writes it. */
static inline void fuzz_check_round_trip(const Model *m)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        abort();
    gridfmt_write_grid(f, m, m->given);
    fclose(f);
    int *back = calloc((size_t)m->ncells, sizeof *back);
    char err[256];
    if (!back || gridfmt_read(m, text, back, err, sizeof err) != 0 ||
        memcmp(back, m->given, (size_t)m->ncells * sizeof *back) != 0) {
        fprintf(stderr, "givens do not read back (%s):\n%s", err, text);
        abort();
    }
    free(back);
    free(text);
}

/* An answer (NUL-terminated text) through every backend's decode and
 * `puzc verify`'s grid reader: a grid, "no solution" or a message with its
 * place, never a crash; a grid said complete holds the model's values,
 * and every cell the verify reader read is set. skip_dlx leaves dlx's
 * decoder out: it builds the exact-cover matrix in three cage modes
 * before it reads a line, and a plain sum's placements have no bound
 * there (a 12-cell sum on a 6x6: 15 s and 880 MB for any answer). */
static inline void fuzz_check_decode(const Model *m, const char *text, int skip_dlx)
{
    int *grid = malloc((size_t)m->ncells * sizeof *grid);
    if (!grid)
        abort();
    char err[256];
    for (int i = 0; backend_list[i]; i++) {
        const Backend *b = backend_list[i];
        if (!b->decode || (skip_dlx && !strcmp(b->name, "dlx")))
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
