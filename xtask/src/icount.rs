//! `cargo xtask icount`: instruction counts under callgrind (gungraun), as
//! a regression gate. Each bench has a hard limit of its committed count
//! (`benches/icount-limits.txt`) plus 1%; the gate is shown to bite by a
//! second run of one bench ([`BITE`]) with its limit scaled to 0.98, which
//! must fail with gungraun's regression exit code.
//! `--update-limits` re-commits the counts from a run's JSON output.

use anyhow::{Context, Result, bail};
use serde_json::Value;
use std::process::Command;

use super::{cargo, install_test_tools, root, say, step, steps, timed};

const LIMITS: &str = "benches/icount-limits.txt";

/// The bench the bite runs (gungraun's filter: the whole module path).
const BITE: &str = "*::wma_pass::safe";

fn bench() -> Command {
    let mut b = cargo();
    b.args(["bench", "-p", "ipc-tax-benches", "--bench", "icount"]);
    b
}

pub fn run(update: bool) -> Result<()> {
    install_test_tools()?;
    say(
        "\nnote: instruction counts cover the kernels whose `kernels` entry says `icount: true`. \
         valgrind cannot execute AVX-512 (under it, is_x86_feature_detected!(\"avx512f\") is \
         false), so the simd-avx512 path has no instruction count; its cost is in the criterion \
         benches and `ipc-tax report`.",
    );
    if update {
        return update_limits();
    }
    step(
        "instruction counts (gungraun / callgrind), each within 1% of its committed count",
        bench(),
    )?;
    timed(
        &format!("the gate bites: {BITE} against its limit 2% tighter must fail"),
        || {
            // One bench is enough to show the limits are enforced: the run
            // above already held every bench to its own limit, and a scaled
            // run of all of them would repeat every callgrind run.
            let mut scaled = bench();
            scaled
                .args(["--", BITE])
                .env("IPC_TAX_ICOUNT_LIMIT_SCALE", "0.98");
            let out = steps::output(&mut scaled).context("cannot run the icount bench")?;
            // gungraun exits 3 for a regression and nothing else: a build
            // error or a filter that matches no bench cannot pass for one.
            if out.status.code() != Some(3) {
                let stderr = String::from_utf8_lossy(&out.stderr);
                let lines: Vec<&str> = stderr.lines().collect();
                bail!(
                    "the instruction-count gate did not report a regression of {BITE} with its limit 2% below the committed count ({}); the end of its output:\n{}",
                    out.status,
                    lines[lines.len().saturating_sub(20)..].join("\n")
                );
            }
            say(&format!(
                "the run failed with a regression, as it must ({})",
                out.status
            ));
            Ok(())
        },
    )
}

/// Rewrites the bench lists from the kernels table, reruns the benches
/// with JSON output and writes every count.
fn update_limits() -> Result<()> {
    let mut bless = cargo();
    bless
        .args([
            "test",
            "-p",
            "ipc-tax-benches",
            "--lib",
            "the_icount_bench_lists",
        ])
        .env("IPC_TAX_BLESS", "1");
    step("the icount bench's lists from the kernels table", bless)?;
    let mut b = bench();
    b.args(["--", "--output-format=json"]);
    // Limits must not stop the run whose counts replace them.
    b.env("IPC_TAX_ICOUNT_LIMIT_SCALE", "1000");
    let out = b.output().context("cannot run the icount bench")?;
    if !out.status.success() {
        bail!(
            "the icount bench failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let counts = counts(&String::from_utf8(out.stdout)?)?;
    if counts.is_empty() {
        bail!("the icount bench printed no counts");
    }
    let mut text = String::from(
        "# function id instructions (callgrind Ir of the benched call; cargo xtask icount --update-limits)\n",
    );
    for (f, id, ir) in &counts {
        text.push_str(&format!("{f} {id} {ir}\n"));
    }
    std::fs::write(root().join(LIMITS), text)?;
    eprintln!("wrote {} counts to {LIMITS}", counts.len());
    Ok(())
}

/// `(function, id, Ir)` of every benchmark line of gungraun's JSON output
/// (one object a line; the count is the profile's `total` Ir, this run's
/// value: `values.new` in gungraun 0.20).
pub fn counts(json_lines: &str) -> Result<Vec<(String, String, u64)>> {
    let mut out = Vec::new();
    for line in json_lines
        .lines()
        .filter(|l| l.trim_start().starts_with('{'))
    {
        let v: Value =
            serde_json::from_str(line).context("gungraun printed a line that is not JSON")?;
        let function = v["function_name"].as_str().context("no function_name")?;
        let id = v["id"].as_str().unwrap_or("");
        let ir = v["profiles"]
            .as_array()
            .into_iter()
            .flatten()
            .find_map(|p| this_run(&p["data"]["total"]["metrics"]["Ir"]))
            .with_context(|| format!("no total Ir for {function} {id}"))?;
        out.push((function.to_string(), id.to_string(), ir));
    }
    Ok(out)
}

fn this_run(ir: &Value) -> Option<u64> {
    ir["values"]["new"].as_u64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_this_runs_total_ir_per_benchmark() {
        let lines = r#"{"function_name":"wma_pass","id":"safe","profiles":[{"data":{"total":{"metrics":{"Ir":{"values":{"new":1234,"old":1200}}}}}}]}
{"function_name":"one_combo","id":"simd_avx2","profiles":[{"data":{"parts":[],"total":{"metrics":{"Ir":{"values":{"new":77}}}}}}]}
not json noise"#;
        let c = counts(lines).unwrap();
        assert_eq!(
            c,
            vec![
                ("wma_pass".into(), "safe".into(), 1234),
                ("one_combo".into(), "simd_avx2".into(), 77)
            ]
        );
        assert!(counts(r#"{"function_name":"x","id":"y"}"#).is_err());
    }
}
