//! The aarch64 side of the project, on an x86-64 machine without Apple
//! hardware (issue 15).
//!
//! rustup's distribution server is out of reach here, so there is no aarch64
//! standard library for the rustup toolchain. Debian ships one: `rustc-web`
//! (a newer rustc, with its own LLVM) and `libstd-rust-web-dev` for arm64.
//! [`toolchain`] downloads those packages with a *private* apt state (its
//! own source list, lists and cache under `target/aarch64-toolchain/apt`; the
//! system's apt configuration and architectures are not touched) and
//! unpacks them with `dpkg-deb -x` into `target/aarch64-toolchain/prefix`.
//! The compiler is then reached through the wrapper
//! `target/aarch64-toolchain/rustc` (it sets the library path for
//! `librustc_driver` and `libLLVM`), usable as `RUSTC=` for cargo.
//!
//! [`gate`] builds `ipc-engine` for aarch64 with that compiler, runs it under
//! Debian's `qemu-user` on the `paper` sweep and requires every combo's
//! trades and pnl bits to equal x86-64 kernel-safe's. Emulation gives
//! results, never timings.

use crate::{cargo, root, say, step, steps, timed};
use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub const TARGET: &str = "aarch64-unknown-linux-gnu";

/// The gap knob gated under emulation beside the table's kernels: the
/// porter's change (the other knobs are experiments on kernel-safe's code
/// whose aarch64 code is only read, in asm/).
const GATED_KNOBS: [&str; 1] = ["knob-hoist"];

/// Kernels gated under emulation (the log gives each one's time; `simd` takes its
/// portable path on aarch64): the `kernels` table's entries marked for it,
/// as `ipc-tax kernels --json` lists them, and [`GATED_KNOBS`].
fn gated() -> Result<Vec<String>> {
    let out = steps::output(&mut crate::ipc_tax(&["kernels", "--json"]))
        .context("cannot run ipc-tax kernels")?;
    if !out.status.success() {
        bail!(
            "ipc-tax kernels --json failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let table: serde_json::Value = serde_json::from_slice(&out.stdout)?;
    let mut names: Vec<String> = table
        .as_array()
        .context("ipc-tax kernels --json prints an array")?
        .iter()
        .filter(|e| e["aarch64_gate"] == true)
        .filter_map(|e| e["name"].as_str().map(str::to_string))
        .collect();
    if names.is_empty() {
        bail!("the kernels table marks no kernel for the aarch64 gate");
    }
    names.extend(GATED_KNOBS.iter().map(|k| k.to_string()));
    Ok(names)
}

fn dir() -> PathBuf {
    root().join("target/aarch64-toolchain")
}

/// The toolchain's packages and their Debian versions (`name=version` a
/// line), written by [`install`]: an input of the aarch64 gate (a point
/// release of rustc-web, its arm64 std or its LLVM changes the code).
const PACKAGES: &str = "packages";

/// The wrapper around Debian's rustc-web; installs the toolchain first if
/// it is missing. Prints nothing when it is already there.
pub fn toolchain() -> Result<PathBuf> {
    let wrapper = dir().join("rustc");
    if wrapper.exists() && works(&wrapper) && dir().join(PACKAGES).is_file() {
        return Ok(wrapper);
    }
    timed(
        "aarch64 toolchain: Debian's rustc-web with the arm64 standard library",
        || {
            install(&dir()).context("installing the aarch64 toolchain")?;
            if !works(&wrapper) {
                bail!(
                    "{} was installed but does not run; see the lines above",
                    wrapper.display()
                );
            }
            say(&format!("aarch64 toolchain: {}", wrapper.display()));
            Ok(())
        },
    )?;
    Ok(wrapper)
}

fn works(rustc: &Path) -> bool {
    Command::new(rustc)
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
        .is_some_and(|s| s.join("lib/rustlib").join(TARGET).join("lib").is_dir())
}

/// apt options that keep every bit of apt state inside `apt`.
fn apt_options(apt: &Path) -> Vec<String> {
    let p = |rel: &str| apt.join(rel).display().to_string();
    vec![
        format!("-oDir::Etc::SourceList={}", p("sources.list")),
        "-oDir::Etc::SourceParts=/dev/null".into(),
        format!("-oDir::State::Lists={}", p("lists")),
        format!("-oDir::State::status={}", p("status")),
        format!("-oDir::Cache={}", p("cache")),
        "-oAPT::Architectures::=amd64".into(),
        "-oAPT::Architectures::=arm64".into(),
        "-oDebug::NoLocking=1".into(),
        "-qq".into(),
    ]
}

fn install(dir: &Path) -> Result<()> {
    let apt = dir.join("apt");
    let _ = std::fs::remove_dir_all(dir);
    for sub in ["lists/partial", "cache/archives/partial", "debs"] {
        std::fs::create_dir_all(apt.join(sub))?;
    }
    std::fs::write(apt.join("status"), "")?;
    // bookworm-security carries rustc-web 1.96 and the LLVM it links
    // against; bookworm itself an older rustc-web (apt takes the newest).
    let keyring = "/usr/share/keyrings/debian-archive-keyring.gpg";
    if !Path::new(keyring).exists() {
        bail!("{keyring} not found: this needs a Debian machine (apt, dpkg-deb)");
    }
    std::fs::write(
        apt.join("sources.list"),
        format!(
            "deb [arch=amd64,arm64 signed-by={keyring}] http://deb.debian.org/debian bookworm main\n\
             deb [arch=amd64,arm64 signed-by={keyring}] http://deb.debian.org/debian-security bookworm-security main\n"
        ),
    )?;
    let opts = apt_options(&apt);
    run(Command::new("apt-get").args(&opts).arg("update"))
        .context("apt-get update (private state, for the download only)")?;
    // The packages and the two dependencies that carry shared libraries
    // rustc needs (librustc_driver, libLLVM), read from the archive so a
    // point release of rustc-web needs no change here.
    let std_runtime = dependency(&opts, "libstd-rust-web-dev:amd64", "libstd-rust-web-")?;
    let llvm = dependency(&opts, &format!("{std_runtime}:amd64"), "libllvm")?;
    let packages = [
        "rustc-web:amd64".to_string(),
        "libstd-rust-web-dev:amd64".into(),
        format!("{std_runtime}:amd64"),
        format!("{llvm}:amd64"),
        "libstd-rust-web-dev:arm64".into(),
    ];
    say(&format!("[aarch64] downloading {}", packages.join(", ")));
    run(Command::new("apt-get")
        .args(&opts)
        .arg("download")
        .args(&packages)
        .current_dir(apt.join("debs")))
    .context("apt-get download")?;
    let prefix = dir.join("prefix");
    std::fs::create_dir_all(&prefix)?;
    let mut versions = Vec::new();
    for deb in std::fs::read_dir(apt.join("debs"))? {
        let deb = deb?.path();
        run(Command::new("dpkg-deb").arg("-x").arg(&deb).arg(&prefix))
            .with_context(|| format!("dpkg-deb -x {}", deb.display()))?;
        let fields = steps::output(Command::new("dpkg-deb").args(["-f"]).arg(&deb).args([
            "Package",
            "Architecture",
            "Version",
        ]))?;
        if !fields.status.success() {
            bail!("dpkg-deb -f {} failed", deb.display());
        }
        let text = String::from_utf8_lossy(&fields.stdout);
        let field = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("{name}: ")))
                .unwrap_or("?")
                .to_string()
        };
        versions.push(format!(
            "{}:{}={}",
            field("Package"),
            field("Architecture"),
            field("Version")
        ));
    }
    versions.sort();
    std::fs::write(dir.join(PACKAGES), versions.join("\n") + "\n")?;
    let libs = prefix.join("usr/lib/x86_64-linux-gnu");
    let rustc = prefix.join("usr/bin/rustc");
    if !rustc.exists() {
        bail!("{} missing after unpacking rustc-web", rustc.display());
    }
    let wrapper = dir.join("rustc");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\n# Debian's rustc-web from {}, unpacked by `cargo xtask aarch64-toolchain`\nLD_LIBRARY_PATH='{}'${{LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}} exec '{}' \"$@\"\n",
            packages.join(" "),
            libs.display(),
            rustc.display()
        ),
    )?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755))?;
    }
    // The downloads are unpacked; only the prefix is needed from here on.
    let _ = std::fs::remove_dir_all(apt.join("debs"));
    let _ = std::fs::remove_dir_all(apt.join("cache"));
    Ok(())
}

/// The first `Depends` entry of `package` whose name starts with `prefix`.
fn dependency(opts: &[String], package: &str, prefix: &str) -> Result<String> {
    let out = steps::output(Command::new("apt-cache").args(opts).args([
        "show",
        "--no-all-versions",
        package,
    ]))
    .context("cannot run apt-cache")?;
    let text = String::from_utf8_lossy(&out.stdout);
    let depends = text
        .lines()
        .find_map(|l| l.strip_prefix("Depends:"))
        .with_context(|| format!("apt-cache show {package}: no Depends line"))?;
    depends
        .split(',')
        .map(|d| d.split_whitespace().next().unwrap_or(""))
        .find(|name| name.starts_with(prefix))
        .map(str::to_string)
        .with_context(|| format!("{package} depends on no {prefix}* package: {depends}"))
}

fn run(cmd: &mut Command) -> Result<()> {
    let status = steps::status(cmd)?;
    if !status.success() {
        bail!("{cmd:?} failed ({status})");
    }
    Ok(())
}

/// cargo with the aarch64 compiler and the cross linker, in its own target
/// directory (the x86-64 builds stay untouched).
fn cross_cargo(rustc: &Path) -> Command {
    let mut c = cargo();
    c.env("RUSTC", rustc)
        .env(
            "CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER",
            "aarch64-linux-gnu-gcc",
        )
        .env("CARGO_TARGET_DIR", root().join("target/aarch64"));
    c
}

/// The harness compiles for aarch64 (the falsification test — `report
/// --only gap` on an Apple or Arm Linux host — must stay runnable), and
/// every gated kernel runs under qemu-user bit for bit like x86-64
/// kernel-safe; on a pass, [`RECORD`] is written (commit it).
pub fn gate() -> Result<()> {
    check()?;
    let rustc = toolchain()?;
    let before = inputs(&rustc)?;
    let (arm, x86) = build_engines(&rustc)?;
    let kernels = gated()?;
    let reference = emulate(&arm, &x86, &kernels, "every kernel")?;
    let now = inputs(&rustc)?;
    let moved = fingerprints::changed(&before, &now);
    if !moved.is_empty() {
        bail!(
            "inputs of the gate changed while it ran ({}); {RECORD} not written: run it again",
            moved.join(", ")
        );
    }
    std::fs::write(root().join(RECORD), record(&now, &reference))
        .with_context(|| format!("cannot write {RECORD}"))?;
    say(&format!("[aarch64] wrote {RECORD}"));
    Ok(())
}

/// The test command's gate: the harness's check, then every gated kernel
/// under emulation when an input of the emulated runs differs from
/// [`RECORD`]'s. With none changed, their results are the recorded ones:
/// they are a function of those inputs (the engine's sources and every
/// path crate it builds on, the lock file and manifest, both compilers,
/// the cross linker and C library, qemu-user), so the emulation (with the
/// aarch64 engine's build, most of the test command's aarch64 time) is not
/// repeated; x86-64 kernel-safe's rows are still checked against the
/// recorded hash.
pub fn gate_checked() -> Result<()> {
    check()?;
    let rustc = toolchain()?;
    let now = inputs(&rustc)?;
    let then = match std::fs::read_to_string(root().join(RECORD)) {
        Ok(text) => {
            Some(fingerprints::parse(&text).with_context(|| format!("{RECORD} is malformed"))?)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e).with_context(|| format!("cannot read {RECORD}")),
    };
    let stale = match &then {
        Some((inputs, _)) => fingerprints::changed(inputs, &now),
        None => vec![format!("{RECORD} is missing")],
    };
    if let (true, Some((_, recorded))) = (stale.is_empty(), &then) {
        return timed(
            &format!(
                "aarch64 gate: no input of the emulated runs changed since {RECORD} (not emulated again)"
            ),
            || {
                let x86 = build_x86_engine()?;
                let reference =
                    sweep_output(Command::new(&x86).args(["sweep", "--kernel", kernel_safe::NAME]))
                        .context("x86-64 kernel-safe on paper")?;
                if fingerprints::sha256_hex(reference.as_bytes()) != *recorded {
                    bail!(
                        "x86-64 kernel-safe's rows on paper differ from those {RECORD} was gated against, with no input changed"
                    );
                }
                say(&format!(
                    "[aarch64] every gated kernel matched x86-64 kernel-safe on paper with these {} inputs ({RECORD}); x86-64 kernel-safe still prints the rows it matched",
                    now.len()
                ));
                Ok(())
            },
        );
    }
    say(&format!(
        "[aarch64] {} input(s) of the emulated runs differ from {RECORD}: {}",
        stale.len(),
        stale.iter().take(8).cloned().collect::<Vec<_>>().join(", ")
    ));
    let (arm, x86) = build_engines(&rustc)?;
    emulate(&arm, &x86, &gated()?, "every kernel")?;
    say(&format!(
        "[aarch64] note: {RECORD} is stale; `cargo xtask aarch64` rewrites it (commit it), and the test command then emulates nothing while no input changes"
    ));
    Ok(())
}

/// The record of the last full gate: its inputs and the SHA-256 of the
/// x86-64 reference rows every kernel matched.
const RECORD: &str = "xtask/aarch64-gate.inputs";

/// The gate's own code, beside the engine's crates and the build's files
/// ([`fingerprints::BUILD`]).
const ALSO: &[&str] = &["xtask/src/aarch64.rs"];

/// The inputs of the emulated runs here and now: the engine's crates and
/// their path dependencies, the build's files, [`ALSO`], and the versions
/// of both compilers, the cross linker, the cross C library and qemu-user.
fn inputs(rustc: &Path) -> Result<fingerprints::Inputs> {
    // A tool's version: its output's non-empty lines, trimmed.
    let lines = |cmd: &mut Command| -> Result<Vec<String>> {
        let out = steps::output(cmd)?;
        if !out.status.success() {
            bail!("{cmd:?} failed ({})", out.status);
        }
        Ok(String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect())
    };
    let first_line = |cmd: &mut Command| -> Result<String> {
        Ok(lines(cmd)?.into_iter().next().unwrap_or_default())
    };
    let all_lines = |cmd: &mut Command| -> Result<String> { Ok(lines(cmd)?.join("; ")) };
    let host_rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let packages = std::fs::read_to_string(dir().join(PACKAGES))
        .with_context(|| format!("cannot read {}", dir().join(PACKAGES).display()))?;
    let tools = [
        // Each compiler's version, commit and LLVM.
        ("rustc-web", all_lines(Command::new(rustc).arg("-vV"))?),
        ("rustc", all_lines(Command::new(host_rustc).arg("-vV"))?),
        // The Debian packages the aarch64 compiler and std come from.
        (
            "aarch64-toolchain",
            packages.lines().collect::<Vec<_>>().join("; "),
        ),
        (
            "qemu-aarch64",
            first_line(Command::new("qemu-aarch64").arg("--version"))?,
        ),
        (
            "aarch64-linux-gnu-gcc",
            first_line(Command::new("aarch64-linux-gnu-gcc").arg("--version"))?,
        ),
        // The linker, and the C and GCC runtime libraries qemu-user loads
        // for the engine (QEMU_LD_PREFIX): the libm, for one, computes the
        // series' exp and log.
        (
            "aarch64-cross-packages",
            all_lines(Command::new("dpkg-query").args([
                "-W",
                "-f=${Package}=${Version}\\n",
                "binutils-aarch64-linux-gnu",
                "libc6-arm64-cross",
                "libgcc-s1-arm64-cross",
            ]))?,
        ),
    ];
    fingerprints::current(&root(), &["engine"], ALSO, &tools)
        .context("listing the inputs of the aarch64 gate")
}

/// The text of [`RECORD`].
fn record(inputs: &fingerprints::Inputs, reference: &str) -> String {
    fingerprints::render(
        "# What the last full aarch64 gate ran on: one line per input (`tool\n\
         # <name> <version>` or `file <path> <sha256>`) and the SHA-256 of the\n\
         # x86-64 kernel-safe rows every kernel matched under qemu-user. Written\n\
         # by `cargo xtask aarch64`; do not edit. The test command emulates the\n\
         # kernels again only when an input differs.\n",
        inputs,
        &fingerprints::sha256_hex(reference.as_bytes()),
    )
}

/// `kernels` under qemu-user on the aarch64 engine `arm`, two at a time,
/// each against x86-64 kernel-safe on `paper` from the engine `x86`, as the
/// step "aarch64 gate: `what` ..."; the reference rows when all pass.
fn emulate(arm: &Path, x86: &Path, kernels: &[String], what: &str) -> Result<String> {
    timed(
        &format!("aarch64 gate: {what} under qemu-user on paper vs x86-64 kernel-safe"),
        || {
            let reference =
                sweep_output(Command::new(x86).args(["sweep", "--kernel", kernel_safe::NAME]))
                    .context("x86-64 kernel-safe on paper")?;
            let runs = kernels.iter().map(|k| emulated(arm, k)).collect();
            let mut failures = Vec::new();
            // Two at a time: this machine has two cores.
            steps::queue(runs, 2, |i, out, secs| {
                let kernel = &kernels[i];
                match verdict(out, &reference) {
                    Ok(rows) => say(&format!(
                        "[aarch64] {kernel:>12}: {rows} combos bit-identical to x86-64 kernel-safe ({secs:.0} s emulated)"
                    )),
                    Err(e) => {
                        say(&format!("[aarch64] {kernel:>12}: FAILED: {e}"));
                        failures.push(kernel.clone());
                    }
                }
                Ok(())
            })?;
            if !failures.is_empty() {
                bail!(
                    "aarch64 gate failed for {} (under qemu-user, against x86-64 kernel-safe on paper)",
                    failures.join(", ")
                );
            }
            Ok(reference)
        },
    )
}

/// Checks that the harness and the engine compile for aarch64 (rustc-web).
pub fn check() -> Result<()> {
    let rustc = toolchain()?;
    let mut check = cross_cargo(&rustc);
    check.args(["check", "--target", TARGET, "-p", "ipc-tax", "-p", "engine"]);
    step(
        "aarch64: the harness and the engine compile (cargo check, rustc-web)",
        check,
    )
}

/// Builds `ipc-engine` (release) for aarch64 and for x86-64; their paths.
fn build_engines(rustc: &Path) -> Result<(PathBuf, PathBuf)> {
    let mut build = cross_cargo(rustc);
    build.args([
        "build",
        "--release",
        "--target",
        TARGET,
        "-p",
        "engine",
        "--bin",
        "ipc-engine",
    ]);
    step("aarch64: build ipc-engine (release, rustc-web)", build)?;
    let arm = root()
        .join("target/aarch64")
        .join(TARGET)
        .join("release/ipc-engine");
    Ok((arm, build_x86_engine()?))
}

/// Builds x86-64 `ipc-engine` (release), the reference; its path.
fn build_x86_engine() -> Result<PathBuf> {
    let mut native = cargo();
    native.args(["build", "--release", "-p", "engine", "--bin", "ipc-engine"]);
    step("x86-64: build ipc-engine (release)", native)?;
    Ok(root().join("target/release/ipc-engine"))
}

/// `arm sweep --kernel <kernel>` under qemu-user.
fn emulated(arm: &Path, kernel: &str) -> Command {
    let mut c = Command::new("qemu-aarch64");
    c.env("QEMU_LD_PREFIX", "/usr/aarch64-linux-gnu")
        .arg(arm)
        .args(["sweep", "--kernel", kernel]);
    c
}

/// Rows bit-identical to `reference`, or why the emulated sweep fails.
fn verdict(out: Output, reference: &str) -> std::result::Result<usize, String> {
    if !out.status.success() {
        return Err(format!(
            "exited with {}: {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    first_difference(reference, &String::from_utf8_lossy(&out.stdout))
}

fn sweep_output(cmd: &mut Command) -> Result<String> {
    let out = steps::output(cmd)?;
    if !out.status.success() {
        bail!(
            "{cmd:?} failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(String::from_utf8(out.stdout)?)
}

/// Rows compared, or the first combo whose trades or pnl bits differ.
fn first_difference(reference: &str, got: &str) -> std::result::Result<usize, String> {
    let (want, have): (Vec<&str>, Vec<&str>) = (reference.lines().collect(), got.lines().collect());
    if want.len() != have.len() {
        return Err(format!(
            "{} lines, x86-64 kernel-safe printed {}",
            have.len(),
            want.len()
        ));
    }
    match want.iter().zip(&have).position(|(a, b)| a != b) {
        None => Ok(want.len().saturating_sub(1)),
        Some(i) => Err(format!(
            "first difference at line {}: got `{}`, x86-64 kernel-safe `{}` (combo,trades,pnl_bits)",
            i + 1,
            have[i],
            want[i]
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::first_difference;

    #[test]
    fn compares_rows_and_names_the_first_difference() {
        let a = "combo,trades,pnl_bits\n1,5,c0b4\n2,7,c0ae\n";
        assert_eq!(first_difference(a, a), Ok(2));
        let e = first_difference(a, "combo,trades,pnl_bits\n1,5,c0b4\n2,7,c0af\n").unwrap_err();
        assert!(e.contains("line 3") && e.contains("c0af"), "{e}");
        assert!(first_difference(a, "combo,trades,pnl_bits\n").is_err());
    }
}
