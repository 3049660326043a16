"""French nouns to English, from Debian's FreeDict dictionary (`dict-freedict-fra-eng`).

A booklet is French; players also ask in English ("How many storm cards…"). The five
hand-made games list their English words in game.toml (`[glossary]`); a game added from
its booklet gets its glossary from this dictionary instead: each of the booklet's own
nouns ("tempête") with its English translations ("storm"). Nothing is written by hand.

The dictionary is the dictd file the package installs (`make dictionary`); another path
can be given with ARBITRE_FRA_ENG_DICT. Without it, the glossary stays empty and
`arbitre add-game` says how to install it.
"""

from __future__ import annotations

import gzip
import os
import re
from functools import lru_cache
from pathlib import Path

from arbitre.textnorm import fold

DEFAULT = Path("/usr/share/dictd/freedict-fra-eng.dict.dz")
INSTALL = "sudo apt-get install dict-freedict-fra-eng   (ou : make dictionary)"
# "tempête /tɑ̃pɛt/ <n, fem>": a headword, its pronunciation and its part of speech.
_HEADWORD = re.compile(r"^(?P<word>[^/<>]+?) /[^/]*/ <(?P<pos>[^>]*)>$")
_NUMBERED = re.compile(r"^\d+\.\s*")
_ENGLISH = re.compile(r"^[a-z][a-z-]*(?: [a-z][a-z-]*)?$")  # a word, or two ("water bottle")


def path() -> Path:
    return Path(os.environ.get("ARBITRE_FRA_ENG_DICT", DEFAULT))


def available() -> bool:
    return path().is_file()


@lru_cache(maxsize=2)
def _read(source: Path) -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    """Every noun of the dictionary (folded, lower case) with its English words in order,
    and every headword, whatever its part of speech."""
    opener = gzip.open if source.suffix == ".dz" else open
    with opener(source, "rt", encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    table: dict[str, list[str]] = {}
    headwords: set[str] = set()
    current: list[str] | None = None
    for line in lines:
        head = _HEADWORD.match(line.strip())
        if head:
            is_noun = head.group("pos").split(",")[0].strip() == "n"
            key = fold(head.group("word").strip().lower())
            headwords.add(key)
            current = table.setdefault(key, []) if is_noun else None
            continue
        if current is not None and line.strip():
            for part in _NUMBERED.sub("", line.strip()).split(","):
                english = " ".join(part.strip().lower().split())
                if _ENGLISH.match(english) and english not in current:
                    current.append(english)
    return {key: tuple(words) for key, words in table.items() if words}, frozenset(headwords)


def is_french(word: str) -> bool:
    """The word is also a French headword ("course", "tunnel"): as a player's English word
    it would be read in French questions too."""
    return available() and fold(word.lower()) in _read(path())[1]


def english(word: str) -> tuple[str, ...]:
    """The English words for a French noun, as written or in the singular ("tunnels");
    none when the dictionary is not installed or does not hold the word."""
    if not available():
        return ()
    table = _read(path())[0]
    key = fold(word.lower())
    for form in (key, key[:-1] if key.endswith(("s", "x")) else key):
        if form in table:
            return table[form]
    return ()
