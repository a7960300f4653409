"""Python client of ipc-engine (transport/PROTOCOL.md), in the study's shape.

numpy arrays in, ``tobytes``/``frombuffer`` on the wire — no per-float work
in Python. ``build_request`` is the study's function; the extensions (LOAD,
SWEEP_HANDLE, UNLOAD, the timing bit) follow PROTOCOL.md.

    from ipc_tax_ref.client import EngineClient
    with EngineClient.unix("/tmp/engine.sock") as eng:
        pnl, trades = eng.sweep(close, params)

Faults never hang a caller and never hand back a wrong number: an engine
that dies mid-call raises ``EngineDisconnected``; one that sends nothing for
``deadline`` seconds (default 60; ``None``: wait forever) raises
``EngineTimeout``; a reply that is not the protocol (a length no reply of
that call can have, an error reply longer than any error reply) raises
``EngineProtocolError`` before anything is allocated for it. All three are
``EngineFault`` (a ``ConnectionError``): the connection is closed, and
``reconnect()`` opens a new one. Error *replies* the engine sends on purpose
are ``EngineError`` and leave the connection usable.
"""

import json
import os
import select
import socket
import struct
import subprocess

import numpy as np

# Seconds without a byte from the engine before a call gives up.
DEFAULT_DEADLINE = 60.0
# No reply is longer than the protocol's frame limit, and no error reply is
# longer than its code and a reason.
MAX_REPLY = 256 << 20
MAX_ERROR_REPLY = 64 << 10

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


class EngineFault(ConnectionError):
    """The connection failed; it has been closed (``reconnect()`` opens a new one)."""


class EngineDisconnected(EngineFault):
    """The engine closed the connection or died during a call."""


class EngineTimeout(EngineFault, TimeoutError):
    """The engine sent nothing for the client's deadline."""


class EngineProtocolError(EngineFault):
    """The engine's reply is not a reply this call can have."""


def _set_deadline(sock, seconds):
    """The deadline as the socket's own SO_RCVTIMEO/SO_SNDTIMEO: the kernel
    times each blocked recv/send out, so a call costs no extra system call
    (the measured floors stay what they were); Python then raises
    BlockingIOError, which the client turns into EngineTimeout."""
    if seconds is None:
        tv = struct.pack("ll", 0, 0)
    else:
        if not seconds > 0:
            raise ValueError(f"deadline must be positive seconds or None, not {seconds!r}")
        tv = struct.pack("ll", int(seconds), int(seconds % 1 * 1e6))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, tv)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, tv)


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
    """A persistent ``ipc-engine stdio`` child, spoken to like a socket.

    With a deadline both pipe ends are non-blocking and a call that would
    block waits in poll(2) for at most the deadline (one extra system call
    per blocked read: a pipe has no SO_RCVTIMEO)."""

    def __init__(self, engine, kernel, cpu=None, deadline=DEFAULT_DEADLINE):
        pin = None if cpu is None else (lambda: os.sched_setaffinity(0, {cpu}))
        self.proc = subprocess.Popen(
            [engine, "stdio", "--kernel", kernel],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=0,
            preexec_fn=pin,
        )
        self.w, self.r = self.proc.stdin.fileno(), self.proc.stdout.fileno()
        self.deadline_ms = None if deadline is None else int(deadline * 1000)
        if deadline is not None:
            os.set_blocking(self.w, False)
            os.set_blocking(self.r, False)
            self._in, self._out = select.poll(), select.poll()
            self._in.register(self.r, select.POLLIN)
            self._out.register(self.w, select.POLLOUT)

    def _wait(self, poller):
        if not poller.poll(self.deadline_ms):
            raise TimeoutError(f"the engine sent nothing for {self.deadline_ms / 1000:g} s")

    def sendall(self, data):
        view = memoryview(data)
        while view:
            try:
                view = view[os.write(self.w, view) :]
            except BlockingIOError:
                self._wait(self._out)

    def recv_into(self, view):
        while True:
            try:
                return os.readv(self.r, [view])
            except BlockingIOError:
                self._wait(self._in)

    def close(self):
        self.proc.stdin.close()
        self.proc.stdout.close()
        try:
            code = self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise EngineTimeout("ipc-engine stdio did not exit within 10 s of its stdin closing; killed")
        if code != 0:
            raise ConnectionError(f"ipc-engine stdio exited with {code}")

    def abort(self):
        """After a fault: the child is killed, not waited for."""
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass
        self.proc.kill()
        self.proc.wait()


class EngineClient:
    """One connection; requests are sent one at a time.

    ``deadline``: seconds without a byte from the engine before a call
    raises ``EngineTimeout`` (``None``: wait forever). Give a sweep that
    computes longer than that a longer deadline."""

    def __init__(self, sock, opener=None):
        self.sock = sock
        self._open = opener
        self._bar_buf = bytearray(36)

    @classmethod
    def pipe(cls, engine, kernel="safe", cpu=None, deadline=DEFAULT_DEADLINE):
        """A persistent pipe: one ``ipc-engine stdio`` kept open for many
        requests, started pinned to ``cpu`` if given."""
        opener = lambda: _Pipe(engine, kernel, cpu, deadline)  # noqa: E731
        return cls(opener(), opener)

    @classmethod
    def unix(cls, path, deadline=DEFAULT_DEADLINE):
        def opener():
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            _set_deadline(s, deadline)
            s.connect(path)
            return s

        return cls(opener(), opener)

    @classmethod
    def tcp(cls, host, port, deadline=DEFAULT_DEADLINE):
        def opener():
            s = socket.create_connection((host, port), timeout=deadline)
            s.settimeout(None)  # blocking again: the deadline is the kernel's
            _set_deadline(s, deadline)
            s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return s

        return cls(opener(), opener)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        if self.sock is not None:
            sock, self.sock = self.sock, None
            sock.close()

    def reconnect(self):
        """Closes this connection (if still open) and opens a new one to the
        same engine: after a fault, or to start over with no server state."""
        if self._open is None:
            raise ValueError("this client was made from a socket; make a new EngineClient")
        self._drop()
        self.sock = self._open()
        return self

    def _drop(self):
        """Drops a connection whose framing is lost (a pipe's child is killed)."""
        sock, self.sock = self.sock, None
        if sock is not None:
            try:
                getattr(sock, "abort", sock.close)()
            except OSError:
                pass

    def _fault(self, kind, message):
        """Drops the connection and raises ``kind``."""
        self._drop()
        raise kind(f"{message}; the connection is closed (reconnect() opens a new one)")

    def _io_failed(self, e):
        if isinstance(e, EngineFault):
            self._drop()
            raise e
        if isinstance(e, (BlockingIOError, TimeoutError)):
            self._fault(EngineTimeout, f"no reply from the engine in time ({e})")
        self._fault(EngineDisconnected, f"the engine connection failed mid-call ({e.__class__.__name__}: {e})")

    def _recv_exact(self, n):
        buf = bytearray(n)
        view = memoryview(buf)
        got = 0
        while got < n:
            k = self.sock.recv_into(view[got:])
            if k == 0:
                self._fault(EngineDisconnected, "the engine closed the connection mid-call")
            got += k
        return buf

    def _check_length(self, n, expect):
        """Refuses a reply length this call cannot have, before reading it."""
        if n % 2 == 1:
            if n > MAX_ERROR_REPLY:
                self._fault(EngineProtocolError, f"an error reply of {n} bytes (no error reply is over {MAX_ERROR_REPLY})")
        elif expect is not None and n != expect:
            self._fault(EngineProtocolError, f"a reply of {n} bytes where this call's reply has {expect}")
        elif n > MAX_REPLY or n == 0:
            self._fault(EngineProtocolError, f"a reply of {n} bytes (the protocol allows 1 to {MAX_REPLY})")

    def call(self, frame, expect=None):
        """Sends one frame, returns the reply body; error replies raise
        EngineError. ``expect``: the ok reply's exact length, if known."""
        if self.sock is None:
            raise EngineDisconnected("the connection is closed (after a fault, or close()); reconnect() opens a new one")
        try:
            self.sock.sendall(frame)
            (n,) = struct.unpack("<I", self._recv_exact(4))
            self._check_length(n, expect)
            body = self._recv_exact(n)
        except OSError as e:
            self._io_failed(e)
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
        expect = 16 * len(params) + (16 if timed else 0)
        body, t = self._timing(self.call(build_request(op, close, params), expect), timed)
        pnl, trades = self._results(body, len(params))
        return (pnl, trades, t) if timed else (pnl, trades)

    def echo(self, close):
        expect = 8 * len(close)
        return bytes(self.call(build_request(ECHO, close, np.empty((0, 6), "<i8")), expect))

    def load(self, close):
        """Keeps the series on the server; returns its handle."""
        body = bytes([LOAD]) + struct.pack("<II", len(close), 0) + np.asarray(close).astype("<f8").tobytes()
        return struct.unpack("<Q", self.call(_frame(body), 8))[0]

    def sweep_handle(self, handle, params, timed=False):
        """Params only, against a loaded series."""
        params = np.asarray(params, dtype="<i8").reshape(-1, 6)
        op = SWEEP_HANDLE | (TIMED if timed else 0)
        body = bytes([op]) + struct.pack("<QI", handle, len(params)) + params.reshape(-1).tobytes()
        expect = 16 * len(params) + (16 if timed else 0)
        reply, t = self._timing(self.call(_frame(body), expect), timed)
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
        return struct.unpack("<Q", self.call(_frame(body), 8))[0]

    def stream_bar(self, handle, close):
        """STREAM_BAR: one bar in, (position, trades, realized pnl, bars) out.

        The hot path of the per-bar pattern: one pre-compiled struct each way
        and no allocation beyond the reply bytes; error replies still raise."""
        if self.sock is None:
            raise EngineDisconnected("the connection is closed (after a fault, or close()); reconnect() opens a new one")
        buf = self._bar_buf
        view = memoryview(buf)
        got = 0
        try:
            self.sock.sendall(_BAR.pack(17, STREAM_BAR, handle, close))
            while got < 4 or got < 4 + struct.unpack_from("<I", buf)[0] and got < 36:
                k = self.sock.recv_into(view[got:])
                if k == 0:
                    self._fault(EngineDisconnected, "the engine closed the connection mid-call")
                got += k
            n = struct.unpack_from("<I", buf)[0]
            if n != 32:  # an error reply (odd length): read the rest of it
                self._check_length(n, 32)
                body = bytes(buf[4:got]) + bytes(self._recv_exact(max(0, 4 + n - got)))
        except OSError as e:
            self._io_failed(e)
        if n != 32:
            code = struct.unpack("<H", body[1:3])[0] if n >= 3 else 0
            raise EngineError(code, body[3:].decode("utf-8", "replace").rstrip())
        _, position, trades, pnl, bars = _BAR_REPLY.unpack(buf)
        return position, trades, pnl, bars

    def stream_close(self, handle):
        """STREAM_CLOSE: the combo's (pnl, trades), as the batch sweep gives it."""
        body = self.call(_frame(bytes([STREAM_CLOSE]) + struct.pack("<Q", handle)), 16)
        pnl, trades = self._results(body, 1)
        return float(pnl[0]), int(trades[0])

    def unload(self, handle):
        self.call(_frame(bytes([UNLOAD]) + struct.pack("<Q", handle)), 8)

    @staticmethod
    def _results(body, n):
        if len(body) != 16 * n:
            raise EngineError(0, f"reply of {len(body)} bytes for {n} combos")
        pnl = np.frombuffer(body, dtype="<f8", count=n)
        trades = np.frombuffer(body, dtype="<i8", count=n, offset=8 * n)
        return pnl, trades
