#!/bin/sh
# demo.sh -- `make demo`: a short tour on the bundled models. Each step
# prints the command it runs, then its output.
cd "$(dirname "$0")/.." || exit 2
PUZC=${PUZC:-./puzc}
step() { printf '\n$ %s\n' "$*"; "$@"; }

step $PUZC check models/sudoku_9x9_hard.puz
step $PUZC solve models/sudoku_9x9_hard.puz
step $PUZC solve models/sudoku_9x9_hard.puz --count 2
step $PUZC solve models/killer_9x9.puz --stats
step $PUZC solve models/sudoku_16x16.puz --line
step $PUZC backends
step $PUZC generate --seed 7
step $PUZC rate models/sudoku_9x9_hard.puz
# a filled 64x64 (4,096 values: written to a file, not to the screen)
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
step $PUZC generate --fill --box 8x8 --method row --seed 1 -o "$tmp/filled_64x64.puz"
step $PUZC check "$tmp/filled_64x64.puz"
step $PUZC solve models/sudoku_9x9_hard.puz --backend ilp --formulation reduced --stats --line
step $PUZC reduce --box 3x3 --bounds 2
step $PUZC emit models/sudoku_4x4.puz --format lp
step $PUZC solve models/sudoku_9x9_hard.puz --backend heuristic --method tabu --seed 1 --stats --line
step $PUZC compare models/sudoku_9x9_hard.puz
printf '\n$ head -n 1000 ../shared/puzzles/sudoku9/tdoku_17_clue.txt | %s batch --stats >/dev/null\n' "$PUZC"
if [ -f ../shared/puzzles/sudoku9/tdoku_17_clue.txt ]; then
    head -n 1000 ../shared/puzzles/sudoku9/tdoku_17_clue.txt | $PUZC batch --stats >/dev/null
else
    echo "(../shared/puzzles not found: skipped)"
fi
