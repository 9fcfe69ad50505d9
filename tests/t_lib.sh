# t_lib.sh -- libpuzc as other programs see it: `make install` into a
# fresh prefix, examples/embed.c built from that prefix alone through
# pkg-config and run on every backend, and linked statically through
# pkg-config --static; the static archive defining and the shared library
# exporting puz_ names only, the public API from C (tests/unit/api_test.c: diagnostics as
# data, options, 64-bit counts, the callback, time limit and cancel on every
# backend and path), the option tables (every backend's options listed,
# foreign ones refused). (The man page's examples: tests/t_man.sh.)
# Under `make asan` (UNIT_CFLAGS set) the install is skipped and embed is
# linked against the sanitized archive instead (LIBPUZC_PUBLIC, as
# tests/run.sh names it).
. tests/lib.sh
CC=${CC:-cc}
HARD=models/sudoku_9x9_hard.puz
want=$($PUZC solve "$HARD" --line)

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

# --- the installed library ----------------------------------------------
if [ -z "$UNIT_CFLAGS" ]; then
    P="$TMP/prefix"
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
    pc=$(PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --libs puzc)
    case "$pc" in *-lpuzc*) ok "pkg-config --libs names puzc" ;;
        *) not_ok "pkg-config --libs puzc: '$pc'" ;; esac
    pc=$(PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --static --libs puzc)
    case "$pc" in *-lpuzc*-lglpk*-lltdl*-lpicosat*-lgmp*-lz*) ok "pkg-config --static --libs adds glpk and what it needs, picosat" ;;
        *) not_ok "pkg-config --static --libs puzc: '$pc'" ;; esac
    # built from the prefix alone: no -I or -L into the source tree
    if (cd "$TMP" && PKG_CONFIG_PATH="$P/lib/pkgconfig" $CC -std=c11 -Wall -Wextra -Werror \
            "$OLDPWD/examples/embed.c" $(PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --cflags --libs puzc) \
            -o "$TMP/embed") >"$TMP/cc.err" 2>&1; then
        ok "examples/embed.c builds from the installed prefix with pkg-config"
    else
        not_ok "examples/embed.c does not build"; sed 's/^/    /' "$TMP/cc.err" | head
    fi
    ldd "$TMP/embed" 2>/dev/null | grep -q "$P/lib/libpuzc.so.1" &&
        ok "embed runs against the installed libpuzc.so.1" ||
        not_ok "embed is not linked to the installed shared library"
    # linked statically (-static: the archive, and every library from its
    # own archive) with pkg-config --static, beside a file of the clashing
    # names; glibc warns that GLPK's and cairo's dlopen need its shared
    # libraries at run time, which is so, and not an error
    if (cd "$TMP" && $CC -std=c11 -Wall -Wextra -Werror -static "$OLDPWD/examples/embed.c" clash.c \
            $(PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --static --cflags --libs puzc) \
            -o "$TMP/embed-static") >"$TMP/cc.err" 2>&1; then
        ok "examples/embed.c links statically with pkg-config --static, beside xmalloc, model_new, luby, puzyyparse of its own"
        readelf -d "$TMP/embed-static" 2>/dev/null | grep -q NEEDED &&
            not_ok "embed-static needs shared libraries" || ok "embed-static is a static executable"
        for b in native dlx sat ilp; do
            expect_eq "embed-static $HARD $b: the solution puzc solve prints" "$want" \
                "$("$TMP/embed-static" "$HARD" "$b" 2>&1)"
        done
    else
        not_ok "examples/embed.c does not link statically"; grep -v 'dlopen.*statically linked\|in function' "$TMP/cc.err" | sed 's/^/    /' | head
    fi
else
    if $CC -std=c11 -Wall -Wextra $UNIT_CFLAGS -Iinclude examples/embed.c "$TMP/clash.c" "$LIBPUZC_PUBLIC" $UNIT_LIBS \
            -o "$TMP/embed" 2>"$TMP/cc.err"; then
        ok "examples/embed.c builds against $LIBPUZC_PUBLIC, beside xmalloc, model_new, luby, puzyyparse of its own"
    else
        not_ok "examples/embed.c does not build"; sed 's/^/    /' "$TMP/cc.err" | head
    fi
fi

# --- embed on every backend, checked against puzc solve -----------------
for b in $($PUZC backends --names); do
    expect_eq "embed $HARD $b: the solution puzc solve prints" "$want" "$("$TMP/embed" "$HARD" "$b" 2>&1)"
done
expect_eq "embed sat --encoding minimal --amo sequential" "$want" \
    "$("$TMP/embed" "$HARD" sat --encoding minimal --amo sequential 2>&1)"
expect_status "embed: a foreign option is refused" 2 "$TMP/embed" "$HARD" native --amo pairwise
expect_status "embed: a bad model gives the located messages" 2 "$TMP/embed" tests/bad/given_repeat_row.puz
expect_eq "embed: the message is the compiler's, as puzc prints it" \
    "$($PUZC check tests/bad/given_repeat_row.puz 2>&1 >/dev/null)" "$(cat "$TMP/err")"
printf 'sudoku 2x2\ngivens\n1 1 . .\n. . . .\n. . . .\n. . . .\n' >"$TMP/dup.puz"
expect_status "embed: a contradictory model is an input error" 2 "$TMP/embed" "$TMP/dup.puz"

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
    native) echo "method no-fast threads seed" ;;
    sat) echo "encoding amo cage no-reduce propagate-only verbose" ;;
    dlx) echo "cage no-reduce no-fast" ;;
    heuristic) echo "method seed iterations tabu-size variant alpha verbose" ;;
    ilp) echo "formulation no-eliminate bounds heuristics verbose" ;;
    esac
}
all_opts="method no-fast encoding amo cage no-reduce propagate-only verbose seed iterations
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
