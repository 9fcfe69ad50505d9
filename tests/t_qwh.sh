#!/bin/sh
# t_qwh.sh -- issue 30's bench generators and the Latin squares they make:
# bench/qwh.c's squares are Latin (rows and columns permutations: its own
# check, and puzc verify of the hidden square), its holes number exactly
# 42%, the same seed gives the same instances; QWH instances of order 30
# (Latin squares above 256 cells, which stay with the GAC search rather
# than the conflict-driven one) solved by native, each answer verified by
# batch and the same instances solved by the sat backend, as are squares
# of orders 24 (42% holes) and 66 (70% holes: candidate sets of two words)
# whose first solution comes by native's light probes and singles on the
# values' places (backends/native/search/latin.c); partial squares
# of order 20 (GAC and the places filter on: backends/native/search/
# places.c) counted by native's own search as dlx counts them, so a value
# pruned that some solution holds shows as a count short; bench/mix.c's
# stirred 20x20 grid (4x5 boxes) is still a valid Sudoku.
. tests/lib.sh
CC=${CC:-cc}

if ! $CC -O2 -o "$TMP/qwh" bench/qwh.c 2>"$TMP/cc.err" ||
   ! $CC -O2 -o "$TMP/mix" bench/mix.c 2>>"$TMP/cc.err"; then
    not_ok "bench/qwh.c and bench/mix.c build"; sed 's/^/    /' "$TMP/cc.err" | head
    exit 0
fi

# the hidden square: no holes, solved as given (batch verifies the line)
"$TMP/qwh" 12 3 0 7 >"$TMP/full.txt"
expect_eq "qwh: three full squares of order 12, each verified by batch" 3 \
    "$($PUZC batch "$TMP/full.txt" | grep -c '^latin 12 qwh-12-7-')"
"$TMP/qwh" 30 3 42 11 >"$TMP/q30.txt"
"$TMP/qwh" 30 3 42 11 >"$TMP/q30b.txt"
expect_file "qwh: the same seed, the same instances" "$TMP/q30.txt" "$TMP/q30b.txt"
expect_eq "qwh: 42% holes (378 of 900 cells) in every instance" "378 378 378" \
    "$(cut -f2 "$TMP/q30.txt" | awk -F, '{ h = 0; for (i = 1; i <= NF; i++) if ($i == 0) h++; printf "%s%d", (NR > 1 ? " " : ""), h }')"
expect_status "qwh: order 30 at 42% holes solved by native (answers verified)" 0 \
    $PUZC batch --time-limit 20 "$TMP/q30.txt"
expect_eq "... three answers" 3 "$(grep -c '^latin 30 qwh-30-11-' "$TMP/out")"
expect_status "qwh: the same instances solved by the sat backend" 0 \
    $PUZC batch --backend sat --time-limit 20 "$TMP/q30.txt"
expect_status "qwh: order 1 refused" 2 "$TMP/qwh" 1 1 42 1
"$TMP/qwh" 24 6 42 13 >"$TMP/q24.txt"
"$TMP/qwh" 66 1 70 15 >>"$TMP/q24.txt"
expect_status "qwh: six of order 24 (42% holes) and one of order 66 (70%) solved by native (answers verified)" 0 \
    $PUZC batch --time-limit 20 "$TMP/q24.txt"
expect_eq "... seven answers" 7 "$(grep -c '^latin [26][46] qwh-' "$TMP/out")"
expect_status "... and by the sat backend" 0 $PUZC batch --backend sat --time-limit 20 "$TMP/q24.txt"

# eight partial squares of order 20, 38% holes: 5 to 7,382 solutions each
"$TMP/qwh" 20 8 38 5 >"$TMP/c20.txt"
$PUZC batch --backend dlx --count 100000 "$TMP/c20.txt" >"$TMP/c20.dlx" 2>&1
expect_eq "qwh: dlx counts the eight order-20 squares" "5 8 32 7382 101 132 3353 24" \
    "$(tr '\n' ' ' <"$TMP/c20.dlx" | sed 's/ $//')"
expect_eq "qwh: native's own search (--no-hand-over: GAC, places filter) counts the same" \
    "$(cat "$TMP/c20.dlx")" "$($PUZC batch --count 100000 --no-hand-over "$TMP/c20.txt" 2>&1)"

$PUZC generate --fill --line --box 4x5 --seed 3 2>/dev/null | "$TMP/mix" 4 5 2000 0 3 >"$TMP/m.txt"
expect_eq "mix: a stirred 20x20 grid (4x5 boxes) is a valid Sudoku (batch verifies it)" 1 \
    "$($PUZC batch --count 2 "$TMP/m.txt")"
$PUZC generate --fill --line --box 4x5 --seed 3 2>/dev/null | "$TMP/mix" 4 5 0 0 3 >"$TMP/m0.txt"
if cmp -s "$TMP/m.txt" "$TMP/m0.txt"; then not_ok "mix: the swaps change the grid"; else ok "mix: the swaps change the grid"; fi
