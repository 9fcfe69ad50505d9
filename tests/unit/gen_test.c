/* gen_test.c -- the generator and the rater through the public API only
 * (include/puzc.h, linked against libpuzc): names round-trip, every fill
 * method gives a grid the verifier passes, a puzzle whose uniqueness was
 * counted by dlx or sat (not native) has exactly one solution on every
 * backend that counts and is the puzzle native makes from the same seed,
 * a Killer likewise, puz_rate agrees with the generator's rating, and bad
 * options come back as PUZ_GEN_ERROR with a message. Prints one
 * "ok - ..." line a check. Built by tests/t_gen.sh. */
#include "puzc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void check(int cond, const char *fmt, const char *arg)
{
    printf("%s - ", cond ? "ok" : "not ok");
    printf(fmt, arg);
    putchar('\n');
    failures += !cond;
}

/* Solutions of m up to 2 on backend b. */
static uint64_t count2(const puz_model *m, const puz_backend *b)
{
    puz_limits lim = {.max_solutions = 2};
    puz_result r = {0};
    puz_solve(m, b, NULL, &lim, &r);
    uint64_t n = r.complete ? r.solutions : 99;
    puz_result_free(&r);
    return n;
}

/* Exactly one solution on every backend that counts, and it is `sol`. */
static int unique_everywhere(const puz_model *m, const int *sol)
{
    int ok = 1;
    for (int i = 0; i < puz_backend_count(); i++) {
        const puz_backend *b = puz_backend_at(i);
        if (puz_backend_caps(b) & PUZ_CAN_COUNT)
            ok &= count2(m, b) == 1;
    }
    puz_result r = {0};
    puz_solve(m, NULL, NULL, NULL, &r);
    ok &= r.solution && !memcmp(r.solution, sol, sizeof(int) * (size_t)puz_model_ncells(m));
    puz_result_free(&r);
    return ok;
}

static int tries_seen;
static void count_try(const puz_gen_result *r, void *ctx)
{
    (void)ctx;
    tries_seen += r->tries > 0;
}

static void names(void)
{
    const char *fills[] = {"backtrack", "prune", "weighted", "row", "block", "ilp"};
    for (int i = 0; i < 6; i++)
        check(puz_fill_method_parse(fills[i]) == i &&
              !strcmp(puz_fill_method_name((puz_fill_method)i), fills[i]),
              "fill method %s: name and number agree", fills[i]);
    check(puz_symmetry_parse("rot90") == PUZ_SYM_ROT90 && puz_symmetry_parse("x") == -1,
          "symmetry names parse%s", "");
    check(puz_level_parse("hard") == PUZ_LEVEL_HARD &&
          puz_tech_level(PUZ_TECH_LOCKED) == PUZ_LEVEL_HARD &&
          !strcmp(puz_tech_name(PUZ_TECH_GUESS), "guess"), "levels and techniques%s", "");
}

static void fills(void)
{
    for (int i = 0; i <= PUZ_FILL_ILP; i++) {
        puz_gen_opts o;
        puz_gen_opts_init(&o);
        o.method = (puz_fill_method)i;
        o.seed = 5;
        puz_gen_result r;
        char why[160] = "";
        int ok = puz_fill(&o, &r) == PUZ_GEN_DONE &&
                 puz_verify(r.model, r.solution, why, sizeof why);
        check(ok, "puz_fill %s: a valid 9x9 grid", puz_fill_method_name((puz_fill_method)i));
        puz_gen_result_free(&r);
    }
}

/* The same seed counted by native and by `name`: the same puzzle. */
static void puzzle_counted_by(const char *name, int box, puz_symmetry sym)
{
    puz_gen_opts o;
    puz_gen_opts_init(&o);
    o.box_r = o.box_c = box;
    o.symmetry = sym;
    o.seed = 11;
    puz_gen_result native, other;
    puz_generate(&o, &native);
    o.counter = puz_backend_find(name);
    o.on_try = count_try;
    tries_seen = 0;
    int st = puz_generate(&o, &other);
    char what[64];
    snprintf(what, sizeof what, "%s, %dx%d boxes", name, box, box);
    check(st == PUZ_GEN_DONE && other.givens, "generate counted by %s: done", what);
    if (st == PUZ_GEN_DONE) {
        check(unique_everywhere(other.model, other.solution),
              "counted by %s: one solution on every counting backend", what);
        size_t nc = (size_t)puz_model_ncells(other.model);
        check(native.givens && !memcmp(native.givens, other.givens, sizeof(int) * nc),
              "counted by %s: the puzzle native makes from the same seed", what);
        check(tries_seen == other.tries, "counted by %s: on_try once a try", what);
        puz_rating rt;
        puz_rate(other.model, NULL, &rt);
        check(rt.status == PUZ_RATE_SOLVED && rt.unique == 1 && rt.level == other.level &&
              rt.hardest == other.hardest, "counted by %s: puz_rate agrees", what);
        puz_rating_free(&rt);
    }
    puz_gen_result_free(&native);
    puz_gen_result_free(&other);
}

static void killer_counted_by(const char *name)
{
    puz_gen_opts o;
    puz_gen_opts_init(&o);
    o.kind = PUZ_GEN_KILLER;
    o.seed = 4;
    o.counter = puz_backend_find(name);
    puz_gen_result r;
    int st = puz_generate(&o, &r);
    check(st == PUZ_GEN_DONE && r.ncages > 0 && puz_model_givens(r.model)[0] == 0,
          "Killer counted by %s: done, cages and no givens", name);
    if (st == PUZ_GEN_DONE)
        check(unique_everywhere(r.model, r.solution),
              "Killer counted by %s: one solution on every counting backend", name);
    puz_gen_result_free(&r);
}

static void errors(void)
{
    puz_gen_opts o;
    puz_gen_opts_init(&o);
    o.counter = puz_backend_find("heuristic");
    puz_gen_result r;
    check(puz_generate(&o, &r) == PUZ_GEN_ERROR && strstr(r.err, "cannot count"),
          "a counter that cannot count: PUZ_GEN_ERROR (%s)", r.err);
    puz_gen_result_free(&r);
    puz_gen_opts_init(&o);
    o.box_r = 2;
    o.symmetry = PUZ_SYM_ROT90;
    check(puz_generate(&o, &r) == PUZ_GEN_ERROR && strstr(r.err, "square boxes"),
          "rot90 on 2x3 boxes: PUZ_GEN_ERROR (%s)", r.err);
    puz_gen_result_free(&r);
    puz_model *k = NULL;
    const char *text = "killer 2x2\ncages\nAABB\nCCDD\nEEFF\nGGHH\n"
                       "sums A=3 B=7 C=7 D=3 E=5 F=5 G=5 H=5\n";
    puz_rating rt;
    if (puz_compile_string("k", text, strlen(text), &k, NULL) == 0) {
        check(puz_rate(k, NULL, &rt) == PUZ_RATE_SOLVED && rt.solution,
              "rate reasons about a Killer's cages (%s)", puz_level_name(rt.level));
        check(rt.count[PUZ_TECH_CAGE] > 0, "... with cage combinations%s", "");
        puz_rating_free(&rt);
    } else {
        check(0, "the Killer test model compiles%s", "");
    }
    puz_model_free(k);
    k = NULL;
    text = "grid 2x2\nvalues 1..2\ndistinct rows\nsum 3 r1c1 r2c2\n";
    if (puz_compile_string("s", text, strlen(text), &k, NULL) == 0) {
        check(puz_rate(k, NULL, &rt) == PUZ_RATE_REFUSED && strstr(rt.err, "without distinct"),
              "rate refuses a plain sum (%s)", rt.err);
        puz_rating_free(&rt);
    } else {
        check(0, "the plain-sum test model compiles%s", "");
    }
    puz_model_free(k);
}

int main(void)
{
    names();
    fills();
    puzzle_counted_by("dlx", 3, PUZ_SYM_NONE);
    puzzle_counted_by("sat", 3, PUZ_SYM_ROT180);
    puzzle_counted_by("dlx", 4, PUZ_SYM_NONE);
    if (puz_backend_find("ilp"))
        puzzle_counted_by("ilp", 2, PUZ_SYM_NONE);
    killer_counted_by("dlx");
    killer_counted_by("sat");
    errors();
    return failures != 0;
}
