#!/bin/sh
# run.sh -- `make bench`: the native backend on the shared puzzle sets,
# single thread, solving and counting to 2, the 9x9 fast path beside the
# general solver, and the public 9x9 figures for reference (then issue 16's
# big-grid rows, bench/big.sh, batch's --jobs 2 speed-up, bench/batch_jobs.sh,
# counting to 2 without tails on ACS 16x16, bench/counttail.sh,
# the Python package's batch against puzc's and its threads, bench/python.sh,
# DLX's and the reference tables, and bulk generation beside qqwing,
# bench/gen.sh's bulk row, the Janko families, bench/janko.sh, the
# catalogue's 9x9 variant puzzles counted to 2, bench/variants.sh, and
# quasigroup completion, bench/qwh.sh). Prints a
# Markdown table. BENCH_QUICK=1 samples each set.
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
S=${SHARED:-../shared/puzzles}
[ -d "$S" ] || { echo "bench: $S not found" >&2; exit 2; }
N=${BENCH_QUICK:+2000}
N25=90; [ -n "$BENCH_QUICK" ] && N25=10
TMP=${TMPDIR:-/tmp}/puzc-bench.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT

# sample FILE: the whole set, or its first $N lines in quick mode
sample() { if [ -n "$N" ]; then head -n "$N" "$1"; else cat "$1"; fi; }

# row LABEL FILE ARGS...: one table row from `puzc batch --stats`, the run
# with the best puzzles/s of BENCH_REPS (default 3; quick 1): on a shared
# machine one preemption of a few ms halves the rate of a short set, while
# the best run shows the solver's own speed
REPS=${BENCH_REPS:-3}
[ -n "$BENCH_QUICK" ] && REPS=${BENCH_REPS:-1}
row() {
    label=$1; file=$2; shift 2
    best=-1; r=0
    while [ $r -lt "$REPS" ]; do
        $PUZC batch --stats "$@" "$file" 2>"$TMP/st" >/dev/null
        rate=$(awk '/puzzles\/s/ { print int($1) }' "$TMP/st")
        if [ "${rate:-0}" -gt "$best" ]; then best=${rate:-0}; cp "$TMP/st" "$TMP/best"; fi
        r=$((r + 1))
    done
    awk -v label="$label" -v bars="$TMP/bars" '
        /^puzzles/ { n = $2 }
        /puzzles\/s/ { rate = $1; med = $7; sub(",", "", med); p99 = $9; sub(",", "", p99); max = $11 }
        /guesses\/puzzle/ { g = $1; ng = $3; sub("%", "", ng) }
        END { printf "| %s | %d | %s | %s | %s | %s | %s | %s |\n", label, n, rate, med, p99, max, g, ng
              printf "%s\t%s\n", label, rate >> bars }' "$TMP/best"
}

echo "## native backend, one thread ($(date -u +%Y-%m-%d), $(nproc) cores, $(uname -m))"
echo
echo "| set / mode | puzzles | puzzles/s | median us | p99 us | max us | guesses/puzzle | % no guess |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for set in tdoku_17_clue tdoku_magictour_top1465 tdoku_forum_hardest_1905_11plus tdoku_forum_hardest_1106 norvig_top95 mantere_koljonen_46 lloyd_amos_logic_solvable_16; do
    sample "$S/sudoku9/$set.txt" >"$TMP/in"
    row "$set: fast9, solve" "$TMP/in"
    row "$set: fast9, count to 2" "$TMP/in" --count 2
    row "$set: general, solve" "$TMP/in" --no-fast
done
sample "$S/sudoku9/tdoku_serg_benchmark.txt" >"$TMP/in"
row "tdoku_serg_benchmark (2+ solutions): fast9, count to 2" "$TMP/in" --count 2
sample "$S/killer/krazydad_killer_9x9.txt" >"$TMP/in"
row "krazydad killer 9x9: solve" "$TMP/in" --killer
row "krazydad killer 9x9: count to 2" "$TMP/in" --killer --count 2
sample "$S/sudokuNxN/acs_general_9x9.txt" >"$TMP/in"
row "ACS 9x9 (all fill levels): solve" "$TMP/in"
grep -E '^inst16x16_' "$S/sudokuNxN/acs_general_16x16.txt" >"$TMP/in"
row "ACS 16x16 (all 1,890): solve" "$TMP/in"
for f in 40 45 50; do
    grep -E "^inst25x25_${f}_" "$S/sudokuNxN/acs_general_25x25.txt" | head -n "$N25" >"$TMP/in"
    row "ACS 25x25, ${f}% given: solve" "$TMP/in"
done
echo
echo "Public 9x9 solvers on a machine of this kind, single thread, puzzles/s (issue #2):"
echo
echo "| set | tdoku (SIMD) | fsss2 | jsolve | DLX | norvig | minisat |"
echo "|---|---:|---:|---:|---:|---:|---:|"
echo "| tdoku_17_clue | 258,000 | 190,000 | 169,000 | 42,000 | 11,000 | 5,800 |"
echo "| tdoku_magictour_top1465 | 95,000 | 37,000 | 46,000 | 9,300 | 3,400 | 2,400 |"
echo "| tdoku_forum_hardest_1905_11plus | 16,000 | 9,500 | 6,800 | 2,400 | 1,060 | 560 |"
# the table as a picture: puzzles/s per row, log scale (bench/svgbars.awk)
OUT=${BENCH_OUT:-bench/out}
mkdir -p "$OUT"
awk -v title="native backend, one thread: puzzles/s ($(date -u +%Y-%m-%d))" -v unit="puzzles/s" \
    -v logx=1 -f bench/svgbars.awk "$TMP/bars" >"$OUT/native.svg"
echo
echo "Chart: $OUT/native.svg"
for extra in bench/big.sh bench/batch_jobs.sh bench/counttail.sh bench/dlx.sh bench/ref.sh bench/python.sh; do [ -x "$extra" ] && "$extra"; done
echo
BENCH_ONLY=bulk ./bench/gen.sh # generate --count beside qqwing (issue 16)
echo
./bench/janko.sh # the Janko families, issue 28's acceptance set
echo
./bench/variants.sh # the variant catalogue's 9x9 puzzles counted to 2 (issue 28)
./bench/qwh.sh # quasigroup completion beside CaDiCaL and Kissat (issue 30)
exit 0
