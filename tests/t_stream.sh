# t_stream.sh -- batch as a Unix filter: answers stream out while the input
# is still open (a coprocess), in input order with any number of threads;
# JSON Lines and CSV that a real parser reads; names carried; --stats
# --json summaries that merge; the GNU parallel scale-out recipe of
# docs/batch.md, run and compared with one run.
. tests/lib.sh

escargot=$(sed -n '/^givens/,$p' models/sudoku_9x9_hard.puz | tail -n +2 | tr -d ' \n|+-')
expect_eq "escargot line is 81 chars" 81 "${#escargot}"
echo "$escargot" | $PUZC batch >"$TMP/esc.ans"
esc_sol=$(cat "$TMP/esc.ans")

# ---- a coprocess: one line in, its answer out, input still open ----
# puzc reads a FIFO and writes another; the test writes a line, reads the
# answer, and only then writes the next and closes. `timeout` bounds puzc:
# a batch that waited for the end of its input would be killed, and the
# read would see the end of the FIFO (an empty answer), not hang.
coprocess() { # WHAT PUZC-ARGS...
    what=$1
    shift
    rm -f "$TMP/co.in" "$TMP/co.out"
    mkfifo "$TMP/co.in" "$TMP/co.out"
    timeout 20 $PUZC batch "$@" <"$TMP/co.in" >"$TMP/co.out" 2>"$TMP/co.err" &
    pid=$!
    exec 3>"$TMP/co.in" 4<"$TMP/co.out"
    printf '%s\tfirst\n' "$escargot" >&3
    IFS= read -r a1 <&4
    printf '11%s\n' "$(echo "$escargot" | cut -c3-)" >&3
    IFS= read -r a2 <&4
    exec 3>&-
    IFS= read -r a3 <&4
    exec 4<&-
    wait $pid
    rc=$?
}
for jobs in 1 2; do
    coprocess "--jobs $jobs" --jobs $jobs
    expect_eq "coprocess --jobs $jobs: the first answer before the input ends" "$esc_sol	first" "$a1"
    expect_eq "coprocess --jobs $jobs: the second, input still open" "! no solution" "$a2"
    expect_eq "coprocess --jobs $jobs: nothing more at the end" "" "$a3"
    expect_eq "coprocess --jobs $jobs: exit 1 (one had no solution)" 1 "$rc"
done
coprocess "--json --jobs 2" --json --jobs 2
expect_eq "coprocess --json --jobs 2: the first object, input still open" \
    "1 first solved $esc_sol" \
    "$(printf '%s' "$a1" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["line"], d["name"], d["status"], d["solution"])')"
expect_eq "coprocess --json --jobs 2: the second" "2 no solution" \
    "$(printf '%s' "$a2" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["line"], d["status"])')"

# ---- a mixed input: good, named, bad, unsolvable and blank lines ----
have_sets || { skip "shared sets absent: the mixed-input checks"; exit 0; }
head -n 150 "$SHARED/sudoku9/tdoku_magictour_top1465.txt" >"$TMP/good.txt"
awk 'NR % 40 == 1' "$SHARED/sudokuNxN/acs_general_9x9.txt" >"$TMP/comma.txt"
awk -v esc="$escargot" '
    FILENAME ~ /good/ { print
        if (FNR % 10 == 0) print substr($0, 1, 80)               # 80 cells: bad
        if (FNR % 15 == 0) print "11" substr(esc, 3)             # no solution
        if (FNR % 25 == 0) print ""                              # blank
        if (FNR % 12 == 0) print esc " # \"quoted\", and a comma" # a named grid
        next }
    { print }                                                    # the comma form
' "$TMP/good.txt" "$SHARED/sudoku9/mantere_koljonen_46.txt" "$TMP/comma.txt" >"$TMP/mix.txt"
n=$(wc -l <"$TMP/mix.txt" | tr -d ' ')
[ "$n" -gt 250 ] && ok "mixed input: $n lines" || not_ok "mixed input: $n lines (wanted over 250)"

$PUZC batch "$TMP/mix.txt" >"$TMP/mix.1"
expect_eq "mixed: exit 2 (bad lines)" 2 $?
expect_eq "mixed: one answer per line" "$n" "$(wc -l <"$TMP/mix.1" | tr -d ' ')"
for jobs in 2 3; do
    $PUZC batch --jobs $jobs "$TMP/mix.txt" >"$TMP/mix.$jobs"
    expect_file "mixed, --jobs $jobs: the plain answers of --jobs 1, in order" "$TMP/mix.1" "$TMP/mix.$jobs"
done

# Names in the plain answers: the text after a grid follows the solved
# grid, the comma form's name and a Killer title come before it.
expect_eq "plain: a grid's trailing text carried" 12 \
    "$(grep -c "^$esc_sol # \"quoted\", and a comma\$" "$TMP/mix.1")"
expect_eq "plain: the mantere names carried (46, each after its grid)" 46 \
    "$(grep -c '^[1-9]\{81\}	s[0-9][0-9]*[abc]*$' "$TMP/mix.1")"
expect_eq "plain: the comma form's names carried" "$(grep -c '^inst9x9' "$TMP/mix.txt")" \
    "$(grep -c '^inst9x9_[0-9_]*	[1-9,]*$' "$TMP/mix.1")"
head -n 3 "$SHARED/killer/krazydad_killer_9x9.txt" >"$TMP/k.txt"
$PUZC batch --killer --jobs 2 "$TMP/k.txt" >"$TMP/k.out"
expect_file "plain --killer: title<TAB>solution" "$TMP/k.out" "$(cut -f1,4 "$TMP/k.txt" >"$TMP/k.want"; echo "$TMP/k.want")"
$PUZC batch --killer --json "$TMP/k.txt" >"$TMP/k.json"
expect_eq "--killer --json: the titles are the names, the solutions the listed ones" "ok" \
    "$(python3 - "$TMP/k.json" "$TMP/k.txt" <<'EOF'
import json, sys
objs = [json.loads(l) for l in open(sys.argv[1])]
want = [l.rstrip('\n').split('\t') for l in open(sys.argv[2])]
assert [(o["name"], o["solution"]) for o in objs] == [(w[0], w[3]) for w in want], objs
print("ok")
EOF
)"

# JSON Lines and CSV with 1, 2 and 3 threads: the same records, in order,
# read by Python's parsers and checked against the plain answers.
cat >"$TMP/check.py" <<'EOF'
import csv, json, sys
plain = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1]
text = open(sys.argv[2], encoding="utf-8").read().split("\n")[:-1]
objs = [json.loads(l) for l in open(sys.argv[3], encoding="utf-8")]
rows = list(csv.reader(open(sys.argv[4], encoding="utf-8", newline="")))
vocab = {"solved", "no solution", "stopped", "bad line", "internal error", "blank"}
assert len(objs) == len(plain) == len(text), (len(objs), len(plain), len(text))
assert rows[0] == ["line", "name", "status", "solution", "count", "reason", "us", "effort"], rows[0]
assert len(rows) == len(objs) + 1, len(rows)
for i, (o, p, t, r) in enumerate(zip(objs, plain, text, rows[1:]), 1):
    assert o["line"] == i and int(r[0]) == i, (i, o, r)
    assert o["status"] in vocab, o
    assert set(o) <= {"line", "name", "status", "solution", "count", "reason", "us", "cpu_us",
                      "effort"}, o
    st = o["status"]
    if st == "blank":
        assert p == "" and t == "" and set(o) == {"line", "status"}, o
    elif st == "solved":
        assert o["solution"] in p and isinstance(o["effort"], int) and o["us"] >= 0, (o, p)
        assert ("cpu_us" in o) == (len(sys.argv) > 5), o  # with --cpu-time only
        assert o.get("cpu_us", 0) >= 0, o
    elif st == "no solution":
        assert p == "! no solution" and "solution" not in o, (o, p)
    elif st == "bad line":
        assert p == "! line %d: %s" % (i, o["reason"]), (o, p)
    else:
        raise AssertionError(o)
    if "name" in o:
        assert o["name"] and o["name"] in t, (o, t)
    # the CSV row holds the JSON record's values
    assert r[1:6] == [o.get("name", ""), st, o.get("solution", ""), str(o.get("count", "")),
                      o.get("reason", "")], (r, o)
print("ok %d" % len(objs))
EOF
for jobs in 1 2 3; do
    $PUZC batch --jobs $jobs --json "$TMP/mix.txt" >"$TMP/mix.json.$jobs"
    $PUZC batch --jobs $jobs --csv "$TMP/mix.txt" >"$TMP/mix.csv.$jobs"
    expect_eq "mixed, --jobs $jobs: JSON Lines and CSV parse, in order, agree with the plain answers" \
        "ok $n" "$(python3 "$TMP/check.py" "$TMP/mix.1" "$TMP/mix.txt" "$TMP/mix.json.$jobs" "$TMP/mix.csv.$jobs" 2>&1 | tail -n 1)"
done
# (us differs from run to run: the rest is the same)
$PUZC batch --json --cpu-time "$TMP/mix.txt" >"$TMP/mix.json.cpu"
expect_eq "--json --cpu-time: cpu_us on every solved line, the records otherwise the same" \
    "ok $n" "$(python3 "$TMP/check.py" "$TMP/mix.1" "$TMP/mix.txt" "$TMP/mix.json.cpu" "$TMP/mix.csv.1" cpu 2>&1 | tail -n 1)"
strip_us() { sed 's/,"us":[0-9.]*\(,"cpu_us":[0-9.]*\)\{0,1\}//' "$1"; }
expect_eq "--json --cpu-time = --json but for the times" "$(strip_us "$TMP/mix.json.1" | md5sum)" "$(strip_us "$TMP/mix.json.cpu" | md5sum)"
expect_eq "--json --jobs 3 = --jobs 1 but for the times" "$(strip_us "$TMP/mix.json.1" | md5sum)" "$(strip_us "$TMP/mix.json.3" | md5sum)"
expect_eq "named line in JSON: quotes and the comma kept" 12 \
    "$(grep -c '"name":"\\"quoted\\", and a comma"' "$TMP/mix.json.2")"
expect_eq "named line in CSV: quoted, quotes doubled" 12 \
    "$(grep -F -c ',"""quoted"", and a comma",solved,' "$TMP/mix.csv.2")"
$PUZC batch --count 2 --json "$TMP/good.txt" | python3 -c '
import json, sys
objs = [json.loads(l) for l in sys.stdin]
assert all(o["count"] == 1 and o["status"] == "solved" and "solution" not in o for o in objs)
print(len(objs))' >"$TMP/cnt" 2>&1
expect_eq "--count 2 --json: count 1 on each, no solution string" 150 "$(cat "$TMP/cnt")"
expect_status "--json with --csv: usage error" 2 $PUZC batch --json --csv "$TMP/good.txt"
expect_eq "--json with --csv: message" "puzc batch: error: --json and --csv exclude each other" "$(cat "$TMP/err")"

# ---- --stats --json: one summary object last; shards merge ----
$PUZC batch --jobs 2 --json --stats "$TMP/mix.txt" >"$TMP/all.json"
expect_eq "--stats --json: one summary, the last line" "1 1" \
    "$(grep -c '^{"summary":' "$TMP/all.json") $(tail -n 1 "$TMP/all.json" | grep -c '^{"summary":')"
cat >"$TMP/sum.py" <<'EOF'
import collections, json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
recs, summ = [o for o in lines if "summary" not in o], [o["summary"] for o in lines if "summary" in o]
s = summ[-1]
c = collections.Counter(o["status"] for o in recs)
for k in ("solved", "no solution", "stopped", "bad line", "internal error", "blank"):
    assert s["status"][k] == c.get(k, 0), (k, s["status"], c)
assert s["lines"] == len(recs) and s["puzzles"] == len(recs) - c["blank"], s
assert s["effort"] == sum(o.get("effort", 0) for o in recs), s
assert s["backend"] == "native" and s["effort_unit"] == "guesses", s
print(" ".join("%s=%d" % (k, s["status"][k]) for k in sorted(s["status"])), s["lines"], s["effort"])
EOF
whole=$(python3 "$TMP/sum.py" "$TMP/all.json" 2>&1)
case "$whole" in *"solved="*) ok "--stats --json: the summary's counts are the records' ($whole)" ;;
*) not_ok "--stats --json: the summary's counts are the records'"; echo "    $whole" ;; esac

# two halves, numbered on from the first, merged: the whole's counts
half=$(( (n + 1) / 2 ))
head -n $half "$TMP/mix.txt" | $PUZC batch --json --stats >"$TMP/h1.json"
tail -n +$((half + 1)) "$TMP/mix.txt" | $PUZC batch --json --stats --first-line $((half + 1)) >"$TMP/h2.json"
expect_eq "two halves with --first-line: the records of one run" \
    "$(grep -v '^{"summary"' "$TMP/all.json" | strip_us -)" \
    "$(cat "$TMP/h1.json" "$TMP/h2.json" | grep -v '^{"summary"' | strip_us -)"
$PUZC batch --merge-stats "$TMP/h1.json" "$TMP/h2.json" >"$TMP/merged.json"
expect_eq "--merge-stats: exit 0, one line" "0 1" "$? $(wc -l <"$TMP/merged.json" | tr -d ' ')"
expect_eq "--merge-stats: the counts of one run" "$whole" \
    "$(cat "$TMP/h1.json" "$TMP/h2.json" | grep -v '^{"summary"' >"$TMP/recs.json"; cat "$TMP/merged.json" >>"$TMP/recs.json"; python3 "$TMP/sum.py" "$TMP/recs.json" 2>&1)"
expect_eq "--merge-stats: shards 2" 2 "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["shards"])' "$TMP/merged.json")"
cat "$TMP/h1.json" "$TMP/h2.json" | $PUZC batch --merge-stats >"$TMP/merged2.json"
expect_file "--merge-stats from stdin: the same" "$TMP/merged.json" "$TMP/merged2.json"
expect_status "--merge-stats: no summary" 2 $PUZC batch --merge-stats "$TMP/mix.1"
expect_eq "--merge-stats: no summary: message" "puzc batch: error: no summary object ({\"summary\":...}) in the input" "$(cat "$TMP/err")"
printf '{"summary":{"lines":3,"status":{"solved":x}}}\n' >"$TMP/badsum.json"
expect_status "--merge-stats: a malformed summary" 2 $PUZC batch --merge-stats "$TMP/badsum.json"
expect_eq "--merge-stats: a malformed summary: message" "puzc batch: error: $TMP/badsum.json:1: a malformed summary: a number >= 0 expected at column 42" "$(cat "$TMP/err")"
head -n 5 "$TMP/good.txt" | $PUZC batch --json --stats --backend dlx >"$TMP/dlx.json"
expect_status "--merge-stats: native and dlx summaries" 2 $PUZC batch --merge-stats "$TMP/h1.json" "$TMP/dlx.json"
expect_eq "--merge-stats: native and dlx: message" "puzc batch: error: $TMP/dlx.json:6: a summary of backend dlx (nodes) does not merge with one of native (guesses)" "$(cat "$TMP/err")"
expect_status "--merge-stats: a missing file" 2 $PUZC batch --merge-stats no/such/file
expect_eq "--merge-stats: a missing file: message" "puzc batch: error: cannot open 'no/such/file': No such file or directory" "$(cat "$TMP/err")"
expect_status "--first-line 0" 2 $PUZC batch --first-line 0 "$TMP/good.txt"
expect_eq "--first-line 0: message" "puzc batch: error: --first-line wants 1 or more" "$(cat "$TMP/err")"

# ---- the scale-out recipe of docs/batch.md, with local job slots ----
if ! command -v parallel >/dev/null 2>&1; then
    not_ok "GNU parallel is installed (tools/deps.sh test installs it)"
    exit 0
fi
# shards of 40 lines, two at a time, output in input order; each shard
# numbers its lines from where it starts ({#} is the shard's number)
parallel --will-cite --pipe --keep-order -N 40 -j2 \
    "$PUZC batch --first-line \$(( ({#} - 1) * 40 + 1 ))" <"$TMP/mix.txt" >"$TMP/par.out"
expect_file "parallel -j2 --pipe --keep-order -N 40: the plain answers of one run, line for line" "$TMP/mix.1" "$TMP/par.out"
parallel --will-cite --pipe --keep-order -N 40 -j2 \
    "$PUZC batch --json --stats --first-line \$(( ({#} - 1) * 40 + 1 ))" <"$TMP/mix.txt" >"$TMP/par.json"
expect_eq "parallel --json --stats: one summary per shard" $(( (n + 39) / 40 )) "$(grep -c '^{"summary":' "$TMP/par.json")"
expect_eq "parallel --json: the records of one run, line for line" \
    "$(grep -v '^{"summary"' "$TMP/all.json" | strip_us -)" \
    "$(grep -v '^{"summary"' "$TMP/par.json" | strip_us -)"
$PUZC batch --merge-stats "$TMP/par.json" >"$TMP/par.sum"
grep -v '^{"summary"' "$TMP/par.json" >"$TMP/recs.json"
cat "$TMP/par.sum" >>"$TMP/recs.json"
expect_eq "parallel: the merged summary's counts are one run's" "$whole" "$(python3 "$TMP/sum.py" "$TMP/recs.json" 2>&1)"
