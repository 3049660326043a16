"""A Patchwork rule asked in general, read: which rule, asked how (a yes or no, a claim, the other
way round), and whether what is stated is a game the rule alone cannot decide.

"je peux acheter une pièce et avancer ?" is the rule; "j'ai 3 boutons, une pièce qui coûte 5 ?" is a
price against the buttons owned; "Marc a rempli son carré 7x7 avant moi, j'ai la tuile ?" is who
filled a 7x7 square first; "la tuile rapporte 5 points ?" is an amount claimed. Anything else stated
(squares, counts, a patch pointed at) means the rule is not answered.
"""

from __future__ import annotations

from arbitre.engines.patchwork.actors import cast
from arbitre.engines.patchwork.needle_reader import fill_start
from arbitre.engines.patchwork.situations import AffordSituation, RuleSituation, Situation
from arbitre.engines.patchwork.take_reader import denied_permission
from arbitre.engines.patchwork.tile_reader import fill_tile
from arbitre.engines.patchwork.track_reader import SLUG, read_numbers
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words


def asks_who(reading: Reading) -> bool:
    """ "… : qui gagne ?", "qui joue ?": who, asked right before the verb of winning or playing."""
    verbs = {m.first for m in reading.concept("wins") + reading.concept("turn")}
    return any(w in ("qui", "who") and i + 1 in verbs for i, w in enumerate(reading.words)) or bool(
        reading.concept("who_turn")
    )


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

    if any(not m.weak for m in reading.of_kind("ordinal")):
        return None  # "la 5e pièce après le pion neutre, elle coûte 5": its rank decides first
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


def fill_rule(reading: Reading, intent: str) -> Situation | None:
    """A general rule: nothing stated that a game played would need."""
    key = intent.split(":", 1)[1]
    if key in ("tile-first", "tile-taken"):
        return _tile(reading, key)
    return _general(reading, key)


def _general(reading: Reading, key: str) -> Situation | None:
    """A rule asked in general, unless what is stated is a game it does not read."""
    from arbitre.engines.patchwork.general import GENERAL

    entry = GENERAL.get(key)
    if (
        entry is None
        or entry.verdict in ("oui", "non")
        and (reading.answer_type() in ("who", "how_many") or asks_who(reading))
    ):
        return None  # a yes or no cannot answer "qui gagne ?", "combien ?"
    if isinstance(entry.verdict, int) and reading.answer_type() == "yes_no":
        return _amount_claimed(reading, key)  # "la tuile rapporte des points ?", "… 5 points ?"
    if key == "first-player" and reading.concept("needle"):  # "Paul a cousu hier, moi jamais"
        return fill_start(reading, f"rule:{key}")
    if key in ("pay-buttons", "patch-free") and reading.of_kind("negation"):
        return None  # "la pièce bleue qui coûte pas cher, je peux l'acheter ?": that patch, not the rule
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
    if key in MOVES_OK and (reading.concept("first") or reading.concept("when.just_now")):
        return None  # "mon pion s'arrête juste avant la case marquée": short of it, not read
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
    return RuleSituation(rule=key, flipped=flipped)


def _tile(reading: Reading, key: str) -> Situation | None:
    """ "Marc a rempli son carré 7x7 avant moi, j'ai la tuile ?": that order decides; "la tuile revient au
    premier qui remplit un 7x7 ?": the rule, asked as a yes or no about the first one."""
    tile = fill_tile(reading)
    if tile is not None:
        return tile
    c = cast(reading)
    if reading.concept("first") and not (c is None or c.sides() or reading.concept("after")):
        if reading.answer_type() != "yes_no" or reading.negated(reading.concept("first")[0].first):
            return None
        return RuleSituation(rule="tile-to-first")
    from arbitre.engines.patchwork.general import GENERAL

    said = GENERAL[key].verdict
    if isinstance(said, str) and said not in ("oui", "non") and reading.answer_type() == "yes_no":
        return None  # "who gets it" is no answer to a yes or no
    return _general(reading, key)


def _amount_claimed(reading: Reading, key: str) -> RuleSituation | None:
    """An amount rule asked as a yes or no: the one number said of points (or none) is the claim;
    anything else stated (a player, squares, buttons) is a game, not the rule."""
    from arbitre.reading.binding import IGNORED, bind_numbers

    bound, unbound = bind_numbers(reading, game_words(SLUG))
    said = [b for b in bound if b.slot != IGNORED and not b.weak]
    if unbound or reading.names() or len(said) > 1 or any(b.slot != "points" for b in said):
        return None
    return RuleSituation(rule=key, yes_no=True, claim=said[0].value if said else None)
