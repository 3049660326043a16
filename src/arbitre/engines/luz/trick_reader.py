"""Filling a Luz trick question (who takes the trick?) from a question already read: each card a value,
a colour and the player who put it down; the led colour said, or set by the leader's card."""

from __future__ import annotations

from arbitre.engines.luz.people import claim_of, ignored_numbers, people_of
from arbitre.engines.luz.situations import Card, TrickSituation
from arbitre.engines.values import number
from arbitre.reading import Reading
from arbitre.reading.binding import IGNORED


def fill_trick(reading: Reading, intent: str) -> TrickSituation | None:
    ignored = ignored_numbers(reading, (IGNORED, "cards_of_colour", "players"))
    if ignored is None:
        return None
    colours = {c.first: c.label.split(".", 1)[1] for c in reading.concept("colour")}
    people = people_of(reading)
    cards: list[Card] = []
    used: set[int] = set()
    followed = bool(
        reading.concept("all_followed")
    )  # "tout le monde a fourni du vert": bare values are green
    for m in reading.of_kind("number"):
        if m.first in ignored:
            continue
        colour_at = next((i for i in (m.last, m.first - 1) if i in colours and i not in used), None)
        if colour_at is None and not followed:
            return None  # a value with no colour
        if colour_at is not None:
            used.add(colour_at)
        owner = next((people[i] for i in range(m.first - 1, -1, -1) if i in people), None)
        if owner is None or any(c.player == owner for c in cards):
            return None
        cards.append(
            Card(
                player=owner,
                colour=colours[colour_at] if colour_at is not None else "",
                value=number(m),
            )
        )
    said = {colours[i] for i in colours if i not in used}
    if len(said) > 1:
        return None
    if followed and said:
        cards = [
            c if c.colour else c.model_copy(update={"colour": next(iter(said))}) for c in cards
        ]
    if any(not c.colour for c in cards) or set(people.values()) - {c.player for c in cards}:
        return None  # a card with no colour, or a player named with no card
    led = (
        said.pop()
        if said
        else (cards[0].colour if len({c.colour for c in cards}) == 1 and cards else None)
    )
    if led is None:  # "Léa entame avec le 8 bleu": the leader's card sets the led colour
        leaders = {
            who
            for i, who in people.items()
            for v in reading.concept("lead_verb")
            if 0 < v.first - i <= 2
        }
        led = next((c.colour for c in cards if c.player in leaders), None)
    yes_no, claim = claim_of(reading)
    if (
        len(cards) < 2
    ):  # "elle gagne le pli avec ça ?": whoever is asked about, the cards are needed
        return TrickSituation(led_colour=led, cards=None, claim=claim)
    if yes_no and claim is None:
        return None
    return TrickSituation(led_colour=led, cards=cards, claim=claim)
