//! `cargo xtask mutants`: mutation testing of the code that decides what
//! the project says, and docs/mutants.md, its result.
//!
//! Why: the deciding code — the equivalence gate and its vectors, the gap
//! section's verdict, cross-check, conclusions and disturbance rule, every
//! section's targets, the study's claims, the frame decoder and the
//! engine's request validation — is tested, but a passing test says
//! nothing about whether it would fail on a wrong verdict. cargo-mutants
//! makes the code wrong one small change at a time (an operator swapped, a
//! condition negated, a body replaced by a constant) and runs the tests
//! named for it: a mutant no test fails on is *missed*, a change to what
//! the project says that nothing would notice. Each missed one is killed
//! by a new test or listed in [`EQUIVALENT`] with the reason it cannot
//! change behaviour.
//!
//! What runs: one cargo-mutants run per [`SCOPES`] entry, each naming its
//! package, files, functions and the test packages that judge its mutants
//! (a package's own tests, so one run of every scope fits in an hour on a
//! 2-vCPU machine). The runs build in a mirror of the work tree
//! (`target/mutants/tree`, files rewritten only when they differ, its own
//! target directory beside it), mutated in place: a mutant costs an
//! incremental build of its crate, not a copy of the workspace and a build
//! of every crate in it, and the mirror's build is kept between runs. One
//! job (`--in-place` allows no other): cargo already builds on both cores,
//! and a second job would build every workspace crate again in a copy of
//! its own.
//!
//! Not in the test command: a run takes most of an hour. `cargo xtask
//! mutants [SCOPE…]` runs the named scopes (default: all) and renders
//! docs/mutants.md and docs/mutants.json (every outcome, with its run's
//! date and commit) from each scope's newer result: the run kept here
//! (`target/mutants/out/<scope>/`) or the committed record's (see
//! [`record`]); `--render` only renders.
//!
//! Rooms: [`scopes`] (what is mutated and by which tests, the
//! equivalents), [`outcomes`] (what cargo-mutants left), [`record`] (the
//! committed record), [`render`] (the page).

mod outcomes;
mod record;
mod render;
mod scopes;

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use super::{install_pinned_as, root};
use outcomes::{kept_outcomes, mutants, read_runs};
use record::RECORD;
use scopes::{SCOPES, Scope};

/// cargo-mutants, pinned: its mutation operators decide what the result
/// counts.
pub const CARGO_MUTANTS: &str = "27.1.0";

/// cargo-mutants at [`CARGO_MUTANTS`] unless it is installed already
/// (`cargo-mutants --version` alone is refused: it wants `mutants` first).
pub fn install() -> Result<()> {
    install_pinned_as(
        &["cargo-mutants", "mutants", "--version"],
        "cargo-mutants",
        CARGO_MUTANTS,
    )
}

/// The committed result.
const DOC: &str = "docs/mutants.md";

/// Shell quoting for the command as the doc shows it.
fn quoted(args: &[String]) -> String {
    args.iter()
        .map(|a| {
            if a.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_./=:".contains(c))
            {
                a.clone()
            } else {
                format!("'{}'", a.replace('\'', r"'\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `cargo xtask mutants [--render | --iterate] [SCOPE…]`.
pub fn run(args: &[String]) -> Result<()> {
    let mut render_only = false;
    let mut iterate = false;
    let mut names = Vec::new();
    for a in args {
        match a.as_str() {
            "--render" => render_only = true,
            "--iterate" => iterate = true,
            s if SCOPES.iter().any(|sc| sc.name == s) => names.push(s.to_string()),
            s => bail!(
                "cargo xtask mutants: unknown argument {s:?} (scopes: {})",
                SCOPES.iter().map(|s| s.name).collect::<Vec<_>>().join(", ")
            ),
        }
    }
    if !render_only {
        install()?;
        let tree = mirror()?;
        for scope in SCOPES {
            if names.is_empty() || names.iter().any(|n| n == scope.name) {
                run_scope(scope, &tree, iterate)?;
            }
        }
    }
    let results = record::results()?;
    let doc = render::render(&results)?;
    std::fs::write(root().join(DOC), &doc).with_context(|| format!("cannot write {DOC}"))?;
    let rec = serde_json::to_string_pretty(&record::record(&results))? + "\n";
    std::fs::write(root().join(RECORD), rec).with_context(|| format!("cannot write {RECORD}"))?;
    eprintln!("\nwrote {DOC} and {RECORD}");
    Ok(())
}

/// The work tree's files (tracked, and untracked ones not ignored) copied
/// to `target/mutants/tree`, each rewritten only when it differs (so the
/// mirror's build stays incremental); files no longer there are removed.
fn mirror() -> Result<PathBuf> {
    let root = root();
    let tree = root.join("target/mutants/tree");
    let mut kept = BTreeSet::new();
    let mut written = 0;
    for name in fingerprints::git_files(&root, &[])? {
        let name = PathBuf::from(name);
        // A file that cannot be read now (deleted since) is not copied.
        let Ok(bytes) = std::fs::read(root.join(&name)) else {
            continue;
        };
        let to = tree.join(&name);
        if std::fs::read(&to).ok().as_deref() != Some(&bytes[..]) {
            if let Some(dir) = to.parent() {
                std::fs::create_dir_all(dir)?;
            }
            std::fs::write(&to, &bytes)
                .with_context(|| format!("cannot write {}", to.display()))?;
            written += 1;
        }
        kept.insert(name);
    }
    let mut removed = 0;
    remove_others(&tree, &tree, &kept, &mut removed)?;
    eprintln!(
        "mirror {}: {} files, {written} rewritten, {removed} removed",
        tree.display(),
        kept.len()
    );
    Ok(tree)
}

fn remove_others(
    tree: &Path,
    dir: &Path,
    kept: &BTreeSet<PathBuf>,
    removed: &mut usize,
) -> Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            remove_others(tree, &p, kept, removed)?;
        } else if !kept.contains(p.strip_prefix(tree)?) {
            std::fs::remove_file(&p)?;
            *removed += 1;
        }
    }
    Ok(())
}

/// The commit of the work tree, and whether `paths` (the scope's
/// packages) have uncommitted changes.
fn commit(paths: &[&str]) -> Result<(String, bool)> {
    let git = |args: &[&str]| -> Result<String> {
        let o = Command::new("git")
            .args(args)
            .current_dir(root())
            .output()
            .context("cannot run git")?;
        Ok(String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let head = git(&["rev-parse", "HEAD"])?;
    let mut status = vec!["status", "--porcelain", "--untracked-files=no", "--"];
    status.extend(paths);
    let dirty = !git(&status)?.is_empty();
    Ok((head, dirty))
}

fn utc_now() -> Result<String> {
    let o = Command::new("date")
        .args(["-u", "+%Y-%m-%d %H:%M UTC"])
        .output()
        .context("cannot run date")?;
    Ok(String::from_utf8_lossy(&o.stdout).trim().to_string())
}

/// `cargo mutants` in the mirror, with its own target directory.
fn cargo_mutants(tree: &Path) -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    // Under `cargo run` xtask inherits CARGO_* variables meant for itself.
    for (k, _) in std::env::vars_os() {
        if k.to_str()
            .is_some_and(|k| k.starts_with("CARGO_") && k != "CARGO_HOME")
        {
            cmd.env_remove(k);
        }
    }
    cmd.current_dir(tree)
        .env("CARGO_TARGET_DIR", root().join("target/mutants/target"))
        .arg("mutants");
    cmd
}

/// The names of the scope's mutants in the mirror as it is now
/// (`cargo mutants --list`: nothing is built).
fn current_names(scope: &Scope, tree: &Path) -> Result<BTreeSet<String>> {
    let o = cargo_mutants(tree)
        .args(scope.args())
        .args(["--list", "--json"])
        .output()
        .context("cannot run cargo mutants --list")?;
    if !o.status.success() {
        bail!(
            "cargo mutants --list failed for scope {}: {}",
            scope.name,
            String::from_utf8_lossy(&o.stderr)
        );
    }
    let v: Value = serde_json::from_slice(&o.stdout).context("cargo mutants --list --json")?;
    v.as_array()
        .context("cargo mutants --list --json: not a list")?
        .iter()
        .map(|m| {
            m["name"]
                .as_str()
                .map(String::from)
                .context("cargo mutants --list --json: a mutant without a name")
        })
        .collect()
}

/// One cargo-mutants run of `scope`. With `iterate`, only the mutants the
/// scope's kept runs did not catch (and new ones) are tested again
/// (cargo-mutants' `--iterate`); the kept runs' other outcomes are carried
/// into `earlier.json`, each with its run's date and commit.
fn run_scope(scope: &Scope, tree: &Path, iterate: bool) -> Result<()> {
    let out = scope.out();
    let mut runs = Vec::new();
    // A run stopped half way (the marker left behind) kept no result: with
    // `--iterate` the last complete run's outcomes (rotated by cargo-mutants
    // to `mutants.out.old`) are put back before anything is read.
    if iterate && out.join("running").is_file() && out.join("mutants.out.old").is_dir() {
        std::fs::remove_dir_all(out.join("mutants.out"))?;
        std::fs::rename(out.join("mutants.out.old"), out.join("mutants.out"))?;
    }
    let command = quoted(&scope.args());
    let same_scope = std::fs::read_to_string(out.join("run.json"))
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .is_some_and(|v| v["command"].as_str().is_none_or(|c| c == command));
    if iterate && same_scope {
        // Outcomes of mutants that no longer exist (the code moved: a
        // mutant is named by its line) are dropped, not carried.
        let now = current_names(scope, tree)?;
        let kept: Vec<Value> = kept_outcomes(&out)?
            .into_iter()
            .filter(|v| v["name"].as_str().is_some_and(|n| now.contains(n)))
            .collect();
        std::fs::write(out.join("earlier.json"), serde_json::to_string(&kept)?)?;
        runs = read_runs(&out)?;
    } else {
        if iterate {
            eprintln!(
                "mutants of {}: no kept run of this scope's command, so every mutant runs",
                scope.name
            );
        }
        let _ = std::fs::remove_dir_all(&out);
    }
    std::fs::create_dir_all(&out)?;
    std::fs::write(out.join("running"), "")?;
    let mut args = scope.args();
    if !runs.is_empty() {
        args.push("--iterate".into());
    }
    // The packages mutated and tested: a change elsewhere changes nothing here.
    let dirs: Vec<&str> = std::iter::once(scope.package)
        .chain(scope.files.iter().filter_map(|f| f.0.split('/').next()))
        .chain(scope.tests.iter().copied())
        .collect();
    let (commit, dirty) = commit(&dirs)?;
    let date = utc_now()?;
    let mut cmd = cargo_mutants(tree);
    cmd.args(&args).arg("--output").arg(&out);
    eprintln!(
        "\n==> mutants of {}: cargo mutants {}",
        scope.name,
        quoted(&args)
    );
    let t0 = Instant::now();
    let status = cmd.status().context("cannot run cargo mutants")?;
    let seconds = t0.elapsed().as_secs_f64();
    // 0: all caught; 2: some missed; 3: some timed out. Anything else
    // (1: usage, 4: the unmutated tree failed its tests) is no result.
    if !matches!(status.code(), Some(0 | 2 | 3)) {
        bail!("cargo mutants failed for scope {} ({status})", scope.name);
    }
    runs.push(json!({
        "date": date,
        "commit": commit,
        "dirty": dirty,
        "seconds": seconds,
        "iterate": args.iter().any(|a| a == "--iterate"),
        "tested": mutants(&out)?.len(),
    }));
    let run = json!({"scope": scope.name, "command": command, "runs": runs});
    std::fs::write(out.join("run.json"), serde_json::to_string_pretty(&run)?)?;
    std::fs::remove_file(out.join("running"))?;
    eprintln!(
        "==> mutants of {}: done in {:.0} min",
        scope.name,
        seconds / 60.0
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::outcomes::what;
    use super::render::Counts;
    use super::scopes::{EQUIVALENT, file_re};
    use super::*;

    #[test]
    fn a_files_regex_takes_its_named_functions_and_no_others() {
        let re = regex::Regex::new(&file_re(
            "gap/src/instrument.rs",
            &["targets", "time_verdict"],
        ))
        .unwrap();
        for (name, taken) in [
            (
                "gap/src/instrument.rs:250:5: replace targets -> Vec<Verdict> with vec![]",
                true,
            ),
            (
                "gap/src/instrument.rs:290:9: replace <= with > in time_verdict",
                true,
            ),
            (
                "gap/src/instrument.rs:205:9: replace <= with > in target_verdicts",
                false,
            ),
            (
                "gap/src/instrument.rs:205:9: replace target_verdicts -> Vec<Verdict> with vec![]",
                false,
            ),
            (
                "gap/src/other.rs:250:5: replace targets -> Vec<Verdict> with vec![]",
                false,
            ),
        ] {
            assert_eq!(re.is_match(name), taken, "{name}");
        }
        let re =
            regex::Regex::new(&file_re("transport/src/request.rs", &["Cursor<'a>::take"])).unwrap();
        assert!(re.is_match("transport/src/request.rs:94:9: replace + with - in Cursor<'a>::take"));
        let whole = regex::Regex::new(&file_re("gap/src/verdict.rs", &[])).unwrap();
        assert!(
            whole.is_match(
                "gap/src/verdict.rs:65:5: replace decide -> Kind with Default::default()"
            )
        );
        assert!(
            !whole.is_match(
                "gap/src/verdict_x.rs:65:5: replace decide -> Kind with Default::default()"
            )
        );
    }

    #[test]
    fn a_mutants_name_loses_its_file_and_position() {
        assert_eq!(
            what("gap/src/disturb.rs:31:24: replace > with >= in disturbed"),
            "replace > with >= in disturbed"
        );
    }

    #[test]
    fn the_score_counts_timeouts_as_caught_and_leaves_equivalents_out() {
        let c = Counts {
            caught: 17,
            missed: 1,
            equivalent: 5,
            unviable: 9,
            timeout: 2,
        };
        assert_eq!(c.judged(), 20);
        assert_eq!(c.score(), Some(0.95));
        assert_eq!(Counts::default().score(), None);
    }

    #[test]
    fn every_scope_names_files_of_its_package() {
        for s in SCOPES {
            for (file, _) in s.files {
                assert!(
                    root().join(file).is_file(),
                    "{}: {file} does not exist",
                    s.name
                );
                let manifest = std::fs::read_to_string(
                    root()
                        .join(file.split('/').next().unwrap())
                        .join("Cargo.toml"),
                )
                .unwrap();
                assert!(
                    manifest.contains(&format!("name = \"{}\"", s.package)),
                    "{}: {file} is not in package {}",
                    s.name,
                    s.package
                );
            }
        }
        for e in EQUIVALENT {
            assert!(
                SCOPES.iter().any(|s| s.files.iter().any(|f| f.0 == e.file)),
                "equivalent in {}, outside every scope",
                e.file
            );
        }
    }
}
