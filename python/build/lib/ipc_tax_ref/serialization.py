"""The serialization tax: the 150,000-float series encoded and decoded in Python.

Every format is round-tripped and checked bit for bit before its times count.
The study measured raw ``astype('<f8').tobytes()`` (49.1 µs), pickle
("slightly below raw") and ``json.dumps(close.tolist())`` (66,243 µs) on an
M2 Max; orjson (with numpy support) and Arrow IPC are added here.
"""

import io
import json
import pickle
import platform
import time

import numpy as np
import orjson
import pyarrow as pa


def _arrow_encode(close):
    batch = pa.record_batch([pa.array(close, type=pa.float64())], names=["close"])
    sink = io.BytesIO()
    with pa.ipc.new_stream(sink, batch.schema) as writer:
        writer.write_batch(batch)
    return sink.getvalue()


def _arrow_decode(buf):
    return pa.ipc.open_stream(buf).read_all().column(0).to_numpy()


FORMATS = {
    "raw astype('<f8').tobytes()": (
        lambda c: c.astype("<f8").tobytes(),
        lambda b: np.frombuffer(b, dtype="<f8"),
    ),
    "pickle (protocol 5)": (
        lambda c: pickle.dumps(c, protocol=5),
        pickle.loads,
    ),
    "json.dumps(close.tolist())": (
        lambda c: json.dumps(c.tolist()).encode(),
        lambda b: np.array(json.loads(b), dtype=np.float64),
    ),
    "orjson (OPT_SERIALIZE_NUMPY)": (
        lambda c: orjson.dumps(c, option=orjson.OPT_SERIALIZE_NUMPY),
        lambda b: np.array(orjson.loads(b), dtype=np.float64),
    ),
    "Arrow IPC stream (pyarrow)": (_arrow_encode, _arrow_decode),
}


_STDLIB = f"Python {platform.python_version()} standard library"
LIBRARY = {
    "raw astype('<f8').tobytes()": f"numpy {np.__version__}",
    "pickle (protocol 5)": _STDLIB,
    "json.dumps(close.tolist())": _STDLIB,
    "orjson (OPT_SERIALIZE_NUMPY)": f"orjson {orjson.__version__}",
    "Arrow IPC stream (pyarrow)": f"pyarrow {pa.__version__}",
}


def measure(close, runs):
    """Per format, in table order: name, wire bytes and ``runs`` encode and
    decode times (µs), the formats interleaved run by run."""
    close = np.ascontiguousarray(close, dtype=np.float64)
    want = close.view(np.uint64)
    out = {name: {"name": name, "library": LIBRARY[name], "bytes": 0, "encode_us": [], "decode_us": []} for name in FORMATS}
    for name, (enc, dec) in FORMATS.items():  # warm-up and the round-trip check
        wire = enc(close)
        back = np.ascontiguousarray(dec(wire), dtype=np.float64)
        if back.shape != close.shape or not np.array_equal(back.view(np.uint64), want):
            raise ValueError(f"{name} does not round-trip the series bit for bit")
        out[name]["bytes"] = len(wire)
    for _ in range(runs):
        for name, (enc, dec) in FORMATS.items():
            t0 = time.perf_counter()
            wire = enc(close)
            t1 = time.perf_counter()
            dec(wire)
            t2 = time.perf_counter()
            out[name]["encode_us"].append((t1 - t0) * 1e6)
            out[name]["decode_us"].append((t2 - t1) * 1e6)
    return list(out.values())
