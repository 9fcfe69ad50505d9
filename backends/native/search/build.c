/* build.c -- the solver built from a Model, once per shape (solver_new,
 * under native_new's guard), freed (solver_free) and sized (solver_size):
 * the groups, sums, unary masks and variant links read from the model,
 * then the derived sums (sums.c), the locked-candidate pairs (locked.c),
 * the peers (the model's index, ir_index.h), the phase pattern (phase.c) and whether the
 * conflict-driven search may take over (run.c).
 *
 * Part of the general bitset search: search_impl.h includes it, after
 * the parts before it, in every per-width instance (native_w*.c); never
 * compiled alone. */

/* Asks the guard (native_new) with the bytes of the tables so far: the
 * fixed ones, `more` of growing lists, and the links made. */
static int build_ask(Solver *s, BuildGuard *g, size_t more, long links)
{
    if (!g)
        return 0;
    size_t cells = (size_t)s->ncells, groups = (size_t)s->ngroups + 1;
    g->bytes = cells * (4 * sizeof(int) + sizeof(long)) +
               groups * (2 * sizeof(int) + 1 + sizeof(long) + CSET_BITS * sizeof(cs_index)) +
               (size_t)(s->gstart ? s->gstart[s->ngroups] : 0) * 2 * sizeof(int) + more;
    g->count = links;
    return build_check(g);
}

/* ir_index_peers's guard: build_ask with the pair links counted before it. */
typedef struct {
    Solver *s;
    BuildGuard *g;
    long links;
} PeerGuard;

static int peer_ask(void *ctx, size_t bytes, long entries)
{
    PeerGuard *pg = ctx;
    return build_ask(pg->s, pg->g, bytes, pg->links + entries);
}

/* The sets of value indices from..last-1 but skip adding up to `need`,
 * of `count` values (-1: any number), by depth-first search: appended to
 * out (at most max; -1 past it). A branch stops once the values left
 * cannot reach `need` (the sum of the largest `count` of them, or of all,
 * is less), and the loop once the smallest `count` from k pass it, so the
 * search stays near the sets it finds. */
static int sets_search(const Solver *s, int from, int last, int skip, long need, int count,
                       cset set, cset *out, int n, int max)
{
    if (need == 0 && count <= 0)
        return n < max ? (out[n] = set, n + 1) : -1;
    long left = 0; /* the largest count values from..last-1 but skip (all: count < 0) */
    for (int k = last - 1, took = 0; k >= from && (count < 0 || took < count); k--)
        if (k != skip) {
            left += s->vmin + k;
            took++;
        }
    if (left < need)
        return n;
    for (int k = from; k < last && n >= 0 && count != 0; k++) {
        long v = s->vmin + k, low = 0; /* the smallest count values from k on */
        for (int t = k, took = 0; t < last && took < (count > 0 ? count : 1); t++)
            if (t != skip) {
                low += s->vmin + t;
                took++;
            }
        if (v > need || low > need)
            break;
        if (k == skip)
            continue;
        cset more = set;
        cs_add(&more, k);
        n = sets_search(s, k + 1, last, skip, need - v, count - (count > 0), more, out, n, max);
    }
    return n;
}

#define SANDWICH_MAX_SETS 4096

/* Are the n cells of l all in one group holding every value (each value
 * exactly once on the line)? */
static int link_full(const Solver *s, const Link *l)
{
    if (l->n != s->nvals)
        return 0;
    for (int j = s->cgstart[l->cells[0]]; j < s->cgstart[l->cells[0] + 1]; j++) {
        int g = s->cglist[j], in = 0;
        for (int i = 0; i < l->n; i++)
            for (int q = s->cgstart[l->cells[i]]; q < s->cgstart[l->cells[i] + 1]; q++)
                in += s->cglist[q] == g;
        if (s->gfull[g] && in == l->n)
            return 1;
    }
    return 0;
}

/* An XSUM link's scratch, and on a full line (link_full) for each value
 * index q of the first cell (X = vmin + q <= n) the sets of X - 1 other
 * values adding up to total - X (Link.set_at by q, after 2n sets of
 * scratch); left at bounds past SANDWICH_MAX_SETS sets. */
static void xsum_sets(const Solver *s, Link *l)
{
    int n = l->n, nv = s->nvals, ns = 0;
    cset *sets = link_full(s, l) ? xmalloc(SANDWICH_MAX_SETS * sizeof *sets) : NULL;
    int *at = sets ? xcalloc((size_t)nv + 1, sizeof *at) : NULL;
    for (int q = 0; sets && q < nv && ns >= 0; q++) {
        long X = s->vmin + q;
        at[q] = ns;
        if (X <= n)
            ns = sets_search(s, 0, nv, q, l->total - X, (int)X - 1, cs_zero(), sets, ns,
                             SANDWICH_MAX_SETS);
    }
    l->allow = xmalloc((size_t)(2 * n + (sets && ns > 0 ? ns : 0)) * sizeof *l->allow);
    if (sets && ns >= 0) {
        at[nv] = ns;
        memcpy(l->allow + 2 * n, sets, (size_t)ns * sizeof *sets);
        l->set_at = at;
    } else {
        free(at);
    }
    free(sets);
}

/* A SANDWICH link's scratch, and when its cells are a full group (n ==
 * nvals cells all in one group: each value exactly once) the sets of
 * middle values adding up to its total, by size (Link.set_at); left at
 * bounds when there are more than SANDWICH_MAX_SETS. */
static void sandwich_sets(const Solver *s, Link *l)
{
    int n = l->n, full = link_full(s, l);
    cset *sets = full ? xmalloc(SANDWICH_MAX_SETS * sizeof *sets) : NULL;
    int ns = full ? sets_search(s, 1, s->nvals - 1, -1, l->total, -1, cs_zero(), sets, 0,
                                SANDWICH_MAX_SETS)
                  : -1;
    l->allow = xmalloc((size_t)(3 * n + (ns > 0 ? ns : 0)) * sizeof *l->allow);
    if (ns >= 0) { /* by size: a counting sort */
        l->set_at = xcalloc((size_t)n + 1, sizeof *l->set_at);
        for (int i = 0; i < ns; i++)
            l->set_at[cs_count(sets[i]) + 1]++;
        for (int k = 0; k < n; k++)
            l->set_at[k + 1] += l->set_at[k];
        int *at = xmalloc((size_t)n * sizeof *at);
        memcpy(at, l->set_at, (size_t)n * sizeof *at);
        for (int i = 0; i < ns; i++)
            l->allow[3 * n + at[cs_count(sets[i])]++] = sets[i];
        free(at);
    }
    free(sets);
}

static Solver *solver_new(const Model *m, BuildGuard *guard)
{
    Solver *s = xcalloc(1, sizeof *s);
    s->m = m;
    s->ncells = m->ncells;
    s->nvals = m->nvals;
    s->vmin = m->vmin;
    s->full = cs_upto(m->nvals);
    s->gac = m->ncells >= GAC_MIN_CELLS;

    ir_index_init(&s->ix, m);
    int ng = s->ix.ngroups, nsum = model_count(m, CON_SUM);
    s->ngroups = ng;
    s->gstart = s->ix.gstart;
    s->gcells = s->ix.gcells;
    s->gfull = s->ix.gfull;
    s->cgstart = s->ix.cgstart;
    s->cglist = s->ix.cglist;
    /* room for one innie and one outie sum per full group (see add_derived) */
    s->sums = xcalloc((size_t)(nsum + 2 * ng + 1), sizeof *s->sums);
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_SUM)
            s->sums[s->nsums++] = (Sum){c->n, c->total, c->distinct ? SUM_CAGE : SUM_PLAIN, c->cells, NULL, 0, 0};
    }
    s->nmodel_sums = s->nsums;
    s->unary = xmalloc((size_t)s->ncells * sizeof *s->unary);
    for (int c = 0; c < s->ncells; c++)
        s->unary[c] = s->full;
    s->links = xmalloc((size_t)(m->ncons ? m->ncons : 1) * sizeof *s->links);
    for (int i = 0; i < m->ncons; i++) {
        const Constraint *c = &m->cons[i];
        if (c->kind == CON_PARITY) {
            cset mask = cs_zero();
            for (int v = 0; v < m->nvals; v++)
                if (((m->vmin + v) & 1) == (c->total != 0))
                    cs_add(&mask, v);
            for (int j = 0; j < c->n; j++)
                s->unary[c->cells[j]] = cs_and(s->unary[c->cells[j]], mask);
        } else if (con_is_variant(c->kind)) {
            Link *l = &s->links[s->nlinks++];
            *l = (Link){c->kind, c->n, c->cells, NULL, c->total, NULL};
            if (con_is_pairs(c->kind)) { /* pair_ok as a table, by value index */
                l->allow = xmalloc((size_t)m->nvals * sizeof *l->allow);
                for (int v = 0; v < m->nvals; v++) {
                    l->allow[v] = cs_zero();
                    for (int w = 0; w < m->nvals; w++)
                        if (pair_ok(c->kind, c->total, m->vmin + v, m->vmin + w))
                            cs_add(&l->allow[v], w);
                }
            } else if (c->kind == CON_SKYSCRAPER) {
                l->allow = sky_tables(l);
            } else if (c->kind == CON_SANDWICH) {
                sandwich_sets(s, l);
            } else if (c->kind == CON_XSUM) {
                xsum_sets(s, l);
            }
        }
    }
    mark_apart(s, 0); /* the model's sums, then the outies add_derived adds */
    add_derived(s);
    mark_apart(s, s->nmodel_sums);
    mark_blocks(s);
    if (add_pairs(s, guard) != 0) {
        solver_free(s);
        return NULL;
    }
    long links = s->npairs ? s->lstart[3 * s->npairs] : 0;

    /* Peers: for each cell, the cells sharing a group (ir_index.c), the
     * guard asked every 256 cells */
    PeerGuard pg = {s, guard, links};
    if (ir_index_peers(&s->ix, guard ? peer_ask : NULL, &pg) != 0) {
        solver_free(s);
        return NULL;
    }
    s->pstart = s->ix.pstart;
    s->peers = s->ix.peers;
    s->gw = xcalloc((size_t)(ng ? ng : 1), sizeof(long));
    s->dirty = xcalloc((size_t)(ng ? ng : 1), 1);
    s->gmatch = xmalloc((size_t)(ng ? ng : 1) * CSET_BITS * sizeof(cs_index));
    memset(s->gmatch, -1, (size_t)(ng ? ng : 1) * CSET_BITS * sizeof(cs_index));
    places_init(s);
    lat_init(s);
    s->cw = xcalloc((size_t)s->ncells, sizeof(long));

    s->queue = xmalloc((size_t)s->ncells * sizeof(int));
    s->trail = xmalloc((size_t)s->ncells * sizeof(int));
    s->stamp = xcalloc((size_t)s->ncells, sizeof(unsigned));
    s->epoch = 1;
    s->grid = xmalloc((size_t)s->ncells * sizeof(int));
    make_pattern(s);
    s->cdcl = cdcl_eligible(s);
    /* the whole of the tables, charged to the run's budget for as long as
     * the solver lives */
    size_t nc = (size_t)s->ncells, n = (size_t)s->nvals, np = (size_t)s->npairs;
    size_t more = ((size_t)s->pstart[nc] + nc + 1 + (size_t)s->cgstart[nc] + nc + 1 + 2 * nc +
                   (np ? (size_t)s->lstart[3 * np] : 0) + 6 * np + 1 + 2 * nc +
                   (s->relabel ? n * n : 0) + (s->places ? n : 0)) * sizeof(int) +
                  (s->cdcl ? nc * n : 0) +
                  (s->places ? n * CSET_BITS * (sizeof(cset) + sizeof(cs_index)) : 0) +
                  (s->lat ? (2 * n * n + 2 * n) * sizeof(cset) + (2 * n + 4 * nc) * sizeof(int) + nc : 0);
    if (build_ask(s, guard, more, links + s->pstart[nc]) != 0) {
        solver_free(s);
        return NULL;
    }
    if (guard)
        build_guard_keep(guard, &s->tables);
    return s;
}

static void solver_free(Solver *s)
{
    if (!s)
        return;
    ir_index_free(&s->ix);
    free(s->sums);
    free(s->derived_cells);
    free(s->sum_blocks);
    free(s->sum_seen);
    free(s->unary);
    for (int i = 0; s->links && i < s->nlinks; i++) {
        free(s->links[i].allow);
        free(s->links[i].set_at);
    }
    free(s->links);
    free(s->lstart);
    free(s->lcells);
    free(s->cand_stack);
    free(s->placed_stack);
    free(s->vorder);
    free(s->rpath);
    free(s->queue);
    free(s->trail);
    free(s->stamp);
    free(s->grid);
    free(s->gw);
    free(s->dirty);
    free(s->gmatch);
    free(s->pl);
    free(s->plmatch);
    free(s->plrow);
    free(s->latp);
    free(s->latlost);
    free(s->latline);
    free(s->latfirst);
    free(s->latat);
    free(s->latdirty);
    free(s->pair_a);
    free(s->pair_ends);
    free(s->cw);
    free(s->pattern);
    free(s->phase);
    free(s->relabel);
    free(s->allowed);
    cdcl_count_free(s->cc, NULL);
    charge_clear(&s->tables);
    charge_clear(&s->stacks);
    free(s);
}

static void solver_size(const Solver *s, long size[3])
{
    size[0] = s->ncells;
    size[1] = s->ngroups;
    size[2] = s->nmodel_sums;
}
