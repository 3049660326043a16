"""The errors that mean the installation itself is broken, not the question.

A malformed corpus, a missing or mismatched index, an encoder that cannot load:
the CLI exits 1 with one line saying what to run, the server answers 503.
"""

from __future__ import annotations


def broken_setup_errors() -> tuple[type[Exception], ...]:
    """The exception types of a broken corpus, index or encoder (imported lazily)."""
    from arbitre.corpus import CorpusError
    from arbitre.encoders import EncoderError
    from arbitre.index_store import IndexStoreError

    return (CorpusError, IndexStoreError, EncoderError)
