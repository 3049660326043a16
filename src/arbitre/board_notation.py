"""A board position in one line of a link, as a chess FEN: `place~2,9,14///~9~1~4`.

The kind of question, then the kind's fields in its board's order, separated by `~`. A list
joins its items with `,`, a grid its rows with `/` (cells with `,`, an empty cell empty, a row's
trailing empty cells left out), a table its records the same way (a record's columns with `,`);
a card is its choice's code then its number (`r5`); a yes is `1`, a no in a table `0`; fields
left empty at the end are left out. Every character is safe in a URL query.
"""

from __future__ import annotations

from arbitre.board import Board, BoardField, Value
from arbitre.board_values import BoardError, parse_cell, parse_text, table_cell

FIELDS, ITEMS, ROWS = "~", ",", "/"


def notation(board: Board, kind: str, values: dict[str, Value]) -> str:
    """The position's line: kind, then each of its fields."""
    parts = [kind] + [_write(spec, values.get(spec.name)) for spec in board.kind_fields(kind)]
    while len(parts) > 1 and not parts[-1]:
        parts.pop()
    return FIELDS.join(parts)


def _write(spec: BoardField, value: Value) -> str:
    if value is None:
        return ""
    if spec.kind == "bool":
        return "1" if value else ""
    if spec.kind == "maybe":
        return "1" if value else "0"
    if spec.kind in ("ints", "words"):
        return ITEMS.join(_code(spec, str(v)) for v in value)
    if spec.kind in ("grid", "table"):
        rows = [_cells(spec, row) for row in value]
        while rows and not rows[-1]:
            rows.pop()
        return ROWS.join(rows)
    if spec.kind == "cells":
        return _cells(spec, value)
    return _code(spec, str(value))


def _cells(spec: BoardField, row: list[Value] | dict[str, Value]) -> str:
    if isinstance(row, dict):  # a table's record, column by column
        cells = [_write(col, row.get(col.key)) for col in spec.columns]
    else:
        cells = [_cell(spec, v) for v in row]
    while cells and not cells[-1]:
        cells.pop()
    return ITEMS.join(cells)


def _cell(spec: BoardField, value: Value) -> str:
    if value is None:
        return ""
    if spec.cell == "card":
        choice_key, number_key = spec.card_keys
        number = value.get(number_key)
        return _code(spec, value[choice_key]) + ("" if number is None else str(number))
    return str(value)


def _code(spec: BoardField, choice: str) -> str:
    return spec.codes.get(choice, choice)


def read_notation(board: Board, line: str) -> tuple[str, dict[str, Value]]:
    """The kind and values of a position's line; BoardError when it cannot be read."""
    kind, *parts = line.strip().split(FIELDS)
    if kind not in board.kinds:
        raise BoardError(
            f"Position illisible : « {kind} » n'est pas une question de ce plateau.",
            f"Unreadable position: “{kind}” is not a question of this board.",
        )
    specs = board.kind_fields(kind)
    if len(parts) > len(specs):
        raise BoardError(
            "Position illisible : trop de champs.", "Unreadable position: too many fields."
        )
    parts += [""] * (len(specs) - len(parts))
    return kind, {spec.name: _read(spec, part) for spec, part in zip(specs, parts, strict=True)}


def _rows(spec: BoardField, text: str, noun: tuple[str, str]) -> list[str]:
    """A table's records or a grid's rows, padded to the field's count; too many is an error."""
    rows = text.split(ROWS) if text else []
    if len(rows) > spec.rows:
        raise BoardError(
            f"Position illisible : trop de {noun[0]}.", f"Unreadable position: too many {noun[1]}."
        )
    return rows + [""] * (spec.rows - len(rows))


def _read(spec: BoardField, text: str) -> Value:
    if spec.kind == "bool":
        return text == "1"
    if spec.kind in ("ints", "words"):
        return parse_text(spec, text.replace(ITEMS, " "))
    if spec.kind == "table":
        return [_read_record(spec, r) for r in _rows(spec, text, ("lignes", "lines"))]
    if spec.kind == "grid":
        return [_read_cells(spec, r, spec.cols) for r in _rows(spec, text, ("rangées", "rows"))]
    if spec.kind == "cells":
        return _read_cells(spec, text, spec.rows)
    return parse_text(spec, text)


def _read_cells(spec: BoardField, text: str, size: int) -> list[Value]:
    cells = text.split(ITEMS) if text else []
    if len(cells) > size:
        raise BoardError(
            "Position illisible : trop de cases.", "Unreadable position: too many squares."
        )
    cells += [""] * (size - len(cells))
    return [parse_cell(spec, cell) for cell in cells]


def _read_record(spec: BoardField, text: str) -> dict[str, Value]:
    cells = text.split(ITEMS) if text else []
    if len(cells) > len(spec.columns):
        raise BoardError(
            "Position illisible : trop de colonnes.", "Unreadable position: too many columns."
        )
    cells += [""] * (len(spec.columns) - len(cells))
    return {col.key: table_cell(col, cell) for col, cell in zip(spec.columns, cells, strict=True)}
