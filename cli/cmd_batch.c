/* cmd_batch.c -- `puzc batch`, a Unix filter: one puzzle per input line,
 * solved by any backend through the library's batch runner (puz_batch_run:
 * solvers prepared once per grid side and thread, the threads of one
 * ordered pool), one answer per line in input order, each written as soon
 * as it and the lines before it are solved (plain, JSON Lines or CSV).
 * This file reads the options, formats each answer (on the thread that
 * solved it), writes them in order, flushes for a reader waiting on a
 * pipe, and keeps the tally --stats and the exit status come from. */
#include "batch_stats.h"
#include "cli.h"
#include "commands.h"
#include "json.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char batch_usage[] =
    "usage: puzc batch [FILE|-] [--json|--csv] [--count N] [--killer] [--jobs N]\n"
    "                  [--stats] [--cpu-time] [--first-line N] [--time-limit S]\n"
    "                  [--memory-limit MB]\n"
    "                  [--backend B] [backend options]\n"
    "       puzc batch --merge-stats FILE...\n"
    "  one puzzle per line: 81 characters for 9x9 (16, 36, 256, 625 for 4x4, 6x6,\n"
    "  16x16, 25x25; values 1-9 then A-Z, '.', '0' or '_' empty; text after the\n"
    "  grid is its name), or `name<TAB>v1,v2,...` for any size (0 empty); a UTF-8\n"
    "  byte order mark before the first line is skipped\n"
    "  --killer     lines are `[title<TAB>]cagemap<TAB>sum,sum,...`\n"
    "  --count N    the number of solutions (up to N) instead of the grid\n"
    "  --jobs N     N worker threads, 0: one per online core (the answers stay in\n"
    "               input order)\n"
    "  --json       JSON Lines: one object per input line (docs/json.md)\n"
    "  --csv        CSV: a header line, then one row per input line\n"
    "  --stats      puzzles/s, us/puzzle, effort on stderr; with --json, a last\n"
    "               object {\"summary\":{...}} on stdout instead\n"
    "  --cpu-time   with --json, each line's CPU time too (cpu_us: the thread's;\n"
    "               two system calls a line)\n"
    "  --first-line N  the first line's number (default 1), for a shard of a file\n"
    "  --merge-stats FILE...  sums the summary objects in the files (the output of\n"
    "               batch --json --stats; '-' stdin) into one, on stdout\n"
    "  --time-limit S  at most S seconds per line (a count cut short: 'N+ (WHY)')\n"
    "  --memory-limit MB  per line, for building the model (default: half the memory)\n"
    "  --backend B  native (default), dlx, sat, ilp, or heuristic (no --count), with\n"
    "               its options (below)\n"
    "each answer is written as soon as it and the lines before it are solved\n"
    "(flushed at once when stdout is a pipe or a terminal): batch works as a\n"
    "coprocess. A plain answer line: the solution in the input's form (the\n"
    "line's `name<TAB>` or title before it, the text after a grid after it), the\n"
    "count, or '! reason'.\n"
    "exit status, the worst line's: 3 an internal error, 2 bad lines (or a usage\n"
    "error, the input cannot be read, the output written), 4 some were stopped by\n"
    "a limit (a count: printed N+), 1 some had no solution, 0 all solved; SIGINT or\n"
    "SIGTERM: the lines answered so far (whole) and --stats of them, exit 130 or 143\n";

typedef enum { FMT_PLAIN, FMT_JSON, FMT_CSV } Format;

/* The library's line statuses are batch's own, in the same order. */
_Static_assert((int)PUZ_LINE_SOLVED == BS_SOLVED && (int)PUZ_LINE_NO_SOLUTION == BS_NOSOL &&
                   (int)PUZ_LINE_STOPPED == BS_STOPPED && (int)PUZ_LINE_BAD == BS_BAD &&
                   (int)PUZ_LINE_INTERNAL == BS_INTERNAL && (int)PUZ_LINE_BLANK == BS_BLANK,
               "puzc.h's puz_line_status and batch_stats.h's BatchStatus agree");

/* ---- the answer, formatted ----
 * plain: one line per input line --
 *   solved     PRE SOLUTION TAIL: the line's "name<TAB>" (comma form) or
 *              "title<TAB>" (Killer) before it, the text after a
 *              one-character grid (separator included) after it
 *   --count    the count; "N+" when it reached --count N (there may be
 *              more), "N+ (WHY)" when a limit cut it short
 *   blank      a blank line
 *   otherwise  "! no solution", "! not solved[: WHY]", "! line N:
 *              MESSAGE" (a bad line),
 *              "! line N: internal error: wrong solution"
 * JSON Lines: {"line":N,"name":S,"status":S,"solution":S,"count":N,
 *   "reason":S,"us":X,"cpu_us":X,"effort":N}, members present as docs/json.md says.
 * CSV (RFC 4180: a field with a comma, quote, CR or LF is quoted, its
 *   quotes doubled): line,name,status,solution,count,reason,us,effort --
 *   the same values, empty where JSON has no member. */
static const char csv_header[] = "line,name,status,solution,count,reason,us,effort";

typedef struct {
    Format fmt;
    int counting;
    uint64_t max; /* --count N */
    int cpu;      /* --cpu-time: cpu_us in JSON */
} Render;

/* A count that is a lower bound: a limit cut it short, or it reached N. */
static int count_cut(uint64_t max, const puz_batch_item *it)
{
    puz_line_status st = puz_batch_item_status(it);
    return max && (st == PUZ_LINE_STOPPED ||
                   ((st == PUZ_LINE_SOLVED || st == PUZ_LINE_NO_SOLUTION) &&
                    puz_batch_item_count(it) >= max));
}

static void render_plain(FILE *f, const Render *w, const puz_batch_item *it)
{
    size_t len;
    const char *text = puz_batch_item_text(it, &len);
    const char *reason = puz_batch_item_reason(it);
    unsigned long long count = (unsigned long long)puz_batch_item_count(it);
    switch (puz_batch_item_status(it)) {
    case PUZ_LINE_BLANK: break;
    case PUZ_LINE_SOLVED:
    case PUZ_LINE_NO_SOLUTION:
        if (w->counting) {
            fprintf(f, "%llu%s", count, count_cut(w->max, it) ? "+" : "");
        } else if (puz_batch_item_status(it) == PUZ_LINE_NO_SOLUTION) {
            fputs("! no solution", f);
        } else {
            size_t suffix = puz_batch_item_suffix(it);
            fwrite(text, 1, puz_batch_item_prefix(it), f);
            fputs(puz_batch_item_solution(it), f);
            fwrite(text + suffix, 1, len - suffix, f);
        }
        break;
    case PUZ_LINE_STOPPED:
        if (w->counting)
            fprintf(f, "%llu+ (%s)", count, reason);
        else
            fprintf(f, "! not solved%s%s", reason[0] ? ": " : "", reason);
        break;
    case PUZ_LINE_BAD: fprintf(f, "! line %ld: %s", puz_batch_item_line(it), reason); break;
    default:
        fprintf(f, "! line %ld: internal error: %s", puz_batch_item_line(it), reason);
        break;
    }
}

static int has_count(const Render *w, puz_line_status st)
{
    return w->counting &&
           (st == PUZ_LINE_SOLVED || st == PUZ_LINE_NO_SOLUTION || st == PUZ_LINE_STOPPED);
}

static int has_effort(puz_line_status st)
{
    return st == PUZ_LINE_SOLVED || st == PUZ_LINE_NO_SOLUTION || st == PUZ_LINE_STOPPED;
}

static void render_json(FILE *f, const Render *w, const puz_batch_item *it)
{
    puz_line_status st = puz_batch_item_status(it);
    size_t nlen;
    const char *name = puz_batch_item_name(it, &nlen);
    JsonWriter jw;
    json_init(&jw, f);
    json_object_begin(&jw);
    json_kint(&jw, "line", puz_batch_item_line(it));
    if (nlen) {
        json_key(&jw, "name");
        json_string_n(&jw, name, nlen);
    }
    json_kstr(&jw, "status", batch_status_name[st]);
    if (puz_batch_item_solution(it))
        json_kstr(&jw, "solution", puz_batch_item_solution(it));
    if (has_count(w, st)) {
        json_key(&jw, "count");
        json_uint(&jw, (unsigned long long)puz_batch_item_count(it));
        json_kbool(&jw, "complete", !count_cut(w->max, it));
    }
    if (puz_batch_item_reason(it))
        json_kstr(&jw, "reason", puz_batch_item_reason(it));
    if (st != PUZ_LINE_BLANK) {
        json_kdouble(&jw, "us", puz_batch_item_usec(it), 1);
        if (w->cpu)
            json_kdouble(&jw, "cpu_us", puz_batch_item_cpu_usec(it), 1);
    }
    if (has_effort(st))
        json_kint(&jw, "effort", puz_batch_item_effort(it));
    json_object_end(&jw);
}

static void csv_field(FILE *f, const char *s, size_t n)
{
    if (!memchr(s, ',', n) && !memchr(s, '"', n) && !memchr(s, '\n', n) && !memchr(s, '\r', n)) {
        fwrite(s, 1, n, f);
        return;
    }
    fputc('"', f);
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '"')
            fputc('"', f);
        fputc(s[i], f);
    }
    fputc('"', f);
}

static void render_csv(FILE *f, const Render *w, const puz_batch_item *it)
{
    puz_line_status st = puz_batch_item_status(it);
    size_t nlen;
    const char *name = puz_batch_item_name(it, &nlen);
    fprintf(f, "%ld,", puz_batch_item_line(it));
    csv_field(f, name, nlen);
    fprintf(f, ",%s,", batch_status_name[st]);
    if (puz_batch_item_solution(it))
        csv_field(f, puz_batch_item_solution(it), strlen(puz_batch_item_solution(it)));
    fputc(',', f);
    if (has_count(w, st))
        fprintf(f, "%llu", (unsigned long long)puz_batch_item_count(it));
    fputc(',', f);
    if (puz_batch_item_reason(it))
        csv_field(f, puz_batch_item_reason(it), strlen(puz_batch_item_reason(it)));
    fputc(',', f);
    if (st != PUZ_LINE_BLANK)
        fprintf(f, "%.1f", puz_batch_item_usec(it));
    fputc(',', f);
    if (has_effort(st))
        fprintf(f, "%ld", puz_batch_item_effort(it));
}

/* Formats a line's answer on the thread that solved it (the batch runner's
 * on_solved), kept with the line until it is written in order. The common
 * answers, a solution in plain form and a count, are put together without
 * a stream (opening one clears an 8 KB buffer). */
static void render(puz_batch_item *it, void *ctx)
{
    const Render *w = ctx;
    puz_line_status st = puz_batch_item_status(it);
    if (w->fmt == FMT_PLAIN && st == PUZ_LINE_SOLVED && !w->counting) {
        size_t len, pre = puz_batch_item_prefix(it), suffix = puz_batch_item_suffix(it);
        const char *text = puz_batch_item_text(it, &len), *sol = puz_batch_item_solution(it);
        size_t nsol = strlen(sol), tail = len - suffix;
        char small[1024], *buf = pre + nsol + tail < sizeof small ? small
                                                                  : cli_malloc(pre + nsol + tail);
        memcpy(buf, text, pre);
        memcpy(buf + pre, sol, nsol);
        memcpy(buf + pre + nsol, text + suffix, tail);
        puz_batch_item_put(it, buf, pre + nsol + tail);
        if (buf != small)
            free(buf);
        return;
    }
    if (w->fmt == FMT_PLAIN && w->counting && (st == PUZ_LINE_SOLVED || st == PUZ_LINE_NO_SOLUTION)) {
        char num[24], *e = num + sizeof num;
        unsigned long long c = (unsigned long long)puz_batch_item_count(it);
        if (count_cut(w->max, it))
            *--e = '+';
        do
            *--e = (char)('0' + c % 10);
        while (c /= 10);
        puz_batch_item_put(it, e, (size_t)(num + sizeof num - e));
        return;
    }
    char *out = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&out, &n);
    if (!f)
        cli_out_of_memory();
    if (w->fmt == FMT_JSON)
        render_json(f, w, it);
    else if (w->fmt == FMT_CSV)
        render_csv(f, w, it);
    else
        render_plain(f, w, it);
    /* a memory stream that could not grow has dropped text (its error flag
     * set) or, at the close, its buffer: out of memory, not a short line */
    int bad = ferror(f);
    if (fclose(f) != 0 || bad || !out)
        cli_out_of_memory();
    puz_batch_item_put(it, out, n);
    free(out);
}

/* ---- writing, in order ----
 * Writing (write_line) stops at the first failed write; each run of
 * answers is flushed at once when stdout is a pipe, a socket or a
 * terminal, or when the input may block and every line read is answered
 * (flush): batch works as a coprocess. The runner's threads block SIGINT
 * and SIGTERM, so a write there is never cut short; on the main thread
 * they are held while an answer is written and flushed when it is flushed
 * at once (a write to a regular file is not interrupted). The signal's
 * flag cancels the solves in flight (those lines are dropped) and the
 * reading. */
typedef struct {
    BatchTally *tally;
    int flush_each;           /* stdout is a pipe, a socket, a terminal: flush each run */
    int flush_idle;           /* the input may block: flush when all read is written */
    int hold;                 /* hold the signals while writing */
    int lost;                 /* writing stdout failed */
    const Render *render;     /* the answers' form (its --count N) */
    long cut;                 /* counts that are lower bounds (count_cut) */
} Out;

static int write_line(const puz_batch_item *it, void *ctx)
{
    Out *o = ctx;
    sigset_t old;
    if (o->hold)
        cli_hold_signals_save(&old);
    size_t len;
    const char *out = puz_batch_item_output(it, &len);
    if (fwrite(out, 1, len, stdout) != len || putchar('\n') == EOF)
        o->lost = cli_output_failed(); /* now, while errno says why */
    if (o->hold)
        cli_hold_signals_restore(&old);
    o->cut += count_cut(o->render->max, it);
    batch_tally_add(o->tally, (BatchStatus)puz_batch_item_status(it), puz_batch_item_usec(it),
                    puz_batch_item_effort(it));
    return o->lost;
}

/* After a run of answers: flushed when someone may be waiting for them. */
static int flush(int caught_up, void *ctx)
{
    Out *o = ctx;
    if (o->flush_each || (caught_up && o->flush_idle)) {
        sigset_t old;
        if (o->hold)
            cli_hold_signals_save(&old);
        fflush(stdout);
        if (o->hold)
            cli_hold_signals_restore(&old);
    }
    o->lost = o->lost || cli_output_failed();
    return o->lost;
}

/* ---- the command ---- */

/* What the command line asked for. */
typedef struct {
    long count, jobs, first_line;
    double time_limit;
    int killer, stats, verbose, merge, cpu;
    Format fmt;
    const puz_backend *backend;
    puz_options *opts;
    const char *path;
} BatchArgs;

/* Parses argv into a; 0, or the exit status (2; 1 stands for --help, 0). */
static int parse_args(int argc, char **argv, BatchArgs *a)
{
    static const struct option own[] = {
        {"count", required_argument, NULL, 'c'},
        {"killer", no_argument, NULL, 'k'},
        {"jobs", required_argument, NULL, 'j'},
        {"stats", no_argument, NULL, 's'},
        {"cpu-time", no_argument, NULL, 'U'},
        {"json", no_argument, NULL, 'J'},
        {"csv", no_argument, NULL, 'C'},
        {"first-line", required_argument, NULL, 'F'},
        {"merge-stats", no_argument, NULL, 'G'},
        {"backend", required_argument, NULL, 'b'},
        {"time-limit", required_argument, NULL, 'T'},
        {"memory-limit", required_argument, NULL, 'M'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    struct option *longopts = cli_longopts(own);
    CliOpts co = {0};
    int opt, bad = 0, json = 0, csv = 0;
    a->jobs = 1;
    a->first_line = 1;
    a->backend = puz_backend_find("native");
    optind = 1;
    while (!bad && (opt = cli_getopt(argc, argv, "j:h", longopts)) != -1) {
        switch (opt) {
        case 'c': bad = (a->count = cli_count("batch", optarg)) < 0; break;
        case 'k': a->killer = 1; break;
        case 'j':
            if ((a->jobs = cli_long("batch", "jobs", optarg)) < 0 || a->jobs > 256) {
                if (a->jobs > 256)
                    fputs("puzc batch: error: --jobs wants 0..256 (0: one per core)\n", stderr);
                bad = 1;
            }
            break;
        case 's': a->stats = 1; break;
        case 'U': a->cpu = 1; break;
        case 'J': json = 1; break;
        case 'C': csv = 1; break;
        case 'G': a->merge = 1; break;
        case 'F':
            if ((a->first_line = cli_long("batch", "first-line", optarg)) < 1) {
                if (a->first_line == 0)
                    fputs("puzc batch: error: --first-line wants 1 or more\n", stderr);
                bad = 1;
            }
            break;
        case 'b': bad = !(a->backend = cli_backend("batch", optarg)); break;
        case 'T': bad = (a->time_limit = cli_seconds("batch", "time-limit", optarg)) < 0; break;
        case 'M': bad = cli_memory_limit("batch", optarg) < 0; break;
        case 'h': cli_help(stdout, batch_usage); free(longopts); return 1;
        default: /* '?' (cli_getopt reported it) is no backend option */
            bad = !cli_backend_option(opt, optarg, &co);
        }
    }
    free(longopts);
    if (bad)
        return 2;
    if (json && csv) {
        fputs("puzc batch: error: --json and --csv exclude each other\n", stderr);
        return 2;
    }
    a->fmt = json ? FMT_JSON : csv ? FMT_CSV : FMT_PLAIN;
    if (a->merge)
        return 0; /* the files are argv[optind..] */
    if (argc - optind > 1) {
        fprintf(stderr, "puzc batch: error: more than one input file\n%s", batch_usage);
        return 2;
    }
    if (a->count > 1 && !(puz_backend_caps(a->backend) & PUZ_CAN_COUNT)) {
        fprintf(stderr, "puzc batch: error: backend %s cannot count solutions\n",
                puz_backend_name(a->backend));
        return 2;
    }
    a->verbose = cli_verbose(&co);
    a->path = optind < argc ? argv[optind] : "-";
    return (a->opts = cli_options("batch", a->backend, &co)) ? 0 : 2;
}

/* --merge-stats FILE...: the summary objects in the files summed into one. */
static int merge_stats(int nfiles, char **files)
{
    char dash[] = "-", *stdin_only[] = {dash};
    if (nfiles == 0) {
        nfiles = 1;
        files = stdin_only;
    }
    BatchSummary all = {0}, one;
    char *line = NULL, err[160];
    size_t cap = 0;
    int rc = 0;
    for (int i = 0; i < nfiles && !rc; i++) {
        FILE *in = cli_open_lines("batch", files[i]);
        if (!in) {
            rc = 2;
            break;
        }
        long lineno = 0;
        while (!rc && cli_getline(&line, &cap, in) >= 0) {
            lineno++;
            int got = batch_summary_parse(line, &one, err, sizeof err);
            if (got < 0) {
                fprintf(stderr, "puzc batch: error: %s:%ld: a malformed summary: %s\n", files[i],
                        lineno, err);
                rc = 2;
            } else if (got && batch_summary_merge(&all, &one) != 0) {
                fprintf(stderr,
                        "puzc batch: error: %s:%ld: a summary of backend %s (%s) does not "
                        "merge with one of %s (%s)\n",
                        files[i], lineno, one.backend, one.effort_unit, all.backend,
                        all.effort_unit);
                rc = 2;
            }
        }
        if (!rc && cli_lines_error("batch", files[i], in, errno, lineno + 1) != 0)
            rc = 2;
        if (in != stdin)
            fclose(in);
    }
    free(line);
    if (!rc && !all.shards) {
        fputs("puzc batch: error: no summary object ({\"summary\":...}) in the input\n", stderr);
        rc = 2;
    }
    if (rc)
        return rc;
    JsonWriter jw;
    json_init(&jw, stdout);
    batch_summary_json(&jw, &all);
    putchar('\n');
    return 0;
}

/* Whether f is a regular file (else a pipe, terminal, socket, device). */
static int is_regular(FILE *f)
{
    struct stat st;
    return fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode);
}

/* Whether someone may be reading f as it is written: a pipe, a socket, a
 * terminal (not a regular file, nor /dev/null). */
static int is_stream(FILE *f)
{
    struct stat st;
    return isatty(fileno(f)) ||
           (fstat(fileno(f), &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)));
}

/* --verbose: the solvers' own output, a line at a time, from any thread
 * (stdio's lock keeps a line whole). */
static void verbose_line(const char *line, void *ctx)
{
    (void)ctx;
    fprintf(stderr, "%s\n", line);
}

int cmd_batch(int argc, char **argv)
{
    BatchArgs a = {0};
    int rc = parse_args(argc, argv, &a);
    if (rc)
        return rc == 1 ? 0 : rc;
    if (a.merge)
        return merge_stats(argc - optind, argv + optind);
    FILE *in = cli_open_lines("batch", a.path);
    if (!in) {
        puz_options_free(a.opts);
        return 2;
    }
    cli_catch_signals(); /* SIGINT, SIGTERM: answered lines out, stats, 130/143 */
    BatchTally t = {0};
    Render r = {a.fmt, a.count > 0, a.count > 0 ? (uint64_t)a.count : 0, a.cpu};
    Out o = {.tally = &t, .flush_each = is_stream(stdout), .flush_idle = !is_regular(in),
             .render = &r};
    o.hold = o.flush_each || o.flush_idle;
    /* files read and written in 64 KB blocks, not stdio's 4 KB: a sixteenth
     * of the system calls (set before any I/O on either stream; static
     * buffers, as glibc ignores the size without one and stdout is
     * flushed after this returns) */
    static char inbuf[1 << 16], outbuf[1 << 16];
    if (!o.flush_idle)
        setvbuf(in, inbuf, _IOFBF, sizeof inbuf);
    if (!o.flush_each && !isatty(fileno(stdout)))
        setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    puz_limits *lim = cli_limits(a.time_limit);
    puz_limits_set_cancel(lim, cli_cancel_flag());
    if (a.verbose)
        puz_limits_on_progress(lim, verbose_line, NULL);
    puz_batch *bt = puz_batch_new();
    puz_batch_set_backend(bt, a.backend, a.opts);
    puz_batch_set_limits(bt, lim);
    puz_batch_set_count(bt, (uint64_t)a.count);
    puz_batch_set_jobs(bt, (int)a.jobs);
    puz_batch_set_killer(bt, a.killer);
    puz_batch_set_first_line(bt, a.first_line);
    puz_batch_set_timed(bt, a.cpu && a.fmt == FMT_JSON ? 2 : a.stats || a.fmt != FMT_PLAIN);
    puz_batch_on_solved(bt, render, &r);
    puz_batch_on_idle(bt, flush, &o);
    if (a.fmt == FMT_CSV) {
        puts(csv_header);
        if (o.flush_each)
            fflush(stdout);
    }
    double t_start = cli_now();
    puz_error *e = NULL;
    puz_code code = puz_batch_run(bt, in, strcmp(a.path, "-") ? a.path : "<stdin>", write_line,
                                  &o, &e);
    cli_hold_signals(1); /* from here to the exit: nothing more cut short */
    t.s.wall = cli_now() - t_start;
    t.s.threads = puz_batch_threads(bt);
    t.s.shards = 1;
    snprintf(t.s.backend, sizeof t.s.backend, "%s", puz_backend_name(a.backend));
    snprintf(t.s.effort_unit, sizeof t.s.effort_unit, "%s", puz_backend_effort_name(a.backend));
    int sig = cli_signal_status();
    int unread = 0;
    if (code != PUZ_OK && !o.lost && !sig) {
        unread = 1;
        if (code == PUZ_E_IO)
            fprintf(stderr, "puzc batch: error: %s\n", puz_error_message(e));
        else
            cli_print_error(e);
    }
    puz_error_free(e);
    if (in != stdin)
        fclose(in);
    if (sig)
        fprintf(stderr, "puzc batch: stopped by %s: %ld line%s answered, the rest dropped\n",
                sig == 128 + SIGINT ? "SIGINT" : "SIGTERM", t.s.lines,
                t.s.lines == 1 ? "" : "s");
    if (a.stats && a.fmt == FMT_JSON && !o.lost) {
        JsonWriter jw;
        json_init(&jw, stdout);
        batch_summary_json(&jw, &t.s);
        putchar('\n');
    } else if (a.stats) {
        batch_tally_print(&t, stderr, !strcmp(puz_backend_name(a.backend), "native"));
    }
    long internal = t.s.status[BS_INTERNAL], badl = t.s.status[BS_BAD];
    long nosol = t.s.status[BS_NOSOL], stopped = t.s.status[BS_STOPPED] + o.cut;
    batch_tally_free(&t);
    puz_batch_free(bt);
    puz_limits_free(lim);
    puz_options_free(a.opts);
    if (sig)
        return sig;
    if (o.lost || unread)
        return internal ? 3 : 2; /* lost: main() says why */
    return internal ? CLI_EXIT_INTERNAL
           : badl   ? CLI_EXIT_USAGE
           : stopped ? CLI_EXIT_LIMIT
           : nosol  ? CLI_EXIT_NONE
                    : CLI_EXIT_OK;
}
