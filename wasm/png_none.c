/* png_none.c -- the PNG writer of the WebAssembly build (make web), in
 * place of render/png.c and render/cairolib.c: a browser has no cairo to
 * load, and the page shows the SVG picture, so PNG is unsupported there
 * (the "PNG needs" message render.c turns into PUZ_E_UNSUPPORTED). */
#include "render.h"

#include <stdio.h>

int render_png(FILE *out, const RsScene *s, char *err, size_t errsz)
{
    (void)out;
    (void)s;
    snprintf(err, errsz, "PNG needs cairo, which the web build leaves out: draw SVG");
    return -1;
}
