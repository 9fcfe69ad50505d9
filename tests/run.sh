#!/bin/sh
# run.sh -- run every tests/t_*.sh (or those named) and count its "ok",
# "not ok" and "skip" lines. Ends with "N passed, N failed, N skipped";
# exits non-zero on any failure (a skip is not a failure, nor a pass).
#
# Scripts run side by side, CHECK_JOBS at a time (default: the number of
# processors), each into its own output file; each script's report (its
# lines other than "ok", then its count and seconds) is printed whole as it
# ends, so the order of reports is the order scripts finish in, with its
# wall seconds and, where GNU time is, its CPU seconds (user and system). Scripts
# share nothing but the built tree: each works in its own $TMP (tests/lib.sh).
# The longest scripts start first (HEAVY, measured on a 2-core machine) so
# that one of them does not start last and run alone; SOLO ones, which
# hold commands to a wall-clock limit, run after all others, one at a time.
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
# processors: nproc's, fewer when a cgroup quota (cpu.max: quota period)
# allows less CPU than the processors it sees, at most 8
cpus() {
    n=$(nproc 2>/dev/null || echo 1)
    if [ -r /sys/fs/cgroup/cpu.max ] && read -r quota period </sys/fs/cgroup/cpu.max &&
        [ "$quota" != max ]; then
        q=$(( (quota + period - 1) / period ))
        [ "$q" -ge 1 ] && [ "$q" -lt "$n" ] && n=$q
    fi
    [ "$n" -gt 8 ] && n=8
    echo "$n"
}
jobs=${CHECK_JOBS:-$(cpus)}
case "$jobs" in ''|*[!0-9]*|0) echo "run.sh: CHECK_JOBS wants a positive count, not '$jobs'" >&2; exit 2 ;; esac
HEAVY="tests/t_web.sh tests/t_lib.sh tests/t_ilp.sh tests/t_rules.sh tests/t_external.sh
       tests/t_native.sh tests/t_limits.sh tests/t_fuzz.sh tests/t_compare.sh tests/t_dlx.sh
       tests/t_memory.sh tests/t_kakuro.sh tests/t_render.sh"
SOLO="tests/t_deadline.sh"
all=" $(echo ${*:-$(ls tests/t_*.sh)}) "
order="" solo=""
for t in $HEAVY; do
    case "$all" in *" $t "*) order="$order $t" ;; esac
done
for t in $all; do
    case " $(echo $HEAVY $SOLO) " in *" $t "*) ;; *) order="$order $t" ;; esac
done
for t in $SOLO; do
    case "$all" in *" $t "*) solo="$solo $t" ;; esac
done
dir=${TMPDIR:-/tmp}/puzc-run.$$
mkdir -p "$dir" || exit 2
trap 'rm -rf "$dir"' EXIT
trap 'exit 130' INT TERM
# one script: its output to $dir/N.out, its counts to $dir/N.count, then its
# report printed under a lock so that two reports never interleave
one() {
    t=$1; n=$(echo "$t" | tr / _)
    [ -f "$t" ] || return 0
    start=$(date +%s)
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%U %S' -o "$dir/$n.cpu" sh "$t" >"$dir/$n.out" 2>&1
    else
        sh "$t" >"$dir/$n.out" 2>&1
    fi
    rc=$?
    # (GNU time writes "Command exited with non-zero status N" first then)
    cpu=$(awk 'NF == 2 && $1 ~ /^[0-9.]+$/ { c = $1 + $2; seen = 1 }
               END { if (seen) printf ", %.0fs CPU", c }' "$dir/$n.cpu" 2>/dev/null)
    p=$(grep -c '^ok ' "$dir/$n.out")
    f=$(grep -c '^not ok ' "$dir/$n.out")
    s=$(grep -c '^skip ' "$dir/$n.out")
    if [ "$rc" != 0 ] && [ "$f" = 0 ]; then
        echo "not ok - $t exited $rc" >>"$dir/$n.out"; f=1
    fi
    { grep -v '^ok ' "$dir/$n.out"
      printf '# %-28s %4d passed, %d failed, %d skipped (%ss%s)\n' "$t" "$p" "$f" "$s" \
          $(( $(date +%s) - start )) "$cpu"; } >"$dir/$n.report"
    echo "$p $f $s" >"$dir/$n.count"
    flock "$dir/lock" cat "$dir/$n.report"
}
if [ "$jobs" = 1 ]; then
    for t in $order; do one "$t"; done
else
    # a slot is a FIFO token: a script takes one to start and gives it back
    # when it ends, so at most $jobs run at once
    mkfifo "$dir/slots" || exit 2
    exec 3<>"$dir/slots"
    i=0; while [ $i -lt "$jobs" ]; do echo >&3; i=$((i + 1)); done
    for t in $order; do
        read -r _ <&3
        { one "$t"; echo >&3; } &
    done
    wait
    exec 3>&-
fi
for t in $solo; do one "$t"; done
pass=0 fail=0 skipped=0
for t in $order $solo; do
    n=$(echo "$t" | tr / _)
    if [ -f "$dir/$n.count" ]; then
        read -r p f s <"$dir/$n.count"
    elif [ -f "$t" ]; then
        echo "not ok - $t did not report"; p=0 f=1 s=0
    else
        continue
    fi
    pass=$((pass + p)); fail=$((fail + f)); skipped=$((skipped + s))
done
echo "$pass passed, $fail failed, $skipped skipped"
[ "$fail" = 0 ]
