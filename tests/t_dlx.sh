# t_dlx.sh -- the exact-cover backend: counts from the literature, answers
# equal to the native solver's and to the listed Killer solutions, and the
# XCC file's shape.
. tests/lib.sh

echo "sudoku 2x2" >"$TMP/s4.puz"
expect_eq "empty 4x4 Sudoku: 288 exact covers" 288 "$($PUZC solve "$TMP/s4.puz" --backend dlx --count 1000)"
echo "latin 4" >"$TMP/l4.puz"
expect_eq "Latin squares of order 4: 576" 576 "$($PUZC solve "$TMP/l4.puz" --backend dlx --count 1000)"
echo "latin 5" >"$TMP/l5.puz"
expect_eq "Latin squares of order 5: 161280" 161280 "$($PUZC solve "$TMP/l5.puz" --backend dlx --count 200000)"
expect_eq "9-cell cage (a full group) solves" 1 "$($PUZC solve models/killer_9x9.puz --backend dlx --count 2)"

# XCC: 16 cell items + 48 group-value items, 64 options of 4 items each.
$PUZC emit "$TMP/s4.puz" --format xcc -o "$TMP/s4.xcc"
expect_eq "xcc: 64 primary items" 64 "$(grep -v '^|' "$TMP/s4.xcc" | head -n 1 | wc -w | tr -d ' ')"
expect_eq "xcc: 64 options" 64 "$(grep -v '^|' "$TMP/s4.xcc" | tail -n +2 | wc -l | tr -d ' ')"
expect_eq "xcc: every option covers 4 items" "64 4" "$(grep -v '^|' "$TMP/s4.xcc" | tail -n +2 | awk '{print NF}' | sort | uniq -c | sed 's/^ *//')"
# A 3-cell distinct group holds each value at most once: secondary items.
printf 'sudoku 2x2\ndistinct r1c1 r2c2 r3c3\n' >"$TMP/sec.puz"
$PUZC emit "$TMP/sec.puz" --format xcc -o "$TMP/sec.xcc"
expect_eq "xcc: 4 secondary items after the '|'" 4 "$(grep -v '^|' "$TMP/sec.xcc" | head -n 1 | sed 's/.* | //' | wc -w | tr -d ' ')"
# The expected count: the 288 plain grids filtered by awk for the extra
# group (cells 1, 6, 11 of the line pairwise different).
want=$($PUZC solve "$TMP/s4.puz" --backend sat --all --line 2>/dev/null |
    awk '{a = substr($0, 1, 1); b = substr($0, 6, 1); c = substr($0, 11, 1)
          if (a != b && a != c && b != c) n++} END {print n}')
expect_eq "dlx count with a secondary group equals the filtered grids" "$want" "$($PUZC solve "$TMP/sec.puz" --backend dlx --count 1000)"
expect_eq "native agrees" "$want" "$($PUZC solve "$TMP/sec.puz" --count 1000)"

have_sets || exit 0
for set in tdoku_17_clue tdoku_forum_hardest_1905_11plus norvig_top95; do
    head -n 300 "$SHARED/sudoku9/$set.txt" >"$TMP/b.txt"
    $PUZC batch "$TMP/b.txt" >"$TMP/native.out"
    $PUZC batch --backend dlx "$TMP/b.txt" >"$TMP/dlx.out"
    expect_file "$set: dlx answers equal native's" "$TMP/native.out" "$TMP/dlx.out"
done
head -n 100 "$SHARED/sudoku9/tdoku_serg_benchmark.txt" >"$TMP/serg.txt"
expect_eq "serg: dlx counts 2+ solutions" "100 2" "$($PUZC batch --backend dlx --count 2 "$TMP/serg.txt" | sort | uniq -c | sed 's/^ *//')"
head -n 100 "$SHARED/killer/krazydad_killer_9x9.txt" >"$TMP/k.txt"
$PUZC batch --killer --backend dlx "$TMP/k.txt" >"$TMP/k.out"
cut -f4 "$TMP/k.txt" >"$TMP/k.want"
expect_file "Killer: dlx answers equal the listed solutions" "$TMP/k.want" "$TMP/k.out"
awk 'NR % 40 == 0' "$SHARED/sudokuNxN/acs_general_16x16.txt" >"$TMP/a.txt"
$PUZC batch --count 2 "$TMP/a.txt" >"$TMP/an.out"
$PUZC batch --count 2 --backend dlx "$TMP/a.txt" >"$TMP/ad.out"
expect_file "ACS 16x16 sample: dlx counts equal native's" "$TMP/an.out" "$TMP/ad.out"
