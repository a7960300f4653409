//! The echo curve: round-trip time against payload size for every transport
//! and client (and with no boundary, in process), fitted to the study's
//! model. `measure` fills a typed [`record::Record`]; `render` writes every
//! table, plot and finding from that record alone.

mod measure;
pub mod record;
mod render;

use anyhow::Result;
use report::template::{self, slot};
use report::{Context, Recorded, Render, SectionOutput};

pub struct Echo;

impl Recorded for Echo {
    type Record = record::Record;

    fn id(&self) -> &'static str {
        "echo"
    }

    fn title(&self) -> &'static str {
        include_str!("../../templates/echo_title.md").trim_ascii_end()
    }

    fn expected_seconds(&self) -> f64 {
        70.0
    }

    fn measure(&self, ctx: &mut Context) -> Result<record::Record> {
        measure::measure(ctx)
    }

    fn render(&self, rec: &record::Record, r: &mut Render) -> Result<SectionOutput> {
        let fitted = render::fits(rec);
        r.findings.echo = fitted.iter().map(|f| f.fit.clone()).collect();
        let per_placement = render::per_placement(rec, &fitted, &r.out_dir)?;
        let targets = render::targets(rec)?;
        r.findings.add_targets("echo", &targets);
        let markdown = render::markdown(
            rec,
            &per_placement,
            &render::fit_table(rec, &fitted)?,
            &targets,
        )?;
        Ok(SectionOutput {
            markdown,
            data: render::data(rec, &fitted),
            csv: Some(render::csv(rec)?),
            summary: Some(key_floors(&r.findings.echo)?),
        })
    }
}

/// The 1-float round trip from Python by transport and placement: the
/// floor every call pays (the median round trip, in microseconds).
fn key_floors(fits: &[report::findings::EchoFit]) -> Result<String> {
    use ::measure::affinity::Placement;
    use report::keys::{Side, Transport};
    const PLACEMENTS: [Placement; 4] = [
        Placement::SameCore,
        Placement::CrossCore,
        Placement::Unpinned,
        Placement::InProcess,
    ];
    let mut t = render::WORDS.part("floors.header", &[])? + "\n";
    let mut any = false;
    let mut unpinned = Vec::new();
    for tr in [
        Transport::UNIX,
        Transport::TCP,
        Transport::PIPE,
        Transport::SHM_SPIN,
        Transport::PYO3,
        Transport::CTYPES,
    ] {
        let cells: Vec<String> = PLACEMENTS
            .iter()
            .map(|pl| {
                fits.iter()
                    .find(|f| f.placement == *pl && f.transport == tr && f.client == Side::Python)
                    .and_then(|f| f.at(1))
                    .map_or("—".into(), |us| format!("{us:.2}"))
            })
            .collect();
        if cells.iter().all(|c| c == "—") {
            continue;
        }
        any = true;
        t.push_str(&format!("| {} | {} |\n", tr.name(), cells.join(" | ")));
        let floor = |pl: Placement| {
            fits.iter()
                .find(|f| f.placement == pl && f.transport == tr && f.client == Side::Python)
                .and_then(|f| f.at(1))
        };
        if let (Some(same), Some(cross), Some(u)) = (
            floor(Placement::SameCore),
            floor(Placement::CrossCore),
            floor(Placement::Unpinned),
        ) {
            unpinned.push(render::WORDS.part(
                "floors.unpinned",
                &[
                    slot("transport", tr.name()),
                    slot("us", format!("{u:.2}")),
                    slot("placement", nearer_placement(same, cross, u)),
                ],
            )?);
        }
    }
    if !any {
        return Ok(String::new());
    }
    let unpinned = if unpinned.is_empty() {
        String::new()
    } else {
        let text = template::fill(
            include_str!("../../templates/echo_summary_unpinned.md"),
            &[slot("floors", unpinned.join("; "))],
        )?;
        format!("\n{text}")
    };
    template::fill(
        include_str!("../../templates/echo_summary.md"),
        &[slot("table", t), slot("unpinned", unpinned)],
    )
}

/// Which pinned floor an unpinned one sits by: unpinned, the scheduler
/// puts client and engine on one core or on two, run by run.
fn nearer_placement(same: f64, cross: f64, unpinned: f64) -> &'static str {
    if (unpinned - same).abs() <= (unpinned - cross).abs() {
        "same-core"
    } else {
        "cross-core"
    }
}

#[cfg(test)]
mod tests {
    use super::nearer_placement;

    #[test]
    fn an_unpinned_floor_is_named_for_the_pinned_one_it_sits_by() {
        assert_eq!(nearer_placement(14.44, 28.30, 29.41), "cross-core");
        assert_eq!(nearer_placement(14.44, 28.30, 14.31), "same-core");
        assert_eq!(nearer_placement(14.0, 28.0, 21.0), "same-core");
    }
}
