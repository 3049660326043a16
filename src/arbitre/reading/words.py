"""A game's own words, read from corpus/<slug>/reading.toml (data, never code).

[concepts]            label -> words or phrases, French and English
colour.rouge = "rouge rouges red"
trick = ["pli", "levee", "trick"]

[units]               a number just before one of these counts it: "3 plis", "2 billes pari"
trick = "trick"

[heads]               a number just after one of these is its value: "pari de 3", "I bet 3"
bet = "bet"

[weak_heads]          the same, unless a unit follows the number: "j'en ai fait 3"
                      (but "fait 3 plis")
made = "tricks"

[fillers]             words that may stand between a number and what it counts
words = "seul seule de d only single"

[values]              what a concept's words are worth, read by the engine that knows what
"unit.week" = 7.0     the value measures: "when.yesterday" = [0.6, 1.7] (days ago)
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from arbitre.reading.phrases import PhraseTable
from arbitre.settings import project_root

FILE = "reading.toml"


@dataclass(frozen=True)
class GameWords:
    slug: str
    table: PhraseTable
    units: dict[str, str]  # concept label -> the slot a number counting it fills
    heads: dict[str, str]  # concept label -> the slot a number following it fills
    weak_heads: dict[
        str, str
    ]  # a number after these fills their slot unless a unit follows it: "j'en ai fait 3"
    fillers: frozenset[str]
    ignorable: frozenset[str]  # concepts whose numbers never decide ("donne 4", "round 3")
    values: dict[str, object] = field(default_factory=dict)  # concept label -> what it is worth

    def unit(self, label: str) -> str | None:
        """The slot a number counting `label` fills; "colour" covers "colour.rouge"."""
        return (
            self.units.get(label) or self.units.get(label.split(".")[0])
            if "." in label
            else self.units.get(label)
        )


@lru_cache(maxsize=16)
def game_words(slug: str, corpus_dir: Path | None = None) -> GameWords:
    path = (corpus_dir or project_root() / "corpus") / slug / FILE
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    return GameWords(
        slug,
        PhraseTable.from_sections(data.get("concepts", {})),
        dict(data.get("units", {})),
        dict(data.get("heads", {})),
        dict(data.get("weak_heads", {})),
        frozenset(data.get("fillers", {}).get("words", "").split()),
        frozenset(data.get("ignorable", {}).get("concepts", "").split()),
        dict(data.get("values", {})),
    )
