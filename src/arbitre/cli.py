"""The `arbitre` command: ask, games, index, check, serve, feedback, add-game, passages.

Exit status: 0 when answered (abstaining is an answer), 2 for a usage error,
1 for a broken index or corpus, with one line saying what to run.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from arbitre import booklet_commands

EXAMPLES = {
    "ask": 'arbitre ask "Peut-on poser deux fois le même nombre dans une rangée ?" --game lucky-numbers',
    "games": "arbitre games",
    "index": "arbitre index            # rebuilds only if the corpus or the encoders changed",
    "check": "arbitre check lucky-numbers --state garden.json --action '{\"type\": \"place\", \"value\": 9, \"row\": 0, \"col\": 1}'",
    "serve": "arbitre serve --port 8000",
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
    sub = parser.add_subparsers(dest="command", required=True)
    ask = _sub(sub, "ask", "Pose une question / ask a rules question")
    ask.add_argument("question", nargs="?", help="la question, en français ou en anglais")
    ask.add_argument("--game", help="slug du jeu (sinon détecté) : lucky-numbers, patchwork, ...")
    ask.add_argument("--lang", choices=["fr", "en"], help="langue de la réponse (sinon celle de la question)")
    ask.add_argument("--json", action="store_true", help="un objet réponse JSON sur stdout")
    ask.add_argument("--batch", metavar="FILE", help='lignes JSON {"id", "question", "game"} -> une réponse par ligne')
    _sub(sub, "games", "Liste les jeux indexés / list the indexed games")
    index = _sub(sub, "index", "Construit l'index / build the index")
    index.add_argument("--force", action="store_true", help="reconstruire même si rien n'a changé")
    index.add_argument("--quiet", action="store_true", help="sans barre de progression")
    check = _sub(sub, "check", "Vérifie un coup avec le moteur / check a move with the engine")
    check.add_argument("slug")
    check.add_argument("--state", required=True, metavar="FILE", help="état du jeu, en JSON")
    check.add_argument("--action", required=True, metavar="JSON", help="l'action, en JSON")
    serve = _sub(sub, "serve", "Sert le site et l'API / serve the web page and the API")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)
    feedback = _sub(sub, "feedback", "Avis des joueurs / players' thumbs up and down")
    feedback.add_argument("--worst", action="store_true", help="les questions les plus mal notées")
    feedback.add_argument("--limit", type=int, default=20)
    booklet_commands.add_parsers(sub, _sub)
    return parser


def _sub(sub: Any, name: str, help_text: str) -> argparse.ArgumentParser:
    return sub.add_parser(name, help=help_text, description=help_text, epilog=f"Exemple : {EXAMPLES[name]}",
                          formatter_class=argparse.RawDescriptionHelpFormatter)


def main(argv: list[str] | None = None) -> int:
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
        print(f"arbitre: configuration invalide ({'.'.join(map(str, first['loc']))}) : {first['msg']}", file=sys.stderr)
        return 2
    except broken_setup_errors() as err:
        print(f"arbitre: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
