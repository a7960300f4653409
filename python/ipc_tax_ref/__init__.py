"""numba reference for ipc-tax: the kernel as the study wrote it.

The kernel's definition: docs/study.md#the-kernel.

- ``kernel``: rung "M2" (single-threaded ``@njit``, default options) and rung
  "M3" (``prange`` across combos).
- ``data``: the ``paper`` series (numpy, seed 42), the 80-combo grid, raw files.
- ``worker``: a persistent process the Rust harness drives to time numba
  in-process, interleaved with Rust runs.
"""
