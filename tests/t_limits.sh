# t_limits.sh -- a time limit, a solution limit and a cancel mean the same on
# every counting backend and every path: `puzc batch` and `puzc solve`
# counting the empty 9x9 grid (6.67e21 solutions) stop at --time-limit and
# say the count is a lower bound (exit 1) on native and dlx with and
# without their 9x9 fast paths, sat and ilp; counts past 2^32 are not
# truncated; SAT stops while still building a big formula; and through the
# library (tests/unit/limits_test.c) a cancel flag stops every backend and
# path, progress and the solvers' own output come through the callback, and
# the library prints nothing itself. Bounds are generous on purpose: a 0.5 s
# limit must stop within 5 s of wall time.
. tests/lib.sh
CC=${CC:-cc}

dots() { printf "%${1}s\n" "" | tr ' ' .; }
dots 81 >"$TMP/empty9.txt"
dots 16 >"$TMP/empty4.txt"
echo "sudoku 3x3" >"$TMP/empty9.puz"
echo "sudoku 2x2" >"$TMP/empty4.puz"
echo "sudoku 8x8" >"$TMP/empty64.puz"

# ILP counting solves a MIP per solution, each harder than the last: the
# 288 grids of the 4x4 take 5 s, so that count runs beside the rest (the
# limits below are wall-clock deadlines: sharing the CPU does not move them)
$PUZC batch --count 4294967297 --backend ilp "$TMP/empty4.txt" >"$TMP/ilp288" 2>&1 &
ilp_pid=$!

# timed WHAT BOUND CMD...: runs CMD (stdout in $TMP/out, stderr in
# $TMP/err, exit status in $rc), checks it took less than BOUND seconds
timed() {
    what=$1; bound=$2; shift 2
    t0=$(date +%s.%N)
    "$@" >"$TMP/out" 2>"$TMP/err"; rc=$?
    sec=$(echo "$(date +%s.%N) - $t0" | bc)
    if [ "$(echo "$sec < $bound" | bc)" = 1 ]; then ok "$what: stopped within $bound s"; else
        not_ok "$what: took $sec s (bound $bound s)"; fi
}

# --- the acceptance command: every counting backend and path ------------
for b in native "native --no-fast" dlx "dlx --no-fast" sat ilp; do
    # --count 10^8 with the issue's 0.5 s; past 2^32 with 0.2 s
    for c in "100000000 0.5" "4294967297 0.2"; do
        set -- $c
        timed "batch --backend $b --count $1 --time-limit $2 on an empty 9x9" 5 \
            $PUZC batch --time-limit $2 --count $1 --backend $b "$TMP/empty9.txt"
        out=$(cat "$TMP/out")
        case "$rc:$out" in
        "1:! at least "[1-9]*" solution"*": time limit reached") ok "... '$out', exit 1" ;;
        *) not_ok "... exit $rc, '$out'"; sed 's/^/    /' "$TMP/err" | head -5 ;;
        esac
    done
    timed "solve --backend $b --count 100000000 --time-limit 0.2 on an empty 9x9" 5 \
        $PUZC solve "$TMP/empty9.puz" --count 100000000 --time-limit 0.2 --backend $b
    err=$(cat "$TMP/err")
    case "$rc:$err" in
    "1:puzc solve: time limit reached: at least "[1-9]*" solution"*) ok "... '$err', exit 1" ;;
    *) not_ok "... exit $rc, '$err'" ;;
    esac
    expect_eq "... and the lower bound on stdout is the one on stderr" \
        "$(sed 's/.*at least \([0-9]*\) .*/\1/' "$TMP/err")" "$(cat "$TMP/out")"
done

# --- counts past 2^32 are counts, not a 32-bit cast (that printed 1) ------
# (ILP: batch on the empty 4x4 runs in the background, see above; solve on
# the 4x4 with its first row given, 288 / 4! = 12 grids)
printf 'sudoku 2x2\ngivens\n1 2 3 4\n. . . .\n. . . .\n. . . .\n' >"$TMP/row4.puz"
for b in native "native --no-fast" dlx "dlx --no-fast" sat; do
    expect_eq "batch --backend $b --count 4294967297 on an empty 4x4: 288" 288 \
        "$($PUZC batch --count 4294967297 --backend $b "$TMP/empty4.txt")"
    expect_eq "solve --backend $b --count 4294967297 on an empty 4x4: 288" 288 \
        "$($PUZC solve "$TMP/empty4.puz" --count 4294967297 --backend $b)"
done
expect_eq "solve --backend ilp --count 4294967297 on a 4x4 with one row: 12" 12 \
    "$($PUZC solve "$TMP/row4.puz" --count 4294967297 --backend ilp)"
# a limit above a million is not clamped to a million on the DLX fast path
$PUZC batch --backend dlx --count 1200000 --time-limit 0.3 "$TMP/empty9.txt" >"$TMP/out"
case $(cat "$TMP/out") in
"! at least "[1-9]*" solutions: time limit reached") ok "batch dlx --count 1200000: '$(cat "$TMP/out")'" ;;
*) not_ok "batch dlx --count 1200000: '$(cat "$TMP/out")'" ;;
esac

# --- SAT: the limit holds while the clauses are built --------------------
# (an empty 64x64 grid: 33 million clauses, 3 s to build without the check)
timed "sat on an empty 64x64 grid, --time-limit 0.3" 2 \
    $PUZC solve "$TMP/empty64.puz" --backend sat --time-limit 0.3
grep -q "^not solved: .*time limit 0.3 s reached while building the clauses" "$TMP/out" &&
    ok "... says it stopped building the clauses" || not_ok "... said: $(cat "$TMP/out")"
timed "sat --propagate-only on an empty 64x64 grid, --time-limit 0.3" 2 \
    $PUZC solve "$TMP/empty64.puz" --backend sat --propagate-only --time-limit 0.3
expect_eq "... exit 1" 1 "$rc"

# --- the solvers' own output: on stderr with --verbose, never on stdout ---
$PUZC solve models/sudoku_9x9_hard.puz --backend sat --verbose >"$TMP/out" 2>"$TMP/err"
grep -q '^c ' "$TMP/err" && ok "sat --verbose: PicoSAT's lines on stderr" ||
    not_ok "sat --verbose: no PicoSAT output on stderr"
expect_eq "... stdout holds the grid alone" 9 "$(wc -l <"$TMP/out")"
$PUZC solve models/sudoku_9x9_hard.puz --backend ilp --verbose >"$TMP/out" 2>"$TMP/err"
grep -q '^GLPK Integer Optimizer' "$TMP/err" && ok "ilp --verbose: GLPK's lines on stderr" ||
    not_ok "ilp --verbose: no GLPK output on stderr"
expect_eq "... stdout holds the grid alone" 9 "$(wc -l <"$TMP/out")"
$PUZC solve models/sudoku_9x9_hard.puz --backend ilp >"$TMP/out" 2>"$TMP/err"
expect_eq "ilp without --verbose: nothing on stderr" "" "$(cat "$TMP/err")"

# --- through the library: cancel, progress, and not a byte printed --------
if $CC -std=c11 -O2 -Wall $UNIT_CFLAGS -D_POSIX_C_SOURCE=200809L -Iinclude \
    tests/unit/limits_test.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/limits_test" 2>"$TMP/cc.err"; then
    "$TMP/limits_test" >"$TMP/lt.out" 2>"$TMP/lt.err"
    lrc=$?
    cat "$TMP/lt.out"
    [ "$lrc" = 0 ] || not_ok "limits_test exited $lrc"
    expect_eq "the library wrote nothing on stderr" "" "$(cat "$TMP/lt.err")"
    expect_eq "... nor on stdout (only the test's own lines)" "" \
        "$(grep -v '^ok - \|^not ok - ' "$TMP/lt.out")"
else
    not_ok "tests/unit/limits_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

wait $ilp_pid
expect_eq "batch --backend ilp --count 4294967297 on an empty 4x4: 288" 288 "$(cat "$TMP/ilp288")"
