# t_shapes.sh -- unused cells (the mask: `unused`, '-' in a givens block)
# and the multi-grid shapes built on it. On every puzzle of tests/good/masks
# native, sat, ilp and dlx count to LIMIT and agree exactly (an unused cell
# has one value: counts are not multiplied); every solution passes `puzc
# verify` and prints '-' in its unused cells; the model written back
# (convert --to-puz) counts the same; native's baseline methods count the
# same and heuristic's solution verifies; render leaves unused cells out; the
# exports fix them. Then the layouts' frames and groups, placements written
# back, generate --kind samurai (unique on native and sat), and the made
# Samurai through every export and its solver (clasp, minizinc, glpsol, the
# XCC solver), dlx and rate.
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
    # native's baseline methods count the same; heuristic's solution verifies
    for meth in backtrack fc-mrv norvig; do
        expect_eq "native --method $meth counts $f" "$ref" \
            "$($PUZC solve "$f" --method $meth --count $LIMIT 2>&1)"
    done
    if ! grep -q '^cage\|^cages' "$f"; then
        $PUZC solve "$f" --backend heuristic --line >"$TMP/h.sol" 2>"$TMP/err"
        expect_status "heuristic solves $f (verified)" 0 $PUZC verify "$f" "$TMP/h.sol"
    fi
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

# multi-grid: the layouts compile with their frames and groups (a group two
# grids share once: 27 a grid less the shared boxes, and a Butterfly's
# frame rows that two grids cover alike), and are written back as themselves
for l in samurai:21x21:131 butterfly:12x12:64 sumo:33x33:335 windmill:21x21:127 \
         gattai8:21x33:208 shogun:21x45:285 sohei:21x21:104 clueless1:27x27:270 clueless2:27x27:261; do
    name=${l%%:*} rest=${l#*:}; frame=${rest%%:*} groups=${rest#*:}
    printf 'sudoku %s\n' "$name" >"$TMP/l.puz"
    got=$($PUZC check "$TMP/l.puz" --stats | awk '/^grid/ { g = $2 } /^groups/ { n = $2 } END { print g ":" n }')
    expect_eq "layout $name: frame and groups" "$frame:$groups" "$got"
done
$PUZC convert --to-puz $M/twin4.puz >"$TMP/t.puz"
expect_eq "placements are written back as placements" 2 "$(grep -c '^sudoku 2x2 at' "$TMP/t.puz")"
expect_eq "... with their step" 1 "$($PUZC convert --to-puz $M/strided4.puz | grep -c 'at r1c1 step 2$')"

# generate --kind LAYOUT: unique on native and sat, minimal, '-' outside the grids
expect_status "generate --kind samurai" 0 $PUZC generate --kind samurai --seed 11 -o "$TMP/g.puz"
expect_eq "the Samurai made is unique (native)" 1 "$($PUZC solve "$TMP/g.puz" --count 2)"
expect_eq "the Samurai made is unique (sat)" 1 "$($PUZC solve "$TMP/g.puz" --count 2 --backend sat)"
clues=$($PUZC check "$TMP/g.puz" --stats | awk '/^givens/ { print $2 }')
if [ "$clues" -gt 60 ] && [ "$clues" -lt 200 ]; then ok "the Samurai has $clues clues"; else
    not_ok "the Samurai has $clues clues"; fi
expect_eq "generate is repeatable by its seed" "$(cat "$TMP/g.puz")" \
    "$($PUZC generate --kind samurai --seed 11)"
expect_status "generate --kind butterfly" 0 $PUZC generate --kind butterfly --seed 3 -o "$TMP/b.puz"
expect_eq "the Butterfly made is unique" 1 "$($PUZC solve "$TMP/b.puz" --count 2)"
expect_status "an unknown --kind is refused" 2 $PUZC generate --kind samurao

# the made Samurai through every export and the solver each is for, decoded
# back to native's solution
$PUZC solve "$TMP/g.puz" --line >"$TMP/g.sol"
ext() { # WHAT FORMAT SOLVER-COMMAND...
    what=$1 fmt=$2; shift 2
    command -v "$1" >/dev/null 2>&1 || { skip "$what: $1 not installed"; return; }
    $PUZC emit "$TMP/g.puz" --format "$fmt" >"$TMP/g.$fmt"
    timeout 60 "$@" "$TMP/g.$fmt" >"$TMP/g.ans" 2>/dev/null
    $PUZC decode "$TMP/g.puz" "$TMP/g.ans" --line >"$TMP/g.dec" 2>&1
    expect_file "$what solves the exported Samurai" "$TMP/g.sol" "$TMP/g.dec"
}
ext "clasp (CNF)" cnf clasp
ext "clasp (OPB)" opb clasp
ext "minizinc (gecode)" mzn minizinc --solver gecode
if command -v glpsol >/dev/null 2>&1; then
    $PUZC emit "$TMP/g.puz" --format lp >"$TMP/g.lp"
    timeout 60 glpsol --lp "$TMP/g.lp" -w "$TMP/g.glp" >/dev/null 2>&1
    $PUZC decode "$TMP/g.puz" "$TMP/g.glp" --line >"$TMP/g.dec" 2>&1
    expect_file "glpsol solves the exported Samurai (LP)" "$TMP/g.sol" "$TMP/g.dec"
else
    skip "glpsol not installed"
fi
$PUZC emit "$TMP/g.puz" --format xcc >"$TMP/g.xcc"
python3 tests/xcc_solve.py "$TMP/g.xcc" >"$TMP/g.ans" 2>/dev/null
$PUZC decode "$TMP/g.puz" "$TMP/g.ans" --line >"$TMP/g.dec" 2>&1
expect_file "the XCC matrix of the Samurai solves to it" "$TMP/g.sol" "$TMP/g.dec"
expect_status "dlx solves the Samurai" 0 $PUZC solve "$TMP/g.puz" --backend dlx
expect_status "rate rates the Samurai" 0 $PUZC rate "$TMP/g.puz"

# batch's multi-grid lines: LAYOUT<TAB>frame cells
{ printf 'samurai\t'; sed -n '/^givens/,$p' "$TMP/g.puz" | tail -n +2 | tr -d ' \n'; echo; } >"$TMP/g.line"
for b in native sat dlx; do
    expect_eq "batch --backend $b solves a samurai line" "samurai	$(tr -d '\n' <"$TMP/g.sol")" \
        "$($PUZC batch --backend $b "$TMP/g.line")"
done
expect_eq "batch counts a samurai line" 1 "$($PUZC batch --count 2 "$TMP/g.line")"
expect_eq "solve takes a samurai line as MODEL" 1 "$($PUZC solve "$TMP/g.line" --count 2)"
printf 'samurai\t123\n' >"$TMP/bad.line"
expect_eq "a short samurai line is a bad line" "! line 1: a samurai line has 441 cells (21x21), not 3" \
    "$($PUZC batch "$TMP/bad.line" 2>&1)"
printf 'sohei\t5%440s\n' '' | tr ' ' '.' >"$TMP/bad.line"
expect_eq "a value outside the grids is a bad line" \
    "! line 1: value '5' at column 7 is outside the sohei's grids" "$($PUZC batch "$TMP/bad.line" 2>&1)"
