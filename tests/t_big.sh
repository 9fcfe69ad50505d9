#!/bin/sh
# t_big.sh -- grids above 64 values (issue 15 part 4): the front end takes
# sudoku 10x10 and latin 100 up to the cap of 256 values and names the cap
# above it; the O(n^2) fills of a 100x100 are verified by `puzc verify`;
# native (two-word candidate sets) and sat solve and count grids of 65 to
# 100 values and agree; the modules whose bitsets stop at 64 values say so;
# batch lines and render take a 100x100. Every grid here is made in $TMP.
. tests/lib.sh

# secs CMD...: runs CMD (stdout to $TMP/out, stderr to $TMP/err), leaves
# its exit status in $rc and the seconds it took in $sec
secs() {
    t0=$(date +%s.%N)
    "$@" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    sec=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
}

# puz KIND N LINE: a .puz of kind (sudoku RxC or latin N) whose givens
# are the comma-separated LINE (0 = empty), N values a row
puz() {
    printf '%s\ngivens\n' "$1"
    echo "$3" | awk -F, -v n="$2" '{ for (r = 0; r < n; r++) { s = ""
        for (c = 1; c <= n; c++) { v = $(r * n + c); s = s (c > 1 ? " " : "") (v == 0 ? "." : v) }
        print s } }'
}

# rectangle N BOX LINE: the four cells (0-based, one line) of a rectangle
# a b / b a whose two rows lie in one band or whose two columns lie in one
# stack of BOX x BOX boxes (BOX = N: a Latin square): swapping a and b
# keeps every row, column and box whole, so the grid without exactly those
# four cells has exactly 2 completions (each of the two rows misses just a
# and b, in just those two cells).
rectangle() {
    echo "$3" | awk -F, -v n="$1" -v box="$2" '{
        for (r1 = 0; r1 < n; r1++) for (r2 = r1 + 1; r2 < n; r2++) {
            delete at
            for (c = 0; c < n; c++) at[$(r2 * n + c + 1)] = c
            for (c1 = 0; c1 < n; c1++) {
                c2 = at[$(r1 * n + c1 + 1)]
                if (c2 != c1 && $(r1 * n + c2 + 1) == $(r2 * n + c1 + 1) &&
                    (int(r1 / box) == int(r2 / box) || int(c1 / box) == int(c2 / box))) {
                    print r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2; exit
                }
            } } }'
}

# blank LINE CELLS...: LINE with the listed cells (0-based) set to 0
blank() {
    line=$1; shift
    echo "$line" | awk -F, -v cells="$*" 'BEGIN { OFS = "," } {
        n = split(cells, c, " "); for (i = 1; i <= n; i++) $(c[i] + 1) = 0; print }'
}

# ---- the front end: up to the cap, and the cap named above it ----
printf 'sudoku 10x10\n' >"$TMP/s100.puz"
expect_eq "sudoku 10x10 is a 100x100 grid of values 1..100" "100x100 1..100 300" \
    "$($PUZC check "$TMP/s100.puz" --stats | awk '$1 == "grid" { g = $2 } $1 == "values" { v = $2 }
        $1 == "groups" { p = $2 } END { print g, v, p }')"
printf 'latin 256\n' >"$TMP/l256.puz"
expect_status "latin 256, the cap, is accepted" 0 "$PUZC" check "$TMP/l256.puz"
printf 'grid 100x100\nvalues 1..100\nregions\n' >"$TMP/jig.puz"
awk 'BEGIN { for (r = 0; r < 100; r++) { s = ""; for (c = 0; c < 100; c++)
    s = s (c ? " " : "") "g" int(r / 10) * 10 + int(c / 10); print s } }' >>"$TMP/jig.puz"
printf 'distinct rows\ndistinct cols\n' >>"$TMP/jig.puz"
expect_eq "a 100x100 region map (jigsaw) is read: 100 region groups" "300" \
    "$($PUZC check "$TMP/jig.puz" --stats | awk '$1 == "groups" { print $2 }')"
printf 'latin 257\n' >"$TMP/l257.puz"
"$PUZC" check "$TMP/l257.puz" 2>"$TMP/err"
expect_eq "latin 257: a located error naming the cap" \
    "$TMP/l257.puz:1:7: error: the grid 257x257 is larger than the solver's limit of 256x256" \
    "$(head -n 1 "$TMP/err")"

# ---- fills of 100x100: the O(n^2) constructions, verified ----
for spec in "sudoku:--box 10x10:$TMP/s100.puz" "latin:--kind latin --size 100:$TMP/l100.puz"; do
    kind=${spec%%:*} rest=${spec#*:}; opts=${rest%%:*} model=${rest#*:}
    [ "$kind" = latin ] && printf 'latin 100\n' >"$model"
    for method in row block; do
        [ "$kind" = latin ] && [ "$method" = block ] && continue
        # shellcheck disable=SC2086
        secs "$PUZC" generate $opts --fill --method $method --seed 7 --line
        cut -f2 "$TMP/out" >"$TMP/fill.$kind.$method"
        if [ "$rc" = 0 ] && [ "$($PUZC verify "$model" "$TMP/fill.$kind.$method")" = valid ]; then
            ok "$kind 100x100 filled by $method ($sec s), verified"
        else
            not_ok "$kind 100x100 by $method: exit $rc in $sec s, or not valid"; head -n 3 "$TMP/err"
        fi
    done
done
"$PUZC" generate --box 10x10 --fill --method weighted --seed 1 2>"$TMP/err"
expect_eq "weighted prune refuses 100 values, naming its limit" \
    "puzc generate: error: fill method weighted takes grids of up to 64 values (this one has 100): use row or block" \
    "$(cat "$TMP/err")"
"$PUZC" generate --box 10x10 --seed 1 2>"$TMP/err"
expect_eq "a puzzle (clue removal checks by the rater) above 64 values is refused, --fill is not" \
    "puzc generate: error: generate: puzzles above 64 values are not supported (this one has 100); --fill takes up to 256" \
    "$(cat "$TMP/err")"

S=$(cat "$TMP/fill.sudoku.row") L=$(cat "$TMP/fill.latin.row")

# ---- batch lines of 100x100, both forms of name ----
printf 'sudoku 10x10\t%s\n' "$(blank "$S" 0 101 202)" >"$TMP/b.txt"
expect_eq "a 'sudoku 10x10' batch line of 10000 values is read and solved" \
    "sudoku 10x10	$S" "$("$PUZC" batch "$TMP/b.txt")"
printf 'latin 100\t%s\n' "$(blank "$L" 5 5000 9999)" >"$TMP/b.txt"
expect_eq "a 'latin 100' batch line is read and solved" "latin 100	$L" "$("$PUZC" batch "$TMP/b.txt")"

# ---- native: 100x100 and 65x65 solved and verified ----
# Times are reported, not asserted (speed is make bench's business); the
# --time-limit only keeps a regression from hanging the suite.
# a third of the cells of the row fill removed at random (seeded): solved
# (by propagation), and the answer verifies
third=$(echo "$S" | awk -F, 'BEGIN { OFS = ","; srand(11) } { for (i = 1; i <= NF; i++) if (rand() < 0.3) $i = 0; print }')
puz "sudoku 10x10" 100 "$third" >"$TMP/third.puz"
secs "$PUZC" solve "$TMP/third.puz" --line --time-limit 20
holes=$(echo "$third" | tr ',' '\n' | grep -c '^0$')
if [ "$rc" = 0 ] && [ "$($PUZC verify "$TMP/third.puz" "$TMP/out")" = valid ]; then
    ok "native solves a 100x100 with $holes of 10000 cells empty ($sec s), verified"
else
    not_ok "native, 100x100 with $holes empty: exit $rc in $sec s, or not valid"; head -n 3 "$TMP/err"
fi
# an empty latin 65 (two-word sets, search and restarts)
printf 'latin 65\n' >"$TMP/l65.puz"
secs "$PUZC" solve "$TMP/l65.puz" --line --time-limit 30
if [ "$rc" = 0 ] && [ "$($PUZC verify "$TMP/l65.puz" "$TMP/out")" = valid ]; then
    ok "native fills an empty latin 65 ($sec s), verified"
else
    not_ok "native, empty latin 65: exit $rc in $sec s, or not valid"; head -n 3 "$TMP/err"
fi

# ---- counting: a rectangle a b / b a removed leaves exactly 2 ----
cells=$(rectangle 100 10 "$S")
puz "sudoku 10x10" 100 "$(blank "$S" $cells)" >"$TMP/rect.puz"
secs "$PUZC" solve "$TMP/rect.puz" --count 3 --time-limit 20
expect_eq "native counts the 2 completions of a 100x100 without a swappable rectangle ($cells)" \
    "2 0" "$(head -n 1 "$TMP/out" | grep -o '^[0-9]*') $rc"

# ---- native and sat agree above 64 values ----
# a latin 65 with one cell of each row empty, each in its own column (so
# each is forced: one solution); a latin 70 with a rectangle out (two: the
# cyclic square of odd side 65 has no such rectangle, of even side it has)
secs "$PUZC" generate --kind latin --size 65 --fill --method row --seed 3 --line
L65=$(cut -f2 "$TMP/out")
diag=$(awk 'BEGIN { for (r = 0; r < 65; r++) printf "%d ", r * 65 + (r * 7) % 65 }')
# shellcheck disable=SC2086
puz "latin 65" 65 "$(blank "$L65" $diag)" >"$TMP/u65.puz"
secs "$PUZC" generate --kind latin --size 70 --fill --method row --seed 3 --line
L70=$(cut -f2 "$TMP/out")
# shellcheck disable=SC2086
puz "latin 70" 70 "$(blank "$L70" $(rectangle 70 70 "$L70"))" >"$TMP/r70.puz"
for f in u65:1 r70:2; do
    want=${f#*:} f=${f%:*}
    n=$("$PUZC" solve "$TMP/$f.puz" --count 3 | head -n 1 | grep -o '^[0-9]*')
    s=$("$PUZC" solve "$TMP/$f.puz" --count 3 --backend sat | head -n 1 | grep -o '^[0-9]*')
    expect_eq "$f: native and sat both count $want" "$want $want" "$n $s"
done
"$PUZC" solve "$TMP/u65.puz" --line >"$TMP/n.sol"
"$PUZC" solve "$TMP/u65.puz" --line --backend sat >"$TMP/s.sol"
expect_file "u65: native's and sat's solutions are the same grid" "$TMP/n.sol" "$TMP/s.sol"
expect_eq "... and it is the fill the puzzle came from" "$L65" "$(tr -s ' \n' ',,' <"$TMP/n.sol" | sed 's/,$//')"

# ---- sat: the CNF of a 100x100 is written ----
secs "$PUZC" emit "$TMP/rect.puz" --format cnf -o "$TMP/r.cnf"
expect_eq "emit --format cnf of a 100x100 (1,000,000 x variables in the numbering)" \
    "0 p cnf" "$rc $(grep -m1 '^p cnf' "$TMP/r.cnf" | cut -c1-5)"
secs "$PUZC" solve "$TMP/rect.puz" --backend sat --count 3
expect_eq "sat counts the rectangle's 2 completions of the 100x100 too" "2 0" \
    "$(head -n 1 "$TMP/out" | grep -o '^[0-9]*') $rc"

# ---- modules whose sets are one 64-bit word: refused, by name ----
for b in dlx heuristic; do
    "$PUZC" solve "$TMP/rect.puz" --backend $b 2>"$TMP/err"
    expect_eq "$b refuses 100 values, naming the limit" \
        "puzc solve: error: $b: grids above 64 values are not supported (this one has 100) (use native, sat or ilp)" \
        "$(cat "$TMP/err")"
done
"$PUZC" rate "$TMP/rect.puz" 2>"$TMP/err"
expect_eq "rate refuses 100 values, naming the limit" \
    "puzc rate: error: $TMP/rect.puz: rate: grids above 64 values are not supported (this one has 100)" \
    "$(cat "$TMP/err")"

# ---- render: SVG and text of a 100x100 ----
PY=python3
[ -x /usr/bin/python3 ] && PY=/usr/bin/python3
puz "sudoku 10x10" 100 "$S" >"$TMP/full.puz"
"$PUZC" render "$TMP/full.puz" -o "$TMP/full.svg" 2>"$TMP/err" &&
    expect_eq "render: the SVG of a 100x100 reads back as its 10000 values" "$S" \
        "$($PY -S tests/render_check.py svg-grid "$TMP/full.svg")" ||
    { not_ok "render svg"; head -n 3 "$TMP/err"; }
size=$(grep -o 'font-size="[0-9.]*"' "$TMP/full.svg" | head -n 1 | grep -o '[0-9.]*')
cell=$(grep -o 'M12 [0-9]*L' "$TMP/full.svg" | head -n 1 | awk '{ print $2 - 12 }' | tr -d L)
if awk -v f="$size" -v c="$cell" 'BEGIN { exit !(f >= 6 && 3 * 0.62 * f < c) }'; then
    ok "render: three digits at font size $size fit a cell of $cell"
else
    not_ok "render: font size $size for a cell of $cell"
fi
"$PUZC" render "$TMP/full.puz" --format text >"$TMP/full.txt" 2>"$TMP/err"
expect_eq "render: the text picture of a 100x100 reads back" "$S" \
    "$($PY -S tests/render_check.py text-grid "$TMP/full.txt")"
