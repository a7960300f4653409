//! Report section `m2`: the static side of the study's M2 result, predicted
//! without an M2 (issue 15).
//!
//! Measured here: nothing timed — llvm-mca and OSACA run over every loop
//! the whole-sweep model needs (rustc's own x86-64 and aarch64 code, numba's
//! own code for this CPU and for aarch64; `asm/`), and one cost this
//! machine can give: a minor page fault. The record holds those numbers
//! only, and publishes them as [`M2Finding`]. The calibration against
//! measured time and the M2 prediction are rendered into `gap.md` by the gap
//! section ([`predict`]), from that finding and the gap section's
//! measurements — a pure function of both records. The prose of both lives
//! in `gap/templates/m2*.md` ([`prose`]).

pub(crate) mod calibrate;
#[cfg(test)]
mod every_part;
pub(crate) mod models;
pub(crate) mod predict;
mod prose;
pub(crate) mod sweep;

use anyhow::Result;
use report::findings::M2Finding;
/// The loops and codes this section records are the shapes it publishes.
pub use report::findings::{Code, LoopModel};
use report::template::slot;
use report::{Context, Recorded, Render, SectionOutput};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::fmt::Write as _;

pub struct M2;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    /// This CPU as LLVM names it: the model of the x86 rows.
    pub host_model: String,
    pub mca_version: String,
    /// OSACA's version, or why its columns are empty.
    pub osaca: std::result::Result<String, String>,
    /// The first header lines of the aarch64 dumps: which compilers.
    pub arm_compilers: Vec<String>,
    /// One minor page fault (first touch of an anonymous page, zeroing
    /// included), ns: the best of five passes over 64 MiB.
    pub fault_ns: f64,
    pub page_bytes: usize,
    pub codes: Vec<Code>,
}

impl Record {
    /// What this section publishes for gap.md's M2 prediction.
    pub fn finding(&self) -> M2Finding {
        M2Finding {
            host_model: self.host_model.clone(),
            mca_version: self.mca_version.clone(),
            osaca: self.osaca.clone(),
            arm_compilers: self.arm_compilers.clone(),
            fault_ns: self.fault_ns,
            codes: self.codes.clone(),
        }
    }
}

impl Recorded for M2 {
    type Record = Record;

    fn id(&self) -> &'static str {
        "m2"
    }

    fn title(&self) -> &'static str {
        "M2: the study's Apple result, predicted from static models"
    }

    fn expected_seconds(&self) -> f64 {
        60.0
    }

    fn measure(&self, _ctx: &mut Context) -> Result<Record> {
        let asm = asm_tools::asm_dir();
        let host_model = measure::env::host_cpu();
        let python = measure::pyenv::ensure_python()?;
        let osaca = models::osaca_version(&python).map_err(|e| format!("{e:#}"));
        if let Err(why) = &osaca {
            eprintln!("[m2] {why}: OSACA's columns stay empty");
        }
        let codes =
            models::predict_all(&asm, &host_model, osaca.is_ok().then_some(python.as_path()))?;
        let arm_compilers = ["apple-m1/kernel-safe/wma.s", "numba/apple-m1/wma.s"]
            .iter()
            .filter_map(|f| std::fs::read_to_string(asm.join(f)).ok())
            .filter_map(|t| {
                t.lines()
                    .take_while(|l| l.starts_with(['#', ';']))
                    .filter(|l| !l.contains("command:"))
                    .find(|l| l.contains("LLVM"))
                    .map(|l| {
                        let l = l.trim_start_matches(['#', ';', ' ']);
                        // The compiler part only: numba's version tail, or
                        // rustc's line without the build profile.
                        match l.find("numba ") {
                            Some(i) => l[i..].to_string(),
                            None => l.split("; release profile").next().unwrap_or(l).to_string(),
                        }
                    })
            })
            .collect();
        let (fault_ns, page_bytes) = fault_cost();
        Ok(Record {
            host_model,
            // Without llvm-mca every llvm-mca column is "—" (the gap section
            // that needs this one still runs).
            mca_version: asm_tools::mca::version()
                .unwrap_or_else(|e| format!("llvm-mca not run: {e:#}")),
            osaca,
            arm_compilers,
            fault_ns,
            page_bytes,
            codes,
        })
    }

    fn render(&self, rec: &Record, r: &mut Render) -> Result<SectionOutput> {
        r.findings.m2 = Some(rec.finding());
        let markdown = markdown(rec)?;
        let summary = summary(&markdown)?;
        Ok(SectionOutput {
            markdown,
            data: json!({"host_model": rec.host_model, "fault_ns": rec.fault_ns,
                         "codes": rec.codes}),
            csv: Some(csv(rec)),
            summary: Some(summary),
        })
    }
}

/// ns per minor fault and the page size: first touches of a fresh
/// anonymous mapping, best of five.
fn fault_cost() -> (f64, usize) {
    // SAFETY: sysconf has no preconditions.
    let page = usize::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) })
        .unwrap_or(4096)
        .max(1);
    let bytes = 64usize << 20;
    let mut best = f64::INFINITY;
    for _ in 0..5 {
        // SAFETY: a private anonymous mapping of `bytes`, checked for
        // failure, written only inside its bounds and unmapped before the
        // next pass.
        unsafe {
            let p = libc::mmap(
                std::ptr::null_mut(),
                bytes,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            );
            if p == libc::MAP_FAILED {
                continue;
            }
            // 4 KiB faults as the kernels' 1.2 MB arrays take them, not a
            // huge page's one fault per 2 MiB.
            libc::madvise(p, bytes, libc::MADV_NOHUGEPAGE);
            let base = p.cast::<u8>();
            let t0 = std::time::Instant::now();
            for off in (0..bytes).step_by(page) {
                base.add(off).write_volatile(1);
            }
            let t = t0.elapsed().as_secs_f64();
            libc::munmap(p, bytes);
            best = best.min(t * 1e9 / (bytes / page) as f64);
        }
    }
    (best, page)
}

fn cell(v: Option<f64>) -> String {
    v.map_or("—".into(), |v| format!("{v:.2}"))
}

/// The first screen's lines: the WMA loop of kernel-safe and numba on each
/// model.
fn summary(markdown: &str) -> Result<String> {
    let rows = report::key_table::rows_where(
        markdown,
        |l| l.contains("| WMA (") && (l.contains("kernel-safe/") || l.contains("numba")),
        "reports/m2.md",
    );
    prose::SECTION.part("summary", &[slot("rows", rows)])
}

fn markdown(rec: &Record) -> Result<String> {
    let text = prose::SECTION;
    let osaca = match &rec.osaca {
        Ok(v) => v.clone(),
        Err(why) => text.part("osaca_not_run", &[slot("why", why)])?,
    };
    let compilers = if rec.arm_compilers.is_empty() {
        text.part("compilers_unknown", &[])?
    } else {
        rec.arm_compilers.join("; ")
    };
    text.main(&[
        slot("host", &rec.host_model),
        slot("mca", &rec.mca_version),
        slot("osaca", osaca),
        slot("compilers", compilers),
        slot("fault", format!("{:.0}", rec.fault_ns)),
        slot("page", rec.page_bytes),
        slot("table", loops_table(rec)),
    ])
}

/// Every code's loops, one row each; a code whose WMA loop was not read
/// gets one row saying so.
fn loops_table(rec: &Record) -> String {
    let mut s = String::from(
        "| code (WMA dump) | model | loop | instr | work/iter | llvm-mca | llvm-mca RThroughput | OSACA | OSACA throughput |\n\
         |---|---|---|--:|--:|--:|--:|--:|--:|\n",
    );
    for c in &rec.codes {
        for (what, l) in c.loops() {
            match l {
                Some(l) => {
                    let _ = writeln!(
                        s,
                        "| `{}` | {} | {what} ([`{}`](../asm/{})) | {} | {} | {:.2} | {:.2} | {} | {} |",
                        c.wma_file,
                        c.model,
                        l.file,
                        l.file,
                        l.instructions,
                        l.work,
                        l.mca,
                        l.mca_throughput,
                        cell(l.osaca),
                        cell(l.osaca_throughput)
                    );
                }
                None if what == "WMA" => {
                    let _ = writeln!(
                        s,
                        "| `{}` | {} | WMA: no loop read (LLVM merged the function with an identical one, or no dump for this CPU) | | | | | | |",
                        c.wma_file, c.model
                    );
                    break;
                }
                None => {}
            }
        }
    }
    s
}

fn csv(rec: &Record) -> String {
    let mut s = String::from(
        "code,model,loop,file,instructions,work,mca,mca_throughput,osaca,osaca_throughput\n",
    );
    for c in &rec.codes {
        for (what, l) in c.loops() {
            if let Some(l) = l {
                let o = |v: Option<f64>| v.map_or(String::new(), |v| v.to_string());
                let _ = writeln!(
                    s,
                    "{},{},{what},{},{},{},{},{},{},{}",
                    c.wma_file,
                    c.model,
                    l.file,
                    l.instructions,
                    l.work,
                    l.mca,
                    l.mca_throughput,
                    o(l.osaca),
                    o(l.osaca_throughput)
                );
            }
        }
    }
    s
}
