"""Datasets and the parameter grid, in the study's own numpy terms.

The rules: docs/study.md#the-datasets and docs/study.md#the-grid.
"""

import hashlib
from pathlib import Path

import numpy as np

PAPER_SHA256 = "28970418bd3213da9f3456dec74f2c7d424b4b1b6e0729ba054a3da0718d6bfc"
PAPER_FILE = Path(__file__).resolve().parents[2] / "data" / "paper-close.f64"


def paper_close() -> np.ndarray:
    """Regenerate the study's series: GBM from numpy's default_rng(42)."""
    z = np.random.default_rng(42).standard_normal(150_000)
    return 100 * np.exp(np.cumsum(0.0008 * z))


def sha256_of(close: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(close, dtype="<f8").tobytes()).hexdigest()


def paper_grid() -> np.ndarray:
    """The 80 rows (n h s p p3 p2): linspace, truncation, then R1 rounding (ties to even)."""
    rows = []
    for n in np.linspace(6, 200, 80).astype(int):
        n = int(n)
        half = max(1, round(n / 2))
        rows.append(
            (n, half, max(1, round(n**0.5)), half, max(1, round(half / 3)), max(1, round(half / 2)))
        )
    return np.array(rows, dtype=np.int64)


def read_close(path) -> np.ndarray:
    """Raw little-endian f64 file."""
    return np.fromfile(path, dtype="<f8").astype(np.float64)


def read_params(path) -> np.ndarray:
    """Raw little-endian i64 × 6 rows."""
    flat = np.fromfile(path, dtype="<i8").astype(np.int64)
    if flat.size == 0 or flat.size % 6:
        raise ValueError(f"{path}: {flat.size} i64 values is not a whole number of 6-value rows")
    return flat.reshape(-1, 6)


def load_paper() -> np.ndarray:
    """The committed series, hash-checked as the Rust side does."""
    close = read_close(PAPER_FILE)
    found = sha256_of(close)
    if found != PAPER_SHA256:
        raise ValueError(f"{PAPER_FILE}: sha256 mismatch — expected {PAPER_SHA256}, found {found}")
    return close
