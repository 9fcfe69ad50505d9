#!/bin/sh
# t_huge.sh -- errors on huge inputs (made here, in $TMP): every message of
# a 15 MB file is out within a generous 5 s of CPU (each takes well under
# one; the old byte-by-byte echo of the line took minutes; CPU, not the
# wall clock, which is the machine's load's), quotes at most a window
# of its line, "..." on each side that was cut and the caret under the
# right column, and no line of stderr is long. And a 4.8 MB solver answer
# decoded as fast.
. tests/lib.sh

# run WHAT FILE: `puzc check FILE` (stderr in $TMP/err), which must exit 2
# within 5 s of CPU with no line of its stderr longer than 120 bytes.
run() {
    measured "$PUZC" check "$2"
    sec=$cpu
    long=$(awk 'length($0) > 120 { n++ } END { print n + 0 }' "$TMP/err")
    if [ "$rc" = 2 ] && [ "$long" = 0 ] && awk -v s="$sec" 'BEGIN { exit !(s < 5) }'; then
        ok "$1: exit 2 in $sec s of CPU, short lines"
    else
        not_ok "$1: exit $rc in $sec s, $long lines over 120 bytes (wanted 2, under 5 s of CPU, none)"
        cut -c1-200 "$TMP/err" | head -n 6 | sed 's/^/    /'
    fi
    rm -f "$2"
}

# repeat TEXT BYTES: TEXT repeated to BYTES bytes, rounded down to a whole
# number of TEXTs (awk reads escapes such as \n in TEXT), no newline after
repeat() {
    awk -v s="$1" -v n="$2" 'BEGIN { t = s; n -= n % length(s)
        while (length(s) < n) s = s s; printf "%s", substr(s, 1, n) }'
}

# ---- the window: where the line is cut, and the caret under the column ----
cells() { seq "$2" "$3" | sed "s/^/r$1c/" | tr '\n' ' '; }
printf 'sudoku 8x8\ndistinct %sr99c1 %s\n' "$(cells 1 1 30)" "$(cells 2 1 30)" >"$TMP/mid.puz"
"$PUZC" check "$TMP/mid.puz" 2>"$TMP/err"
cat >"$TMP/want" <<EOF
$TMP/mid.puz:2:181: error: cell r99c1 is outside the 64x64 grid
...r1c26 r1c27 r1c28 r1c29 r1c30 r99c1 r2c1 r2c2 r2c3 r2c4 r2c5 r2c6 r2c7 r2c8 r2c9...
                                 ^~~~~
EOF
expect_file "window in the middle of a long line: '...' on both sides" "$TMP/want" "$TMP/err"

printf 'sudoku 8x8\ndistinct r99c1 %s\n' "$(cells 1 1 30)" >"$TMP/start.puz"
"$PUZC" check "$TMP/start.puz" 2>"$TMP/err"
cat >"$TMP/want" <<EOF
$TMP/start.puz:2:10: error: cell r99c1 is outside the 64x64 grid
distinct r99c1 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r1c10 r1c11 r1c12 r1...
         ^~~~~
EOF
expect_file "window at the start of a long line: '...' on the right only" "$TMP/want" "$TMP/err"

# a line of exactly 100 bytes is quoted whole, one of 101 is cut
printf 'latin 3\nvalues 1..4 %s\n' "$(repeat '#' 88 | cut -c1-88)" >"$TMP/l100.puz"
printf 'latin 3\nvalues 1..4 %s\n' "$(repeat '#' 89 | cut -c1-89)" >"$TMP/l101.puz"
"$PUZC" check "$TMP/l100.puz" 2>"$TMP/err"
expect_eq "a line of 100 bytes is quoted whole" \
    "values 1..4 $(repeat '#' 88 | cut -c1-88)" "$(sed -n 2p "$TMP/err")"
"$PUZC" check "$TMP/l101.puz" 2>"$TMP/err"
expect_eq "a line of 101 bytes is cut" \
    "values 1..4 $(repeat '#' 68 | cut -c1-68)..." "$(sed -n 2p "$TMP/err")"

# ---- the issue's inputs ----
# a 15 MB `sum` line: twenty errors on it, then "too many errors"
{ printf 'sudoku 3x3\nsum 45 '; repeat 'r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 ' 15000000
  printf '\n'; } >"$TMP/sum.puz"
run "a 15 MB sum line" "$TMP/sum.puz"
cat >"$TMP/want" <<EOF
$TMP/sum.puz:2:53: error: r1c1 appears twice in this list
...r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r1c1 ...
                                 ^~~~
EOF
head -n 3 "$TMP/err" >"$TMP/got"
expect_file "... its first message" "$TMP/want" "$TMP/got"
expect_eq "... 20 errors and the note that it stopped" "20 1" \
    "$(grep -c ': error: ' "$TMP/err") $(grep -c 'too many errors, stopping after 20$' "$TMP/err")"

# a 1 MB unterminated string: the error past its end, the note at its start
{ printf 'sudoku 3x3\nname "'; repeat a 1000000; printf '\n'; } >"$TMP/str.puz"
run "a 1 MB unterminated string" "$TMP/str.puz"
a30=$(repeat a 30 | cut -c1-30) a74=$(repeat a 74 | cut -c1-74) a80=$(repeat a 80 | cut -c1-80)
cat >"$TMP/want" <<EOF
$TMP/str.puz:2:1000007: error: missing '"' at the end of the line
...$a80
                                                                                   ^
$TMP/str.puz:2:6: note: the string opened here
name "$a74...
     ^
EOF
expect_file "... its messages" "$TMP/want" "$TMP/err"

# 15 MB of one line of garbage: one error, the rest of the line skipped
{ printf 'sudoku 3x3\n'; repeat '!$%&*+-/:;<>?@[]^{|}~' 15000000; printf '\n'; } >"$TMP/garbage.puz"
run "15 MB of one line of garbage" "$TMP/garbage.puz"
cat >"$TMP/want" <<EOF
$TMP/garbage.puz:2:1: error: unexpected character '!'
!\$%&*+-/:;<>?@[]^{|}~!\$%&*+-/:;<>?@[]^{|}~!\$%&*+-/:;<>?@[]^{|}~!\$%&*+-/:;<>?@[]^...
^
EOF
expect_file "... its message" "$TMP/want" "$TMP/err"

# 14 lines of 1 MB with an error each (each line skipped after its error)
fives=$(repeat '5 ' 1000000)
for i in $(seq 1 14); do echo "given r1c1 = $fives"; done >"$TMP/twenty.tail"
{ echo "sudoku 3x3"; cat "$TMP/twenty.tail"; echo "sum 1 r1c1 r1c1"; } >"$TMP/twenty.puz"
run "14 errors, each on a 1 MB line" "$TMP/twenty.puz"
expect_eq "... each one at its line and column" \
    "$(seq 2 15 | sed 's/$/:16: error: expected end of line, found number '"'5'"'/')" \
    "$(sed -n 's/^[^:]*:\([0-9]*:[0-9]*: error: .*\)/\1/p' "$TMP/err")"
expect_eq "... the quote of one" "given r1c1 = 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5..." \
    "$(sed -n 2p "$TMP/err")"

# ---- other long or many things ----
{ printf 'sudoku 3x3\n'; repeat abcdefgh 15000000; printf '\n'; } >"$TMP/word.puz"
run "a 15 MB word" "$TMP/word.puz"
expect_eq "... quoted in part in the message" \
    "$TMP/word.puz:2:1: error: unknown statement 'abcdefghabcdefghabcdefgh...'" \
    "$(head -n 1 "$TMP/err")"

{ printf 'sudoku 3x3\ngivens\n'; repeat 1 15000000; printf '\n'; } >"$TMP/row.puz"
run "a 15 MB givens row" "$TMP/row.puz"
expect_eq "... its cells counted" \
    "$TMP/row.puz:3:10: error: row 1 of the givens block has 15000000 cells, expected 9" \
    "$(head -n 1 "$TMP/err")"

{ printf 'sudoku 3x3\ngivens\n'; repeat '1 ' 15000000; printf '\n'; } >"$TMP/rowtok.puz"
run "a 15 MB givens row of tokens" "$TMP/rowtok.puz"

{ printf 'sudoku 3x3\ngivens\n'; repeat '123456789\n-\n' 15000000; } >"$TMP/rows.puz"
run "a givens block of 1.25 million rows and rulers" "$TMP/rows.puz"
expect_eq "... the first row too many named" \
    "$TMP/rows.puz:21:1: error: the givens block has more than 9 rows" "$(head -n 1 "$TMP/err")"

repeat 'sudoku 3x3\n' 15000000 >"$TMP/headers.puz"
run "1.4 million headers" "$TMP/headers.puz"
expect_eq "... twenty errors" 20 "$(grep -c ': error: duplicate header' "$TMP/err")"

{ printf 'sudoku 3x3\nsum 45 r1c1 \\'; repeat ' ' 15000000; printf 'x\n'; } >"$TMP/bs.puz"
run "a backslash followed by 15 MB of blanks" "$TMP/bs.puz"
expect_eq "... named at its column" \
    "$TMP/bs.puz:2:13: error: unexpected character '\\'" "$(head -n 1 "$TMP/err")"

{ printf 'sudoku 3x3\n'; repeat 'x\n' 15000000; } >"$TMP/lines.puz"
run "7.5 million bad lines" "$TMP/lines.puz"
expect_eq "... twenty errors, then it stops" "20 1" \
    "$(grep -c ': error: ' "$TMP/err") $(grep -c 'too many errors' "$TMP/err")"

# ---- a long answer to decode ----
# glpsol's report on the 25x25, ten times over (4.8 MB): decode read each
# column name with sscanf, which measures the whole rest of the text (26 s)
printf 'sudoku 5x5\n' >"$TMP/e25.puz"
"$PUZC" solve "$TMP/e25.puz" --line >"$TMP/s25"
awk -v sol="$(cat "$TMP/s25")" 'BEGIN {
    print "Status:     INTEGER OPTIMAL"
    print "   No. Column name       Activity     Lower bound   Upper bound"
    for (rep = 0; rep < 10; rep++)
        for (c = 0; c < 625; c++) {
            v = index("123456789ABCDEFGHIJKLMNOP", substr(sol, c + 1, 1))
            for (k = 1; k <= 25; k++)
                printf "%6d x_r%dc%d_v%d  *  %d  0  1\n", ++n, int(c / 25) + 1, c % 25 + 1, k, k == v
        } }' >"$TMP/glp.sol"
measured "$PUZC" decode "$TMP/e25.puz" "$TMP/glp.sol" --line
sec=$cpu
if [ "$rc" = 0 ] && cmp -s "$TMP/out" "$TMP/s25" && awk -v s="$sec" 'BEGIN { exit !(s < 5) }'; then
    ok "a 4.8 MB glpsol answer decoded in $sec s of CPU"
else
    not_ok "a 4.8 MB glpsol answer: exit $rc in $sec s (wanted 0, the solution, under 5 s of CPU)"
    head -n 3 "$TMP/err" | sed 's/^/    /'
fi

# ---- a file past the 16 MB a model may be: said at once, not read ----
truncate -s 17M "$TMP/big.puz"
run "a 17 MB file" "$TMP/big.puz"
expect_eq "... refused by its size" \
    "puzc check: error: $TMP/big.puz: larger than 16 MB, the most a model may be" "$(cat "$TMP/err")"

# ---- endless input: refused at the cap while reading, memory bounded ----
# (a device and a pipe have no size to look at first)
for src in /dev/zero pipe; do
    if [ $src = pipe ]; then
        peak=$(peak_kb sh -c "yes 'sum 45 r1c1 r1c2' | '$PUZC' check -")
        name="<stdin>"
    else
        peak=$(peak_kb "$PUZC" check /dev/zero)
        name=/dev/zero
    fi
    expect_eq "endless $src: refused at 16 MB" \
        "puzc check: error: $name: larger than 16 MB, the most a model may be" "$(cat "$TMP/err")"
    [ "$peak" -lt 60000 ] && ok "endless $src: peak memory ${peak} KB (under 60 MB)" ||
        not_ok "endless $src: peak memory ${peak} KB (wanted under 60 MB)"
done

# ---- the front end's memory: a few times the text ----
# 15 MB of two-cell statements (the most statements a file can hold), and
# 15 MB of 200-cell sums: the peak is at most 12 and 8 times the text
awk 'BEGIN { srand(7); print "sudoku 16x16"; n = 0
    while (n < 15000000) { a = int(rand() * 65536); b = (a + 1 + int(rand() * 65535)) % 65536
        l = sprintf("distinct r%dc%d r%dc%d", a % 256 + 1, int(a / 256) + 1, b % 256 + 1, int(b / 256) + 1)
        print l; n += length(l) + 1 } }' >"$TMP/pairs.puz"
awk 'BEGIN { srand(8); print "grid 256x256"; print "values 1..256"; n = 0
    while (n < 15000000) { l = "sum 1000000"; split("", seen)
        for (k = 0; k < 200; k++) { do c = int(rand() * 65536); while (c in seen); seen[c] = 1
            l = l sprintf(" r%dc%d", c % 256 + 1, int(c / 256) + 1) }
        print l; n += length(l) + 1 } }' >"$TMP/sums.puz"
for f in pairs:12 sums:8; do
    size=$(wc -c <"$TMP/${f%:*}.puz")
    peak=$(peak_kb "$PUZC" check "$TMP/${f%:*}.puz")
    times=$(awk -v p="$peak" -v s="$size" 'BEGIN { printf "%.1f", p * 1024 / s }')
    awk -v t="$times" -v m="${f#*:}" 'BEGIN { exit !(t <= m) }' &&
        ok "${f%:*}.puz ($size bytes): peak $peak KB, $times times the text" ||
        not_ok "${f%:*}.puz ($size bytes): peak $peak KB, $times times the text (wanted <= ${f#*:})"
done

# ---- lines: 1 MB at most, refused while read, the lines before answered ----
line=$(head -n 1 "$SHARED/sudoku9/tdoku_17_clue.txt" 2>/dev/null || echo '...........................................................................1.....')
{ echo "$line"; head -c 2000000 /dev/zero; echo; echo "$line"; } >"$TMP/long.txt"
for j in 1 2; do
    "$PUZC" batch "$TMP/long.txt" --jobs $j >"$TMP/out" 2>"$TMP/err"
    rc=$?
    expect_eq "batch --jobs $j: a 2 MB line refused: exit 2, the message" \
        "2 $TMP/long.txt:2:1048577: error: line longer than 1 MB, the most puzc reads; the rest of the input is not read" \
        "$rc $(cat "$TMP/err")"
    expect_eq "batch --jobs $j: ... the line before it answered" 1 "$(wc -l <"$TMP/out")"
done
# every command that reads lines or a whole answer or grid, on endless input
while IFS='|' read -r what want; do
    # shellcheck disable=SC2086
    peak=$(peak_kb "$PUZC" $what)
    rc=$(cat "$TMP/rc")
    if [ "$rc" = 2 ] && [ "$(tail -n 1 "$TMP/err")" = "$want" ] && [ "$peak" -lt 100000 ]; then
        ok "$what: refused at its cap, peak $peak KB"
    else
        not_ok "$what: exit $rc, peak $peak KB (wanted 2, under 100 MB, and: $want)"
        tail -n 2 "$TMP/err" | cut -c1-200 | sed 's/^/    /'
    fi
done <<EOF2
batch /dev/zero|/dev/zero:1:1048577: error: line longer than 1 MB, the most puzc reads; the rest of the input is not read
batch --jobs 2 /dev/zero|/dev/zero:1:1048577: error: line longer than 1 MB, the most puzc reads; the rest of the input is not read
rate /dev/zero|/dev/zero:1:1048577: error: line longer than 1 MB, the most puzc reads; the rest of the input is not read
compare --batch /dev/zero|/dev/zero:1:1048577: error: line longer than 1 MB, the most puzc reads; the rest of the input is not read
verify models/sudoku_4x4.puz /dev/zero|puzc verify: error: /dev/zero: larger than 16 MB, the most puzc reads here
decode models/sudoku_4x4.puz /dev/zero|puzc decode: error: /dev/zero: larger than 64 MB, the most puzc reads here
render /dev/zero|puzc render: error: /dev/zero: larger than 16 MB, the most a model may be
solve /dev/zero|puzc solve: error: /dev/zero: larger than 16 MB, the most a model may be
EOF2
