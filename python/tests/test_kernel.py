import numpy as np
import pytest

from ipc_tax_ref import data, kernel


@pytest.fixture(scope="module")
def paper():
    return data.load_paper()


def test_wma_identity_and_hand_values():
    x = np.array([1.0, 2.0, 3.0, 4.0])
    assert np.array_equal(kernel.wma(x, 1), x)
    w = kernel.wma(x, 3)
    assert np.isnan(w[:2]).all()
    assert w[2] == (1 + 4 + 9) / 6 and w[3] == (2 + 6 + 12) / 6


def test_nan_propagates_through_the_window():
    w = kernel.wma(np.array([1.0, np.nan, 3.0, 4.0, 5.0]), 2)
    assert np.isnan(w[1]) and np.isnan(w[2]) and w[3] == (3 + 8) / 3


def test_paper_combo1_fingerprint(paper):
    pnl, trades = kernel.combo(paper, 6, 3, 2, 3, 1, 2)
    assert trades == 57_029
    assert f"{pnl:.2f}" == "-5165.58"


def test_m3_is_bit_identical_to_m2_on_a_chacha_like_series():
    rng = np.random.default_rng(5)
    close = 100 * np.exp(np.cumsum(0.001 * rng.standard_normal(20_000)))
    params = data.paper_grid()[:12]
    p2, t2 = kernel.sweep_m2(close, params)
    p3, t3 = kernel.sweep_m3(close, params)
    assert np.array_equal(t2, t3)
    assert np.array_equal(p2.view(np.uint64), p3.view(np.uint64))
