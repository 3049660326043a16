"""Who starts, read: when each player says they last used a needle, as spans of days ago.

The time words are data (corpus/patchwork/reading.toml: "when.*" with their spans, "unit.*" with
their length in days, "ago", "since"). Each clause's time goes to the player it speaks of, or to
the player of the clause before when it names none ("Paul a cousu un bouton, c'était hier"). A
number of units is a time only after "il y a" / "depuis" or before "ago"; units with no number
after those ("depuis des mois") are 2 to 12 of them. A denied use with "depuis" ("pas touché une
aiguille depuis des mois") is a last use at least that long ago; denied with no such duration it
says nothing of when. A time whose player is unsaid, two times for one player, or a player said
to sew with no time: the situation is left incomplete, so the player is asked.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from arbitre.engines.patchwork.actors import BOTH, cast
from arbitre.engines.patchwork.first_player import NeedleUse
from arbitre.engines.patchwork.situations import StartSituation
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words

SLUG = "patchwork"


@dataclass(frozen=True)
class Span:
    low: float
    high: float  # math.inf: no end
    at: int  # token


def _unit_spans(reading: Reading, used: set[int]) -> list[Span]:
    """ "il y a 3 jours", "two weeks ago", "depuis des mois": a number of units (or a vague plural) ago."""
    values = game_words(SLUG).values
    markers = reading.concept("ago") + reading.concept("since")
    out = []
    for u in reading.concept("unit"):
        days = values.get(u.label)
        if not isinstance(days, int | float):
            continue  # a unit with no length in the data
        count = next(
            (n for n in reading.of_kind("number") if u.first - 2 <= n.last - 1 < u.first), None
        )
        before = any(0 <= u.first - m.last <= 2 + (count is not None) for m in markers)
        after = any(m.label == "ago" and m.first == u.last for m in markers)
        if not (before or after):
            continue  # "une semaine de vacances": a length, not a time ago
        if count is None:
            out.append(Span(max(2 * days - days / 2, 0.0), 12 * days + days / 2, u.first))
        else:
            used.add(count.first)
            n = number(count)
            out.append(Span(max(n * days - days / 2, 0.0), n * days + days / 2, u.first))
    return out


def _spans(reading: Reading, used: set[int]) -> list[Span]:
    values = game_words(SLUG).values
    out = _unit_spans(reading, used)
    for m in reading.concept("when"):
        span = values[m.label]
        if isinstance(span, list) and len(span) == 2:
            out.append(Span(float(span[0]), float(span[1]), m.first))
    return out


def _denied(reading: Reading, clause: int) -> bool:
    """A sewing denied in the clause ("je n'ai pas cousu"); "jamais" is a time of its own."""
    never = {i for m in reading.concept("when.never") for i in range(m.first, m.last)}
    return any(
        m.first not in never and reading.tokens[m.first].clause == clause
        for m in reading.of_kind("negation")
    )


def _use(side: str, spans: list[Span], denied: bool, since: bool) -> NeedleUse | None:
    """One player's last use from the spans of a clause; None when it says nothing of when."""
    if len(spans) != 1 or denied and not since:
        return None
    low, high = spans[0].low, spans[0].high
    if low == math.inf:
        return NeedleUse(player=side, days_ago_min=0.0, never=True)
    if denied or high == math.inf:
        return NeedleUse(player=side, days_ago_min=low)
    return NeedleUse(player=side, days_ago_min=low, days_ago_max=high)


def fill_start(reading: Reading, intent: str) -> StartSituation | None:
    """The needle uses told; None when no needle use is told or a number is left unread."""
    if not reading.concept("needle"):
        return None
    c = cast(reading)
    if c is None:
        return None
    used: set[int] = set()
    spans = _spans(reading, used)
    if any(n.first not in used for n in reading.of_kind("number") if not n.weak):
        return None  # a number that is no time ago: not a question this reads
    asked = StartSituation(names=c.names)  # incomplete: the player is asked
    uses: dict[str, NeedleUse] = {}
    side: str | None = None
    sewing: set[str] = set()  # players said to sew, their time maybe in the next clause
    for clause in sorted({t.clause for t in reading.tokens}):
        said = {a.side for a in c.actors if reading.tokens[a.first].clause == clause} - {BOTH}
        if len(said) > 1:
            return asked
        side = next(iter(said), side)
        here = [s for s in spans if reading.tokens[s.at].clause == clause]
        if not here:
            if said and any(
                reading.tokens[m.first].clause == clause for m in reading.concept("needle")
            ):
                sewing |= said
            continue
        since = any(reading.tokens[m.first].clause == clause for m in reading.concept("since"))
        use = None if side is None else _use(side, here, _denied(reading, clause), since)
        if use is None or use.player in uses:
            return asked
        uses[use.player] = use
    if sewing - set(uses):
        return asked
    return StartSituation(uses=list(uses.values()), names=c.names)
