/* encode.h -- the whole Model as CNF: Lynce & Ouaknine's three encodings
 * of the cells and groups, plus givens, cages and sums. */
#ifndef PUZC_SAT_ENCODE_H
#define PUZC_SAT_ENCODE_H

#include "../backend.h"
#include "amo.h"
#include "cnf.h"

typedef enum { SAT_ENC_MINIMAL, SAT_ENC_EFFICIENT, SAT_ENC_EXTENDED } SatEncoding;
typedef enum { SAT_CAGE_SETS, SAT_CAGE_TOTALIZER, SAT_CAGE_COUNTER } SatCageKind;

/* The sat backend's own options, as set by name (sat.c's SAT_OPTIONS);
 * NULL choices are their defaults. */
typedef struct {
    const char *encoding; /* --encoding: extended|efficient|minimal */
    const char *amo;      /* --amo: at-most-one encoding; NULL = by length */
    const char *cage;     /* --cage: sets|totalizer|counter */
    int keep_givens;      /* --no-reduce: givens as unit clauses, not eliminated */
    int propagate_only;   /* --propagate-only: unit propagation, probing */
    int verbose;          /* --verbose: PicoSAT's output to progress */
} SatOpts;

/* The encoding part of SatOpts, as encode.c reads it. */
typedef struct {
    SatEncoding enc;
    SatAmoKind amo;
    int amo_auto;   /* --amo not given: pairwise up to SAT_AMO_AUTO_MAX literals,
                       product above (sat_amo_for) */
    SatCageKind cage;
    int eliminate;  /* eliminate what the givens decide (known.h; default on) */
} SatConfig;

/* Reads --encoding, --amo, --cage, --no-reduce from o. Returns 0, or -1
 * with a message ("sat: unknown --amo 'x' (have: ...)") in err. */
int sat_config(const SatOpts *o, SatConfig *cfg, char *err, size_t errsz);

/* THE DEFAULT AT-MOST-ONE. Pairwise is the best encoding for PicoSAT on the
 * small groups of 9x9 to 25x25 grids, but it grows as n^2: an empty 64x64
 * is 33 million clauses, most of them the 64-literal cell and group lists.
 * Unless --amo names one, lists longer than SAT_AMO_AUTO_MAX take Chen's
 * product encoding (2 sqrt(n) auxiliary variables, about 2n + 4 sqrt(n)
 * clauses): the empty 64x64 drops to 3.2 million clauses. */
#define SAT_AMO_AUTO_MAX 32
/* The encoding for a list of n literals under cfg. */
SatAmoKind sat_amo_for(const SatConfig *cfg, int n);
/* cfg's choice on m in words for notes and file headers: its name, or
 * "pairwise up to 32 literals, product above" when m has longer lists. */
const char *sat_amo_words(const SatConfig *cfg, const Model *m, char *buf, size_t n);
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
