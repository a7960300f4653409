//! The serialization tax: the `paper` close series (150,000 floats) encoded
//! and decoded in every format worth comparing, in Python (the study's
//! client) and in Rust, and JSON on the wire measured end to end. The
//! prose is `templates/serialization*.md`; the figures fill its slots.

use anyhow::{Context as _, Result, bail};
use arrow_array::{Array, Float64Array, RecordBatch};
use arrow_schema::{DataType, Field, Schema};
use measure::numba::FormatTimes;
use measure::stats::{Summary, paired_difference, summarize};
use report::findings::{Findings, SerFinding};
use report::plot::{Bar, hbars};
use report::template::{self, Prose, slot};

/// The tables' headers and the study's cells.
const WORDS: Prose = Prose {
    file: "serialization_words.md",
    text: include_str!("../templates/serialization_words.md"),
};
use report::{Context, Recorded, Render, SectionOutput, progress};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::sync::Arc;
use std::time::Instant;

pub struct Serialization;

type Encode = fn(&[f64]) -> Result<Vec<u8>>;
type Decode = fn(&[u8]) -> Result<Vec<f64>>;

/// The Rust formats: (name, encode, decode). Every decode returns owned
/// f64s, as a program that goes on computing with them needs.
const RUST_FORMATS: [(&str, Encode, Decode); 3] = [
    ("raw little-endian bytes", raw_encode, raw_decode),
    ("serde_json (Vec<f64>)", json_encode, json_decode),
    ("Arrow IPC stream (arrow-ipc)", arrow_encode, arrow_decode),
];

fn raw_encode(close: &[f64]) -> Result<Vec<u8>> {
    let mut out = vec![0u8; 8 * close.len()];
    for (chunk, x) in out.chunks_exact_mut(8).zip(close) {
        chunk.copy_from_slice(&x.to_le_bytes());
    }
    Ok(out)
}

fn raw_decode(bytes: &[u8]) -> Result<Vec<f64>> {
    if !bytes.len().is_multiple_of(8) {
        bail!("{} bytes is not a whole number of f64s", bytes.len());
    }
    Ok(bytes
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect())
}

fn json_encode(close: &[f64]) -> Result<Vec<u8>> {
    Ok(serde_json::to_vec(close)?)
}

fn json_decode(bytes: &[u8]) -> Result<Vec<f64>> {
    Ok(serde_json::from_slice(bytes)?)
}

fn arrow_schema() -> Arc<Schema> {
    Arc::new(Schema::new(vec![Field::new(
        "close",
        DataType::Float64,
        false,
    )]))
}

fn arrow_encode(close: &[f64]) -> Result<Vec<u8>> {
    let column = Arc::new(Float64Array::from(close.to_vec()));
    let batch = RecordBatch::try_new(arrow_schema(), vec![column])?;
    let mut writer = arrow_ipc::writer::StreamWriter::try_new(Vec::new(), &arrow_schema())?;
    writer.write(&batch)?;
    writer.finish()?;
    Ok(writer.into_inner()?)
}

fn arrow_decode(bytes: &[u8]) -> Result<Vec<f64>> {
    let mut reader = arrow_ipc::reader::StreamReader::try_new(std::io::Cursor::new(bytes), None)?;
    let batch = reader.next().context("an Arrow stream without a batch")??;
    let column = batch
        .column(0)
        .as_any()
        .downcast_ref::<Float64Array>()
        .context("the Arrow column is not Float64")?;
    if column.null_count() != 0 {
        bail!("the Arrow column has nulls");
    }
    Ok(column.values().to_vec())
}

/// The crate behind a Rust format and its version from Cargo.lock.
fn library(format: &str) -> String {
    let krate = if format.starts_with("serde_json") {
        "serde_json"
    } else if format.starts_with("Arrow") {
        "arrow-ipc"
    } else {
        return "std".into();
    };
    let lock =
        std::fs::read_to_string(measure::paths::repo_root().join("Cargo.lock")).unwrap_or_default();
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == format!("name = \"{krate}\"")
            && let Some(v) = lines.next().and_then(|l| l.strip_prefix("version = \""))
        {
            return format!("{krate} {}", v.trim_end_matches('"'));
        }
    }
    krate.into()
}

fn bit_identical(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits())
}

/// Per Rust format: wire bytes and `runs` encode/decode µs, interleaved,
/// after a round trip checked bit for bit.
fn measure_rust(close: &[f64], runs: usize) -> Result<Vec<FormatTimes>> {
    let mut out = Vec::new();
    for (name, enc, dec) in RUST_FORMATS {
        let wire = enc(close)?;
        if !bit_identical(&dec(&wire)?, close) {
            bail!("{name} does not round-trip the series bit for bit");
        }
        out.push(FormatTimes {
            name: name.to_string(),
            library: library(name),
            bytes: wire.len(),
            encode_us: Vec::new(),
            decode_us: Vec::new(),
        });
    }
    for _ in 0..runs {
        for (k, (_, enc, dec)) in RUST_FORMATS.iter().enumerate() {
            let t0 = Instant::now();
            let wire = enc(close)?;
            let t1 = Instant::now();
            let back = dec(&wire)?;
            let t2 = Instant::now();
            std::hint::black_box(&back);
            out[k].encode_us.push((t1 - t0).as_secs_f64() * 1e6);
            out[k].decode_us.push((t2 - t1).as_secs_f64() * 1e6);
        }
    }
    Ok(out)
}

/// The study's figure for a Python format, if it published one.
fn study(format: &str) -> Result<String> {
    use report::study_figures as study;
    if format.starts_with("raw") && format.contains("tobytes") {
        WORDS.part("study.raw", &[slot("us", study::RAW_TOBYTES_US)])
    } else if format.starts_with("pickle") {
        WORDS.part("study.pickle", &[])
    } else if format.starts_with("json.dumps") {
        WORDS.part(
            "study.json",
            &[
                slot("us", format!("{:.0}", study::JSON_DUMPS_US)),
                slot("times", format!("{:.0}", study::JSON_X_RAW)),
            ],
        )
    } else {
        Ok(String::new())
    }
}

/// Every format's encode and decode µs per run, per client.
#[derive(Serialize, Deserialize)]
pub struct Record {
    pub runs: usize,
    pub floats: usize,
    pub python: Vec<FormatTimes>,
    pub rust: Vec<FormatTimes>,
}

impl Recorded for Serialization {
    type Record = Record;

    fn id(&self) -> &'static str {
        "serialization"
    }

    fn title(&self) -> &'static str {
        include_str!("../templates/serialization_title.md").trim_ascii_end()
    }

    fn expected_seconds(&self) -> f64 {
        20.0
    }

    fn measure(&self, ctx: &mut Context) -> Result<Record> {
        // Each run is one encode and one decode: several per timed run of
        // the other sections, so the spread is visible.
        let runs = 3 * ctx.runs.max(1);
        progress(&format!(
            "serialization: Python formats ({runs} interleaved runs each)"
        ));
        let python = ctx.numba()?.serialization(runs)?;
        progress(&format!(
            "serialization: Rust formats ({runs} interleaved runs each)"
        ));
        let rust = measure_rust(&ctx.paper.dataset.close, runs)?;
        Ok(Record {
            runs,
            floats: ctx.paper.dataset.close.len(),
            python,
            rust,
        })
    }

    fn render(&self, rec: &Record, r: &mut Render) -> Result<SectionOutput> {
        let rows = findings(rec)?;
        let table = table(&rows)?;
        plot(&rows, &r.out_dir.join("serialization.svg"))?;
        let json_on_the_wire = json_on_the_wire(&r.findings)?;
        r.findings.serialization = rows.clone();
        let markdown = template::fill(
            include_str!("../templates/serialization.md"),
            &[
                slot("floats", rec.floats),
                slot("raw_bytes", 8 * rec.floats),
                slot("runs", rec.runs),
                slot("table", &table),
                slot("json_on_the_wire", json_on_the_wire),
            ],
        )?;
        let summary = template::fill(
            include_str!("../templates/serialization_summary.md"),
            &[slot(
                "table",
                report::key_table::rows_where(
                    &table,
                    |l| l.starts_with("| Python"),
                    "reports/serialization.md",
                ),
            )],
        )?;
        Ok(SectionOutput {
            markdown,
            data: json!({"runs": rec.runs, "formats": rows}),
            csv: Some(csv(&rows)?),
            summary: Some(summary),
        })
    }
}

/// Every format's encode and decode summarised, Python's first.
fn findings(rec: &Record) -> Result<Vec<SerFinding>> {
    let mut rows = Vec::new();
    for (lang, formats) in [("Python", &rec.python), ("Rust", &rec.rust)] {
        for f in formats {
            let s = |v: &[f64]| summarize(v).context("no timings");
            rows.push(SerFinding {
                lang: lang.into(),
                encode_us: s(&f.encode_us)?,
                decode_us: s(&f.decode_us)?,
                format: format!("{} ({})", f.name, f.library),
                bytes: f.bytes,
            });
        }
    }
    Ok(rows)
}

/// The raw format of a client, the yardstick of its row: (bytes, median
/// encode µs, median decode µs).
fn raw_of(rows: &[SerFinding], lang: &str) -> Option<(usize, f64, f64)> {
    rows.iter()
        .find(|r| r.lang == lang && r.format.starts_with("raw"))
        .map(|r| (r.bytes, r.encode_us.median, r.decode_us.median))
}

/// One row per format, its figures beside its own client's raw format.
fn table(rows: &[SerFinding]) -> Result<String> {
    let cell = |s: &Summary| format!("{:.1} ({:.1}–{:.1})", s.median, s.min, s.max);
    let mut table = WORDS.main(&[])? + "\n";
    for r in rows {
        let (raw_bytes, raw_enc, raw_dec) =
            raw_of(rows, &r.lang).unwrap_or((r.bytes, f64::NAN, f64::NAN));
        table.push_str(&format!(
            "| {} | {} | {} | {:.2} | {} | {} | {:.1}× | {:.1}× | {} |\n",
            r.lang,
            r.format,
            r.bytes,
            r.bytes as f64 / raw_bytes as f64,
            cell(&r.encode_us),
            cell(&r.decode_us),
            r.encode_us.median / raw_enc,
            (r.encode_us.median + r.decode_us.median) / (raw_enc + raw_dec),
            if r.lang == "Python" {
                study(&r.format)?
            } else {
                String::new()
            },
        ));
    }
    Ok(table)
}

fn csv(rows: &[SerFinding]) -> Result<String> {
    let mut csv = csv::Writer::from_writer(Vec::new());
    csv.write_record([
        "client",
        "format",
        "wire_bytes",
        "encode_us_median",
        "encode_us_min",
        "encode_us_max",
        "decode_us_median",
        "decode_us_min",
        "decode_us_max",
    ])?;
    for r in rows {
        csv.write_record([
            r.lang.clone(),
            r.format.clone(),
            r.bytes.to_string(),
            r.encode_us.median.to_string(),
            r.encode_us.min.to_string(),
            r.encode_us.max.to_string(),
            r.decode_us.median.to_string(),
            r.decode_us.min.to_string(),
            r.decode_us.max.to_string(),
        ])?;
    }
    Ok(String::from_utf8(csv.into_inner()?)?)
}

/// Encode + decode per format on a log scale, Python and Rust in two colours.
fn plot(rows: &[SerFinding], svg: &std::path::Path) -> Result<()> {
    let bars: Vec<Bar> = rows
        .iter()
        .map(|r| Bar {
            label: format!("{} · {}", r.lang, r.format),
            value: r.encode_us.median + r.decode_us.median,
            range: None,
            group: usize::from(r.lang == "Rust"),
        })
        .collect();
    hbars(
        svg,
        "150,000 floats: encode + decode (µs, log scale; blue Python, orange Rust)",
        "µs, encode + decode medians",
        &bars,
        true,
    )
}

/// JSON vs binary on the wire, end to end, from the architectures rows.
fn json_on_the_wire(findings: &Findings) -> Result<String> {
    use report::keys::ArchKey;
    use report::keys::Transport;
    use report::keys::{Pattern, Side};
    let key = |pattern, client| ArchKey::new(pattern, Transport::UNIX, client, kernels::REFERENCE);
    let mut rows = String::new();
    for (json, binary, client) in [
        (Pattern::BatchJson, Pattern::Batch, Side::Python),
        (Pattern::BatchJson, Pattern::Batch, Side::Rust),
        (Pattern::ChattyJson, Pattern::Chatty, Side::Python),
    ] {
        let (Some(j), Some(b)) = (
            findings.arch_of(&key(json, client)),
            findings.arch_of(&key(binary, client)),
        ) else {
            continue;
        };
        rows.push_str(&format!(
            "| {} | {} | {} | {:.3} s | {:.3} s | {:+.0} ms | {:.3}× | {:.2} ms |\n",
            j.key.study_name(),
            client.name(),
            j.calls,
            j.wall_s.median,
            b.wall_s.median,
            paired_difference(&j.wall_runs, &b.wall_runs).map_or(f64::NAN, |d| d * 1e3),
            j.vs_numba.median,
            j.boundary_ms.map_or(f64::NAN, |x| x.median),
        ));
    }
    if rows.is_empty() {
        let mut missing = template::fill(
            include_str!("../templates/serialization_json_wire_missing.md"),
            &[],
        )?;
        // The subsection ends the section's Markdown, which ends with a
        // newline (the other variant's table brings its own).
        missing.push('\n');
        return Ok(missing);
    }
    let table = WORDS.part("json_wire.header", &[])? + "\n" + &rows;
    template::fill(
        include_str!("../templates/serialization_json_wire.md"),
        &[slot("table", table)],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rust_format_round_trips_awkward_floats() {
        let close = [100.0, 0.1 + 0.2, 1e-300, f64::MAX, 5e-324, 123.456];
        let out = measure_rust(&close, 2).unwrap();
        assert_eq!(out.len(), RUST_FORMATS.len());
        assert_eq!(out[0].bytes, 48, "raw is 8 bytes per float");
        assert!(
            out.iter()
                .all(|f| f.encode_us.len() == 2 && f.decode_us.len() == 2)
        );
    }

    #[test]
    fn without_the_architectures_rows_the_json_subsection_says_so() {
        let text = json_on_the_wire(&Findings::default()).unwrap();
        assert!(text.starts_with("### JSON on the wire"), "{text}");
        assert!(text.contains("Not in this run"), "{text}");
        assert!(
            text.ends_with(".\n"),
            "the section ends with a newline: {text:?}"
        );
    }

    #[test]
    fn corrupt_inputs_are_errors() {
        assert!(raw_decode(&[0u8; 7]).is_err());
        assert!(json_decode(b"[1.0, ").is_err());
        assert!(arrow_decode(b"not arrow").is_err());
    }

    #[test]
    fn the_study_cells_and_headers_are_the_templates() {
        report::template::FILLED.with(|f| f.borrow_mut().clear());
        let raw = study("raw astype('<f8').tobytes() (numpy)").unwrap();
        assert!(raw.starts_with("encode ") && raw.ends_with(" µs"), "{raw}");
        assert_eq!(study("pickle (pickle)").unwrap(), "\"slightly below raw\"");
        assert!(
            study("json.dumps(close.tolist()) (json)")
                .unwrap()
                .ends_with("× raw)")
        );
        assert_eq!(study("msgpack").unwrap(), "");
        assert!(table(&[]).unwrap().starts_with("| client | format |"));
        let mut left = WORDS.unfilled();
        // The JSON-on-the-wire header: rendered from the committed record
        // (the golden render test).
        left.retain(|p| *p != "json_wire.header");
        assert_eq!(left, Vec::<&str>::new());
    }
}
