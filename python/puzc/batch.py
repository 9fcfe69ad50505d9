"""batch -- puzc.batch: one-line puzzles through the library's batch runner.

Lines are taken from the iterable in chunks (CHUNK lines), each chunk
joined into one text and run by puz_batch_run_text, which hands back every
line's outcome at once as a record "STATUS TAB COUNT TAB EFFORT TAB USEC TAB
ANSWER" a line; the records are split in bulk and each becomes a
BatchResult, a tuple that parses its record only when a field is asked
for. No Python code runs per line inside the library: a ctypes callback a
line would cost half again the solving of a 17-clue line (make bench
measures puzc.batch against `puzc batch`).
"""
from __future__ import annotations

import ctypes
import itertools
from typing import Any, Iterable, Iterator, List, Optional

from . import _lib
from ._call import Limits, run
from ._lib import lib
from .backends import options_for
from .errors import ArgumentError, check

__all__ = ["batch", "BatchResult"]

CHUNK = 8192

_NAMES = ("solved", "no solution", "stopped", "bad line", "internal error", "blank")


class BatchResult(tuple):
    """What came of one line: number (from 1), text (the line), status
    ("solved", "no solution", "stopped", "bad line", "internal error",
    "blank"), solution (the solution in the line's own form: 81 characters,
    or comma-separated; None unless solved and not counting), grid (the
    solution as a list of rows), count (counting: the solutions found),
    complete (counting: False when count is a lower bound), reason
    (stopped, bad line: why), effort, usec (timed=True)."""

    __slots__ = ()
    _limit = 0  # count=N of the call (a subclass per call with count sets it)

    @property
    def number(self) -> int:
        """The line's number (from first_line, default 1)."""
        return self[0]

    @property
    def text(self) -> str:
        """The line as given."""
        return self[2]

    def _field(self, i: int) -> str:
        return self[1].split("\t", 4)[i]

    @property
    def status(self) -> str:
        """"solved", "no solution", "stopped", "bad line", "internal error",
        "blank"."""
        return _NAMES[ord(self[1][0]) - 48]

    @property
    def ok(self) -> bool:
        """True when the line was solved (counting: one or more found)."""
        return self[1][0] == "0"

    @property
    def solution(self) -> Optional[str]:
        """The solution in the line's own form, or None."""
        rec = self[1]
        if rec[0] != "0":
            return None
        return rec.rpartition("\t")[2] or None  # the answer is the last field

    @property
    def grid(self) -> Optional[List[List[int]]]:
        """The solution as a list of rows of ints, or None."""
        s = self.solution
        if s is None:
            return None
        vals = [int(v) for v in s.split(",")] if "," in s else [_char_value(ch) for ch in s]
        side = int(round(len(vals) ** 0.5))
        return [vals[i:i + side] for i in range(0, len(vals), side)]

    @property
    def count(self) -> int:
        """Counting: the solutions found (stopped: at least that many)."""
        return int(self._field(1))

    @property
    def complete(self) -> bool:
        """Counting: False when count is a lower bound -- a limit stopped the
        line, or it reached count=N (there may be more; `puzc batch` prints
        it N+); True otherwise."""
        st = self[1][0]
        if st == "2":
            return False
        return not (self._limit and st in "01" and self.count >= self._limit)

    @property
    def effort(self) -> int:
        """The search effort, in the backend's unit."""
        return int(self._field(2))

    @property
    def usec(self) -> float:
        """Microseconds the line took (with timed=True; else 0)."""
        return float(self._field(3))

    @property
    def reason(self) -> Optional[str]:
        """Stopped, bad line, internal error: why; else None."""
        if self[1][0] in "234":
            return self._field(4)
        return None

    def __repr__(self) -> str:
        what = self.solution or self.reason or (str(self.count) if self.status == "solved"
                                                else "")
        return f"<BatchResult line {self.number}: {self.status}{' ' + what if what else ''}>"


def _char_value(ch: str) -> int:
    """A one-character cell's value: 1-9, then A-Z for 10-35."""
    return int(ch, 36)


def _chunk_text(chunk: List[str]) -> bytes:
    """The chunk's lines, each ended by a newline; lines may come with their
    own newline (read from a file), not with one inside."""
    text = "\n".join(chunk)
    if text.count("\n") != len(chunk) - 1:
        chunk[:] = [ln.rstrip("\r\n") for ln in chunk]
        text = "\n".join(chunk)
        if text.count("\n") != len(chunk) - 1:
            raise ArgumentError("a line holds a line break inside it")
    return (text + "\n").encode()


def batch(lines: Iterable[str], backend: str = "native", *, jobs: int = 1,
          count: Optional[int] = None, killer: bool = False, time_limit: Optional[float] = None,
          memory_limit: Optional[float] = None, first_line: int = 1, timed: bool = False,
          **options: Any) -> Iterator[BatchResult]:
    """Solves one-line puzzles (the forms of `puzc batch`: 81 characters,
    "name<TAB>v1,v2,...", Killer lines with killer=True) and yields a
    BatchResult per line, in input order. lines: any iterable of str (a
    list, an open file). jobs: threads (0: one per core). count=N counts
    solutions up to N instead of solving. time_limit: seconds per line;
    memory_limit: MB for the run. Backend options as keywords. A bad line is
    a result with status "bad line", not an exception. Ctrl-C stops the
    run."""
    o = options_for(backend, options)
    if jobs < 0:
        raise ArgumentError(f"jobs must be >= 0, not {jobs}")
    lim = Limits(1, time_limit, memory_limit)
    bt = lib.puz_batch_new()
    try:
        lib.puz_batch_set_backend(bt, o.backend, o.p)
        lib.puz_batch_set_limits(bt, lim.p)
        lib.puz_batch_set_jobs(bt, jobs)
        lib.puz_batch_set_killer(bt, 1 if killer else 0)
        lib.puz_batch_set_timed(bt, 1 if timed else 0)
        if count is not None:
            if count < 1:
                raise ArgumentError(f"count must be at least 1, not {count}")
            lib.puz_batch_set_count(bt, int(count))
        # a count's limit rides on the class, not on every result
        result = BatchResult if not count else \
            type("BatchResult", (BatchResult,), {"__slots__": (), "_limit": int(count)})
        it = iter(lines)
        number = first_line
        name = b"<lines>"
        while True:
            chunk = list(itertools.islice(it, CHUNK))
            if not chunk:
                return
            data = _chunk_text(chunk)
            lib.puz_batch_set_first_line(bt, number)
            out, n, e = ctypes.c_void_p(), ctypes.c_size_t(), ctypes.c_void_p()
            check(run(lib.puz_batch_run_text, bt, data, len(data), name, ctypes.byref(out),
                      ctypes.byref(n), ctypes.byref(e), cancel=lim.cancel), e)
            records = _lib.take_buffer(out, n.value).split("\n")
            records.pop()  # after the last newline
            yield from map(result, zip(itertools.count(number), records, chunk))
            number += len(chunk)
    finally:
        lib.puz_batch_free(bt)
