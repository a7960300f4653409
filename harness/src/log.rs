//! Progress on stderr and the command line as a user would retype it —
//! shared by every command, so none of them imports the report for it.
//! Each command names itself once (`set_command`) and its lines carry that
//! prefix (`[report] …`, `[asm] …`, `[reliability] …`).

use std::sync::OnceLock;

static COMMAND: OnceLock<&'static str> = OnceLock::new();

/// Names the running command for the progress prefix (first call wins).
pub fn set_command(name: &'static str) {
    let _ = COMMAND.set(name);
}

/// One progress line on stderr (stdout carries only data).
pub fn progress(msg: &str) {
    eprintln!("[{}] {msg}", COMMAND.get().copied().unwrap_or("ipc-tax"));
}

/// How this run was asked for, as a user would retype it: through
/// `cargo run` (cargo sets `CARGO` for what it runs) or the binary itself.
pub fn invocation() -> String {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if std::env::var_os("CARGO").is_some() {
        let release = if cfg!(debug_assertions) {
            ""
        } else {
            " --release"
        };
        format!("cargo run{release} -p ipc-tax -- {}", args.join(" "))
    } else {
        format!("ipc-tax {}", args.join(" "))
    }
}
