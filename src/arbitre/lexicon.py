"""Players' words mapped to the booklets' words, and the games arbitre lacks.

Read from `lexicon.toml` (French synonym groups, English words, other games'
names) and from each game's `[glossary]` in its game.toml (the game's own
English terms: "trick" -> "pli"). The answerability checks use it to tell what a
question counts ("how many buttons" is about "boutons") and which game it names.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from arbitre.textnorm import terms, words

LEXICON_FILE = Path(__file__).with_name("lexicon.toml")


@dataclass
class Lexicon:
    synonyms: dict[str, frozenset[str]] = field(
        default_factory=dict
    )  # stemmed term -> its group's terms
    english: dict[str, frozenset[str]] = field(
        default_factory=dict
    )  # folded English word -> French terms
    glossaries: dict[str, dict[str, frozenset[str]]] = field(
        default_factory=dict
    )  # per game, the same
    other_games: dict[tuple[str, ...], str] = field(
        default_factory=dict
    )  # folded words -> name as written

    @classmethod
    def load(
        cls,
        glossaries: dict[str, Iterable[tuple[str, str]]] | None = None,
        path: Path = LEXICON_FILE,
    ) -> Lexicon:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        lexicon = cls()
        for group in data.get("synonyms", {}).get("groups", []):
            stems = frozenset(t for word in group for t in terms(word))
            for stem in stems:
                lexicon.synonyms[stem] = lexicon.synonyms.get(stem, frozenset()) | stems
        lexicon.english = {
            " ".join(words(en)): frozenset(terms(fr)) for en, fr in data.get("english", {}).items()
        }
        for game, pairs in (glossaries or {}).items():
            lexicon.glossaries[game] = {
                " ".join(words(en)): frozenset(terms(fr)) for en, fr in pairs
            }
        lexicon.other_games = {
            tuple(words(name)): name for name in data.get("other_games", {}).get("names", [])
        }
        return lexicon

    def meanings(self, word: str, game: str | None = None, synonyms: bool = True) -> frozenset[str]:
        """The booklet terms a player's word can stand for: its own stem, its synonyms
        (unless `synonyms` is False), its French translation when it is English."""
        key = " ".join(words(word))
        found = set(terms(word))
        tables = [
            self.english,
            *(
                [self.glossaries[game]]
                if game in self.glossaries
                else self.glossaries.values()
                if game is None
                else []
            ),
        ]
        for table in tables:
            # An English plural the table lists in the singular ("rounds" -> "round").
            found |= table.get(key) or (
                table.get(key[:-1], frozenset()) if key.endswith("s") else frozenset()
            )
        for term in list(found) if synonyms else ():
            found |= self.synonyms.get(term, frozenset())
        return frozenset(found)

    def other_game(self, question: str) -> str | None:
        """The name of a game arbitre does not have, when the question names one."""
        tokens = words(question)
        for phrase, name in self.other_games.items():
            n = len(phrase)
            if n and any(tuple(tokens[i : i + n]) == phrase for i in range(len(tokens) - n + 1)):
                return name
        return None
