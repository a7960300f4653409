//! m2's prose, in two Markdown templates beside the code:
//! `gap/templates/m2.md` (the m2 section) and
//! `gap/templates/m2_prediction.md` (gap.md's M2 subsection, which
//! [`predict`](super::predict) renders). Each is a main text and named
//! parts, one per sentence that depends on a verdict
//! ([`Prose`](report::template::Prose)).

use report::template::Prose;

/// The m2 section's prose.
pub(crate) const SECTION: Prose = Prose {
    file: "m2.md",
    text: include_str!("../../templates/m2.md"),
};

/// gap.md's M2 subsection.
pub(crate) const PREDICTION: Prose = Prose {
    file: "m2_prediction.md",
    text: include_str!("../../templates/m2_prediction.md"),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_of_the_m2_templates_is_named_once() {
        for prose in [SECTION, PREDICTION] {
            let pieces = prose.pieces();
            let mut names: Vec<_> = pieces.iter().map(|p| p.0).collect();
            assert!(pieces.iter().all(|p| !p.1.is_empty()));
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), pieces.len(), "a part name repeats");
        }
    }
}
