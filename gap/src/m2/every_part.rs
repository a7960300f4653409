//! Every part of m2's templates is reachable and fills with the slots the
//! code gives it: m2 and its gap.md subsection rendered from many generated
//! records (a fixed pseudo-random generator, so the test is deterministic),
//! then each template asked which of its parts were never filled.

use super::predict::{Inputs, Measured, MechanismFit, Unpredicted, section, unpredicted};
use super::prose::{PREDICTION, SECTION};
use super::{Code, LoopModel, Record};
use report::template::FILLED;

/// A linear congruential generator: enough to vary the records.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64) / ((1u64 << 53) as f64)
    }
    fn chance(&mut self, p: f64) -> bool {
        self.next() < p
    }
    fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.next()
    }
}

/// The codes a record may model; the first two are kernel-safe and numba
/// as the gap section names them.
const FILES: [&str; 14] = [
    "x86-64/kernel-safe/wma.s",
    "numba/znver4/wma.s",
    "x86-64/gap-knobs/hoist.wma.s",
    "x86-64/kernel-unchecked/wma.s",
    "x86-64/kernel-simd/avx2.wma_into.s",
    "x86-64/gap-knobs/memory.wma.s",
    "apple-m1/kernel-safe/wma.s",
    "numba/apple-m1/wma.s",
    "apple-m1/gap-knobs/hoist.wma.s",
    "apple-m1/kernel-unchecked/wma.s",
    "neoverse-v1/kernel-safe/wma.s",
    "numba/neoverse-v1/wma.s",
    "neoverse-v1/gap-knobs/hoist.wma.s",
    "apple-m1/gap-knobs/memory.wma.s",
];

/// A loop (now and then missing, OSACA's figures with chance `p_osaca`).
fn lm(g: &mut Lcg, file: &str, cyc: f64, work: f64, p_osaca: f64) -> Option<LoopModel> {
    g.chance(0.95).then(|| {
        let osaca = g.chance(p_osaca);
        LoopModel {
            file: file.into(),
            instructions: (g.range(5.0, 40.0)) as usize,
            work,
            mca: cyc,
            mca_throughput: cyc * g.range(0.3, 1.0),
            osaca: osaca.then(|| cyc * g.range(0.8, 1.2)),
            osaca_throughput: osaca.then(|| cyc * g.range(0.3, 0.9)),
        }
    })
}

/// A record, and each file's WMA cycles per multiply-add. `tracking`: the
/// loops around the WMA cost next to nothing, so the measured ratios
/// [`measured`] gives can follow the models' (some models calibrate).
fn record(g: &mut Lcg, tracking: bool) -> (Record, Vec<f64>) {
    let p_osaca = if g.chance(0.5) { 0.9 } else { 0.0 };
    let mut cycs = Vec::new();
    let codes = FILES
        .iter()
        .filter_map(|f| {
            let cyc = g.range(2.0, 6.0);
            cycs.push(cyc);
            if !g.chance(0.93) {
                return None;
            }
            let small = if tracking { 0.001 } else { 1.0 };
            let model = f.split('/').next().unwrap().to_string();
            let wma_work = if g.chance(0.5) { 1.0 } else { 8.0 };
            Some(Code {
                wma_file: f.to_string(),
                model,
                wma: if g.chance(0.05) {
                    None
                } else {
                    lm(g, f, cyc * wma_work, wma_work, p_osaca)
                },
                event: {
                    let c = small * g.range(1.0, 8.0);
                    lm(g, "e.s", c, 1.0, p_osaca)
                },
                combine2: {
                    let c = small * g.range(1.0, 4.0);
                    lm(g, "c2.s", c, 2.0, p_osaca)
                },
                combine3: {
                    let c = small * g.range(1.0, 4.0);
                    lm(g, "c3.s", c, 2.0, p_osaca)
                },
            })
        })
        .collect();
    let rec = Record {
        host_model: "znver4".into(),
        mca_version: "LLVM version 19".into(),
        osaca: if p_osaca > 0.0 {
            Ok("OSACA 0.7.1".into())
        } else {
            Err("not installed".into())
        },
        arm_compilers: if g.chance(0.5) {
            vec![]
        } else {
            vec!["rustc 1.96".into(), "numba 0.68".into()]
        },
        fault_ns: g.range(100.0, 2000.0),
        page_bytes: 4096,
        codes,
    };
    (rec, cycs)
}

/// A measured row of `FILES[idx]`: its ratio near the WMA's predicted one
/// (`tracking`) or anywhere.
fn measured(
    g: &mut Lcg,
    label: &str,
    idx: usize,
    cycs: &[f64],
    tracking: bool,
    source: &'static str,
) -> Measured {
    let ratio = if tracking {
        cycs[idx] / cycs[0] * (1.0 + g.range(-0.02, 0.02) * if g.chance(0.5) { 1.0 } else { 20.0 })
    } else {
        g.range(0.6, 1.4)
    };
    Measured {
        label: label.into(),
        wma_file: FILES[idx].into(),
        ratio,
        faults: if g.chance(0.3) {
            0.0
        } else {
            g.range(0.0, 5e5)
        },
        source,
    }
}

/// The rows of one generated gap record.
fn inputs<'a>(
    g: &mut Lcg,
    m2: &'a report::findings::M2Finding,
    cycs: &[f64],
    tracking: bool,
) -> Inputs<'a> {
    let mut safe = measured(g, "kernel-safe", 0, cycs, tracking, "gap");
    safe.ratio = 1.0;
    let numba = measured(g, "numba-njit", 1, cycs, tracking, "gap");
    let mut rows = Vec::new();
    for (i, label) in [
        (2, "knob hoist"),
        (3, "kernel-unchecked"),
        (4, "kernel-simd-avx2"),
        (5, "knob memory"),
    ] {
        if g.chance(0.85) {
            let source = if g.chance(0.5) { "gap" } else { "in_process" };
            rows.push(measured(g, label, i, cycs, tracking, source));
        }
    }
    let mechanism = g.chance(0.7).then(|| MechanismFit {
        cores: if g.chance(0.3) { 1 } else { 3 },
        ranks_right: g.chance(0.6),
        size_off: g.range(1.0, 1.3),
        tie: if g.chance(0.5) { 0.01 } else { 0.5 },
    });
    Inputs {
        m2,
        safe,
        numba,
        rows,
        clock_hz: g.range(2e9, 4e9),
        mechanism,
    }
}

#[test]
fn every_part_of_the_m2_templates_is_reachable_and_fills() {
    FILLED.with(|f| f.borrow_mut().clear());
    for seed in 0..600u64 {
        let mut g = Lcg(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 12345);
        let tracking = g.chance(0.5);
        let (rec, cycs) = record(&mut g, tracking);
        let md = super::markdown(&rec).unwrap();
        super::summary(&md).unwrap();
        let m2 = rec.finding();
        let out = section(&inputs(&mut g, &m2, &cycs, tracking));
        assert!(out.ends_with(".\n"), "{out}");
    }
    for why in [Unpredicted::NoRecord, Unpredicted::NoDump] {
        assert!(unpredicted(why).starts_with("### The study's M2 result"));
    }
    assert_eq!(SECTION.unfilled(), Vec::<&str>::new());
    assert_eq!(PREDICTION.unfilled(), Vec::<&str>::new());
}
