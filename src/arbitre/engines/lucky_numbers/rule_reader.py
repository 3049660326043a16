"""Filling the general-rule questions from a question already read: which rule, asked how (its plain
question, the other way round, as an obligation or a need denied), and whether what is stated is a
game the rule alone does not decide. Each rule's words are data in corpus/lucky-numbers/intents.toml
("requires", "opposite", "must_flips_if", "must_kept_if", "not_if")."""

from __future__ import annotations

import tomllib
from functools import lru_cache

from arbitre.engines.lucky_numbers.end_reader import (
    answer_type,
    fill_rank,
    last_sentence,
    out_of_order,
)
from arbitre.engines.lucky_numbers.line_listing import listed_together
from arbitre.engines.lucky_numbers.situations import RankSituation, RuleSituation
from arbitre.engines.values import number
from arbitre.reading import Reading, game_words
from arbitre.reading.binding import bind_numbers
from arbitre.reading.stance import stance
from arbitre.settings import project_root

SLUG = "lucky-numbers"


def fill_rule(reading: Reading, intent: str) -> RuleSituation | RankSituation | None:
    """A general rule: no player named, no number stated but the ones the rule itself names."""
    key = intent.split(":", 1)[1]
    if not _says_rule(reading, intent) or out_of_order(reading):
        return None  # "… mais il rentre pas dans l'ordre, j'ai gagné ?": not the rule's case
    if key == "last-clover-turn" and _asked_of_another(reading):
        return None  # "Léa a retourné le dernier trèfle, je peux jouer mon tour ?": not the drawer's turn
    if key == "full-garden-wins" and _fit_supposed(reading):
        return None  # "je pioche un 14, si il rentre je gagne ?": whether it fits is not said
    if key == "gaps-allowed" and _example_out_of_order(reading):
        return (
            None  # "des trous entre les nombres, genre 12 puis 3 ?": the example itself goes down
        )
    if any(reading.concept(label) for label in _rule_data(key, "not_if")):
        return None  # "je suis obligé de laisser mes trèfles de départ toute la partie ?": another rule
    if key == "full-garden-wins" and reading.names():
        filled = fill_rank(reading, "rank")  # "Léa vient de remplir sa dernière case, j'ai gagné ?"
        if isinstance(filled, RankSituation) and filled.filled and filled.asked:
            return filled
    _, unbound = bind_numbers(reading, game_words(SLUG))
    if len(unbound) > 2 and not listed_together(reading, unbound):
        return None  # the numbers of a rule's own example ("deux 9 sur la même rangée", "2, 9 and 17 side by side") and no more
    if key != "no-duplicate" and _counted_clovers(reading):
        return None  # "deux 7 de couleurs différentes", "two 12s with a gap": equal clovers, the order rule
    if key == "no-duplicate" and reading.concept("other_lines"):
        return None  # "deux 5, dans des colonnes différentes": equal clovers in different lines
    if key == "last-clover-turn" and not reading.concept("pile_empty"):
        return None  # "while there are still clovers in the draw pile": not the last clover's turn
    if answer_type(reading) != "yes_no":
        return None  # "qui gagne ?" after a rule's case: a who-question the rule's yes or no does not answer
    asked = stance(reading)
    if asked == "denied" or reading.concept("advice"):
        return (
            None  # "il ne faut pas refuser ?", "is it better to…?": no plain yes or no of the rule
        )
    return RuleSituation(rule=key, flipped=_flipped(reading, key, asked))


@lru_cache(maxsize=1)
def _requires() -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Per rule intent, the concepts one of which (`requires`) and all of which (`requires_all`) the question
    must say (corpus/lucky-numbers/intents.toml)."""
    data = tomllib.loads(
        (project_root() / "corpus" / SLUG / "intents.toml").read_text(encoding="utf-8")
    )
    return {
        intent: (tuple(table.get("requires", ())), tuple(table.get("requires_all", ())))
        for intent, table in data.items()
    }


def _says_rule(reading: Reading, intent: str) -> bool:
    """The words of the rule are said: the classifier's guess is kept only then."""
    needed, every = _requires().get(intent, ((), ()))
    values = [m.value for m in reading.of_kind("number") if not m.weak]
    repeated = len(values) != len(set(values)) or _counted_clovers(reading)
    if not all(reading.concept(label) for label in every):
        return False
    return (
        not needed
        or any(reading.concept(label) for label in needed if label != "repeated")
        or "repeated" in needed
        and repeated
    )


def _counted_clovers(reading: Reading) -> bool:
    """ "deux trèfles 10", "two clovers numbered 10", "deux 7", "two 12s": a count of clovers bearing one
    number, a number repeated."""
    counts = {m.last: number(m) for m in reading.of_kind("number")}
    if any(
        (counts.get(m.first) or 0) >= 2 and not reading.words[m.first - 1].isdigit()
        for m in reading.of_kind("number")
        if m.first > 0 and not m.weak
    ):
        return True
    return any(
        (counts.get(c.first) or 0) >= 2
        and any(m.first in (c.last, c.last + 1) for m in reading.of_kind("number") if not m.weak)
        for c in reading.concept("clover")
    )


def _flipped(reading: Reading, key: str, asked: str | None) -> bool:
    """Whether the question asks the rule's opposite. Colours: the rule answers "do colours matter?" (no);
    "can I put a yellow 6 by a blue 8?" asks the opposite. A permission asked as an obligation ("must I order
    my first clovers?", "je suis obligé de garder la case dorée ?") asks the opposite, and a need denied
    ("pas besoin de…", "don't we have to finish the round?") the opposite of the obligation. A full garden
    wins at once: another player's "can I still play?" asks the opposite. The rule's opposite said
    ("spéciales" of the golden squares, "ailleurs que sur la diagonale") flips it too."""
    from arbitre.engines.lucky_numbers.general import GENERAL

    if asked == "need_not":
        return not _flipped(reading, key, "must")
    opposite = any(reading.concept(label) for label in _rule_data(key, "opposite"))
    if key == "colour-irrelevant":
        return (asked == "may") != opposite
    if (
        key == "full-garden-wins"
    ):  # "Léa a rempli son jardin, je peux jouer pour finir aussi ?": no, she has won
        return (
            asked == "must"
            or asked == "may"
            and bool(reading.names())
            or bool(reading.concept("goes_on"))
        )
    stops = key == "last-clover-turn" and bool(reading.concept("stops"))
    flips_if, kept_if = _rule_data(key, "must_flips_if"), _rule_data(key, "must_kept_if")
    must = (
        asked == "must"
        and GENERAL[key].must_flips
        and (not flips_if or any(reading.concept(label) for label in flips_if))
        and not any(reading.concept(label) for label in kept_if)
    )
    return (asked == "forbidden" or must) != (stops or opposite)


def _rule_data(key: str, field: str) -> tuple[str, ...]:
    """A rule intent's concept list from corpus/lucky-numbers/intents.toml: "opposite" (said, they ask the
    rule's opposite), "must_flips_if" / "must_kept_if" (when an obligation asked flips it), "not_if"."""
    return _rule_tables().get(key, {}).get(field, ())


@lru_cache(maxsize=1)
def _rule_tables() -> dict[str, dict[str, tuple[str, ...]]]:
    data = tomllib.loads(
        (project_root() / "corpus" / SLUG / "intents.toml").read_text(encoding="utf-8")
    )
    fields = ("opposite", "must_flips_if", "must_kept_if", "not_if")
    return {
        intent.split(":", 1)[-1]: {f: tuple(table.get(f, ())) for f in fields}
        for intent, table in data.items()
    }


def _asked_of_another(reading: Reading) -> bool:
    """A named player drew the last clover and the question asks of the asker or the others ("je peux
    jouer mon tour ?", "les autres jouent encore ?"), not of the drawer."""
    if not reading.names():
        return False
    start = last_sentence(reading)
    asker = any(m.value == "me" and m.first >= start for m in reading.of_kind("player"))
    return asker or any(w in ("autres", "others") for w in reading.words[start:])


def _fit_supposed(reading: Reading) -> bool:
    """ "si il rentre", "if it fits": the clover's fit supposed, not stated."""
    lays = {c.first for c in reading.concept("lay")}
    return any(
        w in ("si", "s", "if") and (i + 1 in lays or i + 2 in lays)
        for i, w in enumerate(reading.words)
    )


def _example_out_of_order(reading: Reading) -> bool:
    """The rule's own example, listed, going down ("genre 12 puis 3")."""
    values = [number(m) for m in reading.of_kind("number") if not m.weak]
    return len(values) >= 2 and any(a >= b for a, b in zip(values, values[1:], strict=False))
