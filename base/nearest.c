/* nearest.c -- puz_nearest (puzc.h): the name a misspelt word most likely
 * meant, for the "did you mean" of the front end's unknown statements and
 * of the command line's unknown commands and options.
 *
 * DISTANCE. Optimal string alignment: insertions, deletions, substitutions
 * and swaps of two neighbouring characters each cost 1 ("formulaton" ->
 * "formulation" 1, "sovle" -> "solve" 1); the word's letters are compared
 * folded to lower case, the names as they are (they are lower case). A
 * name is near when the distance is at most 1 for words of up to three
 * characters, at most 2 beyond; the nearest wins, the first listed on a
 * tie. Words and names of 64 characters or more are never near. */
#include "puzc.h"

#include <ctype.h>
#include <string.h>

#define NEAREST_MAX 64

static int osa_distance(const char *a, size_t n, const char *b, size_t m)
{
    int d[NEAREST_MAX][NEAREST_MAX];
    for (size_t i = 0; i <= n; i++)
        d[i][0] = (int)i;
    for (size_t j = 0; j <= m; j++)
        d[0][j] = (int)j;
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++) {
            char ai = (char)tolower((unsigned char)a[i - 1]);
            int best = d[i - 1][j - 1] + (ai != b[j - 1]);
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && ai == b[j - 2] &&
                tolower((unsigned char)a[i - 2]) == b[j - 1] && d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[n][m];
}

const char *puz_nearest(const char *word, size_t len, const char *const *names, int n)
{
    if (!word || !names || len >= NEAREST_MAX)
        return NULL;
    const char *best = NULL;
    int bestd = len <= 3 ? 1 : 2;
    for (int i = 0; i < n; i++) {
        size_t nl = names[i] ? strlen(names[i]) : NEAREST_MAX;
        if (nl >= NEAREST_MAX)
            continue;
        int d = osa_distance(word, len, names[i], nl);
        if (d <= bestd && (!best || d < bestd)) {
            best = names[i];
            bestd = d;
        }
    }
    return best;
}
