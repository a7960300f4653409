//! One architecture: a kernel behind a boundary, called in one pattern,
//! from Python (the study's client) or from Rust.

use super::Context;
use super::timing::Measured;
use crate::servers::Endpoint;
use anyhow::{Context as _, Result, bail};
use kernel_spec::{ComboResult, Params};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;
use transport::{Client, Expect, Op, Reply, decode_reply, encode_request};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Python,
    Rust,
}

/// How the sweep crosses the boundary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// One round trip with all combos.
    Batch,
    /// One round trip per combo, the series re-sent each time.
    Chatty,
    /// The series loaded once, then one params-only round trip per combo.
    Preloaded,
    /// A fresh `ipc-engine stdio` process for the whole sweep.
    Spawn,
    /// A fresh process per combo.
    SpawnPerCombo,
}

impl Pattern {
    pub fn python_name(self) -> &'static str {
        match self {
            Pattern::Batch => "batch",
            Pattern::Chatty => "chatty",
            Pattern::Preloaded => "preloaded",
            Pattern::Spawn => "spawn",
            Pattern::SpawnPerCombo => "spawn_per_combo",
        }
    }
}

pub struct Arch {
    /// The study's name for the architecture (`rust_batch_unix`, …).
    pub name: String,
    pub side: Side,
    pub pattern: Pattern,
    /// The server for connected patterns; `None` for spawns.
    pub endpoint: Option<(Endpoint, serde_json::Value)>,
    pub engine: PathBuf,
    pub kernel: String,
    pub threads: usize,
}

impl Arch {
    pub fn label(&self) -> String {
        let side = match self.side {
            Side::Python => "Python",
            Side::Rust => "Rust",
        };
        format!("{} ({side} client, {})", self.name, self.kernel)
    }

    pub fn run(&self, ctx: &mut Context) -> Result<Measured> {
        match self.side {
            Side::Python => {
                let target = match (&self.endpoint, self.pattern) {
                    (_, Pattern::Spawn | Pattern::SpawnPerCombo) => {
                        serde_json::json!({"engine": self.engine, "kernel": self.kernel})
                    }
                    (Some((_, t)), _) => t.clone(),
                    (None, _) => bail!("{}: no server", self.name),
                };
                let r = ctx.numba()?.arch(self.pattern.python_name(), target)?;
                Ok(Measured {
                    seconds: r.seconds,
                    compute: Some(r.compute_s),
                    handling: Some(r.handling_s),
                    results: r.results,
                })
            }
            Side::Rust => {
                let (close, params) = (&ctx.paper.dataset.close, &ctx.paper.params);
                match (&self.endpoint, self.pattern) {
                    (_, Pattern::Spawn) => spawn(&self.engine, &self.kernel, close, params),
                    (_, Pattern::SpawnPerCombo) => {
                        let mut acc = Acc::new(params.len());
                        let t0 = Instant::now();
                        for (k, row) in params.iter().enumerate() {
                            let m = spawn(
                                &self.engine,
                                &self.kernel,
                                close,
                                std::slice::from_ref(row),
                            )?;
                            acc.put(
                                k,
                                m.results[0],
                                (m.compute.unwrap_or(0.0), m.handling.unwrap_or(0.0)),
                            );
                        }
                        Ok(acc.done(t0))
                    }
                    (Some((Endpoint::Unix(p), _)), pat) => {
                        connected(&mut Client::connect_unix(p)?, pat, close, params)
                    }
                    (Some((Endpoint::Tcp(a), _)), pat) => {
                        connected(&mut Client::connect_tcp(a)?, pat, close, params)
                    }
                    (Some((Endpoint::Shm(p, wait), _)), pat) => {
                        connected(&mut Client::open_shm(p, *wait)?, pat, close, params)
                    }
                    (None, _) => bail!("{}: no server", self.name),
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
        Pattern::Batch => {
            let (results, t) = c.sweep(close, params, true)?;
            let (compute, handling) = secs(t);
            Ok(Measured {
                seconds: t0.elapsed().as_secs_f64(),
                compute: Some(compute),
                handling: Some(handling),
                results,
            })
        }
        Pattern::Chatty => {
            let mut acc = Acc::new(params.len());
            for (k, row) in params.iter().enumerate() {
                let (r, t) = c.sweep(close, std::slice::from_ref(row), true)?;
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
        Pattern::Spawn | Pattern::SpawnPerCombo => unreachable!("spawns are not connected"),
    }
}

/// One `ipc-engine stdio` process: request on stdin, reply on stdout.
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
    fn run<S: Read + Write>(c: &mut Client<S>, n: usize) -> Result<Vec<f64>> {
        let one = [100.0];
        for _ in 0..50 {
            c.echo(&one)?;
        }
        (0..n)
            .map(|_| {
                let t0 = Instant::now();
                c.echo(&one)?;
                Ok(t0.elapsed().as_secs_f64() * 1e6)
            })
            .collect()
    }
    let mut us = match endpoint {
        Endpoint::Unix(p) => run(&mut Client::connect_unix(p)?, n)?,
        Endpoint::Tcp(a) => run(&mut Client::connect_tcp(a)?, n)?,
        Endpoint::Shm(p, wait) => run(&mut Client::open_shm(p, *wait)?, n)?,
    };
    us.sort_by(f64::total_cmp);
    let pct = |q: f64| us[((us.len() - 1) as f64 * q).round() as usize];
    Ok((
        pct(0.5),
        pct(0.99),
        us.iter().sum::<f64>() / us.len() as f64,
    ))
}
