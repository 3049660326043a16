"""The structured check: a JSON state and action decided by a game's engine.

Serves `arbitre check` and `POST /api/games/<slug>/check` with one verdict
object: the rule that decided, its verdict and explanation, and the cited
passage of the booklet that rule implements.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from arbitre.answer import AskError, Source
from arbitre.corpus import load_game, load_passages
from arbitre.engines import engine_slugs, get_engine
from arbitre.engines.base import InvalidSituation, Verdict
from arbitre.passages import Passage, passage_quoting
from arbitre.settings import Settings

log = logging.getLogger("arbitre")


class CheckResult(BaseModel):
    game: str
    rule: str
    verdict: str | int | None
    explanation: str
    explanation_en: str = ""
    ambiguous: bool = False
    source: Source | None


SourceFinder = Callable[[str, str], Passage | None]


def check_move(slug: str, state: Any, action: Any, find_source: SourceFinder) -> dict[str, Any]:
    """Decide `action` in `state`; AskError (a usage error) when either cannot be read.

    find_source(quote, game) gives the passage a rule quotes: the server passes its
    loaded core's memoised lookup, the CLI one over the game's corpus folder.
    """
    verdict = decide(slug, state, action)
    passage = find_source(verdict.rule.quote, slug)
    source = (
        Source(game=slug, section=passage.section, page=passage.page, quote=verdict.rule.quote)
        if passage
        else None
    )
    return CheckResult(
        game=slug,
        rule=verdict.rule.id,
        verdict=verdict.verdict,
        explanation=verdict.explanation,
        explanation_en=verdict.explanation_en,
        ambiguous=verdict.ambiguous,
        source=source,
    ).model_dump(mode="json")


def decide(slug: str, state: Any, action: Any) -> Verdict:
    """The engine's verdict on `action` in `state` (the decision of POST /check and of the game
    page's position board); AskError when either cannot be read."""
    engine = get_engine(slug)
    if engine is None:
        raise AskError(
            f"Pas de moteur de règles pour « {slug} ». Moteurs : {', '.join(engine_slugs())}",
            f"No rule engine for “{slug}”. Engines: {', '.join(engine_slugs())}",
            field="slug",
        )
    if not isinstance(state, dict) or not isinstance(action, dict):
        raise AskError(
            "« state » et « action » doivent être des objets JSON.",
            "“state” and “action” must be JSON objects.",
            field="state",
        )
    try:
        verdict = engine.check(state, action)  # each engine validates against its own schemas
    except InvalidSituation as err:
        raise AskError(str(err), str(err), field="action") from None
    except (
        ArithmeticError,
        LookupError,
        ValueError,
        TypeError,
        StopIteration,
        RecursionError,
    ) as err:
        # A situation the schemas let through but the rules cannot decide (a value past a
        # table's end): the caller's data is out of range, not the server broken.
        log.warning("engine %s could not decide a checked situation: %r", slug, err)
        raise AskError(
            "Situation hors des limites que le moteur sait décider ; vérifie les valeurs.",
            "Situation outside what the engine can decide; check the values.",
            field="action",
        ) from None
    return verdict


def corpus_source_finder(settings: Settings) -> SourceFinder:
    """Look a quote up in the game's corpus folder (for the CLI, which loads no index)."""

    def find(quote: str, game: str) -> Passage | None:
        return passage_quoting(load_passages(load_game(settings.corpus_dir / game)), game, quote)

    return find
