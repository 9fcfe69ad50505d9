# t_cli.sh -- the command line: solve/verify/emit/decode behaviour, exit
# statuses and messages, output forms. Solutions are always checked with
# `puzc verify` (the independent verifier), never against stored answers.
. tests/lib.sh

M=models/sudoku_9x9_hard.puz

# Usage errors: exit 2 with a message.
expect_status "no command: exit 2" 2 $PUZC
expect_status "unknown command: exit 2" 2 $PUZC frobnicate
expect_eq "unknown command message" "puzc: error: unknown command 'frobnicate'" "$(head -n 1 "$TMP/err")"
expect_status "--help: exit 0" 0 $PUZC --help
expect_status "solve without a file" 2 $PUZC solve
expect_eq "solve without a file message" "puzc solve: error: no puzzle file given" "$(head -n 1 "$TMP/err")"
expect_status "solve --count 0" 2 $PUZC solve $M --count 0
expect_status "solve --count abc" 2 $PUZC solve $M --count abc
expect_eq "--count abc message" "puzc solve: error: --count wants a non-negative whole number, not 'abc'" "$(head -n 1 "$TMP/err")"
expect_status "solve unknown backend" 2 $PUZC solve $M --backend nosuch
grep -q "unknown backend 'nosuch' (have: native" "$TMP/err" && ok "unknown backend lists the backends" || not_ok "unknown backend lists the backends"
expect_status "solve missing file" 2 $PUZC solve no/such.puz
expect_status "solve --all with --count" 2 $PUZC solve $M --all --count 2
# the output forms exclude each other too: a second one is refused, not ignored
expect_status "solve --json --line" 2 $PUZC solve $M --json --line
expect_eq "... its message, nothing on stdout" "puzc solve: error: --json and --line exclude each other|" \
    "$(cat "$TMP/err")|$($PUZC solve $M --json --line 2>/dev/null)"
expect_status "solve --line --pretty=ascii" 2 $PUZC solve $M --line --pretty=ascii
expect_eq "... its message" "puzc solve: error: --line and --pretty exclude each other" "$(cat "$TMP/err")"
expect_status "solve --line --line: one form, given twice" 0 $PUZC solve $M --line --line
expect_status "decode --line --json" 2 $PUZC decode $M /dev/null --line --json
expect_eq "... its message" "puzc decode: error: --line and --json exclude each other" "$(cat "$TMP/err")"

# Solving: grid, line and JSON forms all verify.
$PUZC solve $M >"$TMP/grid"; expect_eq "solve exit 0" 0 $?
expect_status "grid output verifies" 0 $PUZC verify $M "$TMP/grid"
$PUZC solve $M --line >"$TMP/line"
expect_eq "--line is one line of 81" "81" "$(tr -d '\n' <"$TMP/line" | wc -c | tr -d ' ')"
expect_status "line output verifies" 0 $PUZC verify $M "$TMP/line"
$PUZC solve $M --json >"$TMP/json"
grep -q '"status":"solved","solutions":1' "$TMP/json" && ok "--json status" || not_ok "--json status: $(cat "$TMP/json")"
expect_eq "solve --count 2 of a unique puzzle" "1" "$($PUZC solve $M --count 2)"

# The grid output follows the input's layout: rulers in, rulers out.
grep -q '|' models/sudoku_9x9_easy.puz && {
    $PUZC solve models/sudoku_9x9_easy.puz >"$TMP/easy"
    grep -q '|' "$TMP/easy" && ok "rulers kept in the output" || not_ok "rulers kept in the output"
}

# verify: a wrong cell is reported and named; a short grid is an input error.
sed '1s/^\(.\)\(.\)/\2\1/' "$TMP/line" >"$TMP/swapped"
expect_status "verify rejects a swapped pair" 1 $PUZC verify $M "$TMP/swapped"
grep -q '^invalid: ' "$TMP/out" && ok "verify says why" || not_ok "verify says why: $(cat "$TMP/out")"
cut -c1-80 "$TMP/line" >"$TMP/short"
expect_status "verify: truncated grid" 2 $PUZC verify $M "$TMP/short"
expect_eq "truncated grid message" "puzc verify: error: $TMP/short: expected 81 cells, found 80" "$(cat "$TMP/err")"

# No solution is a result (exit 1), not an error; every counting backend agrees.
{ echo "sudoku 3x3"; echo "givens"
  echo "12345678."; echo "........9"; echo "........."; echo "........."; echo "........."
  echo "........."; echo "........."; echo "........."; echo "........."; } >"$TMP/nosol.puz"
for b in $($PUZC backends --names); do
    [ "$b" = heuristic ] && continue
    $PUZC solve "$TMP/nosol.puz" --backend "$b" >"$TMP/out" 2>"$TMP/err"
    st=$?
    expect_eq "$b: contradictory puzzle exits 1" 1 "$st"
    expect_eq "$b: says no solution" "no solution" "$(cat "$TMP/out")"
done

# --all lists every solution of a small model, each verified; the count
# matches --count.
{ echo "latin 3"; echo "givens"; echo "1.."; echo "..."; echo "..."; } >"$TMP/l3.puz"
$PUZC solve "$TMP/l3.puz" --all --line >"$TMP/all" 2>"$TMP/err"
expect_eq "latin 3 with r1c1=1: 4 solutions listed" 4 "$(wc -l <"$TMP/all" | tr -d ' ')"
expect_eq "--all distinct solutions" 4 "$(sort -u "$TMP/all" | wc -l | tr -d ' ')"
bad=0
while read -r s; do echo "$s" >"$TMP/s1"; $PUZC verify "$TMP/l3.puz" "$TMP/s1" >/dev/null || bad=1; done <"$TMP/all"
expect_eq "every --all solution verifies" 0 $bad
expect_eq "--count agrees with --all" 4 "$($PUZC solve "$TMP/l3.puz" --count 100)"

# A count cut short by --time-limit is a lower bound, said so, exit 1;
# a count that finishes in time is exact, exit 0.
echo "sudoku 3x3" >"$TMP/e9.puz"
for b in native sat; do
    $PUZC solve "$TMP/e9.puz" --backend $b --count 100000000 --time-limit 0.2 >"$TMP/out" 2>"$TMP/err"
    expect_eq "$b: time-limited count exits 4 (stopped by a limit)" 4 $?
    grep -q '^puzc solve: time limit reached: at least [0-9]* solution' "$TMP/err" && ok "$b: says the count is a lower bound" || not_ok "$b: lower-bound message: $(cat "$TMP/err")"
done
$PUZC solve "$TMP/e9.puz" --count 100000000 --time-limit 0.2 --json 2>/dev/null | grep -q '"complete":false' && ok "--json: complete false" || not_ok "--json: complete false"
expect_status "a count finished within the limit exits 0" 0 $PUZC solve models/sudoku_4x4.puz --count 1000 --time-limit 10

# --- help: `puzc help CMD` is `puzc CMD --help`; -V; usages complete --------
$PUZC --help >"$TMP/top"
cmds=$(awk '/^commands:/ { f = 1; next } f && /^  [a-z]/ { print $1 }' "$TMP/top")
expect_eq "puzc help lists the commands (as --help does)" "$(cat "$TMP/top")" "$($PUZC help)"
ncmds=$(grep -c '^ *X("[a-z]*", cmd_' cli/main.c)
expect_eq "puzc help: every command of main.c's table ($ncmds)" "$ncmds" "$(echo "$cmds" | wc -l | tr -d ' ')"
for c in $cmds; do
    $PUZC help $c >"$TMP/h1" 2>&1; s1=$?
    $PUZC $c --help >"$TMP/h2" 2>&1; s2=$?
    if [ $s1 = 0 ] && [ $s2 = 0 ] && cmp -s "$TMP/h1" "$TMP/h2" && [ -s "$TMP/h1" ]; then
        ok "puzc help $c = puzc $c --help, exit 0"
    else
        not_ok "puzc help $c = puzc $c --help (exits $s1 $s2)"; diff "$TMP/h1" "$TMP/h2" | head -n 5
    fi
    grep -q '^exit status: \|[.] exit status: \|^ *exit status' "$TMP/h1" &&
        ok "puzc $c --help states the exit statuses" || not_ok "puzc $c --help states the exit statuses"
    # every long option the command's getopt table takes is in its usage
    # (cli/cmd_CMD.c: {"name", ...} before the table's {NULL ...} end)
    missing=""
    for o in $(awk '/struct option [a-z_]*\[\] = \{/, /\{NULL/' cli/cmd_$c.c |
               grep -o '{"[a-z][a-z-]*"' | tr -d '{"'); do
        [ "$o" = help ] && continue
        grep -q -- "--$o\b" "$TMP/h1" || missing="$missing --$o"
    done
    [ "$c" = backends ] && { grep -q -- '--names' "$TMP/h1" || missing="$missing --names"; }
    expect_eq "puzc $c --help lists every option it takes" "" "$missing"
done
expect_status "help of an unknown command: exit 2" 2 $PUZC help frobnicate
expect_eq "... its message" "puzc help: error: unknown command 'frobnicate'" "$(head -n 1 "$TMP/err")"
expect_eq "-V = --version" "$($PUZC --version)" "$($PUZC -V)"
expect_eq "--version: puzc and a version" yes "$($PUZC -V | grep -qx 'puzc [0-9][0-9.]*' && echo yes)"
expect_status "backends with a stray argument: exit 2" 2 $PUZC backends --nonsense
expect_eq "... its message" "puzc backends: error: unknown argument '--nonsense'" "$(head -n 1 "$TMP/err")"

# --- one error prefix: puzc CMD: error: --------------------------------------
$PUZC check no/such.puz 2>"$TMP/err"
expect_eq "a missing file names the command" "puzc check: error: cannot open 'no/such.puz': No such file or directory" "$(cat "$TMP/err")"
bad=""
for c in check solve emit decode verify rate compare batch; do
    $PUZC $c --no-such-option x y >/dev/null 2>"$TMP/err"
    grep -q "^puzc $c: error: \|unrecognized option" "$TMP/err" || bad="$bad $c"
done
expect_eq "unknown options: puzc CMD: error:" "" "$bad"

# --- a misspelt command or option: one line, the nearest word, where the list is
expect_status "misspelt option: exit 2" 2 $PUZC solve --backnd sat models/sudoku_4x4.puz
printf "puzc solve: error: unknown option '--backnd'; did you mean '--backend'?\n(puzc solve --help lists its options)\n" >"$TMP/want"
expect_file "misspelt option: the nearest option, no usage" "$TMP/want" "$TMP/err"
expect_status "misspelt backend option: exit 2" 2 $PUZC batch --formulaton=efficient x
expect_eq "... the backends' options are candidates too" \
    "puzc batch: error: unknown option '--formulaton'; did you mean '--formulation'?" "$(head -n 1 "$TMP/err")"
expect_status "option without its value: exit 2" 2 $PUZC solve models/sudoku_4x4.puz --time-limit
expect_eq "... says so" "puzc solve: error: option '--time-limit' needs a value" "$(head -n 1 "$TMP/err")"
expect_status "far from every option: exit 2" 2 $PUZC render --zzzzzz x
expect_eq "... no suggestion" "puzc render: error: unknown option '--zzzzzz'" "$(head -n 1 "$TMP/err")"
expect_status "misspelt command: exit 2" 2 $PUZC solv x
printf "puzc: error: unknown command 'solv'; did you mean 'solve'?\n(puzc help lists the commands)\n" >"$TMP/want"
expect_file "misspelt command: the nearest command, no command list" "$TMP/want" "$TMP/err"
expect_status "help of a misspelt command: exit 2" 2 $PUZC help generat
expect_eq "... the nearest command" "puzc help: error: unknown command 'generat'; did you mean 'generate'?" "$(head -n 1 "$TMP/err")"

# --- emit -o -: stdout ----------------------------------------------------------
$PUZC emit models/sudoku_4x4.puz --format cnf -o - >"$TMP/o1"; st=$?
$PUZC emit models/sudoku_4x4.puz --format cnf >"$TMP/o2"
expect_eq "emit -o - writes to stdout (exit 0, same text)" "0 same" "$st $(cmp -s "$TMP/o1" "$TMP/o2" && echo same)"
expect_eq "emit -o - made no file named -" no "$([ -e ./- ] && echo yes || echo no)"

# --- progress: on a terminal only ------------------------------------------------
$PUZC rate $M >"$TMP/out" 2>"$TMP/err"
expect_eq "rate redirected: nothing on stderr" 0 "$(wc -c <"$TMP/err" | tr -d ' ')"
$PUZC generate --box 3x3 --minimal --seed 3 -o "$TMP/g.puz" 2>"$TMP/err"
expect_eq "generate --minimal redirected: one summary line, no progress" "1 0" \
    "$(wc -l <"$TMP/err" | tr -d ' ') $(tr -cd '\r' <"$TMP/err" | wc -c | tr -d ' ')"
if command -v script >/dev/null 2>&1; then
    # script(1) gives puzc a terminal: the rater's line, rewritten in place
    # ('\r') and wiped before the table
    script -qc "$PUZC rate $M" /dev/null >"$TMP/tty" 2>&1
    expect_eq "rate on a terminal: its progress line, then the table" yes \
        "$(grep -q "$(printf '\r')rating: rated; counting solutions" "$TMP/tty" && grep -q '^difficulty' "$TMP/tty" && echo yes)"
else
    skip "progress on a terminal (no script(1); bsdutils)"
fi

# --- bash completion (tools/puzc.bash-completion) ------------------------------
if command -v bash >/dev/null 2>&1; then
    comp() {
        bash -c '. tools/puzc.bash-completion
                 COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); _puzc; echo "${COMPREPLY[*]}"' _ "$@"
    }
    expect_eq "completion: puzc so<TAB>" "solve" "$(comp $PUZC so)"
    expect_eq "completion: puzc solve --back<TAB>" "--backend" "$(comp $PUZC solve --back)"
    expect_eq "completion: --backend <TAB> lists the backends" "$($PUZC backends --names | tr '\n' ' ' | sed 's/ $//')" \
        "$(comp $PUZC solve m.puz --backend '')"
    expect_eq "completion: emit --format <TAB> has cnf, lp, xcc" "cnf lp xcc" \
        "$(comp $PUZC emit m.puz --format '' | tr ' ' '\n' | grep -x 'cnf\|lp\|xcc' | sort | tr '\n' ' ' | sed 's/ $//')"
    expect_eq "completion: --encoding <TAB> (a backend option's values)" "efficient extended minimal" \
        "$(comp $PUZC solve m.puz --backend sat --encoding '')"
    expect_eq "completion: puzc help de<TAB>" "decode" "$(comp $PUZC help de)"
    # a choice's values are the ones the command accepts: its own error
    # message for a bad value lists them
    accepted() { # CMD OPT: the values CMD's error for OPT bogus lists, sorted
        $PUZC "$@" bogus 2>&1 | sed 's/.*(\(have: \)\{0,1\}\(.*\))$/\2/' | tr -d ',' | tr ' ' '\n' | sort |
            tr '\n' ' ' | sed 's/ $//'
    }
    expect_eq "completion: render --format <TAB>: svg, png, text (render's, not emit's)" \
        "$(accepted render models/sudoku_4x4.puz --format)" "$(comp $PUZC render m.puz --format '')"
    expect_eq "completion: render -f <TAB> as --format" "png svg text" "$(comp $PUZC render m.puz -f '')"
    expect_eq "completion: emit -f <TAB> as --format" "$(comp $PUZC emit m.puz --format '')" \
        "$(comp $PUZC emit m.puz -f '')"
    for o in --difficulty --symmetry --method; do
        expect_eq "completion: generate $o <TAB>: what generate accepts" "$(accepted generate $o)" \
            "$(comp $PUZC generate $o '')"
    done
    expect_eq "completion: generate --difficulty f<TAB>" fiendish "$(comp $PUZC generate --difficulty f)"
    expect_eq "completion: generate --kind <TAB>" "killer latin sudoku" "$(comp $PUZC generate --kind '')"
    tmpi=$TMP/inst
    make -s install PREFIX="$tmpi" >/dev/null 2>&1
    expect_eq "make install puts it in share/bash-completion/completions/puzc" same \
        "$(cmp -s tools/puzc.bash-completion "$tmpi/share/bash-completion/completions/puzc" && echo same)"
    # README.md's way for a private prefix: source the installed file
    expect_eq "the installed file, sourced, completes puzc (README.md)" "complete -o filenames -F _puzc puzc solve" \
        "$(bash -c '. "$1"/share/bash-completion/completions/puzc; complete -p puzc
                    COMP_WORDS=(puzc so); COMP_CWORD=1; PATH=$1/bin:$PATH; _puzc; echo "${COMPREPLY[*]}"' _ "$tmpi" | tr '\n' ' ' | sed 's/ $//')"
fi

# --- a one-line puzzle wherever a model is taken, written on the command line
L=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
S=417369825632158947958724316825437169791586432346912758289643571573291684164875293
expect_eq "solve LINE: the line's solution" "$S" "$($PUZC solve "$L" --line)"
expect_eq "solve - reads a line too" "$S" "$(echo "$L" | $PUZC solve - --line)"
expect_eq "check LINE: its givens" "givens      17" "$($PUZC check "$L" | grep '^givens')"
expect_eq "rate LINE: one puzzle, not a file of lines" "file               $L" "$($PUZC rate "$L" | head -n 1)"
expect_status "rate LINE --steps" 0 $PUZC rate "$L" --steps
expect_eq "render LINE: its picture" 1 "$($PUZC render "$L" --format text | grep -c '^┃ 4 │ . │ . ┃ . │ . │ . ┃ 8 │ . │ 5 ┃')"
expect_eq "compare LINE: a row" 1 "$($PUZC compare "$L" --backends dlx | grep -c '^dlx .* solved')"
expect_status "verify LINE SOLUTION: both on the command line, valid" 0 $PUZC verify "$L" "$S"
expect_eq "... says so" valid "$(cat "$TMP/out")"
expect_status "verify LINE, a wrong solution on the command line: exit 1" 1 \
    $PUZC verify "$L" "${S%?}1"
expect_status "a bad line on the command line: exit 2" 2 $PUZC check "4..x"
expect_eq "... named <argument>" 1 "$(grep -c "^<argument>:1:.*: error: invalid character 'x'" "$TMP/err")"
expect_status "a missing file is still a missing file" 2 $PUZC solve no-such-file.puz
expect_eq "... and said so" "puzc solve: error: cannot open 'no-such-file.puz': No such file or directory" \
    "$(cat "$TMP/err")"

# --- render: a picture format puzc does not write is refused, not faked
expect_status "render -o x.jpg: refused" 2 $PUZC render models/sudoku_4x4.puz -o "$TMP/x.jpg"
expect_eq "... says which it writes" \
    "puzc render: error: '$TMP/x.jpg': puzc draws .svg, .png and .txt pictures (or give --format svg|png|text)" \
    "$(cat "$TMP/err")"
expect_eq "... and writes nothing" no "$([ -e "$TMP/x.jpg" ] && echo yes || echo no)"
expect_status "render -o x.jpg --format svg: as asked" 0 $PUZC render models/sudoku_4x4.puz -o "$TMP/x.jpg" --format svg

# --- a bad one-line puzzle is located where its message says, with a caret
expect_status "a bad line on the command line: exit 2" 2 $PUZC check 4..x..
printf "<argument>:1:4: error: invalid character 'x' at column 4\n4..x..\n   ^\n" >"$TMP/want"
expect_file "... its place is the message's column, the line and a caret" "$TMP/want" "$TMP/err"
printf 'n\t1,2,x\n' >"$TMP/comma.txt"
expect_status "a bad comma line: exit 2" 2 $PUZC solve "$TMP/comma.txt"
expect_eq "... the comma form's message, not the Killer form's" \
    "$TMP/comma.txt:1:7: error: invalid character 'x' at column 7" "$(head -n 1 "$TMP/err")"
printf 'ABBCADDCEEFFGGHH\t3,7,x\n' >"$TMP/killer.txt"
expect_status "a bad Killer line: exit 2" 2 $PUZC solve "$TMP/killer.txt"
expect_eq "... located in the sums" \
    "$TMP/killer.txt:1:22: error: invalid character 'x' at column 22" "$(head -n 1 "$TMP/err")"
