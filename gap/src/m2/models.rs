//! Static predictions for every loop the whole-sweep model needs, read
//! from the committed dumps in `asm/`: llvm-mca (cycles per iteration with
//! its dependency chains, and its resource-only "Block RThroughput") and
//! OSACA (max of port throughput and loop-carried dependency, and port
//! throughput alone), each on the model of the CPU the code runs on.

use super::{Code, LoopModel};
use anyhow::{Context, Result, bail};
use asm_tools::dump::ARM_CPUS;
use asm_tools::hotloop::{HotLoop, innermost_loops};
use asm_tools::mca;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Which loop of a listing a model needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The WMA window sum: the innermost loop with the most FP work.
    Wma,
    /// An array-filling combine: the FP loop storing the most elements per
    /// iteration (the vector main loop, not its remainder).
    Combine,
    /// The event loop's common path (a bar without a trade): of the
    /// innermost loops with an FP compare, the one with the least FP
    /// arithmetic (a trade's pnl update is the rare path), then the longest.
    Event,
}

/// The loop of `listing` that plays `role`, and the work one iteration does.
pub fn pick(listing: &str, role: Role) -> Option<(HotLoop, f64)> {
    let loops = innermost_loops(listing);
    match role {
        Role::Wma => asm_tools::hotloop::hot_loop(listing).map(|h| {
            let w = h.macs.max(1) as f64;
            (h, w)
        }),
        Role::Combine => loops
            .into_iter()
            .filter(|h| h.fp_ops() > 0 && h.elements_stored() > 0)
            .max_by_key(|h| (h.elements_stored(), h.body.len()))
            .map(|h| {
                let w = h.elements_stored() as f64;
                (h, w)
            }),
        Role::Event => loops
            .into_iter()
            .filter(|h| h.fp_compares() > 0)
            .max_by_key(|h| (std::cmp::Reverse(h.fp_ops()), h.body.len()))
            .map(|h| (h, 1.0)),
    }
}

/// The event-loop and combine dumps that go with a WMA dump: the ones its
/// crate dumps beside it (the same file prefix: `avx2.` for
/// `avx2.wma_into.s`), read from the `kernels` table; kernel-safe's where
/// the crate has none (the knobs and kernel-fma change only the WMA); for
/// numba, its own event loop and the Rust combines for the same CPU
/// (numba's combines are inlined into its `combo` among other loops; 2–3
/// flops per bar either way).
pub fn companions(wma_file: &str) -> Option<[String; 3]> {
    let parts: Vec<&str> = wma_file.split('/').collect();
    let safe = |cpu: &str| {
        [
            format!("{cpu}/kernel-safe/event_loop.s"),
            format!("{cpu}/kernel-safe/hma_combine.s"),
            format!("{cpu}/kernel-safe/hma3_combine.s"),
        ]
    };
    match parts.as_slice() {
        ["numba", cpu, "wma.s"] => {
            let [_, c2, c3] = safe(cpu);
            Some([format!("numba/{cpu}/event_loop.s"), c2, c3])
        }
        [cpu, "gap-knobs", _] => Some(safe(cpu)),
        [cpu, krate, file] => {
            let (prefix, _) = file.split_once("wma")?;
            let dumped: Vec<String> = kernels::KERNELS
                .iter()
                .filter(|e| e.krate == *krate)
                .flat_map(|e| e.asm.iter().map(|s| asm_tools::file_name(s)))
                .collect();
            if !dumped.iter().any(|f| f == file) {
                return None;
            }
            let own = |names: &[&str]| {
                names
                    .iter()
                    .map(|n| format!("{prefix}{n}.s"))
                    .find(|f| dumped.contains(f))
                    .map(|f| format!("{cpu}/{krate}/{f}"))
            };
            let event = own(&["event_loop"]);
            let combine = own(&["hma_combine", "hma_combine_into"]);
            let combine3 = own(&["hma3_combine"]).or_else(|| combine.clone());
            Some(match (event, combine, combine3) {
                (Some(e), Some(c2), Some(c3)) => [e, c2, c3],
                _ => safe(cpu),
            })
        }
        _ => None,
    }
}

/// The dump of an entry's WMA pass, under its crate's folder
/// (`wma.s`, `avx2.wma_into.s`): its first `asm` function named `wma…`.
pub fn wma_dump(e: &kernels::Entry) -> Option<String> {
    e.asm
        .iter()
        .find(|s| s.rsplit("::").next().is_some_and(|f| f.starts_with("wma")))
        .map(|s| asm_tools::file_name(s))
}

/// Every WMA dump the calibration and the prediction can use, with the CPU
/// model it runs on: this machine's model for the x86 builds (baseline
/// x86-64 and built for this CPU) and numba for this CPU; each aarch64 CPU
/// for its own dumps. The Rust dumps are every multiply-add kernel's WMA
/// in the `kernels` table (an O(1)-per-bar kernel's WMA is not the study's
/// window sum) and every gap knob's.
pub fn codes(host: &str) -> Vec<(String, String)> {
    let rust = |cpu: &str, x86: bool| {
        let mut v: Vec<String> = kernels::KERNELS
            .iter()
            .filter(|e| e.work == kernels::Work::Macs && (x86 || !e.x86_only))
            .filter_map(|e| Some(format!("{cpu}/{}/{}", e.krate, wma_dump(e)?)))
            .collect();
        v.extend(
            gap_knobs::KNOBS
                .iter()
                .map(|k| format!("{cpu}/gap-knobs/{}.wma.s", k.name)),
        );
        v
    };
    let mut out = Vec::new();
    for build in ["x86-64", host] {
        out.extend(rust(build, true).into_iter().map(|f| (f, host.to_string())));
    }
    out.push((format!("numba/{host}/wma.s"), host.to_string()));
    for cpu in ARM_CPUS {
        out.extend(rust(cpu, false).into_iter().map(|f| (f, cpu.to_string())));
        out.push((format!("numba/{cpu}/wma.s"), cpu.to_string()));
    }
    out
}

/// OSACA's name for an LLVM CPU (its closest model where it has no exact one).
pub fn osaca_arch(cpu: &str) -> Option<&'static str> {
    Some(match cpu {
        "znver4" => "ZEN4",
        "znver3" => "ZEN3",
        "znver2" => "ZEN2",
        "sapphirerapids" | "emeraldrapids" | "graniterapids" => "SPR",
        "icelake-server" => "ICX",
        "skylake-avx512" | "cascadelake" => "CSX",
        "apple-m1" | "apple-m2" => "M1",
        // OSACA has no Neoverse V1 model; V2 is its nearest sibling.
        "neoverse-v1" | "neoverse-v2" => "V2",
        "neoverse-n1" => "N1",
        _ => return None,
    })
}

fn triple(cpu: &str) -> &'static str {
    if ARM_CPUS.contains(&cpu) {
        "aarch64-unknown-linux-gnu"
    } else {
        "x86_64-unknown-linux-gnu"
    }
}

#[derive(Deserialize)]
struct OsacaOut {
    throughput: Option<f64>,
    lcd: Option<f64>,
    error: Option<String>,
}

/// Runs every model on every code's loops. `python` runs OSACA (`None`:
/// OSACA's columns stay empty). Missing dumps (no dump for this CPU) and
/// loops a tool cannot read leave their columns empty, with a line on
/// stderr for the latter.
pub fn predict_all(asm: &Path, host: &str, python: Option<&Path>) -> Result<Vec<Code>> {
    let all = codes(host);
    let mut m = Modeller::new(asm);
    for (i, (wma, cpu)) in all.iter().enumerate() {
        measure::log::progress(&format!("m2: llvm-mca on {wma} ({}/{})", i + 1, all.len()));
        m.model(wma, Role::Wma, cpu);
        if let Some([event, c2, c3]) = companions(wma) {
            m.model(&event, Role::Event, cpu);
            m.model(&c2, Role::Combine, cpu);
            m.model(&c3, Role::Combine, cpu);
        }
    }
    if let Some(python) = python {
        m.add_osaca(python)?;
    }
    Ok(m.into_codes(all))
}

/// Every loop modelled so far, and OSACA's jobs for them.
struct Modeller<'a> {
    asm: &'a Path,
    has_mca: bool,
    /// (file, cpu) → the loop, deduplicated (companions repeat).
    loops: BTreeMap<(String, String), Option<LoopModel>>,
    jobs: Vec<serde_json::Value>,
}

impl<'a> Modeller<'a> {
    fn new(asm: &'a Path) -> Self {
        Modeller {
            asm,
            has_mca: mca::version().is_ok(),
            loops: BTreeMap::new(),
            jobs: Vec::new(),
        }
    }

    /// llvm-mca on the loop of `file` that plays `role`, on `cpu`'s model
    /// (once per file and cpu), and OSACA's job for it.
    fn model(&mut self, file: &str, role: Role, cpu: &str) {
        let key = (file.to_string(), cpu.to_string());
        if !self.loops.contains_key(&key) {
            let model = self.mca(file, role, cpu);
            self.loops.insert(key, model);
        }
    }

    fn mca(&mut self, file: &str, role: Role, cpu: &str) -> Option<LoopModel> {
        // A dump this machine's CPU has none of (the x86 dumps name two CPUs)
        // or a model a tool does not know leaves that code's columns empty
        // ("—") rather than stopping the report.
        let text = std::fs::read_to_string(self.asm.join(file)).ok()?;
        let (h, work) = pick(&text, role)?;
        if !self.has_mca {
            return None;
        }
        let p = match mca::predict(&h, triple(cpu), cpu) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("[m2] llvm-mca on asm/{file} for {cpu}: {e:#}");
                return None;
            }
        };
        if let Some(arch) = osaca_arch(cpu) {
            self.jobs.push(serde_json::json!({
                "id": format!("{file}@{cpu}"), "arch": arch, "text": h.mca_input()
            }));
        }
        Some(LoopModel {
            file: file.to_string(),
            instructions: h.body.len(),
            work,
            mca: p.cycles_per_iteration,
            mca_throughput: p.block_rthroughput,
            osaca: None,
            osaca_throughput: None,
        })
    }

    /// OSACA on every job, its figures added to the loops.
    fn add_osaca(&mut self, python: &Path) -> Result<()> {
        measure::log::progress(&format!("m2: OSACA on {} loops", self.jobs.len()));
        let jobs = serde_json::Value::Array(std::mem::take(&mut self.jobs));
        let results = run_osaca(python, &jobs)?;
        for ((file, cpu), model) in self.loops.iter_mut() {
            let Some(m) = model else { continue };
            let Some(r) = results.get(&format!("{file}@{cpu}")) else {
                continue;
            };
            if let Some(e) = &r.error {
                eprintln!("[m2] OSACA could not read asm/{file} for {cpu}: {e}");
                continue;
            }
            m.osaca_throughput = r.throughput;
            m.osaca = match (r.throughput, r.lcd) {
                (Some(t), Some(l)) => Some(t.max(l)),
                (t, _) => t,
            };
        }
        Ok(())
    }

    /// Each code of `all` with its loops.
    fn into_codes(self, all: Vec<(String, String)>) -> Vec<Code> {
        let mut out = Vec::new();
        for (wma, cpu) in all {
            let get = |f: &str| {
                self.loops
                    .get(&(f.to_string(), cpu.clone()))
                    .cloned()
                    .flatten()
            };
            let [event, c2, c3] = companions(&wma)
                .map_or([None, None, None], |[e, a, b]| [get(&e), get(&a), get(&b)]);
            out.push(Code {
                wma: get(&wma),
                wma_file: wma,
                model: cpu,
                event,
                combine2: c2,
                combine3: c3,
            });
        }
        out
    }
}

fn run_osaca(python: &Path, jobs: &serde_json::Value) -> Result<BTreeMap<String, OsacaOut>> {
    let mut child = Command::new(python)
        .args(["-m", "ipc_tax_ref.static_osaca"])
        .current_dir(measure::paths::python_dir())
        .env("PYTHONPATH", measure::paths::python_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot run python -m ipc_tax_ref.static_osaca")?;
    child
        .stdin
        .take()
        .context("OSACA stdin")?
        .write_all(serde_json::to_string(jobs)?.as_bytes())?;
    let out = child.wait_with_output()?;
    if !out.status.success() {
        bail!(
            "OSACA failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    serde_json::from_slice(&out.stdout).context("OSACA's JSON")
}

/// OSACA's version, or why it cannot run.
pub fn osaca_version(python: &Path) -> Result<String> {
    let out = Command::new(python)
        .args(["-m", "ipc_tax_ref.static_osaca", "--version"])
        .current_dir(measure::paths::python_dir())
        .env("PYTHONPATH", measure::paths::python_dir())
        .output()
        .context("cannot run the venv's python")?;
    if !out.status.success() {
        bail!(
            "OSACA is not importable in the venv ({}); `ipc-tax python-env` installs it from python/requirements.txt",
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .last()
                .unwrap_or("")
                .trim()
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn companions_follow_the_crate() {
        assert_eq!(
            companions("apple-m1/gap-knobs/hoist.wma.s").unwrap()[0],
            "apple-m1/kernel-safe/event_loop.s"
        );
        assert_eq!(
            companions("numba/znver4/wma.s").unwrap(),
            [
                "numba/znver4/event_loop.s".to_string(),
                "znver4/kernel-safe/hma_combine.s".into(),
                "znver4/kernel-safe/hma3_combine.s".into()
            ]
        );
        assert_eq!(
            companions("x86-64/kernel-simd/avx2.wma_into.s").unwrap()[1],
            "x86-64/kernel-simd/avx2.hma_combine_into.s"
        );
        assert_eq!(
            companions("x86-64/kernel-unchecked/wma.s").unwrap()[2],
            "x86-64/kernel-unchecked/hma3_combine.s"
        );
        assert!(companions("x86-64/kernel-stream/Stream.push.s").is_none());
    }

    #[test]
    fn the_codes_cover_both_x86_builds_numba_and_every_arm_cpu() {
        let c = codes("znver4");
        assert!(c.contains(&("x86-64/kernel-safe/wma.s".into(), "znver4".into())));
        assert!(c.contains(&("znver4/gap-knobs/hoist.wma.s".into(), "znver4".into())));
        assert!(c.contains(&("numba/apple-m1/wma.s".into(), "apple-m1".into())));
        assert!(c.contains(&(
            "neoverse-v1/kernel-simd/portable.wma_into.s".into(),
            "neoverse-v1".into()
        )));
        assert!(
            !c.iter()
                .any(|(f, _)| f.starts_with("apple-m1/kernel-simd/avx"))
        );
    }

    #[test]
    fn a_cpu_without_dumps_leaves_its_columns_empty_instead_of_failing() {
        let empty = tempfile::tempdir().unwrap();
        let codes = predict_all(empty.path(), "sapphirerapids", None).unwrap();
        assert_eq!(codes.len(), super::codes("sapphirerapids").len());
        assert!(codes.iter().all(|c| c.wma.is_none() && c.event.is_none()));
    }

    #[test]
    fn loops_are_picked_by_role() {
        let listing = "f:\n.L0:\n\tucomisd %xmm0, %xmm1\n\tsubsd %xmm0, %xmm4\n\tdivsd %xmm0, %xmm4\n\tjne .L0\n.L1:\n\tucomisd %xmm0, %xmm1\n\tjne .L1\n.L2:\n\tmovsd (%rax), %xmm0\n\taddsd %xmm0, %xmm0\n\tmovupd %xmm0, (%rdi)\n\tjne .L2\n.L3:\n\tmulsd (%rax), %xmm2\n\taddsd %xmm2, %xmm1\n\tmulsd 8(%rax), %xmm3\n\taddsd %xmm3, %xmm1\n\tjne .L3\n";
        let (wma, w) = pick(listing, Role::Wma).unwrap();
        assert_eq!((wma.label.as_str(), w), (".L3", 2.0));
        let (comb, w) = pick(listing, Role::Combine).unwrap();
        assert_eq!((comb.label.as_str(), w), (".L2", 2.0));
        let (event, w) = pick(listing, Role::Event).unwrap();
        assert_eq!((event.label.as_str(), w), (".L1", 1.0));
        assert_eq!(osaca_arch("neoverse-v1"), Some("V2"));
        assert_eq!(osaca_arch("x86-64"), None);
    }
}
