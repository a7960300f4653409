//! What the echo section measured: per curve the percentiles of every
//! payload size (HDR histograms, summarised as they were measured), the
//! cold trips, and the no-op floors of the in-process routes.

use anyhow::{Context as _, Result};
use hdrhistogram::Histogram;
use measure::affinity::Placement;
use report::keys::Side;
use report::keys::Transport;
use serde::{Deserialize, Serialize};

/// Percentiles of one point of the curve, µs.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct Point {
    pub p50: f64,
    pub p99: f64,
    pub mean: f64,
    pub min: f64,
    pub max: f64,
    pub n: u64,
}

impl Point {
    /// The percentiles of round trips in µs, through an HDR histogram (3
    /// significant digits, 1 ns to 1 h).
    pub fn of(us: &[f64]) -> Result<Point> {
        let mut h = Histogram::<u64>::new_with_bounds(1, 3_600_000_000_000, 3)
            .context("histogram bounds")?;
        for &u in us {
            h.record(((u * 1e3).round() as u64).max(1))
                .context("a round trip outside the histogram's range")?;
        }
        let us = |ns: u64| ns as f64 / 1e3;
        Ok(Point {
            p50: us(h.value_at_quantile(0.5)),
            p99: us(h.value_at_quantile(0.99)),
            mean: h.mean() / 1e3,
            min: us(h.min()),
            max: us(h.max()),
            n: h.len(),
        })
    }
}

/// One transport × client × placement: a point per size, and the cold trips.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Curve {
    pub placement: Placement,
    pub transport: Transport,
    pub client: Side,
    pub points: Vec<Point>,
    pub cold: Point,
}

/// A call that does nothing, in process: µs per call over blocks of calls.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Noop {
    pub transport: Transport,
    /// (p50, p99, mean) of each interleaved block's per-call time.
    pub blocks: Vec<[f64; 3]>,
    /// Calls per block (timed together: one clock read per call would cost
    /// as much as the call).
    pub calls_per_block: usize,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    /// Floats each way, per point.
    pub sizes: Vec<usize>,
    /// Round trips per point over the whole run.
    pub counts: Vec<usize>,
    pub blocks: usize,
    pub warmup_ms: u64,
    pub cold_trips: usize,
    /// The placements run, in order (in process last).
    pub placements: Vec<Placement>,
    pub curves: Vec<Curve>,
    pub noop: Vec<Noop>,
}
