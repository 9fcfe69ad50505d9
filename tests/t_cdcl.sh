#!/bin/sh
# t_cdcl.sh -- the native solver's conflict-driven search (native/cdcl/cdcl.c), which
# finds the first solution of group-only grids from 25x25 on: its unit
# test against brute force (tests/unit/cdcl_test.c); ACS 25x25 lines and
# 36x36 grids at the phase transition solved, each solution checked by
# `puzc verify` (and by batch itself); grids without a solution reported
# as such, as the sat backend counts them; the time limit obeyed; the same
# with searches racing on threads (native --threads N, cdcl_race.c).
. tests/lib.sh
CC=${CC:-cc}
LIBPUZC=${LIBPUZC:-build/libpuzc-internal.a}

if $CC -std=c11 -O2 -Wall $UNIT_CFLAGS -Iinclude -Ibase -Icompiler -Ibackends \
    tests/unit/cdcl_test.c "$LIBPUZC" $UNIT_LIBS -lm -o "$TMP/cdcl_test" 2>"$TMP/cc.err"; then
    "$TMP/cdcl_test" || not_ok "cdcl_test exited $?"
else
    not_ok "tests/unit/cdcl_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

# puz BOX N NAME LINE: NAME.puz in $TMP, a sudoku of BOX boxes (N values a
# row) whose givens are the comma-separated LINE (0 = empty)
puz() {
    { printf 'sudoku %s\ngivens\n' "$1"
      echo "$4" | awk -F, -v n="$2" '{ for (r = 0; r < n; r++) { s = ""
        for (c = 1; c <= n; c++) { v = $(r * n + c); s = s (c > 1 ? " " : "") (v == 0 ? "." : v) }
        print s } }'; } >"$TMP/$3.puz"
}

# solve_verify BOX N NAME LINE: solved by native, and puzc verify agrees
solve_verify() {
    puz "$1" "$2" "$3" "$4"
    if $PUZC solve "$TMP/$3.puz" >"$TMP/$3.sol" 2>"$TMP/err" &&
        $PUZC verify "$TMP/$3.puz" "$TMP/$3.sol" >"$TMP/out" 2>&1; then
        ok "$3: solved, and puzc verify accepts the solution"
    else
        not_ok "$3: solved and verified"; sed 's/^/    /' "$TMP/err" "$TMP/out" | head
    fi
}

# the 36x36 phase transition as bench/big.sh makes it (tools/pt36.sh)
pt36() { ./tools/pt36.sh "$1"; }

for s in 4 7; do
    line=$(pt36 $s | cut -f2)
    solve_verify 6x6 36 "pt36-$s" "$line"
done
# pt36-39: past 5 s of CPU with one search, 1.1 s with two racing
pt36 39 >"$TMP/pt39.txt"
$PUZC batch --csv --time-limit 0.2 "$TMP/pt39.txt" >"$TMP/out" 2>&1
expect_eq "a 36x36 that takes seconds stops at --time-limit 0.2" "stopped,time limit reached" \
    "$(awk -F, 'NR == 2 { print $3 "," $6 }' "$TMP/out")"

# --threads: racing searches (each answer verified by batch; solve's by
# puzc verify), the time limit stopping every racer, bad values refused
if $PUZC solve "$TMP/pt36-4.puz" --threads 2 >"$TMP/t2.sol" 2>"$TMP/err" &&
    $PUZC verify "$TMP/pt36-4.puz" "$TMP/t2.sol" >"$TMP/out" 2>&1; then
    ok "pt36-4 with --threads 2: solved, and puzc verify accepts the solution"
else
    not_ok "pt36-4 with --threads 2: solved and verified"; sed 's/^/    /' "$TMP/err" "$TMP/out" | head
fi
{ pt36 4; pt36 7; pt36 11; } >"$TMP/three.txt"
for n in 3 0; do
    $PUZC batch --csv --threads $n "$TMP/three.txt" >"$TMP/out" 2>&1
    expect_eq "three 36x36 grids with --threads $n: solved (batch verifies each)" "3 3" \
        "$(awk -F, 'NR > 1 { n++; s += $3 == "solved" } END { print n, s }' "$TMP/out")"
done
start=$(date +%s%N)
$PUZC batch --csv --threads 2 --time-limit 0.2 "$TMP/pt39.txt" >"$TMP/out" 2>&1
ms=$(( ($(date +%s%N) - start) / 1000000 ))
expect_eq "... with --threads 2 it stops at --time-limit 0.2 too" "stopped,time limit reached" \
    "$(awk -F, 'NR == 2 { print $3 "," $6 }' "$TMP/out")"
expect_eq "... every racer stopped (the process ends within 2 s)" "yes" \
    "$([ "$ms" -lt 2000 ] && echo yes || echo "no: $ms ms")"
# bench/ab36.sh (a change judged on fresh grids): the same build twice on
# seeds 4 and 5 solves both grids each time with the same decisions
if [ -x /usr/bin/time ]; then
    AB_LIMIT=10 ./bench/ab36.sh "$PUZC" "$PUZC" 4 2 >"$TMP/ab" 2>&1
    expect_eq "bench/ab36.sh: both builds solve seeds 4 and 5, the same decisions" "2/2 2/2 1.000" \
        "$(awk '/^OLD / { o = $4 } /^NEW / { n = $4 } /^NEW\/OLD/ { d = $3 } END { print o, n, d }' "$TMP/ab" | tr -d ,)"
else
    skip "bench/ab36.sh needs GNU time"
fi
pt36 4 >"$TMP/pt4.txt"
e1=$($PUZC batch --csv --seed 3 "$TMP/pt4.txt" 2>&1 | awk -F, 'NR == 2 { print $3, $NF }')
e2=$($PUZC batch --csv --seed 3 "$TMP/pt4.txt" 2>&1 | awk -F, 'NR == 2 { print $3, $NF }')
e0=$($PUZC batch --csv "$TMP/pt4.txt" 2>&1 | awk -F, 'NR == 2 { print $3, $NF }')
expect_eq "--seed 3 twice: solved with the same effort (reproducible)" "$e1" "$e2"
expect_eq "... another than without a seed (the order shuffled)" "yes" \
    "$([ "${e1#solved }" != "${e0#solved }" ] && [ "${e1%% *}" = solved ] && echo yes || echo "no: $e1 / $e0")"
for bad in -1 x 1.5; do
    $PUZC solve "$TMP/pt36-4.puz" --threads "$bad" >"$TMP/out" 2>&1
    expect_eq "--threads $bad: refused (exit 2) with the option named" "2 yes" \
        "$? $(grep -q -e "--threads wants a non-negative whole number, not '$bad'" "$TMP/out" && echo yes || echo no)"
done

if have_sets; then
    A=$SHARED/sudokuNxN/acs_general_25x25.txt
    grep -E '^inst25x25_45_[0-9]\s' "$A" >"$TMP/acs.txt"
    $PUZC batch --csv --time-limit 20 "$TMP/acs.txt" >"$TMP/nat.csv" 2>&1
    expect_eq "ACS 25x25 at 45% given: all 10 solved (batch verifies each)" "10 10" \
        "$(awk -F, 'NR > 1 { n++; s += $3 == "solved" } END { print n, s }' "$TMP/nat.csv")"
    expect_eq "... by search (guesses on some lines)" "yes" \
        "$(awk -F, 'NR > 1 && $NF > 0 { y = 1 } END { print y ? "yes" : "no" }' "$TMP/nat.csv")"
    $PUZC batch --csv --backend sat --count 1 --time-limit 20 "$TMP/acs.txt" >"$TMP/sat.csv" 2>&1
    expect_eq "... and sat finds a solution of each too" "10" \
        "$(awk -F, 'NR > 1 && $5 == 1 { n++ } END { print n + 0 }' "$TMP/sat.csv")"
    for i in 0 1; do
        solve_verify 5x5 25 "acs-45-$i" "$(grep -E "^inst25x25_45_$i\s" "$A" | cut -f2)"
    done
    # a wrong value in an empty cell that no given of its groups rules
    # out: no solution, as the sat backend counts
    base=$(grep -E '^inst25x25_50_4\s' "$A" | cut -f2)
    for cv in 97:1 93:7; do
        echo "$base" | awk -F, -v cv="$cv" 'BEGIN { OFS = "," } { split(cv, a, ":"); $(a[1] + 1) = a[2]
            print "wrong-" a[1] "-" a[2] "\t" $0 }'
    done >"$TMP/wrong.txt"
    $PUZC batch --csv "$TMP/wrong.txt" >"$TMP/nat.csv" 2>&1
    $PUZC batch --csv --backend sat --count 1 "$TMP/wrong.txt" >"$TMP/sat.csv" 2>&1
    expect_eq "25x25 with a wrong given: no solution (native)" "no solution,no solution" \
        "$(awk -F, 'NR > 1 { printf "%s%s", (NR > 2 ? "," : ""), $3 }' "$TMP/nat.csv")"
    expect_eq "... and the sat backend counts 0" "0,0" \
        "$(awk -F, 'NR > 1 { printf "%s%s", (NR > 2 ? "," : ""), $5 }' "$TMP/sat.csv")"
    $PUZC batch --csv --threads 2 "$TMP/wrong.txt" >"$TMP/nat.csv" 2>&1
    expect_eq "... and native with --threads 2: no solution" "no solution,no solution" \
        "$(awk -F, 'NR > 1 { printf "%s%s", (NR > 2 ? "," : ""), $3 }' "$TMP/nat.csv")"
    $PUZC batch --csv --threads 2 "$TMP/acs.txt" >"$TMP/nat.csv" 2>&1
    expect_eq "ACS 25x25 at 45% given with --threads 2: all 10 solved" "10 10" \
        "$(awk -F, 'NR > 1 { n++; s += $3 == "solved" } END { print n, s }' "$TMP/nat.csv")"
fi
