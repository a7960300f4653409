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

pub(crate) fn client_loop(
    socket: &Path,
    series: &[Vec<f64>],
    grid: &[Params],
    seed: u64,
    stop: &AtomicBool,
) -> Tally {
    let mut rng = Rng(seed);
    let mut t = Tally::default();
    let connect = || -> Result<Client<Conn>> {
        let s = UnixStream::connect(socket).context("connect")?;
        s.set_read_timeout(Some(Duration::from_secs(30)))?;
        Ok(Client::new(Conn::Unix(s)))
    };
    let mut client = match connect() {
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
        let result: Result<Option<String>> = (|| {
            Ok(match kind {
                0 => {
                    let (got, _) = client.sweep(close, &rows, rng.below(2) == 0)?;
                    let want = kernel_safe::sweep(&Sweep::new(close, &rows)?);
                    (!same(&got, &want))
                        .then(|| format!("sweep answered wrong: {got:?} vs {want:?}"))
                }
                1 => {
                    let got = client.echo(close)?;
                    let want: Vec<u8> = close.iter().flat_map(|x| x.to_le_bytes()).collect();
                    (got != want).then(|| "echo bytes differ".to_string())
                }
                2 => {
                    let h = client.stream_open(&rows[0])?;
                    for &x in close.iter() {
                        client.stream_bar(h, x, false)?;
                    }
                    let got = client.stream_close(h)?;
                    let want = kernel_safe::sweep(&Sweep::new(close, &rows[..1])?);
                    (!same(&[got], &want))
                        .then(|| format!("stream answered wrong: {got:?} vs {want:?}"))
                }
                3 => {
                    let h = client.load(close)?;
                    let (got, _) = client.sweep_handle(h, &rows, false)?;
                    client.unload(h)?;
                    let want = kernel_safe::sweep(&Sweep::new(close, &rows)?);
                    (!same(&got, &want))
                        .then(|| format!("sweep_handle answered wrong: {got:?} vs {want:?}"))
                }
                _ => {
                    // A malformed body: random bytes behind a valid length
                    // prefix (never fatal), or a valid request with one byte
                    // flipped in its counts.
                    let body: Vec<u8> = if rng.below(2) == 0 {
                        (0..1 + rng.below(64)).map(|_| rng.next() as u8).collect()
                    } else {
                        let mut b =
                            transport::encode_request(transport::Op::Sweep, false, close, &rows, 0)
                                [4..]
                                .to_vec();
                        let i = 1 + rng.below(8) as usize;
                        b[i] ^= 1 + rng.below(255) as u8;
                        b
                    };
                    let reply = exchange(client.stream_mut(), &frame(&body))?
                        .context("no reply to a malformed request")?;
                    match decode_reply(&reply, Expect::Handle, false) {
                        Err(ProtocolError { .. }) if reply.len() % 2 == 1 => {
                            t.refused += 1;
                            return Ok(None);
                        }
                        // A random body can be a valid request by chance
                        // (e.g. UNLOAD of an unknown handle is an error, but
                        // ECHO of random bytes is valid): accept any
                        // well-formed reply to a request that decodes.
                        _ if transport::decode_request(&body).is_ok() => None,
                        _ => Some(format!("malformed request {body:02x?} answered as valid")),
                    }
                }
            })
        })();
        match result {
            Ok(None) => {
                if kind != 4 {
                    t.valid_ok += 1;
                }
            }
            Ok(Some(wrong)) => t.problem(true, wrong),
            Err(e) => {
                t.problem(false, format!("{} request: {e:#}", KINDS[kind]));
                match connect() {
                    Ok(c) => client = c,
                    Err(_) => return t,
                }
            }
        }
    }
    t
}
