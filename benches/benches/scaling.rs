//! Scaling with series length (10k … 1M `chacha` bars, 10 combos spread over
//! the grid): `scaling-bars` reports bars/s, `scaling-macs` multiply-adds/s.

use criterion::{BenchmarkId, Throughput, criterion_group, criterion_main};
use ipc_tax_benches::{assert_bit_exact, criterion, fit, inputs, macs, padded, timed};
use kernel_spec::{Kernel, Sweep};
use std::hint::black_box;

fn scaling(c: &mut criterion::Criterion) {
    let grid = inputs::grid_subset();
    let simd = kernel_simd::Simd::auto();
    let kernels: [&dyn Kernel; 2] = [&kernel_safe::Safe, &simd];
    for (group_name, per_bars) in [("scaling-bars", true), ("scaling-macs", false)] {
        let mut group = c.benchmark_group(group_name);
        for len in inputs::SCALING_LENS {
            let close = inputs::chacha(len);
            let s = Sweep::new(&close, &grid).expect("valid sweep");
            let reference = kernel_safe::sweep(&s);
            group.throughput(Throughput::Elements(if per_bars {
                len as u64
            } else {
                macs(len, &grid)
            }));
            for k in kernels {
                let (out, once) = timed(|| k.sweep(&s));
                assert_bit_exact(k.name(), &reference, &out);
                fit(&mut group, once, 10);
                let id = BenchmarkId::new(k.name(), format!("bars={}", padded(len, 7)));
                group.bench_with_input(id, &s, |b, s| b.iter(|| black_box(k.sweep(black_box(s)))));
            }
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = criterion();
    targets = scaling
}
criterion_main!(benches);
