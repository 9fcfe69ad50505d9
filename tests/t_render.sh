# t_render.sh -- `puzc render` and the pictures of libpuzc: every model in
# every format (SVG parsed as XML, PNG decoded and laid over the SVG, text
# read back), solved pictures read back and checked by the independent
# verifier and against `puzc solve`, a golden SVG, text and ASCII picture,
# cages and sums counted in the SVG and dashed in the PNG, the PNG's
# anti-aliased text and bold givens (with DejaVu Sans and with no font),
# cairo missing, solve --pretty, compare --plot, and the errors.
# Pictures are read back by tests/render_check.py (Python's standard
# library only).
. tests/lib.sh

# Debian's python3 when there (a version manager's shim costs half a second
# a call); -S: the standard library is all it needs
PY=python3
[ -x /usr/bin/python3 ] && PY=/usr/bin/python3
CHECK="$PY -S tests/render_check.py"
G=tests/golden/render

# The solution as `puzc solve --json` gives it, one comma-separated line.
solution() { $PUZC solve "$1" --json | sed 's/.*"grid":\[\[//; s/\]\].*//; s/\],\[/,/g'; }

# ---- every model, every format ----------------------------------------
for m in models/*.puz; do
    n=$(basename "$m" .puz)
    $PUZC render "$m" -o "$TMP/$n.svg" 2>"$TMP/err" && $CHECK svg "$TMP/$n.svg" >"$TMP/svg.out" 2>>"$TMP/err" &&
        ok "$n: svg is well-formed XML ($(cat "$TMP/svg.out"))" ||
        { not_ok "$n: svg"; sed 's/^/    /' "$TMP/err"; }
    $PUZC render "$m" --format text >"$TMP/$n.txt" 2>"$TMP/err" && $CHECK text-grid "$TMP/$n.txt" >"$TMP/t.out" 2>>"$TMP/err" &&
        [ "$(tr ',' '\n' <"$TMP/t.out" | wc -l)" = "$($PUZC check "$m" --stats | sed -n 's/^cells *\([0-9]*\).*/\1/p')" ] &&
        ok "$n: text has every cell" || { not_ok "$n: text"; sed 's/^/    /' "$TMP/err"; }
    $PUZC render "$m" --ascii >"$TMP/$n.asc" 2>"$TMP/err" && $CHECK text-grid "$TMP/$n.asc" >"$TMP/a.out" 2>>"$TMP/err" &&
        ! LC_ALL=C grep -q '[^ -~]' "$TMP/$n.asc" && expect_eq "$n: ascii is plain ASCII with the same values" "$(cat "$TMP/t.out")" "$(cat "$TMP/a.out")" ||
        { not_ok "$n: ascii"; sed 's/^/    /' "$TMP/err"; }
    case $n in kakuro_*) continue ;; esac  # black cells hide grid lines: below
    $PUZC render "$m" --format png -o "$TMP/$n.png" 2>"$TMP/err" &&
        $CHECK png-grid "$TMP/$n.png" "$TMP/$n.svg" >"$TMP/png.out" 2>>"$TMP/err" &&
        set -- $(cat "$TMP/png.out") && [ "$1" -gt 0 ] && [ "$1" = "$2" ] &&
        ok "$n: png decodes, the SVG's size and its $1 grid lines and borders in place" ||
        { not_ok "$n: png ($(cat "$TMP/png.out"))"; sed 's/^/    /' "$TMP/err"; }
done

# ---- Kakuro: black clue cells, split, with their sums -------------------
for m in models/kakuro_*.puz; do
    n=$(basename "$m" .puz)
    $PUZC render "$m" -o "$TMP/$n.svg" && $CHECK svg-kakuro "$TMP/$n.svg" >"$TMP/k.pic"
    $PUZC check --grid "$m" >"$TMP/k.want"
    expect_file "$n: the svg read back is the picture (clues black, down sums below the diagonal, across above)" \
        "$TMP/k.want" "$TMP/k.pic"
    $PUZC render "$m" --format png -o "$TMP/$n.png" 2>"$TMP/err" &&
        $CHECK png-kakuro "$TMP/$n.png" "$TMP/$n.svg" >"$TMP/png.out" 2>>"$TMP/err" &&
        set -- $(cat "$TMP/png.out") && [ "$1" -gt 0 ] && [ $(($1 + $2)) = "$3" ] &&
        ok "$n: png has the svg's $1 black cells dark (with light sums) and $2 white cells light" ||
        { not_ok "$n: png ($(cat "$TMP/png.out"))"; sed 's/^/    /' "$TMP/err"; }
    $PUZC render "$m" --solve -o "$TMP/$n.s.svg" && $CHECK svg-kakuro "$TMP/$n.s.svg" >"$TMP/k.spic"
    $PUZC solve "$m" >"$TMP/k.solved"
    expect_file "$n: solved svg read back = solve's picture" "$TMP/k.solved" "$TMP/k.spic"
    $PUZC render "$m" --solve --format text >"$TMP/$n.s.txt" && $CHECK text-grid "$TMP/$n.s.txt" | tr ',' '\n' |
        grep -v '\\\|#' | tr '\n' ',' >"$TMP/k.t"
    expect_eq "$n: solved text has the solution's digits" \
        "$($PUZC solve "$m" --line | tr -d -- '-\n' | sed 's/./&,/g')" "$(cat "$TMP/k.t")"
done

# ---- solved pictures: read back, verified, the same as solve's ----------
for n in sudoku_4x4 sudoku_9x9_hard killer_9x9 jigsaw_9x9 xsudoku_9x9 windoku_9x9 custom_sum sudoku_16x16 latin_7; do
    m=models/$n.puz
    sol=$(solution "$m")
    $PUZC render "$m" --solve -o "$TMP/s.svg" && $CHECK svg-grid "$TMP/s.svg" >"$TMP/s.line"
    expect_status "$n: solved svg verifies" 0 $PUZC verify "$m" "$TMP/s.line"
    expect_eq "$n: solved svg = solve's solution" "$sol" "$(cat "$TMP/s.line")"
    $PUZC render "$m" --solve --format text --backend sat >"$TMP/s.txt" && $CHECK text-grid "$TMP/s.txt" >"$TMP/t.line"
    expect_status "$n: solved text (sat) verifies" 0 $PUZC verify "$m" "$TMP/t.line"
    expect_eq "$n: solved text = solve's solution" "$sol" "$(cat "$TMP/t.line")"
done
# givens in bold black, found values in the other class
$PUZC render models/sudoku_9x9_hard.puz --solve -o "$TMP/h.svg"
g=$(grep -c 'class="given"' "$TMP/h.svg"); s=$(grep -c 'class="solved"' "$TMP/h.svg")
expect_eq "givens drawn as given" "$($PUZC check models/sudoku_9x9_hard.puz --stats | sed -n 's/^givens *//p')" "$g"
expect_eq "givens + found values = 81" 81 $((g + s))
grep 'class="given"' "$TMP/h.svg" | grep -qv 'font-weight="bold"' && not_ok "givens are bold" || ok "givens are bold"
grep 'class="solved"' "$TMP/h.svg" | grep -q 'font-weight="bold"' && not_ok "found values are not bold" || ok "found values are not bold"

# ---- golden pictures and what they must show ---------------------------
$PUZC render models/killer_9x9.puz -o "$TMP/k.svg"
expect_file "killer_9x9.svg is the golden picture" $G/killer_9x9.svg "$TMP/k.svg"
$PUZC render models/killer_9x9.puz --solve --format text >"$TMP/k.txt"
expect_file "killer_9x9 solved text is the golden one" $G/killer_9x9_solved.txt "$TMP/k.txt"
$PUZC render models/jigsaw_9x9.puz --ascii >"$TMP/j.asc"
# The cage map keeps the file's cage labels (killer_9x9_small: A-Z, then
# a-h); a cage without one (a cage statement) takes the first letter no
# label uses, and a label two characters wide widens every cell.
$PUZC render models/killer_9x9_small.puz --format text | sed -n '/^cages:/,$p' | tail -n 3 >"$TMP/ks.legend"
expect_eq "killer_9x9_small: the file's cage labels" "$(grep '^sums' models/killer_9x9_small.puz | sed 's/^sums //' | tr '\n' ' ' | sed 's/ $//')" \
    "$(tr '\n' ' ' <"$TMP/ks.legend" | sed 's/ $//')"
printf 'killer 2x2\ncages\n Q  Q  b  b\n Q  x1 x1 b\n .  .  .  .\n .  .  .  .\nsums Q=6 b=7 x1=5\ncage 3 r3c1 r3c2\n' >"$TMP/lab.puz"
cat >"$TMP/lab.want" <<'EOF'
cages:
+---------+---------+
|  Q    Q |  b    b |
|    +----+----+    |
|  Q | x1   x1 |  b |
+----+----+----+----+
|  A    A |  .    . |
+---------+         |
|  .    .    .    . |
+-------------------+
A=3 Q=6 b=7 x1=5
EOF
$PUZC render "$TMP/lab.puz" --ascii | sed -n '/^cages:/,$p' >"$TMP/lab.got"
expect_file "cage labels: the file's, a letter for a cage statement" "$TMP/lab.want" "$TMP/lab.got"
expect_file "jigsaw_9x9 ascii is the golden one" $G/jigsaw_9x9.asc "$TMP/j.asc"
# cages: one dashed path and one sum per cage, the sums those of the model
for n in killer_9x9 killer_9x9_small custom_cages custom_sum; do
    m=models/$n.puz
    ncages=$($PUZC check "$m" --stats | awk '$1 == "cages" || $1 == "sums" { n += $2 } END { print n }')
    $PUZC render "$m" -o "$TMP/c.svg"
    set -- $($CHECK svg "$TMP/c.svg")
    expect_eq "$n: a dashed cage path per cage" "$ncages" "$3"
    expect_eq "$n: a sum per cage" "$ncages" "$4"
done
sums=$(grep -o '[A-Z]=[0-9]*' models/killer_9x9.puz | cut -d= -f2 | sort -n | tr '\n' ' ' | sed 's/ $//')
expect_eq "killer_9x9: every sum of the file is drawn" "$sums" "$($CHECK svg-sums "$TMP/k.svg")"
# a picture without its cages fails: the golden check is not blind to them
sed '/class="cage"/d' "$TMP/k.svg" >"$TMP/nocage.svg"
cmp -s $G/killer_9x9.svg "$TMP/nocage.svg" && not_ok "golden check sees missing cages" || ok "golden check sees missing cages"
# regions, diagonals, extra groups, tint
$PUZC render models/xsudoku_9x9.puz -o "$TMP/x.svg"
expect_eq "xsudoku: both diagonals drawn" 2 "$($CHECK svg "$TMP/x.svg" | cut -d' ' -f5)"
$PUZC render models/sudoku_9x9_hard.puz -o "$TMP/p.svg"
expect_eq "plain sudoku: no diagonal" 0 "$($CHECK svg "$TMP/p.svg" | cut -d' ' -f5)"
expect_eq "windoku: 4 windows of 9 cells shaded" 36 "$($PUZC render models/windoku_9x9.puz | grep -c 'class="extra"')"
# (a subpath per M: the frame is one closed subpath, each box line one more)
expect_eq "latin square: no region borders inside" 1 "$($PUZC render models/latin_7.puz | grep 'class="box"' | grep -o M | wc -l | tr -d ' ')"
expect_eq "sudoku 9x9: frame + 2+2 box lines" 5 "$(grep 'class="box"' "$TMP/p.svg" | grep -o M | wc -l | tr -d ' ')"
expect_eq "sudoku 9x9: the frame is closed" 1 "$(grep 'class="box"' "$TMP/p.svg" | grep -o Z | wc -l | tr -d ' ')"
# variants: a mark per statement (thermo and less alike), a circle or a
# square per odd or even cell, the counts those of the model file
v=models/variants_9x9.puz
$PUZC render $v -o "$TMP/v.svg"
$CHECK svg "$TMP/v.svg" >/dev/null && ok "variants: the SVG parses" || not_ok "variants: the SVG parses"
cells_of() { awk -v k="$1" '$1 == k { n += NF - 1 } END { print n + 0 }' $v; }
stmts_of() { awk -v k="$1" '$1 == k { n++ } END { print n + 0 }' $v; }
for pair in "thermo less thermo" "arrow arrow" "kropki-white consecutive" "kropki-black double"; do
    set -- $pair; cls=$1; shift
    want=0; for k in "$@"; do want=$((want + $(stmts_of $k))); done
    expect_eq "variants: a $cls mark per statement ($want)" "$want" "$(grep -c "class=\"$cls\"" "$TMP/v.svg")"
done
for k in odd even; do
    expect_eq "variants: a mark per $k cell" "$(cells_of $k)" "$(grep -c "class=\"$k\"" "$TMP/v.svg")"
done
# odd and even cells, arrows: each mark its own look (an odd cell's disc
# is no arrow's ring)
$CHECK svg-marks "$TMP/v.svg" >"$TMP/marks" 2>"$TMP/err" || sed 's/^/    /' "$TMP/err"
look() { awk -v k="$1" '$1 == k { print $2, $3 }' "$2" | sort -u | tr '\n' ' ' | sed 's/ $//'; }
expect_eq "variants: an odd cell holds a light grey disc" "disc #dcdcdc" "$(look odd "$TMP/marks")"
expect_eq "variants: an even cell a light grey square" "square #dcdcdc" "$(look even "$TMP/marks")"
expect_eq "variants: an arrow's circle a dark ring" "ring #707070" "$(look arrow "$TMP/marks")"
# An arrow whose circle is a thermometer's bulb, one whose line ends on a
# bulb (the arrows first in the file): the arrows drawn over the
# thermometers, in another ink, each line starting at its ring's edge, the
# ring around the bulb.
printf 'sudoku 2x2\narrow r1c1 = r1c2 r1c3\narrow r4c4 = r3c4 r3c3\nthermo r1c1 r2c1 r3c1\nthermo r3c3 r2c3\n' >"$TMP/ab.puz"
$PUZC render "$TMP/ab.puz" -o "$TMP/ab.svg" && $CHECK svg-marks "$TMP/ab.svg" >"$TMP/abm" 2>"$TMP/err" ||
    sed 's/^/    /' "$TMP/err"
expect_eq "arrow on a bulb: the thermometers, then the arrows on top" "thermo thermo arrow arrow" \
    "$(cut -d' ' -f1 "$TMP/abm" | tr '\n' ' ' | sed 's/ $//')"
expect_eq "arrow on a bulb: the arrows' ink is not the thermometers'" "disc #b4b4b4 | ring #707070" \
    "$(look thermo "$TMP/abm") | $(look arrow "$TMP/abm")"
expect_eq "arrow on a bulb: each line starts at its ring" "0 0" \
    "$(awk '$1 == "arrow" { d = $6 - ($4 + $5) / 2; print (d < -0.02 || d > 0.02) }' "$TMP/abm" | tr '\n' ' ' | sed 's/ $//')"
expect_eq "arrow on a bulb: the ring lies around the bulb" 1 \
    "$(awk '$1 == "thermo" && $4 > t { t = $4 } $1 == "arrow" && (a == "" || $5 < a) { a = $5 } END { print (a + 0 > t + 0) }' "$TMP/abm")"
# a region-sum line of three runs (two constraints) is one light blue
# path; a quadruple a ring with its values inside; a little killer an
# arrow beside its number
printf 'sudoku 2x2\nregionsum r1c1 r2c2 r2c3 r3c3\nquadruple r2c2 = 1 2 2\nquadruple r1c3 = 4\nlittlekiller 5 r1c2 r2c1\n' >"$TMP/rq.puz"
$PUZC render "$TMP/rq.puz" -o "$TMP/rq.svg"
expect_eq "region sum: one line for its three runs" 1 "$(grep -c 'class="regionsum" .*stroke="#2ecbff"' "$TMP/rq.svg")"
expect_eq "quadruple: a ring each" 2 "$(grep -c 'class="quadruple"' "$TMP/rq.svg")"
expect_eq "quadruple: its values inside" "1 2 2 4" \
    "$(sed -n 's/.*class="quadruple-value".*>\([0-9]*\)<\/text>/\1/p' "$TMP/rq.svg" | tr '\n' ' ' | sed 's/ $//')"
expect_eq "little killer: its number and an arrow" "1 1" \
    "$(grep -c 'class="littlekiller"' "$TMP/rq.svg") $(grep -c 'class="littlekiller-arrow"' "$TMP/rq.svg")"
# docs/variants.md's pictures: each SVG is what render makes of the .puz
# beside it now, and each puzzle is unique
for f in docs/img/*.puz; do
    $PUZC render "$f" -o "$TMP/pic.svg"
    cmp -s "$TMP/pic.svg" "${f%.puz}.svg" && ok "picture ${f#docs/img/} is up to date" ||
        not_ok "picture ${f#docs/img/} is up to date (puzc render $f -o ${f%.puz}.svg)"
    expect_eq "picture ${f#docs/img/} is unique" 1 "$($PUZC solve "$f" --count 2)"
done
$PUZC render $v --format png -o "$TMP/v.png"
grep -v -E '^(thermo|less|arrow|consecutive|double|odd|even) ' $v >"$TMP/plain.puz"
$PUZC render "$TMP/plain.puz" --format png -o "$TMP/plain.png"
set -- $($CHECK png "$TMP/v.png"); vink=$3
set -- $($CHECK png "$TMP/plain.png"); pink=$3
[ "$vink" -gt "$pink" ] && ok "variants png: the marks add ink ($vink > $pink)" || not_ok "variants png: the marks add ink ($vink > $pink)"
expect_eq "jigsaw --tint: 81 tinted cells" 81 "$($PUZC render models/jigsaw_9x9.puz --tint | grep -c 'class="tint"')"
expect_eq "no --tint: none" 0 "$($PUZC render models/jigsaw_9x9.puz | grep -c 'class="tint"')"
# a 16x16 and a 25x25 picture: two-digit values in a smaller font
$PUZC render models/sudoku_25x25.puz --solve --format png -o "$TMP/25.png"
set -- $($CHECK png "$TMP/25.png")
expect_eq "25x25 png: 26 cells of 32 px wide" "832 832" "$1 $2"
# an empty grid draws less ink than the solved one
e=$($CHECK png "$TMP/killer_9x9.png" | cut -d' ' -f3)
$PUZC render models/killer_9x9.puz --solve -o "$TMP/ks.png"
f=$($CHECK png "$TMP/ks.png" | cut -d' ' -f3)
[ "$f" -gt "$e" ] && ok "solved png has the digits' ink ($f > $e)" || not_ok "solved png has the digits' ink ($f > $e)"
expect_eq "--cell 20: 10 cells of 20 px" "200 200" "$($PUZC render models/sudoku_9x9_hard.puz --format png --cell 20 -o "$TMP/c.png" && $CHECK png "$TMP/c.png" | cut -d' ' -f1,2)"

# ---- PNG: what the SVG shows -----------------------------------------------
# Cages dashed in the PNG as in the SVG: every long straight piece of outline.
for n in killer_9x9 custom_cages; do
    set -- $($CHECK png-dashes "$TMP/$n.png" "$TMP/$n.svg")
    [ "$1" -gt 0 ] && expect_eq "$n png: the cage outlines dashed ($1 pieces)" "$1" "$2" ||
        not_ok "$n png: no cage pieces found"
done
# The text is anti-aliased: grey levels inside the cells (a bitmap font in
# black has none; the thin lines are crisp and outside the cells).
$PUZC render models/sudoku_9x9_hard.puz --solve -o "$TMP/h.png"
$PUZC render models/sudoku_9x9_hard.puz -o "$TMP/hg.svg"
n=$($CHECK png-greys "$TMP/h.png" "$TMP/hg.svg")
[ "$n" -ge 20 ] && ok "png: the text is anti-aliased ($n grey levels in the cells)" ||
    not_ok "png: the text is anti-aliased ($n grey levels in the cells, wanted 20 or more)"
# Givens bold, found values regular: the found cells of sudoku_9x9_hard
# hold less ink than the same digits drawn as givens (its solution written
# as a model of 81 givens). With DejaVu Sans, and with no font at all
# (fontconfig's list empty: cairo's own font, still bold for givens).
$PUZC solve models/sudoku_9x9_hard.puz --line | cut -c1-81 | fold -w 9 | sed 's/./& /g' |
    { printf 'sudoku 3x3\ngivens\n'; cat; } >"$TMP/full.puz"
printf '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n' >"$TMP/nofont.conf"
$CHECK svg-grid "$TMP/hg.svg" >"$TMP/hg.line"
for fcenv in "" "FONTCONFIG_FILE=$TMP/nofont.conf"; do
    label="png, $([ -z "$fcenv" ] && echo 'DejaVu Sans' || echo 'no font')"
    env $fcenv $PUZC render models/sudoku_9x9_hard.puz --solve -o "$TMP/h.png" 2>"$TMP/err" &&
        env $fcenv $PUZC render "$TMP/full.puz" -o "$TMP/full.png" 2>>"$TMP/err"
    expect_eq "$label: drawn, nothing said" "" "$(cat "$TMP/err")"
    ratio=$({ cat "$TMP/hg.line"; $CHECK png-cells "$TMP/h.png" "$TMP/hg.svg"
              $CHECK png-cells "$TMP/full.png" "$TMP/hg.svg"; } | tr ',' ' ' |
            awk 'NR == 1 { for (i = 1; i <= NF; i++) given[i] = $i + 0 }
                 NR > 1 { for (i = 1; i <= NF; i++) if (!given[i]) ink[NR] += $i }
                 END { if (ink[3] > 0 && ink[2] > 0) printf "%.2f", ink[2] / ink[3] }')
    [ -n "$ratio" ] && awk -v r="$ratio" 'BEGIN { exit !(r < 0.85) }' &&
        ok "$label: found values lighter than the same digits as givens (ink $ratio of bold)" ||
        not_ok "$label: found values lighter than givens (ink ratio '${ratio}', wanted < 0.85)"
done
if command -v fc-match >/dev/null 2>&1; then
    expect_eq "png: fontconfig finds DejaVu Sans (tools/deps.sh installs it)" "DejaVu Sans" \
        "$(fc-match -f '%{family[0]}' 'DejaVu Sans')"
else
    skip "fc-match missing: which font fontconfig finds"
fi
# Without cairo: a message, exit 2; SVG and text unaffected. A directory on
# LD_LIBRARY_PATH holds a libcairo.so.2 that is no library, then one that
# has none of cairo's functions.
mkdir -p "$TMP/nocairo"
: >"$TMP/nocairo/libcairo.so.2"
LD_LIBRARY_PATH=$TMP/nocairo $PUZC render models/sudoku_4x4.puz -o "$TMP/x.png" 2>"$TMP/err"
expect_eq "no cairo: exit 2" 2 $?
case $(cat "$TMP/err") in
"puzc render: error: PNG needs the cairo library (Debian: libcairo2): $TMP/nocairo/libcairo.so.2: "*)
    ok "no cairo: the message says so" ;;
*) not_ok "no cairo: the message says so ($(cat "$TMP/err"))" ;;
esac
echo 'int puzc_not_cairo;' >"$TMP/nocairo/not.c"
if ${CC:-cc} -shared -fPIC -o "$TMP/nocairo/libcairo.so.2" "$TMP/nocairo/not.c" 2>"$TMP/cc.err"; then
    LD_LIBRARY_PATH=$TMP/nocairo $PUZC render models/sudoku_4x4.puz -o "$TMP/x.png" 2>"$TMP/err"
    expect_eq "a library without cairo's functions: exit 2, the message" "2 puzc render: error: PNG needs cairo 1.10 or later: libcairo.so.2 has no cairo_image_surface_create" "$? $(cat "$TMP/err")"
else
    not_ok "a stand-in libcairo.so.2 compiles"; sed 's/^/    /' "$TMP/cc.err"
fi
LD_LIBRARY_PATH=$TMP/nocairo $PUZC render models/killer_9x9.puz -o "$TMP/nc.svg" 2>"$TMP/err" &&
    LD_LIBRARY_PATH=$TMP/nocairo $PUZC render models/killer_9x9.puz --format text >"$TMP/nc.txt" 2>>"$TMP/err"
expect_eq "no cairo: SVG and text drawn as ever" "0 " \
    "$? $(cat "$TMP/err")$(cmp "$TMP/killer_9x9.svg" "$TMP/nc.svg")$(cmp "$TMP/killer_9x9.txt" "$TMP/nc.txt")"
# Too large for a PNG: a message before anything is drawn.
printf 'latin 200\n' >"$TMP/l200.puz"
expect_status "latin 200 --cell 200 png: exit 2" 2 $PUZC render "$TMP/l200.puz" --cell 200 -o "$TMP/l.png"
expect_eq "latin 200 --cell 200 png: too large" "puzc render: error: picture of 40200x40200 pixels is too large for PNG (at most 40000000 pixels, 32767 a side)" "$(cat "$TMP/err")"

# ---- colour: only when asked (or on a terminal) -------------------------
$PUZC render models/killer_9x9.puz --format text >"$TMP/nc.txt"
grep -q "$(printf '\033')" "$TMP/nc.txt" && not_ok "no ANSI codes into a file" || ok "no ANSI codes into a file"
$PUZC render models/killer_9x9.puz --format text --color always >"$TMP/c.txt"
grep -q "$(printf '\033')\[48;5;" "$TMP/c.txt" && ok "--color always: cage backgrounds" || not_ok "--color always: cage backgrounds"

# ---- solve --pretty ---------------------------------------------------
for n in sudoku_9x9_hard killer_9x9; do
    m=models/$n.puz
    $PUZC solve "$m" --pretty >"$TMP/p.txt"
    expect_eq "solve --pretty $n: the solution" "$(solution "$m")" "$($CHECK text-grid "$TMP/p.txt")"
    $PUZC solve "$m" --pretty=ascii >"$TMP/p.asc"
    expect_eq "solve --pretty=ascii $n: the solution" "$(solution "$m")" "$($CHECK text-grid "$TMP/p.asc")"
done
grep -q '^cages:' "$TMP/p.txt" && ok "solve --pretty killer: the cage map" || not_ok "solve --pretty killer: the cage map"
expect_status "solve --pretty=x: exit 2" 2 $PUZC solve models/sudoku_4x4.puz --pretty=x
expect_eq "solve --pretty=x: message" "puzc solve: error: --pretty takes no value or =ascii, not 'x'" "$(head -n 1 "$TMP/err")"

# ---- compare --plot ---------------------------------------------------
$PUZC compare models/sudoku_4x4.puz --repeat 1 --backends native,dlx,sat:minimal --plot "$TMP/cmp.svg" >"$TMP/cmp.txt"
expect_eq "compare --plot: exit 0" 0 $?
rows=$(grep -c '^\(native\|dlx\|sat\) ' "$TMP/cmp.txt")
$CHECK svg-sums "$TMP/cmp.svg" >/dev/null 2>"$TMP/err" && ok "compare --plot: well-formed XML" || not_ok "compare --plot: well-formed XML"
expect_eq "compare --plot: a bar per row" "$rows" "$(grep -c 'class="bar"' "$TMP/cmp.svg")"
expect_eq "compare --plot: a label per row" "$rows" "$(grep -c 'class="label"' "$TMP/cmp.svg")"
$CHECK svg-plot "$TMP/cmp.svg" >/dev/null 2>"$TMP/err" && ok "compare --plot: plain time labels, every bar on the axis" ||
    { not_ok "compare --plot: time labels and bars"; sed 's/^/    /' "$TMP/err"; }
# puz_plot on chosen times (tests/unit/plot_test.c): the axis starts at a
# power of ten at or below the shortest time (one lower when that time sits
# on it, so that its bar shows), labels are plain numbers, ms below a
# second and s from there on.
if ${CC:-cc} -std=c11 -O2 -Wall $UNIT_CFLAGS -Iinclude tests/unit/plot_test.c "$LIBPUZC" $UNIT_LIBS \
        -o "$TMP/plot_test" 2>"$TMP/cc.err"; then
    plot() { "$TMP/plot_test" "$TMP/p.svg" "$@" && $CHECK svg-plot "$TMP/p.svg" 2>&1 | tr '\n' '|'; }
    expect_eq "puz_plot: sub-ms to minutes, a whisker" \
        "0.01 ms, 0.1 ms, 1 ms, 10 ms, 100 ms, 1 s, 10 s, 100 s, 1000 s|0.0421 ms, 0.25 ms, 12.7 ms, 1.78 s, 95 s|37|" \
        "$(plot 0.0421 0.25 12.7 1780 95000:250000)"
    expect_eq "puz_plot: the shortest time on a decade gets a decade of bar" \
        "0.1 ms, 1 ms, 10 ms, 100 ms|1 ms, 10 ms, 100 ms|160|" "$(plot 1 10 100)"
    expect_eq "puz_plot: rounding to three digits (999.7 ms is 1 s), tiny times" \
        "0.0001 ms, 0.001 ms, 0.01 ms, 0.1 ms, 1 ms, 10 ms, 100 ms, 1 s|1 s, 0.00123 ms, 0.5 ms|75|" "$(plot 999.7 0.00123 0.5)"
else
    not_ok "tests/unit/plot_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi
printf '%s\n' "$($PUZC generate --box 2x2 --seed 3 --line --quiet)" "$($PUZC generate --box 2x2 --seed 4 --line --quiet)" >"$TMP/b.txt"
$PUZC compare --batch "$TMP/b.txt" --backends native,dlx --plot "$TMP/b.svg" >"$TMP/b.out"
expect_eq "compare --batch --plot: exit 0" 0 $?
expect_eq "compare --batch --plot: a bar per row" "$(grep -c '^\(native\|dlx\) ' "$TMP/b.out")" "$(grep -c 'class="bar"' "$TMP/b.svg")"
grep -q '2 puzzles' "$TMP/b.svg" && ok "compare --batch --plot: title counts the puzzles" || not_ok "compare --batch --plot: title"
expect_status "compare --plot to a missing directory: exit 2" 2 $PUZC compare models/sudoku_4x4.puz --plot /nonexistent/dir/c.svg
expect_eq "compare --plot unwritable: message" "puzc compare: error: cannot write '/nonexistent/dir/c.svg': No such file or directory" "$(cat "$TMP/err")"

# ---- errors ---------------------------------------------------------------
expect_status "missing file: exit 2" 2 $PUZC render no/such.puz
expect_eq "missing file: message" "puzc render: error: cannot open 'no/such.puz': No such file or directory" "$(cat "$TMP/err")"
expect_status "a directory: exit 2" 2 $PUZC render models
expect_eq "a directory: message" "puzc render: error: cannot read 'models': Is a directory" "$(cat "$TMP/err")"
expect_status "bad format: exit 2" 2 $PUZC render models/sudoku_4x4.puz --format bmp
expect_eq "bad format: message" "puzc render: error: unknown format 'bmp' (have: svg text png)" "$(cat "$TMP/err")"
expect_status "unwritable -o: exit 2" 2 $PUZC render models/sudoku_4x4.puz -o /nonexistent/dir/x.svg
expect_eq "unwritable -o: message" "puzc render: error: cannot write '/nonexistent/dir/x.svg': No such file or directory" "$(cat "$TMP/err")"
expect_status "no file: exit 2" 2 $PUZC render
expect_eq "no file: message" "puzc render: error: no puzzle file given" "$(head -n 1 "$TMP/err")"
expect_status "--cell 3: exit 2" 2 $PUZC render models/sudoku_4x4.puz --cell 3
expect_eq "--cell 3: message" "puzc render: error: --cell wants 8..200 pixels, not 3" "$(cat "$TMP/err")"
expect_status "--color sometimes: exit 2" 2 $PUZC render models/sudoku_4x4.puz --color sometimes
expect_status "--backend without --solve: exit 2" 2 $PUZC render models/sudoku_4x4.puz --backend sat
expect_eq "--backend without --solve: message" "puzc render: error: --backend goes with --solve" "$(cat "$TMP/err")"
expect_status "unknown backend: exit 2" 2 $PUZC render models/sudoku_4x4.puz --solve --backend nosuch
# r1c4 has no value left: 1 2 3 in its row, 4 in its column
printf 'sudoku 2x2\ngivens\n 1 2 3 .\n . . . .\n . . . 4\n . . . .\n' >"$TMP/bad.puz"
expect_status "--solve, no solution: exit 1" 1 $PUZC render "$TMP/bad.puz" --solve -o "$TMP/none.svg"
expect_eq "--solve, no solution: message" "puzc render: no solution" "$(cat "$TMP/err")"
[ -e "$TMP/none.svg" ] && not_ok "--solve, no solution: no picture written" || ok "--solve, no solution: no picture written"
printf 'sudoku 2x2\ngivens\n 1 x . .\n' >"$TMP/syntax.puz"
expect_status "a syntax error: exit 2" 2 $PUZC render "$TMP/syntax.puz"
grep -q "^$TMP/syntax.puz:3:" "$TMP/err" && ok "a syntax error: located" || { not_ok "a syntax error: located"; cat "$TMP/err"; }
if [ -w /dev/full ]; then
    expect_status "-o /dev/full: exit 2" 2 $PUZC render models/sudoku_16x16.puz -o /dev/full
    expect_eq "-o /dev/full: message" "puzc render: error: writing '/dev/full': No space left on device" "$(cat "$TMP/err")"
    expect_status "png -o /dev/full: exit 2" 2 $PUZC render models/sudoku_16x16.puz --format png -o /dev/full
    expect_eq "png -o /dev/full: message" "puzc render: error: writing '/dev/full': No space left on device" "$(cat "$TMP/err")"
    $PUZC render models/sudoku_16x16.puz --format text >/dev/full 2>"$TMP/err"
    expect_eq "stdout on /dev/full: exit 2" 2 $?
    expect_eq "stdout on /dev/full: one message" "puzc render: error: writing output: No space left on device" "$(cat "$TMP/err")"
fi
# the library from C: into memory, the same bytes as the command
cat >"$TMP/mem.c" <<'CEOF'
#include <puzc.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    puz_model *m;
    puz_error *e = NULL;
    char *buf;
    size_t len;
    if (argc != 3 || puz_compile_file(argv[1], NULL, &m, NULL))
        return 2;
    if (puz_render_string(m, NULL, PUZ_RENDER_SVG, NULL, &buf, &len, NULL))
        return 3;
    fwrite(buf, 1, len, stdout);
    puz_free(buf);
    /* a PNG into memory: the same bytes as into a file */
    FILE *f = fopen(argv[2], "wb");
    if (!f || puz_render_string(m, NULL, PUZ_RENDER_PNG, NULL, &buf, &len, NULL) ||
        fwrite(buf, 1, len, f) != len || fclose(f))
        return 4;
    puz_free(buf);
    int *g = calloc((size_t)puz_model_ncells(m), sizeof *g);
    g[1] = 99; /* outside the values: an error, as data */
    int rc = puz_render(m, g, PUZ_RENDER_TEXT, NULL, stdout, &e);
    fprintf(stderr, "%s %d %s\n", puz_code_name((puz_code)rc), puz_error_code(e),
            puz_error_message(e));
    puz_error_free(e);
    free(g);
    puz_model_free(m);
    return 0;
}
CEOF
if ${CC:-cc} -std=c11 -Iinclude $UNIT_CFLAGS -o "$TMP/mem" "$TMP/mem.c" $LIBPUZC $UNIT_LIBS 2>"$TMP/cc.err"; then
    "$TMP/mem" models/killer_9x9.puz "$TMP/mem.png" >"$TMP/mem.svg" 2>"$TMP/mem.err"
    expect_file "puz_render_string: the same bytes as puzc render" "$TMP/k.svg" "$TMP/mem.svg"
    expect_file "puz_render_string png: the same bytes as puzc render" "$TMP/killer_9x9.png" "$TMP/mem.png"
    expect_eq "puz_render: a value outside the range is an error as data (PUZ_E_ARG)" \
        "bad argument 2 cell r1c2 holds 99, outside 1..9" "$(cat "$TMP/mem.err")"
else
    not_ok "library example compiles"; sed 's/^/    /' "$TMP/cc.err"
fi
