//! What parking idle connections costs an honest client (issue 29): the
//! engine's default (a connection idle for `--park-after`, its default grace, gives
//! its thread up) against a thread per connection (`--park-after 0`), on
//! fresh engines started alternately (ABBA), each pinned as in the echo
//! section. Three calls over UDS with the Rust client: a streaming bar and
//! a one-float echo back to back (the latency rows' paths: they never
//! park), and the first echo after a 100 ms pause (the one call that meets
//! a parked connection). The varying unit is the engine process, so each
//! arm's spread is over its engines.

use anyhow::{Context, Result};
use measure::affinity::{Placement, pin_current_thread};
use measure::log::progress;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use transport::launch::{EngineProcess, Listen};

/// Fresh engines per arm and placement.
const ENGINES: usize = 6;
/// Back-to-back calls timed per engine (after as many untimed).
const CALLS: usize = 4000;
/// Pauses per engine, each followed by one timed echo.
const PAUSES: usize = 12;
const PAUSE: Duration = Duration::from_millis(100);

/// The two serving modes compared.
pub const ARMS: [(&str, &[&str]); 2] = [
    ("parked after 50 ms (the default)", &[]),
    (
        "thread per connection (--park-after 0)",
        &["--park-after", "0"],
    ),
];

/// One engine's figures, µs per call.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EngineSample {
    /// Mean of [`CALLS`] streaming bars back to back.
    pub bar_us: f64,
    /// Mean of [`CALLS`] one-float echoes back to back.
    pub echo_us: f64,
    /// Median of [`PAUSES`] echoes, each the first after a 100 ms pause.
    pub after_pause_us: f64,
}

/// One placement: per arm (in [`ARMS`]' order), its engines' samples.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlacementCost {
    pub placement: Placement,
    pub arms: Vec<Vec<EngineSample>>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ParkingCost {
    pub engines_per_arm: usize,
    pub calls: usize,
    pub pauses: usize,
    pub placements: Vec<PlacementCost>,
}

pub fn measure(exe: &Path) -> Result<ParkingCost> {
    let mut placements = Vec::new();
    for pl in Placement::available()
        .into_iter()
        .filter(|p| matches!(p, Placement::SameCore | Placement::CrossCore))
    {
        let mut arms = vec![Vec::new(); ARMS.len()];
        for round in 0..ENGINES {
            // A B, then B A: neither arm always runs first.
            let order: Vec<usize> = if round % 2 == 0 {
                vec![0, 1]
            } else {
                vec![1, 0]
            };
            for arm in order {
                progress(&format!(
                    "reliability: parking cost, {} · {} · engine {}/{ENGINES}",
                    pl.name(),
                    ARMS[arm].0,
                    round + 1
                ));
                arms[arm].push(one_engine(exe, pl, ARMS[arm].1)?);
            }
        }
        placements.push(PlacementCost {
            placement: pl,
            arms,
        });
    }
    Ok(ParkingCost {
        engines_per_arm: ENGINES,
        calls: CALLS,
        pauses: PAUSES,
        placements,
    })
}

/// A fresh engine with `flags`, pinned per `pl`, and its three figures.
fn one_engine(exe: &Path, pl: Placement, flags: &[&str]) -> Result<EngineSample> {
    let (engine_cpu, client_cpu) = pl.cpus();
    let mut cmd = Command::new(exe);
    transport::child::pin_to_cpu(&mut cmd, engine_cpu);
    let engine = EngineProcess::serve(
        cmd,
        Listen::Fresh(transport::Transport::UNIX),
        kernels::REFERENCE,
        flags,
    )
    .context("starting an engine for the parking cost")?;
    let _pin = pin_current_thread(client_cpu)?;
    let mut c = engine.endpoint.connect()?;
    let close = [100.0];
    let h = c.stream_open(&kernel_spec::Params::new(20, 10, 4, 10, 3, 5))?;
    let timed = |call: &mut dyn FnMut() -> Result<()>| -> Result<f64> {
        for _ in 0..CALLS {
            call()?;
        }
        let t0 = Instant::now();
        for _ in 0..CALLS {
            call()?;
        }
        Ok(t0.elapsed().as_secs_f64() * 1e6 / CALLS as f64)
    };
    let mut x = 100.0;
    let bar_us = timed(&mut || {
        x = if x > 100.0 { 99.5 } else { 100.5 };
        c.stream_bar(h, x, false)?;
        Ok(())
    })?;
    let echo_us = timed(&mut || {
        c.echo(&close)?;
        Ok(())
    })?;
    let mut paused = Vec::with_capacity(PAUSES);
    for _ in 0..PAUSES {
        std::thread::sleep(PAUSE);
        let t0 = Instant::now();
        c.echo(&close)?;
        paused.push(t0.elapsed().as_secs_f64() * 1e6);
    }
    Ok(EngineSample {
        bar_us,
        echo_us,
        after_pause_us: median(&paused),
    })
}

pub fn median(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n == 0 {
        return f64::NAN;
    }
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

/// What one figure's two arms say, from their engines alone.
#[derive(Clone, Debug, PartialEq)]
pub struct Difference {
    /// Median over engines, parked and thread per connection (µs).
    pub parked: f64,
    pub threaded: f64,
    /// Whether every parked engine is slower than every threaded one
    /// (`Some(true)`), faster (`Some(false)`), or the engines overlap.
    pub separated: Option<bool>,
}

impl Difference {
    pub fn of(parked: &[f64], threaded: &[f64]) -> Difference {
        let ((pmin, pmax), (tmin, tmax)) = (min_max(parked), min_max(threaded));
        Difference {
            parked: median(parked),
            threaded: median(threaded),
            separated: if pmin > tmax {
                Some(true)
            } else if pmax < tmin {
                Some(false)
            } else {
                None
            },
        }
    }

    /// The verdict in words: a difference is claimed only where every
    /// engine of one arm is past every engine of the other.
    pub fn verdict(&self) -> String {
        let d = self.parked - self.threaded;
        match self.separated {
            None => {
                format!("no difference beyond the engines' spread ({d:+.1} µs between medians)")
            }
            Some(true) => format!("parking costs {d:+.1} µs (every engine apart)"),
            Some(false) => format!("parking saves {:.1} µs (every engine apart)", -d),
        }
    }
}

fn min_max(v: &[f64]) -> (f64, f64) {
    (
        v.iter().copied().fold(f64::INFINITY, f64::min),
        v.iter().copied().fold(f64::NEG_INFINITY, f64::max),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_difference_is_claimed_only_when_the_engines_do_not_overlap() {
        let d = Difference::of(&[20.0, 21.0, 22.0], &[15.0, 16.0, 17.0]);
        assert_eq!(
            (d.parked, d.threaded, d.separated),
            (21.0, 16.0, Some(true))
        );
        assert_eq!(d.verdict(), "parking costs +5.0 µs (every engine apart)");
        let d = Difference::of(&[15.0, 16.0], &[20.0, 22.0]);
        assert_eq!(d.separated, Some(false));
        assert_eq!(d.verdict(), "parking saves 5.5 µs (every engine apart)");
        let d = Difference::of(&[14.0, 18.0, 16.0], &[15.0, 17.0]);
        assert_eq!(d.separated, None);
        assert!(
            d.verdict()
                .starts_with("no difference beyond the engines' spread")
        );
    }

    #[test]
    fn the_median_of_even_and_odd_counts() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), 2.0);
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), 2.5);
        assert!(median(&[]).is_nan());
    }
}
