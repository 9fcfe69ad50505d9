#!/bin/sh
# batch_jobs.sh -- batch's speed-up with threads (issue 16's target: --jobs 2
# at least 1.8 times --jobs 1 on 2 cores): the first 4,000 lines of the
# 1905_11+ set (BENCH_LINES to change), BENCH_REPS (default 7) runs of each
# --jobs value alternated, wall time of each run; prints the best and the
# median per value, the speed-ups, the cores and the load before and after
# (on a shared machine the median is the honest figure, the best the
# machine's when nobody else ran). The CPU time a run takes, the same for
# every --jobs value when the pool costs nothing, says what the wall time
# would be with the cores free: CPU / jobs.)
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
S=${SHARED:-../shared/puzzles}
F=$S/sudoku9/tdoku_forum_hardest_1905_11plus.txt
[ -f "$F" ] || { echo "bench: $F not found" >&2; exit 2; }
LINES=${BENCH_LINES:-4000}
REPS=${BENCH_REPS:-7}
JOBS=${BENCH_JOBS:-1 2}
TMP=${TMPDIR:-/tmp}/puzc-bench.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT
head -n "$LINES" "$F" >"$TMP/in.txt"

# one run: its wall time and CPU (user + system) in us, from bench/cputime
# (-w: fork to exit on the monotonic clock, nothing else inside it), and
# batch's own clock (--stats: start-up and exit left out)
CC=${CC:-cc}
$CC -O2 -o "$TMP/cputime" bench/cputime.c || exit 2
wall() {
    set -- $("$TMP/cputime" -w 1 "$TMP/in.txt" $PUZC batch --stats --jobs "$1" 2>"$TMP/stats")
    own=$(sed -n '1s/.*), \([0-9.]*\) s,.*/\1/p' "$TMP/stats")
    awk -v w="$1" -v c="$2" -v own="$own" 'BEGIN { printf "%d %d %d\n", w, c, own * 1e6 }'
}

echo "batch --jobs on $LINES lines of $(basename "$F"), $REPS runs each, $(nproc) cores"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
r=0
while [ $r -lt "$REPS" ]; do
    for j in $JOBS; do wall "$j" >>"$TMP/t.$j"; done
    r=$((r + 1))
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
for j in $JOBS; do $PUZC batch --jobs "$j" "$TMP/in.txt" >"$TMP/out.$j"; done
for j in $JOBS; do
    cmp -s "$TMP/out.1" "$TMP/out.$j" || echo "jobs $j: output differs from --jobs 1!"
    sort -n "$TMP/t.$j" | awk -v j="$j" '{ t[NR] = $1; cpu += $2; own += $3 } END {
        printf "jobs %s: best %.4f s, median %.4f s, worst %.4f s; CPU %.3f s a run; batch'"'"'s own clock %.4f s (mean)\n", j,
               t[1] / 1e6, t[int((NR + 1) / 2)] / 1e6, t[NR] / 1e6, cpu / NR / 1e6, own / NR / 1e6 }'
done | tee "$TMP/sum"
awk '/^jobs/ { j = $2; sub(":", "", j); b[j] = $4; m[j] = $7; for (i = 1; i < NF; i++) if ($i == "clock") o[j] = $(i + 1)
               if (j == 1) { b1 = b[j]; m1 = m[j]; o1 = o[j] } }
     END { for (j in b) if (j != 1) printf "speed-up --jobs %s: whole process best %.2fx, median %.2fx; by batch'"'"'s own clock %.2fx\n",
                                         j, b1 / b[j], m1 / m[j], o1 / o[j] }' "$TMP/sum"
