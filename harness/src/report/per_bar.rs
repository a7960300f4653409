//! Per-bar calls, for real: one combo streamed bar by bar through
//! `STREAM_BAR` (150,000 calls) over each transport and from each client,
//! beside the same streaming kernel in this process. The study estimated
//! 150,000 × 14 µs ≈ 2.1 s and stopped there.

use super::findings::BarFinding;
use super::{Context, Section, SectionOutput, progress};
use crate::affinity::{Placement, pin_current_thread};
use crate::servers::{Endpoint, EngineServer, engine_binary};
use crate::stats::{paired_ratios, summarize};
use anyhow::{Context as _, Result, bail};
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Params, Sweep};
use serde_json::json;
use std::time::Instant;
use transport::shm::Wait;

pub struct PerBar;

/// The grid's middle combo (n ≈ 100): a typical window, not the cheapest.
const COMBO: usize = 40;

enum How {
    InProcess,
    Rust(Endpoint, Option<usize>),
    Python(serde_json::Value),
}

struct Contender {
    placement: &'static str,
    transport: String,
    client: &'static str,
    how: How,
}

/// One pass of the streaming kernel over `close` in this process.
fn in_process(close: &[f64], params: Params) -> Result<(f64, ComboResult)> {
    let t0 = Instant::now();
    let mut s = kernel_stream::Stream::new(params)?;
    for &x in close {
        s.push(x)?;
    }
    let seconds = t0.elapsed().as_secs_f64();
    Ok((seconds, s.result()))
}

/// One session over a connection: open (untimed), one `STREAM_BAR` per bar
/// (timed), close (untimed) for the result.
fn over(endpoint: &Endpoint, close: &[f64], params: &Params) -> Result<(f64, ComboResult)> {
    let mut c = endpoint.connect()?;
    let h = c.stream_open(params)?;
    let mut bars = 0;
    let t0 = Instant::now();
    for &x in close {
        bars = c.stream_bar(h, x, false)?.0.bars;
    }
    let seconds = t0.elapsed().as_secs_f64();
    if bars != close.len() as u64 {
        bail!("the session counted {bars} bars of {}", close.len());
    }
    Ok((seconds, c.stream_close(h)?))
}

impl Section for PerBar {
    fn id(&self) -> &'static str {
        "per_bar"
    }

    fn run(&self, ctx: &mut Context) -> Result<SectionOutput> {
        let exe = engine_binary()?;
        let close = ctx.paper.dataset.close.clone();
        let params = *ctx
            .paper
            .params
            .get(COMBO)
            .context("paper has fewer combos than the per-bar combo index")?;
        let reference = kernel_safe::sweep(&Sweep::new(&close, &[params])?)[0];

        let placements: Vec<Placement> = Placement::available()
            .into_iter()
            .filter(|p| *p != Placement::Unpinned)
            .collect();
        let mut servers = Vec::new();
        let mut contenders = vec![Contender {
            placement: "in process",
            transport: "none (kernel-stream)".into(),
            client: "Rust",
            how: How::InProcess,
        }];
        for &pl in &placements {
            let (engine_cpu, client_cpu) = pl.cpus();
            let same = pl == Placement::SameCore;
            let unix = EngineServer::unix_on(&exe, "safe", engine_cpu)?;
            let mut rust: Vec<Endpoint> = vec![unix.endpoint.clone()];
            let mut python: Vec<Endpoint> = vec![unix.endpoint.clone()];
            if same {
                // Cross core, TCP and the pipe cost what UDS does (echo
                // section); their same-core rows show the transport's own cost.
                let tcp = EngineServer::tcp_on(&exe, "safe", engine_cpu)?;
                let pipe = Endpoint::Pipe(exe.clone(), "safe".into(), engine_cpu);
                rust.extend([tcp.endpoint.clone(), pipe.clone()]);
                python.extend([tcp.endpoint.clone(), pipe]);
                servers.push(tcp);
            } else {
                // Shared memory only cross core: a waiter that spins (even
                // for 50 µs) on its peer's core delays the peer it waits for.
                for wait in [Wait::SpinThenFutex, Wait::Spin] {
                    let shm = EngineServer::shm_on(&exe, "safe", wait, engine_cpu)?;
                    rust.push(shm.endpoint.clone());
                    servers.push(shm);
                }
            }
            servers.push(unix);
            for e in rust {
                contenders.push(Contender {
                    placement: pl.name(),
                    transport: e.transport_name(),
                    client: "Rust",
                    how: How::Rust(e, client_cpu),
                });
            }
            for e in python {
                let mut target = e.python_target().context("a Python target")?;
                target["client_cpu"] = json!(client_cpu);
                contenders.push(Contender {
                    placement: pl.name(),
                    transport: e.transport_name(),
                    client: "Python",
                    how: How::Python(target),
                });
            }
        }

        let run = |c: &Contender, ctx: &mut Context| -> Result<(f64, ComboResult)> {
            match &c.how {
                How::InProcess => in_process(&close, params),
                How::Rust(e, cpu) => {
                    let _pin = pin_current_thread(*cpu)?;
                    over(e, &close, &params)
                }
                How::Python(target) => {
                    let r = ctx.numba()?.per_bar(target.clone(), COMBO)?;
                    if r.bars != close.len() {
                        bail!(
                            "the Python client streamed {} bars of {}",
                            r.bars,
                            close.len()
                        );
                    }
                    Ok((r.seconds, r.result))
                }
            }
        };
        let label = |c: &Contender| format!("{} · {} · {}", c.placement, c.transport, c.client);
        // The gate: each contender's first session (also its warm-up) must
        // give the batch kernel's trades exactly and its pnl within 1e-6.
        let mut bit_identical = Vec::new();
        for c in &contenders {
            let (_, r) = run(c, ctx)?;
            check(&label(c), r, reference)?;
            progress(&format!(
                "per-bar gate: {} — pass (trades {}, pnl {:.6})",
                label(c),
                r.trades,
                r.pnl
            ));
            bit_identical.push(r.pnl.to_bits() == reference.pnl.to_bits());
        }
        let mut seconds = vec![Vec::new(); contenders.len()];
        for round in 0..ctx.runs {
            for step in 0..contenders.len() {
                let i = (round + step) % contenders.len();
                let (s, r) = run(&contenders[i], ctx)?;
                check(&label(&contenders[i]), r, reference)?;
                progress(&format!(
                    "per-bar run {}/{} {:<44} {:.3} s",
                    round + 1,
                    ctx.runs,
                    label(&contenders[i]),
                    s
                ));
                seconds[i].push(s);
            }
        }
        drop(servers);

        let bars = close.len() as f64;
        let base = seconds[0].clone();
        let mut table = String::from(
            "| placement | transport | client | 150,000 calls: median s (min–max) | µs per bar | µs per bar beyond in-process (median, min–max) | × in-process | gate |\n|---|---|---|---:|---:|---:|---:|---|\n",
        );
        let mut findings = Vec::new();
        let mut csv = String::from("placement,transport,client,run,seconds\n");
        for ((c, s), exact) in contenders.iter().zip(&seconds).zip(&bit_identical) {
            let wall = summarize(s).context("no runs")?;
            let per_bar: Vec<f64> = s.iter().map(|x| x / bars * 1e6).collect();
            let beyond: Vec<f64> = s
                .iter()
                .zip(&base)
                .map(|(x, b)| (x - b) / bars * 1e6)
                .collect();
            let (per_bar, beyond) = (
                summarize(&per_bar).context("no runs")?,
                summarize(&beyond).context("no runs")?,
            );
            let ratio = summarize(&paired_ratios(s, &base)).context("no runs")?;
            table.push_str(&format!(
                "| {} | {} | {} | {:.3} ({:.3}–{:.3}) | {:.3} | {} | {:.0}× | trades exact, pnl {} |\n",
                c.placement,
                c.transport,
                c.client,
                wall.median,
                wall.min,
                wall.max,
                per_bar.median,
                if matches!(c.how, How::InProcess) {
                    "—".into()
                } else {
                    format!("{:.2} ({:.2}–{:.2})", beyond.median, beyond.min, beyond.max)
                },
                ratio.median,
                if *exact { "bit-identical" } else { "within 1e-6" },
            ));
            for (k, x) in s.iter().enumerate() {
                csv.push_str(&format!(
                    "{},{},{},{},{x:?}\n",
                    c.placement,
                    c.transport,
                    c.client,
                    k + 1
                ));
            }
            if matches!(c.how, How::InProcess) {
                ctx.findings.in_process_bar_us = Some(per_bar);
            } else {
                findings.push(BarFinding {
                    placement: c.placement.into(),
                    transport: c.transport.clone(),
                    client: c.client.into(),
                    wall_s: wall,
                    per_bar_us: per_bar,
                    boundary_per_bar_us: beyond,
                });
            }
        }
        ctx.findings.per_bar = findings;
        let markdown = format!(
            "## Per-bar calls, for real: a live engine fed one bar per call\n\n\
             The streaming kernel (`kernel-stream`; protocol opcodes `STREAM_OPEN`/`STREAM_BAR`/\
             `STREAM_CLOSE`) keeps one combo's WMA windows, HMA lines and position on the \
             engine between calls. Combo {COMBO} of the grid (n={}, h={}, s={}, p={}, p3={}, \
             p2={}) over all {} bars of `paper`: one `STREAM_BAR` round trip per bar, the \
             session opened before and closed after the clock. The same kernel run in this \
             process is the baseline, so \"beyond in-process\" is the boundary's cost per bar \
             (client encoding, the crossing, the engine's decode and session lookup).\n\n\
             **Gate:** every session — the untimed first one and every timed one — must end \
             with the batch kernel-safe result for that combo: trades {} exactly and pnl within \
             {PNL_TOLERANCE:e} of {:.9}. (The parity over all 80 combos and every prefix is a \
             `cargo test`, `kernel-stream/tests`.)\n\n\
             **Placement:** engine and client pinned to one core, or to two (see the echo \
             section for why). Cross core only UDS and shared memory are run (TCP and the pipe \
             cost what UDS does there, echo section); shared memory only cross core (a waiter \
             spinning on its peer's core delays the peer). {} interleaved runs.\n\n{table}\n\
             Study: estimated 150,000 calls × 14 µs ≈ 2.1 s of boundary per pass, never measured.\n",
            params.n,
            params.h,
            params.s,
            params.p,
            params.p3,
            params.p2,
            close.len(),
            reference.trades,
            reference.pnl,
            ctx.runs,
        );
        Ok(SectionOutput {
            markdown,
            data: json!({"combo": COMBO, "params": params, "reference": {"trades": reference.trades, "pnl": reference.pnl},
                         "rows": contenders.iter().zip(&seconds).map(|(c, s)| json!({"placement": c.placement, "transport": c.transport, "client": c.client, "seconds": s})).collect::<Vec<_>>()}),
            csv: Some(csv),
            summary: None,
        })
    }
}

fn check(label: &str, got: ComboResult, want: ComboResult) -> Result<()> {
    if got.trades != want.trades || (got.pnl - want.pnl).abs() > PNL_TOLERANCE || got.pnl.is_nan() {
        bail!(
            "{label}: the streamed session ended with trades {} pnl {} but the batch kernel gives trades {} pnl {}; no timing is reported for a failed gate",
            got.trades,
            got.pnl,
            want.trades,
            want.pnl
        );
    }
    Ok(())
}
