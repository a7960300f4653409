"""The gap section's same-process cross-check: numba-njit and the Rust kernels
(through ``ipc_tax_native``, the PyO3 module) timed interleaved in this one
process, on one heap — what is left of the gap when nothing differs between
processes.

Entries: ``numba-njit``, ``numba-njit reused buffers`` (``kernel_reuse``) and
``rust <kernel>`` for each requested engine kernel name. Each entry runs once
untimed (JIT compilation, warm-up) and is checked before any timing: the
reused-buffer numba bit-identical to numba-njit, every Rust kernel
bit-identical to the first Rust kernel (all keep kernel-safe's arithmetic)
and within 1e-6 of numba-njit's pnl with equal trades. Rounds rotate the
start. numba's times are ``perf_counter`` around the call; Rust's are the
kernel's own compute time (the call's conversion excluded).

``per_combo``: the gap section's fine-grained design — a round is one pass
over the combos, each combo called alone on every entry back to back (the
order rotating and reversing from combo to combo), and an entry's time in
the round is the sum over its combos. Each combo's results are checked
against that combo's results from the untimed whole sweep.
"""

import time

import numpy as np

from . import kernel, kernel_reuse

PNL_TOLERANCE = 1e-6


def _entries(kernels):
    import ipc_tax_native

    def numba_entry(fn):
        def run(close, params):
            t0 = time.perf_counter()
            pnl, trades = fn(close, params)
            return time.perf_counter() - t0, pnl, trades

        return run

    def rust_entry(name):
        def run(close, params):
            pnl, trades, (compute_ns, _) = ipc_tax_native.sweep(close, params, kernel=name, timed=True)
            return compute_ns / 1e9, pnl, trades

        return run

    entries = [("numba-njit", numba_entry(kernel.sweep_m2)), ("numba-njit reused buffers", numba_entry(kernel_reuse.sweep_m2_reuse))]
    entries += [(f"rust {k}", rust_entry(k)) for k in kernels]
    return entries


def _check(label, pnl, trades, ref, exact):
    ref_pnl, ref_trades = ref
    if not np.array_equal(trades, ref_trades):
        raise ValueError(f"{label}: trade counts differ from the reference")
    if exact:
        if not np.array_equal(pnl.view(np.uint64), ref_pnl.view(np.uint64)):
            raise ValueError(f"{label}: pnl not bit-identical to the reference")
    elif np.max(np.abs(pnl - ref_pnl)) > PNL_TOLERANCE:
        raise ValueError(f"{label}: pnl differs from numba-njit by more than {PNL_TOLERANCE}")


def _per_combo_rounds(entries, close, params, results, seconds):
    n = len(entries)
    for r, row in enumerate(seconds):
        for c in range(params.shape[0]):
            one = params[c : c + 1]
            order = [(c + r + j) % n for j in range(n)]
            if (c + r) % 2:
                order.reverse()
            for i in order:
                label = entries[i][0]
                t, pnl, trades = entries[i][1](close, one)
                ref_pnl, ref_trades = results[label]
                _check(label, pnl, trades, (ref_pnl[c : c + 1], ref_trades[c : c + 1]), exact=True)
                row[i] += t


def measure(close, params, kernels, rounds, per_combo=False):
    """Seconds per entry per round, after every entry passed its check."""
    entries = _entries(kernels)
    results = {}
    for label, run in entries:
        _, pnl, trades = run(close, params)
        results[label] = (pnl, trades)
    numba_ref = results["numba-njit"]
    _check("numba-njit reused buffers", *results["numba-njit reused buffers"], numba_ref, exact=True)
    rust = [label for label, _ in entries if label.startswith("rust ")]
    for label in rust:
        _check(label, *results[label], numba_ref, exact=False)
        _check(label, *results[label], results[rust[0]], exact=True)
    seconds = [[0.0] * len(entries) for _ in range(rounds)]
    if per_combo:
        _per_combo_rounds(entries, close, params, results, seconds)
        return {"labels": [label for label, _ in entries], "seconds": seconds}
    for r in range(rounds):
        for j in range(len(entries)):
            i = (r + j) % len(entries)
            t, pnl, trades = entries[i][1](close, params)
            _check(entries[i][0], pnl, trades, results[entries[i][0]], exact=True)
            seconds[r][i] = t
    return {"labels": [label for label, _ in entries], "seconds": seconds}
