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

use anyhow::{Result, bail};
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
}
