"""The registry of rule engines, by corpus slug.

Explicit, not filled by import side effects: an engine is imported the first
time it is asked for, so `arbitre --help` imports none of them.
"""

from __future__ import annotations

import importlib

from arbitre.engines.base import Engine

_MODULES: dict[str, str] = {
    "lucky-numbers": "arbitre.engines.lucky_numbers",
    "patchwork": "arbitre.engines.patchwork",
    "num-draft": "arbitre.engines.num_draft",
    "luz": "arbitre.engines.luz",
    "onze-gagnant": "arbitre.engines.onze_gagnant",
}


def engine_slugs() -> tuple[str, ...]:
    """Slugs of the games that have an engine."""
    return tuple(_MODULES)


def get_engine(slug: str) -> Engine | None:
    """The engine for a game, or None when the game has none."""
    module = _MODULES.get(slug)
    if module is None:
        return None
    return importlib.import_module(module).ENGINE
