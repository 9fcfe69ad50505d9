# t_decode.sh -- `puzc decode`: every answer format read back, each grid
# checked by the independent verifier (`puzc verify`). The answers come
# from the real solvers (glpsol -w, clasp, minisat) where Debian has them,
# or are built from `puzc solve`'s grid by an independent route (the XCC
# options a solver would choose); malformed answers in tests/answers/bad
# give their exact located messages.
. tests/lib.sh

# decoded FILE.puz ANSWER WHAT: decode, then verify what it printed
decoded() {
    "$PUZC" decode "$1" "$2" --line >"$TMP/dec" 2>"$TMP/err"; st=$?
    if [ "$st" = 0 ] && "$PUZC" verify "$1" "$TMP/dec" >/dev/null 2>>"$TMP/err"; then
        ok "$3"
    else
        not_ok "$3 (decode exit $st)"; sed 's/^/    /' "$TMP/err" | head -n 10
    fi
}

# --- xcc: the options an exact-cover solver would print ----------------------
# choose_options SOLUTION_LINE XCC: the option lines of XCC that agree with
# the grid (one digit per cell, grids up to 9x9): a pRC item takes the value
# of the item after it (rIvV...), a coloured item xRC:V its colour.
choose_options() {
    awk -v sol="$1" '
    BEGIN { n = int(sqrt(length(sol)) + 0.5) }
    /^\|/ { next }
    !items++ { next }
    {
        keep = 1
        for (i = 1; i <= NF; i++) {
            t = $i
            if (t ~ /^x[0-9][0-9]:[0-9]+$/) {
                r = substr(t, 2, 1); c = substr(t, 3, 1); v = substr(t, 5)
            } else if (t ~ /^p[0-9][0-9]$/) {
                r = substr(t, 2, 1); c = substr(t, 3, 1); v = $(i + 1); sub(/.*v/, "", v)
            } else
                continue
            if (substr(sol, (r - 1) * n + c, 1) != v)
                keep = 0
        }
        if (keep) print
    }' "$2"
}
OV=tests/answers/overlap_sums.puz
sol=$("$PUZC" solve "$OV" --line)
for cage in auto placements; do
    "$PUZC" emit "$OV" --format xcc --cage $cage -o "$TMP/ov.xcc"
    choose_options "$sol" "$TMP/ov.xcc" >"$TMP/ov.ans"
    expect_eq "xcc overlapping sums (--cage $cage): a sum owning no cell has options told apart by colour alone" \
        yes "$(grep -q '^sum_r2c1 x21:3 x11:1$' "$TMP/ov.ans" && grep -q '^sum_r2c1 x21:1 x11:3$' "$TMP/ov.xcc" && echo yes)"
    decoded "$OV" "$TMP/ov.ans" "xcc overlapping sums (--cage $cage): the chosen options decode and verify"
    expect_eq "xcc overlapping sums (--cage $cage): decoded = solve's grid" "$sol" "$(cat "$TMP/dec")"
done
# the same options in another order, items shuffled within each line
awk '{ for (i = NF; i > 0; i--) printf "%s%s", $i, (i > 1 ? " " : "\n") }' "$TMP/ov.ans" | sort -r >"$TMP/ov2.ans"
decoded "$OV" "$TMP/ov2.ans" "xcc overlapping sums: options in any order, items in any order"
# a colour changed: the option no longer exists
sed 's/^sum_r2c1 x21:3 x11:1$/sum_r2c1 x21:3 x11:2/' "$TMP/ov.ans" >"$TMP/ov3.ans"
"$PUZC" decode "$OV" "$TMP/ov3.ans" >/dev/null 2>"$TMP/err"; st=$?
line=$(grep -n '^sum_r2c1' "$TMP/ov3.ans" | cut -d: -f1)
expect_eq "xcc: an option whose colour is wrong is not an option (exit 2, located)" \
    "2 $TMP/ov3.ans:$line:1: error: not an option of this model's matrix: sum_r2c1 x21:3 x11:2" \
    "$st $(head -n 1 "$TMP/err")"
