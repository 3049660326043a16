"""`arbitre add-game SLUG --pdf FILE` and `arbitre passages SLUG`: a game from its PDF booklet."""

from __future__ import annotations

import argparse
import re
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arbitre.settings import Settings

EXAMPLES = {
    "add-game": "arbitre add-game skip-bo --pdf ~/regles-skip-bo.pdf   # then: arbitre index",
    "passages": "arbitre passages skip-bo",
}
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def add_parsers(sub: Any, make: Any) -> None:
    """The two sub-commands, added to the `arbitre` parser by `make(sub, name, help)`."""
    add = make(
        sub, "add-game", "Ajoute un jeu depuis son livret PDF / add a game from its PDF booklet"
    )
    add.add_argument("slug", help="nom du dossier : minuscules et tirets, ex. skip-bo")
    add.add_argument("--pdf", required=True, metavar="FILE", help="le livret de règles, en PDF")
    add.add_argument("--name", help="le nom du jeu (sinon lu dans le PDF ou tiré du slug)")
    show = make(
        sub,
        "passages",
        "Montre les passages d'un jeu tels qu'indexés / a game's passages as indexed",
    )
    show.add_argument("slug")


def add_game(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.booklet_card import game_toml, guess_card, pdf_title
    from arbitre.commands import UsageError
    from arbitre.corpus import load_corpus, load_game, read_game

    pdf = Path(args.pdf).expanduser()
    if not _SLUG.match(args.slug):
        raise UsageError(
            f"slug invalide {args.slug!r} : minuscules, chiffres et tirets (ex. skip-bo)"
        )
    if not pdf.is_file() or pdf.suffix.lower() != ".pdf":
        raise UsageError(f"{pdf} : fichier PDF introuvable / PDF file not found")
    folder = settings.corpus_dir / args.slug
    if folder.exists():
        raise UsageError(
            f"{folder} existe déjà / already exists: choisis un autre slug ou supprime le dossier"
        )
    others = (
        [p for p in load_corpus(settings.corpus_dir).passages]
        if settings.corpus_dir.is_dir()
        else []
    )
    with tempfile.TemporaryDirectory(
        dir=settings.corpus_dir.parent if settings.corpus_dir.is_dir() else None
    ) as tmp:
        draft = Path(tmp) / args.slug
        draft.mkdir()
        shutil.copyfile(pdf, draft / "regles.pdf")
        (draft / "game.toml").write_text(f'name = "{args.slug}"\n', encoding="utf-8")
        passages, notes = read_game(load_game(draft))
        card = guess_card(args.slug, passages, others, args.name or pdf_title(pdf))
        (draft / "game.toml").write_text(game_toml(args.slug, card, pdf.name), encoding="utf-8")
        settings.corpus_dir.mkdir(parents=True, exist_ok=True)
        shutil.move(str(draft), folder)
    print(_report(folder, card, passages, notes))
    return 0


def _report(folder: Path, card: Any, passages: list[Any], notes: list[str]) -> str:
    from arbitre import fra_eng

    sections = len({p.section for p in passages})
    pages = len({p.page for p in passages if p.page})
    lines = [
        f"Jeu créé : {folder} ({len(passages)} passages, {sections} sections, {pages} pages)",
        f"  nom        : {card.name}",
        f"  joueurs    : {card.players or '?'}",
        f"  âge        : {card.age or '?'}",
        f"  durée      : {card.duration or '?'}",
        f"  vocabulaire: {', '.join(card.vocabulary) or '?'}",
        f"  glossaire  : {', '.join(f'{en} = {fr}' for en, fr in card.glossary) or '?'}",
        "À vérifier / to check:",
        f"  - le nom, les alias et le vocabulaire dans {folder / 'game.toml'}",
    ]
    lines += [
        f"  - {field} : le livret ne le dit pas, à remplir à la main" for field in card.unsure()
    ]
    lines += [f"  - {note}" for note in notes]
    if not fra_eng.available():
        lines.append(
            "  - glossaire anglais vide, pas de dictionnaire français-anglais / no English "
            f"glossary without a French-English dictionary: {fra_eng.INSTALL}"
        )
    lines += [f"Puis : arbitre passages {folder.name}   et   arbitre index"]
    return "\n".join(lines)


def passages(args: argparse.Namespace, settings: Settings) -> int:
    from arbitre.commands import UsageError
    from arbitre.corpus import load_game, read_game

    folder = settings.corpus_dir / args.slug
    if not (folder / "game.toml").is_file():
        raise UsageError(f"pas de jeu {args.slug!r} dans {settings.corpus_dir} / no such game")
    found, notes = read_game(load_game(folder))
    for p in found:
        print("\n".join(shown(p)))
    for note in notes:
        print(f"arbitre: {note}")
    return 0


def shown(passage: Any) -> list[str]:
    """A passage as `arbitre passages` prints it: where it is cited, its text, then the parts
    it is also scored by (chunking.part_chunks), each embedded with the section's name."""
    from arbitre.chunking import part_chunks

    where = f"p. {passage.page}" if passage.page else "sans page"
    lines = [f"{passage.id}  {where}  [{passage.section}]  ({passage.kind})"]
    lines += ["    " + line for line in passage.text.splitlines()]
    parts = part_chunks(passage)
    for number, chunk in enumerate(parts, start=1):
        lines.append(f"    ⤷ partie {number}/{len(parts)} : {chunk}")
    return lines
