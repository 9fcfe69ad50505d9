# t_dlx.sh -- the exact-cover backend: counts from the literature, answers
# equal to the native solver's and to the listed Killer solutions under
# every cage handling, the XCC file against one built here from the
# definition, and the XCC solved by an independent solver (awk, below)
# whose answer `puzc decode` turns back into the right grid.
. tests/lib.sh

# An exact-cover solver written for this test, sharing nothing with puzc:
# counts the covers of an XCC file (colours honoured), prints the first.
cat >"$TMP/xcc.awk" <<'EOF'
/^\|/ { next }
!items {
    for (i = 1; i <= NF; i++) {
        if ($i == "|") { sec = 1; continue }
        name[++ni] = $i; prim[$i] = !sec
    }
    items = 1; next
}
NF {
    no++; len[no] = NF; line[no] = $0
    for (i = 1; i <= NF; i++) {
        c = index($i, ":")
        nm = c ? substr($i, 1, c - 1) : $i
        it[no, i] = nm; col[no, i] = c ? substr($i, c + 1) : ""
        nopt[nm]++; opt[nm, nopt[nm]] = no
    }
}
function usable(o,   i, nm) {
    for (i = 1; i <= len[o]; i++) {
        nm = it[o, i]
        if (col[o, i] == "") { if (cov[nm]) return 0 }
        else if (cov[nm] && colour[nm] != col[o, i]) return 0
    }
    return 1
}
function take(o, d,   i, nm) {
    for (i = 1; i <= len[o]; i++) {
        nm = it[o, i]
        if (cov[nm] == 0) colour[nm] = col[o, i]
        cov[nm] += d
    }
}
function solve(depth,   i, k, nm, best, bestn, cnt, o) {
    best = ""; bestn = 1e9
    for (i = 1; i <= ni; i++) {
        nm = name[i]
        if (!prim[nm] || cov[nm]) continue
        cnt = 0
        for (k = 1; k <= nopt[nm]; k++) if (usable(opt[nm, k])) cnt++
        if (cnt < bestn) { bestn = cnt; best = nm }
    }
    if (best == "") {
        if (++count == 1) { for (k = 1; k <= depth; k++) first[k] = line[chosen[k]]; nfirst = depth }
        return
    }
    for (k = 1; k <= nopt[best]; k++) {
        o = opt[best, k]
        if (!usable(o)) continue
        take(o, 1); chosen[depth + 1] = o; solve(depth + 1); take(o, -1)
    }
}
END {
    solve(0)
    print count + 0 >"/dev/stderr"
    for (k = 1; k <= nfirst; k++) print first[k]
}
EOF
# xcc_count FILE.puz [emit options]: covers of the emitted matrix, by awk
xcc_count() { f=$1; shift; $PUZC emit "$f" --format xcc "$@" | awk -f "$TMP/xcc.awk" 2>&1 >/dev/null; }

# Counts from the literature.
echo "sudoku 2x2" >"$TMP/s4.puz"
expect_eq "empty 4x4 Sudoku: 288 exact covers" 288 "$($PUZC solve "$TMP/s4.puz" --backend dlx --count 1000)"
echo "latin 4" >"$TMP/l4.puz"
expect_eq "Latin squares of order 4: 576" 576 "$($PUZC solve "$TMP/l4.puz" --backend dlx --count 1000)"
echo "latin 5" >"$TMP/l5.puz"
expect_eq "Latin squares of order 5: 161280" 161280 "$($PUZC solve "$TMP/l5.puz" --backend dlx --count 200000)"
expect_eq "--all lists the 288 grids, all different" 288 "$($PUZC solve "$TMP/s4.puz" --backend dlx --all --line 2>/dev/null | sort -u | wc -l | tr -d ' ')"

# The XCC of the empty 4x4 against the matrix written out from its
# definition: items p<r><c>, r<r>v<v>, c<c>v<v>, b<b>v<v>; one option per
# (cell, value) in the order of ir.h's var = cell * 4 + value - 1.
awk 'BEGIN {
    for (r = 1; r <= 4; r++) for (c = 1; c <= 4; c++) s = s sprintf("%sp%d%d", s == "" ? "" : " ", r, c)
    split("r c b", kind, " ")
    for (k = 1; k <= 3; k++) for (i = 1; i <= 4; i++) for (v = 1; v <= 4; v++) s = s sprintf(" %s%dv%d", kind[k], i, v)
    print s
    for (r = 1; r <= 4; r++) for (c = 1; c <= 4; c++) for (v = 1; v <= 4; v++) {
        b = int((r - 1) / 2) * 2 + int((c - 1) / 2) + 1
        printf "p%d%d r%dv%d c%dv%d b%dv%d\n", r, c, r, v, c, v, b, v
    }
}' >"$TMP/s4.want"
$PUZC emit "$TMP/s4.puz" --format xcc -o "$TMP/s4.xcc"
grep -v '^|' "$TMP/s4.xcc" >"$TMP/s4.got"
expect_file "xcc of the empty 4x4: the 64 x 64 matrix as defined" "$TMP/s4.want" "$TMP/s4.got"
expect_eq "xcc of the empty 4x4: the independent solver counts 288" 288 "$(xcc_count "$TMP/s4.puz")"
# Givens removed: 4 clues leave fewer options, the same single solution.
expect_eq "xcc of models/sudoku_4x4 (givens removed): 1 cover" 1 "$(xcc_count models/sudoku_4x4.puz)"
expect_eq "xcc with --no-reduce: still 1 cover" 1 "$(xcc_count models/sudoku_4x4.puz --no-reduce)"
n_red=$(grep -vc '^|' "$TMP/s4.xcc")
n_given=$($PUZC emit models/sudoku_4x4.puz --format xcc | grep -vc '^|')
[ "$n_given" -lt "$n_red" ] && ok "givens remove options ($n_red -> $n_given lines)" || not_ok "givens remove options ($n_red -> $n_given)"

# A 3-cell distinct group holds each value at most once: secondary items;
# the expected count filters the 288 grids for the extra group.
printf 'sudoku 2x2\ndistinct r1c1 r2c2 r3c3\n' >"$TMP/sec.puz"
expect_eq "xcc: 4 secondary items after the '|'" 4 "$($PUZC emit "$TMP/sec.puz" --format xcc | grep -v '^|' | head -n 1 | sed 's/.* | //' | wc -w | tr -d ' ')"
want=$($PUZC solve "$TMP/s4.puz" --all --line 2>/dev/null |
    awk '{a = substr($0, 1, 1); b = substr($0, 6, 1); c = substr($0, 11, 1)
          if (a != b && a != c && b != c) n++} END {print n}')
expect_eq "secondary items: dlx count equals the filtered grids" "$want" "$($PUZC solve "$TMP/sec.puz" --backend dlx --count 1000)"
expect_eq "secondary items: the independent solver agrees" "$want" "$(xcc_count "$TMP/sec.puz")"

# Overlapping sums (a cell in two sums): coloured items, Algorithm C.
printf 'latin 4\nsum 5 r1c1 r2c1\nsum 7 r1c1 r1c2 r1c3\nsum 6 r1c3 r2c3 r2c2\n' >"$TMP/ov.puz"
want=$($PUZC solve "$TMP/ov.puz" --count 1000)
expect_eq "overlapping sums: dlx count equals native's ($want)" "$want" "$($PUZC solve "$TMP/ov.puz" --backend dlx --count 1000)"
expect_eq "overlapping sums: the independent solver on the xcc agrees" "$want" "$(xcc_count "$TMP/ov.puz")"
$PUZC emit "$TMP/ov.puz" --format xcc | grep -q ':[0-9]' && ok "overlapping sums: coloured items in the xcc" || not_ok "no coloured items"

# Round trip: emit, solve outside puzc, decode, compare with native.
# (a 6x6 Killer: the awk solver takes half a minute on models/killer_9x9_small)
$PUZC generate --box 2x3 --kind killer --seed 7 -o "$TMP/k6.puz" 2>/dev/null
for f in models/sudoku_9x9_easy.puz "$TMP/k6.puz" models/custom_sum.puz; do
    $PUZC emit "$f" --format xcc | awk -f "$TMP/xcc.awk" 2>/dev/null >"$TMP/ans.txt"
    expect_eq "$f: xcc solved by awk, decoded = native's grid" "$($PUZC solve "$f" --line)" "$($PUZC decode "$f" "$TMP/ans.txt" --line)"
done
echo "Altogether 0 solutions" >"$TMP/none.txt"
expect_status "decode: 'Altogether 0 solutions' says no solution" 1 $PUZC decode models/sudoku_4x4.puz "$TMP/none.txt"
echo "p11 r1v1 c1v1" >"$TMP/half.txt"
expect_status "decode: a line that is no option" 2 $PUZC decode models/sudoku_4x4.puz "$TMP/half.txt"
expect_eq "decode: its message" "$TMP/half.txt:1:1: error: not an option of this model's matrix: p11 r1v1 c1v1
p11 r1v1 c1v1
^" "$(cat "$TMP/err")"

# Every model: dlx's count (to 2) and grid equal native's, under every
# cage handling and with the givens kept.
for f in models/*.puz; do
    # a model with a variant dlx cannot express (docs/variants.md): refused by name
    rel=$(sed -n 's/^\(less\|thermo\|consecutive\|double\|arrow\|xv\|nonconsecutive\|negative\)\( .*\|$\)/\1/p' "$f" | head -n 1 | sed 's/thermo/less/')
    if [ -n "$rel" ]; then
        expect_status "$f: dlx refuses it" 2 $PUZC solve "$f" --backend dlx
        expect_eq "... by name" "puzc solve: error: dlx cannot express '$rel' (use native, sat or ilp)" "$(cat "$TMP/err")"
        continue
    fi
    n=$($PUZC solve "$f" --count 2)
    g=$($PUZC solve "$f" --line)
    for opt in "" "--cage sets" "--cage placements" "--no-reduce"; do
        expect_eq "$f $opt: dlx count $n and grid" "$n $g" "$($PUZC solve "$f" --backend dlx --count 2 $opt) $($PUZC solve "$f" --backend dlx --line $opt)"
    done
done

# Limits and errors, with their messages.
printf 'grid 1x12\nvalues 1..9\nsum 50 r1c1..r1c12\n' >"$TMP/big.puz"
expect_status "a huge sum with repeats is refused" 2 $PUZC solve "$TMP/big.puz" --backend dlx
expect_eq "its message" "puzc solve: error: dlx: sum_r1c1 has more than 1000000 placements and its values may repeat: not supported" "$(cat "$TMP/err")"
expect_status "unknown --cage" 2 $PUZC solve models/killer_9x9.puz --backend dlx --cage bogus
expect_eq "its message" "puzc solve: error: dlx: unknown --cage 'bogus' (have: auto placements sets)" "$(cat "$TMP/err")"
echo "sudoku 5x5" >"$TMP/e25.puz"
expect_status "a count cut short by --time-limit: exit 4" 4 $PUZC solve "$TMP/e25.puz" --backend dlx --count 100000000 --time-limit 0.2
grep -q "time limit reached" "$TMP/err" && ok "... and says so" || not_ok "no time-limit message"
# Givens that clash (two 1s in row 1): no solution, as native says.
printf '11%079d\n' 0 | tr 0 . >"$TMP/clash.txt"
expect_eq "clashing givens: no solution" "! no solution" "$($PUZC batch --backend dlx "$TMP/clash.txt")"

have_sets || exit 0
for set in tdoku_17_clue tdoku_forum_hardest_1905_11plus tdoku_magictour_top1465 norvig_top95 mantere_koljonen_46 lloyd_amos_logic_solvable_16; do
    head -n 200 "$SHARED/sudoku9/$set.txt" >"$TMP/b.txt"
    $PUZC batch --count 2 "$TMP/b.txt" >"$TMP/native.out"
    $PUZC batch --count 2 --backend dlx "$TMP/b.txt" >"$TMP/dlx.out"
    expect_file "$set: dlx counts equal native's" "$TMP/native.out" "$TMP/dlx.out"
    # first solutions can only be compared where there is one: drop the
    # lines with 2+ solutions (sabuncu3 of the Lloyd & Amos set)
    $PUZC batch --count 2 "$TMP/b.txt" | paste - "$TMP/b.txt" | awk -F'\t' '$1 == 1 { print $2 }' >"$TMP/u.txt"
    $PUZC batch "$TMP/u.txt" >"$TMP/native.out"
    $PUZC batch --backend dlx "$TMP/u.txt" >"$TMP/dlx.out"
    expect_file "$set: dlx answers equal native's (uniquely solvable lines)" "$TMP/native.out" "$TMP/dlx.out"
done
head -n 100 "$SHARED/sudoku9/tdoku_serg_benchmark.txt" >"$TMP/serg.txt"
expect_eq "serg: dlx counts 2+ solutions" "100 2+" "$($PUZC batch --backend dlx --count 2 "$TMP/serg.txt" | sort | uniq -c | sed 's/^ *//')"
head -n 100 "$SHARED/killer/krazydad_killer_9x9.txt" >"$TMP/k.txt"
cut -f1,4 "$TMP/k.txt" >"$TMP/k.want" # the answer: title, TAB, solution
for cage in auto sets; do
    $PUZC batch --killer --backend dlx --cage $cage "$TMP/k.txt" >"$TMP/k.out"
    expect_file "Killer (--cage $cage): dlx answers equal the listed solutions" "$TMP/k.want" "$TMP/k.out"
done
head -n 10 "$TMP/k.txt" >"$TMP/k10.txt"
head -n 10 "$TMP/k.want" >"$TMP/k10.want"
$PUZC batch --killer --backend dlx --cage placements "$TMP/k10.txt" >"$TMP/k.out"
expect_file "Killer (--cage placements): dlx answers equal the listed solutions" "$TMP/k10.want" "$TMP/k.out"
expect_eq "Killer: unique (count to 2)" "100 1" "$($PUZC batch --killer --backend dlx --count 2 "$TMP/k.txt" | sort | uniq -c | sed 's/^ *//')"
awk 'NR % 60 == 0' "$SHARED/sudokuNxN/acs_general_16x16.txt" >"$TMP/a.txt"
$PUZC batch --count 2 "$TMP/a.txt" >"$TMP/an.out"
$PUZC batch --count 2 --backend dlx "$TMP/a.txt" >"$TMP/ad.out"
expect_file "ACS 16x16 sample: dlx counts equal native's" "$TMP/an.out" "$TMP/ad.out"
awk 'NR % 90 == 0' "$SHARED/sudokuNxN/acs_general_9x9.txt" >"$TMP/a9.txt"
$PUZC batch --count 2 "$TMP/a9.txt" >"$TMP/an.out"
$PUZC batch --count 2 --backend dlx "$TMP/a9.txt" >"$TMP/ad.out"
expect_file "ACS 9x9 sample: dlx counts equal native's" "$TMP/an.out" "$TMP/ad.out"
# The per-thread matrix of a shape (cache.c): lines of several shapes
# interleaved, clashing givens among them, one and two threads, and
# --no-reduce (built per line): counts all equal native's.
{ head -n 30 "$SHARED/sudoku9/tdoku_17_clue.txt"; head -n 4 "$TMP/a.txt"; printf '11%079d\n' 0 | tr 0 .
  head -n 30 "$SHARED/sudoku9/norvig_top95.txt"; tail -n 3 "$TMP/a.txt"; head -n 5 "$TMP/serg.txt"; } >"$TMP/mix.txt"
$PUZC batch --count 2 "$TMP/mix.txt" >"$TMP/mn.out"
for args in "" "--jobs 2" "--no-reduce" "--no-fast"; do
    $PUZC batch --count 2 --backend dlx $args "$TMP/mix.txt" >"$TMP/md.out"
    expect_file "mixed shapes ${args:-(one thread)}: dlx counts equal native's" "$TMP/mn.out" "$TMP/md.out"
done
# The 9x9 fast path (dlx9.c) is the general matrix and search in another
# representation: on every 9x9 set it answers, counts and spends nodes
# exactly as the general path (--no-fast) does.
for set in tdoku_17_clue tdoku_forum_hardest_1905_11plus norvig_top95 tdoku_serg_benchmark; do
    head -n 300 "$SHARED/sudoku9/$set.txt" >"$TMP/f.txt"
    for cnt in "" "--count 2"; do
        $PUZC batch --backend dlx --stats $cnt "$TMP/f.txt" >"$TMP/f9.out" 2>"$TMP/f9.err"
        $PUZC batch --backend dlx --no-fast --stats $cnt "$TMP/f.txt" >"$TMP/fg.out" 2>"$TMP/fg.err"
        expect_file "$set ${cnt:-solve}: dlx 9x9 fast path equals the general path" "$TMP/fg.out" "$TMP/f9.out"
        expect_eq "$set ${cnt:-solve}: same nodes per puzzle" "$(sed -n 3p "$TMP/fg.err" | cut -d' ' -f1)" "$(sed -n 3p "$TMP/f9.err" | cut -d' ' -f1)"
    done
done
# A count cut short by --time-limit is a lower bound, not a count: said
# so with N+ and why, exit 4, on the 9x9 fast path and the general path alike.
printf '%081d\n' 0 | tr 0 . >"$TMP/empty9.txt"
for args in "" "--no-fast"; do
    expect_status "count cut short ${args:-(fast path)}: exit 4" 4 $PUZC batch --backend dlx $args --count 100000000 --time-limit 0.2 "$TMP/empty9.txt"
    grep -q '^[0-9]*+ (time limit reached)$' "$TMP/out" && ok "... and says N+ (time limit reached)" || not_ok "count cut short said: $(cat "$TMP/out")"
done
