//! Measuring the echo curves: engines per placement, interleaved blocks
//! of round trips per transport × client (and the in-process routes),
//! summarised into a [`Record`].

use super::record::{Curve, Noop, Point, Record};
use anyhow::Result;
use measure::affinity::{Placement, pin_current_thread};
use measure::servers::{self, Endpoint, EngineProcess, engine_binary};
use report::arch::{COLD_TRIPS, echo_times, inproc_target};
use report::keys::Side;
use report::keys::Transport;
use report::{Context, progress};
use serde_json::json;
use std::time::Duration;
use transport::table::Rows;

/// Floats each way (8 bytes each), the points.
pub const SIZES: [usize; 7] = [1, 10, 100, 1_000, 10_000, 100_000, 150_000];
/// Interleaved blocks: every transport × client runs once per block.
const BLOCKS: usize = 5;
/// 1-float round trips before the timed ones, per connection. On this
/// machine (a VM) a connection that has been idle starts several times
/// slower and settles within milliseconds; the cold trips are reported apart.
const WARMUP: Duration = Duration::from_millis(100);
/// No-op calls per run, in blocks of this many timed together.
const NOOP_CALLS: usize = 100_000;
const NOOP_BLOCK: usize = 1_000;

/// Round trips per size over the whole run: thousands where a trip takes
/// microseconds, tens where it takes milliseconds.
pub fn count(floats: usize, quick: bool) -> usize {
    let full = match floats {
        0..=1_000 => 3_000,
        1_001..=10_000 => 500,
        _ => 50,
    };
    if quick {
        (full / 5).max(BLOCKS * 2)
    } else {
        full
    }
}

enum Route {
    Engine(Endpoint),
    /// Worker-request fields of an in-process route.
    InProcess(serde_json::Value),
}

struct Target {
    placement: Placement,
    transport: Transport,
    client: Side,
    route: Route,
}

/// Engines per two-process placement and every curve to measure: each
/// transport the table measures there, from each client that has it, then
/// the in-process routes.
fn targets(exe: &std::path::Path) -> Result<(Vec<EngineProcess>, Vec<Placement>, Vec<Target>)> {
    let mut placements = Placement::available();
    if !placements.contains(&Placement::CrossCore) {
        progress("cross-core placement skipped: CPUs 0 and 1 are not both available");
    }
    let mut servers = Vec::new();
    let mut targets = Vec::new();
    for &pl in &placements {
        let (engine_cpu, _) = pl.cpus();
        let transports: Vec<Transport> = Transport::measured_in(Rows::Echo, pl).collect();
        progress(&format!(
            "echo curve, {}: starting engines ({}; pipes start per connection)",
            pl.name(),
            transports
                .iter()
                .map(|t| t.name())
                .collect::<Vec<_>>()
                .join(", ")
        ));
        for t in transports {
            let e = servers::endpoint(exe, t, kernels::REFERENCE, engine_cpu, &mut servers)?;
            for client in [Side::Python, Side::Rust] {
                if client == Side::Python && e.python_target().is_none() {
                    continue;
                }
                targets.push(Target {
                    placement: pl,
                    transport: t,
                    client,
                    route: Route::Engine(e.clone()),
                });
            }
        }
    }
    placements.push(Placement::InProcess);
    for t in Transport::measured_in(Rows::Echo, Placement::InProcess) {
        targets.push(Target {
            placement: Placement::InProcess,
            transport: t,
            client: Side::Python,
            route: Route::InProcess(inproc_target(t, kernels::REFERENCE, 1)?),
        });
    }
    Ok((servers, placements, targets))
}

/// One curve's block: its cold trips and per-size round trips, µs.
fn one_block(
    ctx: &mut Context,
    t: &Target,
    per_block: &[(usize, usize)],
) -> Result<(Vec<f64>, Vec<Vec<f64>>)> {
    let client_cpu = t.placement.cpus().1;
    Ok(match (&t.route, t.client) {
        (Route::InProcess(fields), _) => {
            ctx.numba()?.echo_curve(fields.clone(), per_block, WARMUP)?
        }
        (Route::Engine(e), Side::Python) => {
            let mut target = e.python_target().unwrap_or_default();
            target["client_cpu"] = json!(client_cpu);
            ctx.numba()?.echo_curve(target, per_block, WARMUP)?
        }
        (Route::Engine(e), Side::Rust) => {
            let _pin = pin_current_thread(client_cpu)?;
            let r = echo_times(e, per_block, WARMUP)?;
            (r.cold, r.warm)
        }
    })
}

pub fn measure(ctx: &mut Context) -> Result<Record> {
    let exe = engine_binary()?;
    let quick = ctx.runs < 10;
    let (servers, placements, targets) = targets(&exe)?;
    let noop_routes = [Transport::PYO3, Transport::CTYPES];
    let mut noop: Vec<Noop> = noop_routes
        .iter()
        .map(|&transport| Noop {
            transport,
            blocks: Vec::new(),
            calls_per_block: NOOP_BLOCK,
        })
        .collect();

    let per_block: Vec<(usize, usize)> = SIZES
        .iter()
        .map(|&f| (f, count(f, quick).div_ceil(BLOCKS)))
        .collect();
    let mut samples = vec![vec![Vec::new(); SIZES.len()]; targets.len()];
    let mut colds = vec![Vec::new(); targets.len()];
    for block in 0..BLOCKS {
        progress(&format!(
            "echo curve: block {}/{BLOCKS} ({} placements × transports × clients, {} sizes)",
            block + 1,
            targets.len(),
            SIZES.len()
        ));
        for step in 0..targets.len() {
            let i = (block + step) % targets.len();
            let (cold, us) = one_block(ctx, &targets[i], &per_block)?;
            colds[i].extend(cold);
            for (acc, u) in samples[i].iter_mut().zip(us) {
                acc.extend(u);
            }
        }
        for n in noop.iter_mut() {
            let b = ctx.numba()?.noop_floor(
                inproc_target(n.transport, kernels::REFERENCE, 1)?,
                NOOP_CALLS / BLOCKS,
                NOOP_BLOCK,
            )?;
            n.blocks.push([b.0, b.1, b.2]);
        }
    }
    drop(servers);

    let curves = targets
        .iter()
        .zip(&samples)
        .zip(&colds)
        .map(|((t, per_size), cold)| {
            Ok(Curve {
                placement: t.placement,
                transport: t.transport,
                client: t.client,
                points: per_size
                    .iter()
                    .map(|us| Point::of(us))
                    .collect::<Result<_>>()?,
                cold: Point::of(cold)?,
            })
        })
        .collect::<Result<_>>()?;
    Ok(Record {
        sizes: SIZES.to_vec(),
        counts: SIZES.iter().map(|&f| count(f, quick)).collect(),
        blocks: BLOCKS,
        warmup_ms: WARMUP.as_millis() as u64,
        cold_trips: COLD_TRIPS,
        placements,
        curves,
        noop,
    })
}
