#!/bin/sh
# janko.sh -- issue 28's acceptance figures (part of `make bench`): every
# puzzle of the Janko families puzc imports (../shared/puzzles/janko)
# imported, solved by native and sat and compared with its published
# solution, counted to 2 by native; ilp on the first 10 of each family
# (10 s each). Per family: puzzles, solved, unique, median and slowest CPU
# per backend (bench/janko.py). BENCH_QUICK=1 takes 10 puzzles a family.
cd "$(dirname "$0")/.." || exit 2
S=${SHARED:-../shared/puzzles}
[ -d "$S/janko" ] || { echo "janko: $S/janko not found" >&2; exit 2; }
echo "## Janko families: import, solve, count to 2 ($(date -u +%Y-%m-%d), one puzc process a run)"
echo
exec python3 bench/janko.py --puzc "${PUZC:-./puzc}" --dir "$S/janko" \
    ${BENCH_QUICK:+--sample 10} --ilp-sample 10 --ilp-limit 10
