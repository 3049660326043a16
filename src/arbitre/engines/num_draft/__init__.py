"""NUM DRAFT rule engine.

Models, from the booklet text alone: cards (six colours, values 0-12 or 0-16,
two Jokers); the 15-card scoring pool (your 3×3 grid, the left neighbour's right
column, the right neighbour's left column; your own left column counts for your left
neighbour, your right column for your right one; the centre column is never shared);
colour groups (2 points a card) and value groups (3 points a card), a normal card
counting in both; anchoring (neighbour cards only enlarge a combination already
in your own grid); the neighbour bonus by card type (classic +1, Shadow +0 and
limited to an existing Shadow group, Rainbow +1 as a colour joker, Joker +1 with
its full wildcard); the Joker joining exactly one combination, the most
profitable; the Classic mode contact rule (no diagonal) and the Discovery/Family
mode that ignores it; both ranking tables; the opening (smallest unique value
designates the game master, else reveal again); the mandatory order DONNE →
POSE → PASSE; the hand of 5, temporarily 6; hands passed to the left; the POSE card
going exactly into the freed slot; the deck size (80 cards for 2-5 players, 104
for 6-7); announcing NUM DRAFT at any time, which does not win the game by itself. Setup and
turn flow asked as facts: the grid of 9 cards dealt face down, the hand of 5 (kept at 6-7
players), 1 grid card turned over before the first turn, the game master calling the 3
commands, DONNE giving 1 grid card (hidden or visible) to the left neighbour, where it joins
the hand, POSE filling the grid with 1 hand card and the hand back to 5, the two ways to
trigger the end, and the last move after NUM DRAFT (everyone plays it, face-down cards passed
left, grid completed with the hand and the cards received, scores at once).

What the text leaves open, and what the engine does:
- When a grid card may be turned face up, whether one may look at one's own face-down cards,
  and whether the card placed at POSE lies face up or down: the booklet never says; no verdict.
- What follows turning over one's last face-down card (a last move, or the end at once): the
  booklet gives the last move only for the NUM DRAFT announcement; only "it triggers the end"
  is answered (oui), when the game stops after it gets no verdict.
- Which cards go in the last move: "toutes ses cartes encore face cachée" is read literally, so
  face-up grid cards stay ("on passe aussi les cartes visibles ?" → non). Whether the hand is
  passed too is not said outright (the grid is then completed with "sa main"): no verdict.
- The "3 commandements" are DONNE, POSE, PASSE (the booklet has no PIOCHE command).
- How the neighbours' columns lie next to your grid in Classic mode. The engine
  puts the left neighbour's right column beside your left column and the right
  neighbour's left column beside your right column, row against row (the side
  each neighbour shares with you). Questions that give no positions are scored as
  if each group's cards touch; the explanation says so. Whether a group of yours scores,
  asked with neither the mode nor the places said, asks where the cards lie when touching
  or not would change the verdict.
- Whether a card told beside a count of its kind is one of them: said ("deux 9 dont le 9
  rouge", "l'un de mes 3 jaunes", "deux autres rouges"), it is counted so; unsaid ("mon 7
  bleu" beside three blues and two 7s), the card's share gets no verdict. A card counted on
  by an ordinal ("un troisième") must follow the cards told; the deck holds each colour and
  value once, so two identical cards told are refused.
- What "a combination already present in your own grid" needs: taken as a group
  of at least 2 of your own cards (touching in Classic mode); a neighbour card
  never anchors to a single card of yours.
- Whether the neighbour bonus counts once per card or once per combination when
  a neighbour card counts in colour and in value: counted once per card, and the
  Verdict is marked ambiguous=True with an explanation saying the booklet does
  not settle it.
- Whether a neighbour Shadow may join a value group: "Shadow ne peut ancrer qu'un
  groupe Shadow" is read literally, so it joins no value group.
- Whether two Jokers alone make a pair: no, a combination needs a real card.
- What one card "brings" ("combien rapporte mon 7 Bleu à lui seul ?"): the booklet
  counts points per card (2 in a colour group, 3 in a value group, plus the
  neighbour bonus). One of your cards gets that per-card count, even when the
  score would lose more without it (a pair that would no longer score), and the
  explanation says how much more; a neighbour card gets what the score loses
  without it.
The question path (`reader.py`, the shared reader's):
intents learned from corpus/num-draft/intents.toml, the game's words in reading.toml, typed
situations (situations.py) filled from the cards told (card_mentions.py, card_reader.py) and
decided by the /check code (api.py: "told" scores the cards said when the whole grid is not
given, "rule" the general rules of general.py). Places stated are never overridden: cards said
apart keep Classic's contact rule, a grid told row by row is scored where it lies; with no
places said, each group is counted as touching and the "understood" line says so. A general rule
(general.py) answers the question as asked: a count claimed is checked against the rule's count,
the opposite of the rule's word ("à droite ?" of a rule that says left) gets the other answer, a
negated question, another command's moment or a case the rule leaves open gets no verdict.
"""

from __future__ import annotations

from arbitre.engines.base import GameEngine, read_for
from arbitre.engines.num_draft import api
from arbitre.engines.num_draft.rules import RULES, SLUG


def _situation_reader(reading):
    from arbitre.engines.num_draft.reader import interpret

    return interpret(reading)


def _text_reader(question: str):
    """A question as text: read once by the shared reader, then the same path as the service's."""
    return _situation_reader(read_for(SLUG, question))


ENGINE = GameEngine(
    SLUG,
    RULES,
    _text_reader,
    api.check,
    api.NumDraftState,
    api.NumDraftAction,
    situation_reader=_situation_reader,
)
