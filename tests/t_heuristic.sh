# t_heuristic.sh -- the metaheuristics (--backend heuristic --method
# grasp|tabu|cuckoo): each solves the small models and a few Mantere &
# Koljonen puzzles, every answer checked by `puzc verify` or equal to the
# native solver's (unique puzzles); a seed gives the same run twice; a
# limit gives exit 4 and says so; what they cannot take is refused.
. tests/lib.sh

# solves WHAT MODEL ARGS...: solved (exit 0) and the grid passes `puzc verify`
solves() {
    what=$1; model=$2; shift 2
    $PUZC solve "$model" --backend heuristic "$@" >"$TMP/sol" 2>"$TMP/err"
    st=$?
    if [ $st = 0 ] && $PUZC verify "$model" "$TMP/sol" >/dev/null 2>&1; then ok "$what"; else
        not_ok "$what (exit $st)"; sed 's/^/    /' "$TMP/err" | head -n 5; fi
}

for m in grasp tabu cuckoo; do
    for f in models/sudoku_4x4.puz models/sudoku_6x6.puz models/sudoku_9x9_easy.puz \
             models/sudoku_9x9_hard.puz models/latin_5.puz models/latin_7.puz \
             models/jigsaw_9x9.puz; do
        solves "$m solves $f, verified" "$f" --method $m --seed 1 --iterations 1000000
    done
done
solves "tabu solves the 16x16 model" models/sudoku_16x16.puz --method tabu --seed 2
solves "cuckoo solves the 16x16 model" models/sudoku_16x16.puz --method cuckoo --seed 2
solves "tabu is the default method" models/sudoku_9x9_hard.puz --seed 5
solves "tabu solves X-Sudoku (diagonals)" models/xsudoku_9x9.puz --method tabu --seed 3
solves "--tabu-size 5 works" models/sudoku_9x9_hard.puz --method tabu --tabu-size 5 --seed 1
solves "--alpha 0.1 (greedier GRASP) works" models/latin_7.puz --method grasp --alpha 0.1 --seed 1
solves "--alpha 50 (a percentage) works" models/latin_7.puz --method grasp --alpha 50 --seed 1

# Same seed, same run: grid and iteration count.
for m in grasp tabu cuckoo; do
    a=$($PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --method $m --seed 11 --json | sed 's/"build_ms".*"solution"//')
    b=$($PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --method $m --seed 11 --json | sed 's/"build_ms".*"solution"//')
    expect_eq "$m: seed 11 twice gives the same run" "$a" "$b"
done
a=$($PUZC solve models/latin_7.puz --backend heuristic --method tabu --seed 1 --json | sed 's/.*"effort":\([0-9]*\).*/\1/')
b=$($PUZC solve models/latin_7.puz --backend heuristic --method tabu --seed 2 --json | sed 's/.*"effort":\([0-9]*\).*/\1/')
[ "$a" != "$b" ] && ok "another seed, another run ($a vs $b iterations)" || not_ok "seeds 1 and 2 ran alike ($a iterations)"

# Limits: an honest "not solved", exit 4. AI Escargot with a wrong clue
# (r1c2 = 2, which AC3 alone does not refute) cannot be solved at all.
sed 's/^  1\.\.\.\.7\.9\./  12...7.9./' models/sudoku_9x9_hard.puz >"$TMP/wrong.puz"
expect_eq "the wrong-clue model has no solution (native)" "no solution" "$($PUZC solve "$TMP/wrong.puz")"
for m in grasp tabu cuckoo; do
    expect_status "$m: --iterations 50 on it: exit 4" 4 \
        $PUZC solve "$TMP/wrong.puz" --backend heuristic --method $m --iterations 50 --seed 1
    expect_eq "$m: ... says so" "not solved: iteration limit of 50 reached" "$(cut -d, -f1 "$TMP/out")"
done
expect_status "--time-limit 0.3 on a long run: exit 4" 4 \
    $PUZC solve models/sudoku_25x25.puz --backend heuristic --method grasp --iterations 100000000 --time-limit 0.3
grep -q "^not solved: time limit of 0.3 s reached" "$TMP/out" && ok "... says the time limit was reached" ||
    { not_ok "no time-limit message"; sed 's/^/    /' "$TMP/out"; }
$PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --iterations 3 --json --seed 1 >"$TMP/j"
grep -q '"status":"stopped","solutions":0,"complete":false,"effort":3' "$TMP/j" && ok "--json: stopped, 3 iterations, not complete" ||
    { not_ok "--json after the limit"; sed 's/^/    /' "$TMP/j"; }
$PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --iterations 1000 --stats --seed 1 >/dev/null 2>"$TMP/err"
grep -q '^backend heuristic (tabu): 81 cells 27 groups .* iterations' "$TMP/err" && ok "--stats names the method and counts iterations" ||
    { not_ok "--stats"; sed 's/^/    /' "$TMP/err"; }
$PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --iterations 100000 --verbose --seed 1 >/dev/null 2>"$TMP/err"
expect_eq "a short run prints no progress, even with --verbose" "" "$(cat "$TMP/err")"

# What it does not take, and what it cannot answer.
expect_status "Killer: refused, exit 2" 2 $PUZC solve models/killer_9x9.puz --backend heuristic
expect_eq "... with the reason" "puzc solve: error: heuristic cannot express Killer cages ('sum') (use native, sat, dlx or ilp)" "$(cat "$TMP/err")"
expect_status "custom sums: refused, exit 2" 2 $PUZC solve models/custom_sum.puz --backend heuristic --method grasp
expect_status "--count 2: refused (cannot count), exit 2" 2 $PUZC solve models/sudoku_4x4.puz --backend heuristic --count 2
expect_status "--method bogus: exit 2" 2 $PUZC solve models/sudoku_4x4.puz --backend heuristic --method bogus
expect_status "--alpha 150: exit 2" 2 $PUZC solve models/latin_5.puz --backend heuristic --method grasp --alpha 150
grep -q "alpha" "$TMP/err" && ok "... naming --alpha" || not_ok "no --alpha message"
printf '11%079d\n' 0 | tr 0 . >"$TMP/clash.txt"
expect_eq "clashing givens in a batch line: AC3 proves no solution" "! no solution" \
    "$($PUZC batch --backend heuristic "$TMP/clash.txt")"

# compare runs a heuristic row when named, and leaves it out by default.
expect_status "compare --backends native:bitset,heuristic:tabu,heuristic:cuckoo: exit 0" 0 \
    $PUZC compare models/sudoku_9x9_hard.puz --backends native:bitset,heuristic:tabu,heuristic:cuckoo --repeat 1 --csv
expect_eq "... three rows, the heuristic ones solved and verified" "heuristic,cuckoo,solved,yes heuristic,tabu,solved,yes native,bitset,solved,yes" \
    "$(tail -n +2 "$TMP/out" | awk -F, '{print $1 "," $2 "," $13 "," $15}' | sort | tr '\n' ' ' | sed 's/ $//')"
# --variant literal: Algorithm 1 as printed (tabu) and the geometric
# cuckoo. Empty grids need a search (AC3 fixes nothing); every answer is
# verified. The literal tabu walks only around S_best: its iteration counts
# differ from the default's, and a seed repeats its run.
printf 'sudoku 3x3\n' >"$TMP/empty9.puz"
printf 'latin 6\n' >"$TMP/latin6.puz"
for m in tabu cuckoo; do
    for f in "$TMP/empty9.puz" "$TMP/latin6.puz" models/sudoku_4x4.puz; do
        solves "$m --variant literal solves $(basename "$f"), verified" "$f" --method $m \
            --variant literal --seed 2 --iterations 1000000
    done
    a=$($PUZC solve "$TMP/empty9.puz" --backend heuristic --method $m --variant literal --seed 3 --json | sed 's/"build_ms".*"solution"//')
    b=$($PUZC solve "$TMP/empty9.puz" --backend heuristic --method $m --variant literal --seed 3 --json | sed 's/"build_ms".*"solution"//')
    expect_eq "$m --variant literal: seed 3 twice gives the same run" "$a" "$b"
    $PUZC solve "$TMP/empty9.puz" --backend heuristic --method $m --variant literal --seed 3 --stats >/dev/null 2>"$TMP/err"
    grep -q "^$m (literal): solved after" "$TMP/err" && ok "$m --variant literal: --stats says literal" ||
        { not_ok "$m --variant literal: no '(literal)' note"; sed 's/^/    /' "$TMP/err"; }
    expect_status "$m --variant literal on the wrong-clue model, --iterations 50: exit 4" 4 \
        $PUZC solve "$TMP/wrong.puz" --backend heuristic --method $m --variant literal --iterations 50 --seed 1
done
solves "tabu --variant literal --tabu-size 3 (list length) works" "$TMP/empty9.puz" --method tabu \
    --variant literal --tabu-size 3 --seed 1 --iterations 1000000
solves "tabu --variant puzc is the default tabu" models/sudoku_9x9_hard.puz --method tabu --variant puzc --seed 5
a=$($PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --seed 5 --json | sed 's/"build_ms".*"solution"//')
b=$($PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --variant puzc --seed 5 --json | sed 's/"build_ms".*"solution"//')
expect_eq "... the same run as without --variant" "$a" "$b"
expect_status "--variant literal with grasp: exit 2" 2 \
    $PUZC solve models/latin_5.puz --backend heuristic --method grasp --variant literal
expect_eq "... with the reason" "puzc solve: error: --variant literal is for tabu and cuckoo; grasp has one variant" "$(cat "$TMP/err")"
expect_status "--variant bogus: exit 2" 2 $PUZC solve models/latin_5.puz --backend heuristic --variant bogus
expect_eq "... naming the values" "puzc solve: error: heuristic: unknown --variant 'bogus' (have: puzc literal)" "$(cat "$TMP/err")"
printf 'grid 4x4\nvalues 1..4\ndistinct cols\n' >"$TMP/cols.puz"
expect_status "the geometric cuckoo without a partition into blocks: exit 2" 2 \
    $PUZC solve "$TMP/cols.puz" --backend heuristic --method cuckoo --variant literal
expect_eq "... with the reason" "puzc solve: error: the geometric cuckoo needs exactly-once groups that partition the grid (boxes, regions or rows); use --method tabu" "$(cat "$TMP/err")"

$PUZC compare models/latin_5.puz --repeat 1 --csv >"$TMP/c.csv"
expect_eq "compare without --backends: no heuristic row" 0 "$(grep -c '^heuristic' "$TMP/c.csv")"

have_sets || { skip "shared puzzle sets not found: set checks"; exit 0; }

# Mantere & Koljonen (the hardest levels and AI Escargot) through batch:
# every answer equals the native solver's (the puzzles are unique).
grep -E 's0[49]b|s12a|s15c|s16' "$SHARED/sudoku9/mantere_koljonen_46.txt" >"$TMP/mk.txt"
$PUZC batch "$TMP/mk.txt" >"$TMP/native.out"
for m in tabu cuckoo; do
    expect_status "batch --method $m: 5 Mantere & Koljonen puzzles, exit 0" 0 \
        $PUZC batch --backend heuristic --method $m --seed 4 "$TMP/mk.txt"
    expect_file "... answers equal native's" "$TMP/native.out" "$TMP/out"
done
head -n 3 "$SHARED/sudoku9/mantere_koljonen_46.txt" >"$TMP/mk3.txt"
$PUZC batch "$TMP/mk3.txt" >"$TMP/native.out"
expect_status "batch --method grasp: 3 easy Mantere & Koljonen puzzles, exit 0" 0 \
    $PUZC batch --backend heuristic --method grasp --seed 4 "$TMP/mk3.txt"
expect_file "... answers equal native's" "$TMP/native.out" "$TMP/out"
expect_status "batch with --iterations 2: exit 4" 4 \
    $PUZC batch --backend heuristic --method tabu --iterations 2 "$TMP/mk.txt"
expect_eq "... each unsolved line says '! not solved'" 5 "$(grep -c '^! not solved: iteration limit of 2 reached' "$TMP/out")"
expect_status "batch --backend heuristic --count 2: refused, exit 2" 2 \
    $PUZC batch --backend heuristic --count 2 "$TMP/mk.txt"
# a 16x16 ACS instance (45% given) in the comma form
grep -E '^inst16x16_45_0	' "$SHARED/sudokuNxN/acs_general_16x16.txt" >"$TMP/acs.txt"
$PUZC batch --backend heuristic --method tabu --seed 1 "$TMP/acs.txt" >"$TMP/acs.out"
expect_eq "ACS 16x16 45%: tabu solves it (batch verifies)" 0 "$(grep -c '^!' "$TMP/acs.out")"
