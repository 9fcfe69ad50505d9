/* gen_model.c -- the structure-aware generator (gm.h) as a program, for
 * tools/fuzz_cli.sh and for a person reproducing what it found:
 *
 *   gen_model [--max BYTES] SEED              one .puz model
 *   gen_model --lines [-n N] SEED             N batch lines (default 20)
 *   gen_model --killer-lines [-n N] SEED      N Killer lines
 *   gen_model --answer SEED ROWS COLS VMIN VMAX [SOLUTION]
 *                                             a solver's answer for such a model,
 *                                             built from SOLUTION (as `puzc solve
 *                                             --line` prints it) when given
 *
 * on standard output. The same arguments give the same bytes. */
#include "gm.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void)
{
    fputs("usage: gen_model [--max BYTES] SEED\n"
          "       gen_model --lines|--killer-lines [-n N] SEED\n"
          "       gen_model --answer SEED ROWS COLS VMIN VMAX [SOLUTION]\n",
          stderr);
    return 2;
}

static int number(const char *s, long *out)
{
    char *end;
    *out = strtol(s, &end, 10);
    return *s && !*end;
}

/* A solution as `puzc solve --line` prints it: one character a cell (1-9,
 * A-Z), or values separated by commas. NULL unless it has n cells. */
static int *read_solution(const char *text, int n)
{
    int *grid = malloc((size_t)n * sizeof *grid), k = 0;
    if (!grid)
        return NULL;
    if (strchr(text, ',')) {
        for (const char *p = text; p && k < n; p = strchr(p, ','), p = p ? p + 1 : NULL)
            grid[k++] = atoi(p);
    } else {
        for (const char *p = text; *p && k < n; p++)
            if (isalnum((unsigned char)*p))
                grid[k++] = isdigit((unsigned char)*p) ? *p - '0' : toupper(*p) - 'A' + 10;
    }
    if (k != n) {
        free(grid);
        return NULL;
    }
    return grid;
}

int main(int argc, char **argv)
{
    int mode = 0; /* 0 model, 1 lines, 2 killer lines, 3 answer */
    long n = 20, max = 256 * 1024, v[5];
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (!strcmp(argv[i], "--lines"))
            mode = 1;
        else if (!strcmp(argv[i], "--killer-lines"))
            mode = 2;
        else if (!strcmp(argv[i], "--answer"))
            mode = 3;
        else if (!strcmp(argv[i], "-n") && i + 1 < argc && number(argv[i + 1], &n))
            i++;
        else if (!strcmp(argv[i], "--max") && i + 1 < argc && number(argv[i + 1], &max))
            i++;
        else
            return usage();
    }
    long seed;
    if (i >= argc || !number(argv[i], &seed))
        return usage();
    GmSrc s;
    gm_src_seed(&s, (uint64_t)seed);
    GmBuf out;
    gm_buf_init(&out, (size_t)max);
    if (mode == 0) {
        gm_model(&s, &out);
    } else if (mode < 3) {
        gm_lines(&s, mode == 2, (int)n, &out);
    } else {
        if (argc - i < 5 || argc - i > 6)
            return usage();
        for (int k = 0; k < 4; k++)
            if (!number(argv[i + 1 + k], &v[k]) || v[k] < 0 || v[k] > (k < 2 ? 1000 : 100000))
                return usage();
        int *sol = NULL;
        if (argc - i == 6 && v[0] * v[1] <= 1000000 &&
            !(sol = read_solution(argv[i + 5], (int)(v[0] * v[1])))) {
            fputs("gen_model: the solution does not have ROWS x COLS cells\n", stderr);
            return 2;
        }
        gm_answer(&s, (int)v[0], (int)v[1], (int)v[2], (int)v[3], sol, &out);
        free(sol);
    }
    fwrite(out.text ? out.text : "", 1, out.len, stdout);
    gm_buf_free(&out);
    return ferror(stdout) || fflush(stdout) ? 2 : 0;
}
