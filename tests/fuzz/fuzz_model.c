/* fuzz_model.c -- libFuzzer harness over the structure-aware generator
 * (gm.h): the input's bytes are the generator's choices, so coverage
 * steers the structure of a model (how many cages, which cells they
 * share, which blocks and sizes) rather than its bytes. Each input makes
 * either
 *
 * - a .puz model, compiled by puz_compile_string: its error's messages
 *   must be located (file:line:col inside the text, the line, a caret)
 *   and their count right; a model that compiles is then solved and counted to 2 on
 *   native and (each often, as the input says) every other backend that
 *   takes its size (dlx, sat, ilp; the heuristic solves), with options
 *   drawn from the input, a short time limit and a memory limit: every
 *   solution passes the verifier and keeps the givens, and backends that
 *   finish agree on the count. Its givens are written and read back, a
 *   Latin square converted to its Sudoku (whose count must match); and,
 *   often, it is emitted in every format into memory (puz_emit_string),
 *   drawn as SVG, text and PNG (its givens and its solution), rated, and
 *   a generated solver's answer for it decoded (puz_decode); or
 * - lines of batch input (plain and Killer), each read and solved as batch
 *   does (fuzz_check_line).
 *
 * `make fuzz` builds it with the others (tools/fuzz.sh); tests/t_fuzz.sh
 * replays its seeds (tests/fuzz/corpus/model/) and regressions. One input
 * by hand: build-fuzz/fuzz_model FILE; FUZZ_MODEL_PRINT=1 in the
 * environment prints the model text first. Like the other harnesses it is
 * a client of include/puzc.h alone. */
#include "fuzz_check.h"
#include "gm.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Model text and answers stay under this, so one input stays fast. */
#define TEXT_LIMIT (48 * 1024)
/* ncells * nvals up to which a backend builds its formulation, and emits. */
#define BIG_WORK 20000
#define ILP_WORK 1000

/* ---- diagnostics ---- */

/* The length of line `line` (1-based) of text, -1 past its end. */
static long line_len(const char *text, size_t len, int line)
{
    size_t i = 0;
    for (int l = 1; l < line; l++) {
        const char *nl = memchr(text + i, '\n', len - i);
        if (!nl)
            return -1;
        i = (size_t)(nl - text) + 1;
    }
    const char *nl = memchr(text + i, '\n', len - i);
    return (long)((nl ? (size_t)(nl - text) : len) - i);
}

/* Every message of a compile's error: "fuzz.puz:L:C: error|note: MESSAGE",
 * L a line of the text (or one past the last), C at most one past the
 * line's end, then the quoted line and a caret line; or the error limit's
 * note (line 0), or a message with no place ("error: ..."). The errors
 * counted: at least one, and as many as kept unless the limit's note says
 * some were dropped. */
static void check_diags(const puz_error *e, const char *text, size_t len)
{
    int kept = 0, cut_short = 0;
    for (int i = 0; i < puz_error_count(e); i++) {
        const puz_diag *g = puz_error_diag(e, i);
        if (!g || !g->text || !g->message)
            abort();
        kept += g->severity == PUZ_DIAG_ERROR;
        if (!g->file) {
            if (strncmp(g->text, "error: ", 7) != 0 || g->line || g->column)
                abort();
            continue;
        }
        if (strcmp(g->file, "fuzz.puz") != 0)
            abort();
        if (g->line == 0) { /* the note that reporting stopped */
            if (strncmp(g->text, "fuzz.puz: too many errors", 25) != 0)
                abort();
            cut_short = 1;
            continue;
        }
        long ll = line_len(text, len, g->line);
        if (g->line < 1 || g->column < 1 || (ll < 0 && g->line > 1) || g->column > ll + 2) {
            fprintf(stderr, "diagnostic out of the text (line %d of it is %ld bytes):\n%s",
                    g->line, ll, g->text);
            abort();
        }
        char head[64];
        snprintf(head, sizeof head, "fuzz.puz:%d:%d: %s: ", g->line, g->column,
                 g->severity == PUZ_DIAG_ERROR     ? "error"
                 : g->severity == PUZ_DIAG_WARNING ? "warning"
                                                   : "note");
        const char *nl1 = strchr(g->text, '\n'), *nl2 = nl1 ? strchr(nl1 + 1, '\n') : NULL;
        const char *nl3 = nl2 ? strchr(nl2 + 1, '\n') : NULL;
        if (strncmp(g->text, head, strlen(head)) != 0 || !nl3 || nl3[1] != '\0') {
            fprintf(stderr, "diagnostic not located as 'file:line:col: ...', line, caret:\n%s",
                    g->text);
            abort();
        }
        /* the caret line: blanks (or "   " after a cut), one '^', then '~' */
        const char *p = nl2 + 1;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p++ != '^')
            abort();
        while (*p == '~')
            p++;
        if (p != nl3)
            abort();
    }
    int errors = puz_error_errors(e);
    if (errors < 1 || kept < 1 || kept > errors || (!cut_short && kept != errors)) {
        fprintf(stderr, "%d errors counted, %d kept\n", errors, kept);
        abort();
    }
}

/* What sums cost the emitters and dlx's decoder, which no limit bounds
 * (they write, or build, what they are asked for). CNF: a cage's digit
 * sets, C(nvals, cells), summed in sets (a 25x25 Killer with 7-cell cages:
 * 900 MB), and every sum's adder tree, about (cells * nvals)^2 clauses,
 * summed in tree (WCNF keeps the givens: 253 sums of up to 11 cells on a
 * 9x9 make 42 MB, past 10 s instrumented). XCC: placements, up to
 * nvals^cells for a plain sum and nvals!/(nvals-cells)! for a cage,
 * summed in placements (a 12-cell sum on a 6x6: 160 MB, 5 s; dlx's
 * decoder builds that matrix before it reads any answer: 15 s, 880 MB;
 * an 8x8 Killer with 6-cell cages, some 60,000 placements: 6.5 s, 570 MB). */
typedef struct {
    double sets, tree, placements;
} SumCosts;

static int nvals(const puz_model *m) { return puz_model_vmax(m) - puz_model_vmin(m) + 1; }

static long work(const puz_model *m) { return (long)puz_model_ncells(m) * nvals(m); }

static SumCosts sum_costs(const puz_model *m)
{
    SumCosts k = {0, 0, 0};
    int nv = nvals(m);
    for (int i = 0; i < puz_model_nconstraints(m); i++) {
        int n = 0, distinct = 0;
        if (strcmp(puz_model_constraint(m, i, NULL, &n, NULL, &distinct, NULL), "sum") != 0)
            continue;
        double sets = 1, p = 1, w = (double)n * nv;
        for (int j = 0; j < n && p < 1e12; j++) {
            if (j < nv)
                sets = sets * (nv - j) / (j + 1);
            p *= distinct ? nv - j : nv;
        }
        if (distinct && k.sets < 1e12)
            k.sets += sets;
        if (k.placements < 1e12)
            k.placements += p;
        k.tree += w * w;
    }
    return k;
}

/* ---- solving ---- */

/* One of a backend's own options, set to a value its table lists: taken. */
static void set_option(puz_options *o, const char *name, const char *value)
{
    puz_error *e = NULL;
    if (puz_options_set(o, name, value, &e) != PUZ_OK) {
        fprintf(stderr, "option --%s %s refused: %s\n", name, value ? value : "",
                puz_error_message(e));
        abort();
    }
}

/* Options for backend b drawn from the input: each choice option a value
 * (0, the default, when the input has run out), a flag now and then. Not
 * drawn: verbose (output), threads (native's racing searches have their
 * own tests), and ilp's --heuristics: GLPK's feasibility pump and
 * proximity search do not stop at the time limit (9.4 s for a 0.2 s
 * limit on a 9x9 Killer, closed formulation), a known bug of the limits,
 * being fixed apart; drawn, it would make every long run stop there. */
static puz_options *draw_options(GmSrc *s, const puz_backend *b, int *ilp_maxsum)
{
    puz_options *o = puz_options_new(b);
    *ilp_maxsum = 0;
    for (const puz_option *op = puz_backend_options(b); op->name; op++) {
        if (!strcmp(op->name, "verbose") || !strcmp(op->name, "threads") ||
            !strcmp(op->name, "heuristics"))
            continue;
        if (op->kind == PUZ_OPT_CHOICE) {
            int n = 0;
            while (op->values[n])
                n++;
            const char *v = op->values[gm_below(s, (unsigned)n)];
            set_option(o, op->name, v);
            *ilp_maxsum |= !strcmp(v, "maxsum");
        } else if (op->kind == PUZ_OPT_FLAG && gm_chance(s, 15)) {
            set_option(o, op->name, NULL);
        } else if (!strcmp(op->name, "iterations")) {
            set_option(o, op->name, "2000");
        } else if (!strcmp(op->name, "seed") && gm_chance(s, 30)) {
            set_option(o, op->name, gm_chance(s, 50) ? "1" : "7");
        }
    }
    return o;
}

typedef struct {
    long count;        /* solutions found, up to the limit */
    int complete;      /* the count is settled */
    int *solution;     /* the first one (owned), or NULL */
    const char *who;
} Run;

/* Solves m with b (options drawn), counting to 2 (once: to 1); checks the
 * result. */
static void run_backend(GmSrc *s, const puz_model *m, const char *name, double limit, int once,
                        Run *out)
{
    const puz_backend *b = puz_backend_find(name);
    int maxsum;
    puz_options *o = draw_options(s, b, &maxsum);
    uint64_t max = strcmp(name, "heuristic") && !once ? 2 : 1;
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, max);
    puz_limits_set_time(lim, limit);
    puz_limits_set_memory(lim, 256);
    puz_result *r = puz_result_new();
    puz_error *e = NULL;
    puz_code rc = puz_solve(m, b, o, lim, r, &e);
    out->who = name;
    out->count = 0;
    out->complete = 0;
    out->solution = NULL;
    if (rc != PUZ_OK) {
        /* refused (a model the backend cannot express, options that do not
         * go with it): never a wrong answer */
        fuzz_check_error(e, rc);
        if (rc == PUZ_E_INTERNAL) {
            fprintf(stderr, "%s: %s\n", name, puz_error_message(e));
            abort();
        }
        puz_error_free(e);
    } else {
        puz_status st = puz_result_status(r);
        uint64_t n = puz_result_solutions(r);
        if (e || st < PUZ_SOLVED || st > PUZ_STOPPED || n > max)
            abort();
        if ((st == PUZ_SOLVED) != (n > 0) || (st == PUZ_SOLVED && !puz_result_grid(r)))
            abort();
        if (st == PUZ_NO_SOLUTION && !puz_result_complete(r))
            abort();
        puz_stop why = puz_result_stop(r);
        /* (an incomplete method that gave up, sat's propagate-only undecided,
         * says PUZ_STOP_GAVE_UP with its words) */
        if ((st == PUZ_NO_SOLUTION && why != PUZ_STOP_NONE) ||
            (why != PUZ_STOP_NONE && (puz_result_complete(r) || !puz_result_stopped(r)[0])))
        {
            fprintf(stderr, "%s: status %d, stop %d (%s), complete %d, note %s\n", name, st,
                    why, puz_result_stopped(r), puz_result_complete(r), puz_result_note(r));
            abort(); /* a stop says which and why; a count it cut is not complete */
        }
        const int *grid = puz_result_grid(r);
        if (grid) {
            fuzz_check_solution(m, puz_model_givens(m), grid, name);
            size_t bytes = (size_t)puz_model_ncells(m) * sizeof *grid;
            out->solution = malloc(bytes);
            if (!out->solution)
                abort();
            memcpy(out->solution, grid, bytes);
        }
        out->count = (long)n;
        /* a count settled to the limit (2 found) or below it; maxsum's
         * optimum is a filled grid, not a count */
        out->complete = !maxsum && strcmp(name, "heuristic") &&
                        (puz_result_complete(r) || n == max);
    }
    puz_result_free(r);
    puz_limits_free(lim);
    puz_options_free(o);
}

/* Every backend that takes m's size; counts compared. Grids past BIG_WORK
 * are solved by native alone, and only solved: the search for a second
 * solution of an empty `latin 256` runs on past its time limit (native's
 * search, value_split: minutes for a 1 s limit), a known bug of the
 * limits being fixed apart. Returns a solution (the caller's) or NULL. */
static int *solve_all(GmSrc *s, const puz_model *m)
{
    static const char *const names[] = {"native", "dlx", "sat", "ilp", "heuristic"};
    long w = work(m);
    SumCosts cost = sum_costs(m);
    Run runs[5];
    int n = 0;
    for (int i = 0; i < 5; i++) {
        if (i > 0 && !gm_chance(s, 60)) /* native always, each other backend often */
            continue;
        if ((i == 1 || i == 2) && w > BIG_WORK)
            continue;
        /* dlx lists a sum's placements while it builds, past its time limit
         * (backends/dlx/cage.c, tuples_rec: 0.8 s for 0.2 s on a 12-cell
         * plain sum), a known bug of the limits, fixed apart */
        if (i == 1 && cost.placements > 1e6)
            continue;
        if (i == 3 && w > ILP_WORK)
            continue;
        if (i == 4 && puz_model_ncells(m) > 81)
            continue;
        run_backend(s, m, names[i], i == 0 ? 0.3 : 0.2, w > BIG_WORK, &runs[n++]);
    }
    int *sol = NULL;
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < i; k++)
            if (runs[i].complete && runs[k].complete && runs[i].count != runs[k].count) {
                fprintf(stderr, "%s counts %ld, %s %ld\n", runs[k].who, runs[k].count,
                        runs[i].who, runs[i].count);
                abort();
            }
        if (!sol)
            sol = runs[i].solution;
        else
            free(runs[i].solution);
    }
    return sol;
}

/* ---- the other uses of a model ---- */

static void emit_all(const puz_model *m)
{
    if (work(m) > BIG_WORK)
        return;
    SumCosts cost = sum_costs(m);
    for (int i = 0; i < puz_backend_count(); i++) {
        const puz_backend *b = puz_backend_at(i);
        for (const char *const *f = puz_backend_formats(b); *f; f++) {
            if (((cost.sets > 20000 || cost.tree > 1e6) &&
                 (!strcmp(*f, "cnf") || !strcmp(*f, "wcnf"))) ||
                (cost.placements > 1e6 && !strcmp(*f, "xcc")))
                continue;
            if (puz_backend_for_format(*f) != b)
                abort();
            char *buf = NULL;
            size_t len = 0;
            puz_error *e = NULL;
            puz_code rc = puz_emit_string(m, *f, NULL, NULL, &buf, &len, &e);
            if (rc != PUZ_OK)
                fuzz_check_error(e, rc);
            if ((rc != PUZ_OK && rc != PUZ_E_UNSUPPORTED) || (rc == PUZ_OK && (!buf || !len)) ||
                (rc != PUZ_OK && buf)) {
                fprintf(stderr, "emit %s: %d (%s), %zu bytes\n", *f, rc,
                        e ? puz_error_message(e) : "", len);
                abort();
            }
            puz_error_free(e);
            puz_free(buf);
        }
    }
}

/* A setting the table lists, with a value it takes: taken. */
static void render_set(puz_render_opts *o, const char *name, const char *value)
{
    puz_error *e = NULL;
    if (puz_render_set(o, name, value, &e) != PUZ_OK) {
        fprintf(stderr, "render --%s %s: %s\n", name, value, puz_error_message(e));
        abort();
    }
}

static void render_all(const puz_model *m, const int *solution)
{
    if (puz_model_ncells(m) > 4096)
        return;
    for (int f = PUZ_RENDER_SVG; f <= PUZ_RENDER_PNG; f++)
        for (int with = 0; with < 2; with++) {
            if (with && !solution)
                continue;
            char *buf = NULL;
            size_t len = 0;
            puz_error *e = NULL;
            puz_render_opts *ro = puz_render_opts_new();
            render_set(ro, "tint", with ? "on" : "off");
            render_set(ro, "ascii", with ? "on" : "off");
            puz_code rc = puz_render_string(m, with ? solution : NULL, (puz_render_format)f, ro,
                                            &buf, &len, &e);
            if (rc != PUZ_OK)
                fuzz_check_error(e, rc);
            /* refused: a picture too large, PNG without cairo */
            if ((rc != PUZ_OK && rc != PUZ_E_ARG && rc != PUZ_E_UNSUPPORTED) ||
                (rc == PUZ_OK && (!buf || !len)))
                abort();
            puz_error_free(e);
            puz_free(buf);
            puz_render_opts_free(ro);
        }
}

static void rater_set(puz_rater *o, const char *name, const char *value)
{
    puz_error *e = NULL;
    if (puz_rater_set(o, name, value, &e) != PUZ_OK) {
        fprintf(stderr, "rater --%s %s: %s\n", name, value, puz_error_message(e));
        abort();
    }
}

static void rate(const puz_model *m)
{
    if (puz_model_ncells(m) > 256 || nvals(m) > 64)
        return;
    puz_rater *o = puz_rater_new();
    rater_set(o, "max-guesses", "100");
    rater_set(o, "count-limit", "0.2");
    /* No steps: a solving path without eliminations (singles alone, the
     * empty grid's) has rating.c:44-45 copy them from NULL (UBSan), a known
     * bug being fixed apart; tools/fuzz_cli.sh runs `rate --steps`. */
    rater_set(o, "steps", "off");
    puz_rating *r = puz_rating_new();
    puz_error *e = NULL;
    puz_code rc = puz_rate(m, o, NULL, r, &e);
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        if (rc != PUZ_E_UNSUPPORTED) { /* other sums than cages: refused */
            fprintf(stderr, "rate: %s\n", puz_error_message(e));
            abort();
        }
        puz_error_free(e);
    } else {
        puz_status st = puz_rating_status(r);
        if (st < PUZ_SOLVED || st > PUZ_STOPPED)
            abort();
        if (st == PUZ_SOLVED)
            fuzz_check_solution(m, puz_model_givens(m), puz_rating_solution(r), "rate");
        int hardest = puz_rating_hardest(r);
        if (hardest < -1 || hardest >= PUZ_NTECHS || puz_rating_guesses(r) < 0)
            abort();
    }
    puz_rating_free(r);
    puz_rater_free(o);
}

/* Counts m to 2 within 0.3 s: solutions found, whether settled, and the
 * first (the result's). */
static int count2(const puz_model *m, puz_result *r)
{
    puz_limits *lim = puz_limits_new();
    puz_limits_set_solutions(lim, 2);
    puz_limits_set_time(lim, 0.3);
    puz_error *e = NULL;
    puz_code rc = puz_solve(m, NULL, NULL, lim, r, &e);
    puz_limits_free(lim);
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        puz_error_free(e);
        return 0;
    }
    return puz_result_complete(r) || puz_result_solutions(r) == 2;
}

/* A Latin square of order <= 4 as its Sudoku: as many completions (to 2,
 * when both counts finish), and a Sudoku solution maps back to one of the
 * square. */
static void convert(const puz_model *m)
{
    if (puz_model_rows(m) > 4)
        return;
    puz_model *sud = NULL;
    puz_error *e = NULL;
    puz_code rc = puz_latin_to_sudoku(m, &sud, &e);
    if (rc != PUZ_OK) { /* not a Latin square: refused, with a message */
        fuzz_check_error(e, rc);
        if (sud)
            abort();
        puz_error_free(e);
        return;
    }
    fuzz_check_model(sud);
    puz_result *a = puz_result_new(), *b = puz_result_new();
    int done_a = count2(m, a), done_b = count2(sud, b);
    if (done_a && done_b && puz_result_solutions(a) != puz_result_solutions(b)) {
        fprintf(stderr, "latin %lu, its sudoku %lu\n", (unsigned long)puz_result_solutions(a),
                (unsigned long)puz_result_solutions(b));
        abort();
    }
    if (puz_result_grid(b)) {
        int *square = malloc((size_t)puz_model_ncells(m) * sizeof *square);
        if (!square || puz_latin_from_sudoku(m, puz_result_grid(b), square, &e) != PUZ_OK)
            abort();
        fuzz_check_solution(m, puz_model_givens(m), square, "latin from sudoku");
        free(square);
    }
    puz_result_free(a);
    puz_result_free(b);
    puz_model_free(sud);
}

/* A generated solver's answer through puz_decode and the verify reader.
 * puz_decode asks every backend's reader in turn, and dlx's builds the
 * exact-cover matrix in three cage modes before it reads a line, for any
 * answer the readers before it pass on (glpsol's, CBC's, XCC's): a plain
 * sum's placements have no bound there (a 12-cell sum on a 6x6: 15 s and
 * 880 MB), so models past 5,000 placements are not decoded. */
static void decode(GmSrc *s, const puz_model *m, const int *solution)
{
    if (work(m) > BIG_WORK || sum_costs(m).placements > 5000)
        return;
    GmBuf ans;
    gm_buf_init(&ans, TEXT_LIMIT);
    gm_answer(s, puz_model_rows(m), puz_model_cols(m), puz_model_vmin(m), puz_model_vmax(m),
              solution, &ans);
    fuzz_check_decode(m, ans.text ? ans.text : "", ans.len);
    gm_buf_free(&ans);
}

static void one_model(GmSrc *s)
{
    GmBuf text;
    gm_buf_init(&text, TEXT_LIMIT);
    gm_model(s, &text);
    if (getenv("FUZZ_MODEL_PRINT"))
        fwrite(text.text, 1, text.len, stderr);
    puz_model *m = NULL;
    puz_error *e = NULL;
    puz_code rc = puz_compile_string("fuzz.puz", text.text ? text.text : "", text.len, NULL, &m,
                                     &e);
    if ((rc == PUZ_OK) != (m != NULL) || (rc == PUZ_OK) != (e == NULL))
        abort();
    if (rc != PUZ_OK) {
        fuzz_check_error(e, rc);
        if (rc != PUZ_E_INPUT)
            abort();
        check_diags(e, text.text ? text.text : "", text.len);
        puz_error_free(e);
    }
    if (m) {
        fuzz_check_model(m);
        /* the cheap checks always, the costly ones often: more inputs a second */
        fuzz_check_round_trip(m);
        int *sol = solve_all(s, m);
        if (gm_chance(s, 50))
            emit_all(m);
        if (gm_chance(s, 40))
            render_all(m, sol);
        if (gm_chance(s, 40))
            rate(m);
        convert(m);
        if (gm_chance(s, 50))
            decode(s, m, sol);
        free(sol);
        puz_model_free(m);
    }
    gm_buf_free(&text);
}

static void some_lines(GmSrc *s)
{
    int killer = gm_chance(s, 35);
    GmBuf text;
    gm_buf_init(&text, TEXT_LIMIT);
    gm_lines(s, killer, gm_range(s, 1, 8), &text);
    const char *p = text.text ? text.text : "", *end = p + text.len;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = (size_t)((nl ? nl : end) - p);
        fuzz_check_line(p, len, killer, 1);
        fuzz_check_line(p, len, !killer, 0);
        p += len + 1;
    }
    gm_buf_free(&text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    GmSrc s;
    gm_src_bytes(&s, data, size);
    if (gm_below(&s, 5) == 4)
        some_lines(&s);
    else
        one_model(&s);
    return 0;
}
