#!/bin/sh
# ref.sh -- part of `make bench` (also `make bench-ref`): puzc beside a
# reference, measured in the same run as CPU time of whole processes
# (bench/cputime.c), each pair alternated BENCH_REPS times (default 3) and
# the least CPU of each kept, pinned to one core when taskset is here.
#  - start-up: /bin/true, `puzc --version`, a one-line batch, and the same
#    program linked against the shared GLPK/PicoSAT (STATIC_SOLVERS=0);
#  - tdoku's SIMD solver (t-dillon/tdoku, solver_dpll_triad_simd.cc) on the
#    9x9 sets, when TDOKU_DIR names a copy of its source: built here twice,
#    with g++ and with clang++ (the compiler its author benchmarks with),
#    both -O3 -march=native, beside a small driver of ours
#    (bench/tdoku_driver.c) that prints what batch prints; each row set
#    against the faster build, beside the target of issue 30 (1.3x).
#    Without TDOKU_DIR, the ratios last measured are quoted, marked as
#    such. Nothing of tdoku is kept in this repository.
#  - sets made larger are made of relabelled copies (bench/relabel.awk:
#    digits, bands, rows, stacks, columns permuted, sometimes transposed),
#    not repeats: a repeat favours a solver whose order suits the line.
#  - or, when REF_PUZC names another puzc program (a build of another commit
#    or with other flags), that program on the same sets in tdoku's place:
#    microseconds per puzzle of each and the change (a build's before/after,
#    as docs/benchmarks.md's portable-build table), without the start-up
#    rows. BENCH_SETS=N keeps the first N sets.
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
S=${SHARED:-../shared/puzzles}
[ -d "$S" ] || { echo "bench: $S not found" >&2; exit 2; }
TMP=${TMPDIR:-/tmp}/puzc-ref.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT
REPS=${BENCH_REPS:-3}
CC=${CC:-cc}
$CC -O2 -o "$TMP/cputime" bench/cputime.c || exit 2
PIN=""; command -v taskset >/dev/null 2>&1 && PIN="taskset -c 0"

# least REPS FILE CMD...: the least CPU (us) of REPS runs of CMD < FILE
least() {
    reps=$1; shift
    best=""
    i=0
    while [ $i -lt "$REPS" ]; do
        t=$("$TMP/cputime" "$reps" "$@") || return 1
        best=$(awk -v a="$best" -v b="$t" 'BEGIN { print (a == "" || b < a) ? b : a }')
        i=$((i + 1))
    done
    echo "$best"
}

if [ -z "${REF_PUZC:-}" ]; then # (a build compared with another: its sets only)
    echo "## start-up: CPU per process, us ($(date -u +%Y-%m-%d), least of $REPS x 200 runs)"
    echo
    head -n 1 "$S/sudoku9/tdoku_17_clue.txt" >"$TMP/one"
    make --no-print-directory -s STATIC_SOLVERS=0 BIN="$TMP/puzc-shared" "$TMP/puzc-shared" >/dev/null
    echo "| program | /bin/true | --version | batch, one line |"
    echo "|---|---:|---:|---:|"
    t_true=$(least 200 - /bin/true)
    for p in "$PUZC" "$TMP/puzc-shared"; do
        case $p in "$PUZC") label="puzc (solvers linked static)";; *) label="puzc, shared GLPK/PicoSAT";; esac
        v=$(least 200 - "$p" --version)
        b=$(least 200 "$TMP/one" "$p" batch)
        echo "| $label ($(ldd "$p" 2>/dev/null | grep -c '=>') shared libraries) | $t_true | $v | $b |"
    done
    echo
fi

# The issue-16 table: tdoku CPU / puzc CPU per set (> 1: puzc ahead).
# set spec: label|file|lines|copies (the first as written, the rest
# relabelled)|count limit
SETS="17-clue (20k)|tdoku_17_clue|20000|1|1
top1465 (x8 relabelled)|tdoku_magictour_top1465|1465|8|1
1905_11+ (8k)|tdoku_forum_hardest_1905_11plus|8000|1|1
1106 (x10 relabelled)|tdoku_forum_hardest_1106|375|10|1
17-clue, count to 2 (20k)|tdoku_17_clue|20000|1|2
top1465, count to 2 (x8 relabelled)|tdoku_magictour_top1465|1465|8|2
1905_11+, count to 2 (8k)|tdoku_forum_hardest_1905_11plus|8000|1|2
1106, count to 2 (x10 relabelled)|tdoku_forum_hardest_1106|375|10|2
serg, count to 2 (10k)|tdoku_serg_benchmark|10000|1|2"
[ -n "${BENCH_SETS:-}" ] && SETS=$(echo "$SETS" | head -n "$BENCH_SETS")

# input LINES FILE COPIES: $TMP/in, the first LINES lines of the set, then
# COPIES - 1 relabelled copies of them
input() {
    head -n "$1" "$S/sudoku9/$2.txt" | awk -v COPIES="$3" -f bench/relabel.awk >"$TMP/in"
}

if [ -n "${REF_PUZC:-}" ]; then
    [ -x "$REF_PUZC" ] || { echo "bench: REF_PUZC=$REF_PUZC is not a program" >&2; exit 2; }
    echo "## puzc ($PUZC) against puzc ($REF_PUZC), CPU of whole processes, one core, least of $REPS alternated runs"
    echo
    echo "| set | puzzles | us/puzzle | reference us/puzzle | change | answers equal |"
    echo "|---|---:|---:|---:|---:|---|"
    echo "$SETS" | while IFS='|' read -r label file lines times limit; do
        input "$lines" "$file" "$times"
        n=$(wc -l <"$TMP/in")
        pa=""
        [ "$limit" = 1 ] || pa="--count $limit"
        # shellcheck disable=SC2086
        $PUZC batch $pa <"$TMP/in" >"$TMP/p.out"
        # shellcheck disable=SC2086
        "$REF_PUZC" batch $pa <"$TMP/in" >"$TMP/t.out"
        if cmp -s "$TMP/p.out" "$TMP/t.out"; then same=yes; else same=NO; fi
        pbest=""; tbest=""
        i=0
        while [ $i -lt "$REPS" ]; do # alternated: both see the same machine
            # shellcheck disable=SC2086
            p=$("$TMP/cputime" 1 "$TMP/in" $PIN "$PUZC" batch $pa)
            # shellcheck disable=SC2086
            t=$("$TMP/cputime" 1 "$TMP/in" $PIN "$REF_PUZC" batch $pa)
            pbest=$(awk -v a="$pbest" -v b="$p" 'BEGIN { print (a == "" || b < a) ? b : a }')
            tbest=$(awk -v a="$tbest" -v b="$t" 'BEGIN { print (a == "" || b < a) ? b : a }')
            i=$((i + 1))
        done
        awk -v l="$label" -v n="$n" -v p="$pbest" -v t="$tbest" -v s="$same" \
            'BEGIN { printf "| %s | %d | %.2f | %.2f | %+.1f%% | %s |\n", l, n, p / n, t / n, 100 * (p / t - 1), s }'
    done
elif [ -n "${TDOKU_DIR:-}" ] && [ -f "$TDOKU_DIR/src/solver_dpll_triad_simd.cc" ]; then
    # tdoku built by each C++ compiler here: g++ (or $CXX) and clang++
    $CC -O2 -c -o "$TMP/driver.o" bench/tdoku_driver.c 2>"$TMP/cxx.err" ||
        { echo "bench: tdoku's driver did not build:" >&2; head -n 5 "$TMP/cxx.err" >&2; exit 2; }
    TDOKUS=""
    for cxx in "${CXX:-g++}" clang++; do
        command -v "$cxx" >/dev/null 2>&1 || continue
        if "$cxx" -O3 -march=native -std=c++17 -o "$TMP/tdoku-$cxx" "$TMP/driver.o" \
            "$TDOKU_DIR/src/solver_dpll_triad_simd.cc" "$TDOKU_DIR/src/util.cc" 2>>"$TMP/cxx.err"
        then TDOKUS="$TDOKUS $cxx"
        else echo "bench: tdoku did not build with $cxx:" >&2; head -n 5 "$TMP/cxx.err" >&2
        fi
    done
    [ -n "$TDOKUS" ] || exit 2
    echo "## puzc against tdoku (SIMD, -O3 -march=native, built with:$TDOKUS), CPU of whole processes, one core, least of $REPS alternated runs"
    echo
    hdr="| set | puzzles | puzc ms |"; sep="|---|---:|---:|"
    for cxx in $TDOKUS; do hdr="$hdr tdoku ($cxx) ms |"; sep="$sep---:|"; done
    echo "$hdr faster tdoku CPU / puzc CPU | target | answers equal |"
    echo "$sep---:|---|---|"
    echo "$SETS" | while IFS='|' read -r label file lines times limit; do
        input "$lines" "$file" "$times"
        n=$(wc -l <"$TMP/in")
        pa=""
        [ "$limit" = 1 ] || pa="--count $limit"
        # shellcheck disable=SC2086
        $PUZC batch $pa <"$TMP/in" >"$TMP/p.out"
        same=yes
        for cxx in $TDOKUS; do
            "$TMP/tdoku-$cxx" "$limit" <"$TMP/in" >"$TMP/t.out"
            cmp -s "$TMP/p.out" "$TMP/t.out" || same=NO
        done
        pbest=""; tall=""
        i=0
        while [ $i -lt "$REPS" ]; do # alternated: all see the same machine
            # shellcheck disable=SC2086
            p=$("$TMP/cputime" 1 "$TMP/in" $PIN "$PUZC" batch $pa)
            pbest=$(awk -v a="$pbest" -v b="$p" 'BEGIN { print (a == "" || b < a) ? b : a }')
            k=1; row=""
            for cxx in $TDOKUS; do
                t=$("$TMP/cputime" 1 "$TMP/in" $PIN "$TMP/tdoku-$cxx" "$limit")
                prev=$(echo "$tall" | cut -d' ' -f$k)
                row="$row $(awk -v a="$prev" -v b="$t" 'BEGIN { print (a == "" || b < a) ? b : a }')"
                k=$((k + 1))
            done
            tall=${row# }
            i=$((i + 1))
        done
        echo "$tall" | awk -v l="$label" -v n="$n" -v p="$pbest" -v s="$same" '{
            best = $1; cols = ""
            for (i = 1; i <= NF; i++) { cols = cols sprintf(" %.1f |", $i / 1000); if ($i < best) best = $i }
            r = best / p
            printf "| %s | %d | %.1f |%s %.2fx | 1.3x: %s | %s |\n", l, n, p / 1000, cols, r, (r >= 1.3 ? "met" : "NOT met"), s }'
    done
else
    echo "## puzc against tdoku: TDOKU_DIR not set, ratios as last measured (issue 16, not this run)"
    echo
    echo "| set | 17-clue (20k) | top1465 (x8) | 1905_11+ (8k) | 1106 (x10) | serg count-to-2 (10k) | 1905 count-to-2 |"
    echo "|---|---:|---:|---:|---:|---:|---:|"
    echo "| tdoku CPU / puzc CPU (2026-11-26, main after serg2 and cdcl36) | 2.73x | 1.88x | 1.77x | 1.89x | 1.32x | 1.75x |"
fi
exit 0
