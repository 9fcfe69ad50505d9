# t_shapes.sh -- unused cells (the mask: `unused`, '-' in a givens block)
# and the multi-grid shapes built on it. On every puzzle of tests/good/masks
# native, sat, ilp and dlx count to LIMIT and agree exactly (an unused cell
# has one value: counts are not multiplied); every solution passes `puzc
# verify` and prints '-' in its unused cells; the model written back
# (convert --to-puz) counts the same; render leaves unused cells out; the
# exports fix them.
. tests/lib.sh

LIMIT=1000
M=tests/good/masks

for f in $M/*.puz; do
    ref="" refb=""
    for b in native sat ilp dlx; do
        n=$($PUZC solve "$f" --backend "$b" --count $LIMIT 2>"$TMP/err")
        st=$?
        if [ $st -gt 1 ]; then
            not_ok "$b counts $f (exit $st)"; sed 's/^/    /' "$TMP/err" | head -5
            continue
        fi
        if [ -z "$ref" ]; then
            ref=$n refb=$b
            [ "$n" != "${LIMIT}+" ] || not_ok "$f: fewer than $LIMIT solutions (an exact count)"
        elif [ "$n" != "$ref" ]; then
            not_ok "$b agrees with $refb on $f"; printf '    %s: %s, %s: %s\n' "$refb" "$ref" "$b" "$n"
            continue
        fi
        ok "$b counts $f ($n)"
    done
    # every solution native lists passes the verifier, with '-' where unused
    $PUZC solve "$f" --all --line >"$TMP/sols" 2>/dev/null
    bad=0 nsol=0
    masked=$($PUZC check "$f" --stats | grep -c '^cells .*unused')
    while read -r line; do
        nsol=$((nsol + 1))
        [ $nsol -le 50 ] || break
        echo "$line" >"$TMP/sol"
        $PUZC verify "$f" "$TMP/sol" >/dev/null 2>"$TMP/err" || { bad=1; cat "$TMP/err"; }
        case $masked$line in 0*|1*-*) ;; *) bad=1; echo "no '-' in $line";; esac
    done <"$TMP/sols"
    expect_eq "solutions of $f verify, unused cells as '-'" 0 "$bad"
    # written back as .puz, the same count
    $PUZC convert --to-puz "$f" -o "$TMP/back.puz" 2>"$TMP/err"
    expect_eq "$f written back counts the same" "$ref" \
        "$($PUZC solve "$TMP/back.puz" --count $LIMIT 2>&1)"
done

# a used cell given '-' in a solution is refused by the verifier's reader
printf '1 2 3 4\n3 - 1 2\n2 1 4 3\n4 3 2 -\n' >"$TMP/sol"
expect_status "verify refuses '-' in a used cell" 2 $PUZC verify $M/sudoku4_hole.puz "$TMP/sol"
# the used cells alone, in order, read as a grid too
printf '123 3412 2143 4321\n' >"$TMP/sol"
expect_status "verify reads the used cells alone" 0 $PUZC verify $M/sudoku4_hole.puz "$TMP/sol"

# check: unused cells are no clues
expect_eq "check counts givens without unused cells" "givens      2" \
    "$($PUZC check $M/sudoku4_hole.puz --stats | grep '^givens')"

# render: the unused cell gets no text and no thin lines through it
$PUZC render $M/grid_cross.puz --solve -o "$TMP/x.svg" 2>"$TMP/err"
n=$(grep -c '<text' "$TMP/x.svg")
expect_eq "render draws the 9 used cells' values only" 9 "$n"
$PUZC render $M/grid_cross.puz --format text >"$TMP/x.txt" 2>"$TMP/err"
expect_eq "text render shows one given" 1 "$(grep -o '2' "$TMP/x.txt" | wc -l)"

# exports: an unused cell is fixed like a given, so each format stays a
# plain model of the puzzle
for fmt in cnf lp mps mzn opb xcc; do
    expect_status "emit $fmt of a masked model" 0 $PUZC emit $M/sudoku4_hole.puz --format $fmt
done
if command -v picosat >/dev/null 2>&1; then
    $PUZC emit $M/killer4_hole.puz --format cnf >"$TMP/x.cnf" 2>"$TMP/err"
    picosat "$TMP/x.cnf" >"$TMP/x.ans" 2>/dev/null
    $PUZC decode $M/killer4_hole.puz "$TMP/x.ans" --line >"$TMP/x.sol" 2>"$TMP/err"
    expect_eq "picosat solves the emitted CNF, decoded with '-'" "-23434122143432-" \
        "$(cat "$TMP/x.sol")"
else
    skip "picosat not installed: the emitted CNF is not solved"
fi
