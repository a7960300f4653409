"""The kernels with no boundary, behind the same methods as ``EngineClient``.

``architectures`` runs every pattern (batch, chatty, per bar, echo) against
an object with ``sweep``/``echo``/``stream_open``/``stream_close``; these two
adapters give it one for the PyO3 module ``ipc_tax_native`` and one for the C
ABI through ctypes, so the in-process rows are the same Python code as the
socket rows with the boundary taken away. The kernel is chosen per adapter
(an engine chooses it at start-up). Each in-process stream hands out its own
``push`` (``pusher``), so a per-bar call is one call into the library.
"""

import numpy as np


class _InProcess:
    """What both adapters share: context manager, loaded series, timing keys."""

    def __init__(self, kernel, threads):
        self.kernel, self.threads = kernel, threads
        self._loaded = {}

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def close(self):
        pass

    def load(self, close):
        """A preloaded series is just a reference kept here (no copy)."""
        handle = len(self._loaded) + 1
        self._loaded[handle] = close
        return handle

    def unload(self, handle):
        del self._loaded[handle]

    def sweep_handle(self, handle, params, timed=False):
        return self.sweep(self._loaded[handle], params, timed=timed)

    def stream_bar(self, handle, close):
        return handle.push(close)

    def pusher(self, handle):
        """The stream's own ``push(close)``: one call per bar, no adapter frame."""
        return handle.push

    def stream_close(self, handle):
        return handle.close()


class Pyo3(_InProcess):
    """``ipc_tax_native`` (PyO3 + numpy): arrays borrowed when C-contiguous.

    ``copy``: whether ``echo`` returns a new array (the values cross back) or
    the borrowed input itself (nothing moves)."""

    def __init__(self, kernel="safe", threads=None, copy=True):
        super().__init__(kernel, threads)
        import ipc_tax_native

        self.native, self.copy = ipc_tax_native, copy

    def sweep(self, close, params, timed=False):
        return self.native.sweep(close, params, kernel=self.kernel, threads=self.threads, timed=timed)

    def echo(self, a):
        return self.native.echo(a, copy=self.copy)

    def noop(self):
        return self.native.noop

    def stream_open(self, row):
        return self.native.Stream(np.asarray(row, dtype=np.int64).tolist())


class Ctypes(_InProcess):
    """``libipc_tax_ffi.so`` through ctypes: pointers to numpy's buffers."""

    def __init__(self, kernel="safe", threads=None, library=None):
        super().__init__(kernel, threads)
        from .capi import LIBRARY, Capi

        self.lib = Capi(library or LIBRARY)

    def sweep(self, close, params, timed=False):
        return self.lib.sweep(close, params, kernel=self.kernel, threads=self.threads or 0, timed=timed)

    def echo(self, a):
        return self.lib.echo(a)

    def noop(self):
        return self.lib.noop

    def stream_open(self, row):
        return self.lib.stream(row)


def open_target(spec):
    """An adapter from a worker request's ``inproc`` fields:
    ``{"inproc": "pyo3"|"ctypes", "kernel": ..., "threads": ..., "copy": ..., "library": ...}``."""
    kind = spec.get("inproc")
    kernel, threads = spec.get("kernel", "safe"), spec.get("threads")
    if kind == "pyo3":
        return Pyo3(kernel, threads, bool(spec.get("copy", True)))
    if kind == "ctypes":
        return Ctypes(kernel, threads, spec.get("library"))
    raise ValueError(f"unknown in-process route {kind!r}: expected pyo3 or ctypes")


def same_values(back, sent_bytes):
    """Whether an echo reply (bytes from a socket, an array in process) holds the sent values."""
    if isinstance(back, (bytes, bytearray, memoryview)):
        return bytes(back) == sent_bytes
    return np.asarray(back, dtype="<f8").tobytes() == sent_bytes
