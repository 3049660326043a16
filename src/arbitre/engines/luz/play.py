"""Luz bets, following the led colour, and the final ranking, as pure functions."""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import Verdict
from arbitre.engines.luz import rules as R

MISSING_TABLE = (
    "Le document ne contient pas le tableau des points d'un pari réussi : il renvoie à un "
    "« tableau ci-dessous » absent du texte. Je ne peux pas dire combien de points il rapporte."
)
MISSING_TABLE_EN = (
    "The document does not contain the points table for a successful bet (it refers to a table "
    "that is missing), so the engine cannot say how many points it earns."
)


@dataclass(frozen=True)
class Bet:
    """N Pari marbles, at most one Sécurité marble, and the tricks actually won."""

    pari: int
    safety: bool
    tricks: int

    def succeeded(self) -> bool:
        """Without Sécurité: exactly N tricks. With Sécurité: N or N + 1."""
        return self.tricks == self.pari or (self.safety and self.tricks == self.pari + 1)

    def penalty(self) -> int:
        """Five points lost per trick of difference with the Pari marbles, Sécurité or not."""
        return 0 if self.succeeded() else -5 * abs(self.tricks - self.pari)

    def __str__(self) -> str:
        return f"pari {self.pari}{' +S' if self.safety else ''}, {self.tricks} plis"


def bet_success(bet: Bet) -> Verdict:
    rule = R.BET_SAFETY if bet.safety else R.BET_EXACT
    ok = bet.succeeded()
    need = f"{bet.pari} ou {bet.pari + 1}" if bet.safety else f"exactement {bet.pari}"
    safety = "avec" if bet.safety else "sans"
    return Verdict(
        rule,
        "oui" if ok else "non",
        f"Pari de {bet.pari} {safety} bille Sécurité : il fallait {need} plis, tu en as fait {bet.tricks}, le pari est {'réussi' if ok else 'raté'}.",
        f"Bet {bet.pari} {'with' if bet.safety else 'without'} Safety: {bet.tricks} tricks, the bet {'succeeds' if ok else 'fails'}.",
    )


def bet_points(bet: Bet) -> Verdict:
    """A failed bet costs 5 points per trick of difference; a won bet's table is missing."""
    if bet.succeeded():
        return Verdict(
            R.SUCCESS_POINTS,
            None,
            f"Le pari ({bet}) est réussi. {MISSING_TABLE}",
            MISSING_TABLE_EN,
            ambiguous=True,
        )
    gap = abs(bet.tricks - bet.pari)
    return Verdict(
        R.PENALTY,
        bet.penalty(),
        f"Pari raté ({bet}) : {gap} pli(s) d'écart avec les {bet.pari} billes Pari, soit {bet.penalty()} points.",
        f"Failed bet ({bet}): {gap} trick(s) off the {bet.pari} Pari marbles, {bet.penalty()} points.",
    )


# Following the led colour: one decision (who leads, whether the led colour is held, which colour is
# played), read as "may I play it?" or "must I play it?".
_MAY = {
    "lead": (
        R.LEAD,
        "oui",
        "Tu entames le pli : tu joues la carte de ton choix, sa couleur devient la couleur demandée.",
        "You lead the trick: play any card, its colour becomes the led colour.",
    ),
    "void": (
        R.FREE,
        "oui",
        "Tu n'as pas de {led} en main : tu peux jouer n'importe quelle carte.",
        "You hold no card of the led colour: you may play any card.",
    ),
    "follows": (
        R.FOLLOW,
        "oui",
        "Tu as du {led} : tu dois en jouer, c'est ce que tu fais.",
        "You hold the led colour and play it: that is required.",
    ),
    "other": (
        R.FOLLOW,
        "non",
        "Tu as au moins une carte de {led} en main : tu dois la jouer, pas une autre couleur.",
        "You hold at least one card of the led colour: you must play it, not another colour.",
    ),
}
_MUST = {
    "lead": (
        R.LEAD,
        "non",
        "Tu entames le pli : rien ne t'oblige, tu joues la carte de ton choix.",
        "You lead the trick: nothing is required, you play any card you like.",
    ),
    "void": (
        R.FREE,
        "non",
        "Tu n'as pas de {led} en main : rien ne t'oblige, tu peux jouer n'importe quelle carte.",
        "You hold no card of the led colour: nothing is required, you may play any card.",
    ),
    "follows": (
        R.FOLLOW,
        "oui",
        "Tu as du {led} en main : tu dois en jouer.",
        "You hold the led colour: you must play it.",
    ),
    "other": (
        R.FOLLOW,
        "non",
        "Tu as du {led} en main : c'est une carte de {led} que tu dois jouer, pas une autre couleur.",
        "You hold the led colour: it is a card of that colour you must play, not another one.",
    ),
}


def _follow(table: dict, led: str | None, holds_led: bool, colour: str | None) -> Verdict:
    case = (
        "lead"
        if led is None
        else "void"
        if not holds_led
        else "follows"
        if colour == led
        else "other"
    )
    rule, verdict, french, english = table[case]
    return Verdict(
        rule,
        verdict,
        french.format(led=led if led not in (None, "?") else "la couleur demandée"),
        english,
    )


def may_play(led: str | None, holds_led: bool, colour: str | None) -> Verdict:
    """Holding the led colour, you must play it; otherwise any card may be played."""
    return _follow(_MAY, led, holds_led, colour)


def must_play(led: str | None, holds_led: bool, colour: str | None) -> Verdict:
    """Whether playing a colour is required: only the led colour, and only when it is held."""
    return _follow(_MUST, led, holds_led, colour)


@dataclass(frozen=True)
class Standing:
    name: str
    score: int
    last_hand: int  # points scored in the 4th hand
    seat: int  # 0 = first player, 1 = next clockwise, ...


def winner(players: list[Standing], table_size: int | None = None) -> Verdict:
    """Highest score; tie: most points in the last hand; still tied: closest to the first player, counted in
    the order of play. With the table's size known, a tie that counting seats round the table would settle
    otherwise (both neighbours of the first player are as close) is said to be open."""
    top = max(p.score for p in players)
    leaders = [p for p in players if p.score == top]
    if len(leaders) == 1:
        return Verdict(
            R.FINAL,
            leaders[0].name,
            f"{leaders[0].name} a le score le plus élevé ({top}).",
            f"{leaders[0].name} has the highest score ({top}).",
        )
    best_last = max(p.last_hand for p in leaders)
    leaders = [p for p in leaders if p.last_hand == best_last]
    if len(leaders) == 1:
        return Verdict(
            R.TIE_LAST_HAND,
            leaders[0].name,
            f"Égalité à {top} : {leaders[0].name} a marqué le plus de points lors de la dernière donne ({best_last}).",
            f"Tied at {top}: {leaders[0].name} scored most in the last hand ({best_last}).",
        )
    first = min(leaders, key=lambda p: p.seat)

    def round_table(p: Standing) -> int:
        return min(p.seat, table_size - p.seat) if table_size else p.seat

    if (
        table_size
        and first.seat
        and any(round_table(p) <= round_table(first) for p in leaders if p is not first)
    ):
        return Verdict(
            R.TIE_SEAT,
            first.name,
            f"Égalité persistante : dans l'ordre de jeu, {first.name} est le plus proche du premier joueur, mais en "
            "comptant les places autour de la table un autre joueur l'est autant ou plus : le livret ne précise pas.",
            f"Still tied: in the order of play {first.name} is closest to the first player, but counting seats "
            "round the table another player is as close: the booklet does not say which way.",
            ambiguous=True,
        )
    return Verdict(
        R.TIE_SEAT,
        first.name,
        f"Égalité persistante : {first.name} est le plus proche du premier joueur (place {first.seat}).",
        f"Still tied: {first.name} is closest to the first player (seat {first.seat}).",
    )


@dataclass(frozen=True)
class Played:
    """One card put on a trick: who played it, its colour and its value."""

    player: str
    colour: str
    value: int


def strongest_card(cards: list[Played], led: str) -> Verdict | None:
    """ "celui ayant joué la carte la plus forte remporte le pli": the highest card of the led colour, when no
    card of another colour is as high (the booklet does not say whether one can win). None for two equal highest."""
    following = [c.value for c in cards if c.colour == led]
    if not following:
        return None
    top = max(following)
    best = [c for c in cards if c.colour == led and c.value == top]
    if len(best) > 1:
        return None
    if any(c.colour != led and c.value >= top for c in cards):
        return Verdict(
            R.TRICK_WINNER,
            None,
            "Une carte d'une autre couleur que la couleur demandée est au moins aussi haute : le livret dit seulement que la "
            "carte la plus forte remporte le pli, sans préciser si une carte d'une autre couleur peut gagner.",
            "An off-colour card is at least as high: the booklet only says the strongest card wins the trick, "
            "without settling whether an off-colour card can win.",
            ambiguous=True,
        )
    shown = ", ".join(f"{c.player} {c.value} {c.colour}" for c in cards)
    name = best[0].player
    return Verdict(
        R.TRICK_WINNER,
        name,
        f"{shown} (couleur demandée : {led}) : la carte la plus forte est le {top} {led}, {name} remporte le pli.",
        f"The strongest card is the {top} of the led colour: {name} takes the trick.",
    )
