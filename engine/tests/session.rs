//! A connection's request validation, request by request through
//! `engine::respond` (no socket): what a request is charged to the memory
//! budget before it is parsed or kept, the per-connection limits on loaded
//! series and open streams, and handles that are not (or no longer) this
//! connection's. `tests/server.rs` meets the same paths through the real
//! binary; here a budget can be set to the byte and read after each reply.

use engine::State;
use kernel_spec::{Kernel, Params};
use std::time::Instant;
use transport::{
    Budget, ErrorCode, Expect, MAX_HANDLES, MAX_STREAMS, Op, Reply, decode_reply, encode_request,
};

fn kernel() -> Box<dyn Kernel> {
    engine::kernels::kernel_by_name(kernels::REFERENCE, None).expect("the reference kernel")
}

/// The reply to `op` with these arguments, decoded as `expect`.
fn call(
    state: &mut State,
    kernel: &dyn Kernel,
    request: (Op, &[f64], &[Params], u64),
    expect: Expect,
) -> Result<Reply, ErrorCode> {
    let (op, close, params, handle) = request;
    let frame = encode_request(op, false, close, params, handle);
    let reply = engine::respond(&frame[4..], kernel, state, Instant::now());
    decode_reply(&reply[4..], expect, false)
        .map(|(r, _)| r)
        .map_err(|e| e.code)
}

fn handle_of(r: Result<Reply, ErrorCode>) -> u64 {
    match r {
        Ok(Reply::Handle(h)) => h,
        other => panic!("expected a handle, got {other:?}"),
    }
}

const ROW: Params = Params::new(4, 2, 2, 2, 1, 2);

fn series(n: usize) -> Vec<f64> {
    kernel_spec::dataset::chacha_gbm(7, n, 0.01)
}

/// A `SWEEP_JSON` body is charged at four times its size before it is
/// parsed: refused on a budget the same sweep in binary fits (its working
/// arrays and half the JSON charge), and only
/// that opcode is charged so (an `ECHO` as large fits beside its copy).
#[test]
fn a_json_body_is_charged_before_it_is_parsed_and_only_a_json_body() {
    let k = kernel();
    let close = series(20_000);
    let params = [ROW];
    let json = encode_request(Op::SweepJson, false, &close, &params, 0).len() - 4;
    let workspace = k.workspace_bytes(close.len(), params.len());
    // The sweep's working arrays fit, with half the JSON charge beside them.
    let budget = Budget::new(workspace + 2 * json);
    let mut state = State::with_budget(budget.clone());
    let binary = call(
        &mut state,
        &*k,
        (Op::Sweep, &close, &params, 0),
        Expect::Sweep { n_combos: 1 },
    );
    assert!(matches!(binary, Ok(Reply::Sweep(_))), "{binary:?}");
    let refused = call(
        &mut state,
        &*k,
        (Op::SweepJson, &close, &params, 0),
        Expect::JsonSweep { n_combos: 1 },
    );
    assert_eq!(refused.err(), Some(ErrorCode::MemoryBudget));
    assert_eq!(budget.used(), 0);
    let roomy = Budget::new(workspace + 4 * json + (1 << 10));
    let mut state = State::with_budget(roomy);
    let fits = call(
        &mut state,
        &*k,
        (Op::SweepJson, &close, &params, 0),
        Expect::JsonSweep { n_combos: 1 },
    );
    assert!(matches!(fits, Ok(Reply::Sweep(_))), "{fits:?}");
    // An echo's body charged as a JSON one (4 × 8 bytes a bar) would not
    // fit; its copy (8 bytes a bar) does.
    let echo_budget = Budget::new(2 * 8 * close.len());
    let mut state = State::with_budget(echo_budget);
    let echo = call(
        &mut state,
        &*k,
        (Op::Echo, &close, &[], 0),
        Expect::Echo {
            n_bars: close.len(),
        },
    );
    assert!(matches!(echo, Ok(Reply::Echo(_))), "{echo:?}");
}

/// A connection holds at most [`MAX_HANDLES`] series: the next `LOAD` is
/// refused until one is unloaded; an unloaded handle is unknown after.
#[test]
fn loads_stop_at_the_connections_limit_until_one_is_unloaded() {
    let k = kernel();
    let mut state = State::default();
    let close = series(64);
    let handles: Vec<u64> = (0..MAX_HANDLES)
        .map(|_| {
            handle_of(call(
                &mut state,
                &*k,
                (Op::Load, &close, &[], 0),
                Expect::Handle,
            ))
        })
        .collect();
    let refused = call(&mut state, &*k, (Op::Load, &close, &[], 0), Expect::Handle);
    assert_eq!(refused.err(), Some(ErrorCode::TooManyHandles));
    let gone = handles[3];
    assert_eq!(
        handle_of(call(
            &mut state,
            &*k,
            (Op::Unload, &[], &[], gone),
            Expect::Handle
        )),
        gone
    );
    handle_of(call(
        &mut state,
        &*k,
        (Op::Load, &close, &[], 0),
        Expect::Handle,
    ));
    for op in [Op::SweepHandle, Op::SweepLaps] {
        let r = call(
            &mut state,
            &*k,
            (op, &[], &[ROW], gone),
            Expect::Sweep { n_combos: 1 },
        );
        assert_eq!(r.err(), Some(ErrorCode::UnknownHandle), "{op:?}");
    }
    let r = call(
        &mut state,
        &*k,
        (Op::Unload, &[], &[], gone),
        Expect::Handle,
    );
    assert_eq!(r.err(), Some(ErrorCode::UnknownHandle));
    // A loaded series sweeps as the same series sent whole.
    let h = handles[0];
    let by_handle = call(
        &mut state,
        &*k,
        (Op::SweepHandle, &[], &[ROW], h),
        Expect::Sweep { n_combos: 1 },
    );
    let whole = call(
        &mut state,
        &*k,
        (Op::Sweep, &close, &[ROW], 0),
        Expect::Sweep { n_combos: 1 },
    );
    match (by_handle, whole) {
        (Ok(Reply::Sweep(a)), Ok(Reply::Sweep(b))) => assert_eq!(a, b),
        other => panic!("{other:?}"),
    }
}

/// A connection has at most [`MAX_STREAMS`] streams open; a closed one is
/// unknown to `STREAM_BAR` and `STREAM_CLOSE` after.
#[test]
fn streams_stop_at_the_connections_limit_and_a_closed_one_is_unknown() {
    let k = kernel();
    let mut state = State::default();
    let open =
        |state: &mut State| call(state, &*k, (Op::StreamOpen, &[], &[ROW], 0), Expect::Handle);
    let handles: Vec<u64> = (0..MAX_STREAMS)
        .map(|_| handle_of(open(&mut state)))
        .collect();
    assert_eq!(open(&mut state).err(), Some(ErrorCode::TooManyHandles));
    let h = handles[0];
    for x in series(10) {
        let r = call(&mut state, &*k, (Op::StreamBar, &[x], &[], h), Expect::Bar);
        assert!(matches!(r, Ok(Reply::Bar(_))), "{r:?}");
    }
    let closed = call(
        &mut state,
        &*k,
        (Op::StreamClose, &[], &[], h),
        Expect::Sweep { n_combos: 1 },
    );
    assert!(matches!(closed, Ok(Reply::Sweep(_))), "{closed:?}");
    handle_of(open(&mut state));
    let bar = call(
        &mut state,
        &*k,
        (Op::StreamBar, &[1.0], &[], h),
        Expect::Bar,
    );
    assert_eq!(bar.err(), Some(ErrorCode::UnknownHandle));
    let close = call(
        &mut state,
        &*k,
        (Op::StreamClose, &[], &[], h),
        Expect::Sweep { n_combos: 1 },
    );
    assert_eq!(close.err(), Some(ErrorCode::UnknownHandle));
}

/// A stream's charge grows with its bars, up to its windows: on a budget
/// that holds only the first bars, a later bar is refused.
#[test]
fn a_streams_charge_grows_with_its_bars_until_the_budget_refuses_one() {
    let k = kernel();
    let wide = Params::new(4_000, 2_000, 1_000, 2_000, 500, 1_000);
    let budget = Budget::new(64 << 10);
    let mut state = State::with_budget(budget.clone());
    let h = handle_of(call(
        &mut state,
        &*k,
        (Op::StreamOpen, &[], &[wide], 0),
        Expect::Handle,
    ));
    let at_open = budget.used();
    let mut refused = None;
    for (i, x) in series(4_000).into_iter().enumerate() {
        match call(&mut state, &*k, (Op::StreamBar, &[x], &[], h), Expect::Bar) {
            Ok(Reply::Bar(_)) => {}
            Err(code) => {
                refused = Some((i, code));
                break;
            }
            other => panic!("{other:?}"),
        }
        if i == 100 {
            assert!(budget.used() > at_open, "no charge for 100 bars");
        }
    }
    let (i, code) = refused.expect("a 64 KiB budget holds 4,000 bars of windows up to 4,000");
    assert_eq!(code, ErrorCode::MemoryBudget);
    assert!(i > 100, "refused at bar {i}");
    assert!(budget.used() <= 64 << 10);
}
