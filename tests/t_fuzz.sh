#!/bin/sh
# t_fuzz.sh -- the fuzz harnesses (tests/fuzz/fuzz_*.c) built as plain
# programs (tests/fuzz/replay.c) against the library under test: each one
# replays its seeds and every input a fuzzer has found wrong
# (tests/fuzz/regress/NAME/: one file per bug fixed, named after it).
# Fuzzing itself runs only under `make fuzz`. They are clients of
# include/puzc.h alone: built with -Iinclude and no internal header.
. tests/lib.sh
CC=${CC:-cc}

for name in parse batch decode; do
    if ! $CC -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L $UNIT_CFLAGS -Iinclude -Itests/fuzz \
        tests/fuzz/fuzz_$name.c tests/fuzz/replay.c "$LIBPUZC" \
        $UNIT_LIBS -o "$TMP/fuzz_$name" 2>"$TMP/cc.err"; then
        not_ok "tests/fuzz/fuzz_$name.c builds with replay.c"
        sed 's/^/    /' "$TMP/cc.err" | head
        continue
    fi
    case $name in
    parse) seeds="models/*.puz tests/good/*.puz tests/bad/*.puz" ;;
    *) seeds="tests/fuzz/corpus/$name/*" ;;
    esac
    # shellcheck disable=SC2086
    expect_status "fuzz_$name: its seeds" 0 "$TMP/fuzz_$name" $seeds
    for f in tests/fuzz/regress/$name/*; do
        [ -f "$f" ] || continue
        expect_status "fuzz_$name: found by fuzzing: $(basename "$f")" 0 "$TMP/fuzz_$name" "$f"
    done
done
