/* search_impl.h -- the general n x n propagation solver behind native.h:
 * bitset candidates, naked and hidden singles over every group, cage-sum
 * reasoning, and depth-first search on the cell with fewest candidates.
 * One source for every candidate-set width and instruction-set level:
 * native_w1.c, native_w2.c and native_w4.c (and their _v3 forms) each
 * define CSET_W and NATIVE_OPS (the name of its table in native_width.h)
 * and include this file once; native.c picks the instance for the grid's
 * number of values and the processor.
 *
 * THE PARTS, one concern a file, included below in this order into one
 * translation unit per instance, so that the compiler still sees the whole
 * solver at once and inlines across the parts as when it was one file:
 *   solver.h     the Solver and its helpers (push, touch, keep_only)
 *   build.c      solver_new / solver_free / solver_size: the tables
 *   sums.c       derived sums (built) and the sum rule (bounds, cage sets)
 *   locked.c     locked candidates: the pairs of groups, and the rule
 *   links.c      the variant constraints' rules (less, consec, double, arrow)
 *   alldiff.c    Régin's all-different matching filter (also unit-tested alone)
 *   gac.c        which groups the filter runs on, and when
 *   places.c     the filter on each value's places (rows -> columns)
 *   latin.c      light probes on a Latin square by its values' places
 *   propagate.c  the fixpoint: singles, then the rules above
 *   search.c     depth-first search: probing, lookahead, branching order
 *   phase.c      the phase: a closed-form filling tried first
 *   run.c        one count: the root, restarts, the hand-over to cdcl/
 *   face.c       the instance's NativeOps table
 *
 * REPRESENTATION
 *   cand[c]   bit k set <=> value vmin+k is still possible in cell c
 *             (a cset, cset.h: one 64-bit word for up to 64 values, 2 or
 *             4 words for up to 128 or 256; native.c picks the width)
 *   placed[c] 1 once c is a single whose value was removed from its peers
 *   groups    every ALLDIFF, PERM and distinct SUM: cells pairwise different;
 *             a group of nvals cells must also hold every value (hidden
 *             singles, and "value nowhere" is a contradiction)
 *   peers[c]  the union of c's groups, without c and without repeats
 *   sums      every SUM constraint: total and cells, distinct or not
 *   unary[c]  the values c may take at all: every value but those an odd
 *             or even constraint (PARITY) rules out; the search starts
 *             from cand[c] = unary[c]
 *   links     the other variants (LESS, CONSEC, DOUBLE, ARROW: ir.h)
 * The search copies (cand, placed) at each branching point only; the
 * propagation in between works in place.
 *
 * PROPAGATION, to a fixpoint
 *   naked single   a cell with one candidate: remove it from every peer
 *   hidden single  a value that fits one cell of a full group goes there
 *   sum bounds     with lo/hi the smallest/largest candidate of each cell,
 *                  a cell's value v must satisfy
 *                  total - (sum hi of others) <= v <= total - (sum lo of others)
 *   locked         when a full group A meets another group B in cells I and
 *   candidates     a value of A fits only cells of I, it leaves B outside I
 *                  (pointing and box-line reduction; pairs precomputed;
 *                  A's cells outside I are the union of a prefix, a suffix
 *                  of A's cell list, both computed once per A, and the few
 *                  cells between I's first and last place)
 *   all-different  on 25x25 and larger grids, every full group keeps only
 *   GAC            the values its cells take in some filling of the group
 *                  (Régin's matching filter, alldiff.c)
 *   value places   on Latin squares from 17x17 on, the same filter on each
 *                  value's places: one per row and column, a permutation
 *                  rows -> columns (places.c)
 *   variants       (prune_link) less: bounds along the chain, each cell
 *                  above its predecessor's smallest candidate and below its
 *                  successor's largest; consecutive, double: each cell keeps
 *                  the values with a partner among the other's candidates
 *                  (one pass each way is arc consistent); arrow: the circle
 *                  within [sum of the arrow's smallest, sum of its largest],
 *                  each arrow cell within circle - (the others' bounds);
 *                  the pair kinds (nonconsecutive, negative kropki and xv,
 *                  xv): each cell of a pair keeps the values with a
 *                  partner among the other's candidates (prune_pairs);
 *                  renban: the whole line (prune_renban); between: the
 *                  middle inside the ends, by bounds (prune_between);
 *                  sandwich: the line as a whole over the places of its
 *                  ends (prune_sandwich), on a row or column by the sets
 *                  of values between them (prune_sandwich_sets); x-sum:
 *                  the first cell's values feasible against the bounds of
 *                  the cells it counts (prune_xsum), on a row or column
 *                  by the sets of values they hold (prune_xsum_sets).
 *                  region sum: each pair of runs by the sets of sums
 *                  they can make, their common sum (prune_regionsum);
 *                  quadruple: the listed values matched to different
 *                  cells (prune_quadruple); skyscraper: the whole line
 *                  as an automaton over (tallest so far, number shown),
 *                  generalised arc consistent (prune_skyscraper).
 *                  With every cell decided each rule is the constraint
 *                  itself, so a full assignment passes only if it holds:
 *                  counting stays exact.
 * Hidden singles, locked candidates and GAC look only at groups with a cell
 * changed since their last fixpoint (INCREMENTAL RULES below).
 *   cage sets      for a distinct cage whose open cells can take at most
 *                  CAGE_SET_BITS values: the values of every set of k distinct
 *                  candidates (k = open cells) adding up to what is left;
 *                  each open cell keeps only values in some such set, and a
 *                  value in every such set that fits one open cell goes there
 */

#include "solver.h"
#include "build.c"
#include "sums.c"
#include "locked.c"
#include "links.c"
#include "alldiff.c"
#include "gac.c"
#include "places.c"
#include "latin.c"
#include "propagate.c"
#include "search.c"
#include "phase.c"
#include "run.c"
#include "face.c"
