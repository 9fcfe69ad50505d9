/* source.h -- one input text held in memory with its line map, so that a
 * location (line, column) can be turned back into the line it names, and
 * the Loc type every stage of the front end uses for positions. */
#ifndef PUZC_SOURCE_H
#define PUZC_SOURCE_H

#include <stddef.h>

/* A span of text: 1-based line and column (byte) of its first character,
 * and of the character just past its end. Bison's YYLTYPE is this type. */
typedef struct {
    int first_line, first_column;
    int last_line, last_column;
} Loc;

typedef struct {
    char *name;          /* as shown in messages: the path, or "<stdin>" */
    char *text;          /* NUL-terminated copy; may also hold NUL bytes */
    size_t len;
    size_t *line_start;  /* offset of the first byte of line i+1 */
    int nlines;          /* at least 1, even for an empty text */
} Source;

/* The longest model text puzc reads: 16 MB. The largest grid's model with
 * every cell given and a constraint on every pair of neighbours is a few
 * MB; the cap bounds what a runaway input (a device, an endless pipe) can
 * make the front end hold: at most about ten times the text, for a file
 * of nothing but two-cell statements (docs/language.md). */
#define SOURCE_MAX_LEN (1u << 24)
#define SOURCE_MAX_TEXT "16 MB"

/* Copies text (len bytes). */
Source *source_new(const char *name, const char *text, size_t len);
/* Reads a file ("-" = standard input). NULL on failure, with errno set
 * (EFBIG past SOURCE_MAX_LEN, found without reading further). */
Source *source_read(const char *path);
void source_free(Source *s);
/* Line `line` (1-based) without its newline (and without a '\r' before
 * it); NULL when the line does not exist. */
const char *source_line(const Source *s, int line, size_t *len);
/* The location just past the last character (for "at end of file"). */
Loc source_end(const Source *s);
/* A one-character location. */
Loc source_loc(int line, int col);

#endif
