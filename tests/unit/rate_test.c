/* rate_test.c -- the rater's techniques one by one, each on a hand-built
 * 9x9 position (candidate masks; Killer techniques on a Killer model) where it applies and every simpler
 * technique finds nothing, with the eliminations it must make; then the
 * solving path of real puzzles (one-line 9x9 files named on the command
 * line) checked against their solution: no step removes a solution value,
 * every placement is the solution's. Links the library's internals
 * (generator/rate.h). Prints one "ok - ..." line a check. Built by
 * tests/t_rate.sh. */
#include "batch_line.h"
#include "puzc.h"
#include "rate.h"
#include "verify.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void check(int cond, const char *what, const char *tech)
{
    printf("%s - %s: %s\n", cond ? "ok" : "not ok", tech, what);
    failures += !cond;
}

#define FULL 0x1FFULL
#define V(v) (1ULL << ((v) - 1))

static uint64_t pos[81];

static void start(void)
{
    for (int c = 0; c < 81; c++)
        pos[c] = FULL;
}

/* Removes values vals from r<r>c<c> (1-based). */
static void rm(int r, int c, uint64_t vals) { pos[(r - 1) * 9 + (c - 1)] &= ~vals; }
static uint64_t at(const uint64_t *p, int r, int c) { return p[(r - 1) * 9 + (c - 1)]; }

/* Technique t applies to pos and none before it does; after holds the
 * position after t. */
static void only(Rater *rt, RateTech t, uint64_t *after)
{
    const char *name = puz_tech_name(t);
    int simpler = 0;
    for (int u = 0; u < (int)t; u++) {
        uint64_t copy[81];
        memcpy(copy, pos, sizeof copy);
        if (rate_apply(rt, copy, (RateTech)u) != 0) {
            printf("    %s applies first\n", puz_tech_name((puz_tech)u));
            simpler++;
        }
    }
    check(!simpler, "no simpler technique applies to its position", name);
    memcpy(after, pos, sizeof pos);
    check(rate_apply(rt, after, t) == 1, "it applies", name);
}

static void test_techniques(void)
{
    char err[256];
    Model *m = model_sudoku(3, 3);
    Rater *rt = rate_new(m, err, sizeof err);
    uint64_t a[81];
    int ok;

    /* naked pair: r1c1 and r1c4 both {1,2} */
    start();
    pos[0] = pos[3] = V(1) | V(2);
    only(rt, PUZ_TECH_NAKED_PAIR, a);
    ok = at(a, 1, 1) == (V(1) | V(2)) && at(a, 1, 4) == (V(1) | V(2)) && at(a, 2, 1) == FULL;
    for (int c = 1; c <= 9; c++)
        if (c != 1 && c != 4)
            ok &= at(a, 1, c) == (FULL & ~(V(1) | V(2)));
    check(ok, "1, 2 leave the rest of row 1, nothing else changes", "naked_pair");

    /* hidden pair: 1, 2 only at r1c1, r1c4 */
    start();
    for (int c = 1; c <= 9; c++)
        if (c != 1 && c != 4)
            rm(1, c, V(1) | V(2));
    only(rt, PUZ_TECH_HIDDEN_PAIR, a);
    ok = at(a, 1, 1) == (V(1) | V(2)) && at(a, 1, 4) == (V(1) | V(2)) && at(a, 1, 2) == at(pos, 1, 2);
    check(ok, "r1c1 and r1c4 keep only 1 and 2", "hidden_pair");

    /* naked triple: r1c1 {1,2}, r1c4 {2,3}, r1c7 {1,3} */
    start();
    pos[0] = V(1) | V(2);
    pos[3] = V(2) | V(3);
    pos[6] = V(1) | V(3);
    only(rt, PUZ_TECH_NAKED_TRIPLE, a);
    ok = at(a, 1, 1) == (V(1) | V(2)) && at(a, 1, 4) == (V(2) | V(3)) && at(a, 1, 7) == (V(1) | V(3));
    for (int c = 1; c <= 9; c++)
        if (c != 1 && c != 4 && c != 7)
            ok &= at(a, 1, c) == (FULL & ~(V(1) | V(2) | V(3)));
    ok &= at(a, 2, 1) == FULL;
    check(ok, "1, 2, 3 leave the rest of row 1, nothing else changes", "naked_triple");

    /* hidden triple: 1, 2, 3 only at r1c1, r1c4, r1c7 */
    start();
    for (int c = 1; c <= 9; c++)
        if (c != 1 && c != 4 && c != 7)
            rm(1, c, V(1) | V(2) | V(3));
    only(rt, PUZ_TECH_HIDDEN_TRIPLE, a);
    ok = at(a, 1, 1) == (V(1) | V(2) | V(3)) && at(a, 1, 4) == (V(1) | V(2) | V(3)) &&
         at(a, 1, 7) == (V(1) | V(2) | V(3)) && at(a, 1, 2) == (FULL & ~(V(1) | V(2) | V(3)));
    check(ok, "r1c1, r1c4, r1c7 keep only 1, 2, 3", "hidden_triple");

    /* X-wing: 5 in rows 1 and 5 only in columns 2 and 7 */
    start();
    for (int c = 1; c <= 9; c++)
        if (c != 2 && c != 7) {
            rm(1, c, V(5));
            rm(5, c, V(5));
        }
    only(rt, PUZ_TECH_X_WING, a);
    ok = 1;
    for (int r = 1; r <= 9; r++) {
        int base = r == 1 || r == 5;
        ok &= !!(at(a, r, 2) & V(5)) == base && !!(at(a, r, 7) & V(5)) == base;
        ok &= at(a, r, 3) == at(pos, r, 3);
    }
    check(ok, "5 leaves columns 2 and 7 outside rows 1 and 5", "x_wing");

    /* swordfish: 5 in rows 1, 4, 7 at columns {1,4}, {4,7}, {1,7} */
    start();
    for (int c = 1; c <= 9; c++) {
        if (c != 1 && c != 4)
            rm(1, c, V(5));
        if (c != 4 && c != 7)
            rm(4, c, V(5));
        if (c != 1 && c != 7)
            rm(7, c, V(5));
    }
    only(rt, PUZ_TECH_SWORDFISH, a);
    ok = 1;
    for (int r = 1; r <= 9; r++) {
        int base = r == 1 || r == 4 || r == 7;
        for (int c = 1; c <= 9; c += 3)
            ok &= base ? at(a, r, c) == at(pos, r, c) : !(at(a, r, c) & V(5));
        ok &= at(a, r, 2) == at(pos, r, 2);
    }
    check(ok, "5 leaves columns 1, 4, 7 outside rows 1, 4, 7", "swordfish");

    /* XY-wing: r1c1 {1,2} sees r1c5 {1,3} and r5c1 {2,3}: 3 leaves r5c5 */
    start();
    pos[0] = V(1) | V(2);
    pos[4] = V(1) | V(3);
    pos[36] = V(2) | V(3);
    only(rt, PUZ_TECH_XY_WING, a);
    ok = at(a, 5, 5) == (FULL & ~V(3));
    for (int c = 0; c < 81; c++)
        if (c != 40)
            ok &= a[c] == pos[c];
    check(ok, "3 leaves r5c5 only", "xy_wing");

    /* coloring: 7 in row 1 only at c1, c5; in box 2 only at r1c5, r3c6; in
     * column 6 only at r3, r8. Colours: r1c1 = r3c6, r1c5 = r8c6; r8c1
     * sees r1c1 and r8c6, of both colours: 7 leaves it */
    start();
    for (int c = 1; c <= 9; c++)
        if (c != 1 && c != 5)
            rm(1, c, V(7));
    for (int r = 1; r <= 3; r++)
        for (int c = 4; c <= 6; c++)
            if (!(r == 1 && c == 5) && !(r == 3 && c == 6))
                rm(r, c, V(7));
    for (int r = 1; r <= 9; r++)
        if (r != 3 && r != 8)
            rm(r, 6, V(7));
    only(rt, PUZ_TECH_COLORING, a);
    ok = at(a, 8, 1) == (FULL & ~V(7));
    for (int c = 0; c < 81; c++)
        if (c != 63)
            ok &= a[c] == pos[c];
    check(ok, "7 leaves r8c1 only", "coloring");
    rate_free(rt);
    model_free(m);

    /* cage combination: a 4x4 Killer cage of r1c1, r1c2 adding up to 3 */
    m = model_sudoku(2, 2);
    int cells[2] = {0, 1};
    model_add(m, CON_SUM, cells, 2, 3, true, "cage_a");
    rt = rate_new(m, err, sizeof err);
    uint64_t k[16], before[16];
    for (int c = 0; c < 16; c++)
        k[c] = 0xF;
    memcpy(before, k, sizeof k);
    int simpler = 0;
    for (int u = 0; u < PUZ_TECH_CAGE; u++) {
        uint64_t copy[16];
        memcpy(copy, k, sizeof k);
        simpler += rate_apply(rt, copy, (RateTech)u) != 0;
    }
    check(!simpler, "no simpler technique applies to its position", "cage_combination");
    check(rate_apply(rt, k, PUZ_TECH_CAGE) == 1 && k[0] == 3 && k[1] == 3 &&
          !memcmp(k + 2, before + 2, sizeof(uint64_t) * 14),
          "r1c1 and r1c2 keep 1 and 2, nothing else changes", "cage_combination");
    rate_free(rt);
    model_free(m);

    /* innies: a 9x9 Killer with cages r1c1..r1c4 = 20 and r1c5..r1c8 = 20
     * (every value takes part in some combination of either: nothing for
     * cage combinations); row 1 adds up to 45, so r1c9 = 5 */
    m = model_sudoku(3, 3);
    int c1[4] = {0, 1, 2, 3}, c2[4] = {4, 5, 6, 7};
    model_add(m, CON_SUM, c1, 4, 20, true, "cage_a");
    model_add(m, CON_SUM, c2, 4, 20, true, "cage_b");
    rt = rate_new(m, err, sizeof err);
    start();
    only(rt, PUZ_TECH_INNIES, a);
    ok = at(a, 1, 9) == V(5);
    for (int c = 0; c < 81; c++)
        if (c != 8)
            ok &= a[c] == pos[c];
    check(ok, "r1c9 keeps only 5, nothing else changes", "innies");
    rate_free(rt);
    model_free(m);
}

/* Is cell c in constraint k's cells? */
static int in_con(const Model *m, int k, int c)
{
    for (int i = 0; i < m->cons[k].n; i++)
        if (m->cons[k].cells[i] == c)
            return 1;
    return 0;
}

/* Do cells a and b share a group (a distinct constraint)? */
static int sees(const Model *m, int a, int b)
{
    for (int k = 0; k < m->ncons; k++)
        if ((m->cons[k].kind == CON_PERM || m->cons[k].kind == CON_ALLDIFF ||
             (m->cons[k].kind == CON_SUM && m->cons[k].distinct)) &&
            in_con(m, k, a) && in_con(m, k, b))
            return a != b;
    return 0;
}

/* Step st's why agrees with what it did (rate.h's RateWhy: its houses
 * are constraint indexes): 1 when it does. */
static int why_holds(const Model *m, const puz_step *st, const puz_elim *el, const RateWhy *w)
{
    const int *g = w->groups, *pc = w->cells;
    int ng = w->ngroups, ok = 1;
    switch ((RateTech)st->tech) {
    case PUZ_TECH_NAKED_SINGLE:
    case PUZ_TECH_GUESS: return ng == 0 && w->ncells == 0;
    case PUZ_TECH_HIDDEN_SINGLE:
        return ng == 1 && in_con(m, g[0], st->cell) && w->values >> (st->value - m->vmin) & 1;
    case PUZ_TECH_COLORING: { /* a wrap clears both its cells, a trap's first sees both */
        int wrap = 0;
        for (int e = 0; e < st->nelims; e++)
            wrap += (el[e].cell == pc[0]) + (el[e].cell == pc[1]);
        ok = w->ncells == 2 && (wrap == 2 ? sees(m, pc[0], pc[1])
                                : !wrap && sees(m, el[0].cell, pc[0]) &&
                                  sees(m, el[0].cell, pc[1]));
        break;
    }
    default: break;
    }
    for (int e = 0; e < st->nelims && ok; e++) {
        int c = el[e].cell, inpat = 0;
        uint64_t v = el[e].values;
        for (int k = 0; k < w->ncells; k++)
            inpat |= pc[k] == c;
        switch ((RateTech)st->tech) {
        case PUZ_TECH_CAGE: ok = ng == 1 && m->cons[g[0]].kind == CON_SUM && in_con(m, g[0], c);
            break;
        case PUZ_TECH_INNIES: ok = ng == 1 && in_con(m, g[0], c) && inpat; break;
        case PUZ_TECH_LOCKED:
            ok = ng == 2 && !in_con(m, g[0], c) && in_con(m, g[1], c) && !(v & ~w->values);
            break;
        case PUZ_TECH_NAKED_PAIR:
        case PUZ_TECH_NAKED_TRIPLE:
            ok = ng == 1 && !inpat && in_con(m, g[0], c) && !(v & ~w->values) &&
                 w->ncells == (st->tech == PUZ_TECH_NAKED_PAIR ? 2 : 3);
            for (int k = 0; k < w->ncells; k++)
                ok &= in_con(m, g[0], pc[k]);
            break;
        case PUZ_TECH_HIDDEN_PAIR:
        case PUZ_TECH_HIDDEN_TRIPLE:
            ok = ng == 1 && inpat && in_con(m, g[0], c) && !(v & w->values);
            break;
        case PUZ_TECH_X_WING:
        case PUZ_TECH_SWORDFISH: {
            int k = st->tech == PUZ_TECH_X_WING ? 2 : 3, base = 0, cover = 0;
            for (int i = 0; i < ng; i++)
                *(i < k ? &base : &cover) += in_con(m, g[i], c);
            ok = ng == 2 * k && !base && cover == 1 && v == w->values;
            break;
        }
        case PUZ_TECH_XY_WING:
            ok = w->ncells == 3 && sees(m, pc[0], pc[1]) && sees(m, pc[0], pc[2]) &&
                 sees(m, c, pc[1]) && sees(m, c, pc[2]) && v == w->values;
            break;
        case PUZ_TECH_COLORING: ok = w->ncells == 2 && w->number >= 2 && v == w->values; break;
        default: ok = 0;
        }
    }
    return ok;
}

/* Each puzzle of a file of 81-character lines (at most `most`): rated with
 * steps, every step checked against the solution and its why against what
 * it did. */
static void test_paths(const char *path, int most)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        printf("skip - %s not here: its paths\n", path);
        return;
    }
    char line[512], err[256];
    long puzzles = 0, steps = 0, bad = 0, unsolved = 0, wrong = 0, badwhy = 0;
    long used[PUZ_NTECHS] = {0};
    Model *m = model_sudoku(3, 3);
    Rater *rt = rate_new(m, err, sizeof err);
    rate_record(rt, 1);
    int giv[81], sol[81];
    while (puzzles < most && fgets(line, sizeof line, f)) {
        if (strlen(line) < 81)
            continue;
        /* a Killer line (title, cages, sums, solution): its own model,
         * and the listed solution must be the one reached */
        PuzzleLine p;
        const char *tab = strrchr(line, '\t');
        int killer = tab && batch_parse_line(line, strlen(line), 1, &p, err, sizeof err) == 0;
        if (killer) {
            rate_free(rt);
            model_free(m);
            m = batch_line_model(&p);
            batch_line_free(&p);
            rt = rate_new(m, err, sizeof err);
            rate_record(rt, 1);
        }
        for (int c = 0; c < 81; c++)
            giv[c] = !killer && line[c] >= '1' && line[c] <= '9' ? line[c] - '0' : 0;
        Rating r;
        puzzles++;
        if (rate_run(rt, giv, PUZ_TECH_GUESS, 1000000, &r, sol) != RATE_SOLVED) {
            unsolved++;
            continue;
        }
        model_replace_givens(m, giv);
        wrong += !verify_grid(m, sol, NULL, 0);
        for (int c = 0; killer && c < 81; c++)
            wrong += sol[c] != tab[1 + c] - '0';
        const puz_step *st;
        const puz_elim *el;
        const RateWhy *why;
        long n = rate_steps(rt, &st, &el, &why);
        for (long i = 0; i < n; i++) {
            steps++;
            used[st[i].tech]++;
            if (!why_holds(m, &st[i], el + st[i].first, &why[i])) {
                if (!badwhy++)
                    printf("# step %ld (%s) of %.81s: its why does not hold\n", i + 1,
                           puz_tech_name((puz_tech)st[i].tech), line);
            }
            if (st[i].cell >= 0)
                bad += sol[st[i].cell] != st[i].value;
            for (int e = 0; e < st[i].nelims; e++) {
                const puz_elim *x = &el[st[i].first + e];
                bad += (x->values >> (sol[x->cell] - 1)) & 1;
            }
        }
    }
    fclose(f);
    rate_free(rt);
    model_free(m);
    char what[600];
    snprintf(what, sizeof what, "%ld puzzles of %s solved, each solution through the verifier",
             puzzles, path);
    check(!unsolved && !wrong && puzzles > 0, what, "paths");
    snprintf(what, sizeof what, "%ld steps, none removes a solution value or places a wrong one",
             steps);
    check(!bad, what, "paths");
    snprintf(what, sizeof what, "%ld steps, each one's houses and pattern agree with what it did",
             steps);
    check(!badwhy, what, "paths");
    for (int t = PUZ_TECH_CAGE; t < PUZ_TECH_GUESS; t++)
        printf("# %s: %ld steps\n", puz_tech_name((puz_tech)t), used[t]);
}

int main(int argc, char **argv)
{
    test_techniques();
    for (int i = 1; i < argc; i++)
        test_paths(argv[i], 300);
    printf("%d failed\n", failures);
    return failures != 0;
}
