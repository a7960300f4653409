//! How a paced cell's figures read, shared by its tables (`rate_render`)
//! and the choice (`choice`): µs as the pages print them, CPU per bar, and
//! how each side waits for the other.

use super::record::Measured;
use measure::affinity::Placement;
use report::keys::Transport;

/// Nanoseconds as the pages print µs: two decimals below 10, one below
/// 1000, none above.
pub fn us(ns: u64) -> String {
    let x = ns as f64 / 1e3;
    if x < 10.0 {
        format!("{x:.2}")
    } else if x < 1000.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.0}")
    }
}

/// How the engine (and the client) wait for the other side.
pub fn waits_by(transport: Option<Transport>, placement: Placement) -> &'static str {
    let Some(transport) = transport else {
        return "none: a call on the client's own thread";
    };
    match (transport, placement) {
        (_, Placement::InProcess) => "none: a call on the client's own thread",
        (Transport::SHM_SPIN, _) => "spin",
        (Transport::SHM_SPIN_THEN_FUTEX, Placement::SameCore) => {
            "spin ≤ 50 µs (holding the shared core), then futex"
        }
        (Transport::SHM_SPIN_THEN_FUTEX, _) => "spin ≤ 50 µs, then futex",
        (Transport::SHM_FUTEX_ONLY, _) => "futex at once (no spin)",
        _ => "blocking read (the kernel wakes it)",
    }
}

/// A cell's CPU per bar, client plus engine, µs.
pub fn cpu_us(m: &Measured) -> f64 {
    let (c, e) = m.cpu_per_bar_us();
    c + e
}
