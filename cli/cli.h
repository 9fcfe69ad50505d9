/* cli.h -- what the subcommands share: loading a model, the solver options
 * common to solve/compare/batch, reading whole files, reading a grid back
 * from text, and printing a verified solution in the chosen form. */
#ifndef PUZC_CLI_H
#define PUZC_CLI_H

#include "../backends/backend.h"
#include "ir.h"

#include <getopt.h>
#include <stdio.h>

/* Output forms of a grid. */
typedef enum { OUT_GRID, OUT_LINE, OUT_JSON } OutForm;

/* Parses and checks FILE.puz; diagnostics already printed on failure (NULL). */
Model *cli_load(const char *path);

/* Reads a whole file ("-" = stdin) into a NUL-terminated buffer; NULL with
 * a message on stderr when it cannot. */
char *cli_read_file(const char *cmd, const char *path, size_t *len);

/* Reads a grid from text: one character per cell (rulers, blanks and
 * newlines skipped), blank- or comma-separated numbers, or the batch comma
 * form `name<TAB>v1,v2,...`. Fills grid (m->ncells values, 0 = empty).
 * Returns 0, or -1 with a message in err. */
int cli_parse_grid(const Model *m, const char *text, int *grid, char *err, size_t errsz);

/* Prints grid in the chosen form, followed by a newline. */
void cli_print_grid(FILE *out, const Model *m, const int *grid, OutForm form);

/* Verifies grid; on failure prints an internal error naming the backend and
 * returns 0 (the caller exits 3). */
int cli_check_solution(const Model *m, const int *grid, const char *who);

/* Solver options shared by solve and compare: the long options they accept
 * and the function that applies one of them to SolveOpts. */
#define CLI_SOLVER_OPTIONS                                        \
    {"formulation", required_argument, NULL, 'F'},                \
        {"encoding", required_argument, NULL, 'F'},               \
        {"method", required_argument, NULL, 'F'},                 \
        {"amo", required_argument, NULL, 'A'},                    \
        {"cage", required_argument, NULL, 'G'},                   \
        {"no-reduce", no_argument, NULL, 'R'},                    \
        {"no-eliminate", no_argument, NULL, 'R'},                 \
        {"propagate-only", no_argument, NULL, 'P'},               \
        {"time-limit", required_argument, NULL, 'T'},             \
        {"verbose", no_argument, NULL, 'v'},                      \
        {"seed", required_argument, NULL, 'S'},                   \
        {"iterations", required_argument, NULL, 'I'},             \
        {"tabu-size", required_argument, NULL, 'B'},              \
        {"alpha", required_argument, NULL, 'a'},                  \
        {"bounds", required_argument, NULL, 'W'}
/* Applies option `opt` with argument `arg`; returns 1 if it was one of
 * CLI_SOLVER_OPTIONS, 0 if not, -1 on a bad value (message printed). */
int cli_solver_option(const char *cmd, int opt, const char *arg, SolveOpts *o);

/* Parses a non-negative number for option `name`; -1 with a message if bad. */
long cli_long(const char *cmd, const char *name, const char *arg);

/* Parses --count: a whole number of 1 or more; -1 with a message if not. */
long cli_count(const char *cmd, const char *arg);

/* The backend named by --backend, or NULL with a message listing them. */
const Backend *cli_backend(const char *cmd, const char *name);

/* True when `f` names one of b's formulations (or b lists none). */
int cli_formulation_ok(const char *cmd, const Backend *b, const char *f);

#endif
