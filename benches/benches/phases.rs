//! Each phase of a combo on its own, per kernel: one WMA pass at
//! L ∈ {2, 14, 50, 100, 200}, the two combines, the event loop.

use criterion::{BenchmarkId, Throughput, criterion_group, criterion_main};
use ipc_tax_benches::{Phases, assert_same_bits, criterion, fit, inputs, padded, timed};
use kernel_spec::wma_macs;
use std::hint::black_box;

fn wma(c: &mut criterion::Criterion) {
    let x = inputs::paper_close();
    let weights = kernel_simd::weights(200);
    let mut group = c.benchmark_group("wma");
    for l in inputs::WMA_LENS {
        let reference = kernel_safe::wma(&x, l);
        group.throughput(Throughput::Elements(wma_macs(x.len(), l)));
        for v in Phases::all() {
            let mut out = vec![0.0; x.len()];
            let ((), once) = timed(|| v.wma(&x, l, &weights, &mut out));
            assert_same_bits(&format!("{} wma L={l}", v.name()), &reference, &out);
            fit(&mut group, once, 50);
            let id = BenchmarkId::new(v.name(), format!("L={}", padded(l, 3)));
            group.bench_function(id, |b| {
                b.iter(|| v.wma(black_box(&x), l, &weights, &mut out))
            });
        }
    }
    group.finish();
}

fn combines(c: &mut criterion::Criterion) {
    let x = inputs::paper_close();
    let w = [
        kernel_safe::wma(&x, 3),
        kernel_safe::wma(&x, 9),
        kernel_safe::wma(&x, 20),
    ];
    let w = [w[0].as_slice(), w[1].as_slice(), w[2].as_slice()];
    let reference = kernel_safe::hma3_combine(w[0], w[1], w[2]);
    let mut group = c.benchmark_group("combines");
    group.throughput(Throughput::Elements(x.len() as u64));
    for v in Phases::all() {
        let mut out = vec![0.0; x.len()];
        v.combines(w, &mut out);
        assert_same_bits(&format!("{} combines", v.name()), &reference, &out);
        group.bench_function(BenchmarkId::new(v.name(), "150000"), |b| {
            b.iter(|| v.combines(black_box(w), &mut out))
        });
    }
    group.finish();
}

fn event_loop(c: &mut criterion::Criterion) {
    let close = inputs::paper_close();
    // The HMA/HMA3 lines of combo 1 (57,029 trades: the busiest loop of the grid).
    let p = inputs::grid()[0];
    let len = |v: i64| v as usize;
    let a = kernel_safe::wma(
        &kernel_safe::hma_combine(
            &kernel_safe::wma(&close, len(p.h)),
            &kernel_safe::wma(&close, len(p.n)),
        ),
        len(p.s),
    );
    let b = kernel_safe::wma(
        &kernel_safe::hma3_combine(
            &kernel_safe::wma(&close, len(p.p3)),
            &kernel_safe::wma(&close, len(p.p2)),
            &kernel_safe::wma(&close, len(p.p)),
        ),
        len(p.p),
    );
    let reference = kernel_safe::event_loop(&close, &a, &b);
    let mut group = c.benchmark_group("event_loop");
    group.throughput(Throughput::Elements(close.len() as u64));
    for v in Phases::all() {
        assert_eq!(
            v.event_loop(&close, &a, &b),
            reference,
            "{} event loop",
            v.name()
        );
        group.bench_function(BenchmarkId::new(v.name(), "combo01"), |bch| {
            bch.iter(|| v.event_loop(black_box(&close), black_box(&a), black_box(&b)))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = criterion();
    targets = wma, combines, event_loop
}
criterion_main!(benches);
