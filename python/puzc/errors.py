"""errors -- the library's puz_error as Python exceptions.

Every failing call raises a subclass of Error chosen by the puz_code:
PUZ_E_INPUT is ModelError (a model, line, grid or answer that cannot be
read, with its place: file, line, column and the caret text), PUZ_E_ARG
ArgumentError (also a ValueError: a setting the owner's table refuses),
PUZ_E_UNSUPPORTED UnsupportedError, PUZ_E_IO FileError (also an OSError),
PUZ_E_INVALID InvalidError (a grid that is not a solution), PUZ_E_INTERNAL
InternalError, PUZ_E_LIMIT LimitError. The message is the library's own.
"""
from __future__ import annotations

import ctypes
from typing import Optional

from ._lib import lib, text

__all__ = ["Error", "ModelError", "ArgumentError", "UnsupportedError", "FileError",
           "InvalidError", "InternalError", "LimitError"]


class Error(Exception):
    """A call of libpuzc failed.

    Attributes: code (the puz_code's name: "input error", "bad argument",
    ...), message (the first message, without place), text (every message
    rendered, as the command line prints it).
    """

    def __init__(self, message: str, code: str = "error", text: Optional[str] = None):
        super().__init__(message)
        self.message = message
        self.code = code
        self.text = text if text is not None else f"error: {message}\n"

    def __str__(self) -> str:
        return self.message


class ModelError(Error):
    """A model, one-line puzzle, grid or answer that cannot be read.

    Besides Error's attributes: file (None when no place), line, column
    (0 when none) and caret (the source line and its caret line, as the
    compiler shows them). str() is the whole located diagnostic:
    "file:line:col: error: message", the source line and the caret, for
    every error found.
    """

    def __init__(self, message: str, code: str = "input error", text: Optional[str] = None,
                 file: Optional[str] = None, line: int = 0, column: int = 0):
        super().__init__(message, code, text)
        self.file = file
        self.line = line
        self.column = column
        # the text's first message is "place: error: message\n" then the
        # source line and the caret line
        parts = self.text.split("\n")
        self.caret = "\n".join(parts[1:3]) if len(parts) > 2 and line else ""

    def __str__(self) -> str:
        return self.text.rstrip("\n")


class ArgumentError(Error, ValueError):
    """An argument the call does not take: a setting's name or value, a size."""


class UnsupportedError(Error):
    """The backend cannot express this model, or has no such format."""


class FileError(Error, OSError):
    """A file that cannot be opened, read or written."""


class InvalidError(Error):
    """A grid that is not a solution of the model."""


class InternalError(Error):
    """One of puzc's answers failed the independent verifier: a bug."""


class LimitError(Error):
    """A time or memory limit, or a cancel, stopped a call with no result."""


_BY_CODE = {1: ModelError, 2: ArgumentError, 3: UnsupportedError, 4: FileError,
            5: InvalidError, 6: InternalError, 7: LimitError}


def from_error(e: ctypes.c_void_p) -> Error:
    """The exception for puz_error e (then freed)."""
    try:
        code = lib.puz_error_code(e)
        cls = _BY_CODE.get(code, Error)
        kw = dict(code=text(lib.puz_code_name(code)), text=text(lib.puz_error_text(e)))
        if cls is ModelError:
            kw.update(file=text(lib.puz_error_file(e)), line=lib.puz_error_line(e),
                      column=lib.puz_error_column(e))
        return cls(text(lib.puz_error_message(e)) or "", **kw)
    finally:
        lib.puz_error_free(e)


def check(rc: int, e: ctypes.c_void_p) -> None:
    """Raises the error a call that returned rc left in e (nothing on PUZ_OK)."""
    if rc != 0:
        if e:
            raise from_error(e)
        raise Error(text(lib.puz_code_name(rc)) or "error")
