//! `cargo xtask wheel`: the two Python packages as wheels a user installs
//! into any environment — `ipc_tax_native` (maturin; abi3, one wheel for
//! CPython ≥ 3.9; manylinux when maturin's audit allows it) and
//! `ipc_tax_ref` (the numba reference and the engine client) — into
//! `target/dist/`. `install_test` installs them as a user would: a fresh
//! venv in a temporary directory outside the repository, the wheels and
//! numpy from pip, then a held-out series swept through `safe`, `simd` and
//! `sliding-simd` and compared bit for bit with the CLI's output, and bad
//! input shown to raise.

use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::Command;

use super::{cargo, root, say, step, steps};

fn venv_bin(name: &str) -> PathBuf {
    root().join(".venv/bin").join(name)
}

/// A command with cargo's own variables removed (maturin runs cargo itself).
fn clean(mut cmd: Command) -> Command {
    for (k, _) in std::env::vars_os() {
        if k.to_str()
            .is_some_and(|k| k.starts_with("CARGO_") && k != "CARGO_HOME")
        {
            cmd.env_remove(k);
        }
    }
    cmd
}

/// Builds both wheels into `target/dist/`; returns their paths.
pub fn wheel() -> Result<Vec<PathBuf>> {
    let mut env = cargo();
    env.args([
        "run",
        "--quiet",
        "--release",
        "-p",
        "ipc-tax",
        "--",
        "python-env",
    ]);
    step(
        "python venv (maturin is pinned in python/requirements.txt)",
        env,
    )?;
    let dist = root().join("target/dist");
    let _ = std::fs::remove_dir_all(&dist);
    std::fs::create_dir_all(&dist)?;
    let mut native = Command::new(venv_bin("maturin"));
    native
        .args(["build", "--release", "--strip", "-m"])
        .arg(root().join("python-ext/Cargo.toml"))
        .arg("-o")
        .arg(&dist)
        .current_dir(root());
    step(
        "maturin: the ipc_tax_native wheel (abi3, CPython ≥ 3.9; manylinux tag from maturin's audit)",
        clean(native),
    )?;
    let mut reference = Command::new(venv_bin("python"));
    reference
        .args(["-m", "pip", "wheel", "--quiet", "--no-deps", "-w"])
        .arg(&dist)
        .arg(root().join("python"));
    step("pip wheel: the ipc_tax_ref wheel (pure Python)", reference)?;
    // setuptools builds in the source tree: leave nothing behind.
    let _ = std::fs::remove_dir_all(root().join("python/build"));
    let wheels: Vec<PathBuf> = std::fs::read_dir(&dist)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "whl"))
        .collect();
    if wheels.len() != 2 {
        bail!(
            "expected two wheels in {}, found {wheels:?}",
            dist.display()
        );
    }
    for w in &wheels {
        say(&format!("wheel: {}", w.display()));
    }
    Ok(wheels)
}

/// The kernels the installed module is asked for, the reference first (the
/// script's bad-input cases use it): kernel-safe, the SIMD dispatch and the
/// O(1)-per-bar one, each a name of the kernels table.
const ASKED: [&str; 3] = [kernel_safe::NAME, "simd", "sliding-simd"];

/// What the installed module is asked (`user.py <close> <params> <kernel>...`),
/// in a directory outside the repository.
const USER_SCRIPT: &str = r#"
import sys, numpy as np
import ipc_tax_native as m
from ipc_tax_ref.client import EngineClient  # the client imports without the repository
close = np.fromfile(sys.argv[1], dtype="<f8")
params = np.loadtxt(sys.argv[2], delimiter=",", skiprows=1, dtype=np.int64, ndmin=2)
for kernel in sys.argv[3:]:
    pnl, trades = m.sweep(close, params, kernel=kernel)
    for i, (p, t) in enumerate(zip(pnl, trades)):
        print(f"{kernel},{i + 1},{int(t)},{float(p)!r}")
for bad, what in ((close[:5], "a series shorter than its longest window"),
                  (np.where(np.arange(close.size) == 7, np.nan, close), "a NaN close")):
    try:
        m.sweep(bad, params, kernel=sys.argv[3])
    except ValueError as e:
        print(f"raises,{what},{e}".replace("\n", " "))
    else:
        sys.exit(f"no error for {what}")
"#;

/// The held-out series: a chacha one neither gate nor report uses.
const HELD_OUT_SEED: u64 = 23;
const HELD_OUT_BARS: usize = 20_000;
const HELD_OUT_SIGMA: f64 = 0.0011;

fn cli_rows(exe: &Path, close: &Path, params: &Path, kernel: &str) -> Result<Vec<String>> {
    let out = steps::output(
        Command::new(exe)
            .args(["sweep", "--kernel", kernel, "--close"])
            .arg(close)
            .arg("--params")
            .arg(params),
    )
    .context("cannot run ipc-tax sweep")?;
    if !out.status.success() {
        bail!(
            "ipc-tax sweep --kernel {kernel} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // combo,n,h,s,p,p3,p2,trades,pnl
    String::from_utf8(out.stdout)?
        .lines()
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split(',').collect();
            let pnl: f64 = f[8].parse().context("pnl")?;
            Ok(format!("{kernel},{},{},{pnl:?}", f[0], f[7]))
        })
        .collect()
}

pub fn install_test() -> Result<()> {
    let wheels = wheel()?;
    let tmp = tempfile::tempdir()?;
    let venv = tmp.path().join("user-venv");
    let base = std::env::var("IPC_TAX_BASE_PYTHON").unwrap_or_else(|_| "python3".into());
    let mut mk = Command::new(&base);
    mk.args(["-m", "venv"]).arg(&venv);
    step("a fresh venv outside the repository", mk)?;
    let python = venv.join("bin/python");
    let mut np = Command::new(&python);
    np.args(["-m", "pip", "install", "--quiet", "numpy"])
        .current_dir(tmp.path());
    step("pip install numpy into it", np)?;
    // ipc_tax_ref's numba dependency is not what this checks (it is large):
    // both wheels go in without dependencies, numpy is already there.
    let mut pip = Command::new(&python);
    pip.args(["-m", "pip", "install", "--quiet", "--no-deps"])
        .args(&wheels)
        .current_dir(tmp.path());
    step("pip install the two wheels as a user would", pip)?;
    let mut build = cargo();
    build.args(["build", "--quiet", "--release", "-p", "ipc-tax"]);
    step("build ipc-tax (release)", build)?;
    let exe = root().join("target/release/ipc-tax");
    let close = tmp.path().join("held-out.f64");
    let params = tmp.path().join("params.csv");
    std::fs::write(
        &params,
        "n,h,s,p,p3,p2\n6,3,2,3,1,2\n45,22,7,22,7,11\n123,62,11,62,21,31\n200,100,14,100,33,50\n",
    )?;
    let series = held_out_series()?;
    std::fs::write(
        &close,
        series
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect::<Vec<u8>>(),
    )?;
    let script = tmp.path().join("user.py");
    std::fs::write(&script, USER_SCRIPT)?;
    say(&format!(
        "\n== the installed module on a held-out series (chacha:{HELD_OUT_SEED},{HELD_OUT_BARS},{HELD_OUT_SIGMA}), from {}",
        tmp.path().display()
    ));
    let out = steps::output(
        Command::new(&python)
            .arg(&script)
            .arg(&close)
            .arg(&params)
            .args(ASKED)
            .current_dir(tmp.path())
            .env_remove("PYTHONPATH"),
    )
    .context("cannot run the user's script")?;
    if !out.status.success() {
        bail!(
            "the installed module failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let text = String::from_utf8(out.stdout)?;
    let got: Vec<&str> = text.lines().filter(|l| !l.starts_with("raises,")).collect();
    let mut want = Vec::new();
    for kernel in ASKED {
        want.extend(cli_rows(&exe, &close, &params, kernel)?);
    }
    if got != want {
        bail!(
            "the installed module's results differ from the CLI's:\n module: {got:?}\n cli:    {want:?}"
        );
    }
    let raised = text.lines().filter(|l| l.starts_with("raises,")).count();
    if raised != 2 {
        bail!("bad input did not raise in the installed module: {text}");
    }
    say(&format!(
        "== the installed module: {} results bit-identical to `ipc-tax sweep`, bad input raises ({} cases): ok",
        want.len(),
        raised
    ));
    Ok(())
}

/// The held-out series, generated by the CLI's own dataset code.
fn held_out_series() -> Result<Vec<f64>> {
    Ok(kernel_spec::dataset::chacha_gbm(
        HELD_OUT_SEED,
        HELD_OUT_BARS,
        HELD_OUT_SIGMA,
    ))
}
