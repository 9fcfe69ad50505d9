# t_agree.sh -- the same puzzles through every backend that can take them:
# counts (to 2) must agree, and every printed solution must pass the
# independent verifier (`puzc verify`). Runs over models/*.puz and a sample
# of one-line puzzles from the shared sets.
. tests/lib.sh

backends=$($PUZC backends --names)
counting=""
for b in $backends; do
    case $b in heuristic) ;; *) counting="$counting $b" ;; esac
done

# Models that are slow for a given backend are skipped for that backend
# only: ILP on grids above 16x16 (GLPK needs seconds), nothing else.
too_slow() {  # too_slow BACKEND MODEL
    case "$1:$2" in
        ilp:*25x25*|ilp:*36x36*|ilp:*64x64*) return 0 ;;
    esac
    return 1
}

for f in models/*.puz; do
    ref=""
    refb=""
    for b in $counting; do
        too_slow "$b" "$f" && continue
        n=$($PUZC solve "$f" --backend "$b" --count 2 2>"$TMP/err")
        st=$?
        if [ $st -gt 1 ] && grep -q 'not supported\|cannot express' "$TMP/err"; then
            ok "$b skips $f: $(cat "$TMP/err")"
            continue
        fi
        if [ $st -gt 1 ]; then
            not_ok "$b counts $f (exit $st)"; sed 's/^/    /' "$TMP/err" | head -5
            continue
        fi
        if [ -z "$ref" ]; then ref=$n refb=$b
        elif [ "$n" != "$ref" ]; then
            not_ok "$b agrees with $refb on $f"; echo "    $refb: $ref, $b: $n"; continue
        fi
        if [ "$n" -ge 1 ]; then
            $PUZC solve "$f" --backend "$b" --line >"$TMP/sol" 2>"$TMP/err"
            if $PUZC verify "$f" "$TMP/sol" >/dev/null 2>&1; then
                ok "$b solves $f (count $n, verified)"
            else
                not_ok "$b solves $f: solution does not verify"; head -3 "$TMP/sol" | sed 's/^/    /'
            fi
        else
            ok "$b counts $f: $n"
        fi
    done
done

# Shared one-line puzzles: a few from each 9x9 set through every backend.
if have_sets; then
    for set in norvig_hardest tdoku_17_clue tdoku_magictour_top1465 lloyd_amos_logic_solvable_16; do
        head -n 3 "$SHARED/sudoku9/$set.txt" | cut -c1-81 | while read -r line; do
            { echo "sudoku 3x3"; echo "givens"; echo "$line" | fold -w 9; } >"$TMP/p.puz"
            ref=""
            for b in $counting; do
                n=$($PUZC solve "$TMP/p.puz" --backend "$b" --count 2 2>/dev/null)
                if [ -z "$ref" ]; then ref=$n; fi
                [ "$n" = "$ref" ] || { not_ok "$set $line: $b counts $n, others $ref"; continue; }
                $PUZC solve "$TMP/p.puz" --backend "$b" --line >"$TMP/sol" 2>/dev/null
                if $PUZC verify "$TMP/p.puz" "$TMP/sol" >/dev/null 2>&1; then
                    ok "$b agrees on $set ${line%%.*}... (count $n)"
                else
                    not_ok "$b on $set $line: no verified solution"
                fi
            done
        done
    done
fi
