"""Who starts: whoever last used a needle (the model behind /check's "first_player").

Each player's last use is a span of days ago, as precise as it was said: "hier soir" is 0.6 to
1 day ago, "la semaine dernière" 2 to 14, "pas depuis des mois" at least a month and a half with
no end, "jamais" never. The player whose span ends before every other's begins used a needle
last; spans that overlap leave the order unsaid, and the model says so instead of guessing.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from arbitre.engines.base import InvalidSituation, Verdict
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.ending import WHO


class NeedleUse(BaseModel):
    """When one player last used a needle, in days ago."""

    player: Literal["me", "opponent"] = Field(description="« me » (toi) ou « opponent ».")
    days_ago_min: float = Field(ge=0, description="Au plus récent, il y a tant de jours.")
    days_ago_max: float | None = Field(
        default=None,
        ge=0,
        description="Au plus ancien (absent : pas de limite, « depuis des mois »).",
    )
    never: bool = Field(default=False, description="Ne s'est jamais servi d'une aiguille.")

    def before_every(self, others: list[NeedleUse]) -> bool:
        """This use is more recent than each other one, whatever the spans' precision."""
        if self.never or self.days_ago_max is None:
            return False
        return all(o.never or self.days_ago_max <= o.days_ago_min for o in others)


def last_user(uses: list[NeedleUse]) -> str | None:
    """The side that used a needle last, or None when the spans said leave it open."""
    if len(uses) != 2 or len({u.player for u in uses}) != 2:
        return None
    found = [u.player for u in uses if u.before_every([o for o in uses if o is not u])]
    return found[0] if len(found) == 1 else None


def judge_first(uses: list[NeedleUse], names: dict[str, str]) -> Verdict:
    """Commence celui qui s'est servi d'une aiguille en dernier."""
    side = last_user(uses)
    if side is None:
        raise InvalidSituation(
            "Dis quand chacun des deux joueurs s'est servi d'une aiguille pour la dernière fois "
            "(« needle_uses »), assez précisément pour les départager."
        )
    fr, en = names.get(side) or WHO[side][0], names.get(side) or WHO[side][1]
    return Verdict(
        R.FIRST_PLAYER,
        fr,
        f"Commence celui qui s'est servi d'une aiguille en dernier : {fr}.",
        f"Whoever last used a needle starts: {en}.",
    )
