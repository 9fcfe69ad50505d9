# t_janko.sh -- `puzc import --format janko` (compiler/import_janko.c):
# the bad inputs of tests/janko-bad give exactly their .err (NAME.args: the
# options to give); then, from the Janko collection (../shared/puzzles/janko,
# skipped without it), the first puzzles of every family this reader covers
# are imported, solved by native and sat (and one by ilp) to the published
# solution and counted to exactly 1 by native (bench/janko.py --check); the
# bare problem text imports as its JSON line does; the X pages get their
# diagonals; unknown families and misplaced options are refused.
. tests/lib.sh

for f in tests/janko-bad/*.txt; do
    base=${f%.txt}
    args=$(cat "$base.args" 2>/dev/null)
    $PUZC import --format janko $args "$f" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    if [ $rc = 2 ] && cmp -s "$base.err" "$TMP/err"; then ok "janko-bad: $f"; else
        not_ok "janko-bad: $f (exit $rc)"; diff "$base.err" "$TMP/err" | head -10 | sed 's/^/    /'; fi
done

expect_status "an unknown family is refused" 2 \
    $PUZC import --format janko --family samuri tests/janko-bad/no_size.txt
expect_eq "... by name" "puzc import: error: unknown Janko family 'samuri' (have: auto, sudoku, killer, jigsaw, evenodd, consecutive, skyscraper, margin, samurai, butterfly, sumo, windmill, gattai8, shogun, sohei, clueless1, clueless2, kakuro)" \
    "$(head -n 1 "$TMP/err")"
expect_status "--family is for --format janko" 2 \
    $PUZC import --family samurai tests/janko-bad/no_size.txt

J=$SHARED/janko
if [ ! -d "$J" ]; then
    skip "the Janko collection ($J) is not here"
    exit 0
fi

if python3 bench/janko.py --puzc "$PUZC" --dir "$J" --sample 4 --ilp-sample 1 --check \
    >"$TMP/table" 2>&1; then
    ok "4 puzzles of each of 17 families: imported, solved by native, sat (and ilp) as published, unique"
else
    not_ok "the Janko sample"; sed 's/^/    /' "$TMP/table" | head -40
fi

# the bare problem text: the same .puz but for the name and source lines
head -n 1 "$J/SamuraiSudoku.jsonl" >"$TMP/line"
python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).read())["problem"])' "$TMP/line" \
    >"$TMP/problem"
$PUZC import --format janko - <"$TMP/line" | grep -v '^name \|^source ' >"$TMP/a.puz"
$PUZC import --format janko "$TMP/problem" | grep -v '^name \|^source ' >"$TMP/b.puz"
expect_file "a problem text imports as its JSON line" "$TMP/a.puz" "$TMP/b.puz"
expect_eq "a Samurai imports as 'sudoku samurai'" "sudoku samurai" "$(grep '^sudoku' "$TMP/a.puz")"

# the X pages: diagonals from the page, or from --x
grep -m 1 '/Killer/047\.' "$J/KillerSudoku.jsonl" >"$TMP/kx"
expect_eq "Killer page 47 (an X page) has its diagonals" 1 \
    "$($PUZC import --format janko "$TMP/kx" | grep -c '^distinct diagonals')"
head -n 1 "$J/KillerSudoku.jsonl" >"$TMP/k1"
expect_eq "--x adds them to any page" 1 \
    "$($PUZC import --format janko --x "$TMP/k1" | grep -c '^distinct diagonals')"
