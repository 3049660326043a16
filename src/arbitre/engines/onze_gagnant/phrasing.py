"""interpret(): Onze Gagnant legality and concrete-state questions, French or English.

Solo and co-op outcomes (lines validated: won, or the success table) are read first, by modes.py; end-of-game
players by players.py; the pictogram cards (where each may go, what it does) by cards.py, before the rule questions
needing no state, read by general.py.

Grammar (folded text, number words turned into digits): side markers are
"côté plus / côté +", "plus side", "en +", "positif" and their − twins; numbers
before the first marker belong to the marker after them ("8 et 5 côté plus"),
otherwise to the marker before them ("côté plus 8 et 5"; the card 1 said "un un", "le un"), unless a word about
something else (objective, interdiction, colour, bonus, a result: "ça fait",
"total") or a sentence end stands between them. A side said where cards lie ("côté moins") that owns no number read
and is not said empty ("rien côté -") leaves the line unread. A value written with its sign
("+8 et +5 d'un côté, -2 de l'autre", "+9, +4, -2") lies on that sign's side ("d'un
côté … de l'autre", "on one side … on the other" are the line's sides, no other
player); a sign against the marker it follows ("côté plus -2"), a signed value cut off
from the markers by a sentence end or another fact ("objectif 13 (carte +2 à droite)…
côté + 9 et 4"), "-11" and the colour bonus's "+2 ou -2" are not read as cards. A result said with the sides ("…, ça fait
11 pile") is read when it is their sum; another one leaves the line unread. A result alone is "j'ai N", "je suis à N",
"total N", "(mon calcul) tombe (pile) sur N", "ma somme fait N", "mes cartes font / valent N", "my cards make N", "I land on N",
"comes to N". A result proposed for checking against the sides ("…, ça fait 11 ?",
"is that 12?", "mon résultat est bien 12 ?") gets "oui"/"non", never the sum.
The objective is "objectif (toujours / est / passé à / de / a été modifié à / fixé à / est le … normal) N",
"my target's the usual N", "went up to N", "a gardé (son objectif de) N", "kept (her target of) N", "pour N", "N pour / comme objectif", "N as his target", "target
(is still / has become / got changed to / set to) N", "je vise N", "aims for N" (11 when not said); it is −11
when the bonus card is said ("la carte bonus -11", "the -11 card") or what it does
("remplace mon objectif de 11 par -11", "replaces my 11 target with -11", "mon 11
est devenu -11", "passé de 11 à -11"), another objective said too is unsure; a card
right of "=11" with the neutral card's sign ("un 3 à droite de mon =11, carte
neutre côté +", "un 4 avec le + à droite du =11", "un +2 à droite du =11") makes it
11 ± N, and an unsaid sign is asked; no card there ("rien à droite du =11", "nothing right of
my =11") keeps it; the neutral card's "côté moins" is its sign,
not a side of the line. At an empty pile, such a card in another player's line sets
that player's objective the same way (an objective said too must agree).
The colour bonus is "N (cartes / chiffres / number cards) de ma couleur (de départ)", "of my starting colour" (or a
colour name; "une seule carte chiffre verte", "only one green card": 1; the colour said of the cards counted, "ces 3
cartes chiffres sont toutes jaunes", "those 3 number cards are all my colour"; two colours named with a count, "3 cartes
vertes mais ma couleur est le bleu", leave it unread), "avec le bonus couleur" (3), "pas de bonus couleur" (0), none of
one's colour said by a negation ("aucune de mes cartes n'est de ma couleur", "none
of those cards are my colour", "I don't have any cards of my colour": 0; "pas
d'autres cartes de ma couleur" is not read). A validation is also asked "did I hit / have I reached my
target?", "ai-je atteint mon objectif ?". "J'ai (bien)
le bonus de couleur ?", "does Léa get the colour bonus?" is answered by the count
(3 or more: "oui"; also asked "le bonus marche / s'applique / fonctionne ?", "does the bonus work / kick in?"), only when
the colour is said to be the player's own and the count does not include the start cards ("+ mes 2 cartes de départ",
"en plus de" add nothing, nor "en plus des 2 de départ", "on top of my 2 starting ones"; "3 cartes vertes dont / avec mes 2 cartes de départ" is not read); with no count it is asked back. An
interdiction is "interdiction" (or "ban card") unless negated ("pas d'", "sans", "aucune",
"plus de", "no", "I don't have a … anymore", "interdiction : aucune", "n'est plus là";
another mention said there, "mais Léa m'a posé celle de la pioche", is unsure) or removed ("je m'en suis débarrassé", "viré", "défaussée",
"remplacée", "got rid of", "ditched", "with my ban card gone", "interdiction partie"); it is visible when said so ("encore",
"toujours", "still", "devant moi", "j'ai une"); a removal itself negated ("pas
pu la défausser") or a mention saying neither is unsure and asked back.
End-of-game players are read by players.py ("moi à 9, l'autre à 10", "Léa vise
11 et elle est à 10", "leo a 12" in lower case), or else by each one's distance to
their objective ("my result is exactly my target; the others are 2 and 3 away
from theirs", "Léa est à 1 de son objectif"): the single closest wins, and tied
distances (the tie-break needs the results) or a closest player not named are
asked back; the pile is empty also when said "maintenant vide", "now empty", "plus rien à piocher",
"ran out", "just ran out", "has just run out", "vient de se vider", "s'est vidée". A number of players said ("ils ne sont que deux", "on est 2", "we're only two", "partie à deux", "a 2-player game") must be the
number of players read, else it is asked back. "Who wins?" before the pile is empty gets "toi" only
when the asker's line validates with the interdiction said gone (immediate win, whoever's turn it is), or the one other
player named when the asker says only their own move ("c'est mon tour, je pose une carte chez Paul et il tombe pile sur
son objectif, sans interdiction dans son jeu" → Paul; "Paul gagne ?" → oui), that player's result exactly the objective
(a state told after such a move is not the asker's: "…, il arrive à 11. J'ai gagné ?" gets none); a draw asked at an empty pile ("égalité ?", "match nul ?", "is it a draw?",
"on doit rejouer ?", "refaire une partie pour les départager ?", "another game to break the tie?") gets "oui" when the tie persists (no winner), else "non";
otherwise no verdict. A result said to be the objective ("…, which is my goal", "ce qui est mon
objectif") sets the objective; another objective said too leaves it unread. A
who-wins question ("qui" / "who" opening a clause of the question's sentence, or
ending it: "le gagnant c'est qui ?"; a relative "l'interdiction qui
était dans la pioche" is none) gets a name, "y a-t-il un gagnant ?"
/ "j'ai gagné ?" / "on gagne tous les deux ?" / "does anybody win?" / "quelqu'un a gagné ?" get "oui"/"non"; asked in
the negative ("personne ne gagne ?", "nobody wins?", "y a pas de gagnant ?") they get none. "Je suis le plus
proche de mon objectif" / "my result is the closest" / "closer than everyone" at an
empty pile answers "j'ai gagné ?" with "oui", interdiction or not, unless a tie is
said ("just as close", "autant"); the same of one other player ("Max est le plus proche de
son objectif" / "he's the only one closest", and "il gagne ?" / "does he win?" asked of him,
no other player mentioned). A card swapped takes the slot of the card it was swapped for, whoever
played the exchange ("Les emplacements restent inchangés": "je prends le 8 de Julie et je lui donne mon 2
côté −, le 8 compte en négatif ?" → oui; "Léa échange son 6, posé côté − chez elle, contre mon 4 … Une fois chez
elle, mon 4 compte en négatif ?" → oui), read only with exactly those two values, one of them the asker's, the side
of the card replaced said after it, no other side said, and the place asked (if said) the one the card goes to. The interdiction card of the draw pile may be
placed in another player's game ("chez un adversaire", or a named player when the
question asks whether it may: "je peux la poser chez Mathis ?", "can I put it in
Sarah's play area?"). A card counts by the side it lies on, whatever
the side its pictogram or placing rule names ("pictogramme +", "le pictogramme
indique côté −", "se pose (uniquement) côté +", "meant for the minus side", "a plus
side only card", any side inside quotes: « se pose côté + »): that side is not where it lies, two sides said where it
lies ("était côté +, maintenant côté −") give no verdict, nor is the side asked ("elle
compte en négatif ?"; a concessive last clause, "…, peu importe les pictogrammes ?",
"…, whatever its pictogram?", is not the one asked, nor one inside the last clause: "does it count as positive even if its
pictograms show a minus?" asks "positive"; the sign asked as the card's signed value, "il compte -5 ?", "does it
count as minus 7?", "il vaut +6 ?", is read only when that value names the card, "un 5", "ma carte 4"); a placing rule is read only when one card's sign is asked
and no number is said but that card's value ("Un 5 qui se pose seulement côté + …", "my 7"), and with the +/- card turned round ("pivotée") the reader
gives no verdict. With no pictogram or placing rule said, one card said to lie on one side of the asker's own line,
however it got there ("après un échange, un 4 de mon adversaire atterrit côté − chez moi, il compte en moins ?",
"Ben's 7 sits on my minus side"), counts by that side (read only when its value is the only number); another player's line ("chez Paul")
or the objective card's neighbour is not read; and with the +/- card turned round the reader
gives no verdict. "Il me manque combien pour valider ?" is the gap to the
objective (asked back when the result is not said). Reaching the objective
("does my colour bonus get me there?", "j'y suis ?", "mon bonus me permet d'y arriver ?")
is asked like a win; the result said to be the objective with no number ("ça me met pile à mon objectif", "j'ai atteint
mon objectif", "je suis pile dessus", "I'm exactly on my target", "I hit my goal") validates it, whoever's turn it is
(another player's "son objectif" in a first-person question, a negation or "presque" leave it unread); a distance
("je suis à 2 de mon objectif", "3 away from my target") is no result; a card another player puts in the asker's line
("Léa me pose un 3 côté −", "Paul drops a 5 on my plus side") is not the whole line. With no state said, a first-person win question is asked back
(naming the colour count when the colour bonus is mentioned), unless it asks how a
rule works ("comment je valide mon objectif ?"). Chat "g" is "j'ai".

At an empty pile, what the interdiction does asked ("elle m'empêche toujours de gagner ?", "does it still block
my win?", "ça compte encore ?") is the rule that it no longer has any effect ("non"), whatever the results said.

A card said gone from the line ("un 6 côté − mais il a été défaussé", "Paul a défaussé mon 5") or in a clause about
an exchange with no side said before it ("…, mais le 5 a été échangé avec le 2 de Paul") is not counted, and leaves the
line unread. "Je n'ai jamais eu d'interdiction", "I never had a ban card" say none. A win asked of another player
("…, est-ce que Paul gagne ?", "does she win?") after the asker's own state gets no verdict. The draw pile's
interdiction asked as a must ("dois-je la poser chez un adversaire ?") gets none: the booklet says it may.

An age ("j'ai 11 ans", "I'm 10 years old") is no result. Another player's interdiction ("l'interdiction de Léa", "Tom's
ban card", "his ban", "j'ai posé celle de la pioche chez Léa") says nothing of the asker's own, unless said to be in the
asker's game now ("Paul m'a posé sa carte interdiction", "Tom's ban card is in my game"); one said given back after its
removal ("elle me l'a remise", "gave it back to me"), or reported by someone else ("mon frère dit que…", "my sister says…"),
is unsure. With the +/- card turned round ("j'ai retourné ma carte +/-") the line is not read (a result only when the
sides are said "maintenant / now"), nor with a card of unsaid value ("et 1 autre carte", "another card"); a card right
of "=11" in another player's game ("chez Léa", "du =11 de Léa") or another player's objective ("Léa a un objectif de 13")
is not the asker's. The gap to the objective is not given past it (negative) or with the colour bonus (±2 may close it).

Guard: a state is decided only when every fact stated is read. An objective said
changed whose value no reader takes ("Ben a 8 avec un objectif modifié", "my target
was changed") leaves it unread (asked back at an empty pile). A number no side,
objective, result or colour count takes, a colour named but not counted (or
both counted and said none), an
interdiction whose state is not said, or another player given a number ("Léa a
12") leaves the question undecided (None, or asked back) rather than answered
on a partial reading. A question about one other player only (one name or "il /
elle", and no first person: "Mathis a 8 pour 11…, il valide ?") reads that
player's state the way the asker's is read.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace

from arbitre.engines.base import Interpretation, MissingSituation, Verdict
from arbitre.engines.onze_gagnant import cards, general
from arbitre.engines.onze_gagnant import rules as R
from arbitre.engines.onze_gagnant.cards import MAY
from arbitre.engines.onze_gagnant.modes import mode_outcome
from arbitre.engines.onze_gagnant.play import (
    Line,
    end_winner,
    end_winner_by_distance,
    has_won,
    result_verdict,
)
from arbitre.engines.onze_gagnant.players import (
    OPPONENT,
    fold_word,
    player_names,
    read_distances,
    read_players,
    unread_names,
)

NUMBERS = {
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
    "one": 1,
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
}
PLUS = r"cote\s*(?:du\s*)?(?:plus|\+)|(?:plus|\+)\s*side|\ben \+|\bdu \+|positi"
MINUS = r"cote\s*(?:du\s*)?(?:moins|-)|(?:minus|-)\s*side|\ben -|\bdu -|negati"
# Words between "objectif" and its value, articles and "normal" kinds included: "mon objectif est le 11 normal", "my target's the usual 11".
GOAL_FILLER = (
    r"(?:(?:attendu|normal|actuel|toujours|encore|maintenant|reste|still|current|now|remains|is|'s|est|c'est|a|de|of|:|="
    r"|le|l'|un|the|an|usual|standard|regular|default|classique|habituel|de base|base|initial|original|plain|simple|bon vieux|good old"
    r"|passe|devenu|devient|has|been|was|become|becomes|became|changed|change|to|en|modifie|modified|fixe|set|ramene|monte|descendu|moved|ete|got|gets"
    r"|went|goes|gone|up|down|rose|risen|dropped|fell|raised|lowered|increased|decreased)\s*)"
)
OBJECTIVE = (
    rf"(?:objectif|objective|target|goal)\s*{GOAL_FILLER}{{0,4}}(-?\d+)"
    r"|\bpour (?:un objectif de )?(-?\d+)|\bfor (?:a target of )?(-?\d+)"
    # the value before the noun: "Léo a 11 pour objectif", "13 comme objectif", "11 as his target" (not "12 pour un objectif de 11")
    r"|(?<![\w+=-])(-?\d+)\s+(?:comme|pour|as|for)\s+(?:(?:son|sa|mon|ma|ton|ta|leur|my|his|her|their|your|an?|un|une|l')\s*)?"
    rf"(?:objectif|objective|target|goal)\b(?!\s*{GOAL_FILLER}{{0,4}}-?\d)"
    r"|\bvis(?:e|es|ons|ez|ent)\s+(?:(?:toujours|encore|tous|toutes|les|2)\s+)*(-?\d+)|\baim(?:s|ing)?\s+(?:for|at)\s+(-?\d+)"
    # an objective kept unchanged while another player's changed: "Zoé a gardé 11", "Eva kept her target of 11"
    r"|\b(?:a|ai|as|ont|avons|avez)\s+(?:(?:toujours|bien)\s+)?(?:garde|conserve)\s+(?:(?:son|sa|mon|ma|ton|ta|leur|l')\s*(?:objectif\s+)?(?:de\s+|a\s+)?)?(-?\d+)\b(?!\s*(?:cartes?|chiffres?|points?)\b)"
    r"|\b(?:kept|keeps|has kept|still has)\s+(?:(?:her|his|their|my|your|the)\s+(?:objective|target|goal)\s+(?:of\s+|at\s+)?)(-?\d+)\b"
    r"|\bkept\s+(-?\d+)\b(?!\s*(?:cards?|numbers?|points?)\b)"
)
# The bonus card replacing the objective card of 11 by −11: "la carte bonus -11", "the -11 card", "(la carte bonus) remplace mon
# objectif de 11 par -11", "replaces my 11 target with -11", "swapped my 11 for the -11 one", "mon 11 est devenu -11", "objectif passé de 11 à -11".
MINUS_ELEVEN = (
    r"\b(?:carte|card)\s+(?:bonus\s+)?(?:objectif\s+|objective\s+)?(?:de\s+|of\s+)?-\s*11\b|\bbonus\s+-\s*11\b"
    r"|-\s*11\s+(?:bonus\s+)?(?:objective\s+|goal\s+|target\s+)?card\b"
    r"|(?:remplac|replac|swap|exchang|echang|chang|transform|turn)\w*\s+(?:[^.;?\d]|\b11\b){0,30}?(?:objectif|objective|target|goal"
    r"|\b11\b)(?:[^.;?\d]|\b11\b){0,20}?\b(?:par|with|for|by|to|into|en)\s+(?:(?:un|une|a|an|the|le|la)\s+)?-\s*11\b(?: 1(?=[.,;?!]|$))?"
    r"|(?:objectif|objective|target|goal|\b11\b)[^.;?\d]{0,20}?(?:devenu|devient|became|becomes|has become|turned into|changed to"
    r"|(?:de|from)\s+11\s+(?:a|to|en|into))\s+-\s*11\b"
)
BAN = r"interdiction|forbidden|\bban\b"
NEGATED_BAN = (
    rf"(?:pas d'|pas de |sans |aucune |plus d'|plus de |\bno |no more |without |n'ai plus d'|jamais (?:eu )?(?:de |d')|never had (?:an? |any )?"
    r"|(?:n't|\bnot|no longer) (?:have|got|hold)(?: got)? (?:an? |any |my |the )?(?:more )?)"
    rf"\s*(?:carte\s+)?(?:\"|«\s*)?(?:{BAN})"
    rf"|(?:{BAN})[^.;,?]{{0,25}}(?:n'est plus|n'y est plus|is no longer|is gone|has gone|a disparu)"
    rf"|(?:{BAN})\s*(?:cards?\s*|cartes?\s*)?:\s*(?:aucune|none|non|no|0)\b"
    # said gone with no verb or any tense: "with my starting ban card gone", "interdiction partie", "ban card out of the way"
    rf"|(?:{BAN})(?:\s+(?:cards?|cartes?|de depart|starting))*\s+(?:(?:is|has|was|now|already|finally|long|est|deja|enfin|maintenant)\s+)*"
    r"(?:gone|partie?|envolee?|out of (?:the way|play|my (?:game|line|area)))\b"
)
REMOVED = (
    r"debarrasse|defausse|remplace|echange|retire|enleve|recouvert|vire|degage|jete|got rid|discard|replaced|swapped"
    r"|exchanged|removed|covered|ditched|dumped|tossed|cleared|binned"
)
PRESENT_BAN = (
    r"encore|toujours|still|visible|devant moi|in front of me|dans mon jeu|dans ma zone|in my (?:game|area|line)"
    r"|est la|is there|j'ai (?:une|mon|ma|l'|1)|\bjai (?:une|mon|ma)|i have|i've got|i got|there'?s|il y a|reste"
    r"|avec (?:une|mon|ma|1)|with (?:an?|my|1)\b|pose|placed|\bmise?\b|\bput\b"
)
COLOUR_NAMES = r"vert(?:e|s|es)?|rouges?|bleu(?:e|s|es)?|jaunes?|green|red|blue|yellow"
# One's own colour, also said as the starting colour: "de ma couleur (de départ)", "of my (own / starting) colour",
# "de la couleur de départ", "in the colour I started with".
START_WORD = r"(?:starting|start|initial|original|beginning|de depart|d'origine|initiale?)"
HUES = {
    "vert": r"\bvert(?:e|s|es)?\b|\bgreen\b",
    "rouge": r"\brouges?\b|\bred\b",
    "bleu": r"\bbleu(?:e|s|es)?\b|\bblue\b",
    "jaune": r"\bjaunes?\b|\byellow\b",
}
OWN_COLOUR = (
    rf"(?:de|a|dans|en|of|in)\s+(?:ma|mon|my)\s+(?:propre\s+|own\s+)?(?:{START_WORD}\s+)?(?:couleur|colou?r)"
    rf"|de (?:la )?(?:meme )?couleur (?:de|que) (?:mes cartes de )?depart|de sa couleur|of (?:his|her|their) (?:own )?(?:{START_WORD}\s+)?colou?r"
    rf"|(?:de|of|in) (?:la|the) {START_WORD} (?:couleur|colou?r)|(?:de|of|in) (?:la|the) (?:couleur|colou?r) {START_WORD}"
    r"|(?:of|in) the colou?r (?:i|he|she|they) started with"
)
COLOUR = (
    rf"(\d+)\s+(?:(?:cartes?|chiffres?|numeros?|nombres?|valeurs?|numbers?|cards?|number)\s+){{0,2}}(?:{OWN_COLOUR}|(?:{COLOUR_NAMES})\b)"
    rf"|(\d+)\s+(?:{COLOUR_NAMES})\s+(?:number\s+)?(?:cards?|numbers?)"
    # the colour said of the cards counted: "ces 3 cartes chiffres sont toutes jaunes", "those 3 cards are all my colour"
    rf"|(\d+)\s+(?:(?:cartes?|chiffres?|numeros?|numbers?|cards?|number)\s+){{1,2}}(?:sont|are)\s+(?:toutes?\s+|tous\s+|all\s+)?"
    rf"(?:{OWN_COLOUR}|(?:ma|my|sa|his|her)\s+(?:propre\s+|own\s+)?(?:{START_WORD}\s+)?(?:couleur|colou?r)\b|(?:{COLOUR_NAMES})\b)"
)
ZERO_OWN_COLOUR = (
    r"(?:\b(?:none|no|not a single|not 1|not any|without|aucune?|aucun|sans|pas d(?:e\b|'))|n't (?:have |got )?any\b)"
    r"(?:\s+(?:of|de|des|du|those|these|ces|mes|ses|my|his|her|their|the|them|les|cartes?|cards?|chiffres?|numbers?"
    r"|numeros?|nombres?|valeurs?|is|are|was|were|in|en|dans|a|sont|est|n'est|ne sont)\b|\s*\bd')*"
    r"\s*(?:ma|my|sa|his|her|their) (?:propre |own )?(?:(?:starting|start|initial|original) )?(?:couleur|colou?r)\b"
)
NO_COLOUR_BONUS = (
    r"(?:pas d[e']|sans|aucun|\bno|without)\s*(?:le |de |d'|the |any )?bonus\s*(?:de\s+)?(?:couleur|colou?r)"
    r"|\bno colou?r bonus|without (?:the |any )?colou?r bonus"
)
HAS_COLOUR_BONUS = (
    r"(?:j'ai|\bjai|avec|grace au|i have|i've got|with|thanks to)\s+(?:le|un|the|a|my|mon)\s+"
    r"(?:bonus\s+(?:de\s+)?(?:couleur|colou?r)|colou?r bonus)"
)
# One card of a colour counted: "une seule carte chiffre verte", "un seul chiffre de ma couleur", "only one green card", "a red number".
ONE_COLOURED = (
    r"\b(?:une? seule?|une?|a single|only one|just one|one single|an?|one)\s+"
    r"(?=(?:(?:cartes?|chiffres?|numeros?|cards?|numbers?|number)\s+){1,2}(?:de (?:ma|sa) (?:propre )?couleur|of (?:my|his|her|their) (?:own )?colou?r"
    rf"|(?:{COLOUR_NAMES})\b)|(?:{COLOUR_NAMES})\s+(?:number\s+)?(?:cards?|numbers?)\b)"
)
CARD_COUNT = r"\b\d+\s+(?:cartes?|cards?)\b"
# The start cards set aside from a colour count, with or without their number and noun: "en plus des 2 de départ", "sans
# compter mes 2 cartes de départ", "on top of my 2 starting ones", "besides my start cards": no result, no count.
START_ASIDE = (
    r"(?:en plus (?:de |des |d')|on top of|in addition to|besides|outre|sans compter|not counting|excluding|hors)\s*"
    r"(?:les |mes |ses |my |the |his |her |their )?(?:\d+\s+)?(?:(?:cartes?|cards?|ones?)\s+)?"
    rf"{START_WORD}(?:\s+(?:cartes?|cards?|ones?))?"
)
TOTAL = (
    r"(?:j'ai|\bjai|\bg|fait|fais|\bfont|valent|totalisent|\bmake|i have|i've got|i made|\ba|\bat|\bon|reached|atteint|got|arrive a|ca (?:me )?donne|\bmakes|equals|egale"
    r"|tombe(?:s|nt)?\s+(?:pile\s+|juste\s+|exactement\s+|bien\s+)?(?:sur|a)|land(?:s|ed|ing)?\s+(?:exactly\s+|right\s+)?(?:on|at)"
    r"|(?:comes?|came|adds? up|added up|sums? up|works? out)\s+to"
    r"|(?:total|resultat|result|score|calcul|somme|addition|compte|sum|count|tally)\s*(?:est|is|de|of|:|=)?)"
    r"\s+(?:pile\s+|exactement\s+|exactly\s+|juste\s+)?(-?\d+)\b"
)
CLAIM = (
    r"(?:ca (?:me )?(?:fait|donne)|(?:resultat|result|total|score|somme|sum)\s*(?:est|is|fait|de|of|:|=)?|is (?:that|it|this)|that's"
    r"|makes|gives|equals|egale|=)\s*(?:bien\s+|donc\s+|exactement\s+|pile\s+|exactly\s+|really\s+)?(-?\d+)\s*\?"
)
GOAL_CARD = r"=\s*11\b|\b(?:carte|card)\s+(?:objectif\s+|objective\s+)?11\b"
BESIDE_GOAL = (
    r"(?:a droite|a cote|derriere|right of|next to|beside|behind)\s+(?:du|de|d'|of)?\s*"
    r"(?:mon|ma|son|sa|le|la|l'|my|the|his|her)?\s*(?:carte\s+|card\s+)?(?:[=-]\s*11\b|objectif\b|objective\b|11\b)"
)
# No card right of "=11": "rien à droite du =11", "aucune carte derrière mon objectif", "nothing right of my =11".
NOTHING_BESIDE = (
    r"(?:\brien|\baucune?(?: carte)?|\bpas de carte|\bnothing|\bno cards?|\bnone)\s*(?:(?:n'est|n'y a|is|n'ai|posee?|placed|mis|put)\s+)*"
    + BESIDE_GOAL
)
NEUTRAL_SIGN = (
    r"(?:neutre|neutral|signe|sign|showing|montrant|qui montre)[^.,;?]{0,20}?(?:cote\s*)?(\+|-|plus|moins|minus|positi|negati)"
    r"|(\+|-|plus|moins|minus)\s+(?:sign|signe)\b"
    r"|\b(?:avec|with)\s+(?:le|la|un|une|the|a)\s+(?:signe\s+|sign\s+)?(\+|-)(?!\s*(?:\d|side\b|cote\b))"
)
NOW = r"(?:(?:maintenant|desormais|deja|enfin|now|already|finally|just|juste)\s+)?"
# The pile said run out in any tense, with or without "just / vient de": "the draw pile just ran out", "has just run out",
# "la pioche vient de se vider", "la pioche s'est vidée", "la pioche est maintenant vide".
PILE_RUN_OUT = (
    r"\b(?:pioche|deck|draw pile|pile)(?:'s)?\s+(?:(?:est|is|has|vient|de|se|s'est|just|juste|already|now|maintenant|desormais|deja"
    r"|enfin|finally|completely|completement|totally|totalement|all)\s+)*(?:vide\w*|epuise\w*|empty|(?:run|ran|runs) out|gone)\b"
)
EMPTY_PILE = (
    rf"{PILE_RUN_OUT}|"
    rf"pioche (?:est )?{NOW}(?:vide|epuisee|finie|terminee)|plus de (?:cartes? (?:a|dans la) )?pioche|plus de cartes? a piocher"
    rf"|draw pile (?:is )?{NOW}empty|(?:deck|pile)(?:'s| is)? {NOW}empty|empty (?:draw )?pile|no more cards|fin de (?:la )?partie"
    r"|(?:plus )?rien (?:a|dans la) pioch|(?:pioche|deck|draw pile|pile) (?:est )?(?:a sec|epuisee?|has run out|ran out|is (?:all )?gone)"
    r"|nothing (?:left )?(?:to draw|in the (?:draw )?pile)|no cards? left(?: to draw| in the (?:draw )?pile)?"
)
GAP = r"manque|\breste\b|missing|\bneed|\bbesoin|away from|short of|how far|loin de|\becart"
WHO = r"\bqui\b|\bwho\b"
WHO_OPENER = (
    r"et|mais|alors|donc|ou|sinon|coup|cas|bon|ok|okay|c'est|c'etait|ce sera|savoir|sais|dis-moi|dites-moi|demande|dis"
    r"|and|but|so|then|or|case|know|me|wonder|ask|it's|is it|tell"
)
WIN = re.compile(
    r"gagn|\bwon\b|\bwin|vainqueur|victoire|\bvalid|ca passe"
    r"|\bget(?:s|ting)? (?:me|you|him|her|us|them) there\b|\bam i there\b|\by arriv|\bj'y suis\b"
)


def fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.replace("’", "'").replace("−", "-").lower())
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = re.sub(r"\b(?:onze|11) gagnant\b", " ", text)  # the game's name is not a result of 11
    if re.search(
        r"\bd'un cote\b|\bon one side\b", text
    ):  # "+8 d'un côté, -2 de l'autre": the line's sides, no opponent
        text = re.sub(
            r"\b(?:de|du) l'autre(?: cote)?\b|\bon the other(?: side)?\b",
            "of the second side",
            text,
        )
        text = re.sub(r"\bon one side\b", "on the first side", text)
    text = re.sub(
        r"(?<![\w'])([dlj]) (?=[aeiouh])", r"\1'", text
    )  # a lost apostrophe: "pas d interdiction", "l objectif"
    text = re.sub(
        r"(?<![\w'])g(?= (?:bien|le|la|les|un|une|des|du|pas|plus|encore|toujours|que|\d))",
        "j'ai",
        text,
    )  # chat "g" = "j'ai"
    text = re.sub(r"\bone of\b", "either of", text)  # "does one of them win?": no number
    text = re.sub(
        ONE_COLOURED, "1 ", text
    )  # "une seule carte chiffre verte", "a single card of my colour": a count of 1
    text = re.sub(
        r"\b(un|une|le|mon|son|ton)\s+une?\b", r"\1 1", text
    )  # "un un côté moins": the card 1
    text = re.sub(r"\b(" + "|".join(NUMBERS) + r")\b", lambda m: str(NUMBERS[m[1]]), text)
    return _signed_count(text)


# A card's sign asked as its signed value: "mon 5 … il compte -5 ?", "does my 7 count as minus 7?", "il vaut +4 ?".
SIGNED_COUNT = (
    r"\b(compt\w*|counts?|counted|counting|vau[td]|valent|worth)\s+(?:comme\s+|pour\s+|as\s+|for\s+|en\s+)?"
    r"(?:un\s+|une\s+|a\s+)?([+-]|plus\b|moins\b|minus\b)\s*(\d+)\b"
)


def _signed_count(text: str) -> str:
    """ "Il compte -5 ?" said of a card named by that value ("un 5") asks its sign: read as "il compte en négatif ?".
    Another value ("mon 5 compte -3 ?") is left as it is (unread)."""

    def sign(m: re.Match[str]) -> str:
        rest = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
        if m[3] not in re.findall(CARD_BY_VALUE, rest):
            return m[0]
        return f"{m[1]} en {'positif' if m[2] in ('+', 'plus') else 'negatif'}"

    return re.sub(SIGNED_COUNT, sign, text)


def _digits(question: str) -> str:
    """The question as typed (names keep their capitals), number words written as digits: "Ben a dix ans" → "Ben a 10 ans"."""
    words = "|".join(w for w in NUMBERS if w != "one")  # "one of us" is no age
    return re.sub(rf"\b({words})\b", lambda m: str(NUMBERS[m[1].lower()]), question, flags=re.I)


def interpret(question: str) -> Interpretation:
    text = fold(question)
    answer = mode_outcome(text)  # solo and co-op: lines validated, won or the success table
    if answer is not None:
        return answer
    if re.search(EMPTY_PILE, text) and (
        re.search(WHO + r"|gagn|\bwins?\b|winner|vainqueur|emporte", text)
        or re.search(ASKS_DRAW, _asked_clause(text))
    ):
        return (
            _interdiction_empty(text)
            if re.search(BAN_EFFECT, _asked_clause(text))
            else _end_of_game(question, text)
        )
    answer = cards.interpret(text)  # the pictogram cards: where each goes, what it does
    if answer is not None:
        return answer
    answer = general.interpret(text, _digits(question))
    if answer is not None:
        return answer
    subjects = _subjects(question, text)
    one_other = len(subjects) == 1 and subjects <= {
        *player_names(question),
        "lui",
    }  # "Mathis a 8 pour 11, il valide ?"
    mixed = (
        _other_player_numbers(question, text)
        and not one_other
        or _win_asked_of_other(question, text, subjects, one_other)
    )

    def colour_bonus(text: str) -> Interpretation:
        return _colour_bonus(text, subjects)

    def give_interdiction(text: str) -> Interpretation:
        return _give_interdiction(text, [*player_names(question), *unread_names(question)])

    def other_won(text: str) -> Interpretation:
        return _other_won_now(question, text)

    for intent in (
        _objective,
        _total_first,
        _exchanged,
        _pictogram,
        give_interdiction,
        _interdiction_empty,
        other_won,
        _win,
        colour_bonus,
        _result,
        _gap,
        _unstated_total,
        _unstated_card,
    ):
        if mixed and intent in STATE_READERS:
            continue  # another player's numbers would be read as the asker's: no verdict on a partial reading
        answer = intent(
            _others_ban_out(question, text) if intent in STATE_READERS and not one_other else text
        )
        if answer is not None:
            return answer
    return None


def _others_ban_out(question: str, text: str) -> str:
    """Another player's interdiction taken out of the asker's facts: "l'interdiction de Léa", "Tom's ban card", "his ban",
    "j'ai posé l'interdiction de la pioche chez Léa", "I put the ban card on Tom" say nothing of the asker's own (then
    asked back when it decides)."""
    names = [
        rf"\b{re.escape(fold_word(name))}\b"
        for name in [*player_names(question), *unread_names(question)]
    ]
    other = "|".join(
        [
            *names,
            r"\b(?:mon |l'|my |the )?(?:adversaire|opponent)\b",
            r"\bl'autre\b|\bthe other (?:player|one)\b",
        ]
    )
    card = rf"(?:{BAN})(?:\s+(?:cards?|cartes?))?"
    theirs = (
        rf"{card}\s+(?:de |d'|of )\s*(?:{other})|(?:{other})'s\s+(?:{card})"
        rf"|\b(?:son|sa|leur|his|her|their)\s+(?:carte\s+)?(?:{card})"
        rf"|{card}[^.;?]{{0,40}}?\b(?:chez|a|to|on|in|into|at)\s+(?:{other})"
    )
    if re.search(FIRST_PERSON, text) is None:
        return text

    def out(found: re.Match[str]) -> str:
        start = max(text.rfind(c, 0, found.start()) for c in ".,;?") + 1
        end = min([i for i in (text.find(c, found.end()) for c in ".,;?") if i >= 0] or [len(text)])
        if re.search(ON_ME, text[start:end]):
            return found[
                0
            ]  # "Paul m'a posé sa carte interdiction", "Tom's ban card is in my game": now the asker's
        return re.sub(BAN, "carte", found[0])

    return re.sub(theirs, out, text)


# Another player's interdiction said to be in the asker's game now.
ON_ME = (
    r"chez moi|dans mon jeu|dans ma (?:zone|ligne)|devant moi|in my (?:game|area|line|play)|in front of me|\bm'(?:a|ont)\b"
    r"|\bme (?:l'|la )?(?:a|ont)\b|\b(?:gave|given|handed|passed) me\b|\b(?:on|to) me\b"
)


FIRST_PERSON = (
    r"\bje\b|\bj'|\bmoi\b|\bme\b|\bm'|\bmon\b|\bma\b|\bmes\b|\bi\b|\bi'm\b|\bi've\b|\bmy\b|\bmine\b|\bnous\b"
    r"|\bnotre\b|\bnos\b|\bon (?:a|est|vise)\b|\bwe\b|\bour\b"
)
THIRD_PERSON = r"\b(?:il|elle|lui|he|she|him|her|his|son|sa|ses)\b(?! y\b| faut\b| reste\b| manque\b| me\b| te\b| nous\b| vous\b)"
OTHER_SIDE = r"\bl'autre\b|adversaire|opponent|the other\b|another player|autre joueur"


def _subjects(question: str, text: str) -> set[str]:
    """Whom the question speaks of: "toi" (first person), named players, "lui" (il / she… with no name), "l'adversaire"."""
    found = set(player_names(question))
    if re.search(FIRST_PERSON, text):
        found.add("toi")
    if re.search(OTHER_SIDE, text):
        found.add("l'adversaire")
    if not found - {"toi"} and re.search(THIRD_PERSON, text):
        found.add("lui")
    return found


def _win_asked_of_other(question: str, text: str, subjects: set[str], one_other: bool) -> bool:
    """A win asked of another player ("…, est-ce que Paul gagne ?", "does she win?") after the asker's own state:
    the facts read are the asker's, not that player's."""
    asked = _asked_clause(text)
    if (
        one_other
        or "toi" not in subjects
        or not WIN.search(asked)
        or re.search(FIRST_PERSON, asked)
    ):
        return False
    names = [
        rf"\b{re.escape(fold_word(name))}\b"
        for name in [*player_names(question), *unread_names(question)]
    ]
    return bool(re.search("|".join([*names, OPPONENT, r"\b(?:il|elle|he|she)\b"]), asked))


def _other_player_numbers(question: str, text: str) -> bool:
    """Another player ("Léa a 12", "l'autre est à 10", "he's at 9") is given a number."""
    others = [rf"\b{re.escape(fold_word(name))}\b" for name in player_names(question)] + [OPPONENT]
    goal = r"(?:'s)?[^.,;:?\d]{0,20}?(?:objectif|objective|target|goal|\bvis|\baim)[^.,;:?\d]{0,12}-?\d"  # "Léa a un objectif de 13"
    return any(
        re.search(rf"(?:{other})(?:[^.,;:?\d]{{0,15}}-?\d|{goal})", text) for other in others
    )


def _objective(text: str) -> Interpretation:
    """ "J'ai mis un 3 à droite de mon =11 avec la carte neutre côté +, mon objectif ?": 11 ± the card."""
    asked = text.split("?")[0]
    if not (
        re.search(BESIDE_GOAL, text)
        and re.search(r"objectif|objective|target|goal", asked)
        and re.search(
            r"combien|\bquel|\bquoi|what|how much|devient|becomes|maintenant|\bnow\b|nouvel|new",
            asked,
        )
    ):
        return None
    if re.search(r"-\s*11\b", text):
        return None  # the −11 bonus card: how a card beside it changes the objective is not said
    delta, rest = _goal_modifier(text)
    if delta is None:
        return MissingSituation(
            R.NEUTRAL_SIGN,
            "Quel signe montre la carte +/− neutre associée à la carte posée à droite du =11 ?",
            "Which sign does the neutral +/− card show next to the card right of your =11?",
        )
    said = [int(next(g for g in m.groups() if g)) for m in re.finditer(OBJECTIVE, rest)]
    if any(n != 11 for n in said) or _numbers(_blank(OBJECTIVE, rest)):
        return None  # another number the reader did not place
    goal = 11 + delta
    return Verdict(
        R.MODIFY_OBJECTIVE,
        goal,
        f"Une carte de {abs(delta)} à droite du =11, la carte neutre montrant {'+' if delta > 0 else '−'} : "
        f"l'objectif devient 11 {'+' if delta > 0 else '−'} {abs(delta)} = {goal}.",
        f"A {abs(delta)} right of the =11 with the neutral card showing {'+' if delta > 0 else '−'}: the objective becomes {goal}.",
    )


def _goal_modifier(text: str) -> tuple[int | None, str]:
    """The signed value of the card beside "=11" (None when its sign is not said), and the text without it."""
    beside = re.search(BESIDE_GOAL, text)
    if beside is None:
        return 0, text
    nothing = re.search(NOTHING_BESIDE, text)
    if nothing:  # "rien à droite du =11": the objective card is unchanged; another card said beside it too is unsure
        rest = _blank(NOTHING_BESIDE, text)
        return (None, rest) if re.search(BESIDE_GOAL, rest) else (0, rest)
    rest = _blank(GOAL_CARD, text[: beside.start()] + " " * len(beside[0]) + text[beside.end() :])
    clause_start = max(rest.rfind(c, 0, beside.start()) for c in ".,;?") + 1
    clause_end = min(
        [i for i in (rest.find(c, beside.end()) for c in ".,;?") if i >= 0] or [len(rest)]
    )
    before = list(re.finditer(r"([+-])?\s?(\d+)\b", rest[clause_start : beside.start()]))
    after = list(re.finditer(r"([+-])?\s?(\d+)\b", rest[beside.end() : clause_end]))
    card = (before[-1], clause_start) if before else (after[0], beside.end()) if after else None
    if card is None:
        return None, rest
    found, offset = card
    start, end = found.start() + offset, found.end() + offset
    rest = rest[:start] + " " * (end - start) + rest[end:]
    signs = {found[1]} if found[1] else set()
    sentence_start = max(rest.rfind(c, 0, beside.start()) for c in ".?") + 1
    sentence = re.split(r"[.?]", rest[sentence_start:])[0]
    for m in re.finditer(
        NEUTRAL_SIGN, sentence
    ):  # the neutral card's sign, said anywhere in the sentence
        word = next(g for g in m.groups() if g)
        signs.add("+" if word in ("+", "plus", "positi") else "-")
        start, end = sentence_start + m.start(), sentence_start + m.end()
        rest = (
            rest[:start] + " " * (end - start) + rest[end:]
        )  # "neutre côté moins" is no side of the line
    if len(signs) != 1:
        return None, rest
    value = int(found[2])
    return (value if signs == {"+"} else -value), rest


def _asks_objective(text: str) -> bool:
    asked = re.split(r"[,;:.]", text.split("?")[0])[-1]
    return bool(
        re.search(r"objectif|objective|target|goal", asked)
        and not re.search(r"result|total|score", asked)
    )


def _total_first(text: str) -> Interpretation:
    """A total asked of cards on both sides is a sum, even when a pictogram is mentioned."""
    plus, minus, _ = _sides(text)
    if (
        not (plus and minus)
        or re.search(GAP, text)
        or not re.search(
            r"combien|how much|total|result|ca fait|ca donne", text.split("?")[0][-40:] + "?"
        )
    ):
        return None
    return _result(text)


STRICT_SIDE = rf"(?:{PLUS.replace('|positi', '')})|(?:{MINUS.replace('|negati', '')})"
LYING = (
    r"(?<!se )\bposee?s?\b|\bmise?s?\b|\bplacee?s?\b|\bput\b|\bplaced\b|\bended\b|retrouv|atterri|landed|\btrouve|\bsits?\b|\blies\b"
    r"|\bmoved\b|\bpassee?\b|glissee?|echangee?|swapped|\bnow\b|maintenant|desormais|\bj'ai\b|\bhave\b|\bhas\b|\bmais\b|\bbut\b"
    r"|\best (?:dans|sur|chez)\b|\bis (?:on|in)\b"
)
DESCRIBED_SIDE = (  # the side a card's pictogram or placing rule names, not the side it lies on
    r"(?:pictogrammes?|pictograms?|symboles?|symbols?|icones?|icons?|dessin)\s*(?:du |de |d'|of the |of )?(?:cote |side )?"
    r"(?:[+-]|(?:plus|moins|minus)\b)"
    r"|(?:pictogrammes?|pictograms?|symboles?|symbols?|icones?|icons?|dessin\w*)\s+(?:dit|indique|montre|says|shows|indicates|points? to|tells?)"
    r"|se (?:pose|poser|joue|jouer|place|placer|met|mettre)\b(?: (?:que\b|qu'|uniquement|seulement|exclusivement|normalement))?"
    r"|(?:normalement|d'habitude|en principe|censee?|prevue? pour|faite? pour|destinee?|uniquement|seulement|exclusivement"
    r"|devai[st]|devrait|aurait du|normally|usually|supposed to|meant (?:for|to)|should (?:go|be)|belongs?|only)"
)
# Quoted text (« … », "…", “…”, '…'): what a card or the booklet says, never where the card lies.
QUOTED = r"«[^»]{1,60}»|\"[^\"]{1,60}\"|“[^”]{1,60}”|(?<![\w'])'[^']{1,40}'(?![\w'])"
ONE_CARD = r"\b(?:carte|card)\b"
MANY_CARDS = r"\b(?:cartes|cards|sont|comptent|are|they|ils|elles)\b"
TURNED = r"pivot|rotat|180|tourn|retourn|inverse|invert|flip|symboles? \+ et -|\+ and - (?:signs|symbols)|swap(?:ped)? (?:the )?\+ and -"


def _pictogram(text: str) -> Interpretation:
    """A card counts by the side it lies on, whatever the side its pictogram or placing rule names."""
    asked = _asked_clause(text)
    asks_positive = bool(
        re.search(r"positi|en \+|en plus|ajout|adds?\b|count as plus|plus\s*$", asked)
    )
    asks_negative = bool(re.search(r"negati|en -|en moins|retir|soustra|subtract|minus\s*$", asked))
    pictogram = re.search(
        r"dessin|pictogram|symbole|drawn|printed|icone|affiche|shows|avec un [+-]|with a [+-]", text
    )
    described = _described_sides(text)
    one_card = (re.search(ONE_CARD, text) or _single_card_value(text)) and not re.search(
        MANY_CARDS, asked
    )
    values_said = re.search(r"\d", text) and not _single_card_value(text)
    if not pictogram and not described:
        return _lying_side(text, asked, asks_positive, asks_negative)
    if not pictogram and not (
        described and one_card and asks_positive != asks_negative and not values_said
    ):
        return None  # a placing rule ("se pose uniquement côté +") is read only when one card's sign is asked, no other value
    if re.search(TURNED, text):
        return None  # the +/- card turned round: which side is which is not for this reader
    side = _placed_side(text, described, asked)
    if side is None and not re.search(
        rf"compt|count|positi|negati|valeur|value|{PLUS}|{MINUS}|\b(?:plus|moins|minus)\b|(?<![a-z])[+-](?![a-z])",
        text,
    ):
        return None  # "the pictogram says swap, must I?": the card's action, not its side ("est-ce" is no sign)
    if side is None:
        return MissingSituation(
            R.PICTOGRAMS,
            "De quel côté la carte est-elle posée, + ou − ?",
            "Which side is the card on, + or −?",
        )
    sign = "positive" if side == "+" else "négative"
    answer = None
    if asks_positive != asks_negative:
        answer = "oui" if (side == "+") == asks_positive else "non"
    return Verdict(
        R.PICTOGRAMS,
        answer,
        f"Posée du côté {side}, la carte est {sign}, quels que soient les pictogrammes dessus.",
        f"On the {side} side the card counts as {'positive' if side == '+' else 'negative'}, whatever its pictograms.",
    )


# Where the card lies, in one's own line: "chez moi", "dans mon jeu", "in my line", "on my side", "mon côté −".
ELSEWHERE = (
    r"\bchez (?!moi\b)|\bdans (?:le|la) (?:jeu|ligne|zone) (?:de|d')|\b(?:in|into|on) (?:\w+'s|his|her|their) (?:line|game|area|side|row)"
    r"|\bin (?:the )?(?:line|game|area) of\b"
)


def _lying_side(text: str, asked: str, asks_positive: bool, asks_negative: bool) -> Interpretation:
    """One card said to lie on a side, however it got there (an exchange, another player's card, a card given), its sign
    asked: "Après un échange, un 4 de mon adversaire atterrit côté − chez moi, il compte en moins ?" → oui. Read only with
    the card's value the question's only number, one side said, in the asker's own line."""
    if asks_positive == asks_negative or not _single_card_value(text) or re.search(TURNED, text):
        return None
    asked = re.split(r"[.!]", asked)[
        -1
    ]  # "… atterrit côté − chez moi. Il compte en moins ?": the last sentence asks
    if re.search(
        rf"{ELSEWHERE}|{BESIDE_GOAL}|{GOAL_CARD}|neutre|neutral|objectif|objective|target|goal|bonus|couleur|colou?r",
        text,
    ):
        return None  # another player's line, the objective card's neighbour or the colour bonus: not this reading
    stated = text.split("?")[0]
    stated = stated[: len(stated) - len(asked)]
    sides = {"+" if re.fullmatch(PLUS, m[0]) else "-" for m in re.finditer(STRICT_SIDE, stated)}
    if (
        len(sides) != 1
        or re.search(STRICT_SIDE, asked)
        and not re.search(r"\b(?:il|elle|it|ce|cette)\b", asked)
    ):
        return None  # no side, both sides, or a side asked rather than said
    side = sides.pop()
    answer = "oui" if (side == "+") == asks_positive else "non"
    rule = R.PLUS_SIDE if side == "+" else R.MINUS_SIDE
    return Verdict(
        rule,
        answer,
        f"Posée du côté {side}, la carte compte en {'positif' if side == '+' else 'négatif'}, "
        "d'où qu'elle vienne (échange, carte d'un adversaire) : seul le côté où elle est posée compte.",
        f"On the {side} side the card counts as {'positive' if side == '+' else 'negative'}, wherever it came from: "
        "only the side it lies on matters.",
    )


# One card named by its value: "un 5", "mon 4", "son 6", "le 6", "a 3", "my 7", "Léa's 5", "ma carte 4", "my card 7"
# (no count of cards, points or players).
CARD_BY_VALUE = (
    r"(?:\b(?:un|une|le|la|mon|ma|son|sa|ce|cette|a|an|the|my|his|her|their|this|that)|'s)\s+(?:(?:carte|card)\s+)?(\d+)\b"
    r"(?!\s*(?:cartes?|cards?|points?|pts|fois|times|joueurs|players|pour|for|comme|as)\b)"
)


def _single_card_value(text: str) -> bool:
    """The question's only number is one card named by its value ("Un 5 qui se pose seulement côté + …")."""
    numbers = re.findall(r"(?<![\w=])-?\d+\b", text)
    named = re.findall(CARD_BY_VALUE, text)
    return len(numbers) == 1 and named == [numbers[0]]


# A clause that concedes rather than asks: "…, peu importe les pictogrammes ?", "…, whatever its pictogram?", "…, même si…".
CONCESSIVE = (
    r"\s*(?:peu importe|n'importe|quel(?:le)?s? que soi\w*|quoi que|meme si|meme avec|malgre|whatever|regardless|no matter"
    r"|even (?:if|though|with)|irrespective|despite|in spite)\b"
)


def _asked_clause(text: str) -> str:
    """The clause a question asks: the last one of its first sentence, a concessive clause after it left out."""
    clauses = re.split(r"[,;:]", text.split("?")[0])
    while len(clauses) > 1 and re.match(CONCESSIVE, clauses[-1]):
        clauses.pop()
    inside = re.search(r"\s(?=" + CONCESSIVE.removeprefix(r"\s*") + ")", clauses[-1])
    if (
        inside and clauses[-1][: inside.start()].strip()
    ):  # "does it count as positive even if its pictograms show a minus?"
        return clauses[-1][: inside.start()]
    return clauses[-1]


EXCHANGE = r"echang|\bswap|exchang|\btrad(?:e|ed|ing)\b|\b(?:je|j')\s*(?:lui |leur )?(?:donne|file|refile)\b|\bi (?:give|gave)\b"
MINE = r"\b(?:mon|ma|my)\s+(?:(?:carte|card)\s+)?(?:de\s+|du\s+|of\s+)?(\d+)\b"


# Where the card asked about is said to be after the swap: the asker's line, or the other player's.
AT_ME = r"\bchez moi\b|\b(?:for|to) me\b|\bpour moi\b|\bdans (?:mon|ma) (?:jeu|ligne|zone)\b|\b(?:in|on|into) my (?:line|game|area|side|row)\b"
AT_OTHER = rf"{OPPONENT}|\bchez (?!moi)|\b(?:his|her|their)\b|\b(?:for|to) (?:him|her|them)\b|\bpour (?:lui|elle|eux)\b"
# What introduces the other card of the swap, and ends the first card's words: "son 6, posé côté − chez elle, contre mon 4".
SWAP_LINK = r"\bcontre\b|\bagainst\b|\bfor\b|\bwith\b|\bavec\b|\bet\b|\band\b|\ben echange\b|\bin exchange\b|\bpour\b"


def _exchanged(text: str) -> Interpretation:
    """A card swapped with another player's takes the slot of the card it was swapped for ("Les emplacements restent
    inchangés"), whoever played the exchange card: "je prends le 8 côté + de Julie et je lui donne mon 2 qui était côté −,
    chez moi le 8 compte en négatif ?" → oui; "Léa échange son 6, posé côté − chez elle, contre mon 4 qui était côté +
    chez moi. Une fois chez elle, mon 4 compte en négatif ?" → oui. Read only with two cards of different values said,
    one of them the asker's ("mon 2"), the side of the one the asked card replaces said after it, every side said
    belonging to one of the two cards, and the place asked about (if said) the one the asked card goes to."""
    asked = re.split(r"[.!]", _asked_clause(text))[-1]
    statement = text.split("?")[0][: len(text.split("?")[0]) - len(asked)]
    if not re.search(EXCHANGE, statement) or re.search(TURNED, text):
        return None
    asks_positive = bool(re.search(r"positi|en \+|en plus|count as plus|as a plus|plus\s*$", asked))
    asks_negative = bool(
        re.search(r"negati|en -|en moins|count as minus|as a minus|minus\s*$", asked)
    )
    asked_values = [int(n) for n in re.findall(r"(?<![\w=+-])\d+\b", asked)]
    numbers = [(m.start(), int(m[0])) for m in re.finditer(r"(?<![\w=])\d+\b", statement)]
    mine = list(re.finditer(MINE, statement))
    if (
        asks_positive == asks_negative
        or len(asked_values) != 1
        or len(numbers) != 2
        or len(mine) != 1
    ):
        return None
    (first_at, first), (second_at, second) = numbers
    if first == second or mine[0].start(1) not in (first_at, second_at):
        return None  # two cards of one value: which one is asked?
    # the words after the cards, before the question: "Une fois chez elle, mon 4 compte en négatif ?"
    clauses = list(re.finditer(r"[^.,;:!]+", statement))
    tail_at = next(
        (c.end() for c in reversed(clauses) if re.search(rf"\d|{EXCHANGE}", c[0])), len(statement)
    )
    link = re.search(SWAP_LINK, statement[first_at:second_at])
    first_words = statement[first_at : first_at + link.start() if link else second_at]
    second_words = statement[second_at:tail_at]
    sides = [_swap_side(first_words), _swap_side(second_words)]
    said = len(re.findall(STRICT_SIDE, statement))
    if "both" in sides or said != sum(side is not None for side in sides):
        return None  # a side said of no card, or two sides said of one card
    where = statement[tail_at:] + asked
    mine_asked = asked_values[0] == (first if mine[0].start(1) == first_at else second)
    if asked_values[0] not in (first, second) or re.search(
        AT_ME if mine_asked else AT_OTHER, where
    ):
        return None  # another card asked, or asked where it no longer is ("mon 4, chez moi", once given away)
    slot = sides[1] if asked_values[0] == first else sides[0]
    if slot is None:
        return None  # the side of the card it replaces is not said
    received = asked_values[0]
    answer = "oui" if (slot == "+") == asks_positive else "non"
    whose, whose_en = (
        ("de l'autre joueur", "the other player's") if mine_asked else ("ta carte", "your card's")
    )
    return Verdict(
        R.EXCHANGE_SLOTS,
        answer,
        f"Échange : les emplacements restent inchangés, le {received} prend la place de la carte échangée ({whose}) "
        f"côté {slot} et compte donc en {'positif' if slot == '+' else 'négatif'}.",
        f"Swap: the slots stay unchanged, so the {received} takes the place of the card it was swapped for "
        f"({whose_en}) on the {slot} side and counts as {'positive' if slot == '+' else 'negative'}.",
    )


def _swap_side(words: str) -> str | None:
    """The side said of one card of a swap, in the words after it: "+", "-", None (unsaid) or "both"."""
    signs = {"+" if re.fullmatch(PLUS, m[0]) else "-" for m in re.finditer(STRICT_SIDE, words)}
    return "both" if len(signs) > 1 else signs.pop() if signs else None


def _described_sides(text: str) -> list[tuple[int, int]]:
    """Spans of the side markers a card's pictogram or placing rule names ("se pose uniquement côté +", "the pictogram
    says minus side", "normally goes on the plus side"), up to the first marker after the cue, with no word of where
    the card lies between ("posée", "ended up", "maintenant") nor a clause break."""
    spans = []
    for cue in re.finditer(DESCRIBED_SIDE, text):
        if re.match(r"uniquement|seulement|only", cue[0]) and re.search(
            LYING, text[max(0, cue.start() - 15) : cue.start()]
        ):
            continue  # "posée uniquement côté −": where it lies
        if re.search(r"[+-]|plus|moins|minus", cue[0][-5:]) and re.match(
            r"pictog|symbol|icon|dessin", cue[0]
        ):
            spans.append(cue.span())  # "pictogramme +": the pictogram's own sign
            continue
        marker = re.compile(STRICT_SIDE).search(text, cue.end())
        if (
            marker
            and marker.start() - cue.end() <= 35
            and not re.search(rf"[.,;:?]|{LYING}|compt|count", text[cue.end() : marker.start()])
        ):
            spans.append((cue.start(), marker.end()))
    for only in re.finditer(rf"(?:{STRICT_SIDE})\s*(?:-\s*)?(?:only|uniquement|seulement)\b", text):
        spans.append(only.span())  # "a plus side only card"
    spans += [
        quote.span() for quote in re.finditer(QUOTED, text)
    ]  # « se pose côté + »: printed or quoted text, not where it lies
    return spans


def _placed_side(text: str, described: list[tuple[int, int]], asked: str) -> str | None:
    """The side a card lies on: "côté moins", "minus side", else "en négatif" said outside the question asked;
    a side the card's pictogram or placing rule names is not where it lies. None when unsaid or both said."""

    def lying(marker: re.Match[str]) -> bool:
        return not any(start <= marker.start() < end for start, end in described)

    strict = [(m.start(), "-") for m in re.finditer(MINUS.replace("|negati", ""), text) if lying(m)]
    strict += [(m.start(), "+") for m in re.finditer(PLUS.replace("|positi", ""), text) if lying(m)]
    if strict:  # two sides said where the card lies ("était côté +, maintenant côté −"): which one is unclear
        return strict[0][1] if len({sign for _, sign in strict}) == 1 else None
    stated = text.split("?")[0]
    stated = stated[
        : len(stated) - len(asked)
    ]  # "elle compte en négatif ?" asks; it does not say where the card lies
    return "-" if re.search(r"negati", stated) else "+" if re.search(r"positi", stated) else None


# An objective said changed ("avec un objectif modifié", "son objectif a changé", "his target was changed", "a modified goal"): its value
# must be read (by OBJECTIVE, a card beside "=11" or the −11 card), else the reading is unsure.
GOAL_WORD = r"\b(?:objectif|objective|target|goal)s?\b"
GOAL_CHANGED = (
    rf"{GOAL_WORD}[^.,;?\d]{{0,25}}?(?:modifi|chang|bouge|different|autre\b|moved|altered|shifted|passe\b|devenu|devient|became|become)"
    rf"|(?:modifi|chang|different|altered|shifted|nouvel|nouveau|new)\w*\s+(?:\w+\s+)?{GOAL_WORD}"
)


def _goal_change_unread(text: str) -> bool:
    """An objective said changed whose value no reader takes ("Ben a 8 avec un objectif modifié")."""
    if re.search(BESIDE_GOAL + "|" + MINUS_ELEVEN, text):
        return False  # the card beside "=11" or the −11 card says the change; their readers decide
    owned = rf"(?:objectif|objective|target|goal)\s+(?:de |d'|of )\w+\s*{GOAL_FILLER}{{0,4}}-?\d+"  # "l'objectif de Rémi est passé à 9"
    read = [m.span() for m in re.finditer(f"{OBJECTIVE}|{owned}", text)]
    return any(
        not any(start < m.end() and m.start() < end for start, end in read)
        for m in re.finditer(GOAL_CHANGED, text)
    )


# What an interdiction does, asked: "elle m'empêche toujours de gagner ?", "does it still block me?", "ça compte encore ?".
BAN_EFFECT = (
    r"empech|bloqu|\bprevent|\bstops?\b|\bblock|\beffet|\beffect|\bcompte|\bcounts?\b|valable|s'applique|\bappl(?:y|ies)"
    r"|\bmarche|\bworks?\b|\bactive\b"
)


def _interdiction_empty(text: str) -> Interpretation:
    if not (re.search(BAN, text) and re.search(EMPTY_PILE, text)) or _asks_who(text):
        return None
    return Verdict(
        R.INTERDICTION_EMPTY,
        "non",
        "Pioche vide : les cartes interdiction n'ont plus d'effet.",
        "Empty draw pile: interdiction cards no longer have any effect.",
    )


def _give_interdiction(text: str, names: list[str]) -> Interpretation:
    """The interdiction card found in the draw pile may go into another player's game (an opponent, or a player
    named as its receiver when the question asks whether it may: "je peux la poser chez Mathis ?", "put it in
    Sarah's play area?", "give it to Liam?")."""
    into_other = re.search(
        r"autre joueur|adversaire|another player|other player|opponent|chez (?:un|l')", text
    )
    if not into_other and names and re.search(MAY, text):
        named = "|".join(re.escape(fold_word(name)) for name in names)
        into_other = re.search(
            rf"(?:\bchez|\bde|\bd'|\ba|\bto|\bin|\binto|\bon|\bfor)\s+(?:{named})\b|\b(?:{named})'s\b",
            text,
        )
    from_pile = re.search(r"pioch|draw pile|\bdeck\b|\bdr[ae]wn?\b|\bpile\b", text)
    placing = re.search(r"plac|pos|mettre|mets|met |donn|jou|\bput\b|\bgive\b|\bplay\b", text)
    if not (re.search(BAN, text) and into_other and from_pile and placing) or re.search(
        r"depart|starting|start card", text
    ):
        return None
    if re.search(
        r"\bdoi[st]\b|\bdevoir\b|oblig|\bfaut\b|\bmust\b|have to|has to|forced|required|\bforcement\b",
        text,
    ):
        return None  # "dois-je la poser chez un adversaire ?": the booklet says it may, not that it must
    return Verdict(
        R.INTERDICTION_GIVE,
        "oui",
        "Oui : en plus des cartes de départ, une carte interdiction se trouve dans la pioche et peut être placée dans le jeu d'un autre joueur.",
        "Yes: the interdiction card from the draw pile may be placed in another player's game.",
    )


CLOSEST_ME = (
    r"(?:c'est moi|je suis|i'm|i am|(?:mon|my) (?:resultat|score|total|result|calcul)\s+(?:est|is))\s+"
    r"(?:le |la |the )?(?:plus proche|plus pres|closest|nearest)"
    r"|(?:je suis|i'm|i am|(?:mon|my) (?:resultat|score|total|result|calcul)\s+(?:est|is))\s+"
    r"(?:plus proche|plus pres|closer|nearer)[^.;?]{0,30}\b(?:que|than) (?:tous les autres|tout le monde|les autres|everyone|everybody|all the others|anyone)"
)
# The number of players said ("ils ne sont que deux", "on est 2 :", "on joue à 3", "we're only two", "there are 3 of us", "just the 2 of us").
PLAYER_COUNT = (
    r"\b(?:ils|elles|on|nous)\s+(?:ne\s+)?(?:sont|est|sommes|joue|jouent|jouons)\s+(?:que\s+|seulement\s+|juste\s+)?(?:a\s+)?([2-8])\b"
    r"(?!\s*(?:de|d'|du|points?|pour|avec|cartes?)\b)"
    r"|\b(?:we|they)(?:'re| are)\s+(?:only\s+|just\s+)?([2-8])\b(?!\s*(?:away|off|from|points?|short|cards?)\b)"
    r"|\b(?:only|just)\s+(?:the\s+)?([2-8])\s+of\s+(?:us|them)\b|\b(?:there are|il y a|il n'y a que)\s+(?:only\s+)?([2-8])\s+(?:of us|players|joueurs)\b"
    # the game's size: "partie à deux", "à 3 joueurs", "a 2-player game", "a game for two"
    r"|\b(?:partie|jeu|game)\s+(?:a|de|for|of|with)\s+([2-8])\b(?!\s*(?:de|d'|du|points?|pour|avec|cartes?|cards?)\b)"
    r"|\b(?:a|en|with|for)\s+([2-8])\s*(?:joueurs|players)\b|\b([2-8])[- ]players?\s+game\b"
)
ASKS_WHICH = r"\bquel(?:le)? joueu|\bwhich (?:player|one)\b|\blequel\b|\blaquelle\b"
ASKS_BOTH = r"(?:gagn|\bwin|l'emporte)[^?]{0,15}(?:tous (?:les )?2|\bboth\b|ensemble|together|\btous\b)|(?:\bboth|\btous les 2)[^?]{0,10}(?:gagn|\bwin)"
ASKS_ANY = (
    r"\b(?:un|une|a|any) (?:gagnant|vainqueur|winner)\b|(?:quelqu'un|qqn)\s+(?:(?:a|qui)\s+)?(?:gagn|l'emporte)"
    r"|\b(?:any|some)(?:one|body)\s+(?:\w+\s+)?(?:wins?|won)\b"
    r"|\b(?:one|either) of (?:them|us|you|the 2)\s+(?:\w+\s+)?win|\bl'une? (?:d'eux|d'elles|des 2|de nous|de vous)\s+(?:\w+\s+)?(?:gagne|l'emporte)"
)
# A win asked in the negative ("personne ne gagne ?", "nobody wins?", "il n'y a pas de gagnant ?"): "oui" or "non" could
# mean either, so no yes/no verdict.
ASKS_NONE = (
    r"\bpersonne\s+(?:ne\s+|n')?(?:gagn|l'emporte)|\b(?:nobody|no one|no-one|none of (?:us|them))\s+(?:\w+\s+)?(?:wins?|won)\b"
    r"|\b(?:pas de|aucun|no|not a|not any)\s+(?:gagnant|vainqueur|winner)\b"
)
# A draw asked: "égalité ?", "match nul ?", "ex aequo ?", "is it a draw / a tie?", "do we replay?", "faut rejouer ?", a new game
# to settle it ("on doit refaire une partie pour les départager ?", "do we need another game to break the tie?").
ASKS_DRAW = (
    r"\begalite\b|\bmatch nul\b|\bex aequo\b|\b(?:a|it's a|is it a|a) (?:draw|tie)\b|\b(?:are|were) (?:we|they) tied\b"
    r"|\brejou|\brecommenc|\breplay|\bplay (?:it )?again|\bstart (?:over|again)"
    r"|\brefai\w*\s+(?:une\s+|la\s+)?partie|\b(?:une|la)\s+(?:autre|nouvelle)\s+partie\b|\bpartie\s+(?:de plus|supplementaire)\b|\bdepartag"
    r"|\b(?:another|a new|a second|one more) (?:game|round)\b|\brematch\b|\bbreak the tie\b|\btie-?break"
)
ASKS_ME = (
    r"\b(?:j'ai|je|jai)\s+(?:\w+\s+){0,2}?(?:gagn|l'emporte)|\bai-je\b|\bdid i\b|\bdo i\b|\bhave i\b|\bi win\b|\bi won\b|\bam i\b"
    r"|\bsuis-je\b|\bje suis (?:le |la )?(?:gagnant|vainqueur)|c'est moi qui"
)


def _asks_who(text: str) -> bool:
    """A "qui / who" that asks: opening a clause ("…, qui gagne ?", "c'est qui ?", "so who wins?") or ending
    the question ("le gagnant est qui ?"), not a relative one after a word ("la carte interdiction qui était
    dans la pioche", "the player who is closest"), nor one outside the question's sentence ("L'interdiction, qui
    venait de la pioche, est devant moi. …, j'ai gagné ?")."""
    text = re.split(r"[.!;]", text.split("?")[0])[-1]
    for found in re.finditer(WHO, text):
        before = re.search(r"([\w'-]+(?: it)?)\s*$", text[: found.start()])
        if (
            before is None
            or re.fullmatch(WHO_OPENER, before[1])
            or re.search(r"[.,;:!?(]\s*$", text[: found.start()])
            or re.match(r"\s*(?:\?|$)", text[found.end() :])
        ):  # "le gagnant est qui ?"
            return True
    return False


def _end_of_game(question: str, text: str) -> Interpretation:
    asks_who = _asks_who(text) or re.search(ASKS_WHICH, text.split("?")[0])
    asked = text.split("?")[0]
    asked = asked[max(asked.rfind("."), asked.rfind(";"), asked.rfind(":")) + 1 :]
    level = r"aussi (?:proche|pres)|autant|as close|just as|equally|egalite|ex aequo|\btie|\btied|meme (?:ecart|distance)|same (?:distance|gap)"
    if (
        not asks_who
        and (
            re.search(CLOSEST_ME, text)
            and re.search(ASKS_ME, asked)
            or _closest_other_asked(question, text, asked)
        )
        and not re.search(r"\bpas\b|\bnot\b|n't\b|" + level, text)
    ):
        rule = R.INTERDICTION_EMPTY if re.search(BAN, text) else R.EMPTY_PILE
        return Verdict(
            rule,
            "oui",
            "Oui : pioche vide, le plus proche de son objectif gagne, et les cartes interdiction n'ont plus d'effet quand la pioche est vide.",
            "Yes: with the draw pile empty the player closest to their objective wins, and interdiction cards no longer have any effect.",
        )
    ask = MissingSituation(
        R.EMPTY_PILE,
        "Donne le résultat et l'objectif de chaque joueur (ex. « moi à 9, objectif 11 ; lui à 14, objectif 13 »).",
        "Give each player's result and objective.",
    )
    if _goal_change_unread(text) or re.search(
        r"(?:\bn'|\bpas\b|\bnot\b|n't\b)[^.;:?]{0,30}(?:objectif|objective|target|goal)", text
    ):
        return ask  # "Ben a 8 avec un objectif modifié", "ils n'ont pas tous les deux 11 comme objectif": an objective not said
    count = re.search(
        PLAYER_COUNT, text
    )  # "ils ne sont que deux", "on est 2", "there are 3 of us": the players read must match
    text = _blank(PLAYER_COUNT, text)
    size = int(next(g for g in count.groups() if g)) if count else None
    lines = read_players(question, text, OBJECTIVE, _goal_modifier)
    verdict: Verdict | None
    if lines is not None:
        verdict, players = end_winner(lines), [line.name for line in lines]
        if size is not None and size != len(lines):
            return ask
    else:  # "my result is exactly my target; the others are 2 and 3 away from theirs"
        distances = read_distances(question, text, OBJECTIVE, _goal_modifier)
        verdict = end_winner_by_distance(*distances) if distances else None
        if (
            distances is None
            or verdict is None
            or size is not None
            and size != len(distances[0]) + len(distances[1])
        ):
            return ask  # unread, a tie the players' results would break, or another number of players than said
        players = list(distances[0])
    if re.search(BAN, text):
        verdict = replace(
            verdict,
            explanation=verdict.explanation
            + " Les cartes interdiction n'ont plus d'effet quand la pioche est vide.",
            explanation_en=verdict.explanation_en
            + " Interdiction cards no longer have any effect once the draw pile is empty.",
        )
    if asks_who:
        return (
            verdict if verdict.verdict is not None else ask
        )  # the closest is a player the question does not name
    winner = verdict.verdict
    if re.search(ASKS_NONE, asked):
        return None  # asked in the negative: which answer means "no winner" is unclear
    if re.search(
        ASKS_DRAW, asked
    ):  # "is it a draw?", "match nul ?", "on doit rejouer ?": no winner
        answer, why = (
            ("oui", "pas de vainqueur, il faut rejouer")
            if winner == "personne"
            else ("non", f"vainqueur : {winner or 'un autre joueur'}")
        )
    elif re.search(ASKS_BOTH, asked):
        answer, why = "non", "il n'y a jamais deux vainqueurs"
    elif re.search(ASKS_ANY, asked):
        answer, why = (
            ("non", "pas de vainqueur")
            if winner == "personne"
            else ("oui", f"vainqueur : {winner}")
        )
    elif re.search(ASKS_ME, asked) and "toi" in players:
        answer, why = (
            ("oui", "tu gagnes")
            if winner == "toi"
            else ("non", f"vainqueur : {winner or 'un autre joueur'}")
        )
    else:
        return None  # a yes/no question about someone the reader cannot tell
    return Verdict(
        verdict.rule,
        answer,
        f"{answer.capitalize()} : {verdict.explanation} ({why}).",
        verdict.explanation_en,
    )


def _closest_other_asked(question: str, text: str, asked: str) -> bool:
    """Another player said the closest to their objective ("Max est le plus proche de son objectif", "he's the only one
    closest to his target", "c'est elle la plus proche") and the win asked of that same player ("does he still win?",
    "Max gagne ?", "a-t-elle gagné ?"): at most one player named, no first person in the question asked, and no
    "aussi / too" (another player as close)."""
    names = [re.escape(fold_word(name)) for name in player_names(question)]
    if (
        len(names) + len(unread_names(question)) > 1
        or re.search(FIRST_PERSON, asked)
        or re.search(r"\baussi\b|\btoo\b|\balso\b", text)
    ):
        return False
    who = rf"(?:{names[0]}|il|elle|lui|he|she)" if names else r"(?:il|elle|lui|he|she)"
    closest = (
        rf"\b{who}(?:'s|\s+is|\s+est)\s+(?:the only (?:one|1)\s+|le seul\s+|la seule\s+|the one\s+|celui\s+|celle\s+)?(?:qui est\s+|who'?s?\s+)?"
        r"(?:le |la |the )?(?:plus proche|plus pres|closest|nearest)"
        rf"|\b{who}(?:'s|\s+is|\s+est)\s+(?:plus proche|plus pres|closer|nearer)[^.;?]{{0,30}}\b(?:que|than) (?:tous les autres|tout le monde"
        r"|les autres|everyone|everybody|all the others|anyone)"
        rf"|c'est {who} (?:qui est )?(?:le |la )?plus (?:proche|pres)"
    )
    asks = (
        rf"\b(?:does|did|has|is|will)\s+{who}\b[^?]{{0,20}}(?:win|won|winner)|\b{who}\s+(?:\w+\s+){{0,2}}?(?:gagn|l'emporte|wins|won)"
        r"|gagne-t-(?:il|elle)|a-t-(?:il|elle) gagne|est-(?:il|elle) (?:le |la )?(?:gagnant|vainqueur)"
    )
    return bool(re.search(closest, text) and re.search(asks, asked))


# An interdiction put back without its name after one said gone: "…, mais Tom m'a mis celle de la pioche", "then Léa gave me the
# one from the pile"; and a mention the asker is not sure of: "je sais pas si mon interdiction est encore là".
BAN_BACK = (
    r"celle de la pioche|l'autre interdiction|the one from the (?:draw )?pile|the other ban|\b(?:m'a|m'ont|me)\s+(?:re)?(?:mis|pose|place|donne|refile|colle)\b"
    r"|\b(?:gave|put|placed|slapped|dropped)\s+(?:me\s+)?(?:another|one|the one|a new)\b|\b(?:gave|put|placed) (?:it|one) (?:back )?(?:on|in) me\b"
    # given back: "elle me l'a remise", "il me l'a rendue", "Tom put it back", "gave it back to me"
    r"|\b(?:m'|me )(?:l'|la )(?:a |ont )?(?:re)?(?:mis|pose|place|donne|rendu|refile|colle)|\b(?:remis|reposee?|redonnee?|rendue?)\b"
    r"|\b(?:put|gave|handed|passed|slapped|stuck) it back\b|\bback (?:on|to) me\b"
)
BAN_UNSURE = (
    r"\b(?:dit|disent|pense|pensent|croit|croient|affirme|pretend|says|said|thinks|thought|claims|reckons)\b(?:\s+(?:que|qu'|that))?"
    r"|sai[st] pas si|ne sai[st] pas|suis pas sur|pas sur que|not sure|don't know|do not know|dunno|peut-etre|maybe|perhaps|je crois|i think"
)


def _ban(text: str) -> bool | None:
    """Whether an interdiction is visible: None when the question mentions one without saying it is there or gone."""
    if not re.search(BAN, text):
        return False
    if any(
        re.search(BAN_UNSURE, _clause_before(text, m.start(), 40)) for m in re.finditer(BAN, text)
    ):
        return None  # "je sais pas si mon interdiction est encore là": not stated
    gone = re.search(
        rf"{NEGATED_BAN}|(?:{REMOVED})[^.;,?]{{0,30}}(?:{BAN})|(?:{BAN})[^.;,?]{{0,25}}(?:{REMOVED})",
        text,
    )
    if gone and re.search(BAN_BACK, text[gone.end() :]):
        return None  # gone, then one put back: which holds?
    negated = [m.span() for m in re.finditer(NEGATED_BAN, text)]
    if (
        negated
    ):  # another mention said there ("…, mais Léa m'a posé celle de la pioche") makes it unsure
        others = [
            m
            for m in re.finditer(BAN, text)
            if not any(start <= m.start() < end for start, end in negated)
        ]
        return None if any(_ban_present(text, m) for m in others) else False
    removal = re.search(
        rf"(?:{REMOVED})[^.;,?]{{0,30}}(?:{BAN})|(?:{BAN})[^.;,?]{{0,25}}(?:{REMOVED})", text
    )
    if removal:
        before = _clause_before(text, removal.start(), 25) + removal[0]
        return (
            None
            if re.search(
                r"\bpas\b|\bn'|\bnot\b|n't\b|\bjamais\b|\bnever\b|\bencore\b|\bstill\b", before
            )
            else False
        )
    return True if any(_ban_present(text, m) for m in re.finditer(BAN, text)) else None


def _ban_present(text: str, mention: re.Match[str]) -> bool:
    """An interdiction mention said to be there ("encore", "j'ai une", "posée chez moi") in its clause."""
    after = re.split(r"[.,;:?]", text[mention.start() : mention.end() + 45])[0]
    return bool(re.search(PRESENT_BAN, _clause_before(text, mention.start(), 30) + after))


def _clause_before(text: str, pos: int, width: int) -> str:
    """Up to width characters before pos, stopping at a clause end or a number (another fact)."""
    window = text[max(0, pos - width) : pos]
    return re.split(r"[.,;:?]|\d", window)[-1]


def _colour_count(text: str) -> int | None:
    """Numbers of one's own colour in play (start cards not counted); None when a colour is said but not read."""
    zero = re.search(
        ZERO_OWN_COLOUR, text
    )  # "none of those cards are my colour", "aucun chiffre de ma couleur"
    counted = re.search(COLOUR, _blank(ZERO_OWN_COLOUR, text))
    count = int(next(g for g in counted.groups() if g)) if counted else None
    hues = {hue for hue, words in HUES.items() if re.search(words, text)}
    if count is not None and len(hues) > 1:
        return None  # "3 cartes vertes mais ma couleur est le bleu": which colour is the asker's?
    if zero:
        return 0 if count is None else None  # none said, and a count too: which is it?
    if count is not None and re.search(WITH_START, text):
        return None  # "3 cartes de ma couleur en comptant mes cartes de départ": the numbers alone are not said
    if re.search(NO_COLOUR_BONUS, text):
        return None if count is not None and count >= 3 else 0
    if count is not None:
        return count
    if re.search(HAS_COLOUR_BONUS, text):
        return 3
    return None if re.search(rf"couleur|colou?r|\b(?:{COLOUR_NAMES})\b", text) else 0


# The result said to be the objective, with no number: "ça me met pile à mon objectif", "je tombe pile sur mon objectif",
# "j'ai atteint mon objectif", "I'm exactly on my target", "I hit my goal", "my result equals my target", "on target".
ON_MY_GOAL = (
    r"(?:\b(?:pile|exactement|precisement|juste|exactly|right|spot|bang)\s+(?:sur|a|on|at|de|dans|egal a|equal to|to)?\s*"
    r"|\b(?:egale?|equals?|matches|=|atteint|atteins|reached|reach|hit|met|meets|rempli|remplis|tombe sur|tombe a|lands? on"
    r"|landed on|arrive a|arrive sur|suis a|est a|i'm at|am at|is at|i'm on|am on|is on|me met a|le met a|la met a"
    r"|puts (?:me|him|her) (?:at|on)|gets (?:me|him|her) to)\s+(?:a\s+|to\s+)?)"
    r"(mon|ma|my|notre|our|son|sa|his|her|their|leur)\s+(?:propre\s+|own\s+)?(?:objectif|objective|target|goal)\b"
    r"|\bon target\b|\b(?:pile|exactement|exactly|right|spot)\s+(?:dessus|on it)\b"
)
NOT_ON_GOAL = r"\bpas\b|\bnot\b|n't\b|\bjamais\b|\bnever\b|presque|almost|nearly|\bloin\b|\bfar\b|\bne\b|\bn'|\bno longer\b|\bsans\b|\bwithout\b"


# An age ("j'ai 11 ans", "I'm 11 years old", "10 ans et demi") is no result.
AGE = r"\b\d+\s*(?:ans|an|years?(?:\s+old)?|yo|y/o)\b(?:\s+(?:et (?:demi|\d+ mois)|and a half))?"
# A card whose value is not said: "côté - 2 et 1 autre carte", "and another card on my plus side".
UNVALUED_CARD = r"\b(?:\d+|une?|an?)\s+(?:autres?|other|more)\s+(?:cartes?|cards?)\b|\banother card\b|\bune? cartes? de plus\b"
# The +/- card turned round ("j'ai retourné ma carte +/-", "Paul flipped my +/- card"): the sides said may be before or after.
PIVOTED = rf"(?:{TURNED})[^.;?]{{0,40}}(?:\+\s*/\s*-|\+\s*et\s*-|\+ and -)|(?:\+\s*/\s*-|\+\s*et\s*-|\+ and -)[^.;?]{{0,30}}(?:{TURNED})"


# A distance to one's objective, not a result: "je suis à 2 de mon objectif", "I'm 3 away from my target".
DISTANCE_SAID = (
    r"\b(?:a|at)\s+\d+\s+(?:points?\s+)?(?:de|d'|du|from)\s*(?:mon|ma|my|son|sa|his|her|l'|the)\s*(?:objectif|objective|target|goal)"
    r"|\b\d+\s+(?:points?\s+)?(?:away|off|short|under|over|above|below|en dessous|au dessus|au-dessus|en-dessous)\b"
)
# A card another player puts in the asker's line ("Léa me pose un 3 côté −", "Paul drops a 5 on my plus side"): the
# rest of the line is not said, so the card alone is not the line.
ADDED_BY_OTHER = (
    r"\b(?:me|m')\s*(?:a\s+|ont\s+)?(?:pose|refile|donne|met|ajoute|file|colle|place|balance)\w*"
    r"|\b(?:il|elle|he|she|they)\s+(?:a\s+)?(?:pose|refile|donne|met|mis|ajoute|colle|place|balance|drops?|dropped|puts?"
    r"|plays?|played|lays?|laid|places?|placed|adds?|added|gives?|gave|slaps?)\b"
    r"|(?<!\bje )(?<!\bj'ai )(?<!\bi )(?:pose|met|ajoute|place|drops|dropped|puts|laid|lays|placed|places|adds|added|plays|played)"
    r"\s+[^.?;]{0,25}?\b(?:chez moi|dans mon jeu|dans ma ligne|on my|in my|into my)\b"
)


def _on_goal(text: str) -> bool | None:
    """The result said to be the objective itself (True), not said (False), or said in a way not read (None: negated,
    "presque", or another player's objective in a question about the asker)."""
    found = [m for m in re.finditer(ON_MY_GOAL, text) if not _asked_not_stated(text, m)]
    if not found:
        return False
    for m in found:
        if re.search(NOT_ON_GOAL, _clause_before(text, m.start(), 30)):
            return None
        if m[1] in ("son", "sa", "his", "her", "their", "leur") and re.search(FIRST_PERSON, text):
            return None  # "Léa est pile sur son objectif, j'ai gagné ?": whose result is it?
    return True


def _asked_not_stated(text: str, found: re.Match[str]) -> bool:
    """The phrase is what the question asks ("je suis pile sur mon objectif ?"), not a fact: its clause ends the
    question and says nothing of winning."""
    end = text.find("?", found.end())
    clause_end = min(
        [i for i in (text.find(c, found.end()) for c in ".,;!") if i >= 0] or [len(text)]
    )
    return end >= 0 and end <= clause_end and not WIN.search(text[found.start() : end])


def _line(text: str) -> Line | None:
    """The asker's line, read only when every stated fact is placed (else None: unsure)."""
    ban, colour, on_goal = _ban(text), _colour_count(text), _on_goal(text)
    if (
        ban is None
        or colour is None
        or on_goal is None
        or _goal_change_unread(text)
        or re.search(f"{PIVOTED}|{UNVALUED_CARD}", text)
    ):
        return None  # the +/- card turned round (which side the cards now lie on), or a card of unsaid value: not read
    rest = _blank(
        AGE, _blank(START_ASIDE, _blank(COLOUR, text))
    )  # "j'ai 11 ans": an age, no result
    bonus_card = re.search(
        MINUS_ELEVEN, rest
    )  # "replaces my 11 target with -11": the objective is −11
    rest = _blank(MINUS_ELEVEN, rest)
    objective = _first(OBJECTIVE, rest)
    rest = _blank(OBJECTIVE, rest)
    if bonus_card:
        if objective not in (None, -11):
            return None  # another objective said too: which one holds?
        objective = -11
    if _beside_goal_elsewhere(rest):
        return None  # "un 2 à droite du =11 chez Léa": another player's objective, not the asker's
    delta, rest = _goal_modifier(rest)
    if delta is None or (delta and objective not in (None, 11, 11 + delta)):
        return None
    if delta:
        objective = 11 + delta
    plus, minus, unplaced = _sides(rest)
    if plus or minus:
        if unplaced and not _result_agrees(rest, plus, minus):
            return None
        if not on_goal and re.search(ADDED_BY_OTHER, text):
            return None  # "Léa me pose un 3 côté −": one card added, the rest of the line not said
        if (
            on_goal
        ):  # the sides' sum said to be the objective: an objective said too must be that sum
            if objective not in (None, sum(plus) - sum(minus)) or delta or bonus_card:
                return None
            objective = sum(plus) - sum(minus)
    else:
        if re.search(DISTANCE_SAID, rest):
            return None  # "je suis à 2 de mon objectif": a distance, not a result of 2
        rest = _blank(CARD_COUNT, rest)
        total = re.search(TOTAL, rest)
        reached = (
            on_goal
            or objective is not None
            and re.search(r"atteint|reached|rempli|\bmet\b|\bhit\b", rest)
        )
        if not total and not reached:
            return None
        if total:
            rest = rest[: total.start()] + " " * len(total[0]) + rest[total.end() :]
        if _numbers(rest):
            return None  # a number the reader did not place
        if total:
            plus = [int(total[1])]
        else:
            if objective is None:
                objective = 11  # "pile à mon objectif", no objective said: the usual 11, validated all the same
            plus = [objective]
        if total and (
            on_goal or re.search(GOAL_IS_RESULT, rest)
        ):  # "ça me met à 11 pile, c'est mon objectif": the result is the objective
            if objective not in (None, plus[0]) or delta or bonus_card:
                return None
            objective = plus[0]
    return Line(tuple(plus), tuple(minus), objective if objective is not None else 11, ban, colour)


def _beside_goal_elsewhere(text: str) -> bool:
    """A card beside "=11" said in another player's game, in a question that also speaks in the first person: "un 2 à
    droite du =11 chez Léa", "à droite du =11 de Léa", "right of his =11"."""
    if not re.search(FIRST_PERSON, text):
        return False  # "Mathis a un 2 à droite de son =11, il valide ?": the one player asked about
    for beside in re.finditer(BESIDE_GOAL, text):
        start = max(text.rfind(c, 0, beside.start()) for c in ".,;?") + 1
        end = min(
            [i for i in (text.find(c, beside.end()) for c in ".,;?") if i >= 0] or [len(text)]
        )
        clause = text[start:end]
        if re.search(
            rf"{ELSEWHERE}|\b(?:son|sa|leur|his|her|their)\s+(?:carte\s+|card\s+)?(?:=\s*11|objectif|objective)\b",
            clause,
        ) or re.match(r"\s*(?:de|d'|of)\s*(?!moi\b|me\b)\w", text[beside.end() : end]):
            return True
    return False


# The result said to be the objective: "…, which is my goal", "ce qui est (pile) mon objectif", "= mon objectif".
GOAL_IS_RESULT = (
    r"(?:which|that|ce qui|qui|c'est|soit|=)\s+(?:is\s+|est\s+|fait\s+|equals\s+)?(?:exactly\s+|exactement\s+|pile\s+|juste\s+)?"
    r"(?:mon|my|son|sa|his|her)\s+(?:objectif|objective|goal|target)\b"
)


def _result_agrees(text: str, plus: list[int], minus: list[int]) -> bool:
    """The sides' cards, and a result said with them ("…, -2 de l'autre, ça fait 11 pile") that is their sum."""
    said = re.search(TOTAL, text)
    if said is None or int(said[1]) != sum(plus) - sum(minus):
        return False
    return _sides(text[: said.start()] + " " * len(said[0]) + text[said.end() :]) == (
        plus,
        minus,
        [],
    )


# Validating asked as reaching the objective: "did I hit my target?", "have I reached my goal?", "ai-je atteint mon objectif ?".
REACHED_ASKED = (
    r"\b(?:did|have|has) (?:i|he|she) (?:hit|reached?|met|made) (?:my|his|her|the) (?:target|goal|objective)\b[^.;!]*\?"
    r"|\b(?:ai-je|j'ai|est-ce que j'ai) (?:bien )?(?:atteint|rempli) (?:mon|l') ?objectif\b[^.;!]*\?"
)


def _win(text: str) -> Interpretation:
    if not WIN.search(text) and not re.search(REACHED_ASKED, text):
        return None
    if _asks_who(text):
        return _who_won_now(text)
    if re.search(OWN_MOVE, text) and not re.search(
        FIRST_PERSON,
        _blank(OWN_MOVE, text.split("?")[0][: len(text.split("?")[0]) - len(_asked_clause(text))]),
    ):
        return None  # "je pose une carte chez Paul, il arrive à 11. J'ai gagné ?": the state told is not the asker's
    if re.search(GAP, text) and re.search(r"combien|how much|how many|how far", text):
        return None  # "il me manque combien pour valider ?": the gap, not whether it is won
    if re.search(BAN, text) and _ban(text) is None:
        return MissingSituation(
            R.INTERDICTION,
            "Ta carte interdiction est-elle encore visible dans ton jeu ?",
            "Is your interdiction card still visible in your game?",
        )
    line = _line(text)
    if line is None:
        if not re.search(
            r"\bj'ai\b|\bjai\b|\bi have\b|\bai-je\b|\bi'm\b|\bje suis\b|\bmy\b|\bmon\b|\bmes\b",
            text,
        ):
            return None
        if re.search(r"\bcomment\b|\bhow (?:do|does|can|could|to)\b|\bpourquoi\b|\bwhy\b", text):
            return None  # "comment je valide mon objectif ?": how the rule works, for retrieval
        if re.search(r"\bbonus\b", text) and re.search(
            r"couleur|colou?r", text
        ):  # "does my colour bonus get me there?"
            return MissingSituation(
                R.COLOUR_BONUS,
                "Dis-moi ton résultat (ou tes cartes côté + et côté −), ton objectif, combien de chiffres "
                "de ta couleur tu as (cartes de départ non comptées) et si une interdiction est visible.",
                "Tell me your result (or your + and − cards), your objective, how many numbers of your own colour you have "
                "(starting cards not counted) and whether an interdiction is visible.",
            )
        return MissingSituation(
            R.IMMEDIATE_WIN,
            "Dis-moi ton résultat (ou tes cartes côté + et côté −), ton objectif et si une interdiction est visible.",
            "Tell me your result (or your + and − cards), your objective and whether an interdiction is visible.",
        )
    mentioned_ban = re.search(BAN, text)
    if line.validates() and not mentioned_ban:
        return MissingSituation(
            R.INTERDICTION,
            f"Ton résultat ({line.result()}) valide l'objectif : as-tu encore une carte interdiction visible ?",
            f"Your result ({line.result()}) meets the objective: is an interdiction card still visible?",
        )
    return has_won(line)


def _who_won_now(text: str) -> Interpretation:
    """ "Who wins?" before the draw pile is empty: the asker, when their line validates with no interdiction (immediate win,
    whoever's turn it is); any other case depends on the other players' lines, which are not read."""
    if (
        re.search(EMPTY_PILE, text)
        or not re.search(FIRST_PERSON, _blank(OWN_MOVE, text))
        or re.search(r"\bpas\b|\bnot\b|n't\b", re.split(r"[.;!,]", text.split("?")[0])[-1])
    ):
        return None  # no first person but the asker's own move ("je pose une carte chez Paul, il arrive à 12…"): not the asker's line
    line = _line(text)
    if line is None or not re.search(BAN, text) or not line.validates() or line.interdiction:
        return (
            None  # the interdiction not said, or no immediate win: who wins depends on the others
        )
    won = has_won(line)
    return Verdict(won.rule, "toi", f"Toi : {won.explanation}", f"You: {won.explanation_en}")


# The asker's own move, which says nothing of the asker's line: "c'est mon tour", "je pose une carte chez Paul",
# "I play a card in Tom's line" (a card of no value said: a value would be a fact to place).
OWN_MOVE = (
    r"\b(?:c'est|c'etait)\s+(?:a\s+)?mon tour\b|\bit'?s my turn\b|\b(?:on|during) my turn\b|\b(?:a|pendant) mon tour\b"
    r"|\b(?:je|j')\s*(?:lui\s+|leur\s+)?(?:pose|joue|mets|place|ajoute|balance|colle)\s+(?:une|1)\s+carte\b"
    r"(?:\s+(?:chez|dans le jeu de|dans la ligne de)\s+[\w-]+)?"
    r"|\bi\s+(?:put|play|place|lay|drop|add)\s+(?:a|one)\s+card\b(?:\s+(?:in|on|into)\s+[\w-]+(?:'s)?(?:\s+(?:line|game|area|side))?)?"
)


def _other_won_now(question: str, text: str) -> Interpretation:
    """A win before the draw pile is empty, one other player's line told, asked "who wins?" or of that player ("Paul
    gagne ?", "does she win?"): that player wins when the line validates with no interdiction ("À chaque carte posée, on
    vérifie si un joueur valide son objectif", whoever put the card): "c'est mon tour, je pose une carte chez Paul et il
    tombe pile sur son objectif, sans interdiction dans son jeu. Qui gagne ?" → Paul. Read only with one player named,
    the asker saying nothing but their own move, that player's interdiction said, and the result exactly the objective
    (a win through the colour bonus's ±2 is left to the other readers)."""
    asked = re.split(r"[.;!,:]", text.split("?")[0])[-1]
    if (
        not WIN.search(asked)
        or re.search(EMPTY_PILE, text)
        or re.search(r"\bpas\b|\bnot\b|n't\b", asked)
    ):
        return None
    names = list(dict.fromkeys([*player_names(question), *unread_names(question)]))
    told = _blank(OWN_MOVE, text)
    if len(names) != 1 or re.search(FIRST_PERSON, told) or re.search(OTHER_SIDE, told):
        return None  # several players, or the asker's own facts: the asker's reader
    who = _asks_who(text)
    if not who and not re.search(
        rf"\b{re.escape(fold_word(names[0]))}\b|\b(?:il|elle|he|she)\b", asked
    ):
        return None
    line = _line(told)
    if line is None or _ban(told) is None or not re.search(BAN, told) or line.distance():
        return None  # the interdiction not said, or not exactly on the objective
    won = has_won(line)
    if who:
        return (
            Verdict(
                won.rule,
                names[0],
                f"{names[0]} : {won.explanation}",
                f"{names[0]}: {won.explanation_en}",
            )
            if won.verdict == "oui"
            else None
        )
    return Verdict(
        won.rule,
        won.verdict,
        f"{names[0]} : {won.explanation}",
        f"{names[0]}: {won.explanation_en}",
    )


BONUS_ASKED = (
    r"(?:\bai\b|\bj'ai\b|ai-je|\ba\b|a-t-(?:il|elle)|\bont\b|droit|benefici|profit|\bhave\b|\bhas\b|\bget\b|\bgets\b|\bgot\b"
    r"|qualif|entitled|earn)[^.;?]{0,25}\bbonus|\bbonus\b[^.;?]{0,25}(?:\bcompte\b|s'applique|appl(?:y|ies)|counts?\b|valable"
    r"|\bmarche\b|fonctionne|\bjoue\b|s'active|\bactif\b|\bworks?\b|kicks? in|\bactive\b|\bon\s*$)"
)
OWN_CONTEXT = r"depart|\bstart|(?:ma|my|sa|his|her|their) (?:propre |own )?(?:couleur|colou?r)|je joue (?:les |le )?|i(?:'m)? play"
WITH_START = (
    r"(?<!sans )(?<!not )(?:en comptant|y compris|compris|including|counting|incl\.?|\bdont|\bavec|\bwith|parmi (?:elles|eux|lesquelles)|of which|among (?:them|which))\s+(?:les |mes |ses |my |the |his |her )?"
    r"(?:2 )?(?:cartes? (?:de )?depart|start(?:ing)? (?:cards?|ones?))"
)


def _colour_bonus(text: str, subjects: set[str]) -> Interpretation:
    """ "J'ai bien le bonus de couleur ?", "does Léa get the colour bonus?": 3 numbers of one's colour or not; asked when unsaid."""
    asked = re.split(r"[.;!]", text.split("?")[0])[-1]
    if not (
        re.search(r"\bbonus\b", asked)
        and re.search(r"couleur|colou?r", text)
        and re.search(BONUS_ASKED, asked)
    ):
        return None
    if WIN.search(asked) or re.search(
        r"extension|expansion|carte bonus|bonus card|pioche bonus|bonus pile|comment|\bhow\b|c'est quoi"
        r"|\bwhat\b|combien|[+-]\s*2\b",
        asked,
    ):
        return None  # winning with it, or how the bonus works: other readers, or retrieval
    if (
        len(subjects) != 1
        or "l'adversaire" in subjects
        or re.search(NO_COLOUR_BONUS + "|" + WITH_START, text)
    ):
        return None  # whose bonus is unclear, or the count said with the start cards
    counts = list(re.finditer(COLOUR, _blank(ZERO_OWN_COLOUR, text)))
    zero = re.search(ZERO_OWN_COLOUR, text)
    if len(counts) + bool(zero) > 1:
        return None
    ask = (
        "Combien de chiffres de sa couleur (celle des cartes de départ) y a-t-il dans le jeu, cartes de départ non comptées ?",
        "How many numbers of the player's own colour (the starting cards' colour) are in play, starting cards not counted?",
    )
    if not zero and (
        not counts or not (re.search(OWN_COLOUR, counts[0][0]) or re.search(OWN_CONTEXT, text))
    ):
        return MissingSituation(R.COLOUR_BONUS, *ask)
    if _sides(_blank(TOTAL, _blank(COLOUR, _blank(ZERO_OWN_COLOUR, text))))[2]:
        return None  # a number the reader did not place (a side's cards, a result and an objective are)
    count = 0 if zero else int(next(g for g in counts[0].groups() if g))
    answer = "oui" if count >= 3 else "non"
    return Verdict(
        R.COLOUR_BONUS,
        answer,
        f"{count} chiffre(s) de sa couleur dans le jeu : il en faut 3 pour le bonus de +2 ou −2 ({'acquis' if count >= 3 else 'pas acquis'}).",
        f"{count} number(s) of the player's own colour in play: 3 are needed for the ±2 bonus ({'has it' if count >= 3 else 'does not have it'}).",
    )


def _result(text: str) -> Interpretation:
    plus, minus, unplaced = _sides(_goal_modifier(text)[1])
    claim = re.search(CLAIM, text)
    if not (plus or minus) or not (
        claim or re.search(r"combien|how much|how many|result|total|score|ca fait|ca donne", text)
    ):
        return None
    if re.search(f"{UNVALUED_CARD}|{PIVOTED}", text) and not re.search(
        r"\bmaintenant\b|\bdesormais\b|\bnow\b", text
    ):
        return None  # a card of unsaid value, or the +/- card turned round with the sides said before or after: not read
    if _asks_objective(text) or re.search(GAP, text):
        return None  # "mon objectif c'est combien ?", "il me manque combien ?": not the sum of the sides
    if claim and unplaced == [int(claim[1])] and not re.search(r"combien|how much|how many", text):
        return _claim_checked(
            Line(tuple(plus), tuple(minus)), int(claim[1])
        )  # "ça fait 11 ?": yes or no
    if unplaced:
        return None  # a number on no side: the reading would be partial
    added = re.search(ADDED_BY_OTHER, text)
    if added and not re.search(f"{PLUS}|{MINUS}", re.split(r"[.,;?!]", text[added.start() :])[0]):
        return None  # "…, et Léa m'a posé un 3": that card's side is not said
    return result_verdict(Line(tuple(plus), tuple(minus)))


def _claim_checked(line: Line, said: int) -> Verdict:
    """A result proposed by the question ("ça fait bien 11 ?", "is that 12?"), checked against the sides."""
    summed = result_verdict(line)
    answer = "oui" if line.result() == said else "non"
    return Verdict(
        summed.rule, answer, f"{answer.capitalize()} : {summed.explanation}", summed.explanation_en
    )


def _gap(text: str) -> Interpretation:
    """ "Il me manque combien pour mon objectif ?": objective minus result, when both are said."""
    if not re.search(GAP, text) or not re.search(
        r"objectif|objective|target|goal|\b11\b|\bvalid", text
    ):
        return None
    if re.search(r"combien d[e']|how many", text):
        return None  # "combien de cartes me manque-t-il…": not the points to the objective
    line = _line(text)
    if line is None:
        return MissingSituation(
            R.OBJECTIVE,
            "Dis-moi ton résultat (ou tes cartes côté + et côté −) et ton objectif.",
            "Tell me your result (or your + and − cards) and your objective.",
        )
    gap = line.objective - line.result()
    if gap < 0 or line.has_bonus():
        return None  # past the objective ("il me manque combien si j'ai 14 ?"), or the colour bonus's ±2 may close the gap
    return Verdict(
        R.OBJECTIVE,
        gap,
        f"Résultat {line.result()} pour un objectif de {line.objective} : il manque {gap}.",
        f"Result {line.result()} for an objective of {line.objective}: {gap} to go.",
    )


def _unstated_total(text: str) -> Interpretation:
    """ "What's my total right now?" with no card stated: ask for the cards."""
    if re.search(r"\d", text) or not re.search(
        r"\b(?:my|mon) (?:total|result|resultat|score)\b|\bj'ai combien\b(?! de| d')|\bhow much do i have\b|\bca me fait combien\b",
        text,
    ):
        return None
    return MissingSituation(
        R.MINUS_SIDE,
        "Dis-moi les cartes posées côté + et côté − de ton jeu.",
        "Tell me the cards on your + side and on your − side.",
    )


def _unstated_card(text: str) -> Interpretation:
    """ "Can I put this card on my minus side?": which card it is (its placing pictograms) is not said."""
    this_card = re.search(
        r"\b(?:cette carte|this card|that card|ma carte|la carte que (?:je viens de |j'ai )pioch|the card i (?:just )?drew)",
        text,
    )
    placing = re.search(r"\b(?:poser|pose|mettre|mets|jouer|put|place|play)\b", text)
    where = re.search(
        rf"{PLUS}|{MINUS}|\bchez\b|adversaire|opponent|other player|a droite|right of", text
    )
    described = re.search(
        r"pictogram|symbol|dessin|icone|icon|uniquement|seulement|\bonly\b|oblige|must|force|\d",
        text,
    )
    if not (this_card and placing and where) or described:
        return None
    return MissingSituation(
        R.PLACEMENT,
        "Quelle carte est-ce : que montrent ses pictogrammes de pose (côté +, côté −, chez un adversaire…) ?",
        "Which card is it: what do its placing pictograms show (+ side, − side, another player's game…)?",
    )


def _first(pattern: str, text: str) -> int | None:
    found = re.search(pattern, text)
    return int(next(g for g in found.groups() if g)) if found else None


def _blank(pattern: str, text: str) -> str:
    """The text with each match of pattern turned into spaces (positions kept)."""
    return re.sub(pattern, lambda m: " " * len(m[0]), text)


def _numbers(text: str) -> list[int]:
    """Card values and results still in the text ("=11" and "tous les 2" are not)."""
    text = _blank(
        r"\b(?:tous |toutes |a )?les [2-4]\b|\b(?:nous|vous|both of us) [2-4]\b|\b[2-4] (?:joueurs|players)\b",
        text,
    )
    return [int(n) for n in re.findall(r"(?<![\w=])-?\d+\b", text)]


SIDE_BREAK = (
    r"objectif|objective|target|goal|interdiction|forbidden|couleur|colou?r|bonus|\bpour\b|\bfor\b|\bvis|\baim|[.;?=]"
    r"|\bca (?:me )?(?:fait|donne)|resultat|result|total|score|somme|\bsum\b|calcul|tombe|\bland|is (?:that|it|this)|that's"
    r"|\bmakes\b|\bgives\b|equals|egale"
)


def _sides(text: str) -> tuple[list[int], list[int], list[int]]:
    """Numbers grouped by the side marker they belong to, and the numbers no marker owns.

    A number belongs to the nearest marker after it when numbers come first
    ("8 et 5 côté plus"), else to the nearest marker before it ("côté plus 8 et 5");
    when numbers come first, a marker opening a sentence still owns the numbers after
    it that no later marker takes ("J'ai un 4 … posé côté −. Côté + j'ai 8 et 6"),
    and a side a card's pictogram or placing rule names ("qui devait aller côté +")
    is no marker,
    unless a word about something else (objective, interdiction, colour) or a
    sentence end stands between them. Asides on pictograms are left out.
    """
    text = _blank(
        r"\([^()]*(?:pictogram|dessin|symbol|icone|icon|drawn|printed)[^()]*\)",
        _blank(OBJECTIVE, text),
    )
    text = _blank(CARD_COUNT, _blank(COLOUR, text))
    bonus = [
        m.span()
        for m in re.finditer(
            r"[+-]\s*2\s*(?:ou|or|/)\s*[+-]?\s*2\b|bonus[^.;,?]{0,12}?[+-]\s*\d+", text
        )
    ]
    signed = {
        m.start(2): m[1]
        for m in re.finditer(r"(?:^|(?<=[\s,;:(]))([+-])(\d+)\b(?!\s*[+=-]\s*\d)", text)
        if m[2] != "11" and not any(start <= m.start() < end for start, end in bonus)
    }  # the colour bonus's ±2 is no card
    described = _described_sides(text)  # "qui devait aller côté +": not where the card lies
    markers = sorted(
        [(m.start(), m.end(), "+") for m in re.finditer(PLUS, text)]
        + [(m.start(), m.end(), "-") for m in re.finditer(MINUS, text)]
    )
    markers = [
        marker
        for marker in markers
        if not any(start <= marker[0] < end for start, end in described)
    ]
    numbers = [(m.start(), int(m[0])) for m in re.finditer(r"(?<![\w=])\d+\b", text)]
    sides: dict[str, list[int]] = {"+": [], "-": []}
    unplaced: list[int] = []
    owned: set[int] = set()
    if not markers:  # "+8 et +5, -2": each signed value on its sign's side
        for pos, value in numbers:
            (sides[signed[pos]] if pos in signed else unplaced).append(value)
        return sides["+"], sides["-"], unplaced
    if not numbers:
        return [], [], []
    before = numbers[0][0] < markers[0][0]
    for pos, value in numbers:
        if before:
            owner = next(((start, sign) for start, _, sign in markers if start > pos), None)
            gap = text[pos : owner[0]] if owner else ""
            opener = next(
                (
                    (end, sign)
                    for start, end, sign in reversed(markers)
                    if end <= pos and _opens_sentence(text, start)
                ),
                None,
            )
            if (
                opener
                and (owner is None or re.search(SIDE_BREAK, gap))
                and not re.search(SIDE_BREAK, text[opener[0] : pos])
            ):
                owner, gap = (
                    opener,
                    "",
                )  # "J'ai un 4 … posé côté −. Côté + j'ai 8 et 6": a marker opening a sentence owns what follows
        else:
            owner = next(((end, sign) for _, end, sign in reversed(markers) if end <= pos), None)
            gap = text[owner[0] : pos] if owner else ""
        if pos in signed and not any(start <= pos - 1 < end for start, end, _ in markers):
            if owner and not re.search(SIDE_BREAK, gap) and owner[1] != signed[pos]:
                unplaced.append(value)  # "côté plus -2": which side is it?
            elif owner is None or re.search(SIDE_BREAK, gap):
                unplaced.append(
                    value
                )  # "objectif 13 (carte +2 à droite)… côté + 9 et 4": cut off from the sides, no card of theirs
            else:
                sides[signed[pos]].append(value)
        elif owner and not re.search(SIDE_BREAK, gap):
            sides[owner[1]].append(value)
            owned.add(owner[0])
        else:
            unplaced.append(value)
    if any(
        start not in owned and end not in owned and _side_unread(text, start, end)
        for start, end, _ in markers
    ):
        unplaced.append(
            0
        )  # "un sept et un cinq côté plus, et un un côté moins": a side said, its card not read
    for pos, value in numbers:
        if re.match(rf"[^.;?!]{{0,40}}?{NOT_PLACED}", text[pos:]):
            for side in sides.values():
                if value in side:
                    side.remove(value)
                    unplaced.append(value)  # "un 7 que je dois encore poser": not on the table yet
                    break
    for pos, value in numbers:
        if _gone(text, pos):
            for side in sides.values():
                if value in side:
                    side.remove(value)
                    unplaced.append(
                        value
                    )  # "un 6 côté − mais il a été défaussé": no longer on the table
                    break
    if re.search(VALUELESS_CARD, text):
        unplaced.append(0)  # "côté - un 2 et une carte action": a card whose value is not said
    return sides["+"], sides["-"], unplaced


# A card said gone from the line: discarded, replaced, removed ("défaussé mon 5", "a 6 … but it got discarded").
GONE = (
    r"defauss|remplace|retire|enleve|\bvire|\bjete|discard|replaced|removed|got rid|ditch|trash|\bgone\b|no longer"
    r"|n'(?:est|sont) plus\b|plus la\b"
)


def _gone(text: str, pos: int) -> bool:
    """The number at pos names a card said gone in its clause (not the interdiction, not the card put in its place),
    or one in a clause about an exchange with no side said before it ("…, mais le 5 a été échangé avec le 2 de Paul")."""
    start = max(
        (m.end() for m in re.finditer(r"[.;?!,]|\bmais\b|\bbut\b|\bsauf\b|\bexcept", text[:pos])),
        default=0,
    )
    end = next(
        (pos + m.start() for m in re.finditer(r"[.;?!,]|\bmais\b|\bbut\b", text[pos:])), len(text)
    )
    if re.search(EXCHANGE, text[start:end]) and not re.search(rf"{PLUS}|{MINUS}", text[start:pos]):
        return True
    after = re.split(r"[.;?!]", text[pos : pos + 60])[0]
    gone = re.search(GONE, after)
    if gone and not re.search(BAN, re.split(r"[.;?!]", text[pos : pos + gone.end() + 30])[0]):
        return True  # "I had a 6 on my minus side but it got discarded"
    before = re.split(r"[.;?!,]", text[max(0, pos - 40) : pos])[-1]
    gones = list(re.finditer(GONE, before))
    return bool(gones) and not re.search(
        rf"{BAN}|\bpar\b|\bwith\b|\bby\b|\bcontre\b|\bfor\b", before[gones[-1].start() :]
    )


# A card said but not laid yet, or laid without a value said.
NOT_PLACED = (
    r"(?:\b(?:que|qu|qui|that|which|i)\s+(?:je\s+|j\s+|il\s+|i\s+)?(?:dois|doit|vais|va|veux|voudrais|must|have to|will|want to|still)?\s*"
    r"(?:encore\s+)?(?:a\s+)?(?:poser|jouer|placer|place|play)\b|\bpas encore (?:pose|joue|place)|\bnot (?:yet )?(?:placed|played|laid)"
    r"|\byet to (?:place|play)|\ben main\b|\bin (?:my )?hand\b)"
)
VALUELESS_CARD = (
    r"\b(?:une|a|an|ma|my)\s+(?:carte\s+)?(?:action|bonus)(?:\s+card)?\b(?!\s*(?:de\s+)?\d)"
)


def _side_unread(text: str, start: int, end: int) -> bool:
    """A side named as where cards lie ("côté moins", "minus side") that owns no number read, and is not said empty."""
    if not re.match(r"cote|(?:plus|minus|\+|-)\s*side", text[start:end]):
        return False  # "compte en négatif", "en +": a sign asked or said, no place of cards
    around = text[max(0, start - 30) : end + 30]
    return not re.search(
        r"\brien\b|\bvide\b|\baucune?\b|\bnothing\b|\bempty\b|\bnone\b|\bno cards?\b|\bpas de cartes?\b",
        around,
    )


def _opens_sentence(text: str, start: int) -> bool:
    """A side marker that opens a sentence ("… côté −. Côté + j'ai 8 et 6")."""
    return not text[:start].strip() or text[:start].rstrip()[-1] in ".;!?"


STATE_READERS = (_objective, _total_first, _win, _result, _gap)
