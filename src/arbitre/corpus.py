"""The games of the corpus: metadata from game.toml, passages from rules.md and PDFs.

A game is defined once, in `corpus/<slug>/`. This module reads a folder into a
`Game` and its `Passage`s and stops with a `CorpusError` naming the file and
line when something is malformed.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arbitre import markdown_rules, pdf_booklet
from arbitre.corpus_error import CorpusError
from arbitre.passages import Passage

_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_REQUIRED_TEXT = ("name",)


@dataclass(frozen=True)
class Game:
    """A game's metadata, as a rules site shows it on the game's card."""

    slug: str
    name: str
    aliases: tuple[str, ...] = ()
    vocabulary: tuple[str, ...] = ()
    publisher: str = ""
    year: int = 0
    author: str = ""
    players: str = ""
    duration: str = ""
    age: str = ""
    genre: str = ""
    language: str = "fr"
    summary: str = ""
    source: str = ""
    pdf_page_offset: int = 0
    glossary: tuple[
        tuple[str, str], ...
    ] = ()  # English word or phrase -> the booklet's French words
    folder: Path = field(default=Path("."), compare=False)


def load_game(folder: Path) -> Game:
    """Read `folder/game.toml` into a Game."""
    path = folder / "game.toml"
    if not path.is_file():
        raise CorpusError(path, None, "fichier manquant (game.toml est obligatoire)")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise CorpusError(path, _toml_line(err), f"TOML invalide: {err}") from None
    if data.get("slug", folder.name) != folder.name or not _SLUG.match(folder.name):
        raise CorpusError(path, None, f"slug {data.get('slug')!r} ≠ dossier {folder.name!r}")
    for key in _REQUIRED_TEXT:
        if not isinstance(data.get(key), str) or not data[key].strip():
            raise CorpusError(path, None, f"champ {key!r} manquant ou vide")
    known = {f for f in Game.__dataclass_fields__ if f != "folder"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise CorpusError(path, None, f"champ(s) inconnu(s): {', '.join(unknown)}")
    glossary = data.pop("glossary", {})
    if not isinstance(glossary, dict) or not all(isinstance(v, str) for v in glossary.values()):
        raise CorpusError(
            path, None, '[glossary] : chaque entrée doit être « mot anglais = "mots français" »'
        )
    # TOML values, checked against Game's fields by its constructor (TypeError below).
    values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
    values["glossary"] = tuple(glossary.items())
    values["slug"] = folder.name
    try:
        return Game(**values, folder=folder)
    except TypeError as err:
        raise CorpusError(path, None, str(err)) from None


def _toml_line(err: Exception) -> int | None:
    match = re.search(r"line (\d+)", str(err))
    return int(match.group(1)) if match else None


def load_passages(game: Game) -> list[Passage]:
    """All passages of a game: rules.md first, then any PDF booklets."""
    return read_game(game)[0]


def read_game(game: Game, ocr_cache: Path | None = None) -> tuple[list[Passage], list[str]]:
    """A game's passages, and a note for each booklet page that could not be read
    (`ocr_cache`: where OCR text is kept between builds)."""
    rules = game.folder / "rules.md"
    pdfs = sorted(game.folder.glob("*.pdf"))
    if not rules.is_file() and not pdfs:
        raise CorpusError(rules, None, "ni rules.md ni livret PDF dans ce dossier")
    passages: list[Passage] = [fact_sheet(game)]
    notes: list[str] = []
    if rules.is_file():
        passages += markdown_rules.parse(rules, game.slug, game.name)
    for pdf in pdfs:
        booklet = pdf_booklet.read_booklet(pdf, game.pdf_page_offset or None, ocr_cache)
        passages += pdf_booklet.passages(booklet, game.slug, game.name)
        if booklet.unreadable:
            notes.append(unreadable_note(pdf, booklet.unreadable))
    return [p.numbered(i) for i, p in enumerate(passages)], notes


def unreadable_note(pdf: Path, pages: tuple[int, ...]) -> str:
    """Pages without a text layer that OCR could not read, and how to get OCR."""
    from arbitre.ocr import INSTALL_HINT

    listed = ", ".join(str(n) for n in pages)
    return (
        f"{pdf}: page(s) {listed} sans texte (images seules), non indexée(s) : installe l'OCR, "
        f"{INSTALL_HINT}, puis relance arbitre index --force / "
        "page(s) with no text layer, not indexed: "
        "install OCR, then re-index"
    )


FACT_SHEET = "Fiche du jeu"


def fact_sheet(game: Game) -> Passage:
    """The game's card as a passage, so "à partir de quel âge ?" is answered and cited."""
    facts = [
        ("Joueurs", game.players),
        ("Durée", game.duration),
        ("Âge", game.age),
        ("Type", game.genre),
        ("Sortie", str(game.year) if game.year else ""),
        ("Auteur", game.author),
        ("Éditeur", game.publisher),
    ]
    text = f"{game.name} — " + " ; ".join(f"{k} : {v}" for k, v in facts if v) + "."
    words = {"Joueurs": "nombre de joueurs", "Durée": "durée d'une partie", "Âge": "âge minimum"}
    present = ", ".join(words.get(k, k.lower()) for k, v in facts if v)
    context = f"{game.name}. {FACT_SHEET}. {present}."
    return Passage(game=game.slug, section=FACT_SHEET, text=text, kind="text", context=context)


@dataclass(frozen=True)
class Corpus:
    """Every game of a corpus folder with its passages."""

    games: tuple[Game, ...]
    passages: tuple[Passage, ...]
    notes: tuple[str, ...] = ()  # pages that could not be read, one line per booklet

    def game(self, slug: str) -> Game | None:
        return next((g for g in self.games if g.slug == slug), None)


def load_corpus(root: Path, ocr_cache: Path | None = None) -> Corpus:
    """Read every game folder under `root`."""
    if not root.is_dir():
        raise CorpusError(root, None, "dossier du corpus introuvable")
    folders = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    if not folders:
        raise CorpusError(root, None, "aucun jeu dans le corpus")
    games = tuple(load_game(f) for f in folders)
    read = [read_game(g, ocr_cache) for g in games]
    return Corpus(
        games,
        tuple(p for passages, _ in read for p in passages),
        tuple(n for _, notes in read for n in notes),
    )


# Bump when the way passages are cut changes: the same files then give other passages.
CHUNKING_VERSION = "5"


def corpus_hash(root: Path) -> str:
    """A digest of every file the index is built from: unchanged hash, no rebuild."""
    digest = hashlib.sha256(CHUNKING_VERSION.encode())
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix in {".toml", ".md", ".pdf"} and path.name != "README.md":
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]
