# t_sat.sh -- the SAT backend: clause counts of Lynce & Ouaknine's
# encodings, exact counting by blocking clauses, Killer cages, and DIMACS
# round trips through the minisat, cadical and picosat programs.
. tests/lib.sh

size() { $PUZC check --stats "$1" | grep "sat/$2 plain" | sed 's/.*: //'; }
echo "sudoku 3x3" >"$TMP/e9.puz"
expect_eq "empty 9x9 minimal: 729 vars, 8829 clauses" "729 vars, 8829 clauses, 18225 literals" "$(size "$TMP/e9.puz" minimal)"
expect_eq "empty 9x9 efficient: 8829 + 81*36" "729 vars, 11745 clauses, 24057 literals" "$(size "$TMP/e9.puz" efficient)"
expect_eq "empty 9x9 extended: 11988 clauses" "729 vars, 11988 clauses, 26244 literals" "$(size "$TMP/e9.puz" extended)"
# n x n: minimal n^2 + 3n*n*C(n,2); extended adds n^2*C(n,2) + 3n*n
for b in 2 4; do
    n=$((b * b))
    echo "sudoku ${b}x${b}" >"$TMP/e.puz"
    min=$((n * n + 3 * n * n * n * (n - 1) / 2))
    ext=$((min + n * n * n * (n - 1) / 2 + 3 * n * n))
    expect_eq "empty ${n}x${n} minimal: $min clauses" "$min" "$(size "$TMP/e.puz" minimal | sed 's/.*vars, \([0-9]*\) clauses.*/\1/')"
    expect_eq "empty ${n}x${n} extended: $ext clauses" "$ext" "$(size "$TMP/e.puz" extended | sed 's/.*vars, \([0-9]*\) clauses.*/\1/')"
done

# Exact counts with every encoding (blocking clauses over x only).
echo "sudoku 2x2" >"$TMP/s4.puz"
echo "latin 4" >"$TMP/l4.puz"
for e in minimal efficient extended; do
    expect_eq "$e: empty 4x4 Sudoku has 288 grids" 288 "$($PUZC solve "$TMP/s4.puz" --backend sat --encoding $e --count 1000)"
    expect_eq "$e: 576 Latin squares of order 4" 576 "$($PUZC solve "$TMP/l4.puz" --backend sat --encoding $e --count 1000)"
done

# Killer: cages by digit sets; the answer equals the listed solution.
if have_sets; then
    head -n 15 "$SHARED/killer/krazydad_killer_9x9.txt" | while IFS='	' read -r title map sums sol; do
        { echo "killer 3x3"; echo "cages"; echo "$map" | fold -w 9
          printf 'sums'; i=0
          for s in $(echo "$sums" | tr ',' ' '); do
              l=$(echo ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz | cut -c$((i + 1)))
              printf ' %s=%s' "$l" "$s"; i=$((i + 1))
          done; echo; } >"$TMP/k.puz"
        expect_eq "$title: sat answer equals the listed solution" "$sol" "$($PUZC solve "$TMP/k.puz" --backend sat --line)"
    done
fi

# DIMACS round trip: emit, solve with each external solver, decode, verify.
M=models/killer_9x9.puz
$PUZC emit $M --format cnf -o "$TMP/k.cnf"
expect_eq "emitted CNF has a p line" 1 "$(grep -c '^p cnf ' "$TMP/k.cnf")"
for solver in minisat cadical picosat; do
    if ! command -v $solver >/dev/null 2>&1; then not_ok "$solver is not installed (make check installs it)"; continue; fi
    case $solver in
        minisat) minisat -verb=0 "$TMP/k.cnf" "$TMP/ans" >/dev/null 2>&1 ;;
        *) $solver "$TMP/k.cnf" >"$TMP/ans" 2>/dev/null ;;
    esac
    $PUZC decode $M "$TMP/ans" --line >"$TMP/dec" 2>"$TMP/err"
    expect_eq "$solver answer decodes (exit 0)" 0 $?
    expect_status "$solver answer verifies" 0 $PUZC verify $M "$TMP/dec"
done
echo "UNSAT" >"$TMP/unsat"
expect_status "an UNSAT answer: no solution, exit 1" 1 $PUZC decode $M "$TMP/unsat"
echo "hello" >"$TMP/junk"
expect_status "an unknown answer format: exit 2" 2 $PUZC decode $M "$TMP/junk"
printf 's SATISFIABLE\nv 1 0\n' >"$TMP/short"
expect_status "an answer missing cells: exit 2" 2 $PUZC decode $M "$TMP/short"
grep -q "no true variable for cell r1c2" "$TMP/err" && ok "missing cell named" || not_ok "missing cell named: $(cat "$TMP/err")"

# Given reduction: fewer variables and clauses; both forms solve alike.
H=models/sudoku_9x9_hard.puz
plain=$($PUZC check --stats $H | grep 'sat/extended plain' | sed 's/.*: \([0-9]*\) vars, \([0-9]*\) clauses.*/\1 \2/')
red=$($PUZC check --stats $H | grep 'sat/extended reduced' | sed 's/.*: \([0-9]*\) vars, \([0-9]*\) clauses.*/\1 \2/')
set -- $plain $red
[ "$3" -lt "$1" ] && [ "$4" -lt "$2" ] && ok "reduction shrinks $1 vars/$2 clauses to $3/$4" || not_ok "reduction: $plain -> $red"
# the reduced formula keeps 729 - (variables decided by the 23 givens)
expect_eq "reduced and plain solve to the same grid" "$($PUZC solve $H --backend sat --line)" "$($PUZC solve $H --backend sat --no-reduce --line)"
$PUZC emit $H --format cnf --no-reduce -o "$TMP/p.cnf"
minisat -verb=0 "$TMP/p.cnf" "$TMP/pa" >/dev/null 2>&1
$PUZC decode $H "$TMP/pa" --line >"$TMP/pd"
expect_status "plain CNF answer decodes to a verified grid" 0 $PUZC verify $H "$TMP/pd"

# At-most-one encodings and the prefix-total sums: counts equal native's
# on puzzles with several solutions (groups of 9 use the aux variables).
if have_sets; then
    head -n 4 "$SHARED/sudoku9/tdoku_serg_benchmark.txt" | cut -c1-81 | while read -r line; do
        { echo "sudoku 3x3"; echo "givens"; echo "$line" | fold -w 9; } >"$TMP/m.puz"
        want=$($PUZC solve "$TMP/m.puz" --count 500)
        for a in pairwise sequential product; do
            expect_eq "amo $a counts like native ($want) on ${line%%.*}" "$want" "$($PUZC solve "$TMP/m.puz" --backend sat --amo $a --count 500)"
        done
    done
fi
expect_status "unknown --amo" 2 $PUZC solve models/sudoku_4x4.puz --backend sat --amo nope
expect_eq "plain sums (prefix totals) solve custom_sum uniquely" 1 "$($PUZC solve models/custom_sum.puz --backend sat --count 2)"
expect_eq "--cage totalizer agrees with the digit sets" "$($PUZC solve models/killer_9x9_small.puz --backend sat --line)" "$($PUZC solve models/killer_9x9_small.puz --backend sat --cage totalizer --line)"
expect_eq "--cage totalizer counts uniquely" 1 "$($PUZC solve models/custom_cages.puz --backend sat --cage totalizer --count 2)"

# --propagate-only: an easy puzzle falls to unit propagation; a 16x16 needs
# failed literals; AI Escargot needs search.
$PUZC solve models/sudoku_9x9_easy.puz --backend sat --propagate-only --line >"$TMP/up" 2>/dev/null
expect_status "easy: solved by unit propagation, verified" 0 $PUZC verify models/sudoku_9x9_easy.puz "$TMP/up"
$PUZC solve models/sudoku_16x16.puz --backend sat --propagate-only --line --stats >"$TMP/fl" 2>"$TMP/fl.err"
grep -q 'unit propagation: not solved .*with failed literals: solved (256)' "$TMP/fl.err" &&
    ok "16x16: unit propagation stalls, failed literals finish it" || not_ok "16x16 probing: $(cat "$TMP/fl.err")"
expect_status "16x16: the probed grid verifies" 0 $PUZC verify models/sudoku_16x16.puz "$TMP/fl"
expect_status "Escargot: propagation alone is not enough (exit 1)" 1 $PUZC solve models/sudoku_9x9_hard.puz --backend sat --propagate-only
