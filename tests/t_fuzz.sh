#!/bin/sh
# t_fuzz.sh -- the fuzz harnesses (tests/fuzz/fuzz_*.c) built as plain
# programs (tests/fuzz/replay.c) against the library under test: each one
# replays its seeds and every input a fuzzer has found wrong
# (tests/fuzz/regress/NAME/: one file per bug fixed, named after it). Then
# a fast, fixed slice of the structure-aware generator through the program
# (tools/fuzz_cli.sh --quick: 100 generated models through check, native's
# count with its solution verified, one emitted format each, and batch
# lines), so that the generator and its driver cannot rot; and the
# generator's promise that a seed gives the same text. Fuzzing itself runs
# only under `make fuzz`. The harnesses are clients of include/puzc.h
# alone: built with -Iinclude and no internal header, and linked with the
# public archive (LIBPUZC_PUBLIC: puz_ names only).
. tests/lib.sh
CC=${CC:-cc}
GMSRC="tests/fuzz/gm_src.c tests/fuzz/gm_plan.c tests/fuzz/gm_model.c tests/fuzz/gm_lines.c
       tests/fuzz/gm_answer.c"

# the generator's and replay's objects compiled once, linked into each harness
mkdir -p "$TMP/o"
for src in tests/fuzz/replay.c $GMSRC; do
    # shellcheck disable=SC2086
    $CC -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L $UNIT_CFLAGS -Iinclude -Itests/fuzz \
        -c "$src" -o "$TMP/o/$(basename "$src" .c).o" 2>>"$TMP/cc0.err" ||
        { not_ok "$src compiles"; sed 's/^/    /' "$TMP/cc0.err" | head; }
done
for name in parse batch decode model api import; do
    # shellcheck disable=SC2086
    if ! $CC -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L $UNIT_CFLAGS -Iinclude -Itests/fuzz \
        tests/fuzz/fuzz_$name.c "$TMP"/o/*.o "$LIBPUZC_PUBLIC" \
        $UNIT_LIBS -o "$TMP/fuzz_$name" 2>"$TMP/cc.err"; then
        not_ok "tests/fuzz/fuzz_$name.c builds with replay.c"
        sed 's/^/    /' "$TMP/cc.err" | head
        continue
    fi
    case $name in
    parse) seeds="models/*.puz tests/good/*.puz tests/bad/*.puz tests/warn/*.puz" ;;
    *) seeds="tests/fuzz/corpus/$name/*" ;;
    esac
    # shellcheck disable=SC2086
    expect_status "fuzz_$name: its seeds" 0 "$TMP/fuzz_$name" $seeds
    for f in tests/fuzz/regress/$name/*; do
        [ -f "$f" ] || continue
        expect_status "fuzz_$name: found by fuzzing: $(basename "$f")" 0 "$TMP/fuzz_$name" "$f"
    done
done

# ---- the generator ----
# shellcheck disable=SC2086
if $CC -std=c11 -O1 -D_POSIX_C_SOURCE=200809L -o "$TMP/gen_model" tests/fuzz/gen_model.c \
    $GMSRC 2>"$TMP/cc.err"; then
    "$TMP/gen_model" 42 >"$TMP/a.puz"
    "$TMP/gen_model" 42 >"$TMP/b.puz"
    "$TMP/gen_model" 43 >"$TMP/c.puz"
    if cmp -s "$TMP/a.puz" "$TMP/b.puz" && ! cmp -s "$TMP/a.puz" "$TMP/c.puz"; then
        ok "gen_model: the same seed, the same model; another seed, another"
    else
        not_ok "gen_model: the same seed, the same model; another seed, another"
    fi
    "$TMP/gen_model" --lines -n 7 5 >"$TMP/l.txt"
    expect_eq "gen_model --lines -n 7: seven lines" 7 "$(wc -l <"$TMP/l.txt" | tr -d ' ')"
    GEN_MODEL=$TMP/gen_model ./tools/fuzz_cli.sh --quick --count 100 --seed 1 \
        --keep "$TMP/fail" >"$TMP/cli.out" 2>&1
    rc=$?
    sum=$(tail -n 1 "$TMP/cli.out")
    if [ $rc = 0 ] && echo "$sum" | grep -q '^fuzz_cli: 100 models ([0-9]* valid), [0-9]* commands, 0 failed'; then
        ok "fuzz_cli --quick: 100 generated models and their batch lines ($sum)"
    else
        not_ok "fuzz_cli --quick: 100 generated models and their batch lines (exit $rc)"
        grep -v '^    ' "$TMP/cli.out" | head -n 20 | sed 's/^/    /'
    fi
    # at least a third of the models check: the generator still makes
    # models that reach the backends
    v=$(echo "$sum" | sed -n 's/.*models (\([0-9]*\) valid).*/\1/p')
    if [ "${v:-0}" -ge 34 ]; then ok "fuzz_cli --quick: $v of 100 models valid"; else
        not_ok "fuzz_cli --quick: ${v:-?} of 100 models valid (wanted 34 or more)"; fi
else
    not_ok "tests/fuzz/gen_model.c builds"
    sed 's/^/    /' "$TMP/cc.err" | head
fi
