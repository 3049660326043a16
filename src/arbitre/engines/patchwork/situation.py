"""Reading a Patchwork situation from words: pawn squares, who is on top, counts.

Who is on top is said outright ("son pion est posé sur le mien", "le pion de Léa est posé au-dessus
du mien", "Tom's pawn is on top", "le mien par dessus", "il vient d'arriver", "j'ai mis mon pion par dessus le sien",
"I put my token on top of Tom's"; the other one of a pawn said under: "mon pion est en dessous"; said of both pawns → unknown) or by where a pawn landed ("j'arrive pile sur la case
de Julie", "Tom landed on my square", also after a move: landed_by_move()). Both pawns share a square
when said so ("tous les deux", "nos deux pions sont", "we share a square", "Léa et moi sur la case 17", "ensemble"); two
different squares said with it leave both pawns unread. A square a pawn
moves to is read apart ("donc je passe en 23", "which puts me on 35"): destination(); a move said by both its ends, with the
other pawn said to stand where it ends or not ("mon pion passe de la case 10 à la 13 où il y a déjà celui de Chloé", "I go
from 10 to 13"): from_to(). Pawns placed
only by squares to the end ("2 cases avant la dernière case", "already at the end") or from each
other ("3 squares behind Tom") are read apart too: relative_track().

The last square is read when defined ("la dernière case est la 53", "the track has 53 squares") or
when its number is said beside a pawn on it ("Paul's token is on the last space (space 53)", "il est
en 53, la dernière case"): that pawn stands there, named ("Paul est sur la dernière case") or not
("il est déjà sur la dernière case"), unless denied or only near it ("pas encore", "almost"); a lone
square no pawn took then goes to the other pawn. The last square is also read from the track's end ("the last space
on the time track is 53", "la piste se termine en 53", "la case 53 est la dernière", "il est en 53 sur la dernière case").
Any word for the last square or the track's length that is not read (LAST_SAID, unread_last()) stops a move's verdict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from arbitre.engines.patchwork.phrasing import clauses, has, is_name, numbers, owner, side_numbers
from arbitre.engines.patchwork.state import Side

_LAST_NAME = (
    r"(?:derniere case|case finale|last (?:square|space|spot)|final (?:square|space|spot))"
    r"(?: (?:du|de la|de l|of the|on the|in the|sur le|sur la|dans le|de) (?:plateau (?:chrono|temps)|piste (?:chrono|temps)"
    r"|(?:time|chrono|timer) (?:board|track)|chrono|plateau|track|board|piste))?"
)
# any word for the last square or the track's length: read or not, it bears on a move ("the last space on the time track is 53")
LAST_SAID = (
    r"derniere\b(?! (?:fois|partie|manche|piece|action))|case finale|\blast\b(?! (?:time|night|week|weekend|month|year|turn|game|round"
    r"|patch|action|evening|morning))|\bfinal\b(?! (?:score|total|count|points?))|au bout|the end\b|finish line|fin (?:du|de la|de)"
    r"|end of the|\d+ (?:cases|squares|spaces)(?: au total| en tout| in all| in total)?(?= *(?:[,.;:!?)]|$))"
    r"|(?:piste|plateau|track|chrono|board) (?:\w+ ){0,3}?(?:\w+ (?:cases|squares|spaces)|(?:se termine|s arrete|finit|ends?|stops?"
    r"|goes up to|va jusqu))"
)  # "la piste a 5O cases": its length said, even mistyped
_END_NAME = rf"(?:{_LAST_NAME}|(?:derniere|last one|last) (?:du|de la|de|of the|on the) (?:plateau|chrono|piste|track|board)(?: (?:chrono|temps|time))?|fin (?:du|de la|de) (?:plateau|chrono|piste|track)|end of the (?:time )?(?:track|board)|bout (?:du|de la) (?:plateau|chrono|piste))"
_SQUARE_WORDS = r"(?:(?:la|le|the|case|square|space|spot|n|no|number|numero) )*"
_LAST = (  # the last square defined: "la dernière case est la 53", "last square: 53", "the track has 53 squares"
    rf"{_LAST_NAME}\s*(?:c est |ce sera |est |is |it s |=|:)?\s*{_SQUARE_WORDS}(\d+)"
    r"|(?:piste|plateau|track|chrono) (?:de |of |a |with |has |has got |compte |comporte |fait )?(\d+) (?:cases|squares|spaces)"
    r"|(\d+) (?:cases|squares|spaces) (?:au total|en tout|in all|in total)|(\d{2,}) (?:square|space) (?:track|chrono)"
    # the track said to end there: "la piste se termine en 53", "the track ends at 53", "le chrono va jusqu'à 53"
    r"|(?:piste|plateau|track|chrono|board)(?: (?:chrono|temps|time))? (?:se termine|s arrete|finit|ends?|stops?|goes up to|runs to"
    r"|va jusqu|monte jusqu)(?: (?:a|au|en|at|on|with|sur))?(?: (?:la|le|the|case|square|space))* (\d+)"
    # the square said to be the last: "la case 53 est la dernière", "square 53 is the last one"
    r"|(?:case|square|space|spot) (\d+) (?:est|is|c est) (?:la |the )?(?:derniere|last|final)\b"
)
_CLAUSE_END = r"(?=\s*(?:[.;:,!?)]|$|\b(?:et|and|mais|but|donc|so|alors|then)\b))"
_NAMED_AS = r"(?:qui est|which is|that is|soit|i e|c est a dire|c est)"
_NOT_A_SQUARE = r"(?! (?:boutons?|buttons?|points?|pts|cases?|squares?|spaces?|fois|tours?|times|turns?|de temps|temps|time)\b)"
# The last square's number said beside a pawn standing on it. Said after the place, the number goes and the place stays
# (_on_last reads who stands there): "Paul est sur la dernière case (53)", "on the last space (space 53)", "au bout (case 53)",
# "sur la dernière case, la 53", "on the final square, which is 53", "sur la dernière case 53". Said before it, the place goes
# and the number stays as the pawn's square: "il est en 53 (la dernière)", "on 53, the last square", "53, which is the last square".
_LAST_BESIDE = re.compile(
    rf"(?P<name>{_LAST_NAME}|au bout|the end|the finish)\s*(?:\(\s*{_SQUARE_WORDS}\d+\s*\)"
    rf"|,?\s*{_NAMED_AS} {_SQUARE_WORDS}\d+{_CLAUSE_END}|[,:]\s*{_SQUARE_WORDS}\d+{_CLAUSE_END})"
    rf"|(?P<on>(?:sur|on|at|onto|dans|in|en) (?:la |le |l |the )?{_LAST_NAME}|au bout|at the end)\s+{_SQUARE_WORDS}\d+{_NOT_A_SQUARE}\b"
    rf"|(?P<square>(?<![\w.])\d+)\s*(?:\(\s*(?:la |the )?(?:derniere|last|final)(?: case| square| space| spot| one)?\s*\)"
    rf"|,?\s*{_NAMED_AS} (?:la |the )?{_END_NAME}{_CLAUSE_END}|,\s*(?:la |the )?(?:{_END_NAME}|derniere|last one|final one){_CLAUSE_END}"
    rf"|\s+(?:sur|on|at|en|a|au) (?:la |le |l |the )?{_END_NAME}{_CLAUSE_END})"  # "il est en 53 sur la dernière case", "on 53 at the end of the track"
)
EMPTY_UNIT = r"(?:(?:cases? |squares? |spaces? )?(?:vides?|empty|libres?|non couvertes?|uncovered)|trous?|holes?)"
_ON_LAST = rf"{_LAST_NAME}|au bout|the end|the finish|arrivee"
_COUNTS = (
    r"\d+ (?:boutons?|buttons?|cases? vides?|empty|trous?|holes?|de temps|temps|time|sabliers?)"
)
_PAWN = (
    r"(?:de |d |du )?(?:le mien|le sien|mien|sien|moi|lui|elle|mine|his|hers|theirs|me|him|her"  # the other pawn, "du mien"
    r"|celui (?:de |d )[a-z]{2,}|[a-z]{2,} s\b)"
)
_ARRIVED = (
    r"(?:vien[st] d (?:y )?arriver|(?:est|suis) arrivee? (?:en )?dernier|arrive apres|(?:est|suis) (?:au )?dessus|just arrived"
    r"|(?:arrived|got there|came|came in|got in) (?:last|after|second|2nd)|(?:is|am|m) (?:sitting |now )?on top"
    r"|(?:suis|est) arrivee? (?:en )?(?:second|deuxieme|2e|apres)|(?:est|suis) par dessus|(?:est|suis) sur (?:lui|moi)"
    r"|(?:est |suis |is |am |m )?(?:pose|posee|place|placee|mis|mise|empile|sits?|sitting|placed|stacked|put) "
    rf"(?:sur|par dessus|au dessus|on top of|on|onto|above|over) {_PAWN}|(?:is|am|m|s) (?:right |just )?(?:above|over) {_PAWN}"
    # the place alone, the other pawn left unsaid: "le mien par dessus", "mine on top"
    r"|(?:(?:est|suis|is|am|m|s|sits|sitting) )?(?:par dessus|au dessus|on top|sur le dessus)(?=\s*(?:[.,;:!?)]|$|\b(?:et|and|donc|so)\b)))"
)
# A pawn said to be under the other one ("mon pion est en dessous", "Tom's pawn is under mine"): the other is on top.
_UNDER = (
    r"(?:est|suis|is|am|m|s|sits?|sitting|reste|stays?) (?:\w+ ){0,2}?(?:sous|en dessous|dessous|under|underneath|beneath|below)\b"
    rf"(?: {_PAWN}|(?= *(?:[.,;:!?)]|$)))"
)


_MINE = r"(?:mon|my) (?:pion|pawn|token|marqueur|marker|jeton)"
_HIS = r"(?:son|his|her|their) (?:pion|pawn|token|marqueur|marker|jeton)"
_MOVE = (
    r"\b(?:avancer|avance|avancee|recule|moved?|moves|advanced?|advances|went|gone)\s+(?:(?:up|forward|ahead|mon pion|my pawn)\s+)*"
    r"(?:de |by )?(\d+)(?: (?:cases?|squares?|spaces?|crans?))?\b"
    r"|\b(\d+) (?:cases? )?(?:de temps|temps|time|sabliers?|hourglass(?:es)?)\b"
)


def moved(t: str) -> tuple[Side | None, int, str] | None:
    """A pawn said to move by a number of squares: (whose, how many, the text without it); None if none.

    Whose is None when the clause moving does not say clearly whose pawn it is.
    """
    for clause in clauses(t):
        counts = {
            int(a or b) for a, b in re.findall(_MOVE, clause)
        }  # "une pièce de 4 temps, j'avance de 4"
        if not counts:
            continue
        side = owner(clause) if len(counts) == 1 else None
        return side, max(counts), t.replace(clause, re.sub(_MOVE, " ", clause), 1)
    return None


_GO = (
    r"(?:passe|passes|passer|arrive|arrives|arriver|vais|va|aller|retrouve|tombe|atterris|atterrit|finis|finit|monte|saute|avance"
    r"|avancer|land|lands|landing|end up|ends up|go|goes|going|get|gets|move|moves|moving|jump|jumps|step|steps)"
)
_PUTS = (
    r"(?:(?:ce qui|ca|cela|qui|(?:ma|mon|sa|son|cette|la|le) (?:piece|tuile|patch)(?: de)?)\s+(?P<whom>me|m|le|la|l|lui)\s*(?:met|mets|amene|emmene|place|pose|envoie|fait arriver|fait aller|fait passer)"
    r"|(?:which|that|it|this|(?:my|his|her|their|the|that|this) (?:patch|piece|tile))\s+(?:puts|takes|brings|gets|moves|sends|lands)\s+(?P<whom_en>me|him|her|them))"
)
_DESTINATION = (
    rf"(?:\b{_GO}|{_PUTS})(?: (?!de\b|by\b)[a-z]+){{0,2}}? (?:en|sur|a|au|on|at|to|onto|jusqu a|up to|case|square|space)"
    r"(?: (?:la|le|the|case|square|space|n|no|number))* (\d+)\b(?! (?:cases?|squares?|spaces?|temps|time|boutons?|buttons?))"
)
_CARRIED = (
    r"^(?:(?:donc|alors|puis|ensuite|du coup|so|then|and|et|ce qui|which)\s+)*(?:"
    + _GO
    + r"|"
    + _PUTS
    + r")\b"
)


def clause_side(clause: str) -> Side | None:
    """Whose pawn a clause is about: its pronouns ("je", "il", "my opponent"), or a name it opens on ("Nina achète ...")."""
    side = owner(clause)
    if side is not None:
        return side
    first = re.match(r"(?:(?:donc|alors|puis|ensuite|mais|so|then|but)\s+)*([a-z]{2,})\b", clause)
    return "opponent" if first is not None and is_name(first.group(1)) else None


def destination(t: str) -> tuple[Side | None, int, str] | None:
    """A square a pawn is said to move to: "donc je passe en 23", "ce qui me met case 23", "which takes me to 23",
    "ma pièce m'amène sur la 14", "my patch takes me to 22".

    Returns (whose pawn, the square, the text without that clause); whose is None when not clear. A clause that
    only says where a pawn lands, with no subject ("..., et passe en 25"), is the pawn of the clause before it.
    """
    parts = clauses(t)
    for i, clause in enumerate(parts):
        match = re.search(_DESTINATION, clause)
        if match is None or match.lastindex is None or len(numbers(clause)) != 1:
            continue
        whom = match.group("whom") or match.group("whom_en")
        side = ("me" if whom in ("me", "m") else "opponent") if whom else clause_side(clause)
        if side is None and re.match(_CARRIED, clause) and i > 0:
            side = clause_side(parts[i - 1])
        return side, int(match.group(match.lastindex)), t.replace(clause, " ", 1)
    return None


# A move said by both its ends: "mon pion passe de la case 10 à la 13", "I go from 10 to 13", "je vais de la 20 jusqu'à la 23".
_SPAN_WORDS = r"(?:(?:la|le|l|the|case|square|space|spot|n|no|number|numero) )*"
_SPAN_GO = rf"(?:{_GO}|went|moved|jumped|stepped|passed|advanced|advances|advance|gone|travel(?:s|ed|led)?|bouge|saute|sautee|passee|avancee)"
_FROM_TO = re.compile(
    rf"\b{_SPAN_GO}\b(?: (?!de\b|from\b|depuis\b)[a-z]+){{0,2}}? (?:de|from|depuis) {_SPAN_WORDS}(\d+)"
    rf" (?:a|au|to|jusqu a|jusqu au|until|up to|vers|en|sur|on|onto) {_SPAN_WORDS}(\d+)\b"
)
# The other pawn said to stand on the square reached already: "où il y a déjà celui de Chloé", "où est le pion de Tom",
# "where Tom's pawn already is", "which is where my opponent is", "déjà occupée par Léa". Nothing else may follow.
_WHO_IS_THERE = (
    r"(?P<mine>mon pion|mon jeton|le mien|moi|mine|me|my (?:pawn|token|marker))"
    r"|(?:(?:le |la |celui |celle |the )?(?:pion |jeton |pawn |token |marker )?(?:de |d |du |of ))?"
    r"(?P<theirs>l adversaire|mon adversaire|l autre|my opponent|the other(?: player)?|(?!(?:le|la|mon|my|je|j|i)\b)[a-z]{2,})"
    r"(?: s(?: (?:pawn|token|marker))?)?|(?P<pawn>son pion|le sien|his pawn|her pawn|their pawn|his|hers|theirs)"
)
_WITH_PATCH = (
    r"\b(?:avec|with|grace a|thanks to|using|en prenant|en achetant|by buying|buying)\s+(?:(?:une|un|ma|mon|la|le|a|an|my|the|1)\s+)?"
    r"(?:piece|tuile|patch|tile)(?:\s+(?:de|of|qui coute|that costs|costing))?"
)
_OTHER_THERE = re.compile(
    r"\s*,?\s*(?:(?:qui est |which is |that s )?(?:ou|where|sur laquelle|on which)\s+(?:(?:il y a|se trouve|se tient|est|sits|stands|is)\s+)?"
    r"|(?:qui est |which is |deja |already )*(?:occupee|occupied) (?:par|by) )(?:deja\s+|already\s+|toujours\s+|still\s+)?"
    rf"(?:{_WHO_IS_THERE})(?:\s+(?:est|se trouve|is|s|sits|stands|deja|already|encore|toujours|still))*\s*$"
)


def from_to(t: str) -> tuple[Side | None, int, int, Side | None, str] | None:
    """A pawn said to move from one square to another: (whose, from, to, whose pawn is said to stand on the square reached
    already or None, the text without that clause). "mon pion passe de la case 10 à la 13 où il y a déjà celui de Chloé"
    → ("me", 10, 13, "opponent", …). Whose is None when the clause does not say; None when no such move is said, or when
    the clause goes on with words not read after the square reached."""
    parts = clauses(t)
    for i, clause in enumerate(parts):
        match = _FROM_TO.search(clause)
        if match is None or match.lastindex is None:
            continue
        tail, said = clause[match.end() :], [clause]
        there: Side | None = None
        lengths = [
            m.group(0) for m in re.finditer(_MOVE, tail)
        ]  # "… à la 15 avec une pièce de 5 temps": kept, to be checked
        tail = re.sub(_WITH_PATCH, " ", re.sub(_MOVE, " ", tail))
        if (
            not tail.strip() and i + 1 < len(parts) and _OTHER_THERE.match(" " + parts[i + 1])
        ):  # "…à la 13, où est déjà Léa"
            tail = " " + parts[i + 1]
            said.append(parts[i + 1])
        if tail.strip():
            found = _OTHER_THERE.match(tail)
            if (
                found is None
                or found.group("theirs")
                and not (" " in found.group("theirs") or is_name(found.group("theirs")))
            ):
                return None
            there = "me" if found.group("mine") else "opponent"
        side = clause_side(clause[: match.start()]) or owner(clause[: match.start()])
        rest = t
        for part in said:
            rest = rest.replace(part, " ", 1)
        return (
            side,
            int(match.group(match.lastindex - 1)),
            int(match.group(match.lastindex)),
            there,
            f"{' '.join(lengths)} {rest}",
        )
    return None


def says_from_to(t: str) -> bool:
    """Whether a pawn is said to move from one square to another, read or not."""
    return any(_FROM_TO.search(clause) for clause in clauses(t))


def span_mover(t: str) -> str | None:
    """The player named as the one moving from one square to another ("Tom goes from 10 to 13" → "tom")."""
    for clause in clauses(t):
        match = _FROM_TO.search(clause)
        if match is not None:
            first = re.match(
                r"(?:(?:donc|alors|puis|ensuite|mais|so|then|but)\s+)*([a-z]{2,})\b",
                clause[: match.start()],
            )
            return first.group(1) if first is not None and is_name(first.group(1)) else None
    return None


@dataclass(frozen=True)
class Track:
    """What the words say of the Chrono track; None where they say nothing."""

    me: int | None
    opponent: int | None
    on_top: Side | None
    last_square: int | None

    @property
    def complete(self) -> bool:
        return self.me is not None and self.opponent is not None


def last_square(t: str) -> int | None:
    """The last square's number: defined ("la dernière case est la 53") or said beside a pawn on it ("sur la dernière case (53)")."""
    found = [m for m in (re.search(_LAST, t), _LAST_BESIDE.search(t)) if m is not None]
    if not found:
        return None
    match = min(found, key=lambda m: m.start())
    return int(re.findall(r"(?<![\w.])\d+(?![\w])", match.group(0))[0])


def without_last(t: str) -> str:
    """The text without the last square's number: its definition goes; said beside a pawn, the pawn's place stays
    ("Paul est sur la dernière case (53)" → "Paul est sur la dernière case", "il est en 53, la dernière" → "il est en 53")."""
    t = _LAST_BESIDE.sub(lambda m: f" {m['name'] or m['on'] or m['square']} ", t)
    return re.sub(_LAST, " ", t)


_THERE_FIRST = (
    r"(?:est|suis|etait|etais) arrivee? (?:en )?(?:premier|premiere|1er|1re|avant)|arrived first|got there first"
    r"|(?:was|were) there first|(?:etait|etais) (?:deja )?la (?:en )?(?:premier|premiere|avant)|(?:was|were) already there"
)
_THEM = rf"\b(?:il|elle|l autre|adversaire|{_HIS}|le sien|he|she|they|opponent|the other|his|hers)"
_I = rf"\b(?:je|j|i|{_MINE}|le mien|la mienne|mine|moi)"


_NOT_ME = r"(?!(?:je|j|i|moi|me|mon|my)\b)"
_NOT_THEM = r"(?!(?:il|elle|he|she|they|lui|son|sa|his|her|their)\b)"


def _said_of(t: str, placed: str) -> set[Side]:
    """Whose pawn the words say is `placed` (arrived last, or is under): "il ...", "mon pion ...", "le pion de Léa ..."."""
    sides: set[Side] = set()
    if re.search(rf"{_THEM}\s+(?:{_NOT_ME}\w+\s+){{0,3}}?(?:{placed})", t):
        sides.add("opponent")
    if re.search(rf"{_I}\s+(?:{_NOT_THEM}\w+\s+){{0,3}}?(?:{placed})", t):
        sides.add("me")
    for named in re.finditer(
        rf"\b(?:(?:pion|jeton|marqueur|pawn|token|marker) (?:de |d |of )?)?([a-z]{{2,}})(?: s (?:time )?(?:pawn|token|marker))?"
        rf"\s+(?:(?:qui|who|lui|elle|aussi|also|then|ensuite|alors|bien|deja)\s+){{0,2}}(?:{placed})",
        t,
    ):
        if (
            is_name(named.group(1)) and named.group(1) not in ("mien", "mienne")
        ):  # "le pion de Léa est posé sur le mien", "Tom's pawn is on top", "c'est Zoé qui est arrivée en dernier"
            sides.add("opponent")
    return sides


# One pawn said stacked on or under the other, both pawns named, in any order of words: "j'ai mis mon pion par dessus
# le sien", "I put my token on top of Tom's", "le pion de Léa est sous le mien", "his pawn sits under mine".
_MY_PAWN = r"(?:mon (?:pion|jeton|marqueur)|le mien|my (?:pawn|token|marker)|mine)"
_THEIR_PAWN = (
    r"(?:(?:son|sa) (?:pion|jeton|marqueur)|le sien|(?:his|her|their) (?:pawn|token|marker)|his|hers|theirs"
    r"|(?:le |celui |the )?(?:(?:pion|jeton|marqueur|pawn|token|marker) )?(?:de |d |of )(?:l adversaire|mon adversaire|l autre|[a-z]{2,})"
    r"|(?:my |the )?opponent s(?: (?:pawn|token|marker))?|(?:le )?(?:pion|jeton) adverse|[a-z]{2,} s(?: (?:time )?(?:pawn|token|marker))?)"
)
_ON = r"par dessus|au dessus|sur|on top of|on|onto|over|above"
_BELOW = r"en dessous|au dessous|dessous|sous|under|underneath|beneath|below"
_STACKED = re.compile(
    rf"\b(?P<a>{_MY_PAWN}|{_THEIR_PAWN})\s+(?:(?!(?:{_MY_PAWN}|{_THEIR_PAWN}|{_ON}|{_BELOW})\b)\w+\s+){{0,3}}?"
    rf"(?P<rel>{_ON}|{_BELOW})(?: (?:de|du|d|of))?\s+(?P<b>{_MY_PAWN}|{_THEIR_PAWN})(?!\w)"
)


def _stacked(t: str) -> set[Side]:
    """Who is on top, from one pawn said on or under the other with both pawns named ("mon pion par dessus le sien")."""
    sides: set[Side] = set()
    for match in _STACKED.finditer(t):
        a: Side = "me" if re.fullmatch(_MY_PAWN, match["a"]) else "opponent"
        b: Side = "me" if re.fullmatch(_MY_PAWN, match["b"]) else "opponent"
        if a == b or not (a == "me" or b == "me"):
            continue
        named = re.search(
            r"\b(?:de|d|of) ([a-z]{2,})$|^([a-z]{2,}) s\b", match[a == "me" and "b" or "a"]
        )
        if (
            named is not None
            and not is_name(named.group(1) or named.group(2))
            and not re.search(r"adversaire|autre", match.group(0))
        ):
            continue  # "sur la case de départ": no pawn
        sides.add(a if re.fullmatch(_ON, match["rel"]) else b)
    return sides


def on_top(t: str) -> Side | None:
    """Who arrived last on the shared square (so is on top): "il vient d'arriver", "le pion de Léa est posé au-dessus
    du mien", "j'ai mis mon pion par dessus le sien" (_stacked); the other one of the pawn said under ("mon pion est en
    dessous" → "opponent") or of who arrived first ("Bob est arrivé en premier" → "me"). Said of both → None."""
    other: dict[Side, Side] = {"me": "opponent", "opponent": "me"}
    sides = _said_of(t, _ARRIVED) | {other[side] for side in _said_of(t, _UNDER)} | _stacked(t)
    if sides:
        return sides.pop() if len(sides) == 1 else None
    # the subject right before, with only the words that may stand between ("Paul's pawn", "moi qui", "he also"): never
    # a word further back ("me on 52 too but I was there first" is said of "I", not "too")
    first = re.search(
        rf"\b([a-z]+)\s+(?:(?:s|pawn|token|pion|jeton|qui|who|that|also|aussi|bien|deja|already|meme|lui|elle)\s+){{0,2}}"
        rf"(?:{_THERE_FIRST})",
        t,
    )
    if first is not None and (re.fullmatch(_THEM[2:], first.group(1)) or is_name(first.group(1))):
        return "me"
    if first is not None and re.fullmatch(_I[2:], first.group(1)):
        return "opponent"
    return None


# "jarrive" / "jatterris": the elision glued by chat spelling still lands the asker
_LANDS = (
    r"(?:j?(?:arrive|arrivee|arrives|arriver|atterri|atterrie|atterrit|atterris|atterrir)|tombe|tombee|tomber|retrouve|retrouvee"
    r"|m arrete|s arrete|m amene|l amene|me met|le met|landed|land|lands|arrived|arrives|ended up|end up|ends up|stopped"
    r"|stop|stops|got|get|came|come|moved|went|brings me|takes me|took me|puts me|put me"
    # the move said to end there: "I end my move on", "je termine mon déplacement sur", "my move ends on"
    r"|(?:end|ends|ended|finish|finishes|finished|complete|completes|termine|terminer|finis|finit|acheve|acheves)"
    r" (?:my|his|her|their|mon|son|sa|ma) (?:move|movement|turn|deplacement|mouvement|avancee|course)"
    r"|(?:my|his|her|their|mon|son|ma|sa) (?:move|movement|deplacement|mouvement|avancee) (?:ends|ended|finishes|se termine|s arrete|finit))"
)
_ONTO = r"(?:sur|on|onto|at|dans|in|to)\s+(?:(?:exactly|exactement|pile|juste|right|precisement)\s+)?(?:(?:la|le|the|une|a)\s+)?(?:(?:exact|very|precise)\s+)?"
# a pawn standing there "already" / "still" / "now": "la case où se trouve déjà le pion de Léo"
_STILL = r"(?:deja|toujours|encore|actuellement|maintenant|already|still|currently|now)"
# the square named by who stands there, with its noun said or not: "la case où", "là où", "right where"
# a square, with the track it is on said or not: "la case du chrono", "the space on the time track", "the time track square"
_SPOT = (
    r"(?:(?:time|chrono|timer) (?:track |board )?)?(?:case|square|space|spot)(?: chrono)?"
    r"(?: (?:du|de la|de l|sur le|sur la|on the|of the|in the) (?:plateau |piste |time |timer |temps )?"
    r"(?:chrono|temps|plateau|piste|track|board|timer)(?: (?:chrono|temps|time))?)?"
)
_WHERE = rf"(?:{_SPOT} (?:ou|sur laquelle|where)|(?:la |right |exactly |pile )?(?:ou|where))"
_MY_SPOT = (
    r"ma case|mon pion|le mien|moi|mine|me|my (?:space|square|spot|token|pawn|marker)"
    # the square named by the asker standing there: "la case où est le mien", "où je suis", "the space where I am"
    rf"|{_WHERE}\s+(?:(?:est|etait|se trouve|se trouvait|is|was|sits|sat)\s+)?(?:{_STILL}\s+)?(?:le mien|mon pion|mon jeton|moi|mine|my (?:pawn|token|marker))"
    rf"|{_WHERE}\s+(?:je suis|j etais|j y etais|je me trouve|je me trouvais|i am|i m|i was)"
    # the square named by the asker standing on it: "the square I'm on", "la case occupée par mon pion"
    rf"|(?:case|square|space|spot) (?:that |which )?(?:i m|i am|i was) (?:{_STILL} )?(?:on|at)"
    r"|(?:case|square|space|spot) (?:occupee|occupied) (?:par|by) (?:moi|me|mon pion|mon jeton|le mien|my (?:pawn|token|marker)|mine)"
    rf"|(?:meme {_SPOT}|same {_SPOT}) (?:que|as) (?:moi|me|mine|mon pion|mon jeton|le mien|my (?:pawn|token|marker)|my(?! (?:opponent|rival|partner|friend)))\b"
)
_THEIR_SPOT = (
    r"sa case|son pion|le sien|la sienne|lui|him|her|hers|his|theirs|(?:his|her|their) (?:space|square|spot|token|pawn|marker)"
    r"|(?:case|pion|jeton|celui|celle) (?:de |d )(?P<of>l adversaire|mon adversaire|l autre|(?!(?:la|le|les)\b)[a-z]{2,})"
    r"|(?:my |the )?(?:opponent|other player) s|(?P<owner>[a-z]{2,}) s (?:time )?(?:token|pawn|space|square|spot|marker)"
    # the square named by who stands there: "la case où est celui de Zoé", "où il se trouve", "the space where Tom's pawn is"
    rf"|(?:{_WHERE}|{_SPOT} (?:that|which)|{_SPOT} (?:occupee|occupied) (?:par|by))"
    rf"\s+(?:(?:est|etait|se trouve|se trouvait|se tient|se tenait|il y a|il y avait|is|was|sits|sat|stands|stood)\s+)?(?:{_STILL}\s+)?"
    r"(?:(?:le |la |celui |celle |the )?(?:pion |jeton |marqueur |pawn |token |marker )?(?:de |d |du |of )?)?"
    r"(?P<where>l adversaire|mon adversaire|l autre|my opponent|the other|il|elle|he|she|they"
    r"|(?!(?:le|la|mon|ma|my|mien|mine|moi|je|j|i|me|est|is)\b)[a-z]{2,})"
    rf"(?: s (?:pawn|token|marker))?(?:\s+(?:est|etait|se trouve|se trouvait|is|s|sits|stands|are|re|was|were|sat|stood))?(?:\s+{_STILL})?(?:\s+(?:on|at)\b)?(?!\w)"
    # the square named by who is on it: "the square Leo is on", "the space my opponent's pawn is already at"
    r"|(?:square|space|spot) (?P<on>my opponent|the other|he|she|they|(?!(?:i|my|me|mine)\b)[a-z]{2,})(?: s (?:pawn|token|marker))?"
    rf" (?:is|s|are|re|was|were) (?:{_STILL} )?(?:on|at)(?!\w)"
    # the pawn itself, by name: "j'atterris pile sur Léo", "I landed right on Tom"
    r"|(?P<direct>[a-z]{2,})(?=\s*(?:[.,;!?]|$|et\b|and\b|so\b|donc\b|alors\b|du coup\b))"
    rf"|(?:meme {_SPOT}|same {_SPOT}) (?:que |qu |as )"
    r"(?:(?:le |la |celui |celle |the )?(?:pion |jeton |marqueur |pawn |token |marker )(?:de |d |du |of )?)?(?P<as>l adversaire|mon adversaire|l autre|my opponent|the other|[a-z]{2,})"
)
# words that put the pawn beside the other, not on it: never skipped on the way to the square ("I land next to Leo")
_BESIDE = r"next|beside|behind|ahead|front|near|close|past|before|after|cote|derriere|devant|avant|apres|pres|passe|depasse"
_LANDING = re.compile(
    rf"\b{_LANDS}\b(?:\s+(?!(?:{_BESIDE})\b)\w+){{0,4}}?\s+(?:{_ONTO}|(?=(?:la |right |exactly |pile )?(?:ou|where)\b))"
    rf"(?:(?P<mine>{_MY_SPOT})|(?P<theirs>{_THEIR_SPOT}))\b"
)


def _lander(t: str, at: int) -> Side | None:
    """Who the clause says lands, from its words before the landing verb ("il tombe", "Marc atterrit", "je tombe")."""
    subject = t[
        max(t.rfind(mark, 0, at) for mark in ".;!?") + 1 : at
    ]  # "I took a patch, moved 4 and landed": still me
    if re.search(r"\b(?:je|j|i|moi|mon|ma|my|me)\b", subject):
        return "me"
    if re.search(r"\b(?:il|elle|he|she|they)\b", subject):
        return "opponent"
    return clause_side(subject.strip())


def arrival(t: str) -> Side | None:
    """Who just arrived on the other pawn's square, from where the words say it landed (so is on top).

    "j'arrive pile sur la case de Julie", "I landed on Tom's token" → "me"; "Tom landed on my square",
    "il est tombé sur la même case que moi" → "opponent". None when not said, said both ways, or another player is
    said to land on someone else's square ("Marc atterrit sur la case de Léa": the asker is neither).
    """
    sides: set[Side] = set()
    for match in _LANDING.finditer(t):
        if match.group("mine"):
            sides.add("opponent")
            continue
        named = (
            match.group("of")
            or match.group("owner")
            or match.group("as")
            or match.group("where")
            or match.group("direct")
            or match.group("on")
        )
        if named is not None and re.fullmatch(r"il|elle|he|she|they", named):
            named = "l autre"
        if (
            _lander(t, match.start()) == "opponent"
        ):  # "Marc atterrit sur la case de Léa": two others, not the asker
            return None
        if named is None or " " in named or is_name(named):
            sides.add("me")
    return sides.pop() if len(sides) == 1 else None


def landing_name(t: str) -> str | None:
    """The player named as the one landing ("Tom finishes his move on my square" → "tom"), when the words name them."""
    for match in _LANDING.finditer(t):
        before = re.search(
            r"\b([a-z]{2,})\s+(?:(?:a|est|s est|has|just|vient d|vient de|then|alors|puis)\s+)?$",
            t[: match.start()],
        )
        if (
            before is not None
            and is_name(before.group(1))
            and not re.fullmatch(_I[2:], before.group(1))
        ):
            return before.group(1)
    return None


def same_square_name(t: str) -> str | None:
    """The player named as sharing the asker's square: "I'm on the same space of the time board as Max" → "max"."""
    found = re.search(
        rf"(?:meme {_SPOT}|same {_SPOT}) (?:que |qu |as )(?:(?:le |the )?(?:pion |pawn |token )(?:de |d |of )?)?([a-z]{{2,}})\b",
        t,
    )
    return found.group(1) if found is not None and is_name(found.group(1)) else None


def landed_by_move(t: str) -> Side | None:
    """The pawn that moved by a number of squares and so landed on the other's square, with no square said: "I moved
    4 spaces and landed exactly on Anna's space", "pièce de 3 temps, j'avance de 3 et je tombe sur sa case" → "me".

    None when no such landing is said, the move comes after the landing ("then I moved 4 more"), is said of the
    other pawn, or any other number is left (a square, a second move of another length).
    """
    side, landing = arrival(t), _LANDING.search(t)
    moves = list(re.finditer(_MOVE, t))
    if (
        side is None
        or landing is None
        or not moves
        or moves[0].start() > landing.start()
        or numbers(re.sub(_MOVE, " ", t))
    ):
        return None
    if len({int(m.group(1) or m.group(2)) for m in moves}) > 1:
        return None
    clause, move = next((c, m) for c in clauses(t) if (m := re.search(_MOVE, c)) is not None)
    mover = clause_side(clause[: move.start()])  # "Tom moved 2 spaces and landed on my square"
    return side if mover in (None, side) else None


SAME = (
    r"meme case|same (?:square|space|spot)|sur la meme|on the same|tous les (?:deux|2)|toutes les (?:deux|2)|both"
    r"|(?:share|sharing|shared) (?:a|the|one) (?:square|space|spot)|partage(?:ons|ez|nt|r)? (?:la|une) (?:meme )?case"
    r"|(?:nos|les) (?:deux|2) pions (?:sont|se trouvent)|our (?:two |2 )?pawns are"
    r"|(?:on est|nous sommes|sommes|we re|we are) ensemble|together"
)


def _together(t: str) -> bool:
    """ "Léa et moi sur la case 17", "Tom and I are on 9": one square said for both pawns."""
    for match in re.finditer(
        r"\b([a-z]{2,}) (?:et|and) (?:moi|me|i)\b(?: \w+){0,3}? (?:sur|on|at|en|case|square|space)\b"
        r"|\b(?:moi|me) (?:et|and) ([a-z]{2,})\b(?: \w+){0,3}? (?:sur|on|at|en|case|square|space)\b",
        t,
    ):
        if is_name(match.group(1) or match.group(2)) or re.fullmatch(
            r"l adversaire|mon adversaire|my opponent", match.group(1) or ""
        ):
            return True
    return False


# "already on it" said of a pawn right after the last square is named: "la dernière case c'est la 53 et il est déjà dessus"
_ON_IT = (
    r"\b(?:est|suis|sont|is|am|s|m|re|are)\s+(?:(?:deja\s+|already\s+)?(?:dessus|on it)|already there)\b(?!\s+(?:moi|me|mine|le mien|mon))"
    r"|\by\s+(?:est|suis|sont)(?:\s+deja)?\b"
)


def _on_it_is_last(t: str) -> str:
    """ "dessus" / "on it" after the last square is defined reads as standing on it ("... c'est la 53 et mon adversaire est
    déjà dessus" → "... est sur la dernière case"); never with a shared square said, where "dessus" is the pawn on top."""
    found = [m for m in (re.search(_LAST, t), _LAST_BESIDE.search(t)) if m is not None]
    if not found or has(t, SAME):
        return t
    defined = min(found, key=lambda m: m.start())
    head, tail = t[: defined.end()], t[defined.end() :]
    return head + re.sub(_ON_IT, " est sur la derniere case", tail, count=1)


def read_track(t: str) -> Track:
    """Pawn squares per side, the shared square's top pawn and the last square, from the words."""
    last = last_square(t)
    t = _on_it_is_last(t)
    rest = re.sub(r"\b(tous|toutes|les|nos|our) 2\b", r"\1 deux", without_last(t))
    rest = re.sub(_COUNTS, " ", rest)
    rest = re.sub(
        rf"(?<![\w.])\d+ {_SQUARES}", " ", rest
    )  # "le mien 2 cases avant": a distance, never a pawn's square
    sides = side_numbers(rest)
    me, opponent = sides.get("me"), sides.get("opponent")
    together = has(rest, SAME) or _together(rest)
    if together and len(set(numbers(rest))) > 1:  # one square for both, yet two squares said
        me = opponent = None
    elif together:
        shared = me if me is not None else opponent
        if shared is None and len(set(numbers(rest))) == 1:
            shared = numbers(rest)[0]
        me = opponent = shared
    if last is not None and has(rest, _ON_LAST):
        placed = _on_last(rest, last, me, opponent)
        loose = [n for n in numbers(rest) if n not in placed]
        if (
            placed != (me, opponent) and None in placed and len(loose) == 1
        ):  # "je suis sur la dernière case, Paul en 50"
            placed = (
                loose[0] if placed[0] is None else placed[0],
                loose[0] if placed[1] is None else placed[1],
            )
        me, opponent = placed
    return Track(me, opponent, on_top(t) or arrival(t), last)


def unread_last(t: str, track: Track) -> bool:
    """Whether the words speak of the last square (or the track's length) with its number not read: a move read
    without it could go past the end ("the last space on the time track is 53" once missed gave 4 buttons, not 3)."""
    return track.last_square is None and has(t, LAST_SAID)


def squares_said(t: str) -> set[int]:
    """The numbers a text gives as squares: not the last square's number nor counts ("3 boutons", "4 de temps")."""
    return set(numbers(re.sub(_COUNTS, " ", without_last(t))))


_NOT_THERE = r"\b(?:pas|not|n t|never|jamais|presque|almost|nearly|bientot|soon|loin|far|pres|near|close|proche|avant|before|yet)\b"


_OTHER_SUBJECT = r"\b(?:je|j|i|moi|mon|ma|my|il|elle|he|she|they|nous|we)\b"  # "perso je suis sur la dernière case": no name
NAMED_SUBJECT = (
    r"^(?:(?:donc|alors|puis|mais|so|then|but)\s+)*(?:(?:le |la |the )?(?:pion|jeton|marqueur|pawn|token|marker) (?:de |d |of )?)?"
    r"([a-z]{2,})(?: s (?:time )?(?:pawn|token|marker))?"
)


def _stands_on_last(subject: str, t: str) -> re.Match[str] | None:
    """`subject` said on the last square within a few words, not denied nor only near it ("pas encore", "almost")."""
    found = re.search(rf"{subject}\s+(?:\w+\s+){{0,4}}?(?:{_ON_LAST})", t)
    return found if found is not None and not re.search(_NOT_THERE, found.group(0)) else None


def _on_last(
    t: str, last: int, me: int | None, opponent: int | None
) -> tuple[int | None, int | None]:
    """A pawn said to be "on the last square" stands on `last`: "il est déjà sur la dernière case", "Paul's token is
    on the last space" (a clause opening on a name)."""
    named = [_stands_on_last(NAMED_SUBJECT, clause) for clause in clauses(t)]
    if any(
        found is not None
        and is_name(found.group(1))
        and not re.search(_OTHER_SUBJECT, found.group(0)[found.end(1) :])
        for found in named
    ) or _stands_on_last(r"\b(?:il|elle|l autre|adversaire|son pion|he|she|opponent|the other)", t):
        opponent = last if opponent is None else opponent
    if _stands_on_last(r"\b(?:je|j|i|mon pion|my pawn)", t):
        me = last if me is None else me
    return me, opponent


# the asker's pawn by any of its names: "mon pion", "mon pion Chrono", "my time token", "my marker"
_MY_TOKEN = r"(?:mon|my) (?:time |chrono )?(?:pion|jeton|marqueur|pawn|token|marker)(?: chrono| temps| de temps)?"
# the other player's pawn by a possessive or a name: "son pion", "her token", "le pion de Zoé", "Tom s token"
_THEIR_TOKEN = (
    r"(?:(?:son|sa|his|her|their|[a-z]{2,} s) (?:time |chrono )?(?:pion|jeton|marqueur|pawn|token|marker)"
    r"|(?:le )?(?:pion|jeton|marqueur) (?:de |d )[a-z]{2,})(?: chrono| temps| de temps)?"
)


_NOT_PLACED = r"\b(?:pas|plus|not|no|longer|jamais|never|t)\b"


def behind(t: str) -> Side | None:
    """Who the words say is behind: "je suis derrière l'adversaire", "my time token is still behind" → "me".
    A negated place ("je ne suis plus derrière", "I'm not behind") says neither: level pawns are possible."""
    t = re.sub(
        r"\b(?:suis|est|is|s|m|am|are|reste|stays?)\s+(?:\w+\s+){0,2}?(?:derriere|en retard|behind|devant|en avance|ahead|in front)\b",
        lambda m: " " if re.search(_NOT_PLACED, m.group(0)) else m.group(0),
        t,
    )
    if re.search(
        rf"\b(?:suis|{_MY_TOKEN} (?:est|is|s|reste|stays)|i m|i am|je reste|i stay)\s+(?:\w+\s+){{0,2}}?(?:derriere|en retard|behind)",
        t,
    ):
        return "me"
    if re.search(
        rf"\b(?:je suis|{_MY_TOKEN} (?:est|is|s)|i m|i am)\s+(?:\w+\s+){{0,2}}?(?:devant|en avance|ahead|in front)",
        t,
    ):
        return "opponent"
    if re.search(
        rf"\b(?:il est|elle est|l autre est|adversaire est|he s|she s|he is|she is|opponent is|{_THEIR_TOKEN} (?:est|is|s|reste|stays))"
        r"\s+(?:\w+\s+){0,2}?(?:derriere|en retard|behind)",
        t,
    ):
        return "opponent"
    named = re.search(
        r"\b([a-z]{2,}) (?:est|is|reste|stays)\s+(?:\w+\s+){0,2}?(?:derriere|en retard|behind)", t
    )  # "Tom est derrière moi"
    if named is not None and is_name(named.group(1)):
        return "opponent"
    return None


def count(t: str, unit: str) -> int | None:
    match = re.search(rf"(\d+) {unit}", t)
    return int(match.group(1)) if match else None


_SQUARES = r"(?:cases?|squares?|spaces?|crans?)"
_THE_END = (
    r"(?:(?:la |le |l |the )?(?:derniere case|case finale|(?:last|final) (?:square|space|spot|box)|fin|bout|arrivee|end|finish"
    r"|derniere(?=\s*(?:[,.;:!?]|$|\b(?:et|and|mais|but)\b))|last one)"  # "déjà sur la dernière": the square left unsaid
    r"(?: (?:du|de la|of the) (?:chrono|plateau|track|board|piste))?)"
)
_TO_END = re.compile(  # "2 cases avant la dernière case", "à 3 cases de la fin", "2 squares from the end", "1 space short of the last square"
    rf"(?<![\w.])(\d+|une|un|one|a single) {_SQUARES} (?:(?:avant|de|d|from|before|short of|away from|shy of|behind|off|jusqu a|pour (?:arriver a|atteindre)|to|until|till|to reach) ){_THE_END}\b"
)
# the squares to go said with the end left unsaid, right after a pawn placed on the last square ("son pion est sur la
# dernière case, le mien 2 cases avant", "his is at the end, mine 3 squares before it"): read only there
_BEFORE_IT = re.compile(
    rf"(?<![\w.])(\d+|une|un|one|a single) {_SQUARES} (?:avant|plus tot|en arriere|derriere|before|back|behind|short)"
    r"(?: (?:it|that|him|her|lui|elle|la|celle ci|celui ci))?\s*$"
)
_AT_END = re.compile(  # "sur la dernière case", "already at the end", "arrivé au bout"
    rf"\b(?:(?:est|suis|sont|is|am|s|m|deja|already|arrive|arrivee|arrived|reached|atteint|stands?|sits?|sitting)\s+)+"
    rf"(?:(?:sur|on|at|a|au|en|in) )?{_THE_END}\b|\b(?:reached|atteint|a atteint|has reached) {_THE_END}\b"
)
# a pawn said to stand "there" with the place left unsaid, right after the last square was named ("il me reste 2 cases
# avant la dernière case, mon adversaire y est déjà", "I'm 2 squares from the end and Tom is already there")
_THERE = re.compile(
    r"\b(?:y (?:est|suis|sont|etait|arrive|arrivee|se trouve)|(?:est|suis|is|am|s|m|sits?|stands?)(?: deja| already)?"
    r" (?:deja |already )?(?:la bas|dessus|there|on it))\b(?! (?:moi|me|mine|le mien|mon|sur|on|at|en)\b)"
)
_GAP = re.compile(  # "je suis 3 cases derrière lui", "Tom is 4 squares ahead of me", "il a 3 cases d'avance"
    rf"(?<![\w.])(\d+) {_SQUARES} (?P<way>derriere|en retard sur|behind|devant|en avance sur|ahead of|in front of|d avance sur|d avance)\b"
    rf"(?P<whom>(?: (?:l |le |la |mon |ma |my |the |son |sa |his |her )?(?:moi|me|lui|elle|him|her|them|adversaire|opponent|autre|other|pion (?:adverse|de l adversaire)|[a-z]{{2,}}))?)"
)


@dataclass(frozen=True)
class Relative:
    """Pawns placed only relative to each other or to the last square: my squares to go, theirs, or the gap."""

    me_to_end: int | None
    opponent_to_end: int | None
    gap: int | None  # the opponent's square minus mine
    rest: str  # the text without what was read


def says_relative(t: str) -> bool:
    """Whether the words place a pawn by squares to the end or from the other pawn ("à 3 cases de la fin", "2 squares behind")."""
    return _TO_END.search(t) is not None or _GAP.search(t) is not None


_AHEAD = ("devant", "en avance sur", "ahead of", "in front of", "d avance sur", "d avance")


def relative_track(t: str) -> Relative | None:
    """Pawns said away from the last square or from each other, with no square numbers: "mon pion est 2 cases avant
    la dernière case et mon adversaire est déjà sur la dernière case", "I'm 3 squares behind Tom", "il a 3 cases
    d'avance". Right after a pawn said on the last square, the squares to go may leave the end unsaid ("son pion est
    sur la dernière case, le mien 2 cases avant"), never of that same pawn. Each clause goes to the side it names ("mon", "il", a name it opens on), a clause with no subject
    ("... et à 6 cases de la fin") to the one before. None when nothing of the kind is said, a clause does not say
    whose pawn it is, or a pawn is placed twice."""
    to_end: dict[Side, int] = {}
    gap: int | None = None
    rest = t
    said: Side | None = (
        None  # whose pawn the clause before was about: "je suis 3 cases derrière lui et à 6 cases de la fin"
    )
    ended: Side | None = None  # the pawn the clause before placed on the last square
    end_named = False  # whether the clause before placed a pawn some squares before the last square
    for clause in clauses(t):
        distance, at_end, apart = (
            _TO_END.search(clause),
            _AT_END.search(clause),
            _GAP.search(clause),
        )
        if distance is None and apart is None and at_end is None and ended is not None:
            distance = _BEFORE_IT.search(
                clause
            )  # "son pion est sur la dernière case, le mien 2 cases avant"
        if distance is None and apart is None and at_end is None and end_named:
            at_end = _THERE.search(
                clause
            )  # "..., mon adversaire y est déjà": there, the last square just named
        end_named = distance is not None and distance.re is _TO_END
        carried = said if re.match(r"(?:a|at|au|on|sur|deja|already|\d+)\b", clause) else None
        said = clause_side(clause) or carried
        if apart is not None:
            whom = apart.group("whom").strip()
            other = owner(whom) if whom else None
            if other is None and whom and is_name(whom.split()[-1]):
                other = "opponent"
            subject = clause_side(clause[: apart.start()])
            subject = subject or (
                None if other is None else "me" if other == "opponent" else "opponent"
            )
            other = other or (
                None if subject is None else "me" if subject == "opponent" else "opponent"
            )
            if subject is None or subject == other or gap is not None:
                return None
            n = (
                -int(apart.group(1)) if apart.group("way") in _AHEAD else int(apart.group(1))
            )  # how far the subject is behind
            gap = n if subject == "me" else -n
            said = subject
            rest = rest.replace(apart.group(0), " ", 1)
        elif (place := distance or at_end) is not None:
            side = clause_side(clause) or carried
            if side is None or side in to_end:
                return None
            if (
                distance is not None and distance.re is _BEFORE_IT and side == ended
            ):  # "avant" whom? not the pawn said at the end
                return None
            to_end[side] = (
                (int(distance.group(1)) if distance.group(1).isdigit() else 1) if distance else 0
            )
            rest = rest.replace(place.group(0), " ", 1)
        ended = side if at_end is not None and distance is None and apart is None else None
    if not to_end and gap is None:
        return None
    return Relative(to_end.get("me"), to_end.get("opponent"), gap, rest)
