# t_baseline.sh -- native's baseline methods (--method backtrack|fc-mrv|
# norvig, backends/native/baseline/baseline.c: the survey's pure backtracking,
# forward checking with MRV, Norvig's propagation) against counts from the
# literature and against --method bitset: every model, small models with
# sums and short groups counted exhaustively, samples of the shared sets
# (answers equal, counts to 2 and 3 equal), Killers against their listed
# solutions, every solution seen by --all, no solution, limits, and the
# effort each method spends on AI Escargot.
. tests/lib.sh

METHODS="backtrack fc-mrv norvig"
HARD=models/sudoku_9x9_hard.puz

# --- counts from the literature ----------------------------------------------
echo "sudoku 2x2" >"$TMP/s4.puz"
echo "latin 3" >"$TMP/l3.puz"
echo "latin 4" >"$TMP/l4.puz"
echo "latin 5" >"$TMP/l5.puz"
for m in $METHODS; do
    expect_eq "$m: the empty 4x4 Sudoku has 288 grids" 288 "$($PUZC solve "$TMP/s4.puz" --method $m --count 1000)"
    expect_eq "$m: Latin squares of order 3: 12" 12 "$($PUZC solve "$TMP/l3.puz" --method $m --count 100)"
    expect_eq "$m: Latin squares of order 4: 576" 576 "$($PUZC solve "$TMP/l4.puz" --method $m --count 1000)"
    expect_eq "$m: Latin squares of order 5: 161280" 161280 "$($PUZC solve "$TMP/l5.puz" --method $m --count 200000)"
    expect_eq "$m: --count 10 stops at 10: 10+" 10+ "$($PUZC solve "$TMP/s4.puz" --method $m --count 10)"
done

# --- every solution reaches the caller: --all equals bitset's list ----------
$PUZC solve "$TMP/s4.puz" --all --line 2>/dev/null | sort >"$TMP/all.bitset"
for m in $METHODS; do
    $PUZC solve "$TMP/s4.puz" --method $m --all --line 2>/dev/null | sort >"$TMP/all.$m"
    expect_eq "$m: --all lists 288 distinct grids" 288 "$(sort -u "$TMP/all.$m" | wc -l | tr -d ' ')"
    expect_file "$m: --all lists bitset's 288 grids" "$TMP/all.bitset" "$TMP/all.$m"
done

# --- sums, cages, short groups: exhaustive counts equal bitset's -----------
# (sums are checked when full by backtrack, bounded by fc-mrv and norvig)
i=0
while IFS='|' read -r what text; do
    i=$((i + 1))
    printf '%b\n' "$text" >"$TMP/x$i.puz"
    want=$($PUZC solve "$TMP/x$i.puz" --count 100000)
    for m in $METHODS; do
        expect_eq "$what: $m counts $want like bitset" "$want" "$($PUZC solve "$TMP/x$i.puz" --method $m --count 100000)"
    done
done <<'EOF'
4x4 with a cage|sudoku 2x2\ncage 3 r1c1 r1c2
4x4 with a plain diagonal sum|sudoku 2x2\nsum 10 r1c1 r2c2 r3c3 r4c4
Latin 4 with two sums and a cage|latin 4\nsum 5 r1c1 r4c4\nsum 7 r2c1 r3c2 r4c3\ncage 5 r2c2 r3c3
Latin 4 with a short distinct group|latin 4\ndistinct r1c1 r2c2 r3c3
diagonal 4x4|sudoku 2x2\ndistinct diagonals
grid with sums only|grid 3x3\nvalues 1..3\ndistinct rows\nsum 6 r1c1 r2c1 r3c1\nsum 4 r1c2 r2c3
6x6 Killer cages|killer 2x3\ncage 7 r1c1..r1c3\ncage 9 r1c4 r1c5\ncage 12 r1c6..r3c6\ncage 8 r2c1 r2c2\ngiven r5c1 = 4
EOF
printf 'sudoku 2x2\nsum 3 r1c1 r1c2\nsum 3 r1c3 r1c4\n' >"$TMP/none.puz"
printf 'sudoku 3x3\ngivens\n12...7.9.\n.3..2...8\n..96..5..\n..53..9..\n.1..8...2\n6....4...\n3......1.\n.4......7\n..7...3..\n' >"$TMP/wrong.puz"
for m in $METHODS; do
    expect_status "$m: sums that cannot hold: exit 1" 1 $PUZC solve "$TMP/none.puz" --method $m
    expect_eq "$m: ... says no solution" "no solution" "$(cat "$TMP/out")"
    expect_status "$m: AI Escargot with r1c2 = 2 (no solution): exit 1" 1 $PUZC solve "$TMP/wrong.puz" --method $m --count 2
done

# --- every model: unique, and bitset's solution -----------------------------
# Left out, as too slow to count: pure backtracking on the jigsaw (3 s), the
# X-Sudoku (2 s), the 9-cell-cage Killer (40 s), 16x16 (8 min) and 25x25;
# fc-mrv on 25x25 (over a minute).
slow() {
    case "$1:$2" in
    backtrack:*jigsaw* | backtrack:*xsudoku* | backtrack:*killer_9x9.puz | backtrack:*16x16* | \
        backtrack:*25x25* | fc-mrv:*25x25*) return 0 ;;
    esac
    return 1
}
for f in models/*.puz; do
    $PUZC solve "$f" --line >"$TMP/want"
    # the baselines know groups and sums: a model with variants is refused
    var=$(sed -n 's/^\(odd\|even\|less\|thermo\|consecutive\|double\|arrow\|xv\|nonconsecutive\|negative\)\( .*\|$\)/\1/p' "$f" | head -n 1 | sed 's/thermo/less/')
    if [ -n "$var" ]; then
        for m in $METHODS; do
            expect_status "$f: $m refuses it" 2 $PUZC solve "$f" --method $m
            case $var in odd | even) takers="sat, dlx or ilp" ;; *) takers="sat or ilp" ;; esac
            expect_eq "... by name" "puzc solve: error: native --method $m cannot express '$var' (use native with its default options, $takers)" "$(cat "$TMP/err")"
        done
        continue
    fi
    for m in $METHODS; do
        slow $m "$f" && continue
        expect_eq "$f: $m finds one solution" 1 "$($PUZC solve "$f" --method $m --count 2)"
        $PUZC solve "$f" --method $m --line >"$TMP/got"
        expect_file "$f: $m's solution is bitset's" "$TMP/want" "$TMP/got"
    done
done

# --- limits -------------------------------------------------------------------
echo "sudoku 3x3" >"$TMP/e9.puz"
for m in $METHODS; do
    $PUZC solve "$TMP/e9.puz" --method $m --time-limit 0.3 --count 100000000 >"$TMP/out" 2>"$TMP/err"
    rc=$?
    case "$rc:$(cat "$TMP/err")" in
    "4:puzc solve: time limit reached: at least "[1-9]*" solutions") ok "$m: --time-limit 0.3 on an empty 9x9: '$(cat "$TMP/err")', exit 4" ;;
    *) not_ok "$m: --time-limit 0.3 on an empty 9x9: exit $rc, '$(cat "$TMP/err")'" ;;
    esac
done
expect_status "--method xyz is refused" 2 $PUZC solve "$HARD" --method xyz
expect_eq "... naming the four methods" "puzc solve: error: native: unknown --method 'xyz' (have: bitset backtrack fc-mrv norvig)" "$(cat "$TMP/err")"
expect_status "batch refuses it too" 2 $PUZC batch --method xyz /dev/null
expect_eq "... naming the four methods" "puzc batch: error: native: unknown --method 'xyz' (have: bitset backtrack fc-mrv norvig)" "$(cat "$TMP/err")"

# --- effort on AI Escargot: what propagation buys ---------------------------
# Nodes counting to 2, deterministic: each method's propagation cuts the
# tree of the one before (--stats: "..., N guesses, ...").
nodes() { $PUZC solve "$HARD" --method "$1" --count 2 --stats 2>&1 >/dev/null | sed -n 's/.*sums, \([0-9]*\) guesses.*/\1/p'; }
bt=$(nodes backtrack) fc=$(nodes fc-mrv) nv=$(nodes norvig)
expect_eq "AI Escargot nodes: backtrack 18884, fc-mrv 2231, norvig 142" "18884 2231 142" "$bt $fc $nv"
$PUZC solve "$HARD" --method fc-mrv --stats >/dev/null 2>"$TMP/err"
expect_eq "the baselines never take the 9x9 fast path; the note says what effort counts" \
    "fc-mrv: effort counts nodes (values the search put in a cell)" \
    "$(grep -v 'fast path' "$TMP/err" | grep -o 'fc-mrv: effort counts.*')"

have_sets || { skip "shared puzzle sets not found: set checks"; exit 0; }
S9=$SHARED/sudoku9

# --- samples of the 9x9 sets: the same answers as bitset, verified by batch -
for set in mantere_koljonen_46 norvig_top95 tdoku_magictour_top1465 tdoku_forum_hardest_1905_11plus tdoku_17_clue; do
    head -n 40 "$S9/$set.txt" >"$TMP/b.txt"
    $PUZC batch "$TMP/b.txt" >"$TMP/want"
    for m in fc-mrv norvig; do
        expect_status "$set, 40 lines: $m solves each (exit 0)" 0 $PUZC batch --method $m "$TMP/b.txt"
        expect_file "$set: $m's answers are bitset's" "$TMP/want" "$TMP/out"
    done
done
# pure backtracking on the lines it finishes quickly (a 17-clue line can
# take minutes)
for set in mantere_koljonen_46 tdoku_forum_hardest_1905_11plus; do
    head -n 8 "$S9/$set.txt" >"$TMP/b.txt"
    $PUZC batch --count 2 "$TMP/b.txt" >"$TMP/want"
    expect_status "$set, 8 lines: backtrack counts each to 2 (exit 0)" 0 $PUZC batch --method backtrack --count 2 "$TMP/b.txt"
    expect_file "$set: backtrack's counts are bitset's" "$TMP/want" "$TMP/out"
    $PUZC batch "$TMP/b.txt" >"$TMP/want"
    $PUZC batch --method backtrack "$TMP/b.txt" >"$TMP/out"
    expect_file "$set: backtrack's answers are bitset's" "$TMP/want" "$TMP/out"
done
# several solutions: counts to 2 and to 3 equal bitset's
head -n 40 "$S9/tdoku_serg_benchmark.txt" >"$TMP/serg.txt"
$PUZC batch --count 3 "$TMP/serg.txt" >"$TMP/want3"
for m in $METHODS; do
    expect_eq "serg benchmark, 40 lines: $m counts 2+ solutions on each" "40 2+" \
        "$($PUZC batch --method $m --count 2 "$TMP/serg.txt" | sort | uniq -c | sed 's/^ *//')"
    $PUZC batch --method $m --count 3 "$TMP/serg.txt" >"$TMP/got3"
    expect_file "serg benchmark: $m's counts to 3 are bitset's" "$TMP/want3" "$TMP/got3"
    expect_eq "lloyd-amos sabuncu3: $m counts 2+" 2+ \
        "$(grep sabuncu3 "$S9/lloyd_amos_logic_solvable_16.txt" | $PUZC batch --method $m --count 2)"
done
# threads: the same answers
head -n 40 "$S9/norvig_top95.txt" >"$TMP/b.txt"
$PUZC batch --method norvig "$TMP/b.txt" >"$TMP/one"
$PUZC batch --method norvig --jobs 2 "$TMP/b.txt" >"$TMP/two"
expect_file "norvig with --jobs 2: the same answers in order" "$TMP/one" "$TMP/two"

# --- Killers: the listed solutions -------------------------------------------
head -n 10 "$SHARED/killer/krazydad_killer_9x9.txt" >"$TMP/k.txt"
cut -f1,4 "$TMP/k.txt" >"$TMP/k.want" # the answer: title, TAB, solution
for m in fc-mrv norvig; do
    $PUZC batch --killer --method $m "$TMP/k.txt" >"$TMP/k.out"
    expect_file "10 krazydad Killers: $m's solutions are the listed ones" "$TMP/k.want" "$TMP/k.out"
done

# --- larger grids: ACS 16x16 samples -----------------------------------------
head -n 10 "$SHARED/sudokuNxN/acs_general_16x16.txt" >"$TMP/n.txt"
$PUZC batch --count 2 "$TMP/n.txt" >"$TMP/want"
$PUZC batch --method norvig --count 2 "$TMP/n.txt" >"$TMP/got"
expect_file "ACS 16x16, 10 lines: norvig's counts are bitset's" "$TMP/want" "$TMP/got"
