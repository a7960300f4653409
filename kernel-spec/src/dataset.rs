//! Close series and parameter files (docs/study.md#the-datasets).
//!
//! * `paper`: the study's 150,000 bars, generated once with numpy (seed 42)
//!   and committed as `data/paper-close.f64`; its sha256 is checked on every
//!   load, so a corrupted or regenerated file can never be measured silently.
//! * `chacha`: GBM from `ChaCha8Rng` with an explicit seed, length and σ, for
//!   any size without Python.
//! * raw files: little-endian f64 closes and little-endian i64 × 6 parameter
//!   rows — exactly the wire layout (docs/study.md#the-wire-protocol).

use crate::{PARAMS_ROW_BYTES, Params};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use rand_distr::{Distribution, StandardNormal};
use sha2::{Digest, Sha256};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use thiserror::Error;

/// sha256 of the little-endian bytes of the `paper` series (docs/study.md#paper).
pub const PAPER_SHA256: &str = "28970418bd3213da9f3456dec74f2c7d424b4b1b6e0729ba054a3da0718d6bfc";
/// Number of bars in the `paper` series.
pub const PAPER_BARS: usize = 150_000;
/// File name of the committed `paper` series inside the data directory.
pub const PAPER_FILE: &str = "paper-close.f64";
/// Environment variable that overrides where `paper-close.f64` is looked for.
pub const DATA_DIR_ENV: &str = "IPC_TAX_DATA_DIR";

/// Defaults of `chacha` when fields are omitted: the paper's length and σ.
pub const CHACHA_DEFAULT_SEED: u64 = 7;
pub const CHACHA_DEFAULT_SIGMA: f64 = 0.0008;
/// Generating more than this is refused: 2^27 bars is 1 GiB of f64.
pub const CHACHA_MAX_BARS: usize = 1 << 27;

#[derive(Debug, Error)]
pub enum DataError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {len} bytes is not a whole number of {unit}-byte {what}")]
    Ragged {
        path: PathBuf,
        len: usize,
        unit: usize,
        what: &'static str,
    },
    #[error("{path} is empty")]
    Empty { path: PathBuf },
    #[error(
        "{path}: sha256 mismatch — expected {expected}, found {found} (the paper series is corrupt or was regenerated differently; restore it with `git checkout data/`)"
    )]
    HashMismatch {
        path: PathBuf,
        expected: String,
        found: String,
    },
    #[error("invalid dataset spec {spec:?}: {reason}")]
    BadSpec { spec: String, reason: String },
}

/// A named close series, with the hash of its bytes for reports.
#[derive(Clone, Debug)]
pub struct Dataset {
    /// How to ask for it again (`paper`, `chacha:7,150000,0.0008`, a path).
    pub name: String,
    pub close: Vec<f64>,
    pub sha256: String,
}

/// Which series to load: what `--dataset` and `--close` name.
#[derive(Clone, Debug, PartialEq)]
pub enum DatasetSpec {
    Paper,
    Chacha { seed: u64, len: usize, sigma: f64 },
    File(PathBuf),
}

impl FromStr for DatasetSpec {
    type Err = DataError;

    /// `paper`, `chacha`, or `chacha:SEED[,LEN[,SIGMA]]`.
    fn from_str(spec: &str) -> Result<Self, DataError> {
        let bad = |reason: &str| DataError::BadSpec {
            spec: spec.to_string(),
            reason: reason.to_string(),
        };
        let (kind, args) = spec.split_once(':').unwrap_or((spec, ""));
        match kind {
            "paper" if args.is_empty() => Ok(DatasetSpec::Paper),
            "paper" => Err(bad("`paper` takes no arguments")),
            "chacha" => {
                let fields: Vec<&str> = if args.is_empty() {
                    Vec::new()
                } else {
                    args.split(',').map(str::trim).collect()
                };
                if fields.len() > 3 {
                    return Err(bad("expected chacha:SEED[,LEN[,SIGMA]]"));
                }
                let seed = match fields.first() {
                    Some(s) => s.parse().map_err(|_| bad("SEED must be a u64"))?,
                    None => CHACHA_DEFAULT_SEED,
                };
                let len = match fields.get(1) {
                    Some(s) => s
                        .replace('_', "")
                        .parse()
                        .map_err(|_| bad("LEN must be a positive integer"))?,
                    None => PAPER_BARS,
                };
                let sigma = match fields.get(2) {
                    Some(s) => s.parse().map_err(|_| bad("SIGMA must be a number"))?,
                    None => CHACHA_DEFAULT_SIGMA,
                };
                if len == 0 || len > CHACHA_MAX_BARS {
                    return Err(bad(&format!("LEN must be between 1 and {CHACHA_MAX_BARS}")));
                }
                if !(f64::is_finite(sigma) && sigma >= 0.0) {
                    return Err(bad("SIGMA must be finite and non-negative"));
                }
                Ok(DatasetSpec::Chacha { seed, len, sigma })
            }
            _ => Err(bad("expected `paper` or `chacha[:SEED,LEN,SIGMA]`")),
        }
    }
}

impl DatasetSpec {
    /// Loads or generates the series.
    pub fn load(&self) -> Result<Dataset, DataError> {
        match self {
            DatasetSpec::Paper => load_paper(&data_dir()),
            &DatasetSpec::Chacha { seed, len, sigma } => {
                let close = chacha_gbm(seed, len, sigma);
                Ok(Dataset {
                    name: format!("chacha:{seed},{len},{sigma}"),
                    sha256: sha256_hex(&f64_le_bytes(&close)),
                    close,
                })
            }
            DatasetSpec::File(path) => {
                let close = read_close_file(path)?;
                Ok(Dataset {
                    name: path.display().to_string(),
                    sha256: sha256_hex(&f64_le_bytes(&close)),
                    close,
                })
            }
        }
    }
}

/// Where `paper-close.f64` lives: `$IPC_TAX_DATA_DIR`, else the repository's `data/`.
pub fn data_dir() -> PathBuf {
    match std::env::var_os(DATA_DIR_ENV) {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../data"),
    }
}

/// Loads the `paper` series from `dir` and checks its sha256.
pub fn load_paper(dir: &Path) -> Result<Dataset, DataError> {
    let path = dir.join(PAPER_FILE);
    let bytes = std::fs::read(&path).map_err(|source| DataError::Io {
        path: path.clone(),
        source,
    })?;
    let found = sha256_hex(&bytes);
    if found != PAPER_SHA256 {
        return Err(DataError::HashMismatch {
            path,
            expected: PAPER_SHA256.to_string(),
            found,
        });
    }
    Ok(Dataset {
        name: "paper".to_string(),
        close: f64s_from_le(&bytes),
        sha256: found,
    })
}

/// Geometric Brownian motion: `close = 100·exp(cumsum(σ·z))`, `z ~ N(0,1)`
/// drawn from `ChaCha8Rng::seed_from_u64(seed)` — the paper's recipe with a
/// portable generator.
pub fn chacha_gbm(seed: u64, len: usize, sigma: f64) -> Vec<f64> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut log_price = 0.0f64;
    (0..len)
        .map(|_| {
            let z: f64 = StandardNormal.sample(&mut rng);
            log_price += sigma * z;
            100.0 * log_price.exp()
        })
        .collect()
}

/// Reads a raw little-endian f64 close file.
pub fn read_close_file(path: &Path) -> Result<Vec<f64>, DataError> {
    let bytes = read_nonempty(path)?;
    if bytes.len() % 8 != 0 {
        return Err(DataError::Ragged {
            path: path.to_path_buf(),
            len: bytes.len(),
            unit: 8,
            what: "f64 closes",
        });
    }
    Ok(f64s_from_le(&bytes))
}

/// Reads a raw params file: rows of 6 little-endian i64 `(n h s p p3 p2)`.
pub fn read_params_file(path: &Path) -> Result<Vec<Params>, DataError> {
    let bytes = read_nonempty(path)?;
    if bytes.len() % PARAMS_ROW_BYTES != 0 {
        return Err(DataError::Ragged {
            path: path.to_path_buf(),
            len: bytes.len(),
            unit: PARAMS_ROW_BYTES,
            what: "parameter rows (6 × i64)",
        });
    }
    Ok(bytes
        .chunks_exact(PARAMS_ROW_BYTES)
        .map(|row| {
            let mut a = [0i64; 6];
            for (v, b) in a.iter_mut().zip(row.chunks_exact(8)) {
                *v = i64::from_le_bytes(b.try_into().expect("chunks_exact(8)"));
            }
            Params::from_array(a)
        })
        .collect())
}

fn read_nonempty(path: &Path) -> Result<Vec<u8>, DataError> {
    let bytes = std::fs::read(path).map_err(|source| DataError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    if bytes.is_empty() {
        return Err(DataError::Empty {
            path: path.to_path_buf(),
        });
    }
    Ok(bytes)
}

fn f64s_from_le(bytes: &[u8]) -> Vec<f64> {
    bytes
        .chunks_exact(8)
        .map(|b| f64::from_le_bytes(b.try_into().expect("chunks_exact(8)")))
        .collect()
}

/// The little-endian bytes of a series (file and wire layout).
pub fn f64_le_bytes(values: &[f64]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

/// Lower-case hex sha256.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .fold(String::with_capacity(64), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_loads_with_spec_checks() {
        let d = DatasetSpec::Paper.load().unwrap();
        assert_eq!(d.close.len(), PAPER_BARS);
        assert_eq!(
            &d.close[..3],
            &[100.02438033790177, 99.94119593425283, 100.00121474092354]
        );
        assert_eq!(d.close[PAPER_BARS - 1], 66.9242605878947);
    }

    #[test]
    fn corrupt_paper_is_an_error_naming_both_hashes() {
        let dir = tempfile::tempdir().unwrap();
        let mut bytes = std::fs::read(data_dir().join(PAPER_FILE)).unwrap();
        bytes[1000] ^= 1;
        std::fs::write(dir.path().join(PAPER_FILE), &bytes).unwrap();
        let msg = load_paper(dir.path()).unwrap_err().to_string();
        assert!(msg.contains(PAPER_SHA256), "{msg}");
        assert!(msg.contains(&sha256_hex(&bytes)), "{msg}");
    }

    #[test]
    fn missing_paper_names_the_path() {
        let dir = tempfile::tempdir().unwrap();
        let msg = load_paper(dir.path()).unwrap_err().to_string();
        assert!(msg.contains(PAPER_FILE), "{msg}");
    }

    #[test]
    fn chacha_is_deterministic_and_seed_dependent() {
        let a = chacha_gbm(1, 1000, 0.001);
        assert_eq!(a, chacha_gbm(1, 1000, 0.001));
        assert_ne!(a, chacha_gbm(2, 1000, 0.001));
        assert!(a.iter().all(|c| c.is_finite() && *c > 0.0));
        // σ = 0 is a flat line at 100.
        assert!(chacha_gbm(1, 10, 0.0).iter().all(|&c| c == 100.0));
    }

    #[test]
    fn spec_parsing() {
        assert_eq!("paper".parse::<DatasetSpec>().unwrap(), DatasetSpec::Paper);
        assert_eq!(
            "chacha".parse::<DatasetSpec>().unwrap(),
            DatasetSpec::Chacha {
                seed: CHACHA_DEFAULT_SEED,
                len: PAPER_BARS,
                sigma: CHACHA_DEFAULT_SIGMA
            }
        );
        assert_eq!(
            "chacha:3,10_000,0.01".parse::<DatasetSpec>().unwrap(),
            DatasetSpec::Chacha {
                seed: 3,
                len: 10_000,
                sigma: 0.01
            }
        );
        for bad in [
            "papr",
            "paper:1",
            "chacha:x",
            "chacha:1,0",
            "chacha:1,10,-1",
            "chacha:1,2,3,4",
            "chacha:1,10,nan",
        ] {
            let err = bad.parse::<DatasetSpec>().unwrap_err().to_string();
            assert!(err.contains(bad), "{err}");
        }
    }

    #[test]
    fn raw_files_round_trip_and_reject_ragged_or_empty() {
        let dir = tempfile::tempdir().unwrap();
        let close = dir.path().join("c.f64");
        std::fs::write(&close, f64_le_bytes(&[1.5, 2.5])).unwrap();
        assert_eq!(read_close_file(&close).unwrap(), vec![1.5, 2.5]);

        let params = dir.path().join("p.i64");
        let rows = [Params::new(6, 3, 2, 3, 1, 2), Params::new(8, 4, 3, 4, 1, 2)];
        let bytes: Vec<u8> = rows.iter().flat_map(|r| r.to_le_bytes()).collect();
        std::fs::write(&params, &bytes).unwrap();
        assert_eq!(read_params_file(&params).unwrap(), rows);

        std::fs::write(&params, &bytes[..47]).unwrap();
        assert!(matches!(
            read_params_file(&params),
            Err(DataError::Ragged { len: 47, .. })
        ));
        std::fs::write(&close, [0u8; 12]).unwrap();
        assert!(matches!(
            read_close_file(&close),
            Err(DataError::Ragged { len: 12, .. })
        ));
        std::fs::write(&close, []).unwrap();
        assert!(matches!(
            read_close_file(&close),
            Err(DataError::Empty { .. })
        ));
        assert!(matches!(
            read_close_file(&dir.path().join("nope")),
            Err(DataError::Io { .. })
        ));
    }
}
