"""Reading "who wins?" from both players' final counts: buttons, empty squares, the 7x7 tile.

"moi 15 boutons et 3 cases vides, lui 18 boutons et 5 cases vides" → each clause goes
to the side it names, an unnamed clause to the side named just before it; a name alone labels
the counts after it ("me: 18 buttons, 4 empty squares. Hugo: 12 buttons, ..."). Any count or
tile it cannot attribute makes it ask rather than guess. There is one special tile: said to be
one side's, the other side has none; said of both, it asks. Equal scores go to whoever reached
the last square first when the words say it ("Léo est arrivé sur la dernière case avant moi"),
else it asks (tie_break, shared with the readers of final totals and ties). Two named players with the asker
not among them ("Ana a 30 boutons ..., Ben a 20 boutons ...") are answered by name; the asker or an opponent
spoken of besides them makes it ask. The same holds for a tie between two named players ("égalité entre Anna et
Hugo, Anna est arrivée la première"). Who came first is also read from who came "after" / "second" / "en dernier"
("il est arrivé après moi" → toi); "la dernière case" is the place, never the order. An order said with a negation
("Hugo n'est pas arrivé le premier", "she didn't reach it first") is not read: it asks. So is a side's tile said with a
negation after it or a doubt ("la tuile je l'ai pas eue", "I almost got the tile").
"""

from __future__ import annotations

import re

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.phrasing import (
    ME,
    clauses,
    has,
    is_name,
    leading_name,
    negated,
    numbers,
    owner,
    player_names,
)
from arbitre.engines.patchwork.situation import EMPTY_UNIT, count
from arbitre.engines.patchwork.state import final_score, winner

WINS = r"qui gagne|qui a gagne|qui l emporte|qui remporte|qui est (?:le )?gagnant|who wins|who won|who is the winner|winner|vainqueur"
_TILE = r"tuile|tile|bonus|7x7"
_NOBODY = r"personne|aucun de nous|aucun des 2|aucun des deux|ni l un ni l autre|nobody|neither|no one|none of us"
_ASK = (
    "Dis-moi, pour chacun, ses boutons, ses cases vides et qui a la tuile 7x7.",
    "Tell me, for each of you, the buttons, the empty squares and who has the 7x7 tile.",
)
WHO = {"me": ("toi", "you"), "opponent": ("l'adversaire", "your opponent")}
_FIRST = r"(?:en |le |la )?premiere?|first|avant|before"
_ME_SUBJECT = r"\b(?:je|j|i|moi|mon pion|my pawn)\b"
_OTHER_SUBJECT = r"\b(?:il|elle|lui|l autre|adversaire|son pion|he|she|they|opponent|the other)\b"  # "lui est arrivé le premier"
# "Hugo n'est pas arrivé le premier", "she didn't reach it first", "jamais avant moi": the order said negated is not read
_NEGATED_ORDER = (
    r"\b(?:pas|ne|n|jamais|not|never|didn t|didnt|did not|wasn t|wasnt|isn t|hasn t|haven t)\b"
)
_NOT_NAMES = {
    "moi",
    "lui",
    "elle",
    "toi",
    "mon",
    "ma",
    "l",
    "le",
    "la",
    "un",
    "une",
    "the",
    "my",
    "him",
    "her",
    "me",
    "you",
    "a",
    "an",
}


def _rival(t: str) -> str | None:
    """The opponent's name when given: "égalité avec Julie", "tied with Sam", "Paul et moi"."""
    match = re.search(
        r"\b(?:avec|with|contre|against|et|and|(?:score|points) que|score as) ([a-z]{2,})\b", t
    )
    tied = r"egalite|ex aequo|tie|tied|meme score|same score|tous les (?:deux|2)|toutes les (?:deux|2)|both|chacune?|each|partout|apiece"
    if match is not None and match.group(1) not in _NOT_NAMES and has(t, tied):
        return match.group(1)
    names = player_names(t)
    return names[0] if len(names) == 1 else None


def _first_named(t: str) -> str | None:
    """The name opening the clause that says who came first: "Camille est arrivée la première"."""
    names = {leading_name(c) for c in clauses(t) if re.search(rf"\b(?:{_FIRST})\b", c)} - {None}
    return names.pop() if len(names) == 1 else None


def _first_side(t: str, name: str | None) -> str | None:
    """Who reached the last square first: the subject of the clause that says "first" / "before"."""
    other = _OTHER_SUBJECT if name is None else rf"{_OTHER_SUBJECT}|\b{name}\b"
    sides = set()
    for clause in clauses(t):
        first, later = (
            re.search(rf"\b(?:{_FIRST})\b", clause),
            re.search(rf"\b(?:{_LATER})\b", clause),
        )
        said = (
            first or later
        )  # "il est arrivé après moi": the subject came later, so the other one first
        if said is None or first and later:
            continue  # neither, or both: "first" and "after" in one clause say nothing clear
        if re.search(_NEGATED_ORDER, clause):
            return None  # "Hugo n'est pas arrivé le premier": a negated order is not read, it asks
        subjects = [(m.start(), "me") for m in re.finditer(_ME_SUBJECT, clause[: said.start()])]
        subjects += [(m.start(), "opponent") for m in re.finditer(other, clause[: said.start()])]
        if not subjects and name is not None and leading_name(clause) == name:
            subjects = [(0, "opponent")]
        if subjects:
            side = min(subjects)[1]
            sides.add(side if first else "me" if side == "opponent" else "opponent")
    return sides.pop() if len(sides) == 1 else None


_PAIR = (
    r"\b(?:entre|between) ([a-z]{2,}) (?:et|and) ([a-z]{2,})\b"  # "égalité entre Anna et Hugo", "a tie between Ana and Ben"
    r"|\b([a-z]{2,}) (?:et|and) ([a-z]{2,}) (?:sont|ont|finissent|terminent|font|se retrouvent|are|have|finish|finished|end|ended"
    r"|tie|tied|both|tous|toutes|a egalite|ex aequo)\b"
)
_LATER = (
    r"en (?:dernier|derniere)|(?:en |le |la )?(?:second|seconde|deuxieme)|apres|after|later|plus tard|ensuite"
    r"|last(?! (?:square|space|spot|case|one))"
)  # "la dernière case", "the last square" are the place, not the order


def _named_pair(t: str) -> tuple[str, str] | None:
    """Two named players tied, the asker not among them: "égalité entre Anna et Hugo", "Ana and Ben both have 20"."""
    pair = re.search(_PAIR, t)
    if pair is None:
        return None
    names = [name for name in pair.groups() if name]  # one alternative's two groups
    if len(names) == 2 and all(map(is_name, names)) and names[0] != names[1]:
        return names[0], names[1]
    return None


def _pair_first(t: str, pair: tuple[str, str]) -> str | None:
    """Which of two named players reached the last square first: the name opening the clause that says "first" /
    "avant" ("Anna est arrivée la première"), or the other one of the name said "after" / "second"; None if unclear."""
    firsts = set()
    for clause in clauses(t):
        name = leading_name(clause) or next(
            (
                n
                for n in pair
                if re.match(rf"(?:(?:mais|but|puis|then|c est|it was) )*{n}\b", clause)
            ),
            None,
        )
        if name not in pair or re.search(ME, clause):
            continue
        first, later = (
            re.search(rf"\b(?:{_FIRST})\b", clause),
            re.search(rf"\b(?:{_LATER})\b", clause),
        )
        if bool(first) == bool(later):
            continue
        if re.search(_NEGATED_ORDER, clause):
            return None
        firsts.add(name if first else pair[1] if name == pair[0] else pair[0])
    return firsts.pop() if len(firsts) == 1 else None


def tie_break(t: str, total: int | None = None) -> Interpretation:
    """On a tie, whoever reached the last square first wins (named when the question names them).

    Two named players tied with the asker not among them ("égalité entre Anna et Hugo, Anna est arrivée la première")
    are answered by name; the asker spoken of besides them makes it ask."""
    pair = _named_pair(t)
    if pair is not None:
        first = None if re.search(ME, t) else _pair_first(t, pair)
        if first is None:
            return MissingSituation(
                R.TIE_BREAK,
                "Dis-moi qui a atteint la dernière case du Chrono en premier.",
                "Tell me who reached the last Chrono square first.",
            )
        tied, tied_en = (
            (f"Égalité à {total} points", f"Tied on {total} points")
            if total is not None
            else ("Égalité de score", "Tied score")
        )
        return Verdict(
            R.TIE_BREAK,
            first.capitalize(),
            f"{tied} : gagne celui qui a atteint la dernière case en premier, {first.capitalize()}.",
            f"{tied_en}: whoever reached the last square first wins: {first.capitalize()}.",
        )
    name = _rival(t) or _first_named(t)
    side = _first_side(t, name)
    if side is None:
        return MissingSituation(
            R.TIE_BREAK,
            "Dis-moi qui a atteint la dernière case du Chrono en premier.",
            "Tell me who reached the last Chrono square first.",
        )
    fr, en = WHO[side]
    if side == "opponent" and name is not None:
        fr = en = name.capitalize()
    tied, tied_en = (
        (f"Égalité à {total} points", f"Tied on {total} points")
        if total is not None
        else ("Égalité de score", "Tied score")
    )
    return Verdict(
        R.TIE_BREAK,
        fr,
        f"{tied} : gagne celui qui a atteint la dernière case en premier, {fr}.",
        f"{tied_en}: whoever reached the last square first wins: {en}.",
    )


def _label(clause: str) -> str | None:
    """A clause that is only a player's name, the label of the counts after it ("Hugo: 12 buttons")."""
    return clause if re.fullmatch(r"[a-z]{2,}", clause) and is_name(clause) else None


_PRONOUN = r"\b(?:il|elle|lui|son|sa|ses|he|she|him|his|her|hers)\b"


def _segments(t: str) -> dict[str, str] | None:
    """The words about each side, keyed "me", "opponent" or a player's name; None when a number comes
    before any side is named.

    A clause opening on a name ("Lucas 20 boutons", "Ana a 30 boutons"), or only a name ("Hugo : 12 boutons"),
    is that player's; "il" / "she" right after a named player's clause stays with that player.
    """
    found: dict[str, str] = {}
    current: str | None = None
    for clause in (
        part.strip() for c in clauses(t) for part in c.split(" / ")
    ):  # "... pas de tuile / Zoé : 15 boutons"
        name = leading_name(clause) or _label(clause)
        side = name or owner(clause)
        if (
            side == "opponent"
            and current not in (None, "me", "opponent")
            and re.search(_PRONOUN, clause)
            and owner(clause.replace(current, " ")) == "opponent"
            and not has(clause, r"adversaire|opponent|l autre|the other")
        ):
            side = current  # "Ben a 20 boutons, il a 4 cases vides": still Ben
        if side is not None and not has(clause, _NOBODY):
            current = side
        if current is None:
            if numbers(clause):
                return None
            continue
        found[current] = found.get(current, "") + " " + clause
    return found


def _as_duel(
    t: str, segments: dict[str, str]
) -> tuple[dict[str, str], str | None, str | None] | None:
    """The segments keyed "me" / "opponent", with the names to answer by: (segments, my name, opponent's name).

    "moi ... Ana ..." → Ana is the opponent; "Ana ... Ben ..." (the asker not among them) → two named
    players, answered by name. None when the words do not make exactly two sides.
    """
    names = [key for key in segments if key not in ("me", "opponent")]
    if len(segments) != 2:
        return None
    if not names:
        return segments, None, None
    if len(names) == 1:
        other = "me" if "me" in segments else None
        if other is None:
            return None  # "Ana ..., mon adversaire ...": is Ana the asker?
        return {"me": segments["me"], "opponent": segments[names[0]]}, None, names[0]
    if re.search(rf"{ME}|\b(?:adversaire|opponent)\b", t):
        return None  # the asker or an opponent spoken of besides two named players
    return {"me": segments[names[0]], "opponent": segments[names[1]]}, names[0], names[1]


# a negation or a doubt after the tile's name, in its side's words, is not read: "la tuile je l'ai pas eue", "the tile wasn't mine"
_NOT_AFTER = r"\b(?:ne|n|pas|jamais|not|never|isn t|wasn t|didn t|don t|doesn t|haven t|hasn t|hadn t|won t|n t)\b"
_TILE_DOUBT = (
    r"\b(?:almost|nearly|presque|failli|aurai[st]|would have|could have|si j avais|if i had|peut etre|maybe|je crois"
    r"|sai[st]? (?:plus|pas) si|not sure|don t know|perdu|lost|rate|missed)\b"
)


def _tile(t: str, segment: str) -> bool | None:
    """Whether this side has the tile; None when the words do not say clearly."""
    if has(t, rf"(?:{_NOBODY})\s+(?:\w+\s+){{0,3}}?(?:{_TILE})") or not has(t, _TILE):
        return False
    if not has(segment, _TILE):
        return False if re.search(rf"\b(?:j|je|moi|i)\b.{{0,20}}\b(?:{_TILE})", t) is None else None
    if negated(segment, _TILE):
        return False
    named = re.search(rf"\b(?:{_TILE})", segment)
    if named is None:  # the words say the tile only where has() reads it: not clear
        return None
    after = segment[named.end() :]
    if re.search(_NOT_AFTER, after) or re.search(
        _TILE_DOUBT, segment
    ):  # "la tuile, je ne l'ai pas eue", "I almost got the tile"
        return None
    return True


def read_duel(t: str) -> Interpretation:
    """Who wins from both final counts: buttons + 7 with the tile − 2 per empty square."""
    if not has(t, WINS) or not has(t, r"boutons?|buttons?"):
        return None
    t = re.sub(
        r"\b(?:une|un|one|a single) (?=(?:seule |single )?(?:cases?|squares?|spaces?|trous?|holes?)\b)",
        "1 ",
        t,
    )  # "une case vide"
    segments = _segments(t)
    duel = None if segments is None else _as_duel(t, segments)
    if duel is None:
        return MissingSituation(R.FINAL_SCORE, *_ASK)
    segments, my_name, their_name = duel
    tiles = {side: _tile(t, words) for side, words in segments.items()}
    if (
        my_name is not None and tiles["me"] is None
    ):  # "j ... tuile" cannot be about a named player's words
        tiles["me"] = False
    if (
        list(tiles.values()).count(True) == 1
    ):  # one special tile: said to be one side's, the other has none
        tiles = {side: tile is True for side, tile in tiles.items()}
    scores: dict[str, int] = {}
    for seat, words in segments.items():
        buttons, empty, tile = (
            count(words, r"(?:boutons?|buttons?)"),
            count(words, EMPTY_UNIT),
            tiles[seat],
        )
        if (
            buttons is None
            or empty is None
            or tile is None
            or len(numbers(words)) != 2
            or all(tiles.values())
        ):  # both said to have it
            return MissingSituation(R.FINAL_SCORE, *_ASK)
        scores[seat] = final_score(buttons, tile, min(empty, 81))
    me, them = scores["me"], scores["opponent"]
    side = winner(me, them, None)
    if my_name is not None and their_name is not None:  # two named players, not the asker
        if side is None:
            first = _first_named(t)
            if first is None or first not in (my_name, their_name):
                return MissingSituation(
                    R.TIE_BREAK,
                    "Dis-moi qui a atteint la dernière case du Chrono en premier.",
                    "Tell me who reached the last Chrono square first.",
                )
            return Verdict(
                R.TIE_BREAK,
                first.capitalize(),
                f"Égalité à {me} points : gagne celui qui a atteint la dernière case en premier, "
                f"{first.capitalize()}.",
                f"Tied on {me} points: whoever reached the last square first wins: {first.capitalize()}.",
            )
        won, lost = (my_name, their_name) if side == "me" else (their_name, my_name)
        high, low = max(me, them), min(me, them)
        return Verdict(
            R.FINAL_SCORE,
            won.capitalize(),
            f"Score final : {high} pour {won.capitalize()} contre {low} pour {lost.capitalize()} : "
            f"{won.capitalize()} gagne.",
            f"Final score: {high} for {won.capitalize()} against {low} for {lost.capitalize()}: "
            f"{won.capitalize()} wins.",
        )
    if side is None:  # tied: whoever reached the last square first, when the words say it
        return tie_break(t, me)
    fr, en = WHO[side]
    names = {
        named
        for part in clauses(t)
        for c in part.split(" / ")
        if (named := leading_name(c.strip()) or _label(c.strip())) is not None
    }
    if len(names) > 1:  # two named players besides the asker: not a two-player count
        return MissingSituation(R.FINAL_SCORE, *_ASK)
    if side == "opponent" and names:
        fr = en = names.pop().capitalize()
    return Verdict(
        R.FINAL_SCORE,
        fr,
        f"Score final : {me} pour toi contre {them} pour l'adversaire : {fr} gagne.",
        f"Final score: {me} for you against {them} for your opponent: {en} win{'s' if side == 'opponent' else ''}.",
    )
