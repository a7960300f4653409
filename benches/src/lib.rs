//! Shared pieces of the ipc-tax benches: inputs, the kernels under test, the
//! pre-timing equivalence check, and a pprof flamegraph profiler for criterion.
//!
//! Every bench calls [`assert_bit_exact`] (or compares with `kernel-safe`
//! itself) before its first timed iteration: a kernel that gives a different
//! answer never gets a number.

use criterion::Criterion;
use criterion::profiler::Profiler;
use kernel_simd::{Isa as SimdIsa, Simd};
use kernel_spec::gate::{Mode, compare};
use kernel_spec::{ComboResult, Kernel, Params};
use std::fs::File;
use std::os::raw::c_int;
use std::path::Path;

pub mod inputs;

/// Samples per flamegraph second: 997 Hz avoids lock-step with timers.
const PROFILE_HZ: c_int = 997;

/// Writes `flamegraph.svg` into criterion's `target/criterion/<group>/<id>/profile/`
/// when a bench runs with `--profile-time N`. (pprof's own `criterion` feature
/// is built against criterion 0.5, so this is the few lines it would have been.)
pub struct FlamegraphProfiler {
    guard: Option<pprof::ProfilerGuard<'static>>,
}

impl Profiler for FlamegraphProfiler {
    fn start_profiling(&mut self, benchmark_id: &str, _dir: &Path) {
        match pprof::ProfilerGuard::new(PROFILE_HZ) {
            Ok(g) => self.guard = Some(g),
            Err(e) => eprintln!("flamegraph: cannot profile {benchmark_id}: {e}"),
        }
    }

    fn stop_profiling(&mut self, benchmark_id: &str, dir: &Path) {
        let Some(guard) = self.guard.take() else {
            return;
        };
        let path = dir.join("flamegraph.svg");
        let result = std::fs::create_dir_all(dir)
            .map_err(|e| e.to_string())
            .and_then(|()| guard.report().build().map_err(|e| e.to_string()))
            .and_then(|report| {
                let file = File::create(&path).map_err(|e| e.to_string())?;
                report.flamegraph(file).map_err(|e| e.to_string())
            });
        match result {
            Ok(()) => eprintln!("flamegraph: {benchmark_id} -> {}", path.display()),
            Err(e) => eprintln!("flamegraph: {benchmark_id}: {e}"),
        }
    }
}

/// Criterion with the flamegraph profiler attached (active only under `--profile-time`).
pub fn criterion() -> Criterion {
    Criterion::default().with_profiler(FlamegraphProfiler { guard: None })
}

/// Sizes `group` for the next benchmark, one iteration of which took
/// `once` (the gated call before it): `samples` samples, flat sampling
/// (one iteration each) when an iteration is long, and a measurement time
/// that holds them with a margin — so criterion never warns that it cannot
/// complete its samples in the time it was given.
pub fn fit(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    once: std::time::Duration,
    samples: usize,
) {
    use std::time::Duration;
    group.sample_size(samples);
    if once > Duration::from_millis(20) {
        group.sampling_mode(criterion::SamplingMode::Flat);
        group.measurement_time(
            (once * samples as u32)
                .mul_f64(1.5)
                .max(Duration::from_secs(3)),
        );
    } else {
        group.sampling_mode(criterion::SamplingMode::Auto);
        // Linear sampling runs 1 + 2 + … + n iterations: n(n+1)/2 of them.
        let total = once * (samples * (samples + 1) / 2) as u32;
        group.measurement_time(total.mul_f64(1.5).max(Duration::from_secs(5)));
    }
}

/// The tolerance of the instruction-count gate: a count may grow by this
/// fraction over its committed value before the bench fails.
pub const ICOUNT_TOLERANCE: f64 = 0.01;

/// The hard instruction limit of bench `function`/`id`: its committed
/// count in `limits` (lines `function id count`, `#` comments) plus
/// [`ICOUNT_TOLERANCE`], times `scale`. `None`: no count committed.
pub fn icount_limit(limits: &str, function: &str, id: &str, scale: f64) -> Option<u64> {
    limits
        .lines()
        .map(|l| {
            l.split('#')
                .next()
                .unwrap_or("")
                .split_whitespace()
                .collect::<Vec<_>>()
        })
        .find(|f| f.len() == 3 && f[0] == function && f[1] == id)
        .and_then(|f| f[2].parse::<u64>().ok())
        .map(|count| (count as f64 * (1.0 + ICOUNT_TOLERANCE) * scale).floor() as u64)
}

/// `f()` and how long it took.
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, std::time::Duration) {
    let t0 = std::time::Instant::now();
    let out = f();
    (out, t0.elapsed())
}

/// The single-thread kernels of the report's rows that do the study's
/// multiply-adds (the `kernels` table, safe first); a kernel this CPU
/// cannot run is listed on stderr as not measured rather than silently
/// dropped.
pub fn single_thread_kernels() -> Vec<Box<dyn Kernel>> {
    kernels::KERNELS
        .iter()
        .filter(|e| e.in_report && e.work == kernels::Work::Macs)
        .filter_map(|e| match (e.build)() {
            Ok(k) => Some(k),
            Err(why) => {
                eprintln!("{}: not measured: {why}", e.name);
                None
            }
        })
        .collect()
}

/// Panics (with the gate's report) unless `candidate` is bit-identical to `reference`.
pub fn assert_bit_exact(what: &str, reference: &[ComboResult], candidate: &[ComboResult]) {
    let g = compare(reference, candidate, Mode::BitExact);
    assert!(
        g.passed(),
        "{what}: not bit-identical to kernel-safe — no timing:\n{g}"
    );
}

/// Panics (with the gate's report) unless `candidate` keeps what kernel `k`
/// promises against `reference`: kernel-safe's bits for a bit-identical
/// kernel, the gate's tolerance for one that says `Within` (kernel-fma).
pub fn assert_as_promised(k: &dyn Kernel, reference: &[ComboResult], candidate: &[ComboResult]) {
    let g = compare(reference, candidate, k.exactness().into());
    assert!(
        g.passed(),
        "{}: does not keep its promised exactness against kernel-safe — no timing:\n{g}",
        k.name()
    );
}

/// Panics (with the gate's report) unless `candidate` passes the gate
/// against `reference`: trade counts equal, |Δpnl| ≤ 1e-6 (docs/study.md#the-equivalence-gate) — for
/// kernels that do not promise kernel-safe's bits.
pub fn assert_gate(what: &str, reference: &[ComboResult], candidate: &[ComboResult]) {
    let g = compare(
        reference,
        candidate,
        Mode::Abs(kernel_spec::gate::PNL_TOLERANCE),
    );
    assert!(
        g.passed(),
        "{what}: fails the gate against kernel-safe — no timing:\n{g}"
    );
}

/// Panics unless two f64 slices have identical bits (NaN warm-ups included).
pub fn assert_same_bits(what: &str, reference: &[f64], candidate: &[f64]) {
    assert_eq!(reference.len(), candidate.len(), "{what}: length");
    let diff = reference
        .iter()
        .zip(candidate)
        .position(|(a, b)| a.to_bits() != b.to_bits() && !(a.is_nan() && b.is_nan()));
    if let Some(i) = diff {
        panic!(
            "{what}: differs from kernel-safe at index {i} ({:?} vs {:?}) — no timing",
            reference[i], candidate[i]
        );
    }
}

/// Zero-padded numeric part of a `BenchmarkId`, so ids sort as numbers.
pub fn padded(value: usize, width: usize) -> String {
    format!("{value:0width$}")
}

/// Multiply-adds of one sweep (docs/study.md#wma), for `Throughput::Elements`.
pub fn macs(n_bars: usize, params: &[Params]) -> u64 {
    kernel_spec::sweep_macs(n_bars, params)
}

/// One kernel's phases, called the way that kernel calls them: a kernel
/// with plain pieces in the `kernels` table allocates a fresh output per
/// pass (as numba does), `kernel-simd` writes into a reused buffer.
pub enum Phases {
    Plain(&'static str, kernels::Phases),
    Simd(Simd),
}

impl Phases {
    /// Every report kernel of the study's work that has phases, runs on
    /// this CPU and promises kernel-safe's bits (the phase benches check
    /// every piece's bits before timing), in table order (kernel-safe first).
    pub fn all() -> Vec<Phases> {
        kernels::KERNELS
            .iter()
            .filter(|e| e.in_report && e.work == kernels::Work::Macs)
            .filter(|e| {
                (e.build)().is_ok_and(|k| k.exactness() == kernel_spec::Exactness::BitIdentical)
            })
            .filter_map(|e| Phases::of(e.name))
            .collect()
    }

    /// The phases of kernel `name`: its table entry's pieces, or
    /// kernel-simd's forced path for `simd-<path>`; `None` for a kernel
    /// without phases or a path this CPU cannot run.
    pub fn of(name: &str) -> Option<Phases> {
        let e = kernels::entry(name)?;
        if let Some(p) = e.phases {
            return Some(Phases::Plain(e.name, p));
        }
        let path = name.strip_prefix("simd-")?;
        let isa = SimdIsa::ALL.into_iter().find(|p| p.name() == path)?;
        Simd::new(isa).ok().map(Phases::Simd)
    }

    pub fn name(&self) -> String {
        match self {
            Phases::Plain(name, _) => (*name).into(),
            Phases::Simd(s) => s.name().to_string(),
        }
    }

    /// `WMA(x, l)` into `out` (allocating variants allocate, then move).
    pub fn wma(&self, x: &[f64], l: usize, weights: &[f64], out: &mut Vec<f64>) {
        match self {
            Phases::Plain(_, p) => *out = (p.wma)(x, l),
            Phases::Simd(s) => s.wma_into(x, l, weights, out),
        }
    }

    /// Both combines of one combo (HMA then HMA3) into `out`.
    pub fn combines(&self, w: [&[f64]; 3], out: &mut Vec<f64>) {
        match self {
            Phases::Plain(_, p) => {
                *out = (p.hma_combine)(w[0], w[1]);
                *out = (p.hma3_combine)(w[0], w[1], w[2]);
            }
            Phases::Simd(s) => {
                s.hma_combine_into(w[0], w[1], out);
                s.hma3_combine_into(w[0], w[1], w[2], out);
            }
        }
    }

    pub fn event_loop(&self, close: &[f64], a: &[f64], b: &[f64]) -> ComboResult {
        match self {
            Phases::Plain(_, p) => (p.event_loop)(close, a, b),
            Phases::Simd(s) => s.event_loop(close, a, b),
        }
    }

    /// One whole combo.
    pub fn combo(&self, close: &[f64], params: &Params) -> ComboResult {
        match self {
            Phases::Plain(_, p) => (p.combo)(close, params),
            Phases::Simd(s) => s.combo(close, params),
        }
    }
}

/// `benches/icount.rs` with its generated bench lists (between the
/// `// BEGIN generated …` and `// END generated …` lines) rewritten from
/// the `kernels` table: one `#[bench::…]` line per kernel with
/// `icount: true`, for each benched function. Errors name a missing marker.
pub fn icount_bench_source(source: &str) -> Result<String, String> {
    let mut out = String::with_capacity(source.len());
    let mut lines = source.lines();
    while let Some(line) = lines.next() {
        out.push_str(line);
        out.push('\n');
        let Some(rest) = line.strip_prefix("// BEGIN generated from the kernels table (") else {
            continue;
        };
        let function = rest
            .split_once(')')
            .map(|(f, _)| f)
            .ok_or_else(|| format!("icount.rs: malformed marker {line:?}"))?;
        let setup = match function {
            "wma_pass" => "wma_setup",
            "one_combo" => "combo_setup",
            other => return Err(format!("icount.rs: no setup known for {other:?}")),
        };
        for e in kernels::KERNELS.iter().filter(|e| e.icount) {
            let id = e.name.replace('-', "_");
            out.push_str(&format!(
                "#[bench::{id}(args = (\"{}\"), setup = {setup}, config = limited(\"{function}\", \"{id}\"))]\n",
                e.name
            ));
        }
        let end = format!("// END generated ({function})");
        loop {
            match lines.next() {
                Some(l) if l == end => {
                    out.push_str(l);
                    out.push('\n');
                    break;
                }
                Some(_) => {}
                None => return Err(format!("icount.rs: no {end:?} line")),
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fails when the icount bench's lists are not the table's; with
    /// `IPC_TAX_BLESS=1` (run by `cargo xtask icount --update-limits`)
    /// rewrites them instead.
    #[test]
    fn the_icount_bench_lists_the_kernels_table() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/icount.rs");
        let source = std::fs::read_to_string(&path).unwrap();
        let fresh = icount_bench_source(&source).unwrap();
        if std::env::var_os("IPC_TAX_BLESS").is_some() {
            std::fs::write(&path, &fresh).unwrap();
            return;
        }
        assert!(
            fresh == source,
            "benches/icount.rs does not list the kernels table's icount entries: \
             run `cargo xtask icount --update-limits`"
        );
        assert!(fresh.contains("#[bench::safe(args = (\"safe\"), setup = wma_setup"));
    }

    #[test]
    fn a_missing_end_marker_is_an_error() {
        let src = "// BEGIN generated from the kernels table (wma_pass): x\nfn f() {}\n";
        assert!(
            icount_bench_source(src)
                .unwrap_err()
                .contains("END generated")
        );
    }

    const LIMITS: &str =
        "# function id count\nwma_pass safe 1000000\none_combo simd_avx2 500 # a comment\n";

    #[test]
    fn a_count_may_grow_one_percent_and_no_more() {
        let limit = icount_limit(LIMITS, "wma_pass", "safe", 1.0).unwrap();
        assert_eq!(limit, 1_010_000);
        // A synthetic growth: 1.5% more instructions than committed is over the limit.
        assert!((1_009_000..1_015_000).contains(&limit));
        assert_eq!(
            icount_limit(LIMITS, "one_combo", "simd_avx2", 1.0),
            Some(505)
        );
        // Scaled down by 2%, the committed count itself fails (what the test command checks).
        assert!(icount_limit(LIMITS, "wma_pass", "safe", 0.98).unwrap() < 1_000_000);
        assert_eq!(icount_limit(LIMITS, "wma_pass", "unchecked", 1.0), None);
    }
}
