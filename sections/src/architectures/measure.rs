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
use transport::shm::Wait;

/// Round trips per echo-floor block, and interleaved blocks per figure.
pub const ECHO_TRIPS: usize = 1000;
pub const FLOOR_BLOCKS: usize = 5;

/// The engines every connected contender talks to, kept alive for the run.
struct Engines {
    unix: Vec<(String, EngineProcess)>,
    tcp: EngineProcess,
    /// Shared memory, spin then futex: per kernel.
    shm_futex: Vec<(String, EngineProcess)>,
    shm_spin: EngineProcess,
}

/// The kernels served over a Unix socket, and over shared memory.
const UNIX_KERNELS: [&str; 5] = [kernels::REFERENCE, "unchecked", "simd", "par-simd", FAST];
const SHM_KERNELS: [&str; 2] = [kernels::REFERENCE, FAST];

/// The fastest kernel with kernel-safe's trades, behind the boundary (issue
/// 17): compute an order of magnitude cheaper than kernel-safe's, so the
/// boundary's share grows.
pub const FAST: &str = "par-sliding-simd";

impl Engines {
    fn start(exe: &Path) -> Result<Self> {
        progress(&format!(
            "starting ipc-engine servers (unix: {}; tcp: safe; shm spin-then-futex: {}; shm spin: safe)",
            UNIX_KERNELS.join(", "),
            SHM_KERNELS.join(", ")
        ));
        let unix = UNIX_KERNELS
            .into_iter()
            .map(|k| {
                Ok((
                    k.to_string(),
                    servers::serve(exe, Listen::FreshUnix, k, None, &[])?,
                ))
            })
            .collect::<Result<_>>()?;
        let shm_futex = SHM_KERNELS
            .into_iter()
            .map(|k| {
                Ok((
                    k.to_string(),
                    servers::serve(exe, Listen::FreshShm(Wait::SpinThenFutex), k, None, &[])?,
                ))
            })
            .collect::<Result<_>>()?;
        Ok(Engines {
            unix,
            tcp: servers::serve(exe, Listen::LoopbackTcp, kernels::REFERENCE, None, &[])?,
            shm_futex,
            shm_spin: servers::serve(
                exe,
                Listen::FreshShm(Wait::Spin),
                kernels::REFERENCE,
                None,
                &[],
            )?,
        })
    }

    /// The route of a key with a boundary: its server, a persistent pipe or a spawn.
    fn route(&self, exe: &Path, key: &ArchKey) -> Result<Route> {
        fn of_kernel<'a>(
            servers: &'a [(String, EngineProcess)],
            kernel: &str,
        ) -> Option<&'a EngineProcess> {
            servers.iter().find(|(k, _)| k == kernel).map(|(_, s)| s)
        }
        let only_safe = |server| (key.kernel == kernels::REFERENCE).then_some(server);
        let server = match key.transport {
            Transport::Unix => of_kernel(&self.unix, &key.kernel),
            Transport::Tcp => only_safe(&self.tcp),
            Transport::ShmSpinThenFutex => of_kernel(&self.shm_futex, &key.kernel),
            Transport::ShmSpin => only_safe(&self.shm_spin),
            Transport::Pipe => {
                return Ok(Route::Connected(Endpoint::Pipe(
                    exe.into(),
                    key.kernel.clone(),
                    None,
                )));
            }
            Transport::Spawn => return Ok(Route::Spawn),
            Transport::Pyo3 | Transport::Pyo3ZeroCopy | Transport::Ctypes => None,
        };
        match server {
            Some(s) => Ok(Route::Connected(s.endpoint.clone())),
            None => bail!("{}: no engine was started for it", key.label()),
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
            (Batch | Chatty | Preloaded | BatchJson, Transport::Unix) => {
                safe || key.pattern == Batch
            }
            (Pattern::Spawn | SpawnPerCombo, _) | (Batch, Transport::Tcp | Transport::Pyo3) => true,
            (Batch, Transport::Ctypes) => !safe,
            _ => false,
        }
}

/// Every architecture of the table, in the table's order.
pub fn every_key() -> Vec<ArchKey> {
    use Pattern::{Batch, BatchJson, Chatty, ChattyJson, Preloaded, SpawnPerCombo};
    use Side::*;
    use Transport::{Ctypes, Pipe, Pyo3, ShmSpin, ShmSpinThenFutex, Tcp, Unix};
    let k = ArchKey::new;
    let mut keys = Vec::new();
    for side in [Python, Rust] {
        keys.extend([
            k(Batch, Unix, side, kernels::REFERENCE),
            k(Chatty, Unix, side, kernels::REFERENCE),
            k(Pattern::Spawn, Transport::Spawn, side, kernels::REFERENCE),
            k(Batch, Tcp, side, kernels::REFERENCE),
            k(Preloaded, Unix, side, kernels::REFERENCE),
        ]);
    }
    // JSON on the wire, measured end to end (the study only priced it).
    keys.extend([
        k(BatchJson, Unix, Python, kernels::REFERENCE),
        k(BatchJson, Unix, Rust, kernels::REFERENCE),
        k(ChattyJson, Unix, Python, kernels::REFERENCE),
    ]);
    // A persistent pipe: one `ipc-engine stdio` kept open (no server).
    keys.extend([
        k(Batch, Pipe, Python, kernels::REFERENCE),
        k(Batch, Pipe, Rust, kernels::REFERENCE),
        k(Chatty, Pipe, Rust, kernels::REFERENCE),
        k(SpawnPerCombo, Transport::Spawn, Rust, kernels::REFERENCE),
        k(Batch, Unix, Python, "unchecked"),
        k(Chatty, Tcp, Python, kernels::REFERENCE),
        k(SpawnPerCombo, Transport::Spawn, Python, kernels::REFERENCE),
        k(Batch, Unix, Python, "simd"),
        k(Batch, Unix, Python, "par-simd"),
        k(Batch, Unix, Rust, "simd"),
        k(Batch, ShmSpinThenFutex, Rust, kernels::REFERENCE),
        k(Chatty, ShmSpinThenFutex, Rust, kernels::REFERENCE),
        k(Preloaded, ShmSpin, Rust, kernels::REFERENCE),
    ]);
    // No boundary: the same kernels inside the Python process (the zero point).
    for ffi in [Pyo3, Ctypes] {
        for kernel in [kernels::REFERENCE, "simd", "par-simd"] {
            keys.push(k(Batch, ffi, Python, kernel));
        }
        keys.push(k(Chatty, ffi, Python, kernels::REFERENCE));
    }
    // Far cheaper compute behind the same boundaries (issue 17). Shared
    // memory has a Rust client only.
    for side in [Python, Rust] {
        keys.push(k(Batch, Unix, side, FAST));
        keys.push(k(Batch, Pipe, side, FAST));
    }
    keys.push(k(Batch, ShmSpinThenFutex, Rust, FAST));
    for ffi in [Pyo3, Ctypes] {
        keys.push(k(Batch, ffi, Python, FAST));
    }
    keys
}

/// The (transport, client) pairs whose one-float echo floor is measured.
pub const FLOORS: [(Transport, Side); 8] = [
    (Transport::Unix, Side::Python),
    (Transport::Unix, Side::Rust),
    (Transport::Tcp, Side::Python),
    (Transport::Tcp, Side::Rust),
    (Transport::ShmSpinThenFutex, Side::Rust),
    (Transport::ShmSpin, Side::Rust),
    (Transport::Pyo3, Side::Python),
    (Transport::Ctypes, Side::Python),
];

pub fn measure(ctx: &mut Context) -> Result<Record> {
    let exe = engine_binary()?;
    let engines = Engines::start(&exe)?;
    let contenders = contenders(ctx.full, &engines, &exe)?;
    // Every ratio is to numba-njit (the first row).
    let ratio_to: Vec<_> = (0..contenders.len())
        .map(|i| (i > 0).then_some(0))
        .collect();
    let timed = gate_and_time(ctx, &contenders, &ratio_to)?;
    let floors = echo_floors(ctx, &engines, &exe)?;
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
fn contenders(full: bool, engines: &Engines, exe: &Path) -> Result<Vec<Contender>> {
    let cores = kernels::all_cores();
    let mut contenders = vec![Contender::Numba(Rung::M2)];
    for key in keys(full) {
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
/// and client of [`FLOORS`].
fn echo_floors(ctx: &mut Context, engines: &Engines, exe: &Path) -> Result<Vec<FloorBlocks>> {
    progress(&format!(
        "echo floors: {FLOOR_BLOCKS} interleaved blocks of {ECHO_TRIPS} one-float round trips per transport and client"
    ));
    let mut floors: Vec<FloorBlocks> = FLOORS
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
