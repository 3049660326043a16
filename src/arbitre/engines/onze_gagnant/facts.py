"""The numbers of an Onze Gagnant question bound to what they say, and whose they are.

A number is read by the game's words around it (corpus/onze-gagnant/reading.toml): a unit
right after it ("3 chiffres", "10 ans"), else the nearest head before it in its sentence
("côté + j'ai 6 et 7", "objectif de 11", "ça fait 11"; a number joined to the one before by
"et" / "," takes the same head), else a side said right after it ("5 and 8 on the plus side"),
else a player or a verb of holding before it ("Hugo 14", "j'ai 13": a result). Each bound
number belongs to the player said last before it ("Léa : résultat 9, objectif 11"), to
everyone when the clause says so ("objectif 11 pour tout le monde"), else to the asker.
Whatever no word binds is unbound: the reader then gives no verdict.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbitre.reading import Reading, game_words
from arbitre.reading.phrases import Match

SLUG = "onze-gagnant"
ME = "toi"  # the asker, as the verdicts name them
EVERYONE = "*"
UNSAID = ""  # no player said before the number ("objectif 11, Karim est à 10"): the line's owner
JOINERS = frozenset(["et", "and", "un", "une", "a", "an", "puis", "plus"])
SKIP_AFTER = frozenset(
    [
        "et",
        "and",
        "on",
        "the",
        "my",
        "mon",
        "in",
        "of",
        "sur",
        "le",
        "un",
        "a",
        "du",
        "au",
        "en",
        "an",
    ]
)
CARD_BEFORE = frozenset(
    [
        "un",
        "une",
        "an",
        "son",
        "sa",
        "mon",
        "ma",
        "my",
        "his",
        "her",
        "le",
        "the",
        "carte",
        "card",
    ]
)
HEAD_REACH = 6  # tokens a head may stand before its number ("côté + j'ai posé 7")
SIDE_AFTER_REACH = 6  # "5 and 8 on the plus side"


@dataclass(frozen=True)
class Fact:
    slot: str  # plus, minus, objective, result, modifier, age, colour_numbers, ignored
    value: int
    first: int  # the number's first token
    owner: str  # ME, a player's name, or EVERYONE


def _concept_at(reading: Reading) -> dict[int, Match]:
    return {i: c for c in reading.concepts for i in range(c.first, c.last)}


def player_mentions(reading: Reading) -> list[tuple[int, str]]:
    """Token index -> the player said there, "il" / "she" resolved to the last name said."""
    said: list[tuple[int, str]] = []
    last_name = None
    names = {m.first: named(m) for m in reading.names()}
    players = {m.first: str(m.value) for m in reading.of_kind("player")}
    for c in reading.concept("opponent"):
        names.setdefault(c.last - 1, "l'adversaire")
    for c in reading.concept("family"):  # "papa 42", "leur mère 41": a player by who they are
        names.setdefault(c.last - 1, " ".join(reading.words[c.first : c.last]))
    for i in range(len(reading.tokens)):
        if i in names:
            last_name = names[i]
            said.append((i, last_name))
        elif players.get(i) == "me":
            said.append((i, ME))
        elif players.get(i) == "others" and last_name is not None:
            said.append((i, last_name))
    return said


def asked_player(reading: Reading) -> str | None:
    """The player a yes-no win question is about: the last one said in its last sentence ("?"
    for "il" / "she" with no name said); None when it names none ("c'est gagné ?")."""
    last = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    said = dict(
        [(m.first, "?") for m in reading.of_kind("player") if m.value == "others"]
        + player_mentions(reading)
    )
    return next((said[at] for at in sorted(said, reverse=True) if at >= last), None)


def named(m) -> str:
    """A player's name as a verdict shows it: "tom" typed in lower case is Tom."""
    return str(m.value)[:1].upper() + str(m.value)[1:]


def owner_at(reading: Reading, first: int, owners: list[tuple[int, str]]) -> str:
    clause = reading.tokens[first].clause
    said_of_all = reading.concept("everyone") + reading.concept("same_objective")
    if any(reading.tokens[c.first].clause == clause for c in said_of_all):
        return EVERYONE
    before = [who for at, who in owners if at < first]
    if before:
        return before[-1]
    after = [
        who for at, who in owners if at > first and reading.tokens[at].clause == clause
    ]  # "11 pour Léa"
    return after[0] if after else UNSAID


def bind(reading: Reading) -> tuple[list[Fact], list[int]]:
    """The numbers bound (or ignored), and the token indices of numbers nothing binds."""
    words = game_words(SLUG)
    at = _concept_at(reading)
    owners = player_mentions(reading)
    facts: list[Fact] = []
    unbound: list[int] = []
    by_token: dict[int, str] = {}
    for m in reading.of_kind("number"):
        concept = at.get(m.first)
        if concept is not None:  # "Onze Gagnant", "à droite de mon =11": part of a phrase
            facts.append(Fact("ignored", int(m.value), m.first, UNSAID))
            continue
        if m.weak and m.first and reading.words[m.first - 1] in ("le", "the"):
            m = replace(m, weak=False)  # "le un et un 9": the card 1, no article
        slot = _head_or_unit(reading, m, at, words)
        if (
            slot is None
            and m.weak
            or m.weak
            and slot == "number_card"
            and not _coloured(reading, m.last)
        ):
            continue  # "un 9", "une carte qui…": an article
        if slot is None and _restated(reading, m, facts):
            slot = "ignored"  # "(the 3 has a + pictogram)": a card said already
        slot = slot or _side_after(reading, m.last, at)
        slot = slot or _head_before(reading, m.first, at, by_token, words.heads)
        if slot is None and m.first and reading.words[m.first - 1] in CARD_BEFORE:
            slot = "card"  # "un 5 qui se pose côté +", "my 6 is on the minus side": a card
        slot = slot or _weak_before(reading, m.first, at, owners)
        if slot is None and int(m.value) < 0 and not reading.concept("bonus_card"):
            slot = "minus"  # "+8 et +5 d'un côté, -2 de l'autre" (with the bonus card: its −11?)
        if slot is None:
            unbound.append(m.first)
            continue
        slot = words.units.get(slot, slot)
        if slot in words.ignorable or slot == "start_cards":
            slot = "ignored"
        by_token[m.first] = slot
        facts.append(Fact(slot, int(m.value), m.first, owner_at(reading, m.first, owners)))
    return facts, unbound


def _head_or_unit(reading: Reading, m, at: dict[int, Match], words) -> str | None:
    """A head right before the number, else a unit after it: the head wins ("sur 4 lignes", "of
    my 4 lines") but for a distance ("Léa est à 1 de son objectif")."""
    unit = _chain_unit(reading, m.last, at, words.units)
    adjacent = at.get(_before_sign(reading, m.first))
    head = (
        words.heads.get(adjacent.label)
        if adjacent is not None
        and adjacent.label != "sign_plus"
        and adjacent.last == m.first
        and not m.weak
        and reading.tokens[adjacent.first].clause == reading.tokens[m.first].clause
        else None
    )
    return unit if unit == "distance" else head or unit


def _unit_after(reading: Reading, last: int, at: dict[int, Match], units: dict) -> str | None:
    """A unit said after the number in its clause: "3 chiffres", not "un 2. À droite de mon 11"."""
    words = game_words(SLUG)
    i = last
    clause = reading.tokens[last - 1].clause
    while i < len(reading.tokens) and i - last < 3:
        if reading.tokens[i].clause != clause:
            return None
        concept = at.get(i)
        if concept is not None and concept.label in units:
            break
        colour = concept is not None and concept.label.startswith("colour.")
        if reading.words[i] not in words.fillers and not colour:
            break  # "3 cartes", "three blue number cards"
        i += 1
    concept = at.get(i)
    if concept is not None and concept.first == i and concept.label in units:
        return concept.label
    return None


def _chain_unit(reading: Reading, last: int, at: dict[int, Match], units: dict) -> str | None:
    """The unit after a number, or after the last of the numbers joined to it: "2 and 3 away",
    "9 et 10 ans" (each number of the list takes it)."""
    unit = _unit_after(reading, last, at, units)
    numbers = {m.first: m.last for m in reading.of_kind("number") if not m.weak}
    i = last
    while unit is None and i < len(reading.tokens) and reading.words[i] in ("et", "and"):
        if i + 1 not in numbers or reading.tokens[i + 1].clause != reading.tokens[last - 1].clause:
            return None
        i = numbers[i + 1]
        unit = _unit_after(reading, i, at, units)
    return unit


def _coloured(reading: Reading, last: int) -> bool:
    """A colour said right after a count of cards: "une seule carte verte", "one card of my colour"."""
    return any(
        last <= c.first <= last + 4 and (c.label.startswith("colour.") or c.label == "own_colour")
        for c in reading.concepts
    )


def _head_before(
    reading: Reading, first: int, at: dict[int, Match], by_token: dict[int, str], heads: dict
) -> str | None:
    clause = reading.tokens[first].clause
    i = _before_sign(reading, first)
    while i >= 0 and first - i <= HEAD_REACH:
        chained = i in by_token and all(reading.words[j] in JOINERS for j in range(i + 1, first))
        if reading.tokens[i].clause != clause and not chained:
            return None
        if chained:
            slot = by_token[i]
            return slot if slot in ("plus", "minus", "age") else None
        if i in by_token:
            return None  # "objectif 11, j'ai 13": the head took its number already
        concept = at.get(i)
        if concept is not None and concept.label == "pronoun_of":
            return _head_said_before(reading, concept.first, at, heads, _echoed(reading, first))
        if concept is not None and concept.label in heads:
            if heads[concept.label] == "players" and concept.last < first:
                return None  # "on est 3", not "on est tous les deux à 10"
            return heads[concept.label]
        if any(m.first == i for m in reading.names()):
            if i >= 2 and reading.words[i - 1] in ("d", "de", "of"):
                i -= 2  # "l'objectif d'Ana est 11": the head the name belongs to
                continue
            return None  # "Paul à 12": the player's own number, read by _weak_before
        i -= 1
    return None


def _head_said_before(
    reading: Reading, first: int, at: dict[int, Match], heads: dict, echoed: int | None = None
) -> str | None:
    """The head a pronoun stands for ("mon objectif est 11 et celui de Jules 9", "my target is 11
    and Tom's is 13"): the nearest said before it in its sentence; a value said again "too"
    ("Ana's target is 11 and she's on 9; mine is 11 too"), the head of that value."""
    numbers = {m.first: m.value for m in reading.of_kind("number") if not m.weak}
    nearest = None
    for i in range(first - 1, -1, -1):
        if _sentence(reading, i) != _sentence(reading, first):
            break
        concept = at.get(i)
        if concept is not None and concept.label in heads and concept.last - 1 == i:
            nearest = nearest or heads[concept.label]
            said = next((numbers[j] for j in sorted(numbers) if j >= concept.last), None)
            if echoed is None:
                return nearest
            if said == echoed:
                return heads[concept.label]
    return None if echoed is not None else nearest


def _echoed(reading: Reading, first: int) -> int | None:
    """The number at `first` when "too" / "aussi" follows it: a value said again."""
    number = next((m for m in reading.of_kind("number") if m.first == first), None)
    after = reading.words[number.last] if number and number.last < len(reading.words) else ""
    return int(number.value) if number and after in ("too", "aussi", "also", "egalement") else None


def _side_after(reading: Reading, last: int, at: dict[int, Match]) -> str | None:
    """ "5 and 8 on the plus side", "2 en négatif": a side said after the number, in its clause,
    that does not lead numbers of its own ("7, côté - j'ai 2")."""
    i = last
    clause = reading.tokens[last - 1].clause
    while i < len(reading.tokens) and i - last < SIDE_AFTER_REACH:
        if reading.tokens[i].clause != clause:
            return None
        concept = at.get(i)
        if concept is not None and concept.label in ("plus_side", "minus_side"):
            if _leads_numbers(reading, concept.last):
                return None
            return "plus" if concept.label == "plus_side" else "minus"
        if not (reading.words[i] in SKIP_AFTER or reading.words[i].isdigit()):
            return None
        i += 1
    return None


LEAD_SKIP = frozenset(
    ["j", "ai", "un", "une", "a", "an", "i", "have", "has", "got", "il", "y", "pose"]
)


def _leads_numbers(reading: Reading, end: int) -> bool:
    """A side followed by its own cards ("côté - j'ai 2", "- side a 3"), not by "et 2"."""
    clause = reading.tokens[end - 1].clause
    for i in range(end, min(end + 4, len(reading.tokens))):
        if reading.tokens[i].clause != clause:
            return False
        if reading.words[i].isdigit() or any(
            m.first == i and not m.weak for m in reading.of_kind("number")
        ):
            return True
        if reading.words[i] not in LEAD_SKIP:
            return False
    return False


def _restated(reading: Reading, m, facts: list[Fact]) -> bool:
    """ "le 5", "the 3", "mon 9": a card already said, spoken of again."""
    before = reading.words[m.first - 1] if m.first else ""
    return before in ("le", "la", "the", "mon", "my", "ce", "this") and any(
        f.value == m.value and f.slot in ("plus", "minus") for f in facts
    )


def _weak_before(
    reading: Reading, first: int, at: dict[int, Match], owners: list[tuple[int, str]]
) -> str | None:
    """ "j'ai 13", "Paul a 12", "Hugo 14", "moi 12": the player's result."""
    start = _before_sign(reading, first)
    for i in range(start, max(-1, start - 3), -1):
        concept = at.get(i)
        if concept is not None and concept.label in ("holds", "exact", "everyone"):
            return "result"
        if any(o == i for o, _ in owners):
            return "result"
        if concept is not None or reading.words[i].isdigit():
            return None
    return None


def _before_sign(reading: Reading, first: int) -> int:
    """The token before a number, past its own minus sign ("j'ai -11")."""
    negative = any(m.first == first and int(m.value) < 0 for m in reading.of_kind("number"))
    glued = first > 0 and reading.words[first - 1] in ("-", "−") and negative
    return first - 2 if glued else first - 1


def _sentence(reading: Reading, i: int) -> int:
    return sum(t.sentence_start for t in reading.tokens[: i + 1])


def said_after(reading: Reading, first: int, labels: tuple[str, ...]) -> str | None:
    """Where a card said at `first` lies, said later in its sentence before any other number:
    "un 4 qui a un pictogramme + mais il est posé du côté -" (minus_side), "un 4 avec le + à
    droite de son =11" (right_of_eleven). The one of `labels` said, or None (none, or two)."""
    numbers = {m.first for m in reading.of_kind("number") if not m.weak}
    said = []
    for i in range(first + 1, len(reading.tokens)):
        if _sentence(reading, i) != _sentence(reading, first) or i in numbers:
            break
        said += [c.label for c in reading.concepts if c.first == i and c.label in labels]
    # one place only: "un 6 qui devait aller côté + a fini du côté -" says two
    return said[0] if len(said) == 1 else None
