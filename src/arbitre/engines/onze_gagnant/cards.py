"""The nine pictogram cards ("Cartes avec Pictogrammes"): where each may be placed and what it may do.

The booklet names no card: a player says what it does, and the reader recognises it by that (folded text):
- the exchange card: "la carte échange", "celle qui échange une carte", "the swap card" (not the signs);
- the objective card: "la carte qui modifie / change l'objectif", "the card that changes the target";
- the + only and − only cards: "qui se pose (uniquement / seulement) côté +", "côté − uniquement", "the card that only goes
  on the + side", "a minus-side-only card" (the draw-two card is also − only);
- the card placed in another player's game: "la carte qui se pose / à poser chez un adversaire / un autre joueur",
  "the card that goes in another player's game";
- the replace card: "la carte remplacement / qui remplace", "the replace card" ("la carte remplacée" is the card replaced);
- the discard card: "la carte défausse / qui fait défausser", "the discard card", or the effect asked of a target ("can I make
  someone discard one of their cards?");
- the sign card: "la carte qui inverse le + et le -", "qui échange les signes", "la carte inversion", "the flip card",
  "swap the signs", or the effect itself ("on peut inverser le + et le - chez un adversaire ?"); the neutral card turned
  over for the objective is not it;
- the draw-two card: "la carte qui fait piocher 2 cartes", "la carte pioche 2", "the draw 2 card".
Two cards recognised, a number other than the card's own (2, 11 of "=11", 180), a result, a win or an empty pile leave the
question to the other readers; so does a question asked in the negative, and a card that comes back (the replaced card's
own rule, general.py).

What is asked, once the card's description is set aside: a place (one's own game, another player's, a side, right of
"=11") with a permission ("je peux", "can I", or no modal: "ça marche sur le jeu d'un autre ?") or an obligation
("je dois", "je suis obligé de", "must", "have to"). A permission gets "oui" when the card allows the place, "non"
otherwise; an obligation gets "oui" only when the place is the card's only one, "non" when the card allows another or
forbids it (the other player's card must go in another player's game, but on the side of one's choice). The effects:
the exchange's opponent is chosen ("oui"), and one's interdiction may be exchanged, replaced or discarded ("oui",
the interdiction's own sentence); the discard card takes a card of one's own game or another player's, or the card right
of "=11" ("Les cartes placées à droite du =11 peuvent être recouvertes ou défaussées"); the sign card works on one's own
game or another player's, and both go to the discard afterwards ("reste dans mon jeu ?" → "non"); the draw-two card draws
2, plays 1 (both played, the second kept or discarded → "non"; the second shuffled back → "oui").

What the text leaves open, and what the reader does:
- Where the objective card goes besides one's own line: "Peut se jouer du côté + ou - ou à droite du =11" says no owner,
  unlike its neighbours; another player's game gives no verdict.
- Right of "=11" for the exchange, replace and other-player cards: their sentences list "+ ou -" only, but the
  "Modification de l'objectif" section says cards there "peuvent être recouvertes" without saying by which card; no verdict.
  The + only, − only and draw-two cards say "uniquement": right of "=11" is "non".
- "Permet de défausser / d'échanger les symboles" reads as a choice, and "Chaque action est obligatoire" as a duty:
  whether the discard or sign action itself must be done is general.py's (the action is mandatory); which game it hits is
  chosen: the sign card always has one's own +/- card to turn, so "must I do it in someone else's game?" is "non"; the
  discard card's target asked as a duty gives no verdict (one's own game may hold nothing to discard).
- The replace card with no other card in play ("si une autre carte est déjà en jeu") is not said: no verdict.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, Verdict
from arbitre.engines.onze_gagnant import rules as R
from arbitre.engines.onze_gagnant.general import MUST

CARD = r"\b(?:carte|card|celle|the one|one)\b"
WHO = r"(?:qui|that|which|qu'on|you|a|to)"
SIGNS = (
    r"(?:(?:les?|the)\s+)?(?:signes?|symboles?|signs?|symbols?|\+\s*(?:et|and|/)\s*(?:le\s+|the\s+)?-|\+/-"
    r"|plus\s+(?:et|and)\s+(?:le\s+)?(?:moins|minus))"
)
TURN = r"(?:invers|pivot|retourn|tourn|flip|switch|swap|echang|exchang)\w*"
FLIP = (
    rf"\b{TURN}\s+(?:\w+\s+){{0,2}}?{SIGNS}|{SIGNS}\s+(?:\w+\s+){{0,2}}?(?:invers|pivot|swap|flip)|\b(?:carte|card)\s+(?:d'|de\s+)?(?:inversion|pivot)\b"
    r"|\bflip card|\bswap-signs|\bsigns?[- ]swap|\b180\b"
)
DRAW_TWO = r"\bpioch\w*\s+(?:\w+\s+)?2\b|\b2\s+cartes?\s+(?:a\s+)?pioch|\bdraws?\s+(?:\w+\s+)?2\b|\bdraw[- ]2\b|\bcarte\s+pioche\b(?!\s+vide)"
EXCHANGE = (
    rf"\b(?:carte|card)\s+(?:d'|de\s+)?(?:echange|exchange|swap)\b|\b(?:exchange|swap|trade)\s+card|{CARD}\s+{WHO}\s+[^,.?]{{0,30}}?"
    r"(?:echang|exchang|swap|trade)"
)
DISCARD = rf"\b(?:carte|card)\s+(?:de\s+)?(?:defausse|discard)\b|\bdiscard\s+card|{CARD}\s+{WHO}\s+[^,.?]{{0,30}}?(?:defauss|discard)"
REPLACE = (
    rf"\b(?:carte|card)\s+(?:de\s+)?(?:remplacement|remplacer|remplace|replacement|replace)\b|\breplace\s+card"
    rf"|{CARD}\s+{WHO}\s+[^,.?]{{0,30}}?(?:remplace\b|remplacer\b|replaces?\b)"
)
MODIFY = (
    rf"{CARD}\s+{WHO}\s+[^,.?]{{0,20}}?(?:modifi|chang)\w*\s+(?:l'|the\s+|mon\s+|my\s+|son\s+|your\s+|ton\s+)?"
    r"(?:objectif|objective|target|goal)|\bcarte\s+(?:de\s+)?modification\b"
)
SIDE = r"(\+|-|plus|moins|minus)"
ONLY = (
    rf"(?:uniquement|seulement|only|ne se pose que|ne va que)\s+(?:(?:goes|go|placed|played|put|posee?|jouee?)\s+)?"
    r"(?:(?:dans|in)\s+(?:son|mon|ton|your|my|his|one's)\s+(?:jeu|game|line)\s+)?(?:(?:du|au|sur le|on the|on|in the|to the)\s+)?"
    rf"(?:cote\s+|side\s+)?(?:du\s+)?{SIDE}(?:\s*side)?(?!\s*(?:ou|or)\b)"
    rf"|(?:cote\s+(?:du\s+)?)?{SIDE}[\s-]*(?:side[\s-]*)?(?:only|uniquement|seulement)\b"
    rf"|\b(?:qui|that|which)\s+(?:se pose|se joue|goes|is played|is placed|va)\s+(?:(?:du|au|on the|on)\s+)?(?:cote\s+)?(?:du\s+)?{SIDE}"
    r"(?:\s*side)?(?!\s*(?:ou|or)\b)"
)
OTHER_PLACE = (
    r"\bchez\s+(?!moi\b)\w+|\bautres? joueurs?\b|\badversaires?\b|\bopponents?\b|\banother player|\bother players?\b|\bsomeone\b"
    r"|\bquelqu'un\b|\bun autre\b|\bd'un autre\b|\bleur\b|\btheir\b|\bhis\b|\bher\b|\b(?!one's)\w+'s\s+(?:game|line|area|side|cards?|plus|minus|\+|-)"
    r"|\b(?:le|du) jeu (?:de|d')\s*(?!moi\b)\w+"
)
OWN_PLACE = (
    r"\bchez moi\b|\b(?:mon|ma|mes|my)\s+(?:propres?\s+|own\s+)?(?:jeu|ligne|zone|game|line|area|cartes?|cards?|side|cote)"
    r"|\bmoi-meme\b|\bmyself\b|\bmy own\b|\bmes propres\b|\bpropre jeu\b|\bown (?:game|line|cards)\b"
)
OTHER_OWNER = (
    r"\bchez\s+(?:un|l'|une)\s*(?:autre joueur|adversaire|autre)\b|\bchez\s+(?:un|l'|une)\s|\bautres? joueurs?\b|\badversaires?\b|\bopponents?\b|\banother player|\bother players?\b"
    r"|\bsomeone\b|\bquelqu'un\b"
)
PLUS_ASKED = r"cote\s*(?:du\s*)?(?:plus|\+)|(?:plus|\+)\s*side|\ben \+|\bdu \+|\bau \+"
MINUS_ASKED = r"cote\s*(?:du\s*)?(?:moins|-)|(?:minus|-)\s*side|\ben -|\bdu -|\bau -"
GOAL_PLACE = r"(?:a droite|right|a cote|derriere|behind|next to)\s+(?:du|de|d'|of)?\s*(?:mon\s+|my\s+|the\s+|le\s+|son\s+|\w+'s\s+)?(?:=\s*11|11)"
PLACING = (
    r"\bpos|\bmettre\b|\bmets\b|\bmet\b|\bjou|\bplac|\bput\b|\bplay|\bgo(?:es)?\b|\bva\b|\baller\b"
)
USING = r"\butilis|\buse\b|\bused\b|\bservir|\bmarche|\bworks?\b|\bappliqu|\bfaire\b"
NEGATED = r"\bne\b|\bn'|\bpas\b|\bnot\b|n't\b|\bjamais\b|\bnever\b|\bsans\b|\bwithout\b"
MAY = r"\bpeu[xt]\b|\bpourr|\bpuis-je\b|\bcan\b|\bmay\b|\bcould\b|allowed|\bdroit\b|possible|autoris|legal|\bok\b|\bmoyen\b"
BAN = r"interdiction|\bban\b|forbidden"
COME_BACK = r"revenir|revient|reviendr|come back|return|back (?:in|into)|reprendre"
ELSEWHERE = r"\bgagn|\bwins?\b|\bwon\b|\bvalid|\btotal|\bresultat|\bresult\b|\bscore|vide|empty|\bcompte|\bcounts?\b|bonus|solo|co-?op|dilemme"

# Where each placed card may go: its rule, owners ("own" / "other"), sides ("+" / "-" / "=11"), and the places the text
# leaves open (no verdict).
PLACES = {
    "exchange": (R.EXCHANGE_CARD, {"own"}, {"+", "-"}, {"=11"}),
    "plus_only": (R.PLUS_ONLY_CARD, {"own"}, {"+"}, set()),
    "minus_only": (R.MINUS_ONLY_CARD, {"own"}, {"-"}, set()),
    "draw_two": (R.DRAW_TWO_CARD, {"own"}, {"-"}, set()),
    "other": (R.OTHER_PLAYER_CARD, {"other"}, {"+", "-"}, {"=11"}),
    "replace": (R.REPLACE_CARD, {"own"}, {"+", "-"}, {"=11"}),
    "modify": (R.MODIFY_OBJECTIVE, {"own"}, {"+", "-", "=11"}, {"other"}),
}
NAMES = {
    "exchange": ("la carte qui fait échanger une carte", "the exchange card"),
    "plus_only": ("la carte qui se pose uniquement côté +", "the + side only card"),
    "minus_only": ("la carte qui se pose uniquement côté −", "the − side only card"),
    "draw_two": ("la carte qui fait piocher 2 cartes", "the draw-two card"),
    "other": (
        "la carte qui se pose chez un autre joueur",
        "the card played in another player's game",
    ),
    "replace": ("la carte qui remplace une carte", "the replace card"),
    "modify": ("la carte qui modifie l'objectif", "the objective card"),
    "discard": ("la carte défausse", "the discard card"),
    "flip": ("la carte qui inverse le + et le −", "the sign-swap card"),
}


def interpret(text: str) -> Interpretation:
    question = text.split("?")[0] if "?" in text else None
    if question is None or re.search(ELSEWHERE + "|" + COME_BACK, question):
        return None
    if re.search(r"\d", re.sub(r"=\s*11\b|\b180\b|\+\s*/\s*-|\b2\b", " ", question)):
        return None  # a number of the game's state: not a rule question
    answer = _interdiction_removal(question)
    if answer is not None:
        return answer
    card, blanked = _card(question)
    asked = re.split(r"[,;:.!]", blanked)[-1]  # what is asked, not the facts said before it
    if card is None or re.search(NEGATED, asked):
        return None
    if card == "draw_two":
        answer = _draw_two(asked)
        if answer is not None:
            return answer
    if card in ("discard", "flip"):
        return _target(card, asked)
    if card == "exchange" and not re.search(PLACING, asked):
        return _exchange(asked)
    return _place(card, asked)


def _card(text: str) -> tuple[str | None, str]:
    """The one card the question describes, and the question with that description blanked out."""
    found = []
    if re.search(FLIP, text) and not re.search(
        r"neutre|neutral|objectif|objective|target|goal", text
    ):
        found.append(("flip", FLIP))
    for name, pattern in (
        ("draw_two", DRAW_TWO),
        ("modify", MODIFY),
        ("replace", REPLACE),
        ("discard", DISCARD),
    ):
        if re.search(pattern, text):
            found.append((name, pattern))
    if re.search(EXCHANGE, text) and not found:
        found.append(("exchange", EXCHANGE))
    only = re.search(ONLY, text)
    if only and only.lastindex is not None and not any(name == "draw_two" for name, _ in found):
        found.append(
            ("plus_only" if only.group(only.lastindex) in ("+", "plus") else "minus_only", ONLY)
        )
    other = rf"{CARD}\s+(?:qui\s+|that\s+|which\s+|you\s+|qu'on\s+)?(?:se pose|se joue|a poser|a jouer|a mettre|goes|go|is played|is placed|placed|played|pose|joue|met|put|play)\s+(?:\w+\s+){{0,2}}?(?:{OTHER_OWNER})(?:'s)?(?:\s+(?:jeu|game|line|area))?"
    if re.search(other, text):
        found.append(("other", other))
    if (
        not found
        and re.search(r"\b(?:defauss\w*|discard\w*)\b", text)
        and re.search(OTHER_PLACE + "|" + GOAL_PLACE, text)
        and not re.search(r"\binstead\b|au lieu|plutot|\brather\b", text)
    ):
        found.append(
            ("discard", r"$^")
        )  # the effect itself asked of a target: "can I make someone discard one of their cards?"
    if len(found) != 1:
        return None, text
    name, pattern = found[0]
    return name, re.sub(pattern, " ", text, count=1)


def _may_or_must(asked: str) -> str:
    return "must" if re.search(MUST, asked) else "may"


def _owner(asked: str) -> str | None | bool:
    """ "own", "other", None (not asked), or False (both said)."""
    own, other = re.search(OWN_PLACE, asked), re.search(OTHER_PLACE, asked)
    if own and other:
        return False
    return "own" if own else "other" if other else None


def _side(asked: str) -> str | None | bool:
    sides = {
        s
        for s, p in (("+", PLUS_ASKED), ("-", MINUS_ASKED), ("=11", GOAL_PLACE))
        if re.search(p, asked)
    }
    if len(sides) > 1:
        return False
    return next(iter(sides), None)


def _verdict(card: str, answer: str | int, rule=None) -> Verdict:
    rule = rule or PLACES[card][0]
    fr, en = NAMES[card]
    quote = rule.quote
    yes_no = {"oui": ("Oui", "Yes"), "non": ("Non", "No")}
    said = yes_no.get(answer, (answer, answer)) if isinstance(answer, str) else (str(answer),) * 2
    return Verdict(
        rule,
        answer,
        f"{said[0]} : {fr} — « {quote} »",
        f'{said[1]}: {en} — the booklet says: "{quote}"',
    )


def _place(card: str, asked: str) -> Interpretation:
    rule, owners, sides, open_ = PLACES[card]
    owner, side = _owner(asked), _side(asked)
    if owner is False or side is False or (owner is None and side is None):
        return None
    if (
        not re.search(
            PLACING + "|" + USING + ("|remplac|replac" if card == "replace" else ""), asked
        )
        or owner in open_
        or side in open_
    ):
        return None
    allowed = (owner is None or owner in owners) and (side is None or side in sides)
    if _may_or_must(asked) == "may":
        return _verdict(card, "oui" if allowed else "non", rule)
    only = (owner is None or owners == {owner}) and (side is None or sides == {side})
    return _verdict(card, "oui" if allowed and only else "non", rule)


def _target(card: str, asked: str) -> Interpretation:
    """The discard and sign cards: one's own game or another player's, then the card goes to the discard."""
    if re.search(r"\breste\b|\brester\b|\bstays?\b|\bremains?\b|\bgarde\b|\bkeep\b", asked):
        if re.search(
            PLACING
            + r"|\bdans (?:mon|ma|son)\b|\bin (?:my|his|her)\b|\ben jeu\b|\bin play\b|\bapres\b|\bafter",
            asked,
        ):
            return _verdict(card, "non", R.ACTION_CARD_GONE)
        return None
    if card == "discard" and re.search(GOAL_PLACE, asked):
        return (
            _verdict(card, "oui", R.GOAL_CARDS_REMOVABLE) if _may_or_must(asked) == "may" else None
        )
    owner = _owner(asked)
    if not owner or _side(asked):
        return None
    rule = R.DISCARD_CARD if card == "discard" else R.FLIP_CARD
    if _may_or_must(asked) == "may":
        return _verdict(card, "oui", rule)
    if card == "flip":
        return _verdict(
            card, "non", rule
        )  # one's own +/- card may always be turned: the target is chosen
    return None


def _exchange(asked: str) -> Interpretation:
    """The exchange card's opponent is chosen ("au choix")."""
    if _may_or_must(asked) == "may" and re.search(
        r"\bchoisi|\bchoose|\bpick|n'importe (?:quel|lequel)|\bany\b|qui je veux|\bwhoever"
        r"|\bwhichever|\bquel adversaire|\bwhich opponent",
        asked,
    ):
        return _verdict("exchange", "oui")
    return None


def _draw_two(asked: str) -> Interpretation:
    """Draw 2, play 1, shuffle the second back into the pile."""
    second = re.search(r"\b(?:deuxieme|seconde?|2e|2eme|other|autre|second)\b", asked)
    if re.search(r"combien|how many", asked):
        if re.search(r"\bjou|\bplay|\bpos|\bput", asked):
            return _verdict("draw_two", 1)
        if re.search(r"pioch|\bdraw", asked):
            return _verdict("draw_two", 2)
        return None
    if re.search(
        r"\b(?:les|the) (?:2|deux|two)\b|\bboth\b|\btoutes? (?:les )?(?:2|deux)", asked
    ) and re.search(r"\bjou|\bplay|\bpos|\bput", asked):
        return _verdict("draw_two", "non") if _may_or_must(asked) == "may" else None
    if (
        second
        and re.search(r"\bgard|\bkeep|\bdefauss|\bdiscard|\bjou|\bplay", asked)
        and _may_or_must(asked) == "may"
    ):
        return _verdict("draw_two", "non")
    if second and re.search(
        r"remelang|melang|reshuffl|shuffl|remet|remettre|\bput (?:it )?back|\bback (?:in|into)",
        asked,
    ):
        return _verdict("draw_two", "oui")
    return None


def _interdiction_removal(question: str) -> Interpretation:
    """One's interdiction may be got rid of by replacing, exchanging or discarding it."""
    if (
        not re.search(BAN, question)
        or re.search(r"pioch|\bpile\b|\bdeck\b|\bdr[ae]w|" + FLIP, question)
        or not re.search(MAY, question)
    ):
        return None
    if re.search(
        OTHER_OWNER + r"|\bchez\s+(?!moi\b)\w+|\bde (?!mon\b|ma\b)\w+|\bhis\b|\bher\b|\btheir\b",
        re.sub(
            r"(?:avec|with)\s+(?:celle|la carte|une carte|a card|one|the card|that)\s+(?:d'?un|d'?une|of an?|from an?)\s+(?:adversaire|opponent)"
            r"|(?:donner|give)\s+[^,.?]{0,25}(?:a|to)\s+(?:un|an)\s+(?:adversaire|opponent)|(?:avec|with)\s+(?:un|an)\s+(?:adversaire|opponent)",
            " ",
            question,
        ),
    ):
        return None  # another player's interdiction
    rid = re.search(
        r"\b(?:echang(?:er|eant)|remplac(?:er|ant)|defauss(?:er|ant)|exchang(?:e|ing)|swap(?:ping)?|replac(?:e|ing)"
        r"|discard(?:ing)?|donner|give)\b",
        question,
    )
    if re.search(r"\bdonner\b|\bgive\b", question) and not re.search(
        r"echang|exchang|swap", question
    ):
        return None  # giving one's interdiction away is only done by an exchange; the draw pile's is another rule
    if not rid or re.search(NEGATED + "|" + MUST, question):
        return None
    return Verdict(
        R.INTERDICTION_RID,
        "oui",
        "Oui : tant que l'interdiction est visible elle empêche de gagner, il faut donc s'en débarrasser "
        "en la remplaçant, en l'échangeant ou en la défaussant.",
        "Yes: while visible the interdiction blocks your win, so you get rid of it by replacing, exchanging or discarding it.",
    )
