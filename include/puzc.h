/* puzc.h -- libpuzc 1.0: the puzc engine as a C library.
 *
 * Compile a .puz model or a one-line puzzle, pick a backend and set its
 * options by name, solve or count through one interface, write a backend's
 * formulation for an external solver and read its answer back, run a file
 * of one-line puzzles on threads, generate, rate and draw puzzles. The
 * command line, the Python package and the web page are clients of this
 * header and nothing else. Every exported name starts with puz_ (PUZ_ for
 * macros). The manual: docs/library.md.
 *
 * Conventions, the same for every call:
 * - Errors. A call that can fail returns a puz_code (PUZ_OK is 0) and takes
 *   a last argument `puz_error **err`. On failure, *err (when err is not
 *   NULL) is a new puz_error: its code, message and place (a model's, a
 *   line's or an answer's errors are located: file, line, column) and its
 *   text ready to print (each message with its source line and a caret).
 *   Free it with puz_error_free. On success *err is not touched.
 * - Outcomes that are not errors -- no solution, a limit reached, a
 *   puzzle of another difficulty than asked -- are a result's status.
 * - Objects are opaque, made by puz_X_new (or the call that returns one)
 *   and freed by puz_X_free, which takes NULL. Text and buffers the
 *   library hands over for keeps are freed with puz_free. Pointers a
 *   result returns stay valid until the result is freed or reused.
 * - Settings are set by name and value as text, as the command line writes
 *   them (puz_options_set(o, "amo", "pairwise")), and checked against the
 *   owner's table (puz_backend_options, puz_gen_settings, ...): a wrong name
 *   or value is PUZ_E_ARG with a message naming what is taken.
 * - The library never prints, never exits and never reads the terminal.
 *   Out of memory is the one thing it cannot return: it calls the handler
 *   set with puz_set_oom_handler (by default, abort).
 * - Threads. Models, backends and option sets are read only once made and
 *   may be shared. A puz_solver, a result being filled and a settings
 *   object being set belong to one thread at a time. Long calls stop when
 *   a cancel flag (puz_limits_set_cancel) is set from another thread or a
 *   signal handler.
 *
 * A minimal program (examples/solve.c has the commented version):
 *
 *     puz_error *e = NULL;
 *     puz_model *m = NULL;
 *     puz_result *r = puz_result_new();
 *     if (puz_compile_file("x.puz", NULL, &m, &e) != PUZ_OK ||
 *         puz_solve(m, NULL, NULL, NULL, r, &e) != PUZ_OK) {
 *         fputs(puz_error_text(e), stderr);
 *         puz_error_free(e);
 *     } else if (puz_result_status(r) == PUZ_SOLVED) {
 *         ... puz_result_grid(r): puz_model_ncells(m) values ...
 *     }
 *     puz_result_free(r);
 *     puz_model_free(m);
 *
 * Link: cc prog.c $(pkg-config --cflags --libs puzc) */
#ifndef PUZC_PUBLIC_H
#define PUZC_PUBLIC_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define PUZ_API __attribute__((visibility("default")))
#else
#define PUZ_API
#endif

/* ---- version ---------------------------------------------------------- */

#define PUZ_VERSION_MAJOR 1
#define PUZ_VERSION_MINOR 3
#define PUZ_VERSION_PATCH 0
#define PUZ_VERSION "1.3.0"
/* major * 10000 + minor * 100 + patch: compare with >= */
#define PUZ_VERSION_NUMBER 10300

/* The library's own, at run time (a program may run against a newer one). */
PUZ_API const char *puz_version(void);
PUZ_API int puz_version_number(void);

/* ---- spelling ---------------------------------------------------------- */

/* The name in names[0..n) that the word of len bytes most likely meant, for
 * a "did you mean": one edit away (an insertion, a deletion, a change or a
 * swap of two neighbours) for words of up to 3 characters, two beyond, the
 * word's case ignored; the nearest, the first listed on a tie. NULL when
 * none is that near (or word is 64 bytes or longer). The front end uses it
 * for unknown statements, the command line for unknown commands and
 * options. Points into names. */
PUZ_API const char *puz_nearest(const char *word, size_t len, const char *const *names, int n);

/* ---- memory ------------------------------------------------------------ */

/* Frees text and buffers the library handed over (puz_grid_string,
 * puz_emit_string, puz_render_string, ...). NULL is fine. */
PUZ_API void puz_free(void *p);

/* Out of memory: called with the size asked for (0 when unknown: memory the
 * C library, PicoSAT or GLPK ran out of); must not return (the command line
 * prints a message and exits 3). NULL restores abort(). A memory *limit*
 * (puz_limits_set_memory) is not this: it ends a call with a status. */
typedef void (*puz_oom_fn)(size_t bytes);
PUZ_API void puz_set_oom_handler(puz_oom_fn fn);

/* ---- reading input with a cap -------------------------------------------- */

/* The most puzc reads of a model's text, of one line of a file of
 * one-line puzzles, and of an external solver's answer: an endless input
 * (a device, a pipe that never ends) is refused at the cap, while it is
 * read, instead of growing a buffer without end. */
#define PUZ_MODEL_MAX (16u << 20)
#define PUZ_LINE_MAX (1u << 20)
#define PUZ_ANSWER_MAX (64u << 20)

/* getline(3) with a cap of PUZ_LINE_MAX: the line (its newline kept) in
 * *line (grown as needed; puz_free it), and its length; -1 at the end of
 * the input or on a read error (errno set, ferror(in)); -2 when the line
 * is longer than the cap (then cap + 1 of its bytes are read, no more). */
PUZ_API long puz_read_line(FILE *in, char **line, size_t *cap);
/* All of f, NUL-terminated, in *text (puz_free it), *len bytes: 0; or -1
 * with errno set: EFBIG when f holds more than max bytes (a pipe is read
 * to max + 1 bytes and no more), or the read's error. */
PUZ_API int puz_read_all(FILE *f, size_t max, char **text, size_t *len);

/* ---- errors: one type for every call ----------------------------------- */

typedef enum {
    PUZ_OK = 0,
    PUZ_E_INPUT = 1,       /* a model, line, grid or answer that cannot be read:
                              located diagnostics */
    PUZ_E_ARG = 2,         /* an argument the call does not take: a setting's
                              name or value, a size out of range, NULL */
    PUZ_E_UNSUPPORTED = 3, /* the backend cannot express this model, or has
                              no such format */
    PUZ_E_IO = 4,          /* a file that cannot be opened, read or written */
    PUZ_E_INVALID = 5,     /* a grid that is not a solution (puz_verify, an
                              external solver's answer) */
    PUZ_E_INTERNAL = 6,    /* one of our answers failed the independent
                              verifier: a bug, please report it */
    PUZ_E_LIMIT = 7        /* a time or memory limit, or the cancel flag,
                              stopped a call that has no result to say so
                              in (a compile) */
} puz_code;

/* "input error", "bad argument", ... (for a message). */
PUZ_API const char *puz_code_name(puz_code c);

typedef struct puz_error puz_error;

typedef enum { PUZ_DIAG_ERROR, PUZ_DIAG_WARNING, PUZ_DIAG_NOTE } puz_severity;

/* One message of an error (or a model's warning): where and what, and its
 * rendering -- "file:line:col: error: message", the source line and a
 * caret line, newline-terminated -- ready to print. A source line over 100
 * bytes is quoted as an 80-byte window around the column. file is NULL and
 * line and column 0 for a message with no place. Fields may be added at
 * the end in later versions: do not copy the struct. */
typedef struct {
    puz_severity severity;
    const char *file;
    int line, column;
    const char *message;
    const char *text;
} puz_diag;

PUZ_API puz_code puz_error_code(const puz_error *e);
/* The first error: its message (without place), and its place. */
PUZ_API const char *puz_error_message(const puz_error *e);
PUZ_API const char *puz_error_file(const puz_error *e); /* NULL: none */
PUZ_API int puz_error_line(const puz_error *e);         /* 0: none */
PUZ_API int puz_error_column(const puz_error *e);
/* Every message rendered, in order, ready to print (an error without a
 * place: "error: MESSAGE\n"). */
PUZ_API const char *puz_error_text(const puz_error *e);
/* The messages one by one (errors and their notes), i < count. */
PUZ_API int puz_error_count(const puz_error *e);
PUZ_API const puz_diag *puz_error_diag(const puz_error *e, int i);
/* Errors found, also those past the 20 that are kept (reading stops soon
 * after). */
PUZ_API int puz_error_errors(const puz_error *e);
/* PUZ_E_LIMIT: which limit stopped the call (PUZ_STOP_TIME, _MEMORY,
 * _CANCEL); else PUZ_STOP_NONE. */
PUZ_API int puz_error_stop(const puz_error *e);
PUZ_API void puz_error_free(puz_error *e);

/* ---- models ------------------------------------------------------------ */

typedef struct puz_model puz_model;
typedef struct puz_limits puz_limits; /* below: what bounds a call */

/* The sizes a model may have: rows, columns and values up to 256. */
#define PUZ_MAX_SIDE 256
#define PUZ_MAX_VALUES 256

/* Compiles a .puz file ("-" = standard input), or .puz text in memory
 * (`name` appears in messages), within lim's time and memory limits (NULL:
 * none). On PUZ_OK, *out is the model. The file or text may also be a
 * one-line puzzle in any form puz_model_from_line takes (one line that
 * starts with a digit, '.' or '_', or holds a TAB): told apart by its
 * content. A file that cannot be read is PUZ_E_IO; a model with errors,
 * PUZ_E_INPUT with every error located. */
PUZ_API puz_code puz_compile_file(const char *path, const puz_limits *lim, puz_model **out,
                                  puz_error **err);
PUZ_API puz_code puz_compile_string(const char *name, const char *text, size_t len,
                                    const puz_limits *lim, puz_model **out, puz_error **err);

/* The forms of a puzzle on one line (docs/batch.md):
 *   CHARS   one character per cell: 81 for 9x9 (16, 36, 256, 625 for 4x4,
 *           6x6, 16x16, 25x25), values 1-9 then A-Z, '.', '0', '_' empty;
 *           text after the grid is its name
 *   COMMA   name<TAB>v1,v2,... for any size, 0 empty
 *   KILLER  [title<TAB>]cagemap<TAB>sum,sum,...: a cage letter per cell */
typedef enum { PUZ_LINE_CHARS, PUZ_LINE_COMMA, PUZ_LINE_KILLER } puz_line_form;
enum {
    PUZ_LINE_AUTO = 0,     /* CHARS or COMMA by the content, KILLER when the
                              line has a cage map and sums */
    PUZ_LINE_IS_KILLER = 1 /* the line is a Killer line */
};
/* A model from one line (its newline may be there): the Sudoku (or Latin
 * square: "latin<TAB>...") of its size with its givens, or the Killer of its
 * cages. *form (may be NULL) is the form read; the name (the text before
 * the TAB, or after the grid) becomes the model's name. */
PUZ_API puz_code puz_model_from_line(const char *text, size_t len, unsigned flags,
                                     puz_model **out, puz_line_form *form, puz_error **err);

/* Empty classic Sudoku with box_r x box_c boxes, or Latin square n x n
 * (NULL when the size is out of range). */
PUZ_API puz_model *puz_model_sudoku(int box_r, int box_c);
PUZ_API puz_model *puz_model_latin(int n);
PUZ_API puz_model *puz_model_clone(const puz_model *m);
PUZ_API void puz_model_free(puz_model *m);

typedef enum {
    PUZ_KIND_CUSTOM, PUZ_KIND_SUDOKU, PUZ_KIND_LATIN, PUZ_KIND_KILLER, PUZ_KIND_KAKURO
} puz_kind;
/* "custom", "sudoku", "latin", "killer", "kakuro". */
PUZ_API const char *puz_kind_name(puz_kind k);

PUZ_API puz_kind puz_model_kind(const puz_model *m);
PUZ_API int puz_model_rows(const puz_model *m);
PUZ_API int puz_model_cols(const puz_model *m);
PUZ_API int puz_model_ncells(const puz_model *m);
PUZ_API int puz_model_vmin(const puz_model *m);
PUZ_API int puz_model_vmax(const puz_model *m);
/* The box shape of a grid with regular boxes (0 otherwise). */
PUZ_API int puz_model_box_rows(const puz_model *m);
PUZ_API int puz_model_box_cols(const puz_model *m);
/* Metadata: the name and source lines, the file it came from (NULL). */
PUZ_API const char *puz_model_name(const puz_model *m);
PUZ_API const char *puz_model_source(const puz_model *m);
PUZ_API const char *puz_model_path(const puz_model *m);
/* The givens: ncells values, 0 = empty; and how many there are (clues:
 * unused cells not counted). */
PUZ_API const int *puz_model_givens(const puz_model *m);
PUZ_API int puz_model_ngivens(const puz_model *m);
/* Is cell c part of the puzzle? 0 for an unused cell (a cell of the
 * frame outside the puzzle: `unused`, '-' in a givens block, the corners
 * of a multi-grid frame). An unused cell is fixed to vmin: it holds vmin in
 * puz_model_givens and in every solution, and grids write it as '-'. */
PUZ_API int puz_model_cell_used(const puz_model *m, int c);
/* Replaces the givens (ncells values, 0 = empty). PUZ_E_ARG for a value out
 * of range (the model is then unchanged). */
PUZ_API puz_code puz_model_set_givens(puz_model *m, const int *givens, puz_error **err);
/* How the model's file wrote its grid (flags), so that output can follow
 * it: blank-separated tokens, rulers between boxes. */
enum { PUZ_LAYOUT_SPACED = 1, PUZ_LAYOUT_RULERS = 2 };
PUZ_API unsigned puz_model_layout(const puz_model *m);
/* The warnings the compiler left (a value given twice), or NULL. */
PUZ_API const puz_error *puz_model_warnings(const puz_model *m);

/* The model's constraints, i < puz_model_nconstraints: its kind as the IR
 * names it ("alldiff", "perm", "sum", "given", "parity", "less",
 * "consecutive", "double", "arrow", ...), its cells (row-major indexes from
 * 0, in the order written), its number (a sum's total, a given's value,
 * parity 1 odd 0 even), whether a sum's cells are also distinct (a cage),
 * and its name ("row1", "box3", "cage_r2c4"). Returns the kind; NULL for i
 * out of range. Any out-pointer may be NULL. */
PUZ_API int puz_model_nconstraints(const puz_model *m);
PUZ_API const char *puz_model_constraint(const puz_model *m, int i, const int **cells, int *ncells,
                                         int *total, int *distinct, const char **name);
/* "r4c7" for cell index c into buf (16 bytes are enough); returns buf. */
PUZ_API char *puz_cell_name(const puz_model *m, int c, char *buf, size_t size);
/* (1.1) Constraint i as a house a solver names: its kind and, into name
 * (size bytes; 32 are enough), "row 5", "column 3", "box 4", "diagonal 1"
 * (1 the main one, 2 the anti-diagonal), "region a", "cage a", or for
 * another group its own name ("group 12" when it has none). PUZ_HOUSE_NONE
 * (name "") for i out of range. */
typedef enum {
    PUZ_HOUSE_NONE,
    PUZ_HOUSE_ROW,
    PUZ_HOUSE_COLUMN,
    PUZ_HOUSE_BOX,
    PUZ_HOUSE_DIAGONAL,
    PUZ_HOUSE_REGION,
    PUZ_HOUSE_CAGE,
    PUZ_HOUSE_GROUP
} puz_house;
PUZ_API puz_house puz_model_house(const puz_model *m, int i, char *name, size_t size);
/* "row", "column", "box", "diagonal", "region", "cage", "group", "none". */
PUZ_API const char *puz_house_kind_name(puz_house h);

/* Writes m as .puz text (header, givens, cages and sums; a custom model's
 * statements), so that compiling it again gives the same model. */
PUZ_API puz_code puz_model_write(const puz_model *m, FILE *out, puz_error **err);
/* The same as text in memory (1.1): *text (puz_free it), *len bytes (len
 * may be NULL). */
PUZ_API puz_code puz_model_string(const puz_model *m, char **text, size_t *len, puz_error **err);

/* ---- grids ---------------------------------------------------------------- */

/* How a grid is written: */
typedef enum {
    PUZ_GRID_ROWS,  /* a row a line: one character a cell up to 35 values,
                       else blank-separated numbers ('.' empty) */
    PUZ_GRID_LINE,  /* one line: one character a cell up to 35 values, else
                       comma-separated (0 empty) */
    PUZ_GRID_COMMA  /* one line, comma-separated, whatever the size */
} puz_grid_style;

/* Writes grid (ncells values, 0 = empty) in style, with a newline. */
PUZ_API puz_code puz_grid_write(const puz_model *m, const int *grid, puz_grid_style style,
                                FILE *out, puz_error **err);
/* The same as text (no newline), NUL-terminated: puz_free it. */
PUZ_API char *puz_grid_string(const puz_model *m, const int *grid, puz_grid_style style);
/* Writes grid as a one-line puzzle in `form` with `name` (may be NULL): the
 * line puz_model_from_line reads back (KILLER: m's cages with their sums,
 * grid after them as a fourth field when not NULL). */
PUZ_API puz_code puz_line_write(const puz_model *m, const int *grid, puz_line_form form,
                                const char *name, FILE *out, puz_error **err);
/* Reads a grid of m (ncells values into grid) from text in any of the
 * styles above, or a .puz-style grid block (rulers, blanks and '|'
 * between cells allowed). PUZ_E_INPUT with the place of what is wrong. */
PUZ_API puz_code puz_grid_read(const puz_model *m, const char *text, size_t len, int *grid,
                               puz_error **err);

/* The independent checker: PUZ_OK when grid (ncells values) keeps every
 * constraint and given of m, else PUZ_E_INVALID saying which it breaks. */
PUZ_API puz_code puz_verify(const puz_model *m, const int *grid, puz_error **err);

/* ---- backends and their options ------------------------------------------ */

typedef struct puz_backend puz_backend;

enum {
    PUZ_CAN_SOLVE = 1,    /* finds a solution */
    PUZ_CAN_COUNT = 2,    /* counts solutions exactly up to a limit */
    PUZ_CAN_EMIT = 4,     /* writes its formulation (puz_emit) */
    PUZ_CAN_DECODE = 8,   /* reads an external solver's answer (puz_decode) */
    PUZ_CAN_GENERATE = 16 /* fills grids / makes puzzles */
};

/* The registry, in the order `puzc compare` shows them. */
PUZ_API int puz_backend_count(void);
PUZ_API const puz_backend *puz_backend_at(int i);
PUZ_API const puz_backend *puz_backend_find(const char *name); /* NULL if none */
/* The backend that writes `format` ("lp", "cnf", "xcc", ...), or NULL. */
PUZ_API const puz_backend *puz_backend_for_format(const char *format);
PUZ_API const char *puz_backend_name(const puz_backend *b);
PUZ_API const char *puz_backend_description(const puz_backend *b);
PUZ_API unsigned puz_backend_caps(const puz_backend *b);
/* The formats it writes, NULL-terminated (never NULL). */
PUZ_API const char *const *puz_backend_formats(const puz_backend *b);
/* The unit of effort ("guesses", "nodes", "decisions", ...). */
PUZ_API const char *puz_backend_effort_name(const puz_backend *b);
/* Names of the three model-size figures (a name may be NULL). */
PUZ_API const char *puz_backend_size_name(const puz_backend *b, int i);

/* What an option takes. */
typedef enum {
    PUZ_OPT_CHOICE, /* one of `values` */
    PUZ_OPT_FLAG,   /* no value: on when given */
    PUZ_OPT_INT,    /* a whole number >= 0 */
    PUZ_OPT_REAL    /* a number >= 0 (PUZ_OPT_POSITIVE: > 0) */
} puz_opt_kind;

/* How `puzc compare` turns an option into rows. */
typedef enum {
    PUZ_ROWS_NONE,  /* one value: the default (or the one asked for) */
    PUZ_ROWS_EACH,  /* a row per value of `rows` (NULL: of `values`), crossed
                       with the backend's other PUZ_ROWS_EACH options */
    PUZ_ROWS_SUMS   /* on models with sums only: a row per value, the other
                       options at their defaults */
} puz_opt_rows;

enum { PUZ_OPT_POSITIVE = 1 };

/* One setting, as `--name value` on the command line. A table ends with an
 * entry whose name is NULL. Entries may grow fields at the end. */
typedef struct {
    const char *name;           /* "encoding", "amo", "no-reduce", ... */
    puz_opt_kind kind;
    const char *const *values;  /* PUZ_OPT_CHOICE: NULL-terminated, first = default */
    const char *help;           /* one line */
    puz_opt_rows rows;
    const char *const *rows_values; /* PUZ_ROWS_EACH: the values compare runs
                                       (NULL = all); a flag: {"off","on"} */
    unsigned flags;             /* PUZ_OPT_POSITIVE */
} puz_option;

/* The backend's options (never NULL; ends with name == NULL). */
PUZ_API const puz_option *puz_backend_options(const puz_backend *b);
PUZ_API const puz_option *puz_backend_option(const puz_backend *b, const char *name);

/* A set of option values for one backend (the backend stores them in its
 * own settings). */
typedef struct puz_options puz_options;
PUZ_API puz_options *puz_options_new(const puz_backend *b);
PUZ_API puz_options *puz_options_clone(const puz_options *o);
PUZ_API void puz_options_free(puz_options *o);
PUZ_API const puz_backend *puz_options_backend(const puz_options *o);
/* Sets option `name` (a flag: NULL, "on", "1" or "true" sets it, "off",
 * "0" or "false" clears it, as for every settings table). PUZ_E_ARG
 * for an option the backend does not take ("backend native has no option
 * --amo (it takes --method, --no-fast, ...)"), a value it does not take
 * ("sat: unknown --encoding 'x' (have: extended efficient minimal)"), a
 * bad number. */
PUZ_API puz_code puz_options_set(puz_options *o, const char *name, const char *value,
                                 puz_error **err);
/* The value in force, as text: the value set, or for an unset choice its
 * default; NULL for an unset flag, number or text option, and for an
 * option the backend does not take. */
PUZ_API const char *puz_options_get(const puz_options *o, const char *name);
/* Whether `name` was set (not left at its default). */
PUZ_API int puz_options_isset(const puz_options *o, const char *name);
/* 0 when `puzc compare` leaves these options out of its default rows for m
 * as likely to run very long (ilp closed with givens as bounds; native's
 * plain backtracking), given compare's time limit (0 = none); else 1. */
PUZ_API int puz_options_worth_comparing(const puz_options *o, const puz_model *m,
                                        double time_limit);

/* ---- limits: what bounds a call ------------------------------------------ */

/* Called once per solution found (grid: ncells values); nonzero stops. */
typedef int (*puz_solution_fn)(const puz_model *m, const int *grid, void *ctx);
/* Progress of long work: one line of text (no newline), about once a
 * second; with a backend's "verbose" option, the solver's own output
 * (PicoSAT's, GLPK's) a line at a time. Called in the thread doing the
 * work; without a callback nothing is reported or printed. */
typedef void (*puz_progress_fn)(const char *line, void *ctx);

/* The same on every backend and every call that takes one (solve, count,
 * batch lines, generate, rate, emit). Unset: one solution, no time limit,
 * the default memory limit (half the machine's memory). */
PUZ_API puz_limits *puz_limits_new(void);
PUZ_API puz_limits *puz_limits_clone(const puz_limits *l);
PUZ_API void puz_limits_free(puz_limits *l);
/* Stop after n solutions: 1 solves, 2 checks uniqueness, UINT64_MAX all. */
PUZ_API void puz_limits_set_solutions(puz_limits *l, uint64_t n);
/* Seconds for the whole call: reading, building the backend's model,
 * presolving and search; 0 = none. */
PUZ_API void puz_limits_set_time(puz_limits *l, double seconds);
/* Seconds of that limit spent before the call (reading the model it
 * solves): the call stops time - spent seconds after it starts, and its
 * messages still name the whole limit ("time limit of 0.3 s reached"). */
PUZ_API void puz_limits_set_time_spent(puz_limits *l, double seconds);
/* Megabytes the calls given l may hold together, whatever thread they run
 * on: what grows with the model and the search (the backend's model, its
 * solver's memory, search stacks, learnt clauses, the front end's syntax
 * tree) is charged to one budget that l holds (a clone shares it). 0 = the
 * default (half the physical memory); SIZE_MAX = none. Unset: each call
 * has its own budget of the default. A call charges the budget while it
 * runs and lets go as it ends: l may be freed before a puz_solver that
 * ran under it. (A puz_batch keeps l by reference: free it after.) */
PUZ_API void puz_limits_set_memory(puz_limits *l, size_t megabytes);
/* The bytes l's budget holds now, and the most it held at once (0 before
 * puz_limits_set_memory). */
PUZ_API size_t puz_limits_memory_used(const puz_limits *l);
PUZ_API size_t puz_limits_memory_peak(const puz_limits *l);
/* When *flag becomes nonzero the call stops (found solutions are kept, the
 * result says PUZ_STOP_CANCEL). Set it from a signal handler or another
 * thread (an atomic store); NULL: none. */
PUZ_API void puz_limits_set_cancel(puz_limits *l, const volatile int *flag);
PUZ_API void puz_limits_on_solution(puz_limits *l, puz_solution_fn fn, void *ctx);
PUZ_API void puz_limits_on_progress(puz_limits *l, puz_progress_fn fn, void *ctx);
/* 1: no build and solve times (saves clock reads on 3 us puzzles). */
PUZ_API void puz_limits_set_no_times(puz_limits *l, int on);

/* ---- solving ----------------------------------------------------------------- */

typedef enum {
    PUZ_SOLVED = 0,      /* at least one solution found */
    PUZ_NO_SOLUTION = 1, /* proved: none */
    PUZ_STOPPED = 2      /* a limit or a cancel stopped it first, or an
                            incomplete method gave up: puz_result_stop says */
} puz_status;

/* What stopped a call before it settled its answer. */
typedef enum {
    PUZ_STOP_NONE = 0,   /* it did not stop early */
    PUZ_STOP_TIME = 1,   /* the time limit */
    PUZ_STOP_CANCEL = 2, /* the cancel flag */
    PUZ_STOP_MEMORY = 3, /* the memory limit */
    PUZ_STOP_GAVE_UP = 4 /* an incomplete method gave up: the heuristic
                            out of iterations, sat's propagate-only
                            undecided, the rater out of guesses */
} puz_stop;

/* A result, reusable: every solve fills it anew. */
typedef struct puz_result puz_result;
PUZ_API puz_result *puz_result_new(void);
PUZ_API void puz_result_free(puz_result *r);
PUZ_API puz_status puz_result_status(const puz_result *r);
/* Solutions found, up to the limit; complete: 1 when that is the count up
 * to the limit, 0 when a limit cut it short (a lower bound). */
PUZ_API uint64_t puz_result_solutions(const puz_result *r);
PUZ_API int puz_result_complete(const puz_result *r);
/* The first solution (ncells values), or NULL. */
PUZ_API const int *puz_result_grid(const puz_result *r);
/* The backend's model size (puz_backend_size_name) and search effort. */
PUZ_API long puz_result_size(const puz_result *r, int i);
PUZ_API long puz_result_effort(const puz_result *r);
PUZ_API double puz_result_build_sec(const puz_result *r);
PUZ_API double puz_result_solve_sec(const puz_result *r);
/* One-line facts ("unit propagation: solved"), or "". */
PUZ_API const char *puz_result_note(const puz_result *r);
PUZ_API puz_stop puz_result_stop(const puz_result *r);
/* What stopped it, in words: "time limit reached", "cancelled", "memory
 * limit of 50 MB reached", "time limit reached while building the model
 * (8830976 clauses so far)", "an incomplete method gave up"; "" when it
 * did not stop. */
PUZ_API const char *puz_result_stopped(const puz_result *r);

/* One model, one backend (NULL: native), once. o: options of that backend
 * or NULL (defaults); lim NULL: one solution, no limit. PUZ_E_UNSUPPORTED
 * when the backend cannot express the model, PUZ_E_INTERNAL when its
 * answer fails the verifier. */
PUZ_API puz_code puz_solve(const puz_model *m, const puz_backend *b, const puz_options *o,
                           const puz_limits *lim, puz_result *res, puz_error **err);

/* A backend prepared for one shape of model (grid, values, constraints),
 * then fed any number of givens: the batch path. One thread at a time. */
typedef struct puz_solver puz_solver;
PUZ_API puz_code puz_solver_new(const puz_backend *b, const puz_model *shape,
                                const puz_options *o, puz_solver **out, puz_error **err);
/* Solves the shape with these givens (ncells values, 0 = empty; NULL: the
 * shape's own). */
PUZ_API puz_code puz_solver_solve(puz_solver *s, const int *givens, const puz_limits *lim,
                                  puz_result *res, puz_error **err);
PUZ_API void puz_solver_free(puz_solver *s);

/* ---- external solvers: emit a formulation, decode an answer ---------------- */

/* Writes m's formulation in `format` (puz_backend_formats: lp, mps, opb, cnf,
 * wcnf, xcc, mzn) to out, built with o (options of the backend that writes
 * the format, or NULL). lim may be NULL (its time and memory limits bound
 * the build). PUZ_E_UNSUPPORTED for an unknown format or a model the
 * backend cannot express; PUZ_E_IO when a write fails.
 * The formats of puz_model_formats write the model itself in a setter's
 * format (o must be NULL): "fpuzzles" (f-puzzles JSON), "fpuzzles-link" and
 * "sudokupad-link" (the link that opens it in f-puzzles, in SudokuPad),
 * with the solution when the native backend
 * proves it unique within 2 s (or lim's shorter time limit);
 * PUZ_E_UNSUPPORTED naming what f-puzzles cannot hold. */
PUZ_API puz_code puz_emit(const puz_model *m, const char *format, const puz_options *o,
                          const puz_limits *lim, FILE *out, puz_error **err);
/* The model formats, NULL-terminated: "fpuzzles", "fpuzzles-link",
 * "sudokupad-link". */
PUZ_API const char *const *puz_model_formats(void);
/* The same into memory: *text (puz_free it), *len bytes. */
PUZ_API puz_code puz_emit_string(const puz_model *m, const char *format, const puz_options *o,
                                 const puz_limits *lim, char **text, size_t *len,
                                 puz_error **err);
/* The backend's model size without solving (puz_backend_size_name), as
 * built with o (NULL: defaults) within lim (may be NULL). PUZ_E_UNSUPPORTED
 * when the backend has no sizes or cannot take the model; PUZ_E_LIMIT when
 * a limit stopped the build (the sizes so far are in size). */
PUZ_API puz_code puz_model_size(const puz_model *m, const puz_backend *b, const puz_options *o,
                                const puz_limits *lim, long size[3], puz_error **err);

/* What an external solver's answer says. */
typedef enum {
    PUZ_ANSWER_SOLVED,      /* a grid: verified, a solution of m */
    PUZ_ANSWER_NO_SOLUTION, /* the solver proved there is none */
    PUZ_ANSWER_RELAXED      /* a MaxSAT answer that drops givens: the grid is a
                               solution of m without them (verified as such) */
} puz_answer;

/* Reads an answer to any of m's formulations -- glpsol's report or solution
 * file, a cbc solution, SAT/MaxSAT/PB solver output, MiniZinc's output, the
 * chosen XCC options -- told apart by its content (name appears in
 * messages). On PUZ_OK: *answer; grid (ncells values) filled unless
 * NO_SOLUTION; *format (may be NULL) names the backend whose formulation
 * it answers ("ilp", "sat", "dlx", "native" for MiniZinc); *note (may be
 * NULL) a remark ("not proven optimal") or "", valid until the thread's
 * next puz_decode. PUZ_E_INPUT (located: the answer's line and column)
 * for an answer that cannot be read, PUZ_E_INVALID for a grid that is not
 * a solution. */
PUZ_API puz_code puz_decode(const puz_model *m, const char *text, size_t len, const char *name,
                            int *grid, puz_answer *answer, const char **format,
                            const char **note, puz_error **err);

/* ---- batch: a file of one-line puzzles on threads --------------------------- */

/* What came of one line. */
typedef enum {
    PUZ_LINE_SOLVED,      /* a solution (counting: one or more, counted) */
    PUZ_LINE_NO_SOLUTION, /* proved: none */
    PUZ_LINE_STOPPED,     /* a limit, or the method gave up, first (counting: a
                             lower bound) */
    PUZ_LINE_BAD,         /* the line is no puzzle, or the backend refuses it */
    PUZ_LINE_INTERNAL,    /* a solution that failed the verifier: a bug */
    PUZ_LINE_BLANK        /* an empty line (answered by an empty line) */
} puz_line_status;
/* "solved", "no solution", "stopped", "bad line", "internal error", "blank". */
PUZ_API const char *puz_line_status_name(puz_line_status s);

/* One line of a batch run and what came of it. */
typedef struct puz_batch_item puz_batch_item;
PUZ_API long puz_batch_item_line(const puz_batch_item *it); /* its number */
/* The line as read (newline, CR and a first line's byte order mark cut). */
PUZ_API const char *puz_batch_item_text(const puz_batch_item *it, size_t *len);
PUZ_API puz_line_status puz_batch_item_status(const puz_batch_item *it);
/* SOLVED, not counting: the solution in the line's own form (one character
 * a cell, or comma-separated); else NULL. */
PUZ_API const char *puz_batch_item_solution(const puz_batch_item *it);
/* The answer in the line's own form is text[0 .. prefix) (a comma line's
 * "name<TAB>", a Killer's "title<TAB>"), the solution, then text[suffix ..
 * len) (the text after a one-character grid, its separator included). */
PUZ_API size_t puz_batch_item_prefix(const puz_batch_item *it);
PUZ_API size_t puz_batch_item_suffix(const puz_batch_item *it);
/* The line's name (len 0: none). */
PUZ_API const char *puz_batch_item_name(const puz_batch_item *it, size_t *len);
/* Counting: the solutions found (STOPPED: at least that many). */
PUZ_API uint64_t puz_batch_item_count(const puz_batch_item *it);
/* STOPPED, BAD, INTERNAL: why; else NULL. */
PUZ_API const char *puz_batch_item_reason(const puz_batch_item *it);
/* Microseconds the line took (puz_batch_set_timed), the CPU microseconds
 * of the thread that solved it (user and system; timed 2, else 0), and the
 * search effort. */
PUZ_API double puz_batch_item_usec(const puz_batch_item *it);
PUZ_API double puz_batch_item_cpu_usec(const puz_batch_item *it);
PUZ_API long puz_batch_item_effort(const puz_batch_item *it);
/* Text the caller keeps with the item: put by on_solved (in parallel, on
 * the thread that solved it), read by the in-order callback. Copied into
 * the item's own buffer, kept from line to line (no allocation a line). */
PUZ_API void puz_batch_item_put(puz_batch_item *it, const char *text, size_t len);
PUZ_API const char *puz_batch_item_output(const puz_batch_item *it, size_t *len);

/* Called for each line right after it is solved, on the thread that solved
 * it, lines in any order and at once (for the caller's work that can go in
 * parallel: formatting the answer). */
typedef void (*puz_batch_solved_fn)(puz_batch_item *it, void *ctx);
/* Called once a line, in input order, one call at a time (not always on the
 * same thread); nonzero stops the run (nothing after it is handed on). */
typedef int (*puz_batch_fn)(const puz_batch_item *it, void *ctx);
/* Called after each run of lines handed on; caught_up: every line read so
 * far is handed on (the input may now wait: a caller writing to a pipe
 * flushes). Nonzero stops the run. */
typedef int (*puz_batch_idle_fn)(int caught_up, void *ctx);

/* How a batch runs. */
typedef struct puz_batch puz_batch;
PUZ_API puz_batch *puz_batch_new(void);
PUZ_API void puz_batch_free(puz_batch *bt);
/* The backend and its options (default native). */
PUZ_API void puz_batch_set_backend(puz_batch *bt, const puz_backend *b, const puz_options *o);
/* Per line: its time limit; for the run: the memory budget and the cancel
 * flag (a cancel stops the run: the lines solved whole before it are handed
 * on, the rest dropped). NULL: none. Kept by reference: keep lim alive. */
PUZ_API void puz_batch_set_limits(puz_batch *bt, const puz_limits *lim);
/* Count solutions up to n (n >= 1: 1 says whether there is one, as a
 * count) instead of solving (0, the default). */
PUZ_API void puz_batch_set_count(puz_batch *bt, uint64_t n);
/* Threads (0: one per online core; 1, the default: the caller's thread). */
PUZ_API void puz_batch_set_jobs(puz_batch *bt, int jobs);
/* Lines are Killer lines. */
PUZ_API void puz_batch_set_killer(puz_batch *bt, int on);
/* The first line's number (default 1), for a shard of a file. */
PUZ_API void puz_batch_set_first_line(puz_batch *bt, long n);
/* Measure each line's time: 1 its wall time (puz_batch_item_usec), 2 its
 * thread's CPU time as well (puz_batch_item_cpu_usec: two system calls a
 * line, more than a 9x9 line's solving may take); 0 neither. */
PUZ_API void puz_batch_set_timed(puz_batch *bt, int on);
PUZ_API void puz_batch_on_solved(puz_batch *bt, puz_batch_solved_fn fn, void *ctx);
PUZ_API void puz_batch_on_idle(puz_batch *bt, puz_batch_idle_fn fn, void *ctx);
/* Runs the lines of `in` (named `name` in messages) through the backend,
 * handing each to fn in input order. A regular file is read by the
 * workers themselves; a pipe or a terminal by the caller's thread (a line
 * that waits there waits for its input alone). A line is at most
 * PUZ_LINE_MAX: a longer one ends the run with PUZ_E_INPUT at its place,
 * the lines before it handed on. PUZ_E_IO when reading fails. Bad lines
 * are items (PUZ_LINE_BAD), not errors of the run. */
PUZ_API puz_code puz_batch_run(puz_batch *bt, FILE *in, const char *name, puz_batch_fn fn,
                               void *ctx, puz_error **err);
/* The lines of text[0 .. len) run as puz_batch_run runs a file's (1.1),
 * every outcome handed back at once: for a caller to whom a call back per
 * line costs more than solving it (a binding from another language). *out
 * (puz_free it; NUL-terminated, *out_len bytes, out_len may be NULL) holds
 * one record per line handed on, in input order, a line each:
 *     STATUS TAB COUNT TAB EFFORT TAB USEC TAB ANSWER NEWLINE
 * STATUS the puz_line_status as a digit; COUNT puz_batch_item_count;
 * EFFORT the search effort; USEC the line's microseconds (puz_batch_set_timed;
 * else 0); ANSWER: SOLVED, the solution in the line's own form (not
 * counting; else empty); STOPPED, BAD, INTERNAL, the reason (tabs and line
 * ends as blanks); else empty. The batch's in-order callback is this
 * call's; its on_solved and on_idle hooks are called as for
 * puz_batch_run. Errors as puz_batch_run's (then *out is not set). */
PUZ_API puz_code puz_batch_run_text(puz_batch *bt, const char *text, size_t len, const char *name,
                                    char **out, size_t *out_len, puz_error **err);
/* After a run: the lines handed on, and the threads that solved them. */
PUZ_API long puz_batch_lines(const puz_batch *bt);
PUZ_API int puz_batch_threads(const puz_batch *bt);

/* ---- generating and rating puzzles ----------------------------------------- */

/* Settings of the generator, by name as `puzc generate` takes them:
 * "kind" (sudoku latin killer), "box" (RxC, default 3x3), "size" (the
 * side: a Latin square's, or a Sudoku of square boxes), "method" (how the
 * grid is filled: auto backtrack prune weighted row block ilp), "alpha",
 * "clues", "symmetry" (none rot180 rot90 mirror), "minimal", "difficulty"
 * (any easy medium hard fiendish expert), "cage-sizes" (A-B, default 1-5),
 * "max-cages", "seed", "tries", "check-limit", "ilp-fix" (bands row diag),
 * "counter" (a backend name). puz_gen_settings lists them with their help.
 * The time and memory limits come from the puz_limits of the call. */
typedef struct puz_gen puz_gen;
PUZ_API puz_gen *puz_gen_new(void);
PUZ_API puz_gen *puz_gen_clone(const puz_gen *g);
PUZ_API void puz_gen_free(puz_gen *g);
PUZ_API const puz_option *puz_gen_settings(void);
PUZ_API puz_code puz_gen_set(puz_gen *g, const char *name, const char *value, puz_error **err);
PUZ_API const char *puz_gen_get(const puz_gen *g, const char *name);
/* The ilp backend's options for the ilp fill (NULL = defaults). */
PUZ_API void puz_gen_set_fill_options(puz_gen *g, const puz_options *ilp);
PUZ_API void puz_gen_on_progress(puz_gen *g, puz_progress_fn fn, void *ctx);

/* A puzzle made (or a grid filled): reusable like puz_result. */
typedef struct puz_puzzle puz_puzzle;
/* Called as the work goes: with the grid just filled (its figures), and
 * with each try (its clues, rating, checks). */
typedef void (*puz_gen_fn)(const puz_puzzle *p, void *ctx);
PUZ_API void puz_gen_on_fill(puz_gen *g, puz_gen_fn fn, void *ctx);
PUZ_API void puz_gen_on_try(puz_gen *g, puz_gen_fn fn, void *ctx);

PUZ_API puz_puzzle *puz_puzzle_new(void);
PUZ_API void puz_puzzle_free(puz_puzzle *p);
/* PUZ_SOLVED: made; PUZ_STOPPED: nothing made within the limits (why says
 * why). puz_puzzle_missed: made, but not as asked: of another difficulty
 * (the closest), or a limit stopped the removal of givens (the puzzle so
 * far, unique and checked: puz_puzzle_stop says which limit, untried the
 * givens not tried). */
PUZ_API puz_status puz_puzzle_status(const puz_puzzle *p);
PUZ_API int puz_puzzle_missed(const puz_puzzle *p);
PUZ_API puz_stop puz_puzzle_stop(const puz_puzzle *p);
PUZ_API int puz_puzzle_untried(const puz_puzzle *p);
/* Stopped, or missed: why ("no puzzle of level hard in 200 tries"). */
PUZ_API const char *puz_puzzle_why(const puz_puzzle *p);
/* The puzzle as a model (its givens, or a Killer's cages), and its one
 * solution; puz_fill: the filled grid (as the model's givens). */
PUZ_API const puz_model *puz_puzzle_model(const puz_puzzle *p);
PUZ_API const int *puz_puzzle_solution(const puz_puzzle *p);
/* Givens (Killer: cages of one cell), the rater's verdict, its hardest
 * technique (-1: none) and guesses, uniqueness checks made and those cut
 * short by the check limit, whether no given can go. */
PUZ_API int puz_puzzle_clues(const puz_puzzle *p);
PUZ_API int puz_puzzle_level(const puz_puzzle *p);
PUZ_API int puz_puzzle_hardest(const puz_puzzle *p);
PUZ_API long puz_puzzle_guesses(const puz_puzzle *p);
PUZ_API long puz_puzzle_checks(const puz_puzzle *p);
PUZ_API long puz_puzzle_cut_short(const puz_puzzle *p);
PUZ_API int puz_puzzle_minimal(const puz_puzzle *p);
/* Killer: the final count's effort (the counter's unit). */
PUZ_API long puz_puzzle_effort(const puz_puzzle *p);
/* The fill: its method (a name), fresh starts, values placed, seconds; the
 * removal's (caging's) seconds; tries made; the whole call's seconds. */
PUZ_API const char *puz_puzzle_method(const puz_puzzle *p);
PUZ_API long puz_puzzle_fill_restarts(const puz_puzzle *p);
PUZ_API long puz_puzzle_fill_nodes(const puz_puzzle *p);
PUZ_API double puz_puzzle_fill_sec(const puz_puzzle *p);
PUZ_API double puz_puzzle_remove_sec(const puz_puzzle *p);
PUZ_API long puz_puzzle_tries(const puz_puzzle *p);
PUZ_API double puz_puzzle_sec(const puz_puzzle *p);

/* A filled grid (Killer: its Sudoku grid). lim may be NULL: its time limit
 * bounds each fill (and no new try starts after it), its progress
 * callback gets the long work's lines. */
PUZ_API puz_code puz_fill(const puz_gen *g, const puz_limits *lim, puz_puzzle *out,
                          puz_error **err);
/* A puzzle with exactly one solution: for Sudoku and Latin, givens removed
 * from a filled grid while the solution stays unique, the best of the tries
 * for the difficulty and clue target; for Killer, cages drawn over a filled
 * grid and split until the sums alone have one solution. Before it returns
 * the counting backend confirms the puzzle has exactly one solution and
 * the verifier passes it (PUZ_E_INTERNAL if not). Settings that do not go
 * together are PUZ_E_ARG, saying why; a shape the generator cannot make
 * (past a fill method's largest grid, a puzzle above 64 values, cages that
 * cannot cover the grid) or that a backend refuses, PUZ_E_UNSUPPORTED (so
 * for puz_fill and puz_generate_bulk too). */
/* A multi-grid puzzle of a named layout ("samurai", "butterfly", "sumo",
 * "windmill", "gattai8", "shogun", "sohei", "clueless1", "clueless2";
 * docs/language.md) with exactly one solution, its clues minimal, made
 * from seed through the native backend: *out (puz_model_free it).
 * PUZ_E_ARG for an unknown layout; PUZ_E_LIMIT when lim stopped the fill
 * (a removal the limit stops keeps its clue: what comes out is unique). */
PUZ_API puz_code puz_generate_layout(const char *layout, uint64_t seed, const puz_limits *lim,
                                     puz_model **out, puz_error **err);
/* The layout names, NULL-terminated (docs/language.md, Multi-grid Sudoku). */
PUZ_API const char *const *puz_layouts(void);
PUZ_API puz_code puz_generate(const puz_gen *g, const puz_limits *lim, puz_puzzle *out,
                              puz_error **err);

/* Many puzzles on threads: puzzle i (from 0) is what puz_generate makes
 * with seed + i (a duplicate of one made before is made again with seed +
 * i + k * 0x9E3779B97F4A7C15), whatever the number of threads (jobs; 0:
 * one per online core); fn gets them in index order, in the caller's
 * thread, with the seed that made each; nonzero stops. stats (may be NULL;
 * set its size to sizeof(puz_bulk_stats) first) says how it went. */
typedef int (*puz_bulk_fn)(long index, uint64_t seed, const puz_puzzle *p, void *ctx);
typedef struct {
    size_t size;      /* sizeof(puz_bulk_stats), set by the caller */
    long made;        /* puzzles handed to fn */
    long duplicates;  /* made again for being equal to one before */
    long missed;      /* of made: not of the difficulty asked (the closest) */
    int jobs;         /* threads used */
    int complete;     /* every puzzle asked for was made */
    double sec;
    char why[256];    /* not complete: why (the shape ran out of puzzles ...) */
    puz_stop stop;    /* (1.1) not complete because a limit ended it: which
                         (PUZ_STOP_TIME ...); PUZ_STOP_NONE otherwise */
} puz_bulk_stats;
PUZ_API puz_code puz_generate_bulk(const puz_gen *g, const puz_limits *lim, long count, int jobs,
                                   puz_bulk_fn fn, void *ctx, puz_bulk_stats *stats,
                                   puz_error **err);

/* The rater's techniques, simplest first. */
typedef enum {
    PUZ_TECH_NAKED_SINGLE,  /* easy */
    PUZ_TECH_HIDDEN_SINGLE, /* medium */
    PUZ_TECH_CAGE,          /* Killer cage combinations: medium */
    PUZ_TECH_LOCKED,        /* locked candidates (pointing, box-line): hard */
    PUZ_TECH_INNIES,        /* Killer innies (the 45 rule): hard */
    PUZ_TECH_NAKED_PAIR,    /* hard */
    PUZ_TECH_HIDDEN_PAIR,   /* hard */
    PUZ_TECH_NAKED_TRIPLE,  /* hard */
    PUZ_TECH_HIDDEN_TRIPLE, /* hard */
    PUZ_TECH_X_WING,        /* fiendish */
    PUZ_TECH_XY_WING,       /* fiendish */
    PUZ_TECH_SWORDFISH,     /* fiendish */
    PUZ_TECH_COLORING,      /* simple coloring (single-value chains): fiendish */
    PUZ_TECH_GUESS,         /* expert */
    PUZ_NTECHS
} puz_tech;

typedef enum {
    PUZ_LEVEL_ANY = -1, /* generating: no level asked */
    PUZ_LEVEL_EASY,
    PUZ_LEVEL_MEDIUM,
    PUZ_LEVEL_HARD,
    PUZ_LEVEL_FIENDISH,
    PUZ_LEVEL_EXPERT
} puz_level;

/* Names as the command line writes them ("naked_pair", "hard"). */
PUZ_API const char *puz_tech_name(puz_tech t);
PUZ_API puz_level puz_tech_level(puz_tech t);
PUZ_API int puz_tech_weight(puz_tech t);
PUZ_API const char *puz_level_name(puz_level l);

/* Settings of the rater, by name: "max-guesses" (give up past; 0 none;
 * default 1000000), "counter" (a backend name; default native),
 * "count-limit" (seconds for the uniqueness count; 0 none; default 10),
 * "steps" (record the solving path: on/off). */
typedef struct puz_rater puz_rater;
PUZ_API puz_rater *puz_rater_new(void);
PUZ_API void puz_rater_free(puz_rater *o);
PUZ_API const puz_option *puz_rater_settings(void);
PUZ_API puz_code puz_rater_set(puz_rater *o, const char *name, const char *value,
                               puz_error **err);
PUZ_API void puz_rater_on_progress(puz_rater *o, puz_progress_fn fn, void *ctx);

/* One step of the solving path: a placement (singles, guess: cell, value)
 * or the eliminations of one technique (cell -1; elimination indexes first
 * .. first + nelims). Cells row-major from 0. */
typedef struct {
    int tech;
    int cell, value;
    long first;
    int nelims;
} puz_step;
typedef struct {
    int cell;
    uint64_t values;         /* the candidates removed: bit k = value vmin + k */
} puz_elim;

typedef struct puz_rating puz_rating;
PUZ_API puz_rating *puz_rating_new(void);
PUZ_API void puz_rating_free(puz_rating *r);
/* PUZ_SOLVED, PUZ_NO_SOLUTION, or PUZ_STOPPED (gave up: more guesses than
 * max-guesses, or the limits). */
PUZ_API puz_status puz_rating_status(const puz_rating *r);
/* Steps of each technique on the path that solved it (placements for
 * singles, eliminating steps for the others, values guessed). */
PUZ_API long puz_rating_count(const puz_rating *r, int tech);
PUZ_API long puz_rating_guesses(const puz_rating *r);  /* failed branches included */
PUZ_API int puz_rating_hardest(const puz_rating *r);    /* puz_tech; -1 none */
PUZ_API int puz_rating_level(const puz_rating *r);
PUZ_API long puz_rating_score(const puz_rating *r);
/* 1 one solution, 0 two or more, -1 the count was cut short. */
PUZ_API int puz_rating_unique(const puz_rating *r);
/* PUZ_STOPPED by a limit: which (PUZ_STOP_GAVE_UP: max-guesses). */
PUZ_API puz_stop puz_rating_stop(const puz_rating *r);
PUZ_API const int *puz_rating_solution(const puz_rating *r);
PUZ_API long puz_rating_nsteps(const puz_rating *r);
/* Step i (0 .. nsteps-1) and elimination i of the steps' ranges; NULL out
 * of range. */
PUZ_API const puz_step *puz_rating_step(const puz_rating *r, long i);
PUZ_API const puz_elim *puz_rating_elim(const puz_rating *r, long i);
/* (1.1) Why step i was taken (0 for a guess, or i out of range):
 *   houses  the model's constraints behind it (puz_model_house names them),
 *           most telling first: the house of a hidden single, a pair, a
 *           triple; the cage of a cage combination; the house holding
 *           innies; locked candidates' house whose places of the value all
 *           lie in the second one, then that second one; a fish's base
 *           lines, then its cover lines. None for a naked single (the cell
 *           itself), an XY-wing or coloring.
 *   cells   the pattern's cells: a pair's or triple's, an XY-wing's pivot
 *           then its pincers, the innies; coloring: two cells of one
 *           colour that see each other (when the step clears those cells:
 *           that colour is false), else one of each colour that the first
 *           cell cleared sees.
 * Each writes at most max entries to its array (NULL with max 0: only the
 * count) and returns how many there are. */
PUZ_API int puz_rating_step_houses(const puz_rating *r, long i, int *cons, int max);
PUZ_API int puz_rating_step_cells(const puz_rating *r, long i, int *cells, int max);
/* The values step i is about (bit k = value vmin + k): a hidden single's,
 * locked candidates', a pair's or triple's, a fish's, the value an XY-wing
 * or coloring removes; 0 for a naked single, a cage, innies, a guess. */
PUZ_API uint64_t puz_rating_step_values(const puz_rating *r, long i);
/* A cage combination's or innies' total (what the cells add up to);
 * coloring: the cells in its chain; else 0. */
PUZ_API int puz_rating_step_number(const puz_rating *r, long i);

/* Rates m's puzzle the way a person solves it: the simplest technique that
 * makes progress, how often each, the guesses, a level. Models of distinct
 * groups, Killer cages and givens; PUZ_E_UNSUPPORTED for other sums. */
PUZ_API puz_code puz_rate(const puz_model *m, const puz_rater *o, const puz_limits *lim,
                          puz_rating *out, puz_error **err);

/* ---- Latin square <-> Sudoku (seed paper 001, section 3) ---------------- */

/* The Sudoku of k x k boxes whose completions are in one-to-one
 * correspondence with those of the Latin square `latin` (order k = 2..16:
 * rows and columns distinct, givens, nothing else). */
PUZ_API puz_code puz_latin_to_sudoku(const puz_model *latin, puz_model **out, puz_error **err);
/* The square's solution (k*k values) from a solution of that Sudoku. */
PUZ_API puz_code puz_latin_from_sudoku(const puz_model *latin, const int *sudoku, int *square,
                                       puz_error **err);

/* ---- the setters' formats in (docs/import.md) ----------------------------- */

/* The formats puz_import reads, NULL-terminated: "fpuzzles" (f-puzzles
 * JSON, an f-puzzles link, or a link's compressed data), "sudokupad" (a
 * SudokuPad link -- its scl, ctc and fpuzzles forms -- or SudokuPad's
 * JSON). */
PUZ_API const char *const *puz_import_formats(void);
/* A puzzle in one of those formats, text[0..len), as .puz text: *puz
 * (puz_free it), *puzlen bytes (may be NULL). format NULL or "auto": told
 * apart by the content. name is the input's name in messages. A
 * constraint the .puz language cannot say is refused by name at its place
 * in the input (file:line:col, and its JSON path; in a link's data, the
 * place in the decompressed text, named "NAME (decompressed)"):
 * PUZ_E_INPUT, as for input that cannot be read; PUZ_E_ARG for an unknown
 * format. The .puz is compiled before it is handed over: a puzzle whose
 * clues break its own rules is PUZ_E_INPUT, located in "NAME (as .puz)". */
PUZ_API puz_code puz_import(const char *name, const char *text, size_t len, const char *format,
                            char **puz, size_t *puzlen, puz_error **err);
/* Janko's puzzle text (format "janko" above: a line of the JSON Lines
 * {"id", "problem", "solution", "source"} of ../shared/puzzles/janko, or the
 * bare problem text; docs/import.md) with its family named: one of
 * puz_janko_families() ("sudoku", "killer", "jigsaw", "evenodd", "samurai",
 * "butterfly", "sumo", "windmill", "gattai8", "shogun", "sohei",
 * "clueless1", "clueless2", "kakuro"), or NULL / "auto" to tell it by the line's
 * janko.at page or the text's shape. flags: PUZ_JANKO_X adds the X rule
 * (both diagonals distinct), which the text does not carry (the pages
 * known to state it add it by themselves). An unknown family is
 * PUZ_E_ARG; the rest as puz_import. */
enum { PUZ_JANKO_X = 1 };
PUZ_API puz_code puz_import_janko(const char *name, const char *text, size_t len,
                                  const char *family, unsigned flags, char **puz, size_t *puzlen,
                                  puz_error **err);
PUZ_API const char *const *puz_janko_families(void);

/* ---- pictures ------------------------------------------------------------------ */

/* A model drawn as SVG (the reference picture), as text (a terminal) or as
 * PNG, with the values of grid (ncells values, 0 = empty; NULL: the
 * givens). Settings by name: "ascii" (text: + - | lines), "color" (text:
 * ANSI colours), "tint" (svg, png: regions tinted), "cell" (svg, png: a
 * cell's side in pixels, 8..200; 0 = by size). */
typedef enum { PUZ_RENDER_SVG, PUZ_RENDER_TEXT, PUZ_RENDER_PNG } puz_render_format;
/* "svg", "text", "png" -> the format; -1 for another name. */
PUZ_API int puz_render_format_parse(const char *name);

typedef struct puz_render_opts puz_render_opts;
PUZ_API const puz_option *puz_render_settings(void);
PUZ_API puz_render_opts *puz_render_opts_new(void);
PUZ_API void puz_render_opts_free(puz_render_opts *o);
PUZ_API puz_code puz_render_set(puz_render_opts *o, const char *name, const char *value,
                                puz_error **err);
/* o may be NULL (defaults). PUZ_E_ARG for a grid value out of range or a
 * picture too large; PUZ_E_IO for a failed write; PUZ_E_UNSUPPORTED for
 * PNG where cairo cannot be loaded. */
PUZ_API puz_code puz_render(const puz_model *m, const int *grid, puz_render_format f,
                            const puz_render_opts *o, FILE *out, puz_error **err);
PUZ_API puz_code puz_render_string(const puz_model *m, const int *grid, puz_render_format f,
                                   const puz_render_opts *o, char **buf, size_t *len,
                                   puz_error **err);

/* A horizontal bar chart of timings (compare --plot) as SVG: a bar a row
 * on a log-scale time axis (ms), an optional whisker to hi, a note after
 * the bar. A value <= 0 draws no bar, only the note. */
typedef struct puz_plot puz_plot;
PUZ_API puz_plot *puz_plot_new(const char *title, const char *axis);
/* group: bars of one group share a colour; hi <= 0: no whisker; note may
 * be NULL. */
PUZ_API void puz_plot_add(puz_plot *p, const char *label, int group, double ms, double hi_ms,
                          const char *note);
PUZ_API puz_code puz_plot_svg(const puz_plot *p, FILE *out, puz_error **err);
/* The same into memory (1.1): *svg (puz_free it), *len bytes (may be NULL). */
PUZ_API puz_code puz_plot_svg_string(const puz_plot *p, char **svg, size_t *len, puz_error **err);
PUZ_API void puz_plot_free(puz_plot *p);

/* ---- the reduced-constraint ILP formulation (seed paper 002) ------------- */

/* Equalities that replace the row (column) equalities of one band (stack)
 * for one value. A band of h rows crosses h boxes of h x w cells; a cell's
 * position in the band: box*(h*w) + row_in_box*w + col_in_box; equality e
 * is c0 + sum_pos coef(e, pos) x_pos = 0. */
typedef struct puz_reduced puz_reduced;
/* The paper's constraint-creation MILP (6)-(12), solved with GLPK, for a
 * band of h x w boxes (1..16 each), coefficients in [-bound, bound], at
 * most h-1 equalities: over every occurrence pattern when `full`, else
 * over the quotient by box rows. PUZ_E_ARG for sizes out of range. When
 * no equality is found within the bounds, the patterns or lim's time
 * limit, the result has puz_reduced_neq 0 and puz_reduced_why says why.
 * With a progress callback in lim, GLPK's own log goes there. */
PUZ_API puz_code puz_reduced_milp(int h, int w, double bound, int full, const puz_limits *lim,
                                  puz_reduced **out, puz_error **err);
/* The closed form: one equality, weights h^(row in box). */
PUZ_API puz_reduced *puz_reduced_closed(int h, int w);
PUZ_API void puz_reduced_free(puz_reduced *e);
PUZ_API int puz_reduced_npos(const puz_reduced *e);
PUZ_API int puz_reduced_neq(const puz_reduced *e);
/* pos -1: the constant c0. */
PUZ_API double puz_reduced_coef(const puz_reduced *e, int eq, int pos);
PUZ_API long puz_reduced_feasible(const puz_reduced *e);   /* occurrence patterns V */
PUZ_API long puz_reduced_infeasible(const puz_reduced *e); /* and F */
PUZ_API double puz_reduced_seconds(const puz_reduced *e);
PUZ_API int puz_reduced_optimal(const puz_reduced *e);     /* neq proved minimal */
PUZ_API const char *puz_reduced_why(const puz_reduced *e); /* neq 0: why */
/* PUZ_OK when every feasible pattern keeps each equality and every
 * infeasible one breaks one; else PUZ_E_INVALID naming one that fails. */
PUZ_API puz_code puz_reduced_check(const puz_reduced *e, puz_error **err);

#ifdef __cplusplus
}
#endif

#endif
