#!/bin/sh
# python.sh -- the Python package's costs (issue 26): puzc.batch against
# `puzc batch` on the first 10,000 lines of the 17-clue set (BENCH_LINES),
# BENCH_REPS (default 7) runs of each, alternated, CPU time (user + system)
# of each; the target is puzc.batch at most 1.5x. puzc's figure is its
# whole process (bench/cputime); the package's is the batch call itself
# (time.process_time around consuming the iterator: the interpreter's start
# and the import are a cost of Python, paid once, and shown apart as
# "start-up"). Then the GIL: the wall time of two Python threads each
# counting the solutions of an empty 16x16 Sudoku up to BENCH_COUNT at
# once, against one thread doing it alone (about 1.0x when the library
# releases the GIL and two cores are free), and the cores the process kept
# busy at once while the two ran (CPU / wall: above 1 only without the GIL
# held, whatever the load).
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
S=${SHARED:-../shared/puzzles}
F=$S/sudoku9/tdoku_17_clue.txt
[ -f "$F" ] || { echo "bench: $F not found" >&2; exit 2; }
LINES=${BENCH_LINES:-10000}
REPS=${BENCH_REPS:-7}
COUNT=${BENCH_COUNT:-40000}
LIB=${PUZC_LIB:-build/libpuzc.so.1}
[ -e "$LIB" ] || { echo "bench: $LIB not built (make python)" >&2; exit 2; }
PY=${PYTHON:-python3}
TMP=${TMPDIR:-/tmp}/puzc-bench.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT
head -n "$LINES" "$F" >"$TMP/in.txt"
CC=${CC:-cc}
$CC -O2 -o "$TMP/cputime" bench/cputime.c || exit 2
export PUZC_LIB="$(cd "$(dirname "$LIB")" && pwd)/$(basename "$LIB")"
export PYTHONPATH=python${PYTHONPATH:+:$PYTHONPATH}

# the package's run: prints the batch call's CPU in us; its answers in out.py
cat >"$TMP/run.py" <<'PYEOF'
import sys, time
import puzc
lines = open(sys.argv[1]).read().splitlines()
t = time.process_time()
sols = [r.solution for r in puzc.batch(lines)]
cpu = time.process_time() - t
open(sys.argv[2], "w").write("\n".join(sols) + "\n")
print(int(cpu * 1e6))
PYEOF

echo "puzc.batch against puzc batch: $LINES lines of $(basename "$F"), $REPS runs each, alternated, CPU"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
r=0
while [ $r -lt "$REPS" ]; do
    "$TMP/cputime" 1 "$TMP/in.txt" $PUZC batch "$TMP/in.txt" >>"$TMP/t.cli"
    "$PY" "$TMP/run.py" "$TMP/in.txt" "$TMP/out.py" >>"$TMP/t.py"
    "$TMP/cputime" 1 /dev/null "$PY" -c 'import puzc' >>"$TMP/t.start"
    r=$((r + 1))
done
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
$PUZC batch "$TMP/in.txt" >"$TMP/out.cli"
cmp -s "$TMP/out.cli" "$TMP/out.py" && echo "answers: the same, line for line" ||
    echo "answers: puzc.batch differs from puzc batch!"
med() { sort -n "$1" | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'; }
best() { sort -n "$1" | head -n 1; }
awk -v cb="$(best "$TMP/t.cli")" -v cm="$(med "$TMP/t.cli")" \
    -v pb="$(best "$TMP/t.py")" -v pm="$(med "$TMP/t.py")" -v st="$(med "$TMP/t.start")" 'BEGIN {
    printf "| run | best CPU ms | median CPU ms |\n|---|---:|---:|\n"
    printf "| puzc batch (whole process) | %.1f | %.1f |\n", cb / 1e3, cm / 1e3
    printf "| puzc.batch (the call) | %.1f | %.1f |\n", pb / 1e3, pm / 1e3
    printf "| python3 -c \"import puzc\" (start-up, once) | | %.1f |\n", st / 1e3
    printf "puzc.batch / puzc batch: best %.2fx, median %.2fx (target: at most 1.5x)\n", pb / cb, pm / cm }'

# two threads at once against one
cat >"$TMP/gil.py" <<'PYEOF'
import sys, threading, time
import puzc
n = int(sys.argv[1])
m = puzc.Model.sudoku(4)
def work():
    assert m.count(limit=n) == n
def timed(k):
    ts = [threading.Thread(target=work) for _ in range(k)]
    t, c = time.monotonic(), time.process_time()
    for th in ts: th.start()
    for th in ts: th.join()
    return time.monotonic() - t, time.process_time() - c
one = []; two = []
for _ in range(int(sys.argv[2])):
    one.append(timed(1)); two.append(timed(2))
one.sort(); two.sort()
h = len(one) // 2
print(f"GIL: one thread {one[h][0]:.3f} s (median), two threads at once {two[h][0]:.3f} s: "
      f"{two[h][0] / one[h][0]:.2f}x the wall time of one (1.0x: the GIL is released and two "
      f"cores free; 2.0x: held, or one core free); cores busy at once while two ran: "
      f"{two[h][1] / two[h][0]:.2f} (CPU / wall; at most 1.0 if the GIL were held)")
PYEOF
"$PY" "$TMP/gil.py" "$COUNT" 5
