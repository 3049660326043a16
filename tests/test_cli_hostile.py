"""The command line under hostile input (issue 14): stored text, batch files, settings, threads."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from arbitre.web.feedback import FeedbackStore


def _arbitre(env, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "arbitre.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_feedback_prints_control_characters_as_escapes(tmp_path, cli_env):
    env = {**cli_env, "ARBITRE_DATA_DIR": str(tmp_path)}
    FeedbackStore(tmp_path / "feedback.sqlite3").add(
        "Qui \x1b[2J\x1b]0;owned\x07commence ?\nfin", "luz", "Le plus \x9b31m jeune", -1
    )
    for args in (("feedback",), ("feedback", "--worst")):
        out = _arbitre(env, *args)
        assert out.returncode == 0
        assert not any(c in out.stdout for c in "\x1b\x07\x9b")
        assert "\\x1b[2J\\x1b]0;owned\\x07commence ?\\nfin" in out.stdout


def test_a_batch_line_with_a_lone_surrogate_is_that_line_s_error_only(tmp_path, cli_env):
    batch = tmp_path / "questions.jsonl"
    batch.write_text(
        '{"id": 1, "question": "Qui commence ?", "game": "luz"}\n'
        '{"id": "b\\ud800", "question": "x\\udc00y"}\n'
        '{"id": 3, "question": "Combien de joueurs ?", "game": "luz"}\n',
        encoding="utf-8",
    )
    out = _arbitre(cli_env, "ask", "--json", "--batch", str(batch))
    assert out.returncode == 0 and "Traceback" not in out.stderr
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert [line.get("id") for line in lines] == [1, "b\ufffd", 3]
    assert "error" not in lines[0] and "error" not in lines[2]
    assert lines[1]["error"] == "ligne 2 : « id » contient des caractères invalides"


def test_a_binary_batch_file_gives_error_lines_not_a_traceback(tmp_path, cli_env):
    batch = tmp_path / "binary.jsonl"
    batch.write_bytes(
        b"\xff\xfe\x00garbage\n"
        + b'{"id": 2, "question": "Qui commence ?", "game": "luz"}\n'
        + b"\x89PNG\r\n\x1a\n\x00\x00"
    )
    out = _arbitre(cli_env, "ask", "--json", "--batch", str(batch))
    assert out.returncode == 0 and "Traceback" not in out.stderr
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert lines[0]["error"] == "ligne 1 : ce n'est pas du texte UTF-8"
    assert lines[1]["id"] == 2 and "error" not in lines[1]
    assert all("error" in line for line in lines[2:]) and len(lines) >= 3


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("ARBITRE_RATE_LIMIT", "-5"),
        ("ARBITRE_MAX_CONCURRENT_ASKS", "0"),
        ("ARBITRE_FEEDBACK_RATE_LIMIT", "-1"),
    ],
)
def test_a_setting_out_of_range_stops_the_start_with_one_line(cli_env, variable, value):
    out = _arbitre({**cli_env, variable: value}, "serve", "--port", "1", timeout=60)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert (
        out.stderr.startswith("arbitre: configuration invalide (") and out.stderr.count("\n") == 1
    )


PROBE = """
import sys
import arbitre.commands as commands
from arbitre.cli import main

def probe(args):
    import numpy  # what the encoders load
    from threadpoolctl import threadpool_info
    print(max((pool["num_threads"] for pool in threadpool_info()), default=1))
    return 0

commands.run = probe
sys.exit(main(["games"]))
"""


def test_the_cli_pins_blas_and_openmp_to_one_thread_before_numpy_loads(cli_env):
    env = {k: v for k, v in cli_env.items() if not k.endswith("_NUM_THREADS")}
    out = subprocess.run(
        [sys.executable, "-c", PROBE],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "1"


def test_serve_trusts_no_proxy_unless_told(fake_index):
    from arbitre.web.app import create_app
    from arbitre.web.server import server_config

    app = create_app(fake_index)
    plain = server_config(app, fake_index, "127.0.0.1", 8000)
    proxied = server_config(app, fake_index, "127.0.0.1", 8000, "10.0.0.2,10.0.0.3")
    assert plain.proxy_headers is False
    assert proxied.proxy_headers is True and proxied.forwarded_allow_ips == ["10.0.0.2", "10.0.0.3"]


def test_serve_has_the_forwarded_allow_ips_option():
    from arbitre.cli import _parser

    args = _parser().parse_args(["serve", "--forwarded-allow-ips", "10.0.0.2"])
    assert args.forwarded_allow_ips == "10.0.0.2"
    assert _parser().parse_args(["serve"]).forwarded_allow_ips is None
