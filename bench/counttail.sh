#!/bin/sh
# counttail.sh -- issue 30's "counting without tails" rows (part of `make
# bench`): the ACS 9x9, 16x16 and 25x25 sets (25x25 every 10th line) and
# the first 10 puzzles of each Janko family counted to 2 by native, dlx
# and sat, one thread; per set the worst native/best-of-three ratio on a
# line, that line, and native's slowest line; the slowest 16x16 line
# against 0.1 s (bench/counttail.py says how each time is taken).
# BENCH_REPS runs of each (default 3); BENCH_QUICK=1 takes every 10th
# 16x16 line, every 30th 25x25 one and 3 Janko puzzles a family;
# BENCH_JANKO=N takes N Janko puzzles a family.
cd "$(dirname "$0")/.." || exit 2
S=${SHARED:-../shared/puzzles}
[ -d "$S/sudokuNxN" ] || { echo "counttail: $S/sudokuNxN not found" >&2; exit 2; }
J=10
[ -n "$BENCH_QUICK" ] && J=3
exec python3 bench/counttail.py --puzc "${PUZC:-./puzc}" --shared "$S" --reps "${BENCH_REPS:-3}" \
    --janko "${BENCH_JANKO:-$J}" ${BENCH_QUICK:+--quick}
