"""Persistent numba worker: the harness's in-process numba timer.

The Rust harness starts ``python -m ipc_tax_ref.worker`` once and speaks one
JSON object per line on stdin/stdout (stdout carries nothing else). The worker
times its own kernel calls with ``perf_counter`` (rebar-style: the engine
reports its own time, the harness verifies the results), so process start and
JIT compilation never enter a timing; compilation is timed separately.

Requests and replies (every reply has ``ok``; failures carry ``error``):
  {"op": "hello"}                              -> versions, host CPU, threads
  {"op": "load", "close": P, "params": P}      -> n_bars, n_combos
  {"op": "compile", "kernels": [K, …]?}        -> compile_s per kernel (default the rungs), threading_layer
  {"op": "pin", "cpu": N}                      -> cpus, masks: every thread of the worker moved to CPU N
                                                  (cpus: the union of the threads' masks, so [N] once moved)
                                                  (the gap section compiles on a free CPU, then pins)
  {"op": "run", "kernel": "m2"|"m3"|"m2_reuse"} -> seconds, pnl_bits, trades
  {"op": "run_combo", "kernel": K, "combo": I}  -> seconds, pnl_bits, trades of combo I alone
  {"op": "run_laps", "kernel": "m2"|"m2_reuse", "combos": [I, …]}
                                               -> seconds, laps, pnl_bits, trades: one sweep of those
                                                  combos, each combo's own seconds taken inside it
                                                  (the gap section's fine-grained sample)
  {"op": "arch", "pattern": P, "unix": PATH | "tcp": [HOST, PORT] | "engine": EXE, "kernel": K}
                                               -> seconds, compute_s, handling_s, pnl_bits, trades
  {"op": "echo_floor", "unix": PATH | "tcp": [HOST, PORT], "n": N}
                                               -> p50_us, p99_us, mean_us
  {"op": "echo_curve", TARGET, "sizes": [N, …], "counts": [K, …], "warmup_s": S}
                                               -> cold: the first 20 1-float µs; us: µs lists per size
  {"op": "per_bar", TARGET, "combo": K}        -> seconds, pnl_bits, trades, bars (STREAM_BAR per bar)
  {"op": "per_bar_paced", TARGET, "combo": K, "warmup": W, "bars": B, "hz": F|null, "engine_pid": P|null}
                                               -> latency_ns (per paced bar, from its intended time),
                                                  elapsed_ns, client_cpu_ns, pacing_spin_ns,
                                                  engine_cpu_ns, behind_at_end_ns, pnl_bits, trades
  {"op": "serialization", "runs": R}           -> formats: bytes, encode_us, decode_us per format
  {"op": "same_process", "kernels": [K, …], "rounds": R, "per_combo": B}
                                               -> labels, seconds[round][entry]: numba-njit (also with
                                                  reused buffers) and ipc_tax_native kernels, interleaved
                                                  (per_combo: one combo per call, entries adjacent,
                                                  a round's seconds the sum over its combos)
  ("load" takes "offset": BYTES, a multiple of 8 below 4096: where the series starts in its page)
  {"op": "quit"}
TARGET is "transport": KEY, "at": WHERE (a key of client.TRANSPORTS: a socket path,
"IP:PORT", a shared-memory file, or for "pipe" [ENGINE, KERNEL, CPU|null]), or the
older "unix": PATH, "tcp": [HOST, PORT] or "pipe": [ENGINE, KERNEL, CPU|null]
(a persistent `ipc-engine stdio` the worker starts, pinned to CPU if given, and
closes). echo_curve, per_bar and per_bar_paced take "client_cpu": N to pin the worker while
they run.
pnl is sent as the u64 bit patterns of the f64s so the comparison is exact.
"""

import contextlib
import json
import os
import platform
import sys
import time

import llvmlite
import llvmlite.binding as llvm
import numba
import numpy as np

from . import architectures, data, kernel, kernel_reuse, same_process, serialization


def _hello(_state, _req):
    return {
        "python": platform.python_version(),
        "numpy": np.__version__,
        "numba": numba.__version__,
        "llvmlite": llvmlite.__version__,
        "host_cpu": llvm.get_host_cpu_name(),
        "threads": numba.config.NUMBA_NUM_THREADS,
        "threading_layer": numba.config.THREADING_LAYER,
    }


def _at_offset(values, offset):
    """A copy of ``values`` starting ``offset`` bytes into a page (the gap
    section randomises where the big arrays sit in their pages)."""
    if offset % 8 or not 0 <= offset < 4096:
        raise ValueError(f"offset {offset} is not a multiple of 8 below 4096")
    buf = np.empty(values.size + 1024, dtype=np.float64)
    start = ((-buf.ctypes.data) % 4096 + offset) // 8
    out = buf[start : start + values.size]
    out[:] = values
    return out


def _load(state, req):
    state["close"] = _at_offset(data.read_close(req["close"]), int(req.get("offset", 0)))
    state["params"] = data.read_params(req["params"])
    return {"n_bars": int(state["close"].size), "n_combos": int(state["params"].shape[0])}


def _compile(_state, req):
    # A tiny call compiles each kernel for the (float64[:], int64[:, :]) signature.
    close = np.linspace(100.0, 101.0, 16)
    params = np.array([[4, 2, 2, 2, 1, 1]], dtype=np.int64)
    seconds = {}
    wanted = req.get("kernels")
    if wanted is not None and any(k not in RUNS for k in wanted):
        raise ValueError(f"unknown kernel in {wanted!r}; expected some of {sorted(RUNS)}")
    for name, fn in (kernel.SWEEPS if wanted is None else {k: RUNS[k] for k in wanted}).items():
        t0 = time.perf_counter()
        fn(close, params)
        seconds[name] = time.perf_counter() - t0
        # Its lapped form too, so no timed call compiles.
        if name in LAPS:
            LAPS[name](close, params)
    # Known only once a parallel function has run (not when only serial kernels were asked for).
    try:
        layer = numba.threading_layer()
    except ValueError:
        layer = None
    return {"compile_s": seconds, "threading_layer": layer}


def _pin(_state, req):
    cpu = req.get("cpu")
    if not isinstance(cpu, int) or isinstance(cpu, bool) or cpu < 0:
        raise ValueError(f"cpu {cpu!r} is not a CPU number")
    if cpu >= (os.cpu_count() or 1):
        raise ValueError(f"no CPU {cpu} on this machine ({os.cpu_count()} CPUs)")
    # Every thread: sched_setaffinity on pid 0 would move only this one.
    masks = set()
    for tid in os.listdir("/proc/self/task"):
        try:
            os.sched_setaffinity(int(tid), {cpu})
            masks.add(tuple(sorted(os.sched_getaffinity(int(tid)))))
        except ProcessLookupError:
            pass  # the thread ended meanwhile
    # One mask for every thread: a thread left elsewhere would show here.
    return {"cpus": sorted({c for m in masks for c in m}), "masks": len(masks)}


# The rungs, and the gap section's experiment (compiled on its first call).
RUNS = {**kernel.SWEEPS, "m2_reuse": kernel_reuse.sweep_m2_reuse}


def _run(state, req):
    fn = RUNS.get(req.get("kernel"))
    if fn is None:
        raise ValueError(f"unknown kernel {req.get('kernel')!r}; expected one of {sorted(RUNS)}")
    if "close" not in state:
        raise ValueError("no data loaded: send a load request first")
    t0 = time.perf_counter()
    pnl, trades = fn(state["close"], state["params"])
    seconds = time.perf_counter() - t0
    return {
        "seconds": seconds,
        "pnl_bits": pnl.view(np.uint64).tolist(),
        "trades": trades.tolist(),
    }


def _run_combo(state, req):
    fn = RUNS.get(req.get("kernel"))
    if fn is None:
        raise ValueError(f"unknown kernel {req.get('kernel')!r}; expected one of {sorted(RUNS)}")
    if "close" not in state:
        raise ValueError("no data loaded: send a load request first")
    combo = req.get("combo")
    n = state["params"].shape[0]
    if not isinstance(combo, int) or not 0 <= combo < n:
        raise ValueError(f"combo {combo!r} is not an index below {n}")
    params = state["params"][combo : combo + 1]
    t0 = time.perf_counter()
    pnl, trades = fn(state["close"], params)
    seconds = time.perf_counter() - t0
    return {
        "seconds": seconds,
        "pnl_bits": pnl.view(np.uint64).tolist(),
        "trades": trades.tolist(),
    }


LAPS = {"m2": kernel.sweep_m2_laps, "m2_reuse": kernel_reuse.sweep_m2_reuse_laps}


def _run_laps(state, req):
    fn = LAPS.get(req.get("kernel"))
    if fn is None:
        raise ValueError(f"unknown kernel {req.get('kernel')!r}; expected one of {sorted(LAPS)}")
    if "close" not in state:
        raise ValueError("no data loaded: send a load request first")
    combos = req.get("combos")
    n = state["params"].shape[0]
    if (
        not isinstance(combos, list)
        or not combos
        or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c < n for c in combos)
    ):
        raise ValueError(f"combos {combos!r} is not a non-empty list of indices below {n}")
    params = np.ascontiguousarray(state["params"][combos])
    t0 = time.perf_counter()
    pnl, trades, laps = fn(state["close"], params)
    seconds = time.perf_counter() - t0
    return {
        "seconds": seconds,
        "laps": laps.tolist(),
        "pnl_bits": pnl.view(np.uint64).tolist(),
        "trades": trades.tolist(),
    }


def _same_process(state, req):
    if "close" not in state:
        raise ValueError("no data loaded: send a load request first")
    rounds = int(req.get("rounds", 3))
    if rounds < 1:
        raise ValueError("rounds must be at least 1")
    per_combo = bool(req.get("per_combo", False))
    return same_process.measure(state["close"], state["params"], list(req["kernels"]), rounds, per_combo)


def _target(req):
    if "inproc" in req:
        return ("inproc", req)
    if "transport" in req:
        return (req["transport"], req["at"])
    if "unix" in req:
        return ("unix", req["unix"])
    if "tcp" in req:
        return ("tcp", tuple(req["tcp"]))
    if "pipe" in req:
        return ("pipe", tuple(req["pipe"]))
    raise ValueError("need transport and at (or unix, tcp, pipe), or inproc")


def _arch(state, req):
    if "close" not in state:
        raise ValueError("no data loaded: send a load request first")
    pattern = req.get("pattern")
    close, params = state["close"], state["params"]
    if pattern in architectures.PATTERNS:
        result = architectures.PATTERNS[pattern](_target(req), close, params)
    elif pattern in architectures.SPAWNS:
        result = architectures.SPAWNS[pattern](req["engine"], req.get("kernel", "safe"), close, params)
    else:
        raise ValueError(f"unknown pattern {pattern!r}")
    seconds, compute_s, handling_s, pnl, trades = result
    return {
        "seconds": seconds,
        "compute_s": compute_s,
        "handling_s": handling_s,
        "pnl_bits": np.ascontiguousarray(pnl, dtype=np.float64).view(np.uint64).tolist(),
        "trades": np.asarray(trades, dtype=np.int64).tolist(),
    }


def _echo_floor(_state, req):
    p50, p99, mean = architectures.echo_floor(_target(req), int(req.get("n", 2000)))
    return {"p50_us": p50, "p99_us": p99, "mean_us": mean}


def _noop_floor(_state, req):
    if "inproc" not in req:
        raise ValueError("noop_floor is in process only: give inproc (pyo3 or ctypes)")
    p50, p99, mean = architectures.noop_floor(_target(req), int(req.get("n", 10000)), int(req.get("block", 1000)))
    return {"p50_us": p50, "p99_us": p99, "mean_us": mean}


@contextlib.contextmanager
def _pinned(req):
    """Runs the request's client pinned to ``client_cpu`` (if given), then
    restores the worker's CPU set."""
    cpu = req.get("client_cpu")
    if cpu is None:
        yield
        return
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {int(cpu)})
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


def _echo_curve(_state, req):
    sizes, counts = [int(x) for x in req["sizes"]], [int(x) for x in req["counts"]]
    if len(sizes) != len(counts) or min(counts, default=1) < 1 or min(sizes, default=1) < 1:
        raise ValueError("sizes and counts: equal-length lists of positive integers")
    with _pinned(req):
        cold, us = architectures.echo_curve(_target(req), sizes, counts, float(req.get("warmup_s", 0.0)))
    return {"cold": cold, "us": us}


def _per_bar(state, req):
    if "close" not in state:
        raise ValueError("no data loaded: send a load request first")
    combo = int(req["combo"])
    if not 0 <= combo < len(state["params"]):
        raise ValueError(f"combo {combo} out of range 0..{len(state['params'])}")
    with _pinned(req):
        wall, pnl, trades, bars = architectures.per_bar(_target(req), state["close"], state["params"][combo])
    return {"seconds": wall, "pnl_bits": int(np.float64(pnl).view(np.uint64)), "trades": trades, "bars": bars}


def _per_bar_paced(state, req):
    if "close" not in state:
        raise ValueError("no data loaded: send a load request first")
    combo = int(req["combo"])
    if not 0 <= combo < len(state["params"]):
        raise ValueError(f"combo {combo} out of range 0..{len(state['params'])}")
    hz = req.get("hz")
    pid = req.get("engine_pid")
    with _pinned(req):
        r = architectures.per_bar_paced(
            _target(req),
            state["close"],
            state["params"][combo],
            int(req["warmup"]),
            int(req["bars"]),
            None if hz is None else float(hz),
            None if pid is None else int(pid),
        )
    r["pnl_bits"] = int(np.float64(r.pop("pnl")).view(np.uint64))
    return r


def _serialization(state, req):
    if "close" not in state:
        raise ValueError("no data loaded: send a load request first")
    return {"formats": serialization.measure(state["close"], int(req.get("runs", 10)))}


OPS = {
    "hello": _hello,
    "load": _load,
    "compile": _compile,
    "pin": _pin,
    "run": _run,
    "run_combo": _run_combo,
    "run_laps": _run_laps,
    "arch": _arch,
    "echo_floor": _echo_floor,
    "noop_floor": _noop_floor,
    "echo_curve": _echo_curve,
    "per_bar": _per_bar,
    "per_bar_paced": _per_bar_paced,
    "serialization": _serialization,
    "same_process": _same_process,
}


def serve(stdin=sys.stdin, stdout=sys.stdout):
    state = {}
    for line in stdin:
        if not line.strip():
            continue
        try:
            req = json.loads(line)
            if req.get("op") == "quit":
                break
            op = OPS.get(req.get("op"))
            if op is None:
                raise ValueError(f"unknown op {req.get('op')!r}; expected one of {sorted(OPS)} or quit")
            reply = {"ok": True, **op(state, req)}
        except Exception as e:  # every failure becomes a reply, never a dead worker
            reply = {"ok": False, "error": f"{type(e).__name__}: {e}"}
        stdout.write(json.dumps(reply) + "\n")
        stdout.flush()


if __name__ == "__main__":
    serve()
