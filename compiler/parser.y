/* parser.y -- the .puz grammar. A file is a list of lines; each line is
 * one statement, and a block keyword (givens, regions, cages) takes the
 * grid rows that follow it. Actions are single calls into ast.c; all
 * meaning is checked later (check.c). */

%code requires {
#include "ast.h"
#include "lex.h"
}

%code provides {
int puzyylex(PUZYYSTYPE *lval, PUZYYLTYPE *lloc, void *scanner);
}

%code {
#include "util.h"

/* The parser's stack, should it grow, comes from xmalloc. */
#define YYMALLOC xmalloc
#define YYFREE free

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* negative kropki (consecutive and xv are keywords): AST_NEG_*; the
 * checker reports AST_NEG_UNKNOWN at the word. */
static int negative_code(const char *word)
{
    return !strcasecmp(word, "kropki") ? AST_NEG_KROPKI : AST_NEG_UNKNOWN;
}

/* xv X|V: the pair's total, 10 or 5; -1 (reported by the checker) else. */
static int xv_total(const char *word)
{
    return !strcasecmp(word, "x") ? 10 : !strcasecmp(word, "v") ? 5 : -1;
}

static void puzyyerror(Loc *loc, void *scanner, LexCtx *ctx, const char *msg);
static AstCellItem item(AstRC from, Loc from_loc, AstRC to, Loc to_loc);
static AstAssign assign(char *label, AstRC cell, Loc lhs_loc, int value, Loc value_loc);
static char *number_label(int n);
static int negative_code(const char *word);
static int xv_total(const char *word);
}

%define api.prefix {puzyy}
%define api.pure full
%define api.token.prefix {TOK_}
%define api.location.type {Loc}
%define parse.error custom
%locations
%param {void *scanner}
%parse-param {LexCtx *ctx}
%expect 0

/* Every value is at most 16 bytes (lists are built in place, cells carry
 * their location in @N): the parser copies values on each step, and a line
 * of millions of cells takes millions of steps. */
%union {
    int num;
    int kind;
    AstSize size;
    AstRC cell;
    char *str;
    AstCells *cells;
    AstAssigns *assigns;
    AstRow row;
    AstRows *rows;
    AstDigits digits;
}

%token NEWLINE "end of line"
%token <num> NUMBER "number"
%token <size> SIZE "size (RxC)"
%token <cell> CELL "cell"
%token <str> WORD "word"
%token <str> STRING "text"
%token <row> ROW "grid row"
%token DOTDOT "'..'"
%token BAD "invalid text"     /* a lexical error, message in LexCtx.bad_msg */
%token NAME "'name'" SOURCE "'source'" SUDOKU "'sudoku'" LATIN "'latin'"
       KILLER "'killer'" GRID "'grid'" KAKURO "'kakuro'" VALUES "'values'" DISTINCT "'distinct'"
       CAGE "'cage'" SUM "'sum'" GIVEN "'given'" SUMS "'sums'" GIVENS "'givens'"
       REGIONS "'regions'" CAGES "'cages'" ROWS "'rows'" COLS "'cols'"
       BOXES "'boxes'" DIAGONALS "'diagonals'" ODD "'odd'" EVEN "'even'" LESS "'less'"
       THERMO "'thermo'" CONSECUTIVE "'consecutive'" DOUBLE "'double'" ARROW "'arrow'"
       NONCONSECUTIVE "'nonconsecutive'" NEGATIVE "'negative'" XV "'xv'"
       SKYSCRAPER "'skyscraper'" OUTSIDESUM "'outsidesum'" ANTIKNIGHT "'antiknight'"
       ANTIKING "'antiking'" GERMAN "'german'" DUTCH "'dutch'" WHISPER "'whisper'"
       PALINDROME "'palindrome'" DISJOINT "'disjoint'" CLONE "'clone'"
       LITTLEKILLER "'littlekiller'" RENBAN "'renban'" MINIMUM "'minimum'" MAXIMUM "'maximum'"
       BETWEEN "'between'"
%token SANDWICH "'sandwich'" XSUM "'xsum'"
       REGIONSUM "'regionsum'" QUADRUPLE "'quadruple'"
%token UNUSED "'unused'" AT "'at'" STEP "'step'" BOXSTEP "'boxstep'"

%type <kind> header blockkw variant
%type <size> size
%type <cells> cells
%type <assigns> givenlist sumlist
%type <str> label
%type <rows> rows
%type <digits> digits

%destructor { free($$); } <str>
%destructor { ast_cells_free($$); } <cells>
%destructor { ast_assigns_free($$); } <assigns>
%destructor { free($$.text); } <row>
%destructor { ast_rows_free($$); } <rows>

%%

file: %empty
    | file line
    ;

/* line -> statement end-of-line | block; an error skips to the line's end
 * (or eats the rows of a block whose keyword line was wrong). */
line: NEWLINE
    | stmt NEWLINE
    | block
    | error NEWLINE             { yyerrok; }
    | error ROW                 { free($2.text); }
    ;

stmt: NAME STRING               { ast_add_text(ctx->file, AST_NAME, @1, $2); }
    | SOURCE STRING             { ast_add_text(ctx->file, AST_SOURCE, @1, $2); }
    | header size               { ast_add_size(ctx->file, (AstKind)$1, @1, $2, @2); }
    | VALUES NUMBER DOTDOT NUMBER { ast_add_values(ctx->file, @1, $2, @2, $4, @4); }
    | DISTINCT ROWS             { ast_add(ctx->file, AST_DISTINCT_ROWS, @$); }
    | DISTINCT COLS             { ast_add(ctx->file, AST_DISTINCT_COLS, @$); }
    | DISTINCT BOXES size       { ast_add_size(ctx->file, AST_DISTINCT_BOXES, @$, $3, @3); }
    | DISTINCT DIAGONALS        { ast_add(ctx->file, AST_DISTINCT_DIAGONALS, @$); }
    | DISTINCT cells            { ast_add_cells(ctx->file, AST_DISTINCT_CELLS, @1, 0, @1, $2); }
    | CAGE NUMBER cells         { ast_add_cells(ctx->file, AST_CAGE, @1, $2, @2, $3); }
    | CAGE cells                { ast_add_cells(ctx->file, AST_CAGE_PLAIN, @1, 0, @1, $2); }
    | SUM NUMBER cells          { ast_add_cells(ctx->file, AST_SUM, @1, $2, @2, $3); }
    | GIVEN givenlist           { ast_add_assigns(ctx->file, AST_GIVEN, @1, $2); }
    | SUMS sumlist              { ast_add_assigns(ctx->file, AST_SUMS, @1, $2); }
    | variant cells             { ast_add_cells(ctx->file, (AstKind)$1, @1, 0, @1, $2); }
    | ARROW CELL '=' cells      { ast_add_arrow(ctx->file, @1, item($2, @2, $2, @2), $4); }
    | NONCONSECUTIVE            { ast_add_cells(ctx->file, AST_NONCONSECUTIVE, @1, 0, @1, NULL); }
    | NONCONSECUTIVE cells      { ast_add_cells(ctx->file, AST_NONCONSECUTIVE, @1, 0, @1, $2); }
    | NEGATIVE CONSECUTIVE      { ast_add_cells(ctx->file, AST_NEGATIVE, @1, AST_NEG_CONSECUTIVE, @2, NULL); }
    | NEGATIVE XV               { ast_add_cells(ctx->file, AST_NEGATIVE, @1, AST_NEG_XV, @2, NULL); }
    | NEGATIVE WORD             { ast_add_cells(ctx->file, AST_NEGATIVE, @1, negative_code($2), @2, NULL);
                                  free($2); }
    | ANTIKNIGHT                { ast_add_cells(ctx->file, AST_ANTIKNIGHT, @1, 0, @1, NULL); }
    | ANTIKING                  { ast_add_cells(ctx->file, AST_ANTIKING, @1, 0, @1, NULL); }
    | GERMAN cells              { ast_add_cells(ctx->file, AST_WHISPER, @1, 5, @1, $2); }
    | DUTCH cells               { ast_add_cells(ctx->file, AST_WHISPER, @1, 4, @1, $2); }
    | WHISPER NUMBER cells      { ast_add_cells(ctx->file, AST_WHISPER, @1, $2, @2, $3); }
    | DISJOINT                  { ast_add_cells(ctx->file, AST_DISJOINT, @1, 0, @1, NULL); }
    | CLONE cells               { ast_add_cells(ctx->file, AST_CLONE, @1, 0, @1, $2); }
    | PALINDROME cells          { ast_add_cells(ctx->file, AST_PALINDROME, @1, 0, @1, $2); }
    | RENBAN cells              { ast_add_cells(ctx->file, AST_RENBAN, @1, 0, @1, $2); }
    | MINIMUM cells             { ast_add_cells(ctx->file, AST_MINIMUM, @1, 0, @1, $2); }
    | MAXIMUM cells             { ast_add_cells(ctx->file, AST_MAXIMUM, @1, 0, @1, $2); }
    | BETWEEN cells             { ast_add_cells(ctx->file, AST_BETWEEN, @1, 0, @1, $2); }
    | REGIONSUM cells           { ast_add_cells(ctx->file, AST_REGIONSUM, @1, 0, @1, $2); }
    | QUADRUPLE cells '=' digits { ast_add_quadruple(ctx->file, @1, $2, $4); }
    | SKYSCRAPER NUMBER cells   { ast_add_cells(ctx->file, AST_SKYSCRAPER, @1, $2, @2, $3); }
    | LITTLEKILLER NUMBER cells { ast_add_cells(ctx->file, AST_LITTLEKILLER, @1, $2, @2, $3); }
    | OUTSIDESUM NUMBER cells   { ast_add_cells(ctx->file, AST_OUTSIDESUM, @1, $2, @2, $3); }
    | SANDWICH NUMBER cells     { ast_add_cells(ctx->file, AST_SANDWICH, @1, $2, @2, $3); }
    | XSUM NUMBER cells         { ast_add_cells(ctx->file, AST_XSUM, @1, $2, @2, $3); }
    | XV WORD cells             { ast_add_cells(ctx->file, AST_XV, @1, xv_total($2), @2, $3); free($2); }
    | UNUSED cells              { ast_add_cells(ctx->file, AST_UNUSED, @1, 0, @1, $2); }
    | SUDOKU WORD               { ast_add_text(ctx->file, AST_LAYOUT, @2, $2); }
    | place placeopts
    ;

/* place -> sudoku RxC at rXcY [step S] [boxstep B] (a grid of a
 * multi-grid frame) */
place: header size AT CELL      { ast_add_place(ctx->file, (AstKind)$1, @1, $2, @2, $4, @4); }
     ;

placeopts: %empty
         | placeopts STEP NUMBER    { ast_place_step(ctx->file, 0, $3, @3); }
         | placeopts BOXSTEP NUMBER { ast_place_step(ctx->file, 1, $3, @3); }
         ;

/* variant -> odd | even | less | thermo | consecutive | double (then cells) */
variant: ODD                    { $$ = AST_ODD; }
       | EVEN                   { $$ = AST_EVEN; }
       | LESS                   { $$ = AST_LESS; }
       | THERMO                 { $$ = AST_THERMO; }
       | CONSECUTIVE            { $$ = AST_CONSECUTIVE; }
       | DOUBLE                 { $$ = AST_DOUBLE; }
       ;

header: SUDOKU                  { $$ = AST_SUDOKU; }
      | LATIN                   { $$ = AST_LATIN; }
      | KILLER                  { $$ = AST_KILLER; }
      | GRID                    { $$ = AST_GRID; }
      | KAKURO                  { $$ = AST_KAKURO; }
      ;

/* size -> RxC | N */
size: SIZE
    | NUMBER                    { $$.r = $1; $$.c = 0; }
    ;

/* cells -> item { [','] item }; item -> CELL | CELL '..' CELL */
cells: CELL                     { $$ = ast_cells_add(ast_cells_new(), item($1, @1, $1, @1)); }
     | CELL DOTDOT CELL         { $$ = ast_cells_add(ast_cells_new(), item($1, @1, $3, @3)); }
     | cells CELL               { $$ = ast_cells_add($1, item($2, @2, $2, @2)); }
     | cells CELL DOTDOT CELL   { $$ = ast_cells_add($1, item($2, @2, $4, @4)); }
     | cells ',' CELL           { $$ = ast_cells_add($1, item($3, @3, $3, @3)); }
     | cells ',' CELL DOTDOT CELL { $$ = ast_cells_add($1, item($3, @3, $5, @5)); }
     ;

/* quadruple CELLS = 1 2 3: the values listed (the first four kept, the
 * count and the list's place for the checker) */
digits: NUMBER                  { $$ = (AstDigits){1, {$1, 0, 0, 0}, @1}; }
      | digits NUMBER           { $$ = $1; if ($$.n < 4) $$.v[$$.n] = $2; $$.n++;
                                  $$.loc.last_line = @2.last_line; $$.loc.last_column = @2.last_column; }
      | digits ',' NUMBER       { $$ = $1; if ($$.n < 4) $$.v[$$.n] = $3; $$.n++;
                                  $$.loc.last_line = @3.last_line; $$.loc.last_column = @3.last_column; }
      ;

/* given r4c7 = 5 [,] r1c1 = 2 ... */
givenlist: CELL '=' NUMBER      { $$ = ast_assigns_add(ast_assigns_new(), assign(NULL, $1, @1, $3, @3)); }
         | givenlist CELL '=' NUMBER { $$ = ast_assigns_add($1, assign(NULL, $2, @2, $4, @4)); }
         | givenlist ',' CELL '=' NUMBER { $$ = ast_assigns_add($1, assign(NULL, $3, @3, $5, @5)); }
         ;

/* sums a=3 [,] b=15 ... */
sumlist: label '=' NUMBER       { $$ = ast_assigns_add(ast_assigns_new(), assign($1, (AstRC){0, 0}, @1, $3, @3)); }
       | sumlist label '=' NUMBER { $$ = ast_assigns_add($1, assign($2, (AstRC){0, 0}, @2, $4, @4)); }
       | sumlist ',' label '=' NUMBER { $$ = ast_assigns_add($1, assign($3, (AstRC){0, 0}, @3, $5, @5)); }
       ;

label: WORD
     | NUMBER                   { $$ = number_label($1); }
     | AT                       { $$ = xstrdup("at"); }
     | STEP                     { $$ = xstrdup("step"); }
     | BOXSTEP                  { $$ = xstrdup("boxstep"); }
     ;

/* block -> givens|regions|cages end-of-line { grid row } */
block: blockkw blockend rows    {
                                    ast_add_block(ctx->file, (AstKind)$1, @1, $3,
                                                  ctx->block_end, ctx->block_end_eof);
                                }
     ;

blockkw: GIVENS                 { $$ = AST_GIVENS; }
       | REGIONS                { $$ = AST_REGIONS; }
       | CAGES                  { $$ = AST_CAGES; }
       ;

blockend: NEWLINE
        | error NEWLINE         { yyerrok; }
        ;

rows: %empty                    { $$ = ast_rows_new(); }
    | rows ROW                  { $$ = ast_rows_add($1, $2); }
    ;

%%

static AstCellItem item(AstRC from, Loc from_loc, AstRC to, Loc to_loc)
{
    AstCellItem it = {from.row, from.col, to.row, to.col, from_loc};
    it.loc.last_line = to_loc.last_line;
    it.loc.last_column = to_loc.last_column;
    return it;
}

static AstAssign assign(char *label, AstRC cell, Loc lhs_loc, int value, Loc value_loc)
{
    AstAssign a = {label, {cell.row, cell.col, lhs_loc}, lhs_loc, value, value_loc};
    return a;
}

static char *number_label(int n)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%d", n);
    return xstrdup(buf);
}

static void puzyyerror(Loc *loc, void *scanner, LexCtx *ctx, const char *msg)
{
    (void)scanner;
    diag_error(ctx->diag, *loc, "%s", msg);
}

/* How the unexpected token reads in a message: its kind, and its text
 * when that helps ("number '12'", "word 'foo'", "end of line"). */
static void describe(const LexCtx *ctx, yysymbol_kind_t tok, Loc loc, char *buf, size_t sz)
{
    size_t len;
    const char *line = source_line(ctx->src, loc.first_line, &len);
    int from = loc.first_column - 1, to = loc.last_column - 1;
    bool has_text = line && loc.last_line == loc.first_line && from >= 0 && to > from &&
                    (size_t)to <= len;
    switch (tok) {
    case YYSYMBOL_NUMBER:
    case YYSYMBOL_SIZE:
    case YYSYMBOL_CELL:
    case YYSYMBOL_WORD:
    case YYSYMBOL_STRING:
        if (has_text) {
            int n = to - from > 24 ? 24 : to - from;
            snprintf(buf, sz, "%s '%.*s%s'", yysymbol_name(tok), n, line + from,
                     n < to - from ? "..." : "");
            return;
        }
        break;
    default:
        break;
    }
    snprintf(buf, sz, "%s", yysymbol_name(tok));
}

/* Syntax errors read "expected A, B or C, found X". At the start of a
 * statement an unknown word is an unknown statement (with a suggestion). */
static int yyreport_syntax_error(const yypcontext_t *pc, void *scanner, LexCtx *ctx)
{
    (void)scanner;
    yysymbol_kind_t tok = yypcontext_token(pc);
    if (tok == YYSYMBOL_ROW)
        return 0; /* rows after a wrong block line: that line was reported */
    /* The parser drops what is left of the statement: the scanner skips it
     * whole (not when the token is the end of the statement itself). */
    ctx->skip_line = tok != YYSYMBOL_NEWLINE && tok != YYSYMBOL_YYEOF;
    if (tok == YYSYMBOL_BAD) {
        diag_error(ctx->diag, ctx->bad_loc, "%s", ctx->bad_msg);
        if (ctx->bad_note)
            diag_note(ctx->diag, ctx->bad_note_loc, "the string opened here");
        return 0;
    }
    Loc loc = *yypcontext_location(pc);
    yysymbol_kind_t exp[YYNTOKENS];
    int n = yypcontext_expected_tokens(pc, exp, YYNTOKENS);
    bool stmt_start = false;
    for (int i = 0; i < n; i++)
        stmt_start |= exp[i] == YYSYMBOL_SUDOKU;
    char found[96];
    describe(ctx, tok, loc, found, sizeof found);
    if (stmt_start && tok == YYSYMBOL_WORD) {
        size_t len;
        const char *line = source_line(ctx->src, loc.first_line, &len);
        const char *w = line + loc.first_column - 1;
        size_t wl = (size_t)(loc.last_column - loc.first_column);
        const char *hint = lex_suggest(w, wl);
        const char *cut = wl > 24 ? "..." : ""; /* a long word is quoted in part */
        if (hint)
            diag_error(ctx->diag, loc, "unknown statement '%.*s%s' (did you mean '%s'?)",
                       (int)(wl > 24 ? 24 : wl), w, cut, hint);
        else
            diag_error(ctx->diag, loc, "unknown statement '%.*s%s'", (int)(wl > 24 ? 24 : wl),
                       w, cut);
        return 0;
    }
    if (stmt_start && tok == YYSYMBOL_NUMBER) {
        diag_error(ctx->diag, loc, "expected a statement, found %s (grid rows belong after "
                   "a 'givens' line)", found);
        return 0;
    }
    if (stmt_start || n == 0 || n > 4) {
        diag_error(ctx->diag, loc, "%s %s", stmt_start ? "expected a statement, found" :
                   "unexpected", found);
        return 0;
    }
    char want[160] = "";
    size_t used = 0;
    for (int i = 0; i < n && used < sizeof want; i++)
        used += (size_t)snprintf(want + used, sizeof want - used, "%s%s",
                                 i == 0 ? "" : i == n - 1 ? " or " : ", ",
                                 yysymbol_name(exp[i]));
    diag_error(ctx->diag, loc, "expected %s, found %s", want, found);
    return 0;
}

int parse_source(const Source *src, Diag *d, AstFile *file)
{
    LexCtx ctx = {0};
    ctx.diag = d;
    ctx.src = src;
    ctx.file = file;
    int before = d->errors;
    void *scanner = lex_open(&ctx);
    if (!scanner)
        out_of_memory(0);
    yyparse(scanner, &ctx);
    lex_close(scanner);
    return d->errors - before;
}
