//! A user's own series: close prices from CSV, `.npy` or Arrow IPC /
//! Parquet, parameter rows from CSV — chosen by the file's extension,
//! every other file read as the raw little-endian layout of the wire.
//!
//! Every failure names the file, the row (or field) and the problem:
//! a value that is not a number, NaN or infinite, a wrong dtype, an empty
//! file, a column that is not there. Too short a series for the longest
//! window is refused by the sweep's own validation with the window named.

use anyhow::{Context, Result, bail};
use kernel_spec::Params;
use std::path::Path;

/// How a close file is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Csv,
    Npy,
    ArrowIpc,
    Parquet,
    /// Little-endian f64, one per bar (the wire layout).
    Raw,
}

impl Format {
    pub fn of(path: &Path) -> Format {
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("csv" | "txt" | "tsv") => Format::Csv,
            Some("npy") => Format::Npy,
            Some("arrow" | "feather" | "ipc") => Format::ArrowIpc,
            Some("parquet" | "pq") => Format::Parquet,
            _ => Format::Raw,
        }
    }
}

/// Which column holds the closes: by name (case-insensitive) or position
/// (counting from 1). `None`: the one named `close`, else the only one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Column {
    Named(String),
    Position(usize),
}

impl std::str::FromStr for Column {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.parse::<usize>() {
            Ok(0) => Err("column positions count from 1".into()),
            Ok(n) => Ok(Column::Position(n)),
            Err(_) if s.trim().is_empty() => Err("an empty column name".into()),
            Err(_) => Ok(Column::Named(s.to_string())),
        }
    }
}

/// The column among `names` the closes are in (`names` empty: no header).
fn pick(path: &Path, names: &[String], width: usize, column: Option<&Column>) -> Result<usize> {
    let listed = || {
        if names.is_empty() {
            format!("{width} unnamed column(s)")
        } else {
            format!("columns {}", names.join(", "))
        }
    };
    match column {
        Some(Column::Position(n)) if *n <= width => Ok(n - 1),
        Some(Column::Position(n)) => bail!(
            "{}: there is no column {n} (the file has {})",
            path.display(),
            listed()
        ),
        Some(Column::Named(name)) => names
            .iter()
            .position(|c| c.trim().eq_ignore_ascii_case(name))
            .with_context(|| {
                format!(
                    "{}: no column named {name:?} ({})",
                    path.display(),
                    listed()
                )
            }),
        None => {
            if let Some(i) = names
                .iter()
                .position(|c| c.trim().eq_ignore_ascii_case("close"))
            {
                Ok(i)
            } else if width == 1 {
                Ok(0)
            } else {
                bail!(
                    "{}: which column holds the closes? No column is named `close` ({}); say --column NAME or --column N",
                    path.display(),
                    listed()
                )
            }
        }
    }
}

fn finite(path: &Path, row: usize, v: f64) -> Result<f64> {
    if v.is_finite() {
        Ok(v)
    } else {
        bail!("{}: row {row}: {v} is not a finite price", path.display())
    }
}

/// Closes from a CSV file: with a header or without (a first row with no
/// number in it is a header), comma, semicolon or tab separated.
pub fn csv_close(path: &Path, column: Option<&Column>) -> Result<Vec<f64>> {
    let rows = csv_rows(path)?;
    let (names, body, first) = split_header(&rows);
    let width = rows[0].len();
    let col = pick(path, &names, width, column)?;
    let mut out = Vec::with_capacity(body.len());
    for (k, r) in body.iter().enumerate() {
        let row = first + k;
        let field = r.get(col).map(String::as_str).unwrap_or("");
        let v: f64 = field.trim().parse().map_err(|_| {
            anyhow::anyhow!(
                "{}: row {row}, column {}: {field:?} is not a number",
                path.display(),
                col + 1
            )
        })?;
        out.push(finite(path, row, v)?);
    }
    if out.is_empty() {
        bail!("{}: no closes below the header", path.display());
    }
    Ok(out)
}

/// Parameter rows from CSV: six integers per row, `n h s p p3 p2`, with or
/// without a header.
pub fn csv_params(path: &Path) -> Result<Vec<Params>> {
    let rows = csv_rows(path)?;
    let (_, body, first) = split_header(&rows);
    let mut out = Vec::new();
    for (k, r) in body.iter().enumerate() {
        let row = first + k;
        if r.len() != 6 {
            bail!(
                "{}: row {row} has {} fields; a parameter row is six integers n,h,s,p,p3,p2",
                path.display(),
                r.len()
            );
        }
        let mut a = [0i64; 6];
        for (j, (v, f)) in a.iter_mut().zip(r).enumerate() {
            *v = f.trim().parse().map_err(|_| {
                anyhow::anyhow!(
                    "{}: row {row}, field {}: {f:?} is not an integer",
                    path.display(),
                    j + 1
                )
            })?;
        }
        out.push(Params::from_array(a));
    }
    if out.is_empty() {
        bail!("{}: no parameter rows below the header", path.display());
    }
    Ok(out)
}

/// Every record of a CSV file (the delimiter sniffed from the first line).
fn csv_rows(path: &Path) -> Result<Vec<Vec<String>>> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read {} as UTF-8 text", path.display()))?;
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let delimiter = [b',', b';', b'\t']
        .into_iter()
        .max_by_key(|d| first.bytes().filter(|b| b == d).count())
        .unwrap_or(b',');
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let mut rows = Vec::new();
    for (i, r) in reader.records().enumerate() {
        let r = r.with_context(|| format!("{}: row {}: not CSV", path.display(), i + 1))?;
        if r.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        rows.push(r.iter().map(str::to_string).collect());
    }
    if rows.is_empty() {
        bail!("{} is empty", path.display());
    }
    Ok(rows)
}

/// (header names, the data rows, the file row number of the first data
/// row). A first row with no number in it is a header; one with any is data
/// (a data row may carry a date or a symbol beside its numbers).
fn split_header(rows: &[Vec<String>]) -> (Vec<String>, &[Vec<String>], usize) {
    let data = rows[0].iter().any(|f| f.trim().parse::<f64>().is_ok());
    if data {
        (Vec::new(), rows, 1)
    } else {
        (rows[0].clone(), &rows[1..], 2)
    }
}

/// Closes from a `.npy` file: little-endian float64, C order, one
/// dimension (or N × 1).
pub fn npy_close(path: &Path) -> Result<Vec<f64>> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let bad = |why: &str| anyhow::anyhow!("{}: not a .npy array this reads: {why}", path.display());
    if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
        return Err(bad("no NUMPY magic"));
    }
    let (header_len, start) = match bytes[6] {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 if bytes.len() >= 12 => (
            u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes")) as usize,
            12,
        ),
        v => return Err(bad(&format!("format version {v}"))),
    };
    let header = bytes
        .get(start..start + header_len)
        .and_then(|h| std::str::from_utf8(h).ok())
        .ok_or_else(|| bad("truncated header"))?;
    let value = |key: &str| -> Option<&str> {
        let at = header.find(&format!("'{key}'"))? + key.len() + 2;
        let rest = header[at..].trim_start().strip_prefix(':')?.trim_start();
        Some(rest)
    };
    let descr = value("descr").ok_or_else(|| bad("no descr"))?;
    if !(descr.starts_with("'<f8'") || descr.starts_with("'float64'")) {
        let dtype = descr
            .split(['\'', ','][..].as_ref())
            .find(|s| !s.trim().is_empty())
            .unwrap_or(descr);
        bail!(
            "{}: dtype {dtype} — the closes must be little-endian float64 ('<f8'); convert with `a.astype('<f8')`",
            path.display()
        );
    }
    if value("fortran_order").is_some_and(|v| v.starts_with("True")) {
        bail!(
            "{}: Fortran order — save a C-ordered array (`np.ascontiguousarray`)",
            path.display()
        );
    }
    let shape = value("shape").ok_or_else(|| bad("no shape"))?;
    let dims: Vec<usize> = shape
        .trim_start_matches('(')
        .split(')')
        .next()
        .unwrap_or("")
        .split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| s.trim().parse().map_err(|_| bad(&format!("shape {shape}"))))
        .collect::<Result<_>>()?;
    let n = match dims[..] {
        [n] | [n, 1] => n,
        _ => bail!(
            "{}: shape {dims:?} — one series, one dimension",
            path.display()
        ),
    };
    let data = &bytes[start + header_len..];
    if data.len() != n * 8 {
        bail!(
            "{}: shape says {n} values but {} bytes follow the header",
            path.display(),
            data.len()
        );
    }
    if n == 0 {
        bail!("{}: an empty array", path.display());
    }
    data.chunks_exact(8)
        .enumerate()
        .map(|(i, b)| {
            finite(
                path,
                i + 1,
                f64::from_le_bytes(b.try_into().expect("8 bytes")),
            )
        })
        .collect()
}

/// The float64 column of record batches (Arrow IPC or Parquet).
fn batches_close(
    path: &Path,
    schema: &arrow_schema::Schema,
    batches: impl Iterator<Item = Result<arrow_array::RecordBatch>>,
    column: Option<&Column>,
) -> Result<Vec<f64>> {
    use arrow_array::Array;
    let names: Vec<String> = schema.fields().iter().map(|f| f.name().clone()).collect();
    let col = pick(path, &names, names.len(), column)?;
    let field = schema.field(col);
    if field.data_type() != &arrow_schema::DataType::Float64 {
        bail!(
            "{}: column {:?} is {}, not Float64",
            path.display(),
            field.name(),
            field.data_type()
        );
    }
    let mut out = Vec::new();
    for b in batches {
        let b = b?;
        let a = b
            .column(col)
            .as_any()
            .downcast_ref::<arrow_array::Float64Array>()
            .context("a Float64 column that does not hold f64s")?;
        for i in 0..a.len() {
            let row = out.len() + 1;
            if a.is_null(i) {
                bail!("{}: row {row}: a null close", path.display());
            }
            out.push(finite(path, row, a.value(i))?);
        }
    }
    if out.is_empty() {
        bail!("{}: no rows", path.display());
    }
    Ok(out)
}

/// Closes from an Arrow IPC file (`.arrow`, `.feather` v2).
pub fn arrow_close(path: &Path, column: Option<&Column>) -> Result<Vec<f64>> {
    let file =
        std::fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let reader = arrow_ipc::reader::FileReader::try_new(file, None)
        .with_context(|| format!("{}: not an Arrow IPC file", path.display()))?;
    let schema = reader.schema();
    batches_close(path, &schema, reader.map(|b| b.map_err(Into::into)), column)
}

/// Closes from a Parquet file.
pub fn parquet_close(path: &Path, column: Option<&Column>) -> Result<Vec<f64>> {
    let file =
        std::fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let builder = parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder::try_new(file)
        .with_context(|| format!("{}: not a Parquet file", path.display()))?;
    let schema = builder.schema().clone();
    let reader = builder.build()?;
    batches_close(path, &schema, reader.map(|b| b.map_err(Into::into)), column)
}

/// The closes of `path` in the format its extension names.
pub fn read_close(path: &Path, column: Option<&Column>) -> Result<Vec<f64>> {
    let format = Format::of(path);
    if column.is_some() && matches!(format, Format::Raw | Format::Npy) {
        bail!(
            "--column is for CSV, Arrow and Parquet files; {} has one series",
            path.display()
        );
    }
    match format {
        Format::Csv => csv_close(path, column),
        Format::Npy => npy_close(path),
        Format::ArrowIpc => arrow_close(path, column),
        Format::Parquet => parquet_close(path, column),
        Format::Raw => Ok(kernel_spec::dataset::read_close_file(path)?),
    }
}

/// The parameter rows of `path`: CSV by extension, else the raw layout.
pub fn read_params(path: &Path) -> Result<Vec<Params>> {
    match Format::of(path) {
        Format::Csv => csv_params(path),
        Format::Raw => Ok(kernel_spec::dataset::read_params_file(path)?),
        _ => bail!(
            "{}: parameter rows are read from CSV (six integers a row) or the raw i64 layout",
            path.display()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    const CLOSES: [f64; 4] = [100.0, 100.5, 99.75, 101.125];

    fn write(dir: &Path, name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, bytes).unwrap();
        p
    }

    fn npy(descr: &str, shape: &str, data: &[u8]) -> Vec<u8> {
        let mut header =
            format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
        while (10 + header.len() + 1) % 64 != 0 {
            header.push(' ');
        }
        header.push('\n');
        let mut out = b"\x93NUMPY\x01\x00".to_vec();
        out.extend((header.len() as u16).to_le_bytes());
        out.extend(header.as_bytes());
        out.extend(data);
        out
    }

    fn le(v: &[f64]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    #[test]
    fn csv_finds_the_close_column_with_or_without_a_header() {
        let d = tempfile::tempdir().unwrap();
        let p = write(d.path(), "a.csv", b"date,Close,volume\n2024-01-01,100,5\n2024-01-02,100.5,5\n2024-01-03,99.75,1\n2024-01-04,101.125,2\n");
        assert_eq!(read_close(&p, None).unwrap(), CLOSES);
        let p = write(d.path(), "b.csv", b"100\n100.5\n\n99.75\n101.125\n");
        assert_eq!(read_close(&p, None).unwrap(), CLOSES);
        let p = write(d.path(), "c.csv", b"1;100\n2;100.5\n3;99.75\n4;101.125\n");
        assert_eq!(read_close(&p, Some(&Column::Position(2))).unwrap(), CLOSES);
        let p = write(
            d.path(),
            "d.csv",
            b"t\tmid\n1\t100\n2\t100.5\n3\t99.75\n4\t101.125\n",
        );
        assert_eq!(
            read_close(&p, Some(&"MID".parse().unwrap())).unwrap(),
            CLOSES
        );
    }

    #[test]
    fn bad_csv_names_the_file_the_row_and_the_problem() {
        let d = tempfile::tempdir().unwrap();
        let cases: [(&str, &[u8], Option<Column>, &str); 6] = [
            (
                "nan.csv",
                b"close\n100\nNaN\n",
                None,
                "row 3: NaN is not a finite price",
            ),
            (
                "word.csv",
                b"close\n100\nabc\n",
                None,
                "row 3, column 1: \"abc\" is not a number",
            ),
            (
                "two.csv",
                b"a,b\n1,2\n",
                None,
                "which column holds the closes",
            ),
            (
                "none.csv",
                b"a,b\n1,2\n",
                Some(Column::Named("close".into())),
                "no column named \"close\"",
            ),
            ("empty.csv", b"\n\n", None, "is empty"),
            ("head.csv", b"close\n", None, "no closes below the header"),
        ];
        for (name, text, col, needle) in cases {
            let p = write(d.path(), name, text);
            let e = format!("{:#}", read_close(&p, col.as_ref()).unwrap_err());
            assert!(e.contains(name) && e.contains(needle), "{name}: {e}");
        }
        assert!("0".parse::<Column>().is_err());
    }

    #[test]
    fn params_come_from_csv_rows_of_six_integers() {
        let d = tempfile::tempdir().unwrap();
        let p = write(
            d.path(),
            "p.csv",
            b"n,h,s,p,p3,p2\n6,3,2,3,1,2\n8,4,3,4,1,2\n",
        );
        let rows = read_params(&p).unwrap();
        assert_eq!(
            rows,
            vec![
                Params::from_array([6, 3, 2, 3, 1, 2]),
                Params::from_array([8, 4, 3, 4, 1, 2])
            ]
        );
        let p = write(d.path(), "q.csv", b"6,3,2,3,1\n");
        assert!(format!("{:#}", read_params(&p).unwrap_err()).contains("row 1 has 5 fields"));
        let p = write(d.path(), "r.csv", b"6,3,2,3,1,x\n");
        assert!(
            format!("{:#}", read_params(&p).unwrap_err())
                .contains("field 6: \"x\" is not an integer")
        );
    }

    #[test]
    fn npy_reads_little_endian_float64_and_refuses_the_rest() {
        let d = tempfile::tempdir().unwrap();
        let p = write(d.path(), "a.npy", &npy("<f8", "(4,)", &le(&CLOSES)));
        assert_eq!(read_close(&p, None).unwrap(), CLOSES);
        let p = write(d.path(), "col.npy", &npy("<f8", "(4, 1)", &le(&CLOSES)));
        assert_eq!(read_close(&p, None).unwrap(), CLOSES);
        let bad: [(&str, Vec<u8>, &str); 5] = [
            ("f4.npy", npy("<f4", "(4,)", &[0; 16]), "dtype <f4"),
            ("i8.npy", npy("<i8", "(4,)", &[0; 32]), "dtype <i8"),
            (
                "short.npy",
                npy("<f8", "(5,)", &le(&CLOSES)),
                "shape says 5 values but 32 bytes",
            ),
            (
                "2d.npy",
                npy("<f8", "(2, 2)", &le(&CLOSES)),
                "one series, one dimension",
            ),
            ("junk.npy", b"not numpy at all".to_vec(), "no NUMPY magic"),
        ];
        for (name, bytes, needle) in bad {
            let p = write(d.path(), name, &bytes);
            let e = format!("{:#}", read_close(&p, None).unwrap_err());
            assert!(e.contains(name) && e.contains(needle), "{name}: {e}");
        }
        let p = write(
            d.path(),
            "inf.npy",
            &npy("<f8", "(2,)", &le(&[1.0, f64::INFINITY])),
        );
        assert!(
            format!("{:#}", read_close(&p, None).unwrap_err())
                .contains("row 2: inf is not a finite price")
        );
    }

    fn batch(close: arrow_array::ArrayRef) -> arrow_array::RecordBatch {
        let ts: arrow_array::ArrayRef = Arc::new(arrow_array::Int64Array::from(vec![1, 2, 3, 4]));
        arrow_array::RecordBatch::try_from_iter([("ts", ts), ("close", close)]).unwrap()
    }

    #[test]
    fn arrow_and_parquet_read_a_named_float64_column() {
        let d = tempfile::tempdir().unwrap();
        let good = batch(Arc::new(arrow_array::Float64Array::from(CLOSES.to_vec())));
        let ipc = d.path().join("a.arrow");
        let mut w = arrow_ipc::writer::FileWriter::try_new(
            std::fs::File::create(&ipc).unwrap(),
            &good.schema(),
        )
        .unwrap();
        w.write(&good).unwrap();
        w.finish().unwrap();
        assert_eq!(read_close(&ipc, None).unwrap(), CLOSES);
        let pq = d.path().join("a.parquet");
        let mut w = parquet::arrow::ArrowWriter::try_new(
            std::fs::File::create(&pq).unwrap(),
            good.schema(),
            None,
        )
        .unwrap();
        w.write(&good).unwrap();
        w.close().unwrap();
        assert_eq!(read_close(&pq, None).unwrap(), CLOSES);
        let e = format!(
            "{:#}",
            read_close(&pq, Some(&Column::Named("ts".into()))).unwrap_err()
        );
        assert!(e.contains("column \"ts\" is Int64, not Float64"), "{e}");
        let nulls = batch(Arc::new(arrow_array::Float64Array::from(vec![
            Some(1.0),
            None,
            Some(2.0),
            Some(3.0),
        ])));
        let pq = d.path().join("n.parquet");
        let mut w = parquet::arrow::ArrowWriter::try_new(
            std::fs::File::create(&pq).unwrap(),
            nulls.schema(),
            None,
        )
        .unwrap();
        w.write(&nulls).unwrap();
        w.close().unwrap();
        assert!(
            format!("{:#}", read_close(&pq, None).unwrap_err()).contains("row 2: a null close")
        );
        let junk = write(d.path(), "j.parquet", b"PAR1 nothing");
        assert!(
            format!("{:#}", read_close(&junk, None).unwrap_err()).contains("not a Parquet file")
        );
    }
}
