"""model -- puzc.Model (a compiled puzzle) and what solving it gives:
Solution, Count, Stats.

A Model owns a puz_model. Grids go in and out as lists of rows of ints
(0 = empty); a flat list of rows * cols values is taken too. Every solve,
count, emit and picture is one library call with its own puz_limits, run
through _call.run so that Ctrl-C stops it (KeyboardInterrupt raised, the
interpreter still usable).
"""
from __future__ import annotations

import ctypes
import os
import queue
import threading
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional, Sequence, Union

from . import _lib
from ._call import UINT64_MAX, Limits, run
from ._lib import lib
from .backends import Options, _ptr, options_for, settings
from .errors import ArgumentError, check

__all__ = ["Model", "Solution", "Count", "Stats"]

Grid = List[List[int]]
GridLike = Union[Sequence[Sequence[int]], Sequence[int], "Solution"]

_STATUS = {0: "solved", 1: "no solution", 2: "stopped"}
_ANSWER = {0: "solved", 1: "no solution", 2: "relaxed"}
_FORMS = {0: "chars", 1: "comma", 2: "killer"}


@dataclass
class Stats:
    """What a solve cost: time (seconds, building and search), build_time,
    solve_time, effort (in the backend's unit, effort_unit), sizes (the
    backend's model-size figures by name) and the backend's note."""

    time: float = 0.0
    build_time: float = 0.0
    solve_time: float = 0.0
    effort: int = 0
    effort_unit: str = ""
    sizes: Dict[str, int] = field(default_factory=dict)
    note: str = ""


def _stats(r: int, b: int) -> Stats:
    build, solve = lib.puz_result_build_sec(r), lib.puz_result_solve_sec(r)
    sizes = {}
    for i in range(3):
        name = lib.puz_backend_size_name(b, i)
        if name:
            sizes[name.decode()] = lib.puz_result_size(r, i)
    return Stats(time=build + solve, build_time=build, solve_time=solve,
                 effort=lib.puz_result_effort(r),
                 effort_unit=_lib.text(lib.puz_backend_effort_name(b)) or "",
                 sizes=sizes, note=_lib.text(lib.puz_result_note(r)) or "")


class Solution:
    """What a solve found: status ("solved", "no solution", "stopped",
    and for a decoded answer "relaxed"), grid (a list of rows, or None),
    line (the grid on one line, as `puzc solve --line` prints it), stats,
    stopped (why it stopped, in words, or ""), backend. True when it holds
    a grid. Shows as a picture in Jupyter (_repr_svg_)."""

    __slots__ = ("model", "status", "flat", "stats", "stopped", "backend")

    def __init__(self, model: "Model", status: str, flat: Optional[List[int]],
                 stats: Optional[Stats] = None, stopped: str = "", backend: str = ""):
        self.model = model
        self.status = status
        self.flat = flat
        self.stats = stats if stats is not None else Stats()
        self.stopped = stopped
        self.backend = backend

    @property
    def grid(self) -> Optional[Grid]:
        """The grid as a list of rows (None when there is none)."""
        if self.flat is None:
            return None
        c = self.model.cols
        return [self.flat[i:i + c] for i in range(0, len(self.flat), c)]

    @property
    def line(self) -> Optional[str]:
        """The grid on one line: a character a cell up to 35 values, else
        comma-separated (None when there is no grid)."""
        if self.flat is None:
            return None
        return self.model._grid_string(self.flat, 1)

    def __bool__(self) -> bool:
        return self.flat is not None

    def __str__(self) -> str:
        """The grid a row a line (as `puzc solve` prints it), or the status."""
        if self.flat is None:
            return self.stopped or self.status
        return self.model._grid_string(self.flat, 0)

    def __repr__(self) -> str:
        return f"<puzc.Solution {self.status}{': ' + self.line if self.flat else ''}>"

    def svg(self, **settings: Any) -> str:
        """The model drawn with this solution's values, as SVG."""
        return self.model.svg(self, **settings)

    def _repr_svg_(self) -> str:
        return self.svg()


class Count(int):
    """A number of solutions (an int), with complete (False: it is a lower
    bound -- a limit cut the count short, or it reached the count's limit
    and there may be more, as `puzc solve --count N` prints N+), stopped
    (why a limit cut it short, in words; "" when none did) and stats."""

    complete: bool
    stopped: str
    stats: Stats

    def __new__(cls, n: int, complete: bool, stopped: str, stats: Stats) -> "Count":
        self = super().__new__(cls, n)
        self.complete = complete
        self.stopped = stopped
        self.stats = stats
        return self

    def __repr__(self) -> str:
        return f"Count({int(self)}{'' if self.complete else ', at least'})"


def _flat(model: "Model", grid: GridLike) -> List[int]:
    """A grid given as rows, a flat list or a Solution, as ncells ints."""
    if isinstance(grid, Solution):
        if grid.flat is None:
            raise ArgumentError("the solution has no grid")
        return grid.flat
    vals = list(grid)
    if vals and isinstance(vals[0], (list, tuple)):
        vals = [v for row in vals for v in row]
    if len(vals) != model.ncells:
        raise ArgumentError(f"a grid of this model has {model.ncells} values, not {len(vals)}")
    return [int(v) for v in vals]


def _carray(vals: List[int]) -> ctypes.Array:
    return (ctypes.c_int * len(vals))(*vals)


class Model:
    """A compiled puzzle: a .puz model or a one-line puzzle.

    Make one with Model.from_file(path), Model.from_string(text),
    Model.from_line(line), Model.sudoku(box_rows, box_cols) or
    Model.latin(n). str(model) is its .puz text (compiling it again gives
    the same model). In Jupyter it shows as a picture.
    """

    __slots__ = ("_p", "_ncells", "_cols", "__weakref__")

    def __init__(self, p: int):
        """Wraps a puz_model (owned from now on); use the from_* methods."""
        if not p:
            raise ArgumentError("no model")
        self._p = p
        self._ncells = lib.puz_model_ncells(p)
        self._cols = lib.puz_model_cols(p)

    def __del__(self) -> None:
        if getattr(self, "_p", None):
            lib.puz_model_free(self._p)
            self._p = None

    # ---- making one ----

    @classmethod
    def from_file(cls, path: Union[str, os.PathLike], *, time_limit: Optional[float] = None,
                  memory_limit: Optional[float] = None) -> "Model":
        """Compiles a .puz file (or a file holding one one-line puzzle).
        Raises ModelError with every error located, FileError when the file
        cannot be read."""
        lim = Limits(1, time_limit, memory_limit)
        out, e = ctypes.c_void_p(), ctypes.c_void_p()
        rc = run(lib.puz_compile_file, os.fsencode(path), lim.p, ctypes.byref(out),
                 ctypes.byref(e), cancel=lim.cancel)
        check(rc, e)
        return cls(out.value)

    @classmethod
    def from_string(cls, text: str, name: str = "<string>", *,
                    time_limit: Optional[float] = None,
                    memory_limit: Optional[float] = None) -> "Model":
        """Compiles .puz text (or a one-line puzzle); name appears in
        messages. Raises ModelError with every error located."""
        data = text.encode()
        lim = Limits(1, time_limit, memory_limit)
        out, e = ctypes.c_void_p(), ctypes.c_void_p()
        rc = run(lib.puz_compile_string, name.encode(), data, len(data), lim.p,
                 ctypes.byref(out), ctypes.byref(e), cancel=lim.cancel)
        check(rc, e)
        return cls(out.value)

    @classmethod
    def from_line(cls, line: str, *, killer: bool = False) -> "Model":
        """The puzzle of one line in any batch form: 81 characters (or 16,
        36, 256, 625), "name<TAB>v1,v2,..." of any size, "latin<TAB>...",
        or a Killer line "[title<TAB>]cagemap<TAB>sum,sum,..." (killer=True
        says it is one; else told apart by its content). The line's name
        becomes the model's."""
        data = line.encode()
        out, e, form = ctypes.c_void_p(), ctypes.c_void_p(), ctypes.c_int()
        check(lib.puz_model_from_line(data, len(data), 1 if killer else 0, ctypes.byref(out),
                                      ctypes.byref(form), ctypes.byref(e)), e)
        return cls(out.value)

    @classmethod
    def sudoku(cls, box_rows: int = 3, box_cols: Optional[int] = None) -> "Model":
        """An empty Sudoku with boxes of box_rows x box_cols (default square)."""
        p = lib.puz_model_sudoku(box_rows, box_rows if box_cols is None else box_cols)
        if not p:
            raise ArgumentError(f"no Sudoku with boxes of {box_rows}x{box_cols or box_rows}")
        return cls(p)

    @classmethod
    def latin(cls, n: int) -> "Model":
        """An empty Latin square of side n."""
        p = lib.puz_model_latin(n)
        if not p:
            raise ArgumentError(f"no Latin square of side {n}")
        return cls(p)

    def copy(self) -> "Model":
        """An independent copy."""
        return Model(lib.puz_model_clone(self._p))

    def with_givens(self, grid: GridLike) -> "Model":
        """A copy with these givens (0 = empty). ArgumentError for a value
        out of range."""
        m = self.copy()
        e = ctypes.c_void_p()
        check(lib.puz_model_set_givens(m._p, _carray(_flat(self, grid)), ctypes.byref(e)), e)
        return m

    # ---- looking at it ----

    @property
    def kind(self) -> str:
        """"sudoku", "latin", "killer" or "custom"."""
        return _lib.text(lib.puz_kind_name(lib.puz_model_kind(self._p)))

    @property
    def name(self) -> Optional[str]:
        """The model's name (a line's name, the file's), or None."""
        return _lib.text(lib.puz_model_name(self._p))

    @property
    def path(self) -> Optional[str]:
        """The file it was compiled from, or None."""
        return _lib.text(lib.puz_model_path(self._p))

    @property
    def rows(self) -> int:
        """Rows of the grid."""
        return lib.puz_model_rows(self._p)

    @property
    def cols(self) -> int:
        """Columns of the grid."""
        return self._cols

    @property
    def ncells(self) -> int:
        """Cells of the grid (rows * cols)."""
        return self._ncells

    @property
    def size(self) -> tuple:
        """(rows, columns) of the grid."""
        return (self.rows, self.cols)

    @property
    def values(self) -> range:
        """The values a cell may take."""
        return range(lib.puz_model_vmin(self._p), lib.puz_model_vmax(self._p) + 1)

    @property
    def box(self) -> Optional[tuple]:
        """(rows, cols) of a box of a grid with regular boxes, else None."""
        r, c = lib.puz_model_box_rows(self._p), lib.puz_model_box_cols(self._p)
        return (r, c) if r and c else None

    @property
    def givens(self) -> Grid:
        """The givens as a list of rows, 0 for an empty cell."""
        flat = lib.puz_model_givens(self._p)[:self._ncells]
        c = self._cols
        return [flat[i:i + c] for i in range(0, self._ncells, c)]

    @property
    def used(self) -> list:
        """Which cells are part of the puzzle, as rows of booleans: False for
        an unused cell (`unused`, '-' in a givens block, a multi-grid
        frame's corners), which holds the lowest value in the givens and in
        every solution and is written '-'."""
        c = self._cols
        flat = [bool(lib.puz_model_cell_used(self._p, i)) for i in range(self._ncells)]
        return [flat[i:i + c] for i in range(0, self._ncells, c)]

    @property
    def ngivens(self) -> int:
        """How many cells are given."""
        return lib.puz_model_ngivens(self._p)

    @property
    def warnings(self) -> str:
        """The compiler's warnings, rendered (a value given twice), or ""."""
        w = lib.puz_model_warnings(self._p)
        return _lib.text(lib.puz_error_text(w)) if w else ""

    def __str__(self) -> str:
        """The model as .puz text."""
        buf, n, e = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
        check(lib.puz_model_string(self._p, ctypes.byref(buf), ctypes.byref(n), ctypes.byref(e)),
              e)
        return _lib.take_buffer(buf, n.value)

    def __repr__(self) -> str:
        name = f" {self.name!r}" if self.name else ""
        return f"<puzc.Model {self.kind}{name} {self.rows}x{self.cols}, {self.ngivens} givens>"

    def _grid_string(self, flat: List[int], style: int) -> str:
        p = lib.puz_grid_string(self._p, _carray(flat), style)
        return _lib.take_buffer(p, len(ctypes.string_at(p)))

    def read_grid(self, text: str) -> Grid:
        """A grid of this model read from text (rows, one line, comma-separated
        or a .puz grid block). ModelError at the place of what is wrong."""
        data = text.encode()
        arr = (ctypes.c_int * self._ncells)()
        e = ctypes.c_void_p()
        check(lib.puz_grid_read(self._p, data, len(data), arr, ctypes.byref(e)), e)
        c = self._cols
        flat = arr[:]
        return [flat[i:i + c] for i in range(0, self._ncells, c)]

    def verify(self, grid: GridLike) -> bool:
        """True when grid keeps every constraint and given; else raises
        InvalidError saying which it breaks."""
        e = ctypes.c_void_p()
        check(lib.puz_verify(self._p, _carray(_flat(self, grid)), ctypes.byref(e)), e)
        return True

    # ---- solving ----

    def _solve(self, backend: str, solutions: int, time_limit: Optional[float],
               memory_limit: Optional[float], options: Dict[str, Any]) -> tuple:
        """One puz_solve: (result pointer, backend pointer); free the result."""
        o = options_for(backend, options)
        lim = Limits(solutions, time_limit, memory_limit)
        r = lib.puz_result_new()
        e = ctypes.c_void_p()
        try:
            rc = run(lib.puz_solve, self._p, o.backend, o.p, lim.p, r, ctypes.byref(e),
                     cancel=lim.cancel)
            check(rc, e)
        except BaseException:
            lib.puz_result_free(r)
            raise
        return r, o.backend

    def solve(self, backend: str = "native", *, time_limit: Optional[float] = None,
              memory_limit: Optional[float] = None, **options: Any) -> Solution:
        """Solves the model on a backend ("native", "sat", "dlx", "ilp",
        "heuristic") with its options as keywords (encoding="minimal",
        no_fast=True; checked by the backend's table: a wrong one raises
        ArgumentError naming what it takes). time_limit in seconds,
        memory_limit in MB (0: none). Returns a Solution whose status says
        whether it was solved; Ctrl-C stops the search and raises
        KeyboardInterrupt."""
        r, b = self._solve(backend, 1, time_limit, memory_limit, options)
        try:
            g = lib.puz_result_grid(r)
            flat = g[:self._ncells] if g else None
            return Solution(self, _STATUS.get(lib.puz_result_status(r), "?"), flat,
                            _stats(r, b), _lib.text(lib.puz_result_stopped(r)) or "", backend)
        finally:
            lib.puz_result_free(r)

    def count(self, limit: Optional[int] = 2, backend: str = "native", *,
              time_limit: Optional[float] = None, memory_limit: Optional[float] = None,
              **options: Any) -> Count:
        """Counts solutions up to limit (2 checks uniqueness; None: all).
        Returns a Count, an int with .complete (False: a lower bound -- a
        limit cut it short, or it reached limit), .stopped and .stats."""
        n = UINT64_MAX if limit is None else int(limit)
        if n < 1:
            raise ArgumentError(f"limit must be at least 1, not {limit}")
        r, b = self._solve(backend, n, time_limit, memory_limit, options)
        try:
            found = lib.puz_result_solutions(r)
            return Count(found, bool(lib.puz_result_complete(r)) and found < n,
                         _lib.text(lib.puz_result_stopped(r)) or "", _stats(r, b))
        finally:
            lib.puz_result_free(r)

    def solutions(self, limit: Optional[int] = None, backend: str = "native", *,
                  time_limit: Optional[float] = None, memory_limit: Optional[float] = None,
                  **options: Any) -> Iterator[Solution]:
        """The solutions one by one as the search finds them (up to limit;
        None: all). The search runs on a thread of its own and waits while
        the consumer does: closing the generator (or leaving the loop)
        stops it."""
        o = options_for(backend, options)
        lim = Limits(UINT64_MAX if limit is None else int(limit), time_limit, memory_limit)
        q: "queue.Queue" = queue.Queue(maxsize=64)
        stop = threading.Event()
        n = self._ncells
        end = object()

        def found(m: int, grid: Any, ctx: Any) -> int:
            g = grid[:n]
            while not stop.is_set():
                try:
                    q.put(g, timeout=0.05)
                    return 0
                except queue.Full:
                    pass
            return 1

        cb = lim.keep(_lib.SOLUTION_FN(found))
        lib.puz_limits_on_solution(lim.p, cb, None)

        def search() -> None:
            r = lib.puz_result_new()
            e = ctypes.c_void_p()
            try:
                check(lib.puz_solve(self._p, o.backend, o.p, lim.p, r, ctypes.byref(e)), e)
                q.put(end)
            except BaseException as exc:
                q.put(exc)
            finally:
                lib.puz_result_free(r)

        t = threading.Thread(target=search, name="puzc-solutions", daemon=True)
        t.start()
        try:
            while True:
                item = q.get()
                if item is end:
                    return
                if isinstance(item, BaseException):
                    raise item
                yield Solution(self, "solved", item, backend=backend)
        finally:
            stop.set()
            lim.cancel()
            while t.is_alive():
                try:
                    q.get(timeout=0.05)
                except queue.Empty:
                    pass
            t.join()

    def backend_size(self, backend: str = "sat", *, time_limit: Optional[float] = None,
                     **options: Any) -> Dict[str, int]:
        """The backend's model-size figures (variables, clauses, ...) as built
        with these options, without solving."""
        o = options_for(backend, options)
        lim = Limits(1, time_limit)
        size = (ctypes.c_long * 3)()
        e = ctypes.c_void_p()
        check(run(lib.puz_model_size, self._p, o.backend, o.p, lim.p, size, ctypes.byref(e),
                  cancel=lim.cancel), e)
        out = {}
        for i in range(3):
            name = lib.puz_backend_size_name(o.backend, i)
            if name:
                out[name.decode()] = size[i]
        return out

    # ---- external solvers ----

    def emit(self, fmt: str, *, time_limit: Optional[float] = None, **options: Any) -> str:
        """The model's formulation in fmt ("cnf", "wcnf", "opb", "lp", "mps",
        "mzn", "xcc") for an external solver, built with the options of the
        backend that writes fmt. UnsupportedError for an unknown format."""
        b = lib.puz_backend_for_format(fmt.encode())
        o = Options(b, options) if b else None
        lim = Limits(1, time_limit)
        buf, n, e = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
        check(run(lib.puz_emit_string, self._p, fmt.encode(), o.p if o else None, lim.p,
                  ctypes.byref(buf), ctypes.byref(n), ctypes.byref(e), cancel=lim.cancel), e)
        return _lib.take_buffer(buf, n.value)

    def decode(self, answer: str, name: str = "<answer>") -> Solution:
        """Reads an external solver's answer to one of this model's
        formulations (told apart by its content), verifies its grid, and
        returns a Solution with status "solved", "no solution" or "relaxed"
        (a MaxSAT answer that drops givens) and backend the formulation's
        ("sat", "ilp", "dlx", "native"). ModelError for an answer that
        cannot be read, InvalidError for a grid that is not a solution."""
        data = answer.encode()
        arr = (ctypes.c_int * self._ncells)()
        ans, fmt, note, e = ctypes.c_int(), ctypes.c_char_p(), ctypes.c_char_p(), ctypes.c_void_p()
        check(lib.puz_decode(self._p, data, len(data), name.encode(), arr, ctypes.byref(ans),
                             ctypes.byref(fmt), ctypes.byref(note), ctypes.byref(e)), e)
        status = _ANSWER.get(ans.value, "?")
        st = Stats(note=_lib.text(note.value) or "")
        return Solution(self, status, None if status == "no solution" else arr[:], st,
                        backend=_lib.text(fmt.value) or "")

    # ---- pictures ----

    def svg(self, solution: Optional[GridLike] = None, **settings_: Any) -> str:
        """The model drawn as SVG, with the values of solution (a Solution, a
        grid as rows or flat) or its givens. Settings: tint=True (regions
        tinted), cell=N (a cell's side in pixels)."""
        return self._render(0, solution, settings_)

    def text(self, solution: Optional[GridLike] = None, **settings_: Any) -> str:
        """The model drawn as text for a terminal (ascii=True: + - | lines)."""
        return self._render(1, solution, settings_)

    def _render(self, fmt: int, solution: Optional[GridLike], values: Dict[str, Any]) -> str:
        ro = lib.puz_render_opts_new()
        try:
            settings(lib.puz_render_set, ro, values)
            grid = _carray(_flat(self, solution)) if solution is not None else None
            buf, n, e = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
            check(lib.puz_render_string(self._p, grid, fmt, ro, ctypes.byref(buf),
                                        ctypes.byref(n), ctypes.byref(e)), e)
            return _lib.take_buffer(buf, n.value)
        finally:
            lib.puz_render_opts_free(ro)

    def _repr_svg_(self) -> str:
        return self.svg()
