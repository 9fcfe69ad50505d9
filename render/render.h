/* render.h -- the picture module's insides: what a model looks like drawn
 * (render_layout: borders, regions, cages, diagonals read from the IR), a
 * list of drawing primitives (a scene) and the writers that turn it into
 * SVG or PNG (through cairo), and the text grid. */
#ifndef PUZC_RENDER_H
#define PUZC_RENDER_H

#include "ir.h"
#include "settings.h"

#include <stdint.h>
#include <stdio.h>

/* ---- layout: the shape of the drawing, read from the IR ---- */
typedef struct {
    int rows, cols, ncells;
    unsigned char *thick_r;   /* per cell: a region border on its right side */
    unsigned char *thick_b;   /* ... below it */
    int nregions;             /* a partition of the grid into distinct groups */
    int *region_of;           /* per cell: its region, or -1 (no partition) */
    int *region_color;        /* per region: 0..RENDER_NCOLORS-1, neighbours differ */
    unsigned char *extra;     /* per cell: in a distinct group that is no row,
                                 column, diagonal or region (Windoku windows) */
    int diag_main, diag_anti; /* the main diagonals are distinct groups */
    int ncages;
    const Constraint **cage;  /* the SUM constraints, in model order */
    int *cage_first;          /* per cage: its top-left cell (lowest index) */
    int *cage_of;             /* per cell: the first cage holding it, or -1 */
    int *cage_color;          /* per cage: 0..RENDER_NCOLORS-1, neighbours differ */
    int vwidth;               /* decimal digits of the widest value */
} RenderLayout;

#define RENDER_NCOLORS 6

void render_layout_init(RenderLayout *l, const Model *m);
void render_layout_free(RenderLayout *l);

/* ---- scene: drawing primitives in pixel coordinates ---- */
typedef enum { RS_RECT, RS_PATH, RS_TEXT } RsKind;
typedef struct {
    double x1, y1, x2, y2;
} RsSeg;
typedef struct {
    RsKind kind;
    const char *cls;     /* SVG class ("box", "cage", "given", ...) */
    uint32_t color;      /* 0xRRGGBB: fill of a rect or text, stroke of a path */
    double x, y, w, h;   /* RECT: the box; TEXT: anchor point, h = font size */
    double width, dash;  /* PATH: stroke width; dash length (gap the same), 0 solid */
    int crisp;           /* PATH: axis-aligned lines, no anti-aliasing wanted */
    RsSeg *seg;          /* PATH: straight segments, owned */
    int nseg, segcap;
    int anchor;          /* TEXT: -1 start, 0 middle, 1 end; vertically centred */
    int bold, halo;      /* TEXT: bold; a white ground behind it */
    char *text;          /* TEXT: owned, printable ASCII */
} RsItem;
typedef struct {
    int width, height;
    char *title;         /* may be NULL */
    RsItem *item;
    int n, cap;
} RsScene;

void rs_init(RsScene *s, int width, int height, const char *title);
void rs_free(RsScene *s);
void rs_rect(RsScene *s, const char *cls, double x, double y, double w, double h, uint32_t color);
/* A new path; segments go to it with rs_seg. Returns its index. */
int rs_path(RsScene *s, const char *cls, uint32_t color, double width, double dash, int crisp);
void rs_seg(RsScene *s, int path, double x1, double y1, double x2, double y2);
void rs_text(RsScene *s, const char *cls, double x, double y, double size, int anchor, int bold,
             int halo, uint32_t color, const char *text);

/* The renderer's settings (puzc.h's puz_render_opts, set by name: the
 * table RENDER_SETTINGS in render.c). */
struct puz_render_opts {
    int ascii;  /* text: + - | instead of Unicode box drawing */
    int color;  /* text: ANSI colours (cage backgrounds, bold givens) */
    int tint;   /* svg, png: regions tinted, neighbours in different colours */
    int cell;   /* svg, png: a cell's side in pixels (8..200); 0 = by size */
    SetText text;
};

/* puzc.h's puz_plot: the rows of a bar chart, added one by one. */
struct puz_plot {
    char *title, *axis;
    int n, cap;
    char **label, **note;
    int *group;
    double *value, *hi;
};

/* The puzzle drawn: the scene of model m with grid (NULL: givens only). */
void render_board(RsScene *s, const Model *m, const RenderLayout *l, const int *grid,
                  const puz_render_opts *o);

/* The variant constraints (odd, even, less/thermo, Kropki dots, arrows)
 * added to the scene of a grid whose top-left corner is (x0, y0), cells
 * cs pixels wide (variants.c). */
void render_variants(RsScene *s, const Model *m, double x0, double y0, double cs);
/* The marks that sit on the grid's lines, over the borders (drawn after
 * them): quadruples' circles, each on the corner its four cells share. */
void render_corner_marks(RsScene *s, const Model *m, double x0, double y0, double cs);

/* A Kakuro's clue and blank cells, its diagonals and sums (kakuro.c),
 * added to the scene likewise. */
void render_kakuro(RsScene *s, const Model *m, double x0, double y0, double cs);

/* ---- writers ---- */
void render_svg(FILE *out, const RsScene *s);
/* Rasterises the scene with cairo and writes it as PNG; 0 (a failed write
 * left to the stream's ferror, errno set), or -1 with a message: too large,
 * cairo missing. */
int render_png(FILE *out, const RsScene *s, char *err, size_t errsz);
/* The text grid. */
void render_text(FILE *out, const Model *m, const RenderLayout *l, const int *grid,
                 const puz_render_opts *o);

#endif
