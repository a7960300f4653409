//! SVG charts for the report: the echo curve (log-log lines) and horizontal
//! bar charts. plotters with its SVG backend only — no system fonts (the
//! viewer lays out the text) and one plotting stack for the whole report.

use anyhow::{Result, anyhow};
use plotters::coord::ranged1d::SegmentValue;
use plotters::prelude::*;
use std::path::Path;

/// A line of the echo curve: one transport × client.
pub struct Line {
    pub label: String,
    /// (floats each way, µs).
    pub points: Vec<(f64, f64)>,
}

/// One bar; `range` draws a min–max whisker.
pub struct Bar {
    pub label: String,
    pub value: f64,
    pub range: Option<(f64, f64)>,
    /// Bars with the same group share a colour.
    pub group: usize,
}

fn color(i: usize) -> RGBColor {
    const PALETTE: [RGBColor; 8] = [
        RGBColor(31, 119, 180),
        RGBColor(255, 127, 14),
        RGBColor(44, 160, 44),
        RGBColor(214, 39, 40),
        RGBColor(148, 103, 189),
        RGBColor(140, 86, 75),
        RGBColor(227, 119, 194),
        RGBColor(127, 127, 127),
    ];
    PALETTE[i % PALETTE.len()]
}

fn err(e: impl std::fmt::Display) -> anyhow::Error {
    anyhow!("drawing the chart: {e}")
}

/// Bounds of a log axis around `values` (a decade-aligned margin).
fn log_bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (lo, hi) = values
        .filter(|v| v.is_finite() && *v > 0.0)
        .fold((f64::MAX, f64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
    if lo > hi {
        return (0.1, 10.0);
    }
    (
        10f64.powf(lo.log10().floor()),
        10f64.powf(hi.log10().ceil()),
    )
}

/// Log-log lines with markers, plus reference points drawn as crosses.
pub fn loglog_lines(
    path: &Path,
    title: &str,
    (x_desc, y_desc): (&str, &str),
    lines: &[Line],
    marks: &[Line],
) -> Result<()> {
    let all = || lines.iter().chain(marks).flat_map(|l| l.points.iter());
    let (x0, x1) = log_bounds(all().map(|p| p.0));
    let (y0, y1) = log_bounds(all().map(|p| p.1));
    let root = SVGBackend::new(path, (960, 600)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .margin_right(40)
        .x_label_area_size(45)
        .y_label_area_size(70)
        .build_cartesian_2d((x0..x1).log_scale(), (y0..y1).log_scale())
        .map_err(err)?;
    chart
        .configure_mesh()
        .x_desc(x_desc)
        .y_desc(y_desc)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v}"))
        .draw()
        .map_err(err)?;
    for (i, line) in lines.iter().enumerate() {
        let c = color(i);
        chart
            .draw_series(LineSeries::new(line.points.clone(), c.stroke_width(2)))
            .map_err(err)?
            .label(line.label.as_str())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], c.stroke_width(2)));
        chart
            .draw_series(line.points.iter().map(|&p| Circle::new(p, 3, c.filled())))
            .map_err(err)?;
    }
    for (i, mark) in marks.iter().enumerate() {
        let c = color(lines.len() + i);
        chart
            .draw_series(
                mark.points
                    .iter()
                    .map(|&p| Cross::new(p, 7, c.stroke_width(3))),
            )
            .map_err(err)?
            .label(mark.label.as_str())
            .legend(move |(x, y)| Cross::new((x + 10, y), 5, c.stroke_width(2)));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .draw()
        .map_err(err)?;
    root.present().map_err(err)
}

/// Horizontal bars, one per row, labelled on the left, optionally on a log axis.
pub fn hbars(path: &Path, title: &str, x_desc: &str, bars: &[Bar], log_x: bool) -> Result<()> {
    let n = bars.len().max(1);
    let height = 120 + 26 * n as u32;
    let values = || {
        bars.iter()
            .flat_map(|b| [Some(b.value), b.range.map(|r| r.0), b.range.map(|r| r.1)])
            .flatten()
    };
    let root = SVGBackend::new(path, (1100, height)).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    // Segment 0 is drawn at the bottom: the first bar gets the top one.
    let labels: Vec<String> = bars.iter().rev().map(|b| b.label.clone()).collect();
    let longest = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) as u32;
    let label_of = move |v: &SegmentValue<usize>| match v {
        SegmentValue::CenterOf(i) => labels.get(*i).cloned().unwrap_or_default(),
        _ => String::new(),
    };
    let mut builder = ChartBuilder::on(&root);
    builder
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(45)
        .y_label_area_size(20 + 7 * longest);
    let y = (0..n - 1).into_segmented();
    let whisker = |chart_bars: &[Bar]| -> Vec<PathElement<_>> { whiskers(chart_bars) };
    if log_x {
        let (x0, x1) = log_bounds(values());
        let mut chart = builder
            .build_cartesian_2d((x0..x1).log_scale(), y)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .x_desc(x_desc)
            .y_labels(n)
            .y_label_formatter(&label_of)
            .x_label_formatter(&|v| format!("{v}"))
            .draw()
            .map_err(err)?;
        chart
            .draw_series(bars.iter().enumerate().map(|(i, b)| bar(x0, n - 1 - i, b)))
            .map_err(err)?;
        chart.draw_series(whisker(bars)).map_err(err)?;
    } else {
        let x1 = values().fold(0.0, f64::max) * 1.08;
        let mut chart = builder
            .build_cartesian_2d(0.0..x1.max(1e-9), y)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .x_desc(x_desc)
            .y_labels(n)
            .y_label_formatter(&label_of)
            .draw()
            .map_err(err)?;
        chart
            .draw_series(bars.iter().enumerate().map(|(i, b)| bar(0.0, n - 1 - i, b)))
            .map_err(err)?;
        chart.draw_series(whisker(bars)).map_err(err)?;
    }
    root.present().map_err(err)
}

fn bar(x0: f64, i: usize, b: &Bar) -> Rectangle<(f64, SegmentValue<usize>)> {
    let mut r = Rectangle::new(
        [
            (x0, SegmentValue::Exact(i)),
            (b.value, SegmentValue::Exact(i + 1)),
        ],
        color(b.group).filled(),
    );
    r.set_margin(4, 4, 0, 0);
    r
}

fn whiskers(bars: &[Bar]) -> Vec<PathElement<(f64, SegmentValue<usize>)>> {
    let n = bars.len();
    bars.iter()
        .enumerate()
        .filter_map(|(i, b)| {
            let i = n - 1 - i;
            let (lo, hi) = b.range?;
            Some(PathElement::new(
                vec![
                    (lo, SegmentValue::CenterOf(i)),
                    (hi, SegmentValue::CenterOf(i)),
                ],
                BLACK.stroke_width(2),
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charts_are_svg_with_their_labels() {
        let dir = tempfile::tempdir().unwrap();
        let lines = [Line {
            label: "unix · Rust".into(),
            points: vec![(1.0, 9.0), (1000.0, 12.0), (150_000.0, 900.0)],
        }];
        let marks = [Line {
            label: "study".into(),
            points: vec![(1.0, 14.1)],
        }];
        let p = dir.path().join("echo.svg");
        loglog_lines(&p, "echo", ("floats", "µs"), &lines, &marks).unwrap();
        let svg = std::fs::read_to_string(&p).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("unix · Rust") && svg.contains("study"));
        for log_x in [false, true] {
            let bars = [
                Bar {
                    label: "raw".into(),
                    value: 50.0,
                    range: Some((45.0, 60.0)),
                    group: 0,
                },
                Bar {
                    label: "json".into(),
                    value: 66_000.0,
                    range: None,
                    group: 1,
                },
            ];
            let p = dir.path().join(format!("bars-{log_x}.svg"));
            hbars(&p, "tax", "µs", &bars, log_x).unwrap();
            let svg = std::fs::read_to_string(&p).unwrap();
            assert!(svg.contains("\nraw\n") && svg.contains("\njson\n"), "{svg}");
        }
    }
}
