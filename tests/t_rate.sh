# t_rate.sh -- `puzc rate`'s finer grades: each technique on a hand-built
# position where it alone applies (tests/unit/rate_test.c, linking the
# library's internals), the solving paths of shared puzzles checked step by
# step against their solutions, the score against its documented formula,
# --steps, --json, --csv, files of one-line puzzles (Sudoku, Latin,
# Killer lines) and their errors. Checked from the outside where it can be.
. tests/lib.sh
CC=${CC:-cc}

# ---- techniques and paths (C driver on the internals) ----
sets=""
if have_sets; then
    sets="$SHARED/sudoku9/tdoku_magictour_top1465.txt $SHARED/sudoku9/norvig_top95.txt
          $SHARED/killer/krazydad_killer_9x9.txt"
else
    skip "shared puzzle sets absent: solving paths of real puzzles"
fi
if $CC -std=c11 -O2 -Wall -D_POSIX_C_SOURCE=200809L $UNIT_CFLAGS -Iinclude -Ibase -Icompiler \
    -Igenerator -Ibackends -Ibuild tests/unit/rate_test.c "$LIBPUZC" $UNIT_LIBS \
    -o "$TMP/rate_test" 2>"$TMP/cc.err"; then
    "$TMP/rate_test" $sets | grep -v '^#' | grep -v 'failed$' || not_ok "rate_test printed nothing"
    "$TMP/rate_test" >/dev/null || not_ok "rate_test exited $?"
else
    not_ok "tests/unit/rate_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

# ---- the score: sum of technique weights over the path + 50 a guess ----
# weights as docs/generate.md lists them
weights="naked_single=1 hidden_single=2 cage_combination=3 locked_candidates=4 innies=5 naked_pair=6
hidden_pair=8 naked_triple=10 hidden_triple=12 x_wing=15 xy_wing=18 swordfish=20 coloring=25"
# score_of TABLE: the formula over the table rate prints
score_of() {
    echo "$weights" | tr ' ' '\n' | awk -F= -v t="$1" 'BEGIN { while ((getline l < t) > 0) { split(l, f, " +"); v[f[1]] = f[2] } }
        NF == 2 { s += $2 * v[$1] } END { print s + 50 * v["guesses"] }'
}
for f in models/sudoku_9x9_easy.puz models/sudoku_9x9_hard.puz models/killer_9x9.puz models/latin_7.puz; do
    $PUZC rate "$f" >"$TMP/t"
    expect_eq "score of $f follows the formula" "$(score_of "$TMP/t")" \
        "$(awk '$1 == "score" { print $2 }' "$TMP/t")"
done
expect_eq "an easy puzzle scores its naked singles" \
    "$($PUZC rate models/sudoku_9x9_easy.puz | awk '$1 == "naked_single" { print $2 }')" \
    "$($PUZC rate models/sudoku_9x9_easy.puz | awk '$1 == "score" { print $2 }')"

# ---- Killer: rated by cage combinations, the solution unique ----
$PUZC rate models/killer_9x9.puz >"$TMP/k"
expect_eq "Killer .puz: rated, one solution" "1 1" \
    "$(grep -c '^difficulty  *[a-z]' "$TMP/k") $(awk '$1 == "solutions" { print $2 }' "$TMP/k")"
expect_eq "Killer .puz: cage combinations and innies used" 2 "$(awk '($1 == "cage_combination" || $1 == "innies") && $2 > 0' "$TMP/k" | wc -l | tr -d ' ')"

# ---- --steps: the path, one technique a step ----
$PUZC rate models/sudoku_9x9_hard.puz --steps >"$TMP/s"
n=$(sed -n 's/^steps (\([0-9]*\)):$/\1/p' "$TMP/s")
expect_eq "--steps: as many step lines as it says" "$n" "$(awk 'f { c++ } /^steps/ { f = 1 } END { print c + 0 }' "$TMP/s")"
expect_eq "--steps: each names a technique and a cell" 0 \
    "$(awk 'f && !/^ *[0-9]+  [a-z_]+ +r[0-9]+c[0-9]+ / { bad++ } /^steps/ { f = 1 } END { print bad + 0 }' "$TMP/s")"
givens=$(awk '/^givens/ { f = 1; next } f' models/sudoku_9x9_hard.puz | tr -cd '0-9.' | tr -cd '.' | wc -c | tr -d ' ')
expect_eq "--steps: its placements fill every empty cell once" "$givens" \
    "$(awk 'f && / = / { print $3 } /^steps/ { f = 1 }' "$TMP/s" | sort -u | wc -l | tr -d ' ')"
expect_eq "--steps: placements counted like the table (singles + guesses on the path)" \
    "$(awk '$1 == "naked_single" || $1 == "hidden_single" || $1 == "guess" { s += $2 } END { print s }' "$TMP/s")" \
    "$(awk 'f && / = / { c++ } /^steps/ { f = 1 } END { print c }' "$TMP/s")"
$PUZC rate models/sudoku_9x9_easy.puz --json --steps >"$TMP/j"
expect_eq "--json --steps: one object with a steps array" 1 "$(grep -c '^{"file":"models/sudoku_9x9_easy.puz",.*"steps":\[{"technique":"naked_single","row":[0-9],"col":[0-9],"value":[0-9],"houses":\[\]}' "$TMP/j")"
$PUZC rate models/sudoku_9x9_hard.puz --csv --steps >"$TMP/c"
expect_eq "--csv --steps: the row, then a step table" "line,grade,score,hardest,guesses,unique step,technique,cell,value,eliminations,houses" \
    "$(sed -n '1p;3p' "$TMP/c" | tr '\n' ' ' | sed 's/ $//')"
# an empty grid has solving steps of guesses only (under make asan, UBSan
# once stopped on a memcpy from NULL there: issue 31)
printf 'sudoku 2x2\n' >"$TMP/empty.puz"
expect_status "--steps on an empty grid: rated, exit 0" 0 $PUZC rate "$TMP/empty.puz" --steps
expect_eq "... no error" "" "$(cat "$TMP/err")"

# ---- files of one-line puzzles: one row a line ----
$PUZC generate --count 6 --line --seed 3 --quiet >"$TMP/l9"
$PUZC rate "$TMP/l9" --csv >"$TMP/r9"
expect_eq "rate FILE --csv: a header and 6 rows" 7 "$(wc -l <"$TMP/r9" | tr -d ' ')"
expect_eq "... each graded, scored and unique" 6 \
    "$(grep -cE '^[1-6],(easy|medium|hard|fiendish|expert),[0-9]+,[a-z_]+,[0-9]+,yes$' "$TMP/r9")"
expect_eq "... the grade of line 2 is what rate says of it alone" \
    "$(sed -n 2p "$TMP/l9" | $PUZC rate --line - --csv | sed -n 2p | cut -d, -f2-)" "$(sed -n 3p "$TMP/r9" | cut -d, -f2-)"
$PUZC generate --kind latin --size 6 --count 3 --line --seed 3 --quiet | $PUZC rate --line - --csv >"$TMP/rl"
expect_eq "Latin lines: rated as Latin squares" 3 "$(grep -cE '^[1-3],[a-z]+,[0-9]+,[a-z_]+,[0-9]+,yes$' "$TMP/rl")"
$PUZC generate --kind killer --count 3 --line --seed 3 --quiet >"$TMP/kl"
$PUZC rate "$TMP/kl" --csv >"$TMP/rk"
expect_eq "Killer lines: recognised and rated" 3 "$(grep -cE '^[1-3],[a-z]+,[0-9]+,[a-z_]+,[0-9]+,yes$' "$TMP/rk")"
expect_file "Killer lines: --killer rates the same" "$TMP/rk" "$($PUZC rate --killer "$TMP/kl" --csv >"$TMP/rk2"; echo "$TMP/rk2")"
$PUZC rate "$TMP/kl" --json >"$TMP/jk"
expect_eq "--json on lines: one object a line, named" 3 "$(grep -c '^{"line":[1-3],"name":"puzc-[0-9]*","status":"solved","grade":"[a-z]*","score":[0-9]*,' "$TMP/jk")"
if have_sets; then
    head -n 20 "$SHARED/sudoku9/norvig_top95.txt" >"$TMP/top"
    $PUZC rate "$TMP/top" --csv >"$TMP/rt"
    expect_eq "norvig top95, first 20: all rated and unique" 20 "$(grep -c ',yes$' "$TMP/rt")"
    expect_eq "... graded more finely than hard/expert alone" 1 \
        "$(cut -d, -f2 "$TMP/rt" | sort -u | grep -c fiendish)"
fi
# the table of lines names each puzzle: its line, or a Killer's name
$PUZC rate "$TMP/l9" >"$TMP/t9"
expect_eq "rate FILE: the table's last column is the puzzle's line" "$(cat "$TMP/l9")" \
    "$(sed 1d "$TMP/t9" | awk '{ print $NF }')"
expect_eq "... under a 'puzzle' header" puzzle "$(head -n 1 "$TMP/t9" | awk '{ print $NF }')"
expect_eq "Killer lines: the table names them" "$(sed -n 's/.*"name":"\([^"]*\)".*/\1/p' "$TMP/jk")" \
    "$($PUZC rate "$TMP/kl" | sed 1d | awk '{ print $NF }')"

# ---- a puzzle with two solutions or more: no grade, "not unique" ----
printf 'sudoku 2x2\ngivens\n12..\n....\n....\n....\n' >"$TMP/multi.puz"
$PUZC rate "$TMP/multi.puz" >"$TMP/out"; st=$?
expect_eq "not unique: rated (exit 0), the difficulty says it is not unique" \
    "0|none: not unique (a grade needs one solution)|2 or more (not unique)" \
    "$st|$(sed -n 's/^difficulty *//p' "$TMP/out")|$(sed -n 's/^solutions *//p' "$TMP/out")"
expect_eq "... --json: difficulty null, unique false" 1 \
    "$($PUZC rate "$TMP/multi.puz" --json | grep -c '"status":"solved","difficulty":null,.*"unique":false')"
printf '1%080d\n' 0 | tr 0 . >"$TMP/mline"
expect_eq "... a row of lines: grade 'not unique', unique 'no'" "1,not unique,no" \
    "$($PUZC rate "$TMP/mline" --csv | sed -n 2p | cut -d, -f1,2,6)"
expect_eq "... --json lines: grade null" 1 "$($PUZC rate "$TMP/mline" --json | grep -c '"grade":null,.*"unique":false')"

# - alone is still a .puz on stdin
expect_eq "rate - reads a .puz from stdin, as before" easy \
    "$($PUZC rate - <models/sudoku_9x9_easy.puz | awk '$1 == "difficulty" { print $2 }')"
# errors
printf '%s\n' '1234' '..3.' >"$TMP/bad"
$PUZC rate "$TMP/bad" --csv >"$TMP/out" 2>"$TMP/err"
expect_eq "a bad line: located message" "puzc rate: error: $TMP/bad:1: expected 16 cells, got 4" "$(head -n 1 "$TMP/err")"
expect_status "bad lines: exit 2" 2 $PUZC rate "$TMP/bad"
expect_status "--steps on a file of lines: exit 2" 2 $PUZC rate "$TMP/l9" --steps
expect_eq "... says why" 1 "$(grep -c 'give a .puz file' "$TMP/err")"
expect_status "rate of a missing file of lines: exit 2" 2 $PUZC rate "$TMP/none.txt"

# two output forms exclude each other, as in solve
expect_status "rate --json --csv: refused" 2 $PUZC rate --json --csv models/sudoku_4x4.puz
expect_eq "... says so" "puzc rate: error: --json and --csv exclude each other" "$(cat "$TMP/err")"
