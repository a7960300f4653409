//! One verdict per headline claim of the study: reproduced, not
//! reproduced, or not comparable — each from the same quantity measured the
//! same way (wall-time differences where the study used them, ratios to
//! each machine's own in-process numba where absolute times cannot carry
//! across machines), with the rule that decides it stated in the line.

use super::figures as study;
use crate::measure::affinity::Placement;
use crate::measure::stats::{paired_difference, summarize};
use crate::report::findings::{ArchFinding, Findings};
use crate::report::keys::ArchKey;
use crate::report::keys::Transport;
use crate::report::keys::{Pattern, Side};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Reproduced,
    NotReproduced,
    /// Measured here, but not the same quantity the study published.
    NotComparable,
    /// A section it needs did not run.
    NotMeasured,
}

impl Outcome {
    pub fn word(self) -> &'static str {
        match self {
            Outcome::Reproduced => "**reproduced**",
            Outcome::NotReproduced => "**not reproduced**",
            Outcome::NotComparable => "**not comparable**",
            Outcome::NotMeasured => "not measured in this run",
        }
    }
}

pub struct Claim {
    pub claim: &'static str,
    pub outcome: Outcome,
    /// The figures and the rule behind the outcome.
    pub why: String,
}

impl Claim {
    /// Reproduced if `ok`, else not; `why` gives the figures and the rule.
    fn judged(claim: &'static str, ok: bool, why: String) -> Self {
        Claim {
            claim,
            outcome: if ok {
                Outcome::Reproduced
            } else {
                Outcome::NotReproduced
            },
            why,
        }
    }

    fn missing(claim: &'static str, needs: &str) -> Self {
        Claim {
            claim,
            outcome: Outcome::NotMeasured,
            why: format!("needs the {needs} section(s) in the same run"),
        }
    }

    pub fn markdown(&self) -> String {
        format!("- {}: {} — {}\n", self.claim, self.outcome.word(), self.why)
    }
}

fn python(pattern: Pattern, transport: Transport) -> ArchKey {
    ArchKey::new(pattern, transport, Side::Python, "safe")
}

fn arch<'a>(f: &'a Findings, key: &ArchKey) -> Option<&'a ArchFinding> {
    f.arch_of(key)
}

/// Median over rounds of (a − b) ÷ numba, a and b paired with numba by round.
fn paired_share(f: &Findings, a: &[f64], b: &[f64]) -> Option<f64> {
    let shares: Vec<f64> = a
        .iter()
        .zip(b)
        .zip(&f.numba_m2_runs)
        .map(|((x, y), n)| (x - y) / n)
        .collect();
    (shares.len() == a.len()).then(|| summarize(&shares).map(|s| s.median))?
}

/// Within a factor of `f` either way.
fn within_factor(ours: f64, theirs: f64, f: f64) -> bool {
    ours > 0.0 && ours / theirs <= f && theirs / ours <= f
}

fn headline(f: &Findings) -> Claim {
    const CLAIM: &str = "Rust over a socket is 1.13× numba (rust_batch_unix)";
    let Some(a) = arch(f, &python(Pattern::Batch, Transport::Unix)) else {
        return Claim::missing(CLAIM, "architectures");
    };
    let (ours, theirs) = (a.vs_numba.median, study::BATCH_UNIX_S / study::NUMBA_S);
    let ok = (ours - theirs).abs() <= 0.03;
    Claim::judged(
        CLAIM,
        ok,
        format!(
            "{ours:.3}× here (per-round ratios {:.3}–{:.3}), {theirs:.3}× in the study; rule: within ±0.03 \
         (the study's ~2% spread on each time){}",
            a.vs_numba.min,
            a.vs_numba.max,
            if ok {
                ""
            } else {
                ". The gap section assigns this machine's gap cause by cause"
            }
        ),
    )
}

fn boundary_share(f: &Findings) -> Claim {
    const CLAIM: &str = "\"almost none of it the socket\" (~0.1% of the batch call)";
    let Some(share) = arch(f, &python(Pattern::Batch, Transport::Unix)).and_then(|a| a.share)
    else {
        return Claim::missing(CLAIM, "architectures");
    };
    let ok = share.median <= 0.005;
    Claim::judged(
        CLAIM,
        ok,
        format!(
            "{:.3}% here (client wall − engine handling, per round), ~{:.1}% in the study; rule: ≤ 0.5%, \
         the same order",
            100.0 * share.median,
            100.0 * study::BATCH_BOUNDARY_SHARE
        ),
    )
}

fn json_ratio(f: &Findings) -> Claim {
    const CLAIM: &str = "json.dumps costs 1348× raw bytes";
    let ser = |prefix: &str| {
        f.serialization
            .iter()
            .find(|s| s.lang == "Python" && s.format.starts_with(prefix))
    };
    let (Some(json), Some(raw)) = (ser("json.dumps"), ser("raw")) else {
        return Claim::missing(CLAIM, "serialization");
    };
    let ours = json.encode_us.median / raw.encode_us.median;
    let ok = within_factor(ours, study::JSON_X_RAW, 2.0);
    Claim::judged(
        CLAIM,
        ok,
        format!(
            "{ours:.0}× here ({:.0} µs ÷ {:.1} µs, Python, 150,000 floats), {:.0}× in the study; rule: within 2× \
         either way — an interpreted loop against a memory copy moves with the machine",
            json.encode_us.median,
            raw.encode_us.median,
            study::JSON_X_RAW
        ),
    )
}

/// A wall-time penalty of `a` over `b`, as the study measured it, as a
/// share of each machine's numba time.
fn penalty(f: &Findings, claim: &'static str, a: &ArchKey, b: &ArchKey, study_ms: f64) -> Claim {
    let (Some(a), Some(b)) = (arch(f, a), arch(f, b)) else {
        return Claim::missing(claim, "architectures");
    };
    let (Some(share), Some(ms)) = (
        paired_share(f, &a.wall_runs, &b.wall_runs),
        paired_difference(&a.wall_runs, &b.wall_runs).map(|s| s * 1e3),
    ) else {
        return Claim::missing(claim, "architectures");
    };
    let theirs = study_ms / 1e3 / study::NUMBA_S;
    let boundary = a
        .boundary_runs_ms
        .as_deref()
        .zip(b.boundary_runs_ms.as_deref())
        .and_then(|(x, y)| paired_difference(x, y));
    let ok = within_factor(share, theirs, 1.5);
    Claim::judged(
        claim,
        ok,
        format!(
            "{ms:+.0} ms here = {:.2}% of numba's time, {study_ms:+.0} ms = {:.2}% in the study (wall-time \
         differences, paired by round here); rule: within 1.5× either way. Of it, the boundary alone \
         (paired per round): {}",
            100.0 * share,
            100.0 * theirs,
            boundary.map_or("not timed".into(), |b| format!("{b:+.0} ms")),
        ),
    )
}

fn per_bar(f: &Findings) -> Claim {
    const CLAIM: &str = "per-bar calls cost 150,000 × the echo floor (estimated ≈ 2.1 s)";
    let mut cells = Vec::new();
    let mut ok = true;
    for placement in [Placement::SameCore, Placement::CrossCore] {
        let floor = f
            .echo_of(placement, Transport::Unix, Side::Python)
            .and_then(|e| e.at(1));
        let bar = f.bar_of(placement, Transport::Unix, Side::Python);
        if let (Some(floor), Some(bar)) = (floor, bar) {
            let predicted = study::PER_BAR_CALLS * floor / 1e6;
            let measured = bar.boundary_per_bar_us.median * study::PER_BAR_CALLS / 1e6;
            ok &= within_factor(measured, predicted, 1.3);
            cells.push(format!(
                "{}: {measured:.2} s measured beyond the kernel vs {predicted:.2} s predicted",
                placement.name()
            ));
        }
    }
    if cells.is_empty() {
        return Claim::missing(CLAIM, "echo and per_bar");
    }
    Claim::judged(
        CLAIM,
        ok,
        format!(
            "the study's 2.1 s is an estimate on its machine; its method is checked here with this \
         machine's own Python UDS 1-float p50 of the same placement: {}; rule: within 1.3× either way",
            cells.join("; ")
        ),
    )
}

fn preloaded(f: &Findings) -> Claim {
    const CLAIM: &str = "a preloaded server costs ~16 µs per params-only call (estimated)";
    let Some(b) = arch(f, &python(Pattern::Preloaded, Transport::Unix)).and_then(|a| a.boundary_ms)
    else {
        return Claim::missing(CLAIM, "architectures");
    };
    Claim {
        claim: CLAIM,
        outcome: Outcome::NotComparable,
        why: format!(
            "an estimate of one call's floor; measured here: {:.0} µs of boundary per call (unpinned) — a \
             call that blocks while the engine computes pays the client's wake-up, which an echo never does",
            b.median * 1e3 / 80.0
        ),
    }
}

/// Every headline claim, in the study's order.
pub fn claims(f: &Findings) -> Vec<Claim> {
    vec![
        headline(f),
        boundary_share(f),
        json_ratio(f),
        penalty(
            f,
            "the chatty penalty: +107 ms over batch",
            &python(Pattern::Chatty, Transport::Unix),
            &python(Pattern::Batch, Transport::Unix),
            study::CHATTY_PENALTY_MS,
        ),
        penalty(
            f,
            "spawn per sweep: ~24 ms over the persistent server",
            &python(Pattern::Spawn, Transport::Spawn),
            &python(Pattern::Batch, Transport::Unix),
            study::SPAWN_PER_SWEEP_MS,
        ),
        per_bar(f),
        preloaded(f),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::measure::stats::Summary;
    use crate::report::findings::{BarFinding, EchoFit, SerFinding};

    fn s(median: f64) -> Summary {
        Summary {
            median,
            min: median,
            max: median,
            n: 3,
        }
    }

    fn finding(key: ArchKey, walls: [f64; 3], boundary_ms: f64) -> ArchFinding {
        ArchFinding {
            calls: key.calls(80),
            wall_s: s(walls[1]),
            wall_runs: walls.to_vec(),
            boundary_runs_ms: Some(vec![boundary_ms; 3]),
            vs_numba: s(walls[1] / 2.0),
            compute_s: 2.0,
            boundary_ms: Some(s(boundary_ms)),
            share: Some(s(boundary_ms / 1e3 / walls[1])),
            key,
        }
    }

    /// numba 2.0 s a round; batch at `batch_x` numba; chatty 107/2010 of
    /// numba's time above batch (the study's share) unless `chatty_ms` says.
    fn findings(batch_x: f64, chatty_ms: f64) -> Findings {
        let batch = 2.0 * batch_x;
        let chatty = batch + chatty_ms / 1e3;
        Findings {
            numba_m2_runs: vec![2.0; 3],
            arch: vec![
                finding(python(Pattern::Batch, Transport::Unix), [batch; 3], 2.0),
                finding(python(Pattern::Chatty, Transport::Unix), [chatty; 3], 90.0),
            ],
            serialization: vec![
                SerFinding {
                    lang: "Python".into(),
                    format: "raw astype('<f8').tobytes() (numpy)".into(),
                    bytes: 1_200_000,
                    encode_us: s(60.0),
                    decode_us: s(1.0),
                },
                SerFinding {
                    lang: "Python".into(),
                    format: "json.dumps(close.tolist()) (json)".into(),
                    bytes: 3_000_000,
                    encode_us: s(60.0 * 1000.0),
                    decode_us: s(1.0),
                },
            ],
            echo: vec![EchoFit {
                placement: Placement::SameCore,
                transport: Transport::Unix,
                client: Side::Python,
                p50_us: vec![(1, 10.0)],
                floor_us: 10.0,
                bandwidth: 1e9,
            }],
            per_bar: vec![BarFinding {
                placement: Placement::SameCore,
                transport: Transport::Unix,
                client: Side::Python,
                wall_s: s(1.6),
                per_bar_us: s(10.5),
                boundary_per_bar_us: s(10.0),
            }],
            ..Default::default()
        }
    }

    fn outcome(claims: &[Claim], starts: &str) -> Outcome {
        claims
            .iter()
            .find(|c| c.claim.starts_with(starts))
            .map(|c| c.outcome)
            .unwrap()
    }

    #[test]
    fn the_study_reproduced_on_paper_reads_reproduced() {
        let c = claims(&findings(1.13, 107.0 * 2.0 / 2.010));
        assert_eq!(outcome(&c, "Rust over a socket"), Outcome::Reproduced);
        assert_eq!(outcome(&c, "\"almost none"), Outcome::Reproduced);
        assert_eq!(
            outcome(&c, "json.dumps"),
            Outcome::Reproduced,
            "1000× is within 2× of 1348×"
        );
        assert_eq!(outcome(&c, "the chatty penalty"), Outcome::Reproduced);
        assert_eq!(outcome(&c, "per-bar"), Outcome::Reproduced);
        assert_eq!(outcome(&c, "spawn"), Outcome::NotMeasured);
        assert_eq!(outcome(&c, "a preloaded"), Outcome::NotMeasured);
    }

    #[test]
    fn a_different_machine_reads_not_reproduced_with_its_numbers() {
        let c = claims(&findings(1.44, 400.0));
        let head = c.iter().find(|c| c.claim.starts_with("Rust over")).unwrap();
        assert_eq!(head.outcome, Outcome::NotReproduced);
        assert!(head.why.starts_with("1.440× here"), "{}", head.why);
        let chatty = c
            .iter()
            .find(|c| c.claim.starts_with("the chatty"))
            .unwrap();
        assert_eq!(chatty.outcome, Outcome::NotReproduced);
        assert!(
            chatty
                .why
                .starts_with("+400 ms here = 20.00% of numba's time"),
            "{}",
            chatty.why
        );
        assert!(
            chatty
                .why
                .contains("the boundary alone (paired per round): +88 ms"),
            "{}",
            chatty.why
        );
        assert!(chatty.markdown().contains("**not reproduced**"));
    }

    #[test]
    fn without_the_sections_every_claim_says_what_is_missing() {
        for c in claims(&Findings::default()) {
            assert_eq!(c.outcome, Outcome::NotMeasured, "{}", c.claim);
            assert!(c.why.starts_with("needs the"), "{}", c.why);
        }
    }
}
