/* main.c -- the `puzc` driver: dispatches to one function per subcommand
 * (cli/commands.h) and prints the overview help. */
#include "cli.h"
#include "commands.h"

#include "puzc.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdatomic.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* X-macro: subcommand name, function, one-line summary. */
#define PUZ_COMMANDS(X) \
    X("check", cmd_check, "parse and validate a model, print its statistics") \
    X("solve", cmd_solve, "solve a model with one backend; count or list its solutions") \
    X("compare", cmd_compare, "run every backend and formulation on a model, side by side") \
    X("batch", cmd_batch, "solve one-line puzzles from a file or stdin, streamed") \
    X("verify", cmd_verify, "check a solution against a model, independently of any solver") \
    X("emit", cmd_emit, "write LP, MPS, OPB, CNF, WCNF, XCC or MiniZinc for an external solver") \
    X("decode", cmd_decode, "read an external solver's answer back into a grid") \
    X("import", cmd_import, "a puzzle from f-puzzles or SudokuPad (JSON or a link) as .puz") \
    X("render", cmd_render, "draw a model, or its solution: SVG, a text grid or PNG") \
    X("reduce", cmd_reduce, "print the reduced-constraint ILP equalities for a box shape") \
    X("convert", cmd_convert, "a Latin square as a Sudoku (and a solution back)") \
    X("backends", cmd_backends, "list the backends, their formulations and formats") \
    X("generate", cmd_generate, "fill a grid, or make a puzzle with a unique solution") \
    X("rate", cmd_rate, "rate a puzzle: techniques needed, guesses, difficulty") \
    X("hint", cmd_hint, "the next logical step from a puzzle's givens, and why")

typedef struct {
    const char *name;
    int (*run)(int, char **);
    const char *summary;
} Command;

static const Command commands[] = {
#define PUZ_X_CMD(name, fn, summary) {name, fn, summary},
    PUZ_COMMANDS(PUZ_X_CMD)
#undef PUZ_X_CMD
    {NULL, NULL, NULL}
};

static void usage(FILE *out)
{
    fputs("usage: puzc <command> [options] [FILE]\n"
          "       puzc help [COMMAND] | --help | -h | --version | -V\n\ncommands:\n", out);
    for (const Command *c = commands; c->name; c++)
        fprintf(out, "  %-9s %s\n", c->name, c->summary);
    fputs("\n`puzc help COMMAND` (or `puzc COMMAND --help`) shows a command's options\n"
          "and exit statuses.\n"
          "exit status: 0 done (solved, valid), 1 the answer is no (no solution, not a\n"
          "solution), 2 usage, input or output error, 3 internal error or out of memory,\n"
          "4 stopped by a limit (time, memory, a count that reached --count N: N+)\n", out);
}

static const Command *find_command(const char *name)
{
    for (const Command *c = commands; c->name; c++)
        if (!strcmp(name, c->name))
            return c;
    return NULL;
}

/* --memory-limit counts the bytes a command holds (compiler/budget.h), so
 * memory it frees must go back to the system, or a line's freed search
 * stacks stay resident while the next line (another thread's) takes the
 * budget again: batch --jobs 2 with a 50 MB limit peaked at 109 MB. glibc
 * serves big blocks by mmap (given back on free) only above a threshold
 * that it raises to the size of each such block freed, up to 32 MB; a
 * fixed threshold keeps every block of 256 KB and more mapped on its own.
 * Small blocks, the per-line path of a batch, are not affected. */
static void malloc_setup(void)
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 256 << 10);
#endif
}

/* An unknown command: one line, with the nearest command when one is near
 * (puz_nearest), and where the list is. */
static void unknown_command(const char *who, const char *word)
{
    const char *names[sizeof commands / sizeof commands[0]];
    int n = 0;
    for (const Command *c = commands; c->name; c++)
        names[n++] = c->name;
    const char *near = puz_nearest(word, strlen(word), names, n);
    if (near)
        fprintf(stderr, "%s: error: unknown command '%s'; did you mean '%s'?\n", who, word, near);
    else
        fprintf(stderr, "%s: error: unknown command '%s'\n", who, word);
    fputs("(puzc help lists the commands)\n", stderr);
}

int main(int argc, char **argv)
{
    puz_set_oom_handler(cli_oom);
    /* A file past the size limit (ulimit -f) is a write error that the
     * command reports ("File too large"), not a silent death by signal. */
    signal(SIGXFSZ, SIG_IGN);
    malloc_setup();
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    /* whatever a command wrote, stdout is checked once it is done */
    if (!strcmp(argv[1], "help") && argc > 2) {
        /* `puzc help CMD`: exactly `puzc CMD --help` */
        const Command *c = find_command(argv[2]);
        if (!c || argc > 3) {
            if (c)
                fprintf(stderr, "puzc help: error: want one command, not '%s'\n", argv[3]);
            else
                unknown_command("puzc help", argv[2]);
            return 2;
        }
        char help[] = "--help";
        char *av[] = {argv[2], help, NULL};
        cli_command = c->name;
        return cli_finish_output(c->run(2, av));
    }
    if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return cli_finish_output(0);
    }
    if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
        printf("puzc %s\n", puz_version());
        return cli_finish_output(0);
    }
    const Command *c = find_command(argv[1]);
    if (c) {
        cli_command = c->name;
        return cli_finish_output(c->run(argc - 1, argv + 1));
    }
    unknown_command("puzc", argv[1]);
    return 2;
}
