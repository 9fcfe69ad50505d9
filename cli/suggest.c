/* suggest.c -- the command line's answer to an option it does not know:
 * one line in the form of every other error ("puzc solve: error: unknown
 * option '--backnd'; did you mean '--backend'?"), with the nearest option
 * when one is near (puz_nearest), and where the list is, rather than
 * getopt's own message and the whole usage. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* The option word as written: "--backnd" of "--backnd=sat", or "-x". */
static void option_word(char *buf, size_t size, const char *arg, int optopt_char)
{
    if (optopt_char && !(arg && arg[0] == '-' && arg[1] == '-'))
        snprintf(buf, size, "-%c", optopt_char);
    else
        snprintf(buf, size, "%.*s", (int)strcspn(arg ? arg : "?", "="), arg ? arg : "?");
}

int cli_getopt(int argc, char **argv, const char *shortopts, const struct option *longopts)
{
    char spec[64];
    snprintf(spec, sizeof spec, ":%s", shortopts); /* ':' -- a missing value is told apart */
    opterr = 0;
    int opt = getopt_long(argc, argv, spec, longopts, NULL);
    if (opt != '?' && opt != ':')
        return opt;
    const char *arg = optind > 0 && optind <= argc ? argv[optind - 1] : NULL;
    char word[80];
    option_word(word, sizeof word, arg, optopt);
    if (opt == ':') {
        fprintf(stderr, "%s: error: option '%s' needs a value\n", cli_who(), word);
    } else if (word[0] == '-' && word[1] == '-') {
        int n = 0;
        while (longopts[n].name)
            n++;
        const char **names = cli_malloc(((size_t)n + 1) * sizeof *names);
        for (int i = 0; i < n; i++)
            names[i] = longopts[i].name;
        const char *near = puz_nearest(word + 2, strlen(word + 2), names, n);
        if (near)
            fprintf(stderr, "%s: error: unknown option '%s'; did you mean '--%s'?\n", cli_who(),
                    word, near);
        else
            fprintf(stderr, "%s: error: unknown option '%s'\n", cli_who(), word);
        free(names);
    } else {
        fprintf(stderr, "%s: error: unknown option '%s'\n", cli_who(), word);
    }
    fprintf(stderr, "(%s --help lists its options)\n", cli_who());
    return '?';
}
