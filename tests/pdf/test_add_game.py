"""`arbitre add-game` and `arbitre passages` on a generated booklet; an index grown by one game."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import numpy as np
import pytest
from booklets import structured

from arbitre import cli
from testenv import ROOT, fake_settings


def _card_booklet(path: Path) -> Path:
    """A booklet whose cover gives its players and age."""
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.add_page()
    pdf.set_font("helvetica", style="B", size=20)
    pdf.text(20, 30, "BAZAR DES LUTINS")
    pdf.set_font("helvetica", size=11)
    pdf.text(20, 45, "De 2 à 5 joueurs - à partir de 8 ans - 20 minutes")
    for row, line in enumerate(
        [
            "Chaque lutin pose un grelot sur le bazar.",
            "Un grelot doré vaut trois grelots.",
            "Le lutin qui pose son dernier grelot gagne.",
        ]
    ):
        pdf.text(20, 60 + 6 * row, line)
        pdf.text(20, 100 + 6 * row, line.replace("lutin", "grelot lutin"))
    pdf.output(str(path))
    return path


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    target = tmp_path / "corpus"
    shutil.copytree(ROOT / "corpus", target)
    return target


def _env(monkeypatch: pytest.MonkeyPatch, corpus: Path, tmp: Path) -> None:
    monkeypatch.setenv("ARBITRE_CORPUS_DIR", str(corpus))
    monkeypatch.setenv("ARBITRE_INDEX_DIR", str(tmp / "index"))
    monkeypatch.setenv("ARBITRE_DATA_DIR", str(tmp))
    monkeypatch.setenv("ARBITRE_ENCODERS", "fake")


def test_add_game_fills_the_card_from_the_booklet(
    corpus: Path, tmp_path: Path, monkeypatch, capsys
) -> None:
    _env(monkeypatch, corpus, tmp_path)
    assert cli.main(["add-game", "bazar", "--pdf", str(_card_booklet(tmp_path / "b.pdf"))]) == 0
    card = tomllib.loads((corpus / "bazar" / "game.toml").read_text(encoding="utf-8"))
    assert (card["players"], card["age"], card["duration"]) == ("2-5", "8+", "20 min")
    assert "grelot" in card["vocabulary"] and "joueur" not in card["vocabulary"]
    assert (corpus / "bazar" / "regles.pdf").is_file()
    out = capsys.readouterr().out
    assert "joueurs    : 2-5" in out and "arbitre index" in out


def test_add_game_refuses_an_existing_folder_and_a_missing_pdf(
    corpus: Path, tmp_path: Path, monkeypatch, capsys
) -> None:
    _env(monkeypatch, corpus, tmp_path)
    assert cli.main(["add-game", "patchwork", "--pdf", str(_card_booklet(tmp_path / "b.pdf"))]) == 2
    assert cli.main(["add-game", "bazar", "--pdf", str(tmp_path / "absent.pdf")]) == 2
    assert not (corpus / "bazar").exists()
    assert "existe déjà" in capsys.readouterr().err


def test_passages_shows_sections_and_printed_pages(
    corpus: Path, tmp_path: Path, monkeypatch, capsys
) -> None:
    _env(monkeypatch, corpus, tmp_path)
    cli.main(["add-game", "jeu-test", "--pdf", str(structured(tmp_path / "r.pdf"))])
    capsys.readouterr()
    assert cli.main(["passages", "jeu-test"]) == 0
    out = capsys.readouterr().out
    assert "p. 13  [Tour de jeu › Passer]" in out


def test_adding_one_game_embeds_only_its_passages(
    corpus: Path, tmp_path: Path, monkeypatch
) -> None:
    from arbitre import encoders
    from indexer.build import build_index

    embedded: list[int] = []
    real = encoders.build_encoder

    def counting(spec: str):
        encoder = real(spec)
        original = encoder.embed_passages

        def embed(texts: list[str]) -> np.ndarray:
            embedded.append(len(texts))
            return original(texts)

        encoder.embed_passages = embed
        return encoder

    monkeypatch.setattr("indexer.build.build_encoder", counting)
    settings = fake_settings(tmp_path, corpus)
    first = build_index(settings, progress=False)
    assert sum(embedded) == first.passages
    _env(monkeypatch, corpus, tmp_path)
    cli.main(["add-game", "jeu-test", "--pdf", str(structured(tmp_path / "r.pdf"))])
    embedded.clear()
    second = build_index(settings, progress=False)
    assert second.rebuilt and sum(embedded) == second.games["jeu-test"] == second.embedded
    assert second.passages == first.passages + second.games["jeu-test"]


def test_index_names_the_pages_it_could_not_read(
    corpus: Path, tmp_path: Path, monkeypatch, capsys
) -> None:
    from booklets import with_scanned_page

    from arbitre import ocr

    monkeypatch.setattr(ocr, "available", lambda: False)
    _env(monkeypatch, corpus, tmp_path)
    assert (
        cli.main(
            [
                "add-game",
                "jeu-scan",
                "--pdf",
                str(with_scanned_page(tmp_path / "s.pdf", tmp_path / "i.png")),
            ]
        )
        == 0
    )
    assert "page(s) 2" in capsys.readouterr().out  # add-game already says what to check
    assert cli.main(["index", "--quiet"]) == 0
    err = capsys.readouterr().err
    assert "page(s) 2 sans texte" in err and "tesseract-ocr-fra" in err


# A dictd dictionary as dict-freedict-fra-eng installs it, cut to three nouns and a verb.
FRA_ENG = """grelot /gʀəlo/ <n, masc>
1. sleigh bell
2. bell
lutin /lytɛ̃/ <n, masc>
imp, elf, goblin
poser /poze/ <v>
put
course /kuʀs/ <n, fem>
race, errand
"""


def test_add_game_writes_an_english_glossary_of_the_booklets_own_words(
    corpus: Path, tmp_path: Path, monkeypatch, capsys
) -> None:
    """ "Do golden bells count triple?" names the game: the booklet's "grelot" has its
    English words in the card, as a hand-made game's glossary does."""
    from arbitre.corpus import load_game
    from arbitre.detect import GameDetector

    (tmp_path / "fra-eng.txt").write_text(FRA_ENG, encoding="utf-8")
    monkeypatch.setenv("ARBITRE_FRA_ENG_DICT", str(tmp_path / "fra-eng.txt"))
    _env(monkeypatch, corpus, tmp_path)
    assert cli.main(["add-game", "bazar", "--pdf", str(_card_booklet(tmp_path / "b.pdf"))]) == 0
    card = tomllib.loads((corpus / "bazar" / "game.toml").read_text(encoding="utf-8"))
    assert card["glossary"]["bell"] == "grelot"
    assert "bell" in card["vocabulary"] and "put" not in card["glossary"]
    assert "glossaire  : sleigh bell = grelot, bell = grelot" in capsys.readouterr().out
    games = tuple(load_game(corpus / slug) for slug in ("bazar", "patchwork", "luz"))
    assert GameDetector(games).detect("Do golden bells count triple?") == "bazar"


def test_add_game_says_how_to_get_the_glossary_without_a_dictionary(
    corpus: Path, tmp_path: Path, monkeypatch, capsys
) -> None:
    monkeypatch.setenv("ARBITRE_FRA_ENG_DICT", str(tmp_path / "absent.dict.dz"))
    _env(monkeypatch, corpus, tmp_path)
    assert cli.main(["add-game", "bazar", "--pdf", str(_card_booklet(tmp_path / "b.pdf"))]) == 0
    assert "glossary" not in (corpus / "bazar" / "game.toml").read_text(encoding="utf-8")
    assert "dict-freedict-fra-eng" in capsys.readouterr().out


def test_passages_shows_the_parts_a_long_paragraph_is_also_scored_by() -> None:
    from arbitre.booklet_commands import shown
    from arbitre.passages import Passage

    text = " ".join(f"Règle {n} du tour." for n in range(1, 6))
    lines = shown(Passage("jeu", "Tour", text, page="3", id="jeu-004"))
    assert lines[0] == "jeu-004  p. 3  [Tour]  (text)"
    assert lines[2:] == [
        "    ⤷ partie 1/2 : Règle 1 du tour. Règle 2 du tour. Règle 3 du tour.",
        "    ⤷ partie 2/2 : Règle 4 du tour. Règle 5 du tour.",
    ]
    assert shown(Passage("jeu", "Tour", "Une règle. Deux règles.", id="jeu-005"))[2:] == []
