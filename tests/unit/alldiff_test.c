/* alldiff_test.c -- the native backend's all-different filter
 * (backends/native/search/alldiff.c, the source the general solver
 * includes for each width, here compiled for one-word sets) against its
 * definition: for random groups of 1 to 8 cells with random candidate
 * sets, the values each cell keeps must be exactly the values it takes in
 * some filling of the group (every permutation enumerated), "no filling"
 * exactly when there is none, and the changed mask exactly the cells that
 * lost a value -- whatever the matching it is handed to start from.
 * Prints one "ok - ..." line a check.
 * Built by tests/t_native.sh:
 *   cc -std=c11 -Icompiler -Ibackends tests/unit/alldiff_test.c */
#define CSET_W 1
#include "cset.h"

#include "native/search/alldiff.c"

#include <stdio.h>
#include <string.h>

#include "unit.h"

/* Every filling of positions i.. of the group: cell i takes a value of
 * cand[i] not in used; support[i] collects the values cells take in some
 * complete filling. Returns the number of fillings. */
static long fill(const uint64_t *cand, int n, int i, uint64_t used, int *val, uint64_t *support)
{
    if (i == n) {
        for (int k = 0; k < n; k++)
            support[k] |= 1ULL << val[k];
        return 1;
    }
    long total = 0;
    for (uint64_t x = cand[i] & ~used; x; x &= x - 1) {
        val[i] = __builtin_ctzll(x);
        total += fill(cand, n, i + 1, used | (x & -x), val, support);
    }
    return total;
}

int main(void)
{
    uint64_t seed = 0x9e3779b97f4a7c15ULL;
    int cases = 0, bad = 0, none = 0, pruned = 0;
    for (int t = 0; t < 20000; t++) {
        int n = 1 + (int)(rnd(&seed) % 8);
        uint64_t full = (1ULL << n) - 1, cand[64], orig[64], support[64] = {0};
        int cells[64], val[64];
        int8_t match[64];
        /* denser sets most of the time, so that fillings exist */
        int density = (int)(rnd(&seed) % 4);
        for (int i = 0; i < n; i++) {
            uint64_t c = rnd(&seed) & full;
            for (int d = 0; d < density; d++)
                c |= rnd(&seed) & full;
            if (rnd(&seed) % 5 == 0) /* some singles */
                c = 1ULL << (rnd(&seed) % (uint64_t)n);
            cand[2 * i + 1] = orig[i] = c; /* scattered: cells need not be 0..n-1 */
            cells[i] = 2 * i + 1;
            /* a start matching: random, often stale or invalid */
            match[i] = (int8_t)((int)(rnd(&seed) % (uint64_t)(n + 1)) - 1);
        }
        long fillings = fill(orig, n, 0, 0, val, support);
        uint64_t changed = 0;
        int rc = gac_filter(cand, cells, n, match, &changed);
        cases++;
        if (fillings == 0) {
            none++;
            bad += rc != -1;
            for (int i = 0; i < n; i++)
                bad += cand[cells[i]] != orig[i]; /* untouched */
            continue;
        }
        uint64_t want = 0;
        for (int i = 0; i < n; i++) {
            bad += cand[cells[i]] != support[i];
            if (support[i] != orig[i])
                want |= 1ULL << i;
        }
        bad += rc != 0 || changed != want;
        pruned += want != 0;
        /* the matching handed back is one of the fillings */
        uint64_t seen = 0;
        for (int i = 0; i < n; i++) {
            int v = match[i];
            if (v < 0 || v >= n || !(support[i] >> v & 1) || (seen >> v & 1))
                bad++;
            else
                seen |= 1ULL << v;
        }
    }
    char what[200];
    snprintf(what, sizeof what,
             "gac_filter on %d random groups of 1-8 cells (%d with no filling, %d pruned): "
             "kept values are exactly those of some filling",
             cases, none, pruned);
    check(bad == 0 && none > 100 && pruned > 100, what);

    /* a 25-value group (the 25x25 case): cells 0-1 hold {0,1} between
     * them, so cell 2's {1,2} becomes {2} and every later cell loses 2 */
    uint64_t c25[25], f25 = (1ULL << 25) - 1;
    int cl[25];
    int8_t m25[25];
    for (int i = 0; i < 25; i++) {
        c25[i] = f25 & ~3ULL;
        cl[i] = i;
        m25[i] = -1;
    }
    c25[0] = c25[1] = 3;
    c25[2] = 6;
    uint64_t ch = 0;
    int rc = gac_filter(c25, cl, 25, m25, &ch);
    check(rc == 0 && c25[2] == 4 && c25[24] == (f25 & ~7ULL) && ch == (f25 & ~3ULL),
          "25 values: a naked pair forces a single, which leaves the rest");
    c25[3] = 4; /* now cells 2 and 3 both need value 2 */
    check(gac_filter(c25, cl, 25, m25, &ch) == -1, "25 values: two cells left one value: no filling");
    return failures != 0;
}
