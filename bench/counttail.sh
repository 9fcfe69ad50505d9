#!/bin/sh
# counttail.sh -- issue 30's "counting without tails" row (part of `make
# bench`): the ACS 16x16 set counted to 2 by native, dlx and sat, one
# thread; per line the native time over the best of the three (each line's
# `us` from batch --json, native's the best of BENCH_REPS runs, default 3),
# the worst ratio and its line, and native's slowest line against the
# target of 0.1 s. Lines where native took under 1 ms are left out of the
# ratio: there a preemption of the clock's tick decides it. BENCH_QUICK=1
# takes every 10th line (the sat run of the whole set takes ~10 s).
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
S=${SHARED:-../shared/puzzles}
F=$S/sudokuNxN/acs_general_16x16.txt
[ -f "$F" ] || { echo "counttail: $F not found" >&2; exit 2; }
REPS=${BENCH_REPS:-3}
TMP=${TMPDIR:-/tmp}/puzc-counttail.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT
if [ -n "$BENCH_QUICK" ]; then awk 'NR % 10 == 1' "$F" >"$TMP/in"; else cp "$F" "$TMP/in"; fi
r=0
while [ $r -lt "$REPS" ]; do
    $PUZC batch --count 2 --time-limit 60 --json "$TMP/in" >"$TMP/native.$r"
    r=$((r + 1))
done
for b in dlx sat; do $PUZC batch --count 2 --time-limit 60 --json --backend $b "$TMP/in" >"$TMP/$b"; done
# "us":N and "name":"X" of each line, in line order
us() { sed 's/.*"name":"\([^"]*\)".*"us":\([0-9.]*\).*/\1 \2/' "$@"; }
for f in "$TMP"/native.*; do us "$f" >"$f.us"; done
us "$TMP/dlx" >"$TMP/dlx.us"; us "$TMP/sat" >"$TMP/sat.us"
paste -d' ' "$TMP"/native.*.us "$TMP/dlx.us" "$TMP/sat.us" | awk -v reps="$REPS" '
    { nat = $2; for (i = 2; i <= reps; i++) if ($(2 * i) < nat) nat = $(2 * i)
      dlx = $(2 * reps + 2); sat = $(2 * reps + 4); best = nat < dlx ? nat : dlx; if (sat < best) best = sat
      if (nat > maxn) { maxn = nat; maxl = $1 }
      if (nat >= 1000 && nat / best > worst) { worst = nat / best; wl = $1; wn = nat; wd = dlx; ws = sat }
      tn += nat; td += dlx; ts += sat; n++ }
    END {
      printf "\n## Counting to 2 without tails (issue 30 target 2: native <= 2x the best of native, dlx, sat on every line; no 16x16 line over 0.1 s)\n\n"
      printf "| set | lines | native s | dlx s | sat s | worst native/best (lines >= 1 ms) | its line (native, dlx, sat us) | slowest native line |\n"
      printf "|---|---:|---:|---:|---:|---:|---|---|\n"
      printf "| ACS 16x16, count to 2 | %d | %.2f | %.2f | %.2f | %.1fx | %s (%.0f, %.0f, %.0f) | %s %.1f ms |\n",
             n, tn / 1e6, td / 1e6, ts / 1e6, worst, wl, wn, wd, ws, maxl, maxn / 1e3 }'
