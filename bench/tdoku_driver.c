/* tdoku_driver.c -- bench helper, built by bench/ref.sh only when a copy of
 * tdoku is named by TDOKU_DIR (it is never part of puzc): reads one 9x9
 * puzzle a line and prints what `puzc batch` prints for it, the solution
 * (limit 1) or the number of solutions up to LIMIT (LIMIT itself as
 * "LIMIT+", as batch writes a count that reached its --count), so that
 * both programs do the same work per line and print the same answers. Calls tdoku's public C entry point.
 * usage: tdoku_driver [LIMIT] < lines */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t TdokuSolverDpllTriadSimd(const char *input, size_t limit, uint32_t configuration,
                                char *solution, size_t *num_guesses);

int main(int argc, char **argv)
{
    size_t limit = argc > 1 ? (size_t)strtoul(argv[1], NULL, 10) : 1;
    char line[1024], puzzle[82], solution[82];
    while (fgets(line, sizeof line, stdin)) {
        if (strlen(line) < 81)
            continue;
        for (int i = 0; i < 81; i++) /* tdoku wants '.' for an empty cell */
            puzzle[i] = line[i] >= '1' && line[i] <= '9' ? line[i] : '.';
        puzzle[81] = '\0';
        size_t guesses = 0;
        size_t n = TdokuSolverDpllTriadSimd(puzzle, limit, 0, solution, &guesses);
        if (limit == 1 && n == 1)
            printf("%.81s\n", solution);
        else
            printf("%zu%s\n", n, limit > 1 && n >= limit ? "+" : "");
    }
    return 0;
}
