"""The wire protocol's frames (transport/PROTOCOL.md), encoded and decoded
in one place for every Python client: sweeps, echoes, per-bar sessions,
spawned engines.

Why one module: the report compares the per-bar pattern with what the echo
curve predicts for the same bytes. If the two clients built their frames
differently (numpy ``tobytes`` for one, a hand-made struct for the other),
that comparison would measure two clients, not one transport. Here every
request is one precompiled ``struct`` for its fixed head plus the arrays'
``tobytes`` (the study's encoding), and every reply is cut by the same
decoders.

    frame := [u32 body_len][u8 opcode][head][arrays]
"""

import struct

import numpy as np

SWEEP, ECHO, LOAD, SWEEP_HANDLE, UNLOAD = 0, 1, 2, 3, 4
STREAM_OPEN, STREAM_BAR, STREAM_CLOSE, SWEEP_JSON = 5, 6, 7, 8
TIMED = 0x80

# The timing trailer of a timed reply: [u64 compute_ns][u64 handling_ns].
TRAILER = 16


class Request:
    """One request layout: the opcode and its fixed head (a struct format
    without the byte order), followed by raw payload bytes."""

    def __init__(self, op, head=""):
        self.op = op
        self._struct = struct.Struct("<IB" + head)
        # body_len counts the opcode and the head, not the length field.
        self._fixed = self._struct.size - 4

    def frame(self, *head, payload=b"", timed=False):
        op = self.op | TIMED if timed else self.op
        return self._struct.pack(self._fixed + len(payload), op, *head) + payload


SWEEP_REQ = Request(SWEEP, "II")
ECHO_REQ = Request(ECHO, "II")
LOAD_REQ = Request(LOAD, "II")
SWEEP_HANDLE_REQ = Request(SWEEP_HANDLE, "QI")
UNLOAD_REQ = Request(UNLOAD, "Q")
STREAM_OPEN_REQ = Request(STREAM_OPEN, "6q")
STREAM_BAR_REQ = Request(STREAM_BAR, "Qd")
STREAM_CLOSE_REQ = Request(STREAM_CLOSE, "Q")
SWEEP_JSON_REQ = Request(SWEEP_JSON)

# STREAM_BAR's ok reply: [i64 position][i64 trades][f64 realized pnl][u64 bars].
BAR_REPLY = struct.Struct("<qqdQ")
_HANDLE = struct.Struct("<Q")
_TIMING = struct.Struct("<QQ")


def closes(close):
    """The close array as the wire carries it (little-endian f64)."""
    return np.asarray(close).astype("<f8")


def param_rows(params):
    """Params as an (n, 6) little-endian i64 array."""
    return np.asarray(params, dtype="<i8").reshape(-1, 6)


def sweep(close, params, timed=False):
    """SWEEP (the study's ``build_request`` with op 0)."""
    c, p = closes(close), param_rows(params)
    return SWEEP_REQ.frame(len(c), len(p), payload=c.tobytes() + p.tobytes(), timed=timed)


def echo(values):
    """ECHO: the SWEEP layout with no params; the reply is the values back."""
    c = closes(values)
    return ECHO_REQ.frame(len(c), 0, payload=c.tobytes())


def load(close):
    c = closes(close)
    return LOAD_REQ.frame(len(c), 0, payload=c.tobytes())


def sweep_handle(handle, params, timed=False):
    p = param_rows(params)
    return SWEEP_HANDLE_REQ.frame(handle, len(p), payload=p.tobytes(), timed=timed)


def unload(handle):
    return UNLOAD_REQ.frame(handle)


def stream_open(row):
    return STREAM_OPEN_REQ.frame(*(int(v) for v in np.asarray(row).reshape(6)))


def stream_bar(handle, close):
    return STREAM_BAR_REQ.frame(handle, close)


def stream_close(handle):
    return STREAM_CLOSE_REQ.frame(handle)


def sweep_json(document, timed=False):
    return SWEEP_JSON_REQ.frame(payload=document, timed=timed)


def results_len(n_combos, timed=False):
    """Bytes of a sweep's ok reply body."""
    return 16 * n_combos + (TRAILER if timed else 0)


def results(body, n_combos, timed=False):
    """A sweep reply body: (pnl, trades, (compute_ns, handling_ns) or None).
    The arrays are views of ``body`` (no copy)."""
    if len(body) != results_len(n_combos, timed):
        raise ValueError(f"a reply of {len(body)} bytes for {n_combos} combos{' (timed)' if timed else ''}")
    pnl = np.frombuffer(body, dtype="<f8", count=n_combos)
    trades = np.frombuffer(body, dtype="<i8", count=n_combos, offset=8 * n_combos)
    timing = _TIMING.unpack_from(body, 16 * n_combos) if timed else None
    return pnl, trades, timing


def handle(body):
    return _HANDLE.unpack(body)[0]


def bar(body):
    """STREAM_BAR's reply: (position, trades, realized pnl, bars)."""
    return BAR_REPLY.unpack(body)


def is_error(n):
    """An error reply body has an odd length (PROTOCOL.md)."""
    return n % 2 == 1


def error(body):
    """An error reply body: (code, reason)."""
    code = struct.unpack_from("<H", body, 1)[0] if len(body) >= 3 else 0
    return code, bytes(body[3:]).decode("utf-8", "replace").rstrip()
