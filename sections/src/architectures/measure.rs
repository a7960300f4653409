//! Measuring the architectures: start the engines, build every contender,
//! gate and time them interleaved, then the echo floors — into a
//! [`Record`], nothing rendered here.

use super::record::{ArchKey, FloorBlocks, Record, Row, Transport};
use anyhow::{Result, bail};
use measure::numba::Rung;
use measure::servers::{self, Endpoint, EngineProcess, Listen, engine_binary};
use report::arch::{Arch, Route, echo_floor, inproc_target};
use report::keys::{Pattern, Side};
use report::timing::{Contender, gate_and_time};
use report::{Context, progress};
use std::path::Path;
use transport::table::{Python, Reach, Rows};

/// Round trips per echo-floor block, and interleaved blocks per figure.
pub const ECHO_TRIPS: usize = 1000;
pub const FLOOR_BLOCKS: usize = 5;

/// The engines every connected contender talks to, kept alive for the
/// run: one per served transport and kernel the run's rows need.
struct Engines {
    served: Vec<(Transport, String, EngineProcess)>,
}

/// The fastest kernel with kernel-safe's trades, behind the boundary (issue
/// 17): compute an order of magnitude cheaper than kernel-safe's, so the
/// boundary's share grows.
pub const FAST: &str = "par-sliding-simd";

impl Engines {
    /// One engine per served (transport, kernel) pair of `keys` (unpinned,
    /// as the study ran).
    fn start(exe: &Path, keys: &[ArchKey]) -> Result<Self> {
        let mut pairs: Vec<(Transport, String)> = Vec::new();
        for k in keys {
            let pair = (k.transport, k.kernel.clone());
            if matches!(k.transport.entry().reach, Reach::Served(_)) && !pairs.contains(&pair) {
                pairs.push(pair);
            }
        }
        let mut said: Vec<(Transport, Vec<&str>)> = Vec::new();
        for (t, k) in &pairs {
            match said.iter_mut().find(|(s, _)| s == t) {
                Some((_, ks)) => ks.push(k),
                None => said.push((*t, vec![k])),
            }
        }
        progress(&format!(
            "starting ipc-engine servers ({})",
            said.iter()
                .map(|(t, ks)| format!("{}: {}", t.name(), ks.join(", ")))
                .collect::<Vec<_>>()
                .join("; ")
        ));
        let served = pairs
            .into_iter()
            .map(|(t, k)| {
                let e = servers::serve(exe, Listen::Fresh(t), &k, None, &[])?;
                Ok((t, k, e))
            })
            .collect::<Result<_>>()?;
        Ok(Engines { served })
    }

    /// The route of a key with a boundary: its server, a persistent pipe or a spawn.
    fn route(&self, exe: &Path, key: &ArchKey) -> Result<Route> {
        match key.transport.entry().reach {
            Reach::Served(_) => match self
                .served
                .iter()
                .find(|(t, k, _)| *t == key.transport && *k == key.kernel)
            {
                Some((_, _, s)) => Ok(Route::Connected(s.endpoint.clone())),
                None => bail!("{}: no engine was started for it", key.label()),
            },
            Reach::Child => Ok(Route::Connected(Endpoint::pipe(exe, &key.kernel, None))),
            Reach::Spawn => Ok(Route::Spawn),
            Reach::InProcess => bail!("{}: in process, no engine", key.label()),
        }
    }
}

/// The architectures a run measures, in the table's order: every one
/// (`full`), or the core rows of a default run.
pub fn keys(full: bool) -> Vec<ArchKey> {
    every_key()
        .into_iter()
        .filter(|k| full || core(k))
        .collect()
}

/// The rows a default run measures: from the study's client (Python), the
/// study's architectures and the ones it only estimated (TCP, preloaded,
/// JSON, spawn per combo), the faster kernels behind a socket, and the
/// zero point in process. `--full` adds the Rust-client duplicates, JSON
/// per call, pipes, shared memory and the other chatty variants.
pub fn core(key: &ArchKey) -> bool {
    use Pattern::*;
    let safe = key.kernel == kernels::REFERENCE;
    key.client == Side::Python
        && match (key.pattern, key.transport) {
            (Batch | Chatty | Preloaded | BatchJson, Transport::UNIX) => {
                safe || key.pattern == Batch
            }
            (Pattern::Spawn | SpawnPerCombo, _) | (Batch, Transport::TCP | Transport::PYO3) => true,
            (Batch, Transport::CTYPES) => !safe,
            _ => false,
        }
}

/// Every architecture of the table, in the table's order.
pub fn every_key() -> Vec<ArchKey> {
    use Pattern::{Batch, BatchJson, Chatty, ChattyJson, Preloaded, SpawnPerCombo};
    use Side::*;
    let (unix, tcp, pipe) = (Transport::UNIX, Transport::TCP, Transport::PIPE);
    let (shm_spin, shm_futex) = (Transport::SHM_SPIN, Transport::SHM_SPIN_THEN_FUTEX);
    let k = ArchKey::new;
    let mut keys = Vec::new();
    for side in [Python, Rust] {
        keys.extend([
            k(Batch, unix, side, kernels::REFERENCE),
            k(Chatty, unix, side, kernels::REFERENCE),
            k(Pattern::Spawn, Transport::SPAWN, side, kernels::REFERENCE),
            k(Batch, tcp, side, kernels::REFERENCE),
            k(Preloaded, unix, side, kernels::REFERENCE),
        ]);
    }
    // JSON on the wire, measured end to end (the study only priced it).
    keys.extend([
        k(BatchJson, unix, Python, kernels::REFERENCE),
        k(BatchJson, unix, Rust, kernels::REFERENCE),
        k(ChattyJson, unix, Python, kernels::REFERENCE),
    ]);
    // A persistent pipe: one `ipc-engine stdio` kept open (no server).
    keys.extend([
        k(Batch, pipe, Python, kernels::REFERENCE),
        k(Batch, pipe, Rust, kernels::REFERENCE),
        k(Chatty, pipe, Rust, kernels::REFERENCE),
        k(SpawnPerCombo, Transport::SPAWN, Rust, kernels::REFERENCE),
        k(Batch, unix, Python, "unchecked"),
        k(Chatty, tcp, Python, kernels::REFERENCE),
        k(SpawnPerCombo, Transport::SPAWN, Python, kernels::REFERENCE),
        k(Batch, unix, Python, "simd"),
        k(Batch, unix, Python, "par-simd"),
        k(Batch, unix, Rust, "simd"),
        k(Batch, shm_futex, Rust, kernels::REFERENCE),
        k(Chatty, shm_futex, Rust, kernels::REFERENCE),
        k(Preloaded, shm_spin, Rust, kernels::REFERENCE),
    ]);
    // No boundary: the same kernels inside the Python process (the zero point).
    for ffi in [Transport::PYO3, Transport::CTYPES] {
        for kernel in [kernels::REFERENCE, "simd", "par-simd"] {
            keys.push(k(Batch, ffi, Python, kernel));
        }
        keys.push(k(Chatty, ffi, Python, kernels::REFERENCE));
    }
    // Far cheaper compute behind the same boundaries (issue 17).
    for side in [Python, Rust] {
        keys.push(k(Batch, unix, side, FAST));
        keys.push(k(Batch, pipe, side, FAST));
        keys.push(k(Batch, shm_futex, side, FAST));
    }
    for ffi in [Transport::PYO3, Transport::CTYPES] {
        keys.push(k(Batch, ffi, Python, FAST));
    }
    // Every other transport the table has the architectures measure: a
    // batch row from each client that reaches it and has no row above.
    for t in Transport::all() {
        if !t.is_measured(Rows::Architectures, t.arch_placement()) {
            continue;
        }
        for (side, has) in [(Python, t.python()), (Rust, t.rust())] {
            if has && !keys.iter().any(|x| x.transport == t && x.client == side) {
                keys.push(k(Batch, t, side, kernels::REFERENCE));
            }
        }
    }
    keys
}

/// The (transport, client) pairs whose one-float echo floor is measured:
/// every transport the table gives a floor, from each client it has.
pub fn floors() -> Vec<(Transport, Side)> {
    Transport::all()
        .filter(|t| t.is_measured(Rows::Floor, t.arch_placement()))
        .flat_map(|t| {
            // A floor is a connection's (or an in-process call's), not a spawn's.
            let python = t.in_process() || t.entry().python == Python::Client;
            [(Side::Python, python), (Side::Rust, t.rust())]
                .into_iter()
                .filter(|(_, has)| *has)
                .map(move |(side, _)| (t, side))
        })
        .collect()
}

pub fn measure(ctx: &mut Context) -> Result<Record> {
    let exe = engine_binary()?;
    let keys = keys(ctx.full);
    let floors = floors();
    let floor_keys: Vec<ArchKey> = floors
        .iter()
        .map(|&(t, side)| ArchKey::new(Pattern::Batch, t, side, kernels::REFERENCE))
        .collect();
    let engines = Engines::start(&exe, &[&keys[..], &floor_keys[..]].concat())?;
    let contenders = contenders(keys, &engines, &exe)?;
    // Every ratio is to numba-njit (the first row).
    let ratio_to: Vec<_> = (0..contenders.len())
        .map(|i| (i > 0).then_some(0))
        .collect();
    let timed = gate_and_time(ctx, &contenders, &ratio_to)?;
    let floors = echo_floors(ctx, &engines, &exe, &floors)?;
    drop(engines);

    let rows = contenders
        .iter()
        .zip(timed)
        .map(|(c, t)| Row {
            key: match c {
                Contender::Arch(a) => Some(a.key.clone()),
                _ => None,
            },
            t: t.into(),
        })
        .collect();
    Ok(Record {
        runs: ctx.runs,
        combos: ctx.paper.params.len(),
        rows,
        floors,
        echo_trips: ECHO_TRIPS,
    })
}

/// numba-njit (the ratios' base), then every architecture of the run, each
/// with its route: in process, or to its engine.
fn contenders(keys: Vec<ArchKey>, engines: &Engines, exe: &Path) -> Result<Vec<Contender>> {
    let cores = kernels::all_cores();
    let mut contenders = vec![Contender::Numba(Rung::M2)];
    for key in keys {
        let threads = if key.kernel.starts_with("par-") {
            cores
        } else {
            1
        };
        let route = if key.transport.in_process() {
            Route::InProcess(inproc_target(key.transport, &key.kernel, threads)?)
        } else {
            engines.route(exe, &key)?
        };
        contenders.push(Contender::Arch(Arch {
            key,
            route,
            engine: exe.to_path_buf(),
            threads,
        }));
    }
    Ok(contenders)
}

/// [`FLOOR_BLOCKS`] interleaved blocks of one-float echoes per transport
/// and client of [`floors`].
fn echo_floors(
    ctx: &mut Context,
    engines: &Engines,
    exe: &Path,
    pairs: &[(Transport, Side)],
) -> Result<Vec<FloorBlocks>> {
    progress(&format!(
        "echo floors: {FLOOR_BLOCKS} interleaved blocks of {ECHO_TRIPS} one-float round trips per transport and client"
    ));
    let mut floors: Vec<FloorBlocks> = pairs
        .iter()
        .map(|&(transport, client)| FloorBlocks {
            transport,
            client,
            blocks: Vec::new(),
        })
        .collect();
    for _ in 0..FLOOR_BLOCKS {
        for f in floors.iter_mut() {
            let block = echo_block(ctx, engines, exe, f.transport, f.client)?;
            f.blocks.push([block.0, block.1, block.2]);
        }
    }
    Ok(floors)
}

/// One block of [`ECHO_TRIPS`] one-float round trips: (p50, p99, mean) µs.
fn echo_block(
    ctx: &mut Context,
    engines: &Engines,
    exe: &Path,
    transport: Transport,
    client: Side,
) -> Result<(f64, f64, f64)> {
    Ok(match (transport, client) {
        (t, Side::Python) if t.in_process() => ctx
            .numba()?
            .echo_floor(inproc_target(t, kernels::REFERENCE, 1)?, ECHO_TRIPS)?,
        (t, client) => {
            let key = ArchKey::new(Pattern::Batch, t, client, kernels::REFERENCE);
            let Route::Connected(endpoint) = engines.route(exe, &key)? else {
                bail!("{}: a floor needs a connection", key.label());
            };
            match client {
                Side::Python => ctx
                    .numba()?
                    .echo_floor(endpoint.python_target().unwrap_or_default(), ECHO_TRIPS)?,
                Side::Rust => echo_floor(&endpoint, ECHO_TRIPS)?,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_floors_are_the_tables_from_every_client_that_connects() {
        let f = floors();
        for pair in [
            (Transport::UNIX, Side::Python),
            (Transport::UNIX, Side::Rust),
            (Transport::TCP, Side::Rust),
            (Transport::SHM_SPIN, Side::Rust),
            (Transport::SHM_SPIN_THEN_FUTEX, Side::Rust),
            (Transport::PYO3, Side::Python),
            (Transport::CTYPES, Side::Python),
        ] {
            assert!(f.contains(&pair), "{pair:?} in {f:?}");
        }
        // No floor of a spawn, a pipe (no floor in its entry), or a Rust
        // client in process.
        assert!(f.iter().all(|(t, side)| *t != Transport::SPAWN
            && *t != Transport::PIPE
            && !(t.in_process() && *side == Side::Rust)));
    }

    #[test]
    fn every_kernel_named_here_is_the_registrys() {
        // The kernels are typed here as record keys (records keep them);
        // each must be one `kernels::kernel_by_name` builds.
        for k in every_key() {
            assert!(
                kernels::work_of(&k.kernel).is_some(),
                "{} is not in the kernels table",
                k.kernel
            );
        }
        assert_eq!(FAST, format!("par-{}", kernels::SLIDING_SIMD));
    }

    #[test]
    fn every_key_has_a_route_kind_and_no_duplicate() {
        let keys = every_key();
        for (i, k) in keys.iter().enumerate() {
            assert!(!keys[..i].contains(k), "{} twice", k.label());
            assert!(
                k.client == Side::Python || k.transport.rust(),
                "{}: no Rust client reaches {}",
                k.label(),
                k.transport.name()
            );
        }
        assert!(keys.iter().filter(|k| core(k)).count() > 5);
    }
}
