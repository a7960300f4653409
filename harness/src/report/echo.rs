//! The echo curve: round-trip time against payload size for every transport
//! and client, the study's model `T(b) = floor + 2b / bandwidth` fitted to
//! each, and the study's points and the outside anchors (SPEC §7, §8)
//! beside the fits.

use super::arch::{COLD_TRIPS, echo_times};
use super::findings::EchoFit;
use super::plot::{Line, loglog_lines};
use super::{Context, Section, SectionOutput, progress};
use crate::affinity::{Placement, pin_current_thread};
use crate::servers::{Endpoint, EngineServer, engine_binary};
use anyhow::{Context as _, Result};
use hdrhistogram::Histogram;
use serde_json::json;
use std::time::Duration;
use transport::shm::Wait;

pub struct Echo;

/// Floats each way (8 bytes each), the points.
pub const SIZES: [usize; 7] = [1, 10, 100, 1_000, 10_000, 100_000, 150_000];
/// Interleaved blocks: every transport × client runs once per block.
const BLOCKS: usize = 5;
/// 1-float round trips before the timed ones, per connection. On this
/// machine (a VM) a connection that has been idle starts several times
/// slower and settles within milliseconds; the cold trips are reported apart.
const WARMUP: Duration = Duration::from_millis(100);

/// Round trips per size over the whole run: thousands where a trip takes
/// microseconds, tens where it takes milliseconds.
fn count(floats: usize, quick: bool) -> usize {
    let full = match floats {
        0..=1_000 => 3_000,
        1_001..=10_000 => 500,
        _ => 50,
    };
    if quick {
        (full / 5).max(BLOCKS * 2)
    } else {
        full
    }
}

/// The study's echo points (Python client, UDS, M2 Max): (floats, µs).
const STUDY_POINTS: [(f64, f64); 3] = [(1.0, 14.1), (1_000.0, 18.1), (150_000.0, 2_043.4)];
const STUDY_FLOOR_US: f64 = 14.05;
/// 2 × 1.2 MB in 2,043.4 µs.
const STUDY_BANDWIDTH: f64 = 2.0 * 8.0 * 150_000.0 / 2_043.4e-6;

/// Percentiles of one point of the curve, µs.
#[derive(Clone, Copy, serde::Serialize)]
struct Point {
    p50: f64,
    p99: f64,
    mean: f64,
    min: f64,
    max: f64,
    n: u64,
}

fn point(us: &[f64]) -> Result<Point> {
    let mut h =
        Histogram::<u64>::new_with_bounds(1, 3_600_000_000_000, 3).context("histogram bounds")?;
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

/// Weighted least squares of `T = floor + slope·bytes` with weights 1/T²
/// (relative error), so the microsecond points weigh as much as the
/// millisecond ones. Returns (floor µs, bandwidth bytes/s both directions,
/// largest relative residual).
pub fn fit(points: &[(f64, f64)]) -> (f64, f64, f64) {
    let (mut sw, mut sx, mut sy, mut sxx, mut sxy) = (0.0, 0.0, 0.0, 0.0, 0.0);
    for &(bytes, t) in points {
        let w = 1.0 / (t * t);
        sw += w;
        sx += w * bytes;
        sy += w * t;
        sxx += w * bytes * bytes;
        sxy += w * bytes * t;
    }
    let slope = (sw * sxy - sx * sy) / (sw * sxx - sx * sx);
    let floor = (sy - slope * sx) / sw;
    // T = floor + 2b / bandwidth  ⇒  bandwidth = 2 / slope (bytes per µs → per s).
    let bandwidth = if slope > 0.0 {
        2.0 / slope * 1e6
    } else {
        f64::INFINITY
    };
    let worst = points
        .iter()
        .map(|&(b, t)| ((floor + slope * b) - t).abs() / t)
        .fold(0.0, f64::max);
    (floor, bandwidth, worst)
}

struct Target {
    placement: Placement,
    transport: String,
    client: &'static str,
    endpoint: Endpoint,
}

/// One measured curve: its target, per-size points, cold trips and fit.
struct Curve<'a> {
    target: &'a Target,
    points: Vec<Point>,
    cold: Point,
    fit: EchoFit,
    worst: f64,
}

impl Section for Echo {
    fn id(&self) -> &'static str {
        "echo"
    }

    fn run(&self, ctx: &mut Context) -> Result<SectionOutput> {
        let exe = engine_binary()?;
        let quick = ctx.runs < 10;
        let placements = Placement::available();
        let mut servers = Vec::new();
        let mut targets = Vec::new();
        for &pl in &placements {
            let (engine_cpu, _) = pl.cpus();
            progress(&format!(
                "echo curve, {}: starting engines (unix, tcp, shm; pipes start per connection)",
                pl.name()
            ));
            let mut endpoints = vec![
                EngineServer::unix_on(&exe, "safe", engine_cpu)?,
                EngineServer::tcp_on(&exe, "safe", engine_cpu)?,
                EngineServer::shm_on(&exe, "safe", Wait::SpinThenFutex, engine_cpu)?,
            ];
            // A spinning waiter pinned to its peer's core only yields at the
            // scheduler tick: not a configuration anyone would run.
            if pl != Placement::SameCore {
                endpoints.push(EngineServer::shm_on(&exe, "safe", Wait::Spin, engine_cpu)?);
            }
            let mut list: Vec<Endpoint> = endpoints.iter().map(|s| s.endpoint.clone()).collect();
            list.insert(2, Endpoint::Pipe(exe.clone(), "safe".into(), engine_cpu));
            for e in list {
                for client in ["Python", "Rust"] {
                    if client == "Python" && e.python_target().is_none() {
                        continue;
                    }
                    targets.push(Target {
                        placement: pl,
                        transport: e.transport_name(),
                        client,
                        endpoint: e.clone(),
                    });
                }
            }
            servers.extend(endpoints);
        }
        let per_block: Vec<(usize, usize)> = SIZES
            .iter()
            .map(|&f| (f, count(f, quick).div_ceil(BLOCKS)))
            .collect();
        let mut samples = vec![vec![Vec::new(); SIZES.len()]; targets.len()];
        let mut colds = vec![Vec::new(); targets.len()];
        for block in 0..BLOCKS {
            progress(&format!(
                "echo curve: block {}/{BLOCKS} ({} placements × transports × clients, {} sizes)",
                block + 1,
                targets.len(),
                SIZES.len()
            ));
            for step in 0..targets.len() {
                let i = (block + step) % targets.len();
                let t = &targets[i];
                let client_cpu = t.placement.cpus().1;
                let (cold, us) = match t.endpoint.python_target() {
                    Some(mut target) if t.client == "Python" => {
                        target["client_cpu"] = json!(client_cpu);
                        ctx.numba()?.echo_curve(target, &per_block, WARMUP)?
                    }
                    _ => {
                        let _pin = pin_current_thread(client_cpu)?;
                        let r = echo_times(&t.endpoint, &per_block, WARMUP)?;
                        (r.cold, r.warm)
                    }
                };
                colds[i].extend(cold);
                for (acc, u) in samples[i].iter_mut().zip(us) {
                    acc.extend(u);
                }
            }
        }
        drop(servers);

        let curves: Vec<Curve> = targets
            .iter()
            .zip(&samples)
            .zip(&colds)
            .map(|((t, per_size), cold)| {
                let points: Vec<Point> =
                    per_size.iter().map(|us| point(us)).collect::<Result<_>>()?;
                let xy: Vec<(f64, f64)> = SIZES
                    .iter()
                    .zip(&points)
                    .map(|(&f, p)| (8.0 * f as f64, p.p50))
                    .collect();
                let (floor_us, bandwidth, worst) = fit(&xy);
                Ok(Curve {
                    target: t,
                    fit: EchoFit {
                        placement: t.placement.name().into(),
                        transport: t.transport.clone(),
                        client: t.client.into(),
                        p50_us: SIZES
                            .iter()
                            .zip(&points)
                            .map(|(&f, p)| (f, p.p50))
                            .collect(),
                        floor_us,
                        bandwidth,
                    },
                    points,
                    cold: point(cold)?,
                    worst,
                })
            })
            .collect::<Result<_>>()?;

        let mut csv = String::from(
            "placement,transport,client,floats,bytes_each_way,n,p50_us,p99_us,mean_us,min_us,max_us\n",
        );
        for c in &curves {
            for (&floats, p) in SIZES.iter().zip(&c.points) {
                csv.push_str(&format!(
                    "{},{},{},{floats},{},{},{},{},{},{},{}\n",
                    c.target.placement.name(),
                    c.target.transport,
                    c.target.client,
                    8 * floats,
                    p.n,
                    p.p50,
                    p.p99,
                    p.mean,
                    p.min,
                    p.max
                ));
            }
        }
        let mut per_placement = String::new();
        for &pl in &placements {
            let mine: Vec<&Curve> = curves.iter().filter(|c| c.target.placement == pl).collect();
            let mut table = String::from("| transport · client |");
            for f in SIZES {
                table.push_str(&format!(" {f} |"));
            }
            table.push_str(&format!("\n|---|{}\n", "---:|".repeat(SIZES.len())));
            for c in &mine {
                table.push_str(&format!("| {} · {} |", c.target.transport, c.target.client));
                for p in &c.points {
                    table.push_str(&format!(" {} ({}–{}) |", us(p.p50), us(p.min), us(p.max)));
                }
                table.push('\n');
            }
            let svg = format!("echo_curve_{}.svg", pl.slug());
            let lines: Vec<Line> = mine
                .iter()
                .map(|c| Line {
                    label: format!("{} · {} client", c.target.transport, c.target.client),
                    points: c.fit.p50_us.iter().map(|&(x, y)| (x as f64, y)).collect(),
                })
                .collect();
            let marks = [Line {
                label: "study (Python, unix, M2 Max)".into(),
                points: STUDY_POINTS.to_vec(),
            }];
            loglog_lines(
                &ctx.out_dir.join(&svg),
                &format!(
                    "Echo round trip (p50) vs payload — {}",
                    placement_caption(pl)
                ),
                ("floats each way (8 bytes each)", "round trip µs (p50)"),
                &lines,
                &marks,
            )?;
            per_placement.push_str(&format!(
                "### {}\n\nCells: p50 (min–max) µs per round trip; columns: floats each way.\n\n{table}\n![echo curve, {}, log-log]({svg})\n\n",
                placement_caption(pl),
                pl.name()
            ));
        }

        let mut fit_table = format!(
            "| placement | transport | client | fitted floor µs | 1-float p50 (p99) µs | cold: first {COLD_TRIPS} trips p50 (max) µs | fitted bandwidth GB/s | effective GB/s at 150,000 floats | knee (floats where payload = floor) | worst fit error |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n",
        );
        fit_table.push_str(&format!(
            "| **study (M2 Max)** | **unix** | **Python** | **{STUDY_FLOOR_US}** | 14.1 | — | **~{:.2}** | {:.2} | flat below ~8 KB (1,000 floats), linear above ~10,000 floats | — |\n",
            STUDY_BANDWIDTH / 1e9,
            STUDY_BANDWIDTH / 1e9
        ));
        for c in &curves {
            let f = &c.fit;
            let effective = f.at(150_000).map(|t| 2.0 * 8.0 * 150_000.0 / (t * 1e-6));
            let knee = f.floor_us * 1e-6 * f.bandwidth / 2.0 / 8.0;
            fit_table.push_str(&format!(
                "| {} | {} | {} | {:.2} | {:.2} ({:.1}) | {} ({}) | {} | {} | {} | {:.0}% |\n",
                f.placement,
                f.transport,
                f.client,
                f.floor_us,
                c.points[0].p50,
                c.points[0].p99,
                us(c.cold.p50),
                us(c.cold.max),
                gbs(f.bandwidth),
                effective.map_or("—".into(), gbs),
                if knee.is_finite() {
                    format!("{knee:.0}")
                } else {
                    "—".into()
                },
                100.0 * c.worst
            ));
        }

        let floor_of = |pl: Placement, t: &str, client: &str| {
            curves
                .iter()
                .find(|c| {
                    c.target.placement == pl && c.fit.transport == t && c.fit.client == client
                })
                .map(|c| c.points[0].p50)
        };
        let anchors = anchors(
            &|t, client| floor_of(Placement::SameCore, t, client),
            &|t, client| floor_of(Placement::CrossCore, t, client),
        );
        let data = json!({"sizes": SIZES, "blocks": BLOCKS, "warmup_ms": WARMUP.as_millis() as u64,
            "curves": curves.iter().map(|c| json!({
                "placement": c.target.placement.name(), "transport": c.target.transport, "client": c.target.client,
                "points": SIZES.iter().zip(&c.points).map(|(f, p)| json!({"floats": f, "stats": p})).collect::<Vec<_>>(),
                "cold_1_float": c.cold,
                "fit": {"floor_us": c.fit.floor_us, "bandwidth_bytes_per_s": c.fit.bandwidth, "max_relative_residual": c.worst},
            })).collect::<Vec<_>>()});
        ctx.findings.echo = curves.iter().map(|c| c.fit.clone()).collect();

        let markdown = format!(
            "## Echo curve: what a round trip costs by payload\n\n\
             `ECHO` sends n floats and gets the same bytes back, over every transport \
             (`ipc-engine serve` on a Unix socket, TCP loopback with `TCP_NODELAY`, shared \
             memory with each wait strategy — Rust client only, the Python client has no \
             shared-memory implementation —, and a persistent pipe: one `ipc-engine stdio` \
             kept open) and from both clients (Python: the study's client, `tobytes` per \
             call; Rust: `transport::Client`).\n\n\
             **Placement matters more than the transport here.** This machine is a 2-vCPU VM: \
             a hand-off between two processes on one core is a context switch, a hand-off to \
             the other core wakes a halted vCPU through the hypervisor. Left to itself the \
             scheduler sometimes keeps both sides on one core and sometimes not, so a run \
             could report either floor. Every curve is therefore measured three ways: engine \
             and client pinned to the same core, pinned to different cores, and unpinned (the \
             study's setting).\n\n\
             Per point, {} round trips for ≤ 1,000 floats, {} for 10,000 and {} for ≥ 100,000, \
             in {BLOCKS} interleaved blocks (every placement × transport × client once per \
             block, rotating start), each echo's reply compared byte for byte with what was sent (after its clock stopped). Every connection first \
             makes {COLD_TRIPS} one-float round trips at once (the \"cold\" column: what a \
             caller pays on a link that sat idle), then {warm} ms of untimed ones, then the \
             timed points. Percentiles from an HDR histogram (3 significant digits).\n\n\
             {per_placement}\
             ### The study's model fitted: `T(b) = floor + 2b / bandwidth`\n\n\
             Weighted least squares on the p50s (weights 1/T², i.e. relative error, so the \
             1-float point counts as much as the 1.2 MB one). The study's bandwidth is its \
             150,000-float point: 2 × 1.2 MB / 2,043.4 µs. The knee is the payload at which \
             the fitted payload time equals the floor. A large worst fit error means the curve \
             is not one line (for example a copy regime that changes with the size).\n\n{fit_table}\n\
             ### Anchors from elsewhere (SPEC §8; other machines, so read as ratios)\n\n{anchors}",
            count(1, quick),
            count(10_000, quick),
            count(100_000, quick),
            warm = WARMUP.as_millis(),
        );
        Ok(SectionOutput {
            markdown,
            data,
            csv: Some(csv),
            summary: None,
        })
    }
}

fn placement_caption(pl: Placement) -> &'static str {
    match pl {
        Placement::SameCore => "engine and client on the same core",
        Placement::CrossCore => "engine and client on different cores",
        Placement::Unpinned => "unpinned (wherever the scheduler puts them)",
    }
}

fn us(v: f64) -> String {
    if v >= 100.0 {
        format!("{v:.0}")
    } else if v >= 10.0 {
        format!("{v:.1}")
    } else {
        format!("{v:.2}")
    }
}

fn gbs(bytes_per_s: f64) -> String {
    if bytes_per_s.is_finite() {
        format!("{:.2}", bytes_per_s / 1e9)
    } else {
        "—".into()
    }
}

/// The SPEC §8 anchors beside this run's 1-float p50s (Rust client), same
/// core and cross core.
fn anchors(
    same: &dyn Fn(&str, &str) -> Option<f64>,
    cross: &dyn Fn(&str, &str) -> Option<f64>,
) -> String {
    let both = |t: &str| {
        let f = |v: Option<f64>| v.map_or("—".into(), |x| format!("{x:.2}"));
        format!("{} / {} µs", f(same(t, "Rust")), f(cross(t, "Rust")))
    };
    let ratio =
        |get: &dyn Fn(&str, &str) -> Option<f64>| match (get("tcp", "Rust"), get("unix", "Rust")) {
            (Some(t), Some(u)) => format!("{:.2}×", t / u),
            _ => "—".into(),
        };
    let shm = |get: &dyn Fn(&str, &str) -> Option<f64>| {
        ["shm spin", "shm spin-then-futex"]
            .iter()
            .filter_map(|t| get(t, "Rust"))
            .reduce(f64::min)
            .map_or("—".into(), |x| format!("{x:.2}"))
    };
    format!(
        "| what | anchor | this machine, Rust client, 1 float p50: same core / cross core |\n|---|---|---:|\n\
         | UDS round trip | ipc-bench (native C): ~7.7 µs; iceoryx2's machine: 2 × 1.6 µs one way | {} |\n\
         | TCP loopback round trip | ipc-bench: ~14 µs | {} |\n\
         | TCP ÷ UDS | typically 1.5–3× | {} / {} |\n\
         | shared memory round trip | ipc-bench spinning: ~0.2 µs; iceoryx2: 2 × ~0.1 µs one way; core-to-core cache-line hand-off 2 × 20–150 ns | {} / {} µs (spin-then-futex same core; best of both cross core) |\n\
         | persistent pipe round trip | — | {} |\n\
         | gRPC unary 1 KiB (tonic) | ~98 µs p50: the framework tax | not built here |\n",
        both("unix"),
        both("tcp"),
        ratio(same),
        ratio(cross),
        shm(same),
        shm(cross),
        both("pipe"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_recovers_a_known_line_and_the_study_bandwidth() {
        // 14 µs floor, 1.2 GB/s both directions: slope = 2 / 1.2e3 µs per byte.
        let slope = 2.0 / 1.2e3;
        let pts: Vec<(f64, f64)> = SIZES
            .iter()
            .map(|&f| (8.0 * f as f64, 14.0 + slope * 8.0 * f as f64))
            .collect();
        let (floor, bw, worst) = fit(&pts);
        assert!((floor - 14.0).abs() < 1e-6, "{floor}");
        assert!((bw / 1.2e9 - 1.0).abs() < 1e-9, "{bw}");
        assert!(worst < 1e-9);
        assert!((STUDY_BANDWIDTH / 1.174e9 - 1.0).abs() < 1e-3);
    }

    #[test]
    fn flat_curve_has_no_finite_bandwidth() {
        let (floor, bw, _) = fit(&[(8.0, 5.0), (80.0, 5.0), (800.0, 5.0)]);
        assert!((floor - 5.0).abs() < 1e-9 && bw.is_infinite());
    }

    #[test]
    fn histogram_percentiles_of_microsecond_samples() {
        let us: Vec<f64> = (1..=1000).map(|i| i as f64).collect();
        let p = point(&us).unwrap();
        assert!((p.p50 - 500.0).abs() / 500.0 < 1e-3, "{}", p.p50);
        assert!((p.p99 - 990.0).abs() / 990.0 < 1e-3, "{}", p.p99);
        assert_eq!((p.min, p.n), (1.0, 1000));
    }
}
