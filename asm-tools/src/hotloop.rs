//! Finds the hot loop in an assembly listing and counts what it does.
//!
//! Works on the AT&T x86-64 that rustc and numba print and on the AArch64
//! that LLVM prints for Apple targets. A loop is a backward branch to a label
//! above it; the *hot* loop is the innermost loop with the most floating-point
//! multiplies, adds and FMAs (in every kernel here that is the WMA window
//! sum). The counts are per loop iteration; MACs per iteration come from the
//! multiplies' vector width, which turns cycles per iteration into cycles per
//! multiply-add — the unit in which loops of different unrolling compare.

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// One instruction of a listing.
#[derive(Clone, Debug)]
pub struct Insn {
    pub text: String,
    pub mnemonic: String,
    pub operands: Vec<String>,
}

#[derive(Clone, Debug)]
enum Line {
    Label(String),
    Insn(Insn),
}

/// What an instruction is counted as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    Convert,
    Fma,
    Mul,
    Add,
    Div,
    Load,
    Store,
    Move,
    IntAlu,
    CmpBranch,
    Other,
}

impl Class {
    pub const ALL: [Class; 11] = [
        Class::Load,
        Class::Store,
        Class::Mul,
        Class::Add,
        Class::Fma,
        Class::Convert,
        Class::Div,
        Class::CmpBranch,
        Class::Move,
        Class::IntAlu,
        Class::Other,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Class::Convert => "int→float conversions",
            Class::Fma => "fused multiply-adds",
            Class::Mul => "FP multiplies",
            Class::Add => "FP adds/subs",
            Class::Div => "FP divides",
            Class::Load => "loads (incl. folded memory operands)",
            Class::Store => "stores",
            Class::Move => "register moves / zero idioms",
            Class::IntAlu => "integer ALU (index arithmetic)",
            Class::CmpBranch => "compares and branches",
            Class::Other => "other",
        }
    }
}

/// The hot loop of one listing and what one iteration does.
#[derive(Clone, Debug)]
pub struct HotLoop {
    pub label: String,
    pub body: Vec<Insn>,
    /// Instructions by class; an x86 arithmetic op with a memory source
    /// counts once in its class and once as a load.
    pub classes: BTreeMap<Class, usize>,
    /// Multiply (or FMA) instructions per iteration: the unroll factor.
    pub unroll: usize,
    /// Widest floating-point register used, in bits (64 = scalar).
    pub vector_bits: u32,
    /// Multiply-adds per iteration (multiplies × lanes).
    pub macs: usize,
    /// Accumulators: registers an FP add or FMA both reads and writes.
    pub accumulators: Vec<String>,
    /// Longest run of dependent FP adds/FMAs on one accumulator per iteration.
    pub chain: usize,
}

/// Parses a listing and returns its hot loop, if it has any loop doing FP work.
pub fn hot_loop(listing: &str) -> Option<HotLoop> {
    innermost_loops(listing)
        .into_iter()
        .enumerate()
        .map(|(order, h)| (h.fp_ops(), h.body.len(), order, h))
        .filter(|(fp, ..)| *fp > 0)
        .max_by_key(|(fp, len, order, _)| (*fp, *len, std::cmp::Reverse(*order)))
        .map(|(.., h)| h)
}

/// Every innermost loop of a listing (a backward branch to a label above it
/// with no other loop inside), in listing order.
pub fn innermost_loops(listing: &str) -> Vec<HotLoop> {
    let lines = parse(listing);
    let labels: HashMap<&str, usize> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| match l {
            Line::Label(name) => Some((name.as_str(), i)),
            Line::Insn(_) => None,
        })
        .collect();
    // (start, end) of every loop: a branch at `end` back to a label at `start`.
    let mut loops = Vec::new();
    for (j, line) in lines.iter().enumerate() {
        if let Line::Insn(insn) = line
            && is_branch(&insn.mnemonic)
            && let Some(target) = insn.operands.last()
            && let Some(&i) = labels.get(target.as_str())
            && i < j
        {
            loops.push((i, j));
        }
    }
    let mut innermost: Vec<(usize, usize)> = loops
        .iter()
        .copied()
        .filter(|&(s, e)| {
            !loops
                .iter()
                .any(|&(s2, e2)| (s2, e2) != (s, e) && s <= s2 && e2 <= e)
        })
        .collect();
    innermost.sort_unstable();
    innermost.dedup();
    innermost
        .into_iter()
        .map(|(s, e)| {
            let body: Vec<Insn> = lines[s..=e]
                .iter()
                .filter_map(|l| match l {
                    Line::Insn(i) => Some(i.clone()),
                    Line::Label(_) => None,
                })
                .collect();
            let label = match &lines[s] {
                Line::Label(l) => l.clone(),
                Line::Insn(_) => unreachable!("loops start at labels"),
            };
            summarise(label, body)
        })
        .collect()
}

fn summarise(label: String, body: Vec<Insn>) -> HotLoop {
    let mut classes = BTreeMap::new();
    let mut unroll = 0;
    let mut macs = 0;
    let mut vector_bits = 0;
    let mut chains: BTreeMap<String, usize> = BTreeMap::new();
    for insn in &body {
        let class = classify(insn);
        *classes.entry(class).or_insert(0) += 1;
        if class != Class::Load && class != Class::Store && reads_memory(insn) {
            *classes.entry(Class::Load).or_insert(0) += 1;
        }
        if matches!(
            class,
            Class::Mul | Class::Fma | Class::Add | Class::Convert | Class::Div
        ) {
            vector_bits = vector_bits.max(width_bits(insn));
        }
        if matches!(class, Class::Mul | Class::Fma) {
            unroll += 1;
            macs += (width_bits(insn) / 64).max(1) as usize;
        }
        if matches!(class, Class::Add | Class::Fma)
            && let Some(acc) = accumulator(insn)
        {
            *chains.entry(acc).or_insert(0) += 1;
        }
    }
    let chain = chains.values().copied().max().unwrap_or(0);
    HotLoop {
        label,
        body,
        classes,
        unroll,
        vector_bits,
        macs,
        accumulators: chains.into_keys().collect(),
        chain,
    }
}

impl HotLoop {
    pub fn count(&self, c: Class) -> usize {
        self.classes.get(&c).copied().unwrap_or(0)
    }

    /// FP multiplies, adds and FMAs per iteration.
    pub fn fp_ops(&self) -> usize {
        self.count(Class::Mul) + self.count(Class::Add) + self.count(Class::Fma)
    }

    /// FP compares per iteration (`ucomisd`, `fcmp`, vector compares).
    pub fn fp_compares(&self) -> usize {
        self.body
            .iter()
            .filter(|i| is_fp_compare(&i.mnemonic))
            .count()
    }

    /// f64 elements stored per iteration: the lanes of every store (an
    /// aarch64 `stp` stores two registers). One per output element in the
    /// loops that fill an array (the combines).
    pub fn elements_stored(&self) -> usize {
        self.body
            .iter()
            .filter(|i| classify(i) == Class::Store)
            .map(|i| {
                let lanes = (width_bits(i) / 64).max(1) as usize;
                if i.mnemonic == "stp" {
                    2 * lanes
                } else {
                    lanes
                }
            })
            .sum()
    }

    /// The loop body as llvm-mca input: the head label, the instructions,
    /// then every other branch target defined (labels are not instructions,
    /// but the assembler wants local labels to exist).
    pub fn mca_input(&self) -> String {
        let mut s = format!("{}:\n", self.label);
        let mut targets = Vec::new();
        for i in &self.body {
            let _ = writeln!(s, "{}", i.text);
            if is_branch(&i.mnemonic)
                && let Some(t) = i.operands.last()
                && *t != self.label
                && !targets.contains(t)
            {
                targets.push(t.clone());
            }
        }
        for t in targets {
            let _ = writeln!(s, "{t}:");
        }
        s
    }
}

fn parse(listing: &str) -> Vec<Line> {
    let mut out = Vec::new();
    for raw in listing.lines() {
        let line = strip_comment(raw).trim();
        if line.is_empty() {
            continue;
        }
        if let Some(label) = line.strip_suffix(':')
            && !label.contains(char::is_whitespace)
        {
            out.push(Line::Label(label.trim_matches('"').to_string()));
            continue;
        }
        if line.starts_with('.') {
            continue; // directive
        }
        let (mnemonic, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        out.push(Line::Insn(Insn {
            text: line.to_string(),
            mnemonic: mnemonic.to_ascii_lowercase(),
            operands: split_operands(rest.trim()),
        }));
    }
    out
}

fn strip_comment(line: &str) -> &str {
    let cut = [line.find('#'), line.find(';'), line.find("//")]
        .into_iter()
        .flatten()
        .min();
    match cut {
        // `#` starts AArch64 immediates (`#1`) — only a comment when it begins the line.
        Some(i) if line[..i].trim().is_empty() || !line[i..].starts_with('#') => &line[..i],
        _ => line,
    }
}

fn split_operands(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut cur) = (0i32, String::new());
    for c in s.chars() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
        if c == ',' && depth == 0 {
            out.push(cur.trim().to_string());
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

fn is_fp_compare(m: &str) -> bool {
    matches!(m, "fcmp" | "fcmpe" | "fccmp" | "fccmpe")
        || m.starts_with("ucomis")
        || m.starts_with("vucomis")
        || m.starts_with("comis")
        || m.starts_with("vcomis")
        || m.starts_with("cmppd")
        || m.starts_with("vcmppd")
        || m.starts_with("fcmgt")
        || m.starts_with("fcmge")
        || m.starts_with("fcmeq")
}

fn is_branch(m: &str) -> bool {
    // An indirect `jmpq *…` also starts with `j`, but never targets a label.
    m.starts_with('j')
        || m.starts_with("b.")
        || m == "b"
        || matches!(m, "cbz" | "cbnz" | "tbz" | "tbnz")
}

/// x86 scalar/packed FP suffixes (`sd`, `pd`, `ss`, `ps`).
fn fp_suffix(m: &str) -> bool {
    ["sd", "pd", "ss", "ps"].iter().any(|s| m.ends_with(s))
}

pub fn classify(i: &Insn) -> Class {
    let m = i.mnemonic.as_str();
    // AVX spells the SSE instructions with a `v` in front.
    let base = m.strip_prefix('v').unwrap_or(m);
    if is_compare_or_branch(m, base) {
        Class::CmpBranch
    } else if is_convert(m, base) {
        Class::Convert
    } else if is_fma(m, base) {
        Class::Fma
    } else if is_fp_mul(m, base) {
        Class::Mul
    } else if is_fp_add(m, base) {
        Class::Add
    } else if is_fp_div(m, base) {
        Class::Div
    } else if m.starts_with("ld") {
        Class::Load
    } else if m.starts_with("st") && !m.starts_with("stc") {
        Class::Store
    } else if base.starts_with("mov") || m == "fmov" || m == "mov" {
        move_class(i)
    } else if matches!(base, "xorps" | "xorpd" | "pxor") {
        Class::Move
    } else if INT_ALU.contains(&m) {
        Class::IntAlu
    } else {
        Class::Other
    }
}

/// Compares and tests, x86 and AArch64 (matched without AVX's `v`).
const COMPARES: [&str; 12] = [
    "cmpq", "cmpl", "cmp", "testq", "testl", "test", "ucomisd", "comisd", "cmn", "tst", "fcmp",
    "ccmp",
];

/// The integer ALU instructions counted as such, x86 and AArch64.
const INT_ALU: [&str; 36] = [
    "addq", "addl", "subq", "subl", "incq", "incl", "decq", "decl", "leaq", "leal", "imulq",
    "shlq", "shrq", "sarq", "andq", "andl", "orq", "xorl", "xorq", "negq", "add", "sub", "adds",
    "subs", "lsl", "lsr", "asr", "and", "orr", "eor", "madd", "mul", "neg", "csel", "cinc", "dup",
];

fn is_compare_or_branch(m: &str, base: &str) -> bool {
    is_branch(m) || COMPARES.contains(&base) || m.starts_with("cmp") && !fp_suffix(m)
}

fn is_convert(m: &str, base: &str) -> bool {
    base.contains("cvt") && !m.starts_with("fcvtz") || matches!(m, "scvtf" | "ucvtf")
}

fn is_fma(m: &str, base: &str) -> bool {
    base.starts_with("fmadd")
        || base.starts_with("fmsub")
        || base.starts_with("fnmadd")
        || m.starts_with("fmla")
        || m.starts_with("fmls")
}

fn is_fp_mul(m: &str, base: &str) -> bool {
    m.starts_with("fmul") || (base.starts_with("mul") && fp_suffix(base))
}

fn is_fp_add(m: &str, base: &str) -> bool {
    m.starts_with("fadd")
        || m.starts_with("fsub")
        || ((base.starts_with("add") || base.starts_with("sub")) && fp_suffix(base))
}

fn is_fp_div(m: &str, base: &str) -> bool {
    m.starts_with("fdiv") || (base.starts_with("div") && fp_suffix(base))
}

/// An x86 `mov…` is a store or a load when an operand is in memory (AT&T:
/// the destination last).
fn move_class(i: &Insn) -> Class {
    match (i.operands.first(), i.operands.last()) {
        (_, Some(dst)) if is_x86_mem(dst) => Class::Store,
        (Some(src), _) if is_x86_mem(src) => Class::Load,
        _ => Class::Move,
    }
}

fn is_x86_mem(op: &str) -> bool {
    op.contains('(') && !op.starts_with('$')
}

fn reads_memory(i: &Insn) -> bool {
    // AT&T: any operand but the destination (last) that is a memory
    // reference — except `lea`, which only computes the address.
    let n = i.operands.len();
    !i.mnemonic.starts_with("lea") && n >= 2 && i.operands[..n - 1].iter().any(|o| is_x86_mem(o))
}

fn width_bits(i: &Insn) -> u32 {
    let ops = i.operands.join(",");
    let m = i.mnemonic.as_str();
    if ops.contains("%zmm") {
        512
    } else if ops.contains("%ymm") {
        256
    } else if ops.contains("%xmm") {
        if m.ends_with("pd") || m.ends_with("ps") {
            128
        } else {
            64
        }
    } else if m.contains(".2d") || ops.contains(".2d") || m.contains(".4s") || ops.contains(".4s") {
        128
    } else {
        64
    }
}

/// The register an FP add/FMA accumulates into, if it reads its own destination.
fn accumulator(i: &Insn) -> Option<String> {
    let ops = &i.operands;
    if ops.len() < 2 {
        return None;
    }
    let aarch64 = !ops.iter().any(|o| o.starts_with('%'));
    let (dst, srcs) = if aarch64 {
        (&ops[0], &ops[1..])
    } else {
        (&ops[ops.len() - 1], &ops[..ops.len() - 1])
    };
    // x86 2-operand forms (`addsd %a, %b`) read the destination implicitly.
    let two_operand_x86 = !aarch64 && ops.len() == 2;
    let fma_x86 = !aarch64 && i.mnemonic.starts_with("vfmadd");
    (two_operand_x86
        || fma_x86
        || srcs.contains(dst)
        || (aarch64 && i.mnemonic.starts_with("fmadd") && ops.get(3) == Some(dst)))
    .then(|| dst.clone())
}

/// A side-by-side summary of two hot loops, as printed by `ipc-tax asm-diff`.
pub fn side_by_side(a_name: &str, a: &HotLoop, b_name: &str, b: &HotLoop) -> String {
    let mut s = String::new();
    let w = 38;
    let c = a_name.chars().count().max(b_name.chars().count()).max(10);
    let _ = writeln!(
        s,
        "{:<w$}  {a_name:>c$}  {b_name:>c$}",
        "hot loop (per iteration)"
    );
    let row = |s: &mut String, k: &str, x: String, y: String| {
        let _ = writeln!(s, "{k:<w$}  {x:>c$}  {y:>c$}");
    };
    row(
        &mut s,
        "instructions",
        a.body.len().to_string(),
        b.body.len().to_string(),
    );
    for c in Class::ALL {
        if a.count(c) + b.count(c) > 0 {
            row(
                &mut s,
                &format!("  {}", c.name()),
                a.count(c).to_string(),
                b.count(c).to_string(),
            );
        }
    }
    row(
        &mut s,
        "unroll (multiplies per iteration)",
        a.unroll.to_string(),
        b.unroll.to_string(),
    );
    row(
        &mut s,
        "vector width (bits)",
        a.vector_bits.to_string(),
        b.vector_bits.to_string(),
    );
    row(
        &mut s,
        "multiply-adds per iteration",
        a.macs.to_string(),
        b.macs.to_string(),
    );
    row(
        &mut s,
        "instructions per multiply-add",
        format!("{:.2}", a.body.len() as f64 / a.macs.max(1) as f64),
        format!("{:.2}", b.body.len() as f64 / b.macs.max(1) as f64),
    );
    row(
        &mut s,
        "accumulators",
        a.accumulators.len().to_string(),
        b.accumulators.len().to_string(),
    );
    row(
        &mut s,
        "dependent adds per iteration (chain)",
        a.chain.to_string(),
        b.chain.to_string(),
    );
    let (ha, hb) = (
        format!("{a_name} ({})", a.label),
        format!("{b_name} ({})", b.label),
    );
    let _ = writeln!(s, "\n{ha:<48} | {hb}");
    for k in 0..a.body.len().max(b.body.len()) {
        let x = a.body.get(k).map_or("", |i| i.text.as_str());
        let y = b.body.get(k).map_or("", |i| i.text.as_str());
        let _ = writeln!(s, "{x:<48} | {y}");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAFE: &str = "
kernel_safe::wma:
.LBB_16:
	leaq 1(%r8), %rbx
	xorpd %xmm1, %xmm1
.LBB_17:
	cmpq %rcx, %r11
	je .LBB_22
	leaq 1(%rcx), %r14
	xorps %xmm2, %xmm2
	cvtsi2sd %r14, %xmm2
	mulsd (%rdi,%rcx,8), %xmm2
	addsd %xmm2, %xmm1
	movq %r14, %rcx
	cmpq %r14, %rdx
	jne .LBB_17
	divsd %xmm0, %xmm1
	jne .LBB_16
";

    #[test]
    fn finds_the_inner_loop_of_kernel_safe_and_counts_it() {
        let h = hot_loop(SAFE).expect("a loop");
        assert_eq!(h.label, ".LBB_17");
        assert_eq!(h.body.len(), 10);
        assert_eq!(h.count(Class::Convert), 1);
        assert_eq!(h.count(Class::Mul), 1);
        assert_eq!(h.count(Class::Add), 1);
        assert_eq!(
            h.count(Class::Load),
            1,
            "the folded memory operand of mulsd"
        );
        assert_eq!(h.count(Class::CmpBranch), 4);
        assert_eq!((h.unroll, h.macs, h.vector_bits, h.chain), (1, 1, 64, 1));
        assert_eq!(h.accumulators, vec!["%xmm1".to_string()]);
    }

    #[test]
    fn counts_unrolled_vex_and_aarch64_vector_loops() {
        let vex = "
.LBB0_30:
	vcvtsi2sd %rbp, %xmm15, %xmm2
	vmulsd -64(%r8,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r12, %xmm15, %xmm3
	vmulsd -56(%r8,%r11,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	addq $2, %r11
	jne .LBB0_30
";
        let h = hot_loop(vex).unwrap();
        assert_eq!(
            (h.unroll, h.macs, h.chain, h.count(Class::Load)),
            (2, 2, 2, 2)
        );
        let arm = "
LBB0_10:
	ldp q1, q2, [x8, #-32]
	fmul.2d v17, v21, v17
	fadd d7, d7, d17
	fadd d7, d7, d21
	subs x9, x9, #4
	b.ne LBB0_10
";
        let h = hot_loop(arm).unwrap();
        assert_eq!((h.unroll, h.macs, h.vector_bits, h.chain), (1, 2, 128, 2));
        assert_eq!(h.count(Class::Load), 1);
        assert_eq!(h.accumulators, vec!["d7".to_string()]);
    }

    #[test]
    fn a_listing_without_fp_loops_has_no_hot_loop() {
        assert!(hot_loop("f:\n.L1:\n\taddq $1, %rax\n\tjne .L1\n").is_none());
        assert!(hot_loop("").is_none());
    }
}
