//! `ipc-tax asm`: the committed assembly evidence in `asm/` (issue 4).
//!
//! One command regenerates every dump (rustc via cargo-show-asm for each
//! named x86 CPU and, with Debian's rustc-web, for `apple-m1` and
//! `neoverse-v1`; numba via `inspect_asm`/`inspect_llvm`, for aarch64 through
//! its own code generator) and the llvm-mca summary; `--check` regenerates into a
//! temporary directory and fails if anything differs from what is committed.
//! `ipc-tax asm-diff A B` summarises two dumps' hot loops side by side.

pub mod dump;
pub mod hotloop;
pub mod inputs;
pub mod mca;
pub mod seam;
mod summary;

use anyhow::{Context, Result, bail};
use clap::Args;
use measure::paths::repo_root;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct AsmArgs {
    /// Check that the committed dumps are fresh; exit 1 and name the stale
    /// files if not. When every input listed in asm/INPUTS (sources, lock
    /// file, tool versions) is as it was, only kernel-safe's and numba's
    /// x86-64 dumps are regenerated (and the dumps' hash checked); when any
    /// differs, every dump is regenerated into a temporary directory and
    /// compared.
    #[arg(long)]
    check: bool,
    /// With --check: regenerate and compare every dump even when no input
    /// changed.
    #[arg(long, requires = "check")]
    regenerate: bool,
    /// Where the dumps go (default: asm/ in the repository).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Only build the compilers' seam: the eight cells `--kernel seam-*`
    /// loads, into target/seam/ (what `cargo xtask seam` runs; needs the
    /// venv with numba, made if missing).
    #[arg(long, conflicts_with_all = ["check", "out"])]
    seam_cells: bool,
}

#[derive(Args, Debug)]
pub struct AsmDiffArgs {
    /// First listing (e.g. asm/x86-64/kernel-safe/wma.s).
    a: PathBuf,
    /// Second listing (e.g. asm/numba/emeraldrapids/wma.s).
    b: PathBuf,
}

pub fn asm_dir() -> PathBuf {
    repo_root().join("asm")
}

pub fn run(args: &AsmArgs) -> Result<ExitCode> {
    if args.seam_cells {
        seam::build_cells(&repo_root().join("target/seam"))?;
        return Ok(ExitCode::SUCCESS);
    }
    let committed = args.out.clone().unwrap_or_else(asm_dir);
    if args.check {
        return check(&committed, args.regenerate);
    }
    generate(&committed)?;
    eprintln!("asm: wrote {}", committed.display());
    Ok(ExitCode::SUCCESS)
}

/// `--check`: the sample when no input changed, every dump otherwise.
fn check(committed: &Path, regenerate: bool) -> Result<ExitCode> {
    let python = measure::pyenv::ensure_python()?;
    let now = current_inputs(&python)?;
    let recorded =
        match std::fs::read_to_string(committed.join(inputs::FILE)) {
            Ok(text) => Some(fingerprints::parse(&text).with_context(|| {
                format!("{} is malformed", committed.join(inputs::FILE).display())
            })?),
            Err(_) => None,
        };
    let changed = match &recorded {
        Some((then, _)) => fingerprints::changed(then, &now),
        None => vec![format!("{} is missing", inputs::FILE)],
    };
    if let (Some((_, dumps_hash)), true, false) = (&recorded, changed.is_empty(), regenerate) {
        if inputs::outputs(committed)? != *dumps_hash {
            eprintln!(
                "asm: stale: the dumps in {} are not those {} records (edited by hand, or written by something other than `cargo xtask asm`)",
                committed.display(),
                inputs::FILE
            );
            return Ok(ExitCode::from(1));
        }
        let tmp = tempfile::tempdir()?;
        let (krate, cpu) = inputs::SAMPLE;
        measure::log::progress(&format!(
            "asm: no input changed since the dumps were made ({} inputs in {}): regenerating {krate} and numba for {cpu} only",
            now.len(),
            inputs::FILE
        ));
        let rustup = dump::rustc_version(dump::Toolchain::Rustup)?;
        rust_dumps(tmp.path(), cpu, &rustup, "", Some(krate))?;
        numba_dumps(&python, tmp.path(), cpu)?;
        return report(
            compare_trees(tmp.path(), committed, Scope::FreshOnly)?,
            committed,
        );
    }
    measure::log::progress(&if regenerate {
        "asm: --regenerate: every dump rebuilt and compared".to_string()
    } else {
        format!(
            "asm: the inputs differ from those the dumps were made from, so every dump is rebuilt and compared: {}",
            summarise(&changed)
        )
    });
    let tmp = tempfile::tempdir()?;
    generate(tmp.path())?;
    let code = report(
        compare_trees(tmp.path(), committed, Scope::Whole)?,
        committed,
    )?;
    if code == ExitCode::SUCCESS && !changed.is_empty() {
        eprintln!(
            "asm: the dumps are fresh but {} is not ({}): `cargo xtask asm` rewrites it, and later checks rebuild only the sample again",
            inputs::FILE,
            summarise(&changed)
        );
    }
    Ok(code)
}

/// The first few changed inputs and how many more.
fn summarise(changed: &[String]) -> String {
    const SHOWN: usize = 8;
    let mut s = changed
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if changed.len() > SHOWN {
        s += &format!(" and {} more", changed.len() - SHOWN);
    }
    s
}

fn report(stale: Vec<String>, committed: &Path) -> Result<ExitCode> {
    if stale.is_empty() {
        eprintln!("asm: {} is up to date", committed.display());
        return Ok(ExitCode::SUCCESS);
    }
    for s in &stale {
        eprintln!("asm: stale: {s}");
    }
    eprintln!(
        "asm: {} file(s) differ from a fresh dump; run `cargo xtask asm` and commit asm/",
        stale.len()
    );
    Ok(ExitCode::from(1))
}

/// Every input of the dumps as it is here: the dumped crates (with their
/// path dependencies), the registry that names them, and the tools.
fn current_inputs(python: &Path) -> Result<fingerprints::Inputs> {
    let mut packages: Vec<&str> = dump::rust_crates(dump::Toolchain::Rustup)
        .iter()
        .chain(&dump::rust_crates(dump::Toolchain::Aarch64))
        .map(|c| c.package)
        .collect();
    // The seam's rustc IR is kernel-safe's; its cells are kernel-seam's.
    packages.extend(["kernel-safe", "kernel-seam", "kernels"]);
    packages.sort_unstable();
    packages.dedup();
    let tools = vec![
        ("rustc", dump::rustc_version(dump::Toolchain::Rustup)?),
        ("rustc-web", dump::rustc_version(dump::Toolchain::Aarch64)?),
        (
            "cargo-show-asm",
            version_of("cargo", &["asm", "--version"])?,
        ),
        // Only its version line: the rest names this host's CPU and targets.
        (
            "llvm-mca",
            version_of(mca::LLVM_MCA, &["--version"])?
                .split("; ")
                .find(|l| l.contains("version"))
                .unwrap_or("?")
                .to_string(),
        ),
        (
            "python",
            version_of(
                &python.to_string_lossy(),
                &[
                    "-c",
                    // Python's minor version, not its patch level: hosts
                    // differ there and the dumps do not.
                    "import sys, numba, llvmlite; print('%d.%d' % sys.version_info[:2], 'numba', numba.__version__, 'llvmlite', llvmlite.__version__)",
                ],
            )?,
        ),
    ];
    inputs::current(&repo_root(), &packages, &tools)
}

/// A tool's version output, its lines joined (llvm-mca prints several).
fn version_of(program: &str, args: &[&str]) -> Result<String> {
    let out = std::process::Command::new(program)
        .args(args)
        .output()
        .with_context(|| format!("cannot run {program} {}", args.join(" ")))?;
    if !out.status.success() {
        bail!(
            "{program} {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; "))
}

pub fn run_diff(args: &AsmDiffArgs) -> Result<ExitCode> {
    let load = |p: &Path| -> Result<hotloop::HotLoop> {
        let text =
            std::fs::read_to_string(p).with_context(|| format!("cannot read {}", p.display()))?;
        hotloop::hot_loop(&text)
            .with_context(|| format!("{}: no loop with floating-point work found", p.display()))
    };
    let (a, b) = (load(&args.a)?, load(&args.b)?);
    let name = |p: &Path| short_name(p);
    print!(
        "{}",
        hotloop::side_by_side(&name(&args.a), &a, &name(&args.b), &b)
    );
    Ok(ExitCode::SUCCESS)
}

fn short_name(p: &Path) -> String {
    let parts: Vec<_> = p.iter().map(|s| s.to_string_lossy().to_string()).collect();
    let n = parts.len();
    parts[n.saturating_sub(3)..].join("/")
}

fn generate(out: &Path) -> Result<()> {
    if out.exists() {
        // Keep the hand-written README; everything else is regenerated.
        for entry in std::fs::read_dir(out)? {
            let entry = entry?;
            if entry.file_type()?.is_dir() {
                std::fs::remove_dir_all(entry.path())?;
            }
        }
    }
    std::fs::create_dir_all(out)?;
    let rustup = dump::rustc_version(dump::Toolchain::Rustup)?;
    let debian = dump::rustc_version(dump::Toolchain::Aarch64)?;
    let python = measure::pyenv::ensure_python()?;
    let cpus: Vec<&str> = dump::CPUS.iter().chain(dump::ARM_CPUS).copied().collect();
    // Each CPU builds in its own target directory, so the CPUs' builds can
    // overlap: two at a time (a build's serial stretches — one crate,
    // linking — leave the second core idle otherwise), with numba's dumps,
    // one Python process at a time, beside them. Every CPU writes its own
    // directories only, so the output does not depend on the order.
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|scope| -> Result<()> {
        let numba = scope.spawn(|| -> Result<()> {
            for cpu in &cpus {
                measure::log::progress(&format!("asm: numba for {cpu}"));
                numba_dumps(&python, out, cpu)?;
            }
            seam::dumps(out)
        });
        let rust: Vec<_> = (0..2)
            .map(|_| {
                scope.spawn(|| -> Result<()> {
                    loop {
                        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(cpu) = cpus.get(k) else {
                            return Ok(());
                        };
                        rust_dumps(out, cpu, &rustup, &debian, None)?;
                    }
                })
            })
            .collect();
        for worker in rust.into_iter().chain([numba]) {
            worker
                .join()
                .map_err(|_| anyhow::anyhow!("an asm worker panicked"))??;
        }
        Ok(())
    })?;
    summary::write_mca(out, &rustup, &debian)?;
    let listed = current_inputs(&python)?;
    std::fs::write(
        out.join(inputs::FILE),
        inputs::render(&listed, &inputs::outputs(out)?),
    )?;
    Ok(())
}

/// Every dumped Rust crate's functions (or `only` that crate's) for one CPU
/// into `out/<cpu>/`.
fn rust_dumps(out: &Path, cpu: &str, rustup: &str, debian: &str, only: Option<&str>) -> Result<()> {
    let toolchain = dump::Toolchain::for_cpu(cpu);
    let (rustc, flavour) = match toolchain {
        dump::Toolchain::Rustup => (rustup, String::new()),
        dump::Toolchain::Aarch64 => (debian, format!(", target {}", dump::ARM_TARGET)),
    };
    for krate in dump::rust_crates(toolchain)
        .into_iter()
        .filter(|k| only.is_none_or(|o| o == k.package))
    {
        measure::log::progress(&format!("asm: {} for {cpu}", krate.package));
        // A listing that holds none of the crate's functions is a bad
        // read (seen once when another cargo held the build lock):
        // retry, and fail rather than record every function as merged.
        let mut attempt = 0;
        let (listing, command) = loop {
            let (listing, command) = dump::cargo_asm(krate.package, cpu)?;
            if krate
                .functions
                .iter()
                .any(|f| dump::extract_function(&listing, f).is_some())
            {
                break (listing, command);
            }
            attempt += 1;
            if attempt == 3 {
                bail!(
                    "`{command}` printed none of {}'s functions ({} lines); is cargo-show-asm {} installed?",
                    krate.package,
                    listing.lines().count(),
                    "0.2.64"
                );
            }
        };
        let dir = out.join(cpu).join(krate.package);
        std::fs::create_dir_all(&dir)?;
        for f in &krate.functions {
            let header = format!(
                "# {f} — {}, target-cpu={cpu}{flavour}\n# command: {command}\n# {rustc}; release profile (opt-level 3, codegen-units 16, no LTO)\n# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit\n",
                krate.package
            );
            let body = match dump::extract_function(&listing, f) {
                Some(b) => dump::normalise(&b),
                None => format!(
                    "# not in the object code: LLVM merged {f} with an identical function\n# (same machine code; see the callers in this directory)\n"
                ),
            };
            std::fs::write(dir.join(file_name(f)), header + &body)?;
        }
    }
    Ok(())
}

/// numba's `wma`, `event_loop` and `combo` for one CPU into
/// `out/numba/<cpu>/`. x86 CPUs: `NUMBA_CPU_NAME=<cpu>` on this host.
/// aarch64 CPUs: numba's whole code generator pointed at
/// `aarch64-unknown-linux-gnu` (its own target machine, pass pipeline and
/// settings; `python -m ipc_tax_ref.asm numba-arm`), like the Rust dumps —
/// the object format does not change the hot loops
/// (docs/aarch64.md#why-the-linux-target-stands-in-for-macos).
fn numba_dumps(python: &Path, out: &Path, cpu: &str) -> Result<()> {
    let tmp = tempfile::tempdir()?;
    let dir = tmp.path().to_str().context("temp path")?;
    let arm = dump::ARM_CPUS.contains(&cpu);
    let (version, command) = if arm {
        (
            dump::python_asm(python, &["numba-arm", dir, "--cpu", cpu], &[])?,
            format!("python -m ipc_tax_ref.asm numba-arm DIR --cpu {cpu}"),
        )
    } else {
        (
            dump::python_asm(
                python,
                &["numba", dir],
                &[("NUMBA_CPU_NAME", cpu), ("NUMBA_CPU_FEATURES", "")],
            )?,
            format!("NUMBA_CPU_NAME={cpu} NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR"),
        )
    };
    let dest = out.join("numba").join(cpu);
    std::fs::create_dir_all(&dest)?;
    for entry in std::fs::read_dir(tmp.path())? {
        let path = entry?.path();
        let name = path
            .file_name()
            .context("file name")?
            .to_string_lossy()
            .to_string();
        let ir = name.ends_with(".ll");
        let comment = if ir { ";" } else { "#" };
        let what = match (ir, arm) {
            (true, false) => "optimised LLVM IR (inspect_llvm)".to_string(),
            (false, false) => "assembly (inspect_asm)".to_string(),
            (true, true) => format!(
                "optimised LLVM IR (inspect_llvm), compiled for {} -mcpu={cpu} by numba's own code generator",
                dump::ARM_TARGET
            ),
            (false, true) => format!(
                "assembly (inspect_asm), compiled for {} -mcpu={cpu} by numba's own code generator",
                dump::ARM_TARGET
            ),
        };
        let header = format!(
            "{comment} ipc_tax_ref.kernel.{} — {what}, {version}\n{comment} command: {command}\n{comment} written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit\n",
            name.rsplit_once('.').map_or(name.as_str(), |(s, _)| s)
        );
        let text = std::fs::read_to_string(&path)?;
        std::fs::write(dest.join(&name), header + &dump::normalise(&text))?;
    }
    Ok(())
}

/// `kernel_simd::x86_64::avx512::wma_into` → `avx512.wma_into.s`.
pub fn file_name(path: &str) -> String {
    let parts: Vec<&str> = path
        .split("::")
        .skip(1)
        .filter(|p| *p != "x86_64")
        .collect();
    format!("{}.s", parts.join("."))
}

/// How much of the committed tree a fresh one stands for.
#[derive(Clone, Copy, PartialEq)]
enum Scope {
    /// Every dump: a committed file the fresh tree lacks is stale.
    Whole,
    /// A sample: only the fresh files are compared.
    FreshOnly,
}

/// Relative paths under `fresh` whose content differs in (or is missing from)
/// `committed`, and (for [`Scope::Whole`]) committed files a fresh dump no
/// longer produces. The README and the inputs' list are not dumps.
fn compare_trees(fresh: &Path, committed: &Path, scope: Scope) -> Result<Vec<String>> {
    let list = |root: &Path| -> Result<Vec<PathBuf>> {
        let mut files = Vec::new();
        let mut stack = vec![root.to_path_buf()];
        while let Some(dir) = stack.pop() {
            let Ok(rd) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in rd {
                let p = e?.path();
                if p.is_dir() {
                    stack.push(p);
                } else {
                    files.push(p.strip_prefix(root)?.to_path_buf());
                }
            }
        }
        files.sort();
        Ok(files)
    };
    let not_a_dump =
        |rel: &PathBuf| rel == Path::new("README.md") || rel == Path::new(inputs::FILE);
    let (mut a, mut b) = (list(fresh)?, list(committed)?);
    a.retain(|r| !not_a_dump(r));
    b.retain(|r| !not_a_dump(r));
    let mut stale = Vec::new();
    for rel in &a {
        let new = std::fs::read_to_string(fresh.join(rel))?;
        match std::fs::read_to_string(committed.join(rel)) {
            Ok(old) if old == new => {}
            Ok(old) => {
                let line = old
                    .lines()
                    .zip(new.lines())
                    .position(|(x, y)| x != y)
                    .map_or(old.lines().count().min(new.lines().count()) + 1, |i| i + 1);
                stale.push(format!(
                    "{} (first difference at line {line})",
                    rel.display()
                ));
            }
            Err(_) => stale.push(format!(
                "{} (missing from the committed dumps)",
                rel.display()
            )),
        }
    }
    for rel in &b {
        if scope == Scope::Whole && !a.contains(rel) {
            stale.push(format!(
                "{} (committed but no longer produced)",
                rel.display()
            ));
        }
    }
    if !b.is_empty() || a.is_empty() {
        return Ok(stale);
    }
    bail!(
        "{} holds no dumps at all; run `cargo xtask asm`",
        committed.display()
    )
}
