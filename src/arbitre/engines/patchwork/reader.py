"""A Patchwork question, already read (`arbitre.reading`), filled into its typed situation and decided.

The intent comes from the classifier trained on corpus/patchwork/intents.toml; each intent's
filler binds the question's numbers, players and the game's words to the situation's fields.
Anything stated that no field takes means no verdict; a required fact not stated means an
ask-back for that fact alone. Verdicts come only from `decide`, which runs the /check code.
"""

from __future__ import annotations

from arbitre.engines.base import (
    Interpretation,
    InvalidSituation,
    Verdict,
    asked_back,
    decided_by,
    filled_situation,
)
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.actors import actor_before, cast
from arbitre.engines.patchwork.counts_reader import fill_score, fill_winner
from arbitre.engines.patchwork.needle_reader import fill_start
from arbitre.engines.patchwork.rule_reader import fill_rule
from arbitre.engines.patchwork.situations import (
    AdvanceSituation,
    Situation,
    TurnSituation,
)
from arbitre.engines.patchwork.take_reader import fill_take
from arbitre.engines.patchwork.track_reader import SLUG, read_numbers, read_track
from arbitre.reading import Reading

RULE_OF = {
    "turn": R.FURTHEST_BEHIND,
    "advance": R.ADVANCE_BUTTONS,
    "score": R.FINAL_SCORE,
    "winner": R.FINAL_SCORE,
    "take": R.THREE_PATCHES,
    "rule": R.ONE_ACTION,
    "marked": R.MARKED_SQUARES,
    "afford": R.PAY_BUTTONS,
    "start": R.FIRST_PLAYER,
    "tile": R.SPECIAL_TILE,
}


def interpret(reading: Reading) -> Interpretation:
    """The verdict on a question, an ask-back for the one fact it lacks, or None."""
    reading, situation = filled_situation(SLUG, reading, FILLERS)
    if situation is None:
        return None
    lacking = situation.missing()
    if lacking is not None:
        part, name = lacking
        return asked_back(RULE_OF[situation.intent], situation, name, part)
    try:
        verdict = decide(situation)
    except InvalidSituation:
        return None  # read, but not a situation the rules decide
    if situation.intent == "advance" and not isinstance(verdict.verdict, int):
        return None  # buttons asked while it is not the mover's turn: no count to give
    if isinstance(verdict.verdict, int) and situation.intent != "rule" and _asks_yes_no(reading):
        return None  # "est-ce que j'ai un score positif ?": a yes or no, not the count
    return verdict


def _asks_yes_no(reading: Reading) -> bool:
    """A yes or no asked in words ("est-ce que", "do I", "is it"), not a question left bare ("score ?")."""
    return any(m.value == "yes_no" and m.last > m.first for m in reading.of_kind("answer"))


def decide(situation: Situation) -> Verdict:
    """The situation's verdict, from the same `check` as POST /api/games/patchwork/check."""
    from arbitre.engines.patchwork.check import check

    return decided_by(check, situation)


def _asked_side(reading: Reading, c) -> str:
    """Whose turn a yes-no question asks about: the players of its last clause ("c'est à lui ?", "does Leo play?")."""
    verbs = reading.concept("turn") + reading.concept("again")
    if verbs:  # "c'est à Paul de jouer ?", "does my opponent get another turn …": the player before the verb
        who = actor_before(c, reading, verbs[-1].first)
        if who is not None and who.side != "both":
            return "opponent" if who.side == "opponent" else "me"
    last = reading.tokens[-1].clause if reading.tokens else 0
    sides = {a.side for a in c.actors if reading.tokens[a.first].clause == last} - {"both"}
    return "opponent" if sides == {"opponent"} else "me"


def _asks(reading: Reading, c) -> str:
    """ "qui joue ?", "whose turn?": who; "c'est moi qui joue ?", "c'est à lui ?": a yes or no about that player."""
    for m in reading.concept("who_turn"):
        said = [
            a
            for a in c.actors
            if a.last == m.first
            and a.side != "both"
            and reading.tokens[a.first].clause == reading.tokens[m.first].clause
            and {"est", "etait", "it"} & set(reading.words[max(0, a.first - 3) : a.first])
        ]
        if said:
            return said[0].side
        return "who"
    return "who" if reading.answer_type() == "who" else _asked_side(reading, c)


def fill_turn(reading: Reading, intent: str) -> TurnSituation | None:
    c = cast(reading)
    if c is None:
        return None
    n = read_numbers(reading, c)
    if (
        n is None
        or n.counts.get("empty_squares")
        or n.counts.get("points")
        or reading.concept("wins")
        or reading.concept("tie")
    ):
        return None  # counts or a winner: the end of the game, not a turn
    track = read_track(reading, c, n)
    if track is None:
        return None
    if n.counts.get("buttons") and track.earned is None:
        return None  # buttons said with no advance they could come from
    asks = _asks(reading, c)
    return TurnSituation(asks=asks, pawns=track.pawns, moved=track.moved)


def fill_advance(reading: Reading, intent: str) -> AdvanceSituation | None:
    c = cast(reading)
    if c is None:
        return None
    n = read_numbers(reading, c)
    if n is None or n.times or n.counts or not _asks_count(reading):
        return (
            None  # a claim to check ("je gagne 5 boutons ?") or a count this question does not read
        )
    track = read_track(reading, c, n, apply_moves=False)
    if track is None:
        return None
    movers = {_mover(reading, c, m) for m in reading.concept("advance")} - {None, "both"}
    pawns = track.pawns
    if movers == {"opponent"}:  # "Karim choisit d'avancer": decided from Karim's side
        pawns = pawns.model_copy(
            update={
                "me": pawns.opponent,
                "opponent": pawns.me,
                "names": _swapped(pawns.names),
                "on_top": None
                if pawns.on_top is None
                else "me"
                if pawns.on_top == "opponent"
                else "opponent",
            }
        )
    elif len(movers) > 1:
        return None
    return AdvanceSituation(pawns=pawns)


def _asks_count(reading: Reading) -> bool:
    """ "combien ?", "how many buttons?" anywhere (a last sentence may add "pas de case marquée")."""
    words = reading.words
    return (
        reading.answer_type() in ("how_many", "which")
        or "combien" in words
        or any(a == "how" and b in ("many", "much") for a, b in zip(words, words[1:], strict=False))
    )


def _mover(reading: Reading, c, verb) -> str | None:
    """Who advances: the player inside the verb ("j'avance"), right after it ("en avançant je"), else just before it."""
    inside = [a for a in c.actors if verb.first <= a.first < verb.last]
    after = [a for a in c.actors if verb.last <= a.first <= verb.last + 1]
    clause = reading.tokens[verb.first].clause
    before = [
        a for a in c.actors if a.first < verb.first and reading.tokens[a.first].clause == clause
    ]
    chosen = (inside or after or before[-1:] or [None])[0]
    return chosen.side if chosen else "me"


def _swapped(names: dict[str, str]) -> dict[str, str]:
    return {("opponent" if side == "me" else "me"): name for side, name in names.items()}


FILLERS = {
    "start": fill_start,
    "turn": fill_turn,
    "advance": fill_advance,
    "score": fill_score,
    "winner": fill_winner,
    "take": fill_take,
    "rule": fill_rule,
}
