/* page_api.c -- the web page's calls into libpuzc (make web links it with
 * the library into web/puzc.wasm). A client of include/puzc.h alone, as
 * the command line and the Python package are: each pw_ function takes
 * the page's text and settings as strings, makes the library calls, and
 * answers with one JSON object (the page's worker parses it).
 *
 * Answers live in one buffer that the next call reuses (the worker copies
 * each into a JS string at once). Every answer either holds "error": the
 * library's error -- code name, its text ready to show, and each message
 * with its line and column (the editor marks them) -- or what was asked.
 *
 * Settings come as lines "name=value" ("name" alone: a flag on), the
 * form the page builds from the option tables pw_info lists; each goes
 * through the owner's set call, so a wrong one is the library's own
 * message. */
#include "puzc.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the answer: a growing JSON text ---- */

static char *out;
static size_t out_len, out_cap;

static void put(const char *s, size_t n)
{
    if (out_len + n + 1 > out_cap) {
        size_t cap = out_cap ? out_cap : 4096;
        while (out_len + n + 1 > cap)
            cap *= 2;
        char *p = realloc(out, cap);
        if (!p)
            abort();
        out = p;
        out_cap = cap;
    }
    memcpy(out + out_len, s, n);
    out_len += n;
    out[out_len] = 0;
}

static void puts_raw(const char *s)
{
    put(s, strlen(s));
}

static void putf(const char *fmt, ...)
{
    char buf[128];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    put(buf, n < 0 ? 0 : (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

/* s as a JSON string (null for NULL): quotes, backslashes and control
 * characters escaped. */
static void put_str(const char *s, size_t n)
{
    if (!s) {
        puts_raw("null");
        return;
    }
    put("\"", 1);
    size_t from = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        put(s + from, i - from);
        if (c == '"' || c == '\\') {
            char e[2] = {'\\', (char)c};
            put(e, 2);
        } else if (c == '\n') {
            puts_raw("\\n");
        } else if (c == '\t') {
            puts_raw("\\t");
        } else {
            putf("\\u%04x", c);
        }
        from = i + 1;
    }
    put(s + from, n - from);
    put("\"", 1);
}

static void put_s(const char *s)
{
    put_str(s, s ? strlen(s) : 0);
}

/* "key": (after a comma unless first) */
static void key(const char *k, int first)
{
    if (!first)
        put(",", 1);
    put_s(k);
    put(":", 1);
}

static const char *begin(void)
{
    out_len = 0;
    put("{", 1);
    return out;
}

static const char *end(void)
{
    put("}", 1);
    return out;
}

/* "error":{...} for e (then freed); the answer ends. */
static const char *fail(puz_error *e)
{
    key("error", out_len == 1);
    put("{", 1);
    key("code", 1);
    put_s(puz_code_name(puz_error_code(e)));
    key("text", 0);
    put_s(puz_error_text(e));
    key("diags", 0);
    put("[", 1);
    for (int i = 0; i < puz_error_count(e); i++) {
        const puz_diag *d = puz_error_diag(e, i);
        put(i ? ",{" : "{", 2 - !i);
        key("severity", 1);
        put_s(d->severity == PUZ_DIAG_ERROR ? "error" : d->severity == PUZ_DIAG_WARNING ? "warning"
                                                                                       : "note");
        key("line", 0);
        putf("%d", d->line);
        key("col", 0);
        putf("%d", d->column);
        key("message", 0);
        put_s(d->message);
        put("}", 1);
    }
    put("]}", 2);
    puz_error_free(e);
    return end();
}

/* A settings text "name=value\nname\n..." handed to set(obj, name, value)
 * one line at a time; the first error stops it. */
typedef puz_code (*set_fn)(void *obj, const char *name, const char *value, puz_error **err);

static puz_code apply(void *obj, set_fn set, const char *text, puz_error **err)
{
    const char *p = text ? text : "";
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        if (n) {
            char *line = malloc(n + 1);
            if (!line)
                abort();
            memcpy(line, p, n);
            line[n] = 0;
            char *eq = strchr(line, '=');
            if (eq)
                *eq = 0;
            puz_code c = set(obj, line, eq ? eq + 1 : NULL, err);
            free(line);
            if (c != PUZ_OK)
                return c;
        }
        p += n + (nl != NULL);
    }
    return PUZ_OK;
}

static puz_code set_option(void *o, const char *n, const char *v, puz_error **e)
{
    return puz_options_set(o, n, v, e);
}
static puz_code set_gen(void *o, const char *n, const char *v, puz_error **e)
{
    return puz_gen_set(o, n, v, e);
}
static puz_code set_rater(void *o, const char *n, const char *v, puz_error **e)
{
    return puz_rater_set(o, n, v, e);
}

static puz_code compile(const char *text, puz_model **m, puz_error **err)
{
    return puz_compile_string("model.puz", text, strlen(text), NULL, m, err);
}

/* "svg": the model drawn with grid (NULL: its givens). */
static void put_svg(const puz_model *m, const int *grid)
{
    char *svg = NULL;
    size_t len = 0;
    puz_error *e = NULL;
    key("svg", 0);
    if (puz_render_string(m, grid, PUZ_RENDER_SVG, NULL, &svg, &len, &e) == PUZ_OK) {
        put_str(svg, len);
        puz_free(svg);
    } else {
        puts_raw("null");
        puz_error_free(e);
    }
}

static void put_grid(const char *k, const puz_model *m, const int *grid)
{
    char *s = puz_grid_string(m, grid, PUZ_GRID_LINE);
    key(k, 0);
    put_s(s);
    puz_free(s);
}

static void put_table(const char *k, const puz_option *t)
{
    key(k, 0);
    put("[", 1);
    for (int i = 0; t[i].name; i++) {
        put(i ? ",{" : "{", 2 - !i);
        static const char *const kinds[] = {"choice", "flag", "int", "real"};
        key("name", 1);
        put_s(t[i].name);
        key("kind", 0);
        put_s(kinds[t[i].kind]);
        key("help", 0);
        put_s(t[i].help);
        key("values", 0);
        put("[", 1);
        for (int j = 0; t[i].values && t[i].values[j]; j++) {
            if (j)
                put(",", 1);
            put_s(t[i].values[j]);
        }
        put("]}", 2);
    }
    put("]", 1);
}

/* ---- the calls ---- */

/* The library's version, its backends (capabilities, formats, option
 * tables) and the generator's, rater's and renderer's settings. */
const char *pw_info(void);
const char *pw_info(void)
{
    begin();
    key("version", 1);
    put_s(puz_version());
    key("backends", 0);
    put("[", 1);
    for (int i = 0; i < puz_backend_count(); i++) {
        const puz_backend *b = puz_backend_at(i);
        unsigned caps = puz_backend_caps(b);
        put(i ? ",{" : "{", 2 - !i);
        key("name", 1);
        put_s(puz_backend_name(b));
        key("description", 0);
        put_s(puz_backend_description(b));
        key("effort", 0);
        put_s(puz_backend_effort_name(b));
        key("solve", 0);
        puts_raw(caps & PUZ_CAN_SOLVE ? "true" : "false");
        key("count", 0);
        puts_raw(caps & PUZ_CAN_COUNT ? "true" : "false");
        key("formats", 0);
        put("[", 1);
        const char *const *f = puz_backend_formats(b);
        for (int j = 0; f[j]; j++) {
            if (j)
                put(",", 1);
            put_s(f[j]);
        }
        put("]", 1);
        put_table("options", puz_backend_options(b));
        put("}", 1);
    }
    put("]", 1);
    put_table("generate", puz_gen_settings());
    put_table("rate", puz_rater_settings());
    return end();
}

/* Compiles the model: its errors, or its shape, warnings and picture. */
const char *pw_check(const char *text);
const char *pw_check(const char *text)
{
    puz_model *m = NULL;
    puz_error *e = NULL;
    begin();
    if (compile(text, &m, &e) != PUZ_OK)
        return fail(e);
    key("kind", 1);
    put_s(puz_kind_name(puz_model_kind(m)));
    key("name", 0);
    put_s(puz_model_name(m));
    key("rows", 0);
    putf("%d", puz_model_rows(m));
    key("cols", 0);
    putf("%d", puz_model_cols(m));
    key("givens", 0);
    putf("%d", puz_model_ngivens(m));
    key("constraints", 0);
    putf("%d", puz_model_nconstraints(m));
    const puz_error *w = puz_model_warnings(m);
    key("warnings", 0);
    put("[", 1);
    for (int i = 0; w && i < puz_error_count(w); i++) {
        const puz_diag *d = puz_error_diag(w, i);
        if (i)
            put(",", 1);
        putf("{\"line\":%d,\"col\":%d,\"message\":", d->line, d->column);
        put_s(d->message);
        put("}", 1);
    }
    put("]", 1);
    put_svg(m, NULL);
    puz_model_free(m);
    return end();
}

/* Solutions kept for a page of "all": those numbered from .. from+size. */
typedef struct {
    uint64_t seen, from, size;
    int first;
} Page;

static int on_solution(const puz_model *m, const int *grid, void *ctx)
{
    Page *pg = ctx;
    if (pg->seen >= pg->from && pg->seen < pg->from + pg->size) {
        char *s = puz_grid_string(m, grid, PUZ_GRID_LINE);
        if (!pg->first)
            put(",", 1);
        pg->first = 0;
        put_s(s);
        puz_free(s);
    }
    pg->seen++;
    return 0;
}

/* Solves (limit 1), counts up to limit, or lists solutions from .. from +
 * size (size > 0: a page of "all"; counting up to from + size + 1 says
 * whether there are more) with backend and its options, within seconds
 * (0: none). */
const char *pw_solve(const char *text, const char *backend, const char *opts, double limit,
                     double from, double size, double seconds);
const char *pw_solve(const char *text, const char *backend, const char *opts, double limit,
                     double from, double size, double seconds)
{
    puz_model *m = NULL;
    puz_error *e = NULL;
    begin();
    const puz_backend *b = puz_backend_find(backend);
    if (!b) {
        key("error", 1);
        puts_raw("{\"code\":\"bad argument\",\"text\":\"error: no backend ");
        put_s(backend);
        puts_raw("\\n\",\"diags\":[]}");
        return end();
    }
    if (compile(text, &m, &e) != PUZ_OK)
        return fail(e);
    puz_options *o = puz_options_new(b);
    if (apply(o, set_option, opts, &e) != PUZ_OK) {
        puz_options_free(o);
        puz_model_free(m);
        return fail(e);
    }
    puz_limits *lim = puz_limits_new();
    Page pg = {0, (uint64_t)from, (uint64_t)size, 1};
    uint64_t n = size > 0 ? pg.from + pg.size + 1 : limit >= 1 ? (uint64_t)limit : 1;
    puz_limits_set_solutions(lim, n);
    if (seconds > 0)
        puz_limits_set_time(lim, seconds);
    key("grids", 1);
    put("[", 1);
    if (size > 0)
        puz_limits_on_solution(lim, on_solution, &pg);
    puz_result *r = puz_result_new();
    puz_code c = puz_solve(m, b, o, lim, r, &e);
    put("]", 1);
    if (c != PUZ_OK) {
        out_len = 1; /* drop the grids: the answer is the error */
        out[1] = 0;
    } else {
        puz_status st = puz_result_status(r);
        key("status", 0);
        put_s(st == PUZ_SOLVED ? "solved" : st == PUZ_NO_SOLUTION ? "no solution" : "stopped");
        key("stopped", 0);
        put_s(puz_result_stopped(r));
        key("solutions", 0);
        putf("%llu", (unsigned long long)puz_result_solutions(r));
        key("limit", 0);
        putf("%llu", (unsigned long long)n);
        key("complete", 0);
        puts_raw(puz_result_complete(r) ? "true" : "false");
        key("effort", 0);
        putf("%ld", puz_result_effort(r));
        key("effort_name", 0);
        put_s(puz_backend_effort_name(b));
        key("build_ms", 0);
        putf("%.3f", puz_result_build_sec(r) * 1e3);
        key("solve_ms", 0);
        putf("%.3f", puz_result_solve_sec(r) * 1e3);
        key("note", 0);
        put_s(puz_result_note(r));
        key("sizes", 0); /* the backend's model size: {"clauses": 1158, ...} */
        put("{", 1);
        for (int i = 0, first = 1; i < 3; i++)
            if (puz_backend_size_name(b, i)) {
                key(puz_backend_size_name(b, i), first);
                putf("%ld", puz_result_size(r, i));
                first = 0;
            }
        put("}", 1);
        const int *g = puz_result_grid(r);
        if (g) {
            put_grid("grid", m, g);
            put_svg(m, g);
        }
    }
    puz_result_free(r);
    puz_limits_free(lim);
    puz_options_free(o);
    puz_model_free(m);
    return c != PUZ_OK ? fail(e) : end();
}

/* The model's formulation in format, built with opts (options of the
 * backend that writes it). */
const char *pw_emit(const char *text, const char *format, const char *opts);
const char *pw_emit(const char *text, const char *format, const char *opts)
{
    puz_model *m = NULL;
    puz_error *e = NULL;
    begin();
    if (compile(text, &m, &e) != PUZ_OK)
        return fail(e);
    const puz_backend *b = puz_backend_for_format(format);
    puz_options *o = b ? puz_options_new(b) : NULL;
    char *s = NULL;
    size_t len = 0;
    puz_code c = o ? apply(o, set_option, opts, &e) : PUZ_OK;
    if (c == PUZ_OK)
        c = puz_emit_string(m, format, o, NULL, &s, &len, &e);
    puz_options_free(o);
    puz_model_free(m);
    if (c != PUZ_OK)
        return fail(e);
    key("backend", 1);
    put_s(b ? puz_backend_name(b) : NULL);
    key("text", 0);
    put_str(s, len);
    puz_free(s);
    return end();
}

/* An external solver's answer to one of the model's formulations, read
 * and verified. */
const char *pw_decode(const char *text, const char *answer);
const char *pw_decode(const char *text, const char *answer)
{
    puz_model *m = NULL;
    puz_error *e = NULL;
    begin();
    if (compile(text, &m, &e) != PUZ_OK)
        return fail(e);
    int *grid = calloc((size_t)puz_model_ncells(m), sizeof *grid);
    if (!grid)
        abort();
    puz_answer a;
    const char *format = NULL, *note = NULL;
    if (puz_decode(m, answer, strlen(answer), "answer", grid, &a, &format, &note, &e) != PUZ_OK) {
        free(grid);
        puz_model_free(m);
        return fail(e);
    }
    key("answer", 1);
    put_s(a == PUZ_ANSWER_SOLVED ? "solved" : a == PUZ_ANSWER_NO_SOLUTION ? "no solution"
                                                                           : "relaxed");
    key("format", 0);
    put_s(format);
    key("note", 0);
    put_s(note);
    if (a != PUZ_ANSWER_NO_SOLUTION) {
        put_grid("grid", m, grid);
        put_svg(m, grid);
    }
    free(grid);
    puz_model_free(m);
    return end();
}

/* A puzzle made with the generator's settings, as .puz text. */
const char *pw_generate(const char *settings, double seconds);
const char *pw_generate(const char *settings, double seconds)
{
    puz_error *e = NULL;
    begin();
    puz_gen *g = puz_gen_new();
    if (apply(g, set_gen, settings, &e) != PUZ_OK) {
        puz_gen_free(g);
        return fail(e);
    }
    puz_limits *lim = puz_limits_new();
    if (seconds > 0)
        puz_limits_set_time(lim, seconds);
    puz_puzzle *p = puz_puzzle_new();
    puz_code c = puz_generate(g, lim, p, &e);
    puz_limits_free(lim);
    puz_gen_free(g);
    if (c != PUZ_OK) {
        puz_puzzle_free(p);
        return fail(e);
    }
    key("status", 1);
    put_s(puz_puzzle_status(p) == PUZ_SOLVED ? "solved" : "stopped");
    key("why", 0);
    put_s(puz_puzzle_why(p));
    key("missed", 0);
    puts_raw(puz_puzzle_missed(p) ? "true" : "false");
    if (puz_puzzle_status(p) == PUZ_SOLVED) {
        char *t = NULL;
        size_t len = 0;
        if (puz_model_string(puz_puzzle_model(p), &t, &len, &e) != PUZ_OK) {
            puz_puzzle_free(p);
            return fail(e);
        }
        key("model", 0);
        put_str(t, len);
        puz_free(t);
        key("clues", 0);
        putf("%d", puz_puzzle_clues(p));
        key("level", 0);
        put_s(puz_puzzle_level(p) >= 0 ? puz_level_name(puz_puzzle_level(p)) : NULL);
        key("sec", 0);
        putf("%.3f", puz_puzzle_sec(p));
    }
    puz_puzzle_free(p);
    return end();
}

/* The rater's verdict: level, score, guesses, the techniques used. */
const char *pw_rate(const char *text, const char *settings, double seconds);
const char *pw_rate(const char *text, const char *settings, double seconds)
{
    puz_model *m = NULL;
    puz_error *e = NULL;
    begin();
    if (compile(text, &m, &e) != PUZ_OK)
        return fail(e);
    puz_rater *o = puz_rater_new();
    puz_limits *lim = puz_limits_new();
    if (seconds > 0)
        puz_limits_set_time(lim, seconds);
    puz_rating *r = puz_rating_new();
    puz_code c = apply(o, set_rater, settings, &e);
    if (c == PUZ_OK)
        c = puz_rate(m, o, lim, r, &e);
    if (c == PUZ_OK) {
        puz_status st = puz_rating_status(r);
        key("status", 1);
        put_s(st == PUZ_SOLVED ? "solved" : st == PUZ_NO_SOLUTION ? "no solution" : "stopped");
        key("level", 0);
        put_s(st == PUZ_SOLVED ? puz_level_name((puz_level)puz_rating_level(r)) : NULL);
        key("score", 0);
        putf("%ld", puz_rating_score(r));
        key("guesses", 0);
        putf("%ld", puz_rating_guesses(r));
        key("unique", 0);
        putf("%d", puz_rating_unique(r));
        key("hardest", 0);
        put_s(puz_rating_hardest(r) >= 0 ? puz_tech_name((puz_tech)puz_rating_hardest(r)) : NULL);
        key("techniques", 0);
        put("{", 1);
        int first = 1;
        for (int t = 0; t < PUZ_NTECHS; t++)
            if (puz_rating_count(r, t)) {
                key(puz_tech_name((puz_tech)t), first);
                putf("%ld", puz_rating_count(r, t));
                first = 0;
            }
        put("}", 1);
        key("steps", 0);
        putf("%ld", puz_rating_nsteps(r));
    }
    puz_rating_free(r);
    puz_limits_free(lim);
    puz_rater_free(o);
    puz_model_free(m);
    return c != PUZ_OK ? fail(e) : end();
}
