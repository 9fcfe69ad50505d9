# t_decode.sh -- `puzc decode`: every answer format read back, each grid
# checked by the independent verifier (`puzc verify`). The answers come
# from the real solvers (glpsol -w, clasp, minisat) where Debian has them,
# or are built from `puzc solve`'s grid by an independent route (the XCC
# options a solver would choose); malformed answers in tests/answers/bad
# give their exact located messages.
. tests/lib.sh

# decoded FILE.puz ANSWER WHAT: decode, then verify what it printed
decoded() {
    "$PUZC" decode "$1" "$2" --line >"$TMP/dec" 2>"$TMP/err"; st=$?
    if [ "$st" = 0 ] && "$PUZC" verify "$1" "$TMP/dec" >/dev/null 2>>"$TMP/err"; then
        ok "$3"
    else
        not_ok "$3 (decode exit $st)"; sed 's/^/    /' "$TMP/err" | head -n 10
    fi
}

# --- xcc: the options an exact-cover solver would print ----------------------
# choose_options SOLUTION_LINE XCC: the option lines of XCC that agree with
# the grid (one digit per cell, grids up to 9x9): a pRC item takes the value
# of the item after it (rIvV...), a coloured item xRC:V its colour.
choose_options() {
    awk -v sol="$1" '
    BEGIN { n = int(sqrt(length(sol)) + 0.5) }
    /^\|/ { next }
    !items++ { next }
    {
        keep = 1
        for (i = 1; i <= NF; i++) {
            t = $i
            if (t ~ /^x[0-9][0-9]:[0-9]+$/) {
                r = substr(t, 2, 1); c = substr(t, 3, 1); v = substr(t, 5)
            } else if (t ~ /^p[0-9][0-9]$/) {
                r = substr(t, 2, 1); c = substr(t, 3, 1); v = $(i + 1); sub(/.*v/, "", v)
            } else
                continue
            if (substr(sol, (r - 1) * n + c, 1) != v)
                keep = 0
        }
        if (keep) print
    }' "$2"
}
OV=tests/answers/overlap_sums.puz
sol=$("$PUZC" solve "$OV" --line)
for cage in auto placements; do
    "$PUZC" emit "$OV" --format xcc --cage $cage -o "$TMP/ov.xcc"
    choose_options "$sol" "$TMP/ov.xcc" >"$TMP/ov.ans"
    expect_eq "xcc overlapping sums (--cage $cage): a sum owning no cell has options told apart by colour alone" \
        yes "$(grep -q '^sum_r2c1 x21:3 x11:1$' "$TMP/ov.ans" && grep -q '^sum_r2c1 x21:1 x11:3$' "$TMP/ov.xcc" && echo yes)"
    decoded "$OV" "$TMP/ov.ans" "xcc overlapping sums (--cage $cage): the chosen options decode and verify"
    expect_eq "xcc overlapping sums (--cage $cage): decoded = solve's grid" "$sol" "$(cat "$TMP/dec")"
done
# a second route: tests/t_dlx.sh's exact-cover solver in awk (Algorithm C,
# colours included) solves the emitted matrix itself
sed -n "/^cat >\"\$TMP\/xcc.awk\" <<'EOF'/,/^EOF/p" tests/t_dlx.sh | sed '1d;$d' >"$TMP/xcc.awk"
"$PUZC" emit "$OV" --format xcc | awk -f "$TMP/xcc.awk" 2>"$TMP/count" >"$TMP/awk.ans"
expect_eq "xcc overlapping sums: the awk XCC solver finds 1 exact cover" 1 "$(cat "$TMP/count")"
decoded "$OV" "$TMP/awk.ans" "xcc overlapping sums: the awk solver's options decode and verify"
# the same options in another order, items shuffled within each line
awk '{ for (i = NF; i > 0; i--) printf "%s%s", $i, (i > 1 ? " " : "\n") }' "$TMP/ov.ans" | sort -r >"$TMP/ov2.ans"
decoded "$OV" "$TMP/ov2.ans" "xcc overlapping sums: options in any order, items in any order"
# a colour changed: the option no longer exists
sed 's/^sum_r2c1 x21:3 x11:1$/sum_r2c1 x21:3 x11:2/' "$TMP/ov.ans" >"$TMP/ov3.ans"
"$PUZC" decode "$OV" "$TMP/ov3.ans" >/dev/null 2>"$TMP/err"; st=$?
line=$(grep -n '^sum_r2c1' "$TMP/ov3.ans" | cut -d: -f1)
expect_eq "xcc: an option whose colour is wrong is not an option (exit 2, located)" \
    "2 $TMP/ov3.ans:$line:1: error: not an option of this model's matrix: sum_r2c1 x21:3 x11:2" \
    "$st $(head -n 1 "$TMP/err")"

# Issue 31 item 6: an exact cover of the matrix written with --cage sets
# (with or without --no-reduce) was "not a solver answer": decode stopped at
# the first matrix it tried that knew none of the answer's items. Here the
# exact-cover solver tests/xcc_solve.py (Python, sharing nothing with puzc)
# covers the emitted matrix under every --cage; for the two Killers its
# search is narrowed to native's grid (--grid: it picks the digit sets).
for f in models/custom_cages.puz models/killer_9x9_small.puz models/killer_9x9.puz; do
    sol=$("$PUZC" solve "$f" --line)
    hint=""
    case $f in *killer*) hint="--grid $sol" ;; esac
    for o in "--cage sets" "--cage sets --no-reduce" "--cage auto" "--cage placements"; do
        "$PUZC" emit "$f" --format xcc $o -o "$TMP/c.xcc"
        python3 tests/xcc_solve.py "$TMP/c.xcc" $hint >"$TMP/c.ans" 2>/dev/null
        decoded "$f" "$TMP/c.ans" "xcc $o, $(basename "$f"): an exact cover decodes and verifies"
        expect_eq "xcc $o, $(basename "$f"): decoded = solve's grid" "$sol" "$(cat "$TMP/dec")"
    done
done

# Two groups of one name (twice_distinct_sum.puz: distinct_r1c1 twice): every
# item of the clashing name numbered, none left bare, all names distinct; the
# solver's covers decode under every --cage, givens removed or not.
T2=tests/good/twice_distinct_sum.puz
"$PUZC" emit $T2 --format xcc -o "$TMP/t2.xcc"
grep -v '^|' "$TMP/t2.xcc" | head -n 1 | tr ' ' '\n' >"$TMP/t2.items"
expect_eq "xcc: both distinct_r1c1 groups' items named NAME#n, none bare, no name twice" "8 0 0" \
    "$(grep -c '^distinct_r1c1_v[0-9]#[0-9]*$' "$TMP/t2.items") $(grep -c '^distinct_r1c1_v[0-9]$' "$TMP/t2.items") $(sort "$TMP/t2.items" | uniq -d | grep -c .)"
for o in "--cage auto" "--cage sets" "--cage placements --no-reduce"; do
    "$PUZC" emit $T2 --format xcc $o -o "$TMP/c.xcc"
    python3 tests/xcc_solve.py "$TMP/c.xcc" >"$TMP/c.ans" 2>/dev/null
    decoded $T2 "$TMP/c.ans" "xcc $o, twice_distinct_sum.puz: an exact cover decodes and verifies"
done

# --- glpsol -w: GLPK's own solution format, read through GLPK ---------------
if command -v glpsol >/dev/null 2>&1; then
    for model in models/sudoku_9x9_hard.puz models/killer_9x9_small.puz models/sudoku_16x16.puz; do
        want=$("$PUZC" solve "$model" --line)
        for form in classic reduced; do
            for how in "lp --lp" "mps --freemps"; do
                set -- $how
                "$PUZC" emit "$model" --format $1 --formulation $form -o "$TMP/p.$1"
                glpsol $2 "$TMP/p.$1" -w "$TMP/w.txt" >/dev/null 2>&1
                decoded "$model" "$TMP/w.txt" "glpsol $2 -w, $form, $(basename "$model"): decodes and verifies"
                expect_eq "glpsol $2 -w, $form, $(basename "$model"): = solve's grid" "$want" "$(cat "$TMP/dec")"
            done
        done
    done
    # givens kept as bounds, and maxsum's digit-set columns (the LP file
    # lists them in another order than the MPS file)
    K=models/killer_9x9_small.puz
    for args in "lp --lp --no-eliminate" "lp --lp --formulation maxsum" "mps --freemps --formulation maxsum"; do
        set -- $args
        fmt=$1 flag=$2; shift 2
        "$PUZC" emit $K --format $fmt "$@" -o "$TMP/p.$fmt"
        glpsol $flag "$TMP/p.$fmt" -w "$TMP/w.txt" >/dev/null 2>&1
        decoded $K "$TMP/w.txt" "glpsol $flag -w, $*, killer: decodes and verifies"
    done
    # the LP relaxation's basic solution (--nomip): integral on this puzzle
    "$PUZC" emit models/sudoku_9x9_easy.puz --format lp -o "$TMP/e.lp"
    glpsol --lp "$TMP/e.lp" --nomip -w "$TMP/w.txt" >/dev/null 2>&1
    expect_eq "glpsol --nomip -w: a basic solution ('s bas') is read too" "s bas" "$(grep -o '^s bas' "$TMP/w.txt")"
    decoded models/sudoku_9x9_easy.puz "$TMP/w.txt" "glpsol --nomip -w: decodes and verifies"
    # no solution: 's mip ... n'
    printf 'sudoku 2x2\ngivens\n1 2 . .\n. . 4 .\n. . . 3\n. . . .\n' >"$TMP/u.puz"
    "$PUZC" emit "$TMP/u.puz" --format lp -o "$TMP/u.lp"
    glpsol --lp "$TMP/u.lp" -w "$TMP/w.txt" >/dev/null 2>&1
    out=$("$PUZC" decode "$TMP/u.puz" "$TMP/w.txt" 2>&1); st=$?
    expect_eq "glpsol -w on an unsolvable 4x4: the solver says: no solution (exit 1)" \
        "1 the solver says: no solution" "$st $out"
    # a doctored answer: the cell of the LP's first column takes another of
    # its values (columns are numbered as the LP first names them); the
    # verifier refuses the grid
    "$PUZC" emit models/sudoku_4x4.puz --format lp -o "$TMP/f.lp"
    glpsol --lp "$TMP/f.lp" -w "$TMP/w.txt" >/dev/null 2>&1
    grep -v '^\\' "$TMP/f.lp" | tr ' ' '\n' | grep '^x_r[0-9]' | awk '!seen[$0]++ { print ++n, $0 }' >"$TMP/cols"
    cell=$(awk 'NR == 1 { sub(/_v.*/, "", $2); print $2 }' "$TMP/cols")
    one=$(awk -v c="$cell" 'index($2, c "_v") == 1 { print $1 }' "$TMP/cols" | while read j; do
        grep -q "^j $j 1\$" "$TMP/w.txt" && echo $j; done)
    other=$(awk -v c="$cell" -v o="$one" 'index($2, c "_v") == 1 && $1 != o { print $1; exit }' "$TMP/cols")
    sed -e "s/^j $one 1\$/j $one 0/" -e "s/^j $other 0\$/j $other 1/" "$TMP/w.txt" >"$TMP/w2.txt"
    "$PUZC" decode models/sudoku_4x4.puz "$TMP/w2.txt" >"$TMP/out" 2>"$TMP/err"; st=$?
    expect_eq "glpsol -w doctored ($cell moved from column $one to $other): not a solution, exit 1, nothing printed" \
        "1 1 0" "$st $(grep -c 'the answer is not a solution' "$TMP/err") $(wc -c <"$TMP/out" | tr -d ' ')"
else
    skip "glpsol -w (no glpsol; tools/deps.sh test installs glpk-utils)"
fi

# --- SAT answers: the competition's s/v lines, clasp, minisat ---------------
K=models/killer_9x9_small.puz
want=$("$PUZC" solve $K --line)
"$PUZC" emit $K --format cnf -o "$TMP/k.cnf"
# the competition's output built from solve's grid: variable
# (R-1)*81 + (C-1)*9 + v is true (the CNF's header says so), in v lines of
# 7 literals, then 0; the verdict before them, and after them (clasp's order)
lits() {
    echo "$want" | awk '{ n = 0
        for (i = 1; i <= 81; i++) for (v = 1; v <= 9; v++) {
            x = (i - 1) * 9 + v; l = (substr($0, i, 1) == v) ? x : -x
            printf "%s%d", (n % 7 == 0 ? (n ? "\nv " : "v ") : " "), l; n++ }
        printf "\nv 0\n" }'
}
{ echo "c built by t_decode.sh"; echo "s SATISFIABLE"; lits; } >"$TMP/s1.ans"
decoded $K "$TMP/s1.ans" "competition output: s SATISFIABLE then v lines split 7 literals a line"
{ lits; echo "s SATISFIABLE"; echo "c Models : 1+"; } >"$TMP/s2.ans"
decoded $K "$TMP/s2.ans" "clasp's order: v lines before the s line"
expect_eq "competition output: = solve's grid" "$want" "$(cat "$TMP/dec")"
{ echo "SAT"; lits | sed 's/^v //' | tr '\n' ' '; echo; } >"$TMP/s3.ans"
decoded $K "$TMP/s3.ans" "minisat's result file: SAT then one line of literals"
printf 'c solver\ns UNSATISFIABLE\n' >"$TMP/s4.ans"
out=$("$PUZC" decode $K "$TMP/s4.ans" 2>&1); st=$?
expect_eq "s UNSATISFIABLE: the solver says: no solution (exit 1)" "1 the solver says: no solution" "$st $out"
if command -v clasp >/dev/null 2>&1; then
    for model in models/sudoku_9x9_hard.puz $K; do
        "$PUZC" emit "$model" --format cnf -o "$TMP/c.cnf"
        clasp "$TMP/c.cnf" >"$TMP/c.ans" 2>/dev/null
        decoded "$model" "$TMP/c.ans" "clasp on the CNF, $(basename "$model"): decodes and verifies"
        "$PUZC" emit "$model" --format opb -o "$TMP/c.opb"
        clasp "$TMP/c.opb" >"$TMP/c.ans" 2>/dev/null
        decoded "$model" "$TMP/c.ans" "clasp on the OPB, $(basename "$model"): decodes and verifies"
    done
    expect_eq "clasp prints its v lines before its s line" yes \
        "$(awk '/^v / && !v { v = NR } /^s / { s = NR } END { if (v && v < s) print "yes" }' "$TMP/c.ans")"
else
    skip "clasp (no clasp; tools/deps.sh test installs it)"
fi
if command -v minisat >/dev/null 2>&1; then
    minisat "$TMP/k.cnf" "$TMP/m.ans" >/dev/null 2>&1
    decoded $K "$TMP/m.ans" "minisat's result file (minisat IN OUT): decodes and verifies"
fi

# --- malformed answers: exact located messages (tests/answers/bad) ----------
# NAME.ans is decoded against models/sudoku_4x4.puz, or the model NAME.model
# names; stderr must be NAME.err exactly, the exit status 2.
for f in tests/answers/bad/*.ans; do
    n=${f%.ans}
    model=models/sudoku_4x4.puz
    [ -f "$n.model" ] && model=$(cat "$n.model")
    "$PUZC" decode "$model" "$f" >"$TMP/out" 2>"$TMP/err"; st=$?
    if [ "$st" = 2 ] && cmp -s "$n.err" "$TMP/err" && [ ! -s "$TMP/out" ]; then
        ok "bad answer $(basename "$f"): exit 2, its message"
    else
        not_ok "bad answer $(basename "$f") (exit $st)"; diff "$n.err" "$TMP/err" | sed 's/^/    /'
    fi
done
