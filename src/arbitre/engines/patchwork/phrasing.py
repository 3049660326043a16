"""Patchwork's view of the shared text helpers (arbitre.engines.phrasing).

Here "il est", "il a" and "le sien" name the opponent's pawn (in Lucky Numbers
"il me reste" is about the player), so owner() and side_numbers() use a wider
opponent pattern.
"""

from __future__ import annotations

from functools import partial

from arbitre.engines import phrasing as _shared
from arbitre.engines.phrasing import (  # noqa: F401 - re-exported for the readers
    ORDINAL,
    asks_how,
    clauses,
    fold,
    has,
    is_name,
    leading_name,
    negated,
    numbers,
    ordinal,
    player_names,
    respell,
)

OPPONENT = (
    r"\b(?:l autre|autre|adversaire|adverse|opponent|lui|elle|il en|elle en|il est|il a|son|sa|ses|sien|sienne|le sien"
    r"|his|her|hers|him|he|she|they|them|their|the other|other player|voisin|voisine)\b"
)
owner = partial(_shared.owner, opponent=OPPONENT)
side_numbers = partial(_shared.side_numbers, opponent=OPPONENT)
