/* cnf.h -- the clause sink every SAT encoding writes to. Clauses are
 * simplified against the x variables the givens decide (Kwon & Jain) as they
 * arrive, then stored, only counted, written as DIMACS, or given to PicoSAT. */
#ifndef PUZC_SAT_CNF_H
#define PUZC_SAT_CNF_H

#include "guard.h"

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* A constant literal: SAT_TRUE in a clause satisfies it (the clause is
 * dropped), -SAT_TRUE is false (struck out). Encodings use it where a value
 * is fixed, e.g. the root of a sum tree ("the cells add up to S"). */
#define SAT_TRUE INT_MAX

typedef enum {
    SAT_SINK_STORE,   /* keep every clause in lit[] (propagation, tests) */
    SAT_SINK_COUNT,   /* count only: sizes, and pass 1 of DIMACS output */
    SAT_SINK_WRITE,   /* DIMACS clause lines to out */
    SAT_SINK_PICOSAT  /* picosat_add() into ps */
} SatSinkKind;

struct PicoSAT;

typedef struct {
    SatSinkKind sink;
    FILE *out;               /* SAT_SINK_WRITE */
    struct PicoSAT *ps;      /* SAT_SINK_PICOSAT */
    int *lit;                /* STORE: every kept clause, each 0-terminated;
                                otherwise only the clause being built */
    size_t n, cap, start;    /* used, allocated, first literal of the open clause */
    long clauses, literals;  /* kept so far */
    int nx;                  /* x variables are 1..nx (ir.h numbering) */
    int nvars;               /* highest variable handed out */
    const int8_t *known;     /* [1..nx]: +1 true, -1 false, 0 open; NULL = plain */
    uint8_t *used;           /* used[v]: v occurs in a kept clause */
    int nused, used_cap;
    int *pvar;               /* SAT_SINK_PICOSAT: PicoSAT's number for v (0 =
                                none), dense in order of first use, so that
                                eliminated variables cost PicoSAT nothing */
    int npvars;
    int conflict;            /* a clause was struck empty */
    /* Long builds stop early: every 4096 kept clauses the guard (guard.h:
     * a time limit, a cancel, the memory limit; may be NULL) is asked,
     * with the clauses so far and the bytes this sink holds; once it says
     * stop, `stopped` is set, later clauses are dropped and the encoders
     * leave their loops. The formula is then incomplete: use it for
     * nothing. */
    BuildGuard *guard;
    int stopped;
    int write_err;           /* SAT_SINK_WRITE: fwrite failed */
    int weight;              /* SAT_SINK_WRITE: when > 0, each clause line
                                starts with it (WCNF's hard clauses) */
    char wbuf[1 << 14];      /* SAT_SINK_WRITE output buffer */
    size_t wn;
} SatCnf;

/* Starts an empty formula over the x variables 1..nx; known (borrowed, may be
 * NULL) decides some of them. Set f->out or f->ps after this for those sinks. */
void sat_cnf_init(SatCnf *f, SatSinkKind sink, int nx, const int8_t *known);
/* Flushes SAT_SINK_WRITE output and frees the buffers (not out or ps). */
void sat_cnf_free(SatCnf *f);

/* A fresh auxiliary variable (numbered after every x variable). */
int sat_cnf_var(SatCnf *f);
/* The value the givens fixed for literal l: +1 true, -1 false, 0 open. */
int sat_cnf_fixed(const SatCnf *f, int l);

/* Builds one clause: sat_cnf_lit() per literal, then sat_cnf_end(). A clause
 * with a true literal is dropped; false literals are struck out; a clause
 * struck empty (the givens contradict the model) becomes the pair 1, -1. */
void sat_cnf_lit(SatCnf *f, int l);
void sat_cnf_end(SatCnf *f);
void sat_cnf_add1(SatCnf *f, int a);
void sat_cnf_add2(SatCnf *f, int a, int b);
void sat_cnf_clause(SatCnf *f, const int *lits, int n);

/* SAT_SINK_PICOSAT: the PicoSAT literal for literal l, 0 when its variable
 * occurs in no clause. Without eliminated variables the x variables keep
 * their numbers (cell clauses come first, in cell order). */
int sat_cnf_solver_lit(const SatCnf *f, int l);

/* The bytes the sink holds (the clause buffer, which SAT_SINK_STORE keeps
 * every clause in, and the per-variable tables). */
size_t sat_cnf_bytes(const SatCnf *f);
/* Asks f->guard whether to go on (see `guard` above); 1 when stopped. */
int sat_cnf_check(SatCnf *f);

/* {variables occurring in the kept clauses, clauses, literals}. */
void sat_cnf_size(const SatCnf *f, long size[3]);

#endif
