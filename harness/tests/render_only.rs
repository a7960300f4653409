//! `report --render-only` rebuilds the committed `reports/` and the README
//! block byte for byte from the committed record: every renderer is a pure
//! function of `reports/report.json`, and the committed files are what it
//! renders (a golden test — a renderer change needs the reports rendered
//! again: `cargo run --release -p ipc-tax -- report --render-only`).

mod common;

use common::{render_committed, repo_root};
use std::process::Command;

#[test]
fn render_only_reproduces_the_committed_reports_and_readme() {
    let root = repo_root();
    let reports = root.join("reports");
    let tmp = tempfile::tempdir().unwrap();
    let (out, readme) = render_committed(tmp.path());

    let mut differ = Vec::new();
    let mut rendered = 0;
    for entry in std::fs::read_dir(&out).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_owned();
        rendered += 1;
        let committed = std::fs::read(reports.join(&name)).unwrap_or_default();
        if std::fs::read(&path).unwrap() != committed {
            differ.push(name.to_string_lossy().into_owned());
        }
    }
    assert!(rendered >= 20, "only {rendered} files rendered");
    assert!(
        differ.is_empty(),
        "rendered from reports/report.json, these differ from the committed reports/: {differ:?}"
    );
    assert_eq!(
        std::fs::read_to_string(&readme).unwrap(),
        std::fs::read_to_string(root.join("README.md")).unwrap(),
        "the README block differs from what the record renders"
    );
}

#[test]
fn render_only_names_a_missing_or_foreign_record() {
    let tmp = tempfile::tempdir().unwrap();
    let bogus = tmp.path().join("bogus.json");
    std::fs::write(&bogus, "{\"not\": \"a record\"}").unwrap();
    for (from, needle) in [
        (tmp.path().join("absent.json"), "cannot read"),
        (bogus, "is not a run record of this version"),
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_ipc-tax"))
            .args(["report", "--render-only", "--no-readme", "--from"])
            .arg(&from)
            .arg("--out")
            .arg(tmp.path().join("out"))
            .output()
            .expect("run ipc-tax");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(err.contains(needle) && !err.contains("panicked"), "{err}");
    }
}

#[test]
fn resume_without_a_stopped_run_says_so() {
    let tmp = tempfile::tempdir().unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_ipc-tax"))
        .args(["report", "--resume", "--no-readme", "--out"])
        .arg(tmp.path())
        .output()
        .expect("run ipc-tax");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("--resume needs the record of a stopped run"),
        "{err}"
    );
    assert!(err.contains("report.partial.json"), "{err}");
}

/// `--render-only --merge-record`: the committed record's gap section,
/// restamped as a later run of the same core, merges into a copy of
/// report.json; the same section from another core is refused by name.
#[test]
fn merge_record_merges_a_kept_section_of_this_core_and_refuses_another() {
    let root = repo_root();
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    std::fs::create_dir_all(&out).unwrap();
    let whole: serde_json::Value =
        serde_json::from_slice(&std::fs::read(root.join("reports/report.json")).unwrap()).unwrap();
    let section_run = |cpu: Option<&str>| {
        let mut r = whole.clone();
        r["sections"] = serde_json::json!({ "gap": whole["sections"]["gap"].clone() });
        r["merged"] = serde_json::json!({});
        r["env"]["date_utc"] = "a later run".into();
        if let Some(cpu) = cpu {
            r["env"]["cpu_model"] = cpu.into();
        }
        let path = tmp.path().join(format!("{}.json", cpu.unwrap_or("same")));
        std::fs::write(&path, serde_json::to_vec(&r).unwrap()).unwrap();
        path
    };
    let merge = |record: &std::path::Path| {
        std::fs::write(out.join("report.json"), serde_json::to_vec(&whole).unwrap()).unwrap();
        Command::new(env!("CARGO_BIN_EXE_ipc-tax"))
            .args(["report", "--render-only", "--no-readme", "--out"])
            .arg(&out)
            .arg("--merge-record")
            .arg(record)
            .output()
            .expect("run ipc-tax")
    };

    let o = merge(&section_run(None));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let merged: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("report.json")).unwrap()).unwrap();
    assert_eq!(merged["merged"]["gap"]["env"]["date_utc"], "a later run");
    assert!(out.join("gap.md").exists());

    let o = merge(&section_run(Some("Another CPU")));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("one record, one core") && err.contains("Another CPU"),
        "{err}"
    );
}

/// A record of some sections only — kept by an `--only` run, say on
/// another core — renders those sections' files and nothing else.
#[test]
fn a_kept_record_of_some_sections_renders_just_their_files() {
    let root = repo_root();
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let whole: serde_json::Value =
        serde_json::from_slice(&std::fs::read(root.join("reports/report.json")).unwrap()).unwrap();
    let mut kept = whole.clone();
    kept["sections"] = serde_json::json!({ "m2": whole["sections"]["m2"].clone() });
    kept["merged"] = serde_json::json!({});
    let path = tmp.path().join("kept.json");
    std::fs::write(&path, serde_json::to_vec(&kept).unwrap()).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_ipc-tax"))
        .args(["report", "--render-only", "--no-readme", "--out"])
        .arg(&out)
        .arg("--from")
        .arg(&path)
        .output()
        .expect("run ipc-tax");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("holds m2 only"), "{err}");
    assert!(out.join("m2.md").exists());
    assert!(!out.join("report.md").exists() && !out.join("gap.md").exists());
}

/// The cells of the first table row of `md` whose leading cells are `lead`.
fn row(md: &str, lead: &[&str]) -> Option<Vec<String>> {
    md.lines()
        .filter(|l| l.starts_with('|'))
        .map(|l| {
            l.trim()
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect::<Vec<_>>()
        })
        .find(|cells| cells.len() >= lead.len() && cells.iter().zip(lead).all(|(c, l)| c == l))
}

/// The number a cell or phrase starts with ("N.NN (M)" → N.NN,
/// "+N ms wall" → N).
fn leading_number(text: &str) -> f64 {
    let t = text.trim_start_matches('+');
    let end = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
        .unwrap_or(t.len());
    t[..end]
        .parse()
        .unwrap_or_else(|_| panic!("no number at the start of {text:?}"))
}

/// The number right after `marker` in `text`.
fn number_after(text: &str, marker: &str) -> Option<f64> {
    text.find(marker)
        .map(|i| leading_number(&text[i + marker.len()..]))
}

/// A figure that appears on two pages reads the same on both, or the pages
/// name why they differ: rendered from the committed record, so the pages
/// keep agreeing as the renderers change.
#[test]
fn a_figure_on_two_pages_reads_one_value_or_names_why_not() {
    let tmp = tempfile::tempdir().unwrap();
    let (out, _) = render_committed(tmp.path());
    let page = |name: &str| std::fs::read_to_string(out.join(name)).unwrap();
    let (report, echo, arch, break_even, study) = (
        page("report.md"),
        page("echo.md"),
        page("architectures.md"),
        page("break_even.md"),
        page("study.md"),
    );

    // The echo floors: report.md's table is echo.md's 1-float p50s.
    let p50 = |placement: &str| {
        let r = row(&echo, &[placement, "unix", "Python"]).expect("echo row");
        (leading_number(&r[3]), leading_number(&r[4]))
    };
    let (fitted, unpinned) = p50("unpinned");
    let floors = row(&report, &["unix"]).expect("report.md's echo floor row");
    for (cell, placement) in [(1, "same core"), (2, "cross core"), (3, "unpinned")] {
        assert_eq!(
            leading_number(&floors[cell]),
            p50(placement).1,
            "report.md's unix {placement} floor vs echo.md's 1-float p50"
        );
    }
    // The fitted floor (the intercept): break_even.md, report.md's copy of
    // its table and study.md's break-even row.
    for (name, md) in [("break_even.md", &break_even), ("report.md", &report)] {
        // The break-even table's rows (13 cells; the crossings table has 10).
        let rows: Vec<&str> = md
            .lines()
            .filter(|l| l.contains("| unpinned | unix | Python |") && l.matches('|').count() == 14)
            .collect();
        assert!(!rows.is_empty(), "{name} has no unpinned unix rows");
        for l in rows {
            assert!(l.contains(&format!("| {fitted:.2} µs |")), "{name}: {l}");
        }
    }
    let g = row(&study, &["break-even G per combo"]).expect("study's break-even row");
    assert!(
        g[2].contains(&format!("(unix floor {fitted:.2} µs)")),
        "study.md: {}",
        g[2]
    );
    assert!(
        unpinned != fitted,
        "the p50 and the intercept are two quantities"
    );
    assert!(
        report.contains("divide by the fitted floor (the fit's intercept"),
        "report.md names which floor the break-even divides by"
    );
    // The architectures section's own floor: another run's, and named so.
    let own = row(&arch, &["unix", "Python", "unpinned"]).expect("architectures' floor row");
    if leading_number(&own[3]) != unpinned {
        assert!(arch.contains("These p50s are this section's own run's"));
        assert!(report.contains("The architectures section's unpinned floors are its own run's"));
    }

    // The study's list reads the rows its table reads.
    let claim = |starts: &str| {
        study
            .lines()
            .find(|l| l.starts_with(starts))
            .unwrap_or_else(|| panic!("no claim {starts:?}"))
            .to_string()
    };
    let chatty = row(&study, &["chatty penalty"]).unwrap();
    let spawn = row(&study, &["spawn per sweep"]).unwrap();
    for (table, line) in [
        (&chatty[2], claim("- the chatty penalty")),
        (&spawn[2], claim("- spawn per sweep")),
    ] {
        assert_eq!(
            table.contains("not measured"),
            line.contains("not measured"),
            "table: {table}\nlist: {line}"
        );
    }
    let chatty_line = claim("- the chatty penalty");
    if let Some(here) = number_after(&chatty_line, "— +") {
        assert_eq!(here, leading_number(&chatty[2]), "{chatty_line}");
    }
    let spawn_line = claim("- spawn per sweep");
    if let (Some(boundary), Some(wall)) = (
        number_after(&spawn_line, "paired per round) +"),
        number_after(&spawn_line, "The wall-time difference, +"),
    ) {
        assert!(
            (wall - leading_number(&spawn[2])).abs() <= 0.5,
            "{spawn_line}"
        );
        let table_boundary = number_after(&spawn[2], "(+").unwrap();
        assert!((boundary - table_boundary).abs() <= 0.5, "{spawn_line}");
    }

    // The batch boundaries an anomaly quotes are the table's.
    let boundary = |transport: &str| {
        let r = row(
            &arch,
            &[&format!("rust_batch_{transport} (Python client, safe)")],
        )
        .unwrap();
        leading_number(&r[6])
    };
    for md in [&arch, &report] {
        if let Some(tcp) = number_after(md, "the batch boundary over TCP (") {
            assert_eq!(tcp, boundary("tcp"));
            assert_eq!(
                number_after(md, "reads below UDS's (").or(number_after(md, "is below UDS's (")),
                Some(boundary("unix"))
            );
        }
    }

    // A plot's legend names only clients whose bars it draws.
    let rust_rows = arch
        .lines()
        .any(|l| l.starts_with("| rust_") && l.contains("(Rust client,"));
    for svg in ["boundary_by_pattern.svg", "architectures.svg"] {
        let text = page(svg);
        assert_eq!(text.contains("Rust client"), rust_rows, "{svg}'s legend");
    }

    // report.md states the date of every section it merges: the whole run's
    // table for the sections it measured, a note for each merged one.
    let date_of = |md: &str| {
        row(md, &["date (UTC)"])
            .map(|r| r[1].clone())
            .expect("a date row")
    };
    let base = date_of(&report);
    // The sections of report.json (reliability keeps a record of its own).
    let record: serde_json::Value =
        serde_json::from_slice(&std::fs::read(repo_root().join("reports/report.json")).unwrap())
            .unwrap();
    let ids: Vec<String> = record["sections"]
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    assert!(ids.len() >= 10, "{ids:?}");
    for id in &ids {
        let name = format!("{id}.md");
        let date = date_of(&page(&name));
        let noted = report.contains(&format!("> The `{id}` section was measured separately"));
        assert!(
            date == base && !noted || noted && report.contains(&format!("on {date} (")),
            "{name}: measured {date}; report.md's table says {base}"
        );
    }
}

/// The per-CPU gap table reads every record under reports/records/ with a
/// gap section and has no mark for a tree with uncommitted changes: no
/// such record may carry a gap section.
#[test]
fn no_gap_record_comes_from_a_dirty_tree() {
    let dir = repo_root().join("reports/records");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let v: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        let dirty = v["env"]["git_commit"]
            .as_str()
            .is_some_and(|c| c.contains("uncommitted"));
        assert!(
            !dirty || v["sections"]["gap"].is_null(),
            "{}: a gap section measured on a dirty tree",
            path.display()
        );
    }
}

/// The files of `dir`, by name.
fn files_of(dir: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read(&p).unwrap(),
            )
        })
        .collect()
}

/// Another core's pages (`reports/cores/<cpu>/`) are what that core's kept
/// records under `reports/records/` render, byte for byte: every file of the
/// directory comes from one record of its CPU (a per-bar run and a gap run
/// each render their own files), rendered, never edited, and rendered again
/// when a renderer changes.
#[test]
fn another_cores_pages_are_what_a_kept_record_renders() {
    let root = repo_root();
    let Ok(dirs) = std::fs::read_dir(root.join("reports/cores")) else {
        return;
    };
    let mut records: Vec<_> = std::fs::read_dir(root.join("reports/records"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    // Newest first: the latest record of a core is the likeliest source.
    records.sort();
    records.reverse();
    let tmp = tempfile::tempdir().unwrap();
    for (i, dir) in dirs.map(|e| e.unwrap().path()).enumerate() {
        let committed = files_of(&dir);
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        let mut left: std::collections::BTreeSet<String> = committed
            .keys()
            .filter_map(|n| n.strip_suffix(".md"))
            .map(String::from)
            .collect();
        assert!(!left.is_empty(), "{}: no page", dir.display());
        let mut explained = std::collections::BTreeMap::new();
        for (j, record) in records.iter().enumerate() {
            let v: serde_json::Value =
                serde_json::from_slice(&std::fs::read(record).unwrap()).unwrap();
            let sections: Vec<String> = v["sections"]
                .as_object()
                .map(|s| s.keys().cloned().collect())
                .unwrap_or_default();
            // Only a record of this core, of pages still unexplained, can
            // have rendered them.
            // numba's name for the host CPU, or LLVM's where the run
            // recorded no numba (the same name: numba asks LLVM).
            let host = v["env"]["numba"]["host_cpu"]
                .as_str()
                .or(v["env"]["llvm_host_cpu"].as_str());
            let core = host.map(|host| {
                report::files::slug(&format!(
                    "{} {host}",
                    v["env"]["cpu_model"].as_str().unwrap_or("")
                ))
            });
            if core.as_deref() != Some(name.as_str())
                || sections.is_empty()
                || !sections.iter().all(|s| left.contains(s))
            {
                continue;
            }
            let out = tmp.path().join(format!("{i}-{j}"));
            let o = Command::new(env!("CARGO_BIN_EXE_ipc-tax"))
                .args(["report", "--render-only", "--no-readme", "--from"])
                .arg(record)
                .arg("--out")
                .arg(&out)
                .output()
                .expect("run ipc-tax");
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let rendered = files_of(&out);
            if rendered.iter().all(|(n, b)| committed.get(n) == Some(b)) {
                for s in &sections {
                    left.remove(s);
                }
                explained.extend(rendered);
            }
        }
        assert!(
            left.is_empty() && explained == committed,
            "{}: no record of this core under reports/records/ renders {:?}; render them again with `ipc-tax report --render-only --from reports/records/<record>.json --out {}`",
            dir.display(),
            committed
                .keys()
                .filter(|n| !explained.contains_key(*n))
                .collect::<Vec<_>>(),
            dir.display()
        );
    }
}
