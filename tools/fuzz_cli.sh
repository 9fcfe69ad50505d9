#!/bin/sh
# fuzz_cli.sh -- the structure-aware generator (tests/fuzz/gen_model.c)
# driving the real program: for each seed, a generated model goes through
# `check`; a model that checks is counted to 2 on every backend that takes
# its size (`solve --count 2 --json`: counts that finish must agree, every
# solution printed must pass `puzc verify`), run on the heuristic, emitted
# in every format, drawn (svg, text, png, --solve), rated (also --steps),
# converted when it is a Latin square (the Sudoku's count must match), and
# an answer generated from its solution decoded and verified; generated batch lines
# (plain, --killer, --count 2 on native and sat, --jobs 2) go through
# `batch`. Every command runs with short limits under `timeout`; any
# sanitizer report, signal, timeout, exit status the manual does not list
# for the command, or model error not written `file:line:col: error: ...`
# (the line, a caret) is a failure, kept in KEEP/SEED-N/ (the input, the
# command, its stderr).
#
#   tools/fuzz_cli.sh [--seconds S | --count N] [--seed S] [--quick] [--keep DIR]
#
# PUZC (default ./puzc-asan when built, else ./puzc) is the program;
# GEN_MODEL the generator (default: built here with cc). --quick (make
# check's slice, tests/t_fuzz.sh): check, native's count with its solution
# verified and one emitted format per model, batch every tenth seed. The
# last line is the summary `fuzz_cli: N models (V valid), M commands, F
# failed, K known`; exit 1 when anything failed.
cd "$(dirname "$0")/.." || exit 2
secs=0 count=0 seed=1 quick=0 keep=build-fuzz/cli-fail
while [ $# -gt 0 ]; do
    case $1 in
    --seconds) secs=$2; shift ;;
    --count) count=$2; shift ;;
    --seed) seed=$2; shift ;;
    --quick) quick=1 ;;
    --keep) keep=$2; shift ;;
    *) echo "usage: tools/fuzz_cli.sh [--seconds S | --count N] [--seed S] [--quick] [--keep DIR]" >&2
       exit 2 ;;
    esac
    shift
done
[ "$secs" = 0 ] && [ "$count" = 0 ] && count=100
if [ -z "$PUZC" ]; then
    PUZC=./puzc
    [ -x ./puzc-asan ] && PUZC=./puzc-asan
fi
[ -x "$PUZC" ] || { echo "fuzz_cli.sh: $PUZC not built" >&2; exit 2; }
W=${TMPDIR:-/tmp}/puzc-fuzzcli.$$
mkdir -p "$W" || exit 2
trap 'rm -rf "$W"' EXIT
trap 'exit 130' INT TERM
if [ -z "$GEN_MODEL" ]; then
    GEN_MODEL=$W/gen_model
    ${CC:-cc} -std=c11 -O1 -D_POSIX_C_SOURCE=200809L -o "$GEN_MODEL" tests/fuzz/gen_model.c \
        tests/fuzz/gm_src.c tests/fuzz/gm_plan.c tests/fuzz/gm_model.c tests/fuzz/gm_lines.c \
        tests/fuzz/gm_answer.c || exit 2
fi
# Sanitizer reports get exit statuses of their own (ASan's default, 1, is
# also "no solution"); leaks are errors.
export ASAN_OPTIONS="detect_leaks=1:exitcode=86${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=87"
# fontconfig's losses are not puzc's (tests/lsan.supp, as in the test runs)
case "$LSAN_OPTIONS" in *lsan.supp*) ;; *)
    LSAN_OPTIONS="suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    export LSAN_OPTIONS ;;
esac
export NO_COLOR=1
T=30                   # seconds any one command may take
[ $quick = 1 ] && T=10
models=0 valid=0 cmds=0 failed=0 known=0

# fail WHAT: a failure of the last command, its inputs kept.
fail() {
    failed=$((failed + 1))
    d=$keep/$s-$failed
    mkdir -p "$d"
    cp "$W"/m.puz "$W"/l.txt "$W"/k.txt "$W"/a.txt "$d"/ 2>/dev/null
    cp "$W/err" "$d/stderr"
    printf '%s\n' "$last" >"$d/command"
    echo "FAIL seed $s: $1: puzc $last (exit $rc), kept in $d"
    head -n 8 "$W/err" | sed 's/^/    /'
}

# known WHAT: a failure of a bug known and being fixed apart; counted and
# said, not failed.
known() {
    known=$((known + 1))
    echo "known, seed $s: $1: puzc $last"
}

# run "STATUSES" ARGS...: runs puzc ARGS (stdout W/out, stderr W/err) and
# checks what every command must: no sanitizer report, no signal, no
# timeout, an exit status among STATUSES. Returns 1 when it failed.
run() {
    ok_rcs=$1
    shift
    last="$*"
    cmds=$((cmds + 1))
    timeout -k 5 $T "$PUZC" "$@" >"$W/out" 2>"$W/err"
    rc=$?
    if grep -q -e 'ERROR: AddressSanitizer' -e 'ERROR: LeakSanitizer' -e 'runtime error:' \
        "$W/err"; then
        # generator/rating.c:44-45: `rate --steps` of a solving path
        # without steps or without eliminations (an empty grid's) copies
        # them from NULL (UBSan); known, being fixed apart
        if grep -q 'rating.c:4[45]:.*runtime error: null pointer passed' "$W/err"; then
            known "rate --steps, rating.c:44-45 memcpy from NULL"
            return 1
        fi
        fail "sanitizer report"
        return 1
    fi
    if [ $rc = 124 ] || [ $rc = 137 ]; then
        # --time-limit not bounding every search (solve, render --solve,
        # batch) nor rate: known, being fixed apart; decode: dlx's decoder
        # builds the whole matrix before it reads the answer (6.5 s and
        # 570 MB on an 8x8 Killer for any answer), reported
        case " $* " in
        *" --time-limit "* | " rate "*) known "timeout with a time limit"; return 1 ;;
        " decode "*) known "decode: dlx's matrix built first"; return 1 ;;
        esac
        fail "timeout (${T} s)"
        return 1
    fi
    if [ $rc -gt 128 ]; then
        fail "signal $((rc - 128))"
        return 1
    fi
    case " $ok_rcs " in
    *" $rc "*) ;;
    *) fail "exit status $rc (the manual says $ok_rcs)"; return 1 ;;
    esac
    return 0
}

# located FILE: W/err holds only located diagnostics about FILE
# (FILE:L:C: error|warning|note: ..., its line, a caret line), the error limit's
# line, and lines of puzc's own (`puzc: error:`, `puzc CMD: error:`).
located() {
    awk -v f="$1" '
        state == 1 { state = 2; next }                     # the quoted line
        state == 2 { if ($0 !~ /^[ \t]*\^~*$/) bad = 1; state = 0; next }
        index($0, f ":") == 1 {
            rest = substr($0, length(f) + 2)
            if (rest ~ /^[0-9]+:[0-9]+: (error|warning|note): /) { state = 1; next }
            if (rest ~ /^ too many errors, stopping after [0-9]+$/) next
        }
        /^puzc( [a-z]+)?: error: / { next }
        { bad = 1 }
        END { exit bad || state != 0 }' "$W/err"
}

# json KEY: a member of the one-line JSON object in W/out
json() {
    sed -n "s/.*\"$1\":\(\"[^\"]*\"\|[0-9a-z]*\).*/\1/p" "$W/out" | tr -d '"'
}

# count BACKEND ARGS...: solve --count 2 --json; a settled count must equal
# the first one seen; a solution must verify. Sets grid (comma-separated).
# Grids past 20000 cells x values are only solved (--count 1): the search
# for a second solution of an empty `latin 256` runs on past its time
# limit (native's search, value_split), a known bug of the limits.
count() {
    b=$1
    shift
    upto=2
    [ $work -gt 20000 ] && upto=1
    run "0 1 2 4" solve "$W/m.puz" --backend "$b" --count $upto --json --time-limit 1 "$@" || return
    if [ $rc = 2 ]; then
        head -n 1 "$W/err" | grep -q "^puzc solve: error: " || fail "exit 2 without 'puzc solve: error:'"
        return
    fi
    n=$(json solutions)
    complete=$(json complete)
    g=$(sed -n 's/.*"grid":\[\(.*\)\]}}$/\1/p' "$W/out" | tr -d '[]')
    if [ -n "$g" ]; then
        [ -n "$grid" ] || grid=$g
        printf '%s\n' "$g" >"$W/sol.txt"
        run "0" verify "$W/m.puz" "$W/sol.txt" ||
            echo "    (the solution of solve --backend $b)"
    fi
    if [ $upto = 2 ] && { [ "$complete" = true ] || [ "$n" = 2 ]; }; then
        if [ -z "$settled" ]; then
            settled=$n settled_by=$b
        elif [ "$n" != "$settled" ]; then
            last="solve --backend $b --count 2 (against $settled_by)"
            fail "count $n, $settled_by counted $settled"
        fi
    fi
}

# the members of `check --json` this needs
model_facts() {
    rows=$(json rows) cols=$(json cols) vmin=$(json vmin) vmax=$(json vmax)
    kind=$(json kind) cells=$(json cells)
    cages=$(sed -n 's/.*"cages":\([0-9]*\).*/\1/p' "$W/out")
    sums=$(sed -n 's/.*"sum":\([0-9]*\).*/\1/p' "$W/out")
    work=$((cells * (vmax - vmin + 1)))
}

# emit_ok FORMAT: whether to emit the model in FORMAT. Emission has no
# limit (it writes what it is asked for): past 20000 cells x values it is
# left out, and so are a Killer's CNF past 9 values (the cage digit sets
# grow as C(values, cells): hundreds of MB for a 25x25) and the XCC of a
# model with plain sums (their placements, up to values^cells: 160 MB
# for a 12-cell sum on a 6x6).
emit_ok() {
    [ $work -le 20000 ] || return 1
    case $1 in
    cnf | wcnf) [ "$cages" = 0 ] || [ $((vmax - vmin)) -le 8 ] ;;
    xcc) [ "$sums" -le "$cages" ] ;;
    esac
}

one_model() {
    "$GEN_MODEL" "$s" >"$W/m.puz" || { echo "fuzz_cli.sh: gen_model $s failed" >&2; exit 2; }
    models=$((models + 1))
    rm -f "$W/a.txt"
    run "0 2" check "$W/m.puz" || return
    if [ $rc = 2 ]; then
        [ -s "$W/out" ] && fail "check: output with exit 2"
        located "$W/m.puz" || fail "a model error not written file:line:col: error: ..."
        return
    fi
    valid=$((valid + 1))
    run "0" check --json "$W/m.puz" || return
    model_facts
    grid="" settled="" settled_by=""
    count native
    if [ $quick = 1 ]; then
        set -- lp mps opb cnf wcnf xcc mzn
        shift $((s % 7))
        emit_ok "$1" && run "0 2" emit "$W/m.puz" --format "$1"
        return
    fi
    [ $work -le 20000 ] && { count dlx; count sat; }
    [ $work -le 1000 ] && count ilp
    [ "$cells" -le 81 ] && run "0 1 2 4" solve "$W/m.puz" --backend heuristic --iterations 2000 \
        --time-limit 1 --line
    # --stats builds every backend's formulation, unbounded: a 25x25 takes
    # 4 s of CPU, more than the timeout under the sanitizers on a busy machine
    [ $work -le 4096 ] && run "0" check --stats "$W/m.puz"
    if [ $work -le 20000 ]; then
        for f in lp mps opb cnf wcnf xcc mzn; do
            emit_ok $f || continue
            run "0 2" emit "$W/m.puz" --format $f || continue
            [ $rc = 0 ] && [ ! -s "$W/out" ] && fail "emit $f: nothing written"
        done
    fi
    if [ "$cells" -le 4096 ]; then
        for f in svg text png; do
            run "0 2" render "$W/m.puz" --format $f -o "$W/pic"
        done
        run "0 1 2 4" render "$W/m.puz" --solve --time-limit 1 --format text
    fi
    if [ "$cells" -le 256 ] && [ $((vmax - vmin)) -lt 64 ]; then
        run "0 1 2 4" rate "$W/m.puz" --max-guesses 200
        run "0 1 2 4" rate "$W/m.puz" --steps --max-guesses 200
    fi
    if [ "$kind" = latin ] && [ "$rows" -le 4 ]; then
        if run "0 2" convert --latin-to-sudoku "$W/m.puz" -o "$W/s.puz" && [ $rc = 0 ]; then
            run "0" check "$W/s.puz"
            run "0 1 4" solve "$W/m.puz" --count 2 --time-limit 2
            a=$(cat "$W/out")
            run "0 1 4" solve "$W/s.puz" --count 2 --time-limit 2
            [ -n "$a" ] && [ -n "$(cat "$W/out")" ] && [ "$a" != "$(cat "$W/out")" ] &&
                fail "the Latin square counts $a, its Sudoku $(cat "$W/out")"
        fi
    fi
    if [ $work -le 20000 ]; then
        # a solver's answer (or a grid as verify reads it) built from the
        # solution; not decoded with plain sums: dlx's decoder builds the
        # matrix with all their placements before it reads any answer
        # (15 s, 880 MB for a 12-cell sum on a 6x6; reported)
        "$GEN_MODEL" --answer "$s" "$rows" "$cols" "$vmin" "$vmax" $grid >"$W/a.txt" || return
        [ "$sums" -le "$cages" ] && run "0 1 2" decode "$W/m.puz" "$W/a.txt" && [ $rc = 2 ] &&
            ! located "$W/a.txt" && fail "a decode error not written file:line:col: error: ..."
        run "0 1 2" verify "$W/m.puz" "$W/a.txt"
    fi
}

# batch lines: every line answered, in plain, --count and --killer form
lines() {
    "$GEN_MODEL" --lines -n 8 "$s" >"$W/l.txt"
    want=$(wc -l <"$W/l.txt")
    run "0 1 2 4" batch "$W/l.txt" --time-limit 0.5 &&
        [ "$(wc -l <"$W/out")" != "$want" ] && fail "$want lines in, $(wc -l <"$W/out") out"
    [ $quick = 1 ] && return
    run "0 1 2 4" batch "$W/l.txt" --count 2 --time-limit 0.5 || return
    cp "$W/out" "$W/native.txt"
    if run "0 1 2 4" batch "$W/l.txt" --count 2 --time-limit 0.5 --backend sat; then
        # lines both counted (a number each) must agree
        paste "$W/native.txt" "$W/out" | awk -F'\t' '$1 ~ /^[0-9]+[+]?$/ && $2 ~ /^[0-9]+[+]?$/ &&
            $1 != $2 { print NR ": " $1 " against " $2; bad = 1 } END { exit bad }' \
            >"$W/diff" || { cat "$W/diff" >>"$W/err"; fail "native and sat count lines apart"; }
    fi
    run "0 1 2 4" batch "$W/l.txt" --json --jobs 2 --time-limit 0.5
    "$GEN_MODEL" --killer-lines -n 6 "$s" >"$W/k.txt"
    run "0 1 2 4" batch "$W/k.txt" --killer --count 2 --time-limit 0.5
}

start=$(date +%s)
s=$seed
while :; do
    if [ "$count" != 0 ]; then
        [ $s -ge $((seed + count)) ] && break
    elif [ $(($(date +%s) - start)) -ge "$secs" ]; then
        break
    fi
    one_model
    [ $quick = 0 ] || [ $((s % 10)) = 0 ] && lines
    s=$((s + 1))
done
echo "fuzz_cli: $models models ($valid valid), $cmds commands, $failed failed, $known known" \
    "(seeds $seed-$((s - 1)), $(($(date +%s) - start)) s)"
[ $failed = 0 ]
