//! A section's prose as a Markdown file with named slots, filled from its
//! record: the words are edited as Markdown beside the code (one
//! `templates/<section>.md` per section), the figures come only from slots.
//!
//! Syntax: `{{name}}` is a slot. A paragraph may be wrapped over several
//! lines as in any Markdown file; the wraps are joined with one space, so the
//! output carries one line per paragraph, as the report always has (a line
//! ending in `\` keeps its line break). Lines that start a block — a heading,
//! a table row, a list item, a quote, a fence, an indented code line, or a
//! line that is only a slot — are never joined to the line before them.
//! Filling is strict: a slot without a value, or a value no slot uses, is an
//! error naming it, so a template and its code cannot drift apart silently.
//! The file's final newline is not part of the text (a slot holding a table
//! brings its own).

use anyhow::{Context as _, Result, anyhow, bail};
use std::fmt::Display;

/// One slot's value, already formatted as it should read.
pub type Slot<'a> = (&'a str, String);

/// Builds a slot from anything displayable: `slot("floor", format!(...))`.
pub fn slot(name: &str, value: impl Display) -> Slot<'_> {
    (name, value.to_string())
}

/// `template` with its wraps joined and every `{{name}}` replaced by the
/// value of that name in `slots`.
pub fn fill(template: &str, slots: &[Slot<'_>]) -> Result<String> {
    let text = join_wraps(template);
    let mut used = vec![false; slots.len()];
    let mut out = String::with_capacity(text.len() + 256);
    let mut rest = text.as_str();
    while let Some(open) = rest.find("{{") {
        out.push_str(&rest[..open]);
        let after = &rest[open + 2..];
        let Some(close) = after.find("}}") else {
            bail!(
                "template: `{{{{` without `}}}}` near {:?}",
                &rest[open..(open + 40).min(rest.len())]
            );
        };
        let name = &after[..close];
        match slots.iter().position(|(n, _)| *n == name) {
            Some(i) => {
                used[i] = true;
                out.push_str(&slots[i].1);
            }
            None => bail!("template: slot {{{{{name}}}}} has no value"),
        }
        rest = &after[close + 2..];
    }
    out.push_str(rest);
    if let Some(i) = used.iter().position(|u| !u) {
        bail!("template: value for {:?} fills no slot", slots[i].0);
    }
    Ok(out)
}

fn starts_block(line: &str) -> bool {
    let t = line.trim_start();
    let numbered = t
        .split_once(". ")
        .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    line.starts_with("    ")
        || ["#", "|", "- ", "* ", "> ", "```", "<!--"]
            .iter()
            .any(|p| t.starts_with(p))
        || numbered
        || is_lone_slot(t)
}

fn is_lone_slot(t: &str) -> bool {
    let t = t.trim_end();
    t.starts_with("{{") && t.ends_with("}}") && t.matches("{{").count() == 1
}

/// A line that ends its own block: nothing is joined after it.
fn ends_block(line: &str) -> bool {
    let t = line.trim();
    t.is_empty()
        || t.starts_with('#')
        || t.starts_with('|')
        || t.starts_with("```")
        || line.starts_with("    ")
        || is_lone_slot(t)
}

fn join_wraps(template: &str) -> String {
    let mut out = String::with_capacity(template.len());
    let mut previous: Option<&str> = None;
    for line in template.lines() {
        match previous {
            None => {}
            Some(p) if p.ends_with('\\') => out.push('\n'),
            Some(p) if ends_block(p) || line.trim().is_empty() || starts_block(line) => {
                out.push('\n')
            }
            Some(_) => out.push(' '),
        }
        let joined_to_previous = out.ends_with(' ');
        let text = if joined_to_previous {
            line.trim()
        } else {
            line.trim_end()
        };
        out.push_str(text.strip_suffix('\\').unwrap_or(text));
        previous = Some(line.trim_end());
    }
    out
}

// ---- A file with named parts -------------------------------------------
//
// A template file may hold, after its main text, named parts: the
// sentences that depend on a verdict or on what a record holds, one
// alternative each. A part starts at a line `<!-- part: name -->` and runs
// to the next such line or the end of the file; the blank lines around a
// part (and at the end of the main text) are not part of it. Main text and
// parts are filled by [`fill`]: the same syntax and strictness, and a part
// that does not exist is an error naming it. Use it where a section has
// many short alternatives (m2, the summary); one paragraph that is there or
// not can as well be its own small file.

/// One template file with its parts.
#[derive(Clone, Copy)]
pub struct Prose {
    /// Its name under `report/templates/`, `gap/templates/` or `sections/templates/`, for errors.
    pub file: &'static str,
    pub text: &'static str,
}

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

thread_local! {
    /// Every (file, part) filled on this thread, the main text as "": the
    /// tests check that every part is reachable and fills (the sections'
    /// tests live in other crates, so this is kept in every build; it holds
    /// at most one entry per part of the templates compiled in).
    pub static FILLED: std::cell::RefCell<std::collections::BTreeSet<(&'static str, &'static str)>> =
        Default::default();
}

impl Prose {
    /// The main text and every part, by name (the main text's is "").
    pub fn pieces(self) -> Vec<(&'static str, &'static str)> {
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
        FILLED.with(|f| f.borrow_mut().insert((self.file, name)));
        Ok(out)
    }

    /// The main text, filled.
    pub fn main(self, slots: &[Slot<'_>]) -> Result<String> {
        self.fill("", slots)
    }

    /// Part `name`, filled.
    pub fn part(self, name: &str, slots: &[Slot<'_>]) -> Result<String> {
        self.fill(name, slots)
    }

    /// Whether the file has a part `name` (for optional parts keyed by data).
    pub fn has_part(self, name: &str) -> bool {
        self.pieces().iter().any(|(n, _)| *n == name)
    }

    /// Every part that has not been filled on this thread (for tests).
    pub fn unfilled(self) -> Vec<&'static str> {
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

    #[test]
    fn wraps_join_into_one_line_per_paragraph() {
        let t = "## Title\n\nOne paragraph\nwrapped over\n  three lines.\n\nNext.\n";
        assert_eq!(
            fill(t, &[]).unwrap(),
            "## Title\n\nOne paragraph wrapped over three lines.\n\nNext."
        );
    }

    #[test]
    fn blocks_are_never_joined() {
        let t = "Intro:\n- a\n- b\n  more b\n1. one\n| x |\n|---|\n{{table}}\nafter\n    code\n";
        assert_eq!(
            fill(t, &[slot("table", "| 1 |")]).unwrap(),
            "Intro:\n- a\n- b more b\n1. one\n| x |\n|---|\n| 1 |\nafter\n    code"
        );
    }

    #[test]
    fn a_trailing_backslash_keeps_the_break() {
        assert_eq!(fill("a\\\nb\n", &[]).unwrap(), "a\nb");
    }

    #[test]
    fn slots_fill_inline_and_as_blocks() {
        let t = "G ≈ {{g}} ({{combo}} µs).\n\n{{table}}\n";
        let out = fill(
            t,
            &[
                slot("g", 38),
                slot("combo", "5.6"),
                slot("table", "| a |\n"),
            ],
        )
        .unwrap();
        assert_eq!(out, "G ≈ 38 (5.6 µs).\n\n| a |\n");
    }

    #[test]
    fn a_missing_or_unused_value_is_an_error_naming_it() {
        let e = fill("{{floor}}", &[]).unwrap_err().to_string();
        assert!(e.contains("floor"), "{e}");
        let e = fill("x", &[slot("ceiling", 1)]).unwrap_err().to_string();
        assert!(e.contains("ceiling"), "{e}");
        let e = fill("{{open", &[]).unwrap_err().to_string();
        assert!(e.contains("without"), "{e}");
    }

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
}
