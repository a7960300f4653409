//! What the per-bar section measured: each way of streaming one combo bar
//! by bar, with every run's seconds and its gate.

use kernel_spec::Params;
use measure::affinity::Placement;
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
}
