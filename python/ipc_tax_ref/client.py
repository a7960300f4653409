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

from __future__ import annotations

import json
import os
import select
import socket
import struct
import subprocess
import time
from typing import Callable, Optional, Tuple, Union

import numpy as np
import numpy.typing as npt

from . import frames, shm

# Seconds without a byte from the engine before a call gives up.
DEFAULT_DEADLINE = 60.0
# No reply is longer than the protocol's frame limit, and no error reply is
# longer than its code and a reason.
MAX_REPLY = 256 << 20
MAX_ERROR_REPLY = 64 << 10

# The opcodes, re-exported for callers of this module.
from .frames import (  # noqa: E402
    ECHO,
    LOAD,
    STREAM_BAR,
    STREAM_CLOSE,
    STREAM_OPEN,
    SWEEP,
    SWEEP_HANDLE,
    SWEEP_JSON,
    TIMED,
    UNLOAD,
)

# Replies up to this many bytes are read into one buffer kept by the
# connection (one recv for header and body, as a per-bar call needs).
_SMALL_REPLY = 64

# What the calls take and give.
Closes = npt.ArrayLike
"""Close prices: anything ``np.asarray(..., dtype=float64)`` accepts, one per bar."""
Params = npt.ArrayLike
"""Parameter rows: an ``(n, 6)`` integer array-like of ``n h s p p3 p2``."""
Results = Tuple[npt.NDArray[np.float64], npt.NDArray[np.int64]]
"""(pnl per combo, trades per combo)."""
Timing = Tuple[int, int]
"""(compute_ns, handling_ns): the engine's own clock."""
TimedResults = Tuple[npt.NDArray[np.float64], npt.NDArray[np.int64], Timing]


class EngineError(Exception):
    """An error reply: ``code`` and ``reason`` as sent by the server."""

    def __init__(self, code, reason):
        super().__init__(f"engine error {code}: {reason}")
        self.code = code
        self.reason = reason


class EngineBusy(EngineError):
    """Every connection the engine serves has a request under way (error code
    14, ``--max-connections``); it closed this one. ``reconnect()`` later."""


class EngineEvicted(EngineError):
    """The engine was full and this connection, idle between requests the
    longest, was closed to admit another (error code 19). ``reconnect()`` to
    continue; nothing that was under way was cut."""


class EngineTimedOut(EngineError):
    """The engine answered Timeout (error code 16) and closed the connection:
    a request frame arrived too slowly (``--frame-timeout``), or nothing was
    sent within ``--first-request-timeout`` of connecting (a connection
    opened long before its first call). ``reconnect()`` to continue."""


_NAMED_ERRORS = {14: EngineBusy, 16: EngineTimedOut, 19: EngineEvicted}
# The replies after which the engine has shut its side of the connection.
_CLOSING = (EngineBusy, EngineEvicted, EngineTimedOut)


def _error_reply(code, reason):
    """The exception for an error reply: a named one where the engine closes
    the connection after it, ``EngineError`` otherwise."""
    return _NAMED_ERRORS.get(code, EngineError)(code, reason)


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
    c, p = frames.closes(close), frames.param_rows(params)
    return frames.Request(opcode, "II").frame(len(c), len(p), payload=c.tobytes() + p.tobytes())


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

    def __init__(self, sock: object, opener: Optional[Callable[[], object]] = None) -> None:
        self.sock = sock
        self._open = opener
        self._small = bytearray(4 + _SMALL_REPLY)

    @classmethod
    def pipe(
        cls, engine: Union[str, os.PathLike], kernel: str = "safe", cpu: Optional[int] = None, deadline: Optional[float] = DEFAULT_DEADLINE
    ) -> EngineClient:
        """A persistent pipe: one ``ipc-engine stdio`` kept open for many
        requests, started pinned to ``cpu`` if given."""
        opener = lambda: _Pipe(engine, kernel, cpu, deadline)  # noqa: E731
        return cls(opener(), opener)

    @classmethod
    def unix(cls, path: Union[str, os.PathLike], deadline: Optional[float] = DEFAULT_DEADLINE) -> EngineClient:
        def opener():
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            _set_deadline(s, deadline)
            s.connect(path)
            return s

        return cls(opener(), opener)

    @classmethod
    def tcp(cls, host: str, port: int, deadline: Optional[float] = DEFAULT_DEADLINE) -> EngineClient:
        def opener():
            s = socket.create_connection((host, port), timeout=deadline)
            s.settimeout(None)  # blocking again: the deadline is the kernel's
            _set_deadline(s, deadline)
            s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            return s

        return cls(opener(), opener)

    @classmethod
    def shm(cls, path: Union[str, os.PathLike], wait: str = "spin", deadline: Optional[float] = DEFAULT_DEADLINE) -> EngineClient:
        """Attached to the shared-memory pair of ``ipc-engine serve --shm
        PATH --wait WAIT``, waiting for replies as ``wait`` says (``spin``,
        ``spin-then-futex``, ``futex-only``; see ``ipc_tax_ref.shm``)."""
        return cls(shm.ShmChannel(path, wait, deadline), lambda: shm.ShmChannel(path, wait, deadline))

    def __enter__(self) -> EngineClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        if self.sock is not None:
            sock, self.sock = self.sock, None
            sock.close()

    def reconnect(self) -> EngineClient:
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
        if isinstance(e, shm.ProtocolViolation):
            self._fault(EngineProtocolError, e.strerror)
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

    def call(self, frame: bytes, expect: Optional[int] = None) -> bytes:
        """Sends one frame, returns the reply body; error replies raise
        EngineError. ``expect``: the ok reply's exact length, if known.

        Every request of every pattern goes through here, so the echo curve
        and the per-bar calls pay for the same client code."""
        if self.sock is None:
            raise EngineDisconnected("the connection is closed (after a fault, or close()); reconnect() opens a new one")
        try:
            try:
                self.sock.sendall(frame)
            except (BrokenPipeError, ConnectionResetError) as e:
                self._raise_refusal_or(e)
            if expect is not None and expect <= _SMALL_REPLY:
                n, body = self._recv_small(expect)
            else:
                (n,) = struct.unpack("<I", self._recv_exact(4))
                self._check_length(n, expect)
                body = self._recv_exact(n)
        except OSError as e:
            self._io_failed(e)
        if frames.is_error(n):
            err = _error_reply(*frames.error(body))
            if isinstance(err, _CLOSING):
                # The engine has shut its side: the next call needs reconnect().
                self.close()
            raise err
        return body

    def _raise_refusal_or(self, e):
        """After a failed send: an engine that refused or evicted this
        connection may have closed its side before the request was written,
        with its reply still waiting to be read. Raises that reply's named
        error if it is there, else ``e`` (as a fault)."""
        try:
            (n,) = struct.unpack("<I", self._recv_exact(4))
            if frames.is_error(n) and n <= MAX_ERROR_REPLY:
                err = _error_reply(*frames.error(self._recv_exact(n)))
                if isinstance(err, _CLOSING):
                    self.close()
                    raise err
        except (EngineFault, OSError):
            pass
        raise e

    def retrying(self, op: Callable[[EngineClient], object], attempts: int = 6, first_backoff: float = 0.1, max_backoff: float = 1.0) -> object:
        """Runs ``op(self)``; while the engine answers ``EngineBusy`` or
        ``EngineEvicted`` (the request was not run), waits ``first_backoff``
        seconds (doubling each time, at most ``max_backoff``), reconnects and
        runs ``op`` again — ``attempts`` times in all; the last refusal is
        raised. The defaults wait about 3 s in all.

        ``op`` must be self-contained: everything it needs on the engine it
        sends itself (a handle loaded on an evicted connection is gone)."""
        if attempts < 1:
            raise ValueError(f"attempts must be at least 1, not {attempts!r}")
        for attempt in range(1, attempts + 1):
            try:
                if self.sock is None:
                    self.reconnect()
                return op(self)
            except (EngineBusy, EngineEvicted):
                if attempt == attempts:
                    raise
                time.sleep(min(max_backoff, first_backoff * 2 ** (attempt - 1)))

    def _recv_small(self, expect):
        """A reply of known small length: header and body usually arrive in
        one recv into the connection's buffer. Returns (n, body bytes)."""
        view = memoryview(self._small)
        got = 0
        while got < 4 or got < 4 + expect:
            k = self.sock.recv_into(view[got : 4 + expect])
            if k == 0:
                self._fault(EngineDisconnected, "the engine closed the connection mid-call")
            got += k
            if got >= 4:
                n = struct.unpack_from("<I", self._small)[0]
                if n != expect:  # an error reply, or not the protocol
                    self._check_length(n, expect)
                    have = bytes(self._small[4:got])
                    return n, have + bytes(self._recv_exact(max(0, n - len(have))))
        return expect, bytes(self._small[4 : 4 + expect])

    def sweep(self, close: Closes, params: Params, timed: bool = False) -> Union[Results, TimedResults]:
        """All combos in one call: (pnl, trades[, (compute_ns, handling_ns)])."""
        n = len(frames.param_rows(params))
        body = self.call(frames.sweep(close, params, timed), frames.results_len(n, timed))
        return self._results(body, n, timed)

    def echo(self, close: Closes) -> bytes:
        """The values back, as bytes (compare them with what was sent)."""
        return bytes(self.call(frames.echo(close), 8 * len(close)))

    def load(self, close: Closes) -> int:
        """Keeps the series on the server; returns its handle."""
        return frames.handle(self.call(frames.load(close), 8))

    def sweep_handle(self, handle: int, params: Params, timed: bool = False) -> Union[Results, TimedResults]:
        """Params only, against a loaded series."""
        n = len(frames.param_rows(params))
        body = self.call(frames.sweep_handle(handle, params, timed), frames.results_len(n, timed))
        return self._results(body, n, timed)

    def sweep_json(self, close: Closes, params: Params, timed: bool = False) -> Union[Results, TimedResults]:
        """SWEEP_JSON: the study's ``json.dumps(close.tolist())`` on the wire, both ways."""
        params = frames.param_rows(params)
        doc = json.dumps({"close": np.asarray(close, dtype=np.float64).tolist(), "params": params.tolist()})
        reply = json.loads(bytes(self.call(frames.sweep_json(doc.encode(), timed))))
        pnl, trades = np.array(reply["pnl"], dtype=np.float64), np.array(reply["trades"], dtype=np.int64)
        if len(pnl) != len(params) or len(trades) != len(params):
            raise EngineError(0, f"JSON reply for {len(pnl)} combos, sent {len(params)}")
        t = (reply["compute_ns"], reply["handling_ns"]) if timed else None
        return (pnl, trades, t) if timed else (pnl, trades)

    def stream_open(self, row: Params) -> int:
        """STREAM_OPEN: a live session for one params row; returns its handle."""
        return frames.handle(self.call(frames.stream_open(row), 8))

    def stream_bar(self, handle: int, close: float) -> Tuple[int, int, float, int]:
        """STREAM_BAR: one bar in, (position, trades, realized pnl, bars) out."""
        return frames.bar(self.call(frames.stream_bar(handle, close), frames.BAR_REPLY.size))

    def stream_close(self, handle: int) -> Tuple[float, int]:
        """STREAM_CLOSE: the combo's (pnl, trades), as the batch sweep gives it."""
        pnl, trades = self._results(self.call(frames.stream_close(handle), 16), 1)
        return float(pnl[0]), int(trades[0])

    def unload(self, handle: int) -> None:
        self.call(frames.unload(handle), 8)

    @staticmethod
    def _results(body, n, timed=False):
        try:
            pnl, trades, t = frames.results(body, n, timed)
        except ValueError as e:
            raise EngineError(0, str(e)) from None
        return (pnl, trades, t) if timed else (pnl, trades)


def _host_port(at):
    """``"IP:PORT"`` (or an ``(ip, port)`` pair) as ``(host, port)``."""
    if isinstance(at, str):
        host, _, port = at.rpartition(":")
        return host.strip("[]"), int(port)
    host, port = at
    return host, int(port)


# The transports this client speaks, by the key the table of transports
# gives them (transport/src/table.rs; a Rust test holds every entry that
# says the Python client reaches it to a key here). Each takes where the
# engine is: a socket path, "IP:PORT", or for a pipe (engine, kernel, cpu).
TRANSPORTS = {
    "unix": lambda at: EngineClient.unix(at),
    "tcp": lambda at: EngineClient.tcp(*_host_port(at)),
    "shm_spin": lambda at: EngineClient.shm(at, "spin"),
    "shm_spin_then_futex": lambda at: EngineClient.shm(at, "spin-then-futex"),
    "shm_futex_only": lambda at: EngineClient.shm(at, "futex-only"),
    "pipe": lambda at: EngineClient.pipe(*at),
}


def connect(transport: str, at: object) -> EngineClient:
    """A client over ``transport`` (a key of ``TRANSPORTS``) to the engine at ``at``."""
    opener = TRANSPORTS.get(transport)
    if opener is None:
        raise ValueError(f"the Python client does not speak {transport!r}; it speaks {sorted(TRANSPORTS)}")
    return opener(at)
