//! The study's full sweep (80 combos × 150,000 `paper` bars) per kernel.
//! Throughput is in multiply-adds: criterion's "elem/s" is MAC/s — except
//! for the O(1)-per-bar kernels (`sweep-sliding/paper`), whose work is WMA
//! bars (`kernel_sliding::work`), not the study's multiply-adds.

use criterion::{BenchmarkId, Throughput, criterion_group, criterion_main};
use ipc_tax_benches::{
    assert_as_promised, assert_gate, criterion, fit, inputs, macs, single_thread_kernels, timed,
};
use kernel_par::Par;
use kernel_spec::{Kernel, Sweep};
use std::hint::black_box;

fn sweep(c: &mut criterion::Criterion) {
    let close = inputs::paper_close();
    let grid = inputs::grid();
    let s = Sweep::new(&close, &grid).expect("valid paper sweep");
    let reference = kernel_safe::sweep(&s);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());

    let mut kernels = single_thread_kernels();
    kernels.push(Box::new(
        Par::new(kernel_simd::Simd::auto(), threads).expect("pool"),
    ));

    let mut group = c.benchmark_group("sweep/paper");
    group.throughput(Throughput::Elements(macs(close.len(), &grid)));
    for k in &kernels {
        let (out, once) = timed(|| k.sweep(&s));
        assert_as_promised(k.as_ref(), &reference, &out);
        fit(&mut group, once, 10);
        group.bench_with_input(BenchmarkId::new(k.name(), "80x150000"), &s, |b, s| {
            b.iter(|| black_box(k.sweep(black_box(s))))
        });
    }
    group.finish();
}

fn sweep_sliding(c: &mut criterion::Criterion) {
    let close = inputs::paper_close();
    let grid = inputs::grid();
    let s = Sweep::new(&close, &grid).expect("valid paper sweep");
    let reference = kernel_safe::sweep(&s);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let kernels: Vec<Box<dyn Kernel>> = vec![
        Box::new(kernel_sliding::Sliding),
        Box::new(kernel_sliding::SlidingSimd::auto()),
        Box::new(Par::new(kernel_sliding::SlidingSimd::auto(), threads).expect("pool")),
    ];
    let mut group = c.benchmark_group("sweep-sliding/paper");
    group.throughput(Throughput::Elements(
        kernel_sliding::work(close.len(), &grid).wma_bars,
    ));
    for k in &kernels {
        let (out, once) = timed(|| k.sweep(&s));
        assert_gate(k.name(), &reference, &out);
        fit(&mut group, once, 20);
        group.bench_with_input(BenchmarkId::new(k.name(), "80x150000"), &s, |b, s| {
            b.iter(|| black_box(k.sweep(black_box(s))))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = criterion();
    targets = sweep, sweep_sliding
}
criterion_main!(benches);
