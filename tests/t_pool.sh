#!/bin/sh
# t_pool.sh -- base/pool.c, the ordered work pool batch and generate
# --count run on, and pool_threads_run, native's racing searches' threads:
# tests/unit/pool_test.c (order under random work times with every part
# the caller's thread takes, 1 to 8 threads, rings of 1 to 512 items; a
# producer that blocks; cancel, a producer's error, a consumer's stop; the
# signals the threads block), against the library, and once more built
# with ThreadSanitizer from the pool's source (a reported race fails).
. tests/lib.sh
CC=${CC:-cc}
LIBPUZC=${LIBPUZC:-build/libpuzc.a}

if $CC -std=c11 -O2 -Wall -Wextra -D_POSIX_C_SOURCE=200809L $UNIT_CFLAGS -Ibase -Icompiler \
    tests/unit/pool_test.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/pool_test" 2>"$TMP/cc.err"; then
    "$TMP/pool_test" || not_ok "pool_test exited $?"
else
    not_ok "tests/unit/pool_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

# under ThreadSanitizer, unless the whole run already is under a sanitizer
# (make asan, make tsan); a machine where TSan cannot run is a skip
echo 'int main(void) { return 0; }' >"$TMP/t.c"
if [ -n "$UNIT_CFLAGS" ]; then
    skip "pool_test under ThreadSanitizer (this run is $UNIT_CFLAGS already)"
elif ! $CC -fsanitize=thread "$TMP/t.c" -o "$TMP/t" 2>"$TMP/cc.err" || ! "$TMP/t" 2>>"$TMP/cc.err"; then
    skip "pool_test under ThreadSanitizer (no TSan here: $(head -n 1 "$TMP/cc.err"))"
elif ! $CC -std=c11 -O1 -g -fsanitize=thread -Wall -Wextra -D_POSIX_C_SOURCE=200809L -Ibase \
    -Icompiler tests/unit/pool_test.c base/pool.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/pool_tsan" \
    2>"$TMP/cc.err"; then
    not_ok "pool_test builds with ThreadSanitizer"; sed 's/^/    /' "$TMP/cc.err" | head
else
    TSAN_OPTIONS=exitcode=66 "$TMP/pool_tsan" >"$TMP/tsan.out" 2>"$TMP/tsan.err"
    rc=$?
    if [ $rc = 0 ]; then
        ok "pool_test under ThreadSanitizer: $(grep -c '^ok ' "$TMP/tsan.out") checks, no race"
    else
        not_ok "pool_test under ThreadSanitizer (exit $rc)"
        grep '^not ok' "$TMP/tsan.out" | head | sed 's/^/    /'
        grep -A 12 'WARNING: ThreadSanitizer' "$TMP/tsan.err" | head -n 30 | sed 's/^/    /'
    fi
fi
