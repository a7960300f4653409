"""The gap section's numba experiment and same-process cross-check."""

import numpy as np
import pytest

from ipc_tax_ref import data, kernel, kernel_reuse, same_process, worker


def _small():
    close = data.paper_close()[:3000]
    return close, data.paper_grid()[:6]


def test_reused_buffers_are_bit_identical_to_m2():
    close, grid = _small()
    p1, t1 = kernel.sweep_m2(close, grid)
    p2, t2 = kernel_reuse.sweep_m2_reuse(close, grid)
    assert np.array_equal(p1.view(np.uint64), p2.view(np.uint64))
    assert np.array_equal(t1, t2)


def test_same_process_times_every_entry_after_checking_it():
    pytest.importorskip("ipc_tax_native")
    close, grid = _small()
    out = same_process.measure(close, grid, ["safe", "knob-hoist"], rounds=2)
    assert out["labels"] == ["numba-njit", "numba-njit reused buffers", "rust safe", "rust knob-hoist"]
    assert len(out["seconds"]) == 2 and all(len(r) == 4 and min(r) > 0 for r in out["seconds"])


def test_a_wrong_answer_is_refused_before_timing():
    close, grid = _small()
    pnl, trades = kernel.sweep_m2(close, grid)
    bad = pnl.copy()
    bad[0] += 1.0
    with pytest.raises(ValueError, match="bit-identical"):
        same_process._check("x", bad, trades, (pnl, trades), exact=True)


def test_the_series_lands_at_the_requested_offset_in_its_page():
    v = np.arange(5000, dtype=np.float64)
    for offset in (0, 16, 4088):
        out = worker._at_offset(v, offset)
        assert out.ctypes.data % 4096 == offset
        assert np.array_equal(out, v)
    with pytest.raises(ValueError, match="multiple of 8"):
        worker._at_offset(v, 12)


def test_per_combo_rounds_sum_each_entrys_combos_after_checking_each():
    pytest.importorskip("ipc_tax_native")
    close, grid = _small()
    out = same_process.measure(close, grid, ["safe", "knob-baseline"], rounds=2, per_combo=True)
    assert len(out["seconds"]) == 2 and all(len(r) == 4 and min(r) > 0 for r in out["seconds"])


def test_run_combo_is_that_combo_of_the_whole_sweep():
    close, grid = _small()
    state = {"close": close, "params": grid}
    whole = worker._run(state, {"kernel": "m2"})
    one = worker._run_combo(state, {"kernel": "m2", "combo": 4})
    assert one["pnl_bits"] == whole["pnl_bits"][4:5] and one["trades"] == whole["trades"][4:5]
    assert one["seconds"] > 0


@pytest.mark.parametrize("combo", [-1, 6, "2", None])
def test_run_combo_refuses_an_index_outside_the_grid(combo):
    close, grid = _small()
    with pytest.raises(ValueError, match="not an index below 6"):
        worker._run_combo({"close": close, "params": grid}, {"kernel": "m2", "combo": combo})
