#!/usr/bin/env python3
"""xcc_solve.py -- an exact-cover solver for the tests, sharing nothing
with puzc: reads an XCC file (the common text format of Knuth's DLX
programs: '|' comment lines, a line of item names with ' | ' before the
secondary ones, then one option a line, a coloured item as NAME:COLOUR)
and prints the lines of the first exact cover it finds, as the file wrote
them, or "no solution". The number of covers found (at most --count, 1 by
default) goes to stderr.

Algorithm C in plain Python (no links): an option is active while it fits
the choices made; choosing one covers its primary items (every other
option on them goes), takes its uncoloured secondary items (every option on
them goes) and colours its coloured ones (options giving one another colour
go). The primary item with the fewest active options is branched on first
(the first such in the file: runs repeat).

--grid LINE (grids up to 9x9, one character a cell) keeps only the options
that agree with that grid, as puzc names items: a cell item pRC takes the
value V of the item after it (r1v5: ...vV), a coloured item xRC:V its
colour. The search then only picks what the grid does not say (a Killer
cage's digit set): a cover of a matrix whose full search is slow here.

usage: xcc_solve.py FILE.xcc [--count N] [--grid LINE]
"""
import re
import sys


def read(path):
    items, options, lines = None, [], []
    with open(path) as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("|") or not line.strip():
                continue
            if items is None:
                items = line.split()
                continue
            opt = []
            for tok in line.split():
                name, _, colour = tok.partition(":")
                opt.append((name, colour or None))
            options.append(opt)
            lines.append(line)
    if items is None:
        sys.exit("xcc_solve: %s: no item line" % path)
    bar = items.index("|") if "|" in items else len(items)
    return items[:bar], items[bar + 1:], options, lines


def agrees(opt, grid):
    """Does option opt fit grid (see --grid)?"""
    n = int(round(len(grid) ** 0.5))
    for k, (name, colour) in enumerate(opt):
        cell = re.fullmatch(r"([px])([1-9])([1-9])", name)
        if not cell:
            continue
        if cell.group(1) == "x":
            value = colour
        else:
            after = re.fullmatch(r".*v(\d+)", opt[k + 1][0]) if k + 1 < len(opt) else None
            value = after.group(1) if after else None
        at = (int(cell.group(2)) - 1) * n + int(cell.group(3)) - 1
        if value is not None and grid[at] != value:
            return False
    return True


def solve(primary, secondary, options, want):
    prim = set(primary)
    known = prim | set(secondary)
    on = {i: [] for i in known}          # item -> options naming it
    for o, opt in enumerate(options):
        for name, _ in opt:
            if name not in known:
                sys.exit("xcc_solve: option %d names no item: %s" % (o + 1, name))
            on[name].append(o)
    colour_in = [dict(opt) for opt in options]
    active = [True] * len(options)
    count = {i: len(on[i]) for i in prim}  # active options per primary item
    left = set(prim)
    chosen, found = [], []

    def drop(o, undo):
        active[o] = False
        undo.append(o)
        for name, _ in options[o]:
            if name in prim:
                count[name] -= 1

    def choose(o):
        undo = []
        for name, colour in options[o]:
            for p in on[name]:
                if active[p] and (colour is None or colour_in[p][name] != colour):
                    drop(p, undo)
            if name in prim:
                left.discard(name)
        return undo

    def unchoose(o, undo):
        for p in reversed(undo):
            active[p] = True
            for name, _ in options[p]:
                if name in prim:
                    count[name] += 1
        for name, _ in options[o]:
            if name in prim:
                left.add(name)

    def search():
        if not left:
            found.append(list(chosen))
            return len(found) >= want
        # the first of the fewest, in file order (a set's order would vary)
        item = min((i for i in primary if i in left), key=count.__getitem__)
        for o in [p for p in on[item] if active[p]]:
            chosen.append(o)
            undo = choose(o)
            stop = search()
            unchoose(o, undo)
            chosen.pop()
            if stop:
                return True
        return False

    sys.setrecursionlimit(100000)
    search()
    return found


def main():
    args = sys.argv[1:]
    want, grid = 1, None
    if "--count" in args:
        k = args.index("--count")
        want = int(args[k + 1])
        del args[k:k + 2]
    if "--grid" in args:
        k = args.index("--grid")
        grid = args[k + 1]
        del args[k:k + 2]
    if len(args) != 1:
        sys.exit(__doc__.strip().splitlines()[-1])
    primary, secondary, options, lines = read(args[0])
    if grid:
        keep = [o for o, opt in enumerate(options) if agrees(opt, grid)]
        options = [options[o] for o in keep]
        lines = [lines[o] for o in keep]
    covers = solve(primary, secondary, options, want)
    print(len(covers), file=sys.stderr)
    if covers:
        for o in covers[0]:
            print(lines[o])
    else:
        print("no solution")


if __name__ == "__main__":
    main()
