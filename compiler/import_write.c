/* import_write.c -- the .puz an importer writes (importers.h,
 * import_write_puz): one layout for every format read, so that the same
 * puzzle read from f-puzzles or SudokuPad data gives the same file. */
#include "importers.h"

#include "util.h"

#include <stdlib.h>
#include <string.h>

/* The regions as a map (labels: the region's number from 1) when every
 * cell has one and each has n cells; else one `distinct` per region. */
static void write_regions(FILE *out, int n, const int *region)
{
    int *count = xcalloc((size_t)n, sizeof *count);
    bool map = true;
    for (int i = 0; i < n * n; i++) {
        if (region[i] < 0 || region[i] >= n)
            map = false;
        else
            count[region[i]]++;
    }
    for (int g = 0; g < n; g++)
        if (count[g] != n)
            map = false;
    if (map) {
        fputs("regions\n", out);
        for (int r = 0; r < n; r++) {
            fputs(" ", out);
            for (int c = 0; c < n; c++)
                fprintf(out, n > 9 ? " %2d" : " %d", region[r * n + c] + 1);
            fputc('\n', out);
        }
    } else {
        for (int g = 0; g < n; g++) {
            if (count[g] < 2)
                continue;
            fputs("distinct", out);
            for (int i = 0; i < n * n; i++)
                if (region[i] == g)
                    fprintf(out, " r%dc%d", i / n + 1, i % n + 1);
            fputc('\n', out);
        }
    }
    free(count);
}

/* A text as a quoted .puz string (\" and \\ escaped, line breaks as
 * blanks). */
static void put_quoted(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', out);
        fputc(*s == '\n' || *s == '\r' || *s == '\t' ? ' ' : *s, out);
    }
    fputc('"', out);
}

void import_write_puz(FILE *out, const ImportPuz *p)
{
    int n = p->n;
    fprintf(out, "# imported from %s by puzc import\n", p->from);
    if (p->rules && *p->rules) {
        fputs("# rules: ", out);
        for (const char *s = p->rules; *s; s++) {
            if (*s == '\r')
                continue;
            fputc(*s, out);
            if (*s == '\n' && s[1])
                fputs("#   ", out);
        }
        fputc('\n', out);
    }
    if (p->left_out)
        fprintf(out, "# left out: %s\n", p->left_out);
    if (p->title && *p->title) {
        fputs("name ", out);
        put_quoted(out, p->title);
        fputc('\n', out);
    }
    if (p->author && *p->author) {
        fputs("source ", out);
        put_quoted(out, p->author);
        fputc('\n', out);
    }
    int bh = import_box_h(n);
    if (!p->custom && bh > 1) {
        fprintf(out, "sudoku %dx%d\n", bh, n / bh);
    } else {
        fprintf(out, "grid %dx%d\nvalues 1..%d\ndistinct rows\ndistinct cols\n", n, n, n);
        if (p->custom) /* (a prime side's default boxes are its rows) */
            write_regions(out, n, p->region);
    }
    fwrite(p->statements, 1, p->len, out);
    bool any = false;
    for (int i = 0; i < n * n; i++)
        any |= p->given[i] != 0;
    if (!any)
        return;
    fputs("givens\n", out);
    for (int r = 0; r < n; r++) {
        fputs(" ", out);
        for (int c = 0; c < n; c++) {
            int g = p->given[r * n + c];
            if (g)
                fprintf(out, n > 9 ? " %2d" : " %d", g);
            else
                fputs(n > 9 ? "  ." : " .", out);
        }
        fputc('\n', out);
    }
}
