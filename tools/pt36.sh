#!/bin/sh
# pt36.sh FROM [TO] -- 36x36 Sudoku grids at the phase transition, one
# batch line each (`pt36-S<TAB>v1,v2,...`, 0 empty) for seeds FROM..TO:
# `puzc generate --fill --method weighted --seed S` fills the grid, then
# awk's rand(), seeded with S, blanks each cell with probability 0.56 (44%
# of the cells given). bench/big.sh (issue 16's twenty, seeds 1..20) and
# tests/t_cdcl.sh make their grids with it. PUZC names the program.
PUZC=${PUZC:-./puzc}
s=$1
to=${2:-$1}
while [ "$s" -le "$to" ]; do
    $PUZC generate --fill --line --box 6x6 --method weighted --seed "$s" 2>/dev/null |
        awk -F'\t' -v seed="$s" 'BEGIN { srand(seed) } { n = split($2, v, ","); printf "pt36-%d\t", seed
            for (i = 1; i <= n; i++) printf "%s%d", (i > 1 ? "," : ""), (rand() < 0.56 ? 0 : v[i]); print "" }'
    s=$((s + 1))
done
