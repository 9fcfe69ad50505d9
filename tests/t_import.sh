# t_import.sh -- the setters' formats (issue 28): every file of
# tests/fpuzzles/ (README.md there) imported, counted to 2 on native and sat
# against its expected count, a unique one's solution against the file's
# own, exported back as f-puzzles JSON and as a link and re-imported to the
# same export (the round trip), rendered; the inputs of tests/import-bad/
# refused with their exact located messages; the library's puz_import and
# --format.
. tests/lib.sh

DIR=tests/fpuzzles
while read -r f want; do
    n=${f%.*}
    in=$DIR/$f
    if ! $PUZC import "$in" -o "$TMP/$n.puz" 2>"$TMP/err"; then
        not_ok "$f: imports"; sed 's/^/    /' "$TMP/err" | head -n 5; continue
    fi
    ok "$f: imports"
    for b in native sat; do
        got=$($PUZC solve "$TMP/$n.puz" --backend $b --count 2 2>&1)
        expect_eq "$f: $b counts $want" "$want" "$got"
    done
    # the export, the round trip through it and through the link
    if ! $PUZC emit "$TMP/$n.puz" --format fpuzzles -o "$TMP/$n.e1" 2>"$TMP/err"; then
        not_ok "$f: exports"; sed 's/^/    /' "$TMP/err" | head -n 5; continue
    fi
    $PUZC import "$TMP/$n.e1" -o "$TMP/$n.p2" && $PUZC emit "$TMP/$n.p2" --format fpuzzles \
        -o "$TMP/$n.e2"
    expect_file "$f: export, import, export gives the same f-puzzles data" "$TMP/$n.e1" "$TMP/$n.e2"
    $PUZC emit "$TMP/$n.puz" --format fpuzzles-link | $PUZC import - -o "$TMP/$n.p3" &&
        $PUZC emit "$TMP/$n.p3" --format fpuzzles -o "$TMP/$n.e3"
    expect_file "$f: through the f-puzzles link, the same data" "$TMP/$n.e1" "$TMP/$n.e3"
    # a unique puzzle: its solution in the export, and the file's own
    if [ "$want" = 1 ]; then
        mine=$(sed -n 's/.*"solution":\[\([0-9,]*\)\].*/\1/p' "$TMP/$n.e1")
        [ -n "$mine" ] && ok "$f: the export holds the solution" ||
            not_ok "$f: the export holds the solution"
        theirs=$(tr -d ' \n' <"$in" | sed -n 's/.*"solution":\[\([0-9,]*\)\].*/\1/p')
        [ -z "$theirs" ] || expect_eq "$f: solved as its own solution says" "$theirs" "$mine"
    fi
    expect_status "$f: the imported model renders" 0 $PUZC render "$TMP/$n.puz" -o "$TMP/$n.svg"
done <"$DIR/counts"

# refusals: exact messages, exit status 2
for in in tests/import-bad/*.json tests/import-bad/*.txt; do
    n=${in%.*}
    $PUZC import "$in" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    expect_eq "$(basename "$in"): refused (exit 2)" 2 "$rc"
    expect_file "$(basename "$in"): the located message" "$n.err" "$TMP/err"
done

# --format: forced, wrong, unknown
expect_status "--format fpuzzles reads f-puzzles JSON" 0 \
    $PUZC import --format fpuzzles $DIR/sudoku_4x4.json
expect_status "--format fpuzzles refuses SudokuPad's JSON" 2 \
    $PUZC import --format fpuzzles $DIR/h_scl_killer_4x4.json
grep -q "this is SudokuPad data, not f-puzzles data" "$TMP/err" &&
    ok "... saying it is SudokuPad data" || not_ok "... saying it is SudokuPad data"
expect_status "--format sudokupad reads an f-puzzles link's data" 0 \
    $PUZC import --format sudokupad $DIR/h_killer_link.txt
expect_status "an unknown --format is a usage error" 2 $PUZC import --format janco $DIR/sudoku_4x4.json
grep -q "unknown format 'janco'" "$TMP/err" && ok "... naming it" || not_ok "... naming it"
# export refusals
printf 'grid 4x4\nvalues 1..4\ndistinct rows\ndistinct cols\nsum 5 r1c1 r1c2\n' >"$TMP/sum.puz"
expect_status "emit fpuzzles refuses a sum whose cells may repeat" 2 \
    $PUZC emit "$TMP/sum.puz" --format fpuzzles
grep -q "f-puzzles has no sum whose cells may repeat" "$TMP/err" && ok "... by name" ||
    not_ok "... by name"
expect_status "emit fpuzzles takes no backend options" 2 \
    $PUZC emit models/sudoku_4x4.puz --format fpuzzles --amo pairwise

# the other spellings of a SudokuPad link: ?puzzleid=, the CTC app's, fpuz
link=$(cat $DIR/h_sudokupad_fpuzzles_link.txt)
data=${link#https://sudokupad.app/fpuzzles}
$PUZC import $DIR/h_sudokupad_fpuzzles_link.txt >"$TMP/sp.puz"
for form in "https://sudokupad.app/?puzzleid=fpuzzles$data" \
            "https://app.crackingthecryptic.com/sudoku/fpuzzles$data" "fpuz$data"; do
    printf '%s\n' "$form" | $PUZC import - >"$TMP/form.puz" 2>"$TMP/err"
    expect_file "a SudokuPad link as ${form%%N4Ig*}...: the same puzzle" "$TMP/sp.puz" "$TMP/form.puz"
done

# the link's compression is lz-string's, bit for bit: h_killer_link.txt was
# made by lz-string 1.5.0 from the JSON puzc writes for this model
$PUZC emit models/killer_9x9_small.puz --format fpuzzles-link >"$TMP/k.link"
expect_file "emit fpuzzles-link compresses as lz-string 1.5.0 does" $DIR/h_killer_link.txt "$TMP/k.link"
printf 'sudoku 3x3\nunused r1c1\n' >"$TMP/shape.puz"
expect_status "emit fpuzzles refuses a model with unused cells" 2 \
    $PUZC emit "$TMP/shape.puz" --format fpuzzles
grep -q "every cell of an f-puzzles grid is in play" "$TMP/err" && ok "... saying why" ||
    not_ok "... saying why"

# the negative rules and XV through f-puzzles: the exact counts of
# tests/rules_brute.py's brute force (the r_*.json files are its puzzles,
# exported), on native and sat, after import
for fc in r_xv_pos_6x6_2:6 r_nonconsec_all_latin5:20 r_nonconsec_all_6x6:48 r_konsekutiv_6x6_0:2 \
          r_skyscraper_4x4_2:9 r_skyscraper_latin5_2:12; do
    f=${fc%%:*} want=${fc#*:}
    $PUZC import $DIR/$f.json -o "$TMP/$f.puz"
    for b in native sat; do
        expect_eq "$f: $b counts the brute force's $want" "$want" \
            "$($PUZC solve "$TMP/$f.puz" --backend $b --count 1000 2>&1)"
    done
done
printf 'sudoku 2x2\nnonconsecutive r1c1 r1c2 r2c1\n' >"$TMP/ncpart.puz"
expect_status "emit fpuzzles refuses nonconsecutive over part of the grid" 2 \
    $PUZC emit "$TMP/ncpart.puz" --format fpuzzles
grep -q "'nonconsecutive' has an f-puzzles form only over the whole grid" "$TMP/err" &&
    ok "... by name" || not_ok "... by name"
# the SudokuPad link puzc writes reads back as the same puzzle
$PUZC emit models/variants_9x9.puz --format sudokupad-link >"$TMP/sp.link"
grep -q '^https://sudokupad.app/fpuzzles' "$TMP/sp.link" && ok "sudokupad-link is a SudokuPad link" ||
    not_ok "sudokupad-link is a SudokuPad link"
$PUZC import "$TMP/sp.link" -o "$TMP/sp2.puz" &&
    $PUZC emit "$TMP/sp2.puz" --format fpuzzles -o "$TMP/sp2.json"
$PUZC emit models/variants_9x9.puz --format fpuzzles -o "$TMP/sp1.json"
expect_file "through the SudokuPad link, the same f-puzzles data" "$TMP/sp1.json" "$TMP/sp2.json"

# anti-knight, anti-king, disjoint groups, whispers, palindromes: imported
# and counted exactly on native and sat against rules_brute.py's brute
# force (tests/fpuzzles/brute-counts), exported and read back to the same
# count
while read -r f want; do
    $PUZC import "$DIR/$f" -o "$TMP/io.puz" 2>"$TMP/err" || { not_ok "$f: imports"; continue; }
    for b in native sat; do
        expect_eq "$f: $b counts the brute force's $want" "$want" \
            "$($PUZC solve "$TMP/io.puz" --backend $b --count 1000 2>&1)"
    done
    # disjoint groups are distinct groups: exported as extra regions
    if $PUZC emit "$TMP/io.puz" --format fpuzzles -o "$TMP/io.json" 2>"$TMP/err"; then
        expect_eq "$f: exported and read back, the same count" "$want" \
            "$($PUZC import "$TMP/io.json" | $PUZC solve - --count 1000 2>&1)"
    else
        grep -q "the f-puzzles export does not write" "$TMP/err" &&
            ok "$f: emit fpuzzles refuses what it does not write, by name" ||
            not_ok "$f: emit fpuzzles refuses what it does not write, by name"
    fi
done <"$DIR/brute-counts"

# a line of Janko's collection is told apart without --format (its "problem")
if [ -f "$SHARED/janko/MarginSudoku.jsonl" ]; then
    head -n 1 "$SHARED/janko/MarginSudoku.jsonl" >"$TMP/jk.jsonl"
    $PUZC import --format janko "$TMP/jk.jsonl" >"$TMP/jk.want" 2>&1
    $PUZC import "$TMP/jk.jsonl" >"$TMP/jk.got" 2>&1
    expect_file "import without --format reads a Janko JSON line as --format janko does" "$TMP/jk.want" "$TMP/jk.got"
else
    skip "Janko collection not here"
fi
