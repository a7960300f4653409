//! Static throughput of a hot loop with llvm-mca (Debian's `llvm-19`).

use super::hotloop::HotLoop;
use anyhow::{Context, Result, bail};
use std::io::Write;
use std::process::{Command, Stdio};

/// The llvm-mca this project pins (Debian bookworm's llvm-19 package).
pub const LLVM_MCA: &str = "llvm-mca-19";

/// Iterations llvm-mca simulates; enough for the steady state.
const ITERATIONS: usize = 1000;

/// What llvm-mca predicts for one loop on one CPU model.
#[derive(Clone, Debug)]
pub struct Prediction {
    pub cycles_per_iteration: f64,
    pub uops_per_iteration: f64,
    /// llvm-mca's "Block RThroughput": the loop's cycles per iteration from
    /// its resources alone, as if no dependency chain limited it.
    pub block_rthroughput: f64,
    /// The full llvm-mca report (summary and timeline-free resource view).
    pub report: String,
}

impl Prediction {
    pub fn cycles_per_mac(&self, h: &HotLoop) -> f64 {
        self.cycles_per_iteration / h.macs.max(1) as f64
    }
}

pub fn version() -> Result<String> {
    let out = Command::new(LLVM_MCA)
        .arg("--version")
        .output()
        .with_context(|| format!("{LLVM_MCA} not found: install Debian's llvm-19 package (`apt-get install llvm-19`; .ci/run does)"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    Ok(text
        .lines()
        .find(|l| l.contains("LLVM version"))
        .unwrap_or("unknown")
        .trim()
        .to_string())
}

/// Runs llvm-mca on the loop body for `triple`/`cpu`.
pub fn predict(h: &HotLoop, triple: &str, cpu: &str) -> Result<Prediction> {
    let args = [
        format!("-mtriple={triple}"),
        format!("-mcpu={cpu}"),
        format!("-iterations={ITERATIONS}"),
        "-resource-pressure=false".into(),
        "-instruction-info=false".into(),
    ];
    let mut child = Command::new(LLVM_MCA)
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("cannot run {LLVM_MCA} (install Debian's llvm-19)"))?;
    let input = h.mca_input();
    child
        .stdin
        .take()
        .context("llvm-mca stdin")?
        .write_all(input.as_bytes())?;
    let out = child.wait_with_output()?;
    if !out.status.success() {
        bail!(
            "{LLVM_MCA} {} failed on:\n{input}\n{}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let report = String::from_utf8(out.stdout)?;
    let field = |name: &str| -> Result<f64> {
        report
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().parse().ok())
            .with_context(|| format!("no {name:?} in llvm-mca's report"))
    };
    let iterations = field("Iterations:")?;
    Ok(Prediction {
        cycles_per_iteration: field("Total Cycles:")? / iterations,
        uops_per_iteration: field("Total uOps:")? / iterations,
        block_rthroughput: field("Block RThroughput:")?,
        report,
    })
}
