"""test_model -- Model: compiling every way, looking at it, writing it back,
solving, counting, the solutions generator, limits, emit and decode."""
import os
import shutil
import subprocess

import pytest

import puzc
from conftest import PUZC, cli, model_path

HARD = model_path("sudoku_9x9_hard.puz")
ESCARGOT = "162857493534129678789643521475312986913586742628794135356478219241935867897261354"
LINE17 = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."


def test_from_file_solves_ai_escargot():
    s = puzc.Model.from_file(HARD).solve()
    assert s.status == "solved" and s.line == ESCARGOT and bool(s)
    assert s.grid[0] == [1, 6, 2, 8, 5, 7, 4, 9, 3] and len(s.grid) == 9


def test_from_file_pathlike():
    import pathlib
    assert puzc.Model.from_file(pathlib.Path(HARD)).name == "AI Escargot"


def test_from_string_and_str_round_trip():
    m = puzc.Model.from_file(HARD)
    text = str(m)
    assert text.startswith('name "AI Escargot"') and "sudoku 3x3" in text
    again = puzc.Model.from_string(text, "again.puz")
    assert again.givens == m.givens and str(again) == text


def test_str_matches_cli_convert():
    m = puzc.Model.from_file(model_path("killer_9x9_small.puz"))
    again = puzc.Model.from_string(str(m))
    assert again.solve().line == m.solve().line


def test_from_line_chars():
    m = puzc.Model.from_line(LINE17)
    assert m.kind == "sudoku" and m.size == (9, 9) and m.ngivens == 17
    assert m.solve().line == cli("batch", stdin=LINE17 + "\n").strip()


def test_from_line_chars_with_name():
    m = puzc.Model.from_line(LINE17 + " seventeen")
    assert m.name == "seventeen"


def test_from_line_comma_any_size():
    line = "four\t" + ",".join(["1", "0", "0", "0"] + ["0"] * 12)
    m = puzc.Model.from_line(line)
    assert m.size == (4, 4) and m.name == "four" and m.givens[0] == [1, 0, 0, 0]
    assert m.count(limit=None) == 288 // 4


def test_from_line_latin():
    m = puzc.Model.from_line("latin\t" + ",".join(["0"] * 25))
    assert m.kind == "latin" and m.size == (5, 5)
    assert m.count(limit=3) == 3


def test_from_line_killer():
    line = cli("generate", "--kind", "killer", "--seed", "3", "--line").strip()
    m = puzc.Model.from_line(line, killer=True)
    assert m.kind == "killer" and m.ngivens == 0
    assert m.solve().line == cli("batch", "--killer", stdin=line + "\n").strip().split("\t")[-1]


def test_givens_and_size():
    m = puzc.Model.from_file(HARD)
    assert m.size == (9, 9) and m.rows == 9 and m.cols == 9 and m.ncells == 81
    assert m.givens[0] == [1, 0, 0, 0, 0, 7, 0, 9, 0] and m.ngivens == 23
    assert m.values == range(1, 10) and m.box == (3, 3) and m.kind == "sudoku"
    assert repr(m) == "<puzc.Model sudoku 'AI Escargot' 9x9, 23 givens>"


def test_with_givens_and_verify():
    m = puzc.Model.sudoku(2)
    g = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 1]]
    assert m.verify(g)
    m2 = m.with_givens([[1, 0, 0, 0]] + [[0] * 4] * 3)
    assert m2.ngivens == 1 and m.ngivens == 0
    with pytest.raises(puzc.InvalidError) as e:
        m2.verify([[2, 1, 4, 3], [3, 4, 1, 2], [1, 2, 3, 4], [4, 3, 2, 1]])
    assert e.value.message == "r1c1 = 2, but the given is 1"


def test_read_grid():
    m = puzc.Model.from_file(HARD)
    assert m.read_grid(ESCARGOT)[8] == [8, 9, 7, 2, 6, 1, 3, 5, 4]


@pytest.mark.parametrize("backend", ["native", "sat", "dlx", "ilp"])
def test_solve_every_backend_agrees_with_cli(backend):
    s = puzc.Model.from_file(HARD).solve(backend)
    assert s.line == ESCARGOT == cli("solve", HARD, "--backend", backend, "--line").strip()
    assert s.backend == backend and s.stats.effort >= 0 and s.stats.time >= 0
    assert s.stats.effort_unit


def test_solve_heuristic():
    s = puzc.Model.from_file(model_path("sudoku_4x4.puz")).solve("heuristic")
    assert s.status == "solved"


def test_solve_with_options():
    m = puzc.Model.from_file(HARD)
    assert m.solve("sat", encoding="minimal", amo="sequential").line == ESCARGOT
    assert m.solve("native", no_fast=True).line == ESCARGOT
    assert m.solve("native", method="fc-mrv").line == ESCARGOT


def test_option_errors_are_the_backends():
    m = puzc.Model.from_file(HARD)
    with pytest.raises(puzc.ArgumentError) as e:
        m.solve("sat", amo="x")
    assert str(e.value) == "sat: unknown --amo 'x' (have: pairwise sequential commander product bimander)"
    with pytest.raises(puzc.ArgumentError) as e:
        m.solve("native", amo="pairwise")
    assert str(e.value) == ("backend native has no option --amo (it takes --method, --no-fast, "
                            "--no-hand-over, --threads, --seed)")
    with pytest.raises(puzc.ArgumentError) as e:
        m.solve("nope")
    assert str(e.value).startswith("unknown backend 'nope' (have: native")
    assert isinstance(e.value, ValueError)


def test_no_solution():
    m = puzc.Model.from_string("sudoku 2x2\nsum 3 r1c1 r1c2\nsum 3 r1c3 r1c4\n")
    s = m.solve()
    assert s.status == "no solution" and s.grid is None and s.line is None and not s
    assert m.count() == 0 and m.count().complete


def test_count_and_limits():
    m = puzc.Model.sudoku(2)
    c = m.count()
    assert c == 2 and not c.complete and isinstance(c, int)  # 2 of 288: at least 2
    assert repr(c) == "Count(2, at least)" and c.stopped == ""
    assert m.count(limit=None) == 288
    assert m.count(limit=1000, backend="dlx") == 288
    assert puzc.Model.from_file(HARD).count() == 1


def test_time_limit_stops_a_count():
    c = puzc.Model.sudoku(4).count(limit=None, time_limit=0.2)
    assert not c.complete and c > 0 and c.stopped == "time limit reached"


def test_memory_limit():
    c = puzc.Model.sudoku(5).count(limit=None, backend="sat", memory_limit=1)
    assert not c.complete and c.stopped.startswith("memory limit of 1 MB reached")


def test_solutions_generator():
    m = puzc.Model.sudoku(2)
    sols = list(m.solutions())
    assert len(sols) == 288 and len({s.line for s in sols}) == 288
    assert all(m.verify(s) for s in sols[:10])
    assert len(list(m.solutions(limit=5))) == 5


def test_solutions_generator_closed_early():
    gen = puzc.Model.sudoku(4).solutions()
    first = [next(gen) for _ in range(3)]
    gen.close()
    assert len({s.line for s in first}) == 3


@pytest.mark.parametrize("fmt", ["cnf", "wcnf", "opb", "lp", "mps", "mzn", "xcc"])
def test_emit_matches_cli(fmt):
    m = puzc.Model.from_file(HARD)
    assert m.emit(fmt) == cli("emit", HARD, "--format", fmt)


def test_emit_unknown_format():
    with pytest.raises(puzc.UnsupportedError) as e:
        puzc.Model.sudoku(3).emit("foo")
    msg = str(e.value)
    assert msg.startswith("unknown format 'foo' (have: ") and msg.endswith(")")
    have = msg[len("unknown format 'foo' (have: "):-1].split()
    # every backend's formats, then the model's own (f-puzzles, SudokuPad)
    backend_formats = [f for b in puzc.backends() for f in b.formats]
    assert have[:len(backend_formats)] == backend_formats
    assert "fpuzzles" in have[len(backend_formats):]


def test_decode_a_sat_solvers_answer():
    solver = shutil.which("minisat") and "minisat" or shutil.which("cadical") and "cadical"
    if not solver:
        pytest.skip("no SAT solver (minisat, cadical) installed")
    m = puzc.Model.from_file(HARD)
    cnf = m.emit("cnf")
    if solver == "minisat":
        import tempfile
        with tempfile.TemporaryDirectory() as d:
            open(os.path.join(d, "x.cnf"), "w").write(cnf)
            subprocess.run(["minisat", "x.cnf", "x.out"], cwd=d, capture_output=True)
            answer = open(os.path.join(d, "x.out")).read()
    else:
        answer = subprocess.run(["cadical", "-q"], input=cnf, capture_output=True,
                                text=True).stdout
    s = m.decode(answer)
    assert s.status == "solved" and s.line == ESCARGOT and s.backend == "sat"


def test_decode_errors():
    m = puzc.Model.sudoku(3)
    with pytest.raises(puzc.ModelError) as e:
        m.decode("garbage")
    assert e.value.message == ("<answer>: not a solver answer puzc reads (glpsol -o or -w, cbc, "
                               "SAT/MaxSAT/PB solver output, MiniZinc output, xcc options)")


def test_backend_size():
    sz = puzc.Model.from_file(HARD).backend_size("sat")
    assert set(sz) and all(v > 0 for v in sz.values())


def test_backends_registry():
    names = [b.name for b in puzc.backends()]
    assert names[0] == "native" and {"sat", "dlx", "ilp", "heuristic"} <= set(names)
    sat = puzc.backend("sat")
    assert "count" in sat.can and "cnf" in sat.formats and sat.options["amo"][0] == "choice"
    assert sat.options["amo"][1][0] == "pairwise"


def test_cli_is_there():
    assert os.access(PUZC, os.X_OK)


def test_model_error_is_located():
    with pytest.raises(puzc.ModelError) as e:
        puzc.Model.from_string("sudoku 3x3\ngiven r1c1 = 12\n", "m.puz")
    err = e.value
    assert (err.file, err.line, err.column) == ("m.puz", 2, 14)
    assert err.message == "value 12 is outside 1..9"
    assert err.caret == "given r1c1 = 12\n             ^~"
    assert str(err) == "m.puz:2:14: error: value 12 is outside 1..9\ngiven r1c1 = 12\n             ^~"
    assert err.code == "input error"


def test_model_error_of_a_file_every_error():
    with pytest.raises(puzc.ModelError) as e:
        puzc.Model.from_string("sudoku 2x2\ngiven r1c1 = 1\ngiven r1c2 = 1\n", "twice.puz")
    assert str(e.value).count("error:") == 2 and e.value.line == 3


def test_model_warning_a_value_given_twice():
    m = puzc.Model.from_string("sudoku 2x2\ngivens\n1...\n....\n....\n....\ngiven r1c1 = 1\n", "w.puz")
    assert m.ngivens == 1
    assert m.warnings.startswith("w.puz:7:7: warning: r1c1 is given 1 twice; the second is redundant\n")
    assert "note: r1c1 is first given here" in m.warnings


def test_file_error():
    with pytest.raises(puzc.FileError) as e:
        puzc.Model.from_file("/nonexistent.puz")
    assert str(e.value) == "cannot open '/nonexistent.puz': No such file or directory"
    assert isinstance(e.value, OSError)


def test_bad_line():
    with pytest.raises(puzc.ModelError) as e:
        puzc.Model.from_line("12x")
    assert e.value.message == "invalid character 'x' at column 3"


def test_used_cells():
    # unused cells: not part of the puzzle, the lowest value in every solution
    m = puzc.Model.from_string("sudoku 2x2\nunused r1c1 r4c4\n")
    used = m.used
    assert len(used) == 4 and all(len(r) == 4 for r in used)
    assert not used[0][0] and not used[3][3] and used[0][1] and sum(map(sum, used)) == 14
    assert all(puzc.Model.sudoku(2).used[r][c] for r in range(4) for c in range(4))
