//! Other cores' paced rows, for a record without its own (its per-bar
//! section measured before bars were paced): per_bar.md and the first
//! screen give each other core's choice from that core's latest kept
//! record, named with its core, date and file, instead of no choice at
//! all. One record stays one core: nothing is merged into the record or
//! mixed into its tables.

use super::choice::first_screen;
use super::record::{RateRecord, Record};
use anyhow::Result;
use measure::env::EnvInfo;
use report::findings::PerBarChoice;
use report::run_record::core_name;
use report::template::{Prose, slot};
use std::collections::BTreeMap;
use std::path::Path;

const PROSE: Prose = Prose {
    file: "per_bar_rate_elsewhere.md",
    text: include_str!("../../templates/per_bar_rate_elsewhere.md"),
};

/// One core's latest paced run.
pub struct Elsewhere {
    /// The core, as [`core_name`] names it.
    pub core: String,
    /// When its per-bar section was measured (UTC).
    pub date: String,
    /// The record's file name.
    pub file: String,
    /// Its page under `reports/cores/`, when one is there (the directory's
    /// name, [`report::files::slug`] of the CPU model and numba's CPU).
    pub page: Option<String>,
    pub rate: RateRecord,
}

/// The paced rows of a record file and the environment its per-bar
/// section was measured in (a merged section's own); `None` for a file
/// that is not a record or has no paced rows.
fn read(path: &Path) -> Option<(RateRecord, EnvInfo)> {
    let v: serde_json::Value = report::files::read_json(path).ok()?;
    let per_bar: Record = serde_json::from_value(v["sections"]["per_bar"].clone()).ok()?;
    let env = match &v["merged"]["per_bar"]["env"] {
        serde_json::Value::Null => v["env"].clone(),
        merged => merged.clone(),
    };
    Some((per_bar.rate?, serde_json::from_value(env).ok()?))
}

/// The page of `env`'s core under `cores`, if there is one.
fn page(env: &EnvInfo, cores: &Path) -> Option<String> {
    let host = env.numba.as_ref().map(|n| n.host_cpu.as_str())?;
    let dir = report::files::slug(&format!("{} {host}", env.cpu_model));
    cores.join(&dir).join("per_bar.md").is_file().then_some(dir)
}

/// The latest record with paced rows of every core in `dirs` (by the date
/// measured; a file in two of them read once), newest first; `cores` is
/// where the cores' pages are (`reports/cores`).
pub fn latest(dirs: &[&Path], cores: &Path) -> Vec<Elsewhere> {
    let mut by_core: BTreeMap<String, Elsewhere> = BTreeMap::new();
    for f in report::files::record_files(dirs) {
        let Some((rate, env)) = read(&f) else {
            continue;
        };
        let core = core_name(&env);
        if by_core.get(&core).is_some_and(|e| e.date >= env.date_utc) {
            continue;
        }
        let file = f
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        let page = page(&env, cores);
        by_core.insert(
            core.clone(),
            Elsewhere {
                core,
                date: env.date_utc,
                file,
                page,
                rate,
            },
        );
    }
    let mut out: Vec<_> = by_core.into_values().collect();
    out.sort_by(|a, b| b.date.cmp(&a.date));
    out
}

/// The day of a `date_utc` (`2026-12-07 11:40:42` → `2026-12-07`).
fn day(date: &str) -> &str {
    date.split_whitespace().next().unwrap_or(date)
}

/// per_bar.md's subsection: each core's choice with where it comes from
/// (empty when no other core has paced rows); `here` is this record's core.
pub fn markdown(cores: &[Elsewhere], here: &str) -> Result<String> {
    if cores.is_empty() {
        return Ok(String::new());
    }
    let mut lines = Vec::new();
    for c in cores {
        let Some(choice) = first_screen(&c.rate, "")? else {
            continue;
        };
        let page = match &c.page {
            Some(dir) => format!("; {}", PROSE.part("page", &[slot("dir", dir)])?.trim()),
            None => String::new(),
        };
        lines.push(
            PROSE
                .part(
                    "core",
                    &[
                        slot("core", &c.core),
                        slot("date", day(&c.date)),
                        slot("file", &c.file),
                        slot("page", page),
                        slot("lead", choice.lead),
                        slot("grid", choice.grid),
                    ],
                )?
                .trim()
                .to_string(),
        );
    }
    if lines.is_empty() {
        return Ok(String::new());
    }
    // A subsection after the page's last list: a blank line before it.
    let text = PROSE.main(&[slot("cores", lines.join("\n\n")), slot("here", here)])?;
    Ok(format!("\n{}\n", text.trim()))
}

/// The first screen's sentence: the newest core's choice, saying where it
/// was measured and that `here` (this record's core) has no paced rows
/// (`None` when no other core has them).
pub fn choice(cores: &[Elsewhere], here: &str) -> Result<Option<PerBarChoice>> {
    for c in cores {
        let where_from = [
            slot("core", &c.core),
            slot("date", day(&c.date)),
            slot("file", &c.file),
            slot("here", here),
        ];
        let on = PROSE.part("on", &where_from)?;
        if let Some(mut choice) = first_screen(&c.rate, &format!(" {}", on.trim()))? {
            choice.borrowed_from = Some(PROSE.part("dates_note", &where_from)?);
            return Ok(Some(choice));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use measure::numba::WorkerInfo;
    use std::path::PathBuf;

    /// Writes a record of `model` with numba's `host` measured at `date`
    /// into `dir`, with paced rows or without.
    fn write(dir: &Path, [name, model, host, date]: [&str; 4], paced: bool) {
        let mut env = EnvInfo::capture("test".into());
        env.cpu_model = model.into();
        env.date_utc = date.into();
        env.numba = Some(WorkerInfo {
            host_cpu: host.into(),
            ..Default::default()
        });
        let mut per_bar = super::super::render::tests::record(0.5);
        if paced {
            per_bar.rate = Some(super::super::rate_render::tests::record());
        }
        let rec = serde_json::json!({ "env": env, "sections": { "per_bar": per_bar } });
        report::files::write_json(&dir.join(name), &rec).unwrap();
    }

    fn dirs() -> (tempfile::TempDir, PathBuf, PathBuf) {
        let t = tempfile::tempdir().unwrap();
        let records = t.path().join("records");
        let cores = t.path().join("cores");
        std::fs::create_dir_all(&records).unwrap();
        std::fs::create_dir_all(&cores).unwrap();
        (t, records, cores)
    }

    #[test]
    fn each_core_gives_its_latest_paced_record_newest_first() {
        let (_t, records, cores) = dirs();
        write(
            &records,
            ["a.json", "EPYC", "znver4", "2026-12-06 10:00:00"],
            true,
        );
        write(
            &records,
            ["b.json", "EPYC", "znver4", "2026-12-06 23:00:00"],
            true,
        );
        // Newer, but without paced rows: not this core's latest paced run.
        write(
            &records,
            ["c.json", "EPYC", "znver4", "2026-12-07 01:00:00"],
            false,
        );
        write(
            &records,
            ["d.json", "EPYC", "znver3", "2026-12-07 11:00:00"],
            true,
        );
        write(
            &records,
            ["e.json", "Xeon", "rocketlake", "2026-12-08 09:00:00"],
            false,
        );
        std::fs::write(records.join("not-a-record.json"), "[1, 2]").unwrap();
        let got = latest(&[&records, &records], &cores);
        let seen: Vec<_> = got
            .iter()
            .map(|e| (e.file.as_str(), e.date.as_str()))
            .collect();
        assert_eq!(
            seen,
            [
                ("d.json", "2026-12-07 11:00:00"),
                ("b.json", "2026-12-06 23:00:00")
            ]
        );
        assert!(got[0].core.contains("znver3"), "{}", got[0].core);
        assert!(got.iter().all(|e| e.page.is_none()), "no page was written");
    }

    #[test]
    fn a_core_with_a_page_links_it() {
        let (_t, records, cores) = dirs();
        write(
            &records,
            ["a.json", "AMD EPYC", "znver3", "2026-12-07 11:00:00"],
            true,
        );
        std::fs::create_dir_all(cores.join("amd-epyc-znver3")).unwrap();
        std::fs::write(cores.join("amd-epyc-znver3/per_bar.md"), "x").unwrap();
        let got = latest(&[&records], &cores);
        assert_eq!(got[0].page.as_deref(), Some("amd-epyc-znver3"));
        let md = markdown(&got, "Xeon").unwrap();
        assert!(
            md.contains("[cores/amd-epyc-znver3/per_bar.md](cores/amd-epyc-znver3/per_bar.md)"),
            "{md}"
        );
        assert!(md.contains("`reports/records/a.json`"), "{md}");
        assert!(md.contains("measured 2026-12-07 ("), "{md}");
    }

    #[test]
    fn the_first_screen_names_the_newest_core_and_says_it_is_another() {
        let (_t, records, cores) = dirs();
        write(
            &records,
            ["old.json", "EPYC", "znver4", "2026-12-06 10:00:00"],
            true,
        );
        write(
            &records,
            ["new.json", "EPYC", "znver3", "2026-12-07 11:00:00"],
            true,
        );
        let got = latest(&[&records], &cores);
        let s = choice(&got, "Xeon").unwrap().unwrap().lead;
        assert!(s.contains("znver3") && s.contains("new.json"), "{s}");
        assert!(!s.contains("znver4"), "{s}");
        assert!(s.contains("this run, on Xeon, has no paced rows"), "{s}");
        let note = choice(&got, "Xeon")
            .unwrap()
            .unwrap()
            .borrowed_from
            .unwrap();
        assert!(
            note.contains("`reports/records/new.json`") && note.contains("2026-12-07"),
            "{note}"
        );
        // The own-core sentence says no core.
        let own = first_screen(&got[0].rate, "").unwrap().unwrap().lead;
        assert!(
            !own.contains("znver3") && !own.contains("no paced rows"),
            "{own}"
        );
    }

    #[test]
    fn without_other_paced_records_nothing_is_said() {
        let (_t, records, cores) = dirs();
        write(
            &records,
            ["a.json", "EPYC", "znver4", "2026-12-06 10:00:00"],
            false,
        );
        let got = latest(&[&records, Path::new("/no/such/dir")], &cores);
        assert!(got.is_empty());
        assert_eq!(markdown(&got, "Xeon").unwrap(), "");
        assert_eq!(choice(&got, "Xeon").unwrap(), None);
    }
}
