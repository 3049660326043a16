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
    MissingSituation,
    Verdict,
    ask_for,
    decided_by,
    filled_situation,
)
from arbitre.engines.lucky_numbers import rules as R
from arbitre.engines.lucky_numbers.end_reader import fill_rank, fill_rule, fill_turn
from arbitre.engines.lucky_numbers.line_reader import fill_place
from arbitre.engines.lucky_numbers.situations import Situation, missing
from arbitre.engines.lucky_numbers.swap_reader import fill_swap
from arbitre.engines.lucky_numbers.tournament_reader import fill_rounds, fill_tournament
from arbitre.reading import Reading

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
    reading, situation = filled_situation(SLUG, reading, FILLERS)
    if situation is None:
        return None
    name = missing(situation)
    if name is not None:
        french, english = ask_for(situation, name)
        return MissingSituation(
            RULE_OF.get(situation.intent, R.STRICTLY_INCREASING), french, english
        )
    try:
        return decide(situation)
    except (InvalidSituation, ValueError):
        return None  # read, but not a position the rules can hold (a line already out of order, five squares)


def decide(situation: Situation) -> Verdict:
    """The situation's verdict, from the same `check` as POST /api/games/lucky-numbers/check."""
    from arbitre.engines.lucky_numbers.check import check

    return decided_by(check, situation)
