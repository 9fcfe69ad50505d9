/* gm.h -- the structure-aware generator of the fuzzers: random valid and
 * nearly valid .puz models, batch lines and solver answers, written as
 * text. Every choice it makes comes from a GmSrc: a seeded RNG (the same
 * seed, the same text: tests/fuzz/gen_model.c, tools/fuzz_cli.sh) or the
 * bytes of a fuzzer's input read as the choices (fuzz_model.c), so that
 * libFuzzer's coverage steers the structure rather than the bytes of a
 * file. Choices are skewed toward what has broken before: many
 * statements, the same statement repeated, many constraints on the same
 * cells, sizes at and just past the caps, values at the ends of their
 * range, empty lists, a token dropped, doubled or changed. */
#ifndef PUZC_FUZZ_GM_H
#define PUZC_FUZZ_GM_H

#include <stddef.h>
#include <stdint.h>

/* Where the choices come from. In byte mode a choice below n <= 256 takes
 * one byte (two or more for larger n); past the end of the bytes the
 * choices go on from the RNG seeded by a hash of them, so that a short
 * input (libFuzzer starts with a few bytes) still makes a whole model
 * whose first choices, the structure's, are the input's. */
typedef struct {
    int bytes;              /* 1: choices from data while it lasts */
    uint64_t rng;           /* splitmix64 state */
    const uint8_t *data;
    size_t size, pos;
} GmSrc;

void gm_src_seed(GmSrc *s, uint64_t seed);
void gm_src_bytes(GmSrc *s, const uint8_t *data, size_t size);
/* 0..n-1 (0 when n < 2). */
unsigned gm_below(GmSrc *s, unsigned n);
/* lo..hi inclusive. */
int gm_range(GmSrc *s, int lo, int hi);
/* True with probability pct/100. */
int gm_chance(GmSrc *s, unsigned pct);
/* An index 0..n-1 drawn with the weights w. */
int gm_weighted(GmSrc *s, const unsigned *w, int n);

/* Growing text; the generators stop adding once len passes limit (0: no
 * limit), so an input's size stays bounded. Out of memory aborts. */
typedef struct {
    char *text;
    size_t len, cap, limit;
} GmBuf;

void gm_buf_init(GmBuf *b, size_t limit);
void gm_buf_free(GmBuf *b);
void gm_puts(GmBuf *b, const char *s);
void gm_putn(GmBuf *b, const char *s, size_t n);
void gm_printf(GmBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int gm_full(const GmBuf *b);

/* A .puz model: a header (any kind, sizes from 1x1 to past the caps),
 * then statements of every kind, blocks of every form, comments, and
 * near-valid lines. Clues, sums and variant cells are mostly taken from a
 * planted solution, so that many models are satisfiable and reach the
 * solvers; some are not. */
void gm_model(GmSrc *s, GmBuf *out);

/* n lines of batch input: one-character, comma (`name<TAB>v1,v2,...`, with
 * shape names) and blank lines; killer: Killer lines
 * (`[title<TAB>]cagemap<TAB>sums[<TAB>rest]`) instead. */
void gm_lines(GmSrc *s, int killer, int n, GmBuf *out);

/* An external solver's answer for a model of rows x cols cells and values
 * vmin..vmax, in one of the forms `puzc decode` reads (competition SAT
 * output, minisat's, clasp's OPB and MaxSAT answers, glpsol's report and
 * solution file, CBC's, chosen XCC options, MiniZinc's grid) or a grid as
 * `puzc verify` reads it; built from solution (ncells values) when not
 * NULL, so that it mostly decodes, then perhaps damaged. */
void gm_answer(GmSrc *s, int rows, int cols, int vmin, int vmax, const int *solution,
               GmBuf *out);

#endif
