//! `cargo xtask`: project chores that need more than one tool.
//!
//! `cargo xtask test` is the README's test command and what `.ci/run` runs:
//! formatting, clippy, the Rust tests, the Python tests (creating the venv
//! first), the numba-vs-Rust equivalence gate on two datasets and the rest
//! (see [`USAGE`]). It runs in two lanes at once ([`test`]), stops at the
//! first failing step and names it, and ends with a table of every step's
//! wall and CPU time.

mod aarch64;
mod icount;
mod mutants;
mod steps;
mod wheel;

pub use steps::{say, step, timed};

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
               (every kernel its `kernels` entry marks for the gate, and
               knob-hoist; results only, no timing from emulation); writes
               xtask/aarch64-gate.inputs, what the run was made from (the
               test command emulates every kernel only when that differs:
               docs/aarch64.md); `aarch64 --check` does what the test
               command does
  aarch64-toolchain  download Debian's rustc-web and its arm64 standard
               library (private apt state) into target/aarch64-toolchain
  fuzz [S]     build the fuzz targets (fuzz/) with cargo-fuzz and run each
               for S seconds (default 20) from the committed seed corpus;
               fails on a crash
  gate         only the numba-vs-Rust gate (both datasets)
  seam-gate    the seam's cells built and gated (vectors, hostile series,
               `paper` and chacha against kernel-safe and numba)
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
  seam         build the compilers' seam: numba's and rustc's IR of the
               kernel, each through each pipeline for this CPU and x86-64,
               as eight shared objects in target/seam/ (`--kernel seam-*`);
               needs the venv (made if missing)
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

/// The series of CI's quick boundary report: 10,000 bars, a fifteenth of
/// `paper`: every row still runs its 80 combos and passes its gate.
const QUICK_REPORT_DATA: &str = "chacha:11,10000,0.001";

/// The second gate dataset: another length and seed than `paper`
/// (docs/study.md#the-equivalence-gate, docs/study.md#chacha).
const CHACHA_GATE: &str = "chacha:11,50000,0.001";

fn main() -> ExitCode {
    let task = std::env::args().nth(1);
    let result = match task.as_deref() {
        Some("test") => test(),
        Some("gate") => build_harness().and_then(|_| gate()),
        Some("icount") => icount(),
        Some("install-tools") => install_tools(),
        // The gate needs qemu-user and the cross linker before it builds anything.
        Some("aarch64") => system_prerequisites()
            .and_then(|_| build_harness())
            .and_then(|_| match std::env::args().nth(2).as_deref() {
                None => aarch64::gate(),
                Some("--check") => aarch64::gate_checked(),
                Some(other) => bail!("cargo xtask aarch64: unknown flag {other:?} (only --check)"),
            }),
        Some("aarch64-toolchain") => aarch64::toolchain().map(|_| ()),
        Some("asm") => asm(std::env::args().nth(2).as_deref()),
        Some("seam") => seam(),
        Some("seam-gate") => seam_gate(),
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

/// `target/release/ipc-tax <args>`, built first if this process has not
/// built it yet. Run directly, not through `cargo run`: a `cargo run` waits
/// for the release directory's lock while the other lane builds there.
fn ipc_tax(args: &[&str]) -> Command {
    let mut c = Command::new(root().join("target/release/ipc-tax"));
    c.current_dir(root()).args(args);
    c
}

static HARNESS_BUILT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// `cargo build --release -p ipc-tax`, once per process, before [`ipc_tax`].
fn build_harness() -> Result<()> {
    if HARNESS_BUILT.load(std::sync::atomic::Ordering::Acquire) {
        return Ok(());
    }
    let mut build = cargo();
    build.args(["build", "--release", "-p", "ipc-tax"]);
    step("build ipc-tax (release)", build)?;
    HARNESS_BUILT.store(true, std::sync::atomic::Ordering::Release);
    Ok(())
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

/// The test command: every check, in two lanes at once.
///
/// On two cores most of the time goes to compiling, and several checks run
/// one process on one core for minutes (the emulated aarch64 sweeps,
/// callgrind, the fuzzers, pytest, the gate, the quick report). So the
/// debug-profile chain (clippy, the workspace tests, the loom models, the
/// benches' checks) and the other per-directory builds (asm/, fuzz/) run in
/// the main lane, while the side lane builds the release binaries and the
/// venv and runs everything that uses them. The lanes build in different
/// target directories (target/debug, target/asm*, fuzz/target against
/// target/release, target/aarch64), so neither waits for the other's cargo
/// lock; where one lane needs what the other makes (the venv, the tools,
/// the aarch64 toolchain) it waits for it by name.
fn test() -> Result<()> {
    let t0 = Instant::now();
    steps::start_clock();
    let result = test_steps();
    steps::print_table(t0.elapsed().as_secs_f64());
    result?;
    eprintln!(
        "\nxtask test: all steps passed in {:.0} s",
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Something one lane makes and the other waits for.
struct Signal {
    what: &'static str,
    state: std::sync::Mutex<Option<bool>>,
    cv: std::sync::Condvar,
}

impl Signal {
    const fn new(what: &'static str) -> Self {
        Signal {
            what,
            state: std::sync::Mutex::new(None),
            cv: std::sync::Condvar::new(),
        }
    }

    fn open(&self, ok: bool) {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        if s.is_none() {
            *s = Some(ok);
        }
        self.cv.notify_all();
    }

    fn wait(&self) -> Result<()> {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        let t0 = Instant::now();
        while s.is_none() {
            s = self.cv.wait(s).unwrap_or_else(|p| p.into_inner());
        }
        if *s == Some(false) {
            bail!("{} is not there: the step that makes it failed", self.what);
        }
        let waited = t0.elapsed().as_secs_f64();
        if waited >= 1.0 {
            say(&format!("(waited {waited:.0} s for {})", self.what));
        }
        Ok(())
    }
}

fn test_steps() -> Result<()> {
    system_prerequisites()?;
    let mut fmt = cargo();
    fmt.args(["fmt", "--all", "--", "--check"]);
    step("cargo fmt --check", fmt)?;
    let venv = Signal::new("the venv");
    let tools = Signal::new("the cargo tools");
    let toolchain = Signal::new("the aarch64 toolchain");
    let seam_cells = Signal::new("the seam's cells");
    let side = || -> Result<()> {
        let r = side_lane(&venv, &tools, &toolchain, &seam_cells);
        // A failed lane opens what it did not make, as failed: the other
        // lane stops waiting.
        for s in [&venv, &tools, &toolchain, &seam_cells] {
            s.open(false);
        }
        r
    };
    let main = || -> Result<()> {
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
        let nextest = have_nextest();
        if nextest {
            let mut build = cargo();
            build.args(["nextest", "run", "--workspace", "--no-run"]);
            step(
                "build the workspace's tests (cargo nextest run --no-run)",
                build,
            )?;
        }
        test_profile_binaries()?;
        loom_models()?;
        criterion_checks()?;
        // A test starts a quick report, which creates the venv when it is
        // missing: the side lane makes it first.
        venv.wait()?;
        workspace_tests(nextest)?;
        // The seam's vectors test builds in target/debug, this lane's
        // directory (from the side lane it waited for this lane's lock).
        seam_cells.wait()?;
        seam_vectors()?;
        tools.wait()?;
        toolchain.wait()?;
        asm(Some("--check"))?;
        // Here rather than in the side lane, which the quick report keeps
        // busier (callgrind runs one bench at a time). The harness's
        // aarch64 check stays there: run here it waited on the side lane's
        // cargo locks and the whole run took longer.
        icount::run(false)
    };
    steps::lanes(&root().join("target/ci-logs"), "side", main, side)
}

/// The side lane: the release binaries, the venv and the checks that run
/// them, the fuzzers and the aarch64 checks; the tools and the aarch64
/// toolchain the main lane's asm/ and instruction-count steps need, and
/// the seam's cells its vectors test needs, opened to it as they arrive.
fn side_lane(venv: &Signal, tools: &Signal, toolchain: &Signal, seam_cells: &Signal) -> Result<()> {
    aarch64::toolchain()?;
    toolchain.open(true);
    release_builds()?;
    step(
        "python venv (.venv from python/requirements.txt, ipc_tax_native built by maturin)",
        ipc_tax(&["python-env"]),
    )?;
    venv.open(true);
    install_test_tools()?;
    tools.open(true);
    gate()?;
    seam()?;
    seam_cells.open(true);
    seam_cell_gates()?;
    let mut pytest = Command::new(python());
    pytest
        .args(["-m", "pytest", "-q"])
        .current_dir(root().join("python"));
    step("pytest python/", pytest)?;
    boundary_report()?;
    timed(
        "the wheels installed as a user would, a held-out series through them",
        wheel::install_test,
    )?;
    // Its own target directory (fuzz/target): it waits on no lane's lock.
    fuzz(None)?;
    aarch64::gate_checked()
}

/// The engine and the C ABI library of the test profile, each built alone
/// as the CLI tests' reports build them (`measure::servers::built` runs
/// `cargo build -p engine` and `-p ipc-tax-ffi` beside the debug
/// `ipc-tax`): a package alone unifies other features than the workspace's
/// test build, so they are compiled anew. Built here, that happens before
/// the tests instead of inside one of them (`a_killed_report_leaves_no_
/// engine_behind` was the tests' longest pole doing it; the step table of
/// the test command's log shows both steps' times).
fn test_profile_binaries() -> Result<()> {
    let mut engine = cargo();
    engine.args(["build", "-p", "engine"]);
    step(
        "build ipc-engine (test profile, as the CLI tests' reports do)",
        engine,
    )?;
    let mut ffi = cargo();
    ffi.args(["build", "-p", "ipc-tax-ffi"]);
    step(
        "build libipc_tax_ffi.so (test profile, as the CLI tests' reports do)",
        ffi,
    )
}

/// The release binaries every later step runs, each built as its user
/// builds it (the harness rebuilds `-p engine` and `-p ipc-tax-ffi` alone
/// before it runs them, and a package alone may unify other features than
/// a build of several: built together here, they would be built again
/// there).
fn release_builds() -> Result<()> {
    build_harness()?;
    let mut engine = cargo();
    engine.args(["build", "--release", "-p", "engine"]);
    step("build ipc-engine (release)", engine)?;
    let mut ffi = cargo();
    ffi.args(["build", "--release", "-p", "ipc-tax-ffi"]);
    step(
        "build libipc_tax_ffi.so (release, for the Python tests)",
        ffi,
    )
}

fn python() -> PathBuf {
    match std::env::var_os("IPC_TAX_PYTHON") {
        Some(p) => PathBuf::from(p),
        None => root().join(".venv/bin/python"),
    }
}

/// Whether `cargo nextest` runs here.
fn have_nextest() -> bool {
    cargo()
        .args(["nextest", "--version"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// The workspace's tests: with cargo-nextest where it is installed (every
/// test its own process, the test binaries side by side on both cores; the
/// log gives each slow test's time), else `cargo test`. nextest runs no
/// doctests: `cargo test --doc` runs them.
fn workspace_tests(nextest: bool) -> Result<()> {
    if nextest {
        let mut tests = cargo();
        tests.args(["nextest", "run", "--workspace", "--no-fail-fast"]);
        step("cargo nextest run --workspace", tests)?;
        let mut doc = cargo();
        doc.args(["test", "--workspace", "--doc"]);
        step("cargo test --workspace --doc", doc)
    } else {
        say("(cargo-nextest is not installed: cargo test runs the tests)");
        let mut tests = cargo();
        tests.args(["test", "--workspace"]);
        step("cargo test --workspace", tests)
    }
}

/// The model checks: the crew, the lot and the worker tickets under loom,
/// every interleaving up to each model's preemption bound (about ten
/// seconds). Only the three crates' lib test builds swap in loom.
fn loom_models() -> Result<()> {
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
    )
}

/// Every criterion bench once in test mode (their checks before timing).
/// The test profile, not --release: the run is one pass per bench (its
/// checksums), the kernels are optimised in it anyway (Cargo.toml). Built
/// with `--workspace` (only the bench targets named): the features are
/// the workspace tests' own, so the crates they built are used as they are.
fn criterion_checks() -> Result<()> {
    let mut benches = cargo();
    benches.args(["test", "--workspace"]);
    for b in CRITERION_BENCHES {
        benches.args(["--bench", b]);
    }
    step(
        "criterion benches, once each in test mode (checksums before timing)",
        benches,
    )
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
    timed(
        &format!("sweep --kernel numba-m2 (old name) against --kernel safe on {CHACHA_GATE}"),
        numba_through_the_cli,
    )
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
        let o = steps::output(&mut c).context("cannot run ipc-tax sweep")?;
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
    say(&format!(
        "\n== sweep --kernel numba-m2 (old name) against --kernel safe on {CHACHA_GATE}"
    ));
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
    say(&format!("   {} combos agree", numba.len()));
    Ok(())
}

/// Every boundary section of the report in quick mode (3 runs): each row
/// gated and checksummed, every plot drawn. Written to target/report-quick,
/// so the committed reports/ are untouched. On a short series
/// ([`QUICK_REPORT_DATA`]): this checks that every row runs and passes its
/// gate, not what it costs (the step table of the test command's log gives
/// its time; on `paper` it took most of the test command's time).
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
    build_harness()?;
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

/// The seam's cells built, then gated: on the shared vectors and the
/// hostile series (kernel-seam's ignored test, run by name), and through
/// `ipc-tax gate` on `paper` and the chacha series against kernel-safe and
/// numba.
fn seam_gate() -> Result<()> {
    seam()?;
    seam_vectors()?;
    seam_cell_gates()
}

/// kernel-seam's ignored test: every cell in target/seam/ against
/// kernel-safe on the shared vectors and the hostile series.
fn seam_vectors() -> Result<()> {
    let mut vectors = cargo();
    vectors.args([
        "test",
        "-p",
        "kernel-seam",
        "--test",
        "vectors",
        "--",
        "--ignored",
    ]);
    step(
        "seam: every cell against kernel-safe on the shared vectors and the hostile series",
        vectors,
    )
}

/// `ipc-tax gate` of the seam's eight cells on `paper` and the chacha series.
fn seam_cell_gates() -> Result<()> {
    for dataset in ["paper", CHACHA_GATE] {
        let mut args = vec!["gate", "--dataset", dataset];
        for cell in kernel_seam::CELLS {
            args.extend(["--kernel", cell.name]);
        }
        step(
            &format!("gate: the seam's eight cells vs kernel-safe and numba on {dataset}"),
            ipc_tax(&args),
        )?;
    }
    Ok(())
}

/// The seam's eight cells into target/seam/ (`ipc-tax asm --seam-cells`).
fn seam() -> Result<()> {
    build_harness()?;
    step(
        "the compilers' seam: eight cells into target/seam/",
        ipc_tax(&["asm", "--seam-cells"]),
    )
}

fn install_cargo_show_asm() -> Result<()> {
    install_pinned("cargo-asm", "cargo-show-asm", CARGO_SHOW_ASM)
}

/// `cargo install --locked <krate> --version <version>` unless `<bin>
/// --version` already names that version. The tools build in one target
/// directory (target/tools), so the crates they share are compiled once.
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
    install
        .args(["install", "--locked", krate, "--version", version])
        .arg("--target-dir")
        .arg(root().join("target/tools"));
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
/// the `-Z` flags cargo-fuzz passes) and without a sanitizer. The targets
/// are built once, then fuzzed two at a time: a fuzzer is one process on
/// one core.
fn fuzz(seconds: Option<&str>) -> Result<()> {
    let seconds: u64 = match seconds {
        None => 20,
        Some(s) => s
            .parse()
            .with_context(|| format!("cargo xtask fuzz {s:?}: expected seconds"))?,
    };
    install_cargo_fuzz()?;
    let cargo_fuzz = |args: &[&str]| {
        let mut c = cargo();
        // Under `cargo run` xtask inherits CARGO_* variables meant for itself.
        for (k, _) in std::env::vars_os() {
            if k.to_str()
                .is_some_and(|k| k.starts_with("CARGO_") && k != "CARGO_HOME")
            {
                c.env_remove(k);
            }
        }
        c.current_dir(root().join("fuzz"))
            .env("RUSTC_BOOTSTRAP", "1")
            .arg("fuzz")
            .args(args);
        c
    };
    step(
        "fuzz: build every target (cargo fuzz build, no sanitizer)",
        cargo_fuzz(&["build", "--sanitizer", "none"]),
    )?;
    let targets = fuzz_targets()?;
    timed(
        &format!(
            "fuzz {} for {seconds} s each, two at a time",
            targets.join(", ")
        ),
        || {
            let mut runs = Vec::new();
            for target in &targets {
                let scratch = root().join("target/fuzz-corpus").join(target);
                let _ = std::fs::remove_dir_all(&scratch);
                std::fs::create_dir_all(&scratch)?;
                for e in std::fs::read_dir(root().join("fuzz/corpus").join(target))? {
                    let p = e?.path();
                    std::fs::copy(&p, scratch.join(p.file_name().context("seed name")?))?;
                }
                let mut run = cargo_fuzz(&["run", "--sanitizer", "none", target]);
                run.arg(&scratch)
                    .args(["--", &format!("-max_total_time={seconds}")]);
                runs.push(run);
            }
            // A fuzzer is one process on one core.
            let mut failed = Vec::new();
            steps::queue(runs, 2, |i, out, secs| {
                let target = &targets[i];
                let text = String::from_utf8_lossy(&out.stderr);
                let lines: Vec<&str> = text.lines().collect();
                // libFuzzer prints a line per new input: the end says
                // how far it got; a failure prints everything.
                let keep = if out.status.success() {
                    25
                } else {
                    lines.len()
                };
                say(&format!(
                    "-- fuzz {target}: {} after {secs:.0} s{}",
                    out.status,
                    if lines.len() > keep {
                        format!(" (its last {keep} of {} lines)", lines.len())
                    } else {
                        String::new()
                    }
                ));
                say(&lines[lines.len() - keep.min(lines.len())..].join("\n"));
                if !out.status.success() {
                    failed.push(target.clone());
                }
                Ok(())
            })?;
            if !failed.is_empty() {
                bail!(
                    "fuzzing failed for {} (the crashing input is under fuzz/artifacts/)",
                    failed.join(", ")
                );
            }
            Ok(())
        },
    )
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
    install_pinned("gungraun-runner", "gungraun-runner", &version)
}

fn icount() -> Result<()> {
    icount::run(std::env::args().nth(2).as_deref() == Some("--update-limits"))
}
