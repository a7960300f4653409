"""The kernels with no boundary: the PyO3 module ``ipc_tax_native`` and the
C ABI through ctypes, against the published fingerprint, kernel-safe, the
numba reference, and bad input. (Installed by ``ipc-tax python-env``; the
C library is built by ``cargo xtask test``.)"""

import threading
import time

import numpy as np
import pytest

from ipc_tax_ref import data, kernel
from ipc_tax_ref.capi import Capi

import ipc_tax_native as native  # noqa: E402  (installed by `ipc-tax python-env`)

SINGLE = ["safe", "unchecked", "simd", "simd-avx2", "simd-portable"]


@pytest.fixture(scope="module")
def paper():
    return data.load_paper()


@pytest.fixture(scope="module")
def capi():
    return Capi()


def gbm(n, seed, sigma=0.001):
    return 100 * np.exp(np.cumsum(sigma * np.random.default_rng(seed).standard_normal(n)))


def bits(a):
    return np.asarray(a, dtype=np.float64).view(np.uint64)


def test_combo_1_of_paper_has_the_published_fingerprint(paper, capi):
    row = data.paper_grid()[:1]
    for pnl, trades in (native.sweep(paper, row, kernel="safe"), capi.sweep(paper, row, kernel="safe")):
        assert trades[0] == 57_029
        assert f"{pnl[0]:.2f}" == "-5165.58"
        assert pnl.dtype == np.float64 and trades.dtype == np.int64


def test_every_kernel_is_bit_identical_to_safe_on_paper(paper, capi):
    grid = data.paper_grid()
    ref_pnl, ref_trades = native.sweep(paper, grid, kernel="safe")
    for name in SINGLE[1:] + ["par-simd"]:
        for pnl, trades in (native.sweep(paper, grid, kernel=name, threads=2), capi.sweep(paper, grid, kernel=name, threads=2)):
            assert np.array_equal(trades, ref_trades), name
            assert np.array_equal(bits(pnl), bits(ref_pnl)), name
    # and the numba reference within the gate's tolerance
    m2_pnl, m2_trades = kernel.sweep_m2(paper, grid[:8])
    assert np.array_equal(m2_trades, ref_trades[:8]) and np.max(np.abs(m2_pnl - ref_pnl[:8])) <= 1e-6


def test_every_cli_kernel_name_is_accepted_and_agrees_on_another_series(capi):
    close, grid = gbm(50_000, 11), data.paper_grid()[::8]
    ref_pnl, ref_trades = native.sweep(close, grid, kernel="safe")
    names = native.KERNELS + ["knob-hoist", "knob-iter"]
    assert "par-simd" in names and "safe" in names
    ran = []
    for name in names:
        try:
            pnl, trades = native.sweep(close, grid, kernel=name, threads=2)
        except ValueError as e:
            # A kernel this CPU cannot run (no AVX-512, say) is refused by
            # name, as it must be; every other one has to agree.
            assert "does not support" in str(e), (name, e)
            continue
        ran.append(name)
        assert np.array_equal(trades, ref_trades), name
        assert np.array_equal(bits(pnl), bits(ref_pnl)), name
    assert "safe" in ran and "simd" in ran and "par-simd" in ran, ran
    pnl, trades = capi.sweep(close, grid, kernel="knob-hoist")
    assert np.array_equal(bits(pnl), bits(ref_pnl))


def test_streaming_is_bit_identical_to_the_batch_sweep(capi):
    close, grid = gbm(3_000, 4, 0.004), data.paper_grid()[:6]
    want_pnl, want_trades = native.sweep(close, grid, kernel="safe")
    for i, row in enumerate(grid):
        for s in (native.Stream(row), capi.stream(row)):
            for k, c in enumerate(close):
                position, trades, realized, bars = s.push(float(c))
                assert bars == k + 1 and position in (-1, 0, 1)
            pnl, trades = s.close()
            assert trades == want_trades[i] and bits(pnl) == bits(want_pnl[i])
            with pytest.raises(ValueError, match="closed"):
                s.push(1.0)


def test_zero_copy_inputs_and_documented_copies():
    close, grid = gbm(5_000, 2), data.paper_grid()[:4]
    want = native.sweep(close, grid, kernel="safe")
    strided = np.repeat(close, 2)[::2]  # not contiguous: copied once, same answer
    assert not strided.flags.c_contiguous
    for c, p in ((strided, grid), (close, np.asfortranarray(grid)), (strided, grid[::-1][::-1])):
        got = native.sweep(c, p, kernel="safe")
        assert np.array_equal(bits(got[0]), bits(want[0])) and np.array_equal(got[1], want[1])
    a = np.arange(1.0, 6.0)
    assert native.echo(a, copy=False) is a
    b = native.echo(a)
    assert b is not a and np.array_equal(b, a)
    assert native.noop() is None


@pytest.mark.parametrize(
    "close, params, kwargs, error, message",
    [
        (np.ones(100, np.float32), None, {}, TypeError, "close must be float64"),
        (np.ones((10, 10)), None, {}, ValueError, "close must have shape (n_bars,)"),
        ([1.0, 2.0, 3.0], None, {}, TypeError, "close must be a numpy array of float64, not list"),
        (None, np.ones((2, 5), np.int64), {}, ValueError, "params must have shape (n_combos, 6)"),
        (None, np.ones((2, 6), np.int32), {}, TypeError, "params must be int64"),
        (None, None, {"kernel": "fast"}, ValueError, 'unknown kernel "fast"'),
        (None, None, {"kernel": "par-simd", "threads": 0}, ValueError, "at least 1"),
        (np.r_[100.0, np.nan, 101.0], None, {}, ValueError, "close[1] = NaN"),
        (np.r_[100.0, -1.0, 101.0], None, {}, ValueError, "close[1] = -1.0"),
        (None, np.array([[0, 1, 1, 1, 1, 1]]), {}, ValueError, "n = 0 is not a valid window length"),
        (gbm(10, 1), np.array([[11, 1, 1, 1, 1, 1]]), {}, ValueError, "series length 10"),
    ],
)
def test_bad_input_raises_with_the_cli_message(close, params, kwargs, error, message):
    close = gbm(300, 1) if close is None else close
    params = data.paper_grid()[:1] if params is None else params
    with pytest.raises(error) as e:
        native.sweep(close, params, **kwargs)
    assert message in str(e.value)


def test_capi_errors_and_stream_rows(capi):
    with pytest.raises(ValueError, match="close\\[1\\] = NaN"):
        capi.sweep(np.r_[100.0, np.nan, 101.0], data.paper_grid()[:1])
    with pytest.raises(ValueError, match='unknown kernel "fast"'):
        capi.sweep(gbm(300, 1), data.paper_grid()[:1], kernel="fast")
    with pytest.raises(ValueError, match="not a valid window length"):
        capi.stream([0, 1, 1, 1, 1, 1])
    with pytest.raises(ValueError, match="not rows of 6"):
        native.Stream([1, 2, 3])
    s = native.Stream([3, 2, 2, 2, 1, 1])
    with pytest.raises(ValueError, match="not a finite positive price"):
        s.push(float("nan"))
    assert s.push(100.0)[3] == 1  # the refused bar left the stream unchanged
    a = np.arange(1.0, 1001.0)
    assert np.array_equal(capi.echo(a), a)
    capi.noop()


def test_the_gil_is_released_while_a_sweep_runs(paper):
    grid = data.paper_grid()[60:]  # ~1 s of kernel-safe
    started, done = threading.Event(), threading.Event()

    def run():
        started.set()
        native.sweep(paper, grid, kernel="safe")
        done.set()

    t = threading.Thread(target=run)
    t.start()
    started.wait()
    time.sleep(0.05)  # the sweep is inside Rust now
    ticks = 0
    while not done.is_set():
        ticks += 1
    t.join()
    # Holding the GIL, the sweep would have kept this loop from running at all.
    assert ticks > 10_000, ticks


def test_timed_sweeps_report_the_kernel_inside_the_call(capi):
    close, grid = gbm(20_000, 5), data.paper_grid()[:4]
    for pnl, trades, (compute_ns, handling_ns) in (
        native.sweep(close, grid, kernel="safe", timed=True),
        capi.sweep(close, grid, kernel="safe", timed=True),
    ):
        ref_pnl, ref_trades = native.sweep(close, grid, kernel="safe")
        assert np.array_equal(trades, ref_trades) and np.array_equal(bits(pnl), bits(ref_pnl))
        assert 0 < compute_ns <= handling_ns


@pytest.mark.parametrize("name", [k for k in native.KERNELS if k.startswith("par-")])
def test_a_forked_child_sweeps_with_the_parents_cached_par_kernel(name):
    """The module keeps each kernel it built; a ``par-`` kernel keeps its
    threads (a pool, or parked helpers), which a forked child
    (``multiprocessing``'s default start on Linux) does not have. The child
    must still sweep, not wait for them."""
    import multiprocessing as mp

    close, grid = gbm(20_000, 5), data.paper_grid()[:6]
    ref_pnl, ref_trades = native.sweep(close, grid, kernel="safe")
    try:
        native.sweep(close, grid, kernel=name, threads=2)  # cached, threads started
    except ValueError as e:
        assert "does not support" in str(e), (name, e)
        pytest.skip(f"{name}: this CPU cannot run it")
    ctx = mp.get_context("fork")
    with ctx.Pool(1) as pool:
        pnl, trades = pool.apply_async(native.sweep, (close, grid), {"kernel": name, "threads": 2}).get(timeout=60)
    assert np.array_equal(trades, ref_trades)
    assert np.array_equal(bits(pnl), bits(ref_pnl))
