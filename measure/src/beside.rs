//! What is measured beside every timed sweep of the gap section: the
//! process's page faults and resident memory (from `/proc/<pid>`, before
//! and after the sweep, so the engine and the numba worker need no change),
//! and two short probes run by the harness just before it — the clock
//! while running scalar integer code, and the latency of one dependent
//! scalar floating-point add (the bound of a one-accumulator WMA loop).
//!
//! The probes run on whichever vCPU the harness is on, next to the process
//! being timed; both together are short beside one timed sweep.

use anyhow::{Context, Result};
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
use std::time::Instant;

/// Fault counters and resident set of one process at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ProcCounters {
    pub minor_faults: u64,
    pub major_faults: u64,
    pub rss_bytes: u64,
}

impl ProcCounters {
    /// `/proc/<pid>/stat` (fields 10 and 12) and `statm` (resident pages).
    pub fn read(pid: u32) -> Result<Self> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .with_context(|| format!("cannot read /proc/{pid}/stat"))?;
        let statm = std::fs::read_to_string(format!("/proc/{pid}/statm"))
            .with_context(|| format!("cannot read /proc/{pid}/statm"))?;
        parse(&stat, &statm, page_size())
            .with_context(|| format!("unexpected /proc/{pid}/stat or statm format"))
    }
}

fn page_size() -> u64 {
    // SAFETY: sysconf has no preconditions.
    let p = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    if p > 0 { p as u64 } else { 4096 }
}

/// The counters from the text of `stat` and `statm`. The command name in
/// `stat` is parenthesised and may hold spaces: fields count after its `)`.
fn parse(stat: &str, statm: &str, page: u64) -> Option<ProcCounters> {
    let after = &stat[stat.rfind(')')? + 1..];
    let f: Vec<&str> = after.split_whitespace().collect();
    // After ")": state(3) ppid(4) pgrp(5) session(6) tty(7) tpgid(8) flags(9)
    // minflt(10) cminflt(11) majflt(12).
    let field = |n: usize| f.get(n - 3)?.parse::<u64>().ok();
    let resident: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(ProcCounters {
        minor_faults: field(10)?,
        major_faults: field(12)?,
        rss_bytes: resident * page,
    })
}

/// Core clock while running scalar integer code, Hz (about 3 ms).
#[cfg(target_arch = "x86_64")]
pub fn scalar_clock_hz() -> f64 {
    imul_chain_hz(3_000_000)
}

/// The clock from `n` dependent `imul`s (3-cycle latency on every x86-64
/// core of the last decade; register-register, so no rename trick shortens
/// the chain). `n` a multiple of 4.
#[cfg(target_arch = "x86_64")]
pub fn imul_chain_hz(n: u64) -> f64 {
    let t0 = Instant::now();
    // SAFETY: pure register arithmetic; every operand is declared.
    unsafe {
        std::arch::asm!(
            "2:",
            "imul {x}, {y}",
            "imul {x}, {y}",
            "imul {x}, {y}",
            "imul {x}, {y}",
            "sub {n}, 4",
            "jnz 2b",
            x = inout(reg) 1u64 => _,
            y = in(reg) 1u64,
            n = inout(reg) n => _,
            options(nomem, nostack),
        );
    }
    3.0 * n as f64 / t0.elapsed().as_secs_f64()
}

/// Nanoseconds of one dependent scalar `addsd`: the floor of a loop whose
/// every multiply-add feeds one accumulator.
#[cfg(target_arch = "x86_64")]
pub fn dependent_add_ns() -> f64 {
    let n: u64 = 1_000_000;
    let t0 = Instant::now();
    // SAFETY: pure register arithmetic; every operand is declared.
    unsafe {
        std::arch::asm!(
            "2:",
            "addsd {a}, {b}",
            "addsd {a}, {b}",
            "addsd {a}, {b}",
            "addsd {a}, {b}",
            "sub {n}, 4",
            "jnz 2b",
            a = inout(xmm_reg) 1.0f64 => _,
            b = in(xmm_reg) 1e-300f64,
            n = inout(reg) n => _,
            options(nomem, nostack),
        );
    }
    t0.elapsed().as_secs_f64() * 1e9 / n as f64
}

/// The clock (Hz) and one dependent add (ns), measured back to back twice
/// after a short warm-up, the faster of each: a core that was idle during
/// the pause before a sweep needs a moment to reach its running clock.
pub fn clock_and_add() -> (f64, f64) {
    let _ = scalar_clock_hz();
    let (mut clock, mut add) = (0.0f64, f64::INFINITY);
    for _ in 0..2 {
        clock = clock.max(scalar_clock_hz());
        add = add.min(dependent_add_ns());
    }
    (clock, add)
}

/// Core clock while running scalar integer code, Hz (about 3 ms): a chain
/// of dependent register `add`s, one cycle each on every aarch64 core this
/// project knows (Apple M1/M2, Neoverse N1/V1/V2).
#[cfg(target_arch = "aarch64")]
pub fn scalar_clock_hz() -> f64 {
    let n: u64 = 9_000_000;
    let t0 = Instant::now();
    // SAFETY: pure register arithmetic; every operand is declared.
    unsafe {
        std::arch::asm!(
            "2:",
            "add {x}, {x}, {y}",
            "add {x}, {x}, {y}",
            "add {x}, {x}, {y}",
            "add {x}, {x}, {y}",
            "subs {n}, {n}, 4",
            "b.ne 2b",
            x = inout(reg) 1u64 => _,
            y = in(reg) 1u64,
            n = inout(reg) n => _,
            options(nomem, nostack),
        );
    }
    n as f64 / t0.elapsed().as_secs_f64()
}

/// Nanoseconds of one dependent scalar `fadd` (aarch64).
#[cfg(target_arch = "aarch64")]
pub fn dependent_add_ns() -> f64 {
    let n: u64 = 1_000_000;
    let t0 = Instant::now();
    // SAFETY: pure register arithmetic; every operand is declared.
    unsafe {
        std::arch::asm!(
            "2:",
            "fadd {a:d}, {a:d}, {b:d}",
            "fadd {a:d}, {a:d}, {b:d}",
            "fadd {a:d}, {a:d}, {b:d}",
            "fadd {a:d}, {a:d}, {b:d}",
            "subs {n}, {n}, 4",
            "b.ne 2b",
            a = inout(vreg) 1.0f64 => _,
            b = in(vreg) 1e-300f64,
            n = inout(reg) n => _,
            options(nomem, nostack),
        );
    }
    t0.elapsed().as_secs_f64() * 1e9 / n as f64
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
pub fn scalar_clock_hz() -> f64 {
    f64::NAN
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
pub fn dependent_add_ns() -> f64 {
    f64::NAN
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_are_read_after_the_command_name_even_with_spaces() {
        let stat = "4242 (python3 -m x) S 1 4242 4242 0 -1 4194560 1234 0 7 0 12 3";
        let c = parse(stat, "5000 300 100 1 0 200 0", 4096).unwrap();
        assert_eq!(
            c,
            ProcCounters {
                minor_faults: 1234,
                major_faults: 7,
                rss_bytes: 300 * 4096
            }
        );
        assert!(parse("4242 (x S 1", "1 2", 4096).is_none());
        assert!(parse(stat, "", 4096).is_none());
    }

    #[test]
    fn this_process_has_counters_and_the_probes_give_numbers() {
        let c = ProcCounters::read(std::process::id()).unwrap();
        assert!(c.rss_bytes > 0);
        assert!(scalar_clock_hz().is_finite() || cfg!(not(target_arch = "x86_64")));
        assert!(dependent_add_ns() > 0.0 || cfg!(not(target_arch = "x86_64")));
    }
}
