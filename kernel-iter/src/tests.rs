use super::*;

fn series(n: usize) -> Vec<f64> {
    (0..n)
        .map(|i| 100.0 + (i as f64 * 0.37).sin() * 3.0 + (i as f64 * 0.011).cos())
        .collect()
}

fn same_bits(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits())
}

#[test]
fn each_piece_has_kernel_safes_bits() {
    let x = series(400);
    for l in [1, 2, 3, 7, 49, 399, 400, 401, 1000] {
        assert!(
            same_bits(&wma(&x, l), &kernel_safe::wma(&x, l)),
            "wma, l {l}"
        );
    }
    let (h, n, p) = (wma(&x, 9), wma(&x, 18), wma(&x, 30));
    assert!(same_bits(
        &hma_combine(&h, &n),
        &kernel_safe::hma_combine(&h, &n)
    ));
    assert!(same_bits(
        &hma3_combine(&h, &n, &p),
        &kernel_safe::hma3_combine(&h, &n, &p)
    ));
    let (a, b) = (hma_combine(&h, &n), hma3_combine(&h, &n, &p));
    assert_eq!(event_loop(&x, &a, &b), kernel_safe::event_loop(&x, &a, &b));
}

#[test]
fn short_series_and_no_trade_match_kernel_safe() {
    for n in [1, 2, 3] {
        let x = series(n);
        let nan = vec![f64::NAN; n];
        assert_eq!(
            event_loop(&x, &nan, &nan),
            kernel_safe::event_loop(&x, &nan, &nan)
        );
    }
}

#[test]
#[should_panic(expected = "at least one bar")]
fn a_zero_window_is_refused() {
    wma(&series(10), 0);
}

#[test]
fn the_sweep_passes_the_gate_on_the_shared_vectors() {
    for case in kernel_spec::vectors::small_cases() {
        let sweep = Sweep::new(&case.close, &case.params).unwrap();
        let g = kernel_spec::gate::compare(
            &kernel_safe::sweep(&sweep),
            &Iter.sweep(&sweep),
            Iter.exactness().into(),
        );
        assert!(g.passed(), "{}: {g}", case.name);
    }
}
