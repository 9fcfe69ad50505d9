"""test_runtime -- what the binding promises about the process: Ctrl-C
(SIGINT to the main thread) stops a long search with KeyboardInterrupt and
the interpreter goes on; the GIL is released while the library works; memory
stays flat over 100,000 solves."""
import signal
import threading
import time

import puzc
import pytest

from conftest import model_path


class _interrupt_after:
    """SIGINT to the main thread after seconds, as Ctrl-C sends it, and
    again every 0.5 s until the with-block ends, as a user presses Ctrl-C
    again: Python drops a KeyboardInterrupt that lands in a destructor
    (a __del__ run by the garbage collector), which no binding can prevent,
    and a test that sent one would then wait for ever."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.stop = threading.Event()
        self.sent = 0

    def _send(self) -> None:
        main = threading.main_thread().ident
        wait = self.seconds
        while not self.stop.wait(wait):
            signal.pthread_kill(main, signal.SIGINT)
            self.sent += 1
            wait = 0.5

    def __enter__(self) -> "_interrupt_after":
        # Python's own Ctrl-C handler, also when the suite was started with
        # SIGINT ignored (a job in the background of a shell: make check &)
        self.old = signal.signal(signal.SIGINT, signal.default_int_handler)
        self.t = threading.Thread(target=self._send, daemon=True)
        self.t.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        self.t.join()
        signal.signal(signal.SIGINT, self.old)


def _long_search() -> puzc.Model:
    """An empty 64x64 Sudoku: counting its solutions never ends."""
    return puzc.Model.sudoku(8)


def test_keyboard_interrupt_stops_a_count():
    m = _long_search()
    t0 = time.monotonic()
    with _interrupt_after(0.3), pytest.raises(KeyboardInterrupt):
        m.count(limit=None)
    assert time.monotonic() - t0 < 5
    # the interpreter and the library go on
    assert puzc.Model.sudoku(2).count(limit=None) == 288


def test_keyboard_interrupt_stops_a_solutions_loop():
    m = puzc.Model.sudoku(4)  # solutions come at once, and never end
    seen = 0
    t0 = time.monotonic()
    with _interrupt_after(0.3), pytest.raises(KeyboardInterrupt):
        for _ in m.solutions():
            seen += 1
            time.sleep(0.001)
    assert seen > 0 and time.monotonic() - t0 < 5
    assert puzc.Model.sudoku(2).count() == 2


def test_keyboard_interrupt_stops_a_batch():
    lines = ["." * 81] * 4
    t0 = time.monotonic()
    with _interrupt_after(0.3), pytest.raises(KeyboardInterrupt):
        list(puzc.batch(lines, count=10**12))
    assert time.monotonic() - t0 < 5


def test_gil_released_while_solving():
    """A Python thread keeps running while the main thread's solve runs."""
    ticks = 0
    stop = threading.Event()

    def spin():
        nonlocal ticks
        while not stop.is_set():
            ticks += 1

    t = threading.Thread(target=spin)
    t.start()
    try:
        c = _long_search().count(limit=None, time_limit=0.5)
    finally:
        stop.set()
        t.join()
    assert not c.complete and ticks > 10000


def test_two_threads_solve_at_once():
    """Two threads' solves overlap in time (each runs while the other does)."""
    spans = []

    def work():
        t0 = time.monotonic()
        _long_search().count(limit=None, time_limit=0.4)
        spans.append((t0, time.monotonic()))

    ts = [threading.Thread(target=work) for _ in range(2)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    (a0, a1), (b0, b1) = spans
    assert min(a1, b1) - max(a0, b0) > 0.2  # overlapped most of their 0.4 s


def _rss_kb() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 // 1024


def test_memory_flat_over_100000_solves():
    m = puzc.Model.from_file(model_path("sudoku_4x4.puz"))
    grid = m.solve().grid

    def solves(n):
        for _ in range(n):
            s = m.solve()
        assert s.grid == grid

    # off the main thread: the solves are direct calls, no hand-over
    def run(n):
        t = threading.Thread(target=solves, args=(n,))
        t.start()
        t.join()

    run(5000)
    before = _rss_kb()
    run(100000)
    after = _rss_kb()
    assert after - before < 2048, f"RSS grew {after - before} KB over 100,000 solves"
