"""The structured check: a JSON state and action decided by a game's engine.

Serves `arbitre check` and `POST /api/games/<slug>/check` with one verdict
object: the rule that decided, its verdict and explanation, and the cited
passage of the booklet that rule implements.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError

from arbitre.answer import AskError, Source
from arbitre.corpus import load_game, load_passages
from arbitre.engines import engine_slugs, get_engine
from arbitre.engines.base import InvalidSituation
from arbitre.passages import passage_quoting
from arbitre.settings import Settings


class CheckResult(BaseModel):
    game: str
    rule: str
    verdict: str | int | None
    explanation: str
    explanation_en: str = ""
    ambiguous: bool = False
    source: Source | None


def check_move(slug: str, state: Any, action: Any, settings: Settings) -> dict[str, Any]:
    """Decide `action` in `state`; AskError (a usage error) when either cannot be read."""
    engine = get_engine(slug)
    if engine is None:
        raise AskError(f"Pas de moteur de règles pour « {slug} ». Moteurs : {', '.join(engine_slugs())}",
                       f"No rule engine for “{slug}”. Engines: {', '.join(engine_slugs())}", field="slug")
    if not isinstance(state, dict) or not isinstance(action, dict):
        raise AskError("« state » et « action » doivent être des objets JSON.",
                       "“state” and “action” must be JSON objects.", field="state")
    state_model, action_model = engine.schemas()
    try:
        state_model.model_validate(state)
        action_model.model_validate(action)
        verdict = engine.check(state, action)
    except ValidationError as err:
        detail = "; ".join(f"{'.'.join(map(str, e['loc']))} : {e['msg']}" for e in err.errors()[:5])
        raise AskError(f"État ou action invalide — {detail}", f"Invalid state or action — {detail}", "state") from None
    except InvalidSituation as err:
        raise AskError(str(err), str(err), field="action") from None
    passages = load_passages(load_game(settings.corpus_dir / slug))
    passage = passage_quoting(passages, slug, verdict.rule.quote)
    source = Source(game=slug, section=passage.section, page=passage.page, quote=verdict.rule.quote) if passage else None
    return CheckResult(game=slug, rule=verdict.rule.id, verdict=verdict.verdict, explanation=verdict.explanation,
                       explanation_en=verdict.explanation_en, ambiguous=verdict.ambiguous,
                       source=source).model_dump(mode="json")
