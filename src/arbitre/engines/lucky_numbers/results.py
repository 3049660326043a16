"""The end of a Lucky Numbers round and of a tournament, decided once here for /check and questions alike.

- Empty draw pile: once the player who flipped the last face-down clover has finished their
  turn, whoever has the fewest empty squares wins; tied players win together.
- Tournament: as many rounds as players; a round's winner takes 2 points, every other
  player loses 1 point per empty square; the best final total wins (a tie on the best total
  is not settled by the booklet).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import InvalidSituation, Verdict
from arbitre.engines.lucky_numbers import rules as R

ASKER = "toi"  # the asker, as the verdict names them
OPPONENT = "l'adversaire"  # another player not named ("mon adversaire", "l'autre joueur")
WIN_POINTS = 2


@dataclass(frozen=True)
class Standing:
    name: str  # a player's name as said, or ASKER
    empty: int  # empty squares on their garden


def _names(names: list[str], lang: str) -> str:
    if sorted(names) == sorted([ASKER, OPPONENT]):
        return "you both" if lang == "en" else "vous deux"
    shown = ["you" if n == ASKER and lang == "en" else n for n in names]
    return f" {'and' if lang == 'en' else 'et'} ".join(shown)


def fewest_empty(players: list[Standing], asked: str | None = None, alone: bool = False) -> Verdict:
    """Celui qui a le moins de cases vides sur son plateau l'emporte ; en cas d'égalité, ils gagnent ensemble.
    With `asked` (a player's name), whether that player wins: "oui" / "non"; `alone`, whether they win
    without sharing the win."""
    if len(players) < 2:
        raise InvalidSituation("Il faut les cases vides d'au moins deux joueurs (« players »).")
    if any(p.empty < 0 or p.empty > 16 for p in players):
        raise InvalidSituation("Un jardin a de 0 à 16 cases vides.")
    fewest = min(p.empty for p in players)
    best = [p.name for p in players if p.empty == fewest]
    listing = ", ".join(f"{p.name} {p.empty}" for p in players)
    listing_en = ", ".join(f"{'you' if p.name == ASKER else p.name} {p.empty}" for p in players)
    if asked is not None:  # one player ("Léa"), or several asked together ("Léa et Tom")
        group = set(asked.split(" et "))
        if not group <= {p.name for p in players}:
            raise InvalidSituation(f"« {asked} » n'est pas parmi les joueurs donnés.")
        return _asked(
            Verdict(R.TIE_SHARED if len(best) > 1 else R.PILE_EXHAUSTED, None, "", ""),
            group == set(best) if len(group) > 1 or alone else asked in best,
            f"Cases vides : {listing}. Le moins de cases vides l'emporte : {_names(best, 'fr')}.",
            f"Empty squares: {listing_en}. Fewest empty squares wins: {_names(best, 'en')}.",
        )
    if len(best) > 1:
        return Verdict(
            R.TIE_SHARED,
            _names(best, "fr"),
            f"Cases vides : {listing}. Égalité à {fewest} : {_names(best, 'fr')} gagnent ensemble.",
            f"Empty squares: {listing_en}. Tied on {fewest}: {_names(best, 'en')} win together.",
        )
    return Verdict(
        R.PILE_EXHAUSTED,
        best[0],
        f"Cases vides : {listing}. Le moins de cases vides l'emporte : {best[0]}.",
        f"Empty squares: {listing_en}. Fewest empty squares wins: {_names(best, 'en')}.",
    )


def filled_garden(name: str, asked: str | None = None) -> Verdict:
    """Dès qu'un joueur pose un trèfle sur la dernière case vide de son plateau, en respectant la règle de pose,
    il gagne immédiatement: whatever the others' empty squares and the pile."""
    who_en = "you" if name == ASKER else name
    fr = f"{name} remplit sa dernière case vide en respectant l'ordre : {name} gagne immédiatement."
    en = f"{who_en} fill{'' if name == ASKER else 's'} the last empty square in order: {who_en} win{'' if name == ASKER else 's'} at once."
    if asked is not None:
        return _asked(Verdict(R.FULL_GARDEN_WINS, None, "", ""), asked == name, fr, en)
    return Verdict(R.FULL_GARDEN_WINS, name, fr, en)


def _asked(base: Verdict, yes: bool, fr: str, en: str) -> Verdict:
    return Verdict(
        base.rule,
        "oui" if yes else "non",
        ("Oui. " if yes else "Non. ") + fr,
        ("Yes. " if yes else "No. ") + en,
    )


def round_points(won: bool, empty: int | None) -> int:
    """Le gagnant prend 2 points et les autres perdent 1 point par case vide."""
    if won:
        return WIN_POINTS
    if empty is None or not 0 <= empty <= 16:
        raise InvalidSituation(
            "Pour une manche perdue, il faut le nombre de cases vides (« empty », 0 à 16)."
        )
    return -empty


def _points_by_round(rounds: list[tuple[bool, int | None]], players: int | None) -> list[int]:
    """Each round's points, for as many rounds as players; InvalidSituation for any other count."""
    if not rounds:
        raise InvalidSituation("Il faut le résultat de chaque manche (« rounds »).")
    if players is not None and len(rounds) != players:
        raise InvalidSituation(
            f"Un tournoi à {players} joueurs se joue en {players} manches, pas {len(rounds)}."
        )
    return [round_points(won, empty) for won, empty in rounds]


def tournament_total(rounds: list[tuple[bool, int | None]], players: int | None = None) -> Verdict:
    """One player's total over the tournament's rounds (as many rounds as players)."""
    points = _points_by_round(rounds, players)
    total = sum(points)
    listing = " ".join(f"{p:+d}" for p in points)
    if len(points) == 1:
        return Verdict(
            R.TOURNAMENT_SCORING,
            total,
            f"Manche gagnée : +2 ; perdue : −1 par case vide. Ici : {total:+d}.",
            f"Round won: +2; lost: −1 per empty square. Here: {total:+d}.",
        )
    return Verdict(
        R.TOURNAMENT_SCORING,
        total,
        f"Manche par manche : {listing} (gagnée +2, perdue −1 par case vide), total {total}.",
        f"Round by round: {listing} (won +2, lost −1 per empty square), total {total}.",
    )


def tournament_rounds(players: int | None) -> Verdict:
    """On joue autant de manches qu'il y a de joueurs, chacun commençant une fois."""
    if players is None:
        raise InvalidSituation("Il faut le nombre de joueurs (« player_count »).")
    return Verdict(
        R.TOURNAMENT_ROUNDS,
        players,
        f"{players} joueurs : {players} manches, chacun commence une fois.",
        f"{players} players: {players} rounds, each starts once.",
    )


def tournament_winner(
    standings: dict[str, list[tuple[bool, int | None]]], players: int | None = None
) -> Verdict:
    """Le meilleur total final l'emporte (a tie on the best total is not settled by the booklet)."""
    if len(standings) < 2:
        raise InvalidSituation("Il faut les manches d'au moins deux joueurs (« standings »).")
    totals = {name: sum(_points_by_round(rounds, players)) for name, rounds in standings.items()}
    best = max(totals.values())
    winners = [name for name, total in totals.items() if total == best]
    listing = ", ".join(f"{name} {total:+d}" for name, total in totals.items())
    listing_en = ", ".join(
        f"{'you' if name == ASKER else name} {total:+d}" for name, total in totals.items()
    )
    if len(winners) > 1:
        return Verdict(
            R.TOURNAMENT_BEST,
            None,
            f"Totaux : {listing}. {_names(winners, 'fr')} sont à égalité : "
            "le livret ne dit pas qui l'emporte alors.",
            f"Totals: {listing_en}. {_names(winners, 'en')} are "
            "tied: the booklet does not say who wins then.",
            ambiguous=True,
        )
    return Verdict(
        R.TOURNAMENT_BEST,
        winners[0],
        f"Manche gagnée +2, sinon −1 par case vide. Totaux : {listing}. "
        f"Le meilleur total l'emporte : {winners[0]}.",
        f"Round won +2, otherwise −1 per empty square. "
        f"Totals: {listing_en}. The best total wins: {_names(winners, 'en')}.",
    )
