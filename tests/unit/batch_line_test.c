/* batch_line_test.c -- batch_parse_line() (compiler/batch_line.c) on
 * 81-character lines, the form its one-pass parse takes (with AVX-512BW a
 * vector load and compare, else a loop per cell): 20,000 random lines,
 * most of them grids of '1'-'9', '.' and '0', the rest with one or a few
 * other bytes ('_', '/', ':', letters, a byte above 127, a control byte)
 * at random columns. Checked against a definition written here: a line of
 * digits and dots parses to the values the characters name ('.', '0' and
 * '_' empty); a line with any other byte is refused with a message naming
 * the column of one ("at column N"). It also prints one line per parse ("ok" and the
 * givens, or the message) to the file named by its argument, so that
 * tests/t_native.sh can compare builds for several instruction sets byte
 * for byte. Built by tests/t_native.sh with compiler/batch_line.c compiled
 * at each -march. */
#include "batch_line.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unit.h"

/* (not a blank or a TAB: they end the grid, the rest of the line its name) */
static const char others[] = {'_', '/', ':', 'A', 'x', '*', (char)0x80, (char)0xff, 1};

int main(int argc, char **argv)
{
    FILE *log = argc > 1 ? fopen(argv[1], "w") : NULL;
    if (argc > 1 && !log)
        return 2;
    uint64_t seed = 0x2545f4914f6cdd1du;
    int wrong_values = 0, wrong_refusals = 0, wrong_blanks = 0, lines = 20000;
    for (int t = 0; t < lines; t++) {
        char line[82];
        for (int i = 0; i < 81; i++) {
            uint64_t r = rnd(&seed) % 11;
            line[i] = r < 9 ? (char)('1' + r) : r == 9 ? '.' : '0';
        }
        int bad_at = -1; /* the first column (0-based) not a digit, '.' or '_' */
        if (t % 3 == 0) { /* one to three other bytes */
            int k = 1 + (int)(rnd(&seed) % 3);
            while (k--) {
                int at = (int)(rnd(&seed) % 81);
                line[at] = others[rnd(&seed) % sizeof others];
            }
        }
        char bad[81] = {0};
        for (int i = 0; i < 81; i++)
            if (!((line[i] >= '0' && line[i] <= '9') || line[i] == '.' || line[i] == '_')) {
                bad[i] = 1;
                bad_at = bad_at < 0 ? i : bad_at;
            }
        line[81] = '\0';
        PuzzleLine p;
        char err[256] = "";
        int rc = batch_parse_line(line, 81, 0, &p, err, sizeof err);
        if (bad_at < 0) {
            if (rc != 0 || p.side != 9 || !p.givens) {
                wrong_values++;
                if (wrong_values == 1)
                    printf("#   not parsed: %s (%s)\n", line, err);
            } else {
                for (int i = 0; i < 81; i++) {
                    int want = line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0;
                    if (p.givens[i] != want) {
                        *(line[i] == '_' ? &wrong_blanks : &wrong_values) += 1;
                        break;
                    }
                }
            }
        } else {
            const char *at = strstr(err, "at column ");
            int col = at ? atoi(at + 10) : 0;
            if (rc == 0 || col < 1 || col > 81 || !bad[col - 1]) {
                wrong_refusals++;
                if (wrong_refusals == 1)
                    printf("#   line %d: rc %d, message '%s', first bad column %d\n", t, rc, err, bad_at + 1);
            }
        }
        if (log) {
            if (rc == 0) {
                fputs("ok", log);
                for (int i = 0; i < 81; i++)
                    fprintf(log, " %d", p.givens[i]);
                fputc('\n', log);
            } else {
                fprintf(log, "error %s\n", err);
            }
        }
        if (rc == 0)
            batch_line_free(&p);
    }
    char what[160];
    snprintf(what, sizeof what, "batch_parse_line: %d random 81-character lines of digits and dots parse to their values", lines);
    check(wrong_values == 0, what);
    check(wrong_blanks == 0, "batch_parse_line: '_' is an empty cell as '.' and '0' are");
    check(wrong_refusals == 0, "batch_parse_line: a line with another byte is refused, the message naming a column that holds one");
    if (log)
        fclose(log);
    return failures != 0;
}
