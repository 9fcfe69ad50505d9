/* cli.h -- what the subcommands share: loading a model, the solver options
 * common to solve/compare/batch, reading whole files, reading a grid back
 * from text, and printing a verified solution in the chosen form. */
#ifndef PUZC_CLI_H
#define PUZC_CLI_H

#include "../backends/backend.h"
#include "ir.h"

#include <getopt.h>
#include <stdio.h>
#include <sys/types.h>

/* Output forms of a grid. */
typedef enum { OUT_GRID, OUT_LINE, OUT_JSON } OutForm;

/* Parses and checks FILE.puz; diagnostics printed on stderr on failure
 * (NULL). */
Model *cli_load(const char *path);
/* Prints diagnostics on stderr. */
void cli_print_diags(const puz_diags *d);

/* fopen and getline, except that running out of memory inside them is
 * reported as such (puzc: error: out of memory, exit 3) rather than taken
 * for a file that cannot be opened or for the end of the input. */
FILE *cli_fopen(const char *path, const char *mode);
ssize_t cli_getline(char **line, size_t *cap, FILE *in);

/* Reads a whole file ("-" = stdin) into a NUL-terminated buffer; NULL with
 * a message on stderr when it cannot. */
char *cli_read_file(const char *cmd, const char *path, size_t *len);

/* Prints grid in the chosen form, followed by a newline. */
void cli_print_grid(FILE *out, const Model *m, const int *grid, OutForm form);

/* Verifies grid; on failure prints an internal error naming the backend and
 * returns 0 (the caller exits 3). */
int cli_check_solution(const Model *m, const int *grid, const char *who);

/* BACKEND OPTIONS. getopt accepts any backend's option (the union of the
 * backends' tables, val CLI_OPT_BASE + i); they are collected while parsing
 * and applied once the backend is known, which checks them against its
 * table: an option or value it does not take is an error (exit 2). */
#define CLI_OPT_BASE 1000
#define CLI_OPT_MAX 64
typedef struct {
    int n;
    const char *name[CLI_OPT_MAX];
    const char *value[CLI_OPT_MAX];
} CliOpts;

/* The command's own long options (NULL-terminated), then every backend
 * option: malloc'd, free() it. */
struct option *cli_longopts(const struct option *own);
/* Records getopt's `opt` when it is a backend option: 1; else 0. */
int cli_backend_option(int opt, const char *arg, CliOpts *c);
/* Applies the collected options for backend b to o. 0, or -1 after
 * printing "puzc CMD: error: ..." */
int cli_apply(const char *cmd, const Backend *b, const CliOpts *c, SolveOpts *o);
/* The same as a puz_options for the library (NULL after the message). */
puz_options *cli_options(const char *cmd, const Backend *b, const CliOpts *c);

/* Prints usage, then each backend's options from its table (name,
 * values, help): the one place the command line describes them. */
void cli_help(FILE *out, const char *usage);

/* Parses seconds for option `name` (>= 0); -1 with a message if bad. */
double cli_seconds(const char *cmd, const char *name, const char *arg);

/* Parses a non-negative number for option `name`; -1 with a message if bad. */
long cli_long(const char *cmd, const char *name, const char *arg);

/* Parses --count: a whole number of 1 or more; -1 with a message if not. */
long cli_count(const char *cmd, const char *arg);

/* The backend named by --backend, or NULL with a message listing them. */
const Backend *cli_backend(const char *cmd, const char *name);

/* PROGRESS. The library reports long work and, with --verbose, its
 * solvers' own output as lines through a puz_progress_fn; they are
 * rendered here on stderr: with --verbose each line as it comes; else, when
 * stderr is a terminal, one line rewritten in place ('\r'); else not at
 * all. One CliProgress per thread. */
typedef struct {
    int verbose, tty;
    int open;          /* a rewritten line is showing */
    size_t width;      /* its length */
    char phase[64];    /* its text before ':' ("fill 9x9 weighted") */
} CliProgress;
/* verbose: the backend options include --verbose (cli_verbose). */
void cli_progress_init(CliProgress *p, int verbose);
/* The puz_progress_fn; ctx is a CliProgress. */
void cli_progress(const char *line, void *ctx);
/* Ends a rewritten line (before other output). */
void cli_progress_end(CliProgress *p);
/* Whether the collected backend options include --verbose. */
int cli_verbose(const CliOpts *c);


#endif
