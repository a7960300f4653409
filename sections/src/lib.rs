//! The report's sections, one module each, in the order `ipc-tax report`
//! runs them ([`all`]). Each implements `report::Recorded`: it measures
//! into a typed record and renders its files from that record alone.
//! `gap` and `m2`, which every other section quotes, are the `gap` crate's.
//!
//! `reliability` is measured by its own command (`ipc-tax reliability`:
//! minutes of hostile clients), not by a `report` run, and rendered from its
//! own record.
//!
//! Adding a section: a module here implementing `report::Recorded`, and one
//! line in [`all`].

mod architectures;
mod break_even;
mod echo;
mod in_process;
mod per_bar;
pub mod reliability;
mod serialization;
mod sliding;
mod spawn;
mod study;

pub use in_process::par_pairs_child;
use report::Section;

/// Every section, in the order a run measures and renders them: a section
/// comes after those whose findings it uses.
pub fn all() -> Vec<Box<dyn Section>> {
    vec![
        Box::new(in_process::InProcess),
        Box::new(sliding::SlidingGate),
        Box::new(architectures::Architectures),
        Box::new(echo::Echo),
        Box::new(serialization::Serialization),
        Box::new(spawn::Spawn),
        Box::new(per_bar::PerBar),
        Box::new(break_even::BreakEven),
        Box::new(gap::m2::M2),
        Box::new(gap::Gap),
        // Last: its verdicts quote the gap.
        Box::new(study::Study),
    ]
}

#[cfg(test)]
mod tests {
    use report::files::REPORT_TITLE;

    /// Every page under reports/ says what it is in its first line: each
    /// section's title is its own, and none is report.md's.
    #[test]
    fn every_page_has_its_own_title() {
        let reliability = super::reliability::Reliability::default();
        let mut titles: Vec<&str> = super::all().iter().map(|s| s.title()).collect();
        titles.push(report::Recorded::title(&reliability));
        for t in &titles {
            assert!(!t.is_empty() && !t.contains('\n'), "title {t:?}");
            assert_ne!(*t, REPORT_TITLE);
        }
        let mut unique = titles.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), titles.len(), "titles repeat: {titles:?}");
    }
}
