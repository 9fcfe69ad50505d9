# t_ilp.sh -- the ILP backend on GLPK: every formulation solves and counts
# the models as the native backend does; model sizes against the paper's
# row counts; the reduced-constraint equalities (puzc reduce); golden LP and
# MPS files; and round trips through the glpsol and cbc programs, decoded
# back to verified grids.
. tests/lib.sh

# --- sizes: Bartlett's classic model and the paper's reduced counts -------
echo "sudoku 3x3" >"$TMP/e9.puz"
isize() { $PUZC check --stats "$1" | grep "ilp/$2 $3:" | sed 's/.*: //'; }
expect_eq "empty 9x9 classic: 729 columns, 4 x 81 rows" "729 columns, 324 rows, 2916 nonzeros" "$(isize "$TMP/e9.puz" classic plain)"
# the paper: 216 or 270 rows (27 or 54 equalities per direction for 81+81)
expect_eq "empty 9x9 reduced (L=1, 2 equalities per band): 270 rows" "729 columns, 270 rows, 3078 nonzeros" "$(isize "$TMP/e9.puz" reduced plain)"
expect_eq "empty 9x9 closed (1 equality per band): 216 rows" "729 columns, 216 rows, 2916 nonzeros" "$(isize "$TMP/e9.puz" closed plain)"
expect_eq "AI Escargot classic with givens eliminated" "223 columns, 232 rows, 892 nonzeros" "$(isize models/sudoku_9x9_hard.puz classic eliminated)"

# --- puzc reduce: the constraint-creation MILP ----------------------------
$PUZC reduce --box 3x3 --bounds 1 >"$TMP/r1" 2>&1
expect_eq "reduce 3x3 L=1: 2 equalities per band and value" 1 "$(grep -c '2 equalities replace the 3 row equalities' "$TMP/r1")"
expect_eq "reduce 3x3 L=1: the paper's pattern sets 162 / 567" 1 "$(grep -c '162 feasible and 567 infeasible' "$TMP/r1")"
expect_eq "reduce 3x3 L=1: checked on every pattern" 1 "$(grep -c 'checked: all 162 feasible' "$TMP/r1")"
$PUZC reduce --box 3x3 --bounds 2 >"$TMP/r2" 2>&1
expect_eq "reduce 3x3 L=2: 1 equality per band and value" 1 "$(grep -c '1 equality replace' "$TMP/r2")"
$PUZC reduce --box 3x3 --bounds 0.5 >"$TMP/r3" 2>&1
expect_eq "reduce 3x3 L=0.5: real coefficients, checked" 2 "$(grep -c 'real\|checked' "$TMP/r3")"
$PUZC reduce --box 2x2 >"$TMP/r4" 2>&1
expect_eq "reduce 2x2: 8 feasible and 8 infeasible of 16" 1 "$(grep -c '8 feasible and 8 infeasible' "$TMP/r4")"
$PUZC reduce --box 2x3 >"$TMP/r5" 2>&1
expect_eq "reduce 2x3: bands and stacks both checked" 2 "$(grep -c 'checked' "$TMP/r5")"
$PUZC reduce --box 4x4 --closed >"$TMP/r6" 2>&1
expect_eq "reduce 4x4 --closed: weights 4^(row in box), constant -85" 1 "$(grep -c 'equality 1:  -85 ' "$TMP/r6")"
expect_status "reduce --box 9 is a usage error" 2 $PUZC reduce --box 9
expect_eq "reduce --box 9: says what it wants" 1 "$(grep -c 'wants RxC' "$TMP/err")"
expect_status "reduce --bounds -1 is a usage error" 2 $PUZC reduce --box 3x3 --bounds -1
expect_eq "reduce --bounds -1: says why" "puzc reduce: error: ilp: --bounds wants a positive number, not '-1'" "$(cat "$TMP/err")"
expect_status "reduce --bounds 0 is a usage error" 2 $PUZC reduce --box 3x3 --bounds 0
expect_eq "reduce --bounds 0: says why" "puzc reduce: error: ilp: --bounds wants a positive number, not '0'" "$(cat "$TMP/err")"

# --- solving and counting: every formulation agrees with native ----------
for f in models/sudoku_4x4.puz models/sudoku_6x6.puz models/sudoku_9x9_easy.puz \
         models/sudoku_9x9_hard.puz models/sudoku_16x16.puz models/xsudoku_9x9.puz \
         models/windoku_9x9.puz models/jigsaw_9x9.puz models/latin_5.puz models/latin_7.puz \
         models/killer_9x9_small.puz models/custom_cages.puz models/custom_sum.puz; do
    want=$($PUZC solve --count 2 --line "$f" 2>&1)
    for form in classic reduced closed maxsum; do
        case "$f:$form" in
            *jigsaw*:reduced|*jigsaw*:closed|*latin*:reduced|*latin*:closed) continue ;;
            *16x16*:closed|*16x16*:maxsum) continue ;; # seconds each: in make bench-ilp
        esac
        got=$($PUZC solve --backend ilp --formulation $form --count 2 --line "$f" 2>&1)
        expect_eq "ilp $form = native on $f (count 2, solution verified)" "$want" "$got"
    done
done
# the reduced forms refuse what they cannot take, clearly
expect_status "ilp reduced on a jigsaw: error" 2 $PUZC solve --backend ilp --formulation reduced models/jigsaw_9x9.puz
expect_eq "ilp reduced on a jigsaw: says why" 1 "$(grep -c 'need a Sudoku grid with regular boxes' "$TMP/err")"
expect_status "ilp: unknown formulation" 2 $PUZC solve --backend ilp --formulation nope models/sudoku_4x4.puz
expect_eq "ilp: unknown formulation, listed" "puzc solve: error: ilp: unknown --formulation 'nope' (have: classic reduced closed maxsum)" "$(cat "$TMP/err")"
# givens as bounds: same answer, bigger model
a=$($PUZC solve --backend ilp --no-eliminate --line models/sudoku_9x9_hard.puz)
b=$($PUZC solve --line models/sudoku_9x9_hard.puz)
expect_eq "ilp --no-eliminate solves AI Escargot" "$b" "$a"
# exact counts beyond 2: the 4x4 with its first row given has 12 solutions
# (all 288 of the empty one: 288 MILPs with up to 287 cuts, 12 s of CPU)
printf 'sudoku 2x2\ngivens\n1 2 3 4\n. . . .\n. . . .\n. . . .\n' >"$TMP/e4.puz"
expect_eq "ilp counts the 12 grids of a 4x4 with a row given (no-good cuts)" "12" "$($PUZC solve --backend ilp --count 300 "$TMP/e4.puz" | tail -n 1 | tr -dc 0-9)"
expect_eq "native agrees: 12" "12" "$($PUZC solve --count 300 "$TMP/e4.puz" | tail -n 1 | tr -dc 0-9)"
# maxsum completes an empty grid
$PUZC solve --backend ilp --formulation maxsum --line "$TMP/e9.puz" >"$TMP/full" 2>"$TMP/err"
expect_eq "maxsum fills an empty 9x9 (verified)" 81 "$(tr -d '\n' <"$TMP/full" | wc -c)"
# no solution: a result, exit 1
# r1c4 sees 1 and 2 in its row, 4 in its box, 3 in its column
printf 'sudoku 2x2\ngivens\n1 2 . .\n. . 4 .\n. . . 3\n. . . .\n' >"$TMP/unsat.puz"
$PUZC solve "$TMP/unsat.puz" >/dev/null 2>&1; nat=$?
expect_status "ilp: an unsolvable 4x4 exits 1 (native: $nat)" 1 $PUZC solve --backend ilp "$TMP/unsat.puz"
expect_status "ilp maxsum: an unsolvable 4x4 exits 1" 1 $PUZC solve --backend ilp --formulation maxsum "$TMP/unsat.puz"

# --- puzzles from the shared sets, in batch, against native ---------------
if have_sets; then
    head -n 12 "$SHARED/sudoku9/tdoku_magictour_top1465.txt" >"$TMP/b.txt"
    $PUZC batch "$TMP/b.txt" >"$TMP/nat"
    for form in classic reduced closed; do
        $PUZC batch --backend ilp --formulation $form "$TMP/b.txt" >"$TMP/ilp" 2>"$TMP/err"
        expect_file "batch --backend ilp --formulation $form = native on 12 top1465 puzzles" "$TMP/nat" "$TMP/ilp"
    done
    head -n 4 "$SHARED/killer/krazydad_killer_9x9.txt" >"$TMP/k.txt"
    $PUZC batch --killer "$TMP/k.txt" >"$TMP/knat"
    $PUZC batch --killer --backend ilp "$TMP/k.txt" >"$TMP/kilp" 2>"$TMP/err"
    expect_file "batch --killer --backend ilp = native on 4 krazydad Killers" "$TMP/knat" "$TMP/kilp"
else
    not_ok "shared puzzle sets not found at $SHARED"
fi

# --- golden files ----------------------------------------------------------
$PUZC emit --format lp models/sudoku_4x4.puz >"$TMP/g1"
expect_file "LP, classic, givens eliminated (golden)" tests/golden/ilp/sudoku_4x4.classic.lp "$TMP/g1"
$PUZC emit --format mps --formulation reduced models/sudoku_4x4.puz >"$TMP/g2"
expect_file "MPS, reduced (golden)" tests/golden/ilp/sudoku_4x4.reduced.mps "$TMP/g2"
$PUZC emit --format lp --formulation maxsum --no-eliminate models/sudoku_4x4.puz >"$TMP/g3"
expect_file "LP, maxsum, givens as bounds (golden)" tests/golden/ilp/sudoku_4x4.maxsum_bounds.lp "$TMP/g3"

# --- external solvers read our files; decode reads their answers ---------
roundtrip() { # MODEL FORMAT FORM [emit options]
    model=$1 fmt=$2 form=$3; shift 3
    want=$($PUZC solve --line "$model")
    $PUZC emit --format "$fmt" --formulation "$form" "$@" "$model" -o "$TMP/m.$fmt" 2>"$TMP/err"
    if command -v glpsol >/dev/null 2>&1; then
        flag=--lp; [ "$fmt" = mps ] && flag=--freemps
        glpsol $flag "$TMP/m.$fmt" -o "$TMP/glp.sol" >"$TMP/glp.log" 2>&1
        expect_eq "glpsol $flag, $form $*, $(basename "$model"): decodes to the solution" "$want" "$($PUZC decode "$model" "$TMP/glp.sol" --line 2>&1)"
    else
        not_ok "glpsol not installed (make check installs glpk-utils)"
    fi
    if command -v cbc >/dev/null 2>&1; then
        rm -f "$TMP/cbc.sol"
        cbc "$TMP/m.$fmt" solve solu "$TMP/cbc.sol" >"$TMP/cbc.log" 2>&1
        expect_eq "cbc .$fmt, $form $*, $(basename "$model"): decodes to the solution" "$want" "$($PUZC decode "$model" "$TMP/cbc.sol" --line 2>&1)"
    else
        not_ok "cbc not installed (make check installs coinor-cbc)"
    fi
}
# closed and maxsum on the Windoku: on AI Escargot cbc takes 1.7 and 7.3 s
for form in classic reduced; do
    roundtrip models/sudoku_9x9_hard.puz lp $form
done
for form in closed maxsum; do
    roundtrip models/windoku_9x9.puz lp $form
done
roundtrip models/sudoku_9x9_hard.puz mps reduced
roundtrip models/sudoku_9x9_hard.puz mps classic --no-eliminate
roundtrip models/killer_9x9_small.puz lp classic
roundtrip models/killer_9x9_small.puz mps classic
roundtrip models/latin_5.puz mps maxsum
# Row names unique (issue 31): two statements of one kind at one first cell
# (twice_at_one_cell_4x4, and the issue's two consecutive pairs) and region
# labels equal once cut to LP characters or to 16 bytes (labels_clash) once
# named rows alike, and glpsol and cbc refused the files. Each file read by
# both, its names distinct, and glpsol's answer decoded and verified.
printf 'sudoku 2x2\nconsecutive r1c1 r1c2\nconsecutive r1c1 r2c1\n' >"$TMP/kk.puz"
for model in "$TMP/kk.puz" tests/good/variants/twice_at_one_cell_4x4.puz tests/good/labels_clash.puz; do
    for fmt in lp mps; do
        $PUZC emit --format $fmt "$model" -o "$TMP/n.$fmt"
        if [ $fmt = lp ]; then
            flag=--lp names=$(sed -n '/^Subject To/,/^[A-Z]/s/^ \([^ :]*\):.*/\1/p' "$TMP/n.lp")
        else
            flag=--freemps names=$(sed -n '/^ROWS/,/^COLUMNS/s/^ [EL] //p' "$TMP/n.mps")
        fi
        rows=$(sed -n 's/.* \([0-9]*\) rows, .*/\1/p' "$TMP/n.$fmt")
        expect_eq "$fmt of $(basename "$model"): $rows row names, all distinct" "$rows $rows" \
            "$(echo "$names" | wc -l | tr -d ' ') $(echo "$names" | sort -u | wc -l | tr -d ' ')"
        glpsol $flag "$TMP/n.$fmt" -o "$TMP/n.sol" >"$TMP/glp.log" 2>&1; st=$?
        $PUZC decode "$model" "$TMP/n.sol" --line >"$TMP/dec" 2>&1
        expect_eq "$fmt of $(basename "$model"): glpsol reads it, its answer decodes and verifies" \
            "0 0" "$st $($PUZC verify "$model" "$TMP/dec" >/dev/null 2>&1; echo $?)"
        [ $st = 0 ] || sed 's/^/    /' "$TMP/glp.log" | grep -v '^    [A-Z ]' | head -n 3
        cbc "$TMP/n.$fmt" quit >"$TMP/cbc.log" 2>&1
        expect_eq "$fmt of $(basename "$model"): cbc reads it without a complaint" "" \
            "$(grep -E '###|ERROR|errors on input|^\*\* |Duplicate' "$TMP/cbc.log" | grep -v ' 0 errors' | head -n 2)"
    done
done
# glpsol on an unsolvable model: decode says "no solution", exit 1
$PUZC emit --format lp --no-eliminate "$TMP/unsat.puz" -o "$TMP/u.lp"
glpsol --lp "$TMP/u.lp" -o "$TMP/u.sol" >/dev/null 2>&1
expect_status "decode: glpsol's INTEGER EMPTY is no solution (exit 1)" 1 $PUZC decode "$TMP/unsat.puz" "$TMP/u.sol"
# a wrong answer is caught by the verifier
$PUZC emit --format lp models/sudoku_4x4.puz -o "$TMP/w.lp"
glpsol --lp "$TMP/w.lp" -o "$TMP/w.sol" >/dev/null 2>&1
# the unique solution has r1c1 = 2: claim 1 instead
sed -e 's/\(x_r1c1_v1 *\* *\)[01]/\11/' -e 's/\(x_r1c1_v2 *\* *\)[01]/\10/' "$TMP/w.sol" >"$TMP/w2.sol"
expect_status "decode: a doctored glpsol answer fails verification (exit 1)" 1 $PUZC decode models/sudoku_4x4.puz "$TMP/w2.sol"
expect_eq "decode: says the answer is not a solution" 1 "$(grep -c 'not a solution' "$TMP/err")"
printf 'Optimal - objective value 0\n 1 x_r1c1_v1 1 0\n 2 x_r1c1_v2 1 0\n' >"$TMP/two.sol"
expect_status "decode: two values in one cell is an input error" 2 $PUZC decode models/sudoku_9x9_hard.puz "$TMP/two.sol"
expect_eq "decode: names the cell" 1 "$(grep -c 'r1c1 holds both 1 and 2' "$TMP/err")"
printf 'Optimal - objective value 0\n 1 x_r1c1_v1 1 0\n' >"$TMP/part.sol"
expect_status "decode: an answer that leaves cells empty is an error" 2 $PUZC decode "$TMP/e9.puz" "$TMP/part.sol"
expect_eq "decode: names the first empty cell" "puzc decode: error: $TMP/part.sol: the answer leaves r1c2 empty" "$(cat "$TMP/err")"
printf 'Optimal - objective value 0\n 1 x_r12c1_v1 1 0\n' >"$TMP/out.sol"
expect_status "decode: a column outside the grid is an error" 2 $PUZC decode models/sudoku_4x4.puz "$TMP/out.sol"
expect_eq "decode: says which column" 1 "$(grep -c 'x_r12c1_v1 is not in this 4x4 model' "$TMP/err")"

# --- time limit: an honest "unknown" --------------------------------------
$PUZC solve --backend ilp --count 1000000 --time-limit 2 "$TMP/e9.puz" >"$TMP/out" 2>&1; rc=$?
expect_eq "ilp counting the empty 9x9 within 2 s stops unsettled (exit 4)" 4 "$rc"
expect_eq "... and says it found at least some solutions" 1 "$(grep -c 'time limit reached: at least [1-9][0-9]* solutions' "$TMP/out")"

# --- threads: GLPK's per-thread environment is freed when a thread ends ---
# (found by fuzz_api: generate_bulk counting with ilp on two threads leaked
# each worker's environment; LeakSanitizer sees it under make asan, where
# a leak makes puzc exit non-zero)
$PUZC generate --box 2x2 --count 4 --line --seed 1 >"$TMP/four.txt" 2>/dev/null
expect_status "batch --jobs 2 --backend ilp: every line solved, nothing leaked" 0 \
    $PUZC batch "$TMP/four.txt" --jobs 2 --backend ilp
expect_eq "batch --jobs 2 --backend ilp: four answers" 4 "$(grep -c '^[1-4]\{16\}$' "$TMP/out")"

# --- the same run with a limit or without -----------------------------------
# A time limit only stops the search: the path up to it is the same. A big
# program with givens as bounds (a 25x25 with 40% of its cells empty,
# 62,500 nonzeros) keeps GLPK's presolver either way; it lost it under a
# limit, and then did not solve in 20 s what takes 0.1 s without one.
$PUZC generate --fill --box 5x5 --method row --seed 1 --line --quiet |
    awk '{ print "sudoku 5x5"; print "givens"
           for (r = 0; r < 25; r++) { l = ""
               for (c = 0; c < 25; c++) { v = substr($0, r * 25 + c + 1, 1); if ((r * 7 + c * 3) % 5 < 2) v = "."; l = l (c ? " " : "") v }
               print l } }' >"$TMP/g25.puz"
$PUZC solve "$TMP/g25.puz" --backend ilp --no-eliminate --stats --line >"$TMP/nolim" 2>"$TMP/nolim.err"
expect_status "25x25, givens as bounds, --time-limit 20: solved" 0 \
    $PUZC solve "$TMP/g25.puz" --backend ilp --no-eliminate --stats --line --time-limit 20
expect_eq "... the grid of the run without a limit" "$(cat "$TMP/nolim")" "$(cat "$TMP/out")"
expect_eq "... the same presolved size and effort" \
    "$(sed -n 's/.*\(nonzeros, [0-9]* nodes\).*/\1/p; /presolve/p' "$TMP/nolim.err")" \
    "$(sed -n 's/.*\(nonzeros, [0-9]* nodes\).*/\1/p; /presolve/p' "$TMP/err")"
