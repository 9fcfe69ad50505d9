/* cairolib.h -- the cairo functions the PNG writer calls, reached through
 * a table filled by dlopen when the first PNG is drawn: the program does
 * not load cairo and the 19 libraries it brings at every start
 * (docs/render.md has the start-up figures), and a machine without cairo
 * still runs everything but PNG. Only png.c and cairolib.c include this
 * header. */
#ifndef PUZC_CAIROLIB_H
#define PUZC_CAIROLIB_H

#include <cairo.h>
#include <stddef.h>

/* X(return type, name, parameter list): every function the table holds. */
#define CAIRO_FUNCS(X)                                                                    \
    X(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t, int, int))         \
    X(cairo_status_t, cairo_surface_status, (cairo_surface_t *))                          \
    X(void, cairo_surface_destroy, (cairo_surface_t *))                                   \
    X(cairo_status_t, cairo_surface_write_to_png_stream,                                  \
      (cairo_surface_t *, cairo_write_func_t, void *))                                    \
    X(cairo_t *, cairo_create, (cairo_surface_t *))                                       \
    X(void, cairo_destroy, (cairo_t *))                                                   \
    X(cairo_status_t, cairo_status, (cairo_t *))                                          \
    X(const char *, cairo_status_to_string, (cairo_status_t))                             \
    X(void, cairo_set_source_rgb, (cairo_t *, double, double, double))                    \
    X(void, cairo_paint, (cairo_t *))                                                     \
    X(void, cairo_rectangle, (cairo_t *, double, double, double, double))                 \
    X(void, cairo_fill, (cairo_t *))                                                      \
    X(void, cairo_new_path, (cairo_t *))                                                  \
    X(void, cairo_move_to, (cairo_t *, double, double))                                   \
    X(void, cairo_line_to, (cairo_t *, double, double))                                   \
    X(void, cairo_close_path, (cairo_t *))                                                \
    X(void, cairo_set_line_width, (cairo_t *, double))                                    \
    X(void, cairo_set_line_cap, (cairo_t *, cairo_line_cap_t))                            \
    X(void, cairo_set_line_join, (cairo_t *, cairo_line_join_t))                          \
    X(void, cairo_set_dash, (cairo_t *, const double *, int, double))                     \
    X(void, cairo_stroke, (cairo_t *))                                                    \
    X(void, cairo_select_font_face,                                                       \
      (cairo_t *, const char *, cairo_font_slant_t, cairo_font_weight_t))                 \
    X(void, cairo_set_font_size, (cairo_t *, double))                                     \
    X(cairo_scaled_font_t *, cairo_get_scaled_font, (cairo_t *))                          \
    X(cairo_status_t, cairo_scaled_font_status, (cairo_scaled_font_t *))                  \
    X(cairo_font_type_t, cairo_scaled_font_get_type, (cairo_scaled_font_t *))             \
    X(void, cairo_text_extents, (cairo_t *, const char *, cairo_text_extents_t *))        \
    X(void, cairo_text_path, (cairo_t *, const char *))                                   \
    X(void, cairo_show_text, (cairo_t *, const char *))                                   \
    X(void, cairo_save, (cairo_t *))                                                      \
    X(void, cairo_restore, (cairo_t *))

#define CAIRO_FIELD(ret, name, params) ret(*name) params;
typedef struct {
    CAIRO_FUNCS(CAIRO_FIELD)
} RenderCairo;
#undef CAIRO_FIELD

/* The table, loaded once for the process (thread-safe); NULL with the
 * reason in err when cairo cannot be loaded or lacks a function. */
const RenderCairo *render_cairo(char *err, size_t errsz);

#endif
