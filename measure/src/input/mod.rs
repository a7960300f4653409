//! Turns `--dataset` / `--close` / `--params` into a validated sweep
//! request; `formats` reads a user's own files (CSV, `.npy`, Arrow IPC,
//! Parquet, or the raw wire layout).

pub mod formats;

use anyhow::{Context, Result};
use clap::Args;
use formats::Column;
use kernel_spec::dataset::{Dataset, DatasetSpec, f64_le_bytes, sha256_hex};
use kernel_spec::{Params, Sweep, paper_grid};
use std::path::PathBuf;

#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// Built-in series: `paper` (the study's 150,000 bars, hash-checked) or
    /// `chacha[:SEED[,LEN[,SIGMA]]]` (GBM from ChaCha8; defaults 7,150000,0.0008).
    #[arg(long, default_value = "paper", conflicts_with = "close")]
    pub dataset: String,
    /// Your own close series instead, by extension: `.csv`/`.tsv`/`.txt`
    /// (the column named `close`, any case, or the only column; a header or
    /// none), `.npy` (little-endian float64, C order), `.parquet`,
    /// `.arrow`/`.feather` (a Float64 column); any other file is raw
    /// little-endian f64, one per bar.
    #[arg(long, value_name = "FILE")]
    pub close: Option<PathBuf>,
    /// The column of `--close` that holds the closes: a name (any case) or
    /// a position counting from 1.
    #[arg(long, value_name = "NAME|N", requires = "close")]
    pub column: Option<Column>,
    /// Parameter rows: `.csv` (six integers a row, n,h,s,p,p3,p2, a header
    /// or none) or raw (rows of 6 little-endian i64).
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
        let dataset = match &self.close {
            Some(path) => {
                let close = formats::read_close(path, self.column.as_ref())?;
                Dataset {
                    name: path.display().to_string(),
                    sha256: sha256_hex(&f64_le_bytes(&close)),
                    close,
                }
            }
            None => self.dataset.parse::<DatasetSpec>()?.load()?,
        };
        let params = match &self.params {
            Some(path) => formats::read_params(path)?,
            None => paper_grid(),
        };
        Sweep::new(&dataset.close, &params)
            .with_context(|| format!("cannot sweep dataset {}", dataset.name))?;
        Ok(Loaded { dataset, params })
    }
}
