#!/bin/sh
# ilp.sh -- `make bench-ilp`: the reduced-constraint formulation of Pereira,
# Colnago and Colombo Jr. beside Bartlett's classic one, both solved by GLPK
# (glp_intopt, presolver on) in the same run, for the paper's coefficient
# bounds (+-0.5, 1, 1.5, 2, 3 ... 10) and the closed form; then the classic
# model with given elimination against `glpsol --math` on GLPK's own
# sudoku.mod (glpk-utils) on the same puzzles.
#   Puzzles: the published puzzle in sudoku.mod (Wikipedia's), AI Escargot
#   (models/sudoku_9x9_hard.puz) and the first BENCH_ILP_HARD lines of
#   tdoku_forum_hardest_1905_11plus (default 8; BENCH_QUICK=1: 2).
#   Times: GLPK's solve time as `puzc solve --stats` reports it (build not
#   included), median over puzzles x BENCH_REPS repeats (default 3; quick 1);
#   a run stopped by the limit (BENCH_ILP_LIMIT s, default 3) counts as the
#   limit and is shown as "N over". With givens as bounds most reduced
#   models hit it, so that column runs each puzzle once.
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
S=${SHARED:-../shared/puzzles}
MOD=/usr/share/doc/glpk-utils/examples/sudoku.mod
[ -x "$PUZC" ] || { echo "ilp.sh: $PUZC not built" >&2; exit 2; }
[ -d "$S/sudoku9" ] || { echo "ilp.sh: no puzzle sets in $S" >&2; exit 2; }
HARD=${BENCH_ILP_HARD:-8}; REPS=${BENCH_REPS:-3}
[ -n "$BENCH_QUICK" ] && HARD=${BENCH_ILP_HARD:-2} && REPS=${BENCH_REPS:-1}
LIMIT=${BENCH_ILP_LIMIT:-3}
TMP=${TMPDIR:-/tmp}/puzc-bench-ilp.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT

# puz LINE OUT: a one-line 9x9 puzzle as a .puz file
puz() { printf 'sudoku 3x3\ngivens\n%s\n' "$(echo "$1" | cut -c1-81 | sed 's/.\{9\}/&\n/g')" >"$2"; }
# dat LINE OUT: the same puzzle as data for sudoku.mod
dat() {
    echo "$1" | cut -c1-81 | awk '{
        printf "data;\nparam givens : 1 2 3 4 5 6 7 8 9 :=\n"
        for (r = 0; r < 9; r++) {
            printf "  %d", r + 1
            for (c = 1; c <= 9; c++) { ch = substr($0, r * 9 + c, 1); printf " %s", (ch ~ /[1-9]/) ? ch : "." }
            printf "\n"
        }
        printf ";\nend;\n" }' >"$2"
}
n=0
WIKI="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
ESC=$(cat models/sudoku_9x9_hard.puz | sed -n '/^givens/,$p' | tail -n +2 | tr -d ' |+-' | tr -d '\n' | cut -c1-81)
{ echo "$WIKI"; echo "$ESC"; head -n "$HARD" "$S/sudoku9/tdoku_forum_hardest_1905_11plus.txt"; } >"$TMP/lines"
while read -r line; do
    n=$((n + 1)); puz "$line" "$TMP/p$n.puz"; dat "$line" "$TMP/p$n.dat"
done <"$TMP/lines"
NP=$n

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) print "-"; else if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# solvetime FORM [options...]: median solve ms over puzzles x repeats, and how many hit the limit
solvetime() {
    reps=$REPS
    case " $* " in *" --no-eliminate "*) reps=1 ;; esac
    : >"$TMP/t"; over=0
    i=1
    while [ $i -le $NP ]; do
        r=0
        while [ $r -lt "$reps" ]; do
            if $PUZC solve --backend ilp --stats --time-limit "$LIMIT" "$@" "$TMP/p$i.puz" >/dev/null 2>"$TMP/st"; then
                sed -n 's/.*solve \([0-9.]*\) ms.*/\1/p' "$TMP/st" >>"$TMP/t"
            else
                echo $((LIMIT * 1000)) >>"$TMP/t"; over=$((over + 1))
            fi
            r=$((r + 1))
        done
        i=$((i + 1))
    done
    m=$(median <"$TMP/t")
    [ $over -gt 0 ] && m="$m ($over over)"
    echo "$m"
}
# size FORM [options]: "rows | columns | nonzeros" of the empty grid
echo "sudoku 3x3" >"$TMP/empty.puz"
size() { $PUZC emit --format lp "$@" "$TMP/empty.puz" | sed -n 's/^\\ \([0-9]*\) columns, \([0-9]*\) rows, \([0-9]*\) nonzeros.*/\2 | \1 | \3/p'; }
# presolved FORM [options]: GLPK's presolved size on AI Escargot, givens as bounds
presolved() { $PUZC solve --backend ilp --stats --no-eliminate "$@" "$TMP/p2.puz" 2>&1 >/dev/null | sed -n 's/.*after GLPK presolve \([0-9]*\) rows, \([0-9]*\) columns, \([0-9]*\) nonzeros.*/\1 | \2 | \3/p'; }
# coefs L: the equalities per band and their coefficients by box row
coefs() {
    $PUZC reduce --box 3x3 "$@" 2>/dev/null | awk '
        /equalit(y|ies) replace/ { neq = $1; next }
        /equality [0-9]+:/ { c0 = $3; if (s != "") s = s "; "; s = s "c0=" c0 " rows "; k = 0; next }
        /^ +[-0-9]/ && neq { split($0, box, "|"); v = ""; for (b = 1; b <= 3; b++) { split(box[b], f, " "); v = v (b > 1 ? "," : "") f[1] } s = s (k++ ? " / " : "") v }
        END { printf "%s | %s\n", neq, s }'
}

echo "## ILP on GLPK: reduced-constraint formulation vs classic ($(date -u +%Y-%m-%d), $(nproc) cores, $NP puzzles x $REPS)"
echo
echo "Puzzles: sudoku.mod's published puzzle, AI Escargot, the first $HARD of tdoku_forum_hardest_1905_11plus."
echo "Sizes: the empty 9x9 model; presolved: GLPK's MIP presolver on AI Escargot with givens as bounds."
echo "Times: GLPK solve, median ms (limit $LIMIT s; bounds: 1 run per puzzle); bounds = givens as fixed bounds (as in the paper), elim = givens eliminated."
echo "Coefficients: c0, then per row of the band the coefficient in boxes 1,2,3 (constant along a box row)."
echo
echo "| formulation | L | equalities per band | coefficients | rows | columns | nonzeros | presolved rows | presolved cols | presolved nonzeros | solve ms (bounds) | solve ms (elim) | paper: variables, CPLEX s |"
echo "|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"
paper() { case $1 in 10) echo "729, 18.698";; 9) echo "729, 19.496";; 8) echo "729, 3.067";; 7) echo "729, 203.250";;
    6) echo "729, 3.210";; 5) echo "729, 2.810";; 4) echo "720, 0.993";; 3) echo "648, 0.134";; 2) echo "720, 0.041";;
    1.5) echo "729, 0.290";; 1) echo "504, 0.014";; 0.5) echo "729, 0.042";; classic) echo "729, 0.024";; *) echo "-";; esac; }
echo "| classic | - | - | - | $(size) | $(presolved) | $(solvetime --no-eliminate) | $(solvetime) | $(paper classic) |"
for L in 0.5 1 1.5 2 3 4 5 6 7 8 9 10; do
    echo "| reduced | $L | $(coefs --bounds $L) | $(size --formulation reduced --bounds $L) | $(presolved --formulation reduced --bounds $L) | $(solvetime --formulation reduced --bounds $L --no-eliminate) | $(solvetime --formulation reduced --bounds $L) | $(paper $L) |"
done
echo "| closed | - | $(coefs --closed) | $(size --formulation closed) | $(presolved --formulation closed) | $(solvetime --formulation closed --no-eliminate) | $(solvetime --formulation closed) | - |"

# --- classic with elimination vs glpsol --math sudoku.mod -----------------
echo
echo "## classic, givens eliminated, vs glpsol --math sudoku.mod (wall time per process, median ms)"
echo
if ! command -v glpsol >/dev/null 2>&1 || [ ! -f "$MOD" ]; then
    echo "glpsol or $MOD missing (apt-get install glpk-utils)"; exit 0
fi
ms() { a=$(date +%s%N); "$@" >/dev/null 2>&1; b=$(date +%s%N); echo $(((b - a) / 1000)) | awk '{ printf "%.3f\n", $1 / 1000 }'; }
: >"$TMP/ours"; : >"$TMP/theirs"; : >"$TMP/ratio"
echo "| puzzle | puzc solve --backend ilp ms | glpsol --math sudoku.mod ms | ratio |"
echo "|---|---:|---:|---:|"
i=1
while [ $i -le $NP ]; do
    : >"$TMP/o"; : >"$TMP/g"
    r=0
    while [ $r -lt "$REPS" ]; do
        ms $PUZC solve --backend ilp "$TMP/p$i.puz" >>"$TMP/o"
        ms glpsol --math "$MOD" -d "$TMP/p$i.dat" >>"$TMP/g"
        r=$((r + 1))
    done
    o=$(median <"$TMP/o"); g=$(median <"$TMP/g")
    echo "$o" >>"$TMP/ours"; echo "$g" >>"$TMP/theirs"
    ratio=$(echo "$o $g" | awk '{ printf "%.2f", $1 / $2 }'); echo "$ratio" >>"$TMP/ratio"
    case $i in 1) name="sudoku.mod's puzzle";; 2) name="AI Escargot";; *) name="hardest_1905 #$((i - 2))";; esac
    echo "| $name | $o | $g | $ratio |"
    i=$((i + 1))
done
mo=$(median <"$TMP/ours"); mg=$(median <"$TMP/theirs"); mr=$(median <"$TMP/ratio")
echo "| **median** | $mo | $mg | $mr |"
echo
echo "target (issue #3): ours at most half glpsol's time: median ratio $mr -- $(echo "$mr" | awk '{ print ($1 <= 0.5) ? "met" : "not met" }')"
