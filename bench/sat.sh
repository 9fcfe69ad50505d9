#!/bin/sh
# sat.sh -- `make bench-sat`: CNF sizes per encoding and at-most-one encoding
# (plain and with the givens eliminated) for 9x9 to 64x64; PicoSAT time per
# puzzle on the shared sets per encoding, AMO and cage encoding; the share
# of puzzles unit propagation alone and failed-literal probing solve; and
# the emitted DIMACS through the minisat, cadical and picosat programs.
# BENCH_QUICK=1 takes smaller samples (about 15 s instead of about a minute).
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
CC=${CC:-cc}
S=${SHARED:-../shared/puzzles}
TMP=${TMPDIR:-/tmp}/puzc-bsat.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT
if [ -n "$BENCH_QUICK" ]; then N=20 NK=10 N25=1 LIM25=0.5; else N=100 NK=50 N25=5 LIM25=1; fi
[ -d "$S/sudoku9" ] || { echo "sat.sh: no puzzle sets in $S" >&2; exit 2; }

# the driver: backend_sat called in-process, one table row per line
$CC -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -Iinclude -Ibase -Icompiler -Ibackends bench/sat_bench.c \
    build/libpuzc-internal.a -lglpk -lpicosat -lpthread -lm -o "$TMP/sat_bench" || exit 2
B=$TMP/sat_bench

echo "# SAT backend benchmark ($(date -u +%Y-%m-%d), $(uname -m), PicoSAT $(picosat --version 2>/dev/null || echo 965), one thread)"
echo
echo "## CNF sizes: variables / clauses, plain and with givens eliminated"
echo
echo "| grid | puzzle | encoding | amo | plain vars | plain clauses | eliminated vars | eliminated clauses |"
echo "|---|---|---|---|---:|---:|---:|---:|"
# size FILE ENCODING AMO [--no-reduce]: "vars clauses" from --stats (the
# formula is built; a 10 ms time limit keeps PicoSAT from solving it)
size() {
    $PUZC solve "$1" --backend sat --encoding "$2" --amo "$3" $4 --time-limit 0.01 --stats 2>&1 >/dev/null |
        head -n 1 | sed 's/.*: \([0-9]*\) vars \([0-9]*\) clauses.*/\1 \2/'
}
for b in 3 4 5 8; do
    n=$((b * b))
    echo "sudoku ${b}x${b}" >"$TMP/e$b.puz"
    case $b in
        3) set -- "$TMP/e$b.puz" empty models/sudoku_9x9_hard.puz "AI Escargot" ;;
        4) set -- "$TMP/e$b.puz" empty models/sudoku_16x16.puz "models/sudoku_16x16" ;;
        5) set -- "$TMP/e$b.puz" empty models/sudoku_25x25.puz "models/sudoku_25x25" ;;
        8) set -- "$TMP/e$b.puz" empty ;;
    esac
    while [ $# -ge 2 ]; do
        p=$1 w=$2; shift 2
        for e in minimal efficient extended; do
            for a in pairwise sequential commander product bimander; do
                if [ $b = 8 ] && [ $a = pairwise ]; then
                    echo "| ${n}x${n} | $w | $e | $a | (over 24 million clauses: not built) | | | |"; continue
                fi
                pl=$(size "$p" $e $a --no-reduce)
                rd=$(size "$p" $e $a)
                echo "| ${n}x${n} | $w | $e | $a | ${pl% *} | ${pl#* } | ${rd% *} | ${rd#* } |"
            done
        done
    done
done

echo
echo "## PicoSAT per puzzle"
echo
echo "Whole backend call (encode with givens eliminated + PicoSAT), microseconds,"
echo "median and p99 over the solved puzzles; decisions = picosat_decisions(), mean."
echo "Every answer is checked with verify_grid(); 'not solved' counts time-outs."
echo "First $N lines of each 9x9 set; ACS: instances 0-9 at 40/45/50% givens (16x16),"
echo "0-$((N25 - 1)) at 40/45/50% with a ${LIM25} s limit per puzzle (25x25)."
echo
echo "| set | encoding | amo | puzzles | median us | p99 us | decisions | not solved |"
echo "|---|---|---|---:|---:|---:|---:|---:|"
for set in tdoku_17_clue norvig_top95 tdoku_magictour_top1465 tdoku_forum_hardest_1106 mantere_koljonen_46; do
    $B solve "$S/sudoku9/$set.txt" "$N"
done
grep -P '^inst16x16_(40|45|50)_[0-9]\t' "$S/sudokuNxN/acs_general_16x16.txt" >"$TMP/acs16x16.txt"
grep -P "^inst25x25_(40|45|50)_[0-$((N25 - 1))]\t" "$S/sudokuNxN/acs_general_25x25.txt" >"$TMP/acs25x25.txt"
$B solve "$TMP/acs16x16.txt" 100 5
$B solve "$TMP/acs25x25.txt" 100 "$LIM25"

echo
echo "## Killer cages"
echo
echo "First $NK krazydad 9x9 Killers (no givens); each answer equals the listed solution."
echo
echo "| set | cages | amo | puzzles | median us | p99 us | decisions | not solved |"
echo "|---|---|---|---:|---:|---:|---:|---:|"
$B killer "$S/killer/krazydad_killer_9x9.txt" "$NK"

echo
echo "## Solved by propagation alone (\`--propagate-only\`)"
echo
echo "Unit propagation on the clauses; then failed literals (each open x variable"
echo "assumed true and false, a conflict fixes the opposite, to a fixpoint)."
echo "Lynce & Ouaknine report about half of Royle's 17-clue puzzles by unit"
echo "propagation on the extended encoding, and all by failed literals."
echo
echo "| set | encoding | puzzles | unit propagation | + failed literals | us/puzzle |"
echo "|---|---|---:|---:|---:|---:|"
for set in tdoku_17_clue norvig_top95 tdoku_magictour_top1465 tdoku_forum_hardest_1106 mantere_koljonen_46; do
    $B prop "$S/sudoku9/$set.txt" "$((N * 2))"
done
# (not the ACS instances: they have many solutions, which propagation cannot pick)

echo
echo "## External solvers on the emitted DIMACS"
echo
echo "\`puzc emit --format cnf\` (extended, pairwise, reduced), the solver's wall time"
echo "(process included), \`puzc decode\` back to a verified grid."
echo
echo "| puzzle | p cnf vars | clauses | minisat s | cadical s | picosat s | decoded |"
echo "|---|---:|---:|---:|---:|---:|---|"
grep -P '^inst25x25_45_1\t' "$S/sudokuNxN/acs_general_25x25.txt" | cut -f2 | awk -F, '{
    print "sudoku 5x5"; print "givens"
    for (r = 0; r < 25; r++) { s = ""; for (c = 1; c <= 25; c++) { v = $(r * 25 + c); s = s (v == 0 ? "." : v) " " } print s } }' >"$TMP/a25.puz"
echo "sudoku 8x8" >"$TMP/e64.puz"
for p in models/sudoku_9x9_hard.puz models/killer_9x9.puz models/sudoku_25x25.puz "$TMP/a25.puz"; do
    $PUZC emit "$p" --format cnf -o "$TMP/x.cnf" || continue
    set -- $(grep '^p cnf' "$TMP/x.cnf")
    row="| $(basename "$p") | $3 | $4 |" dec=ok
    for solver in minisat cadical picosat; do
        if ! command -v $solver >/dev/null 2>&1; then row="$row - |"; continue; fi
        t0=$(date +%s.%N)
        case $solver in
            minisat) minisat -verb=0 "$TMP/x.cnf" "$TMP/ans" >/dev/null 2>&1 ;;
            *) $solver "$TMP/x.cnf" >"$TMP/ans" 2>/dev/null ;;
        esac
        t1=$(date +%s.%N)
        row="$row $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }') |"
        $PUZC decode "$p" "$TMP/ans" >/dev/null 2>&1 || dec="FAILED ($solver)"
    done
    echo "$row $dec |"
done
