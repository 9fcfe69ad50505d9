# t_batch.sh -- batch mode: formats, one answer per input line in input
# order, exact messages for bad lines, exit statuses, threads.
. tests/lib.sh

# Two easy puzzles made here (AI Escargot from models/ and the 4x4 model),
# written in the one-line forms.
escargot=$(sed -n '/^givens/,$p' models/sudoku_9x9_hard.puz | tail -n +2 | tr -d ' \n|+-')
expect_eq "escargot line is 81 chars" 81 "${#escargot}"

printf '%s\n' "$escargot" >"$TMP/one.txt"
$PUZC batch "$TMP/one.txt" >"$TMP/one.out"
expect_eq "solves a one-line puzzle (exit 0)" 0 $?
{ echo "sudoku 3x3"; echo "givens"; fold -w 9 "$TMP/one.txt"; } >"$TMP/one.puz"
expect_status "its answer verifies" 0 $PUZC verify "$TMP/one.puz" "$TMP/one.out"

# Text after the grid is the line's name: the answer carries it after the
# solved grid, separator and all.
printf '%s\tAI Escargot\n' "$escargot" | $PUZC batch >"$TMP/tail.out"
printf '%s\tAI Escargot\n' "$(cat "$TMP/one.out")" >"$TMP/tail.want"
expect_file "text after the grid carried to the answer" "$TMP/tail.want" "$TMP/tail.out"

# Bad lines: exact messages, input order kept, exit 2.
{
    echo "$escargot"
    echo "${escargot%?}"
    echo "${escargot}9"
    echo "12x4"
    echo ""
    echo "1.3.2.4.3.1.4.2."
    echo "name	1,2,3"
    echo "11$(echo "$escargot" | cut -c3-)"
} >"$TMP/bad.txt"
$PUZC batch "$TMP/bad.txt" >"$TMP/bad.out"
expect_eq "malformed input: exit 2" 2 $?
cat >"$TMP/bad.want" <<EOW
$(cat "$TMP/one.out")
! line 2: expected 81 cells, got 80
! line 3: expected 81 cells, got 82
! line 4: invalid character 'x' at column 3
EOW
sed -n 1,4p "$TMP/bad.out" >"$TMP/bad.got"
expect_file "bad-line messages" "$TMP/bad.want" "$TMP/bad.got"
expect_eq "blank line echoed blank" "" "$(sed -n 5p "$TMP/bad.out")"
expect_eq "4x4 line solved" "4" "$(sed -n 6p "$TMP/bad.out" | wc -c | awk '{print int(($1 - 1) / 4)}')"
expect_eq "comma form of 3 values" "! line 7: 3 values do not make a Sudoku grid" "$(sed -n 7p "$TMP/bad.out")"
expect_eq "repeated given: no solution" "! no solution" "$(sed -n 8p "$TMP/bad.out")"
expect_eq "one output line per input line" 8 "$(wc -l <"$TMP/bad.out" | tr -d ' ')"

# 81-character lines take a one-pass parse ('.' and digits); any other
# character falls through to the general parser, its messages and blanks.
at40=$(echo "$escargot" | sed 's/^\(.\{39\}\)./\1x/')
expect_eq "81 characters, a letter at column 40" "! line 1: value 'x' at column 40 is outside 1..9" \
    "$(echo "$at40" | $PUZC batch)"
expect_eq "81 characters, a letter last" "! line 1: value 'A' at column 81 is outside 1..9" \
    "$(echo "$escargot" | sed 's/^\(.\{80\}\)./\1A/' | $PUZC batch)"
expect_eq "81 characters, a byte above 127 last" "! line 1: invalid character '\\x80' at column 81" \
    "$(echo "$escargot" | sed 's/^\(.\{80\}\)./\1\x80/' | $PUZC batch)"
expect_eq "81 characters, '_' and '0' blanks as '.'" "$(cat "$TMP/one.out") $(cat "$TMP/one.out")" \
    "$(echo "$escargot" | tr . _ | $PUZC batch) $(echo "$escargot" | tr . 0 | $PUZC batch)"

printf '11%s\n' "$(echo "$escargot" | cut -c3-)" | $PUZC batch >/dev/null
expect_eq "no solution only: exit 1" 1 $?

# Killer lines: malformed sums.
printf 'AAB\t3\n' | $PUZC batch --killer >"$TMP/k.out"
expect_eq "killer line without a map" "! line 1: expected a cage map and its sums separated by a TAB" "$(cat "$TMP/k.out")"

# Killer lines: what is wrong, said (not "expected a cage map ...").
map16=AABBAABBCCDDCCDD
killer_msg() { printf '%s\n' "$1" | $PUZC batch --killer; }
expect_eq "killer: a negative first sum" "! line 1: sum -3 at column 18 is negative" "$(killer_msg "$map16	-3,4,5,6")"
expect_eq "killer: a negative later sum" "! line 1: sum -4 at column 20 is negative" "$(killer_msg "$map16	3,-4,5,6")"
expect_eq "killer: a sum too large" "! line 1: sum 99999999999999999999 at column 24 is too large" "$(killer_msg "$map16	3,4,5,99999999999999999999")"
expect_eq "killer: 80-cell cage map" "! line 1: a cage map of 80 cells is not a Sudoku grid (9x9 has 81)" \
    "$(killer_msg "$(printf '%080d' 0 | tr 0 A)	45,45,45,45,45,45,45,45,45")"
expect_eq "killer: 80-cell cage map after a title" "! line 1: a cage map of 80 cells is not a Sudoku grid (9x9 has 81)" \
    "$(killer_msg "title	$(printf '%080d' 0 | tr 0 A)	45")"
expect_eq "killer: a control byte in the map" "! line 1: invalid cage letter '\\x01' at column 16" \
    "$(killer_msg "$(printf 'AABBAABBCCDDCCD\001')	3,4,5,6")"
expect_eq "killer: a stray character in the sums" "! line 1: invalid character 'x' at column 25" "$(killer_msg "$map16	3,4,5,6x")"

# Bytes a message cannot show raw are named ('\0', '\x01', '\xc3'), with
# their column; nothing raw comes back.
printf '\000abc\n' | $PUZC batch >"$TMP/b.out"
expect_eq "a NUL byte named" "! line 1: invalid character '\\0' at column 1" "$(cat "$TMP/b.out")"
printf '%s\n' "$escargot" | sed 's/^\(.\{39\}\)./\1@/' | tr '@' '\000' | $PUZC batch >"$TMP/b.out"
expect_eq "a NUL byte inside a grid: its column" "! line 1: invalid character '\\0' at column 40" "$(cat "$TMP/b.out")"
printf '12\001\n1\303\251\n\033[31m\n' | $PUZC batch >"$TMP/b.out"
cat >"$TMP/b.want" <<'EOW'
! line 1: invalid character '\x01' at column 3
! line 2: invalid character '\xc3' at column 2
! line 3: invalid character '\x1b' at column 1
EOW
expect_file "control and high bytes named" "$TMP/b.want" "$TMP/b.out"
expect_eq "no raw control or high byte echoed" 0 "$(LC_ALL=C tr -d '\n' <"$TMP/b.out" | LC_ALL=C tr -d ' -~' | wc -c | tr -d ' ')"

# Numbers: too large is said so, not "invalid character".
expect_eq "comma form: a number too large" "! line 1: number 99999999999999999999 at column 3 is too large" \
    "$(printf 'x\t99999999999999999999,1\n' | $PUZC batch)"
expect_eq "comma form: a negative number" "! line 1: number -5 at column 5 is negative" \
    "$(printf 'x\t1,-5\n' | $PUZC batch)"
expect_eq "20 digits: the count first, then the value" "! line 1: expected 16 cells, got 20; value '9' at column 1 is outside 1..4" \
    "$(echo 99999999999999999999 | $PUZC batch)"

# A UTF-8 byte order mark before the first line is skipped (elsewhere it is
# a character like any other, named).
printf '\357\273\277%s\n' "$escargot" | $PUZC batch >"$TMP/bom.out"
expect_eq "byte order mark skipped: exit 0" 0 $?
expect_file "byte order mark skipped: the same answer" "$TMP/one.out" "$TMP/bom.out"
printf '\357\273\277%s\n' "$escargot" | $PUZC compare --batch - --backends native >/dev/null
expect_eq "compare --batch skips it too" 0 $?
printf '%s\n\357\273\277%s\n' "$escargot" "$escargot" | $PUZC batch | sed -n 2p >"$TMP/bom.out"
expect_eq "byte order mark on line 2: named" "! line 2: invalid character '\\xef' at column 1" "$(cat "$TMP/bom.out")"

# No line at all: --stats says 0 (an interrupted batch can have none).
expect_status "empty input with --stats: exit 0" 0 $PUZC batch --stats /dev/null
expect_eq "empty input with --stats: puzzles 0" 1 "$(grep -c '^puzzles 0 (solved 0' "$TMP/err")"

# Usage errors.
expect_status "--jobs 0: one per core" 0 $PUZC batch --jobs 0 "$TMP/one.txt"
expect_file "--jobs 0: the same answer" "$TMP/one.out" "$TMP/out"
expect_status "--jobs 257" 2 $PUZC batch --jobs 257 "$TMP/one.txt"
expect_eq "--jobs 257: message" "puzc batch: error: --jobs wants 0..256 (0: one per core)" "$(cat "$TMP/err")"
expect_status "missing file" 2 $PUZC batch no/such/file
expect_eq "missing file message" "puzc batch: error: cannot open 'no/such/file': No such file or directory" "$(cat "$TMP/err")"
mkdir -p "$TMP/dir"
expect_status "a directory: exit 2" 2 $PUZC batch "$TMP/dir"
expect_eq "a directory: message" "puzc batch: error: cannot read '$TMP/dir': Is a directory" "$(cat "$TMP/err")"
expect_eq "a directory: no output" "" "$(cat "$TMP/out")"
expect_status "compare --batch a directory: exit 2" 2 $PUZC compare --batch "$TMP/dir"
expect_eq "compare --batch a directory: message" "puzc compare: error: cannot read '$TMP/dir': Is a directory" "$(cat "$TMP/err")"
expect_status "compare --batch missing file" 2 $PUZC compare --batch no/such/file
expect_eq "compare --batch missing file: message" "puzc compare: error: cannot open 'no/such/file': No such file or directory" "$(cat "$TMP/err")"

# The 9x9 fast path counts exactly like the general solver: the empty grid,
# AI Escargot with givens taken away (many solutions) or a digit added in
# an empty cell (often none), counted to 2 and to 25.
printf '%081d\n' 0 >"$TMP/empty.txt"
expect_eq "empty grid: fast path counts 2+" 2+ "$($PUZC batch --count 2 "$TMP/empty.txt")"
expect_status "empty grid: fast path solves it" 0 $PUZC batch "$TMP/empty.txt"
: >"$TMP/var.txt"
for k in 1 2 3 4 5 6 7 8 9 10 11 12; do
    echo "$escargot" | awk -v k="$k" '{
        n = 0; s = ""
        for (i = 1; i <= 81; i++) { c = substr($0, i, 1)
            if (c != "." && c != "0" && (n++ % 13) < k) c = "."
            s = s c }
        print s
        t = ""; m = 0
        for (i = 1; i <= 81; i++) { c = substr($0, i, 1)
            if ((c == "." || c == "0") && m++ == 3 * k) c = (k % 9) + 1
            t = t c }
        print t }' >>"$TMP/var.txt"
done
for n in 2 25; do
    $PUZC batch --count $n "$TMP/var.txt" >"$TMP/var.fast"
    $PUZC batch --count $n --no-fast "$TMP/var.txt" >"$TMP/var.gen"
    expect_file "escargot variants: fast path counts to $n like the general solver" "$TMP/var.gen" "$TMP/var.fast"
done
grep -q '^0$' "$TMP/var.fast" && grep -q '^25+$' "$TMP/var.fast" && ok "escargot variants: some with none, some with many" ||
    not_ok "escargot variants: some with none, some with many"

# Givens that clash (the fast path sets all givens at once and finds a
# clash as a given that another one removes): in a row, in a box, in a
# column inside a band and across bands (bands 0-1, 0-2, 1-2); the last
# two lines clash nowhere.
awk 'BEGIN { n = split("0:1 0:19 0:18 0:27 4:76 31:58 0:40 0:80", pair, " ")
    for (k = 1; k <= n; k++) { split(pair[k], c, ":"); s = ""
        for (i = 0; i < 81; i++) s = s ((i == c[1] || i == c[2]) ? "5" : ".")
        print s } }' >"$TMP/clash.txt"
$PUZC batch --count 2 "$TMP/clash.txt" | tr '\n' ' ' >"$TMP/clash.fast"
expect_eq "clashing givens: no solution, on the fast path" "0 0 0 0 0 0 2+ 2+ " "$(cat "$TMP/clash.fast")"
expect_eq "clashing givens: the general solver agrees" "0 0 0 0 0 0 2+ 2+ " \
    "$($PUZC batch --count 2 --no-fast "$TMP/clash.txt" | tr '\n' ' ')"

have_sets || exit 0
# Threads keep input order and give the same answers.
head -n 2000 "$SHARED/sudoku9/tdoku_magictour_top1465.txt" >"$TMP/m.txt"
$PUZC batch "$TMP/m.txt" >"$TMP/m1.out"
$PUZC batch --jobs 2 "$TMP/m.txt" >"$TMP/m2.out"
expect_file "--jobs 2 output equals --jobs 1" "$TMP/m1.out" "$TMP/m2.out"
$PUZC batch --jobs 3 --count 2 "$TMP/m.txt" | sort | uniq -c | sed 's/^ *//' >"$TMP/cnt"
expect_eq "--count 2 with threads: all unique" "1465 1" "$(cat "$TMP/cnt")"
$PUZC batch --stats "$TMP/m.txt" >/dev/null 2>"$TMP/stats"
grep -q 'puzzles/s' "$TMP/stats" && grep -q 'guesses/puzzle' "$TMP/stats" && ok "--stats prints rates" || not_ok "--stats prints rates"
$PUZC batch --stats --backend dlx "$TMP/m.txt" >/dev/null 2>"$TMP/stats"
expect_eq "--stats with dlx: effort in nodes" 1 "$(grep -c '^[0-9.]* nodes/puzzle, [0-9.]*% with none$' "$TMP/stats")"

# Backend options pass through batch: sat under other encodings answers
# the same lines as native.
head -n 100 "$SHARED/sudoku9/tdoku_magictour_top1465.txt" >"$TMP/s.txt"
$PUZC batch "$TMP/s.txt" >"$TMP/s.native"
for opts in "--encoding minimal --amo sequential" "--amo bimander --no-reduce" "--cage totalizer"; do
    $PUZC batch --backend sat $opts "$TMP/s.txt" >"$TMP/s.sat"
    expect_file "batch --backend sat $opts agrees with native" "$TMP/s.native" "$TMP/s.sat"
done
expect_status "batch: unknown encoding" 2 $PUZC batch --backend sat --encoding nope "$TMP/s.txt"

# The same on shared sets: 17-clue puzzles with givens taken away or a
# digit added, puzzles with two or more solutions, and ACS lines of all
# fill levels (the empty grid among them).
head -n 400 "$SHARED/sudoku9/tdoku_17_clue.txt" | awk '{
    s = ""; n = 0
    for (i = 1; i <= 81; i++) { c = substr($0, i, 1)
        if (c != "." && c != "0") { if ((NR + n++) % 7 == 0) c = "." }
        else if (NR % 3 == 0 && (i * NR) % 61 == 0) c = (NR % 9) + 1
        s = s c }
    print s }' >"$TMP/v17.txt"
head -n 300 "$SHARED/sudoku9/tdoku_serg_benchmark.txt" >>"$TMP/v17.txt"
grep '^inst9x9_' "$SHARED/sudokuNxN/acs_general_9x9.txt" | awk 'NR % 20 == 1' >>"$TMP/v17.txt"
for n in 2 9; do
    $PUZC batch --count $n "$TMP/v17.txt" >"$TMP/v17.fast"
    $PUZC batch --count $n --no-fast "$TMP/v17.txt" >"$TMP/v17.gen"
    expect_file "17-clue variants, serg, ACS 9x9: fast path counts to $n like the general solver" "$TMP/v17.gen" "$TMP/v17.fast"
done
