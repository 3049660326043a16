"""A board's values and the `/check` body, both ways, and the values typed in its form.

`body(board, kind, values)` is the exact body `POST /api/games/<slug>/check` decides;
`values_of(board, body)` reads a body back (an engine's `engine.check` after a text question),
or None when the body holds a fact the board does not show, so a board never drops one.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

from arbitre.board import Board, BoardField, Value

_TOKENS = re.compile(r"-?\d+|[^\W\d_]+")
_LIST_SPLIT = re.compile(r"[\s,;]+")


class BoardError(ValueError):
    """A value the player typed that the field cannot hold, said in French and English."""

    def __init__(self, french: str, english: str):
        super().__init__(french)
        self.french, self.english = french, english

    def message(self, lang: str) -> str:
        return self.english if lang == "en" else self.french


def body(board: Board, kind: str, values: dict[str, Value]) -> dict[str, Any]:
    """The `/check` body of a kind of question with these values (empty fields left out)."""
    out: dict[str, Any] = {"state": {}, "action": {"type": kind}}
    for spec in board.kind_fields(kind):
        value = values.get(spec.name)
        if value is None or (spec.kind in ("ints", "words", "table") and not _to_body(spec, value)):
            continue
        target = out
        for part in spec.path[:-1]:
            target = target.setdefault(part, {})
        target[spec.path[-1]] = _to_body(spec, value)
    return out


def _to_body(spec: BoardField, value: Value) -> Any:
    if spec.kind == "int":
        return value - spec.offset
    if spec.kind == "table":  # the records filled in, each with the columns said
        return [
            {
                col.key: _to_body(col, row[col.key])
                for col in spec.columns
                if row.get(col.key) is not None
            }
            for row in value
            if any(v is not None for v in row.values())
        ]
    if spec.kind in ("grid", "cells"):
        return [list(row) for row in value] if spec.kind == "grid" else list(value)
    return value


def values_of(board: Board, checked: dict[str, Any]) -> tuple[str, dict[str, Value]] | None:
    """The kind and values a body shows on the board; None when the board cannot show it all."""
    action = checked.get("action") or {}
    kind = action.get("type")
    if kind not in board.kinds:
        return None
    values: dict[str, Value] = {}
    for spec in board.kind_fields(kind):
        found: Any = checked
        for part in spec.path:
            found = found.get(part) if isinstance(found, dict) else None
        values[spec.name] = _from_body(spec, found)
    if not same_check(board, checked, body(board, kind, values)):
        return None
    return kind, values


def _from_body(spec: BoardField, found: Any) -> Value:
    if spec.kind == "table":
        records = (
            [r for r in found if isinstance(r, dict)][: spec.rows]
            if isinstance(found, list)
            else []
        )
        records += [{}] * (spec.rows - len(records))
        return [{col.key: _from_body(col, r.get(col.key)) for col in spec.columns} for r in records]
    if found is None:
        return [] if spec.kind in ("ints", "words") else None
    if spec.kind == "int" and isinstance(found, int) and not isinstance(found, bool):
        return found + spec.offset
    if spec.kind == "grid" and isinstance(found, list):
        rows = [list(row) if isinstance(row, list) else [] for row in found[: spec.rows]]
        rows += [[] for _ in range(spec.rows - len(rows))]
        return [(row + [None] * spec.cols)[: spec.cols] for row in rows]
    if spec.kind == "cells" and isinstance(found, list):
        return (list(found) + [None] * spec.rows)[: spec.rows]
    return found


def stated_values(board: Board, stated: dict[str, Any]) -> tuple[str, dict[str, Value]] | None:
    """The kind and values of an ask-back's stated facts (`MissingSituation.stated`, a part of a
    body); None when the board cannot show one of them, so a board never drops a fact said."""
    kind = (stated.get("action") or {}).get("type")
    if kind not in board.kinds:
        return None
    specs = {spec.path: spec for spec in board.kind_fields(kind)}
    for path, value in _leaves(stated, ()):
        spec = specs.get(path)
        if path != ("action", "type") and (spec is None or not _showable(spec, value)):
            return None
    values: dict[str, Value] = {}
    for spec in specs.values():
        found: Any = stated
        for part in spec.path:
            found = found.get(part) if isinstance(found, dict) else None
        values[spec.name] = _from_body(spec, found)
    return kind, values


def _leaves(body: dict[str, Any], at: tuple[str, ...]) -> list[tuple[tuple[str, ...], Any]]:
    out: list[tuple[tuple[str, ...], Any]] = []
    for key, value in body.items():
        path = (*at, key)
        out += _leaves(value, path) if isinstance(value, dict) else [(path, value)]
    return out


def _showable(spec: BoardField, value: Any) -> bool:
    """Whether the field's input can show this value (a choice among its own, a list of them)."""
    if spec.kind == "choice":
        return value in spec.choices
    if spec.kind == "words" and spec.choices:
        return isinstance(value, list) and all(v in spec.choices for v in value)
    if spec.kind == "table":
        columns = {col.key: col for col in spec.columns}
        return (
            isinstance(value, list)
            and len(value) <= spec.rows
            and all(
                isinstance(r, dict)
                and all(k in columns and _showable(columns[k], v) for k, v in r.items())
                for r in value
            )
        )
    return True


def same_check(board: Board, one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether two bodies describe the same check once each model fills in its defaults."""
    try:
        return all(
            model.model_validate(one.get(part) or {}).model_dump()  # type: ignore[attr-defined]
            == model.model_validate(other.get(part) or {}).model_dump()  # type: ignore[attr-defined]
            for part, model in (("state", board.state_model), ("action", board.action_model))
        )
    except ValidationError:
        return False


def from_form(
    board: Board, form: dict[str, str]
) -> tuple[str, dict[str, Value], dict[str, BoardError]]:
    """The kind, values and typing errors of a posted board form (names as `field_names`)."""
    kind = form.get("kind", "")
    if kind not in board.kinds:
        kind = next(iter(board.kinds))
    values: dict[str, Value] = {}
    errors: dict[str, BoardError] = {}
    for spec in board.fields.values():
        try:
            values[spec.name] = _read_field(spec, form)
        except BoardError as err:
            values[spec.name] = None
            if spec.name in board.kinds[kind].fields:
                errors[spec.name] = err
    return kind, values, errors


def _read_field(spec: BoardField, form: dict[str, str]) -> Value:
    if spec.kind == "bool":
        return form.get(spec.name, "") not in ("", "0")
    if spec.kind == "table":
        return [
            {
                col.key: table_cell(col, form.get(f"{spec.name}.{r}.{col.key}", ""))
                for col in spec.columns
            }
            for r in range(spec.rows)
        ]
    if spec.kind in ("grid", "cells"):
        cells = [parse_cell(spec, form.get(name, "")) for name, _ in spec.cell_names()]
        if spec.kind == "cells":
            return cells
        return [cells[r * spec.cols : (r + 1) * spec.cols] for r in range(spec.rows)]
    return parse_text(spec, form.get(spec.name, ""))


def parse_text(spec: BoardField, text: str) -> Value:
    """A scalar or list field's value from what was typed."""
    text = text.strip()
    if spec.kind == "int":
        return _number(spec, text) if text else None
    if spec.kind == "maybe":
        return {"1": True, "0": False}.get(text)
    if spec.kind in ("choice", "text"):
        if not text:
            return None
        return _choice(spec, text) if spec.choices else text
    parts = [p for p in _LIST_SPLIT.split(text) if p]
    if spec.kind == "ints":
        return [_number(spec, p) for p in parts]
    return [_choice(spec, p) if spec.choices else p for p in parts]


def table_cell(col: BoardField, text: str) -> Value:
    """One column of a table's record from what was typed: a name holds no separator of links."""
    if col.kind == "text" and any(mark in text for mark in "~,/"):
        raise BoardError(
            f"« {text.strip()} » : un nom sans ~ , ni /.",
            f"“{text.strip()}”: a name without ~ , or /.",
        )
    return parse_text(col, text)


def parse_cell(spec: BoardField, text: str) -> Value:
    """One cell from what was typed: a number, or a card ("rouge 5", "5r", "joker")."""
    text = text.strip()
    if not text:
        return None
    if spec.cell == "int":
        return _number(spec, text)
    choice_key, number_key = spec.card_keys
    card: dict[str, Any] = {}
    for token in _TOKENS.findall(text):
        if token.lstrip("-").isdigit():
            card[number_key] = int(token)
        else:
            card[choice_key] = _choice(spec, token)
    if choice_key not in card:
        raise BoardError(f"« {text} » : quelle couleur ?", f"“{text}”: which colour?")
    return card


def _number(spec: BoardField, text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        raise BoardError(f"« {text} » n'est pas un nombre.", f"“{text}” is not a number.") from None
    low, high = spec.minimum, spec.maximum
    if (low is not None and number < low) or (high is not None and number > high):
        start, end = ("…" if low is None else low), ("…" if high is None else high)
        raise BoardError(
            f"{number} : hors de {start} à {end}.", f"{number}: outside {start} to {end}."
        )
    return number


def _choice(spec: BoardField, text: str) -> str:
    wanted = text.casefold()
    for choice in spec.choices:
        if wanted in (choice.casefold(), spec.codes.get(choice, "\0").casefold()):
            return choice
    listed = ", ".join(spec.choices)
    raise BoardError(f"« {text} » : choisis parmi {listed}.", f"“{text}”: choose among {listed}.")


def shown(spec: BoardField, value: Value) -> str:
    """A field's value as its input shows it ("2 9 14", "rouge 5"); "" when empty."""
    if value is None:
        return ""
    if spec.kind in ("ints", "words"):
        return " ".join(str(v) for v in value)
    if spec.kind in ("bool", "maybe"):
        return "1" if value else "0" if spec.kind == "maybe" else ""
    return str(value)


def shown_cell(spec: BoardField, value: Value) -> str:
    if value is None:
        return ""
    if spec.cell == "card":
        choice_key, number_key = spec.card_keys
        number = value.get(number_key)
        return f"{value.get(choice_key, '')} {'' if number is None else number}".strip()
    return str(value)


def _said(col: BoardField, value: Value, lang: str) -> str:
    if col.kind in ("bool", "maybe"):
        yes, no = ("yes", "no") if lang == "en" else ("oui", "non")
        return f"{col.label[lang]} {yes if value else no}"
    return shown(col, value)


def understood(board: Board, kind: str, values: dict[str, Value], lang: str) -> str:
    """What the board says, in words: « J'ai compris : Ton jardin : … ; Trèfle en main : 9. »"""
    parts = []
    for spec in board.kind_fields(kind):
        value = values.get(spec.name)
        if value is None or value == []:
            continue
        if spec.kind == "table":
            records = [
                " ".join(_said(c, r[c.key], lang) for c in spec.columns if r[c.key] is not None)
                for r in value
            ]
            text = ", ".join(r for r in records if r)
            if not text:
                continue
        elif spec.kind == "grid":
            text = " / ".join(" ".join(shown_cell(spec, c) or "·" for c in row) for row in value)
        elif spec.kind == "cells":
            text = " ".join(shown_cell(spec, c) or "·" for c in value)
        elif spec.kind in ("bool", "maybe"):
            text = (
                ("yes" if lang == "en" else "oui") if value else ("no" if lang == "en" else "non")
            )
        elif spec.kind == "choice":
            text = spec.word(f"choice_{value}", lang) or str(value)
        else:
            text = shown(spec, value)
        parts.append(f"{spec.label[lang]} : {text}")
    said = " ; ".join(parts) or ("empty board" if lang == "en" else "plateau vide")
    lead = "I understood" if lang == "en" else "J'ai compris"
    return f"{lead} : {said}."
