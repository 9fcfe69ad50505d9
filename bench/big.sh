#!/bin/sh
# big.sh -- issue 16's big-grid rows, called by `make bench` (bench/run.sh):
# the first solution of an empty 64x64 (solve and a batch line), 20 36x36
# grids at the phase transition (a random fill with 56% of its cells
# removed, made here with puzc generate and awk, seeds 1..20), and the ACS
# 25x25 instances with 40-50% given; the 36x36 grids again with two seeded
# searches racing (native --threads 2). Every figure is measured in this run,
# beside its target; every answer is checked by batch itself (it verifies
# each solution before printing it) and the count of verified answers is
# printed. CPU seconds of the whole process come from /usr/bin/time when
# present. BENCH_PT_LIMIT (default 5) bounds each 36x36 instance, in s.
# Then issue 30's rows (targets 3 and 5): forty 36x36 grids from fresh
# seeds, and 100x100 grids with half their cells empty (see below).
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
S=${SHARED:-../shared/puzzles}
LIMIT=${BENCH_PT_LIMIT:-5}
TMP=${TMPDIR:-/tmp}/puzc-big.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT

# cpu CMD...: runs CMD (stdout to $TMP/o, stderr to $TMP/e) and prints its
# user CPU seconds, or "-" without GNU time
cpu() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f %U -o "$TMP/cpu" "$@" >"$TMP/o" 2>"$TMP/e"; tail -n 1 "$TMP/cpu"
    else "$@" >"$TMP/o" 2>"$TMP/e"; echo -; fi
}
# stats CSV: "solved/total median_ms max_ms" from batch --csv (us column)
stats() {
    awk -F, 'NR > 1 { n++; if ($3 == "solved") ok++; t[n] = $(NF - 1) / 1000 }
        END { m = n; for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (t[j] < t[i]) { x = t[i]; t[i] = t[j]; t[j] = x }
              med = m % 2 ? t[(m + 1) / 2] : (t[m / 2] + t[m / 2 + 1]) / 2
              printf "%d/%d %.1f %.1f\n", ok, n, med, t[m] }' "$1"
}

echo
echo "## Big grids (issues 16 and 30), native, one thread unless the row says ($(date -u +%Y-%m-%d), load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null))"
echo
echo "| row | solved (verified) | median ms | max ms | CPU s (process) | target |"
echo "|---|---:|---:|---:|---:|---|"

printf 'sudoku 8x8\n' >"$TMP/e64.puz"
awk 'BEGIN { printf "e64\t"; for (i = 0; i < 4096; i++) printf "%s0", (i ? "," : ""); print "" }' >"$TMP/e64.txt"
t0=$(date +%s%N)
c=$(cpu $PUZC solve "$TMP/e64.puz")
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
v=$($PUZC verify "$TMP/e64.puz" "$TMP/o" >/dev/null 2>&1 && echo 1/1 || echo 0/1)
echo "| empty 64x64: solve (whole process) | $v | $ms | $ms | $c | < 100 ms |"
c=$(cpu $PUZC batch --csv "$TMP/e64.txt")
set -- $(stats "$TMP/o")
echo "| empty 64x64: a batch line | $1 | $2 | $3 | $c | < 100 ms |"
# the SAT backend's default encoding (product AMO above 32 literals): the
# time to build the 64x64's clauses, from --stats; PicoSAT's search after it
# is cut at 3 s (not a target: the row is the model's size and build)
$PUZC solve "$TMP/e64.puz" --backend sat --stats --time-limit 3 >/dev/null 2>"$TMP/e"
b=$(sed -n 's/.* build \([0-9.]*\) ms.*/\1/p' "$TMP/e")
cl=$(sed -n 's/.* \([0-9]*\) clauses .*/\1/p' "$TMP/e")
echo "| empty 64x64: SAT model built (default encoding, ${cl:-?} clauses) | - | ${b:-?} | ${b:-?} | - | build < 2 s |"

# the 36x36 phase transition: fill seed S, then each cell blanked with
# probability 0.56 by awk's rand() seeded with S (tools/pt36.sh)
PUZC=$PUZC ./tools/pt36.sh 1 20 >"$TMP/pt36.txt"
c=$(cpu $PUZC batch --csv --time-limit "$LIMIT" "$TMP/pt36.txt")
set -- $(stats "$TMP/o")
echo "| 36x36, 44% given, 20 seeds (limit $LIMIT s each) | $1 | $2 | $3 | $c | each < 1 s |"
# the same with two differently seeded searches racing per grid (native
# --threads 2): the wall time of the luckier, the CPU of both
c=$(cpu $PUZC batch --csv --threads 2 --time-limit "$LIMIT" "$TMP/pt36.txt")
set -- $(stats "$TMP/o")
echo "| ... two searches racing (--threads 2) | $1 | $2 | $3 | $c | each < 1 s |"

# issue 30's rows, each grid its own process under a CPU limit (ulimit -t,
# BENCH_BIG_LIMIT s, default 10) and timed in CPU (GNU time), so that a
# loaded machine does not stretch them: forty 36x36 grids as above from
# fresh seeds S..S+39 (printed; BENCH_PT_SEED=S repeats them), and
# BENCH_H100_N (default 3, quick 1) 100x100 grids with 50% empty, each a
# pattern fill stirred by 100,000 cycle swaps into a random valid grid
# (bench/mix.c, compiled here), from fresh seeds.
BIG_LIMIT=${BENCH_BIG_LIMIT:-10}
# cpuone FILE: "1 MS" (CPU ms of `puzc batch FILE`, user + system) when its
# one line is solved (batch verified it), else "0 -"
cpuone() {
    /usr/bin/time -f '%U %S' -o "$TMP/t" sh -c 'ulimit -t "$0"; exec "$@"' "$BIG_LIMIT" \
        $PUZC batch "$1" >"$TMP/o1" 2>/dev/null
    rc=$?
    ms=$(awk 'END { printf "%.0f", ($1 + $2) * 1000 }' "$TMP/t")
    if [ "$rc" = 0 ]; then echo "1 $ms"; else echo "0 -"; fi
}
# cpustats FILE: "solved/total median_ms max_ms" of cpuone's lines
cpustats() {
    awk '{ n++; if ($1 == 1) { ok++; t[++m] = $2 } }
        END { for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (t[j] < t[i]) { x = t[i]; t[i] = t[j]; t[j] = x }
              med = m ? (m % 2 ? t[(m + 1) / 2] : (t[m / 2] + t[m / 2 + 1]) / 2) : "-"
              printf "%d/%d %s %s\n", ok, n, med, m ? t[m] : "-" }' "$1"
}
if [ -x /usr/bin/time ]; then
    s0=${BENCH_PT_SEED:-$(( $(od -An -N4 -tu4 /dev/urandom | tr -d ' ') % 1000000000 + 1000 ))}
    PUZC=$PUZC ./tools/pt36.sh "$s0" $((s0 + 39)) >"$TMP/pt40.txt"
    : >"$TMP/pt40.cpu"
    while IFS= read -r line; do
        printf '%s\n' "$line" >"$TMP/l.txt"
        cpuone "$TMP/l.txt" >>"$TMP/pt40.cpu"
    done <"$TMP/pt40.txt"
    set -- $(cpustats "$TMP/pt40.cpu")
    echo "| 36x36, 44% given, 40 fresh seeds $s0..$((s0 + 39)) (CPU per grid, limit $BIG_LIMIT s) | $1 | $2 | $3 | - | each < 1 s, median < 150 ms |"
    CC=${CC:-cc}
    if $CC -O2 -o "$TMP/mix" bench/mix.c; then
        nh=${BENCH_H100_N:-3}; [ -n "$BENCH_QUICK" ] && nh=${BENCH_H100_N:-1}
        : >"$TMP/h100.cpu"; seeds=
        i=0
        while [ $i -lt "$nh" ]; do
            hs=$(( $(od -An -N4 -tu4 /dev/urandom | tr -d ' ') % 1000000000 + 1 ))
            seeds="$seeds${seeds:+,}$hs"
            $PUZC generate --fill --line --box 10x10 --seed "$hs" 2>/dev/null |
                "$TMP/mix" 10 10 100000 50 "$hs" >"$TMP/l.txt"
            cpuone "$TMP/l.txt" >>"$TMP/h100.cpu"
            i=$((i + 1))
        done
        set -- $(cpustats "$TMP/h100.cpu")
        echo "| 100x100, 50% empty, seeds $seeds (CPU per grid, limit $BIG_LIMIT s) | $1 | $2 | $3 | - | each < 10 s |"
    fi
fi

if [ -f "$S/sudokuNxN/acs_general_25x25.txt" ]; then
    grep -E '^inst25x25_(40|45|50)_' "$S/sudokuNxN/acs_general_25x25.txt" >"$TMP/acs.txt"
    c=$(cpu $PUZC batch --csv "$TMP/acs.txt")
    set -- $(stats "$TMP/o")
    echo "| ACS 25x25, 40-50% given (270) | $1 | $2 | $3 | $c | max < 200 ms |"
fi
echo
echo "Wall times per instance (batch's own clock); on a loaded machine they"
echo "run up to twice the CPU time, the last column. Unsolved lines hit the limit."
echo "The rows that say CPU per grid time each grid's own process in CPU."
