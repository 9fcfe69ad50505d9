/* encode.h -- the whole Model as CNF: Lynce & Ouaknine's three encodings
 * of the cells and groups, plus givens, cages and sums. */
#ifndef PUZC_SAT_ENCODE_H
#define PUZC_SAT_ENCODE_H

#include "../backend.h"
#include "amo.h"
#include "cnf.h"

typedef enum { SAT_ENC_MINIMAL, SAT_ENC_EFFICIENT, SAT_ENC_EXTENDED } SatEncoding;
typedef enum { SAT_CAGE_SETS, SAT_CAGE_TOTALIZER, SAT_CAGE_COUNTER } SatCageKind;

typedef struct {
    SatEncoding enc;
    SatAmoKind amo;
    SatCageKind cage;
    int reduce;     /* eliminate what the givens decide (default on) */
} SatConfig;

/* Reads --encoding, --amo, --cage, --no-reduce from o. Returns 0, or -1
 * with a message ("sat: unknown --amo 'x' (have: ...)") in err. */
int sat_config(const SolveOpts *o, SatConfig *cfg, char *err, size_t errsz);
const char *sat_encoding_name(SatEncoding e);
const char *sat_cage_name(SatCageKind k);
/* The cage names, in SatCageKind order, NULL-terminated. */
extern const char *const sat_cage_names[];

/* Writes every clause of m into f (initialised over nx = ncells*nvals),
 * unless f->guard stops it first (f->stopped: the formula is incomplete).
 * Returns how many cages had too many digit sets for `--cage sets` and
 * were encoded by the totalizer instead. */
int sat_encode(const Model *m, const SatConfig *cfg, SatCnf *f);

#endif
