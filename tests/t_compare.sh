# t_compare.sh -- `puzc compare` runs every counting backend and
# formulation on small models; every row that runs must be verified and
# agree with the others.
. tests/lib.sh

for f in models/sudoku_4x4.puz models/sudoku_9x9_hard.puz models/killer_9x9_small.puz models/xsudoku_9x9.puz models/jigsaw_9x9.puz models/latin_5.puz; do
    $PUZC compare "$f" --csv --repeat 1 >"$TMP/c.csv"
    expect_eq "$f: compare exits 0" 0 $?
    rows=$(tail -n +2 "$TMP/c.csv" | wc -l | tr -d ' ')
    nb=$($PUZC backends --names | grep -vc heuristic)
    [ "$rows" -ge "$nb" ] && ok "$f: $rows rows for $nb counting backends" || not_ok "$f: $rows rows, $nb backends"
    bad=$(tail -n +2 "$TMP/c.csv" | awk -F, '$13 == "error" || $14 != "yes" || $15 != "yes"' | head -n 3)
    expect_eq "$f: every row solved, verified and agreeing" "" "$bad"
done
# A model some backend refuses: the row says error, the others still agree.
$PUZC compare models/custom_sum.puz --csv --repeat 1 >"$TMP/s.csv"
expect_eq "custom_sum: native row agrees" "yes" "$(grep '^native,' "$TMP/s.csv" | cut -d, -f15)"
$PUZC compare models/sudoku_4x4.puz --json --repeat 1 | grep -q '"rows":\[{"backend":"native"' && ok "--json rows" || not_ok "--json rows"
expect_status "unknown backend in --backends" 2 $PUZC compare models/sudoku_4x4.puz --backends native,nosuch
