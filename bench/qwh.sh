#!/bin/sh
# qwh.sh -- issue 30's quasigroup-completion rows, called by `make bench`
# (bench/run.sh): QWH instances (a uniformly random Latin square by the
# Jacobson-Matthews chain, 42% of its cells emptied uniformly: bench/qwh.c,
# compiled here) of orders 50, 60 and 70, BENCH_QWH_N each (default 10;
# BENCH_QUICK 3), from a seed drawn fresh per order and printed
# (BENCH_QWH_SEED=S repeats a run: order n then takes seed S + n). Every
# instance is solvable (the hidden square). Native (one thread, batch's own
# clock and check of every answer) beside CaDiCaL and Kissat on puzc's CNF
# of the same instance (`puzc emit --format cnf`, the sat backend's
# default encoding), each instance one process cut at BENCH_QWH_LIMIT
# seconds of CPU (default 10, ulimit -t) and timed in CPU (GNU time); a SAT
# answer counts when `puzc decode` verifies it, native's when batch does. Kissat
# is looked up as KISSAT, on PATH, or /work/ext/kissat/build/kissat (built
# from github.com/arminbiere/kissat outside the repo); missing, its column
# says so.
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
LIMIT=${BENCH_QWH_LIMIT:-10}
N=${BENCH_QWH_N:-10}
[ -n "$BENCH_QUICK" ] && N=${BENCH_QWH_N:-3}
TMP=${TMPDIR:-/tmp}/puzc-qwh.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT
CC=${CC:-cc}
$CC -O2 -o "$TMP/qwh" bench/qwh.c || exit 2
CADICAL=${CADICAL:-$(command -v cadical)}
KISSAT=${KISSAT:-$(command -v kissat || { [ -x /work/ext/kissat/build/kissat ] && echo /work/ext/kissat/build/kissat; })}

# cpu NAME CMD...: runs CMD under a CPU limit of LIMIT s (ulimit -t: the
# same cut for every solver however loaded the machine is), stdout to
# $TMP/NAME.out; appends "1 MS" (CPU ms, user + system) to $TMP/NAME when
# it exits 0 or 10, else "0 -"
cpu() {
    name=$1; shift
    /usr/bin/time -f '%U %S' -o "$TMP/t" sh -c 'ulimit -t "$0"; exec "$@"' "$LIMIT" "$@" \
        >"$TMP/$name.out" 2>/dev/null
    rc=$?
    ms=$(awk 'END { printf "%.0f", ($1 + $2) * 1000 }' "$TMP/t")
    if [ "$rc" = 0 ] || [ "$rc" = 10 ]; then echo "1 $ms"; else echo "0 -"; fi >>"$TMP/$name"
}
# summary FILE TARGET_MS: "solved/total within-target median max" of the
# ms column of FILE (one "ok ms" line per instance, ms "-" when unsolved)
summary() {
    awk -v tgt="$2" '{ n++; if ($1 == 1) { ok++; t[++m] = $2; if ($2 <= tgt) w++ } }
        END { for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (t[j] < t[i]) { x = t[i]; t[i] = t[j]; t[j] = x }
              med = m ? (m % 2 ? t[(m + 1) / 2] : (t[m / 2] + t[m / 2 + 1]) / 2) : "-"
              printf "%d/%d %d %s %s\n", ok, n, w, med, m ? t[m] : "-" }' "$1"
}

echo
echo "## Quasigroup completion (issue 30), 42% holes, one thread each ($(date -u +%Y-%m-%d), load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null))"
echo
echo "| order | seed | solver | solved in ${LIMIT} s CPU | within target | median CPU ms | max CPU ms | target |"
echo "|---|---:|---|---:|---:|---:|---:|---|"
for n in 50 60 70; do
    if [ -n "$BENCH_QWH_SEED" ]; then seed=$((BENCH_QWH_SEED + n))
    else seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' '); fi
    "$TMP/qwh" "$n" "$N" 42 "$seed" >"$TMP/q.txt" || exit 2
    if [ "$n" = 50 ]; then tgt=500; tdesc="all within 0.5 s"; else tgt=10000; tdesc=">= 8/10 within 10 s"; fi
    : >"$TMP/native"; : >"$TMP/cadical"; : >"$TMP/kissat"
    while IFS= read -r line; do
        printf '%s\n' "$line" >"$TMP/l.txt"
        cpu native $PUZC batch "$TMP/l.txt"
        $PUZC convert --to-puz "$TMP/l.txt" -o "$TMP/i.puz" 2>/dev/null &&
            $PUZC emit "$TMP/i.puz" --format cnf -o "$TMP/i.cnf" 2>/dev/null || exit 2
        for solver in cadical kissat; do
            bin=$CADICAL; [ $solver = kissat ] && bin=$KISSAT
            [ -n "$bin" ] || continue
            cpu $solver "$bin" "$TMP/i.cnf"
            # a SAT answer counts only when puzc decodes and verifies it
            if tail -n 1 "$TMP/$solver" | grep -q '^1' &&
                ! $PUZC decode "$TMP/i.puz" "$TMP/$solver.out" >/dev/null 2>&1; then
                sed -i '$ s/.*/0 -/' "$TMP/$solver"
            fi
        done
    done <"$TMP/q.txt"
    for solver in native cadical kissat; do
        if [ ! -s "$TMP/$solver" ]; then
            echo "| $n | $seed | $solver | - | - | - | - | not installed (kissat: build github.com/arminbiere/kissat, set KISSAT) |"
            continue
        fi
        set -- $(summary "$TMP/$solver" "$tgt")
        t="-"; [ "$solver" = native ] && t=$tdesc
        echo "| $n | $seed | $solver | $1 | $2 | $3 | $4 | $t |"
    done
done
echo
echo "CPU time per instance, each its own process (native: puzc batch on its line;"
echo "the SAT solvers on puzc's CNF of it, emit's default extended encoding);"
echo "'within target' counts the solved instances within 0.5 s (order 50) or 10 s."
