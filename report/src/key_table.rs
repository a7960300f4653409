//! A section's key table in report.md: its own full table cut to the rows a
//! reader deciding needs, with a line saying how many rows the section's
//! file holds — the same cells, never a second rendering of them.

/// The header and separator of the first Markdown table in `md`, and its
/// rows for which `keep` is true; then "k of n rows; every row in file".
pub fn rows_where(md: &str, keep: impl Fn(&str) -> bool, file: &str) -> String {
    let lines: Vec<&str> = md
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .collect();
    if lines.len() < 2 {
        return String::new();
    }
    let rows = &lines[2..];
    let kept: Vec<&str> = rows.iter().copied().filter(|l| keep(l)).collect();
    let mut out = format!("{}\n{}\n", lines[0], lines[1]);
    for l in &kept {
        out.push_str(l);
        out.push('\n');
    }
    if kept.len() < rows.len() {
        out.push_str(&format!(
            "\n_{} of {} rows; every row in [{file}]({file})._\n",
            kept.len(),
            rows.len()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_header_and_the_chosen_rows_and_says_how_many_are_left_out() {
        let md =
            "intro\n\n| a | b |\n|---|---|\n| x | 1 |\n| y | 2 |\n| x | 3 |\n\nafter | not a row\n";
        let t = rows_where(md, |l| l.starts_with("| x"), "f.md");
        assert_eq!(
            t,
            "| a | b |\n|---|---|\n| x | 1 |\n| x | 3 |\n\n_2 of 3 rows; every row in [f.md](f.md)._\n"
        );
        assert_eq!(
            rows_where(md, |_| true, "f.md"),
            "| a | b |\n|---|---|\n| x | 1 |\n| y | 2 |\n| x | 3 |\n"
        );
        assert_eq!(rows_where("no table", |_| true, "f.md"), "");
    }
}
