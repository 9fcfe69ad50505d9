/* textin.h -- reading input text with a cap: a model or an answer whole,
 * one-line puzzles and summaries a line at a time. An endless input (a
 * device, a file of NUL bytes, a runaway pipe) is refused while it is
 * read, at the cap, instead of growing a buffer without end. */
#ifndef PUZC_TEXTIN_H
#define PUZC_TEXTIN_H

#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* The longest line taken: 1 MB. The longest puzzle line puzc writes, a
 * 256x256 grid in the comma form, is about 260 KB. */
#define TEXTIN_LINE_MAX (1u << 20)
#define TEXTIN_LINE_MAX_TEXT "1 MB"
/* The longest solver answer `decode` reads: 64 MB (a SAT solver's model of
 * an empty 100x100 grid's CNF, a million variables, is about 8 MB). */
#define TEXTIN_ANSWER_MAX (1u << 26)
#define TEXTIN_ANSWER_MAX_TEXT "64 MB"

/* getline(3) with the cap: the line (its newline kept) in *line, grown as
 * needed to at most TEXTIN_LINE_MAX + 2 bytes, and its length; -1 at the
 * end of the input or on a read error (errno set, ferror(in)); -1 with
 * errno EMSGSIZE when the line passes TEXTIN_LINE_MAX bytes (then
 * TEXTIN_LINE_MAX + 1 of its bytes are read and no more). Holds the
 * stream's lock while it reads. */
ssize_t textin_line(char **line, size_t *cap, FILE *in);

/* All of f, NUL-terminated, in *buf (xmalloc'd; *len bytes): 0; or -1 with
 * errno set: EFBIG when f holds more than max bytes (a regular file's
 * size is looked at first; a pipe is read to max + 1 bytes and no more),
 * or the read error. The buffer is made to measure for a regular file and
 * never grows past max + 1 bytes. */
int textin_all(FILE *f, size_t max, char **buf, size_t *len);

#endif
