"""The end of a game: who holds the special 7x7 tile, who wins (the model behind /check's
"special_tile" and "winner").

The tile goes to the first player to fill a 7x7 square, and to no one else: the order in which
the players filled one decides it, never who filled one at all. The best total wins; on a tie,
whoever reached the last square first. Asked as a yes or no about one player ("j'ai gagné ?",
"la tuile est pour moi ?"), the answer is whether that player is the one.
"""

from __future__ import annotations

from typing import Any

from arbitre.engines.base import InvalidSituation, Rule, Verdict
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.state import final_score

WHO = {"me": ("toi", "you"), "opponent": ("l'adversaire", "your opponent")}


def shown(name: str, lang: str = "fr") -> str:
    """A player as the answer names them: "toi" / "l'adversaire", or the name given."""
    if name in WHO:
        return WHO[name][lang == "en"]
    return name[:1].upper() + name[1:]


def _answer(rule: Rule, named: str, asked: str | None, fr: str, en: str) -> Verdict:
    """The player found, or, asked about one player, whether it is them."""
    if asked is None:
        return Verdict(rule, shown(named), fr, en)
    return Verdict(rule, "oui" if asked == named else "non", fr, en)


def judge_tile(first: str | None, asked: str | None, names: dict[str, str]) -> Verdict:
    """Le premier joueur qui remplit complètement un carré de 7x7 cases reçoit la tuile spéciale."""
    if first not in ("me", "opponent"):
        raise InvalidSituation(
            "Dis qui a rempli un carré 7x7 en premier (« first_to_fill » : « me » ou « opponent »)."
        )
    fr, en = names.get(first) or WHO[first][0], names.get(first) or WHO[first][1]
    verdict = _answer(
        R.SPECIAL_TILE,
        first,
        asked,
        f"Seul le premier joueur qui remplit complètement un carré de 7x7 reçoit la tuile : {fr}.",
        f"Only the first player to completely fill a 7x7 square gets the tile: {en}.",
    )
    return (
        verdict
        if asked is not None
        else Verdict(verdict.rule, fr, verdict.explanation, verdict.explanation_en)
    )


def _total(player: Any) -> int:
    if player.score is not None:
        return int(player.score)
    if player.buttons is None or player.empty_squares is None:
        raise InvalidSituation(
            f"Donne les boutons et les cases vides de « {player.name} » (ou son score)."
        )
    return final_score(player.buttons, player.special_tile, player.empty_squares)


def judge_winner(players: list[Any], first_to_finish: str | None, asked: str | None) -> Verdict:
    """The best total wins; on a tie, whoever reached the last square first."""
    if len(players) != 2 or len({p.name for p in players}) != 2:
        raise InvalidSituation(
            "Donne le score (ou les boutons, cases vides, tuile) des deux joueurs (« players »)."
        )
    if sum(p.special_tile for p in players) > 1:
        raise InvalidSituation("Il n'y a qu'une tuile spéciale 7x7 : un seul joueur peut l'avoir.")
    (a, b), (ta, tb) = players, (_total(p) for p in players)
    if ta != tb:
        won, high, lost, low = (a, ta, b, tb) if ta > tb else (b, tb, a, ta)
        return _answer(
            R.FINAL_SCORE,
            won.name,
            asked,
            f"Score final : {high} pour {shown(won.name)} contre {low} pour "
            f"{shown(lost.name)} : {shown(won.name)} gagne.",
            f"Final score: {high} for {shown(won.name, 'en')} "
            f"against {low} for {shown(lost.name, 'en')}: {shown(won.name, 'en')} wins.",
        )
    if first_to_finish is None or first_to_finish not in (a.name, b.name):
        raise InvalidSituation(
            "Égalité : dis qui a atteint la dernière case du Chrono en premier (« first_to_finish »)."
        )
    return _answer(
        R.TIE_BREAK,
        first_to_finish,
        asked,
        f"Égalité à {ta} points : gagne celui qui a atteint la dernière case en premier, "
        f"{shown(first_to_finish)}.",
        f"Tied on {ta} points: whoever reached the last square first wins: "
        f"{shown(first_to_finish, 'en')}.",
    )
