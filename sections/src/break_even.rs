//! The break-even model: from the echo fits (floor, bandwidth) and the
//! compute per call, predict the boundary's share for each granularity —
//! per sweep, per combo, per bar — and set it beside the measured share.
//! Derived only: it runs no engine of its own.

use anyhow::Result;
use measure::affinity::Placement;
use report::findings::{ArchFinding, EchoFit, Findings};
use report::keys::ArchKey;
use report::keys::Transport;
use report::keys::{Pattern, Side};
use report::study_figures as study;
use report::template::{self, Prose, slot};

/// The section's table headers, its empty row and its first-screen line.
const WORDS: Prose = Prose {
    file: "break_even_words.md",
    text: include_str!("../templates/break_even_words.md"),
};
use report::{Context, Recorded, Render, SectionOutput};
use serde::{Deserialize, Serialize};
use serde_json::json;

pub struct BreakEven;

/// Bytes of one call, both frames with their 4-byte length prefix. In
/// process nothing is framed and the inputs are borrowed: only the results
/// come back in new arrays (16 bytes a combo; a bar's state by value).
fn call_bytes(
    granularity: Granularity,
    bars: usize,
    combos: usize,
    in_process: bool,
) -> (usize, usize) {
    if in_process {
        return match granularity {
            Granularity::Sweep => (0, 16 * combos),
            Granularity::ComboResent | Granularity::ComboPreloaded => (0, 16),
            Granularity::Bar => (0, 0),
        };
    }
    match granularity {
        Granularity::Sweep => (4 + 9 + 8 * bars + 48 * combos, 4 + 16 * combos + 16),
        Granularity::ComboResent => (4 + 9 + 8 * bars + 48, 4 + 16 + 16),
        Granularity::ComboPreloaded => (4 + 13 + 48, 4 + 16 + 16),
        Granularity::Bar => (4 + 17, 4 + 32),
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Granularity {
    Sweep,
    ComboResent,
    ComboPreloaded,
    Bar,
}

impl Granularity {
    fn name(self) -> &'static str {
        match self {
            Granularity::Sweep => "per sweep (1 call, series + 80 params)",
            Granularity::ComboResent => "per combo, series re-sent (80 calls)",
            Granularity::ComboPreloaded => "per combo, params only (80 calls)",
            Granularity::Bar => "per bar (150,000 calls)",
        }
    }
}

/// One modelled row; its placement, transport and client are its fit's.
struct Row {
    granularity: Granularity,
    /// The kernel whose compute the call carries (`safe`, or the fast
    /// kernel of the architectures section).
    kernel: String,
    /// Compute per call, µs.
    compute_us: f64,
    fit: EchoFit,
    /// Measured boundary per call (µs) and share.
    measured: Option<(f64, f64)>,
}

impl Row {
    fn predicted_us(&self, bars: usize, combos: usize) -> f64 {
        let in_process = self.fit.placement == Placement::InProcess;
        let (req, rep) = call_bytes(self.granularity, bars, combos, in_process);
        self.fit.predict_us(req, rep)
    }
}

fn granularity_of(a: &ArchFinding) -> Option<Granularity> {
    match a.key.pattern {
        Pattern::Batch => Some(Granularity::Sweep),
        Pattern::Preloaded => Some(Granularity::ComboPreloaded),
        Pattern::Chatty => Some(Granularity::ComboResent),
        Pattern::BatchJson | Pattern::ChattyJson | Pattern::Spawn | Pattern::SpawnPerCombo => None,
    }
}

fn rows(f: &Findings, combos: usize) -> Vec<Row> {
    let mut out = Vec::new();
    // The kernel's time per sweep, as the engine measured it in the batch rows.
    let batch = ArchKey::new(
        Pattern::Batch,
        Transport::UNIX,
        Side::Python,
        kernels::REFERENCE,
    );
    let sweep_s = f.arch_of(&batch).map(|a| a.compute_s);
    if let Some(sweep_s) = sweep_s {
        for a in f.arch.iter().filter(|a| a.key.kernel == kernels::REFERENCE) {
            let Some(g) = granularity_of(a) else { continue };
            // Architecture rows run unpinned, like the study's (in-process
            // rows in process): the fit of the same placement.
            let Some(e) = f.echo_of(a.placement(), a.key.transport, a.key.client) else {
                continue;
            };
            let calls = a.calls as f64;
            let compute_us = if g == Granularity::Sweep {
                sweep_s * 1e6
            } else {
                sweep_s * 1e6 / combos as f64
            };
            out.push(Row {
                granularity: g,
                kernel: kernels::REFERENCE.into(),
                compute_us,
                fit: e.clone(),
                measured: a
                    .boundary_ms
                    .zip(a.share)
                    .map(|(b, s)| (b.median * 1e3 / calls, s.median)),
            });
        }
    }
    out.extend(fast_rows(f, combos));
    if let Some(bar_us) = f.in_process_bar_us {
        for b in &f.per_bar {
            let Some(e) = f.echo_of(b.placement, b.transport, b.client) else {
                continue;
            };
            let boundary = b.boundary_per_bar_us.median;
            out.push(Row {
                granularity: Granularity::Bar,
                kernel: "kernel-stream".into(),
                compute_us: bar_us.median,
                fit: e.clone(),
                measured: Some((boundary, boundary / b.per_bar_us.median)),
            });
        }
    }
    out
}

/// The same boundaries with far cheaper compute (issue 17): the fast
/// kernel's batch rows, measured, each with its own engine compute; and the
/// per-combo patterns predicted with its compute per combo (their fits are
/// the kernel-safe rows'; no per-combo row runs the fast kernel).
fn fast_rows(f: &Findings, combos: usize) -> Vec<Row> {
    let fast = crate::architectures::FAST;
    let mut out = Vec::new();
    for a in f
        .arch
        .iter()
        .filter(|a| a.key.kernel == fast && a.key.pattern == Pattern::Batch)
    {
        let Some(e) = f.echo_of(a.placement(), a.key.transport, a.key.client) else {
            continue;
        };
        out.push(Row {
            granularity: Granularity::Sweep,
            kernel: fast.into(),
            compute_us: a.compute_s * 1e6,
            fit: e.clone(),
            measured: a
                .boundary_ms
                .zip(a.share)
                .map(|(b, s)| (b.median * 1e3, s.median)),
        });
    }
    let batch = ArchKey::new(Pattern::Batch, Transport::UNIX, Side::Python, fast);
    let Some(sweep_s) = f.arch_of(&batch).map(|a| a.compute_s) else {
        return out;
    };
    for a in f.arch.iter().filter(|a| a.key.kernel == kernels::REFERENCE) {
        let g = granularity_of(a);
        if !matches!(
            g,
            Some(Granularity::ComboResent | Granularity::ComboPreloaded)
        ) {
            continue;
        }
        let Some(e) = f.echo_of(a.placement(), a.key.transport, a.key.client) else {
            continue;
        };
        out.push(Row {
            granularity: g.expect("matched above"),
            kernel: fast.into(),
            compute_us: sweep_s * 1e6 / combos as f64,
            fit: e.clone(),
            measured: None,
        });
    }
    out
}

/// The compute per call below which a boundary of `boundary_us` per call
/// takes at least half of the call, and at least a tenth: with share
/// `B / (B + C)`, `C = B` and `C = 9·B` (pure).
fn crossings(boundary_us: f64) -> (f64, f64) {
    (boundary_us, 9.0 * boundary_us)
}

/// Where a call of `compute_us` with a boundary of `boundary_us` sits
/// against those crossings (pure).
fn band(compute_us: f64, boundary_us: f64) -> &'static str {
    let (half, tenth) = crossings(boundary_us);
    if compute_us <= half {
        "boundary ≥ 50%"
    } else if compute_us <= tenth {
        "boundary 10–50%"
    } else {
        "boundary < 10%"
    }
}

/// Per pattern of the cheap kernels' rows (the fast kernel's, the
/// streaming kernel's per bar): where its boundary crosses 10% and 50% of
/// a call, and where the kernel's own compute per call sits (pure).
fn crossing_table(rows: &[Row], bars: usize, combos: usize) -> Result<String> {
    let mut table = WORDS.part("crossings.header", &[])? + "\n";
    let cheap =
        |r: &&Row| r.kernel == crate::architectures::FAST || r.granularity == Granularity::Bar;
    for r in rows.iter().filter(cheap) {
        let (boundary, how) = match r.measured {
            Some((b, _)) => (b, "measured"),
            None => (r.predicted_us(bars, combos), "predicted"),
        };
        let (half, tenth) = crossings(boundary);
        table.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} ({how}) | {} | {} | {} | {} |\n",
            r.granularity.name(),
            r.kernel,
            r.fit.placement.name(),
            r.fit.transport.name(),
            r.fit.client.name(),
            fmt_us(boundary),
            fmt_us(half),
            fmt_us(tenth),
            fmt_us(r.compute_us),
            band(r.compute_us, boundary),
        ));
    }
    Ok(table)
}

fn fmt_us(v: f64) -> String {
    if v >= 10_000.0 {
        format!("{:.1} ms", v / 1e3)
    } else if v >= 10.0 {
        format!("{v:.0} µs")
    } else {
        format!("{v:.2} µs")
    }
}

fn pct(share: f64) -> String {
    if share < 0.001 {
        format!("{:.3}%", 100.0 * share)
    } else {
        format!("{:.1}%", 100.0 * share)
    }
}

/// Derived only: the record is the sweep's shape.
#[derive(Serialize, Deserialize)]
pub struct Record {
    pub bars: usize,
    pub combos: usize,
}

impl Recorded for BreakEven {
    type Record = Record;

    fn id(&self) -> &'static str {
        "break_even"
    }

    fn title(&self) -> &'static str {
        include_str!("../templates/break_even_title.md").trim_ascii_end()
    }

    fn needs(&self) -> &'static [&'static str] {
        &["architectures", "echo", "per_bar"]
    }

    fn expected_seconds(&self) -> f64 {
        0.0
    }

    fn measure(&self, ctx: &mut Context) -> Result<Record> {
        Ok(Record {
            bars: ctx.paper.dataset.close.len(),
            combos: ctx.paper.params.len(),
        })
    }

    fn render(&self, rec: &Record, r: &mut Render) -> Result<SectionOutput> {
        let (bars, combos) = (rec.bars, rec.combos);
        let rows = rows(&r.findings, combos);
        let mut table = WORDS.main(&[])? + "\n";
        let mut data = Vec::new();
        for r in &rows {
            let g = r.compute_us / r.fit.floor_us;
            let predicted = r.predicted_us(bars, combos);
            let predicted_share = predicted / (predicted + r.compute_us);
            let (m_cell, ms_cell, ratio_cell) = match r.measured {
                Some((b, s)) => (fmt_us(b), pct(s), format!("{:.2}×", b / predicted)),
                None => ("—".into(), "—".into(), "—".into()),
            };
            table.push_str(&format!(
                "| {} | {} | {} | {} | {} | {} | {:.2} µs | {g:.3e} | {} | {} | {m_cell} | {ms_cell} | {ratio_cell} |\n",
                r.granularity.name(),
                r.kernel,
                r.fit.placement.name(),
                r.fit.transport.name(),
                r.fit.client.name(),
                fmt_us(r.compute_us),
                r.fit.floor_us,
                fmt_us(predicted),
                pct(predicted_share),
            ));
            data.push(json!({
                "granularity": format!("{:?}", r.granularity), "kernel": r.kernel, "placement": r.fit.placement.name(), "transport": r.fit.transport.name(),
                "client": r.fit.client.name(), "compute_us": r.compute_us, "floor_us": r.fit.floor_us,
                "bandwidth": r.fit.bandwidth, "g": g, "predicted_boundary_us": predicted,
                "predicted_share": predicted_share, "measured_boundary_us": r.measured.map(|m| m.0),
                "measured_share": r.measured.map(|m| m.1),
            }));
        }
        if rows.is_empty() {
            table.push_str(&(WORDS.part("missing", &[])? + "\n"));
        }
        let markdown = template::fill(
            include_str!("../templates/break_even.md"),
            &[
                slot("g", format!("{:.0}", study::BREAK_EVEN_G)),
                slot("combo", format!("{:.0}", study::PER_COMBO_US)),
                slot("floor", study::ECHO_8B_US),
                slot("fast", crate::architectures::FAST),
                slot("combos", combos),
                slot("table", &table),
                slot("crossings", crossing_table(&rows, bars, combos)?),
            ],
        )?;
        Ok(SectionOutput {
            markdown,
            data: json!({"rows": data}),
            csv: None,
            summary: Some(WORDS.part(
                "summary",
                &[slot(
                    "table",
                    report::key_table::rows_where(
                        &table,
                        |l| l.contains("| unix | Python |"),
                        "reports/break_even.md",
                    ),
                )],
            )?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_bytes_match_the_protocol() {
        // SWEEP: 9-byte header + closes + rows; reply 16 per combo + trailer.
        assert_eq!(
            call_bytes(Granularity::Sweep, 150_000, 80, false),
            (4 + 9 + 1_200_000 + 3_840, 4 + 1_280 + 16)
        );
        assert_eq!(call_bytes(Granularity::Bar, 1, 1, false), (21, 36));
        assert_eq!(
            call_bytes(Granularity::Sweep, 150_000, 80, true),
            (0, 1_280)
        );
    }

    #[test]
    fn a_boundary_crosses_half_and_a_tenth_of_a_call_where_the_share_formula_says() {
        let (half, tenth) = crossings(40.0);
        assert_eq!((half, tenth), (40.0, 360.0));
        // At the crossings, B / (B + C) is exactly 50% and 10%.
        assert!((40.0 / (40.0 + half) - 0.5).abs() < 1e-12);
        assert!((40.0 / (40.0 + tenth) - 0.1).abs() < 1e-12);
        assert_eq!(band(10.0, 40.0), "boundary ≥ 50%");
        assert_eq!(band(40.0, 40.0), "boundary ≥ 50%");
        assert_eq!(band(100.0, 40.0), "boundary 10–50%");
        assert_eq!(band(360.0, 40.0), "boundary 10–50%");
        assert_eq!(band(361.0, 40.0), "boundary < 10%");
    }

    #[test]
    fn prediction_is_floor_plus_bytes_over_bandwidth() {
        let e = EchoFit {
            placement: Placement::SameCore,
            transport: Transport::UNIX,
            client: Side::Rust,
            p50_us: vec![],
            floor_us: 10.0,
            bandwidth: 1e9,
        };
        assert!((e.predict_us(500, 500) - 11.0).abs() < 1e-12);
    }

    #[test]
    fn in_process_per_bar_rows_use_the_in_process_fit() {
        use measure::stats::Summary;
        use report::findings::BarFinding;
        let s = |median| Summary {
            median,
            min: median,
            max: median,
            n: 3,
        };
        let fit = |placement, transport, floor_us| EchoFit {
            placement,
            transport,
            client: Side::Python,
            p50_us: vec![(1, floor_us)],
            floor_us,
            bandwidth: 1e9,
        };
        let bar = |placement, transport, beyond| BarFinding {
            placement,
            transport,
            client: Side::Python,
            wall_s: s(1.0),
            per_bar_us: s(beyond + 0.5),
            boundary_per_bar_us: s(beyond),
            boundary_per_bar_ci: None,
        };
        let f = Findings {
            echo: vec![
                fit(Placement::SameCore, Transport::UNIX, 12.0),
                fit(Placement::InProcess, Transport::PYO3, 0.6),
            ],
            per_bar: vec![
                bar(Placement::SameCore, Transport::UNIX, 12.0),
                bar(Placement::InProcess, Transport::PYO3, 0.1),
            ],
            in_process_bar_us: Some(s(0.5)),
            ..Default::default()
        };
        let rows = rows(&f, 80);
        assert_eq!(rows.len(), 2);
        let pyo3 = rows
            .iter()
            .find(|r| r.fit.transport == Transport::PYO3)
            .unwrap();
        assert_eq!(
            (pyo3.fit.placement, pyo3.fit.floor_us),
            (Placement::InProcess, 0.6)
        );
        // Nothing is framed in process: the prediction is the floor alone.
        assert!((pyo3.predicted_us(150_000, 80) - 0.6).abs() < 1e-12);
    }
}
