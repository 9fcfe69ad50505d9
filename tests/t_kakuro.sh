# t_kakuro.sh -- Kakuro (issue 28 item 2): random small Kakuros counted by
# native (and its baseline methods), sat, ilp and dlx against a brute force
# that reads the picture and knows only the rules (tests/kakuro_check.py);
# the model in models/ on every backend, rated and hinted, its solution
# verified, its picture written back and read again, the exports; the
# heuristic backend and generate refuse a Kakuro by name; and the published
# Kakuros of ../shared/puzzles/janko imported (puzc import --format janko),
# solved by native to their published solutions with no other (every
# puzzle, or every KAKURO_EVERY-th one; about 25 s for all 500), a sample
# by sat.
. tests/lib.sh

PY=python3
[ -x /usr/bin/python3 ] && PY=/usr/bin/python3
K="$PY -S tests/kakuro_check.py"

# ---- small Kakuros: every backend's count = the brute force's -----------
mkdir -p "$TMP/k"
$K make 28 40 "$TMP/k" >"$TMP/k.list"
for b in native sat ilp dlx native:backtrack native:fc-mrv native:norvig; do
    bad=""
    n=0
    opts="--backend ${b%%:*}"
    [ "$b" = "${b#*:}" ] || opts="$opts --method ${b#*:}"
    while read -r f want; do
        # shellcheck disable=SC2086
        got=$($PUZC solve "$f" $opts --count 200 2>"$TMP/err" | tail -n 1)
        [ -s "$TMP/err" ] && got="$got ($(head -n 1 "$TMP/err"))"
        [ "$got" = "$want" ] || bad="$bad $(basename "$f"):$got/$want"
        n=$((n + 1))
    done <"$TMP/k.list"
    [ -z "$bad" ] && ok "$b: the counts of $n small Kakuros = the brute force's ($(awk '{ print $2 }' "$TMP/k.list" | sort | uniq -c | sort -rn | awk '{ printf "%s%s x%s", (NR > 1 ? ", " : ""), $2, $1 }'))" ||
        { not_ok "$b: counts of small Kakuros (got/brute force)"; echo "   $bad" | fold -w 100; }
done
# the unique ones: one solution, the same on every backend
bad=""
while read -r f want; do
    [ "$want" = 1 ] || continue
    s=$($PUZC solve "$f" --line)
    for b in sat ilp dlx; do
        [ "$($PUZC solve "$f" --backend $b --line)" = "$s" ] || bad="$bad $(basename "$f"):$b"
    done
done <"$TMP/k.list"
[ -z "$bad" ] && ok "the unique small Kakuros: native, sat, ilp and dlx give one solution" ||
    not_ok "unique small Kakuros solved differently:$bad"

# ---- the model ----------------------------------------------------------
m=models/kakuro_6x6.puz
expect_eq "$m: the brute force finds one solution" 1 "$($K count $m)"
for b in native sat ilp dlx; do
    expect_eq "$m: $b counts 1" 1 "$($PUZC solve $m --backend $b --count 2 | tail -n 1)"
done
for meth in backtrack fc-mrv norvig; do
    expect_eq "$m: native --method $meth counts 1" 1 \
        "$($PUZC solve $m --method $meth --count 2 2>&1 | tail -n 1)"
done
expect_status "heuristic refuses a Kakuro by name" 2 $PUZC solve $m --backend heuristic
expect_eq "heuristic's message names the runs and the backends that take them" \
    "puzc solve: error: heuristic cannot express Kakuro runs ('sum') (use native, sat, dlx or ilp)" \
    "$(cat "$TMP/err")"
# the rater and the hint read the runs as cages; generate makes no Kakuro
expect_eq "$m: rated, one solution without a guess" "1 0" \
    "$($PUZC rate $m | awk '$1 == "solutions" { s = $2 } $1 == "guesses" { g = $2 } END { print s, g }')"
$PUZC hint $m >"$TMP/hint" 2>&1
grep -q '^across_\|^down_' "$TMP/hint" && ok "$m: a hint names a run" ||
    { not_ok "$m: a hint names a run"; sed 's/^/    /' "$TMP/hint"; }
expect_status "generate refuses --kind kakuro" 2 $PUZC generate --kind kakuro
# the solution printed as the picture, digits in the white cells, reads back
$PUZC solve $m >"$TMP/sol.txt"
expect_status "the printed solution verifies" 0 $PUZC verify $m "$TMP/sol.txt"
$PUZC solve $m --line >"$TMP/sol.line"
expect_status "the one-line solution verifies" 0 $PUZC verify $m "$TMP/sol.line"
# a wrong digit is caught by the verifier, naming the run
sed '2s/5/4/' "$TMP/sol.txt" >"$TMP/wrong.txt"
expect_status "a wrong solution does not verify" 1 $PUZC verify $m "$TMP/wrong.txt"
grep -q 'across_r2c1\|down_r1c2' "$TMP/out" "$TMP/err" && ok "the verifier names the run" ||
    { not_ok "the verifier names the run"; cat "$TMP/out" "$TMP/err" | sed 's/^/    /'; }
# the picture written back (convert --to-puz) is the same model
$PUZC convert $m --to-puz -o "$TMP/again.puz" 2>"$TMP/err"
$PUZC check --json $m | sed 's/"file":"[^"]*"//' >"$TMP/j1"
$PUZC check --json "$TMP/again.puz" | sed 's/"file":"[^"]*"//' >"$TMP/j2"
expect_file "$m: written back as a .puz, the same model" "$TMP/j1" "$TMP/j2"
# every export: the file is made, and names the runs
for f in lp mps cnf opb mzn xcc; do
    $PUZC emit $m --format $f -o "$TMP/k.$f" 2>"$TMP/err" && [ -s "$TMP/k.$f" ] &&
        ok "$m: emit --format $f" || { not_ok "$m: emit --format $f"; sed 's/^/    /' "$TMP/err"; }
done
grep -q 'across_r2c1' "$TMP/k.lp" && ok "lp rows named after the runs' clues" ||
    not_ok "lp rows named after the runs' clues"
# a given digit in two runs: the XCC without it (its coloured item gone)
# solved by the exact-cover solver in Python, the answer decoded
printf 'kakuro 4x4\ngivens\n  -    17\\  13\\  -\n  \\15  .    .    -\n  \\15  .    7    4\\\n  -    -    \\4   .\n' >"$TMP/g.puz"
$PUZC emit "$TMP/g.puz" --format xcc -o "$TMP/g.xcc" &&
    $PY tests/xcc_solve.py "$TMP/g.xcc" >"$TMP/g.ans" 2>"$TMP/err" &&
    $PUZC decode "$TMP/g.puz" "$TMP/g.ans" --line >"$TMP/g.line" 2>>"$TMP/err" &&
    expect_eq "a given in two runs: the XCC answer decodes to the solution" \
        "$($PUZC solve "$TMP/g.puz" --line)" "$(cat "$TMP/g.line")" ||
    { not_ok "a given in two runs: the XCC answer decodes"; sed 's/^/    /' "$TMP/err"; }

# ---- the published Kakuros ----------------------------------------------
# Imported (`puzc import --format janko`, told a Kakuro by its page), then
# native finds every solution (--all), which must be the published one
# alone; the collection's own text compiles too (the language reads its A,B
# clues and 0 cells), to the same model. 257_24x28 has
# two as the collection gives it, both verified (r2c12..r5c13 differ); the
# published one must be among them.
J=$SHARED/janko/Kakuro.jsonl
if [ ! -f "$J" ]; then
    skip "janko Kakuro: $J not found"
    exit 0
fi
every=${KAKURO_EVERY:-1}
mkdir -p "$TMP/j"
$K janko "$J" "$every" "$TMP/j" >"$TMP/j.ids"
total=0 imported=0 solved=0 unique=0 bad=""
while read -r id; do
    total=$((total + 1))
    f=$TMP/j/$id.puz
    $PUZC import --format janko "$TMP/j/$id.json" -o "$f" 2>"$TMP/j.err" &&
        imported=$((imported + 1)) || { bad="$bad $id:import"; continue; }
    $PUZC solve "$f" --all --line --time-limit 20 >"$TMP/j.out" 2>"$TMP/j.err"
    n=$(wc -l <"$TMP/j.out")
    if [ "$id" = 257_24x28 ]; then
        [ "$n" = 2 ] && grep -qxF -e "$(cat "$TMP/j/$id.sol")" "$TMP/j.out" &&
            ok "janko $id: its two solutions, the published one among them" ||
            not_ok "janko $id: two solutions, the published one among them (found $n)"
        continue
    fi
    [ "$n" = 1 ] && unique=$((unique + 1)) || bad="$bad $id:$n-solutions"
    grep -qxF -e "$(cat "$TMP/j/$id.sol")" "$TMP/j.out" && solved=$((solved + 1)) ||
        bad="$bad $id:not-the-published-solution"
done <"$TMP/j.ids"
n=$((total - $(grep -cx 257_24x28 "$TMP/j.ids")))
expect_eq "janko Kakuro: $total imported" "$total" "$imported"
expect_eq "janko Kakuro: native solves $n of $total (every $every) to the published solution" "$n" "$solved"
expect_eq "janko Kakuro: ... and finds no other solution" "$n" "$unique"
[ -n "$bad" ] && echo "    $bad" | fold -w 100
# the collection's text as a .puz of its own: the same model
id=$(head -n 1 "$TMP/j.ids")
{ echo "kakuro $($PY -S -c 'import json, sys
d = json.loads(open(sys.argv[1]).read())
r, c = d["problem"].split("\n")[0].split()
print("%sx%s\ngivens" % (r, c))
for row in d["problem"].split("\n")[1:]:
    print("  " + row)' "$TMP/j/$id.json")"; } >"$TMP/raw.puz"
$PUZC check --json "$TMP/raw.puz" | sed 's/"file":"[^"]*","name":[^,]*,"source":[^,]*,//' >"$TMP/r1"
$PUZC check --json "$TMP/j/$id.puz" | sed 's/"file":"[^"]*","name":[^,]*,"source":[^,]*,//' >"$TMP/r2"
expect_file "janko $id: its text read as a .puz (A,B clues, 0 cells) is the imported model" "$TMP/r2" "$TMP/r1"
# sat: the same on a sample
bad=""
for id in $(awk 'NR % 25 == 1' "$TMP/j.ids"); do
    [ "$($PUZC solve "$TMP/j/$id.puz" --backend sat --line)" = "$(cat "$TMP/j/$id.sol")" ] ||
        [ "$id" = 257_24x28 ] || bad="$bad $id"
done
[ -z "$bad" ] && ok "janko Kakuro: sat gives the published solutions (every 25th)" ||
    not_ok "janko Kakuro: sat's solutions differ:$bad"
exit 0
