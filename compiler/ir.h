/* ir.h -- the puzc intermediate representation: one Model per puzzle.
 * Built by the checking pass (compiler/check.c) or by the builders below
 * (batch mode, generator); read, never modified, by every backend.
 *
 * NUMBERING (the one place it is defined; every backend agrees with it)
 *   cell   c = r * cols + col            r, col 0-based, row-major
 *   value  v in vmin..vmax, index k = v - vmin in 0..nvals-1
 *   x[c,v] is the 0/1 proposition "cell c holds value v"; its index is
 *          var = c * nvals + k           0 .. ncells*nvals-1
 *   DIMACS variable of x[c,v]  = var + 1 (auxiliary variables come after
 *                                ncells*nvals, whatever is eliminated);
 *                                the same in WCNF, and x<var+1> in OPB
 *   LP/MPS column name         = x_r<r+1>c<col+1>_v<v>   e.g. x_r1c1_v5
 *   DLX option (row) of x[c,v] = var (before givens are removed)
 *   MiniZinc                   = x[r+1, col+1] = v  (one variable per cell)
 *   cell names in messages     = r<r+1>c<col+1>
 *
 * CONSTRAINTS (kinds listed once in PUZ_CON_KINDS)
 *   ALLDIFF  the cells hold pairwise different values (at most once each)
 *   PERM     the cells hold every value exactly once (n == nvals)
 *   SUM      the cells add up to total; with distinct set, also ALLDIFF
 *            (a Killer cage)
 *   GIVEN    one cell, fixed to value 'total'
 * The variant kinds (con_is_variant; statements odd, even, less, thermo,
 * consecutive, double, arrow), cells in the order the statement wrote them:
 *   PARITY   every cell holds an odd value (total 1) or an even one (total 0)
 *   LESS     n >= 2 cells whose values strictly increase along the list
 *            (a thermometer: the bulb first)
 *   CONSEC   two cells whose values differ by exactly 1 (Kropki white dot)
 *   DOUBLE   two cells, one holding twice the other's value (Kropki black)
 *   ARROW    cells[0] (the circle) holds the sum of cells[1..n-1] (the
 *            arrow); the arrow's values may repeat
 * The pair kinds (compiler/pairs.h: a relation on pairs of cells, cells
 * holding the pairs one after the other, a0 b0 a1 b1 ...; n even):
 *   NONCONSEC  no pair differs by exactly 1 (nonconsecutive, the unmarked
 *              pairs of `negative kropki` and `negative consecutive`)
 *   NONDOUBLE  no pair holds a value and its double (`negative kropki`)
 *   XV         one pair adding up to total (10: an X, 5: a V)
 *   NONXV      no pair adds up to 5 or 10 (`negative xv`)
 *   DIFFER     every pair differs (antiknight: the knight's-move pairs,
 *              antiking: the king's-move pairs)
 *   WHISPER    every pair differs by total or more: a whisper line of k
 *              cells is its k - 1 neighbour pairs along the line, a0 b0 =
 *              a1 b1 = ... (German: 5, Dutch: 4)
 *   EQUAL      every pair holds one value: a palindrome of k cells is its
 *              mirror pairs c0 c(k-1) c1 c(k-2) ..., an odd line's middle
 *              cell paired with itself; a clone A1..Ak B1..Bk is the
 *              pairs A1 B1 A2 B2 ... (named clone_<A1>)
 * The outside clues:
 *   SKYSCRAPER  cells in the order seen from the clue (the nearest first):
 *               exactly total of them are visible, a cell being visible
 *               when it holds more than every cell before it (the first
 *               always is)
 *   RENBAN      a line of n cells holding n different values that form a
 *               consecutive set, in any order: distinct, max - min = n - 1
 *               (named renban_<first cell>)
 *   BETWEEN     a line whose two ends are circles: every cell between them
 *               holds a value strictly between the ends' values (n >= 3;
 *               named between_<first cell>)
 *   SANDWICH    a line (a row or column) whose smallest value vmin and
 *               largest vmax appear in it exactly once each; the cells
 *               strictly between those two add up to total (0 when they
 *               are neighbours; named sandwich_<first cell>)
 *   XSUM        cells in the order seen from the clue: the first holds X,
 *               X <= n, and the first X cells (the first one included)
 *               add up to total (named xsum_<first cell>)
 *   REGIONSUM   two runs of a region-sum line, one after the other along
 *               it and each the line's cells inside one region:
 *               cells[0..total-1] and cells[total..n-1] add up to the
 *               same; a line through k runs is k - 1 of them, run i with
 *               run i + 1, all named regionsum_<the line's first cell>
 *   QUADRUPLE   four cells around a corner (a 2x2, row by row): each value
 *               total lists appears among them at least as often as it is
 *               listed; total packs the values, one a byte, the smallest
 *               in the low byte, at most four (quadruple.h; values <= 127)
 *   (an outside sum of the first k cells is a SUM named outsidesum_<cell>,
 *   a little killer's diagonal a SUM named littlekiller_<cell>)
 * A Killer cage without a total (`cage CELLS`) is a group (ALLDIFF, or
 * PERM with as many cells as values) named cage_<cell>: con_is_plain_cage.
 * A backend that cannot express a variant refuses the model with
 * backend_refuse()'s message (backends/backend.h) rather than solve
 * something else.
 * Givens are also mirrored in Model.given[] (0 = empty), so values start
 * at 1 or more (vmin >= 1).
 *
 * UNUSED CELLS (a mask: cells of the frame that are not part of the
 * puzzle, such as the corners of a Samurai's 21x21 frame)
 *   Model.unused is NULL when every cell is used (the common case: test
 *   the pointer once), else one byte per cell, 1 = unused; nunused counts
 *   them. A backend asks "is cell c used" with model_used(m, c).
 *   LOWERING (so that a backend that knows nothing of the mask is still
 *   right): an unused cell is fixed to vmin, as a given: given[c] == vmin
 *   and a GIVEN constraint named "unused_r<R>c<C>", and it is in no other
 *   constraint (the builders below leave unused cells out of rows,
 *   columns and boxes; the checking pass refuses them in statements). So
 *   it has one value: counting is not multiplied, every export stays
 *   right. What treats givens as clues asks model_used: output writes an
 *   unused cell as '-', render leaves it out, model_ngivens and the
 *   generator do not count it as a clue and never remove it, the verifier
 *   takes vmin (or nothing else) there. model_replace_givens keeps the
 *   unused cells fixed whatever values[] holds for them.
 */
#ifndef PUZC_IR_H
#define PUZC_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "puzc.h"

/* Rows, cols and values: the native solver's widest candidate set holds 256
 * values (compiler/cset.h). Modules whose own bitsets stop at 64
 * values refuse larger grids with a message naming that limit
 * (PUZ_WORD_VALUES). */
#define PUZ_MAX_SIDE 256
#define PUZ_MAX_VALUES 256
#define PUZ_WORD_VALUES 64

#define PUZ_CON_KINDS(X) \
    X(ALLDIFF, "alldiff") \
    X(PERM, "perm")       \
    X(SUM, "sum")         \
    X(GIVEN, "given")     \
    X(PARITY, "parity")   \
    X(LESS, "less")       \
    X(CONSEC, "consecutive") \
    X(DOUBLE, "double")   \
    X(ARROW, "arrow")     \
    X(NONCONSEC, "nonconsecutive") \
    X(NONDOUBLE, "nondouble") \
    X(XV, "xv")           \
    X(NONXV, "nonxv")     \
    X(SKYSCRAPER, "skyscraper") \
    X(DIFFER, "differ")   \
    X(WHISPER, "whisper") \
    X(EQUAL, "equal")     \
    X(RENBAN, "renban")   \
    X(BETWEEN, "between") \
    X(SANDWICH, "sandwich") \
    X(XSUM, "xsum") \
    X(REGIONSUM, "regionsum") \
    X(QUADRUPLE, "quadruple")

typedef enum {
#define PUZ_X_ENUM(id, name) CON_##id,
    PUZ_CON_KINDS(PUZ_X_ENUM)
#undef PUZ_X_ENUM
    CON_NKINDS
} ConKind;

typedef enum { KIND_CUSTOM, KIND_SUDOKU, KIND_LATIN, KIND_KILLER, KIND_KAKURO } PuzzleKind;

/* Layout flags: how the input wrote its grid, so output can follow it. */
enum {
    LAYOUT_SPACED = 1, /* blank-separated tokens rather than one char a cell */
    LAYOUT_RULERS = 2  /* '|' between boxes and '-+' lines between bands */
};

typedef struct {
    ConKind kind;
    int n;          /* number of cells */
    int *cells;     /* cell indices, owned */
    int total;      /* SUM: the total; GIVEN: the value; PARITY: 1 odd, 0 even */
    bool distinct;  /* SUM only: a cage (cells also pairwise different) */
    bool labelled;  /* SUM only: a cage of a cages map, named "cage_<its label>" */
    char name[24];  /* "row1", "col3", "box2", "diag1", "region_a", "cage_a" */
} Constraint;

/* A cage without a total: a group named cage_<cell> (drawn as a cage). */
bool con_is_plain_cage(const Constraint *c);

/* One Sudoku grid of a multi-grid model (a Samurai's five): boxes of box_r
 * x box_c, its side n = box_r * box_c; its cell (i, j) is the frame's
 * cell at row + (i / box_r) * boxstep + (i % box_r) * step, likewise for
 * columns with box_c (compiler/grids.c; step 1 and boxstep box_r for
 * adjacent cells). */
typedef struct {
    int row, col;       /* the frame's cell of its (0, 0), 0-based */
    int box_r, box_c;
    int step, boxstep;
} ModelGrid;

typedef struct puz_model {
    int rows, cols, ncells;
    int vmin, vmax, nvals;
    int box_r, box_c;   /* box shape when the grid has regular boxes, else 0 */
    PuzzleKind kind;
    int layout;         /* LAYOUT_* flags */
    Constraint *cons;
    int ncons, cap;
    int *given;         /* per cell: given value or 0 */
    char *name;         /* metadata, may be NULL */
    char *source;
    char *path;         /* file it came from, may be NULL */
    struct puz_error *warnings; /* the compiler's warnings, or NULL (owned) */
    unsigned char *unused;      /* per cell, 1 = not part of the puzzle; NULL:
                                   every cell used (see UNUSED CELLS above) */
    int nunused;
    /* A multi-grid model (grids.c): its Sudoku grids, the layout they are
     * named by ("samurai"; "" for grids placed one by one), and how many
     * constraints, the first of m->cons, their rows, columns and boxes are */
    ModelGrid *grids;
    int ngrids, ngrid_cons;
    char layout_name[16];
} Model;

const char *con_kind_name(ConKind k);
/* The statement word of a constraint as messages show it: "odd" or "even"
 * for PARITY, "negative kropki|consecutive|xv" for the pairs those make,
 * else con_kind_name (a thermo is a LESS chain: "less"). */
const char *con_word(const Constraint *c);

/* Kinds as bits, for the sets of kinds a backend takes: one 64-bit word
 * (ConKinds), so up to 64 kinds. */
typedef uint64_t ConKinds;
#define CON_BIT(k) ((ConKinds)1 << (k))
#define CON_BASE_KINDS (CON_BIT(CON_ALLDIFF) | CON_BIT(CON_PERM) | CON_BIT(CON_SUM) | \
                        CON_BIT(CON_GIVEN))
#define CON_ALL_KINDS (CON_NKINDS >= 64 ? ~(ConKinds)0 : (CON_BIT(CON_NKINDS % 64) - 1))
_Static_assert(CON_NKINDS <= 64, "ConKinds holds at most 64 kinds");
static inline bool con_is_variant(ConKind k) { return !(CON_BASE_KINDS & CON_BIT(k)); }

/* Builders. model_new makes an empty grid with no constraints. */
Model *model_new(int rows, int cols, int vmin, int vmax);
void model_free(Model *m);
/* The bytes m holds (its constraints' cell lists, its givens), for a budget. */
size_t model_bytes(const Model *m);
/* Appends a constraint (cells are copied); returns its index. */
int model_add(Model *m, ConKind kind, const int *cells, int n, int total,
              bool distinct, const char *name);
/* Fixes a cell: sets given[] and appends a GIVEN constraint (named
 * "unused_rRcC" for an unused cell). */
void model_set_given(Model *m, int cell, int value);
/* Marks a cell unused in the mask (allocating it at the first), before
 * the groups are built (model_add_rows and the others leave it out);
 * model_fix_unused then fixes every unused cell not yet fixed to vmin
 * (given[] and a GIVEN constraint). model_set_unused does both for one
 * cell of a model whose groups are built. */
void model_mark_unused(Model *m, int cell);
void model_fix_unused(Model *m);
void model_set_unused(Model *m, int cell);
/* Makes values[] (per cell, 0 = empty) the model's givens, in place of
 * the ones it had: GIVEN constraints after the others, in cell order. */
void model_replace_givens(Model *m, const int *values);
/* Adds PERM (or ALLDIFF when smaller than nvals) over rows, cols, boxes:
 * their used cells (a group the mask leaves with fewer than two cells is not
 * added). */
void model_add_rows(Model *m);
void model_add_cols(Model *m);
void model_add_boxes(Model *m, int box_r, int box_c);
/* Classic Sudoku with boxes br x bc: (br*bc) square grid, values 1..br*bc. */
Model *model_sudoku(int box_r, int box_c);
Model *model_latin(int n);
Model *model_clone(const Model *m);

/* grids.c: multi-grid models. The frame cell (row, col) of a grid's cell
 * (i, j). */
static inline void model_grid_cell(const ModelGrid *g, int i, int j, int *row, int *col)
{
    *row = g->row + (i / g->box_r) * g->boxstep + (i % g->box_r) * g->step;
    *col = g->col + (j / g->box_c) * g->boxstep + (j % g->box_c) * g->step;
}
/* The frame cell of a grid's last cell (its extent), to check it fits. */
void model_grid_extent(const ModelGrid *g, int *last_row, int *last_col);
/* Adds the grids (copied into m->grids): every frame cell in no grid is
 * marked unused, then each grid's rows, columns and boxes as PERM groups
 * named g<K>row<I>, g<K>col<I>, g<K>box<I> (a group equal to one added
 * before, as the boxes two grids share, is added once). Call on a model
 * with no constraints yet; the grids must fit the frame, each with nvals
 * cells a side. */
void model_add_grids(Model *m, const ModelGrid *grids, int ngrids, const char *layout);
/* The model of a named layout (layouts.h) with no givens, or NULL. */
Model *model_layout(const char *name);

/* Helpers. */
static inline int model_var(const Model *m, int cell, int value)
{
    return cell * m->nvals + (value - m->vmin);
}
static inline int model_cell(const Model *m, int r, int c) { return r * m->cols + c; }
/* Is cell c part of the puzzle (not masked out)? */
static inline bool model_used(const Model *m, int c) { return !m->unused || !m->unused[c]; }
/* A filling of the empty grid in closed form, the row construction of
 * Takano, Freitas & Sa (generator/pattern.c explains it): the value index
 * (0..n-1) of cell (r, c) with boxes of box_r x box_c, or of the cyclic
 * Latin square when box_r is 0. The generator's row fill and the native
 * solver's first-solution phase both start from it. */
static inline int model_pattern_value(int box_r, int box_c, int n, int r, int c)
{
    return box_r ? (box_c * (r % box_r) + r / box_r + c) % n : (r + c) % n;
}
/* "r3c7" into buf (CELL_NAME_MAX bytes); returns buf. */
#define CELL_NAME_MAX 16
char *cell_name(const Model *m, int cell, char *buf);
/* CONSTRAINT LABELS, the names emitted files give a constraint (the LP/MPS
 * rows and selector columns built from it, MiniZinc comments):
 *   k<N>_<name>     N = index + 1 of the constraint in m->cons (the order
 *                   check.c lowers them: the header's rows, columns and
 *                   boxes, then the statements as the file writes them,
 *                   cages of a cage map, givens); <name> is its name with
 *                   every byte outside [A-Za-z0-9_] as '_'
 * e.g. k1_row1, k28_consecutive_r4c2, k30_region_a_b. Names alone clash:
 * two statements of one kind at one first cell share one, and labels that
 * differ past 16 bytes or only in the bytes replaced by '_'. The number
 * makes labels unique by construction: "k", digits, then the first '_',
 * so the prefix alone tells constraints apart. At most CON_LABEL_MAX - 1
 * bytes (24-byte names), only letters, digits and '_', starting with a
 * letter: valid in CPLEX LP, MPS, MiniZinc and XCC. */
#define CON_LABEL_MAX 40
char *con_label(const Model *m, int i, char *buf);
/* Counts constraints of one kind. */
int model_count(const Model *m, ConKind kind);
/* The clues: givens in used cells. */
int model_ngivens(const Model *m);
/* The index of m's first constraint of a kind outside `takes` (CON_BIT
 * set), or -1 when it has none. */
int model_refused(const Model *m, ConKinds takes);
/* Does m have a constraint of a kind outside `takes`? Then the message
 * "WHO cannot express 'WORD'" ("WHO cannot express Killer cages ('sum')"
 * for a cage, "... Kakuro runs ('sum')" for a Kakuro's run) goes to err (may be NULL) and the result is -1; else 0. A
 * backend refuses with backend_refuse() (backends/backend.h), which adds
 * the backends that do take the model. */
int model_refuse(const Model *m, ConKinds takes, const char *who, char *err, size_t errsz);
/* Has m more than `limit` values (a module whose bitsets are one 64-bit
 * word: PUZ_WORD_VALUES)? Then "WHO: grids above LIMIT values are not
 * supported (this one has N)" goes to err (may be NULL) and the result is
 * -1; else 0. */
int model_refuse_values(const Model *m, int limit, const char *who, char *err, size_t errsz);
/* Number of variant constraints (con_is_variant). */
int model_nvariants(const Model *m);
/* True for a plain Sudoku (rows, cols, boxes as PERM, givens, nothing else). */
bool model_is_classic(const Model *m);

#endif
