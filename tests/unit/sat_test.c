/* sat_test.c -- exhaustive checks of the SAT backend's building blocks,
 * against the definitions rather than the code: every at-most-one encoding
 * on every assignment of up to 10 literals, every sum encoding on every
 * assignment of small cages, and the clause counts of Lynce & Ouaknine's
 * encodings against their closed forms. Prints one "ok - ..." line a check.
 * Built by tests/t_sat.sh:
 *   cc -std=c11 -Icompiler -Ibackends tests/unit/sat_test.c \
 *      backends/sat/{cnf,amo,cage,encode,known}.c compiler/{ir,util}.c -lpicosat */
#include "sat/amo.h"
#include "sat/cage.h"
#include "sat/cnf.h"
#include "sat/encode.h"
#include "sat/known.h"

#include "ir.h"
#include "util.h"

#include <picosat/picosat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void check(int cond, const char *what)
{
    printf("%s - %s\n", cond ? "ok" : "not ok", what);
    failures += !cond;
}

/* The stored clauses of f into a fresh PicoSAT. */
static PicoSAT *load(const SatCnf *f)
{
    PicoSAT *ps = picosat_init();
    picosat_adjust(ps, f->nvars);
    for (size_t i = 0; i < f->n; i++)
        picosat_add(ps, f->lit[i]);
    return ps;
}

/* AMO: for n literals, every one of the 2^n assignments is extendable to a
 * model exactly when at most one literal is true. */
static void test_amo(void)
{
    for (int kind = 0; kind < SAT_AMO_NKINDS; kind++) {
        int bad = 0;
        for (int n = 0; n <= 10; n++) {
            SatCnf f;
            sat_cnf_init(&f, SAT_SINK_STORE, n, NULL);
            int lits[10];
            for (int i = 0; i < n; i++)
                lits[i] = i + 1;
            sat_amo(&f, (SatAmoKind)kind, lits, n);
            PicoSAT *ps = load(&f);
            for (int mask = 0; mask < 1 << n; mask++) {
                for (int i = 0; i < n; i++)
                    picosat_assume(ps, mask >> i & 1 ? i + 1 : -(i + 1));
                int sat = picosat_sat(ps, -1) == PICOSAT_SATISFIABLE;
                bad += sat != (__builtin_popcount((unsigned)mask) <= 1);
            }
            picosat_reset(ps);
            sat_cnf_free(&f);
        }
        char what[96];
        snprintf(what, sizeof what, "amo %s: exactly the assignments with <= 1 true, n = 0..10",
                 sat_amo_name((SatAmoKind)kind));
        check(bad == 0, what);
    }
}

/* Sums: a 1 x k grid with values 1..nv, one SUM over all k cells (distinct
 * or not, total S, maybe cell 0 given g). For every assignment of values,
 * the encoding (cells, the sum, its distinctness) is satisfiable exactly
 * when the values add up to S (and differ, and respect the given). */
static int sum_case(int k, int nv, int S, int distinct, SatCageKind cage, int given, int eliminate)
{
    Model *m = model_new(1, k, 1, nv);
    int cells[8];
    for (int i = 0; i < k; i++)
        cells[i] = i;
    model_add(m, CON_SUM, cells, k, S, distinct, "cage");
    if (given)
        model_set_given(m, 0, given);
    SatConfig cfg = {.enc = SAT_ENC_EXTENDED, .amo = SAT_AMO_PAIRWISE, .cage = cage,
                     .eliminate = eliminate};
    int8_t *known = eliminate ? sat_known(m) : NULL;
    SatCnf f;
    sat_cnf_init(&f, SAT_SINK_STORE, k * nv, known);
    sat_encode(m, &cfg, &f);
    PicoSAT *ps = load(&f);
    int bad = 0, total = 1;
    for (int i = 0; i < k; i++)
        total *= nv;
    for (int a = 0; a < total; a++) {
        int v[8], sum = 0, diff = 1, t = a;
        for (int i = 0; i < k; i++) {
            v[i] = t % nv + 1;
            t /= nv;
            sum += v[i];
            for (int j = 0; j < i; j++)
                diff &= v[j] != v[i];
        }
        int want = sum == S && (!distinct || diff) && (!given || v[0] == given);
        /* a formula with givens eliminated has no variable for a decided x: an assignment
         * against the givens is out by construction */
        int against = 0;
        for (int i = 0; known && i < k; i++)
            against |= known[i * nv + v[i]] < 0;
        for (int i = 0; i < k && !against; i++)
            if (!known || !known[i * nv + v[i]])
                picosat_assume(ps, i * nv + v[i]);
        int sat = !against && picosat_sat(ps, -1) == PICOSAT_SATISFIABLE;
        bad += sat != want;
    }
    picosat_reset(ps);
    sat_cnf_free(&f);
    free(known);
    model_free(m);
    return bad;
}

static void test_sums(void)
{
    const char *const *names = sat_cage_names;
    for (int cage = 0; cage < 3; cage++)
        for (int distinct = 0; distinct < 2; distinct++) {
            int bad = 0, cases = 0;
            for (int k = 1; k <= 4; k++) {
                int nv = k == 4 ? 5 : 6;
                for (int S = 0; S <= k * nv + 1; S++) {
                    bad += sum_case(k, nv, S, distinct, (SatCageKind)cage, 0, 1);
                    cases++;
                }
            }
            for (int S = 3; S <= 18; S += 3) /* with a given, eliminated and plain */
                for (int eliminate = 0; eliminate < 2; eliminate++) {
                    bad += sum_case(3, 6, S, distinct, (SatCageKind)cage, 2, eliminate);
                    cases++;
                }
            char what[128];
            snprintf(what, sizeof what,
                     "%s sums (%s): every assignment of 1..4 cells, %d totals, right verdict",
                     names[cage], distinct ? "distinct" : "plain", cases);
            check(bad == 0, what);
        }
}

/* Clause counts of an empty n x n Sudoku (encode.c derives them):
 *   pairwise:   vars n^3;  minimal n^2 + 3n*n*C(n,2); efficient adds
 *               n^2*C(n,2); extended adds 3n*n clauses of n literals.
 *   sequential: every AMO over n literals is 3n-4 clauses of 2 literals
 *               and n-1 new variables; A = 3n*n group AMOs (+ n^2 cell
 *               AMOs for efficient and extended). */
static void test_sizes(void)
{
    for (int b = 2; b <= 5; b++) {
        long n = b * b, c2 = n * (n - 1) / 2;
        Model *m = model_sudoku(b, b);
        for (int e = 0; e < 3; e++)
            for (int a = 0; a < 2; a++) {
                long groups_amo = 3 * n * n, cells_amo = e ? n * n : 0, A = groups_amo + cells_amo;
                long want[3];
                if (a == 0) {
                    want[0] = n * n * n;
                    want[1] = n * n + A * c2;
                    want[2] = n * n * n + 2 * A * c2;
                } else {
                    want[0] = n * n * n + A * (n - 1);
                    want[1] = n * n + A * (3 * n - 4);
                    want[2] = n * n * n + 2 * A * (3 * n - 4);
                }
                if (e == 2) {
                    want[1] += 3 * n * n;
                    want[2] += 3 * n * n * n;
                }
                SatConfig cfg = {.enc = (SatEncoding)e,
                                 .amo = a ? SAT_AMO_SEQUENTIAL : SAT_AMO_PAIRWISE,
                                 .cage = SAT_CAGE_SETS, .eliminate = 1};
                SatCnf f;
                sat_cnf_init(&f, SAT_SINK_COUNT, (int)(n * n * n), NULL);
                sat_encode(m, &cfg, &f);
                long got[3];
                sat_cnf_size(&f, got);
                sat_cnf_free(&f);
                char what[160];
                snprintf(what, sizeof what,
                         "empty %ldx%ld %s/%s: %ld vars, %ld clauses, %ld literals (closed form)",
                         n, n, sat_encoding_name((SatEncoding)e), a ? "sequential" : "pairwise",
                         want[0], want[1], want[2]);
                check(!memcmp(got, want, sizeof want), what);
                if (memcmp(got, want, sizeof want))
                    printf("    got %ld %ld %ld\n", got[0], got[1], got[2]);
            }
        model_free(m);
    }
}

/* Given elimination on a 9x9 with r1c1 = 5: 1 + 8 + 20 variables decided. */
static void test_known(void)
{
    Model *m = model_sudoku(3, 3);
    model_set_given(m, 0, 5);
    int8_t *known = sat_known(m);
    int t = 0, f = 0;
    for (int v = 1; v <= 729; v++) {
        t += known[v] > 0;
        f += known[v] < 0;
    }
    check(t == 1 && f == 28 && known[5] == 1, "one given decides 1 true + 28 false of 729");
    free(known);
    model_free(m);
}

int main(void)
{
    test_amo();
    test_sums();
    test_sizes();
    test_known();
    return failures != 0;
}
