//! The open-loop per-bar driver: bars sent at a fixed arrival rate, each
//! bar's latency taken from the time it was *meant* to be sent, not from
//! when the client got round to sending it. A peer that stalls delays the
//! bars queued behind the stall too, and those delays are counted
//! (coordinated omission corrected, as Aeron's and wrk2's benchmarks do);
//! timing from the actual send would hide them. Latencies go into an HDR
//! histogram (`hdrhistogram`). The schedule is pure ([`Plan`]); time is a
//! [`Clock`], real ([`PacingClock`]) or synthetic in the tests.

use anyhow::{Result, bail};
use hdrhistogram::Histogram;
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// How fast bars arrive.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rate {
    /// A bar every 1/hz seconds.
    Hz(f64),
    /// Each bar sent as soon as the previous reply is in (back to back).
    AsFastAsPossible,
}

impl Rate {
    /// "1 kHz", "100 Hz", "as fast as possible".
    pub fn name(self) -> String {
        match self {
            Rate::AsFastAsPossible => "as fast as possible".into(),
            Rate::Hz(hz) if hz >= 1e6 && hz % 1e6 == 0.0 => format!("{} MHz", hz / 1e6),
            Rate::Hz(hz) if hz >= 1e3 && hz % 1e3 == 0.0 => format!("{} kHz", hz / 1e3),
            Rate::Hz(hz) => format!("{hz} Hz"),
        }
    }

    /// Bars per second (`None`: as fast as possible).
    pub fn hz(self) -> Option<f64> {
        match self {
            Rate::Hz(hz) => Some(hz),
            Rate::AsFastAsPossible => None,
        }
    }
}

/// A checked schedule: how many bars, at what rate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    rate: Rate,
    bars: usize,
}

impl Plan {
    /// A schedule of `bars` bars at `rate`; zero bars or a rate that is
    /// not a positive, finite number of bars per second is an error.
    pub fn new(rate: Rate, bars: usize) -> Result<Plan> {
        if bars == 0 {
            bail!("a paced run needs at least one bar (0 asked for)");
        }
        if let Rate::Hz(hz) = rate
            && !(hz.is_finite() && hz > 0.0)
        {
            bail!("an arrival rate is a positive number of bars per second, not {hz}");
        }
        Ok(Plan { rate, bars })
    }

    pub fn rate(&self) -> Rate {
        self.rate
    }

    pub fn bars(&self) -> usize {
        self.bars
    }

    /// When bar `k` is meant to be sent, from the run's start: k/rate.
    /// `None` as fast as possible (each bar is meant to go when it goes).
    pub fn intended(&self, k: usize) -> Option<Duration> {
        let hz = self.rate.hz()?;
        Some(Duration::from_nanos((k as f64 * 1e9 / hz).round() as u64))
    }

    /// An error when the rate is one the transport cannot sustain: above
    /// [`REACHABLE_SHARE`] of what it does back to back (`back_to_back_hz`,
    /// bars per second as fast as possible). An open-loop feed near that
    /// only queues: every later bar waits longer than the one before, and
    /// its percentiles say how long the run was, not what a bar costs (a
    /// quick run showed it: a rate just below the back-to-back one read a
    /// p50 many times the back-to-back latency).
    pub fn check_reachable(&self, back_to_back_hz: f64) -> Result<()> {
        if let Some(hz) = self.rate.hz()
            && hz > back_to_back_hz * REACHABLE_SHARE
        {
            bail!(
                "{} is beyond this transport: back to back it sustains {:.0} bars per second, and a feed above {:.0}% of that queues",
                self.rate.name(),
                back_to_back_hz,
                REACHABLE_SHARE * 100.0
            );
        }
        Ok(())
    }
}

/// The share of its back-to-back rate a transport is fed at most: a
/// server busy half the time leaves a bar a short wait behind the one
/// before (a single-server queue's wait grows as ρ/(1−ρ) of a service
/// time: 1 at ρ = ½, 9 at 0.9), so the percentiles stay a bar's cost.
pub const REACHABLE_SHARE: f64 = 0.5;

/// Time as the driver sees it, from the run's start.
pub trait Clock {
    fn now(&mut self) -> Duration;
    /// Returns at `t` or as soon after as it can.
    fn wait_until(&mut self, t: Duration);
}

/// What a paced run measured.
pub struct Paced {
    /// Each bar's latency from its intended send time to its reply, ns.
    pub latency: Histogram<u64>,
    /// From the run's start to the last reply.
    pub elapsed: Duration,
    /// How late the last bar was sent against its schedule (a run that
    /// could not keep up ends far behind).
    pub behind_at_end: Duration,
}

/// An HDR histogram of nanoseconds, 1 ns to an hour, 3 significant digits.
pub fn histogram() -> Histogram<u64> {
    Histogram::new_with_bounds(1, 3_600_000_000_000, 3).expect("constant, valid bounds")
}

/// Sends `plan.bars()` bars through `bar` (called with each bar's index)
/// on `plan`'s schedule: waits for each bar's intended time, sends it,
/// and records its reply's lateness against that time. A bar that could
/// not go on time (the previous reply came late) goes at once, and its
/// wait counts in its latency.
pub fn drive<C: Clock, E>(
    plan: &Plan,
    clock: &mut C,
    mut bar: impl FnMut(usize, &mut C) -> Result<(), E>,
) -> Result<Paced, E> {
    let mut latency = histogram();
    let mut behind = Duration::ZERO;
    for k in 0..plan.bars {
        let intended = match plan.intended(k) {
            Some(t) => {
                clock.wait_until(t);
                t
            }
            None => clock.now(),
        };
        let sent = clock.now();
        bar(k, clock)?;
        let done = clock.now();
        behind = sent.saturating_sub(intended);
        latency.saturating_record((done.saturating_sub(intended).as_nanos() as u64).max(1));
    }
    Ok(Paced {
        latency,
        elapsed: clock.now(),
        behind_at_end: behind,
    })
}

/// The real clock: sleeps until [`SPIN_BEFORE`] ahead of a bar's time,
/// then spins to it, so the feed itself is on time to within a few tens of
/// ns (a sleeping thread wakes tens of µs late, and that lateness would be
/// charged to the transport). The spin is counted ([`PacingClock::spun`])
/// so the client's CPU can be given without it.
pub struct PacingClock {
    start: Instant,
    spun: Duration,
    previous_slack: Option<libc::c_int>,
}

/// How far ahead of a bar the pacing clock stops sleeping and spins.
pub const SPIN_BEFORE: Duration = Duration::from_micros(50);

impl PacingClock {
    /// Starts now; the thread's timer slack is set to 1 ns while it lives
    /// (the kernel's default slack would let every sleep overshoot by up to it).
    pub fn start() -> PacingClock {
        // SAFETY: PR_GET_TIMERSLACK takes no pointer and returns the
        // calling thread's slack (ns) or -1.
        let previous = unsafe { libc::prctl(libc::PR_GET_TIMERSLACK, 0, 0, 0, 0) };
        // SAFETY: PR_SET_TIMERSLACK takes a plain integer for the calling
        // thread; a failure only leaves the default slack.
        let set = unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, 1 as libc::c_ulong, 0, 0, 0) };
        PacingClock {
            start: Instant::now(),
            spun: Duration::ZERO,
            previous_slack: (previous > 0 && set == 0).then_some(previous),
        }
    }

    /// CPU time this thread spent spinning to bars' send times (its own
    /// CPU clock, not the wall: a spin preempted by another thread costs
    /// the client no CPU, and wall time would charge it — and then the
    /// client's CPU per bar net of the spin read as zero).
    pub fn spun(&self) -> Duration {
        self.spun
    }
}

impl Drop for PacingClock {
    fn drop(&mut self) {
        if let Some(slack) = self.previous_slack {
            // SAFETY: as in `start`: an integer argument, this thread only.
            unsafe { libc::prctl(libc::PR_SET_TIMERSLACK, slack as libc::c_ulong, 0, 0, 0) };
        }
    }
}

impl Clock for PacingClock {
    fn now(&mut self) -> Duration {
        self.start.elapsed()
    }

    fn wait_until(&mut self, t: Duration) {
        let now = self.now();
        if t > now + SPIN_BEFORE {
            std::thread::sleep(t - now - SPIN_BEFORE);
        }
        let cpu_from = crate::cpu_time::this_thread().ok();
        while self.now() < t {
            std::hint::spin_loop();
        }
        if let (Some(from), Ok(to)) = (cpu_from, crate::cpu_time::this_thread()) {
            self.spun += to.saturating_sub(from);
        }
    }
}

/// The percentiles of a latency histogram (ns), each of p50, p99 and
/// p99.9 with a 95% interval from the order statistics (the ranks
/// n·q ± 1.96·√(n·q·(1−q))), so a p99.9 of few bars shows how loosely it
/// is known.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Percentiles {
    /// Bars recorded.
    pub n: u64,
    pub min_ns: u64,
    pub p50_ns: u64,
    pub p90_ns: u64,
    pub p99_ns: u64,
    pub p999_ns: u64,
    pub max_ns: u64,
    pub p50_ci: (u64, u64),
    pub p99_ci: (u64, u64),
    pub p999_ci: (u64, u64),
}

impl Percentiles {
    /// `None` for an empty histogram.
    pub fn of(h: &Histogram<u64>) -> Option<Percentiles> {
        let n = h.len();
        if n == 0 {
            return None;
        }
        let ci = |q: f64| {
            let (lo, hi) = rank_interval(n, q);
            (
                h.value_at_quantile(lo as f64 / n as f64),
                h.value_at_quantile(hi as f64 / n as f64),
            )
        };
        Some(Percentiles {
            n,
            min_ns: h.min(),
            p50_ns: h.value_at_quantile(0.5),
            p90_ns: h.value_at_quantile(0.9),
            p99_ns: h.value_at_quantile(0.99),
            p999_ns: h.value_at_quantile(0.999),
            max_ns: h.max(),
            p50_ci: ci(0.5),
            p99_ci: ci(0.99),
            p999_ci: ci(0.999),
        })
    }
}

/// The 1-based ranks bounding a 95% interval of the q-quantile of n
/// samples (normal approximation to the binomial), within 1..=n.
pub fn rank_interval(n: u64, q: f64) -> (u64, u64) {
    let nf = n as f64;
    let half = 1.96 * (nf * q * (1.0 - q)).sqrt();
    let lo = (nf * q - half).floor().max(1.0) as u64;
    let hi = ((nf * q + half).ceil() as u64).clamp(1, n);
    (lo.min(n), hi)
}

/// How many of `n` bars lie above the q-quantile: what it rests on.
pub fn bars_above(n: u64, q: f64) -> u64 {
    // Less a hair: 10,000 × 0.999 must not round up past 9,990.
    n - ((n as f64 * q - 1e-9).ceil() as u64).min(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Synthetic time: `wait_until` jumps, a bar costs what the test says.
    struct Fake {
        t: Duration,
    }

    impl Clock for Fake {
        fn now(&mut self) -> Duration {
            self.t
        }
        fn wait_until(&mut self, t: Duration) {
            self.t = self.t.max(t);
        }
    }

    const US: Duration = Duration::from_micros(1);

    #[test]
    fn bars_are_meant_to_go_at_k_over_the_rate() {
        let p = Plan::new(Rate::Hz(10_000.0), 5).unwrap();
        let t: Vec<_> = (0..5).map(|k| p.intended(k).unwrap()).collect();
        assert_eq!(t, [0, 100, 200, 300, 400].map(|u| u * US));
        let p = Plan::new(Rate::Hz(3.0), 4).unwrap();
        assert_eq!(p.intended(3), Some(Duration::from_secs(1)));
        assert_eq!(p.intended(1), Some(Duration::from_nanos(333_333_333)));
        let p = Plan::new(Rate::AsFastAsPossible, 4).unwrap();
        assert_eq!(p.intended(2), None);
    }

    #[test]
    fn a_steady_peer_shows_its_service_time_and_the_schedule_is_kept() {
        let plan = Plan::new(Rate::Hz(10_000.0), 100).unwrap();
        let mut clock = Fake { t: Duration::ZERO };
        let sent = std::cell::RefCell::new(Vec::new());
        let r = drive(&plan, &mut clock, |_, c: &mut Fake| {
            sent.borrow_mut().push(c.t);
            c.t += 20 * US;
            Ok::<_, ()>(())
        })
        .unwrap();
        assert_eq!(sent.borrow()[7], 700 * US);
        assert_eq!(r.latency.len(), 100);
        assert!(r.latency.equivalent(r.latency.min(), 20_000));
        assert!(r.latency.equivalent(r.latency.max(), 20_000));
        assert_eq!(r.behind_at_end, Duration::ZERO);
        assert_eq!(r.elapsed, 99 * 100 * US + 20 * US);
    }

    #[test]
    fn a_stalled_peer_delays_the_bars_behind_the_stall_and_they_count() {
        // 10 kHz; each bar takes 10 µs, but bar 10 stalls for 1 ms. Timed
        // from the actual send only one bar would be slow; from the
        // intended time, the 9 bars queued behind it are late too.
        let plan = Plan::new(Rate::Hz(10_000.0), 100).unwrap();
        let mut clock = Fake { t: Duration::ZERO };
        let r = drive(&plan, &mut clock, |k, c: &mut Fake| {
            c.t += if k == 10 { 1000 * US } else { 10 * US };
            Ok::<_, ()>(())
        })
        .unwrap();
        let h = &r.latency;
        assert!(h.equivalent(h.max(), 1_000_000));
        // Bar 11 was meant for 1.1 ms, sent at 2.0 ms, back at 2.01 ms
        // (910 µs); bar 19 is back 190 µs late, bar 20 100 µs, bar 21 on time.
        let late = h.count_between(150_000, 2_000_000);
        assert_eq!(late, 10, "the stalled bar and the 9 queued behind it");
        assert!(h.value_at_quantile(0.95) > 100_000);
        // The schedule caught up: the last bar went on time.
        assert_eq!(r.behind_at_end, Duration::ZERO);
        // The same peer timed as fast as possible: one slow bar only.
        let plan = Plan::new(Rate::AsFastAsPossible, 100).unwrap();
        let r = drive(&plan, &mut Fake { t: Duration::ZERO }, |k, c: &mut Fake| {
            c.t += if k == 10 { 1000 * US } else { 10 * US };
            Ok::<_, ()>(())
        })
        .unwrap();
        assert_eq!(r.latency.count_between(150_000, 2_000_000), 1);
    }

    #[test]
    fn a_peer_slower_than_the_rate_ends_far_behind() {
        let plan = Plan::new(Rate::Hz(100_000.0), 50).unwrap();
        let r = drive(&plan, &mut Fake { t: Duration::ZERO }, |_, c: &mut Fake| {
            c.t += 20 * US;
            Ok::<_, ()>(())
        })
        .unwrap();
        // 50 bars of 20 µs meant for 10 µs slots: the last goes 490 µs late.
        assert_eq!(r.behind_at_end, 490 * US);
    }

    #[test]
    fn bad_plans_are_clear_errors() {
        let e = Plan::new(Rate::Hz(1000.0), 0).unwrap_err().to_string();
        assert!(e.contains("at least one bar"), "{e}");
        for hz in [0.0, -5.0, f64::NAN, f64::INFINITY] {
            let e = Plan::new(Rate::Hz(hz), 10).unwrap_err().to_string();
            assert!(e.contains("positive number of bars per second"), "{e}");
        }
        let p = Plan::new(Rate::Hz(100_000.0), 10).unwrap();
        let e = p.check_reachable(20_000.0).unwrap_err().to_string();
        assert!(
            e.contains("100 kHz is beyond this transport") && e.contains("20000"),
            "{e}"
        );
        // Reachable up to half the back-to-back rate, not just below it.
        assert!(p.check_reachable(150_000.0).is_err());
        assert!(p.check_reachable(200_000.0).is_ok());
        let afap = Plan::new(Rate::AsFastAsPossible, 10).unwrap();
        assert!(afap.check_reachable(1.0).is_ok());
    }

    #[test]
    fn an_error_from_a_bar_ends_the_run() {
        let plan = Plan::new(Rate::Hz(1000.0), 10).unwrap();
        let mut calls = 0;
        let r = drive(&plan, &mut Fake { t: Duration::ZERO }, |k, _: &mut Fake| {
            calls += 1;
            if k == 3 { Err("engine gone") } else { Ok(()) }
        });
        assert_eq!(r.err(), Some("engine gone"));
        assert_eq!(calls, 4);
    }

    #[test]
    fn rates_are_named_as_the_report_names_them() {
        assert_eq!(Rate::Hz(1000.0).name(), "1 kHz");
        assert_eq!(Rate::Hz(100_000.0).name(), "100 kHz");
        assert_eq!(Rate::Hz(10.0).name(), "10 Hz");
        assert_eq!(Rate::AsFastAsPossible.name(), "as fast as possible");
    }

    #[test]
    fn percentiles_carry_their_order_statistic_intervals() {
        let mut h = histogram();
        for v in 1..=10_000u64 {
            h.record(v * 1000).unwrap();
        }
        let p = Percentiles::of(&h).unwrap();
        assert_eq!(p.n, 10_000);
        assert!((p.p99_ns as f64 / 9_900_000.0 - 1.0).abs() < 1e-3, "{p:?}");
        assert!(p.p999_ci.0 < p.p999_ns && p.p999_ns <= p.p999_ci.1, "{p:?}");
        assert!(p.p999_ci.1 <= p.max_ns);
        assert_eq!(bars_above(10_000, 0.999), 10);
        assert_eq!(bars_above(10_000, 0.5), 5000);
        assert_eq!(rank_interval(10, 0.999), (9, 10));
        assert!(Percentiles::of(&histogram()).is_none());
    }
}
