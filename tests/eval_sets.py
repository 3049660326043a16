"""Reading eval/ from tests (the dev sets are data, not test code)."""

from __future__ import annotations

import json

from testenv import ROOT


def engine_questions(slug: str) -> list[dict]:
    path = ROOT / "eval" / "engine" / f"{slug}.jsonl"
    return [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]
