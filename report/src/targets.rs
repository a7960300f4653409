//! A target and whether a run met it: the one form every section's
//! targets take, decided by pure functions of recorded numbers.

/// A stated target and this run's outcome (`None`: a remark on the target
/// above it, rendered as a sub-item, no verdict).
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub text: String,
    pub met: Option<bool>,
}

impl Verdict {
    pub fn new(text: String, met: bool) -> Self {
        Verdict {
            text,
            met: Some(met),
        }
    }

    pub fn remark(text: String) -> Self {
        Verdict { text, met: None }
    }

    pub fn markdown(&self) -> String {
        match self.met {
            Some(true) => format!("- {} — met\n", self.text),
            Some(false) => format!("- {} — missed\n", self.text),
            None => format!("  - {}\n", self.text),
        }
    }
}

/// The verdicts as a Markdown list.
pub fn list(verdicts: &[Verdict]) -> String {
    verdicts.iter().map(Verdict::markdown).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_and_remarks_render_as_a_list() {
        let v = [
            Verdict::new("a ≤ 1: 0.5".into(), true),
            Verdict::remark("why".into()),
            Verdict::new("b ≥ 2: 1".into(), false),
        ];
        assert_eq!(
            list(&v),
            "- a ≤ 1: 0.5 — met\n  - why\n- b ≥ 2: 1 — missed\n"
        );
    }
}
