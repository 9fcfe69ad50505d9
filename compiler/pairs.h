/* pairs.h -- the pair kinds of the IR (ir.h: NONCONSEC, NONDOUBLE, XV,
 * NONXV, DIFFER, WHISPER, EQUAL): a relation that must hold on each pair of cells a constraint
 * lists (cells[2i], cells[2i+1]). One definition of each relation, which
 * the backends that lower them (native, sat, ilp, mzn) read, so that they
 * cannot disagree; the verifier (verify.c) tests each from its rule on its
 * own. Every relation here is symmetric: pair_ok(k, t, v, w) ==
 * pair_ok(k, t, w, v). */
#ifndef PUZC_PAIRS_H
#define PUZC_PAIRS_H

#include "ir.h"

static inline bool con_is_pairs(ConKind k)
{
    return k == CON_NONCONSEC || k == CON_NONDOUBLE || k == CON_XV || k == CON_NONXV ||
           k == CON_DIFFER || k == CON_WHISPER || k == CON_EQUAL;
}

/* May the two cells of a pair of a constraint of kind k (its total t) hold
 * v and w? */
static inline bool pair_ok(ConKind k, int t, int v, int w)
{
    switch (k) {
    case CON_NONCONSEC: return v - w != 1 && w - v != 1;
    case CON_NONDOUBLE: return v != 2 * w && w != 2 * v;
    case CON_XV: return v + w == t;
    case CON_NONXV: return v + w != 5 && v + w != 10;
    case CON_DIFFER: return v != w;
    case CON_WHISPER: return v - w >= t || w - v >= t;
    case CON_EQUAL: return v == w;
    default: return true;
    }
}

#endif
