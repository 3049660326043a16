"""interpret(): Patchwork questions in French or English, decided by the engine.

Each reader owns one kind of question and returns None when the words are not
about its rule; open "how / why" questions fall through to retrieval.

A named opponent is answered by name ("Zoé", not "l'adversaire"); a number the
reader does not account for (a second player's counts, a third player) makes it ask
rather than decide on a partial reading. A yes/no question on points or buttons
("ça rapporte des points ?", "je gagne 5 boutons ?") is answered oui / non, a stated
claim checked, never by the number itself. A whose-turn question wins over the
purchase it mentions ("je viens d'acheter une pièce, c'est encore à moi ?").

In a final score, who has the 7x7 tile is read, not assumed: from who filled a 7x7
square first when a filled square is said ("Paul a rempli un carré 7x7 en premier,
moi juste après" → no tile), else from whose the clause naming the tile is ("Léa a
eu la tuile", "the bonus tile went to Sam" → no tile; "20 boutons, la tuile 7x7" →
the asker's); unclear (a filled square with no order said) → asked. "My opponent" /
"mon adversaire" is the other player, never the asker. A score asked of one other player alone ("Emma finit avec
15 boutons, elle a eu la tuile, il lui reste 4 cases vides. Elle a combien ?") is that player's, tile included; buttons
and empty squares both counted make "combien ?" / "what's ...?" a score question without the word "points".

A patch singled out ("la D", "la bleue", "celle à 5 boutons", "the cheapest") is judged by its rank after the neutral
pawn, read from an ordinal or from a list said from the pawn ("A, B, C puis D ... la D ?" → 4th, non); unranked it asks.
The general "one of the three" answers only a question asking which patch may be taken (a taking verb whose object is a
patch) that speaks of nothing else: a purchase told on the way to a question on the turn, advancing, buttons, points,
time or placing ("after buying a patch I'm still behind, do I go again?") is never answered by it; neither is an
obligation ("suis-je obligé de prendre une des trois ?") nor a negated permission ("je ne peux pas prendre la 2e ?").

Advancing with the pawns placed only by squares to the end or from each other ("mon pion est deux
cases avant la dernière case et mon adversaire est déjà dessus" → 2, "je suis 3 cases derrière lui"
→ 4) is decided without square numbers; only my squares to go, a third player, or any other number
makes it ask. "Déjà sur la dernière" / "on the last one" names the last square with its noun left unsaid.
Landing "sur la même case que le pion de mon adversaire" / "the same square as my opponent's pawn" puts the
mover on top ("my opponent" is never the asker's square); so does the square named by who stands there ("la case où
est celui de Zoé", "the space where I am", "où se trouve déjà le pion de Léo", "la case occupée par Léo", "the square Leo
is on", "là où est Hugo", also with its track or in the past: "la case du chrono où était le pion de Max", "the time
track space where I was") or the pawn itself ("j'atterris pile sur Léo"); "next to" / "derrière" never puts it on top. "Mon adversaire est déjà dessus" / "already on it" right after the last
square is defined stands that pawn on it. On a tie, "lui est arrivé le premier" names the opponent; "18 points tous
les 2 avec Hugo" is a tie with Hugo.

Who starts is read from when each player says they last used a needle (start.py: "Paul a recousu un bouton la
semaine dernière, moi hier soir" → toi); a needle use told but not fully read makes it ask.

Advancing with both squares read, or moving by a patch's time, is decided only when every square said is a pawn's
and the last square, when spoken of, is read (else it asks: a pawn could stop there). "Une pièce de 4 temps, je
finis où ?" is where the pawn lands, not the end of the game.

"La toute dernière case" / "the very last square" is the last square. Asked in general with no number: paying for a
patch ("je dois payer la pièce ?" → oui, "c'est gratuit ?" → non; both said → no verdict), the neutral pawn moving next
to the patch taken (an alternative offered, "reste ou va à côté ?", is not answered), the tile going to the first to
fill a 7x7 square, and advancing "juste devant" the other pawn.

A marked or leather square the pawn stops short of ("je m'arrête juste avant une case cuir") gets no verdict; a marked
square told on the way to a question on buying, a score or a count does not answer it. Advancing said of the other player
("si Paul avance, il touche combien ?") gets no verdict, nor does a count of buttons asked while it is not the asker's turn
(no name answers a "combien"), nor a count asked with the buttons owned stated ("j'ai 5 boutons… j'ai combien après ?").
The tile said with doubt or as lost ("je ne sais plus si j'ai la tuile", "I lost the tile to Sam") makes a score ask;
the cost of the empty squares asked beside the buttons ("je perds combien avec les cases vides ?") is −2 × empty.
A negation or a "nearly" in a clause naming the tile that is not read as its denial ("la tuile, je ne l'ai pas eue", "I almost
got the tile") makes a score ask; so do counts said of both players ("j'ai 12 boutons, Paul a 3 cases vides"). Both players
said to have filled a 7x7 square with no order ("on l'a rempli tous les deux") gets no verdict on the tile.
A yes / no question ("j'ai gagné ?", "c'est Paul qui joue ?") is never answered by a name: no verdict instead; nor is a
purchase asked as a permission ("je peux acheter une pièce à 4 boutons et 1 temps ?") answered by the square reached. A
price checked against the buttons owned still reads the patch's rank when said ("the fourth one after the neutral pawn" → non).

Where the pawn goes on an occupied square ("je mets mon pion à côté du sien ?" → non, "on top of
theirs?" → oui) is answered only when one placement is proposed and no square number is told.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from arbitre.engines.base import Interpretation, MissingSituation, Rule, Verdict
from arbitre.engines.patchwork import rules as R
from arbitre.engines.patchwork.duel import WINS, read_duel, tie_break
from arbitre.engines.patchwork.phrasing import (
    ME,
    OPPONENT,
    asks_how,
    clauses,
    fold,
    has,
    is_name,
    negated,
    numbers,
    owner,
    player_names,
    respell,
    side_numbers,
)
from arbitre.engines.patchwork.situation import (
    EMPTY_UNIT,
    Relative,
    count,
    read_track,
    relative_track,
    says_relative,
    squares_said,
    unread_last,
)
from arbitre.engines.patchwork.start import read_needle_times
from arbitre.engines.patchwork.state import Chrono, advance, final_score, move_by
from arbitre.engines.patchwork.turn import (
    ASK_POSITIONS as _ASK_POSITIONS,
)
from arbitre.engines.patchwork.turn import (
    TURN_QUESTION,
    WHO,
    read_turn,
)

_ASK_TRACK = (
    "Dis-moi la case de chaque pion et le numéro de la dernière case du Chrono.",
    "Tell me each pawn's square and the number of the last Chrono square.",
)
_ORDINALS = {
    "premiere": 1,
    "first": 1,
    "deuxieme": 2,
    "seconde": 2,
    "second": 2,
    "troisieme": 3,
    "third": 3,
    "quatrieme": 4,
    "fourth": 4,
    "cinquieme": 5,
    "fifth": 5,
    "sixieme": 6,
    "sixth": 6,
}
_TILE = r"tuile|tile|bonus|7x7"
_COUNTED = r"(?:cases?|squares?|spaces?|trous?|holes?|boutons?|buttons?|empty)\b"
# "2" counting the two players or pawns, never a square: "tous les 2", "nos 2 pions", "we 2", "les 2 joueurs"
_PAIR = (
    r"\b((?:tous|toutes|nous|nos|our|we|les(?= 2 (?:pions?|jetons?|joueurs?|joueuses?|marqueurs?))|the(?= 2 (?:of us|pawns?|tokens?|players?)))"
    r"(?: les)? )2\b(?! (?:cases?|squares?|spaces?|boutons?|buttons?|points?|temps|time)\b)"
)
_MARKED = (
    r"cases? marquees?|marquee|marked|evenements?|events?|revenus?|income|case bouton|button square"
)


def _v(rule: Rule, verdict: str | int | None, fr: str, en: str, ambiguous: bool = False) -> Verdict:
    return Verdict(rule, verdict, fr, en, ambiguous)


def read_first_player(t: str) -> Interpretation:
    """The last one to have used a needle starts; when the question says when each did, by name (start.py)."""
    if not has(
        t,
        r"qui commence|qui joue en premier|qui debute|who starts|who goes first|who plays first|premier joueur",
    ):
        return None
    said = read_needle_times(
        t
    )  # "Paul a cousu la semaine dernière, moi hier soir": decided, or asked
    if said is not None:
        return said
    return _v(
        R.FIRST_PLAYER,
        "celui qui s'est servi d'une aiguille en dernier",
        "Commence celui qui s'est servi d'une aiguille en dernier ; ensuite, c'est le pion le plus en retard qui joue.",
        "Whoever last used a needle starts; afterwards the pawn furthest behind plays.",
    )


_TIED = r"egalite|ex aequo|meme score|memes points|tie|tied|same score|draw"
_POINTS = r"(?:points?|pts?)\b"
_BOTH = r"tous les (?:deux|2)|toutes les (?:deux|2)|l un comme l autre|both|the 2 of us|we both"
_EACH = r"chacun|chacune|each|apiece|partout|all"


def _totals(t: str) -> dict[str, int] | None:
    """Final point totals per side: "tous les deux à 18 points", "18 points chacun", "moi 25 points, Marc 30"."""
    both = re.search(
        rf"\b(?:{_BOTH})\b(?: \w+){{0,3}}? (\d+)(?: {_POINTS})?|(?<![\w.])(\d+) (?:{_POINTS} )?(?:{_EACH}|{_BOTH})\b",
        t,
    )
    if both is not None:
        total = int(both.group(1) or both.group(2))
        return {"me": total, "opponent": total}
    if not re.search(rf"\d+ {_POINTS}", t):
        return None
    found = side_numbers(t, _POINTS)
    return found if set(found) == {"me", "opponent"} else None


def read_totals(t: str) -> Interpretation:
    """Who wins from both final point totals: the best total, or on equal totals the first to the last square.

    "Paul et moi on termine tous les deux à 18 points, mais Paul est arrivé au bout avant moi" → Paul;
    "j'ai 25 points, Marc 30" → Marc. Any other number, or a third player, makes it ask.
    """
    if not has(t, WINS) or has(t, rf"boutons?|buttons?|{_TIED}") or asks_how(t):
        return None
    totals = _totals(t)
    if totals is None:
        return None
    me, them = totals["me"], totals["opponent"]
    stated = re.sub(
        rf"(?<![\w.]){me}(?![\w])|(?<![\w.]){them}(?![\w])|\b(?:{_BOTH})\b", " ", t
    )  # "tous les 2": not a total
    if numbers(stated) or len(player_names(t)) > 1:
        return MissingSituation(
            R.FINAL_SCORE,
            "Dis-moi le total final de chacun de vous deux.",
            "Tell me each player's final total.",
        )
    if me == them:
        return tie_break(t, me)
    side = "me" if me > them else "opponent"
    fr, en = WHO[side]
    names = player_names(t)
    if side == "opponent" and names:
        fr = en = names[0].capitalize()
    return _v(
        R.FINAL_SCORE,
        fr,
        f"{me} points pour toi contre {them} : le meilleur total gagne, {fr}.",
        f"{me} points for you against {them}: the best total wins: {en}.",
    )


def read_tie(t: str) -> Interpretation:
    """Equal scores: whoever reached the last square first wins."""
    if not has(t, _TIED) or asks_how(t):
        return None
    totals = re.findall(rf"(?<![\w.])(\d+) {_POINTS}", t)
    if len(set(totals)) > 1:  # "égalité" with two different totals: not sure what is tied
        return MissingSituation(
            R.FINAL_SCORE,
            "Dis-moi le total final de chacun de vous deux.",
            "Tell me each player's final total.",
        )
    return tie_break(t)


_PENALTY = (
    r"perds|perdre|perd|font perdre|lose|loses|lost|en moins|coute|coutent|cost|costs|retire|retirent|enleve|enlevent"
    r"|penalite|penalty|malus|minus|deduct|subtract|negatif|negative"
)
_EMPTY_EACH = (
    r"(?:une|chaque|par|each|an|per) (?:case|square|space) vide|(?:an|each|per) empty (?:square|space)\b"
    r"|(?<!mes )(?<!nos )\bcases vides\b|(?<!my )(?<!our )\bempty (?:squares|spaces)\b"
)


def read_score(t: str) -> Interpretation:
    """Final score: buttons, plus 7 with the special tile, minus 2 per empty square.

    Only one player's buttons and empty squares may be stated: any other number makes it ask.
    What an empty square costs: −2 each, −2 × n for a stated count of them alone ("3 empty squares,
    how many points do I lose?" → −6), "oui" to "do empty squares cost points?", and a stated
    cost checked ("une case vide, ça coûte 3 points ?" → non).
    """
    each = has(t, _EMPTY_EACH) and not re.search(r"\d+ (?:boutons?|buttons?)", t)
    stated = numbers(t)
    if (
        each and not stated and has(t, _PENALTY) and not has(t, _NUMBER_ASKED)
    ):  # "les cases vides font perdre des points ?"
        return _v(
            R.FINAL_SCORE,
            "oui",
            "Oui : chaque case vide de ta couverture retire 2 points.",
            "Yes: each empty square of your quilt costs 2 points.",
        )
    if (
        each
        and not stated
        and has(t, _NUMBER_ASKED)
        and has(t, rf"points?\b|scores?\b|compte|comptent|worth|{_PENALTY}")
    ):
        return _v(
            R.FINAL_SCORE,
            -2,
            "Chaque case vide de ta couverture retire 2 points.",
            "Each empty square of your quilt costs 2 points.",
        )
    claim = re.fullmatch(r"(?:.*\D)?(\d+) (?:points?|pts?)\b.*", t)
    if (
        each and len(stated) == 1 and claim is not None and not has(t, _NUMBER_ASKED)
    ):  # "une case vide, ça coûte 2 points ?"
        yes = int(claim.group(1)) == 2
        return _v(
            R.FINAL_SCORE,
            "oui" if yes else "non",
            ("Oui" if yes else "Non") + " : chaque case vide de ta couverture retire 2 points.",
            ("Yes" if yes else "No") + ": each empty square of your quilt costs 2 points.",
        )
    empty = count(t, EMPTY_UNIT)
    if (
        each
        and len(stated) == 1
        and empty is not None
        and has(t, _PENALTY)
        and has(t, _NUMBER_ASKED)
    ):  # what they cost, not a score
        return _v(
            R.FINAL_SCORE,
            -2 * empty,
            f"{empty} case(s) vide(s) × −2 = {-2 * empty} points.",
            f"{empty} empty square(s) × −2 = {-2 * empty} points.",
        )
    asked = re.split(r"[,;.!:]", t.split("?")[0])[-1]
    if (
        empty is not None
        and has(asked, _PENALTY)
        and has(asked, r"vides?|empty")
        and has(asked, _NUMBER_ASKED)
    ):
        # "15 boutons, 2 cases vides. Je perds combien de points avec les cases vides ?": what they cost, not the score
        return _v(
            R.FINAL_SCORE,
            -2 * empty,
            f"{empty} case(s) vide(s) × −2 = {-2 * empty} points.",
            f"{empty} empty square(s) × −2 = {-2 * empty} points.",
        )
    counts = count(t, r"(?:boutons?|buttons?)") is not None
    said = (
        has(t, r"points?\b|scores?\b|total|marque\b|marques\b|compte\b")
        or (  # "20 boutons et 2 cases vides, ça fait combien ?"
            has(t, r"ca (?:me |te )?(?:fait|fera|donne|vaut)|that (?:makes|gives)") and counts
        )
        or (
            # buttons and empty squares both counted, a number asked: "je fais combien ?", "elle a combien au final ?"
            counts
            and empty is not None
            and has(t, r"combien|how many|how much|what s|what is")
            and not has(t, _ADVANCING)
        )
    )
    if not said or not has(t, r"combien|how many|how much|what|quel|calcul|\d+"):
        return None
    buttons = count(t, r"(?:boutons?|buttons?)")
    if empty is None and has(
        t,
        r"aucune case vide|pas de case vide|couverture (?:est )?(?:complete|pleine|remplie)|no empty|quilt is full|full quilt",
    ):
        empty = 0
    if buttons is None or empty is None:
        if asks_how(t) and buttons is None and empty is None:
            return None
        return MissingSituation(
            R.FINAL_SCORE,
            "Dis-moi tes boutons, le nombre de cases vides de ta couverture et si tu as la tuile 7x7.",
            "Tell me your buttons, your quilt's empty squares and whether you have the 7x7 tile.",
        )
    counted = re.findall(rf"(?<![\w.])\d+ (?:boutons?|buttons?|{EMPTY_UNIT})", t)
    if len(counted) > 2 or len(
        numbers(re.sub(r"(?<![\w.])7 (?:points?|pts?)\b|\+ ?7\b", " ", t))
    ) > len(counted):
        # a number not read, or a second player's counts: not sure whose score this is
        return MissingSituation(
            R.FINAL_SCORE,
            "Dis-moi seulement tes boutons, tes cases vides et si tu as la tuile 7x7.",
            "Tell me just your buttons, your empty squares and whether you have the 7x7 tile.",
        )
    if (
        len(_count_owners(t)) > 1
    ):  # "j'ai 12 boutons, Paul a 3 cases vides": the counts are not all one player's
        return MissingSituation(
            R.FINAL_SCORE,
            "Dis-moi seulement tes boutons, tes cases vides et si tu as la tuile 7x7.",
            "Tell me just your buttons, your empty squares and whether you have the 7x7 tile.",
        )
    tile = _has_tile(t, _third_person(t))
    if (
        tile is None
    ):  # who has the 7x7 tile is not clear ("j'ai complété un carré 7x7", no word on who was first)
        return MissingSituation(
            R.SPECIAL_TILE,
            "Dis-moi si c'est toi qui as rempli un carré 7x7 en premier (et donc si tu as la tuile spéciale).",
            "Tell me whether you were the first to fill a 7x7 square (so whether you have the special tile).",
        )
    score = final_score(buttons, tile, min(empty, 81))
    plus = " + 7 (tuile)" if tile else " (sans la tuile 7x7)"
    fr = f"{buttons} bouton(s){plus} − 2 × {empty} case(s) vide(s) = {score}."
    en = f"{buttons} button(s){' + 7 (tile)' if tile else ' (no 7x7 tile)'} − 2 × {empty} empty square(s) = {score}."
    sign = re.search(r"\b(?:positif|positive|negatif|negative|dans le rouge|in the red)\b", t)
    if sign is not None and not has(
        t, _NUMBER_ASKED
    ):  # "est-ce que j'ai un score positif ?": oui / non, not the number
        yes = score > 0 if sign.group(0).startswith("positi") else score < 0
        return _v(
            R.FINAL_SCORE,
            "oui" if yes else "non",
            ("Oui. " if yes else "Non. ") + fr,
            ("Yes. " if yes else "No. ") + en,
        )
    return _v(R.FINAL_SCORE, score, fr, en)


def _count_owners(t: str) -> set[str]:
    """Whose each counted clause is ("me" or "other": a name, "il", "mon adversaire"); a clause saying no one's carries on
    the one before ("Emma finit avec 15 boutons et 4 cases vides": Emma's both), the first one the asker's unless the
    question is all about one other player."""
    owners, current = set(), "other" if _third_person(t) else "me"
    for clause in clauses(t):
        side = owner(clause)
        if player_names(clause) or side == "opponent":
            current = "other"
        elif side == "me":
            current = "me"
        if re.search(rf"(?<![\w.])\d+ (?:boutons?|buttons?|{EMPTY_UNIT})", clause):
            owners.add(current)
    return owners


_FILLED = (
    r"(?:rempli|remplie|remplis|remplit|complete|completee|completes|fini|finie|finis|finit|termine|terminee|boucle|filled|fills"
    r"|completed|completes|finished|finishes|done|closed)(?: (?!tuile\b|tile\b|bonus\b)[a-z]+){0,3} (?:carres?|squares?|7x7)\b"
)
_TILE_DENIED = r"sans (?:la )?tuile|pas (?:la |de )?tuile|without|no (?:special |bonus |7x7 )*tile|n ai pas (?:la )?tuile|didn t get"
_GOES_TO = (
    r"\b(?:allee?|va|revient|est|etait|sera|went|goes|go|belongs|is|was)\s+(?:a|to|pour|for|chez)\s+"
    r"(?P<who>(?:mon |ma |my |the |l )?[a-z]{2,})\b"
)


def _tile_side(clause: str) -> str | None:
    """Who a clause about the tile says has it: "Paul a eu la tuile", "c'est Léa qui l'a", "the tile went to Sam" →
    "opponent"; "j'ai la tuile" or a tile in the asker's own count ("20 boutons, la tuile 7x7") → "me"; None if unclear."""
    goes = re.search(_GOES_TO, clause)
    if goes is not None:
        who = goes.group("who")
        if re.fullmatch(r"moi|me|toi|you", who):
            return "me"
        return "opponent" if owner(who) == "opponent" or is_name(who.split()[-1]) else None
    subject = _subject(clause)
    if subject is not None:
        return subject[0]
    if player_names(clause):
        return "opponent"
    theirs, mine = (
        re.search(OPPONENT, clause),
        re.search(ME, re.sub(rf"\b(?:mon|ma|my) (?:{_RIVAL})\b", " ", clause)),
    )
    # "c'est mon adversaire qui a la tuile": the other player's
    return None if theirs and mine else "opponent" if theirs else "me"


def _third_person(t: str) -> bool:
    """Whether a score question is all about one other player ("Emma finit avec 15 boutons, elle a eu la tuile,
    il lui reste 4 cases vides") with no first person, no second name and no word for an opponent of theirs."""
    return (
        re.search(ME, t) is None
        and len(player_names(t)) <= 1
        and has(t, rf"{OPPONENT}|\b(?:il|lui)\b")
        and not has(t, rf"{_RIVAL}|autre|other|les (?:deux|2)|both|chacun|each")
    )


def _has_tile(t: str, third: bool = False) -> bool | None:
    """Whether the asker (or, with third, the one player the question is about) has the 7x7 tile; None when unclear.

    Who filled a 7x7 square first decides it when a filled square is said ("Paul a rempli un carré 7x7 en premier,
    moi juste après" → no; unclear order → None). Otherwise each clause naming the tile says whose it is: the
    other player's ("Paul a eu la tuile", "the bonus tile went to Sam") → no; the asker's, said and not denied
    in its own clause ("no 7x7 bonus tile") → yes. Said both ways, or denied to the other player alone → None.
    """
    said = [c for c in clauses(t) if has(c, _TILE)]
    if has(t, _FILLED):
        order = _tile_order(t)
        return None if order is None else order[0] == "me"
    if not said:
        return False
    if any(has(c, _TILE_UNSURE) for c in said):
        return None  # "je ne sais plus si j'ai la tuile", "I lost the tile to Sam": whose it is is not read
    found: set[bool | None] = set()
    for clause in said:
        side, denied = _tile_side(clause), negated(clause, _TILE) or has(clause, _TILE_DENIED)
        if not denied and has(
            clause, _NOT
        ):  # "la tuile, je ne l'ai pas eue", "the tile wasn't mine": a denial not read
            return None
        if third:  # the score asked is the one player spoken of: "elle a eu la tuile" is theirs
            side = "me"
        if side == "opponent":
            found.add(None if denied else False)  # "Paul n'a pas la tuile" says nothing of mine
        else:
            found.add(None if side is None else not denied)
    return found.pop() if len(found) == 1 else None


# The tile said with doubt or as lost: "je ne sais plus si j'ai la tuile", "je crois", "I lost the 7x7 tile to Sam".
_TILE_UNSURE = (
    r"sai[st]? (?:plus|pas) si|ne sai[st]|souvien|je crois|peut etre|not sure|don t know|can t remember|don t remember"
    r"|maybe|perdu|lost|rate|missed|vole|stole|stolen"
    # the tile as it might have been: "I almost got it", "j'ai failli l'avoir", "j'aurais eu la tuile si…"
    r"|almost|nearly|presque|failli|aurai[st]|aurions|would have|could have|would ve|could ve|si j avais|if i had"
)
# any negation word: said in a clause naming the tile but not read as its denial, it leaves whose tile it is unread
_NOT = (
    r"\b(?:ne|n|pas|plus|jamais|point|aucun|aucune|personne|not|never|no|none|nobody|neither|nor|isn t|wasn t|didn t|don t"
    r"|doesn t|haven t|hasn t|hadn t|ain t|won t|n t)\b"
)
_NUMBER_ASKED = r"combien|how many|how much|quel|quelle|what|valeur|value|nombre"
_DONE_FIRST = r"en premier|la premiere|le premier|first|avant|before|plus tot|earlier|sooner"
_DONE_LATER = r"apres|after|later|plus tard|ensuite|en second|en deuxieme|second|trop tard|too late"
_ALSO = r"les 2|les deux|both|aussi|also|too|as well|moi aussi|me too|de meme|pareil"
_LEAD = r"(?:(?:mais|puis|ensuite|et|du coup|then|but|so|and) )*"
_RIVAL = r"adversaire|opponent|voisin|voisine|rival|rivale|partenaire|partner|pote|buddy|friend|ami|amie|copain|copine"
_I_LEAD = rf"{_LEAD}(?:moi )?(?:je|j|i|moi|mon|ma|my|mine)\b(?! (?:{_RIVAL})\b)"  # "my opponent" is not the asker
_THEY_LEAD = rf"{_LEAD}(?:il|elle|he|she|they|l adversaire|(?:mon|ma|my) (?:{_RIVAL})|l autre|the other|son|sa|his|her|their)\b"
_THEY_ASK = (
    r"\b(?:est ce qu (?:il|elle)|(?:il|elle) (?:a droit|la recoit|recoit|l a|gagne)|(?:does|did|will|can) (?:he|she|they)"
    r"|(?:is|was) it (?:his|hers|theirs))\b"
)
_WHO_GETS = (
    r"(?:qui|who)(?: \w+){0,3}? (?:tuile|tile|bonus|7x7)|(?:pour|a) qui\b|whose|(?:qui|who) (?:la|l|it) (?:recoit|prend|a|gets?|takes?)"
    r"|c est qui|qui c est"
)  # "qui a la tuile ?", not "Claire, qui a complété son carré"


def _subject(clause: str) -> tuple[str, str | None] | None:
    """Whose action a clause states, from the words it opens on: "moi"/"I" → ("me", None),
    "Claire" → ("opponent", "claire"), "elle" → ("opponent", None); None when unclear ("Tom et Léa")."""
    if re.match(_I_LEAD, clause):
        return "me", None
    if re.match(_THEY_LEAD, clause):
        return "opponent", None
    words = re.match(rf"{_LEAD}([a-z]{{2,}})(?: (?:et|and) ([a-z]{{2,}}))?\b", clause)
    if words is None or not is_name(words.group(1)) or words.group(2) is not None:
        return None
    return "opponent", words.group(1)


def _tile_order(t: str) -> tuple[str, str | None] | None:
    """Who filled a 7x7 square first: ("me", None), ("opponent", name or None); None if unclear.

    "Claire completed a 7x7 square first; I completed mine one turn later" → ("opponent", "claire");
    "J'ai complété un carré 7x7 en premier, Hugo juste après" → ("me", None).
    """
    firsts: set[str] = set()
    names: set[str] = set()
    for clause in (
        c.strip()
        for part in clauses(t)
        for c in re.split(r"\b(?:si|if|quand|when|car|because|puisque|since)\b", part)
    ):
        first, later = has(clause, _DONE_FIRST), has(clause, _DONE_LATER)
        subject = _subject(clause)
        if first == later or subject is None:
            continue
        side, name = subject
        firsts.add(side if first else "opponent" if side == "me" else "me")
        if name is not None:
            names.add(name)
    names |= set(player_names(t))
    pairs = [
        pair
        for pair in re.findall(r"\b([a-z]{2,}) (?:et|and) ([a-z]{2,})\b", t)
        if all(map(is_name, pair))
    ]
    if (
        len(firsts) != 1 or len(names) > 1 or pairs
    ):  # "Tom et Léa": a third player named, not a duel
        return None
    came_first = firsts.pop()
    return came_first, (names.pop() if names and came_first == "opponent" else None)


def read_tile(t: str) -> Interpretation:
    """The special tile goes to the first to fill a 7x7 square; it is worth 7 points.

    "How much is it worth?" → 7, "does it give points?" → oui. Who gets it is read from who
    filled a 7x7 square first: the second one to do it ("moi aussi", "one turn later") gets nothing;
    "qui a la tuile ?" names the first one.
    """
    # Only the special tile: "combien de tuiles de cuir" is about leather patches.
    if not (has(t, r"tuile|tile") and has(t, r"speciale?|special|7 ?x ?7|bonus")) and not has(
        t, r"7 ?x ?7"
    ):
        return None
    who = has(t, _WHO_GETS)
    if count(t, r"(?:boutons?|buttons?)") is not None or has(t, TURN_QUESTION) and not who:
        return None
    if has(
        t,
        r"vaut|valeur|worth|rapporte|comptee?s? (?:dans|pour|au|combien|en)|counts? (?:towards?|for|in)|combien de points"
        r"|how many points|how much",
    ):
        if not has(t, _NUMBER_ASKED) and not has(
            t, r"vaut"
        ):  # "ça rapporte des points ?": yes, 7; "5 points ?": no
            claim = re.search(r"(?<![\w.])(\d+) (?:points?|pts?)\b", t)
            yes = claim is None or int(claim.group(1)) == 7
            return _v(
                R.TILE_VALUE,
                "oui" if yes else "non",
                ("Oui" if yes else "Non") + " : la tuile spéciale 7x7 vaut 7 points.",
                ("Yes" if yes else "No") + ": the special 7x7 tile is worth 7 points.",
            )
        return _v(
            R.TILE_VALUE,
            7,
            "La tuile spéciale 7x7 vaut 7 points.",
            "The special 7x7 tile is worth 7 points.",
        )
    order = _tile_order(t)
    if order is not None:
        first, name = order
        ok = first == ("opponent" if has(t, _THEY_ASK) else "me")
        verdict = name.capitalize() if name else WHO[first][0]
        return _v(
            R.SPECIAL_TILE,
            verdict if who else "oui" if ok else "non",
            "Seul le premier joueur qui remplit complètement un carré de 7x7 reçoit la tuile : "
            + ("c'est ton cas." if first == "me" else "l'autre joueur l'a fait avant toi."),
            "Only the first player to completely fill a 7x7 square gets the tile: "
            + ("that is you." if first == "me" else "the other player did it before you."),
        )
    if (
        not numbers(t)
        and not player_names(t)
        and not has(t, r"\b(?:je|j|moi|i|me|my|il|elle|he|she|lui|qui la|who gets)\b")
        and has(t, r"\b(?:premier|premiere|first)(?: \w+)? (?:qui|who|to|a)\b")
        and has(
            t,
            r"(?:rempli\w*|fill\w*|complet\w*|termin\w*|finish\w*) (?:\w+ ){0,2}(?:carre|square|7x7)",
        )
    ):
        return _v(
            R.SPECIAL_TILE,
            "oui",
            "Oui : le premier joueur qui remplit complètement un carré de 7x7 reçoit la tuile spéciale.",
            "Yes: the first player to completely fill a 7x7 square gets the special tile.",
        )  # the rule asked in general
    if who:
        return None  # who gets it, with no clear word on who filled a 7x7 square first
    if has(t, r"les (?:2|deux)|both|tous deux|toutes deux|l un et l autre|each of us|chacun"):
        return None  # "on a rempli un 7x7 tous les deux": who was first is not said
    if has(t, _ALSO) or has(t, r"second|deuxieme|apres lui|apres elle|after"):
        return _v(
            R.SPECIAL_TILE,
            "non",
            "Seul le premier joueur qui remplit complètement un carré de 7x7 reçoit la tuile.",
            "Only the first player to completely fill a 7x7 square gets the tile.",
        )
    return None


def read_game_end(t: str) -> Interpretation:
    """The game ends when both pawns have reached the last square."""
    if not has(t, r"finie?|termine|terminee|s arrete|over|ends?|finished|stops?") or not has(
        t, r"partie|jeu|game|derniere case|last square"
    ):
        return None
    if (
        asks_how(t) or has(t, _ADVANCING) and has(t, r"boutons?|buttons?")
    ):  # "2 squares from the end, how many buttons if I advance?"
        return None
    if count(
        t, r"(?:cases? )?(?:de temps|temps|time|sabliers?|hourglass(?:es)?)"
    ) is not None or has(t, r"ou \?|ou$|quelle case|which (?:square|space)|where"):
        return None  # where a pawn lands ("une pièce de 4 temps, je finis où ?"), not the end of the game
    one = has(
        t,
        r"des qu un|des que le premier|un seul|un pion|premier pion|first pawn|one pawn|as soon as one|only one|mais l autre|mais il|but the other|l autre est case|other is on",
    )
    both = has(t, r"les 2|les deux|both|tous les 2|tous les deux") and not one
    return _v(
        R.GAME_END,
        "oui" if both else "non",
        "La partie ne s'arrête que quand les deux pions ont atteint la dernière case du Chrono."
        + ("" if both else " Tant qu'un pion n'y est pas, on continue."),
        "The game ends only when both pawns have reached the last Chrono square.",
    )


def read_overlap(t: str) -> Interpretation:
    """A patch is placed on the quilt without overlapping."""
    if not has(
        t,
        r"superpos|chevauch|recouvr|overlap|par dessus une autre|sur une autre piece|on top of another|cover another"
        r"|par dessus (?:\w+ ){0,3}?(?:piece|patch|tissu)|(?:over|on top of) (?:\w+ ){0,3}?(?:piece|patch)",
    ):
        return None
    return _v(
        R.NO_OVERLAP,
        "non",
        "Une pièce se pose sur la couverture sans superposition : pas de chevauchement.",
        "A patch goes on the quilt without overlapping another.",
    )


# The pawn stopping short of a square: "je m'arrête juste avant une case cuir", "one square before the leather square",
# "sans l'atteindre", "I don't reach it": whether that square is reached is not read as "reached or passed".
_SHORT_OF = (
    r"\bavant (?:d |de )?(?:la |une |le |cette |ma )?(?:\w+ )?(?:case|square|space)|\b(?:just |right )?before (?:the |a |that |it)(?:\w+ ){0,3}?(?:square|space)"
    r"|short of|sans (?:l |la |les )?atteindre|n (?:atteins?|atteint|arrive) pas|pas jusqu|(?:not|never|don t|doesn t|didn t) (?:quite )?reach"
)


def read_leather(t: str) -> Interpretation:
    """A leather patch is placed at once; whether it costs anything the text does not say."""
    if not has(t, r"cuir|leather") or has(t, _SHORT_OF):
        return None
    # a cost asked; "en avançant pour les boutons" only tells how the pawn got there
    if (
        has(t, r"payer|paye|pay|coute|cost|gratuite?|free")
        or has(t, r"boutons?|buttons?|temps|time")
        and not has(t, _ADVANCING)
    ):
        return _v(
            R.MARKED_SQUARES,
            None,
            "Le livret ne tranche pas : il dit seulement que la pièce de cuir est « à placer tout de suite », "
            "sans parler de prix ni de temps.",
            "The booklet does not settle it: it only says the leather patch is "
            "placed at once, with no word on cost or time.",
            ambiguous=True,
        )
    later = has(t, r"garder|plus tard|later|keep|attendre|wait|reserve|prochain tour|next turn")
    now = has(
        t, r"plac|pos|prend|recup|touche|tout de suite|immediate|right away|at once|\bget|\btake"
    )
    if not (later or now):
        return None  # "combien de pièces de cuir ?" is not about when to place one
    return _v(
        R.MARKED_SQUARES,
        "non" if later else "oui",
        "La pièce de cuir est à placer tout de suite.",
        "The leather patch must be placed at once.",
    )


def read_marked(t: str) -> Interpretation:
    """Every marked square reached or passed plays its event, whatever the action."""
    if not has(t, _MARKED) or negated(t, _MARKED) or has(t, _SHORT_OF):
        return None
    if has(t, r"combien|how many|how much|montant|amount"):
        return _v(
            R.MARKED_SQUARES,
            None,
            "Le livret ne tranche pas : il parle de « revenus en boutons selon tes pièces » sans donner le montant.",
            'The booklet does not settle it: it speaks of button income "according to your patches" without the amount.',
            ambiguous=True,
        )
    marked = re.search(
        r"(?:case|square) (\d+) (?:est |is )?(?:une case )?(?:marquee|marked)|(?:marquee|marked)(?: square)? (?:en |a |at |on )?(\d+)",
        t,
    )
    span = re.search(
        r"(?:de|from) (?:la )?(?:case |square )?(\d+) (?:a|to|jusqu a) (?:la )?(?:case |square )?(\d+)",
        t,
    )
    if marked and span:
        square = int(next(n for n in marked.groups() if n))
        start, end = int(span.group(1)), int(span.group(2))
        hit = start < square <= end
        return _v(
            R.MARKED_SQUARES,
            "oui" if hit else "non",
            f"De {start} à {end}, la case {square} est {'atteinte ou passée : son événement se joue' if hit else 'hors du trajet : rien ne se passe'}.",
            f"From {start} to {end}, square {square} is {'reached or passed: its event plays' if hit else 'not on the way: nothing happens'}.",
        )
    asked = re.split(r"[,;.!:]", t.split("?")[0])[-1]
    if asks_how(t) or has(
        asked,
        r"achet|acquer|pay|buy|afford|score|points?|total|gagne|wins?|qui|who|combien|how many|how much",
    ):
        return None  # the event told on the way to another question ("… je peux l'acheter ?", "mon score ?") does not answer it
    rule = (
        R.MARKED_ANY_ACTION
        if has(t, r"passe|depasse|sans|pass|without|avan|action|skip|jump")
        else R.MARKED_SQUARES
    )
    only = has(
        t,
        r"ne compte que|ne se declenche que|que si|seulement si|uniquement si|only if|only when|only counts",
    )
    return _v(
        rule,
        "non" if only else "oui",
        "Une case marquée déclenche son événement dès que ton pion s'y arrête ou la passe, quelle que soit l'action jouée.",
        "A marked square plays its event whenever your pawn stops on it or passes it, whatever the action.",
    )


def _patch_rank(t: str) -> int | None:
    match = re.search(r"\b(\d+)(?:e|eme|er|ere|re|nd|nde|st|rd|th)\b", t) or re.search(
        r"(?:piece|patch|position|rang) (?:n|no|numero|number|#)?\s*(\d+)\b(?! (?:boutons?|buttons?|cases?|temps|time))",
        t,
    )
    match = match or re.search(
        r"\b(\d+) (?:pieces?|patch(?:es)?|places?|crans?|spots?) (?:plus loin |further )?(?:apres|apres le|devant|after|ahead of|past|beyond|from)",
        t,
    )
    if match:
        return int(match.group(1))
    word = re.search(r"\b(" + "|".join(_ORDINALS) + r")\b", t)
    return _ORDINALS[word.group(1)] if word else None


_NEUTRAL = r"pion neutre|neutral (?:pawn|token|piece|marker)|neutre"
_FROM_NEUTRAL = rf"(?:apres|a partir|depuis|devant|suivant|after|from|past|ahead of|in front of) (?:du |le |la |the )?(?:{_NEUTRAL})"
_LIST_ITEM = r"\b(?:(?:la|le|l|the|piece|pieces|patch|patches) )*([a-z])\b"
_LIST_SEP = r"(?:\s*,\s*(?:(?:et|and|puis|then|ensuite) )?|\s+(?:et|and|puis|then|ensuite|et puis|and then)\s+)"
_SPECIFIC = (  # one patch pointed at, not located by its rank: "la D", "la pièce en L", "la bleue", "celle à 5 boutons", "the cheap one"
    r"(?:cette|ce|this|that) (?:piece|patch)|celle (?:ci|la)|this one|that one|(?:la|le|the) (?:piece |patch )?[b-z]\b(?! [a-z]{3,} (?:pas|not))"
    r"|(?:piece|patch) a\b(?! \d| (?:cote|droite|gauche))|(?:piece|patch|celle|celui|one) (?:en [a-z]\b|(?:avec|with|qui|that|de|a|shaped)\b)"
    r"|(?:la|le|the) (?:piece |patch )?(?:grande|grand|petite|petit|longue|long|big|small|large|tiny|bleue?|rouge|verte?|jaune|orange"
    r"|blue|red|green|yellow|purple|violette?|marron|brown|rose|pink|moins chere|plus chere|cheapest|cheaper|biggest|smallest"
    r"|suivante|next one|derniere|last one)\b"
)


def _listed_rank(t: str) -> int | None:
    """The rank of a patch named by its label in a list said from the neutral pawn ("après le pion neutre on a les
    pièces A, B, C puis D. J'ai le droit d'acheter la D ?" → 4); None without such a list or label."""
    if not has(t, _FROM_NEUTRAL) or has(
        t,
        r"sens inverse|anti ?horaire|counter ?clockwise|anti clockwise|avant le pion|before the neutral",
    ):
        return None
    listed = re.search(rf"{_LIST_ITEM}(?:{_LIST_SEP}{_LIST_ITEM})+", t)
    if listed is None:
        return None
    labels = re.findall(_LIST_ITEM, listed.group(0))
    asked = re.findall(
        r"\b(?:la|le|l|the|piece|patch|acheter|prendre|choisir|buy|take|pick|choose) (?:piece |patch )?([a-z])\b",
        t[listed.end() :],
    )
    asked = [label for label in asked if label != "a" or label in labels]
    if len(labels) != len(set(labels)) or len(set(asked)) != 1 or asked[0] not in labels:
        return None
    return labels.index(asked[0]) + 1


# what a question may ask about besides which patch: the turn, advancing, buttons, points, time, the track, placing it
_OTHER_TOPIC = (
    r"\b(?:avanc\w*|advanc\w*|move[sd]?|moving|boutons?|buttons?|points?|scor\w*|temps|time|cases?|squares?|spaces?|chrono"
    r"|tours?|turns?|jou\w*|rejou\w*|play\w*|again|gagn\w*|win|wins|won|earn\w*|touch\w*|fini\w*|fin|end|finish\w*|derniere|last"
    r"|tuile|tile|couverture|quilt|plac\w*|pos\w*|put|tourn\w*|retourn\w*|rotat\w*|flip\w*|chevauch\w*|overlap\w*|superpos\w*"
    r"|pay\w*|gratuit\w*|free|cout\w*|cost\w*|prix|price|cher|cheap\w*|pion|pawn|token|marker|qui|who|combien|how many|how much)\b"
)
_PATCH_TAKEN = (
    r"\b(?:prendre|prends|prend|choisir|choisis|acheter|achete|achetes|take|choose|buy|pick)\s+"
    r"(?:(?:une|un|la|le|l|cette|ce|cet|ces|this|that|these|n importe|quelle|laquelle|lesquelles|any|a|the|which|one|of|l une des|des|les|parmi|among|autre|other)\s+)*"
    r"(?:pieces?|patch(?:es)?|tissus?|one|laquelle|lesquelles|quelle|which|celles?|those)\b"
)
_NEUTRAL_SAID = r"pion neutre|neutral (?:pawn|token|piece|marker)"


# an obligation or a negated permission asked: the three-patches "yes, you may" would answer another question
_FORCED_OR_DENIED = (
    r"oblig\w*|forced|force|\bdoi[st]\b|\bdevoir\b|\bfaut\b|\bmust\b|have to|has to|need to|required|mandatory"
    r"|\bne (?:\w+ )?(?:peux|peut|pouvons|pouvez|dois|doit) (?:\w+ )?(?:pas|plus|jamais)\b|\b(?:peux|peut) pas\b"
    r"|can t|cannot|can not|couldn t|not allowed|isn t allowed|aren t allowed|am i not|can i not"
)


def _asks_which_patch(t: str) -> bool:
    """Whether the question asks which patch may be taken, and nothing else: a taking verb whose object is a patch
    ("je peux acheter n'importe quelle pièce ?", "can I take any patch?"), no turn, advance, buttons, points, time,
    track or placement spoken of ("après avoir acheté une pièce je suis encore derrière, je rejoue ?" is not one)."""
    # "la pièce juste derrière le pion neutre me plaît, je peux la prendre ?": the patch said, then taken as "la"
    taken_it = has(t, r"\b(?:pieces?|patch(?:es)?)\b") and has(
        t, r"\b(?:la|l|le) (?:prendre|prends|acheter|achete|choisir)\b|\b(?:take|buy|pick) it\b"
    )
    if not has(t, _PATCH_TAKEN) and not taken_it:
        return False
    rest = re.sub(
        rf"\b(?:a mon tour|a son tour|a ton tour|on my turn|on your turn|per turn|each turn|par tour|{_NEUTRAL_SAID})\b",
        " ",
        t,
    )
    return not has(rest, _OTHER_TOPIC)


def read_patch_choice(t: str) -> Interpretation:
    """Only one of the three patches just after the neutral pawn, clockwise; it must be paid for.

    A rank counts only with the neutral pawn or "after" said ("la 4e pièce après le pion neutre"), also a
    label's place in a list said from the neutral pawn ("après le pion neutre : A, B, C puis D ... la D ?" → 4);
    a patch pointed at but not ranked ("cette pièce", "la D", "la bleue", "celle à 5 boutons") asks for its rank:
    the general "one of the three" answers only a patch not singled out. A whose-turn question is left to read_turn.
    """
    if not has(t, r"pieces?|patch|patches|tissu|pion neutre|neutral") or has(t, TURN_QUESTION):
        return None
    if has(
        t, _FORCED_OR_DENIED
    ):  # "suis-je obligé de prendre une des trois ?", "je ne peux pas prendre la 2e ?": not a plain "may I"
        return None
    have, cost = (
        count(t, r"(?:boutons?|buttons?)"),
        re.search(r"(?:coute|cost|costs|costing|prix|vaut|price) (?:de |of )?(\d+)", t),
    )
    if (
        have is not None
        and cost is not None
        and has(t, r"j ai|i have|i ve got|il me reste|je possede")
    ):
        price = int(cost.group(1))
        rank = _patch_rank(t) or _listed_rank(t)
        if (
            rank is not None and rank > 3
        ):  # "…if it's the fourth one after the neutral pawn": affordable or not, not one of the three
            return _v(
                R.THREE_PATCHES,
                "non",
                f"La {rank}e pièce après le pion neutre ne fait pas partie des trois que tu peux choisir.",
                f"Patch no. {rank} after the neutral pawn is not one of the three you may choose.",
            )
        if rank is None and has(t, r"neutre|neutral"):  # where the patch lies is said but not read
            return MissingSituation(
                R.THREE_PATCHES,
                "Dis-moi à quel rang, après le pion neutre, est la pièce que tu veux.",
                "Tell me how many patches after the neutral pawn the one you want lies.",
            )
        return _v(
            R.PAY_BUTTONS,
            "oui" if have >= price else "non",
            f"Pièce à {price} boutons, tu en as {have} : "
            + ("tu peux la payer." if have >= price else "tu ne peux pas la payer."),
            f"A {price}-button patch, you have {have}: "
            + ("you can pay for it." if have >= price else "you cannot pay for it."),
        )
    rank = _patch_rank(t) or _listed_rank(t)
    if rank is not None and has(
        t, r"apres|devant|suivant|after|ahead|past|beyond|neutre|neutral|cercle|circle"
    ):
        ok = 1 <= rank <= 3
        return _v(
            R.THREE_PATCHES,
            "oui" if ok else "non",
            f"La {rank}{'re' if rank == 1 else 'e'} pièce après le pion neutre {'fait partie' if ok else 'ne fait pas partie'} des trois que tu peux choisir.",
            f"Patch no. {rank} after the neutral pawn is {'one' if ok else 'not one'} of the three you may choose.",
        )
    if asks_how(t) or not _asks_which_patch(t):
        return None
    if (
        numbers(t)
        or has(t, _SPECIFIC)
        or _listed_rank(t) is None
        and re.search(rf"{_LIST_ITEM}(?:{_LIST_SEP}{_LIST_ITEM})+", t)
    ):
        # a patch pointed at, or listed, and its rank not read: "one of the three" would not answer it
        return MissingSituation(
            R.THREE_PATCHES,
            "Dis-moi à quel rang, après le pion neutre, est la pièce que tu veux.",
            "Tell me how many patches after the neutral pawn the one you want lies.",
        )
    wrong = has(
        t,
        r"n importe|any|toutes|derriere|behind|avant le pion|before the neutral|sens inverse|anti horaire|counter ?clockwise|plus loin|further",
    )
    return _v(
        R.THREE_PATCHES,
        "non" if wrong else "oui",
        "Seulement l'une des trois pièces juste devant le pion neutre, dans le sens des aiguilles d'une montre.",
        "Only one of the three patches just after the neutral pawn, clockwise.",
    )


def read_neutral_moves(t: str) -> Interpretation:
    """After a patch is taken, the neutral pawn moves next to it: "le pion neutre va à côté de la pièce prise ?" → oui.
    Where else it would go (back, in place, a number of squares) is not answered."""
    if not has(t, _NEUTRAL_SAID) or numbers(t) or has(t, TURN_QUESTION) or asks_how(t):
        return None
    if not has(
        t,
        r"\b(?:se deplace\w*|deplac\w*|bouge\w*|va|vient|avance|move[sd]?|moving|go(?:es)?|placed?|put)\b",
    ):
        return None
    if not has(
        t, r"a cote|pres de|contre|a la place|next to|beside|where the|to the (?:patch|spot)|la ou"
    ) or has(t, r"\breste|\bstays?\b|\bou\b|\bor\b"):
        return None
    return _v(
        R.NEUTRAL_FOLLOWS,
        "oui",
        "Oui : le pion neutre se déplace ensuite à côté de la pièce prise.",
        "Yes: the neutral pawn then moves next to the patch taken.",
    )


def read_pay(t: str) -> Interpretation:
    """A patch taken is paid with the buttons on its label: "je dois payer la pièce ?" → oui, "c'est gratuit ?" → non.
    With any number (a price, my buttons) read_patch_choice checks the purchase; leather patches are read_leather's."""
    if (
        numbers(t)
        or has(t, r"cuir|leather|tuile|tile")
        or not has(t, r"\b(?:pieces?|patch(?:es)?|tissu|achet\w*|buy\w*|bought)\b")
    ):
        return None
    if has(t, TURN_QUESTION) or asks_how(t) or has(t, r"\b(?:qui|who|combien|how many|how much)\b"):
        return None
    if has(t, "|".join(_ORDINALS) + r"|\d+(?:e|eme|ieme|th|rd|nd)\b") or has(t, _NEUTRAL_SAID):
        return None  # "la quatrième pièce après le pion neutre, si j'ai de quoi la payer ?": which patch decides, not paying
    free = has(t, r"gratuite?s?|for free|\bfree\b|sans (?:rien )?payer|without paying")
    pay = has(t, r"\b(?:payer|paye|payes|pay|pays|paid|depenser|rendre|donner|give|spend)\b")
    if free == pay or negated(
        t, r"payer|pay"
    ):  # both said ("la pièce gratuite, je dois la payer ?"): not read
        return None
    return _v(
        R.PAY_BUTTONS,
        "non" if free else "oui",
        "On paie la pièce avec les boutons indiqués sur son étiquette : elle n'est pas gratuite.",
        "You pay for a patch with the buttons on its label: it is not free.",
    )


# A yes / no question ("je peux acheter … ?", "can I buy …?") is never answered by the square a patch's time reaches.
_YES_NO_ASKED = (
    r"\b(?:peux|peut|puis|pouvons|dois|doit|devons|ai je le droit|est ce que|est ce qu|can|could|may|must|should|am i|is it"
    r"|do i|does|did i|allowed|le droit|possible|autorise|oblige|obligee|force|forced|have to|has to)\b"
)
_SQUARE_ASKED = (
    r"\b(?:combien|ou (?:j|je|est|suis|il|elle|on|se|ca|m|arrive\w*|tombe\w*|va|vais|finis?)|where|quelle case|sur quelle"
    r"|which (?:square|space|spot)|what (?:square|space|spot)|how far|jusqu ou|a quelle case)\b|\bou ?(?:\?|$)"
)


def read_time(t: str) -> Interpretation:
    """After placing the patch, the pawn moves by its time (and stops on the last square)."""
    time = count(t, r"(?:cases? )?(?:de temps|temps|time|sabliers?|hourglass(?:es)?)")
    if time is None or not has(t, r"pieces?|patch|tissu|prends|take") or has(t, TURN_QUESTION):
        return None
    if has(t, _YES_NO_ASKED) and not has(
        t, _SQUARE_ASKED
    ):  # "je peux acheter une pièce à 4 boutons et 1 temps ?": not a square
        return None
    track = read_track(t.replace(f"{time} ", " ", 1))
    if track.me is not None and unread_last(
        t, track
    ):  # the pawn may stop on a last square not read
        return MissingSituation(R.ADVANCE_BY_TIME, *_ASK_TRACK)
    if track.me is None:
        return MissingSituation(
            R.ADVANCE_BY_TIME,
            "Dis-moi sur quelle case est ton pion.",
            "Tell me which square your pawn is on.",
        )
    moved = move_by(Chrono(track.me, track.me, None, track.last_square), "me", time)
    return _v(
        R.ADVANCE_BY_TIME,
        moved.me,
        f"De la case {track.me}, la pièce fait avancer de {time} : case {moved.me}.",
        f"From square {track.me}, the patch moves you {time} squares: square {moved.me}.",
    )


def read_advance(t: str) -> Interpretation:
    """Advance to the square just ahead of the opponent: 1 button per square actually travelled.

    "How many buttons?" gets the number; "does it give me buttons?" gets oui / non from it.
    """
    found = _advance(t)
    if (
        isinstance(found, Verdict)
        and isinstance(found.verdict, int)
        and has(t, _NUMBER_ASKED)
        and re.search(r"(?<![\w.])\d+ (?:boutons?|buttons?)", t)
    ):
        return None  # "j'ai 5 boutons…, j'ai combien après ?": the buttons owned are a fact the count of buttons earned does not read
    if (
        not isinstance(found, Verdict)
        or not isinstance(found.verdict, int)
        or has(t, _NUMBER_ASKED)
    ):
        return found
    claim = re.search(
        r"(?<![\w.])(\d+) (?:boutons?|buttons?)", t
    )  # "je touche 5 boutons ?": the claim is checked
    yes = found.verdict == int(claim.group(1)) if claim else found.verdict > 0
    return replace(
        found,
        verdict="oui" if yes else "non",
        explanation=("Oui. " if yes else "Non. ") + found.explanation,
        explanation_en=("Yes. " if yes else "No. ") + found.explanation_en,
    )


_ADVANCING = (
    r"avance|avancer|avancant|advance|advancing|(?:move|moving|moved|go|going|step|stepping|push|pushing)(?: [a-z]+){0,3}? (?:forward|ahead|up)"
    r"|au lieu d (?:acheter|prendre)|plutot que d (?:acheter|prendre)|(?:instead of|rather than) (?:buying|taking)"
)


def _other_mover(t: str) -> bool:
    """The advance or its buttons said of the other player: "si Paul avance, il touche combien ?", "if she moves up"."""
    others = "|".join(
        [
            r"il|elle|lui|he|she|they|(?:mon |ton |l |my |your |the )(?:adversaire|opponent)",
            *player_names(t),
        ]
    )
    return has(
        t,
        rf"\b(?:{others}) (?:\w+ )??(?:avance\w*|advance\w*|touche\w*|recoi\w*|recupere\w*|gagne\w*|gets|earns|moves?)\b",
    )


def _advance(t: str) -> Interpretation:
    beyond = has(t, r"au dela|beyond|past the last|apres la derniere|plus loin que la derniere")
    if not has(t, _ADVANCING) and not beyond:
        return None
    if _other_mover(t):
        return None  # the asker's buttons are what the reader counts, never another player's
    if not has(
        t, r"boutons?|buttons?|combien|how many|how much|gagne|earn|touche|recoi|get|garde|keep"
    ):
        return None
    if beyond:
        return _v(
            R.ONLY_TRAVELLED,
            "non",
            "Le pion s'arrête sur la dernière case : tu ne touches que les cases réellement parcourues.",
            "The pawn stops on the last square: you only earn the squares actually travelled.",
        )
    if has(t, r"par case|per square|each square|chaque case|par case parcourue"):
        return _v(
            R.ADVANCE_BUTTONS, 1, "1 bouton par case parcourue.", "1 button per square travelled."
        )
    if (
        not numbers(t)
        and has(t, r"juste devant|just (?:ahead|in front)|right in front")
        and has(
            t,
            r"je (?:me place|me mets|vais|m arrete|pose)|(?:do|should) i (?:go|move|stop|land|end up|put)",
        )
    ):
        return _v(
            R.ADVANCE_BUTTONS,
            "oui",
            "Oui : tu avances jusqu'à la case juste devant le pion adverse, 1 bouton par case parcourue.",
            "Yes: you move to the square just ahead of the opponent's pawn, 1 button per square travelled.",
        )
    track = read_track(t)
    if (
        says_relative(t) or track.me is None or track.opponent is None
    ):  # "2 cases avant la dernière case", "3 squares behind Tom": the track not complete
        return _advance_relative(t, relative_track(t))
    if unread_last(t, track) or squares_said(t) - {track.me, track.opponent}:
        return MissingSituation(
            R.ADVANCE_BUTTONS, *_ASK_TRACK
        )  # the last square, or another square, said and not read
    chrono = Chrono(
        track.me,
        track.opponent,
        track.on_top or ("me" if track.me == track.opponent else None),
        track.last_square,
    )
    if chrono.whose_turn() == "opponent":
        if not has(t, r"\bqui\b|\bwho\b|\bwhose\b"):
            return None  # "si j'avance, je touche combien ?" while ahead: a count asked, never answered by a name
        names = player_names(t)
        who = names[0].capitalize() if len(names) == 1 else "l'adversaire"
        return _v(
            R.FURTHEST_BEHIND,
            who,
            f"Tu es case {track.me}, devant la case {track.opponent} : ce n'est pas ton tour, c'est à {who}.",
            f"You are on {track.me}, ahead of {track.opponent}: it is not your turn.",
        )
    moved, buttons = advance(chrono, "me")
    if moved.me <= track.opponent:
        return _v(
            R.ONLY_TRAVELLED,
            buttons,
            f"Tu vas de la case {track.me} à la dernière case, {moved.me}, où le pion s'arrête : "
            f"{buttons} bouton(s), seulement les cases réellement parcourues.",
            f"You go from square {track.me} to the last square, {moved.me}, where the pawn stops: {buttons} button(s).",
        )
    return _v(
        R.ADVANCE_BUTTONS,
        buttons,
        f"Tu vas de la case {track.me} à la case {moved.me}, juste devant l'adversaire : {buttons} bouton(s), 1 par case.",
        f"You go from square {track.me} to square {moved.me}, just ahead of your opponent: {buttons} button(s), 1 per square.",
    )


def _advance_relative(t: str, pawns: Relative | None) -> Interpretation:
    """Advancing with the pawns placed only relative to each other or to the last square, no square numbers:
    "mon pion est 2 cases avant la dernière case et mon adversaire est déjà dessus" → 2 (the pawn stops on the
    last square); "je suis 3 cases derrière lui" → 4 (just ahead of him). Asks when a number is left unread,
    a third player is named, the gap between the pawns is not said (only my squares to go), or both ways disagree."""
    # "Léa et Tom sont sur la dernière case": a third player; never a noun after an article ("the end and Tom")
    pairs = re.finditer(
        r"(?<!\bthe )(?<!\bla )(?<!\ble )(?<!\bl )(?<!\bdu )(?<!\bau )(?<!\bof )\b([a-z]{2,}) (?:et|and) (?=([a-z]{2,})\b)",
        t,
    )
    third = len(player_names(t)) > 1 or any(
        is_name(a) and is_name(b) for a, b in (m.groups() for m in pairs)
    )
    if (
        pawns is None
        or numbers(re.sub(r"(?<![\w.])\d+ (?:boutons?|buttons?)", " ", pawns.rest))
        or third
    ):
        return MissingSituation(
            R.ADVANCE_BUTTONS, *_ASK_POSITIONS
        )  # a number left unread, or a third player
    mine, theirs, gap = pawns.me_to_end, pawns.opponent_to_end, pawns.gap
    if mine is not None and theirs is not None:
        if gap is not None and gap != mine - theirs:
            return MissingSituation(R.ADVANCE_BUTTONS, *_ASK_POSITIONS)
        gap = mine - theirs
    if (
        gap is None or gap == 0
    ):  # how far apart the pawns are is not said, or one square (who is on top?)
        return MissingSituation(R.ADVANCE_BUTTONS, *_ASK_POSITIONS)
    if gap < 0:
        names = player_names(t)
        who = names[0].capitalize() if len(names) == 1 else "l'adversaire"
        return _v(
            R.FURTHEST_BEHIND,
            who,
            f"Ton pion est {-gap} case(s) devant l'autre : ce n'est pas ton tour, c'est à {who}.",
            f"Your pawn is {-gap} square(s) ahead of the other: it is not your turn.",
        )
    if theirs == 0:  # the other pawn is on the last square: mine stops there
        return _v(
            R.ONLY_TRAVELLED,
            gap,
            f"L'adversaire est sur la dernière case, ton pion {gap} case(s) avant : il s'arrête sur la dernière "
            f"case, {gap} bouton(s), seulement les cases réellement parcourues.",
            f"Your opponent is on the last square, your pawn {gap} square(s) before it: it stops on the last square, "
            f"{gap} button(s), only the squares actually travelled.",
        )
    buttons = gap + 1
    return _v(
        R.ADVANCE_BUTTONS,
        buttons,
        f"Ton pion est {gap} case(s) derrière l'autre : il avance jusqu'à la case juste devant, "
        f"{buttons} case(s) plus loin, soit {buttons} bouton(s), 1 par case.",
        f"Your pawn is {gap} square(s) behind the other: it moves to the square just ahead of it, {buttons} square(s) on, "
        f"so {buttons} button(s), 1 per square.",
    )


_TAKE = r"(?:acheter|prendre|choisir|buy|take|pick) (?:une |la |a |the )?(?:piece|patch)(?: de tissu| of fabric)?"
_ADVANCE = r"(?:(?:j |je )?avancer?|advance|move (?:forward|ahead|up)|(?:move|advance) (?:my|the) (?:pawn|token))"
_AND = r"\s+(?:et|and|puis|then)\s+(?:(?:aussi|also|en plus|encore)\s+)?"


def _both_actions(t: str) -> bool:
    """Buying a patch and advancing joined as one turn's plan ("acheter une pièce et avancer"), not the patch's time move."""
    if has(t, r"de son temps|du temps|de temps|its time|by its|sabliers?|hourglass"):
        return False
    return has(t, rf"{_TAKE}{_AND}{_ADVANCE}|{_ADVANCE}{_AND}{_TAKE}")


_ANOTHER_PATCH = (
    r"(?:une (?:deuxieme|seconde|2e|autre)|encore une|2|another|a second|a 2nd|one more|2 more) "
    r"(?:pieces?|patch(?:es)?|morceaux? de tissu)"
)
_SAME_TURN = (
    r"a mon tour|au meme tour|dans le (?:meme )?tour|pendant (?:le|mon) tour|ce tour|en un (?:seul )?tour|par tour"
    r"|per turn|in (?:1|one|a single|the same|my|a) turn|on my turn|this turn|same turn"
)


def read_one_action(t: str) -> Interpretation:
    """One of the two actions per turn: advance, or take a patch.

    "acheter une pièce et avancer" and "une deuxième pièce à mon tour" (two purchases in one turn) → non.
    """
    second_patch = has(t, _ANOTHER_PATCH) and has(t, _SAME_TURN)
    if (
        not has(t, r"les 2 actions|les deux actions|both actions")
        and not _both_actions(t)
        and not second_patch
    ):
        return None
    return _v(
        R.ONE_ACTION,
        "non",
        "Une seule des deux actions par tour : avancer, ou prendre une pièce.",
        "Only one of the two actions per turn: advance, or take a patch.",
    )


def read_stacking(t: str) -> Interpretation:
    """Arriving on the opponent's square, the pawn goes on top of theirs, not beside or under it.

    "je mets mon pion à côté du sien ?" → non; "je le pose par-dessus ?" → oui. Square numbers or a whose-turn
    question ("j'ai mis mon pion dessus, qui joue ?") leave it to read_turn.
    """
    if (
        re.search(r"\d", t)
        or has(t, TURN_QUESTION)
        or not has(t, r"\b(?:mets|mettre|met|pose|poser|place|placer|put|place|goes|go)\b")
    ):
        return None
    if not has(
        t,
        r"meme case|case (?:occupee|de l adversaire|de mon adversaire|ou (?:il|elle) est)|sa case|arrive sur|tombe sur|same (?:square|space)|"
        r"(?:land|lands|arrive|arrives|end up) on|(?:their|his|her|opponent s) (?:square|space)",
    ):
        return None
    beside = has(
        t,
        r"a cote|juste a cote|beside|next to|alongside|en dessous|dessous|sous le sien|sous son|under|underneath|below",
    )
    on_top = has(t, r"par dessus|au dessus|sur le sien|sur son pion|on top|above")
    if beside == bool(on_top):
        return None
    return _v(
        R.ARRIVE_ON_TOP,
        "non" if beside else "oui",
        "Arrivé sur la case occupée par l'autre pion, tu mets le tien par-dessus : c'est lui qui jouera d'abord.",
        "Arriving on the square the other pawn occupies, you put yours on top: it will play first.",
    )


READERS: tuple[Callable[[str], Interpretation], ...] = (
    read_first_player,
    read_duel,
    read_totals,
    read_tie,
    read_tile,
    read_one_action,
    read_leather,
    read_marked,
    read_overlap,
    read_stacking,
    read_score,
    read_game_end,
    read_advance,
    read_neutral_moves,
    read_pay,
    read_time,
    read_patch_choice,
    read_turn,
)


def interpret(question: str) -> Interpretation:
    """The first reader that recognises the question decides it; None when none does."""
    text = fold(question).replace("7 x 7", "7x7").replace("7 sur 7", "7x7")
    text = re.sub(rf"\b(?:une seule|un seul|a single|only one|just one)(?= {_COUNTED})", "1", text)
    text = re.sub(
        rf"(?<![\w.])(\d+) (?:seule?s?|seulement|only|single)(?= {_COUNTED})", r"\1", text
    )  # "1 seule case vide"
    text = re.sub(
        r"\b(?:aucune|pas de|zero|no)(?= (?:cases? vides?|empty (?:squares?|spaces?)))", "0", text
    )
    text = re.sub(_PAIR, r"\1deux", text)
    text = re.sub(
        r"\b(?:toute|tout|tres|very) (?=(?:derniere|last|final|au bout|a la fin)\b)", "", text
    )  # "la toute dernière case"  # "on est tous les 2 sur la même case": the two players, never a square
    for reader in READERS:
        found = reader(text)
        if isinstance(found, Verdict) and isinstance(found.verdict, str):
            return replace(
                found,
                verdict=respell(found.verdict, question),
                explanation=respell(found.explanation, question),
                explanation_en=respell(found.explanation_en, question),
            )
        if found is not None:
            return found
    return None
