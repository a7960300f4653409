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
