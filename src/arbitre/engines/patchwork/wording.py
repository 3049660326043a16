"""What the Patchwork reader says it understood, French and English, in one catalogue keyed by intent.

Each entry renders one situation as the "J'ai compris : …" line shown under a verdict, so a
player sees a misreading at once.
"""

from __future__ import annotations

from typing import Any

SIDES = {"me": ("toi", "you"), "opponent": ("l'adversaire", "your opponent")}
SUBJECTS = {"me": ("tu", "you")}


def _who(side: str, names: dict[str, str], lang: str) -> str:
    return names.get(side) or SIDES.get(side, (side, side))[lang == "en"]


def _pawns(p: Any, lang: str) -> str:
    me, them = _who("me", p.names, lang), _who("opponent", p.names, lang)
    if p.relative:
        if p.me == p.opponent:
            where = "même case" if lang == "fr" else "same square"
        else:
            behind, ahead = (me, them) if p.me < p.opponent else (them, me)
            gap = abs(p.me - p.opponent)
            where = (
                f"{behind} {gap} case(s) derrière {ahead}"
                if lang == "fr"
                else f"{behind} {gap} square(s) behind {ahead}"
            )
        text = where
    else:
        text = (
            f"{me} case {p.me}, {them} case {p.opponent}"
            if lang == "fr"
            else f"{me} on {p.me}, {them} on {p.opponent}"
        )
    if p.me == p.opponent and p.on_top:
        top = _who(p.on_top, p.names, lang)
        text += f", pion de {top} au-dessus" if lang == "fr" else f", {top} on top"
    if p.last_square is not None and p.last_square in (p.me, p.opponent):
        text += " (dernière case)" if lang == "fr" else " (last square)"
    return text


def _asked(
    asks: str,
    other: str,
    lang: str,
    who: tuple[str, str],
    me: tuple[str, str],
    them: tuple[str, str],
) -> str:
    """What is asked, in `lang`: who, or a yes or no about the asker or about `other` (put in `them`)."""
    said = {"who": who, "me": me}.get(asks) or them
    return said[lang == "en"].format(other)


def _turn(s: Any, lang: str) -> str:
    moved = (
        f" après le coup dit ({s.moved})"
        if s.moved and lang == "fr"
        else f" after the move said ({s.moved})"
        if s.moved
        else ""
    )
    asked = _asked(
        s.asks,
        _who("opponent", s.pawns.names, lang),
        lang,
        ("qui joue", "who plays"),
        ("si c'est à toi", "whether it is your turn"),
        ("si c'est à {}", "whether it is {}'s turn"),
    )
    return (
        f"{_pawns(s.pawns, lang)}{moved} ; tu demandes {asked}."
        if lang == "fr"
        else f"{_pawns(s.pawns, lang)}{moved}; you ask {asked}."
    )


def _advance(s: Any, lang: str) -> str:
    mover = _who("me", s.pawns.names, lang)
    return (
        f"{_pawns(s.pawns, lang)} ; {mover} avance."
        if lang == "fr"
        else f"{_pawns(s.pawns, lang)}; {mover} advances."
    )


def _count(c: Any, lang: str) -> str:
    who = _who(c.name, {}, lang) if c.name in SIDES else c.name
    if c.score is not None:
        return f"{who} {c.score} points"
    tile = (
        (" et la tuile 7x7" if c.special_tile else " sans tuile")
        if lang == "fr"
        else (" and the 7x7 tile" if c.special_tile else " no tile")
    )
    if lang == "fr":
        return f"{who} {c.buttons} boutons, {c.empty_squares} case(s) vide(s){tile}"
    return f"{who} {c.buttons} buttons, {c.empty_squares} empty square(s){tile}"


def _score(s: Any, lang: str) -> str:
    return _count(s.count, lang) + "."


def _winner(s: Any, lang: str) -> str:
    if s.tie_only:
        names = " et ".join(
            c.name if c.name not in SIDES else _who(c.name, {}, lang) for c in s.players
        )
        text = (
            f"égalité entre {names}"
            if lang == "fr"
            else f"a tie between {names.replace(' et ', ' and ')}"
        )
    else:
        text = " ; ".join(_count(c, lang) for c in s.players)
    if s.first_to_finish:
        first = (
            _who(s.first_to_finish, {}, lang) if s.first_to_finish in SIDES else s.first_to_finish
        )
        text += (
            f" ; {first} arrivé(e) le premier au bout"
            if lang == "fr"
            else f"; {first} reached the end first"
        )
    if s.about == "me":
        text += " ; tu demandes si tu gagnes" if lang == "fr" else "; you ask whether you win"
    elif s.about:
        about = _who(s.about, {}, lang) if s.about in SIDES else s.about
        text += (
            f" ; tu demandes si {about} gagne"
            if lang == "fr"
            else f"; you ask whether {about} wins"
        )
    return text + "."


def _take(s: Any, lang: str) -> str:
    return (
        f"tu veux prendre la pièce n° {s.index} après le pion neutre."
        if lang == "fr"
        else f"you want the patch no. {s.index} after the neutral pawn."
    )


def _tile(s: Any, lang: str) -> str:
    first = SUBJECTS["me"][lang == "en"] if s.first == "me" else _who(s.first or "?", s.names, lang)
    filled = ("as rempli" if s.first == "me" else "a rempli") if lang == "fr" else "filled"
    asked = _asked(
        s.asks,
        _who("opponent", s.names, lang),
        lang,
        ("qui reçoit la tuile spéciale", "who gets the special tile"),
        ("si la tuile est pour toi", "whether the tile is yours"),
        ("si la tuile est pour {}", "whether the tile goes to {}"),
    )
    return (
        f"{first} {filled} un carré 7x7 en premier ; tu demandes {asked}."
        if lang == "fr"
        else f"{first} {filled} a 7x7 square first; you ask {asked}."
    )


def _rule(s: Any, lang: str) -> str:
    return (
        "une question générale sur la règle, sans position de jeu."
        if lang == "fr"
        else "a general question on the rules, with no position of a game."
    )


def _marked(s: Any, lang: str) -> str:
    marked = ", ".join(map(str, s.marked))
    return (
        f"ton pion va de la case {s.start} à la case {s.end}, case marquée en {marked}."
        if lang == "fr"
        else f"your pawn goes from square {s.start} to square {s.end}, marked square on {marked}."
    )


def _afford(s: Any, lang: str) -> str:
    return (
        f"tu as {s.buttons} boutons, la pièce en coûte {s.price}."
        if lang == "fr"
        else f"you have {s.buttons} buttons, the patch costs {s.price}."
    )


def _days(u: Any, lang: str) -> str:
    """A needle use as a span of days ago: "il y a 0,6 à 1 jour", "jamais"."""
    if u.never:
        return "jamais" if lang == "fr" else "never"
    low = f"{u.days_ago_min:g}"
    if u.days_ago_max is None:
        return f"il y a au moins {low} jour(s)" if lang == "fr" else f"at least {low} day(s) ago"
    high = f"{u.days_ago_max:g}"
    return f"il y a {low} à {high} jour(s)" if lang == "fr" else f"{low} to {high} day(s) ago"


def _start(s: Any, lang: str) -> str:
    said = ", ".join(f"{_who(u.player, s.names, lang)} {_days(u, lang)}" for u in s.uses)
    return (
        f"dernière aiguille : {said} ; tu demandes qui commence."
        if lang == "fr"
        else f"last needle: {said}; you ask who starts."
    )


CATALOGUE = {
    "start": _start,
    "afford": _afford,
    "marked": _marked,
    "turn": _turn,
    "advance": _advance,
    "score": _score,
    "winner": _winner,
    "take": _take,
    "tile": _tile,
    "rule": _rule,
}


def understood(intent: str, lang: str, situation: Any) -> str:
    lead = "J'ai compris : " if lang == "fr" else "I understood: "
    return lead + CATALOGUE[intent](situation, lang)
