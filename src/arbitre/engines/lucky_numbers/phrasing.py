"""Reading a player's words: folding, numbers, who owns a number, open questions."""

from __future__ import annotations

import re
import unicodedata

_NUMBER_WORDS = {
    "dix sept": 17, "dix huit": 18, "dix neuf": 19, "zero": 0, "deux": 2, "trois": 3,
    "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "onze": 11,
    "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16, "vingt": 20,
    "two": 2, "three": 3, "four": 4, "five": 5, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}
_WORD_RE = re.compile(
    r"(?<!les )(?<!the )\b(" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")\b"
)


def fold(text: str) -> str:
    """Lower case, no accents, apostrophes and hyphens as spaces, number words as digits."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"['’`\-]", " ", text)
    text = re.sub(r"\s+", " ", text).strip()
    return _WORD_RE.sub(lambda m: str(_NUMBER_WORDS[m.group(1)]), text)


def has(text: str, pattern: str) -> bool:
    """Whether a word-bounded pattern occurs in folded text."""
    return re.search(rf"\b(?:{pattern})", text) is not None


def numbers(text: str) -> list[int]:
    """Every whole number written in the text (ordinals like "2e" are not numbers)."""
    return [int(n) for n in re.findall(r"(?<![\w.])\d+(?![\w])", text)]


ASKS_HOW = (
    r"^(?:comment|pourquoi|c est quoi|qu est ce|quel(?:le)?s?|a quoi|quand|que faire"
    r"|que se passe|que peut on|explique|how|why|what is|what are|what s|what happens|when|which|explain)\b"
)


def asks_how(text: str) -> bool:
    """An open "how / why / what" question rather than a yes/no or numeric one."""
    return re.search(ASKS_HOW, text) is not None


def clauses(text: str) -> list[str]:
    """Pieces of a sentence that usually carry one fact each."""
    return [c.strip() for c in re.split(r"[,;:.?!]| et | and | mais | but | contre | vs ", text) if c.strip()]


_ME = r"\b(?:je|j|moi|mon|ma|mes|me|i|i m|my|mine)\b"
_OPPONENT = (
    r"\b(?:l autre|autre|adversaire|adverse|opponent|lui|elle|il en|elle en|son|sa|ses|sien|sienne"
    r"|his|her|hers|he|she|they|them|their|the other|other player|voisin|voisine)\b"
)


def owner(clause: str) -> str | None:
    """Whose fact a clause states: "opponent" wins over "me" ("mon adversaire a 3")."""
    if re.search(_OPPONENT, clause):
        return "opponent"
    if re.search(_ME, clause):
        return "me"
    return None


def side_numbers(text: str, unit: str = "") -> dict[str, int]:
    """Numbers attributed to "me" and "opponent", one per clause; a lone unowned one fills the gap."""
    found: dict[str, int] = {}
    loose: list[int] = []
    for clause in clauses(text):
        match = re.search(rf"(?<![\w.])(\d+)(?![\w])\s*{unit}", clause) if unit else None
        match = match or re.search(r"(?<![\w.])(\d+)(?![\w])", clause)
        if match is None:
            continue
        side = owner(clause)
        if side is None or side in found:
            loose.append(int(match.group(1)))
        else:
            found[side] = int(match.group(1))
    for side in ("me", "opponent"):
        if side not in found and len(found) == 1 and len(loose) == 1:
            found[side] = loose.pop()
    return found
