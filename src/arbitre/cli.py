"""The `arbitre` command: ask, games, index, check, serve, feedback, add-game, passages.

Exit status: 0 when answered (abstaining is an answer), 2 for a usage error,
1 for a broken index or corpus, with one line saying what to run.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from arbitre import booklet_commands
from arbitre.threads import pin_threads

EXAMPLES = {
    "ask": 'arbitre ask "Peut-on poser deux fois le même nombre dans une rangée ?"'
    " --game lucky-numbers",
    "games": "arbitre games",
    "index": "arbitre index            # rebuilds only if the corpus or the encoders changed",
    "check": "arbitre check lucky-numbers --state garden.json"
    """ --action '{"type": "place", "value": 9, "row": 0, "col": 1}'""",
    "serve": "arbitre serve --port 8000 [--forwarded-allow-ips 10.0.0.2]",
    "feedback": "arbitre feedback --worst",
    **booklet_commands.EXAMPLES,
}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arbitre",
        description="Réponses aux questions de règles de jeux de société, avec la page du livret. "
        "Rules questions for board games, answered with the booklet's page.",
        epilog="Exemple : " + EXAMPLES["ask"],
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    ask = _sub(sub, "ask", "Pose une question / ask a rules question")
    ask.add_argument("question", nargs="?", help="la question, en français ou en anglais")
    ask.add_argument("--game", help="slug du jeu (sinon détecté) : lucky-numbers, patchwork, ...")
    ask.add_argument(
        "--lang", choices=["fr", "en"], help="langue de la réponse (sinon celle de la question)"
    )
    ask.add_argument("--json", action="store_true", help="un objet réponse JSON sur stdout")
    ask.add_argument(
        "--batch",
        metavar="FILE",
        help='lignes JSON {"id", "question", "game", "lang"} -> une réponse '
        "par ligne ; - : entrée standard ; --game : le jeu des lignes qui "
        "n'en donnent pas",
    )
    _sub(sub, "games", "Liste les jeux indexés / list the indexed games")
    index = _sub(sub, "index", "Construit l'index / build the index")
    index.add_argument("--force", action="store_true", help="reconstruire même si rien n'a changé")
    index.add_argument("--quiet", action="store_true", help="sans barre de progression")
    check = _sub(sub, "check", "Vérifie un coup avec le moteur / check a move with the engine")
    check.more_help = _check_schemas_help
    check.add_argument("slug", help="le jeu : lucky-numbers, patchwork, ... (liste ci-dessous)")
    check.add_argument(
        "--state", required=True, metavar="FILE", help="état du jeu, en JSON (schéma ci-dessous)"
    )
    check.add_argument(
        "--action", required=True, metavar="JSON", help="l'action, en JSON (schéma ci-dessous)"
    )
    check.add_argument("--json", action="store_true", help="le verdict en objet JSON sur stdout")
    serve = _sub(sub, "serve", "Sert le site et l'API / serve the web page and the API")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument(
        "--forwarded-allow-ips",
        metavar="IPS",
        default=None,
        help="proxys de confiance (X-Forwarded-For), séparés par des virgules ; "
        "par défaut aucun : les limites portent sur l'adresse du pair",
    )
    feedback = _sub(sub, "feedback", "Avis des joueurs / players' thumbs up and down")
    views = feedback.add_mutually_exclusive_group()
    views.add_argument("--worst", action="store_true", help="les questions les plus mal notées")
    views.add_argument(
        "--declined",
        action="store_true",
        help="les questions auxquelles le site n'a pas répondu (le livret ne le dit pas)",
    )
    feedback.add_argument("--limit", type=int, default=20)
    booklet_commands.add_parsers(sub, _sub)
    return parser


def _sub(sub: Any, name: str, help_text: str) -> _Parser:
    parser: _Parser = sub.add_parser(
        name,
        help=help_text,
        description=help_text,
        epilog=f"Exemple : {EXAMPLES[name]}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    return parser


class _Parser(argparse.ArgumentParser):
    """A sub-command whose help may end with text computed only when the help is shown."""

    more_help: Callable[[], str] | None = None

    def format_help(self) -> str:
        more = self.more_help() if self.more_help else ""
        return super().format_help() + ("\n" + more + "\n" if more else "")


def _check_schemas_help() -> str:
    """Each engine's state and action, for `arbitre check --help` (engines load only then)."""
    from arbitre.check_schemas import help_text
    from arbitre.settings import Settings

    try:
        return help_text(Settings.from_env().corpus_dir)
    except Exception:  # the help must print even when a setting cannot be read
        return ""


def main(argv: list[str] | None = None) -> int:
    pin_threads()
    args = _parser().parse_args(argv)
    import logging

    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("arbitre: %(message)s"))
    logging.getLogger("arbitre").addHandler(handler)
    from pydantic import ValidationError

    from arbitre.commands import UsageError, run
    from arbitre.setup_errors import broken_setup_errors

    try:
        return run(args)
    except UsageError as err:
        print(f"arbitre: {err}", file=sys.stderr)
        return 2
    except ValidationError as err:  # a setting from the environment that cannot be read
        first = err.errors()[0]
        where = ".".join(map(str, first["loc"]))
        print(f"arbitre: configuration invalide ({where}) : {first['msg']}", file=sys.stderr)
        return 2
    except broken_setup_errors() as err:
        print(f"arbitre: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `arbitre ask --batch f | head`: the reader left, nothing to say
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
