"""The study's architectures, run from Python against ipc-engine.

Each function sweeps the loaded series once in one calling pattern and
returns (wall seconds, engine compute seconds, engine handling seconds, pnl,
trades); the engine's times come from the timed opcodes (PROTOCOL.md). The
preloaded pattern LOADs its series before the clock starts, as connections
are opened before it: its row is the 80 params-only calls. Connections are
opened before the clock starts (the study's servers are persistent); spawns
are inside it (that is what they measure).
"""

import subprocess
import time

import numpy as np

from .client import TIMED, EngineClient, build_request


def _connect(target):
    kind, addr = target
    return EngineClient.unix(addr) if kind == "unix" else EngineClient.tcp(*addr)


def batch(target, close, params):
    with _connect(target) as eng:
        t0 = time.perf_counter()
        pnl, trades, (compute_ns, handling_ns) = eng.sweep(close, params, timed=True)
        return time.perf_counter() - t0, compute_ns / 1e9, handling_ns / 1e9, pnl, trades


def chatty(target, close, params):
    pnl, trades, compute, handling = np.empty(len(params)), np.empty(len(params), np.int64), 0, 0
    with _connect(target) as eng:
        t0 = time.perf_counter()
        for k in range(len(params)):
            p, t, (c, h) = eng.sweep(close, params[k : k + 1], timed=True)
            pnl[k], trades[k], compute, handling = p[0], t[0], compute + c, handling + h
        return time.perf_counter() - t0, compute / 1e9, handling / 1e9, pnl, trades


def preloaded(target, close, params):
    pnl, trades, compute, handling = np.empty(len(params)), np.empty(len(params), np.int64), 0, 0
    with _connect(target) as eng:
        # Loaded before the clock, like the connection: the 80 calls are timed.
        handle = eng.load(close)
        t0 = time.perf_counter()
        for k in range(len(params)):
            p, t, (c, h) = eng.sweep_handle(handle, params[k : k + 1], timed=True)
            pnl[k], trades[k], compute, handling = p[0], t[0], compute + c, handling + h
        wall = time.perf_counter() - t0
        eng.unload(handle)
        return wall, compute / 1e9, handling / 1e9, pnl, trades


def _spawn_once(engine, kernel, close, rows):
    out = subprocess.run(
        [engine, "stdio", "--kernel", kernel],
        input=build_request(0 | TIMED, close, rows),
        capture_output=True,
        check=True,
    ).stdout
    body = out[4:]
    n = len(rows)
    if len(body) != 16 * n + 16:
        raise RuntimeError(f"spawned engine replied {len(body)} bytes: {body[:200]!r}")
    compute_ns, handling_ns = (int(v) for v in np.frombuffer(body, "<u8", count=2, offset=16 * n))
    pnl = np.frombuffer(body, "<f8", count=n)
    return pnl, np.frombuffer(body, "<i8", count=n, offset=8 * n), compute_ns, handling_ns


def spawn(engine, kernel, close, params):
    t0 = time.perf_counter()
    pnl, trades, c, h = _spawn_once(engine, kernel, close, params)
    return time.perf_counter() - t0, c / 1e9, h / 1e9, pnl, trades


def spawn_per_combo(engine, kernel, close, params):
    pnl, trades, compute, handling = np.empty(len(params)), np.empty(len(params), np.int64), 0, 0
    t0 = time.perf_counter()
    for k in range(len(params)):
        p, t, c, h = _spawn_once(engine, kernel, close, params[k : k + 1])
        pnl[k], trades[k], compute, handling = p[0], t[0], compute + c, handling + h
    return time.perf_counter() - t0, compute / 1e9, handling / 1e9, pnl, trades


def echo_floor(target, n):
    """Round trips of a 1-float echo: (p50, p99, mean) in microseconds."""
    one = np.array([100.0])
    times = np.empty(n)
    with _connect(target) as eng:
        for _ in range(50):
            eng.echo(one)
        for i in range(n):
            t0 = time.perf_counter()
            eng.echo(one)
            times[i] = time.perf_counter() - t0
    us = times * 1e6
    return float(np.percentile(us, 50)), float(np.percentile(us, 99)), float(us.mean())


PATTERNS = {"batch": batch, "chatty": chatty, "preloaded": preloaded}
SPAWNS = {"spawn": spawn, "spawn_per_combo": spawn_per_combo}
