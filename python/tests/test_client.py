"""The Python client against a real ipc-engine (built by `cargo xtask test`)."""

import contextlib
import os
import socket
import struct
import subprocess
import time
from pathlib import Path

import numpy as np
import pytest

from ipc_tax_ref import data, kernel
from ipc_tax_ref.client import EngineBusy, EngineClient, EngineError, EngineEvicted, EngineTimedOut

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


def test_every_pattern_also_runs_over_a_persistent_pipe():
    from ipc_tax_ref import architectures

    close, grid = series(600, 4), data.paper_grid()[:3]
    ref_pnl, ref_trades = kernel.sweep_m2(close, grid)
    for f in architectures.PATTERNS.values():
        _, _, _, pnl, trades = f(("pipe", (ENGINE, "safe")), close, grid)
        assert np.array_equal(trades, ref_trades) and np.max(np.abs(pnl - ref_pnl)) <= 1e-6


def test_a_paced_session_over_a_pipe_charges_the_engine_child_its_cpu():
    from ipc_tax_ref import architectures

    close, grid = series(1500, 5), data.paper_grid()
    ref_pnl, ref_trades = kernel.sweep_m2(close[:1300], grid[7:8])
    r = architectures.per_bar_paced(("pipe", (ENGINE, "safe")), close, grid[7], 300, 1000, None)
    assert r["trades"] == ref_trades[0] and abs(r["pnl"] - ref_pnl[0]) <= 1e-6
    assert len(r["latency_ns"]) == 1000 and r["pacing_spin_ns"] == 0, "back to back: no pacing"
    # The engine is the client's child: its CPU is read through its pid.
    assert r["engine_cpu_ns"] > 0 and r["client_cpu_ns"] > 0


def test_stream_session_equals_the_batch_result_and_refuses_bad_bars(engine):
    from ipc_tax_ref import architectures

    close, grid = series(1500, 5), data.paper_grid()
    ref_pnl, ref_trades = kernel.sweep_m2(close, grid[7:8])
    for target in [("unix", engine), ("pipe", (ENGINE, "safe"))]:
        _, pnl, trades, bars = architectures.per_bar(target, close, grid[7])
        assert bars == len(close) and trades == ref_trades[0] and abs(pnl - ref_pnl[0]) <= 1e-6
    with EngineClient.unix(engine) as eng:
        h = eng.stream_open(grid[0])
        assert eng.stream_bar(h, 100.0) == (0, 0, 0.0, 1)
        with pytest.raises(EngineError) as e:
            eng.stream_bar(h, float("nan"))
        assert e.value.code == 9
        with pytest.raises(EngineError) as e:
            eng.stream_bar(h + 1000, 100.0)
        assert e.value.code == 11
        assert eng.stream_bar(h, 101.0)[3] == 2, "a refused bar leaves the session unchanged"


def test_json_sweep_is_bit_identical_to_the_binary_one(engine):
    close, grid = series(900, 6), data.paper_grid()[:10]
    with EngineClient.unix(engine) as eng:
        pnl, trades, (c, h) = eng.sweep_json(close, grid, timed=True)
        bpnl, btrades = eng.sweep(close, grid)
        with pytest.raises(EngineError) as e:
            eng.sweep_json(close[:5], grid[:1])
        assert e.value.code == 10
    assert np.array_equal(pnl.view(np.uint64), bpnl.view(np.uint64)) and np.array_equal(trades, btrades)
    assert 0 < c <= h


def test_echo_curve_returns_one_list_per_size(engine):
    from ipc_tax_ref import architectures

    cold, us = architectures.echo_curve(("unix", engine), [1, 1000], [5, 3], 0.01)
    assert len(cold) == architectures.COLD_TRIPS and all(t > 0 for t in cold)
    assert [len(x) for x in us] == [5, 3] and all(t > 0 for x in us for t in x)


def test_serialization_formats_round_trip_and_json_is_largest():
    from ipc_tax_ref import serialization

    out = {f["name"]: f for f in serialization.measure(series(2000, 7), runs=2)}
    raw = out["raw astype('<f8').tobytes()"]["bytes"]
    assert raw == 16000
    assert out["json.dumps(close.tolist())"]["bytes"] > raw
    assert all(len(v["encode_us"]) == 2 and len(v["decode_us"]) == 2 for v in out.values())


@contextlib.contextmanager
def served(tmp_path, *flags):
    """An engine of its own on a Unix socket, with `flags`; yields the path."""
    sock = str(tmp_path / "own.sock")
    proc = subprocess.Popen(
        [ENGINE, "serve", "--unix", sock, "--kernel", "safe", *flags],
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not os.path.exists(sock):
            assert time.monotonic() < deadline, "engine did not start"
            time.sleep(0.01)
        yield sock
    finally:
        proc.kill()
        proc.wait()


def test_a_full_engine_evicts_the_longest_idle_and_refuses_only_when_all_are_busy(tmp_path):
    with served(tmp_path, "--max-connections", "1") as sock:
        close = series(200)
        a = EngineClient.unix(sock)
        assert a.echo(close) == close.astype("<f8").tobytes()
        # `a` is idle between requests: the newcomer is served, `a` gives way.
        # The engine marks `a` idle just after writing its reply, so on a
        # loaded machine a newcomer this quick may read Busy first (retried).
        b = EngineClient.unix(sock)
        got = b.retrying(lambda b: b.echo(close), attempts=10, first_backoff=0.02, max_backoff=0.1)
        assert got == close.astype("<f8").tobytes()
        # A thread waiting on its connection notices it was picked at its
        # read timeout (--park-after, 0.05 s); a request before that is
        # served first.
        time.sleep(0.15)
        with pytest.raises(EngineEvicted) as e:
            a.echo(close)
        assert e.value.code == 19 and "idle the longest" in e.value.reason
        # A connection with a request under way (a frame header sent) is
        # never evicted: the next newcomer reads Busy, and `b` gave way to it.
        raw = socket.socket(socket.AF_UNIX)
        raw.connect(sock)
        raw.sendall(struct.pack("<I", 1000))
        time.sleep(0.15)
        with pytest.raises(EngineEvicted):
            b.echo(close)
        time.sleep(0.05)
        c = EngineClient.unix(sock)
        with pytest.raises(EngineBusy) as e:
            c.echo(close)
        assert e.value.code == 14
        raw.close()
        # The slot frees when the engine has seen `raw` close: on a loaded
        # machine that may take longer than any fixed sleep, so retry.
        got = c.retrying(lambda c: c.echo(close), attempts=40, first_backoff=0.05, max_backoff=0.2)
        assert got == close.astype("<f8").tobytes()


class _Refusing:
    """A socket whose reads hold `reply` and whose sends fail with EPIPE
    (or succeed, `broken=False`)."""

    def __init__(self, reply, broken=True):
        self.reply = memoryview(reply)
        self.broken = broken

    def sendall(self, data):
        if self.broken:
            raise BrokenPipeError(32, "Broken pipe")

    def recv_into(self, view):
        k = min(len(view), len(self.reply))
        view[:k] = self.reply[:k]
        self.reply = self.reply[k:]
        return k

    def close(self):
        pass


def _error_frame(code, reason):
    body = b"\x00" + struct.pack("<H", code) + reason
    body += b" " * (1 - len(body) % 2)  # error bodies have odd length
    return struct.pack("<I", len(body)) + body


def test_a_refusal_written_before_the_request_is_read_not_a_broken_pipe():
    c = EngineClient(_Refusing(_error_frame(14, b"the engine serves 1 connections")))
    with pytest.raises(EngineBusy) as e:
        c.echo(series(10))
    assert e.value.code == 14 and c.sock is None
    # Nothing to read after the broken pipe: the fault it is.
    from ipc_tax_ref.client import EngineDisconnected

    with pytest.raises(EngineDisconnected):
        EngineClient(_Refusing(b"")).echo(series(10))


def test_retrying_reconnects_through_busy_and_evicted_and_stops_at_other_errors():
    script = [
        _Refusing(_error_frame(14, b"busy")),
        _Refusing(_error_frame(19, b"evicted")),
        _Refusing(_error_frame(14, b"busy")),
    ]
    opened = []

    def opener():
        opened.append(1)
        return script.pop(0)

    c = EngineClient(opener(), opener)
    calls = []

    def op(c):
        calls.append(1)
        if len(calls) < 3:
            return c.echo(series(10))
        return "served"

    assert c.retrying(op, attempts=5, first_backoff=0.001) == "served"
    assert len(calls) == 3 and len(opened) == 3
    # The last refusal is raised when the attempts run out.
    c = EngineClient(_Refusing(_error_frame(14, b"busy")), lambda: _Refusing(_error_frame(14, b"busy")))
    with pytest.raises(EngineBusy):
        c.retrying(lambda c: c.echo(series(10)), attempts=3, first_backoff=0.001)
    # An error the engine answered after running the request is not retried.
    c = EngineClient(_Refusing(_error_frame(5, b"unknown handle"), broken=False), lambda: pytest.fail("reconnected"))
    with pytest.raises(EngineError) as e:
        c.retrying(lambda c: c.echo(series(10)), attempts=3, first_backoff=0.001)
    assert e.value.code == 5
    with pytest.raises(ValueError):
        c.retrying(lambda c: None, attempts=0)


def test_a_connection_silent_past_the_first_request_timeout_reads_why(tmp_path):
    with served(tmp_path, "--first-request-timeout", "0.3") as sock:
        close = series(200)
        c = EngineClient.unix(sock)
        time.sleep(0.6)
        with pytest.raises(EngineTimedOut) as e:
            c.echo(close)
        assert e.value.code == 16 and "first-request-timeout" in e.value.reason
        assert c.reconnect().echo(close) == close.astype("<f8").tobytes()
