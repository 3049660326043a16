"""The Patchwork rules the engine enforces, each tied to its booklet sentence."""

from __future__ import annotations

from arbitre.engines.base import Rule

GAME = "patchwork"

FIRST_PLAYER = Rule(
    "first-player", GAME, "Commence celui qui s'est servi d'une aiguille en dernier."
)
FURTHEST_BEHIND = Rule(
    "furthest-behind-plays",
    GAME,
    "joue celui dont le pion Chrono est le plus en retard ; à case égale, celui dont le pion est au-dessus",
)
ARRIVE_ON_TOP = Rule(
    "arrive-on-top",
    GAME,
    "Si tu arrives sur la case occupée par l'autre pion, mets le tien par-dessus : c'est lui qui jouera d'abord.",
)
SEVERAL_TURNS = Rule(
    "several-turns",
    GAME,
    "tant que ton pion Chrono reste en retard sur celui de l'adversaire, c'est encore à toi de jouer",
)
ONE_ACTION = Rule(
    "one-action",
    GAME,
    "Une seule des deux actions : avancer son pion Chrono pour gagner des boutons, ou prendre une "
    "pièce de tissu et la placer sur sa couverture.",
)
ADVANCE_BUTTONS = Rule(
    "advance-buttons",
    GAME,
    "Tu avances jusqu'à la case juste devant le pion adverse et tu reçois 1 bouton par case parcourue.",
)
STOP_ON_LAST = Rule("stop-on-last-square", GAME, "Le pion s'arrête sur la dernière case.")
ONLY_TRAVELLED = Rule(
    "only-squares-travelled",
    GAME,
    "En avançant, tu ne touches que les cases réellement parcourues.",
)
THREE_PATCHES = Rule(
    "three-patches",
    GAME,
    "Seulement l'une des trois pièces placées juste devant le pion neutre, dans le sens des "
    "aiguilles d'une montre.",
)
NEUTRAL_FOLLOWS = Rule(
    "neutral-pawn-follows", GAME, "Le pion neutre se déplace ensuite à côté de la pièce prise."
)
PAY_BUTTONS = Rule("pay-buttons", GAME, "payer les boutons de l'étiquette")
NO_OVERLAP = Rule("no-overlap", GAME, "poser la pièce sur sa couverture sans superposition")
ADVANCE_BY_TIME = Rule(
    "advance-by-time", GAME, "puis avancer son pion Chrono du nombre de cases indiqué"
)
MARKED_SQUARES = Rule(
    "marked-squares",
    GAME,
    "Chaque fois que tu t'arrêtes sur une case marquée ou que tu la passes, tu joues l'événement",
)
MARKED_ANY_ACTION = Rule(
    "marked-any-action",
    GAME,
    "L'événement se déclenche aussi quand ton pion passe la case sans s'y arrêter, quelle que soit "
    "l'action jouée.",
)
SPECIAL_TILE = Rule(
    "special-tile",
    GAME,
    "Le premier joueur qui remplit complètement un carré de 7x7 cases sur sa couverture la reçoit.",
)
TILE_VALUE = Rule("special-tile-value", GAME, "Elle vaut 7 points.")
FINAL_SCORE = Rule(
    "final-score",
    GAME,
    "Compte tes boutons restants, ajoute 7 si tu as la tuile spéciale, puis retire 2 points par "
    "case vide de ta couverture.",
)
GAME_END = Rule(
    "game-end", GAME, "Quand les deux pions ont atteint la dernière case du plateau Chrono."
)
TIE_BREAK = Rule(
    "tie-break", GAME, "En cas d'égalité de score, gagne celui qui y est arrivé le premier."
)

RULES: tuple[Rule, ...] = (
    FIRST_PLAYER,
    FURTHEST_BEHIND,
    ARRIVE_ON_TOP,
    SEVERAL_TURNS,
    ONE_ACTION,
    ADVANCE_BUTTONS,
    STOP_ON_LAST,
    ONLY_TRAVELLED,
    THREE_PATCHES,
    NEUTRAL_FOLLOWS,
    PAY_BUTTONS,
    NO_OVERLAP,
    ADVANCE_BY_TIME,
    MARKED_SQUARES,
    MARKED_ANY_ACTION,
    SPECIAL_TILE,
    TILE_VALUE,
    FINAL_SCORE,
    GAME_END,
    TIE_BREAK,
)
