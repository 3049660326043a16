"""What each `arbitre` sub-command does, once its arguments are parsed."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from arbitre.answer import Answer, AskError, answer_json
from arbitre.batch import emit_json
from arbitre.settings import Settings
from arbitre.setup_errors import broken_setup_errors


class UsageError(Exception):
    """Bad arguments: exit status 2."""


def run(args: argparse.Namespace) -> int:
    settings = Settings.from_env()
    from arbitre import booklet_commands

    handler = {
        "ask": ask,
        "games": games,
        "index": index,
        "check": check,
        "serve": serve,
        "feedback": feedback,
        "add-game": booklet_commands.add_game,
        "passages": booklet_commands.passages,
    }[args.command]
    return handler(args, settings)


def ask(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.service import Service

    if args.batch and args.question:
        raise UsageError(
            "une question ou --batch, pas les deux. Exemple : arbitre ask --batch questions.jsonl"
        )
    if not args.batch and (not args.question or not args.question.strip()):
        raise UsageError('la question est vide. Exemple : arbitre ask "Qui commence ?"')
    if not args.batch:
        # One question for one person: no server to keep answering, so no reader processes
        # to start (they cost a single `arbitre ask` 0.7 s); a batch keeps the time bound.
        settings = settings.model_copy(update={"engine_timeout_seconds": 0})
    service = Service(settings)
    if args.batch:
        return _batch(service, args.batch, args.game, args.lang)
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
        decided = "" if answer.verdict is None else f" → {answer.verdict}"
        lines.append(f"  [moteur : règle {answer.engine.rule}{decided}]")
    for c in answer.citations:
        name = games[c.game].name if c.game in games else c.game
        excerpt = " ".join(c.excerpt.split())
        lines.append(f"  {cited_where(name, c.section, c.page)} — « {excerpt} »")
    return "\n".join(lines)


def cited_where(game: str, section: str, page: str | None) -> str:
    """Where a citation is written: the game, its section (unless it is only the game's
    name, as for a booklet without headings) and its page when the booklet gives one."""
    parts = [game] + ([section] if section and section != game else [])
    return ", ".join(parts + ([f"p. {page}"] if page else []))


def _batch(service: Any, source: str, game: str | None, lang: str | None) -> int:
    from arbitre.batch import run_batch

    if source == "-":
        return run_batch(service, sys.stdin.buffer, game, lang)
    try:
        handle = open(source, "rb")  # noqa: SIM115 (closed below: only opening is the user's error)
    except OSError as err:
        raise UsageError(f"impossible de lire {source} : {err.strerror}") from None
    with handle:
        return run_batch(service, handle, game, lang)


def games(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.service import Service

    service = Service(settings)
    counts = service.passage_counts()
    for slug, game in service.load_games().items():
        print(f"{slug:<16} {game.name:<16} {counts.get(slug, 0):>4} passages")
    return 0


def index(args: argparse.Namespace, settings: Settings) -> int:
    from indexer.build import build_index

    report = build_index(settings, force=args.force, progress=not args.quiet)
    where = shown_path(Path(report.path))
    if report.rebuilt:
        print(
            f"Index reconstruit ({report.reason}) : {report.passages} passages, "
            f"{len(report.games)} jeux, {report.embedded} encodés (les autres en cache), "
            f"{report.seconds:.1f} s -> {where}"
        )
    else:
        print(f"Index à jour : {report.passages} passages ({where}), rien à faire.")
    for note in report.notes:
        print(f"arbitre: {note}", file=sys.stderr)
    return 0


def shown_path(path: Path) -> str:
    """A path as the user would type it: relative to the working directory when under it."""
    try:
        # abspath, not resolve: `current` is a link, and its name is what the user knows
        return str(Path(os.path.abspath(path)).relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def check(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.engine_check import check_move, corpus_source_finder

    try:
        state = json.loads(Path(args.state).read_text(encoding="utf-8"))
        action = json.loads(args.action)
    except OSError as err:
        raise UsageError(f"impossible de lire {args.state} : {err.strerror}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{args.state} n'est pas du texte UTF-8") from None
    except ValueError as err:
        raise UsageError(f"JSON invalide : {err}") from None
    try:
        result = check_move(args.slug, state, action, corpus_source_finder(settings))
    except AskError as err:
        raise UsageError(err.message("fr")) from None
    if args.json:
        emit_json(result)
    else:
        print(_check_text(result, settings))
    return 0


def _check_text(result: dict[str, Any], settings: Settings) -> str:
    """The verdict as `ask` prints one: the explanation, the rule, then where it is written."""
    from arbitre.corpus import load_game

    decided = "" if result["verdict"] is None else f" → {result['verdict']}"
    lines = [result["explanation"], f"  [moteur : règle {result['rule']}{decided}]"]
    source = result.get("source")
    if source:
        name = load_game(settings.corpus_dir / result["game"]).name
        where = cited_where(name, source["section"], source["page"])
        lines.append(f"  {where} — « {source['quote']} »")
    return "\n".join(lines)


def serve(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.web.app import create_app
    from arbitre.web.server import server_config

    app = create_app(settings)
    warm_up(app.state.service)
    _serve_until_stopped(
        server_config(app, settings, args.host, args.port, args.forwarded_allow_ips)
    )
    return 0


def _serve_until_stopped(config: Any) -> None:
    """Serve until Ctrl-C or SIGTERM, then return: stopping the server is its normal end (exit 0).

    uvicorn raises the signal again after a graceful shutdown, so the process would die of it
    and `make run` would report `*** [run] Terminated` / `Interrupt` as if something failed."""
    import contextlib

    import uvicorn

    class Server(uvicorn.Server):
        @contextlib.contextmanager
        def capture_signals(self) -> Any:
            with super().capture_signals():
                yield
                self._captured_signals.clear()

    Server(config).run()


def warm_up(service: Any) -> None:
    """Load index and encoders before the first visitor, so nobody waits for them."""
    try:
        service.ask("Qui commence ?")
        # The encoders' first long input costs them about a second more than later ones.
        service.ask(
            " ".join(["Qui commence la partie ?"] * 20)[: service.settings.max_question_chars]
        )
        if service.reader is not None:
            service.reader.start()  # engine readers up before the first engine question
    except broken_setup_errors() as err:
        print(f"arbitre: {err} — le site démarre et répond 503 en attendant.", file=sys.stderr)


def feedback(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.web.feedback import FeedbackStore

    store = FeedbackStore(settings.data_dir / "feedback.sqlite3")
    if args.declined:
        return _declined(store, args.limit)
    rows = store.worst(args.limit) if args.worst else store.latest(args.limit)
    header = (
        ("question", "jeu", "non utile", "utile", "dernière réponse")
        if args.worst
        else ("n°", "date", "question", "jeu", "réponse", "verdict", "avis", "langue")
    )
    if not rows:
        any_vote = args.worst and store.latest(1)
        print(
            "Aucun avis négatif : tous les avis sont positifs."
            if any_vote
            else "Aucun avis pour l'instant."
        )
        return 0
    print(" | ".join(header))
    for row in rows:
        print(" | ".join(terminal_safe(str(v)) for v in row))
    return 0


def _declined(store: Any, limit: int) -> int:
    """The questions the site declined, most frequent first."""
    rows = store.declined(limit)
    if not rows:
        print("Aucune question déclinée pour l'instant.")
        return 0
    print(" | ".join(("fois", "dernière", "jeu", "langue", "question", "passage le plus proche")))
    for row in rows:
        print(" | ".join(terminal_safe(str(v)) for v in row))
    return 0


def terminal_safe(text: str) -> str:
    """Stored text as visible characters: a vote cannot send escape sequences to the terminal.

    Control characters (ESC, BEL, newlines…), invisible format characters (bidi overrides)
    and unassigned code points are written as Python escapes, e.g. `\\x1b[2J`.
    """
    import unicodedata

    return "".join(
        ch.encode("unicode_escape").decode("ascii") if unicodedata.category(ch) in _HIDDEN else ch
        for ch in text
    )


_HIDDEN = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
