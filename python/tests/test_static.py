"""The static side of the M2 prediction: numba's own aarch64 code generator
and OSACA's loop analysis (issue 15)."""

import os
import subprocess
import sys

from ipc_tax_ref import static_osaca

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_osaca_sees_the_dependent_add_chain_on_x86_and_aarch64():
    x86 = ".L1:\n\tmulsd (%rax,%rcx,8), %xmm2\n\taddsd %xmm2, %xmm1\n\tincq %rcx\n\tcmpq %rcx, %rdx\n\tjne .L1\n"
    r = static_osaca.analyse("ZEN4", x86)
    assert r["lcd"] >= 3.0 and r["throughput"] < r["lcd"], r
    arm = ".L1:\n\tldr d0, [x0], #8\n\tfmul d0, d0, d2\n\tfadd d1, d1, d0\n\tsubs x1, x1, #1\n\tb.ne .L1\n"
    r = static_osaca.analyse("M1", arm)
    assert r["lcd"] > 0.0 and r["unknown"] == 0, r


def test_numba_arm_runs_numbas_own_code_generator_for_aarch64(tmp_path):
    # A fresh process: the triple must be set before numba is imported.
    subprocess.run(
        [sys.executable, "-m", "ipc_tax_ref.asm", "numba-arm", str(tmp_path), "--cpu", "apple-m1"],
        check=True,
        cwd=HERE,
        env={**os.environ, "PYTHONPATH": HERE},
        capture_output=True,
    )
    wma = (tmp_path / "wma.s").read_text()
    assert "fmul" in wma and "fadd" in wma  # aarch64 mnemonics
    assert "%xmm" not in wma and "retq" not in wma
    ir = (tmp_path / "wma.ll").read_text()
    assert ir.startswith("define")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "combo.ll", "combo.s", "event_loop.ll", "event_loop.s", "wma.ll", "wma.s",
    ]
