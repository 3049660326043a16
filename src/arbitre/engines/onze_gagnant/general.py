"""General Onze Gagnant rule questions that need no game state, and who starts.

Each reader recognises one booklet rule by the words a question must hold and
answers only the polarity it can read for sure; anything else returns None so
retrieval answers instead:
- a replaced (or discarded) card coming back into play: never ("non"); a card said not replaced ("défaussée (pas
  remplacée)", "discarded, not replaced") is not this rule's, no verdict;
- skipping a card's action that is possible: no, every possible action is
  mandatory ("est-elle obligatoire ?", "je dois défausser ?" → "oui"); the action
  may be named by a pictogram or symbol, "la carte échange", "the swap card", or by
  what the card makes one do ("la carte m'oblige à / dit d' / me fait échanger…",
  "the card makes me / says to swap…", also with the card described between:
  "la carte que je viens de piocher m'oblige à…", "the card I just drew tells me to…"); the asked clause, after the last sentence
  or clause break, decides (a skip asked, "sans échanger", "without swapping",
  "j'ai le choix ?" → "non", an obligation asked → "oui"; an obligation said of the
  card in a relative clause, "l'échange que le pictogramme m'oblige à faire, je peux
  l'ignorer ?", is no obligation asked); a question about which
  target to choose, the order of placing and acting, the card's side or count, an
  action said impossible ("personne n'a de carte", "nobody has cards") are left
  to retrieval, and so is an obligation asked of a given target (a player named, one's own cards, a card by its value:
  "je dois échanger avec Léa ?", "must I discard one of my own cards?", "je dois remplacer mon 8 ?"), the target being chosen;
- the "/=" pictogram ("/=", "≠", "slash égal", "la pose alternative", "the alternative
  placing rule"): an optional alternative placing rule, not an action; an obligation
  asked → "non", a skip or a choice asked ("je peux ne pas m'en servir ?", "c'est
  facultatif ?") → "oui", "c'est une action ?" → "non"; the same filters as for
  actions (a target, an order, a side asked) and any number but 11 give no verdict;
- drawing from the bonus pile more than once in a game: no ("deux fois", "à deux tours différents", "each turn",
  "a second one", "j'ai déjà pioché une carte bonus, je peux en piocher une autre ?"; another player's draw is not one's own;
  asked in the negative, "je ne peux pas … ?", none);
- the Dilemme variant: the face-up card may be taken, and is then replaced ("oui"); the face-down card taken, an
  obligation or a negation asked give none;
- the solo and co-operative modes' set-up: solo, how many lines ("combien de lignes", "how many separate lines / rows",
  "how many colours do I run": 4, one per colour), each line's objective (11; "reste 11 ?": "oui"), choosing freely which line to play
  ("je peux choisir quelle ligne…", "can I pick which line…": "non", the order is kept; "must I keep the same order?":
  "oui"); co-op with two players, how many colours or lines each player runs (2); a number said besides the
  players' count (a result, "3 lignes validées": the success table's reader) is not read here;
- who starts: the player closest to eleven years old, by name ("Zoé a 10 ans et
  Théo 7 ans" → "Zoé", "Ben is 10 and I'm 13" → "Ben", ages in words read as numbers);
  with no age word, a bare number is an age only when nothing else is counted and every
  number of the question is read as someone's age; with an age word too, every number must be
  someone's age ("ma sœur 10 ans" with no name: none), months ("10 ans et 11 mois") being part of one and
  the players' count ("On est trois :", "we're 3", "3 joueurs") no age, but it must match the ages read; the game's name
  ("Qui commence à Onze Gagnant ?") is no age, nor a number counting something else ("j'ai joué 11 parties"); an age
  at another time ("a eu 11 ans l'an dernier", "turns 11 tomorrow") or the question in the negative ("qui ne commence
  pas ?") gives no verdict.
  "Le plus proche de ses onze ans" is read as the smallest gap in whole years between the age and 11, on
  either side (11 beats 10, 12 beats 9). Ages equally far on both sides (10 and 12) are unclear: the phrase
  may also mean the one about to turn eleven (10); no verdict then.
- a drawn card kept for later: the bonus card drawn from the expansion "doit être jouée immédiatement"
  ("je peux la garder pour plus tard ?", "can I hold on to it and play it later?" → "non"; "je dois la jouer
  tout de suite ?" → "oui"), and a card from the main pile is played on the turn it is drawn (same answers);
  not read with a number, two cards drawn, a second card, the solo order or an interdiction said.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arbitre.engines.base import Interpretation, Verdict
from arbitre.engines.onze_gagnant import rules as R
from arbitre.engines.onze_gagnant.players import NOT_NAMES, fold_word, player_names, unread_names

COME_BACK = r"revenir|revient|reviendr|reprendre|rejou|reutilis|retour|come back|return|back (?:in|into)|reuse|play it again"
REPLACED = r"remplace|replaced"
ACTION = (
    r"\baction|pictogram|effet|effect|symbole|symbol|icone|\bicon|l'echange\b|\bthe swap\b"
    r"|\bcarte (?:d'|de )?(?:echange|defausse|remplacement|inversion)\b|\b(?:swap|exchange|discard|replace|flip) card"
    r"|\bcarte\b[^.?]{0,45}?\b(?:m'|me |te |nous |vous )?(?:oblige|force|impose|demande|dit de|dit d'|dit que|indique|ordonne|fait)"
    r"|\bcard\b[^.?]{0,45}?\b(?:makes|forces|tells|says|asks|requires|wants|orders)\b"
)
SKIP = (
    r"(?:peux|peut|pourrai|droit|choisir|decider|decide)[^.?]{0,25}\b(?:pas|ne pas|refuser|ignorer|sauter|zapper|passer)\b"
    r"|(?:\bcan|\bmay|\bcould|allowed to)[^.?]{0,25}\b(?:not|pass on|decline|leave it|get out of)\b"
    r"|\bskip|\bignore|choose not|decide not|refuse|facultati|optional|\bpas oblige|\bj'ai le choix|a choice\b|up to me"
    r"|\bsans (?:faire|echanger|defausser|appliquer|piocher)|\bwithout (?:doing|swapping|discarding|applying|drawing)"
)
MUST = (
    r"oblig|mandatory|compulsory|forced|\bforcee?s?\b|\bforcement\b|\bcontraint|\bmust\b|have to|has to|\bdoi[st]\b"
    r"|\bdevoir\b|\bfaut\b|need to|required"
)
# The obligation said of the card in a relative clause, not asked: "l'échange que le pictogramme m'oblige à faire",
# "the swap that the card forces on me".
DESCRIBED_MUST = (
    r"\b(?:que|qu'|that|which)\s*(?:(?:la|le|l'|cette|ce|the|this|my|ma|mon)\s*)?(?:carte|pictogramme|action|card|pictogram|symbole|symbol|it|elle|il)?"
    r"\s*(?:m'|me |te |nous |vous )?(?:oblige|impose|force|forces|makes|requires)\b"
)
NOTHING = (
    r"n'(?:a|ont|ai|avons) (?:pas|plus|aucune?) (?:de |d')?cartes?|(?:personne|aucun adversaire|nobody|no one|no opponent) n?'?(?:a|has)"
    r"|(?:has|have) no cards?|no cards? (?:in play|left|to swap)|aucune carte|rien a (?:echanger|defausser)|nothing to (?:swap|discard)"
)
# Drawing from the bonus pile more than once: a count of times or turns above one ("2 fois", "à 2 tours différents", "à 2
# reprises", "on 2 different turns", "each turn"), a second or another draw ("une deuxième", "une 2e", "a second", "de
# nouveau", "again"), "plus d'une fois", "more than once"; "une autre" only after a draw said to be one's own already.
REPEAT = (
    r"\b(?:[2-9]|plusieurs|quelques|several|multiple|many)\s+(?:fois|reprises|times|tours|turns|occasions)\b"
    r"|\b(?:[2-9]|plusieurs|several|multiple)\s+(?:(?:tours|turns|occasions|moments|rounds)\s+)?(?:differents|distincts|different|separate)"
    r"|\b(?:chaque|a chaque|tous les|each|every)\s+(?:tour|turn|round|fois que)\b|\bencore une\b|\b(?:une|la|a|the)\s+(?:deuxieme|seconde|2e|2eme|2nd|second)\b"
    r"|\btwice\b|\bplus d'une\b|\bmore than (?:once|one)\b|\bagain\b|\b(?:de|a) nouveau\b|\brepioch|\bre-?draw"
    r"|\b(?:j'ai|j'en ai|je l'ai|i've|i have|i)\s+(?:deja|already)\b[^?]{0,60}\b(?:une autre|un autre|another|encore)\b"
)


def interpret(text: str, question: str) -> Interpretation:
    answer = _alternative_placing(text, question)
    if answer is not None:
        return answer
    names = [fold_word(name) for name in [*player_names(question), *unread_names(question)]]
    for reader in (
        _replaced,
        lambda text: _mandatory(text, names),
        _bonus_once,
        _play_now,
        _dilemma,
        _modes,
    ):
        answer = reader(text)
        if answer is not None:
            return answer
    return _who_starts(question)


def _replaced(text: str) -> Interpretation:
    if not (re.search(REPLACED, text) and re.search(COME_BACK, text)):
        return None
    if re.search(
        rf"(?:\b(?:pas|non|jamais|not|never)|n't|\bun(?=replaced))[\s-]*(?:ete\s+|been\s+)?(?:{REPLACED})",
        text,
    ):
        return None  # "une carte défaussée (pas remplacée)": the rule is about replaced cards only
    return Verdict(
        R.REPLACED_GONE,
        "non",
        "Non : la carte remplacée est défaussée et ne pourra jamais revenir en jeu.",
        "No: a replaced card is discarded and can never come back into play.",
    )


# The action's target named: a player, one's own cards, a card by its value ("je dois échanger avec Léa ?", "must I
# discard one of my own cards?", "je dois remplacer mon 8 ?"): the action is mandatory, but whom or which card it hits is chosen.
TARGET = (
    r"\d|\bpropres?\b|\bown\b|\b(?:mes|my) cartes?\b|\b(?:une|l'une) de mes\b|\bone of my\b|\bmy cards?\b"
    r"|\b(?:ma|mon|my) (?:carte|card)\b(?!\s+(?:d'|de )?(?:echange|defausse|remplacement|inversion|swap|discard|exchange|replace))"
)


def _mandatory(text: str, names: Sequence[str] = ()) -> Interpretation:
    if not re.search(ACTION, text) or re.search(
        r"/=|pose alternative|impossible|pas possible|can't|cannot|\bcan not\b|" + NOTHING, text
    ):
        return None
    asked = re.split(r"[,;:.]", text.split("?")[0])[-1]  # what is asked, not what the card says
    if re.search(TARGET, asked) or any(
        re.search(rf"\b{re.escape(name)}\b", asked) for name in names
    ):
        return None
    answer = _skip_or_must(asked)
    if answer is None:
        return None
    return Verdict(
        R.MANDATORY_ACTION,
        answer,
        "Chaque action est obligatoire si elle est mécaniquement possible : on ne peut pas choisir de l'ignorer.",
        "Every action is mandatory when it is mechanically possible: it cannot be skipped.",
    )


# The "/=" pictogram, however it is typed or named: "/=", "/ =", "≠" (folded to "="), "slash égal", "barre égal",
# "la pose alternative", "the alternative placing rule".
ALTERNATIVE = (
    r"/\s*=|\\\s*=|\b(?:slash|barre(?: oblique)?|oblique)\s*(?:egal|equals?|=)|pose alternative|alternative (?:placing|placement|laying)"
    r"|(?:placing|placement) (?:rule )?alternative|alternate (?:placing|placement)"
)


def _alternative_placing(text: str, question: str) -> Interpretation:
    """The "/=" pictogram is an optional alternative placing rule, not an action: using it is never mandatory."""
    if not (re.search(ALTERNATIVE, text) or "≠" in question):
        return None
    asked = text.split("?")[0]
    if re.search(r"\d", re.sub(r"=\s*11\b|\b11\b", " ", asked)):
        return None  # a number of the game's state: not read here
    if re.search(
        r"(?:c'est|est-ce|est-il|est-elle|compte|counts?|is (?:it|this|that)|is the)[^.?]{0,40}\b(?:une|an|a) action\b",
        asked,
    ) and not re.search(MUST + "|" + SKIP, asked):
        answer: str | None = "non"  # "le /= c'est une action ?"
    else:
        answer = _skip_or_must(re.split(r"[,;:.]", asked)[-1])
        if answer is None:
            return None
        answer = (
            "oui" if answer == "non" else "non"
        )  # optional: a skip asked is allowed, an obligation asked is denied
    return Verdict(
        R.ALTERNATIVE_PLACING,
        answer,
        "Le pictogramme /= n'est pas une action, mais une règle de pose alternative et optionnelle : on peut s'en servir, "
        "sans y être obligé.",
        "The /= pictogram is not an action but an optional alternative placing rule: you may use it, you never have to.",
    )


def _skip_or_must(text: str) -> str | None:
    """ "non" when asked whether it can be skipped, "oui" when asked whether it is mandatory, None when both or neither."""
    skip, must = re.search(SKIP, text), re.search(MUST, re.sub(DESCRIBED_MUST, " ", text))
    if bool(skip) == bool(must) and not (
        skip and re.search(r"\bpas oblige|optional|facultati", text)
    ):
        return None
    if not skip and re.search(
        r"\bqui\b|\bwho\b|\bwhich\b|\bquel|lequel|laquelle|n'importe|\bany", text
    ):
        return None  # "must I pick which opponent?": about the choice, not the obligation
    text = re.sub(
        r"\btenir compte\b|\btake (?:it |that )?into account\b", " ", text
    )  # "ne pas en tenir compte": a skip, no count
    if re.search(
        r"compt|count|positi|negati|\bcote\b|\bside\b|\bplus\b|\bmoins\b|\bminus\b|valeur|\bvalue",
        text,
    ):
        return None  # "doit-elle compter en négatif ?": the card's side, not its action
    if re.search(
        r"\bavant\b|\bapres\b|\bbefore\b|\bafter\b|d'abord|\bfirst\b|\bordre\b|\border\b", text
    ):
        return None  # "je dois faire l'action avant de la poser ?": the order, not the obligation
    return "non" if skip else "oui"


def _bonus_once(text: str) -> Interpretation:
    if not (
        re.search(r"bonus|extension|expansion", text)
        and re.search(r"pioch|\bdraw|\btake|prendre", text)
        and re.search(REPEAT, text)
    ):
        return None
    if re.search(r"\b(?:ne|pas|not|jamais|never)\b|n't\b|\bn'", _asked(text)):
        return None  # "je ne peux pas piocher une carte bonus à chaque tour ?": asked in the negative, "non" would mislead
    return Verdict(
        R.BONUS_ONCE,
        "non",
        "Non : chaque joueur peut piocher dans l'extension bonus une seule fois durant la partie.",
        "No: each player may draw from the bonus expansion only once per game.",
    )


def _play_now(text: str) -> Interpretation:
    """A drawn card is played at once: the bonus card drawn from the expansion "doit être jouée immédiatement", and a
    card from the main pile is played on the turn it is drawn ("Joue la carte…"). Keeping it, saving it or playing it
    later asked → "non"; playing it at once asked as an obligation → "oui". Read only with a draw said or the bonus card
    named, one card (not the card drawn among 2 whose second is reshuffled), and no other fact (no number)."""
    asked = _asked(text)
    drawn = re.search(r"pioch|\bdr[ae]wn?\b|\bdraws?\b|\bgot\b|\bpicked\b|\btir", text)
    bonus = re.search(r"\bbonus\b|extension|expansion", text) and re.search(
        r"\bcartes?\b|\bcards?\b|\bones?\b", text
    )
    if not (drawn or bonus) or re.search(
        r"\d|deux cartes|two cards|seconde?\b|second\b|\bautre\b|\bother\b|couleur|colou?r|ordre|order"
        r"|\bligne|\bline|interdiction|\bban\b",
        text,
    ):
        return None
    later = re.search(KEEP, asked)
    now = re.search(PLAY_NOW, asked) and re.search(MUST, asked) and not re.search(SKIP, asked)
    if bool(later) == bool(now) or re.search(
        r"\bqui\b|\bwho\b|\bquel|\bwhich\b|\bwhat\b|combien|how many", asked
    ):
        return None
    if later and not re.search(MAY_ASKED, asked):
        return None  # "je la garde pour plus tard." with no permission asked
    answer = "non" if later else "oui"
    if bonus:
        return Verdict(
            R.BONUS_PLAY_NOW,
            answer,
            "La carte piochée de l'extension doit être jouée immédiatement : on ne peut pas la garder "
            "pour plus tard.",
            "The card drawn from the bonus expansion must be played immediately: it cannot be kept for later.",
        )
    return Verdict(
        R.PLACEMENT,
        answer,
        "À son tour, on pioche une carte et on la joue en appliquant obligatoirement ses règles de pose "
        "et ses actions : on ne la garde pas pour plus tard.",
        "On your turn you draw a card and play it, applying its placing rules and actions: you do not keep it for later.",
    )


# Keeping a drawn card: "la garder (pour plus tard)", "la jouer plus tard / au prochain tour", "hold on to it", "save it", "keep it".
KEEP = (
    r"\b(?:la|le|l')\s*(?:garder|garde|conserver|conserve|mettre de cote|mets de cote|jouer apres|poser apres)\b"
    r"|\b(?:garder|conserver)\s+(?:la|cette|ma|une|sa)\s+(?:carte|bonus)\b|plus tard|prochain tour|tour (?:suivant|d'apres)|\ben main\b"
    r"|\b(?:keep|save|store|hold)\s+(?:on\s*to\s+|onto\s+)?(?:it|that|this|the|my|a)\b|\blater\b|next turn|\bin (?:my )?hand\b"
)
PLAY_NOW = r"tout de suite|immediatement|\bdirect|aussitot|de suite|right away|immediately|at once|straight away|this turn|ce tour"
MAY_ASKED = r"\bpeu[xt]\b|\bpourr|\bpuis\b|\bdroit\b|\bpossible|\bcan\b|\bmay\b|\bcould\b|allowed|\bok\b|autoris|est-ce qu|\bje\b|\bi\b|\bon\b"


def _asked(text: str) -> str:
    """The question's last clause: what is asked, not the facts before it."""
    return re.split(r"[,;:.!]", text.split("?")[0])[-1]


def _dilemma(text: str) -> Interpretation:
    """Dilemme variant: the revealed card beside the pile may be taken instead of the top card ("oui"); with the face-down
    card taken or the question in the negative, none."""
    face_up = re.search(
        r"face visible|face (?:en )?(?:haut|up)|face-up|revelee|visible|revealed|retournee|a cote de la pioche",
        text,
    )
    if not (
        re.search(r"dilemme|dilemma", text)
        and face_up
        and re.search(r"prendre|prend|piocher|choisir|take|pick|draw|choose", text)
    ):
        return None
    if re.search(r"\bdoi[st]\b|oblige|must|have to|\bseulement\b|\bonly\b", text):
        return None  # "must I take it?": a choice, not an obligation; left to retrieval
    if re.search(
        r"face cachee|face (?:en )?bas|face[- ]down|dessus de la pioche|top (?:card|of the)|premiere carte|\bpas\b|\bn'|\bne\b"
        r"|\bnot\b|n't\b|\bjamais\b|\bnever\b",
        text,
    ):
        return None  # the face-down card taken ("si je prends la carte face cachée, la visible est remplacée ?"), or a negation
    return Verdict(
        R.DILEMMA,
        "oui",
        "Oui : en variante Dilemme, à son tour on choisit entre la première carte de la pioche (face cachée) "
        "et la carte face visible, aussitôt remplacée par la première carte de la pioche.",
        "Yes: in the Dilemme variant you choose between the top card of the pile and the face-up card, which is then replaced.",
    )


SOLO = r"\bsolo\b|\bseul\b|\btout seul\b|\balone\b|\bby myself\b|\bon my own\b"
COOP = r"\bco-?op|cooperati|\bco-?operative\b"
LINES = r"lignes?|lines?|rows?|rangees?|couleurs|colou?rs"
HOW_MANY = rf"combien (?:de |d')(?:\w+\s+){{0,2}}?(?:{LINES})|how many (?:\w+\s+){{0,2}}?(?:{LINES})|(?:nombre|number) (?:de |of )(?:{LINES})"


def _modes(text: str) -> Interpretation:
    """Solo and co-operative set-up: lines in solo (4), each line's objective (11), the fixed order of play in solo,
    colours each player runs in co-op with two players (2)."""
    solo, coop = re.search(SOLO, text), re.search(COOP, text)
    if bool(solo) == bool(coop) or (solo and not re.search(r"\bsolo\b|\bmode\b", text)):
        return None  # neither mode, both, or "seul" with no mode said
    asked = text.split("?")[0]
    players = re.search(
        r"\b([2-8])\s*(?:joueurs|players|persons|people|personnes)\b|\b(?:a|at|with)\s+([2-8])\b|\b(?:on est|we're|we are)\s+([2-8])\b",
        asked,
    )
    rest = re.sub(
        r"\b[2-8]\s*(?:joueurs|players|persons|people|personnes)\b|\b(?:a|at|with)\s+[2-8]\b|\b(?:on est|we're|we are)\s+[2-8]\b|=\s*11\b",
        " ",
        asked,
    )
    goal_asked = re.search(r"objectif|objective|target|goal", asked) and re.search(
        r"chaque|each|every|par ligne|per line|d'une ligne|of a line", asked
    )
    if goal_asked:
        rest = re.sub(
            r"\b11\b", " ", rest
        )  # "l'objectif de chaque ligne reste 11 ?": the value checked
    if re.search(r"\d", rest) or re.search(
        r"\bqui\b|\bwho\b|pioche (?:est )?vide|empty|valid", asked
    ):
        return None  # a result, lines validated (the success table), or who runs two colours: not read here
    if goal_asked and re.search(
        r"combien|quel|\bwhat\b|how much|toujours|still|\b11\b|reste|stays?\b", asked
    ):
        answer = (
            "oui" if re.search(r"\b11\b", asked) else 11
        )  # "reste 11 ?" is a yes/no; "c'est combien ?" the value
        return Verdict(
            R.LINE_GOAL,
            answer,
            "L'objectif de chaque ligne reste 11.",
            "Each line's objective stays 11.",
        )
    if solo and re.search(HOW_MANY, asked) and not players:
        return Verdict(
            R.SOLO_LINES,
            4,
            "En solo, on prend toutes les cartes de départ pour former 4 lignes distinctes, une par couleur.",
            "In solo you take all the starting cards and lay out 4 separate lines, one per colour.",
        )
    if solo and re.search(r"lign|\bline|\brow|ordre|order", asked):
        free = re.search(
            r"choisi|choose|pick|n'importe|any (?:line|row)|librement|freely|je veux|i want|like",
            asked,
        )
        keep = re.search(
            r"meme ordre|same order|garder l'ordre|conserver|keep (?:the )?(?:same )?order|fixed order|ordre fixe",
            asked,
        )
        if bool(free) != bool(keep) and re.search(
            r"peu[xt]|puis|droit|\bcan\b|\bmay\b|allowed|doi[st]|\bfaut\b|must|have to|oblige",
            asked,
        ):
            return Verdict(
                R.SOLO_ORDER,
                "non" if free else "oui",
                "En solo, on garde le même ordre de jeu : on ne choisit pas librement "
                "pour quelle ligne on pioche.",
                "In solo you keep the same order of play: you do not freely choose which line you draw for.",
            )
        return None
    if (
        coop
        and players
        and next(g for g in players.groups() if g) == "2"
        and re.search(HOW_MANY, asked)
    ):
        return Verdict(
            R.COOP_TWO,
            2,
            "En coopération à 2 joueurs, chaque joueur gère deux couleurs (deux lignes).",
            "In co-op with 2 players, each player runs two colours (two lines).",
        )
    return None


PLAYERS_SAID = (
    r"\b(?:on est|on joue a|on joue à|nous sommes|we(?:'re| are)|there are|il y a)\s+(?:seulement\s+|only\s+|juste\s+)?([2-8])\b"
    r"(?!\s*(?:ans|years?|yo)\b)(?:\s+(?:of us|joueurs|players))?|\b([2-8])\s+(?:joueurs|players)\b"
)


# A number counting something else is no age: "j'ai joué 11 parties", "Léa a 3 points".
NOT_AN_AGE = (
    r"(?!\s*(?:parties|partie|games?|points?|pts|cartes?|cards?|fois|times|tours?|turns?|rounds?|manches?|lignes?|lines?"
    r"|joueurs?|players?|victoires?|wins?)\b)"
)
# An age said at another time than now: "a eu 11 ans", "aura 11 ans", "turns 11 tomorrow", "l'an dernier", "next year".
AGE_ELSE_THAN_NOW = (
    r"\b(?:a eu|avait|aura|va avoir|vient d'avoir|f[eê]te|f[eê]tera|turns?|turned|turning|had|will be|was|used to be"
    r"|l'an (?:dernier|prochain|pass[ée])|l'ann[ée]e (?:derni[eè]re|prochaine)|demain|hier|bient[ôo]t|last year|next year"
    r"|tomorrow|yesterday|soon)\b"
)


def _who_starts(question: str) -> Interpretation:
    text = re.sub(
        r"\b(?:onze|11) gagnant\b", " ", question.replace("’", "'"), flags=re.I
    )  # the game's name is no age
    if not re.search(
        r"\bqui\b[^?]*\b(?:commence|debute|débute|joue en premier)|\bwho\b[^?]*\b(?:starts?|goes first|begins?|plays first)",
        text,
        re.I,
    ):
        return None
    if re.search(r"\b(?:ne|pas|not|never|jamais)\b|n't\b|\bn'", text.split("?")[0], re.I):
        return None  # "qui ne commence pas ?": not who starts
    if re.search(AGE_ELSE_THAN_NOW, text, re.I):
        return (
            None  # "Léa a eu 11 ans l'an dernier", "Tom turns 11 tomorrow": the age now is not said
        )
    # The players' count is no age: "On est trois : Lina a 10 ans…", "we're 3", "3 joueurs", "there are 3 of us".
    count = re.search(PLAYERS_SAID, text, re.I)
    text = re.sub(PLAYERS_SAID, lambda m: " " * len(m[0]), text, flags=re.I)
    ages = {}
    # With no age word, a bare number is an age only when every number of the question is one and nothing else is counted:
    # "Ben is 10 and I'm 13, who starts?".
    age_word = re.search(r"\b(?:ans|years? old|yo|age|âge)\b", text, re.I)
    bare = age_word or not re.search(r"point|pts|carte|card|objecti|target|goal", text, re.I)
    unit = r"\s*(?:ans|years?|yo)\b" if not bare else r"\s*(?:ans|years?|yo)?\b"
    for name, age in re.findall(
        r"\b([A-ZÀ-Ý][a-zà-ÿ]+|(?i:moi|me|j'ai)|I)\b[^,.;0-9]{0,12}?(\d{1,3})" + unit + NOT_AN_AGE,
        text,
    ):
        who = "toi" if name.lower() in ("moi", "me", "i", "j'ai") else name
        if who != "toi" and fold_word(who) in NOT_NAMES:
            return None
        ages[who] = int(age)
    if len(ages) < 2 or (not age_word and len(re.findall(r"\d+", text)) != len(ages)):
        return None  # with no age word, a number not read as an age
    months = r"\b(?:et|and)\s+\d{1,2}\s*(?:mois|months?)\b|\b\d{1,2}\s*(?:mois|months?)\b"  # "10 ans et 11 mois": part of an age
    if len(re.findall(r"\d+", re.sub(months, " ", text))) != len(ages):
        return None  # an age no one is read for ("Lina a 13 ans et ma sœur 10 ans"): the closest may be someone unnamed
    if count and int(next(g for g in count.groups() if g)) != len(ages):
        return None  # "on est 4" and three ages: a player's age is missing
    ranked = sorted(ages.items(), key=lambda kv: abs(kv[1] - 11))
    if abs(ranked[0][1] - 11) == abs(ranked[1][1] - 11):
        return None
    shown = ", ".join(f"{who} {age} ans" for who, age in ages.items())
    return Verdict(
        R.WHO_STARTS,
        ranked[0][0],
        f"{shown} : le joueur le plus proche de ses onze ans commence, {ranked[0][0]}.",
        f"The player closest to eleven years old starts: {ranked[0][0]}.",
    )
