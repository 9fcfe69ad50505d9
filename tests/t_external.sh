# t_external.sh -- every file puzc emits is read by the solvers it is for:
# for each model of models/ and tests/good (variants included), the LP and
# MPS files by glpsol and cbc, OPB and WCNF by clasp, CNF by clasp,
# picosat, minisat and cadical, the MiniZinc model by minizinc with Gecode,
# the XCC matrix by tests/xcc_solve.py (Debian has no exact-cover solver);
# each answer decoded by `puzc decode` and the grid checked by `puzc
# verify` ("no solution" where native finds none). A few models only read
# (not solved) by the solvers whose search on them takes seconds (lists
# below). The names in each file unique and within the format's rules; then
# every backend option that changes the emitted file on samples. Two models
# at a time (the machine's two cores); every solver run has a time limit.
# tools/deps.sh test installs the solvers: a missing one is a failure.
. tests/lib.sh

missing=""
for tool in glpsol cbc clasp minizinc fzn-gecode picosat minisat cadical python3 timeout; do
    command -v $tool >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    not_ok "the external solvers are installed (missing:$missing; tools/deps.sh test)"
    exit 0
fi

MODELS=$(ls models/*.puz tests/good/*.puz tests/good/variants/*.puz)
# Read, not solved, by one solver: its search on these takes seconds
# (measured with 2 busy cores: glpsol 3 s on killer_9x9, over 30 s on
# letters_lowercase and spaced_16; cbc 13, 4, 5 s on those and 1.5 s on
# sudoku_25x25; clasp 2.8 s on letters_lowercase's OPB, 1.5 s and over 20 s
# on the 16x16 and 25x25 WCNF; MiniZinc 3.3 s on killer_9x9, over 20 s on
# sudoku_25x25). The SAT solvers solve every model within 0.2 s.
RO_GLPSOL="killer_9x9 letters_lowercase spaced_16"
RO_CBC="killer_9x9 letters_lowercase spaced_16 sudoku_25x25"
RO_OPB="letters_lowercase"
RO_WCNF="sudoku_16x16 sudoku_25x25"
RO_MZN="killer_9x9 sudoku_25x25"
# The exact-cover search in Python takes seconds on killer_9x9: there it is
# narrowed to native's grid (xcc_solve.py --grid picks the digit sets).
XCC_GRID="killer_9x9"
LIMIT=20    # seconds a solver may take; timeout stops it at LIMIT + 20
MZN="minizinc --solver gecode -G gecode_presolver"

# names.awk: the names of an emitted file that break its format's rules or
# repeat, one line each (nothing when all is well). LP: rows and columns
# distinct, letters, digits and '_' from a letter other than e/E, at most 255
# bytes. MPS: rows distinct, same characters, every data line its fields
# (no name with a blank). OPB: the header's selector names distinct. CNF:
# each x variable listed once. MiniZinc: the constraint labels in comments
# distinct. XCC: item names distinct, no ':' or '|' in them.
cat >"$TMP/names.awk" <<'EOF'
function name(kind, s) {
    if (length(s) > 255 || s !~ /^[A-DF-Za-df-z][A-Za-z0-9_]*$/) print FILENAME ": bad " kind " name '" s "'"
}
function once(kind, s) { if (seen[FILENAME, kind, s]++) print FILENAME ": " kind " '" s "' twice" }
FNR == 1 { sec = ""; ext = FILENAME; sub(/.*\./, "", ext) }
ext == "lp" && /^[A-Z]/ { sec = $0; next }
ext == "lp" && sec == "Subject To" && /^ [^ ]*:/ { r = $1; sub(/:$/, "", r); name("row", r); once("row", r) }
ext == "lp" && sec == "Binaries" { for (i = 1; i <= NF; i++) { name("column", $i); once("column", $i) } }
ext == "mps" && /^[A-Z]/ { sec = $1; next }
ext == "mps" && sec == "ROWS" { if (NF != 2) print FILENAME ": ROWS line '" $0 "'"; name("row", $2); once("row", $2) }
ext == "mps" && (sec == "COLUMNS" || sec == "RHS") && NF != 3 { print FILENAME ": " sec " line '" $0 "'" }
ext == "mps" && sec == "BOUNDS" && NF != 4 { print FILENAME ": BOUNDS line '" $0 "'" }
ext == "opb" && /^\* x[0-9]+ / { once("selector", $3); once("variable", $2) }
ext == "cnf" && /^c x [0-9]+ / { once("variable", $3) }
ext == "mzn" && /%/ { s = substr($0, index($0, "%"))
    while (match(s, /k[0-9]+_[A-Za-z0-9_]+/)) { once("label", substr(s, RSTART, RLENGTH)); s = substr(s, RSTART + RLENGTH) } }
ext == "xcc" && !/^\|/ && !items++ { for (i = 1; i <= NF; i++) if ($i != "|") {
    if ($i ~ /[:|]/) print FILENAME ": item '" $i "'"; once("item", $i) } }
EOF

in_list() { case " $2 " in *" $1 "*) return 0 ;; esac; return 1; }
note() { why="$why${why:+; }$*"; }
verdict() { if [ -z "$why" ]; then ok "$1"; else not_ok "$1"; echo "    $why" | cut -c1-600; fi; why=""; }

# answer FILE ANSWER WHO: decode ANSWER (WHO's, to the model's file FILE),
# verify the grid; with no solution (native's), decode must say so (exit 1)
answer() {
    "$PUZC" decode "$f" "$2" --line >"$W/dec" 2>"$W/derr"; st=$?
    if [ "$none" = 1 ]; then
        [ $st = 1 ] || note "$3 on $1: decode exit $st, wanted 1 (no solution): $(head -c 200 "$W/derr")"
    elif [ $st != 0 ]; then
        note "$3 on $1: decode exit $st: $(head -n 2 "$W/derr" | tr '\n' ' ' | cut -c1-300)"
    elif ! "$PUZC" verify "$f" "$W/dec" >/dev/null 2>"$W/verr"; then
        note "$3 on $1: the decoded grid fails puzc verify: $(head -n 1 "$W/verr")"
    fi
}
# the tools, each reading FILE (and solving it unless told "read"): a
# failure to read or to decode is noted
t_glpsol() { # FILE lp|mps read|solve
    flag=--lp; [ $2 = mps ] && flag=--freemps
    if [ $3 = read ]; then
        timeout $((LIMIT + 20)) glpsol $flag "$1" --check >"$W/log" 2>&1 ||
            note "glpsol $flag --check $1: $(grep -v '^ \|^GLPSOL\|^Param\|^Reading' "$W/log" | head -n 2 | tr '\n' ' ')"
        return
    fi
    rm -f "$W/g.sol"
    timeout $((LIMIT + 20)) glpsol $flag "$1" --tmlim $LIMIT -o "$W/g.sol" >"$W/log" 2>&1 ||
        { note "glpsol $flag $1: $(grep -v '^ \|^GLPSOL\|^Param\|^Reading' "$W/log" | head -n 2 | tr '\n' ' ')"; return; }
    answer "$1" "$W/g.sol" glpsol
}
t_cbc() { # FILE read|solve; cbc exits 0 whatever it read: its complaints are the test
    rm -f "$W/c.sol"
    if [ $2 = read ]; then
        timeout $((LIMIT + 20)) cbc "$1" quit >"$W/log" 2>&1
    else
        timeout $((LIMIT + 20)) cbc "$1" -sec $LIMIT solve solu "$W/c.sol" >"$W/log" 2>&1
    fi
    if grep -E '###|ERROR|errors on input|^\*\* |Duplicate|Unable' "$W/log" | grep -qv ' 0 errors'; then
        note "cbc $1: $(grep -E '###|ERROR|errors|^\*\* |Duplicate|Unable' "$W/log" | head -n 2 | tr '\n' ' ')"
    elif [ $2 = solve ]; then
        answer "$1" "$W/c.sol" cbc
    fi
}
t_clasp() { # FILE read|solve; exit 65 or 128 and "*** ERROR" when it cannot read
    if [ $2 = read ]; then
        timeout $((LIMIT + 20)) clasp --solve-limit=0 "$1" >"$W/a.ans" 2>"$W/log"
    else
        timeout $((LIMIT + 20)) clasp --time-limit=$LIMIT "$1" >"$W/a.ans" 2>"$W/log"
    fi
    st=$?
    if [ $st = 65 ] || [ $st -ge 124 ] || grep -q 'ERROR' "$W/log" "$W/a.ans"; then
        note "clasp $1 (exit $st): $(grep -h 'ERROR' "$W/log" "$W/a.ans" | head -n 2 | tr '\n' ' ')"
    elif [ $2 = solve ]; then
        answer "$1" "$W/a.ans" clasp
    fi
}
t_sat() { # SOLVER FILE: a DIMACS solver, exit 10 (SAT) or 20 (UNSAT)
    case $1 in
    picosat) timeout $((LIMIT + 20)) picosat -L $LIMIT "$2" >"$W/s.ans" 2>"$W/log" ;;
    minisat) timeout $((LIMIT + 20)) minisat -verb=0 -cpu-lim=$LIMIT "$2" "$W/s.ans" >"$W/log" 2>&1 ;;
    cadical) timeout $((LIMIT + 20)) cadical -q -t $LIMIT "$2" >"$W/s.ans" 2>"$W/log" ;;
    esac
    st=$?
    if [ $st != 10 ] && [ $st != 20 ]; then
        note "$1 $2 (exit $st): $(head -n 2 "$W/log" | tr '\n' ' ')"
    else
        answer "$2" "$W/s.ans" $1
    fi
}
t_mzn() { # FILE read|solve
    if [ $2 = read ]; then
        timeout $((LIMIT + 20)) $MZN -c "$1" --fzn "$W/m.fzn" --ozn "$W/m.ozn" >"$W/log" 2>&1 ||
            note "minizinc -c $1: $(grep -i error "$W/log" | head -n 2 | tr '\n' ' ')"
        return
    fi
    timeout $((LIMIT + 20)) $MZN --time-limit $((LIMIT * 1000)) "$1" >"$W/m.ans" 2>"$W/log" ||
        { note "minizinc $1: $(grep -i error "$W/log" | head -n 2 | tr '\n' ' ')"; return; }
    answer "$1" "$W/m.ans" minizinc
}
t_xcc() { # FILE [--grid LINE]
    x=$1; shift
    timeout $((LIMIT + 20)) python3 tests/xcc_solve.py "$x" "$@" >"$W/x.ans" 2>"$W/log" ||
        { note "xcc_solve.py $x: $(tail -n 2 "$W/log" | tr '\n' ' ')"; return; }
    answer "$x" "$W/x.ans" xcc_solve.py
}

# names FILE: its names checked by names.awk, a problem noted
names() {
    awk -f "$TMP/names.awk" "$1" >"$W/names"
    [ -s "$W/names" ] && note "names: $(head -n 3 "$W/names" | tr '\n' ' ')"
    return 0
}
# emit FORMAT OPTIONS...: the file $W/$b.FORMAT, its names checked, or a
# failure noted (status 1)
emit() {
    fmt=$1; shift
    if "$PUZC" emit "$f" --format $fmt "$@" -o "$W/$b.$fmt" 2>"$W/eerr"; then
        names "$W/$b.$fmt"
        return 0
    fi
    note "emit --format $fmt $*: $(cat "$W/eerr")"
    return 1
}

# --- every model, every format, the default options ---------------------------
check_model() {
    f=$1 b=$(basename "$1" .puz) W=$TMP/m_$(basename "$1" .puz) why=""
    mkdir -p "$W"
    sol=$("$PUZC" solve "$f" --line 2>/dev/null); none=0
    [ "$sol" = "no solution" ] && none=1
    glp=solve cbc=solve opb=solve wcnf=solve mzn=solve
    in_list $b "$RO_GLPSOL" && glp=read
    in_list $b "$RO_CBC" && cbc=read
    in_list $b "$RO_OPB" && opb=read
    in_list $b "$RO_WCNF" && wcnf=read
    in_list $b "$RO_MZN" && mzn=read

    for fmt in lp mps; do
        if emit $fmt; then
            t_glpsol "$W/$b.$fmt" $fmt $glp
            t_cbc "$W/$b.$fmt" $cbc
        fi
        verdict "$fmt of $f: names unique and valid; glpsol ${glp}s it, cbc ${cbc}s it$([ $glp$cbc = readread ] || echo '; the answers decode and verify')"
    done
    emit opb && t_clasp "$W/$b.opb" $opb
    verdict "opb of $f: selector names unique; clasp ${opb}s it$([ $opb = read ] || echo '; its answer decodes and verifies')"
    emit wcnf && t_clasp "$W/$b.wcnf" $wcnf
    verdict "wcnf of $f: clasp ${wcnf}s it$([ $wcnf = read ] || echo '; its answer decodes and verifies')"
    if emit cnf; then
        t_clasp "$W/$b.cnf" solve
        for s in picosat minisat cadical; do t_sat $s "$W/$b.cnf"; done
    fi
    verdict "cnf of $f: each x variable listed once; clasp, picosat, minisat and cadical solve it; each answer decodes and verifies"
    emit mzn && t_mzn "$W/$b.mzn" $mzn
    verdict "mzn of $f: labels unique; minizinc (Gecode) $([ $mzn = read ] && echo compiles || echo solves) it$([ $mzn = read ] || echo '; its answer decodes and verifies')"
    if "$PUZC" emit "$f" --format xcc -o "$W/$b.xcc" 2>"$W/eerr"; then
        names "$W/$b.xcc"
        if in_list $b "$XCC_GRID"; then t_xcc "$W/$b.xcc" --grid "$sol"; else t_xcc "$W/$b.xcc"; fi
        verdict "xcc of $f: item names unique; the exact-cover solver covers it, the cover decodes and verifies"
    else
        expect_eq "xcc of $f: not written, a variant dlx cannot express" 1 \
            "$(grep -c "^puzc emit: error: dlx cannot express '[a-z]*' (use native, sat or ilp)$" "$W/eerr")"
    fi
}

lane() { # K: every other model, from the K-th
    k=0
    for m in $MODELS; do
        [ $((k % 2)) = $1 ] && check_model "$m"
        k=$((k + 1))
    done
}
lane 0 >"$TMP/lane0" 2>&1 &
lane 1 >"$TMP/lane1" 2>&1
wait
cat "$TMP/lane0" "$TMP/lane1"

# --- every option that changes the emitted file, on samples ---------------------
# ilp (lp, mps, opb): the formulations, --no-eliminate, a --bounds; sat (cnf,
# wcnf): each encoding, at-most-one and cage encoding, --no-reduce; dlx
# (xcc): each --cage, --no-reduce. Each file read and solved as above
# (maxsum's optimum in OPB only read: clasp climbs for minutes on a 9x9).
sample() { # MODEL: every option's file of this model
    f=$1 b=$(basename "$1" .puz) W=$TMP/o_$(basename "$1" .puz) why="" none=0
    mkdir -p "$W"
    sol=$("$PUZC" solve "$f" --line 2>/dev/null)
    for o in "--formulation reduced" "--formulation reduced --bounds 2" "--formulation closed" \
        "--formulation maxsum" "--no-eliminate"; do
        for fmt in lp mps; do
            if emit $fmt $o; then
                t_glpsol "$W/$b.$fmt" $fmt solve
                t_cbc "$W/$b.$fmt" solve
            fi
        done
        opb=solve
        case $o in *maxsum*) opb=read ;; esac
        emit opb $o && t_clasp "$W/$b.opb" $opb
        verdict "$f $o: names valid; glpsol and cbc solve its LP and MPS, clasp ${opb}s its OPB; the answers decode and verify"
    done
    for o in "--encoding minimal" "--encoding efficient" "--amo sequential" "--amo commander" \
        "--amo product" "--amo bimander" "--cage totalizer" "--cage counter" "--no-reduce"; do
        if emit cnf $o; then
            t_clasp "$W/$b.cnf" solve
            for s in picosat minisat cadical; do t_sat $s "$W/$b.cnf"; done
        fi
        emit wcnf $o && t_clasp "$W/$b.wcnf" solve
        verdict "$f $o: names valid; clasp, picosat, minisat, cadical solve its CNF, clasp its WCNF; the answers decode and verify"
    done
    for o in "--cage sets" "--cage placements" "--no-reduce" "--cage sets --no-reduce"; do
        if "$PUZC" emit "$f" --format xcc $o -o "$W/$b.xcc" 2>/dev/null; then
            names "$W/$b.xcc"
            case $b in killer*) t_xcc "$W/$b.xcc" --grid "$sol" ;; *) t_xcc "$W/$b.xcc" ;; esac
            verdict "$f xcc $o: the exact-cover solver covers it; the cover decodes and verifies"
        fi
    done
}
sample models/killer_9x9_small.puz >"$TMP/lane0" 2>&1 &
{ sample tests/good/variants/every_variant_9x9.puz; sample models/sudoku_9x9_easy.puz; } >"$TMP/lane1" 2>&1
wait
cat "$TMP/lane0" "$TMP/lane1"
