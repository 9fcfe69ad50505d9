#!/bin/sh
# ab36.sh -- two builds of puzc compared on 36x36 grids at the phase
# transition (44% given, tools/pt36.sh), for judging a change to the
# conflict-driven search (issue 30, target 3) on seeds it was not tuned on:
#     bench/ab36.sh OLD_PUZC NEW_PUZC [FROM [N]]
# makes N grids (default 40) from seeds FROM..FROM+N-1 (default: a fresh
# random FROM, printed; the same FROM repeats a run) and solves each with
# both builds, one after the other in alternating order (so that a load
# that comes and goes falls on both alike), each grid its own process
# under a CPU limit (ulimit -t, AB_LIMIT s, default 3), timed in CPU
# (user + system, GNU time). Every answer is verified by batch itself.
# Prints per build: solved, within 1 s, median and max CPU ms, CPU in all
# (an unsolved grid counted at the limit); then the geometric means over
# the grids of the NEW/OLD ratios of decisions and of CPU, and on how many
# grids NEW took less CPU. One grid's time depends on the order the search
# happens to try things far more than on the grid, so a change shows only
# in such means over many grids, and a rule chosen on one set of seeds is
# judged on another (docs/backends/native.md, conflict-driven search).
# AB_KEEP=FILE keeps the per-grid lines (name, then cpu_ms decisions
# solved for OLD and for NEW).
cd "$(dirname "$0")/.." || exit 2
[ $# -ge 2 ] || { echo "usage: bench/ab36.sh OLD_PUZC NEW_PUZC [FROM [N]]" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "ab36.sh: needs GNU time (/usr/bin/time)" >&2; exit 2; }
A=$1 B=$2
FROM=${3:-$(( $(od -An -N4 -tu4 /dev/urandom | tr -d ' ') % 1000000000 + 1000 ))}
N=${4:-40}
LIMIT=${AB_LIMIT:-3}
TMP=${TMPDIR:-/tmp}/puzc-ab36.$$
mkdir -p "$TMP"; trap 'rm -rf "$TMP"' EXIT

# one PUZC: "cpu_ms decisions solved" of PUZC on $TMP/l.txt (unsolved:
# the limit's ms, decisions "-", 0)
one() {
    /usr/bin/time -f '%U %S' -o "$TMP/t" sh -c 'ulimit -t "$0"; exec "$@"' "$LIMIT" \
        "$1" batch --stats "$TMP/l.txt" >/dev/null 2>"$TMP/e"
    rc=$?
    if [ "$rc" = 0 ]; then
        ms=$(awk 'END { printf "%.0f", ($1 + $2) * 1000 }' "$TMP/t")
        d=$(sed -n 's/^\([0-9]*\)\.[0-9]* guesses.*/\1/p' "$TMP/e")
        echo "$ms ${d:--} 1"
    else
        echo "$((LIMIT * 1000)) - 0"
    fi
}

echo "36x36, 44% given, seeds $FROM..$((FROM + N - 1)), CPU limit $LIMIT s a grid"
PUZC=$A ./tools/pt36.sh "$FROM" $((FROM + N - 1)) >"$TMP/grids.txt"
: >"$TMP/r"
i=0
while IFS= read -r line; do
    printf '%s\n' "$line" >"$TMP/l.txt"
    if [ $((i % 2)) = 0 ]; then a=$(one "$A"); b=$(one "$B")
    else b=$(one "$B"); a=$(one "$A"); fi
    echo "${line%%	*} $a $b" >>"$TMP/r"
    i=$((i + 1))
done <"$TMP/grids.txt"
[ -n "$AB_KEEP" ] && cp "$TMP/r" "$AB_KEEP"
# columns: name, OLD ms, decisions, solved, NEW ms, decisions, solved
for k in 0 1; do
    [ $k = 0 ] && who="OLD $A" || who="NEW $B"
    awk -v o=$((2 + 3 * k)) -v who="$who" '{ n++; t[n] = $o; s += $o; ok += $(o + 2); if ($(o + 2) && $o < 1000) w++ }
        END { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (t[j] < t[i]) { x = t[i]; t[i] = t[j]; t[j] = x }
              printf "%s: solved %d/%d, within 1 s %d, median %d ms, max %d ms, CPU %.1f s\n",
                  who, ok, n, w, n % 2 ? t[(n + 1) / 2] : (t[n / 2] + t[n / 2 + 1]) / 2, t[n], s / 1000 }' "$TMP/r"
done
# decisions compared where both solved; CPU on all (unsolved at the limit)
awk '{ n++; lt += log(($5 + 1) / ($2 + 1)); if ($5 < $2) f++
       if ($4 && $7) { m++; ld += log(($6 + 1) / ($3 + 1)) } }
    END { printf "NEW/OLD: decisions %.3f (geometric mean, %d grids both solved), CPU %.3f; NEW faster on %d of %d\n",
              m ? exp(ld / m) : 0, m, exp(lt / n), f, n }' "$TMP/r"
