//! Thread scaling of the parallel kernel over the best single-thread kernel
//! (`par-simd`), 1 … all cores, on the full `paper` sweep.

use criterion::{BenchmarkId, Throughput, criterion_group, criterion_main};
use ipc_tax_benches::{assert_bit_exact, criterion, fit, inputs, macs, padded, timed};
use kernel_par::Par;
use kernel_spec::{Kernel, Sweep};
use std::hint::black_box;

fn threads(c: &mut criterion::Criterion) {
    let close = inputs::paper_close();
    let grid = inputs::grid();
    let s = Sweep::new(&close, &grid).expect("valid paper sweep");
    let reference = kernel_safe::sweep(&s);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut group = c.benchmark_group("threads");
    group.throughput(Throughput::Elements(macs(close.len(), &grid)));
    for t in 1..=cores {
        let par = Par::new(kernel_simd::Simd::auto(), t).expect("pool");
        let (out, once) = timed(|| par.sweep(&s));
        // The kernel's own name (the registry's), not one typed here.
        let name = par.name();
        assert_bit_exact(&format!("{name} × {t}"), &reference, &out);
        fit(&mut group, once, 10);
        let id = BenchmarkId::new(name, format!("threads={}", padded(t, 2)));
        group.bench_with_input(id, &s, |b, s| b.iter(|| black_box(par.sweep(black_box(s)))));
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = criterion();
    targets = threads
}
criterion_main!(benches);
