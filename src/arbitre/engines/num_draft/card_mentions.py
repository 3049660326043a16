"""The cards a NUM DRAFT question tells, read from the shared reader's numbers and the game's words.

A question is cut into parts (its clauses, and "et" / "mais" / "and" / "but" between facts); each
part belongs to the asker's grid or to a neighbour's shared column, by the words it holds ("ma
grille", "j'ai", "mon voisin de gauche", "la colonne gauche de mon voisin"), else to the owner of the
part before. In a part, a run of numbers and a colour (with "carte", "classique", "autre", "de
valeur" between them) is one mention: "trois rouges" (3 red cards), "un 7 rouge", "Rouge 7", "deux 9",
"le 4" (one card of value 4). A count followed by as many cards naming only the attribute it
lacks is broken down ("trois bleus (le 1, le 5 et le 9)", "deux 7 : un rouge, un vert"). A mention
said negated ("aucun vert", "zéro 9", "pas de joker") tells no card: it is a denial.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arbitre.engines.num_draft.card_parts import owner, parts
from arbitre.reading import Mention as Said
from arbitre.reading import Reading
from arbitre.reading.phrases import Match

# Between the words of one card mention: "3 cartes rouges", "un rouge classique", "2 autres 7".
GLUE = frozenset(
    [
        "de",
        "d",
        "des",
        "du",
        "seul",
        "seule",
        "seuls",
        "seules",
        "only",
        "single",
        "valeur",
        "value",
    ]
)
GLUE_CONCEPTS = frozenset(["card", "plain", "other", "value_word"])
SINGULAR = frozenset(
    [
        "le",
        "la",
        "l",
        "mon",
        "ma",
        "ce",
        "cet",
        "cette",
        "son",
        "sa",
        "ton",
        "ta",
        "the",
        "my",
        "this",
        "that",
        "his",
        "her",
        "its",
        "their",
    ]
)
PLURAL_REF = frozenset(
    [
        "mes",
        "ces",
        "les",
        "ses",
        "tes",
        "my",
        "these",
        "those",
        "the",
        "his",
        "her",
        "their",
        "nos",
        "leurs",
    ]
)
DEFINITE = frozenset(["le", "la", "l", "the"])
NOT_CARDS = frozenset(
    ["corner", "points", "players_count", "row", "column", "hand", "deck", "neighbour"]
)
DEMONSTRATIVE = frozenset(["ce", "cet", "cette", "ces", "this", "that", "these", "those"])
DENY = frozenset(["aucun", "aucune", "no", "pas", "ni", "sans", "none", "nor", "without", "zero"])


@dataclass
class Mention:
    count: int
    colour: str | None
    value: int | None
    where: str  # own, left, right, neighbour
    first: int
    last: int
    numbers: tuple[int, ...] = ()  # token indices of the numbers it took
    denied: bool = False
    reference: bool = False  # said with a possessive or a demonstrative ("mes deux rouges")
    demonstrative: bool = (
        False  # "ces deux verts", "that Shadow": cards already told, never new ones
    )
    group: bool = (
        False  # names a group, not cards: "mon groupe vert", "my red group", "groupe des 7"
    )
    definite: bool = (
        False  # "le rouge", "the red": the colour as a whole when several cards have it
    )
    whole: bool = False  # "un groupe de 3 rouges": all the group's cards, those told before too
    other: bool = (
        False  # "le seul autre bleu": besides the asker's cards, a neighbour's told or a new one
    )
    said_count: int | None = None  # the count as said, when cards told after "dont" are among it
    part: int = 0
    row: int | None = None


@dataclass
class Told:
    mentions: list[Mention] = field(default_factory=list)
    used: set[int] = field(default_factory=set)  # token indices accounted for
    unread: bool = False  # a neighbour column the asker's pool does not hold, a fact taken back
    mismatch: bool = False  # a count listed in another number of cards: the cards are asked


def _colour_at(reading: Reading, i: int):
    return next(
        (
            c
            for c in reading.concepts
            if c.first == i and (c.label.startswith("colour.") or c.label == "joker")
        ),
        None,
    )


def _glue(reading: Reading, i: int) -> int:
    """The index after any glue words from token i."""
    while i < len(reading.tokens):
        concept = next(
            (c for c in reading.concepts if c.first == i and c.label in GLUE_CONCEPTS), None
        )
        if concept is not None:
            i = concept.last
        elif reading.words[i] in GLUE:
            i += 1
        else:
            break
    return i


def _run(
    reading: Reading, i: int, end: int, numbers: dict[int, Said]
) -> tuple[list[Said], Match | None, int]:
    """The numbers and colour of one mention from token i: (numbers, colour match, end)."""
    nums: list[Said] = []
    colour: Match | None = None
    j = i
    while j < end and reading.tokens[j].phrase == reading.tokens[i].phrase:
        if (
            j in numbers
            and nums
            and (
                numbers[j].weak
                or len(nums) == 2
                or colour is not None
                and nums[-1].first > colour.first
            )
        ):
            break  # "trois 7 : un rouge", "Rouge 7 un Bleu 3": the next card begins
        if j in numbers and numbers[j].weak and colour is not None and not nums:
            j = numbers[j].last  # "a red one": a pronoun, no value
            break
        if j in numbers:
            nums.append(numbers[j])
            j = numbers[j].last
        elif colour is None and (c := _colour_at(reading, j)) is not None:
            colour = c
            j = c.last
        else:
            k = _glue(reading, j)
            if k == j or k >= end or not (k in numbers or _colour_at(reading, k)):
                break
            j = k
    return nums, colour, j


def read_cards(reading: Reading) -> Told:
    from arbitre.engines.num_draft.card_ordinals import ordinal_cards, ordinal_mention

    told = Told()
    numbers = {m.first: m for m in reading.of_kind("number")}
    ranks = {m.first: int(m.value) for m in reading.of_kind("ordinal")}
    # "un bleu en haut à gauche et un autre au centre": "un autre" stands for one more of that kind
    ranks |= {c.first: 0 for c in reading.concept("other") if c.first not in ranks}
    ordinals: dict[int, int] = {}  # a mention's first token -> the rank it is counted on by
    where = "own"
    for p, (first, last) in enumerate(parts(reading)):
        said = owner(reading, first, last)
        if said == "outside":
            told.unread = True
            continue
        where = said or where
        i = first
        while i < last:
            if i in ranks:
                i = ordinal_mention(reading, told, ordinals, (i, last), where, p)
            elif i in numbers or _colour_at(reading, i):
                nums, colour, j = _run(reading, i, last, numbers)
                mention = _mention(reading, nums, colour, where, i, j, p)
                if mention is not None:
                    told.mentions += _each_side(reading, mention, first, last)
                    told.used |= set(range(i, j))
                i = max(j, i + 1)
            else:
                i += 1
    from arbitre.engines.num_draft.card_lists import among, break_down, deny_lists, one_of

    deny_lists(reading, told)
    if ordinals:
        ordinal_cards(reading, told, ordinals)
    break_down(reading, told)
    among(reading, told)
    one_of(reading, told)
    return told


def _each_side(reading: Reading, m: Mention, first: int, last: int) -> list[Mention]:
    """ "mes deux voisins ont chacun un 9", "both my neighbours have a green": one per neighbour."""
    each = any(first <= c.first < last and c.label == "each_one" for c in reading.concepts)
    if m.where != "neighbour" or not each or m.reference:
        return [m]
    right = Mention(**{**m.__dict__, "where": "right"})
    return [Mention(**{**m.__dict__, "where": "left"}), right]


def _determiner(reading: Reading, first: int) -> str:
    """The word before a mention, past "seule", "autre", "carte", "classique": "la seule autre carte rouge" -> "la"."""
    i = first - 1
    while i >= 0 and first - i <= 4:
        w = reading.words[i]
        in_glue = (
            w in GLUE
            or any(
                c.first <= i < c.last and c.label in GLUE_CONCEPTS | {"neighbour"}
                for c in reading.concepts
            )
            or any(m.kind == "ordinal" and m.first <= i < m.last for m in reading.mentions)
        )
        if not in_glue:
            return w
        i -= 1
    return ""


def _count_and_value(reading: Reading, nums, colour, before: str) -> tuple[int, int | None]:
    """How many cards and of which value the numbers around a colour say ("deux 9 bleus")."""
    before_colour = [n for n in nums if colour is None or n.first < colour.first]
    after_colour = [n for n in nums if colour is not None and n.first > colour.first]
    if len(before_colour) >= 2:
        return int(before_colour[0].value), int(before_colour[1].value)
    if len(before_colour) == 1 and after_colour:
        return int(before_colour[0].value), int(after_colour[0].value)
    if after_colour:
        return 1, int(after_colour[0].value)
    if len(before_colour) == 1:
        n = before_colour[0]
        if n.weak:
            return 1, None
        if colour is None or before in SINGULAR and reading.words[n.first][:1].isdigit():
            return 1, int(n.value)  # "le 4", "mon 7 bleu", "deux 9" is two numbers
        return int(n.value), None
    return 1, None


def _mention(reading: Reading, nums, colour, where, first, last, part) -> Mention | None:
    before = _determiner(reading, first)
    clause = reading.tokens[first].clause
    before2 = {
        reading.words[k]
        for k in range(max(0, first - 3), first)
        if reading.tokens[k].clause == clause
    }
    denied = reading.negated(first) or bool(DENY & before2)
    key = None if colour is None else colour.label.split(".", 1)[-1]  # "colour.bleu" -> "bleu"
    count, value = _count_and_value(reading, nums, colour, before)
    reference = before in PLURAL_REF | SINGULAR or bool({"mes", "my", "ces", "these"} & before2)
    counted = any(_cards_word(reading, k) for k in range(first, last + 1))
    groups = False
    if colour is None and len(nums) == 1 and not reading.words[nums[0].first][:1].isdigit():
        groups = (
            _names_group(reading, first, last) is not None
        )  # "ces deux groupes": the cards told
        counted = counted or groups
    if colour is None and counted and len(nums) == 1 and (reference or not groups):
        return _cards_counted(
            reading, nums[0], where, (first, last), part, reference, groups, before
        )
    if (
        len(nums) > 2
        or (colour is None and value is None)
        or colour is None
        and _counts_else(reading, last)
    ):
        return None
    owned = _names_group(reading, first, last)
    # "mon jaune 2 est l'un de mes 3 jaunes": the count holds the card told before it
    group = owned is not None
    whole = any(0 <= first - c.last <= 2 for c in reading.concept("one_of"))
    if group and count >= 2 and colour is not None:
        group, whole = (
            False,
            True,
        )  # "un groupe de 3 rouges": the group's cards, those told among them
        owned = "counted"
    if owned in ("mon", "ma", "mes", "my", "notre", "our"):
        where = "own"  # "un shadow du voisin peut-il compléter mon groupe shadow ?"
    return Mention(
        0 if denied else count,
        key,
        value,
        where,
        first,
        last,
        tuple(n.first for n in nums),
        denied=denied or count == 0,
        reference=reference,
        part=part,
        group=group,
        definite=before in DEFINITE,
        other=before in DEFINITE
        and any(c.label == "other" and first - 3 <= c.first < first for c in reading.concepts),
        whole=whole,
        demonstrative=before in DEMONSTRATIVE,
    )


def _cards_counted(reading: Reading, n, where, span, part, reference, groups, before) -> Mention:
    """Cards said by their number alone: "mes six autres cartes" (the rest, said to form nothing),
    "ces trois cartes", "mes neuf cartes" (the cards told, pointed back at), "trois cartes chez mon
    voisin" (neither colour nor value told)."""
    first, last = span
    others = any(c.label == "other" and first <= c.first < last for c in reading.concepts)
    if others and reference:
        return Mention(0, None, None, where, first, last, (n.first,), denied=True, part=part)
    if reference:
        count = -1 if groups else int(n.value)
        return Mention(
            count,
            None,
            None,
            where,
            first,
            last + 1,
            (n.first,),
            reference=True,
            demonstrative=before in DEMONSTRATIVE,
            part=part,
        )
    return Mention(int(n.value), None, None, where, first, last + 1, (n.first,), part=part)


def _counts_else(reading: Reading, at: int) -> bool:
    """ "deux coins", "40 points", "6 joueurs": a number counting something that is no card."""
    return any(c.first == at and c.label in NOT_CARDS for c in reading.concepts)


def _cards_word(reading: Reading, at: int) -> bool:
    return any(c.first == at and c.label == "card" for c in reading.concepts)


def _names_group(reading: Reading, first: int, last: int) -> str | None:
    """ "groupe vert", "groupe de 7", "groupe valeur des 7", "my red group", "7s group": the group's
    determiner ("mon", "my", "un"), or None when the mention names no group."""
    for g in reading.concept("group"):
        gap = reading.words[g.last : first]
        named = (
            g.last <= first
            and len(gap) <= 2
            and all(w in GLUE or w in ("couleur", "colour", "color") for w in gap)
        )
        before = g.first == last or (
            g.first == last + 1 and reading.words[last] in ("value", "colour", "color")
        )
        if named or before:
            start = g.first if named else first
            return reading.words[start - 1] if start > 0 else ""
    return None
