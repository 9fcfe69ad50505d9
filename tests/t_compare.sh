# t_compare.sh -- `puzc compare` runs every counting backend and
# formulation (whatever the registry holds) on small models and on files
# of one-line puzzles; every row that runs must be verified and agree.
. tests/lib.sh

# Counting backends in the registry, and the rows compare must make for
# them at the least: one per formulation.
nb=$($PUZC backends --names | while read -r b; do echo "$b"; done | grep -vc heuristic)

# CSV columns: 1 backend, 2 formulation, ..., 13 result, 14 solutions,
# 15 verified, 16 agree.
for f in models/sudoku_4x4.puz models/sudoku_9x9_hard.puz models/killer_9x9_small.puz models/xsudoku_9x9.puz models/jigsaw_9x9.puz models/latin_5.puz models/custom_sum.puz models/custom_cages.puz; do
    $PUZC compare "$f" --csv --repeat 1 >"$TMP/c.csv" 2>"$TMP/c.err"
    expect_eq "$f: compare exits 0" 0 $?
    rows=$(tail -n +2 "$TMP/c.csv" | wc -l | tr -d ' ')
    [ "$rows" -ge "$nb" ] && ok "$f: $rows rows for $nb counting backends" || not_ok "$f: $rows rows, $nb backends"
    # every row that is not an error: solved, 1 solution, verified, agreeing
    bad=$(tail -n +2 "$TMP/c.csv" | awk -F, '$13 != "error" && ($13 != "solved" || $14 != 1 || $15 != "yes" || $16 != "yes")' | head -n 3)
    expect_eq "$f: every row solved, unique, verified and agreeing" "" "$bad"
    for b in native dlx; do
        expect_eq "$f: the $b rows agree" "yes" "$(awk -F, -v b=$b '$1 == b {print $16}' "$TMP/c.csv" | sort -u)"
    done
done

# Several solutions: counts to 2 agree; no solution: every row says "no solution".
echo "sudoku 2x2" >"$TMP/s4.puz"
$PUZC compare "$TMP/s4.puz" --csv --repeat 1 >"$TMP/c.csv"
expect_eq "empty 4x4: every row counts 2 and agrees" "2 yes" "$(tail -n +2 "$TMP/c.csv" | awk -F, '$13 != "error" {print $14, $16}' | sort -u)"
$PUZC compare "$TMP/s4.puz" --csv --repeat 1 --count 300 --backends native,dlx >"$TMP/c.csv"
expect_eq "--count 300: native and dlx count 288" "288 yes" "$(tail -n +2 "$TMP/c.csv" | awk -F, '{print $14, $16}' | sort -u)"
printf 'sudoku 2x2\ngiven r1c1 = 1\ngiven r2c2 = 1\n' >"$TMP/clash.puz"
if $PUZC check "$TMP/clash.puz" >/dev/null 2>&1; then
    $PUZC compare "$TMP/clash.puz" --csv --repeat 1 >"$TMP/c.csv"
    expect_eq "clashing givens: every row no solution, agreeing" "no solution yes" "$(tail -n +2 "$TMP/c.csv" | awk -F, '$13 != "error" {print $13, $16}' | sort -u)"
else
    printf 'sudoku 2x2\nsum 3 r1c1 r1c2\nsum 3 r1c3 r1c4\n' >"$TMP/none.puz"
    $PUZC compare "$TMP/none.puz" --csv --repeat 1 >"$TMP/c.csv"
    expect_eq "no solution: every row no solution, agreeing" "no solution yes" "$(tail -n +2 "$TMP/c.csv" | awk -F, '$13 != "error" {print $13, $16}' | sort -u)"
fi

# Formats and selection.
$PUZC compare models/sudoku_4x4.puz --json --repeat 1 >"$TMP/c.json"
grep -q '"rows":\[{"backend":"native"' "$TMP/c.json" && ok "--json rows" || not_ok "--json rows"
if command -v python3 >/dev/null; then
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert all(r["agree"] in (True, None) for r in d["rows"])' "$TMP/c.json" && ok "--json parses, every row agrees" || not_ok "--json does not parse"
fi
expect_eq "--backends dlx: one row" "dlx" "$($PUZC compare models/sudoku_4x4.puz --backends dlx --csv --repeat 1 | tail -n +2 | cut -d, -f1)"
expect_eq "--backends with a Killer: the three dlx cage handlings" "cage=auto cage=placements cage=sets" "$($PUZC compare models/killer_9x9_small.puz --backends dlx --csv --repeat 1 | tail -n +2 | cut -d, -f2 | tr '\n' ' ' | sed 's/ $//')"
if $PUZC backends --names | grep -qx sat; then
    expect_eq "sat:minimal/pairwise picks one row" "sat,minimal/pairwise" "$($PUZC compare models/sudoku_4x4.puz --backends sat:minimal/pairwise --csv --repeat 1 | tail -n +2 | cut -d, -f1,2)"
fi
$PUZC compare models/sudoku_9x9_hard.puz --backends native:bitset,dlx --repeat 1 >"$TMP/table"
expect_eq "terminal table: a header and 2 rows" 3 "$(wc -l <"$TMP/table" | tr -d ' ')"
# numbers right-aligned under their heading: each row's "build ms" ends
# with a digit where the heading ends
expect_eq "terminal table: build ms aligned under its heading" "ok ok" "$(awk 'NR == 1 {e = index($0, "build ms") + 7; next}
    {print (substr($0, e, 1) ~ /[0-9]/ && substr($0, e + 1, 1) == " ") ? "ok" : "bad"}' "$TMP/table" | tr '\n' ' ' | sed 's/ $//')"
# native's methods are rows: bitset, fc-mrv and norvig by default on a
# 9x9; pure backtracking (minutes on some 9x9 puzzles) only when
# --time-limit bounds every run or --backends names it; fc-mrv above 9x9
# likewise.
native_rows() { tail -n +2 "$TMP/c.csv" | awk -F, '$1 == "native" {printf "%s ", $2}' | sed 's/ $//'; }
$PUZC compare models/sudoku_9x9_hard.puz --backends native --csv --repeat 1 >"$TMP/c.csv"
expect_eq "9x9: native rows without a time limit" "bitset fc-mrv norvig" "$(native_rows)"
$PUZC compare models/sudoku_9x9_hard.puz --csv --repeat 1 >"$TMP/c.csv"
expect_eq "9x9, every backend: the same native rows" "bitset fc-mrv norvig" "$(native_rows)"
$PUZC compare models/sudoku_9x9_hard.puz --backends native --csv --repeat 1 --time-limit 20 >"$TMP/c.csv"
expect_eq "9x9 with --time-limit: all four methods" "bitset backtrack fc-mrv norvig" "$(native_rows)"
expect_eq "9x9 with --time-limit: each solved, unique, verified, agreeing" "solved 1 yes yes" \
    "$(tail -n +2 "$TMP/c.csv" | awk -F, '{print $13, $14, $15, $16}' | sort -u)"
expect_eq "9x9: the baselines' note says what effort counts" "backtrack fc-mrv norvig" \
    "$(tail -n +2 "$TMP/c.csv" | awk -F, '$17 ~ /effort counts nodes/ {printf "%s ", $2}' | sed 's/ $//')"
$PUZC compare models/sudoku_9x9_hard.puz --backends native:backtrack,dlx --csv --repeat 1 >"$TMP/c.csv"
expect_eq "--backends native:backtrack names the row (dlx has no formulation: an empty field)" "native,backtrack dlx," "$(tail -n +2 "$TMP/c.csv" | cut -d, -f1,2 | tr '\n' ' ' | sed 's/ $//')"
$PUZC compare models/sudoku_9x9_hard.puz --backends native:fc-mrv,native:norvig --repeat 1 >"$TMP/table"
expect_eq "terminal table: the fc-mrv and norvig rows" "fc-mrv norvig" "$(awk 'NR > 1 {printf "%s ", $2}' "$TMP/table" | sed 's/ $//')"
$PUZC compare models/sudoku_16x16.puz --backends native --csv --repeat 1 >"$TMP/c.csv"
expect_eq "16x16: fc-mrv left out too" "bitset norvig" "$(native_rows)"
$PUZC compare models/sudoku_16x16.puz --backends native --csv --repeat 1 --time-limit 0.3 >"$TMP/c.csv"
expect_eq "16x16 with --time-limit 0.3: four rows, backtrack cut short, the others agreeing" \
    "backtrack:stopped:- bitset:solved:yes fc-mrv:solved:yes norvig:solved:yes" \
    "$(tail -n +2 "$TMP/c.csv" | awk -F, '{print $2 ":" $13 ":" $16}' | sort | tr '\n' ' ' | sed 's/ $//')"
if $PUZC backends --names | grep -qx ilp; then
    expect_eq "ilp:closed picks closed, not the left-out closed/no-eliminate" "closed" \
        "$($PUZC compare models/sudoku_4x4.puz --backends ilp:closed --csv --repeat 1 | tail -n +2 | cut -d, -f2)"
    expect_eq "ilp:closed/no-eliminate names the left-out row" "closed/no-eliminate" \
        "$($PUZC compare models/sudoku_4x4.puz --backends ilp:closed/no-eliminate --csv --repeat 1 | tail -n +2 | cut -d, -f2)"
fi

expect_status "unknown backend in --backends" 2 $PUZC compare models/sudoku_4x4.puz --backends native,nosuch
expect_eq "its message" "puzc compare: error: unknown backend 'nosuch' (have: $($PUZC backends --names | tr '\n' ' ' | sed 's/ $//'))" "$(cat "$TMP/err")"
expect_status "a formulation no row has" 2 $PUZC compare models/sudoku_4x4.puz --backends dlx:nosuch
expect_status "--csv with --json" 2 $PUZC compare models/sudoku_4x4.puz --csv --json
expect_status "no file" 2 $PUZC compare
expect_status "--repeat 0" 2 $PUZC compare models/sudoku_4x4.puz --repeat 0

# Streaming: each row of the table is out (flushed) as soon as it is done.
# The native row takes milliseconds, the two ilp rows on the 25x25 seconds:
# the native row must be in the file while compare still runs.
if $PUZC backends --names | grep -qx ilp; then
    : >"$TMP/s.out"
    $PUZC compare models/sudoku_25x25.puz --backends native:bitset,ilp:classic --repeat 2 >"$TMP/s.out" 2>"$TMP/s.err" &
    pid=$!
    i=0
    while [ $i -lt 200 ] && ! grep -q '^native' "$TMP/s.out"; do sleep 0.05; i=$((i + 1)); done
    if grep -q '^native' "$TMP/s.out" && kill -0 $pid 2>/dev/null; then
        ok "streaming: the header and the first row are out while compare still runs"
    else
        not_ok "streaming: first row not seen before the end ($(wc -l <"$TMP/s.out" | tr -d ' ') lines)"
    fi
    wait $pid
    expect_eq "streaming: exit 0, the header and three rows in the end" "0 4" "$? $(wc -l <"$TMP/s.out" | tr -d ' ')"
    expect_eq "streaming, not on a terminal: nothing on stderr" "" "$(cat "$TMP/s.err")"
else
    skip "streaming (no ilp backend for a slow last row)"
fi
# The widths are fixed before the rows run: a row wider than the guess
# (a heuristic row's effort) keeps the columns after it aligned.
$PUZC compare models/sudoku_9x9_hard.puz --backends native:bitset,dlx,heuristic:tabu --repeat 1 >"$TMP/table"
expect_eq "streamed table: solutions aligned under its heading" "ok ok ok" "$(awk 'NR == 1 {e = index($0, "solutions") + 8; next}
    /^ / {next} {print (substr($0, e, 1) ~ /[0-9]/ && substr($0, e + 1, 1) == " ") ? "ok" : "bad"}' "$TMP/table" | tr '\n' ' ' | sed 's/ $//')"
# A row judged only by a later reference (a heuristic before the first
# counting row: ilp comes after it) shows "-" and a note under the table
# says how it came out.
if $PUZC backends --names | grep -qx ilp; then
    $PUZC compare models/sudoku_9x9_hard.puz --backends heuristic:tabu,ilp:classic --repeat 1 >"$TMP/table"
    expect_eq "a verdict settled by a later row: - in the row, the verdict noted under the table" \
        "- |  heuristic tabu: agree yes, against ilp classic (a later row; its line says -)" \
        "$(awk '/^heuristic/ {print $NF}' "$TMP/table") |$(grep '^  heuristic' "$TMP/table")"
fi

# On a terminal (script(1)): a status line on stderr, rewritten in place
# and wiped before each row; stdout stays the plain table.
if command -v script >/dev/null 2>&1; then
    script -qc "$PUZC compare models/sudoku_9x9_hard.puz --backends native:bitset,dlx --repeat 2 >$TMP/tty.out" /dev/null >"$TMP/tty"
    cr=$(printf '\r')
    expect_eq "terminal: the status names row and run" "yes yes" \
        "$(grep -q "${cr}puzc compare: row 1/2 native bitset, run 1/2" "$TMP/tty" && echo yes) $(grep -q "${cr}puzc compare: row 2/2 dlx, run 2/2" "$TMP/tty" && echo yes)"
    expect_eq "terminal: the status is wiped at the end" "" "$(tr "$cr" '\n' <"$TMP/tty" | tail -n 1 | tr -d ' ')"
    expect_eq "terminal: stdout the table, no status in it" "3 0" "$(wc -l <"$TMP/tty.out" | tr -d ' ') $(tr -cd "$cr" <"$TMP/tty.out" | wc -c | tr -d ' ')"
    # both on the terminal: what stays visible on each line (the text after
    # its last '\r', script's CR LF taken off) is the table
    script -qc "$PUZC compare models/sudoku_9x9_hard.puz --backends native:bitset,dlx --repeat 1" /dev/null >"$TMP/tty"
    expect_eq "terminal: the status never stays visible, the rows do" "backend native dlx" \
        "$(sed "s/$cr\$//; s/.*$cr//; s/ *\$//" "$TMP/tty" | awk '{printf "%s ", $1}' | sed 's/ $//')"
    printf '%s\n' "$($PUZC generate --box 2x2 --seed 3 --line --quiet)" "$($PUZC generate --box 2x2 --seed 4 --line --quiet)" >"$TMP/b4.txt"
    script -qc "$PUZC compare --batch $TMP/b4.txt --backends native:bitset,dlx >$TMP/tty.out" /dev/null >"$TMP/tty"
    expect_eq "terminal, --batch: a status line, wiped at the end" "yes" \
        "$(grep -q "${cr}puzc compare: 0 puzzles done; line 1, row 1/2 native bitset" "$TMP/tty" && [ -z "$(tr "$cr" '\n' <"$TMP/tty" | tail -n 1 | tr -d ' ')" ] && echo yes)"
    expect_eq "terminal, --batch: stdout the table" "2 puzzles from" "$(head -n 1 "$TMP/tty.out" | cut -d' ' -f1-3)"
    $PUZC compare --batch "$TMP/b4.txt" --backends native:bitset,dlx >/dev/null 2>"$TMP/err"
    expect_eq "--batch, not on a terminal: nothing on stderr" "" "$(cat "$TMP/err")"
else
    skip "compare on a terminal (no script(1); bsdutils)"
fi

have_sets || exit 0
# Batch form: per row, every puzzle solved, none failed or disagreeing.
# CSV: 1 backend 2 formulation 3 puzzles 4 solved 5 no solution 6 failed 7 wrong 8 disagree
head -n 20 "$SHARED/sudoku9/tdoku_17_clue.txt" >"$TMP/b.txt"
$PUZC compare --batch "$TMP/b.txt" --csv >"$TMP/b.csv"
expect_eq "--batch 17-clue: exit 0" 0 $?
expect_eq "--batch 17-clue: every row 20 solved, 0 failed/wrong/disagreeing" "20 20 0 0 0" "$(tail -n +2 "$TMP/b.csv" | awk -F, '{print $3, $4, $6, $7, $8}' | sort -u)"
head -n 10 "$SHARED/sudoku9/tdoku_serg_benchmark.txt" | $PUZC compare --batch - --backends native,dlx --csv >"$TMP/b.csv"
expect_eq "--batch serg (2+ solutions) from stdin: rows agree" "10 10 0 0" "$(tail -n +2 "$TMP/b.csv" | awk -F, '{print $3, $4, $6, $8}' | sort -u)"
head -n 5 "$SHARED/killer/krazydad_killer_9x9.txt" >"$TMP/k.txt"
$PUZC compare --batch "$TMP/k.txt" --killer --backends native,dlx --csv >"$TMP/b.csv"
expect_eq "--batch --killer: 3 native rows (bitset fc-mrv norvig) and 3 dlx rows, all 5 solved" "6 5 5 0 0" "$(tail -n +2 "$TMP/b.csv" | wc -l | tr -d ' ') $(tail -n +2 "$TMP/b.csv" | awk -F, '{print $3, $4, $6, $8}' | sort -u)"
$PUZC compare --batch "$SHARED/sudoku9/norvig_top95.txt" --max 7 --backends dlx --json >"$TMP/b.json"
grep -q '"puzzles":7,' "$TMP/b.json" && ok "--max 7 reads 7 puzzles" || not_ok "--max 7"
printf '%s\nnot a puzzle\n' "$(head -n 1 "$TMP/b.txt")" >"$TMP/bad.txt"
expect_status "--batch with a bad line: exit 2" 2 $PUZC compare --batch "$TMP/bad.txt" --backends dlx
