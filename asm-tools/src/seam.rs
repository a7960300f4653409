//! The compilers' seam (kernel-seam): rustc's and numba's unoptimised IR,
//! each through each optimisation pipeline, for each target.
//!
//! [`build_cells`] makes the eight shared objects the seam kernels load
//! (`target/seam/`, for this host's CPU and baseline x86-64);
//! [`dumps`] writes what `asm/seam/` commits — both front ends' IR and every
//! cell's `wma` for each named x86 CPU — so `ipc-tax asm --check` keeps them
//! current. rustc's IR comes from `cargo rustc` (kernel-safe with its
//! `seam` feature, `-C no-prepopulate-passes`, one codegen unit, no debug
//! info: the release profile otherwise); everything else is
//! `python -m ipc_tax_ref.seam` in the venv.

use crate::dump;
use anyhow::{Context, Result, bail};
use measure::paths::{python_dir, repo_root};
use std::path::{Path, PathBuf};
use std::process::Command;

/// rustc's flags for the unoptimised IR, beside the release profile's.
pub const RUSTC_IR_FLAGS: &[&str] = &[
    "--emit=llvm-ir",
    "-C",
    "no-prepopulate-passes",
    "-C",
    "codegen-units=1",
    "-C",
    "debuginfo=0",
];

/// The command that takes rustc's IR, as the dumps' headers state it.
pub fn rustc_ir_command() -> String {
    format!(
        "cargo rustc -p kernel-safe --release --features seam --lib -- {}",
        RUSTC_IR_FLAGS.join(" ")
    )
}

/// kernel-safe's unoptimised IR. In the workspace's target directory: the
/// dependencies are the release build's, and the flags apply to
/// kernel-safe's own unit alone (its `seam` feature gives it another
/// artifact name, so the release build's kernel-safe is untouched).
fn rustc_ir() -> Result<PathBuf> {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| repo_root().join("target"), PathBuf::from);
    let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .args(["rustc", "--quiet", "-p", "kernel-safe", "--release"])
        .args(["--features", "seam", "--lib", "--target-dir"])
        .arg(&target)
        .arg("--")
        .args(RUSTC_IR_FLAGS)
        .current_dir(repo_root())
        .status()
        .context("cannot run cargo rustc for kernel-safe's IR")?;
    if !status.success() {
        bail!("`{}` failed ({status})", rustc_ir_command());
    }
    let deps = target.join("release/deps");
    let newest = std::fs::read_dir(&deps)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("kernel_safe-"))
                && p.extension().is_some_and(|x| x == "ll")
        })
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok());
    newest.with_context(|| format!("no kernel_safe-*.ll in {}", deps.display()))
}

fn seam_py(python: &Path, args: &[&str], cpu: &str) -> Result<String> {
    let mut cmd = Command::new(python);
    cmd.args(["-m", "ipc_tax_ref.seam"])
        .args(args)
        .current_dir(python_dir())
        .env("PYTHONPATH", python_dir());
    // numba reads its target once, at import: the host cells compile as
    // numba-njit does (this CPU's name and features), the others for the
    // named CPU with the features that name implies.
    if cpu == "host" {
        cmd.env_remove("NUMBA_CPU_NAME")
            .env_remove("NUMBA_CPU_FEATURES");
    } else {
        cmd.env("NUMBA_CPU_NAME", cpu).env("NUMBA_CPU_FEATURES", "");
    }
    let out = cmd
        .output()
        .context("cannot run python -m ipc_tax_ref.seam")?;
    if !out.status.success() {
        bail!(
            "python -m ipc_tax_ref.seam {} failed:\n{}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Both front ends' IR into `dir` (raw: what the cells are built from).
fn front_ends(python: &Path, dir: &Path) -> Result<()> {
    let rustc = rustc_ir()?;
    let (rustc, dir) = (
        rustc.to_str().context("IR path")?,
        dir.to_str().context("IR dir")?,
    );
    seam_py(python, &["ir", "--rustc-ir", rustc, "--out", dir], "host")?;
    Ok(())
}

/// The eight cells into `out` (`<cell>.so` and `manifest.json`: versions,
/// this CPU's name and model, which `kernel-seam` checks before loading).
pub fn build_cells(out: &Path) -> Result<()> {
    let python = measure::pyenv::ensure_python()?;
    let ir = out.join("ir");
    front_ends(&python, &ir)?;
    let ir_s = ir.to_str().context("IR dir")?;
    let out_s = out.to_str().context("out dir")?;
    for cpu in ["host", "x86-64"] {
        measure::log::progress(&format!("seam: the four cells for {cpu}"));
        seam_py(
            &python,
            &[
                "cells", "--cpu", cpu, "--ir", ir_s, "--link", "--out", out_s,
            ],
            cpu,
        )?;
    }
    let versions = seam_py(&python, &["versions"], "host")?;
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines().find_map(|l| {
                l.strip_prefix("model name")
                    .map(|v| v.trim_start_matches([' ', '\t', ':']).to_string())
            })
        })
        .unwrap_or_default();
    let manifest = format!(
        "{{\n \"cpu_model\": \"{}\",\n \"versions\": {versions},\n \"rustc_ir\": \"{}\"\n}}\n",
        model.replace('"', "'"),
        rustc_ir_command()
    );
    std::fs::write(out.join("manifest.json"), manifest)?;
    eprintln!("seam: eight cells in {}", out.display());
    Ok(())
}

/// `17h<16 hex>E` (a legacy-mangled symbol's hash, which follows the
/// crate's metadata) → `17hE`.
fn strip_symbol_hashes(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'h'
            && i >= 2
            && &bytes[i - 2..i] == b"17"
            && bytes.len() > i + 17
            && bytes[i + 1..i + 17].iter().all(u8::is_ascii_hexdigit)
            && bytes[i + 17] == b'E'
        {
            out.push_str("hE");
            i += 18;
            continue;
        }
        let c = text[i..].chars().next().expect("in bounds");
        out.push(c);
        i += c.len_utf8();
    }
    out
}

/// What differs between two dumps of the same code: rustc's module name
/// carries the crate's metadata hash (`kernel_safe.<16 hex>-cgu.0`, which
/// follows the dependency graph's features), and numba's IR holds the
/// addresses of Python objects of the dumping process
/// (`@numba.dynamic.globals.<hex>` set to `inttoptr (i64 <address> ...)`,
/// which ASLR moves every run, as the `_0x<address>` in the names of its
/// array expressions). Those become placeholders. And the call graph's trim
/// leaves the comment lines of the functions it dropped where rustc emitted
/// them, in an order that follows the symbols' hashes: they go, with the
/// blank lines they leave.
fn strip_run_specifics(text: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    for line in text.lines() {
        let mut l = line.to_string();
        for (marker, what, with) in [
            (
                ".dynamic.globals.",
                u8::is_ascii_hexdigit as fn(&u8) -> bool,
                "<addr>",
            ),
            ("inttoptr (i64 ", u8::is_ascii_digit, "<addr>"),
            ("kernel_safe.", u8::is_ascii_hexdigit, "<hash>"),
        ] {
            l = placeholder_after(&l, marker, what, with);
        }
        l = numba_expr_addresses(&l);
        lines.push(l);
    }
    // A run of comment lines ending in "; Function Attrs" that no
    // definition follows belongs to a dropped function.
    let mut kept: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].starts_with(';') {
            let end = (i..lines.len())
                .find(|&j| !lines[j].starts_with(';'))
                .unwrap_or(lines.len());
            let orphan = lines[end - 1].starts_with("; Function Attrs")
                && !lines.get(end).is_some_and(|l| l.starts_with("define"));
            if !orphan {
                kept.extend(lines[i..end].iter().map(String::as_str));
            }
            i = end;
        } else {
            kept.push(&lines[i]);
            i += 1;
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut blank = false;
    for l in kept {
        if l.is_empty() && blank {
            continue;
        }
        blank = l.is_empty();
        out.push_str(l);
        out.push('\n');
    }
    out
}

/// numba's array expressions are named `__numba_array_expr_0x<address>`
/// followed by their ABI tags `B<digits>v…`, hex digits themselves: the
/// address ends at the `B` the tag's `<digits>v` follows.
fn numba_expr_addresses(line: &str) -> String {
    const MARKER: &str = "_array_expr_0x";
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(MARKER) {
        let start = at + MARKER.len();
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let b = rest.as_bytes();
        let tag = (1..b.len()).find(|&i| {
            b[i] == b'B' && {
                let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
                digits > 0 && b.get(i + 1 + digits) == Some(&b'v')
            }
        });
        if let Some(i) = tag.filter(|&i| b[..i].iter().all(u8::is_ascii_hexdigit)) {
            out.push_str("<addr>");
            rest = &rest[i..];
        }
    }
    out.push_str(rest);
    out
}

/// `line` with every run of `what` bytes after `marker` (at least 8 of
/// them) replaced by `with`.
fn placeholder_after(line: &str, marker: &str, what: fn(&u8) -> bool, with: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(marker) {
        let start = at + marker.len();
        out.push_str(&rest[..start]);
        rest = &rest[start..];
        let n = rest.bytes().take_while(what).count();
        if n >= 8 {
            out.push_str(with);
            rest = &rest[n..];
        }
    }
    out.push_str(rest);
    out
}

/// numba's pickled exceptions hold the path of numba's own source (in the
/// venv, so under the workspace): their bytes and length follow the
/// checkout's path, so the committed IR leaves their contents out.
fn redact_pickles(text: &str) -> String {
    text.lines()
        .map(|l| match l.split_once(" = internal constant ") {
            Some((name, _)) if name.starts_with("@.const.pickle") => format!(
                "{name} = internal constant <a pickled exception; it holds the path of numba's source, left out>"
            ),
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// The committed files: `<out>/seam/ir/{numba,rustc}.ll` and
/// `<out>/seam/<cpu>/<front>-<pipeline>.wma.s` for every named x86 CPU.
pub fn dumps(out: &Path) -> Result<()> {
    let python = measure::pyenv::ensure_python()?;
    let tmp = tempfile::tempdir()?;
    let ir = tmp.path().join("ir");
    front_ends(&python, &ir)?;
    // Not the host's CPU: the dumps are the same from any host.
    let versions = seam_py(&python, &["versions", "--no-host"], "host")?;
    let dest = out.join("seam");
    std::fs::create_dir_all(dest.join("ir"))?;
    for (front, what) in [
        (
            "numba",
            "numba's IR of ipc_tax_ref.kernel.combo as numba hands it to its pipeline (both optimisation hooks held), callees linked in, and the C entry ipc_seam_combo",
        ),
        (
            "rustc",
            &*format!(
                "rustc's IR of kernel-safe rooted at ipc_seam_combo: {}",
                rustc_ir_command()
            ),
        ),
    ] {
        let text = std::fs::read_to_string(ir.join(format!("{front}.ll")))?;
        let header = format!(
            "; {what}\n; trimmed to ipc_seam_combo's call graph; {versions}\n; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit\n"
        );
        std::fs::write(
            dest.join("ir").join(format!("{front}.ll")),
            header
                + &redact_pickles(&strip_run_specifics(&strip_symbol_hashes(
                    &dump::normalise(&text),
                ))),
        )?;
    }
    let ir_s = ir.to_str().context("IR dir")?;
    for cpu in dump::CPUS {
        measure::log::progress(&format!("asm: the seam's cells for {cpu}"));
        let raw = tmp.path().join(cpu);
        let raw_s = raw.to_str().context("temp dir")?;
        seam_py(
            &python,
            &["cells", "--cpu", cpu, "--ir", ir_s, "--asm-dir", raw_s],
            cpu,
        )?;
        let dir = dest.join(cpu);
        std::fs::create_dir_all(&dir)?;
        for entry in std::fs::read_dir(&raw)? {
            let path = entry?.path();
            let name = path
                .file_name()
                .context("file name")?
                .to_string_lossy()
                .to_string();
            let cell = name.trim_end_matches(".wma.s");
            let header = format!(
                "# wma of the seam's {cell} cell (front end-pipeline) for target-cpu={cpu} (features of the name), emitted by llvmlite; {versions}\n# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit\n"
            );
            let text = std::fs::read_to_string(&path)?;
            std::fs::write(
                dir.join(&name),
                header + &strip_symbol_hashes(&dump::normalise(&text)),
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pickled_exception_is_left_out_and_nothing_else() {
        assert_eq!(
            redact_pickles(
                "@.const.pickledata.<sha1> = internal constant [3 x i8] c\"abc\"\n@x = internal constant i8 1\n"
            ),
            "@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>\n@x = internal constant i8 1\n"
        );
    }

    #[test]
    fn run_specific_hashes_and_addresses_become_placeholders() {
        let text = "; ModuleID = 'kernel_safe.f079d1b1018d1f06-cgu.0'\n\
                    @numba.dynamic.globals.7f7a2cff4410 = linkonce global ptr inttoptr (i64 140162717664272 to ptr)\n\
                    %x = add i64 12, 7 ; kernel_safe.ab\n\
                    call i32 @_ZN13__numba_array_expr_0x7f6163696e50B2vN(ptr %a)\n\
                    \n\
                    ; alloc::vec::Vec<T,A>::reserve\n\
                    ; Function Attrs: nonlazybind uwtable\n\
                    \n\
                    ; kept\n\
                    ; Function Attrs: nounwind\n\
                    define void @f() {\n\
                    }\n";
        assert_eq!(
            strip_run_specifics(text),
            "; ModuleID = 'kernel_safe.<hash>-cgu.0'\n\
             @numba.dynamic.globals.<addr> = linkonce global ptr inttoptr (i64 <addr> to ptr)\n\
             %x = add i64 12, 7 ; kernel_safe.ab\n\
             call i32 @_ZN13__numba_array_expr_0x<addr>B2vN(ptr %a)\n\
             \n\
             ; kept\n\
             ; Function Attrs: nounwind\n\
             define void @f() {\n\
             }\n"
        );
    }

    #[test]
    fn a_legacy_symbol_hash_is_stripped_and_nothing_else() {
        assert_eq!(
            strip_symbol_hashes("call @_ZN11kernel_safe3wma17hb6387e167b6432d0E(ptr %x) ; 17hello"),
            "call @_ZN11kernel_safe3wma17hE(ptr %x) ; 17hello"
        );
    }
}

/// How a diagonal cell's hot loop compares with its compiler's own.
#[derive(Debug, PartialEq, Eq)]
pub enum Diagonal {
    /// Instruction for instruction (mnemonics and operand counts; register
    /// names and label numbers may differ between two compilations).
    Same,
    /// The same instructions in another order: numba's own build optimises
    /// each callee in its own library before linking them and emits through
    /// MCJIT (static relocation, the JIT code model); the cell is optimised
    /// once, linked, and emitted as position-independent code — the machine
    /// scheduler places a few instructions a slot apart.
    Reordered,
    /// Other instructions: the listings, for the failure message.
    Differs(String),
    /// A dump is missing.
    Missing,
}

/// The two diagonals against their compilers' own committed dumps:
/// "rustc IR × rustc pipeline × x86-64" against kernel-safe's release
/// build, "numba IR × numba pipeline × <cpu>" against numba-njit for every
/// named x86 CPU but the baseline.
pub fn diagonals(asm: &Path) -> Vec<(String, Diagonal)> {
    use crate::hotloop::hot_loop;
    let shape = |p: &Path| -> Option<Vec<(String, usize)>> {
        let text = std::fs::read_to_string(p).ok()?;
        let h = hot_loop(&text)?;
        Some(
            h.body
                .iter()
                .map(|i| (i.mnemonic.clone(), i.operands.len()))
                .collect(),
        )
    };
    let mut pairs = vec![(
        "x86-64/kernel-safe/wma.s".to_string(),
        "seam/x86-64/rustc-rustc.wma.s".to_string(),
    )];
    for cpu in dump::CPUS.iter().filter(|c| **c != "x86-64") {
        pairs.push((
            format!("numba/{cpu}/wma.s"),
            format!("seam/{cpu}/numba-numba.wma.s"),
        ));
    }
    pairs
        .into_iter()
        .map(|(own, cell)| {
            let verdict = match (shape(&asm.join(&own)), shape(&asm.join(&cell))) {
                (Some(a), Some(b)) if a == b => Diagonal::Same,
                (Some(mut a), Some(mut b)) => {
                    a.sort();
                    b.sort();
                    if a == b {
                        Diagonal::Reordered
                    } else {
                        Diagonal::Differs(format!(
                            "{own}: {:?}\n{cell}: {:?}",
                            a.iter().map(|x| x.0.as_str()).collect::<Vec<_>>(),
                            b.iter().map(|x| x.0.as_str()).collect::<Vec<_>>()
                        ))
                    }
                }
                _ => Diagonal::Missing,
            };
            (format!("{cell} against {own}"), verdict)
        })
        .collect()
}

#[cfg(test)]
mod diagonal_tests {
    use super::*;

    /// rustc's diagonal has kernel-safe's hot loop instruction for
    /// instruction; numba's has numba-njit's instructions, in numba's own
    /// order or reordered by the scheduler (the cause is named in
    /// [`Diagonal::Reordered`]; gap.md times the cell against numba-njit).
    #[test]
    fn the_diagonals_reproduce_their_compilers_hot_loops() {
        let found = diagonals(&crate::asm_dir());
        assert!(
            found.iter().all(|(_, d)| *d != Diagonal::Missing),
            "a diagonal's dump is missing: run `cargo xtask asm` ({found:?})"
        );
        assert_eq!(found[0].1, Diagonal::Same, "{}", found[0].0);
        for (what, d) in &found[1..] {
            assert!(
                matches!(d, Diagonal::Same | Diagonal::Reordered),
                "{what}: {d:?}"
            );
        }
    }
}
