"""The "Vérifie ma position" panel as its template draws it: one generic board per game.

A panel is a board (arbitre/board.py) with values, the kind of question chosen, the fields to
fill (an ask-back's), typing errors, and the answer on the position once checked. It opens
filled with what a text question was understood as (`engine.check`), or with the fields an
ask-back asks for marked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

from arbitre.answer import Answer
from arbitre.board import Board, BoardField, Value, asked_fields, load_board
from arbitre.board_notation import notation
from arbitre.board_values import shown, shown_cell, stated_values, values_of

SAFE = "~,/"  # the notation's separators stay readable in a link


@lru_cache(maxsize=32)
def board_for(slug: str, folder: Path) -> Board | None:
    return load_board(slug, folder)


@dataclass
class Panel:
    board: Board
    kind: str
    values: dict[str, Value] = field(default_factory=dict)
    marks: tuple[str, ...] = ()  # fields an ask-back asks for
    errors: dict[str, str] = field(default_factory=dict)
    error: str | None = None  # the whole position could not be checked
    answer: Answer | None = None
    prefilled: str = ""  # "understood" (from a text question's verdict) or "asked" (ask-back)
    checked: bool = False  # a position was posted or opened from a link
    opened: bool = False  # shown open whatever it holds (the widget's board)

    @property
    def has_values(self) -> bool:
        """Whether any field holds a value (an ask-back's stated facts, a position)."""
        return any(_holds(value) for value in self.values.values())

    @property
    def is_open(self) -> bool:
        return bool(self.prefilled or self.checked or self.opened)

    def link(self, path: str, lang_param: str) -> str:
        """The shareable address of this position (`?pos=`), or "" before any is set."""
        if not (self.checked or self.prefilled == "understood"):
            return ""
        line = quote(notation(self.board, self.kind, self.values), safe=SAFE)
        lang = f"&lang={lang_param}" if lang_param else ""
        return f"{path}?pos={line}{lang}#position"

    def rows(self, lang: str) -> list[dict[str, Any]]:
        """Every field of the board, in the order its kinds list them, as the template shows it."""
        out = []
        for spec in self.board.fields.values():
            value = self.values.get(spec.name)
            out.append(
                {
                    "spec": spec,
                    "label": spec.label[lang],
                    "text": shown(spec, value),
                    "checked": bool(value) if spec.kind == "bool" else False,
                    "cells": _cells(spec, value, lang, self._target(spec)),
                    "kinds": " ".join(
                        k.name for k in self.board.kinds.values() if spec.name in k.fields
                    ),
                    "used": spec.name in self.board.kinds[self.kind].fields,
                    "marked": spec.name in self.marks,
                    "error": self.errors.get(spec.name),
                    "id": "b-" + spec.name.replace(".", "-"),
                    "target_offsets": " ".join(
                        str(self.board.fields[n].offset)
                        for n in spec.target
                        if n in self.board.fields
                    ),
                }
            )
        return _ordered(self.board, out)

    def _target(self, spec: BoardField) -> tuple[int, ...] | None:
        """The square of a grid the question is about (its `target` fields), when they are set."""
        if not spec.target or not all(n in self.board.kinds[self.kind].fields for n in spec.target):
            return None
        place = [v for v in (self.values.get(name) for name in spec.target) if isinstance(v, int)]
        if len(place) < len(spec.target):
            return None
        return tuple(
            v - self.board.fields[n].offset for v, n in zip(place, spec.target, strict=True)
        )


def _holds(value: Value) -> bool:
    """A value with something in it: a number, a word, a yes, a grid with a square filled."""
    if isinstance(value, list):
        return any(_holds(v) for v in value)
    if isinstance(value, dict):
        return any(_holds(v) for v in value.values())
    return value is not None and value is not False


def _ordered(board: Board, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    order: list[str] = []
    for kind in board.kinds.values():
        order += [name for name in kind.fields if name not in order]
    return sorted(rows, key=lambda row: order.index(row["spec"].name))


def _cells(
    spec: BoardField, value: Value, lang: str, target: tuple[int, ...] | None = None
) -> list[list[dict[str, Any]]]:
    """A grid's (or a list of cells', a table's) inputs, row by row: name, text and its
    accessible label."""
    if spec.kind == "table":
        return _records(spec, value, lang)
    if spec.kind not in ("grid", "cells"):
        return []
    flat = [c for row in value for c in row] if spec.kind == "grid" and value else (value or [])
    width = spec.cols if spec.kind == "grid" else 1
    rows: list[list[dict[str, Any]]] = []
    for index, (name, place) in enumerate(spec.cell_names()):
        cell = flat[index] if index < len(flat) else None
        row_word, col_word = spec.word("row_label", lang), spec.word("col_label", lang)
        label = f"{spec.label[lang]}, {row_word} {place[0] + 1}"
        if len(place) == 2:
            label += f", {col_word} {place[1] + 1}"
        if index % width == 0:
            rows.append([])
        rows[-1].append(
            {
                "name": name,
                "text": shown_cell(spec, cell),
                "label": label,
                "target": place == target,
            }
        )
    return rows


def _records(spec: BoardField, value: Value, lang: str) -> list[list[dict[str, Any]]]:
    """A table's inputs, record by record, each labelled "Cartes posées sur le pli, 2, Joueur"."""
    records = value or [{} for _ in range(spec.rows)]
    return [
        [
            {
                "name": f"{spec.name}.{r}.{col.key}",
                "text": shown(col, record.get(col.key)),
                "label": f"{spec.label[lang]}, {r + 1}, {col.label[lang]}",
                "col": col,
            }
            for col in spec.columns
        ]
        for r, record in enumerate(records)
    ]


def empty_panel(board: Board) -> Panel:
    return Panel(board, next(iter(board.kinds)))


def from_answer(board: Board, answer: Answer | None) -> Panel:
    """The panel after a text question: filled with what the engine decided on, or, after an
    ask-back, with the facts the question stated and the fields it asks for marked; closed when
    the answer holds no position."""
    panel = empty_panel(board)
    if answer is None or answer.game != board.slug:
        return panel
    if answer.engine is not None and answer.engine.check is not None:
        read = values_of(board, answer.engine.check)
        if read is not None:
            panel.kind, panel.values = read
            panel.prefilled = "understood"
        return panel
    kind, marks = asked_fields(board, answer.asks_for)
    if marks:
        panel.kind = kind or panel.kind
        panel.marks = marks
        panel.prefilled = "asked"
        stated = answer.stated_position()
        read = stated_values(board, stated) if stated else None
        # the facts the question stated, on the question the engine read, where the marks show
        if read is not None and set(marks) <= set(board.kinds[read[0]].fields):
            panel.kind, panel.values = read
    return panel


def checked_panel(core: Any, board: Board, kind: str, values: dict[str, Value], lang: str) -> Panel:
    """The panel with the engine's answer on its position (or why it could not be checked)."""
    from arbitre.answer import AskError
    from arbitre.board_answer import board_answer

    panel = Panel(board, kind, values, checked=True)
    try:
        panel.answer = board_answer(core, board, kind, values, lang)
    except AskError as err:
        panel.error = err.message(lang)
    return panel


def notation_panel(core: Any, board: Board, line: str, lang: str) -> Panel:
    """The panel a shared link (`?pos=`) opens, checked."""
    from arbitre.board_notation import read_notation
    from arbitre.board_values import BoardError

    try:
        kind, values = read_notation(board, line)
    except BoardError as err:
        panel = empty_panel(board)
        panel.error, panel.checked = err.message(lang), True
        return panel
    return checked_panel(core, board, kind, values, lang)


def form_panel(core: Any, board: Board, form: dict[str, str], lang: str) -> Panel:
    """The panel of a posted form: checked, or with its typing errors marked."""
    from arbitre.board_values import from_form

    kind, values, errors = from_form(board, form)
    if errors:
        return Panel(
            board,
            kind,
            values,
            errors={name: err.message(lang) for name, err in errors.items()},
            checked=True,
        )
    return checked_panel(core, board, kind, values, lang)
