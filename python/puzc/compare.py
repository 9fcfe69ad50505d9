"""compare -- puzc.compare (one model on several backends, a row each) and
puzc.Plot (the library's bar chart of timings, puz_plot, as SVG).
"""
from __future__ import annotations

import ctypes
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _lib
from ._lib import lib
from .backends import backends as _backends
from .errors import Error, check
from .model import Model

__all__ = ["compare", "Plot"]


def compare(model: Model, backends: Optional[Sequence[str]] = None, *, limit: int = 2,
            repeat: int = 1, time_limit: Optional[float] = None,
            frame: Optional[bool] = None) -> Union[List[Dict[str, Any]], Any]:
    """Counts model's solutions up to limit on each backend (default: every
    backend that counts), best time of repeat runs, and returns a row per
    backend: backend, result ("solved", "no solution", "stopped", "error"),
    solutions, complete (False: a lower bound, as Count's), time_ms, build_ms, solve_ms, effort, effort_unit,
    agree (its count is the count the complete rows give), error (the
    message, for a backend that cannot take the model). A pandas DataFrame
    when pandas can be imported (frame=None) or frame=True; a list of dicts
    with frame=False."""
    names = list(backends) if backends is not None else \
        [b.name for b in _backends() if "count" in b.can]
    rows: List[Dict[str, Any]] = []
    for name in names:
        row: Dict[str, Any] = {"backend": name}
        try:
            best = None
            for _ in range(max(1, repeat)):
                c = model.count(limit, name, time_limit=time_limit)
                if best is None or c.stats.time < best.stats.time:
                    best = c
            st = best.stats
            row.update(result="stopped" if best.stopped else
                       "solved" if int(best) else "no solution",
                       solutions=int(best), complete=best.complete,
                       time_ms=1e3 * st.time, build_ms=1e3 * st.build_time,
                       solve_ms=1e3 * st.solve_time, effort=st.effort,
                       effort_unit=st.effort_unit, error="")
        except Error as exc:
            row.update(result="error", solutions=None, complete=False, time_ms=None,
                       build_ms=None, solve_ms=None, effort=None, effort_unit="",
                       error=exc.message)
        rows.append(row)
    # counts up to the limit agree or not, lower bounds at the limit too;
    # a count a limit cut short says nothing
    settled = [r for r in rows if r["result"] in ("solved", "no solution")]
    counts = {r["solutions"] for r in settled}
    for r in rows:
        r["agree"] = r in settled and len(counts) == 1
    if frame is not False:
        try:
            import pandas  # type: ignore
        except ImportError:
            if frame:
                raise
            return rows
        return pandas.DataFrame(rows)
    return rows


class Plot:
    """A horizontal bar chart of times on a log axis (what `puzc compare
    --plot` draws): add a bar a row, then svg(). Shows itself in Jupyter."""

    def __init__(self, title: Optional[str] = None, axis: Optional[str] = None):
        """title above the chart, axis the caption under its time axis."""
        self._p = lib.puz_plot_new(title.encode() if title else None,
                                   axis.encode() if axis else None)

    def __del__(self) -> None:
        if getattr(self, "_p", None):
            lib.puz_plot_free(self._p)
            self._p = None

    def add(self, label: str, ms: float, *, group: int = 0, hi_ms: float = 0.0,
            note: Optional[str] = None) -> "Plot":
        """A bar of ms milliseconds (<= 0: no bar, only the note); bars of one
        group share a colour; hi_ms > 0 draws a whisker to it."""
        lib.puz_plot_add(self._p, label.encode(), int(group), float(ms), float(hi_ms),
                         note.encode() if note else None)
        return self

    def svg(self) -> str:
        """The chart as SVG text. ArgumentError when it has no bars."""
        buf, n, e = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
        check(lib.puz_plot_svg_string(self._p, ctypes.byref(buf), ctypes.byref(n),
                                      ctypes.byref(e)), e)
        return _lib.take_buffer(buf, n.value)

    def _repr_svg_(self) -> str:
        return self.svg()
