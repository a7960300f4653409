//! The study's published figures (docs/study.md#published-figures; Apple
//! M2 Max, Python client):
//! their one home in the code. Every table cell and verdict that quotes the
//! study formats these.

/// In-process numba, one thread: the base of every ratio.
pub const NUMBA_S: f64 = 2.010;
/// One UDS round trip with all 80 combos (the headline, 1.13×).
pub const BATCH_UNIX_S: f64 = 2.276;
/// The same with the `get_unchecked` kernel.
pub const BATCH_UNCHECKED_S: f64 = 2.337;
/// One round trip per combo, the series re-sent.
pub const CHATTY_UNIX_S: f64 = 2.383;
/// A fresh binary per sweep, stdin/stdout.
pub const SPAWN_STDIN_S: f64 = 2.300;
/// In-process cost per combo, µs.
pub const PER_COMBO_US: f64 = 25_130.0;
/// Echo round trips, µs: 8 bytes, its fitted floor, 1,000 and 150,000 floats.
pub const ECHO_8B_US: f64 = 14.1;
pub const ECHO_FLOOR_US: f64 = 14.05;
pub const ECHO_1000_US: f64 = 18.1;
pub const ECHO_150K_US: f64 = 2_043.4;
/// Serialization of the 150,000-float series, µs.
pub const RAW_TOBYTES_US: f64 = 49.1;
pub const JSON_DUMPS_US: f64 = 66_243.0;
/// `json.dumps` ÷ raw, as published.
pub const JSON_X_RAW: f64 = 1348.0;
/// Spawn per sweep over the persistent batch server: a wall-time difference, ms.
pub const SPAWN_PER_SWEEP_MS: f64 = 24.0;
/// Chatty − batch wall time, ms, and what the study's echo curve predicted.
pub const CHATTY_PENALTY_MS: f64 = 107.0;
pub const CHATTY_PREDICTED_MS: f64 = 81.0;
/// The boundary's share of the batch call, as the study put it ("~0.1%").
pub const BATCH_BOUNDARY_SHARE: f64 = 0.001;
/// Estimated, never measured: a params-only call to a preloaded server, µs.
pub const PRELOADED_CALL_US: f64 = 16.0;
/// Estimated: per-bar calls in one pass, at the 8-byte echo each.
pub const PER_BAR_CALLS: f64 = 150_000.0;
/// Estimated: G per combo = per-combo compute ÷ floor.
pub const BREAK_EVEN_G: f64 = 1795.0;

/// A published wall time as "2.276 s (1.13×)".
pub fn wall(seconds: f64) -> String {
    format!("{seconds:.3} s ({:.2}×)", seconds / NUMBA_S)
}

/// The study's 150,000-float echo bandwidth, bytes/s both ways (2 × 1.2 MB).
pub fn echo_bandwidth() -> f64 {
    2.0 * 8.0 * 150_000.0 / (ECHO_150K_US * 1e-6)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_ratios_follow_from_the_published_times() {
        assert_eq!(wall(BATCH_UNIX_S), "2.276 s (1.13×)");
        assert_eq!(wall(BATCH_UNCHECKED_S), "2.337 s (1.16×)");
        assert_eq!(wall(CHATTY_UNIX_S), "2.383 s (1.19×)");
        assert_eq!(wall(SPAWN_STDIN_S), "2.300 s (1.14×)");
        // 66,243 / 49.1 = 1349.1: the study rounded its own inputs.
        assert!((JSON_DUMPS_US / RAW_TOBYTES_US / JSON_X_RAW - 1.0).abs() < 1e-3);
        assert!(
            (PER_COMBO_US / ECHO_FLOOR_US - 1789.0).abs() < 10.0,
            "G ≈ 1795"
        );
        assert!(((SPAWN_STDIN_S - BATCH_UNIX_S) * 1e3 - SPAWN_PER_SWEEP_MS).abs() < 0.5);
        assert!(((CHATTY_UNIX_S - BATCH_UNIX_S) * 1e3 - CHATTY_PENALTY_MS).abs() < 0.5);
        assert!((echo_bandwidth() / 1.174e9 - 1.0).abs() < 1e-3);
    }
}
