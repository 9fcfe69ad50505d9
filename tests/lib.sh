# lib.sh -- sourced by every tests/t_*.sh. Each check prints one line,
# "ok - what", "not ok - what" (with the evidence indented below) or
# "skip - what" (could not run here);
# tests/run.sh counts them.
PUZC=${PUZC:-./puzc}
SHARED=${SHARED:-../shared/puzzles}
TMP=${TMPDIR:-/tmp}/puzc-test.$$
mkdir -p "$TMP"
trap 'rm -rf "$TMP"' EXIT
# under LeakSanitizer (make asan): what the libraries under cairo lose is
# theirs, not puzc's (tests/lsan.supp)
LSAN_OPTIONS="suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export LSAN_OPTIONS

ok() { echo "ok - $*"; }
not_ok() { echo "not ok - $*"; }
# skip WHAT -- a check that could not run here (a tool or the shared sets
# missing): counted as skipped, never as passed
skip() { echo "skip - $*"; }

# expect_eq WHAT EXPECTED ACTUAL
expect_eq() {
    if [ "$2" = "$3" ]; then ok "$1"; else
        not_ok "$1"; printf '    expected: %s\n    actual:   %s\n' "$2" "$3"; fi
}

# expect_status WHAT STATUS CMD... -- runs CMD, checks its exit status
expect_status() {
    what=$1; want=$2; shift 2
    "$@" >"$TMP/out" 2>"$TMP/err"; got=$?
    if [ "$got" = "$want" ]; then ok "$what"; else
        not_ok "$what (exit $got, wanted $want)"; sed 's/^/    /' "$TMP/err" | head -n 20; fi
}

# expect_file WHAT EXPECTED_FILE ACTUAL_FILE -- byte-for-byte
expect_file() {
    if cmp -s "$2" "$3"; then ok "$1"; else
        not_ok "$1"; diff "$2" "$3" | head -n 20 | sed 's/^/    /'; fi
}

# peak_kb CMD... -- runs CMD (stdout to $TMP/out, stderr to $TMP/err, its
# exit status to $TMP/rc) and prints its peak resident memory in KB (GNU
# time's %M; tools/deps.sh test installs it)
peak_kb() {
    /usr/bin/time -f 'peak %M' -o "$TMP/peak" "$@" >"$TMP/out" 2>"$TMP/err"
    echo $? >"$TMP/rc"
    sed -n 's/^peak //p' "$TMP/peak"
}

# have_sets: true when the shared puzzle sets are reachable
have_sets() { [ -d "$SHARED/sudoku9" ]; }

# measured CMD...: runs CMD (stdout in $TMP/out, stderr in $TMP/err) and
# sets $rc (its exit status), $sec (its wall seconds), $peak_kb (its
# peak resident memory, KB, as wait4 reports it) and $cpu (its user and
# system seconds: what a bound on work should compare, the wall clock
# being the machine's load's) with tests/tools/peak.c, built on first use
measured() {
    [ -x "$TMP/peak" ] || ${CC:-cc} -O2 -o "$TMP/peak" tests/tools/peak.c ||
        { rc=127 sec=0 peak_kb=0 cpu=0; return; }
    set -- $("$TMP/peak" "$TMP/out" "$TMP/err" "$@")
    rc=$1 sec=$2 peak_kb=$3 cpu=$4
}

# sanitized: true on a sanitizer build (make asan, make tsan), whose memory
# and speed say nothing about the program's
sanitized() { case "$UNIT_CFLAGS" in *sanitize*) true ;; *) false ;; esac; }
