//! Relinking a layout without compiling anything.
//!
//! `cargo rustc … -C link-arg=-Wl,--shuffle-sections=…` recompiles the
//! engine's `main.rs` and links it for every layout, and a repeat has
//! dozens of layouts. The objects never change between layouts, only the
//! seed. So
//! each build is linked once more through cargo with lld's `--reproduce`,
//! which packs every input and the exact command line (`response.txt`)
//! into a tar; every layout after that is lld run on that response with
//! the seed replaced. Same inputs, same linker, same arguments: the binary
//! is the one cargo's link of that seed gives. Each run checks it byte for
//! byte on the template's own seed (and it held for another seed when
//! this was written); the tests below check that the seed is the only
//! argument that changes.

use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The linker argument that shuffles every function section with `seed`
/// (lld: a seed of 0 would mean "random", so seeds start at 1).
pub fn shuffle_arg(seed: u64) -> String {
    format!("link-arg=-Wl,--shuffle-sections=.text.*={}", seed.max(1))
}

/// The seed the template link is made with; its argument is what each
/// layout's seed replaces.
const TEMPLATE_SEED: u64 = 1;

/// One build's link, ready to repeat with another shuffle seed.
pub struct Template {
    /// The extracted reproduce archive: lld runs here (its paths are
    /// relative to it).
    dir: PathBuf,
    /// `response.txt`, the template seed's argument in it exactly once.
    response: String,
    lld: PathBuf,
}

/// lld's argument for `seed` as it writes it into `response.txt`.
fn seed_arg(seed: u64) -> String {
    format!("--shuffle-sections .text.*={}", seed.max(1))
}

/// `response` with the template's seed replaced by `seed`; an error unless
/// the template's argument is there exactly once (as whole words: the
/// template's `=1` is not the start of an `=11`).
pub fn with_seed(response: &str, seed: u64) -> Result<String> {
    let template = seed_arg(TEMPLATE_SEED);
    let whole = |i: usize| {
        let before = response[..i].chars().next_back();
        let after = response[i + template.len()..].chars().next();
        before.is_none_or(char::is_whitespace) && after.is_none_or(char::is_whitespace)
    };
    let found: Vec<usize> = response
        .match_indices(&template)
        .map(|(i, _)| i)
        .filter(|&i| whole(i))
        .collect();
    let [at] = found[..] else {
        bail!(
            "lld's response file has `{template}` {} times, not once",
            found.len()
        );
    };
    Ok(format!(
        "{}{}{}",
        &response[..at],
        seed_arg(seed),
        &response[at + template.len()..]
    ))
}

impl Template {
    /// Links `build`'s engine once through cargo with `--reproduce` into
    /// `work` (emptied first) and extracts the archive there. `cargo`
    /// is the command `relinked` would run, without the shuffle argument;
    /// `built` is where it puts the binary. The template is checked: its
    /// link of the template seed must be that binary byte for byte.
    pub fn prepare(mut cargo: Command, work: &Path, built: &Path) -> Result<Template> {
        if work.exists() {
            std::fs::remove_dir_all(work)
                .with_context(|| format!("cannot empty {}", work.display()))?;
        }
        std::fs::create_dir_all(work)?;
        // A name of its own each time: cargo's fingerprint holds the extra
        // arguments, so the same ones again would find the engine fresh
        // and link nothing (and write no archive).
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let tar = work.join(format!("link-{stamp}.tar"));
        let status = cargo
            .args([
                "-C",
                &shuffle_arg(TEMPLATE_SEED),
                "-C",
                &format!("link-arg=-Wl,--reproduce={}", tar.display()),
            ])
            .status()
            .context("cannot run cargo for the template link")?;
        if !status.success() {
            bail!("the template link with lld's --reproduce failed ({status})");
        }
        let status = Command::new("tar")
            .arg("xf")
            .arg(&tar)
            .current_dir(work)
            .status()
            .context("cannot run tar to unpack lld's reproduce archive")?;
        if !status.success() {
            bail!("tar could not unpack {} ({status})", tar.display());
        }
        std::fs::remove_file(&tar)?;
        let dir = std::fs::read_dir(work)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .find(|p| p.join("response.txt").is_file())
            .with_context(|| {
                format!("no response.txt in lld's archive under {}", work.display())
            })?;
        let response = std::fs::read_to_string(dir.join("response.txt"))?;
        with_seed(&response, TEMPLATE_SEED)?;
        let template = Template {
            dir,
            response,
            lld: rust_lld()?,
        };
        let check = work.join("check");
        template.link(TEMPLATE_SEED, &check)?;
        if std::fs::read(&check)? != std::fs::read(built)? {
            bail!(
                "lld's relink of the template differs from cargo's link {}",
                built.display()
            );
        }
        std::fs::remove_file(&check)?;
        Ok(template)
    }

    /// The template linked again with `seed` into `out`.
    pub fn link(&self, seed: u64, out: &Path) -> Result<()> {
        let response = self.dir.join(format!("response-{seed}.txt"));
        std::fs::write(&response, with_seed(&self.response, seed)?)?;
        let status = Command::new(&self.lld)
            .args(["-flavor", "gnu"])
            .arg(format!("@{}", response.display()))
            .arg("-o")
            .arg(out)
            .current_dir(&self.dir)
            .status()
            .with_context(|| format!("cannot run {}", self.lld.display()))?;
        let _ = std::fs::remove_file(&response);
        if !status.success() {
            bail!("rust-lld could not relink with seed {seed} ({status})");
        }
        Ok(())
    }
}

/// The toolchain's own lld, beside its target libraries.
fn rust_lld() -> Result<PathBuf> {
    // From the repository, so a toolchain file there picks the rustc cargo uses.
    let out = Command::new("rustc")
        .args(["--print", "target-libdir"])
        .current_dir(measure::paths::repo_root())
        .output()
        .context("cannot run rustc to find rust-lld")?;
    let libdir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    let lld = libdir.with_file_name("bin").join("rust-lld");
    if !lld.is_file() {
        bail!("no rust-lld at {}", lld.display());
    }
    Ok(lld)
}

#[cfg(test)]
mod tests {
    use super::*;

    const RESPONSE: &str =
        "--chroot . -pie -o ipc_engine-abc --shuffle-sections .text.*=1 --as-needed\n";

    #[test]
    fn only_the_seed_changes() {
        let r = with_seed(RESPONSE, 77).unwrap();
        assert_eq!(r, RESPONSE.replace(".text.*=1 ", ".text.*=77 "));
        assert_eq!(with_seed(RESPONSE, 1).unwrap(), RESPONSE);
    }

    #[test]
    fn a_response_without_the_template_seed_or_with_it_twice_is_refused() {
        let e = with_seed("--chroot . -pie", 5).unwrap_err();
        assert!(format!("{e}").contains("0 times"), "{e}");
        let twice = format!("{RESPONSE} --shuffle-sections .text.*=1");
        let e = with_seed(&twice, 5).unwrap_err();
        assert!(format!("{e}").contains("2 times"), "{e}");
        // A seed of 11 is not the template's 1, before or after it.
        let e = with_seed("--shuffle-sections .text.*=11", 5).unwrap_err();
        assert!(format!("{e}").contains("0 times"), "{e}");
        let both = format!("x --shuffle-sections .text.*=11 {RESPONSE}");
        assert!(
            with_seed(&both, 5).unwrap().contains("=11 ")
                && with_seed(&both, 5).unwrap().contains("=5 ")
        );
    }
}
