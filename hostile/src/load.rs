//! The load test: many clients, mixed valid and malformed requests, every
//! valid reply checked against `kernel-safe`, server memory before and after.

use crate::engine::{Conn, Engine, exchange, frame};
use anyhow::{Context, Result};
use kernel_spec::{ComboResult, Params, Sweep};
use std::os::unix::net::UnixStream;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use transport::{Client, Expect, ProtocolError, decode_reply};

#[derive(Clone, Copy, Debug)]
pub struct LoadConfig {
    pub clients: usize,
    pub duration: Duration,
    pub seed: u64,
}

/// What the load test saw.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LoadReport {
    pub clients: usize,
    pub seconds: f64,
    /// Valid requests answered with the right result.
    pub valid_ok: u64,
    /// Malformed requests answered with an error reply (as they must be).
    pub malformed_refused: u64,
    /// Valid requests answered wrong, or malformed ones answered as valid.
    pub wrong: u64,
    /// Transport failures (must be 0: no request may be dropped).
    pub failures: u64,
    pub first_problem: Option<String>,
    /// Server RSS after a warm-up phase and at the end, KiB.
    pub rss_warm_kib: u64,
    pub rss_end_kib: u64,
    pub by_kind: [u64; 5],
}

pub const KINDS: [&str; 5] = ["sweep", "echo", "stream", "load+sweep_handle", "malformed"];

/// SplitMix64: enough randomness for a request mix, reproducible by seed.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[derive(Default)]
pub(crate) struct Tally {
    pub(crate) valid_ok: u64,
    pub(crate) refused: u64,
    pub(crate) wrong: u64,
    pub(crate) failures: u64,
    pub(crate) first: Option<String>,
    pub(crate) by_kind: [u64; 5],
}

impl Tally {
    fn problem(&mut self, wrong: bool, what: String) {
        if wrong {
            self.wrong += 1;
        } else {
            self.failures += 1;
        }
        self.first.get_or_insert(what);
    }
}

fn same(a: &[ComboResult], b: &[ComboResult]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.trades == y.trades && x.pnl.to_bits() == y.pnl.to_bits())
}

/// Runs the mix against a fresh engine: a warm-up third, RSS, the rest, RSS.
pub fn load(exe: &Path, cfg: LoadConfig) -> Result<LoadReport> {
    let engine = Engine::start(exe, &[])?;
    let grid = kernel_spec::paper_grid();
    let series: Arc<Vec<Vec<f64>>> = Arc::new(
        (0..4)
            .map(|i| kernel_spec::dataset::chacha_gbm(100 + i, 600 + 400 * i as usize, 0.01))
            .collect(),
    );
    let run_phase = |seconds: Duration, salt: u64| -> Result<Tally> {
        let stop = Arc::new(AtomicBool::new(false));
        let mut handles = Vec::new();
        for k in 0..cfg.clients {
            let series = Arc::clone(&series);
            let grid = grid.clone();
            let stop = Arc::clone(&stop);
            let socket = engine.socket.clone();
            let seed = cfg.seed ^ (salt << 32) ^ k as u64;
            handles.push(std::thread::spawn(move || {
                client_loop(&socket, &series, &grid, seed, &stop)
            }));
        }
        std::thread::sleep(seconds);
        stop.store(true, Ordering::SeqCst);
        let mut total = Tally::default();
        for h in handles {
            let t = h
                .join()
                .map_err(|_| anyhow::anyhow!("a load client panicked"))?;
            total.valid_ok += t.valid_ok;
            total.refused += t.refused;
            total.wrong += t.wrong;
            total.failures += t.failures;
            for (a, b) in total.by_kind.iter_mut().zip(t.by_kind) {
                *a += b;
            }
            if total.first.is_none() {
                total.first = t.first;
            }
        }
        Ok(total)
    };
    let t0 = Instant::now();
    let warm = run_phase(cfg.duration / 3, 1)?;
    let rss_warm_kib = engine.rss_kib()?;
    let rest = run_phase(cfg.duration - cfg.duration / 3, 2)?;
    let rss_end_kib = engine.rss_kib()?;
    let mut by_kind = warm.by_kind;
    for (a, b) in by_kind.iter_mut().zip(rest.by_kind) {
        *a += b;
    }
    Ok(LoadReport {
        clients: cfg.clients,
        seconds: t0.elapsed().as_secs_f64(),
        valid_ok: warm.valid_ok + rest.valid_ok,
        malformed_refused: warm.refused + rest.refused,
        wrong: warm.wrong + rest.wrong,
        failures: warm.failures + rest.failures,
        first_problem: warm.first.or(rest.first),
        rss_warm_kib,
        rss_end_kib,
        by_kind,
    })
}

/// The index in [`KINDS`] of malformed requests.
const MALFORMED: usize = 4;

/// How a request was answered, when it was.
enum Answer {
    /// As it must be: a valid request's right result, or a malformed body
    /// that decodes as a request answered with any well-formed reply.
    Right,
    /// A malformed request refused with an error reply.
    Refused,
    /// What was wrong with the answer.
    Wrong(String),
}

impl Answer {
    fn wrong_unless(right: bool, what: impl FnOnce() -> String) -> Answer {
        if right {
            Answer::Right
        } else {
            Answer::Wrong(what())
        }
    }
}

/// One load client: random requests of every kind until `stop`, each
/// answer checked; reconnects after a transport failure.
pub(crate) fn client_loop(
    socket: &Path,
    series: &[Vec<f64>],
    grid: &[Params],
    seed: u64,
    stop: &AtomicBool,
) -> Tally {
    let mut rng = Rng(seed);
    let mut t = Tally::default();
    let mut client = match connect(socket) {
        Ok(c) => c,
        Err(e) => {
            t.problem(false, format!("{e:#}"));
            return t;
        }
    };
    while !stop.load(Ordering::Relaxed) {
        let close = &series[rng.below(series.len() as u64) as usize];
        let rows: Vec<Params> = (0..1 + rng.below(4))
            .map(|_| grid[rng.below(40) as usize])
            .collect();
        let kind = rng.below(5) as usize;
        t.by_kind[kind] += 1;
        match request(&mut client, &mut rng, kind, close, &rows) {
            Ok(Answer::Right) => {
                if kind != MALFORMED {
                    t.valid_ok += 1;
                }
            }
            Ok(Answer::Refused) => t.refused += 1,
            Ok(Answer::Wrong(wrong)) => t.problem(true, wrong),
            Err(e) => {
                t.problem(false, format!("{} request: {e:#}", KINDS[kind]));
                match connect(socket) {
                    Ok(c) => client = c,
                    Err(_) => return t,
                }
            }
        }
    }
    t
}

fn connect(socket: &Path) -> Result<Client<Conn>> {
    let s = UnixStream::connect(socket).context("connect")?;
    s.set_read_timeout(Some(Duration::from_secs(30)))?;
    Ok(Client::new(Conn::Unix(s)))
}

/// Sends one request of `kind` (an index in [`KINDS`]) and checks its
/// answer against `kernel-safe`.
fn request(
    client: &mut Client<Conn>,
    rng: &mut Rng,
    kind: usize,
    close: &[f64],
    rows: &[Params],
) -> Result<Answer> {
    match kind {
        0 => sweep(client, close, rows, rng.below(2) == 0),
        1 => echo(client, close),
        2 => stream(client, close, &rows[0]),
        3 => sweep_handle(client, close, rows),
        _ => malformed(client, rng, close, rows),
    }
}

fn sweep(client: &mut Client<Conn>, close: &[f64], rows: &[Params], timed: bool) -> Result<Answer> {
    let (got, _) = client.sweep(close, rows, timed)?;
    let want = kernel_safe::sweep(&Sweep::new(close, rows)?);
    Ok(Answer::wrong_unless(same(&got, &want), || {
        format!("sweep answered wrong: {got:?} vs {want:?}")
    }))
}

fn echo(client: &mut Client<Conn>, close: &[f64]) -> Result<Answer> {
    let got = client.echo(close)?;
    let want: Vec<u8> = close.iter().flat_map(|x| x.to_le_bytes()).collect();
    Ok(Answer::wrong_unless(got == want, || {
        "echo bytes differ".to_string()
    }))
}

/// A streaming session of one row, fed every bar of `close`.
fn stream(client: &mut Client<Conn>, close: &[f64], row: &Params) -> Result<Answer> {
    let h = client.stream_open(row)?;
    for &x in close {
        client.stream_bar(h, x, false)?;
    }
    let got = client.stream_close(h)?;
    let want = kernel_safe::sweep(&Sweep::new(close, std::slice::from_ref(row))?);
    Ok(Answer::wrong_unless(same(&[got], &want), || {
        format!("stream answered wrong: {got:?} vs {want:?}")
    }))
}

fn sweep_handle(client: &mut Client<Conn>, close: &[f64], rows: &[Params]) -> Result<Answer> {
    let h = client.load(close)?;
    let (got, _) = client.sweep_handle(h, rows, false)?;
    client.unload(h)?;
    let want = kernel_safe::sweep(&Sweep::new(close, rows)?);
    Ok(Answer::wrong_unless(same(&got, &want), || {
        format!("sweep_handle answered wrong: {got:?} vs {want:?}")
    }))
}

fn malformed(
    client: &mut Client<Conn>,
    rng: &mut Rng,
    close: &[f64],
    rows: &[Params],
) -> Result<Answer> {
    let body = malformed_body(rng, close, rows);
    let reply =
        exchange(client.stream_mut(), &frame(&body))?.context("no reply to a malformed request")?;
    Ok(match decode_reply(&reply, Expect::Handle, false) {
        Err(ProtocolError { .. }) if reply.len() % 2 == 1 => Answer::Refused,
        // A random body can be a valid request by chance (e.g. UNLOAD of an
        // unknown handle is an error, but ECHO of random bytes is valid):
        // accept any well-formed reply to a request that decodes.
        _ if transport::decode_request(&body).is_ok() => Answer::Right,
        _ => Answer::Wrong(format!("malformed request {body:02x?} answered as valid")),
    })
}

/// A malformed body: random bytes behind a valid length prefix (never
/// fatal), or a valid request with one byte flipped in its counts.
fn malformed_body(rng: &mut Rng, close: &[f64], rows: &[Params]) -> Vec<u8> {
    if rng.below(2) == 0 {
        (0..1 + rng.below(64)).map(|_| rng.next() as u8).collect()
    } else {
        let mut b =
            transport::encode_request(transport::Op::Sweep, false, close, rows, 0)[4..].to_vec();
        let i = 1 + rng.below(8) as usize;
        b[i] ^= 1 + rng.below(255) as u8;
        b
    }
}
