"""What each `arbitre` sub-command does, once its arguments are parsed."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from arbitre.answer import Answer, AskError, answer_json
from arbitre.settings import Settings
from arbitre.setup_errors import broken_setup_errors


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
    if answer.engine is not None and answer.engine.understood:
        lines.insert(0, answer.engine.understood)
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
        handle = open(path, encoding="utf-8")
    except OSError as err:
        raise UsageError(f"impossible de lire {path} : {err.strerror}") from None
    with handle:
        for number, line in enumerate(handle, start=1):
            if line.strip():
                emit_json(answer_json(_batch_line(service, line, number, lang)))
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
    try:
        if game is not None and not isinstance(game, str):
            raise AskError("« game » doit être un texte.", "“game” must be a string.", "game")
        answer = service.ask(question, game, item.get("lang") or lang)
    except AskError as err:
        return _failed(item.get("id"), question if isinstance(question, str) else "", err.message(lang or "fr"))
    answer.id = item.get("id")
    return answer


def _failed(item_id: Any, question: str, message: str) -> Answer:
    return Answer(question=question, game=None, abstained=False, answer="", id=item_id, error=message)


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

    # Past limit_concurrency open requests uvicorn answers 503 at once, before any work;
    # no Server header: nothing in a response says what runs the site.
    app = create_app(settings)
    _warm_up(app.state.service)
    uvicorn.run(app, host=args.host, port=args.port, log_level="info",
                limit_concurrency=max(256, 4 * settings.ask_queue), timeout_keep_alive=5, server_header=False)
    return 0


def _warm_up(service: Any) -> None:
    """Load index and encoders before the first visitor, so nobody waits for them."""
    try:
        service.ask("Qui commence ?")
    except broken_setup_errors() as err:
        print(f"arbitre: {err} — le site démarre et répond 503 en attendant.", file=sys.stderr)


def feedback(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.web.feedback import FeedbackStore

    store = FeedbackStore(settings.data_dir / "feedback.sqlite3")
    rows = store.worst(args.limit) if args.worst else store.latest(args.limit)
    header = (("question", "jeu", "non utile", "utile", "dernière réponse") if args.worst else
              ("n°", "date", "question", "jeu", "réponse", "verdict", "avis", "langue"))
    if rows:
        print(" | ".join(header))
    for row in rows:
        print(" | ".join(str(v) for v in row))
    if not rows:
        print("Aucun avis pour l'instant.")
    return 0
