//! One architecture: a kernel behind a boundary, called in one pattern,
//! from Python (the study's client) or from Rust.

use crate::Context;
use crate::keys::{ArchKey, Pattern, Side, Transport};
use anyhow::{Context as _, Result, bail};
use kernel_spec::{ComboResult, Params};
use measure::sample::Measured;
use measure::servers::{Endpoint, ffi_library};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use transport::{Client, Expect, Op, Reply, decode_reply, encode_request};

/// The worker-request fields of an in-process route with this kernel.
pub fn inproc_target(
    transport: Transport,
    kernel: &str,
    threads: usize,
) -> Result<serde_json::Value> {
    let Some(mut t) = transport.inproc_fields() else {
        bail!("{} is not an in-process route", transport.name());
    };
    t["kernel"] = serde_json::json!(kernel);
    t["threads"] = serde_json::json!(threads);
    if transport == Transport::CTYPES {
        t["library"] = serde_json::json!(ffi_library()?);
    }
    Ok(t)
}

/// What a timed architecture talks to.
pub enum Route {
    /// A running server, or a persistent pipe (`Endpoint::pipe`).
    Connected(Endpoint),
    /// A fresh `ipc-engine stdio` per call (the spawn patterns).
    Spawn,
    /// No boundary: the kernel inside the Python worker, through the fields
    /// of a worker request (`{"inproc": "pyo3"|"ctypes", …}`).
    InProcess(serde_json::Value),
}

pub struct Arch {
    pub key: ArchKey,
    pub route: Route,
    pub engine: PathBuf,
    pub threads: usize,
}

impl Arch {
    pub fn label(&self) -> String {
        self.key.label()
    }

    pub fn run(&self, ctx: &mut Context) -> Result<Measured> {
        let (pattern, kernel) = (self.key.pattern, self.key.kernel.as_str());
        match self.key.client {
            Side::Python => {
                let target = match &self.route {
                    Route::Spawn => serde_json::json!({"engine": self.engine, "kernel": kernel}),
                    Route::Connected(e) => e.python_target().with_context(|| {
                        format!("{}: no Python client for this transport", self.label())
                    })?,
                    Route::InProcess(t) => t.clone(),
                };
                let r = ctx.numba()?.arch(pattern.python_name(), target)?;
                Ok(Measured {
                    seconds: r.seconds,
                    compute: Some(r.compute_s),
                    handling: Some(r.handling_s),
                    results: r.results,
                })
            }
            Side::Rust => {
                let (close, params) = (&ctx.paper.dataset.close, &ctx.paper.params);
                match (&self.route, pattern) {
                    (Route::Spawn, Pattern::Spawn) => spawn(&self.engine, kernel, close, params),
                    (Route::Spawn, Pattern::SpawnPerCombo) => {
                        let mut acc = Acc::new(params.len());
                        let t0 = Instant::now();
                        for (k, row) in params.iter().enumerate() {
                            let m = spawn(&self.engine, kernel, close, std::slice::from_ref(row))?;
                            acc.put(
                                k,
                                m.results[0],
                                (m.compute.unwrap_or(0.0), m.handling.unwrap_or(0.0)),
                            );
                        }
                        Ok(acc.done(t0))
                    }
                    (Route::Connected(endpoint), pat) => {
                        connected(&mut endpoint.connect()?, pat, close, params)
                    }
                    _ => bail!("{}: no Rust client for this route", self.label()),
                }
            }
        }
    }
}

/// Per-combo results and summed engine times of the one-call-per-combo patterns.
struct Acc {
    results: Vec<ComboResult>,
    compute: f64,
    handling: f64,
}

impl Acc {
    fn new(n: usize) -> Self {
        Acc {
            results: vec![
                ComboResult {
                    pnl: f64::NAN,
                    trades: -1
                };
                n
            ],
            compute: 0.0,
            handling: 0.0,
        }
    }
    fn put(&mut self, k: usize, r: ComboResult, (compute, handling): (f64, f64)) {
        self.results[k] = r;
        self.compute += compute;
        self.handling += handling;
    }
    fn done(self, t0: Instant) -> Measured {
        Measured {
            seconds: t0.elapsed().as_secs_f64(),
            compute: Some(self.compute),
            handling: Some(self.handling),
            results: self.results,
        }
    }
}

/// (compute, handling) seconds from a timing trailer.
fn secs(t: Option<transport::Timing>) -> (f64, f64) {
    t.map_or((0.0, 0.0), |t| {
        (t.compute_ns as f64 / 1e9, t.handling_ns as f64 / 1e9)
    })
}

fn connected<S: Read + Write>(
    c: &mut Client<S>,
    pattern: Pattern,
    close: &[f64],
    params: &[Params],
) -> Result<Measured> {
    let t0 = Instant::now();
    match pattern {
        Pattern::Batch | Pattern::BatchJson => {
            let (results, t) = if pattern == Pattern::Batch {
                c.sweep(close, params, true)?
            } else {
                c.sweep_json(close, params, true)?
            };
            let (compute, handling) = secs(t);
            Ok(Measured {
                seconds: t0.elapsed().as_secs_f64(),
                compute: Some(compute),
                handling: Some(handling),
                results,
            })
        }
        Pattern::Chatty | Pattern::ChattyJson => {
            let mut acc = Acc::new(params.len());
            for (k, row) in params.iter().enumerate() {
                let row = std::slice::from_ref(row);
                let (r, t) = if pattern == Pattern::Chatty {
                    c.sweep(close, row, true)?
                } else {
                    c.sweep_json(close, row, true)?
                };
                acc.put(k, r[0], secs(t));
            }
            Ok(acc.done(t0))
        }
        Pattern::Preloaded => {
            // The series is loaded before the clock starts, like the
            // connection: the row measures the 80 params-only calls.
            let h = c.load(close)?;
            let t0 = Instant::now();
            let mut acc = Acc::new(params.len());
            for (k, row) in params.iter().enumerate() {
                let (r, t) = c.sweep_handle(h, std::slice::from_ref(row), true)?;
                acc.put(k, r[0], secs(t));
            }
            let m = acc.done(t0);
            c.unload(h)?;
            Ok(m)
        }
        Pattern::Spawn | Pattern::SpawnPerCombo => bail!("a spawn pattern has no connection"),
    }
}

/// One `ipc-engine stdio` process: request on stdin, reply on stdout.
///
/// Deliberately without `die_with_parent`: a `pre_exec` hook makes std fork
/// and exec instead of `posix_spawn`, which would change the spawn cost this
/// row measures. The child cannot be orphaned for long anyway: it reads one
/// request from a pipe the harness holds and exits at its end of file.
fn spawn(engine: &PathBuf, kernel: &str, close: &[f64], params: &[Params]) -> Result<Measured> {
    let t0 = Instant::now();
    let mut child = Command::new(engine)
        .args(["stdio", "--kernel", kernel])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| format!("cannot spawn {}", engine.display()))?;
    let frame = encode_request(Op::Sweep, true, close, params, 0);
    child.stdin.take().context("stdin")?.write_all(&frame)?;
    let out = child.wait_with_output()?;
    let seconds = t0.elapsed().as_secs_f64();
    if !out.status.success() || out.stdout.len() < 4 {
        bail!(
            "spawned ipc-engine failed ({}): {} bytes of reply",
            out.status,
            out.stdout.len()
        );
    }
    match decode_reply(
        &out.stdout[4..],
        Expect::Sweep {
            n_combos: params.len(),
        },
        true,
    )? {
        (Reply::Sweep(results), t) => {
            let (compute, handling) = secs(t);
            Ok(Measured {
                seconds,
                compute: Some(compute),
                handling: Some(handling),
                results,
            })
        }
        _ => unreachable!("decode_reply returns the expected kind"),
    }
}

/// 1-float echo round trips from Rust: (p50, p99, mean) in µs.
pub fn echo_floor(endpoint: &Endpoint, n: usize) -> Result<(f64, f64, f64)> {
    let mut us = echo_times(endpoint, &[(1, n)], Duration::ZERO)?
        .warm
        .remove(0);
    us.sort_by(f64::total_cmp);
    let pct = |q: f64| us[((us.len() - 1) as f64 * q).round() as usize];
    Ok((
        pct(0.5),
        pct(0.99),
        us.iter().sum::<f64>() / us.len() as f64,
    ))
}

/// Round trips of one echo run, µs.
pub struct EchoRun {
    /// The first [`COLD_TRIPS`] 1-float round trips on a fresh connection,
    /// before any warm-up: what a caller that has been idle pays.
    pub cold: Vec<f64>,
    /// Per requested point, after the warm-up.
    pub warm: Vec<Vec<f64>>,
}

pub const COLD_TRIPS: usize = 20;

/// Echo round trips from Rust over one connection: [`COLD_TRIPS`] timed
/// 1-float trips at once, then 1-float trips for `warmup`, then for each
/// (floats, count) 20 untimed and `count` timed round trips. Each call
/// encodes its frame, as a client sending fresh data would; every reply is
/// compared byte for byte with what was sent (after its clock stops).
pub fn echo_times(
    endpoint: &Endpoint,
    points: &[(usize, usize)],
    warmup: Duration,
) -> Result<EchoRun> {
    let mut c = endpoint.connect()?;
    let mut trip = |payload: &[f64], expected: &[u8]| -> Result<f64> {
        let t0 = Instant::now();
        let back = c.echo(payload)?;
        let us = t0.elapsed().as_secs_f64() * 1e6;
        if back != expected {
            bail!(
                "echo of {} floats came back different ({} bytes)",
                payload.len(),
                back.len()
            );
        }
        Ok(us)
    };
    let payload_of = |floats: usize| {
        let payload: Vec<f64> = (0..floats).map(|i| 100.0 + i as f64 * 1e-3).collect();
        let bytes = kernel_spec::dataset::f64_le_bytes(&payload);
        (payload, bytes)
    };
    let (one, one_bytes) = payload_of(1);
    let cold = (0..COLD_TRIPS)
        .map(|_| trip(&one, &one_bytes))
        .collect::<Result<_>>()?;
    let t0 = Instant::now();
    while t0.elapsed() < warmup {
        trip(&one, &one_bytes)?;
    }
    let warm = points
        .iter()
        .map(|&(floats, count)| {
            let (payload, bytes) = payload_of(floats);
            for _ in 0..count.min(20) {
                trip(&payload, &bytes)?;
            }
            (0..count).map(|_| trip(&payload, &bytes)).collect()
        })
        .collect::<Result<_>>()?;
    Ok(EchoRun { cold, warm })
}
