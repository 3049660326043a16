"""What each `arbitre` sub-command does, once its arguments are parsed."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any

from arbitre.answer import Answer, AskError, answer_json
from arbitre.settings import Settings
from arbitre.setup_errors import broken_setup_errors

log = logging.getLogger("arbitre")


class UsageError(Exception):
    """Bad arguments: exit status 2."""


def emit_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def run(args: argparse.Namespace) -> int:
    settings = Settings.from_env()
    handler = {"ask": ask, "games": games, "index": index, "check": check, "serve": serve,
               "feedback": feedback}[args.command]
    return handler(args, settings)


def ask(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.service import Service

    if not args.batch:
        # One question for one person: no server to keep answering, so no reader processes
        # to start (they cost a single `arbitre ask` 0.7 s); a batch keeps the time bound.
        settings = settings.model_copy(update={"engine_timeout_seconds": 0})
    service = Service(settings)
    if args.batch:
        return _batch(service, Path(args.batch), args.lang)
    if not args.question or not args.question.strip():
        raise UsageError('la question est vide. Exemple : arbitre ask "Qui commence ?"')
    try:
        answer = service.ask(args.question, args.game, args.lang)
    except AskError as err:
        raise UsageError(err.message(args.lang or "fr")) from None
    if args.json:
        emit_json(answer_json(answer))
    else:
        print(render_text(answer, service))
    return 0


def render_text(answer: Answer, service: Any) -> str:
    games = service.core.games
    lines = [answer.answer]
    if answer.engine is not None:
        lines.append(f"  [moteur : règle {answer.engine.rule} → {answer.verdict}]")
    for c in answer.citations:
        name = games[c.game].name if c.game in games else c.game
        where = f"p. {c.page}" if c.page else c.section
        excerpt = " ".join(c.excerpt.split())
        lines.append(f"  {name}, {where} — « {excerpt} »")
    return "\n".join(lines)


def _batch(service: Any, path: Path, lang: str | None) -> int:
    try:
        handle = open(path, "rb")  # bytes: a line that is not UTF-8 is that line's error only
    except OSError as err:
        raise UsageError(f"impossible de lire {path} : {err.strerror}") from None
    with handle:
        for number, raw in enumerate(handle, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                answer = _failed(None, "", f"ligne {number} : texte non UTF-8")
            else:
                if not line.strip():
                    continue
                answer = _batch_line(service, line, number, lang)
            emit_json(answer_json(answer))
            sys.stdout.flush()
    return 0


def _batch_line(service: Any, line: str, number: int, lang: str | None) -> Answer:
    try:
        item = json.loads(line)
    except ValueError:
        return _failed(None, "", f"ligne {number} : JSON invalide")
    if not isinstance(item, dict):
        return _failed(None, "", f"ligne {number} : un objet JSON est attendu")
    question, game = item.get("question"), item.get("game")
    item_lang = item.get("lang") if item.get("lang") in ("fr", "en") else lang
    try:
        if game is not None and not isinstance(game, str):
            raise AskError("« game » doit être un texte.", "“game” must be a string.", "game")
        answer = service.ask(question, game, item_lang)
    except AskError as err:
        return _failed(item.get("id"), question if isinstance(question, str) else "",
                       f"ligne {number} : {err.message(item_lang or 'fr')}")
    except broken_setup_errors():
        raise
    except Exception as err:  # noqa: BLE001 - one line's fault must not cost the others their answers
        log.error("batch line %d: %r", number, err)
        return _failed(item.get("id"), question if isinstance(question, str) else "", f"ligne {number} : erreur interne")
    answer.id = _writable(item["id"]) if isinstance(item.get("id"), str) else item.get("id")
    return answer


def _failed(item_id: Any, question: str, message: str) -> Answer:
    """An error line; text echoed from the input made writable (a lone surrogate becomes U+FFFD)."""
    item_id = _writable(item_id) if isinstance(item_id, str) else item_id if isinstance(item_id, int) else None
    return Answer(question=_writable(question), game=None, abstained=False, answer="", id=item_id, error=message)


def _writable(text: str) -> str:
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)


def games(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.index_store import read_manifest
    from arbitre.service import Service

    manifest = read_manifest(settings.index_dir)
    if manifest is None:
        from arbitre.index_store import IndexStoreError

        raise IndexStoreError(f"Pas d'index dans {settings.index_dir}. Lance : arbitre index")
    for slug, game in Service(settings).load_games().items():
        count = manifest.games.get(slug, 0)
        print(f"{slug:<16} {game.name:<16} {count:>4} passages")
    return 0


def index(args: argparse.Namespace, settings: Settings) -> int:
    from indexer.build import build_index

    report = build_index(settings, force=args.force, progress=not args.quiet)
    if report.rebuilt:
        print(f"Index reconstruit ({report.reason}) : {report.passages} passages, "
              f"{len(report.games)} jeux, {report.seconds:.1f} s -> {report.path}")
    else:
        print(f"Index à jour : {report.passages} passages ({report.path}), rien à faire.")
    return 0


def check(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.engine_check import check_move, corpus_source_finder

    try:
        state = json.loads(Path(args.state).read_text(encoding="utf-8"))
        action = json.loads(args.action)
    except OSError as err:
        raise UsageError(f"impossible de lire {args.state} : {err.strerror}") from None
    except ValueError as err:
        raise UsageError(f"JSON invalide : {err}") from None
    try:
        emit_json(check_move(args.slug, state, action, corpus_source_finder(settings)))
    except AskError as err:
        raise UsageError(err.message("fr")) from None
    return 0


def serve(args: argparse.Namespace, settings: Settings) -> int:
    import uvicorn

    from arbitre.web.app import create_app
    from arbitre.web.server import server_config

    app = create_app(settings)
    warm_up(app.state.service)
    uvicorn.Server(server_config(app, settings, args.host, args.port, args.forwarded_allow_ips)).run()
    return 0


def warm_up(service: Any) -> None:
    """Load index and encoders before the first visitor, so nobody waits for them."""
    try:
        service.ask("Qui commence ?")
        # The encoders' first long input costs them about a second more than later ones.
        service.ask(" ".join(["Qui commence la partie ?"] * 20)[: service.settings.max_question_chars])
        if service.reader is not None:
            service.reader.start()  # engine readers up before the first engine question
    except broken_setup_errors() as err:
        print(f"arbitre: {err} — le site démarre et répond 503 en attendant.", file=sys.stderr)


def terminal_safe(text: str) -> str:
    """Stored text as the terminal must show it: control characters written as escapes.

    A vote is anyone's text; "\\x1b[2J" printed raw would clear the operator's screen."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def feedback(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.web.feedback import FeedbackStore

    store = FeedbackStore(settings.data_dir / "feedback.sqlite3")
    rows = store.worst(args.limit) if args.worst else store.latest(args.limit)
    header = (("question", "jeu", "non utile", "utile", "dernière réponse") if args.worst else
              ("n°", "date", "question", "jeu", "réponse", "verdict", "avis", "langue"))
    if rows:
        print(" | ".join(header))
    for row in rows:
        print(" | ".join(terminal_safe(str(v)) for v in row))
    if not rows:
        print("Aucun avis pour l'instant.")
    return 0
