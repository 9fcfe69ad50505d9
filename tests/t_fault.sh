#!/bin/sh
# t_fault.sh -- faults from outside: memory that runs out and output that
# cannot be written. Under tests/fault/failmalloc.c (LD_PRELOAD) the Nth
# allocation fails, or every one from the Nth on, for every N a run makes:
# puzc either says "puzc CMD: error: out of memory" and exits 3, or (when the
# failure was absorbed, say by stdio) finishes exactly as without it; never
# a crash or a signal. Output files that cannot be written give a clean
# error and exit 2.
. tests/lib.sh
CC=${CC:-cc}

# ---- memory ----
if ! $CC -shared -fPIC -O2 -o "$TMP/failmalloc.so" tests/fault/failmalloc.c 2>"$TMP/cc.err"; then
    not_ok "tests/fault/failmalloc.c builds"
    sed 's/^/    /' "$TMP/cc.err" | head
fi
# A sanitizer build keeps its own allocator and refuses the preload.
if [ "$(LD_PRELOAD="$TMP/failmalloc.so" "$PUZC" --version 2>&1)" != "$("$PUZC" --version)" ]; then
    skip "memory faults: $PUZC does not run under an LD_PRELOAD allocator"
    skip_memory=1
fi

oom_line() { # the whole of stderr is the one message
    [ "$(wc -l <"$1")" = 1 ] && grep -qx 'puzc [a-z]*: error: out of memory\( ([0-9]* bytes)\)\{0,1\}' "$1"
}

# sweep WHAT MODE CMD...: CMD once clean (its allocations counted), then
# with the Nth failing (MODE one) or every one from the Nth on (MODE all),
# for about 40 values of N spread over them all, the first and the last included
# (FAULT_EVERY=1: every N, some minutes in all).
sweep() {
    what=$1 mode=$2
    shift 2
    FAILMALLOC_COUNT="$TMP/count" LD_PRELOAD="$TMP/failmalloc.so" "$@" >"$TMP/out0" 2>"$TMP/err0"
    rc0=$?
    total=$(cat "$TMP/count" 2>/dev/null || echo 0)
    oom=0 same=0 bad="" runs=0
    step=$(( ${FAULT_EVERY:-0} == 1 || total <= 40 ? 1 : (total + 38) / 39 ))
    n=1
    while [ "$n" -le "$total" ]; do
        runs=$((runs + 1))
        FAILMALLOC_N=$n FAILMALLOC_ALL=$([ "$mode" = all ] && echo 1 || echo 0) \
            LD_PRELOAD="$TMP/failmalloc.so" "$@" >"$TMP/out" 2>"$TMP/err"
        rc=$?
        if [ "$rc" = 3 ] && oom_line "$TMP/err"; then
            oom=$((oom + 1))
        elif [ "$rc" = "$rc0" ] && cmp -s "$TMP/out" "$TMP/out0" && cmp -s "$TMP/err" "$TMP/err0"; then
            same=$((same + 1))
        else
            [ -z "$bad" ] && bad="N=$n: exit $rc, $(head -c 200 "$TMP/err" | tr '\n' ' ')"
        fi
        [ "$n" -lt "$total" ] && [ $((n + step)) -gt "$total" ] && n=$((total - step))
        n=$((n + step))
    done
    if [ -z "$bad" ] && [ "$total" -gt 0 ] && [ "$oom" -gt 0 ]; then
        ok "$what, $mode: $runs of its $total allocations failed: $oom out of memory (exit 3), $same as without"
    else
        not_ok "$what, $mode: $runs of its $total allocations failed: $oom out of memory, $same as without"
        [ -n "$bad" ] && echo "    first wrong: $bad"
    fi
}

if [ -z "${skip_memory:-}" ]; then
    # a few puzzles of each form, a bad line and a blank one
    cat >"$TMP/b.txt" <<'EOF'
1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..
.......39....1...5..3..58....8..9..6.7..2....1..4.......9..8.5..2....6..4..7.....
12x4

.3..4..........2
name	0,3,0,0,4,0,0,0,0,0,0,0,0,0,0,2
EOF
    sweep "batch" one "$PUZC" batch "$TMP/b.txt"
    sweep "batch" all "$PUZC" batch "$TMP/b.txt"
    sweep "batch --jobs 3" all "$PUZC" batch --jobs 3 "$TMP/b.txt"
    printf 'ABBCADDCEEFFGGHH\t3,7,5,5,3,7,5,5\n' >"$TMP/k.txt"
    sweep "batch --killer" one "$PUZC" batch --killer "$TMP/k.txt"
    sweep "solve" one "$PUZC" solve models/sudoku_9x9_hard.puz
    sweep "solve" all "$PUZC" solve models/sudoku_9x9_hard.puz
    sweep "solve a Killer --count 2" one "$PUZC" solve models/killer_9x9_small.puz --count 2
    sweep "check a bad model" one "$PUZC" check tests/bad/too_many_errors.puz
    sweep "solve --backend dlx" one "$PUZC" solve models/sudoku_4x4.puz --backend dlx
    sweep "solve --backend sat" one "$PUZC" solve models/sudoku_4x4.puz --backend sat
    sweep "solve --backend ilp" one "$PUZC" solve models/sudoku_4x4.puz --backend ilp
    sweep "solve --backend ilp --formulation reduced" one \
        "$PUZC" solve models/sudoku_4x4.puz --backend ilp --formulation reduced
fi

# ---- output that cannot be written: a clean error, exit 2 ----
mkdir -p "$TMP/ro"
chmod a-w "$TMP/ro"
unwritable="/proc/version /dev/full $TMP/no/such/dir/out $TMP"
# a read-only directory stops only users other than root
[ "$(id -u)" != 0 ] && unwritable="$unwritable $TMP/ro/out"
for out in $unwritable; do
    for cmd in "emit models/sudoku_4x4.puz --format lp" "emit models/sudoku_4x4.puz --format cnf" \
        "generate --box 2x2 --seed 1 --quiet" "generate --box 2x2 --seed 1 --fill --quiet"; do
        # shellcheck disable=SC2086
        "$PUZC" $cmd -o "$out" >"$TMP/out" 2>"$TMP/err"
        rc=$?
        if [ "$rc" = 2 ] && [ "$(wc -l <"$TMP/err")" = 1 ] &&
            grep -Eq "^puzc( [a-z]*)?: error: (cannot write|writing) '$out'" "$TMP/err"; then
            ok "${cmd%% *} -o $out: $(cat "$TMP/err")"
        else
            not_ok "${cmd%% *} -o $out: exit $rc (wanted 2 and one 'cannot write'/'writing' line)"
            sed 's/^/    /' "$TMP/err" | head -n 5
        fi
    done
done
"$PUZC" emit models/sudoku_4x4.puz --format lp >/dev/full 2>"$TMP/err"
expect_eq "emit to a full stdout: exit 2, said" \
    "2 puzc emit: error: writing output: No space left on device" "$? $(cat "$TMP/err")"
chmod u+w "$TMP/ro"
