//! Records how this build was compiled, so every report can state it.

use std::process::Command;

fn main() {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let version = Command::new(&rustc)
        .arg("-vV")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .unwrap_or_default();
    let release = version
        .lines()
        .next()
        .unwrap_or("unknown rustc")
        .to_string();
    let host = version
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .unwrap_or("unknown");
    let rustflags = std::env::var("CARGO_ENCODED_RUSTFLAGS")
        .unwrap_or_default()
        .replace('\u{1f}', " ");
    let features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let set = |k: &str, v: &str| println!("cargo:rustc-env={k}={v}");
    set("IPC_TAX_RUSTC", &release);
    set("IPC_TAX_HOST", host);
    set("IPC_TAX_RUSTFLAGS", &rustflags);
    set("IPC_TAX_TARGET_FEATURES", &features);
    set(
        "IPC_TAX_PROFILE",
        &format!(
            "{} (opt-level {})",
            std::env::var("PROFILE").unwrap_or_default(),
            std::env::var("OPT_LEVEL").unwrap_or_default()
        ),
    );
    println!("cargo:rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
}
