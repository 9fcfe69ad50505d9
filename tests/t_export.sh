# t_export.sh -- the formats for the rest of the ecosystem: OPB (pseudo-
# Boolean) and WCNF (MaxSAT) read by clasp, the MiniZinc model run by
# minizinc with Debian's Gecode; their shapes against counts made by hand on
# the empty 4x4, and their answers decoded back to native's grid. A
# contradictory puzzle through WCNF: the optimum drops exactly one given, and
# decode names it. tools/deps.sh test installs clasp and minizinc: a missing
# one is a failure here, not a skip.
. tests/lib.sh

# have TOOL: true when it is installed, else a failing check that says so
have() {
    command -v "$1" >/dev/null 2>&1 && return 0
    not_ok "$1 is installed (tools/deps.sh test installs it)"
    return 1
}
HAVE_CLASP=0 HAVE_MZN=0
have clasp && HAVE_CLASP=1
have minizinc && have fzn-gecode && HAVE_MZN=1
# Debian's minizinc 2.6.4 with Gecode 6.2.0: the gecode solver's own library
# (-Ggecode) is older than the compiler and fails on anything that includes
# globals.mzn; gecode_presolver holds the same Gecode predicates in the
# form this compiler wants. Our model includes alldifferent.mzn only, which
# both compile (the plain one with deprecation warnings); both are run.
MZN="minizinc --solver gecode -G gecode_presolver"

MODELS="models/sudoku_4x4.puz models/sudoku_9x9_hard.puz models/killer_9x9_small.puz
        models/jigsaw_9x9.puz models/latin_5.puz models/xsudoku_9x9.puz models/custom_sum.puz"
echo "sudoku 2x2" >"$TMP/e4.puz"
S4=models/sudoku_4x4.puz
# r1c4 can hold nothing: 1 and 2 in its row, 4 in its box, 3 in its column
printf 'sudoku 2x2\ngiven r1c1 = 1, r1c2 = 2, r2c3 = 4, r3c4 = 3\n' >"$TMP/u4.puz"

# --- OPB: the shape -----------------------------------------------------------
# empty 4x4, classic: 64 variables; 16 cell rows + 12 groups x 4 values = 64
# equalities of 4 terms, each x in 4 of them (its cell, row, column, box)
$PUZC emit "$TMP/e4.puz" --format opb -o "$TMP/e4.opb"
expect_eq "opb empty 4x4: first line counts 64 variables, 64 constraints" \
    "* #variable= 64 #constraint= 64" "$(head -n 1 "$TMP/e4.opb")"
expect_eq "opb empty 4x4: 64 equalities '+1 x +1 x +1 x +1 x = 1 ;'" 64 \
    "$(grep -Ec '^(\+1 x[0-9]+ ){4}= 1 ;$' "$TMP/e4.opb")"
expect_eq "opb empty 4x4: x1..x64 each in 4 constraints" "64 4 4" \
    "$(grep -v '^\*' "$TMP/e4.opb" | tr ' ' '\n' | grep '^x' | sort | uniq -c |
       awk '{ n++; if (!lo || $1 < lo) lo = $1; if ($1 > hi) hi = $1 } END { print n, lo, hi }')"
expect_eq "opb: x<N> follows ir.h, N = (R-1)*16 + (C-1)*4 + (v-1) + 1" \
    "* x<N>: cell r<R>c<C> holds v <=> N = (R-1)*16 + (C-1)*4 + (v-1) + 1" "$(sed -n 4p "$TMP/e4.opb")"
$PUZC emit "$TMP/e4.puz" --format opb --formulation maxsum -o "$TMP/e4m.opb"
expect_eq "opb maxsum: 'min:' over the 64 x, and 64 rows <= 1 written '-1 x ... >= -1 ;'" "64 64" \
    "$(sed -n '/^min:/,/;$/p' "$TMP/e4m.opb" | grep -o -- '-1 x' | wc -l) $(grep -Ec '^(-1 x[0-9]+ ){4}>= -1 ;$' "$TMP/e4m.opb")"
# sudoku_4x4's givens r1c2=3 r2c1=4 r3c2=2 r4c4=1: x7, x20, x38, x61
$PUZC emit $S4 --format opb --no-eliminate -o "$TMP/s4n.opb"
expect_eq "opb --no-eliminate: 64 + 4 constraints, the givens '+1 x = 1 ;' on x7 x20 x38 x61" \
    "* #variable= 64 #constraint= 68|7 20 38 61" \
    "$(head -n 1 "$TMP/s4n.opb")|$(sed -n 's/^+1 x\([0-9]*\) = 1 ;$/\1/p' "$TMP/s4n.opb" | sort -n | tr '\n' ' ' | sed 's/ $//')"
$PUZC emit $S4 --format opb -o "$TMP/s4.opb"
expect_eq "opb: eliminated givens listed in the header, no variable for them" "4 0" \
    "$(grep -c '^\* given r[0-9]c[0-9] [0-9]$' "$TMP/s4.opb") $(grep -v '^\*' "$TMP/s4.opb" | grep -Ec 'x(7|20|38|61) ')"
$PUZC emit models/killer_9x9_small.puz --format opb -o "$TMP/k.opb"
nvar=$(head -n 1 "$TMP/k.opb" | sed 's/.*#variable= \([0-9]*\).*/\1/')
expect_eq "opb Killer: the digit-set selectors come after x729, one header line each" \
    "$((nvar - 729))" "$(grep -c '^\* x[0-9]* z_k[0-9]*_cage_' "$TMP/k.opb")"
expect_eq "opb Killer: constraint count on the first line = constraint lines" \
    "$(head -n 1 "$TMP/k.opb" | sed 's/.*#constraint= //')" "$(grep -v '^\*' "$TMP/k.opb" | grep -c ' ;$')"
$PUZC emit models/sudoku_9x9_hard.puz --format opb --formulation reduced --bounds 0.5 >/dev/null 2>"$TMP/err"; st=$?
expect_eq "opb refuses real coefficients (reduced, --bounds 0.5): exit 2, says why" \
    "2 puzc emit: error: ilp: OPB takes whole coefficients, and row band1_v1_e1 has others (a real --bounds gives real ones)" \
    "$st $(cat "$TMP/err")"

# --- WCNF: the shape ----------------------------------------------------------
# the empty 4x4 under Lynce & Ouaknine (pairwise): 304 / 400 / 448 clauses,
# all hard; no givens, so no soft clause and top weight 1
for e in minimal:304 efficient:400 extended:448; do
    expect_eq "wcnf empty 4x4 ${e%%:*}: p wcnf 64 ${e#*:} 1" "p wcnf 64 ${e#*:} 1" \
        "$($PUZC emit "$TMP/e4.puz" --format wcnf --encoding ${e%%:*} | grep '^p ')"
done
$PUZC emit $S4 --format wcnf -o "$TMP/s4.wcnf"
expect_eq "wcnf sudoku_4x4: 448 hard clauses of weight 5 and 4 soft units of weight 1" \
    "p wcnf 64 452 5|448|1 7 0,1 20 0,1 38 0,1 61 0" \
    "$(grep '^p ' "$TMP/s4.wcnf")|$(grep -c '^5 ' "$TMP/s4.wcnf")|$(grep '^1 ' "$TMP/s4.wcnf" | tr '\n' ',' | sed 's/,$//')"
expect_eq "wcnf: each soft clause named in the header" \
    "c soft r1c2 = 3: x 7|c soft r2c1 = 4: x 20|c soft r3c2 = 2: x 38|c soft r4c4 = 1: x 61" \
    "$(grep '^c soft' "$TMP/s4.wcnf" | tr '\n' '|' | sed 's/|$//')"
expect_eq "wcnf: the givens never eliminated (--no-reduce or not, the same file)" "" \
    "$($PUZC emit $S4 --format wcnf --no-reduce | diff - "$TMP/s4.wcnf")"
$PUZC emit $S4 --format wcnf --formulation classic >/dev/null 2>"$TMP/err"; st=$?
expect_eq "wcnf takes the sat backend's options, not ilp's" \
    "2 puzc emit: error: backend sat has no option --formulation (it takes --encoding, --amo, --cage, --no-reduce, --propagate-only, --verbose)" \
    "$st $(cat "$TMP/err")"

# --- MiniZinc: the shape ------------------------------------------------------
$PUZC emit $S4 --format mzn -o "$TMP/s4.mzn"
expect_file "mzn sudoku_4x4: the golden model" tests/golden/export/sudoku_4x4.mzn "$TMP/s4.mzn"
$PUZC emit "$TMP/e4.puz" --format mzn -o "$TMP/e4.mzn"
expect_eq "mzn empty 4x4: alldifferent.mzn, not globals.mzn; 4 constraints (givens, rows, columns, boxes)" \
    "1 0 4" "$(grep -c '^include "alldifferent.mzn";$' "$TMP/e4.mzn") $(grep -c globals "$TMP/e4.mzn") $(grep -c '^constraint' "$TMP/e4.mzn")"
$PUZC emit models/xsudoku_9x9.puz --format mzn -o "$TMP/x.mzn"
expect_eq "mzn X-Sudoku: the two diagonals overlap, so one line each" "2" "$(grep -c '^constraint alldifferent(\[x.*% k[0-9]*_diag[12]$' "$TMP/x.mzn")"
$PUZC emit models/jigsaw_9x9.puz --format mzn -o "$TMP/j.mzn"
expect_eq "mzn jigsaw: the regions as a 9x9 map of 9 labels" "int: nregions = 9;|9" \
    "$(grep '^int: nregions' "$TMP/j.mzn")|$(sed -n '/^region = /,/];$/p' "$TMP/j.mzn" | grep -c ' |')"
$PUZC emit models/killer_9x9_small.puz --format mzn -o "$TMP/k.mzn"
nk=$($PUZC check models/killer_9x9_small.puz | awk '$1 == "cages" { print $2 }')
expect_eq "mzn Killer: $nk cages, their sums as data" "int: ncages = $nk;|$nk" \
    "$(grep '^int: ncages' "$TMP/k.mzn")|$(sed -n '/^cage_sum = /,/];$/p' "$TMP/k.mzn" | tr -dc '0-9,\n' | tr ',' '\n' | grep -c .)"

# --- clasp on OPB: decoded = native's grid --------------------------------------
if [ $HAVE_CLASP = 1 ]; then
    for f in $MODELS; do
        $PUZC emit "$f" --format opb -o "$TMP/a.opb"
        clasp "$TMP/a.opb" >"$TMP/a.ans" 2>/dev/null
        expect_eq "opb $f: clasp's answer decodes to native's grid" "$($PUZC solve "$f" --line)" \
            "$($PUZC decode "$f" "$TMP/a.ans" --line 2>&1)"
    done
    H=models/sudoku_9x9_hard.puz
    SOL_H=$($PUZC solve $H --line)
    for o in "--formulation reduced" "--formulation closed" "--no-eliminate"; do
        $PUZC emit $H --format opb $o -o "$TMP/a.opb"
        clasp "$TMP/a.opb" >"$TMP/a.ans" 2>/dev/null
        expect_eq "opb $o on Escargot: decoded = native's grid" "$SOL_H" "$($PUZC decode $H "$TMP/a.ans" --line 2>&1)"
    done
    # maxsum: clasp proves the optimum of the 4x4 (on a 9x9 it climbs for minutes)
    $PUZC emit $S4 --format opb --formulation maxsum -o "$TMP/a.opb"
    clasp "$TMP/a.opb" >"$TMP/a.ans" 2>/dev/null
    expect_eq "opb maxsum on the 4x4: clasp's optimum (the last of its models) fills the grid" \
        "yes $($PUZC solve $S4 --line)" \
        "$(grep -q '^s OPTIMUM FOUND' "$TMP/a.ans" && echo yes) $($PUZC decode $S4 "$TMP/a.ans" --line 2>&1)"
    $PUZC emit "$TMP/u4.puz" --format opb -o "$TMP/u.opb"
    clasp "$TMP/u.opb" >"$TMP/u.ans" 2>/dev/null
    out=$($PUZC decode "$TMP/u4.puz" "$TMP/u.ans" 2>&1); st=$?
    expect_eq "opb of a contradictory 4x4: clasp says UNSATISFIABLE, decode 'no solution' (exit 1)" "1 the solver says: no solution" "$st $out"
fi

# --- clasp on WCNF: the solution, or the fewest givens to drop -----------------
if [ $HAVE_CLASP = 1 ]; then
    for f in $MODELS; do
        $PUZC emit "$f" --format wcnf -o "$TMP/a.wcnf"
        clasp "$TMP/a.wcnf" >"$TMP/a.ans" 2>/dev/null
        $PUZC decode "$f" "$TMP/a.ans" --line >"$TMP/dec" 2>"$TMP/err"; st=$?
        expect_eq "wcnf $f: clasp's optimum keeps every given (exit 0, nothing on stderr), native's grid" \
            "0 $($PUZC solve "$f" --line)|" "$st $(cat "$TMP/dec")|$(cat "$TMP/err")"
    done
    $PUZC emit models/killer_9x9_small.puz --format wcnf --encoding minimal --amo sequential --cage totalizer -o "$TMP/a.wcnf"
    clasp "$TMP/a.wcnf" >"$TMP/a.ans" 2>/dev/null
    expect_eq "wcnf Killer under minimal/sequential/totalizer: native's grid" \
        "$($PUZC solve models/killer_9x9_small.puz --line)" "$($PUZC decode models/killer_9x9_small.puz "$TMP/a.ans" --line 2>&1)"

    # Escargot with r1c2 = 2 added: no solution; dropping any one of several
    # givens gives one. The optimum drops exactly one; decode names it and
    # the grid solves the puzzle without it.
    { cat models/sudoku_9x9_hard.puz; echo "given r1c2 = 2"; } >"$TMP/e2.puz"
    expect_eq "Escargot + r1c2 = 2 has no solution" "no solution" "$($PUZC solve "$TMP/e2.puz")"
    $PUZC emit "$TMP/e2.puz" --format wcnf -o "$TMP/e2.wcnf"
    clasp "$TMP/e2.wcnf" >"$TMP/e2.ans" 2>/dev/null
    $PUZC decode "$TMP/e2.puz" "$TMP/e2.ans" --line >"$TMP/dec" 2>"$TMP/err"; st=$?
    expect_eq "wcnf: clasp's optimum has cost 1; decode exits 1 and says so" \
        "o 1|1|puzc decode: no solution keeps all 24 givens; the optimum drops 1" \
        "$(grep '^o ' "$TMP/e2.ans" | tail -n 1)|$st|$(head -n 1 "$TMP/err")"
    cell=$(sed -n 's/^dropped \(r[0-9]c[0-9]\) = [0-9] (the grid has [0-9])$/\1/p' "$TMP/err")
    expect_eq "wcnf: exactly one 'dropped' line" 1 "$(grep -c '^dropped ' "$TMP/err")"
    # the puzzle without that given, as a .puz, and the grid checked by verify
    r=${cell#r}; r=${r%c*}; c=${cell#*c}
    $PUZC check --grid "$TMP/e2.puz" | tr -d '\n' | awk -v i=$(((r - 1) * 9 + c)) '{ print "sudoku 3x3"; print "givens"
        s = substr($0, 1, i - 1) "." substr($0, i + 1); for (k = 0; k < 9; k++) print substr(s, k * 9 + 1, 9) }' >"$TMP/e2r.puz"
    expect_status "wcnf: the decoded grid solves the puzzle without $cell (puzc verify)" 0 $PUZC verify "$TMP/e2r.puz" "$TMP/dec"

    # Escargot's solution with r1c2 = 2 (it holds 6) and r1c3, r6c2 left
    # empty: only dropping r1c2 gives a solution (each of the 79 checked).
    S=$($PUZC solve models/sudoku_9x9_hard.puz --line)
    one=$(echo "$S" | awk '{ s = substr($0, 1, 1) "2." substr($0, 4); print substr(s, 1, 46) "." substr(s, 48) }')
    { echo "sudoku 3x3"; echo givens; echo "$one" | fold -w 9; } >"$TMP/one.puz"
    good=""
    for i in $(seq 1 81); do
        [ "$(echo "$one" | cut -c$i)" = . ] && continue
        { echo "sudoku 3x3"; echo givens; echo "$one" | awk -v i=$i '{ print substr($0, 1, i - 1) "." substr($0, i + 1) }' | fold -w 9; } >"$TMP/r.puz"
        $PUZC solve "$TMP/r.puz" >/dev/null 2>&1 && good="$good $i"
    done
    expect_eq "79 givens, one wrong: dropping r1c2 (cell 2) is the only single drop that solves it" " 2" "$good"
    $PUZC emit "$TMP/one.puz" --format wcnf -o "$TMP/one.wcnf"
    clasp "$TMP/one.wcnf" >"$TMP/one.ans" 2>/dev/null
    $PUZC decode "$TMP/one.puz" "$TMP/one.ans" --line >"$TMP/dec" 2>"$TMP/err"; st=$?
    expect_eq "wcnf: decode names r1c2 and prints Escargot's solution (exit 1)" \
        "1|$S|puzc decode: no solution keeps all 79 givens; the optimum drops 1|dropped r1c2 = 2 (the grid has 6)" \
        "$st|$(cat "$TMP/dec")|$(tr '\n' '|' <"$TMP/err" | sed 's/|$//')"
    expect_eq "wcnf --json: the dropped given, and that the optimum is proven" \
        '"dropped":[{"cell":"r1c2","given":2,"value":6}],"optimal":true}' \
        "$($PUZC decode "$TMP/one.puz" "$TMP/one.ans" --json 2>/dev/null | sed 's/.*\]\],//')"

    # the 4x4 with r1c4 left nothing: one of r1c1, r1c2, r2c3 goes (not r3c4)
    $PUZC emit "$TMP/u4.puz" --format wcnf -o "$TMP/u.wcnf"
    clasp "$TMP/u.wcnf" >"$TMP/u.ans" 2>/dev/null
    $PUZC decode "$TMP/u4.puz" "$TMP/u.ans" --line >"$TMP/dec" 2>"$TMP/err"; st=$?
    good=""
    for g in r1c1 r1c2 r2c3 r3c4; do
        { echo "sudoku 2x2"; grep -o '[a-z0-9]* = [0-9]' "$TMP/u4.puz" | grep -v "^$g " | sed 's/^/given /'; } >"$TMP/r.puz"
        $PUZC solve "$TMP/r.puz" >/dev/null 2>&1 && good="$good $g"
    done
    cell=$(sed -n 's/^dropped \(r[0-9]c[0-9]\) .*/\1/p' "$TMP/err")
    case " $good " in *" $cell "*) inset=yes ;; *) inset=no ;; esac
    expect_eq "wcnf 4x4: one given dropped, one whose removal solves the puzzle ($good)" "1 1 yes" \
        "$st $(grep -c '^dropped ' "$TMP/err") $inset"

    # the hard clauses alone have no solution: two cages of 3 (1 + 2) in row 1
    printf 'sudoku 2x2\ncage 3 r1c1 r1c2\ncage 3 r1c3 r1c4\ngiven r3c3 = 1\n' >"$TMP/h.puz"
    $PUZC emit "$TMP/h.puz" --format wcnf -o "$TMP/h.wcnf"
    clasp "$TMP/h.wcnf" >"$TMP/h.ans" 2>/dev/null
    out=$($PUZC decode "$TMP/h.puz" "$TMP/h.ans" 2>&1); st=$?
    expect_eq "wcnf with contradictory hard clauses: 'no solution' (exit 1), no given to drop helps" "1 the solver says: no solution" "$st $out"

    # answers decode checks
    sed 's/^s OPTIMUM FOUND/s SATISFIABLE/' "$TMP/one.ans" >"$TMP/ans"
    $PUZC decode "$TMP/one.puz" "$TMP/ans" >/dev/null 2>"$TMP/err"
    expect_eq "wcnf answer not proven optimal: decode says so" \
        "puzc decode: this answer drops 1 of 79 givens (the solver did not prove this optimal: fewer dropped givens may do)" \
        "$(head -n 1 "$TMP/err")"
    sed 's/^o 1$/o 3/' "$TMP/one.ans" >"$TMP/ans"
    $PUZC decode "$TMP/one.puz" "$TMP/ans" >/dev/null 2>"$TMP/err"; st=$?
    expect_eq "wcnf answer whose cost is not its dropped givens: refused (exit 2)" \
        "2 puzc decode: error: $TMP/ans: the answer's cost is 3 but its grid drops 1 givens: an answer to another model's WCNF?" \
        "$st $(cat "$TMP/err")"
    # clasp also reads the plain CNF (its v lines come before its s line)
    $PUZC emit $H --format cnf -o "$TMP/h.cnf"
    clasp "$TMP/h.cnf" >"$TMP/a.ans" 2>/dev/null
    expect_eq "cnf through clasp decodes too" "$SOL_H" "$($PUZC decode $H "$TMP/a.ans" --line 2>&1)"
fi

# --- OPB answers: decode's errors ------------------------------------------------
dec() { printf "$2" >"$TMP/ans"; $PUZC decode "$1" "$TMP/ans" --line 2>&1; echo "exit $?"; }
expect_eq "opb answer: two values in a cell" "puzc decode: error: $TMP/ans: r1c1 holds both 1 and 2 exit 2" \
    "$(dec "$TMP/e4.puz" 'v x1 x2\ns SATISFIABLE\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "opb answer: a cell with no true variable" "puzc decode: error: $TMP/ans: the answer leaves r1c2 empty (x5..x8 all false) exit 2" \
    "$(dec "$TMP/e4.puz" 'v x1 -x5\ns SATISFIABLE\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "opb answer: a bad literal" "$TMP/ans:1:6: error: not a literal: 'y3' v x1 y3      ^ exit 2" \
    "$(dec "$TMP/e4.puz" 'v x1 y3\ns SATISFIABLE\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "opb answer: v lines without a verdict" "puzc decode: error: $TMP/ans: 'v' lines but no 's' line: no answer to decode exit 2" \
    "$(dec "$TMP/e4.puz" 'v x1\n' | tr '\n' ' ' | sed 's/ $//')"

# --- MiniZinc: decoded = native's grid ------------------------------------------
if [ $HAVE_MZN = 1 ]; then
    expect_eq "mzn empty 4x4: MiniZinc finds all 288 grids" 288 "$($MZN -a "$TMP/e4.mzn" 2>/dev/null | grep -c '^----------$')"
    for f in $MODELS models/windoku_9x9.puz models/custom_cages.puz; do
        $PUZC emit "$f" --format mzn -o "$TMP/a.mzn"
        $MZN "$TMP/a.mzn" >"$TMP/a.ans" 2>"$TMP/mzn.err"
        expect_eq "mzn $f: MiniZinc's output decodes to native's grid" "$($PUZC solve "$f" --line)" \
            "$($PUZC decode "$f" "$TMP/a.ans" --line 2>&1)"
    done
    # Debian's default Gecode configuration: our model compiles (warnings aside)
    minizinc --solver gecode "$TMP/k.mzn" >"$TMP/a.ans" 2>/dev/null
    expect_eq "mzn Killer under Debian's plain 'minizinc --solver gecode': native's grid" \
        "$($PUZC solve models/killer_9x9_small.puz --line)" "$($PUZC decode models/killer_9x9_small.puz "$TMP/a.ans" --line 2>&1)"
    # ... and MiniZinc's standard decompositions, what any FlatZinc solver gets
    minizinc --solver gecode -G std "$TMP/j.mzn" >"$TMP/a.ans" 2>/dev/null
    expect_eq "mzn jigsaw with the standard library's decompositions (-G std): native's grid" \
        "$($PUZC solve models/jigsaw_9x9.puz --line)" "$($PUZC decode models/jigsaw_9x9.puz "$TMP/a.ans" --line 2>&1)"
    $PUZC emit "$TMP/u4.puz" --format mzn -o "$TMP/u.mzn"
    $MZN "$TMP/u.mzn" >"$TMP/u.ans" 2>/dev/null
    out=$($PUZC decode "$TMP/u4.puz" "$TMP/u.ans" 2>&1); st=$?
    expect_eq "mzn contradictory 4x4: =====UNSATISFIABLE=====, decode 'no solution' (exit 1)" \
        "=====UNSATISFIABLE=====|1 the solver says: no solution" "$(cat "$TMP/u.ans")|$st $out"
fi
expect_eq "mzn answer =====UNKNOWN=====: MiniZinc gave up" \
    "puzc decode: error: $TMP/ans: MiniZinc found no solution (=====UNKNOWN=====): no answer to decode exit 2" \
    "$(dec "$TMP/e4.puz" '=====UNKNOWN=====\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "mzn answer: statistics ('%%' lines) skipped, the first solution read" \
    "2314413212433421 exit 0" \
    "$(dec $S4 '%%%%%%mzn-stat: nodes=3\n2 3 1 4\n4 1 3 2\n1 2 4 3\n3 4 2 1\n----------\n1 1 1 1\n----------\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "mzn answer: a solution of the wrong size" \
    "puzc decode: error: $TMP/ans: the solution MiniZinc printed is not a grid of this model: expected 16 cells, found 4 exit 2" \
    "$(dec $S4 '2 3 1 4\n----------\n' | tr '\n' ' ' | sed 's/ $//')"
