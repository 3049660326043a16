"""End-of-game counts read from a question: buttons, empty squares, the 7x7 tile, totals, who finished first.

Each count goes to the player spoken of just before it in its clause ("Julien a 23 boutons",
"moi 15 boutons", "lui 18"). The one special tile is the player's whose clause names it, unless
denied there ("pas la tuile", "sans tuile"); never named, nobody has it. A full quilt ("couverture
pleine") is 0 empty squares. Squares on the Chrono, a patch's time, or a count said of nobody
mean no situation: no verdict.
"""

from __future__ import annotations

from typing import Literal

from arbitre.engines.patchwork.actors import BOTH, Cast, actor_before, cast
from arbitre.engines.patchwork.situations import Count, ScoreSituation, WinnerSituation
from arbitre.engines.patchwork.tile_reader import filled_first, fillings
from arbitre.engines.patchwork.track_reader import Numbers, read_numbers
from arbitre.reading import Reading

FIELDS = {"buttons": "buttons", "empty_squares": "empty_squares", "points": "score"}


def _sides(side: str | None) -> tuple[str, ...]:
    return ("me", "opponent") if side == BOTH else (side,) if side else ()


def _counts(
    reading: Reading, c: Cast, n: Numbers, default: str | None
) -> dict[str, dict[str, int]] | None:
    """side -> field -> value; None when a count is said of nobody or twice of one player."""
    out: dict[str, dict[str, int]] = {}
    for slot, said in n.counts.items():
        for side, value, _ in said:
            for s in _sides(side or default):
                if FIELDS[slot] in out.setdefault(s, {}):
                    return None
                out[s][FIELDS[slot]] = value
            if not _sides(side or default):
                return None
    for m in reading.concept("full_quilt"):
        who = actor_before(c, reading, m.first)
        for s in _sides(who.side if who else default):
            out.setdefault(s, {}).setdefault("empty_squares", 0)
    return out


def _tiles(reading: Reading, c: Cast, default: str | None) -> dict[str, bool] | None:
    """Who has the special tile, by the clauses naming it; None when said of nobody, of both, or with a doubt."""
    if reading.concept("doubt"):
        return None  # "je sais plus si j'ai la tuile", "I almost got the tile"
    holders: set[str] = set()
    denied: set[str] = set()
    nobody = [m.first for m in reading.concept("nobody")]
    near = [any(abs(at - t.first) <= 5 for at in nobody) for t in reading.concept("tile")]
    if any(near):
        return (
            {} if all(near) else None
        )  # "personne n'a la tuile", "nobody got the 7x7 bonus tile": nobody has it
    if fillings(reading):  # the tile is the first filler's, whoever else filled one
        first = filled_first(reading, c)
        return {first: True, ("opponent" if first == "me" else "me"): False} if first else None
    if _denied_after(reading):
        return None  # "la tuile, je ne l'ai pas eue", "I lost the tile to Sam": a denial not read
    for m in reading.concept("tile"):
        who = actor_before(c, reading, m.first)
        side = who.side if who else default
        if side is None or side == BOTH:
            return None
        (denied if _tile_denied(reading, m.first) else holders).add(side)
    if len(holders) > 1 or holders & denied:
        return None
    return {side: True for side in holders} | {side: False for side in denied}


def _tile_denied(reading: Reading, at: int) -> bool:
    """The tile at `at` in a negation's scope, unless that negation counts another thing as none
    ("aucune case vide avec la tuile": no empty square, and the tile)."""
    return any(
        isinstance(m.value, int) and m.first <= at < m.value and not _counts_none(reading, m)
        for m in reading.of_kind("negation")
    )


def _denied_after(reading: Reading) -> bool:
    """A negation or a loss said after the tile in its clause, the tile itself outside its scope."""
    tiles = [t for t in reading.concept("tile") if not reading.negated(t.first)]
    clause = {reading.tokens[t.first].clause for t in tiles}
    denials = [m for m in reading.of_kind("negation") if not _counts_none(reading, m)]
    return any(
        reading.tokens[m.first].clause in clause
        and (m in reading.concept("lost") or any(t.first < m.first for t in tiles))
        for m in denials + reading.concept("lost")
    )


def _counts_none(reading: Reading, negation) -> bool:
    """ "aucune case vide", "pas de boutons": a negation that counts a thing as none, denying nothing else."""
    return any(
        negation.last <= c.first <= negation.last + 1
        for c in reading.concept("empty") + reading.concept("buttons")
    )


def _a_part(reading: Reading) -> bool:
    """ "je perds combien avec les cases vides ?", "what do the empty squares cost me?": what a part of the
    score takes away, not the total."""
    return bool(reading.concept("lose") or reading.concept("pay"))


def _plain(n: Numbers) -> bool:
    return not (n.squares or n.gaps or n.times or n.last_square)


def fill_score(reading: Reading, intent: str) -> ScoreSituation | None:
    c = cast(reading)
    if c is None:
        return None
    n = read_numbers(reading, c)
    if n is None or not _plain(n) or n.counts.get("points") or _a_part(reading):
        return None  # "je perds combien avec les cases vides ?": a part of the score, not its total
    sides = c.sides()
    default = next(iter(sides)) if len(sides) == 1 else "me"
    counts, tiles = _counts(reading, c, n, default), _tiles(reading, c, default)
    if counts is None or tiles is None or len(counts) > 1:
        return None
    others = set(tiles) - (set(counts) if counts else {default})
    if any(not tiles[o] for o in others):
        return None  # a tile denied to someone else: whose it is stays unread
    side = next(iter(counts), default)
    name = c.names.get(side) or side
    return ScoreSituation(
        count=Count(name=name, special_tile=tiles.get(side, False), **counts.get(side, {}))
    )


def _first_to_finish(reading: Reading, c: Cast) -> str | None | Literal[False]:
    """The side said to reach the last square first; False when said in a way not read (negated, both ways)."""
    said = set()
    for label, flip in (("first", False), ("after", True)):
        for m in reading.concept(label):
            who = actor_before(c, reading, m.first)
            if who is None and reading.concept("tie"):
                return False  # "marc est arrivé avant julie": an order said of players not read
            if who is None or who.side == BOTH:
                continue
            if reading.negated(m.first):
                return False
            said.add(("opponent" if who.side == "me" else "me") if flip else who.side)
    if len(said) > 1:
        return False
    return said.pop() if said else None


def _tied(reading: Reading) -> bool:
    return (
        bool(reading.concept("tie"))
        and len({m.value for m in reading.of_kind("number") if not m.weak}) == 1
    )


def _square_named(reading: Reading) -> bool:
    """A number said as a Chrono square ("case 12"): the track, not a total."""
    from arbitre.reading import game_words
    from arbitre.reading.binding import bind_numbers

    return any(b.slot == "square" for b in bind_numbers(reading, game_words("patchwork"))[0])


def fill_winner(reading: Reading, intent: str) -> WinnerSituation | None:
    c = cast(reading)
    if c is None:
        return None
    n = read_numbers(reading, c, BOTH if _tied(reading) else None)
    if n is None or n.gaps or n.times or n.last_square:
        return None
    if n.squares and not _square_named(reading):  # "moi 17, Zoé 21", "15 partout": totals said bare
        said: list[tuple[str | None, int, int]] = [
            (side, v[0], -1) for side, v in n.squares.items() if len(set(v)) == 1
        ]
        if len(said) != len(n.squares) or n.counts.get("points"):
            return None
        n = Numbers(counts={**n.counts, "points": said})
    elif n.squares:
        return None
    if (
        _tied(reading) and len(n.counts.get("points", ())) == 1
    ):  # "égalité à 15 pts avec Julie": both on 15
        n = Numbers(counts={**n.counts, "points": [(BOTH, *n.counts["points"][0][1:])]})
    counts, tiles = _counts(reading, c, n, None), _tiles(reading, c, None)
    first = _first_to_finish(reading, c)
    if counts is None or tiles is None or first is False or set(counts) - {"me", "opponent"}:
        return None
    if (
        not counts
        and not tiles
        and reading.concept("tie")
        and first is not None
        and c.sides() <= {"me", "opponent"}
    ):
        counts = {
            "me": {"score": 0},
            "opponent": {"score": 0},
        }  # "à égalité avec Leo": equal totals, unsaid
        tie_only = True
    else:
        tie_only = False
    players = []
    for side in ("me", "opponent"):
        if side in counts or side in tiles:
            label = c.names.get(side) or side
            players.append(
                Count(name=label, special_tile=tiles.get(side, False), **counts.get(side, {}))
            )
    if any(
        p.score is not None and (p.buttons is not None or p.empty_squares is not None)
        for p in players
    ):
        return None  # a total and its counts both said: not read
    if reading.concept("tie") and len({p.total() for p in players if not p.unknown()}) > 1:
        return None  # "égalité, moi 18 et lui 20": a tie said of totals that differ
    finished = None if first is None else c.names.get(first) or first
    about = _asked_about(reading, c)
    return WinnerSituation(
        players=players,
        first_to_finish=finished,
        tie_only=tie_only,
        about=None if about is None else c.names.get(about) or about,
    )


def _asked_about(reading: Reading, c: Cast) -> str | None:
    """ "J'ai gagné ?", "did Paul win?": the side a yes or no on winning asks about, the player said right
    before the verb; None when the question asks who ("… : qui gagne ?")."""
    if reading.answer_type() != "yes_no":
        return None
    for m in reading.concept("wins")[-1:]:
        if reading.words[m.first - 1 : m.first] in (["qui"], ["who"]):
            return None
        said = [
            a for a in c.actors if a.last <= m.first and m.first - a.last <= 2 and a.side != BOTH
        ]
        if said:
            return said[-1].side
    return None
