/* cli.c -- helpers shared by the subcommands (see cli.h): loading, reading
 * files and grids, solver options, printing verified solutions. */
#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

const char *cli_command;

const char *cli_who(void)
{
    static char who[64];
    snprintf(who, sizeof who, cli_command ? "puzc %s" : "puzc", cli_command);
    return who;
}

void cli_print_error(const puz_error *e)
{
    static const char *const word[] = {"error", "warning", "note"};
    for (int i = 0; i < puz_error_count(e); i++) {
        const puz_diag *d = puz_error_diag(e, i);
        if (d->file)
            fputs(d->text, stderr);
        else
            fprintf(stderr, "%s: %s: %s\n", cli_who(), word[d->severity], d->message);
    }
}

int cli_fail(puz_error *e, int status)
{
    cli_print_error(e);
    puz_error_free(e);
    return status;
}

int cli_is_inline(const char *arg)
{
    struct stat st;
    if (!arg[0] || !strcmp(arg, "-") || strchr(arg, '/') || strchr(arg, '\n') ||
        stat(arg, &st) == 0)
        return 0;
    return (arg[0] >= '0' && arg[0] <= '9') || arg[0] == '.' || arg[0] == '_' ||
           strchr(arg, '\t') != NULL;
}

puz_model *cli_load_limits(const char *path, const puz_limits *lim, int *status)
{
    puz_model *m = NULL;
    puz_error *e = NULL;
    puz_code rc = cli_is_inline(path)
                      ? puz_compile_string("<argument>", path, strlen(path), lim, &m, &e)
                      : puz_compile_file(path, lim, &m, &e);
    if (rc != PUZ_OK) {
        if (status)
            *status = rc == PUZ_E_LIMIT ? CLI_EXIT_LIMIT : CLI_EXIT_USAGE;
        cli_fail(e, 0);
        return NULL;
    }
    if (puz_model_warnings(m))
        cli_print_error(puz_model_warnings(m));
    return m;
}

puz_model *cli_load(const char *path) { return cli_load_limits(path, NULL, NULL); }

/* ---- memory ---- */

/* The library cannot go on without memory and cannot print: it calls
 * this (puz_set_oom_handler), which says so and exits 3; the command
 * line's own allocations come here too. Once: a second thread out of
 * memory at the same time waits for the first one's exit. */
void cli_oom(size_t bytes)
{
    static atomic_flag said = ATOMIC_FLAG_INIT;
    if (atomic_flag_test_and_set(&said))
        for (;;)
            pause();
    if (bytes)
        fprintf(stderr, "%s: error: out of memory (%zu bytes)\n", cli_who(), bytes);
    else
        fprintf(stderr, "%s: error: out of memory\n", cli_who());
    exit(3);
}

void cli_out_of_memory(void) { cli_oom(0); }

void *cli_malloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        cli_oom(n);
    return p;
}

void *cli_calloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        cli_oom(n * size);
    return p;
}

void *cli_realloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q)
        cli_oom(n);
    return q;
}

char *cli_strdup(const char *s)
{
    char *d = strdup(s);
    if (!d)
        cli_oom(strlen(s) + 1);
    return d;
}

char *cli_strndup(const char *s, size_t n)
{
    char *d = strndup(s, n);
    if (!d)
        cli_oom(n + 1);
    return d;
}

FILE *cli_fopen(const char *path, const char *mode)
{
    errno = 0;
    FILE *f = mode[0] == 'w' ? cli_open_output(path) : fopen(path, mode);
    if (!f && errno == ENOMEM)
        cli_out_of_memory();
    return f;
}

ssize_t cli_getline(char **line, size_t *cap, FILE *in)
{
    errno = 0;
    long n = puz_read_line(in, line, cap);
    if (n == -2)
        errno = EMSGSIZE;
    return n < 0 ? -1 : (ssize_t)n;
}

char *cli_read_file(const char *cmd, const char *path, size_t max, const char *max_text,
                    size_t *len)
{
    FILE *f = strcmp(path, "-") ? cli_fopen(path, "rb") : stdin;
    if (!f) {
        fprintf(stderr, "puzc %s: error: cannot open '%s': %s\n", cmd, path, strerror(errno));
        return NULL;
    }
    char *buf;
    size_t n;
    int bad = puz_read_all(f, max, &buf, &n) ? errno : 0;
    if (f != stdin)
        fclose(f);
    if (bad == EFBIG)
        fprintf(stderr, "puzc %s: error: %s: larger than %s, the most puzc reads here\n", cmd,
                strcmp(path, "-") ? path : "<stdin>", max_text);
    else if (bad)
        fprintf(stderr, "puzc %s: error: cannot read '%s': %s\n", cmd, path, strerror(bad));
    if (bad)
        return NULL;
    if (len)
        *len = n;
    return buf;
}

FILE *cli_open_lines(const char *cmd, const char *path)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
    if (!f) {
        fprintf(stderr, "puzc %s: error: cannot open '%s': %s\n", cmd, path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) { /* fopen takes one */
        fprintf(stderr, "puzc %s: error: cannot read '%s': %s\n", cmd, path, strerror(EISDIR));
        if (f != stdin)
            fclose(f);
        return NULL;
    }
    return f;
}

int cli_lines_error(const char *cmd, const char *path, FILE *f, int err, long lineno)
{
    if (err == EMSGSIZE && !ferror(f)) {
        fprintf(stderr, "%s:%ld:%u: error: line longer than 1 MB, the most puzc reads; the "
                "rest of the input is not read\n", strcmp(path, "-") ? path : "<stdin>", lineno,
                PUZ_LINE_MAX + 1);
        return -1;
    }
    if (!ferror(f))
        return 0;
    fprintf(stderr, "puzc %s: error: cannot read '%s': %s\n", cmd, path,
            strerror(err ? err : EIO));
    return -1;
}

size_t cli_bom(const char *line, size_t len)
{
    return len >= 3 && !memcmp(line, "\xEF\xBB\xBF", 3) ? 3 : 0;
}

void cli_json_grid_members(JsonWriter *j, const puz_model *m, const int *grid)
{
    int rows = puz_model_rows(m), cols = puz_model_cols(m);
    json_kint(j, "rows", rows);
    json_kint(j, "cols", cols);
    json_key(j, "grid");
    json_array_begin(j);
    for (int r = 0; r < rows; r++) {
        json_array_begin(j);
        for (int c = 0; c < cols; c++)
            json_int(j, grid[r * cols + c]);
        json_array_end(j);
    }
    json_array_end(j);
}

void cli_json_grid(JsonWriter *j, const puz_model *m, const int *grid)
{
    json_object_begin(j);
    cli_json_grid_members(j, m, grid);
    json_object_end(j);
}

void cli_print_grid(FILE *out, const puz_model *m, const int *grid, OutForm form)
{
    /* the grid is verified: only a failed write can fail here, and that is
     * the caller's to report (cli_output_failed) */
    switch (form) {
    case OUT_LINE: puz_grid_write(m, grid, PUZ_GRID_LINE, out, NULL); break;
    case OUT_JSON: {
        JsonWriter j;
        json_init(&j, out);
        cli_json_grid(&j, m, grid);
        fputc('\n', out);
        break;
    }
    case OUT_GRID: puz_grid_write(m, grid, PUZ_GRID_ROWS, out, NULL); break;
    case OUT_PRETTY:
    case OUT_PRETTY_ASCII: {
        puz_render_opts *o = puz_render_opts_new();
        if (form == OUT_PRETTY_ASCII)
            puz_render_set(o, "ascii", NULL, NULL);
        if (isatty(fileno(out)) && !getenv("NO_COLOR"))
            puz_render_set(o, "color", NULL, NULL);
        puz_render(m, grid, PUZ_RENDER_TEXT, o, out, NULL);
        puz_render_opts_free(o);
        break;
    }
    }
}

int cli_check_solution(const puz_model *m, const int *grid, const char *who)
{
    puz_error *e = NULL;
    if (puz_verify(m, grid, &e) == PUZ_OK)
        return 1;
    fprintf(stderr, "%s: internal error: %s returned a wrong solution: %s\n", cli_who(), who,
            puz_error_message(e));
    puz_error_free(e);
    return 0;
}

long cli_long(const char *cmd, const char *name, const char *arg)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (errno || end == arg || *end || v < 0) {
        fprintf(stderr, "puzc %s: error: --%s wants a non-negative whole number, not '%s'\n",
                cmd, name, arg);
        return -1;
    }
    return v;
}

long cli_count(const char *cmd, const char *arg)
{
    long n = cli_long(cmd, "count", arg);
    if (n == 0)
        fprintf(stderr, "puzc %s: error: --count wants 1 or more\n", cmd);
    return n >= 1 ? n : -1;
}

double cli_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

double cli_seconds(const char *cmd, const char *name, const char *arg)
{
    char *end;
    errno = 0;
    double v = strtod(arg, &end);
    if (errno || end == arg || *end || !(v >= 0) || v > 1e9) {
        fprintf(stderr, "puzc %s: error: --%s wants seconds (a number >= 0), not '%s'\n", cmd,
                name, arg);
        return -1;
    }
    return v;
}

size_t cli_memory_mb;

int cli_memory_limit(const char *cmd, const char *arg)
{
    long mb = cli_long(cmd, "memory-limit", arg);
    if (mb < 0)
        return -1;
    cli_memory_mb = mb == 0 ? SIZE_MAX : (size_t)mb; /* 0: none */
    return 0;
}

int cli_limit_option(const char *cmd, int opt, const char *arg, double *time_limit)
{
    if (opt == 'M')
        return cli_memory_limit(cmd, arg);
    return (*time_limit = cli_seconds(cmd, "time-limit", arg)) < 0 ? -1 : 0;
}

static puz_limits *command_limits;
static pthread_once_t limits_once = PTHREAD_ONCE_INIT;

static void limits_make(void)
{
    command_limits = puz_limits_new();
    puz_limits_set_memory(command_limits, cli_memory_mb);
}

puz_limits *cli_limits(double time_limit)
{
    pthread_once(&limits_once, limits_make);
    puz_limits *l = puz_limits_clone(command_limits);
    puz_limits_set_time(l, time_limit);
    return l;
}

const char *cli_stopped(const puz_result *r)
{
    return puz_result_stopped(r)[0] ? puz_result_stopped(r) : "time limit reached";
}

void cli_help(FILE *out, const char *usage)
{
    fputs(usage, out);
    fputs("backend options (each backend takes only its own; `puzc backends` lists them):\n", out);
    for (int i = 0; i < puz_backend_count(); i++) {
        const puz_backend *b = puz_backend_at(i);
        fprintf(out, "  %s\n", puz_backend_name(b));
        for (const puz_option *p = puz_backend_options(b); p->name; p++) {
            char arg[96] = "";
            size_t len = 0;
            if (p->kind == PUZ_OPT_CHOICE)
                for (int k = 0; p->values[k] && len < sizeof arg; k++)
                    len += (size_t)snprintf(arg + len, sizeof arg - len, "%s%s", k ? "|" : " ",
                                            p->values[k]);
            else if (p->kind != PUZ_OPT_FLAG)
                snprintf(arg, sizeof arg, " %s", p->kind == PUZ_OPT_INT ? "N" : "X");
            fprintf(out, "    --%s%s\n        %s\n", p->name, arg, p->help);
        }
    }
}

/* The backend option names, each once, in registry order. */
static const puz_option *opt_union[CLI_OPT_MAX];
static int nunion;

static void collect_union(void)
{
    if (nunion)
        return;
    for (int i = 0; i < puz_backend_count(); i++)
        for (const puz_option *p = puz_backend_options(puz_backend_at(i)); p->name; p++) {
            int k = 0;
            while (k < nunion && strcmp(opt_union[k]->name, p->name))
                k++;
            if (k == nunion && nunion < CLI_OPT_MAX)
                opt_union[nunion++] = p;
        }
}

struct option *cli_longopts(const struct option *own)
{
    collect_union();
    int n = 0;
    while (own[n].name)
        n++;
    struct option *all = calloc((size_t)(n + nunion + 1), sizeof *all);
    if (!all)
        cli_out_of_memory();
    memcpy(all, own, (size_t)n * sizeof *all);
    for (int i = 0; i < nunion; i++) {
        all[n + i].name = opt_union[i]->name;
        all[n + i].has_arg = opt_union[i]->kind == PUZ_OPT_FLAG ? no_argument : required_argument;
        all[n + i].val = CLI_OPT_BASE + i;
    }
    return all;
}

int cli_backend_option(int opt, const char *arg, CliOpts *c)
{
    if (opt < CLI_OPT_BASE || opt >= CLI_OPT_BASE + nunion || c->n >= CLI_OPT_MAX)
        return 0;
    c->name[c->n] = opt_union[opt - CLI_OPT_BASE]->name;
    c->value[c->n++] = arg;
    return 1;
}

puz_options *cli_options(const char *cmd, const puz_backend *b, const CliOpts *c)
{
    puz_options *o = puz_options_new(b);
    for (int i = 0; i < c->n; i++) {
        puz_error *e = NULL;
        if (puz_options_set(o, c->name[i], c->value[i], &e) != PUZ_OK) {
            fprintf(stderr, "puzc %s: error: %s\n", cmd, puz_error_message(e));
            puz_error_free(e);
            puz_options_free(o);
            return NULL;
        }
    }
    return o;
}

const puz_option *cli_main_choice(const puz_backend *b)
{
    for (const puz_option *p = puz_backend_options(b); p->name; p++)
        if (p->kind == PUZ_OPT_CHOICE)
            return p;
    return NULL;
}

const char *cli_main_value(const puz_backend *b, const puz_options *o)
{
    const puz_option *p = cli_main_choice(b);
    if (!p)
        return NULL;
    const char *v = o ? puz_options_get(o, p->name) : NULL;
    return v ? v : p->values[0];
}

const puz_backend *cli_backend(const char *cmd, const char *name)
{
    const puz_backend *b = puz_backend_find(name);
    if (b)
        return b;
    fprintf(stderr, "puzc %s: error: unknown backend '%s' (have:", cmd, name);
    for (int i = 0; i < puz_backend_count(); i++)
        fprintf(stderr, " %s", puz_backend_name(puz_backend_at(i)));
    fputs(")\n", stderr);
    return NULL;
}

void cli_progress_init(CliProgress *p, int verbose)
{
    p->verbose = verbose;
    p->tty = !verbose && isatty(STDERR_FILENO);
    p->open = 0;
    p->width = 0;
    p->phase[0] = '\0';
}

void cli_progress(const char *line, void *ctx)
{
    CliProgress *p = ctx;
    if (p->verbose) {
        fprintf(stderr, "%s\n", line);
    } else if (p->tty) {
        size_t n = strlen(line), k = strcspn(line, ":");
        /* another phase (the text before ':'): the old line stays */
        if (p->open && (k != strlen(p->phase) || strncmp(p->phase, line, k)))
            cli_progress_end(p);
        snprintf(p->phase, sizeof p->phase, "%.*s", (int)(k < 63 ? k : 63), line);
        /* blanks over what is left of a longer line before */
        fprintf(stderr, "\r%s%*s", line, p->width > n ? (int)(p->width - n) : 0, "");
        p->width = n;
        p->open = 1;
    }
}

void cli_progress_clear(CliProgress *p)
{
    if (p->open)
        fprintf(stderr, "\r%*s\r", (int)p->width, "");
    p->open = 0;
    p->width = 0;
}

void cli_progress_end(CliProgress *p)
{
    if (p->open)
        fputc('\n', stderr);
    p->open = 0;
    p->width = 0;
}

int cli_verbose(const CliOpts *c)
{
    for (int i = 0; i < c->n; i++)
        if (!strcmp(c->name[i], "verbose"))
            return 1;
    return 0;
}

/* ---- output ---- */

static int out_errno;    /* the first failed write to stdout: its errno */
static int out_reported; /* its message is out */

int cli_output_failed(void)
{
    if (!ferror(stdout))
        return 0;
    if (!out_errno)
        out_errno = errno;
    return 1;
}

int cli_end_output(FILE *f, const char *path)
{
    int is_stdout = f == stdout;
    int failed = is_stdout ? cli_output_failed() : ferror(f) != 0;
    int e = is_stdout ? out_errno : cli_output_errno(f);
    errno = 0;
    if (fflush(f) != 0) { /* what was still buffered fails now: the reason */
        failed = 1;
        e = errno ? errno : e;
    }
    if (!is_stdout) {
        int late = cli_output_errno(f); /* a write fflush made */
        if (fclose(f) != 0 && !failed) {
            failed = 1;
            e = errno;
        }
        if (failed && !e)
            e = late;
    }
    if (!failed || (is_stdout && out_reported))
        return failed ? 2 : 0;
    if (is_stdout)
        out_reported = 1;
    char what[300];
    snprintf(what, sizeof what, is_stdout ? "output" : "'%s'", path);
    if (e)
        fprintf(stderr, "%s: error: writing %s: %s\n", cli_who(), what, strerror(e));
    else /* a failure whose reason stdio did not keep */
        fprintf(stderr, "%s: error: writing %s failed\n", cli_who(), what);
    return 2;
}

int cli_worse(int a, int b)
{
    static const int rank[] = {0, 1, 3, 4, 2}; /* by status 0..4 */
    int ra = a >= 0 && a <= 4 ? rank[a] : 5, rb = b >= 0 && b <= 4 ? rank[b] : 5;
    return rb > ra ? b : a;
}

int cli_exclusive(const char **first, const char *opt)
{
    if (*first && strcmp(*first, opt) != 0) {
        fprintf(stderr, "%s: error: %s and %s exclude each other\n", cli_who(), *first, opt);
        return 1;
    }
    *first = opt;
    return 0;
}

int cli_finish_output(int status)
{
    if (cli_end_output(stdout, NULL) != 0)
        return cli_worse(status, CLI_EXIT_USAGE);
    return status;
}

/* ---- signals ---- */

/* puz_limits.cancel is a const volatile int *: the flag is both. */
_Static_assert(_Generic((sig_atomic_t)0, int: 1, default: 0), "sig_atomic_t is an int");
static volatile sig_atomic_t caught; /* the first signal's number */

static void on_signal(int sig)
{
    if (!caught) /* an atomic store: solver threads poll it (cancel_requested) */
        __atomic_store_n(&caught, sig, __ATOMIC_RELAXED);
}

void cli_catch_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaddset(&sa.sa_mask, SIGINT);
    sigaddset(&sa.sa_mask, SIGTERM);
    sa.sa_flags = 0; /* no SA_RESTART: a read waiting for input returns */
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

const volatile int *cli_cancel_flag(void)
{
    return &caught;
}

int cli_signal_status(void)
{
    return caught ? 128 + caught : 0;
}

void cli_hold_signals(int hold)
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(hold ? SIG_BLOCK : SIG_UNBLOCK, &set, NULL);
}

void cli_hold_signals_save(sigset_t *old)
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, old);
}

void cli_hold_signals_restore(const sigset_t *old) { pthread_sigmask(SIG_SETMASK, old, NULL); }
