/* cli.c -- helpers shared by the subcommands (see cli.h): loading, reading
 * files and grids, solver options, printing verified solutions. */
#include "cli.h"

#include "frontend.h"
#include "gridfmt.h"
#include "textin.h"
#include "util.h"
#include "verify.h"

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *cli_command;

const char *cli_who(void)
{
    static char who[64];
    snprintf(who, sizeof who, cli_command ? "puzc %s" : "puzc", cli_command);
    return who;
}

void cli_print_diags(const puz_diags *d)
{
    for (int i = 0; i < d->count; i++) {
        const char *t = d->items[i].text;
        if (!strncmp(t, "puzc: ", 6))
            fprintf(stderr, "%s: %s", cli_who(), t + 6);
        else
            fputs(t, stderr);
    }
}

Model *cli_load_limits(const char *path, const puz_limits *lim, int *status)
{
    Model *m = NULL;
    puz_diags d = {0};
    int errors = puz_compile_file_limits(path, lim, &m, &d);
    cli_print_diags(&d);
    if (status)
        *status = d.stop ? 1 : 2;
    puz_diags_free(&d);
    if (errors) {
        model_free(m);
        return NULL;
    }
    return m;
}

Model *cli_load(const char *path) { return cli_load_limits(path, NULL, NULL); }

FILE *cli_fopen(const char *path, const char *mode)
{
    errno = 0;
    FILE *f = mode[0] == 'w' ? cli_open_output(path) : fopen(path, mode);
    if (!f && errno == ENOMEM)
        out_of_memory(0);
    return f;
}

ssize_t cli_getline(char **line, size_t *cap, FILE *in)
{
    errno = 0;
    return textin_line(line, cap, in);
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
    int bad = textin_all(f, max, &buf, &n) ? errno : 0;
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
        fprintf(stderr, "%s:%ld:%u: error: line longer than " TEXTIN_LINE_MAX_TEXT
                ", the most puzc reads; the rest of the input is not read\n",
                strcmp(path, "-") ? path : "<stdin>", lineno, TEXTIN_LINE_MAX + 1);
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

void cli_json_grid_members(JsonWriter *j, const Model *m, const int *grid)
{
    json_kint(j, "rows", m->rows);
    json_kint(j, "cols", m->cols);
    json_key(j, "grid");
    json_array_begin(j);
    for (int r = 0; r < m->rows; r++) {
        json_array_begin(j);
        for (int c = 0; c < m->cols; c++)
            json_int(j, grid[model_cell(m, r, c)]);
        json_array_end(j);
    }
    json_array_end(j);
}

void cli_json_grid(JsonWriter *j, const Model *m, const int *grid)
{
    json_object_begin(j);
    cli_json_grid_members(j, m, grid);
    json_object_end(j);
}

void cli_print_grid(FILE *out, const Model *m, const int *grid, OutForm form)
{
    switch (form) {
    case OUT_LINE:
        gridfmt_write_line(out, m, grid);
        fputc('\n', out);
        break;
    case OUT_JSON: {
        JsonWriter j;
        json_init(&j, out);
        cli_json_grid(&j, m, grid);
        fputc('\n', out);
        break;
    }
    case OUT_GRID:
        gridfmt_write_grid(out, m, grid);
        break;
    case OUT_PRETTY:
    case OUT_PRETTY_ASCII: {
        puz_render_opts o = {0};
        char err[256];
        o.ascii = form == OUT_PRETTY_ASCII;
        o.color = isatty(fileno(out)) && !getenv("NO_COLOR");
        /* the grid is verified: only a failed write can fail here, and
         * that is the caller's to report (cli_output_failed) */
        (void)puz_render(m, grid, PUZ_RENDER_TEXT, &o, out, err, sizeof err);
        break;
    }
    }
}

int cli_check_solution(const Model *m, const int *grid, const char *who)
{
    char why[160];
    if (verify_grid(m, grid, why, sizeof why))
        return 1;
    fprintf(stderr, "%s: internal error: %s returned a wrong solution: %s\n", cli_who(), who,
            why);
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

static puz_budget *budget;
static pthread_once_t budget_once = PTHREAD_ONCE_INIT;

static void budget_make(void) { budget = puz_budget_new(cli_memory_mb); }

puz_budget *cli_budget(void)
{
    pthread_once(&budget_once, budget_make);
    return budget;
}

const char *cli_stopped(const puz_result *r)
{
    return r->stopped[0] ? r->stopped : "time limit reached";
}

void cli_help(FILE *out, const char *usage)
{
    fputs(usage, out);
    fputs("backend options (each backend takes only its own; `puzc backends` lists them):\n", out);
    for (int i = 0; backend_list[i]; i++) {
        const Backend *b = backend_list[i];
        fprintf(out, "  %s\n", b->name);
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
    for (int i = 0; backend_list[i]; i++)
        for (const puz_option *p = puz_backend_options(backend_list[i]); p->name; p++) {
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
    struct option *all = xcalloc((size_t)(n + nunion + 1), sizeof *all);
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

int cli_apply(const char *cmd, const Backend *b, const CliOpts *c, SolveOpts *o)
{
    char err[512];
    for (int i = 0; i < c->n; i++)
        if (opts_apply(b, o, c->name[i], c->value[i], err, sizeof err) != 0) {
            fprintf(stderr, "puzc %s: error: %s\n", cmd, err);
            return -1;
        }
    return 0;
}

puz_options *cli_options(const char *cmd, const Backend *b, const CliOpts *c)
{
    char err[512];
    puz_options *o = puz_options_new(b);
    for (int i = 0; i < c->n; i++)
        if (puz_options_set(o, c->name[i], c->value[i], err, sizeof err) != 0) {
            fprintf(stderr, "puzc %s: error: %s\n", cmd, err);
            puz_options_free(o);
            return NULL;
        }
    return o;
}

const Backend *cli_backend(const char *cmd, const char *name)
{
    const Backend *b = backend_find(name);
    if (b)
        return b;
    fprintf(stderr, "puzc %s: error: unknown backend '%s' (have:", cmd, name);
    for (int i = 0; backend_list[i]; i++)
        fprintf(stderr, " %s", backend_list[i]->name);
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

int cli_finish_output(int status)
{
    if (cli_end_output(stdout, NULL) != 0 && status < 2)
        return 2;
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
