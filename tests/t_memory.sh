# t_memory.sh -- --memory-limit bounds what a command holds, all its
# threads together (issue 31, item 3): the peak resident memory of each run
# (getrusage, tests/lib.sh's measured) stays under the limit plus the
# process's fixed baseline (BASE_KB: the program, the C library, a model,
# stdio: 2.5 MB for a 4x4 solve), and a run the limit stops says "memory
# limit of N MB reached" and exits 1. The cases: the issue's two (native on
# a 256x256 grid with one sum, whose search stack grew to 5.4 GB under a 100
# MB limit; a Latin square of side 100 with 40% of its cells empty, 531 MB
# under 50 MB, 1.06 GB with batch --jobs 2), native's racing searches, dlx,
# sat, ilp and heuristic, generate, rate, compare and check --stats; and
# GLPK's environment freed by each worker thread of batch --jobs 2 (a leak
# LeakSanitizer reports under make asan). The peaks are not checked on a
# sanitizer build (its shadow memory is its own); the messages are.
. tests/lib.sh

BASE_KB=6144
# Runs are capped at 2 GB of address space, so that a limit not kept fails
# here instead of taking the machine's memory (not under a sanitizer, which
# maps terabytes of shadow).
sanitized || ulimit -v 2097152

# Each worker thread past the first adds what no budget charges: its stack
# and its malloc arena's free space (batch --jobs 2 on the two Latin-100
# lines below peaked 0.8-2.2 MB above --jobs 1, both under the same limit).
THREAD_KB=2048

# under WHAT MB [THREADS]: the last `measured` run peaked under MB + BASE_KB
# (+ THREAD_KB for each of THREADS worker threads past the first)
under() {
    sanitized && return 0
    base=$((BASE_KB + ${3:-0} * THREAD_KB))
    if [ "$peak_kb" -le $(($2 * 1024 + base)) ]; then ok "$1: peak $peak_kb KB, under $2 MB + $base KB"
    else not_ok "$1: peak $peak_kb KB, over $2 MB + $base KB (exit $rc)"; sed 's/^/    /' "$TMP/err" | head -3; fi
}

# the baseline it allows for: a 4x4 solve
echo "sudoku 2x2" >"$TMP/e4.puz"
measured $PUZC solve "$TMP/e4.puz"
sanitized || { [ "$peak_kb" -lt "$BASE_KB" ] && ok "the baseline: a 4x4 solve peaks at $peak_kb KB" ||
    not_ok "the baseline: a 4x4 solve peaks at $peak_kb KB, above $BASE_KB"; }

# --- native: the search stacks -------------------------------------------
printf 'grid 256x256\nvalues 1..256\nsum 8388608 r1c1..r256c256\n' >"$TMP/sum256.puz"
measured $PUZC solve "$TMP/sum256.puz" --memory-limit 100
expect_eq "native, 256x256 with one sum, --memory-limit 100: stopped, exit 4" \
    "4 not solved: memory limit of 100 MB reached" "$rc $(cat "$TMP/out")"
under "... its peak" 100

# A Latin square of side 100 with 40% of its cells empty (cell k, from 1,
# when 37k mod 100 < 40), from a fill, as two batch lines and a .puz file.
$PUZC generate --fill --kind latin --size 100 --seed 7 --line 2>/dev/null |
    awk -F'\t' '{ n = split($2, v, ","); s = "";
        for (k = 1; k <= n; k++) s = s (k > 1 ? "," : "") ((k * 37) % 100 < 40 ? 0 : v[k]);
        print "latin 100 l1\t" s; print "latin 100 l2\t" s }' >"$TMP/latin100.txt"
{ echo "latin 100"; echo "givens"
  head -n 1 "$TMP/latin100.txt" | cut -f 2 | tr ',' '\n' |
      awk '{ printf "%s%s", ($1 == 0 ? "." : $1), (NR % 100 ? " " : "\n") }'; } >"$TMP/latin100.puz"
# stopped, or solved (verified) within the limit: either way under it
solved_or_stopped() { # WHAT MB PREFIX: stdout is a grid that verifies, or PREFIX + the message
    if [ "$rc" = 4 ] && grep -q "^$3memory limit of $2 MB reached\$" "$TMP/out"; then ok "$1: stopped by the limit, exit 4"
    elif [ "$rc" = 0 ]; then ok "$1: solved within the limit"
    else not_ok "$1: exit $rc, '$(head -c 100 "$TMP/out")'"; fi
}
measured $PUZC solve "$TMP/latin100.puz" --memory-limit 50
solved_or_stopped "native, latin 100 at 40% empty, --memory-limit 50" 50 "not solved: "
under "... its peak" 50
for j in 1 2; do
    measured $PUZC batch "$TMP/latin100.txt" --memory-limit 50 --jobs $j
    solved_or_stopped "batch --jobs $j, two such lines, --memory-limit 50 (per command)" 50 "! not solved: "
    under "... its peak, all threads together" 50 $((j - 1))
done

# native --threads: racing conflict-driven searches, each with its tables
# (~29 MB on a 64x64) and learnt clauses, all charged to the one budget
$PUZC generate --fill --box 8x8 --seed 3 --line 2>/dev/null |
    awk -F'\t' '{ n = split($2, v, ","); s = "";
        for (k = 1; k <= n; k++) s = s (k > 1 ? "," : "") ((k * 53) % 100 < 60 ? 0 : v[k]);
        print "p64\t" s }' >"$TMP/p64.txt"
# (two racers' tables are 58 MB: the second is refused and drops out, the
# first races on; the grid is not solved in 5 s here, and need not be)
measured $PUZC batch "$TMP/p64.txt" --threads 2 --memory-limit 40 --time-limit 5
case "$rc:$(cat "$TMP/out")" in
0:p64*|"4:! not solved: time limit reached"|"4:! not solved: memory limit of 40 MB reached")
    ok "native --threads 2, a 64x64 at 60% empty, --memory-limit 40 --time-limit 5: '$(head -c 60 "$TMP/out")'" ;;
*) not_ok "native --threads 2, a 64x64 at 60% empty: exit $rc, '$(head -c 60 "$TMP/out")'" ;;
esac
under "... its peak, both racers together" 40

# --- the other backends --------------------------------------------------
echo "sudoku 8x8" >"$TMP/e64.puz"
for b in dlx:10 sat:50 ilp:50 heuristic:5; do
    measured $PUZC solve "$TMP/e64.puz" --backend ${b%:*} --memory-limit ${b#*:} --time-limit 20
    case "$rc:$(cat "$TMP/out")" in
    "4:not solved: "*"memory limit of ${b#*:} MB reached"*) ok "${b%:*} on an empty 64x64, --memory-limit ${b#*:}: stopped, exit 4" ;;
    *) not_ok "${b%:*} on an empty 64x64, --memory-limit ${b#*:}: exit $rc, '$(head -c 120 "$TMP/out")'" ;;
    esac
    under "... its peak" ${b#*:}
done

# --- generate, rate, compare, check --stats ------------------------------
measured $PUZC generate --box 8x8 --seed 1 --memory-limit 20 --time-limit 2 --line
under "generate --box 8x8 --memory-limit 20 --time-limit 2" 20
$PUZC generate --fill --box 6x6 --seed 3 --line 2>/dev/null |
    awk -F'\t' '{ n = split($2, v, ","); s = "";
        for (k = 1; k <= n; k++) s = s (k > 1 ? "," : "") ((k * 37) % 100 < 56 ? 0 : v[k]);
        print "r36\t" s }' >"$TMP/r36.txt"
measured $PUZC rate "$TMP/r36.txt" --memory-limit 8 --time-limit 1
under "rate, a 36x36 at 56% empty, --memory-limit 8 --time-limit 1" 8
measured $PUZC compare "$TMP/latin100.puz" --memory-limit 50 --time-limit 2
under "compare, latin 100, --memory-limit 50 --time-limit 2 (every row in turn)" 50
echo "sudoku 100x2" >"$TMP/s200.puz"
measured $PUZC check --stats "$TMP/s200.puz" --memory-limit 20 --time-limit 5
under "check --stats of sudoku 100x2, --memory-limit 20" 20
expect_eq "... exit 4 (a size cut short)" 4 "$rc"
# (on a sanitizer build the time limit comes first)
sanitized || { grep -q 'memory limit of 20 MB reached while building the model' "$TMP/out" &&
    ok "... its rows say which sizes the limit stopped" || not_ok "... no row says the memory limit stopped it"; }

# --- reading the model ---------------------------------------------------
awk 'BEGIN { print "sudoku 3x3"; for (i = 0; i < 400000; i++) print "distinct r1c1 r2c2 r3c3" }' \
    >"$TMP/long.puz"
measured $PUZC solve "$TMP/long.puz" --memory-limit 20
case "$rc:$(cat "$TMP/err")" in
"4:puzc solve: error: memory limit of 20 MB reached while reading the model ("[0-9]*" lines so far)")
    ok "400,000 statements, --memory-limit 20: '$(cat "$TMP/err")', exit 4" ;;
*) not_ok "400,000 statements, --memory-limit 20: exit $rc, '$(cat "$TMP/err")'" ;;
esac
under "... its peak" 20

# --- GLPK's environment, one a worker thread, freed ----------------------
printf '%s\n' 1............... .2.............. ..3............. ...4............ >"$TMP/four.txt"
measured $PUZC batch "$TMP/four.txt" --backend ilp --jobs 2
expect_eq "batch --backend ilp --jobs 2: exit 0, no leak (LeakSanitizer under make asan)" "0 4" \
    "$rc $(grep -c '^[1-4]\{16\}$' "$TMP/out")"
