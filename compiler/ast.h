/* ast.h -- the model as written: one record per statement of a .puz file,
 * with the location of every part, built by the grammar actions and read
 * by the checking pass (check.c), which turns it into the IR. */
#ifndef PUZC_AST_H
#define PUZC_AST_H

#include "ir.h"
#include "source.h"

#include <stdbool.h>

/* A cell list, a given list or a sums line keeps its first AST_MAX_ITEMS
 * entries: more cells than any grid has must repeat one or leave the grid,
 * so the entries kept already hold an error (the first ones reported), and
 * a line of a million cells costs no more memory than one of 4097. */
#define AST_MAX_ITEMS (PUZ_MAX_SIDE * PUZ_MAX_SIDE + 1)
/* A grid block keeps its first AST_MAX_ROWS rows that are not rulers (one
 * more than any grid has: enough to say "more than N rows") and its first
 * AST_MAX_ROWS rulers (a Kakuro picture reads a row of blanks, `- - -`,
 * as a row); the scanner drops the rest. */
#define AST_MAX_ROWS (PUZ_MAX_SIDE + 1)

/* "RxC" (c > 0) or a single number N (c == 0). */
typedef struct {
    int r, c;
} AstSize;

/* A cell as written, r<row>c<col>: 1-based, not yet checked against the grid. */
typedef struct {
    int row, col;
    Loc loc;
} AstCell;

/* The same as the scanner returns it (its location goes separately). */
typedef struct {
    int row, col;
} AstRC;

/* One item of a cell list: a cell, or the rectangle between two corners
 * (r1c1..r3c3). 32 bytes: a file of millions of short statements is held
 * in a few times its size (a cell as written takes 5-9 bytes). */
typedef struct {
    int row, col;     /* the cell, or the range's first corner */
    int row2, col2;   /* the range's second corner; a cell: the cell again */
    Loc loc;          /* the item as written (a range: corner to corner) */
} AstCellItem;

/* The three lists are one allocation each, header and items, which the
 * `add` functions may move: use the list they return. */
typedef struct {
    int n, cap;
    AstCellItem v[];
} AstCells;

/* One `label=N` of a sums line, or one `rXcY=N` of a given statement. */
typedef struct {
    char *label;     /* sums: the cage label; given: NULL */
    AstCell cell;    /* given: the cell */
    Loc lhs_loc;
    int value;
    Loc value_loc;
} AstAssign;

typedef struct {
    int n, cap;
    AstAssign v[];
} AstAssigns;

/* One line of a grid block: the whole line from column 1, its comment cut
 * off (so text[i] is at column i+1). */
typedef struct {
    char *text;
    int len;
    int line;
} AstRow;

typedef struct {
    int n, cap;
    AstRow v[];
} AstRows;

/* Statement kinds, each with its keyword as it reads in messages and
 * whether it holds a cell list (AstStmt.cells). */
#define AST_KINDS(X)                          \
    X(NAME, "name", 0)                          \
    X(SOURCE, "source", 0)                      \
    X(SUDOKU, "sudoku", 0)                      \
    X(LATIN, "latin", 0)                        \
    X(KILLER, "killer", 0)                      \
    X(GRID, "grid", 0)                          \
    X(KAKURO, "kakuro", 0)                      \
    X(VALUES, "values", 0)                      \
    X(DISTINCT_ROWS, "distinct rows", 0)        \
    X(DISTINCT_COLS, "distinct cols", 0)        \
    X(DISTINCT_BOXES, "distinct boxes", 0)      \
    X(DISTINCT_DIAGONALS, "distinct diagonals", 0)\
    X(DISTINCT_CELLS, "distinct", 1)            \
    X(CAGE, "cage", 1)                          \
    X(SUM, "sum", 1)                            \
    X(GIVEN, "given", 0)                        \
    X(SUMS, "sums", 0)                          \
    X(GIVENS, "givens", 0)                      \
    X(REGIONS, "regions", 0)                    \
    X(CAGES, "cages", 0)                        \
    X(ODD, "odd", 1)                            \
    X(EVEN, "even", 1)                          \
    X(LESS, "less", 1)                          \
    X(THERMO, "thermo", 1)                      \
    X(CONSECUTIVE, "consecutive", 1)            \
    X(DOUBLE, "double", 1)                      \
    X(ARROW, "arrow", 1)                        \
    X(NONCONSECUTIVE, "nonconsecutive", 1)      \
    X(NEGATIVE, "negative", 1)                  \
    X(XV, "xv", 1)                              \
    X(SKYSCRAPER, "skyscraper", 1)              \
    X(OUTSIDESUM, "outsidesum", 1)              \
    X(ANTIKNIGHT, "antiknight", 1)              \
    X(ANTIKING, "antiking", 1)                  \
    X(WHISPER, "whisper", 1)                    \
    X(PALINDROME, "palindrome", 1)              \
    X(DISJOINT, "disjoint", 1)                  \
    X(CLONE, "clone", 1)                        \
    X(LITTLEKILLER, "littlekiller", 1)          \
    X(CAGE_PLAIN, "cage", 1)                    \
    X(RENBAN, "renban", 1)                      \
    X(MINIMUM, "minimum", 1)                    \
    X(MAXIMUM, "maximum", 1)                    \
    X(BETWEEN, "between", 1)                    \
    X(SANDWICH, "sandwich", 1)                  \
    X(XSUM, "xsum", 1)                          \
    X(REGIONSUM, "regionsum", 1)                \
    X(QUADRUPLE, "quadruple", 1)                \
    X(UNUSED, "unused", 1)                      \
    X(LAYOUT, "sudoku", 0)                      \
    X(PLACE, "sudoku ... at", 0)

typedef enum {
#define AST_X_ENUM(id, word, cells) AST_##id,
    AST_KINDS(AST_X_ENUM)
#undef AST_X_ENUM
    AST_NKINDS
} AstKind;

/* One statement; which fields it has depends on its kind (they share
 * memory: a file of millions of statements is held in half the room). */
typedef struct AstStmt {
    AstKind kind;
    Loc loc;                   /* the keyword */
    struct AstStmt *next;
    union {
        struct {               /* headers, distinct boxes */
            AstSize size;
            Loc size_loc;
        };
        struct {
            int lo, hi;        /* values lo..hi; cage/sum: lo = the total;
                                  xv: 10 (X), 5 (V), -1 another word;
                                  negative: an AST_NEG_* */
            Loc lo_loc, hi_loc;
            AstCells *cells;   /* distinct, cage, sum, the variants (arrow:
                                  the circle first) */
            int digits[4];     /* quadruple: the first four values listed
                                  (lo: how many were, lo_loc: where) */
        };
        AstAssigns *assigns;   /* given, sums */
        char *text;            /* name, source */
        struct {               /* sudoku RxC at rXcY [step S] [boxstep B] */
            AstKind pheader;   /* the word before the size: only sudoku places */
            AstSize psize;
            Loc psize_loc;
            AstCell at;
            int step, boxstep; /* 0: not written */
            Loc step_loc, boxstep_loc;
        };
        struct {               /* givens, regions, cages blocks */
            AstRows *rows;
            Loc end;           /* where the block ended ... */
            bool end_eof;      /* ... and whether at the end of the file */
        };
    };
} AstStmt;

/* The values a quadruple lists (`quadruple CELLS = 1 2 3`): how many, the
 * first four of them, and where the list is. */
typedef struct {
    int n;
    int v[4];
    Loc loc;
} AstDigits;

/* negative WORD: which marks a missing mark denies (AstStmt.lo). */
enum { AST_NEG_UNKNOWN = -1, AST_NEG_CONSECUTIVE, AST_NEG_KROPKI, AST_NEG_XV };

/* Statements are allocated AST_BLOCK at a time (a file of millions of
 * one-line statements would otherwise make millions of small allocations). */
#define AST_BLOCK 1024
typedef struct AstBlock {
    struct AstBlock *next;
    int used;
    AstStmt v[AST_BLOCK];
} AstBlock;

/* LIMITS of a compile (frontend.c): the scanner and the checking pass ask
 * front_tick every FRONT_TICK tokens or statements, with how far the text
 * has been read and how many statements are held; nonzero (a puz_stop)
 * means stop: the scanner ends the input there, the checking pass its
 * loop, and the driver reports the stop. */
typedef struct FrontLimits FrontLimits;
#define FRONT_TICK 4096
int front_tick(FrontLimits *l, size_t read, int line, long statements);

typedef struct {
    AstStmt *first, *last;
    int n;
    AstBlock *blocks;      /* the newest first */
    FrontLimits *lim;      /* may be NULL */
} AstFile;

/* Whether statements of kind k hold a cell list (AstStmt.cells). */
bool ast_kind_has_cells(AstKind k);
/* Frees s's cell list, if it has one (once it is in the IR). */
void ast_stmt_drop_cells(AstStmt *s);
const char *ast_kind_word(AstKind k);

/* Constructors called by the grammar actions. Each takes ownership of the
 * lists and strings it is given. */
AstFile *ast_file_new(void);
void ast_file_free(AstFile *f);
AstStmt *ast_add(AstFile *f, AstKind kind, Loc loc);
void ast_add_size(AstFile *f, AstKind kind, Loc loc, AstSize size, Loc size_loc);
void ast_add_text(AstFile *f, AstKind kind, Loc loc, char *text);
/* A grid placed in a multi-grid frame; then its step or (box) boxstep,
 * on the last statement added when it is a placement (else ignored: the
 * grammar lets no other statement take them). */
void ast_add_place(AstFile *f, AstKind header, Loc loc, AstSize size, Loc size_loc, AstRC at,
                   Loc at_loc);
void ast_place_step(AstFile *f, int box, int n, Loc loc);
void ast_add_values(AstFile *f, Loc loc, int lo, Loc lo_loc, int hi, Loc hi_loc);
void ast_add_cells(AstFile *f, AstKind kind, Loc loc, int total, Loc total_loc,
                   AstCells *cells);
/* arrow CIRCLE = cells: the circle goes first in the list. */
void ast_add_arrow(AstFile *f, Loc loc, AstCellItem circle, AstCells *cells);
void ast_add_quadruple(AstFile *f, Loc loc, AstCells *cells, AstDigits digits);
void ast_add_assigns(AstFile *f, AstKind kind, Loc loc, AstAssigns *a);
void ast_add_block(AstFile *f, AstKind kind, Loc loc, AstRows *rows, Loc end, bool end_eof);

AstCells *ast_cells_new(void);
AstCells *ast_cells_add(AstCells *l, AstCellItem item);
void ast_cells_free(AstCells *l);

AstAssigns *ast_assigns_new(void);
AstAssigns *ast_assigns_add(AstAssigns *l, AstAssign a);
void ast_assigns_free(AstAssigns *l);
void ast_assign_free(AstAssign *a);

AstRows *ast_rows_new(void);
/* Only '-', '=', '+', '|' and blanks, with at least one '-' or '='. */
bool ast_row_is_ruler(const AstRow *row);
AstRows *ast_rows_add(AstRows *l, AstRow row);
void ast_rows_free(AstRows *l);

#endif
