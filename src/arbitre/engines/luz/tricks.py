"""Who takes a trick: the cards each player put down, read out of a Luz question.

"celui ayant joué la carte la plus forte remporte le pli". A card is a colour and
a value in either order ("the red 9", "le 12 rouge", "un rouge 4"); it belongs to
the player referred to last before it: a capitalised name of the original
question ("Leo plays the red 9, Mia the red 12"), or the asker ("je pose le 7
vert", "moi le 3 bleu", "I play the blue 5", answered "toi"). The led colour is
said ("Red trick:", "pli rouge", "le pli est en vert", "blue was led"…), else it is
the colour of the card of the player said to lead ("Léa entame avec le 8 bleu"),
else the only colour played. When every player is said to have followed ("tout le monde a
fourni du vert", "everyone followed suit", "que du vert"), a bare value ("je joue le 7, Léo le
12") is a card of the led colour. The highest value wins when it is of the led colour
and no other card equals it; an off-colour card at least as high makes the
reading depend on what the booklet leaves open (an ambiguous verdict saying so).

Guard: every number is a card, every player has exactly one card and every card a
player; a pronoun holding a card ("elle pose le 9"), a colour word outside the
cards and the led colour, two cards of one player, a card said before any player,
fewer than two cards, or two equal highest cards give None.
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.play import Played, strongest_card
from arbitre.engines.luz.standings import NOT_NAMES, _plain

ASKS_TRICK = (
    r"\b(?:qui|who)\b[^?.;]{0,25}(?:remport|gagn|prend|pris|ramass|emport|empoch|\bwins?\b|\bwon\b|\btakes?\b|\btook\b"
    r"|\bgets?\b|\bgot\b|collects?|\bhas\b|\ba\b)|\b(?:quel(?:le)? joueu\w*|which player|whose card)\b"
    r"|(?:remport|gagn|prend|ramass|emport|\bwins?\b|\btakes?\b|\bgets?\b)\w*\s+(?:le |ce |the |this |that )?(?:pli|trick|levee)"
)
TRICK_WORD = r"\bplis?\b|\blevees?\b|\btricks?\b"
ME = r"\bje\b|\bj'|\bmoi\b|\bi\b"
PRONOUN = r"\b(?:il|elle|lui|he|she|him|her|they|ils|elles)\b"
LEADS = r"(?:a |has |d'abord |first )?(?:entame|ouvre|commence|leads?|led|opens|opened|started|starts)\b"
NOT_PLAYERS = {
    "pli",
    "trick",
    "dernier",
    "derniere",
    "last",
    "this",
    "dans",
    "sur",
    "pour",
    "for",
    "couleur",
    "colour",
    "color",
    "lead",
    "led",
    "est-ce",
    "does",
    "do",
    "did",
    "who",
    "qui",
    "quel",
    "quelle",
    "which",
    "ok",
    "alors",
    "bon",
    "donc",
    "so",
    "ensuite",
    "then",
    "premier",
    "first",
    "tour",
    "turn",
    "au",
    "du",
    "des",
}


def trick_winner(
    question: str, text: str, colours: dict[str, str], led_patterns: tuple[str, ...]
) -> Interpretation:
    """The player whose card takes the trick, read from a question naming each player's card; None when unclear."""
    if not (re.search(ASKS_TRICK, text) and re.search(TRICK_WORD, text)):
        return None
    colour = r"(?:" + "|".join(colours) + r")(?:e|s|es)?"
    text = re.sub(
        r"\b(?:pli|trick|levee|donne|hand|round|manche)\s*(?:n°|no\.?|#)?\s*\d+\b", " ", text
    )  # "pli 4": no card
    text = re.sub(
        rf"(?<![\w-])1\s+(?=\d|(?:{colour})\s+\d)", "  ", text
    )  # "un 9 rouge", "un rouge 9": the article
    followed = _all_followed(text, colours, led_patterns)
    if followed is None:
        return None
    text = followed
    card = re.compile(rf"\b({colour})\s+(\d+)\b|(?<![\w-])(\d+)\s+(?:de\s+)?({colour})\b")
    cards = [
        (m.start(), colours[base], int(m[2] or m[3]))
        for m in card.finditer(text)
        if (base := _base(m[1] or m[4], colours)) is not None  # always: `colour` matches its words
    ]
    if len(cards) < 2:
        return None
    names = [_plain(n) for n in re.findall(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\b", question)]
    spelt = {
        _plain(n): n for n in re.findall(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\b", question)
    }  # the name as the question writes it
    names = [
        n
        for n in dict.fromkeys(names)
        if n not in NOT_NAMES and n not in NOT_PLAYERS and _base(n, colours) is None
    ]
    refs = sorted(
        [(m.start(), m.end(), "toi") for m in re.finditer(ME, text)]
        + [(m.start(), m.end(), "?") for m in re.finditer(PRONOUN, text)]
        + [
            (m.start(), m.end(), n)
            for n in names
            for m in re.finditer(rf"\b{re.escape(n)}\b", text)
        ]
    )
    played: dict[str, tuple[str, int]] = {}
    for pos, col, value in cards:
        owner = next((who for start, _, who in reversed(refs) if start < pos), None)
        if owner in (None, "?") or owner in played:
            return None  # a card of no one, of "elle", or a second card of one player
        played[owner] = (col, value)
    if any(n not in played for n in names):
        return None  # a player named without a card
    rest = card.sub(" ", text)
    led = _led(rest, colours, led_patterns)
    if led is None:  # "Léa entame avec le 8 bleu": the leader's card sets the colour
        leaders = {
            who
            for _, end, who in refs
            if who in played and re.match(rf"\s*(?:{LEADS})", text[end:])
        }
        led = played[leaders.pop()][0] if len(leaders) == 1 else None
    if led is None and len({col for col, _ in played.values()}) == 1:
        led = next(iter(played.values()))[0]
    for pattern in led_patterns:
        rest = re.sub(pattern, " ", rest)
    rest = re.sub(
        rf"\b(?:{colour})\s+(?:trick|pli)\b|\b(?:trick|pli)\s+(?:est\s+|is\s+|was\s+)?(?:en\s+|in\s+)?(?:{colour})\b",
        " ",
        rest,
    )
    if re.search(rf"(?<![\w-])\d+(?![\w])|\b(?:{colour})\b", rest):
        return None  # a number or a colour the reader did not place
    if led is None:
        return MissingSituation(
            R.LEAD,
            "Quelle était la couleur demandée dans ce pli (celle de la carte qui l'a entamé) ?",
            "What was the led colour of that trick (the colour of the card that opened it)?",
        )
    hand = [Played(spelt.get(who, who), col, value) for who, (col, value) in played.items()]
    return strongest_card(hand, led)


# Every player followed the led colour: "tout le monde a fourni (du vert)", "tous ont suivi", "que du vert",
# "everyone followed suit", "all played green", "all green".
ALL_FOLLOWED = (
    r"\b(?:tout le monde|tous|toutes|chacun|everyone|everybody|all(?: of us| of them)?|we all|they all|each player)\s+"
    r"(?:(?:a|ont|avons|on|have|has)\s+)?(?:bien\s+)?(?:fourni|suivi|joue|mis|pose|followed|played|put)"
    r"(?:\s+(?:suit|la couleur(?: demandee)?|the (?:led )?colou?r))?(?:\s+(?:du|de la|en|in|with|a|des)?\s*(?P<c>{c})(?:e|s|es)?\b)?"
    r"|\b(?:que|only|all)\s+(?:du |des |de la |en |in )?(?P<d>{c})(?:e|s|es)?\b(?!\s+\d)"
)


def _all_followed(text: str, colours: dict[str, str], led_patterns: tuple[str, ...]) -> str | None:
    """The text with each bare value ("je joue le 7, Léo le 12") made a card of the led colour when every
    player is said to have followed it; the text unchanged when that is not said; None when unclear."""
    colour = r"(?:" + "|".join(colours) + r")"
    said = re.search(ALL_FOLLOWED.format(c=colour), text)
    if not said:
        return text
    rest = text[: said.start()] + " " * len(said[0]) + text[said.end() :]
    led = {colours[c] for c in (said["c"], said["d"], _led(rest, colours, led_patterns)) if c}
    if len(led) != 1:
        return None  # no colour said, or two
    only = led.pop()
    name = next(w for w, c in colours.items() if c == only)
    bare = rf"(?<![\w-])(\d+)\b(?!\s*(?:de\s+)?{colour})"
    coloured = re.compile(rf"\b{colour}(?:e|s|es)?\s+$")  # "le vert 7" already has its colour
    return re.sub(
        bare, lambda m: m[0] if coloured.search(rest[: m.start()]) else f"{m[1]} {name}", rest
    )


def _base(word: str, colours: dict[str, str]) -> str | None:
    """The colour word a folded (possibly plural or feminine) word is: "rouges" → "rouge", "vertes" → "vert"."""
    for ending in ("", "s", "e", "es"):
        if ending and word.endswith(ending) and word[: -len(ending)] in colours:
            return word[: -len(ending)]
        if not ending and word in colours:
            return word
    return None


def _led(text: str, colours: dict[str, str], led_patterns: tuple[str, ...]) -> str | None:
    """The led colour said in words ("Red trick:", "pli rouge", "le pli est en vert", "blue was led"); None when unsaid or two."""
    colour = r"(?:" + "|".join(colours) + r")"
    said = {colours[m[1]] for p in led_patterns for m in re.finditer(p, text)}
    said |= {
        colours[m[1] or m[2]]
        for m in re.finditer(
            rf"\b({colour})\s+(?:trick|pli)\b|\b(?:trick|pli)\s+(?:est\s+|is\s+|was\s+)?(?:en\s+|in\s+)?({colour})\b",
            text,
        )
    }
    return said.pop() if len(said) == 1 else None
