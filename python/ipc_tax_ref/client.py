"""Python client of ipc-engine (transport/PROTOCOL.md), in the study's shape.

numpy arrays in, ``tobytes``/``frombuffer`` on the wire — no per-float work
in Python. ``build_request`` is the study's function; the extensions (LOAD,
SWEEP_HANDLE, UNLOAD, the timing bit) follow PROTOCOL.md.

    from ipc_tax_ref.client import EngineClient
    with EngineClient.unix("/tmp/engine.sock") as eng:
        pnl, trades = eng.sweep(close, params)
"""

import socket
import struct

import numpy as np

SWEEP, ECHO, LOAD, SWEEP_HANDLE, UNLOAD = 0, 1, 2, 3, 4
TIMED = 0x80


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


class EngineClient:
    """One connection; requests are sent one at a time."""

    def __init__(self, sock):
        self.sock = sock

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

    def unload(self, handle):
        self.call(_frame(bytes([UNLOAD]) + struct.pack("<Q", handle)))

    @staticmethod
    def _results(body, n):
        if len(body) != 16 * n:
            raise EngineError(0, f"reply of {len(body)} bytes for {n} combos")
        pnl = np.frombuffer(body, dtype="<f8", count=n)
        trades = np.frombuffer(body, dtype="<i8", count=n, offset=8 * n)
        return pnl, trades
