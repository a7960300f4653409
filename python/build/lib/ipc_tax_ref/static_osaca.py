"""OSACA's throughput and loop-carried-dependency analysis of loop bodies, as JSON.

The second static model beside llvm-mca in the calibration of the M2
prediction (issue 15). Run by ``ipc-tax`` (the m2 report section); reads a JSON list of jobs on stdin,
``[{"id": ..., "arch": "ZEN4", "text": "<loop body>"}, ...]``, and prints one JSON
object: id → {"throughput": cycles, "lcd": cycles, "critical_path": cycles,
"unknown": instructions without data}. Cycles are per loop iteration.
"""

import json
import sys
import warnings


def analyse(arch, text):
    # OSACA calls pyparsing's pre-3.3 spellings; their deprecation warnings
    # are OSACA's, not ours.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return _analyse(arch, text)


def _analyse(arch, text):
    from osaca.osaca import get_asm_parser
    from osaca.semantics import ArchSemantics, KernelDG, MachineModel, reduce_to_section
    from osaca.semantics.arch_semantics import INSTR_FLAGS

    isa = MachineModel.get_isa_for_arch(arch)
    parser = get_asm_parser(arch, "ATT" if isa == "x86" else None)
    parsed = parser.parse_file(text)
    kernel = reduce_to_section(parsed, parser)
    model = MachineModel(arch=arch)
    semantics = ArchSemantics(parser, model)
    semantics.normalize_instruction_forms(kernel)
    semantics.add_semantics(kernel)
    semantics.assign_optimal_throughput(kernel)
    graph = KernelDG(kernel, parser, model, semantics, 10)
    tp = ArchSemantics.get_throughput_sum(kernel) or kernel[0].port_pressure
    deps = graph.get_loopcarried_dependencies()
    lcd = max((d["latency"] for d in deps.values()), default=0.0)
    cp = sum(x.latency_cp for x in graph.get_critical_path())
    unknown = sum(1 for i in kernel if INSTR_FLAGS.TP_UNKWN in i.flags)
    return {"throughput": float(max(tp)), "lcd": float(lcd), "critical_path": float(cp), "unknown": unknown}


def version():
    import osaca

    return f"OSACA {osaca.__version__}"


def main():
    if sys.argv[1:] == ["--version"]:
        print(version())
        return
    jobs = json.load(sys.stdin)
    out = {}
    for job in jobs:
        try:
            out[job["id"]] = analyse(job["arch"], job["text"])
        except Exception as e:  # one bad loop must not hide the others
            out[job["id"]] = {"error": f"{type(e).__name__}: {e}"}
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
