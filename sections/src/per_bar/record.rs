//! What the per-bar section measured: each way of streaming one combo bar
//! by bar, with every run's seconds and its gate.

use kernel_spec::Params;
use measure::affinity::Placement;
use measure::paced::{Percentiles, Rate};
use measure::sampling::Stop;
use report::keys::Side;
use report::keys::Transport;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Row {
    pub placement: Placement,
    /// `None`: the streaming kernel in the harness itself, the baseline.
    pub transport: Option<Transport>,
    pub client: Side,
    /// Seconds of each timed run (all bars), in run order.
    pub seconds: Vec<f64>,
    /// The gated session's pnl was bit-identical to the batch kernel's.
    pub bit_identical: bool,
    /// Why its sampling ended (`None`: a record from before adaptive
    /// sampling, a fixed number of runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop: Option<Stop>,
}

impl Row {
    pub fn transport_name(&self) -> &'static str {
        self.transport
            .map_or("none (kernel-stream)", Transport::name)
    }

    pub fn label(&self) -> String {
        format!(
            "{} · {} · {}",
            self.placement.name(),
            self.transport_name(),
            self.client.name()
        )
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    pub runs: usize,
    /// The grid index of the streamed combo and its windows.
    pub combo: usize,
    pub params: Params,
    pub bars: usize,
    /// The batch kernel-safe result every session must end with.
    pub reference_trades: i64,
    pub reference_pnl: f64,
    /// The baseline first.
    pub rows: Vec<Row>,
    /// The paced rows (issue 58); `None` in records from before them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rate: Option<RateRecord>,
}

/// Bars at fixed arrival rates: per transport × placement × rate, each
/// bar's latency from its intended send time, the CPU each side burned, and
/// the cache-line floor measured in the same run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RateRecord {
    /// Bars streamed back to back, untimed, before each cell's paced bars.
    pub warmup_bars: usize,
    pub cells: Vec<Cell>,
    pub floor: Vec<Floor>,
    /// The streaming kernel in this process, ns per bar (best of a few
    /// passes over the longest cell's bars): what "beyond in-process"
    /// subtracts.
    pub in_process_bar_ns: f64,
    /// Whether the sessions ran in rounds, each visiting every cell once
    /// (false in records from before: a cell's sessions ran one after
    /// another).
    #[serde(default)]
    pub in_rounds: bool,
}

/// One transport × placement × rate.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Cell {
    pub placement: Placement,
    /// `None`: the streaming kernel called on the client's own thread, no
    /// boundary (the Rust client in process).
    pub transport: Option<Transport>,
    pub client: Side,
    pub rate: Rate,
    /// Paced bars asked for.
    pub bars: usize,
    pub outcome: Outcome,
}

impl Cell {
    pub fn transport_name(&self) -> &'static str {
        self.transport
            .map_or("none (kernel-stream)", Transport::name)
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    Measured(Measured),
    /// Not run: the rate is at or above what the transport sustained back
    /// to back in the same placement.
    Unreachable {
        back_to_back_hz: f64,
    },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Measured {
    /// Each bar's latency from its intended send time to its reply.
    pub latency: Percentiles,
    /// From the first paced bar's intended time to the last reply, summed
    /// over the cell's sessions.
    pub seconds: f64,
    /// The client thread's CPU over the paced bars, and the part of it the
    /// pacing clock spent spinning to send times (not the transport's).
    pub client_cpu_ns: u64,
    pub pacing_spin_ns: u64,
    /// The engine process's CPU over the same bars.
    pub engine_cpu_ns: u64,
    /// How late the last bar was sent against its schedule (the latest of
    /// the cell's sessions).
    pub behind_at_end_ns: u64,
    /// The session (warm-up and paced bars) ended with the batch kernel's
    /// result over the same prefix: trades exact (always, or no row), pnl
    /// bit-identical (this flag) or within the gate's tolerance.
    pub bit_identical: bool,
    /// Each session's p50 and p99, in run order, where a cell pooled
    /// several (each against an engine process of its own); empty in
    /// records from before, whose cells are one session each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub session_p50_ns: Vec<u64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub session_p99_ns: Vec<u64>,
}

impl Measured {
    /// CPU per bar, client (without the pacing spin) and engine, µs.
    pub fn cpu_per_bar_us(&self) -> (f64, f64) {
        let n = self.latency.n.max(1) as f64;
        (
            self.client_cpu_ns.saturating_sub(self.pacing_spin_ns) as f64 / n / 1e3,
            self.engine_cpu_ns as f64 / n / 1e3,
        )
    }
}

/// The cache-line round trip between two pinned processes.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Floor {
    pub placement: Placement,
    pub latency: Percentiles,
}
