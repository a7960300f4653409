"""numba's machine code and IR for the gap analysis (issue 4), on x86-64 and
aarch64 (issue 15).

Run by ``ipc-tax asm`` (which writes ``asm/``); not meant to be called by hand,
but it can be::

    NUMBA_CPU_NAME=znver4 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba OUT
    python -m ipc_tax_ref.asm numba-arm OUT --cpu apple-m1

``numba`` compiles the kernel for the CPU named by ``NUMBA_CPU_NAME`` (with
``NUMBA_CPU_FEATURES`` empty, so the features follow the name and not the
host) and writes each hot function's own assembly and optimised IR.

``numba-arm`` runs numba's *whole* code generator for an aarch64 CPU on this
x86-64 machine: llvmlite is told the process triple is
``aarch64-unknown-linux-gnu`` before numba starts, so numba builds its target
machine, its pass builders (its opt level, loop/SLP vectoriser flags, the
cheap-then-full module pipeline, reference-count pruning), its linking of the
callees and its code generation exactly as on an aarch64 host — with the CPU
named by ``--cpu`` and no host features. The functions are compiled from
their signatures and never called (calling would run aarch64 code here).
The Linux triple rather than macOS: numba's JIT resolves its runtime's symbols
in this (ELF) process, and Mach-O would look for underscore-prefixed names;
the hot loops do not depend on the object format
(docs/aarch64.md#why-the-linux-target-stands-in-for-macos).
"""

import argparse
import os
import re
import sys


FUNCTIONS = ("wma", "event_loop", "combo")


def _compile_all():
    """The kernel compiled from its signatures, never called: the CPU named
    by ``NUMBA_CPU_NAME`` need not be this host's (znver4 code on a host
    without AVX-512 would die of SIGILL if run)."""
    from numba import types

    from ipc_tax_ref import kernel

    series = types.Array(types.float64, 1, "C")
    i64 = types.int64
    signatures = {
        "wma": (series, i64),
        "event_loop": (series, series, series),
        "combo": (series, i64, i64, i64, i64, i64, i64),
    }
    for func in FUNCTIONS:
        getattr(kernel, func).compile(signatures[func])
    return kernel


def _own_asm(asm, func):
    """The assembly of the function numba mangles as ipc_tax_ref.kernel.<func>."""
    prefix = f"_ZN11ipc_tax_ref6kernel{len(func)}{func}"
    lines = asm.splitlines()
    start = next(
        (i for i, line in enumerate(lines) if line.startswith(prefix) and line.endswith(":")),
        None,
    )
    if start is None:
        raise SystemExit(f"numba asm for {func}: symbol {prefix}… not found")
    end = next(
        (i for i in range(start + 1, len(lines)) if lines[i].startswith(".Lfunc_end")),
        len(lines),
    )
    return "\n".join(lines[start:end]) + "\n"


def _own_ir(ir, func):
    prefix = f"@_ZN11ipc_tax_ref6kernel{len(func)}{func}"
    match = re.search(r"^define [^\n]*" + re.escape(prefix) + r".*?^}\n", ir, re.M | re.S)
    if match is None:
        raise SystemExit(f"numba IR for {func}: define of {prefix}… not found")
    return match.group(0)


def dump_numba(out):
    from numba.core import config

    kernel = _compile_all()
    os.makedirs(out, exist_ok=True)
    for func in FUNCTIONS:
        disp = getattr(kernel, func)
        sig = disp.signatures[0]
        with open(os.path.join(out, f"{func}.s"), "w") as f:
            f.write(_own_asm(disp.inspect_asm(sig), func))
        with open(os.path.join(out, f"{func}.ll"), "w") as f:
            f.write(_own_ir(disp.inspect_llvm(sig), func))
    import llvmlite
    import llvmlite.binding as llvm
    import numba

    llvm_version = ".".join(map(str, llvm.llvm_version_info))
    print(f"dumped {', '.join(FUNCTIONS)} for {config.CPU_NAME or 'host'} to {out}", file=sys.stderr)
    print(f"numba {numba.__version__}, llvmlite {llvmlite.__version__} (LLVM {llvm_version})")


ARM_TRIPLE = "aarch64-unknown-linux-gnu"


def dump_numba_arm(out, cpu):
    os.environ["NUMBA_CPU_NAME"] = cpu
    os.environ["NUMBA_CPU_FEATURES"] = ""
    import llvmlite
    import llvmlite.binding as llvm

    if "numba" in sys.modules:
        raise SystemExit("numba-arm must run before numba is imported (a fresh process)")
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    llvm.get_process_triple = lambda: ARM_TRIPLE
    llvm.get_default_triple = lambda: ARM_TRIPLE
    import numba

    kernel = _compile_all()
    os.makedirs(out, exist_ok=True)
    for func in FUNCTIONS:
        disp = getattr(kernel, func)
        sig = disp.signatures[0]
        asm = disp.inspect_asm(sig)
        if "retq" in asm or "%rsp" in asm:
            raise SystemExit(f"numba-arm: {func} was not compiled for aarch64")
        with open(os.path.join(out, f"{func}.s"), "w") as f:
            f.write(_own_asm(asm, func))
        with open(os.path.join(out, f"{func}.ll"), "w") as f:
            f.write(_own_ir(disp.inspect_llvm(sig), func))
    from numba.core import config

    llvm_version = ".".join(map(str, llvm.llvm_version_info))
    print(f"dumped {', '.join(FUNCTIONS)} for {cpu} ({ARM_TRIPLE}) to {out}", file=sys.stderr)
    print(
        f"numba {numba.__version__} (OPT={int(config.OPT)}, LOOP_VECTORIZE={int(config.LOOP_VECTORIZE)}, "
        f"SLP_VECTORIZE={int(config.SLP_VECTORIZE)}), llvmlite {llvmlite.__version__} (LLVM {llvm_version})"
    )


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m ipc_tax_ref.asm", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("numba", help="dump numba's asm and optimised IR of the hot functions")
    p.add_argument("out")
    p = sub.add_parser("numba-arm", help="numba's own code generator for an aarch64 CPU")
    p.add_argument("out")
    p.add_argument("--cpu", required=True, help="LLVM CPU name, e.g. apple-m1 or neoverse-v1")
    a = ap.parse_args(argv)
    if a.cmd == "numba":
        dump_numba(a.out)
    else:
        dump_numba_arm(a.out, a.cpu)
    return 0


if __name__ == "__main__":
    sys.exit(main())
