//! What the VM's other tenants and this machine's other CPU did while a
//! sample ran: per-CPU tick counters from `/proc/stat`, read before and
//! after, so a sample can say how much of its CPU the hypervisor stole and
//! how busy the other CPU was (docs/method.md#the-machine: on a 2-vCPU VM both move timings).

use anyhow::{Context, Result};

/// One CPU's tick counters (USER_HZ) at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CpuTicks {
    /// Every state's ticks added up (guest time is already in user).
    pub total: u64,
    /// idle + iowait.
    pub idle: u64,
    pub steal: u64,
}

/// Every CPU's counters, `cpuN` order.
pub fn read() -> Result<Vec<CpuTicks>> {
    let text = std::fs::read_to_string("/proc/stat").context("cannot read /proc/stat")?;
    parse(&text).context("unexpected /proc/stat format")
}

/// The `cpuN` lines of `/proc/stat` (the aggregate `cpu` line skipped).
pub fn parse(text: &str) -> Option<Vec<CpuTicks>> {
    let mut out = Vec::new();
    for line in text.lines() {
        let mut f = line.split_whitespace();
        let Some(name) = f.next() else { continue };
        if name == "cpu" || !name.starts_with("cpu") {
            continue;
        }
        let v: Vec<u64> = f.map(str::parse).collect::<Result<_, _>>().ok()?;
        // user nice system idle iowait irq softirq steal [guest guest_nice]
        if v.len() < 8 {
            return None;
        }
        out.push(CpuTicks {
            total: v[..8].iter().sum(),
            idle: v[3] + v[4],
            steal: v[7],
        });
    }
    (!out.is_empty()).then_some(out)
}

/// Between two reads: the share of `cpu`'s ticks stolen by the hypervisor,
/// and the busy share of every other CPU together (0 when no tick passed).
pub fn shares(before: &[CpuTicks], after: &[CpuTicks], cpu: Option<usize>) -> (f64, f64) {
    let delta = |i: usize| {
        let (a, b) = (after[i], before[i]);
        (
            a.total.saturating_sub(b.total),
            a.idle.saturating_sub(b.idle),
            a.steal.saturating_sub(b.steal),
        )
    };
    let n = before.len().min(after.len());
    let share = |part: u64, all: u64| {
        if all == 0 {
            0.0
        } else {
            part as f64 / all as f64
        }
    };
    let steal = match cpu.filter(|&c| c < n) {
        Some(c) => {
            let (t, _, s) = delta(c);
            share(s, t)
        }
        None => {
            let (t, s) = (0..n).fold((0, 0), |(t, s), i| (t + delta(i).0, s + delta(i).2));
            share(s, t)
        }
    };
    let (mut total, mut busy) = (0, 0);
    for i in (0..n).filter(|&i| Some(i) != cpu) {
        let (t, idle, _) = delta(i);
        total += t;
        busy += t.saturating_sub(idle);
    }
    (steal, share(busy, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    const BEFORE: &str = "cpu  10 0 10 100 0 0 0 0 0 0\ncpu0 5 0 5 50 0 0 0 0 0 0\ncpu1 5 0 5 50 0 0 0 0 0 0\nintr 1\n";
    const AFTER: &str =
        "cpu  0 0 0 0 0 0 0 0 0 0\ncpu0 85 0 5 50 0 0 0 10 0 0\ncpu1 10 0 5 95 0 0 0 0 0 0\n";

    #[test]
    fn steal_is_of_the_pinned_cpu_and_busy_of_the_others() {
        let (b, a) = (parse(BEFORE).unwrap(), parse(AFTER).unwrap());
        assert_eq!(b.len(), 2);
        let (steal, other) = shares(&b, &a, Some(0));
        assert!((steal - 10.0 / 90.0).abs() < 1e-12, "{steal}");
        assert!((other - 5.0 / 50.0).abs() < 1e-12, "{other}");
    }

    #[test]
    fn no_ticks_no_share_and_bad_text_no_counters() {
        let b = parse(BEFORE).unwrap();
        assert_eq!(shares(&b, &b, Some(1)), (0.0, 0.0));
        assert!(parse("cpu0 1 2 x\n").is_none());
        assert!(parse("intr 5\n").is_none());
    }
}
