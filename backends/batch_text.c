/* batch_text.c -- puz_batch_run_text: the batch runner over lines held in
 * memory, every line's outcome handed back at once as text. For a caller
 * to whom a call back per line costs more than the line's solving (a
 * binding from another language: Python's ctypes spends some 2 us a
 * callback, a 17-clue 9x9 line takes 4 us): it reads the records in bulk.
 *
 * The text is read as a stream (fmemopen), so the caller's thread reads
 * the lines and the workers solve them, as for a pipe; the records are
 * appended in input order by the batch's in-order callback to one buffer
 * that grows by doubling. */
#include "puzc.h"

#include "error.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The records so far. */
typedef struct {
    char *p;
    size_t len, cap;
} Records;

/* Room for n more bytes at the end of r. */
static char *records_room(Records *r, size_t n)
{
    if (r->len + n > r->cap) {
        r->cap = r->len + n < 4096 ? 4096 : 2 * (r->len + n);
        r->p = xrealloc(r->p, r->cap);
    }
    return r->p + r->len;
}

/* The decimal digits of v at p; returns the end. */
static char *fmt_u64(char *p, uint64_t v)
{
    char d[20];
    int n = 0;
    do
        d[n++] = (char)('0' + v % 10);
    while (v /= 10);
    while (n)
        *p++ = d[--n];
    return p;
}

/* One record: STATUS TAB COUNT TAB EFFORT TAB USEC TAB ANSWER NEWLINE; a
 * reason's tabs and line ends become blanks, so that a record is one line
 * of five fields whatever it says. */
static int records_add(const puz_batch_item *it, void *ctx)
{
    Records *r = ctx;
    puz_line_status st = puz_batch_item_status(it);
    const char *ans = st == PUZ_LINE_SOLVED ? puz_batch_item_solution(it)
                                            : puz_batch_item_reason(it);
    size_t alen = ans ? strlen(ans) : 0;
    char *p = records_room(r, 80 + alen), *start = p;
    *p++ = (char)('0' + (int)st);
    *p++ = '\t';
    p = fmt_u64(p, puz_batch_item_count(it));
    *p++ = '\t';
    long effort = puz_batch_item_effort(it);
    p = fmt_u64(p, effort > 0 ? (uint64_t)effort : 0);
    *p++ = '\t';
    double us = puz_batch_item_usec(it);
    if (us > 0)
        p += snprintf(p, 32, "%.3f", us < 1e15 ? us : 1e15);
    else
        *p++ = '0';
    *p++ = '\t';
    for (size_t i = 0; i < alen; i++)
        *p++ = ans[i] == '\t' || ans[i] == '\n' || ans[i] == '\r' ? ' ' : ans[i];
    *p++ = '\n';
    r->len += (size_t)(p - start);
    return 0;
}

puz_code puz_batch_run_text(puz_batch *bt, const char *text, size_t len, const char *name,
                            char **out, size_t *out_len, puz_error **err)
{
    if (!bt || (!text && len) || !out)
        return err_set(err, PUZ_E_ARG, "puz_batch_run_text: no %s",
                       !bt ? "batch" : !out ? "output" : "text");
    Records r = {0};
    records_room(&r, 1);
    puz_code rc = PUZ_OK;
    if (len) { /* fmemopen of 0 bytes is refused by older C libraries */
        FILE *in = fmemopen((char *)text, len, "r");
        if (!in) {
            if (errno == ENOMEM)
                out_of_memory(0);
            free(r.p);
            return err_set(err, PUZ_E_IO, "cannot read the lines: %s", strerror(errno));
        }
        rc = puz_batch_run(bt, in, name, records_add, &r, err);
        fclose(in);
    }
    if (rc != PUZ_OK) {
        free(r.p);
        return rc;
    }
    r.p[r.len] = '\0'; /* room is left: a record asks for 80 bytes past its answer, uses 66 */
    *out = r.p;
    if (out_len)
        *out_len = r.len;
    return PUZ_OK;
}
