"""Lists in a NUM DRAFT card question: what follows a denial in a list is denied too ("aucun autre
rouge, bleu, 3 ou 8"), and a count followed by as many cards naming what it lacks is broken down
("trois bleus (le 1, le 5 et le 9)", "deux 7 : un rouge, un vert")."""

from __future__ import annotations

from arbitre.engines.num_draft.card_mentions import GLUE, Mention, Told
from arbitre.reading import Reading

LIST_WORDS = frozenset(["ou", "or", "ni", "nor"])


def deny_lists(reading: Reading, told: Told) -> None:
    """ "aucun autre rouge, bleu, 3 ou 8": what follows a denial in a list is denied too."""
    for before, m in zip(told.mentions, told.mentions[1:], strict=False):
        gap = reading.words[before.last : m.first]
        listed = all(w in LIST_WORDS | GLUE for w in gap) and len(gap) <= 3
        if before.denied and listed and not reading.tokens[m.first].sentence_start:
            m.denied, m.count = True, 0


def break_down(told: Told) -> None:
    """ "trois bleus (le 1, le 5 et le 9)": the count's cards, one by one."""
    out, i = [], 0
    ms = told.mentions
    while i < len(ms):
        m = ms[i]
        lacks = "value" if m.value is None else "colour" if m.colour is None else None
        items = ms[i + 1 : i + 1 + m.count] if lacks and m.count >= 2 and not m.denied else []
        fits = (
            bool(items)
            and len(items) == m.count
            and all(
                x.count == 1
                and not x.denied
                and (x.colour is None if lacks == "value" else x.value is None)
                for x in items
            )
        )
        if fits:
            for x in items:
                out.append(
                    Mention(
                        1,
                        m.colour or x.colour,
                        m.value if m.value is not None else x.value,
                        m.where,
                        x.first,
                        x.last,
                        x.numbers,
                        part=x.part,
                    )
                )
            i += 1 + m.count
            continue
        out.append(m)
        i += 1
    told.mentions = out
