# t_lib.sh -- libpuzc as other programs see it: `make install` into a
# fresh prefix; every examples/*.c built from that prefix alone through
# pkg-config and linked statically through pkg-config --static (beside a
# file of names the library uses inside), each build run with its output
# checked against what puzc prints for the same job (embed on every
# backend, solve, count, external with each SAT solver installed, render's
# SVG, batch, generate's puzzles unique); the static archive defining and
# the shared library exporting puz_ names only, the public API from C
# (tests/unit/api_test.c: diagnostics as data, options, 64-bit counts, the
# callback, time limit and cancel on every backend and path), the option
# tables (every backend's options listed, foreign ones refused). (The man
# page's examples: tests/t_man.sh.)
# Under `make asan` (UNIT_CFLAGS set) the install is skipped and the
# examples are linked against the sanitized archive instead
# (LIBPUZC_PUBLIC, as tests/run.sh names it) and run the same way.
. tests/lib.sh
CC=${CC:-cc}
HARD=models/sudoku_9x9_hard.puz
# (not $want: expect_status sets that)
hard_line=$($PUZC solve "$HARD" --line)

# --- the archive: puz_ names only ----------------------------------------
# every global the archive defines is puz_*: none can clash with a name of
# the program that links it (the build's, checked under sanitizers too)
others=$(nm -g --defined-only "$LIBPUZC_PUBLIC" 2>/dev/null | awk 'NF == 3 && $3 !~ /^puz_/ { print $3 }')
nexp=$(nm -g --defined-only "$LIBPUZC_PUBLIC" 2>/dev/null | awk 'NF == 3 && $3 ~ /^puz_/' | wc -l)
expect_eq "nm -g: $LIBPUZC_PUBLIC defines puz_ names only" "" "$(echo $others | cut -c1-300)"
[ "$nexp" -ge 30 ] && ok "$LIBPUZC_PUBLIC defines the API ($nexp puz_ names)" ||
    not_ok "$LIBPUZC_PUBLIC defines only $nexp puz_ names"
# ... and the archive's names are the header's: every one it defines is
# declared in include/puzc.h (no internal puz_ name leaks out), and every
# function the header declares is defined (none promised and missing)
defined=$(nm -g --defined-only "$LIBPUZC_PUBLIC" 2>/dev/null | awk 'NF == 3 && $3 ~ /^puz_/ { print $3 }' | sort -u)
declared=$(sed -n 's/^PUZ_API[^(]*[ *]\(puz_[a-z0-9_]*\)(.*/\1/p' include/puzc.h | sort -u)
[ "$(echo "$declared" | wc -l)" -ge 100 ] && ok "include/puzc.h declares $(echo "$declared" | wc -l) functions" ||
    not_ok "include/puzc.h: only $(echo "$declared" | wc -l) PUZ_API functions read"
expect_eq "every puz_ name $LIBPUZC_PUBLIC defines is declared in include/puzc.h" "" \
    "$(comm -23 "$(printf '%s\n' "$defined" >"$TMP/def"; echo "$TMP/def")" \
              "$(printf '%s\n' "$declared" >"$TMP/decl"; echo "$TMP/decl")" | tr '\n' ' ')"
expect_eq "every function include/puzc.h declares is defined" "" \
    "$(comm -13 "$TMP/def" "$TMP/decl" | tr '\n' ' ')"
# the command line is a client of puzc.h alone: what its objects take from
# elsewhere is puz_ names or the C library's and the system's
if ls build/cli/*.o >/dev/null 2>&1 && [ "$LIBPUZC_PUBLIC" = build/libpuzc.a ]; then
    foreign=$(nm -u build/cli/*.o | awk 'NF == 2 { print $2 }' | grep -v '^puz_' | sort -u |
        while read -r sym; do nm -g --defined-only build/libpuzc-internal.a 2>/dev/null |
            awk -v s="$sym" 'NF == 3 && $3 == s { print s; exit }'; done)
    expect_eq "build/cli/*.o call no library function but puz_ ones" "" "$(echo $foreign)"
fi
# a program of its own with names the library uses inside (util's
# xmalloc, the IR's model_new, cdcl's luby, Bison's puzyyparse)
cat >"$TMP/clash.c" <<'CEOF'
#include <stddef.h>
int xmalloc(size_t n);
int model_new(void);
int luby(int i);
int puzyyparse(void);
int xmalloc(size_t n) { return (int)n; }
int model_new(void) { return 1; }
int luby(int i) { return i; }
int puzyyparse(void) { return 0; }
CEOF

# --- the installed library, and every example built from it -------------
# Every examples/*.c, each a client of puzc.h alone, is built from the
# installed prefix through pkg-config (shared) and linked -static through
# pkg-config --static beside the clashing names; each build is then run by
# check_examples below. Under sanitizers they link $LIBPUZC_PUBLIC instead.
EXAMPLES=$(ls examples/*.c | sed 's|examples/||; s|\.c$||')
built=""    # the builds to run: "" (shared, or sanitized) and "-static"
if [ -z "$UNIT_CFLAGS" ]; then
    P="$TMP/prefix"
    PCP="$P/lib/pkgconfig"
    if make -s install PREFIX="$P" >"$TMP/inst.log" 2>&1; then
        ok "make install PREFIX=... succeeds"
    else
        not_ok "make install failed"; sed 's/^/    /' "$TMP/inst.log" | tail -n 20
    fi
    for f in bin/puzc include/puzc.h lib/libpuzc.a lib/libpuzc.so lib/libpuzc.so.1 \
             lib/pkgconfig/puzc.pc share/man/man1/puzc.1; do
        [ -e "$P/$f" ] && ok "installed $f" || not_ok "missing after install: $f"
    done
    soname=$(objdump -p "$P/lib/libpuzc.so" 2>/dev/null | awk '/SONAME/ { print $2 }')
    expect_eq "libpuzc.so has the soname libpuzc.so.1" "libpuzc.so.1" "$soname"
    others=$(nm -D --defined-only "$P/lib/libpuzc.so" | awk '{ print $3 }' | grep -v '^puz_')
    expect_eq "nm -D: libpuzc.so exports puz_ names only" "" "$others"
    nexp=$(nm -D --defined-only "$P/lib/libpuzc.so" | grep -c ' T puz_')
    [ "$nexp" -ge 30 ] && ok "libpuzc.so exports the API ($nexp functions)" ||
        not_ok "only $nexp puz_ functions exported"
    others=$(nm -g --defined-only "$P/lib/libpuzc.a" | awk 'NF == 3 && $3 !~ /^puz_/ { print $3 }')
    expect_eq "nm -g: the installed libpuzc.a defines puz_ names only" "" "$(echo $others | cut -c1-300)"
    pc=$(PKG_CONFIG_PATH="$PCP" pkg-config --libs puzc)
    case "$pc" in *-lpuzc*) ok "pkg-config --libs names puzc" ;;
        *) not_ok "pkg-config --libs puzc: '$pc'" ;; esac
    pc=$(PKG_CONFIG_PATH="$PCP" pkg-config --static --libs puzc)
    case "$pc" in *-lpuzc*-lglpk*-lltdl*-lpicosat*-lgmp*-lz*) ok "pkg-config --static --libs adds glpk and what it needs, picosat" ;;
        *) not_ok "pkg-config --static --libs puzc: '$pc'" ;; esac
    shared_ok=1 static_ok=1
    for x in $EXAMPLES; do
        # built from the prefix alone: in $TMP, no -I or -L into the source tree
        if (cd "$TMP" && $CC -std=c11 -Wall -Wextra -Werror "$OLDPWD/examples/$x.c" \
                $(PKG_CONFIG_PATH="$PCP" pkg-config --cflags --libs puzc) -o "$TMP/$x") >"$TMP/cc.err" 2>&1; then
            ok "examples/$x.c builds from the installed prefix with pkg-config"
            ldd "$TMP/$x" 2>/dev/null | grep -q "$P/lib/libpuzc.so.1" &&
                ok "$x runs against the installed libpuzc.so.1" ||
                not_ok "$x is not linked to the installed shared library"
        else
            not_ok "examples/$x.c does not build"; sed 's/^/    /' "$TMP/cc.err" | head; shared_ok=0
        fi
        # linked statically (-static: the archive, and every library from
        # its own archive) with pkg-config --static, beside a file of the
        # clashing names; glibc warns that GLPK's and cairo's dlopen (and
        # getpwnam and the like) need its shared libraries at run time,
        # which is so, and not an error
        if (cd "$TMP" && $CC -std=c11 -Wall -Wextra -Werror -static "$OLDPWD/examples/$x.c" clash.c \
                $(PKG_CONFIG_PATH="$PCP" pkg-config --static --cflags --libs puzc) \
                -o "$TMP/$x-static") >"$TMP/cc.err" 2>&1; then
            ok "examples/$x.c links statically with pkg-config --static, beside xmalloc, model_new, luby, puzyyparse of its own"
            readelf -d "$TMP/$x-static" 2>/dev/null | grep -q NEEDED &&
                not_ok "$x-static needs shared libraries" || ok "$x-static is a static executable"
        else
            not_ok "examples/$x.c does not link statically"
            grep -v 'statically linked\|in function' "$TMP/cc.err" | sed 's/^/    /' | head; static_ok=0
        fi
    done
    [ $shared_ok = 1 ] && built="$built shared"
    [ $static_ok = 1 ] && built="$built static"
else
    sane_ok=1
    for x in $EXAMPLES; do
        if $CC -std=c11 -Wall -Wextra $UNIT_CFLAGS -Iinclude "examples/$x.c" "$TMP/clash.c" "$LIBPUZC_PUBLIC" \
                $UNIT_LIBS -o "$TMP/$x" 2>"$TMP/cc.err"; then
            ok "examples/$x.c builds against $LIBPUZC_PUBLIC, beside xmalloc, model_new, luby, puzyyparse of its own"
        else
            not_ok "examples/$x.c does not build"; sed 's/^/    /' "$TMP/cc.err" | head; sane_ok=0
        fi
    done
    [ $sane_ok = 1 ] && built=shared
fi
# clang's warnings too, where clang is installed
if command -v clang >/dev/null 2>&1; then
    for x in $EXAMPLES; do
        if clang -std=c11 -Wall -Wextra -Werror -fsyntax-only -Iinclude "examples/$x.c" 2>"$TMP/cc.err"; then
            ok "examples/$x.c: clang -Wall -Wextra -Werror is clean"
        else
            not_ok "examples/$x.c: clang warns"; sed 's/^/    /' "$TMP/cc.err" | head
        fi
    done
else
    skip "clang not installed: the examples' clang warnings"
fi

# --- every example run, its output checked against puzc's ---------------
printf 'sudoku 2x2\n' >"$TMP/empty4.puz"   # 288 solutions
printf 'sudoku 3x3\n' >"$TMP/empty9.puz"   # too many to count
# no solution, though no two givens clash: r1c3 has no value left
printf 'sudoku 2x2\ngivens\n1 2 . .\n. . 3 .\n. . 4 .\n. . . .\n' >"$TMP/unsat.puz"
printf 'sudoku 2x2\ngivens\n1 1 . .\n. . . .\n. . . .\n. . . .\n' >"$TMP/dup.puz"
# a batch file: generated puzzles (some named), a blank line, a line that is
# no puzzle, one with no solution, a comma line
{ $PUZC generate --count 5 --seed 3 --line
  echo
  echo "hello"
  echo "11..............................................................................."
  printf 'four\t0,3,0,0,4,0,0,0,0,2,0,0,0,0,0,1\n'
  $PUZC generate --count 3 --seed 9 --line | sed 's/$/ named/'
} >"$TMP/lines.txt" 2>/dev/null
$PUZC batch "$TMP/lines.txt" >"$TMP/lines.want" 2>/dev/null
SAT_SOLVERS="picosat minisat cadical"
SOLVE_MODELS="models/sudoku_4x4.puz models/killer_9x9.puz models/jigsaw_9x9.puz models/sudoku_16x16.puz $HARD"
RENDER_MODELS="models/sudoku_4x4.puz models/killer_9x9.puz models/jigsaw_9x9.puz $HARD"
# the digits an SVG shows in its cells, in order (Killer sums are class "sum")
svg_digits() { sed -n 's/.*<text class="\(given\|solved\)"[^>]*>\([^<]*\)<\/text>.*/\2/p' "$1" | tr -d '\n'; }
# well-formed XML with an svg root
svg_ok() {
    if command -v xmllint >/dev/null 2>&1; then
        xmllint --noout "$1" 2>/dev/null && grep -q '<svg ' "$1"
    else
        grep -q '<svg ' "$1" && tail -n 1 "$1" | grep -q '^</svg>$'
    fi
}

# check_examples SUFFIX LABEL -- runs $TMP/NAME$SUFFIX for every example
check_examples() {
    sfx=$1 how=$2
    for x in $EXAMPLES; do
        X="$TMP/$x$sfx"
        case $x in
        embed)
            for b in $($PUZC backends --names); do
                expect_eq "embed ($how) $HARD $b: the solution puzc solve prints" "$hard_line" "$("$X" "$HARD" "$b" 2>&1)"
            done
            expect_eq "embed ($how) sat --encoding minimal --amo sequential" "$hard_line" \
                "$("$X" "$HARD" sat --encoding minimal --amo sequential 2>&1)"
            expect_status "embed ($how): a foreign option is refused" 2 "$X" "$HARD" native --amo pairwise
            expect_status "embed ($how): a bad model gives the located messages" 2 "$X" tests/bad/given_repeat_row.puz
            expect_eq "embed ($how): the message is the compiler's, as puzc prints it" \
                "$($PUZC check tests/bad/given_repeat_row.puz 2>&1 >/dev/null)" "$(cat "$TMP/err")"
            expect_status "embed ($how): a contradictory model is an input error" 2 "$X" "$TMP/dup.puz"
            ;;
        solve)
            for m in $SOLVE_MODELS; do
                expect_eq "solve ($how) $m: the grid puzc solve prints" "$($PUZC solve "$m" 2>&1)" "$("$X" "$m" 2>&1)"
            done
            "$X" "$TMP/empty4.puz" >"$TMP/out" 2>&1
            expect_eq "solve ($how) an empty 4x4: a grid, then (not unique)" "(not unique)" "$(tail -n 1 "$TMP/out")"
            expect_eq "solve ($how) an empty 4x4: the grid is a solution (puzc verify)" "valid" \
                "$(head -n 4 "$TMP/out" | $PUZC verify "$TMP/empty4.puz" - 2>&1)"
            expect_status "solve ($how): no solution is exit 1" 1 "$X" "$TMP/unsat.puz"
            expect_eq "solve ($how): no solution says so" "no solution" "$(cat "$TMP/out")"
            expect_status "solve ($how): a bad model is exit 2" 2 "$X" tests/bad/given_repeat_row.puz
            ;;
        count)
            for b in native sat dlx ilp; do
                expect_eq "count ($how) sudoku_4x4 $b 2: puzc solve --count 2's count, complete" \
                    "$($PUZC solve models/sudoku_4x4.puz --backend $b --count 2) complete" \
                    "$("$X" models/sudoku_4x4.puz $b 2 2>&1)"
            done
            for b in native sat dlx; do   # ilp takes over 10 s to count 288
                expect_eq "count ($how) an empty 4x4 on $b, all: puzc solve --count 1000's" \
                    "$($PUZC solve "$TMP/empty4.puz" --backend $b --count 1000) complete" \
                    "$("$X" "$TMP/empty4.puz" $b 2>&1)"
                # (the library's count up to 100 is complete; the command
                # line prints it 100+: there may be more)
                expect_eq "count ($how) an empty 4x4 on $b up to 100: puzc solve --count 100's" \
                    "$($PUZC solve "$TMP/empty4.puz" --backend $b --count 100 | sed 's/+$//') complete" \
                    "$("$X" "$TMP/empty4.puz" $b 100 2>&1)"
            done
            expect_eq "count ($how) no solution: 0, complete" "0 complete" "$("$X" "$TMP/unsat.puz" native 2 2>&1)"
            expect_status "count ($how) an empty 9x9 in 0.2 s: exit 1" 1 "$X" "$TMP/empty9.puz" native all 0.2
            case "$(cat "$TMP/out") / $(cat "$TMP/err")" in
            [1-9]*" incomplete / count: time limit reached: at least "*) ok "count ($how): a count cut short says incomplete, and the limit" ;;
            *) not_ok "count ($how): a count cut short: $(cat "$TMP/out") / $(cat "$TMP/err")" ;;
            esac
            expect_status "count ($how): heuristic cannot count: exit 2" 2 "$X" models/sudoku_4x4.puz heuristic
            expect_status "count ($how): N 0 is refused" 2 "$X" models/sudoku_4x4.puz native 0
            ;;
        external)
            for s in $SAT_SOLVERS; do
                if ! command -v $s >/dev/null 2>&1; then
                    skip "external ($how) with $s: $s not installed"; continue
                fi
                for m in "$HARD" models/killer_9x9.puz; do
                    expect_eq "external ($how) $m $s: the grid puzc solve prints" \
                        "$($PUZC solve "$m" 2>&1)" "$("$X" "$m" $s 2>/dev/null)"
                done
                expect_status "external ($how) $s on a puzzle with no solution: exit 1" 1 "$X" "$TMP/unsat.puz" $s
                expect_eq "external ($how) $s: UNSATISFIABLE is 'no solution'" "no solution" "$(cat "$TMP/out")"
            done
            expect_status "external ($how): a solver that is not there is exit 2" 2 "$X" "$HARD" "$TMP/no-such-solver"
            ;;
        render)
            for m in $RENDER_MODELS; do
                rm -f "$TMP/x.svg"
                expect_status "render ($how) $m: exit 0" 0 "$X" "$m" "$TMP/x.svg"
                svg_ok "$TMP/x.svg" && ok "render ($how) $m: a well-formed SVG" ||
                    { not_ok "render ($how) $m: not a well-formed SVG"; head -n 3 "$TMP/x.svg" | sed 's/^/    /'; }
                expect_eq "render ($how) $m: its cells hold the solution's digits" \
                    "$($PUZC solve "$m" --line)" "$(svg_digits "$TMP/x.svg")"
                $PUZC render "$m" --solve -o "$TMP/p.svg"
                expect_file "render ($how) $m: the picture puzc render --solve draws" "$TMP/p.svg" "$TMP/x.svg"
            done
            "$X" models/jigsaw_9x9.puz "$TMP/x.svg" tint=on cell=40
            $PUZC render models/jigsaw_9x9.puz --solve --tint --cell 40 -o "$TMP/p.svg"
            expect_file "render ($how) tint=on cell=40: puzc render --solve --tint --cell 40's" "$TMP/p.svg" "$TMP/x.svg"
            expect_status "render ($how): a setting's bad value is exit 2" 2 "$X" "$HARD" "$TMP/x.svg" tint=maybe
            rm -f "$TMP/u.svg"
            expect_status "render ($how): no solution is exit 1" 1 "$X" "$TMP/unsat.puz" "$TMP/u.svg"
            [ -e "$TMP/u.svg" ] && not_ok "render ($how): a picture written with no solution" ||
                ok "render ($how): no picture without a solution"
            ;;
        batch)
            "$X" "$TMP/lines.txt" >"$TMP/out" 2>"$TMP/err"; st=$?
            expect_eq "batch ($how): exit 0, bad lines and all" 0 $st
            expect_eq "batch ($how): the answers puzc batch prints" \
                "$(grep -v '^!' "$TMP/lines.want")" "$(grep -v '^!' "$TMP/out")"
            expect_eq "batch ($how): lines without an answer are reported where puzc batch reports them" \
                "$(grep -n '^!' "$TMP/lines.want" | cut -d: -f1 | tr '\n' ' ')" \
                "$(grep -n '^!' "$TMP/out" | cut -d: -f1 | tr '\n' ' ')"
            expect_eq "batch ($how): line 7 is no puzzle, line 8 has no solution" \
                "! line 7: bad line|! line 8: no solution" \
                "$(grep '^!' "$TMP/out" | cut -d: -f1-2 | paste -sd'|')"
            case "$(cat "$TMP/err")" in
            "9 of 12 lines solved on "*) ok "batch ($how): 9 of 12 lines solved" ;;
            *) not_ok "batch ($how): $(cat "$TMP/err")" ;; esac
            expect_eq "batch ($how): from standard input, the same" "$(cat "$TMP/out")" \
                "$("$X" <"$TMP/lines.txt" 2>/dev/null)"
            ;;
        generate)
            for lv in any hard; do
                "$X" 6 $lv 7 >"$TMP/gen" 2>"$TMP/err"; st=$?
                expect_eq "generate ($how) 6 $lv 7: exit 0" 0 $st
                # puzc generate takes no --difficulty any: it is no --difficulty
                expect_eq "generate ($how) 6 $lv 7: the puzzles puzc generate --count 6 --seed 7 makes" \
                    "$($PUZC generate --count 6 --seed 7 $([ $lv = any ] || echo --difficulty $lv) --line 2>/dev/null)" \
                    "$(cut -f1 "$TMP/gen")"
                expect_eq "generate ($how) 6 $lv 7: seeds 7..12 named" "#0 seed 7|#5 seed 12" \
                    "$(cut -f2 "$TMP/gen" | sed -n '1p;6p' | cut -d' ' -f1-3 | paste -sd'|')"
                counts=$(while read -r l; do printf '%s\n' "$l" | $PUZC solve - --count 2; done <"$TMP/gen" | sort | uniq -c | awk '{ print $1 "x" $2 }')
                expect_eq "generate ($how) 6 $lv 7: each puzzle unique (puzc solve --count 2)" "6x1" "$counts"
            done
            expect_eq "generate ($how) hard: each of level hard" "hard hard hard hard hard hard" \
                "$(awk -F'\t' '{ split($2, w, " "); print w[4] }' "$TMP/gen" | paste -sd' ')"
            expect_status "generate ($how): a level that is none is exit 2" 2 "$X" 1 impossible
            ;;
        *)
            not_ok "examples/$x.c is run by no check of tests/t_lib.sh: add one" ;;
        esac
    done
}
for b in $built; do
    case $b in
    shared) if [ -z "$UNIT_CFLAGS" ]; then check_examples "" shared; else check_examples "" sanitized; fi ;;
    static) check_examples -static static ;;
    esac
done

# --- the API from C: diagnostics as data, options, counts, limits, cancel ---
if $CC -std=c11 -O2 -Wall -Wextra -Werror $UNIT_CFLAGS -Iinclude tests/unit/api_test.c \
        "$LIBPUZC_PUBLIC" $UNIT_LIBS -o "$TMP/api_test" 2>"$TMP/cc.err"; then
    "$TMP/api_test" || not_ok "api_test exited $?"
else
    not_ok "tests/unit/api_test.c builds"; sed 's/^/    /' "$TMP/cc.err" | head
fi

# --- the option tables ----------------------------------------------------
# What each backend takes, written out here: adding or renaming an option
# must update this list (and the manual).
spec() {
    case $1 in
    native) echo "method no-fast no-hand-over threads seed" ;;
    sat) echo "encoding amo cage no-reduce propagate-only verbose" ;;
    dlx) echo "cage no-reduce no-fast" ;;
    heuristic) echo "method seed iterations tabu-size variant alpha verbose" ;;
    ilp) echo "formulation no-eliminate bounds heuristics verbose" ;;
    esac
}
all_opts="method no-fast no-hand-over encoding amo cage no-reduce propagate-only verbose seed iterations
          tabu-size variant alpha formulation no-eliminate bounds heuristics threads"
$PUZC backends >"$TMP/backends.txt"
for b in native sat dlx heuristic ilp; do
    listed=$(awk -v b="$b" '/^[a-z]/ { cur = $1 } cur == b && $1 ~ /^--/ { sub("--", "", $1); printf "%s ", $1 }' \
        "$TMP/backends.txt" | sed 's/ $//')
    expect_eq "puzc backends lists $b's options" "$(spec $b)" "$listed"
    for o in $all_opts; do
        case " $(spec $b) " in *" $o "*) continue ;; esac
        $PUZC solve "$HARD" --backend "$b" --"$o" 1 >/dev/null 2>"$TMP/e" ||
            $PUZC solve "$HARD" --backend "$b" --"$o" >/dev/null 2>>"$TMP/e"
        st=$?
        if [ "$st" = 2 ] && grep -q "backend $b has no option --$o (it takes --" "$TMP/e"; then
            ok "$b refuses --$o, naming what it takes"
        else
            not_ok "$b and --$o: exit $st"; sed 's/^/    /' "$TMP/e" | head -n 3
        fi
    done
done
$PUZC solve "$HARD" --method xyz >/dev/null 2>"$TMP/e"; st=$?
expect_eq "native --method xyz: exit 2 and the methods native takes" \
    "2 puzc solve: error: native: unknown --method 'xyz' (have: bitset backtrack fc-mrv norvig)" "$st $(cat "$TMP/e")"
$PUZC solve "$HARD" --backend heuristic --method grasp --alpha x >/dev/null 2>"$TMP/e"; st=$?
expect_eq "a number option with a word: refused" \
    "2 puzc solve: error: heuristic: --alpha wants a non-negative number, not 'x'" "$st $(cat "$TMP/e")"
$PUZC batch --backend dlx --encoding minimal </dev/null >/dev/null 2>"$TMP/e"; st=$?
expect_eq "batch refuses a foreign option too" \
    "2 puzc batch: error: backend dlx has no option --encoding (it takes --cage, --no-reduce, --no-fast)" \
    "$st $(cat "$TMP/e")"
$PUZC emit "$HARD" --format cnf --formulation classic >/dev/null 2>"$TMP/e"; st=$?
expect_eq "emit refuses an option of another backend's format" \
    "2 puzc emit: error: backend sat has no option --formulation (it takes --encoding, --amo, --cage, --no-reduce, --propagate-only, --verbose)" \
    "$st $(cat "$TMP/e")"
$PUZC solve --help >"$TMP/help"
for b in native sat dlx heuristic ilp; do
    for o in $(spec $b); do
        grep -q -- "--$o" "$TMP/help" || not_ok "solve --help does not show --$o"
    done
done
ok "solve --help shows every option of every table"

# The man page's examples are run by tests/t_man.sh.
