"""generate -- puzc.generate and puzc.rate: making puzzles and rating them
the way a person solves them (puz_generate, puz_generate_bulk, puz_rate).

Settings are keywords named as `puzc generate` and `puzc rate` take them
(cage_sizes="2-4" for --cage-sizes), checked by the library's own tables.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

from . import _lib
from ._call import Limits, run
from ._lib import lib
from .backends import settings
from .errors import check
from .model import Model

__all__ = ["Puzzle", "Rating", "RatingStep", "generate", "generate_many", "rate"]


def _level(n: int) -> Optional[str]:
    return _lib.text(lib.puz_level_name(n)) if n >= 0 else None


def _tech(n: int) -> Optional[str]:
    return _lib.text(lib.puz_tech_name(n)) if n >= 0 else None


@dataclass
class Puzzle:
    """A puzzle made: model (a Model: its givens, or a Killer's cages),
    solution (its one solution as rows), clues, level ("easy" ..
    "expert"), hardest (the hardest technique its rating needed, or None),
    guesses, minimal (no given can go), missed (made, but not as asked:
    why says why), seconds, seed (generate_many)."""

    model: Model
    solution: List[List[int]]
    clues: int
    level: Optional[str]
    hardest: Optional[str]
    guesses: int
    minimal: bool
    missed: bool
    why: str
    seconds: float
    seed: Optional[int] = None

    def _repr_svg_(self) -> str:
        return self.model.svg()


def _puzzle(p: int, seed: Optional[int] = None) -> Puzzle:
    m = Model(lib.puz_model_clone(lib.puz_puzzle_model(p)))
    flat = lib.puz_puzzle_solution(p)[:m.ncells]
    c = m.cols
    return Puzzle(model=m, solution=[flat[i:i + c] for i in range(0, m.ncells, c)],
                  clues=lib.puz_puzzle_clues(p), level=_level(lib.puz_puzzle_level(p)),
                  hardest=_tech(lib.puz_puzzle_hardest(p)), guesses=lib.puz_puzzle_guesses(p),
                  minimal=bool(lib.puz_puzzle_minimal(p)), missed=bool(lib.puz_puzzle_missed(p)),
                  why=_lib.text(lib.puz_puzzle_why(p)) or "", seconds=lib.puz_puzzle_sec(p),
                  seed=seed)


def _gen(values: Dict[str, Any]) -> int:
    g = lib.puz_gen_new()
    try:
        settings(lib.puz_gen_set, g, values)
    except BaseException:
        lib.puz_gen_free(g)
        raise
    return g


def generate(kind: str = "sudoku", *, time_limit: Optional[float] = None,
             memory_limit: Optional[float] = None, **settings_: Any) -> Puzzle:
    """A puzzle with exactly one solution (confirmed by a count and the
    verifier). Settings as `puzc generate` takes them: box="3x3", size=N,
    difficulty="hard", symmetry="rot180", clues=N, minimal=True, seed=N,
    cage_sizes="1-5" (Killer), method=..., tries=N. Raises LimitError when
    nothing was made within the limits; a puzzle made but not as asked
    (another difficulty) has missed=True."""
    g = _gen(dict(kind=kind, **settings_))
    p = lib.puz_puzzle_new()
    lim = Limits(1, time_limit, memory_limit)
    try:
        e = ctypes.c_void_p()
        check(run(lib.puz_generate, g, lim.p, p, ctypes.byref(e), cancel=lim.cancel), e)
        if lib.puz_puzzle_status(p) != 0:
            from .errors import LimitError
            raise LimitError(_lib.text(lib.puz_puzzle_why(p)) or "nothing made", "limit")
        return _puzzle(p)
    finally:
        lib.puz_puzzle_free(p)
        lib.puz_gen_free(g)


def generate_many(count: int, kind: str = "sudoku", *, jobs: int = 0,
                  time_limit: Optional[float] = None, memory_limit: Optional[float] = None,
                  **settings_: Any) -> List[Puzzle]:
    """count puzzles made on jobs threads (0: one per core): puzzle i is the
    one seed + i makes alone, whatever the number of threads."""
    g = _gen(dict(kind=kind, **settings_))
    lim = Limits(1, time_limit, memory_limit)
    made: List[Puzzle] = []

    def got(index: int, seed: int, p: int, ctx: Any) -> int:
        made.append(_puzzle(p, seed))
        return 0

    cb = lim.keep(_lib.BULK_FN(got))
    try:
        e = ctypes.c_void_p()
        check(run(lib.puz_generate_bulk, g, lim.p, count, jobs, cb, None, None,
                  ctypes.byref(e), cancel=lim.cancel), e)
        return made
    finally:
        lib.puz_gen_free(g)


@dataclass
class RatingStep:
    """One step of the solving path: technique, and either a placement (cell
    as (row, col) from 0, value) or eliminations: ((row, col), [values])."""

    technique: str
    cell: Optional[Tuple[int, int]] = None
    value: Optional[int] = None
    eliminations: List[Tuple[Tuple[int, int], List[int]]] = field(default_factory=list)


@dataclass
class Rating:
    """A puzzle rated: status ("solved", "no solution", "stopped"), level,
    score, hardest technique, counts (technique -> steps), guesses, unique
    (True, False, or None when the count was cut short), solution (rows),
    steps (with steps=True)."""

    status: str
    level: Optional[str]
    score: int
    hardest: Optional[str]
    counts: Dict[str, int]
    guesses: int
    unique: Optional[bool]
    solution: Optional[List[List[int]]]
    steps: List[RatingStep]


def rate(model: Model, *, steps: bool = False, time_limit: Optional[float] = None,
         memory_limit: Optional[float] = None, **settings_: Any) -> Rating:
    """Rates model's puzzle the way a person solves it: the simplest
    technique that makes progress, guessing last. steps=True records the
    solving path. Settings: max_guesses=N, counter="native",
    count_limit=seconds. UnsupportedError for sums other than cages."""
    o = lib.puz_rater_new()
    r = lib.puz_rating_new()
    lim = Limits(1, time_limit, memory_limit)
    try:
        settings(lib.puz_rater_set, o, dict(settings_, steps=steps))
        e = ctypes.c_void_p()
        check(run(lib.puz_rate, model._p, o, lim.p, r, ctypes.byref(e), cancel=lim.cancel), e)
        status = {0: "solved", 1: "no solution", 2: "stopped"}.get(lib.puz_rating_status(r), "?")
        sol = lib.puz_rating_solution(r)
        n, c, vmin = model.ncells, model.cols, model.values.start
        grid = None
        if sol and status == "solved":
            flat = sol[:n]
            grid = [flat[i:i + c] for i in range(0, n, c)]
        path = []
        for i in range(lib.puz_rating_nsteps(r)):
            s = lib.puz_rating_step(r, i).contents
            st = RatingStep(_tech(s.tech) or "?")
            if s.cell >= 0:
                st.cell, st.value = divmod(s.cell, c), s.value
            for k in range(s.first, s.first + s.nelims):
                el = lib.puz_rating_elim(r, k).contents
                vals = [vmin + b for b in range(64) if el.values >> b & 1]
                st.eliminations.append((divmod(el.cell, c), vals))
            path.append(st)
        counts = {}
        for t in range(_lib.PUZ_TECHS):
            k = lib.puz_rating_count(r, t)
            if k:
                counts[_tech(t)] = k
        u = lib.puz_rating_unique(r)
        return Rating(status=status, level=_level(lib.puz_rating_level(r)),
                      score=lib.puz_rating_score(r), hardest=_tech(lib.puz_rating_hardest(r)),
                      counts=counts, guesses=lib.puz_rating_guesses(r),
                      unique=None if u < 0 else bool(u), solution=grid, steps=path)
    finally:
        lib.puz_rating_free(r)
        lib.puz_rater_free(o)
