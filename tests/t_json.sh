# t_json.sh -- every command's --json read by a real parser (Python's json),
# with the fields docs/json.md lists, the one vocabulary ("no solution",
# "stopped", null for no formulation), and names that need escaping: a
# model file named with a quote, a backslash, a control byte and a byte
# that is not UTF-8, and a model name with quotes, a backslash and a tab.
. tests/lib.sh

if ! command -v python3 >/dev/null 2>&1; then
    not_ok "python3 is installed (the JSON checks need its parser)"
    exit 0
fi

# ONE PYTHON-EXPRESSION FILE: reads FILE as one JSON document (or, with
# --lines, one per line), binds it to d (or ds), evaluates the expression:
# prints "ok" when true, else what it read.
cat >"$TMP/j.py" <<'EOF'
import json, sys
lines = sys.argv[1] == "--lines"
args = sys.argv[2:] if lines else sys.argv[1:]
path, expr = args[0], args[1]
text = open(path, encoding="utf-8").read()  # strict: the output is UTF-8
env = {"path": args[2] if len(args) > 2 else None}
if lines:
    env["ds"] = [json.loads(l) for l in text.split("\n") if l]
else:
    env["d"] = json.loads(text)
print("ok" if eval(expr, env) else "false: " + text[:300])
EOF
jcheck() { # WHAT FILE EXPR [PATH]
    what=$1
    shift
    expect_eq "$what" ok "$(python3 "$TMP/j.py" "$@" 2>&1 | tail -n 1)"
}
jlines() { # WHAT FILE EXPR
    what=$1
    shift
    expect_eq "$what" ok "$(python3 "$TMP/j.py" --lines "$@" 2>&1 | tail -n 1)"
}

# a model named with a quote, a backslash, a control byte and \xff
weird=$(printf '%s/q"b\\s\001\377.puz' "$TMP")
sed 's/^name .*/name "say \\"hi\\" \\\\ and\\ttab"/' models/sudoku_4x4.puz >"$weird"
# Python reads the path as the JSON must give it: \xff as U+FFFD
printf '%s' "$weird" >"$TMP/weird.path"
want_path="open('$TMP/weird.path','rb').read().decode('utf-8','replace')"

# ---- check ----
$PUZC check --json "$weird" >"$TMP/c.json"
jcheck "check --json: the odd file name and model name escaped" "$TMP/c.json" \
    "d['file'] == $want_path and d['name'] == 'say \"hi\" \\\\ and\\ttab' and d['source'] is None"
jcheck "check --json: kind, grid, constraints" "$TMP/c.json" \
    "d['kind'] == 'sudoku' and d['rows'] == 4 and d['constraints']['total'] == 16 and d['layout']['rulers'] in (True, False)"
$PUZC check --json models/kakuro_6x6.puz >"$TMP/c.json"
jcheck "check --json: unused cells counted as the text's (N unused)" "$TMP/c.json" \
    "d['unused'] == $($PUZC check models/kakuro_6x6.puz | sed -n 's/^cells .*(\([0-9]*\) unused)$/\1/p') > 0 and d['cells'] == 36"
$PUZC check --json --stats models/sudoku_9x9_hard.puz >"$TMP/c.json"
jcheck "check --json --stats: sizes, each formulation a name or null" "$TMP/c.json" \
    "len(d['sizes']) > 8 and all(s['formulation'] is None or isinstance(s['formulation'], str) and s['formulation'] for s in d['sizes']) and all(isinstance(s['applies'], bool) for s in d['sizes'])"
$PUZC check --json models/sudoku_4x4.puz models/latin_5.puz >"$TMP/c.json"
jlines "check --json of two files: JSON Lines, one object each" "$TMP/c.json" \
    "[x['kind'] for x in ds] == ['sudoku', 'latin']"

# ---- solve ----
$PUZC solve --json "$weird" >"$TMP/s.json"
jcheck "solve --json: solved, a 4x4 grid" "$TMP/s.json" \
    "d['status'] == 'solved' and d['solutions'] == 1 and d['complete'] is True and len(d['solution']['grid']) == 4 and all(sorted(r) == [1, 2, 3, 4] for r in d['solution']['grid'])"
$PUZC solve --json --backend dlx models/sudoku_4x4.puz >"$TMP/s.json"
jcheck "solve --json --backend dlx: its formulation (cage choice) named, a note" "$TMP/s.json" "d['formulation'] == 'auto' and d['backend'] == 'dlx' and isinstance(d['note'], str)"
$PUZC solve --json models/sudoku_4x4.puz >"$TMP/s.json"
jcheck "solve --json: native's formulation named, no note is null" "$TMP/s.json" "d['formulation'] == 'bitset' and d['note'] is None"
# no solution, though no two givens clash: r1c3 and r1c4 want 3 and 4, and
# both columns have a 3
printf 'sudoku 2x2\ngiven r1c1 = 1\ngiven r1c2 = 2\ngiven r2c3 = 3\ngiven r3c4 = 3\n' >"$TMP/none.puz"
$PUZC solve --json "$TMP/none.puz" >"$TMP/s.json"
jcheck "solve --json, no solution: status 'no solution', solution null" "$TMP/s.json" \
    "d['status'] == 'no solution' and d['solution'] is None and d['solutions'] == 0"
$PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --iterations 3 --json --seed 1 >"$TMP/s.json"
jcheck "solve --json, a heuristic cut short: status 'stopped'" "$TMP/s.json" \
    "d['status'] == 'stopped' and d['complete'] is False and d['solution'] is None"
echo "sudoku 2x2" >"$TMP/e4.puz"
$PUZC solve --json --all "$TMP/e4.puz" >"$TMP/all.json"
jlines "solve --all --json: JSON Lines, 288 grids indexed 1..288, then the run" "$TMP/all.json" \
    "[x.get('index') for x in ds[:-1]] == list(range(1, 289)) and len({str(x['grid']) for x in ds[:-1]}) == 288 and ds[-1]['solutions'] == 288 and ds[-1]['status'] == 'solved' and 'solution' not in ds[-1]"
$PUZC solve --json --count 2 "$TMP/e4.puz" >"$TMP/s.json"
jcheck "solve --count 2 --json: 2, not complete" "$TMP/s.json" "d['solutions'] == 2 and d['complete'] is False"

# ---- compare ----
$PUZC compare "$weird" --json --repeat 1 --backends native,dlx >"$TMP/cmp.json"
jcheck "compare --json: the file named, rows agree, dlx's formulation null" "$TMP/cmp.json" \
    "d['file'] == $want_path and all(r['agree'] in (True, None) for r in d['rows']) and [r['formulation'] for r in d['rows'] if r['backend'] == 'dlx'] == [None] and {r['result'] for r in d['rows']} == {'solved'}"
$PUZC compare "$TMP/none.puz" --json --repeat 1 --backends native,dlx >"$TMP/cmp.json"
jcheck "compare --json, no solution: 'no solution' in every row" "$TMP/cmp.json" \
    "{r['result'] for r in d['rows']} == {'no solution'} and all(r['verified'] is None for r in d['rows'])"
printf '%s\n' "$($PUZC solve models/sudoku_9x9_hard.puz --line | tr 1 .)" "11$(printf '%079d' 0)" >"$TMP/b.txt"
$PUZC compare --batch "$TMP/b.txt" --json --backends native,dlx >"$TMP/cmp.json"
jcheck "compare --batch --json: per row counts under 'solved' and 'no solution'" "$TMP/cmp.json" \
    "d['puzzles'] == 2 and all(r['solved'] == 1 and r['no solution'] == 1 for r in d['rows'])"

# ---- rate ----
$PUZC rate --json "$weird" >"$TMP/r.json"
jcheck "rate --json: the odd path escaped" "$TMP/r.json" \
    "d['file'] == $want_path and d['status'] == 'solved' and isinstance(d['techniques'], dict)"
$PUZC rate --json "$TMP/none.puz" >"$TMP/r.json"
jcheck "rate --json, no solution: difficulty null" "$TMP/r.json" \
    "d['status'] == 'no solution' and d['difficulty'] is None and d['unique'] is None"

# ---- decode ----
if command -v minisat >/dev/null 2>&1; then
    $PUZC emit "$weird" --format cnf -o "$TMP/w.cnf"
    minisat "$TMP/w.cnf" "$TMP/w.ans" >/dev/null 2>&1
    $PUZC decode "$weird" "$TMP/w.ans" --json >"$TMP/d.json"
    jcheck "decode --json: the grid" "$TMP/d.json" "d['rows'] == 4 and all(sorted(r) == [1, 2, 3, 4] for r in d['grid'])"
else
    not_ok "minisat is installed (tools/deps.sh test installs it)"
fi

# ---- batch ----
printf '%s\tname "q" \\ \001 \377 end\n\n12x\n' "$($PUZC solve models/sudoku_9x9_hard.puz --line | tr 1 .)" |
    $PUZC batch --json --stats >"$TMP/b.json"
jlines "batch --json: a name with a quote, a backslash, a control byte and \\xff" "$TMP/b.json" \
    "ds[0]['name'] == 'name \"q\" \\\\ \\x01 \\ufffd end' and ds[0]['status'] == 'solved' and ds[1] == {'line': 2, 'status': 'blank'} and ds[2]['status'] == 'bad line' and ds[3]['summary']['status']['bad line'] == 1"
# invalid UTF-8 of every kind (an overlong form, a surrogate, a sequence
# cut short, a stray continuation byte) becomes U+FFFD byte by byte; a
# valid 4-byte character and DEL pass as they are
printf '%s\tx\300\200 \355\240\200 \342\202 \200 \360\237\230\200 \177y\n' "$($PUZC solve models/sudoku_9x9_hard.puz --line | tr 1 .)" |
    $PUZC batch --json >"$TMP/u.json"
jlines "batch --json: invalid UTF-8 replaced, valid kept" "$TMP/u.json" \
    "ds[0]['name'] == 'x\\ufffd\\ufffd \\ufffd\\ufffd\\ufffd \\ufffd\\ufffd \\ufffd \\U0001F600 \\x7fy'"
