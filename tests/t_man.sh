# t_man.sh -- the documentation stays true: the man page (docs/puzc.1) is
# complete and renders without warnings, every example of its EXAMPLES
# section and every command of the README's tour runs and prints what the
# page shows, and README.md stays a front page (at most 300 lines, links
# that resolve).
#
# How examples are written, so that extracting them is simple:
#   - in docs/puzc.1, each example is an .EX/.EE block of the EXAMPLES
#     section; in README.md, each ```console block;
#   - a line starting with "$ " is a command; the lines after it, up to the
#     next command or the end of the block, are its expected standard output
#     (byte for byte; standard error is not compared unless the command
#     redirects it with 2>&1);
#   - a command with no output lines shown is checked by its exit status;
#   - a trailing comment "# exit N" gives the expected exit status (else 0),
#     and "times vary" in it compares the output with every number masked
#     (and runs of blanks squeezed), for commands that print times.
# The man page's escapes (\-, \e, \(aq, \(dq, \&) are undone first.
# Commands run with sh, one block after another, in a scratch copy of the
# repository root (models/, docs/, examples/ linked; ../shared/puzzles
# reachable when the sets are), with `puzc` on the PATH meaning $PUZC, so
# the files they write stay out of the work tree.
. tests/lib.sh

ROOT=$(pwd)
RUN=$TMP/root
mkdir -p "$RUN" "$TMP/bin"
for d in models docs examples; do ln -s "$ROOT/$d" "$RUN/$d"; done
if have_sets; then ln -s "$(cd "$SHARED/.." && pwd)" "$TMP/shared"; fi
case $PUZC in /*) abs=$PUZC ;; *) abs=$ROOT/$PUZC ;; esac
ln -s "$abs" "$TMP/bin/puzc"
PATH=$TMP/bin:$PATH; export PATH

# extract NAME: reads the example text on stdin and writes, per command,
# $TMP/ex/NAME.N.cmd (the command) and NAME.N.exp (its expected output).
extract() {
    rm -f "$TMP/ex/$1".*; mkdir -p "$TMP/ex"
    awk -v pre="$TMP/ex/$1." '
        /^@@begin$/ { inb = 1; cur = ""; next }
        /^@@end$/   { inb = 0; cur = ""; next }
        !inb { next }
        /^\$ / { n++; cur = pre n; print substr($0, 3) > (cur ".cmd");
                 printf "" > (cur ".exp"); close(cur ".cmd"); next }
        cur != "" { print >> (cur ".exp") }
    '
}

# run_examples NAME WHAT: runs the extracted commands in order.
run_examples() {
    n=0
    while [ -f "$TMP/ex/$1.$((n + 1)).cmd" ]; do
        n=$((n + 1))
        base=$TMP/ex/$1.$n
        cmd=$(cat "$base.cmd")
        # ok/not_ok print with echo, which may expand backslashes: double them
        shown=$(printf '%s\n' "$cmd" | sed 's/\\/\\\\/g')
        comment=$(printf '%s\n' "$cmd" | sed -n 's/.* # \(.*\)$/\1/p')
        want=$(printf '%s\n' "$comment" | sed -n 's/.*exit \([0-9][0-9]*\).*/\1/p')
        want=${want:-0}
        (cd "$RUN" && sh -c "$cmd") >"$TMP/out" 2>"$TMP/err"
        got=$?
        if [ "$got" != "$want" ]; then
            not_ok "$2: $shown (exit $got, wanted $want)"
            sed 's/^/    /' "$TMP/err" | head -n 5; continue
        fi
        if [ -s "$base.exp" ]; then
            if printf '%s\n' "$comment" | grep -q 'times vary'; then
                for f in "$base.exp" "$TMP/out"; do
                    sed -E 's/[0-9]+(\.[0-9]+)?/N/g; s/ +/ /g' "$f" >"$f.masked"
                done
                expect_file "$2: $shown (numbers masked)" "$base.exp.masked" "$TMP/out.masked"
            else
                expect_file "$2: $shown" "$base.exp" "$TMP/out"
            fi
        else
            ok "$2: $shown"
        fi
    done
    echo "$n" >"$TMP/count"
}

# --- the man page --------------------------------------------------------
MAN=docs/puzc.1
for s in NAME SYNOPSIS DESCRIPTION COMMANDS "EXIT STATUS" FILES EXAMPLES "SEE ALSO"; do
    grep -q "^\.SH $s\$" "$MAN" && ok "man page has $s" || not_ok "man page lacks .SH $s"
done
# every command `puzc --help` lists has its line in SYNOPSIS and its entry
# under COMMANDS
sed -n '/^\.SH SYNOPSIS/,/^\.SH /p' "$MAN" >"$TMP/synopsis"
sed -n '/^\.SH COMMANDS/,/^\.SH /p' "$MAN" >"$TMP/commands"
$PUZC --help 2>&1 | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }' >"$TMP/cmds"
[ -s "$TMP/cmds" ] || not_ok "puzc --help lists no commands"
while read -r c; do
    grep -q "^\.B puzc $c" "$TMP/synopsis" && grep -q "^\.B $c\$" "$TMP/commands" &&
        ok "man page: $c in SYNOPSIS and COMMANDS" ||
        not_ok "man page: $c missing from SYNOPSIS or COMMANDS"
done <"$TMP/cmds"
# renders cleanly: no groff warnings (all of them enabled), and mandoc's
# lint finds nothing when mandoc is installed
groff -man -Tutf8 -ww "$MAN" >/dev/null 2>"$TMP/groff"
if [ ! -s "$TMP/groff" ]; then ok "groff -man -ww: no warnings"; else
    not_ok "groff -man -ww warns"; sed 's/^/    /' "$TMP/groff" | head -n 10; fi
if command -v mandoc >/dev/null 2>&1; then
    if mandoc -Tlint "$MAN" >"$TMP/lint" 2>&1; then ok "mandoc -Tlint: clean"; else
        not_ok "mandoc -Tlint"; sed 's/^/    /' "$TMP/lint" | head -n 10; fi
else
    skip "mandoc not installed: lint"
fi

sed -n '/^\.SH EXAMPLES/,/^\.SH /p' "$MAN" |
    sed 's/^\.EX$/@@begin/; s/^\.EE$/@@end/' |
    sed 's/\\-/-/g; s/\\(aq/'"'"'/g; s/\\(dq/"/g; s/\\&//g; s/\\e/\\/g' |
    extract man
run_examples man "man page example"
n=$(cat "$TMP/count")
[ "$n" -ge 10 ] && ok "the man page has $n example commands" ||
    not_ok "the man page has only $n example commands"

# --- the first hour (docs/first-hour.md): a newcomer's transcript, run ------
sed 's/^```console$/@@begin/; s/^```$/@@end/' docs/first-hour.md | extract first
run_examples first "first hour"
n=$(cat "$TMP/count")
[ "$n" -ge 10 ] && ok "the first-hour page has $n commands" ||
    not_ok "the first-hour page has only $n commands"

# --- the README: its tour and its shape -------------------------------------
sed 's/^```console$/@@begin/; s/^```$/@@end/' README.md | extract readme
run_examples readme "README tour"
n=$(cat "$TMP/count")
[ "$n" -ge 8 ] && ok "the README tour has $n commands" ||
    not_ok "the README tour has only $n commands"
grep -q '^\$ puzc render ' README.md && ok "the README tour shows puzc render" ||
    not_ok "the README tour lost its puzc render step"

lines=$(wc -l <README.md)
[ "$lines" -le 300 ] && ok "README.md has $lines lines (at most 300)" ||
    not_ok "README.md has $lines lines, more than 300"

# Links to files resolve, in the README and in docs/.
for f in README.md docs/*.md docs/backends/*.md; do
    dir=$(dirname "$f")
    grep -o '](\([^)#]*\)[)#]' "$f" | sed 's/^](//; s/[)#]$//' | grep -v '^http' |
    while read -r target; do
        [ -n "$target" ] || continue
        [ -e "$dir/$target" ] || echo "$f: $target"
    done
done >"$TMP/broken"
if [ ! -s "$TMP/broken" ]; then ok "every link to a file in README.md and docs/ resolves"; else
    not_ok "broken links"; sed 's/^/    /' "$TMP/broken"; fi

# No page of the manual is an orphan: each is linked from the README or
# from another page.
orphans=""
for p in docs/*.md docs/backends/*.md; do
    name=$(basename "$p")
    grep -l "](\([^)]*/\)\{0,1\}$name[)#]" README.md docs/*.md docs/backends/*.md 2>/dev/null |
        grep -qv "^$p\$" || orphans="$orphans $p"
done
expect_eq "every page of docs/ is linked from the README or another page" "" "$orphans"
