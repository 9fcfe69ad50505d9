/* gm_lines.c -- random lines of batch input (gm.h): the one-character
 * form with a name after it, the comma form with shape names, Killer
 * lines, blank lines; each built from a planted solution, then perhaps
 * damaged (a cell too many or too few, a byte changed, CR LF, a BOM). */
#include "gm_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The box shape batch gives a side: r x c, r*c = n, r <= c, r largest. */
static void box_shape(int n, int *r, int *c)
{
    *r = 1;
    *c = n;
    for (int k = 1; k * k <= n; k++)
        if (n % k == 0) {
            *r = k;
            *c = n / k;
        }
}

/* A side: the usual ones mostly, then the odd ones (primes, 1, past 35
 * for one character a cell, past the cap). */
static int pick_side(GmSrc *s, int chars)
{
    static const int common[] = {9, 4, 6, 16, 9, 25};
    static const int odd[] = {1, 2, 3, 5, 7, 8, 10, 12, 35, 36, 49, 64, 100, 256, 257};
    if (gm_chance(s, 85))
        return common[gm_below(s, sizeof common / sizeof common[0])];
    int n = odd[gm_below(s, sizeof odd / sizeof odd[0])];
    return chars && n > 36 ? 9 : n;
}

/* Changes the line in place now and then: a cell dropped or doubled, a byte
 * replaced, a CR at the end. */
static void damage(GmSrc *s, GmBuf *line)
{
    if (!line->len || !gm_chance(s, 10))
        return;
    static const char bytes[] = {'x', '0', '.', ',', '\t', ' ', '#', ';', '\r', '\0', 'A',
                                 'z', '-', '\x7f', '\xff', '\xc3', '9', '_'};
    size_t i = gm_below(s, (unsigned)line->len);
    switch (gm_below(s, 4)) {
    case 0: /* dropped */
        memmove(line->text + i, line->text + i + 1, line->len - i);
        line->len--;
        break;
    case 1: { /* doubled */
        char ch = line->text[i];
        gm_putn(line, &ch, 1);
        memmove(line->text + i + 1, line->text + i, line->len - i - 1);
        break;
    }
    case 2: line->text[i] = bytes[gm_below(s, sizeof bytes)]; break;
    default: gm_puts(line, "\r"); break;
    }
}

/* One character a cell: n*n cells, then perhaps a name after a separator. */
static void chars_line(GmSrc *s, GmBuf *line)
{
    int n = pick_side(s, 1), br, bc;
    box_shape(n, &br, &bc);
    GmPlan p;
    gm_plan_make(s, &p, n, n, 1, n, br, bc);
    unsigned pct = (unsigned)gm_range(s, 0, 100);
    static const char empty[] = {'.', '0', '_'};
    char blank = empty[gm_below(s, 3)];
    for (int i = 0; i < n * n; i++) {
        char ch = gm_chance(s, pct) ? gm_value_char(p.sol[i]) : blank;
        if (ch >= 'A' && ch <= 'Z' && gm_chance(s, 10))
            ch = (char)(ch + 32);
        gm_putn(line, &ch, 1);
    }
    gm_plan_free(&p);
    if (gm_chance(s, 40)) {
        static const char *const sep[] = {" ", "\t", ",", ";", "#", " # ", "  "};
        static const char *const name[] = {"AI Escargot", "s16", "", "\t", "name with, comma",
                                           "caf\xc3\xa9", "\"quoted\""};
        gm_puts(line, sep[gm_below(s, sizeof sep / sizeof sep[0])]);
        gm_puts(line, name[gm_below(s, sizeof name / sizeof name[0])]);
    }
}

/* name<TAB>v1,v2,...: the name perhaps a shape ("latin", "latin N",
 * "sudoku RxC") that agrees with the side, or not. */
static void comma_line(GmSrc *s, GmBuf *line)
{
    int n = pick_side(s, 0), br, bc;
    box_shape(n, &br, &bc);
    int latin = 0;
    switch (gm_weighted(s, (const unsigned[]){50, 15, 10, 10, 10, 5}, 6)) {
    case 0: gm_puts(line, gm_chance(s, 50) ? "p1" : ""); break;
    case 1: gm_puts(line, "latin"); latin = 1; break;
    case 2: gm_printf(line, "latin %d", gm_chance(s, 80) ? n : n + 1); latin = 1; break;
    case 3:
        if (n % 2 == 0 && gm_chance(s, 50)) {
            br = 2;
            bc = n / 2;
        }
        gm_printf(line, "sudoku %dx%d", br, gm_chance(s, 90) ? bc : bc + 1);
        break;
    case 4: gm_puts(line, "killer 3x3"); break;
    default: gm_puts(line, "name with spaces"); break;
    }
    gm_puts(line, "\t");
    GmPlan p;
    gm_plan_make(s, &p, n, n, 1, n, latin ? 0 : br, latin ? 0 : bc);
    unsigned pct = (unsigned)gm_range(s, 0, 100);
    for (int i = 0; i < n * n; i++) {
        if (i > 0)
            gm_puts(line, gm_chance(s, 1) ? ", " : ",");
        int v = gm_chance(s, pct) ? p.sol[i] : 0;
        if (gm_chance(s, 1))
            v = gm_chance(s, 50) ? n + 1 : -1;
        if (!gm_chance(s, 1))
            gm_printf(line, "%d", v);
    }
    gm_plan_free(&p);
    if (gm_chance(s, 5))
        gm_puts(line, gm_chance(s, 50) ? "," : "\textra");
}

/* [title<TAB>]cagemap<TAB>sum,sum,...[<TAB>rest]: cages A-Z, a-z in order
 * of first appearance, sums from the planted solution. */
static void killer_line(GmSrc *s, GmBuf *line)
{
    static const int sides[] = {9, 9, 4, 6, 16, 1, 2, 25};
    int n = sides[gm_weighted(s, (const unsigned[]){40, 20, 15, 10, 5, 3, 3, 4}, 8)], br, bc;
    box_shape(n, &br, &bc);
    if (gm_chance(s, 60)) {
        if (gm_chance(s, 30))
            gm_printf(line, "killer %dx%d", br, gm_chance(s, 90) ? bc : bc + 1);
        else
            gm_puts(line, "k1");
        gm_puts(line, "\t");
    }
    GmPlan p;
    gm_plan_make(s, &p, n, n, 1, n, br, bc);
    int *lab = malloc((size_t)n * (size_t)n * sizeof *lab);
    if (!lab)
        abort();
    int ncages = gm_partition(s, n, n, 0, 52, lab);
    for (int i = 0; i < n * n; i++) {
        int k = lab[i] < 0 ? 0 : lab[i];
        char ch = (char)(k < 26 ? 'A' + k : 'a' + k - 26);
        gm_putn(line, &ch, 1);
    }
    gm_puts(line, "\t");
    long *sum = calloc((size_t)ncages + 1, sizeof *sum);
    if (!sum)
        abort();
    for (int i = 0; i < n * n; i++)
        sum[lab[i] < 0 ? 0 : lab[i]] += p.sol[i];
    int nsums = ncages + (gm_chance(s, 5) ? gm_range(s, -1, 1) : 0);
    for (int k = 0; k < nsums; k++) {
        if (k > 0)
            gm_puts(line, ",");
        long v = k < ncages ? sum[k] : 10;
        if (gm_chance(s, 3))
            v = gm_chance(s, 50) ? v + 1 : 0;
        gm_printf(line, "%ld", v);
    }
    if (gm_chance(s, 10))
        gm_puts(line, "\tanything after");
    free(sum);
    free(lab);
    gm_plan_free(&p);
}

void gm_lines(GmSrc *s, int killer, int n, GmBuf *out)
{
    GmBuf line;
    gm_buf_init(&line, 0);
    if (gm_chance(s, 3))
        gm_puts(out, "\xEF\xBB\xBF");
    for (int i = 0; i < n && !gm_full(out); i++) {
        line.len = 0;
        gm_puts(&line, "");
        int form = killer ? (gm_chance(s, 95) ? 2 : 3)
                          : gm_weighted(s, (const unsigned[]){55, 38, 0, 7}, 4);
        switch (form) {
        case 0: chars_line(s, &line); break;
        case 1: comma_line(s, &line); break;
        case 2: killer_line(s, &line); break;
        default: break; /* blank */
        }
        damage(s, &line);
        gm_putn(out, line.text, line.len);
        gm_puts(out, gm_chance(s, 3) ? "\r\n" : "\n");
    }
    gm_buf_free(&line);
}
