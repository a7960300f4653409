//! Sweeps arriving together: at most `--workers` compute at once, in
//! arrival order, every answer right (issue 29's bounded compute pool).

use super::Case;
use crate::engine::Engine;
use anyhow::{Context, Result, ensure};
use kernel_spec::{ComboResult, Sweep};
use std::path::Path;
use std::sync::Barrier;
use std::time::{Duration, Instant};

/// Clients sending their sweep at the same instant.
const CLIENTS: usize = 16;

pub(crate) fn cases() -> Vec<Case> {
    vec![Case {
        group: "load",
        name: "16 sweeps sent at once",
        expect: "every answer right; with the default --workers (the cores) no more compute at once (each about as fast as a lone sweep, the wait in its handling time), with --workers 16 all time-sliced together — both reported",
        run: |exe| {
            let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
            let default = burst(exe, None)?;
            let all = burst(exe, Some(CLIENTS))?;
            Ok(format!(
                "--workers {cores} (the default here): {}; --workers {CLIENTS}: {}",
                default.said(),
                all.said()
            ))
        },
    }]
}

/// What one burst saw, from the engine's own clocks and the clients'.
struct Burst {
    /// Each sweep's time in the kernel.
    compute: Vec<Duration>,
    /// Each request's time in the engine, waiting for a place included.
    handling: Vec<Duration>,
    /// From the common start to the last answer.
    last: Duration,
}

impl Burst {
    fn said(&self) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let median = |v: &[Duration]| {
            let mut v = v.to_vec();
            v.sort();
            v[v.len() / 2]
        };
        format!(
            "compute median {:.1} ms (max {:.1}), handling median {:.1} ms (max {:.1}), last answer {:.1} ms after the start",
            ms(median(&self.compute)),
            ms(*self.compute.iter().max().expect("a burst has sweeps")),
            ms(median(&self.handling)),
            ms(*self.handling.iter().max().expect("a burst has sweeps")),
            ms(self.last)
        )
    }
}

/// [`CLIENTS`] connections, each sending the same sweep once all are
/// connected, on an engine with `--workers workers` (`None`: its default);
/// every answer is checked against kernel-safe, bit for bit.
fn burst(exe: &Path, workers: Option<usize>) -> Result<Burst> {
    let n = workers.map(|w| w.to_string());
    let flag = n.as_deref().map_or(vec![], |n| vec!["--workers", n]);
    let e = Engine::start(exe, &flag)?;
    let close = kernel_spec::dataset::chacha_gbm(29, 20_000, 0.01);
    let grid = &kernel_spec::paper_grid()[..16];
    let want = kernel_safe::sweep(&Sweep::new(&close, grid)?);
    let start = Barrier::new(CLIENTS + 1);
    let (answers, t0) = std::thread::scope(|s| -> Result<_> {
        let clients: Vec<_> = (0..CLIENTS)
            .map(|i| {
                let (e, close, start) = (&e, &close, &start);
                s.spawn(move || -> Result<(Vec<ComboResult>, Duration, Duration)> {
                    let mut c = e.client().with_context(|| format!("client {i}"))?;
                    start.wait();
                    let (got, timing) = c
                        .sweep(close, grid, true)
                        .with_context(|| format!("client {i}'s sweep"))?;
                    let timing = timing.context("a timed sweep's reply carries its timing")?;
                    Ok((
                        got,
                        Duration::from_nanos(timing.compute_ns),
                        Duration::from_nanos(timing.handling_ns),
                    ))
                })
            })
            .collect();
        start.wait();
        let t0 = Instant::now();
        let answers = clients
            .into_iter()
            .map(|c| c.join().expect("a burst client panicked"))
            .collect::<Result<Vec<_>>>()?;
        Ok((answers, t0))
    })?;
    let last = t0.elapsed();
    for (i, (got, ..)) in answers.iter().enumerate() {
        ensure!(
            got.len() == want.len()
                && got
                    .iter()
                    .zip(&want)
                    .all(|(g, w)| g.trades == w.trades && g.pnl.to_bits() == w.pnl.to_bits()),
            "client {i} of a burst on --workers {workers:?} answered differently from kernel-safe"
        );
    }
    Ok(Burst {
        compute: answers.iter().map(|a| a.1).collect(),
        handling: answers.iter().map(|a| a.2).collect(),
        last,
    })
}
