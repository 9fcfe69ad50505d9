# t_python.sh -- the Python package (python/, docs/python.md) under pytest:
# every test of python/tests/ becomes one ok / not ok / skip line. It runs
# against this tree's libpuzc.so (PUZC_LIB) and package (PYTHONPATH), under
# $PYTHON, else python3 when it has pytest, else Debian's /usr/bin/python3
# (tools/deps.sh test installs python3-pytest).
. tests/lib.sh
LIB=${PUZC_LIB:-build/libpuzc.so.1}
if [ ! -e "$LIB" ]; then
    skip "python: $LIB not built (make python)"; exit 0
fi
PY=${PYTHON:-}
if [ -z "$PY" ]; then
    for p in python3 /usr/bin/python3; do
        if "$p" -c 'import pytest' >/dev/null 2>&1; then PY=$p; break; fi
    done
fi
if [ -z "$PY" ]; then
    skip "python: no interpreter with pytest (apt-get install python3-pytest)"; exit 0
fi
# pytest's verbose lines "FILE::TEST RESULT", then a line per failure
# ("FAILED FILE::TEST - why") in the short summary. Bounded: a test that
# hangs (a Ctrl-C test whose signal never comes) ends the run in 5
# minutes as a failure, not a suite that never ends.
PUZC_LIB=$(cd "$(dirname "$LIB")" && pwd)/$(basename "$LIB") SHARED=$SHARED PUZC=$PUZC \
PYTHONPATH=python${PYTHONPATH:+:$PYTHONPATH} PYTHONDONTWRITEBYTECODE=1 \
    timeout 300 "$PY" -m pytest -v -p no:cacheprovider -o console_output_style=classic -rfEs \
    python/tests >"$TMP/pytest.out" 2>&1
rc=$?
[ "$rc" = 124 ] && not_ok "python: pytest still running after 300 s: stopped (last: $(tail -n 1 "$TMP/pytest.out"))"
awk '
    / PASSED$/                { sub(/^python\/tests\//, "", $1); print "ok - python: " $1 }
    / (FAILED|ERROR)$/        { sub(/^python\/tests\//, "", $1); print "not ok - python: " $1 }
    / SKIPPED/ && /::/        { sub(/^python\/tests\//, "", $1); print "skip - python: " $1 }
    /^(FAILED|ERROR) /        { print "    " $0 }
    /^SKIPPED /               { print "    " $0 }
' "$TMP/pytest.out"
# pytest itself failing to run (exit 2-5 with no test lines) is a failure
if [ "$rc" -ge 2 ] && ! grep -q '::' "$TMP/pytest.out"; then
    not_ok "python: pytest exited $rc"; tail -n 20 "$TMP/pytest.out" | sed 's/^/    /'
fi
