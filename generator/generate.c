/* generate.c -- the generator's public entry points (puzc.h): the default
 * options and their checking, puz_fill (a filled grid), puz_generate (a
 * puzzle: puzzle.c for Sudoku and Latin, killer.c for Killer), and the one
 * step every product starts with, filling a grid by the chosen method. */
#include "generate.h"

#include "cages.h"
#include "fill.h"
#include "verify.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gen_opts_init(puz_gen_opts *o)
{
    memset(o, 0, sizeof *o);
    o->kind = PUZ_GEN_SUDOKU;
    o->box_r = o->box_c = 3;
    o->n = 9;
    o->method = PUZ_FILL_AUTO;
    o->symmetry = PUZ_SYM_NONE;
    o->difficulty = PUZ_LEVEL_ANY;
    o->cage_min = 1;
    o->cage_max = 5;
    o->check_limit = -1;
    o->ilp_fix = 2; /* the band fill: see fill_ilp.c */
}

puz_gen_status gen_fail(puz_gen_result *out, puz_gen_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out->err, sizeof out->err, fmt, ap);
    va_end(ap);
    return out->status = st;
}

/* Options a caller may get wrong: the message names the field's meaning
 * (the command line checks its own flags before, in its own words). */
static puz_gen_status check_opts(const puz_gen_opts *o, puz_gen_result *out)
{
    if (o->kind < PUZ_GEN_SUDOKU || o->kind > PUZ_GEN_KILLER)
        return gen_fail(out, PUZ_GEN_ERROR, "unknown kind of puzzle (%d)", (int)o->kind);
    if (o->kind == PUZ_GEN_LATIN ? o->n < 2 || o->n > PUZ_MAX_SIDE
        : o->box_r < 1 || o->box_c < 1 || o->box_r * o->box_c < 2 ||
          o->box_r * o->box_c > PUZ_MAX_SIDE)
        return gen_fail(out, PUZ_GEN_ERROR, "the grid's side must be 2 to %d", PUZ_MAX_SIDE);
    if (o->method < PUZ_FILL_AUTO || o->method > PUZ_FILL_ILP)
        return gen_fail(out, PUZ_GEN_ERROR, "unknown fill method (%d)", (int)o->method);
    int side = o->kind == PUZ_GEN_LATIN ? o->n : o->box_r * o->box_c;
    if ((o->method == PUZ_FILL_BACKTRACK || o->method == PUZ_FILL_PRUNE ||
         o->method == PUZ_FILL_WEIGHTED) && side > FILL_MAX_SIDE)
        return gen_fail(out, PUZ_GEN_ERROR, "fill method %s takes grids of up to %d values "
                        "(this one has %d): use row or block", gen_fill_method_name(o->method),
                        FILL_MAX_SIDE, side);
    if ((unsigned)o->symmetry > PUZ_SYM_MIRROR)
        return gen_fail(out, PUZ_GEN_ERROR, "unknown symmetry (%d)", (int)o->symmetry);
    if (o->difficulty < PUZ_LEVEL_ANY || o->difficulty > PUZ_LEVEL_EXPERT)
        return gen_fail(out, PUZ_GEN_ERROR, "unknown difficulty (%d)", (int)o->difficulty);
    if (o->alpha < 0 || o->tries < 0 || o->time_limit < 0 || o->clues < 0)
        return gen_fail(out, PUZ_GEN_ERROR, "alpha, tries, time limit and clues cannot be "
                        "negative");
    if (o->kind == PUZ_GEN_SUDOKU && o->symmetry == PUZ_SYM_ROT90 && o->box_r != o->box_c)
        return gen_fail(out, PUZ_GEN_ERROR, "symmetry rot90 needs square boxes (a quarter "
                        "turn maps RxC boxes to CxR)");
    if (o->clues && o->minimal)
        return gen_fail(out, PUZ_GEN_ERROR, "a clue target and a minimal puzzle exclude each "
                        "other");
    if (o->kind == PUZ_GEN_KILLER &&
        (o->cage_min < 1 || o->cage_max < o->cage_min || o->cage_max > o->box_r * o->box_c))
        return gen_fail(out, PUZ_GEN_ERROR, "cage sizes must be 1 <= min <= max <= %d",
                        o->box_r * o->box_c);
    if (o->kind == PUZ_GEN_KILLER &&
        !gen_killer_sizes_possible(o->box_r * o->box_c * o->box_r * o->box_c, o->cage_min,
                                   o->cage_max))
        return gen_fail(out, PUZ_GEN_ERROR, "no cages of %d-%d cells make up the %d cells "
                        "of the grid", o->cage_min, o->cage_max,
                        o->box_r * o->box_c * o->box_r * o->box_c);
    if (o->kind == PUZ_GEN_KILLER && side > PUZ_WORD_VALUES)
        return gen_fail(out, PUZ_GEN_ERROR, "killer: grids above %d values are not supported "
                        "(this one has %d)", PUZ_WORD_VALUES, side);
    if (o->counter && !(puz_backend_caps(o->counter) & PUZ_CAN_COUNT))
        return gen_fail(out, PUZ_GEN_ERROR, "backend %s cannot count solutions: it cannot "
                        "check uniqueness", puz_backend_name(o->counter));
    return PUZ_GEN_DONE;
}

/* Checks o and resolves its defaults into g. */
static puz_gen_status start(GenRun *g, const puz_gen_opts *o, puz_gen_result *out)
{
    memset(out, 0, sizeof *out);
    out->hardest = -1;
    out->level = PUZ_LEVEL_ANY;
    memset(g, 0, sizeof *g);
    g->t0 = now_sec();
    if (check_opts(o, out) != PUZ_GEN_DONE)
        return out->status;
    g->o = *o;
    int n = g->n = o->kind == PUZ_GEN_LATIN ? o->n : o->box_r * o->box_c;
    puz_gen_opts *r = &g->o;
    if (r->method == PUZ_FILL_AUTO)
        r->method = n <= 25 ? PUZ_FILL_WEIGHTED : PUZ_FILL_ROW;
    if (r->check_limit < 0)
        r->check_limit = n <= 16 ? 0 : 2.0;
    if (!r->tries)
        r->tries = (r->difficulty != PUZ_LEVEL_ANY || r->clues || r->kind == PUZ_GEN_KILLER)
                       ? (n <= 9 ? 200 : n <= 16 ? 10 : 3) : 1;
    if (!r->counter)
        r->counter = puz_backend_find("native");
    if (o->time_limit > 0) { /* gen.h's LIMITS: 90% for the work */
        g->lim.end = g->t0 + o->time_limit;
        g->lim.work = g->t0 + 0.9 * o->time_limit;
    }
    g->lim.cancel = o->cancel;
    budget_init(&g->own, budget_bytes_of_mb(o->memory_limit_mb));
    g->lim.budget = o->budget ? o->budget : &g->own;
    g->empty = o->kind == PUZ_GEN_LATIN ? model_latin(n) : model_sudoku(o->box_r, o->box_c);
    rng_seed(&g->rng, o->seed);
    out->n = n;
    out->method = r->method;
    return PUZ_GEN_DONE;
}

puz_gen_status gen_fill_one(GenRun *g, int *grid, puz_gen_result *fig)
{
    const puz_gen_opts *o = &g->o;
    double t0 = now_sec();
    fig->method = o->method;
    fig->n = g->n;
    if (o->method == PUZ_FILL_ILP) {
        if (fill_ilp(g, grid, fig) != PUZ_GEN_DONE)
            return fig->status;
    } else {
        int sudoku = o->kind != PUZ_GEN_LATIN;
        FillOpts fo = {sudoku ? o->box_r : 0, sudoku ? o->box_c : 0, g->n, o->method, o->alpha,
                       rng_next(&g->rng), gen_left(g->lim.work), g->lim.cancel, o->progress,
                       o->progress_ctx};
        FillStats fs;
        int rc = fill_grid(&fo, grid, &fs);
        fig->fill_restarts = fs.restarts;
        fig->fill_nodes = fs.nodes;
        if (rc != 0) {
            fig->stop = cancel_requested(g->lim.cancel) ? PUZ_STOP_CANCEL : PUZ_STOP_TIME;
            return gen_fail(fig, PUZ_GEN_NONE, "%s did not fill the %dx%d grid within %g s "
                            "(%ld restarts, row %d reached)", gen_fill_method_name(o->method),
                            g->n, g->n, o->time_limit, fs.restarts, fs.deepest_row);
        }
    }
    char why[160];
    if (!verify_grid(g->empty, grid, why, sizeof why))
        return gen_fail(fig, PUZ_GEN_INTERNAL, "the %s fill made a wrong grid: %s",
                        gen_fill_method_name(o->method), why);
    fig->fill_sec = now_sec() - t0;
    if (o->on_fill) {
        fig->solution = grid;
        o->on_fill(fig, o->ctx);
        fig->solution = NULL;
    }
    return fig->status = PUZ_GEN_DONE;
}

void gen_take_figures(puz_gen_result *out, const puz_gen_result *fig)
{
    out->clues = fig->clues;
    out->level = fig->level;
    out->hardest = fig->hardest;
    out->guesses = fig->guesses;
    out->checks = fig->checks;
    out->cut_short = fig->cut_short;
    out->minimal = fig->minimal;
    out->method = fig->method;
    out->fill_restarts = fig->fill_restarts;
    out->fill_nodes = fig->fill_nodes;
    out->fill_sec = fig->fill_sec;
    out->remove_sec = fig->remove_sec;
}

puz_gen_status gen_fill(const puz_gen_opts *o, puz_gen_result *out)
{
    GenRun g;
    if (start(&g, o, out) == PUZ_GEN_DONE) {
        int *grid = xmalloc(sizeof(int) * (size_t)g.empty->ncells);
        puz_gen_result fig = {0};
        fig.tries = 1;
        if (gen_fill_one(&g, grid, &fig) == PUZ_GEN_DONE) {
            gen_take_figures(out, &fig);
            out->solution = grid;
            out->model = model_clone(g.empty);
            model_replace_givens(out->model, grid);
            out->tries = 1;
            out->status = PUZ_GEN_DONE;
        } else {
            free(grid);
            gen_take_figures(out, &fig);
            gen_fail(out, fig.status, "%s", fig.err);
        }
    }
    model_free(g.empty);
    out->sec = now_sec() - g.t0;
    return out->status;
}

puz_gen_status gen_generate(const puz_gen_opts *o, puz_gen_result *out)
{
    GenRun g;
    if (start(&g, o, out) == PUZ_GEN_DONE) {
        if (g.n > PUZ_WORD_VALUES) /* clue removal checks by logic with the rater */
            gen_fail(out, PUZ_GEN_ERROR, "generate: puzzles above %d values are not supported "
                     "(this one has %d); --fill takes up to %d", PUZ_WORD_VALUES, g.n,
                     PUZ_MAX_VALUES);
        else if (o->kind == PUZ_GEN_KILLER)
            gen_killer_puzzle(&g, out);
        else
            gen_puzzle(&g, out);
    }
    model_free(g.empty);
    out->sec = now_sec() - g.t0;
    return out->status;
}

void gen_result_free(puz_gen_result *r)
{
    model_free(r->model);
    free(r->solution);
    free(r->givens);
    free(r->cage_of);
    free(r->cage_sum);
    r->model = NULL;
    r->solution = r->givens = r->cage_of = r->cage_sum = NULL;
}
