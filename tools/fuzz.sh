#!/bin/sh
# fuzz.sh NAME... -- run by `make fuzz` once build-fuzz/fuzz_NAME are built:
# runs each harness for FUZZ_SECONDS (default 60) on a working corpus in
# build-fuzz/corpus/NAME (its seeds copied in first: tests/fuzz/corpus/NAME/,
# and for parse the .puz files of models/ and tests/), with the dictionary
# tests/fuzz/NAME.dict when there is one, and prints one line per harness:
# runs, coverage (libFuzzer's cov/ft), corpus size and the verdict. Any
# crash, leak, timeout (10 s for one input) or out-of-memory leaves its
# input in build-fuzz/NAME-crash-* and the log in build-fuzz/NAME.log, and
# makes the exit status 1.
#
# NAME `cli` is tools/fuzz_cli.sh on ./puzc-asan for FUZZ_SECONDS, from the
# seed after the last one the previous run reached (build-fuzz/cli.seed),
# its failures kept in build-fuzz/cli-fail/ and its log in build-fuzz/cli.log.
cd "$(dirname "$0")/.." || exit 2
# fontconfig's own losses (cairo asks it for the PNG's font) are not
# puzc's: the suppressions the test runs use (tests/lsan.supp)
LSAN_OPTIONS="suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export LSAN_OPTIONS
secs=${FUZZ_SECONDS:-60}
out=build-fuzz
status=0
for name in "$@"; do
    if [ "$name" = cli ]; then
        seed=$(cat "$out/cli.seed" 2>/dev/null || echo 1)
        PUZC=./puzc-asan GEN_MODEL=$out/gen_model ./tools/fuzz_cli.sh --seconds "$secs" \
            --seed "$seed" --keep "$out/cli-fail" >"$out/cli.log" 2>&1
        rc=$?
        sum=$(tail -n 1 "$out/cli.log")
        next=$(echo "$sum" | sed -n 's/.*(seeds [0-9]*-\([0-9]*\),.*/\1/p')
        [ -n "$next" ] && echo $((next + 1)) >"$out/cli.seed"
        models=$(echo "$sum" | sed -n 's/^fuzz_cli: \([0-9]*\) models (\([0-9]*\) valid), \([0-9]*\) commands.*/\1 models (\2 valid), \3 commands/p')
        if [ "$rc" = 0 ]; then
            verdict="nothing found"
        else
            status=1
            verdict="FAILED ($(grep -c '^FAIL' "$out/cli.log") failures), kept in $out/cli-fail, log: $out/cli.log"
        fi
        printf 'fuzz_%-7s %9s runs in %s s, %s: %s\n' cli "$(echo "$models" | cut -d' ' -f1)" \
            "$secs" "${models:-?}" "$verdict"
        continue
    fi
    bin=$out/fuzz_$name
    [ -x "$bin" ] || { echo "fuzz.sh: $bin not built" >&2; exit 2; }
    corpus=$out/corpus/$name
    mkdir -p "$corpus"
    [ -d tests/fuzz/corpus/$name ] && cp tests/fuzz/corpus/$name/* "$corpus/" 2>/dev/null
    [ "$name" = parse ] && cp models/*.puz tests/good/*.puz tests/bad/*.puz "$corpus/"
    dict=tests/fuzz/$name.dict
    [ -f "$dict" ] || dict=
    rm -f "$out/$name"-crash-* "$out/$name"-leak-* "$out/$name"-timeout-* "$out/$name"-oom-*
    start=$(date +%s)
    # inputs up to 8 KB (a 25x25 line, a long model), answers to 32 KB (a
    # glpsol report on a 9x9)
    # the generators' choices: 4 KB make a model of any size the text
    # limit allows (48 KB), 2 KB a program of API calls
    maxlen=8192
    [ "$name" = decode ] && maxlen=32768
    [ "$name" = model ] && maxlen=4096
    [ "$name" = api ] && maxlen=2048
    # an API program is as long as its input: long ones from the start
    lenctl=""
    [ "$name" = api ] && lenctl=-len_control=0
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$bin" ${dict:+-dict=$dict} $lenctl -max_total_time="$secs" -max_len=$maxlen -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/$name-" \
        "$corpus" >"$out/$name.log" 2>&1
    rc=$?
    runs=$(sed -n 's/^Done \([0-9]*\) runs in.*/\1/p' "$out/$name.log" | tail -n 1)
    [ -n "$runs" ] || runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$name.log")
    cov=$(grep -o 'cov: [0-9]*' "$out/$name.log" | tail -n 1 | cut -d' ' -f2)
    ft=$(grep -o 'ft: [0-9]*' "$out/$name.log" | tail -n 1 | cut -d' ' -f2)
    found=$(ls "$out/$name"-crash-* "$out/$name"-leak-* "$out/$name"-timeout-* \
        "$out/$name"-oom-* 2>/dev/null)
    if [ "$rc" = 0 ] && [ -z "$found" ]; then
        verdict="nothing found"
    else
        status=1
        what=$(grep -m 1 -o 'ERROR: [A-Za-z]*: [^ ]*\|ERROR: libFuzzer: [a-z-]*\|runtime error: .*' \
            "$out/$name.log")
        verdict="FAILED (exit $rc${what:+: $what})${found:+, input: $found}, log: $out/$name.log"
    fi
    # the seconds it ran: FUZZ_SECONDS, or fewer when it stopped at a finding
    printf 'fuzz_%-7s %9s runs in %s s, cov %s, ft %s, corpus %s: %s\n' "$name" "${runs:-?}" \
        "$(($(date +%s) - start))" "${cov:-?}" "${ft:-?}" "$(ls "$corpus" | wc -l)" "$verdict"
done
exit $status
