; numba's IR of ipc_tax_ref.kernel.combo as numba hands it to its pipeline (both optimisation hooks held), callees linked in, and the C entry ipc_seam_combo
; trimmed to ipc_seam_combo's call graph; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
; ModuleID = 'combo'
source_filename = "<string>"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@numba.dynamic.globals.<addr> = linkonce global ptr inttoptr (i64 <addr> to ptr)
@numba.dynamic.globals.<addr>.1 = linkonce global ptr inttoptr (i64 <addr> to ptr)
@numba.dynamic.globals.<addr>.2 = linkonce global ptr inttoptr (i64 <addr> to ptr)
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@numba.dynamic.globals.<addr>.3 = linkonce global ptr inttoptr (i64 <addr> to ptr)
@numba.dynamic.globals.<addr>.4 = linkonce global ptr inttoptr (i64 <addr> to ptr)
@numba.dynamic.globals.<addr>.5 = linkonce global ptr inttoptr (i64 <addr> to ptr)
@numba.dynamic.globals.<addr>.6 = linkonce global ptr inttoptr (i64 <addr> to ptr)
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@numba.dynamic.globals.<addr> = linkonce global ptr inttoptr (i64 <addr> to ptr)
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.10 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1.11 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1>.9 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.14 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1.15 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1>.9 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1> = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.28 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1.29 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1>.24 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.26 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.pickledata.<sha1>.sha1.27 = internal constant <a pickled exception; it holds the path of numba's source, left out>
@.const.picklebuf.<sha1>.25 = internal constant <a pickled exception; it holds the path of numba's source, left out>

define i32 @_ZN11ipc_tax_ref6kernel5comboB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedExxxxxx(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.n, i64 %arg.h, i64 %arg.s, i64 %arg.p, i64 %arg.p3, i64 %arg.p2) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %arg.close.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %arg.close.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.close.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.close.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %arg.close.4, 4
  %.17 = insertvalue [1 x i64] undef, i64 %arg.close.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.17, 5
  %.18 = insertvalue [1 x i64] undef, i64 %arg.close.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.18, 6
  %.24 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.24, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %try_state = alloca i64, align 8
  store i64 0, ptr %try_state, align 8
  %.64 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.64, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  %.101 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.101, align 8
  %.115 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.115, align 8
  %src_shape = alloca i64, i64 1, align 8
  store i64 0, ptr %src_shape, align 8
  %dest_shape = alloca i64, i64 1, align 8
  store i64 0, ptr %dest_shape, align 8
  %.135 = alloca i64, align 8
  store i64 0, ptr %.135, align 8
  %excinfo.3 = alloca ptr, align 8
  store ptr null, ptr %excinfo.3, align 8
  %.168 = alloca i64, align 8
  store i64 0, ptr %.168, align 8
  %excinfo.4 = alloca ptr, align 8
  store ptr null, ptr %excinfo.4, align 8
  %.200 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.200, align 8
  %.217 = alloca ptr, align 8
  store ptr null, ptr %.217, align 8
  %excinfo.5 = alloca ptr, align 8
  store ptr null, ptr %excinfo.5, align 8
  %.272 = alloca i64, align 8
  store i64 0, ptr %.272, align 8
  %.275 = alloca i64, align 8
  store i64 0, ptr %.275, align 8
  %.299 = alloca double, align 8
  store double 0.000000e+00, ptr %.299, align 8
  %excinfo.6 = alloca ptr, align 8
  store ptr null, ptr %excinfo.6, align 8
  %.335 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.335, align 8
  %excinfo.7 = alloca ptr, align 8
  store ptr null, ptr %excinfo.7, align 8
  %.377 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.377, align 8
  %excinfo.8 = alloca ptr, align 8
  store ptr null, ptr %excinfo.8, align 8
  %.415 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.415, align 8
  %excinfo.9 = alloca ptr, align 8
  store ptr null, ptr %excinfo.9, align 8
  %.453 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.453, align 8
  %excinfo.10 = alloca ptr, align 8
  store ptr null, ptr %excinfo.10, align 8
  %.490 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.490, align 8
  %.504 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.504, align 8
  %.518 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.518, align 8
  %src_shape.1 = alloca i64, i64 1, align 8
  store i64 0, ptr %src_shape.1, align 8
  %dest_shape.1 = alloca i64, i64 1, align 8
  store i64 0, ptr %dest_shape.1, align 8
  %.538 = alloca i64, align 8
  store i64 0, ptr %.538, align 8
  %excinfo.11 = alloca ptr, align 8
  store ptr null, ptr %excinfo.11, align 8
  %.571 = alloca i64, align 8
  store i64 0, ptr %.571, align 8
  %excinfo.12 = alloca ptr, align 8
  store ptr null, ptr %excinfo.12, align 8
  %.604 = alloca i64, align 8
  store i64 0, ptr %.604, align 8
  %excinfo.13 = alloca ptr, align 8
  store ptr null, ptr %excinfo.13, align 8
  %.636 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.636, align 8
  %.653 = alloca ptr, align 8
  store ptr null, ptr %.653, align 8
  %excinfo.14 = alloca ptr, align 8
  store ptr null, ptr %excinfo.14, align 8
  %.708 = alloca i64, align 8
  store i64 0, ptr %.708, align 8
  %.711 = alloca i64, align 8
  store i64 0, ptr %.711, align 8
  %.714 = alloca i64, align 8
  store i64 0, ptr %.714, align 8
  %.747 = alloca double, align 8
  store double 0.000000e+00, ptr %.747, align 8
  %excinfo.15 = alloca ptr, align 8
  store ptr null, ptr %excinfo.15, align 8
  %.786 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.786, align 8
  %excinfo.16 = alloca ptr, align 8
  store ptr null, ptr %excinfo.16, align 8
  %.827 = alloca { double, i64 }, align 8
  store { double, i64 } zeroinitializer, ptr %.827, align 8
  %excinfo.17 = alloca ptr, align 8
  store ptr null, ptr %excinfo.17, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.19 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.20 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(ptr %extracted.meminfo)
  %.22 = load ptr, ptr @numba.dynamic.globals.<addr>, align 8
  %.23 = load ptr, ptr @numba.dynamic.globals.<addr>.1, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.24, align 8
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.28 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.29 = extractvalue [1 x i64] %extracted.strides.1, 0
  %.30 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr %.24, ptr %excinfo.1, ptr %extracted.meminfo.1, ptr %extracted.parent.1, i64 %extracted.nitems.1, i64 %extracted.itemsize.1, ptr %extracted.data.1, i64 %.28, i64 %.29, i64 %arg.h)
  %.31 = load ptr, ptr %excinfo.1, align 8
  %.32 = icmp eq i32 %.30, 0
  %.33 = icmp eq i32 %.30, -2
  %.36 = or i1 %.32, %.33
  %.37 = xor i1 %.36, true
  %.38 = icmp sge i32 %.30, 1
  %.39 = select i1 %.38, ptr %.31, ptr undef
  %.40 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.24, align 8
  %.41 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.40, 0
  %.42 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.40, 1
  %.43 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.40, 2
  %.44 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.40, 3
  %.45 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.40, 4
  %.46 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.40, 5
  %.47 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.40, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.41, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %.42, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %.43, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %.44, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %.45, 4
  %.48 = extractvalue [1 x i64] %.46, 0
  %.49 = insertvalue [1 x i64] undef, i64 %.48, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.49, 5
  %.50 = extractvalue [1 x i64] %.47, 0
  %.51 = insertvalue [1 x i64] undef, i64 %.50, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.51, 6
  br i1 %.37, label %B0.if, label %B0.endif, !prof !0

B0.if:                                            ; preds = %entry
  store i64 0, ptr %try_state, align 8
  %.55 = load i64, ptr %try_state, align 8
  %.56 = icmp ugt i64 %.55, 0
  %.57 = load ptr, ptr %excinfo, align 8
  store ptr %.39, ptr %excinfo, align 8
  %.59 = xor i1 %.56, true
  br i1 %.59, label %B0.if.if, label %B0.endif

B0.endif:                                         ; preds = %B0.if, %entry
  %.63 = load ptr, ptr @numba.dynamic.globals.<addr>.2, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.64, align 8
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.68 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.69 = extractvalue [1 x i64] %extracted.strides.2, 0
  %.70 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr %.64, ptr %excinfo.2, ptr %extracted.meminfo.2, ptr %extracted.parent.2, i64 %extracted.nitems.2, i64 %extracted.itemsize.2, ptr %extracted.data.2, i64 %.68, i64 %.69, i64 %arg.n)
  %.71 = load ptr, ptr %excinfo.2, align 8
  %.72 = icmp eq i32 %.70, 0
  %.73 = icmp eq i32 %.70, -2
  %.76 = or i1 %.72, %.73
  %.77 = xor i1 %.76, true
  %.78 = icmp sge i32 %.70, 1
  %.79 = select i1 %.78, ptr %.71, ptr undef
  %.80 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.64, align 8
  %.81 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.80, 0
  %.82 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.80, 1
  %.83 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.80, 2
  %.84 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.80, 3
  %.85 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.80, 4
  %.86 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.80, 5
  %.87 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.80, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.81, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %.82, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %.83, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %.84, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %.85, 4
  %.88 = extractvalue [1 x i64] %.86, 0
  %.89 = insertvalue [1 x i64] undef, i64 %.88, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.89, 5
  %.90 = extractvalue [1 x i64] %.87, 0
  %.91 = insertvalue [1 x i64] undef, i64 %.90, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.91, 6
  br i1 %.77, label %B0.endif.if, label %B0.endif.endif, !prof !0

B0.if.if:                                         ; preds = %B0.if
  ret i32 %.30

B0.endif.if:                                      ; preds = %B0.endif
  %.93 = load i64, ptr %try_state, align 8
  %.94 = icmp ugt i64 %.93, 0
  %.95 = load ptr, ptr %excinfo, align 8
  store ptr %.79, ptr %excinfo, align 8
  %.97 = xor i1 %.94, true
  br i1 %.97, label %B0.endif.if.if, label %B0.endif.endif

B0.endif.endif:                                   ; preds = %B0.endif.if, %B0.endif
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.101, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %.101, align 8
  %.105 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.101, i32 0, i32 5
  %.1062 = bitcast ptr %.105 to ptr
  %.107 = load i64, ptr %.1062, align 8, !range !1
  %.108 = insertvalue [1 x i64] undef, i64 %.107, 0
  %.109 = extractvalue [1 x i64] %.108, 0
  %.110 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.101, i32 0, i32 6
  %.111 = load [1 x i64], ptr %.110, align 8
  %.112 = extractvalue [1 x i64] %.111, 0
  %.113 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.101, i32 0, i32 4
  %.114 = load ptr, ptr %.113, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.115, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %.115, align 8
  %.119 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 5
  %.1203 = bitcast ptr %.119 to ptr
  %.121 = load i64, ptr %.1203, align 8, !range !1
  %.122 = insertvalue [1 x i64] undef, i64 %.121, 0
  %.123 = extractvalue [1 x i64] %.122, 0
  %.124 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 6
  %.125 = load [1 x i64], ptr %.124, align 8
  %.126 = extractvalue [1 x i64] %.125, 0
  %.127 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.115, i32 0, i32 4
  %.128 = load ptr, ptr %.127, align 8
  %.1314 = bitcast ptr %dest_shape to ptr
  store i64 1, ptr %.1314, align 8
  %.1335 = bitcast ptr %src_shape to ptr
  store i64 %.109, ptr %.1335, align 8
  store i64 0, ptr %.135, align 8
  %.139 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(ptr %.135, ptr %excinfo.3, i64 1, ptr %src_shape, i64 1, ptr %dest_shape)
  %.140 = load ptr, ptr %excinfo.3, align 8
  %.141 = icmp eq i32 %.139, 0
  %.142 = icmp eq i32 %.139, -2
  %.145 = or i1 %.141, %.142
  %.146 = xor i1 %.145, true
  %.147 = icmp sge i32 %.139, 1
  %.148 = select i1 %.147, ptr %.140, ptr undef
  %.149 = load i64, ptr %.135, align 8
  br i1 %.146, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.if.if:                                   ; preds = %B0.endif.if
  ret i32 %.70

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  %.151 = load i64, ptr %try_state, align 8
  %.152 = icmp ugt i64 %.151, 0
  %.153 = load ptr, ptr %excinfo, align 8
  store ptr %.148, ptr %excinfo, align 8
  %.155 = xor i1 %.152, true
  br i1 %.155, label %B0.endif.endif.if.if, label %B0.endif.endif.endif

B0.endif.endif.endif:                             ; preds = %B0.endif.endif.if, %B0.endif.endif
  %.159 = icmp slt i64 %.149, 1
  br i1 %.159, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.if.if:                             ; preds = %B0.endif.endif.if
  ret i32 %.139

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.162 = load i64, ptr %try_state, align 8
  %.164 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif
  %.1666 = bitcast ptr %src_shape to ptr
  store i64 %.123, ptr %.1666, align 8
  store i64 0, ptr %.168, align 8
  %.172 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(ptr %.168, ptr %excinfo.4, i64 1, ptr %src_shape, i64 1, ptr %dest_shape)
  %.173 = load ptr, ptr %excinfo.4, align 8
  %.174 = icmp eq i32 %.172, 0
  %.175 = icmp eq i32 %.172, -2
  %.178 = or i1 %.174, %.175
  %.179 = xor i1 %.178, true
  %.180 = icmp sge i32 %.172, 1
  %.181 = select i1 %.180, ptr %.173, ptr undef
  %.182 = load i64, ptr %.168, align 8
  br i1 %.179, label %B0.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if:                    ; preds = %B0.endif.endif.endif.endif
  %.184 = load i64, ptr %try_state, align 8
  %.185 = icmp ugt i64 %.184, 0
  %.186 = load ptr, ptr %excinfo, align 8
  store ptr %.181, ptr %excinfo, align 8
  %.188 = xor i1 %.185, true
  br i1 %.188, label %B0.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif:                 ; preds = %B0.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif
  %.192 = icmp slt i64 %.182, 1
  br i1 %.192, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.if.if:                 ; preds = %B0.endif.endif.endif.endif.if
  ret i32 %.172

B0.endif.endif.endif.endif.endif.if:              ; preds = %B0.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.195 = load i64, ptr %try_state, align 8
  %.197 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B0.endif.endif.endif.endif.endif
  %0 = bitcast ptr %dest_shape to ptr
  %.199 = load i64, ptr %0, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.200, align 8
  %.203 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %.199)
  %.204 = extractvalue { i64, i1 } %.203, 0
  %.205 = extractvalue { i64, i1 } %.203, 1
  %.206 = or i1 false, %.205
  %.207 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.204, i64 8)
  %.208 = extractvalue { i64, i1 } %.207, 0
  %.209 = extractvalue { i64, i1 } %.207, 1
  %.210 = or i1 %.206, %.209
  br i1 %.210, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.213 = load i64, ptr %try_state, align 8
  %.215 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr null, ptr %.217, align 8
  %.221 = call i32 @_ZN5numba2np8arrayobj15_call_allocatorB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj(ptr %.217, ptr %excinfo.5, ptr null, i64 %.208, i32 32)
  %.222 = load ptr, ptr %excinfo.5, align 8
  %.223 = icmp eq i32 %.221, 0
  %.224 = icmp eq i32 %.221, -2
  %.227 = or i1 %.223, %.224
  %.228 = xor i1 %.227, true
  %.229 = icmp sge i32 %.221, 1
  %.230 = select i1 %.229, ptr %.222, ptr undef
  %.231 = load ptr, ptr %.217, align 8
  br i1 %.228, label %B0.endif.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.endif.endif.endif.endif.if:  ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.233 = load i64, ptr %try_state, align 8
  %.234 = icmp ugt i64 %.233, 0
  %.235 = load ptr, ptr %excinfo, align 8
  store ptr %.230, ptr %excinfo, align 8
  %.237 = xor i1 %.234, true
  br i1 %.237, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.endif.endif
  %.241 = call ptr @NRT_MemInfo_data_fast(ptr %.231)
  %.242 = insertvalue [1 x i64] undef, i64 %.199, 0
  %.243 = insertvalue [1 x i64] undef, i64 8, 0
  %.244 = bitcast ptr %.241 to ptr
  %.245 = extractvalue [1 x i64] %.242, 0
  %.246 = mul nsw i64 1, %.245
  %.247 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 5
  store [1 x i64] %.242, ptr %.247, align 8
  %.249 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 6
  store [1 x i64] %.243, ptr %.249, align 8
  %.251 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 4
  store ptr %.244, ptr %.251, align 8
  %.253 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 3
  store i64 8, ptr %.253, align 8
  %.2557 = bitcast ptr %.200 to ptr
  store ptr %.231, ptr %.2557, align 8
  %.257 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 1
  store ptr null, ptr %.257, align 8
  %.259 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 2
  store i64 %.246, ptr %.259, align 8
  %.261 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, align 8
  %.262 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 5
  %.2638 = bitcast ptr %.262 to ptr
  %.264 = load i64, ptr %.2638, align 8, !range !1
  %.265 = insertvalue [1 x i64] undef, i64 %.264, 0
  %.266 = extractvalue [1 x i64] %.265, 0
  %.267 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 6
  %.268 = load [1 x i64], ptr %.267, align 8
  %.269 = extractvalue [1 x i64] %.268, 0
  %.270 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 4
  %.271 = load ptr, ptr %.270, align 8
  store i64 0, ptr %.272, align 8
  store i64 0, ptr %.275, align 8
  br label %for.cond

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.if
  ret i32 %.221

for.cond:                                         ; preds = %for.body.endif.endif.endif, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %loop.index = phi i64 [ 0, %B0.endif.endif.endif.endif.endif.endif.endif.endif ], [ %.327, %for.body.endif.endif.endif ]
  %.279 = icmp slt i64 %loop.index, %.266
  br i1 %.279, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %.281 = icmp ugt i64 %.109, 1
  br i1 %.281, label %for.body.if, label %for.body.endif

for.end:                                          ; preds = %for.cond
  %extracted.meminfo.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 0
  %extracted.parent.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 1
  %extracted.nitems.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 2
  %extracted.itemsize.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 3
  %extracted.data.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 4
  %extracted.shape.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 5
  %.329 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 6
  %.330 = extractvalue [1 x i64] %extracted.strides.3, 0
  call void @NRT_decref(ptr %extracted.meminfo.3)
  %extracted.meminfo.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 0
  %extracted.parent.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 1
  %extracted.nitems.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 2
  %extracted.itemsize.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 3
  %extracted.data.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 4
  %extracted.shape.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 5
  %.332 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 6
  %.333 = extractvalue [1 x i64] %extracted.strides.4, 0
  call void @NRT_decref(ptr %extracted.meminfo.4)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.335, align 8
  %extracted.meminfo.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 0
  %extracted.parent.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 1
  %extracted.nitems.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 2
  %extracted.itemsize.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 3
  %extracted.data.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 4
  %extracted.shape.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 5
  %.339 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 6
  %.340 = extractvalue [1 x i64] %extracted.strides.5, 0
  %.341 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr %.335, ptr %excinfo.7, ptr %extracted.meminfo.5, ptr %extracted.parent.5, i64 %extracted.nitems.5, i64 %extracted.itemsize.5, ptr %extracted.data.5, i64 %.339, i64 %.340, i64 %arg.s)
  %.342 = load ptr, ptr %excinfo.7, align 8
  %.343 = icmp eq i32 %.341, 0
  %.344 = icmp eq i32 %.341, -2
  %.347 = or i1 %.343, %.344
  %.348 = xor i1 %.347, true
  %.349 = icmp sge i32 %.341, 1
  %.350 = select i1 %.349, ptr %.342, ptr undef
  %.351 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.335, align 8
  %.352 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.351, 0
  %.353 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.351, 1
  %.354 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.351, 2
  %.355 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.351, 3
  %.356 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.351, 4
  %.357 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.351, 5
  %.358 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.351, 6
  %inserted.meminfo.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.352, 0
  %inserted.parent.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.3, ptr %.353, 1
  %inserted.nitems.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.3, i64 %.354, 2
  %inserted.itemsize.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.3, i64 %.355, 3
  %inserted.data.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.3, ptr %.356, 4
  %.359 = extractvalue [1 x i64] %.357, 0
  %.360 = insertvalue [1 x i64] undef, i64 %.359, 0
  %inserted.shape.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.3, [1 x i64] %.360, 5
  %.361 = extractvalue [1 x i64] %.358, 0
  %.362 = insertvalue [1 x i64] undef, i64 %.361, 0
  %inserted.strides.3 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.3, [1 x i64] %.362, 6
  br i1 %.348, label %for.end.if, label %for.end.endif, !prof !0

for.body.if:                                      ; preds = %for.body
  store i64 %loop.index, ptr %.272, align 8
  br label %for.body.endif

for.body.endif:                                   ; preds = %for.body.if, %for.body
  %.285 = load i64, ptr %.272, align 8
  %.286 = mul i64 %.285, 1
  %.287 = add i64 0, %.286
  %.288 = getelementptr double, ptr %.114, i64 %.287
  %.289 = load double, ptr %.288, align 8
  %.290 = icmp ugt i64 %.123, 1
  br i1 %.290, label %for.body.endif.if, label %for.body.endif.endif

for.body.endif.if:                                ; preds = %for.body.endif
  store i64 %loop.index, ptr %.275, align 8
  br label %for.body.endif.endif

for.body.endif.endif:                             ; preds = %for.body.endif.if, %for.body.endif
  %.294 = load i64, ptr %.275, align 8
  %.295 = mul i64 %.294, 1
  %.296 = add i64 0, %.295
  %.297 = getelementptr double, ptr %.128, i64 %.296
  %.298 = load double, ptr %.297, align 8
  store double 0.000000e+00, ptr %.299, align 8
  %.303 = call i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x<addr>B2vNB72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd(ptr %.299, ptr %excinfo.6, double %.289, double %.298)
  %.304 = load ptr, ptr %excinfo.6, align 8
  %.305 = icmp eq i32 %.303, 0
  %.306 = icmp eq i32 %.303, -2
  %.309 = or i1 %.305, %.306
  %.310 = xor i1 %.309, true
  %.311 = icmp sge i32 %.303, 1
  %.312 = select i1 %.311, ptr %.304, ptr undef
  %.313 = load double, ptr %.299, align 8
  br i1 %.310, label %for.body.endif.endif.if, label %for.body.endif.endif.endif, !prof !0

for.body.endif.endif.if:                          ; preds = %for.body.endif.endif
  %.315 = load i64, ptr %try_state, align 8
  %.316 = icmp ugt i64 %.315, 0
  %.317 = load ptr, ptr %excinfo, align 8
  store ptr %.312, ptr %excinfo, align 8
  %.319 = xor i1 %.316, true
  br i1 %.319, label %for.body.endif.endif.if.if, label %for.body.endif.endif.endif

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.if, %for.body.endif.endif
  %1 = shl i64 %loop.index, 3
  %scevgep1 = getelementptr i8, ptr %.271, i64 %1
  store double %.313, ptr %scevgep1, align 8
  %.327 = add nsw i64 %loop.index, 1
  br label %for.cond

for.body.endif.endif.if.if:                       ; preds = %for.body.endif.endif.if
  ret i32 %.303

for.end.if:                                       ; preds = %for.end
  %.364 = load i64, ptr %try_state, align 8
  %.365 = icmp ugt i64 %.364, 0
  %.366 = load ptr, ptr %excinfo, align 8
  store ptr %.350, ptr %excinfo, align 8
  %.368 = xor i1 %.365, true
  br i1 %.368, label %for.end.if.if, label %for.end.endif

for.end.endif:                                    ; preds = %for.end.if, %for.end
  %extracted.meminfo.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 0
  %extracted.parent.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 1
  %extracted.nitems.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 2
  %extracted.itemsize.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 3
  %extracted.data.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 4
  %extracted.shape.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 5
  %.372 = extractvalue [1 x i64] %extracted.shape.6, 0
  %extracted.strides.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.261, 6
  %.373 = extractvalue [1 x i64] %extracted.strides.6, 0
  call void @NRT_decref(ptr %extracted.meminfo.6)
  %.375 = load ptr, ptr @numba.dynamic.globals.<addr>.3, align 8
  %.376 = load ptr, ptr @numba.dynamic.globals.<addr>.4, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.377, align 8
  %extracted.meminfo.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.381 = extractvalue [1 x i64] %extracted.shape.7, 0
  %extracted.strides.7 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.382 = extractvalue [1 x i64] %extracted.strides.7, 0
  %.383 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr %.377, ptr %excinfo.8, ptr %extracted.meminfo.7, ptr %extracted.parent.7, i64 %extracted.nitems.7, i64 %extracted.itemsize.7, ptr %extracted.data.7, i64 %.381, i64 %.382, i64 %arg.p3)
  %.384 = load ptr, ptr %excinfo.8, align 8
  %.385 = icmp eq i32 %.383, 0
  %.386 = icmp eq i32 %.383, -2
  %.389 = or i1 %.385, %.386
  %.390 = xor i1 %.389, true
  %.391 = icmp sge i32 %.383, 1
  %.392 = select i1 %.391, ptr %.384, ptr undef
  %.393 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.377, align 8
  %.394 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.393, 0
  %.395 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.393, 1
  %.396 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.393, 2
  %.397 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.393, 3
  %.398 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.393, 4
  %.399 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.393, 5
  %.400 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.393, 6
  %inserted.meminfo.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.394, 0
  %inserted.parent.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.4, ptr %.395, 1
  %inserted.nitems.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.4, i64 %.396, 2
  %inserted.itemsize.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.4, i64 %.397, 3
  %inserted.data.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.4, ptr %.398, 4
  %.401 = extractvalue [1 x i64] %.399, 0
  %.402 = insertvalue [1 x i64] undef, i64 %.401, 0
  %inserted.shape.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.4, [1 x i64] %.402, 5
  %.403 = extractvalue [1 x i64] %.400, 0
  %.404 = insertvalue [1 x i64] undef, i64 %.403, 0
  %inserted.strides.4 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.4, [1 x i64] %.404, 6
  br i1 %.390, label %for.end.endif.if, label %for.end.endif.endif, !prof !0

for.end.if.if:                                    ; preds = %for.end.if
  ret i32 %.341

for.end.endif.if:                                 ; preds = %for.end.endif
  %.406 = load i64, ptr %try_state, align 8
  %.407 = icmp ugt i64 %.406, 0
  %.408 = load ptr, ptr %excinfo, align 8
  store ptr %.392, ptr %excinfo, align 8
  %.410 = xor i1 %.407, true
  br i1 %.410, label %for.end.endif.if.if, label %for.end.endif.endif

for.end.endif.endif:                              ; preds = %for.end.endif.if, %for.end.endif
  %.414 = load ptr, ptr @numba.dynamic.globals.<addr>.5, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.415, align 8
  %extracted.meminfo.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.419 = extractvalue [1 x i64] %extracted.shape.8, 0
  %extracted.strides.8 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.420 = extractvalue [1 x i64] %extracted.strides.8, 0
  %.421 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr %.415, ptr %excinfo.9, ptr %extracted.meminfo.8, ptr %extracted.parent.8, i64 %extracted.nitems.8, i64 %extracted.itemsize.8, ptr %extracted.data.8, i64 %.419, i64 %.420, i64 %arg.p2)
  %.422 = load ptr, ptr %excinfo.9, align 8
  %.423 = icmp eq i32 %.421, 0
  %.424 = icmp eq i32 %.421, -2
  %.427 = or i1 %.423, %.424
  %.428 = xor i1 %.427, true
  %.429 = icmp sge i32 %.421, 1
  %.430 = select i1 %.429, ptr %.422, ptr undef
  %.431 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.415, align 8
  %.432 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.431, 0
  %.433 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.431, 1
  %.434 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.431, 2
  %.435 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.431, 3
  %.436 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.431, 4
  %.437 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.431, 5
  %.438 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.431, 6
  %inserted.meminfo.5 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.432, 0
  %inserted.parent.5 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.5, ptr %.433, 1
  %inserted.nitems.5 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.5, i64 %.434, 2
  %inserted.itemsize.5 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.5, i64 %.435, 3
  %inserted.data.5 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.5, ptr %.436, 4
  %.439 = extractvalue [1 x i64] %.437, 0
  %.440 = insertvalue [1 x i64] undef, i64 %.439, 0
  %inserted.shape.5 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.5, [1 x i64] %.440, 5
  %.441 = extractvalue [1 x i64] %.438, 0
  %.442 = insertvalue [1 x i64] undef, i64 %.441, 0
  %inserted.strides.5 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.5, [1 x i64] %.442, 6
  br i1 %.428, label %for.end.endif.endif.if, label %for.end.endif.endif.endif, !prof !0

for.end.endif.if.if:                              ; preds = %for.end.endif.if
  ret i32 %.383

for.end.endif.endif.if:                           ; preds = %for.end.endif.endif
  %.444 = load i64, ptr %try_state, align 8
  %.445 = icmp ugt i64 %.444, 0
  %.446 = load ptr, ptr %excinfo, align 8
  store ptr %.430, ptr %excinfo, align 8
  %.448 = xor i1 %.445, true
  br i1 %.448, label %for.end.endif.endif.if.if, label %for.end.endif.endif.endif

for.end.endif.endif.endif:                        ; preds = %for.end.endif.endif.if, %for.end.endif.endif
  %.452 = load ptr, ptr @numba.dynamic.globals.<addr>.6, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.453, align 8
  %extracted.meminfo.9 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.9 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.9 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.9 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.9 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.9 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.457 = extractvalue [1 x i64] %extracted.shape.9, 0
  %extracted.strides.9 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.458 = extractvalue [1 x i64] %extracted.strides.9, 0
  %.459 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr %.453, ptr %excinfo.10, ptr %extracted.meminfo.9, ptr %extracted.parent.9, i64 %extracted.nitems.9, i64 %extracted.itemsize.9, ptr %extracted.data.9, i64 %.457, i64 %.458, i64 %arg.p)
  %.460 = load ptr, ptr %excinfo.10, align 8
  %.461 = icmp eq i32 %.459, 0
  %.462 = icmp eq i32 %.459, -2
  %.465 = or i1 %.461, %.462
  %.466 = xor i1 %.465, true
  %.467 = icmp sge i32 %.459, 1
  %.468 = select i1 %.467, ptr %.460, ptr undef
  %.469 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.453, align 8
  %.470 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.469, 0
  %.471 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.469, 1
  %.472 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.469, 2
  %.473 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.469, 3
  %.474 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.469, 4
  %.475 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.469, 5
  %.476 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.469, 6
  %inserted.meminfo.6 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.470, 0
  %inserted.parent.6 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.6, ptr %.471, 1
  %inserted.nitems.6 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.6, i64 %.472, 2
  %inserted.itemsize.6 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.6, i64 %.473, 3
  %inserted.data.6 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.6, ptr %.474, 4
  %.477 = extractvalue [1 x i64] %.475, 0
  %.478 = insertvalue [1 x i64] undef, i64 %.477, 0
  %inserted.shape.6 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.6, [1 x i64] %.478, 5
  %.479 = extractvalue [1 x i64] %.476, 0
  %.480 = insertvalue [1 x i64] undef, i64 %.479, 0
  %inserted.strides.6 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.6, [1 x i64] %.480, 6
  br i1 %.466, label %for.end.endif.endif.endif.if, label %for.end.endif.endif.endif.endif, !prof !0

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif.if
  ret i32 %.421

for.end.endif.endif.endif.if:                     ; preds = %for.end.endif.endif.endif
  %.482 = load i64, ptr %try_state, align 8
  %.483 = icmp ugt i64 %.482, 0
  %.484 = load ptr, ptr %excinfo, align 8
  store ptr %.468, ptr %excinfo, align 8
  %.486 = xor i1 %.483, true
  br i1 %.486, label %for.end.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif

for.end.endif.endif.endif.endif:                  ; preds = %for.end.endif.endif.endif.if, %for.end.endif.endif.endif
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.490, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.4, ptr %.490, align 8
  %.494 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.490, i32 0, i32 5
  %.4959 = bitcast ptr %.494 to ptr
  %.496 = load i64, ptr %.4959, align 8, !range !1
  %.497 = insertvalue [1 x i64] undef, i64 %.496, 0
  %.498 = extractvalue [1 x i64] %.497, 0
  %.499 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.490, i32 0, i32 6
  %.500 = load [1 x i64], ptr %.499, align 8
  %.501 = extractvalue [1 x i64] %.500, 0
  %.502 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.490, i32 0, i32 4
  %.503 = load ptr, ptr %.502, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.504, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.5, ptr %.504, align 8
  %.508 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.504, i32 0, i32 5
  %.50910 = bitcast ptr %.508 to ptr
  %.510 = load i64, ptr %.50910, align 8, !range !1
  %.511 = insertvalue [1 x i64] undef, i64 %.510, 0
  %.512 = extractvalue [1 x i64] %.511, 0
  %.513 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.504, i32 0, i32 6
  %.514 = load [1 x i64], ptr %.513, align 8
  %.515 = extractvalue [1 x i64] %.514, 0
  %.516 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.504, i32 0, i32 4
  %.517 = load ptr, ptr %.516, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.518, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.6, ptr %.518, align 8
  %.522 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.518, i32 0, i32 5
  %.52311 = bitcast ptr %.522 to ptr
  %.524 = load i64, ptr %.52311, align 8, !range !1
  %.525 = insertvalue [1 x i64] undef, i64 %.524, 0
  %.526 = extractvalue [1 x i64] %.525, 0
  %.527 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.518, i32 0, i32 6
  %.528 = load [1 x i64], ptr %.527, align 8
  %.529 = extractvalue [1 x i64] %.528, 0
  %.530 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.518, i32 0, i32 4
  %.531 = load ptr, ptr %.530, align 8
  %.53412 = bitcast ptr %dest_shape.1 to ptr
  store i64 1, ptr %.53412, align 8
  %.53613 = bitcast ptr %src_shape.1 to ptr
  store i64 %.498, ptr %.53613, align 8
  store i64 0, ptr %.538, align 8
  %.542 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(ptr %.538, ptr %excinfo.11, i64 1, ptr %src_shape.1, i64 1, ptr %dest_shape.1)
  %.543 = load ptr, ptr %excinfo.11, align 8
  %.544 = icmp eq i32 %.542, 0
  %.545 = icmp eq i32 %.542, -2
  %.548 = or i1 %.544, %.545
  %.549 = xor i1 %.548, true
  %.550 = icmp sge i32 %.542, 1
  %.551 = select i1 %.550, ptr %.543, ptr undef
  %.552 = load i64, ptr %.538, align 8
  br i1 %.549, label %for.end.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif.if
  ret i32 %.459

for.end.endif.endif.endif.endif.if:               ; preds = %for.end.endif.endif.endif.endif
  %.554 = load i64, ptr %try_state, align 8
  %.555 = icmp ugt i64 %.554, 0
  %.556 = load ptr, ptr %excinfo, align 8
  store ptr %.551, ptr %excinfo, align 8
  %.558 = xor i1 %.555, true
  br i1 %.558, label %for.end.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif

for.end.endif.endif.endif.endif.endif:            ; preds = %for.end.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif
  %.562 = icmp slt i64 %.552, 1
  br i1 %.562, label %for.end.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.if.if:            ; preds = %for.end.endif.endif.endif.endif.if
  ret i32 %.542

for.end.endif.endif.endif.endif.endif.if:         ; preds = %for.end.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.565 = load i64, ptr %try_state, align 8
  %.567 = load ptr, ptr %excinfo, align 8
  ret i32 1

for.end.endif.endif.endif.endif.endif.endif:      ; preds = %for.end.endif.endif.endif.endif.endif
  %.56914 = bitcast ptr %src_shape.1 to ptr
  store i64 %.512, ptr %.56914, align 8
  store i64 0, ptr %.571, align 8
  %.575 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(ptr %.571, ptr %excinfo.12, i64 1, ptr %src_shape.1, i64 1, ptr %dest_shape.1)
  %.576 = load ptr, ptr %excinfo.12, align 8
  %.577 = icmp eq i32 %.575, 0
  %.578 = icmp eq i32 %.575, -2
  %.581 = or i1 %.577, %.578
  %.582 = xor i1 %.581, true
  %.583 = icmp sge i32 %.575, 1
  %.584 = select i1 %.583, ptr %.576, ptr undef
  %.585 = load i64, ptr %.571, align 8
  br i1 %.582, label %for.end.endif.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.endif.if:   ; preds = %for.end.endif.endif.endif.endif.endif.endif
  %.587 = load i64, ptr %try_state, align 8
  %.588 = icmp ugt i64 %.587, 0
  %.589 = load ptr, ptr %excinfo, align 8
  store ptr %.584, ptr %excinfo, align 8
  %.591 = xor i1 %.588, true
  br i1 %.591, label %for.end.endif.endif.endif.endif.endif.endif.if.if, label %for.end.endif.endif.endif.endif.endif.endif.endif

for.end.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.endif.endif.endif
  %.595 = icmp slt i64 %.585, 1
  br i1 %.595, label %for.end.endif.endif.endif.endif.endif.endif.endif.if, label %for.end.endif.endif.endif.endif.endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif.endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif.endif.endif.endif.if
  ret i32 %.575

for.end.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %for.end.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.598 = load i64, ptr %try_state, align 8
  %.600 = load ptr, ptr %excinfo, align 8
  ret i32 1

for.end.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif.endif.endif.endif.endif
  %.60215 = bitcast ptr %src_shape.1 to ptr
  store i64 %.526, ptr %.60215, align 8
  store i64 0, ptr %.604, align 8
  %.608 = call i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(ptr %.604, ptr %excinfo.13, i64 1, ptr %src_shape.1, i64 1, ptr %dest_shape.1)
  %.609 = load ptr, ptr %excinfo.13, align 8
  %.610 = icmp eq i32 %.608, 0
  %.611 = icmp eq i32 %.608, -2
  %.614 = or i1 %.610, %.611
  %.615 = xor i1 %.614, true
  %.616 = icmp sge i32 %.608, 1
  %.617 = select i1 %.616, ptr %.609, ptr undef
  %.618 = load i64, ptr %.604, align 8
  br i1 %.615, label %for.end.endif.endif.endif...if, label %for.end.endif.endif.endif...endif, !prof !0

for.end.endif.endif.endif...if:                   ; preds = %for.end.endif.endif.endif.endif.endif.endif.endif.endif
  %.620 = load i64, ptr %try_state, align 8
  %.621 = icmp ugt i64 %.620, 0
  %.622 = load ptr, ptr %excinfo, align 8
  store ptr %.617, ptr %excinfo, align 8
  %.624 = xor i1 %.621, true
  br i1 %.624, label %for.end.endif.endif.endif...if.if, label %for.end.endif.endif.endif...endif

for.end.endif.endif.endif...endif:                ; preds = %for.end.endif.endif.endif...if, %for.end.endif.endif.endif.endif.endif.endif.endif.endif
  %.628 = icmp slt i64 %.618, 1
  br i1 %.628, label %for.end.endif.endif.endif...endif.if, label %for.end.endif.endif.endif...endif.endif, !prof !0

for.end.endif.endif.endif...if.if:                ; preds = %for.end.endif.endif.endif...if
  ret i32 %.608

for.end.endif.endif.endif...endif.if:             ; preds = %for.end.endif.endif.endif...endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.631 = load i64, ptr %try_state, align 8
  %.633 = load ptr, ptr %excinfo, align 8
  ret i32 1

for.end.endif.endif.endif...endif.endif:          ; preds = %for.end.endif.endif.endif...endif
  %2 = bitcast ptr %dest_shape.1 to ptr
  %.635 = load i64, ptr %2, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.636, align 8
  %.639 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %.635)
  %.640 = extractvalue { i64, i1 } %.639, 0
  %.641 = extractvalue { i64, i1 } %.639, 1
  %.642 = or i1 false, %.641
  %.643 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.640, i64 8)
  %.644 = extractvalue { i64, i1 } %.643, 0
  %.645 = extractvalue { i64, i1 } %.643, 1
  %.646 = or i1 %.642, %.645
  br i1 %.646, label %for.end.endif.endif.endif...endif.endif.if, label %for.end.endif.endif.endif...endif.endif.endif, !prof !0

for.end.endif.endif.endif...endif.endif.if:       ; preds = %for.end.endif.endif.endif...endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.649 = load i64, ptr %try_state, align 8
  %.651 = load ptr, ptr %excinfo, align 8
  ret i32 1

for.end.endif.endif.endif...endif.endif.endif:    ; preds = %for.end.endif.endif.endif...endif.endif
  store ptr null, ptr %.653, align 8
  %.657 = call i32 @_ZN5numba2np8arrayobj15_call_allocatorB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj(ptr %.653, ptr %excinfo.14, ptr null, i64 %.644, i32 32)
  %.658 = load ptr, ptr %excinfo.14, align 8
  %.659 = icmp eq i32 %.657, 0
  %.660 = icmp eq i32 %.657, -2
  %.663 = or i1 %.659, %.660
  %.664 = xor i1 %.663, true
  %.665 = icmp sge i32 %.657, 1
  %.666 = select i1 %.665, ptr %.658, ptr undef
  %.667 = load ptr, ptr %.653, align 8
  br i1 %.664, label %for.end.endif.endif.endif...endif.endif.endif.if, label %for.end.endif.endif.endif...endif.endif.endif.endif, !prof !0

for.end.endif.endif.endif...endif.endif.endif.if: ; preds = %for.end.endif.endif.endif...endif.endif.endif
  %.669 = load i64, ptr %try_state, align 8
  %.670 = icmp ugt i64 %.669, 0
  %.671 = load ptr, ptr %excinfo, align 8
  store ptr %.666, ptr %excinfo, align 8
  %.673 = xor i1 %.670, true
  br i1 %.673, label %for.end.endif.endif.endif...endif.endif.endif.if.if, label %for.end.endif.endif.endif...endif.endif.endif.endif

for.end.endif.endif.endif...endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif...endif.endif.endif.if, %for.end.endif.endif.endif...endif.endif.endif
  %.677 = call ptr @NRT_MemInfo_data_fast(ptr %.667)
  %.678 = insertvalue [1 x i64] undef, i64 %.635, 0
  %.679 = insertvalue [1 x i64] undef, i64 8, 0
  %.680 = bitcast ptr %.677 to ptr
  %.681 = extractvalue [1 x i64] %.678, 0
  %.682 = mul nsw i64 1, %.681
  %.683 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 5
  store [1 x i64] %.678, ptr %.683, align 8
  %.685 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 6
  store [1 x i64] %.679, ptr %.685, align 8
  %.687 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 4
  store ptr %.680, ptr %.687, align 8
  %.689 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 3
  store i64 8, ptr %.689, align 8
  %.69116 = bitcast ptr %.636 to ptr
  store ptr %.667, ptr %.69116, align 8
  %.693 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 1
  store ptr null, ptr %.693, align 8
  %.695 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 2
  store i64 %.682, ptr %.695, align 8
  %.697 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, align 8
  %.698 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 5
  %.69917 = bitcast ptr %.698 to ptr
  %.700 = load i64, ptr %.69917, align 8, !range !1
  %.701 = insertvalue [1 x i64] undef, i64 %.700, 0
  %.702 = extractvalue [1 x i64] %.701, 0
  %.703 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 6
  %.704 = load [1 x i64], ptr %.703, align 8
  %.705 = extractvalue [1 x i64] %.704, 0
  %.706 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.636, i32 0, i32 4
  %.707 = load ptr, ptr %.706, align 8
  store i64 0, ptr %.708, align 8
  store i64 0, ptr %.711, align 8
  store i64 0, ptr %.714, align 8
  br label %for.cond.1

for.end.endif.endif.endif...endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif...endif.endif.endif.if
  ret i32 %.657

for.cond.1:                                       ; preds = %for.body.1.endif.endif.endif.endif, %for.end.endif.endif.endif...endif.endif.endif.endif
  %loop.index.1 = phi i64 [ 0, %for.end.endif.endif.endif...endif.endif.endif.endif ], [ %.775, %for.body.1.endif.endif.endif.endif ]
  %.718 = icmp slt i64 %loop.index.1, %.702
  br i1 %.718, label %for.body.1, label %for.end.1

for.body.1:                                       ; preds = %for.cond.1
  %.720 = icmp ugt i64 %.498, 1
  br i1 %.720, label %for.body.1.if, label %for.body.1.endif

for.end.1:                                        ; preds = %for.cond.1
  %extracted.meminfo.10 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.6, 0
  %extracted.parent.10 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.6, 1
  %extracted.nitems.10 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.6, 2
  %extracted.itemsize.10 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.6, 3
  %extracted.data.10 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.6, 4
  %extracted.shape.10 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.6, 5
  %.777 = extractvalue [1 x i64] %extracted.shape.10, 0
  %extracted.strides.10 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.6, 6
  %.778 = extractvalue [1 x i64] %extracted.strides.10, 0
  call void @NRT_decref(ptr %extracted.meminfo.10)
  %extracted.meminfo.11 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.5, 0
  %extracted.parent.11 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.5, 1
  %extracted.nitems.11 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.5, 2
  %extracted.itemsize.11 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.5, 3
  %extracted.data.11 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.5, 4
  %extracted.shape.11 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.5, 5
  %.780 = extractvalue [1 x i64] %extracted.shape.11, 0
  %extracted.strides.11 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.5, 6
  %.781 = extractvalue [1 x i64] %extracted.strides.11, 0
  call void @NRT_decref(ptr %extracted.meminfo.11)
  %extracted.meminfo.12 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.4, 0
  %extracted.parent.12 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.4, 1
  %extracted.nitems.12 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.4, 2
  %extracted.itemsize.12 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.4, 3
  %extracted.data.12 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.4, 4
  %extracted.shape.12 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.4, 5
  %.783 = extractvalue [1 x i64] %extracted.shape.12, 0
  %extracted.strides.12 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.4, 6
  %.784 = extractvalue [1 x i64] %extracted.strides.12, 0
  call void @NRT_decref(ptr %extracted.meminfo.12)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.786, align 8
  %extracted.meminfo.13 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 0
  %extracted.parent.13 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 1
  %extracted.nitems.13 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 2
  %extracted.itemsize.13 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 3
  %extracted.data.13 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 4
  %extracted.shape.13 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 5
  %.790 = extractvalue [1 x i64] %extracted.shape.13, 0
  %extracted.strides.13 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 6
  %.791 = extractvalue [1 x i64] %extracted.strides.13, 0
  %.792 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr %.786, ptr %excinfo.16, ptr %extracted.meminfo.13, ptr %extracted.parent.13, i64 %extracted.nitems.13, i64 %extracted.itemsize.13, ptr %extracted.data.13, i64 %.790, i64 %.791, i64 %arg.p)
  %.793 = load ptr, ptr %excinfo.16, align 8
  %.794 = icmp eq i32 %.792, 0
  %.795 = icmp eq i32 %.792, -2
  %.798 = or i1 %.794, %.795
  %.799 = xor i1 %.798, true
  %.800 = icmp sge i32 %.792, 1
  %.801 = select i1 %.800, ptr %.793, ptr undef
  %.802 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.786, align 8
  %.803 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.802, 0
  %.804 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.802, 1
  %.805 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.802, 2
  %.806 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.802, 3
  %.807 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.802, 4
  %.808 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.802, 5
  %.809 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.802, 6
  %inserted.meminfo.7 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.803, 0
  %inserted.parent.7 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.7, ptr %.804, 1
  %inserted.nitems.7 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.7, i64 %.805, 2
  %inserted.itemsize.7 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.7, i64 %.806, 3
  %inserted.data.7 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.7, ptr %.807, 4
  %.810 = extractvalue [1 x i64] %.808, 0
  %.811 = insertvalue [1 x i64] undef, i64 %.810, 0
  %inserted.shape.7 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.7, [1 x i64] %.811, 5
  %.812 = extractvalue [1 x i64] %.809, 0
  %.813 = insertvalue [1 x i64] undef, i64 %.812, 0
  %inserted.strides.7 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.7, [1 x i64] %.813, 6
  br i1 %.799, label %for.end.1.if, label %for.end.1.endif, !prof !0

for.body.1.if:                                    ; preds = %for.body.1
  store i64 %loop.index.1, ptr %.708, align 8
  br label %for.body.1.endif

for.body.1.endif:                                 ; preds = %for.body.1.if, %for.body.1
  %.724 = load i64, ptr %.708, align 8
  %.725 = mul i64 %.724, 1
  %.726 = add i64 0, %.725
  %.727 = getelementptr double, ptr %.503, i64 %.726
  %.728 = load double, ptr %.727, align 8
  %.729 = icmp ugt i64 %.512, 1
  br i1 %.729, label %for.body.1.endif.if, label %for.body.1.endif.endif

for.body.1.endif.if:                              ; preds = %for.body.1.endif
  store i64 %loop.index.1, ptr %.711, align 8
  br label %for.body.1.endif.endif

for.body.1.endif.endif:                           ; preds = %for.body.1.endif.if, %for.body.1.endif
  %.733 = load i64, ptr %.711, align 8
  %.734 = mul i64 %.733, 1
  %.735 = add i64 0, %.734
  %.736 = getelementptr double, ptr %.517, i64 %.735
  %.737 = load double, ptr %.736, align 8
  %.738 = icmp ugt i64 %.526, 1
  br i1 %.738, label %for.body.1.endif.endif.if, label %for.body.1.endif.endif.endif

for.body.1.endif.endif.if:                        ; preds = %for.body.1.endif.endif
  store i64 %loop.index.1, ptr %.714, align 8
  br label %for.body.1.endif.endif.endif

for.body.1.endif.endif.endif:                     ; preds = %for.body.1.endif.endif.if, %for.body.1.endif.endif
  %.742 = load i64, ptr %.714, align 8
  %.743 = mul i64 %.742, 1
  %.744 = add i64 0, %.743
  %.745 = getelementptr double, ptr %.531, i64 %.744
  %.746 = load double, ptr %.745, align 8
  store double 0.000000e+00, ptr %.747, align 8
  %.751 = call i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x<addr>B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd(ptr %.747, ptr %excinfo.15, double %.728, double %.737, double %.746)
  %.752 = load ptr, ptr %excinfo.15, align 8
  %.753 = icmp eq i32 %.751, 0
  %.754 = icmp eq i32 %.751, -2
  %.757 = or i1 %.753, %.754
  %.758 = xor i1 %.757, true
  %.759 = icmp sge i32 %.751, 1
  %.760 = select i1 %.759, ptr %.752, ptr undef
  %.761 = load double, ptr %.747, align 8
  br i1 %.758, label %for.body.1.endif.endif.endif.if, label %for.body.1.endif.endif.endif.endif, !prof !0

for.body.1.endif.endif.endif.if:                  ; preds = %for.body.1.endif.endif.endif
  %.763 = load i64, ptr %try_state, align 8
  %.764 = icmp ugt i64 %.763, 0
  %.765 = load ptr, ptr %excinfo, align 8
  store ptr %.760, ptr %excinfo, align 8
  %.767 = xor i1 %.764, true
  br i1 %.767, label %for.body.1.endif.endif.endif.if.if, label %for.body.1.endif.endif.endif.endif

for.body.1.endif.endif.endif.endif:               ; preds = %for.body.1.endif.endif.endif.if, %for.body.1.endif.endif.endif
  %3 = shl i64 %loop.index.1, 3
  %scevgep = getelementptr i8, ptr %.707, i64 %3
  store double %.761, ptr %scevgep, align 8
  %.775 = add nsw i64 %loop.index.1, 1
  br label %for.cond.1

for.body.1.endif.endif.endif.if.if:               ; preds = %for.body.1.endif.endif.endif.if
  ret i32 %.751

for.end.1.if:                                     ; preds = %for.end.1
  %.815 = load i64, ptr %try_state, align 8
  %.816 = icmp ugt i64 %.815, 0
  %.817 = load ptr, ptr %excinfo, align 8
  store ptr %.801, ptr %excinfo, align 8
  %.819 = xor i1 %.816, true
  br i1 %.819, label %for.end.1.if.if, label %for.end.1.endif

for.end.1.endif:                                  ; preds = %for.end.1.if, %for.end.1
  %extracted.meminfo.14 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 0
  %extracted.parent.14 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 1
  %extracted.nitems.14 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 2
  %extracted.itemsize.14 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 3
  %extracted.data.14 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 4
  %extracted.shape.14 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 5
  %.823 = extractvalue [1 x i64] %extracted.shape.14, 0
  %extracted.strides.14 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.697, 6
  %.824 = extractvalue [1 x i64] %extracted.strides.14, 0
  call void @NRT_decref(ptr %extracted.meminfo.14)
  %.826 = load ptr, ptr @numba.dynamic.globals.<addr>, align 8
  store { double, i64 } zeroinitializer, ptr %.827, align 8
  %extracted.meminfo.15 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.15 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.15 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.15 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.15 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.15 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.831 = extractvalue [1 x i64] %extracted.shape.15, 0
  %extracted.strides.15 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.832 = extractvalue [1 x i64] %extracted.strides.15, 0
  %extracted.meminfo.16 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 0
  %extracted.parent.16 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 1
  %extracted.nitems.16 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 2
  %extracted.itemsize.16 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 3
  %extracted.data.16 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 4
  %extracted.shape.16 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 5
  %.833 = extractvalue [1 x i64] %extracted.shape.16, 0
  %extracted.strides.16 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 6
  %.834 = extractvalue [1 x i64] %extracted.strides.16, 0
  %extracted.meminfo.17 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 0
  %extracted.parent.17 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 1
  %extracted.nitems.17 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 2
  %extracted.itemsize.17 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 3
  %extracted.data.17 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 4
  %extracted.shape.17 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 5
  %.835 = extractvalue [1 x i64] %extracted.shape.17, 0
  %extracted.strides.17 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 6
  %.836 = extractvalue [1 x i64] %extracted.strides.17, 0
  %.837 = call i32 @_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr %.827, ptr %excinfo.17, ptr %extracted.meminfo.15, ptr %extracted.parent.15, i64 %extracted.nitems.15, i64 %extracted.itemsize.15, ptr %extracted.data.15, i64 %.831, i64 %.832, ptr %extracted.meminfo.16, ptr %extracted.parent.16, i64 %extracted.nitems.16, i64 %extracted.itemsize.16, ptr %extracted.data.16, i64 %.833, i64 %.834, ptr %extracted.meminfo.17, ptr %extracted.parent.17, i64 %extracted.nitems.17, i64 %extracted.itemsize.17, ptr %extracted.data.17, i64 %.835, i64 %.836)
  %.838 = load ptr, ptr %excinfo.17, align 8
  %.839 = icmp eq i32 %.837, 0
  %.840 = icmp eq i32 %.837, -2
  %.843 = or i1 %.839, %.840
  %.844 = xor i1 %.843, true
  %.845 = icmp sge i32 %.837, 1
  %.846 = select i1 %.845, ptr %.838, ptr undef
  %.847 = load { double, i64 }, ptr %.827, align 8
  %.848 = extractvalue { double, i64 } %.847, 0
  %.849 = extractvalue { double, i64 } %.847, 1
  %inserted.f0 = insertvalue { double, i64 } undef, double %.848, 0
  %inserted.f1 = insertvalue { double, i64 } %inserted.f0, i64 %.849, 1
  br i1 %.844, label %for.end.1.endif.if, label %for.end.1.endif.endif, !prof !0

for.end.1.if.if:                                  ; preds = %for.end.1.if
  ret i32 %.792

for.end.1.endif.if:                               ; preds = %for.end.1.endif
  %.851 = load i64, ptr %try_state, align 8
  %.852 = icmp ugt i64 %.851, 0
  %.853 = load ptr, ptr %excinfo, align 8
  store ptr %.846, ptr %excinfo, align 8
  %.855 = xor i1 %.852, true
  br i1 %.855, label %for.end.1.endif.if.if, label %for.end.1.endif.endif

for.end.1.endif.endif:                            ; preds = %for.end.1.endif.if, %for.end.1.endif
  %extracted.meminfo.18 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent.18 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems.18 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize.18 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data.18 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape.18 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.859 = extractvalue [1 x i64] %extracted.shape.18, 0
  %extracted.strides.18 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.860 = extractvalue [1 x i64] %extracted.strides.18, 0
  call void @NRT_decref(ptr %extracted.meminfo.18)
  %extracted.meminfo.19 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 0
  %extracted.parent.19 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 1
  %extracted.nitems.19 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 2
  %extracted.itemsize.19 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 3
  %extracted.data.19 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 4
  %extracted.shape.19 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 5
  %.862 = extractvalue [1 x i64] %extracted.shape.19, 0
  %extracted.strides.19 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.7, 6
  %.863 = extractvalue [1 x i64] %extracted.strides.19, 0
  call void @NRT_decref(ptr %extracted.meminfo.19)
  %extracted.meminfo.20 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 0
  %extracted.parent.20 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 1
  %extracted.nitems.20 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 2
  %extracted.itemsize.20 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 3
  %extracted.data.20 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 4
  %extracted.shape.20 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 5
  %.865 = extractvalue [1 x i64] %extracted.shape.20, 0
  %extracted.strides.20 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.3, 6
  %.866 = extractvalue [1 x i64] %extracted.strides.20, 0
  call void @NRT_decref(ptr %extracted.meminfo.20)
  %extracted.f0 = extractvalue { double, i64 } %inserted.f1, 0
  %extracted.f1 = extractvalue { double, i64 } %inserted.f1, 1
  %extracted.f0.1 = extractvalue { double, i64 } %inserted.f1, 0
  %extracted.f1.1 = extractvalue { double, i64 } %inserted.f1, 1
  %extracted.f0.2 = extractvalue { double, i64 } %inserted.f1, 0
  %extracted.f1.2 = extractvalue { double, i64 } %inserted.f1, 1
  %.868 = insertvalue { double, i64 } undef, double %extracted.f0.2, 0
  %.869 = insertvalue { double, i64 } %.868, i64 %extracted.f1.2, 1
  store { double, i64 } %.869, ptr %retptr, align 8
  ret i32 0

for.end.1.endif.if.if:                            ; preds = %for.end.1.endif.if
  ret i32 %.837
}

declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #0

define linkonce_odr i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, ptr %arg.x.0, ptr %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i64 %arg.L) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %arg.x.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %arg.x.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.x.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.x.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %arg.x.4, 4
  %.12 = insertvalue [1 x i64] undef, i64 %arg.x.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.12, 5
  %.13 = insertvalue [1 x i64] undef, i64 %arg.x.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.13, 6
  %x = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %L = alloca i64, align 8
  store i64 0, ptr %L, align 8
  %.22 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.22, align 8
  %.32 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.32, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %try_state = alloca i64, align 8
  store i64 0, ptr %try_state, align 8
  %out = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %denom = alloca double, align 8
  store double 0.000000e+00, ptr %denom, align 8
  %.93 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.93, align 8
  %.103 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.103, align 8
  %.107 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.107, align 8
  %.116 = alloca i64, align 8
  store i64 0, ptr %.116, align 8
  %.119 = alloca i64, align 8
  store i64 0, ptr %.119, align 8
  %"$phi152.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi152.0", align 8
  %.162 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.162, align 8
  %.165 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.165, align 8
  %.191 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.191, align 8
  %.197 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.197, align 8
  %"$phi154.1" = alloca i64, align 8
  store i64 0, ptr %"$phi154.1", align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %s.2 = alloca double, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  %.217 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.217, align 8
  %.227 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.227, align 8
  %.231 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.231, align 8
  %.240 = alloca i64, align 8
  store i64 0, ptr %.240, align 8
  %.243 = alloca i64, align 8
  store i64 0, ptr %.243, align 8
  %"$phi190.1" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi190.1", align 8
  %.286 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.286, align 8
  %.289 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.289, align 8
  %.315 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.315, align 8
  %.321 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.321, align 8
  %"$phi192.2" = alloca i64, align 8
  store i64 0, ptr %"$phi192.2", align 8
  %.341 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.341, align 8
  %.395 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.395, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.14 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.15 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(ptr %extracted.meminfo)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %x, align 8
  store i64 %arg.L, ptr %L, align 8
  %.21 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.22, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.21, ptr %.22, align 8
  %.26 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.22, i32 0, i32 5
  %.273 = bitcast ptr %.26 to ptr
  %.28 = load i64, ptr %.273, align 8, !range !1
  %.29 = insertvalue [1 x i64] undef, i64 %.28, 0
  %.30 = extractvalue [1 x i64] %.29, 0
  %.31 = extractvalue [1 x i64] %.29, 0
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.32, align 8
  %.36 = call i32 @_ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExd27omitted_28default_3dNone_29(ptr %.32, ptr %excinfo.1, i64 %.30, double 0x7FF8000000000000)
  %.37 = load ptr, ptr %excinfo.1, align 8
  %.38 = icmp eq i32 %.36, 0
  %.39 = icmp eq i32 %.36, -2
  %.42 = or i1 %.38, %.39
  %.43 = xor i1 %.42, true
  %.44 = icmp sge i32 %.36, 1
  %.45 = select i1 %.44, ptr %.37, ptr undef
  %.46 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.32, align 8
  %.47 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 0
  %.48 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 1
  %.49 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 2
  %.50 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 3
  %.51 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 4
  %.52 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 5
  %.53 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.47, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %.48, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %.49, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %.50, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %.51, 4
  %.54 = extractvalue [1 x i64] %.52, 0
  %.55 = insertvalue [1 x i64] undef, i64 %.54, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.55, 5
  %.56 = extractvalue [1 x i64] %.53, 0
  %.57 = insertvalue [1 x i64] undef, i64 %.56, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.57, 6
  br i1 %.43, label %B0.if, label %B0.endif, !prof !0

B152:                                             ; preds = %B248.endif, %B0.endif.endif.endif.endif
  %.161 = load { ptr, i64, i64, ptr }, ptr %"$phi152.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.162, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.165, align 8
  store { ptr, i64, i64, ptr } %.161, ptr %.165, align 8
  %.169 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.165, i32 0, i32 3
  %.170 = load ptr, ptr %.169, align 8
  %.171 = load i64, ptr %.170, align 8
  %.172 = icmp sgt i64 %.171, 0
  %.173 = getelementptr inbounds { i64, i1 }, ptr %.162, i32 0, i32 1
  store i1 %.172, ptr %.173, align 1
  br i1 %.172, label %B152.if, label %B152.endif

B154:                                             ; preds = %B152.endif
  %.207 = load i64, ptr %"$phi154.1", align 8
  %.209 = load i64, ptr %i, align 8
  store i64 %.207, ptr %i, align 8
  %.211 = load i64, ptr %"$phi154.1", align 8
  store i64 0, ptr %"$phi154.1", align 8
  %.214 = load double, ptr %s.2, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  %.216 = load i64, ptr %L, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.217, align 8
  %.2204 = bitcast ptr %.217 to ptr
  store i64 0, ptr %.2204, align 8
  %.222 = getelementptr inbounds { i64, i64, i64 }, ptr %.217, i32 0, i32 1
  store i64 %.216, ptr %.222, align 8
  %.224 = getelementptr inbounds { i64, i64, i64 }, ptr %.217, i32 0, i32 2
  store i64 1, ptr %.224, align 8
  %.226 = load { i64, i64, i64 }, ptr %.217, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.227, align 8
  store { i64, i64, i64 } %.226, ptr %.227, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.231, align 8
  %.2345 = bitcast ptr %.227 to ptr
  %.235 = load i64, ptr %.2345, align 8
  %.236 = getelementptr inbounds { i64, i64, i64 }, ptr %.227, i32 0, i32 1
  %.237 = load i64, ptr %.236, align 8
  %.238 = getelementptr inbounds { i64, i64, i64 }, ptr %.227, i32 0, i32 2
  %.239 = load i64, ptr %.238, align 8
  store i64 %.235, ptr %.240, align 8
  %.2456 = bitcast ptr %.231 to ptr
  store ptr %.240, ptr %.2456, align 8
  %.247 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.231, i32 0, i32 1
  store i64 %.237, ptr %.247, align 8
  %.249 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.231, i32 0, i32 2
  store i64 %.239, ptr %.249, align 8
  %.251 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.231, i32 0, i32 3
  store ptr %.243, ptr %.251, align 8
  %.253 = sub i64 %.237, %.235
  %.254 = icmp sgt i64 %.253, 0
  %.255 = icmp sgt i64 %.239, 0
  %.256 = xor i1 %.254, %.255
  %.257 = icmp eq i64 %.239, 0
  br i1 %.257, label %B154.if, label %B154.endif, !prof !0

B190:                                             ; preds = %B154.endif.endif, %B192
  %.285 = load { ptr, i64, i64, ptr }, ptr %"$phi190.1", align 8
  store { i64, i1 } zeroinitializer, ptr %.286, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.289, align 8
  store { ptr, i64, i64, ptr } %.285, ptr %.289, align 8
  %.293 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.289, i32 0, i32 3
  %.294 = load ptr, ptr %.293, align 8
  %.295 = load i64, ptr %.294, align 8
  %.296 = icmp sgt i64 %.295, 0
  %.297 = getelementptr inbounds { i64, i1 }, ptr %.286, i32 0, i32 1
  store i1 %.296, ptr %.297, align 1
  br i1 %.296, label %B190.if, label %B190.endif

B192:                                             ; preds = %B190.endif
  %.331 = load i64, ptr %"$phi192.2", align 8
  %.332 = load i64, ptr %"$phi192.2", align 8
  store i64 0, ptr %"$phi192.2", align 8
  %.334 = add nsw i64 %.331, 1
  %.335 = load i64, ptr %i, align 8
  %.336 = load i64, ptr %L, align 8
  %.337 = sub nsw i64 %.335, %.336
  %.338 = add nsw i64 %.337, 1
  %.339 = add nsw i64 %.338, %.331
  %.340 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.341, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.340, ptr %.341, align 8
  %.345 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.341, i32 0, i32 5
  %.3467 = bitcast ptr %.345 to ptr
  %.347 = load i64, ptr %.3467, align 8, !range !1
  %.348 = insertvalue [1 x i64] undef, i64 %.347, 0
  %.349 = extractvalue [1 x i64] %.348, 0
  %.350 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.341, i32 0, i32 6
  %.351 = load [1 x i64], ptr %.350, align 8
  %.352 = extractvalue [1 x i64] %.351, 0
  %.353 = icmp slt i64 %.339, 0
  %.354 = add i64 %.339, %.349
  %.355 = select i1 %.353, i64 %.354, i64 %.339
  %.356 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.341, i32 0, i32 5
  %.3578 = bitcast ptr %.356 to ptr
  %.358 = load i64, ptr %.3578, align 8, !range !1
  %.359 = insertvalue [1 x i64] undef, i64 %.358, 0
  %.360 = extractvalue [1 x i64] %.359, 0
  %.361 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.341, i32 0, i32 6
  %.362 = load [1 x i64], ptr %.361, align 8
  %.363 = extractvalue [1 x i64] %.362, 0
  %.364 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.341, i32 0, i32 4
  %.365 = load ptr, ptr %.364, align 8
  %.366 = mul i64 %.355, 1
  %.367 = add i64 0, %.366
  %.368 = getelementptr double, ptr %.365, i64 %.367
  %.369 = load double, ptr %.368, align 8
  %.370 = sitofp i64 %.334 to double
  %.371 = fmul double %.370, %.369
  %.372 = load double, ptr %s.2, align 8
  %.373 = fadd double %.372, %.371
  %.374 = load double, ptr %s.2, align 8
  store double %.373, ptr %s.2, align 8
  br label %B190

B248:                                             ; preds = %B190.endif
  %.377 = load i64, ptr %"$phi192.2", align 8
  store i64 0, ptr %"$phi192.2", align 8
  %.379 = load { ptr, i64, i64, ptr }, ptr %"$phi190.1", align 8
  %extracted.iter.6 = extractvalue { ptr, i64, i64, ptr } %.379, 0
  %extracted.stop.8 = extractvalue { ptr, i64, i64, ptr } %.379, 1
  %extracted.step.8 = extractvalue { ptr, i64, i64, ptr } %.379, 2
  %extracted.count.6 = extractvalue { ptr, i64, i64, ptr } %.379, 3
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi190.1", align 8
  %.381 = load double, ptr %s.2, align 8
  %.382 = load double, ptr %denom, align 8
  %.383 = fcmp oeq double %.382, 0.000000e+00
  br i1 %.383, label %B248.if, label %B248.endif, !prof !0

B266:                                             ; preds = %B152.endif
  %.427 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %x, align 8
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.427, 0
  %extracted.parent.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.427, 1
  %extracted.nitems.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.427, 2
  %extracted.itemsize.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.427, 3
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.427, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.427, 5
  %.428 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.427, 6
  %.429 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_decref(ptr %extracted.meminfo.2)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %x, align 8
  %.432 = load double, ptr %denom, align 8
  store double 0.000000e+00, ptr %denom, align 8
  %.434 = load i64, ptr %L, align 8
  store i64 0, ptr %L, align 8
  %.436 = load i64, ptr %"$phi154.1", align 8
  store i64 0, ptr %"$phi154.1", align 8
  %.438 = load { ptr, i64, i64, ptr }, ptr %"$phi152.0", align 8
  %extracted.iter.7 = extractvalue { ptr, i64, i64, ptr } %.438, 0
  %extracted.stop.9 = extractvalue { ptr, i64, i64, ptr } %.438, 1
  %extracted.step.9 = extractvalue { ptr, i64, i64, ptr } %.438, 2
  %extracted.count.7 = extractvalue { ptr, i64, i64, ptr } %.438, 3
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi152.0", align 8
  %.440 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %extracted.meminfo.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 0
  %extracted.parent.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 1
  %extracted.nitems.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 2
  %extracted.itemsize.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 3
  %extracted.data.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 4
  %extracted.shape.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 5
  %.441 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 6
  %.442 = extractvalue [1 x i64] %extracted.strides.3, 0
  call void @NRT_incref(ptr %extracted.meminfo.3)
  %.444 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %extracted.meminfo.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.444, 0
  %extracted.parent.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.444, 1
  %extracted.nitems.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.444, 2
  %extracted.itemsize.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.444, 3
  %extracted.data.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.444, 4
  %extracted.shape.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.444, 5
  %.445 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.444, 6
  %.446 = extractvalue [1 x i64] %extracted.strides.4, 0
  call void @NRT_decref(ptr %extracted.meminfo.4)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %out, align 8
  %extracted.meminfo.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 0
  %extracted.parent.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 1
  %extracted.nitems.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 2
  %extracted.itemsize.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 3
  %extracted.data.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 4
  %extracted.shape.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 5
  %.449 = extractvalue [1 x i64] %extracted.shape.5, 0
  %.450 = insertvalue [1 x i64] undef, i64 %.449, 0
  %extracted.strides.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, 6
  %.451 = extractvalue [1 x i64] %extracted.strides.5, 0
  %.452 = insertvalue [1 x i64] undef, i64 %.451, 0
  %.453 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %extracted.meminfo.5, 0
  %.454 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.453, ptr %extracted.parent.5, 1
  %.455 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.454, i64 %extracted.nitems.5, 2
  %.456 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.455, i64 %extracted.itemsize.5, 3
  %.457 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.456, ptr %extracted.data.5, 4
  %.458 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.457, [1 x i64] %.450, 5
  %.459 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.458, [1 x i64] %.452, 6
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.459, ptr %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %entry
  store i64 0, ptr %try_state, align 8
  %.61 = load i64, ptr %try_state, align 8
  %.62 = icmp ugt i64 %.61, 0
  %.63 = load ptr, ptr %excinfo, align 8
  store ptr %.45, ptr %excinfo, align 8
  %.65 = xor i1 %.62, true
  br i1 %.65, label %B0.if.if, label %B0.endif

B0.endif:                                         ; preds = %B0.if, %entry
  %.70 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.70, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.70, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.70, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.70, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.70, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.70, 5
  %.71 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.70, 6
  %.72 = extractvalue [1 x i64] %extracted.strides.1, 0
  call void @NRT_decref(ptr %extracted.meminfo.1)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %out, align 8
  %.75 = load i64, ptr %L, align 8
  %.76 = add nsw i64 %.75, 1
  %.77 = load i64, ptr %L, align 8
  %.78 = mul nsw i64 %.77, %.76
  %.79 = sitofp i64 %.78 to double
  %.80 = fcmp oeq double 2.000000e+00, 0.000000e+00
  br i1 %.80, label %B0.endif.if, label %B0.endif.endif, !prof !0

B0.if.if:                                         ; preds = %B0.if
  ret i32 %.36

B0.endif.if:                                      ; preds = %B0.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.83 = load i64, ptr %try_state, align 8
  %.85 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif:                                   ; preds = %B0.endif
  %.87 = fdiv double %.79, 2.000000e+00
  %.89 = load double, ptr %denom, align 8
  store double %.87, ptr %denom, align 8
  %.91 = load i64, ptr %L, align 8
  %.92 = sub nsw i64 %.91, 1
  store { i64, i64, i64 } zeroinitializer, ptr %.93, align 8
  %.969 = bitcast ptr %.93 to ptr
  store i64 %.92, ptr %.969, align 8
  %.98 = getelementptr inbounds { i64, i64, i64 }, ptr %.93, i32 0, i32 1
  store i64 %.30, ptr %.98, align 8
  %.100 = getelementptr inbounds { i64, i64, i64 }, ptr %.93, i32 0, i32 2
  store i64 1, ptr %.100, align 8
  %.102 = load { i64, i64, i64 }, ptr %.93, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.103, align 8
  store { i64, i64, i64 } %.102, ptr %.103, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.107, align 8
  %.11010 = bitcast ptr %.103 to ptr
  %.111 = load i64, ptr %.11010, align 8
  %.112 = getelementptr inbounds { i64, i64, i64 }, ptr %.103, i32 0, i32 1
  %.113 = load i64, ptr %.112, align 8
  %.114 = getelementptr inbounds { i64, i64, i64 }, ptr %.103, i32 0, i32 2
  %.115 = load i64, ptr %.114, align 8
  store i64 %.111, ptr %.116, align 8
  %.12111 = bitcast ptr %.107 to ptr
  store ptr %.116, ptr %.12111, align 8
  %.123 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.107, i32 0, i32 1
  store i64 %.113, ptr %.123, align 8
  %.125 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.107, i32 0, i32 2
  store i64 %.115, ptr %.125, align 8
  %.127 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.107, i32 0, i32 3
  store ptr %.119, ptr %.127, align 8
  %.129 = sub i64 %.113, %.111
  %.130 = icmp sgt i64 %.129, 0
  %.131 = icmp sgt i64 %.115, 0
  %.132 = xor i1 %.130, %.131
  %.133 = icmp eq i64 %.115, 0
  br i1 %.133, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.136 = load i64, ptr %try_state, align 8
  %.138 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  %const = bitcast i64 -4294967296 to i64
  br i1 %.132, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.else

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.141 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.107, i32 0, i32 3
  %.142 = load ptr, ptr %.141, align 8
  store i64 0, ptr %.142, align 8
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.else:                        ; preds = %B0.endif.endif.endif
  %0 = or i64 %.129, %.115
  %1 = and i64 %0, %const
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %3, label %10

3:                                                ; preds = %B0.endif.endif.endif.else
  %4 = trunc i64 %.115 to i32
  %5 = trunc i64 %.129 to i32
  %6 = udiv i32 %5, %4
  %7 = urem i32 %5, %4
  %8 = zext i32 %6 to i64
  %9 = zext i32 %7 to i64
  br label %24

10:                                               ; preds = %B0.endif.endif.endif.else
  %11 = or i64 %.129, %.115
  %12 = and i64 %11, -4294967296
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %10
  %15 = trunc i64 %.115 to i32
  %16 = trunc i64 %.129 to i32
  %17 = udiv i32 %16, %15
  %18 = urem i32 %16, %15
  %19 = zext i32 %17 to i64
  %20 = zext i32 %18 to i64
  br label %24

21:                                               ; preds = %10
  %22 = sdiv i64 %.129, %.115
  %23 = srem i64 %.129, %.115
  br label %24

24:                                               ; preds = %14, %21, %3
  %25 = phi i64 [ %8, %3 ], [ %19, %14 ], [ %22, %21 ]
  %26 = phi i64 [ %9, %3 ], [ %20, %14 ], [ %23, %21 ]
  %27 = icmp sgt i64 %.129, 0
  %.146 = sub i64 0, %26
  %.147 = select i1 %27, i64 %26, i64 %.146
  %.148 = icmp sgt i64 %.147, 0
  %.150 = select i1 %.148, i64 1, i64 0
  %.151 = add i64 %25, %.150
  %.152 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.107, i32 0, i32 3
  %.153 = load ptr, ptr %.152, align 8
  store i64 %.151, ptr %.153, align 8
  br label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif:                       ; preds = %24, %B0.endif.endif.endif.if
  %.156 = load { ptr, i64, i64, ptr }, ptr %.107, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.102, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.102, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.102, 2
  %extracted.iter = extractvalue { ptr, i64, i64, ptr } %.156, 0
  %extracted.stop.1 = extractvalue { ptr, i64, i64, ptr } %.156, 1
  %extracted.step.1 = extractvalue { ptr, i64, i64, ptr } %.156, 2
  %extracted.count = extractvalue { ptr, i64, i64, ptr } %.156, 3
  %.158 = load { ptr, i64, i64, ptr }, ptr %"$phi152.0", align 8
  %extracted.iter.1 = extractvalue { ptr, i64, i64, ptr } %.158, 0
  %extracted.stop.2 = extractvalue { ptr, i64, i64, ptr } %.158, 1
  %extracted.step.2 = extractvalue { ptr, i64, i64, ptr } %.158, 2
  %extracted.count.1 = extractvalue { ptr, i64, i64, ptr } %.158, 3
  store { ptr, i64, i64, ptr } %.156, ptr %"$phi152.0", align 8
  %extracted.iter.2 = extractvalue { ptr, i64, i64, ptr } %.156, 0
  %extracted.stop.3 = extractvalue { ptr, i64, i64, ptr } %.156, 1
  %extracted.step.3 = extractvalue { ptr, i64, i64, ptr } %.156, 2
  %extracted.count.2 = extractvalue { ptr, i64, i64, ptr } %.156, 3
  br label %B152

B152.if:                                          ; preds = %B152
  %.17612 = bitcast ptr %.165 to ptr
  %.177 = load ptr, ptr %.17612, align 8
  %.178 = load i64, ptr %.177, align 8
  %.17913 = bitcast ptr %.162 to ptr
  store i64 %.178, ptr %.17913, align 8
  %.181 = sub nsw i64 %.171, 1
  store i64 %.181, ptr %.170, align 8
  %.183 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.165, i32 0, i32 2
  %.184 = load i64, ptr %.183, align 8
  %.185 = add i64 %.178, %.184
  %.18614 = bitcast ptr %.165 to ptr
  %.187 = load ptr, ptr %.18614, align 8
  store i64 %.185, ptr %.187, align 8
  br label %B152.endif

B152.endif:                                       ; preds = %B152.if, %B152
  %.190 = load { i64, i1 }, ptr %.162, align 8
  %extracted.first = extractvalue { i64, i1 } %.190, 0
  %extracted.second = extractvalue { i64, i1 } %.190, 1
  store { i64, i1 } zeroinitializer, ptr %.191, align 8
  store { i64, i1 } %.190, ptr %.191, align 8
  %.19515 = bitcast ptr %.191 to ptr
  %.196 = load i64, ptr %.19515, align 8
  store { i64, i1 } zeroinitializer, ptr %.197, align 8
  store { i64, i1 } %.190, ptr %.197, align 8
  %.201 = getelementptr inbounds { i64, i1 }, ptr %.197, i32 0, i32 1
  %.202 = load i1, ptr %.201, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.190, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.190, 1
  %.204 = load i64, ptr %"$phi154.1", align 8
  store i64 %.196, ptr %"$phi154.1", align 8
  br i1 %.202, label %B154, label %B266

B154.if:                                          ; preds = %B154
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.260 = load i64, ptr %try_state, align 8
  %.262 = load ptr, ptr %excinfo, align 8
  ret i32 1

B154.endif:                                       ; preds = %B154
  br i1 %.256, label %B154.endif.if, label %B154.endif.else

B154.endif.if:                                    ; preds = %B154.endif
  %.265 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.231, i32 0, i32 3
  %.266 = load ptr, ptr %.265, align 8
  store i64 0, ptr %.266, align 8
  br label %B154.endif.endif

B154.endif.else:                                  ; preds = %B154.endif
  %28 = or i64 %.253, %.239
  %29 = and i64 %28, %const
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %31, label %38

31:                                               ; preds = %B154.endif.else
  %32 = trunc i64 %.239 to i32
  %33 = trunc i64 %.253 to i32
  %34 = udiv i32 %33, %32
  %35 = urem i32 %33, %32
  %36 = zext i32 %34 to i64
  %37 = zext i32 %35 to i64
  br label %52

38:                                               ; preds = %B154.endif.else
  %39 = or i64 %.253, %.239
  %40 = and i64 %39, -4294967296
  %41 = icmp eq i64 %40, 0
  br i1 %41, label %42, label %49

42:                                               ; preds = %38
  %43 = trunc i64 %.239 to i32
  %44 = trunc i64 %.253 to i32
  %45 = udiv i32 %44, %43
  %46 = urem i32 %44, %43
  %47 = zext i32 %45 to i64
  %48 = zext i32 %46 to i64
  br label %52

49:                                               ; preds = %38
  %50 = sdiv i64 %.253, %.239
  %51 = srem i64 %.253, %.239
  br label %52

52:                                               ; preds = %42, %49, %31
  %53 = phi i64 [ %36, %31 ], [ %47, %42 ], [ %50, %49 ]
  %54 = phi i64 [ %37, %31 ], [ %48, %42 ], [ %51, %49 ]
  %55 = icmp sgt i64 %.253, 0
  %.270 = sub i64 0, %54
  %.271 = select i1 %55, i64 %54, i64 %.270
  %.272 = icmp sgt i64 %.271, 0
  %.274 = select i1 %.272, i64 1, i64 0
  %.275 = add i64 %53, %.274
  %.276 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.231, i32 0, i32 3
  %.277 = load ptr, ptr %.276, align 8
  store i64 %.275, ptr %.277, align 8
  br label %B154.endif.endif

B154.endif.endif:                                 ; preds = %52, %B154.endif.if
  %.280 = load { ptr, i64, i64, ptr }, ptr %.231, align 8
  %extracted.start.1 = extractvalue { i64, i64, i64 } %.226, 0
  %extracted.stop.4 = extractvalue { i64, i64, i64 } %.226, 1
  %extracted.step.4 = extractvalue { i64, i64, i64 } %.226, 2
  %extracted.iter.3 = extractvalue { ptr, i64, i64, ptr } %.280, 0
  %extracted.stop.5 = extractvalue { ptr, i64, i64, ptr } %.280, 1
  %extracted.step.5 = extractvalue { ptr, i64, i64, ptr } %.280, 2
  %extracted.count.3 = extractvalue { ptr, i64, i64, ptr } %.280, 3
  %.282 = load { ptr, i64, i64, ptr }, ptr %"$phi190.1", align 8
  %extracted.iter.4 = extractvalue { ptr, i64, i64, ptr } %.282, 0
  %extracted.stop.6 = extractvalue { ptr, i64, i64, ptr } %.282, 1
  %extracted.step.6 = extractvalue { ptr, i64, i64, ptr } %.282, 2
  %extracted.count.4 = extractvalue { ptr, i64, i64, ptr } %.282, 3
  store { ptr, i64, i64, ptr } %.280, ptr %"$phi190.1", align 8
  %extracted.iter.5 = extractvalue { ptr, i64, i64, ptr } %.280, 0
  %extracted.stop.7 = extractvalue { ptr, i64, i64, ptr } %.280, 1
  %extracted.step.7 = extractvalue { ptr, i64, i64, ptr } %.280, 2
  %extracted.count.5 = extractvalue { ptr, i64, i64, ptr } %.280, 3
  br label %B190

B190.if:                                          ; preds = %B190
  %.30016 = bitcast ptr %.289 to ptr
  %.301 = load ptr, ptr %.30016, align 8
  %.302 = load i64, ptr %.301, align 8
  %.30317 = bitcast ptr %.286 to ptr
  store i64 %.302, ptr %.30317, align 8
  %.305 = sub nsw i64 %.295, 1
  store i64 %.305, ptr %.294, align 8
  %.307 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.289, i32 0, i32 2
  %.308 = load i64, ptr %.307, align 8
  %.309 = add i64 %.302, %.308
  %.31018 = bitcast ptr %.289 to ptr
  %.311 = load ptr, ptr %.31018, align 8
  store i64 %.309, ptr %.311, align 8
  br label %B190.endif

B190.endif:                                       ; preds = %B190.if, %B190
  %.314 = load { i64, i1 }, ptr %.286, align 8
  %extracted.first.2 = extractvalue { i64, i1 } %.314, 0
  %extracted.second.2 = extractvalue { i64, i1 } %.314, 1
  store { i64, i1 } zeroinitializer, ptr %.315, align 8
  store { i64, i1 } %.314, ptr %.315, align 8
  %.31919 = bitcast ptr %.315 to ptr
  %.320 = load i64, ptr %.31919, align 8
  store { i64, i1 } zeroinitializer, ptr %.321, align 8
  store { i64, i1 } %.314, ptr %.321, align 8
  %.325 = getelementptr inbounds { i64, i1 }, ptr %.321, i32 0, i32 1
  %.326 = load i1, ptr %.325, align 1
  %extracted.first.3 = extractvalue { i64, i1 } %.314, 0
  %extracted.second.3 = extractvalue { i64, i1 } %.314, 1
  %.328 = load i64, ptr %"$phi192.2", align 8
  store i64 %.320, ptr %"$phi192.2", align 8
  br i1 %.326, label %B192, label %B248

B248.if:                                          ; preds = %B248
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.386 = load i64, ptr %try_state, align 8
  %.388 = load ptr, ptr %excinfo, align 8
  ret i32 1

B248.endif:                                       ; preds = %B248
  %.390 = fdiv double %.381, %.382
  %.391 = load double, ptr %s.2, align 8
  store double 0.000000e+00, ptr %s.2, align 8
  %.393 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %out, align 8
  %.394 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.395, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.393, ptr %.395, align 8
  %.399 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.395, i32 0, i32 5
  %.40020 = bitcast ptr %.399 to ptr
  %.401 = load i64, ptr %.40020, align 8, !range !1
  %.402 = insertvalue [1 x i64] undef, i64 %.401, 0
  %.403 = extractvalue [1 x i64] %.402, 0
  %.404 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.395, i32 0, i32 6
  %.405 = load [1 x i64], ptr %.404, align 8
  %.406 = extractvalue [1 x i64] %.405, 0
  %.407 = icmp slt i64 %.394, 0
  %.408 = add i64 %.394, %.403
  %.409 = select i1 %.407, i64 %.408, i64 %.394
  %.410 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.395, i32 0, i32 5
  %.41121 = bitcast ptr %.410 to ptr
  %.412 = load i64, ptr %.41121, align 8, !range !1
  %.413 = insertvalue [1 x i64] undef, i64 %.412, 0
  %.414 = extractvalue [1 x i64] %.413, 0
  %.415 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.395, i32 0, i32 6
  %.416 = load [1 x i64], ptr %.415, align 8
  %.417 = extractvalue [1 x i64] %.416, 0
  %.418 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.395, i32 0, i32 4
  %.419 = load ptr, ptr %.418, align 8
  %.420 = mul i64 %.409, 1
  %.421 = add i64 0, %.420
  %.422 = getelementptr double, ptr %.419, i64 %.421
  store double %.390, ptr %.422, align 8
  %.424 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  br label %B152
}

; Function Attrs: noinline
define linkonce_odr void @NRT_incref(ptr %.1) #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !0

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  %.7 = bitcast ptr %.1 to ptr
  %.8 = call i64 @nrt_atomic_add(ptr %.7)
  ret void
}

define linkonce_odr i32 @_ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExd27omitted_28default_3dNone_29(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, i64 %arg.shape, double %arg.fill_value) {
entry:
  %fill_value = alloca double, align 8
  store double 0.000000e+00, ptr %fill_value, align 8
  %.8 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.8, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %try_state = alloca i64, align 8
  store i64 0, ptr %try_state, align 8
  %arr = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %arr, align 8
  %.52 = alloca { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } zeroinitializer, ptr %.52, align 8
  %.58 = alloca i64, align 8
  store i64 0, ptr %.58, align 8
  %arr_flat = alloca { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } zeroinitializer, ptr %arr_flat, align 8
  %.78 = alloca { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } zeroinitializer, ptr %.78, align 8
  %.84 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.84, align 8
  %.90 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.90, align 8
  %.100 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.100, align 8
  %.104 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.104, align 8
  %.113 = alloca i64, align 8
  store i64 0, ptr %.113, align 8
  %.116 = alloca i64, align 8
  store i64 0, ptr %.116, align 8
  %"$phi118.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi118.0", align 8
  %.159 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.159, align 8
  %.162 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.162, align 8
  %.188 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.188, align 8
  %.194 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.194, align 8
  %"$phi120.1" = alloca i64, align 8
  store i64 0, ptr %"$phi120.1", align 8
  %.209 = alloca { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } zeroinitializer, ptr %.209, align 8
  %.215 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.215, align 8
  store double %arg.fill_value, ptr %fill_value, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.8, align 8
  %.12 = call i32 @_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18class_28float64_29(ptr %.8, ptr %excinfo.1, i64 %arg.shape, ptr null)
  %.13 = load ptr, ptr %excinfo.1, align 8
  %.14 = icmp eq i32 %.12, 0
  %.15 = icmp eq i32 %.12, -2
  %.18 = or i1 %.14, %.15
  %.19 = xor i1 %.18, true
  %.20 = icmp sge i32 %.12, 1
  %.21 = select i1 %.20, ptr %.13, ptr undef
  %.22 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.8, align 8
  %.23 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.22, 0
  %.24 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.22, 1
  %.25 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.22, 2
  %.26 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.22, 3
  %.27 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.22, 4
  %.28 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.22, 5
  %.29 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.22, 6
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %.23, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %.24, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %.25, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %.26, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %.27, 4
  %.30 = extractvalue [1 x i64] %.28, 0
  %.31 = insertvalue [1 x i64] undef, i64 %.30, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.31, 5
  %.32 = extractvalue [1 x i64] %.29, 0
  %.33 = insertvalue [1 x i64] undef, i64 %.32, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.33, 6
  br i1 %.19, label %B0.if, label %B0.endif, !prof !0

B118:                                             ; preds = %B0.endif.endif.endif, %B120
  %.158 = load { ptr, i64, i64, ptr }, ptr %"$phi118.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.159, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.162, align 8
  store { ptr, i64, i64, ptr } %.158, ptr %.162, align 8
  %.166 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.162, i32 0, i32 3
  %.167 = load ptr, ptr %.166, align 8
  %.168 = load i64, ptr %.167, align 8
  %.169 = icmp sgt i64 %.168, 0
  %.170 = getelementptr inbounds { i64, i1 }, ptr %.159, i32 0, i32 1
  store i1 %.169, ptr %.170, align 1
  br i1 %.169, label %B118.if, label %B118.endif

B120:                                             ; preds = %B118.endif
  %.204 = load i64, ptr %"$phi120.1", align 8
  %.205 = load i64, ptr %"$phi120.1", align 8
  store i64 0, ptr %"$phi120.1", align 8
  %.207 = load { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, ptr %arr_flat, align 8
  %.208 = load double, ptr %fill_value, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } zeroinitializer, ptr %.209, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.207, ptr %.209, align 8
  %.2131 = bitcast ptr %.209 to ptr
  %.214 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.2131, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.215, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.214, ptr %.215, align 8
  %.219 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.215, i32 0, i32 4
  %.220 = load ptr, ptr %.219, align 8
  %.221 = getelementptr double, ptr %.220, i64 %.204
  store double %.208, ptr %.221, align 8
  br label %B118

B134:                                             ; preds = %B118.endif
  %.224 = load double, ptr %fill_value, align 8
  store double 0.000000e+00, ptr %fill_value, align 8
  %.226 = load { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, ptr %arr_flat, align 8
  %extracted.array.2 = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.226, 0
  %extracted.meminfo.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.2, 0
  %extracted.parent.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.2, 1
  %extracted.nitems.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.2, 2
  %extracted.itemsize.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.2, 3
  %extracted.data.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.2, 4
  %extracted.shape.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.2, 5
  %.227 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.2, 6
  %.228 = extractvalue [1 x i64] %extracted.strides.3, 0
  %extracted.stride.2 = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.226, 1
  %extracted.index.2 = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.226, 2
  call void @NRT_decref(ptr %extracted.meminfo.3)
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } zeroinitializer, ptr %arr_flat, align 8
  %.231 = load i64, ptr %"$phi120.1", align 8
  store i64 0, ptr %"$phi120.1", align 8
  %.233 = load { ptr, i64, i64, ptr }, ptr %"$phi118.0", align 8
  %extracted.iter.3 = extractvalue { ptr, i64, i64, ptr } %.233, 0
  %extracted.stop.4 = extractvalue { ptr, i64, i64, ptr } %.233, 1
  %extracted.step.4 = extractvalue { ptr, i64, i64, ptr } %.233, 2
  %extracted.count.3 = extractvalue { ptr, i64, i64, ptr } %.233, 3
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi118.0", align 8
  %.235 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %arr, align 8
  %extracted.meminfo.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 0
  %extracted.parent.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 1
  %extracted.nitems.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 2
  %extracted.itemsize.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 3
  %extracted.data.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 4
  %extracted.shape.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 5
  %.236 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 6
  %.237 = extractvalue [1 x i64] %extracted.strides.4, 0
  call void @NRT_incref(ptr %extracted.meminfo.4)
  %.239 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %arr, align 8
  %extracted.meminfo.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.239, 0
  %extracted.parent.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.239, 1
  %extracted.nitems.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.239, 2
  %extracted.itemsize.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.239, 3
  %extracted.data.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.239, 4
  %extracted.shape.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.239, 5
  %.240 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.239, 6
  %.241 = extractvalue [1 x i64] %extracted.strides.5, 0
  call void @NRT_decref(ptr %extracted.meminfo.5)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %arr, align 8
  %extracted.meminfo.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 0
  %extracted.parent.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 1
  %extracted.nitems.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 2
  %extracted.itemsize.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 3
  %extracted.data.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 4
  %extracted.shape.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 5
  %.244 = extractvalue [1 x i64] %extracted.shape.6, 0
  %.245 = insertvalue [1 x i64] undef, i64 %.244, 0
  %extracted.strides.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.235, 6
  %.246 = extractvalue [1 x i64] %extracted.strides.6, 0
  %.247 = insertvalue [1 x i64] undef, i64 %.246, 0
  %.248 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %extracted.meminfo.6, 0
  %.249 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.248, ptr %extracted.parent.6, 1
  %.250 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.249, i64 %extracted.nitems.6, 2
  %.251 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.250, i64 %extracted.itemsize.6, 3
  %.252 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.251, ptr %extracted.data.6, 4
  %.253 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.252, [1 x i64] %.245, 5
  %.254 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.253, [1 x i64] %.247, 6
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.254, ptr %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %entry
  store i64 0, ptr %try_state, align 8
  %.37 = load i64, ptr %try_state, align 8
  %.38 = icmp ugt i64 %.37, 0
  %.39 = load ptr, ptr %excinfo, align 8
  store ptr %.21, ptr %excinfo, align 8
  %.41 = xor i1 %.38, true
  br i1 %.41, label %B0.if.if, label %B0.endif

B0.endif:                                         ; preds = %B0.if, %entry
  %.46 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %arr, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 5
  %.47 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, 6
  %.48 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_decref(ptr %extracted.meminfo)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %arr, align 8
  %.51 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %arr, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } zeroinitializer, ptr %.52, align 8
  %.552 = bitcast ptr %.52 to ptr
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.51, ptr %.552, align 8
  %.573 = bitcast ptr %.52 to ptr
  store i64 0, ptr %.58, align 8
  %.61 = getelementptr inbounds { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, ptr %.52, i32 0, i32 2
  store ptr %.58, ptr %.61, align 8
  %.63 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.573, i32 0, i32 3
  %.64 = load i64, ptr %.63, align 8
  %.65 = getelementptr inbounds { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, ptr %.52, i32 0, i32 1
  store i64 %.64, ptr %.65, align 8
  %.67 = load { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, ptr %.52, align 8
  %extracted.array = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.67, 0
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array, 5
  %.68 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array, 6
  %.69 = extractvalue [1 x i64] %extracted.strides.1, 0
  %extracted.stride = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.67, 1
  %extracted.index = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.67, 2
  call void @NRT_incref(ptr %extracted.meminfo.1)
  %.72 = load { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, ptr %arr_flat, align 8
  %extracted.array.1 = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.72, 0
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.1, 0
  %extracted.parent.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.1, 1
  %extracted.nitems.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.1, 2
  %extracted.itemsize.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.1, 3
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.1, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.1, 5
  %.73 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %extracted.array.1, 6
  %.74 = extractvalue [1 x i64] %extracted.strides.2, 0
  %extracted.stride.1 = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.72, 1
  %extracted.index.1 = extractvalue { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.72, 2
  call void @NRT_decref(ptr %extracted.meminfo.2)
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.67, ptr %arr_flat, align 8
  %.77 = load { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr }, ptr %arr_flat, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } zeroinitializer, ptr %.78, align 8
  store { { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, i64, ptr } %.77, ptr %.78, align 8
  %.824 = bitcast ptr %.78 to ptr
  %.83 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.824, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.84, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, ptr %.84, align 8
  %.88 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.84, i32 0, i32 2
  %.89 = load i64, ptr %.88, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.90, align 8
  %.935 = bitcast ptr %.90 to ptr
  store i64 0, ptr %.935, align 8
  %.95 = getelementptr inbounds { i64, i64, i64 }, ptr %.90, i32 0, i32 1
  store i64 %.89, ptr %.95, align 8
  %.97 = getelementptr inbounds { i64, i64, i64 }, ptr %.90, i32 0, i32 2
  store i64 1, ptr %.97, align 8
  %.99 = load { i64, i64, i64 }, ptr %.90, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.100, align 8
  store { i64, i64, i64 } %.99, ptr %.100, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.104, align 8
  %.1076 = bitcast ptr %.100 to ptr
  %.108 = load i64, ptr %.1076, align 8
  %.109 = getelementptr inbounds { i64, i64, i64 }, ptr %.100, i32 0, i32 1
  %.110 = load i64, ptr %.109, align 8
  %.111 = getelementptr inbounds { i64, i64, i64 }, ptr %.100, i32 0, i32 2
  %.112 = load i64, ptr %.111, align 8
  store i64 %.108, ptr %.113, align 8
  %.1187 = bitcast ptr %.104 to ptr
  store ptr %.113, ptr %.1187, align 8
  %.120 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.104, i32 0, i32 1
  store i64 %.110, ptr %.120, align 8
  %.122 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.104, i32 0, i32 2
  store i64 %.112, ptr %.122, align 8
  %.124 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.104, i32 0, i32 3
  store ptr %.116, ptr %.124, align 8
  %.126 = sub i64 %.110, %.108
  %.127 = icmp sgt i64 %.126, 0
  %.128 = icmp sgt i64 %.112, 0
  %.129 = xor i1 %.127, %.128
  %.130 = icmp eq i64 %.112, 0
  br i1 %.130, label %B0.endif.if, label %B0.endif.endif, !prof !0

B0.if.if:                                         ; preds = %B0.if
  ret i32 %.12

B0.endif.if:                                      ; preds = %B0.endif
  store ptr @.const.picklebuf.<sha1>.9, ptr %excinfo, align 8, !numba_exception_output !2
  %.133 = load i64, ptr %try_state, align 8
  %.135 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif:                                   ; preds = %B0.endif
  br i1 %.129, label %B0.endif.endif.if, label %B0.endif.endif.else

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  %.138 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.104, i32 0, i32 3
  %.139 = load ptr, ptr %.138, align 8
  store i64 0, ptr %.139, align 8
  br label %B0.endif.endif.endif

B0.endif.endif.else:                              ; preds = %B0.endif.endif
  %const = bitcast i64 -4294967296 to i64
  %0 = or i64 %.126, %.112
  %1 = and i64 %0, %const
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %3, label %10

3:                                                ; preds = %B0.endif.endif.else
  %4 = trunc i64 %.112 to i32
  %5 = trunc i64 %.126 to i32
  %6 = udiv i32 %5, %4
  %7 = urem i32 %5, %4
  %8 = zext i32 %6 to i64
  %9 = zext i32 %7 to i64
  br label %35

10:                                               ; preds = %B0.endif.endif.else
  %11 = or i64 %.126, %.112
  %12 = and i64 %11, %const
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %10
  %15 = trunc i64 %.112 to i32
  %16 = trunc i64 %.126 to i32
  %17 = udiv i32 %16, %15
  %18 = urem i32 %16, %15
  %19 = zext i32 %17 to i64
  %20 = zext i32 %18 to i64
  br label %35

21:                                               ; preds = %10
  %22 = or i64 %.126, %.112
  %23 = and i64 %22, -4294967296
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %25, label %32

25:                                               ; preds = %21
  %26 = trunc i64 %.112 to i32
  %27 = trunc i64 %.126 to i32
  %28 = udiv i32 %27, %26
  %29 = urem i32 %27, %26
  %30 = zext i32 %28 to i64
  %31 = zext i32 %29 to i64
  br label %35

32:                                               ; preds = %21
  %33 = sdiv i64 %.126, %.112
  %34 = srem i64 %.126, %.112
  br label %35

35:                                               ; preds = %25, %32, %14, %3
  %36 = phi i64 [ %8, %3 ], [ %19, %14 ], [ %30, %25 ], [ %33, %32 ]
  %37 = phi i64 [ %9, %3 ], [ %20, %14 ], [ %31, %25 ], [ %34, %32 ]
  %38 = icmp sgt i64 %.126, 0
  %.143 = sub i64 0, %37
  %.144 = select i1 %38, i64 %37, i64 %.143
  %.145 = icmp sgt i64 %.144, 0
  %.147 = select i1 %.145, i64 1, i64 0
  %.148 = add i64 %36, %.147
  %.149 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.104, i32 0, i32 3
  %.150 = load ptr, ptr %.149, align 8
  store i64 %.148, ptr %.150, align 8
  br label %B0.endif.endif.endif

B0.endif.endif.endif:                             ; preds = %35, %B0.endif.endif.if
  %.153 = load { ptr, i64, i64, ptr }, ptr %.104, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.99, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.99, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.99, 2
  %extracted.iter = extractvalue { ptr, i64, i64, ptr } %.153, 0
  %extracted.stop.1 = extractvalue { ptr, i64, i64, ptr } %.153, 1
  %extracted.step.1 = extractvalue { ptr, i64, i64, ptr } %.153, 2
  %extracted.count = extractvalue { ptr, i64, i64, ptr } %.153, 3
  %.155 = load { ptr, i64, i64, ptr }, ptr %"$phi118.0", align 8
  %extracted.iter.1 = extractvalue { ptr, i64, i64, ptr } %.155, 0
  %extracted.stop.2 = extractvalue { ptr, i64, i64, ptr } %.155, 1
  %extracted.step.2 = extractvalue { ptr, i64, i64, ptr } %.155, 2
  %extracted.count.1 = extractvalue { ptr, i64, i64, ptr } %.155, 3
  store { ptr, i64, i64, ptr } %.153, ptr %"$phi118.0", align 8
  %extracted.iter.2 = extractvalue { ptr, i64, i64, ptr } %.153, 0
  %extracted.stop.3 = extractvalue { ptr, i64, i64, ptr } %.153, 1
  %extracted.step.3 = extractvalue { ptr, i64, i64, ptr } %.153, 2
  %extracted.count.2 = extractvalue { ptr, i64, i64, ptr } %.153, 3
  br label %B118

B118.if:                                          ; preds = %B118
  %.1738 = bitcast ptr %.162 to ptr
  %.174 = load ptr, ptr %.1738, align 8
  %.175 = load i64, ptr %.174, align 8
  %.1769 = bitcast ptr %.159 to ptr
  store i64 %.175, ptr %.1769, align 8
  %.178 = sub nsw i64 %.168, 1
  store i64 %.178, ptr %.167, align 8
  %.180 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.162, i32 0, i32 2
  %.181 = load i64, ptr %.180, align 8
  %.182 = add i64 %.175, %.181
  %.18310 = bitcast ptr %.162 to ptr
  %.184 = load ptr, ptr %.18310, align 8
  store i64 %.182, ptr %.184, align 8
  br label %B118.endif

B118.endif:                                       ; preds = %B118.if, %B118
  %.187 = load { i64, i1 }, ptr %.159, align 8
  %extracted.first = extractvalue { i64, i1 } %.187, 0
  %extracted.second = extractvalue { i64, i1 } %.187, 1
  store { i64, i1 } zeroinitializer, ptr %.188, align 8
  store { i64, i1 } %.187, ptr %.188, align 8
  %.19211 = bitcast ptr %.188 to ptr
  %.193 = load i64, ptr %.19211, align 8
  store { i64, i1 } zeroinitializer, ptr %.194, align 8
  store { i64, i1 } %.187, ptr %.194, align 8
  %.198 = getelementptr inbounds { i64, i1 }, ptr %.194, i32 0, i32 1
  %.199 = load i1, ptr %.198, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.187, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.187, 1
  %.201 = load i64, ptr %"$phi120.1", align 8
  store i64 %.193, ptr %"$phi120.1", align 8
  br i1 %.199, label %B120, label %B134
}

; Function Attrs: noinline
define linkonce_odr void @NRT_decref(ptr %.1) #1 {
.3:
  %.4 = icmp eq ptr %.1, null
  br i1 %.4, label %.3.if, label %.3.endif, !prof !0

.3.if:                                            ; preds = %.3
  ret void

.3.endif:                                         ; preds = %.3
  fence release
  %.8 = bitcast ptr %.1 to ptr
  %.9 = call i64 @nrt_atomic_sub(ptr %.8)
  %.10 = icmp eq i64 %.9, 0
  br i1 %.10, label %.3.endif.if, label %.3.endif.endif, !prof !0

.3.endif.if:                                      ; preds = %.3.endif
  fence acquire
  call void @NRT_MemInfo_call_dtor(ptr %.1)
  br label %.3.endif.endif

.3.endif.endif:                                   ; preds = %.3.endif.if, %.3.endif
  ret void
}

define linkonce_odr i64 @nrt_atomic_sub(ptr %.1) {
.3:
  %.4 = atomicrmw sub ptr %.1, i64 1 monotonic, align 8
  %.5 = sub i64 %.4, 1
  ret i64 %.5
}

declare void @NRT_MemInfo_call_dtor(ptr)

define linkonce_odr i32 @_ZN5numba2np8arrayobj11ol_np_empty12_3clocals_3e4implB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEx18class_28float64_29(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, i64 %arg.shape, ptr %arg.dtype) {
entry:
  %try_state = alloca i64, align 8
  store i64 0, ptr %try_state, align 8
  %.22 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.22, align 8
  %.39 = alloca ptr, align 8
  store ptr null, ptr %.39, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.6 = icmp sgt i64 %arg.shape, 9223372036854775807
  br i1 %.6, label %B0.if, label %B0.endif, !prof !0

B0.if:                                            ; preds = %entry
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  store i64 0, ptr %try_state, align 8
  %.11 = load i64, ptr %try_state, align 8
  %.13 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif:                                         ; preds = %entry
  %.15 = icmp slt i64 %arg.shape, 0
  br i1 %.15, label %B0.endif.if, label %B0.endif.endif, !prof !0

B0.endif.if:                                      ; preds = %B0.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  %.18 = load i64, ptr %try_state, align 8
  %.20 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif:                                   ; preds = %B0.endif
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.22, align 8
  %.25 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 1, i64 %arg.shape)
  %.26 = extractvalue { i64, i1 } %.25, 0
  %.27 = extractvalue { i64, i1 } %.25, 1
  %.28 = or i1 false, %.27
  %.29 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %.26, i64 8)
  %.30 = extractvalue { i64, i1 } %.29, 0
  %.31 = extractvalue { i64, i1 } %.29, 1
  %.32 = or i1 %.28, %.31
  br i1 %.32, label %B0.endif.endif.if, label %B0.endif.endif.endif, !prof !0

B0.endif.endif.if:                                ; preds = %B0.endif.endif
  store ptr @.const.picklebuf.<sha1>.9, ptr %excinfo, align 8, !numba_exception_output !2
  %.35 = load i64, ptr %try_state, align 8
  %.37 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif.endif.endif:                             ; preds = %B0.endif.endif
  store ptr null, ptr %.39, align 8
  %.43 = call i32 @_ZN5numba2np8arrayobj15_call_allocatorB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj(ptr %.39, ptr %excinfo.1, ptr null, i64 %.30, i32 32)
  %.44 = load ptr, ptr %excinfo.1, align 8
  %.45 = icmp eq i32 %.43, 0
  %.46 = icmp eq i32 %.43, -2
  %.49 = or i1 %.45, %.46
  %.50 = xor i1 %.49, true
  %.51 = icmp sge i32 %.43, 1
  %.52 = select i1 %.51, ptr %.44, ptr undef
  %.53 = load ptr, ptr %.39, align 8
  br i1 %.50, label %B0.endif.endif.endif.if, label %B0.endif.endif.endif.endif, !prof !0

B0.endif.endif.endif.if:                          ; preds = %B0.endif.endif.endif
  %.55 = load i64, ptr %try_state, align 8
  %.56 = icmp ugt i64 %.55, 0
  %.57 = load ptr, ptr %excinfo, align 8
  store ptr %.52, ptr %excinfo, align 8
  %.59 = xor i1 %.56, true
  br i1 %.59, label %B0.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif

B0.endif.endif.endif.endif:                       ; preds = %B0.endif.endif.endif.if, %B0.endif.endif.endif
  %.63 = call ptr @NRT_MemInfo_data_fast(ptr %.53)
  %.64 = insertvalue [1 x i64] undef, i64 %arg.shape, 0
  %.65 = insertvalue [1 x i64] undef, i64 8, 0
  %.66 = bitcast ptr %.63 to ptr
  %.67 = extractvalue [1 x i64] %.64, 0
  %.68 = mul nsw i64 1, %.67
  %.69 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.22, i32 0, i32 5
  store [1 x i64] %.64, ptr %.69, align 8
  %.71 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.22, i32 0, i32 6
  store [1 x i64] %.65, ptr %.71, align 8
  %.73 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.22, i32 0, i32 4
  store ptr %.66, ptr %.73, align 8
  %.75 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.22, i32 0, i32 3
  store i64 8, ptr %.75, align 8
  %.771 = bitcast ptr %.22 to ptr
  store ptr %.53, ptr %.771, align 8
  %.79 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.22, i32 0, i32 1
  store ptr null, ptr %.79, align 8
  %.81 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.22, i32 0, i32 2
  store i64 %.68, ptr %.81, align 8
  %.83 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.22, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 5
  %.84 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 6
  %.85 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(ptr %extracted.meminfo)
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 5
  %.87 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 6
  %.88 = extractvalue [1 x i64] %extracted.strides.1, 0
  call void @NRT_decref(ptr %extracted.meminfo.1)
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 0
  %extracted.parent.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 1
  %extracted.nitems.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 2
  %extracted.itemsize.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 3
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 5
  %.90 = extractvalue [1 x i64] %extracted.shape.2, 0
  %.91 = insertvalue [1 x i64] undef, i64 %.90, 0
  %extracted.strides.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.83, 6
  %.92 = extractvalue [1 x i64] %extracted.strides.2, 0
  %.93 = insertvalue [1 x i64] undef, i64 %.92, 0
  %.94 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %extracted.meminfo.2, 0
  %.95 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.94, ptr %extracted.parent.2, 1
  %.96 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.95, i64 %extracted.nitems.2, 2
  %.97 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.96, i64 %extracted.itemsize.2, 3
  %.98 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.97, ptr %extracted.data.2, 4
  %.99 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.98, [1 x i64] %.91, 5
  %.100 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.99, [1 x i64] %.93, 6
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.100, ptr %retptr, align 8
  ret i32 0

B0.endif.endif.endif.if.if:                       ; preds = %B0.endif.endif.endif.if
  ret i32 %.43
}

define linkonce_odr i32 @_ZN5numba2np8arrayobj15_call_allocatorB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, ptr %arg.arrtype, i64 %arg.size, i32 %arg.align) {
entry:
  %.7 = alloca ptr, align 8
  store ptr null, ptr %.7, align 8
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %try_state = alloca i64, align 8
  store i64 0, ptr %try_state, align 8
  store ptr null, ptr %.7, align 8
  %.11 = call i32 @_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj(ptr %.7, ptr %excinfo.1, ptr %arg.arrtype, i64 %arg.size, i32 %arg.align)
  %.12 = load ptr, ptr %excinfo.1, align 8
  %.13 = icmp eq i32 %.11, 0
  %.14 = icmp eq i32 %.11, -2
  %.17 = or i1 %.13, %.14
  %.18 = xor i1 %.17, true
  %.19 = icmp sge i32 %.11, 1
  %.20 = select i1 %.19, ptr %.12, ptr undef
  %.21 = load ptr, ptr %.7, align 8
  br i1 %.18, label %B0.if, label %B0.endif, !prof !0

B0.if:                                            ; preds = %entry
  store i64 0, ptr %try_state, align 8
  %.25 = load i64, ptr %try_state, align 8
  %.26 = icmp ugt i64 %.25, 0
  %.27 = load ptr, ptr %excinfo, align 8
  store ptr %.20, ptr %excinfo, align 8
  %.29 = xor i1 %.26, true
  br i1 %.29, label %B0.if.if, label %B0.endif

B0.endif:                                         ; preds = %B0.if, %entry
  call void @NRT_incref(ptr %.21)
  call void @NRT_decref(ptr %.21)
  store ptr %.21, ptr %retptr, align 8
  ret i32 0

B0.if.if:                                         ; preds = %B0.if
  ret i32 %.11
}

define linkonce_odr ptr @NRT_MemInfo_data_fast(ptr %.1) {
.3:
  %.4 = bitcast ptr %.1 to ptr
  %.5 = getelementptr { i64, ptr, ptr, ptr, i64 }, ptr %.4, i32 0, i32 3
  %.6 = load ptr, ptr %.5, align 8
  ret ptr %.6
}

define linkonce_odr i32 @_ZN5numba2np8arrayobj18_ol_array_allocate12_3clocals_3e4implB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dEN29typeref_5b_3cclass_20_27numba4core5types8npytypes14Array_27_3e_5dExj(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, ptr %arg.cls, i64 %arg.allocsize, i32 %arg.align) {
entry:
  %try_state = alloca i64, align 8
  store i64 0, ptr %try_state, align 8
  %.7 = call ptr @NRT_MemInfo_alloc_aligned(i64 %arg.allocsize, i32 %arg.align)
  %.8 = icmp eq ptr null, %.7
  br i1 %.8, label %B0.if, label %B0.endif, !prof !0

B0.if:                                            ; preds = %entry
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  store i64 0, ptr %try_state, align 8
  %.13 = load i64, ptr %try_state, align 8
  %.15 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif:                                         ; preds = %entry
  call void @NRT_incref(ptr %.7)
  call void @NRT_decref(ptr %.7)
  store ptr %.7, ptr %retptr, align 8
  ret i32 0
}

declare noalias ptr @NRT_MemInfo_alloc_aligned(i64, i32)

define linkonce_odr i64 @nrt_atomic_add(ptr %.1) {
.3:
  %.4 = atomicrmw add ptr %.1, i64 1 monotonic, align 8
  %.5 = add i64 %.4, 1
  ret i64 %.5
}

define linkonce_odr i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x<addr>B2vNB72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEdd(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, double %arg._38call_7_1, double %arg._72call_13_1) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.6 = sitofp i64 2 to double
  %.7 = fmul double %.6, %arg._38call_7_1
  %.8 = fsub double %.7, %arg._72call_13_1
  store double %.8, ptr %retptr, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN5numba2np7npyimpl15_broadcast_ontoB2vNB42c8tJTC_2fWQA93W1AaAIYBPIqRBFCjDSZRVAJmaQIAEx8int64_2ax8int64_2a(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, i64 %arg.src_ndim, ptr %arg.src_shape, i64 %arg.dest_ndim, ptr %arg.dest_shape) {
entry:
  %src_ndim = alloca i64, align 8
  store i64 0, ptr %src_ndim, align 8
  %src_shape = alloca ptr, align 8
  store ptr null, ptr %src_shape, align 8
  %dest_ndim = alloca i64, align 8
  store i64 0, ptr %dest_ndim, align 8
  %dest_shape = alloca ptr, align 8
  store ptr null, ptr %dest_shape, align 8
  %src_index.2 = alloca i64, align 8
  store i64 0, ptr %src_index.2, align 8
  %dest_index.3 = alloca i64, align 8
  store i64 0, ptr %dest_index.3, align 8
  %dest_index.2 = alloca i64, align 8
  store i64 0, ptr %dest_index.2, align 8
  %"$180pred" = alloca i1, align 1
  store i1 false, ptr %"$180pred", align 1
  %src_dim_size = alloca i64, align 8
  store i64 0, ptr %src_dim_size, align 8
  %dest_dim_size = alloca i64, align 8
  store i64 0, ptr %dest_dim_size, align 8
  store i64 %arg.src_ndim, ptr %src_ndim, align 8
  store ptr %arg.src_shape, ptr %src_shape, align 8
  store i64 %arg.dest_ndim, ptr %dest_ndim, align 8
  store ptr %arg.dest_shape, ptr %dest_shape, align 8
  %.16 = load i64, ptr %src_ndim, align 8
  %.17 = load i64, ptr %dest_ndim, align 8
  %.18 = icmp sgt i64 %.16, %.17
  br i1 %.18, label %B16, label %B20

B16:                                              ; preds = %entry
  %.20 = load ptr, ptr %src_shape, align 8
  store ptr null, ptr %src_shape, align 8
  %.22 = load i64, ptr %src_ndim, align 8
  store i64 0, ptr %src_ndim, align 8
  %.24 = load ptr, ptr %dest_shape, align 8
  store ptr null, ptr %dest_shape, align 8
  %.26 = load i64, ptr %dest_ndim, align 8
  store i64 0, ptr %dest_ndim, align 8
  store i64 0, ptr %retptr, align 8
  ret i32 0

B20:                                              ; preds = %entry
  %.31 = load i64, ptr %src_index.2, align 8
  store i64 0, ptr %src_index.2, align 8
  %.33 = load i64, ptr %dest_ndim, align 8
  %.34 = load i64, ptr %src_ndim, align 8
  %.35 = sub nsw i64 %.33, %.34
  %.36 = load i64, ptr %dest_ndim, align 8
  store i64 0, ptr %dest_ndim, align 8
  %.39 = load i64, ptr %dest_index.3, align 8
  store i64 %.35, ptr %dest_index.3, align 8
  %.42 = load i64, ptr %dest_index.2, align 8
  store i64 %.35, ptr %dest_index.2, align 8
  %.44 = load i64, ptr %src_ndim, align 8
  %.45 = icmp slt i64 0, %.44
  br i1 %.45, label %B46.preheader, label %B182

B46.preheader:                                    ; preds = %B20
  br label %B46

B46:                                              ; preds = %B150, %B46.preheader
  %.47 = load i64, ptr %dest_index.3, align 8
  store i64 0, ptr %dest_index.3, align 8
  %.50 = load i1, ptr %"$180pred", align 1
  store i1 false, ptr %"$180pred", align 1
  %.52 = load ptr, ptr %src_shape, align 8
  %.53 = load i64, ptr %src_index.2, align 8
  %.54 = getelementptr i64, ptr %.52, i64 %.53
  %.55 = load i64, ptr %.54, align 8
  %.57 = load i64, ptr %src_dim_size, align 8
  store i64 %.55, ptr %src_dim_size, align 8
  %.59 = load ptr, ptr %dest_shape, align 8
  %.60 = load i64, ptr %dest_index.2, align 8
  %.61 = getelementptr i64, ptr %.59, i64 %.60
  %.62 = load i64, ptr %.61, align 8
  %.64 = load i64, ptr %dest_dim_size, align 8
  store i64 %.62, ptr %dest_dim_size, align 8
  %.66 = load i64, ptr %dest_dim_size, align 8
  %.67 = icmp ne i64 %.66, 1
  br i1 %.67, label %B90, label %B128

B90:                                              ; preds = %B46
  %.69 = load i64, ptr %src_dim_size, align 8
  %.70 = load i64, ptr %dest_dim_size, align 8
  %.71 = icmp ne i64 %.69, %.70
  %.72 = load i64, ptr %dest_dim_size, align 8
  store i64 0, ptr %dest_dim_size, align 8
  br i1 %.71, label %B102, label %B126

B102:                                             ; preds = %B90
  %.75 = load i64, ptr %src_dim_size, align 8
  %.76 = icmp ne i64 %.75, 1
  %.77 = load i64, ptr %src_dim_size, align 8
  store i64 0, ptr %src_dim_size, align 8
  br i1 %.76, label %B114, label %B126

B114:                                             ; preds = %B102
  %.80 = load ptr, ptr %src_shape, align 8
  store ptr null, ptr %src_shape, align 8
  %.82 = load i64, ptr %src_ndim, align 8
  store i64 0, ptr %src_ndim, align 8
  %.84 = load i64, ptr %src_index.2, align 8
  store i64 0, ptr %src_index.2, align 8
  %.86 = load ptr, ptr %dest_shape, align 8
  store ptr null, ptr %dest_shape, align 8
  %.88 = load i64, ptr %dest_index.2, align 8
  %.89 = add nsw i64 %.88, 1
  %.90 = load i64, ptr %dest_index.2, align 8
  store i64 0, ptr %dest_index.2, align 8
  %.92 = sub i64 0, %.89
  store i64 %.92, ptr %retptr, align 8
  ret i32 0

B126:                                             ; preds = %B102, %B90
  %.95 = load i64, ptr %src_dim_size, align 8
  store i64 0, ptr %src_dim_size, align 8
  br label %B150

B128:                                             ; preds = %B46
  %.98 = load i64, ptr %dest_dim_size, align 8
  store i64 0, ptr %dest_dim_size, align 8
  %.100 = load i64, ptr %src_dim_size, align 8
  %.101 = icmp ne i64 %.100, 1
  br i1 %.101, label %B140, label %B150

B140:                                             ; preds = %B128
  %.103 = load ptr, ptr %dest_shape, align 8
  %.104 = load i64, ptr %src_dim_size, align 8
  %.105 = load i64, ptr %dest_index.2, align 8
  %.106 = getelementptr i64, ptr %.103, i64 %.105
  store i64 %.104, ptr %.106, align 8
  %.108 = load i64, ptr %src_dim_size, align 8
  store i64 0, ptr %src_dim_size, align 8
  br label %B150

B150:                                             ; preds = %B140, %B128, %B126
  %.111 = load i64, ptr %src_dim_size, align 8
  store i64 0, ptr %src_dim_size, align 8
  %.113 = load i64, ptr %src_index.2, align 8
  %.114 = add nsw i64 %.113, 1
  %.115 = load i64, ptr %src_index.2, align 8
  store i64 %.114, ptr %src_index.2, align 8
  %.117 = load i64, ptr %dest_index.2, align 8
  %.118 = add nsw i64 %.117, 1
  %.119 = load i64, ptr %dest_index.3, align 8
  store i64 %.118, ptr %dest_index.3, align 8
  %.121 = load i64, ptr %dest_index.2, align 8
  store i64 %.118, ptr %dest_index.2, align 8
  %.123 = load i64, ptr %src_ndim, align 8
  %.124 = icmp slt i64 %.114, %.123
  %.125 = load i1, ptr %"$180pred", align 1
  store i1 %.124, ptr %"$180pred", align 1
  %.127 = load i1, ptr %"$180pred", align 1
  br i1 %.127, label %B46, label %B182

B182:                                             ; preds = %B150, %B20
  %.129 = load ptr, ptr %src_shape, align 8
  store ptr null, ptr %src_shape, align 8
  %.131 = load i64, ptr %src_ndim, align 8
  store i64 0, ptr %src_ndim, align 8
  %.133 = load i64, ptr %src_index.2, align 8
  store i64 0, ptr %src_index.2, align 8
  %.135 = load ptr, ptr %dest_shape, align 8
  store ptr null, ptr %dest_shape, align 8
  %.137 = load i64, ptr %dest_index.2, align 8
  store i64 0, ptr %dest_index.2, align 8
  %.139 = load i1, ptr %"$180pred", align 1
  store i1 false, ptr %"$180pred", align 1
  %.141 = load i64, ptr %dest_index.3, align 8
  %.142 = load i64, ptr %dest_index.3, align 8
  store i64 0, ptr %dest_index.3, align 8
  store i64 %.141, ptr %retptr, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN13_3cdynamic_3e33__numba_array_expr_0x<addr>B3v10B72c8tJTIeFIjxB2IKSgI4CrvQCk0Z4yRYcWsBAQ4s_2fqEpEUkESQI1_2bmEQRxHRNAA_3d_3dEddd(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, double %arg._138call_24_1, double %arg._172call_30_1, double %arg._206call_36_1) {
entry:
  br label %B0

B0:                                               ; preds = %entry
  %.7 = sitofp i64 3 to double
  %.8 = fmul double %.7, %arg._138call_24_1
  %.9 = fsub double %.8, %arg._172call_30_1
  %.10 = fsub double %.9, %arg._206call_36_1
  store double %.10, ptr %retptr, align 8
  ret i32 0
}

define linkonce_odr i32 @_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias captures(none) %retptr, ptr noalias captures(none) %excinfo, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, ptr %arg.a.0, ptr %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, ptr %arg.b.0, ptr %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) {
entry:
  %inserted.meminfo = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %arg.close.0, 0
  %inserted.parent = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo, ptr %arg.close.1, 1
  %inserted.nitems = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent, i64 %arg.close.2, 2
  %inserted.itemsize = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems, i64 %arg.close.3, 3
  %inserted.data = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize, ptr %arg.close.4, 4
  %.25 = insertvalue [1 x i64] undef, i64 %arg.close.5.0, 0
  %inserted.shape = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data, [1 x i64] %.25, 5
  %.26 = insertvalue [1 x i64] undef, i64 %arg.close.6.0, 0
  %inserted.strides = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape, [1 x i64] %.26, 6
  %inserted.meminfo.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %arg.a.0, 0
  %inserted.parent.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.1, ptr %arg.a.1, 1
  %inserted.nitems.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.1, i64 %arg.a.2, 2
  %inserted.itemsize.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.1, i64 %arg.a.3, 3
  %inserted.data.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.1, ptr %arg.a.4, 4
  %.27 = insertvalue [1 x i64] undef, i64 %arg.a.5.0, 0
  %inserted.shape.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.1, [1 x i64] %.27, 5
  %.28 = insertvalue [1 x i64] undef, i64 %arg.a.6.0, 0
  %inserted.strides.1 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.1, [1 x i64] %.28, 6
  %inserted.meminfo.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } undef, ptr %arg.b.0, 0
  %inserted.parent.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.meminfo.2, ptr %arg.b.1, 1
  %inserted.nitems.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.parent.2, i64 %arg.b.2, 2
  %inserted.itemsize.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.nitems.2, i64 %arg.b.3, 3
  %inserted.data.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.itemsize.2, ptr %arg.b.4, 4
  %.29 = insertvalue [1 x i64] undef, i64 %arg.b.5.0, 0
  %inserted.shape.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.data.2, [1 x i64] %.29, 5
  %.30 = insertvalue [1 x i64] undef, i64 %arg.b.6.0, 0
  %inserted.strides.2 = insertvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.shape.2, [1 x i64] %.30, 6
  %close = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %close, align 8
  %a = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %b = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.47 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.47, align 8
  %n = alloca i64, align 8
  store i64 0, ptr %n, align 8
  %pos.2 = alloca i64, align 8
  store i64 0, ptr %pos.2, align 8
  %entry.2 = alloca double, align 8
  store double 0.000000e+00, ptr %entry.2, align 8
  %pnl.3 = alloca double, align 8
  store double 0.000000e+00, ptr %pnl.3, align 8
  %trades.3 = alloca i64, align 8
  store i64 0, ptr %trades.3, align 8
  %.73 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.73, align 8
  %.83 = alloca { i64, i64, i64 }, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.83, align 8
  %.87 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.87, align 8
  %.96 = alloca i64, align 8
  store i64 0, ptr %.96, align 8
  %.99 = alloca i64, align 8
  store i64 0, ptr %.99, align 8
  %try_state = alloca i64, align 8
  store i64 0, ptr %try_state, align 8
  %"$phi78.0" = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi78.0", align 8
  %.144 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.144, align 8
  %.147 = alloca { ptr, i64, i64, ptr }, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.147, align 8
  %.173 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.173, align 8
  %.179 = alloca { i64, i1 }, align 8
  store { i64, i1 } zeroinitializer, ptr %.179, align 8
  %"$phi80.1" = alloca i64, align 8
  store i64 0, ptr %"$phi80.1", align 8
  %i = alloca i64, align 8
  store i64 0, ptr %i, align 8
  %signal = alloca i64, align 8
  store i64 0, ptr %signal, align 8
  %.200 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.200, align 8
  %.231 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.231, align 8
  %.265 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.265, align 8
  %.297 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.297, align 8
  %signal.3 = alloca i64, align 8
  store i64 0, ptr %signal.3, align 8
  %.339 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.339, align 8
  %.370 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.370, align 8
  %.409 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.409, align 8
  %.441 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.441, align 8
  %pos.3 = alloca i64, align 8
  store i64 0, ptr %pos.3, align 8
  %entry.3 = alloca double, align 8
  store double 0.000000e+00, ptr %entry.3, align 8
  %pnl.4 = alloca double, align 8
  store double 0.000000e+00, ptr %pnl.4, align 8
  %trades.4 = alloca i64, align 8
  store i64 0, ptr %trades.4, align 8
  %pnl.5 = alloca double, align 8
  store double 0.000000e+00, ptr %pnl.5, align 8
  %trades.5 = alloca i64, align 8
  store i64 0, ptr %trades.5, align 8
  %.533 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.533, align 8
  %.627 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.627, align 8
  %pnl.6 = alloca double, align 8
  store double 0.000000e+00, ptr %pnl.6, align 8
  %trades.6 = alloca i64, align 8
  store i64 0, ptr %trades.6, align 8
  %.716 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.716, align 8
  %extracted.meminfo = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 0
  %extracted.parent = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 1
  %extracted.nitems = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 2
  %extracted.itemsize = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 3
  %extracted.data = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 4
  %extracted.shape = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 5
  %.31 = extractvalue [1 x i64] %extracted.shape, 0
  %extracted.strides = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, 6
  %.32 = extractvalue [1 x i64] %extracted.strides, 0
  call void @NRT_incref(ptr %extracted.meminfo)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides, ptr %close, align 8
  %extracted.meminfo.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 0
  %extracted.parent.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 1
  %extracted.nitems.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 2
  %extracted.itemsize.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 3
  %extracted.data.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 4
  %extracted.shape.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 5
  %.36 = extractvalue [1 x i64] %extracted.shape.1, 0
  %extracted.strides.1 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, 6
  %.37 = extractvalue [1 x i64] %extracted.strides.1, 0
  call void @NRT_incref(ptr %extracted.meminfo.1)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.1, ptr %a, align 8
  %extracted.meminfo.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 0
  %extracted.parent.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 1
  %extracted.nitems.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 2
  %extracted.itemsize.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 3
  %extracted.data.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 4
  %extracted.shape.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 5
  %.41 = extractvalue [1 x i64] %extracted.shape.2, 0
  %extracted.strides.2 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, 6
  %.42 = extractvalue [1 x i64] %extracted.strides.2, 0
  call void @NRT_incref(ptr %extracted.meminfo.2)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %inserted.strides.2, ptr %b, align 8
  %.46 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %close, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.47, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.46, ptr %.47, align 8
  %.51 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.47, i32 0, i32 5
  %.521 = bitcast ptr %.51 to ptr
  %.53 = load i64, ptr %.521, align 8, !range !1
  %.54 = insertvalue [1 x i64] undef, i64 %.53, 0
  %.55 = extractvalue [1 x i64] %.54, 0
  %.57 = load i64, ptr %n, align 8
  store i64 %.55, ptr %n, align 8
  %.59 = extractvalue [1 x i64] %.54, 0
  %.61 = load i64, ptr %pos.2, align 8
  store i64 0, ptr %pos.2, align 8
  %.64 = load double, ptr %entry.2, align 8
  store double 0.000000e+00, ptr %entry.2, align 8
  %.67 = load double, ptr %pnl.3, align 8
  store double 0.000000e+00, ptr %pnl.3, align 8
  %.70 = load i64, ptr %trades.3, align 8
  store i64 0, ptr %trades.3, align 8
  %.72 = load i64, ptr %n, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.73, align 8
  %.764 = bitcast ptr %.73 to ptr
  store i64 1, ptr %.764, align 8
  %.78 = getelementptr inbounds { i64, i64, i64 }, ptr %.73, i32 0, i32 1
  store i64 %.72, ptr %.78, align 8
  %.80 = getelementptr inbounds { i64, i64, i64 }, ptr %.73, i32 0, i32 2
  store i64 1, ptr %.80, align 8
  %.82 = load { i64, i64, i64 }, ptr %.73, align 8
  store { i64, i64, i64 } zeroinitializer, ptr %.83, align 8
  store { i64, i64, i64 } %.82, ptr %.83, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.87, align 8
  %.905 = bitcast ptr %.83 to ptr
  %.91 = load i64, ptr %.905, align 8
  %.92 = getelementptr inbounds { i64, i64, i64 }, ptr %.83, i32 0, i32 1
  %.93 = load i64, ptr %.92, align 8
  %.94 = getelementptr inbounds { i64, i64, i64 }, ptr %.83, i32 0, i32 2
  %.95 = load i64, ptr %.94, align 8
  store i64 %.91, ptr %.96, align 8
  %.1016 = bitcast ptr %.87 to ptr
  store ptr %.96, ptr %.1016, align 8
  %.103 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.87, i32 0, i32 1
  store i64 %.93, ptr %.103, align 8
  %.105 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.87, i32 0, i32 2
  store i64 %.95, ptr %.105, align 8
  %.107 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.87, i32 0, i32 3
  store ptr %.99, ptr %.107, align 8
  %.109 = sub i64 %.93, %.91
  %.110 = icmp sgt i64 %.109, 0
  %.111 = icmp sgt i64 %.95, 0
  %.112 = xor i1 %.110, %.111
  %.113 = icmp eq i64 %.95, 0
  br i1 %.113, label %B0.if, label %B0.endif, !prof !0

B78:                                              ; preds = %B0.endif.endif, %B414
  %.143 = load { ptr, i64, i64, ptr }, ptr %"$phi78.0", align 8
  store { i64, i1 } zeroinitializer, ptr %.144, align 8
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %.147, align 8
  store { ptr, i64, i64, ptr } %.143, ptr %.147, align 8
  %.151 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.147, i32 0, i32 3
  %.152 = load ptr, ptr %.151, align 8
  %.153 = load i64, ptr %.152, align 8
  %.154 = icmp sgt i64 %.153, 0
  %.155 = getelementptr inbounds { i64, i1 }, ptr %.144, i32 0, i32 1
  store i1 %.154, ptr %.155, align 1
  br i1 %.154, label %B78.if, label %B78.endif

B80:                                              ; preds = %B78.endif
  %.189 = load i64, ptr %"$phi80.1", align 8
  %.191 = load i64, ptr %i, align 8
  store i64 %.189, ptr %i, align 8
  %.193 = load i64, ptr %"$phi80.1", align 8
  store i64 0, ptr %"$phi80.1", align 8
  %.196 = load i64, ptr %signal, align 8
  store i64 0, ptr %signal, align 8
  %.198 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %.199 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.200, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.198, ptr %.200, align 8
  %.204 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 5
  %.2057 = bitcast ptr %.204 to ptr
  %.206 = load i64, ptr %.2057, align 8, !range !1
  %.207 = insertvalue [1 x i64] undef, i64 %.206, 0
  %.208 = extractvalue [1 x i64] %.207, 0
  %.209 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 6
  %.210 = load [1 x i64], ptr %.209, align 8
  %.211 = extractvalue [1 x i64] %.210, 0
  %.212 = icmp slt i64 %.199, 0
  %.213 = add i64 %.199, %.208
  %.214 = select i1 %.212, i64 %.213, i64 %.199
  %.215 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 5
  %.2168 = bitcast ptr %.215 to ptr
  %.217 = load i64, ptr %.2168, align 8, !range !1
  %.218 = insertvalue [1 x i64] undef, i64 %.217, 0
  %.219 = extractvalue [1 x i64] %.218, 0
  %.220 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 6
  %.221 = load [1 x i64], ptr %.220, align 8
  %.222 = extractvalue [1 x i64] %.221, 0
  %.223 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.200, i32 0, i32 4
  %.224 = load ptr, ptr %.223, align 8
  %.225 = mul i64 %.214, 1
  %.226 = add i64 0, %.225
  %.227 = getelementptr double, ptr %.224, i64 %.226
  %.228 = load double, ptr %.227, align 8
  %.229 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %.230 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.231, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.229, ptr %.231, align 8
  %.235 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 5
  %.2369 = bitcast ptr %.235 to ptr
  %.237 = load i64, ptr %.2369, align 8, !range !1
  %.238 = insertvalue [1 x i64] undef, i64 %.237, 0
  %.239 = extractvalue [1 x i64] %.238, 0
  %.240 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 6
  %.241 = load [1 x i64], ptr %.240, align 8
  %.242 = extractvalue [1 x i64] %.241, 0
  %.243 = icmp slt i64 %.230, 0
  %.244 = add i64 %.230, %.239
  %.245 = select i1 %.243, i64 %.244, i64 %.230
  %.246 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 5
  %.24710 = bitcast ptr %.246 to ptr
  %.248 = load i64, ptr %.24710, align 8, !range !1
  %.249 = insertvalue [1 x i64] undef, i64 %.248, 0
  %.250 = extractvalue [1 x i64] %.249, 0
  %.251 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 6
  %.252 = load [1 x i64], ptr %.251, align 8
  %.253 = extractvalue [1 x i64] %.252, 0
  %.254 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.231, i32 0, i32 4
  %.255 = load ptr, ptr %.254, align 8
  %.256 = mul i64 %.245, 1
  %.257 = add i64 0, %.256
  %.258 = getelementptr double, ptr %.255, i64 %.257
  %.259 = load double, ptr %.258, align 8
  %.260 = fcmp ogt double %.228, %.259
  br i1 %.260, label %B122, label %B176

B122:                                             ; preds = %B80
  %.262 = load i64, ptr %i, align 8
  %.263 = sub nsw i64 %.262, 1
  %.264 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.265, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.264, ptr %.265, align 8
  %.269 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.265, i32 0, i32 5
  %.27011 = bitcast ptr %.269 to ptr
  %.271 = load i64, ptr %.27011, align 8, !range !1
  %.272 = insertvalue [1 x i64] undef, i64 %.271, 0
  %.273 = extractvalue [1 x i64] %.272, 0
  %.274 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.265, i32 0, i32 6
  %.275 = load [1 x i64], ptr %.274, align 8
  %.276 = extractvalue [1 x i64] %.275, 0
  %.277 = icmp slt i64 %.263, 0
  %.278 = add i64 %.263, %.273
  %.279 = select i1 %.277, i64 %.278, i64 %.263
  %.280 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.265, i32 0, i32 5
  %.28112 = bitcast ptr %.280 to ptr
  %.282 = load i64, ptr %.28112, align 8, !range !1
  %.283 = insertvalue [1 x i64] undef, i64 %.282, 0
  %.284 = extractvalue [1 x i64] %.283, 0
  %.285 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.265, i32 0, i32 6
  %.286 = load [1 x i64], ptr %.285, align 8
  %.287 = extractvalue [1 x i64] %.286, 0
  %.288 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.265, i32 0, i32 4
  %.289 = load ptr, ptr %.288, align 8
  %.290 = mul i64 %.279, 1
  %.291 = add i64 0, %.290
  %.292 = getelementptr double, ptr %.289, i64 %.291
  %.293 = load double, ptr %.292, align 8
  %.294 = load i64, ptr %i, align 8
  %.295 = sub nsw i64 %.294, 1
  %.296 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.297, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.296, ptr %.297, align 8
  %.301 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.297, i32 0, i32 5
  %.30213 = bitcast ptr %.301 to ptr
  %.303 = load i64, ptr %.30213, align 8, !range !1
  %.304 = insertvalue [1 x i64] undef, i64 %.303, 0
  %.305 = extractvalue [1 x i64] %.304, 0
  %.306 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.297, i32 0, i32 6
  %.307 = load [1 x i64], ptr %.306, align 8
  %.308 = extractvalue [1 x i64] %.307, 0
  %.309 = icmp slt i64 %.295, 0
  %.310 = add i64 %.295, %.305
  %.311 = select i1 %.309, i64 %.310, i64 %.295
  %.312 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.297, i32 0, i32 5
  %.31314 = bitcast ptr %.312 to ptr
  %.314 = load i64, ptr %.31314, align 8, !range !1
  %.315 = insertvalue [1 x i64] undef, i64 %.314, 0
  %.316 = extractvalue [1 x i64] %.315, 0
  %.317 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.297, i32 0, i32 6
  %.318 = load [1 x i64], ptr %.317, align 8
  %.319 = extractvalue [1 x i64] %.318, 0
  %.320 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.297, i32 0, i32 4
  %.321 = load ptr, ptr %.320, align 8
  %.322 = mul i64 %.311, 1
  %.323 = add i64 0, %.322
  %.324 = getelementptr double, ptr %.321, i64 %.323
  %.325 = load double, ptr %.324, align 8
  %.326 = fcmp olt double %.293, %.325
  br i1 %.326, label %B170, label %B176

B170:                                             ; preds = %B122
  %.328 = load i64, ptr %signal, align 8
  store i64 0, ptr %signal, align 8
  %.331 = load i64, ptr %signal.3, align 8
  store i64 1, ptr %signal.3, align 8
  br label %B264

B176:                                             ; preds = %B122, %B80
  %.334 = load i64, ptr %signal, align 8
  %.335 = load i64, ptr %signal.3, align 8
  store i64 0, ptr %signal.3, align 8
  %.337 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %.338 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.339, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.337, ptr %.339, align 8
  %.343 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.339, i32 0, i32 5
  %.34415 = bitcast ptr %.343 to ptr
  %.345 = load i64, ptr %.34415, align 8, !range !1
  %.346 = insertvalue [1 x i64] undef, i64 %.345, 0
  %.347 = extractvalue [1 x i64] %.346, 0
  %.348 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.339, i32 0, i32 6
  %.349 = load [1 x i64], ptr %.348, align 8
  %.350 = extractvalue [1 x i64] %.349, 0
  %.351 = icmp slt i64 %.338, 0
  %.352 = add i64 %.338, %.347
  %.353 = select i1 %.351, i64 %.352, i64 %.338
  %.354 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.339, i32 0, i32 5
  %.35516 = bitcast ptr %.354 to ptr
  %.356 = load i64, ptr %.35516, align 8, !range !1
  %.357 = insertvalue [1 x i64] undef, i64 %.356, 0
  %.358 = extractvalue [1 x i64] %.357, 0
  %.359 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.339, i32 0, i32 6
  %.360 = load [1 x i64], ptr %.359, align 8
  %.361 = extractvalue [1 x i64] %.360, 0
  %.362 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.339, i32 0, i32 4
  %.363 = load ptr, ptr %.362, align 8
  %.364 = mul i64 %.353, 1
  %.365 = add i64 0, %.364
  %.366 = getelementptr double, ptr %.363, i64 %.365
  %.367 = load double, ptr %.366, align 8
  %.368 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %.369 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.370, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.368, ptr %.370, align 8
  %.374 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.370, i32 0, i32 5
  %.37517 = bitcast ptr %.374 to ptr
  %.376 = load i64, ptr %.37517, align 8, !range !1
  %.377 = insertvalue [1 x i64] undef, i64 %.376, 0
  %.378 = extractvalue [1 x i64] %.377, 0
  %.379 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.370, i32 0, i32 6
  %.380 = load [1 x i64], ptr %.379, align 8
  %.381 = extractvalue [1 x i64] %.380, 0
  %.382 = icmp slt i64 %.369, 0
  %.383 = add i64 %.369, %.378
  %.384 = select i1 %.382, i64 %.383, i64 %.369
  %.385 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.370, i32 0, i32 5
  %.38618 = bitcast ptr %.385 to ptr
  %.387 = load i64, ptr %.38618, align 8, !range !1
  %.388 = insertvalue [1 x i64] undef, i64 %.387, 0
  %.389 = extractvalue [1 x i64] %.388, 0
  %.390 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.370, i32 0, i32 6
  %.391 = load [1 x i64], ptr %.390, align 8
  %.392 = extractvalue [1 x i64] %.391, 0
  %.393 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.370, i32 0, i32 4
  %.394 = load ptr, ptr %.393, align 8
  %.395 = mul i64 %.384, 1
  %.396 = add i64 0, %.395
  %.397 = getelementptr double, ptr %.394, i64 %.396
  %.398 = load double, ptr %.397, align 8
  %.399 = fcmp olt double %.367, %.398
  br i1 %.399, label %B212, label %B264

B212:                                             ; preds = %B176
  %.401 = load i64, ptr %signal, align 8
  %.402 = load i64, ptr %signal.3, align 8
  store i64 0, ptr %signal.3, align 8
  %.404 = load i64, ptr %signal, align 8
  store i64 0, ptr %signal, align 8
  %.406 = load i64, ptr %i, align 8
  %.407 = sub nsw i64 %.406, 1
  %.408 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.409, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.408, ptr %.409, align 8
  %.413 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.409, i32 0, i32 5
  %.41419 = bitcast ptr %.413 to ptr
  %.415 = load i64, ptr %.41419, align 8, !range !1
  %.416 = insertvalue [1 x i64] undef, i64 %.415, 0
  %.417 = extractvalue [1 x i64] %.416, 0
  %.418 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.409, i32 0, i32 6
  %.419 = load [1 x i64], ptr %.418, align 8
  %.420 = extractvalue [1 x i64] %.419, 0
  %.421 = icmp slt i64 %.407, 0
  %.422 = add i64 %.407, %.417
  %.423 = select i1 %.421, i64 %.422, i64 %.407
  %.424 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.409, i32 0, i32 5
  %.42520 = bitcast ptr %.424 to ptr
  %.426 = load i64, ptr %.42520, align 8, !range !1
  %.427 = insertvalue [1 x i64] undef, i64 %.426, 0
  %.428 = extractvalue [1 x i64] %.427, 0
  %.429 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.409, i32 0, i32 6
  %.430 = load [1 x i64], ptr %.429, align 8
  %.431 = extractvalue [1 x i64] %.430, 0
  %.432 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.409, i32 0, i32 4
  %.433 = load ptr, ptr %.432, align 8
  %.434 = mul i64 %.423, 1
  %.435 = add i64 0, %.434
  %.436 = getelementptr double, ptr %.433, i64 %.435
  %.437 = load double, ptr %.436, align 8
  %.438 = load i64, ptr %i, align 8
  %.439 = sub nsw i64 %.438, 1
  %.440 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.441, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.440, ptr %.441, align 8
  %.445 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.441, i32 0, i32 5
  %.44621 = bitcast ptr %.445 to ptr
  %.447 = load i64, ptr %.44621, align 8, !range !1
  %.448 = insertvalue [1 x i64] undef, i64 %.447, 0
  %.449 = extractvalue [1 x i64] %.448, 0
  %.450 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.441, i32 0, i32 6
  %.451 = load [1 x i64], ptr %.450, align 8
  %.452 = extractvalue [1 x i64] %.451, 0
  %.453 = icmp slt i64 %.439, 0
  %.454 = add i64 %.439, %.449
  %.455 = select i1 %.453, i64 %.454, i64 %.439
  %.456 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.441, i32 0, i32 5
  %.45722 = bitcast ptr %.456 to ptr
  %.458 = load i64, ptr %.45722, align 8, !range !1
  %.459 = insertvalue [1 x i64] undef, i64 %.458, 0
  %.460 = extractvalue [1 x i64] %.459, 0
  %.461 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.441, i32 0, i32 6
  %.462 = load [1 x i64], ptr %.461, align 8
  %.463 = extractvalue [1 x i64] %.462, 0
  %.464 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.441, i32 0, i32 4
  %.465 = load ptr, ptr %.464, align 8
  %.466 = mul i64 %.455, 1
  %.467 = add i64 0, %.466
  %.468 = getelementptr double, ptr %.465, i64 %.467
  %.469 = load double, ptr %.468, align 8
  %.470 = fcmp ogt double %.437, %.469
  br i1 %.470, label %B260, label %B264

B260:                                             ; preds = %B212
  %.472 = load i64, ptr %signal.3, align 8
  store i64 -1, ptr %signal.3, align 8
  br label %B264

B264:                                             ; preds = %B260, %B212, %B176, %B170
  %.475 = load i64, ptr %signal, align 8
  store i64 0, ptr %signal, align 8
  %.477 = load i64, ptr %pos.2, align 8
  %.479 = load i64, ptr %pos.3, align 8
  store i64 %.477, ptr %pos.3, align 8
  %.481 = load double, ptr %entry.2, align 8
  %.483 = load double, ptr %entry.3, align 8
  store double %.481, ptr %entry.3, align 8
  %.485 = load double, ptr %pnl.3, align 8
  %.487 = load double, ptr %pnl.4, align 8
  store double %.485, ptr %pnl.4, align 8
  %.489 = load i64, ptr %trades.3, align 8
  %.491 = load i64, ptr %trades.4, align 8
  store i64 %.489, ptr %trades.4, align 8
  %.493 = load i64, ptr %signal.3, align 8
  %.494 = icmp ne i64 %.493, 0
  br i1 %.494, label %B276, label %B414

B276:                                             ; preds = %B264
  %.496 = load i64, ptr %pos.2, align 8
  %.497 = load i64, ptr %pos.3, align 8
  store i64 %.496, ptr %pos.3, align 8
  %.499 = load double, ptr %entry.2, align 8
  %.500 = load double, ptr %entry.3, align 8
  store double %.499, ptr %entry.3, align 8
  %.502 = load double, ptr %pnl.3, align 8
  %.503 = load double, ptr %pnl.4, align 8
  store double %.502, ptr %pnl.4, align 8
  %.505 = load i64, ptr %trades.3, align 8
  %.506 = load i64, ptr %trades.4, align 8
  store i64 %.505, ptr %trades.4, align 8
  %.508 = load i64, ptr %signal.3, align 8
  %.509 = load i64, ptr %pos.2, align 8
  %.510 = icmp ne i64 %.508, %.509
  br i1 %.510, label %B288, label %B414

B288:                                             ; preds = %B276
  %.512 = load i64, ptr %trades.4, align 8
  store i64 0, ptr %trades.4, align 8
  %.514 = load i64, ptr %pos.3, align 8
  store i64 0, ptr %pos.3, align 8
  %.516 = load double, ptr %pnl.4, align 8
  store double 0.000000e+00, ptr %pnl.4, align 8
  %.518 = load double, ptr %entry.3, align 8
  store double 0.000000e+00, ptr %entry.3, align 8
  %.520 = load double, ptr %pnl.3, align 8
  %.522 = load double, ptr %pnl.5, align 8
  store double %.520, ptr %pnl.5, align 8
  %.524 = load i64, ptr %trades.3, align 8
  %.526 = load i64, ptr %trades.5, align 8
  store i64 %.524, ptr %trades.5, align 8
  %.528 = load i64, ptr %pos.2, align 8
  %.529 = icmp ne i64 %.528, 0
  br i1 %.529, label %B300, label %B394

B300:                                             ; preds = %B288
  %.531 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %close, align 8
  %.532 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.533, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.531, ptr %.533, align 8
  %.537 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.533, i32 0, i32 5
  %.53823 = bitcast ptr %.537 to ptr
  %.539 = load i64, ptr %.53823, align 8, !range !1
  %.540 = insertvalue [1 x i64] undef, i64 %.539, 0
  %.541 = extractvalue [1 x i64] %.540, 0
  %.542 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.533, i32 0, i32 6
  %.543 = load [1 x i64], ptr %.542, align 8
  %.544 = extractvalue [1 x i64] %.543, 0
  %.545 = icmp slt i64 %.532, 0
  %.546 = add i64 %.532, %.541
  %.547 = select i1 %.545, i64 %.546, i64 %.532
  %.548 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.533, i32 0, i32 5
  %.54924 = bitcast ptr %.548 to ptr
  %.550 = load i64, ptr %.54924, align 8, !range !1
  %.551 = insertvalue [1 x i64] undef, i64 %.550, 0
  %.552 = extractvalue [1 x i64] %.551, 0
  %.553 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.533, i32 0, i32 6
  %.554 = load [1 x i64], ptr %.553, align 8
  %.555 = extractvalue [1 x i64] %.554, 0
  %.556 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.533, i32 0, i32 4
  %.557 = load ptr, ptr %.556, align 8
  %.558 = mul i64 %.547, 1
  %.559 = add i64 0, %.558
  %.560 = getelementptr double, ptr %.557, i64 %.559
  %.561 = load double, ptr %.560, align 8
  %.562 = load double, ptr %entry.2, align 8
  %.563 = fsub double %.561, %.562
  %.564 = load i64, ptr %pos.2, align 8
  %.565 = sitofp i64 %.564 to double
  %.566 = fmul double %.565, %.563
  %.567 = load i64, ptr %pos.2, align 8
  store i64 0, ptr %pos.2, align 8
  %.569 = load double, ptr %entry.2, align 8
  %.570 = fcmp oeq double %.569, 0.000000e+00
  br i1 %.570, label %B300.if, label %B300.endif, !prof !0

B394:                                             ; preds = %B300.endif, %B288
  %.602 = load i64, ptr %trades.3, align 8
  store i64 0, ptr %trades.3, align 8
  %.604 = load i64, ptr %pos.2, align 8
  store i64 0, ptr %pos.2, align 8
  %.606 = load double, ptr %pnl.3, align 8
  store double 0.000000e+00, ptr %pnl.3, align 8
  %.608 = load double, ptr %entry.2, align 8
  store double 0.000000e+00, ptr %entry.2, align 8
  %.610 = load double, ptr %pnl.5, align 8
  %.611 = load double, ptr %pnl.4, align 8
  store double %.610, ptr %pnl.4, align 8
  %.613 = load double, ptr %pnl.5, align 8
  store double 0.000000e+00, ptr %pnl.5, align 8
  %.615 = load i64, ptr %trades.5, align 8
  %.616 = load i64, ptr %trades.4, align 8
  store i64 %.615, ptr %trades.4, align 8
  %.618 = load i64, ptr %trades.5, align 8
  store i64 0, ptr %trades.5, align 8
  %.620 = load i64, ptr %signal.3, align 8
  %.621 = load i64, ptr %signal.3, align 8
  store i64 0, ptr %signal.3, align 8
  %.623 = load i64, ptr %pos.3, align 8
  store i64 %.620, ptr %pos.3, align 8
  %.625 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %close, align 8
  %.626 = load i64, ptr %i, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.627, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.625, ptr %.627, align 8
  %.631 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.627, i32 0, i32 5
  %.63225 = bitcast ptr %.631 to ptr
  %.633 = load i64, ptr %.63225, align 8, !range !1
  %.634 = insertvalue [1 x i64] undef, i64 %.633, 0
  %.635 = extractvalue [1 x i64] %.634, 0
  %.636 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.627, i32 0, i32 6
  %.637 = load [1 x i64], ptr %.636, align 8
  %.638 = extractvalue [1 x i64] %.637, 0
  %.639 = icmp slt i64 %.626, 0
  %.640 = add i64 %.626, %.635
  %.641 = select i1 %.639, i64 %.640, i64 %.626
  %.642 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.627, i32 0, i32 5
  %.64326 = bitcast ptr %.642 to ptr
  %.644 = load i64, ptr %.64326, align 8, !range !1
  %.645 = insertvalue [1 x i64] undef, i64 %.644, 0
  %.646 = extractvalue [1 x i64] %.645, 0
  %.647 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.627, i32 0, i32 6
  %.648 = load [1 x i64], ptr %.647, align 8
  %.649 = extractvalue [1 x i64] %.648, 0
  %.650 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.627, i32 0, i32 4
  %.651 = load ptr, ptr %.650, align 8
  %.652 = mul i64 %.641, 1
  %.653 = add i64 0, %.652
  %.654 = getelementptr double, ptr %.651, i64 %.653
  %.655 = load double, ptr %.654, align 8
  %.656 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.658 = load double, ptr %entry.3, align 8
  store double %.655, ptr %entry.3, align 8
  br label %B414

B414:                                             ; preds = %B394, %B276, %B264
  %.661 = load i64, ptr %signal.3, align 8
  store i64 0, ptr %signal.3, align 8
  %.663 = load i64, ptr %i, align 8
  store i64 0, ptr %i, align 8
  %.665 = load i64, ptr %pos.3, align 8
  %.666 = load i64, ptr %pos.2, align 8
  store i64 %.665, ptr %pos.2, align 8
  %.668 = load i64, ptr %pos.3, align 8
  store i64 0, ptr %pos.3, align 8
  %.670 = load double, ptr %entry.3, align 8
  %.671 = load double, ptr %entry.2, align 8
  store double %.670, ptr %entry.2, align 8
  %.673 = load double, ptr %entry.3, align 8
  store double 0.000000e+00, ptr %entry.3, align 8
  %.675 = load double, ptr %pnl.4, align 8
  %.676 = load double, ptr %pnl.3, align 8
  store double %.675, ptr %pnl.3, align 8
  %.678 = load double, ptr %pnl.4, align 8
  store double 0.000000e+00, ptr %pnl.4, align 8
  %.680 = load i64, ptr %trades.4, align 8
  %.681 = load i64, ptr %trades.3, align 8
  store i64 %.680, ptr %trades.3, align 8
  %.683 = load i64, ptr %trades.4, align 8
  store i64 0, ptr %trades.4, align 8
  br label %B78

B416:                                             ; preds = %B78.endif
  %.686 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %b, align 8
  %extracted.meminfo.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.686, 0
  %extracted.parent.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.686, 1
  %extracted.nitems.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.686, 2
  %extracted.itemsize.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.686, 3
  %extracted.data.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.686, 4
  %extracted.shape.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.686, 5
  %.687 = extractvalue [1 x i64] %extracted.shape.3, 0
  %extracted.strides.3 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.686, 6
  %.688 = extractvalue [1 x i64] %extracted.strides.3, 0
  call void @NRT_decref(ptr %extracted.meminfo.3)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %b, align 8
  %.691 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %a, align 8
  %extracted.meminfo.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.691, 0
  %extracted.parent.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.691, 1
  %extracted.nitems.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.691, 2
  %extracted.itemsize.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.691, 3
  %extracted.data.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.691, 4
  %extracted.shape.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.691, 5
  %.692 = extractvalue [1 x i64] %extracted.shape.4, 0
  %extracted.strides.4 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.691, 6
  %.693 = extractvalue [1 x i64] %extracted.strides.4, 0
  call void @NRT_decref(ptr %extracted.meminfo.4)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %a, align 8
  %.696 = load i64, ptr %"$phi80.1", align 8
  store i64 0, ptr %"$phi80.1", align 8
  %.698 = load { ptr, i64, i64, ptr }, ptr %"$phi78.0", align 8
  %extracted.iter.3 = extractvalue { ptr, i64, i64, ptr } %.698, 0
  %extracted.stop.4 = extractvalue { ptr, i64, i64, ptr } %.698, 1
  %extracted.step.4 = extractvalue { ptr, i64, i64, ptr } %.698, 2
  %extracted.count.3 = extractvalue { ptr, i64, i64, ptr } %.698, 3
  store { ptr, i64, i64, ptr } zeroinitializer, ptr %"$phi78.0", align 8
  %.700 = load double, ptr %pnl.3, align 8
  %.702 = load double, ptr %pnl.6, align 8
  store double %.700, ptr %pnl.6, align 8
  %.704 = load i64, ptr %trades.3, align 8
  %.706 = load i64, ptr %trades.6, align 8
  store i64 %.704, ptr %trades.6, align 8
  %.708 = load i64, ptr %pos.2, align 8
  %.709 = icmp ne i64 %.708, 0
  br i1 %.709, label %B428, label %B528

B428:                                             ; preds = %B416
  %.711 = load i64, ptr %n, align 8
  %.712 = sub nsw i64 %.711, 1
  %.713 = load i64, ptr %n, align 8
  store i64 0, ptr %n, align 8
  %.715 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %close, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %.716, align 8
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.715, ptr %.716, align 8
  %.720 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.716, i32 0, i32 5
  %.72127 = bitcast ptr %.720 to ptr
  %.722 = load i64, ptr %.72127, align 8, !range !1
  %.723 = insertvalue [1 x i64] undef, i64 %.722, 0
  %.724 = extractvalue [1 x i64] %.723, 0
  %.725 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.716, i32 0, i32 6
  %.726 = load [1 x i64], ptr %.725, align 8
  %.727 = extractvalue [1 x i64] %.726, 0
  %.728 = icmp slt i64 %.712, 0
  %.729 = add i64 %.712, %.724
  %.730 = select i1 %.728, i64 %.729, i64 %.712
  %.731 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.716, i32 0, i32 5
  %.73228 = bitcast ptr %.731 to ptr
  %.733 = load i64, ptr %.73228, align 8, !range !1
  %.734 = insertvalue [1 x i64] undef, i64 %.733, 0
  %.735 = extractvalue [1 x i64] %.734, 0
  %.736 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.716, i32 0, i32 6
  %.737 = load [1 x i64], ptr %.736, align 8
  %.738 = extractvalue [1 x i64] %.737, 0
  %.739 = getelementptr inbounds { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %.716, i32 0, i32 4
  %.740 = load ptr, ptr %.739, align 8
  %.741 = mul i64 %.730, 1
  %.742 = add i64 0, %.741
  %.743 = getelementptr double, ptr %.740, i64 %.742
  %.744 = load double, ptr %.743, align 8
  %.745 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %close, align 8
  %extracted.meminfo.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.745, 0
  %extracted.parent.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.745, 1
  %extracted.nitems.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.745, 2
  %extracted.itemsize.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.745, 3
  %extracted.data.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.745, 4
  %extracted.shape.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.745, 5
  %.746 = extractvalue [1 x i64] %extracted.shape.5, 0
  %extracted.strides.5 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.745, 6
  %.747 = extractvalue [1 x i64] %extracted.strides.5, 0
  call void @NRT_decref(ptr %extracted.meminfo.5)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %close, align 8
  %.750 = load double, ptr %entry.2, align 8
  %.751 = fsub double %.744, %.750
  %.752 = load i64, ptr %pos.2, align 8
  %.753 = sitofp i64 %.752 to double
  %.754 = fmul double %.753, %.751
  %.755 = load i64, ptr %pos.2, align 8
  store i64 0, ptr %pos.2, align 8
  %.757 = load double, ptr %entry.2, align 8
  %.758 = fcmp oeq double %.757, 0.000000e+00
  br i1 %.758, label %B428.if, label %B428.endif, !prof !0

B528:                                             ; preds = %B428.endif, %B416
  %.790 = load i64, ptr %trades.3, align 8
  store i64 0, ptr %trades.3, align 8
  %.792 = load i64, ptr %pos.2, align 8
  store i64 0, ptr %pos.2, align 8
  %.794 = load double, ptr %pnl.3, align 8
  store double 0.000000e+00, ptr %pnl.3, align 8
  %.796 = load i64, ptr %n, align 8
  store i64 0, ptr %n, align 8
  %.798 = load double, ptr %entry.2, align 8
  store double 0.000000e+00, ptr %entry.2, align 8
  %.800 = load { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, ptr %close, align 8
  %extracted.meminfo.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.800, 0
  %extracted.parent.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.800, 1
  %extracted.nitems.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.800, 2
  %extracted.itemsize.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.800, 3
  %extracted.data.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.800, 4
  %extracted.shape.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.800, 5
  %.801 = extractvalue [1 x i64] %extracted.shape.6, 0
  %extracted.strides.6 = extractvalue { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } %.800, 6
  %.802 = extractvalue [1 x i64] %extracted.strides.6, 0
  call void @NRT_decref(ptr %extracted.meminfo.6)
  store { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] } zeroinitializer, ptr %close, align 8
  %.805 = load double, ptr %pnl.6, align 8
  %.806 = load i64, ptr %trades.6, align 8
  %.807 = insertvalue { double, i64 } undef, double %.805, 0
  %.808 = insertvalue { double, i64 } %.807, i64 %.806, 1
  %extracted.f0 = extractvalue { double, i64 } %.808, 0
  %extracted.f1 = extractvalue { double, i64 } %.808, 1
  %.809 = load i64, ptr %trades.6, align 8
  store i64 0, ptr %trades.6, align 8
  %.811 = load double, ptr %pnl.6, align 8
  store double 0.000000e+00, ptr %pnl.6, align 8
  %extracted.f0.1 = extractvalue { double, i64 } %.808, 0
  %extracted.f1.1 = extractvalue { double, i64 } %.808, 1
  %extracted.f0.2 = extractvalue { double, i64 } %.808, 0
  %extracted.f1.2 = extractvalue { double, i64 } %.808, 1
  %extracted.f0.3 = extractvalue { double, i64 } %.808, 0
  %extracted.f1.3 = extractvalue { double, i64 } %.808, 1
  %.813 = insertvalue { double, i64 } undef, double %extracted.f0.3, 0
  %.814 = insertvalue { double, i64 } %.813, i64 %extracted.f1.3, 1
  store { double, i64 } %.814, ptr %retptr, align 8
  ret i32 0

B0.if:                                            ; preds = %entry
  store ptr @.const.picklebuf.<sha1>.24, ptr %excinfo, align 8, !numba_exception_output !2
  store i64 0, ptr %try_state, align 8
  %.118 = load i64, ptr %try_state, align 8
  %.120 = load ptr, ptr %excinfo, align 8
  ret i32 1

B0.endif:                                         ; preds = %entry
  br i1 %.112, label %B0.endif.if, label %B0.endif.else

B0.endif.if:                                      ; preds = %B0.endif
  %.123 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.87, i32 0, i32 3
  %.124 = load ptr, ptr %.123, align 8
  store i64 0, ptr %.124, align 8
  br label %B0.endif.endif

B0.endif.else:                                    ; preds = %B0.endif
  %0 = or i64 %.109, %.95
  %1 = and i64 %0, -4294967296
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %3, label %10

3:                                                ; preds = %B0.endif.else
  %4 = trunc i64 %.95 to i32
  %5 = trunc i64 %.109 to i32
  %6 = udiv i32 %5, %4
  %7 = urem i32 %5, %4
  %8 = zext i32 %6 to i64
  %9 = zext i32 %7 to i64
  br label %24

10:                                               ; preds = %B0.endif.else
  %11 = or i64 %.109, %.95
  %12 = and i64 %11, -4294967296
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %10
  %15 = trunc i64 %.95 to i32
  %16 = trunc i64 %.109 to i32
  %17 = udiv i32 %16, %15
  %18 = urem i32 %16, %15
  %19 = zext i32 %17 to i64
  %20 = zext i32 %18 to i64
  br label %24

21:                                               ; preds = %10
  %22 = sdiv i64 %.109, %.95
  %23 = srem i64 %.109, %.95
  br label %24

24:                                               ; preds = %14, %21, %3
  %25 = phi i64 [ %8, %3 ], [ %19, %14 ], [ %22, %21 ]
  %26 = phi i64 [ %9, %3 ], [ %20, %14 ], [ %23, %21 ]
  %27 = icmp sgt i64 %.109, 0
  %.128 = sub i64 0, %26
  %.129 = select i1 %27, i64 %26, i64 %.128
  %.130 = icmp sgt i64 %.129, 0
  %.132 = select i1 %.130, i64 1, i64 0
  %.133 = add i64 %25, %.132
  %.134 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.87, i32 0, i32 3
  %.135 = load ptr, ptr %.134, align 8
  store i64 %.133, ptr %.135, align 8
  br label %B0.endif.endif

B0.endif.endif:                                   ; preds = %24, %B0.endif.if
  %.138 = load { ptr, i64, i64, ptr }, ptr %.87, align 8
  %extracted.start = extractvalue { i64, i64, i64 } %.82, 0
  %extracted.stop = extractvalue { i64, i64, i64 } %.82, 1
  %extracted.step = extractvalue { i64, i64, i64 } %.82, 2
  %extracted.iter = extractvalue { ptr, i64, i64, ptr } %.138, 0
  %extracted.stop.1 = extractvalue { ptr, i64, i64, ptr } %.138, 1
  %extracted.step.1 = extractvalue { ptr, i64, i64, ptr } %.138, 2
  %extracted.count = extractvalue { ptr, i64, i64, ptr } %.138, 3
  %.140 = load { ptr, i64, i64, ptr }, ptr %"$phi78.0", align 8
  %extracted.iter.1 = extractvalue { ptr, i64, i64, ptr } %.140, 0
  %extracted.stop.2 = extractvalue { ptr, i64, i64, ptr } %.140, 1
  %extracted.step.2 = extractvalue { ptr, i64, i64, ptr } %.140, 2
  %extracted.count.1 = extractvalue { ptr, i64, i64, ptr } %.140, 3
  store { ptr, i64, i64, ptr } %.138, ptr %"$phi78.0", align 8
  %extracted.iter.2 = extractvalue { ptr, i64, i64, ptr } %.138, 0
  %extracted.stop.3 = extractvalue { ptr, i64, i64, ptr } %.138, 1
  %extracted.step.3 = extractvalue { ptr, i64, i64, ptr } %.138, 2
  %extracted.count.2 = extractvalue { ptr, i64, i64, ptr } %.138, 3
  br label %B78

B78.if:                                           ; preds = %B78
  %.15829 = bitcast ptr %.147 to ptr
  %.159 = load ptr, ptr %.15829, align 8
  %.160 = load i64, ptr %.159, align 8
  %.16130 = bitcast ptr %.144 to ptr
  store i64 %.160, ptr %.16130, align 8
  %.163 = sub nsw i64 %.153, 1
  store i64 %.163, ptr %.152, align 8
  %.165 = getelementptr inbounds { ptr, i64, i64, ptr }, ptr %.147, i32 0, i32 2
  %.166 = load i64, ptr %.165, align 8
  %.167 = add i64 %.160, %.166
  %.16831 = bitcast ptr %.147 to ptr
  %.169 = load ptr, ptr %.16831, align 8
  store i64 %.167, ptr %.169, align 8
  br label %B78.endif

B78.endif:                                        ; preds = %B78.if, %B78
  %.172 = load { i64, i1 }, ptr %.144, align 8
  %extracted.first = extractvalue { i64, i1 } %.172, 0
  %extracted.second = extractvalue { i64, i1 } %.172, 1
  store { i64, i1 } zeroinitializer, ptr %.173, align 8
  store { i64, i1 } %.172, ptr %.173, align 8
  %.17732 = bitcast ptr %.173 to ptr
  %.178 = load i64, ptr %.17732, align 8
  store { i64, i1 } zeroinitializer, ptr %.179, align 8
  store { i64, i1 } %.172, ptr %.179, align 8
  %.183 = getelementptr inbounds { i64, i1 }, ptr %.179, i32 0, i32 1
  %.184 = load i1, ptr %.183, align 1
  %extracted.first.1 = extractvalue { i64, i1 } %.172, 0
  %extracted.second.1 = extractvalue { i64, i1 } %.172, 1
  %.186 = load i64, ptr %"$phi80.1", align 8
  store i64 %.178, ptr %"$phi80.1", align 8
  br i1 %.184, label %B80, label %B416

B300.if:                                          ; preds = %B300
  store ptr @.const.picklebuf.<sha1>.25, ptr %excinfo, align 8, !numba_exception_output !2
  %.573 = load i64, ptr %try_state, align 8
  %.575 = load ptr, ptr %excinfo, align 8
  ret i32 1

B300.endif:                                       ; preds = %B300
  %.577 = fdiv double %.566, %.569
  %.578 = load double, ptr %entry.2, align 8
  store double 0.000000e+00, ptr %entry.2, align 8
  %.580 = sitofp i64 1 to double
  %.581 = fadd double %.580, %.577
  %.582 = sitofp i64 1 to double
  %.583 = fsub double %.582, 9.000000e-04
  %.584 = fmul double %.581, %.583
  %.585 = sitofp i64 1 to double
  %.586 = fsub double %.584, %.585
  %.587 = sitofp i64 100 to double
  %.588 = fmul double %.586, %.587
  %.589 = load double, ptr %pnl.3, align 8
  %.590 = fadd double %.589, %.588
  %.591 = load double, ptr %pnl.3, align 8
  store double 0.000000e+00, ptr %pnl.3, align 8
  %.593 = load double, ptr %pnl.5, align 8
  store double %.590, ptr %pnl.5, align 8
  %.595 = load i64, ptr %trades.3, align 8
  %.596 = add nsw i64 %.595, 1
  %.597 = load i64, ptr %trades.3, align 8
  store i64 0, ptr %trades.3, align 8
  %.599 = load i64, ptr %trades.5, align 8
  store i64 %.596, ptr %trades.5, align 8
  br label %B394

B428.if:                                          ; preds = %B428
  store ptr @.const.picklebuf.<sha1>.25, ptr %excinfo, align 8, !numba_exception_output !2
  %.761 = load i64, ptr %try_state, align 8
  %.763 = load ptr, ptr %excinfo, align 8
  ret i32 1

B428.endif:                                       ; preds = %B428
  %.765 = fdiv double %.754, %.757
  %.766 = load double, ptr %entry.2, align 8
  store double 0.000000e+00, ptr %entry.2, align 8
  %.768 = sitofp i64 1 to double
  %.769 = fadd double %.768, %.765
  %.770 = sitofp i64 1 to double
  %.771 = fsub double %.770, 9.000000e-04
  %.772 = fmul double %.769, %.771
  %.773 = sitofp i64 1 to double
  %.774 = fsub double %.772, %.773
  %.775 = sitofp i64 100 to double
  %.776 = fmul double %.774, %.775
  %.777 = load double, ptr %pnl.3, align 8
  %.778 = fadd double %.777, %.776
  %.779 = load double, ptr %pnl.3, align 8
  store double 0.000000e+00, ptr %pnl.3, align 8
  %.781 = load double, ptr %pnl.6, align 8
  store double %.778, ptr %pnl.6, align 8
  %.783 = load i64, ptr %trades.3, align 8
  %.784 = add nsw i64 %.783, 1
  %.785 = load i64, ptr %trades.3, align 8
  store i64 0, ptr %trades.3, align 8
  %.787 = load i64, ptr %trades.6, align 8
  store i64 %.784, ptr %trades.6, align 8
  br label %B528
}

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { noinline }

!0 = !{!"branch_weights", i32 1, i32 99}
!1 = !{i64 0, i64 9223372036854775807}
!2 = !{i1 true}
!3 = !{!"branch_weights", i32 99, i32 1}

define i32 @ipc_seam_combo(ptr %close, i64 %len, ptr %params, ptr %pnl, ptr %trades) {
entry:
  %ret = alloca { double, i64 }, align 8
  %exc = alloca ptr, align 8
  %g0 = getelementptr inbounds i64, ptr %params, i64 0
  %p0 = load i64, ptr %g0
  %g1 = getelementptr inbounds i64, ptr %params, i64 1
  %p1 = load i64, ptr %g1
  %g2 = getelementptr inbounds i64, ptr %params, i64 2
  %p2 = load i64, ptr %g2
  %g3 = getelementptr inbounds i64, ptr %params, i64 3
  %p3 = load i64, ptr %g3
  %g4 = getelementptr inbounds i64, ptr %params, i64 4
  %p4 = load i64, ptr %g4
  %g5 = getelementptr inbounds i64, ptr %params, i64 5
  %p5 = load i64, ptr %g5
  %st = call i32 @_ZN11ipc_tax_ref6kernel5comboB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedExxxxxx(ptr %ret, ptr %exc, ptr null, ptr null, i64 %len, i64 8, ptr %close, i64 %len, i64 8, i64 %p0, i64 %p1, i64 %p2, i64 %p3, i64 %p4, i64 %p5)
  %r0 = getelementptr inbounds { double, i64 }, ptr %ret, i32 0, i32 0
  %r1 = getelementptr inbounds { double, i64 }, ptr %ret, i32 0, i32 1
  %v0 = load double, ptr %r0
  %v1 = load i64, ptr %r1
  store double %v0, ptr %pnl
  store i64 %v1, ptr %trades
  ret i32 %st
}
