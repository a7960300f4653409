"""The HMA/HMA3 stop-and-reverse sweep as the study wrote it for numba.

The definitions: docs/study.md#the-kernel. Rung "M2": ``@njit`` with default options, one thread, arrays allocated per
pass exactly as written. Rung "M3": the same combo function driven by
``prange`` across combos. Nothing here is tuned: this is the reference.
"""

import time

import numpy as np
from numba import njit, objmode, prange

COST = 0.0009


@njit
def wma(x, L):
    n = x.shape[0]
    out = np.full(n, np.nan)
    denom = L * (L + 1) / 2.0
    for i in range(L - 1, n):
        s = 0.0
        for k in range(L):
            s += (k + 1) * x[i - L + 1 + k]
        out[i] = s / denom
    return out


@njit
def event_loop(close, a, b):
    n = close.shape[0]
    pos = 0
    entry = 0.0
    pnl = 0.0
    trades = 0
    for i in range(1, n):
        signal = 0
        if b[i] > a[i] and b[i - 1] < a[i - 1]:
            signal = 1
        elif b[i] < a[i] and b[i - 1] > a[i - 1]:
            signal = -1
        if signal != 0 and signal != pos:
            if pos != 0:
                r = pos * (close[i] - entry) / entry
                pnl += ((1 + r) * (1 - COST) - 1) * 100
                trades += 1
            pos = signal
            entry = close[i]
    if pos != 0:
        r = pos * (close[n - 1] - entry) / entry
        pnl += ((1 + r) * (1 - COST) - 1) * 100
        trades += 1
    return pnl, trades


@njit
def combo(close, n, h, s, p, p3, p2):
    a = wma(2 * wma(close, h) - wma(close, n), s)
    b = wma(3 * wma(close, p3) - wma(close, p2) - wma(close, p), p)
    return event_loop(close, a, b)


@njit
def sweep_m2(close, params):
    m = params.shape[0]
    pnl = np.empty(m)
    trades = np.empty(m, dtype=np.int64)
    for c in range(m):
        r = params[c]
        pnl[c], trades[c] = combo(close, r[0], r[1], r[2], r[3], r[4], r[5])
    return pnl, trades


@njit
def clock():
    """perf_counter from compiled code (an object-mode call, ~1 µs)."""
    with objmode(t="float64"):
        t = time.perf_counter()
    return t


@njit
def sweep_m2_laps(close, params):
    """``sweep_m2`` with each combo's own seconds, taken between the combos
    of the one sweep (the gap section's sample: a combo in the state the
    sweep's earlier combos left the heap and the caches)."""
    m = params.shape[0]
    pnl = np.empty(m)
    trades = np.empty(m, dtype=np.int64)
    laps = np.empty(m)
    last = clock()
    for c in range(m):
        r = params[c]
        pnl[c], trades[c] = combo(close, r[0], r[1], r[2], r[3], r[4], r[5])
        now = clock()
        laps[c] = now - last
        last = now
    return pnl, trades, laps


@njit(parallel=True)
def sweep_m3(close, params):
    m = params.shape[0]
    pnl = np.empty(m)
    trades = np.empty(m, dtype=np.int64)
    for c in prange(m):
        r = params[c]
        pnl[c], trades[c] = combo(close, r[0], r[1], r[2], r[3], r[4], r[5])
    return pnl, trades


SWEEPS = {"m2": sweep_m2, "m3": sweep_m3}
