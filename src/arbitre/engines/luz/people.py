"""Who a Luz question speaks of: the players named, the asker, the pronouns standing for them, the
sentences, the numbers that count for nothing, and the player a yes / no asks about. Shared by the
fillers of the table questions (the final ranking, a trick)."""

from __future__ import annotations

from arbitre.reading import Reading, game_words
from arbitre.reading.binding import IGNORED, bind_numbers

SLUG = "luz"
ME = "toi"


def people_of(reading: Reading) -> dict[int, str]:
    """Token index -> player: the names, and the asker where "je" / "moi" / "I" stand as a player."""
    out = {
        m.first: m.value for m in reading.names() if isinstance(m.value, str)
    }  # a name's value: as written
    out |= {
        m.first: ME
        for m in reading.of_kind("player")
        if m.value == "me" and reading.words[m.first] in ("moi", "i", "me", "je", "j")
    }
    for m in reading.of_kind(
        "player"
    ):  # "Noé est premier joueur. Lui et moi…": the one player named before it
        if m.value == "others" and reading.words[m.first] in (
            "il",
            "elle",
            "lui",
            "he",
            "she",
            "him",
            "her",
        ):
            before = {
                n.value
                for n in reading.names()
                if n.first < m.first and isinstance(n.value, str)  # a name's value: as written
            }
            if len(before) == 1:
                out[m.first] = before.pop()
    for at in with_me(reading, out):
        out[at] = ME
    return out


WITH = frozenset(["avec", "with", "que", "qu", "as"])


def with_at(reading: Reading, c) -> int | None:
    """The "avec" / "que" / "as" that ends or follows a tie or likeness word ("ex aequo avec", "autant que")."""
    if c.last < len(reading.words) and reading.words[c.last] in WITH:
        return c.last
    return c.last - 1 if reading.words[c.last - 1] in WITH else None


def with_me(reading: Reading, people: dict[int, str]) -> list[int]:
    """ "Ex aequo avec Léa", "tied with Sam", "même score que Léa": the asker is the other one, at the
    "avec"; not when someone is named before ("Tom est à égalité avec Léa")."""
    sentence = sentences(reading)
    found = []
    for c in reading.concept("tie") + reading.concept("same"):
        at = with_at(reading, c)
        if at is None or at + 1 not in people or at in people:
            continue
        if not any(i < c.first and sentence[i] == sentence[c.first] for i in people):
            found.append(at)
    return found


def sentences(reading: Reading) -> list[int]:
    """Each token's sentence number."""
    sentences, n = [], -1
    for token in reading.tokens:
        n += token.sentence_start
        sentences.append(n)
    return sentences


def ignored_numbers(
    reading: Reading, allowed: tuple[str, ...] = (IGNORED, "points", "players")
) -> set[int] | None:
    """Token indices of numbers bound to nothing that counts (a hand's number); None when a count this
    question does not read is stated (tricks, marbles or cards beside scores)."""
    words = game_words(SLUG)
    bound, _ = bind_numbers(reading, words)
    # "j'ai fait 10 à la dernière donne": a number after a weak head ("fait") and no unit is the points made
    made = {c.first for c in reading.concepts if c.label in words.weak_heads}
    bound = [b for b in bound if b.concept not in made]
    if any(b.slot not in allowed and not b.weak for b in bound):
        return None
    return {b.first for b in bound if b.slot in (IGNORED, "players") or b.weak}


def claim_of(reading: Reading) -> tuple[bool, str | None]:
    """A yes / no asked about one player ("j'ai gagné ?", "does Kim win the trick?"): (asked, that player)."""
    if reading.answer_type() != "yes_no":
        return False, None
    people = people_of(reading)
    verbs = [
        c.first
        for c in reading.concept("win_game") + reading.concept("gain") + reading.concept("made")
    ]
    if verbs:  # the player right before the last "gagne" / "win": "Léo et moi…, j'ai gagné ?" asks about me
        before = [who for i, who in sorted(people.items()) if i < verbs[-1] and verbs[-1] - i <= 3]
        if before:
            return True, before[-1]
    start = max((i for i, t in enumerate(reading.tokens) if t.sentence_start), default=0)
    asked = [who for i, who in sorted(people.items()) if i >= start]
    return True, asked[0] if asked else None
