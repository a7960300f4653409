"""The kernels through their C ABI (``ffi/include/ipc_tax.h``) with ctypes —
the any-language route, beside the PyO3 module ``ipc_tax_native``.

    from ipc_tax_ref.capi import Capi
    lib = Capi()                      # target/release/libipc_tax_ffi.so, or $IPC_TAX_FFI
    pnl, trades = lib.sweep(close, params, kernel="simd")

Arrays are passed as pointers to numpy's own buffers (no copy for
C-contiguous float64 / int64 input); errors raise ValueError (RuntimeError
for a panic inside) with the library's message.
"""

import ctypes
import os
from pathlib import Path

import numpy as np

LIBRARY = os.environ.get(
    "IPC_TAX_FFI", str(Path(__file__).resolve().parents[2] / "target/release/libipc_tax_ffi.so")
)
INTERNAL = 13

# Arrays go in as plain addresses (``arr.ctypes.data``): ctypes' typed
# pointers (``data_as(POINTER(c_double))``) cost ~3 µs per argument, more
# than the call itself, and would be measured as the C ABI's floor.
_f64p = _i64p = ctypes.c_void_p


class Bar(ctypes.Structure):
    _fields_ = [
        ("position", ctypes.c_int64),
        ("trades", ctypes.c_int64),
        ("realized_pnl", ctypes.c_double),
        ("bars", ctypes.c_uint64),
    ]


class Capi:
    """libipc_tax_ffi.so, loaded once; every function of the header."""

    def __init__(self, path=LIBRARY):
        if not Path(path).exists():
            raise FileNotFoundError(f"{path} not found: build it with `cargo build --release -p ipc-tax-ffi`")
        lib = self.lib = ctypes.CDLL(path)
        lib.ipc_tax_sweep.argtypes = [
            _f64p, ctypes.c_size_t, _i64p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t,
            _f64p, _i64p, ctypes.c_char_p, ctypes.c_size_t,
        ]
        lib.ipc_tax_sweep.restype = ctypes.c_int
        lib.ipc_tax_sweep_timed.argtypes = [
            _f64p, ctypes.c_size_t, _i64p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t,
            _f64p, _i64p, ctypes.POINTER(ctypes.c_uint64), ctypes.c_char_p, ctypes.c_size_t,
        ]
        lib.ipc_tax_sweep_timed.restype = ctypes.c_int
        lib.ipc_tax_stream_open.argtypes = [_i64p, ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p, ctypes.c_size_t]
        lib.ipc_tax_stream_open.restype = ctypes.c_int
        lib.ipc_tax_stream_push.argtypes = [
            ctypes.c_void_p, ctypes.c_double, ctypes.POINTER(Bar), ctypes.c_char_p, ctypes.c_size_t,
        ]
        lib.ipc_tax_stream_push.restype = ctypes.c_int
        lib.ipc_tax_stream_close.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_double), ctypes.POINTER(ctypes.c_int64)]
        lib.ipc_tax_stream_close.restype = ctypes.c_int
        lib.ipc_tax_echo.argtypes = [_f64p, ctypes.c_size_t, _f64p]
        lib.ipc_tax_echo.restype = ctypes.c_size_t
        lib.ipc_tax_noop.argtypes = []
        lib.ipc_tax_noop.restype = None
        self.noop = lib.ipc_tax_noop
        self._err = ctypes.create_string_buffer(512)

    def _check(self, rc):
        if rc != 0:
            message = self._err.value.decode("utf-8", "replace")
            raise (RuntimeError if rc == INTERNAL else ValueError)(f"ipc_tax error {rc}: {message}")

    def sweep(self, close, params, kernel="simd", threads=0, timed=False):
        """All combos: (pnl float64, trades int64). ``threads`` 0: all cores (par-*).
        With ``timed``: (pnl, trades, (compute_ns, handling_ns)) as the library measured them."""
        close = np.ascontiguousarray(close, dtype=np.float64)
        params = np.ascontiguousarray(params, dtype=np.int64)
        if params.ndim != 2 or params.shape[1] != 6:
            raise ValueError(f"params must have shape (n_combos, 6), not {params.shape}")
        m = len(params)
        pnl, trades = np.empty(m, np.float64), np.empty(m, np.int64)
        timing = (ctypes.c_uint64 * 2)()
        rc = self.lib.ipc_tax_sweep_timed(
            close.ctypes.data, len(close), params.ctypes.data, m,
            kernel.encode(), threads, pnl.ctypes.data, trades.ctypes.data,
            timing if timed else None, self._err, len(self._err),
        )
        self._check(rc)
        return (pnl, trades, (timing[0], timing[1])) if timed else (pnl, trades)

    def echo(self, a, out=None):
        """Copies ``a`` (float64) into ``out`` (a new array if None) through the library."""
        a = np.ascontiguousarray(a, dtype=np.float64)
        out = np.empty_like(a) if out is None else out
        self.lib.ipc_tax_echo(a.ctypes.data, len(a), out.ctypes.data)
        return out

    def stream(self, row):
        return CStream(self, row)


class CStream:
    """One combo streamed bar by bar through the C ABI (``Capi.stream(row)``)."""

    def __init__(self, capi, row):
        self.capi, self.handle = capi, ctypes.c_void_p()
        row = np.ascontiguousarray(row, dtype=np.int64).reshape(6)
        capi._check(capi.lib.ipc_tax_stream_open(row.ctypes.data, ctypes.byref(self.handle), capi._err, 512))
        self._bar = Bar()
        self._push = capi.lib.ipc_tax_stream_push
        self._bar_ref = ctypes.byref(self._bar)

    def push(self, close):
        """(position, trades, realized_pnl, bars) after the bar."""
        if not self.handle:
            raise ValueError("this stream is closed")
        self.capi._check(self._push(self.handle, close, self._bar_ref, self.capi._err, 512))
        b = self._bar
        return b.position, b.trades, b.realized_pnl, b.bars

    def close(self):
        """The combo's (pnl, trades); frees the stream."""
        if not self.handle:
            raise ValueError("this stream is already closed")
        pnl, trades = ctypes.c_double(), ctypes.c_int64()
        self.capi.lib.ipc_tax_stream_close(self.handle, ctypes.byref(pnl), ctypes.byref(trades))
        self.handle = ctypes.c_void_p()
        return pnl.value, trades.value

    def __del__(self):
        if getattr(self, "handle", None):
            self.close()
