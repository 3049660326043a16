"""interpret(): NUM DRAFT legality and concrete-state questions, French or English.

Each intent is a small function that returns None when the question is not its
kind; the first one that answers wins. Questions no intent recognises ("C'est
quoi le but ?") return None and are left to retrieval.

A score question about one neighbour card ("elle me rapporte combien, sa carte
verte ?", "what does that Rainbow add?") answers the points that card adds, not
the total. Neighbour cards said while the player says they have none of their own
("mais moi j'en ai aucun") can form no group alone: "non"; "seul" after a
determiner ("le seul autre 7", "mes deux seuls jaunes") means "only", not "alone".
Neighbour cards told while the player's own grid is not are asked back. A card
list that cannot be read for sure ("trois rouges (2 et 5)") is asked back.

A yes/no question ("Do they score as a group?", "ça marque ?") never gets a
number: it is answered oui/non when the cards are placed by name ("en haut à
gauche", "a yellow top left and one bottom right", "un 4 … et un autre au
centre"), else left to retrieval. A points question is never answered on a partial
reading (`Told.partial`: a value, colour or card count the reader did not account
for; "dont"/"including" overlapping cards) nor, in Classic mode, when positions
are named that the reader cannot place.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.num_draft import rules as R
from arbitre.engines.num_draft.explain import explain_score, game_master, order_verdict
from arbitre.engines.num_draft.scoring import RANKS, rank, score
from arbitre.engines.num_draft.situation import (
    APART, CLASSIC, DISCOVERY, NEIGHBOUR, NO_MORE, Told, build_pool, cells, fold, read, target_group,
)

YES_NO = re.compile(r"\bpeu[tx]\b|peuvent|\bcan\b|\bcould\b|est-ce|\bdoi[st]\b|faut|forme|marque|compte|legal|autorise|allowed|\bok\b|\bdo\b|\bdoes\b|\bis\b|\bare\b")
ASK_CARDS = ("Dis-moi les cartes de ta grille (couleurs, valeurs) et celles des colonnes voisines.",
             "Tell me the cards in your grid (colours, values) and those in the neighbours' columns.")
OWN_NONE = re.compile(r"\bj'(?:en )?ai (?:aucun|pas|rien|zero|0)\b|\bje n'(?:en )?ai (?:aucun|pas|rien|ni)\b|\bmoi (?:non|rien|aucun|pas|zero|0)\b|\bi (?:have|'ve got) (?:none|no|nothing|neither)\b"
                      r"|\bi (?:don't|do not) have\b|\bnone (?:of my own|in my grid)|\baucun(?:e)? (?:dans|chez) (?:ma grille|moi)")
ONE_CARD = re.compile(r"\b(?:sa|son|cette|ce|cet|that|this|their|his|her|la|the) (?:carte|card|shadow|rainbow|arc-en-ciel|joker)\b"
                      r"|\b(?:ce|cet|cette|that|this) (?:rouge|vert|verte|bleu|bleue|jaune|red|green|blue|yellow|\d+)\b(?! (?:group|groupe))(?: (?:du|de mon|of my|from the) voisin\w*)?"
                      r"|\b(?:il|elle) (?:me |lui )?(?:rapporte|vaut|ajoute|donne)|\b(?:does|would) (?:it|that|this) (?:add|bring|give)")
TOTAL = re.compile(r"\bau total\b|\ben tout\b|\bin total\b|\baltogether\b|\bma grille (?:fait|vaut|rapporte)|\bmon score\b|\bmy (?:total|score)\b")
YES_NO_FIRST = re.compile(r"^\W*(?:est-ce que|est ce que|peu[tx]|puis-je|can|could|do|does|is|are)\b|\b(?:oui ou non|yes or no)\b")
HOW_MANY = re.compile(r"combien|how many|how much|\bscore\b|rapporte|\bworth\b|\bvaut\b|\bvalent\b|\bfait\b.*points|total")
QUANTITY = re.compile(r"combien|how many|how much|\btotal\b|quel (?:score|nombre)|what(?:'s| is) (?:my |the |their )?(?:score|total)")
YES_NO_FORM = re.compile(r"^\W*(?:est-ce|est ce|peu[tx]|puis-je|can|could|do|does|did|is|are|will|would|should|may)\b|\b(?:oui ou non|yes or no|ou pas|or not)\b"
                         r"|\w-(?:t-)?(?:il|elle|ils|elles|on)\b|\b(?:do|does|did|are|is|will|would) (?:they|it|these|those|that|this|my|the)\b")
ONLY = re.compile(r"\b(?:c'est |it's )?(?:le|la|les|l'|mes|mon|ma|ses|son|sa|leurs?|nos|the|my|his|her|their|our)\s*(?:\w+\s+)?seule?s?\b")
ELLIPSIS = re.compile(r"\b(?:un autre|une autre|another(?: one)?|l'autre|the other(?: one)?|one|un|une)\b"
                      r"(?=\s+(?:en|au|a|dans|sur|in|at|on|pile|juste|just|right|tout)\b)")


def interpret(question: str) -> Interpretation:
    text = fold(question)
    master = _game_master(text, question)
    if master is not None:
        return master
    for intent in INTENTS:
        answer = intent(text)
        if answer is not None:
            return answer
    return None


def _rank(text: str) -> Interpretation:
    if not re.search(r"\brang\b|classement|\brank|niveau|\btitre\b|\btitle\b|\bgrade\b", text):
        return None
    found = re.search(r"(\d+)\s*(?:points?|pts)", text) or re.search(r"\b(\d+)\b", text)
    if not found:
        return MissingSituation(R.RANK_CLASSIC, "Dis-moi ton score final (en points) et le mode joué.",
                                "Tell me your final score (in points) and the mode played.")
    points = int(found[1])
    mode = "decouverte" if DISCOVERY.search(text) else "classique" if CLASSIC.search(text) else None
    titles = {m: rank(points, m) for m in RANKS}
    if mode is None and len(set(titles.values())) > 1:
        return MissingSituation(R.RANK_CLASSIC, f"Avec {points} points, le rang dépend du mode : classique ou découverte/familial ?",
                                f"With {points} points the rank depends on the mode: classic or discovery/family?")
    mode = mode or "classique"
    rule = R.RANK_CLASSIC if mode == "classique" else R.RANK_DISCOVERY
    label = "classique" if mode == "classique" else "découverte/familial"
    return Verdict(rule, titles[mode], f"{points} points en mode {label} : rang « {titles[mode]} ».",
                   f"{points} points in {label} mode: rank \"{titles[mode]}\".")


def _game_master(text: str, question: str) -> Interpretation:
    if not re.search(r"maitre du jeu|game ?master|\bmj\b", text):
        return None
    values = [int(n) for n in re.findall(r"\b(\d+)\b(?!\s*(?:cartes?|cards?|joueurs?|players?))", text)]
    if len(values) < 2:
        return MissingSituation(R.GAME_MASTER, "Dis-moi la valeur de la carte retournée par chaque joueur.",
                                "Tell me the value of the card each player revealed.")
    return game_master(values, revealers(question, values))


def revealers(question: str, values: list[int]) -> list[str] | None:
    """Who revealed each value ("Alice retourne un 4, Bob un 2, moi un 6"), or None when not all are named."""
    pairs = re.findall(r"\b([A-ZÀ-Ý][a-zà-ÿ]+|(?i:moi|me|j'ai))\b[^,.;:?!\d]{0,30}?\b(\d+)\b", question.replace("’", "'"))
    who = ["toi" if name.lower() in ("moi", "me", "j'ai") else name for name, _ in pairs]
    if [int(v) for _, v in pairs] != values or len(set(who)) != len(who) or any(fold(w) in NOT_NAMES for w in who):
        return None
    return who


COMMANDS = {"donne": "DONNE", "give": "DONNE", "pose": "POSE", "place": "POSE", "passe": "PASSE", "pass": "PASSE"}
COMMAND = re.compile(r"\b(donne|give|pose|place|passe|pass)(?:r|s|z|ing|d)?\b")


def _order(text: str) -> Interpretation:
    text = re.sub(r"mise en place|se passe|what happens|comment se", " ", text)
    said = list(dict.fromkeys(COMMANDS[m[1]] for m in COMMAND.finditer(text)))
    relation = re.search(r"\bavant\b|\bbefore\b|\bapres\b|\bafter\b", text)
    if len(said) < 2 or not relation:
        return None
    first, second = said[:2]
    if relation[0] in ("apres", "after"):
        first, second = second, first
    return order_verdict(first, second)


def _hand(text: str) -> Interpretation:
    found = re.search(r"(\d+)\s+cartes?\s+en\s+main|main\s+(?:de|a)\s+(\d+)|(\d+)\s+cards?\s+in\s+(?:my\s+|your\s+|the\s+|a\s+)?hand|hand\s+of\s+(\d+)", text)
    if not found:
        return None
    size = int(next(g for g in found.groups() if g))
    ok = size in (5, 6)
    why = {5: "5 cartes est la main de référence.", 6: "La main passe temporairement à 6 cartes quand une carte de grille est reçue (DONNE), puis revient à 5 après POSE."}
    return Verdict(R.HAND_SIZE, "oui" if ok else "non",
                   why.get(size, f"Une main de {size} cartes n'arrive jamais : 5 cartes, temporairement 6."),
                   "Hand of 5, temporarily 6 after receiving a grid card." if ok else f"A hand of {size} never happens: 5, temporarily 6.")


def _joker_both(text: str) -> Interpretation:
    both = (("couleur" in text and "valeur" in text) or (re.search(r"colou?r", text) and "value" in text)
            or re.search(r"les deux|\bboth\b|a la fois|en meme temps|twice|deux fois|deux groupes|two groups|deux combinaisons", text))
    if "joker" not in text or not both:
        return None
    return Verdict(R.JOKER_SINGLE_USE, "non",
                   "Le Joker ne compte jamais à la fois en couleur et en valeur : il rejoint une seule combinaison, la plus rentable.",
                   "A Joker never counts for both colour and value: it joins a single combination, the most profitable one.")


def _cumul(text: str) -> Interpretation:
    """A normal card counting in its colour group and its value group at once: allowed."""
    both = re.search(r"a la fois|en meme temps|les deux|\bboth\b|at the same time|at once|deux groupes|two groups|aussi dans", text)
    kinds = (re.search(r"couleur|colou?r|rouges?|verte?s?|bleue?s?|jaunes?|reds?|greens?|blues?|yellows?", text)
             and re.search(r"valeur|value|groupe? (?:de |des |of )?\d+|\d+s? group|\b(?:mes|my) \d+s?\b", text))
    asks = re.search(r"peu[tx]|\bcan\b|\bcould\b|compte|count|droit|allowed|autorise", text)
    if not (both and kinds and asks) or re.search(r"joker", text) or NEIGHBOUR.search(text) or HOW_MANY.search(text):
        return None
    return Verdict(R.CUMUL, "oui", "Oui : une carte normale peut compter à la fois dans un groupe de couleur et dans un groupe de valeur.",
                   "Yes: a normal card may count in a colour group and in a value group at the same time.")


def _first_give(text: str) -> Interpretation:
    """At the first DONNE, the card given is the one revealed at the opening."""
    first = re.search(r"premier (?:tour|donne|commandement)|first (?:turn|round|donne|give)|1er (?:tour|donne)", text)
    gives = re.search(r"donne|filer|file|passer|give|pass", text)
    revealed = re.search(r"retourn|revele|revealed|flipped|turned (?:over|up)|ouverture|opening", text)
    if not (first and gives and revealed):
        return None
    if re.search(r"\bautre\b|differente?|another|\bother\b|n'importe|\bany\b|choisir|choose|au choix", text):
        answer = "non"
    elif re.search(r"\bdoi[st]\b|oblig|faut|must|have to|has to|\bpeu[xt]\b|\bcan\b", text):
        answer = "oui"
    else:
        return None
    return Verdict(R.FIRST_GIVE, answer, "Au premier tour, la carte donnée au DONNE est obligatoirement celle retournée à l'ouverture de partie.",
                   "On the first turn, the card given at DONNE must be the one revealed at the opening.")


def _asked(text: str) -> str:
    """The sentence that asks: the last one holding a question mark, else the last one."""
    parts = [p for p in re.split(r"(?<=[.!?:])\s+", text.strip()) if p.strip()]
    return ([p for p in parts if "?" in p] or parts or [""])[-1]


def _yes_no(text: str) -> bool:
    """A yes/no question ("Do they score as a group?", "ça marque-t-il ?"), not a "how many"."""
    asked = _asked(text)
    return bool(YES_NO_FORM.search(asked) or YES_NO_FIRST.search(asked)) and not QUANTITY.search(asked)


def _placed_cards(text: str, told: Told) -> list[tuple[int, int]] | None:
    """The cells of one own group placed by name, when every card of it is placed.

    "mes deux jaunes, l'un en haut a gauche, l'autre au centre" (a count, one cell per card),
    "un jaune en haut a gauche et un jaune au centre", "a yellow top left and one bottom
    right" (one card, then "one"/"un autre" repeating it). None when unsure.
    """
    where = cells(text)
    own = [m for m in told.own if m.colour or m.value is not None]
    if len(where) < 2 or len(set(where)) != len(where) or told.borrowed or told.unclear or told.partial:
        return None
    if not own or (len({m.colour for m in own}) != 1 or own[0].colour is None) and (len({m.value for m in own}) != 1 or own[0].value is None):
        return None  # the placed cards share no colour and no value: not one group
    said = sum(m.count for m in own)
    if said == len(where) or (said == 1 and 1 + len(ELLIPSIS.findall(text)) == len(where)):
        return list(where)
    return None


def _placed(text: str) -> Interpretation:
    """Own cards of one group placed by name ("en haut a gauche", "au centre"): do they touch?"""
    told = read(text)
    where = _placed_cards(text, told)
    if where is None:
        return None
    points = HOW_MANY.search(text) and not (_yes_no(text) or YES_NO_FIRST.search(text) or re.search(r"\b(?:do|does|are|is) (?:they|it|these|those)\b", text))
    if not (points or YES_NO.search(text)):
        return None
    if points:  # "ils marquent combien ?": only apart cards are decided here, touching ones by _score
        if told.mode == "decouverte" or _connected(list(where)):
            return None
        return Verdict(R.CLASSIC_CONTACT, 0, "0 point : en mode classique, ces cartes ne se touchent pas par un côté, elles ne forment pas de groupe.",
                       "0 points: in classic mode these cards do not touch by a side, so they form no group.")
    if told.mode == "decouverte":
        return Verdict(R.DISCOVERY, "oui", "En mode découverte/familial, la position ne compte pas : ces cartes forment un groupe.",
                       "In discovery/family mode position does not matter: these cards form a group.")
    joined = _connected(list(where))
    diagonal = not joined and len(where) == 2 and abs(where[0][0] - where[1][0]) == abs(where[0][1] - where[1][1]) == 1
    rule = R.CLASSIC_CONTACT if joined or not diagonal else R.NO_DIAGONAL
    said = "Oui : ces cartes se touchent par un côté" if joined else "Non : ces cartes ne se touchent pas par un côté"
    return Verdict(rule, "oui" if joined else "non", f"{said} ; en mode classique, les cartes d'un groupe doivent se toucher par un côté (la diagonale ne compte pas).",
                   f"{'Yes' if joined else 'No'}: in classic mode a group's cards must touch by a side (diagonals do not count).")


TOUCHING = re.compile(r"cote a cote|l'une? (?:au-dessus|au dessus|en dessous|a cote|sous|sur) de l'autre|se touchent|touching|touch each other"
                      r"|next to each other|side by side|adjacent|one (?:above|below|under|beside|next to) the other")


def _touching(text: str) -> Interpretation:
    """"Mes deux 5 sont l'un au-dessus de l'autre, ils forment un groupe ?": touching by a side, said in words."""
    told = read(text)
    own = [m for m in told.own if m.colour or m.value is not None]
    if APART.search(text) or not TOUCHING.search(text) or cells(text) or told.borrowed or told.unclear or told.partial:
        return None
    if len(own) != 1 or own[0].count < 2 or own[0].colour == "joker" or not YES_NO.search(text) or QUANTITY.search(text):
        return None
    if not re.search(r"groupe|group|combinaison|combination|marque|score|compte|count|forme|form|valide", text):
        return None
    rule = R.DISCOVERY if told.mode == "decouverte" else R.CLASSIC_CONTACT
    return Verdict(rule, "oui", "Oui : ces cartes se touchent par un côté, elles forment un groupe (en mode découverte/familial la position ne compte de toute façon pas).",
                   "Yes: these cards touch by a side, so they form a group (in discovery/family mode position does not matter anyway).")


def _connected(where: list[tuple[int, int]]) -> bool:
    reached = [where.pop(0)]
    for r, c in reached:
        near = [x for x in where if abs(x[0] - r) + abs(x[1] - c) == 1]
        reached += near
        where = [x for x in where if x not in near]
    return not where


def _centre(text: str) -> Interpretation:
    if not re.search(r"colonne (?:centrale|du centre|du milieu)|(?:centre|center|central|middle) column", text):
        return None
    return Verdict(R.CENTRE_PRIVATE, "non", "La colonne centrale n'est jamais partagée : elle ne compte que pour toi.",
                   "The centre column is never shared: it only counts for you.")


def _announce(text: str) -> Interpretation:
    if not re.search(r"annonc|announc|declar|crier|call", text) or not re.search(r"num ?draft", text):
        return None
    return Verdict(R.ANNOUNCE, "oui", "NUM DRAFT peut être annoncé à tout moment ; il déclenche un dernier coup collectif.",
                   "NUM DRAFT may be announced at any time; it triggers one last collective move.")


def _alone(text: str) -> Interpretation:
    """Neighbour cards alone ("toutes seules", "by themselves", none of mine): no combination.

    "le seul autre 7", "mes deux seuls jaunes" (a determiner before "seul") mean "only",
    not "alone"; and a question telling cards of the player's own is scored, not this.
    """
    said_alone = re.search(r"\bseule?s?\b|toutes seules|alone|by themselves|on their own|sans (?:mes|aucune|carte)|without", ONLY.sub(" ", text))
    if not NEIGHBOUR.search(text) or not (said_alone or _only_neighbours(text)):
        return None
    told = read(text)
    if told.own or told.unclear or (told.partial and told.mentions):
        return None
    if HOW_MANY.search(text) and not YES_NO_FIRST.search(text):
        return Verdict(R.NEVER_ALONE, 0,
                       "0 point : les cartes des colonnes voisines ne peuvent qu'agrandir une combinaison déjà présente dans ta grille, jamais en former une seules.",
                       "0 points: cards from the neighbours' columns can only enlarge a combination already in your own grid, never form one alone.")
    return Verdict(R.NEVER_ALONE, "non",
                   "Les cartes des colonnes voisines ne peuvent qu'agrandir une combinaison déjà présente dans ta grille, jamais en former une seules.",
                   "Cards from the neighbours' columns can only enlarge a combination already in your own grid, never form one alone.")


def _only_neighbours(text: str) -> bool:
    """Neighbour cards are said, the player says they have none, and asks about a group."""
    told = read(text)
    asks_group = re.search(r"groupe|combinaison|group|combination|compte|count|marque|score", text)
    return bool(told.borrowed and not told.own and not told.unclear and OWN_NONE.search(text) and asks_group)


def _diagonal(text: str) -> Interpretation:
    corner = re.search(r"diagonal|(?:par|by) (?:le |un |les |the |a |their )?(?:coins?|corners?)\b|coin contre coin|corner to corner", text)
    if not corner or (HOW_MANY.search(text) and not _yes_no(text)):
        return None
    if DISCOVERY.search(text):
        return Verdict(R.DISCOVERY, "oui", "En mode découverte/familial, la position ne compte pas : deux cartes en diagonale forment un groupe.",
                       "In discovery/family mode position does not matter: two diagonal cards form a group.")
    return Verdict(R.NO_DIAGONAL, "non", "En mode classique, les cartes d'un groupe doivent se toucher par un côté ; la diagonale ne compte pas.",
                   "In classic mode a group's cards must touch by a side; the diagonal does not count.")


def _can_join(text: str) -> Interpretation:
    told = read(text)
    if not told.mentions and NEIGHBOUR.search(text) and ONE_CARD.search(text) and re.search(r"compte|count|marque|ancre|anchor", text):
        return MissingSituation(R.ANCHORING, *ASK_CARDS)  # "does that card from my neighbour count?": which cards?
    if not told.borrowed or HOW_MANY.search(text) or not YES_NO.search(text):
        return None
    if told.unclear:
        return MissingSituation(R.ANCHORING, *ASK_CARDS)
    if told.partial or cells(text):  # a card fact or a position not read: no verdict on half a situation
        return None
    own = told.own or ((target_group(text),) if target_group(text) else ())
    if not own:
        return MissingSituation(R.ANCHORING, "Dis-moi quel groupe tu as déjà dans ta propre grille (couleur ou valeur, et combien de cartes).",
                                "Tell me which group you already have in your own grid (colour or value, and how many cards).")
    pool = build_pool(told, own)
    result = score(pool)
    return explain_score(pool, result, told, question="join")


def _score(text: str) -> Interpretation:
    if not HOW_MANY.search(text):
        return None
    told = read(text)
    if told.unclear or not told.mentions:
        if told.unclear or re.search(r"\bj'ai\b|ma grille|\bi have\b|my grid|mon score|my score|\bme rapporte|je marque|\bdo i\b", text):
            return MissingSituation(R.GROUP_POINTS, *ASK_CARDS)
        return None
    if told.partial or _yes_no(text):  # half a situation read, or a yes/no question: never a number
        return None
    if told.borrowed and not told.own and not (OWN_NONE.search(text) or NO_MORE.search(text)):
        return MissingSituation(R.ANCHORING, *ASK_CARDS)  # neighbour cards told, the player's own grid not
    if cells(text) and told.mode != "decouverte" and not (_placed_cards(text, told) and _connected(_placed_cards(text, told))):
        return None  # positions told that the reading cannot place: contact in classic mode unknown
    pool = build_pool(told)
    result = score(pool)
    added = re.search(r"ajout|en plus|de plus|supplementaire|\badds?\b|extra|more", text) or (ONE_CARD.search(text) and not TOTAL.search(text))
    added = added and told.borrowed
    if added:
        alone = build_pool(Told(told.own, told.mode, told.apart))
        return explain_score(pool, result, told, question="added", base=score(alone))
    return explain_score(pool, result, told, question="total")


NOT_NAMES = {"ouverture", "opening", "qui", "who", "le", "la", "les", "et", "and", "en", "au", "mode", "on", "si", "if", "the"}
INTENTS = (_rank, _order, _first_give, _hand, _joker_both, _cumul, _centre, _placed, _touching, _announce, _alone,
           _diagonal, _can_join, _score)
