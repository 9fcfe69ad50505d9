# t_deadline.sh -- --time-limit bounds every command with work that can be
# long, and it stops within 10% of the limit (issue 31, item 4): generate on
# a 64x64 Sudoku and on a 36x36 Killer (both ran past 60 s under a 1 s
# limit), rate on a 36x36 at 44% given (past 60 s; rate took no limit), check
# --stats of `sudoku 100x2` (27 s; check took none), the sat backend on an
# empty 64x64 (2.5 s: PicoSAT asks its interrupt every 1024 decisions, and
# freed its clauses one by one after the limit), and reading a model of a
# million statements. Each run must end within 1.1 times its limit of
# wall time (1 s; 0.5 s for the reading) (best of three tries, the machine
# being shared) and say why it stopped, exit 4. Not timed on a sanitizer build (its speed is its own).
. tests/lib.sh
export PEAK_KILL=10 # (the runs before the fix went on for minutes)

# within WHAT: the last `measured` run took under 1.1 times its limit
# ($lim, 1 s unless set); else it runs again (CMD in $again), up to three
# tries, and the best counts (on a loaded machine a run that stops in time
# can still be scheduled late)
within() {
    sanitized && return 0
    l=${lim:-1}
    max=$(echo "scale=3; $l * 1.1" | bc)
    for try in 2 3; do
        [ "$(echo "$sec < $max" | bc)" = 1 ] && break
        best=$sec
        measured $again
        [ "$(echo "$best < $sec" | bc)" = 1 ] && sec=$best
    done
    if [ "$(echo "$sec < $max" | bc)" = 1 ]; then ok "$1: $sec s for a $l s limit"
    else not_ok "$1: $sec s for a $l s limit (exit $rc)"; sed 's/^/    /' "$TMP/err" | head -3; fi
}
# run CMD...: measured, kept in $again for within
run() { again="$*"; measured "$@"; }

# --- generate ----------------------------------------------------------
run $PUZC generate --box 8x8 --seed 1 --time-limit 1
within "generate --box 8x8 --time-limit 1"
case "$rc:$(tail -n 1 "$TMP/err")" in
"4:puzc generate: time limit reached while removing givens: the puzzle is unique, "*" of its givens were not tried")
    ok "... the puzzle so far, unique, and why: exit 4" ;;
*) not_ok "... exit $rc, '$(cat "$TMP/err")'" ;;
esac
cp "$TMP/out" "$TMP/g64.puz"
expect_eq "... the puzzle printed has one solution (counted to 2)" 1 \
    "$($PUZC solve "$TMP/g64.puz" --count 2 --time-limit 20)"
run $PUZC generate --box 6x6 --kind killer --seed 1 --time-limit 1
within "generate --box 6x6 --kind killer --time-limit 1"
case "$rc:$(cat "$TMP/err")" in
"4:puzc generate: time limit reached while caging (try 1): no unique Killer yet") ok "... why, exit 4" ;;
*) not_ok "... exit $rc, '$(cat "$TMP/err")'" ;;
esac

# --- rate ----------------------------------------------------------------
$PUZC generate --fill --box 6x6 --seed 3 --line 2>/dev/null |
    awk -F'\t' '{ n = split($2, v, ","); s = "";
        for (k = 1; k <= n; k++) s = s (k > 1 ? "," : "") ((k * 37) % 100 < 56 ? 0 : v[k]);
        print "r36\t" s }' >"$TMP/r36.txt"
run $PUZC rate "$TMP/r36.txt" --time-limit 1
within "rate, a 36x36 at 44% given, --time-limit 1"
expect_eq "... its row says stopped, exit 4" "4 stopped" "$rc $(awk 'NR == 2 { print $2 }' "$TMP/out")"

# --- check --stats ---------------------------------------------------------
echo "sudoku 100x2" >"$TMP/s200.puz"
run $PUZC check --stats "$TMP/s200.puz" --time-limit 1
within "check --stats of sudoku 100x2 --time-limit 1"
expect_eq "... exit 4, the first size cut short by the build's guard" \
    "4 size        native/bitset plain: time limit reached while building the model" \
    "$rc $(grep '^size' "$TMP/out" | head -n 1 | sed 's/ (.*//')"

# --- sat on an empty 64x64 -----------------------------------------------
echo "sudoku 8x8" >"$TMP/e64.puz"
run $PUZC solve "$TMP/e64.puz" --backend sat --time-limit 1
within "solve --backend sat --time-limit 1 on an empty 64x64"
case "$rc:$(cat "$TMP/out")" in
"4:not solved: "*"time limit"*) ok "... not solved, the time limit, exit 4" ;;
*) not_ok "... exit $rc, '$(cat "$TMP/out")'" ;;
esac

# --- reading a model -----------------------------------------------------
awk 'BEGIN { print "sudoku 3x3"; for (i = 0; i < 650000; i++) print "distinct r1c1 r2c2 r3c3" }' \
    >"$TMP/long.puz"
# (0.87-0.94 s to read and solve here since the front end's memory diet:
# under a 1 s limit a reader that looked at no clock would pass, so the
# limit is 0.5 s)
lim=0.5
run $PUZC solve "$TMP/long.puz" --time-limit $lim
within "solve, a model of 650,000 statements (15.6 MB), --time-limit $lim"
lim=
case "$rc:$(cat "$TMP/err")" in
"4:puzc solve: error: time limit reached while reading the model ("[0-9]*" lines so far)") ok "... '$(cat "$TMP/err")', exit 4" ;;
*) not_ok "... exit $rc, '$(cat "$TMP/err")'" ;;
esac
