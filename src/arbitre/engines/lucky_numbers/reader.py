"""A Lucky Numbers question, already read (`arbitre.reading`), filled into its typed situation and decided.

The intent comes from the classifier trained on corpus/lucky-numbers/intents.toml; each intent's
filler binds the question's numbers, players and positions to the situation's fields. Anything
stated that no field takes means no verdict; a required fact not stated means an ask-back for that
fact alone. Verdicts come only from `decide`, which runs the /check code.
"""

from __future__ import annotations

from arbitre.engines.base import (
    Interpretation,
    InvalidSituation,
    Verdict,
    asked_back,
    decided_by,
    filled_situation,
    read_for,
)
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.end_reader import fill_rank, fill_turn
from arbitre.engines.lucky_numbers.line_reader import fill_place
from arbitre.engines.lucky_numbers.rule_reader import fill_rule
from arbitre.engines.lucky_numbers.situations import LineSituation, Situation, missing
from arbitre.engines.lucky_numbers.swap_reader import fill_swap
from arbitre.engines.lucky_numbers.tournament_reader import fill_rounds, fill_tournament
from arbitre.reading import Reading, game_words
from arbitre.reading.claims import checked, claim_text, set_aside
from arbitre.reading.stance import clause_denied, stance

SLUG = "lucky-numbers"
RULE_OF = {
    "place": R.STRICTLY_INCREASING,
    "swap": R.SWAP_KEEPS_ORDER,
    "refuse": R.REFUSE_ANY,
    "take_face_up": R.FACE_UP_NEEDS_ONE,
    "rank": R.PILE_EXHAUSTED,
    "tournament": R.TOURNAMENT_SCORING,
    "rounds": R.TOURNAMENT_ROUNDS,
    "champion": R.TOURNAMENT_BEST,
}
FILLERS = {
    "place": fill_place,
    "swap": fill_swap,
    "refuse": fill_turn,
    "take_face_up": fill_turn,
    "rank": fill_rank,
    "tournament": fill_tournament,
    "rule:tournament-rounds": fill_rounds,
    "rule": fill_rule,
}


def interpret(reading: Reading) -> Interpretation:
    """The verdict on a question, an ask-back for the one fact it lacks, or None."""
    reading = _claims_read(reading)
    reading, situation = filled_situation(SLUG, reading, FILLERS)
    situation = _as_asked(reading, situation)
    if situation is None:
        return None
    name = missing(situation)
    if name is not None:
        return asked_back(RULE_OF.get(situation.intent, R.STRICTLY_INCREASING), situation, name)
    try:
        verdict = decide(situation)
    except (InvalidSituation, ValueError):
        return None  # read, but not a position the rules can hold (a line already out of order, five squares)
    if verdict.verdict in ("oui", "non") and (
        stance(reading) == "denied" or clause_denied(reading) or reading.answer_type() == "where"
    ):
        # "je ne peux pas le poser ?", "la couleur compte pas ?": a yes or no would not say which; "il va
        # où ?": no yes or no answers it
        return None
    return verdict


def _claims_read(reading: Reading) -> Reading:
    """Someone's claim reported ("mon père dit qu'on est obligé") is set aside: the question asks its
    own thing. Asked whether it holds ("…, c'est vrai ?"), the claim is the question."""
    if not reading.concepts:
        reading = reading.with_game(game_words(SLUG), reading.vectors)
    claim = checked(reading)
    if claim is None:
        return set_aside(reading)
    return read_for(SLUG, claim_text(reading, claim))


def _as_asked(reading: Reading, situation: Situation | None) -> Situation | None:
    """A move asked as a ban is the move the other way round ("est-il interdit de le poser là ?"); asked
    as an obligation ("je dois le poser dans le trou ?"), it is no question of legality the model answers."""
    if not isinstance(situation, LineSituation):
        return situation
    asked = stance(reading)
    if asked == "forbidden":
        return situation.model_copy(update={"flipped": True})
    return None if asked in ("must", "denied") else situation


def decide(situation: Situation) -> Verdict:
    """The situation's verdict, from the same `check` as POST /api/games/lucky-numbers/check."""
    from arbitre.engines.lucky_numbers.check import check

    return decided_by(check, situation)
