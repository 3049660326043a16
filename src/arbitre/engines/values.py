"""Typed values of the reading's mentions, for the engines' readers.

A mention stores its value as `object` (a number, a word, a name); the readers that
count with it need it as an int.
"""

from __future__ import annotations

from arbitre.reading.mentions import Mention


def number(m: Mention) -> int:
    """The value of a number or ordinal mention; TypeError for any other kind of value."""
    if not isinstance(m.value, int):
        raise TypeError(f"the {m.kind} mention carries no number: {m.value!r}")
    return m.value
