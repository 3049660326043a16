"""Reading a game's rules.md (the format of corpus/README.md) into passages."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from arbitre.chunking import MAX_CHARS, item_groups, sentence_groups
from arbitre.passages import Kind, Passage
from arbitre.textnorm import collapse_spaces, page_refs, split_sentences

_HEADING = re.compile(r"^(#{1,6})\s+(.*\S)\s*$")
_ITEM = re.compile(r"^(?:[-*]|\d+\.)\s+(.*)$")
_TITLED = re.compile(r"^\*\*(.+?)\*\*\s*(?:—|–|-|:)?\s*(.*)$")
_GAP = re.compile(r"^>\s*MANQUE\s*:\s*(.+)$")
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}")


@dataclass
class _Block:
    kind: Kind
    lines: list[str]
    line: int


@dataclass
class _Sections:
    h2: str = ""
    h3: str = ""
    blocks: list[tuple[str, str, _Block]] = field(default_factory=list)


def parse(path: Path, slug: str, game_name: str) -> list[Passage]:
    """Passages of one rules.md, in document order."""
    from arbitre.corpus_error import CorpusError

    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise CorpusError(path, None, "le fichier n'est pas en UTF-8") from None
    try:
        return _all_passages(_split(lines), slug, game_name)
    except ValueError as err:
        line, message = err.args
        raise CorpusError(path, line, message) from None


def _all_passages(sections: _Sections, slug: str, game_name: str) -> list[Passage]:
    """Passages in order; a paragraph's closing "...:" sentence leads the block after it."""
    passages: list[Passage] = []
    blocks = sections.blocks
    carried = ""
    for i, (h2, h3, block) in enumerate(blocks):
        nxt = blocks[i + 1] if i + 1 < len(blocks) else None
        lead, carried = carried, ""
        if (
            block.kind == "text"
            and nxt is not None
            and nxt[:2] == (h2, h3)
            and nxt[2].kind in ("list", "text")
        ):
            text = block_text(block)
            carried = _lead_in(text)
            if carried:
                rest = text[: -len(carried)].strip()
                if not rest:
                    continue
                block = _Block("text", [rest], block.line)
        if lead and block.kind == "text":
            block, lead = _Block("text", [lead, *block.lines], block.line), ""
        previous = block_text(blocks[i - 1][2]) if i > 0 else ""
        passages += _passages(block, slug, game_name, h2, h3, previous, lead)
    return merge_short(passages)


SHORT = 90


def merge_short(passages: list[Passage]) -> list[Passage]:
    """Join a very short text passage to its neighbour of the same section and page:
    alone, "Plus ou moins car..." reads poorly and matches every question a little."""
    out: list[Passage] = []
    for p in passages:
        prev = out[-1] if out else None
        if (
            prev is not None
            and prev.kind == p.kind == "text"
            and prev.section == p.section
            and prev.page == p.page
            and len(prev.text) + len(p.text) <= 2 * MAX_CHARS
            and (len(p.text) < SHORT or len(prev.text) < SHORT)
        ):
            out[-1] = replace(prev, text=f"{prev.text} {p.text}")
        else:
            out.append(p)
    return out


def _lead_in(text: str) -> str:
    """The last sentence of a paragraph when it announces a list ("... suivants :")."""
    if not text.rstrip().endswith(":"):
        return ""
    return split_sentences(text)[-1]


def block_text(block: _Block) -> str:
    return collapse_spaces(" ".join(block.lines))


def _split(lines: list[str]) -> _Sections:
    """Group lines into (h2, h3, block), checking the structure as it goes."""
    out, seen_title = _Sections(), False
    current: _Block | None = None
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip()
        heading = _HEADING.match(line)
        if heading:
            current = None
            level, title = len(heading.group(1)), heading.group(2)
            if level == 1:
                if seen_title:
                    raise ValueError(number, "un seul titre '# ' par fichier")
                seen_title = True
            elif not seen_title:
                raise ValueError(number, "le fichier doit commencer par '# Nom du jeu'")
            elif level == 2:
                out.h2, out.h3 = title, ""
            elif level == 3:
                out.h3 = title
            else:
                raise ValueError(number, "titres de niveau 1 à 3 seulement (#, ##, ###)")
            continue
        if not line.strip():
            current = None
            continue
        if not seen_title:
            raise ValueError(number, "texte avant le titre '# Nom du jeu'")
        kind = _line_kind(line, number)
        if current is not None and (
            current.kind == kind
            or (current.kind == "list" and kind == "text" and raw.startswith(" "))
        ):
            current.lines.append(line.strip())
        else:
            current = _Block(kind, [line.strip()], number)
            out.blocks.append((out.h2, out.h3, current))
    if not seen_title:
        raise ValueError(1, "fichier vide ou sans titre '# Nom du jeu'")
    return out


def _line_kind(line: str, number: int) -> Kind:
    stripped = line.strip()
    if stripped.startswith(">"):
        if not _GAP.match(stripped):
            raise ValueError(number, "citation '>' inconnue (seul '> MANQUE: ...' est admis)")
        return "gap"
    if stripped.startswith("|"):
        return "table"
    if _ITEM.match(stripped):
        return "list"
    if "(p." in stripped and not page_refs(stripped):
        raise ValueError(
            number, "référence de page mal formée (attendu « (p. 3) » ou « (p. 1-2) »)"
        )
    return "text"


def _passages(
    block: _Block, slug: str, game_name: str, h2: str, h3: str, previous: str, lead: str = ""
) -> list[Passage]:
    faq = h3.endswith("?")
    section = h2 if faq or not h3 else f"{h2} › {h3}"
    context = f"{game_name}. {section}."
    base = Passage(game=slug, section=section, text="", context=context, line=block.line)
    if block.kind == "gap":
        gap = _GAP.match(block.lines[0])
        if gap is None:  # _line_kind admits no other quote
            raise ValueError(block.line, "citation '>' inconnue (seul '> MANQUE: ...' est admis)")
        return [replace(base, text=gap.group(1), kind="gap", context=f"{context} {previous}")]
    if block.kind == "table":
        return [replace(base, text=t, kind="table") for t in _table_texts(block)]
    if block.kind == "list":
        items = _items(block.lines)
        groups = item_groups(items, lead)
        return [replace(base, text=t, page=p, kind="list") for t, p in groups]
    text = block_text(block)
    if faq:
        refs = page_refs(text)
        page = refs[-1] if refs else None
        return [replace(base, text=text, page=page, heading=h3, kind="faq")]
    return [replace(base, text=t, page=p, kind="text") for t, p in sentence_groups(text)]


def _items(lines: list[str]) -> list[str]:
    items: list[str] = []
    for line in lines:
        match = _ITEM.match(line)
        if match:
            items.append(_untitle(match.group(1)))
        elif items:
            items[-1] = f"{items[-1]} {line}"
    return items


def _untitle(item: str) -> str:
    """ "**Jardin complet** — Remplis…" reads "Jardin complet — Remplis…"."""
    match = _TITLED.match(item)
    if not match:
        return item.replace("**", "")
    title, rest = match.groups()
    return f"{title} — {rest}" if rest else title


def _table_texts(block: _Block) -> list[str]:
    """A table as "Header : cell ; Header : cell" lines, one passage per 8 rows."""
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in block.lines]
    if len(rows) >= 2 and _TABLE_RULE.match(block.lines[1].strip()):
        header, body = rows[0], rows[2:]
    else:
        header, body = [], rows
    width = len(header) or len(body[0])
    for offset, row in enumerate(body):
        if len(row) != width:
            raise_line = block.line + offset + (2 if header else 0)
            raise _table_error(raise_line, width, len(row))
    names = header or [""] * width
    lines = [
        " ; ".join(f"{h} : {c}" if h else c for h, c in zip(names, row, strict=True) if c)
        for row in body
    ]
    return ["\n".join(lines[i : i + 8]) for i in range(0, len(lines), 8)]


def _table_error(line: int, want: int, got: int) -> Exception:
    return ValueError(line, f"ligne de tableau à {got} colonnes, {want} attendues")
