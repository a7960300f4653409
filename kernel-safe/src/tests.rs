use super::*;
use kernel_spec::dataset::DatasetSpec;
use kernel_spec::{PAPER_COMBO1_PNL, PAPER_COMBO1_TRADES, PAPER_TOTAL_TRADES, paper_grid};

#[test]
fn wma_of_length_one_is_the_identity() {
    let x = [3.0, 1.5, -2.0, 7.25];
    assert_eq!(wma(&x, 1), x.to_vec());
}

#[test]
fn wma_matches_hand_computation_and_warms_up_with_nan() {
    let x = [1.0, 2.0, 3.0, 4.0];
    let w = wma(&x, 3);
    assert!(w[0].is_nan() && w[1].is_nan());
    assert_eq!(w[2], (1.0 + 4.0 + 9.0) / 6.0);
    assert_eq!(w[3], (2.0 + 6.0 + 12.0) / 6.0);
    assert!(wma(&x, 5).iter().all(|v| v.is_nan()));
}

#[test]
fn nan_anywhere_in_the_window_propagates() {
    let x = [1.0, f64::NAN, 3.0, 4.0, 5.0];
    let w = wma(&x, 2);
    assert!(w[1].is_nan() && w[2].is_nan());
    assert_eq!(w[3], (3.0 + 8.0) / 3.0);
    // Chained passes add their warm-ups: 2 + 3 - 1 leading NaNs... and then values.
    let ww = wma(&wma(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], 2), 3);
    assert_eq!(ww.iter().take_while(|v| v.is_nan()).count(), 3);
}

#[test]
fn event_loop_opens_reverses_and_closes_at_the_end() {
    // b crosses above a at bar 2 (open long at 10), below at bar 4 (close long
    // at 12 and open short), and the short is closed at the last bar (6).
    let close = [9.0, 9.5, 10.0, 11.0, 12.0, 8.0, 6.0];
    let a = [0.0; 7];
    let b = [-1.0, -1.0, 1.0, 1.0, -1.0, -1.0, -1.0];
    let r = event_loop(&close, &a, &b);
    let leg = |ret: f64| ((1.0 + ret) * (1.0 - COST) - 1.0) * 100.0;
    assert_eq!(r.trades, 2);
    assert_eq!(
        r.pnl,
        leg(1.0 * (12.0 - 10.0) / 10.0) + leg(-(6.0 - 12.0) / 12.0)
    );
}

#[test]
fn nan_lines_never_signal() {
    let close = [1.0, 2.0, 3.0];
    let a = [f64::NAN; 3];
    let b = [0.0, 1.0, -1.0];
    assert_eq!(
        event_loop(&close, &a, &b),
        ComboResult {
            pnl: 0.0,
            trades: 0
        }
    );
}

#[test]
fn paper_combo1_matches_the_published_fingerprint() {
    let paper = DatasetSpec::Paper.load().unwrap();
    let r = combo(&paper.close, &paper_grid()[0]);
    assert_eq!(r.trades, PAPER_COMBO1_TRADES);
    assert_eq!(format!("{:.2}", r.pnl), "-5165.58");
    assert_eq!(r.pnl.to_bits(), PAPER_COMBO1_PNL.to_bits(), "{:?}", r.pnl);
}

#[test]
fn paper_sweep_totals_match_spec() {
    let paper = DatasetSpec::Paper.load().unwrap();
    let grid = paper_grid();
    let results = Safe.sweep(&Sweep::new(&paper.close, &grid).unwrap());
    assert_eq!(results.len(), 80);
    assert_eq!(
        results.iter().map(|r| r.trades).sum::<i64>(),
        PAPER_TOTAL_TRADES
    );
    let total: f64 = results.iter().map(|r| r.pnl).sum();
    assert!((total - -42_774.334).abs() < 5e-4, "{total}");
}
