/* cdcl_test.c -- the native backend's conflict-driven search
 * (backends/native/cdcl.c) against brute force, with no root propagation
 * in front of it (only the givens narrowed): on random partial 4x4 and
 * 6x6 (2x3 boxes) Sudoku grids and 5x5 to 7x7 Latin squares, some with
 * an extra short all-different group, some with givens that never clash
 * within a group (so that "no solution" takes search), cdcl_solve must say "no solution" exactly
 * when a backtracking search finds none, and every solution it returns
 * must keep its givens and every group distinct (and full groups whole).
 * Each grid is solved twice, with the light and the full minimisation
 * (CDCL_MIN_LIGHT, CDCL_MIN_FULL), and each line counts the runs (two a
 * grid) after decisions and those where collapse() shortened a learnt
 * clause. Then once more by three seeded searches racing on threads
 * (cdcl_race), whose answer must be the same and whose solution valid.
 * Last, Latin rectangles of 120 values (rows of 120 cells, columns of 4):
 * a cell's values and a row's cells take two 64-bit words of cdcl.c's
 * masks, which the small grids never reach. Each is a planted filling
 * with cells blanked, so it has a solution, which must be found, valid
 * and keep the givens; the same with two of a column's givens made
 * equal must have none. Each search gets 10 s (they take milliseconds):
 * a planted skip of the second word in prop_true made the search run on
 * without end here (with 70 values, whose second words hold only 6 bits,
 * it went unseen).
 * COUNTING: on every fourth small grid cdcl_count against brute force
 * counting (up to 100 solutions), its solutions valid and distinct, and
 * again with one solution blocked from the start.
 * Prints one "ok - ..." line a check.
 * Built by tests/t_cdcl.sh:
 *   cc -std=c11 -Icompiler -Ibackends tests/unit/cdcl_test.c build/libpuzc.a */
#include "native/cdcl/cdcl.h"
#include "util.h"

#include <stdio.h>
#include <string.h>

#include "unit.h"

#define MAXC 64
#define MAXG 32

typedef struct {
    int n, ncells, ngroups;
    int gstart[MAXG + 1], gcells[MAXG * 8];
    uint8_t gfull[MAXG];
} Shape;

static void add_group(Shape *s, const int *cells, int k)
{
    int at = s->gstart[s->ngroups];
    memcpy(s->gcells + at, cells, (size_t)k * sizeof(int));
    s->gfull[s->ngroups] = k == s->n;
    s->gstart[++s->ngroups] = at + k;
}

/* rows, columns and (br x bc boxes, br = 0: none) of an n x n grid */
static void make_shape(Shape *s, int n, int br, int bc)
{
    memset(s, 0, sizeof *s);
    s->n = n;
    s->ncells = n * n;
    int cells[8];
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++)
            cells[c] = r * n + c;
        add_group(s, cells, n);
    }
    for (int c = 0; c < n; c++) {
        for (int r = 0; r < n; r++)
            cells[r] = r * n + c;
        add_group(s, cells, n);
    }
    if (br)
        for (int b = 0; b < n; b++) {
            int r0 = b / (n / bc) * br, c0 = b % (n / bc) * bc, k = 0;
            for (int r = 0; r < br; r++)
                for (int c = 0; c < bc; c++)
                    cells[k++] = (r0 + r) * n + c0 + c;
            add_group(s, cells, n);
        }
}

/* may cell c take value v: no group holding c has v already? */
static int fits(const Shape *s, const int *grid, int c, int v)
{
    for (int g = 0; g < s->ngroups; g++) {
        int in = 0;
        for (int i = s->gstart[g]; i < s->gstart[g + 1]; i++)
            in |= s->gcells[i] == c;
        for (int i = s->gstart[g]; i < s->gstart[g + 1] && in; i++)
            if (grid[s->gcells[i]] == v)
                return 0;
    }
    return 1;
}

/* does a filling of the grid exist (given[c] = value or -1)? */
static int exists(const Shape *s, int *grid, int c)
{
    if (c == s->ncells)
        return 1;
    if (grid[c] >= 0)
        return exists(s, grid, c + 1);
    for (int v = 0; v < s->n; v++) {
        if (fits(s, grid, c, v)) {
            grid[c] = v;
            if (exists(s, grid, c + 1)) {
                grid[c] = -1;
                return 1;
            }
            grid[c] = -1;
        }
    }
    return 0;
}

/* COUNTING: the solutions of grid from cell c on, counted by brute force
 * up to cap (the first one into first, when first[0] < 0) */
static int count_all(const Shape *s, int *grid, int c, int cap, int *first)
{
    if (c == s->ncells) {
        if (first[0] < 0)
            memcpy(first, grid, (size_t)s->ncells * sizeof(int));
        return 1;
    }
    if (grid[c] >= 0)
        return count_all(s, grid, c + 1, cap, first);
    int n = 0;
    for (int v = 0; v < s->n && n < cap; v++) {
        if (fits(s, grid, c, v)) {
            grid[c] = v;
            n += count_all(s, grid, c + 1, cap - n, first);
            grid[c] = -1;
        }
    }
    return n;
}

#define COUNT_CAP 100

/* cdcl_count's solutions, kept to be checked */
typedef struct {
    int n, ncells;
    int sols[COUNT_CAP][MAXC];
} Counted;

static int keep_solution(const int *out, void *ctx)
{
    Counted *k = ctx;
    if (k->n < COUNT_CAP)
        memcpy(k->sols[k->n], out, (size_t)k->ncells * sizeof(int));
    k->n++;
    return 0;
}

/* the givens hold and every group is distinct */
static int valid(const Shape *s, const int *given, const int *sol)
{
    for (int c = 0; c < s->ncells; c++)
        if (sol[c] < 0 || sol[c] >= s->n || (given[c] >= 0 && sol[c] != given[c]))
            return 0;
    for (int g = 0; g < s->ngroups; g++) {
        int seen = 0;
        for (int i = s->gstart[g]; i < s->gstart[g + 1]; i++) {
            if (seen & (1 << sol[s->gcells[i]]))
                return 0;
            seen |= 1 << sol[s->gcells[i]];
        }
    }
    return 1;
}

/* `trials` random partial grids of a shape, each cell given with
 * probability pct % (givens may clash: those grids have no solution) */
static void run(const char *name, int n, int br, int bc, int extra, int pct, int clean,
                int trials, uint64_t *seed)
{
    Shape s;
    int wrong = 0, invalid = 0, sat = 0, unsat = 0, searched = 0, collapsed = 0;
    int race_wrong = 0, race_invalid = 0, count_wrong = 0, count_bad = 0, counted = 0;
    static Counted k;
    for (int t = 0; t < trials; t++) {
        make_shape(&s, n, br, bc);
        if (extra) { /* a short distinct group of 3 random cells */
            int cells[3];
            cells[0] = (int)(rnd(seed) % (uint64_t)s.ncells);
            do
                cells[1] = (int)(rnd(seed) % (uint64_t)s.ncells);
            while (cells[1] == cells[0]);
            do
                cells[2] = (int)(rnd(seed) % (uint64_t)s.ncells);
            while (cells[2] == cells[0] || cells[2] == cells[1]);
            add_group(&s, cells, 3);
        }
        int given[MAXC], grid[MAXC], sol[MAXC];
        uint8_t allowed[MAXC * 8];
        for (int c = 0; c < s.ncells; c++)
            given[c] = -1;
        for (int c = 0; c < s.ncells; c++) {
            int v = (int)(rnd(seed) % (uint64_t)n);
            if (rnd(seed) % 100 >= (uint64_t)pct)
                continue;
            given[c] = v; /* kept only if no group holds v already (with clean = 1) */
            for (int g = 0; g < s.ngroups && clean; g++) {
                int in = 0, dup = 0;
                for (int i = s.gstart[g]; i < s.gstart[g + 1]; i++) {
                    in |= s.gcells[i] == c;
                    dup |= s.gcells[i] != c && given[s.gcells[i]] == v;
                }
                if (in && dup)
                    given[c] = -1;
            }
        }
        for (int c = 0; c < s.ncells; c++)
            for (int v = 0; v < n; v++)
                allowed[c * n + v] = given[c] < 0 || given[c] == v;
        memcpy(grid, given, sizeof grid);
        /* a given clashing with another in a group: no filling */
        int clash = 0;
        for (int g = 0; g < s.ngroups; g++)
            for (int i = s.gstart[g]; i < s.gstart[g + 1]; i++)
                for (int j = i + 1; j < s.gstart[g + 1]; j++)
                    clash |= given[s.gcells[i]] >= 0 &&
                             given[s.gcells[i]] == given[s.gcells[j]];
        int want = !clash && exists(&s, grid, 0);
        /* both minimisations: the light one (up to 25 values) and the
         * full walk (above), which these small grids would not reach */
        for (int mode = CDCL_MIN_LIGHT; mode <= CDCL_MIN_FULL; mode++) {
            CdclProblem p = {s.ncells, n, s.ngroups, s.gstart, s.gcells, s.gfull, allowed,
                             NULL, 0, NULL, mode, 0, NULL};
            CdclStats st;
            int got = cdcl_solve(&p, sol, &st);
            searched += !want && st.decisions > 0;
            collapsed += st.collapsed > 0;
            wrong += got != want;
            if (got == 1)
                invalid += !valid(&s, given, sol);
        }
        CdclProblem p = {s.ncells, n, s.ngroups, s.gstart, s.gcells, s.gfull, allowed,
                         NULL, 0, NULL, CDCL_MIN_FULL, (unsigned)t + 1, NULL};
        CdclStats st;
        for (int c = 0; c < s.ncells; c++)
            sol[c] = -1;
        int got = cdcl_race(&p, 3, sol, &st);
        race_wrong += got != want;
        if (got == 1)
            race_invalid += !valid(&s, given, sol);
        sat += want;
        unsat += !want;
        /* COUNTING (cdcl_count, blocking each solution found; every
         * fourth grid): as many
         * solutions as brute force finds, up to COUNT_CAP, each valid and
         * none twice; with brute force's first one blocked from the
         * start, one fewer */
        if (t % 4)
            continue;
        int first[MAXC];
        first[0] = -1;
        memcpy(grid, given, sizeof grid);
        int total = clash ? 0 : count_all(&s, grid, 0, COUNT_CAP, first);
        for (int blocked = 0; blocked <= (total > 0); blocked++) {
            int status;
            long lim = COUNT_CAP - blocked;
            k.n = 0;
            k.ncells = s.ncells;
            long got = cdcl_count(&p, blocked ? first : NULL, blocked, lim, keep_solution, &k,
                                  &status, &st);
            long want_n = total - blocked < lim ? total - blocked : lim;
            count_wrong += got != want_n || status != 0 || k.n != got;
            for (int i = 0; i < k.n && i < COUNT_CAP; i++) {
                count_bad += !valid(&s, given, k.sols[i]);
                count_bad += blocked && !memcmp(k.sols[i], first, (size_t)s.ncells * sizeof(int));
                for (int j = 0; j < i; j++)
                    count_bad += !memcmp(k.sols[i], k.sols[j], (size_t)s.ncells * sizeof(int));
            }
            counted += (int)got;
        }
    }
    char what[200];
    snprintf(what, sizeof what,
             "%s: %d grids (%d with a solution, %d without; runs with both minimisations: "
             "%d without a solution after decisions, %d with collapsed learnt clauses) "
             "as brute force",
             name, trials, sat, unsat, searched, collapsed);
    check(wrong == 0, what);
    snprintf(what, sizeof what, "%s: every solution keeps its givens and its groups", name);
    check(invalid == 0, what);
    snprintf(what, sizeof what, "%s: three searches racing (cdcl_race) answer as brute force, "
             "their solutions valid", name);
    check(race_wrong == 0 && race_invalid == 0, what);
    snprintf(what, sizeof what, "%s: cdcl_count counts as brute force up to %d (%d solutions "
             "in all), again with the first solution blocked", name, COUNT_CAP, counted);
    check(count_wrong == 0, what);
    snprintf(what, sizeof what, "%s: cdcl_count's solutions valid, none twice, none blocked",
             name);
    check(count_bad == 0, what);
}

/* Latin rectangles of WIDE values: rows (full groups) of WIDE cells,
 * columns (short groups) of WROWS */
#define WIDE 120
#define WROWS 4
static void run_wide(int trials, uint64_t *seed)
{
    enum { NC = WIDE * WROWS, NG = WROWS + WIDE };
    static int gstart[NG + 1], gcells[2 * NC], given[NC], sol[NC];
    static uint8_t gfull[NG], allowed[NC * WIDE];
    int k = 0, g = 0;
    for (int r = 0; r < WROWS; r++, g++) {
        gstart[g] = k;
        gfull[g] = 1;
        for (int c = 0; c < WIDE; c++)
            gcells[k++] = r * WIDE + c;
    }
    for (int c = 0; c < WIDE; c++, g++) {
        gstart[g] = k;
        gfull[g] = 0;
        for (int r = 0; r < WROWS; r++)
            gcells[k++] = r * WIDE + c;
    }
    gstart[g] = k;
    int wrong = 0, invalid = 0, unsat_wrong = 0;
    for (int t = 0; t < trials; t++) {
        /* a filling: row r is a fixed permutation shifted by r */
        int perm[WIDE];
        for (int v = 0; v < WIDE; v++)
            perm[v] = v;
        for (int v = WIDE - 1; v > 0; v--) {
            int j = (int)(rnd(seed) % (uint64_t)(v + 1)), x = perm[v];
            perm[v] = perm[j];
            perm[j] = x;
        }
        for (int c = 0; c < NC; c++) {
            int fill = perm[(c % WIDE + c / WIDE) % WIDE];
            given[c] = rnd(seed) % 100 < 45 ? fill : -1;
        }
        for (int mode = 0; mode < 2; mode++) {
            for (int c = 0; c < NC; c++)
                for (int v = 0; v < WIDE; v++)
                    allowed[c * WIDE + v] = given[c] < 0 || given[c] == v;
            CdclProblem p = {NC, WIDE, NG, gstart, gcells, gfull, allowed, NULL,
                             now_sec() + 10, NULL, CDCL_MIN_FULL, (unsigned)t, NULL};
            CdclStats st;
            int got = mode ? cdcl_race(&p, 2, sol, &st) : cdcl_solve(&p, sol, &st);
            wrong += got != 1;
            if (got != 1)
                break;
            for (int c = 0; c < NC; c++)
                invalid += sol[c] < 0 || sol[c] >= WIDE || (given[c] >= 0 && sol[c] != given[c]);
            for (int gi = 0; gi < NG; gi++)
                for (int i = gstart[gi]; i < gstart[gi + 1]; i++)
                    for (int j = i + 1; j < gstart[gi + 1]; j++)
                        invalid += sol[gcells[i]] == sol[gcells[j]];
        }
        /* column 5's two top cells given the same value: no filling */
        int a = 5, b = WIDE + 5, v = given[a] >= 0 ? given[a] : 0;
        for (int c = 0; c < NC; c++)
            for (int w = 0; w < WIDE; w++)
                allowed[c * WIDE + w] = c == a || c == b ? w == v : given[c] < 0 || given[c] == w;
        CdclProblem p = {NC, WIDE, NG, gstart, gcells, gfull, allowed, NULL, now_sec() + 10,
                         NULL, CDCL_MIN_FULL, 0, NULL};
        unsat_wrong += cdcl_solve(&p, sol, NULL) != 0;
        if (wrong)
            break;
    }
    char what[200];
    snprintf(what, sizeof what,
             "latin rectangles %dx%d (two-word masks): %d with a solution found and valid, "
             "alone and two racing; %d with a clashing column: none", WROWS, WIDE, trials, trials);
    check(wrong == 0 && invalid == 0 && unsat_wrong == 0, what);
}

int main(void)
{
    uint64_t seed = 0x1234567;
    run("sudoku 4x4", 4, 2, 2, 0, 30, 0, 2000, &seed);
    run("sudoku 4x4 + a short group", 4, 2, 2, 1, 25, 0, 2000, &seed);
    run("latin 5 + a short group", 5, 0, 0, 1, 20, 0, 1000, &seed);
    run("sudoku 6x6 (2x3 boxes), givens not clashing", 6, 2, 3, 0, 40, 1, 600, &seed);
    run("latin 6, givens not clashing", 6, 0, 0, 0, 45, 1, 600, &seed);
    run("latin 7, givens not clashing", 7, 0, 0, 0, 35, 1, 200, &seed);
    run_wide(30, &seed);

    return failures != 0;
}
