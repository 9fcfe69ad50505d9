# t_bulk.sh -- `puzc generate --count N [--jobs N]` and the round trip of
# every --line form generate writes through `puzc batch`: each puzzle of a
# run counted unique by batch, its solution through `puzc verify` and
# against its givens, the run's puzzles distinct, the same for any --jobs,
# puzzle i equal to what --seed S+i makes alone; Killer --cage-sizes
# honoured over many seeds. Checked from the outside.
. tests/lib.sh

# agree PUZZLE_LINE SOLUTION_LINE: givens that disagree with the solution
# (both in the characters form, or both name<TAB>v,v,...); "length" when
# the cell counts differ
agree() {
    awk -v p="$1" -v s="$2" 'function cells(l, a,   n, i, t) {
            if (index(l, "\t")) { t = substr(l, index(l, "\t") + 1); return split(t, a, ",") }
            n = length(l); for (i = 1; i <= n; i++) { a[i] = substr(l, i, 1); if (a[i] == ".") a[i] = 0 }
            return n }
        BEGIN { np = cells(p, P); ns = cells(s, S)
            if (np != ns) { print "length"; exit }
            for (i = 1; i <= np; i++) if (P[i] != 0 && P[i] != S[i]) bad++
            print bad + 0 }'
}

# roundtrip LABEL MODEL N GENERATE-ARGS...: N puzzles by --count, read by
# batch: each unique, each solution valid for MODEL (an empty .puz of the
# shape) and agreeing with the givens
roundtrip() {
    label=$1; model=$2; n=$3; shift 3
    echo "$model" >"$TMP/model.puz"
    $PUZC generate --count "$n" --line --seed 40 --quiet "$@" >"$TMP/rt" 2>"$TMP/rterr"
    expect_eq "$label: $n lines" "$n" "$(wc -l <"$TMP/rt" | tr -d ' ')"
    expect_eq "$label: batch --count 2 finds each unique" "$n 1" \
        "$($PUZC batch --count 2 "$TMP/rt" | sort | uniq -c | sed 's/^ *//')"
    $PUZC batch "$TMP/rt" >"$TMP/rts"
    i=1; bad=0
    while [ $i -le "$n" ]; do
        p=$(sed -n "${i}p" "$TMP/rt"); s=$(sed -n "${i}p" "$TMP/rts")
        printf '%s\n' "$s" | $PUZC verify "$TMP/model.puz" - >/dev/null 2>&1 || bad=$((bad + 1))
        [ "$(agree "$p" "$s")" = 0 ] || bad=$((bad + 1))
        i=$((i + 1))
    done
    expect_eq "$label: each solution verifies and keeps the givens" 0 "$bad"
}

roundtrip "sudoku 9x9" "sudoku 3x3" 5
roundtrip "sudoku 4x4" "sudoku 2x2" 5 --box 2x2
roundtrip "sudoku 6x6 (2x3, batch's boxes)" "sudoku 2x3" 3 --box 2x3
roundtrip "sudoku 6x6 (3x2: named sudoku 3x2)" "sudoku 3x2" 3 --box 3x2
roundtrip "sudoku 8x8 (comma form)" "sudoku 2x4" 2 --box 2x4
roundtrip "sudoku 16x16" "sudoku 4x4" 2 --box 4x4
roundtrip "latin 5" "latin 5" 4 --kind latin --size 5
roundtrip "latin 9 (not read as a Sudoku)" "latin 9" 3 --kind latin --size 9
roundtrip "latin 12" "latin 12" 2 --kind latin --size 12

# the names that carry the shape
l=$($PUZC generate --kind latin --size 9 --seed 3 --line --quiet)
expect_eq "latin --line: named 'latin 9 puzc-3'" "latin 9 puzc-3" "$(printf '%s' "$l" | cut -f1)"
l=$($PUZC generate --box 3x2 --seed 3 --line --quiet)
expect_eq "sudoku 3x2 --line: named 'sudoku 3x2 puzc-3'" "sudoku 3x2 puzc-3" "$(printf '%s' "$l" | cut -f1)"
printf 'latin 4 x\t1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\n' >"$TMP/badl"
expect_status "batch: a latin line of the wrong size is refused" 2 $PUZC batch "$TMP/badl"
printf 'latin 5 x\t1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0\n' >"$TMP/badl"
$PUZC batch "$TMP/badl" >"$TMP/err" 2>&1
expect_eq "batch: 'latin 5' on 16 values says so" 1 \
    "$(grep -c 'the name says latin 5 but the line has 16 values (4x4)' "$TMP/err")"
printf 'sudoku 2x2 x\t1,0,0,0,0,0,0,0,0\n' >"$TMP/badl"
$PUZC batch "$TMP/badl" >"$TMP/err" 2>&1
expect_eq "batch: 'sudoku 2x2' on 9 values says so" 1 \
    "$(grep -c 'the name says sudoku 2x2 but the grid is 3x3' "$TMP/err")"

# Killer lines: batch --killer; the solution verifies against the .puz that
# --seed S+i makes alone (puzzle i of the run)
for box in 3x3 3x2; do
    $PUZC generate --kind killer --box $box --count 3 --line --seed 60 --quiet >"$TMP/kl"
    expect_eq "killer $box --count 3: batch --killer finds each unique" "3 1" \
        "$($PUZC batch --killer --count 2 "$TMP/kl" | sort | uniq -c | sed 's/^ *//')"
    # each answer is the line's title, a TAB and the solution: the solution
    $PUZC batch --killer "$TMP/kl" | awk -F '\t' '{ print $NF }' >"$TMP/kls"
    bad=0
    for i in 0 1 2; do
        $PUZC generate --kind killer --box $box --seed $((60 + i)) --quiet -o "$TMP/k.puz"
        sed -n "$((i + 1))p" "$TMP/kls" | $PUZC verify "$TMP/k.puz" - >/dev/null 2>&1 || bad=$((bad + 1))
        [ "$(sed -n "$((i + 1))p" "$TMP/kl" | cut -f4)" = "$(sed -n "$((i + 1))p" "$TMP/kls")" ] || bad=$((bad + 1))
    done
    expect_eq "killer $box: each solution verifies against the .puz of --seed S+i" 0 "$bad"
done

# ---- --count: distinct, deterministic, the same for any --jobs ----
$PUZC generate --count 60 --line --seed 7 --quiet >"$TMP/j1"
$PUZC generate --count 60 --line --seed 7 --jobs 2 --quiet >"$TMP/j2"
$PUZC generate --count 60 --line --seed 7 --jobs 0 --quiet >"$TMP/j0"
expect_file "--jobs 2 writes what --jobs 1 writes" "$TMP/j1" "$TMP/j2"
expect_file "--jobs 0 (one per core) writes the same" "$TMP/j1" "$TMP/j0"
expect_eq "60 puzzles, all distinct" 60 "$(sort -u "$TMP/j1" | wc -l | tr -d ' ')"
expect_eq "puzzle 5 of --seed 7 is --seed 11 alone" "$($PUZC generate --seed 11 --line --quiet)" \
    "$(sed -n 5p "$TMP/j1")"
expect_eq "60 puzzles: batch finds each unique" "60 1" \
    "$($PUZC batch --count 2 "$TMP/j1" | sort | uniq -c | sed 's/^ *//')"
# a small shape runs out of distinct puzzles: duplicates are made again,
# and a shape with too few ends with exit 1 and says so
$PUZC generate --kind latin --size 3 --count 30 --line --seed 1 --quiet >"$TMP/l3"
expect_eq "latin 3 x30: distinct lines (duplicates made again)" 30 "$(cut -f2 "$TMP/l3" | sort -u | wc -l | tr -d ' ')"
expect_status "latin 2 x10: too few puzzles, exit 1" 1 \
    $PUZC generate --kind latin --size 2 --count 10 --line --seed 1
expect_eq "... and says why" 1 "$(grep -c 'the shape has too few puzzles for 10 distinct ones' "$TMP/err")"
expect_eq "... after writing the distinct ones it found" 8 "$(wc -l <"$TMP/out" | tr -d ' ')"
# the report names the count and the threads
$PUZC generate --count 3 --line --seed 1 --jobs 2 >/dev/null 2>"$TMP/err"
expect_eq "report: 3 puzzles, 2 threads" 1 "$(grep -c '^puzc generate: 3 sudoku 9x9 puzzles, each unique, all distinct .* 2 threads, seeds 1..3$' "$TMP/err")"
# usage
$PUZC generate --count 3 >/dev/null 2>"$TMP/err"
expect_eq "--count without --line: refused with why" \
    "puzc generate: error: --count writes one puzzle a line: add --line (a .puz file holds one puzzle; \`puzc batch\` reads the lines back)" \
    "$(head -n 1 "$TMP/err")"
expect_status "--count without --line: exit 2" 2 $PUZC generate --count 3
expect_status "--jobs without --count: exit 2" 2 $PUZC generate --jobs 2 --line
expect_status "--count 0: exit 2" 2 $PUZC generate --count 0 --line
expect_status "--count with --fill: exit 2" 2 $PUZC generate --count 2 --fill --line

# ---- Killer --cage-sizes A-B: every cage's size within [A, B] ----
# cage_sizes_out A B FILE: cages (over all lines) whose size is outside [A, B],
# then the number of cages read
cage_sizes_out() {
    cut -f2 "$3" | awk -v a="$1" -v b="$2" '{ delete k
        for (i = 1; i <= length($0); i++) k[substr($0, i, 1)]++
        for (c in k) { n++; if (k[c] < a || k[c] > b) bad++ } }
        END { print bad + 0, (n > 0) }'
}
for range in 2-5 2-4 2-3 1-3; do
    a=${range%-*}; b=${range#*-}
    $PUZC generate --kind killer --cage-sizes $range --count 12 --jobs 2 --line --seed 100 --quiet >"$TMP/kc" 2>"$TMP/err"
    expect_eq "killer --cage-sizes $range, 12 seeds: every cage of $a to $b cells" "0 1" \
        "$(cage_sizes_out $a $b "$TMP/kc")"
    expect_eq "killer --cage-sizes $range: batch finds each unique" "12 1" \
        "$($PUZC batch --killer --count 2 "$TMP/kc" | sort | uniq -c | sed 's/^ *//')"
done
$PUZC generate --kind killer --box 2x3 --cage-sizes 2-3 --count 4 --line --seed 5 --quiet >"$TMP/kc"
expect_eq "6x6 killer --cage-sizes 2-3: every cage of 2 to 3 cells" "0 1" "$(cage_sizes_out 2 3 "$TMP/kc")"
# the .puz form says the same (its cage map read back by the front end)
$PUZC generate --kind killer --cage-sizes 2-4 --seed 9 --quiet -o "$TMP/k.puz"
expect_eq "killer --cage-sizes 2-4 .puz: puzc check reads no cage under 2 or over 4 cells" 0 \
    "$(awk '/^cages/ { on = 1; next } /^sums/ { on = 0 } on { gsub(/[ |+-]/, ""); printf "%s", $0 }' "$TMP/k.puz" |
       awk '{ for (i = 1; i <= length($0); i++) k[substr($0, i, 1)]++ } END { for (c in k) if (k[c] < 2 || k[c] > 4) bad++; print bad + 0 }')"
expect_status "killer --cage-sizes 2-4 .puz: accepted" 0 $PUZC check "$TMP/k.puz"
expect_eq "killer --cage-sizes 2-4 .puz: unique" 1 "$($PUZC solve "$TMP/k.puz" --count 2)"
# impossible requests
$PUZC generate --kind killer --box 2x2 --cage-sizes 3-3 --seed 1 >/dev/null 2>"$TMP/err"
expect_eq "cages of 3 cells cannot tile 16 cells: says so" \
    "puzc generate: error: no cages of 3-3 cells make up the 16 cells of the grid" "$(cat "$TMP/err")"
expect_status "... exit 2" 2 $PUZC generate --kind killer --box 2x2 --cage-sizes 3-3 --seed 1
# (tries without end: the time limit is what stops it; its 200 tries by
# default may run out first on a fast machine, the answer no, exit 1)
expect_status "cages of 4 cells on 4x4 (every sum 10: never unique): stopped by --time-limit, exit 4" 4 \
    $PUZC generate --kind killer --box 2x2 --cage-sizes 4-4 --seed 1 --time-limit 1 --tries 100000000
expect_status "... with its 200 tries and no time limit: none found, exit 1" 1 \
    $PUZC generate --kind killer --box 2x2 --cage-sizes 4-4 --seed 1 --tries 200
expect_eq "... and says why" 1 "$(grep -c '^puzc generate: no unique Killer with cages of 4-4 cells in [0-9]* tries' "$TMP/err")"
