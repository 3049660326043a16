"""The answer object for a position checked on a game's board: the same answer as `ask`'s.

The board's values make the exact `/check` body; the engine decides it through the same code
as `POST /api/games/<slug>/check` (`engine_check.decide`); the answer quotes the rule with its
page, and `engine.check` and `engine.understood` say what was checked.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Protocol

from arbitre import answering
from arbitre.answer import Answer
from arbitre.board import Board, Value
from arbitre.board_values import body, understood
from arbitre.engine_check import decide
from arbitre.passages import Passage


class SourceLookup(Protocol):
    def source_passage(self, quote: str, game: str) -> Passage | None: ...


def board_answer(
    core: SourceLookup, board: Board, kind: str, values: dict[str, Value], lang: str
) -> Answer:
    """The verdict on the board's position, as an answer object; AskError when the engine
    cannot read the position (a value out of the rules' range)."""
    start = time.perf_counter()
    checked = body(board, kind, values)
    verdict = replace(
        decide(board.slug, checked["state"], checked["action"]),
        check=checked,
        understood=understood(board, kind, values, "fr"),
        understood_en=understood(board, kind, values, "en"),
    )
    question = board.kinds[kind].question[lang]
    passage = core.source_passage(verdict.rule.quote, board.slug)
    if passage is None:  # a rule quoting text absent from the corpus: no page to cite
        raise LookupError(f"rule {verdict.rule.id} quotes text absent from the corpus")
    source = answering.citation(passage, verdict.rule.quote, 1.0)
    source.quote = verdict.rule.quote
    return Answer(
        question=question,
        game=board.slug,
        abstained=verdict.ambiguous,
        answer=answering.verdict_answer(verdict, source, lang),
        verdict=None if verdict.ambiguous else verdict.verdict,
        citations=[source],
        engine=answering.engine_result(verdict, source, True, lang),
        lang=lang,
        timing_ms=round((time.perf_counter() - start) * 1000, 2),
    )
