"""The Python client against a real ipc-engine (built by `cargo xtask test`)."""

import os
import subprocess
import time
from pathlib import Path

import numpy as np
import pytest

from ipc_tax_ref import data, kernel
from ipc_tax_ref.client import EngineClient, EngineError

ENGINE = os.environ.get("IPC_ENGINE", str(Path(__file__).resolve().parents[2] / "target/release/ipc-engine"))


@pytest.fixture(scope="module")
def engine(tmp_path_factory):
    if not Path(ENGINE).exists():
        pytest.fail(f"{ENGINE} not found: build it with `cargo build --release -p engine` (cargo xtask test does)")
    sock = str(tmp_path_factory.mktemp("engine") / "e.sock")
    proc = subprocess.Popen([ENGINE, "serve", "--unix", sock, "--kernel", "safe"], stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while not os.path.exists(sock):
        assert time.monotonic() < deadline, "engine did not start"
        time.sleep(0.01)
    yield sock
    proc.kill()
    proc.wait()


def series(n=3000, seed=3):
    return 100 * np.exp(np.cumsum(0.002 * np.random.default_rng(seed).standard_normal(n)))


def test_batch_sweep_equals_numba(engine):
    close, grid = series(), data.paper_grid()
    with EngineClient.unix(engine) as eng:
        pnl, trades, (compute_ns, handling_ns) = eng.sweep(close, grid, timed=True)
    ref_pnl, ref_trades = kernel.sweep_m2(close, grid)
    assert np.array_equal(trades, ref_trades)
    assert np.max(np.abs(pnl - ref_pnl)) <= 1e-6
    assert 0 < compute_ns <= handling_ns


def test_echo_is_verbatim_and_preloaded_sweeps_match(engine):
    close, grid = series(), data.paper_grid()
    with EngineClient.unix(engine) as eng:
        assert eng.echo(close) == close.astype("<f8").tobytes()
        h = eng.load(close)
        pnl, trades = eng.sweep_handle(h, grid[:5])
        eng.unload(h)
        with pytest.raises(EngineError) as e:
            eng.sweep_handle(h, grid[:1])
        assert e.value.code == 11
    ref_pnl, ref_trades = kernel.sweep_m2(close, grid[:5])
    assert np.array_equal(trades, ref_trades) and np.max(np.abs(pnl - ref_pnl)) <= 1e-6


def test_error_reply_raises_and_connection_survives(engine):
    close = series(50)
    with EngineClient.unix(engine) as eng:
        with pytest.raises(EngineError) as e:
            eng.sweep(close, [[60, 3, 2, 3, 1, 2]])
        assert e.value.code == 10 and "60" in e.value.reason
        pnl, trades = eng.sweep(close, [[6, 3, 2, 3, 1, 2]])
        assert len(pnl) == 1


def test_every_python_architecture_matches_numba(engine):
    from ipc_tax_ref import architectures

    close, grid = series(800, 9), data.paper_grid()[:6]
    ref_pnl, ref_trades = kernel.sweep_m2(close, grid)
    runs = [f(("unix", engine), close, grid) for f in architectures.PATTERNS.values()]
    runs += [f(ENGINE, "safe", close, grid) for f in architectures.SPAWNS.values()]
    for seconds, compute_s, handling_s, pnl, trades in runs:
        assert np.array_equal(trades, ref_trades)
        assert np.max(np.abs(pnl - ref_pnl)) <= 1e-6
        assert 0 < compute_s <= handling_s <= seconds
    p50, p99, mean = architectures.echo_floor(("unix", engine), 200)
    assert 0 < p50 <= p99
