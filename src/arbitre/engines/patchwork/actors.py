"""Who a Patchwork question speaks of, token by token: the asker, the opponent, players named.

Read from the shared reading (players, names) and the game's words (corpus/patchwork/reading.toml:
"adversaire", "le mien", "le sien", "tous les deux"). A duel has two sides: with the asker spoken
of, every other player is the opponent (one name at most); with no asker, the first player named
is side "me" and the second "opponent". A pronoun ("il", "elle", "he") is the opponent.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from arbitre.reading import Reading, game_words, read

SLUG = "patchwork"

BOTH = "both"
EXPLETIVE = frozenset(
    (w,) for w in ["y", "reste", "me", "te", "nous", "vous", "faut", "manque", "ne", "n", "s"]
)


@dataclass(frozen=True)
class Actor:
    first: int  # token index
    last: int
    side: str  # "me", "opponent" or BOTH


@dataclass(frozen=True)
class Cast:
    actors: tuple[Actor, ...]
    names: dict[str, str]  # side -> the name as written

    def at(self, first: int, last: int) -> list[Actor]:
        return [a for a in self.actors if first <= a.first < last]

    def sides(self) -> set[str]:
        return {a.side for a in self.actors} - {BOTH}


def cast(reading: Reading) -> Cast | None:
    """The actors of a question, or None when more than two players are spoken of."""
    found: list[
        tuple[int, int, str]
    ] = []  # (first, last, raw): "me", "other", "opponent", "both", "name:Zoé"
    worth = game_words(
        SLUG
    ).values  # "depuis un mois": a word that carries a value is no player ("moi")
    valued = {i for c in reading.concepts if c.label in worth for i in range(c.first, c.last)}
    for m in reading.of_kind("player"):
        if m.first in valued:
            continue
        if m.value in ("me", "you"):
            found.append((m.first, m.last, "me"))
        elif m.value == "others" and reading.words[m.last : m.last + 1] not in EXPLETIVE:
            found.append((m.first, m.last, "other"))  # not "il y a", "il me reste": no player
    for label, raw in (
        ("mine", "me"),
        ("theirs", "other"),
        ("opponent", "opponent"),
        ("both", BOTH),
    ):
        found += [(c.first, c.last, raw) for c in reading.concept(label)]
    found += [(m.first, m.last, f"name:{m.value}") for m in reading.names()]
    found += _lowercase_names(reading, {f for f, _, _ in found})
    found = _without_nested(sorted(found))
    named = list(dict.fromkeys(raw[5:] for _, _, raw in found if raw.startswith("name:")))
    keys = {n.lower() for n in named}
    asker = any(raw == "me" for _, _, raw in found)
    if len(keys) > 2 or asker and len(keys) > 1:
        return None
    names: dict[str, str] = {}
    order = sorted(keys, key=lambda k: next(i for i, n in enumerate(named) if n.lower() == k))
    if (
        asker or len(keys) == 1
    ):  # one player named and no asker: "Nina ends with 3 buttons … her score?"
        sides = {k: "opponent" for k in keys}
    else:
        sides = {k: side for k, side in zip(order, ("me", "opponent"), strict=False)}
    for name in named:
        names.setdefault(sides[name.lower()], name[:1].upper() + name[1:])
    actors, named_last = [], None
    for first, last, raw in found:
        if raw.startswith("name:"):
            side = named_last = sides[raw[5:].lower()]
        elif raw == "other" and not asker and named_last is not None:
            side = named_last  # "Julien a 23 boutons, il a eu la tuile": the player just named
        elif raw in ("other", "opponent"):
            side = "opponent"
        else:
            side = raw
        actors.append(Actor(first, last, side))
    return Cast(tuple(actors), names)


@lru_cache(maxsize=1)
def known_words() -> frozenset[str]:
    """The words Patchwork questions are made of: the shared cues' common words, the booklet's words and its
    example questions' words (less the players they name)."""
    from arbitre.reading.intents import load_examples
    from arbitre.reading.mentions import cues
    from arbitre.settings import project_root

    words = set(cues().common)
    examples = load_examples(SLUG)
    for _, question in examples.train + examples.held_out:
        r = read(question)
        named = {m.first for m in r.of_kind("name")}
        words |= {w for i, w in enumerate(r.words) if i not in named}
    booklet = project_root() / "corpus" / SLUG / "rules.md"
    words |= set(read(booklet.read_text(encoding="utf-8")).words)
    return frozenset(words)


def _lowercase_names(reading: Reading, taken: set[int]) -> list[tuple[int, int, str]]:
    """A player named without a capital: after "celui de" / "pion de" ("celui de julie"), or, in a question
    written all in lower case, any word that is no word of the game's questions nor of its booklet ("sam est
    en 12 et nina en 9")."""
    from arbitre.reading.mentions import cues

    common = cues().common
    inside = {i for m in reading.concepts for i in range(m.first, m.last)}
    spots = [m.last for m in reading.concept("of_player")]
    if not any(ch.isupper() for ch in reading.question):
        known = known_words()
        said = {
            i for m in reading.mentions for i in range(m.first, m.last)
        }  # "six", "quinze": numbers
        players = {m.first for m in reading.of_kind("player")}
        # a word just after a player is their verb ("j'ai mis mon pion"), not another player
        spots += [
            i
            for i, w in enumerate(reading.words)
            if w not in known and i not in said and not {i - 1, i - 2} & players
        ]
    out = []
    for i in dict.fromkeys(spots):
        if (
            i < len(reading.tokens)
            and i not in taken
            and i not in inside
            and reading.words[i].isalpha()
            and len(reading.words[i]) > 2
            and reading.words[i] not in common
        ):
            out.append(
                (
                    i,
                    i + 1,
                    f"name:{reading.question[reading.tokens[i].start : reading.tokens[i].end]}",
                )
            )
    return out


def _without_nested(found: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """A player word inside a longer one ("mon" in "mon adversaire", "my" in "my opponent") is that longer one."""
    out = []
    for item in found:
        inside = any(
            o is not item
            and o[0] <= item[0]
            and item[1] <= o[1]
            and (o[1] - o[0]) > (item[1] - item[0])
            for o in found
        )
        if not inside:
            out.append(item)
    return out


def actor_before(c: Cast, reading: Reading, at: int) -> Actor | None:
    """The player spoken of last before token `at` in its clause, else the first after it in that clause, else
    the last one before it in its sentence."""
    clause = reading.tokens[at].clause
    before = [a for a in c.actors if a.first < at and reading.tokens[a.first].clause == clause]
    if before:
        return before[-1]
    after = [a for a in c.actors if a.first > at and reading.tokens[a.first].clause == clause]
    if after:
        return after[0]
    # "Ana a 30 boutons, pas de tuile": a clause naming nobody goes on with the sentence's player
    starts = [i for i, t in enumerate(reading.tokens[: at + 1]) if t.sentence_start]
    earlier = [a for a in c.actors if (starts[-1] if starts else 0) <= a.first < at]
    return earlier[-1] if earlier else None


def subject_before(c: Cast, reading: Reading, at: int) -> Actor | None:
    """The player spoken of last before token `at` in its sentence: who "landed", "arrived" ("I bought a patch,
    moved 4 spaces and landed on Anna's space" is the asker)."""
    starts = [i for i, t in enumerate(reading.tokens[: at + 1]) if t.sentence_start]
    start = starts[-1] if starts else 0
    before = [a for a in c.actors if start <= a.first < at]
    return before[-1] if before else actor_before(c, reading, at)
