"""conftest -- what the package's tests share: the source tree's paths, the
command line (./puzc, or $PUZC) and the shared puzzle sets ($SHARED, else
../shared/puzzles beside the tree)."""
import os
import subprocess

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MODELS = os.path.join(ROOT, "models")
PUZC = os.path.abspath(os.path.join(ROOT, os.environ.get("PUZC", "./puzc")))
SHARED = os.environ.get("SHARED") or os.path.join(ROOT, "..", "shared", "puzzles")


def model_path(name: str) -> str:
    """A file of models/."""
    return os.path.join(MODELS, name)


def cli(*args: str, stdin: str = None) -> str:
    """What `puzc ARGS` prints on stdout."""
    return subprocess.run([PUZC, *args], input=stdin, capture_output=True, text=True,
                          cwd=ROOT).stdout


def shared(*parts: str) -> str:
    """A file of the shared sets, or a skip when they are not here."""
    p = os.path.join(SHARED, *parts)
    if not os.path.exists(p):
        pytest.skip(f"{p}: the shared puzzle sets are not here")
    return p


def head(path: str, n: int) -> list:
    """The first n lines of a file (all when fewer), newlines cut."""
    with open(path) as f:
        return [ln.rstrip("\n") for _, ln in zip(range(n), f)]
