/* ast.c -- constructors and destructors of the model as written (ast.h);
 * the grammar actions are one call each into this file. */
#include "ast.h"

#include "util.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

const char *ast_kind_word(AstKind k)
{
    static const char *const words[] = {
#define AST_X_WORD(id, word, cells) word,
        AST_KINDS(AST_X_WORD)
#undef AST_X_WORD
    };
    return (unsigned)k < AST_NKINDS ? words[k] : "?";
}

bool ast_kind_has_cells(AstKind k)
{
    static const bool cells[] = {
#define AST_X_CELLS(id, word, cells) cells,
        AST_KINDS(AST_X_CELLS)
#undef AST_X_CELLS
    };
    return (unsigned)k < AST_NKINDS && cells[k];
}

void ast_stmt_drop_cells(AstStmt *s)
{
    if (ast_kind_has_cells(s->kind)) {
        ast_cells_free(s->cells);
        s->cells = NULL;
    }
}

AstFile *ast_file_new(void) { return xcalloc(1, sizeof(AstFile)); }

void ast_file_free(AstFile *f)
{
    if (!f)
        return;
    for (AstStmt *s = f->first; s; s = s->next) {
        ast_stmt_drop_cells(s);
        switch (s->kind) {
        case AST_NAME:
        case AST_LAYOUT:
        case AST_SOURCE: free(s->text); break;
        case AST_GIVEN:
        case AST_SUMS: ast_assigns_free(s->assigns); break;
        case AST_GIVENS:
        case AST_REGIONS:
        case AST_CAGES: ast_rows_free(s->rows); break;
        default: break;
        }
    }
    while (f->blocks) {
        AstBlock *next = f->blocks->next;
        free(f->blocks);
        f->blocks = next;
    }
    free(f);
}

AstStmt *ast_add(AstFile *f, AstKind kind, Loc loc)
{
    if (!f->blocks || f->blocks->used == AST_BLOCK) {
        AstBlock *b = xmalloc(sizeof *b);
        b->next = f->blocks;
        b->used = 0;
        f->blocks = b;
    }
    AstStmt *s = &f->blocks->v[f->blocks->used++];
    memset(s, 0, sizeof *s);
    s->kind = kind;
    s->loc = loc;
    if (f->last)
        f->last->next = s;
    else
        f->first = s;
    f->last = s;
    f->n++;
    return s;
}

void ast_add_size(AstFile *f, AstKind kind, Loc loc, AstSize size, Loc size_loc)
{
    AstStmt *s = ast_add(f, kind, loc);
    s->size = size;
    s->size_loc = size_loc;
}

void ast_add_text(AstFile *f, AstKind kind, Loc loc, char *text)
{
    ast_add(f, kind, loc)->text = text;
}

void ast_add_place(AstFile *f, AstKind header, Loc loc, AstSize size, Loc size_loc, AstRC at,
                   Loc at_loc)
{
    AstStmt *s = ast_add(f, AST_PLACE, loc);
    s->pheader = header;
    s->psize = size;
    s->psize_loc = size_loc;
    s->at = (AstCell){at.row, at.col, at_loc};
    s->step = s->boxstep = 0;
}

void ast_place_step(AstFile *f, int box, int n, Loc loc)
{
    AstStmt *s = f->last;
    if (!s || s->kind != AST_PLACE)
        return;
    if (box) {
        s->boxstep = n;
        s->boxstep_loc = loc;
    } else {
        s->step = n;
        s->step_loc = loc;
    }
}

void ast_add_values(AstFile *f, Loc loc, int lo, Loc lo_loc, int hi, Loc hi_loc)
{
    AstStmt *s = ast_add(f, AST_VALUES, loc);
    s->lo = lo;
    s->lo_loc = lo_loc;
    s->hi = hi;
    s->hi_loc = hi_loc;
}

void ast_add_cells(AstFile *f, AstKind kind, Loc loc, int total, Loc total_loc,
                   AstCells *cells)
{
    AstStmt *s = ast_add(f, kind, loc);
    s->lo = total;
    s->lo_loc = total_loc;
    s->cells = cells;
}

void ast_add_arrow(AstFile *f, Loc loc, AstCellItem circle, AstCells *cells)
{
    if (cells->n == AST_MAX_ITEMS)
        cells->n--; /* the list is cut anyway: the circle keeps its place */
    cells = ast_cells_add(cells, circle);
    memmove(cells->v + 1, cells->v, (size_t)(cells->n - 1) * sizeof cells->v[0]);
    cells->v[0] = circle;
    ast_add_cells(f, AST_ARROW, loc, 0, loc, cells);
}

void ast_add_quadruple(AstFile *f, Loc loc, AstCells *cells, AstDigits digits)
{
    AstStmt *s = ast_add(f, AST_QUADRUPLE, loc);
    s->lo = digits.n;
    s->lo_loc = digits.loc;
    s->cells = cells;
    memcpy(s->digits, digits.v, sizeof s->digits);
}

void ast_add_assigns(AstFile *f, AstKind kind, Loc loc, AstAssigns *a)
{
    ast_add(f, kind, loc)->assigns = a;
}

void ast_add_block(AstFile *f, AstKind kind, Loc loc, AstRows *rows, Loc end, bool end_eof)
{
    AstStmt *s = ast_add(f, kind, loc);
    s->rows = rows;
    s->end = end;
    s->end_eof = end_eof;
}

/* The three lists grow by doubling, header and items moving together;
 * `new` gives an empty list with room for one item. */
#define NEW(L, T)                                                      \
    do {                                                               \
        L *l = xmalloc(sizeof(L) + sizeof(T));                         \
        l->n = 0;                                                      \
        l->cap = 1;                                                    \
        return l;                                                      \
    } while (0)
#define GROW(l, T)                                                     \
    do {                                                               \
        if ((l)->n == (l)->cap) {                                      \
            (l)->cap *= 2;                                             \
            (l) = xrealloc((l), sizeof *(l) + (size_t)(l)->cap * sizeof(T)); \
        }                                                              \
    } while (0)

AstCells *ast_cells_new(void) { NEW(AstCells, AstCellItem); }

AstCells *ast_cells_add(AstCells *l, AstCellItem item)
{
    if (l->n == AST_MAX_ITEMS)
        return l;
    GROW(l, AstCellItem);
    l->v[l->n++] = item;
    return l;
}

void ast_cells_free(AstCells *l)
{
    free(l);
}

AstAssigns *ast_assigns_new(void) { NEW(AstAssigns, AstAssign); }

AstAssigns *ast_assigns_add(AstAssigns *l, AstAssign a)
{
    if (l->n == AST_MAX_ITEMS) {
        ast_assign_free(&a);
        return l;
    }
    GROW(l, AstAssign);
    l->v[l->n++] = a;
    return l;
}

void ast_assign_free(AstAssign *a) { free(a->label); }

void ast_assigns_free(AstAssigns *l)
{
    if (!l)
        return;
    for (int i = 0; i < l->n; i++)
        ast_assign_free(&l->v[i]);
    free(l);
}

AstRows *ast_rows_new(void) { NEW(AstRows, AstRow); }

bool ast_row_is_ruler(const AstRow *row)
{
    bool dash = false;
    for (int i = 0; i < row->len; i++) {
        char ch = row->text[i];
        if (ch == '-' || ch == '=')
            dash = true;
        else if (ch != '+' && ch != '|' && !isspace((unsigned char)ch))
            return false;
    }
    return dash;
}

AstRows *ast_rows_add(AstRows *l, AstRow row)
{
    GROW(l, AstRow);
    l->v[l->n++] = row;
    return l;
}

void ast_rows_free(AstRows *l)
{
    if (!l)
        return;
    for (int i = 0; i < l->n; i++)
        free(l->v[i].text);
    free(l);
}
