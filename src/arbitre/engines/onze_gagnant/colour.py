"""Whether a player has the colour bonus, read from the count of numbers of their own colour.

"J'ai mes deux cartes de départ vertes et une seule carte chiffre verte posée. Ça me donne droit
au bonus de couleur ?": one green number, green being the start cards' colour: no bonus. The
count is read only when the colour is the player's own (said so, or the start cards' colour) and
leaves the start cards out ("3 vertes dont mes 2 de départ" is not read); unsaid, it is asked.
"""

from __future__ import annotations

from arbitre.engines.onze_gagnant.facts import UNSAID, asked_player, bind
from arbitre.engines.onze_gagnant.polarity import polarity
from arbitre.engines.onze_gagnant.situations import BonusSituation
from arbitre.reading import Reading


def fill_bonus(reading: Reading, intent: str = "") -> BonusSituation | None:
    facts, unbound = bind(reading)
    if unbound or any(f.slot not in ("colour_numbers", "ignored") for f in facts):
        return None
    if reading.answer_type() != "yes_no" or reading.concept("including"):
        return None
    counts = {f.value for f in facts if f.slot == "colour_numbers"}
    owners = {f.owner for f in facts if f.slot == "colour_numbers"} - {UNSAID}
    if owners and asked_player(reading) not in (None, *owners):
        return None  # "j'ai 3 chiffres de ma couleur, Léa a le bonus ?": not the count's owner
    if polarity(reading, "own_colour") is False:
        counts.add(0)  # "aucune carte de ma couleur"
    if len(counts) > 1:
        return None
    if not counts:
        return BonusSituation()  # "j'ai bien le bonus de couleur ?": the count is asked
    if not (reading.concept("own_colour") or _start_colour(reading)):
        return None  # "3 cartes vertes": whose colour green is is not said
    return BonusSituation(own_colour_numbers=counts.pop())


def _start_colour(reading: Reading) -> bool:
    """One colour named, and said of the start cards: it is the player's own."""
    colours = [c for c in reading.concepts if c.label.startswith("colour.")]
    starts = reading.concept("start_cards")
    return len({c.label for c in colours}) == 1 and any(
        abs(c.first - s.last) <= 1 or abs(s.first - c.last) <= 1 for c in colours for s in starts
    )
