"""The dev booklets (real PDFs, not ours) added to the five games and asked their blind questions.

    make eval                  (runs this when ../shared/booklets exists)
    python eval/booklets_eval.py

Two builds, printed side by side in one run:
- baseline: the booklets added as the README said before issue 13, a hand-written card
  (eval/booklets/baseline_cards.toml) and the page-by-page reader (booklets_baseline.py);
- structured: `arbitre add-game`'s card and the structured reader of arbitre.pdf_booklet.
The booklets are read from ARBITRE_BOOKLETS_DIR (default: ../shared/booklets beside the
project), linked into a corpus under var/eval-booklets/, never copied into the project.
"""

from __future__ import annotations

import os
import shutil
import time
import tomllib
from pathlib import Path

from devset import EVAL_DIR, load_devset

from arbitre.settings import Settings, project_root

QUESTIONS = EVAL_DIR / "booklets"
WORK = project_root() / "var" / "eval-booklets"


def booklets_dir() -> Path:
    return Path(
        os.environ.get("ARBITRE_BOOKLETS_DIR", project_root().parent / "shared" / "booklets")
    )


def _corpus(variant: str, settings: Settings, booklets: Path) -> Path:
    """A corpus folder: the five games linked, each booklet's PDF linked beside its card."""
    from arbitre.booklet_card import game_toml, guess_card
    from arbitre.corpus import load_corpus, load_game, read_game

    root = WORK / variant / "corpus"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    for game in sorted(p for p in settings.corpus_dir.iterdir() if p.is_dir()):
        (root / game.name).symlink_to(game.resolve())
    five = list(load_corpus(settings.corpus_dir).passages)
    cards = tomllib.loads((QUESTIONS / "baseline_cards.toml").read_text(encoding="utf-8"))
    for slug, card in cards.items():
        folder = root / slug
        folder.mkdir()
        (folder / "regles.pdf").symlink_to((booklets / slug / "regles.pdf").resolve())
        (folder / "game.toml").write_text(
            "".join(f'{key} = "{value}"\n' for key, value in card.items()), encoding="utf-8"
        )
    if (
        variant == "structured"
    ):  # each booklet's card as add-game writes it, the other games all present
        read = {slug: read_game(load_game(root / slug))[0] for slug in cards}
        for slug, passages in read.items():
            others = five + [p for other, ps in read.items() if other != slug for p in ps]
            guessed = guess_card(slug, passages, others, title=cards[slug]["name"])
            (root / slug / "game.toml").write_text(
                game_toml(slug, guessed, "regles.pdf"), encoding="utf-8"
            )
    return root


def _build(variant: str, settings: Settings, booklets: Path) -> tuple[Settings, float, int]:
    from booklets_baseline import read_game as baseline_read_game

    import arbitre.corpus
    from indexer.build import CACHE_DIR, build_index

    corpus_dir = _corpus(variant, settings, booklets)
    index_dir = WORK / variant / "index"
    seed = (
        WORK / "baseline" / "index" / CACHE_DIR
    )  # the five games' vectors, embedded once for both builds
    if variant != "baseline" and seed.is_dir() and not (index_dir / CACHE_DIR).is_dir():
        shutil.copytree(seed, index_dir / CACHE_DIR, dirs_exist_ok=True)
    local = settings.model_copy(update={"corpus_dir": corpus_dir, "index_dir": index_dir})
    original = arbitre.corpus.read_game
    if variant == "baseline":
        arbitre.corpus.read_game = baseline_read_game
    try:
        start = time.perf_counter()
        report = build_index(local, force=True, progress=False)
        return local, time.perf_counter() - start, report.embedded
    finally:
        arbitre.corpus.read_game = original


def _read_seconds(booklets: Path) -> list[str]:
    from arbitre.pdf_booklet import read_booklet

    lines = []
    for pdf in sorted(booklets.glob("*/*.pdf")):
        start = time.perf_counter()
        booklet = read_booklet(pdf)
        ocr = sum(p.ocr for p in booklet.pages)
        seconds = time.perf_counter() - start
        lines.append(
            f"  {pdf.parent.name}: {len(booklet.pages)} pages read in {seconds:.1f} s "
            f"({ocr} by OCR, unreadable: {list(booklet.unreadable) or 'none'}), "
            f"printed pages {[p.printed for p in booklet.pages]}"
        )
    return lines


def sixteen_pages(booklets: Path, target: Path) -> Path:
    """A 16-page booklet for timing, under var/ (never in the project): Désert Interdit's
    8 pages, its first 4 again, and its last 4 as pictures only, so OCR reads them."""
    import pypdfium2
    from fpdf import FPDF
    from pypdf import PdfWriter

    source = booklets / "desert-interdit" / "regles.pdf"
    scans = FPDF(unit="pt", format=(576, 576))
    document = pypdfium2.PdfDocument(str(source))
    try:
        for index in range(4, 8):
            image = target.with_name(f"scan-{index}.png")
            document[index].render(scale=150 / 72).to_pil().save(image)
            scans.add_page()
            scans.image(str(image), x=0, y=0, w=576, h=576)
    finally:
        document.close()
    scanned = target.with_name("scans.pdf")
    scans.output(str(scanned))
    writer = PdfWriter()
    writer.append(str(source))
    writer.append(str(source), pages=(0, 4))
    writer.append(str(scanned))
    writer.write(str(target))
    return target


def _timing(settings: Settings, booklets: Path) -> list[str]:
    """Indexing a 16-page booklet with 4 image-only pages, added to the indexed corpus."""
    from arbitre import ocr
    from arbitre.pdf_booklet import read_booklet
    from indexer.build import CACHE_DIR, build_index

    try:
        import fpdf  # noqa: F401 - a test dependency (make install-test)
    except ImportError:
        return ["  16-page timing skipped: fpdf2 not installed (make install-test)"]
    root = WORK / "sixteen"
    shutil.rmtree(root, ignore_errors=True)
    folder = root / "corpus" / "seize-pages"
    folder.mkdir(parents=True)
    for game in sorted(p for p in settings.corpus_dir.iterdir() if p.is_dir()):
        (root / "corpus" / game.name).symlink_to(game.resolve())
    (root / "work").mkdir()
    shutil.move(str(sixteen_pages(booklets, root / "work" / "regles.pdf")), folder / "regles.pdf")
    (folder / "game.toml").write_text('name = "Seize pages"\n', encoding="utf-8")
    shutil.copytree(
        WORK / "structured" / "index" / CACHE_DIR,
        root / "index" / CACHE_DIR,
        ignore=shutil.ignore_patterns("ocr"),
    )  # the five games' vectors; no OCR text yet
    local = settings.model_copy(update={"corpus_dir": root / "corpus", "index_dir": root / "index"})
    report = build_index(local, force=True, progress=False)
    booklet = read_booklet(folder / "regles.pdf", ocr_cache=root / "index" / CACHE_DIR / "ocr")
    ocr_state = "with OCR" if ocr.available() else "OCR not installed"
    by_ocr = sum(p.ocr for p in booklet.pages)
    unreadable = list(booklet.unreadable) or "none"
    return [
        f"  16-page booklet ({ocr_state}: {by_ocr} pages by OCR, unreadable: {unreadable}) "
        f"added to the indexed corpus: {report.seconds:.1f} s "
        f"(reading, OCR and embedding), {report.embedded} texts embedded "
        f"(passages and their parts) for {report.passages} passages "
        f"(its own: {report.games.get('seize-pages', 0)})"
    ]


def main(
    settings: Settings | None = None, variants: tuple[str, ...] = ("baseline", "structured")
) -> None:
    from evaluate import HEADER, evaluate_mode, evaluate_pipeline

    from arbitre.service import Service

    # Engine readings in-process, as in evaluate.py: a loaded machine times none out.
    settings = settings or Settings.from_env(engine_timeout_seconds=0)
    booklets = booklets_dir()
    if not (booklets / "skip-bo").is_dir():
        print(f"dev booklets: {booklets} not found, booklet figures skipped")
        print("(set ARBITRE_BOOKLETS_DIR to the folder of the dev booklets)")
        return
    questions = [q for path in sorted(QUESTIONS.glob("*.jsonl")) for q in load_devset(path)]
    names = ", ".join(p.stem for p in sorted(QUESTIONS.glob("*.jsonl")))
    print(
        f"dev booklets ({names}): {len(questions)} "
        f"blind questions ({sum(q.abstain for q in questions)} to decline, "
        f"{sum(q.lang == 'en' for q in questions)} in English), with the five games in the corpus"
    )
    for variant in variants:
        local, seconds, embedded = _build(variant, settings, booklets)
        core = Service(local).core
        print(
            f"\n-- {variant}: index built in {seconds:.1f} s, {embedded} texts embedded "
            f"({len(core.retriever.passages)} passages in all) --"
        )
        for slug in sorted({q.game for q in questions}):
            mine = [p for p in core.retriever.passages if p.game == slug]
            print(
                f"{slug}: {len(mine)} passages, {len({p.section for p in mine})} sections, "
                f"pages cited {sorted({p.page for p in mine if p.page}, key=lambda x: (len(x), x))}"
            )
        for given in (True, False):
            print(f"== game {'given' if given else 'NOT given'} ==")
            print(HEADER)
            print(
                evaluate_mode(
                    core, questions, "hybrid (BM25 + dense)", "hybrid", None, given
                ).line()
            )
            row = evaluate_pipeline(core, questions, "full pipeline (ask)", given)
            print(row.line())
            print(row.counts())
    print("\nreading the booklets (structured reader):")
    print("\n".join(_read_seconds(booklets)))
    if "structured" in variants:
        print("\n".join(_timing(settings, booklets)))


if __name__ == "__main__":
    import sys

    main(variants=tuple(sys.argv[1:]) or ("baseline", "structured"))
