"""interpret(): NUM DRAFT legality and concrete-state questions, French or English.

Each intent is a small function that returns None when the question is not its
kind; the first one that answers wins. Questions no intent recognises ("C'est
quoi le but ?") return None and are left to retrieval.

A score question about one neighbour card ("elle me rapporte combien, sa carte
verte ?", "what does that Rainbow add?") answers the points that card adds, not
the total. Neighbour cards said while the player says they have none of their own
("mais moi j'en ai aucun") can form no group alone: "non"; "seul" after a
determiner ("le seul autre 7", "mes deux seuls jaunes") means "only", not "alone".
Neighbour cards told while the player's own grid is not are asked back, unless
what the grid is said to lack rules out every way they could anchor ("moi aucune
carte verte, aucun 5 et pas de joker" for a green 5: "non"; a Rainbow or a Joker is
never ruled out that way). A card pointed at with no card told ("elle peut s'ancrer
sur mon groupe celle-là ?", "can it join my group?") is asked back. A card list that
cannot be read for sure ("trois rouges (2 et 5)") is asked back.

A question about a part answers that part, not the total: one card named in the
question ("combien rapporte mon 7 Bleu à lui tout seul ?", "that 4th Red", "le 7
rouge de mon voisin"): a neighbour card gets what the score loses without it; one
of the player's own cards gets its 2 points per colour group and 3 per value group
(the booklet's count per card), also when a pair dies with it. One group ("mon groupe de 7",
"mes rouges") gets its cards' points plus its neighbour bonus, a card in it included
when asked with it ("mon groupe jaune avec ce rainbow"). Only references in the
asking words count ("j'ai le 5 rouge …, combien ça fait ?" asks the total).

A yes/no question ("Do they score as a group?", "ça marque ?", "ces deux 8 me
rapportent des points ?", "il marque ou pas ?") never gets a number: it is
answered oui/non when the cards are placed by name ("en haut à gauche", "a yellow
top left and one bottom right", "un 4 … et un autre au centre") or said touching,
when neighbour cards join or are alone, and in Discovery/Family mode for a group
("mes deux rouges, ils marquent ?", also said apart: "in opposite corners, not
touching"); in Classic mode (or mode unsaid) two cards said apart do not score, a
group with no positions is asked back (where are the cards?). A question about
another player's own grid ("Paul a ses deux bleus … de sa grille", "Sarah has … in
her grid"), with no neighbour and no card of the asker said, is read from that
player's side ("ses" → "mes"). A points question is never
answered on a partial reading (`Told.partial`: a value, colour or card count the
reader did not account for; a card told beside a count of its colour or value, "mon Rouge 5 … 3 rouges", unless said in it,
"mon Rouge 5 est dans un groupe de 3 rouges", or the count said "autres") nor, in Classic
mode, when positions are named that the reader cannot place.

Ranks: "quel rang ?" (or, a score said, "je suis quoi ?", "what am I?") gets the title; a named title ("does 50 make me a Maître?",
"suis-je au moins Stratège ?") gets oui/non; the mode is asked when the answer
depends on it; a score written in words ("soixante points", "quarante-cinq",
"fifty-nine") is read as its number. A Joker asked to count in colour and in value
at once ("as red AND as a 4 at the same time", "comme rouge et comme un 7", "be a 5
and yellow") is refused whatever cards are told with it, when the question asks
about the Joker ("mon 7 rouge peut compter à la fois…" with a Joker told is not).
The game master is looked for only when the question asks who it is or gives
revealed values: "le maître du jeu peut annoncer POSE avant DONNE ?"
is an order question (DONNE → POSE → PASSE, "puis"/"then" sequences, "in any
order": non). How many play ("Ouverture à 4 :", "we're 3") is no revealed value;
when said, one value per player is needed. At the first DONNE, another card than
the revealed one ("une carte encore cachée", "au lieu de celle que j'ai retournée")
is refused; what "au lieu de" / "rather than" rejects tells which card is proposed.
Announcing NUM DRAFT is answered as asked: allowed at any time ("je peux ... ?" → oui), never forced ("am I forced to
announce it?" → non, "pas obligé ?" → oui), not an instant end ("la partie s'arrête immédiatement ?" → non); another
negation gives no verdict, and what is passed once it is announced ("on passe notre main ?") is the last-move reader's
(setup.py), never "allowed at any time". Setup and turn facts asked without a grid (deck size by player count, hand size, pass
direction, the freed slot at POSE, Rainbow/Shadow base score, neighbour bonus by type,
ending the game not winning it) are read in setup.py. A score is never given from card
counts with no colour or value ("9 cartes dans ma grille") nor from more cards than a
grid (9) or the shared columns (6) hold ("4 rouge, 4 bleu et 4 vert"): asked back; a question
counting cards ("combien de cartes dans le deck si on enlève 2 jokers ?") is never scored. A normal
card counting in colour and value asked yes/no ("does a card count twice?", "compte dans les deux
groupes ou pas ?") gets "oui", unless a card is said to lack a partner (then it is scored). Which
neighbour column is in the pool, and how many cards the pool holds, are read in setup.py. One of the
player's own cards asked to count in a group of another colour or value of their grid ("dans ma grille
j'ai deux bleus et un Rainbow, le Rainbow peut compter dans mon groupe bleu ?") gets "non": in one's own
grid a Rainbow is its own colour (a colour joker only from a neighbour's column).
Game master: one value said for several players ("Ben et Chloé retournent chacun un 2") or a
player named whose value is not read gives no verdict; "Ben est Maître du jeu ?" / "je suis MJ ?"
is answered oui/non, never by a name. "Do they need to touch?" gets no "does it score" yes/no, and a
negated cumul question ("ne peut pas compter en couleur et en valeur ?") no verdict.
A hand size asked at a moment of the turn: 6 only after DONNE, no verdict when POSE or PASSE is said.
Scoring verbs are read in every form ("scores", "scoring", "counts": "so is my blue group scoring or not?" asks where
the cards are). A group said to be the neighbour's ("my neighbour's blue group", "le groupe bleu de mon voisin") is
never read as a neighbour card joining the player's group: no verdict. "The centre column is never shared" answers
a question naming it with a neighbour or sharing; named only as where the player's cards lie ("deux 9 l'un au-dessus
de l'autre dans ma colonne du milieu, combien ?") it is left to the scoring intents.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise
from typing import Literal

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.num_draft import rules as R
from arbitre.engines.num_draft import setup
from arbitre.engines.num_draft.cards import OWN, Pool
from arbitre.engines.num_draft.explain import (
    explain_card,
    explain_group,
    explain_score,
    game_master,
    group_points,
    order_verdict,
)
from arbitre.engines.num_draft.scoring import (
    BONUS,
    COLOUR,
    POINTS,
    RANKS,
    VALUE,
    Score,
    rank,
    score,
)
from arbitre.engines.num_draft.situation import (
    APART,
    CLASSIC,
    CLAUSE_CUT,
    COLOUR_WORDS,
    DISCOVERY,
    FACT,
    MINE,
    NEIGHBOUR,
    Mention,
    Told,
    as_player,
    build_pool,
    cells,
    fold,
    read,
    same_words,
    target_group,
    target_groups,
)
from arbitre.engines.phrasing import asked_sentence

YES_NO = re.compile(
    r"\bpeu[tx]\b|peuvent|\bcan\b|\bcould\b|est-ce|\bdoi[st]\b|faut|forme|marque|compte|legal|autorise|allowed|\bok\b|\bdo\b|\bdoes\b|\bis\b|\bare\b"
)
ASK_CARDS = (
    "Dis-moi les cartes de ta grille (couleurs, valeurs) et celles des colonnes voisines.",
    "Tell me the cards in your grid (colours, values) and those in the neighbours' columns.",
)
OWN_NONE = re.compile(
    r"\bj'(?:en )?ai (?:aucun|pas|rien|zero|0)\b|\bje n'(?:en )?ai (?:aucun|pas|rien|ni)\b|\bmoi (?:non|rien|aucun|pas|zero|0)\b|\bi (?:have|'ve got) (?:none|no|nothing|neither)\b"
    r"|\bi (?:don't|do not) have\b|\bnone (?:of my own|in my grid)|\baucun(?:e)? (?:dans|chez) (?:ma grille|moi)"
)
ONE_CARD = re.compile(
    r"\b(?:sa|son|cette|ce|cet|that|this|their|his|her|la|the) (?:carte|card|shadow|rainbow|arc-en-ciel|joker)\b"
    r"|\b(?:ce|cet|cette|that|this) (?:rouge|vert|verte|bleu|bleue|jaune|red|green|blue|yellow|\d+)\b(?! (?:group|groupe))(?: (?:du|de mon|of my|from the) voisin\w*)?"
    r"|\b(?:il|elle) (?:me |m'|lui |te |t')?(?:rapporte|apporte|vaut|ajoute|donne|fait gagner)|\b(?:does|would|will) (?:it|that|this) (?:add|bring|give)"
)
TOTAL = re.compile(
    r"\bau total\b|\ben tout\b|\bin total\b|\baltogether\b|\bma grille (?:fait|vaut|rapporte)|\bmon score\b|\bmy (?:total|score)\b"
)
YES_NO_FIRST = re.compile(
    r"^\W*(?:est-ce que|est ce que|peu[tx]|puis-je|can|could|do|does|is|are)\b|\b(?:oui ou non|yes or no)\b"
)
HOW_MANY = re.compile(
    r"combien|how many|how much|\bscore\b|rapporte|\bworth\b|\bvaut\b|\bvalent\b|\bfait\b.*points|total"
    r"|\bwhat\b[^.?!]{0,50}\b(?:adds?|bring|give|earn|get)\b"
)
QUANTITY = re.compile(
    r"combien|how many|how much|\btotal\b|quel (?:score|nombre)|what(?:'s| is) (?:my |the |their )?(?:score|total)"
)
YES_NO_FORM = re.compile(
    r"^\W*(?:est-ce|est ce|peu[tx]|puis-je|can|could|do|does|did|is|are|will|would|should|may)\b|\b(?:oui ou non|yes or no|ou pas|or not)\b"
    r"|\w-(?:t-)?(?:il|elle|ils|elles|on)\b|\b(?:do|does|did|are|is|will|would) (?:they|it|these|those|that|this|my|the)\b"
)
ONLY = re.compile(
    r"\b(?:c'est |it's )?(?:le|la|les|l'|mes|mon|ma|ses|son|sa|leurs?|nos|the|my|his|her|their|our)\s*(?:\w+\s+)?seule?s?\b"
)
ELLIPSIS = re.compile(
    r"\b(?:un autre|une autre|another(?: one)?|l'autre|the other(?: one)?|one|un|une)\b"
    r"(?=\s+(?:en|au|a|dans|sur|in|at|on|pile|juste|just|right|tout)\b)"
)


def interpret(question: str) -> Interpretation:
    text = fold(question)
    master = _game_master(text, question)
    if master is not None:
        return master
    text = as_player(text)
    for intent in INTENTS:
        answer = intent(text)
        if answer is not None:
            if _need_asked_of_position(answer, text):
                return None
            return answer
    return None


NEED = re.compile(
    r"\b(?:doi[st]|doivent|faut|oblig\w*|necessaire|besoin|must|need|needs|have to|has to|required)\b"
)


def _need_asked_of_position(answer: Interpretation, text: str) -> bool:
    """A yes/no on whether a group scores where its cards lie, given to a question asking whether they must touch
    ("do my two reds need to touch to score?", "doivent-ils se toucher ?"): that answers another question, no verdict."""
    return (
        isinstance(answer, Verdict)
        and answer.verdict in ("oui", "non")
        and answer.rule in (R.DISCOVERY, R.CLASSIC_CONTACT, R.NO_DIAGONAL)
        and NEED.search(asked_sentence(text)) is not None
    )


TITLES = {
    "novice": "Novice",
    "stratege": "Stratège",
    "strategist": "Stratège",
    "strategiste": "Stratège",
    "maitre": "Maître",
    "master": "Maître",
    "grand maitre": "Grand Maître",
    "grand master": "Grand Maître",
    "grandmaster": "Grand Maître",
    "grand-maitre": "Grand Maître",
    "legende": "Légende de NUM DRAFT",
    "legend": "Légende de NUM DRAFT",
}
TITLE = re.compile(
    r"\b(grand[- ]?(?:maitre|master)|legende|legend|maitre|master|stratege|strategiste|strategist|novice)s?\b"
)
GAME_MASTER = re.compile(r"maitre du jeu|game ?master|master of the game|\bmj\b")
AT_LEAST = re.compile(r"au moins|minimum|ou plus|ou mieux|at least|or better|or above|or higher")


FR_UNITS = {
    "un": 1,
    "une": 1,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
}
FR_TEENS = {
    "dix": 10,
    "onze": 11,
    "douze": 12,
    "treize": 13,
    "quatorze": 14,
    "quinze": 15,
    "seize": 16,
}
FR_TENS = {
    "vingt": 20,
    "trente": 30,
    "quarante": 40,
    "cinquante": 50,
    "soixante": 60,
    "quatre-vingt": 80,
    "quatre vingt": 80,
}
EN_UNITS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
EN_TEENS = {
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
EN_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
WORD_VALUES = {**FR_UNITS, **FR_TEENS, **FR_TENS, "vingts": 20, **EN_UNITS, **EN_TEENS, **EN_TENS}


def _alt(words) -> str:
    return "|".join(sorted((w.replace(" ", r"[- ]") for w in words), key=len, reverse=True))


FR_TEEN = rf"(?:dix[- ](?:sept|huit|neuf)|{_alt(FR_TEENS)})"
FR_BELOW_100 = (
    rf"(?:(?:{_alt(FR_TENS)})s?(?:(?:[- ]et[- ]|-|\s)(?:{FR_TEEN}|{_alt(FR_UNITS)}))?|{FR_TEEN})"
)
EN_BELOW_100 = rf"(?:(?:{_alt(EN_TENS)})(?:[- ](?:{_alt(EN_UNITS)}))?|{_alt(EN_TEENS)})"
SPELLED = re.compile(
    rf"\b(?:(?:(?:{_alt(FR_UNITS)})[- ])?cents?(?:[- ]{FR_BELOW_100}|[- ](?:{_alt(FR_UNITS)}))?|{FR_BELOW_100}"
    rf"|(?:a|one)[- ]hundred(?:(?: and)?[- ](?:{EN_BELOW_100}|{_alt(EN_UNITS)}))?|{EN_BELOW_100})\b"
)


def spelled_numbers(text: str) -> str:
    """Numbers of 10 and more written in words, as digits: "soixante" → 60, "quatre-vingt-dix-sept" → 97,
    "trente et un" → 31, "fifty-nine" → 59, "a hundred and five" → 105. Units alone ("deux", "a") stay words."""

    def value(match: re.Match) -> str:
        words = [w for w in re.split(r"[- ]", match[0]) if w not in ("et", "and", "a")]
        total, current = 0, 0
        for i, word in enumerate(words):
            if word in ("cent", "cents", "hundred"):
                total, current = total + max(current, 1) * 100, 0
            elif word in ("vingt", "vingts") and i > 0 and words[i - 1] == "quatre":
                current += 80 - 4  # "quatre-vingt": four twenties
            else:
                current += WORD_VALUES[word]
        return str(total + current)

    return SPELLED.sub(value, text)


def _rank(text: str) -> Interpretation:
    """The title of a final score ("40 points en classique, quel rang ?"), or whether it is a named
    title ("50 points in discovery mode, does that make me a Maître?", "suis-je au moins Stratège ?").
    A score in words ("soixante points", "fifty-nine") is read as its number; several scores said
    ("mon voisin a 30 points et moi 24") give no verdict."""
    text = spelled_numbers(text)
    named = {TITLES[re.sub(r"\s+", " ", t)] for t in TITLE.findall(GAME_MASTER.sub(" ", text))}
    asks_which = re.search(
        r"\bquel(?:le)?s?\b|\bquoi\b|\bwhat\b|\bwhich\b|\blequel\b|\bcombien\b|\bhow\b", text
    )
    rank_word = re.search(
        r"\brang\b|classement|\brank|niveau|\btitre\b|\btitle\b|\bgrade\b", text
    ) or (
        # "47 points, je suis quoi ?", "what does that make me?": the title asked without its word, a score said
        re.search(
            r"\bje suis quoi\b|\bsuis[- ]je quoi\b|\bca fait de moi quoi\b|\bwhat am i\b|\bwhat does (?:that|this|it) make me\b",
            text,
        )
        and re.search(r"\d+\s*(?:points?|pts)\b", text)
    )
    if not (rank_word or named):
        return None
    numbers = set(re.findall(r"\b(\d+)\b(?!\s*(?:joueurs?|players?|cartes?|cards?)\b)", text))
    if named and not numbers:
        return None  # "combien de points pour être Maître ?", "c'est quoi le rang Maître ?": the ranking table answers it
    if len(named) == 1 and not asks_which:
        return _is_title(text, next(iter(named)), numbers)
    if not rank_word and len(named) < 2:
        return None
    if len(numbers) > 1:
        return None  # "mon voisin a 30 points et moi 24": whose score is asked is not read
    found = re.search(r"(\d+)\s*(?:points?|pts)", text) or re.search(r"\b(\d+)\b", text)
    if not found:
        return MissingSituation(
            R.RANK_CLASSIC,
            "Dis-moi ton score final (en points) et le mode joué.",
            "Tell me your final score (in points) and the mode played.",
        )
    points = int(found[1])
    mode = "decouverte" if DISCOVERY.search(text) else "classique" if CLASSIC.search(text) else None
    titles = {m: rank(points, m) for m in RANKS}
    if mode is None and len(set(titles.values())) > 1:
        return MissingSituation(
            R.RANK_CLASSIC,
            f"Avec {points} points, le rang dépend du mode : classique ou découverte/familial ?",
            f"With {points} points the rank depends on the mode: classic or discovery/family?",
        )
    mode = mode or "classique"
    rule = R.RANK_CLASSIC if mode == "classique" else R.RANK_DISCOVERY
    label = "classique" if mode == "classique" else "découverte/familial"
    return Verdict(
        rule,
        titles[mode],
        f"{points} points en mode {label} : rang « {titles[mode]} ».",
        f'{points} points in {label} mode: rank "{titles[mode]}".',
    )


def _is_title(text: str, title: str, numbers: set[str]) -> Interpretation:
    """oui/non: does this final score give that title ("au moins": that title or a higher one)?"""
    if len(numbers) != 1:
        return None  # no score, or several numbers: which one is the final score is not clear
    points = int(next(iter(numbers)))
    mode = "decouverte" if DISCOVERY.search(text) else "classique" if CLASSIC.search(text) else None
    order = [t for _, t in RANKS["classique"]]
    answers = {}
    for m in RANKS:
        got = rank(points, m)
        answers[m] = (
            order.index(got) >= order.index(title) if AT_LEAST.search(text) else got == title
        )
    if mode is None and len(set(answers.values())) > 1:
        return MissingSituation(
            R.RANK_CLASSIC,
            f"Avec {points} points, le rang dépend du mode : classique ou découverte/familial ?",
            f"With {points} points the rank depends on the mode: classic or discovery/family?",
        )
    mode = mode or "classique"
    ok, got = answers[mode], rank(points, mode)
    rule = R.RANK_CLASSIC if mode == "classique" else R.RANK_DISCOVERY
    label = "classique" if mode == "classique" else "découverte/familial"
    return Verdict(
        rule,
        "oui" if ok else "non",
        f"{'Oui' if ok else 'Non'} : {points} points en mode {label} donnent le rang « {got} ».",
        f'{"Yes" if ok else "No"}: {points} points in {label} mode give the rank "{got}".',
    )


WHO_IS_MASTER = re.compile(
    r"(?:\bqui\b|\bwho|quel joueur|which player|lequel|laquelle)[^?.!]{0,40}(?:maitre du jeu|game ?master|\bmj\b)"
    r"|(?:maitre du jeu|game ?master|\bmj\b)[^?.!]{0,30}(?:design|choisi|chosen|determin|decid|picked)"
    r"|(?:design|choisi|choose|determin|decid|pick)\w*[^?.!]{0,30}(?:maitre du jeu|game ?master|\bmj\b)"
)


def _game_master(text: str, question: str) -> Interpretation:
    """Who is game master, from the values revealed at the opening. A question where the game
    master only acts ("le maître du jeu peut annoncer POSE avant DONNE ?") is left to the other intents.

    How many play ("Ouverture à 4 :", "on est 3", "4-player game") is no revealed value; when said,
    one value per player must be given, else the missing ones are asked for."""
    if not GAME_MASTER.search(text):
        return None
    players = {
        int(n) for n in re.findall(r"\d+", " ".join(m[0] for m in PLAYER_COUNT.finditer(question)))
    }
    question = PLAYER_COUNT.sub(" ", question)
    text = fold(question)
    values = [
        int(n) for n in re.findall(r"\b(\d+)\b(?!\s*(?:cartes?|cards?|joueurs?|players?))", text)
    ]
    if len(values) < 2 and (
        not WHO_IS_MASTER.search(text) or re.search(r"\bcomment\b|\bhow\b", text)
    ):
        return (
            None  # the game master only acts, or how one is designated: not a situation to ask for
        )
    if len(values) < 2 or len(players) > 1 or players and players != {len(values)}:
        return MissingSituation(
            R.GAME_MASTER,
            "Dis-moi la valeur de la carte retournée par chaque joueur.",
            "Tell me the value of the card each player revealed.",
        )
    if re.search(
        r"\b(?:encore|a nouveau|de nouveau|again|re-?reveal|re-?retourn|nouvelle carte|new card|another card|deuxieme carte|second card)",
        text,
    ):
        return None  # a second reveal after a tie: the values of both reveals are not told apart
    if re.search(SHARED_VALUE, text):
        return None  # "Ben et Chloé retournent chacun un 2": one value said for several players, not one per value
    names = revealers(question, values)
    if names is not None and set(player_names(question)) - {fold(n) for n in names}:
        return (
            None  # "Ben et Chloé retournent un 2, moi un 5": a player named whose value is not read
        )
    found = game_master(values, names)
    if WHO_IS_MASTER.search(text):
        return found
    return _master_yes_no(text, found, names)


# one value said for several players: "Ben et Chloé retournent chacun un 2", "both flip a 7", "a 7 each"
SHARED_VALUE = (
    r"\b(?:chacun|chacune|each|both|tous les deux|toutes les deux|tous deux)(?: (?:retournent|revelent|flip|flipped|reveal|revealed|ont|have|had))?"
    r" (?:(?:un|une|a|an) )?\d+\b|\b\d+ (?:chacun|chacune|each)\b"
)
NAMED_SUBJECT = re.compile(
    r"\b([a-z]+) (?:est|sera|devient|serait|is|will be|becomes|would be)\b[^?.!]{0,20}(?:maitre du jeu|game ?master|\bmj\b)"
    r"|\b(?:is|est-ce que|est ce que) ([a-z]+) (?:the |le )?(?:maitre du jeu|game ?master|\bmj\b)"
)
ME_SUBJECT = re.compile(
    r"\b(?:je suis|suis-je|suis je|c'est moi|c est moi|am i|i'm|i am|is it me|it's me|moi)\b[^?.!]{0,20}(?:maitre du jeu|game ?master|\bmj\b)"
)


def player_names(question: str) -> list[str]:
    """Capitalised words that may name players ("Ben", "Chloé"), folded; a sentence's first word, sentence words and
    titles excluded."""
    words = re.findall(
        r"(?<![\w'])(?<![.!?:;] )(?<!^)([A-ZÀ-Ý][a-zà-ÿ]+)\b", question.replace("’", "'").strip()
    )  # not a sentence's first word
    return [
        fold(w)
        for w in words
        if fold(w) not in NOT_NAMES
        and not TITLE.fullmatch(fold(w))
        and fold(w) not in _SENTENCE_WORDS
    ]


_SENTENCE_WORDS = frozenset(
    {
        "ouverture",
        "opening",
        "on",
        "je",
        "moi",
        "qui",
        "who",
        "mode",
        "au",
        "le",
        "la",
        "les",
        "est",
        "et",
        "and",
        "mais",
        "but",
        "puis",
        "then",
        "alors",
        "so",
        "joker",
        "rainbow",
        "shadow",
        "rouge",
        "vert",
        "bleu",
        "jaune",
        "red",
        "green",
        "blue",
        "yellow",
        "du",
        "jeu",
        "game",
        "if",
        "si",
        "dans",
        "in",
        "apres",
        "after",
        "avant",
        "before",
        "nous",
        "we",
        "il",
        "elle",
        "ils",
        "num",
        "draft",
        "donne",
        "pose",
        "passe",
        "i",
        "me",
        "my",
        "mon",
        "ma",
        "c'est",
        "quel",
        "quelle",
        "which",
        "partie",
        "tour",
        "premier",
        "first",
        "chaque",
        "each",
    }
)


def _master_yes_no(text: str, found: Verdict, names: list[str] | None) -> Interpretation:
    """ "Ben est Maître du jeu ?", "je suis MJ ?": oui / non about the player asked, never a name; no verdict when the
    question does not say who it asks about."""
    asked: str | None
    if ME_SUBJECT.search(text):
        asked = "toi"
    else:
        subject = NAMED_SUBJECT.search(text)
        said = subject and (subject[1] or subject[2])
        asked = next((n for n in names or [] if said and fold(n) == said), None)
    if (
        asked is None
        or names is None
        or found.rule != R.GAME_MASTER
        and found.rule != R.REVEAL_AGAIN
    ):
        return None
    yes = found.rule == R.GAME_MASTER and found.verdict == asked
    return replace(
        found,
        verdict="oui" if yes else "non",
        explanation=("Oui. " if yes else "Non. ") + found.explanation,
        explanation_en=("Yes. " if yes else "No. ") + found.explanation_en,
    )


PLAYER_COUNT = re.compile(  # how many play, not a revealed value: "Ouverture à 4 :", "on est 5", "partie à 3 joueurs", "we're 4"
    r"(?i)\b(?:(?:partie|ouverture|jeu|game|opening|on joue|on est|nous sommes|we are|we're|there are)\s+(?:[aà]\s+)?|(?<!\w)à\s+)"
    r"\d+\b(?!\s*(?:cartes?|cards?))(?=\s*(?:joueurs?|players?|of us)?\s*(?:[,:;.!?]|$|\bet\b|\band\b))"
    r"|\b\d+\s*(?:-\s*)?(?:joueurs?|players?|of us)\b"
)


def revealers(question: str, values: list[int]) -> list[str] | None:
    """Who revealed each value ("Alice retourne un 4, Bob un 2, moi un 6"), or None when not all are named."""
    pairs = re.findall(
        r"\b([A-ZÀ-Ý][a-zà-ÿ]+|(?i:moi|me|j'ai|je)|I)\b[^,.;:?!\d]{0,30}?\b(\d+)\b",
        question.replace("’", "'"),
    )
    who = ["toi" if name.lower() in ("moi", "me", "j'ai", "je", "i") else name for name, _ in pairs]
    if (
        [int(v) for _, v in pairs] != values
        or len(set(who)) != len(who)
        or any(fold(w) in NOT_NAMES for w in who)
    ):
        return None
    return who


COMMANDS = {
    "donne": "DONNE",
    "give": "DONNE",
    "pose": "POSE",
    "place": "POSE",
    "passe": "PASSE",
    "pass": "PASSE",
}
COMMAND = re.compile(r"\b(donne|give|pose|place|passe|pass)(?:r|s|z|ing|d)?\b")
ANY_ORDER = re.compile(
    r"n'importe quel ordre|dans le desordre|dans l'ordre qu'(?:il|elle|on) veut|changer l'ordre|inverser|intervertir"
    r"|any order|whatever order|change the order|swap|switch|reverse|mix up"
)


def _order(text: str) -> Interpretation:
    text = re.sub(r"mise en place|se passe|what happens|comment se", " ", text)
    said = list(dict.fromkeys(COMMANDS[m[1]] for m in COMMAND.finditer(text)))
    if ANY_ORDER.search(text) and (len(said) >= 2 or re.search(r"commandements?|commands?", text)):
        return Verdict(
            R.TURN_ORDER,
            "non",
            "Non : l'ordre DONNE → POSE → PASSE est obligatoire à chaque tour.",
            "No: the order DONNE → POSE → PASSE is mandatory every turn.",
        )
    relation = re.search(r"\bavant\b|\bbefore\b|\bapres\b|\bafter\b", text)
    if (
        len(said) >= 2
        and not relation
        and re.search(r"\bpuis\b|\bthen\b|\bensuite\b|followed by|suivi de", text)
        and re.search(r"\?|ordre|order|correct|right|permis|allowed|\bok\b", text)
    ):
        pairs = list(
            pairwise(said)
        )  # "DONNE, puis PASSE, puis POSE": each step after the one before
        return order_verdict(
            *next((p for p in pairs if order_verdict(*p).verdict == "non"), pairs[0])
        )
    if len(said) < 2 or not relation:
        return None
    first, second = said[:2]
    if relation[0] in ("apres", "after"):
        first, second = second, first
    return order_verdict(first, second)


def _hand(text: str) -> Interpretation:
    found = re.search(
        r"(\d+)\s+cartes?\s+en\s+main|main\s+(?:de|a)\s+(\d+)|(\d+)\s+cards?\s+in\s+(?:my\s+|your\s+|the\s+|a\s+)?hand|hand\s+of\s+(\d+)",
        text,
    )
    if not found:
        return None
    size = int(next(g for g in found.groups() if g))
    ok = size in (5, 6)
    received = setup.RECEIVED.search(text)
    later = setup.LATER_STEP.search(
        re.sub(r"\bpasse (?:temporairement )?a \d+", " ", text)
    )  # "ma main passe à 6": no step
    if ok and (
        received or later
    ):  # a moment of the turn said: 6 only between DONNE and POSE, 5 otherwise
        if later:
            return None  # "6 cartes en main après le POSE", "avant le PASSE": which moment is meant is not read
        ok = size == 6
    why = {
        5: "5 cartes est la main de référence.",
        6: "La main passe temporairement à 6 cartes quand une carte de grille est reçue (DONNE), puis revient à 5 après POSE.",
    }
    return Verdict(
        R.HAND_SIZE,
        "oui" if ok else "non",
        why.get(size, f"Une main de {size} cartes n'arrive jamais : 5 cartes, temporairement 6."),
        "Hand of 5, temporarily 6 after receiving a grid card."
        if ok
        else f"A hand of {size} never happens: 5, temporarily 6.",
    )


SAME_TIME = re.compile(
    r"at the same time|at once|simultan|in both|dans les deux|\bboth\b|a la fois|en meme temps"
)
COLOUR_NAMED = re.compile(
    r"\b(?:rouge|verte?|bleue?|jaune|red|green|blue|yellow|rainbow|shadow|couleur|colou?r)s?\b"
)
AS_BOTH = re.compile(  # "count as red and as a 4", "être rouge et un 4", "be a 4 and red"
    r"\b(?:comme|as|en|be|etre|devenir|become|valoir)\s+(?:(?:un|une|a|an)\s+)?(?:(?:rouge|verte?|bleue?|jaune|red|green|blue|yellow)\s+(?:et|and|&)\s+(?:(?:aussi|also)\s+)?"
    r"(?:(?:comme|as|en)\s+)?(?:(?:un|une|a|an)\s+)?\d+|\d+s?\s+(?:et|and|&)\s+(?:(?:aussi|also)\s+)?(?:(?:comme|as|en)\s+)?(?:(?:un|une|a|an)\s+)?(?:rouge|verte?|bleue?|jaune|red|green|blue|yellow))\b"
)


def _joker_both(text: str) -> Interpretation:
    """A Joker counted in colour and in value at once ("as red AND as a 4 at the same time"): never."""
    both = (
        ("couleur" in text and "valeur" in text)
        or (re.search(r"colou?r", text) and "value" in text)
        or re.search(
            r"les deux|\bboth\b|a la fois|en meme temps|twice|deux fois|deux groupes|two groups|deux combinaisons",
            text,
        )
    )
    asked = asked_sentence(text)
    both = (
        both
        or SAME_TIME.search(asked)
        and COLOUR_NAMED.search(asked)
        and re.search(r"\d|valeur|value", asked)
        or AS_BOTH.search(asked)
    )
    if "joker" not in text or not both or not _about_joker(text, asked):
        return None
    return Verdict(
        R.JOKER_SINGLE_USE,
        "non",
        "Le Joker ne compte jamais à la fois en couleur et en valeur : il rejoint une seule combinaison, la plus rentable.",
        "A Joker never counts for both colour and value: it joins a single combination, the most profitable one.",
    )


CARD_NAMED = re.compile(
    r"\b(?:mon|ma|ce|cet|cette|le|la|sa|son|my|the|this|that|his|her)\s+(?:\d+\s+(?:rouge|verte?|bleue?|jaune|red|green|blue|yellow|rainbow|shadow)"
    r"|(?:rouge|verte?|bleue?|jaune|red|green|blue|yellow|rainbow|shadow)\s+\d+)\b"
)
PRONOUN_ASKS = re.compile(
    r"\b(?:can|could|may|does|will|would|is) it\b|\bit (?:can|could|may|counts?)\b|\b(?:il|elle) (?:peut|pourrait|compte)|\b(?:peut|compte)-(?:il|elle)\b"
)


def _about_joker(text: str, asked: str) -> bool:
    """The question asks about the Joker, not about a normal card told with it ("mon 7 rouge peut compter
    à la fois…" holds a Joker elsewhere): "joker" in the asked sentence and no other card named there, or
    "it"/"il" asked when the Joker is the first card told."""
    if "joker" in asked:
        return not CARD_NAMED.search(asked)
    first_card = re.search(
        r"\bjoker\b|\b(?:rouge|verte?|bleue?|jaune|red|green|blue|yellow|rainbow|shadow)s?\b|\b\d+\b",
        text,
    )
    return bool(PRONOUN_ASKS.search(asked) and first_card and first_card[0] == "joker")


def _cumul(text: str) -> Interpretation:
    """A normal card counting in its colour group and its value group at once: allowed.

    Said with both kinds named ("couleur et valeur", "my red group and my 7s group") or as "both groups",
    "twice"; asked by any verb ("peut compter", "marque", "does it score"). A card said to lack a partner
    ("aucun autre 7", "the only red") is a scoring situation, not this rule: left to the score readers."""
    both = re.search(
        r"a la fois|en meme temps|les deux|\bboth\b|at the same time|at once|deux groupes|two groups|aussi dans|twice|deux fois",
        text,
    )
    both_groups = re.search(
        r"(?:les|aux|dans|ses|mes) deux (?:groupes|combinaisons)|both (?:groups|combinations)|two groups|deux groupes",
        text,
    )
    kinds = both_groups or (
        re.search(
            r"couleur|colou?r|rouges?|verte?s?|bleue?s?|jaunes?|reds?|greens?|blues?|yellows?", text
        )
        and re.search(
            r"valeur|value|groupe? (?:de |des |of )?\d+|\d+s? group|\b(?:mes|my) \d+s?\b", text
        )
    )
    asks = re.search(
        r"peu[tx]|\bcan\b|\bcould\b|compte|count|droit|allowed|autorise|marque|score|rapport|\bdoes\b|\bdo\b|est-ce|ou pas|or not|right\s*\?",
        text,
    )
    lacks = re.search(
        r"\baucun|\bsans\b|pas d'autre|\bno\b|\bnone\b|\bnot\b|n't\b|without|\bseule?s?\b|\bonly\b|\bn'\w+ qu'une?\b"
        r"|\bne\b|(?<!ou )\bpas\b|\bjamais\b|\bnever\b|cannot|interdit|forbidden",
        text,
    )  # a negated question: its polarity is not sure
    if (
        not (both and kinds and asks)
        or lacks
        or re.search(r"joker", text)
        or NEIGHBOUR.search(text)
        or HOW_MANY.search(text)
        and not _yes_no(text)
    ):
        return None  # a points question ("combien…") is scored, a yes/no one ("can it score in both?") is answered here
    return Verdict(
        R.CUMUL,
        "oui",
        "Oui : une carte normale peut compter à la fois dans un groupe de couleur et dans un groupe de valeur.",
        "Yes: a normal card may count in a colour group and in a value group at the same time.",
    )


REVEALED = r"retourn|revele|revealed|flipped|turned (?:over|up)|ouverture|opening"
OTHER_CARD = (
    r"\b(?:autre|differente?|another|other|n'importe|any|choisir|choose|au choix|plutot|cachee?s?|hidden"
    r"|face (?:cachee|down)|face-down)\b"
)
INSTEAD = re.compile(
    r"\b(?:au lieu d(?:e\b|')|plutot qu(?:e\b|')|instead of|rather than)\s*(?P<what>(?:[\w']+\s*){0,6})"
)


def _first_give(text: str) -> Interpretation:
    """At the first DONNE, the card given is the one revealed at the opening.

    Another card proposed ("une autre", "une carte encore cachée", "a face-down card") → non; what
    "au lieu de" / "instead of" rejects tells which card is proposed ("au lieu de celle que j'ai retournée"
    → non, "la retournée plutôt qu'une cachée" → oui); an alternative denied ("pas une autre") is unclear.
    """
    first = re.search(
        r"premier (?:tour|donne|commandement)|first (?:turn|round|donne|give)|1er (?:tour|donne)",
        text,
    )
    gives = re.search(r"donne|filer|file|passer|give|pass", text)
    if not (first and gives and re.search(REVEALED, text)):
        return None
    instead = INSTEAD.search(text)
    other = re.search(OTHER_CARD, text)
    if instead:
        rejected = instead["what"]
        answer = (
            "non"
            if re.search(REVEALED, rejected)
            else "oui"
            if re.search(OTHER_CARD, rejected)
            else None
        )
        if answer is None:
            return None
    elif other and re.search(
        r"\b(?:pas|not|never|jamais|sans|without)\s+(?:\w+\s+)?$", text[: other.start()]
    ):
        return None  # "je dois donner la retournée, pas une autre ?": the alternative denied, not proposed
    elif other:
        answer = "non"
    elif re.search(_NEED_NOT + "|" + _NEGATION, text):
        return None  # "je suis pas obligé de donner la retournée ?": the obligation denied, its answer's polarity is not sure
    elif re.search(r"\bdoi[st]\b|oblig|faut|must|have to|has to|\bpeu[xt]\b|\bcan\b", text):
        answer = "oui"
    else:
        return None
    return Verdict(
        R.FIRST_GIVE,
        answer,
        "Au premier tour, la carte donnée au DONNE est obligatoirement celle retournée à l'ouverture de partie.",
        "On the first turn, the card given at DONNE must be the one revealed at the opening.",
    )


def _asking(text: str) -> str:
    """The words that ask: the asked sentence from its last comma part holding a question word
    ("j'ai deux rouges, mon voisin a le 7 rouge, combien me rapporte le 7 rouge ?" → the last part)."""
    asked = asked_sentence(text)
    parts = re.split(r"(?<=,)", asked)
    start = next((i for i in range(len(parts) - 1, -1, -1) if QUESTION_WORD.search(parts[i])), 0)
    if start > 0 and PRONOUN_FIRST.match(parts[start]) and not STATES.search(parts[start - 1]):
        start -= 1  # "mes bleus, ils rapportent combien ?": the subject said first
    return "".join(parts[start:])


PRONOUN_FIRST = re.compile(
    r"\W*(?:et\s+|and\s+|alors\s+|so\s+)?(?:il|elle|ils|elles|ca|it|they|that|this|those|these)\b"
)
STATES = re.compile(
    r"\b(?:j'ai|ai|as|a|ont|avons|avez|y a|sont|est|has|have|had|got|is|are|there's"
    r"|mode|familial|decouverte|classique|family|discovery|classic)\b|[()]|^\W*\d+\W*$"
)  # a statement, or part of a list of values "(1, 4 et 7)"


def _yes_no(text: str) -> bool:
    """A yes/no question ("Do they score as a group?", "ça marque-t-il ?"), not a "how many".

    Also said without inversion: "ces deux 8 me rapportent des points ?", "any points?",
    "il marque ou pas ?", or a French scoring verb asked with no question word ("ça compte ?").
    """
    asked = asked_sentence(text)
    if QUANTITY.search(asked) or re.search(r"\b(?:what|quel|quelle|quels|quelles|quoi)\b", asked):
        return False
    plain = "?" in asked and SCORING_VERB.search(asked) and not QUESTION_WORD.search(asked)
    return bool(
        YES_NO_FORM.search(asked)
        or YES_NO_FIRST.search(asked)
        or SOME_POINTS.search(asked)
        or plain
    )


SCORING_VERB = re.compile(
    r"\b(?:marquen?t?|rapporten?t?|compten?t?|formen?t?|scor(?:e|es|ed|ing)|count(?:s|ing)?)\b"
)
QUESTION_WORD = re.compile(
    r"^\W*(?:qu'|que\b|qui\b)|\b(?:combien|quel|quelle|quels|quelles|quoi|comment|pourquoi|how|what|which|who|why|where|when)\b"
)
SOME_POINTS = re.compile(
    r"\b(?:des|de|du|any|some) points?\b|\bquelque chose\b|\banything\b|\bou non\b"
)


def _placed_cards(text: str, told: Told) -> list[tuple[int, int]] | None:
    """The cells of one own group placed by name, when every card of it is placed.

    "mes deux jaunes, l'un en haut a gauche, l'autre au centre" (a count, one cell per card),
    "un jaune en haut a gauche et un jaune au centre", "a yellow top left and one bottom
    right" (one card, then "one"/"un autre" repeating it). None when unsure.
    """
    where = cells(text)
    own = [m for m in told.own if m.colour or m.value is not None]
    if (
        len(where) < 2
        or len(set(where)) != len(where)
        or told.borrowed
        or told.unclear
        or told.partial
    ):
        return None
    if (
        not own
        or (len({m.colour for m in own}) != 1 or own[0].colour is None)
        and (len({m.value for m in own}) != 1 or own[0].value is None)
    ):
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
    points = HOW_MANY.search(text) and not (
        _yes_no(text)
        or YES_NO_FIRST.search(text)
        or re.search(r"\b(?:do|does|are|is) (?:they|it|these|those)\b", text)
    )
    if not (points or YES_NO.search(text) or _yes_no(text)):
        return None
    if (
        points
    ):  # "ils marquent combien ?": only apart cards are decided here, touching ones by _score
        if told.mode == "decouverte" or _connected(list(where)):
            return None
        return Verdict(
            R.CLASSIC_CONTACT,
            0,
            "0 point : en mode classique, ces cartes ne se touchent pas par un côté, elles ne forment pas de groupe.",
            "0 points: in classic mode these cards do not touch by a side, so they form no group.",
        )
    if told.mode == "decouverte":
        return Verdict(
            R.DISCOVERY,
            "oui",
            "En mode découverte/familial, la position ne compte pas : ces cartes forment un groupe.",
            "In discovery/family mode position does not matter: these cards form a group.",
        )
    joined = _connected(list(where))
    diagonal = (
        not joined
        and len(where) == 2
        and abs(where[0][0] - where[1][0]) == abs(where[0][1] - where[1][1]) == 1
    )
    rule = R.CLASSIC_CONTACT if joined or not diagonal else R.NO_DIAGONAL
    said = (
        "Oui : ces cartes se touchent par un côté"
        if joined
        else "Non : ces cartes ne se touchent pas par un côté"
    )
    return Verdict(
        rule,
        "oui" if joined else "non",
        f"{said} ; en mode classique, les cartes d'un groupe doivent se toucher par un côté (la diagonale ne compte pas).",
        f"{'Yes' if joined else 'No'}: in classic mode a group's cards must touch by a side (diagonals do not count).",
    )


TOUCHING = re.compile(
    r"cote a cote|l'une? (?:au-dessus|au dessus|en dessous|a cote|sous|sur) de l'autre|se touchent|se touche\b|touching|touch each other"
    r"|next to each other|side by side|adjacent|one (?:above|below|under|beside|next to) the other"
)


def _touching(text: str) -> Interpretation:
    """ "Mes deux 5 sont l'un au-dessus de l'autre, ils forment un groupe ?": touching by a side, said in words."""
    told = read(text)
    own = [m for m in told.own if m.colour or m.value is not None]
    if (
        APART.search(text)
        or not TOUCHING.search(text)
        or cells(text)
        or told.borrowed
        or told.unclear
        or told.partial
    ):
        return None
    if (
        len(own) != 1
        or own[0].count < 2
        or own[0].colour == "joker"
        or not (YES_NO.search(text) or _yes_no(text))
        or QUANTITY.search(text)
    ):
        return None
    if not re.search(
        r"groupe|group|combinaison|combination|marque|score|compte|count|forme|form|valide|rapport|points?\b",
        text,
    ):
        return None
    rule = R.DISCOVERY if told.mode == "decouverte" else R.CLASSIC_CONTACT
    return Verdict(
        rule,
        "oui",
        "Oui : ces cartes se touchent par un côté, elles forment un groupe (en mode découverte/familial la position ne compte de toute façon pas).",
        "Yes: these cards touch by a side, so they form a group (in discovery/family mode position does not matter anyway).",
    )


def _connected(where: list[tuple[int, int]]) -> bool:
    reached = [where.pop(0)]
    for r, c in reached:
        near = [x for x in where if abs(x[0] - r) + abs(x[1] - c) == 1]
        reached += near
        where = [x for x in where if x not in near]
    return not where


def _centre(text: str) -> Interpretation:
    """The centre column is never shared: asked when a neighbour or sharing is said with it. Said only as where the
    player's own cards lie ("j'ai deux 9 l'un au-dessus de l'autre dans ma colonne du milieu, combien ?"), it is a
    place in the grid, left to the scoring intents."""
    if not re.search(
        r"colonne (?:centrale|du centre|du milieu)|(?:centre|center|central|middle) column", text
    ):
        return None
    if not re.search(
        r"partag|\bshar|\bvoisin|\bneighbou?r|\badvers|\bopponent|\bautres? joueurs?|\bother players?",
        text,
    ):
        return None
    return Verdict(
        R.CENTRE_PRIVATE,
        "non",
        "La colonne centrale n'est jamais partagée : elle ne compte que pour toi.",
        "The centre column is never shared: it only counts for you.",
    )


_NEED_NOT = (
    r"pas (?:oblige|besoin|force|la peine|necessaire|obligatoire)|\bno need\b|(?:don'?t|doesn'?t|do not|does not|not) (?:have|need|required)"
    r"|\bneedn'?t\b|\bnot (?:obliged|forced|mandatory|compulsory)|\bsans\b|\bwithout\b"
)
_NEGATION = r"\bne\b|\bn'|\bpas\b|\bjamais\b|\bnot\b|n't\b|\bnever\b|\bcannot\b"
_AT_ONCE = (
    r"immediat|tout de suite|direct|aussitot|sur le champ|right away|at once|immediately|straight away|instantly"
    r"|des qu|as soon as|the moment"
)


def _announce(text: str) -> Interpretation:
    """Announcing NUM DRAFT is allowed at any time, never forced, and ends the game only after one last collective move.

    The answer follows what is asked, not the rule's polarity: "je peux annoncer NUM DRAFT ?" → oui, "am I forced to
    announce it?" → non ("pas obligé ?" → oui), "ça termine la partie immédiatement ?" → non; another negation ("je ne
    peux pas l'annoncer ?") gives no verdict."""
    if not re.search(r"annonc|announc|declar|crier|call", text) or not re.search(
        r"num ?draft", text
    ):
        return None
    if re.search(
        r"\b(?:pass|donn|giv|fil)\w*\b[^?.!]{0,30}\b(?:cartes?|cards?|mains?|hands?)\b", text
    ):
        return None  # what is passed in the last move is read in setup.last_move, not answered by "allowed at any time"
    must = setup.MUST.search(text) is not None
    need_not = re.search(_NEED_NOT, text) is not None
    if re.search(_NEGATION, re.sub(r"\bn'?\s?importe\b", " ", text)) and not (
        must and need_not
    ):  # "n'importe quand" denies nothing
        return None  # "je ne peux pas l'annoncer ?": its answer's polarity is not sure
    if re.search(_AT_ONCE, text) and re.search(r"\bfin\b|termin|\bend|\bstop|arret|\bover\b", text):
        if must or need_not:
            return None
        return Verdict(
            R.ANNOUNCE,
            "non",
            "Non : annoncer NUM DRAFT déclenche d'abord un dernier coup collectif.",
            "No: announcing NUM DRAFT first triggers one last collective move.",
        )
    if need_not and not must:
        return None  # "the game ends as soon as it is announced, without a last move?": a fact denied, not an obligation
    verdict = (
        ("oui" if need_not else "non") if must else "oui"
    )  # announcing is allowed, never forced
    return Verdict(
        R.ANNOUNCE,
        verdict,
        ("Oui" if verdict == "oui" else "Non")
        + " : NUM DRAFT peut être annoncé à tout moment (rien n'y oblige) ; "
        "il déclenche un dernier coup collectif.",
        ("Yes" if verdict == "oui" else "No")
        + ": NUM DRAFT may be announced at any time (nothing forces it); it triggers one last collective move.",
    )


def _alone(text: str) -> Interpretation:
    """Neighbour cards alone ("toutes seules", "by themselves", none of mine): no combination.

    "le seul autre 7", "mes deux seuls jaunes" (a determiner before "seul") mean "only",
    not "alone"; and a question telling cards of the player's own is scored, not this.
    """
    said_alone = re.search(
        r"\bseule?s?\b|toutes seules|alone|by themselves|on their own|sans (?:mes|aucune|carte)|without",
        ONLY.sub(" ", text),
    )
    if not NEIGHBOUR.search(text) or not (said_alone or _only_neighbours(text)):
        return None
    told = read(text)
    if told.own or told.unclear or (told.partial and told.mentions):
        return None
    if HOW_MANY.search(text) and not YES_NO_FIRST.search(text) and not _yes_no(text):
        return Verdict(
            R.NEVER_ALONE,
            0,
            "0 point : les cartes des colonnes voisines ne peuvent qu'agrandir une combinaison déjà présente dans ta grille, jamais en former une seules.",
            "0 points: cards from the neighbours' columns can only enlarge a combination already in your own grid, never form one alone.",
        )
    return Verdict(
        R.NEVER_ALONE,
        "non",
        "Les cartes des colonnes voisines ne peuvent qu'agrandir une combinaison déjà présente dans ta grille, jamais en former une seules.",
        "Cards from the neighbours' columns can only enlarge a combination already in your own grid, never form one alone.",
    )


COLOUR_NAMES = "|".join(sorted(COLOUR_WORDS, key=len, reverse=True))
ASKS_VALUE = re.compile(
    r"\b(?:groupes?|paires?|combinaisons?|trios?) (?:de |en |par )?(?:valeurs?\b|\d+)|\bvalue (?:groups?|pairs?|combinations?)\b"
    r"|\b(?:groups?|pairs?|combinations?) (?:of |by )?(?:values?\b|\d+)|\b\d+s? (?:groups?|pairs?)\b|\bpar valeur\b|\bby value\b"
)
ASKS_COLOUR = re.compile(
    rf"\b(?:groupes?|paires?|combinaisons?) (?:de |en |par )?(?:couleurs?|(?:{COLOUR_NAMES})s?)\b|\bcolou?r (?:groups?|pairs?|combinations?)\b"
    rf"|\b(?:groups?|pairs?|combinations?) (?:of |by )?(?:colou?rs?|(?:{COLOUR_NAMES})s?)\b|\b(?:{COLOUR_NAMES}) (?:groups?|pairs?)\b|\bpar couleur\b|\bby colou?r\b"
)


def _asked_kind(asked: str) -> str | None:
    """Which kind of group the question asks about, when it names one: "ces deux 7 forment un groupe valeur ?",
    "do they make a red group?"; None when it names none or both."""
    value, colour = bool(ASKS_VALUE.search(asked)), bool(ASKS_COLOUR.search(asked))
    return "value" if value and not colour else "colour" if colour and not value else None


def _only_neighbours(text: str) -> bool:
    """Neighbour cards are said, the player says they have none, and asks about a group."""
    told = read(text)
    asks_group = re.search(
        r"groupe|combinaison|group|combination|compte|count|marque|score|rapporte|points?\b|worth|vaut|valent",
        text,
    ) or JOINS.search(text)
    return bool(not told.unclear and _nothing_to_join(text, told) and asks_group)


def _nothing_to_join(text: str, told: Told) -> bool:
    """Neighbour cards are told and the player's own grid holds nothing they could join.

    Said outright ("mais moi j'en ai aucun", "I have none in my grid"), or by what the grid is said to lack
    covering every way each neighbour card could anchor: its colour and its value ("moi aucune carte verte,
    aucun 5" for a green 5), Shadow for a Shadow; only the kind of group asked about when the question names one
    ("deux 7 du voisin, moi aucun 7 : ils forment un groupe valeur ?" needs no word on red or blue). A Rainbow (any colour group) or a Joker (any group) is never
    ruled out this way: which groups the grid holds is asked.
    """
    if (
        told.own
        or not told.borrowed
        or any(m.colour in ("rainbow", "joker") for m in told.borrowed)
    ):
        return False
    if any(
        not FACT.search(CLAUSE_CUT.split(text[m.end() :], maxsplit=1)[0])
        for m in OWN_NONE.finditer(text)
    ):
        return True  # "j'en ai aucun", "I have none in my grid": none of those cards
    kind = _asked_kind(asked_sentence(text))
    for m in told.borrowed:
        need: set[str | int | None] = (
            {"shadow"}
            if m.colour == "shadow"
            else {x for x in (m.colour, m.value) if x is not None}
        )
        if kind == "value":
            need = set() if m.colour == "shadow" else {m.value}  # a Shadow joins no value group
        elif kind == "colour":
            need = {m.colour}
        if None in need or not need <= told.denied_own:
            return False
    return True


def _diagonal(text: str) -> Interpretation:
    corner = re.search(
        r"diagonal|(?:par|by) (?:le |un |les |the |a |their )?(?:coins?|corners?)\b|coin contre coin|corner to corner",
        text,
    )
    if not corner or (HOW_MANY.search(text) and not _yes_no(text)):
        return None
    if DISCOVERY.search(text):
        return Verdict(
            R.DISCOVERY,
            "oui",
            "En mode découverte/familial, la position ne compte pas : deux cartes en diagonale forment un groupe.",
            "In discovery/family mode position does not matter: two diagonal cards form a group.",
        )
    return Verdict(
        R.NO_DIAGONAL,
        "non",
        "En mode classique, les cartes d'un groupe doivent se toucher par un côté ; la diagonale ne compte pas.",
        "In classic mode a group's cards must touch by a side; the diagonal does not count.",
    )


POINTED = re.compile(
    r"\bcel(?:le|ui)[- ](?:la|ci)\b|\b(?:this|that) one\b|\bcette carte\b|\b(?:this|that) card\b"
)
IT = re.compile(r"\b(?:elle|il|it)\b")
JOINS = re.compile(
    r"ancr|anchor|rejoindre|rejoint|s'ajouter|s'accrocher|se rattacher|\bjoin|attach|\badd(?:ed)? to\b|aller dans|\bgo (?:in|into|with)\b"
)
MY_GROUP = re.compile(r"\b(?:mon|mes|ma|my) (?:groupe?s?|groups?|combinaisons?|combinations?)\b")


# a group said to be the neighbour's: "my neighbour's blue group", "le groupe bleu de mon voisin", "son groupe de 7"
THEIR_GROUP = re.compile(
    r"\b(?:neighbou?r'?s|voisin'?s)\s+(?:[\w-]+\s+){0,2}(?:groups?|pairs?)\b"
    r"|\bgroupes?\s+(?:[\w-]+\s+){0,3}(?:de|du|d'|of)\s*(?:(?:mon|ma|my|the|son|sa|his|her|their)\s+)?(?:voisin\w*|neighbou?r)"
    r"|\bgroups?\s+(?:of|from)\s+(?:my|the|his|her|their)\s+neighbou?r"
    r"|\b(?:his|her|their|son|sa|leur)\s+(?:[\w-]+\s+)?(?:groupe?s?|paires?|pairs?)\b"
)


def _can_join(text: str) -> Interpretation:
    told = read(text)
    pointed = ONE_CARD.search(text) or POINTED.search(text)
    if not told.mentions and (
        pointed
        and NEIGHBOUR.search(text)
        and re.search(r"compte|count|marque|ancre|anchor", text)
        or (pointed or IT.search(text))
        and JOINS.search(text)
        and MY_GROUP.search(text)
    ):
        # "does that card from my neighbour count?", "elle peut s'ancrer sur mon groupe celle-là ?": which cards?
        return MissingSituation(R.ANCHORING, *ASK_CARDS)
    yes_no = _yes_no(text)
    if (
        not told.borrowed
        or (HOW_MANY.search(text) and not yes_no)
        or not (YES_NO.search(text) or yes_no)
    ):
        return None
    if re.search(r"\b(?:what|quoi|quel|quelle|quels|quelles)\b", asked_sentence(text)):
        return None  # "what does that card add?": a number, not yes/no
    if told.unclear:
        return MissingSituation(R.ANCHORING, *ASK_CARDS)
    if told.partial or cells(
        text
    ):  # a card fact or a position not read: no verdict on half a situation
        return None
    target = target_group(text)
    if (
        not told.own
        and target is not None
        and (OWN_NONE.search(text) or {target.colour, target.value} & told.denied_own)
    ):
        return None  # "mon groupe Bleu si je n'ai aucun bleu dans ma grille ?": the group named is denied, no group to join
    if not told.own and target is not None and THEIR_GROUP.search(text):
        return None  # "does my neighbour's blue group score?": the neighbour's own group, not a card joining one of mine
    own = told.own or ((target,) if target else ())
    if not own:
        return MissingSituation(
            R.ANCHORING,
            "Dis-moi quel groupe tu as déjà dans ta propre grille (couleur ou valeur, et combien de cartes).",
            "Tell me which group you already have in your own grid (colour or value, and how many cards).",
        )
    pool = build_pool(told, own)
    result = score(pool)
    return explain_score(pool, result, told, question="join")


COUNTS_IN = re.compile(
    r"\b(?:compter|compte|comptent|count|counts|entrer|entre|aller|va|go|goes|be|etre|faire partie|fait partie|servir|sert|serve|act|jouer|joue)"
    r"\s+(?:(?:dans|in|into|towards?|for|pour|as part of|partie de|part of|with|avec)\b|(?:comme|as|de|en tant que)\s+(?:un |une |a |an )?(?P<colour>"
    + "|".join(
        c
        for c in (
            "rouge",
            "red",
            "vert",
            "verte",
            "green",
            "bleu",
            "bleue",
            "blue",
            "jaune",
            "yellow",
            "shadow",
            "rainbow",
        )
    )
    + r")\b)|"
    + JOINS.pattern
)
AS_WILD = re.compile(
    r"\b(?:joker|wild|wildcard)s?\b|n'importe quel(?:le)? (?:groupe )?couleur|any colou?r(?: group)?|(?:une |an )?autre couleur|another colou?r|other colou?rs?"
)


def _own_card_joins(text: str) -> Interpretation:
    """Whether one of the player's own cards counts in a group of another colour or value of their own grid: non.

    "Dans ma propre grille j'ai deux bleus et un Rainbow, le Rainbow peut compter dans mon groupe bleu ?", "my own
    Shadow, can it go in my red group?", "mon 7 rouge peut compter dans mon groupe de 5 ?": in one's own grid a
    Rainbow or a Shadow is a colour like any other (a Rainbow is a colour joker only from a neighbour's column),
    a card joins a value group only with its value. Also asked with no group told ("un Rainbow dans ma grille
    peut servir de joker de couleur ?"). A Joker, a card of the group's colour or value (then contact in
    Classic mode decides), a neighbour card, or a card whose owner is not said: not this reader.
    """
    asked_words = asked_sentence(text)
    yes_no = (
        _yes_no(text)
        or "?" in asked_words
        and not QUESTION_WORD.search(asked_words)
        and not QUANTITY.search(asked_words)
    )
    if (
        not yes_no
        or NEIGHBOUR.search(text)
        or not MINE.search(text)
        or not COUNTS_IN.search(text)
        and not AS_WILD.search(text)
    ):
        return None
    told = read(text)
    if told.borrowed or told.partial or told.unclear:
        return None
    asked = [
        r
        for r in told.refs
        if not r.neighbour and not r.plural and r.said and r.said in asked_words
    ]
    joins = COUNTS_IN.search(text)
    target = target_group(text)
    if target is None and joins and joins["colour"]:
        target = Mention(2, COLOUR_WORDS[joins["colour"]], None, False)
    if len(asked) != 1 or asked[0].colour in (None, "joker"):
        general = all(
            m.count == 1 and m.value is None and m.colour in ("rainbow", "joker")
            for m in told.mentions
        )
        if (
            general
            and target is None
            and re.search(r"rainbow|arc-en-ciel", text)
            and AS_WILD.search(text)
            and not re.search(r"\d", text)
        ):
            return Verdict(
                R.RAINBOW_OWN,
                "non",
                "Non : dans ta propre grille, le Rainbow est une couleur à part entière et forme son propre groupe ; "
                "il ne devient joker de couleur que depuis la colonne d'un voisin.",
                "No: in your own grid a Rainbow is a colour of its own and forms its own group; it becomes a colour joker "
                "only from a neighbour's column.",
            )
        return None
    card = asked[0]
    if not any(
        m.colour == card.colour and (card.value is None or m.value in (None, card.value))
        for m in told.own
    ):
        return None  # the card asked about is not told in the player's grid
    if target is None:
        if card.colour == "rainbow" and AS_WILD.search(text):
            target = Mention(2, "other", None, False)
        else:
            return None
    other_colour = target.colour is not None and target.colour != card.colour
    other_value = target.value is not None and card.value is not None and target.value != card.value
    if not (other_colour or other_value):
        return None  # a card of the group's colour or value: whether it scores depends on contact, read elsewhere
    if card.colour == "rainbow" and target.colour is not None:
        return Verdict(
            R.RAINBOW_OWN,
            "non",
            "Non : dans ta propre grille, le Rainbow est une couleur à part entière et forme son propre groupe ; "
            "il ne devient joker de couleur (et ne rejoint un autre groupe couleur) que depuis la colonne d'un voisin.",
            "No: in your own grid a Rainbow is a colour of its own and forms its own group; it becomes a colour joker "
            "(joining another colour group) only from a neighbour's column.",
        )
    kind = "couleur" if target.colour is not None else "valeur"
    return Verdict(
        R.GROUP_SIZE,
        "non",
        f"Non : un groupe {kind} réunit des cartes de même {kind} ; dans ta propre grille, une carte "
        f"d'une autre {kind} n'y entre pas (seul un Joker représente n'importe quelle couleur ou valeur).",
        f"No: a {'colour' if kind == 'couleur' else 'value'} group gathers cards of one {'colour' if kind == 'couleur' else 'value'}; "
        "in your own grid a card of another one does not join it (only a Joker stands for any colour or value).",
    )


def _group_scores(text: str) -> Interpretation:
    """ "Mon groupe de rouges, il marque ou pas ?", "do my three greens score?": yes/no, positions unsaid.

    In Discovery/Family mode a group of 2 or more scores wherever its cards lie: "oui", also when
    they are said apart ("in opposite corners, not touching"). In Classic mode (or mode unsaid) it
    scores only if its cards touch by a side: two cards said apart do not ("non"), otherwise the
    positions are asked.
    """
    if not _yes_no(text) or not re.search(
        r"marqu|rapport|compt|scor|count|valid|forme|form", text
    ):  # "scores", "scoring"
        return None
    apart = APART.search(text)
    if NEIGHBOUR.search(text) or cells(text) or TOUCHING.search(text) and not apart:
        return None
    told = read(text)
    if told.borrowed or told.partial or told.unclear:
        return None
    own = [m for m in told.own if m.colour != "joker"]
    target = target_group(text)
    refs = [r for r in told.refs if not r.neighbour and r.plural]
    if target is None and not (
        len(own) == 1 and own[0].count >= 2 and (own[0].colour is None) != (own[0].value is None)
    ):
        return None
    if target is not None and (
        len(own) > 1 or own and (own[0].colour, own[0].value) != (target.colour, target.value)
    ):
        return None  # other cards told too: which group the question means is not sure
    if len(told.refs) > len(refs):
        return None
    if told.mode == "decouverte":
        return Verdict(
            R.DISCOVERY,
            "oui",
            "Oui : en mode découverte/familial, la position ne compte pas ; un groupe d'au moins 2 cartes "
            "de même couleur ou de même valeur marque.",
            "Yes: in discovery/family mode position does not matter; a group of 2 or more cards of one colour or one value scores.",
        )
    if apart:
        if len(own) != 1 or own[0].count != 2:
            return None  # three cards or more said apart: which of them touch is not said
        return Verdict(
            R.CLASSIC_CONTACT,
            "non",
            "Non : en mode classique, les cartes d'un groupe doivent se toucher par un côté ; "
            "ces deux cartes ne se touchent pas (en mode découverte/familial, elles marqueraient).",
            "No: in classic mode a group's cards must touch by a side; these two do not "
            "(in discovery/family mode they would score).",
        )
    mode = "" if told.mode else " Et tu joues en mode classique ou découverte/familial ?"
    mode_en = "" if told.mode else " And are you playing classic or discovery/family mode?"
    return MissingSituation(
        R.CLASSIC_CONTACT,
        "Où sont ces cartes dans ta grille ? En mode classique, un groupe ne marque que si ses cartes "
        "se touchent par un côté (la diagonale ne compte pas)." + mode,
        "Where are those cards in your grid? In classic mode a group scores only if its cards touch by a side "
        "(not diagonally)." + mode_en,
    )


_COUNT_WORD = r"(?:\d+|deux|trois|quatre|cinq|six|two|three|four|five|six)"
IN_GROUP = re.compile(  # "fait partie d'un groupe de verts", "est dans un groupe de deux 4", "is part of a group of 7s", "in my red group"
    r"\b(?:(?:fait|font) partie d(?:'\s*|e\s+|u\s+)|(?:est|is)\s+(?:(?:aussi|also)\s+)?(?:dans|in|part of|member of)\s+|appartient a\s+|belongs to\s+"
    r"|(?:et|and)\s+(?:(?:aussi|also)\s+)?(?:d'\s*|de\s+|dans\s+|in\s+|of\s+|to\s+)?)"
    r"(?:un|une|a|an|mon|ma|my|the|le)\s+"
    rf"(?:(?:groupe|group|paire|pair)\s+(?:de\s+|d'\s*|des\s+|of\s+)?(?:(?P<n>{_COUNT_WORD})\s+)?(?:(?P<c>{'|'.join(sorted(COLOUR_WORDS, key=len, reverse=True))})|(?P<v>\d+))(?:s|x|'s)?"
    rf"|(?:(?P<c2>{'|'.join(sorted(COLOUR_WORDS, key=len, reverse=True))})|(?P<v2>\d+)s?)\s+(?:group|groupe))\b"
)
NOT_IN = re.compile(r"\b(?:ne|n'|pas|not|isn't|no|aucun|aucune|plus|ni|nor)\b")


def _card_in_groups(text: str) -> Interpretation:
    """One card of the player's own grid said to be in a colour group and / or a value group, its points asked
    ("mon vert 4 fait partie d'un groupe de verts et aussi d'un groupe de 4 ... combien il rapporte à lui seul ?"):
    the booklet counts per card, 2 in a colour group, 3 in a value group, both with the cumul ("une carte normale
    peut compter en couleur et en valeur"), whatever the size of each group. Only when every card fact is that
    card and its groups (no neighbour, no other card, no negation), and the group named is of its colour or value."""
    if not HOW_MANY.search(text) or TOTAL.search(text) or NEIGHBOUR.search(text) or _yes_no(text):
        return None
    told = read(text)
    cards = [
        r
        for r in told.refs
        if not r.plural
        and not r.neighbour
        and r.colour not in (None, "joker")
        and r.value is not None
    ]
    if not cards or len({(r.colour, r.value) for r in told.refs}) != 1:
        return None  # no card of the player's named, or several
    card = cards[0]
    if not (
        BY_ITSELF.search(text)
        or ONE_CARD.search(text)
        or re.search(re.escape(card.said), _asking(text))
    ):
        return None
    said = as_player(text)
    kinds, rest = set(), said
    for m in IN_GROUP.finditer(said):
        colour, value = m["c"] or m["c2"], m["v"] or m["v2"]
        if (
            m["n"]
            and m["n"].isdigit()
            and int(m["n"]) < 2
            or NOT_IN.search(said[max(0, m.start() - 12) : m.start()])
        ):
            return None
        if colour and COLOUR_WORDS[colour] == card.colour:
            kinds.add("colour")
        elif value and int(value) == card.value:
            kinds.add("value")
        else:
            return None  # a group of another colour or value: not this card's
        rest = rest.replace(m[0], " ")
    rest = rest.replace(card.said, " ")
    for word in re.findall(rf"\b(?:{'|'.join(COLOUR_WORDS)})\b|\b\d+\b", rest):
        if COLOUR_WORDS.get(word) != card.colour and word != str(card.value):
            return None  # another card fact: not read here
    if not kinds or NOT_IN.search(re.sub(r"\ba lui seul\b|\bn'importe\b", " ", rest)):
        return None
    points = (2 if "colour" in kinds else 0) + (3 if "value" in kinds else 0)
    groups_fr = " et ".join(
        g
        for g, k in (
            ("un groupe couleur (2 points)", "colour"),
            ("un groupe valeur (3 points)", "value"),
        )
        if k in kinds
    )
    groups_en = " and ".join(
        g
        for g, k in (("a colour group (2 points)", "colour"), ("a value group (3 points)", "value"))
        if k in kinds
    )
    rule = R.CUMUL if len(kinds) == 2 else R.GROUP_POINTS
    return Verdict(
        rule,
        points,
        f"Cette carte de ta grille compte dans {groups_fr} : {points} points à elle seule.",
        f"That card of your grid counts in {groups_en}: {points} points on its own.",
    )


COUNTS_CARDS = re.compile(
    r"\b(?:combien|how many|nombre)\s+(?:de\s+|d'|of\s+)?(?:(?:\w+\s+)?(?:cartes?|cards?)|joueurs?|players?)\b"
)


def _score(text: str) -> Interpretation:
    if not HOW_MANY.search(text):
        return None
    asked = asked_sentence(text)
    if COUNTS_CARDS.search(asked) and not re.search(
        r"points?|\bpts\b|\bscore|marqu|rapport|\bworth\b|\bvau", asked
    ):
        return None  # "combien de cartes dans le deck si on enlève 2 jokers ?": a count of cards, not a score
    told = read(text)
    if told.unclear or not any(
        m.colour or m.value is not None for m in told.mentions
    ):  # "6 cartes", "9 cards": no card told
        if told.unclear or re.search(
            r"\bj'ai\b|ma grille|\bi have\b|my grid|mon score|my score|\bme rapporte|\bje (?:marque|fais|gagne|totalise)\b|\bon (?:marque|fait)\b|\bdo i\b|\bi (?:score|get|make)\b",
            text,
        ):
            return MissingSituation(R.GROUP_POINTS, *ASK_CARDS)
        return None
    if told.partial or _yes_no(text):  # half a situation read, or a yes/no question: never a number
        return None
    if any(
        not m["n"] and re.match(r"fai|fon|est|is|app|bel", m[0]) for m in IN_GROUP.finditer(text)
    ):
        return (
            None  # "fait partie d'un groupe de verts": a group of unsaid size, its cards not read
        )
    if told.borrowed and not told.own and not _nothing_to_join(text, told):
        return MissingSituation(
            R.ANCHORING, *ASK_CARDS
        )  # neighbour cards told, the player's own grid not
    if (
        cells(text)
        and told.mode != "decouverte"
        and not ((placed := _placed_cards(text, told)) and _connected(placed))
    ):
        return None  # positions told that the reading cannot place: contact in classic mode unknown
    pool = build_pool(told)
    result = score(pool)
    if not TOTAL.search(text):
        part = _part(text, told, pool, result)
        if part is not None:
            return part or None
    one_card = ONE_CARD.search(text) and not TOTAL.search(text)
    added = (
        ADDED.search(_asking(text)) or one_card
    ) and told.borrowed  # "un rouge de plus chez mon voisin" is a card
    if one_card and not told.refs and sum(m.count for m in told.borrowed) > 1:
        return None  # "il m'apporte combien ?" with several neighbour cards: which one is not said
    if added:
        alone = build_pool(Told(told.own, told.mode, told.apart))
        return explain_score(pool, result, told, question="added", base=score(alone))
    return explain_score(pool, result, told, question="total")


BY_ITSELF = re.compile(
    r"\ba (?:lui|elle) (?:tout |toute )?seule?\b|\bpar (?:lui|elle)-?meme\b|\bon (?:its|their) own\b|\bby itself\b|\bindividuellement\b|\balone\b"
)


def _part(text: str, told: Told, pool: Pool, result: Score) -> Verdict | Literal[False] | None:
    """The points of one card or one group when the question asks for that part, not the total.

    One card said again ("combien rapporte mon 7 Bleu à lui tout seul ?", "that red"): a neighbour
    card, what the score loses without it; one of your cards, its 2 points per colour group and 3
    per value group (the explanation says when the score would lose more without it). One group ("mon groupe de 7", "mes
    rouges"): its cards' points plus its neighbour bonus. Returns a Verdict, False when the part
    asked cannot be settled (no verdict, rather than the total), None when no part is asked.
    """
    asked = same_words(_asking(text))
    refs = list(
        dict.fromkeys(r for r in told.refs if r.said in asked)
    )  # a card said in the statement is no question about it
    singular = [r for r in refs if not r.plural]
    with_card = (
        bool(singular)
        and target_group(asked) is not None
        and all(
            re.search(
                rf"\b(?:avec|with|plus|including|y compris|en comptant|counting)\s+{re.escape(r.said)}",
                asked,
            )
            for r in singular
        )
    )
    if with_card:
        singular = []  # "mon groupe jaune avec ce rainbow": the group, that card in it
    if len(singular) > 1:
        return False  # several cards named in the question: which part is asked is not sure
    if len(singular) == 1:
        ref = singular[0]
        if not ref.neighbour and I_SCORE.search(asked):
            return False  # "combien je marque avec mon 7 bleu ?": that card's share or my total, not sure
        slots = [s for s in pool.slots if (s.origin != OWN) == ref.neighbour and ref.names(s.card)]
        gains = {
            result.total - score(Pool(tuple(x for x in pool.slots if x != s), pool.mode)).total
            for s in slots
        }
        shares = {sum(POINTS[g.kind] for g in result.groups if s in g.slots) for s in slots}
        if len(gains) != 1 or len(shares) != 1 or result.double_use:
            return False
        if ref.neighbour:
            return explain_card(pool, result, told, slots[0].card, gains.pop(), own=False)
        return explain_card(
            pool, result, told, slots[0].card, shares.pop(), own=True, loss=gains.pop()
        )
    if BY_ITSELF.search(text) and not NEIGHBOUR.search(text):
        return False  # one card asked "à lui seul", and which one was not read
    named = target_groups(asked)
    if len(named) > 1:  # "le groupe rouge et le groupe des 4 à eux deux": their points added up
        return _groups_together(pool, result, told, named)
    plural = [
        r for r in refs if r.plural and not r.neighbour and (r.colour is None) != (r.value is None)
    ]
    target = target_group(asked) or (
        Mention(2, plural[0].colour, plural[0].value, False) if len(plural) == 1 else None
    )
    if target is None or told.borrowed and ADDED.search(asked):
        return None
    kind, key = (COLOUR, target.colour) if target.colour else (VALUE, target.value)
    groups = [g for g in result.groups if g.kind == kind and g.key == key]
    if len(groups) != 1 or result.double_use:
        return False
    if not with_card and result.total == POINTS[kind] * len(groups[0].slots) + sum(
        BONUS[s.card.kind] for s in groups[0].borrowed
    ):
        return None  # that group is the whole score: the total says it
    return explain_group(pool, result, told, groups[0])


def _groups_together(
    pool: Pool, result: Score, told: Told, named: list[Mention]
) -> Verdict | Literal[False]:
    """Several groups named in a points question: each must be one group of the score, then their points add up
    (a card in two of them counts in both, as the booklet says); otherwise no verdict."""
    groups = []
    for mention in named:
        kind, key = (COLOUR, mention.colour) if mention.colour else (VALUE, mention.value)
        found = [g for g in result.groups if g.kind == kind and g.key == key]
        if len(found) != 1:
            return False
        groups.append(found[0])
    if result.double_use:
        return False
    parts = [explain_group(pool, result, told, g) for g in groups]
    total = sum(group_points(g) for g in groups)  # each part's points, as explain_group counts them
    return Verdict(
        R.CUMUL
        if len({s for g in groups for s in g.slots}) < sum(len(g.slots) for g in groups)
        else R.GROUP_POINTS,
        total,
        " ; ".join(
            re.sub(r"^Ce groupe rapporte \d+ points : ", "", p.explanation).split(" (les autres")[0]
            for p in parts
        ).capitalize()
        + f". Ensemble : {total} points.",
        f"Together those groups score {total} points.",
    )


I_SCORE = re.compile(
    r"\bje (?:marque|gagne|fais|totalise)|\bj'(?:obtiens|ai combien)|\bdo i (?:score|get|make)|\bi (?:score|get|make)\b"
)
ADDED = re.compile(r"ajout|en plus|de plus|supplementaire|\badds?\b|extra|more")
NOT_NAMES = {
    "ouverture",
    "opening",
    "qui",
    "who",
    "le",
    "la",
    "les",
    "et",
    "and",
    "en",
    "au",
    "mode",
    "on",
    "si",
    "if",
    "the",
}
INTENTS = (
    _rank,
    _order,
    _first_give,
    *setup.INTENTS,
    _hand,
    _joker_both,
    _cumul,
    _centre,
    _placed,
    _touching,
    _announce,
    _alone,
    _diagonal,
    _own_card_joins,
    _can_join,
    _group_scores,
    _card_in_groups,
    _score,
)
