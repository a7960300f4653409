//! The catalogue: one function per hostile input or fault. Memory
//! exhaustion, connections by the thousand and shared-memory peers have
//! rooms of their own.

mod burst;
mod masses;
mod memory;
mod shm;

use crate::engine::{Engine, closed_within, exchange, frame, reply};
use anyhow::{Context, Result, bail, ensure};
use kernel_spec::{Params, Sweep};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use transport::{Client, ErrorCode, Expect, Op, ProtocolError, decode_reply, encode_request};

/// One case: what is done, what must happen, and the check.
pub struct Case {
    pub group: &'static str,
    pub name: &'static str,
    pub expect: &'static str,
    pub run: fn(&Path) -> Result<String>,
}

/// A case's result.
pub struct Outcome {
    pub group: &'static str,
    pub name: &'static str,
    pub expect: &'static str,
    pub passed: bool,
    /// What was observed (the error reason, the timing, …) or why it failed.
    pub detail: String,
    pub seconds: f64,
}

pub fn run_case(case: &Case, exe: &Path) -> Outcome {
    let t0 = Instant::now();
    let (passed, detail) = match (case.run)(exe) {
        Ok(d) => (true, d),
        Err(e) => (false, format!("{e:#}")),
    };
    Outcome {
        group: case.group,
        name: case.name,
        expect: case.expect,
        passed,
        detail,
        seconds: t0.elapsed().as_secs_f64(),
    }
}

pub(crate) fn close() -> Vec<f64> {
    kernel_spec::dataset::chacha_gbm(3, 300, 0.01)
}

pub(crate) const ROW: Params = Params::new(20, 10, 4, 10, 3, 5);

/// A valid sweep over the shared small series must come back equal to
/// kernel-safe: the connection (or a new one) still works and answers right.
pub(crate) fn still_serves<S: std::io::Read + std::io::Write>(
    client: &mut Client<S>,
) -> Result<()> {
    let close = close();
    let (got, _) = client
        .sweep(&close, &[ROW], false)
        .context("a valid sweep after the bad input")?;
    same_as_safe("a valid sweep after the bad input", got[0], &close)
}

/// `got` must be kernel-safe's result for `ROW` over `close`, bit for bit.
pub(crate) fn same_as_safe(what: &str, got: kernel_spec::ComboResult, close: &[f64]) -> Result<()> {
    let want = kernel_safe::sweep(&Sweep::new(close, &[ROW])?)[0];
    ensure!(
        got.trades == want.trades && got.pnl.to_bits() == want.pnl.to_bits(),
        "{what} answered wrong: {got:?} vs kernel-safe {want:?}"
    );
    Ok(())
}

/// Sends `body` as one frame; the reply must be an error with `code`; then
/// the same connection must still serve a valid sweep.
fn refused(exe: &Path, body: &[u8], code: ErrorCode) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let mut s = e.connect()?;
    let reason = expect_error(exchange(&mut s, &frame(body))?, code)?;
    still_serves(&mut Client::new(s))?;
    Ok(reason)
}

pub(crate) fn expect_error(body: Option<Vec<u8>>, code: ErrorCode) -> Result<String> {
    let body = body.context("the server closed the connection without an error reply")?;
    match decode_reply(&body, Expect::Handle, false) {
        Err(ProtocolError { code: c, reason }) if c == code => Ok(format!("{code:?}: {reason}")),
        Err(e) => bail!("expected {code:?}, got {:?}: {}", e.code, e.reason),
        Ok(r) => bail!("expected {code:?}, got a result {r:?}"),
    }
}

fn sweep_body(n_bars: u32, n_combos: u32, close: &[f64], rows: &[Params]) -> Vec<u8> {
    let mut b = vec![Op::Sweep as u8];
    b.extend_from_slice(&n_bars.to_le_bytes());
    b.extend_from_slice(&n_combos.to_le_bytes());
    close
        .iter()
        .for_each(|x| b.extend_from_slice(&x.to_le_bytes()));
    rows.iter()
        .for_each(|p| b.extend_from_slice(&p.to_le_bytes()));
    b
}

fn valid_sweep_body(close: &[f64], rows: &[Params]) -> Vec<u8> {
    sweep_body(close.len() as u32, rows.len() as u32, close, rows)
}

pub fn cases() -> Vec<Case> {
    vec![
        Case {
            group: "validation",
            name: "4 GB body_len",
            expect: "FrameTooLarge before any allocation; connection closed; server serves new connections",
            run: huge_frame,
        },
        Case {
            group: "validation",
            name: "body_len 0",
            expect: "EmptyFrame; connection keeps serving",
            run: |exe| refused(exe, &[], ErrorCode::EmptyFrame),
        },
        Case {
            group: "validation",
            name: "n_bars = 2^32-1 (n_bars × 8 beyond the body)",
            expect: "Truncated, nothing allocated",
            run: |exe| {
                refused(
                    exe,
                    &sweep_body(u32::MAX, 1, &close(), &[ROW]),
                    ErrorCode::Truncated,
                )
            },
        },
        Case {
            group: "validation",
            name: "n_combos = 2^32-1",
            expect: "Truncated, nothing allocated",
            run: |exe| {
                refused(
                    exe,
                    &sweep_body(300, u32::MAX, &close(), &[ROW]),
                    ErrorCode::Truncated,
                )
            },
        },
        Case {
            group: "validation",
            name: "counts larger than the body",
            expect: "Truncated",
            run: |exe| {
                refused(
                    exe,
                    &sweep_body(301, 1, &close(), &[ROW]),
                    ErrorCode::Truncated,
                )
            },
        },
        Case {
            group: "validation",
            name: "bytes after the request",
            expect: "TrailingBytes",
            run: |exe| {
                refused(
                    exe,
                    &[valid_sweep_body(&close(), &[ROW]), vec![0]].concat(),
                    ErrorCode::TrailingBytes,
                )
            },
        },
        Case {
            group: "validation",
            name: "zero bars",
            expect: "NoBars",
            run: |exe| refused(exe, &sweep_body(0, 1, &[], &[ROW]), ErrorCode::NoBars),
        },
        Case {
            group: "validation",
            name: "zero combos",
            expect: "NoCombos",
            run: |exe| refused(exe, &sweep_body(300, 0, &close(), &[]), ErrorCode::NoCombos),
        },
        Case {
            group: "validation",
            name: "window length 0",
            expect: "BadWindow naming the row and field",
            run: |exe| {
                refused(
                    exe,
                    &valid_sweep_body(&close(), &[Params::new(20, 10, 0, 10, 3, 5)]),
                    ErrorCode::BadWindow,
                )
            },
        },
        Case {
            group: "validation",
            name: "window longer than the series",
            expect: "BadWindow",
            run: |exe| {
                refused(
                    exe,
                    &valid_sweep_body(&close(), &[Params::new(301, 10, 4, 10, 3, 5)]),
                    ErrorCode::BadWindow,
                )
            },
        },
        Case {
            group: "validation",
            name: "negative window",
            expect: "BadWindow",
            run: |exe| {
                refused(
                    exe,
                    &valid_sweep_body(&close(), &[Params::new(20, -1, 4, 10, 3, 5)]),
                    ErrorCode::BadWindow,
                )
            },
        },
        Case {
            group: "validation",
            name: "NaN close price",
            expect: "BadPrice naming the index (prices must be finite and > 0)",
            run: |exe| {
                refused(
                    exe,
                    &valid_sweep_body(&with(&close(), 17, f64::NAN), &[ROW]),
                    ErrorCode::BadPrice,
                )
            },
        },
        Case {
            group: "validation",
            name: "+inf close price",
            expect: "BadPrice",
            run: |exe| {
                refused(
                    exe,
                    &valid_sweep_body(&with(&close(), 0, f64::INFINITY), &[ROW]),
                    ErrorCode::BadPrice,
                )
            },
        },
        Case {
            group: "validation",
            name: "zero / negative close price",
            expect: "BadPrice",
            run: |exe| {
                refused(
                    exe,
                    &valid_sweep_body(&with(&close(), 299, -1.0), &[ROW]),
                    ErrorCode::BadPrice,
                )
            },
        },
        Case {
            group: "validation",
            name: "unknown opcode 0x42",
            expect: "UnknownOpcode",
            run: |exe| refused(exe, &[0x42, 0, 0], ErrorCode::UnknownOpcode),
        },
        Case {
            group: "validation",
            name: "SWEEP_JSON that is not JSON",
            expect: "BadJson naming the parser's complaint; connection keeps serving",
            run: |exe| refused(exe, b"\x08{\"close\": [1.0, 2.0", ErrorCode::BadJson),
        },
        Case {
            group: "validation",
            name: "SWEEP_JSON nested 100,000 deep",
            expect: "BadJson (the parser's recursion limit), no stack overflow",
            run: |exe| {
                let mut body = vec![Op::SweepJson as u8];
                body.extend(std::iter::repeat_n(b'[', 100_000));
                refused(exe, &body, ErrorCode::BadJson)
            },
        },
        Case {
            group: "validation",
            name: "SWEEP_JSON with a null close price",
            expect: "BadJson: a close must be a number (JSON has no NaN to send instead)",
            run: |exe| {
                refused(
                    exe,
                    b"\x08{\"close\": [100.0, null], \"params\": [[1,1,1,1,1,1]]}",
                    ErrorCode::BadJson,
                )
            },
        },
        Case {
            group: "validation",
            name: "stale handle (after UNLOAD)",
            expect: "UnknownHandle",
            run: stale_handle,
        },
        Case {
            group: "validation",
            name: "another connection's handle",
            expect: "UnknownHandle (handles are per connection)",
            run: foreign_handle,
        },
        Case {
            group: "validation",
            name: "more than 16 loaded series",
            expect: "TooManyHandles",
            run: too_many_handles,
        },
        Case {
            group: "validation",
            name: "streaming session used after close",
            expect: "UnknownHandle; other sessions unaffected",
            run: stream_after_close,
        },
        Case {
            group: "validation",
            name: "streaming session with a 2^62 window",
            expect: "BadWindow, nothing allocated (found by fuzzing: it used to abort the engine)",
            run: |exe| {
                let body = stream_open_body(Params::new(20, 10, 1 << 62, 10, 3, 5));
                refused(exe, &body, ErrorCode::BadWindow)
            },
        },
        Case {
            group: "validation",
            name: "NaN bar into a streaming session",
            expect: "BadPrice; the session continues as if the bar was never sent",
            run: stream_bad_bar,
        },
        Case {
            group: "faults",
            name: "disconnect mid-frame",
            expect: "server keeps serving",
            run: disconnect_mid_frame,
        },
        Case {
            group: "faults",
            name: "disconnect before reading a large reply",
            expect: "server keeps serving",
            run: disconnect_mid_reply,
        },
        Case {
            group: "faults",
            name: "one byte per second",
            expect: "Timeout reply after the frame timeout; other clients served meanwhile",
            run: |exe| slow_client(exe, Engine::start),
        },
        Case {
            group: "faults",
            name: "idle connection",
            expect: "closed after the idle timeout",
            run: |exe| idle_client(exe, Engine::start),
        },
        Case {
            group: "faults",
            name: "silent connection",
            expect: "no first request within --first-request-timeout: a Timeout reply the client reads, then closed; a served connection is held by the idle limit alone",
            run: |exe| silent_client(exe, Engine::start),
        },
        Case {
            group: "faults",
            name: "many connections",
            expect: "past --max-connections, every connection mid-request: Busy; service resumes when they close",
            run: |exe| many_connections(exe, Engine::start),
        },
        Case {
            group: "faults",
            name: "idle flood",
            expect: "the pool full of idle connections: an honest client is served, the longest-idle one is answered Evicted; connections mid-request are never evicted (Busy instead)",
            run: |exe| idle_flood(exe, Engine::start),
        },
        Case {
            group: "faults",
            name: "connect-and-close storm",
            expect: "two threads opening and closing ~1,000 connections a second each (half of them after two bytes of a header) beside an honest client whose every call, on a fresh connection retrying Busy/Evicted, is answered right — never a broken pipe or reset; threads and descriptors back to their count after",
            run: |exe| connect_storm(exe, Engine::start),
        },
        Case {
            group: "faults",
            name: "refused client writes its request first",
            expect: "past --max-connections, a client that sends a whole sweep before reading still reads Busy (no EPIPE, no reset)",
            run: |exe| refused_writer(exe, Engine::start),
        },
        Case {
            group: "faults",
            name: "client SIGKILLed mid-request",
            expect: "server keeps serving",
            run: client_killed,
        },
        Case {
            group: "faults",
            name: "SIGTERM with a request in flight",
            expect: "the request completes, socket file removed, exit 0",
            run: sigterm_in_flight,
        },
        Case {
            group: "faults",
            name: "crashed server's stale socket",
            expect: "next server replaces it and serves",
            run: stale_socket,
        },
        Case {
            group: "faults",
            name: "socket path is a regular file",
            expect: "refuses to start, exit 2, file untouched",
            run: path_not_socket,
        },
        Case {
            group: "faults",
            name: "second server on a live socket",
            expect: "refuses to start, first server unaffected",
            run: second_server,
        },
        Case {
            group: "tcp",
            name: "one byte per second over TCP",
            expect: "Timeout reply after the frame timeout; other clients served meanwhile",
            run: |exe| slow_client(exe, Engine::start_tcp),
        },
        Case {
            group: "tcp",
            name: "idle TCP connection",
            expect: "closed after the idle timeout",
            run: |exe| idle_client(exe, Engine::start_tcp),
        },
        Case {
            group: "tcp",
            name: "many TCP connections",
            expect: "past --max-connections, every connection mid-request: Busy; service resumes when they close",
            run: |exe| many_connections(exe, Engine::start_tcp),
        },
        Case {
            group: "tcp",
            name: "idle TCP flood",
            expect: "the pool full of idle connections: an honest client is served, the longest-idle one is answered Evicted; connections mid-request are never evicted (Busy instead)",
            run: |exe| idle_flood(exe, Engine::start_tcp),
        },
        Case {
            group: "tcp",
            name: "TCP connect-and-close storm",
            expect: "two threads opening and closing ~1,000 connections a second each (half of them after two bytes of a header) beside an honest client whose every call, on a fresh connection retrying Busy/Evicted, is answered right — never a broken pipe or reset; threads and descriptors back to their count after",
            run: |exe| connect_storm(exe, Engine::start_tcp),
        },
        Case {
            group: "tcp",
            name: "refused TCP client writes its request first",
            expect: "past --max-connections, a client that sends a whole sweep before reading still reads Busy (no EPIPE, no reset)",
            run: |exe| refused_writer(exe, Engine::start_tcp),
        },
        Case {
            group: "tcp",
            name: "--tcp 0.0.0.0 without --allow-remote",
            expect: "refuses to start (exit 2) naming --allow-remote; nothing listens",
            run: remote_bind_refused,
        },
    ]
    .into_iter()
    .chain(memory::cases())
    .chain(masses::cases())
    .chain(burst::cases())
    .chain(shm::cases())
    .collect()
}

/// How a case starts its engine: a Unix socket or loopback TCP.
pub(crate) type Start = fn(&Path, &[&str]) -> Result<Engine>;

fn remote_bind_refused(exe: &Path) -> Result<String> {
    let out = Command::new(exe)
        .args(["serve", "--tcp", "0.0.0.0:0"])
        .stdin(Stdio::null())
        .output()?;
    ensure!(out.status.code() == Some(2), "exit status {}", out.status);
    let line = error_line(&out.stderr);
    ensure!(
        line.contains("--allow-remote"),
        "error does not name --allow-remote: {line}"
    );
    Ok(line)
}

fn stream_open_body(p: Params) -> Vec<u8> {
    let mut b = vec![Op::StreamOpen as u8];
    b.extend_from_slice(&p.to_le_bytes());
    b
}

fn with(v: &[f64], i: usize, x: f64) -> Vec<f64> {
    let mut v = v.to_vec();
    v[i] = x;
    v
}

fn huge_frame(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let mut s = e.connect()?;
    let reason = expect_error(
        exchange(&mut s, &u32::MAX.to_le_bytes())?,
        ErrorCode::FrameTooLarge,
    )?;
    ensure!(
        closed_within(&mut s, Duration::from_secs(2))?,
        "connection not closed after a fatal frame error"
    );
    still_serves(&mut e.client()?)?;
    Ok(reason)
}

fn stale_handle(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let mut c = e.client()?;
    let h = c.load(&close())?;
    c.unload(h)?;
    let err = c
        .sweep_handle(h, &[ROW], false)
        .err()
        .context("a sweep on an unloaded handle succeeded")?;
    still_serves(&mut c)?;
    remote(err, ErrorCode::UnknownHandle)
}

pub(crate) fn remote(e: transport::ClientError, code: ErrorCode) -> Result<String> {
    match e.reply() {
        Some(p) if p.code == code => Ok(format!("{code:?}: {}", p.reason)),
        _ => bail!("expected {code:?}, got {e}"),
    }
}

fn foreign_handle(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let mut a = e.client()?;
    let mut b = e.client()?;
    let h = a.load(&close())?;
    let err = b
        .sweep_handle(h, &[ROW], false)
        .err()
        .context("another connection's handle worked")?;
    a.sweep_handle(h, &[ROW], false)
        .context("the owner's handle broke")?;
    remote(err, ErrorCode::UnknownHandle)
}

fn too_many_handles(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let mut c = e.client()?;
    for _ in 0..transport::MAX_HANDLES {
        c.load(&close())?;
    }
    let err = c
        .load(&close())
        .err()
        .context("a 17th series was accepted")?;
    still_serves(&mut c)?;
    remote(err, ErrorCode::TooManyHandles)
}

fn stream_after_close(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let mut c = e.client()?;
    let (h1, h2) = (c.stream_open(&ROW)?, c.stream_open(&ROW)?);
    let series = close();
    for &x in &series[..50] {
        c.stream_bar(h1, x, false)?;
        c.stream_bar(h2, x, false)?;
    }
    c.stream_close(h1)?;
    let err = c
        .stream_bar(h1, series[50], false)
        .err()
        .context("a closed session took a bar")?;
    let err2 = c
        .stream_close(h1)
        .err()
        .context("a closed session closed twice")?;
    remote(err2, ErrorCode::UnknownHandle)?;
    for &x in &series[50..] {
        c.stream_bar(h2, x, false)?;
    }
    same_as_safe("the other session", c.stream_close(h2)?, &series)?;
    remote(err, ErrorCode::UnknownHandle)
}

fn stream_bad_bar(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let mut c = e.client()?;
    let h = c.stream_open(&ROW)?;
    let series = close();
    let mut reason = String::new();
    for (i, &x) in series.iter().enumerate() {
        if i % 60 == 5 {
            let err = c
                .stream_bar(h, f64::NAN, false)
                .err()
                .context("a NaN bar was accepted")?;
            reason = remote(err, ErrorCode::BadPrice)?;
        }
        c.stream_bar(h, x, false)?;
    }
    same_as_safe(
        "the session after refused bars",
        c.stream_close(h)?,
        &series,
    )?;
    Ok(reason)
}

fn disconnect_mid_frame(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    for cut in [2usize, 4, 9, 100] {
        let mut s = e.connect()?;
        let f = encode_request(Op::Sweep, false, &close(), &[ROW], 0);
        s.write_all(&f[..cut])?;
        drop(s);
    }
    still_serves(&mut e.client()?)?;
    Ok(
        "4 half-sent frames (cut at 2, 4, 9, 100 bytes); then a valid sweep answered correctly"
            .into(),
    )
}

fn disconnect_mid_reply(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let big: Vec<f64> = kernel_spec::dataset::chacha_gbm(9, 2_000_000, 0.001);
    for _ in 0..3 {
        let mut s = e.connect()?;
        s.write_all(&encode_request(Op::Echo, false, &big, &[], 0))?;
        drop(s);
    }
    still_serves(&mut e.client()?)?;
    Ok("3 clients sent a 16 MB echo and left without reading it; a valid sweep then answered correctly".into())
}

fn slow_client(exe: &Path, start: Start) -> Result<String> {
    let e = start(exe, &["--frame-timeout", "1"])?;
    let mut slow = e.connect()?;
    let f = encode_request(Op::Sweep, false, &close(), &[ROW], 0);
    let t0 = Instant::now();
    let mut other_latency = Duration::ZERO;
    let mut sent = 0;
    // One byte every 300 ms: the frame can never finish within 1 s.
    while t0.elapsed() < Duration::from_secs(4) {
        if slow.write_all(&f[sent..=sent]).is_err() {
            break;
        }
        sent += 1;
        let t = Instant::now();
        still_serves(&mut e.client()?)?;
        other_latency = other_latency.max(t.elapsed());
        std::thread::sleep(Duration::from_millis(300));
    }
    slow.set_read_timeout(Some(Duration::from_secs(3)))?;
    let reason = expect_error(reply(&mut slow)?, ErrorCode::Timeout)?;
    ensure!(
        other_latency < Duration::from_millis(500),
        "another client waited {other_latency:?}"
    );
    Ok(format!(
        "after {sent} bytes in {:.1} s: {reason}; other clients' sweeps took at most {:.0} ms meanwhile",
        t0.elapsed().as_secs_f64(),
        other_latency.as_secs_f64() * 1e3
    ))
}

fn idle_client(exe: &Path, start: Start) -> Result<String> {
    let e = start(exe, &["--frame-timeout", "0.2", "--idle-timeout", "1"])?;
    let mut c = e.client()?;
    still_serves(&mut c)?;
    let t0 = Instant::now();
    let mut s = c.stream_mut().try_clone()?;
    ensure!(
        closed_within(&mut s, Duration::from_secs(5))?,
        "idle connection still open after 5 s"
    );
    let after = t0.elapsed();
    ensure!(
        after >= Duration::from_millis(900),
        "closed too early ({after:?})"
    );
    still_serves(&mut e.client()?)?;
    Ok(format!(
        "closed after {:.2} s idle (limit 1 s); new connections served",
        after.as_secs_f64()
    ))
}

/// A connection that never sends is answered `Timeout` after the
/// first-request limit (far shorter than the idle one); one that has been
/// served is not.
fn silent_client(exe: &Path, start: Start) -> Result<String> {
    let e = start(
        exe,
        &["--first-request-timeout", "0.5", "--idle-timeout", "30"],
    )?;
    let mut served = e.client()?;
    still_serves(&mut served)?;
    let t0 = Instant::now();
    let mut s = e.connect()?;
    s.set_read_timeout(Some(Duration::from_secs(5)))?;
    let why = expect_error(reply(&mut s)?, ErrorCode::Timeout)
        .context("a connection silent past --first-request-timeout")?;
    let after = t0.elapsed();
    ensure!(
        after >= Duration::from_millis(450),
        "answered too early ({after:?})"
    );
    ensure!(
        closed_within(&mut s, Duration::from_secs(2))?,
        "still open after its Timeout reply"
    );
    still_serves(&mut served)?; // idle for longer than 0.5 s, still held
    Ok(format!(
        "answered Timeout after {:.2} s (limit 0.5 s: {why}), then closed; the served connection, idle as long, still served",
        after.as_secs_f64()
    ))
}

/// `n` connections, each served once, then left with a request under way
/// (a frame header sent, its body not yet): a full pool that has no idle
/// connection to give way, for `--frame-timeout` seconds.
fn busy_connections(e: &Engine, n: usize) -> Result<Vec<crate::engine::Conn>> {
    let close = close();
    let mut request = encode_request(Op::Sweep, false, &close, &[ROW], 0);
    // The next frame's header goes out with the request: from the reply on,
    // the engine has it, so the connection is never idle between the two.
    request.extend_from_slice(&1000u32.to_le_bytes());
    let mut held = Vec::new();
    let t0 = Instant::now();
    while held.len() < n {
        let mut s = e.connect()?;
        s.write_all(&request)?;
        let body = reply(&mut s)?.context("no reply to a valid sweep")?;
        let got = decode_reply(&body, Expect::Sweep { n_combos: 1 }, false);
        match got {
            Ok((transport::Reply::Sweep(..), _)) => held.push(s),
            // The start-up probe's connection (`EngineProcess::serve` waits
            // by connecting) may hold its slot for a moment after it closed
            // on a loaded machine: the clean-clone CI read Busy here.
            Err(ProtocolError {
                code: ErrorCode::Busy,
                ..
            }) if t0.elapsed() < Duration::from_secs(5) => {
                std::thread::sleep(Duration::from_millis(20))
            }
            got => bail!(
                "a valid sweep on connection {} of {n} was not answered: {got:?}",
                held.len() + 1
            ),
        }
    }
    Ok(held)
}

/// A new connection is served within a few seconds (connections that just
/// closed may still hold their slots for a moment on a loaded machine).
pub(crate) fn served_soon(e: &Engine) -> Result<()> {
    let t0 = Instant::now();
    loop {
        match e.client().and_then(|mut c| still_serves(&mut c)) {
            Ok(()) => return Ok(()),
            Err(_) if t0.elapsed() < Duration::from_secs(5) => {
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(err) => return Err(err.context("no new connection served within 5 s")),
        }
    }
}

fn many_connections(exe: &Path, start: Start) -> Result<String> {
    let e = start(exe, &["--max-connections", "8"])?;
    let held = busy_connections(&e, 8)?;
    let mut busy = 0;
    for _ in 0..20 {
        let mut s = e.connect()?;
        s.set_read_timeout(Some(Duration::from_secs(2)))?;
        if expect_error(reply(&mut s)?, ErrorCode::Busy).is_ok() {
            busy += 1;
        }
    }
    ensure!(
        busy == 20,
        "only {busy} of 20 extra connections were answered Busy"
    );
    drop(held);
    served_soon(&e)?;
    Ok("8 admitted, each then mid-request; 20 more answered Busy; after the 8 closed, a new connection was served".into())
}

/// Idle sockets cannot lock honest clients out: with the pool full of
/// idle connections each newcomer is served and the longest-idle one is
/// answered `Evicted`; with the pool full of connections mid-request
/// (a frame started) nobody is evicted and the newcomer reads `Busy`.
fn idle_flood(exe: &Path, start: Start) -> Result<String> {
    let slots = 8;
    let e = start(exe, &["--max-connections", "8"])?;
    let mut idle = Vec::new();
    for _ in 0..slots {
        // One request each, in order: their idle ages (from each reply) are
        // distinct, and the oldest is the first to give way.
        let mut c = e.client()?;
        still_serves(&mut c)?;
        idle.push(c);
        std::thread::sleep(Duration::from_millis(5));
    }
    let honest = 5;
    // Each honest client stays connected, so each newcomer needs a slot.
    let mut served = Vec::new();
    for _ in 0..honest {
        let mut c = e.client()?;
        still_serves(&mut c)?;
        served.push(c);
    }
    let mut evicted = 0;
    for (i, c) in idle.iter_mut().enumerate() {
        let s = c.stream_mut();
        s.set_read_timeout(Some(Duration::from_millis(if i < honest {
            2000
        } else {
            200
        })))?;
        match reply(s) {
            Ok(body) if expect_error(body.clone(), ErrorCode::Evicted).is_ok() => {
                ensure!(
                    i < honest,
                    "idle connection {i} evicted, but only {honest} newcomers came"
                );
                evicted += 1;
            }
            Ok(body) => bail!(
                "idle connection {i}: unexpected {:?}",
                body.map(|b| b.len())
            ),
            Err(_) if i >= honest => {}
            Err(err) => bail!("idle connection {i} (among the oldest) was not evicted: {err}"),
        }
    }
    ensure!(
        evicted == honest,
        "{evicted} evictions for {honest} newcomers"
    );
    for c in &mut served {
        still_serves(c)?; // the served ones are unaffected
    }
    drop(served);
    drop(idle);
    // Mid-request: each served once, then a frame's header sent, the body
    // not yet (any slot still held by a closing connection gives way).
    let mut started = busy_connections(&e, slots)?;
    let mut s = e.connect()?;
    s.set_read_timeout(Some(Duration::from_secs(2)))?;
    expect_error(reply(&mut s)?, ErrorCode::Busy)
        .context("a full pool of connections mid-request must answer Busy")?;
    for (i, s) in started.iter_mut().enumerate() {
        s.set_read_timeout(Some(Duration::from_millis(50)))?;
        let mut b = [0u8; 1];
        if let Ok(n @ 1..) = std::io::Read::read(s, &mut b) {
            bail!("connection {i}, mid-request, got {n} byte(s): it was cut");
        }
    }
    drop(started);
    served_soon(&e)?;
    Ok(format!(
        "{slots} idle connections filled the pool: {honest} honest clients were served, the {honest} longest-idle answered Evicted, the rest untouched; \
         {slots} connections mid-frame filled it: none evicted, the newcomer read Busy"
    ))
}

/// One honest call on a fresh connection — a sweep, then an echo of the
/// series — retrying `Busy`/`Evicted` as `retry` allows (each connection
/// counted in `connects`); the sweep must be kernel-safe's, the echo the
/// series' bytes.
pub(crate) fn honest_call(
    e: &Engine,
    retry: transport::client::Retry,
    close: &[f64],
    connects: &mut usize,
) -> Result<()> {
    let (got, echoed) = transport::client::with_retry(
        || {
            *connects += 1;
            e.client()
                .map_err(|err| std::io::Error::other(format!("{err:#}")))
        },
        retry,
        |c| Ok((c.sweep(close, &[ROW], false)?.0, c.echo(close)?)),
    )?;
    same_as_safe("an honest call", got[0], close)?;
    ensure!(
        echoed == kernel_spec::dataset::f64_le_bytes(close),
        "an honest echo came back different"
    );
    Ok(())
}

/// Connections opened and closed by two threads, about a thousand a second
/// each (every other one after two bytes of a frame header), beside an
/// honest client: each of
/// its calls opens a fresh connection and retries `Busy`/`Evicted` (a storm
/// connection holds its slot until its thread sees it closed), and every
/// answer must be right — an I/O error (a broken pipe, a reset) fails the
/// case. Afterwards the engine's threads and descriptors return to their
/// count before the storm.
fn connect_storm(exe: &Path, start: Start) -> Result<String> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
    use transport::client::Retry;
    const HONEST: usize = 30;
    let e = start(exe, &["--max-connections", "8"])?;
    served_soon(&e)?;
    std::thread::sleep(Duration::from_millis(200));
    let (fds, threads) = (e.fd_count()?, e.thread_count()?);
    let stop = AtomicBool::new(false);
    let opened = AtomicUsize::new(0);
    let retry = Retry {
        attempts: 100,
        first_backoff: Duration::from_millis(10),
        max_backoff: Duration::from_millis(100),
    };
    let close = close();
    let (connects, honest) = std::thread::scope(|s| -> Result<(usize, Result<usize>)> {
        for _ in 0..2 {
            s.spawn(|| {
                while !stop.load(Relaxed) {
                    if let Ok(mut c) = e.connect()
                        && opened.fetch_add(1, Relaxed) % 2 == 1
                    {
                        let _ = c.write_all(&[0, 0]);
                    }
                    // About a thousand a second from each thread: unpaced,
                    // a Unix socket storm (~80,000 a second here) keeps the
                    // 8 slots full and the honest calls retrying for tens
                    // of seconds — a lock-out this design cannot prevent
                    // (issue 29), not a case that fits the test command.
                    std::thread::sleep(Duration::from_millis(1));
                }
            });
        }
        let honest = (|| -> Result<usize> {
            let mut connects = 0;
            for i in 0..HONEST {
                honest_call(&e, retry, &close, &mut connects)
                    .with_context(|| format!("honest call {i} during the storm"))?;
                std::thread::sleep(Duration::from_millis(50));
            }
            Ok(connects)
        })();
        stop.store(true, Relaxed);
        Ok((opened.load(Relaxed), honest))
    })?;
    let honest_connects = honest?;
    let t0 = Instant::now();
    let (fds_after, threads_after) = loop {
        let now = (e.fd_count()?, e.thread_count()?);
        if (now.0 <= fds && now.1 <= threads) || t0.elapsed() > Duration::from_secs(5) {
            break now;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    ensure!(
        fds_after <= fds && threads_after <= threads,
        "5 s after the storm the engine holds {fds_after} descriptors and {threads_after} threads (before: {fds} and {threads})"
    );
    Ok(format!(
        "{connects} storm connections; {HONEST} honest calls all right after {honest_connects} connections ({} refused and retried); \
         then {fds_after} descriptors and {threads_after} threads (before: {fds} and {threads})",
        honest_connects - HONEST
    ))
}

/// The study's client writes its whole request, then reads: a refusal must
/// reach it as a reply, not as a broken pipe or a reset.
fn refused_writer(exe: &Path, start: Start) -> Result<String> {
    let e = start(exe, &["--max-connections", "2"])?;
    let held = busy_connections(&e, 2)?;
    let close = kernel_spec::dataset::chacha_gbm(9, 150_000, 0.001);
    let request = transport::encode_request(
        transport::Op::Sweep,
        false,
        &close,
        &kernel_spec::paper_grid(),
        0,
    );
    let attempts = 20;
    let mut busy = 0;
    let mut broken = Vec::new();
    for _ in 0..attempts {
        let mut s = e.connect()?;
        s.set_read_timeout(Some(Duration::from_secs(5)))?;
        // A lingerer that stopped draining must fail the case, not hang it.
        s.set_write_timeout(Some(Duration::from_secs(10)))?;
        if let Err(err) = s.write_all(&request) {
            broken.push(format!("write: {err}"));
            continue;
        }
        match reply(&mut s) {
            Ok(r) if expect_error(r.clone(), ErrorCode::Busy).is_ok() => busy += 1,
            Ok(r) => broken.push(format!("reply: {:?}", r.map(|b| b.len()))),
            Err(err) => broken.push(format!("read: {err}")),
        }
    }
    ensure!(
        busy == attempts,
        "{busy} of {attempts} refused writers read Busy; the others: {broken:?}"
    );
    drop(held);
    served_soon(&e)?;
    Ok(format!(
        "{attempts} clients sent a {:.1} MB sweep to a full engine, then read: all {attempts} read Busy",
        request.len() as f64 / 1e6
    ))
}

fn client_killed(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    // A real client process: sends a sweep big enough to be in flight, then is SIGKILLed.
    let close = kernel_spec::dataset::chacha_gbm(4, 150_000, 0.001);
    let request = encode_request(Op::Sweep, false, &close, &long_rows(), 0);
    let dir = tempfile::tempdir()?;
    let req_path = dir.path().join("request.bin");
    std::fs::write(&req_path, &request)?;
    let script = "import socket,sys,time\ns=socket.socket(socket.AF_UNIX)\ns.connect(sys.argv[1])\ns.sendall(open(sys.argv[2],'rb').read())\nprint('sent',flush=True)\ntime.sleep(60)\n";
    let mut child = Command::new("python3")
        .args(["-c", script])
        .arg(&e.socket)
        .arg(&req_path)
        .stdout(Stdio::piped())
        .spawn()
        .context("python3 is needed for this case (a separate client process)")?;
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().context("stdout")?),
        &mut line,
    )?;
    ensure!(line.trim() == "sent", "client did not send ({line:?})");
    child.kill()?;
    child.wait()?;
    let t0 = Instant::now();
    still_serves(&mut e.client()?)?;
    Ok(format!(
        "client process killed after sending a 150,000-bar × 20-combo sweep; the next request (on another connection, while that sweep may still run) answered in {:.0} ms",
        t0.elapsed().as_secs_f64() * 1e3
    ))
}

fn sigterm_in_flight(exe: &Path) -> Result<String> {
    let mut e = Engine::start(exe, &[])?;
    let close = kernel_spec::dataset::chacha_gbm(5, 150_000, 0.001);
    let rows = long_rows();
    let want = kernel_safe::sweep(&Sweep::new(&close, &rows)?);
    let mut c = e.client()?;
    let socket = e.socket.clone();
    let t0 = Instant::now();
    let worker = std::thread::spawn(move || (c.sweep(&close, &rows, false), t0.elapsed()));
    std::thread::sleep(Duration::from_millis(200)); // the request is being computed
    let signalled = t0.elapsed();
    e.signal(libc::SIGTERM)?;
    let status = e.wait_exit(Duration::from_secs(60))?;
    let (reply, answered) = worker
        .join()
        .map_err(|_| anyhow::anyhow!("client thread panicked"))?;
    let got = reply.context("the in-flight request got no answer")?.0;
    ensure!(
        answered > signalled,
        "the request finished before the signal (nothing was in flight)"
    );
    ensure!(
        got.len() == want.len()
            && got
                .iter()
                .zip(&want)
                .all(|(a, b)| a.trades == b.trades && a.pnl.to_bits() == b.pnl.to_bits()),
        "in-flight answer wrong"
    );
    ensure!(status.code() == Some(0), "exit status {status}");
    ensure!(
        !socket.exists(),
        "socket file {} left behind",
        socket.display()
    );
    Ok(format!(
        "SIGTERM at {:.2} s into a {:.2} s sweep: answered correctly, then exit 0, socket file removed",
        signalled.as_secs_f64(),
        answered.as_secs_f64()
    ))
}

/// Combos long enough (the 20 widest of the grid, ~1 s in kernel-safe over
/// 150,000 bars) that a request is surely in flight 200 ms after it was sent.
pub(crate) fn long_rows() -> Vec<Params> {
    kernel_spec::paper_grid()[60..].to_vec()
}

fn stale_socket(exe: &Path) -> Result<String> {
    let dir = tempfile::tempdir()?;
    let socket = dir.path().join("engine.sock");
    {
        let crashed = Engine::start_at(exe, &socket, &[], tempfile::tempdir()?)?;
        crashed.signal(libc::SIGKILL)?;
        drop(crashed);
    }
    ensure!(
        socket.exists(),
        "the crashed server left no socket file (nothing to test)"
    );
    let e = Engine::start_at(exe, &socket, &[], dir)?;
    still_serves(&mut e.client()?)?;
    Ok("SIGKILLed server left its socket file; a new server on the same path replaced it and served".into())
}

fn path_not_socket(exe: &Path) -> Result<String> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("engine.sock");
    std::fs::write(&path, b"precious")?;
    let out = Command::new(exe)
        .args(["serve", "--unix"])
        .arg(&path)
        .output()?;
    ensure!(out.status.code() == Some(2), "exit status {}", out.status);
    ensure!(
        std::fs::read(&path)? == b"precious",
        "the file was modified"
    );
    Ok(error_line(&out.stderr))
}

fn second_server(exe: &Path) -> Result<String> {
    let e = Engine::start(exe, &[])?;
    let out = Command::new(exe)
        .args(["serve", "--unix"])
        .arg(&e.socket)
        .output()?;
    ensure!(
        out.status.code() == Some(2),
        "second server: exit status {}",
        out.status
    );
    still_serves(&mut e.client()?)?;
    Ok(error_line(&out.stderr))
}

pub(crate) fn error_line(stderr: &[u8]) -> String {
    String::from_utf8_lossy(stderr)
        .lines()
        .find(|l| l.starts_with("error:"))
        .unwrap_or("(no error line)")
        .to_string()
}
