"""test_batch -- puzc.batch against `puzc batch` on the shared sets: the
same answers, line for line, solving and counting, on one thread and two;
bad and blank lines; input from a file object."""
import puzc
import pytest

from conftest import cli, head, shared

SETS = ["tdoku_17_clue.txt", "tdoku_forum_hardest_1106.txt", "norvig_top95.txt",
        "tdoku_serg_benchmark.txt"]


@pytest.mark.parametrize("name", SETS)
def test_batch_agrees_with_cli(name):
    lines = head(shared("sudoku9", name), 300)
    want = cli("batch", stdin="\n".join(lines) + "\n").splitlines()
    got = [r.solution if r.ok else f"{r.status}" for r in puzc.batch(lines)]
    assert [w for w in want if not w.startswith("!")] == [g for g in got if g and len(g) == 81]
    assert len(got) == len(lines)


@pytest.mark.parametrize("name", SETS)
def test_batch_count_agrees_with_cli(name):
    lines = head(shared("sudoku9", name), 200)
    want = cli("batch", "--count", "2", stdin="\n".join(lines) + "\n").split()
    got = [str(r.count) + ("" if r.complete else "+") for r in puzc.batch(lines, count=2)]
    assert got == want


def test_batch_jobs_same_answers():
    lines = head(shared("sudoku9", "tdoku_17_clue.txt"), 3000)
    one = [r.solution for r in puzc.batch(lines)]
    two = [r.solution for r in puzc.batch(lines, jobs=2)]
    assert one == two and all(one)


def test_batch_killer_agrees_with_cli():
    lines = head(shared("killer", "krazydad_killer_9x9.txt"), 50)
    want = cli("batch", "--killer", stdin="\n".join(lines) + "\n").splitlines()
    got = [r.text[:len(r.text) - len(r.text.split("\t")[-1])] + r.solution
           if r.text.count("\t") >= 2 else r.solution for r in puzc.batch(lines, killer=True)]
    assert [w.split("\t")[-1] for w in want] == [g.split("\t")[-1] for g in got]


def test_batch_nxn_agrees_with_cli():
    path = shared("sudokuNxN", "acs_general_16x16.txt")
    lines = head(path, 20)
    want = [w.split("\t")[-1] for w in cli("batch", stdin="\n".join(lines) + "\n").splitlines()]
    assert [r.solution for r in puzc.batch(lines)] == want
    assert len(next(iter(puzc.batch(lines[:1]))).grid) == 16


def test_batch_bad_and_blank_lines():
    rs = list(puzc.batch(["1" * 81, "xx", "", ".12"]))
    assert [r.status for r in rs] == ["no solution", "bad line", "blank", "bad line"]
    assert [r.number for r in rs] == [1, 2, 3, 4]
    assert rs[1].reason == "invalid character 'x' at column 1"
    assert rs[1].solution is None and rs[0].reason is None


def test_batch_from_file_object(tmp_path):
    lines = head(shared("sudoku9", "norvig_top95.txt"), 10)
    f = tmp_path / "in.txt"
    f.write_text("\n".join(lines) + "\n")
    with open(f) as fh:
        got = [r.solution for r in puzc.batch(fh)]
    assert got == [r.solution for r in puzc.batch(lines)]
    assert got[0] == puzc.Model.from_line(lines[0]).solve().line


def test_batch_fields():
    lines = head(shared("sudoku9", "norvig_top95.txt"), 3)
    r = next(iter(puzc.batch(lines, timed=True, first_line=7)))
    assert r.number == 7 and r.text == lines[0] and r.usec > 0 and r.effort >= 0
    assert r.grid[0] == [int(c) for c in r.solution[:9]]


def test_batch_time_limit_and_options():
    rs = list(puzc.batch([".." * 40 + "."], count=10**9, time_limit=0.05))
    assert rs[0].status == "stopped" and rs[0].reason == "time limit reached"
    with pytest.raises(puzc.ArgumentError):
        list(puzc.batch(["1" * 81], "sat", bogus=1))
