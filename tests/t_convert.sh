# t_convert.sh -- puzc convert: the Latin square -> Sudoku reduction of seed
# paper 001 (section 3). The Sudoku it writes must have exactly as many
# solutions as the square (counted by native, dlx and sat, on squares with
# 0, 1, 12, 144 and 576 completions), every solution mapped back must pass
# the verifier against the square, and what is not a Latin square, a bad
# solution or a wrong call gets its message.
. tests/lib.sh

# square NAME K ROWS...: a Latin square model, one row of its givens a word
square() {
    name=$1; k=$2; shift 2
    { echo "latin $k"; echo "givens"; for r in "$@"; do echo "$r" | sed 's/./& /g'; done; } \
        >"$TMP/$name.puz"
}
square empty3 3 ... ... ...
square empty4 4 .... .... .... ....
square one4 4 1... .... .... ....
square diag4 4 1... .2.. ..3. ....
square none2 2 1. .2
square full3 3 123 231 312

# ---- counts agree: the square, and its Sudoku on three backends ----
for s in empty3 empty4 one4 diag4 none2 full3; do
    $PUZC solve "$TMP/$s.puz" --count 1000 >"$TMP/lc" 2>/dev/null
    count=$(tail -n 1 "$TMP/lc")
    expect_status "$s: converted" 0 $PUZC convert --latin-to-sudoku "$TMP/$s.puz" -o "$TMP/$s.s.puz"
    expect_status "$s: the Sudoku is a valid model" 0 $PUZC check "$TMP/$s.s.puz"
    for b in native dlx sat; do
        $PUZC solve "$TMP/$s.s.puz" --backend $b --count 1000 >"$TMP/sc" 2>/dev/null
        expect_eq "$s: $b counts the Sudoku's solutions as the square's ($count)" "$count" \
            "$(tail -n 1 "$TMP/sc")"
    done
done
expect_eq "empty 4x4 square: 576 completions (the count above is not vacuous)" 576 \
    "$($PUZC solve "$TMP/empty4.puz" --count 1000 | tail -n 1)"

# ---- solutions map back: every one of the 12 order-3 squares ----
$PUZC solve "$TMP/empty3.s.puz" --all --line >"$TMP/all" 2>/dev/null
expect_eq "empty3: 12 Sudoku solutions listed" 12 "$(grep -c . "$TMP/all")"
i=0; distinct=""
while read -r sol; do
    i=$((i + 1))
    echo "$sol" >"$TMP/sol$i"
    $PUZC convert --sudoku-to-latin "$TMP/empty3.puz" "$TMP/sol$i" >"$TMP/sq$i" 2>"$TMP/err"
    expect_eq "empty3 solution $i: mapped back (exit 0)" 0 $?
    expect_status "empty3 solution $i: the square passes puzc verify" 0 \
        $PUZC verify "$TMP/empty3.puz" "$TMP/sq$i"
    distinct="$distinct$(tr -d ' \n' <"$TMP/sq$i")
"
done <"$TMP/all"
expect_eq "empty3: the 12 squares read back are distinct" 12 \
    "$(printf '%s' "$distinct" | sort -u | grep -c .)"
for m in latin_5 latin_7; do
    $PUZC convert --latin-to-sudoku models/$m.puz -o "$TMP/$m.s.puz"
    $PUZC solve "$TMP/$m.s.puz" --line >"$TMP/$m.sol" 2>/dev/null
    $PUZC convert --sudoku-to-latin models/$m.puz "$TMP/$m.sol" >"$TMP/$m.sq"
    expect_status "$m: the Sudoku's solution, read back, solves the square" 0 \
        $PUZC verify models/$m.puz "$TMP/$m.sq"
    $PUZC solve models/$m.puz >"$TMP/$m.direct"
    expect_file "$m: the same square as solving it directly (unique)" "$TMP/$m.direct" "$TMP/$m.sq"
done

# ---- a wrong solution back: two stand-in cells of row 1 swapped ----
awk '{ split($0, c, ""); t = c[1]; c[1] = c[4]; c[4] = t; s = ""; for (i = 1; i <= length($0); i++) s = s c[i]; print s }' \
    "$TMP/sol1" >"$TMP/swapped"
expect_status "swapped stand-in cells: not a solution of the square (exit 1)" 1 \
    $PUZC convert --sudoku-to-latin "$TMP/empty3.puz" "$TMP/swapped"
$PUZC convert --sudoku-to-latin "$TMP/empty3.puz" "$TMP/swapped" 2>"$TMP/err"
expect_eq "swapped: says why" "puzc convert: the square read from $TMP/swapped is not a solution" \
    "$(sed 's/: [^:]*$//' "$TMP/err")"
sed 's/^./2/' "$TMP/sol1" >"$TMP/off"
expect_status "a stand-in cell holding a value the reduction cannot put there: exit 2" 2 \
    $PUZC convert --sudoku-to-latin "$TMP/empty3.puz" "$TMP/off"
expect_eq "off: the message names the cell" \
    "puzc convert: error: $TMP/off: r1c1 holds 2: not a value the reduction puts there (1, 4, 7, ...)" \
    "$(cat "$TMP/err")"

# ---- not a Latin square, usage ----
expect_status "a Sudoku is not a Latin square: exit 2" 2 \
    $PUZC convert --latin-to-sudoku models/sudoku_9x9_easy.puz
expect_eq "not a Latin square: the message" \
    "puzc convert: error: models/sudoku_9x9_easy.puz: not a Latin square (a k x k grid, values 1..k, rows and columns distinct, givens, nothing else)" \
    "$(cat "$TMP/err")"
{ echo "latin 17"; echo "givens"; i=0; while [ $i -lt 17 ]; do echo ". . . . . . . . . . . . . . . . ."; i=$((i + 1)); done; } >"$TMP/l17.puz"
expect_status "order 17 (a 289x289 Sudoku, over the 256 cap): exit 2" 2 $PUZC convert --latin-to-sudoku "$TMP/l17.puz"
expect_eq "order 17: the message" \
    "puzc convert: error: $TMP/l17.puz: a Latin square of order 17 gives a 289x289 Sudoku: the order must be 2..16" \
    "$(cat "$TMP/err")"
expect_status "no mode: exit 2" 2 $PUZC convert models/latin_5.puz
expect_status "--sudoku-to-latin without a solution: exit 2" 2 \
    $PUZC convert --sudoku-to-latin models/latin_5.puz
expect_status "--help: exit 0" 0 $PUZC convert --help

# --- convert --to-puz: a one-line puzzle as a .puz file ---------------------
L=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
expect_status "convert --to-puz LINE" 0 $PUZC convert --to-puz "$L" -o "$TMP/line.puz"
expect_eq "... a sudoku 3x3 header" "sudoku 3x3" "$(grep -v '^#' "$TMP/line.puz" | head -n 1)"
expect_eq "... the .puz has the line's solution" "$($PUZC solve "$L" --line)" \
    "$($PUZC solve "$TMP/line.puz" --line)"
expect_eq "... and the line's givens, back in one-line form" "$L" \
    "$($PUZC check --grid "$TMP/line.puz" | tr -d '|+\n-' | tr -d ' ')"
printf 'k1\t1,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0\n' >"$TMP/comma.txt"
expect_eq "convert --to-puz FILE (the comma form): its name kept" 'name "k1"' \
    "$($PUZC convert --to-puz "$TMP/comma.txt" | head -n 1)"
expect_status "convert --to-puz of a bad line: exit 2" 2 $PUZC convert --to-puz "4..x"
expect_status "convert --to-puz without a puzzle: exit 2" 2 $PUZC convert --to-puz
