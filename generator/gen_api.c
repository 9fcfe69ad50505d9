/* gen_api.c -- the generator and the rater as puzc.h shows them: their
 * settings by name (one table each, checked by base/settings), the checks
 * of settings that do not go together, and the puzzle and the rating as
 * objects. The work is generate.c's, bulk.c's and rating.c's. */
#include "error.h"
#include "generate.h"
#include "rate.h"
#include "settings.h"
#include "util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- the generator's settings ---- */

struct puz_gen {
    puz_gen_opts o;
    SetText text;
    int have_box, have_size, size;
    puz_gen_fn on_fill, on_try; /* puzc.h's, called with a puz_puzzle */
    void *fill_ctx, *try_ctx;
};

struct puz_puzzle {
    puz_gen_result r;
    int made;                   /* r holds a result to free */
};

static const char *const kind_values[] = {"sudoku", "latin", "killer", NULL};
static const char *const method_values[] = {"auto", "backtrack", "prune", "weighted",
                                            "row", "block", "ilp", NULL};
static const char *const symmetry_values[] = {"none", "rot180", "rot90", "mirror", NULL};
static const char *const level_values[] = {"any", "easy", "medium", "hard", "fiendish",
                                           "expert", NULL};
static const char *const ilp_fix_values[] = {"bands", "row", "diag", NULL};

static int parse_kind(void *f, const char *v, char *why, size_t n)
{
    for (int k = 0; kind_values[k]; k++)
        if (!strcmp(v, kind_values[k])) {
            *(puz_gen_kind *)f = (puz_gen_kind)k;
            return 0;
        }
    snprintf(why, n, "sudoku, latin or killer");
    return -1;
}

/* RxC, or N for N x N boxes; fills box_r and box_c (f: &o.box_r). */
static int parse_box(void *f, const char *v, char *why, size_t n)
{
    char *end;
    long a = strtol(v, &end, 10), b = a;
    if (end != v && (*end == 'x' || *end == 'X')) {
        const char *s = end + 1;
        b = strtol(s, &end, 10);
        if (end == s)
            end = (char *)v;
    }
    if (end == v || *end || a < 1 || b < 1 || a * b > PUZ_MAX_SIDE || a * b < 2) {
        snprintf(why, n, "RxC boxes with R*C in 2..%d, e.g. 3x3", PUZ_MAX_SIDE);
        return -1;
    }
    int *rc = f;
    rc[0] = (int)a, rc[1] = (int)b; /* box_r, box_c: adjacent ints */
    return 0;
}

static int parse_method(void *f, const char *v, char *why, size_t n)
{
    int m = !strcmp(v, "auto") ? PUZ_FILL_AUTO : gen_fill_method_parse(v);
    if (m < -1 || (m == -1 && strcmp(v, "auto"))) {
        snprintf(why, n, "auto, backtrack, prune, weighted, row, block or ilp");
        return -1;
    }
    *(puz_fill_method *)f = (puz_fill_method)m;
    return 0;
}

static int parse_symmetry(void *f, const char *v, char *why, size_t n)
{
    int s = gen_symmetry_parse(v);
    if (s < 0) {
        snprintf(why, n, "none, rot180, rot90 or mirror");
        return -1;
    }
    *(puz_symmetry *)f = (puz_symmetry)s;
    return 0;
}

static int parse_level(void *f, const char *v, char *why, size_t n)
{
    int l = !strcmp(v, "any") ? PUZ_LEVEL_ANY : rate_level_parse(v);
    if (l == -1 && strcmp(v, "any")) {
        snprintf(why, n, "any, easy, medium, hard, fiendish or expert");
        return -1;
    }
    *(puz_level *)f = (puz_level)l;
    return 0;
}

/* A-B or A: cage sizes (f: &o.cage_min, cage_max after it). */
static int parse_cage_sizes(void *f, const char *v, char *why, size_t n)
{
    char *end;
    long lo = strtol(v, &end, 10), hi = lo;
    if (end != v && *end == '-') {
        const char *s = end + 1;
        hi = strtol(s, &end, 10);
        if (end == s)
            lo = -1;
    }
    if (end == v || *end || lo < 1 || hi < lo || hi > PUZ_MAX_SIDE) {
        snprintf(why, n, "A-B with 1 <= A <= B, e.g. 1-5");
        return -1;
    }
    int *mm = f;
    mm[0] = (int)lo, mm[1] = (int)hi;
    return 0;
}

static int parse_ilp_fix(void *f, const char *v, char *why, size_t n)
{
    int k = !strcmp(v, "row") ? 0 : !strcmp(v, "diag") ? 1 : !strcmp(v, "bands") ? 2 : -1;
    if (k < 0) {
        snprintf(why, n, "row, diag or bands");
        return -1;
    }
    *(int *)f = k;
    return 0;
}

static int parse_counter(void *f, const char *v, char *why, size_t n)
{
    const puz_backend *b = puz_backend_find(v);
    if (!b || !(puz_backend_caps(b) & PUZ_CAN_COUNT)) {
        snprintf(why, n, "a backend that counts (native, dlx, sat, ilp)");
        return -1;
    }
    *(const puz_backend **)f = b;
    return 0;
}

#define GEN_SETTINGS(X)                                                                        \
    X("kind", PUZ_OPT_CHOICE, kind_values, "the puzzle: sudoku, latin or killer",              \
      PUZ_ROWS_NONE, NULL, 0, o.kind, SET_PARSE, 0, 0, parse_kind)                             \
    X("box", PUZ_OPT_CHOICE, NULL, "Sudoku, Killer: the box shape RxC (default 3x3)",          \
      PUZ_ROWS_NONE, NULL, 0, o.box_r, SET_PARSE, 0, 0, parse_box)                             \
    X("size", PUZ_OPT_INT, NULL, "the side N: a Latin square's, or a Sudoku of square boxes", \
      PUZ_ROWS_NONE, NULL, PUZ_OPT_POSITIVE, size, SET_INT, 2, PUZ_MAX_SIDE, NULL)             \
    X("method", PUZ_OPT_CHOICE, method_values, "how the grid is filled", PUZ_ROWS_NONE, NULL,  \
      0, o.method, SET_PARSE, 0, 0, parse_method)                                              \
    X("alpha", PUZ_OPT_REAL, NULL, "prune, weighted: the branching share (0: the paper's best)", \
      PUZ_ROWS_NONE, NULL, 0, o.alpha, SET_DOUBLE, 0, 100, NULL)                               \
    X("clues", PUZ_OPT_INT, NULL, "stop removing givens at this many (0: all that can go)",    \
      PUZ_ROWS_NONE, NULL, 0, o.clues, SET_INT, 0, PUZ_MAX_SIDE * PUZ_MAX_SIDE, NULL)          \
    X("symmetry", PUZ_OPT_CHOICE, symmetry_values, "the givens' symmetry", PUZ_ROWS_NONE,      \
      NULL, 0, o.symmetry, SET_PARSE, 0, 0, parse_symmetry)                                    \
    X("minimal", PUZ_OPT_FLAG, NULL, "no given can be removed", PUZ_ROWS_NONE, NULL, 0,        \
      o.minimal, SET_FLAG, 0, 0, NULL)                                                         \
    X("difficulty", PUZ_OPT_CHOICE, level_values, "the level the rater must give",            \
      PUZ_ROWS_NONE, NULL, 0, o.difficulty, SET_PARSE, 0, 0, parse_level)                      \
    X("cage-sizes", PUZ_OPT_CHOICE, NULL, "Killer: cage sizes A-B (default 1-5)",              \
      PUZ_ROWS_NONE, NULL, 0, o.cage_min, SET_PARSE, 0, 0, parse_cage_sizes)                   \
    X("max-cages", PUZ_OPT_INT, NULL, "Killer: at most this many cages (0: any)",              \
      PUZ_ROWS_NONE, NULL, 0, o.max_cages, SET_INT, 0, PUZ_MAX_SIDE * PUZ_MAX_SIDE, NULL)      \
    X("seed", PUZ_OPT_INT, NULL, "the seed: the same settings and seed make the same puzzle",  \
      PUZ_ROWS_NONE, NULL, 0, o.seed, SET_U64, 0, 0, NULL)                                     \
    X("tries", PUZ_OPT_INT, NULL, "fresh grids to try (0: by size)", PUZ_ROWS_NONE, NULL, 0,  \
      o.tries, SET_LONG, 0, 1e9, NULL)                                                         \
    X("check-limit", PUZ_OPT_REAL, NULL, "seconds per uniqueness check", PUZ_ROWS_NONE, NULL, \
      0, o.check_limit, SET_DOUBLE, 0, 1e9, NULL)                                              \
    X("ilp-fix", PUZ_OPT_CHOICE, ilp_fix_values, "ilp fill: bands, row or diag fixed first",  \
      PUZ_ROWS_NONE, NULL, 0, o.ilp_fix, SET_PARSE, 0, 0, parse_ilp_fix)                       \
    X("counter", PUZ_OPT_CHOICE, NULL, "the backend that counts for uniqueness (native)",      \
      PUZ_ROWS_NONE, NULL, 0, o.counter, SET_PARSE, 0, 0, parse_counter)

static const puz_option gen_table[] = {GEN_SETTINGS(SETTINGS_OPTION) SETTINGS_END};
#define SETTINGS_OWNER struct puz_gen
static const SetPlace gen_places[] = {GEN_SETTINGS(SETTINGS_PLACE)};
#undef SETTINGS_OWNER

const puz_option *puz_gen_settings(void) { return gen_table; }

puz_gen *puz_gen_new(void)
{
    puz_gen *g = xcalloc(1, sizeof *g);
    gen_opts_init(&g->o);
    return g;
}

puz_gen *puz_gen_clone(const puz_gen *src)
{
    puz_gen *g = xmalloc(sizeof *g);
    *g = *src;
    settings_text_copy(&g->text, &src->text);
    return g;
}

void puz_gen_free(puz_gen *g)
{
    if (!g)
        return;
    settings_text_free(&g->text);
    free(g);
}

puz_code puz_gen_set(puz_gen *g, const char *name, const char *value, puz_error **err)
{
    puz_code rc = settings_set(gen_table, gen_places, "generate", g, &g->text, name, value, err);
    if (rc == PUZ_OK && name && !strcmp(name, "box"))
        g->have_box = 1;
    if (rc == PUZ_OK && name && !strcmp(name, "size"))
        g->have_size = 1;
    return rc;
}

const char *puz_gen_get(const puz_gen *g, const char *name)
{
    return settings_get(gen_table, &g->text, name);
}

void puz_gen_set_fill_options(puz_gen *g, const puz_options *ilp) { g->o.fill_options = ilp; }

void puz_gen_on_progress(puz_gen *g, puz_progress_fn fn, void *ctx)
{
    g->o.progress = fn;
    g->o.progress_ctx = ctx;
}

void puz_gen_on_fill(puz_gen *g, puz_gen_fn fn, void *ctx)
{
    g->on_fill = fn;
    g->fill_ctx = ctx;
}

void puz_gen_on_try(puz_gen *g, puz_gen_fn fn, void *ctx)
{
    g->on_try = fn;
    g->try_ctx = ctx;
}

/* The options a run takes: the shape settled from box or size, the
 * settings that do not go together refused (fill: a filled grid only). */
static puz_code settled(const puz_gen *g, int fill, puz_gen_opts *o, puz_error **err)
{
    *o = g->o;
    if (o->kind == PUZ_GEN_LATIN) {
        if (g->have_box)
            return err_set(err, PUZ_E_ARG, "a Latin square has no boxes: give its side with "
                                           "--size N");
        o->n = g->have_size ? g->size : 9;
    } else {
        if (g->have_size && g->have_box)
            return err_set(err, PUZ_E_ARG, "give either --box or --size, not both");
        if (g->have_size) {
            int s = 1;
            while ((s + 1) * (s + 1) <= g->size)
                s++;
            if (s * s != g->size)
                return err_set(err, PUZ_E_ARG, "a %dx%d Sudoku needs a box shape: give --box "
                               "RxC with R*C = %d", g->size, g->size, g->size);
            o->box_r = o->box_c = s;
        }
        o->n = o->box_r * o->box_c;
    }
    int asks = o->clues || o->minimal || o->difficulty != PUZ_LEVEL_ANY ||
               settings_isset(gen_table, &g->text, "symmetry");
    const char *why = NULL;
    if (fill && asks)
        why = "--fill prints a full grid: --clues, --minimal, --symmetry and --difficulty "
              "apply to puzzles";
    else if (fill && o->kind == PUZ_GEN_KILLER)
        why = "--fill with --kind killer: fill a Sudoku (--kind sudoku) instead";
    else if (fill && settings_isset(gen_table, &g->text, "counter"))
        why = "--fill checks no uniqueness: --counter applies to puzzles";
    else if (o->kind == PUZ_GEN_KILLER && asks)
        why = "a Killer has no givens: --clues, --minimal, --symmetry and --difficulty apply "
              "to Sudoku and Latin puzzles";
    else if (settings_isset(gen_table, &g->text, "cage-sizes") && o->kind != PUZ_GEN_KILLER)
        why = "--cage-sizes applies to --kind killer";
    else if (o->clues && o->minimal)
        why = "--clues stops at a target and --minimal removes all it can: choose one";
    else if (o->clues && o->clues > o->n * o->n)
        why = "--clues is more than the grid has cells";
    else if (o->alpha > 0 && o->method != PUZ_FILL_PRUNE && o->method != PUZ_FILL_WEIGHTED)
        why = "--alpha applies to --method prune and weighted";
    else if (o->symmetry == PUZ_SYM_ROT90 && o->kind == PUZ_GEN_SUDOKU && o->box_r != o->box_c)
        why = "--symmetry rot90 needs square boxes (a quarter turn maps RxC boxes to CxR)";
    else if (o->kind == PUZ_GEN_KILLER && o->cage_max > o->n)
        why = "--cage-sizes: a cage cannot hold more cells than there are values";
    if (why)
        return err_set(err, PUZ_E_ARG, "%s", why);
    return PUZ_OK;
}

/* The callbacks of puzc.h, called with the puzzle being made. */
typedef struct {
    const puz_gen *g;
} GenCtx;

static void call_fill(const puz_gen_result *r, void *ctx)
{
    const GenCtx *c = ctx;
    struct puz_puzzle p = {*r, 0};
    c->g->on_fill(&p, c->g->fill_ctx);
}

static void call_try(const puz_gen_result *r, void *ctx)
{
    const GenCtx *c = ctx;
    struct puz_puzzle p = {*r, 0};
    c->g->on_try(&p, c->g->try_ctx);
}

/* o with lim and the callbacks: what generate.c runs. */
static void with_limits(puz_gen_opts *o, const puz_gen *g, const puz_limits *lim, GenCtx *c)
{
    if (lim) {
        o->time_limit = lim->time_limit;
        o->memory_limit_mb = lim->memory_limit_mb;
        o->budget = lim->budget;
        o->cancel = lim->cancel;
        if (lim->progress) {
            o->progress = lim->progress;
            o->progress_ctx = lim->progress_ctx;
        }
    }
    c->g = g;
    o->on_fill = g->on_fill ? call_fill : NULL;
    o->on_try = g->on_try ? call_try : NULL;
    o->ctx = c;
}

/* A run's status as the caller's code (the puzzle keeps the outcome). The
 * settings that do not go together were refused before (settled, PUZ_E_ARG);
 * what the engine refuses is a shape it cannot make (past a fill method's
 * largest grid, cages that cannot cover the grid) or a backend that refused
 * it: PUZ_E_UNSUPPORTED. */
static puz_code gen_outcome(puz_puzzle *out, puz_error **err)
{
    switch (out->r.status) {
    case PUZ_GEN_DONE:
    case PUZ_GEN_MISSED:
    case PUZ_GEN_NONE: return PUZ_OK;
    case PUZ_GEN_INTERNAL: return err_set(err, PUZ_E_INTERNAL, "%s", out->r.err);
    default: return err_set(err, PUZ_E_UNSUPPORTED, "%s", out->r.err);
    }
}

static void puzzle_clear(puz_puzzle *p)
{
    if (p->made)
        gen_result_free(&p->r);
    memset(p, 0, sizeof *p);
}

puz_code puz_fill(const puz_gen *g, const puz_limits *lim, puz_puzzle *out, puz_error **err)
{
    puzzle_clear(out);
    puz_gen_opts o;
    if (settled(g, 1, &o, err) != PUZ_OK)
        return PUZ_E_ARG;
    GenCtx c;
    with_limits(&o, g, lim, &c);
    gen_fill(&o, &out->r);
    out->made = 1;
    return gen_outcome(out, err);
}

puz_code puz_generate(const puz_gen *g, const puz_limits *lim, puz_puzzle *out, puz_error **err)
{
    puzzle_clear(out);
    puz_gen_opts o;
    if (settled(g, 0, &o, err) != PUZ_OK)
        return PUZ_E_ARG;
    GenCtx c;
    with_limits(&o, g, lim, &c);
    gen_generate(&o, &out->r);
    out->made = 1;
    return gen_outcome(out, err);
}

/* bulk: puzzles handed to the caller's function, each as a puz_puzzle */
typedef struct {
    puz_bulk_fn fn;
    void *ctx;
} BulkCtx;

static int call_bulk(long index, uint64_t seed, const puz_gen_result *r, void *ctx)
{
    const BulkCtx *b = ctx;
    struct puz_puzzle p = {*r, 0};
    return b->fn(index, seed, &p, b->ctx);
}

puz_code puz_generate_bulk(const puz_gen *g, const puz_limits *lim, long count, int jobs,
                           puz_bulk_fn fn, void *ctx, puz_bulk_stats *stats, puz_error **err)
{
    puz_gen_opts o;
    if (count < 1 || !fn)
        return err_set(err, PUZ_E_ARG, "puz_generate_bulk: %s",
                       fn ? "count wants 1 or more" : "no function to hand puzzles to");
    if (settled(g, 0, &o, err) != PUZ_OK)
        return PUZ_E_ARG;
    GenCtx c;
    with_limits(&o, g, lim, &c);
    o.on_fill = o.on_try = NULL; /* not called from the threads */
    BulkCtx bc = {fn, ctx};
    puz_bulk_opts b = {count, jobs, 0, call_bulk, &bc};
    puz_bulk_result r;
    gen_bulk(&o, &b, &r);
    /* a 1.0 program's stats end before stop */
    if (stats && stats->size >= offsetof(puz_bulk_stats, stop)) {
        stats->made = r.made;
        stats->duplicates = r.duplicates;
        stats->missed = r.missed;
        stats->jobs = r.jobs;
        stats->sec = r.sec;
        stats->complete = r.status == PUZ_GEN_DONE && !r.stopped;
        snprintf(stats->why, sizeof stats->why, "%s", r.status == PUZ_GEN_NONE ? r.err : "");
        if (stats->size >= sizeof(puz_bulk_stats))
            stats->stop = r.status == PUZ_GEN_NONE ? r.stop : PUZ_STOP_NONE;
    }
    if (r.status == PUZ_GEN_INTERNAL)
        return err_set(err, PUZ_E_INTERNAL, "%s", r.err);
    if (r.status == PUZ_GEN_ERROR) /* as gen_outcome */
        return err_set(err, PUZ_E_UNSUPPORTED, "%s", r.err);
    return PUZ_OK;
}

/* ---- the puzzle made ---- */

puz_puzzle *puz_puzzle_new(void) { return xcalloc(1, sizeof(puz_puzzle)); }

void puz_puzzle_free(puz_puzzle *p)
{
    if (!p)
        return;
    puzzle_clear(p);
    free(p);
}

puz_status puz_puzzle_status(const puz_puzzle *p)
{
    return p->r.status == PUZ_GEN_DONE || p->r.status == PUZ_GEN_MISSED ? PUZ_SOLVED
                                                                          : PUZ_STOPPED;
}

int puz_puzzle_missed(const puz_puzzle *p) { return p->r.status == PUZ_GEN_MISSED; }
puz_stop puz_puzzle_stop(const puz_puzzle *p) { return p->r.stop; }
int puz_puzzle_untried(const puz_puzzle *p) { return p->r.untried; }
const char *puz_puzzle_why(const puz_puzzle *p)
{
    return p->r.status == PUZ_GEN_NONE || p->r.status == PUZ_GEN_MISSED ? p->r.err : "";
}
const puz_model *puz_puzzle_model(const puz_puzzle *p) { return p->r.model; }
const int *puz_puzzle_solution(const puz_puzzle *p) { return p->r.solution; }
int puz_puzzle_clues(const puz_puzzle *p) { return p->r.clues; }
int puz_puzzle_level(const puz_puzzle *p) { return p->r.level; }
int puz_puzzle_hardest(const puz_puzzle *p) { return p->r.hardest; }
long puz_puzzle_guesses(const puz_puzzle *p) { return p->r.guesses; }
long puz_puzzle_checks(const puz_puzzle *p) { return p->r.checks; }
long puz_puzzle_cut_short(const puz_puzzle *p) { return p->r.cut_short; }
int puz_puzzle_minimal(const puz_puzzle *p) { return p->r.minimal; }
long puz_puzzle_effort(const puz_puzzle *p) { return p->r.effort; }
const char *puz_puzzle_method(const puz_puzzle *p) { return gen_fill_method_name(p->r.method); }
long puz_puzzle_fill_restarts(const puz_puzzle *p) { return p->r.fill_restarts; }
long puz_puzzle_fill_nodes(const puz_puzzle *p) { return p->r.fill_nodes; }
double puz_puzzle_fill_sec(const puz_puzzle *p) { return p->r.fill_sec; }
double puz_puzzle_remove_sec(const puz_puzzle *p) { return p->r.remove_sec; }
long puz_puzzle_tries(const puz_puzzle *p) { return p->r.tries; }
double puz_puzzle_sec(const puz_puzzle *p) { return p->r.sec; }

/* ---- the rater ---- */

struct puz_rater {
    puz_rate_opts o;
    SetText text;
};

#define RATER_SETTINGS(X)                                                                      \
    X("max-guesses", PUZ_OPT_INT, NULL, "give up past this many guesses (0: never)",           \
      PUZ_ROWS_NONE, NULL, 0, o.max_guesses, SET_LONG, 0, 1e15, NULL)                          \
    X("counter", PUZ_OPT_CHOICE, NULL, "the backend that counts for uniqueness (native)",      \
      PUZ_ROWS_NONE, NULL, 0, o.counter, SET_PARSE, 0, 0, parse_counter)                       \
    X("count-limit", PUZ_OPT_REAL, NULL, "seconds for the uniqueness count (0: none)",         \
      PUZ_ROWS_NONE, NULL, 0, o.count_limit, SET_DOUBLE, 0, 1e9, NULL)                         \
    X("steps", PUZ_OPT_FLAG, NULL, "record the solving path", PUZ_ROWS_NONE, NULL, 0, o.steps,  \
      SET_FLAG, 0, 0, NULL)

static const puz_option rater_table[] = {RATER_SETTINGS(SETTINGS_OPTION) SETTINGS_END};
#define SETTINGS_OWNER struct puz_rater
static const SetPlace rater_places[] = {RATER_SETTINGS(SETTINGS_PLACE)};
#undef SETTINGS_OWNER

const puz_option *puz_rater_settings(void) { return rater_table; }

puz_rater *puz_rater_new(void)
{
    puz_rater *r = xcalloc(1, sizeof *r);
    r->o.max_guesses = 1000000;
    r->o.count_limit = 10;
    return r;
}

void puz_rater_free(puz_rater *r)
{
    if (!r)
        return;
    settings_text_free(&r->text);
    free(r);
}

puz_code puz_rater_set(puz_rater *r, const char *name, const char *value, puz_error **err)
{
    return settings_set(rater_table, rater_places, "rate", r, &r->text, name, value, err);
}

void puz_rater_on_progress(puz_rater *r, puz_progress_fn fn, void *ctx)
{
    r->o.progress = fn;
    r->o.progress_ctx = ctx;
}

puz_rating *puz_rating_new(void) { return xcalloc(1, sizeof(puz_rating)); }

void puz_rating_free(puz_rating *r)
{
    if (!r)
        return;
    rating_free(r);
    free(r);
}

puz_code puz_rate(const puz_model *m, const puz_rater *r, const puz_limits *lim,
                  puz_rating *out, puz_error **err)
{
    static const puz_rater defaults = {.o = {.max_guesses = 1000000, .count_limit = 10}};
    rating_free(out);
    memset(out, 0, sizeof *out);
    puz_rate_opts o = (r ? r : &defaults)->o;
    if (lim) {
        o.time_limit = lim->time_limit;
        o.memory_limit_mb = lim->memory_limit_mb;
        o.budget = lim->budget;
        o.cancel = lim->cancel;
        if (lim->progress) {
            o.progress = lim->progress;
            o.progress_ctx = lim->progress_ctx;
        }
    }
    switch (rate_puzzle(m, &o, out)) {
    case PUZ_RATE_REFUSED: return err_set(err, PUZ_E_UNSUPPORTED, "%s", out->err);
    case PUZ_RATE_ERROR:
        return err_set(err, strstr(out->err, "verifier") ? PUZ_E_INTERNAL : PUZ_E_UNSUPPORTED,
                       "%s", out->err);
    default: return PUZ_OK;
    }
}

puz_status puz_rating_status(const puz_rating *r)
{
    return r->status == PUZ_RATE_SOLVED ? PUZ_SOLVED
           : r->status == PUZ_RATE_NO_SOLUTION ? PUZ_NO_SOLUTION : PUZ_STOPPED;
}

long puz_rating_count(const puz_rating *r, int tech)
{
    return tech >= 0 && tech < PUZ_NTECHS ? r->count[tech] : 0;
}

long puz_rating_guesses(const puz_rating *r) { return r->guesses; }
int puz_rating_hardest(const puz_rating *r) { return r->hardest; }
int puz_rating_level(const puz_rating *r) { return r->level; }
long puz_rating_score(const puz_rating *r) { return r->score; }
int puz_rating_unique(const puz_rating *r) { return r->unique; }
puz_stop puz_rating_stop(const puz_rating *r)
{
    return r->status == PUZ_RATE_GAVE_UP ? PUZ_STOP_GAVE_UP : r->stop;
}
const int *puz_rating_solution(const puz_rating *r) { return r->solution; }
long puz_rating_nsteps(const puz_rating *r) { return r->nsteps; }

const puz_step *puz_rating_step(const puz_rating *r, long i)
{
    return i >= 0 && i < r->nsteps ? &r->steps[i] : NULL;
}

const puz_elim *puz_rating_elim(const puz_rating *r, long i)
{
    return i >= 0 && i < r->nelims ? &r->elims[i] : NULL;
}

/* Step i's why, or NULL (out of range, or no steps recorded). */
static const RateWhy *step_why(const puz_rating *r, long i)
{
    return i >= 0 && i < r->nsteps && r->whys ? &r->whys[i] : NULL;
}

/* Copies n ints to out (at most max); returns n. */
static int copy_out(const int *from, int n, int *out, int max)
{
    for (int k = 0; k < n && k < max; k++)
        out[k] = from[k];
    return n;
}

int puz_rating_step_houses(const puz_rating *r, long i, int *cons, int max)
{
    const RateWhy *w = step_why(r, i);
    return w ? copy_out(w->groups, w->ngroups, cons, max) : 0;
}

int puz_rating_step_cells(const puz_rating *r, long i, int *cells, int max)
{
    const RateWhy *w = step_why(r, i);
    return w ? copy_out(w->cells, w->ncells, cells, max) : 0;
}

uint64_t puz_rating_step_values(const puz_rating *r, long i)
{
    const RateWhy *w = step_why(r, i);
    return w ? w->values : 0;
}

int puz_rating_step_number(const puz_rating *r, long i)
{
    const RateWhy *w = step_why(r, i);
    return w ? w->number : 0;
}

/* ---- Latin square <-> Sudoku ---- */

puz_code puz_latin_to_sudoku(const puz_model *latin, puz_model **out, puz_error **err)
{
    char why[256];
    *out = latin_to_sudoku(latin, why, sizeof why);
    return *out ? PUZ_OK : err_set(err, PUZ_E_UNSUPPORTED, "%s", why);
}

puz_code puz_latin_from_sudoku(const puz_model *latin, const int *sudoku, int *square,
                               puz_error **err)
{
    char why[256];
    return latin_from_sudoku(latin, sudoku, square, why, sizeof why) == 0
               ? PUZ_OK
               : err_set(err, PUZ_E_INVALID, "%s", why);
}
