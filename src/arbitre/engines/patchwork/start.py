"""Who starts: whoever last used a needle, read from when each player says they did.

"Paul a recousu un bouton la semaine dernière, moi je me suis servi d'une aiguille hier soir" → toi.
Sewing in any form counts as using a needle (coudre, recoudre, couture, broder, tricoter, sew,
stitch, knit). Each time said is a span of days ago ("hier soir" 0.8 to 1, "la semaine dernière" 2 to
14, "il y a 3 jours", "two weeks ago", "jamais" / "never" endless); the player whose span ends before
every other's begins is the last one. Each clause's time goes to the player it names ("moi", "je",
"Paul", "elle" for the player just named), or to the player of the clause before when it names none
("Paul a cousu un bouton, c'était hier"). A player named with no time, a time with no player, spans
that overlap ("hier" against "hier soir") or a single player's time make it ask: a stated fact
left unread never lets the general rule answer. A denied use with a duration ("pas touché une aiguille depuis des
mois", "I haven't sewn in weeks", vague "des mois" / "a few weeks" / "longtemps" included) is a last use at least that
long ago; denied with no duration ("Paul n'a pas cousu hier") it says nothing of when, so it asks. "C'est Paul qui
a cousu" names Paul; "ma copine", "my brother" (any kin or friend after "mon/ma/my") is the other player.
"""

from __future__ import annotations

import math
import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.phrasing import ME, clauses, has, is_name, leading_name

SEWING = (
    r"aiguilles?(?! d une montre)|needles?|cousu|cousue|coudre|couds|coud|cousais|cousait|recousu|recoudre|recouds|couture"
    r"|brode|broder|brodais|brodait|tricote|tricoter|tricotais|tricotait|reprise|repriser|ourlet|sew|sews|sewed|sewn|sewing"
    r"|stitch|stitched|stitching|knit|knitted|knitting|embroider|embroidered|darned|mended|hemmed"
)
_WORD_NUMBERS = {
    "un": 1,
    "une": 1,
    "a": 1,
    "an": 1,
    "one": 1,
    "deux": 2,
    "two": 2,
    "trois": 3,
    "three": 3,
    "quatre": 4,
    "four": 4,
    "cinq": 5,
    "five": 5,
    "six": 6,
    "sept": 7,
    "seven": 7,
    "huit": 8,
    "eight": 8,
    "dix": 10,
    "ten": 10,
    "quinze": 15,
}
_UNITS = (
    (r"minutes?|min|heures?|hours?|h", 1 / 24, 0.5 / 24),
    (r"jours?|days?", 1, 0.5),
    (r"semaines?|weeks?", 7, 3.5),
    (r"mois|months?", 30, 15),
    (r"ans?|annees?|years?", 365, 180),
)
_NUMBER = r"\d+|" + "|".join(_WORD_NUMBERS)
# spans of days ago, the more precise first (tried in order, each match removed)
_SPANS: tuple[tuple[str, float, float], ...] = (
    (r"avant hier|day before yesterday", 1.7, 2.7),
    (r"hier (?:au )?soir|last night|yesterday (?:evening|night)", 0.6, 1.0),
    (r"hier (?:au )?matin|yesterday morning", 1.2, 1.6),
    (r"hier (?:a )?midi|hier apres midi|yesterday afternoon", 1.0, 1.4),
    (r"hier|yesterday", 0.6, 1.7),
    (r"a l instant|a l heure|tout juste|juste avant|just now|a moment ago|a minute ago", 0.0, 0.05),
    (r"ce matin|this morning", 0.3, 0.6),
    (r"cet apres midi|ce midi|this afternoon|at lunch", 0.1, 0.4),
    (r"ce soir|tonight|this evening", 0.0, 0.2),
    (r"tout a l heure|tantot|earlier today|plus tot aujourd hui|aujourd hui|today", 0.0, 0.6),
    (r"cette semaine|this week", 0.0, 7.0),
    (
        r"(?:la |last )?week end dernier|last weekend|(?:la )?semaine (?:derniere|passee)|last week",
        2.0,
        14.0,
    ),
    (r"ce mois ci|this month", 0.0, 31.0),
    (r"(?:le )?mois (?:dernier|passe)|last month", 14.0, 62.0),
    (r"cette annee|this year", 0.0, 366.0),
    (r"(?:l |l )?(?:an|annee) (?:derniere?|passee?)|last year", 60.0, 730.0),
    (r"jamais|never|not once|pas une seule fois", math.inf, math.inf),
)
_ASK = MissingSituation(
    R.FIRST_PLAYER,
    "Dis-moi quand chacun de vous s'est servi d'une aiguille pour la dernière fois.",
    "Tell me when each of you last used a needle.",
)
_RIVAL = (
    r"adversaire|opponent|rival|rivale|partner|partenaire|voisin|voisine|pote|buddy|friend|ami|amie|copain|copine|cousin|cousine"
    r"|femme|mari|wife|husband|soeur|frere|sister|brother|mere|pere|mom|mum|mother|dad|father|girlfriend|boyfriend|coloc|roommate"
    r"|fils|fille|son|daughter|grand mere|grandma|collegue|colleague|cheri|cherie|chum|mate"
)
_OTHER = r"\b(?:il|elle|lui|he|she|him|her|l autre|the other|mon adversaire|my opponent|adversaire|opponent)\b"


_AGO = (
    r"il y a|y a|voila|depuis|ca fait|cela fait"  # "il y a 3 jours", "ça fait 2 semaines que ..."
)
_SINCE = rf"{_AGO}|for|in|since|over"  # said with a denial: "pas touché une aiguille depuis des mois", "not in months"
_VAGUE = r"des|plusieurs|quelques|several|a few|few|many|some"  # "des mois", "a few weeks": 2 to 12 of the unit
# a denial of sewing: "je n'ai pas cousu", "I haven't sewn"; "jamais" / "never" are a span of their own
_DENIED = (
    r"\b(?:pas|not|n t|haven t|hasn t|hadn t|didn t|don t|doesn t)\b|\bn (?:\w+ )?plus\b|n t\b"
)
_LONG = r"(?:tres )?longtemps|une eternite|des lustres|des siecles|belle lurette|(?:a )?(?:very )?long time|ages|forever"


def _spans(clause: str) -> tuple[list[tuple[float, float]], str]:
    """The times a clause says, as spans of days ago, and the clause without them.

    A denied use with a duration ("pas touché une aiguille depuis des mois", "I haven't sewn in weeks") is a last use
    at least that long ago: its span has no end. A denied use with no such duration says nothing of when: no span
    is read from it (the caller asks)."""
    found: list[tuple[float, float]] = []
    denied = re.search(_DENIED, clause) is not None and not re.search(
        r"\b(?:jamais|never)\b", clause
    )
    since = re.search(rf"\b(?:{_SINCE})\b", clause) is not None
    lead = _SINCE if denied else _AGO
    for units, days, margin in _UNITS:  # "il y a 3 jours", "two weeks ago", "depuis des mois"
        pattern = rf"\b(?:(?:{lead}) )?(?:({_NUMBER})|(?:{_VAGUE}) ?|(?={units}))(?:\s*)(?:{units})\b(?: ago)?"
        for match in re.finditer(pattern, clause):
            if not re.match(rf"(?:{lead})\b", match.group(0)) and not match.group(0).endswith(
                "ago"
            ):
                continue
            if match.group(1) is None:
                if not re.search(r"(?:s|mois)(?: ago)?$", match.group(0)):
                    continue  # "des" before a unit in the singular: not a number of them
                found.append((max(2 * days - margin, 0.0), 12 * days + margin))
            else:
                n = _WORD_NUMBERS.get(match.group(1)) or int(match.group(1))
                found.append((max(n * days - margin, 0.0), n * days + margin))
        clause = re.sub(
            pattern,
            lambda m: (
                " "
                if re.match(rf"(?:{lead})\b", m.group(0)) or m.group(0).endswith("ago")
                else m.group(0)
            ),
            clause,
        )
    for words, low, high in _SPANS:
        if re.search(rf"\b(?:{words})\b", clause):
            found.append((low, high))
            clause = re.sub(rf"\b(?:{words})\b", " ", clause)
    if re.search(
        rf"\b(?:{_LONG})\b", clause
    ):  # "il y a longtemps", "ça fait une éternité", "ages ago"
        found.append((7.0, math.inf))
        clause = re.sub(rf"\b(?:(?:{lead}) )?(?:{_LONG})\b(?: ago)?", " ", clause)
    if denied:  # "pas depuis des mois": at least that long ago; "pas hier": nothing said of when
        found = [(low, math.inf) for low, _ in found] if since else []
    return found, clause


def _speaker(clause: str, last_name: str | None) -> str | None:
    """Who a clause is about: "me", a player's name, or None when it names nobody."""
    said = re.search(
        r"\b(?:c est|c etait|ce fut|it s|it was|it is) ([a-z]{2,}) (?:qui|who|that)\b", clause
    )  # "c'est Paul qui a cousu"
    name = said.group(1) if said is not None and is_name(said.group(1)) else leading_name(clause)
    first = re.match(r"([a-z]{2,})\b", clause)
    alone = re.fullmatch(
        r"(?:(?:et|and|mais|but|puis|then|pour|for|quant a|as for) )*([a-z]{2,})(?: (?:lui|elle|he|she))?",
        clause,
    )
    if name is None and alone is not None and is_name(alone.group(1)):
        name = alone.group(
            1
        )  # "moi hier soir, Marc il y a 3 semaines": the name alone, its time said beside it
    if (
        name is None
        and first is not None
        and is_name(first.group(1))
        and has(clause, SEWING)
        and not re.search(ME, clause)
    ):
        name = first.group(1)  # "Paul recoud un bouton la semaine dernière"
    if name is not None:
        return name
    if re.search(
        rf"\b(?:mon|ma|my) (?:{_RIVAL})\b", clause
    ):  # "ma copine a tricoté": not the asker
        return last_name or "opponent"
    if re.search(ME, clause):
        return "me"
    if re.search(_OTHER, clause):
        return last_name or "opponent"
    return None


def read_needle_times(t: str) -> Interpretation:
    """Who starts, from when each player last used a needle; None when no needle use is told."""
    told = re.sub(
        r"\b(?:qui (?:commence|joue en premier|debute)|who (?:starts|goes first|plays first))\b",
        " ",
        t,
    )
    if not has(told, SEWING):
        return None
    last: dict[str, tuple[float, float]] = {}
    speaker: str | None = None
    named: str | None = None
    pending: set[str] = set()
    for clause in clauses(told):
        spans, rest = _spans(clause)  # "hier soir c'est Paul qui ...": the time words are no name
        who = _speaker(rest.strip(), named)
        if who is not None:
            speaker = who
            if who not in ("me", "opponent"):
                named = who
        if not spans:
            if who is not None and has(clause, SEWING):
                pending.add(who)
            continue
        if speaker is None or len(spans) > 1 or speaker in last:
            return _ASK  # a time whose player is not said, or two times for one player
        last[speaker] = spans[0]
        pending.discard(speaker)
    if pending or len(last) < 2 or "opponent" in last and len(last) > 2:
        return _ASK
    ordered = sorted(last.items(), key=lambda item: item[1][1])
    (first, (_, first_end)), (_, (second_start, _)) = ordered[0], ordered[1]
    if first_end > second_start or first_end == second_start == math.inf:
        return _ASK  # "hier" against "hier soir": the order is not said
    if first_end == math.inf:
        return _ASK  # nobody ever used a needle
    fr = en = (
        "toi" if first == "me" else ("l'adversaire" if first == "opponent" else first.capitalize())
    )
    if first == "me":
        en = "you"
    elif first == "opponent":
        en = "your opponent"
    return Verdict(
        R.FIRST_PLAYER,
        fr,
        f"Commence celui qui s'est servi d'une aiguille en dernier : {fr}.",
        f"Whoever last used a needle starts: {en}.",
    )
