"""The one frame codec: every request's length field counts its body, the
layouts are PROTOCOL.md's, and replies are cut the same way for every call."""

import struct

import numpy as np
import pytest

from ipc_tax_ref import frames
from ipc_tax_ref.client import build_request

CLOSE = np.array([100.0, 101.5, 99.25])
PARAMS = np.array([[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]])


def body_of(frame):
    (n,) = struct.unpack_from("<I", frame)
    assert n == len(frame) - 4, "the length field counts the body"
    return frame[4:]


def test_sweep_is_the_studys_build_request():
    assert frames.sweep(CLOSE, PARAMS) == build_request(frames.SWEEP, CLOSE, PARAMS)
    body = body_of(frames.sweep(CLOSE, PARAMS, timed=True))
    assert body[0] == frames.SWEEP | frames.TIMED
    assert struct.unpack_from("<II", body, 1) == (3, 2)
    assert np.array_equal(np.frombuffer(body, "<f8", 3, 9), CLOSE)
    assert np.array_equal(np.frombuffer(body, "<i8", 12, 9 + 24).reshape(2, 6), PARAMS)


@pytest.mark.parametrize(
    "frame, op, head, head_fmt",
    [
        (frames.echo(CLOSE), frames.ECHO, (3, 0), "<II"),
        (frames.load(CLOSE), frames.LOAD, (3, 0), "<II"),
        (frames.sweep_handle(7, PARAMS), frames.SWEEP_HANDLE, (7, 2), "<QI"),
        (frames.unload(7), frames.UNLOAD, (7,), "<Q"),
        (frames.stream_open(PARAMS[0]), frames.STREAM_OPEN, tuple(PARAMS[0]), "<6q"),
        (frames.stream_bar(7, 101.5), frames.STREAM_BAR, (7, 101.5), "<Qd"),
        (frames.stream_close(7), frames.STREAM_CLOSE, (7,), "<Q"),
    ],
)
def test_each_request_has_its_protocol_layout(frame, op, head, head_fmt):
    body = body_of(frame)
    assert body[0] == op
    assert struct.unpack_from(head_fmt, body, 1) == head


def test_stream_bar_is_one_17_byte_body():
    assert frames.stream_bar(1, 100.0) == struct.pack("<IBQd", 17, frames.STREAM_BAR, 1, 100.0)


def test_results_are_cut_by_length_and_timing():
    body = np.array([1.5, -2.0], "<f8").tobytes() + np.array([3, 4], "<i8").tobytes()
    pnl, trades, t = frames.results(body, 2)
    assert list(pnl) == [1.5, -2.0] and list(trades) == [3, 4] and t is None
    _, _, t = frames.results(body + struct.pack("<QQ", 10, 20), 2, timed=True)
    assert t == (10, 20)
    with pytest.raises(ValueError, match="for 3 combos"):
        frames.results(body, 3)


def test_error_replies_are_odd_and_decoded():
    body = bytes([0xEE]) + struct.pack("<H", 11) + b"unknown handle 9"
    assert frames.is_error(len(body)) and not frames.is_error(32)
    assert frames.error(body) == (11, "unknown handle 9")
