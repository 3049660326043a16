"""Lucky Numbers rules asked in general, each decided once here, for the question path and /check alike.

A general question names a rule and no situation ("peut-on échanger un trèfle posé sur une case
dorée ?", "do colours matter?"). Each entry is the rule, its answer to the plain question and the
wording, French and English; a question asked the other way round ("est-il interdit de…",
"suis-je obligé de le poser ?") flips a yes or no.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import InvalidSituation, Rule, Verdict
from arbitre.engines.lucky_numbers import rules as R


@dataclass(frozen=True)
class General:
    rule: Rule
    verdict: str | int | None
    french: str
    english: str
    must_flips: bool = False  # a permission: asked as an obligation ("must I…?"), the answer flips


GENERAL: dict[str, General] = {
    "colour-irrelevant": General(
        R.COLOUR_IRRELEVANT,
        "non",
        "Les couleurs servent seulement à préparer les séries : en jeu, "
        "seule la valeur des trèfles importe.",
        "Colours only serve to prepare each player's series: in play, only the clovers' values matter.",
    ),
    "golden-ordinary": General(
        R.GOLDEN_ORDINARY,
        "oui",
        "Après la mise en place, les cases dorées se jouent et s'échangent "
        "comme toutes les autres.",
        "After set-up, golden squares are played and swapped like any other.",
        must_flips=True,
    ),
    "setup-any-order": General(
        R.SETUP_DIAGONAL,
        "oui",
        "À la mise en place, chacun pose ses 4 trèfles sur les cases dorées de "
        "la diagonale, dans l'ordre qu'il veut.",
        "At set-up, each player lays their 4 clovers on the golden diagonal, in any order they like.",
        must_flips=True,
    ),
    "gaps-allowed": General(
        R.GAPS_ALLOWED,
        "oui",
        "Les nombres doivent monter strictement, mais n'ont pas besoin de se suivre : "
        "2, 9, 15 convient.",
        "Numbers must strictly increase but need not be consecutive: 2, 9, 15 is fine.",
        must_flips=True,
    ),
    "no-duplicate": General(
        R.STRICTLY_INCREASING,
        "non",
        "Deux trèfles identiques ne peuvent pas partager une rangée ou une "
        "colonne, même éloignés : l'ordre doit monter strictement.",
        "Two equal clovers cannot share a row or a column, even far apart: the order must strictly increase.",
    ),
    "refuse-any": General(
        R.REFUSE_ANY,
        "oui",
        "Tu peux refuser le trèfle pioché, même s'il était jouable : il part face "
        "visible au centre.",
        "You may refuse the drawn clover, even if playable: it goes face up to the centre.",
        must_flips=True,
    ),
    "take-face-up": General(
        R.DRAW_OR_TAKE,
        "oui",
        "À ton tour, tu peux prendre un trèfle face visible au centre au lieu de "
        "piocher, s'il y en a un.",
        "On your turn you may take a face-up clover from the centre instead "
        "of drawing, if there is one.",
        must_flips=True,
    ),
    "face-up-needs-one": General(
        R.FACE_UP_NEEDS_ONE,
        "non",
        "Tant qu'aucun trèfle n'a été défaussé au centre, il n'y a rien à "
        "prendre : il faut piocher.",
        "Until a clover has been discarded to the centre there is nothing to take: you must draw.",
        must_flips=True,
    ),
    "removed-face-up": General(
        R.REMOVED_FACE_UP,
        "oui",
        "Le trèfle retiré par un échange part face visible au milieu de la table.",
        "The clover removed by a swap goes face up to the middle of the table.",
    ),
    "full-garden-wins": General(
        R.FULL_GARDEN_WINS,
        "oui",
        "Poser un trèfle sur la dernière case vide en respectant l'ordre fait gagner aussitôt.",
        "Laying a clover on your last empty square in order wins at once.",
    ),
    "last-clover-turn": General(
        R.LAST_CLOVER_TURN,
        "oui",
        "Le joueur qui retourne le dernier trèfle caché finit son tour, puis "
        "on compte les cases vides.",
        "The player who flips the last face-down clover finishes their "
        "turn, then empty squares are counted.",
    ),
    "tie-shared": General(
        R.TIE_SHARED,
        "oui",
        "Pioche épuisée : à égalité du moins de cases vides, les joueurs gagnent ensemble.",
        "Empty pile: players tied on fewest empty squares win together.",
    ),
}


def general_rule(key: str, flipped: bool = False) -> Verdict:
    """The verdict of a general rule; `flipped` when the question asks its opposite."""
    entry = GENERAL.get(key)
    if entry is None:
        raise InvalidSituation(f"Règle générale inconnue « {key} ». Règles : {', '.join(GENERAL)}.")
    verdict = entry.verdict
    if flipped and verdict in ("oui", "non"):
        verdict = "non" if verdict == "oui" else "oui"
    return Verdict(entry.rule, verdict, entry.french, entry.english)
