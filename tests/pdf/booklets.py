"""Small PDF booklets the tests draw with fpdf2: headings, two columns, a page with no text."""

from __future__ import annotations

from pathlib import Path


def _pdf():
    from fpdf import FPDF

    pdf = FPDF(format="A4")
    pdf.set_auto_page_break(False)
    return pdf


def _folio(pdf, number: int) -> None:
    pdf.set_font("helvetica", size=8)
    pdf.text(100, 290, f"- {number} -")
    pdf.text(20, 10, "Jeu de test - regles")


def structured(path: Path) -> Path:
    """Three pages printed 12 to 14: a title, sections, a word split at a line's end, a list."""
    pdf = _pdf()
    pages = [
        (
            "PRÉPARATION",
            [
                (
                    "Les cartes",
                    [
                        "Chaque joueur reçoit sept cartes et les garde en main",
                        "sans les montrer. La pioche reste au centre de la clai-",
                        "rière, face cachée.",
                    ],
                )
            ],
        ),
        (
            "TOUR DE JEU",
            [
                (
                    "Jouer une carte",
                    [
                        "À son tour, un joueur pose une carte sur la défausse.",
                        "Il peut ensuite piocher une carte.",
                    ],
                ),
                (
                    "Passer",
                    ["Un joueur qui ne peut pas jouer passe son tour et", "pioche deux cartes."],
                ),
            ],
        ),
        (
            "FIN DE LA PARTIE",
            [
                (
                    "Le gagnant",
                    ["Le premier joueur qui n'a plus de cartes gagne la", "partie aussitôt."],
                )
            ],
        ),
    ]
    for number, (title, sections) in enumerate(pages, start=12):
        pdf.add_page()
        _folio(pdf, number)
        y = 30
        pdf.set_font("helvetica", style="B", size=18)
        pdf.text(20, y, title)
        y += 14
        for heading, lines in sections:
            pdf.set_font("helvetica", style="B", size=11)
            pdf.text(20, y, heading)
            y += 7
            pdf.set_font("helvetica", size=11)
            for line in lines:
                pdf.text(20, y, line)
                y += 5
            y += 6
        pdf.set_font("helvetica", size=5)
        pdf.text(150, 200, "Carte 7 Joker Bonus")  # a card picture's text
    pdf.output(str(path))
    return path


def two_columns(path: Path) -> Path:
    """One page of two columns drawn row by row across the page (a common export)."""
    left = [
        "La colonne gauche commence ici et",
        "continue sur cette ligne puis",
        "finit sa phrase ici.",
    ]
    right = ["La colonne droite parle d'autre", "chose et reprend sur cette", "ligne pour finir."]
    pdf = _pdf()
    pdf.add_page()
    pdf.set_font("helvetica", size=11)
    for row, (a, b) in enumerate(zip(left, right, strict=False)):
        pdf.text(15, 40 + 5 * row, a)
        pdf.text(115, 40 + 5 * row, b)
    pdf.set_font("helvetica", size=11)
    for row in range(8):  # more rows, so the page reads as two columns
        pdf.text(15, 70 + 5 * row, f"Ligne gauche {row} de la règle")
        pdf.text(115, 70 + 5 * row, f"Ligne droite {row} de la règle")
    pdf.output(str(path))
    return path


def with_scanned_page(path: Path, image: Path) -> Path:
    """Page 1 has text; page 2 is only a picture of text (a scan)."""
    from PIL import Image, ImageDraw, ImageFont

    picture = Image.new("RGB", (1600, 400), "white")
    draw = ImageDraw.Draw(picture)
    try:
        font = ImageFont.load_default(size=64)
    except TypeError:  # an older Pillow without sized default fonts
        font = ImageFont.load_default()
    draw.text((40, 60), "La partie se termine", fill="black", font=font)
    draw.text((40, 180), "quand la pioche est vide.", fill="black", font=font)
    picture.save(image)
    pdf = _pdf()
    pdf.add_page()
    pdf.set_font("helvetica", style="B", size=16)
    pdf.text(20, 30, "RÈGLES")
    pdf.set_font("helvetica", size=11)
    pdf.text(20, 45, "Chaque joueur commence avec cinq jetons.")
    pdf.add_page()
    pdf.image(str(image), x=10, y=20, w=190)
    pdf.output(str(path))
    return path


def heading_drawn_last(path: Path) -> Path:
    """Two columns; the right column's heading is drawn after its text, above it on the page."""
    pdf = _pdf()
    pdf.add_page()
    pdf.set_font("helvetica", style="B", size=16)
    pdf.text(15, 30, "DÉBUT")
    pdf.set_font("helvetica", size=11)
    left = ["Règle de gauche : chaque joueur", "prend trois jetons et", "pose son pion au départ."]
    right = ["Pouvoir spécial : la guide", "déplace un autre pion", "de deux cases par tour."]
    for row, line in enumerate(left):
        pdf.text(15, 45 + 5 * row, line)
    for row, line in enumerate(right):
        pdf.text(115, 45 + 5 * row, line)
    pdf.set_font("helvetica", style="B", size=16)
    pdf.text(115, 30, "PERSONNAGES")
    pdf.output(str(path))
    return path


def with_table(path: Path) -> Path:
    """A ruled table of cards per player count, between two paragraphs."""
    pdf = _pdf()
    pdf.add_page()
    pdf.set_font("helvetica", style="B", size=16)
    pdf.cell(0, 10, "MISE EN PLACE", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("helvetica", size=11)
    pdf.cell(
        0,
        8,
        "Chaque joueur reçoit un stock selon le nombre de joueurs.",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    with pdf.table(col_widths=(60, 60)) as table:
        for row in (("Joueurs", "Cartes du stock"), ("2 à 4", "30"), ("5 ou 6", "20")):
            cells = table.row()
            for cell in row:
                cells.cell(cell)
    pdf.cell(0, 8, "Le reste des cartes forme la pioche.", new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))
    return path


def _stroke(pdf, x: float, baseline: float, letter: str, size: float, lean: str) -> None:
    """An accent drawn as a stroke over `letter` set at x (mm) on `baseline`, in Courier."""
    pt = 25.4 / 72  # mm per point
    width = pdf.get_string_width(letter)
    low, high = baseline - 0.55 * size * pt, baseline - 0.72 * size * pt
    left, right = x + 0.35 * width, x + 0.65 * width
    points = {
        "acute": [(left, low), ((left + right) / 2, (low + high) / 2), (right, high)],
        "grave": [(right, low), ((left + right) / 2, (low + high) / 2), (left, high)],
    }[lean]
    pdf.polyline(points)


def accents_drawn(path: Path) -> Path:
    """Headings in a font with no accented letter, their accents drawn as strokes
    ("Preparation" + a stroke over its "e"); the body font has its accents, and a stroke
    over its letters is a picture's."""
    pdf = _pdf()
    pdf.add_page()
    pdf.set_line_width(0.3)
    y = 30
    for heading, accents, body in (
        ("Preparation", [(2, "acute")], "Chaque joueur prend un pion et le pose sur la tuile."),
        ("A la fin", [(0, "grave")], "La partie se termine quand la pioche est épuisée."),
    ):
        pdf.set_font("courier", style="B", size=18)
        pdf.text(20, y, heading)
        for index, lean in accents:
            x = 20 + pdf.get_string_width(heading[:index])
            _stroke(pdf, x, y, heading[index], 18, lean)
        pdf.set_font("helvetica", size=11)
        pdf.text(20, y + 10, body)
        # A picture's stroke over the body's "Chaque": its font has accents, so no accent.
        _stroke(pdf, 20 + pdf.get_string_width(body[:5]), y + 10, body[5], 11, "acute")
        pdf.text(20, y + 15, f"Une règle écrite à côté de « {heading} ».")
        y += 40
    pdf.output(str(path))
    return path


def numbered_steps(path: Path) -> Path:
    """A lead-in line and three numbered steps, as a booklet prints a turn's order."""
    pdf = _pdf()
    pdf.add_page()
    pdf.set_font("helvetica", style="B", size=16)
    pdf.text(20, 30, "TOUR DE JEU")
    pdf.set_font("helvetica", size=11)
    lines = [
        "À chaque tour, faites ces étapes dans l'ordre :",
        "1. Piochez deux cartes.",
        "2. Jouez une carte de votre main.",
        "3. Défaussez une carte.",
    ]
    for row, line in enumerate(lines):
        pdf.text(20, 45 + 6 * row, line)
    pdf.output(str(path))
    return path


def two_paragraphs(path: Path) -> Path:
    """One rule told in two short paragraphs under one heading, then a list with its lead-in."""
    pdf = _pdf()
    pdf.add_page()
    pdf.set_font("helvetica", style="B", size=16)
    pdf.text(20, 30, "LES SÉRIES")
    pdf.set_font("helvetica", size=11)
    rows = [
        (45, "Une série terminée par un 12 est écartée du jeu."),
        (60, "Les séries écartées sont mélangées pour refaire la pioche."),
        (75, "Une série peut commencer par :"),
        (81, "- une carte 1 ;"),
        (87, "- un joker."),
    ]
    for y, line in rows:
        pdf.text(20, y, line)
    pdf.output(str(path))
    return path


def label_beside(path: Path) -> Path:
    """A rule with a figure's label in its margin, level with its lines, and a line that a
    picture cuts in two ("si la carte indique [image] décalez 2 tuiles")."""
    pdf = _pdf()
    pdf.add_page()
    pdf.set_font("helvetica", style="B", size=16)
    pdf.text(20, 30, "LE VENT")
    pdf.set_font("helvetica", size=11)
    rows = [
        (45, 50, "Une tuile avec deux marqueurs Sable devient bloquée."),
        (50, 50, "On ne peut plus y aller tant qu'elle en porte deux."),
        (55, 50, "Si la carte indique"),
        (55, 110, "décalez 2 tuiles vers la gauche."),
    ]
    for y, x, line in rows:
        pdf.text(x, y, line)
    pdf.text(12, 48, "Accessible")  # the label of the tile drawn in the margin
    pdf.output(str(path))
    return path
