/* sat_bench.c -- the measuring half of bench/sat.sh: drives backend_sat
 * (the code `puzc solve --backend sat` runs) over puzzle files without a
 * process per puzzle, and prints Markdown table rows.
 *   sat_bench sizes LINE9 LINE16 LINE25        CNF sizes per encoding x amo
 *   sat_bench solve FILE N [LIMIT]             PicoSAT time per puzzle
 *   sat_bench killer FILE N                    the same per cage encoding
 *   sat_bench prop FILE N                      share solved by propagation
 * FILE holds puzzle lines (81 characters, or name<TAB>v1,v2,...; Killer:
 * title<TAB>cagemap<TAB>sums<TAB>solution). Built by bench/sat.sh. */
#include "backend.h"
#include "sat/amo.h"
#include "sat/encode.h"

#include "gridfmt.h"
#include "ir.h"
#include "util.h"
#include "verify.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const Backend backend_sat;

static const char *const encodings[] = {"minimal", "efficient", "extended"};

/* A Sudoku from a puzzle line, or NULL. */
static Model *sudoku_line(const char *line)
{
    int vals[4096], n = 0;
    const char *tab = strchr(line, '\t');
    if (tab && strchr(tab, ',')) {
        for (const char *p = tab + 1; *p && n < 4096;) {
            vals[n++] = (int)strtol(p, (char **)&p, 10);
            if (*p != ',')
                break;
            p++;
        }
    } else {
        for (const char *p = line; *p && *p != '\t' && *p != ' ' && *p != '\n' && n < 4096; p++)
            vals[n++] = gridfmt_char_value((unsigned char)*p) < 0 ? 0 : gridfmt_char_value(*p);
    }
    int side = (int)lround(sqrt(n)), b = (int)lround(sqrt(side));
    if (side * side != n || b * b != side || side < 4)
        return NULL;
    Model *m = model_sudoku(b, b);
    for (int c = 0; c < n; c++)
        if (vals[c] > 0 && vals[c] <= side)
            model_set_given(m, c, vals[c]);
    return m;
}

/* A Killer from title<TAB>cagemap<TAB>sums<TAB>solution; *sol gets the
 * listed solution. Cage letters A..Z then a..z, sums in that order. */
static Model *killer_line(const char *line, int *sol)
{
    const char *map = strchr(line, '\t');
    if (!map)
        return NULL;
    map++;
    const char *sums = strchr(map, '\t'), *solution = sums ? strchr(sums + 1, '\t') : NULL;
    if (!solution || sums - map != 81)
        return NULL;
    Model *m = model_sudoku(3, 3);
    m->kind = KIND_KILLER;
    int total[52], ntot = 0;
    for (const char *p = sums + 1; ntot < 52 && p < solution;) {
        total[ntot++] = (int)strtol(p, (char **)&p, 10);
        if (*p != ',')
            break;
        p++;
    }
    for (int k = 0; k < ntot; k++) {
        char ch = (char)(k < 26 ? 'A' + k : 'a' + k - 26), name[24];
        int cells[81], n = 0;
        for (int c = 0; c < 81; c++)
            if (map[c] == ch)
                cells[n++] = c;
        snprintf(name, sizeof name, "cage_%c", ch);
        if (n)
            model_add(m, CON_SUM, cells, n, total[k], true, name);
    }
    for (int c = 0; c < 81; c++)
        sol[c] = solution[1 + c] - '0';
    return m;
}

static char **read_lines(const char *path, int max, int *n)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        exit(2);
    }
    char **lines = xmalloc((size_t)max * sizeof(char *)), buf[16384];
    *n = 0;
    while (*n < max && fgets(buf, sizeof buf, f))
        if (buf[0] != '\n' && buf[0] != '#')
            lines[(*n)++] = xstrdup(buf);
    fclose(f);
    return lines;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct {
    double *us;
    int n, unsolved, wrong;
    double decisions;
} Tally;

/* Solves one model, checks the grid (verify_grid, and the listed solution
 * when given), adds to t. */
static void run(const Model *m, const SolveOpts *o, const int *sol, Tally *t)
{
    SolveResult r;
    memset(&r, 0, sizeof r);
    double t0 = now_sec();
    backend_sat.solve(m, o, &r);
    double us = 1e6 * (now_sec() - t0);
    if (r.status != PUZ_SOLVED || !r.first)
        t->unsolved++;
    else if (!verify_grid(m, r.first, NULL, 0) ||
             (sol && memcmp(sol, r.first, (size_t)m->ncells * sizeof(int))))
        t->wrong++;
    else {
        t->us[t->n++] = us;
        t->decisions += (double)r.effort;
    }
    free(r.first);
}

static void row(const char *set, const char *what, Tally *t, int total)
{
    qsort(t->us, (size_t)t->n, sizeof(double), cmp_double);
    double med = t->n ? t->us[t->n / 2] : 0, p99 = t->n ? t->us[(t->n * 99) / 100 < t->n ? (t->n * 99) / 100 : t->n - 1] : 0;
    printf("| %s | %s | %d | %.0f | %.0f | %.0f | %d |\n", set, what, total, med, p99,
           t->n ? t->decisions / t->n : 0, t->unsolved + t->wrong);
    if (t->wrong)
        fprintf(stderr, "sat_bench: %d WRONG answers in %s %s\n", t->wrong, set, what);
}

static const char *base(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* solve FILE N [LIMIT]: every encoding with pairwise, every amo with
 * extended; LIMIT seconds per puzzle (0 = none). */
static int cmd_solve(const char *path, int max, double limit)
{
    int n;
    char **lines = read_lines(path, max, &n);
    Model **ms = xmalloc((size_t)n * sizeof(Model *));
    for (int i = 0; i < n; i++)
        ms[i] = sudoku_line(lines[i]);
    /* rows: each encoding with pairwise, extended with every amo, and
     * extended/pairwise without the given elimination */
    for (int e = 0; e < 3; e++)
        for (int a = 0; a < 6; a++) {
            if ((e < 2 && a > 0) || (a == 5 && e != 2))
                continue;
            SatOpts so = {.encoding = encodings[e], .amo = sat_amo_names[a == 5 ? 0 : a],
                          .keep_givens = a == 5};
            SolveOpts o = {.limit = 1, .time_limit = limit, .own = &so};
            Tally t = {xmalloc((size_t)(n ? n : 1) * sizeof(double)), 0, 0, 0, 0};
            for (int i = 0; i < n; i++)
                if (ms[i])
                    run(ms[i], &o, NULL, &t);
            char what[64];
            snprintf(what, sizeof what, "%s | %s", encodings[e],
                     a == 5 ? "pairwise, --no-reduce" : sat_amo_names[a]);
            row(base(path), what, &t, n);
            free(t.us);
        }
    for (int i = 0; i < n; i++) {
        model_free(ms[i]);
        free(lines[i]);
    }
    free(ms);
    free(lines);
    return 0;
}

/* killer FILE N: the three cage encodings (extended, pairwise), answers
 * compared with the listed solutions. */
static int cmd_killer(const char *path, int max)
{
    int n;
    char **lines = read_lines(path, max, &n);
    int(*sol)[81] = xmalloc((size_t)(n ? n : 1) * sizeof *sol);
    Model **ms = xmalloc((size_t)(n ? n : 1) * sizeof(Model *));
    for (int i = 0; i < n; i++)
        ms[i] = killer_line(lines[i], sol[i]);
    for (int k = 0; k < 3; k++)
        for (int a = 0; a < 2; a++) {
            SatOpts so = {.cage = sat_cage_names[k], .amo = sat_amo_names[a]};
            SolveOpts o = {.limit = 1, .own = &so};
            Tally t = {xmalloc((size_t)(n ? n : 1) * sizeof(double)), 0, 0, 0, 0};
            for (int i = 0; i < n; i++)
                if (ms[i])
                    run(ms[i], &o, sol[i], &t);
            char what[64];
            snprintf(what, sizeof what, "extended, cages %s | %s", sat_cage_names[k], sat_amo_names[a]);
            row(base(path), what, &t, n);
            free(t.us);
        }
    for (int i = 0; i < n; i++) {
        model_free(ms[i]);
        free(lines[i]);
    }
    free(ms);
    free(sol);
    free(lines);
    return 0;
}

/* prop FILE N: per encoding, how many puzzles unit propagation alone and
 * failed-literal probing solve (the backend's --propagate-only note). */
static int cmd_prop(const char *path, int max)
{
    int n;
    char **lines = read_lines(path, max, &n);
    for (int e = 0; e < 3; e++) {
        int up = 0, fl = 0, total = 0;
        double us = 0;
        for (int i = 0; i < n; i++) {
            Model *m = sudoku_line(lines[i]);
            if (!m)
                continue;
            SatOpts so = {.encoding = encodings[e], .propagate_only = 1};
            SolveOpts o = {.limit = 1, .own = &so};
            SolveResult r;
            memset(&r, 0, sizeof r);
            double t0 = now_sec();
            backend_sat.solve(m, &o, &r);
            us += 1e6 * (now_sec() - t0);
            total++;
            up += !strncmp(r.note, "unit propagation: solved", 24);
            if (r.status == PUZ_SOLVED && r.first && verify_grid(m, r.first, NULL, 0))
                fl++;
            free(r.first);
            model_free(m);
        }
        printf("| %s | %s | %d | %d (%.0f%%) | %d (%.0f%%) | %.0f |\n", base(path), encodings[e],
               total, up, total ? 100.0 * up / total : 0, fl, total ? 100.0 * fl / total : 0,
               total ? us / total : 0);
    }
    for (int i = 0; i < n; i++)
        free(lines[i]);
    free(lines);
    return 0;
}

/* A b^2 x b^2 puzzle made here: the pattern grid
 * v(r,c) = (b*(r%b) + r/b + c) % n + 1 with its digits shuffled, each cell
 * kept with probability 1/2 (seeded). For sizes only. */
static Model *pattern_puzzle(int b, uint64_t seed)
{
    int n = b * b;
    Model *m = model_sudoku(b, b);
    Rng rng;
    rng_seed(&rng, seed);
    int digit[64];
    for (int i = 0; i < n; i++)
        digit[i] = i + 1;
    rng_shuffle(&rng, digit, n);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            if (rng_below(&rng, 2))
                model_set_given(m, r * n + c, digit[(b * (r % b) + r / b + c) % n]);
    return m;
}

static void sizes_of(const Model *m, const char *enc, const char *amo, int keep_givens, long s[3])
{
    SatOpts so = {.encoding = enc, .amo = amo, .keep_givens = keep_givens};
    SolveOpts o = {.own = &so};
    char note[160];
    s[0] = s[1] = s[2] = -1;
    backend_sat.size(m, &o, s, note, sizeof note);
}

/* sizes LINE9 LINE16 LINE25 [AMOS]: per grid, encoding and amo: the empty
 * grid, and the puzzle plain (givens as units) and with givens eliminated. */
static int cmd_sizes(char **puz, int namos)
{
    for (int b = 3; b <= 8; b++) {
        if (b == 6 || b == 7)
            continue;
        Model *empty = model_sudoku(b, b);
        Model *p = b <= 5 ? sudoku_line(puz[b - 3]) : pattern_puzzle(b, 64);
        if (!p) {
            fprintf(stderr, "sat_bench: bad puzzle line for %dx%d\n", b * b, b * b);
            return 2;
        }
        for (int e = 0; e < 3; e++)
            for (int a = 0; a < namos; a++) {
                long se[3], sp[3], sr[3];
                sizes_of(empty, encodings[e], sat_amo_names[a], 0, se);
                sizes_of(p, encodings[e], sat_amo_names[a], 1, sp);
                sizes_of(p, encodings[e], sat_amo_names[a], 0, sr);
                printf("| %dx%d | %s | %s | %ld | %ld | %d | %ld | %ld | %ld |\n", b * b, b * b,
                       encodings[e], sat_amo_names[a], se[0], se[1], model_ngivens(p), sp[1], sr[0],
                       sr[1]);
            }
        model_free(empty);
        model_free(p);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 5 && !strcmp(argv[1], "sizes"))
        return cmd_sizes(argv + 2, argc >= 6 ? atoi(argv[5]) : 5);
    if (argc >= 4 && !strcmp(argv[1], "solve"))
        return cmd_solve(argv[2], atoi(argv[3]), argc >= 5 ? atof(argv[4]) : 0);
    if (argc >= 4 && !strcmp(argv[1], "killer"))
        return cmd_killer(argv[2], atoi(argv[3]));
    if (argc >= 4 && !strcmp(argv[1], "prop"))
        return cmd_prop(argv[2], atoi(argv[3]));
    fputs("usage: sat_bench sizes LINE9 LINE16 LINE25 [NAMOS] | solve FILE N [LIMIT] | "
          "killer FILE N | prop FILE N\n", stderr);
    return 2;
}
