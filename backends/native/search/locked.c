/* locked.c -- locked candidates (pointing and box-line reduction): the
 * pairs of groups it works on, built once (add_pairs, from build.c), and
 * the rule over them (locked), which propagate.c runs.
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* Pairs of groups meeting in 2 or more cells, where the first is full
 * (holds every value): for locked candidates. Both orders are kept, since
 * the rule works from the full group towards the other. -1 when the guard
 * stopped it (what it made is freed with the solver). */
static int add_pairs(Solver *s, BuildGuard *g)
{
    int *mark = xcalloc((size_t)s->ncells, sizeof(int));
    size_t cap = 256, used = 0, pcap = 64;
    s->lcells = xmalloc(cap * sizeof(int));
    s->lstart = xmalloc((3 * pcap + 1) * sizeof(int));
    s->pair_a = xmalloc(pcap * sizeof(int));
    s->pair_ends = xmalloc(2 * pcap * sizeof(int));
    s->lstart[0] = 0;
    for (int a = 0; a < s->ngroups; a++) {
        /* the guard at every group: a 200x200 grid's group meets a hundred
         * others, 0.1 s for 16 groups */
        if (build_ask(s, g, cap * sizeof(int) + pcap * 6 * sizeof(int), (long)used)) {
            free(mark);
            return -1;
        }
        if (!s->gfull[a])
            continue;
        const int *ac = s->gcells + s->gstart[a];
        int an = s->gstart[a + 1] - s->gstart[a];
        for (int i = 0; i < an; i++)
            mark[ac[i]] = a + 1;
        for (int b = 0; b < s->ngroups; b++) {
            if (b == a)
                continue;
            const int *bc = s->gcells + s->gstart[b];
            int bn = s->gstart[b + 1] - s->gstart[b], inter = 0;
            for (int i = 0; i < bn; i++)
                inter += mark[bc[i]] == a + 1;
            if (inter < 2 || inter == bn || inter == an)
                continue;
            if ((size_t)s->npairs + 1 >= pcap) {
                s->lstart = xrealloc(s->lstart, (3 * (pcap * 2) + 1) * sizeof(int));
                s->pair_a = xrealloc(s->pair_a, pcap * 2 * sizeof(int));
                s->pair_ends = xrealloc(s->pair_ends, pcap * 4 * sizeof(int));
                pcap *= 2;
            }
            s->pair_a[s->npairs] = a;
            while (used + (size_t)an + (size_t)bn > cap)
                s->lcells = xrealloc(s->lcells, (cap *= 2) * sizeof(int));
            int first = an, last = -1; /* I's first and last place in A */
            for (int i = 0; i < an; i++) {
                int in_b = 0;
                for (int j = 0; j < bn; j++)
                    in_b |= bc[j] == ac[i];
                if (in_b) {
                    first = i < first ? i : first;
                    last = i;
                }
            }
            s->pair_ends[2 * s->npairs] = first;
            s->pair_ends[2 * s->npairs + 1] = last;
            for (int i = first + 1; i < last; i++) { /* A \ I between them */
                int in_b = 0;
                for (int j = 0; j < bn; j++)
                    in_b |= bc[j] == ac[i];
                if (!in_b)
                    s->lcells[used++] = ac[i];
            }
            s->lstart[3 * s->npairs + 1] = (int)used;
            for (int j = 0; j < bn; j++) /* I */
                if (mark[bc[j]] == a + 1)
                    s->lcells[used++] = bc[j];
            s->lstart[3 * s->npairs + 2] = (int)used;
            for (int j = 0; j < bn; j++) /* B \ I */
                if (mark[bc[j]] != a + 1)
                    s->lcells[used++] = bc[j];
            s->lstart[3 * s->npairs + 3] = (int)used;
            s->npairs++;
        }
        for (int i = 0; i < an; i++)
            mark[ac[i]] = 0;
    }
    free(mark);
    return 0;
}

/* Locked candidates over every pair; -1 contradiction, 1 changed, 0 not.
 * A group's pairs are looked at once a change to its cells: its mark is
 * cleared as they are taken up (what they remove lies outside A, so they
 * cannot mark A again; a later change to A's cells does), and a second
 * call in one fixpoint passes over the groups nothing changed since. */
static int locked(Solver *s, cset *cand, uint8_t *placed)
{
    int changed = 0, cur = -1, active = 0;
    cset pre[CSET_BITS + 1], suf[CSET_BITS + 1]; /* A's prefix and suffix unions */
    for (int p = 0; p < s->npairs; p++) {
        int a = s->pair_a[p];
        if (a == cur && !active)
            continue;
        if (a != cur) { /* pairs of one A are consecutive */
            cur = a;
            active = s->dirty[a] & DIRTY_LOCKED;
            if (!active)
                continue;
            s->dirty[a] &= (uint8_t)~DIRTY_LOCKED;
            const int *ac = s->gcells + s->gstart[a];
            int an = s->gstart[a + 1] - s->gstart[a];
            pre[0] = suf[an] = cs_zero();
            for (int i = 0; i < an; i++)
                pre[i + 1] = cs_or(pre[i], cand[ac[i]]);
            for (int i = an - 1; i >= 0; i--)
                suf[i] = cs_or(suf[i + 1], cand[ac[i]]);
        }
        const int *l = s->lstart + 3 * p;
        cset out_a = cs_or(pre[s->pair_ends[2 * p]], suf[s->pair_ends[2 * p + 1] + 1]);
        cset in = cs_zero();
        for (int i = l[0]; i < l[1]; i++)
            out_a = cs_or(out_a, cand[s->lcells[i]]);
        for (int i = l[1]; i < l[2]; i++) {
            cset x = cand[s->lcells[i]];
            if (!single(x)) /* a placed value has left B already */
                in = cs_or(in, x);
        }
        cset confined = cs_andnot(in, out_a);
        if (cs_empty(confined))
            continue;
        cset keep = cs_andnot(s->full, confined);
        for (int i = l[2]; i < l[3]; i++) {
            int c = s->lcells[i], r;
            if (single(cand[c]))
                continue;
            if ((r = keep_only(s, cand, placed, c, keep)) < 0)
                return -1;
            changed |= r;
        }
    }
    return changed;
}
