"""The study's architectures, run from Python against ipc-engine.

Each function sweeps the loaded series once in one calling pattern and
returns (wall seconds, engine compute seconds, engine handling seconds, pnl,
trades); the engine's times come from the timed opcodes (PROTOCOL.md). The
preloaded pattern LOADs its series before the clock starts, as connections
are opened before it: its row is the 80 params-only calls. Connections are
opened before the clock starts (the study's servers are persistent); spawns
are inside it (that is what they measure).
"""

import contextlib
import ctypes
import functools
import subprocess
import time

import numpy as np

from . import frames, inproc
from . import client


def _connect(target):
    """``(transport key, where)`` from the worker's request (``client.TRANSPORTS``),
    or ``("inproc", fields)``."""
    kind, addr = target
    if kind == "inproc":
        return inproc.open_target(addr)
    return client.connect(kind, addr)


def _batch(method, target, close, params):
    with _connect(target) as eng:
        call = getattr(eng, method)
        t0 = time.perf_counter()
        pnl, trades, (compute_ns, handling_ns) = call(close, params, timed=True)
        return time.perf_counter() - t0, compute_ns / 1e9, handling_ns / 1e9, pnl, trades


def _chatty(method, target, close, params):
    pnl, trades, compute, handling = np.empty(len(params)), np.empty(len(params), np.int64), 0, 0
    with _connect(target) as eng:
        call = getattr(eng, method)
        t0 = time.perf_counter()
        for k in range(len(params)):
            p, t, (c, h) = call(close, params[k : k + 1], timed=True)
            pnl[k], trades[k], compute, handling = p[0], t[0], compute + c, handling + h
        return time.perf_counter() - t0, compute / 1e9, handling / 1e9, pnl, trades


# All combos in one call; one call per combo with the series re-sent; the
# same two with JSON on the wire (SWEEP_JSON, encoding inside the clock).
batch = functools.partial(_batch, "sweep")
chatty = functools.partial(_chatty, "sweep")
batch_json = functools.partial(_batch, "sweep_json")
chatty_json = functools.partial(_chatty, "sweep_json")


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
        input=frames.sweep(close, rows, timed=True),
        capture_output=True,
        check=True,
    ).stdout
    try:
        pnl, trades, (compute_ns, handling_ns) = frames.results(out[4:], len(rows), timed=True)
    except ValueError as e:
        raise RuntimeError(f"spawned engine replied {len(out) - 4} bytes: {out[4:200]!r} ({e})") from None
    return pnl, trades, compute_ns, handling_ns


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
    sent = one.astype("<f8").tobytes()
    with _connect(target) as eng:
        for _ in range(50):
            eng.echo(one)
        for i in range(n):
            t0 = time.perf_counter()
            back = eng.echo(one)
            times[i] = time.perf_counter() - t0
            if not inproc.same_values(back, sent):  # after the clock stops
                raise RuntimeError(f"echo came back different: {back!r}")
    return _percentiles(times * 1e6)


def _percentiles(us):
    return float(np.percentile(us, 50)), float(np.percentile(us, 99)), float(us.mean())


def noop_floor(target, n, block=1000):
    """A call that does nothing (in process only), ``n`` calls in blocks of
    ``block`` timed together — one clock read per call would cost as much as
    the call: (p50, p99, mean) µs per call over the blocks."""
    if block < 1:
        raise ValueError("block must be at least 1")
    blocks = max(1, n // block)
    times = np.empty(blocks)
    with _connect(target) as eng:
        call = eng.noop()
        calls = range(block)
        for _ in calls:
            call()
        for i in range(blocks):
            t0 = time.perf_counter()
            for _ in calls:
                call()
            times[i] = (time.perf_counter() - t0) / block
    return _percentiles(times * 1e6)


COLD_TRIPS = 20


def echo_curve(target, sizes, counts, warmup_s=0.0):
    """Echo round trips on one connection, in µs: ``COLD_TRIPS`` 1-float trips
    at once (what an idle caller pays), 1-float trips for ``warmup_s``
    untimed, then per size 20 untimed and ``count`` timed trips (floats each
    way). Each call builds its frame with ``tobytes`` as the study's client
    does; each reply is compared byte for byte with what was sent. Returns
    (cold, [µs per size])."""
    def payload_of(size):
        payload = 100.0 + np.arange(size) * 1e-3
        return payload, payload.astype("<f8").tobytes()

    one = payload_of(1)

    def trip(eng, payload):
        t0 = time.perf_counter()
        back = eng.echo(payload[0])
        us = (time.perf_counter() - t0) * 1e6
        if not inproc.same_values(back, payload[1]):  # compared after the clock stops
            raise RuntimeError(f"echo of {len(payload[0])} floats came back different ({len(back)} bytes)")
        return us

    out = []
    with _connect(target) as eng:
        cold = [trip(eng, one) for _ in range(COLD_TRIPS)]
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < warmup_s:
            trip(eng, one)
        for size, count in zip(sizes, counts):
            payload = payload_of(size)
            for _ in range(min(20, count)):
                trip(eng, payload)
            out.append([trip(eng, payload) for _ in range(count)])
    return cold, out


def per_bar(target, close, row):
    """A live session: one STREAM_BAR call per bar of ``close`` for one params row.

    The bars are Python floats before the clock starts (a live feed hands over
    one number at a time). Returns (wall seconds, pnl, trades, bars)."""
    bars = np.asarray(close, dtype=np.float64).tolist()
    with _connect(target) as eng:
        handle = eng.stream_open(row)
        # In process the stream's own push; over a connection one STREAM_BAR call.
        push = eng.pusher(handle) if hasattr(eng, "pusher") else functools.partial(eng.stream_bar, handle)
        t0 = time.perf_counter()
        for x in bars:
            push(x)
        wall = time.perf_counter() - t0
        pnl, trades = eng.stream_close(handle)
    return wall, pnl, trades, len(bars)


# How far ahead of a bar the pacing clock stops sleeping and spins: the
# Rust driver's measure::paced::SPIN_BEFORE, so both clients pace alike.
SPIN_BEFORE_NS = 50_000
_PR_SET_TIMERSLACK, _PR_GET_TIMERSLACK = 29, 30


@contextlib.contextmanager
def _fine_timer_slack():
    """This thread's timer slack at 1 ns while paced (the kernel's default
    50 µs would let every sleep overshoot by up to it), restored after."""
    libc = ctypes.CDLL(None, use_errno=True)
    before = libc.prctl(_PR_GET_TIMERSLACK, 0, 0, 0, 0)
    changed = before > 0 and libc.prctl(_PR_SET_TIMERSLACK, ctypes.c_ulong(1), 0, 0, 0) == 0
    try:
        yield
    finally:
        if changed:
            libc.prctl(_PR_SET_TIMERSLACK, ctypes.c_ulong(before), 0, 0, 0)


def _process_cpu_ns(pid):
    """``pid``'s CPU time from the kernel's scheduler clock (ns), as the
    Rust side's measure::cpu_time::process reads it; 0 without a process
    (in process the engine's work is on the client's own thread)."""
    if pid is None:
        return 0
    clock = ctypes.c_int()
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.clock_getcpuclockid(ctypes.c_int(pid), ctypes.byref(clock)) != 0:
        raise OSError(f"no CPU clock for the engine's pid {pid}")
    return time.clock_gettime_ns(clock.value)


def per_bar_paced(target, close, row, warmup, bars, hz, engine_pid=None):
    """An open-loop session, as the Rust client's ``measure::paced::drive``:
    ``warmup`` bars back to back (untimed), then ``bars`` bars where bar *k*
    is meant to go at *k*/``hz`` (``hz`` None: each as soon as the last
    reply is in). Each bar's latency runs from its intended time to its
    reply, so a late reply delays — and is charged to — the bars behind it.
    The clock sleeps until SPIN_BEFORE_NS ahead of a bar, then spins; the
    spin's CPU is counted apart. Returns a dict: latency_ns (per bar),
    elapsed_ns, client_cpu_ns, pacing_spin_ns, engine_cpu_ns (``engine_pid``'s,
    else a pipe's child's, else 0: in process), behind_at_end_ns, pnl,
    trades."""
    if bars < 1 or warmup < 0 or warmup + bars > len(close):
        raise ValueError(f"{warmup} warm-up and {bars} paced bars do not fit a series of {len(close)}")
    if hz is not None and not hz > 0:
        raise ValueError(f"a rate must be positive, not {hz}")
    xs = np.asarray(close[: warmup + bars], dtype=np.float64).tolist()
    period = None if hz is None else 1e9 / hz
    latency = [0] * bars
    now, thread_ns = time.perf_counter_ns, time.thread_time_ns
    with _connect(target) as eng, _fine_timer_slack():
        handle = eng.stream_open(row)
        push = eng.pusher(handle) if hasattr(eng, "pusher") else functools.partial(eng.stream_bar, handle)
        for x in xs[:warmup]:
            push(x)
        pid = engine_pid
        if pid is None:  # a pipe's engine is the client's own child
            proc = getattr(getattr(eng, "sock", None), "proc", None)
            pid = None if proc is None else proc.pid
        paced = xs[warmup:]
        spun, behind = 0, 0
        client0, engine0 = thread_ns(), _process_cpu_ns(pid)
        t0 = now()
        for k in range(bars):
            if period is None:
                intended = now()
            else:
                intended = t0 + int(k * period)
                ahead = intended - now()
                if ahead > SPIN_BEFORE_NS:
                    time.sleep((ahead - SPIN_BEFORE_NS) / 1e9)
                spin_from = thread_ns()
                while now() < intended:
                    pass
                spun += thread_ns() - spin_from
            sent = now()
            push(paced[k])
            done = now()
            behind = max(0, sent - intended)
            latency[k] = max(1, done - intended)
        elapsed = now() - t0
        client1, engine1 = thread_ns(), _process_cpu_ns(pid)
        pnl, trades = eng.stream_close(handle)
    return {
        "latency_ns": latency,
        "elapsed_ns": elapsed,
        "client_cpu_ns": client1 - client0,
        "pacing_spin_ns": spun,
        "engine_cpu_ns": max(0, engine1 - engine0),
        "behind_at_end_ns": behind,
        "pnl": pnl,
        "trades": trades,
    }


PATTERNS = {
    "batch": batch,
    "chatty": chatty,
    "preloaded": preloaded,
    "batch_json": batch_json,
    "chatty_json": chatty_json,
}
SPAWNS = {"spawn": spawn, "spawn_per_combo": spawn_per_combo}
