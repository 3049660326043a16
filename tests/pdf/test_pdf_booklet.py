"""A PDF booklet read into passages: sections from its headings, printed pages, clean text."""

from __future__ import annotations

from pathlib import Path

import pytest
from booklets import (
    accents_drawn,
    label_beside,
    numbered_steps,
    structured,
    two_columns,
    two_paragraphs,
    with_scanned_page,
)

from arbitre import ocr, pdf_booklet


def _passages(pdf: Path) -> list:
    return pdf_booklet.parse(pdf, "jeu-test", "Jeu test")


def test_sections_come_from_the_headings(tmp_path: Path) -> None:
    found = _passages(structured(tmp_path / "r.pdf"))
    sections = {p.section for p in found}
    assert "Tour de jeu › Passer" in sections
    passer = next(p for p in found if p.section == "Tour de jeu › Passer")
    assert passer.text == "Un joueur qui ne peut pas jouer passe son tour et pioche deux cartes."


def test_pages_are_cited_as_printed_and_folios_headers_and_pictures_are_not_text(
    tmp_path: Path,
) -> None:
    found = _passages(structured(tmp_path / "r.pdf"))
    assert {p.page for p in found} == {"12", "13", "14"}
    text = " ".join(p.text for p in found)
    assert "- 12 -" not in text and "Jeu de test" not in text
    assert "Joker" not in text


def test_a_word_split_at_a_line_end_is_whole_again(tmp_path: Path) -> None:
    text = " ".join(p.text for p in _passages(structured(tmp_path / "r.pdf")))
    assert "clairière" in text and "clai-" not in text


def test_page_offset_still_overrides_the_printed_page(tmp_path: Path) -> None:
    """printed = PDF page - offset; a page printed before 1 (a cover) is left out."""
    found = pdf_booklet.parse(structured(tmp_path / "r.pdf"), "jeu-test", "Jeu test", page_offset=1)
    assert {p.page for p in found} == {"1", "2"}


def test_two_columns_drawn_across_the_page_are_read_column_by_column(tmp_path: Path) -> None:
    text = " ".join(p.text for p in _passages(two_columns(tmp_path / "c.pdf")))
    assert (
        "La colonne gauche commence ici et continue sur cette ligne puis finit sa phrase ici."
        in text
    )
    assert "La colonne droite parle d'autre chose et reprend sur cette ligne pour finir." in text


def test_a_page_without_text_is_named_when_ocr_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ocr, "available", lambda: False)
    booklet = pdf_booklet.read_booklet(with_scanned_page(tmp_path / "s.pdf", tmp_path / "scan.png"))
    assert booklet.unreadable == (2,)
    assert [p.number for p in booklet.pages] == [1]


def test_the_index_note_names_the_page_and_how_to_get_ocr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arbitre.corpus import load_corpus

    monkeypatch.setattr(ocr, "available", lambda: False)
    folder = tmp_path / "corpus" / "jeu-scan"
    folder.mkdir(parents=True)
    (folder / "game.toml").write_text('name = "Jeu scanné"\n', encoding="utf-8")
    with_scanned_page(folder / "regles.pdf", tmp_path / "scan.png")
    notes = load_corpus(tmp_path / "corpus").notes
    assert len(notes) == 1 and "page(s) 2" in notes[0] and "tesseract-ocr-fra" in notes[0]


@pytest.mark.skipif(not ocr.available(), reason="Tesseract not installed (make install-ocr)")
def test_a_page_without_text_is_read_by_ocr(tmp_path: Path) -> None:
    found = _passages(with_scanned_page(tmp_path / "s.pdf", tmp_path / "scan.png"))
    scanned = " ".join(p.text for p in found if p.page == "2")
    assert "pioche" in scanned and "termine" in scanned


def test_a_heading_drawn_after_its_text_still_heads_it(tmp_path: Path) -> None:
    from booklets import heading_drawn_last

    found = _passages(heading_drawn_last(tmp_path / "h.pdf"))
    powers = [p for p in found if "Pouvoir spécial" in p.text]
    rules = [p for p in found if "Règle de gauche" in p.text]
    assert powers and {p.section for p in powers} == {"Personnages"}
    assert rules and {p.section for p in rules} == {"Début"}


def test_ocr_text_is_kept_so_a_re_index_reads_a_scanned_page_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []
    monkeypatch.setattr(ocr, "available", lambda: True)
    monkeypatch.setattr(
        ocr, "page_text", lambda pdf, number: calls.append(number) or "La partie se termine vite."
    )
    pdf = with_scanned_page(tmp_path / "s.pdf", tmp_path / "scan.png")
    first = pdf_booklet.read_booklet(pdf, ocr_cache=tmp_path / "cache")
    second = pdf_booklet.read_booklet(pdf, ocr_cache=tmp_path / "cache")
    assert calls == [2]
    assert first.pages == second.pages and second.pages[1].ocr


def test_a_table_is_kept_as_rows_under_its_header(tmp_path: Path) -> None:
    from booklets import with_table

    found = _passages(with_table(tmp_path / "t.pdf"))
    tables = [p for p in found if p.kind == "table"]
    assert [p.text for p in tables] == ["Joueurs | Cartes du stock\n2 à 4 | 30\n5 ou 6 | 20"]
    assert tables[0].section == "Mise en place"
    prose = " ".join(p.text for p in found if p.kind != "table")
    assert "Le reste des cartes forme la pioche." in prose and "30" not in prose


def test_accents_drawn_as_strokes_over_a_heading_are_read_back(tmp_path: Path) -> None:
    """A display font without accented letters: "Preparation" and a stroke over its "e"."""
    found = _passages(accents_drawn(tmp_path / "a.pdf"))
    assert {p.section for p in found} == {"Préparation", "À la fin"}
    text = " ".join(p.text for p in found)
    assert "écrite à côté" in text  # the body's own accents kept
    assert "Chaque joueur" in text and "Chaqué" not in text  # a font with accents: no stroke


def test_numbered_steps_keep_their_numbers(tmp_path: Path) -> None:
    (steps,) = [p for p in _passages(numbered_steps(tmp_path / "n.pdf")) if p.kind == "list"]
    assert steps.text.splitlines() == [
        "À chaque tour, faites ces étapes dans l'ordre :",
        "1. Piochez deux cartes.",
        "2. Jouez une carte de votre main.",
        "3. Défaussez une carte.",
    ]


def test_the_quote_of_a_numbered_list_is_a_step_not_its_number(tmp_path: Path) -> None:
    from arbitre.answering import pick_quote

    (steps,) = [p for p in _passages(numbered_steps(tmp_path / "n.pdf")) if p.kind == "list"]
    assert pick_quote(steps, "Combien de cartes on pioche ?") == "Piochez deux cartes."
    assert pick_quote(steps, "Que faut-il défausser ?") == "Défaussez une carte."


def test_short_paragraphs_of_one_section_are_one_passage(tmp_path: Path) -> None:
    """A rule told over two paragraphs is found whole: a question on the empty draw pile
    gets "…écartée du jeu. Les séries écartées sont mélangées…" in one excerpt."""
    found = _passages(two_paragraphs(tmp_path / "p.pdf"))
    assert [(p.kind, p.text) for p in found] == [
        (
            "text",
            "Une série terminée par un 12 est écartée du jeu. "
            "Les séries écartées sont mélangées pour refaire la pioche.",
        ),
        ("list", "Une série peut commencer par :\n- une carte 1 ;\n- un joker."),
    ]


def test_a_label_in_the_margin_is_no_part_of_the_rule_beside_it(tmp_path: Path) -> None:
    found = _passages(label_beside(tmp_path / "l.pdf"))
    assert [p.text for p in found] == [
        "Une tuile avec deux marqueurs Sable devient bloquée. On ne peut plus y aller tant "
        "qu'elle en porte deux. Si la carte indique décalez 2 tuiles vers la gauche."
    ]


def test_the_quote_is_the_sentence_most_about_the_question(tmp_path: Path) -> None:
    """Both sentences name the series; the one about discarded series answers."""
    from arbitre.answering import pick_quote

    (rule, _) = _passages(two_paragraphs(tmp_path / "p.pdf"))
    quote = pick_quote(rule, "Que deviennent les séries écartées ?")
    assert quote == "Les séries écartées sont mélangées pour refaire la pioche."
