"""Reading each player's result and objective out of an end-of-game question.

A player is referred to as "moi / je suis / j'ai / I'm / my objective" (answered
"toi"), "l'autre / mon adversaire / il est / my opponent / he's" (answered
"l'adversaire"), or by a name: a capitalised word of the original question in a
name position ("Léa est à 14", "Léa 14", "Léa a 9") that is not a common word, so
"pile à 11" is never a player called Pile. The text is cut where the player
referred to changes; each player's pieces must hold exactly one result number once
objectives ("objectif 13"), objective modifiers ("un +2", "=11") and card counts
are taken out. Otherwise the reading is unsure and None is returned: the caller
asks instead of guessing.
"""

from __future__ import annotations

import re
import unicodedata

from arbitre.engines.onze_gagnant.play import Line

ME = r"\bmoi\b|\bje suis\b|\bj'ai\b|\bj'en suis\b|\bmon (?:objectif|resultat|score|total)\b|\bi'm\b|\bi am\b|\bi have\b|\bi've\b|\bmy (?:objective|target|result|score|total)\b|\bme\b"
OPPONENT = (r"\bl'autre\b|\b(?:mon |l'|my |the )?(?:adversaire|opponent)\b|\blui\b|\b(?:il|elle) (?:est|a|fait)\b|\bthe other\b"
            r"|\b(?:he|she)(?:'s| is| has)\b|\b(?:son|sa) (?:objectif|resultat|score)\b|\b(?:his|her) (?:objective|target|result|score)\b")
NOT_NAMES = {
    "la", "le", "les", "moi", "toi", "lui", "elle", "il", "je", "j'ai", "qui", "who", "pile", "pioche", "plus",
    "objectif", "objective", "cote", "mon", "ma", "my", "et", "mais", "the", "and", "but", "i", "i'm", "we",
    "apres", "after", "fin", "end", "draw", "deck", "onze", "gagnant", "interdiction", "si", "if", "a", "au",
    "en", "on", "nous", "vous", "tu", "you", "he", "she", "they", "mon", "son", "sa", "donc", "so", "alors",
}
NAME = re.compile(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)(?=\s*:|\s+(?:a|à|est|has|is|at|avec|with|fait|termine|pour|for)\b|\s*:?\s*-?\d)")
MODIFIERS = r"(?:\b(?:un|une|a|an|mon|son|sa|the|his|her|my)\s+[+=-]\s*\d+)|=\s*\d+|\d+\s+(?:cartes?|chiffres?|cards?|numbers?)"


def fold_word(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(c))


def player_names(question: str) -> list[str]:
    """Capitalised words in a name position that are not common words."""
    found = [m[1] for m in NAME.finditer(question) if fold_word(m[1]) not in NOT_NAMES]
    return list(dict.fromkeys(found))


def _references(question: str, text: str) -> list[tuple[int, str]] | None:
    refs = [(m.start(), "toi") for m in re.finditer(ME, text)]
    opponents = [(m.start(), "l'adversaire") for m in re.finditer(OPPONENT, text)]
    named = player_names(question)
    for name in named:
        refs += [(m.start(), name) for m in re.finditer(rf"\b{re.escape(fold_word(name))}\b", text)]
    if named and opponents:
        pronouns = not re.search(r"autre|adversaire|opponent|other", " ".join(m[0] for m in re.finditer(OPPONENT, text)))
        if len(named) != 1 or not pronouns:
            return None  # "il" / "l'autre" next to named players: whose is it?
        opponents = [(start, named[0]) for start, _ in opponents]  # "Nina ... elle est à 13": Nina
    return sorted(refs + opponents)


def read_players(question: str, text: str, objective_pattern: str) -> list[Line] | None:
    """Each player's Line (result, objective); None when a player's numbers are unclear."""
    common = shared_objective(text, objective_pattern)
    text = re.sub(SHARED_GOAL, lambda m: " " * len(m[0]), text)  # said for all: no one's piece
    refs = _references(question, text)
    if not refs:
        return None
    pieces: dict[str, str] = {}
    for i, (start, who) in enumerate(refs):
        end = next((s for s, w in refs[i + 1:] if w != who), len(text))
        if i and refs[i - 1][1] == who:
            continue
        pieces[who] = pieces.get(who, "") + " " + text[start:end]
    lines = [_line(who, piece, objective_pattern, common) for who, piece in pieces.items()]
    return None if len(lines) < 2 or None in lines else lines


SHARED_GOAL = (r"(?:on a|nous avons|we (?:all |both )?have|we've (?:all |both )?got)\s+(?:tous|toutes|all|both)?\s*(?:les\s+\d\s+)?"
               r"(?:un |une |an? )?(-?\d+)\s+(?:comme|pour|as|for)\s+(?:(?:notre|our)\s+)?(?:objectif|objective|target|goal)")


def shared_objective(text: str, objective_pattern: str) -> int:
    """The objective said once for everyone ("on a tous 11 comme objectif"), else 11."""
    said = re.search(SHARED_GOAL, text)
    if said:
        return int(said[1])
    shared = re.search(rf"(?:we both|both of us|we all|tous (?:les )?(?:deux|2)|nous (?:avons|deux)|on a tous|chacun)[^.;?]*?(?:{objective_pattern})", text)
    return int(next(g for g in shared.groups() if g)) if shared else 11


def _line(who: str, piece: str, objective_pattern: str, common: int) -> Line | None:
    objectives = [int(next(g for g in m.groups() if g)) for m in re.finditer(objective_pattern, piece)]
    rest = re.sub(MODIFIERS, " ", re.sub(objective_pattern, " ", piece))
    results = [int(n) for n in re.findall(r"(?<![\w+=-])-?\d+(?![\w])", rest)]
    if len(results) != 1 or len(set(objectives)) > 1:
        return None
    return Line(plus=(results[0],), objective=objectives[0] if objectives else common, name=who)
