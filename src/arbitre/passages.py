"""The unit of retrieval: a passage of a rule document, with where it comes from."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any, Literal

Kind = Literal["faq", "text", "list", "table", "gap"]


@dataclass(frozen=True)
class Passage:
    """A passage that reads well on its own, cited by game, section and page."""

    game: str  # corpus slug
    section: str  # section path: "Les règles en questions" or "Scoring › Mode Classique"
    text: str  # the excerpt shown to the user, page reference included
    page: str | None = None  # as the document cites it: "3", "1-2"; None when it gives none
    heading: str | None = None  # the FAQ question, when the passage is a FAQ answer
    kind: Kind = "text"
    context: str = ""  # words embedded with the passage but not shown (game name, lead-in)
    id: str = ""  # "lucky-numbers-012": stable while the corpus is unchanged
    line: int = 0  # line of the source file where the passage starts

    def numbered(self, index: int) -> Passage:
        return replace(self, id=f"{self.game}-{index:03d}")

    def search_text(self) -> str:
        """What the encoders and BM25 see: context, heading and text."""
        return " ".join(part for part in (self.context, self.heading or "", self.text) if part)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Passage:
        return cls(**data)


def passage_quoting(
    passages: list[Passage] | tuple[Passage, ...], game: str, quote: str
) -> Passage | None:
    """The passage of a game that holds a quote in its text, or else in its section title
    (a table is cited by its heading); whitespace and ** marks ignored."""
    wanted = " ".join(quote.split())
    mine = [p for p in passages if p.game == game]
    in_text = (p for p in mine if wanted in " ".join(p.text.replace("**", "").split()))
    return next(in_text, None) or next((p for p in mine if wanted in p.section), None)
