"""_call -- long library calls that Ctrl-C (KeyboardInterrupt) can stop.

Python runs its signal handlers in the main thread, between bytecodes: a
main thread inside a foreign call would not see Ctrl-C until the call
returned. So a call made from the main thread runs on one helper thread
(made once, kept), while the main thread waits on a lock, which a signal
interrupts. On KeyboardInterrupt the waiting thread sets the call's cancel
flag (puz_limits_set_cancel), waits the few milliseconds the library takes
to see it and return, and raises the KeyboardInterrupt again: the library's
state is whole and the interpreter stays usable. Calls from other threads
run directly (only the main thread gets KeyboardInterrupt). ctypes releases
the GIL during the foreign call either way, so threads solve at once.

Limits bundles the puz_limits of one call with its cancel flag.
"""
from __future__ import annotations

import ctypes
import threading
from typing import Any, Callable, Optional

from ._lib import lib

UINT64_MAX = (1 << 64) - 1


class Limits:
    """A puz_limits for one call: solutions, time, memory, and a cancel flag."""

    __slots__ = ("p", "flag", "_keep")

    def __init__(self, solutions: int = 1, time_limit: Optional[float] = None,
                 memory_limit: Optional[float] = None):
        self.p = lib.puz_limits_new()
        self.flag = ctypes.c_int(0)
        self._keep: list = []  # callbacks that must outlive the call
        lib.puz_limits_set_cancel(self.p, ctypes.byref(self.flag))
        if solutions != 1:
            lib.puz_limits_set_solutions(self.p, min(int(solutions), UINT64_MAX))
        if time_limit:
            if time_limit < 0:
                from .errors import ArgumentError
                raise ArgumentError(f"time_limit must be >= 0 seconds, not {time_limit}")
            lib.puz_limits_set_time(self.p, float(time_limit))
        if memory_limit is not None:
            if memory_limit < 0:
                from .errors import ArgumentError
                raise ArgumentError(f"memory_limit must be >= 0 MB, not {memory_limit}")
            # 0 here means "none", as on the command line (--memory-limit 0)
            mb = int(memory_limit) if memory_limit else ctypes.c_size_t(-1).value
            lib.puz_limits_set_memory(self.p, mb)

    def keep(self, obj: Any) -> Any:
        """Keeps obj (a ctypes callback) alive as long as these limits."""
        self._keep.append(obj)
        return obj

    def cancel(self) -> None:
        """Asks the call running under these limits to stop."""
        self.flag.value = 1

    def __del__(self) -> None:
        if getattr(self, "p", None):  # Ctrl-C may land before p was set
            lib.puz_limits_free(self.p)
            self.p = None


_IDLE, _QUEUED, _RUNNING, _DONE = range(4)


class _Helper:
    """The one thread that runs the main thread's library calls.

    A call goes IDLE -> QUEUED (the main thread hands it over) -> RUNNING
    (the helper took it) -> DONE (its result is in) -> IDLE (the main thread
    took the result), every change under one condition. Ctrl-C may land
    between any two bytecodes of the main thread, also before the handing
    over is complete or while the result is read: whatever the state then,
    the main thread sets the call's cancel flag (a call not yet started
    then returns at once) and waits, uninterruptibly, until no call is
    queued or running, so that the helper is free for the next call."""

    def __init__(self) -> None:
        self.cv = threading.Condition()
        self.state = _IDLE
        self.job: Any = None
        self.result: Any = None
        t = threading.Thread(target=self._loop, name="puzc-call", daemon=True)
        t.start()

    def _loop(self) -> None:
        while True:
            with self.cv:
                while self.state != _QUEUED:
                    self.cv.wait()
                self.state = _RUNNING
                fn, args = self.job
            try:
                result = (True, fn(*args))
            except BaseException as exc:  # handed to the caller
                result = (False, exc)
            with self.cv:
                self.result = result
                self.job = None
                self.state = _DONE
                self.cv.notify_all()

    def _settle(self, cancel: Callable[[], None]) -> None:
        """After Ctrl-C: the call cancelled, and waited for until the helper
        is idle again (a second Ctrl-C meanwhile only cancels again)."""
        while True:
            try:
                cancel()
                with self.cv:
                    while self.state in (_QUEUED, _RUNNING):
                        self.cv.notify_all()
                        self.cv.wait(0.05)
                    self.state = _IDLE
                    self.result = None
                return
            except KeyboardInterrupt:
                continue

    def call(self, fn: Callable, args: tuple, cancel: Callable[[], None]) -> Any:
        try:
            with self.cv:
                self.job = (fn, args)
                self.result = None
                self.state = _QUEUED
                self.cv.notify_all()
                while self.state != _DONE:
                    self.cv.wait()
                ok, value = self.result
                self.result = None
                self.state = _IDLE
        except KeyboardInterrupt:
            self._settle(cancel)
            raise
        if ok:
            return value
        raise value


_helper: Optional[_Helper] = None
_helper_lock = threading.Lock()
_main = threading.main_thread()


def run(fn: Callable, *args: Any, cancel: Optional[Callable[[], None]] = None) -> Any:
    """fn(*args), stoppable by KeyboardInterrupt through cancel() when called
    from the main thread (see the module's comment)."""
    global _helper
    if threading.current_thread() is not _main or cancel is None:
        return fn(*args)
    if _helper is None:
        with _helper_lock:
            if _helper is None:
                _helper = _Helper()
    return _helper.call(fn, args, cancel)
