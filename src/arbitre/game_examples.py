"""A game's examples, kept as data in `corpus/<slug>/examples.json`.

    {"question": {"fr": "…", "en": "…"}, "check": {"state": {…}, "action": {…}}}

`question` is what the game's page suggests in its question box, in each language;
`check` a body of `POST /api/games/<slug>/check` that the game's engine decides, shown
by `arbitre check --help`, `/docs` and `/openapi.json`. Both are optional: a game
without them gets the site's general example and no /check example.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

EXAMPLES_FILE = "examples.json"


@dataclass(frozen=True)
class GameExamples:
    question: dict[str, str] = field(default_factory=dict)  # language -> question
    check: dict[str, Any] | None = None  # {"state": …, "action": …}


def game_examples(folder: Path) -> GameExamples:
    """The examples of the game in `folder`; empty when the file is missing or unreadable."""
    try:
        data = json.loads((folder / EXAMPLES_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return GameExamples()  # examples are documentation: their absence breaks nothing
    if not isinstance(data, dict):
        return GameExamples()
    question = data.get("question")
    check = data.get("check")
    return GameExamples(
        question={k: v for k, v in question.items() if isinstance(v, str)}
        if isinstance(question, dict)
        else {},
        check=check if isinstance(check, dict) and {"state", "action"} <= set(check) else None,
    )
