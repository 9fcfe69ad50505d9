# t_limits.sh -- a time limit, a solution limit and a cancel mean the same on
# every counting backend and every path: `puzc batch` and `puzc solve`
# counting the empty 9x9 grid (6.67e21 solutions) stop at --time-limit and
# say the count is a lower bound (N+, exit 4) on native and dlx with and
# without their 9x9 fast paths, native's baseline methods, sat and ilp;
# counts past 2^32 are not truncated; every backend's model build honours
# the time limit (an empty 64x64 grid with --time-limit 1 returns within
# 3 s, and a build cut short says "time limit reached while building the
# model (N clauses so far)") and the memory limit (--memory-limit MB); and
# through the
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
# (a lower bound of 0 is still a lower bound: ilp may find no grid in 0.2 s
# on a loaded machine or under the sanitizers; what matters is the stop)
for b in native "native --no-fast" "native --method backtrack" "native --method fc-mrv" \
    "native --method norvig" dlx "dlx --no-fast" sat ilp; do
    # --count 10^8 with the issue's 0.5 s; past 2^32 with 0.2 s
    for c in "100000000 0.5" "4294967297 0.2"; do
        set -- $c
        timed "batch --backend $b --count $1 --time-limit $2 on an empty 9x9" 5 \
            $PUZC batch --time-limit $2 --count $1 --backend $b "$TMP/empty9.txt"
        out=$(cat "$TMP/out")
        case "$rc:$out" in
        "4:"[0-9]*"+ (time limit reached)") ok "... '$out', exit 4" ;;
        *) not_ok "... exit $rc, '$out'"; sed 's/^/    /' "$TMP/err" | head -5 ;;
        esac
    done
    timed "solve --backend $b --count 100000000 --time-limit 0.2 on an empty 9x9" 5 \
        $PUZC solve "$TMP/empty9.puz" --count 100000000 --time-limit 0.2 --backend $b
    err=$(cat "$TMP/err")
    case "$rc:$err" in
    "4:puzc solve: time limit reached: at least "[0-9]*" solution"*) ok "... '$err', exit 4" ;;
    *) not_ok "... exit $rc, '$err'" ;;
    esac
    expect_eq "... and the lower bound on stdout (N+) is the one on stderr" \
        "$(sed 's/.*at least \([0-9]*\) .*/\1+/' "$TMP/err")" "$(cat "$TMP/out")"
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
[1-9]*"+ (time limit reached)") ok "batch dlx --count 1200000: '$(cat "$TMP/out")'" ;;
*) not_ok "batch dlx --count 1200000: '$(cat "$TMP/out")'" ;;
esac

# --- building the model: the limit bounds it on every backend -----------
# An empty 64x64 grid: 33 million clauses (sat with --amo pairwise; the
# default takes the product encoding for its 64-literal lists, 3.2 million
# clauses, whose build can end inside the limit), a million nonzeros (ilp:
# GLPK's presolver and first LP took no callback), 262144 options (dlx).
# With --time-limit 1 each backend returns within 3 s (the issue: sat took
# 10.6 s and 582 MB, ilp 5 s, a batch line 12 s), solve and a batch line
# side by side (their deadlines are wall-clock; sharing the CPU cannot move
# them).
printf 'e64\t%s\n' "$(seq 4096 | sed 's/.*/0/' | paste -sd, -)" >"$TMP/e64.txt"
# bg TAG CMD...: CMD in the background; stdout, stderr, exit status and
# seconds in $TMP/TAG.out .err .rc .sec
bg() {
    tag=$1; shift
    (t0=$(date +%s.%N); "$@" >"$TMP/$tag.out" 2>"$TMP/$tag.err"; echo $? >"$TMP/$tag.rc"
     echo "$(date +%s.%N) - $t0" | bc >"$TMP/$tag.sec") &
}
# within TAG BOUND WHAT [RC]: checks TAG ran under BOUND seconds, exit RC
# (default 4: stopped by a limit)
within() {
    sec=$(cat "$TMP/$1.sec")
    if [ "$(echo "$sec < $2" | bc)" = 1 ] && [ "$(cat "$TMP/$1.rc")" = "${4:-4}" ]; then
        ok "$3: exit ${4:-4} within $2 s"
    else not_ok "$3: exit $(cat "$TMP/$1.rc") after $sec s (bound $2 s)"; fi
}
for b in native dlx "sat --amo pairwise" "sat --amo pairwise --propagate-only" ilp heuristic \
    "heuristic --method grasp"; do
    bg solve $PUZC solve "$TMP/empty64.puz" --backend $b --time-limit 1
    p1=$!
    bg batch $PUZC batch "$TMP/e64.txt" --backend $b --time-limit 1
    wait $p1 $!
    if [ "$b" = native ]; then # native's first solution starts from its phase: solved
        within solve 3 "solve --backend native --time-limit 1 on an empty 64x64" 0
        within batch 3 "batch --backend native --time-limit 1 on an empty 64x64 line" 0
        expect_status "... its solution verifies" 0 $PUZC verify "$TMP/empty64.puz" "$TMP/solve.out"
        continue
    fi
    within solve 3 "solve --backend $b --time-limit 1 on an empty 64x64"
    within batch 3 "batch --backend $b --time-limit 1 on an empty 64x64 line"
    case "$(cat "$TMP/solve.out")|$(cat "$TMP/batch.out")" in
    "not solved: "*"time limit"*"|! not solved: "*"time limit"*) ok "... both say the time limit stopped them" ;;
    *) not_ok "... said '$(cat "$TMP/solve.out")' and '$(cat "$TMP/batch.out")'" ;;
    esac
    [ "$b" = "sat --amo pairwise" ] || continue # 33 million clauses cannot be built in 1 s: it says so
    build="time limit reached while building the model ([0-9]* clauses so far)"
    expect_eq "... sat: 'time limit reached while building the model (N clauses so far)'" "1 1" \
        "$(grep -c "^not solved: $build\$" "$TMP/solve.out") $(grep -c "^! not solved: $build\$" "$TMP/batch.out")"
done

# Every backend's build stops the same way, in its own unit, when the
# deadline is already gone: solve, a batch line, a batch count.
for bu in native:links dlx:options "dlx --no-reduce:options" sat:clauses \
    "sat --propagate-only:clauses" ilp:rows; do
    b=${bu%:*}; u=${bu##*:}
    want="time limit reached while building the model ([0-9]* $u so far)"
    expect_eq "solve --backend $b, a deadline gone at once: stopped building (exit 4)" "4 1" \
        "$($PUZC solve "$TMP/empty64.puz" --backend $b --time-limit 0.000001 >"$TMP/out"; echo $?) \
$(grep -c "^not solved: $want\$" "$TMP/out")"
    expect_eq "... batch: '! not solved: time limit reached while building the model (N $u so far)'" \
        1 "$($PUZC batch "$TMP/e64.txt" --backend $b --time-limit 0.000001 | grep -c "^! not solved: $want\$")"
    expect_eq "... batch --count 2: '0+ (time limit reached while building ...)'" \
        1 "$($PUZC batch "$TMP/e64.txt" --backend $b --count 2 --time-limit 0.000001 |
            grep -c "^0+ ($want)\$")"
done
$PUZC solve "$TMP/empty64.puz" --backend sat --count 2 --time-limit 0.000001 >"$TMP/out" 2>"$TMP/err"
case "$(cat "$TMP/out")|$(cat "$TMP/err")" in
"0+|puzc solve: time limit reached while building the model ("[0-9]*" clauses so far): at least 0 solutions")
    ok "solve --count 2: the reason on stderr, the lower bound 0+ on stdout" ;;
*) not_ok "solve --count 2 said '$(cat "$TMP/out")' and '$(cat "$TMP/err")'" ;;
esac

# --- the memory limit: checked while building ------------------------------
# (the empty 64x64: sat takes 582 MB, ilp 170 MB, dlx 22 MB, native 3 MB)
timed "sat --memory-limit 50 on an empty 64x64" 5 \
    $PUZC solve "$TMP/empty64.puz" --backend sat --memory-limit 50
case "$rc:$(cat "$TMP/out")" in
"4:not solved: memory limit of 50 MB reached while building the model ("[1-9]*" clauses so far)")
    ok "... '$(cat "$TMP/out")', exit 4" ;;
*) not_ok "... exit $rc, '$(cat "$TMP/out")'" ;;
esac
expect_eq "... batch --count 2: '0+ (memory limit of 50 MB reached ...)'" 1 \
    "$($PUZC batch "$TMP/e64.txt" --backend sat --count 2 --memory-limit 50 |
        grep -c '^0+ (memory limit of 50 MB reached while building the model ([0-9]* clauses so far))$')"
for bu in native:links dlx:options sat:clauses "sat --propagate-only:clauses" ilp:rows; do
    b=${bu%:*}; u=${bu##*:}
    expect_eq "solve --backend $b --memory-limit 1 on an empty 64x64: the memory message" 1 \
        "$($PUZC solve "$TMP/empty64.puz" --backend $b --memory-limit 1 --time-limit 5 |
            grep -c "^not solved: memory limit of 1 MB reached while building the model ([0-9]* $u so far)\$")"
done
# a small model under a small limit still solves, on every backend and path
# (GLPK's search takes 3 MB on an empty 9x9)
want=$($PUZC solve models/sudoku_9x9_hard.puz --line)
for b in native "native --no-fast" dlx "dlx --no-fast" sat ilp heuristic; do
    expect_eq "solve --backend $b --memory-limit 8: the 9x9 still solves" "$want" \
        "$($PUZC solve models/sudoku_9x9_hard.puz --backend $b --memory-limit 8 --line)"
done
expect_eq "batch --memory-limit 8: the 9x9 line still solves" "$want" \
    "$(echo "$want" | sed 's/^\(.\{20\}\)..../\1..../' | $PUZC batch --memory-limit 8)"
expect_status "compare --memory-limit 8 on the 9x9: every row agrees" 0 \
    $PUZC compare models/sudoku_9x9_hard.puz --backends native,dlx,sat,ilp --repeat 1 --memory-limit 8
expect_status "--memory-limit wants a number" 2 $PUZC solve models/sudoku_9x9_hard.puz --memory-limit x

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
