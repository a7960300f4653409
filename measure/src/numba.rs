//! Client of the persistent numba worker (`python -m ipc_tax_ref.worker`).
//!
//! One worker per harness run: its JIT compilation happens once (timed and
//! reported separately) and every later call is a warm, in-process numba
//! sweep whose time the worker measures itself. The harness only checks the
//! results it returns.

use crate::paths::python_dir;
use crate::pyenv::ensure_python;
use anyhow::{Context, Result, anyhow, bail};
use kernel_spec::{ComboResult, Params, Sweep};
use serde::Deserialize;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

/// The numba rungs the worker can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rung {
    /// `@njit`, single thread, default options — the study's in-process baseline.
    M2,
    /// `@njit(parallel=True)` with `prange` across combos.
    M3,
}

impl Rung {
    pub fn wire_name(self) -> &'static str {
        match self {
            Rung::M2 => "m2",
            Rung::M3 => "m3",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Rung::M2 => "numba-njit (1 thread)",
            Rung::M3 => "numba-prange",
        }
    }

    /// The rung's name in tables and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Rung::M2 => "numba-njit",
            Rung::M3 => "numba-prange",
        }
    }

    /// The rung a command-line name means; the study's rung numbers
    /// (`numba-m2`, `numba-m3`) are accepted too.
    pub fn from_name(name: &str) -> Option<Rung> {
        match name {
            "numba-njit" | "numba-m2" => Some(Rung::M2),
            "numba-prange" | "numba-m3" => Some(Rung::M3),
            _ => None,
        }
    }
}

/// Versions and host facts the worker reports about itself.
#[derive(Clone, Debug, Default, Deserialize, serde::Serialize)]
pub struct WorkerInfo {
    pub python: String,
    pub numpy: String,
    pub numba: String,
    pub llvmlite: String,
    pub host_cpu: String,
    pub threads: u64,
    pub threading_layer: String,
}

pub struct NumbaWorker {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    pub info: WorkerInfo,
    /// Keeps the loaded series' files alive while the worker may reread them.
    _scratch: Option<tempfile::TempDir>,
}

impl NumbaWorker {
    /// Starts the worker (creating the venv first if needed).
    pub fn start() -> Result<Self> {
        Self::start_with_env(&[], None)
    }

    /// `start`, with `env` added to the worker's environment, pinned to
    /// `cpu` if given.
    pub fn start_with_env(env: &[(String, String)], cpu: Option<usize>) -> Result<Self> {
        let mut worker = Self::spawn_with_env(env, cpu)?;
        worker.hello()?;
        Ok(worker)
    }

    /// `start_with_env` without waiting for the worker's hello: the
    /// process is started, and [`hello`](Self::hello) must come before
    /// any other request (it may come from another thread). The worker
    /// dies with the *thread* that spawned it (`PR_SET_PDEATHSIG`), so
    /// spawn from one that outlives it.
    pub fn spawn_with_env(env: &[(String, String)], cpu: Option<usize>) -> Result<Self> {
        let python = ensure_python()?;
        let mut cmd = Command::new(&python);
        cmd.envs(env.iter().map(|(k, v)| (k, v)));
        transport::child::pin_to_cpu(&mut cmd, cpu);
        // A killed report leaves no worker computing behind it.
        transport::child::die_with_parent(&mut cmd);
        let mut child = cmd
            .args(["-m", "ipc_tax_ref.worker"])
            .current_dir(python_dir())
            .env("PYTHONPATH", python_dir())
            // OpenMP threads otherwise spin after each prange region and steal
            // a core from whatever is timed next (the M3 pool is idle between
            // sweeps). One region per sweep: waking costs microseconds.
            .env("OMP_WAIT_POLICY", "PASSIVE")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .with_context(|| format!("cannot start the numba worker with {}", python.display()))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(NumbaWorker {
            child,
            stdin,
            stdout,
            info: WorkerInfo::default(),
            _scratch: None,
        })
    }

    /// Waits for the worker to answer and records its versions.
    pub fn hello(&mut self) -> Result<()> {
        let hello = self.request(json!({"op": "hello"}))?;
        self.info =
            serde_json::from_value(hello).context("malformed hello from the numba worker")?;
        Ok(())
    }

    fn request(&mut self, req: Value) -> Result<Value> {
        writeln!(self.stdin, "{req}")
            .and_then(|()| self.stdin.flush())
            .context("the numba worker is gone (its stderr above says why)")?;
        let mut line = String::new();
        let n = self
            .stdout
            .read_line(&mut line)
            .context("cannot read from the numba worker")?;
        if n == 0 {
            bail!("the numba worker exited without replying to {req} (its stderr above says why)");
        }
        let reply: Value = serde_json::from_str(&line)
            .with_context(|| format!("malformed reply from the numba worker: {line:?}"))?;
        if reply["ok"] != Value::Bool(true) {
            bail!(
                "numba worker refused {}: {}",
                req["op"],
                reply["error"].as_str().unwrap_or("no reason given")
            );
        }
        Ok(reply)
    }

    /// The worker process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Hands the worker a series and parameter rows (as raw files, the wire layout).
    pub fn load(&mut self, sweep: &Sweep<'_>) -> Result<()> {
        self.load_at(sweep, 0)
    }

    /// `load`, the series placed `offset` bytes into a page (a multiple of 8).
    pub fn load_at(&mut self, sweep: &Sweep<'_>, offset: usize) -> Result<()> {
        let dir = tempfile::tempdir().context("cannot create a scratch directory")?;
        let close = dir.path().join("close.f64");
        let params = dir.path().join("params.i64");
        std::fs::write(&close, kernel_spec::dataset::f64_le_bytes(sweep.close()))?;
        let rows: Vec<u8> = sweep
            .params()
            .iter()
            .flat_map(Params::to_le_bytes)
            .collect();
        std::fs::write(&params, rows)?;
        let reply = self
            .request(json!({"op": "load", "close": close, "params": params, "offset": offset}))?;
        if reply["n_bars"] != json!(sweep.n_bars())
            || reply["n_combos"] != json!(sweep.params().len())
        {
            bail!("the numba worker loaded a different shape than sent: {reply}");
        }
        self._scratch = Some(dir);
        Ok(())
    }

    /// JIT-compiles every rung; returns the compile time of each.
    pub fn compile(&mut self) -> Result<Vec<(Rung, Duration)>> {
        let reply = self.request(json!({"op": "compile"}))?;
        if let Some(layer) = reply["threading_layer"].as_str() {
            self.info.threading_layer = layer.to_string();
        }
        [Rung::M2, Rung::M3]
            .into_iter()
            .map(|r| {
                let s = reply["compile_s"][r.wire_name()]
                    .as_f64()
                    .ok_or_else(|| anyhow!("no compile time for {} in {reply}", r.wire_name()))?;
                Ok((r, Duration::from_secs_f64(s)))
            })
            .collect()
    }

    /// JIT-compiles only the worker kernels `wires` (by wire name), untimed.
    pub fn compile_only(&mut self, wires: &[&str]) -> Result<()> {
        self.request(json!({"op": "compile", "kernels": wires}))
            .map(|_| ())
    }

    /// Moves every thread of the worker to `cpu` (a worker started on one
    /// CPU, to compile while another is busy, then measured on another).
    pub fn pin(&mut self, cpu: usize) -> Result<()> {
        let reply = self.request(json!({"op": "pin", "cpu": cpu}))?;
        // The union of every thread's mask: [cpu] only if none stayed elsewhere.
        if reply["cpus"] != json!([cpu]) {
            bail!("the numba worker was asked onto CPU {cpu} and reports {reply}");
        }
        Ok(())
    }

    /// One timed sweep over the loaded data: the worker's own time and its results.
    pub fn run(&mut self, rung: Rung) -> Result<(Duration, Vec<ComboResult>)> {
        self.run_kernel(rung.wire_name())
    }

    /// One timed sweep of the worker's kernel `wire` (a rung's wire name,
    /// or `m2_reuse`: numba-njit with buffers allocated once per sweep).
    pub fn run_kernel(&mut self, wire: &str) -> Result<(Duration, Vec<ComboResult>)> {
        #[derive(Deserialize)]
        struct Run {
            seconds: f64,
            pnl_bits: Vec<u64>,
            trades: Vec<i64>,
        }
        let reply = self.request(json!({"op": "run", "kernel": wire}))?;
        let run: Run = serde_json::from_value(reply).context("malformed run reply")?;
        let results = results_from_bits(run.pnl_bits, run.trades)?;
        Ok((Duration::from_secs_f64(run.seconds), results))
    }
}

impl Drop for NumbaWorker {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "{}", json!({"op": "quit"}));
        let _ = self.stdin.flush();
        let _ = self.child.wait();
    }
}

/// Results the worker sends as pnl bit patterns (exact) and trade counts.
fn results_from_bits(pnl_bits: Vec<u64>, trades: Vec<i64>) -> Result<Vec<ComboResult>> {
    if pnl_bits.len() != trades.len() {
        bail!(
            "numba worker returned {} pnl for {} trade counts",
            pnl_bits.len(),
            trades.len()
        );
    }
    Ok(pnl_bits
        .into_iter()
        .zip(trades)
        .map(|(bits, trades)| ComboResult {
            pnl: f64::from_bits(bits),
            trades,
        })
        .collect())
}

/// What the Python client measured for one architecture run.
pub struct ArchRun {
    pub seconds: f64,
    pub compute_s: f64,
    pub handling_s: f64,
    pub results: Vec<ComboResult>,
}

impl NumbaWorker {
    /// Runs one architecture from Python (`ipc_tax_ref.architectures`) on
    /// the loaded series; `target` is the request's transport fields.
    pub fn arch(&mut self, pattern: &str, target: Value) -> Result<ArchRun> {
        #[derive(Deserialize)]
        struct Reply {
            seconds: f64,
            compute_s: f64,
            handling_s: f64,
            pnl_bits: Vec<u64>,
            trades: Vec<i64>,
        }
        let req = json!({"op": "arch", "pattern": pattern});
        let reply: Reply =
            serde_json::from_value(self.targeted(req, target)?).context("malformed arch reply")?;
        let results = results_from_bits(reply.pnl_bits, reply.trades)?;
        Ok(ArchRun {
            seconds: reply.seconds,
            compute_s: reply.compute_s,
            handling_s: reply.handling_s,
            results,
        })
    }

    /// A request with the transport fields of `target` merged in.
    fn targeted(&mut self, mut req: Value, target: Value) -> Result<Value> {
        if let (Some(r), Value::Object(t)) = (req.as_object_mut(), target) {
            r.extend(t);
        }
        self.request(req)
    }

    /// 1-float echo round trips from Python: (p50, p99, mean) in µs.
    pub fn echo_floor(&mut self, target: Value, n: usize) -> Result<(f64, f64, f64)> {
        let reply = self.targeted(json!({"op": "echo_floor", "n": n}), target)?;
        percentiles(&reply)
    }

    /// `n` calls of an in-process route's no-op from Python, timed in
    /// blocks of `block`: (p50, p99, mean) µs per call over the blocks.
    pub fn noop_floor(&mut self, target: Value, n: usize, block: usize) -> Result<(f64, f64, f64)> {
        let reply = self.targeted(json!({"op": "noop_floor", "n": n, "block": block}), target)?;
        percentiles(&reply)
    }
}

/// (p50, p99, mean) µs of a floor reply.
fn percentiles(reply: &Value) -> Result<(f64, f64, f64)> {
    let f = |k: &str| {
        reply[k]
            .as_f64()
            .ok_or_else(|| anyhow!("no {k} in {reply}"))
    };
    Ok((f("p50_us")?, f("p99_us")?, f("mean_us")?))
}

/// One per-bar session run from Python.
pub struct BarRun {
    pub seconds: f64,
    pub result: ComboResult,
    pub bars: usize,
}

/// One paced per-bar session run from Python.
pub struct PacedBarRun {
    pub latency_ns: Vec<u64>,
    pub elapsed: Duration,
    pub client_cpu_ns: u64,
    pub pacing_spin_ns: u64,
    pub engine_cpu_ns: u64,
    pub behind_at_end: Duration,
    pub result: ComboResult,
}

impl NumbaWorker {
    /// Echo round trips from Python, as `report::arch::echo_times` from Rust:
    /// (cold 1-float µs, µs per (floats, count) after `warmup`).
    pub fn echo_curve(
        &mut self,
        target: Value,
        points: &[(usize, usize)],
        warmup: Duration,
    ) -> Result<(Vec<f64>, Vec<Vec<f64>>)> {
        let sizes: Vec<usize> = points.iter().map(|p| p.0).collect();
        let counts: Vec<usize> = points.iter().map(|p| p.1).collect();
        let req = json!({"op": "echo_curve", "sizes": sizes, "counts": counts,
                         "warmup_s": warmup.as_secs_f64()});
        let reply = self.targeted(req, target)?;
        let shape = || anyhow!("malformed echo_curve reply");
        let cold: Vec<f64> = serde_json::from_value(reply["cold"].clone()).map_err(|_| shape())?;
        let us: Vec<Vec<f64>> = serde_json::from_value(reply["us"].clone()).map_err(|_| shape())?;
        if us.len() != points.len() || us.iter().zip(&counts).any(|(u, &c)| u.len() != c) {
            bail!("echo_curve reply does not have the requested shape");
        }
        Ok((cold, us))
    }

    /// One STREAM_BAR call per bar of the loaded series for combo `combo`.
    pub fn per_bar(&mut self, target: Value, combo: usize) -> Result<BarRun> {
        #[derive(Deserialize)]
        struct Reply {
            seconds: f64,
            pnl_bits: u64,
            trades: i64,
            bars: usize,
        }
        let req = json!({"op": "per_bar", "combo": combo});
        let r: Reply = serde_json::from_value(self.targeted(req, target)?)
            .context("malformed per_bar reply")?;
        Ok(BarRun {
            seconds: r.seconds,
            result: ComboResult {
                pnl: f64::from_bits(r.pnl_bits),
                trades: r.trades,
            },
            bars: r.bars,
        })
    }

    /// An open-loop session from Python over `target` for combo `combo`:
    /// `warmup` bars back to back, then `bars` bars at `hz` (`None`: back
    /// to back), each bar's latency from its intended send time — the
    /// Python twin of [`crate::paced::drive`]. `engine_pid` is the engine
    /// whose CPU the session is charged (a pipe's child is found by the
    /// client; in process there is none).
    pub fn per_bar_paced(
        &mut self,
        target: Value,
        combo: usize,
        warmup: usize,
        bars: usize,
        hz: Option<f64>,
        engine_pid: Option<u32>,
    ) -> Result<PacedBarRun> {
        #[derive(Deserialize)]
        struct Reply {
            latency_ns: Vec<u64>,
            elapsed_ns: u64,
            client_cpu_ns: u64,
            pacing_spin_ns: u64,
            engine_cpu_ns: u64,
            behind_at_end_ns: u64,
            pnl_bits: u64,
            trades: i64,
        }
        let req = json!({"op": "per_bar_paced", "combo": combo, "warmup": warmup,
                         "bars": bars, "hz": hz, "engine_pid": engine_pid});
        let r: Reply = serde_json::from_value(self.targeted(req, target)?)
            .context("malformed per_bar_paced reply")?;
        if r.latency_ns.len() != bars {
            bail!(
                "the Python paced client timed {} bars of {bars}",
                r.latency_ns.len()
            );
        }
        Ok(PacedBarRun {
            latency_ns: r.latency_ns,
            elapsed: Duration::from_nanos(r.elapsed_ns),
            client_cpu_ns: r.client_cpu_ns,
            pacing_spin_ns: r.pacing_spin_ns,
            engine_cpu_ns: r.engine_cpu_ns,
            behind_at_end: Duration::from_nanos(r.behind_at_end_ns),
            result: ComboResult {
                pnl: f64::from_bits(r.pnl_bits),
                trades: r.trades,
            },
        })
    }

    /// One timed call of `wire` on combo `combo` of the loaded grid alone:
    /// the worker's own time and that combo's result (the gap section's
    /// fine-grained sample).
    pub fn run_combo(&mut self, wire: &str, combo: usize) -> Result<(f64, ComboResult)> {
        #[derive(Deserialize)]
        struct Run {
            seconds: f64,
            pnl_bits: Vec<u64>,
            trades: Vec<i64>,
        }
        let reply = self.request(json!({"op": "run_combo", "kernel": wire, "combo": combo}))?;
        let run: Run = serde_json::from_value(reply).context("malformed run_combo reply")?;
        let mut results = results_from_bits(run.pnl_bits, run.trades)?;
        if results.len() != 1 {
            bail!("run_combo returned {} results for one combo", results.len());
        }
        Ok((run.seconds, results.remove(0)))
    }

    /// One sweep of the paper grid's combos `combos` (indices) on kernel
    /// `wire` (`m2`, `m2_reuse`), each combo's own seconds taken inside the
    /// one sweep: (the sweep's seconds, each combo's, the results).
    pub fn run_laps(
        &mut self,
        wire: &str,
        combos: &[usize],
    ) -> Result<(f64, Vec<f64>, Vec<ComboResult>)> {
        #[derive(Deserialize)]
        struct Run {
            seconds: f64,
            laps: Vec<f64>,
            pnl_bits: Vec<u64>,
            trades: Vec<i64>,
        }
        let reply = self.request(json!({"op": "run_laps", "kernel": wire, "combos": combos}))?;
        let run: Run = serde_json::from_value(reply).context("malformed run_laps reply")?;
        let results = results_from_bits(run.pnl_bits, run.trades)?;
        if results.len() != combos.len() || run.laps.len() != combos.len() {
            bail!(
                "run_laps returned {} results and {} laps for {} combos",
                results.len(),
                run.laps.len(),
                combos.len()
            );
        }
        Ok((run.seconds, run.laps, results))
    }

    /// The same-process cross-check (`ipc_tax_ref.same_process`): numba-njit,
    /// numba-njit with reused buffers and `kernels` through `ipc_tax_native`,
    /// each checked, then timed in `rounds` interleaved rounds:
    /// (labels, seconds[round][entry]).
    /// With `per_combo`, a round is one pass over the combos, each called
    /// alone on every entry back to back; an entry's round time is the sum.
    pub fn same_process(
        &mut self,
        kernels: &[&str],
        rounds: usize,
        per_combo: bool,
    ) -> Result<(Vec<String>, Vec<Vec<f64>>)> {
        let reply = self.request(json!({"op": "same_process", "kernels": kernels,
            "rounds": rounds, "per_combo": per_combo}))?;
        let labels: Vec<String> = serde_json::from_value(reply["labels"].clone())
            .context("malformed same_process reply")?;
        let seconds: Vec<Vec<f64>> = serde_json::from_value(reply["seconds"].clone())
            .context("malformed same_process reply")?;
        if seconds.len() != rounds || seconds.iter().any(|r| r.len() != labels.len()) {
            bail!("same_process reply does not have the requested shape");
        }
        Ok((labels, seconds))
    }

    /// The loaded series through every Python format: per format, wire bytes
    /// and the encode/decode µs of each run (each format round-trip checked).
    pub fn serialization(&mut self, runs: usize) -> Result<Vec<FormatTimes>> {
        let reply = self.request(json!({"op": "serialization", "runs": runs}))?;
        serde_json::from_value(reply["formats"].clone()).context("malformed serialization reply")
    }
}

/// One serialization format's measurements.
#[derive(Deserialize, serde::Serialize)]
pub struct FormatTimes {
    pub name: String,
    /// The library and its version.
    pub library: String,
    pub bytes: usize,
    pub encode_us: Vec<f64>,
    pub decode_us: Vec<f64>,
}
