"""numba's machine code and IR for the gap analysis (issue 4), and the
LLVM lowering used for the Apple M1 prediction.

Run by ``ipc-tax asm`` (which writes ``asm/``); not meant to be called by hand,
but it can be::

    NUMBA_CPU_NAME=znver4 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba OUT
    python -m ipc_tax_ref.asm numba-unopt wma OUT.ll
    python -m ipc_tax_ref.asm lower IN.ll SYMBOL OUT.s --triple T --cpu C

``numba`` compiles the kernel for the CPU named by ``NUMBA_CPU_NAME`` (with
``NUMBA_CPU_FEATURES`` empty, so the features follow the name and not the
host) and writes each hot function's own assembly and optimised IR.
``numba-unopt`` captures the IR numba hands to LLVM before optimisation.
``lower`` optimises an IR module at O3 for another target with the LLVM inside
llvmlite (the same LLVM major as rustc's) and writes one function's assembly.
"""

import argparse
import os
import re
import sys

import numpy as np

FUNCTIONS = ("wma", "event_loop", "combo")


def _compile_all():
    from ipc_tax_ref import kernel

    close = np.linspace(100.0, 110.0, 64)
    kernel.combo(close, 6, 3, 2, 3, 1, 2)
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


def dump_unoptimised(func, out):
    from numba.core import cgutils, codegen

    captured = []
    original = codegen.CPUCodeLibrary.add_ir_module

    def capture(self, ir_module):
        captured.append(cgutils.normalize_ir_text(str(ir_module)))
        return original(self, ir_module)

    codegen.CPUCodeLibrary.add_ir_module = capture
    _compile_all()
    codegen.CPUCodeLibrary.add_ir_module = original
    pattern = r'^define [^\n]*@"?' + re.escape(f"_ZN11ipc_tax_ref6kernel{len(func)}{func}")
    module = next((m for m in captured if re.search(pattern, m, re.M)), None)
    if module is None:
        raise SystemExit(f"no unoptimised module defines ipc_tax_ref.kernel.{func}")
    with open(out, "w") as f:
        f.write(module)


def lower(src, symbol, out, triple, cpu):
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    target = llvm.Target.from_triple(triple)
    tm = target.create_target_machine(cpu=cpu, features="", opt=3, reloc="pic", codemodel="default")
    text = open(src).read()
    # Retarget: the IR was produced for x86-64; drop its layout, triple and
    # per-function CPU attributes so the new target's take over.
    text = re.sub(r'^target (datalayout|triple) = ".*"\n', "", text, flags=re.M)
    text = re.sub(r'"target-(cpu|features)"="[^"]*"', "", text)
    text = re.sub(r'"tune-cpu"="[^"]*"', "", text)
    module = llvm.parse_assembly(text)
    module.triple = triple
    module.data_layout = str(tm.target_data)
    module.verify()
    # rustc's opt-level 3 settings, used for both IRs so the pipeline is no cause.
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pto.loop_vectorization = True
    pto.slp_vectorization = True
    pto.loop_unrolling = True
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(module, pb)
    asm = tm.emit_assembly(module)
    lines = asm.splitlines()
    start = next(
        (
            i
            for i, line in enumerate(lines)
            if line.endswith(":") and line.strip('"').lstrip("_").startswith(symbol.lstrip("_"))
        ),
        None,
    )
    if start is None:
        raise SystemExit(f"lower: {symbol} not in the lowered module")
    end = next(
        (i + 1 for i in range(start + 1, len(lines)) if lines[i].strip() == ".cfi_endproc"),
        len(lines),
    )
    with open(out, "w") as f:
        f.write("\n".join(lines[start:end]) + "\n")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m ipc_tax_ref.asm", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("numba", help="dump numba's asm and optimised IR of the hot functions")
    p.add_argument("out")
    p = sub.add_parser("numba-unopt", help="capture numba's unoptimised IR module of one function")
    p.add_argument("func", choices=FUNCTIONS)
    p.add_argument("out")
    p = sub.add_parser("lower", help="optimise an IR module at O3 for a target and write one function's asm")
    p.add_argument("src")
    p.add_argument("symbol")
    p.add_argument("out")
    p.add_argument("--triple", required=True)
    p.add_argument("--cpu", required=True)
    a = ap.parse_args(argv)
    if a.cmd == "numba":
        dump_numba(a.out)
    elif a.cmd == "numba-unopt":
        dump_unoptimised(a.func, a.out)
    else:
        lower(a.src, a.symbol, a.out, a.triple, a.cpu)
    return 0


if __name__ == "__main__":
    sys.exit(main())
