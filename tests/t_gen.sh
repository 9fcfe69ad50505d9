# t_gen.sh -- puzc generate and puzc rate, checked from the outside: every
# filled grid through `puzc verify`, every puzzle through `puzc check`,
# `puzc solve --count 2` and the givens-against-solution comparison;
# symmetry and minimality by counting; rate against known puzzles; the
# public API (tests/unit/gen_test.c) and uniqueness counted by backends
# other than native.
. tests/lib.sh
CC=${CC:-cc}

# empty SHAPE FILE: the empty model a line is verified against
empty() { echo "$1" >"$2"; }

# ---- filling: every method, several shapes ----
for box in 2x2 3x3 4x4 2x3 3x2 2x4; do
    empty "sudoku $box" "$TMP/e$box.puz"
    for m in backtrack prune weighted row block; do
        $PUZC generate --fill --box $box --method $m --seed 7 --line --quiet >"$TMP/f" 2>"$TMP/ferr"
        rc=$?
        expect_eq "fill $box $m: exit 0" 0 "$rc"
        expect_status "fill $box $m: puzc verify says valid" 0 $PUZC verify "$TMP/e$box.puz" "$TMP/f"
    done
done
for m in weighted row block; do
    empty "sudoku 5x5" "$TMP/e25.puz"
    $PUZC generate --fill --box 5x5 --method $m --seed 3 --line --quiet >"$TMP/f"
    expect_status "fill 25x25 $m: valid" 0 $PUZC verify "$TMP/e25.puz" "$TMP/f"
done
for m in row block; do
    empty "sudoku 8x8" "$TMP/e64.puz"
    $PUZC generate --fill --box 8x8 --method $m --seed 3 --line --quiet >"$TMP/f"
    expect_eq "fill 64x64 $m: one comma-separated line" "4096" "$(cut -f2 "$TMP/f" | tr ',' '\n' | wc -l | tr -d ' ')"
    expect_status "fill 64x64 $m: valid" 0 $PUZC verify "$TMP/e64.puz" "$TMP/f"
done
for n in 5 7 12; do
    empty "latin $n" "$TMP/l$n.puz"
    for m in backtrack prune weighted row; do
        $PUZC generate --fill --kind latin --size $n --method $m --seed 2 --line --quiet >"$TMP/f"
        expect_status "fill Latin $n $m: valid" 0 $PUZC verify "$TMP/l$n.puz" "$TMP/f"
    done
done
# the .puz form of a filled grid is a model puzc accepts, solved by itself
$PUZC generate --fill --box 4x4 --seed 5 --quiet -o "$TMP/full16.puz"
expect_status "fill as .puz: puzc check accepts it" 0 $PUZC check "$TMP/full16.puz"
expect_eq "fill as .puz: 256 givens" 256 "$($PUZC check "$TMP/full16.puz" | awk '$1 == "givens" {print $2}')"
if $PUZC backends --names | grep -qx ilp; then
    empty "latin 5" "$TMP/el5.puz"; empty "latin 7" "$TMP/el7.puz"
    for box in 2x2 3x3; do
        $PUZC generate --fill --box $box --method ilp --seed 4 --line --quiet >"$TMP/f"
        expect_status "fill $box ilp (default: band by band): valid" 0 $PUZC verify "$TMP/e$box.puz" "$TMP/f"
    done
    # the default is the band fill on the paper's = 1 rows (the strategy
    # that reaches 36x36); --ilp-fix row is the paper's whole-grid program,
    # max-sum with the first row fixed; a seed gives the same grid twice
    for box in 3x3 4x4; do
        a=$($PUZC generate --fill --box $box --method ilp --seed 3 --line --quiet)
        expect_eq "fill $box ilp: the default is --ilp-fix bands --ilp-option formulation=classic" "$a" \
            "$($PUZC generate --fill --box $box --method ilp --ilp-fix bands --ilp-option formulation=classic --seed 3 --line --quiet)"
        expect_eq "... and the same seed gives it again" "$a" "$($PUZC generate --fill --box $box --method ilp --seed 3 --line --quiet)"
    done
    expect_eq "fill 3x3 ilp --ilp-fix row: max-sum unless told" \
        "$($PUZC generate --fill --method ilp --ilp-fix row --ilp-option formulation=maxsum --seed 5 --line --quiet)" \
        "$($PUZC generate --fill --method ilp --ilp-fix row --seed 5 --line --quiet)"
    # the stronger fill: diagonal boxes fixed, the paper's = 1 rows, GLPK's
    # heuristics; each combination verified, and the diagonal boxes are
    # what the same seed's grid has there (fixed before GLPK runs)
    for opts in "--ilp-fix diag" "--ilp-fix diag --ilp-option formulation=classic" \
                "--ilp-fix row --ilp-option heuristics" \
                "--ilp-fix diag --ilp-option formulation=classic --ilp-option heuristics"; do
        for box in 2x3 3x3; do
            $PUZC generate --fill --box $box --method ilp $opts --seed 6 --line --quiet >"$TMP/f"
            expect_status "fill $box ilp $opts: valid" 0 $PUZC verify "$TMP/e$box.puz" "$TMP/f"
        done
    done
    # the band fill: one small program a band (Latin: a row), verified
    for spec in "2x3:--box 2x3" "3x2:--box 3x2" "3x3:--box 3x3" "l5:--kind latin --size 5" "l7:--kind latin --size 7"; do
        e=${spec%%:*}; args=${spec#*:}
        $PUZC generate --fill $args --method ilp --ilp-fix bands --seed 3 --line --quiet >"$TMP/f"
        expect_status "fill $args ilp --ilp-fix bands: valid" 0 $PUZC verify "$TMP/e$e.puz" "$TMP/f"
        $PUZC generate --fill $args --method ilp --ilp-fix diag --ilp-option formulation=classic --seed 3 --line --quiet >"$TMP/f"
        expect_status "fill $args ilp --ilp-fix diag (classic rows): valid" 0 $PUZC verify "$TMP/e$e.puz" "$TMP/f"
    done
    expect_status "ilp --ilp-fix bands with --time-limit 0.000001: exit 1" 1 \
        $PUZC generate --fill --box 4x4 --method ilp --ilp-fix bands --time-limit 0.000001 --seed 1
    grep -q 'ilp: no grid: time limit 1e-06 s reached in band 1 of 4' "$TMP/err" && ok "... says which band it reached" ||
        { not_ok "no band message"; sed 's/^/    /' "$TMP/err"; }
    a=$($PUZC generate --fill --method ilp --ilp-fix diag --seed 8 --line --quiet)
    b=$($PUZC generate --fill --method ilp --ilp-fix diag --seed 8 --ilp-option formulation=classic --line --quiet)
    expect_eq "ilp --ilp-fix diag: the same seed fixes the same first box" "$(echo "$a" | cut -c1-3)" "$(echo "$b" | cut -c1-3)"
    $PUZC generate --fill --method ilp --ilp-fix diag --verbose --seed 2 --line >/dev/null 2>"$TMP/err"
    expect_eq "ilp --ilp-fix diag --verbose: GLPK gets 216 of the 729 columns" \
        "216 rows, 216 columns, 864 non-zeros" "$(sed -n 2p "$TMP/err")"
    expect_status "--ilp-fix spiral: exit 2" 2 $PUZC generate --fill --method ilp --ilp-fix spiral
    expect_eq "... naming the values" "puzc generate: error: unknown --ilp-fix 'spiral' (row, diag, bands)" "$(cat "$TMP/err")"
    expect_status "--ilp-option bogus: exit 2" 2 $PUZC generate --fill --method ilp --ilp-option bogus
    expect_eq "... with the backend's message" "puzc generate: error: --ilp-option: backend ilp has no option --bogus (it takes --formulation, --no-eliminate, --bounds, --heuristics, --verbose)" "$(cat "$TMP/err")"
    expect_status "--ilp-option formulation=reduced: exit 2" 2 $PUZC generate --fill --method ilp --ilp-option formulation=reduced --seed 1
    expect_eq "... the fill takes maxsum or classic" "puzc generate: error: the ILP fill takes formulation maxsum or classic, not reduced" "$(grep error "$TMP/err")"
    expect_status "--ilp-fix without --method ilp: exit 2" 2 $PUZC generate --fill --method row --ilp-fix diag
    expect_eq "... says so" "puzc generate: error: --ilp-fix and --ilp-option are for --method ilp" "$(head -n 1 "$TMP/err")"
else
    skip "ilp backend not built: --method ilp"
fi
# the time limit stops a slow method with exit 1 and a message
expect_status "backtrack on 64x64 with --time-limit 0.2: exit 1" 1 \
    $PUZC generate --fill --box 8x8 --method backtrack --time-limit 0.2 --seed 1 --line
expect_eq "... and says why" 1 "$(grep -c 'did not fill the 64x64 grid within 0.2 s' "$TMP/err")"

# ---- reproducible ----
for m in backtrack prune weighted row block; do
    a=$($PUZC generate --fill --method $m --seed 11 --line --quiet)
    b=$($PUZC generate --fill --method $m --seed 11 --line --quiet)
    c=$($PUZC generate --fill --method $m --seed 12 --line --quiet)
    expect_eq "fill $m: same seed, same grid" "$a" "$b"
    if [ "$a" != "$c" ]; then ok "fill $m: another seed, another grid"; else not_ok "fill $m: seeds 11 and 12 gave the same grid"; fi
done
a=$($PUZC generate --seed 21 --quiet); b=$($PUZC generate --seed 21 --quiet); c=$($PUZC generate --seed 22 --quiet)
expect_eq "puzzle: same seed, same .puz" "$a" "$b"
if [ "$a" != "$c" ]; then ok "puzzle: another seed, another puzzle"; else not_ok "puzzle: seeds 21 and 22 agree"; fi

# ---- unique puzzles ----
# check_puzzle NAME FILE: accepted, exactly one solution, givens agree with it
check_puzzle() {
    expect_status "$1: puzc check accepts it" 0 $PUZC check "$2"
    expect_eq "$1: exactly one solution" 1 "$($PUZC solve "$2" --count 2)"
    $PUZC solve "$2" --line >"$TMP/sol"
    $PUZC check --grid "$2" | tr -d ' |+-' | tr -d '\n' >"$TMP/giv"
    bad=$(awk -v g="$(cat "$TMP/giv")" -v s="$(cut -f2 "$TMP/sol" | tr -d ',')" 'BEGIN {
        if (length(g) != length(s)) { print "length"; exit }
        for (i = 1; i <= length(g); i++) { c = substr(g, i, 1); if (c != "." && c != substr(s, i, 1)) n++ }
        print n + 0 }')
    expect_eq "$1: every given agrees with the solution" 0 "$bad"
}
for s in 1 2 3 4 5; do
    $PUZC generate --seed $s --quiet -o "$TMP/p$s.puz"
    check_puzzle "9x9 seed $s" "$TMP/p$s.puz"
done
$PUZC generate --box 2x3 --seed 3 --quiet -o "$TMP/p6.puz"
check_puzzle "6x6 (2x3 boxes)" "$TMP/p6.puz"
$PUZC generate --box 4x4 --seed 3 --quiet -o "$TMP/p16.puz"
check_puzzle "16x16" "$TMP/p16.puz"
$PUZC generate --kind latin --size 6 --seed 3 --quiet -o "$TMP/pl6.puz"
check_puzzle "Latin 6" "$TMP/pl6.puz"
$PUZC generate --kind latin --size 9 --seed 3 --method row --quiet -o "$TMP/pl9.puz"
check_puzzle "Latin 9 from the row pattern" "$TMP/pl9.puz"
# the report: a comment in the .puz and a line on stderr
expect_eq ".puz states clues and difficulty" 1 "$(grep -c '^# [0-9]* clues; difficulty [a-z]* (hardest technique' "$TMP/p1.puz")"
$PUZC generate --seed 1 >/dev/null 2>"$TMP/err"
expect_eq "stderr reports clues and rating" 1 "$(grep -c 'sudoku 9x9, [0-9]* clues, [a-z]* (' "$TMP/err")"

# one-line puzzles, as batch reads them
$PUZC generate --seed 9 --line --quiet >"$TMP/l9"
expect_eq "9x9 --line: 81 characters" 81 "$(tr -d '\n' <"$TMP/l9" | wc -c | tr -d ' ')"
expect_eq "9x9 --line: batch counts one solution" 1 "$($PUZC batch --count 2 "$TMP/l9")"
$PUZC generate --box 4x4 --seed 9 --line --quiet >"$TMP/l16"
expect_eq "16x16 --line: batch counts one solution" 1 "$($PUZC batch --count 2 "$TMP/l16")"

# --clues: a reachable target is met exactly
$PUZC generate --seed 4 --clues 32 --line --quiet >"$TMP/c"
expect_eq "--clues 32 gives 32 clues" 32 "$(tr -d '.\n' <"$TMP/c" | wc -c | tr -d ' ')"
expect_eq "--clues 32: unique" 1 "$($PUZC batch --count 2 "$TMP/c")"

# ---- symmetry ----
# sym_bad LINE N KIND: cells whose image disagrees on being a given
sym_bad() {
    awk -v l="$1" -v n="$2" -v k="$3" 'BEGIN {
        for (r = 0; r < n; r++) for (c = 0; c < n; c++) {
            if (k == "rot180") { r2 = n - 1 - r; c2 = n - 1 - c }
            if (k == "rot90")  { r2 = c; c2 = n - 1 - r }
            if (k == "mirror") { r2 = r; c2 = n - 1 - c }
            a = substr(l, r * n + c + 1, 1) != "."; b = substr(l, r2 * n + c2 + 1, 1) != "."
            if (a != b) bad++
        }
        print bad + 0 }'
}
for sym in rot180 rot90 mirror; do
    for s in 1 2; do
        l=$($PUZC generate --symmetry $sym --seed $s --line --quiet)
        expect_eq "--symmetry $sym seed $s: givens symmetric" 0 "$(sym_bad "$l" 9 $sym)"
        expect_eq "--symmetry $sym seed $s: unique" 1 "$(echo "$l" | $PUZC batch --count 2)"
    done
done
l=$($PUZC generate --box 4x4 --symmetry rot180 --seed 1 --line --quiet)
expect_eq "16x16 rot180: givens symmetric" 0 "$(sym_bad "$l" 16 rot180)"

# ---- minimal: removing any one given makes it non-unique ----
for s in 1 2; do
    l=$($PUZC generate --minimal --seed $s --line --quiet)
    awk -v l="$l" 'BEGIN { for (i = 1; i <= 81; i++) if (substr(l, i, 1) != ".")
        print substr(l, 1, i - 1) "." substr(l, i + 1) }' >"$TMP/minus"
    n=$(wc -l <"$TMP/minus" | tr -d ' ')
    expect_eq "--minimal seed $s: each of its $n givens is needed" "$n 2+" \
        "$($PUZC batch --count 2 "$TMP/minus" | sort | uniq -c | sed 's/^ *//')"
done
l=$($PUZC generate --box 2x2 --minimal --seed 3 --line --quiet)
awk -v l="$l" 'BEGIN { for (i = 1; i <= 16; i++) if (substr(l, i, 1) != ".")
    print substr(l, 1, i - 1) "." substr(l, i + 1) }' >"$TMP/minus"
n=$(wc -l <"$TMP/minus" | tr -d ' ')
expect_eq "4x4 --minimal: each of its $n givens is needed" "$n 2+" \
    "$($PUZC batch --count 2 "$TMP/minus" | sort | uniq -c | sed 's/^ *//')"

# ---- difficulty, judged by puzc rate ----
for d in easy medium hard fiendish expert; do
    $PUZC generate --difficulty $d --seed 5 --quiet -o "$TMP/d.puz"
    expect_eq "--difficulty $d: rate agrees" "$d" "$($PUZC rate "$TMP/d.puz" | awk '$1 == "difficulty" {print $2}')"
    expect_eq "--difficulty $d: unique" 1 "$($PUZC solve "$TMP/d.puz" --count 2)"
done

# ---- Killer ----
for s in 1 2 3; do
    $PUZC generate --kind killer --seed $s --quiet -o "$TMP/k$s.puz"
    expect_status "killer seed $s: puzc check accepts it" 0 $PUZC check "$TMP/k$s.puz"
    expect_eq "killer seed $s: no givens" 0 "$($PUZC check "$TMP/k$s.puz" | awk '$1 == "givens" {print $2}')"
    expect_eq "killer seed $s: exactly one solution" 1 "$($PUZC solve "$TMP/k$s.puz" --count 2)"
done
$PUZC generate --kind killer --cage-sizes 2-4 --seed 4 --quiet -o "$TMP/k4.puz"
expect_eq "killer --cage-sizes 2-4: unique" 1 "$($PUZC solve "$TMP/k4.puz" --count 2)"
$PUZC generate --kind killer --seed 5 --line --quiet >"$TMP/kl"
expect_eq "killer --line: batch --killer counts one solution" 1 "$($PUZC batch --killer --count 2 "$TMP/kl")"
expect_eq "killer --line: batch solves it to the listed grid" "$(cut -f1,4 "$TMP/kl")" "$($PUZC batch --killer "$TMP/kl")"
$PUZC generate --kind killer --box 4x4 --seed 1 --quiet -o "$TMP/k16.puz"
expect_eq "16x16 killer (over 52 cages: numbered labels): accepted and unique" "0 1" \
    "$($PUZC check "$TMP/k16.puz" >/dev/null; echo $?) $($PUZC solve "$TMP/k16.puz" --count 2)"
$PUZC generate --kind killer --box 2x3 --seed 2 --quiet -o "$TMP/k6.puz"
expect_eq "6x6 killer: unique" 1 "$($PUZC solve "$TMP/k6.puz" --count 2)"

# ---- rate ----
expect_eq "rate: Wikipedia's easy Sudoku is easy" easy "$($PUZC rate models/sudoku_9x9_easy.puz | awk '$1 == "difficulty" {print $2}')"
expect_eq "rate: AI Escargot is expert" expert "$($PUZC rate models/sudoku_9x9_hard.puz | awk '$1 == "difficulty" {print $2}')"
expect_eq "rate: AI Escargot needs guesses" 1 "$($PUZC rate models/sudoku_9x9_hard.puz | awk '$1 == "guesses" {print ($2 > 0)}')"
for f in models/sudoku_4x4.puz models/sudoku_6x6.puz models/sudoku_16x16.puz models/latin_5.puz models/latin_7.puz models/jigsaw_9x9.puz models/xsudoku_9x9.puz; do
    expect_status "rate $f: exit 0" 0 $PUZC rate "$f"
    expect_eq "rate $f: unique" 1 "$(awk '$1 == "solutions" {print $2}' "$TMP/out")"
done
$PUZC rate --json models/sudoku_9x9_easy.puz >"$TMP/j"
expect_eq "rate --json: difficulty and counts" 1 "$(grep -c '"difficulty":"easy".*"techniques":{"naked_single":[0-9]' "$TMP/j")"
# a singles-only line and the hardest known lines
echo "sudoku 3x3" >"$TMP/r.puz"; echo givens >>"$TMP/r.puz"
echo "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" | fold -w 9 >>"$TMP/r.puz"
expect_eq "rate: a singles puzzle is easy" easy "$($PUZC rate "$TMP/r.puz" | awk '$1 == "difficulty" {print $2}')"
if have_sets; then
    head -n 3 "$SHARED/sudoku9/tdoku_forum_hardest_1905_11plus.txt" | cut -c1-81 | while read -r line; do
        { echo "sudoku 3x3"; echo givens; echo "$line" | fold -w 9; } >"$TMP/h.puz"
        $PUZC rate "$TMP/h.puz" | awk '$1 == "difficulty" {print $2}'
    done >"$TMP/hard"
    expect_eq "rate: three of the forum's hardest are expert" "3 expert" "$(sort "$TMP/hard" | uniq -c | sed 's/^ *//')"
else
    skip "shared puzzle sets not found: hardest-set rating"
fi
# no solution, not unique, bad input
{ echo "sudoku 2x2"; echo givens; echo "123."; echo "...4"; echo "...."; echo "...."; } >"$TMP/nosol.puz"
{ echo "sudoku 2x2"; echo givens; echo "1..."; echo "...."; echo "...."; echo "...."; } >"$TMP/multi.puz"
expect_status "rate: a contradictory puzzle exits 1" 1 $PUZC rate "$TMP/nosol.puz"
expect_eq "... and says no solution" 1 "$(grep -c 'no solution' "$TMP/out")"
expect_status "rate: a puzzle with many solutions exits 0" 0 $PUZC rate "$TMP/multi.puz"
expect_eq "... and says it is not unique, with no grade" 1 "$(grep -c '^difficulty *none: not unique' "$TMP/out")"
expect_status "rate: a model with plain sums is refused (exit 2)" 2 $PUZC rate models/custom_sum.puz
expect_eq "... with a reason" 1 "$(grep -c 'is a sum without distinct values' "$TMP/err")"
expect_status "rate: a missing file exits 2" 2 $PUZC rate "$TMP/nothere.puz"
expect_status "rate: no file exits 2" 2 $PUZC rate
expect_status "rate: unknown option exits 2" 2 $PUZC rate --bogus models/sudoku_4x4.puz

# ---- options ----
$PUZC generate --seed 2 -o "$TMP/o.puz" 2>/dev/null >"$TMP/stdout"
expect_eq "-o writes the file, nothing on stdout" "1 0" "$(grep -c '^sudoku 3x3' "$TMP/o.puz") $(wc -c <"$TMP/stdout" | tr -d ' ')"
$PUZC generate --fill --seed 2 --verbose --line >/dev/null 2>"$TMP/err"
expect_eq "--verbose reports the fill" 1 "$(grep -c '^fill weighted:' "$TMP/err")"
bad() { # bad WHAT MESSAGE ARGS...
    what=$1; msg=$2; shift 2
    expect_status "generate $what: exit 2" 2 $PUZC generate "$@"
    expect_eq "generate $what: says '$msg'" 1 "$(grep -c -- "$msg" "$TMP/err")"
}
bad "--box 17x16" "R\*C from 2 to 256" --box 17x16
bad "--box x" "not 'x'" --box x
bad "--method foo" "unknown --method 'foo'" --method foo
bad "--symmetry spiral" "unknown --symmetry 'spiral'" --symmetry spiral
bad "--difficulty insane" "unknown --difficulty 'insane'" --difficulty insane
bad "--kind nonogram" "unknown --kind 'nonogram'" --kind nonogram
bad "--clues 0" "--clues wants a number of 1 or more" --clues 0
bad "--clues with --minimal" "choose one" --clues 30 --minimal
bad "--fill --clues" "--fill prints a full grid" --fill --clues 30
bad "latin --box" "Latin square has no boxes" --kind latin --box 3x3
bad "--size 10" "needs a box shape" --size 10
bad "--alpha with row" "--alpha applies to --method prune and weighted" --method row --alpha 0.5
bad "--alpha -1" "--alpha wants a number above 0" --method prune --alpha -1
bad "killer --clues" "a Killer has no givens" --kind killer --clues 20
bad "--cage-sizes 5-2" "--cage-sizes wants A-B" --kind killer --cage-sizes 5-2
bad "rot90 on 2x3 boxes" "rot90 needs square boxes" --box 2x3 --symmetry rot90
bad "--seed abc" "--seed wants a whole number" --seed abc
bad "unknown option" "unknown option '--bogus'" --bogus
bad "missing argument" "option '--box' needs a value" --box
bad "stray argument" "unexpected argument 'x.puz'" x.puz
bad "-o into a missing folder" "cannot write" --seed 1 -o "$TMP/no/such/dir.puz"

# ---- the library's generator and rater, through puzc.h only (C driver) ----
if $CC -std=c11 -O2 -Wall $UNIT_CFLAGS -Iinclude \
    tests/unit/gen_test.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/gen_test" 2>"$TMP/cc.err"; then
    "$TMP/gen_test" || not_ok "gen_test exited $?"
else
    not_ok "tests/unit/gen_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

# ---- --check-backend: uniqueness counted by another backend ----
# counting_backends: every backend whose `puzc backends` entry says it counts
counting_backends() {
    $PUZC backends | awk '/^[a-z]/ { b = $1 } /^ *can:.* count/ { print b }'
}
expect_eq "backends that count: native, sat, dlx at least" "native sat dlx" \
    "$(counting_backends | grep -x 'native\|sat\|dlx' | tr '\n' ' ' | sed 's/ $//')"
# unique_on_all NAME FILE [solve options]: exactly one solution on every counting backend
unique_on_all() {
    for b in $(counting_backends); do
        expect_eq "$1: one solution on $b" 1 "$($PUZC solve "$2" --backend $b --count 2)"
    done
}
for cb in dlx sat; do
    $PUZC generate --seed 8 --check-backend $cb --quiet -o "$TMP/cb.puz"
    check_puzzle "9x9 checked by $cb" "$TMP/cb.puz"
    unique_on_all "9x9 checked by $cb" "$TMP/cb.puz"
    # every check ran to the end, so the counter cannot change the puzzle
    expect_eq "9x9 checked by $cb: the puzzle native makes from seed 8" \
        "$($PUZC generate --seed 8 --line --quiet)" "$($PUZC generate --seed 8 --check-backend $cb --line --quiet)"
done
$PUZC generate --box 2x3 --minimal --symmetry rot180 --seed 5 --check-backend dlx --quiet -o "$TMP/cb6.puz"
unique_on_all "6x6 minimal rot180 checked by dlx" "$TMP/cb6.puz"
l=$($PUZC generate --minimal --seed 3 --check-backend dlx --line --quiet)
awk -v l="$l" 'BEGIN { for (i = 1; i <= 81; i++) if (substr(l, i, 1) != ".")
    print substr(l, 1, i - 1) "." substr(l, i + 1) }' >"$TMP/minus"
n=$(wc -l <"$TMP/minus" | tr -d ' ')
expect_eq "--minimal checked by dlx: each of its $n givens is needed" "$n 2+" \
    "$($PUZC batch --count 2 "$TMP/minus" | sort | uniq -c | sed 's/^ *//')"
$PUZC generate --kind killer --seed 6 --check-backend dlx -o "$TMP/kcb.puz" 2>"$TMP/err"
unique_on_all "Killer checked by dlx" "$TMP/kcb.puz"
expect_eq "Killer checked by dlx: the report names dlx and its unit" 1 \
    "$(grep -c 'unique after [0-9]* checks, dlx effort [0-9]* nodes' "$TMP/err")"
expect_eq "Killer checked by dlx: the .puz states the effort in nodes" 1 \
    "$(grep -c '^# .*unique; solver effort [0-9]* nodes$' "$TMP/kcb.puz")"
bad "--check-backend heuristic" "backend heuristic cannot count solutions" --check-backend heuristic --seed 1
bad "--check-backend nope" "unknown backend 'nope'" --check-backend nope
bad "--fill --check-backend" "--check-backend applies to puzzles" --fill --check-backend dlx
