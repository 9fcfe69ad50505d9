/* batch_stats.h -- what came of a batch's lines: the tally the exit status
 * and --stats come from, its text form (stderr), its JSON summary object
 * (the end of a --json stream), and merging the summaries of shards. */
#ifndef PUZC_BATCH_STATS_H
#define PUZC_BATCH_STATS_H

#include "json.h"

#include <stdio.h>

/* How a line ended: the "status" vocabulary of --json and --csv. */
typedef enum {
    BS_SOLVED,     /* "solved": a solution (with --count: counted, one or more) */
    BS_NOSOL,      /* "no solution" */
    BS_STOPPED,    /* "stopped": a limit or the method gave up first */
    BS_BAD,        /* "bad line": the line cannot be read as a puzzle */
    BS_INTERNAL,   /* "internal error": a solution that did not verify */
    BS_BLANK,      /* "blank": an empty line, echoed */
    BS_NSTATUS
} BatchStatus;

extern const char *const batch_status_name[BS_NSTATUS];

/* Mergeable totals: counts, sums and maxima only. */
typedef struct {
    long lines;               /* lines answered, blank ones included */
    long status[BS_NSTATUS];
    double us, max_us;        /* time per line: sum and maximum, microseconds */
    long long effort;         /* the backend's effort, summed over puzzles */
    long no_effort;           /* puzzles that took none (native: no guess) */
    double wall;              /* seconds; merged: the longest shard */
    long threads, shards;
    char backend[32], effort_unit[32];
} BatchSummary;

/* The tally: the summary plus each puzzle's time (for median and p99). */
typedef struct {
    BatchSummary s;
    double *times;
    size_t ntimes, cap;
} BatchTally;

/* Counts one answered line. */
void batch_tally_add(BatchTally *t, BatchStatus st, double us, long effort);
void batch_tally_free(BatchTally *t);
/* Puzzles: every line but the blank ones. */
long batch_summary_puzzles(const BatchSummary *s);

/* The text of --stats (rates, time per puzzle, effort) to out. */
void batch_tally_print(BatchTally *t, FILE *out, int native);
/* {"summary":{...}} (no newline). */
void batch_summary_json(JsonWriter *j, const BatchSummary *s);

/* Reads one line of JSON Lines: 1 and *s filled when it is a summary
 * object as batch_summary_json writes it, 0 when it is another line, -1
 * when it begins like one but is malformed (err says why). */
int batch_summary_parse(const char *line, BatchSummary *s, char *err, size_t errsz);
/* Adds b into a (counts and sums added, maxima kept); -1 when they come
 * from different backends (their effort is not the same unit). */
int batch_summary_merge(BatchSummary *a, const BatchSummary *b);

#endif
