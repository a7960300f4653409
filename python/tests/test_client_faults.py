"""The Python client under faults: an engine killed mid-call, stalled, or
replying garbage gives a clear exception within the deadline — never a hang,
never a wrong number — and the client can reconnect afterwards."""

import os
import signal
import socket
import stat
import struct
import subprocess
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from ipc_tax_ref import data
from ipc_tax_ref.client import (
    EngineClient,
    EngineDisconnected,
    EngineError,
    EngineFault,
    EngineProtocolError,
    EngineTimeout,
)

ENGINE = os.environ.get("IPC_ENGINE", str(Path(__file__).resolve().parents[2] / "target/release/ipc-engine"))


def start_engine(sock):
    if not Path(ENGINE).exists():
        pytest.fail(f"{ENGINE} not found: build it with `cargo build --release -p engine` (cargo xtask test does)")
    proc = subprocess.Popen([ENGINE, "serve", "--unix", sock, "--kernel", "safe"], stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.socket(socket.AF_UNIX).connect(sock)
            return proc
        except OSError:
            assert time.monotonic() < deadline, "engine did not start"
            time.sleep(0.01)


def series(n=150_000, seed=5):
    return 100 * np.exp(np.cumsum(0.001 * np.random.default_rng(seed).standard_normal(n)))


class FakeEngine:
    """A Unix-socket 'engine' that reads requests and answers with ``reply``
    (bytes, or None for never)."""

    def __init__(self, path, reply):
        self.server = socket.socket(socket.AF_UNIX)
        self.server.bind(path)
        self.server.listen()
        self.reply, self.conns = reply, []
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        try:
            while True:
                conn, _ = self.server.accept()
                self.conns.append(conn)
                conn.recv(1 << 16)
                if self.reply is not None:
                    conn.sendall(self.reply)
        except OSError:
            pass

    def close(self):
        self.server.close()
        for c in self.conns:
            c.close()


def test_engine_killed_mid_call_raises_then_reconnects(tmp_path):
    sock = str(tmp_path / "e.sock")
    proc = start_engine(sock)
    close, grid = series(), data.paper_grid()[60:]  # ~1 s of kernel-safe
    eng = EngineClient.unix(sock, deadline=5)
    threading.Timer(0.3, proc.kill).start()
    t0 = time.monotonic()
    with pytest.raises(EngineDisconnected) as e:
        eng.sweep(close, grid)
    assert time.monotonic() - t0 < 5
    assert "reconnect()" in str(e.value)
    proc.wait()
    with pytest.raises(EngineDisconnected):  # closed after the fault, not half-framed
        eng.echo(close[:3])
    proc = start_engine(sock)
    try:
        pnl, trades = eng.reconnect().sweep(close[:3000], grid[:2])
        assert len(pnl) == 2 and trades.dtype == np.int64
    finally:
        eng.close()
        proc.kill()
        proc.wait()


def test_stalled_engine_times_out_within_the_deadline(tmp_path):
    fake = FakeEngine(str(tmp_path / "stall.sock"), reply=None)
    try:
        eng = EngineClient.unix(str(tmp_path / "stall.sock"), deadline=0.5)
        t0 = time.monotonic()
        with pytest.raises(EngineTimeout) as e:
            eng.sweep(series(300), data.paper_grid()[:1])
        took = time.monotonic() - t0
        assert 0.4 < took < 3, took
        assert isinstance(e.value, TimeoutError) and isinstance(e.value, EngineFault)
        with pytest.raises(EngineTimeout):  # per bar too
            eng.reconnect().stream_bar(1, 100.0)
    finally:
        fake.close()


@pytest.mark.parametrize(
    "garbage, what",
    [
        (struct.pack("<I", 0xFFFF_FFF0), "bytes"),  # a 4 GB claim: refused before any allocation
        (struct.pack("<I", 10) + bytes(10), "where this call's reply has 16"),
        (struct.pack("<I", 1 << 20 | 1), "no error reply"),
        (b"\x02\x00", "closed"),  # half a header, then the engine goes away
    ],
)
def test_garbage_replies_raise_protocol_errors_not_wrong_numbers(tmp_path, garbage, what):
    path = str(tmp_path / "garbage.sock")
    fake = FakeEngine(path, reply=garbage)
    try:
        eng = EngineClient.unix(path, deadline=2)
        threading.Timer(0.5, fake.close).start()  # then hang up
        t0 = time.monotonic()
        with pytest.raises(EngineFault) as e:
            eng.sweep(series(300), data.paper_grid()[:1])
        assert time.monotonic() - t0 < 3
        assert what in str(e.value)
        if garbage[:2] != b"\x02\x00":
            assert isinstance(e.value, EngineProtocolError)
        with pytest.raises(EngineFault):
            eng.sweep(series(300), data.paper_grid()[:1])
    finally:
        fake.close()


def test_error_replies_stay_errors_and_keep_the_connection(tmp_path):
    sock = str(tmp_path / "e.sock")
    proc = start_engine(sock)
    try:
        with EngineClient.unix(sock) as eng:
            with pytest.raises(EngineError) as e:
                eng.stream_bar(99, 100.0)
            assert e.value.code == 11 and not isinstance(e.value, EngineFault)
            pnl, trades = eng.sweep(series(3000), data.paper_grid()[:1])
            assert len(pnl) == 1
    finally:
        proc.kill()
        proc.wait()


def test_pipe_engine_stalled_or_killed(tmp_path):
    # A stand-in "engine" that takes the pipe and never answers.
    stall = tmp_path / "stall-engine"
    stall.write_text("#!/bin/sh\nexec sleep 30\n")
    stall.chmod(stall.stat().st_mode | stat.S_IEXEC)
    eng = EngineClient.pipe(str(stall), deadline=0.5)
    t0 = time.monotonic()
    with pytest.raises(EngineTimeout):
        eng.echo(series(100))
    assert time.monotonic() - t0 < 3
    eng._open = None  # the stand-in is not restarted
    # The real engine over a pipe, killed mid-call.
    eng = EngineClient.pipe(ENGINE, deadline=5)
    threading.Timer(0.3, lambda: os.kill(eng.sock.proc.pid, signal.SIGKILL)).start()
    with pytest.raises(EngineDisconnected):
        eng.sweep(series(), data.paper_grid()[60:])
    eng.reconnect()
    assert eng.echo(np.array([1.5, 2.5])) == np.array([1.5, 2.5]).tobytes()
    eng.close()
