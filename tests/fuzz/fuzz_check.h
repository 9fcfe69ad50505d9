/* fuzz_check.h -- what the harnesses check of what the library hands back
 * (models, errors, batch lines read, answers decoded, solutions), through
 * include/puzc.h alone: any breach is a bug, reported by abort() (a crash
 * to libFuzzer). */
#ifndef PUZC_FUZZ_CHECK_H
#define PUZC_FUZZ_CHECK_H

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

/* What every model must satisfy, however it was made: every warning it
 * keeps a text, its sizes in range, every constraint's cells in the grid
 * (a permutation over every value, a distinct group no larger than the
 * values, a given one of them), its givens values of it and counted
 * right. */
static inline void fuzz_check_model(const puz_model *m)
{
    const puz_error *w = puz_model_warnings(m);
    for (int i = 0; w && i < puz_error_count(w); i++)
        if (!puz_error_diag(w, i) || !puz_error_diag(w, i)->text)
            abort();
    int rows = puz_model_rows(m), cols = puz_model_cols(m), n = puz_model_ncells(m);
    int vmin = puz_model_vmin(m), vmax = puz_model_vmax(m), nvals = vmax - vmin + 1;
    if (n != rows * cols || rows < 1 || rows > PUZ_MAX_SIDE || cols < 1 ||
        cols > PUZ_MAX_SIDE || vmin < 1 || nvals < 1 || nvals > PUZ_MAX_VALUES)
        abort();
    for (int i = 0; i < puz_model_nconstraints(m); i++) {
        const int *cells = NULL;
        int k = -1, total = 0;
        const char *kind = puz_model_constraint(m, i, &cells, &k, &total, NULL, NULL);
        if (!kind || k < 0 || (k > 0 && !cells))
            abort();
        for (int j = 0; j < k; j++)
            if (cells[j] < 0 || cells[j] >= n)
                abort();
        if ((strcmp(kind, "perm") == 0 && k != nvals) ||
            (strcmp(kind, "alldiff") == 0 && k > nvals) ||
            (strcmp(kind, "given") == 0 && (total < vmin || total > vmax)))
            abort();
    }
    if (puz_model_constraint(m, puz_model_nconstraints(m), NULL, NULL, NULL, NULL, NULL) ||
        puz_model_constraint(m, -1, NULL, NULL, NULL, NULL, NULL))
        abort(); /* out of range: NULL */
    const int *given = puz_model_givens(m);
    int ngivens = 0;
    for (int c = 0; c < n; c++) {
        if (given[c] && (given[c] < vmin || given[c] > vmax))
            abort();
        ngivens += given[c] != 0 && puz_model_cell_used(m, c); /* an unused cell is no clue */
    }
    if (ngivens != puz_model_ngivens(m))
        abort();
}

/* A grid a reader says is complete: every cell holds a value of the model. */
static inline void fuzz_check_grid(const puz_model *m, const int *grid)
{
    for (int c = 0; c < puz_model_ncells(m); c++)
        if (grid[c] < puz_model_vmin(m) || grid[c] > puz_model_vmax(m))
            abort();
}

/* An error handed back: a code other than PUZ_OK (the call's), a message,
 * a text, and each of its messages rendered. */
static inline void fuzz_check_error(const puz_error *e, puz_code rc)
{
    if (!e || rc == PUZ_OK || puz_error_code(e) != rc || !puz_error_message(e) ||
        !puz_error_message(e)[0] || !puz_error_text(e) || !puz_code_name(rc))
        abort();
    if (puz_error_count(e) < 1)
        abort();
    for (int i = 0; i < puz_error_count(e); i++) {
        const puz_diag *d = puz_error_diag(e, i);
        if (!d || !d->text || !d->message)
            abort();
    }
    if (puz_error_diag(e, puz_error_count(e)))
        abort();
}

/* A solution a solver found: values of the model, its givens kept (givens:
 * those of the call, NULL: none to compare), and the verifier's approval
 * (puz_verify: m's constraints and its own givens). */
static inline void fuzz_check_solution(const puz_model *m, const int *givens, const int *grid,
                                       const char *who)
{
    if (!grid)
        abort();
    fuzz_check_grid(m, grid);
    for (int c = 0; c < puz_model_ncells(m); c++)
        if (givens && givens[c] && givens[c] != grid[c])
            abort();
    puz_error *e = NULL;
    puz_code rc = puz_verify(m, grid, &e);
    if (rc != PUZ_OK) {
        fprintf(stderr, "wrong solution from %s: %s\n", who, e ? puz_error_message(e) : "?");
        abort();
    }
    if (e)
        abort(); /* success leaves *err alone */
}

/* Solves a line's model as batch does (a puz_solver of the native backend
 * fed its givens, a short time limit) and checks any solution. */
static inline void fuzz_solve_line(const puz_model *m)
{
    puz_solver *s = NULL;
    puz_error *e = NULL;
    puz_code rc = puz_solver_new(puz_backend_find("native"), m, NULL, &s, &e);
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        puz_error_free(e);
        return;
    }
    puz_limits *lim = puz_limits_new();
    puz_limits_set_time(lim, 0.05);
    puz_result *r = puz_result_new();
    const int *givens = puz_model_givens(m);
    rc = puz_solver_solve(s, givens, lim, r, &e);
    if (rc == PUZ_E_INTERNAL) { /* an answer the verifier refused */
        fprintf(stderr, "wrong solution from native: %s\n", puz_error_message(e));
        abort();
    }
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        puz_error_free(e);
    } else if (puz_result_status(r) == PUZ_SOLVED) {
        fuzz_check_solution(m, givens, puz_result_grid(r), "native");
    }
    puz_result_free(r);
    puz_limits_free(lim);
    puz_solver_free(s);
}

/* One line of batch input, in a buffer of exactly its length (reading
 * past it is caught), through puz_model_from_line: a model or an error
 * with a message. A model must be valid (a Latin square without boxes, a
 * Sudoku with boxes that make its side, of values 1..side), its givens in
 * range, a Killer's cells each in one cage; small grids are solved
 * (solving). */
static inline void fuzz_check_line(const char *line, size_t len, int killer, int solving)
{
    char *copy = malloc(len ? len : 1);
    if (!copy)
        abort();
    memcpy(copy, line, len);
    puz_model *m = NULL;
    puz_error *e = NULL;
    puz_line_form form = (puz_line_form)-1;
    puz_code rc = puz_model_from_line(copy, len, killer ? PUZ_LINE_IS_KILLER : PUZ_LINE_AUTO, &m,
                                      &form, &e);
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        if (m)
            abort();
        puz_error_free(e);
        free(copy);
        return;
    }
    if (!m || e || (form != PUZ_LINE_CHARS && form != PUZ_LINE_COMMA && form != PUZ_LINE_KILLER))
        abort();
    if (killer && form != PUZ_LINE_KILLER)
        abort(); /* (PUZ_LINE_AUTO reads a cage map and sums as a Killer too) */
    int side = puz_model_rows(m), n = puz_model_ncells(m);
    if (puz_model_cols(m) != side || puz_model_vmin(m) != 1 || puz_model_vmax(m) != side)
        abort();
    int br = puz_model_box_rows(m), bc = puz_model_box_cols(m);
    if (puz_model_kind(m) == PUZ_KIND_LATIN ? br != 0 || bc != 0 : br * bc != side)
        abort();
    fuzz_check_model(m);
    if (form == PUZ_LINE_KILLER) { /* every cell in one cage */
        if (puz_model_kind(m) != PUZ_KIND_KILLER)
            abort();
        int *caged = calloc((size_t)n, sizeof *caged);
        if (!caged)
            abort();
        for (int i = 0; i < puz_model_nconstraints(m); i++) {
            const int *cells;
            int k, distinct = 0;
            const char *kind = puz_model_constraint(m, i, &cells, &k, NULL, &distinct, NULL);
            if (strcmp(kind, "sum") == 0 && distinct)
                for (int j = 0; j < k; j++)
                    caged[cells[j]]++;
        }
        for (int c = 0; c < n; c++)
            if (caged[c] != 1)
                abort();
        free(caged);
    }
    if (solving && side <= 9)
        fuzz_solve_line(m);
    puz_model_free(m);
    free(copy);
}

/* The givens grid out and back in, as `check --grid` writes it
 * (puz_grid_write, PUZ_GRID_ROWS; puz_grid_read). */
static inline void fuzz_check_round_trip(const puz_model *m)
{
    int n = puz_model_ncells(m);
    const int *given = puz_model_givens(m);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f || puz_grid_write(m, given, PUZ_GRID_ROWS, f, NULL) != PUZ_OK)
        abort();
    fclose(f);
    int *back = calloc((size_t)n, sizeof *back);
    puz_error *e = NULL;
    if (!back || puz_grid_read(m, text, len, back, &e) != PUZ_OK ||
        memcmp(back, given, (size_t)n * sizeof *back) != 0) {
        fprintf(stderr, "givens do not read back (%s):\n%s",
                e ? puz_error_message(e) : "read, but not the same", text);
        abort();
    }
    free(back);
    free(text);
}

/* An answer (len bytes, not NUL-terminated) through puz_decode (every
 * backend's reader, told apart by the content) and `puzc verify`'s grid
 * reader (puz_grid_read): a grid, "no solution" or an error (an error
 * placed in the answer has a real line and column), never a crash; a grid
 * puz_decode hands back holds the model's values and is a solution (of m,
 * or of m without the givens a MaxSAT answer drops), and every cell the
 * verify reader read is set. */
static inline void fuzz_check_decode(const puz_model *m, const char *text, size_t len)
{
    int n = puz_model_ncells(m);
    int *grid = malloc((size_t)n * sizeof *grid);
    if (!grid)
        abort();
    for (int c = 0; c < n; c++)
        grid[c] = -12345; /* what a reader leaves unset shows */
    puz_answer answer = (puz_answer)-1;
    const char *format = NULL, *note = NULL;
    puz_error *e = NULL;
    puz_code rc = puz_decode(m, text, len, "answer", grid, &answer, &format, &note, &e);
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        if (rc != PUZ_E_INPUT && rc != PUZ_E_INVALID)
            abort();
        if (puz_error_line(e) < 0 || (puz_error_line(e) > 0 && puz_error_column(e) < 1))
            abort(); /* a message's place: a real line and column */
        puz_error_free(e);
        e = NULL;
    } else {
        if (e || !format || !puz_backend_find(format) || !note)
            abort();
        if (answer == PUZ_ANSWER_SOLVED) {
            fuzz_check_solution(m, puz_model_givens(m), grid, "puz_decode");
        } else if (answer == PUZ_ANSWER_RELAXED) {
            fuzz_check_grid(m, grid);
        } else if (answer != PUZ_ANSWER_NO_SOLUTION) {
            abort();
        }
    }
    /* `puzc verify`'s reader: any numbers it reads go to the verifier
     * (which names a value outside the model), but every cell is read */
    for (int c = 0; c < n; c++)
        grid[c] = -12345;
    rc = puz_grid_read(m, text, len, grid, &e);
    if (rc == PUZ_OK) {
        if (e)
            abort();
        for (int c = 0; c < n; c++)
            if (grid[c] == -12345)
                abort();
        rc = puz_verify(m, grid, &e);
        if (rc != PUZ_OK && rc != PUZ_E_INVALID)
            abort();
    }
    if (rc != PUZ_OK)
        fuzz_check_error(e, rc);
    puz_error_free(e);
    free(grid);
}

#endif
