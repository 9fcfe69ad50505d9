/* cmd_backends.c -- `puzc backends`: list the compiled-in backends, what
 * they can do, their formulations and the file formats they write. */
#include "cli.h"
#include "commands.h"

#include <string.h>

static void print_list(const char *const *list)
{
    if (!list || !*list) {
        fputs("-", stdout);
        return;
    }
    for (int i = 0; list[i]; i++)
        printf(i ? ",%s" : "%s", list[i]);
}

int cmd_backends(int argc, char **argv)
{
    static const char usage[] =
        "usage: puzc backends [--names]\n"
        "  each backend: what it can do, its formulations, the formats it writes and\n"
        "  its options\n"
        "  --names  the backends' names alone, one a line\n"
        "exit status: 0 listed, 2 usage or output error\n";
    int names_only = argc == 2 && !strcmp(argv[1], "--names");
    int help = argc == 2 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"));
    if (argc > 1 && !names_only) {
        if (!help)
            fprintf(stderr, "puzc backends: error: unknown argument '%s'\n", argv[1]);
        fputs(usage, help ? stdout : stderr);
        return help ? 0 : 2;
    }
    static const struct { unsigned cap; const char *name; } caps[] = {
        {PUZ_CAN_SOLVE, "solve"}, {PUZ_CAN_COUNT, "count"}, {PUZ_CAN_EMIT, "emit"},
        {PUZ_CAN_DECODE, "decode"}, {PUZ_CAN_GENERATE, "generate"}};
    for (int i = 0; i < puz_backend_count(); i++) {
        const puz_backend *b = puz_backend_at(i);
        if (names_only) {
            puts(puz_backend_name(b));
            continue;
        }
        printf("%-10s %s\n           can:", puz_backend_name(b), puz_backend_description(b));
        for (size_t k = 0; k < sizeof caps / sizeof caps[0]; k++)
            if (puz_backend_caps(b) & caps[k].cap)
                printf(" %s", caps[k].name);
        const puz_option *main = cli_main_choice(b);
        fputs("\n           formulations: ", stdout);
        print_list(main ? main->values : NULL);
        fputs("\n           formats: ", stdout);
        print_list(puz_backend_formats(b));
        fputc('\n', stdout);
        for (const puz_option *o = puz_backend_options(b); o->name; o++) {
            printf("           --%s", o->name);
            if (o->kind == PUZ_OPT_CHOICE) {
                fputc(' ', stdout);
                for (int k = 0; o->values[k]; k++)
                    printf(k ? "|%s" : "%s", o->values[k]);
            } else if (o->kind != PUZ_OPT_FLAG) {
                fputs(o->kind == PUZ_OPT_INT ? " N" : " X", stdout);
            }
            printf("  %s\n", o->help);
        }
    }
    return 0;
}
