"""Imported only by the engine readers' fork server (`bounded_reading`), never by the answering code.

The fork server imports the engines once so that a reader replaced after a timeout is ready in
milliseconds. An engine that reads through the shared reader also needs its intent model, fitted
from corpus/<slug>/intents.toml: seconds on a busy machine, longer than the bound of one reading.
Fitting it here, once, in the fork server gives every reader it forks the model already fitted.
"""

from __future__ import annotations

import logging

log = logging.getLogger("arbitre")


def warm() -> None:
    """Fit the intent model of every engine that has a situation reader (a fit is a second or two,
    once)."""
    from arbitre.engines import engine_slugs, get_engine
    from arbitre.reading.intents import intent_model

    for slug in engine_slugs():
        if getattr(get_engine(slug), "situation_reader", None) is not None:
            intent_model(slug)


try:
    warm()
except Exception as err:  # noqa: BLE001 - a fault here must not stop the fork server: readers then fit lazily
    log.warning("engine readers' intent models not fitted ahead: %r", err)
