#!/bin/sh
# run.sh -- run every tests/t_*.sh (or those named) and count its "ok",
# "not ok" and "skip" lines. Ends with "N passed, N failed, N skipped";
# exits non-zero on any failure (a skip is not a failure, nor a pass).
cd "$(dirname "$0")/.." || exit 2
export PUZC="${PUZC:-./puzc}"
# Unit tests link the library the program was built from, the archive of
# every object as compiled (they call internal functions); LIBPUZC_PUBLIC
# is the one `make install` installs, puz_ names only (tests/t_lib.sh).
export LIBPUZC="${LIBPUZC:-build/libpuzc-internal.a}"
export LIBPUZC_PUBLIC="${LIBPUZC_PUBLIC:-$(dirname "$LIBPUZC")/libpuzc.a}"
export UNIT_LIBS="${UNIT_LIBS:--lglpk -lpicosat -lpthread -lm}"
export UNIT_CFLAGS="${UNIT_CFLAGS:-}"
[ -d ../shared/puzzles ] && export SHARED="${SHARED:-$(cd ../shared/puzzles && pwd)}"
[ -x "$PUZC" ] || { echo "run.sh: $PUZC not built" >&2; exit 2; }
pass=0 fail=0 skipped=0
out=${TMPDIR:-/tmp}/puzc-run.$$
scripts=${*:-tests/t_*.sh}
for t in $scripts; do
    [ -f "$t" ] || continue
    start=$(date +%s)
    sh "$t" >"$out" 2>&1
    rc=$?
    p=$(grep -c '^ok ' "$out")
    f=$(grep -c '^not ok ' "$out")
    s=$(grep -c '^skip ' "$out")
    if [ "$rc" != 0 ] && [ "$f" = 0 ]; then
        echo "not ok - $t exited $rc" >>"$out"; f=1
    fi
    grep -v '^ok ' "$out"
    printf '# %-28s %4d passed, %d failed, %d skipped (%ss)\n' "$t" "$p" "$f" "$s" \
        $(( $(date +%s) - start ))
    pass=$((pass + p)); fail=$((fail + f)); skipped=$((skipped + s))
done
rm -f "$out"
echo "$pass passed, $fail failed, $skipped skipped"
[ "$fail" = 0 ]
