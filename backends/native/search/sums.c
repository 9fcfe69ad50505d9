/* sums.c -- sum reasoning: the derived sums (innies and outies) added to
 * the model's at build time, and the rule that narrows the cells of every
 * sum (bounds, cage sets), prune_sum, which propagate.c runs.
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

#define CAGE_SET_BITS 16

/* DERIVED SUMS (the "45 rule" of Killer solvers). A full group holds every
 * value once, so its cells add up to S = sum of all values. When distinct
 * cages cover parts of the group:
 *   innies   the group's cells outside every cage lying wholly inside it
 *            add up to S - (totals of those cages);
 *   outies   the cells outside the group of the cages meeting it add up to
 *            (totals of those cages) - S.
 * Each becomes an extra sum (distinct for innies: they share the group)
 * when it has 1..DERIVED_MAX cells. Only for models whose distinct cages do
 * not overlap. */
#define DERIVED_MAX 6

/* What a full group's cells add up to: every value once. */
static long values_total(const Solver *s)
{
    return (long)s->nvals * s->vmin + (long)s->nvals * (s->nvals - 1) / 2;
}

/* INNIES OF OVERLAPPING SUMS. Where distinct cages overlap (or there are
 * none), add_derived below adds nothing; a full group may still hold
 * disjoint sums whose values differ (cages, SUM_APART sums: mark_apart
 * runs first): Margin Sudoku's two outside sums of a row, its first three
 * cells and its last three, leave the middle three adding up to S - both
 * totals. Per full group, the sums wholly inside it, taken in model order
 * when they share no cell with one taken before, leave the innie: the
 * group's other cells, a distinct sum when they are 1..DERIVED_MAX. */
static void add_innies_apart(Solver *s)
{
    if (!s->nmodel_sums)
        return;
    int *ingroup = xcalloc((size_t)s->ncells, sizeof(int));
    int *taken = xcalloc((size_t)s->ncells, sizeof(int));
    int *cells = xmalloc((size_t)(s->ngroups * DERIVED_MAX + 1) * sizeof(int));
    int used = 0;
    long full_sum = values_total(s);
    for (int g = 0; g < s->ngroups; g++) {
        if (!s->gfull[g])
            continue;
        const int *gc = s->gcells + s->gstart[g];
        int n = s->gstart[g + 1] - s->gstart[g], ntaken = 0;
        long total = full_sum;
        for (int i = 0; i < n; i++)
            ingroup[gc[i]] = g + 1;
        for (int k = 0; k < s->nmodel_sums; k++) {
            const Sum *sm = &s->sums[k];
            int inside = sm->distinct != SUM_PLAIN;
            for (int j = 0; inside && j < sm->n; j++)
                inside = ingroup[sm->cells[j]] == g + 1 && taken[sm->cells[j]] != g + 1;
            if (!inside)
                continue;
            for (int j = 0; j < sm->n; j++)
                taken[sm->cells[j]] = g + 1;
            total -= sm->total;
            ntaken++;
        }
        int start = used;
        for (int i = 0; i < n && used - start <= DERIVED_MAX; i++)
            if (taken[gc[i]] != g + 1)
                cells[used++] = gc[i];
        int cnt = used - start;
        if (ntaken && cnt >= 1 && cnt <= DERIVED_MAX)
            s->sums[s->nsums++] = (Sum){cnt, (int)total, SUM_CAGE, cells + start, NULL, 0, 0};
        else
            used = start;
    }
    free(s->derived_cells);
    s->derived_cells = cells;
    free(taken);
    free(ingroup);
}

static void add_derived(Solver *s)
{
    int *cage_of = xmalloc((size_t)s->ncells * sizeof(int));
    int *ingroup = xcalloc((size_t)s->ncells, sizeof(int));
    for (int c = 0; c < s->ncells; c++)
        cage_of[c] = -1;
    int ncages = 0;
    for (int k = 0; k < s->nmodel_sums; k++) {
        if (s->sums[k].distinct != SUM_CAGE)
            continue;
        ncages++;
        for (int i = 0; i < s->sums[k].n; i++) {
            int c = s->sums[k].cells[i];
            if (cage_of[c] >= 0)
                ncages = -1000000; /* overlapping cages: no derived sums */
            cage_of[c] = k;
        }
    }
    size_t cap = 64, used = 0;
    int *cells = ncages > 0 ? xmalloc(cap * sizeof(int)) : NULL;
    /* first pass only counts, so that the Sum pointers stay valid */
    int *starts = xmalloc((size_t)(2 * s->ngroups + 1) * sizeof(int));
    int *totals = xmalloc((size_t)(2 * s->ngroups + 1) * sizeof(int));
    uint8_t *dist = xmalloc((size_t)(2 * s->ngroups + 1));
    int nd = 0;
    long full_sum = values_total(s);
    uint8_t *seen = xcalloc((size_t)(s->nmodel_sums ? s->nmodel_sums : 1), 1);
    for (int g = 0; ncages > 0 && g < s->ngroups; g++) {
        if (!s->gfull[g])
            continue;
        const int *gc = s->gcells + s->gstart[g];
        int n = s->gstart[g + 1] - s->gstart[g];
        for (int i = 0; i < n; i++)
            ingroup[gc[i]] = g + 1;
        memset(seen, 0, (size_t)s->nmodel_sums);
        long inside = 0, meeting = 0;
        /* cages meeting the group, and whether each lies wholly inside */
        for (int i = 0; i < n; i++) {
            int k = cage_of[gc[i]];
            if (k < 0 || seen[k])
                continue;
            seen[k] = 1;
            int whole = 1;
            for (int j = 0; j < s->sums[k].n; j++)
                whole &= ingroup[s->sums[k].cells[j]] == g + 1;
            seen[k] = whole ? 2 : 1;
            meeting += s->sums[k].total;
            if (whole)
                inside += s->sums[k].total;
        }
        /* innies */
        int start = (int)used, cnt = 0;
        for (int i = 0; i < n; i++) {
            int k = cage_of[gc[i]];
            if (k >= 0 && seen[k] == 2)
                continue;
            if (used == cap)
                cells = xrealloc(cells, (cap *= 2) * sizeof(int));
            cells[used++] = gc[i];
            cnt++;
        }
        if (cnt >= 1 && cnt <= DERIVED_MAX && cnt < n) {
            starts[nd] = start;
            totals[nd] = (int)(full_sum - inside);
            dist[nd++] = SUM_CAGE;
        } else {
            used = (size_t)start;
        }
        /* outies: needs every cell of the group in some cage */
        int covered = 1;
        for (int i = 0; i < n; i++)
            covered &= cage_of[gc[i]] >= 0;
        start = (int)used;
        cnt = 0;
        for (int k = 0; covered && k < s->nmodel_sums; k++) {
            if (seen[k] != 1)
                continue;
            for (int j = 0; j < s->sums[k].n; j++) {
                int c = s->sums[k].cells[j];
                if (ingroup[c] == g + 1)
                    continue;
                if (used == cap)
                    cells = xrealloc(cells, (cap *= 2) * sizeof(int));
                cells[used++] = c;
                cnt++;
            }
        }
        if (covered && cnt >= 1 && cnt <= DERIVED_MAX) {
            starts[nd] = start;
            totals[nd] = (int)(meeting - full_sum);
            dist[nd++] = SUM_PLAIN;
        } else {
            used = (size_t)start;
        }
        for (int i = 0; i < n; i++)
            ingroup[gc[i]] = 0;
    }
    starts[nd] = (int)used;
    s->derived_cells = cells;
    for (int d = 0; d < nd; d++)
        s->sums[s->nsums++] = (Sum){starts[d + 1] - starts[d], totals[d], dist[d],
                                    cells + starts[d], NULL, 0, 0};
    free(seen);
    free(starts);
    free(totals);
    free(dist);
    free(ingroup);
    free(cage_of);
    if (ncages <= 0)
        add_innies_apart(s);
}

/* SUM_APART: a plain sum (the model's or an outie) whose every two cells
 * share a group holds distinct values, so the cage-set rule narrows it
 * as it does a cage; found by walking each pair's groups (cglist is in
 * group order: a merge), for sums[from ..]. Sums of more cells than values, or naming a cell
 * twice, are left plain. */
static int share_group(const Solver *s, int c, int d)
{
    if (c == d)
        return 0;
    const int *a = s->cglist + s->cgstart[c], *ae = s->cglist + s->cgstart[c + 1];
    const int *b = s->cglist + s->cgstart[d], *be = s->cglist + s->cgstart[d + 1];
    while (a < ae && b < be && *a != *b)
        *a < *b ? a++ : b++;
    return a < ae && b < be;
}

static int cells_apart(const Solver *s, const int *cells, int n)
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (!share_group(s, cells[i], cells[j]))
                return 0;
    return 1;
}

static void mark_apart(Solver *s, int from)
{
    for (int k = from; k < s->nsums; k++)
        if (s->sums[k].distinct == SUM_PLAIN && s->sums[k].n <= s->nvals &&
            cells_apart(s, s->sums[k].cells, s->sums[k].n))
            s->sums[k].distinct = SUM_APART;
}

/* Cage sets: the union (*any) and intersection (*all) of every k-subset of
 * `avail` adding up to `left`. Values are vmin + bit index. */
static void subsets(const Solver *s, cset avail, int k, int left, cset chosen,
                    cset *any, cset *all)
{
    if (k == 0) {
        if (left == 0) {
            *any = cs_or(*any, chosen);
            *all = cs_and(*all, chosen);
        }
        return;
    }
    if (popcount(avail) < k)
        return;
    /* bounds: the k smallest and the k largest of avail */
    cset a = avail;
    int lo = 0, hi = 0;
    for (int i = 0; i < k; i++) {
        int b = cs_lo(a);
        lo += s->vmin + b;
        cs_droplo(&a);
    }
    a = avail;
    for (int i = 0; i < k; i++) {
        int b = cs_hi(a);
        hi += s->vmin + b;
        cs_del(&a, b);
    }
    if (left < lo || left > hi)
        return;
    int b = cs_hi(avail);
    cset rest = avail;
    cs_del(&rest, b);
    cset with = chosen;
    cs_add(&with, b);
    subsets(s, rest, k - 1, left - (s->vmin + b), with, any, all); /* with b */
    subsets(s, rest, k, left, chosen, any, all);                  /* without */
}

/* Narrows the cells of one sum; returns -1 on contradiction, else 1 if a
 * candidate went, 0 if nothing changed. */
static int prune_sum(Solver *s, const Sum *sm, cset *cand, uint8_t *placed)
{
    long lo = 0, hi = 0;
    int changed = 0;
    for (int i = 0; i < sm->n; i++) {
        cset x = cand[sm->cells[i]];
        lo += s->vmin + cs_lo(x);
        hi += s->vmin + cs_hi(x);
    }
    if (sm->total < lo || sm->total > hi)
        return -1;
    if (lo == hi)
        return 0; /* every cell decided and the sum holds */
    if (sm->distinct) {
        cset used = cs_zero(), avail = cs_zero();
        int open = 0, left = sm->total;
        for (int i = 0; i < sm->n; i++) {
            cset x = cand[sm->cells[i]];
            if (single(x)) {
                used = cs_or(used, x);
                left -= s->vmin + cs_lo(x);
            } else {
                avail = cs_or(avail, x);
                open++;
            }
        }
        avail = cs_andnot(avail, used);
        if (open && popcount(avail) <= CAGE_SET_BITS) {
            cset ok = cs_zero(), must = cs_upto(CSET_BITS);
            subsets(s, avail, open, left, cs_zero(), &ok, &must);
            if (cs_empty(ok))
                return -1;
            /* A value in every admissible set must go in the cage: where
             * only one open cell can take it, it goes there. */
            for (cset v = must; !cs_empty(v); cs_droplo(&v)) {
                cset bit = cs_lowbit(v);
                int where = -1, count = 0;
                for (int i = 0; i < sm->n; i++) {
                    int c = sm->cells[i];
                    if (!single(cand[c]) && cs_meets(cand[c], bit)) {
                        where = c;
                        count++;
                    }
                }
                if (count == 0)
                    return -1;
                if (count == 1) {
                    s->vlost = cs_or(s->vlost, cs_andnot(cand[where], bit));
                    cand[where] = bit;
                    push(s, placed, where);
                    changed = 1;
                }
            }
            for (int i = 0; i < sm->n; i++) {
                int c = sm->cells[i], r;
                if (single(cand[c]))
                    continue;
                if ((r = keep_only(s, cand, placed, c, ok)) < 0)
                    return -1;
                changed |= r;
            }
            if (changed)
                return 1;
        }
    }
    for (int i = 0; i < sm->n; i++) {
        int c = sm->cells[i];
        cset x = cand[c];
        if (single(x))
            continue;
        long clo = s->vmin + cs_lo(x), chi = s->vmin + cs_hi(x);
        long vmin_ok = sm->total - (hi - chi), vmax_ok = sm->total - (lo - clo);
        cset mask = x;
        for (long v = clo; v < vmin_ok && v <= chi; v++)
            cs_del(&mask, (int)(v - s->vmin));
        for (long v = chi; v > vmax_ok && v >= clo; v--)
            cs_del(&mask, (int)(v - s->vmin));
        int r = keep_only(s, cand, placed, c, mask);
        if (r < 0)
            return -1;
        changed |= r;
    }
    if (!changed && sm->blk) /* at the bounds' fixpoint */
        return prune_sum_blocks(s, sm, cand, placed);
    return changed;
}
