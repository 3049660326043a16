"""The corpus as players will see it: every game, its pages, its sections, its errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbitre.corpus import FACT_SHEET, CorpusError, load_corpus, load_game, load_passages
from testenv import ROOT

SLUGS = {"lucky-numbers", "num-draft", "patchwork", "luz", "onze-gagnant"}


@pytest.fixture(scope="module")
def corpus():
    return load_corpus(ROOT / "corpus")


def test_the_five_games_are_in_the_corpus(corpus):
    assert {g.slug for g in corpus.games} == SLUGS


def test_faq_answer_is_one_passage_cited_on_its_page(corpus):
    faq = [
        p
        for p in corpus.passages
        if p.heading == "Peut-on poser deux fois le même nombre dans une rangée ?"
    ]
    assert len(faq) == 1
    assert faq[0].page == "3" and faq[0].kind == "faq"
    assert "Ils n'ont en revanche pas besoin de se suivre" in faq[0].text


def test_page_ranges_are_kept_as_cited(corpus):
    assert any(p.page == "1-2" and p.game == "patchwork" for p in corpus.passages)


def test_no_passage_spans_two_cited_pages(corpus):
    import re

    for p in corpus.passages:
        assert len(set(re.findall(r"\(p\. ([0-9-]+)\)", p.text))) <= 1, p.text


def test_games_without_page_references_cite_sections(corpus):
    luz = [p for p in corpus.passages if p.game == "luz"]
    assert all(p.page is None for p in luz)
    assert any("Phase 4" in p.section for p in luz)


def test_web_residue_is_not_in_the_corpus(corpus):
    text = " ".join(p.text for p in corpus.passages)
    for residue in ("Blob", "Pose ta question", "affiliations", "Philibert"):
        assert residue not in text


def test_missing_luz_points_table_is_declared_as_a_gap(corpus):
    gaps = [p for p in corpus.passages if p.kind == "gap"]
    assert [g.game for g in gaps] == ["luz"]
    assert "tableau des points" in gaps[0].text


def test_each_game_has_a_fact_sheet_with_its_players(corpus):
    sheets = {p.game: p for p in corpus.passages if p.section == FACT_SHEET}
    assert set(sheets) == SLUGS
    assert "Joueurs : 1–4" in sheets["lucky-numbers"].text


def test_passages_read_on_their_own(corpus):
    for p in corpus.passages:
        assert 10 <= len(p.text) <= 900, p.text
        assert "**" not in p.text


def _game_folder(tmp_path: Path, rules: str, toml: str | None = None) -> Path:
    folder = tmp_path / "demo"
    folder.mkdir()
    (folder / "game.toml").write_text(toml or 'slug = "demo"\nname = "Démo"\n', encoding="utf-8")
    (folder / "rules.md").write_text(rules, encoding="utf-8")
    return folder


def test_text_before_the_title_names_file_and_line(tmp_path):
    folder = _game_folder(tmp_path, "Du texte\n# Démo\n")
    with pytest.raises(CorpusError, match=r"rules\.md:1: .*titre"):
        load_passages(load_game(folder))


def test_malformed_page_reference_names_its_line(tmp_path):
    folder = _game_folder(tmp_path, "# Démo\n\n## Tour\n\nOn pioche. (p. trois)\n")
    with pytest.raises(CorpusError, match=r"rules\.md:5: .*page"):
        load_passages(load_game(folder))


def test_table_row_with_wrong_width_names_its_line(tmp_path):
    folder = _game_folder(
        tmp_path, "# Démo\n\n## Score\n\n| a | b |\n|---|---|\n| 1 | 2 |\n| 3 |\n"
    )
    with pytest.raises(CorpusError, match=r"rules\.md:8: .*colonnes"):
        load_passages(load_game(folder))


def test_invalid_toml_names_the_file(tmp_path):
    folder = _game_folder(tmp_path, "# Démo\n", toml='slug = "demo"\nname = \n')
    with pytest.raises(CorpusError, match=r"game\.toml:2"):
        load_game(folder)


def test_slug_must_match_the_folder(tmp_path):
    folder = _game_folder(tmp_path, "# Démo\n", toml='slug = "autre"\nname = "Démo"\n')
    with pytest.raises(CorpusError, match="slug"):
        load_game(folder)


def test_a_pdf_booklet_is_indexed_with_its_printed_pages(tmp_path):
    from fpdf import FPDF

    folder = tmp_path / "livret"
    folder.mkdir()
    (folder / "game.toml").write_text(
        'slug = "livret"\nname = "Livret"\npdf_page_offset = 1\n', encoding="utf-8"
    )
    pdf = FPDF()
    pdf.set_font("Helvetica", size=12)
    for text in (
        "Couverture du livret.",
        "Chaque joueur pioche deux cartes.",
        "Le premier à 10 points gagne.",
    ):
        pdf.add_page()
        pdf.multi_cell(0, 8, text)
    pdf.output(str(folder / "regles.pdf"))
    passages = load_passages(load_game(folder))
    by_page = {p.page: p.text for p in passages if p.section != FACT_SHEET}
    assert by_page == {
        "1": "Chaque joueur pioche deux cartes.",
        "2": "Le premier à 10 points gagne.",
    }


def test_an_unreadable_pdf_is_a_corpus_error(tmp_path):
    folder = _game_folder(tmp_path, "# Démo\n")
    (folder / "livret.pdf").write_bytes(b"%PDF-1.4 not really")
    with pytest.raises(CorpusError, match="PDF"):
        load_passages(load_game(folder))
