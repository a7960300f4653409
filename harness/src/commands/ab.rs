//! `ipc-tax ab --before REV`: did a change to `transport` make the
//! shared-memory round trip slower? Two builds of one probe
//! (`harness/examples/shm_pingpong.rs`: a pinned echo over `ShmStream`, no
//! engine, no kernel), one against `transport` at REV and one against
//! `--after` (default: this checkout as it is), run in interleaved triples
//! — before, after, and before again as the no-op control — so that each
//! ratio is paired within a triple and the control says how far two runs
//! of the *same* build part (SPEC §10). A change is claimed only where the
//! after/before interval excludes 1 and its median moves further than the
//! control's own interval and the threshold.
//!
//! `ipc-tax compare` compares two whole records measured at different
//! times; this is the tool for a change whose effect may be smaller than
//! what moves between two such records.

use anyhow::{Context as _, Result, bail};
use clap::Args;
use measure::stats::{bootstrap_median_ci, paired_ratios, summarize};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

/// The probe's source: the same file built against both commits.
const PROBE: &str = include_str!("../../examples/shm_pingpong.rs");

#[derive(Args, Debug)]
pub struct AbArgs {
    /// The commit measured as "before" (anything `git rev-parse` takes).
    #[arg(long)]
    pub before: String,
    /// The commit measured as "after"; default: this checkout's work tree
    /// as it is, uncommitted changes included.
    #[arg(long)]
    pub after: Option<String>,
    /// Interleaved triples (before, after, before again) per cell; the
    /// order turns each triple, so a multiple of 3 puts each role first
    /// equally often.
    #[arg(long, default_value_t = 12)]
    pub pairs: usize,
    /// Milliseconds of round trips per process (a tenth more warms up).
    #[arg(long, default_value_t = 300)]
    pub millis: u64,
    /// Wait strategies (`ipc-engine serve --wait` names); a strategy the
    /// "before" commit lacks is listed as not comparable.
    #[arg(long, value_delimiter = ',', default_values_t = ["spin".to_string(), "spin-then-futex".to_string(), "futex-only".to_string()])]
    pub waits: Vec<String>,
    /// Message sizes in bytes, echoed each way.
    #[arg(long, value_delimiter = ',', default_values_t = [16usize, 1024])]
    pub bytes: Vec<usize>,
    /// A change smaller than this (percent) is "same" even where its
    /// interval excludes 1 (as `ipc-tax compare`).
    #[arg(long, default_value_t = 2.0)]
    pub threshold: f64,
    /// RUSTFLAGS for both builds of the probe (e.g. `-C
    /// llvm-args=-align-loops=64`, another code layout of the same source:
    /// a change that moves with the layout is not the source's).
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    pub rustflags: String,
    /// Also write the Markdown table to this file.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// A median with its 95% bootstrap interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub median: f64,
    pub lo: f64,
    pub hi: f64,
}

impl Estimate {
    fn of(values: &[f64]) -> Option<Estimate> {
        let (lo, hi) = bootstrap_median_ci(values)?;
        Some(Estimate {
            median: summarize(values)?.median,
            lo,
            hi,
        })
    }
}

/// What a cell's paired ratios say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Slower,
    Faster,
    /// Within the control's noise, the threshold, or an interval holding 1.
    Same,
}

/// The verdict on after/before (`ab`) given the no-op control's
/// before/before (`aa`): a change is claimed only where `ab`'s interval
/// excludes 1 and its median is further from 1 than both the control's
/// interval reaches and `threshold` (a fraction).
pub fn verdict(ab: Estimate, aa: Estimate, threshold: f64) -> Verdict {
    let noise = (aa.lo - 1.0).abs().max((aa.hi - 1.0).abs());
    let effect = ab.median - 1.0;
    if effect.abs() <= noise.max(threshold) {
        Verdict::Same
    } else if ab.lo > 1.0 {
        Verdict::Slower
    } else if ab.hi < 1.0 {
        Verdict::Faster
    } else {
        Verdict::Same
    }
}

/// One side: a commit (or the work tree) and its built probe.
struct Side {
    label: String,
    probe: PathBuf,
}

fn git(args: &[&str]) -> Result<String> {
    let o = Command::new("git")
        .args(args)
        .current_dir(measure::paths::repo_root())
        .output()
        .context("cannot run git")?;
    if !o.status.success() {
        bail!(
            "git {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&o.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&o.stdout).trim().to_string())
}

/// `rev`'s tree under target/ab/trees/ (extracted once by `git archive`).
fn tree_of(rev: &str) -> Result<(String, PathBuf)> {
    let sha = git(&["rev-parse", "--verify", &format!("{rev}^{{commit}}")])
        .with_context(|| format!("--before/--after: {rev:?} is not a commit here"))?;
    let tree = measure::paths::repo_root().join(format!("target/ab/trees/{}", &sha[..12]));
    if !tree.join(".extracted").is_file() {
        let _ = std::fs::remove_dir_all(&tree);
        std::fs::create_dir_all(&tree)?;
        let mut archive = Command::new("git")
            .args(["archive", "--format=tar", &sha])
            .current_dir(measure::paths::repo_root())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .context("cannot run git archive")?;
        let untar = Command::new("tar")
            .arg("-x")
            .arg("-C")
            .arg(&tree)
            .stdin(archive.stdout.take().context("git archive's output")?)
            .status()
            .context("cannot run tar")?;
        // Both ends must succeed, or a truncated tree would be kept as whole.
        let archived = archive.wait().context("waiting for git archive")?;
        if !untar.success() || !archived.success() {
            bail!("cannot extract {sha} into {}", tree.display());
        }
        std::fs::write(tree.join(".extracted"), "")?;
    }
    Ok((sha[..12].to_string(), tree))
}

/// The `[profile.release]` table of a workspace manifest, so the probe is
/// compiled as that commit's release build is.
fn release_profile(manifest: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for line in manifest.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            inside = t == "[profile.release]";
        }
        if inside {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Builds the probe against `tree`'s transport as `role`.
fn build(role: &str, label: String, tree: &Path, rustflags: &str) -> Result<Side> {
    let ab = measure::paths::repo_root().join("target/ab");
    let dir = ab.join(format!("probe-{role}"));
    std::fs::create_dir_all(dir.join("src"))?;
    let manifest = std::fs::read_to_string(tree.join("Cargo.toml"))
        .with_context(|| format!("{}/Cargo.toml", tree.display()))?;
    let toml = format!(
        "# Written by `ipc-tax ab`: the probe against {label}.\n\
         [package]\nname = \"shm_pingpong\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
         [dependencies]\ntransport = {{ path = {:?} }}\nlibc = \"0.2\"\n\n\
         [workspace]\n\n{}",
        tree.join("transport").display().to_string(),
        release_profile(&manifest)
    );
    let write_if_changed = |path: PathBuf, text: &str| -> Result<()> {
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
            std::fs::write(&path, text)?;
        }
        Ok(())
    };
    write_if_changed(dir.join("Cargo.toml"), &toml)?;
    write_if_changed(dir.join("src/main.rs"), PROBE)?;
    // The commit's own lock: the same versions of transport's dependencies.
    std::fs::copy(tree.join("Cargo.lock"), dir.join("Cargo.lock"))?;
    measure::log::progress(&format!("ab: building the probe against {label}"));
    let target = ab.join(format!("target-{role}"));
    let status = measure::paths::cargo_command()
        .args(["build", "--release", "--quiet", "--manifest-path"])
        .arg(dir.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", &target)
        .env("RUSTFLAGS", rustflags)
        .status()
        .context("cannot run cargo build")?;
    if !status.success() {
        bail!("the probe does not build against {label} (cargo's errors above)");
    }
    Ok(Side {
        label,
        probe: target.join("release/shm_pingpong"),
    })
}

/// One process of the probe: the median ns per round trip of its batches,
/// or None where this side's transport lacks the strategy.
fn measure_once(
    side: &Side,
    wait: &str,
    bytes: usize,
    a: &AbArgs,
    cpus: (usize, usize),
) -> Result<Option<f64>> {
    let mut child = Command::new(&side.probe)
        .args(["--wait", wait, "--bytes", &bytes.to_string()])
        .args(["--millis", &a.millis.to_string()])
        .args(["--cpus", &format!("{},{}", cpus.0, cpus.1)])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot run {}", side.probe.display()))?;
    // An old commit's transport may deadlock: a probe that outlives twenty
    // times its run (and 10 s) is stopped and named.
    let deadline = Instant::now() + Duration::from_millis(a.millis * 20) + Duration::from_secs(10);
    while child.try_wait()?.is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            bail!(
                "the probe against {} ({wait}, {bytes} B) did not finish in {:.0} s: stopped",
                side.label,
                (a.millis * 20) as f64 / 1e3 + 10.0
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let o = child.wait_with_output()?;
    if !o.status.success() {
        bail!(
            "the probe against {} failed ({wait}, {bytes} B): {}",
            side.label,
            String::from_utf8_lossy(&o.stderr).trim()
        );
    }
    let line: serde_json::Value = serde_json::from_slice(&o.stdout)
        .with_context(|| format!("the probe against {} printed no JSON line", side.label))?;
    if line["unknown"] == true {
        return Ok(None);
    }
    let ns: Vec<f64> = line["ns"]
        .as_array()
        .context("the probe's line has no ns")?
        .iter()
        .filter_map(|v| v.as_f64())
        .collect();
    Ok(Some(
        summarize(&ns)
            .context("the probe measured no batch")?
            .median,
    ))
}

/// One cell's outcome.
struct Row {
    wait: String,
    bytes: usize,
    /// None: the "before" commit has no such strategy.
    result: Option<(f64, f64, Estimate, Estimate, Verdict)>,
}

pub fn run(a: &AbArgs) -> Result<ExitCode> {
    if a.pairs < 3 {
        bail!(
            "--pairs {}: at least 3 triples are needed for an interval",
            a.pairs
        );
    }
    if a.millis < 30 {
        bail!(
            "--millis {}: at least 30 (three batches of 10 ms)",
            a.millis
        );
    }
    if a.bytes.contains(&0) {
        bail!("--bytes: a message of 0 bytes is not a round trip");
    }
    let allowed = measure::affinity::allowed_cpus()?;
    let [c, s, ..] = allowed[..] else {
        bail!(
            "ab: the probe pins client and server to two CPUs; this process may use only {allowed:?}"
        );
    };
    let cpus = (c, s);
    let (before_sha, before_tree) = tree_of(&a.before)?;
    let before = build(
        "before",
        format!("{} ({before_sha})", a.before),
        &before_tree,
        &a.rustflags,
    )?;
    let after = match &a.after {
        Some(rev) => {
            let (sha, tree) = tree_of(rev)?;
            build("after", format!("{rev} ({sha})"), &tree, &a.rustflags)?
        }
        None => {
            let head = git(&["rev-parse", "--short=12", "HEAD"])?;
            let dirty = !git(&[
                "status",
                "--porcelain",
                "--untracked-files=no",
                "--",
                "transport",
            ])?
            .is_empty();
            let label = format!(
                "the work tree ({head}{})",
                if dirty { ", transport changed" } else { "" }
            );
            build("after", label, &measure::paths::repo_root(), &a.rustflags)?
        }
    };
    let mut rows = Vec::new();
    for wait in &a.waits {
        for &bytes in &a.bytes {
            rows.push(cell(&before, &after, wait, bytes, a, cpus)?);
        }
    }
    let text = render(&before, &after, &rows, a, cpus);
    print!("{text}");
    if let Some(out) = &a.out {
        std::fs::write(out, &text).with_context(|| format!("cannot write {}", out.display()))?;
        eprintln!("ab: wrote {}", out.display());
    }
    Ok(ExitCode::SUCCESS)
}

fn cell(
    before: &Side,
    after: &Side,
    wait: &str,
    bytes: usize,
    a: &AbArgs,
    cpus: (usize, usize),
) -> Result<Row> {
    let (mut b, mut af, mut c) = (Vec::new(), Vec::new(), Vec::new());
    for p in 0..a.pairs {
        measure::log::progress(&format!(
            "ab: {wait}, {bytes} B: triple {}/{}",
            p + 1,
            a.pairs
        ));
        // The order turns each triple, so no role always runs first.
        let mut got = [None; 3];
        for k in 0..3 {
            let role = (p + k) % 3;
            let side = if role == 1 { after } else { before };
            got[role] = measure_once(side, wait, bytes, a, cpus)?;
        }
        if got[1].is_none() {
            bail!("{} has no wait strategy {wait:?}", after.label);
        }
        match got {
            [Some(x), Some(y), Some(z)] => {
                b.push(x);
                af.push(y);
                c.push(z);
            }
            _ => {
                return Ok(Row {
                    wait: wait.into(),
                    bytes,
                    result: None,
                });
            }
        }
    }
    let ab = Estimate::of(&paired_ratios(&af, &b)).context("no after/before ratio")?;
    let aa = Estimate::of(&paired_ratios(&c, &b)).context("no control ratio")?;
    let med = |v: &[f64]| summarize(v).map_or(f64::NAN, |s| s.median);
    Ok(Row {
        wait: wait.into(),
        bytes,
        result: Some((
            med(&b),
            med(&af),
            ab,
            aa,
            verdict(ab, aa, a.threshold / 100.0),
        )),
    })
}

fn render(before: &Side, after: &Side, rows: &[Row], a: &AbArgs, cpus: (usize, usize)) -> String {
    let env = measure::env::EnvInfo::capture(std::env::args().collect::<Vec<_>>().join(" "));
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# Shared-memory round trip: {} against {}\n",
        after.label, before.label
    );
    let _ = writeln!(
        s,
        "Generated by `{}` on {} UTC: {} ({}), client on CPU {}, server on CPU {}. \
         Each cell: {} interleaved triples (before, after, before again), each a process of \
         {} ms of round trips (median of its 10 ms batches); the ratios are paired within a \
         triple, with 95% bootstrap intervals of their median. The control is before / before: \
         how far two runs of one build part. A change is claimed only beyond the control and \
         {}%. Both probes are built with {}. Two builds of different source also differ in \
         code layout, which this control does not vary: a claim that does not hold with \
         another layout (`--rustflags \"-C llvm-args=-align-loops=64\"`) is the layout's, not \
         the change's.\n",
        env.command,
        env.date_utc,
        env.cpu_model,
        env.llvm_host_cpu.as_deref().unwrap_or("CPU name unknown"),
        cpus.0,
        cpus.1,
        a.pairs,
        a.millis,
        a.threshold,
        if a.rustflags.is_empty() {
            "the commit's release profile and no RUSTFLAGS".to_string()
        } else {
            format!(
                "the commit's release profile and RUSTFLAGS `{}`",
                a.rustflags
            )
        }
    );
    let _ = writeln!(
        s,
        "| wait | bytes | before, ns | after, ns | after / before | control: before / before | verdict |\n|---|---:|---:|---:|---:|---:|---|"
    );
    let iv = |e: &Estimate| format!("{:.3} ({:.3}–{:.3})", e.median, e.lo, e.hi);
    for r in rows {
        match &r.result {
            Some((b, af, ab, aa, v)) => {
                let _ = writeln!(
                    s,
                    "| {} | {} | {b:.0} | {af:.0} | {} | {} | {} |",
                    r.wait,
                    r.bytes,
                    iv(ab),
                    iv(aa),
                    match v {
                        Verdict::Slower => "**slower**",
                        Verdict::Faster => "faster",
                        Verdict::Same => "same",
                    }
                );
            }
            None => {
                let _ = writeln!(
                    s,
                    "| {} | {} | — | — | — | — | not comparable: {} has no such strategy |",
                    r.wait, r.bytes, before.label
                );
            }
        }
    }
    let judged: Vec<Verdict> = rows.iter().filter_map(|r| r.result.map(|x| x.4)).collect();
    let slower = judged.iter().filter(|v| **v == Verdict::Slower).count();
    let _ = writeln!(
        s,
        "\n{} of {} compared cells slower, {} faster, {} the same.",
        slower,
        judged.len(),
        judged.iter().filter(|v| **v == Verdict::Faster).count(),
        judged.iter().filter(|v| **v == Verdict::Same).count()
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(median: f64, lo: f64, hi: f64) -> Estimate {
        Estimate { median, lo, hi }
    }

    #[test]
    fn a_change_inside_the_controls_noise_is_not_claimed() {
        // +8% with an interval above 1, but the control parts by 18%.
        assert_eq!(
            verdict(e(1.08, 1.03, 1.16), e(0.98, 0.82, 1.18), 0.02),
            Verdict::Same
        );
    }

    #[test]
    fn a_change_beyond_the_control_with_an_interval_off_one_is_claimed() {
        let quiet = e(1.0, 0.98, 1.03);
        assert_eq!(verdict(e(1.10, 1.06, 1.15), quiet, 0.02), Verdict::Slower);
        assert_eq!(verdict(e(0.90, 0.86, 0.94), quiet, 0.02), Verdict::Faster);
    }

    #[test]
    fn an_interval_holding_one_is_the_same_however_far_the_median() {
        assert_eq!(
            verdict(e(1.10, 0.99, 1.30), e(1.0, 0.99, 1.01), 0.02),
            Verdict::Same
        );
    }

    #[test]
    fn the_threshold_holds_where_the_control_is_tighter() {
        let tight = e(1.0, 0.995, 1.005);
        assert_eq!(verdict(e(1.015, 1.01, 1.02), tight, 0.02), Verdict::Same);
        assert_eq!(verdict(e(1.025, 1.02, 1.03), tight, 0.02), Verdict::Slower);
    }

    #[test]
    fn the_release_profile_is_taken_alone() {
        let m = "[workspace]\nmembers = []\n\n[profile.release]\ncodegen-units = 16\nlto = false\n\n[profile.release.package.x]\nopt-level = 0\n";
        assert_eq!(
            release_profile(m),
            "[profile.release]\ncodegen-units = 16\nlto = false\n\n"
        );
    }
}
