"""`arbitre ask --batch FILE|-`: one JSON question per line in, one answer line out, in order.

A line that cannot be answered (not UTF-8, not JSON, an unknown field, a bad value)
gets an answer carrying an `error` for that line only; every other line is answered.
The input is read as bytes so no byte in the file can stop the batch.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Iterator
from typing import IO, Any

from arbitre.answer import Answer, AskError, answer_json
from arbitre.setup_errors import broken_setup_errors

log = logging.getLogger(__name__)

FIELDS = ("id", "question", "game", "lang")
MAX_LINE_BYTES = 64 * 1024  # the API's body limit: a longer line is refused, not read into memory


def emit_json(data: Any) -> None:
    """One JSON line on stdout; text UTF-8 cannot carry (a lone surrogate) is written escaped."""
    try:
        line = json.dumps(data, ensure_ascii=False)
        line.encode("utf-8")
    except UnicodeEncodeError:
        line = json.dumps(data, ensure_ascii=True)
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def run_batch(service: Any, handle: IO[bytes], game: str | None, lang: str | None) -> int:
    """Answer each line; `game` is the game of the lines that name none (`--game`)."""
    for number, raw in _lines(handle):
        answer = _answer_line(service, raw, number, game, lang)
        if answer is not None:
            emit_json(answer_json(answer))
    return 0


def _lines(handle: IO[bytes]) -> Iterator[tuple[int, bytes | None]]:
    """(line number, bytes), or None for a line over MAX_LINE_BYTES (skipped to its end)."""
    number = 0
    while True:
        chunk = handle.readline(MAX_LINE_BYTES + 1)
        if not chunk:
            return
        number += 1
        if len(chunk) > MAX_LINE_BYTES and not chunk.endswith(b"\n"):
            while (rest := handle.readline(MAX_LINE_BYTES)) and not rest.endswith(b"\n"):
                pass
            yield number, None
        else:
            yield number, chunk


def _answer_line(
    service: Any, raw: bytes | None, number: int, game: str | None, lang: str | None
) -> Answer | None:
    try:
        item = _read_line(raw, number)
    except LineError as err:
        return _failed(err.item_id, "", err.message(lang or "fr"))
    if item is None:
        return None  # a blank line
    lang = item.get("lang") or lang
    question = item.get("question")
    try:
        answer: Answer = service.ask(question, item.get("game") or game, lang)
    except AskError as err:
        return _failed(
            item.get("id"), question if isinstance(question, str) else "", err.message(lang or "fr")
        )
    except broken_setup_errors():
        raise  # the index or corpus, not this line: exit 1 with the command to run
    except Exception as err:  # a bug on one line must not lose the answers to the others
        log.error("ligne %d : erreur interne (%s: %s)", number, type(err).__name__, err)
        return _failed(
            item.get("id"),
            question if isinstance(question, str) else "",
            "internal error on this line" if lang == "en" else "erreur interne sur cette ligne",
        )
    answer.id = item.get("id")
    return answer


class LineError(AskError):
    """A batch line that is not a question object; carries the id when one could be read."""

    def __init__(self, message_fr: str, message_en: str, item_id: str | int | None = None):
        super().__init__(message_fr, message_en, field="batch")
        self.item_id = item_id


def _read_line(raw: bytes | None, number: int) -> dict[str, Any] | None:
    where_fr, where_en = f"ligne {number} : ", f"line {number}: "
    if raw is None:
        raise LineError(
            where_fr + f"ligne trop longue (plus de {MAX_LINE_BYTES} octets)",
            where_en + f"line too long (over {MAX_LINE_BYTES} bytes)",
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise LineError(
            where_fr + "ce n'est pas du texte UTF-8", where_en + "not UTF-8 text"
        ) from None
    if not text.strip():
        return None
    try:
        item = json.loads(text)
    except ValueError:
        raise LineError(where_fr + "JSON invalide", where_en + "invalid JSON") from None
    if not isinstance(item, dict):
        raise LineError(
            where_fr + "un objet JSON est attendu", where_en + "a JSON object is expected"
        )
    item_id = item.get("id")
    if isinstance(item_id, bool) or not isinstance(item_id, str | int | None):
        raise LineError(
            where_fr + "« id » doit être un texte ou un nombre entier",
            where_en + "“id” must be a string or an integer",
        )
    _check_fields(item, item_id, where_fr, where_en)
    return item


def _check_fields(
    item: dict[str, Any], item_id: str | int | None, where_fr: str, where_en: str
) -> None:
    """The fields `/api/ask` accepts, with the same types: nothing else is silently ignored."""
    if isinstance(item_id, str) and not _utf8(item_id):
        raise LineError(
            where_fr + "« id » contient des caractères invalides",
            where_en + "“id” holds invalid characters",
            _writable(item_id),  # the line keeps its id, a lone surrogate shown as U+FFFD
        )
    unknown = [key for key in item if key not in FIELDS]
    if unknown:
        raise LineError(
            where_fr + f"champ inconnu « {unknown[0]} » (champs : {', '.join(FIELDS)})",
            where_en + f"unknown field “{unknown[0]}” (fields: {', '.join(FIELDS)})",
            item_id,
        )
    game = item.get("game")
    if game is not None and (not isinstance(game, str) or not _utf8(game)):
        raise LineError(
            where_fr + "« game » doit être un texte", where_en + "“game” must be a string", item_id
        )
    if item.get("lang") not in (None, "fr", "en"):
        raise LineError(
            where_fr + '« lang » vaut "fr" ou "en"', where_en + '“lang” is "fr" or "en"', item_id
        )


def _utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _writable(text: str) -> str:
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)


def _failed(item_id: Any, question: str, message: str) -> Answer:
    question = _writable(question)
    return Answer(
        question=question, game=None, abstained=False, answer="", id=item_id, error=message
    )
