/* rate.c -- the logic rater (see rate.h).
 *
 * STATE: one 64-bit candidate mask per cell (bit k = value vmin+k) and a
 * "placed" flag once a cell's value has been removed from its peers (the
 * cells sharing a group with it). Groups and peers are the model's index
 * (ir_index.h): its ALLDIFF, PERM and cage constraints; a full group (as
 * many cells as values) also holds every value, which is what hidden
 * singles and hidden pairs need.
 *
 * LOGIC, simplest first: each round applies the first technique on this
 * list that changes something, then starts again from the top.
 *   naked single   a cell with one candidate: place it (every such cell in
 *                  one sweep, each counted)
 *   hidden single  a value with one place in a full group: place it there;
 *                  a value with no place is a contradiction
 *   locked cand.   a full group A meeting a group B in 2+ cells I: a value
 *                  whose places in A all lie in I leaves B outside I
 *                  (pointing and box-line reduction)
 *   naked pair     two cells of a group with the same two candidates: those
 *                  values leave the group's other cells
 *   hidden pair    two values of a full group with the same two places: the
 *                  two cells keep only those values
 *   (then rate_adv.c's: Killer cage combinations right after hidden
 *   singles; naked and hidden triples, X-wing, XY-wing, swordfish and
 *   simple coloring after the pairs, in the order of RATE_TECHS)
 * GUESSING, when logic is stuck: the unplaced cell with fewest candidates
 * takes each candidate in turn, on a copy of the state, and the logic runs
 * again (depth first). Technique counts are those of the path that reached
 * the solution; `guesses` counts every value tried. A puzzle solved without
 * guessing has exactly one solution: every step was forced. A Killer's
 * cages are also checked whole once every cell is placed.
 *
 * SCORE: the sum over the solving path of each step's technique weight
 * (RATE_TECHS: 1 for a naked single up to 25 for coloring), plus the
 * guess weight (50) for every value tried at a branching point, failed
 * branches included.
 *
 * STEP LOG (rate_record): each technique call that made progress is
 * logged by comparing the state before and after it: a cell newly placed
 * is a placement step (singles, one step each), candidates removed from
 * cells not placed are one elimination step of that technique. A guess is
 * a placement step. At a branching point the log's length is kept and cut
 * back when a branch fails, so the log ends as the path that solved it.
 */
#include "rate_impl.h"

#include "util.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const tech_names[] = {
#define RATE_X_NAME(id, name, level, w) [id] = name,
    RATE_TECHS(RATE_X_NAME)
#undef RATE_X_NAME
};
static const RateLevel tech_levels[] = {
#define RATE_X_LVL(id, name, level, w) [id] = level,
    RATE_TECHS(RATE_X_LVL)
#undef RATE_X_LVL
};
static const int tech_weights[] = {
#define RATE_X_W(id, name, level, w) [id] = w,
    RATE_TECHS(RATE_X_W)
#undef RATE_X_W
};
static const char *const level_names[] = {
#define RATE_X_LNAME(id, name) [id] = name,
    RATE_LEVELS(RATE_X_LNAME)
#undef RATE_X_LNAME
};
_Static_assert(sizeof tech_names / sizeof *tech_names == PUZ_NTECHS, "a name per technique");

int puz_tech_weight(puz_tech t)
{
    return (unsigned)t < PUZ_NTECHS ? tech_weights[t] : 0;
}

const char *puz_tech_name(puz_tech t)
{
    return (unsigned)t < PUZ_NTECHS ? tech_names[t] : "?";
}

puz_level puz_tech_level(puz_tech t)
{
    return (unsigned)t < PUZ_NTECHS ? tech_levels[t] : PUZ_LEVEL_ANY;
}

const char *puz_level_name(puz_level l)
{
    return (unsigned)l < RATE_NLEVELS ? level_names[l] : "any";
}

int rate_level_parse(const char *name)
{
    for (int i = 0; i < RATE_NLEVELS; i++)
        if (!strcmp(name, level_names[i]))
            return i;
    return -1;
}

RateTech rate_level_max_tech(RateLevel l)
{
    RateTech best = PUZ_TECH_NAKED_SINGLE;
    for (int t = 0; t < PUZ_NTECHS; t++)
        if (tech_levels[t] <= l)
            best = (RateTech)t;
    return best;
}

#define single rate_single

Rater *rate_new(const Model *m, char *err, size_t errsz)
{
    /* its techniques know groups and givens: a variant would go unseen;
     * it says what it cannot rate (no backend would rate it either) */
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_SUM && !c->distinct) {
            snprintf(err, errsz, "the rater reasons about distinct groups, Killer cages and "
                     "givens only; %s is a sum without distinct values", c->name);
            return NULL;
        }
        if (con_is_variant(c->kind)) {
            snprintf(err, errsz, "the rater reasons about distinct groups, Killer cages and "
                     "givens only; it cannot rate a puzzle with '%s' (%s)", con_word(c), c->name);
            return NULL;
        }
    }
    if (model_refuse_values(m, PUZ_WORD_VALUES, "rate", err, errsz) != 0)
        return NULL;
    Rater *r = xcalloc(1, sizeof *r);
    r->m = m;
    r->ncells = m->ncells;
    r->nvals = m->nvals;
    r->vmin = m->vmin;
    r->full = m->nvals == 64 ? ~0ULL : (1ULL << m->nvals) - 1;
    /* groups and peers: the model's index, the distinct constraints,
     * cages included */
    ir_index_init(&r->ix, m);
    ir_index_peers(&r->ix, NULL, NULL);
    int stot = 0;
    for (int i = 0; i < m->ncons; i++)
        if (m->cons[i].kind == CON_SUM) {
            r->nsums++;
            stot += m->cons[i].n;
        }
    r->sstart = xmalloc(sizeof(int) * (size_t)(r->nsums + 1));
    r->scells = xmalloc(sizeof(int) * (size_t)(stot + 1));
    r->stotal = xmalloc(sizeof(int) * (size_t)(r->nsums + 1));
    r->sgroup = xmalloc(sizeof(int) * (size_t)(r->nsums + 1));
    r->rowg = xmalloc(sizeof(int) * (size_t)m->rows);
    r->colg = xmalloc(sizeof(int) * (size_t)m->cols);
    for (int i = 0; i < m->rows; i++)
        r->rowg[i] = -1;
    for (int i = 0; i < m->cols; i++)
        r->colg[i] = -1;
    int ns = 0, sk = 0;
    for (int g = 0; g < r->ix.ngroups; g++) {
        const Constraint *c = &m->cons[r->ix.gcon[g]];
        if (c->kind == CON_SUM) {
            r->sstart[ns] = sk;
            r->sgroup[ns] = g;
            r->stotal[ns++] = c->total;
            memcpy(r->scells + sk, c->cells, sizeof(int) * (size_t)c->n);
            sk += c->n;
        }
        /* a full group that is exactly one row or one column: a fish line */
        if (c->kind == CON_PERM && c->n == m->cols) {
            int row = c->cells[0] / m->cols, same = 1;
            for (int j = 0; j < c->n; j++)
                same &= c->cells[j] / m->cols == row;
            if (same)
                r->rowg[row] = g;
        }
        if (c->kind == CON_PERM && c->n == m->rows) {
            int col = c->cells[0] % m->cols, same = 1;
            for (int j = 0; j < c->n; j++)
                same &= c->cells[j] % m->cols == col;
            if (same)
                r->colg[col] = g;
        }
    }
    r->sstart[ns] = sk;
    int *mark = xmalloc(sizeof(int) * (size_t)r->ncells);
    for (int c = 0; c < r->ncells; c++)
        mark[c] = -1;
    /* locked-candidate pairs: A full, B any other group, |A n B| >= 2 */
    int lcap = 1024, ln = 0, pcap = 64;
    r->lcells = xmalloc(sizeof(int) * (size_t)lcap);
    r->lstart = xmalloc(sizeof(int) * (size_t)(3 * pcap + 1));
    r->lgroup = xmalloc(sizeof(int) * (size_t)(2 * pcap));
    for (int a = 0; a < r->ix.ngroups; a++) {
        if (!r->ix.gfull[a])
            continue;
        for (int b = 0; b < r->ix.ngroups; b++) {
            if (b == a)
                continue;
            int inter = 0;
            for (int i = r->ix.gstart[a]; i < r->ix.gstart[a + 1]; i++)
                mark[r->ix.gcells[i]] = -2 - a;
            for (int i = r->ix.gstart[b]; i < r->ix.gstart[b + 1]; i++)
                inter += mark[r->ix.gcells[i]] == -2 - a;
            int bsize = r->ix.gstart[b + 1] - r->ix.gstart[b];
            if (inter < 2 || inter == bsize)
                continue;
            int need = (r->ix.gstart[a + 1] - r->ix.gstart[a]) + bsize;
            while (ln + need > lcap)
                r->lcells = xrealloc(r->lcells, sizeof(int) * (size_t)(lcap *= 2));
            if (r->npairs + 1 > pcap) {
                r->lstart = xrealloc(r->lstart, sizeof(int) * (size_t)(3 * (pcap *= 2) + 1));
                r->lgroup = xrealloc(r->lgroup, sizeof(int) * (size_t)(2 * pcap));
            }
            r->lgroup[2 * r->npairs] = a;
            r->lgroup[2 * r->npairs + 1] = b;
            int *st = r->lstart + 3 * r->npairs;
            for (int i = r->ix.gstart[b]; i < r->ix.gstart[b + 1]; i++)
                if (mark[r->ix.gcells[i]] == -2 - a)
                    mark[r->ix.gcells[i]] = -1000000 - a; /* in I */
            st[0] = ln; /* A \ I */
            for (int i = r->ix.gstart[a]; i < r->ix.gstart[a + 1]; i++)
                if (mark[r->ix.gcells[i]] == -2 - a)
                    r->lcells[ln++] = r->ix.gcells[i];
            st[1] = ln; /* I */
            for (int i = r->ix.gstart[a]; i < r->ix.gstart[a + 1]; i++)
                if (mark[r->ix.gcells[i]] == -1000000 - a)
                    r->lcells[ln++] = r->ix.gcells[i];
            st[2] = ln; /* B \ I */
            for (int i = r->ix.gstart[b]; i < r->ix.gstart[b + 1]; i++)
                if (mark[r->ix.gcells[i]] != -1000000 - a)
                    r->lcells[ln++] = r->ix.gcells[i];
            st[3] = ln;
            r->npairs++;
            for (int i = r->ix.gstart[a]; i < r->ix.gstart[a + 1]; i++)
                mark[r->ix.gcells[i]] = -1;
        }
    }
    free(mark);
    rate_find_innies(r);
    return r;
}

void rate_free(Rater *r)
{
    if (!r)
        return;
    for (int i = 0; i < r->nlevels; i++) {
        free(r->levels[i].cand);
        free(r->levels[i].placed);
    }
    free(r->levels);
    charge_clear(&r->mem);
    ir_index_free(&r->ix);
    free(r->lstart);
    free(r->lcells);
    free(r->lgroup);
    free(r->sstart);
    free(r->scells);
    free(r->stotal);
    free(r->sgroup);
    free(r->istart);
    free(r->icells);
    free(r->itotal);
    free(r->igroup);
    free(r->rowg);
    free(r->colg);
    free(r->steps);
    free(r->whys);
    free(r->elims);
    free(r->before);
    free(r->before_placed);
    free(r);
}

static State *level(Rater *r, int depth)
{
    if (depth >= r->nlevels) {
        int n = r->nlevels ? 2 * r->nlevels : 8;
        while (n <= depth)
            n *= 2;
        r->levels = xrealloc(r->levels, sizeof(State) * (size_t)n);
        for (int i = r->nlevels; i < n; i++) {
            r->levels[i].cand = xmalloc(sizeof(uint64_t) * (size_t)r->ncells);
            r->levels[i].placed = xmalloc((size_t)r->ncells);
        }
        r->nlevels = n;
    }
    return &r->levels[depth];
}

/* Places bit in cell c and removes it from c's peers; 0 on a contradiction
 * (the cell cannot take it, or a peer is left without candidates). */
static int place(const Rater *r, State *s, int c, uint64_t bit)
{
    if (!(s->cand[c] & bit))
        return 0;
    s->cand[c] = bit;
    s->placed[c] = 1;
    s->nplaced++;
    for (int i = r->ix.pstart[c]; i < r->ix.pstart[c + 1]; i++) {
        int q = r->ix.peers[i];
        if (s->cand[q] & bit) {
            s->cand[q] &= ~bit;
            if (!s->cand[q])
                return 0;
        }
    }
    return 1;
}

/* Technique steps return 1 progress, 0 nothing to do, -1 contradiction. */

static int naked_singles(const Rater *r, State *s)
{
    int done = 0;
    for (int c = 0; c < r->ncells; c++)
        if (!s->placed[c] && single(s->cand[c])) {
            if (!place(r, s, c, s->cand[c]))
                return -1;
            s->count[PUZ_TECH_NAKED_SINGLE]++;
            rate_why(s, 0, NULL, 0, NULL, 0, 0); /* the cell itself */
            done = 1;
        }
    return done;
}

static int hidden_singles(const Rater *r, State *s)
{
    for (int g = 0; g < r->ix.ngroups; g++) {
        if (!r->ix.gfull[g])
            continue;
        uint64_t once = 0, twice = 0, placed = 0;
        const int *gc = r->ix.gcells + r->ix.gstart[g];
        int n = r->ix.gstart[g + 1] - r->ix.gstart[g];
        for (int i = 0; i < n; i++) {
            uint64_t x = s->cand[gc[i]];
            if (s->placed[gc[i]]) {
                placed |= x;
                continue;
            }
            twice |= once & x;
            once |= x;
        }
        if ((once | placed) != r->full)
            return -1; /* a value with no place */
        uint64_t hs = once & ~twice & ~placed;
        if (!hs)
            continue;
        rate_why(s, 1, &g, 0, NULL, hs, 0);
        for (; hs; hs &= hs - 1) {
            uint64_t bit = hs & -hs;
            for (int i = 0; i < n; i++)
                if (!s->placed[gc[i]] && (s->cand[gc[i]] & bit)) {
                    if (!place(r, s, gc[i], bit))
                        return -1;
                    s->count[PUZ_TECH_HIDDEN_SINGLE]++;
                    break;
                }
        }
        return 1;
    }
    return 0;
}

static int locked(const Rater *r, State *s)
{
    for (int p = 0; p < r->npairs; p++) {
        const int *st = r->lstart + 3 * p;
        uint64_t out = 0, in = 0;
        for (int i = st[0]; i < st[1]; i++)
            out |= s->cand[r->lcells[i]];
        for (int i = st[1]; i < st[2]; i++)
            if (!s->placed[r->lcells[i]])
                in |= s->cand[r->lcells[i]];
        uint64_t vals = in & ~out;
        if (!vals)
            continue;
        int changed = 0;
        for (int i = st[2]; i < st[3]; i++) {
            int c = r->lcells[i];
            if (!s->placed[c] && (s->cand[c] & vals)) {
                s->cand[c] &= ~vals;
                if (!s->cand[c])
                    return -1;
                changed = 1;
            }
        }
        if (changed) {
            s->count[PUZ_TECH_LOCKED]++;
            rate_why(s, 2, r->lgroup + 2 * p, 0, NULL, vals, 0);
            return 1;
        }
    }
    return 0;
}

static int naked_pairs(const Rater *r, State *s)
{
    for (int g = 0; g < r->ix.ngroups; g++) {
        const int *gc = r->ix.gcells + r->ix.gstart[g];
        int n = r->ix.gstart[g + 1] - r->ix.gstart[g];
        for (int i = 0; i < n; i++) {
            uint64_t x = s->cand[gc[i]];
            if (s->placed[gc[i]] || __builtin_popcountll(x) != 2)
                continue;
            for (int j = i + 1; j < n; j++) {
                if (s->placed[gc[j]] || s->cand[gc[j]] != x)
                    continue;
                int changed = 0;
                for (int k = 0; k < n; k++) {
                    int c = gc[k];
                    if (k == i || k == j || s->placed[c] || !(s->cand[c] & x))
                        continue;
                    s->cand[c] &= ~x;
                    if (!s->cand[c])
                        return -1;
                    changed = 1;
                }
                if (changed) {
                    s->count[PUZ_TECH_NAKED_PAIR]++;
                    int two[2] = {gc[i], gc[j]};
                    rate_why(s, 1, &g, 2, two, x, 0);
                    return 1;
                }
            }
        }
    }
    return 0;
}

uint64_t rate_value_places(const Rater *r, const State *s, int g, uint64_t *pos)
{
    const int *gc = r->ix.gcells + r->ix.gstart[g];
    int n = r->ix.gstart[g + 1] - r->ix.gstart[g];
    uint64_t placed = 0;
    memset(pos, 0, sizeof(uint64_t) * (size_t)r->nvals);
    for (int i = 0; i < n; i++) {
        uint64_t x = s->cand[gc[i]];
        if (s->placed[gc[i]]) {
            placed |= x;
            continue;
        }
        for (; x; x &= x - 1)
            pos[__builtin_ctzll(x)] |= 1ULL << i;
    }
    return placed;
}

static int hidden_pairs(const Rater *r, State *s)
{
    uint64_t pos[64];
    for (int g = 0; g < r->ix.ngroups; g++) {
        if (!r->ix.gfull[g])
            continue;
        const int *gc = r->ix.gcells + r->ix.gstart[g];
        uint64_t placed = rate_value_places(r, s, g, pos);
        for (int v = 0; v < r->nvals; v++) {
            if ((placed >> v & 1) || __builtin_popcountll(pos[v]) != 2)
                continue;
            for (int w = v + 1; w < r->nvals; w++) {
                if ((placed >> w & 1) || pos[w] != pos[v])
                    continue;
                uint64_t keep = (1ULL << v) | (1ULL << w);
                int changed = 0;
                for (uint64_t m = pos[v]; m; m &= m - 1) {
                    int c = gc[__builtin_ctzll(m)];
                    if (s->cand[c] & ~keep) {
                        s->cand[c] &= keep;
                        changed = 1;
                    }
                }
                if (changed) {
                    s->count[PUZ_TECH_HIDDEN_PAIR]++;
                    int two[2] = {gc[__builtin_ctzll(pos[v])], gc[63 - __builtin_clzll(pos[v])]};
                    rate_why(s, 1, &g, 2, two, keep, 0);
                    return 1;
                }
            }
        }
    }
    return 0;
}

typedef int (*TechFn)(const Rater *r, State *s);

/* Each technique's step, in the order of RATE_TECHS (guess: none). */
static const TechFn tech_fn[PUZ_NTECHS] = {
    [PUZ_TECH_NAKED_SINGLE] = naked_singles,
    [PUZ_TECH_HIDDEN_SINGLE] = hidden_singles,
    [PUZ_TECH_CAGE] = rate_cages,
    [PUZ_TECH_LOCKED] = locked,
    [PUZ_TECH_INNIES] = rate_innies,
    [PUZ_TECH_NAKED_PAIR] = naked_pairs,
    [PUZ_TECH_HIDDEN_PAIR] = hidden_pairs,
    [PUZ_TECH_NAKED_TRIPLE] = rate_naked_triples,
    [PUZ_TECH_HIDDEN_TRIPLE] = rate_hidden_triples,
    [PUZ_TECH_X_WING] = rate_x_wing,
    [PUZ_TECH_XY_WING] = rate_xy_wing,
    [PUZ_TECH_SWORDFISH] = rate_swordfish,
    [PUZ_TECH_COLORING] = rate_coloring,
};

int rate_sees(const Rater *r, int a, int b)
{
    for (int i = r->ix.pstart[a]; i < r->ix.pstart[a + 1]; i++)
        if (r->ix.peers[i] == b)
            return 1;
    return 0;
}

int rate_remove(State *s, int c, uint64_t vals)
{
    if (s->placed[c] || !(s->cand[c] & vals))
        return 0;
    s->cand[c] &= ~vals;
    return s->cand[c] ? 1 : -1;
}

/* ---- the step log ---- */

/* LIMITS. The levels of the search and the step log are charged to the
 * budget as they grow: 0, or -1 when the budget refuses n more bytes
 * (then r->stop is PUZ_STOP_MEMORY). */
static size_t level_bytes(const Rater *r)
{
    return sizeof(State) + (sizeof(uint64_t) + 1) * (size_t)r->ncells;
}

static int mem_grow(Rater *r, size_t n)
{
    size_t held = level_bytes(r) * (size_t)r->nlevels +
                  (sizeof(puz_step) + sizeof(RateWhy)) * (size_t)r->capsteps +
                  sizeof(puz_elim) * (size_t)r->capelims;
    if (charge_set(&r->mem, r->budget, held + n) == 0)
        return 0;
    r->stop = PUZ_STOP_MEMORY;
    return -1;
}

/* A step and why (NULL: a guess, nothing behind it). */
static void log_step(Rater *r, int tech, int cell, int value, long first, int nelims,
                     const RateWhy *why)
{
    if (r->nsteps == r->capsteps) {
        long cap = r->capsteps ? 2 * r->capsteps : 256;
        /* (refused or not, the log grows: the stop is seen at the next node) */
        mem_grow(r, (sizeof *r->steps + sizeof *r->whys) * (size_t)(cap - r->capsteps));
        r->steps = xrealloc(r->steps, sizeof *r->steps * (size_t)cap);
        r->whys = xrealloc(r->whys, sizeof *r->whys * (size_t)(r->capsteps = cap));
    }
    RateWhy *w = &r->whys[r->nsteps];
    *w = why ? *why : (RateWhy){0};
    for (int i = 0; i < w->ngroups; i++)
        w->groups[i] = r->ix.gcon[w->groups[i]]; /* the log names constraints */
    r->steps[r->nsteps++] = (puz_step){tech, cell, value, first, nelims};
}

/* The technique t just made progress from r->before: its steps. */
static void log_diff(Rater *r, const State *s, int t)
{
    int nel = 0;
    long first = r->nelims;
    for (int c = 0; c < r->ncells; c++) {
        if (s->placed[c] && !r->before_placed[c]) {
            log_step(r, t, c, r->vmin + __builtin_ctzll(s->cand[c]), 0, 0, &s->why);
        } else if (!s->placed[c] && s->cand[c] != r->before[c]) {
            if (r->nelims == r->capelims) {
                long cap = r->capelims ? 2 * r->capelims : 256;
                mem_grow(r, sizeof *r->elims * (size_t)(cap - r->capelims));
                r->elims = xrealloc(r->elims, sizeof *r->elims * (size_t)(r->capelims = cap));
            }
            r->elims[r->nelims++] = (puz_elim){c, r->before[c] & ~s->cand[c]};
            nel++;
        }
    }
    if (nel && t != PUZ_TECH_NAKED_SINGLE && t != PUZ_TECH_HIDDEN_SINGLE)
        log_step(r, t, -1, 0, first, nel, &s->why);
    else
        r->nelims = first; /* a placement's own eliminations are not steps */
}

void rate_record(Rater *r, int on)
{
    r->rec = on;
    if (on && !r->before) {
        r->before = xmalloc(sizeof(uint64_t) * (size_t)r->ncells);
        r->before_placed = xmalloc((size_t)r->ncells);
    }
}

long rate_steps(const Rater *r, const puz_step **steps, const puz_elim **elims,
                const RateWhy **whys)
{
    *steps = r->steps;
    *whys = r->whys;
    *elims = r->elims;
    return r->nsteps;
}

/* Logic to a fixpoint: 1 solved, 0 contradiction, -1 stuck. Each round
 * applies the first technique (up to max_tech) that changes something. */
static int logic(Rater *r, State *s)
{
    for (;;) {
        int k = 0, t;
        for (t = 0; t < PUZ_TECH_GUESS && t <= (int)r->max_tech; t++) {
            if ((t == PUZ_TECH_CAGE && !r->nsums) || (t == PUZ_TECH_INNIES && !r->ninnies))
                continue;
            if (t == PUZ_TECH_HIDDEN_SINGLE && s->nplaced == r->ncells)
                return rate_sums_hold(r, s);
            if (r->rec) {
                memcpy(r->before, s->cand, sizeof(uint64_t) * (size_t)r->ncells);
                memcpy(r->before_placed, s->placed, (size_t)r->ncells);
            }
            if ((k = tech_fn[t](r, s)) < 0)
                return 0;
            if (k) {
                if (r->rec)
                    log_diff(r, s, t);
                break;
            }
        }
        if (!k)
            return s->nplaced == r->ncells ? rate_sums_hold(r, s) : -1;
    }
}

int rate_apply(Rater *r, uint64_t *cand, RateTech t)
{
    State *s = level(r, 0);
    memcpy(s->cand, cand, sizeof(uint64_t) * (size_t)r->ncells);
    s->nplaced = 0;
    for (int c = 0; c < r->ncells; c++)
        s->nplaced += s->placed[c] = single(cand[c]);
    memset(s->count, 0, sizeof s->count);
    if (t >= PUZ_TECH_GUESS)
        return 0;
    int k = tech_fn[t](r, s);
    memcpy(cand, s->cand, sizeof(uint64_t) * (size_t)r->ncells);
    return k;
}

static void copy_state(const Rater *r, State *to, const State *from)
{
    memcpy(to->cand, from->cand, sizeof(uint64_t) * (size_t)r->ncells);
    memcpy(to->placed, from->placed, (size_t)r->ncells);
    to->nplaced = from->nplaced;
    memcpy(to->count, from->count, sizeof to->count);
}

/* Logic, then guessing: 1 solved, 0 no solution here, -1 stuck (guessing
 * not allowed), -2 over the guess budget, -3 stopped by a limit (r->stop). */
static int solve(Rater *r, int depth)
{
    if (r->stop || must_end(r->deadline, r->cancel)) { /* a node's logic takes far longer */
        if (!r->stop)
            r->stop = cancel_requested(r->cancel) ? PUZ_STOP_CANCEL : PUZ_STOP_TIME;
        return -3;
    }
    State *s = level(r, depth);
    int k = logic(r, s);
    if (k == 1) {
        memcpy(r->out->count, s->count, sizeof s->count);
        if (r->solution)
            for (int c = 0; c < r->ncells; c++)
                r->solution[c] = r->vmin + __builtin_ctzll(s->cand[c]);
        return 1;
    }
    if (k == 0)
        return 0;
    if (r->max_tech < PUZ_TECH_GUESS) {
        memcpy(r->out->count, s->count, sizeof s->count);
        return -1;
    }
    int best = -1, bestn = 65;
    for (int c = 0; c < r->ncells; c++) {
        int n = __builtin_popcountll(s->cand[c]);
        if (!s->placed[c] && n < bestn) {
            bestn = n;
            best = c;
            if (n == 2)
                break;
        }
    }
    if (depth + 1 >= r->nlevels) { /* the next level, charged before it is made */
        int n = r->nlevels ? 2 * r->nlevels : 8;
        while (n <= depth + 1)
            n *= 2;
        if (mem_grow(r, level_bytes(r) * (size_t)(n - r->nlevels)) != 0)
            return -3;
        level(r, depth + 1); /* made now (it may move the array) */
        s = level(r, depth);
    }
    uint64_t vals = s->cand[best];
    long nsteps = r->nsteps, nelims = r->nelims;
    for (; vals; vals &= vals - 1) {
        if (r->max_guesses && r->guesses >= r->max_guesses)
            return -2;
        r->guesses++;
        if (r->progress && !(r->guesses & 255)) {
            double now = now_sec();
            if (now >= r->next_report) {
                char line[96];
                snprintf(line, sizeof line, "rating: %ld guesses, depth %d, %.1f s", r->guesses,
                         depth, now - r->t0);
                r->progress(line, r->progress_ctx);
                r->next_report = now + 1.0;
            }
        }
        State *t = level(r, depth + 1);
        s = level(r, depth); /* level() may have moved the array */
        copy_state(r, t, s);
        t->count[PUZ_TECH_GUESS]++;
        r->nsteps = nsteps;
        r->nelims = nelims;
        if (r->rec)
            log_step(r, PUZ_TECH_GUESS, best, r->vmin + __builtin_ctzll(vals & -vals), 0, 0,
                     NULL);
        if (place(r, t, best, vals & -vals)) {
            int got = solve(r, depth + 1);
            if (got != 0)
                return got;
        }
    }
    r->nsteps = nsteps;
    r->nelims = nelims;
    return 0;
}

void rate_set_limits(Rater *r, double deadline, const volatile int *cancel, Budget *budget)
{
    r->deadline = deadline;
    r->cancel = cancel;
    r->budget = budget;
}

void rate_set_progress(Rater *r, puz_progress_fn fn, void *ctx)
{
    r->progress = fn;
    r->progress_ctx = ctx;
}

int rate_run(Rater *r, const int *givens, RateTech max_tech, long max_guesses, Rating *out,
             int *solution)
{
    if (r->progress) {
        r->t0 = now_sec();
        r->next_report = r->t0 + 1.0;
    }
    memset(out, 0, sizeof *out);
    if (!givens)
        givens = r->m->given;
    r->max_tech = max_tech;
    r->max_guesses = max_guesses;
    r->guesses = 0;
    r->nsteps = r->nelims = 0;
    r->out = out;
    r->solution = solution;
    r->stop = 0;
    if (!r->nlevels && mem_grow(r, level_bytes(r) * 8) != 0) { /* level() makes 8 */
        out->status = RATE_STOPPED;
        out->stop = r->stop;
        out->hardest = -1;
        return out->status;
    }
    State *s = level(r, 0);
    memset(s->count, 0, sizeof s->count);
    memset(s->placed, 0, (size_t)r->ncells);
    s->nplaced = 0;
    for (int c = 0; c < r->ncells; c++)
        s->cand[c] = r->full;
    int st = 1;
    /* Givens are placed without counting: they are the puzzle, not steps. */
    for (int c = 0; c < r->ncells && st; c++)
        if (givens[c]) {
            int k = givens[c] - r->vmin;
            st = k >= 0 && k < r->nvals && place(r, s, c, 1ULL << k);
        }
    st = st ? solve(r, 0) : 0;
    out->status = st == 1 ? RATE_SOLVED : st == 0 ? RATE_NO_SOLUTION
                  : st == -1 ? RATE_STUCK : st == -2 ? RATE_GAVE_UP : RATE_STOPPED;
    out->stop = st == -3 ? r->stop : 0;
    if (st == 0)
        memset(out->count, 0, sizeof out->count);
    out->guesses = r->guesses;
    out->hardest = -1;
    for (int t = 0; t < PUZ_NTECHS; t++)
        if (out->count[t])
            out->hardest = t;
    out->level = out->hardest < 0 ? PUZ_LEVEL_EASY : tech_levels[out->hardest];
    out->score = 0;
    for (int t = 0; t < PUZ_TECH_GUESS; t++)
        out->score += out->count[t] * tech_weights[t];
    out->score += out->guesses * tech_weights[PUZ_TECH_GUESS];
    return out->status;
}
