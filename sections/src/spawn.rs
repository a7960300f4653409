//! Spawn cost: what starting a process costs on this machine — the engine
//! alone, Python, Python with numpy — beside the spawn-per-sweep and
//! spawn-per-combo architectures (measured, with their gates, in the
//! architectures section). The prose is `templates/spawn*.md`.

use anyhow::{Context as _, Result, bail};
use measure::pyenv::ensure_python;
use measure::servers::engine_binary;
use measure::stats::{Summary, summarize};
use report::findings::ArchFinding;
use report::keys::Transport;
use report::template::{self, Prose, slot};
use report::{Context, Recorded, Render, SectionOutput, progress};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

pub struct Spawn;

/// (label, program, arguments).
fn starts(engine: &Path, python: &Path) -> Vec<(String, std::path::PathBuf, Vec<&'static str>)> {
    vec![
        (
            "ipc-engine start, exit, reap (`stdio`, stdin at EOF)".into(),
            engine.to_path_buf(),
            vec!["stdio", "--kernel", kernels::REFERENCE],
        ),
        (
            "python -c pass".into(),
            python.to_path_buf(),
            vec!["-c", "pass"],
        ),
        (
            "python -c 'import numpy'".into(),
            python.to_path_buf(),
            vec!["-c", "import numpy"],
        ),
    ]
}

/// One start: spawn, wait for exit, reap; milliseconds. A failed exit is an error.
fn start_once(program: &Path, args: &[&str]) -> Result<f64> {
    let t0 = Instant::now();
    let status = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .with_context(|| format!("cannot start {}", program.display()))?;
    let ms = t0.elapsed().as_secs_f64() * 1e3;
    if !status.success() {
        bail!("{} {args:?} exited with {status}", program.display());
    }
    Ok(ms)
}

/// Milliseconds of every start, per program, in run order.
#[derive(Serialize, Deserialize)]
pub struct Record {
    pub runs: usize,
    pub starts: Vec<(String, Vec<f64>)>,
}

impl Recorded for Spawn {
    type Record = Record;

    fn id(&self) -> &'static str {
        "spawn"
    }

    fn title(&self) -> &'static str {
        include_str!("../templates/spawn_title.md").trim_ascii_end()
    }

    fn expected_seconds(&self) -> f64 {
        10.0
    }

    fn measure(&self, ctx: &mut Context) -> Result<Record> {
        let engine = engine_binary()?;
        let python = ensure_python()?;
        let list = starts(&engine, &python);
        let runs = 3 * ctx.runs.max(1);
        progress(&format!(
            "spawn: {} programs × {runs} interleaved starts",
            list.len()
        ));
        for (_, program, args) in &list {
            start_once(program, args)?; // warm the page cache
        }
        let mut ms = vec![Vec::new(); list.len()];
        for round in 0..runs {
            for step in 0..list.len() {
                let i = (round + step) % list.len();
                ms[i].push(start_once(&list[i].1, &list[i].2)?);
            }
        }
        Ok(Record {
            runs,
            starts: list
                .into_iter()
                .zip(ms)
                .map(|((label, ..), v)| (label, v))
                .collect(),
        })
    }

    fn render(&self, rec: &Record, r: &mut Render) -> Result<SectionOutput> {
        let runs = rec.runs;
        let summaries: Vec<(String, Summary)> = rec
            .starts
            .iter()
            .map(|(label, v)| Ok((label.clone(), summarize(v).context("no starts")?)))
            .collect::<Result<_>>()?;
        let bars = r
            .env
            .dataset
            .as_ref()
            .map_or(kernel_spec::dataset::PAPER_BARS, |d| d.bars);
        let table = table(&summaries, &r.findings.arch, bars)?;
        r.findings.spawn = summaries.clone();
        let markdown = template::fill(
            include_str!("../templates/spawn.md"),
            &[slot("runs", runs), slot("table", &table)],
        )?;
        let summary = template::fill(
            include_str!("../templates/spawn_summary.md"),
            &[slot("table", &table)],
        )?;
        let data = json!({"runs": runs, "starts_ms": rec.starts.iter().map(|(l, v)| json!({"what": l, "ms": v})).collect::<Vec<_>>()});
        Ok(SectionOutput {
            markdown,
            data,
            csv: None,
            summary: Some(summary),
        })
    }
}

/// The programs' starts, then the spawn architectures' boundary per spawn
/// (or a row saying they were not run).
/// The table's header and its rows' words.
const WORDS: Prose = Prose {
    file: "spawn_words.md",
    text: include_str!("../templates/spawn_words.md"),
};

fn table(summaries: &[(String, Summary)], arch: &[ArchFinding], bars: usize) -> Result<String> {
    let mut table = WORDS.main(&[])? + "\n";
    for (label, s) in summaries {
        table.push_str(&format!(
            "| {label} | {:.2} | {:.2}–{:.2} | |\n",
            s.median, s.min, s.max
        ));
    }
    // The architectures measured with their gates: the boundary of a
    // spawn row is its wall time minus the engine's handling time.
    let spawned = |a: &&ArchFinding| a.key.transport == Transport::SPAWN;
    for a in arch.iter().filter(spawned) {
        let Some(b) = a.boundary_ms else { continue };
        let per = a.calls as f64;
        let mut slots = vec![
            slot("name", a.key.study_name()),
            slot("client", a.key.client.name()),
            slot("median", format!("{:.2}", b.median / per)),
            slot("min", format!("{:.2}", b.min / per)),
            slot("max", format!("{:.2}", b.max / per)),
        ];
        let part = if a.calls == 1 {
            slots.push(slot("mb", format!("{:.2}", (bars * 8) as f64 / 1e6)));
            "sweep"
        } else {
            slots.push(slot("calls", a.calls));
            "combo"
        };
        table.push_str(&(WORDS.part(part, &slots)? + "\n"));
    }
    if !arch.iter().any(|a| spawned(&a)) {
        table.push_str(&(WORDS.part("missing", &[])? + "\n"));
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;
    use report::keys::{ArchKey, Pattern, Side};

    fn spawned(pattern: Pattern) -> ArchFinding {
        let s = |m: f64| Summary {
            median: m,
            min: m,
            max: m,
            n: 3,
        };
        let key = ArchKey::new(pattern, Transport::SPAWN, Side::Python, kernels::REFERENCE);
        ArchFinding {
            calls: key.calls(80),
            wall_s: s(2.0),
            wall_runs: vec![2.0; 3],
            boundary_runs_ms: None,
            vs_numba: s(1.0),
            compute_s: 2.0,
            boundary_ms: Some(s(160.0)),
            share: None,
            key,
        }
    }

    #[test]
    fn every_row_of_the_table_has_its_words() {
        report::template::FILLED.with(|f| f.borrow_mut().clear());
        let starts = [(
            "python -c pass".to_string(),
            Summary {
                median: 9.0,
                min: 8.0,
                max: 10.0,
                n: 5,
            },
        )];
        let t = table(
            &starts,
            &[spawned(Pattern::Spawn), spawned(Pattern::SpawnPerCombo)],
            150_000,
        )
        .unwrap();
        assert!(
            t.contains("spawn + the 1.20 MB series through the pipe, per sweep | 160.00 |"),
            "{t}"
        );
        assert!(t.contains("per spawn, 80 spawns per sweep | 2.00 |"), "{t}");
        assert!(
            table(&starts, &[], 150_000)
                .unwrap()
                .contains("not in this run")
        );
        assert_eq!(WORDS.unfilled(), Vec::<&str>::new());
    }
}
