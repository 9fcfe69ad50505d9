/* propagate.c -- propagation to a fixpoint (propagate): naked singles
 * through the peers, hidden singles over the full groups, then the sums
 * (sums.c), the variant links (links.c), locked candidates (locked.c) and
 * all-different GAC (gac.c), each group rule on the groups changed since
 * (INCREMENTAL RULES, solver.h).
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* Runs every rule to a fixpoint; 0 on contradiction. */
static int propagate(Solver *s, cset *cand, uint8_t *placed)
{
    s->st.nodes++;
    for (;;) {
        while (s->qhead < s->qtail) {
            int c = s->queue[s->qhead++];
            cset v = cand[c];
            touch(s, c);
            s->vlost = cs_or(s->vlost, v); /* its peers lose v (THE THIRD VIEW) */
            for (int i = s->pstart[c]; i < s->pstart[c + 1]; i++) {
                int p = s->peers[i];
                if (!cs_meets(cand[p], v))
                    continue;
                cand[p] = cs_andnot(cand[p], v);
                if (cs_empty(cand[p])) {
                    s->cw[p]++;
                    return 0;
                }
                touch(s, p);
                if (single(cand[p]) && !placed[p])
                    push(s, placed, p);
            }
        }
        int changed = 0;
        for (int g = 0; g < s->ngroups; g++) {
            if (!s->gfull[g] || !(s->dirty[g] & DIRTY_HIDDEN))
                continue;
            s->dirty[g] &= (uint8_t)~DIRTY_HIDDEN;
            cset once = cs_zero(), twice = cs_zero(), done = cs_zero();
            const int *gc = s->gcells + s->gstart[g], n = s->gstart[g + 1] - s->gstart[g];
            for (int i = 0; i < n; i++) {
                cset x = cand[gc[i]];
                twice = cs_or(twice, cs_and(once, x));
                once = cs_or(once, x);
                if (single(x))
                    done = cs_or(done, x);
            }
            if (!cs_eq(once, s->full)) {
                s->gw[g]++;
                return 0;
            }
            /* a placed value is in one cell too: left out, so that a
             * group with nothing new skips the loop below */
            cset hidden = cs_andnot(cs_andnot(once, twice), done);
            if (cs_empty(hidden))
                continue;
            for (int i = 0; i < n; i++) {
                int c = gc[i];
                cset h = cs_and(cand[c], hidden);
                if (cs_empty(h) || single(cand[c]))
                    continue;
                if (!single(h)) {
                    s->gw[g]++;
                    return 0; /* two values that fit only this cell */
                }
                s->vlost = cs_or(s->vlost, cs_andnot(cand[c], h));
                cand[c] = h;
                push(s, placed, c);
                changed = 1;
            }
        }
        for (int k = 0; k < s->nsums && s->qhead == s->qtail; k++) {
            int r = prune_sum(s, &s->sums[k], cand, placed);
            if (r < 0)
                return 0;
            changed |= r;
        }
        for (int k = 0; k < s->nlinks && s->qhead == s->qtail; k++) {
            int r = prune_link(s, &s->links[k], cand, placed);
            if (r < 0)
                return 0;
            changed |= r;
        }
        if (!changed && s->qhead == s->qtail && s->light)
            return 1; /* LIGHT PROBES: the cheap rules' fixpoint is enough */
        if (!changed && s->qhead == s->qtail) {
            int r = locked(s, cand, placed);
            if (r < 0)
                return 0;
            if (!r && s->gac) {
                r = gac_pass(s, cand, placed);
                if (r < 0)
                    return 0;
            }
            if (!r && s->places) {
                r = places_pass(s, cand, placed);
                if (r < 0)
                    return 0;
            }
            if (!r) {
                for (int g = 0; g < s->ngroups; g++)
                    s->dirty[g] &= (uint8_t)~(DIRTY_LOCKED | DIRTY_GAC);
                return 1;
            }
        }
    }
}
