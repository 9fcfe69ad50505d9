/* phase.c -- the phase, the value each cell tries first when one
 * solution is wanted: the closed-form filling of the grid (make_pattern,
 * at build time), renamed to agree with the givens (make_phase), and
 * tried all at once (phase_probe) before the search (run.c).
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* PHASE (first solution only). A Sudoku or Latin square of any size has a
 * filling known in closed form, the O(n^2) pattern the generator also uses
 * (model_pattern_value, ir.h): with boxes of R rows and C columns (N = RC
 * values), cell (r, c) takes
 *     ((r mod R) C + floor(r / R) + c) mod N
 * (a row holds every c, a column every (r mod R) C + floor(r / R), a box
 * every (r mod R) C + (c mod C) plus a constant); without boxes, (r + c)
 * mod N. When one solution is wanted, this filling, its values renamed to
 * agree with as many givens as a renaming can (make_phase), is the value
 * tried first in every cell -- the "phase" of SAT solvers, here seeded by
 * a solution of the relaxed problem without givens. On an empty grid every
 * decision agrees with that solution, so the search never fails; one
 * bulk step (phase_probe) then fills the whole grid. Only for models of
 * groups alone (no sums, variants or parity), and only when the pattern
 * keeps every group distinct (so not for jigsaw regions or diagonals). */
static void make_pattern(Solver *s)
{
    const Model *m = s->m;
    int n = s->nvals;
    if (m->rows != n || m->cols != n || s->ncells <= 81 || s->nsums || s->nlinks)
        return;
    for (int c = 0; c < s->ncells; c++)
        if (!cs_eq(s->unary[c], s->full))
            return;
    int R = m->box_r, C = m->box_c;
    if (R && (R * C != n || n % R || n % C))
        return;
    int *pat = xmalloc((size_t)s->ncells * sizeof(int));
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            pat[r * n + c] = model_pattern_value(R, C, n, r, c);
    for (int g = 0; g < s->ngroups; g++) { /* every group distinct under it? */
        cset seen = cs_zero();
        for (int i = s->gstart[g]; i < s->gstart[g + 1]; i++) {
            int v = pat[s->gcells[i]];
            if (cs_has(seen, v)) {
                free(pat);
                return;
            }
            cs_add(&seen, v);
        }
    }
    s->pattern = pat;
    s->phase = xmalloc((size_t)s->ncells * sizeof(int));
    s->relabel = xmalloc((size_t)n * n * sizeof(int));
}

/* The phase for these givens: the pattern with its values renamed by the
 * permutation that agrees with the most givens, chosen greedily (the
 * pairs (pattern value, given value) by how many givens they agree on,
 * most first; values left over keep their order). No givens: the pattern. */
static void make_phase(Solver *s, const cset *cand)
{
    int n = s->nvals, *w = s->relabel;
    memset(w, 0, (size_t)n * n * sizeof(int));
    for (int c = 0; c < s->ncells; c++)
        if (single(cand[c]))
            w[s->pattern[c] * n + cs_lo(cand[c])]++;
    int map[CSET_BITS], used[CSET_BITS];
    for (int a = 0; a < n; a++)
        map[a] = used[a] = -1;
    for (;;) { /* the largest agreement left; at most n rounds of n^2 */
        int best = 0, ba = -1, bb = -1;
        for (int a = 0; a < n; a++) {
            if (map[a] >= 0)
                continue;
            for (int b = 0; b < n; b++)
                if (used[b] < 0 && w[a * n + b] > best) {
                    best = w[a * n + b];
                    ba = a;
                    bb = b;
                }
        }
        if (ba < 0)
            break;
        map[ba] = bb;
        used[bb] = ba;
    }
    for (int a = 0, b = 0; a < n; a++) {
        if (map[a] >= 0)
            continue;
        while (used[b] >= 0)
            b++;
        map[a] = b;
        used[b] = a;
    }
    for (int c = 0; c < s->ncells; c++)
        s->phase[c] = map[s->pattern[c]];
}

/* The phase all at once (PHASE): level 1 = the root with every open cell
 * that still allows its phase value set to it, propagated. When that
 * fills the grid it is a solution; else level 1 is dropped and the search
 * starts as usual. One propagation: on an empty 64x64 it is the whole
 * search. Returns 1 when it found the solution. */
static int phase_probe(Solver *s)
{
    if (ensure_depth(s, 1) != 0)
        return 0;
    cset *cand = s->cand_stack, *next = cand + s->ncells;
    uint8_t *nplaced = s->placed_stack + s->ncells;
    memcpy(next, cand, (size_t)s->ncells * sizeof(cset));
    memcpy(nplaced, s->placed_stack, (size_t)s->ncells);
    memset(s->dirty, 0, (size_t)s->ngroups);
    s->vlost = s->full;
    s->qhead = s->qtail = 0;
    s->st.guesses++;
    for (int c = 0; c < s->ncells; c++)
        if (!single(next[c]) && cs_has(next[c], s->phase[c])) {
            next[c] = cs_bit(s->phase[c]);
            push(s, nplaced, c);
        }
    if (!propagate(s, next, nplaced))
        return 0;
    for (int c = 0; c < s->ncells; c++)
        if (!single(next[c]))
            return 0;
    report(s, next);
    return 1;
}
