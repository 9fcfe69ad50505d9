/* lex.h -- what the scanner (lexer.l), the grammar (parser.y) and the
 * driver (frontend.c) share: the scanner's state, its life cycle, and the
 * parse entry point. Nothing of Flex or Bison leaks past this header. */
#ifndef PUZC_LEX_H
#define PUZC_LEX_H

#include "ast.h"
#include "diag.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct {
    Diag *diag;
    const Source *src;
    size_t read;         /* bytes of src->text handed to the scanner */
    unsigned tokens;     /* matches so far (ast.h's front_tick, file->lim) */
    AstFile *file;       /* where the grammar actions put statements */
    int line, col;       /* position of the next character */
    bool pending_block;  /* a block keyword was read: rows follow this line */
    int block_rows;      /* rows of this block returned, not counting rulers */
    int block_rulers;    /* ... and of its rulers */
    bool at_eol;         /* the last token ended a line (or none yet) */
    bool skip_line;      /* the parser dropped this statement: skip its text */
    Loc eof;             /* just past the last character */
    Loc block_end;       /* where the last grid block ended ... */
    bool block_end_eof;  /* ... and whether that was the end of the file */
    char bad_msg[160];   /* the lexical error a BAD token stands for */
    Loc bad_loc;
    bool bad_note;       /* ... with a note ("the string opened here") */
    Loc bad_note_loc;
} LexCtx;

/* lexer.l: a scanner over ctx->src (ctx is its state); lex_close frees it. */
void *lex_open(LexCtx *ctx);
void lex_close(void *scanner);
/* lexer.l: the statement keyword closest to word[0..len) within a small
 * edit distance, or NULL. */
const char *lex_suggest(const char *word, size_t len);

/* parser.y: parses src into file, reporting syntax errors to d (under
 * file->lim). Returns the number of errors reported while parsing. */
int parse_source(const Source *src, Diag *d, AstFile *file);

#endif
