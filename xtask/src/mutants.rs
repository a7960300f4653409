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
//! docs/mutants.md from the kept outcomes of every scope
//! (`target/mutants/out/<scope>/`, each with its own date and commit);
//! `--render` only renders.

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use super::{install_pinned_as, root};

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

/// One cargo-mutants run: the functions it mutates and the tests that
/// judge them.
pub struct Scope {
    pub name: &'static str,
    /// What the functions decide.
    pub what: &'static str,
    /// The package mutated (`--package`).
    pub package: &'static str,
    /// Each file (`--file`) with the functions of it mutated (`--re`);
    /// none named: every function of the file.
    pub files: &'static [(&'static str, &'static [&'static str])],
    /// The packages whose tests run against each mutant
    /// (`--test-package`).
    pub tests: &'static [&'static str],
    /// Their test targets (cargo's `--lib`, `--test NAME`; `--cargo-arg`):
    /// the ones that test these functions, so a mutant builds only them
    /// (and no doctest is compiled).
    pub targets: &'static [&'static str],
}

/// The deciding code, by package.
pub const SCOPES: &[Scope] = &[
    Scope {
        name: "kernel-spec",
        what: "the equivalence gate, the shared test vectors every kernel is held to, \
               and the validation of a sweep's prices and windows (the engine's, for every request)",
        package: "kernel-spec",
        files: &[
            ("kernel-spec/src/gate.rs", &[]),
            ("kernel-spec/src/vectors.rs", &[]),
            ("kernel-spec/src/input.rs", &[]),
        ],
        tests: &["kernel-spec"],
        targets: &["--lib"],
    },
    Scope {
        name: "transport",
        what: "the frame decoder (length, limits, resumable reads) and the request decoder \
               (opcode, counts, lengths, the JSON body)",
        package: "transport",
        files: &[
            ("transport/src/frame.rs", &[]),
            (
                "transport/src/request.rs",
                &[
                    "Op::from_u8",
                    "Cursor<'a>::take",
                    "Cursor<'a>::u32",
                    "Cursor<'a>::u64",
                    "Cursor<'a>::array",
                    "Cursor<'a>::finish",
                    "f64s",
                    "params",
                    "decode_request",
                ],
            ),
            ("transport/src/json.rs", &["decode_sweep"]),
        ],
        tests: &["transport"],
        targets: &["--lib", "--test", "codec_props"],
    },
    Scope {
        name: "engine",
        what: "the engine's request validation: the JSON body's charge, unknown handles and \
               streams, the per-connection limits, a stream's memory charge",
        package: "engine",
        files: &[(
            "engine/src/session.rs",
            &[
                "handle",
                "unknown",
                "unknown_stream",
                "State::charge_json_body",
                "State::sweep",
                "State::load",
                "State::sweep_handle",
                "State::sweep_laps",
                "State::unload",
                "State::stream_open",
                "State::stream_bar",
                "State::stream_close",
            ],
        )],
        // The session is tested request by request (tests/session.rs) and
        // through a real engine (tests/server.rs).
        tests: &["engine"],
        targets: &["--test", "session", "--test", "server"],
    },
    Scope {
        name: "gap",
        what: "the gap section's verdict, its cross-check of every reading, its conclusions \
               (floor, claims, margins, agreement, heterogeneity), the disturbance rule, and \
               the instrument's targets",
        package: "gap",
        files: &[
            ("gap/src/verdict.rs", &[]),
            ("gap/src/crosscheck.rs", &[]),
            ("gap/src/conclude.rs", &[]),
            ("gap/src/disturb.rs", &[]),
            (
                "gap/src/instrument.rs",
                &["target_verdicts", "targets", "time_verdict"],
            ),
        ],
        tests: &["gap"],
        targets: &["--lib"],
    },
    Scope {
        name: "report",
        what: "a target's verdict as every section states it",
        package: "report",
        files: &[("report/src/targets.rs", &[])],
        tests: &["report"],
        targets: &["--lib"],
    },
    Scope {
        name: "sections",
        what: "the study's claims (reproduced or not) and every boundary section's targets",
        package: "sections",
        files: &[
            ("sections/src/study/claims.rs", &[]),
            (
                "sections/src/in_process/mod.rs",
                &["targets", "decimals_beside"],
            ),
            ("sections/src/per_bar/render.rs", &["targets"]),
            ("sections/src/echo/render.rs", &["targets"]),
            ("sections/src/architectures/render.rs", &["targets"]),
        ],
        tests: &["sections"],
        targets: &["--lib"],
    },
];

/// A missed mutant that cannot change what the code does, and why.
pub struct Equivalent {
    pub file: &'static str,
    /// cargo-mutants' name of it without the file and position (`replace
    /// < with <= in f`).
    pub mutant: &'static str,
    /// Text of the source line it changes (several mutants of one name
    /// in one function are told apart by it).
    pub line: &'static str,
    pub why: &'static str,
}

/// The equivalent mutants of the scopes.
pub const EQUIVALENT: &[Equivalent] = &[
    Equivalent {
        file: "transport/src/frame.rs",
        mutant: "replace < with <= in FrameBuf::body_mut",
        line: "if self.words.len() < words {",
        why: "when the buffer already has exactly the words needed, `<=` resizes the charge and \
          the storage to the size they have: `Charge::resize` to its own size takes and gives \
          back nothing, `Vec::resize` to its own length writes nothing",
    },
    Equivalent {
        file: "engine/src/session.rs",
        mutant: "replace > with >= in State::stream_bar",
        line: "if bound > charge.bytes() {",
        why: "at equality `>=` resizes the stream's charge to the bytes it holds: \
              `Charge::resize` to its own size takes and gives back nothing",
    },
    Equivalent {
        file: "sections/src/study/claims.rs",
        mutant: "replace > with >= in within_factor",
        line: "ours > 0.0 && ours / theirs <= f && theirs / ours <= f",
        why: "at `ours` = 0 the last test reads `theirs / 0`, +∞ (or NaN when `theirs` is 0 \
              too), never ≤ `f`: `>=` lets 0 past the first test only for the last one to say \
              false, as `>` did",
    },
    Equivalent {
        file: "sections/src/study/claims.rs",
        mutant: "replace && with || in penalty",
        line: "let same_process = a.key.transport == b.key.transport && a.key.transport != Transport::SPAWN;",
        why: "`penalty` judges two pairs, chatty over UDS against batch over UDS and spawn \
              against batch over UDS: for both, `&&` and `||` give the same (true, false); they \
              differ only for pairs no claim makes (two other transports, or spawn against spawn)",
    },
    Equivalent {
        file: "gap/src/conclude.rs",
        mutant: "replace > with >= in heterogeneity",
        line: "i2: if q > 0.0 { (excess / q).max(0.0) } else { 0.0 },",
        why: "at Q = 0 the excess is −df (at least one degree of freedom: two estimates or \
              more), so `>=` computes −df ÷ 0 = −∞ and `max(0.0)` makes it 0, the value the \
              `else` gives",
    },
    Equivalent {
        file: "gap/src/disturb.rs",
        mutant: "replace > with >= in disturbed",
        line: "(beside.clock_hz / median - 1.0).abs() > CLOCK_BAND",
        why: "for a ratio x in [0.5, 2] the double x − 1 is exact, a multiple of 2⁻⁵³; \
              CLOCK_BAND, the double nearest 0.05, has bits down to 2⁻⁵⁶, so no ratio of clocks \
              equals it (and one outside [0.5, 2] is far beyond it either way): `>` and `>=` \
              part on no input",
    },
];

/// The regex (`--re`) of a file's named functions: cargo-mutants names a
/// mutant `file:line:col: replace f -> T with v` or `…: <change> in f`.
fn file_re(file: &str, functions: &[&str]) -> String {
    let file = regex_escape(file);
    if functions.is_empty() {
        return format!("^{file}:");
    }
    let fns = functions
        .iter()
        .map(|f| regex_escape(f))
        .collect::<Vec<_>>()
        .join("|");
    format!(r"^{file}:\d+:\d+: (replace ({fns}) -> .*|.* in ({fns}))$")
}

fn regex_escape(s: &str) -> String {
    s.chars().fold(String::new(), |mut out, c| {
        if r"\.+*?()|[]{}^$".contains(c) {
            out.push('\\');
        }
        out.push(c);
        out
    })
}

impl Scope {
    /// cargo-mutants' arguments for this scope (after `cargo mutants`).
    pub fn args(&self) -> Vec<String> {
        let mut a: Vec<String> = ["--in-place", "--no-shuffle", "--package", self.package]
            .map(String::from)
            .to_vec();
        for (file, functions) in self.files {
            a.extend(["--file".into(), (*file).into()]);
            a.extend(["--re".into(), file_re(file, functions)]);
        }
        for t in self.tests {
            a.extend(["--test-package".into(), (*t).into()]);
        }
        for t in self.targets {
            a.push(format!("--cargo-arg={t}"));
        }
        a
    }

    fn out(&self) -> PathBuf {
        root().join("target/mutants/out").join(self.name)
    }
}

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
    let doc = render()?;
    std::fs::write(root().join(DOC), &doc).with_context(|| format!("cannot write {DOC}"))?;
    eprintln!("\nwrote {DOC}");
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
    if iterate && out.join("run.json").is_file() {
        let kept = kept_outcomes(&out)?;
        std::fs::write(out.join("earlier.json"), serde_json::to_string(&kept)?)?;
        runs = read_runs(&out)?;
    } else {
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
        .arg("mutants")
        .args(&args)
        .arg("--output")
        .arg(&out);
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
    let run = json!({"scope": scope.name, "runs": runs});
    std::fs::write(out.join("run.json"), serde_json::to_string_pretty(&run)?)?;
    std::fs::remove_file(out.join("running"))?;
    eprintln!(
        "==> mutants of {}: done in {:.0} min",
        scope.name,
        seconds / 60.0
    );
    Ok(())
}

/// The runs of a scope's `run.json`, oldest first.
fn read_runs(out: &Path) -> Result<Vec<Value>> {
    let text = std::fs::read_to_string(out.join("run.json"))?;
    let v: Value = serde_json::from_str(&text)?;
    Ok(match v["runs"].as_array() {
        Some(runs) => runs.clone(),
        // A run.json of one run, before runs were listed.
        None => vec![v],
    })
}

/// Every kept outcome of a scope: its last run's, and the earlier runs'
/// of mutants the last one did not test again.
fn kept_outcomes(out: &Path) -> Result<Vec<Value>> {
    let last = mutants(out)?;
    let names: BTreeSet<&str> = last.iter().map(|m| m.name.as_str()).collect();
    let run = read_runs(out)?.last().cloned().unwrap_or(Value::Null);
    let mut kept: Vec<Value> = last
        .iter()
        .map(|m| {
            let mut v = m.to_json();
            v["date"] = run["date"].clone();
            v["commit"] = run["commit"].clone();
            v
        })
        .collect();
    kept.extend(
        earlier(out)?
            .into_iter()
            .filter(|v| v["name"].as_str().is_some_and(|n| !names.contains(n))),
    );
    Ok(kept)
}

/// `earlier.json`: outcomes of earlier runs carried over by `--iterate`.
fn earlier(out: &Path) -> Result<Vec<Value>> {
    match std::fs::read_to_string(out.join("earlier.json")) {
        Ok(t) => Ok(serde_json::from_str(&t)?),
        Err(_) => Ok(Vec::new()),
    }
}

/// One mutant's outcome as the doc counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    Caught,
    Missed,
    /// Missed, and listed in [`EQUIVALENT`].
    Equivalent,
    Unviable,
    Timeout,
}

/// A mutant of a run.
#[derive(Clone, Debug)]
pub struct Mutant {
    /// cargo-mutants' name: file, position and change.
    pub name: String,
    pub file: String,
    pub function: String,
    /// Its name without file and position.
    pub what: String,
    pub line: usize,
    /// The source it replaces (the diff's removed lines).
    pub before: String,
    /// cargo-mutants' summary (`CaughtMutant`, `MissedMutant`, …).
    pub summary: String,
    pub verdict: Verdict,
}

impl Mutant {
    fn new(
        name: &str,
        file: &str,
        function: &str,
        line: usize,
        before: String,
        summary: &str,
    ) -> Result<Mutant> {
        let what = what(name).to_string();
        let verdict = match summary {
            "CaughtMutant" => Verdict::Caught,
            "MissedMutant" if equivalent_of(file, &what, &before).is_some() => Verdict::Equivalent,
            "MissedMutant" => Verdict::Missed,
            "Unviable" => Verdict::Unviable,
            "Timeout" => Verdict::Timeout,
            other => bail!("{name}: unexpected outcome {other:?}"),
        };
        Ok(Mutant {
            name: name.into(),
            file: file.into(),
            function: function.into(),
            what,
            line,
            before,
            summary: summary.into(),
            verdict,
        })
    }

    fn to_json(&self) -> Value {
        json!({
            "name": self.name, "file": self.file, "function": self.function,
            "line": self.line, "before": self.before, "summary": self.summary,
        })
    }

    fn from_json(v: &Value) -> Result<Mutant> {
        let s = |k: &str| v[k].as_str().with_context(|| format!("earlier.json: {k}"));
        Mutant::new(
            s("name")?,
            s("file")?,
            s("function")?,
            v["line"].as_u64().unwrap_or(0) as usize,
            s("before")?.to_string(),
            s("summary")?,
        )
    }
}

/// The name without `file:line:col: `.
fn what(name: &str) -> &str {
    name.splitn(4, ':').nth(3).map_or(name, str::trim_start)
}

/// Which equivalent a missed mutant is, if any.
fn equivalent_of(file: &str, what: &str, before: &str) -> Option<&'static Equivalent> {
    EQUIVALENT
        .iter()
        .find(|e| e.file == file && e.mutant == what && before.contains(e.line))
}

/// The mutants of one run's `outcomes.json`.
fn mutants(out: &Path) -> Result<Vec<Mutant>> {
    let dir = out.join("mutants.out");
    let text = std::fs::read_to_string(dir.join("outcomes.json"))
        .with_context(|| format!("cannot read {}", dir.join("outcomes.json").display()))?;
    let v: Value = serde_json::from_str(&text)?;
    let mut all = Vec::new();
    for o in v["outcomes"].as_array().context("outcomes")? {
        let Some(m) = o["scenario"].get("Mutant") else {
            continue;
        };
        let name = m["name"].as_str().context("mutant name")?;
        let file = m["file"].as_str().context("mutant file")?;
        let before = o["diff_path"]
            .as_str()
            .and_then(|p| std::fs::read_to_string(dir.join(p)).ok())
            .map(|d| {
                d.lines()
                    .filter(|l| l.starts_with('-') && !l.starts_with("---"))
                    .map(|l| &l[1..])
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .unwrap_or_default();
        all.push(Mutant::new(
            name,
            file,
            m["function"]["function_name"]
                .as_str()
                .unwrap_or("(outside any function)"),
            m["span"]["start"]["line"].as_u64().unwrap_or(0) as usize,
            before,
            o["summary"].as_str().unwrap_or(""),
        )?);
    }
    Ok(all)
}

/// Counts of one group of mutants.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub caught: usize,
    pub missed: usize,
    pub equivalent: usize,
    pub unviable: usize,
    pub timeout: usize,
}

impl Counts {
    fn add(&mut self, v: Verdict) {
        match v {
            Verdict::Caught => self.caught += 1,
            Verdict::Missed => self.missed += 1,
            Verdict::Equivalent => self.equivalent += 1,
            Verdict::Unviable => self.unviable += 1,
            Verdict::Timeout => self.timeout += 1,
        }
    }

    fn of<'a>(ms: impl IntoIterator<Item = &'a Mutant>) -> Counts {
        let mut c = Counts::default();
        ms.into_iter().for_each(|m| c.add(m.verdict));
        c
    }

    /// Built and tested, less the equivalents: what the tests could catch.
    pub fn judged(&self) -> usize {
        self.caught + self.timeout + self.missed
    }

    /// Caught (a timeout is a test that never finished: caught) of the
    /// judged ones.
    pub fn score(&self) -> Option<f64> {
        let j = self.judged();
        (j > 0).then(|| (self.caught + self.timeout) as f64 / j as f64)
    }

    fn cells(&self) -> String {
        let score = self
            .score()
            .map_or("—".into(), |s| format!("{:.1}%", 100.0 * s));
        format!(
            "{} | {} | {} | {} | {} | {} | {score}",
            self.caught + self.missed + self.equivalent + self.unviable + self.timeout,
            self.caught,
            self.missed,
            self.equivalent,
            self.unviable,
            self.timeout
        )
    }
}

/// docs/mutants.md from every scope's kept run.
fn render() -> Result<String> {
    let mut runs = Vec::new();
    for scope in SCOPES {
        let out = scope.out();
        // A run stopped half way is no result: rerun it (`--iterate` puts
        // the last complete one back first).
        let (run, ms) = if out.join("run.json").is_file() && !out.join("running").is_file() {
            let kept = kept_outcomes(&out)?;
            let ms = kept.iter().map(Mutant::from_json).collect::<Result<_>>()?;
            (Some(read_runs(&out)?), ms)
        } else {
            (None, Vec::new())
        };
        runs.push((scope, run, ms));
    }
    let version = runs
        .iter()
        .find_map(|(s, r, _)| {
            r.as_ref()?;
            let t = std::fs::read_to_string(s.out().join("mutants.out/outcomes.json")).ok()?;
            let v: Value = serde_json::from_str(&t).ok()?;
            v["cargo_mutants_version"].as_str().map(String::from)
        })
        .unwrap_or_else(|| CARGO_MUTANTS.to_string());
    let all: Vec<&Mutant> = runs.iter().flat_map(|(_, _, ms)| ms).collect();
    let total = Counts::of(all.iter().copied());
    let mut d = String::new();
    writeln!(d, "# Mutation testing of the deciding code\n")?;
    writeln!(
        d,
        "<!-- Generated by `cargo xtask mutants` (xtask/src/mutants.rs): do not edit. -->\n"
    )?;
    writeln!(
        d,
        "cargo-mutants {version} changes the code that decides what the project says one \
         small change at a time — an operator swapped, a condition negated, a function's body \
         replaced by a constant — and runs the tests named for it. A mutant a test fails on \
         is **caught**; one every test passes is **missed**: a change to a verdict, a gate \
         or a frame that nothing would notice. **Unviable** mutants do not build (nothing to \
         test); a **timeout** is a mutant whose tests did not finish (counted as caught). A \
         missed mutant that cannot change what the code does is listed as **equivalent**, \
         with the reason, below. The score is caught ÷ (caught + timeout + missed), the \
         equivalents left out; the target is at least 90%.\n"
    )?;
    writeln!(
        d,
        "Regenerate with `cargo xtask mutants` (every scope, most of an hour on 2 vCPUs) or \
         `cargo xtask mutants SCOPE…` (those scopes; the others keep their last run, with its \
         own date and commit); `--iterate` tests again only what the kept runs did not catch; \
         `cargo xtask mutants --render` rewrites this page from the kept runs \
         (`target/mutants/out/`). The runs build in a mirror of the work tree \
         (`target/mutants/tree`), mutated in place. Not part of `cargo xtask test`.\n"
    )?;
    writeln!(d, "## The result\n")?;
    match total.score() {
        Some(s) => writeln!(
            d,
            "**{} of {} mutants caught: {:.1}%** (target ≥ 90%; {} of them by a timeout), {} \
             missed, {} equivalent, {} unviable.\n",
            total.caught + total.timeout,
            total.judged(),
            100.0 * s,
            total.timeout,
            total.missed,
            total.equivalent,
            total.unviable
        )?,
        None => writeln!(d, "No scope has been run yet.\n")?,
    }
    writeln!(
        d,
        "| scope | runs (UTC; commit; minutes; mutants tested) | mutants | caught | missed | equivalent | unviable | timeout | score |"
    )?;
    writeln!(d, "|---|---|--:|--:|--:|--:|--:|--:|--:|")?;
    for (scope, run, ms) in &runs {
        match run {
            None => writeln!(d, "| {} | not run | | | | | | | |", scope.name)?,
            Some(rs) => {
                let said: Vec<String> = rs.iter().map(run_words).collect();
                writeln!(
                    d,
                    "| {} | {} | {} |",
                    scope.name,
                    said.join("; then "),
                    Counts::of(ms).cells()
                )?;
            }
        }
    }
    writeln!(
        d,
        "\nA run marked `--iterate` tested again only what the runs before it had not caught \
         (missed, timed out, or new); every other outcome is the earlier run's.\n"
    )?;
    writeln!(d, "\n## The scopes and their commands\n")?;
    writeln!(
        d,
        "Each scope is one run, in the mirror, with its own package's tests; a file with \
         no functions named is mutated whole.\n"
    )?;
    for scope in SCOPES {
        writeln!(d, "### {}\n", scope.name)?;
        writeln!(d, "{}.\n", capitalised(scope.what))?;
        for (file, functions) in scope.files {
            if functions.is_empty() {
                writeln!(d, "- `{file}`: every function")?;
            } else {
                let f: Vec<String> = functions.iter().map(|f| format!("`{f}`")).collect();
                writeln!(d, "- `{file}`: {}", f.join(", "))?;
            }
        }
        let tests: Vec<String> = scope.tests.iter().map(|t| format!("`{t}`")).collect();
        writeln!(
            d,
            "- tests: {}, targets `{}`\n",
            tests.join(", "),
            scope.targets.join(" ")
        )?;
        writeln!(
            d,
            "```sh\ncargo mutants {} --output target/mutants/out/{}\n```\n",
            quoted(&scope.args()),
            scope.name
        )?;
    }
    writeln!(d, "## Per function\n")?;
    writeln!(
        d,
        "| file | function | mutants | caught | missed | equivalent | unviable | timeout | score |"
    )?;
    writeln!(d, "|---|---|--:|--:|--:|--:|--:|--:|--:|")?;
    let mut by_fn: BTreeMap<(&str, &str), Vec<&Mutant>> = BTreeMap::new();
    for m in &all {
        by_fn
            .entry((m.file.as_str(), m.function.as_str()))
            .or_default()
            .push(m);
    }
    // In the scopes' order, then by file and function.
    let order = |file: &str| {
        SCOPES
            .iter()
            .flat_map(|s| s.files.iter().map(|f| f.0))
            .position(|f| f == file)
            .unwrap_or(usize::MAX)
    };
    let mut rows: Vec<_> = by_fn.into_iter().collect();
    rows.sort_by_key(|((file, function), _)| (order(file), *file, *function));
    for ((file, function), ms) in &rows {
        writeln!(
            d,
            "| `{file}` | `{function}` | {} |",
            Counts::of(ms.iter().copied()).cells()
        )?;
    }
    writeln!(d, "\n## Equivalent mutants\n")?;
    let equivalent: Vec<&&Mutant> = all
        .iter()
        .filter(|m| m.verdict == Verdict::Equivalent)
        .collect();
    if equivalent.is_empty() {
        writeln!(d, "None.\n")?;
    } else {
        writeln!(
            d,
            "| file | line | mutant | why it cannot change behaviour |"
        )?;
        writeln!(d, "|---|--:|---|---|")?;
        for m in equivalent {
            let e = equivalent_of(&m.file, &m.what, &m.before).expect("equivalent");
            writeln!(
                d,
                "| `{}` | {} | {} | {} |",
                m.file,
                m.line,
                cell(&m.what),
                e.why.replace('|', "\\|")
            )?;
        }
        writeln!(d)?;
    }
    writeln!(d, "## Missed\n")?;
    let missed: Vec<&&Mutant> = all
        .iter()
        .filter(|m| m.verdict == Verdict::Missed)
        .collect();
    if missed.is_empty() {
        writeln!(
            d,
            "None: every viable mutant is caught or listed as equivalent."
        )?;
    } else {
        writeln!(
            d,
            "Neither caught nor listed as equivalent: each wants a test.\n"
        )?;
        for m in missed {
            writeln!(d, "- `{}`:{} {}", m.file, m.line, cell(&m.what))?;
        }
    }
    let stale: Vec<&Equivalent> = EQUIVALENT
        .iter()
        .filter(|e| {
            !all.iter().any(|m| {
                m.verdict == Verdict::Equivalent
                    && equivalent_of(&m.file, &m.what, &m.before)
                        .is_some_and(|x| std::ptr::eq(x, *e))
            })
        })
        .filter(|e| {
            // Only for the scopes that ran.
            runs.iter()
                .any(|(s, r, _)| r.is_some() && s.files.iter().any(|f| f.0 == e.file))
        })
        .collect();
    for e in stale {
        eprintln!(
            "warning: listed as equivalent but not missed in the last run: {} {} ({})",
            e.file, e.mutant, e.line
        );
    }
    Ok(d)
}

/// One run in the result's table: when, at which commit, how long, what.
fn run_words(r: &Value) -> String {
    let commit = r["commit"].as_str().unwrap_or("");
    let dirty = if r["dirty"].as_bool() == Some(true) {
        " with uncommitted changes"
    } else {
        ""
    };
    let iterate = if r["iterate"].as_bool() == Some(true) {
        " `--iterate`"
    } else {
        ""
    };
    let tested = r["tested"]
        .as_u64()
        .map_or(String::new(), |n| format!("; {n}"));
    format!(
        "{}; `{}`{dirty}; {:.0}{tested}{iterate}",
        r["date"].as_str().unwrap_or(""),
        &commit[..commit.len().min(12)],
        r["seconds"].as_f64().unwrap_or(0.0) / 60.0,
    )
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A table cell: the mutant's name in code spans, pipes escaped.
fn cell(s: &str) -> String {
    format!("`{}`", s.replace('|', "\\|"))
}

#[cfg(test)]
mod tests {
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
