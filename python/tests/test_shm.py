"""The Python shared-memory client: against a real ``ipc-engine serve --shm``
(every wait strategy: results equal numba's, per-bar sessions, a second
client refused, reattach, an engine killed mid-session), and against a
stand-in engine written here (a reply of another generation skipped, a
stalled engine timed out, a reply longer than the slot refused)."""

import fcntl
import mmap
import os
import subprocess
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from ipc_tax_ref import data, frames, kernel, shm
from ipc_tax_ref.client import EngineClient, EngineDisconnected, EngineProtocolError, EngineTimeout

ENGINE = os.environ.get("IPC_ENGINE", str(Path(__file__).resolve().parents[2] / "target/release/ipc-engine"))


def start_engine(path, wait, max_frame=None):
    if not Path(ENGINE).exists():
        pytest.fail(f"{ENGINE} not found: build it with `cargo build --release -p engine` (cargo xtask test does)")
    extra = [] if max_frame is None else ["--max-frame", str(max_frame)]
    proc = subprocess.Popen(
        [ENGINE, "serve", "--shm", path, "--wait", wait, "--kernel", "safe", *extra], stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 10
    while True:
        try:
            with open(path, "rb") as f:
                if f.read(8) == shm.MAGIC:
                    return proc
        except OSError:
            pass
        assert time.monotonic() < deadline, "engine did not start"
        time.sleep(0.01)


def stop(proc):
    proc.kill()
    proc.wait()


def series(n=3000, seed=5):
    return 100 * np.exp(np.cumsum(0.002 * np.random.default_rng(seed).standard_normal(n)))


def test_message_words_follow_the_engines_rule():
    # transport/src/shm.rs' message_tests, the same vectors.
    m = shm.message_after(0, 7)
    assert shm.tag(m) == 7 and shm.tag(shm.message_after(m, 7)) == 7
    other = shm.message_after(shm.message_after(m, 7), 9)
    assert shm.tag(other) == 9 and other & shm.COUNT_MASK == 3
    last = (5 << shm.COUNT_BITS) | shm.COUNT_MASK
    assert shm.message_after(last, 5) == 5 << shm.COUNT_BITS
    assert shm.tag(shm.message_after(0, 2**32 - 1)) == 2**24 - 1
    assert shm.tag(shm.message_after(0, 2**24 + 3)) == 3


@pytest.mark.parametrize("wait", shm.WAITS)
def test_every_wait_gives_numbas_results_and_per_bar_sessions(tmp_path, wait):
    path = str(tmp_path / "e.shm")
    proc = start_engine(path, wait)
    try:
        close, grid = series(), data.paper_grid()
        with EngineClient.shm(path, wait) as eng:
            pnl, trades = eng.sweep(close, grid)
            ref_pnl, ref_trades = kernel.sweep_m2(close, grid)
            assert np.array_equal(trades, ref_trades) and np.max(np.abs(pnl - ref_pnl)) <= 1e-6
            assert eng.echo(close) == close.astype("<f8").tobytes()
            before = eng.sock._u32[shm.REQ_SEQ // 4]
            h = eng.stream_open(grid[40])
            assert eng.sock._u32[shm.REQ_SEQ // 4] == shm.message_after(before, eng.sock.generation)
            for c in close:
                eng.stream_bar(h, float(c))
            s_pnl, s_trades = eng.stream_close(h)
            assert s_trades == ref_trades[40] and s_pnl == pnl[40]
    finally:
        stop(proc)


def test_one_client_at_a_time_and_a_new_one_after_a_detach(tmp_path):
    path = str(tmp_path / "e.shm")
    proc = start_engine(path, "spin-then-futex")
    try:
        first = EngineClient.shm(path, "spin-then-futex")
        with pytest.raises(ConnectionError, match="another client is attached"):
            EngineClient.shm(path, "spin-then-futex")
        g = first.sock.generation
        first.close()
        with EngineClient.shm(path, "spin-then-futex") as second:
            assert second.sock.generation == g + 1
            assert second.echo(series(10)) == series(10).astype("<f8").tobytes()
    finally:
        stop(proc)


def test_a_frame_larger_than_the_slot_is_refused_before_it_is_sent(tmp_path):
    path = str(tmp_path / "e.shm")
    proc = start_engine(path, "spin", max_frame=4096)
    try:
        with EngineClient.shm(path, "spin") as eng:
            with pytest.raises(ValueError, match="larger than the shm slot capacity of 4096 bytes"):
                eng.echo(series(1000))
            assert eng.echo(series(10)) == series(10).astype("<f8").tobytes(), "still usable"
    finally:
        stop(proc)


def test_an_engine_killed_mid_session_is_a_disconnect_not_a_hang(tmp_path):
    path = str(tmp_path / "e.shm")
    proc = start_engine(path, "futex-only")
    with EngineClient.shm(path, "futex-only") as eng:
        h = eng.stream_open(data.paper_grid()[40])
        eng.stream_bar(h, 100.0)
        stop(proc)
        t0 = time.monotonic()
        with pytest.raises(EngineDisconnected, match="is gone"):
            eng.stream_bar(h, 101.0)
        assert time.monotonic() - t0 < 5


def test_no_engine_and_not_a_pair_are_named_errors(tmp_path):
    path = str(tmp_path / "e.shm")
    proc = start_engine(path, "spin")
    stop(proc)
    with pytest.raises(ConnectionRefusedError, match="no engine is serving"):
        shm.ShmChannel(path)
    junk = tmp_path / "junk"
    junk.write_bytes(b"x" * 8192)
    with pytest.raises(OSError, match="bad magic"):
        shm.ShmChannel(str(junk))
    with pytest.raises(ValueError, match="wait must be one of"):
        shm.ShmChannel(str(junk), wait="sometimes")


class StandIn:
    """A stand-in engine in this process: the file, the server's lock (on
    its own open file description), and a thread that answers each request
    with what ``answer(channel_map, word)`` writes."""

    CAPACITY = 4096

    def __init__(self, path, answer):
        slot = -(-(shm.FRAME_AT + self.CAPACITY) // 4096) * 4096
        with open(path, "wb") as f:
            f.truncate(shm.HEADER + 2 * slot)
        self.fd = os.open(path, os.O_RDWR)
        self.map = mmap.mmap(self.fd, 0)
        self.map[8:16] = self.CAPACITY.to_bytes(8, "little")
        self.map[0:8] = shm.MAGIC
        fcntl.fcntl(self.fd, fcntl.F_OFD_SETLK, shm._FLOCK.pack(fcntl.F_WRLCK, os.SEEK_SET, 0, 1, 0))
        self.rep_at = shm.HEADER + slot + shm.FRAME_AT
        self.stop = False
        self.thread = threading.Thread(target=self._serve, args=(answer,), daemon=True)
        self.thread.start()

    def word(self, off):
        return int.from_bytes(self.map[off : off + 4], "little")

    def put(self, off, value, size=4):
        self.map[off : off + size] = value.to_bytes(size, "little")

    def _serve(self, answer):
        seen = self.word(shm.REQ_SEQ)
        while not self.stop:
            w = self.word(shm.REQ_SEQ)
            if w != seen:
                seen = w
                answer(self, w)
            time.sleep(0.0005)

    def reply(self, body, tag, length=None):
        frame = len(body).to_bytes(4, "little") + body
        self.map[self.rep_at : self.rep_at + len(frame)] = frame
        self.put(shm.REP_LEN, len(frame) if length is None else length, 8)
        self.put(shm.REP_SEQ, shm.message_after(self.word(shm.REP_SEQ), tag))

    def close(self):
        self.stop = True
        self.thread.join()
        self.map.close()
        os.close(self.fd)


def test_a_reply_of_another_generation_is_skipped(tmp_path):
    def answer(s, w):
        s.reply(b"\x00" * 16, shm.tag(w) + 1)  # a dead client's late reply
        s.reply(bytes(range(16)), shm.tag(w))

    s = StandIn(str(tmp_path / "e.shm"), answer)
    try:
        with EngineClient.shm(str(tmp_path / "e.shm"), "spin-then-futex", deadline=5) as eng:
            assert eng.echo(np.zeros(2)) == bytes(range(16))
    finally:
        s.close()


def test_a_stalled_engine_times_out_and_a_long_reply_is_refused(tmp_path):
    s = StandIn(str(tmp_path / "e.shm"), lambda s, w: None)
    try:
        eng = EngineClient.shm(str(tmp_path / "e.shm"), "futex-only", deadline=0.3)
        t0 = time.monotonic()
        with pytest.raises(EngineTimeout):
            eng.echo(np.zeros(2))
        assert time.monotonic() - t0 < 3
    finally:
        s.close()
    s = StandIn(str(tmp_path / "f.shm"), lambda s, w: s.reply(b"\x00" * 16, shm.tag(w), length=StandIn.CAPACITY + 1))
    try:
        with pytest.raises(EngineProtocolError, match="longer than the slot"):
            EngineClient.shm(str(tmp_path / "f.shm"), "spin", deadline=5).echo(np.zeros(2))
    finally:
        s.close()
