"""Patchwork's view of the shared text helpers (arbitre.engines.phrasing).

Here "il est", "il a" and "le sien" name the opponent's pawn (in Lucky Numbers
"il me reste" is about the player), so owner() and side_numbers() use a wider
opponent pattern, and "le mien" / "la mienne" name the asker's pawn. A clause opening on a Patchwork action ("bought a 6-time patch
so I land on 11", "achète une pièce") has no name: is_name(), leading_name() and
player_names() leave those verbs out; a clause opening on a name and "en" and a square
("Paul en 50") names a player.
"""

from __future__ import annotations

import re

from arbitre.engines import phrasing as _shared
from arbitre.engines.patchwork.state import Side
from arbitre.engines.phrasing import (  # noqa: F401 - re-exported for the readers
    ME,
    ORDINAL,
    asks_how,
    clauses,
    fold,
    has,
    negated,
    numbers,
    ordinal,
    respell,
)

OPPONENT = (
    r"\b(?:l autre|autre|adversaire|adverse|opponent|lui|elle|il en|elle en|il est|il a|son|sa|ses|sien|sienne|le sien"
    r"|his|her|hers|him|he|she|they|them|their|the other|other player|voisin|voisine)\b"
)
# "le mien" / "la mienne" name the asker's pawn ("le pion de Zoé est au bout, le mien à 3 cases"): the shared ME
# pattern leaves them out, so Patchwork reads them as "mon pion".
_MINE = r"\b(?:le |la |les )?(?:mien|mienne|miens|miennes)\b"


def owner(clause: str) -> Side | None:
    """Whose pawn or fact a clause states: the opponent wins over me ("son pion est sur le mien")."""
    return _shared.owner(re.sub(_MINE, "mon pion", clause), opponent=OPPONENT)


def side_numbers(text: str, unit: str = "") -> dict[str, int]:
    """Numbers per side, one per clause ("le mien en 30" is mine)."""
    return _shared.side_numbers(re.sub(_MINE, "mon pion", text), unit, opponent=OPPONENT)


_ACTIONS = frozenset(
    {
        "bought",
        "buy",
        "buys",
        "buying",
        "took",
        "take",
        "takes",
        "taking",
        "pick",
        "picks",
        "picked",
        "paid",
        "pay",
        "pays",
        "placed",
        "place",
        "places",
        "put",
        "puts",
        "went",
        "go",
        "goes",
        "jumped",
        "jump",
        "passed",
        "pass",
        "used",
        "got",
        "get",
        "finished",
        "completed",
        "filled",
        "fill",
        "ended",
        "achete",
        "achetee",
        "acheter",
        "prends",
        "prend",
        "pris",
        "prise",
        "paye",
        "payee",
        "payer",
        "pose",
        "posee",
        "poser",
        "passe",
        "passer",
        "saute",
        "tombe",
        "rempli",
        "remplis",
        "termine",
    }
)


def is_name(word: str) -> bool:
    """Whether a folded word can be a player's name: not a pronoun, a game noun nor a Patchwork action."""
    return word not in _ACTIONS and _shared.is_name(word)


def leading_name(clause: str) -> str | None:
    """The player a clause opens on ("lucas 20 boutons", "paul en 50"), never an action ("bought a patch")."""
    name = _shared.leading_name(clause)
    square = re.match(r"([a-z]{2,}) en \d", clause)  # "Paul en 50": a pawn's square
    if name is None and square is not None and is_name(square.group(1)):
        name = square.group(1)
    return name if name is not None and name not in _ACTIONS else None


def player_names(text: str) -> list[str]:
    """The other players a question names, in order, without Patchwork actions read as names ("Paul en 50" is one)."""
    names = [name for name in _shared.player_names(text) if name not in _ACTIONS]
    return list(
        dict.fromkeys(
            names + [name for name in map(leading_name, clauses(text)) if name is not None]
        )
    )
