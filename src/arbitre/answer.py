"""The answer object of docs/answer-contract.md, the same for every way of asking.

Field names and meanings are fixed by the contract; fields may be added.
"""

from __future__ import annotations

from pydantic import BaseModel, Field, PrivateAttr


class Source(BaseModel):
    """Where a rule is written: the passage an engine rule implements."""

    game: str
    section: str
    page: str | None
    quote: str


class Citation(BaseModel):
    game: str
    section: str
    page: str | None = Field(description="Booklet page exactly as cited ('3', '1-2'), or null")
    excerpt: str = Field(description="The passage shown to the user")
    quote: str = Field(description="The sentence of the excerpt that answers")
    score: float
    heading: str | None = Field(None, description="The FAQ question, for a FAQ answer")
    passage_id: str = Field("", description="Anchor of the passage on the game's page")


class EngineResult(BaseModel):
    rule: str
    verdict: str | int | None
    explanation: str
    source: Source
    agrees_with_citations: bool
    explanation_en: str = ""
    ambiguous: bool = False
    situation: dict | None = Field(
        None, description="The typed situation decided, as read from the question"
    )
    understood: str | None = Field(
        None, description="One sentence saying what was read: « J'ai compris : … »"
    )
    check: dict | None = Field(
        None, description="The body of POST /api/games/<game>/check that returns the same verdict"
    )


class Answer(BaseModel):
    question: str
    game: str | None
    abstained: bool
    answer: str
    verdict: str | int | None = None
    citations: list[Citation] = Field(default_factory=list)
    engine: EngineResult | None = None
    timing_ms: float = 0.0
    lang: str = "fr"
    candidate_games: list[str] = Field(
        default_factory=list, description="Games the question could be about, when not told"
    )
    asks_for: str | None = Field(
        None, description="What the question must state for the engine to decide"
    )
    id: str | int | None = Field(None, description="The input's id, in --batch mode")
    error: str | None = Field(
        None, description="Why this input could not be answered, in --batch mode"
    )
    # No field of the answer object (never serialised): the facts an ask-back's question did
    # state, as a part of a /check body (`MissingSituation.stated`), which the game page's
    # position board opens on beside the fields asked for.
    _stated: dict | None = PrivateAttr(default=None)

    def stated_position(self) -> dict | None:
        return self._stated

    def with_stated_position(self, stated: dict | None) -> Answer:
        self._stated = stated
        return self


def answer_json(answer: Answer) -> dict:
    """The answer object as the contract writes it: `id` and `error` only when set."""
    data = answer.model_dump(mode="json")
    for optional in ("id", "error"):
        if data.get(optional) is None:
            data.pop(optional, None)
    return data


class AskError(ValueError):
    """A question that cannot be asked (empty, too long, unknown game): a usage error."""

    def __init__(self, message_fr: str, message_en: str, field: str = "question"):
        super().__init__(message_fr)
        self.message_fr, self.message_en, self.field = message_fr, message_en, field

    def message(self, lang: str) -> str:
        return self.message_en if lang == "en" else self.message_fr
