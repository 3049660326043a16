"""Onze Gagnant rules asked in general, each decided once here, for the question path and /check.

A general question names a rule and no game state: "une carte remplacée peut revenir en jeu ?",
"je peux zapper l'échange ?". Each entry is the rule, its answer to the plain question, and,
for a rule about a duty, the answer when the duty itself is asked ("je suis obligé de… ?")
rather than leave to skip it ("je peux ne pas… ?").
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.engines.base import InvalidSituation, Rule, Verdict
from arbitre.engines.onze_gagnant import rules as R


@dataclass(frozen=True)
class Asked:
    rule: Rule
    verdict: str | int  # the answer to the plain question (a permission, a claim, a count)
    french: str
    english: str
    if_must: str | None = None  # the answer when an obligation is asked instead
    if_win: str | None = None  # the answer when a win is asked instead ("je gagne quand même ?")
    counts: str | None = None  # a count's noun, the game's concept ("lines": "combien de lignes")
    needs: str | None = None  # the concept naming the rule's subject, said in every question of it
    owns: bool = False  # that subject is this rule's alone: no other rule is asked with it said
    modal: bool = (
        False  # answers a permission or a duty only ("le /= c'est une action ?" is neither)
    )
    not_mine: bool = False  # the subject is not the asker's own ("mon interdiction" is no pile's)


GENERAL: dict[str, Asked] = {
    "replaced-gone": Asked(
        R.REPLACED_GONE,
        "non",
        "Non : la carte remplacée est défaussée et ne pourra jamais revenir en jeu.",
        "No: the replaced card is discarded and can never come back into play.",
        needs="replaced",
    ),
    "mandatory-action": Asked(
        R.MANDATORY_ACTION,
        "non",
        "Non : chaque action est obligatoire si elle est mécaniquement possible.",
        "No: every action is mandatory when it is mechanically possible.",
        if_must="oui",
    ),
    "alternative-placing": Asked(
        R.ALTERNATIVE_PLACING,
        "oui",
        "Le pictogramme /= n'est pas une action, mais une règle de pose alternative et optionnelle.",
        "The /= pictogram is no action but an optional alternative placing rule.",
        if_must="non",
        needs="alternative_placing",
        owns=True,
        modal=True,
    ),
    "bonus-once": Asked(
        R.BONUS_ONCE,
        "non",
        "Non : une seule fois durant la partie, chaque joueur peut piocher une carte de l'extension.",
        "No: each player may draw an expansion card only once in the game.",
    ),
    "bonus-play-now": Asked(
        R.BONUS_PLAY_NOW,
        "non",
        "Non : la carte piochée de l'extension doit être jouée immédiatement.",
        "No: the card drawn from the expansion must be played at once.",
        if_must="oui",
    ),
    "dilemma": Asked(
        R.DILEMMA,
        "oui",
        "Oui : en variante Dilemme, on peut prendre la carte face visible (aussitôt remplacée).",
        "Yes: in the Dilemma variant you may take the face-up card (replaced at once).",
    ),
    "ban-to-other": Asked(
        R.INTERDICTION_GIVE,
        "oui",
        "Oui : la carte interdiction de la pioche peut être placée dans le jeu d'un autre joueur.",
        "Yes: the interdiction card from the draw pile may be placed in another player's game.",
        needs="interdiction",
        not_mine=True,
    ),
    "ban-void": Asked(
        R.INTERDICTION_EMPTY,
        "non",
        "Pioche vide : les cartes interdiction n'ont plus d'effet ; le plus proche de son objectif gagne.",
        "Empty draw pile: interdiction cards have no effect; the closest to their objective wins.",
        if_win="oui",
        needs="interdiction",
    ),
    "solo-lines": Asked(
        R.SOLO_LINES,
        4,
        "En solo, on constitue 4 lignes distinctes, une pour chaque couleur.",
        "In solo you lay out 4 separate lines, one per colour.",
        counts="lines",
    ),
    "solo-order": Asked(
        R.SOLO_ORDER,
        "non",
        "Non : en solo, on garde le même ordre de jeu, sans choisir pour quelle ligne on pioche.",
        "No: in solo you keep the same order and do not choose which line to draw for.",
        if_must="oui",
    ),
    "draw-two-keep": Asked(
        R.DRAW_TWO_CARD,
        "non",
        "Non : on pioche 2 cartes, on en joue une et on remélange la seconde dans la pioche.",
        "No: you draw 2 cards, play one and shuffle the other back into the pile.",
    ),
}


def asked_rule(key: str, must: bool = False, win: bool = False) -> Verdict:
    """The verdict of a general rule; `must` when the question asks the obligation itself, `win`
    when it asks whether the player wins all the same.

    Raises InvalidSituation for an unknown rule key."""
    entry = GENERAL.get(key)
    if entry is None:
        raise InvalidSituation(f"Règle générale inconnue « {key} ». Règles : {', '.join(GENERAL)}.")
    verdict = entry.if_must if must and entry.if_must is not None else entry.verdict
    if win and entry.if_win is not None:
        verdict = entry.if_win
    return Verdict(entry.rule, verdict, entry.french, entry.english)
