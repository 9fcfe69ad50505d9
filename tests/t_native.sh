# t_native.sh -- the native backend against facts known independently of
# it: the all-different filter and the cell/group/peer index against brute
# force (tests/unit), solution counts from the literature, the listed
# solutions of the Killer set, the uniqueness facts of SOURCES.md, and the
# verifier.
. tests/lib.sh
CC=${CC:-cc}

# The all-different filter against its definition (C driver).
if $CC -std=c11 -O2 -Wall $UNIT_CFLAGS -Iinclude -Ibase -Icompiler -Ibackends \
    tests/unit/alldiff_test.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/alldiff_test" 2>"$TMP/cc.err"; then
    "$TMP/alldiff_test" || not_ok "alldiff_test exited $?"
else
    not_ok "tests/unit/alldiff_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

# The cell/group/peer index the native solver builds its tables from
# (compiler/ir_index.h) against brute force (C driver).
if $CC -std=c11 -O2 -Wall $UNIT_CFLAGS -Iinclude -Ibase -Icompiler \
    tests/unit/ir_index_test.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/ir_index_test" 2>"$TMP/cc.err"; then
    "$TMP/ir_index_test" || not_ok "ir_index_test exited $?"
else
    not_ok "tests/unit/ir_index_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

# The instruction sets this machine runs, for the code whose vector and
# scalar forms differ (`make` builds only the native one).
variants="native"
if [ "$(uname -m)" = x86_64 ]; then
    variants="$variants x86-64"
    grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw bmi2 /proc/cpuinfo && variants="$variants x86-64-v3"
    grep -qw avx512bw /proc/cpuinfo 2>/dev/null && grep -qw avx512vl /proc/cpuinfo && variants="$variants x86-64-v4"
fi

# batch's classic checker (for 9x9 AVX-512 or a loop per band) and the
# one-pass parse of 81-character lines (AVX-512BW or a loop per cell),
# each compiled for every one of them: verify_test against the general
# checker; batch_line_test against its definition, and every build's
# parse of its 20,000 lines the same, byte for byte.
first=""
for v in $variants; do
    if $CC -std=c11 -O2 -march=$v -Wall $UNIT_CFLAGS -Iinclude -Ibase -Icompiler -Ibackends \
        tests/unit/verify_test.c compiler/verify.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/verify_$v" 2>"$TMP/cc.err"; then
        "$TMP/verify_$v" >"$TMP/u.out"; rc=$?
        sed "s/^\(\(not \)*ok - \)/\1[-march=$v] /" "$TMP/u.out"
        [ $rc = 0 ] || not_ok "verify_test -march=$v exited $rc"
    else
        not_ok "verify.c builds with -march=$v"; sed 's/^/    /' "$TMP/cc.err" | head
    fi
    if $CC -std=c11 -O2 -march=$v -Wall $UNIT_CFLAGS -Iinclude -Ibase -Icompiler -Ibackends \
        tests/unit/batch_line_test.c compiler/batch_line.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/bl_$v" 2>"$TMP/cc.err"; then
        "$TMP/bl_$v" "$TMP/bl_$v.log" >"$TMP/u.out"; rc=$?
        sed "s/^\(\(not \)*ok - \)/\1[-march=$v] /" "$TMP/u.out"
        [ $rc = 0 ] || not_ok "batch_line_test -march=$v exited $rc"
        if [ -z "$first" ]; then first=$v; else
            expect_file "batch_parse_line built -march=$v parses as the -march=$first build" "$TMP/bl_$first.log" "$TMP/bl_$v.log"
        fi
    else
        not_ok "batch_line.c builds with -march=$v"; sed 's/^/    /' "$TMP/cc.err" | head
    fi
done

# The 9x9 fast path: each instance the library holds that this processor
# runs (base, and where the build targets several levels v3, v3-nopext,
# v4: backends/native/fast9/fast9.h), and the engine compiled here for each
# instruction set this machine runs (its AVX-512, AVX2/BMI2 and SSE2 code
# differ; linked in the place of the library's base instance), each
# answering hard, multi-solution and contradictory lines as the general
# solver does (tests/unit/fast9_test.c checks every solution itself too).
# check_fast9 LABEL PROGRAM INSTANCE
check_fast9() {
    for mode in solve count; do
        "$2" $mode "$3" <"$TMP/f9.txt" >"$TMP/f9.$mode.got" 2>"$TMP/f9.err" ||
            sed 's/^/    /' "$TMP/f9.err"
    done
    expect_file "fast9 $1: counts to 2 agree with the general solver on $(wc -l <"$TMP/f9.txt") lines" \
        "$TMP/f9.count.want" "$TMP/f9.count.got"
    # a line with several solutions may be answered by any of them
    # (each checked by the driver); one with a unique solution by it
    paste -d' ' "$TMP/f9.count.want" "$TMP/f9.solve.want" |
        awk '{ print ($1 == 2 ? "(one of several)" : $0) }' >"$TMP/f9.w"
    paste -d' ' "$TMP/f9.count.want" "$TMP/f9.solve.got" |
        awk '{ print ($1 == 2 ? "(one of several)" : $0) }' >"$TMP/f9.g"
    expect_file "fast9 $1: solutions agree with the general solver's where unique" \
        "$TMP/f9.w" "$TMP/f9.g"
}
if have_sets; then
    S9=$SHARED/sudoku9
    { head -n 300 "$S9/tdoku_forum_hardest_1106.txt"; head -n 300 "$S9/tdoku_17_clue.txt"
      head -n 300 "$S9/tdoku_serg_benchmark.txt"
      # contradictions: the first given of row 1 repeated in the row's first cell
      head -n 20 "$S9/tdoku_forum_hardest_1106.txt" | awk '{ for (i = 2; i <= 9; i++)
          if (substr($0, i, 1) ~ /[1-9]/) { print substr($0, i, 1) substr($0, 2); next } }'
    } | cut -c1-81 >"$TMP/f9.txt"
    $PUZC batch --no-fast <"$TMP/f9.txt" >"$TMP/f9.solve.want"
    # (batch marks a count that reached its limit 2+; the driver prints 2)
    $PUZC batch --no-fast --count 2 <"$TMP/f9.txt" | sed 's/+$//' >"$TMP/f9.count.want"
    if $CC -std=c11 -O2 -Wall $UNIT_CFLAGS -Iinclude -Ibase -Icompiler -Ibackends \
        tests/unit/fast9_test.c "$LIBPUZC" $UNIT_LIBS -o "$TMP/fast9_lib" 2>"$TMP/cc.err"; then
        "$TMP/fast9_lib" list >"$TMP/f9.list"
        for inst in $(awk '$2 == "runs" { print $1 }' "$TMP/f9.list"); do
            check_fast9 "instance $inst of the library" "$TMP/fast9_lib" "$inst"
        done
        # the instances this processor runs, and the one chosen, as its
        # flags in /proc/cpuinfo say (an instance not built is not listed)
        if grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw bmi2 /proc/cpuinfo && grep -qw fma /proc/cpuinfo; then
            top=v3; grep -qw avx512f /proc/cpuinfo && grep -qw avx512bw /proc/cpuinfo &&
                grep -qw avx512cd /proc/cpuinfo && grep -qw avx512dq /proc/cpuinfo &&
                grep -qw avx512vl /proc/cpuinfo && top=v4
        else top=base; fi
        amd17=$(awk -F': ' '/^vendor_id/ { v = $2 } /^cpu family/ { f = $2 } END { print (v == "AuthenticAMD" && f == 23) }' /proc/cpuinfo 2>/dev/null)
        [ "$top" = v3 ] && [ "$amd17" = 1 ] && top=v3-nopext
        if grep -q '^v3 ' "$TMP/f9.list"; then
            awk -v top="$top" '{ lv = ($1 == "base") ? 2 : ($1 == "v4") ? 4 : 3; tv = (top == "base") ? 2 : (top == "v4") ? 4 : 3
                               print $1, (lv <= tv ? "runs" : "-") ($1 == top ? " chosen" : "") }' "$TMP/f9.list" >"$TMP/f9.list.want"
        else
            echo "base runs chosen" >"$TMP/f9.list.want"
        fi
        expect_file "fast9: the instances this processor runs, $top chosen" "$TMP/f9.list.want" "$TMP/f9.list"
    else
        not_ok "tests/unit/fast9_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
    fi
    for v in $variants; do
        if $CC -std=c11 -O3 -march=$v -Wall -Wno-psabi $UNIT_CFLAGS -Iinclude -Ibase -Icompiler -Ibackends \
            tests/unit/fast9_test.c backends/native/fast9/fast9_base.c "$LIBPUZC" $UNIT_LIBS \
            -o "$TMP/fast9_$v" 2>"$TMP/cc.err"; then
            check_fast9 "built -march=$v" "$TMP/fast9_$v" base
        else
            not_ok "fast9 builds with -march=$v"; sed 's/^/    /' "$TMP/cc.err" | head
        fi
    done
fi

# The general solver at each level built (backends/native/isa.h; where the
# build targets only one, both runs take it): PUZC_ISA=base makes native.c
# pick the instance of the level the library is built for, which this
# processor would not run otherwise; its answers and its effort (guesses)
# are the same as those of the instance it picks by itself, on one-word
# sets (9x9 lines without the fast path, solved and counted; ACS 25x25)
# and two- and four-word sets (empty latin 65 and 130).
# effort FILE: batch --csv without its time column
effort() { awk -F, '{ $(NF - 1) = ""; print }' "$1"; }
lv_in="$TMP/lv.txt"
: >"$lv_in"
if have_sets; then
    cat "$TMP/f9.txt" >>"$lv_in"
    head -n 30 "$SHARED/sudokuNxN/acs_general_25x25.txt" >>"$lv_in"
fi
printf 'latin 65\n' >"$TMP/lv65.puz"
printf 'latin 130\n' >"$TMP/lv130.puz"
# Counts by native's own search (--no-hand-over): in turns with dlx
# (native_backend.c's INTERLEAVED COUNT) the split of the effort between
# the two follows the CPU time of each turn.
for opt in "" "--count 2 --no-hand-over"; do
    # shellcheck disable=SC2086
    $PUZC batch --no-fast --csv $opt "$lv_in" >"$TMP/lv.top"
    # shellcheck disable=SC2086
    PUZC_ISA=base $PUZC batch --no-fast --csv $opt "$lv_in" >"$TMP/lv.base"
    effort "$TMP/lv.top" >"$TMP/lv.top.e"; effort "$TMP/lv.base" >"$TMP/lv.base.e"
    expect_file "general solver, base level: answers and guesses as this processor's ($(($(wc -l <"$lv_in"))) lines, batch ${opt:-solve})" \
        "$TMP/lv.top.e" "$TMP/lv.base.e"
done
for n in 65 130; do
    a=$($PUZC solve "$TMP/lv$n.puz" --line --stats 2>&1 | sed 's/, build.*//')
    b=$(PUZC_ISA=base $PUZC solve "$TMP/lv$n.puz" --line --stats 2>&1 | sed 's/, build.*//')
    expect_eq "general solver, base level: empty latin $n solved as by this processor's" "$a" "$b"
done

# Counts from the literature: 288 4x4 Sudoku grids, 576 Latin squares of
# order 4, 161,280 of order 5, 12 of order 3.
echo "sudoku 2x2" >"$TMP/s4.puz"
expect_eq "empty 4x4 Sudoku has 288 grids" 288 "$($PUZC solve "$TMP/s4.puz" --count 1000)"
echo "latin 4" >"$TMP/l4.puz"
expect_eq "Latin squares of order 4: 576" 576 "$($PUZC solve "$TMP/l4.puz" --count 1000)"
echo "latin 3" >"$TMP/l3.puz"
expect_eq "Latin squares of order 3: 12" 12 "$($PUZC solve "$TMP/l3.puz" --count 100)"
echo "latin 5" >"$TMP/l5.puz"
expect_eq "Latin squares of order 5: 161280" 161280 "$($PUZC solve "$TMP/l5.puz" --count 200000)"
expect_eq "--count stops at its limit: 10+, a lower bound" 10+ "$($PUZC solve "$TMP/s4.puz" --count 10)"

# Every model in models/ is uniquely solvable.
for f in models/*.puz; do
    expect_eq "$f has exactly one solution" 1 "$($PUZC solve "$f" --count 2)"
done

have_sets || { skip "shared puzzle sets not found: set checks"; exit 0; }

# Killer: the solution must equal the one listed in the set (4th field).
head -n 300 "$SHARED/killer/krazydad_killer_9x9.txt" >"$TMP/k.txt"
$PUZC batch --killer "$TMP/k.txt" >"$TMP/k.out"
expect_eq "300 krazydad Killers solved" 0 $?
cut -f1,4 "$TMP/k.txt" >"$TMP/k.want" # the answer: title, TAB, solution
expect_file "Killer solutions equal the listed ones" "$TMP/k.want" "$TMP/k.out"
$PUZC batch --killer --count 2 "$TMP/k.txt" | sort | uniq -c | sed 's/^ *//' >"$TMP/k.cnt"
expect_eq "every sampled Killer is unique" "300 1" "$(cat "$TMP/k.cnt")"

# Uniqueness facts of SOURCES.md.
for set in tdoku_17_clue tdoku_magictour_top1465 tdoku_forum_hardest_1905_11plus norvig_top95 mantere_koljonen_46; do
    head -n 400 "$SHARED/sudoku9/$set.txt" >"$TMP/u.txt"
    n=$(wc -l <"$TMP/u.txt" | tr -d ' ')
    expect_eq "$set: first $n puzzles unique" "$n 1" "$($PUZC batch --count 2 "$TMP/u.txt" | sort | uniq -c | sed 's/^ *//')"
done
head -n 300 "$SHARED/sudoku9/tdoku_serg_benchmark.txt" >"$TMP/serg.txt"
expect_eq "serg benchmark: every puzzle has 2+ solutions" "300 2+" \
    "$($PUZC batch --count 2 "$TMP/serg.txt" | sort | uniq -c | sed 's/^ *//')"
expect_eq "lloyd-amos sabuncu3 has 2+ solutions" 2+ \
    "$(grep sabuncu3 "$SHARED/sudoku9/lloyd_amos_logic_solvable_16.txt" | $PUZC batch --count 2)"

# Solving: samples of every 9x9 set; batch checks each answer with the
# verifier, and a few go through `puzc verify` from the outside too.
for f in "$SHARED"/sudoku9/*.txt; do
    head -n 300 "$f" >"$TMP/b.txt"
    expect_status "$(basename "$f"): 300 solved and verified (exit 0)" 0 $PUZC batch "$TMP/b.txt"
    expect_eq "$(basename "$f"): no '!' lines" 0 "$(grep -c '^!' "$TMP/out")"
done
head -n 5 "$SHARED/sudoku9/tdoku_forum_hardest_1905_11plus.txt" | $PUZC batch >"$TMP/h.out"
i=0
while read -r sol; do
    i=$((i + 1))
    { echo "sudoku 3x3"; echo "givens"; sed -n "${i}p" "$SHARED/sudoku9/tdoku_forum_hardest_1905_11plus.txt" | cut -c1-81 | fold -w 9; } >"$TMP/p.puz"
    echo "$sol" >"$TMP/sol"
    expect_status "hardest #$i: batch answer passes puzc verify" 0 $PUZC verify "$TMP/p.puz" "$TMP/sol"
done <"$TMP/h.out"

# The 9x9 fast path and the general solver are separate code: they must
# agree line for line, solving and counting.
for set in tdoku_forum_hardest_1905_11plus tdoku_serg_benchmark lloyd_amos_logic_solvable_16; do
    head -n 500 "$SHARED/sudoku9/$set.txt" >"$TMP/g.txt"
    $PUZC batch "$TMP/g.txt" >"$TMP/fast.out"
    $PUZC batch --no-fast "$TMP/g.txt" >"$TMP/gen.out"
    if [ "$set" = tdoku_serg_benchmark ] || [ "$set" = lloyd_amos_logic_solvable_16 ]; then
        # several solutions: the two may pick different ones; compare counts
        $PUZC batch --count 3 "$TMP/g.txt" >"$TMP/fast.out"
        $PUZC batch --count 3 --no-fast "$TMP/g.txt" >"$TMP/gen.out"
    fi
    expect_file "$set: fast path and general solver agree" "$TMP/fast.out" "$TMP/gen.out"
done

# ACS 16x16 and 25x25 (comma form) samples across fill levels.
for n in 16 25; do
    awk -F'\t' -v n=$n 'NR % 19 == 0' "$SHARED/sudokuNxN/acs_general_${n}x${n}.txt" | head -n $((n == 16 ? 60 : 25)) >"$TMP/a.txt"
    $PUZC batch "$TMP/a.txt" >"$TMP/a.out"
    expect_eq "ACS ${n}x${n} sample solved" 0 $?
    expect_eq "ACS ${n}x${n}: names echoed in order" "$(cut -f1 "$TMP/a.txt")" "$(cut -f1 "$TMP/a.out")"
done

# First solution of sparse 25x25 grids near the phase transition (40-50%
# given; dom/wdeg, Luby restarts): a sample solves, each answer verified.
grep -E '^inst25x25_(40|45|50)_[0-4]	' "$SHARED/sudokuNxN/acs_general_25x25.txt" >"$TMP/t.txt"
expect_status "ACS 25x25 at 40-50% given: 15 solved and verified" 0 $PUZC batch --time-limit 30 "$TMP/t.txt"
expect_eq "ACS 25x25 at 40-50%: no '!' lines" 0 "$(grep -c '^!' "$TMP/out")"

# The two instances that were slowest before lookahead branching (seconds
# each then; both under a second now): solved and verified.
grep -E '^inst25x25_45_(22|43)	' "$SHARED/sudokuNxN/acs_general_25x25.txt" >"$TMP/t.txt"
expect_status "ACS 25x25 45_22 and 45_43 solved and verified" 0 $PUZC batch --time-limit 30 "$TMP/t.txt"

# Counting on 25x25 runs the all-different GAC and probing at every node:
# counts up to 3 agree with DLX's (one, two and three-plus solutions occur).
grep -E '^inst25x25_(50|55|60|70)_[0-3]	' "$SHARED/sudokuNxN/acs_general_25x25.txt" >"$TMP/c.txt"
$PUZC batch --count 3 "$TMP/c.txt" >"$TMP/c.nat"
$PUZC batch --count 3 --backend dlx "$TMP/c.txt" >"$TMP/c.dlx"
expect_file "ACS 25x25 counts up to 3: native equals DLX" "$TMP/c.dlx" "$TMP/c.nat"
expect_eq "ACS 25x25 counts: 1, 2 and 3 all occur" 3 "$(sort -u "$TMP/c.nat" | wc -l | tr -d ' ')"

# Counting does not use the first-solution search: native's counts up to 3
# on 16x16 samples agree with DLX's, with dlx first (COUNT PORTFOLIO) and
# by native's own search alone (--no-hand-over)
awk -F'\t' 'NR % 97 == 0' "$SHARED/sudokuNxN/acs_general_16x16.txt" | head -n 15 >"$TMP/c.txt"
$PUZC batch --count 3 "$TMP/c.txt" >"$TMP/c.nat"
$PUZC batch --count 3 --backend dlx "$TMP/c.txt" >"$TMP/c.dlx"
expect_file "ACS 16x16 counts up to 3: native equals DLX" "$TMP/c.dlx" "$TMP/c.nat"
$PUZC batch --count 3 --no-hand-over "$TMP/c.txt" >"$TMP/c.own"
expect_file "ACS 16x16 counts up to 3: native's own search (--no-hand-over) equals DLX" "$TMP/c.dlx" "$TMP/c.own"

# PHASE: on grids above 9x9 made of rows, columns and boxes (or a Latin
# square), the first solution starts from the closed-form filling renamed
# to agree with the givens. What it reports must still be a solution of
# these givens (batch verifies every answer): empty grids of several box
# shapes, a Latin square, sparse grids whose givens the filling contradicts,
# and an X-Sudoku, whose diagonals the filling breaks (no phase there).
empty_line() { awk -v n="$1" 'BEGIN { printf "e%d\t", n; for (i = 0; i < n * n; i++) printf "%s0", (i ? "," : ""); print "" }'; }
for n in 16 36 64; do
    empty_line $n >"$TMP/e.txt"
    expect_status "empty ${n}x${n}: solved and verified" 0 $PUZC batch "$TMP/e.txt"
done
printf 'sudoku 3x4\n' >"$TMP/s34.puz"
printf 'latin 12\n' >"$TMP/l12.puz"
printf 'sudoku 4x4\ndistinct diagonals\n' >"$TMP/x16.puz"
printf 'sudoku 8x8\n' >"$TMP/s88.puz"
for f in s34 l12 x16 s88; do
    $PUZC solve "$TMP/$f.puz" >"$TMP/$f.sol"
    expect_status "$f: empty grid's first solution verifies" 0 $PUZC verify "$TMP/$f.puz" "$TMP/$f.sol"
done
for seed in 1 2 3; do
    $PUZC generate --fill --line --box 6x6 --seed $seed 2>/dev/null
done | awk -F'\t' '{ srand(NR); n = split($2, v, ","); printf "sp%d\t", NR
    for (i = 1; i <= n; i++) printf "%s%d", (i > 1 ? "," : ""), rand() < 0.1 ? v[i] : 0; print "" }' >"$TMP/sp.txt"
expect_status "sparse 36x36 (10% given): solved and verified" 0 $PUZC batch --time-limit 30 "$TMP/sp.txt"
# a row with two equal givens far apart: no solution, and the bulk step
# must not report one
awk -F'\t' 'NR == 1 { n = split($2, v, ","); for (i = 1; i <= n; i++) v[i] = 0; v[1] = 5; v[30] = 5
    printf "bad\t"; for (i = 1; i <= n; i++) printf "%s%d", (i > 1 ? "," : ""), v[i]; print "" }' "$TMP/sp.txt" >"$TMP/bad.txt"
expect_eq "36x36 with a value twice in a row: no solution" "! no solution" "$($PUZC batch "$TMP/bad.txt" | cut -c1-13)"
# counting never takes the phase: sparse 36x36 counts to 3 equal DLX's
$PUZC batch --count 3 "$TMP/sp.txt" >"$TMP/c.nat"
$PUZC batch --count 3 --backend dlx "$TMP/sp.txt" >"$TMP/c.dlx"
expect_file "sparse 36x36 counts up to 3: native equals DLX" "$TMP/c.dlx" "$TMP/c.nat"

# tails_counted WHAT LINES OUT: native's batch counts LINES to 2 (answers in
# OUT), every line settled (exit 4: stopped at the count) within 5 s
tails_counted() {
    measured $PUZC batch --count 2 --time-limit 20 "$2"
    cp "$TMP/out" "$3"
    if [ "$rc" = 4 ] && awk -v s="$sec" 'BEGIN { exit !(s < 5) }'; then
        ok "$1 counted to 2 in ${sec}s"
    else not_ok "$1: exit $rc after ${sec}s"; fi
}

# COUNT HAND-OVER (native_backend.c): a count past NATIVE_COUNT_CAP guesses
# goes on with dlx. ACS 16x16 inst16x16_30_45 took 79 s and 10.8 M
# guesses to count to 2 before; now within seconds, and every count of the
# set equals dlx's (and sat's on every 10th line).
if have_sets; then
    acs16=$SHARED/sudokuNxN/acs_general_16x16.txt
    grep -P '^inst16x16_(30_45|5_33|30_85|30_13)\t' "$acs16" >"$TMP/tail.txt"
    tails_counted "ACS 16x16 counting tails (inst16x16_30_45 ...)" "$TMP/tail.txt" "$TMP/tail.nat"
    $PUZC batch --count 2 --backend dlx "$TMP/tail.txt" >"$TMP/tail.dlx"
    expect_file "ACS 16x16 counting tails: native's counts equal dlx's" "$TMP/tail.dlx" "$TMP/tail.nat"
    $PUZC batch --count 2 --time-limit 20 "$acs16" >"$TMP/c16.nat"
    $PUZC batch --count 2 --time-limit 20 --backend dlx "$acs16" >"$TMP/c16.dlx"
    expect_file "ACS 16x16 counts to 2: native equals dlx on every line" "$TMP/c16.dlx" "$TMP/c16.nat"
    # native's own counts (no dlx first) on every 3rd line but the tails,
    # whose own counts take minutes
    awk 'NR % 3 == 0' "$acs16" | grep -v -P '^inst16x16_(30_45|5_33|30_85|30_13|30_94)\t' >"$TMP/c16o.txt"
    $PUZC batch --count 2 --time-limit 20 --backend dlx "$TMP/c16o.txt" >"$TMP/c16o.dlx"
    $PUZC batch --count 2 --time-limit 20 --no-hand-over "$TMP/c16o.txt" >"$TMP/c16o.own"
    expect_file "ACS 16x16 counts to 2 (every 3rd line): native's own search equals dlx" "$TMP/c16o.dlx" "$TMP/c16o.own"
    awk 'NR % 10 == 1' "$acs16" >"$TMP/c16s.txt"
    $PUZC batch --count 2 --time-limit 20 "$TMP/c16s.txt" >"$TMP/c16s.nat"
    $PUZC batch --count 2 --time-limit 20 --backend sat "$TMP/c16s.txt" >"$TMP/c16s.sat"
    expect_file "ACS 16x16 counts to 2 (every 10th line): native equals sat" "$TMP/c16s.sat" "$TMP/c16s.nat"
    # a handed-over count passes each solution to the caller once
    grep -P '^inst16x16_30_45\t' "$acs16" | cut -f2 | tr , '\n' |
        awk '{ printf "%s", $1 == 0 ? "." : $1 < 10 ? $1 : sprintf("%c", 55 + $1) } NR % 16 == 0 { print "" }' |
        { echo "sudoku 4x4"; echo givens; cat; } >"$TMP/t45.puz"
    $PUZC solve "$TMP/t45.puz" --all --time-limit 1 --line 2>/dev/null | grep -v solutions >"$TMP/all.txt"
    n=$(wc -l <"$TMP/all.txt"); d=$(sort "$TMP/all.txt" | uniq -d | wc -l)
    if [ "$n" -ge 2 ] && [ "$d" = 0 ]; then ok "inst16x16_30_45 --all after the hand-over: $n solutions, none twice"
    else not_ok "inst16x16_30_45 --all after the hand-over: $n solutions, $d twice"; fi
else
    skip "ACS 16x16 counting tails (no shared sets)"
fi

# INTERLEAVED COUNT (native_backend.c): past dlx's first turn (16 nodes a
# cell; 2 on 30_13 and 35_13, dense: DENSE FIRST TURNS) dlx and native
# take turns, each resumed where it paused (dlx.h's PAUSE AND RESUME,
# run.c's PAUSED COUNTS). Four ACS 16x16 lines whose
# counts to 2 switch (dlx settles 5_6 and 10_16 after 20,659 and 7,781
# nodes, native 30_13 and 35_13, where dlx takes 1.5 M), and grids made
# from their solutions with cells blanked by a fixed LCG (40-45% kept)
# whose exact counts (77 to 576) take dlx 5,341-19,682 nodes: counted to 2,
# 7 and 1,000, native equals dlx and native's own search (--no-hand-over).
if have_sets; then
    acs16=$SHARED/sudokuNxN/acs_general_16x16.txt
    grep -P '^inst16x16_(5_6|10_16|30_13|35_13)\t' "$acs16" >"$TMP/sw.txt"
    $PUZC batch "$TMP/sw.txt" | awk -F'\t' -v keep='10_16:45:11 30_13:45:3 30_13:45:8 30_13:40:1 35_13:45:8' '
        BEGIN { n = split(keep, k, " ") }
        { split($2, v, ","); name = substr($1, 11)
          for (i = 1; i <= n; i++) {
              split(k[i], f, ":"); if (f[1] != name) continue
              x = f[3]; line = ""
              for (c = 1; c <= 256; c++) {
                  x = (x * 16807) % 2147483647 # exact in doubles
                  line = line (c > 1 ? "," : "") (int(x / 65536) % 100 < f[2] ? v[c] : 0)
              }
              print $1 "_k" f[2] "_s" f[3] "\t" line
          } }' >"$TMP/swg.txt"
    cat "$TMP/sw.txt" "$TMP/swg.txt" >"$TMP/swa.txt"
    # the counts of FILE to each N by native (in turns) equal OTHER's and
    # native's own search's (--no-hand-over); the last run's answers stay
    # in FILE.nat
    turns_agree() { # WHAT FILE OTHER N...
        what=$1 f=$2 other=$3
        shift 3
        for n in "$@"; do
            $PUZC batch --count $n --time-limit 20 "$f" >"$f.nat"
            $PUZC batch --count $n --time-limit 20 --backend $other "$f" >"$f.other"
            $PUZC batch --count $n --time-limit 20 --no-hand-over "$f" >"$f.own"
            expect_file "$what, counts to $n: native equals $other" "$f.other" "$f.nat"
            expect_file "$what, counts to $n: native equals its own search" "$f.own" "$f.nat"
        done
    }
    turns_agree "interleaved counts on 9 lines that switch" "$TMP/swa.txt" dlx 2 7 1000
    expect_eq "interleaved counts to 1000: the blanked grids' exact counts" \
        "576 225 77 219 551" "$(tail -n 5 "$TMP/swa.txt.nat" | tr '\n' ' ' | sed 's/ $//')"
    # 25x25: native's count goes by learning, paused and resumed in turns
    # (cdcl.h's PAUSED COUNTS): 30_55 settled by learning after several
    # turns (dlx runs past 10 s), 20_50 and 40_80 by dlx after its first
    # 12,500 nodes (13,305 and 20,443); 45_60 and 45_80 (45% given) by
    # learning alone after dlx's first turn (LEARNING ALONE); counted to 2
    # and 10 against sat and native's own
    grep -P '^inst25x25_(20_50|30_55|40_80|45_60|45_80)\t' "$SHARED/sudokuNxN/acs_general_25x25.txt" >"$TMP/sw25.txt"
    turns_agree "interleaved 25x25" "$TMP/sw25.txt" sat 2 10
    # each line passes dlx's first turn (4,096 nodes on 16x16): the turns run
    few=$($PUZC batch --count 1000 --json --backend dlx --time-limit 20 "$TMP/swa.txt" |
        python3 -c 'import json, sys; print(sum(json.loads(l)["effort"] <= 4096 for l in sys.stdin))')
    expect_eq "interleaved counts: every line takes dlx past its first turn" 0 "$few"
    # DENSE FIRST TURNS (native_backend.c): on 16x16 at 30-45% given dlx's
    # first turn is 512 nodes, native's 64 guesses. 35_64: native settles
    # it in its first turn (dlx alone 49,938 nodes, native 29 guesses:
    # effort 511 + 29); 40_70: dlx after native's first turn (567 nodes);
    # 35_81 and 40_18 in the turns that follow (dlx 91,638 and 2,845
    # nodes, native 508 and 114 guesses); counted to 2, 7 and 1,000 against
    # dlx and native's own search
    grep -P '^inst16x16_(35_64|40_70|35_81|40_18)\t' "$acs16" >"$TMP/swd.txt"
    turns_agree "dense first turns" "$TMP/swd.txt" dlx 2 7 1000
    expect_eq "dense first turns: 35_64 settled by native's first turn, 40_70 by dlx's second" \
        "540 633" "$($PUZC batch --count 2 --json "$TMP/swd.txt" | grep -E '_(35_64|40_70)"' |
            python3 -c 'import json, sys; print(" ".join(str(json.loads(l)["effort"]) for l in sys.stdin))')"
else
    skip "interleaved counts (no shared sets)"
fi

# COUNTING BY LEARNING (run.c): a 25x25 count of groups alone goes on by
# the conflict-driven search with blocking clauses. Tail lines of the plain
# search (inst25x25_45_21 ran past 10 s, 45_58 took 9.5 s; dlx runs past 10 s
# on each of them) count to 2 quickly and as sat counts them; counts up to
# 10 (8 solutions on 50_0; 4 on 55_4, one found by the plain search before
# the hand-over) equal dlx's and sat's, and every solution comes once, the
# same set as dlx's.
if have_sets; then
    acs25=$SHARED/sudokuNxN/acs_general_25x25.txt
    grep -P '^inst25x25_(45_21|45_58|40_76|30_55)\t' "$acs25" >"$TMP/l25.txt"
    tails_counted "ACS 25x25 counting tails (inst25x25_45_21 ...)" "$TMP/l25.txt" "$TMP/l25.nat"
    $PUZC batch --count 2 --time-limit 20 --backend sat "$TMP/l25.txt" >"$TMP/l25.sat"
    expect_file "ACS 25x25 counting tails: native's counts equal sat's" "$TMP/l25.sat" "$TMP/l25.nat"
    grep -P '^inst25x25_(50_0|55_4)\t' "$acs25" >"$TMP/m25.txt"
    $PUZC batch --count 10 "$TMP/m25.txt" >"$TMP/m25.nat"
    expect_eq "ACS 25x25 50_0 and 55_4 counted to 10: 8 and 4" "8
4" "$(cat "$TMP/m25.nat")"
    $PUZC batch --count 10 --backend dlx "$TMP/m25.txt" >"$TMP/m25.dlx"
    expect_file "ACS 25x25 counts to 10 by learning: native equals dlx" "$TMP/m25.dlx" "$TMP/m25.nat"
    $PUZC batch --count 10 --backend sat "$TMP/m25.txt" >"$TMP/m25.sat"
    expect_file "ACS 25x25 counts to 10 by learning: native equals sat" "$TMP/m25.sat" "$TMP/m25.nat"
    for l in 50_0 55_4; do
        grep -P "^inst25x25_${l}\t" "$acs25" | cut -f2 | tr , '\n' |
            awk '{ printf "%s", $1 == 0 ? "." : $1 < 10 ? $1 : sprintf("%c", 55 + $1) } NR % 25 == 0 { print "" }' |
            { echo "sudoku 5x5"; echo givens; cat; } >"$TMP/m$l.puz"
        $PUZC solve "$TMP/m$l.puz" --all --line 2>/dev/null | grep -v solutions | sort >"$TMP/all.nat"
        $PUZC solve "$TMP/m$l.puz" --all --line --backend dlx 2>/dev/null | grep -v solutions | sort >"$TMP/all.dlx"
        d=$(uniq -d "$TMP/all.nat" | wc -l)
        if [ -s "$TMP/all.nat" ] && [ "$d" = 0 ] && cmp -s "$TMP/all.nat" "$TMP/all.dlx"; then
            ok "inst25x25_$l --all by learning: $(wc -l <"$TMP/all.nat") solutions, none twice, dlx's set"
        else not_ok "inst25x25_$l --all by learning: $(wc -l <"$TMP/all.nat") solutions, $d twice, or not dlx's set"; fi
    done
else
    skip "ACS 25x25 counting by learning (no shared sets)"
fi

# SUM_APART (sums.c): an outside sum along a box's row or column is no cage
# in the model, but its cells share groups, so native narrows it by the
# sets of distinct values adding up to it. Janko Margin 16_9x9 (36 such
# sums, no givens) took 2,442 guesses and a hand-over to sat before; now
# native counts it alone, its count and solution those of sat and dlx.
if [ -f "$SHARED/janko/MarginSudoku.jsonl" ]; then
    grep '"16_9x9"' "$SHARED/janko/MarginSudoku.jsonl" >"$TMP/m16.jsonl"
    $PUZC import --format janko "$TMP/m16.jsonl" -o "$TMP/m16.puz" 2>"$TMP/err"
    for b in native sat dlx; do
        $PUZC solve "$TMP/m16.puz" --count 2 --backend $b --stats >"$TMP/m16.$b" 2>"$TMP/m16.$b.err"
    done
    if grep -q 'counted by' "$TMP/m16.native.err"; then
        not_ok "Margin 16_9x9 counted to 2 by native alone"; sed 's/^/    /' "$TMP/m16.native.err"
    else ok "Margin 16_9x9 counted to 2 by native alone (no hand-over)"; fi
    expect_file "Margin 16_9x9: native's count equals sat's" "$TMP/m16.sat" "$TMP/m16.native"
    expect_file "Margin 16_9x9: native's count equals dlx's" "$TMP/m16.dlx" "$TMP/m16.native"
    $PUZC solve "$TMP/m16.puz" >"$TMP/m16.sol" && $PUZC solve "$TMP/m16.puz" --backend sat >"$TMP/m16.ssol"
    expect_file "Margin 16_9x9: native's solution equals sat's" "$TMP/m16.ssol" "$TMP/m16.sol"
else
    skip "Margin 16_9x9 by native alone (no shared Janko set)"
fi

# SKYSCRAPER by automaton (links.c): Janko Skyscraper 07_9x9 took native
# alone 4,962 guesses under the bounds rule; the automaton settles it in a
# few dozen at most, its count and solution those of sat.
if [ -f "$SHARED/janko/SkyscraperSudoku.jsonl" ]; then
    grep '"07_9x9"' "$SHARED/janko/SkyscraperSudoku.jsonl" >"$TMP/s07.jsonl"
    $PUZC import --format janko "$TMP/s07.jsonl" -o "$TMP/s07.puz" 2>"$TMP/err"
    $PUZC solve "$TMP/s07.puz" --count 2 --no-hand-over --stats >"$TMP/s07.nat" 2>"$TMP/s07.err"
    g=$(sed -n 's/.* \([0-9]*\) guesses.*/\1/p' "$TMP/s07.err")
    if [ -n "$g" ] && [ "$g" -le 100 ]; then ok "Skyscraper 07_9x9 counted by native alone in $g guesses (<= 100)"
    else not_ok "Skyscraper 07_9x9 counted by native alone in ${g:-?} guesses (<= 100)"; fi
    $PUZC solve "$TMP/s07.puz" --count 2 --backend sat >"$TMP/s07.sat"
    expect_file "Skyscraper 07_9x9: native's count equals sat's" "$TMP/s07.sat" "$TMP/s07.nat"
    $PUZC solve "$TMP/s07.puz" >"$TMP/s07.sol" && $PUZC solve "$TMP/s07.puz" --backend sat >"$TMP/s07.ssol"
    expect_file "Skyscraper 07_9x9: native's solution equals sat's" "$TMP/s07.ssol" "$TMP/s07.sol"
else
    skip "Skyscraper 07_9x9 by native's automaton (no shared Janko set)"
fi

# The sum and skyscraper rules against sat on random models (sums_cross.py:
# 6x6 skyscrapers, 6x6 overlapping outside sums, plain sums and cages, 9x9
# little killers true for a filled grid), each counted to 200 by native's
# own search and by sat: every count the same, and enough of them neither
# 0 nor past the limit for the comparison to mean something.
python3 tests/sums_cross.py "$PUZC" "$TMP" 60 >"$TMP/cross.txt"
n=$(wc -l <"$TMP/cross.txt")
d=$(awk '$3 != $4' "$TMP/cross.txt" | wc -l)
k=$(awk '$3 ~ /^0:[0-9]+$/ && $3 != "0:0"' "$TMP/cross.txt" | wc -l)
if [ "$n" = 180 ] && [ "$d" = 0 ] && [ "$k" -ge 10 ]; then
    ok "sum and skyscraper rules: 180 random models count as sat counts ($k with 1..199 solutions)"
else
    not_ok "sum and skyscraper rules: $n models, $d counted otherwise than sat, $k with 1..199 solutions"
    awk '$3 != $4' "$TMP/cross.txt" | head -n 5 | sed 's/^/    /'
fi
