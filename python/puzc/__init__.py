"""puzc -- the puzc puzzle engine (libpuzc) from Python.

Compile a .puz model or a one-line puzzle, solve or count it on any
backend with that backend's options, write its formulation for an external
solver and read the answer back, run files of one-line puzzles on threads,
generate and rate puzzles, and draw them as SVG (models and solutions show
as pictures in Jupyter). A binding over libpuzc.so with ctypes: every call
is the library's, errors are exceptions carrying its messages, and the
GIL is released while it works. The manual: docs/python.md.

    >>> import puzc
    >>> m = puzc.Model.from_file("models/sudoku_9x9_hard.puz")
    >>> m.solve().line[:9]
    '162857493'
    >>> m.count()
    Count(1)
"""
from __future__ import annotations

from ._lib import lib as _clib, path as library_path
from .backends import Backend, backend, backends
from .batch import BatchResult, batch
from .compare import Plot, compare
from .errors import (ArgumentError, Error, FileError, InternalError, InvalidError, LimitError,
                     ModelError, UnsupportedError)
from .generate import Puzzle, Rating, RatingStep, generate, generate_many, rate
from .model import Count, Model, Solution, Stats

__version__ = "1.3.0"
#: the version of the libpuzc loaded
library_version: str = _clib.puz_version().decode()

__all__ = ["Model", "Solution", "Count", "Stats", "batch", "BatchResult", "generate",
           "generate_many", "rate", "Puzzle", "Rating", "RatingStep", "compare", "Plot",
           "backends", "backend", "Backend", "Error", "ModelError", "ArgumentError",
           "UnsupportedError", "FileError", "InvalidError", "InternalError", "LimitError",
           "library_path", "library_version"]
