"""Patchwork rules asked in general, each decided once here, for the question path and /check alike.

A general question names a rule and no situation: "je peux acheter une pièce et avancer ?",
"une pièce peut chevaucher une autre ?". Each entry is the rule, its answer to the plain
question (the permission, the claim or the amount asked) and its wording, French and English.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import InvalidSituation, Rule, Verdict
from arbitre.engines.patchwork import rules as R


@dataclass(frozen=True)
class General:
    rule: Rule
    verdict: str | int | None
    french: str
    english: str
    yes_no: bool = True  # a permission or a claim: a question asked the other way round flips it
    ambiguous: bool = False


GENERAL: dict[str, General] = {
    "one-action": General(
        R.ONE_ACTION,
        "non",
        "À ton tour, tu fais une seule des deux actions : avancer ton pion Chrono "
        "pour des boutons, ou prendre et placer une pièce.",
        "On your turn you take only one of the two "
        "actions: advance your Chrono pawn for buttons, or take and place a patch.",
    ),
    "alternate": General(
        R.SEVERAL_TURNS,
        "non",
        "Les tours ne s'alternent pas forcément : tant que ton pion Chrono reste "
        "en retard, c'est encore à toi de jouer.",
        "Turns do not strictly alternate: while your Chrono pawn "
        "stays behind, it is still your turn.",
    ),
    "several-turns": General(
        R.SEVERAL_TURNS,
        "oui",
        "Tant que ton pion Chrono reste en retard sur celui de l'adversaire, "
        "c'est encore à toi de jouer, même plusieurs fois de suite.",
        "While your Chrono pawn stays "
        "behind your opponent's, it is still your turn, even several times in a row.",
    ),
    "overlap": General(
        R.NO_OVERLAP,
        "non",
        "Une pièce se pose sur la couverture sans superposition : pas de chevauchement.",
        "A patch goes on the quilt without overlapping another.",
    ),
    "leather-later": General(
        R.MARKED_SQUARES,
        "non",
        "La pièce de cuir est à placer tout de suite : on ne la garde pas pour plus tard.",
        "The leather patch is placed at once: it is not kept for later.",
    ),
    "marked-passed": General(
        R.MARKED_ANY_ACTION,
        "oui",
        "Une case marquée déclenche son événement dès que ton pion s'y "
        "arrête ou la passe, quelle que soit l'action jouée.",
        "A marked square plays its event whenever "
        "your pawn stops on it or passes it, whatever the action.",
    ),
    "neutral-follows": General(
        R.NEUTRAL_FOLLOWS,
        "oui",
        "Le pion neutre se déplace ensuite à côté de la pièce prise.",
        "The neutral pawn then moves next to the patch taken.",
    ),
    "one-pawn-on-last": General(
        R.GAME_END,
        "oui",
        "La partie ne s'arrête que quand les deux pions ont atteint la dernière "
        "case du Chrono : tant qu'un pion n'y est pas, on continue.",
        "The game ends only when both "
        "pawns have reached the last Chrono square: until then, play goes on.",
    ),
    "pay-buttons": General(
        R.PAY_BUTTONS,
        "oui",
        "Pour prendre une pièce, tu paies les boutons de son étiquette.",
        "To take a patch, you pay the buttons on its label.",
    ),
    "tile-value": General(
        R.TILE_VALUE,
        7,
        "La tuile spéciale 7x7 vaut 7 points.",
        "The special 7x7 tile is worth 7 points.",
        yes_no=False,
    ),
    "tile-first": General(
        R.SPECIAL_TILE,
        "le premier qui remplit un carré de 7x7",
        "Le premier joueur qui remplit "
        "complètement un carré de 7x7 cases sur sa couverture reçoit la tuile spéciale.",
        "The first player to fill a 7x7 square on their quilt gets the special tile.",
        yes_no=False,
    ),
    "income-amount": General(
        R.MARKED_SQUARES,
        None,
        "Le livret ne tranche pas : il parle de « revenus en boutons selon tes pièces » sans donner "
        "le montant.",
        'The booklet does not settle it: it speaks of button income "according to your patches" '
        "without the amount.",
        yes_no=False,
        ambiguous=True,
    ),
    "leather-cost": General(
        R.MARKED_SQUARES,
        None,
        "Le livret ne tranche pas : il dit seulement que la pièce de cuir est « à placer tout de "
        "suite », sans parler de prix ni de temps.",
        "The booklet does not settle it: it only says the leather patch is placed at once, with no "
        "word on cost or time.",
        yes_no=False,
        ambiguous=True,
    ),
    "tile-to-first": General(
        R.SPECIAL_TILE,
        "oui",
        "Oui : le premier joueur qui remplit complètement un carré de 7x7 cases sur sa couverture "
        "reçoit la tuile spéciale.",
        "Yes: the first player to fill a 7x7 square on their quilt gets the special tile.",
    ),
    "tile-taken": General(
        R.SPECIAL_TILE,
        "non",
        "La tuile spéciale va au premier joueur qui remplit un carré de 7x7 : "
        "une fois prise, elle ne change plus de main.",
        "The special tile goes to the first player to fill "
        "a 7x7 square: once taken, it does not change hands.",
    ),
    "empty-penalty": General(
        R.FINAL_SCORE,
        2,
        "Chaque case vide de ta couverture retire 2 points à la fin.",
        "Each empty square of your quilt costs 2 points at the end.",
        yes_no=False,
    ),
    "first-player": General(
        R.FIRST_PLAYER,
        "celui qui s'est servi d'une aiguille en dernier",
        "Commence celui qui s'est servi d'une aiguille en dernier.",
        "Whoever last used a needle starts.",
        yes_no=False,
    ),
    "stop-on-last": General(
        R.STOP_ON_LAST,
        "non",
        "Le pion s'arrête sur la dernière case : il ne la dépasse jamais.",
        "The pawn stops on the last square: it never goes past it.",
    ),
    "advance-ahead": General(
        R.ADVANCE_BUTTONS,
        "oui",
        "Tu avances jusqu'à la case juste devant le pion adverse et tu "
        "reçois 1 bouton par case parcourue.",
        "You move to the square just ahead of the other pawn "
        "and get 1 button per square travelled.",
    ),
    "three-patches": General(
        R.THREE_PATCHES,
        "non",
        "Seule l'une des trois pièces placées juste devant le pion neutre peut "
        "être prise, pas une autre.",
        "Only one of the three patches just after the neutral pawn may be taken, no other.",
    ),
    "ends-at-first": General(
        R.GAME_END,
        "non",
        "La partie ne s'arrête que quand les deux pions ont atteint la dernière case "
        "du Chrono : tant qu'un pion n'y est pas, on continue.",
        "The game ends only when both pawns have "
        "reached the last Chrono square: until then, play goes on.",
    ),
    "marked-stop-needed": General(
        R.MARKED_ANY_ACTION,
        "non",
        "Pas besoin de s'arrêter dessus : une case marquée joue son "
        "événement quand ton pion s'y arrête ou la passe.",
        "No need to stop on it: a marked square "
        "plays its event when your pawn stops on it or passes it.",
    ),
    "leather-now": General(
        R.MARKED_SQUARES,
        "oui",
        "La pièce de cuir est à placer tout de suite.",
        "The leather patch is placed at once.",
    ),
    "patch-free": General(
        R.PAY_BUTTONS,
        "non",
        "Non : pour prendre une pièce, tu paies les boutons de son étiquette.",
        "No: to take a patch, you pay the buttons on its label.",
    ),
    "one-of-three": General(
        R.THREE_PATCHES,
        "oui",
        "Tu peux prendre l'une des trois pièces placées juste devant le pion "
        "neutre (en payant ses boutons).",
        "You may take one of the three patches just after the neutral pawn (paying its buttons).",
    ),
}


def general_rule(
    key: str, flipped: bool = False, yes_no: bool = False, claim: int | None = None
) -> Verdict:
    """The verdict of a general rule; `flipped` when the question asks the opposite ("est-il interdit de…").
    An amount asked as a yes or no (`yes_no`: "la tuile rapporte des points ?", `claim`: "… 5 points ?")
    is answered yes when there is such an amount (the one claimed, when one is).

    Raises InvalidSituation for an unknown rule key."""
    entry = GENERAL.get(key)
    if entry is None:
        raise InvalidSituation(f"Règle générale inconnue « {key} ». Règles : {', '.join(GENERAL)}.")
    verdict = entry.verdict
    if flipped and entry.yes_no and verdict in ("oui", "non"):
        verdict = "non" if verdict == "oui" else "oui"
    if (yes_no or claim is not None) and isinstance(verdict, int):
        yes = bool(verdict) if claim is None else abs(claim) == abs(verdict)
        return Verdict(
            entry.rule,
            "oui" if yes else "non",
            ("Oui : " if yes else "Non : ") + entry.french,
            ("Yes: " if yes else "No: ") + entry.english,
            ambiguous=entry.ambiguous,
        )
    return Verdict(entry.rule, verdict, entry.french, entry.english, ambiguous=entry.ambiguous)
