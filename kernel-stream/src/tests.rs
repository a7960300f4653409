use super::*;
use kernel_spec::vectors::{paper_case, small_cases};
use kernel_spec::{PAPER_COMBO1_PNL, PAPER_COMBO1_TRADES, Sweep};

/// Streams every bar of `close` through a fresh stream per combo.
fn stream_all(close: &[f64], params: &[Params]) -> Vec<ComboResult> {
    params
        .iter()
        .map(|p| {
            let mut s = Stream::new(*p).expect("valid windows");
            for &c in close {
                s.push(c).expect("valid price");
            }
            s.result()
        })
        .collect()
}

fn assert_bit_identical(name: &str, got: &[ComboResult], want: &[ComboResult]) {
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert_eq!(g.trades, w.trades, "{name}: combo {i} trades");
        assert_eq!(
            g.pnl.to_bits(),
            w.pnl.to_bits(),
            "{name}: combo {i} pnl {} vs {}",
            g.pnl,
            w.pnl
        );
    }
}

/// The parity the study argues for: one kernel for research and live.
#[test]
fn streaming_the_paper_series_reproduces_the_batch_sweep_bit_for_bit() {
    let case = paper_case();
    let batch = kernel_safe::sweep(&Sweep::new(&case.close, &case.params).unwrap());
    let streamed = stream_all(&case.close, &case.params);
    assert_bit_identical("paper", &streamed, &batch);
    assert_eq!(streamed[0].trades, PAPER_COMBO1_TRADES);
    assert_eq!(streamed[0].pnl, PAPER_COMBO1_PNL);
}

#[test]
fn streaming_matches_batch_on_the_shared_vectors() {
    for case in small_cases() {
        let batch = kernel_safe::sweep(&Sweep::new(&case.close, &case.params).unwrap());
        assert_bit_identical(&case.name, &stream_all(&case.close, &case.params), &batch);
    }
}

#[test]
fn state_after_each_bar_matches_the_batch_kernel_on_every_prefix() {
    // The live position after bar i is what the batch kernel would hold
    // after bar i of the same series: check it through the trade counts of
    // every prefix (the batch result of a prefix closes the open position).
    let close = kernel_spec::dataset::chacha_gbm(5, 400, 0.02);
    let p = Params::new(20, 10, 4, 10, 3, 5);
    let mut s = Stream::new(p).unwrap();
    for (i, &c) in close.iter().enumerate() {
        let st = s.push(c).unwrap();
        let prefix = &close[..=i];
        if prefix.len() < 20 {
            // Shorter than the longest window: a batch sweep refuses it; the
            // stream is still warming up and flat.
            assert_eq!((st.position, st.trades), (0, 0), "bar {i}");
            continue;
        }
        let batch = kernel_safe::sweep(&Sweep::new(prefix, &[p]).unwrap())[0];
        let open = i64::from(st.position != 0);
        assert_eq!(st.trades + open, batch.trades, "bar {i}");
        assert_eq!(s.result().pnl.to_bits(), batch.pnl.to_bits(), "bar {i}");
        assert_eq!(st.bars, i as u64 + 1);
    }
}

#[test]
fn bad_prices_are_refused_and_leave_the_stream_unchanged() {
    let close = kernel_spec::dataset::chacha_gbm(6, 300, 0.03);
    let p = Params::new(8, 4, 3, 4, 1, 2);
    let mut clean = Stream::new(p).unwrap();
    let mut poked = Stream::new(p).unwrap();
    for (i, &c) in close.iter().enumerate() {
        clean.push(c).unwrap();
        if i % 50 == 7 {
            for bad in [f64::NAN, f64::INFINITY, -1.0, 0.0] {
                let e = poked.push(bad).unwrap_err();
                assert!(matches!(e, InputError::BadPrice { .. }), "{e}");
            }
        }
        poked.push(c).unwrap();
    }
    assert_eq!(poked.state(), clean.state());
    assert_eq!(poked.result().pnl.to_bits(), clean.result().pnl.to_bits());
}

#[test]
fn window_lengths_outside_one_to_u32_max_are_refused() {
    for bad in [0, -3, 1 << 32, i64::MAX] {
        let e = Stream::new(Params::new(6, 3, bad, 3, 1, 2)).unwrap_err();
        assert!(e.to_string().contains("s = "), "{e}");
    }
}

#[test]
fn a_huge_window_allocates_only_for_the_bars_streamed() {
    // Found by the request_validator fuzz target: a window of ~2^53 used to
    // be allocated up front (an abort). Now memory follows the bars.
    let big = u32::MAX as i64;
    let mut s = Stream::new(Params::new(big, big, big, big, big, big)).unwrap();
    for c in [100.0, 101.0, 102.0] {
        assert_eq!(s.push(c).unwrap().position, 0);
    }
    assert_eq!(
        s.result(),
        ComboResult {
            pnl: 0.0,
            trades: 0
        }
    );
}

#[test]
fn result_does_not_consume_the_stream() {
    let mut s = Stream::new(Params::new(3, 2, 2, 2, 1, 1)).unwrap();
    for c in [10.0, 11.0, 9.0, 12.0, 8.0, 13.0, 7.0] {
        s.push(c).unwrap();
    }
    let (a, b) = (s.result(), s.result());
    assert_eq!(a, b);
    assert_eq!(s.state().bars, 7);
}

#[test]
fn the_heap_bound_holds_after_every_bar() {
    // Windows from 1 to past the bars streamed: rings still growing and full.
    let mut s = Stream::new(Params::new(3, 1, 700, 50, 2, 9)).unwrap();
    let close = kernel_spec::dataset::chacha_gbm(5, 1_000, 0.01);
    for &c in &close {
        let bound = s.heap_bound(s.bars() + 1);
        s.push(c).unwrap();
        assert!(
            s.heap_bytes() <= bound,
            "bar {}: {} > {bound}",
            s.bars(),
            s.heap_bytes()
        );
    }
    // A huge window is bounded by the bars streamed, not by the window.
    let big = Stream::new(Params::new(MAX_WINDOW as i64, 1, 1, 1, 1, 1)).unwrap();
    assert!(big.heap_bound(10) < 1024);
}
