/* cli.h -- what the subcommands share: loading a model, the solver options
 * common to solve/compare/batch, reading whole files, reading a grid back
 * from text, and printing a verified solution in the chosen form. The
 * command line is a client of the library's public header, puzc.h, and of
 * nothing else of it. */
#ifndef PUZC_CLI_H
#define PUZC_CLI_H

#include "json.h"
#include "puzc.h"

#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <sys/types.h>

/* Output forms of a grid. */
/* OUT_PRETTY: the boxed text grid of puz_render (Unicode, or ASCII), in
 * colour when the stream is a terminal and NO_COLOR is unset. */
typedef enum { OUT_GRID, OUT_LINE, OUT_JSON, OUT_PRETTY, OUT_PRETTY_ASCII } OutForm;

/* The subcommand running ("solve"), set by main before it runs; NULL
 * before. Every message of the program without a place in a file starts
 * "puzc CMD: error: " (or "puzc: error: " when no command is known). */
extern const char *cli_command;
/* "puzc CMD" (or "puzc"): the start of such a message. */
const char *cli_who(void);

/* EXIT STATUSES, the same for every command (docs/commands.md's table): 0
 * done (solved, valid, written), 1 the answer is no (no solution, not a
 * solution), 2 usage, input or output error, 3 out of memory or internal
 * error, 4 stopped by a limit before the answer was settled (time, memory,
 * a count that reached its --count, an incomplete method giving up). */
enum { CLI_EXIT_OK = 0, CLI_EXIT_NONE = 1, CLI_EXIT_USAGE = 2, CLI_EXIT_INTERNAL = 3,
       CLI_EXIT_LIMIT = 4 };
/* Of two exit statuses, the one a run of several answers ends with: the
 * worse, in the order 3, 2, 4, 1, 0 (an error over an unsettled answer over
 * a no). */
int cli_worse(int a, int b);

/* MEMORY. Out of memory, in the library or here: "puzc CMD: error: out of
 * memory", exit 3 (cli_oom is the library's handler). The command line's
 * own allocations never return NULL. */
void cli_oom(size_t bytes) __attribute__((noreturn));
void cli_out_of_memory(void) __attribute__((noreturn));
void *cli_malloc(size_t n);
void *cli_calloc(size_t n, size_t size);
void *cli_realloc(void *p, size_t n);
char *cli_strdup(const char *s);
char *cli_strndup(const char *s, size_t n);

/* Compiles FILE.puz (or a one-line puzzle, or "-"), printing its warnings;
 * NULL after its errors are printed on stderr. The _limits form reads it
 * within lim (may be NULL); on failure *status (may be NULL) is the exit
 * status: 4 when a limit stopped it, else 2. */
puz_model *cli_load(const char *path);
puz_model *cli_load_limits(const char *path, const puz_limits *lim, int *status);
/* Whether a command-line argument is a puzzle (or grid) written on the
 * command line rather than a file's name: no file of that name, no '/',
 * and it starts as a one-line puzzle does (a digit, '.' or '_') or holds a
 * TAB. Messages then name it "<argument>". */
int cli_is_inline(const char *arg);
/* Prints an error's messages on stderr: located ones as they are
 * rendered, unlocated ones as "puzc CMD: error: MESSAGE". */
void cli_print_error(const puz_error *e);
/* The same, then frees e; returns `status` (for `return cli_fail(e, 2)`). */
int cli_fail(puz_error *e, int status);

/* fopen, and getline with a cap on the line (puz_read_line: -1 and errno
 * EMSGSIZE for a line past 1 MB); running out of memory in fopen is
 * reported as such (puzc: error: out of memory, exit 3) rather than taken
 * for a file that cannot be opened. */
FILE *cli_fopen(const char *path, const char *mode);
/* outfile.c: a file opened for writing ("w") that keeps the errno of its
 * first failed write (cli_fopen's "w" streams are these), and that errno
 * (0: none, or a stream not opened here). */
FILE *cli_open_output(const char *path);
int cli_output_errno(FILE *f);
ssize_t cli_getline(char **line, size_t *cap, FILE *in);

/* Reads a whole file ("-" = stdin) of at most max bytes (max_text: the cap
 * as messages say it) into a NUL-terminated buffer; NULL with a message on
 * stderr when it cannot, or when the file is larger (said while reading). */
char *cli_read_file(const char *cmd, const char *path, size_t max, const char *max_text,
                    size_t *len);

/* Opens a file of one-line puzzles for reading ("-" = stdin); NULL after
 * "puzc CMD: error: cannot open 'F': REASON" (or "cannot read 'F': Is a
 * directory"). */
FILE *cli_open_lines(const char *cmd, const char *path);
/* After the last cli_getline on f: 0 at a clean end of input; else -1
 * after "puzc CMD: error: cannot read 'F': REASON" (err: the errno
 * cli_getline left), or after "F:N:COL: error: line longer than 1 MB ..."
 * when line N (lineno) passed the cap (err EMSGSIZE). */
int cli_lines_error(const char *cmd, const char *path, FILE *f, int err, long lineno);
/* How many bytes of a UTF-8 byte order mark (EF BB BF) begin the first
 * line of a file: 3 or 0 (batch input: skipped, not read as the grid). */
size_t cli_bom(const char *line, size_t len);

/* A grid in JSON: the members "rows", "cols" and "grid" (an array of rows,
 * each an array of values, 0 for an empty cell) of the object being
 * written; cli_json_grid writes them as an object of their own. */
void cli_json_grid_members(JsonWriter *j, const puz_model *m, const int *grid);
void cli_json_grid(JsonWriter *j, const puz_model *m, const int *grid);

/* Prints grid in the chosen form, followed by a newline. */
void cli_print_grid(FILE *out, const puz_model *m, const int *grid, OutForm form);

/* Verifies grid (a solution handed to a callback, which the library has
 * not checked; a result's first grid it has); on failure prints an
 * internal error naming the backend and returns 0 (the caller exits 3). */
int cli_check_solution(const puz_model *m, const int *grid, const char *who);

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
/* getopt_long for a command (suggest.c): the same returns, but an unknown
 * option or a missing value is reported here, in one line of the form of
 * every error, with the nearest option when one is near ("did you mean
 * '--backend'?") and where the list is; it then returns '?', and the
 * command exits 2 without printing more. */
int cli_getopt(int argc, char **argv, const char *shortopts, const struct option *longopts);
/* Options of which one at most may be given (output forms such as --line,
 * --json, --pretty): *first is the first seen (NULL before). A different
 * second one is refused, "puzc CMD: error: --json and --line exclude each
 * other", rather than silently winning: 1; else 0 (the same one twice is
 * fine). */
int cli_exclusive(const char **first, const char *opt);
struct option *cli_longopts(const struct option *own);
/* Records getopt's `opt` when it is a backend option: 1; else 0. */
int cli_backend_option(int opt, const char *arg, CliOpts *c);
/* The collected options for backend b, checked against its table (NULL
 * after "puzc CMD: error: ..."). */
puz_options *cli_options(const char *cmd, const puz_backend *b, const CliOpts *c);

/* Prints usage, then each backend's options from its table (name,
 * values, help): the one place the command line describes them. */
void cli_help(FILE *out, const char *usage);

/* Seconds from an arbitrary origin, monotonic. */
double cli_now(void);

/* Parses seconds for option `name` (>= 0); -1 with a message if bad. */
double cli_seconds(const char *cmd, const char *name, const char *arg);

/* --memory-limit MB: the megabytes the whole command may hold, all its
 * threads together (0, the default: the library's default, half the
 * machine's memory). Set while parsing, read-only after. */
extern size_t cli_memory_mb;
/* Parses --memory-limit into cli_memory_mb: megabytes >= 1, or 0 for no
 * limit. 0, or -1 with a message if bad. */
int cli_memory_limit(const char *cmd, const char *arg);
/* --time-limit S (getopt's 'T': S into *time_limit) or --memory-limit MB
 * ('M': cli_memory_limit) of command cmd: 0, or -1 after the message when
 * the value is bad. */
int cli_limit_option(const char *cmd, int opt, const char *arg, double *time_limit);
/* The limits of one call of the command: a clone (puz_limits_free it) of
 * the command's own, whose memory budget of cli_memory_mb (made at the
 * first call, after the options are parsed) every call shares, so that
 * --memory-limit bounds the command as a whole, all its threads together;
 * with time_limit seconds (0: none). */
puz_limits *cli_limits(double time_limit);

/* Why a count stopped short, for "at least N solutions: WHY" (the
 * result's stopped text, "time limit reached" by default). */
const char *cli_stopped(const puz_result *r);

/* Parses a non-negative number for option `name`; -1 with a message if bad. */
long cli_long(const char *cmd, const char *name, const char *arg);

/* Parses --count: a whole number of 1 or more; -1 with a message if not. */
long cli_count(const char *cmd, const char *arg);

/* The backend's main choice -- its formulation, encoding or method: the
 * first choice of its table -- or NULL; and its value in o (the default
 * when o is NULL or leaves it unset). */
const puz_option *cli_main_choice(const puz_backend *b);
const char *cli_main_value(const puz_backend *b, const puz_options *o);

/* The backend named by --backend, or NULL with a message listing them. */
const puz_backend *cli_backend(const char *cmd, const char *name);

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
/* Wipes a rewritten line instead (progress that is over says nothing). */
void cli_progress_clear(CliProgress *p);
/* Whether the collected backend options include --verbose. */
int cli_verbose(const CliOpts *c);

/* OUTPUT. A write that fails (a full disk, a quota, an I/O error) is an
 * error of the command, never silent: "puzc: error: writing output: REASON"
 * (or "writing 'FILE': REASON" for -o FILE) on stderr, exit status 2 (or the
 * higher one the command had). main() checks stdout once the command is done
 * (cli_finish_output); a command that writes much checks as it goes
 * (cli_output_failed, right after its writes) and stops early. */
/* 1 when a write to stdout has failed (the first failure's errno is kept
 * for the message: call it right after writing). */
int cli_output_failed(void);
/* Flushes f (stdout, or an -o file it then closes; path names it) and checks
 * every write to it: 0, or 2 after the message (printed once for stdout). */
int cli_end_output(FILE *f, const char *path);
/* The exit status once stdout is flushed and checked: status, or the worse
 * of it and 2 (cli_worse) when a write failed. */
int cli_finish_output(int status);

/* SIGNALS (batch, compare --batch). cli_catch_signals() makes SIGINT and
 * SIGTERM set a flag instead of ending the process; the flag is what
 * puz_limits.cancel points at, so a solve in flight stops. Reads and writes
 * are not restarted after a signal (a read waiting on a terminal returns);
 * a command blocks the signals while it writes (cli_hold_signals) so that
 * no write is cut short. */
void cli_catch_signals(void);
/* The flag (nonzero once a signal came), for puz_limits.cancel. */
const volatile int *cli_cancel_flag(void);
/* 0 while no signal came; else the exit status for it: 128 + its number
 * (130 for SIGINT, 143 for SIGTERM). */
int cli_signal_status(void);
/* hold 1: SIGINT and SIGTERM wait (pending) until hold 0. */
void cli_hold_signals(int hold);
/* The same around one write, on whatever thread: SIGINT and SIGTERM held,
 * then the thread's mask as it was (a worker of the library's keeps them
 * blocked). */
void cli_hold_signals_save(sigset_t *old);
void cli_hold_signals_restore(const sigset_t *old);

#endif
