"""interpret(): Luz legality and concrete-state questions, French or English.

Grammar (folded text, number words turned into digits): a bet is "pari(é) [est]
[de] N", "bet [was] N", "bid N", "called N", "N billes Pari", "N bet marbles" (the same bet said again by its marbles
right after it, "I bet 2 (two bet marbles)", "parié 3, soit 3 billes Pari", "Pari 2 (2 billes)", "I bet 1 trick with 1 bet marble",
is one bet; a count of marbles or tricks asked, "how many marbles did I take?", gets no verdict); tricks are "N plis",
"N (seul) pli", a verb of taking before N in any form ("fait (que) N", "j'en fais N",
"j'en ai eu / pris / ramassé N", "took / taking / winning N"; "pris 1 bille" is a marble,
not a trick), read after the bet is
taken out ("parié 3 plis" is a bet, not tricks); the Sécurité ("sécu", Safety, Security)
marble counts unless "sans", "without", "pas de", "no" comes before it, a negated taking verb does
("pas pris de Sécurité", "je n'ai pas pris la sécu", "didn't take the safety marble", with a taking verb between:
"sans prendre de bille sécurité", "sans avoir pris la sécu", "without grabbing the safety", "oublié de prendre la sécu";
after it: "la sécu, je l'ai pas prise") or "Sécurité : non" is said; named with a negation the reader does not place, or
both ways ("avec ou sans sécu"), or only meant or nearly taken ("j'ai failli prendre la sécu", "I almost took the
safety"), it gives no verdict. Typed "entammé", the led verb is read as "entamé". What is
asked decides the kind of answer: an amount ("combien", "how many", "what's my
penalty?", "ça me fait quoi comme score ?", "what does that score me?", or the word alone: "points ?", "du coup,
score ?") gets the points, but not the rate asked ("what's the penalty per trick?") nor a hand with the Sécurité said
both not taken and taken ("without the safety… and with the safety?"); a yes/no about points ("je perds des points ?", "does
it score?") gets "oui"/"non" (a failed bet loses points and scores none, a won bet
loses none and scores the missing table's points); otherwise whether "oui" means
success or failure is read from the last clause ("mon pari est bon ?" vs "il est
raté ?"; asked with a negation, "c'est pas raté ?", no verdict), and "points" said with neither gets no verdict. A bet question with the
Sécurité said of another player ("Léa avait pris la sécurité, moi non"), a bet or tricks told of another player while the
asker's points are asked, a supposed hand ("j'aurais dû prendre la sécu", "si j'avais"), or tricks said by difference ("2 de
moins", "one more trick than I bet") gets no verdict; nor does the running total asked ("mon total ?", "my total score"). A bet question holding
another number (a running total, a second bet, a second trick count) or two named
players is not read whole: no verdict.
The led colour is the colour after "joué/entamé/demandé/lancé/commencé/démarré/
attaqué/ouvert/led/started (the trick) with/in/opened", "bleu demandé", "the lead was
(in) yellow", "le pli est en vert", "le pli est vert", "a green trick", "la couleur du pli : rouge", "le premier joueur a
posé un vert"; holding it is the led colour anywhere in what follows "j'ai", "il
me reste", "I hold" ("j'ai un vert et un rouge"), up to the next clause; not
holding it is a negation before that colour ("n'ai pas de", "plus aucune", "plus une seule", "zéro", "on n'a
pas la couleur demandée", "no yellow", "I'm out of yellow", "à sec en bleu", "I don't have a single green card", "je n'ai pas une seule carte verte"; "pas un
seul vert, mais deux" holds two; a card of the led colour asked while none is held: no verdict). Said with "en" / "any" for the
led colour ("le pli est vert, j'en ai plus", "j'en ai encore un", "I don't have any"), it is read only when
the last colour named before is the led one. A play proposed as a question ("je balance un vert ?") asks leave. "ça passe ?", "c'est bon ?", "is that fine?" ask leave too. The card meant is the colour after a play
verb ("jouer", "poser", "balancer", "lâcher", "me débarrasser d'un", "play", "throw", "dump", "get rid of") with any
article or possessive ("le vert", "mon rouge", "the blue one"), or "autre couleur",
"ce que je veux", "n'importe quoi"; a general "obligé de fournir la couleur demandée
quand on en a" asks about following. An obligation asked ("suis-je obligé de jouer
le rouge ?", "must I play my blue?") is answered as one: only the led colour, when
held, is required; a permission asked ("je peux", "may I") as a permission.
When the asker leads the trick ("c'est à moi d'entamer", "c moi qui entame", "j'ouvre le pli",
"I'm leading the trick", "it's my lead") and no led colour is said, any card may be played and
none is required ("je peux jouer n'importe quelle couleur ?" → oui, "je dois jouer du rouge ?" →
non); another player named or asked about, a number, a what/who question or a negation: no verdict.
No verdict when the question names a colour the reader did not place, asks "what"
or "who" rather than yes/no, negates the obligation ("je suis pas obligé ?"), asks
both "must" and "may", or asks about another player's play while the hand told is
the asker's ("j'ai du bleu…, Léa peut jouer du rouge ?"). A play question with no
led colour ("Paul peut jouer son jaune sur ce pli ?", "je suis obligé de jouer
cette carte-là ?") is asked back. Looking at one's own card value ("regarder",
"jeter un oeil", "sneak a glance") before playing is refused; the other players'
values, or one's value after playing, are left to retrieval.
Who takes a trick ("Red trick: Leo plays the red 9, Mia the red 12…, who takes the trick?") is
read by tricks.py: each player's card, the led colour, the highest card of it.
A follow question telling another player's hand beside the asker's ("Paul n'a pas de bleu, moi j'en ai") gets no verdict.
"Qui perd ?", "who comes last / second?" and scores told before the 4th hand is over get no name. Last-hand points said
lost ("Bruno en a perdu 5") are negative; tied on total, the best last hand narrows the leaders and any still tied go to
the seats.
How the game is counted, asked in general with no number and no player ("how many tricks over a whole game?",
"combien de donnes ?", "combien de plis par donne ?", "combien de cartes à chaque joueur ?"): 40, 4, 10, 10.
Other rules asked in general, with no player named and no count of a hand played (_general): the box (65 cards, 20
marbles), the penalty per trick (-5), the first player betting first, one Sécurité marble on top of the Pari ones,
seeing only the backs of one's hand, and the two tie-breaks said as claims.
A who-wins question is answered only with the players' scores (standings.py; the
asker is a player when said in a player's place: "Dana and I", "moi 28", "j'ai
30") or the tie words of ties.py, never with a rule sentence: "qui gagne ?" gets
the name ("toi" for the asker), "j'ai gagné ?" / "c'est Léa qui gagne ?" get
"oui"/"non". Totals tied with the last hand said equal in words ("tied at 40 and
we scored the same in the last deal") go to who is the first player (also marked "Chloé (premier
joueur)" or "Léo, le premier joueur,"), or to the tied player
first in a seating order said with its direction (ties.py). "who won the
game in the end?" with no scores, and a first-person question with no numbers, are
asked back.
"""

from __future__ import annotations

import re
import unicodedata

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.luz import rules as R
from arbitre.engines.luz.play import (
    MISSING_TABLE,
    MISSING_TABLE_EN,
    Bet,
    Standing,
    bet_points,
    bet_success,
    may_play,
    must_play,
    winner,
)
from arbitre.engines.luz.standings import (
    NOT_NAMES,
    ROUND_REF,
    UNSAID,
    names,
    players,
    read_standings,
)
from arbitre.engines.luz.ties import (
    LAST_EQUAL,
    NOT_FOR_FIRST,
    WHO_CLOSEST,
    closest_of,
    last_hand_tie,
    said_first,
    seat_order,
    seat_tie,
    tied_players,
)
from arbitre.engines.luz.tricks import trick_winner

NUMBERS = {
    "zero": 0,
    "un": 1,
    "une": 1,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "six": 6,
    "sept": 7,
    "huit": 8,
    "neuf": 9,
    "dix": 10,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "none": 0,
    "aucun": 0,
}
COLOURS = {
    "bleu": "bleu",
    "blue": "bleu",
    "rouge": "rouge",
    "red": "rouge",
    "vert": "vert",
    "green": "vert",
    "jaune": "jaune",
    "yellow": "jaune",
    "violet": "violet",
    "purple": "violet",
    "orange": "orange",
    "rose": "rose",
    "pink": "rose",
    "blanc": "blanc",
    "white": "blanc",
    "noir": "noir",
    "black": "noir",
}
COLOUR = r"(?:" + "|".join(COLOURS) + r")"
HOW_MUCH = re.compile(r"combien|how many|how much|perd|lose|\bpoints?\b|marque|score")
SAFETY = r"(?:securite|secu\b|safety|security)"
NEGATION = (
    r"(?:n'(?:ai|as|a|avons|avez|ont)\b|ai pas|ai plus|don't have|do not have|have no|no longer have|haven't got|sans|without|plus de|pas de|aucune?|\bno\b"
    # none of it at all: "plus une seule carte bleue", "j'ai zéro jaune", "I'm out of yellow", "à sec en bleu", "void in red"
    r"|(?:plus|pas|not) (?:1|a) (?:seule?|single)|\b0\b|(?:ran |run |i'm |i am |all )?out of|\ba sec (?:en|de|d')|\bvoid (?:in|of)|no more)"
)


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.replace("’", "'").lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"\bentamm", "entam", text)  # a common typo: "entammé", "entammer"
    return re.sub(r"\b(" + "|".join(NUMBERS) + r")\b", lambda m: str(NUMBERS[m[1]]), text)


# Who loses / comes last / second is asked: the readers name the winner only, so no name is given for it.
LOSER_ASKED = (
    r"\bqui (?:perd|a perdu|finit (?:dernier|2|deuxieme|second)|est (?:le )?(?:dernier|2e?|deuxieme|second)|termine dernier)\b"
    r"|\bwho (?:loses|lost|(?:comes?|came|finish(?:es|ed)?|is|ends?|ended) (?:in )?(?:last|second|2nd))\b"
)


def interpret(question: str) -> Interpretation:
    text = _restated_bet(fold(question))
    if re.search(LOSER_ASKED, text):
        return None

    def bet(text: str) -> Interpretation:  # players' names are read from the original case
        return _bet(text, question)

    def follow(text: str) -> Interpretation:
        return _follow(text, question)

    def trick(text: str) -> Interpretation:
        decided = trick_winner(question, text, COLOURS, LED)
        if not isinstance(decided, Verdict) or not isinstance(decided.verdict, str):
            return decided  # no winner, or none named: a trick's verdict is its winner's name
        return _as_asked(
            decided, text, list(dict.fromkeys([*names(question), decided.verdict]))
        )  # "who takes it?": the name; "do I take the trick?": oui/non

    for intent in (
        _counts,
        _general,
        _two_safety,
        _success_table,
        _safety_penalty,
        trick,
        bet,
        _off_colour_wins,
        _trick_unsaid,
        _peek,
        follow,
    ):
        answer = intent(text)
        if answer is not None:
            return answer
    if re.search(NOT_OVER, text):
        return None  # scores told before the 4th hand is over: no final ranking is read
    return (
        last_hand_tie(question, text)
        or _seat_tie_as_asked(question, text)
        or _final(question, text)
    )


# Scores told before the game is over ("après la 3e donne", "after hand 2", "à la fin de la 2e manche"): no winner yet.
NOT_OVER = (
    r"\b(?:apres|a la fin de|fin de|au bout de|after|at the end of|end of)\s+(?:la\s+|the\s+)?(?:[1-3](?:e|eme|er|ere|st|nd|rd|th)?\s+"
    r"(?:donne|manche|round|hand|deal)|(?:donne|manche|round|hand|deal)\s+[1-3]\b|[1-3]\s+(?:donnes|manches|rounds|hands|deals))\b"
)


def _seat_tie_as_asked(question: str, text: str) -> Interpretation:
    """A tie decided by seats (ties.py), answered as asked: the name, or oui/non for "ai-je gagné ?"."""
    decided = seat_tie(question, text)
    if not isinstance(decided, Verdict) or decided.verdict == WHO_CLOSEST:
        return (
            decided if re.search(r"\bqui\b|\bwho\b", text) else None
        )  # asked back, or the rule's who: for "qui" only
    return _as_asked(decided, text, tied_players(question) or names(question))


HOW_MANY = r"(?:combien (?:de |d')|how many |(?:le |quel est le )?nombre (?:de |d')|(?:the |what is the |what's the )?number of )(?:(?:cartes?|cards?) |(?:billes?|marbles?) )?"
PER_HAND = r"par donne|chaque donne|dans une donne|dans 1 donne|par manche|une manche|1 manche|per (?:hand|round|deal)|(?:each|a|one|1) (?:hand|round|deal)"
PER_GAME = (
    r"partie|game|\bwhole\b|en tout|au total|in total|\boverall\b|altogether|du debut a la fin"
)


def _counts(text: str) -> Interpretation:
    """How the game is counted, asked in general: 4 hands, 10 tricks a hand, 40 tricks a game, 10 cards dealt each.

    Only "how many <hands / tricks / cards>" with no number, no player of the question ("je", "I", "my")
    and no bet or trick won: "combien de plis j'ai fait ?" is about a hand played, not the rules.
    """
    asked = re.search(
        HOW_MANY + r"(plis|tricks|levees|donnes|manches|hands|rounds|deals|cartes|cards)\b", text
    )
    text = re.sub(
        r"\b1 (?=partie|donne|manche|game|hand|round|deal)", "une ", text
    )  # "une partie" was folded to "1 partie"
    if not asked or re.search(
        r"\d|\bj'|\bje\b|\bi\b|\bmy\b|\bmon\b|\bme\b|\bil me\b|remport|gagn|\bwon\b|\bwins?\b|\btook\b|\bpari|\bbet\b"
        r"|\breste|\bleft\b|\bboite|\bbox\b|paquet|\bdeck|ecart|discard|\bmax|\bau plus\b",
        text,
    ):
        return None
    noun, per_hand, per_game = asked[1], re.search(PER_HAND, text), re.search(PER_GAME, text)
    if noun in ("donnes", "manches", "hands", "rounds", "deals") and not per_hand:
        return Verdict(
            R.HANDS, 4, "La partie se déroule en 4 donnes.", "A game is played over 4 hands."
        )
    if noun in ("plis", "tricks", "levees") and per_hand and not per_game:
        return Verdict(
            R.TEN_TRICKS,
            10,
            "Chaque donne est constituée de 10 plis.",
            "Each hand is made of 10 tricks.",
        )
    if noun in ("plis", "tricks", "levees") and per_game and not per_hand:
        return Verdict(
            R.GAME_TRICKS,
            40,
            "4 donnes de 10 plis chacune : 40 plis dans la partie.",
            "4 hands of 10 tricks each: 40 tricks in a game.",
        )
    if (
        noun in ("cartes", "cards")
        and re.search(
            r"distribu|\bdealt\b|\bdeal|chaque joueur|par joueur|each player|per player|en main|in (?:the |a |each )?hand",
            text,
        )
        and not per_game
    ):
        return Verdict(
            R.DEAL,
            10,
            "Le premier joueur distribue 10 cartes à chaque joueur.",
            "The first player deals 10 cards to each player.",
        )
    return None


def _general(text: str) -> Interpretation:
    """A rule asked in general, with no player named and no count of the hand played: the box (65 cards, 20 marbles),
    the penalty per trick (-5), who bets first (the first player), one Sécurité marble on top of the Pari ones, looking
    at one's hand once it is held (only the backs), and the two tie-break rules said as claims ("en cas d'égalité, c'est
    celui qui a fait le plus de points à la dernière donne qui gagne ?" → oui)."""
    relative = re.sub(
        r"\b(?:celui|celle|joueur|joueuse|player|one|person) (?:qui|who)\b", " ", text
    )  # "c'est celui qui a fait…"
    if re.search(
        r"\bc'est (?:celui|celle|le|la)\b", text
    ):  # the cleft's end: "c'est celui qui a fait le plus… qui gagne ?"
        relative = re.sub(r"\bqui (?:gagne|l'emporte)\b", " ", relative)
    if names(text) or re.search(r"\b(?:qui|who|quel|quelle|which|what)\b", relative):
        return None
    box = re.search(
        r"(?:combien|how many)\b.*\b(?:boite|box)\b|\b(?:boite|box)\b.*(?:combien|how many)", text
    )
    if box and not re.search(
        r"\d|\breste|\bleft\b|apres|after|distribu|dealt|ecart|discard|en main|in hand", text
    ):
        if re.search(r"\b(?:cartes?|cards?)\b", text) and not re.search(r"billes?|marbles?", text):
            return Verdict(R.BOX, 65, "La boîte contient 65 cartes.", "The box holds 65 cards.")
        if re.search(r"billes?|marbles?", text) and not re.search(r"\b(?:cartes?|cards?)\b", text):
            return Verdict(
                R.BOX_MARBLES, 20, "La boîte contient 20 billes.", "The box holds 20 marbles."
            )
        return None
    digits = re.findall(
        r"\d+", re.sub(rf"\b1 fois\b|\b1\s+(?:billes?\s+)?{SAFETY}", " ", text)
    )  # "une fois", "une bille Sécurité"
    if (
        not digits
        and re.search(r"combien|how many|how much", text)
        and re.search(r"par pli|per trick|each trick|chaque pli", text)
        and re.search(r"\bperd|\blose|penalit|penalt|rate|manque|fail|miss", text)
    ):
        return Verdict(
            R.PENALTY,
            -5,
            "Pari raté : on perd cinq points par pli de différence avec les billes Pari.",
            "Failed bet: you lose five points per trick of difference with the Pari marbles.",
        )
    if digits:
        return None
    asks = r"\?|\best ce\b|\bdo(?:es)?\b|\bis it\b"
    if not re.search(asks, text) or re.search(
        r"\bne\b|\bpas\b|\bnot\b|n't|\bjamais\b|\bnever\b", text
    ):
        return None
    if (
        re.search(r"\bparie\w*|\bparis?\b|\bbets?\b|\bbetting\b", text)
        and re.search(r"premier joueur|first player", text)
        and re.search(r"en premier|commence|d'abord|first\b.*first|starts?\b|goes first", text)
    ):
        return Verdict(
            R.BET_ORDER,
            "oui",
            "Oui : on parie en commençant par le premier joueur, puis dans le sens horaire.",
            "Yes: bets start with the first player, then go clockwise.",
        )
    if (
        re.search(rf"\b1\s+(?:billes?\s+)?{SAFETY}|{SAFETY}\s+marble", text)
        and re.search(r"en plus|aussi|\balso\b|as well|on top|in addition", text)
        and re.search(r"prendre|prends|take|add|ajout", text)
        and not re.search(r"\b[2-9]\b|plusieurs|several|deuxieme|second|autre|another", text)
    ):
        return Verdict(
            R.MARBLES,
            "oui",
            "Oui : en plus de tes billes Pari, tu peux prendre jusqu'à 1 bille Sécurité.",
            "Yes: on top of your Pari marbles you may take up to 1 Safety marble.",
        )
    if (
        re.search(r"regard|\bvoir\b|\blook|\bsee\b|\bpeek|jeter un oeil", text)
        and re.search(r"(?:mes|my) cartes|my cards|ma main|my hand", text)
        and re.search(
            r"voisin|neighbou?r|rendu|donne|given|handed|passed|en main|pris en main|hold", text
        )
        and not re.search(
            r"avant de (?:la )?jouer|before (?:i )?play|apres|after|des autres|others|adversaire|opponent",
            text,
        )
    ):
        return Verdict(
            R.BACKS_ONLY,
            "non",
            "Non : tu tiens les cartes données par ton voisin de droite en veillant à n'en voir que le dos.",
            "No: you hold the cards your right-hand neighbour gave you seeing only their backs.",
        )
    if (
        re.search(r"egalite|ex aequo|tie|tied", text)
        and re.search(r"derniere donne|last (?:hand|round|deal)", text)
        and re.search(r"le plus de points|plus de points|most points|more points", text)
        and re.search(r"gagn|emporte|\bwins?\b", text)
        and not re.search(
            r"persist|encore|still|premier joueur|first player|moins|fewer|less", text
        )
    ):
        return Verdict(
            R.TIE_LAST_HAND,
            "oui",
            "Oui : entre ex aequo, celui qui a marqué le plus de points lors de la dernière donne l'emporte.",
            "Yes: among tied players, the one who scored most in the last hand wins.",
        )
    if (
        re.search(r"egalite|ex aequo|tie|tied", text)
        and re.search(r"persist|parfaite|encore|still|meme derniere|same last|aussi", text)
        and re.search(
            r"(?:le|the) premier joueur (?:gagne|l'emporte|wins)|premier joueur\b.*(?:gagne|l'emporte)|first player wins",
            text,
        )
        and re.search(r"fait partie|concerne|parmi|among|is one of|ex aequo|is tied", text)
    ):
        return Verdict(
            R.TIE_SEAT,
            "oui",
            "Oui : si l'égalité persiste, le premier joueur l'emporte s'il fait partie des ex aequo.",
            "Yes: if the tie persists, the first player wins when among the tied players.",
        )
    return None


def _two_safety(text: str) -> Interpretation:
    several = r"(?:[2-9]|plusieurs|several|multiple|more than 1|plus d'1e?)"
    if not re.search(
        rf"\b{several}\s+(?:billes?\s+(?:de\s+)?{SAFETY}|{SAFETY}\s+(?:marbles?|billes?))", text
    ):
        return None
    return Verdict(
        R.MARBLES,
        "non",
        "On peut prendre jusqu'à 1 bille Sécurité, pas davantage.",
        "You may take at most 1 Safety marble.",
    )


def _safety_penalty(text: str) -> Interpretation:
    """A failed bet loses 5 points per trick of difference whether Sécurité was taken or not."""
    rest = re.sub(
        r"\b5\s*(?:points?\s*|pts?\s*)?(?:par|per|a|by)\s*(?:pli|trick)|\b1\s+(?:billes?|marbles?|"
        + SAFETY
        + ")",
        " ",
        text,
    )
    if not (
        re.search(SAFETY, text) and re.search(FAILED + r"|\bperd|\blose|penalit|penalt|malus", text)
    ) or re.search(r"\d", rest):
        return None
    if re.search(
        r"protege|\bmoins\b|reduit|evite|annule|\bless\b|protect|reduce|avoid|cancel|pas de (?:penalite|perte)|no (?:penalty|loss)",
        text,
    ):
        answer = "non"
    elif re.search(
        r"pareil|\bmeme\b|\baussi\b|\bcomme\b|quand meme|ou non|ou pas|\bsame\b|\balso\b|\btoo\b|as well|\bstill\b|whether|either way",
        text,
    ):
        answer = "oui"
    else:
        return None
    return Verdict(
        R.PENALTY,
        answer,
        "Pari raté : on perd cinq points par pli de différence avec les billes Pari, que l'on ait pris une bille Sécurité ou non.",
        "Failed bet: you lose five points per trick of difference, whether or not you took a Safety marble.",
    )


def _success_table(text: str) -> Interpretation:
    general = re.search(
        r"pari (?:est )?reussi|successful bet|bet (?:is )?(?:won|made|successful)|reussir (?:son|mon) pari|gagne un pari",
        text,
    )
    if not general or _number(text, BET) is not None or not HOW_MUCH.search(text):
        return None
    return Verdict(R.SUCCESS_POINTS, None, MISSING_TABLE, MISSING_TABLE_EN, ambiguous=True)


# The bet, also said by its marbles: "2 billes Pari", "3 billes de pari", "2 bet marbles", "two Pari marbles".
MARBLE_BET = r"(\d+)\s+(?:billes?\s+(?:de\s+)?pari|(?:bet|pari|betting)\s+marbles?)"
BET = (
    r"(?:parie|pari|paris|bet|bid|bidding|called|declared|predicted|went for|mise|annonce|prevu|predit)\s*(?:(?:est|etait|was|is)\s+)?"
    r"(?:de\s+|of\s+|a\s+|at\s+|:\s*)?(\d+)|" + MARBLE_BET
)
# Between a bet and the same bet said again by its marbles: "I bet 2 (two bet marbles)", "j'ai parié 3, soit 3 billes Pari",
# the bet's tricks said and the marbles put with it: "I bet 1 trick with 1 bet marble", "parié 2 plis avec 2 billes Pari".
RESTATED_GAP = (
    r"(?:\s+(?:plis?|tricks?)\b)?\s*[(,:-]?\s*(?:(?:soit|donc|c'est-a-dire|i\.?e\.?,?|that is,?|so|meaning"
    r"|with|using|avec|en posant|en prenant|by taking|placing|putting)\s+)?"
)


def _restated_bet(text: str) -> str:
    """The text with a bet said again by its marbles, same value, right after the bet left out: one bet, not two."""
    bets = list(re.finditer(BET, text))
    for first, second in zip(bets, bets[1:], strict=False):
        same = _number(first[0], BET) == _number(second[0], BET)
        if (
            same
            and re.fullmatch(MARBLE_BET, second[0])
            and re.fullmatch(RESTATED_GAP, text[first.end() : second.start()])
        ):
            text = text[: second.start()] + " " * len(second[0]) + text[second.end() :]
    for first in re.finditer(BET, text):  # "Pari 2 (2 billes)": the marbles alone, same number
        again = re.compile(
            RESTATED_GAP
            + rf"({_number(first[0], BET)})\s+(?:billes?|marbles?)\b(?!\s*(?:de\s+)?{SAFETY})"
        ).match(text, first.end())
        if again:
            text = (
                text[: again.start(1)] + " " * (again.end() - again.start(1)) + text[again.end() :]
            )
    return text


TRICKS = (
    r"(\d+)\s+(?:seule?s?\s+|single\s+)?(?:plis?|tricks?)"
    r"|(?:fai[ts]|faisons|font|ferai|remporte\w*|gagne\w*|ramasse\w*|empoche\w*|pris|prends|obtenu|eu|won|took|taken|taking|winning|made"
    r"|making|got|collected|grabbed|win|take|make)\s+(?:que\s+|qu'|only\s+|just\s+)?(\d+)\b(?!\s*(?:billes?|marbles?|points?|pts)\b)"
)
AMOUNT = (
    r"combien|how many|how much|\bwhat(?:'s| is| will be| would be| do i| will i| did i)\b[^?]{0,20}(?:score|penalt|points?|lose|lost|get|total|loss)"
    r"|\bquel(?:le)?s?\b[^?]{0,15}(?:score|penalite|malus|perte|points?|total)|\b(?:marque|perds|perdu|prends) quoi\b"
    # the amount asked with "quoi" / "what" anywhere around the points: "ça me fait quoi comme score ?", "what does that score me?"
    r"|\bquoi\b[^?]{0,15}(?:score|penalite|malus|perte|points?|total)|\b(?:fait|donne|rapporte|vaut|coute)\b[^?]{0,10}\bquoi\b"
    r"|\bwhat\b(?! happens| if)[^?]{0,30}\b(?:score|scores|scored|penalt\w*|points?|lose|lost|total|loss)\b"
)
# The question is only the word: "points ?", "du coup, score ?", "so, penalty?", "total ?".
TERSE_AMOUNT = (
    r"\s*(?:(?:du coup|alors|donc|bref|et|so|and|then|ok)\s+)?(?:(?:les|mes|le|mon|en|the|my|in)\s+)?"
    r"(?:points?|pts|score|total|penalite|malus|penalty|bilan)\s*"
)
POINTS_LOSE = r"\bperd(?:s|re|rai)?\b|\bperdu (?:des|de|quelque)|\blose\b|\blosing\b|\blost (?:any |some )?points|malus|penalit|penalt"
POINTS_GAIN = (
    r"rapporte|\bmarque|\bscore|\bgagne(?:r|s)? (?:des |de |quelques? |du )?points|\bearn|\bget (?:any |some )?points"
    r"|\bpoints? (?:en plus|gagnes)"
)
FAILED = r"\brate\b|perdu|echoue|fail|\blost\b|missed|\bloupe\b|foire"
SUCCEEDED = r"reussi|\bbon\b|success|succeed|\bwon\b|made it|\bok\b|valide|gagne"


def _number(text: str, pattern: str) -> int | None:
    found = re.search(pattern, text)
    return int(next(g for g in found.groups() if g)) if found else None


def _tricks(text: str) -> int | None:
    """Tricks won, once the bet ("parié 3 plis", "bet 3 tricks") is taken out."""
    found = re.search(BET, text)
    if found:
        text = text[: found.start()] + re.sub(r"^\s*(?:plis?|tricks?)\b", "", text[found.end() :])
    return _number(text, TRICKS)


def _unread(text: str) -> bool:
    """A bet question stating more than one bet, one trick count and the marbles: not read whole.

    "J'avais 20 points, j'ai parié 3…", two players' bets: the verdict would answer half of it.
    A "1" is let go: "un"/"une" are folded to 1 and are mostly articles.
    """
    found = re.search(BET, text)
    if len(re.findall(BET, text)) > 1:
        return True
    rest = (
        text[: found.start()] + re.sub(r"^\s*(?:plis?|tricks?)\b", "", text[found.end() :])
        if found
        else text
    )
    if len(re.findall(TRICKS, rest)) > 1:
        return True
    rest = re.sub(TRICKS, " ", rest, count=1)
    rest = re.sub(
        r"\b5\s*(?:points?\s*|pts?\s*)?(?:par|per|a|by)\s*(?:pli|trick)|" + ROUND_REF, " ", rest
    )
    return bool(re.search(r"(?<![\w-])(?!1\b)\d+\b(?!\s*(?:e|er|eme|th|st|nd|rd)\b)", rest))


# The Sécurité marble not taken: "sans sécu", "pas de Sécurité", "pas pris de Sécurité", "je n'ai pas pris la sécu",
# "didn't take the safety marble", "never took a Safety", "Sécurité : non", "safety: no"; a negation with a taking verb
# (and its auxiliary, articles, "bille") between it and the marble: "sans prendre de bille sécurité", "sans avoir pris la
# sécu", "without grabbing the safety", "I didn't bother taking the Safety", "j'ai oublié de prendre la sécu".
TAKE = (
    r"(?:pris|prise|prendre|prenant|prends|prend|pioche\w*|utilis\w*|mis|mettre|choisi\w*|recuper\w*|garde\w*|demande\w*"
    r"|took|take|takes|taken|taking|use|used|using|grab\w*|pick\w*|get|got|getting|choose|chose|chosen|want\w*|ask\w*|bother\w*)"
)
SAFETY_FILLER = (
    rf"(?:\s+(?:{TAKE}|ai|as|a|avoir|eu|meme|vraiment|even|to|up|de|la|le|les|une?|1|a|the|any|my|ma|mon|bille|billes|marble|marbles)\b"
    r"|\s*\b(?:d'|l'))"
)
NOT_WORD = (
    r"(?:\b(?:sans|without|pas|jamais|not|never|no|ni|aucune?)\b|n't\b|\boubli\w*|\bforg[eo]t\w*)"
)
NO_SAFETY = (
    NEGATION + rf"\s+(?:la\s+|de\s+|a\s+|the\s+|any\s+)?(?:billes?\s+)?{SAFETY}"
    rf"|{NOT_WORD}{SAFETY_FILLER}{{0,5}}\s*{SAFETY}"
    rf"|{SAFETY}\s*(?:marble\s*)?[:=]?\s*(?:non|no|nope|none|aucune|0)\b"
    # said after the marble: "la sécu, je l'ai pas prise", "the safety marble, I didn't take it"
    rf"|{SAFETY}[^.;!?]{{0,30}}?\b(?:je ne l'ai|je l'ai|j'l'ai|on ne l'a|on l'a)\s+(?:pas|jamais)\b"
    rf"|{SAFETY}[^.;!?]{{0,30}}?\b(?:didn't|did not|never)\s+(?:\w+\s+)?{TAKE}\s+it\b"
)
# The marble named but whether it was taken left unclear: a negation before it in its clause that the forms above do not
# read ("je n'ai pas fait de pli avec la sécu"), or both said ("avec ou sans sécu", "with or without the safety").
BOTH_SAID = rf"(?:avec ou sans|with or without|sans ou avec)\b[^.,;:!?]*{SAFETY}|{SAFETY}\s*(?:ou pas|or not|ou non)\b"
SAFETY_UNCLEAR = rf"{NOT_WORD}[^.,;:!?]*?{SAFETY}|{SAFETY}[^.,;:!?]*?{NOT_WORD}"

# The marble only meant or nearly taken: "j'ai failli prendre la sécu", "I almost took the safety", "je voulais la prendre".
SAFETY_MEANT = (
    r"\b(?:failli|presque|almost|nearly|j'allais|i was going to|i was about to|voulu|voulais|wanted|meant to|hesit\w*"
    r"|pense a|pense la|thought about|thought of|envisage\w*|considered)\b"
)


def _safety(text: str) -> bool | None:
    """Whether the Sécurité marble was taken: True when named, False when named as not taken, None when unclear."""
    if not re.search(SAFETY, text):
        return False
    if re.search(BOTH_SAID, text):
        return None
    if (
        len(re.findall(SAFETY, text)) > 1
        and re.search(NO_SAFETY, text)
        and re.search(rf"\b(?:avec|with|had|if i|si j'avais)\b[^.,;:!?]{{0,20}}{SAFETY}", text)
    ):
        return None  # "without the safety … what with the safety?": both said, the hand is not one reading
    if re.search(NO_SAFETY, text):
        return False
    return None if re.search(SAFETY_UNCLEAR, text) or re.search(SAFETY_MEANT, text) else True


# the player's running total asked, not this hand's points: "mon total ?", "mon score total", "what's my total score?"
RUNNING_TOTAL = (
    r"\b(?:mon|ton|son|my|your|his|her) (?:score )?total\b|\bscore total\b|\btotal score\b|\bj'en suis a combien\b"
    r"|\b(?:au|dans le|sur le) (?:carnet|score sheet|scoresheet)\b"
)


def _bet(text: str, question: str = "") -> Interpretation:
    pari, tricks = _number(text, BET), _tricks(text)
    if (pari is not None or tricks is not None) and (_unread(text) or len(names(question)) > 1):
        return None
    about_bet = re.search(rf"\bpari|\bbet\b|reussi|rate\b|{SAFETY}", text)
    if pari is None and tricks is None:
        return _own_bet_unsaid(text)
    if pari is None and not (about_bet and tricks is not None):
        return None
    if pari is None or tricks is None:
        ask = "Dis-moi ton pari (nombre de billes Pari), si tu as pris la bille Sécurité, et le nombre de plis remportés."
        return MissingSituation(
            R.BET_EXACT,
            ask,
            "Tell me your bet (Pari marbles), whether you took the Safety marble, and the tricks you won.",
        )
    if re.search(RELATIVE_COUNT, text):
        return None  # "2 de moins", "one more trick than I bet": a difference, not the tricks themselves
    safety = _safety(text)
    if (
        safety is None
        or (safety and _others_safety(text, question))
        or _others_hand_told(text, question)
        or re.search(COUNTERFACTUAL, text)
    ):
        return None  # the Sécurité marble is named but whether the asker took it is not read
    bet = Bet(pari, safety, tricks)
    if re.search(AMOUNT, text) or re.fullmatch(
        TERSE_AMOUNT, re.split(r"[,;.!:]", text.split("?")[0])[-1]
    ):
        if re.search(
            r"\b(?:par|per|a|each|chaque) (?:pli|trick)\b",
            re.split(r"[,;.!]", text.split("?")[0])[-1],
        ):
            return None  # "what's the penalty per trick?": the rate, not this hand's points
        if re.search(RUNNING_TOTAL, text):
            return None  # "mon total ?", "what's my total score now?": the score over the hands, which is not said
        if re.search(COUNT_ASKED, text):
            return None  # "how many marbles did I take?", "combien de plis en trop ?": a count, not the points
        return bet_points(bet)
    lose, gain = re.search(POINTS_LOSE, text), re.search(POINTS_GAIN, text)
    if lose or gain:  # "je perds des points ?", "does it score?": yes or no, never a number
        return None if lose and gain else _points_yes_no(bet, bool(lose))
    if re.search(r"\bpoints?\b|\bpts\b", text):
        return None  # points are spoken of, but neither an amount nor a yes/no about them is read
    verdict = bet_success(bet)
    asked = re.split(r"[,;.!]", text.split("?")[0])[-1]
    if re.search(
        rf"(?:\bpas|\bnot|n't|\bjamais|\bnever)\s+(?:\w+\s+){{0,2}}?(?:{FAILED}|{SUCCEEDED})",
        re.sub(r"\b(?:ou pas|ou non|or not)\b", " ", asked),
    ):
        return None  # "c'est pas raté ?", "isn't it a success?": which way "oui" goes is not read
    if re.search(FAILED, asked) and not re.search(SUCCEEDED, asked):
        flipped = "non" if verdict.verdict == "oui" else "oui"
        return Verdict(verdict.rule, flipped, verdict.explanation, verdict.explanation_en)
    return verdict


# A count of marbles, tricks or cards asked, not points: "how many marbles did I take?", "combien de plis j'ai fait ?".
COUNT_ASKED = r"\b(?:combien|how many)\s+(?:de\s+|d')?(?:\w+\s+)?(?:billes?|marbles?|plis?|tricks?|cartes?|cards?)\b"


# A count said relative to another: "j'en ai fait 2 de moins", "1 pli de trop", "one more trick than I bet", "2 under".
RELATIVE_COUNT = (
    r"\b\d+\s+(?:plis?\s+|tricks?\s+)?(?:de (?:moins|plus|trop)|en (?:moins|plus|trop))\b"
    r"|\b\d+\s+(?:more|fewer|less|extra|over|under)\b|\b(?:more|fewer|less) (?:tricks? )?than\b|\b(?:que prevu|than (?:i )?(?:bet|bid|called))\b"
)
# Whose the Sécurité marble is: a clause naming it with a third person or another player for subject.
OTHER_SUBJECT = r"\b(?:il|elle|ils|elles|he|she|they|someone|somebody|quelqu'un|my (?:friend|mate|partner|neighbou?r|opponent)|mon (?:pote|ami|voisin|partenaire|adversaire)|ma (?:voisine|copine|partenaire|soeur|femme)|(?:his|her|their))\b"
FIRST_PERSON = r"\b(?:je|j'|moi|me|mon|ma|mes|i|i'm|i've|my)\b|\bj'"


# A hand or a marble supposed, not played: "j'aurais dû prendre la sécu", "si j'avais fait 3 plis", "had I taken the safety".
COUNTERFACTUAL = (
    r"\baurai[st]? (?:du|pu|fallu|ete|eu|fait|pris)\b|\baurait fallu\b|\bsi (?:j'|je |on |il |elle )?(?:avais|avait|etais|etait)\b"
    r"|\b(?:should|would|could|might) have\b|\bif (?:i|we|he|she) had\b|\bhad i\b"
)


def _capitalised(question: str) -> set[str]:
    """The players' names read (standings.names) and any other capitalised word inside a sentence ("my friend Mia bet 2"),
    folded; a sentence's first word ("Deux billes Pari…", "Dans Luz…") and number words are not names."""
    named = re.findall(r"(?<![.!?:;]\s)(?<!^)(?<=\s)([A-ZÀ-Ý][a-zà-ÿ]+)\b", question.strip())
    found = {fold(n) for n in [*names(question), *named]}
    return {
        n
        for n in found
        if not n.isdigit()
        and n
        not in NOT_NAMES
        | {"est", "is", "can", "may", "must", "does", "luz", "pari", "securite", "safety"}
    }


# The asker's own bet or tricks told: "j'ai parié 3", "I bet 1", "je fais 2 plis", "I took 5".
MY_HAND = (
    r"(?:\bj'|\bje |\bi )(?:(?:ai|avais|have|had|just|only)\s+)*(?:parie|pari|bet|bid|mise|annonce|fait|fais|pris|remporte"
    r"|won|took|made|called|got)\b"
)


def _others_hand_told(text: str, question: str) -> bool:
    """A bet or tricks said of another player ("Ben a parié 3 … combien je perds ?") while the question is the asker's:
    asked in the first person, or with no subject in a question that speaks in it ("J'ai parié 3 et Léa a fait 3 plis. Réussi ?")."""
    asked = re.split(r"[,;.!]", text.split("?")[0])[-1]
    # a sentence opening on a capitalised word and a hand's verb names a player too: "I bet 3. Ana won 3 tricks."
    # ("Mia bet 1 with the safety marble…")
    opening = re.findall(
        r"(?:^|[.!?;:]\s+)([A-ZÀ-Ý][a-zà-ÿ]+)\s+(?:won|took|made|bet|bid|called|a fait|a remporte|a remporté"
        r"|a parie|a parié|a misé|a mise)\b(?! (?:billes?|marbles?))",
        question.strip(),
    )
    players = _capitalised(question) | {fold(n) for n in opening if fold(n) not in NOT_NAMES}
    others = "|".join([OTHER_SUBJECT, *(rf"\b{re.escape(n)}\b" for n in players)])
    if not re.search(FIRST_PERSON, asked) and re.search(others, asked) and re.search(MY_HAND, text):
        return True  # "I bet 1 … took 5 tricks. How many points does Mia lose?": the hand told is mine, the question hers
    if not re.search(FIRST_PERSON, asked) and (
        re.search(others, asked) or not re.search(FIRST_PERSON, text)
    ):
        return False  # "Ben a parié 3 …, combien il perd ?": all his; "J'ai parié 3 et Léa a fait 3 plis. Réussi ?" is mine
    return bool(
        re.search(
            rf"(?:{others})\s+(?:a|avait|has|had|n'a)?\s*(?:parie|pari|bet|bid|mise|annonce|fait|pris|remporte|won|took|made|called)\b",
            text,
        )
    )


def _others_safety(text: str, question: str) -> bool:
    """The Sécurité marble said of another player while the hand asked about is the asker's: "Léa avait pris la sécurité,
    moi non", "My friend took the safety marble. I won 4 tricks"."""
    if not re.search(FIRST_PERSON, text):
        return False  # "Sophie a pris 3 billes Pari et 1 bille Sécurité, elle finit avec 5 plis": all hers
    others = "|".join([OTHER_SUBJECT, *(rf"\b{re.escape(n)}\b" for n in _capitalised(question))])
    return any(
        re.search(SAFETY, c) and re.search(others, c)
        for c in re.split(r"[,;.!?:]|\bet\b|\band\b|\bmais\b|\bbut\b", text)
    )


def _points_yes_no(bet: Bet, asks_loss: bool) -> Verdict:
    """ "Do I lose points?" / "does it score?": a failed bet loses points and scores none; a won bet loses none."""
    if not bet.succeeded():
        points = bet_points(bet)
        return Verdict(
            R.PENALTY, "oui" if asks_loss else "non", points.explanation, points.explanation_en
        )
    if asks_loss:
        success = bet_success(bet)
        return Verdict(
            success.rule,
            "non",
            f"{success.explanation} On ne perd des points que sur un pari raté.",
            f"{success.explanation_en} Points are lost only on a failed bet.",
        )
    return Verdict(
        R.SUCCESS_POINTS,
        "oui",
        f"Le pari ({bet}) est réussi : il rapporte les points du tableau. {MISSING_TABLE}",
        f"The bet succeeds and scores the points of the table. {MISSING_TABLE_EN}",
    )


def _own_bet_unsaid(text: str) -> Interpretation:
    """ "mon pari est réussi ?", "combien je perds sur cette donne ?" with no numbers: ask."""
    personal = re.search(r"\b(?:mon|my|ton|your) (?:pari|bet)\b", text) or (
        re.search(
            r"\bje (?:marque|perds)|\bj'ai (?:perdu|marque|gagne)|\bi (?:score|lose|lost|scored)\b",
            text,
        )
        and re.search(r"\bdonne|\bhand\b|\bmanche|\bround\b", text)
    )
    asks = re.search(FAILED + "|" + SUCCEEDED, text) or HOW_MUCH.search(text)
    if (
        not personal
        or not asks
        or re.search(
            r"par pli|per trick|en general|in general|\d|\bqui\b|\bwho\b|egalite|ex aequo|\btied?\b",
            text,
        )
    ):
        return None
    return MissingSituation(
        R.BET_EXACT,
        "Dis-moi ton pari (nombre de billes Pari), si tu as pris la bille Sécurité, et le nombre de plis remportés.",
        "Tell me your bet (Pari marbles), whether you took the Safety marble, and the tricks you won.",
    )


def _off_colour_wins(text: str) -> Interpretation:
    off = re.search(
        r"autre couleur|hors couleur|pas de la couleur demandee|off.?suit|off.?colou?r|different colou?r|another colou?r",
        text,
    )
    if not off or not re.search(r"remporte|gagne|\bwin|prend|takes?", text):
        return None
    return Verdict(
        R.TRICK_WINNER,
        None,
        "Le livret dit seulement que la carte la plus forte remporte le pli ; il ne précise pas si une carte "
        "d'une autre couleur que la couleur demandée peut gagner. La règle ne tranche pas.",
        "The booklet only says the strongest card wins the trick; it does not settle whether an "
        "off-colour card can win.",
        ambiguous=True,
    )


def _trick_unsaid(text: str) -> Interpretation:
    """ "Qui a remporté ce pli ?" with no cards told: ask for them."""
    asks = re.search(
        r"qui (?:a )?(?:remporte|gagne|pris|prend)\s+(?:le|ce|ca|cette|that|this|the) (?:pli|levee)"
        r"|who (?:won|wins|takes|took|gets|got) (?:the|that|this) trick",
        text,
    )
    if not asks or re.search(r"\d", text) or re.search(COLOUR, text):
        return None
    return MissingSituation(
        R.TRICK_WINNER,
        "Quelles cartes (couleur et valeur) ont été jouées dans ce pli, et quelle était la couleur demandée ?",
        "Which cards (colour and value) were played in that trick, and what was the led colour?",
    )


PEEK = (
    r"regard|verifi|\bvoir\b|check|\blook|peek|jeter (?:un|1) (?:o|oe|œ)il|coup d'(?:o|oe|œ)il|\bmater\b|zieuter|reluquer|lorgner"
    r"|consulter|glance|sneak|\bsee\b|retourner|turn (?:it |the card |my card )?(?:over|around)|flip"
)
VALUE = r"valeur|value|number|chiffre|nombre|numero|(?:what|how much) (?:it|my card|the card)(?:'s| is) worth|combien (?:elle|ma carte) vaut"
NOT_MINE = (
    r"autres? joueurs?|des autres|adversaire|others'|other players?|opponent|\bleurs? cartes|their cards|voisin|neighbou?r"
    r"|\bapres\b|\bafter\b|une fois (?:jouee|posee)|\bonce\b|\btri\b|\btrie|sorting|\bsort\b|distribu|\bdeal"
)


def _peek(text: str) -> Interpretation:
    """Looking at one's own card value before playing it ("jeter un oeil", "sneak a glance"): no.

    Seeing the other players' values is the game itself, learning a value after playing
    it is the rule, and the sorting phase shows a hand: those are left to retrieval.
    """
    if not (re.search(PEEK, text) and re.search(VALUE, text)) or re.search(NOT_MINE, text):
        return None
    return Verdict(
        R.NO_PEEK,
        "non",
        "On ne vérifie pas la valeur d'une carte avant de la jouer : on la découvre après.",
        "You do not check a card's value before playing it.",
    )


LED = (
    r"\b(?:joue|entame|demandee?|led|lead|leads|played|ouvert|ouvre|lance|commence|demarre|attaque|started|opened|began|begun|kicked off)\s+"
    r"(?:(?:the |this |le |ce )?(?:trick|pli)\s+)?(?:avec\s+|en\s+|with\s+|par\s+|on\s+|in\s+)?(?:du |de la |de l'|des |un |une |1 |a |an |the |with )?"
    rf"(?:carte\s+)?({COLOUR})",
    rf"(?:couleur du pli|colou?r of the trick|trick'?s? colou?r)\s*(?:est |is |was |c'est |:\s*)?(?:le |du |the )?({COLOUR})",
    rf"\b(?:le |ce |the |this )(?:pli|trick)\s+(?:est |is |was )?(?:en|in)\s+({COLOUR})",
    # the trick named by its colour: "le pli est vert", "c'est un pli vert", "pli : rouge", "the trick is green", "a green trick"
    rf"\b(?:pli|trick)\s*(?:(?:est|is|was|c'est|:)\s*)?(?:(?:du|de la|en|in|a|an)\s+)?({COLOUR})(?:e|s|es)?\b",
    rf"\b({COLOUR})\s+(?:trick|pli)\b",
    rf"\bc'est (?:du |de la |en )?({COLOUR})e?s?,? (?:le|ce) pli\b",  # "c'est du jaune le pli"
    rf"({COLOUR})\s+(?:qui\s+)?(?:was|is|has been|a ete|est)\s+(?:led|lead|demandee?|entame|joue)",
    rf"\b(?:premiere?(?: joueu(?:r|se))?|first(?: player)?|leader)\s+(?:a\s+|has\s+)?(?:pose|mis|sorti|balance|jete|put(?: down)?|laid(?: down)?|threw|dropped)\s+"
    rf"(?:du |de la |de l'|des |un |une |1 |a |an |the )?(?:carte\s+)?({COLOUR})",
    rf"couleur demandee (?:est |c'est |:\s*)?(?:le |du )?({COLOUR})",
    rf"\b({COLOUR})e?s?\s+(?:demandee?|entame)\b",
    rf"\b(?:the )?(?:lead|led colou?r|suit)\s+(?:was|is|est|:)\s+(?:in |en )?(?:the |le |du )?({COLOUR})",
    # the card that opened the trick said with its colour: "the lead card is yellow", "the card led was red", "the first card
    # of the trick is blue", "la carte d'entame est jaune", "la première carte du pli est verte", "l'entame est rouge"
    rf"\b(?:(?:lead|leading|led|opening) card|card (?:that was |that's |which was )?(?:led|lead)|first card (?:of the trick|played|led|laid)"
    rf"|carte (?:d'entame|entamee|d'ouverture|demandee)|(?:premiere|1re|1ere) carte (?:du pli|jouee|posee|entamee)|l'entame)"
    rf"\s*(?:(?:is|was|'s|est|etait|c'est|:)\s+)?(?:a |an |the |une |un |du |de la |en |in )?(?:carte |card )?({COLOUR})(?:e|s|es)?\b",
)
PLAY = (
    r"(?:(?:me |te |se )?debarrasser|jouer|poser|defausser|balancer|lacher|mettre|sortir|envoyer|jeter|filer|claquer|placer|utiliser|je joue|je pose|je mets"
    r"|je (?:balance|lache|envoie|jette|claque|sors|defausse|place|file)"
    r"|play|throw|dump|discard|put(?: down)?|lay(?: down)?|toss|chuck|drop|use|get rid of|ditch|shed|unload)"
)
CARD_OF = (
    r"(?:d'(?=1 |un|mon|ma|une|ce)|de (?=mon |ma |ce |cette |son |sa ))?(?:du |de la |de l'|des |un |une |1 |le |la |l'|les |mon |ma |mes |son |sa |ses |ce |cette |a |an |some |the |my |his |her |this |that )?"
    rf"(?:cartes?\s+|card\s+)?({COLOUR})"
)
HAVE = r"(?:j'ai|\bj ai|\bjai|il me reste|i have|i hold|i still have|i've got|i've still got|je possede|je tiens|in my hand)\s+(?:encore\s+)?"
THIS_CARD = r"\b(?:cette carte|celle-(?:ci|la)|celle (?:ci|la)|ma carte|this card|that card|this one|that one|my card)\b"
MUST = r"oblig|\bdoi[st]\b|\bdoit-on\b|\bdevons\b|\bdevez\b|\bdevoir\b|\bfaut\b|\bmust\b|have to|has to|need to|required|forced|compulsory|mandatory"
MAY = (
    r"\bpeu[xt]\b|\bpuis\b|\bpouvons\b|\bpouvez\b|\bdroit\b|permis|autorise|\bcan\b|\bmay\b|\bcould\b|allowed|\bok\b|legal"
    # asked as whether it is fine: "ça passe ?", "c'est bon ?", "ça marche ?", "c'est réglo ?", "is that fine?", "does that work?"
    r"|\b(?:ca|c'est|cest|c) (?:passe|marche|bon|jouable|regle?lo|valide|accepte)\b|\bregle?lo\b|\bfine\b|\balright\b|\ball right\b|does (?:that|it) (?:work|fly)"
)
LEADING = r"\bentame[rsz]?\b|\bj'entame|\bouvr|\blead(?:ing)?\b|commence le pli|premier a jouer|first to play|start(?:ing)? the trick"


def _follow(text: str, question: str = "") -> Interpretation:
    led = next((m for m in (re.search(p, text) for p in LED) if m), None)
    colour = led and COLOURS[led[1]]
    if len({COLOURS[m[1]] for p in LED for m in re.finditer(p, text)}) > 1:
        return None  # "le pli est en rouge. Léa a joué bleu": two colours read as led, which one is is not read
    # "plus aucun jaune" was folded to "plus 0 jaune": the 0 is part of the negation. "not one / a single / even one" counts none:
    # "I don't have a single green card", "je n'ai pas une seule carte verte", "I haven't got even one green".
    void = re.search(
        NEGATION
        + rf"\s+(?:pas\s+|plus\s+|0\s+|de\s+|d'|du\s+|la\s+|le\s+|any\s+|cartes?\s+|cards?\s+|of\s+|the\s+"
        rf"|even\s+|meme\s+|(?:a|1)\s+(?:seule?\s+|single\s+)?)*(?:de\s+)?(?:la\s+)?(?:couleur demandee|led colou?r|suit|{_names_of(colour)})",
        text,
    )
    if void and re.match(
        r"[^.;?!]{0,30}?\b(?:mais|but)\s+(?:\d|plusieurs|several|deux|two|many|beaucoup)",
        text[void.end() :],
    ):
        void = None  # "je n'ai pas un seul vert, mais deux": more than one, not none
    general = re.search(r"couleur demandee|led colou?r|follow suit|\bsuit\b", text)
    asks = re.search(
        rf"\bjou(?:er|e|es)\b|\bplay|\bposer\b|defausser|fournir|ce que je veux|what(?:ever)? i (?:want|like)|{MUST}|{MAY}|\b{PLAY}\b",
        text,
    )
    wanted = _wanted(text)
    if not (led or general) and re.search(ME_LEADS, text):
        return _my_lead(text, wanted, question)
    if not (led or general):
        this_card = (
            re.search(THIS_CARD, text)
            and re.search(PLAY, text)
            and not re.search(COLOUR + "|" + PEEK, text)
        )
        if (wanted not in (None, "autre") or this_card) and asks and not re.search(LEADING, text):
            return MissingSituation(
                R.FOLLOW,
                "Quelle est la couleur demandée dans ce pli, et as-tu une carte de cette couleur en main ?",
                "What is the led colour of this trick, and do you hold a card of that colour?",
            )
        return None  # nothing about a trick: a general question
    if (
        void
        and re.search(OPEN_VOID, text)
        and not re.search(
            r"gagn|\bwins?\b|remport|\btakes?\b|prend|\bqui\b|\bwho\b|\bpoints?\b", text
        )
        and not _someone_else_plays(question)
        and not _others_hand(text, question)
        and _holds(text, colour, void) is False
    ):
        return Verdict(
            R.FREE,
            "n'importe quelle carte",  # "what if I don't have the led suit?", "je joue quoi alors ?"
            "Sans carte de la couleur demandée en main, tu peux jouer n'importe quelle carte.",
            "With no card of the led colour in hand, you may play any card.",
        )
    if (
        not asks
        or _someone_else_plays(question)
        or re.search(r"\bqui\b|\bwho\b", re.split(r"[.;!,]", text.split("?")[0])[-1])
    ):
        return None  # another player's play, or who takes the trick: not whether I may play
    if _others_hand(text, question):
        return None  # "Paul n'a pas de bleu, moi j'en ai": another player's hand told beside the asker's
    holds = _holds(text, colour, void)
    if holds is False and colour is not None and wanted == colour and not re.search(MUST, text):
        return None  # "I don't have any green. Can I play a green?": the card asked about is not in the hand said
    if holds is None:
        return MissingSituation(
            R.FOLLOW,
            "As-tu au moins une carte de la couleur demandée en main ?",
            "Do you hold at least one card of the led colour?",
        )
    if wanted is None:
        asked = re.split(r"[.;!]", text.split("?")[0])[-1]
        if any(COLOURS[c] != colour for c in re.findall(COLOUR, asked)):
            return None  # a colour is named in the question that the reader did not place: no guess
        if re.search(
            r"\bquoi\b|\bquel(?:le)?s?\b|\blaquelle\b|\blequel\b|\bwhat\b|\bwhich\b", asked
        ):
            return None  # "elle doit jouer quoi ?": not a yes/no question
        wanted = colour or "?"  # "je dois jouer la couleur demandée ?" asks about following
    asked = re.split(r"[.;!]", text.split("?")[0])[-1]
    must, may = re.search(MUST, asked), re.search(MAY, asked)
    if must and (
        may
        or re.search(r"(?:\bpas|\bnot|n't)\s+(?:\w+\s+)?$", asked[: must.start()])
        or re.match(r"\w*\s+(?:pas|not)\b", asked[must.start() :])
    ):
        return None  # "je dois jouer le bleu ou je peux jouer le vert ?", "je suis pas obligé ?": not one plain question
    if may and (
        re.search(r"\b(?:ne|n')\s*(?:\w+\s+)?$", asked[: may.start()])
        or re.match(r"can't|cannot|\w*\s+(?:pas|plus|not)\b", asked[may.start() :])
    ):
        return None  # "je ne peux pas jouer ce que je veux ?", "can't I play anything?": a negated permission, "oui" would not say which
    return (must_play if must else may_play)(colour or "?", holds, wanted)


# What to play, asked openly, with no card of the led colour: "what if I don't have the suit that was led?", "je joue quoi ?".
OPEN_VOID = (
    r"\bwhat if\b|\bet si\b|\bque faire\b|\bje fais quoi\b|\bwhat (?:do|can|should|am) i (?:do|play|supposed)\b"
    r"|\bje (?:joue|pose|peux jouer|dois jouer) quoi\b|\bquoi jouer\b|\bqu'est-ce que je (?:joue|peux jouer)\b"
)


# The asker leads the trick: "c'est à moi d'entamer", "j'entame le pli", "je suis le premier à jouer", "it's my lead".
ME_LEADS = (
    r"\bc(?:'?est)? (?:a )?(?:moi|mon tour) (?:d'?entamer|de commencer|d'?ouvrir|de jouer en premier)|\bj'(?:entame|ouvre)\b"
    r"|\bc(?:'?est)? moi qui (?:entame|ouvre|commence)\b"
    r"|\bje (?:dois |vais )?(?:entamer|ouvrir|commencer|entame|ouvre|commence) (?:le |ce |le prochain |un nouveau )?pli|\bje (?:commence|suis (?:le |la )?premiere? a jouer)\b"
    r"|\b(?:it's|it is) my (?:lead|turn to lead)\b|\bi(?:'m| am) (?:leading|the leader|first to play|the first to play)\b"
    r"|\bi (?:lead|start|open) (?:the|this) trick\b|\bi have (?:the|to) lead\b|\bi(?:'m| am) (?:on|in) lead\b"
)


def _my_lead(text: str, wanted: str | None, question: str) -> Interpretation:
    """The asker leads: any card may be played, nothing is required; its colour becomes the led colour.

    Asked only as "may I play any / this colour?" or "must I play a given colour?"; a colour played
    before the asker ("Léa a joué du bleu"), a number, or another player's play leaves it unread.
    """
    text = re.sub(
        r"n'?importe (?:quelle|quel|quoi|laquelle|lequel)|\b(?:any|some) ?(?:one|thing)?\b",
        " n'importe ",
        text,
    )
    asked = re.split(r"[.;!]", text.split("?")[0])[-1]
    named = [
        fold(n)
        for n in re.findall(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\b", question)
        if fold(n) not in NOT_NAMES | {"est", "is", "can", "may", "must", "does"}
    ]
    if (
        re.search(r"[02-9]|\d\d|" + OTHER_PLAYER_ASKS, text)
        or re.search(
            r"\bqui\b|\bwho\b|\bquoi\b|\bwhat\b|\bquel(?:le)?s?\b|\bwhich\b", asked.split(",")[-1]
        )
        or any(re.search(rf"\b{re.escape(n)}\b", text) for n in named)
    ):
        return None  # a number, a who/what question, or another player in the question: not my plain lead
    if wanted is None and not re.search(
        COLOUR + r"|\bcouleur|\bcolou?r|\bsuit\b|\bcarte|\bcard", asked
    ):
        return None
    if not re.search(
        rf"\bjou(?:er|e)\b|\bplay|\bposer\b|\bmettre\b|fournir|\bsuivre\b|\bfollow|\b{PLAY}\b",
        asked,
    ):
        return None
    must, may = re.search(MUST, asked), re.search(MAY, asked)
    if (
        not (must or may)
        and wanted == "autre"
        and "?" in text
        and not re.search(r"\bpas\b|\bnot\b|n't", asked)
    ):
        may = re.search(
            r"ce que je veux|what(?:ever)? i (?:want|like)|n'importe", asked
        )  # "je joue ce que je veux ?"
    if bool(must) == bool(may) or re.search(
        r"\bpas\b|\bne\b|\bn'(?!importe)|\bnot\b|n't|\bcannot\b", asked.split(",")[-1]
    ):
        return None  # both asked, neither, or "je ne peux pas … ?": not one plain question
    return (must_play if must else may_play)(None, False, wanted)


OTHER_PLAYER_ASKS = (
    r"\b(?:il|elle|ils|elles|he|she|they)\s+(?:peut|peuvent|doit|doivent|can|may|must)\b"
    r"|\b(?:can|may|must|could) (?:he|she|they)\b|\b(?:peut|doit)-(?:il|elle)\b"
)
OTHER_PLAYER = r"il|elle|ils|elles|lui|he|she|they"


def _someone_else_plays(question: str) -> bool:
    """The play asked about is another player's ("Léa peut jouer du rouge ?") while the hand told is the asker's."""
    text = fold(question)
    asked = re.split(r"[.;!,]", text.split("?")[0])[-1]
    named = [
        fold(n)
        for n in re.findall(r"\b([A-ZÀ-Ý][a-zà-ÿ]+)\b", question)
        if fold(n) not in NOT_NAMES | {"est", "is", "can", "may", "must", "does"}
    ]
    other = "|".join([OTHER_PLAYER, *map(re.escape, named)])
    modal = r"peut|peuvent|doit|doivent|a le droit|ont le droit|est oblige|sont obliges|can|may|must|could|has to|is allowed|joue|plays"
    plays = re.search(
        rf"\b(?:{other})\s+(?:ne\s+)?(?:{modal})\b|\b(?:can|may|must|could|does|is)\s+(?:{other})\b|\b(?:peut|doit|a-t|joue)-(?:il|elle)\b",
        asked,
    )
    own_hand = re.search(
        HAVE + r"|\bje n'ai\b|\bj'ai (?:pas|plus)\b|\bi (?:don't|do not) have\b|\bi have no\b", text
    )
    return bool(plays and own_hand)


def _others_hand(text: str, question: str) -> bool:
    """Another player's hand said ("Paul n'a pas de bleu", "Paul en a", "Mia isn't") in a question in the first person:
    whose hand the void or the colour held belongs to is not read."""
    if not re.search(FIRST_PERSON, text):
        return (
            False  # "le pli est vert et Paul n'a plus de vert, il peut jouer du jaune ?": all his
        )
    other = "|".join([OTHER_PLAYER, *map(re.escape, _capitalised(question))])
    verb = (
        r"(?:n'|n\s)?(?:en\s+)?(?:a|as|has|hasn't|has no|possede|garde|tient|isn't|is not|is out|is void|still has|doesn't have|does not have)"
        r"(?!\s+(?:jou|entam|pos|lanc|demand|commenc|ouvert|mis\b|balanc|played|led|lead|start))"
    )
    return bool(re.search(rf"\b(?:{other})\s+{verb}\b", text))


def _names_of(colour: str | None) -> str:
    """The words for one colour ("rouge|red"), or any colour when it is not known."""
    return "|".join(w for w, c in COLOURS.items() if c == colour) if colour else COLOUR


def _holds(text: str, led: str | None, void: re.Match | None) -> bool | None:
    """Whether the hand holds the led colour: "j'ai un vert et un rouge", "il me reste du bleu"; None if unsaid."""
    if void:
        return False
    pronoun = _of_it(text, led)
    if pronoun is not None:
        return pronoun
    name = (
        rf"(?:{_names_of(led)})(?:e|s|es)?\b"
        if led
        else r"(?:la couleur demandee|led colou?r|the suit)"
    )
    for found in re.finditer(HAVE, text):
        held = re.split(
            r"[.;?!]|,\s*(?=(?:je|j'|i|can|may|could|est-ce|mais|but|donc|so|du coup)\b)|\b(?:mais|but)\b",
            text[found.end() :],
        )[0]
        if re.search(rf"\b{name}|la couleur demandee|led colou?r|the suit", held):
            return True
    if re.search(
        r"\b(?:si|quand|lorsqu'|lorsque)\s*(?:on|j'|je|tu)\s*(?:en\s+)?(?:a|ai|as|possede)\b|\b(?:if|when)\s+(?:you|we|i|one)\s+(?:has|have|holds?)\s+(?:one|some|it|any|that colou?r|the led)",
        text,
    ):
        return True
    return None


_NONE_OF_IT = (
    r"\b(?:j'?en ai|j en ai|je n'?en ai|je n en ai)\s+(?:pas|plus|0|aucune?)\b"
    r"|\bi (?:have|have got|'ve got|got) none\b|\bi (?:don't|do not) have (?:any|one)\b|\bnone (?:left )?in my hand\b"
)
_SOME_OF_IT = r"\b(?:j'?en ai|j en ai)\s+(?:encore\s+)?(?:1|2|3|4|5|6|7|8|9|10|un|une|des|deux|plein|encore)\b|\bi (?:still )?(?:have|'ve got) (?:one|some)\b"


def _of_it(text: str, led: str | None) -> bool | None:
    """The hand said with "en" / "any" standing for the led colour: "le pli est vert, j'en ai plus" → False, "j'en ai
    un" → True. Read only when the last colour named before it is the led one; else None (not said, or unclear)."""
    said = [(m, False) for m in re.finditer(_NONE_OF_IT, text)] + [
        (m, True) for m in re.finditer(_SOME_OF_IT, text)
    ]
    if len(said) != 1 or led is None:
        return None
    found, holds = said[0]
    before = [COLOURS[c] for c in re.findall(rf"\b({COLOUR})(?:e|s|es)?\b", text[: found.start()])]
    return holds if before and before[-1] == led else None


def _wanted(text: str) -> str | None:
    """The card the player means to play: "balancer le vert", "play the blue one", "une autre couleur"; None if unsaid."""
    if re.search(
        r"autre couleur|another colou?r|different colou?r|ce que je veux|n'?importe (?:quelle|quoi|laquelle|lequel)|anything|any card|whatever|what i want",
        text,
    ):
        return "autre"
    played = [COLOURS[c] for c in re.findall(rf"\b{PLAY}\s+{CARD_OF}", text)]
    return played[-1] if played else None


WHO_WON = (
    r"\bwho (?:won|has won|wins|takes it)\b|\bwho(?:'s| is) (?:the )?winner|\bqui (?:a|l'a) (?:gagne|emporte|remporte)\b"
    r"|\bqui est (?:le |la )?(?:gagnant|gagnante|vainqueur)|\bqui (?:gagne|remporte|l'emporte)\b"
)
CONCRETE = (
    r"\bdu coup\b|\balors\b|finalement|au final|en fin de compte|\bin the end\b|at the end|^\W*so\b|\bnotre\b|\bour\b"
    r"|this game|cette partie|\bwon\b|\ba gagne\b|\ba remporte\b|\bl'a emporte\b"
)


_FIRST_NOTE = re.compile(
    r"\s*\((?i:\s*(?:c'est |qui est |who is |is |the |le |la )?(?:premier joueur|premi[eè]re joueuse|first player)\s*)\)"
)


def _final(question: str, text: str) -> Interpretation:
    """Who wins: named players' scores decide; without them the engine does not answer."""
    ask = (
        "Donne le score total de chaque joueur après la 4e donne (et, en cas d'égalité, ses points de la dernière donne).",
        "Give each player's total after the 4th hand (and, if tied, their points in the last hand).",
    )
    question = _FIRST_NOTE.sub(
        " ", question
    )  # "Chloé (première joueuse) et Emma sont à 40": the note is read by said_first
    if (
        len(players(question)) < 2
    ):  # "who won the game in the end?": a concrete game whose scores are not said
        unsaid = (
            re.search(WHO_WON, text)
            and re.search(CONCRETE, text)
            and not re.search(r"\d|egalite|ex aequo|\btie", text)
        )
        return MissingSituation(R.FINAL, *ask) if unsaid else None
    if not re.search(r"\bqui\b|\bwho\b|gagn|\bwins?\b|emporte|vainqueur|winner", text):
        return None
    standings = read_standings(question)
    if standings is None:
        return MissingSituation(R.FINAL, *ask)
    top = max(p.score for p in standings)
    leaders = [p for p in standings if p.score == top]
    if len(leaders) > 1 and re.search(NOT_FOR_FIRST, text):
        return None  # "égalité à 30 pour la deuxième place": someone unsaid is ahead of the tied players
    if (
        len(leaders) > 1
        and all(p.last_hand == UNSAID for p in standings)
        and re.search(LAST_EQUAL, text)
    ):
        leaders = [
            Standing(p.name, p.score, 0, p.seat) for p in leaders
        ]  # "et on a marqué pareil à la dernière donne"
    if len(leaders) > 1 and any(p.last_hand == UNSAID for p in leaders):
        return MissingSituation(R.TIE_LAST_HAND, *ask)
    if (
        len(leaders) > 1
    ):  # tied on total: the best last hand; still tied (all of them or some), the seats decide
        best_last = max(p.last_hand for p in leaders)
        leaders = [p for p in leaders if p.last_hand == best_last]
    if len(leaders) > 1:
        first = said_first(text, [p.name for p in leaders], names(question))
        order = seat_order(question, text)
        by_seat = closest_of([p.name for p in leaders], order) if order else None
        if by_seat is not None and (not first or first == [by_seat.verdict]):
            return _as_asked(by_seat, text, [p.name for p in standings])
        if len(first) != 1 or order is not None:
            return MissingSituation(
                R.TIE_SEAT,
                "Égalité persistante : qui est le plus proche du premier joueur (ou est le premier joueur) ?",
                "Still tied: who is closest to the first player (or is the first player)?",
            )
        verdict = Verdict(
            R.TIE_SEAT,
            first[0],
            f"Égalité au total et à la dernière donne : {first[0]} est le premier joueur (ou le plus proche), et l'emporte.",
            f"Tied on total and on the last hand: {first[0]} is the first player (or closest to it) and wins.",
        )
    else:
        verdict = winner(standings)
    return _as_asked(verdict, text, [p.name for p in standings])


WHICH = r"\bqui\b|\bwho\b|\bwhich\b|\blequel\b|\blaquelle\b|\bquel(?:le)? joueu"
ME_WON = (
    r"\bj'ai (?:\w+ )?(?:gagne|remporte)|\bje (?:gagne|remporte|l'emporte)|\bai-je\b|\bdid i win|\bdo i win|\bi win\b|\bi won\b"
    r"|\bam i the winner|\bc'est moi (?:qui|le gagnant|la gagnante)|\bsuis-je\b|\bje suis (?:le |la )?(?:gagnant|gagnante|vainqueur)"
)


def _as_asked(verdict: Verdict, text: str, people: list[str]) -> Interpretation:
    """The winner's name for "who wins?"; "oui"/"non" for "j'ai gagné ?" or "Léa gagne ?"; None when unclear."""
    asked = re.split(r"[.;!:]", text.split("?")[0])[-1]
    if re.search(
        WHICH, re.sub(r"\bc'est \w+ qui\b", " ", asked)
    ):  # "c'est moi qui gagne ?" is a yes/no question
        return verdict
    about = ["toi"] if re.search(ME_WON, asked) else []
    about += [
        p
        for p in people
        if p != "toi"
        and re.search(
            rf"\b{re.escape(fold(p))}\s+(?:qui\s+)?(?:a\s+)?(?:gagne|remporte|l'emporte|wins|won)|\b(?:did|does)\s+{re.escape(fold(p))}\s+win",
            asked,
        )
    ]
    if len(about) != 1:
        return None
    answer = "oui" if verdict.verdict == about[0] else "non"
    return Verdict(
        verdict.rule,
        answer,
        f"{answer.capitalize()} : {verdict.explanation}",
        verdict.explanation_en,
        verdict.ambiguous,
    )
