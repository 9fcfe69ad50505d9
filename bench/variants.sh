#!/bin/sh
# variants.sh -- issue 28's "speed where setters need it" row (part of
# `make bench`): the 9x9 variant puzzles of bench/variants, one or more per
# catalogue kind (bench/variants_make.py made them), counted to 2 by native,
# sat and ilp (10 s), the CPU time of each `puzc solve --count 2` and its
# answer checked to be 1 (bench/variants.py). BENCH_REPS runs of each
# (default 1, the best kept); BENCH_QUICK=1 takes one puzzle a kind.
cd "$(dirname "$0")/.." || exit 2
echo "## Variant catalogue 9x9: count to 2 ($(date -u +%Y-%m-%d), one puzc process a count, CPU ms)"
echo
exec python3 bench/variants.py --puzc "${PUZC:-./puzc}" --dir bench/variants \
    --reps "${BENCH_REPS:-1}" --ilp-limit 10 ${BENCH_QUICK:+--quick}
