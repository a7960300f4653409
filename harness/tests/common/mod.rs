//! What the report tests share: the repository and the committed record
//! rendered again into a scratch directory.

use std::path::{Path, PathBuf};
use std::process::Command;

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("harness/ is inside the repository")
        .to_path_buf()
}

/// The committed record rendered by `report --render-only` into `tmp`:
/// (the output directory, a copy of README.md with its block spliced).
pub fn render_committed(tmp: &Path) -> (PathBuf, PathBuf) {
    let root = repo_root();
    let out = tmp.join("out");
    let readme = tmp.join("README.md");
    std::fs::copy(root.join("README.md"), &readme).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_ipc-tax"))
        .args(["report", "--render-only", "--from"])
        .arg(root.join("reports/report.json"))
        .arg("--out")
        .arg(&out)
        .arg("--readme")
        .arg(&readme)
        .output()
        .expect("run ipc-tax");
    assert!(
        o.status.success(),
        "render-only failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    (out, readme)
}
