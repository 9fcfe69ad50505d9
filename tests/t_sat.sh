# t_sat.sh -- the SAT backend: exhaustive checks of its at-most-one and sum
# encodings (tests/unit/sat_test.c), Lynce & Ouaknine's clause counts, exact
# counting by blocking clauses under every encoding, puzzles from the shared
# sets against native and the listed Killer solutions, given elimination,
# --propagate-only, time limits, and DIMACS round trips through the minisat,
# cadical and picosat programs, with decode's error messages.
. tests/lib.sh
CC=${CC:-cc}

# --- building blocks, against their definitions (C driver) ---------------
if $CC -std=c11 -O2 $UNIT_CFLAGS -D_POSIX_C_SOURCE=200809L -Iinclude -Ibase -Icompiler -Ibackends \
    tests/unit/sat_test.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/sat_test" 2>"$TMP/cc.err"; then
    "$TMP/sat_test" || not_ok "sat_test exited $?"
else
    not_ok "tests/unit/sat_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

# --- Lynce & Ouaknine's published sizes, through `puzc check --stats` -----
size() { $PUZC check --stats "$1" | grep "sat/$2 $3:" | sed 's/.*: //'; }
clauses() { size "$@" | sed 's/.*vars, \([0-9]*\) clauses.*/\1/'; }
echo "sudoku 3x3" >"$TMP/e9.puz"
expect_eq "empty 9x9 minimal: 729 variables, 8,829 clauses" "729 vars, 8829 clauses" "$(size "$TMP/e9.puz" minimal plain | sed 's/, [0-9]* literals//')"
expect_eq "empty 9x9 extended: 11,988 clauses" "729 vars, 11988 clauses" "$(size "$TMP/e9.puz" extended plain | sed 's/, [0-9]* literals//')"
expect_eq "empty 9x9 efficient: 8,829 + 81*C(9,2) = 11,745" 11745 "$(clauses "$TMP/e9.puz" efficient plain)"
# n x n Sudoku, n^2 cells and 3n groups of n (pairwise AMO):
#   minimal   n^2 (cell ALO) + 3n*n*C(n,2) (per group and value, AMO)
#   efficient minimal + n^2*C(n,2) (per cell, AMO)
#   extended  efficient + 3n*n (per group and value, ALO)
for b in 2 3 4 5; do
    n=$((b * b)); c2=$((n * (n - 1) / 2))
    echo "sudoku ${b}x${b}" >"$TMP/e.puz"
    min=$((n * n + 3 * n * n * c2)); eff=$((min + n * n * c2)); ext=$((eff + 3 * n * n))
    got="$(clauses "$TMP/e.puz" minimal plain) $(clauses "$TMP/e.puz" efficient plain) $(clauses "$TMP/e.puz" extended plain)"
    expect_eq "empty ${n}x${n}: clauses n^2+3n^3(n-1)/2, +n^3(n-1)/2, +3n^2" "$min $eff $ext" "$got"
done
# Latin n: 2n groups
echo "latin 7" >"$TMP/l7.puz"
expect_eq "latin 7 extended: 49 + 2*7*7*21 + 49*21 + 2*49" $((49 + 2 * 7 * 7 * 21 + 49 * 21 + 2 * 49)) "$(clauses "$TMP/l7.puz" extended plain)"
# the sequential counter: 3k-4 clauses and k-1 variables per AMO of k
expect_eq "empty 9x9 extended --amo sequential: 729 + 324*8 vars, 81 + 324*23 + 243 clauses" \
    "$((729 + 324 * 8)) vars, $((81 + 324 * 23 + 243)) clauses" \
    "$($PUZC solve "$TMP/e9.puz" --backend sat --amo sequential --propagate-only --stats 2>&1 >/dev/null | sed -n '1s/.*): \([0-9]*\) vars \([0-9]*\) clauses.*/\1 vars, \2 clauses/p')"

# --- given elimination (Kwon & Jain's reduction) --------------------------
H=models/sudoku_9x9_hard.puz
line=$($PUZC check --grid $H | tr -d '\n')
# open x variables, counted here: per empty cell, the values no given peer holds
open=$(echo "$line" | awk '{
    for (i = 0; i < 81; i++) g[i] = substr($0, i + 1, 1)
    for (i = 0; i < 81; i++) if (g[i] == ".") {
        delete used
        for (j = 0; j < 81; j++)
            if (g[j] != "." && (int(j/9) == int(i/9) || j%9 == i%9 ||
                (int(j/27) == int(i/27) && int(j%9/3) == int(i%9/3)))) used[g[j]] = 1
        for (v = 1; v <= 9; v++) if (!(v in used)) n++
    } print n }')
givens=$(echo "$line" | tr -d '.\n' | wc -c)
expect_eq "Escargot plain: 729 vars, 11,988 + $givens given units" "729 vars, $((11988 + givens)) clauses" "$(size $H extended plain | sed 's/, [0-9]* literals//')"
expect_eq "Escargot eliminated: the $open x variables no given decides" "$open" "$(size $H extended eliminated | sed 's/ vars.*//')"
red=$(clauses $H extended eliminated)
[ "$red" -lt 11988 ] && ok "elimination drops clauses: 12,011 -> $red" || not_ok "clauses with givens eliminated $red"
expect_eq "eliminated and plain give the same grid" "$($PUZC solve $H --backend sat --line)" "$($PUZC solve $H --backend sat --no-reduce --line)"

# --- exact counts by blocking clauses, every encoding x amo ----------------
echo "sudoku 2x2" >"$TMP/s4.puz"
echo "latin 4" >"$TMP/l4.puz"
printf 'sudoku 2x2\ngiven r2c3 = 4\n' >"$TMP/s4g.puz"
for e in minimal efficient extended; do
    got="" want=""
    for a in pairwise sequential commander product bimander; do
        got="$got $($PUZC solve "$TMP/s4.puz" --backend sat --encoding $e --amo $a --count 1000)/$($PUZC solve "$TMP/l4.puz" --backend sat --encoding $e --amo $a --count 1000)/$($PUZC solve "$TMP/s4g.puz" --backend sat --encoding $e --amo $a --count 1000)"
        want="$want 288/576/72"
    done
    expect_eq "$e, every amo: 288 4x4 Sudokus, 576 Latin squares, 72 with one given" "$want" "$got"
done
expect_eq "--no-reduce counts alike (72)" 72 "$($PUZC solve "$TMP/s4g.puz" --backend sat --no-reduce --amo commander --count 1000)"
expect_eq "--count stops at N: N+" 100+ "$($PUZC solve "$TMP/s4.puz" --backend sat --count 100)"

# multi-solution puzzles (Serg's set): counts equal native's, aux AMO variables
# do not multiply them
if have_sets; then
    head -n 3 "$SHARED/sudoku9/tdoku_serg_benchmark.txt" | cut -c1-81 | while read -r l; do
        { echo "sudoku 3x3"; echo "givens"; echo "$l" | fold -w 9; } >"$TMP/m.puz"
        want=$($PUZC solve "$TMP/m.puz" --count 300) got=""
        for a in pairwise sequential commander product bimander; do
            got="$got $($PUZC solve "$TMP/m.puz" --backend sat --encoding minimal --amo $a --count 300)"
        done
        expect_eq "serg $(echo "$l" | cut -c1-12)...: every amo counts like native ($want)" " $want $want $want $want $want" "$got"
    done
fi

# --- puzzles from the shared sets ------------------------------------------
puz9() { { echo "sudoku 3x3"; echo "givens"; echo "$1" | cut -c1-81 | fold -w 9; } >"$2"; }
acs() { # name<TAB>v1,v2,... -> .puz
    echo "$1" | cut -f2 | awk -F, '{ n = int(sqrt(NF) + 0.5); b = int(sqrt(n) + 0.5)
        print "sudoku " b "x" b; print "givens"
        for (r = 0; r < n; r++) { s = ""; for (c = 1; c <= n; c++) { v = $(r * n + c); s = s (v == 0 ? "." : v) " " } print s } }' >"$2"
}
if have_sets; then
    { head -n 2 "$SHARED/sudoku9/tdoku_magictour_top1465.txt"; head -n 2 "$SHARED/sudoku9/tdoku_forum_hardest_1106.txt"; } >"$TMP/nine"
    i=0
    while read -r l; do
        i=$((i + 1)); puz9 "$l" "$TMP/p$i.puz"; want=$($PUZC solve "$TMP/p$i.puz" --line)
        got="" exp=""
        for e in minimal efficient extended; do
            for a in pairwise sequential commander product bimander; do
                got="$got $($PUZC solve "$TMP/p$i.puz" --backend sat --encoding $e --amo $a --line)"
                exp="$exp $want"
            done
        done
        expect_eq "9x9 #$i: all 15 encoding x amo give native's grid" "$exp" "$got"
    done <"$TMP/nine"
    # (25x25 at 45% givens is the hard region: minimal needs seconds there)
    for pick in 16x16_45_0 16x16_50_1 25x25_50_0; do
        grep -P "^inst${pick}\t" "$SHARED/sudokuNxN/acs_general_${pick%%_*}.txt" | while read -r l; do
            acs "$l" "$TMP/a.puz"; name=$(echo "$l" | cut -f1)
            for e in minimal extended; do
                $PUZC solve "$TMP/a.puz" --backend sat --encoding $e --amo product --line >"$TMP/a.out"
                expect_status "$name ($e, product): solved, the grid verifies" 0 $PUZC verify "$TMP/a.puz" "$TMP/a.out"
            done
        done
    done
fi

# --- Killer: each cage encoding gives the listed solution ------------------
killer() { # title<TAB>cagemap<TAB>sums<TAB>solution -> .puz
    echo "$1" | awk -F'\t' '{ L = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        print "killer 3x3"; print "cages"
        for (r = 0; r < 9; r++) print substr($2, r * 9 + 1, 9)
        n = split($3, s, ","); printf "sums"
        for (i = 1; i <= n; i++) printf " %s=%s", substr(L, i, 1), s[i]; print "" }' >"$2"
}
if have_sets; then
    sed -n '1p;500p;1500p;3000p;7200p' "$SHARED/killer/krazydad_killer_9x9.txt" | while IFS='	' read -r title map sums sol; do
        killer "$title	$map	$sums" "$TMP/k.puz"
        got="" exp=""
        for c in sets totalizer counter; do
            got="$got $($PUZC solve "$TMP/k.puz" --backend sat --cage $c --line)"; exp="$exp $sol"
        done
        got="$got $($PUZC solve "$TMP/k.puz" --backend sat --encoding minimal --amo sequential --line)"; exp="$exp $sol"
        expect_eq "$title: sets, totalizer, counter (and minimal/sequential) give the listed solution" "$exp" "$got"
    done
fi
expect_eq "sums without distinctness (custom_sum), totalizer: unique" 1 "$($PUZC solve models/custom_sum.puz --backend sat --count 2)"
expect_eq "sums without distinctness, counter: unique" 1 "$($PUZC solve models/custom_sum.puz --backend sat --cage counter --count 2)"
expect_eq "6x6 Killer with givens, every cage encoding: unique" "1 1 1" "$($PUZC solve models/custom_cages.puz --backend sat --count 2) $($PUZC solve models/custom_cages.puz --backend sat --cage totalizer --count 2) $($PUZC solve models/custom_cages.puz --backend sat --cage counter --count 2)"
expect_eq "diagonals and windows (ALLDIFF/PERM variants) agree with native" \
    "$($PUZC solve models/xsudoku_9x9.puz --line) $($PUZC solve models/windoku_9x9.puz --line) $($PUZC solve models/jigsaw_9x9.puz --line)" \
    "$($PUZC solve models/xsudoku_9x9.puz --backend sat --line) $($PUZC solve models/windoku_9x9.puz --backend sat --line) $($PUZC solve models/jigsaw_9x9.puz --backend sat --line)"
# 6 distinct cells adding to 78 in 1..25: 4,370 digit sets, over the limit
printf 'grid 1x6\nvalues 1..25\ncage 78 r1c1..r1c6\n' >"$TMP/big.puz"
$PUZC solve "$TMP/big.puz" --backend sat --stats --line >"$TMP/o" 2>"$TMP/e"; st=$?
expect_eq "a cage with 4,370 digit sets falls back to the totalizer, and says so" "0 yes" "$st $(grep -q 'cages sets (1 by totalizer: too many sets)' "$TMP/e" && echo yes)"
expect_status "... its grid verifies" 0 $PUZC verify "$TMP/big.puz" "$TMP/o"
# rows of 3 cells over 1..4: ALLDIFF groups, at-most-one only
printf 'grid 3x3\nvalues 1..4\ndistinct rows\ndistinct cols\n' >"$TMP/ad.puz"
expect_eq "3x3 grid over 1..4, rows and columns distinct (ALLDIFF, no PERM): counted like native" \
    "$($PUZC solve "$TMP/ad.puz" --count 1000)" "$($PUZC solve "$TMP/ad.puz" --backend sat --encoding minimal --count 1000)"

# --- no solution -----------------------------------------------------------
# r1c3 can hold nothing: 1 and 2 in its row, 3 and 4 in its column
printf 'sudoku 2x2\ngiven r1c1 = 1, r1c2 = 2, r3c3 = 3, r4c3 = 4\n' >"$TMP/u.puz"
expect_eq "no solution: plain and eliminated" "no solution no solution" "$($PUZC solve "$TMP/u.puz" --backend sat) $($PUZC solve "$TMP/u.puz" --backend sat --no-reduce)"
expect_status "no solution: exit 1" 1 $PUZC solve "$TMP/u.puz" --backend sat

# --- --propagate-only --------------------------------------------------------
$PUZC solve models/sudoku_9x9_easy.puz --backend sat --propagate-only --line >"$TMP/up" 2>/dev/null
expect_status "easy 9x9: unit propagation alone solves it, verified" 0 $PUZC verify models/sudoku_9x9_easy.puz "$TMP/up"
$PUZC solve models/sudoku_16x16.puz --backend sat --propagate-only --line --stats >"$TMP/fl" 2>"$TMP/fl.err"
grep -q 'unit propagation: not solved .*failed literals: solved (256)' "$TMP/fl.err" &&
    ok "16x16: unit propagation stalls, failed literals finish it" || not_ok "16x16 probing: $(cat "$TMP/fl.err")"
expect_status "16x16: the probed grid verifies" 0 $PUZC verify models/sudoku_16x16.puz "$TMP/fl"
$PUZC solve "$TMP/u.puz" --backend sat --propagate-only --stats >"$TMP/o" 2>"$TMP/e"
expect_eq "propagation finds the contradiction" "no solution|propagation: conflict, no solution (unit propagation)" "$(cat "$TMP/o")|$(sed -n 2p "$TMP/e")"
if have_sets; then
    # Lynce & Ouaknine: on Royle's 17-clue puzzles, unit propagation on the
    # extended encoding solves about half, failed literals all of them;
    # minimal/efficient lack the group "at least one" clauses (hidden singles)
    head -n 20 "$SHARED/sudoku9/tdoku_17_clue.txt" >"$TMP/17"
    for e in minimal extended; do
        up=0 fl=0
        while read -r l; do
            puz9 "$l" "$TMP/p.puz"
            note=$($PUZC solve "$TMP/p.puz" --backend sat --encoding $e --propagate-only --stats 2>&1 >/dev/null | sed -n 2p)
            case $note in "unit propagation: solved"*) up=$((up + 1)) ;; esac
            case $note in *"failed literals: solved"*) fl=$((fl + 1)) ;; esac
        done <"$TMP/17"
        eval "up_$e=$up fl_$e=$fl"
    done
    [ "$up_extended" -ge 6 ] && [ "$up_extended" -le 16 ] && [ "$fl_extended" = 20 ] && [ "$up_minimal" -lt "$up_extended" ] &&
        ok "17-clue: UP solves $up_extended/20 (extended), $up_minimal/20 (minimal); failed literals $fl_extended/20" ||
        not_ok "17-clue propagation: UP $up_extended, FL $fl_extended (extended), UP $up_minimal (minimal)"
fi

# --- time limit ---------------------------------------------------------------
echo "sudoku 7x7" >"$TMP/e49.puz"
$PUZC solve "$TMP/e49.puz" --backend sat --amo sequential --time-limit 0.3 >"$TMP/o" 2>"$TMP/e"; st=$?
# (searching, "time limit 0.3 s reached"; or, on a slow machine, still
# building: "time limit reached while building the model (N clauses so far)")
expect_eq "empty 49x49 in 0.3 s: not solved, exit 4" "4 yes" \
    "$st $(grep -q 'time limit \(0.3 s \)\?reached' "$TMP/o" && echo yes)"
expect_status "a time limit hit before solving: exit 4" 4 $PUZC solve $H --backend sat --time-limit 0.000001

# --- option errors --------------------------------------------------------------
$PUZC solve "$TMP/s4.puz" --backend sat --amo nope 2>"$TMP/e"; st=$?
expect_eq "unknown --amo: exit 2, the kinds listed" "2 puzc solve: error: sat: unknown --amo 'nope' (have: pairwise sequential commander product bimander)" "$st $(cat "$TMP/e")"
$PUZC solve "$TMP/s4.puz" --backend sat --cage nope 2>"$TMP/e"; st=$?
expect_eq "unknown --cage: exit 2" "2 puzc solve: error: sat: unknown --cage 'nope' (have: sets totalizer counter)" "$st $(cat "$TMP/e")"

# --- DIMACS out, external solvers, decode back ----------------------------------
K=models/killer_9x9.puz
$PUZC emit $H --format cnf -o "$TMP/h.cnf"
expect_eq "p line: every variable number up to 729, the clauses check --stats counts" "p cnf 729 $red" "$(grep '^p cnf' "$TMP/h.cnf")"
# every `c x V rRcC vK` line obeys ir.h: V = (R-1)*81 + (C-1)*9 + K
bad=$(awk '/^c x [0-9]/ { split($4, rc, /[rc]/); v = substr($5, 2)
    if ($4 !~ /^r[0-9]+c[0-9]+$/ || $3 != (rc[2]-1)*81 + (rc[3]-1)*9 + v) print }' "$TMP/h.cnf" | wc -l)
expect_eq "x mapping lines follow the ir.h numbering, one per open variable" "0 $open" "$bad $(grep -c '^c x [0-9]' "$TMP/h.cnf")"
expect_eq "the givens are listed in the header" "$givens" "$(grep -c '^c given r[0-9]*c[0-9]* [0-9]*$' "$TMP/h.cnf")"
$PUZC emit $H --format cnf --no-reduce --encoding minimal --amo bimander -o "$TMP/hp.cnf"
expect_eq "--no-reduce: all 729 x variables mapped, the givens as units" "729 $givens" "$(grep -c '^c x [0-9]' "$TMP/hp.cnf") $(grep -c '^-*[0-9]* 0$' "$TMP/hp.cnf")"
$PUZC emit $K --format cnf --cage totalizer -o "$TMP/k.cnf"
$PUZC emit models/sudoku_16x16.puz --format cnf --amo commander -o "$TMP/s16.cnf"
$PUZC emit "$TMP/u.puz" --format cnf -o "$TMP/u.cnf"
run_solver() { # solver cnf answer
    case $1 in
        minisat) minisat -verb=0 "$2" "$3" >/dev/null 2>&1 ;;
        *) $1 "$2" >"$3" 2>/dev/null ;;
    esac
}
for solver in minisat cadical picosat; do
    if ! command -v $solver >/dev/null 2>&1; then
        skip "$solver is not installed (make check installs it)"; continue
    fi
    for pair in "$H h" "$H hp" "$K k" "models/sudoku_16x16.puz s16"; do
        set -- $pair
        run_solver $solver "$TMP/$2.cnf" "$TMP/$2.ans"
        $PUZC decode "$1" "$TMP/$2.ans" --line >"$TMP/dec" 2>"$TMP/err"; st=$?
        expect_eq "$solver on $2.cnf: decodes to native's grid" "0 $($PUZC solve "$1" --line)" "$st $(cat "$TMP/dec")"
    done
    run_solver $solver "$TMP/u.cnf" "$TMP/u.ans"
    out=$($PUZC decode "$TMP/u.puz" "$TMP/u.ans" 2>&1); st=$?
    expect_eq "$solver on an unsatisfiable puzzle: decode says no solution (exit 1)" "1 the solver says: no solution" "$st $out"
done
dec() { printf "$2" >"$TMP/ans"; $PUZC decode "$1" "$TMP/ans" --line 2>&1; echo "exit $?"; }
expect_eq "UNSAT (minisat): no solution" "the solver says: no solution exit 1" "$(dec $K 'UNSAT\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "s UNSATISFIABLE after comments" "the solver says: no solution exit 1" "$(dec $K 'c hello\ns UNSATISFIABLE\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "INDET: the solver gave up" "puzc decode: error: $TMP/ans: the solver gave up (INDET): no answer to decode exit 2" "$(dec $K 'INDET\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "s UNKNOWN: the solver gave up" "puzc decode: error: $TMP/ans: the solver gave up (s UNKNOWN): no answer to decode exit 2" "$(dec $K 's UNKNOWN\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "a cell without a true variable is named" "puzc decode: error: $TMP/ans: no true variable for cell r1c2 (variables 10..18) exit 2" "$(dec $K 's SATISFIABLE\nv 1 0\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "two values in one cell" "puzc decode: error: $TMP/ans: cell r1c1 has two true values (1 and 2) exit 2" "$(dec $K 's SATISFIABLE\nv 1 2 0\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "a bad literal, with its line" "$TMP/ans:2:8: error: not a literal: 'x3' v 1 -2 x3 0        ^ exit 2" "$(dec $K 's SATISFIABLE\nv 1 -2 x3 0\n' | tr '\n' ' ' | sed 's/ $//')"
expect_eq "satisfiable without literals" "puzc decode: error: $TMP/ans: the answer says satisfiable but lists no literals exit 2" "$(dec $K 'SAT\n' | tr '\n' ' ' | sed 's/ $//')"
dec $K 'hello\n' >/dev/null; expect_status "not a SAT answer at all: exit 2" 2 $PUZC decode $K "$TMP/ans"
# an answer to another model's CNF: decoded, then refused by the verifier
printf 'sudoku 3x3\ndistinct diagonals\n' >"$TMP/x.puz"
run_solver picosat "$TMP/hp.cnf" "$TMP/hp.ans"
$PUZC decode "$TMP/x.puz" "$TMP/hp.ans" >/dev/null 2>"$TMP/err"; st=$?
expect_eq "Escargot's answer read as an X-Sudoku: refused by the verifier (exit 1)" "1 yes" "$st $(grep -q 'is not a solution' "$TMP/err" && echo yes)"

# --- the default at-most-one: pairwise up to 32 literals, product above ---
pline() { $PUZC emit "$1" --format cnf $2 | grep '^p cnf'; }
echo "sudoku 5x5" >"$TMP/e25.puz"
echo "sudoku 6x6" >"$TMP/e36.puz"
expect_eq "25x25 (lists of 25): the default is pairwise" "$(pline "$TMP/e25.puz" '--amo pairwise')" \
    "$(pline "$TMP/e25.puz")"
expect_eq "36x36 (lists of 36): the default is product" "$(pline "$TMP/e36.puz" '--amo product')" \
    "$(pline "$TMP/e36.puz")"
expect_eq "36x36: the CNF header says so" "c encoding extended, amo pairwise up to 32 literals, product above, cages sets, givens eliminated (Kwon & Jain)" \
    "$($PUZC emit "$TMP/e36.puz" --format cnf | grep '^c encoding')"
pw=$(pline "$TMP/e36.puz" '--amo pairwise' | cut -d' ' -f4)
df=$(pline "$TMP/e36.puz" | cut -d' ' -f4)
expect_eq "36x36: under a fifth of pairwise's clauses ($df against $pw)" yes \
    "$([ $((df * 5)) -lt "$pw" ] && echo yes)"
# a 36x36 fill with its first two rows blanked: the default encoding counts
# as native does (4096 completions), and its first answer verifies
$PUZC generate --fill --box 6x6 --method row --seed 3 --line --quiet |
    awk -F '\t' '{ n = split($2, v, ","); s = ""; for (i = 1; i <= n; i++) { if (i <= 72) v[i] = 0; s = s (i > 1 ? "," : "") v[i] } print "h36\t" s }' >"$TMP/h36.txt"
expect_eq "36x36, two rows blanked: sat (product AMO) counts as native" \
    "$($PUZC batch --count 100000 "$TMP/h36.txt")" "$($PUZC batch --backend sat --count 100000 "$TMP/h36.txt")"
expect_eq "36x36, two rows blanked: 4096 completions" 4096 "$($PUZC batch --count 100000 "$TMP/h36.txt")"
$PUZC batch --backend sat "$TMP/h36.txt" | cut -f2 >"$TMP/h36.sol"
expect_status "36x36: sat's solution verifies" 0 $PUZC verify "$TMP/e36.puz" "$TMP/h36.sol"
