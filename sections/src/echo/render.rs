//! Rendering the echo record: per placement a table and a log-log plot,
//! the study's model `T(b) = floor + 2b / bandwidth` fitted to each curve,
//! the in-process no-op floors and their target, and the study's points
//! and the outside anchors (docs/study.md#published-figures,
//! docs/study.md#reference-points-from-elsewhere) beside the fits. The prose is
//! `templates/echo*.md`; the figures and tables fill its slots.

use super::record::{Curve, Record};
use anyhow::Result;
use measure::affinity::Placement;
use measure::stats::summarize;
use report::findings::EchoFit;
use report::keys::Transport;
use report::plot::{Line, loglog_lines};
use report::study_figures as study;
use report::targets::Verdict;
use report::template::{self, Prose, slot};
use serde_json::{Value, json};
use std::path::Path;

/// The study's echo points (Python client, UDS, M2 Max): (floats, µs).
const STUDY_POINTS: [(f64, f64); 3] = [
    (1.0, study::ECHO_8B_US),
    (1_000.0, study::ECHO_1000_US),
    (150_000.0, study::ECHO_150K_US),
];
/// The section's short words: the anchors' table, the other tables'
/// headers, the plots' labels and the placements' captions.
pub(super) const WORDS: Prose = Prose {
    file: "echo_words.md",
    text: include_str!("../../templates/echo_words.md"),
};

/// The target for one call into the library from Python.
const NOOP_TARGET_US: f64 = 0.2;

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

/// A curve's fit and its largest relative residual.
pub struct Fitted<'a> {
    pub curve: &'a Curve,
    pub fit: EchoFit,
    pub worst: f64,
}

pub fn fits(rec: &Record) -> Vec<Fitted<'_>> {
    rec.curves
        .iter()
        .map(|c| {
            let xy: Vec<(f64, f64)> = rec
                .sizes
                .iter()
                .zip(&c.points)
                .map(|(&f, p)| (8.0 * f as f64, p.p50))
                .collect();
            let (floor_us, bandwidth, worst) = fit(&xy);
            Fitted {
                curve: c,
                fit: EchoFit {
                    placement: c.placement,
                    transport: c.transport,
                    client: c.client,
                    p50_us: rec
                        .sizes
                        .iter()
                        .zip(&c.points)
                        .map(|(&f, p)| (f, p.p50))
                        .collect(),
                    floor_us,
                    bandwidth,
                },
                worst,
            }
        })
        .collect()
}

pub fn csv(rec: &Record) -> Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record([
        "placement",
        "transport",
        "client",
        "floats",
        "bytes_each_way",
        "n",
        "p50_us",
        "p99_us",
        "mean_us",
        "min_us",
        "max_us",
    ])?;
    for c in &rec.curves {
        for (&floats, p) in rec.sizes.iter().zip(&c.points) {
            w.write_record([
                c.placement.name().to_string(),
                c.transport.name().to_string(),
                c.client.name().to_string(),
                floats.to_string(),
                (8 * floats).to_string(),
                p.n.to_string(),
                p.p50.to_string(),
                p.p99.to_string(),
                p.mean.to_string(),
                p.min.to_string(),
                p.max.to_string(),
            ])?;
        }
    }
    Ok(String::from_utf8(w.into_inner()?)?)
}

/// Per placement a subsection: a table of p50 (min–max) by size, and its
/// plot (written to `out_dir`); the subsections a paragraph apart.
pub fn per_placement(rec: &Record, fitted: &[Fitted], out_dir: &Path) -> Result<String> {
    let mut blocks = Vec::new();
    for &pl in &rec.placements {
        let mine: Vec<&Fitted> = fitted.iter().filter(|f| f.curve.placement == pl).collect();
        let mut table = WORDS.part("curve.header", &[])?;
        for f in &rec.sizes {
            table.push_str(&format!(" {f} |"));
        }
        table.push_str(&format!("\n|---|{}\n", "---:|".repeat(rec.sizes.len())));
        for f in &mine {
            let c = f.curve;
            table.push_str(&format!("| {} · {} |", c.transport.name(), c.client.name()));
            for p in &c.points {
                table.push_str(&format!(" {} ({}–{}) |", us(p.p50), us(p.min), us(p.max)));
            }
            table.push('\n');
        }
        let svg = format!("echo_curve_{}.svg", pl.slug());
        let lines: Vec<Line> = mine
            .iter()
            .map(|f| {
                Ok(Line {
                    label: WORDS.part(
                        "plot.line",
                        &[
                            slot("transport", f.curve.transport.name()),
                            slot("client", f.curve.client.name()),
                        ],
                    )?,
                    points: f.fit.p50_us.iter().map(|&(x, y)| (x as f64, y)).collect(),
                })
            })
            .collect::<Result<_>>()?;
        let marks = [Line {
            label: WORDS.part("plot.study", &[])?,
            points: STUDY_POINTS.to_vec(),
        }];
        let caption = placement_caption(pl)?;
        let axes = (WORDS.part("plot.x", &[])?, WORDS.part("plot.y", &[])?);
        loglog_lines(
            &out_dir.join(&svg),
            &WORDS.part("plot.title", &[slot("caption", &caption)])?,
            (axes.0.as_str(), axes.1.as_str()),
            &lines,
            &marks,
        )?;
        blocks.push(template::fill(
            include_str!("../../templates/echo_placement.md"),
            &[
                slot("caption", &caption),
                slot("table", &table),
                slot("placement", pl.name()),
                slot("svg", &svg),
            ],
        )?);
    }
    Ok(blocks.join("\n\n"))
}

pub fn fit_table(rec: &Record, fitted: &[Fitted]) -> Result<String> {
    let mut t = WORDS.part(
        "fit.header",
        &[
            slot("cold", rec.cold_trips),
            slot("floor", study::ECHO_FLOOR_US),
            slot("echo", study::ECHO_8B_US),
            slot("rate", format!("{:.2}", study::echo_bandwidth() / 1e9)),
        ],
    )? + "\n";
    for f in fitted {
        let (c, e) = (f.curve, &f.fit);
        let effective = e.at(150_000).map(|t| 2.0 * 8.0 * 150_000.0 / (t * 1e-6));
        let knee = e.floor_us * 1e-6 * e.bandwidth / 2.0 / 8.0;
        t.push_str(&format!(
            "| {} | {} | {} | {:.2} | {:.2} ({:.1}) | {} ({}) | {} | {} | {} | {:.0}% |\n",
            e.placement.name(),
            e.transport.name(),
            e.client.name(),
            e.floor_us,
            c.points[0].p50,
            c.points[0].p99,
            us(c.cold.p50),
            us(c.cold.max),
            gbs(e.bandwidth),
            effective.map_or("—".into(), gbs),
            if knee.is_finite() {
                format!("{knee:.0}")
            } else {
                "—".into()
            },
            100.0 * f.worst
        ));
    }
    Ok(t)
}

/// Median over blocks of each no-op statistic, µs per call.
fn noop_p50(rec: &Record, t: Transport) -> Option<(f64, f64, f64, f64, f64)> {
    let n = rec.noop.iter().find(|n| n.transport == t)?;
    let med = |i: usize| summarize(&n.blocks.iter().map(|b| b[i]).collect::<Vec<_>>());
    let p50 = med(0)?;
    Some((p50.median, p50.min, p50.max, med(1)?.median, med(2)?.median))
}

pub fn noop_table(rec: &Record) -> Result<String> {
    let mut t = WORDS.part("noop.header", &[])? + "\n";
    for n in &rec.noop {
        if let Some((p50, min, max, p99, mean)) = noop_p50(rec, n.transport) {
            t.push_str(&format!(
                "| {} | {p50:.3} ({min:.3}–{max:.3}) | {p99:.3} | {mean:.3} |\n",
                n.transport.name()
            ));
        }
    }
    Ok(t)
}

/// The in-process targets: a no-op call into the library ≤ 0.2 µs from Python.
pub fn targets(rec: &Record) -> Result<Vec<Verdict>> {
    let mut verdicts = Vec::new();
    for n in &rec.noop {
        let Some((p50, ..)) = noop_p50(rec, n.transport) else {
            continue;
        };
        let text = template::fill(
            include_str!("../../templates/echo_noop_target.md"),
            &[
                slot("target_us", NOOP_TARGET_US),
                slot("route", n.transport.name()),
                slot("p50_us", format!("{p50:.3}")),
                slot("calls", n.calls_per_block),
            ],
        )?;
        verdicts.push(Verdict::new(text, p50 <= NOOP_TARGET_US));
    }
    Ok(verdicts)
}

/// The outside anchors (docs/study.md#boundaries) from this run's 1-float
/// p50s (Rust client).
pub fn anchor_table(rec: &Record) -> Result<String> {
    let floor_of = |pl: Placement, t: &str, client: &str| {
        rec.curves
            .iter()
            .find(|c| c.placement == pl && c.transport.name() == t && c.client.name() == client)
            .map(|c| c.points[0].p50)
    };
    anchors(
        &|t, client| floor_of(Placement::SameCore, t, client),
        &|t, client| floor_of(Placement::CrossCore, t, client),
    )
}

pub fn data(rec: &Record, fitted: &[Fitted]) -> Value {
    json!({"sizes": rec.sizes, "blocks": rec.blocks, "warmup_ms": rec.warmup_ms,
        "curves": fitted.iter().map(|f| json!({
            "placement": f.curve.placement.name(), "transport": f.curve.transport.name(), "client": f.curve.client.name(),
            "points": rec.sizes.iter().zip(&f.curve.points).map(|(s, p)| json!({"floats": s, "stats": p})).collect::<Vec<_>>(),
            "cold_1_float": f.curve.cold,
            "fit": {"floor_us": f.fit.floor_us, "bandwidth_bytes_per_s": f.fit.bandwidth, "max_relative_residual": f.worst},
        })).collect::<Vec<_>>(),
        "noop": rec.noop})
}

/// The section's Markdown: the method, the per-placement subsections, the
/// no-op floors and their targets, the fits and the anchors.
pub fn markdown(
    rec: &Record,
    per_placement: &str,
    fit_table: &str,
    targets: &[Verdict],
) -> Result<String> {
    let count_of = |floats: usize| {
        rec.sizes
            .iter()
            .position(|&s| s == floats)
            .map_or(0, |i| rec.counts[i])
    };
    template::fill(
        include_str!("../../templates/echo.md"),
        &[
            slot("trips_small", count_of(1)),
            slot("trips_10k", count_of(10_000)),
            slot("trips_large", count_of(100_000)),
            slot("blocks", rec.blocks),
            slot("cold", rec.cold_trips),
            slot("warmup_ms", rec.warmup_ms),
            slot("per_placement", per_placement),
            slot("noop_table", noop_table(rec)?),
            slot("targets", report::targets::list(targets)),
            slot("fit_table", fit_table),
            slot("anchors", anchor_table(rec)?),
        ],
    )
}

fn placement_caption(pl: Placement) -> Result<String> {
    let part = match pl {
        Placement::SameCore => "caption.same_core",
        Placement::CrossCore => "caption.cross_core",
        Placement::Unpinned => "caption.unpinned",
        Placement::InProcess => "caption.in_process",
    };
    WORDS.part(part, &[])
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

/// The outside anchors (docs/study.md#boundaries) beside this run's 1-float
/// p50s (Rust client), same core and cross core.
fn anchors(
    same: &dyn Fn(&str, &str) -> Option<f64>,
    cross: &dyn Fn(&str, &str) -> Option<f64>,
) -> Result<String> {
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
    let table = WORDS.main(&[
        slot("unix", both("unix")),
        slot("tcp", both("tcp")),
        slot("tcp_same", ratio(same)),
        slot("tcp_cross", ratio(cross)),
        slot("shm_same", shm(same)),
        slot("shm_cross", shm(cross)),
        slot("pipe", both("pipe")),
    ])?;
    Ok(table + "\n")
}

#[cfg(test)]
mod tests {
    use super::super::measure::SIZES;
    use super::super::record::{Noop, Point};
    use super::*;
    use report::keys::Side;

    fn point(p50: f64) -> Point {
        Point {
            p50,
            p99: 2.0 * p50,
            mean: p50,
            min: p50,
            max: p50,
            n: 10,
        }
    }

    fn record(noop_us: f64) -> Record {
        let curve = |placement, transport, floor: f64| Curve {
            placement,
            transport,
            client: Side::Python,
            points: SIZES
                .iter()
                .map(|&f| point(floor + f as f64 * 1e-3))
                .collect(),
            cold: point(3.0 * floor),
        };
        Record {
            sizes: SIZES.to_vec(),
            counts: vec![30; SIZES.len()],
            blocks: 5,
            warmup_ms: 100,
            cold_trips: 20,
            placements: vec![Placement::SameCore, Placement::InProcess],
            curves: vec![
                curve(Placement::SameCore, Transport::UNIX, 10.0),
                curve(Placement::InProcess, Transport::PYO3, 0.5),
            ],
            noop: vec![Noop {
                transport: Transport::PYO3,
                blocks: vec![[noop_us, 2.0 * noop_us, noop_us]; 5],
                calls_per_block: 1000,
            }],
        }
    }

    #[test]
    fn the_noop_target_is_met_or_missed_by_the_recorded_floor() {
        assert_eq!(targets(&record(0.05)).unwrap()[0].met, Some(true));
        let missed = targets(&record(0.3)).unwrap();
        assert_eq!(missed[0].met, Some(false));
        assert!(
            missed[0].text.contains("pyo3: **0.300 µs**"),
            "{}",
            missed[0].text
        );
    }

    #[test]
    fn in_process_fits_keep_their_placement_and_the_csv_parses() {
        let rec = record(0.05);
        let f = fits(&rec);
        assert_eq!(f[1].fit.placement, Placement::InProcess);
        assert!(
            (f[1].fit.floor_us - 0.5).abs() < 1e-6,
            "{}",
            f[1].fit.floor_us
        );
        let text = csv(&rec).unwrap();
        let mut r = csv::Reader::from_reader(text.as_bytes());
        let width = r.headers().unwrap().len();
        assert_eq!(
            r.records()
                .map(|x| assert_eq!(x.unwrap().len(), width))
                .count(),
            14
        );
    }

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
    }

    #[test]
    fn flat_curve_has_no_finite_bandwidth() {
        let (floor, bw, _) = fit(&[(8.0, 5.0), (80.0, 5.0), (800.0, 5.0)]);
        assert!((floor - 5.0).abs() < 1e-9 && bw.is_infinite());
    }

    #[test]
    fn histogram_percentiles_of_microsecond_samples() {
        let us: Vec<f64> = (1..=1000).map(|i| i as f64).collect();
        let p = Point::of(&us).unwrap();
        assert!((p.p50 - 500.0).abs() / 500.0 < 1e-3, "{}", p.p50);
        assert!((p.p99 - 990.0).abs() / 990.0 < 1e-3, "{}", p.p99);
        assert_eq!((p.min, p.n), (1.0, 1000));
    }

    #[test]
    fn every_part_of_the_words_is_reached() {
        report::template::FILLED.with(|f| f.borrow_mut().clear());
        let mut rec = record(0.05);
        rec.placements = vec![
            Placement::SameCore,
            Placement::CrossCore,
            Placement::Unpinned,
            Placement::InProcess,
        ];
        for (pl, floor) in [(Placement::CrossCore, 40.0), (Placement::Unpinned, 39.0)] {
            let mut c = rec.curves[0].clone();
            c.placement = pl;
            c.points.iter_mut().for_each(|p| p.p50 += floor);
            rec.curves.push(c);
        }
        let fitted = fits(&rec);
        let dir = tempfile::tempdir().unwrap();
        let blocks = per_placement(&rec, &fitted, dir.path()).unwrap();
        let md = markdown(&rec, &blocks, &fit_table(&rec, &fitted).unwrap(), &[]).unwrap();
        assert!(md.contains("| gRPC unary 1 KiB (tonic) |"), "{md}");
        let fits: Vec<EchoFit> = fitted.iter().map(|f| f.fit.clone()).collect();
        let summary = super::super::key_floors(&fits).unwrap();
        assert!(summary.contains("by the cross-core floor"), "{summary}");
        assert_eq!(WORDS.unfilled(), Vec::<&str>::new());
    }
}
