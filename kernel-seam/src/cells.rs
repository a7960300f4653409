//! The eight cells: names and factors (the table `ipc-tax kernels`,
//! `--kernel` and the gap section read).

use kernel_spec::Exactness;

/// Whose unoptimised IR a cell starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Front {
    /// numba's IR of `kernel.combo`, callees linked in, as numba hands it
    /// to its pipeline.
    Numba,
    /// rustc's IR of kernel-safe (`-C no-prepopulate-passes`), rooted at
    /// its C entry `ipc_seam_combo`.
    Rustc,
}

/// Which optimisation pipeline a cell's IR went through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pipeline {
    /// The installed numba's own codegen: per-function passes, cheap module
    /// pass, reference-count pruning, full module pass.
    Numba,
    /// LLVM's per-module O3 pipeline with rustc's release options, in
    /// llvmlite.
    Rustc,
}

/// Which CPU a cell was compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// This host's CPU as numba names it, with its features.
    Host,
    /// Baseline x86-64, as the release build compiles.
    X86_64,
}

impl Front {
    pub fn name(self) -> &'static str {
        match self {
            Front::Numba => "numba",
            Front::Rustc => "rustc",
        }
    }
}

impl Pipeline {
    pub fn name(self) -> &'static str {
        match self {
            Pipeline::Numba => "numba",
            Pipeline::Rustc => "rustc",
        }
    }
}

impl Target {
    pub fn name(self) -> &'static str {
        match self {
            Target::Host => "host",
            Target::X86_64 => "x86-64",
        }
    }
}

/// One cell of the seam.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    pub name: &'static str,
    pub front: Front,
    pub pipeline: Pipeline,
    pub target: Target,
}

impl Cell {
    /// rustc's IR keeps kernel-safe's operations in kernel-safe's order
    /// under either pipeline (neither reassociates without fast-math):
    /// its bits. numba's IR is gated as numba-njit is.
    pub fn exactness(&self) -> Exactness {
        match self.front {
            Front::Rustc => Exactness::BitIdentical,
            Front::Numba => Exactness::Within(kernel_spec::gate::PNL_TOLERANCE),
        }
    }

    /// The diagonal that is its front end's own compiler ("rustc IR ×
    /// rustc pipeline × x86-64" is the release build; "numba IR × numba
    /// pipeline × host" is numba-njit).
    pub fn is_own_compiler(&self) -> bool {
        matches!(
            (self.front, self.pipeline, self.target),
            (Front::Rustc, Pipeline::Rustc, Target::X86_64)
                | (Front::Numba, Pipeline::Numba, Target::Host)
        )
    }
}

macro_rules! cell {
    ($name:literal, $f:ident, $p:ident, $t:ident) => {
        Cell {
            name: $name,
            front: Front::$f,
            pipeline: Pipeline::$p,
            target: Target::$t,
        }
    };
}

/// Every cell, the two compilers' own diagonals first.
pub static CELLS: &[Cell] = &[
    cell!("seam-numba-numba-host", Numba, Numba, Host),
    cell!("seam-rustc-rustc-x86-64", Rustc, Rustc, X86_64),
    cell!("seam-numba-numba-x86-64", Numba, Numba, X86_64),
    cell!("seam-numba-rustc-host", Numba, Rustc, Host),
    cell!("seam-numba-rustc-x86-64", Numba, Rustc, X86_64),
    cell!("seam-rustc-numba-host", Rustc, Numba, Host),
    cell!("seam-rustc-numba-x86-64", Rustc, Numba, X86_64),
    cell!("seam-rustc-rustc-host", Rustc, Rustc, Host),
];

/// The cell of a name, if it is one.
pub fn by_name(name: &str) -> Option<&'static Cell> {
    CELLS.iter().find(|c| c.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cells_are_every_combination_of_the_three_factors_once() {
        let mut seen = std::collections::BTreeSet::new();
        for c in CELLS {
            let name = format!(
                "seam-{}-{}-{}",
                c.front.name(),
                c.pipeline.name(),
                c.target.name()
            );
            assert_eq!(c.name, name);
            assert!(seen.insert(name), "{} twice", c.name);
        }
        assert_eq!(seen.len(), 8);
        assert_eq!(CELLS.iter().filter(|c| c.is_own_compiler()).count(), 2);
    }
}
