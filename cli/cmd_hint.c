/* cmd_hint.c -- `puzc hint`: the next logical step a solver would take from
 * a puzzle's givens, with the house or pattern that justifies it. It is the
 * first step of the rater's path (puz_rate with its steps recorded: the
 * simplest technique that makes progress), put in words by explain.c; a
 * puzzle whose first step is a guess has no logical step. The rating's
 * count to 2 says whether the puzzle is unique: a hint needs one answer. */
#include "cli.h"
#include "commands.h"
#include "explain.h"
#include "json.h"

#include <stdlib.h>
#include <string.h>

static const char hint_usage[] =
    "usage: puzc hint FILE.puz|LINE|- [--json] [--time-limit S] [--memory-limit MB]\n"
    "  The next logical step from the puzzle's givens, and why: the first step\n"
    "  of the rater's solving path, the simplest technique that makes progress.\n"
    "    r4c7 must be 6: the only place for 6 in box 6 (hidden single)\n"
    "    6 in box 4 lies in row 5: remove 6 from r5c7, r5c8 (locked candidates)\n"
    "  The puzzle: a .puz file, a one-line puzzle (on the command line or as\n"
    "  a file's line) or - for stdin.\n"
    "  --json           one JSON object (docs/json.md)\n"
    "  --time-limit S   stop after S seconds (the uniqueness count included)\n"
    "  --memory-limit MB  the memory the command may take (default: half the\n"
    "                   machine's; 0: no limit)\n"
    "exit status: 0 a step (or the grid is already complete), 1 no logical\n"
    "step (the rater would guess), no solution, or not unique, 2 usage or\n"
    "input error, 3 internal error, 4 stopped by a limit\n";

/* The outcome, as JSON's "status" says it. */
typedef enum { H_STEP, H_COMPLETE, H_GUESS, H_NONE, H_NOT_UNIQUE, H_STOPPED } HintKind;
static const char *const kind_words[] = {"step", "complete", "guess", "no solution", "not unique",
                                         "stopped"};

/* The cell's row and column members of a JSON object. */
static void json_cell(JsonWriter *j, const puz_model *m, int cell)
{
    json_kint(j, "row", cell / puz_model_cols(m) + 1);
    json_kint(j, "col", cell % puz_model_cols(m) + 1);
}

static void json_values(JsonWriter *j, const puz_model *m, uint64_t mask)
{
    json_array_begin(j);
    for (; mask; mask &= mask - 1)
        json_int(j, puz_model_vmin(m) + __builtin_ctzll(mask));
    json_array_end(j);
}

/* The step's members: technique, level, the placement or the eliminations,
 * the houses, the pattern's cells and values. */
static void json_step(JsonWriter *j, const puz_model *m, const puz_rating *rt)
{
    const puz_step *st = puz_rating_step(rt, 0);
    json_kstr(j, "technique", puz_tech_name((puz_tech)st->tech));
    json_kstr(j, "level", puz_level_name(puz_tech_level((puz_tech)st->tech)));
    if (st->cell >= 0) {
        json_cell(j, m, st->cell);
        json_kint(j, "value", st->value);
    } else {
        json_key(j, "eliminations");
        json_array_begin(j);
        for (int e = 0; e < st->nelims; e++) {
            const puz_elim *el = puz_rating_elim(rt, st->first + e);
            json_object_begin(j);
            json_cell(j, m, el->cell);
            json_key(j, "values");
            json_values(j, m, el->values);
            json_object_end(j);
        }
        json_array_end(j);
    }
    int cons[8], cells[8];
    int nh = puz_rating_step_houses(rt, 0, cons, 8), nc = puz_rating_step_cells(rt, 0, cells, 8);
    char name[64];
    json_key(j, "houses");
    json_array_begin(j);
    for (int k = 0; k < nh && k < 8; k++) {
        json_object_begin(j);
        json_kstr(j, "kind", puz_house_kind_name(puz_model_house(m, cons[k], name, sizeof name)));
        json_kstr(j, "name", name);
        json_object_end(j);
    }
    json_array_end(j);
    json_key(j, "cells");
    json_array_begin(j);
    for (int k = 0; k < nc && k < 8; k++) {
        json_object_begin(j);
        json_cell(j, m, cells[k]);
        json_object_end(j);
    }
    json_array_end(j);
    json_key(j, "values");
    json_values(j, m, puz_rating_step_values(rt, 0));
}

/* Prints the outcome (text: the line; JSON: one object) and returns the
 * exit status. */
static int report(const char *path, const puz_model *m, const puz_rating *rt, HintKind k,
                  const char *text, int json)
{
    char *line = NULL;
    size_t len = 0;
    if (k == H_STEP) { /* the sentence, then the technique */
        FILE *f = open_memstream(&line, &len);
        if (!f)
            cli_out_of_memory();
        const puz_step *st = puz_rating_step(rt, 0);
        explain_step(f, m, rt, 0);
        fprintf(f, " (%s)", puz_tech_name((puz_tech)st->tech));
        fclose(f);
        for (char *p = strrchr(line, '('); p && *p; p++)
            if (*p == '_')
                *p = ' ';
        text = line;
    }
    if (json) {
        JsonWriter j;
        json_init(&j, stdout);
        json_object_begin(&j);
        json_kstr(&j, "file", path);
        json_kstr(&j, "status", kind_words[k]);
        json_kstr(&j, "text", text);
        if (k == H_STEP)
            json_step(&j, m, rt);
        json_object_end(&j);
        putchar('\n');
    } else {
        puts(text);
    }
    free(line);
    return k == H_STEP || k == H_COMPLETE ? CLI_EXIT_OK
           : k == H_STOPPED               ? CLI_EXIT_LIMIT : CLI_EXIT_NONE;
}

/* Why a rating stopped, in words. */
static const char *stop_words(const puz_rating *rt)
{
    switch (puz_rating_stop(rt)) {
    case PUZ_STOP_GAVE_UP: return "stopped: the rater gave up (too many guesses)";
    case PUZ_STOP_MEMORY: return "stopped: memory limit reached";
    case PUZ_STOP_CANCEL: return "stopped: cancelled";
    default: return "stopped: time limit reached";
    }
}

/* The hint for m: rates it with its steps and reports the first. */
static int hint(const char *path, const puz_model *m, double time_limit, int json)
{
    int n = puz_model_ncells(m);
    if (puz_model_ngivens(m) == n) { /* nothing to fill: is it right? */
        puz_error *e = NULL;
        if (puz_verify(m, puz_model_givens(m), &e) == PUZ_OK)
            return report(path, m, NULL, H_COMPLETE,
                          "complete: every cell is filled and the grid is valid", json);
        char why[512];
        snprintf(why, sizeof why, "no solution: the grid is full but wrong: %s",
                 puz_error_message(e));
        puz_error_free(e);
        return report(path, m, NULL, H_NONE, why, json);
    }
    puz_rater *ro = puz_rater_new();
    puz_rater_set(ro, "steps", NULL, NULL);
    CliProgress prog; /* on stderr when it is a terminal, else nothing */
    cli_progress_init(&prog, 0);
    puz_limits *lim = cli_limits(time_limit);
    puz_limits_set_cancel(lim, cli_cancel_flag());
    puz_limits_on_progress(lim, cli_progress, &prog);
    puz_rating *rt = puz_rating_new();
    puz_error *e = NULL;
    puz_code rc = puz_rate(m, ro, lim, rt, &e);
    puz_limits_free(lim);
    cli_progress_clear(&prog);
    puz_rater_free(ro);
    int status;
    if (rc != PUZ_OK) {
        fprintf(stderr, "puzc hint: %s: %s: %s\n", rc == PUZ_E_INTERNAL ? "internal error" : "error",
                path, puz_error_message(e));
        puz_error_free(e);
        status = rc == PUZ_E_INTERNAL ? CLI_EXIT_INTERNAL : CLI_EXIT_USAGE;
    } else if (puz_rating_status(rt) == PUZ_NO_SOLUTION) {
        status = report(path, m, rt, H_NONE, "no solution: the puzzle has none, so no step "
                        "leads to an answer", json);
    } else if (puz_rating_status(rt) != PUZ_SOLVED) {
        status = report(path, m, rt, H_STOPPED, stop_words(rt), json);
    } else if (puz_rating_unique(rt) == 0) {
        status = report(path, m, rt, H_NOT_UNIQUE, "not unique: the puzzle has 2 or more "
                        "solutions, so no hint leads to one answer", json);
    } else if (puz_rating_step(rt, 0)->tech == PUZ_TECH_GUESS) {
        char cn[32], text[160];
        snprintf(text, sizeof text, "no logical step: the rater would guess here (at %s)",
                 puz_cell_name(m, puz_rating_step(rt, 0)->cell, cn, sizeof cn));
        status = report(path, m, rt, H_GUESS, text, json);
    } else {
        if (puz_rating_unique(rt) < 0)
            fprintf(stderr, "puzc hint: note: the uniqueness count was cut short; the step "
                    "holds in every solution\n");
        status = report(path, m, rt, H_STEP, NULL, json);
    }
    puz_rating_free(rt);
    return status;
}

int cmd_hint(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"json", no_argument, NULL, 'J'},
        {"time-limit", required_argument, NULL, 'T'},
        {"memory-limit", required_argument, NULL, 'M'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0}};
    int opt, json = 0;
    double time_limit = 0;
    optind = 1;
    while ((opt = cli_getopt(argc, argv, "h", longopts)) != -1) {
        switch (opt) {
        case 'J': json = 1; break;
        case 'T':
        case 'M':
            if (cli_limit_option("hint", opt, optarg, &time_limit) < 0)
                return CLI_EXIT_USAGE;
            break;
        case 'h': fputs(hint_usage, stdout); return CLI_EXIT_OK;
        default: return CLI_EXIT_USAGE; /* '?': cli_getopt reported it */
        }
    }
    if (optind != argc - 1) {
        fprintf(stderr, "puzc hint: error: %s\n%s",
                optind >= argc ? "no puzzle given" : "more than one puzzle given", hint_usage);
        return CLI_EXIT_USAGE;
    }
    const char *path = argv[optind];
    puz_limits *fl = cli_limits(time_limit);
    int rc;
    puz_model *m = cli_load_limits(path, fl, &rc);
    puz_limits_free(fl);
    if (!m)
        return rc;
    int status = hint(cli_is_inline(path) ? "<argument>" : path, m, time_limit, json);
    puz_model_free(m);
    return status;
}
