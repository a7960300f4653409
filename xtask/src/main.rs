//! `cargo xtask`: project chores that need more than one tool.
//!
//! `cargo xtask test` is the README's test command and what `.ci/run` runs:
//! formatting, clippy, the Rust tests, the Python tests (creating the venv
//! first) and the numba-vs-Rust equivalence gate on two datasets. It stops at
//! the first failing step and names it.

mod aarch64;
mod icount;
mod mutants;
mod wheel;

use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

const USAGE: &str = "\
usage: cargo xtask <task>

tasks:
  test         everything CI checks: cargo fmt --check, clippy -D warnings,
               cargo test --workspace, every criterion bench once in test
               mode (their pre-timing checks), pytest (venv created if
               missing), the numba-vs-Rust gate on `paper` and on a chacha
               series, the aarch64 gate (`aarch64`), the instruction-count
               benches (`icount`) and the freshness check of the committed
               asm/ dumps (`asm --check`)
  asm          regenerate asm/ (rustc via cargo-show-asm for every named x86
               CPU, and with Debian's rustc-web for apple-m1 and neoverse-v1;
               numba through its own pipeline for each; llvm-mca and OSACA);
               `asm --check` fails if the committed dumps are stale
  aarch64      the aarch64 checks: the harness compiles for aarch64 with
               rustc-web, and ipc-engine built for aarch64 runs the `paper`
               sweep under qemu-user bit for bit like x86-64 kernel-safe
               (every kernel its `kernels` entry marks for the gate, and knob-hoist;
               about 5 minutes with the builds; results only, no timing from
               emulation)
  aarch64-toolchain  download Debian's rustc-web and its arm64 standard
               library (private apt state) into target/aarch64-toolchain
  fuzz [S]     build the fuzz targets (fuzz/) with cargo-fuzz and run each
               for S seconds (default 20) from the committed seed corpus;
               fails on a crash
  gate         only the numba-vs-Rust gate (both datasets)
  icount       instruction counts under callgrind (gungraun); installs
               gungraun-runner at the version pinned in Cargo.lock if needed;
               each count is gated against benches/icount-limits.txt (+1%),
               and a run with the limits scaled to 0.98 must fail;
               `icount --update-limits` re-commits the counts
  wheel        the Python packages as wheels into target/dist/: ipc_tax_native
               (maturin, abi3 for CPython >= 3.9) and ipc_tax_ref (pure Python)
  install-test the wheels installed as a user would (a fresh venv outside the
               repository), a held-out series swept through safe, simd and
               sliding-simd and compared with `ipc-tax sweep`
  install-tools  install the cargo tools the project uses (gungraun-runner,
               cargo-show-asm, cargo-fuzz, cargo-mutants), at pinned versions
  mutants [SCOPE...]  mutation testing (cargo-mutants) of the deciding code,
               scope by scope (default: every one; most of an hour on 2
               vCPUs), and docs/mutants.md from the kept runs; `--iterate`
               tests again only what the kept runs did not catch; `--render`
               only rewrites docs/mutants.md; not part of `test`
";

/// The criterion bench targets of `benches/` (icount is gungraun's).
const CRITERION_BENCHES: [&str; 4] = ["sweep", "phases", "scaling", "threads"];

/// The series of CI's quick boundary report: 30,000 bars.
const QUICK_REPORT_DATA: &str = "chacha:11,30000,0.001";

/// The second gate dataset: another length and seed than `paper`
/// (docs/study.md#the-equivalence-gate, docs/study.md#chacha).
const CHACHA_GATE: &str = "chacha:11,50000,0.001";

fn main() -> ExitCode {
    let task = std::env::args().nth(1);
    let result = match task.as_deref() {
        Some("test") => test(),
        Some("gate") => gate(),
        Some("icount") => icount(),
        Some("install-tools") => install_tools(),
        Some("aarch64") => aarch64::gate(),
        Some("aarch64-toolchain") => aarch64::toolchain().map(|_| ()),
        Some("asm") => asm(std::env::args().nth(2).as_deref()),
        Some("wheel") => wheel::wheel().map(|_| ()),
        Some("install-test") => wheel::install_test(),
        Some("fuzz") => fuzz(std::env::args().nth(2).as_deref()),
        Some("mutants") => mutants::run(&std::env::args().skip(2).collect::<Vec<_>>()),
        Some("-h" | "--help" | "help") => {
            print!("{USAGE}");
            Ok(())
        }
        other => {
            eprint!("{USAGE}");
            if let Some(t) = other {
                eprintln!("\nerror: unknown task {t:?}");
            }
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn cargo() -> Command {
    let mut c = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    c.current_dir(root());
    c
}

fn step(name: &str, mut cmd: Command) -> Result<()> {
    eprintln!("\n==> {name}");
    let t0 = Instant::now();
    let status = cmd
        .status()
        .with_context(|| format!("cannot start {cmd:?}"))?;
    if !status.success() {
        bail!("step failed: {name} ({status})");
    }
    eprintln!("==> {name}: ok ({:.0} s)", t0.elapsed().as_secs_f64());
    Ok(())
}

fn ipc_tax(args: &[&str]) -> Command {
    let mut c = cargo();
    c.args(["run", "--quiet", "--release", "-p", "ipc-tax", "--"])
        .args(args);
    c
}

/// The system tools the test command runs (tool, Debian packages).
const SYSTEM_TOOLS: [(&str, &str); 4] = [
    ("valgrind", "valgrind"),
    ("llvm-mca-19", "llvm-19"),
    ("qemu-aarch64", "qemu-user"),
    (
        "aarch64-linux-gnu-gcc",
        "gcc-aarch64-linux-gnu libc6-dev-arm64-cross",
    ),
];

/// Checks the system tools in the first seconds rather than after many
/// minutes of tests: installs the missing ones with apt where this user can
/// (root, as in CI), otherwise stops with the command to run.
fn system_prerequisites() -> Result<()> {
    let runs = |tool: &str| {
        Command::new(tool)
            .arg("--version")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok()
    };
    let missing: Vec<_> = SYSTEM_TOOLS.iter().filter(|(t, _)| !runs(t)).collect();
    if missing.is_empty() {
        return Ok(());
    }
    let tools: Vec<&str> = missing.iter().map(|(t, _)| *t).collect();
    let packages: Vec<&str> = missing.iter().map(|(_, p)| *p).collect();
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
    if !(root && runs("apt-get")) {
        bail!(
            "{} not found; install first: sudo apt-get install {}",
            tools.join(" and "),
            packages.join(" ")
        );
    }
    let mut apt = Command::new("sh");
    apt.arg("-c").arg(format!(
        "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq {}",
        packages.join(" ")
    ));
    step(
        &format!(
            "install {} (apt, for {})",
            packages.join(" "),
            tools.join(", ")
        ),
        apt,
    )
}

fn test() -> Result<()> {
    let t0 = Instant::now();
    system_prerequisites()?;
    let mut fmt = cargo();
    fmt.args(["fmt", "--all", "--", "--check"]);
    step("cargo fmt --check", fmt)?;
    let mut clippy = cargo();
    clippy.args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]);
    step("cargo clippy --all-targets -D warnings", clippy)?;
    let mut tests = cargo();
    tests.args(["test", "--workspace"]);
    step("cargo test --workspace", tests)?;
    // The model checks: the crew, the lot and the worker tickets under
    // loom, every interleaving up to each model's preemption bound (about
    // ten seconds). Only the three crates' lib test builds swap in loom.
    let mut models = cargo();
    models.args([
        "test",
        "-p",
        "kernel-par",
        "-p",
        "engine",
        "-p",
        "transport",
        "--features",
        "kernel-par/loom,engine/loom,transport/loom",
        "--lib",
        "model",
    ]);
    step(
        "loom models: kernel-par's crew, the engine's lot and worker tickets, transport's shm handshake",
        models,
    )?;
    // The test profile, not --release: the run is one pass per bench (its
    // checksums), the kernels are optimised in it anyway (Cargo.toml), and
    // the dependencies are the ones `cargo test --workspace` just built.
    let mut benches = cargo();
    benches.args(["test", "-p", "ipc-tax-benches"]);
    for b in CRITERION_BENCHES {
        benches.args(["--bench", b]);
    }
    step(
        "criterion benches, once each in test mode (checksums before timing)",
        benches,
    )?;
    python_tests()?;
    wheel::install_test()?;
    gate()?;
    aarch64::gate()?;
    boundary_report()?;
    icount()?;
    asm(Some("--check"))?;
    fuzz(None)?;
    eprintln!(
        "\nxtask test: all steps passed in {:.0} s",
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

fn python_tests() -> Result<()> {
    // `ipc-tax python-env` creates or refreshes .venv from python/requirements.txt
    // and builds and installs the PyO3 module ipc_tax_native into it.
    step(
        "python venv (.venv from python/requirements.txt, ipc_tax_native built by maturin)",
        ipc_tax(&["python-env"]),
    )?;
    // The client tests talk to a real engine; the ctypes tests load the C ABI.
    let mut engine = cargo();
    engine.args(["build", "--release", "-p", "engine", "-p", "ipc-tax-ffi"]);
    step(
        "build ipc-engine and libipc_tax_ffi.so (release) for the Python tests",
        engine,
    )?;
    let python = match std::env::var_os("IPC_TAX_PYTHON") {
        Some(p) => PathBuf::from(p),
        None => root().join(".venv/bin/python"),
    };
    let mut pytest = Command::new(python);
    pytest
        .args(["-m", "pytest", "-q"])
        .current_dir(root().join("python"));
    step("pytest python/", pytest)
}

fn gate() -> Result<()> {
    step(
        "gate: kernel-safe vs numba on paper",
        ipc_tax(&["gate", "--dataset", "paper", "--kernel", "safe"]),
    )?;
    step(
        &format!("gate: kernel-safe vs numba on {CHACHA_GATE}"),
        ipc_tax(&["gate", "--dataset", CHACHA_GATE, "--kernel", "safe"]),
    )?;
    numba_through_the_cli()
}

/// `ipc-tax sweep --kernel numba-m2` (the old rung name, still accepted)
/// prints the rows kernel-safe prints: equal trades, pnl within 1e-6.
fn numba_through_the_cli() -> Result<()> {
    let rows = |kernel: &str| -> Result<Vec<(i64, f64)>> {
        let mut c = ipc_tax(&[
            "sweep",
            "--dataset",
            CHACHA_GATE,
            "--kernel",
            kernel,
            "--format",
            "json",
        ]);
        let o = c.output().context("cannot run ipc-tax sweep")?;
        if !o.status.success() {
            bail!(
                "ipc-tax sweep --kernel {kernel} failed: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
        let v: serde_json::Value = serde_json::from_slice(&o.stdout)?;
        v.as_array()
            .context("sweep --format json prints an array")?
            .iter()
            .map(|r| {
                Ok((
                    r["trades"].as_i64().context("trades")?,
                    r["pnl"].as_f64().context("pnl")?,
                ))
            })
            .collect()
    };
    eprintln!("\n== sweep --kernel numba-m2 (old name) against --kernel safe on {CHACHA_GATE}");
    let (numba, safe) = (rows("numba-m2")?, rows("safe")?);
    if numba.len() != safe.len() || numba.is_empty() {
        bail!(
            "numba printed {} rows, kernel-safe {}",
            numba.len(),
            safe.len()
        );
    }
    for (i, (n, s)) in numba.iter().zip(&safe).enumerate() {
        if n.0 != s.0 || (n.1 - s.1).abs() > 1e-6 {
            bail!("combo {}: numba {n:?}, kernel-safe {s:?}", i + 1);
        }
    }
    eprintln!("   {} combos agree", numba.len());
    Ok(())
}

/// Every boundary section of the report in quick mode (3 runs): each row
/// gated and checksummed, every plot drawn. Written to target/report-quick,
/// so the committed reports/ are untouched. On a series a fifth of
/// `paper`'s length ([`QUICK_REPORT_DATA`]): this checks that every row runs
/// and passes its gate, not what it costs, and on `paper` it took 17 of
/// CI's minutes.
fn boundary_report() -> Result<()> {
    let out = root().join("target/report-quick");
    let out = out.to_str().context("target path is not UTF-8")?;
    let mut args = vec![
        "report",
        "--quick",
        "--no-readme",
        "--out",
        out,
        "--dataset",
        QUICK_REPORT_DATA,
    ];
    for section in ["study", "break_even", "spawn", "m2"] {
        args.extend(["--only", section]);
    }
    step(
        "report --quick: boundary sections (architectures, echo, serialization, spawn, per-bar, break-even, study) and the static models of m2",
        ipc_tax(&args),
    )
}

/// The version of a package in Cargo.lock (the one place it is pinned).
fn locked_version(package: &str) -> Result<String> {
    let lock =
        std::fs::read_to_string(root().join("Cargo.lock")).context("cannot read Cargo.lock")?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == format!("name = \"{package}\"")
            && let Some(v) = lines.next().and_then(|l| l.strip_prefix("version = \""))
        {
            return Ok(v.trim_end_matches('"').to_string());
        }
    }
    bail!("{package} is not in Cargo.lock")
}

/// cargo-show-asm's output format is part of the committed dumps: pinned.
const CARGO_SHOW_ASM: &str = "0.2.64";

/// Regenerates asm/ (or checks it with `--check`); needs cargo-show-asm,
/// llvm-mca-19 (Debian's llvm-19) and the venv.
fn asm(flag: Option<&str>) -> Result<()> {
    system_prerequisites()?;
    install_cargo_show_asm()?;
    aarch64::toolchain()?;
    match flag {
        None => step("regenerate asm/", ipc_tax(&["asm"])),
        Some("--check") => step(
            "asm/ is fresh (ipc-tax asm --check)",
            ipc_tax(&["asm", "--check"]),
        ),
        Some(other) => bail!("cargo xtask asm: unknown flag {other:?} (only --check)"),
    }
}

fn install_cargo_show_asm() -> Result<()> {
    install_pinned("cargo-asm", "cargo-show-asm", CARGO_SHOW_ASM)
}

/// `cargo install --locked <krate> --version <version>` unless `<bin>
/// --version` already names that version.
fn install_pinned(bin: &str, krate: &str, version: &str) -> Result<()> {
    install_pinned_as(&[bin, "--version"], krate, version)
}

/// [`install_pinned`], the installed version asked with `probe` (program
/// and arguments): a cargo subcommand's binary may want its subcommand's
/// name first.
fn install_pinned_as(probe: &[&str], krate: &str, version: &str) -> Result<()> {
    let installed = Command::new(probe[0])
        .args(&probe[1..])
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).to_string())
        .unwrap_or_default();
    if installed.split_whitespace().any(|w| w == version) {
        return Ok(());
    }
    let mut install = cargo();
    install.args(["install", "--locked", krate, "--version", version]);
    step(&format!("cargo install {krate} {version}"), install)
}

/// cargo-fuzz, pinned like the other tools.
const CARGO_FUZZ: &str = "0.13.1";

/// The fuzz targets: every file of fuzz/fuzz_targets/ (the reliability
/// section describes each one, and a test holds its list to this folder).
fn fuzz_targets() -> Result<Vec<String>> {
    let dir = root().join("fuzz/fuzz_targets");
    let mut names = Vec::new();
    for e in std::fs::read_dir(&dir).with_context(|| format!("cannot read {}", dir.display()))? {
        let p = e?.path();
        if p.extension().is_some_and(|x| x == "rs") {
            names.push(
                p.file_stem()
                    .context("target name")?
                    .to_string_lossy()
                    .into_owned(),
            );
        }
    }
    names.sort();
    Ok(names)
}

fn install_cargo_fuzz() -> Result<()> {
    install_pinned("cargo-fuzz", "cargo-fuzz", CARGO_FUZZ)
}

/// A bounded fuzz run of every target from a scratch copy of the seed
/// corpus. The stable toolchain builds them with `RUSTC_BOOTSTRAP=1` (for
/// the `-Z` flags cargo-fuzz passes) and without a sanitizer.
fn fuzz(seconds: Option<&str>) -> Result<()> {
    let seconds: u64 = match seconds {
        None => 20,
        Some(s) => s
            .parse()
            .with_context(|| format!("cargo xtask fuzz {s:?}: expected seconds"))?,
    };
    install_cargo_fuzz()?;
    for target in fuzz_targets()? {
        let target = target.as_str();
        let scratch = root().join("target/fuzz-corpus").join(target);
        let _ = std::fs::remove_dir_all(&scratch);
        std::fs::create_dir_all(&scratch)?;
        for e in std::fs::read_dir(root().join("fuzz/corpus").join(target))? {
            let p = e?.path();
            std::fs::copy(&p, scratch.join(p.file_name().context("seed name")?))?;
        }
        let mut run = cargo();
        // Under `cargo run` xtask inherits CARGO_* variables meant for itself.
        for (k, _) in std::env::vars_os() {
            if k.to_str()
                .is_some_and(|k| k.starts_with("CARGO_") && k != "CARGO_HOME")
            {
                run.env_remove(k);
            }
        }
        run.current_dir(root().join("fuzz"))
            .env("RUSTC_BOOTSTRAP", "1")
            .args(["fuzz", "run", "--sanitizer", "none", target])
            .arg(&scratch)
            .args(["--", &format!("-max_total_time={seconds}")]);
        step(&format!("fuzz {target} for {seconds} s"), run)?;
    }
    Ok(())
}

/// Every cargo tool the project uses: the test command's and
/// cargo-mutants (`cargo xtask mutants` only, so not in [`install_test_tools`]:
/// building it takes CI minutes the test command does not need).
fn install_tools() -> Result<()> {
    install_test_tools()?;
    mutants::install()
}

/// The cargo tools the test command runs. gungraun's runner must match the
/// library version exactly.
fn install_test_tools() -> Result<()> {
    install_cargo_show_asm()?;
    install_cargo_fuzz()?;
    let version = locked_version("gungraun")?;
    let installed = Command::new("gungraun-runner")
        .arg("--version")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).to_string())
        .unwrap_or_default();
    if installed.split_whitespace().any(|w| w == version) {
        eprintln!("gungraun-runner {version}: already installed");
        return Ok(());
    }
    let mut install = cargo();
    install.args([
        "install",
        "--locked",
        "gungraun-runner",
        "--version",
        &version,
    ]);
    step(
        &format!("cargo install gungraun-runner {version} (matches the gungraun library)"),
        install,
    )
}

fn icount() -> Result<()> {
    icount::run(std::env::args().nth(2).as_deref() == Some("--update-limits"))
}
