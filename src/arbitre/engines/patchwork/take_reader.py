"""A patch to take, read: its rank after the neutral pawn, said as a number ("la 4e", "four pieces after the
neutral token") or as the label it was listed under ("les pièces A, B, C puis D … la D")."""

from __future__ import annotations

from arbitre.engines.patchwork.situations import TakeSituation
from arbitre.engines.values import number
from arbitre.reading import Reading


def fill_take(reading: Reading, intent: str) -> TakeSituation | None:
    ranks = [m for m in reading.of_kind("ordinal")]
    # "les trois premières", "the first three": the three that may be taken, said beside the one asked
    three = [
        m
        for m in reading.of_kind("number")
        if not m.weak and not (m.value == 3 and _beside_first(reading, m))
    ]
    if not ranks and len(three) == 1 and _counted_patches(reading, three[0]):
        ranks, three = three, []  # "the patch that sits four pieces after the neutral token"
    lettered = _lettered_rank(reading)
    if not ranks and not three and lettered is not None:
        return TakeSituation(
            index=lettered
        )  # "les pièces A, B, C puis D. J'ai le droit d'acheter la D ?"
    if not ranks and not three and reading.concept("deictic"):
        return TakeSituation()  # "je peux prendre celle-là ?": which one is not said
    if len(ranks) != 1 or three:
        return None
    if not (reading.concept("patch") or reading.concept("neutral")) or denied_permission(reading):
        return None
    return TakeSituation(index=number(ranks[0]))


def _letters(reading: Reading) -> list[tuple[int, str]]:
    """Capital letters written alone ("A, B, C puis D"): labels, not words ("J'ai" is a word)."""
    out = []
    for i, t in enumerate(reading.tokens):
        raw = reading.question[t.start : t.end]
        glued = reading.question[t.end : t.end + 1] in ("'", "’")
        if len(raw) == 1 and "A" <= raw <= "Z" and not glued:
            out.append((i, raw))
    return out


def _lettered_rank(reading: Reading) -> int | None:
    """Patches labelled in the order they follow the neutral pawn, then one label asked again: its rank."""
    letters = _letters(reading)
    listed: list[str] = []
    asked = None
    for _, letter in letters:
        if letter in listed:
            asked = letter
        elif asked is None:
            listed.append(letter)
        else:
            return None  # a new label after the one asked: not one list
    patches = reading.concept("patch")
    if (
        asked is None
        or len(listed) < 2
        or not reading.concept("neutral")
        or not patches
        or patches[0].first > letters[0][0]
        or any(f.last <= reading.concept("neutral")[0].first for f in reading.concept("first"))
    ):
        return None  # "avant le pion neutre il y a A, B puis C": listed before it, not after
    return listed.index(asked) + 1


def _counted_patches(reading: Reading, m) -> bool:
    """ "quatre pièces après le pion neutre": a number of patches counted from the neutral pawn is a rank."""
    patch = [p for p in reading.concept("patch") if p.first == m.last]
    return (
        bool(patch)
        and bool(reading.concept("neutral"))
        and any(
            w in ("apres", "after", "past", "devant", "from")
            for w in reading.words[patch[0].last : patch[0].last + 2]
        )
    )


def _beside_first(reading: Reading, m) -> bool:
    near = reading.words[max(0, m.first - 1) : m.last + 1]
    return any(
        w.startswith("premier") or w in ("first", "pieces", "patches", "autres") for w in near
    )


def denied_permission(reading: Reading) -> bool:
    """ "je ne peux pas prendre la 2e ?", "can't I…" (the negation right after the modal): a permission
    asked negated is not answered."""
    return any(
        reading.negated(m.first)
        or any(-1 <= m.first - g.first <= 2 for g in reading.of_kind("negation"))
        for m in reading.of_kind("modality")
    )
