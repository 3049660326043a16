"""Thread pools of the numeric libraries, set for a server on a few shared cores."""

from __future__ import annotations

import os

# One BLAS / OpenMP thread per process, set before numpy or torch loads: on 2 cores shared
# with other work, their default thread pools spin against each other (measured: 96 ms
# per question for the USE encoder beside one busy process, 2.8 ms with one thread).
# The server answers several questions at once in threads instead.
THREAD_VARIABLES = (
    "OMP_NUM_THREADS",
    "OPENBLAS_NUM_THREADS",
    "MKL_NUM_THREADS",
    "VECLIB_MAXIMUM_THREADS",
    "NUMEXPR_NUM_THREADS",
)


def pin_threads() -> None:
    """Pin BLAS and OpenMP to one thread unless the environment chose otherwise."""
    for name in THREAD_VARIABLES:
        os.environ.setdefault(name, "1")
