"""The dev sets and what counts as a right answer (shared by evaluate, calibrate, bench)."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

EVAL_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(EVAL_DIR.parent / "src"))

from arbitre.passages import Passage  # noqa: E402
from arbitre.textnorm import collapse_spaces, fold  # noqa: E402


@dataclass(frozen=True)
class Question:
    id: str
    game: str | None
    lang: str
    question: str
    answers: tuple[str, ...]
    abstain: bool
    why: str = ""

    @property
    def answered_by_gap(self) -> bool:
        """Abstained on by finding the gap the corpus declares (the missing Luz table)."""
        return self.abstain and "missing" in self.why


@dataclass(frozen=True)
class EngineQuestion:
    id: str
    game: str
    lang: str
    question: str
    verdict: str | int | None
    needs_situation: bool
    rule: str


def _lines(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def load_devset(path: Path = EVAL_DIR / "devset.jsonl") -> list[Question]:
    return [
        Question(
            d["id"],
            d.get("game"),
            d.get("lang", "fr"),
            d["question"],
            tuple(d.get("answers", ())),
            bool(d.get("abstain")),
            d.get("why") or "",  # a null or missing `why` is no kind
        )
        for d in _lines(path)
    ]


def load_engine_set(source: Path = EVAL_DIR / "engine") -> list[EngineQuestion]:
    """Engine questions from a folder of .jsonl files or from one file."""
    out = []
    for path in sorted(source.glob("*.jsonl")) if source.is_dir() else [source]:
        for d in _lines(path):
            out.append(
                EngineQuestion(
                    d["id"],
                    d["game"],
                    d.get("lang", "fr"),
                    d["question"],
                    d.get("verdict"),
                    bool(d.get("needs_situation")),
                    d.get("rule", ""),
                )
            )
    return out


def _plain(text: str) -> str:
    return collapse_spaces(text.replace("**", "").replace("’", "'"))


def is_relevant(passage: Passage, question: Question) -> bool:
    """The passage holds one of the labelled answer texts."""
    haystack = _plain(f"{passage.heading or ''} {passage.text}")
    return any(_plain(answer) in haystack for answer in question.answers)


def first_relevant_rank(passages: list[Passage], question: Question) -> int | None:
    """1-based rank of the first relevant passage, None when none is."""
    return next((i + 1 for i, p in enumerate(passages) if is_relevant(p, question)), None)


def same_verdict(got: object, want: object) -> bool:
    if isinstance(want, (int, float)) and not isinstance(want, bool):
        return isinstance(got, (int, float)) and float(got) == float(want)
    if isinstance(want, str) and isinstance(
        got, str
    ):  # "Leo" is "Léo": a question may drop the accent
        return fold(_plain(want)) == fold(_plain(got))
    return got == want
