"""A Luz question, already read (`arbitre.reading`), filled into its typed situation and decided.

The intent comes from the classifier trained on corpus/luz/intents.toml; each intent's
filler binds the question's numbers, colours and names to the situation's fields. Anything
stated that no field takes means no verdict; a required fact not stated means an ask-back
for that fact alone. Verdicts come only from `decide`, which runs the /check code.
"""

from __future__ import annotations

from dataclasses import replace

from arbitre.engines.base import (
    Interpretation,
    InvalidSituation,
    Verdict,
    asked_back,
    decided_by,
    filled_situation,
)
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.play_reader import fill_play, fill_rule
from arbitre.engines.luz.questions import (
    asked_sentence,
    negated_question,
    not_a_fact,
    someone_else,
)
from arbitre.engines.luz.situations import (
    BetSituation,
    Situation,
    missing,
)
from arbitre.engines.luz.table_reader import fill_winner
from arbitre.engines.luz.trick_reader import fill_trick
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, bind_numbers

SLUG = "luz"
RULE_OF = {"bet": R.BET_EXACT, "play": R.FOLLOW, "winner": R.FINAL, "trick": R.TRICK_WINNER}


def interpret(reading: Reading) -> Interpretation:
    """The verdict on a question, an ask-back for the one fact it lacks, or None."""
    reading, situation = filled_situation(SLUG, reading, FILLERS)
    if situation is None:
        return None
    name = missing(situation)
    if (
        name == "safety"
    ):  # unsaid: decide only when it changes nothing ("parié 0, fait 2 plis": -10 either way)
        with_it, without = (
            decide(situation.model_copy(update={"safety": True})),
            decide(situation.model_copy(update={"safety": False})),
        )
        if with_it.verdict == without.verdict:  # "parié 3, fait 3 plis": a success either way
            return replace(
                without,
                situation=situation.model_dump(mode="json"),
                understood=situation.understood("fr"),
                understood_en=situation.understood("en"),
            )
    if name is not None:
        # an amount asked of a bet: the rule that scores it ("combien je perds ?": the penalty)
        points = isinstance(situation, BetSituation) and situation.asks == "points"
        rule = R.PENALTY if points else RULE_OF.get(situation.intent, R.FOLLOW)
        return asked_back(rule, situation, name)
    try:
        return decide(situation)
    except InvalidSituation:
        return None  # read, but not a situation the rules decide (no card of the led colour, two equal highest)


def decide(situation: Situation) -> Verdict:
    """The situation's verdict, from the same `check` as POST /api/games/luz/check."""
    from arbitre.engines.luz import check

    return decided_by(check, situation)


def _numbers(reading: Reading, allowed: set[str]) -> dict[str, set[int]] | None:
    """Slot -> values bound; None when a number is unbound or fills a slot this intent does not read."""
    bound, unbound = bind_numbers(reading, game_words(SLUG))
    if unbound or any(b.slot not in allowed | {IGNORED} and not b.weak for b in bound):
        return None
    slots: dict[str, set[int]] = {}
    for b in bound:
        if b.slot not in allowed:
            continue
        slots.setdefault(b.slot, set()).add(b.value)
    return slots


def _said(reading: Reading, label: str) -> bool | None:
    """True when the concept is said, False when only said negated ("sans sécurité", "la sécu je l'ai pas prise",
    "sécurité : non"), None when unsaid or both."""

    def denied(c) -> bool:
        after = [
            n
            for n in reading.of_kind("negation")
            if c.last <= n.first <= c.last + 4
            and reading.tokens[n.first].clause == reading.tokens[c.first].clause
        ]
        facts = [
            o
            for o in reading.concepts
            if o.label.split(".")[0] in ("trick", "bet", "bet_marble", "colour", "made")
        ]
        return reading.negated(c.first) or any(
            not any(c.last <= o.first < n.first for o in facts) for n in after
        )

    polarities = {not denied(c) for c in reading.concept(label)}
    return polarities.pop() if len(polarities) == 1 else None


def fill_bet(reading: Reading, intent: str) -> BetSituation | None:
    slots = _numbers(reading, {"bet", "tricks", "safety_count"})
    names = reading.names()
    if slots is None or any(len(v) > 1 for v in slots.values()) or len(names) > 1:
        return None
    if (
        not_a_fact(reading)
        or someone_else(reading)
        or negated_question(reading, ("succeeded", "failed", "lose"))
    ):
        return None
    if (
        reading.concept("running_total")
        or reading.concept("per_trick")
        or _asks_count_of(reading, ("marble", "bet_marble", "trick"))
    ):
        return None  # the total so far, the penalty per trick, a number of marbles: not this bet's score
    count = next(iter(slots.get("safety_count", ())), None)
    if count is not None and count > 1:
        return None  # two Sécurité marbles: the general rule, not a bet
    safety = bool(count) if count is not None else _said(reading, "safety")
    if safety is None and reading.concept("safety"):
        return None  # said both ways
    asks = "points" if _asks_points(reading) else "success"
    asked = asked_sentence(reading)
    failure = asks == "success" and any(
        c.first in asked for c in reading.concept("failed") + reading.concept("lose")
    )
    one = {slot: next(iter(values)) for slot, values in slots.items()}
    return BetSituation(
        asks=asks,
        bet=one.get("bet"),
        safety=safety,
        tricks=one.get("tricks"),
        player=names[0].value if names else None,
        failure_asked=failure,
    )


def _asks_count_of(reading: Reading, labels: tuple[str, ...]) -> bool:
    """ "combien de billes…", "how many tricks…": a count of something else than points asked."""
    asked = [m for m in reading.of_kind("answer") if m.value == "how_many"]
    return any(
        c.first - m.last <= 1 and c.first >= m.last
        for m in asked
        for label in labels
        for c in reading.concept(label)
    )


def _asks_points(reading: Reading) -> bool:
    """ "je perds combien ?", "what's my score?", "points?": an amount; "réussi ?", "je perds des points ?": a yes or no."""
    if reading.answer_type() == "how_many":
        return True
    verbs = reading.concept(
        "lose"
    ) + [  # "does it score?", "ça rapporte ?": a verb with its subject
        c for c in reading.concept("gain") if _has_subject(reading, c.first)
    ]
    if reading.answer_type() == "yes_no" and any(c.first in asked_sentence(reading) for c in verbs):
        return (
            False  # "je perds des points ?", "does it score?": whether the bet failed or succeeded
        )
    if reading.concept("lose"):
        return True
    amount = (
        reading.concept("points")
        or reading.concept("penalty")
        or reading.concept("score_total")
        or reading.concept("gain")
    )
    return bool(amount) and not (reading.concept("succeeded") or reading.concept("failed"))


SUBJECTS = frozenset(["it", "ca", "that", "this", "cela"])


def _has_subject(reading: Reading, at: int) -> bool:
    """A subject right before the word at `at`: "it", "ça", a player ("je", "I")."""
    players = {m.first for m in reading.of_kind("player")}
    return at > 0 and (reading.words[at - 1] in SUBJECTS or bool({at - 1, at - 2} & players))


FILLERS = {
    "bet": fill_bet,
    "play": fill_play,
    "rule": fill_rule,
    "winner": fill_winner,
    "trick": fill_trick,
}
