//! What the architectures section measured, every run kept: the typed
//! record it renders from. Rows are found by [`ArchKey`] (pattern,
//! transport, client, kernel), never by their display label.

use report::keys::Side;
pub use report::keys::{ArchKey, Transport};
use report::record::TimedRow;
use serde::{Deserialize, Serialize};

/// One timed contender: numba-njit (the base, `key: None`) or an architecture.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Row {
    pub key: Option<ArchKey>,
    /// Client wall seconds per run; engine (or library) compute and
    /// handling seconds per run; the gate.
    pub t: TimedRow,
}

/// Interleaved blocks of one-float echo round trips of one transport and
/// client, unpinned (in process for the FFI routes): (p50, p99, mean) µs each.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct FloorBlocks {
    pub transport: Transport,
    pub client: Side,
    pub blocks: Vec<[f64; 3]>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    /// Timed runs per contender.
    pub runs: usize,
    /// Combos of the sweep (`paper`: 80).
    pub combos: usize,
    pub rows: Vec<Row>,
    pub floors: Vec<FloorBlocks>,
    pub echo_trips: usize,
}
