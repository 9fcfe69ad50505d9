"""_lib -- finding libpuzc.so and declaring the calls of include/puzc.h that
the package makes (argument and result types for ctypes).

The library is looked for, in this order: the file the environment variable
PUZC_LIB names; the one `make python` recorded in _built.py (the build
directory beside the source the package came from); ../../build/ next to
this file (the package used from a source tree); the system's libpuzc.so.1.
ctypes.CDLL releases the GIL around every foreign call, so other Python
threads run while the library solves.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import (CFUNCTYPE, POINTER, c_char_p, c_double, c_int, c_long, c_size_t, c_uint,
                    c_uint64, c_void_p)
from typing import Iterator, Optional

_HERE = os.path.dirname(os.path.abspath(__file__))


def _candidates() -> Iterator[str]:
    """The places the library may be, most specific first (the system's
    asked last: ctypes.util.find_library runs ldconfig)."""
    env = os.environ.get("PUZC_LIB")
    if env:
        yield env
        return
    try:
        from . import _built  # written by `make python`
        yield _built.LIB
    except ImportError:
        pass
    yield os.path.join(_HERE, "..", "..", "build", "libpuzc.so.1")
    yield ctypes.util.find_library("puzc") or "libpuzc.so.1"


def _load() -> ctypes.CDLL:
    """The first library of _candidates() that loads."""
    errors = []
    for where in _candidates():
        if os.sep in where and not os.path.exists(where):
            errors.append(f"{where}: no such file")
            continue
        try:
            return ctypes.CDLL(where)
        except OSError as exc:
            errors.append(str(exc))
    raise ImportError("puzc: cannot load libpuzc.so (set PUZC_LIB, or run `make python`): "
                      + "; ".join(errors))


lib = _load()
#: the path of the library loaded
path: str = lib._name

P = c_void_p                      # every opaque object
PP = POINTER(c_void_p)            # an out-pointer to one
ERR = POINTER(c_void_p)           # puz_error **
INTP = POINTER(c_int)

SOLUTION_FN = CFUNCTYPE(c_int, c_void_p, INTP, c_void_p)
PROGRESS_FN = CFUNCTYPE(None, c_char_p, c_void_p)
BULK_FN = CFUNCTYPE(c_int, c_long, c_uint64, c_void_p, c_void_p)


class Option(ctypes.Structure):
    """puz_option: one entry of a settings table (read through pointers)."""
    _fields_ = [("name", c_char_p), ("kind", c_int), ("values", POINTER(c_char_p)),
                ("help", c_char_p), ("rows", c_int), ("rows_values", POINTER(c_char_p)),
                ("flags", c_uint)]


class Step(ctypes.Structure):
    """puz_step: one step of a rating's solving path."""
    _fields_ = [("tech", c_int), ("cell", c_int), ("value", c_int), ("first", c_long),
                ("nelims", c_int)]


class Elim(ctypes.Structure):
    """puz_elim: the candidates one step removed from one cell."""
    _fields_ = [("cell", c_int), ("values", c_uint64)]


def _d(name: str, res, *args) -> None:
    """Declares lib.NAME's result and argument types."""
    f = getattr(lib, name)
    f.restype = res
    f.argtypes = list(args)


# memory, version, errors
_d("puz_version", c_char_p)
_d("puz_free", None, P)
_d("puz_code_name", c_char_p, c_int)
_d("puz_error_code", c_int, P)
_d("puz_error_message", c_char_p, P)
_d("puz_error_file", c_char_p, P)
_d("puz_error_line", c_int, P)
_d("puz_error_column", c_int, P)
_d("puz_error_text", c_char_p, P)
_d("puz_error_stop", c_int, P)
_d("puz_error_free", None, P)
# models
_d("puz_compile_file", c_int, c_char_p, P, PP, ERR)
_d("puz_compile_string", c_int, c_char_p, c_char_p, c_size_t, P, PP, ERR)
_d("puz_model_from_line", c_int, c_char_p, c_size_t, c_uint, PP, INTP, ERR)
_d("puz_model_sudoku", P, c_int, c_int)
_d("puz_model_latin", P, c_int)
_d("puz_model_clone", P, P)
_d("puz_model_free", None, P)
_d("puz_kind_name", c_char_p, c_int)
for _n in ("kind", "rows", "cols", "ncells", "vmin", "vmax", "box_rows", "box_cols", "ngivens",
           "nconstraints"):
    _d("puz_model_" + _n, c_int, P)
_d("puz_model_name", c_char_p, P)
_d("puz_model_path", c_char_p, P)
_d("puz_model_givens", INTP, P)
_d("puz_model_cell_used", c_int, P, c_int)
_d("puz_model_set_givens", c_int, P, INTP, ERR)
_d("puz_model_warnings", P, P)
_d("puz_model_string", c_int, P, POINTER(c_void_p), POINTER(c_size_t), ERR)
_d("puz_model_size", c_int, P, P, P, P, POINTER(c_long), ERR)
# grids
_d("puz_grid_string", c_void_p, P, INTP, c_int)
_d("puz_grid_read", c_int, P, c_char_p, c_size_t, INTP, ERR)
_d("puz_verify", c_int, P, INTP, ERR)
# backends, options
_d("puz_backend_count", c_int)
_d("puz_backend_at", P, c_int)
_d("puz_backend_find", P, c_char_p)
_d("puz_backend_for_format", P, c_char_p)
_d("puz_backend_name", c_char_p, P)
_d("puz_backend_description", c_char_p, P)
_d("puz_backend_caps", c_uint, P)
_d("puz_backend_formats", POINTER(c_char_p), P)
_d("puz_backend_effort_name", c_char_p, P)
_d("puz_backend_size_name", c_char_p, P, c_int)
_d("puz_backend_options", POINTER(Option), P)
_d("puz_options_new", P, P)
_d("puz_options_free", None, P)
_d("puz_options_set", c_int, P, c_char_p, c_char_p, ERR)
_d("puz_options_get", c_char_p, P, c_char_p)
# limits, results, solving
_d("puz_limits_new", P)
_d("puz_limits_free", None, P)
_d("puz_limits_set_solutions", None, P, c_uint64)
_d("puz_limits_set_time", None, P, c_double)
_d("puz_limits_set_memory", None, P, c_size_t)
_d("puz_limits_set_cancel", None, P, INTP)
_d("puz_limits_on_solution", None, P, SOLUTION_FN, P)
_d("puz_result_new", P)
_d("puz_result_free", None, P)
_d("puz_result_status", c_int, P)
_d("puz_result_solutions", c_uint64, P)
_d("puz_result_complete", c_int, P)
_d("puz_result_grid", INTP, P)
_d("puz_result_size", c_long, P, c_int)
_d("puz_result_effort", c_long, P)
_d("puz_result_build_sec", c_double, P)
_d("puz_result_solve_sec", c_double, P)
_d("puz_result_note", c_char_p, P)
_d("puz_result_stop", c_int, P)
_d("puz_result_stopped", c_char_p, P)
_d("puz_solve", c_int, P, P, P, P, P, ERR)
# external solvers
_d("puz_emit_string", c_int, P, c_char_p, P, P, POINTER(c_void_p), POINTER(c_size_t), ERR)
_d("puz_decode", c_int, P, c_char_p, c_size_t, c_char_p, INTP, INTP, POINTER(c_char_p),
   POINTER(c_char_p), ERR)
# batch
_d("puz_batch_new", P)
_d("puz_batch_free", None, P)
_d("puz_batch_set_backend", None, P, P, P)
_d("puz_batch_set_limits", None, P, P)
_d("puz_batch_set_count", None, P, c_uint64)
_d("puz_batch_set_jobs", None, P, c_int)
_d("puz_batch_set_killer", None, P, c_int)
_d("puz_batch_set_first_line", None, P, c_long)
_d("puz_batch_set_timed", None, P, c_int)
_d("puz_batch_run_text", c_int, P, c_char_p, c_size_t, c_char_p, POINTER(c_void_p),
   POINTER(c_size_t), ERR)
_d("puz_line_status_name", c_char_p, c_int)
# generating, rating
_d("puz_gen_new", P)
_d("puz_gen_free", None, P)
_d("puz_gen_settings", POINTER(Option))
_d("puz_gen_set", c_int, P, c_char_p, c_char_p, ERR)
_d("puz_generate", c_int, P, P, P, ERR)
_d("puz_generate_bulk", c_int, P, P, c_long, c_int, BULK_FN, P, P, ERR)
_d("puz_puzzle_new", P)
_d("puz_puzzle_free", None, P)
_d("puz_puzzle_status", c_int, P)
_d("puz_puzzle_missed", c_int, P)
_d("puz_puzzle_why", c_char_p, P)
_d("puz_puzzle_model", P, P)
_d("puz_puzzle_solution", INTP, P)
_d("puz_puzzle_clues", c_int, P)
_d("puz_puzzle_level", c_int, P)
_d("puz_puzzle_hardest", c_int, P)
_d("puz_puzzle_guesses", c_long, P)
_d("puz_puzzle_minimal", c_int, P)
_d("puz_puzzle_sec", c_double, P)
_d("puz_tech_name", c_char_p, c_int)
_d("puz_level_name", c_char_p, c_int)
_d("puz_rater_new", P)
_d("puz_rater_free", None, P)
_d("puz_rater_settings", POINTER(Option))
_d("puz_rater_set", c_int, P, c_char_p, c_char_p, ERR)
_d("puz_rating_new", P)
_d("puz_rating_free", None, P)
_d("puz_rating_status", c_int, P)
_d("puz_rating_count", c_long, P, c_int)
_d("puz_rating_guesses", c_long, P)
_d("puz_rating_hardest", c_int, P)
_d("puz_rating_level", c_int, P)
_d("puz_rating_score", c_long, P)
_d("puz_rating_unique", c_int, P)
_d("puz_rating_solution", INTP, P)
_d("puz_rating_nsteps", c_long, P)
_d("puz_rating_step", POINTER(Step), P, c_long)
_d("puz_rating_elim", POINTER(Elim), P, c_long)
_d("puz_rate", c_int, P, P, P, P, ERR)
# pictures
_d("puz_render_opts_new", P)
_d("puz_render_opts_free", None, P)
_d("puz_render_set", c_int, P, c_char_p, c_char_p, ERR)
_d("puz_render_string", c_int, P, INTP, c_int, P, POINTER(c_void_p), POINTER(c_size_t), ERR)
_d("puz_plot_new", P, c_char_p, c_char_p)
_d("puz_plot_add", None, P, c_char_p, c_int, c_double, c_double, c_char_p)
_d("puz_plot_svg_string", c_int, P, POINTER(c_void_p), POINTER(c_size_t), ERR)
_d("puz_plot_free", None, P)

PUZ_TECHS = 14  # PUZ_NTECHS


def text(b: Optional[bytes]) -> Optional[str]:
    """A C string from the library as str (None stays None)."""
    return None if b is None else b.decode("utf-8", "replace")


def take_buffer(p: c_void_p, n: int) -> str:
    """Text the library handed over (n bytes at p) as str; frees it."""
    try:
        return ctypes.string_at(p, n).decode("utf-8", "replace")
    finally:
        lib.puz_free(p)


def table(entries) -> list:
    """A settings table (POINTER(Option), ends with name NULL) as Option list."""
    out = []
    i = 0
    while entries[i].name is not None:
        out.append(entries[i])
        i += 1
    return out


def strings(arr) -> list:
    """A NULL-terminated array of C strings as a list of str."""
    out = []
    if not arr:
        return out
    i = 0
    while arr[i] is not None:
        out.append(arr[i].decode())
        i += 1
    return out
