"""A NUM DRAFT question, already read (`arbitre.reading`), filled into its typed situation and decided.

The intent comes from the classifier trained on corpus/num-draft/intents.toml; each intent's filler
binds the question's numbers, colours, names and places to the situation's fields. Anything stated
that no field takes means no verdict; a required fact not stated means an ask-back for that fact
alone. Verdicts come only from `decide`, which runs the /check code.
"""

from __future__ import annotations

from dataclasses import replace

from arbitre.engines.base import (
    Interpretation,
    InvalidSituation,
    MissingSituation,
    Verdict,
    asked_back,
    decided_by,
    filled_situation,
)
from arbitre.engines.num_draft import rules as R
from arbitre.engines.num_draft.card_reader import fill_score
from arbitre.engines.num_draft.flow_reader import fill_master, fill_order, fill_rank, fill_rule
from arbitre.engines.num_draft.situations import ScoreSituation, Situation, missing
from arbitre.reading import Reading

SLUG = "num-draft"
RULE_OF = {
    "score": R.GROUP_POINTS,
    "rank": R.RANK_CLASSIC,
    "master": R.GAME_MASTER,
    "order": R.TURN_ORDER,
}
FILLERS = {
    "score": fill_score,
    "rank": fill_rank,
    "master": fill_master,
    "order": fill_order,
    "rule": fill_rule,
}


def interpret(reading: Reading) -> Interpretation:
    """The verdict on a question, an ask-back for the one fact it lacks, or None."""
    reading, situation = filled_situation(SLUG, reading, FILLERS)
    if situation is None:
        return _unstated(reading)
    name = missing(situation)
    if name == "mode":
        either = _either_mode(situation)
        if either is not None:
            return either
    if name is not None:
        return asked_back(RULE_OF.get(situation.intent, R.GROUP_POINTS), situation, name)
    try:
        if _contact_decides(situation):
            return asked_back(R.CLASSIC_CONTACT, situation, "positions")
        return decide(situation)
    except InvalidSituation as why:
        if situation.intent == "score" and "Classique" in str(why):
            return asked_back(R.CLASSIC_CONTACT, situation, "positions")
        return None  # read, but not a situation the rules decide


def _unstated(reading: Reading) -> MissingSituation | None:
    """No situation read, and the question points at a table it never states ("du coup qui a gagné ?",
    "does that group count then?"): what to ask, as for every engine (engines/unstated.py)."""
    from arbitre.engines.spelling import written_out
    from arbitre.engines.unstated import unstated_situation

    return unstated_situation(written_out(reading.question), SLUG, R.RULES)


def _either_mode(situation: Situation) -> Verdict | None:
    """The mode unsaid: decided only when both modes give the same verdict by the same rule."""
    verdicts = []
    for mode in ("classique", "decouverte"):
        try:
            verdicts.append(decide(situation.model_copy(update={"mode": mode})))
        except InvalidSituation:
            return None
    first, second = verdicts
    if first.verdict != second.verdict or first.rule != second.rule:
        return None
    return replace(first, situation=situation.model_dump(mode="json"))


def _contact_decides(situation: Situation) -> bool:
    """Whether a group scores, asked with neither the mode nor the places said: in the official Classic
    mode the cards must touch, so where they lie is asked when touching or not gives another verdict."""
    if not isinstance(situation, ScoreSituation) or situation.asks != "scores":
        return False
    if situation.target == "card" or any(c.where != "own" for c in situation.cards or ()):
        return False  # "peut-il compléter mon groupe shadow ?": the group a card joins is one that scores
    if situation.mode is not None or situation.touching is not None or situation.placed():
        return False
    verdicts = []
    for touching in (True, False):
        try:
            verdicts.append(decide(situation.model_copy(update={"touching": touching})).verdict)
        except InvalidSituation as why:
            return "Classique" in str(why)
    return verdicts[0] != verdicts[1]


def decide(situation: Situation) -> Verdict:
    """The situation's verdict, from the same `check` as POST /api/games/num-draft/check."""
    from arbitre.engines.num_draft.api import check

    return decided_by(check, situation)
