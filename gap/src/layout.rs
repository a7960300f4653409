//! Layouts: the engine builds relinked with a shuffled function order.
//!
//! Where code lands (alignment of loops, which functions share a page or a
//! cache set) moves a binary's speed by several percent (Mytkowicz et al.,
//! ASPLOS 2009). rustc puts every function in its own section, so lld can
//! link the same objects in another order (`--shuffle-sections`) without
//! recompiling the kernels — quickest from lld's reproduce archive
//! (`relink`): each layout is one such link of every engine build the
//! rows use. Builds live in their own target directories, so the default
//! engine other sections run is never touched. The LTO build is not
//! relinked (LTO would recompile everything): it keeps its one layout.

use super::relink::{Template, shuffle_arg};
use anyhow::{Context, Result, bail};
use measure::paths::{cargo_command, repo_root};
use measure::servers::Build;
use object::{Object, ObjectSymbol};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};

/// The hot functions whose placement a layout records: (the name the
/// record uses, the path as it appears inside the legacy-mangled symbol).
/// kernel-safe's WMA and the control's verbatim copy of it.
pub const HOT: &[(&str, &str)] = &[
    ("kernel_safe::wma", "11kernel_safe3wma17h"),
    ("gap_control::wma", "11gap_control3wma17h"),
];

/// Where the [`HOT`] functions start in `binary`, modulo 64 bytes (a
/// cache line: the split of the gap's layouts into fast and slow followed
/// it). A function absent from the binary is absent from the map.
pub fn hot_offsets(binary: &Path) -> Result<BTreeMap<String, u64>> {
    let data = std::fs::read(binary)
        .with_context(|| format!("cannot read {} for its symbols", binary.display()))?;
    let file = object::File::parse(&*data)
        .with_context(|| format!("{} is not an object file object can read", binary.display()))?;
    let mut found = BTreeMap::new();
    for sym in file.symbols() {
        let Ok(name) = sym.name() else { continue };
        if let Some((record, _)) = HOT.iter().find(|(_, mangled)| name.contains(mangled)) {
            found.insert(record.to_string(), sym.address() % 64);
        }
    }
    Ok(found)
}

/// The target directory of a build's layouts.
fn target_dir(build: Build) -> Option<&'static str> {
    match build {
        Build::Default => Some("target/gap-default"),
        Build::Native => Some("target/gap-native"),
        Build::Lto => None,
    }
}

/// The cargo command that links `build`'s engine in its layouts' target
/// directory; the caller adds the linker arguments after it.
fn link_command(build: Build, dir: &str) -> Command {
    let mut cmd = cargo_command();
    cmd.args([
        "rustc",
        "--quiet",
        "--release",
        "-p",
        "engine",
        "--bin",
        "ipc-engine",
        "--target-dir",
        dir,
        "--",
    ])
    .current_dir(repo_root());
    for (k, v) in build.flags() {
        cmd.env(k, v);
    }
    cmd
}

/// Each build's relink template, prepared on its first layout; `Err` (the
/// reason) when it cannot be, and every layout of that build then links
/// through cargo.
static TEMPLATES: Mutex<BTreeMap<&'static str, Result<Arc<Template>, String>>> =
    Mutex::new(BTreeMap::new());

fn template(build: Build, dir: &str) -> Result<Arc<Template>, String> {
    let mut templates = TEMPLATES.lock().unwrap_or_else(|e| e.into_inner());
    templates
        .entry(build.name())
        .or_insert_with(|| {
            let work = repo_root().join(dir).join("relink");
            let built = repo_root().join(dir).join("release/ipc-engine");
            Template::prepare(link_command(build, dir), &work, &built)
                .map(Arc::new)
                .map_err(|e| {
                    let why = format!("{e:#}");
                    report::progress(&format!(
                        "gap: relinking {} through cargo for every layout ({why})",
                        build.name()
                    ));
                    why
                })
        })
        .clone()
}

/// `build`'s engine linked with the function order of `seed`, kept aside
/// as `<target dir>/layouts/ipc-engine-<seed>`; the LTO build as it is.
/// lld relinks the build's reproduce archive (see [`super::relink`]); when
/// that cannot be prepared or fails, cargo links it (the same binary,
/// with `main.rs` compiled again first).
pub fn relinked(build: Build, seed: u64) -> Result<PathBuf> {
    let Some(dir) = target_dir(build) else {
        return build.binary();
    };
    let root = repo_root();
    let kept = root.join(dir).join("layouts");
    std::fs::create_dir_all(&kept)?;
    let kept = kept.join(format!("ipc-engine-{}", seed.max(1)));
    if let Ok(t) = template(build, dir) {
        match t.link(seed, &kept) {
            Ok(()) => return Ok(kept),
            Err(e) => report::progress(&format!("gap: {e:#}; this layout is linked through cargo")),
        }
    }
    let status = link_command(build, dir)
        .args(["-C", &shuffle_arg(seed)])
        .status()
        .context("cannot run cargo to relink ipc-engine")?;
    if !status.success() {
        bail!(
            "relinking ipc-engine ({}) with a shuffled function order failed ({status}); \
             the linker must be lld (rustc's default on x86_64 Linux)",
            build.name()
        );
    }
    let built = root.join(dir).join("release/ipc-engine");
    std::fs::copy(&built, &kept)
        .with_context(|| format!("cannot copy {} to {}", built.display(), kept.display()))?;
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_binary_s_symbols_are_read_and_offsets_are_within_a_line() {
        let found = hot_offsets(&std::env::current_exe().unwrap()).unwrap();
        assert!(found.values().all(|o| *o < 64), "{found:?}");
        assert!(found.keys().all(|k| HOT.iter().any(|(n, _)| n == k)));
    }

    #[test]
    fn a_file_that_is_not_an_object_is_an_error_that_names_it() {
        let f = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(f.path(), b"not elf").unwrap();
        let e = hot_offsets(f.path()).unwrap_err();
        assert!(format!("{e:#}").contains("not an object file"), "{e:#}");
    }

    #[test]
    fn seeds_never_ask_lld_for_a_random_order() {
        assert_eq!(shuffle_arg(0), "link-arg=-Wl,--shuffle-sections=.text.*=1");
        assert!(shuffle_arg(77).ends_with("=77"));
    }
}
