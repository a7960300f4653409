//! Rendering the per-bar record: the table, its target, CSV, JSON and the
//! findings the break-even section uses — from the [`Record`] alone. The
//! prose is `templates/per_bar*.md`; the figures fill its slots.

use super::record::{Record, Row};
use anyhow::{Context as _, Result};
use kernel_spec::gate::PNL_TOLERANCE;
use measure::affinity::Placement;
use measure::sampling::Sampling;
use measure::stats::{Summary, bootstrap_median_ci, summarize};
use report::findings::BarFinding;
use report::keys::Side;
use report::keys::Transport;
use report::record::{ratio_cell, runs_cell};
use report::targets::{self, Verdict};
use report::template::{self, slot};
use serde_json::{Value, json};

/// An in-process call per bar may add at most this fraction of the
/// per-bar boundary over UDS on one core (issue 14).
const FFI_SHARE_OF_UDS: f64 = 1.0 / 20.0;

/// One row's figures; "beyond" is paired per round with the baseline run.
pub struct Derived {
    pub wall: Summary,
    pub per_bar_us: Summary,
    pub beyond_us: Summary,
    /// 95% bootstrap interval of `beyond_us`'s median.
    pub beyond_ci: Option<(f64, f64)>,
}

pub fn derive(rec: &Record) -> Result<Vec<Derived>> {
    let base = &rec.rows.first().context("no rows recorded")?.seconds;
    let bars = rec.bars as f64;
    rec.rows
        .iter()
        .map(|r| {
            let s = &r.seconds;
            let per: Vec<f64> = s.iter().map(|x| x / bars * 1e6).collect();
            let beyond: Vec<f64> = s
                .iter()
                .zip(base)
                .map(|(x, b)| (x - b) / bars * 1e6)
                .collect();
            let none = || format!("{}: no runs", r.label());
            Ok(Derived {
                wall: summarize(s).with_context(none)?,
                per_bar_us: summarize(&per).with_context(none)?,
                beyond_us: summarize(&beyond).with_context(none)?,
                beyond_ci: bootstrap_median_ci(&beyond),
            })
        })
        .collect()
}

pub fn table(rec: &Record, derived: &[Derived]) -> String {
    let mut table = String::from(
        "| placement | transport | client | runs | 150,000 calls: median s (min–max) | µs per bar | µs per bar beyond in-process (median, min–max) | × in-process (median, 95% CI) | gate |\n|---|---|---|---:|---:|---:|---:|---:|---|\n",
    );
    let base = rec.rows.first().map_or(&[][..], |r| &r.seconds[..]);
    for (i, (r, d)) in rec.rows.iter().zip(derived).enumerate() {
        let beyond = if i == 0 {
            "—".into()
        } else {
            let b = &d.beyond_us;
            format!("{:.2} ({:.2}–{:.2})", b.median, b.min, b.max)
        };
        table.push_str(&format!(
            "| {} | {} | {} | {} | {:.3} ({:.3}–{:.3}) | {:.3} | {beyond} | {} | trades exact, pnl {} |\n",
            r.placement.name(),
            r.transport_name(),
            r.client.name(),
            runs_cell(r.seconds.len(), r.stop),
            d.wall.median,
            d.wall.min,
            d.wall.max,
            d.per_bar_us.median,
            ratio_cell(&r.seconds, base),
            if r.bit_identical { "bit-identical" } else { "within 1e-6" },
        ));
    }
    table
}

pub fn csv(rec: &Record) -> Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record(["placement", "transport", "client", "run", "seconds"])?;
    for r in &rec.rows {
        for (k, x) in r.seconds.iter().enumerate() {
            w.write_record([
                r.placement.name().to_string(),
                r.transport_name().to_string(),
                r.client.name().to_string(),
                (k + 1).to_string(),
                format!("{x:?}"),
            ])?;
        }
    }
    Ok(String::from_utf8(w.into_inner()?)?)
}

fn find<'a>(
    rec: &'a Record,
    derived: &'a [Derived],
    placement: Placement,
    transport: Transport,
    client: Side,
) -> Option<&'a Derived> {
    rec.rows
        .iter()
        .zip(derived)
        .find(|(r, _)| {
            r.placement == placement && r.transport == Some(transport) && r.client == client
        })
        .map(|(_, d)| d)
}

/// Each in-process route's cost per bar beyond the streaming kernel
/// against 1/20 of the Python client's over UDS, same core — both from
/// Python, both paired with the same baseline runs.
pub fn targets(rec: &Record, derived: &[Derived]) -> Result<Vec<Verdict>> {
    let Some(uds) = find(
        rec,
        derived,
        Placement::SameCore,
        Transport::UNIX,
        Side::Python,
    ) else {
        return Ok(Vec::new());
    };
    let budget = uds.beyond_us.median * FFI_SHARE_OF_UDS;
    let mut verdicts = Vec::new();
    for t in [Transport::PYO3, Transport::CTYPES] {
        let Some(d) = find(rec, derived, Placement::InProcess, t, Side::Python) else {
            continue;
        };
        let b = d.beyond_us.median;
        let text = template::fill(
            include_str!("../../templates/per_bar_target.md"),
            &[
                slot("route", t.name()),
                slot("beyond_us", format!("{b:.3}")),
                slot("uds_us", format!("{:.2}", uds.beyond_us.median)),
                slot("budget_us", format!("{budget:.3}")),
            ],
        )?;
        verdicts.push(Verdict::new(text, b <= budget));
    }
    Ok(verdicts)
}

/// The baseline's µs per bar and the other rows, for the break-even section.
pub fn findings(rec: &Record, derived: &[Derived]) -> (Option<Summary>, Vec<BarFinding>) {
    let base = derived.first().map(|d| d.per_bar_us);
    let rows = rec
        .rows
        .iter()
        .zip(derived)
        .filter_map(|(r, d): (&Row, &Derived)| {
            Some(BarFinding {
                placement: r.placement,
                transport: r.transport?,
                client: r.client,
                wall_s: d.wall,
                per_bar_us: d.per_bar_us,
                boundary_per_bar_us: d.beyond_us,
                boundary_per_bar_ci: d.beyond_ci,
            })
        })
        .collect();
    (base, rows)
}

pub fn data(rec: &Record) -> Value {
    json!({"combo": rec.combo, "params": rec.params,
           "reference": {"trades": rec.reference_trades, "pnl": rec.reference_pnl},
           "rows": rec.rows.iter().map(|r| json!({"placement": r.placement.name(), "transport": r.transport_name(),
                                                  "client": r.client.name(), "seconds": r.seconds})).collect::<Vec<_>>()})
}

/// The section's Markdown: the method, the gate, the placements, the
/// table and the targets.
pub fn markdown(
    rec: &Record,
    sampling: Sampling,
    table: &str,
    targets: &[Verdict],
) -> Result<String> {
    let p = &rec.params;
    template::fill(
        include_str!("../../templates/per_bar.md"),
        &[
            slot("combo", rec.combo),
            slot("n", p.n),
            slot("h", p.h),
            slot("s", p.s),
            slot("p", p.p),
            slot("p3", p.p3),
            slot("p2", p.p2),
            slot("bars", rec.bars),
            slot("trades", rec.reference_trades),
            slot("tolerance", format!("{PNL_TOLERANCE:e}")),
            slot("pnl", format!("{:.9}", rec.reference_pnl)),
            slot("sampling", sampling.describe("the in-process kernel")),
            slot("table", table),
            slot("targets", targets::list(targets)),
        ],
    )
}

/// The report's key rows: the Python client's and the in-process ones.
pub fn summary(table: &str) -> Result<String> {
    template::fill(
        include_str!("../../templates/per_bar_summary.md"),
        &[slot(
            "table",
            report::key_table::rows_where(
                table,
                |l| l.contains("| Python |") || l.starts_with("| in process"),
                "reports/per_bar.md",
            ),
        )],
    )
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    fn row(placement: Placement, transport: Option<Transport>, client: Side, s: f64) -> Row {
        Row {
            placement,
            transport,
            client,
            seconds: vec![s, s, s],
            bit_identical: true,
            stop: None,
        }
    }

    /// A record of three back-to-back rows and no paced ones.
    pub(crate) fn record(pyo3_s: f64) -> Record {
        Record {
            runs: 3,
            combo: 40,
            params: kernel_spec::Params::new(100, 50, 10, 100, 33, 50),
            bars: 150_000,
            reference_trades: 2707,
            reference_pnl: -197.15,
            rows: vec![
                row(Placement::InProcess, None, Side::Rust, 0.07),
                row(
                    Placement::SameCore,
                    Some(Transport::UNIX),
                    Side::Python,
                    0.07 + 1.5,
                ),
                row(
                    Placement::InProcess,
                    Some(Transport::PYO3),
                    Side::Python,
                    pyo3_s,
                ),
            ],
            rate: None,
        }
    }

    #[test]
    fn the_ffi_per_bar_target_compares_with_uds_on_one_core() {
        // UDS adds 10 µs per bar; 1/20 of it is 0.5 µs.
        let rec = record(0.07 + 0.03); // 0.2 µs per bar beyond
        let d = derive(&rec).unwrap();
        let v = targets(&rec, &d).unwrap();
        assert_eq!(v.len(), 1, "{v:?}");
        assert_eq!(v[0].met, Some(true), "{}", v[0].text);
        let rec = record(0.07 + 0.15); // 1 µs per bar beyond
        assert_eq!(
            targets(&rec, &derive(&rec).unwrap()).unwrap()[0].met,
            Some(false)
        );
    }

    #[test]
    fn without_the_same_core_uds_row_there_is_no_verdict() {
        let mut rec = record(0.1);
        rec.rows.remove(1);
        assert!(targets(&rec, &derive(&rec).unwrap()).unwrap().is_empty());
        // UDS measured cross core only: another placement, never compared.
        let mut rec = record(0.1);
        rec.rows[1].placement = Placement::CrossCore;
        assert!(targets(&rec, &derive(&rec).unwrap()).unwrap().is_empty());
    }

    #[test]
    fn findings_skip_the_baseline_and_keep_placements() {
        let rec = record(0.1);
        let d = derive(&rec).unwrap();
        let (base, rows) = findings(&rec, &d);
        assert!((base.unwrap().median - 0.07 / 150_000.0 * 1e6).abs() < 1e-9);
        assert_eq!(rows.len(), 2);
        assert_eq!(
            (rows[1].placement, rows[1].transport),
            (Placement::InProcess, Transport::PYO3)
        );
    }
}
