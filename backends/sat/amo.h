/* amo.h -- at-most-one constraints over a list of literals, in the encodings
 * `--amo` names: pairwise, sequential, commander, product, bimander. */
#ifndef PUZC_SAT_AMO_H
#define PUZC_SAT_AMO_H

#include "cnf.h"

#define SAT_AMO_KINDS(X)              \
    X(PAIRWISE, "pairwise")           \
    X(SEQUENTIAL, "sequential")       \
    X(COMMANDER, "commander")         \
    X(PRODUCT, "product")             \
    X(BIMANDER, "bimander")

typedef enum {
#define SAT_X_ENUM(id, name) SAT_AMO_##id,
    SAT_AMO_KINDS(SAT_X_ENUM)
#undef SAT_X_ENUM
    SAT_AMO_NKINDS
} SatAmoKind;

/* The kind called `name`, or -1. */
int sat_amo_parse(const char *name);
const char *sat_amo_name(SatAmoKind k);
/* The names, in SatAmoKind order, NULL-terminated (the option table's). */
extern const char *const sat_amo_names[];

/* At most one of lits[0..n) is true. Literals the givens decide are
 * dealt with first: false ones leave the list; a true one makes the
 * others false (unit clauses). */
void sat_amo(SatCnf *f, SatAmoKind kind, const int *lits, int n);

#endif
