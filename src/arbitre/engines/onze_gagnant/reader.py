"""An Onze Gagnant question, already read (`arbitre.reading`), filled into its typed situation
and decided.

The intent comes from the classifier trained on corpus/onze-gagnant/intents.toml; each intent's
filler (fillers.py) binds the question's numbers, sides and players to the situation's fields.
Anything stated that no field takes means no verdict; a required fact not stated means an
ask-back for that fact alone, unless every value it could take gives the same verdict ("11
pile, interdiction toujours visible": no win whatever the colour bonus). Verdicts come only
from `decide`, which runs the /check code.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product

from arbitre.engines.base import (
    Interpretation,
    InvalidSituation,
    Verdict,
    asked_back,
    decided_by,
    filled_situation,
)
from arbitre.engines.onze_gagnant import rules as R
from arbitre.engines.onze_gagnant.fillers import FILLERS
from arbitre.engines.onze_gagnant.situations import Situation, WinSituation, missing
from arbitre.reading import Reading
from arbitre.reading.stance import asked_span

SLUG = "onze-gagnant"
RULE_OF = {
    "result": R.MINUS_SIDE,
    "win": R.IMMEDIATE_WIN,
    "end": R.EMPTY_PILE,
    "objective": R.NEUTRAL_SIGN,
    "start": R.WHO_STARTS,
    "counts": R.PICTOGRAMS,
    "bonus": R.COLOUR_BONUS,
    "place": R.PLACEMENT,
    "rule": R.MANDATORY_ACTION,
    "mode": R.SUCCESS_TABLE,
}
# The values an unsaid fact of one's line may take, enough to tell whether it matters.
OPEN_VALUES = {"interdiction": (True, False), "own_colour_numbers": (0, 3)}


def interpret(reading: Reading) -> Interpretation:
    """The verdict on a question, an ask-back for the one fact it lacks, or None. A yes or a no to
    a question offering two alternatives ("il compte en moins ou en plus ?", "is that mandatory or
    can I skip it?") answers neither for sure, and a number does not answer a yes or no: no verdict."""
    found = _interpret(reading)
    if not isinstance(found, Verdict):
        return found
    if found.verdict in ("oui", "non") and reading.has("alternative"):
        return None
    if isinstance(found.verdict, int) and _claims_a_number(reading):
        return None  # "un 5 côté moins et un 3 côté plus, il compte -5 ?": a claim, not a count
    return found


def _claims_a_number(reading: Reading) -> bool:
    """A yes-no question with a number in the sentence asked: a value proposed, to check."""
    first, end = asked_span(reading)
    return reading.answer_type() == "yes_no" and any(
        first <= m.first < end for m in reading.of_kind("number")
    )


def _interpret(reading: Reading) -> Interpretation:
    # a rule in general only when it is the likeliest reading, never a runner-up
    reading, situation = filled_situation(SLUG, reading, FILLERS, runner_up_rules=False)
    if situation is None:
        return None
    if isinstance(situation, WinSituation):
        return _win(situation)
    name = missing(situation)
    if name is not None:
        return asked_back(RULE_OF[situation.intent], situation, name)
    try:
        found = decide(situation)
    except InvalidSituation:
        return None
    # "my opponents are 1 and 4 off": the winner is a player not named, no one to answer
    return found if found.verdict is not None or found.ambiguous else None


def _win(situation: WinSituation) -> Interpretation:
    """Decide a line over every value its unsaid facts may take; ask for the first that matters."""
    open_ = [name for name in OPEN_VALUES if getattr(situation, name) is None]
    results = (
        (situation.result,)
        if situation.result is not None
        else (situation.objective, situation.objective + 3)  # validated, or out of the bonus' reach
    )
    dims = ["result", *open_]
    verdicts: dict[tuple, Verdict] = {}
    for values in product(results, *(OPEN_VALUES[n] for n in open_)):
        filled = situation.model_copy(update=dict(zip(dims, values, strict=True)))
        verdicts[values] = decide(filled)
    if len({v.verdict for v in verdicts.values()}) == 1:
        if next(iter(verdicts.values())).verdict is None:
            return None  # "who wins?" of a line that does not win: another player may
        return replace(
            next(iter(verdicts.values())),
            situation=situation.model_dump(mode="json"),
            understood=situation.understood("fr"),
            understood_en=situation.understood("en"),
        )
    name = next(d for i, d in enumerate(dims) if _matters(verdicts, i))
    return asked_back(R.IMMEDIATE_WIN, situation, name)


def _matters(verdicts: dict[tuple, Verdict], i: int) -> bool:
    """Whether two fillings differing only in fact i get different verdicts."""
    return any(
        a[:i] + a[i + 1 :] == b[:i] + b[i + 1 :] and va.verdict != vb.verdict
        for a, va in verdicts.items()
        for b, vb in verdicts.items()
    )


def decide(situation: Situation) -> Verdict:
    """The situation's verdict, from the same `check` as POST /api/games/onze-gagnant/check."""
    from arbitre.engines.onze_gagnant import check

    return decided_by(check, situation)
