//! Turns `--dataset` / `--close` / `--params` into a validated sweep request.

use anyhow::{Context, Result};
use clap::Args;
use kernel_spec::dataset::{Dataset, DatasetSpec, read_params_file};
use kernel_spec::{Params, Sweep, paper_grid};
use std::path::PathBuf;

#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// Built-in series: `paper` (the study's 150,000 bars, hash-checked) or
    /// `chacha[:SEED[,LEN[,SIGMA]]]` (GBM from ChaCha8; defaults 7,150000,0.0008).
    #[arg(long, default_value = "paper", conflicts_with = "close")]
    pub dataset: String,
    /// A raw close file instead: little-endian f64, one per bar.
    #[arg(long, value_name = "FILE")]
    pub close: Option<PathBuf>,
    /// A raw params file: rows of 6 little-endian i64 (n h s p p3 p2).
    /// Default: the study's 80-combo grid.
    #[arg(long, value_name = "FILE")]
    pub params: Option<PathBuf>,
}

/// A loaded series and parameter rows that passed validation.
pub struct Loaded {
    pub dataset: Dataset,
    pub params: Vec<Params>,
}

impl Loaded {
    pub fn sweep(&self) -> Sweep<'_> {
        Sweep::new(&self.dataset.close, &self.params).expect("validated in InputArgs::load")
    }
}

impl InputArgs {
    pub fn load(&self) -> Result<Loaded> {
        let spec = match &self.close {
            Some(path) => DatasetSpec::File(path.clone()),
            None => self.dataset.parse()?,
        };
        let dataset = spec.load()?;
        let params = match &self.params {
            Some(path) => read_params_file(path)?,
            None => paper_grid(),
        };
        Sweep::new(&dataset.close, &params)
            .with_context(|| format!("cannot sweep dataset {}", dataset.name))?;
        Ok(Loaded { dataset, params })
    }
}
