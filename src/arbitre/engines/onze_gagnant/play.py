"""Onze Gagnant results, victory and end of game, as pure functions."""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import Verdict
from arbitre.engines.onze_gagnant import rules as R

SUCCESS = {
    0: "C'est raté",
    1: "C'est un début",
    2: "Juste la moyenne",
    3: "Vraiment pas mal",
    4: "Perfection",
}


@dataclass(frozen=True)
class Line:
    """One player's line: cards on the + side, on the − side, and the objective."""

    plus: tuple[int, ...] = ()
    minus: tuple[int, ...] = ()
    objective: int = 11
    interdiction: bool = False
    own_colour_numbers: int = 0  # numbers of the player's colour, start cards not counted
    name: str = "toi"

    def result(self) -> int:
        """+ side cards count positive, − side cards negative, whatever their pictograms."""
        return sum(self.plus) - sum(self.minus)

    def distance(self) -> int:
        return abs(self.result() - self.objective)

    def has_bonus(self) -> bool:
        """3 numbers of one's own colour give a +2 or −2 bonus to validate."""
        return self.own_colour_numbers >= 3

    def validates(self) -> bool:
        return self.distance() == 0 or (self.has_bonus() and self.distance() <= 2)

    def __str__(self) -> str:
        plus = " ".join(map(str, self.plus)) or "∅"
        minus = " ".join(map(str, self.minus)) or "∅"
        flags = (" 🚫" if self.interdiction else "") + (
            f" couleur×{self.own_colour_numbers}" if self.own_colour_numbers else ""
        )
        return f"{self.name}: +[{plus}] −[{minus}] = {self.result()} / objectif {self.objective}{flags}"


def result_verdict(line: Line) -> Verdict:
    plus, minus = " + ".join(map(str, line.plus)) or "0", " + ".join(map(str, line.minus)) or "0"
    return Verdict(
        R.MINUS_SIDE if line.minus else R.PLUS_SIDE,
        line.result(),
        f"Côté + : {plus} ; côté − : {minus} ; résultat {line.result()}.",
        f"Plus side {plus}, minus side {minus}: result {line.result()}.",
    )


def has_won(line: Line) -> Verdict:
    """Immediate win: the objective is validated and no interdiction is visible."""
    if not line.validates():
        bonus = " (le bonus de couleur ±2 ne suffit pas)" if line.has_bonus() else ""
        return Verdict(
            R.COLOUR_BONUS if line.has_bonus() else R.OBJECTIVE,
            "non",
            f"Résultat {line.result()} pour un objectif de {line.objective} : l'objectif n'est pas validé{bonus}.",
            f"Result {line.result()} for an objective of {line.objective}: not validated.",
        )
    if line.interdiction:
        return Verdict(
            R.INTERDICTION,
            "non",
            f"Objectif validé ({line.result()}), mais une interdiction visible empêche de gagner tant qu'elle reste en jeu.",
            "Objective met, but a visible interdiction card prevents winning.",
        )
    if line.distance():
        note, note_en = "", ""
        if line.distance() == 1:  # only the tolerance reading validates a gap of 1
            note = (
                " Attention, le livret est ambigu : « +2 ou -2 », lu à la lettre, ne validerait qu'un écart de 2 exactement "
                "(ni ce cas, ni son propre exemple, Martine à 10 pour 11) ; l'exemple montre qu'un écart jusqu'à 2 valide, "
                "et c'est cette lecture qui est suivie ici."
            )
            note_en = (
                ' Note the booklet is ambiguous: "+2 or -2" read literally would only validate a gap of exactly 2 (not this case, '
                "nor its own example, Martine on 10 for 11); the example shows any gap up to 2 validates, and that reading is "
                "followed here."
            )
        return Verdict(
            R.COLOUR_BONUS_EXAMPLE,
            "oui",
            f"{line.result()} pour {line.objective} avec {line.own_colour_numbers} chiffres de sa couleur : le bonus ±2 valide "
            f"(comme Martine, 10 pour 11, dans l'exemple du livret), sans interdiction : victoire.{note}",
            f"{line.result()} for {line.objective} with the colour bonus (as in the booklet's example), no interdiction: win.{note_en}",
        )
    return Verdict(
        R.IMMEDIATE_WIN,
        "oui",
        f"{line.result()} pour un objectif de {line.objective}, sans interdiction : victoire immédiate.",
        f"{line.result()} for an objective of {line.objective}, no interdiction: immediate win.",
    )


def end_winner(lines: list[Line]) -> Verdict:
    """Empty pile: closest to own objective; tie: closest to 11; still tied: no winner."""
    best = min(line.distance() for line in lines)
    leaders = [line for line in lines if line.distance() == best]
    shown = " ; ".join(
        f"{x.name} {x.result()} (objectif {x.objective}, écart {x.distance()})" for x in lines
    )
    if len(leaders) == 1:
        return Verdict(
            R.EMPTY_PILE,
            leaders[0].name,
            f"Pioche vide : {shown}. Le plus proche de son objectif gagne : {leaders[0].name}.",
            f"Empty pile: {leaders[0].name} is closest to their objective.",
        )
    near = min(abs(x.result() - 11) for x in leaders)
    leaders = [x for x in leaders if abs(x.result() - 11) == near]
    if len(leaders) == 1:
        return Verdict(
            R.TIE_ELEVEN,
            leaders[0].name,
            f"Pioche vide : {shown}. Égalité d'écart : le plus proche de 11 gagne, {leaders[0].name}.",
            f"Empty pile, tied: {leaders[0].name} is closest to 11.",
        )
    return Verdict(
        R.NO_WINNER,
        "personne",
        f"Pioche vide : {shown}. Égalité persistante : pas de vainqueur, il faut rejouer.",
        "Empty pile, still tied: no winner, play again.",
    )


def end_winner_by_distance(
    distances: dict[str, int], others: tuple[int, ...] = ()
) -> Verdict | None:
    """Empty pile, each player's distance to their objective said (others: players not named): the single closest
    wins, None when several are closest (the tie-break, closest to 11, needs their results)."""
    everyone = [*distances.values(), *others]
    best = min(everyone)
    if everyone.count(best) > 1:
        return None
    winner = next((who for who, gap in distances.items() if gap == best), None)
    shown = " ; ".join(
        [f"{who} à {gap} de son objectif" for who, gap in distances.items()]
        + [f"un autre joueur à {gap}" for gap in others]
    )
    name = winner or "un autre joueur"
    return Verdict(
        R.EMPTY_PILE,
        winner,
        f"Pioche vide : {shown}. Le plus proche de son objectif gagne : {name}.",
        f"Empty pile: {name} is closest to their objective.",
    )


def success(validated: int) -> Verdict:
    """Solo and cooperative modes: the success table by objectives validated."""
    label = SUCCESS[min(max(validated, 0), 4)]
    return Verdict(
        R.SUCCESS_TABLE,
        label,
        f"{validated} objectif(s) validé(s) : « {label} ».",
        f'{validated} objective(s) validated: "{label}".',
    )


def mode_won(validated: int, coop: bool) -> Verdict:
    """Solo and cooperative modes: won only when every line's objective is validated (4 lines: one per colour);
    otherwise, once the draw pile is empty, the success table ranks the game."""
    rule = R.COOP_WIN if coop else R.SOLO_WIN
    if validated >= 4:
        return Verdict(
            rule,
            "oui",
            "Les 4 objectifs sont validés : c'est gagné (« Perfection » au tableau des succès).",
            "All 4 objectives are validated: the game is won.",
        )
    label = SUCCESS[max(validated, 0)]
    return Verdict(
        rule,
        "non",
        f"{validated} objectif(s) validé(s) sur 4 : ce n'est gagné que si toutes les lignes le sont ; à pioche vide, "
        f"le tableau des succès donne « {label} ».",
        f"{validated} of 4 objectives validated: the game is won only when every line is; at an empty pile the success "
        f'table gives "{label}".',
    )


def modified_objective(value: int, sign: str) -> Verdict:
    """A card right of "=11" changes the objective by its value, with the sign the neutral card shows."""
    objective = 11 + value if sign == "+" else 11 - value
    return Verdict(
        R.NEUTRAL_SIGN,
        objective,
        f"Un {value} à droite du =11 avec la carte neutre sur le {sign} : objectif 11 {sign} {value} = {objective}.",
        f"A {value} right of =11 with the neutral card showing {sign}: objective 11 {sign} {value} = {objective}.",
    )


def first_player(ages: dict[str, int]) -> Verdict:
    """The player closest to eleven years old starts; equally far on both sides is not settled."""
    gap = {name: abs(age - 11) for name, age in ages.items()}
    best = min(gap.values())
    closest = [name for name, g in gap.items() if g == best]
    shown = ", ".join(f"{name} {age} ans" for name, age in ages.items())
    if len(closest) > 1:
        return Verdict(
            R.WHO_STARTS,
            None,
            f"{shown} : {' et '.join(closest)} sont aussi proches de 11 ans ; le livret ne départage pas.",
            f"{' and '.join(closest)} are equally close to 11; the booklet does not settle it.",
            ambiguous=True,
        )
    return Verdict(
        R.WHO_STARTS,
        closest[0],
        f"{shown} : le plus proche de ses onze ans commence, {closest[0]}.",
        f"The player closest to eleven years old starts: {closest[0]}.",
    )


def colour_bonus(own_colour_numbers: int) -> Verdict:
    """3 numbers of one's own colour (start cards not counted) give the ±2 bonus."""
    has = own_colour_numbers >= 3
    return Verdict(
        R.COLOUR_BONUS,
        "oui" if has else "non",
        f"{own_colour_numbers} chiffre(s) de sa couleur dans le jeu, cartes de départ non "
        f"comptées : il en faut 3 pour le bonus de +2 ou −2 ({'acquis' if has else 'pas acquis'}).",
        f"{own_colour_numbers} number(s) of the player's own colour in play, starting cards not "
        f"counted: 3 are needed for the ±2 bonus ({'has it' if has else 'does not have it'}).",
    )


def counts_as(side: str, sign: str, exchanged: bool = False) -> Verdict:
    """A card counts by the side it lies on, whatever its pictograms; a card received in an
    exchange lies where the card it was swapped for lay (the slots stay unchanged)."""
    answer = "oui" if side == sign else "non"
    if exchanged:
        said = "positif" if side == "+" else "négatif"
        return Verdict(
            R.EXCHANGE_SLOTS,
            answer,
            f"{'Oui' if answer == 'oui' else 'Non'} : les emplacements restent inchangés, la carte "
            f"reçue prend la place de la carte échangée, côté {side}, et compte en {said}.",
            f"{'Yes' if answer == 'oui' else 'No'}: the slots stay unchanged, the card received "
            f"takes the place of the card it was swapped for, on the {side} side, and counts as "
            f"{'positive' if side == '+' else 'negative'}.",
        )
    rule = R.PLUS_SIDE if side == "+" else R.MINUS_SIDE
    said = "positive" if side == "+" else "négative"
    return Verdict(
        rule,
        answer,
        f"{'Oui' if answer == 'oui' else 'Non'} : posée côté {side}, la carte compte comme {said}, quels que soient ses "
        "pictogrammes.",
        f"{'Yes' if answer == 'oui' else 'No'}: on the {side} side a card counts as "
        f"{'positive' if side == '+' else 'negative'}, whatever its pictograms.",
    )
