# t_output.sh -- output that is never lost in silence: a write that fails
# (stdout on /dev/full, -o /dev/full) is an error of every command.
. tests/lib.sh

M=models/sudoku_9x9_hard.puz
ENOSPC="puzc: error: writing output: No space left on device"

# full CMD... -- runs puzc CMD with stdout on /dev/full: exit 2 and the
# message as the last line on stderr.
full() {
    what="$*"
    $PUZC "$@" >/dev/full 2>"$TMP/err"
    got=$?
    if [ "$got" = 2 ] && [ "$(tail -n 1 "$TMP/err")" = "$ENOSPC" ]; then
        ok "write error: puzc $what"
    else
        not_ok "write error: puzc $what (exit $got, wanted 2 and the message)"
        sed 's/^/    /' "$TMP/err" | head -n 5
    fi
}

if [ -w /dev/full ]; then
    $PUZC solve $M --line >"$TMP/sol.txt"
    echo "Altogether 0 solutions" >"$TMP/none.txt"
    printf '%081d\n' 0 >"$TMP/empty.txt"
    echo "sudoku 2x2" >"$TMP/e4.puz"
    full check $M
    full check $M --stats
    full solve $M
    full solve $M --json
    full solve $M --count 2
    full solve "$TMP/e4.puz" --all --line     # 288 lines: fails midway
    full verify $M "$TMP/sol.txt"
    full emit $M --format lp
    full emit $M --format cnf
    full decode models/sudoku_4x4.puz "$TMP/none.txt"
    full compare models/sudoku_4x4.puz --repeat 1
    full compare --batch "$TMP/empty.txt" --backends native
    full batch "$TMP/empty.txt"
    full batch --count 2 "$TMP/empty.txt"
    full generate --box 2x2 --seed 1 --quiet
    full generate --box 2x2 --seed 1 --quiet --line
    full rate $M
    full reduce --box 2x2 --bounds 1
    full backends
    full backends --names
    full --help
    full --version
    full solve --help
    full batch --help
    expect_eq "one message, not two" 1 "$(grep -c 'writing output' "$TMP/err")"

    # -o FILE: the file is named.
    expect_status "emit -o /dev/full: exit 2" 2 $PUZC emit $M --format lp -o /dev/full
    expect_eq "emit -o /dev/full: message" "puzc: error: writing '/dev/full': No space left on device" "$(cat "$TMP/err")"
    expect_status "generate -o /dev/full: exit 2" 2 $PUZC generate --box 2x2 --seed 1 --quiet -o /dev/full
    expect_eq "generate -o /dev/full: message" "puzc: error: writing '/dev/full': No space left on device" "$(cat "$TMP/err")"

    # A long batch stops at the first failed write instead of solving on
    # into the void; --stats still reports what was done.
    yes "$(cat "$TMP/empty.txt")" | head -n 200000 >"$TMP/many.txt"
    $PUZC batch --stats "$TMP/many.txt" >/dev/full 2>"$TMP/err"
    expect_eq "long batch on /dev/full: exit 2" 2 $?
    n=$(sed -n 's/^puzzles \([0-9]*\) .*/\1/p' "$TMP/err")
    [ -n "$n" ] && [ "$n" -lt 200000 ] && ok "long batch on /dev/full: stopped early ($n of 200000)" ||
        not_ok "long batch on /dev/full: stopped early (${n:-no stats} of 200000)"
    expect_eq "long batch on /dev/full: the message" "$ENOSPC" "$(tail -n 1 "$TMP/err")"
else
    echo "# /dev/full missing: write-error checks skipped"
fi
