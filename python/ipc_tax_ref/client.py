"""Python client of ipc-engine (transport/PROTOCOL.md), in the study's shape.

numpy arrays in, ``tobytes``/``frombuffer`` on the wire — no per-float work
in Python. ``build_request`` is the study's function; the extensions (LOAD,
SWEEP_HANDLE, UNLOAD, the timing bit) follow PROTOCOL.md.

    from ipc_tax_ref.client import EngineClient
    with EngineClient.unix("/tmp/engine.sock") as eng:
        pnl, trades = eng.sweep(close, params)
"""

import json
import os
import socket
import struct
import subprocess

import numpy as np

SWEEP, ECHO, LOAD, SWEEP_HANDLE, UNLOAD = 0, 1, 2, 3, 4
STREAM_OPEN, STREAM_BAR, STREAM_CLOSE, SWEEP_JSON = 5, 6, 7, 8
TIMED = 0x80

# One STREAM_BAR frame: [u32 17][u8 op][u64 handle][f64 close].
_BAR = struct.Struct("<IBQd")
# Its reply: [u32 32][i64 position][i64 trades][f64 realized pnl][u64 bars].
_BAR_REPLY = struct.Struct("<IqqdQ")


class EngineError(Exception):
    """An error reply: ``code`` and ``reason`` as sent by the server."""

    def __init__(self, code, reason):
        super().__init__(f"engine error {code}: {reason}")
        self.code = code
        self.reason = reason


def build_request(opcode, close, params):
    """The study's frame: [u32 len][u8 op][u32 n_bars][u32 n_combos][close f64][params i64]."""
    params = np.asarray(params, dtype="<i8").reshape(-1, 6)
    body = bytes([opcode]) + struct.pack("<II", len(close), len(params))
    body += np.asarray(close).astype("<f8").tobytes()
    body += params.reshape(-1).tobytes()
    return struct.pack("<I", len(body)) + body


def _frame(body):
    return struct.pack("<I", len(body)) + body


class _Pipe:
    """A persistent ``ipc-engine stdio`` child, spoken to like a socket."""

    def __init__(self, engine, kernel, cpu=None):
        pin = None if cpu is None else (lambda: os.sched_setaffinity(0, {cpu}))
        self.proc = subprocess.Popen(
            [engine, "stdio", "--kernel", kernel],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=0,
            preexec_fn=pin,
        )
        self.w, self.r = self.proc.stdin.fileno(), self.proc.stdout.fileno()

    def sendall(self, data):
        view = memoryview(data)
        while view:
            view = view[os.write(self.w, view) :]

    def recv_into(self, view):
        return os.readv(self.r, [view])

    def close(self):
        self.proc.stdin.close()
        self.proc.stdout.close()
        if self.proc.wait(timeout=10) != 0:
            raise ConnectionError(f"ipc-engine stdio exited with {self.proc.returncode}")


class EngineClient:
    """One connection; requests are sent one at a time."""

    def __init__(self, sock):
        self.sock = sock
        self._bar_buf = bytearray(36)

    @classmethod
    def pipe(cls, engine, kernel="safe", cpu=None):
        """A persistent pipe: one ``ipc-engine stdio`` kept open for many
        requests, started pinned to ``cpu`` if given."""
        return cls(_Pipe(engine, kernel, cpu))

    @classmethod
    def unix(cls, path):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(path)
        return cls(s)

    @classmethod
    def tcp(cls, host, port):
        s = socket.create_connection((host, port))
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return cls(s)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self.sock.close()

    def _recv_exact(self, n):
        buf = bytearray(n)
        view = memoryview(buf)
        got = 0
        while got < n:
            k = self.sock.recv_into(view[got:])
            if k == 0:
                raise ConnectionError("engine closed the connection")
            got += k
        return buf

    def call(self, frame):
        """Sends one frame, returns the reply body; error replies raise EngineError."""
        self.sock.sendall(frame)
        (n,) = struct.unpack("<I", self._recv_exact(4))
        body = self._recv_exact(n)
        if n % 2 == 1:
            code = struct.unpack("<H", body[1:3])[0] if n >= 3 else 0
            raise EngineError(code, bytes(body[3:]).decode("utf-8", "replace").rstrip())
        return body

    @staticmethod
    def _timing(body, timed):
        if not timed:
            return body, None
        compute_ns, handling_ns = struct.unpack("<QQ", body[-16:])
        return body[:-16], (compute_ns, handling_ns)

    def sweep(self, close, params, timed=False):
        """All combos in one call: (pnl, trades[, (compute_ns, handling_ns)])."""
        params = np.asarray(params, dtype="<i8").reshape(-1, 6)
        op = SWEEP | (TIMED if timed else 0)
        body, t = self._timing(self.call(build_request(op, close, params)), timed)
        pnl, trades = self._results(body, len(params))
        return (pnl, trades, t) if timed else (pnl, trades)

    def echo(self, close):
        return bytes(self.call(build_request(ECHO, close, np.empty((0, 6), "<i8"))))

    def load(self, close):
        """Keeps the series on the server; returns its handle."""
        body = bytes([LOAD]) + struct.pack("<II", len(close), 0) + np.asarray(close).astype("<f8").tobytes()
        return struct.unpack("<Q", self.call(_frame(body)))[0]

    def sweep_handle(self, handle, params, timed=False):
        """Params only, against a loaded series."""
        params = np.asarray(params, dtype="<i8").reshape(-1, 6)
        op = SWEEP_HANDLE | (TIMED if timed else 0)
        body = bytes([op]) + struct.pack("<QI", handle, len(params)) + params.reshape(-1).tobytes()
        reply, t = self._timing(self.call(_frame(body)), timed)
        pnl, trades = self._results(reply, len(params))
        return (pnl, trades, t) if timed else (pnl, trades)

    def sweep_json(self, close, params, timed=False):
        """SWEEP_JSON: the study's ``json.dumps(close.tolist())`` on the wire, both ways."""
        params = np.asarray(params, dtype="<i8").reshape(-1, 6)
        doc = json.dumps({"close": np.asarray(close, dtype=np.float64).tolist(), "params": params.tolist()})
        op = SWEEP_JSON | (TIMED if timed else 0)
        reply = json.loads(bytes(self.call(_frame(bytes([op]) + doc.encode()))))
        pnl, trades = np.array(reply["pnl"], dtype=np.float64), np.array(reply["trades"], dtype=np.int64)
        if len(pnl) != len(params) or len(trades) != len(params):
            raise EngineError(0, f"JSON reply for {len(pnl)} combos, sent {len(params)}")
        t = (reply["compute_ns"], reply["handling_ns"]) if timed else None
        return (pnl, trades, t) if timed else (pnl, trades)

    def stream_open(self, row):
        """STREAM_OPEN: a live session for one params row; returns its handle."""
        body = bytes([STREAM_OPEN]) + np.asarray(row, dtype="<i8").reshape(6).tobytes()
        return struct.unpack("<Q", self.call(_frame(body)))[0]

    def stream_bar(self, handle, close):
        """STREAM_BAR: one bar in, (position, trades, realized pnl, bars) out.

        The hot path of the per-bar pattern: one pre-compiled struct each way
        and no allocation beyond the reply bytes; error replies still raise."""
        self.sock.sendall(_BAR.pack(17, STREAM_BAR, handle, close))
        buf = self._bar_buf
        view = memoryview(buf)
        got = 0
        while got < 4 or got < 4 + struct.unpack_from("<I", buf)[0] and got < 36:
            k = self.sock.recv_into(view[got:])
            if k == 0:
                raise ConnectionError("engine closed the connection")
            got += k
        n = struct.unpack_from("<I", buf)[0]
        if n != 32:  # an error reply (odd length): read the rest of it
            body = bytes(buf[4:got]) + bytes(self._recv_exact(max(0, 4 + n - got)))
            code = struct.unpack("<H", body[1:3])[0] if n % 2 == 1 and n >= 3 else 0
            raise EngineError(code, body[3:].decode("utf-8", "replace").rstrip())
        _, position, trades, pnl, bars = _BAR_REPLY.unpack(buf)
        return position, trades, pnl, bars

    def stream_close(self, handle):
        """STREAM_CLOSE: the combo's (pnl, trades), as the batch sweep gives it."""
        body = self.call(_frame(bytes([STREAM_CLOSE]) + struct.pack("<Q", handle)))
        pnl, trades = self._results(body, 1)
        return float(pnl[0]), int(trades[0])

    def unload(self, handle):
        self.call(_frame(bytes([UNLOAD]) + struct.pack("<Q", handle)))

    @staticmethod
    def _results(body, n):
        if len(body) != 16 * n:
            raise EngineError(0, f"reply of {len(body)} bytes for {n} combos")
        pnl = np.frombuffer(body, dtype="<f8", count=n)
        trades = np.frombuffer(body, dtype="<i8", count=n, offset=8 * n)
        return pnl, trades
