#!/bin/sh
# t_lang.sh -- the .puz language and `puzc check`: every malformed input in
# tests/bad gives exactly its .err on stderr and exit 2, every input in
# tests/warn exactly its .err (warnings) and exit 0; every file in
# tests/good and models/ passes, with statistics equal to counts made
# independently of puzc (an awk reading of the file, or the file's own
# "# expect:" line); givens grids round-trip through `check --grid`.
. tests/lib.sh

# ---- bad inputs: the exact diagnostics ----
for f in tests/bad/*.puz; do
    want=${f%.puz}.err
    if [ ! -f "$want" ]; then
        not_ok "bad: $f has no .err file"
        continue
    fi
    "$PUZC" check "$f" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    if [ "$rc" = 2 ] && [ ! -s "$TMP/out" ] && cmp -s "$want" "$TMP/err"; then
        ok "bad: $f"
    else
        not_ok "bad: $f (exit $rc, wanted 2 and exactly $want)"
        diff "$want" "$TMP/err" | head -n 20 | sed 's/^/    /'
    fi
done

# ---- inputs with a warning: exactly their .err, and the model compiles ----
for f in tests/warn/*.puz; do
    want=${f%.puz}.err
    "$PUZC" check "$f" >"$TMP/out" 2>"$TMP/err"
    rc=$?
    if [ "$rc" = 0 ] && grep -q '^constraints' "$TMP/out" && cmp -s "$want" "$TMP/err"; then
        ok "warn: $f"
    else
        not_ok "warn: $f (exit $rc, wanted 0, statistics and exactly $want)"
        diff "$want" "$TMP/err" | head -n 20 | sed 's/^/    /'
    fi
done
W=tests/warn/given_same_twice.puz
# (288 4x4 Sudoku grids, a quarter of them with 1 in r1c1)
expect_eq "warn: a cell given the same value twice is one given, solved as usual" "givens 1|72" \
    "$("$PUZC" check "$W" 2>/dev/null | awk '$1 == "givens" { print $1, $2 }')|$("$PUZC" solve "$W" --count 100 2>/dev/null)"
expect_eq "warn: solve prints the warning on stderr too" 1 "$("$PUZC" solve "$W" 2>&1 >/dev/null | grep -c ': warning: ')"

"$PUZC" check tests/bad/no-such-file.puz >"$TMP/out" 2>"$TMP/err"
expect_eq "missing file: exit status" 2 "$?"
expect_eq "missing file: message" \
    "puzc check: error: cannot open 'tests/bad/no-such-file.puz': No such file or directory" \
    "$(cat "$TMP/err")"

printf '' | "$PUZC" check - >"$TMP/out" 2>"$TMP/err"
expect_eq "empty standard input: exit status" 2 "$?"
printf "<stdin>:1:1: error: empty model: expected a header such as 'sudoku 3x3'\n\n^\n" \
    >"$TMP/want"
expect_file "empty standard input: message names <stdin>" "$TMP/want" "$TMP/err"

# ---- usage ----
expect_status "check without a file: usage error" 2 "$PUZC" check
grep -q "^puzc check: error: no model file given" "$TMP/err" &&
    ok "check without a file: says so" || not_ok "check without a file: says so"
expect_status "check --bogus: usage error" 2 "$PUZC" check --bogus models/sudoku_4x4.puz
printf "puzc check: error: unknown option '--bogus'\n(puzc check --help lists its options)\n" >"$TMP/want"
expect_file "check --bogus: message and a one-line hint" "$TMP/want" "$TMP/err"
expect_status "check --help" 0 "$PUZC" check --help
expect_status "check --grid --json: refused" 2 "$PUZC" check --grid --json models/sudoku_4x4.puz
expect_status "several files, one bad: exit 2" 2 \
    "$PUZC" check models/sudoku_4x4.puz tests/bad/empty.puz
expect_eq "several files, one bad: the good one still reported" 1 \
    "$(grep -c '^file        models/sudoku_4x4.puz$' "$TMP/out")"

# ---- good inputs: statistics against the file's own "# expect:" line ----
# stat FILE KEY: one value of the text statistics
stat() { awk -v k="$2" '$1 == k { sub(/^[^ ]+ +/, ""); print; exit }' "$1"; }
# count FILE KEY: the number a statistic starts with ("groups 27 (rows,
# ...)": 27); 0 for a line left out (cages, sums and the variants are
# printed only when the model has some)
count() { awk -v k="$2" '$1 == k { n = $2 } END { print n + 0 }' "$1"; }
# layout of `check --json`: "spaced,rulers", "spaced", "rulers" or ""
layout() {
    sed -n 's/.*"layout":{"spaced":\([a-z]*\),"rulers":\([a-z]*\)}.*/\1 \2/p' "$1" |
        awk '{ s = ""; if ($1 == "true") s = "spaced";
               if ($2 == "true") s = s (s == "" ? "" : ",") "rulers"; print s }'
}
for f in tests/good/*.puz; do
    want=$(sed -n 's/^# expect: //p' "$f" | tr -d '\r')
    if ! "$PUZC" check "$f" >"$TMP/out" 2>"$TMP/err" ||
        ! "$PUZC" check --json "$f" >"$TMP/json" 2>>"$TMP/err"; then
        not_ok "good: $f is accepted"
        sed 's/^/    /' "$TMP/err" | head -n 20
        continue
    fi
    bad=""
    want_layout=""
    for kv in $want; do
        key=${kv%%=*} val=${kv#*=}
        if [ "$key" = layout ]; then
            want_layout=$val
            continue
        fi
        case $key in
        groups | cages | sums | givens | constraints) got=$(count "$TMP/out" "$key") ;;
        *) got=$(stat "$TMP/out" "$key") ;;
        esac
        [ "$got" = "$val" ] || bad="$bad $key=$got (expected $val)"
    done
    got=$(layout "$TMP/json")
    [ "$got" = "$want_layout" ] || bad="$bad layout=$got (expected $want_layout)"
    if [ -z "$want" ]; then
        not_ok "good: $f has no '# expect:' line"
    elif [ -z "$bad" ]; then
        ok "good: $f"
    else
        not_ok "good: $f:$bad"
    fi
done
"$PUZC" check tests/good/name_forms.puz >"$TMP/out" 2>&1
expect_eq "name: bare text, up to the comment" "Bare text up to the comment" \
    "$(stat "$TMP/out" name)"
expect_eq "source: quoted, with escapes and '#'" 'quoted: "x" # not a comment' \
    "$(stat "$TMP/out" source)"

# ---- models: statistics against an independent reading of the file ----
# The awk program below counts groups (perm: every value once; alldiff:
# fewer cells than values; the groups line counts both), cages, sums and
# givens from the
# text the way the language defines them (it handles the forms the models
# use: headers, values, distinct rows/cols/boxes/diagonals/cell lists with
# ranges, cage/sum/given lines, givens/regions/cages blocks, and a
# Kakuro's picture: a cage per sum, a fixed unused cell per clue or blank).
cat >"$TMP/count.awk" <<'EOF'
function abs(x) { return x < 0 ? -x : x }
function group(n) { if (n == nvals) perm++; else alldiff++ }
function cells_of(t,   p, a, b) {
    if (t !~ /\.\./) return 1
    split(tolower(t), p, /\.\./)
    split(p[1], a, /[rc]/); split(p[2], b, /[rc]/)
    return (abs(b[2] - a[2]) + 1) * (abs(b[3] - a[3]) + 1)
}
function keyword(w) {
    return w ~ /^(name|source|sudoku|latin|killer|kakuro|grid|values|distinct|cage|sum|given|sums|givens|regions|cages|odd|even|less|thermo|consecutive|double|arrow)$/
}
function end_block(   k, n) {
    n = 0
    for (k in lab) { if (k != ".") n++; delete lab[k] }
    if (block == "regions") perm += n
    if (block == "cages") cages += n
    block = ""
}
function row(line,   n, i, t, cnt, s, cell, part) {
    if (line ~ /^[-+=| \t]*$/ && line ~ /[-=]/) return
    gsub(/\|/, " ", line)
    n = split(line, t, /[ \t]+/)
    cnt = 0
    for (i = 1; i <= n; i++) if (t[i] != "") cell[++cnt] = t[i]
    if (cnt != cols) {
        s = line; gsub(/[ \t]/, "", s); cnt = length(s)
        for (i = 1; i <= cnt; i++) cell[i] = substr(s, i, 1)
    }
    for (i = 1; i <= cnt; i++)
        if (block == "givens" && kakuro) { # a clue: a cage per sum and unused; a digit: a given
            if (cell[i] ~ /[\\,]/) cages += split(cell[i], part, /[\\,]/) - (cell[i] ~ /^[\\,]/) - (cell[i] ~ /[\\,]$/)
            if (cell[i] ~ /[\\,]/ || cell[i] == "-") unused++
            else if (cell[i] ~ /^[1-9]$/) given++
        }
        else if (block == "givens") { if (cell[i] !~ /^(\.|0+|_)$/) given++ }
        else lab[cell[i]] = 1
}
{ sub(/\r$/, ""); sub(/#.*/, "") }
block != "" {
    if ($0 ~ /^[ \t]*$/) next
    if (keyword($1)) end_block(); else { row($0); next }
}
$1 == "sudoku" || $1 == "killer" {
    if ($2 ~ /x/) { split($2, b, "x"); side = b[1] * b[2] } else side = $2
    rows = cols = nvals = side; perm += 3 * side
}
$1 == "latin" { rows = cols = nvals = $2; perm += 2 * $2 }
$1 == "kakuro" { split($2, b, "x"); rows = b[1]; cols = b[2] ? b[2] : b[1]; nvals = 9; kakuro = 1 }
$1 == "grid" { split($2, b, "x"); rows = b[1]; cols = b[2] ? b[2] : b[1]; nvals = rows > cols ? rows : cols }
$1 == "values" { split($2, b, /\.\./); nvals = b[2] - b[1] + 1 }
$1 == "distinct" {
    if ($2 == "rows") for (i = 0; i < rows; i++) group(cols)
    else if ($2 == "cols") for (i = 0; i < cols; i++) group(rows)
    else if ($2 == "diagonals") { group(rows); group(rows) }
    else if ($2 == "boxes") { split($3, b, "x"); for (i = 0; i < rows * cols / (b[1] * b[2]); i++) group(b[1] * b[2]) }
    else {
        line = $0; sub(/^[ \t]*distinct/, "", line); gsub(/,/, " ", line)
        n = split(line, t, /[ \t]+/); c = 0
        for (i = 1; i <= n; i++) if (t[i] != "") c += cells_of(t[i])
        group(c)
    }
}
$1 == "cage" { cages++ }
$1 == "sum" { sums++ }
$1 == "given" { given += gsub(/=/, "=") }
$1 == "odd" || $1 == "even" || $1 == "less" || $1 == "consecutive" || $1 == "double" || $1 == "arrow" { v[$1]++; nv++ }
$1 == "thermo" { v["less"]++; nv++ }
$1 == "xv" || $1 == "nonconsecutive" { v[$1]++; nv++ }
$1 == "negative" && $2 == "xv" { v["nonxv"]++; nv++ }
$1 == "negative" && $2 != "xv" { v["nonconsecutive"]++; nv++ }
$1 == "negative" && $2 == "kropki" { v["nondouble"]++; nv++ }
$1 == "givens" || $1 == "regions" || $1 == "cages" { block = $1 }
END {
    if (block != "") end_block()
    printf "groups %d\ncages %d\nsums %d\ngivens %d\nconstraints %d\n",
        perm + alldiff, cages, sums, given, perm + alldiff + cages + sums + given + nv + unused
    for (k in v) printf "%s %d\n", k, v[k]   # the variants: a line each when present
}
EOF
for f in models/*.puz; do
    if ! "$PUZC" check "$f" >"$TMP/out" 2>"$TMP/err"; then
        not_ok "model: $f is accepted"
        sed 's/^/    /' "$TMP/err" | head -n 20
        continue
    fi
    awk -f "$TMP/count.awk" "$f" >"$TMP/want"
    bad=""
    while read -r key val; do
        got=$(count "$TMP/out" "$key")
        [ "$got" = "$val" ] || bad="$bad $key=$got (counted $val)"
    done <"$TMP/want"
    if [ -z "$bad" ]; then ok "model: $f statistics"; else not_ok "model: $f:$bad"; fi
    grep -q '^# ' "$f" && grep -q '^name ' "$f" &&
        ok "model: $f has a header comment and a name" ||
        not_ok "model: $f has a header comment and a name"
done
expect_eq "models: at least the 15 required and shipped ones" 15 \
    "$(ls models/*.puz | wc -l | awk '$1 >= 15 { print 15; exit } { print $1 }')"
expect_eq "models: a Killer with a 9-cell cage" 9 \
    "$(awk '/^cages/ { b = 1; next } b && /^sums/ { b = 0 } b { for (i = 1; i <= NF; i++) n[$i]++ }
            END { m = 0; for (k in n) if (n[k] > m) m = n[k]; print m }' models/killer_9x9.puz)"

# ---- givens grids: the layout survives `check --grid`, twice ----
for f in models/*.puz tests/good/spaced_16.puz tests/good/crlf_tabs.puz; do
    grep -q '^givens' "$f" || continue
    # the block as written: rows after `givens`, up to a statement or the end
    tr -d '\r' <"$f" | awk '
        /^givens/ { b = 1; next }
        b && /^[ \t]*(#|$)/ { next }
        b && /^[a-z]/ { b = 0 }
        b { sub(/^[ \t]+/, ""); sub(/[ \t]*#.*$/, ""); gsub(/\t/, " "); print }' >"$TMP/block"
    "$PUZC" check --grid "$f" >"$TMP/grid1" 2>"$TMP/err"
    case $f in
    models/*)  # written in the canonical layout: printed back as written (but indentation)
        sed 's/^[ \t]*//' "$TMP/grid1" >"$TMP/grid1s"
        expect_file "round trip: $f --grid prints the block as written" "$TMP/block" "$TMP/grid1s"
        ;;
    esac
    # the printed grid as the givens block of the same model reads back the same
    tr -d '\r' <"$f" | awk '/^givens/ { exit } { print }' >"$TMP/again.puz"
    { echo givens; cat "$TMP/grid1"; } >>"$TMP/again.puz"
    "$PUZC" check --grid "$TMP/again.puz" >"$TMP/grid2" 2>&1
    expect_file "round trip: $f --grid output reads back" "$TMP/grid1" "$TMP/grid2"
    "$PUZC" check --json "$f" | sed 's/"file":"[^"]*"//' >"$TMP/j1"
    "$PUZC" check --json "$TMP/again.puz" | sed 's/"file":"[^"]*"//' >"$TMP/j2"
    expect_file "round trip: $f statistics unchanged" "$TMP/j1" "$TMP/j2"
done

# ---- --stats and --json ----
"$PUZC" check --stats models/sudoku_9x9_easy.puz >"$TMP/out" 2>"$TMP/err"
expect_eq "--stats: exit 0" 0 "$?"
expect_eq "--stats: one plain and one eliminated size per backend formulation" \
    "$(grep -c '^size .* plain:' "$TMP/out")" "$(grep -c '^size .* eliminated:' "$TMP/out")"
"$PUZC" check --stats --json models/killer_9x9.puz >"$TMP/json" 2>"$TMP/err"
expect_eq "--json --stats: exit 0" 0 "$?"
if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["constraints"]["cages"] == 24' \
        "$TMP/json" 2>"$TMP/err" && ok "--json: valid JSON with 24 cages" ||
        not_ok "--json: valid JSON with 24 cages"
fi
# ---- the text statistics: plain words, each fact once ----
"$PUZC" check models/sudoku_9x9_hard.puz >"$TMP/out"
expect_eq "check: givens, then the groups by family, then the total" \
    "givens      23
groups      27 (rows, columns, boxes)
constraints 50" "$(sed -n '/^givens/,$p' "$TMP/out")"
expect_eq "check: no IR jargon (alldiff, perm) and the givens once" "" \
    "$(grep -E '^(alldiff|perm|given) ' "$TMP/out")"
expect_eq "check: groups of fewer cells than values said so" \
    "groups      5 (rows, columns; 3 with fewer cells than values)" \
    "$("$PUZC" check tests/good/nonsquare.puz | grep '^groups')"
expect_eq "check: jigsaw regions and diagonals by name" \
    "groups      27 (rows, columns, regions)|groups      29 (rows, columns, boxes, diagonals)" \
    "$("$PUZC" check models/jigsaw_9x9.puz | grep '^groups')|$("$PUZC" check models/xsudoku_9x9.puz | grep '^groups')"
expect_eq "check: Killer cages and plain sums, each when present" \
    "cages       4|sums        1 (without distinct values)" \
    "$("$PUZC" check tests/good/killer_mixed.puz | grep -E '^(cages|sums) ' | tr '\n' '|' | sed 's/|$//')"
"$PUZC" check - <models/sudoku_9x9_hard.puz >"$TMP/out" 2>"$TMP/err"
expect_eq "standard input: AI Escargot has 23 givens" 23 "$(stat "$TMP/out" givens)"
