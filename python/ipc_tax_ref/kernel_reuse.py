"""numba-njit with every buffer allocated once per sweep and reused: an
experiment of the gap section, not a reference.

It settles whether numba's time depends on its allocation pattern (``np.full``
per WMA pass and a new array per combine in ``kernel.py``). Same arithmetic in
the same order as ``kernel.sweep_m2`` — one accumulator, k ascending, the
combines evaluated left to right — so its results are bit-identical to it.
"""

import numpy as np
from numba import njit

from .kernel import clock, event_loop


@njit
def wma_into(x, L, out):
    n = x.shape[0]
    for i in range(min(L - 1, n)):
        out[i] = np.nan
    denom = L * (L + 1) / 2.0
    for i in range(L - 1, n):
        s = 0.0
        for k in range(L):
            s += (k + 1) * x[i - L + 1 + k]
        out[i] = s / denom


@njit
def combo_reuse(close, n, h, s, p, p3, p2, w1, w2, w3, comb, a, b):
    m = close.shape[0]
    wma_into(close, h, w1)
    wma_into(close, n, w2)
    for i in range(m):
        comb[i] = 2 * w1[i] - w2[i]
    wma_into(comb, s, a)
    wma_into(close, p3, w1)
    wma_into(close, p2, w2)
    wma_into(close, p, w3)
    for i in range(m):
        comb[i] = 3 * w1[i] - w2[i] - w3[i]
    wma_into(comb, p, b)
    return event_loop(close, a, b)


@njit
def sweep_m2_reuse(close, params):
    m = params.shape[0]
    nb = close.shape[0]
    w1, w2, w3 = np.empty(nb), np.empty(nb), np.empty(nb)
    comb, a, b = np.empty(nb), np.empty(nb), np.empty(nb)
    pnl = np.empty(m)
    trades = np.empty(m, dtype=np.int64)
    for c in range(m):
        r = params[c]
        pnl[c], trades[c] = combo_reuse(close, r[0], r[1], r[2], r[3], r[4], r[5], w1, w2, w3, comb, a, b)
    return pnl, trades


@njit
def sweep_m2_reuse_laps(close, params):
    """``sweep_m2_reuse`` with each combo's own seconds (``kernel.sweep_m2_laps``)."""
    m = params.shape[0]
    nb = close.shape[0]
    w1, w2, w3 = np.empty(nb), np.empty(nb), np.empty(nb)
    comb, a, b = np.empty(nb), np.empty(nb), np.empty(nb)
    pnl = np.empty(m)
    trades = np.empty(m, dtype=np.int64)
    laps = np.empty(m)
    last = clock()
    for c in range(m):
        r = params[c]
        pnl[c], trades[c] = combo_reuse(close, r[0], r[1], r[2], r[3], r[4], r[5], w1, w2, w3, comb, a, b)
        now = clock()
        laps[c] = now - last
        last = now
    return pnl, trades, laps
