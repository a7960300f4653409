"""The compilers' seam (issue 57): each front end's unoptimised IR through
each optimisation pipeline, for each target — eight cells, each a shared
object the engine loads (kernel-seam) and times beside kernel-safe and
numba.

Run by ``cargo xtask seam`` (which first takes rustc's IR of kernel-safe);
not meant to be called by hand, but it can be::

    python -m ipc_tax_ref.seam ir --rustc-ir RUSTC.ll --out target/seam/ir
    NUMBA_CPU_NAME=x86-64 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.seam \\
        cells --cpu x86-64 --ir target/seam/ir --link --out target/seam

The three factors:

front end
    ``numba``: the IR numba hands its pipeline for ``kernel.combo`` (callees
    linked in), taken with both of numba's optimisation hooks held so that no
    callee arrives optimised. ``rustc``: kernel-safe's IR from
    ``-C no-prepopulate-passes`` (release flags, one codegen unit), rooted at
    its C entry ``ipc_seam_combo``.
pipeline
    ``numba``: the installed numba's own codegen objects run it — its
    per-function passes, its cheap module pass (loop rotate, instcombine,
    jump threading), its reference-count pruning and its full module pass,
    with its target machine's options and vectoriser settings. ``rustc``:
    LLVM's per-module O3 pipeline with the options rustc sets for a release
    build (loop and SLP vectorisation, interleaving, unrolling), emulated in
    llvmlite because rustc's pass manager cannot take foreign IR. What the
    emulation leaves out: rustc's ThinLTO pre-link/local-ThinLTO split at
    ``codegen-units=16`` (the IR is taken at one codegen unit) and rustc's
    own function-merging setting.
target
    ``host``: the CPU as numba names it (llvmlite's host CPU name and
    features); ``x86-64``: the baseline the release build compiles for.
    rustc stamps ``"target-cpu"="x86-64"`` on every function: the host cells
    strip it, or they would silently compile for the baseline.

Every cell exports ``ipc_seam_combo(close, len, params[6], *pnl, *trades)``
and calls its host (the engine) for memory through five function pointers it
exports (``ipc_seam_host_*``): rustc's ``__rust_alloc`` family and numba's
``NRT_MemInfo_alloc_aligned`` / ``NRT_MemInfo_call_dtor`` land on the
engine's allocator; any other external symbol (a panic, the unwinder's
personality) is a stub that reports its name and aborts — a validated sweep
never reaches one.
"""

import argparse
import json
import os
import re
import subprocess
import sys

FRONTS = ("numba", "rustc")
PIPELINES = ("numba", "rustc")
TARGETS = ("host", "x86-64")
ENTRY = "ipc_seam_combo"
HOST_POINTERS = ("alloc", "alloc_zeroed", "dealloc", "realloc", "nrt_alloc", "nrt_free", "fail")


def cell_name(front, pipeline, target):
    return f"seam-{front}-{pipeline}-{target}"


# --- IR as text: trimming to one root's call graph --------------------------

_GLOBAL_REF = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')


def _blocks(ir):
    """Top-level items of a module: (kind, name, text). ``define`` bodies
    run to their closing ``}`` line."""
    lines = ir.splitlines(keepends=True)
    i = 0
    out = []
    while i < len(lines):
        line = lines[i]
        if line.startswith("define "):
            j = i
            while not lines[j].startswith("}"):
                j += 1
            text = "".join(lines[i : j + 1])
            out.append(("define", _defined_name(line), text))
            i = j + 1
            continue
        if line.startswith("declare "):
            out.append(("declare", _defined_name(line), line))
        elif line.startswith("@"):
            out.append(("global", _GLOBAL_REF.match(line).group(1), line))
        else:
            out.append(("other", None, line))
        i += 1
    return out


def _defined_name(line):
    m = _GLOBAL_REF.search(line)
    if m is None:
        raise SystemExit(f"seam: cannot read the name of: {line.strip()}")
    return m.group(1)


def trim(ir, root):
    """The module with only what ``root`` reaches (functions and globals);
    everything else at top level (types, attributes, metadata) is kept."""
    blocks = _blocks(ir)
    by_name = {name: text for kind, name, text in blocks if kind in ("define", "declare", "global")}
    if root not in by_name:
        raise SystemExit(f"seam: the root @{root} is not defined in the IR")
    keep = set()
    todo = [root]
    while todo:
        name = todo.pop()
        if name in keep or name not in by_name:
            continue
        keep.add(name)
        text = by_name[name]
        # the item's own name is its first reference; the rest are uses
        for ref in _GLOBAL_REF.findall(text):
            if ref not in keep:
                todo.append(ref)
    return "".join(text for kind, name, text in blocks if kind == "other" or name in keep)


def _unquote(name):
    return name[1:-1] if name.startswith('"') else name


# --- the front ends ----------------------------------------------------------


def numba_ir():
    """numba's unoptimised IR of ``kernel.combo`` with its callees linked in,
    and a C entry ``ipc_seam_combo`` in front of numba's calling convention
    (return pointer, exception-info pointer, the array's seven fields, the
    six window lengths)."""
    from numba import types
    from numba.core import codegen as cg

    held = (cg.CPUCodeLibrary._optimize_functions, cg.CPUCodeLibrary._optimize_final_module)
    cg.CPUCodeLibrary._optimize_functions = lambda self, module: None
    cg.CPUCodeLibrary._optimize_final_module = lambda self: None
    try:
        from ipc_tax_ref import kernel

        series = types.Array(types.float64, 1, "C")
        i64 = types.int64
        kernel.combo.compile((series, i64, i64, i64, i64, i64, i64))
    finally:
        cg.CPUCodeLibrary._optimize_functions, cg.CPUCodeLibrary._optimize_final_module = held
    sig = kernel.combo.signatures[0]
    ir = str(kernel.combo.overloads[sig].library._final_module)
    combo = re.search(r"^define i32 @(_ZN11ipc_tax_ref6kernel5combo[^(]*)\((.*)\) \{$", ir, re.M)
    if combo is None:
        raise SystemExit("seam: numba's combo not found in its IR")
    name, params = combo.group(1), combo.group(2)
    if len(re.findall(r"%[\w.]+", params)) != 2 + 7 + 6:
        raise SystemExit(f"seam: numba's combo takes an unexpected argument list: {params}")
    loads = "".join(
        f"  %g{k} = getelementptr inbounds i64, ptr %params, i64 {k}\n  %p{k} = load i64, ptr %g{k}\n"
        for k in range(6)
    )
    windows = ", ".join(f"i64 %p{k}" for k in range(6))
    entry = f"""
define i32 @{ENTRY}(ptr %close, i64 %len, ptr %params, ptr %pnl, ptr %trades) {{
entry:
  %ret = alloca {{ double, i64 }}, align 8
  %exc = alloca ptr, align 8
{loads}  %st = call i32 @{name}(ptr %ret, ptr %exc, ptr null, ptr null, i64 %len, i64 8, ptr %close, i64 %len, i64 8, {windows})
  %r0 = getelementptr inbounds {{ double, i64 }}, ptr %ret, i32 0, i32 0
  %r1 = getelementptr inbounds {{ double, i64 }}, ptr %ret, i32 0, i32 1
  %v0 = load double, ptr %r0
  %v1 = load i64, ptr %r1
  store double %v0, ptr %pnl
  store i64 %v1, ptr %trades
  ret i32 %st
}}
"""
    return trim(ir + entry, ENTRY)


def rustc_ir(path):
    with open(path) as f:
        ir = f.read()
    return trim(ir, ENTRY)


# --- the pipelines and targets -----------------------------------------------


def _target_machine(cpu, reloc):
    """``cpu``: ``host`` (llvmlite's name and features for this CPU, as
    numba-njit compiles), ``x86-64``, or an LLVM CPU name whose features
    follow the name (the dumps for CPUs other than this one)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    if cpu == "host":
        name = llvm.get_host_cpu_name()
        features = llvm.get_host_cpu_features().flatten()
    else:
        name, features = cpu, ""
    tgt = llvm.Target.from_triple(llvm.get_process_triple())
    return tgt.create_target_machine(cpu=name, features=features, opt=3, reloc=reloc, codemodel="default"), name


def _for_target(ir, cpu):
    if cpu != "x86-64":
        ir = ir.replace(' "target-cpu"="x86-64"', "")
    return ir


def through_rustc_pipeline(ir, cpu):
    import llvmlite.binding as llvm

    tm, _ = _target_machine(cpu, "pic")
    mod = llvm.parse_assembly(_for_target(ir, cpu))
    mod.triple = llvm.get_process_triple()
    mod.data_layout = str(tm.target_data)
    mod.verify()
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pto.loop_vectorization = True
    pto.slp_vectorization = True
    pto.loop_interleaving = True
    pto.loop_unrolling = True
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(mod, pb)
    return mod


def through_numba_pipeline(ir, cpu):
    """The installed numba's codegen runs its pipeline on ``ir``: the
    process's ``NUMBA_CPU_NAME``/``NUMBA_CPU_FEATURES`` pick the target (set
    by ``cells`` before numba is imported)."""
    import llvmlite.binding as llvm
    from numba.core import codegen as cg

    codegen = cg.JITCPUCodegen("seam")
    lib = codegen.create_library("seam")
    mod = llvm.parse_assembly(_for_target(ir, cpu))
    mod.triple = llvm.get_process_triple()
    mod.verify()
    lib.add_llvm_module(mod)
    lib._optimize_final_module()
    return lib._final_module


# --- the shim and the shared object ------------------------------------------

_RUST_ALLOC = {
    "___rust_alloc": ("ptr", "(i64 %a, i64 %b)", "alloc", "ptr (i64, i64)", "i64 %a, i64 %b"),
    "___rust_alloc_zeroed": ("ptr", "(i64 %a, i64 %b)", "alloc_zeroed", "ptr (i64, i64)", "i64 %a, i64 %b"),
    "___rust_dealloc": ("void", "(ptr %p, i64 %a, i64 %b)", "dealloc", "void (ptr, i64, i64)", "ptr %p, i64 %a, i64 %b"),
    "___rust_realloc": (
        "ptr",
        "(ptr %p, i64 %a, i64 %b, i64 %c)",
        "realloc",
        "ptr (ptr, i64, i64, i64)",
        "ptr %p, i64 %a, i64 %b, i64 %c",
    ),
}
_NRT = {
    "NRT_MemInfo_alloc_aligned": ("ptr", "(i64 %a, i32 %b)", "nrt_alloc", "ptr (i64, i32)", "i64 %a, i32 %b"),
    "NRT_MemInfo_call_dtor": ("void", "(ptr %p)", "nrt_free", "void (ptr)", "ptr %p"),
}
_LIBC = {"memcpy", "memmove", "memset", "malloc", "free", "realloc", "calloc"}


def _host_call(symbol, ret, params, pointer, _fnty, args):
    load = f"  %f = load ptr, ptr @ipc_seam_host_{pointer}\n"
    if ret == "void":
        body = f"{load}  call {ret} %f({args})\n  ret void\n"
    else:
        body = f"{load}  %r = call {ret} %f({args})\n  ret {ret} %r\n"
    return f'define {ret} @"{symbol}"{params} {{\nentry:\n{body}}}\n'


def shim_ir(undefined):
    """Definitions for what the optimised cell still declares."""
    out = [f"@ipc_seam_host_{p} = global ptr null\n" for p in HOST_POINTERS]
    handled = []
    for k, symbol in enumerate(sorted(undefined)):
        rust = next((v for key, v in _RUST_ALLOC.items() if symbol.endswith(key[1:]) and key in symbol), None)
        if symbol.endswith("___rust_no_alloc_shim_is_unstable_v2"):
            out.append(f'define void @"{symbol}"() {{\nentry:\n  ret void\n}}\n')
        elif rust is not None:
            out.append(_host_call(symbol, *rust))
        elif symbol in _NRT:
            out.append(_host_call(symbol, *_NRT[symbol]))
        else:
            # Never reached by a validated sweep: a panic, the unwinder's
            # personality. Its arguments are ignored (a separate object, so
            # the declared signature need not match).
            data = symbol.encode() + b"\0"
            text = "".join(chr(c) if 32 <= c < 127 and c not in (34, 92) else f"\\{c:02X}" for c in data)
            out.append(f'@.name{k} = private constant [{len(data)} x i8] c"{text}"\n')
            out.append(
                f'define void @"{symbol}"() {{\nentry:\n  %f = load ptr, ptr @ipc_seam_host_fail\n'
                f"  call void %f(ptr @.name{k})\n  unreachable\n}}\n"
            )
        handled.append(symbol)
    return "".join(out), handled


def _undefined(mod):
    names = []
    for fn in mod.functions:
        if fn.is_declaration and not fn.name.startswith("llvm.") and fn.name not in _LIBC:
            names.append(fn.name)
    return names


def _own_asm(asm, name):
    lines = asm.splitlines()
    start = next((i for i, l in enumerate(lines) if l.rstrip(":").strip('"') == name and l.endswith(":")), None)
    if start is None:
        return None
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith(".Lfunc_end")), len(lines))
    return "\n".join(lines[start:end]) + "\n"


def _wma_symbol(mod, front):
    key = "kernel3wma" if front == "numba" else "kernel_safe3wma"
    found = [fn.name for fn in mod.functions if key in fn.name and not fn.is_declaration]
    return found[0] if found else None


def build_cell(front, pipeline, cpu, ir, out, asm_dir, link):
    """One cell for ``cpu``: its optimised module as an object, linked with
    the shim into ``<out>/<cell>.so`` when ``link``; its ``wma`` assembly
    into ``<asm_dir>/<front>-<pipeline>.wma.s`` when ``asm_dir``."""
    import llvmlite.binding as llvm

    target = "x86-64" if cpu == "x86-64" else "host"
    name = cell_name(front, pipeline, target)
    mod = through_numba_pipeline(ir, cpu) if pipeline == "numba" else through_rustc_pipeline(ir, cpu)
    tm, cpu_name = _target_machine(cpu, "pic")
    mod.verify()
    if link:
        shim_text, _ = shim_ir(_undefined(mod))
        shim = llvm.parse_assembly(shim_text)
        shim.triple = mod.triple
        shim.data_layout = mod.data_layout
        os.makedirs(out, exist_ok=True)
        obj, shim_obj, so = (os.path.join(out, f"{name}{ext}") for ext in (".o", ".shim.o", ".so"))
        with open(obj, "wb") as f:
            f.write(tm.emit_object(mod))
        with open(shim_obj, "wb") as f:
            f.write(tm.emit_object(shim))
        subprocess.run(["cc", "-shared", "-o", so, obj, shim_obj], check=True)
    if asm_dir is not None:
        wma = _wma_symbol(mod, front)
        asm = _own_asm(tm.emit_assembly(mod), wma) if wma else None
        if asm is None:
            raise SystemExit(f"seam: {name}: no wma function in the optimised module")
        os.makedirs(asm_dir, exist_ok=True)
        with open(os.path.join(asm_dir, f"{front}-{pipeline}.wma.s"), "w") as f:
            f.write(asm)
    return {"cell": name, "cpu": cpu_name}


# --- commands ----------------------------------------------------------------


def cmd_ir(args):
    """Both front ends' IR, trimmed to ``ipc_seam_combo``'s call graph, into
    ``--out`` (raw: the cells are built from it; ``asm/`` keeps a normalised
    copy)."""
    os.makedirs(args.out, exist_ok=True)
    for front, ir in (("numba", numba_ir()), ("rustc", rustc_ir(args.rustc_ir))):
        with open(os.path.join(args.out, f"{front}.ll"), "w") as f:
            f.write(ir)


def cmd_cells(args):
    """The four cells of one CPU (a process of its own: numba reads its
    target from ``NUMBA_CPU_NAME``/``NUMBA_CPU_FEATURES`` once, at import —
    the caller sets them)."""
    results = []
    for front in FRONTS:
        with open(os.path.join(args.ir, f"{front}.ll")) as f:
            ir = f.read()
        for pipeline in PIPELINES:
            results.append(build_cell(front, pipeline, args.cpu, ir, args.out, args.asm_dir, args.link))
            print(f"seam: {results[-1]['cell']} for {results[-1]['cpu']}", file=sys.stderr)
    print(json.dumps(results))


def versions():
    import llvmlite
    import llvmlite.binding as llvm
    import numba

    return {
        "numba": numba.__version__,
        "llvmlite": llvmlite.__version__,
        "llvm": ".".join(map(str, llvm.llvm_version_info)),
        "host_cpu": llvm.get_host_cpu_name(),
    }


def cmd_versions(args):
    v = versions()
    if args.no_host:
        del v["host_cpu"]
    print(json.dumps(v))


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m ipc_tax_ref.seam", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("ir", help="both front ends' unoptimised IR")
    p.add_argument("--rustc-ir", required=True, help="rustc's unoptimised IR of kernel-safe (feature seam)")
    p.add_argument("--out", required=True)
    p = sub.add_parser("cells", help="the four cells of one CPU, from the IR in --ir")
    p.add_argument("--cpu", required=True, help="host, x86-64 or an LLVM x86 CPU name")
    p.add_argument("--ir", required=True)
    p.add_argument("--out", default=None, help="where the shared objects go (with --link)")
    p.add_argument("--link", action="store_true", help="link each cell into <out>/<cell>.so")
    p.add_argument("--asm-dir", help="where each cell's wma assembly goes")
    p = sub.add_parser("versions", help="numba, llvmlite, LLVM and the host CPU's name, as JSON")
    p.add_argument("--no-host", action="store_true", help="leave the host CPU out (the committed dumps' headers)")
    a = ap.parse_args(argv)
    {"ir": cmd_ir, "cells": cmd_cells, "versions": cmd_versions}[a.cmd](a)


if __name__ == "__main__":
    main()
