"""What every game engine provides, and the verdict objects it returns.

An engine models one game's rules from its corpus text alone. Every rule it
enforces is a `Rule` carrying the exact sentence of `corpus/<slug>/rules.md`
that states it; section and page are looked up from the corpus by that quote,
so the verdict and the retrieved excerpt can never disagree on where a rule is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol


class InvalidSituation(ValueError):
    """A state or action that cannot be read (kept apart from an illegal move).

    The message is French and says what is wrong, e.g. "La case 17 n'existe pas
    sur un jardin 4×4."
    """


@dataclass(frozen=True)
class Rule:
    """One rule an engine enforces, tied to the booklet sentence it implements."""

    id: str  # kebab-case, unique within the game: "strictly-increasing"
    game: str  # corpus slug: "lucky-numbers"
    quote: str  # exact text from corpus/<slug>/rules.md (whitespace-insensitive)


def decided_by(check: Callable[[dict, dict], Verdict], situation: Any) -> Verdict:
    """A typed situation's verdict from the game's `check` (the code of POST /check), carrying
    the situation, the exact body that gives it again and what was understood."""
    body = situation.check_body()
    verdict = check(body["state"], body["action"])
    return replace(
        verdict,
        situation=situation.model_dump(mode="json"),
        check=body,
        understood=situation.understood("fr"),
        understood_en=situation.understood("en"),
    )


def ask(french: str, english: str) -> dict[str, Any]:
    """A situation field's ask-back, French and English (its `json_schema_extra`)."""
    return {"ask": french, "ask_en": english}


def ask_for(model: Any, name: str) -> tuple[str, str]:
    """The ask-back, French and English, of a situation's field `name` (given with `ask`)."""
    extra = type(model).model_fields[name].json_schema_extra
    said = extra if isinstance(extra, dict) else {}
    french, english = said["ask"], said["ask_en"]
    if not isinstance(french, str) or not isinstance(english, str):
        raise TypeError(f"the field {name} carries no question to ask")
    return french, english


def general_understood(lang: str, said: str = "") -> str:
    """The "understood" line of a question on a rule in general: the rule itself is cited with
    the answer, and its id is an internal name no player should read."""
    if lang == "en":
        return f"I understood: a general question on the rules, with no position of a game{said}."
    return f"J'ai compris : une question générale sur la règle, sans position de jeu{said}."


@dataclass(frozen=True)
class Verdict:
    """The engine's decision on one question or action."""

    rule: Rule  # the rule that decided
    verdict: str | int | None  # "oui" / "non", a number, a short who/what string
    explanation: str  # French: the concrete situation and why
    explanation_en: str = ""  # the same in English
    ambiguous: bool = False  # the booklet does not settle it; explanation says so
    situation: dict[str, Any] | None = (
        None  # the typed situation decided, as JSON (engines read by arbitre.reading)
    )
    check: dict[str, Any] | None = None  # the /check body that returns this verdict
    understood: str = ""  # "J'ai compris : …"
    understood_en: str = ""


@dataclass(frozen=True)
class MissingSituation:
    """An engine question whose situation is not stated: ask for it, never guess."""

    rule: Rule  # the rule that would decide
    ask_for: str  # French: "Dis-moi les nombres déjà posés dans la ligne."
    ask_for_en: str = ""
    # The facts the question did state, as a part of its situation's /check body
    # (`engines.stated`): what the position board opens on. None when no body can be written.
    stated: dict[str, Any] | None = None


def asked_back(rule: Rule, situation: Any, name: str, model: Any = None) -> MissingSituation:
    """The ask-back for the fact `name` of `situation` (or of its part `model`), with the facts
    stated so far as a /check body: the board opens on them with the asked fact marked."""
    from arbitre.engines.stated import stated_facts

    french, english = ask_for(situation if model is None else model, name)
    return MissingSituation(rule, french, english, stated_facts(situation))


Interpretation = Verdict | MissingSituation | None


class Engine(Protocol):
    """A game engine, as the answering core and the API see it."""

    slug: str
    rules: tuple[Rule, ...]

    def interpret_reading(self, reading: Any) -> Interpretation:
        """Decide a question already read once (an `arbitre.reading.Reading`)."""
        ...

    def interpret(self, question: str) -> Interpretation:
        """Decide a legality / concrete-state question written in French or English.

        None when the question is not one this engine decides (a general
        "how does X work" question): retrieval alone answers it.
        """
        ...

    def check(self, state: dict[str, Any], action: dict[str, Any]) -> Verdict:
        """Decide a structured state + action (the `/api/games/<slug>/check` call).

        Raises InvalidSituation when state or action cannot be read.
        """
        ...

    def schemas(self) -> tuple[type, type]:
        """The pydantic models of `state` and `action`, for validation and OpenAPI."""
        ...


@dataclass(frozen=True)
class GameEngine:
    """An engine assembled from a game's rules, its question reader and its checker."""

    slug: str
    rules: tuple[Rule, ...]
    reader: Callable[[str], Interpretation]
    checker: Callable[[dict[str, Any], dict[str, Any]], Verdict]
    state_model: type
    action_model: type
    # The one reader's path: a Reading -> the game's typed situation -> the rules model's decision.
    situation_reader: Callable[[Any], Interpretation] | None = None

    def interpret_reading(self, reading: Any) -> Interpretation:
        """A question read once (an `arbitre.reading.Reading`), decided through the game's
        situation reader (the text reader when a game has none)."""
        if self.situation_reader is not None:
            return self.situation_reader(reading)
        return self.reader(reading.question)

    def interpret(self, question: str) -> Interpretation:
        """A question as text: read once with the game's words, then the service's path."""
        return self.interpret_reading(read_for(self.slug, question))

    def check(self, state: dict[str, Any], action: dict[str, Any]) -> Verdict:
        return self.checker(state, action)

    def schemas(self) -> tuple[type, type]:
        return self.state_model, self.action_model


def read_for(slug: str, question: str) -> Any:
    """A question read once with a game's words, as the service reads it (an `arbitre.reading.Reading`)."""
    from arbitre.reading import game_words, read

    return read(question).with_game(game_words(slug))


def filled_situation(
    slug: str,
    reading: Any,
    fillers: Mapping[str, Callable[..., Any]],
    runner_up_rules: bool = True,
) -> tuple[Any, Any]:
    """The question read with the game's words, and the situation of the likeliest intent one of
    the game's fillers can fill (None when none can). An intent "kind:detail" has the filler of
    its own name, else that of "kind"; with `runner_up_rules` False, a rule asked in general
    ("rule:…") is taken only as the likeliest intent, never as a runner-up."""
    from arbitre.reading import game_words
    from arbitre.reading.intents import classify

    if not reading.concepts:
        reading = reading.with_game(game_words(slug), reading.vectors)
    for rank, intent in enumerate(classify(slug, reading)):
        if rank and not runner_up_rules and intent.startswith("rule:"):
            break
        filler = fillers.get(intent) or fillers.get(intent.split(":")[0])
        situation = filler(reading, intent) if filler else None
        if situation is not None:
            return reading, situation
    return reading, None


def validated(model: Any, data: Any, what: str = "situation") -> Any:
    """`data` read as a pydantic `model`; InvalidSituation naming the first bad field."""
    from pydantic import ValidationError

    try:
        return model.model_validate(
            data, strict=True
        )  # JSON types as the schema says: false is no 0
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or what
        raise InvalidSituation(
            f"{what.capitalize()} illisible : champ « {where} » ({first['msg']})."
        ) from None
