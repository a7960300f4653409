import io
import json

import numpy as np

from ipc_tax_ref import worker


def _talk(lines):
    out = io.StringIO()
    worker.serve(io.StringIO("".join(json.dumps(l) + "\n" for l in lines)), out)
    return [json.loads(l) for l in out.getvalue().splitlines()]


def test_worker_loads_runs_and_reports_exact_bits(tmp_path):
    close = 100 + np.arange(50, dtype=np.float64) % 7
    params = np.array([[6, 3, 2, 3, 1, 2]], dtype="<i8")
    (tmp_path / "c").write_bytes(close.astype("<f8").tobytes())
    (tmp_path / "p").write_bytes(params.tobytes())
    hello, load, run = _talk(
        [
            {"op": "hello"},
            {"op": "load", "close": str(tmp_path / "c"), "params": str(tmp_path / "p")},
            {"op": "run", "kernel": "m2"},
        ]
    )
    assert hello["ok"] and hello["numba"]
    assert load == {"ok": True, "n_bars": 50, "n_combos": 1}
    from ipc_tax_ref import kernel

    pnl, trades = kernel.combo(close, 6, 3, 2, 3, 1, 2)
    assert run["trades"] == [trades]
    assert run["pnl_bits"] == [int(np.float64(pnl).view(np.uint64))]
    assert run["seconds"] >= 0


def test_run_laps_times_each_combo_inside_one_sweep_bit_for_bit(tmp_path):
    from ipc_tax_ref import data, kernel

    close = data.paper_close()[:3000]
    params = data.paper_grid()[:5]
    (tmp_path / "c").write_bytes(close.astype("<f8").tobytes())
    (tmp_path / "p").write_bytes(params.astype("<i8").tobytes())
    want_pnl, want_trades = kernel.sweep_m2(close, params[[4, 0, 2]])
    replies = _talk(
        [
            {"op": "load", "close": str(tmp_path / "c"), "params": str(tmp_path / "p")},
            {"op": "run_laps", "kernel": "m2", "combos": [4, 0, 2]},
            {"op": "run_laps", "kernel": "m2_reuse", "combos": [4, 0, 2]},
            {"op": "run_laps", "kernel": "m2", "combos": []},
            {"op": "run_laps", "kernel": "m2", "combos": [5]},
            {"op": "run_laps", "kernel": "m3", "combos": [0]},
        ]
    )
    for r in replies[1:3]:
        assert r["ok"], r
        assert r["trades"] == want_trades.tolist()
        assert r["pnl_bits"] == want_pnl.view(np.uint64).tolist()
        assert len(r["laps"]) == 3 and all(t > 0 for t in r["laps"])
        assert sum(r["laps"]) <= r["seconds"]
    assert [r["ok"] for r in replies[3:]] == [False, False, False]
    assert "below 5" in replies[4]["error"] and "unknown kernel" in replies[5]["error"]


def test_worker_errors_are_replies_not_crashes():
    replies = _talk([{"op": "run", "kernel": "m2"}, {"op": "nope"}, {"op": "run", "kernel": "zz"}, {"op": "hello"}])
    assert [r["ok"] for r in replies] == [False, False, False, True]
    assert "load" in replies[0]["error"]
    assert "unknown op" in replies[1]["error"]
    assert "unknown kernel" in replies[2]["error"]


def test_compile_reports_times_and_the_threading_layer():
    (reply,) = _talk([{"op": "compile"}])
    assert reply["ok"]
    assert set(reply["compile_s"]) == {"m2", "m3"}
    assert reply["threading_layer"] in {"omp", "tbb", "workqueue"}


def test_compile_can_be_limited_to_named_kernels_and_refuses_unknown_ones():
    ok, bad = _talk([{"op": "compile", "kernels": ["m2", "m2_reuse"]}, {"op": "compile", "kernels": ["m9"]}])
    assert ok["ok"] and set(ok["compile_s"]) == {"m2", "m2_reuse"}
    assert not bad["ok"] and "unknown kernel" in bad["error"]


def test_pin_moves_every_thread_and_refuses_a_cpu_that_is_not_one():
    import os

    import threading

    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    before = {int(t): os.sched_getaffinity(int(t)) for t in os.listdir("/proc/self/task")}
    assert len(before) >= 2, "a second thread to move"
    cpu = max(os.sched_getaffinity(0))
    try:
        ok, bad, absent = _talk([{"op": "pin", "cpu": cpu}, {"op": "pin", "cpu": "1"}, {"op": "pin", "cpu": 1 << 20}])
        assert ok == {"ok": True, "cpus": [cpu], "masks": 1}
        assert all(os.sched_getaffinity(int(t)) == {cpu} for t in os.listdir("/proc/self/task"))
        assert not bad["ok"] and "not a CPU number" in bad["error"]
        assert not absent["ok"] and "no CPU" in absent["error"]
    finally:
        stop.set()
        other.join()
        for tid, mask in before.items():
            try:
                os.sched_setaffinity(tid, mask)
            except ProcessLookupError:
                pass


def test_a_paced_per_bar_request_replies_with_every_bar_and_exact_bits(tmp_path):
    from ipc_tax_ref import data, kernel

    close = data.paper_close()[:3000]
    params = data.paper_grid()[:5]
    (tmp_path / "c").write_bytes(close.astype("<f8").tobytes())
    (tmp_path / "p").write_bytes(params.astype("<i8").tobytes())
    want_pnl, want_trades = kernel.sweep_m2(close[:700], params[3:4])
    paced = {"op": "per_bar_paced", "inproc": "pyo3", "combo": 3, "warmup": 200, "bars": 500}
    load, fast, timed, bad_combo, bad_rate = _talk(
        [
            {"op": "load", "close": str(tmp_path / "c"), "params": str(tmp_path / "p")},
            {**paced, "hz": None},
            {**paced, "hz": 50_000.0, "client_cpu": 0},
            {**paced, "combo": 5, "hz": None},
            {**paced, "hz": -1.0},
        ]
    )
    for r in (fast, timed):
        assert r["ok"], r
        assert r["trades"] == int(want_trades[0])
        assert abs(np.uint64(r["pnl_bits"]).view(np.float64) - want_pnl[0]) <= 1e-6
        assert len(r["latency_ns"]) == 500 and r["engine_cpu_ns"] == 0
    assert timed["elapsed_ns"] >= 499 / 50_000 * 1e9
    assert not bad_combo["ok"] and "out of range" in bad_combo["error"]
    assert not bad_rate["ok"] and "positive" in bad_rate["error"]
