# t_reproduce.sh -- the parts of `make reproduce` that decide and draw,
# without its long measurements: the verdict rules on canned numbers
# (bench/reproduce.sh --self-test, which fails when a rule gives another
# verdict or when a rule has no case where it fails), and the SVG writer
# (bench/svgplot.awk) on a few points.
. tests/lib.sh

expect_status "reproduce.sh --self-test: every canned verdict as the rules say" 0 \
    ./bench/reproduce.sh --self-test
expect_eq "... and it says how many, every rule failing in at least one" \
    "reproduce.sh self-test: 33 verdicts as expected, each of the 11 rules failing at least once" "$(cat "$TMP/out")"
# a rule that cannot fail is a defect: the self-test says so when a rule of
# the list has no canned case that fails (here a rule added to the list)
sed 's/^RULES="/RULES="always /' bench/reproduce.sh >"$TMP/r.sh"
sh "$TMP/r.sh" --self-test >"$TMP/out" 2>&1
expect_eq "... and names a rule with no failing case" "self-test: rule always has no canned case where it fails" "$(cat "$TMP/out")"

# svgplot: two series, a whisker, a point out of time, a log axis
printf 'fast 9 0.02 0.01 0.03\nfast 16 0.2 0.1 0.3\nfast 25 inf 5 inf\nslow_one 9 1\nslow_one 16 10\n' |
    awk -v title='a <test> & plot' -v xlabel=n -v ylabel=ms -v logy=1 -f bench/svgplot.awk >"$TMP/p.svg"
expect_eq "svgplot: one SVG document" 1 "$(grep -c '^<svg ' "$TMP/p.svg")"
expect_eq "... closed" "</svg>" "$(tail -n 1 "$TMP/p.svg")"
expect_eq "... a dot per measured point (4)" 4 "$(grep -c '<circle ' "$TMP/p.svg")"
expect_eq "... a triangle for the point out of time" 1 "$(grep -c 'l-4 7 h8 z' "$TMP/p.svg")"
expect_eq "... a line per series (2)" 2 "$(grep -c 'stroke-width="1.5"' "$TMP/p.svg")"
grep -q '>slow one<' "$TMP/p.svg" && ok "... legend labels with '_' as a blank" || not_ok "legend label"
grep -q 'a &lt;test&gt; &amp; plot' "$TMP/p.svg" && ok "... the title escaped for XML" || not_ok "title not escaped"
grep -q '>0.01<' "$TMP/p.svg" && grep -q '>10<' "$TMP/p.svg" && ok "... log axis ticks by decades (0.01 .. 10)" ||
    { not_ok "log ticks"; grep -o '>[0-9.e+-]*<' "$TMP/p.svg" | head -n 20 | tr '\n' ' '; echo; }
if command -v xmllint >/dev/null 2>&1; then
    expect_status "... well-formed XML (xmllint)" 0 xmllint --noout "$TMP/p.svg"
fi

# bench/svgbars.awk (make bench's chart): one bar per positive value, none
# for a missing one, labels escaped, the document well-formed
printf 'native <fast>\t250000\ndlx\t1200.5\nilp\t-\n' |
    awk -v title="t & t" -v unit="puzzles/s" -v logx=1 -f bench/svgbars.awk >"$TMP/bars.svg"
expect_eq "svgbars: well-formed, one bar per measured row" 2 \
    "$(python3 -c "import sys, xml.dom.minidom as m; d = m.parse(sys.argv[1]); print(sum(1 for r in d.getElementsByTagName('rect') if r.getAttribute('class') == 'bar'))" "$TMP/bars.svg")"
expect_eq "svgbars: the labels escaped" 1 "$(grep -c 'native &lt;fast&gt;' "$TMP/bars.svg")"
w1=$(grep 'class="bar"' "$TMP/bars.svg" | head -n 1 | sed 's/.*width="\([0-9.]*\)".*/\1/')
w2=$(grep 'class="bar"' "$TMP/bars.svg" | tail -n 1 | sed 's/.*width="\([0-9.]*\)".*/\1/')
expect_eq "svgbars: the larger value has the longer bar ($w1 > $w2)" yes \
    "$(awk -v a="$w1" -v b="$w2" 'BEGIN { print (a > b) ? "yes" : "no" }')"
