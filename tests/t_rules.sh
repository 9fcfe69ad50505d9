# t_rules.sh -- the negative constraints and the variant catalogue (issue 28,
# docs/variants.md): nonconsecutive, xv, negative consecutive|kropki|xv,
# skyscraper, outsidesum, antiknight, antiking, german, dutch and whisper
# lines, palindromes, disjoint groups, clones, little killers, cages without a total,
# renban lines, minimum/maximum cells, between lines, sandwich and x-sum
# clues, region-sum lines, quadruples.
# tests/rules_brute.py writes small puzzles (6x6 Sudoku, 5x5 Latin) and
# counts their solutions by brute force, from the rules' definitions and
# nothing of puzc; native, sat and ilp must count exactly the same (every
# solution a backend returns passes the verifier on the way); dlx, the
# heuristic backend, the native baselines and the rater refuse by name.
. tests/lib.sh

command -v python3 >/dev/null || { skip "t_rules: no python3"; exit 0; }
LIMIT=1000
ILP_LIMIT=5 # GLPK finds each solution anew (a no-good row per one found)
mkdir -p "$TMP/rules"
if ! python3 tests/rules_brute.py "$TMP/rules" >"$TMP/counts"; then
    not_ok "rules_brute.py runs"
    exit 0
fi
while read -r tag want; do
    f=$TMP/rules/$tag.puz
    for b in native sat ilp; do
        lim=$LIMIT exp=$want
        if [ $b = ilp ] && [ "$want" -gt $ILP_LIMIT ]; then
            lim=$ILP_LIMIT exp=$ILP_LIMIT+
        fi
        n=$($PUZC solve "$f" --backend $b --count $lim 2>"$TMP/err")
        st=$?
        # exit 4: stopped at the count asked for
        if [ $st -gt 1 ] && ! { [ $st = 4 ] && [ "$exp" = $ILP_LIMIT+ ]; }; then
            not_ok "$b counts $tag (exit $st)"; sed 's/^/    /' "$TMP/err" | head -3
            continue
        fi
        expect_eq "$b: $tag has $want solutions (brute force)" "$exp" "$n"
    done
done <"$TMP/counts"

# every solution native lists of a case with several, through puzc verify
f=$TMP/rules/xv_neg_6x6_1.puz
$PUZC solve "$f" --all --line >"$TMP/sols" 2>/dev/null
bad=0
while read -r line; do
    echo "$line" >"$TMP/one"
    $PUZC verify "$f" "$TMP/one" >/dev/null 2>&1 || bad=$((bad + 1))
done <"$TMP/sols"
expect_eq "xv_neg_6x6_1: every listed solution verifies" "4 0" "$(wc -l <"$TMP/sols" | tr -d ' ') $bad"

# the verifier rejects a grid that breaks each rule (a plain 4x4 Sudoku grid)
printf '1234\n3412\n2143\n4321\n' >"$TMP/grid"
for rule in "nonconsecutive" "negative kropki" "negative xv" "xv X r1c1 r1c2"; do
    printf 'sudoku 2x2\n%s\n' "$rule" >"$TMP/v.puz"
    [ "$rule" = "xv X r1c1 r1c2" ] && printf 'grid 4x4\nvalues 1..9\n%s\n' "$rule" >"$TMP/v.puz"
    expect_status "verify rejects a grid breaking '$rule'" 1 $PUZC verify "$TMP/v.puz" "$TMP/grid"
done

# the backends that cannot express them refuse by name
printf 'sudoku 2x3\nnegative kropki\n' >"$TMP/neg.puz"
f=$TMP/neg.puz
for b in dlx heuristic; do
    $PUZC solve "$f" --backend $b >/dev/null 2>"$TMP/err"
    expect_eq "$b refuses negative kropki by name" \
        "puzc solve: error: $b cannot express 'negative kropki' (use native, sat or ilp)" \
        "$(cat "$TMP/err")"
done
for b in dlx heuristic; do
    $PUZC solve "$TMP/rules/renban_4x4.puz" --backend $b >/dev/null 2>"$TMP/err"
    expect_eq "$b refuses renban by name" \
        "puzc solve: error: $b cannot express 'renban' (use native, sat or ilp)" "$(cat "$TMP/err")"
done
# a renban line's values differ and are consecutive: 1 2 4 and 1 2 2 are not
printf 'sudoku 2x2\nrenban r1c1 r1c2 r2c2\n' >"$TMP/v.puz"
expect_status "verify rejects a renban line of 1 2 4" 1 $PUZC verify "$TMP/v.puz" "$TMP/grid"
printf 'grid 4x4\nvalues 1..4\nrenban r1c1 r2c1 r2c2\n' >"$TMP/v.puz"
printf '1111\n2222\n3333\n4444\n' >"$TMP/g2"
expect_status "verify rejects a renban line of 1 2 2" 1 $PUZC verify "$TMP/v.puz" "$TMP/g2"
printf 'grid 4x4\nvalues 1..4\nrenban r1c1 r2c1 r3c2\n' >"$TMP/v.puz"
expect_status "verify takes a renban line of 1 2 3" 0 $PUZC verify "$TMP/v.puz" "$TMP/g2"
# sandwich and x-sum clues on row 1 (1 2 3 4): 2 + 3 between the ends,
# 1 from the left (the first cell alone), 10 from the right (all four)
for rule in "sandwich 5 r1c1..r1c4:0" "sandwich 4 r1c1..r1c4:1" "xsum 1 r1c1..r1c4:0" \
    "xsum 3 r1c1..r1c4:1" "xsum 10 r1c4 r1c3 r1c2 r1c1:0"; do
    printf 'sudoku 2x2\n%s\n' "${rule%:*}" >"$TMP/v.puz"
    expect_status "verify on '${rule%:*}'" "${rule##*:}" $PUZC verify "$TMP/v.puz" "$TMP/grid"
done
# a line that holds the smallest value twice is no sandwich, whatever its sum
printf 'grid 4x4\nvalues 1..4\nsandwich 0 r1c1 r2c1 r3c1 r4c1\n' >"$TMP/v.puz"
printf '1111\n4222\n3333\n1444\n' >"$TMP/g3"
expect_status "verify rejects a sandwich line with two 1s" 1 $PUZC verify "$TMP/v.puz" "$TMP/g3"
for b in dlx heuristic; do
    for k in sandwich xsum; do
        $PUZC solve "$TMP/rules/${k}_4x4_0.puz" --backend $b >/dev/null 2>"$TMP/err"
        expect_eq "$b refuses $k by name" \
            "puzc solve: error: $b cannot express '$k' (use native, sat or ilp)" "$(cat "$TMP/err")"
    done
done
# a region-sum line on a jigsaw whose regions map comes after it (runs
# a a | c c), with a quadruple: native, sat and ilp count what a brute
# force over the 4x4 Latin squares counts
printf 'grid 4x4\nvalues 1..4\ndistinct rows\ndistinct cols\nregionsum r1c1 r2c1 r2c2 r3c2\nquadruple r2c2 = 1 4\nregions\na a b b\na c c b\na c d b\nc d d d\n' >"$TMP/jig.puz"
want=$(python3 -c '
import itertools
reg, n = "aabbaccbacdbcddd", 0
for g in itertools.product(list(itertools.permutations(range(1, 5))), repeat=4):
    v = [x for r in g for x in r]
    if any(len({v[r * 4 + c] for r in range(4)}) < 4 for c in range(4)) or \
            any(len({v[i] for i in range(16) if reg[i] == l}) < 4 for l in "abcd"):
        continue
    n += v[0] + v[4] == v[5] + v[9] and 1 in (v[5], v[6], v[9], v[10]) and 4 in (v[5], v[6], v[9], v[10])
print(n)')
for b in native sat ilp; do
    expect_eq "$b: region sum on a jigsaw, regions map after it: $want solutions (brute force)" "$want" \
        "$($PUZC solve "$TMP/jig.puz" --backend $b --count 100 2>&1)"
done
# values 40..45: a run's sums pass 127, where native's sum sets stop and
# its bounds take over; native and sat count the same (ilp to 5)
printf 'grid 6x6\nvalues 40..45\ndistinct rows\ndistinct cols\ndistinct boxes 2x3\nregionsum r1c1 r1c2 r1c3 r2c4 r2c5 r2c6\nregionsum r3c3 r4c4\nquadruple r5c3 = 41 41 44\ngiven r1c1 = 40\ngiven r2c2 = 45\ngiven r3c1 = 42\ngiven r4c6 = 41\ngiven r6c6 = 43\n' >"$TMP/hi.puz"
expect_eq "region sums over 127 (native's bounds): native, sat and ilp count alike" "48 48 5+" \
    "$($PUZC solve "$TMP/hi.puz" --count 1000) $($PUZC solve "$TMP/hi.puz" --backend sat --count 1000) $($PUZC solve "$TMP/hi.puz" --backend ilp --count 5)"
# a region-sum line's runs add up the same (1 + 2 | 3 do, 2 | 3 and
# 1 | 4 | 1 do not); a quadruple's values are there as often as listed
# (the box of r1c1 holds one 3); dlx refuses both by name
printf 'sudoku 2x2\nregionsum r1c1 r1c2 r1c3\n' >"$TMP/v.puz"
expect_status "verify takes a region-sum line of 1 2 | 3" 0 $PUZC verify "$TMP/v.puz" "$TMP/grid"
printf 'sudoku 2x2\nregionsum r1c2 r1c3\n' >"$TMP/v.puz"
expect_status "verify rejects a region-sum line of 2 | 3" 1 $PUZC verify "$TMP/v.puz" "$TMP/grid"
printf 'sudoku 2x2\nregionsum r3c2 r2c2 r2c3\n' >"$TMP/v.puz"
expect_status "verify rejects a region-sum line of 1 | 4 | 1" 1 $PUZC verify "$TMP/v.puz" "$TMP/grid"
printf 'sudoku 2x2\nquadruple r1c1 = 3 3\n' >"$TMP/v.puz"
expect_status "verify rejects a quadruple 3 3 over one 3" 1 $PUZC verify "$TMP/v.puz" "$TMP/grid"
printf 'sudoku 2x2\nquadruple r1c1 = 1 2 3 4\n' >"$TMP/v.puz"
expect_status "verify takes a quadruple 1 2 3 4 over a box" 0 $PUZC verify "$TMP/v.puz" "$TMP/grid"
for tag in regionsum_4x4 quadruple_4x4; do
    $PUZC solve "$TMP/rules/$tag.puz" --backend dlx >/dev/null 2>"$TMP/err"
    expect_eq "dlx refuses ${tag%_*} by name" \
        "puzc solve: error: dlx cannot express '${tag%_*}' (use native, sat or ilp)" "$(cat "$TMP/err")"
done
$PUZC solve "$TMP/rules/xv_pos_6x6_0.puz" --backend native --method norvig >/dev/null 2>"$TMP/err"
grep -q "cannot express 'xv'" "$TMP/err" && ok "native's baselines refuse xv by name" ||
    { not_ok "native's baselines refuse xv by name"; cat "$TMP/err"; }
$PUZC rate "$TMP/rules/xv_neg_6x6_0.puz" >/dev/null 2>"$TMP/err"
grep -q "'xv'" "$TMP/err" && ok "rate refuses xv by name" ||
    { not_ok "rate refuses xv by name"; cat "$TMP/err"; }

# the emitted files carry the rules: clasp counts the CNF and OPB, minizinc
# the MiniZinc model, on cases with several solutions; LP and MPS emit
for tag in xv_neg_6x6_1 kropki_pos_6x6_0 konsekutiv_6x6_0 nonconsec_region_latin5_2 \
    dutch_latin5_1 palindrome_latin5_1 antiking_latin5 skyscraper_latin5_2 renban_latin5 minmax_latin5 between_4x4 \
    sandwich_4x4_0 xsum_6x6_1 sandwich_free_3x4 xsum_free_3x4 regionsum_6x6 quadruple_latin5; do
    f=$TMP/rules/$tag.puz
    want=$(sed -n "s/^$tag //p" "$TMP/counts")
    if command -v clasp >/dev/null 2>&1; then
        for fmt in cnf:--no-reduce opb:--no-eliminate; do
            keep=${fmt#*:} fmt=${fmt%%:*}
            $PUZC emit "$f" --format $fmt $keep -o "$TMP/m.$fmt"
            expect_eq "clasp counts the $fmt of $tag: $want models" "$want" \
                "$(clasp -n 0 "$TMP/m.$fmt" 2>/dev/null | sed -n 's/^c Models *: *\([0-9]*\).*/\1/p')"
        done
    fi
    if command -v minizinc >/dev/null 2>&1; then
        $PUZC emit "$f" --format mzn -o "$TMP/m.mzn"
        expect_eq "minizinc lists the $want solutions of $tag" "$want" \
            "$(minizinc --solver gecode -G gecode_presolver --all-solutions "$TMP/m.mzn" 2>/dev/null |
                grep -c -- '^----------$')"
    fi
    for fmt in lp mps wcnf; do
        expect_status "emit $fmt of $tag" 0 $PUZC emit "$f" --format $fmt -o "$TMP/m.$fmt"
    done
done

# convert --to-puz writes the rules back: the same count from the copy
for tag in konsekutiv_6x6_0 kropki_neg_6x6_1 xv_neg_6x6_1 nonconsec_region_latin5_2 nonconsec_all_latin5 \
    german_6x6_0 palindrome_latin5_0 palindrome_latin5_1 antiknight_latin5 antiking_latin5 plaincage_latin5 renban_6x6 minmax_6x6 \
    skyscraper_latin5_2 outsidesum_6x6_2 sandwich_6x6_1 xsum_latin5_0 regionsum_4x4 \
    quadruple_latin5; do
    f=$TMP/rules/$tag.puz
    $PUZC convert --to-puz "$f" -o "$TMP/rt.puz"
    expect_eq "convert --to-puz keeps $tag's rules" "$($PUZC solve "$f" --count $LIMIT)" \
        "$($PUZC solve "$TMP/rt.puz" --count $LIMIT 2>&1)"
done

# Janko's Konsekutiv (negative consecutive), Skyscraper and Margin
# (outsidesum) families, every puzzle: imported, solved by native and sat
# (ilp on a few) as published, counted to 1 by native
J=$SHARED/janko
for fam in ConsecutiveSudoku:Konsekutiv:3 SkyscraperSudoku:Skyscraper:2 MarginSudoku:Margin:2; do
    file=${fam%%:*} title=${fam#*:} nilp=${fam##*:} title=${title%:*}
    if [ ! -f "$J/$file.jsonl" ]; then
        skip "the Janko collection ($J) is not here"
        continue
    fi
    if python3 bench/janko.py --puzc "$PUZC" --dir "$J" --families $file \
        --ilp-sample $nilp --ilp-limit 30 --check >"$TMP/table" 2>&1; then
        ok "$title: $(awk -F'|' -v t="$title" '$2 ~ t { print $3 + 0 }' "$TMP/table") puzzles imported, solved as published, unique"
    else
        not_ok "$title family"; sed 's/^/    /' "$TMP/table" | head -20
    fi
done

# puzc check counts between lines (a text line and a --json key)
printf 'sudoku 2x2\nbetween r1c1 r1c2 r1c3\nbetween r2c1 r3c1 r4c1\n' >"$TMP/bt.puz"
expect_eq "check: 'between 2' line" "between     2" "$($PUZC check "$TMP/bt.puz" | grep '^between')"
expect_eq "check --json: \"between\":2" '"between":2' "$($PUZC check --json "$TMP/bt.puz" | grep -o '"between":[0-9]*')"
