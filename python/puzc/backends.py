"""backends -- the registry of backends and their option tables.

Options are passed as keyword arguments (no_fast=True for --no-fast) and
set by name through puz_options_set, so the backend's own table checks
them: a wrong name or value raises ArgumentError with the library's
message, which names what the backend takes.
"""
from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from . import _lib
from ._lib import lib
from .errors import ArgumentError, check

__all__ = ["Backend", "backends", "backend"]

_KINDS = {0: "choice", 1: "flag", 2: "int", 3: "real"}
_CAPS = ((1, "solve"), (2, "count"), (4, "emit"), (8, "decode"), (16, "generate"))


@dataclass(frozen=True)
class Backend:
    """A backend of the registry: what it can do and the options it takes.

    options maps each option's name to (kind, values, help): kind is
    "choice", "flag", "int" or "real"; values the choices (the first is the
    default) or ().
    """

    name: str
    description: str
    can: frozenset
    formats: tuple
    effort: str
    options: Dict[str, tuple] = field(default_factory=dict)


def _ptr(name: str) -> int:
    """The puz_backend named name, or ArgumentError naming those there are."""
    b = lib.puz_backend_find(name.encode())
    if not b:
        have = " ".join(x.name for x in backends())
        raise ArgumentError(f"unknown backend '{name}' (have: {have})", "bad argument")
    return b


def _describe(b: int) -> Backend:
    caps = lib.puz_backend_caps(b)
    opts = {}
    for o in _lib.table(lib.puz_backend_options(b)):
        vals = tuple(_lib.strings(o.values)) if o.kind == 0 else ()
        opts[o.name.decode()] = (_KINDS.get(o.kind, "?"), vals, _lib.text(o.help))
    return Backend(name=_lib.text(lib.puz_backend_name(b)),
                   description=_lib.text(lib.puz_backend_description(b)),
                   can=frozenset(n for bit, n in _CAPS if caps & bit),
                   formats=tuple(_lib.strings(lib.puz_backend_formats(b))),
                   effort=_lib.text(lib.puz_backend_effort_name(b)), options=opts)


def backends() -> List[Backend]:
    """Every backend of the registry, in the order `puzc compare` shows them."""
    return [_describe(lib.puz_backend_at(i)) for i in range(lib.puz_backend_count())]


def backend(name: str) -> Backend:
    """The backend called name ("native", "sat", "dlx", "ilp", "heuristic")."""
    return _describe(_ptr(name))


def setting_name(key: str) -> bytes:
    """A keyword argument's name as the library's tables write it."""
    return key.replace("_", "-").encode()


class Options:
    """A puz_options of one backend, set from keyword arguments."""

    __slots__ = ("backend", "p")

    def __init__(self, b: int, options: Dict[str, Any]):
        self.backend = b
        self.p = lib.puz_options_new(b)
        for key, value in options.items():
            if value is None:
                continue
            if value is True:
                val = None
            elif value is False:
                val = b"off"
            else:
                val = str(value).encode()
            e = ctypes.c_void_p()
            check(lib.puz_options_set(self.p, setting_name(key), val, ctypes.byref(e)), e)

    def __del__(self) -> None:
        if self.p:
            lib.puz_options_free(self.p)
            self.p = None


def options_for(name: str, options: Dict[str, Any]) -> Options:
    """Options of backend name set from options (checked by its table)."""
    return Options(_ptr(name), options)


def settings(setter: Any, obj: int, values: Dict[str, Any]) -> None:
    """Sets each of values on obj (a generator's, rater's or picture's
    settings) with setter, True and False as "on" and "off"."""
    for key, value in values.items():
        if value is None:
            continue
        val = b"on" if value is True else b"off" if value is False else str(value).encode()
        e = ctypes.c_void_p()
        check(setter(obj, setting_name(key), val, ctypes.byref(e)), e)


def effort_name(name: str) -> Optional[str]:
    """The unit of effort of backend name."""
    return _lib.text(lib.puz_backend_effort_name(_ptr(name)))
