"""The ipc-tax sweep kernels inside the Python process (PyO3 + numpy, zero copy)."""

from typing import Final, Literal, Sequence, overload

import numpy as np
import numpy.typing as npt

KERNELS: Final[list[str]]
"""Every single-thread kernel name and its par- form (knob-<name> is accepted too)."""

@overload
def sweep(
    close: npt.NDArray[np.float64],
    params: npt.NDArray[np.int64],
    kernel: str = "simd",
    threads: int | None = None,
    timed: Literal[False] = False,
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.int64]]:
    """All combos of one sweep: (pnl, trades). close: 1-D float64; params: (m, 6) int64.
    Read without a copy when C-contiguous; the GIL is released while computing."""
@overload
def sweep(
    close: npt.NDArray[np.float64],
    params: npt.NDArray[np.int64],
    kernel: str = "simd",
    threads: int | None = None,
    *,
    timed: Literal[True],
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.int64], tuple[int, int]]:
    """(pnl, trades, (compute_ns, handling_ns)): the kernel's time and the whole call's in Rust."""

class Stream:
    """One combo fed one bar at a time, bit-identical to ``sweep`` over the same bars."""

    def __init__(self, row: Sequence[int] | npt.NDArray[np.int64]) -> None: ...
    def push(self, close: float) -> tuple[int, int, float, int]:
        """(position, trades, realized_pnl, bars) after the bar."""
    def close(self) -> tuple[float, int]:
        """The combo's (pnl, trades); the stream takes no more bars."""

def echo(a: npt.NDArray[np.float64], copy: bool = True) -> npt.NDArray[np.float64]:
    """A copy of ``a``'s values (copy=True) or ``a`` itself after Rust borrowed it."""

def noop() -> None:
    """The floor of one call into the extension."""
