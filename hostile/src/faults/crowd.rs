//! The standing crowds of a soak ([`super::soak`]): connections that stay
//! through the whole run beside the honest clients and the faults, so that
//! the lot of parked connections is never empty and never still.
//!
//! - **Idle**: `idle` connections, each answered once when it opens and
//!   then silent — parked by the engine after its grace. Every
//!   [`TICK`] one of them, picked at random, sends a sweep after its pause
//!   (the engine resumes it from the lot), and the oldest leaves and a
//!   newcomer takes its place: each lives `idle` ticks, far below the
//!   engine's idle limit, so none is closed under it by the engine.
//! - **Slow**: `slow` honest clients that send each sweep request in four
//!   pieces with pauses past the engine's park grace but well inside its
//!   frame timeout: each request parks mid-frame and must still be
//!   answered, right.
//!
//! Every answer is checked bit for bit against kernel-safe. The main engine
//! is never killed, so any failed request here is a failure of the run: a
//! read timing out is a hang, anything else a dropped request.

use super::{ROW, probe};
use crate::engine::{Conn, reply};
use crate::load::Rng;
use std::io::Write;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;
use transport::{Client, Expect, Op, Reply, decode_reply, encode_request};

/// Who stands beside the faults for the whole run (none: no crowd).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Crowd {
    /// Connections answered once, then silent (parked).
    pub idle: usize,
    /// Honest clients sending each request in pieces, pausing between.
    pub slow: usize,
}

/// How often one idle connection comes back and one is replaced.
const TICK: Duration = Duration::from_millis(100);
/// A slow client's pause between two pieces of a request: past the
/// engine's 50 ms park grace, and three of them well inside the fault
/// run's 1 s frame timeout.
const PAUSE_MS: (u64, u64) = (60, 150);
/// A crowd client's wait for an answer before it calls it a hang.
const HANG_AFTER: Duration = Duration::from_secs(10);
/// Requests a slow client sends on one connection before it reconnects.
const PER_CONNECTION: u32 = 10;

/// What the crowd saw.
#[derive(Default)]
pub(super) struct Tally {
    pub(super) ok: u64,
    pub(super) wrong: u64,
    pub(super) hangs: u64,
    pub(super) dropped: u64,
    pub(super) first: Option<String>,
}

impl Tally {
    /// Counts one request's outcome (`Err(true, …)`: a wrong answer).
    fn count(&mut self, outcome: Result<(), (bool, String)>) {
        match outcome {
            Ok(()) => self.ok += 1,
            Err((true, what)) => {
                self.wrong += 1;
                self.first.get_or_insert(what);
            }
            Err((false, what)) => {
                if what.contains("timed out") || what.contains("WouldBlock") {
                    self.hangs += 1;
                } else {
                    self.dropped += 1;
                }
                self.first.get_or_insert(what);
            }
        }
    }

    fn add(&mut self, other: Tally) {
        self.ok += other.ok;
        self.wrong += other.wrong;
        self.hangs += other.hangs;
        self.dropped += other.dropped;
        if self.first.is_none() {
            self.first = other.first;
        }
    }
}

/// The crowd's threads, running until `stop`.
pub(super) struct Running {
    threads: Vec<JoinHandle<Tally>>,
}

impl Running {
    /// Starts `crowd` against the engine on `socket`; the series its
    /// requests sweep is `close`.
    pub(super) fn start(
        socket: &Path,
        crowd: Crowd,
        close: &[f64],
        seed: u64,
        stop: &Arc<AtomicBool>,
    ) -> Running {
        let mut threads = Vec::new();
        let spawn = |body: Box<dyn FnOnce() -> Tally + Send>| std::thread::spawn(body);
        if crowd.idle > 0 {
            let (socket, close, stop) = (socket.to_path_buf(), close.to_vec(), Arc::clone(stop));
            threads.push(spawn(Box::new(move || {
                idle_crowd(&socket, crowd.idle, &close, seed, &stop)
            })));
        }
        for k in 0..crowd.slow {
            let (socket, close, stop) = (socket.to_path_buf(), close.to_vec(), Arc::clone(stop));
            let seed = seed ^ (0x51_0000 + k as u64);
            threads.push(spawn(Box::new(move || {
                slow_client(&socket, &close, seed, &stop)
            })));
        }
        Running { threads }
    }

    /// Waits for every crowd thread (after `stop`); their connections are
    /// closed by then. An error if one panicked.
    pub(super) fn finish(self) -> anyhow::Result<Tally> {
        let mut total = Tally::default();
        for t in self.threads {
            total.add(
                t.join()
                    .map_err(|_| anyhow::anyhow!("a crowd client panicked"))?,
            );
        }
        Ok(total)
    }
}

/// A connection to the engine on `socket`, reads timing out after
/// [`HANG_AFTER`].
fn connect(socket: &PathBuf) -> Result<Conn, (bool, String)> {
    let s = UnixStream::connect(socket).map_err(|e| (false, format!("crowd: connect: {e}")))?;
    s.set_read_timeout(Some(HANG_AFTER))
        .map_err(|e| (false, format!("crowd: {e}")))?;
    Ok(Conn::Unix(s))
}

/// A new idle connection, answered once (a client that then went quiet).
fn newcomer(socket: &PathBuf, close: &[f64]) -> Result<Client<Conn>, (bool, String)> {
    let mut c = Client::new(connect(socket)?);
    probe(&mut c, close).map_err(|(wrong, what)| (wrong, format!("crowd (idle): {what}")))?;
    Ok(c)
}

fn sleep_unless_stopped(d: Duration, stop: &AtomicBool) {
    let step = Duration::from_millis(20);
    let mut left = d;
    while !left.is_zero() && !stop.load(Ordering::Relaxed) {
        std::thread::sleep(left.min(step));
        left = left.saturating_sub(step);
    }
}

/// The idle crowd: see the module docs.
fn idle_crowd(socket: &PathBuf, n: usize, close: &[f64], seed: u64, stop: &AtomicBool) -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng(seed);
    let mut conns: Vec<Option<Client<Conn>>> = Vec::with_capacity(n);
    for _ in 0..n {
        if stop.load(Ordering::Relaxed) {
            return t;
        }
        let c = newcomer(socket, close);
        t.count(c.as_ref().map(drop).map_err(Clone::clone));
        conns.push(c.ok());
    }
    let mut oldest = 0;
    while !stop.load(Ordering::Relaxed) {
        sleep_unless_stopped(TICK, stop);
        // One comes back after its pause: the engine resumes it from the lot.
        let i = rng.below(n as u64) as usize;
        if let Some(c) = conns[i].as_mut() {
            let outcome = probe(c, close);
            if outcome.is_err() {
                conns[i] = None;
            }
            t.count(outcome.map_err(|(w, what)| (w, format!("crowd (idle, resumed): {what}"))));
        }
        // The oldest leaves; a newcomer takes its place.
        let c = newcomer(socket, close);
        t.count(c.as_ref().map(drop).map_err(Clone::clone));
        conns[oldest] = c.ok();
        oldest = (oldest + 1) % n;
    }
    t
}

/// One slow client: see the module docs.
fn slow_client(socket: &PathBuf, close: &[f64], seed: u64, stop: &AtomicBool) -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng(seed);
    let request = encode_request(Op::Sweep, false, close, &[ROW], 0);
    let want = kernel_safe::sweep(&kernel_spec::Sweep::new(close, &[ROW]).expect("valid"));
    let mut conn: Option<(Conn, u32)> = None;
    while !stop.load(Ordering::Relaxed) {
        let (s, sent) = match conn.take() {
            Some(c) if c.1 < PER_CONNECTION => c,
            _ => match connect(socket) {
                Ok(s) => (s, 0),
                Err(e) => {
                    t.count(Err(e));
                    sleep_unless_stopped(Duration::from_millis(100), stop);
                    continue;
                }
            },
        };
        let mut s = s;
        let outcome = slow_request(&mut s, &request, &want, &mut rng);
        let ok = outcome.is_ok();
        t.count(outcome.map_err(|(w, what)| (w, format!("crowd (slow): {what}"))));
        if ok {
            conn = Some((s, sent + 1));
        }
    }
    t
}

/// `request` in four pieces with pauses between, then its answer checked.
fn slow_request(
    s: &mut Conn,
    request: &[u8],
    want: &[kernel_spec::ComboResult],
    rng: &mut Rng,
) -> Result<(), (bool, String)> {
    let mut cuts: Vec<usize> = (0..3)
        .map(|_| 1 + rng.below(request.len() as u64 - 1) as usize)
        .collect();
    cuts.sort_unstable();
    let mut from = 0;
    for to in cuts.into_iter().chain([request.len()]) {
        if from > 0 {
            let (lo, hi) = PAUSE_MS;
            std::thread::sleep(Duration::from_millis(lo + rng.below(hi - lo + 1)));
        }
        s.write_all(&request[from..to])
            .map_err(|e| (false, format!("sending a piece: {e}")))?;
        from = to;
    }
    let body = match reply(s) {
        Ok(Some(body)) => body,
        Ok(None) => return Err((false, "closed without an answer".into())),
        Err(e) => return Err((false, format!("{e:#}"))),
    };
    match decode_reply(&body, Expect::Sweep { n_combos: 1 }, false) {
        Ok((Reply::Sweep(got), _)) if got == want => Ok(()),
        Ok((r, _)) => Err((true, format!("answered {r:?}, kernel-safe {want:?}"))),
        Err(e) => Err((false, format!("refused: {:?}: {}", e.code, e.reason))),
    }
}
