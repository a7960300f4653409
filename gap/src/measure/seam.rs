//! Measuring the compilers' seam: its eight cells built (`asm_tools::seam`),
//! then seam layouts as the gap layouts are measured — the engine relinked
//! with a fresh shuffle, one process set with fresh padding and array
//! offset, paired blocks of one combo on every row over half the grid —
//! with numba-njit, kernel-safe and the control beside the cells. The first
//! layout gates every row on whole sweeps first: rustc-IR cells bit-exact
//! against kernel-safe, numba-IR cells within the pnl tolerance of it and
//! of numba-njit.

use super::{
    Build, GapLayout, Gated, Placing, Row, RowRecord, Runs, link_beside_workers,
    placed_then_removed, run_process,
};
use crate::seam::SeamRecord;
use anyhow::{Context as _, Result};
use asm_tools::asm_dir;
use asm_tools::hotloop::hot_loop;
use measure::paths::repo_root;
use measure::stats::SplitMix64;
use report::{Context, progress};
use std::time::Instant;

/// Seam layouts per repeat: its own budget, about three minutes on a
/// 2-vCPU machine (a layout of eleven rows over half the grid).
pub const SEAM_LAYOUTS: usize = 6;

/// The cell's one change from its compiler's own code, in words.
fn change(cell: &kernel_seam::Cell) -> String {
    format!(
        "{}'s IR through {}'s pipeline for {}",
        cell.front.name(),
        cell.pipeline.name(),
        match cell.target {
            kernel_seam::Target::Host => "this CPU",
            kernel_seam::Target::X86_64 => "baseline x86-64",
        }
    )
}

/// numba-njit, kernel-safe, the control, then every cell.
pub(super) fn rows() -> Vec<Row> {
    let mut rows = vec![
        Row {
            label: measure::numba::Rung::M2.label().to_string(),
            runs: Runs::Numba("m2"),
            kernel: "m2".into(),
            allocator: false,
            change: "the reference".into(),
            corner: None,
        },
        Row::engine(
            Build::Default,
            kernels::REFERENCE,
            false,
            "— (the line-by-line port)",
            Some(0),
        ),
        Row::engine(
            Build::Default,
            &gap_knobs::kernel_name(gap_knobs::lattice::CONTROL),
            false,
            gap_knobs::by_name("baseline").map_or("", |k| k.change),
            None,
        ),
    ];
    for cell in kernel_seam::CELLS {
        rows.push(Row {
            label: cell.name.to_string(),
            runs: Runs::Engine(Build::Default),
            kernel: cell.name.to_string(),
            allocator: false,
            change: change(cell),
            corner: None,
        });
    }
    rows
}

/// The committed dump of a cell's WMA for this CPU, relative to asm/.
fn dump(cell: &kernel_seam::Cell, host_cpu: &str) -> String {
    let cpu = match cell.target {
        kernel_seam::Target::Host => host_cpu,
        kernel_seam::Target::X86_64 => "x86-64",
    };
    format!(
        "seam/{cpu}/{}-{}.wma.s",
        cell.front.name(),
        cell.pipeline.name()
    )
}

fn record(row: &Row, host_cpu: &str, gate: Vec<report::record::GateRecord>) -> RowRecord {
    let dump = match row.runs {
        Runs::Numba(_) => Some(format!("numba/{host_cpu}/wma.s")),
        Runs::Engine(_) => Some(match kernel_seam::by_name(&row.kernel) {
            Some(cell) => dump(cell, host_cpu),
            None => match row.kernel.strip_prefix("knob-") {
                Some(_) => "x86-64/gap-control/wma.s".to_string(),
                None => format!("x86-64/kernel-{}/wma.s", row.kernel),
            },
        }),
    };
    let hot = dump
        .as_ref()
        .and_then(|d| std::fs::read_to_string(asm_dir().join(d)).ok())
        .and_then(|s| hot_loop(&s))
        .as_ref()
        .map(super::summary);
    RowRecord {
        label: row.label.clone(),
        build: row.build().map_or("numba", |b| b.name()).into(),
        kernel: row.kernel.clone(),
        allocator: false,
        change: row.change.clone(),
        corner: row.corner,
        gate,
        dump,
        hot,
        mca: None,
        instructions_per_mac: None,
        no_count: Some("not counted (the seam's rows)".into()),
    }
}

/// Builds the cells, then measures `layouts` seam layouts.
pub(super) fn measure(
    ctx: &Context,
    design: &mut super::Design,
    rng: &mut SplitMix64,
    layouts: usize,
) -> Result<SeamRecord> {
    let started = Instant::now();
    progress("gap: the compilers' seam — building its eight cells (cargo xtask seam)");
    let cells = repo_root().join("target/seam");
    asm_tools::seam::build_cells(&cells)?;
    let versions = std::fs::read_to_string(cells.join("manifest.json"))
        .ok()
        .and_then(|m| {
            let v: serde_json::Value = serde_json::from_str(&m).ok()?;
            Some(v.get("versions")?.to_string())
        })
        .unwrap_or_default();
    let rows = rows();
    let host_cpu = measure::env::host_cpu();
    let mut gated: Option<Gated> = None;
    let mut measured = Vec::new();
    for s in 0..layouts {
        let stage = format!("gap: seam layout {}/{layouts}", s + 1);
        let seed = 1 + rng.next_u64() % 1_000_000;
        let at = Placing::draw(design, rng, (2, s % 2), rows.len(), s == 0);
        let (binaries, shuffled, ready) =
            link_beside_workers(ctx, &rows, &at, seed, design, &stage)?;
        progress(&format!(
            "{stage}: numba-njit, kernel-safe, control and the eight cells (combos ≡ {} mod 2; {})",
            at.share.1,
            at.placement()
        ));
        let process = run_process(
            ctx,
            &rows,
            (&at, &binaries),
            ready,
            design.passes,
            &mut gated,
        )?;
        measured.push(GapLayout {
            shuffle_seed: shuffled.then_some(seed),
            rows: (0..rows.len()).collect(),
            processes: vec![process],
            hot_offsets: placed_then_removed(&binaries),
        });
    }
    let gated = gated.context("no seam layout ran")?;
    Ok(SeamRecord {
        rows: rows
            .iter()
            .zip(gated.records)
            .map(|(r, g)| record(r, &host_cpu, g))
            .collect(),
        layouts: measured,
        versions,
        seconds: started.elapsed().as_secs_f64(),
        asm_evidence: asm_evidence(&host_cpu),
    })
}

/// The hot loops the seam's reading rests on, side by side.
fn asm_evidence(host_cpu: &str) -> String {
    let own = format!("seam/{host_cpu}/numba-numba.wma.s");
    let front = format!("seam/{host_cpu}/rustc-numba.wma.s");
    super::side_by_side_md(&[
        (
            own.as_str(),
            "seam/x86-64/rustc-rustc.wma.s",
            "the two compilers' own cells",
        ),
        (
            own.as_str(),
            front.as_str(),
            "the front end alone: both IRs through numba's pipeline for this CPU",
        ),
    ])
}
