//! The facts every report states about where and how it was measured.

use crate::numba::WorkerInfo;
use crate::paths::repo_root;
use serde::{Deserialize, Serialize};
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};

/// CPU flags worth stating for this project's kernels (SIMD width, FMA).
const FLAGS_OF_INTEREST: &[&str] = &[
    "sse4_2", "avx", "avx2", "fma", "bmi2", "avx512f", "avx512dq", "avx512vl", "avx512bw",
];

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct EnvInfo {
    pub date_utc: String,
    pub cpu_model: String,
    pub cpu_flags: Vec<String>,
    pub cores: usize,
    pub mem_gib: f64,
    pub kernel: String,
    pub rustc: String,
    pub host: String,
    pub rustflags: String,
    pub target_cpu: String,
    pub simd_target_features: Vec<String>,
    pub profile: String,
    pub git_commit: String,
    pub command: String,
    pub numba: Option<WorkerInfo>,
    /// The series and grid measured when they are not the study's
    /// (`report --dataset`/`--close`/`--params`); absent: `paper` and its grid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dataset: Option<DatasetInfo>,
    /// This CPU as LLVM names it ([`host_cpu`]); numba's name for it is in
    /// `numba`, but a run that starts no worker of its own has only this.
    /// Absent in records from before it was kept, or when rustc could not
    /// say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub llvm_host_cpu: Option<String>,
}

/// What a report measured on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DatasetInfo {
    pub name: String,
    /// sha256 of the closes as little-endian f64 (the same for any file format).
    pub sha256: String,
    pub bars: usize,
    pub combos: usize,
}

impl EnvInfo {
    pub fn capture(command: String) -> Self {
        let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let field = |name: &str| {
            cpuinfo
                .lines()
                .find(|l| l.starts_with(name))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        };
        let flags = field("flags").unwrap_or_default();
        let cpu_flags = FLAGS_OF_INTEREST
            .iter()
            .filter(|f| flags.split_whitespace().any(|g| g == **f))
            .map(|f| f.to_string())
            .collect();
        let mem_kib: f64 = std::fs::read_to_string("/proc/meminfo")
            .ok()
            .and_then(|m| {
                m.lines()
                    .find(|l| l.starts_with("MemTotal:"))
                    .and_then(|l| l.split_whitespace().nth(1).map(str::to_string))
            })
            .and_then(|v| v.parse().ok())
            .unwrap_or(0.0);
        let rustflags = env!("IPC_TAX_RUSTFLAGS").to_string();
        let target_cpu = rustflags
            .split_whitespace()
            .find_map(|f| {
                f.strip_prefix("target-cpu=")
                    .or(f.strip_prefix("-Ctarget-cpu="))
            })
            .unwrap_or("x86-64 (rustc default, no -C target-cpu)")
            .to_string();
        let simd_target_features = env!("IPC_TAX_TARGET_FEATURES")
            .split(',')
            .filter(|f| f.starts_with("avx") || f.starts_with("sse") || *f == "fma")
            .map(str::to_string)
            .collect();
        EnvInfo {
            date_utc: utc_now(),
            cpu_model: field("model name").unwrap_or_else(|| "unknown".into()),
            cpu_flags,
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            mem_gib: mem_kib / 1024.0 / 1024.0,
            kernel: std::fs::read_to_string("/proc/sys/kernel/osrelease")
                .map(|s| format!("Linux {}", s.trim()))
                .unwrap_or_else(|_| std::env::consts::OS.into()),
            rustc: env!("IPC_TAX_RUSTC").into(),
            host: env!("IPC_TAX_HOST").into(),
            rustflags,
            target_cpu,
            simd_target_features,
            profile: env!("IPC_TAX_PROFILE").into(),
            git_commit: git_commit(),
            command,
            numba: None,
            dataset: None,
            llvm_host_cpu: detected_host_cpu(),
        }
    }

    /// The Markdown block at the top of every generated report.
    pub fn markdown(&self) -> String {
        let mut s = String::new();
        let line = |s: &mut String, k: &str, v: &str| s.push_str(&format!("| {k} | {v} |\n"));
        s.push_str("| | |\n|---|---|\n");
        line(&mut s, "date (UTC)", &self.date_utc);
        if let Some(d) = &self.dataset {
            line(
                &mut s,
                "data",
                &format!(
                    "**{}** — {} bars, {} parameter rows, sha256 `{}` (not the study's `paper` series: its figures do not apply)",
                    d.name, d.bars, d.combos, d.sha256
                ),
            );
        }
        line(
            &mut s,
            "CPU",
            &format!(
                "{} — {} cores visible, {:.1} GiB",
                self.cpu_model, self.cores, self.mem_gib
            ),
        );
        line(&mut s, "CPU flags", &self.cpu_flags.join(" "));
        line(&mut s, "OS", &self.kernel);
        line(&mut s, "rustc", &format!("{} ({})", self.rustc, self.host));
        line(
            &mut s,
            "Rust build",
            &format!(
                "profile {}, target-cpu {}, SIMD features compiled in: {}, RUSTFLAGS `{}`",
                self.profile,
                self.target_cpu,
                self.simd_target_features.join(" "),
                self.rustflags
            ),
        );
        if let Some(n) = &self.numba {
            line(
                &mut s,
                "Python stack",
                &format!(
                    "Python {}, numpy {}, numba {}, llvmlite {}",
                    n.python, n.numpy, n.numba, n.llvmlite
                ),
            );
            line(
                &mut s,
                "numba target",
                &format!(
                    "host CPU `{}` (numba JIT-compiles for the host), {} threads, layer {}",
                    n.host_cpu, n.threads, n.threading_layer
                ),
            );
        }
        line(&mut s, "git commit", &self.git_commit);
        line(&mut s, "command", &format!("`{}`", self.command));
        s
    }
}

fn git_commit() -> String {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .current_dir(repo_root())
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    match git(&["rev-parse", "HEAD"]) {
        Some(head) => {
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .is_some_and(|s| !s.is_empty());
            if dirty {
                format!("{head} (with uncommitted changes)")
            } else {
                head
            }
        }
        None => "unknown (not a git checkout)".into(),
    }
}

/// `YYYY-MM-DD HH:MM:SS` in UTC, without a date crate.
fn utc_now() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rem) = ((secs / 86_400) as i64, secs % 86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// Howard Hinnant's days-since-1970 → proleptic Gregorian date.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// This CPU as LLVM names it (`rustc --print target-cpus`' native line);
/// `x86-64` when rustc cannot say.
pub fn host_cpu() -> String {
    detected_host_cpu().unwrap_or_else(|| "x86-64".into())
}

/// This CPU as LLVM names it, if rustc says.
pub fn detected_host_cpu() -> Option<String> {
    Command::new("rustc")
        .args(["--print", "target-cpus"])
        .output()
        .ok()
        .and_then(|o| {
            let text = String::from_utf8_lossy(&o.stdout).to_string();
            text.lines()
                .find(|l| l.trim_start().starts_with("native"))
                .and_then(|l| l.split("currently ").nth(1))
                .map(|s| s.trim_end_matches([')', '.']).to_string())
        })
}

#[cfg(test)]
mod tests {
    use super::civil_from_days;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_422), (2025, 11, 30));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
    }
}
