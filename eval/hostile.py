"""The hostile question shapes of eval/hostile_shapes.jsonl, expanded to real questions.

Each line is a head, a unit repeated (`repeat` times, else as often as the question
length limit allows) and a tail: long digit runs, repeated separators, repeated cards,
alternations. `make bench` times the longest answer over them; tests run them all.
"""

from __future__ import annotations

import json
from pathlib import Path

SHAPES = Path(__file__).with_name("hostile_shapes.jsonl")


def hostile_questions(limit: int = 500, path: Path = SHAPES) -> dict[str, str]:
    """name -> question, each at most `limit` characters."""
    questions = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        head, unit, tail = row["head"], row["unit"], row["tail"]
        repeat = row.get("repeat") or (limit - len(head) - len(tail)) // len(unit)
        questions[row["name"]] = (head + unit * repeat + tail)[:limit]
    return questions
