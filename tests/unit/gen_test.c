/* gen_test.c -- the generator and the rater through the public API only
 * (include/puzc.h, linked against libpuzc): setting names round-trip,
 * every fill method gives a grid the verifier passes, a puzzle whose
 * uniqueness was counted by dlx or sat (not native) has exactly one
 * solution on every backend that counts and is the puzzle native makes
 * from the same seed, a Killer likewise, puz_rate agrees with the
 * generator's rating, and bad settings come back as PUZ_E_ARG with a
 * message. Prints one "ok - ..." line a check. Built by tests/t_gen.sh. */
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

/* The message of e, or "" (no error). */
static const char *msg(const puz_error *e)
{
    return e ? puz_error_message(e) : "";
}

/* A setting of g that must be taken; a failure is reported. */
static void set(puz_gen *g, const char *name, const char *value)
{
    puz_error *e = NULL;
    if (puz_gen_set(g, name, value, &e) != PUZ_OK) {
        printf("not ok - generate --%s %s: %s\n", name, value ? value : "", msg(e));
        failures++;
    }
    puz_error_free(e);
}

/* Solutions of m up to 2 on backend b (99: not a complete count). */
static uint64_t count2(const puz_model *m, const puz_backend *b)
{
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, 2);
    puz_result *r = puz_result_new();
    uint64_t n = 99;
    if (puz_solve(m, b, NULL, lim, r, NULL) == PUZ_OK && puz_result_complete(r))
        n = puz_result_solutions(r);
    puz_result_free(r);
    puz_limits_free(lim);
    return n;
}

/* Exactly one solution on every backend that counts, and it is `sol`. */
static int unique_everywhere(const puz_model *m, const int *sol)
{
    int ok = m && sol;
    if (!ok)
        return 0;
    for (int i = 0; i < puz_backend_count(); i++) {
        const puz_backend *b = puz_backend_at(i);
        if (puz_backend_caps(b) & PUZ_CAN_COUNT)
            ok &= count2(m, b) == 1;
    }
    puz_result *r = puz_result_new();
    ok &= puz_solve(m, NULL, NULL, NULL, r, NULL) == PUZ_OK;
    const int *grid = puz_result_grid(r);
    ok &= grid && !memcmp(grid, sol, sizeof(int) * (size_t)puz_model_ncells(m));
    puz_result_free(r);
    return ok;
}

/* A Killer's cages: its sums whose cells are also distinct. */
static int cages(const puz_model *m)
{
    int n = 0;
    for (int i = 0; i < puz_model_nconstraints(m); i++) {
        int distinct = 0;
        const char *kind = puz_model_constraint(m, i, NULL, NULL, NULL, &distinct, NULL);
        n += kind && !strcmp(kind, "sum") && distinct;
    }
    return n;
}

static int tries_seen;
static void count_try(const puz_puzzle *p, void *ctx)
{
    (void)ctx;
    tries_seen += puz_puzzle_tries(p) > 0;
}

/* A setting's table entry, by name (NULL: none). */
static const puz_option *setting(const char *name)
{
    for (const puz_option *o = puz_gen_settings(); o->name; o++)
        if (!strcmp(o->name, name))
            return o;
    return NULL;
}

static void names(void)
{
    const char *fills[] = {"backtrack", "prune", "weighted", "row", "block", "ilp"};
    puz_gen *g = puz_gen_new();
    const puz_option *method = setting("method");
    for (int i = 0; i < 6; i++) {
        int listed = 0;
        for (int k = 0; method && method->values && method->values[k]; k++)
            listed |= !strcmp(method->values[k], fills[i]);
        const char *got = NULL;
        if (puz_gen_set(g, "method", fills[i], NULL) == PUZ_OK)
            got = puz_gen_get(g, "method");
        check(listed && got && !strcmp(got, fills[i]),
              "fill method %s: the settings list it, take it and give it back", fills[i]);
    }
    puz_error *e = NULL;
    int ok = puz_gen_set(g, "symmetry", "rot90", NULL) == PUZ_OK &&
             !strcmp(puz_gen_get(g, "symmetry"), "rot90") &&
             puz_gen_set(g, "symmetry", "x", &e) == PUZ_E_ARG && e &&
             puz_error_code(e) == PUZ_E_ARG && strstr(puz_error_message(e), "rot90");
    check(ok, "symmetry names parse%s", "");
    puz_error_free(e);
    check(puz_gen_set(g, "difficulty", "hard", NULL) == PUZ_OK &&
          !strcmp(puz_level_name(PUZ_LEVEL_HARD), "hard") &&
          puz_tech_level(PUZ_TECH_LOCKED) == PUZ_LEVEL_HARD &&
          !strcmp(puz_tech_name(PUZ_TECH_GUESS), "guess"), "levels and techniques%s", "");
    puz_gen_free(g);
}

/* Every fill method the "method" setting lists (but auto): a valid 9x9. */
static void fills(void)
{
    const puz_option *method = setting("method");
    if (!method || !method->values) {
        check(0, "the generator's settings list the fill methods%s", "");
        return;
    }
    puz_puzzle *p = puz_puzzle_new();
    for (int i = 0; method->values[i]; i++) {
        const char *name = method->values[i];
        if (!strcmp(name, "auto"))
            continue;
        puz_gen *g = puz_gen_new();
        set(g, "method", name);
        set(g, "seed", "5");
        puz_error *e = NULL;
        int ok = puz_fill(g, NULL, p, &e) == PUZ_OK && puz_puzzle_status(p) == PUZ_SOLVED &&
                 puz_verify(puz_puzzle_model(p), puz_puzzle_solution(p), &e) == PUZ_OK;
        if (!ok && e)
            printf("    %s\n", puz_error_message(e));
        check(ok, "puz_fill %s: a valid 9x9 grid", name);
        puz_error_free(e);
        puz_gen_free(g);
    }
    puz_puzzle_free(p);
}

/* The same seed counted by native and by `name`: the same puzzle. */
static void puzzle_counted_by(const char *name, int box, const char *sym)
{
    char shape[16];
    snprintf(shape, sizeof shape, "%dx%d", box, box);
    puz_gen *g = puz_gen_new();
    set(g, "box", shape);
    set(g, "symmetry", sym);
    set(g, "seed", "11");
    puz_puzzle *native = puz_puzzle_new(), *other = puz_puzzle_new();
    puz_error *e = NULL;
    int nst = puz_generate(g, NULL, native, NULL);
    set(g, "counter", name);
    puz_gen_on_try(g, count_try, NULL);
    tries_seen = 0;
    int st = puz_generate(g, NULL, other, &e);
    int done = st == PUZ_OK && puz_puzzle_status(other) == PUZ_SOLVED;
    char what[64];
    snprintf(what, sizeof what, "%s, %dx%d boxes", name, box, box);
    const puz_model *om = puz_puzzle_model(other);
    if (!done && e)
        printf("    %s\n", puz_error_message(e));
    puz_error_free(e);
    check(done && om && puz_puzzle_clues(other) > 0, "generate counted by %s: done", what);
    if (done && om) {
        check(unique_everywhere(om, puz_puzzle_solution(other)),
              "counted by %s: one solution on every counting backend", what);
        size_t nc = (size_t)puz_model_ncells(om);
        const puz_model *nm = nst == PUZ_OK && puz_puzzle_status(native) == PUZ_SOLVED
                                  ? puz_puzzle_model(native) : NULL;
        check(nm && !memcmp(puz_model_givens(nm), puz_model_givens(om), sizeof(int) * nc),
              "counted by %s: the puzzle native makes from the same seed", what);
        check(tries_seen == puz_puzzle_tries(other), "counted by %s: on_try once a try", what);
        puz_rating *rt = puz_rating_new();
        check(puz_rate(om, NULL, NULL, rt, NULL) == PUZ_OK &&
              puz_rating_status(rt) == PUZ_SOLVED && puz_rating_unique(rt) == 1 &&
              puz_rating_level(rt) == puz_puzzle_level(other) &&
              puz_rating_hardest(rt) == puz_puzzle_hardest(other),
              "counted by %s: puz_rate agrees", what);
        puz_rating_free(rt);
    }
    puz_puzzle_free(native);
    puz_puzzle_free(other);
    puz_gen_free(g);
}

static void killer_counted_by(const char *name)
{
    puz_gen *g = puz_gen_new();
    set(g, "kind", "killer");
    set(g, "seed", "4");
    set(g, "counter", name);
    puz_puzzle *p = puz_puzzle_new();
    puz_error *e = NULL;
    int done = puz_generate(g, NULL, p, &e) == PUZ_OK && puz_puzzle_status(p) == PUZ_SOLVED;
    const puz_model *m = puz_puzzle_model(p);
    if (!done && e)
        printf("    %s\n", puz_error_message(e));
    puz_error_free(e);
    check(done && m && cages(m) > 0 && puz_model_givens(m)[0] == 0,
          "Killer counted by %s: done, cages and no givens", name);
    if (done && m)
        check(unique_everywhere(m, puz_puzzle_solution(p)),
              "Killer counted by %s: one solution on every counting backend", name);
    puz_puzzle_free(p);
    puz_gen_free(g);
}

static void errors(void)
{
    /* a counter that cannot count is refused when it is set */
    puz_gen *g = puz_gen_new();
    puz_error *e = NULL;
    int ok = puz_gen_set(g, "counter", "heuristic", &e) == PUZ_E_ARG && e &&
             strstr(puz_error_message(e), "a backend that counts");
    check(ok, "a counter that cannot count: PUZ_E_ARG (%s)", msg(e));
    puz_error_free(e);
    e = NULL;
    puz_gen_free(g);

    /* settings that do not go together: refused by puz_generate */
    g = puz_gen_new();
    set(g, "box", "2x3");
    set(g, "symmetry", "rot90");
    puz_puzzle *p = puz_puzzle_new();
    ok = puz_generate(g, NULL, p, &e) == PUZ_E_ARG && e &&
         strstr(puz_error_message(e), "square boxes");
    check(ok, "rot90 on 2x3 boxes: PUZ_E_ARG (%s)", msg(e));
    puz_error_free(e);
    e = NULL;
    puz_puzzle_free(p);
    puz_gen_free(g);

    /* a shape the engine cannot make: PUZ_E_UNSUPPORTED, not a bad setting */
    g = puz_gen_new();
    set(g, "box", "10x10");
    set(g, "method", "weighted");
    p = puz_puzzle_new();
    ok = puz_fill(g, NULL, p, &e) == PUZ_E_UNSUPPORTED && e &&
         strstr(puz_error_message(e), "up to 64 values");
    check(ok, "weighted fill of 100 values: PUZ_E_UNSUPPORTED (%s)", msg(e));
    puz_error_free(e);
    e = NULL;
    puz_puzzle_free(p);
    puz_gen_free(g);

    puz_model *k = NULL;
    const char *text = "killer 2x2\ncages\nAABB\nCCDD\nEEFF\nGGHH\n"
                       "sums A=3 B=7 C=7 D=3 E=5 F=5 G=5 H=5\n";
    puz_rating *rt = puz_rating_new();
    if (puz_compile_string("k", text, strlen(text), NULL, &k, NULL) == PUZ_OK) {
        ok = puz_rate(k, NULL, NULL, rt, NULL) == PUZ_OK &&
             puz_rating_status(rt) == PUZ_SOLVED && puz_rating_solution(rt);
        check(ok, "rate reasons about a Killer's cages (%s)",
              puz_level_name((puz_level)puz_rating_level(rt)));
        check(puz_rating_count(rt, PUZ_TECH_CAGE) > 0, "... with cage combinations%s", "");
    } else {
        check(0, "the Killer test model compiles%s", "");
    }
    puz_model_free(k);
    k = NULL;
    text = "grid 2x2\nvalues 1..2\ndistinct rows\nsum 3 r1c1 r2c2\n";
    if (puz_compile_string("s", text, strlen(text), NULL, &k, NULL) == PUZ_OK) {
        ok = puz_rate(k, NULL, NULL, rt, &e) == PUZ_E_UNSUPPORTED && e &&
             strstr(puz_error_message(e), "without distinct");
        check(ok, "rate refuses a plain sum (%s)", msg(e));
        puz_error_free(e);
    } else {
        check(0, "the plain-sum test model compiles%s", "");
    }
    puz_rating_free(rt);
    puz_model_free(k);
}

int main(void)
{
    names();
    fills();
    puzzle_counted_by("dlx", 3, "none");
    puzzle_counted_by("sat", 3, "rot180");
    puzzle_counted_by("dlx", 4, "none");
    if (puz_backend_find("ilp"))
        puzzle_counted_by("ilp", 2, "none");
    killer_counted_by("dlx");
    killer_counted_by("sat");
    errors();
    return failures != 0;
}
