/* layouts.c -- the named multi-grid layouts (layouts.h): each frame and
 * the top-left cell of each of its 9x9 grids, 0-based. */
#include "layouts.h"

#include "puzc.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* A grid of adjacent cells at (r, c); a strided one. */
#define G(r, c) {r, c, 3, 3, 1, 3}
#define GS(r, c, step, boxstep) {r, c, 3, 3, step, boxstep}

const Layout layout_list[] = {
    {"samurai", "Samurai", 21, 21, 5, {G(0, 0), G(0, 12), G(6, 6), G(12, 0), G(12, 12)}},
    {"butterfly", "Butterfly", 12, 12, 4, {G(0, 0), G(0, 3), G(3, 0), G(3, 3)}},
    {"sumo", "Sumo", 33, 33, 13,
     {G(0, 0), G(0, 12), G(0, 24), G(6, 6), G(6, 18), G(12, 0), G(12, 12), G(12, 24), G(18, 6),
      G(18, 18), G(24, 0), G(24, 12), G(24, 24)}},
    {"windmill", "Windmill", 21, 21, 5, {G(0, 3), G(3, 12), G(6, 6), G(9, 0), G(12, 9)}},
    {"gattai8", "Gattai-8", 21, 33, 8,
     {G(0, 0), G(0, 12), G(0, 24), G(6, 6), G(6, 18), G(12, 0), G(12, 12), G(12, 24)}},
    {"shogun", "Shogun", 21, 45, 11,
     {G(0, 0), G(0, 12), G(0, 24), G(0, 36), G(6, 6), G(6, 18), G(6, 30), G(12, 0), G(12, 12),
      G(12, 24), G(12, 36)}},
    {"sohei", "Sohei", 21, 21, 4, {G(0, 6), G(6, 0), G(6, 12), G(12, 6)}},
    {"clueless1", "Clueless 1", 27, 27, 10,
     {G(0, 0), G(0, 9), G(0, 18), G(9, 0), G(9, 9), G(9, 18), G(18, 0), G(18, 9), G(18, 18),
      GS(1, 1, 3, 9)}},
    {"clueless2", "Clueless 2", 27, 27, 10,
     {G(0, 0), G(0, 9), G(0, 18), G(9, 0), G(9, 9), G(9, 18), G(18, 0), G(18, 9), G(18, 18),
      GS(3, 3, 1, 9)}},
    {NULL, NULL, 0, 0, 0, {{0}}},
};

const Layout *layout_find(const char *name)
{
    char key[32];
    size_t k = 0;
    for (const char *p = name; *p && k + 1 < sizeof key; p++)
        if (*p != '-' && *p != '_')
            key[k++] = *p;
    key[k] = '\0';
    for (const Layout *l = layout_list; l->name; l++)
        if (!strcasecmp(l->name, key))
            return l;
    return NULL;
}

const char *const *puz_layouts(void)
{
    static const char *names[sizeof layout_list / sizeof *layout_list];
    for (size_t i = 0; layout_list[i].name; i++)
        names[i] = layout_list[i].name;
    return names;
}

void layout_names(char *buf, size_t n)
{
    size_t k = 0;
    buf[0] = '\0';
    for (const Layout *l = layout_list; l->name && k < n; l++)
        k += (size_t)snprintf(buf + k, n - k, "%s%s", k ? ", " : "", l->name);
}
