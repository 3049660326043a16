"""A new game's card guessed from its booklet: what `arbitre add-game` writes in game.toml.

Each field is read only where the booklet says it ("2-5 Joueurs", "A partir de 10 ans",
"30 minutes"); a field it does not say stays empty and is listed as to check. The
vocabulary is the booklet's distinctive words: frequent in it, absent from every other
game's passages, so game detection works from the booklet alone. The glossary gives
those words' English translations (`fra_eng`), so an English question finds the game too.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from arbitre import fra_eng
from arbitre.passages import Passage
from arbitre.textnorm import STOPWORDS, terms

VOCABULARY_SIZE = 12
GLOSSARY_WORDS = 30  # the booklet's own nouns given English words
TRANSLATIONS = 2  # a dictionary's first senses; later ones are rarer ("pièce": "certificate")
MIN_COUNT = 3
_PLAYERS = re.compile(r"(?:de\s+)?(\d{1,2})\s*(?:à|a|-|–)\s*(\d{1,2})\s*joueurs", re.IGNORECASE)
_AGE = re.compile(
    r"(?:[àa]\s+partir\s+de\s+(\d{1,2})\s+ans|(\d{1,2})\s*ans\s*(?:et\s*\+|et\s+plus|-\s*adulte|\+))",
    re.IGNORECASE,
)
DETERMINERS = frozenset(
    [
        "le",
        "la",
        "les",
        "l",
        "un",
        "une",
        "des",
        "du",
        "de",
        "d",
        "au",
        "aux",
        "son",
        "sa",
        "ses",
        "leur",
        "leurs",
        "votre",
        "vos",
        "notre",
        "nos",
        "mon",
        "ma",
        "mes",
        "ton",
        "ta",
        "tes",
        "chaque",
        "ce",
        "cet",
        "cette",
        "ces",
    ]
)
# Words (an elided "l'" kept as its own token) and the marks that end a sentence.
_TOKEN = re.compile(r"[^\W\d_]+['’]|[^\W\d_]+(?:-[^\W\d_]+)*|[.!?:]")
_DURATION = re.compile(r"(\d{1,3}(?:\s*(?:à|-|–)\s*\d{1,3})?)\s*min(?:utes)?\b", re.IGNORECASE)


@dataclass(frozen=True)
class Card:
    name: str
    players: str
    age: str
    duration: str
    vocabulary: tuple[str, ...]
    glossary: tuple[tuple[str, str], ...] = ()  # (English word, the booklet's French word)

    def unsure(self) -> list[str]:
        """The fields the booklet did not give, to fill in by hand."""
        return [key for key in ("players", "age", "duration") if not getattr(self, key)]


def guess_card(
    slug: str, passages: list[Passage], others: list[Passage], title: str | None = None
) -> Card:
    """The card of game `slug` from its booklet passages; `others` are the other games' passages."""
    text = "\n".join(f"{p.section}\n{p.text}" for p in passages)
    players = _PLAYERS.search(text)
    age = _AGE.search(text)
    duration = _DURATION.search(text)
    own = distinctive_words(passages, others, GLOSSARY_WORDS)
    glossary = english_glossary(own, _terms_of(others))
    vocabulary = own[:VOCABULARY_SIZE] + [en for en, _ in glossary if " " not in en]
    return Card(
        name=title or slug.replace("-", " ").title(),
        players=f"{players.group(1)}-{players.group(2)}" if players else "",
        age=f"{age.group(1) or age.group(2)}+" if age else "",
        duration=f"{' '.join(duration.group(1).split())} min" if duration else "",
        vocabulary=tuple(dict.fromkeys(vocabulary)),
        glossary=tuple(glossary),
    )


def english_glossary(french: list[str], elsewhere: set[str]) -> list[tuple[str, str]]:
    """(English, French words) pairs for the booklet's own nouns, from the dictionary. An
    English word that is also French ("course") or another game's word ("piece") is left out."""
    found: dict[str, list[str]] = {}
    for word in french:
        for en in fra_eng.english(word)[:TRANSLATIONS]:
            if not set(terms(en)) & elsewhere and not fra_eng.is_french(en):
                found.setdefault(en, []).append(word)
    return [(en, " ".join(words)) for en, words in found.items()]


def _terms_of(passages: list[Passage]) -> set[str]:
    return {t for p in passages for t in terms(f"{p.section} {p.text}")}


def distinctive_words(
    passages: list[Passage], others: list[Passage], size: int = VOCABULARY_SIZE
) -> list[str]:
    """The booklet's own nouns: used at least MIN_COUNT times and never by another game,
    each time after a determiner ("la pioche", "son stock") or capitalised inside a
    sentence (the booklet's terms: "marqueur Sable"), which leaves out verbs, adjectives
    and the names of a copyright line. Forms of one word (singular, plural) count as one."""
    seen_elsewhere = _terms_of(others)
    counts: Counter[str] = Counter()
    spelled: dict[str, Counter[str]] = {}
    for p in passages:
        tokens = _TOKEN.findall(p.text)
        for before, raw in zip([".", *tokens], tokens, strict=False):
            key = next(iter(terms(raw)), "")
            if len(raw) < 4 or not key or raw.lower() in STOPWORDS or key in seen_elsewhere:
                continue
            inner_capital = raw[0].isupper() and before not in ".!?:"
            if before.lower().rstrip("'’") in DETERMINERS or inner_capital:
                counts[key] += 1
                spelled.setdefault(key, Counter())[raw.lower()] += 1
    common = [k for k, n in counts.most_common() if n >= MIN_COUNT]
    return [spelled[k].most_common(1)[0][0] for k in common[:size]]


def pdf_title(path: Path) -> str | None:
    """The document's title from its metadata, when it has a plausible one."""
    try:
        import pypdfium2

        document = pypdfium2.PdfDocument(str(path))
        try:
            title = (document.get_metadata_dict().get("Title") or "").strip()
        finally:
            document.close()
    except Exception:  # unreadable metadata: the name is then guessed from the slug
        return None
    return (
        title
        if 2 <= len(title) <= 60 and not title.lower().endswith((".pdf", ".indd", ".doc"))
        else None
    )


def game_toml(slug: str, card: Card, source: str) -> str:
    """game.toml text for the card, with what to check as comments."""

    def quoted(value: str) -> str:
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'

    vocabulary = ", ".join(quoted(w) for w in card.vocabulary)
    lines = [
        f"# Écrit par arbitre add-game depuis {source} : vérifie chaque champ.",
        f"# Written by arbitre add-game from {source}: check every field.",
        f"name = {quoted(card.name)}",
        "aliases = []",
        f"players = {quoted(card.players)}",
        f"age = {quoted(card.age)}",
        f"duration = {quoted(card.duration)}",
        "# Les mots propres à ce livret, absents des autres jeux (détection du jeu).",
        f"vocabulary = [{vocabulary}]",
        f"source = {quoted(source)}",
    ]
    if card.glossary:
        lines += [
            "",
            "# Les mots anglais des joueurs -> les mots du livret (dictionnaire FreeDict).",
            "[glossary]",
            *(f"{quoted(en)} = {quoted(fr)}" for en, fr in card.glossary),
        ]
    return "\n".join(lines) + "\n"
