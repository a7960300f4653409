//! Progress on stderr and the command line as a user would retype it —
//! shared by every command, so none of them imports the report for it.
//! Each command names itself once (`set_command`) and its lines carry that
//! prefix (`[report] …`, `[asm] …`, `[reliability] …`).

//!
//! A long command sets a *stage* (step k of N, with the seconds it and the
//! later steps are expected to take); its lines then read
//! `[report <k>/<N> <section> · <minutes so far> min · ~<minutes> min left] …`.

use std::sync::{Mutex, OnceLock};
use std::time::Instant;

static COMMAND: OnceLock<&'static str> = OnceLock::new();
static STAGE: Mutex<Option<Stage>> = Mutex::new(None);
static STARTED: OnceLock<Instant> = OnceLock::new();

struct Stage {
    step: String,
    started: Instant,
    /// Seconds this step is expected to take in all.
    expected: f64,
    /// Seconds the later steps are expected to take.
    later: f64,
}

/// Enters step `step` ("3/9 echo"), expected to take `expected` seconds,
/// with `later` seconds of steps after it.
pub fn set_stage(step: &str, expected: f64, later: f64) {
    STARTED.get_or_init(Instant::now);
    *STAGE.lock().unwrap_or_else(|e| e.into_inner()) = Some(Stage {
        step: step.to_string(),
        started: Instant::now(),
        expected,
        later,
    });
}

/// A better estimate of the running step's total seconds (e.g. once its
/// first round has been timed).
pub fn expect_stage_seconds(expected: f64) {
    if let Some(s) = STAGE.lock().unwrap_or_else(|e| e.into_inner()).as_mut() {
        s.expected = expected;
    }
}

/// Leaves the staged part of the command.
pub fn clear_stage() {
    *STAGE.lock().unwrap_or_else(|e| e.into_inner()) = None;
}

/// Minutes left: what the running step still needs (at least a little
/// while it runs past its estimate) plus the later steps.
fn minutes_left(expected: f64, in_step: f64, later: f64) -> f64 {
    ((expected - in_step).max(0.0) + later) / 60.0
}

/// Names the running command for the progress prefix (first call wins).
pub fn set_command(name: &'static str) {
    let _ = COMMAND.set(name);
}

/// One progress line on stderr (stdout carries only data).
pub fn progress(msg: &str) {
    let command = COMMAND.get().copied().unwrap_or("ipc-tax");
    let stage = STAGE.lock().unwrap_or_else(|e| e.into_inner());
    match (stage.as_ref(), STARTED.get()) {
        (Some(s), Some(t0)) => {
            let left = minutes_left(s.expected, s.started.elapsed().as_secs_f64(), s.later);
            eprintln!(
                "[{command} {} · {:.1} min · ~{left:.0} min left] {msg}",
                s.step,
                t0.elapsed().as_secs_f64() / 60.0
            );
        }
        _ => eprintln!("[{command}] {msg}"),
    }
}

/// How this run was asked for, as a user would retype it: through
/// `cargo run` (cargo sets `CARGO` for what it runs) or the binary itself.
pub fn invocation() -> String {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if std::env::var_os("CARGO").is_some() {
        let release = if cfg!(debug_assertions) {
            ""
        } else {
            " --release"
        };
        format!("cargo run{release} -p ipc-tax -- {}", args.join(" "))
    } else {
        format!("ipc-tax {}", args.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::minutes_left;

    #[test]
    fn time_left_is_the_steps_remainder_plus_the_later_steps() {
        assert_eq!(minutes_left(120.0, 60.0, 240.0), 5.0);
        // A step over its estimate adds nothing, and never goes negative.
        assert_eq!(minutes_left(60.0, 90.0, 120.0), 2.0);
    }
}
