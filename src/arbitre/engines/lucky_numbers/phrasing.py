"""Lucky Numbers' view of the shared text helpers (arbitre.engines.phrasing).

Here "il me reste" is about the player, so the default opponent pattern is kept.
"""

from __future__ import annotations

from arbitre.engines.phrasing import (  # noqa: F401 - re-exported for the readers
    ME,
    OPPONENT,
    ORDINAL,
    asks_how,
    clauses,
    fold,
    has,
    is_name,
    leading_name,
    named_numbers,
    negated,
    numbers,
    ordinal,
    owner,
    player_names,
    respell,
    side_numbers,
    spell_counts,
)
