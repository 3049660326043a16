"""Questions that point at a situation they never state.

"du coup mon groupe rouge il vaut combien ?", "did my bet work out then?", "je peux
la mettre côté moins celle-là ?": the player goes on with a game the assistant
cannot see. When a reader finds no situation in such a question, the engine asks
for it rather than leave retrieval to answer a question about a game state.

Two things must be there and two must not, so general rules questions are left alone:
- a pointer to the table, not to the rules: "du coup", "alors", "là", "ici",
  "celle-là", "cette donne", "ou pas", "then", "this grid", "those boards", "right now", a question
  opening on "so" (not a mere
  "mon pari" or "my quilt": "si je rate mon pari, je perds combien ?" asks a rule);
- a decision asked for: points ("combien", "vaut", "score", "worth"), a move
  ("je peux", "j'ai le droit", "can I"), an outcome ("j'ai gagné", "réussi",
  "who won", "work out"), or who takes a trick (Luz);
- no "comment", "pourquoi", "how does": those ask how a rule works ("c'est quoi mon
  objectif maintenant ?" asks about the table all the same);
- no number and no "j'ai", "I have", "il y a": a question that states them states
  (part of) its situation, and the engine's reader, with its guard, judges it.

Each game names, for each kind of decision, the rule that would decide and what
to ask. The rule is looked up by id among the engine's own rules.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from arbitre.engines.base import MissingSituation, Rule

# On the question lowered but with its accents: "là" is not the article "la".
_POINTER_ACCENTED = re.compile(
    r"(?:\bl[àa]-?dessus\b|\bl[àa] ?-?dedans\b|(?<![a-zà-ÿ])là\b|\bici\b)"
)
# Number words as digits, for fold() (a number stated is a situation stated).
_NUMBER_WORDS = {
    "dix sept": 17,
    "dix huit": 18,
    "dix neuf": 19,
    "zero": 0,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "dix": 10,
    "onze": 11,
    "douze": 12,
    "treize": 13,
    "quatorze": 14,
    "quinze": 15,
    "seize": 16,
    "vingt": 20,
    "trente": 30,
    "quarante": 40,
    "cinquante": 50,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
}
_WORD_RE = re.compile(
    r"(?<!les )(?<!the )\b(" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")\b"
)
_TENS = {
    "vingt": 20,
    "trente": 30,
    "quarante": 40,
    "cinquante": 50,
    "soixante": 60,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
}
_UNITS = {
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
_COMPOUND_RE = re.compile(
    r"\b(" + "|".join(_TENS) + r")(?: et (un|une)\b| (" + "|".join(_UNITS) + r")\b)"
)


def _compound(match: re.Match[str]) -> str:
    """ "trente deux" → 32, "vingt et un" → 21, "thirty one" → 31."""
    unit = 1 if match.group(2) else _UNITS[match.group(3)]
    return str(_TENS[match.group(1)] + unit)


def fold(text: str) -> str:
    """Lower case, no accents, apostrophes and hyphens as spaces, number words as digits."""
    text = unicodedata.normalize("NFKD", text.lower())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = re.sub(r"['’`\-–—]", " ", text)
    text = re.sub(r"\s+", " ", text).strip()
    text = _COMPOUND_RE.sub(_compound, text)
    return _WORD_RE.sub(lambda m: str(_NUMBER_WORDS[m.group(1)]), text)


# On the folded question (no accents, apostrophes and hyphens as spaces).
_POINTER = re.compile(
    r"\b(?:du coup|alors|dans ce cas|celle la|celui la|celles la|ceux la|celle ci|celui ci|celles ci|ceux ci|ceci"
    r"|avec (?:ca|celle|celui)|comme ca|la ou pas|cette (?:carte|donne|manche|partie|grille|main)"
    r"|ce (?:pli|tour|coup|groupe|jardin)|or not"
    r"|then|right now|this (?:one|card|grid|hand|round|trick|garden|group|turn)|that one|(?:those|these) \w+"
    r"|en ce moment|maintenant|now)\b"
    r"|^(?:ok |okay |and |bon )?so\b"  # "so how many points do I lose?" goes on with a game
)
_POINTS = re.compile(
    r"\b(?:combien|vaut|valent|score|points?|how (?:many|much)|worth|marque|rapporte"
    r"|compte(?:nt)?|counts?|s ancrer|ancre|anchors?)\b"
)
_MOVE = re.compile(
    r"\b(?:je peux|puis je|j ai le droit|ai je le droit|c est (?:bon|autorise|permis|legal)|can i|may i|am i allowed"
    r"|c est a qui|a qui (?:de jouer|le tour)|qui joue|whose turn"
    r"|je (?:le|la|les) (?:pose|mets|place|joue) (?:ou|de quel cote|dans quelle|sur quelle)|ou (?:je|est ce que je) (?:le |la |les )?(?:pose|mets|place|joue)"
    r"|where (?:do|can|should) i (?:put|place|play)|which side (?:do|can|should) i)\b"
)
# A question that says what someone holds states (part of) its situation.
_STATES = re.compile(
    r"\b(?:(?:j ai|il a|elle a|on a|tu as) (?!gagne|perdu|reussi|rate|le droit|fini)|i have (?!won|lost)|i ve got|i got"
    r"|il y a)\b"
)
# How a rule works, not what happens at this table: retrieval answers these.
# "c'est quoi mon objectif maintenant ?", "what's my score then?" ask about the table, not a rule.
_MINE = r"(?! (?:mon|ma|mes|notre|nos|son|sa|ses|leur|leurs|my|our|his|her|their)\b)"
_GENERAL = re.compile(
    rf"\b(?:comment|pourquoi|c est quoi{_MINE}|qu est ce qu|how (?:do|does|is|are|to)|why"
    rf"|what (?:is|are|does){_MINE}|what s{_MINE})\b"
)
_TRICK = re.compile(
    r"\b(?:qui (?:ramasse|prend|remporte|gagne|emporte) (?:le|ce) pli|who (?:takes|wins|gets) (?:the|this) trick)\b"
)
_FIRST = re.compile(
    r"\b(?:maitre du jeu|game ?master|qui commence|who (?:starts|goes first|plays first)|premier joueur|first player)\b"
)
_OBJECTIVE = re.compile(r"\b(?:objectif|objective|goal|target)\b")
_OUTCOME = re.compile(
    r"\b(?:qui (?:a )?gagne|qui l emporte|who (?:takes|gets) it|j ai gagne|je gagne|gagne|reussi|rate|who (?:won|wins)|did i win|do i win|work(?:ed)? out|succeed(?:ed)?|(?:make|made) (?:my|it)|(?:count|counts) as reached|reached|atteint|valide)\b"
)

# Per game and kind of decision: the deciding rule's id, then the question in French and English.
ASKS: dict[str, dict[str, tuple[str, str, str]]] = {
    "lucky-numbers": {
        "move": (
            "strictly-increasing",
            "Dis-moi les nombres déjà posés dans la rangée et la colonne, et où tu veux poser le trèfle.",
            "Tell me the numbers already in the row and the column, and where you want to place the clover.",
        ),
        "points": (
            "tournament-scoring",
            "Dis-moi qui a gagné la manche et combien de cases vides il reste à chacun.",
            "Tell me who won the round and how many empty squares each player has left.",
        ),
        "outcome": (
            "fewest-empty-wins",
            "Dis-moi combien de cases vides il reste à chacun (ou qui a rempli son jardin).",
            "Tell me how many empty squares each player has left (or who filled their garden).",
        ),
    },
    "patchwork": {
        "move": (
            "furthest-behind-plays",
            "Dis-moi sur quelle case sont ton pion et celui de l'adversaire.",
            "Tell me which square your pawn and your opponent's pawn are on.",
        ),
        "points": (
            "final-score",
            "Dis-moi tes boutons, si tu as la tuile spéciale et combien de cases vides il reste sur ta couverture.",
            "Tell me your buttons, whether you have the special tile, and how many empty squares your quilt has.",
        ),
        "outcome": (
            "final-score",
            "Dis-moi les boutons, la tuile spéciale et les cases vides de chacun.",
            "Tell me each player's buttons, special tile and empty squares.",
        ),
    },
    "num-draft": {
        "move": (
            "turn-order",
            "Dis-moi ce que tu veux faire et à quel moment du tour (DONNE, POSE, PASSE).",
            "Tell me what you want to do and at which step of the turn (DONNE, POSE, PASSE).",
        ),
        "points": (
            "group-points",
            "Dis-moi les cartes de ta grille (couleurs, valeurs) et celles des colonnes de tes voisins.",
            "Tell me the cards in your grid (colours, values) and those in the neighbours' columns.",
        ),
        "first": (
            "game-master",
            "Dis-moi la valeur que chaque joueur a retournée à l'ouverture.",
            "Tell me the value each player turned over at the opening.",
        ),
        "outcome": (
            "rank-classic",
            "Dis-moi ton score final et le mode joué (classique ou découverte).",
            "Tell me your final score and the mode played (classic or discovery).",
        ),
    },
    "luz": {
        "move": (
            "follow-colour",
            "Quelle est la couleur demandée dans ce pli, et as-tu une carte de cette couleur en main ?",
            "Which colour was led in this trick, and do you hold a card of that colour?",
        ),
        "points": (
            "failed-bet-penalty",
            "Dis-moi ton pari (nombre de billes Pari), si tu as pris la bille Sécurité, et le nombre de plis remportés.",
            "Tell me your bet (Pari marbles), whether you took the Safety marble, and the tricks you won.",
        ),
        "trick": (
            "strongest-wins",
            "Quelles cartes (couleur et valeur) ont été jouées dans ce pli, et quelle était la couleur demandée ?",
            "Which cards (colour and value) were played in this trick, and which colour was led?",
        ),
        "outcome": (
            "bet-exact",
            "Dis-moi ton pari (nombre de billes Pari), si tu as pris la bille Sécurité, et le nombre de plis remportés.",
            "Tell me your bet (Pari marbles), whether you took the Safety marble, and the tricks you won.",
        ),
    },
    "onze-gagnant": {
        "move": (
            "placement-by-pictogram",
            "Quelle carte est-ce : que montrent ses pictogrammes de pose (côté +, côté −, chez un adversaire…) ?",
            "Which card is it: what do its placing pictograms show (+ side, − side, an opponent's area…)?",
        ),
        "points": (
            "minus-side-negative",
            "Dis-moi les cartes posées côté + et côté − de ton jeu.",
            "Tell me the cards on the + side and the − side of your area.",
        ),
        "first": (
            "who-starts",
            "Dis-moi l'âge de chaque joueur : celui qui est le plus proche de ses onze ans commence.",
            "Tell me each player's age: the one closest to their eleventh birthday starts.",
        ),
        "objective": (
            "modify-objective",
            "Dis-moi les cartes posées à droite de ton =11 et si ton objectif de 11 a été remplacé par −11.",
            "Tell me the cards placed to the right of your =11 and whether your 11 objective was replaced by −11.",
        ),
        "outcome": (
            "immediate-win",
            "Dis-moi ton résultat (ou tes cartes côté + et côté −), ton objectif et si une interdiction est visible.",
            "Tell me your result (or your cards on the + and − sides), your objective, and whether a ban card is visible.",
        ),
    },
}


def decision_asked(question: str, kinds: Iterable[str] | None = None) -> str | None:
    """ "move", "points", "outcome", "objective", "first" (who starts) or "trick" (who takes a trick) when the question
    asks one about a situation it points at but does not state; None otherwise."""
    folded = fold(question)
    if re.search(r"\d", folded) or _GENERAL.search(folded) or _STATES.search(folded):
        return None
    if not (_POINTER.search(folded) or _POINTER_ACCENTED.search(question.lower())):
        return None
    cues = (
        ("trick", _TRICK),
        ("first", _FIRST),
        ("move", _MOVE),
        ("outcome", _OUTCOME),
        ("objective", _OBJECTIVE),
        ("points", _POINTS),
    )
    for kind, cue in cues:
        if (kinds is None or kind in kinds) and cue.search(folded):
            return kind
    return None


_PRONOUN_MOVE = re.compile(
    r"\b(?:je|on|tu|i|we|you)\s+(?:peux|peut|pourrais|dois|can|could|may)\s+(?:le|la|les|l|it|them)\s+"
    r"(?:mettre|poser|placer|jouer|glisser|caser|put|place|play)\b"
)


def points_at_the_table(question: str) -> bool:
    """ "et là je peux le mettre entre les deux ?": a clover pointed at ("là", "ici") and moved as a
    pronoun, no number said. No rule in general answers it, even when a reader finds one that seems to."""
    return (
        not re.search(r"\d", fold(question))
        and bool(_POINTER_ACCENTED.search(question.lower()))
        and bool(_PRONOUN_MOVE.search(fold(question)))
    )


def unstated_situation(
    question: str, slug: str, rules: tuple[Rule, ...]
) -> MissingSituation | None:
    """What to ask when the question points at a situation it does not state."""
    asks = ASKS.get(slug, {})
    kind = decision_asked(question, asks)
    if kind is None or kind not in asks:
        return None
    rule_id, ask, ask_en = asks[kind]
    rule = next((r for r in rules if r.id == rule_id), None)
    return MissingSituation(rule, ask, ask_en) if rule is not None else None
