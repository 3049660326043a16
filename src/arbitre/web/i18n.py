"""Every interface string of the site, the widget and the API errors, per language.

French is the default; English is chosen by `?lang=en` or by Accept-Language.
Templates get the whole dict as `t`; scripts get the `SCRIPT_KEYS` subset as JSON.
"""

from __future__ import annotations

DEFAULT_LANG = "fr"

FR: dict[str, str] = {
    "lang_code": "fr",
    "site_name": "arbitre",
    "tagline": "Les règles de tes jeux de société, avec la page du livret.",
    "skip_link": "Aller au contenu",
    "nav_home": "Tous les jeux",
    "switch_lang": "English",
    "games_title": "Les jeux",
    "filter_label": "Filtrer les jeux",
    "filter_placeholder": "Nom du jeu…",
    "filter_button": "Filtrer",
    "filter_none": "Aucun jeu ne correspond à « {query} ».",
    "filter_reset": "Voir tous les jeux",
    "ask_all_label": "Pose ta question, pour n'importe quel jeu",
    "ask_label": "Pose ta question",
    "ask_placeholder": "Peut-on poser deux fois le même nombre dans une rangée ?",
    "ask_button": "Demander",
    "asking": "Je cherche dans les règles…",
    "answer_title": "Réponse",
    "your_question": "Ta question :",
    "about_game": "À propos de",
    "candidate_games": "La question peut concerner :",
    "abstained": "Les règles ne répondent pas à cette question.",
    "nearest": "Passages les plus proches",
    "sources": "Ce que disent les règles",
    "verdict": "Verdict",
    "yes": "Oui",
    "no": "Non",
    "engine": "Vérifié par le moteur de règles",
    "engine_rule": "Règle appliquée : {where}",
    "engine_ambiguous": "Lu par le moteur de règles : le livret ne tranche pas",
    "asks_for": "Précise :",
    "page": "p. {page}",
    "see_rule": "Voir dans les règles",
    "feedback_question": "Cette réponse t'a-t-elle aidé ?",
    "vote_up": "Oui, utile",
    "vote_down": "Non, pas utile",
    "feedback_thanks": "Merci pour ton avis !",
    "card_title": "Fiche du jeu",
    "players": "Joueurs",
    "duration": "Durée",
    "age": "Âge",
    "year": "Année",
    "author": "Auteur",
    "publisher": "Éditeur",
    "rules_title": "Les règles",
    "passages": "{count} passages",
    "has_engine": "moteur de règles",
    "not_found_title": "Page introuvable",
    "not_found_text": "Cette page n'existe pas. Le jeu n'est peut-être pas (encore) dans arbitre.",
    "unavailable_title": "Service indisponible",
    "error_title": "Erreur",
    "network_error": "Impossible de joindre arbitre. Réessaie dans un instant.",
    "origin_refused": "Ce site ({origin}) n'est pas autorisé par le serveur arbitre : "
    "ajoute-le à ARBITRE_ALLOWED_ORIGINS.",
    "powered_by": "Réponses par arbitre",
    "widget_label": "Une question sur les règles ?",
    "demo_title": "La Boutique du Dé — démo du widget",
    "shop_name": "La Boutique du Dé",
    "shop_facts": "1 à 4 joueurs · 20 min · dès 8 ans",
    "err_body_json": "Le corps de la requête doit être un objet JSON, par exemple "
    '{"question": "Combien de joueurs ?"}.',
    "err_missing": "Champ « {field} » manquant.",
    "err_type": "Le champ « {field} » n'a pas le bon type : {expected}.",
    "err_text": "du texte",
    "err_object": "un objet JSON",
    "err_lang": "« fr » ou « en »",
    "err_invalid": "Requête invalide : champ « {field} ».",
    "err_vote": "Avis invalide : vote +1 ou -1 attendu.",
    "err_empty": "La question est vide : écris-la dans la case, puis « Demander ».",
    "empty_question": "La question est vide : écris-la dans la case, puis « Demander ».",
    "err_extra": "Champ inconnu « {field} » (voir /docs).",
    "err_text_invalid": "Le champ « {field} » contient des caractères invalides.",
    "err_too_large": "Requête trop volumineuse.",
    "err_timeout": "Requête trop lente à arriver ; réessaie.",
    "err_rate_limited": "Trop de questions d'un coup. Réessaie dans {seconds} s.",
    "err_busy": "arbitre est très sollicité en ce moment. Réessaie dans {seconds} s.",
    "err_internal": "Erreur interne",
    "err_not_found": "Adresse inconnue : {path}. Voir /docs.",
    "err_method": "Méthode {method} non acceptée ici. Voir /docs.",
    "err_feedback_unavailable": (
        "Ton avis n'a pas pu être enregistré (stockage indisponible). Réessaie plus tard."
    ),
    "err_feedback_full": "Le stockage des avis est plein : ton avis n'a pas été enregistré.",
    "err_feedback_rate_limited": "Trop d'avis d'un coup. Réessaie dans {seconds} s.",
    "err_cross_site": "Avis refusé : le formulaire doit être envoyé depuis ce site.",
    "err_too_long": "Le champ « {field} » est trop long (au plus {limit} caractères).",
    "err_choice": "Le champ « {field} » doit valoir {expected}.",
    "err_verdict": "Le champ « verdict » doit être un texte ou un nombre entier.",
    "board_title": "Vérifie ma position",
    "board_understood": "J'ai compris : corrige une case et vérifie à nouveau.",
    "board_asked": "Il me manque des faits : complète les champs marqués.",
    "board_asked_stated": "J'ai rempli ce que tu as dit ; il me manque les champs marqués.",
    "board_intro": (
        "Remplis la position comme sur ta table, choisis la question : "
        "le moteur de règles tranche, avec la page du livret."
    ),
    "board_kind": "Ta question",
    "board_check": "Vérifier",
    "board_link": "Lien vers cette position",
    "board_missing": "à compléter",
    "board_cell": "{row} {r}, {col} {c}",
    "board_result": "Verdict sur cette position",
    "board_open": "Vérifier une position",
    "board_target": "case visée",
    "board_fields_for": "Champs utiles selon la question ; les autres sont ignorés.",
    "err_board": "Position non vérifiée : corrige les champs signalés.",
}

EN: dict[str, str] = {
    "lang_code": "en",
    "site_name": "arbitre",
    "tagline": "Rules of your board games, with the booklet's page.",
    "skip_link": "Skip to content",
    "nav_home": "All games",
    "switch_lang": "Français",
    "games_title": "Games",
    "filter_label": "Filter the games",
    "filter_placeholder": "Game name…",
    "filter_button": "Filter",
    "filter_none": "No game matches “{query}”.",
    "filter_reset": "Show all games",
    "ask_all_label": "Ask a rules question, about any game",
    "ask_label": "Ask your question",
    "ask_placeholder": "Can the same number appear twice in a row?",
    "ask_button": "Ask",
    "asking": "Searching the rules…",
    "answer_title": "Answer",
    "your_question": "Your question:",
    "about_game": "About",
    "candidate_games": "The question may be about:",
    "abstained": "The rules do not answer this question.",
    "nearest": "Nearest passages",
    "sources": "What the rules say",
    "verdict": "Verdict",
    "yes": "Yes",
    "no": "No",
    "engine": "Checked by the rules engine",
    "engine_rule": "Rule applied: {where}",
    "engine_ambiguous": "Read by the rules engine: the booklet does not settle it",
    "asks_for": "Please state:",
    "page": "p. {page}",
    "see_rule": "See it in the rules",
    "feedback_question": "Did this answer help?",
    "vote_up": "Yes, helpful",
    "vote_down": "No, not helpful",
    "feedback_thanks": "Thanks for your feedback!",
    "card_title": "Game card",
    "players": "Players",
    "duration": "Duration",
    "age": "Age",
    "year": "Year",
    "author": "Designer",
    "publisher": "Publisher",
    "rules_title": "The rules",
    "passages": "{count} passages",
    "has_engine": "rules engine",
    "not_found_title": "Page not found",
    "not_found_text": "This page does not exist. The game may not be in arbitre (yet).",
    "unavailable_title": "Service unavailable",
    "error_title": "Error",
    "network_error": "Could not reach arbitre. Try again in a moment.",
    "origin_refused": "This site ({origin}) is not allowed by the arbitre server: "
    "add it to ARBITRE_ALLOWED_ORIGINS.",
    "powered_by": "Answers by arbitre",
    "widget_label": "A question about the rules?",
    "demo_title": "The Dice Shop — widget demo",
    "shop_name": "The Dice Shop",
    "shop_facts": "1 to 4 players · 20 min · age 8+",
    "err_body_json": "The request body must be a JSON object, for example "
    '{"question": "How many players?"}.',
    "err_missing": "Missing field “{field}”.",
    "err_type": "Field “{field}” has the wrong type: expected {expected}.",
    "err_text": "text",
    "err_object": "a JSON object",
    "err_lang": "“fr” or “en”",
    "err_invalid": "Invalid request: field “{field}”.",
    "err_vote": "Invalid feedback: vote +1 or -1 expected.",
    "err_empty": "The question is empty: type it in the box, then “Ask”.",
    "empty_question": "The question is empty: type it in the box, then “Ask”.",
    "err_extra": "Unknown field “{field}” (see /docs).",
    "err_text_invalid": "Field “{field}” holds invalid characters.",
    "err_too_large": "Request too large.",
    "err_timeout": "Request too slow to arrive; try again.",
    "err_rate_limited": "Too many questions at once. Try again in {seconds} s.",
    "err_busy": "arbitre is very busy right now. Try again in {seconds} s.",
    "err_internal": "Internal error",
    "err_not_found": "Unknown address: {path}. See /docs.",
    "err_method": "Method {method} not allowed here. See /docs.",
    "err_feedback_unavailable": (
        "Your feedback could not be saved (storage unavailable). Try again later."
    ),
    "err_feedback_full": "Feedback storage is full: your vote was not saved.",
    "err_feedback_rate_limited": "Too many votes at once. Try again in {seconds} s.",
    "err_cross_site": "Vote refused: the form must be sent from this site.",
    "err_too_long": "Field “{field}” is too long (at most {limit} characters).",
    "err_choice": "Field “{field}” must be {expected}.",
    "err_verdict": "Field “verdict” must be text or a whole number.",
    "board_title": "Check my position",
    "board_understood": "I understood: correct a square and check again.",
    "board_asked": "Some facts are missing: fill in the marked fields.",
    "board_asked_stated": "I filled in what you said; the marked fields are missing.",
    "board_intro": (
        "Fill in the position as on your table and pick the question: "
        "the rules engine decides, with the booklet's page."
    ),
    "board_kind": "Your question",
    "board_check": "Check",
    "board_link": "Link to this position",
    "board_missing": "to fill in",
    "board_cell": "{row} {r}, {col} {c}",
    "board_result": "Verdict on this position",
    "board_open": "Check a position",
    "board_target": "square asked about",
    "board_fields_for": "Fields used depend on the question; the others are ignored.",
    "err_board": "Position not checked: correct the marked fields.",
}

STRINGS: dict[str, dict[str, str]] = {"fr": FR, "en": EN}

# What app.js and widget.js need to render an answer themselves.
SCRIPT_KEYS = (
    # widget.js draws answers itself (it runs on other sites); app.js only needs the last three.
    "your_question",
    "ask_button",
    "ask_placeholder",
    "yes",
    "no",
    "engine",
    "engine_ambiguous",
    "engine_rule",
    "asks_for",
    "page",
    "see_rule",
    "feedback_question",
    "vote_up",
    "vote_down",
    "feedback_thanks",
    "powered_by",
    "widget_label",
    "origin_refused",
    "asking",
    "network_error",
    "empty_question",
    "board_open",
)


def strings(lang: str) -> dict[str, str]:
    return STRINGS.get(lang, STRINGS[DEFAULT_LANG])


def script_strings(lang: str) -> dict[str, str]:
    table = strings(lang)
    return {key: table[key] for key in SCRIPT_KEYS}


def choose_lang(query_lang: str | None, accept_language: str | None) -> str:
    """?lang= wins; then the first of fr/en in Accept-Language by weight; then French."""
    if query_lang in STRINGS:
        return query_lang
    best, best_q = DEFAULT_LANG, -1.0
    for position, item in enumerate((accept_language or "").split(",")):
        tag, _, params = item.strip().partition(";")
        primary = tag.strip().lower().split("-")[0]
        if primary not in STRINGS:
            continue
        weight = _weight(params) - position * 1e-6  # equal weights: the earlier tag wins
        if weight > best_q:
            best, best_q = primary, weight
    return best


def _weight(params: str) -> float:
    for param in params.split(";"):
        key, _, value = param.strip().partition("=")
        if key == "q":
            try:
                return float(value)
            except ValueError:
                return 0.0
    return 1.0


# /docs in French: (summary, description) per operation; English comes from the routes' docstrings.
API_DOCS: dict[str, tuple[str, str]] = {
    "POST /api/ask": (
        "Poser une question",
        "Répond à une question de règles : l'objet réponse du contrat "
        "(docs/answer-contract.md). Au plus `max_concurrent_asks` questions sont traitées à la "
        "fois ; les suivantes attendent brièvement, puis reçoivent 503.",
    ),
    "GET /api/games": (
        "Les jeux",
        "Les jeux indexés, leur nombre de passages et s'ils ont un moteur de règles.",
    ),
    "POST /api/games/{slug}/check": (
        "Vérifier un coup",
        "Soumet un état et une action au moteur de règles du "
        "jeu : un verdict qui cite la page de la règle. Le corps dépend du jeu "
        "(voir « État et action de chaque moteur » ci-dessous).",
    ),
    "POST /api/feedback": (
        "Donner son avis",
        "Un pouce levé (+1) ou baissé (-1) sur une réponse, comme le widget l'envoie.",
    ),
    "GET /healthz": (
        "État du service",
        "`ok` une fois l'index chargé ; sinon 503 avec la raison et la commande à lancer.",
    ),
}
API_RESPONSES_FR: dict[str, str] = {
    "200": "Réussi",
    "201": "Enregistré",
    "400": "Requête illisible",
    "404": "Jeu ou adresse inconnus",
    "408": "Le corps de la requête est arrivé trop lentement",
    "413": "Corps de requête trop volumineux",
    "422": "Question vide ou trop longue, jeu inconnu, champ inconnu ou requête mal formée",
    "429": "Trop de requêtes de ce client ; voir Retry-After",
    "503": "Index absent ou cassé, serveur occupé (voir Retry-After) ou stockage indisponible",
}
for _table, _docs in (
    (
        FR,
        {
            "docs_intro": "Réponses aux questions de règles de jeux de société, avec la page du "
            'livret. Chaque erreur est un objet {"detail": "…"} : une phrase qui dit quoi faire.',
            "docs_body": "Corps de la requête, exemple",
            "docs_responses": "Réponses",
            "docs_engines": "État et action de chaque moteur",
            "docs_engines_intro": "Le corps de POST /api/games/{slug}/check est "
            '{"state": …, "action": …}, selon le jeu :',
            "docs_state": "État (state)",
            "docs_action": "Action (action)",
            "docs_field": "Champ",
            "docs_type": "Type",
            "docs_required": "Requis",
            "docs_description": "Description",
            "docs_example": "Exemple",
        },
    ),
    (
        EN,
        {
            "docs_intro": "Rules questions for board games, answered with the booklet's page. "
            'Every error is an object {"detail": "…"}: one sentence saying what to do.',
            "docs_body": "Request body, example",
            "docs_responses": "Responses",
            "docs_engines": "Each engine's state and action",
            "docs_engines_intro": "The body of POST /api/games/{slug}/check is "
            '{"state": …, "action": …}, per game:',
            "docs_state": "State",
            "docs_action": "Action",
            "docs_field": "Field",
            "docs_type": "Type",
            "docs_required": "Required",
            "docs_description": "Description",
            "docs_example": "Example",
        },
    ),
):
    _table.update(_docs)
