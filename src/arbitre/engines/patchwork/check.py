"""The structured `check` call: pydantic schemas of a Patchwork state and action, and the judge."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from arbitre.engines.base import InvalidSituation, Verdict, validated
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.ending import WHO, judge_tile, judge_winner
from arbitre.engines.patchwork.first_player import NeedleUse, judge_first
from arbitre.engines.patchwork.general import general_rule
from arbitre.engines.patchwork.state import Chrono, advance, final_score, move_by, triggered


class Positions(BaseModel):
    me: int = Field(ge=0, description="La case de ton pion Chrono.")
    opponent: int = Field(ge=0, description="La case du pion Chrono de l'adversaire.")


class PatchOffer(BaseModel):
    buttons: int = Field(ge=0, description="Prix de la pièce en boutons (étiquette).")
    time: int = Field(ge=0, description="Nombre de cases dont la pièce fait avancer ton pion.")


class PlayerCount(BaseModel):
    """One player's end of game: a total, or the counts it is made of."""

    name: str = Field(description="« me » (toi), « opponent » (l'adversaire) ou un prénom.")
    score: int | None = Field(default=None, description="Score final, quand il est donné tel quel.")
    buttons: int | None = Field(default=None, ge=0, description="Boutons restants.")
    empty_squares: int | None = Field(
        default=None, ge=0, le=81, description="Cases vides de la couverture."
    )
    special_tile: bool = Field(default=False, description="A la tuile spéciale 7x7.")


class QuiltState(BaseModel):
    """La situation vue par toi ; ce que le livret ne donne pas est fourni ici."""

    model_config = ConfigDict(extra="forbid")

    positions: Positions | None = Field(
        default=None, description="Les deux pions Chrono (pour advance, take_patch, whose_turn)."
    )
    on_top: Literal["me", "opponent"] | None = Field(
        default=None, description="Sur une même case, le pion du dessus (arrivé en dernier)."
    )
    last_square: int | None = Field(
        default=None,
        ge=1,
        description="Numéro de la dernière case du Chrono (le livret ne le donne pas).",
    )
    buttons: int | None = Field(default=None, ge=0, description="Tes boutons.")
    empty_squares: int | None = Field(
        default=None, ge=0, le=81, description="Cases vides de ta couverture."
    )
    special_tile: bool = Field(default=False, description="Tu as la tuile spéciale 7x7.")
    marked_squares: list[int] = Field(
        default_factory=list, description="Cases marquées du Chrono (non données par le livret)."
    )
    offers: list[PatchOffer] = Field(
        default_factory=list,
        description="Les pièces qui suivent le pion neutre, dans le sens des aiguilles d'une montre.",
    )
    names: dict[Literal["me", "opponent"], str] = Field(
        default_factory=dict,
        description="Les prénoms dits, pour répondre par un nom (« opponent » : « Zoé »).",
    )
    players: list[PlayerCount] = Field(
        default_factory=list, description="Fin de partie : les deux joueurs, pour « winner »."
    )
    needle_uses: list[NeedleUse] = Field(
        default_factory=list, description="Pour « first_player » : la dernière aiguille de chacun."
    )
    first_to_finish: str | None = Field(
        default=None,
        description="Pour « winner » : le nom du joueur arrivé le premier sur la dernière case (« me » : toi).",
    )
    first_to_fill: Literal["me", "opponent"] | None = Field(
        default=None,
        description="Pour « special_tile » : qui a rempli un carré 7x7 en premier.",
    )


class QuiltAction(BaseModel):
    """Ce que tu veux faire ou savoir."""

    model_config = ConfigDict(extra="forbid")

    type: Literal[
        "advance",
        "take_patch",
        "score",
        "whose_turn",
        "winner",
        "rule",
        "marked",
        "afford",
        "first_player",
        "special_tile",
    ] = Field(
        description="advance : avancer ; take_patch : prendre une pièce ; score : score final ; whose_turn : qui joue ; "
        "winner : qui gagne (égalité : le premier arrivé) ; rule : une règle générale ; "
        "marked : un déplacement de start à end déclenche-t-il une case marquée ? afford : peux-tu payer la pièce offers[index-1] ? "
        "first_player : qui commence (la dernière aiguille, « needle_uses ») ; "
        "special_tile : qui reçoit la tuile spéciale (« first_to_fill »)"
    )
    start: int | None = Field(
        default=None, ge=0, description="Pour « marked » : la case de départ du pion."
    )
    end: int | None = Field(
        default=None, ge=0, description="Pour « marked » : la case d'arrivée du pion."
    )
    player: Literal["me", "opponent"] | None = Field(
        default=None,
        description="Pour « whose_turn », « special_tile » : la question demande oui ou non "
        "si c'est ce joueur (celui qui joue, qui a la tuile).",
    )
    about: str | None = Field(
        default=None,
        description="Pour « winner » : le joueur de « players » (son « name ») dont la question "
        "demande oui ou non s'il gagne.",
    )
    rule: str | None = Field(
        default=None,
        description="Pour « rule » : la règle générale demandée (one-action, overlap, ...).",
    )
    flipped: bool = Field(
        default=False,
        description="Pour « rule » : la question demande le contraire (« est-il interdit de… »).",
    )
    yes_no: bool = Field(
        default=False,
        description="Pour « rule » : un montant demandé par oui ou non (« la tuile rapporte des points ? »).",
    )
    claim: int | None = Field(
        default=None,
        description="Pour « rule » : le montant avancé par la question (« la tuile rapporte 5 points ? »).",
    )
    index: int | None = Field(
        default=None, description="Rang de la pièce après le pion neutre (1 = la première)."
    )
    fits: bool = Field(
        default=True, description="La pièce tient sur ta couverture sans superposition."
    )


def _chrono(state: QuiltState) -> Chrono:
    if state.positions is None:
        raise InvalidSituation("Donne la case de chaque pion Chrono (« positions »).")
    return Chrono(state.positions.me, state.positions.opponent, state.on_top, state.last_square)


def judge_turn(chrono: Chrono, names: dict | None = None, asked: str | None = None) -> Verdict:
    """Joue celui dont le pion Chrono est le plus en retard ; à case égale, celui du dessus.

    `names` answers with the names said; `asked` turns it into a yes or no on that player's turn."""
    if chrono.is_over():  # both pawns on the last square: nobody plays any more
        return Verdict(
            R.GAME_END,
            "non" if asked else "personne",
            "Les deux pions sont sur la dernière case : la partie est finie, personne ne joue.",
            "Both pawns are on the last square: the game is over, nobody plays.",
        )
    side = chrono.whose_turn()
    if side is None:
        raise InvalidSituation(
            "Les deux pions sont sur la même case : dis lequel est au-dessus (arrivé en dernier)."
        )
    fr, en = (names or {}).get(side) or WHO[side][0], (names or {}).get(side) or WHO[side][1]
    rule = R.FURTHEST_BEHIND if chrono.me != chrono.opponent else R.ARRIVE_ON_TOP
    verdict = fr if asked is None else "oui" if side == asked else "non"
    how = "le plus en retard" if chrono.me != chrono.opponent else "au-dessus"
    how_en = "furthest behind" if chrono.me != chrono.opponent else "on top"
    return Verdict(
        rule,
        verdict,
        f"{chrono.me} contre {chrono.opponent} : joue le pion {how}, c'est à {fr}.",
        f"{chrono.me} against {chrono.opponent}: the pawn {how_en} plays, it is {en}.",
    )


def _not_my_turn(chrono: Chrono) -> Verdict | None:
    """Only the player whose turn it is acts; no one acts once the game is over."""
    if chrono.is_over():
        return Verdict(
            R.GAME_END,
            "non",
            "Les deux pions sont sur la dernière case : la partie est finie.",
            "Both pawns are on the last square: the game is over.",
        )
    if chrono.whose_turn() == "opponent":
        return Verdict(
            R.FURTHEST_BEHIND,
            "non",
            "Ton pion n'est pas le plus en retard : c'est à l'adversaire de jouer.",
            "Your pawn is not furthest behind: it is your opponent's turn.",
        )
    return None


def _events(start: int, end: int, marked: list[int]) -> tuple[str, str]:
    hit = triggered(start, end, tuple(marked))
    if not hit:
        return "", ""
    squares = ", ".join(map(str, hit))
    return (
        f" Case(s) marquée(s) atteinte(s) ou passée(s) : {squares}, joue leur événement.",
        f" Marked square(s) reached or passed: {squares}.",
    )


def judge_advance(state: QuiltState) -> Verdict:
    """Avance jusqu'à la case juste devant le pion adverse : 1 bouton par case parcourue."""
    chrono = _chrono(state)
    blocked = _not_my_turn(chrono)
    if blocked is not None:
        return blocked
    moved_to, buttons = advance(chrono, "me")
    fr, en = _events(chrono.me, moved_to.me, state.marked_squares)
    clamped = moved_to.me < chrono.opponent + 1
    rule = R.ONLY_TRAVELLED if clamped else R.ADVANCE_BUTTONS
    return Verdict(
        rule,
        buttons,
        f"De la case {chrono.me} à la case {moved_to.me} : {buttons} bouton(s), 1 par case parcourue.{fr}",
        f"From square {chrono.me} to square {moved_to.me}: {buttons} button(s), 1 per square travelled.{en}",
    )


def judge_take(state: QuiltState, action: QuiltAction) -> Verdict:
    """Une des trois pièces juste devant le pion neutre, payée, posée sans superposition, puis le temps."""
    if action.index is None:
        raise InvalidSituation(
            "Dis quelle pièce tu prends : son rang après le pion neutre (1, 2 ou 3)."
        )
    if not 1 <= action.index <= 3:
        return Verdict(
            R.THREE_PATCHES,
            "non",
            f"La pièce n° {action.index} n'est pas l'une des trois juste devant le pion neutre.",
            f"Patch no. {action.index} is not one of the three just after the neutral pawn.",
        )
    chrono = _chrono(state)
    blocked = _not_my_turn(chrono)
    if blocked is not None:
        return blocked
    if len(state.offers) < action.index or state.buttons is None:
        raise InvalidSituation(
            "Donne tes boutons et le prix (boutons, temps) des pièces après le pion neutre."
        )
    offer = state.offers[action.index - 1]
    if state.buttons < offer.buttons:
        return Verdict(
            R.PAY_BUTTONS,
            "non",
            f"La pièce coûte {offer.buttons} boutons, tu n'en as que {state.buttons}.",
            f"The patch costs {offer.buttons} buttons, you only have {state.buttons}.",
        )
    if not action.fits:
        return Verdict(
            R.NO_OVERLAP,
            "non",
            "La pièce ne tient pas sans chevaucher une autre : interdit.",
            "The patch cannot be placed without overlapping another: not allowed.",
        )
    moved = move_by(chrono, "me", offer.time)
    fr, en = _events(chrono.me, moved.me, state.marked_squares)
    return Verdict(
        R.ADVANCE_BY_TIME,
        "oui",
        f"Tu paies {offer.buttons} bouton(s) et avances de {chrono.me} à {moved.me}.{fr}",
        f"You pay {offer.buttons} button(s) and move from {chrono.me} to {moved.me}.{en}",
    )


def judge_score(state: QuiltState) -> Verdict:
    """Boutons, plus 7 avec la tuile spéciale, moins 2 par case vide de la couverture."""
    if state.buttons is None or state.empty_squares is None:
        raise InvalidSituation("Donne tes boutons et le nombre de cases vides de ta couverture.")
    score = final_score(state.buttons, state.special_tile, state.empty_squares)
    tile = " + 7" if state.special_tile else ""
    return Verdict(
        R.FINAL_SCORE,
        score,
        f"{state.buttons}{tile} − 2 × {state.empty_squares} = {score}.",
        f"{state.buttons}{tile} − 2 × {state.empty_squares} = {score}.",
    )


def judge_afford(state: QuiltState, action: QuiltAction) -> Verdict:
    """Prendre une pièce, c'est payer les boutons de son étiquette : il faut en avoir assez."""
    index = action.index or 1
    if state.buttons is None or len(state.offers) < index:
        raise InvalidSituation(
            "Donne tes boutons (« buttons ») et le prix de la pièce (« offers »)."
        )
    price = state.offers[index - 1].buttons
    if state.buttons < price:
        return Verdict(
            R.PAY_BUTTONS,
            "non",
            f"La pièce coûte {price} boutons, tu n'en as que {state.buttons}.",
            f"The patch costs {price} buttons, you only have {state.buttons}.",
        )
    return Verdict(
        R.PAY_BUTTONS,
        "oui",
        f"La pièce coûte {price} boutons et tu en as {state.buttons} : tu peux la payer.",
        f"The patch costs {price} buttons and you have {state.buttons}: you can pay for it.",
    )


def judge_marked(state: QuiltState, action: QuiltAction) -> Verdict:
    """Une case marquée atteinte ou passée joue son événement, quelle que soit l'action."""
    if (
        action.start is None
        or action.end is None
        or action.end < action.start
        or not state.marked_squares
    ):
        raise InvalidSituation(
            "Donne la case de départ et d'arrivée (« start », « end ») et les cases marquées."
        )
    hit = triggered(action.start, action.end, tuple(state.marked_squares))
    squares = ", ".join(map(str, state.marked_squares))
    if hit:
        return Verdict(
            R.MARKED_ANY_ACTION,
            "oui",
            f"De {action.start} à {action.end}, la case {squares} est atteinte ou passée : "
            "son événement se joue.",
            f"From {action.start} to {action.end}, square {squares} is reached or passed: its event plays.",
        )
    return Verdict(
        R.MARKED_SQUARES,
        "non",
        f"De {action.start} à {action.end}, la case {squares} est hors du trajet : rien ne se passe.",
        f"From {action.start} to {action.end}, square {squares} is not on the way: nothing happens.",
    )


def check(state: dict[str, Any], action: dict[str, Any]) -> Verdict:
    """Decide a JSON state + action."""
    quilt = validated(QuiltState, state, "état")
    act = validated(QuiltAction, action, "action")
    if act.type == "whose_turn":
        return judge_turn(_chrono(quilt), quilt.names, act.player)
    if act.type == "advance":
        return judge_advance(quilt)
    if act.type == "take_patch":
        return judge_take(quilt, act)
    if act.type == "winner":
        return judge_winner(quilt.players, quilt.first_to_finish, act.about)
    if act.type == "special_tile":
        return judge_tile(quilt.first_to_fill, act.player, dict(quilt.names))
    if act.type == "rule":
        return general_rule(act.rule or "", act.flipped, act.yes_no, act.claim)
    if act.type == "marked":
        return judge_marked(quilt, act)
    if act.type == "afford":
        return judge_afford(quilt, act)
    if act.type == "first_player":
        return judge_first(quilt.needle_uses, dict(quilt.names))
    return judge_score(quilt)
