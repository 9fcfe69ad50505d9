#!/bin/sh
# seeds.sh -- remakes the seed corpora of fuzz_batch and fuzz_decode in
# tests/fuzz/corpus/ (committed; run from the repository root after `make`
# when the formats change). fuzz_parse's seeds are the .puz files of models/
# and tests/ (tools/fuzz.sh copies them). A seed's first byte is what the
# harness reads first: for batch the flags ('3': plain and Killer, solved),
# for decode the model ('0'..'7', fuzz_decode.c's list).
# Needs glpsol, cbc, minisat, picosat, cadical and clasp (tools/deps.sh test).
set -e
P=${PUZC:-./puzc}
B=tests/fuzz/corpus/batch D=tests/fuzz/corpus/decode
T=${TMPDIR:-/tmp}/puzc-seeds.$$
mkdir -p "$B" "$D" "$T"
trap 'rm -rf "$T"' EXIT
rm -f "$B"/* "$D"/*

# ---- batch lines: every one-character size, the comma form, Killers ----
for box in 2x2 2x3 3x3 4x4 5x5; do
    printf '3' >"$B/chars_$box"
    $P generate --box $box --seed 1 --line --quiet >>"$B/chars_$box"
done
printf '3' >"$B/comma_9x9"
printf 'puzzle 1\t' >>"$B/comma_9x9"
$P generate --box 3x3 --seed 2 --line --quiet | sed 's/\./0/g; s/./&,/g; s/,$//' >>"$B/comma_9x9"
printf '3' >"$B/comma_36"
$P generate --box 6x6 --seed 3 --fill --line --quiet >>"$B/comma_36"
printf '3' >"$B/killer_9x9"
$P generate --kind killer --box 3x3 --seed 4 --line --quiet >>"$B/killer_9x9"
printf '3' >"$B/killer_4x4"
$P generate --kind killer --box 2x2 --cage-sizes 1-3 --seed 5 --line --quiet >>"$B/killer_4x4"
printf '3....\n1234341221434321 tail\n\n' >"$B/mixed"

# ---- decode: each solver's answer for some of fuzz_decode.c's models ----
# model 0 is models/sudoku_4x4.puz, 2 a 4x4 Killer, 5 models/sudoku_9x9_hard.puz
printf 'killer 2x2\ncages\n a a b b\n c d d b\n c e f f\n e e g g\nsums a=3 b=9 c=5 d=5 e=8 f=7 g=3\n' \
    >"$T/k4.puz"
sed -n "/^cat >\"\$TMP\/xcc.awk\" <<'EOF'/,/^EOF/p" tests/t_dlx.sh | sed '1d;$d' >"$T/xcc.awk"
seed() { # seed NAME MODEL_NUMBER FILE
    printf '%s' "$2" >"$D/$1"
    cat "$3" >>"$D/$1"
}
for m in "0 models/sudoku_4x4.puz" "2 $T/k4.puz" "5 models/sudoku_9x9_hard.puz"; do
    n=${m%% *} f=${m#* }
    $P emit "$f" --format lp -o "$T/a.lp"
    glpsol --lp "$T/a.lp" -o "$T/glp.sol" >/dev/null
    seed "glpsol_$n" "$n" "$T/glp.sol"
    cbc "$T/a.lp" solve solu "$T/cbc.sol" >/dev/null
    seed "cbc_$n" "$n" "$T/cbc.sol"
    $P emit "$f" --format cnf -o "$T/a.cnf"
    minisat "$T/a.cnf" "$T/mini.sol" >/dev/null 2>&1 || true
    seed "minisat_$n" "$n" "$T/mini.sol"
    picosat "$T/a.cnf" >"$T/pico.sol" || true
    seed "picosat_$n" "$n" "$T/pico.sol"
    cadical -q "$T/a.cnf" >"$T/cad.sol" || true
    seed "cadical_$n" "$n" "$T/cad.sol"
    # an XCC answer, from the independent XCC solver of tests/t_dlx.sh
    $P emit "$f" --format xcc | awk -f "$T/xcc.awk" 2>/dev/null >"$T/x.sol"
    seed "xcc_$n" "$n" "$T/x.sol"
    # the grid `puzc verify` reads
    $P solve "$f" >"$T/grid.txt"
    seed "grid_$n" "$n" "$T/grid.txt"
done
# glpsol's -w solution (GLPK's own format), clasp on the CNF and the OPB,
# competition output with the model split over many v lines
for m in "0 models/sudoku_4x4.puz" "2 $T/k4.puz" "5 models/sudoku_9x9_hard.puz"; do
    n=${m%% *} f=${m#* }
    $P emit "$f" --format lp -o "$T/a.lp"
    glpsol --lp "$T/a.lp" -w "$T/w.sol" >/dev/null
    seed "glpsolw_$n" "$n" "$T/w.sol"
    $P emit "$f" --format cnf -o "$T/a.cnf"
    clasp "$T/a.cnf" >"$T/c.sol" || true
    seed "clasp_cnf_$n" "$n" "$T/c.sol"
    $P emit "$f" --format opb -o "$T/a.opb"
    clasp "$T/a.opb" >"$T/c.sol" || true
    seed "clasp_opb_$n" "$n" "$T/c.sol"
    { echo "s SATISFIABLE"; clasp "$T/a.cnf" | sed -n 's/^v //p' |
        tr ' ' '\n' | grep . | awk '{ printf "%s%s", (NR % 5 == 1 ? "v " : " "), $0 } NR % 5 == 0 { print "" } END { print "" }'; } >"$T/s.sol"
    seed "sat_split_$n" "$n" "$T/s.sol"
done
$P emit models/sudoku_9x9_hard.puz --format lp --formulation reduced -o "$T/a.lp"
glpsol --lp "$T/a.lp" -w "$T/w.sol" >/dev/null
seed glpsolw_reduced_5 5 "$T/w.sol"
glpsol --lp "$T/a.lp" --nomip -w "$T/w.sol" >/dev/null
seed glpsolw_bas_5 5 "$T/w.sol"
# an unsolvable 4x4 (model 1 is the empty 4x4)
printf 'sudoku 2x2\ngiven r1c1 = 1, r2c2 = 2, r3c3 = 1, r4c4 = 2, r2c1 = 3, r1c2 = 4, r3c4 = 3\n' \
    >"$T/u.puz"
$P emit "$T/u.puz" --format lp --no-eliminate -o "$T/u.lp"
glpsol --lp "$T/u.lp" -o "$T/u.sol" >/dev/null || true
seed glpsol_unsat 1 "$T/u.sol"
cbc "$T/u.lp" solve solu "$T/u.sol" >/dev/null || true
seed cbc_unsat 1 "$T/u.sol"
glpsol --lp "$T/u.lp" -w "$T/u.sol" >/dev/null || true
seed glpsolw_unsat 1 "$T/u.sol"
printf 's UNSATISFIABLE\n' >"$T/u.sol"; seed sat_unsat 2 "$T/u.sol"
printf 'Altogether 0 solutions\n' >"$T/u.sol"; seed xcc_none 0 "$T/u.sol"
printf 'grid\t1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1\n' >"$T/u.sol"; seed grid_comma 1 "$T/u.sol"
ls "$B" "$D" | wc -l
