/* places.c -- all-different GAC on a value's places: in a Latin square
 * each value sits once in every row and once in every column, so its
 * places are a permutation rows -> columns; the matching filter
 * (alldiff.c) is run on that permutation (places_pass, after gac_pass in
 * propagate.c).
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* THE THIRD VIEW. A Latin square of order n is n^2 triples (row, column,
 * value), one for each pair of any two of the three: (row, column) -> value
 * is the grid, and the rows' and columns' all-different (gac.c) are its
 * (row, value) -> column and (column, value) -> row views. The third,
 * for each value v the map row -> the column of v in that row, must be a
 * permutation as well, and GAC on it is not implied by GAC on the other
 * two (the rows' filter sees one row at a time, each column's one column:
 * neither sees that v's places in rows 1..k may span only k columns). The
 * QWH literature reports it prunes much more there (Kautz et al. 2001,
 * "Balance and filtering in structured satisfiable problems"; Dotú, del
 * Val and Cebrián 2003, "Redundant modeling for the quasigroup completion
 * problem").
 *   places    P_v[r] = the columns c where v is still a candidate of
 *             cell (r, c): read off the candidates by a transposition
 *             of each row (a bit of cand[(r,c)] at v sets bit c of P_v[r]),
 *             or copied from latin.c's places when it holds them (its
 *             full propagation, s->latlive: what is removed is cut there
 *             too)
 *   filter    gac_filter(P_v as the domains of n "cells" = rows over n
 *             "values" = columns): what it removes, column c from P_v[r],
 *             is v removed from cand[(r,c)]
 * INCREMENTAL. Only a value that lost a place since the last pass can
 * have something new to filter: every change of a candidate set ORs the
 * values it lost into s->vlost (the branch, naked and hidden singles,
 * keep_only, gac_pass; a change not recorded only makes the pass
 * weaker, never wrong, since the filter removes only values in no
 * filling), and the pass transposes and filters those values alone,
 * skipping a value where no tight set of rows is possible
 * (tight_set_possible, gac.c) or more than GAC_MAX_OPEN rows are open.
 * Sound for any model whose rows and columns are all full groups (a
 * Sudoku's boxes only add constraints), but turned on for Latin squares
 * alone (rows and columns the only groups, GAC on: 17x17 and up), the
 * squares it was measured on (docs/benchmarks.md#quasigroup-completion-benchqwhsh-part-of-make-bench). */

/* Whether the model is a Latin square: its rows and columns all full
 * groups of an n x n grid (n values), and no cell in a third group. */
static int places_fit(const Solver *s)
{
    const Model *m = s->m;
    int n = s->nvals;
    if (m->rows != n || m->cols != n || s->ncells != n * n || n > CSET_BITS)
        return 0;
    uint8_t *seen = xcalloc((size_t)2 * n, 1); /* row r at r, column c at n + c */
    int found = 0;
    for (int g = 0; g < s->ngroups; g++) {
        const int *gc = s->gcells + s->gstart[g];
        if (!s->gfull[g] || s->gstart[g + 1] - s->gstart[g] != n)
            continue;
        int row = 1, col = 1;
        for (int i = 1; i < n; i++) {
            row &= gc[i] / n == gc[0] / n;
            col &= gc[i] % n == gc[0] % n;
        }
        int at = row ? gc[0] / n : col ? n + gc[0] % n : -1;
        if (at >= 0 && !seen[at]) {
            seen[at] = 1;
            found++;
        }
    }
    free(seen);
    if (found != 2 * n)
        return 0;
    for (int c = 0; c < s->ncells; c++) /* no third group (a Sudoku's box) */
        if (s->cgstart[c + 1] - s->cgstart[c] != 2)
            return 0;
    return 1;
}

/* Sets up the places filter when places_fit: the scratch of the pass and
 * each value's last matching (rows -> columns), its start next time. */
static void places_init(Solver *s)
{
    if (!s->gac || !places_fit(s))
        return;
    int n = s->nvals;
    s->places = 1;
    s->pl = xmalloc((size_t)n * CSET_BITS * sizeof(cset));
    s->plmatch = xmalloc((size_t)n * CSET_BITS * sizeof(cs_index));
    memset(s->plmatch, -1, (size_t)n * CSET_BITS * sizeof(cs_index));
    s->plrow = xmalloc((size_t)n * sizeof(int));
    for (int r = 0; r < n; r++)
        s->plrow[r] = r;
}

/* THE THIRD VIEW's pass over the values in s->vlost (cleared): -1 on a
 * contradiction (some value has no permutation left), 1 when a candidate
 * went, else 0. */
static int places_pass(Solver *s, cset *cand, uint8_t *placed)
{
    int n = s->nvals, changed = 0;
    cset todo = cs_and(s->vlost, s->full);
    s->vlost = cs_zero();
    if (cs_empty(todo))
        return 0;
    cset *pl = s->pl; /* P_v at pl[v * CSET_BITS ..] */
    if (s->latlive) /* kept by LATIN PROBES (latin.c): copied */
        for (cset x = todo; !cs_empty(x); cs_droplo(&x))
            memcpy(pl + (size_t)cs_lo(x) * CSET_BITS, s->latp + (size_t)cs_lo(x) * 2 * n,
                   (size_t)n * sizeof(cset));
    else {
        for (cset x = todo; !cs_empty(x); cs_droplo(&x)) {
            cset *p = pl + (size_t)cs_lo(x) * CSET_BITS;
            for (int r = 0; r < n; r++)
                p[r] = cs_zero();
        }
        for (int r = 0; r < n; r++) {
            const cset *row = cand + (size_t)r * n;
            for (int c = 0; c < n; c++)
                for (cset x = cs_and(row[c], todo); !cs_empty(x); cs_droplo(&x))
                    cs_add(&pl[(size_t)cs_lo(x) * CSET_BITS + r], c);
        }
    }
    for (; !cs_empty(todo); cs_droplo(&todo)) {
        int v = cs_lo(todo);
        cset *p = pl + (size_t)v * CSET_BITS;
        int open = 0, ncount[CSET_BITS + 1] = {0};
        for (int r = 0; r < n; r++)
            if (cs_multi(p[r])) {
                open++;
                ncount[popcount(p[r])]++;
            }
        if (open > GAC_MAX_OPEN || !tight_set_possible(ncount, open))
            continue;
        cset before[CSET_BITS], lost;
        memcpy(before, p, (size_t)n * sizeof(cset));
        if (gac_filter(p, s->plrow, n, s->plmatch + (size_t)v * CSET_BITS, &lost) < 0)
            return -1;
        cset bit = cs_bit(v);
        for (; !cs_empty(lost); cs_droplo(&lost)) {
            int r = cs_lo(lost);
            for (cset gone = cs_andnot(before[r], p[r]); !cs_empty(gone); cs_droplo(&gone)) {
                int c = r * n + cs_lo(gone);
                cand[c] = cs_andnot(cand[c], bit);
                if (s->latlive)
                    lat_cut(s, c, bit);
                if (cs_empty(cand[c])) {
                    s->cw[c]++;
                    return -1;
                }
                touch(s, c);
                changed = 1;
                if (single(cand[c]) && !placed[c])
                    push(s, placed, c);
            }
        }
    }
    return changed;
}
