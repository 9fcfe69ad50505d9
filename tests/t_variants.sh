# t_variants.sh -- the variant statements (odd, even, less, thermo,
# consecutive, double, arrow) across backends: on every puzzle of
# tests/good/variants (and the variant model in models/) native, sat and ilp
# count to LIMIT and must agree exactly (some puzzles have several
# solutions, one has none); dlx agrees on the odd/even-only ones and refuses
# the others by name; every solution each backend lists passes `puzc
# verify`. Then other encodings and formulations, the external solvers on
# the emitted files (clasp on CNF and OPB, minizinc on the MiniZinc model),
# the verifier rejecting a broken grid for each kind, and check's counts.
. tests/lib.sh

LIMIT=50
V=tests/good/variants
PUZZLES="$V/*.puz models/variants_9x9.puz"

# relational: the puzzle has a variant dlx cannot express (its first one)
relational() {
    sed -n 's/^[[:space:]]*\(less\|thermo\|consecutive\|double\|arrow\)[[:space:]].*/\1/p' "$1" |
        head -n 1 | sed 's/thermo/less/'
}

for f in $PUZZLES; do
    ref="" refb=""
    for b in native sat ilp dlx; do
        n=$($PUZC solve "$f" --backend "$b" --count $LIMIT 2>"$TMP/err")
        st=$?
        if [ "$b" = dlx ] && [ -n "$(relational "$f")" ]; then
            expect_eq "dlx refuses $f" \
                "2 puzc solve: error: dlx cannot express '$(relational "$f")' (use native, sat or ilp)" \
                "$st $(cat "$TMP/err")"
            continue
        fi
        if [ $st -gt 1 ]; then
            not_ok "$b counts $f (exit $st)"; sed 's/^/    /' "$TMP/err" | head -5
            continue
        fi
        if [ -z "$ref" ]; then
            ref=$n refb=$b
            [ "$n" -lt $LIMIT ] || not_ok "$f: fewer than $LIMIT solutions (an exact count)"
        elif [ "$n" != "$ref" ]; then
            not_ok "$b agrees with $refb on $f"; echo "    $refb: $ref, $b: $n"; continue
        fi
        # every solution this backend lists, through the verifier
        $PUZC solve "$f" --backend "$b" --all --line >"$TMP/sols" 2>/dev/null
        bad=0
        while read -r line; do
            echo "$line" >"$TMP/one"
            $PUZC verify "$f" "$TMP/one" >/dev/null 2>&1 || bad=$((bad + 1))
        done <"$TMP/sols"
        expect_eq "$b: $f has $n solutions, each verified" "$n 0" "$(wc -l <"$TMP/sols" | tr -d ' ') $bad"
    done
done

# --- the other encodings and formulations agree ------------------------------
M6=$V/multi_sudoku_6x6.puz
n6=$($PUZC solve $M6 --count $LIMIT)
for o in "--backend sat --encoding minimal" "--backend sat --encoding efficient --cage counter" \
    "--backend sat --no-reduce --amo sequential" "--backend ilp --formulation reduced" \
    "--backend ilp --formulation closed" "--backend ilp --no-eliminate" \
    "--backend native --no-fast"; do
    expect_eq "$o counts $M6: $n6" "$n6" "$($PUZC solve $M6 $o --count $LIMIT 2>&1)"
done
E=$V/every_variant_9x9.puz
expect_eq "ilp maxsum completes $E to its one solution" "$($PUZC solve $E --line)" \
    "$($PUZC solve $E --backend ilp --formulation maxsum --line 2>&1)"
expect_eq "dlx --no-reduce counts the odd/even 4x4 as native does" \
    "$($PUZC solve $V/multi_oddeven_4x4.puz --count $LIMIT)" \
    "$($PUZC solve $V/multi_oddeven_4x4.puz --backend dlx --no-reduce --count $LIMIT)"
# a given of the wrong parity: no solution anywhere
printf 'sudoku 2x2\nodd r1c1\ngiven r1c1 = 2\n' >"$TMP/wrong.puz"
for b in native sat ilp dlx; do
    expect_eq "$b: an even given in an odd cell has no solution" 0 \
        "$($PUZC solve "$TMP/wrong.puz" --backend $b --count 2 2>&1)"
done

# --- refusals by name ----------------------------------------------------------
expect_status "heuristic refuses a variant" 2 $PUZC solve $E --backend heuristic
expect_eq "... saying which" "puzc solve: error: heuristic cannot express 'less' (use native, sat or ilp)" \
    "$(cat "$TMP/err")"
expect_status "heuristic refuses odd/even" 2 $PUZC solve $V/oddeven_9x9.puz --backend heuristic
expect_eq "... naming dlx too, which takes them" \
    "puzc solve: error: heuristic cannot express 'odd' (use native, sat, dlx or ilp)" "$(cat "$TMP/err")"
expect_status "heuristic refuses a Killer" 2 $PUZC solve models/killer_9x9.puz --backend heuristic
expect_eq "... naming every backend that takes cages" \
    "puzc solve: error: heuristic cannot express Killer cages ('sum') (use native, sat, dlx or ilp)" \
    "$(cat "$TMP/err")"
# 81 values: above the 64 of dlx and the heuristic
printf 'sudoku 9x9\n' >"$TMP/v81.puz"
for b in dlx heuristic; do
    expect_status "$b refuses 81 values" 2 $PUZC solve "$TMP/v81.puz" --backend $b
    expect_eq "... naming the backends that take them" \
        "puzc solve: error: $b: grids above 64 values are not supported (this one has 81) (use native, sat or ilp)" \
        "$(cat "$TMP/err")"
done
expect_status "the fc-mrv baseline refuses a variant" 2 $PUZC solve $V/arrow_9x9.puz --method fc-mrv
expect_eq "... saying which" \
    "puzc solve: error: native --method fc-mrv cannot express 'arrow' (use native with its default options, sat or ilp)" \
    "$(cat "$TMP/err")"
expect_status "rate refuses a variant" 2 $PUZC rate $V/oddeven_9x9.puz
expect_eq "... saying what it cannot rate, no backend named (it has no --backend)" \
    "puzc rate: error: $V/oddeven_9x9.puz: the rater reasons about distinct groups, Killer cages and givens only; it cannot rate a puzzle with 'odd' (odd_r1c9)" \
    "$(cat "$TMP/err")"
expect_status "emit xcc refuses a relational variant" 2 $PUZC emit $V/kropki_9x9.puz --format xcc
expect_eq "... saying which" "puzc emit: error: dlx cannot express 'consecutive' (use native, sat or ilp)" \
    "$(cat "$TMP/err")"

# --- the emitted files, solved by others ---------------------------------------
ML=$V/multi_latin_4.puz
nl=$($PUZC solve $ML --count $LIMIT)
if command -v clasp >/dev/null 2>&1; then
    # givens kept: eliminated ones would leave free variables to count
    for fmt in cnf:--no-reduce opb:--no-eliminate; do
        keep=${fmt#*:} fmt=${fmt%%:*}
        $PUZC emit $M6 --format $fmt $keep -o "$TMP/m.$fmt"
        expect_eq "clasp counts the $fmt of $M6: $n6 models" "$n6" \
            "$(clasp -n 0 "$TMP/m.$fmt" 2>/dev/null | sed -n 's/^c Models *: *\([0-9]*\).*/\1/p')"
    done
    $PUZC emit $E --format cnf -o "$TMP/e.cnf"
    clasp "$TMP/e.cnf" >"$TMP/e.ans" 2>/dev/null
    expect_eq "clasp's answer to the cnf of $E decodes to native's grid" "$($PUZC solve $E --line)" \
        "$($PUZC decode $E "$TMP/e.ans" --line 2>&1)"
else
    not_ok "clasp is installed (tools/deps.sh test installs it)"
fi
if command -v minizinc >/dev/null 2>&1; then
    $PUZC emit $ML --format mzn -o "$TMP/m.mzn"
    expect_eq "minizinc lists the $nl solutions of $ML" "$nl" \
        "$(minizinc --solver gecode -G gecode_presolver --all-solutions "$TMP/m.mzn" 2>/dev/null |
            grep -c -- '^----------$')"
else
    not_ok "minizinc is installed (tools/deps.sh test installs it)"
fi
$PUZC emit $E --format lp -o "$TMP/e.lp"
expect_eq "the LP file of $E names a row of each kind" "odd even less consecutive double arrow" \
    "$(for k in odd even thermo consecutive double arrow; do grep -q "^ k[0-9]*_${k}_r[0-9]*c[0-9]*_" "$TMP/e.lp" && echo "$k"; done | sed 's/thermo/less/' | tr '\n' ' ' | sed 's/ $//')"

# --- the verifier catches each kind -------------------------------------------
# r1c1..r1c4 of the 4x4 grid 1234/3412/2143/4321, each statement false of it
printf '1234341221434321\n' >"$TMP/g"
for s in "odd r1c2|r1c2 = 2 is not odd (odd_r1c2)" "even r1c1|r1c1 = 1 is not even (even_r1c1)" \
    "less r1c2 r1c1|r1c2 = 2 is not less than r1c1 = 1 (less_r1c2)" \
    "thermo r1c3 r1c2|r1c3 = 3 is not less than r1c2 = 2 (thermo_r1c3)" \
    "consecutive r1c1 r1c3|r1c1 = 1 and r1c3 = 3 do not differ by 1 (consecutive_r1c1)" \
    "double r1c1 r1c3|r1c1 = 1 and r1c3 = 3 are not double and half (double_r1c1)" \
    "arrow r1c4 = r1c1 r1c2|r1c4 = 4, but its arrow adds up to 3 (arrow_r1c4)"; do
    stmt=${s%%|*} why=${s#*|}
    printf 'sudoku 2x2\n%s\n' "$stmt" >"$TMP/k.puz"
    $PUZC verify "$TMP/k.puz" "$TMP/g" >"$TMP/out" 2>&1
    expect_eq "verify rejects a grid against '$stmt'" "1 $why" "$? $(grep -o "r1c[0-9] = .*" "$TMP/out" | head -n 1)"
done
printf 'sudoku 2x2\nodd r1c1 r1c3\neven r1c2\nless r1c1 r1c2\nconsecutive r1c1 r1c2\ndouble r1c2 r1c4\narrow r1c4 = r1c1 r1c3\n' >"$TMP/k.puz"
expect_status "verify accepts a grid that meets every kind" 0 $PUZC verify "$TMP/k.puz" "$TMP/g"

# --- check counts the statements ------------------------------------------------
expect_eq "check: the counts of $E" "thermo/less 4, odd 1, even 1, consecutive 3, double 3, arrow 2" \
    "$($PUZC check $E | awk '$1 == "less" { l = $2 } $1 == "odd" { o = $2 } $1 == "even" { e = $2 }
        $1 == "consecutive" { c = $2 } $1 == "double" { d = $2 } $1 == "arrow" { a = $2 }
        END { printf "thermo/less %s, odd %s, even %s, consecutive %s, double %s, arrow %s", l, o, e, c, d, a }')"
if command -v python3 >/dev/null 2>&1; then
    $PUZC check --json $E >"$TMP/c.json"
    python3 -c 'import json,sys; c=json.load(open(sys.argv[1]))["constraints"]; print(c["less"], c["consecutive"], c["double"], c["arrow"], c["odd"], c["even"])' \
        "$TMP/c.json" >"$TMP/out" 2>&1
    expect_eq "check --json: the same counts" "4 3 3 2 1 1" "$(cat "$TMP/out")"
fi
$PUZC check --stats $V/kropki_9x9.puz >"$TMP/out"
expect_eq "check --stats: dlx not applicable to a Kropki, native sized" "1 1" \
    "$(grep -c '^size *dlx/auto plain: not applicable' "$TMP/out") $(grep -c '^size *native/bitset plain: 81 cells' "$TMP/out")"

# --- compare runs them ------------------------------------------------------------
$PUZC compare $V/thermo_9x9.puz --backends native:bitset,sat:extended/pairwise,ilp:classic,dlx --csv \
    --repeat 1 >"$TMP/c.csv" 2>"$TMP/err"
expect_eq "compare on a thermo: native, sat and ilp solve (agreeing, verified), dlx refuses" \
    "native solved yes yes,sat solved yes yes,dlx error - -,ilp solved yes yes,ilp solved yes yes" \
    "$(awk -F, 'NR > 1 { printf "%s%s %s %s %s", (NR > 2 ? "," : ""), $1, $13, $15, $16 }' "$TMP/c.csv")"
