/* fast9_test.c -- drives the 9x9 fast path (backends/native/fast9_impl.h)
 * alone, so that tests/t_native.sh can check every instance of it the
 * library holds (base, v3, v3-nopext, v4: fast9.h) that this processor
 * runs, and the engine compiled for other instruction sets on one machine
 * (its AVX-512, AVX2/BMI2 and SSE2 code paths: linked in the place of the
 * library's base instance), comparing what each answers with what the
 * general solver answers through `puzc batch --no-fast`. It reads
 * 81-character lines on stdin ('1'-'9' a given, anything else empty) and
 * prints, as batch does, the solution (or "! no solution") when MODE is
 * "solve", the count up to 2 when MODE is "count". Every solution is
 * checked here, independently of fast9 and of puzc's verifier: each row,
 * column and box holds 1..9 once and the givens are kept; a bad one makes
 * the driver exit 1. `fast9_test list` prints each instance built, with
 * "runs" when this processor runs it and "chosen" on the one fast9_solve()
 * runs.
 *
 *   fast9_test solve|count [INSTANCE] < lines      (default: base)
 *   fast9_test list */
#include "native/fast9/fast9.h"

#include <stdio.h>
#include <string.h>

/* 1 when sol is a full 9x9 Sudoku grid that keeps puzzle's givens. */
static int valid(const int puzzle[81], const int sol[81])
{
    for (int i = 0; i < 81; i++)
        if (sol[i] < 1 || sol[i] > 9 || (puzzle[i] && puzzle[i] != sol[i]))
            return 0;
    for (int g = 0; g < 9; g++) {
        unsigned row = 0, col = 0, box = 0;
        for (int k = 0; k < 9; k++) {
            row |= 1u << sol[g * 9 + k];
            col |= 1u << sol[k * 9 + g];
            box |= 1u << sol[(g / 3 * 3 + k / 3) * 9 + g % 3 * 3 + k % 3];
        }
        if (row != 0x3fe || col != 0x3fe || box != 0x3fe)
            return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    const Fast9Instance *in;
    if (argc == 2 && strcmp(argv[1], "list") == 0) {
        for (int i = 0; (in = fast9_instance(i)); i++)
            printf("%s %s%s\n", in->name, in->runs ? "runs" : "-", in->chosen ? " chosen" : "");
        return 0;
    }
    int count = argc >= 2 && strcmp(argv[1], "count") == 0;
    if (argc < 2 || argc > 3 || (!count && strcmp(argv[1], "solve") != 0)) {
        fputs("usage: fast9_test solve|count [INSTANCE] < lines, or fast9_test list\n", stderr);
        return 2;
    }
    const char *name = argc == 3 ? argv[2] : "base";
    int i = 0;
    while ((in = fast9_instance(i)) && strcmp(in->name, name) != 0)
        i++;
    if (!in || !in->runs) {
        fprintf(stderr, "fast9_test: no instance '%s' that this processor runs\n", name);
        return 2;
    }
    char line[256];
    long lineno = 0;
    while (fgets(line, sizeof line, stdin)) {
        lineno++;
        if (strlen(line) < 81) {
            fprintf(stderr, "fast9_test: line %ld: shorter than 81 characters\n", lineno);
            return 2;
        }
        int puzzle[81], sol[81];
        for (int i = 0; i < 81; i++)
            puzzle[i] = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
        long n = in->solve(puzzle, sol, count ? 2 : 1, 0, NULL, NULL);
        if (n > 0 && !valid(puzzle, sol)) {
            fprintf(stderr, "fast9_test: line %ld: an invalid solution\n", lineno);
            return 1;
        }
        if (count)
            printf("%ld\n", n);
        else if (n == 0)
            puts("! no solution");
        else {
            for (int i = 0; i < 81; i++)
                putchar('0' + sol[i]);
            putchar('\n');
        }
    }
    return 0;
}
