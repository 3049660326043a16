"""The README's examples are what the program prints (tests/readme_examples.py; `make readme`)."""

from __future__ import annotations

import pytest
import readme_examples


def test_every_command_example_of_the_readme_is_found():
    found = readme_examples.examples(
        readme_examples.README.read_text(encoding="utf-8").splitlines()
    )
    commands = [e.command for e in found]
    assert sum(c.startswith("arbitre ask ") for c in commands) >= 8
    assert {"arbitre games", "arbitre index"} <= set(commands)
    assert any(c.startswith("arbitre check ") for c in commands)
    assert sum(c.startswith("curl ") for c in commands) == 2
    assert all(e.output for e in found), [e.command for e in found if not e.output]


def test_only_timing_and_a_scores_last_rounding_may_differ():
    assert readme_examples.same(['  "timing_ms": 42.37,'], ['  "timing_ms": 19.1,'])
    assert readme_examples.same(['  "score": 0.513,'], ['  "score": 0.512,'])  # another CPU
    assert not readme_examples.same(['  "score": 0.927,'], ['  "score": 0.93,'])
    assert not readme_examples.same(['  "score": 0.513,'], ['  "quote": 0.513,'])
    assert not readme_examples.same(["a", "b"], ["a"])


@pytest.mark.model
def test_readme_examples_match_what_the_program_prints(capsys):
    status = readme_examples.main([])
    assert status == 0, "README examples differ (run `make readme`):\n" + capsys.readouterr().out
