//! No figure in prose that the record does not hold. The committed record
//! is rendered again and every repeat count (`--repeat N`), run time
//! ("took N s", "N s)") and CPU name in the generated text must be found in
//! the records it was rendered from; the hand-written prose (README.md
//! outside its generated block, docs/ but the study's restatement, every
//! crate's doc comments) must carry no
//! measured figure at all: no ratio to two decimals, no figure on a line
//! that names a CPU. Each checker is also run on text it must reject.

mod common;

use common::{render_committed, repo_root};

/// Every string and number of a JSON value, as text.
fn leaves(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Number(n) => out.push(n.to_string()),
        serde_json::Value::Array(a) => a.iter().for_each(|x| leaves(x, out)),
        serde_json::Value::Object(m) => m.iter().for_each(|(k, x)| {
            out.push(k.clone());
            leaves(x, out)
        }),
        _ => {}
    }
}

/// The integer after each occurrence of `prefix` in `text`.
fn numbers_after(text: &str, prefix: &str) -> Vec<u64> {
    text.match_indices(prefix)
        .filter_map(|(i, _)| {
            let digits: String = text[i + prefix.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok()
        })
        .collect()
}

/// Whole seconds stated as a run's time: "took N s" and "N s)" / "N s,"
/// / "N s." right after a backticked section id or a semicolon.
fn run_times(text: &str) -> Vec<u64> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices(" s") {
        let after = text[i + 2..].chars().next();
        if !matches!(after, Some(')' | ',' | '.' | ' ' | '_')) {
            continue;
        }
        let head = &text[..i];
        let digits: String = head
            .chars()
            .rev()
            .take_while(char::is_ascii_digit)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if digits.is_empty() {
            continue;
        }
        let before = head[..head.len() - digits.len()].trim_end();
        if before.ends_with("took") || before.ends_with(';') || before.ends_with('`') {
            out.push(digits.parse().unwrap());
        }
    }
    out
}

/// CPU names as they are printed: LLVM model names and vendor model
/// strings (cut at the first delimiter).
fn cpu_names(text: &str) -> Vec<String> {
    const MODELS: &[&str] = &[
        "znver",
        "rocketlake",
        "icelake",
        "skylake",
        "cascadelake",
        "sapphirerapids",
        "emeraldrapids",
        "graniterapids",
        "alderlake",
        "apple-m",
        "neoverse-",
    ];
    let mut out = Vec::new();
    for m in MODELS {
        for (i, _) in text.match_indices(m) {
            let name: String = text[i..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            out.push(name);
        }
    }
    for vendor in ["Intel(R)", "AMD EPYC"] {
        for (i, _) in text.match_indices(vendor) {
            let name: String = text[i..]
                .chars()
                .take_while(|c| !matches!(c, '|' | ',' | ';' | '`' | '\n' | '—' | '*' | '_'))
                .take(60)
                .collect();
            let mut name = name.split(" (").next().unwrap_or(&name).trim().to_string();
            while name.matches(')').count() > name.matches('(').count() {
                name.pop();
            }
            out.push(name.trim().to_string());
        }
    }
    out
}

/// What the rendered `text` states that none of `held` (the records'
/// strings and numbers) holds.
fn unheld(text: &str, held: &[String], repeats: &[u64], seconds: &[u64]) -> Vec<String> {
    let mut bad = Vec::new();
    for n in numbers_after(text, "--repeat ") {
        if !repeats.contains(&n) {
            bad.push(format!("--repeat {n}"));
        }
    }
    for n in run_times(text) {
        if !seconds.contains(&n) {
            bad.push(format!("{n} s"));
        }
    }
    for name in cpu_names(text) {
        if !held.iter().any(|h| h.contains(&name)) {
            bad.push(name);
        }
    }
    bad.sort();
    bad.dedup();
    bad
}

/// A measured figure in hand-written prose: a ratio written to two or more
/// decimals with a times sign, or any figure on a line that names a CPU.
fn typed_figure(line: &str) -> bool {
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    let mut figure = false;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                i += 1;
            }
            let num: String = chars[start..i].iter().collect();
            let rest: String = chars[i..].iter().take(3).collect();
            let decimals = num.split('.').nth(1).map_or(0, str::len);
            if rest.starts_with('×') && decimals >= 2 {
                return true;
            }
            let rest = rest.trim_start();
            if rest.starts_with('%')
                || rest.starts_with('×')
                || rest.starts_with("ms")
                || rest.starts_with("µs")
                || rest.starts_with("ns")
            {
                figure = true;
            }
        } else {
            i += 1;
        }
    }
    let names_cpu = ["EPYC", "Xeon", "znver", "rocketlake"]
        .iter()
        .any(|c| line.contains(c));
    figure && names_cpu
}

#[test]
fn the_checkers_reject_what_they_are_for() {
    let held = vec!["AMD EPYC".to_string(), "znver5".to_string()];
    let text = "measured by `report --only gap --repeat 7 --merge` (AMD EPYC; 1273 s) on znver4; \
                _Measuring took 999 s_ (commit c; 5 s) and `m2` 12 s.";
    assert_eq!(
        unheld(text, &held, &[3], &[1273, 12]),
        ["--repeat 7", "5 s", "999 s", "znver4"]
    );
    assert!(unheld("repeat 3 on znver5, 2.976 s median", &held, &[3], &[]).is_empty());
    assert!(typed_figure("(measured, `paper`: 1.51× the single thread)"));
    assert!(typed_figure(
        "Where its time goes (AMD EPYC, perf): the recurrence ~40%"
    ));
    assert!(!typed_figure(
        "a spike 1e6× the local scale, unrolled 8× by hand"
    ));
    assert!(!typed_figure(
        "the AMD EPYC hosts here were a Zen 4 and a Zen 5"
    ));
    assert_eq!(
        cpu_names("| Intel(R) Xeon(R) Processor (rocketlake) |"),
        ["rocketlake", "Intel(R) Xeon(R) Processor"]
    );
}

#[test]
fn generated_prose_states_only_what_the_record_holds() {
    let root = repo_root();
    let record = root.join("reports/report.json");
    let tmp = tempfile::tempdir().unwrap();
    let (out, readme) = render_committed(tmp.path());

    // What the records hold: this one, the reliability section's own, and
    // every record the gap-per-CPU table reads.
    let mut held = Vec::new();
    let mut files = vec![record.clone(), root.join("reports/reliability.record.json")];
    if let Ok(dir) = std::fs::read_dir(root.join("reports/records")) {
        files.extend(dir.filter_map(|e| e.ok().map(|e| e.path())));
    }
    for f in &files {
        if let Ok(v) =
            serde_json::from_str::<serde_json::Value>(&std::fs::read_to_string(f).unwrap())
        {
            leaves(&v, &mut held);
        }
    }
    let rec: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
    let mut repeats: Vec<u64> = held
        .iter()
        .flat_map(|h| numbers_after(h, "--repeat "))
        .collect();
    if let Some(r) = rec["sections"]["gap"]["repeats"].as_array() {
        repeats.push(r.len() as u64);
    }
    let mut seconds: Vec<u64> = rec["merged"]
        .as_object()
        .into_iter()
        .flat_map(|m| m.values())
        .filter_map(|m| m["seconds"].as_f64())
        .chain(rec["total_seconds"].as_f64())
        .chain(
            rec["section_seconds"]
                .as_object()
                .into_iter()
                .flat_map(|m| m.values())
                .filter_map(|s| s.as_f64()),
        )
        .map(|s| s.round() as u64)
        .collect();
    seconds.sort();

    let mut texts: Vec<(String, String)> = std::fs::read_dir(&out)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    texts.push((
        "README block".into(),
        std::fs::read_to_string(&readme).unwrap(),
    ));
    assert!(texts.len() >= 10, "only {} files rendered", texts.len());
    let bad: Vec<String> = texts
        .iter()
        .flat_map(|(name, t)| {
            unheld(t, &held, &repeats, &seconds)
                .into_iter()
                .map(move |b| format!("{name}: {b}"))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "figures in the generated text that no record holds: {bad:#?}"
    );
}

/// Hand-written prose: README.md outside its generated block, the
/// documents in docs/ and the doc comments of every crate.
#[test]
fn hand_written_prose_types_no_measured_figure() {
    let root = repo_root();
    let mut documents = vec![std::path::PathBuf::from("README.md")];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        // study.md quotes the study's and other sources' published figures;
        // nothing in it was measured here.
        if name.ends_with(".md") && name != "study.md" {
            documents.push(std::path::Path::new("docs").join(name));
        }
    }
    assert!(documents.len() > 1, "docs/ holds no document");
    let mut bad = Vec::new();
    for doc in &documents {
        let text = std::fs::read_to_string(root.join(doc)).unwrap();
        let mut generated = false;
        for (n, line) in text.lines().enumerate() {
            if line.starts_with("<!-- BEGIN GENERATED") {
                generated = true;
            } else if line.starts_with("<!-- END GENERATED") {
                generated = false;
            } else if !generated && typed_figure(line) {
                bad.push(format!("{}:{}: {line}", doc.display(), n + 1));
            }
        }
    }
    let mut stack = vec![root.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().filter_map(Result::ok) {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                if !name.starts_with('.')
                    && !["target", "reports", "asm", "data", "python"].contains(&name.as_str())
                {
                    stack.push(path);
                }
            } else if name.ends_with(".rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (n, line) in text.lines().enumerate() {
                    let t = line.trim_start();
                    if (t.starts_with("//!") || t.starts_with("///")) && typed_figure(t) {
                        bad.push(format!(
                            "{}:{}: {t}",
                            path.strip_prefix(&root).unwrap().display(),
                            n + 1
                        ));
                    }
                }
            }
        }
    }
    // This file's own doc examples are checker inputs, not figures; the
    // study's published figures (docs/study.md#published-figures) are quoted,
    // not measured here.
    bad.retain(|b| {
        !b.starts_with("harness/tests/prose_figures.rs") && !b.to_lowercase().contains("study")
    });
    assert!(
        bad.is_empty(),
        "measured figures typed by hand (splice them from a record or leave them out): {bad:#?}"
    );
}
