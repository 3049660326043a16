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
    MissingSituation,
    Verdict,
    ask_for,
    decided_by,
    filled_situation,
)
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.actors import cast
from arbitre.engines.patchwork.counts_reader import fill_score, fill_winner
from arbitre.engines.patchwork.needle_reader import fill_start
from arbitre.engines.patchwork.situations import (
    AdvanceSituation,
    AffordSituation,
    MarkedSituation,
    RuleSituation,
    Situation,
    StartSituation,
    TurnSituation,
)
from arbitre.engines.patchwork.take_reader import denied_permission, fill_take
from arbitre.engines.patchwork.track_reader import SLUG, read_numbers, read_track
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words

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
}


def interpret(reading: Reading) -> Interpretation:
    """The verdict on a question, an ask-back for the one fact it lacks, or None."""
    reading, situation = filled_situation(SLUG, reading, FILLERS)
    if situation is None:
        return None
    lacking = situation.missing()
    if lacking is not None:
        french, english = ask_for(*lacking)
        return MissingSituation(RULE_OF[situation.intent], french, english)
    try:
        verdict = decide(situation)
    except InvalidSituation:
        return None  # read, but not a situation the rules decide
    if situation.intent == "advance" and not isinstance(verdict.verdict, int):
        return None  # buttons asked while it is not the mover's turn: no count to give
    return verdict


def decide(situation: Situation) -> Verdict:
    """The situation's verdict, from the same `check` as POST /api/games/patchwork/check."""
    from arbitre.engines.patchwork.check import check

    return decided_by(check, situation)


def _asked_side(reading: Reading, c) -> str:
    """Whose turn a yes-no question asks about: the players of its last clause ("c'est à lui ?", "does Leo play?")."""
    last = reading.tokens[-1].clause if reading.tokens else 0
    sides = {a.side for a in c.actors if reading.tokens[a.first].clause == last} - {"both"}
    return "opponent" if sides == {"opponent"} else "me"


def asks_who(reading: Reading) -> bool:
    """ "… : qui gagne ?", "qui joue ?": who, asked right before the verb of winning or playing."""
    verbs = {m.first for m in reading.concept("wins") + reading.concept("turn")}
    return any(w in ("qui", "who") and i + 1 in verbs for i, w in enumerate(reading.words)) or bool(
        reading.concept("who_turn")
    )


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


def _stated(reading: Reading) -> bool:
    """Numbers or players named: a game being played, not a rule asked in general."""
    from arbitre.reading.binding import IGNORED, bind_numbers

    bound, unbound = bind_numbers(reading, game_words(SLUG))
    return (
        bool(unbound)
        or any(b.slot != IGNORED and not b.weak for b in bound)
        or bool(reading.names())
    )


# General rules whose answer does not change with who is named or how long a move is: "Marc a rempli son carré
# 7x7 avant moi, j'ai la tuile ?", "j'achète une pièce de 3 temps et je passe une case marquée, ça compte ?"
PLAYERS_OK = frozenset(
    {
        "tile-taken",
        "marked-passed",
        "marked-stop-needed",
        "several-turns",
        "alternate",
        "one-action",
        "overlap",
        "neutral-follows",
        "leather-later",
        "leather-now",
    }
)
MOVES_OK = frozenset({"marked-passed", "marked-stop-needed"})


def _only_players_or_moves(reading: Reading, key: str) -> bool:
    """What is stated is only players (and, for a marked square passed, a move's length)."""
    c = cast(reading)
    if c is None:
        return False
    n = read_numbers(reading, c)
    if (
        n is None
        or n.squares
        and not (key == "three-patches" and set(n.squares.get("me", [])) <= {3})
    ):
        return False  # "even past the three after the neutral pawn" names the three
    tile_points = {v for _, v, _ in n.counts.get("points", ())} <= {7} and set(n.counts) <= {
        "points"
    }
    if n.counts and not (key == "tile-taken" and tile_points) or n.last_square:
        return False  # "les 7 points de la tuile" is the tile asked about
    if (n.times or n.gaps) and key not in MOVES_OK:
        return False
    return key in PLAYERS_OK or key == "three-patches"


def _afford(reading: Reading) -> AffordSituation | None:
    """ "j'ai 3 boutons, une pièce qui coûte 5 ?": the buttons owned and the number said right after the price word."""
    from arbitre.reading.binding import IGNORED, bind_numbers

    bound, unbound = bind_numbers(reading, game_words(SLUG))
    slots = {b.first: b.slot for b in bound}
    priced = {
        m.first
        for m in reading.of_kind("number")
        if any(0 <= m.first - p.last <= 2 for p in reading.concept("pay"))
    }
    owned, price = [], []
    for m in reading.of_kind("number"):
        if m.weak or slots.get(m.first) == IGNORED:
            continue
        if m.first in priced and slots.get(m.first) in (None, "buttons"):
            price.append(number(m))
        elif slots.get(m.first) == "buttons":
            owned.append(number(m))
        else:
            return None
    if reading.names() or len(owned) != 1 or len(price) != 1:
        return None
    return AffordSituation(buttons=owned[0], price=price[0])


def fill_rule(
    reading: Reading, intent: str
) -> RuleSituation | MarkedSituation | AffordSituation | StartSituation | None:
    """A general rule: nothing stated that a game played would need."""
    key = intent.split(":", 1)[1]
    from arbitre.engines.patchwork.general import GENERAL

    entry = GENERAL.get(key)
    if (
        entry is None
        or entry.verdict in ("oui", "non")
        and (reading.answer_type() in ("who", "how_many") or asks_who(reading))
    ):
        return None  # a yes or no cannot answer "qui gagne ?", "combien ?"
    if key == "first-player" and reading.concept("needle"):  # "Paul a cousu hier, moi jamais"
        return fill_start(reading, intent)
    if key in ("pay-buttons", "patch-free") and _stated(
        reading
    ):  # "j'ai 3 boutons, une pièce qui coûte 5 ?"
        return _afford(reading)
    if key in MOVES_OK and _stated(
        reading
    ):  # "je vais de la 24 à la 28, case marquée sur la 26": that move decides
        from arbitre.engines.patchwork.marked_reader import fill_marked

        found = fill_marked(reading)
        if found is not None:
            return found
    ranked = any(not m.weak for m in reading.of_kind("ordinal")) and key != "three-patches"
    if (
        _stated(reading)
        and not _only_players_or_moves(reading, key)
        or reading.concept("deictic")
        or ranked
        or denied_permission(reading)
    ):
        return None
    flipped = "forbidden" in {m.value for m in reading.of_kind("modality")}
    return RuleSituation(rule=intent.split(":", 1)[1], flipped=flipped)


FILLERS = {
    "start": fill_start,
    "turn": fill_turn,
    "advance": fill_advance,
    "score": fill_score,
    "winner": fill_winner,
    "take": fill_take,
    "rule": fill_rule,
}
