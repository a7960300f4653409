//! m2's prose, in two Markdown templates beside the code:
//! `report/templates/m2.md` (the m2 section) and
//! `report/templates/m2_prediction.md` (gap.md's M2 subsection, which
//! [`predict`](super::predict) renders).
//!
//! Each file is a main text followed by named parts: the sentences that
//! depend on a verdict or on what a record holds, one alternative each. A
//! part starts at a line `<!-- part: name -->` and runs to the next such
//! line or the end of the file; the blank lines around a part (and at the
//! end of the main text) are not part of it. Main text and parts are filled
//! by [`crate::template::fill`]: the same syntax, the same strictness, and
//! a part that does not exist is an error naming it.

use crate::template::{Slot, fill};
use anyhow::{Context as _, Result, anyhow};

/// One template file with its parts.
#[derive(Clone, Copy)]
pub(crate) struct Prose {
    /// Its name under `report/templates/`, for errors.
    file: &'static str,
    text: &'static str,
}

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

const MARK: &str = "<!-- part:";

/// The part a line starts, if it is a part line.
fn part_name(line: &str) -> Option<&str> {
    let name = line.trim().strip_prefix(MARK)?.strip_suffix("-->")?;
    Some(name.trim())
}

/// `text` without its leading and trailing blank lines.
fn trim_blank_lines(text: &str) -> &str {
    let start = text
        .split_inclusive('\n')
        .take_while(|l| l.trim().is_empty())
        .map(str::len)
        .sum::<usize>();
    text[start..].trim_end()
}

#[cfg(test)]
thread_local! {
    /// Every (file, part) filled on this thread, the main text as "": the
    /// tests check that every part is reachable and fills.
    pub(super) static FILLED: std::cell::RefCell<std::collections::BTreeSet<(&'static str, &'static str)>> =
        Default::default();
}

impl Prose {
    /// The main text and every part, by name (the main text's is "").
    pub(super) fn pieces(self) -> Vec<(&'static str, &'static str)> {
        let mut out = Vec::new();
        let (mut name, mut start, mut at) = ("", 0, 0);
        for line in self.text.split_inclusive('\n') {
            if let Some(next) = part_name(line) {
                out.push((name, trim_blank_lines(&self.text[start..at])));
                (name, start) = (next, at + line.len());
            }
            at += line.len();
        }
        out.push((name, trim_blank_lines(&self.text[start..])));
        out
    }

    fn fill(self, name: &str, slots: &[Slot<'_>]) -> Result<String> {
        let (name, text) = self
            .pieces()
            .into_iter()
            .find(|(n, _)| *n == name)
            .ok_or_else(|| anyhow!("{}: no part {name:?}", self.file))?;
        let out = fill(text, slots).with_context(|| format!("{}, part {name:?}", self.file))?;
        #[cfg(test)]
        FILLED.with(|f| f.borrow_mut().insert((self.file, name)));
        Ok(out)
    }

    /// The main text, filled.
    pub(crate) fn main(self, slots: &[Slot<'_>]) -> Result<String> {
        self.fill("", slots)
    }

    /// Part `name`, filled.
    pub(crate) fn part(self, name: &str, slots: &[Slot<'_>]) -> Result<String> {
        self.fill(name, slots)
    }

    /// Every part that has not been filled on this thread.
    #[cfg(test)]
    pub(super) fn unfilled(self) -> Vec<&'static str> {
        FILLED.with(|f| {
            let f = f.borrow();
            self.pieces()
                .into_iter()
                .map(|(name, _)| name)
                .filter(|name| !f.contains(&(self.file, *name)))
                .collect()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::template::slot;

    const T: Prose = Prose {
        file: "t.md",
        text: "# Title\n\nSome {{x}}\nwrapped.\n\n{{table}}\n\n<!-- part: one -->\nFirst\npart.\n\n\
               <!-- part: two -->\n\n## Two\n\nits {{y}}\n",
    };

    #[test]
    fn the_main_text_ends_before_the_first_part() {
        assert_eq!(
            T.main(&[slot("x", 1), slot("table", "| a |\n")]).unwrap(),
            "# Title\n\nSome 1 wrapped.\n\n| a |\n"
        );
    }

    #[test]
    fn parts_are_filled_without_their_surrounding_blank_lines() {
        FILLED.with(|f| f.borrow_mut().clear());
        assert_eq!(T.part("one", &[]).unwrap(), "First part.");
        assert_eq!(T.part("two", &[slot("y", 2)]).unwrap(), "## Two\n\nits 2");
        let e = T.part("three", &[]).unwrap_err().to_string();
        assert!(e.contains("t.md") && e.contains("three"), "{e}");
        let e = format!("{:#}", T.part("two", &[]).unwrap_err());
        assert!(e.contains("\"two\"") && e.contains("y"), "{e}");
        assert_eq!(T.unfilled(), vec![""]);
    }

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
