"""test_tools -- generate, rate with steps, compare's rows, pictures (the
model, a solution, the bar chart) and their Jupyter hooks."""
import puzc
import pytest

from conftest import cli, model_path

HARD = model_path("sudoku_9x9_hard.puz")


def test_generate_unique_and_as_cli():
    p = puzc.generate(seed=7, symmetry="rot180")
    assert p.model.count() == 1 and p.clues == p.model.ngivens
    assert p.model.verify(p.solution) and p.level in ("easy", "medium", "hard", "fiendish", "expert")
    line = cli("generate", "--seed", "7", "--symmetry", "rot180", "--line").strip()
    assert puzc.Model.from_line(line).givens == p.model.givens


def test_generate_killer_and_latin():
    k = puzc.generate("killer", seed=2)
    assert k.model.kind == "killer" and k.model.count() == 1
    sq = puzc.generate("latin", size=5, seed=3)
    assert sq.model.kind == "latin" and sq.model.count() == 1


def test_generate_errors():
    with pytest.raises(puzc.ArgumentError) as e:
        puzc.generate(difficulty="impossible")
    assert str(e.value) == ("generate: --difficulty wants any, easy, medium, hard, fiendish or "
                            "expert, not 'impossible'")


def test_generate_many_same_for_any_jobs():
    a = puzc.generate_many(4, seed=11, jobs=1)
    b = puzc.generate_many(4, seed=11, jobs=2)
    assert [p.model.givens for p in a] == [p.model.givens for p in b]
    assert [p.seed for p in a] == [11, 12, 13, 14]


def test_rate_with_steps():
    r = puzc.rate(puzc.Model.from_file(HARD), steps=True)
    assert r.status == "solved" and r.level == "expert" and r.unique is True
    assert r.hardest == "guess" and r.counts["naked_single"] > 0 and r.steps
    placed = [s for s in r.steps if s.cell is not None]
    assert placed and all(1 <= s.value <= 9 for s in placed)
    elim = [s for s in r.steps if s.eliminations]
    assert elim and all(vals for _, vals in elim[0].eliminations)
    assert r.solution == puzc.Model.from_file(HARD).solve().grid


def test_rate_agrees_with_cli():
    r = puzc.rate(puzc.Model.from_file(HARD))
    out = cli("rate", HARD, "--csv").splitlines()
    head, row = out[0].split(","), out[1].split(",")
    got = dict(zip(head, row))
    assert got["score"] == str(r.score)


def test_rate_unsupported():
    with pytest.raises(puzc.UnsupportedError) as e:
        puzc.rate(puzc.Model.from_file(model_path("custom_sum.puz")))
    assert "the rater reasons about distinct groups" in str(e.value)


def test_compare_rows():
    rows = puzc.compare(puzc.Model.from_file(HARD), backends=["native", "dlx", "sat"],
                        frame=False)
    assert [r["backend"] for r in rows] == ["native", "dlx", "sat"]
    assert all(r["solutions"] == 1 and r["agree"] and r["result"] == "solved" for r in rows)
    assert all(r["time_ms"] > 0 for r in rows)


def test_compare_default_backends_and_frame():
    rows = puzc.compare(puzc.Model.sudoku(2))
    try:
        import pandas  # noqa: F401
        assert len(rows.index) >= 4
    except ImportError:
        assert isinstance(rows, list) and len(rows) >= 4
        assert {r["solutions"] for r in rows if r["agree"]} == {2}


def test_svg_of_model_and_solution():
    m = puzc.Model.from_file(HARD)
    s = m.solve()
    given, solved = m.svg(), s.svg()
    assert given.startswith("<?xml") and "<svg" in given and given != solved
    assert m._repr_svg_() == given and s._repr_svg_() == solved
    assert m.svg(s.grid) == solved == m.svg(s.flat)
    assert m.svg(tint=True) != given


def test_svg_bad_setting():
    with pytest.raises(puzc.ArgumentError):
        puzc.Model.sudoku(3).svg(cell=1)


def test_text_picture():
    assert "1" in puzc.Model.from_file(HARD).text(ascii=True)


def test_plot():
    p = puzc.Plot("times", "ms").add("native", 0.5).add("sat", 3.2, group=1, note="slow")
    svg = p.svg()
    assert svg.startswith("<?xml") and "native" in svg and "slow" in svg
    assert p._repr_svg_() == svg
    with pytest.raises(puzc.ArgumentError) as e:
        puzc.Plot().svg()
    assert str(e.value) == "nothing to plot (no rows)"


def test_example_python_count(tmp_path):
    import os
    import subprocess
    import sys
    from conftest import ROOT, shared
    src = shared("sudoku9", "norvig_top95.txt")
    out = tmp_path / "c.svg"
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    r = subprocess.run([sys.executable, os.path.join(ROOT, "examples", "python_count.py"), src,
                        "-n", "3", "-o", str(out)], capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "line 1: native 1, dlx 1"
    assert out.read_text().startswith("<?xml")
