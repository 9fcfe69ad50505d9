# t_output.sh -- output that is never lost in silence: a write that fails
# (stdout on /dev/full, -o /dev/full) is an error of every command.
. tests/lib.sh

M=models/sudoku_9x9_hard.puz
# (the message names the command: "puzc CMD: error: writing output: ...")
enospc() {
    case $1 in
    -*) echo "puzc: error: writing output: No space left on device" ;; # puzc --help
    *) echo "puzc $1: error: writing output: No space left on device" ;;
    esac
}

# full CMD... -- runs puzc CMD with stdout on /dev/full: exit 2 and the
# message as the last line on stderr.
full() {
    what="$*"
    $PUZC "$@" >/dev/full 2>"$TMP/err"
    got=$?
    if [ "$got" = 2 ] && [ "$(tail -n 1 "$TMP/err")" = "$(enospc "$1")" ]; then
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
    expect_eq "emit -o /dev/full: message" "puzc emit: error: writing '/dev/full': No space left on device" "$(cat "$TMP/err")"
    # an output larger than stdio's buffer fails before the end, and stdio
    # keeps no reason (issue 31: it said "writing '/dev/full' failed")
    expect_status "emit -o /dev/full, a large CNF: exit 2" 2 $PUZC emit models/sudoku_16x16.puz --format cnf -o /dev/full
    expect_eq "emit -o /dev/full, a large CNF: the reason" "puzc emit: error: writing '/dev/full': No space left on device" "$(cat "$TMP/err")"
    expect_status "generate -o /dev/full: exit 2" 2 $PUZC generate --box 2x2 --seed 1 --quiet -o /dev/full
    expect_eq "generate -o /dev/full: message" "puzc generate: error: writing '/dev/full': No space left on device" "$(cat "$TMP/err")"

    # A long batch stops at the first failed write instead of solving on
    # into the void; --stats still reports what was done.
    yes "$(cat "$TMP/empty.txt")" | head -n 200000 >"$TMP/many.txt"
    $PUZC batch --stats "$TMP/many.txt" >/dev/full 2>"$TMP/err"
    expect_eq "long batch on /dev/full: exit 2" 2 $?
    n=$(sed -n 's/^puzzles \([0-9]*\) .*/\1/p' "$TMP/err")
    [ -n "$n" ] && [ "$n" -lt 200000 ] && ok "long batch on /dev/full: stopped early ($n of 200000)" ||
        not_ok "long batch on /dev/full: stopped early (${n:-no stats} of 200000)"
    expect_eq "long batch on /dev/full: the message" "$(enospc batch)" "$(tail -n 1 "$TMP/err")"
else
    skip "/dev/full missing: write-error checks"
fi

# ---- the file-size limit (ulimit -f): a write error, not SIGXFSZ -------
# 20 blocks of 1 KB: less than each output below
for c in "emit models/sudoku_16x16.puz --format cnf -o $TMP/fsz" "render models/sudoku_16x16.puz --format png -o $TMP/fsz" \
         "emit models/sudoku_16x16.puz --format cnf"; do
    (ulimit -f 20; exec $PUZC $c >"$TMP/fsz.out" 2>"$TMP/err"); rc=$?
    case $c in *"-o "*) who="'$TMP/fsz'" ;; *) who=output ;; esac
    expect_eq "ulimit -f: $c: exit 2, the reason" \
        "2 puzc ${c%% *}: error: writing $who: File too large" "$rc $(cat "$TMP/err")"
done
yes "$(cat "$TMP/empty.txt")" | head -n 20000 >"$TMP/fsz.txt"
(ulimit -f 20; exec $PUZC batch "$TMP/fsz.txt" >"$TMP/fsz.out" 2>"$TMP/err"); rc=$?
expect_eq "ulimit -f: batch: exit 2, the reason" "2 puzc batch: error: writing output: File too large" \
    "$rc $(tail -n 1 "$TMP/err")"

# ---- interrupted: SIGINT / SIGTERM ------------------------------------
# The input never ends (yes, or a file read over and over), so the signal
# always finds work in flight. Before the signal the test waits for the
# first answers (or a second when none can come): no tight timing.
E=$(printf '%081d' 0 | tr 0 .)
for s in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24; do
    $PUZC generate --box 3x3 --seed $s --line --quiet
done >"$TMP/gen.txt"
$PUZC batch "$TMP/gen.txt" >"$TMP/gen.ans"

# interrupt SIG PRODUCER -- PUZC-ARGS...: PRODUCER | puzc ARGS in the
# background, SIG once output shows (or after a second); rc, out, err. A
# puzc that goes on regardless is killed after 20 s (rc "still running").
interrupt() {
    sig=$1 producer=$2; shift 3
    sh -c "$producer" | $PUZC "$@" >"$TMP/int.out" 2>"$TMP/int.err" &
    pid=$!
    i=0
    while [ ! -s "$TMP/int.out" ] && [ $i -lt 10 ]; do sleep 0.1; i=$((i + 1)); done
    sleep 0.2
    kill -"$sig" "$pid"
    i=0
    while kill -0 "$pid" 2>/dev/null && [ $i -lt 200 ]; do sleep 0.1; i=$((i + 1)); done
    if kill -0 "$pid" 2>/dev/null; then
        kill -9 "$pid"
        wait "$pid"
        rc="still running"
    else
        wait "$pid"
        rc=$?
    fi
}

# whole_lines WHAT PATTERN: every line of int.out matches, the last ends in
# a newline, and --stats counted exactly the lines written.
whole_lines() {
    n=$(wc -l <"$TMP/int.out" | tr -d ' ')
    badl=$(grep -cv "$2" "$TMP/int.out")
    last=$(tail -c 1 "$TMP/int.out" | od -An -c | tr -d ' ')
    [ "$n" -gt 0 ] && [ "$badl" = 0 ] && [ "$last" = '\n' ] && ok "$1: $n whole answer lines" ||
        not_ok "$1: whole answer lines only ($n lines, $badl not whole, last byte '$last')"
    expect_eq "$1: --stats counts the lines written" "$n" "$(sed -n 's/^puzzles \([0-9]*\) (.*/\1/p' "$TMP/int.err")"
    expect_eq "$1: statistics on stderr, not stdout" 0 "$(grep -c 'puzzles/s' "$TMP/int.out")"
}

for jobs in 1 3; do
    interrupt INT "yes '$E'" -- batch --stats --jobs $jobs
    expect_eq "batch --jobs $jobs, SIGINT: exit 130" 130 "$rc"
    whole_lines "batch --jobs $jobs, SIGINT" '^[1-9]\{81\}$'
    grep -q '^puzc batch: stopped by SIGINT: [0-9]* lines\{0,1\} answered, the rest dropped$' "$TMP/int.err" &&
        ok "batch --jobs $jobs, SIGINT: says so" || not_ok "batch --jobs $jobs, SIGINT: says so"

    # Distinct puzzles, read over and over: the answers are a prefix of
    # theirs in input order, also with threads.
    interrupt TERM "while cat '$TMP/gen.txt'; do :; done" -- batch --stats --jobs $jobs
    expect_eq "batch --jobs $jobs, SIGTERM: exit 143" 143 "$rc"
    whole_lines "batch --jobs $jobs, SIGTERM" '^[1-9]\{81\}$'
    while cat "$TMP/gen.ans"; do :; done 2>/dev/null | head -n "$n" >"$TMP/int.want"
    expect_file "batch --jobs $jobs, SIGTERM: the answers in input order" "$TMP/int.want" "$TMP/int.out"
done

# A regular file: with --jobs the workers read it themselves (no reading
# thread); a signal ends the reading and the solves alike. `cat FILE` as the
# producer would make it a pipe, so puzc is given the file by name.
# (each line the empty grid counted to 10,000, about a millisecond, 20,000 of them: the
# signal finds work in flight)
yes "$E" 2>/dev/null | head -n 20000 >"$TMP/empties.txt"
for jobs in 2 3; do
    interrupt INT ":" -- batch --stats --count 10000 --jobs $jobs "$TMP/empties.txt"
    expect_eq "batch --jobs $jobs on a file, SIGINT: exit 130" 130 "$rc"
    whole_lines "batch --jobs $jobs on a file, SIGINT" '^10000+$'
done
while cat "$TMP/gen.txt"; do :; done 2>/dev/null | head -n 2000 >"$TMP/big.txt"
{ head -n 200 "$TMP/big.txt"; echo "$E"; head -n 50 "$TMP/big.txt"; } >"$TMP/mixf.txt"
interrupt TERM ":" -- batch --count 1000000000 --stats --jobs 2 "$TMP/mixf.txt"
expect_eq "batch --jobs 2 on a file, lines then one in flight, SIGTERM: exit 143" 143 "$rc"
expect_eq "batch --jobs 2 on a file: only the answered lines before the one in flight" 200 "$(grep -c '^1$' "$TMP/int.out")"
whole_lines "batch --jobs 2 on a file, lines then one in flight" '^1$'

# Counting the empty grid to 10^9: the line in flight is cancelled and
# dropped, not printed as a count cut short.
interrupt INT "yes '$E'" -- batch --count 1000000000 --stats
expect_eq "batch --count 10^9, SIGINT: exit 130" 130 "$rc"
expect_eq "batch --count 10^9, SIGINT: nothing half-done printed" "" "$(cat "$TMP/int.out")"
expect_eq "batch --count 10^9, SIGINT: --stats says 0" 1 "$(grep -c '^puzzles 0 (solved 0' "$TMP/int.err")"

# A file of answered lines, then one counted for ever: the answered ones
# out, whole; the last dropped.
{ head -n 200 "$TMP/gen.ans"; echo "$E"; } >"$TMP/mix.txt"
interrupt TERM "cat '$TMP/mix.txt'" -- batch --count 1000000000 --stats
expect_eq "batch, answered lines then one in flight, SIGTERM: exit 143" 143 "$rc"
expect_eq "batch, answered lines then one in flight: only the answered" "$(grep -c . "$TMP/gen.ans")" "$(grep -c '^1$' "$TMP/int.out")"
whole_lines "batch, answered lines then one in flight" '^1$'

# compare --batch: the table of the puzzles done so far.
for sig in INT TERM; do
    want=130; [ $sig = TERM ] && want=143
    interrupt $sig "while cat '$TMP/gen.txt'; do :; done" -- compare --batch - --backends native,dlx
    expect_eq "compare --batch, SIG$sig: exit $want" $want "$rc"
    np=$(sed -n 's/^\([0-9]*\) puzzles from -,.*/\1/p' "$TMP/int.out")
    [ -n "$np" ] && [ "$np" -gt 0 ] && ok "compare --batch, SIG$sig: the table of $np puzzles" ||
        not_ok "compare --batch, SIG$sig: the table of the puzzles done"
    expect_eq "compare --batch, SIG$sig: both rows count them" "$np" \
        "$(awk '$1 == "native" || $1 == "dlx" {print $3}' "$TMP/int.out" | sort -u | tr '\n' ' ' | sed 's/ $//')"
    grep -q "^puzc compare: stopped by SIG$sig: $np puzzles\{0,1\} done, the rest dropped$" "$TMP/int.err" &&
        ok "compare --batch, SIG$sig: says so" || not_ok "compare --batch, SIG$sig: says so"
done
