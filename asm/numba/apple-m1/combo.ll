; ipc_tax_ref.kernel.combo — optimised LLVM IR (inspect_llvm), compiled for aarch64-unknown-linux-gnu -mcpu=apple-m1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
; command: python -m ipc_tax_ref.asm numba-arm DIR --cpu apple-m1
; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
define range(i32 0, 2) i32 @_ZN11ipc_tax_ref6kernel5comboB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedExxxxxx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.close.0, ptr readnone captures(none) %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr readonly captures(none) %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.n, i64 %arg.h, i64 %arg.s, i64 %arg.p, i64 %arg.p3, i64 %arg.p2) local_unnamed_addr {
B0:
  %.24 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %.fca.4.gep211 = getelementptr inbounds nuw i8, ptr %.24, i64 32
  %.fca.5.0.gep212 = getelementptr inbounds nuw i8, ptr %.24, i64 40
  %excinfo.1 = alloca ptr, align 8
  store ptr null, ptr %excinfo.1, align 8
  %.64 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.2 = alloca ptr, align 8
  store ptr null, ptr %excinfo.2, align 8
  %.335 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.7 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.335, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.7, align 8
  %.377 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.8 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.377, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.8, align 8
  %.415 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.9 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.415, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.9, align 8
  %.453 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.10 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.453, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.10, align 8
  %.786 = alloca { ptr, ptr, i64, i64, ptr, [1 x i64], [1 x i64] }, align 8
  %excinfo.16 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.786, i8 0, i64 56, i1 false)
  store ptr null, ptr %excinfo.16, align 8
  %.827 = alloca { double, i64 }, align 8
  %excinfo.17 = alloca ptr, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.827, i8 0, i64 16, i1 false)
  store ptr null, ptr %excinfo.17, align 8
  tail call void @NRT_incref(ptr %arg.close.0)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.24, i8 0, i64 56, i1 false)
  %.30 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.24, ptr nonnull %excinfo.1, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.h)
  %.40.fca.0.load = load ptr, ptr %.24, align 8
  %.40.fca.4.load = load ptr, ptr %.fca.4.gep211, align 8
  %.40.fca.5.0.load = load i64, ptr %.fca.5.0.gep212, align 8
  %.40.fca.5.0.load.fr = freeze i64 %.40.fca.5.0.load
  %cond = icmp eq i32 %.30, 0
  br i1 %cond, label %B0.endif, label %B0.if.if, !prof !0

B0.endif:                                         ; preds = %B0
  %.fca.4.gep174 = getelementptr inbounds nuw i8, ptr %.64, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.64, i8 0, i64 56, i1 false)
  %.70 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.64, ptr nonnull %excinfo.2, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.n)
  %.80.fca.0.load = load ptr, ptr %.64, align 8
  %.80.fca.4.load = load ptr, ptr %.fca.4.gep174, align 8
  %cond15 = icmp eq i32 %.70, 0
  br i1 %cond15, label %B128.i, label %B0.endif.if.if, !prof !0

common.ret:                                       ; preds = %for.end.1.endif.if.if, %for.end.1.endif.endif, %for.end.1.if.if, %for.end.endif.endif.endif...endif.endif.endif.if.if, %for.end.endif.endif.endif...endif.endif.if, %for.end.endif.endif.endif...endif.if, %for.end.endif.endif.endif.endif.endif.endif.endif.if, %for.end.endif.endif.endif.if.if, %for.end.endif.endif.if.if, %for.end.endif.if.if, %for.end.if.if, %B0.endif.endif.endif.endif.endif.endif.endif.if.if, %B0.endif.endif.endif.endif.endif.endif.if, %B0.endif.endif.endif.endif.endif.if, %B0.endif.if.if, %B0.if.if
  %common.ret.op = phi i32 [ 1, %B0.if.if ], [ 1, %B0.endif.if.if ], [ 1, %for.end.1.endif.if.if ], [ 1, %for.end.endif.endif.endif...endif.endif.if ], [ 0, %for.end.1.endif.endif ], [ 1, %B0.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.if ], [ 1, %B0.endif.endif.endif.endif.endif.endif.endif.if.if ], [ 1, %for.end.1.if.if ], [ 1, %for.end.if.if ], [ 1, %for.end.endif.if.if ], [ 1, %for.end.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif.if.if ], [ 1, %for.end.endif.endif.endif...endif.if ], [ 1, %for.end.endif.endif.endif.endif.endif.endif.endif.if ], [ 1, %for.end.endif.endif.endif...endif.endif.endif.if.if ]
  ret i32 %common.ret.op

B0.if.if:                                         ; preds = %B0
  %.31 = load ptr, ptr %excinfo.1, align 8
  store ptr %.31, ptr %excinfo, align 8
  br label %common.ret

B128.i:                                           ; preds = %B0.endif
  %sunkaddr = getelementptr inbounds i8, ptr %.64, i64 40
  %.80.fca.5.0.load = load i64, ptr %sunkaddr, align 8
  %.80.fca.5.0.load.fr = freeze i64 %.80.fca.5.0.load
  %.101.not.i = icmp eq i64 %.40.fca.5.0.load.fr, 1
  br i1 %.101.not.i, label %B128.i42, label %B90.i33

B0.endif.if.if:                                   ; preds = %B0.endif
  %.71 = load ptr, ptr %excinfo.2, align 8
  store ptr %.71, ptr %excinfo, align 8
  br label %common.ret

B90.i33:                                          ; preds = %B128.i
  %.71.i34 = icmp ne i64 %.80.fca.5.0.load.fr, %.40.fca.5.0.load.fr
  %.76.i35 = icmp ne i64 %.80.fca.5.0.load.fr, 1
  %or.cond.i36 = and i1 %.76.i35, %.71.i34
  br i1 %or.cond.i36, label %B0.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif

B128.i42:                                         ; preds = %B128.i
  %.101.not.i43 = icmp eq i64 %.80.fca.5.0.load.fr, 1
  br i1 %.101.not.i43, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B0.endif.endif.endif.endif.endif.endif

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i33
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif:           ; preds = %B128.i42, %B90.i33
  %dest_shape.3 = phi i64 [ %.40.fca.5.0.load.fr, %B90.i33 ], [ %.80.fca.5.0.load.fr, %B128.i42 ]
  %0 = add i64 %dest_shape.3, -1152921504606846976
  %.209 = icmp ult i64 %0, -2305843009213693952
  br i1 %.209, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !2

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B0.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B128.i42, %B0.endif.endif.endif.endif.endif.endif
  %dest_shape.3182 = phi i64 [ %dest_shape.3, %B0.endif.endif.endif.endif.endif.endif ], [ 1, %B128.i42 ]
  %.208 = shl nsw i64 %dest_shape.3182, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.208, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.279226 = icmp sgt i64 %dest_shape.3182, 0
  br i1 %.279226, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.281 = icmp ugt i64 %.40.fca.5.0.load.fr, 1
  br i1 %.281, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %1 = icmp ugt i64 %.80.fca.5.0.load.fr, 1
  br i1 %1, label %for.body.endif.endif.endif.us.us.preheader, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %for.body.lr.ph.split.us
  %2 = icmp ult i64 %dest_shape.3182, 8
  br i1 %2, label %for.body.endif.endif.endif.us.preheader294, label %vector.memcheck231

vector.memcheck231:                               ; preds = %for.body.endif.endif.endif.us.preheader
  %3 = shl i64 %dest_shape.3182, 3
  %scevgep232 = getelementptr i8, ptr %.6.i, i64 %3
  %scevgep233 = getelementptr i8, ptr %.40.fca.4.load, i64 %3
  %scevgep234 = getelementptr i8, ptr %.80.fca.4.load, i64 8
  %bound0235 = icmp ult ptr %.6.i, %scevgep233
  %bound1236 = icmp ult ptr %.40.fca.4.load, %scevgep232
  %found.conflict237 = and i1 %bound0235, %bound1236
  %bound0238 = icmp ult ptr %.6.i, %scevgep234
  %bound1239 = icmp ult ptr %.80.fca.4.load, %scevgep232
  %found.conflict240 = and i1 %bound0238, %bound1239
  %conflict.rdx241 = or i1 %found.conflict237, %found.conflict240
  br i1 %conflict.rdx241, label %for.body.endif.endif.endif.us.preheader294, label %vector.ph244

vector.ph244:                                     ; preds = %vector.memcheck231
  %n.vec246 = and i64 %dest_shape.3182, 9223372036854775800
  %4 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert253 = insertelement <2 x double> poison, double %4, i64 0
  %broadcast.splat254 = shufflevector <2 x double> %broadcast.splatinsert253, <2 x double> poison, <2 x i32> zeroinitializer
  %scevgep342 = getelementptr i8, ptr %.40.fca.4.load, i64 32
  %scevgep348 = getelementptr i8, ptr %.6.i, i64 32
  %5 = lshr i64 %dest_shape.3182, 3
  %6 = trunc i64 %5 to i60
  %7 = zext i60 %6 to i64
  %8 = mul nsw i64 %7, -8
  br label %vector.body247

vector.body247:                                   ; preds = %vector.body247, %vector.ph244
  %lsr.iv417 = phi i64 [ %lsr.iv.next418, %vector.body247 ], [ %8, %vector.ph244 ]
  %lsr.iv349 = phi ptr [ %scevgep350, %vector.body247 ], [ %scevgep348, %vector.ph244 ]
  %lsr.iv343 = phi ptr [ %scevgep344, %vector.body247 ], [ %scevgep342, %vector.ph244 ]
  %scevgep346 = getelementptr i8, ptr %lsr.iv343, i64 -32
  %scevgep347 = getelementptr i8, ptr %lsr.iv343, i64 -16
  %scevgep345 = getelementptr i8, ptr %lsr.iv343, i64 16
  %wide.load249 = load <2 x double>, ptr %scevgep346, align 8, !alias.scope !14
  %wide.load250 = load <2 x double>, ptr %scevgep347, align 8, !alias.scope !14
  %wide.load251 = load <2 x double>, ptr %lsr.iv343, align 8, !alias.scope !14
  %wide.load252 = load <2 x double>, ptr %scevgep345, align 8, !alias.scope !14
  %9 = fmul <2 x double> %wide.load249, splat (double 2.000000e+00)
  %10 = fmul <2 x double> %wide.load250, splat (double 2.000000e+00)
  %11 = fmul <2 x double> %wide.load251, splat (double 2.000000e+00)
  %12 = fmul <2 x double> %wide.load252, splat (double 2.000000e+00)
  %13 = fsub <2 x double> %9, %broadcast.splat254
  %14 = fsub <2 x double> %10, %broadcast.splat254
  %15 = fsub <2 x double> %11, %broadcast.splat254
  %16 = fsub <2 x double> %12, %broadcast.splat254
  %scevgep351 = getelementptr i8, ptr %lsr.iv349, i64 -32
  %scevgep353 = getelementptr i8, ptr %lsr.iv349, i64 -16
  %scevgep352 = getelementptr i8, ptr %lsr.iv349, i64 16
  store <2 x double> %13, ptr %scevgep351, align 8, !alias.scope !16, !noalias !18
  store <2 x double> %14, ptr %scevgep353, align 8, !alias.scope !16, !noalias !18
  store <2 x double> %15, ptr %lsr.iv349, align 8, !alias.scope !16, !noalias !18
  store <2 x double> %16, ptr %scevgep352, align 8, !alias.scope !16, !noalias !18
  %scevgep344 = getelementptr i8, ptr %lsr.iv343, i64 64
  %scevgep350 = getelementptr i8, ptr %lsr.iv349, i64 64
  %lsr.iv.next418 = add nsw i64 %lsr.iv417, 8
  %17 = icmp eq i64 %lsr.iv.next418, 0
  br i1 %17, label %middle.block256, label %vector.body247, !llvm.loop !19

middle.block256:                                  ; preds = %vector.body247
  %cmp.n257 = icmp eq i64 %dest_shape.3182, %n.vec246
  br i1 %cmp.n257, label %for.end, label %for.body.endif.endif.endif.us.preheader294

for.body.endif.endif.endif.us.preheader294:       ; preds = %vector.memcheck231, %for.body.endif.endif.endif.us.preheader, %middle.block256
  %loop.index229.us.ph = phi i64 [ %n.vec246, %middle.block256 ], [ 0, %for.body.endif.endif.endif.us.preheader ], [ 0, %vector.memcheck231 ]
  %18 = shl i64 %loop.index229.us.ph, 3
  %scevgep332 = getelementptr i8, ptr %.40.fca.4.load, i64 %18
  %scevgep337 = getelementptr i8, ptr %.6.i, i64 %18
  %19 = sub i64 %loop.index229.us.ph, %dest_shape.3182
  br label %for.body.endif.endif.endif.us

for.body.endif.endif.endif.us.us.preheader:       ; preds = %for.body.lr.ph.split.us
  %20 = icmp ult i64 %dest_shape.3182, 8
  br i1 %20, label %for.body.endif.endif.endif.us.us.preheader293, label %vector.memcheck259

vector.memcheck259:                               ; preds = %for.body.endif.endif.endif.us.us.preheader
  %21 = ptrtoint ptr %.6.i to i64
  %22 = ptrtoint ptr %.80.fca.4.load to i64
  %23 = ptrtoint ptr %.40.fca.4.load to i64
  %24 = sub i64 %21, %23
  %diff.check = icmp ult i64 %24, 64
  %25 = sub i64 %21, %22
  %diff.check263 = icmp ult i64 %25, 64
  %conflict.rdx264 = or i1 %diff.check, %diff.check263
  br i1 %conflict.rdx264, label %for.body.endif.endif.endif.us.us.preheader293, label %vector.ph267

vector.ph267:                                     ; preds = %vector.memcheck259
  %n.vec269 = and i64 %dest_shape.3182, 9223372036854775800
  %scevgep314 = getelementptr i8, ptr %.40.fca.4.load, i64 32
  %scevgep320 = getelementptr i8, ptr %.80.fca.4.load, i64 32
  %scevgep326 = getelementptr i8, ptr %.6.i, i64 32
  %26 = lshr i64 %dest_shape.3182, 3
  %27 = trunc i64 %26 to i60
  %28 = zext i60 %27 to i64
  %29 = mul nsw i64 %28, -8
  br label %vector.body270

vector.body270:                                   ; preds = %vector.body270, %vector.ph267
  %lsr.iv414 = phi i64 [ %lsr.iv.next, %vector.body270 ], [ %29, %vector.ph267 ]
  %lsr.iv327 = phi ptr [ %scevgep328, %vector.body270 ], [ %scevgep326, %vector.ph267 ]
  %lsr.iv321 = phi ptr [ %scevgep322, %vector.body270 ], [ %scevgep320, %vector.ph267 ]
  %lsr.iv315 = phi ptr [ %scevgep316, %vector.body270 ], [ %scevgep314, %vector.ph267 ]
  %scevgep318 = getelementptr i8, ptr %lsr.iv315, i64 -32
  %scevgep319 = getelementptr i8, ptr %lsr.iv315, i64 -16
  %scevgep317 = getelementptr i8, ptr %lsr.iv315, i64 16
  %wide.load272 = load <2 x double>, ptr %scevgep318, align 8
  %wide.load273 = load <2 x double>, ptr %scevgep319, align 8
  %wide.load274 = load <2 x double>, ptr %lsr.iv315, align 8
  %wide.load275 = load <2 x double>, ptr %scevgep317, align 8
  %scevgep324 = getelementptr i8, ptr %lsr.iv321, i64 -32
  %scevgep325 = getelementptr i8, ptr %lsr.iv321, i64 -16
  %scevgep323 = getelementptr i8, ptr %lsr.iv321, i64 16
  %wide.load276 = load <2 x double>, ptr %scevgep324, align 8
  %wide.load277 = load <2 x double>, ptr %scevgep325, align 8
  %wide.load278 = load <2 x double>, ptr %lsr.iv321, align 8
  %wide.load279 = load <2 x double>, ptr %scevgep323, align 8
  %30 = fmul <2 x double> %wide.load272, splat (double 2.000000e+00)
  %31 = fmul <2 x double> %wide.load273, splat (double 2.000000e+00)
  %32 = fmul <2 x double> %wide.load274, splat (double 2.000000e+00)
  %33 = fmul <2 x double> %wide.load275, splat (double 2.000000e+00)
  %34 = fsub <2 x double> %30, %wide.load276
  %35 = fsub <2 x double> %31, %wide.load277
  %36 = fsub <2 x double> %32, %wide.load278
  %37 = fsub <2 x double> %33, %wide.load279
  %scevgep329 = getelementptr i8, ptr %lsr.iv327, i64 -32
  %scevgep331 = getelementptr i8, ptr %lsr.iv327, i64 -16
  %scevgep330 = getelementptr i8, ptr %lsr.iv327, i64 16
  store <2 x double> %34, ptr %scevgep329, align 8
  store <2 x double> %35, ptr %scevgep331, align 8
  store <2 x double> %36, ptr %lsr.iv327, align 8
  store <2 x double> %37, ptr %scevgep330, align 8
  %scevgep316 = getelementptr i8, ptr %lsr.iv315, i64 64
  %scevgep322 = getelementptr i8, ptr %lsr.iv321, i64 64
  %scevgep328 = getelementptr i8, ptr %lsr.iv327, i64 64
  %lsr.iv.next = add nsw i64 %lsr.iv414, 8
  %38 = icmp eq i64 %lsr.iv.next, 0
  br i1 %38, label %middle.block281, label %vector.body270, !llvm.loop !22

middle.block281:                                  ; preds = %vector.body270
  %cmp.n282 = icmp eq i64 %dest_shape.3182, %n.vec269
  br i1 %cmp.n282, label %for.end, label %for.body.endif.endif.endif.us.us.preheader293

for.body.endif.endif.endif.us.us.preheader293:    ; preds = %vector.memcheck259, %for.body.endif.endif.endif.us.us.preheader, %middle.block281
  %loop.index229.us.us.ph = phi i64 [ %n.vec269, %middle.block281 ], [ 0, %for.body.endif.endif.endif.us.us.preheader ], [ 0, %vector.memcheck259 ]
  %39 = shl i64 %loop.index229.us.us.ph, 3
  %scevgep303 = getelementptr i8, ptr %.80.fca.4.load, i64 %39
  %scevgep306 = getelementptr i8, ptr %.6.i, i64 %39
  %scevgep309 = getelementptr i8, ptr %.40.fca.4.load, i64 %39
  %40 = sub i64 %loop.index229.us.us.ph, %dest_shape.3182
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader293, %for.body.endif.endif.endif.us.us
  %lsr.iv412 = phi i64 [ %40, %for.body.endif.endif.endif.us.us.preheader293 ], [ %math, %for.body.endif.endif.endif.us.us ]
  %lsr.iv310 = phi ptr [ %scevgep309, %for.body.endif.endif.endif.us.us.preheader293 ], [ %scevgep311, %for.body.endif.endif.endif.us.us ]
  %lsr.iv307 = phi ptr [ %scevgep306, %for.body.endif.endif.endif.us.us.preheader293 ], [ %scevgep308, %for.body.endif.endif.endif.us.us ]
  %lsr.iv = phi ptr [ %scevgep303, %for.body.endif.endif.endif.us.us.preheader293 ], [ %scevgep304, %for.body.endif.endif.endif.us.us ]
  %.289.us.us = load double, ptr %lsr.iv310, align 8
  %.298.us.us = load double, ptr %lsr.iv, align 8
  %.7.i = fmul double %.289.us.us, 2.000000e+00
  %.8.i = fsub double %.7.i, %.298.us.us
  store double %.8.i, ptr %lsr.iv307, align 8
  %scevgep304 = getelementptr i8, ptr %lsr.iv, i64 8
  %scevgep308 = getelementptr i8, ptr %lsr.iv307, i64 8
  %scevgep311 = getelementptr i8, ptr %lsr.iv310, i64 8
  %41 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv412, i64 1)
  %math = extractvalue { i64, i1 } %41, 0
  %ov = extractvalue { i64, i1 } %41, 1
  br i1 %ov, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !23

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader294, %for.body.endif.endif.endif.us
  %lsr.iv415 = phi i64 [ %19, %for.body.endif.endif.endif.us.preheader294 ], [ %math427, %for.body.endif.endif.endif.us ]
  %lsr.iv338 = phi ptr [ %scevgep337, %for.body.endif.endif.endif.us.preheader294 ], [ %scevgep339, %for.body.endif.endif.endif.us ]
  %lsr.iv333 = phi ptr [ %scevgep332, %for.body.endif.endif.endif.us.preheader294 ], [ %scevgep334, %for.body.endif.endif.endif.us ]
  %.289.us = load double, ptr %lsr.iv333, align 8
  %.298.us = load double, ptr %.80.fca.4.load, align 8
  %.7.i46 = fmul double %.289.us, 2.000000e+00
  %.8.i47 = fsub double %.7.i46, %.298.us
  store double %.8.i47, ptr %lsr.iv338, align 8
  %scevgep334 = getelementptr i8, ptr %lsr.iv333, i64 8
  %scevgep339 = getelementptr i8, ptr %lsr.iv338, i64 8
  %42 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv415, i64 1)
  %math427 = extractvalue { i64, i1 } %42, 0
  %ov428 = extractvalue { i64, i1 } %42, 1
  br i1 %ov428, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !24

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %43 = icmp ugt i64 %.80.fca.5.0.load.fr, 1
  br i1 %43, label %for.body.endif.endif.endif.us234.preheader, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %for.body.lr.ph.split
  %44 = icmp ult i64 %dest_shape.3182, 8
  br i1 %44, label %for.body.endif.endif.endif.preheader298, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.endif.endif.endif.preheader
  %45 = shl i64 %dest_shape.3182, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %45
  %scevgep199 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep200 = getelementptr i8, ptr %.80.fca.4.load, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep199
  %bound1 = icmp ult ptr %.40.fca.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0201 = icmp ult ptr %.6.i, %scevgep200
  %bound1202 = icmp ult ptr %.80.fca.4.load, %scevgep
  %found.conflict203 = and i1 %bound0201, %bound1202
  %conflict.rdx = or i1 %found.conflict, %found.conflict203
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader298, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %dest_shape.3182, 9223372036854775800
  %46 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !25
  %47 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !28
  %48 = fmul double %47, 2.000000e+00
  %49 = fsub double %48, %46
  %broadcast.splatinsert = insertelement <2 x double> poison, double %49, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %scevgep383 = getelementptr i8, ptr %.6.i, i64 32
  %50 = lshr i64 %dest_shape.3182, 3
  %51 = trunc i64 %50 to i60
  %52 = zext i60 %51 to i64
  %53 = mul nsw i64 %52, -8
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv425 = phi i64 [ %lsr.iv.next426, %vector.body ], [ %53, %vector.ph ]
  %lsr.iv384 = phi ptr [ %scevgep385, %vector.body ], [ %scevgep383, %vector.ph ]
  %scevgep388 = getelementptr i8, ptr %lsr.iv384, i64 -32
  %scevgep387 = getelementptr i8, ptr %lsr.iv384, i64 -16
  %scevgep386 = getelementptr i8, ptr %lsr.iv384, i64 16
  store <2 x double> %broadcast.splat, ptr %scevgep388, align 8, !alias.scope !30, !noalias !32
  store <2 x double> %broadcast.splat, ptr %scevgep387, align 8, !alias.scope !30, !noalias !32
  store <2 x double> %broadcast.splat, ptr %lsr.iv384, align 8, !alias.scope !30, !noalias !32
  store <2 x double> %broadcast.splat, ptr %scevgep386, align 8, !alias.scope !30, !noalias !32
  %scevgep385 = getelementptr i8, ptr %lsr.iv384, i64 64
  %lsr.iv.next426 = add nsw i64 %lsr.iv425, 8
  %54 = icmp eq i64 %lsr.iv.next426, 0
  br i1 %54, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.3182, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.endif.endif.endif.preheader298

for.body.endif.endif.endif.preheader298:          ; preds = %vector.memcheck, %for.body.endif.endif.endif.preheader, %middle.block
  %loop.index229.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.endif.endif.endif.preheader ], [ 0, %vector.memcheck ]
  %55 = shl i64 %loop.index229.ph, 3
  %scevgep378 = getelementptr i8, ptr %.6.i, i64 %55
  %56 = sub i64 %loop.index229.ph, %dest_shape.3182
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif.us234.preheader:       ; preds = %for.body.lr.ph.split
  %57 = icmp ult i64 %dest_shape.3182, 8
  br i1 %57, label %for.body.endif.endif.endif.us234.preheader296, label %vector.memcheck204

vector.memcheck204:                               ; preds = %for.body.endif.endif.endif.us234.preheader
  %58 = shl i64 %dest_shape.3182, 3
  %scevgep205 = getelementptr i8, ptr %.6.i, i64 %58
  %scevgep206 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep207 = getelementptr i8, ptr %.80.fca.4.load, i64 %58
  %bound0208 = icmp ult ptr %.6.i, %scevgep206
  %bound1209 = icmp ult ptr %.40.fca.4.load, %scevgep205
  %found.conflict210 = and i1 %bound0208, %bound1209
  %bound0211 = icmp ult ptr %.6.i, %scevgep207
  %bound1212 = icmp ult ptr %.80.fca.4.load, %scevgep205
  %found.conflict213 = and i1 %bound0211, %bound1212
  %conflict.rdx214 = or i1 %found.conflict210, %found.conflict213
  br i1 %conflict.rdx214, label %for.body.endif.endif.endif.us234.preheader296, label %vector.ph217

vector.ph217:                                     ; preds = %vector.memcheck204
  %n.vec219 = and i64 %dest_shape.3182, 9223372036854775800
  %59 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !34
  %60 = fmul double %59, 2.000000e+00
  %broadcast.splatinsert225 = insertelement <2 x double> poison, double %60, i64 0
  %broadcast.splat226 = shufflevector <2 x double> %broadcast.splatinsert225, <2 x double> poison, <2 x i32> zeroinitializer
  %scevgep364 = getelementptr i8, ptr %.80.fca.4.load, i64 32
  %scevgep370 = getelementptr i8, ptr %.6.i, i64 32
  %61 = lshr i64 %dest_shape.3182, 3
  %62 = trunc i64 %61 to i60
  %63 = zext i60 %62 to i64
  %64 = mul nsw i64 %63, -8
  br label %vector.body220

vector.body220:                                   ; preds = %vector.body220, %vector.ph217
  %lsr.iv421 = phi i64 [ %lsr.iv.next422, %vector.body220 ], [ %64, %vector.ph217 ]
  %lsr.iv371 = phi ptr [ %scevgep372, %vector.body220 ], [ %scevgep370, %vector.ph217 ]
  %lsr.iv365 = phi ptr [ %scevgep366, %vector.body220 ], [ %scevgep364, %vector.ph217 ]
  %scevgep368 = getelementptr i8, ptr %lsr.iv365, i64 -32
  %scevgep369 = getelementptr i8, ptr %lsr.iv365, i64 -16
  %scevgep367 = getelementptr i8, ptr %lsr.iv365, i64 16
  %wide.load = load <2 x double>, ptr %scevgep368, align 8, !alias.scope !37
  %wide.load222 = load <2 x double>, ptr %scevgep369, align 8, !alias.scope !37
  %wide.load223 = load <2 x double>, ptr %lsr.iv365, align 8, !alias.scope !37
  %wide.load224 = load <2 x double>, ptr %scevgep367, align 8, !alias.scope !37
  %65 = fsub <2 x double> %broadcast.splat226, %wide.load
  %66 = fsub <2 x double> %broadcast.splat226, %wide.load222
  %67 = fsub <2 x double> %broadcast.splat226, %wide.load223
  %68 = fsub <2 x double> %broadcast.splat226, %wide.load224
  %scevgep373 = getelementptr i8, ptr %lsr.iv371, i64 -32
  %scevgep375 = getelementptr i8, ptr %lsr.iv371, i64 -16
  %scevgep374 = getelementptr i8, ptr %lsr.iv371, i64 16
  store <2 x double> %65, ptr %scevgep373, align 8, !alias.scope !39, !noalias !41
  store <2 x double> %66, ptr %scevgep375, align 8, !alias.scope !39, !noalias !41
  store <2 x double> %67, ptr %lsr.iv371, align 8, !alias.scope !39, !noalias !41
  store <2 x double> %68, ptr %scevgep374, align 8, !alias.scope !39, !noalias !41
  %scevgep366 = getelementptr i8, ptr %lsr.iv365, i64 64
  %scevgep372 = getelementptr i8, ptr %lsr.iv371, i64 64
  %lsr.iv.next422 = add nsw i64 %lsr.iv421, 8
  %69 = icmp eq i64 %lsr.iv.next422, 0
  br i1 %69, label %middle.block228, label %vector.body220, !llvm.loop !42

middle.block228:                                  ; preds = %vector.body220
  %cmp.n229 = icmp eq i64 %dest_shape.3182, %n.vec219
  br i1 %cmp.n229, label %for.end, label %for.body.endif.endif.endif.us234.preheader296

for.body.endif.endif.endif.us234.preheader296:    ; preds = %vector.memcheck204, %for.body.endif.endif.endif.us234.preheader, %middle.block228
  %loop.index229.us231.ph = phi i64 [ %n.vec219, %middle.block228 ], [ 0, %for.body.endif.endif.endif.us234.preheader ], [ 0, %vector.memcheck204 ]
  %70 = shl i64 %loop.index229.us231.ph, 3
  %scevgep354 = getelementptr i8, ptr %.80.fca.4.load, i64 %70
  %scevgep359 = getelementptr i8, ptr %.6.i, i64 %70
  %71 = sub i64 %loop.index229.us231.ph, %dest_shape.3182
  br label %for.body.endif.endif.endif.us234

for.body.endif.endif.endif.us234:                 ; preds = %for.body.endif.endif.endif.us234.preheader296, %for.body.endif.endif.endif.us234
  %lsr.iv419 = phi i64 [ %71, %for.body.endif.endif.endif.us234.preheader296 ], [ %math429, %for.body.endif.endif.endif.us234 ]
  %lsr.iv360 = phi ptr [ %scevgep359, %for.body.endif.endif.endif.us234.preheader296 ], [ %scevgep361, %for.body.endif.endif.endif.us234 ]
  %lsr.iv355 = phi ptr [ %scevgep354, %for.body.endif.endif.endif.us234.preheader296 ], [ %scevgep356, %for.body.endif.endif.endif.us234 ]
  %.289.us233 = load double, ptr %.40.fca.4.load, align 8
  %.298.us241 = load double, ptr %lsr.iv355, align 8
  %.7.i48 = fmul double %.289.us233, 2.000000e+00
  %.8.i49 = fsub double %.7.i48, %.298.us241
  store double %.8.i49, ptr %lsr.iv360, align 8
  %scevgep356 = getelementptr i8, ptr %lsr.iv355, i64 8
  %scevgep361 = getelementptr i8, ptr %lsr.iv360, i64 8
  %72 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv419, i64 1)
  %math429 = extractvalue { i64, i1 } %72, 0
  %ov430 = extractvalue { i64, i1 } %72, 1
  br i1 %ov430, label %for.end, label %for.body.endif.endif.endif.us234, !llvm.loop !43

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us234, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %middle.block, %middle.block228, %middle.block256, %middle.block281, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.80.fca.0.load)
  tail call void @NRT_decref(ptr %.40.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.335, i8 0, i64 56, i1 false)
  %.341 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.335, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %dest_shape.3182, i64 8, ptr %.6.i, i64 %dest_shape.3182, i64 8, i64 %arg.s)
  %.351.fca.0.load = load ptr, ptr %.335, align 8
  %sunkaddr389 = getelementptr inbounds i8, ptr %.335, i64 8
  %.351.fca.1.load = load ptr, ptr %sunkaddr389, align 8
  %sunkaddr390 = getelementptr inbounds i8, ptr %.335, i64 16
  %.351.fca.2.load = load i64, ptr %sunkaddr390, align 8
  %sunkaddr391 = getelementptr inbounds i8, ptr %.335, i64 24
  %.351.fca.3.load = load i64, ptr %sunkaddr391, align 8
  %sunkaddr392 = getelementptr inbounds i8, ptr %.335, i64 32
  %.351.fca.4.load = load ptr, ptr %sunkaddr392, align 8
  %sunkaddr393 = getelementptr inbounds i8, ptr %.335, i64 40
  %.351.fca.5.0.load = load i64, ptr %sunkaddr393, align 8
  %sunkaddr394 = getelementptr inbounds i8, ptr %.335, i64 48
  %.351.fca.6.0.load = load i64, ptr %sunkaddr394, align 8
  %cond17 = icmp eq i32 %.341, 0
  br i1 %cond17, label %for.end.endif, label %for.end.if.if, !prof !0

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader298, %for.body.endif.endif.endif
  %lsr.iv423 = phi i64 [ %56, %for.body.endif.endif.endif.preheader298 ], [ %math431, %for.body.endif.endif.endif ]
  %lsr.iv379 = phi ptr [ %scevgep378, %for.body.endif.endif.endif.preheader298 ], [ %scevgep380, %for.body.endif.endif.endif ]
  %.289 = load double, ptr %.40.fca.4.load, align 8
  %.298 = load double, ptr %.80.fca.4.load, align 8
  %.7.i50 = fmul double %.289, 2.000000e+00
  %.8.i51 = fsub double %.7.i50, %.298
  store double %.8.i51, ptr %lsr.iv379, align 8
  %scevgep380 = getelementptr i8, ptr %lsr.iv379, i64 8
  %73 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv423, i64 1)
  %math431 = extractvalue { i64, i1 } %73, 0
  %ov432 = extractvalue { i64, i1 } %73, 1
  br i1 %ov432, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !44

for.end.endif:                                    ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.377, i8 0, i64 56, i1 false)
  %.383 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.377, ptr nonnull %excinfo.8, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.p3)
  %.393.fca.0.load = load ptr, ptr %.377, align 8
  %sunkaddr395 = getelementptr inbounds i8, ptr %.377, i64 32
  %.393.fca.4.load = load ptr, ptr %sunkaddr395, align 8
  %sunkaddr396 = getelementptr inbounds i8, ptr %.377, i64 40
  %.393.fca.5.0.load = load i64, ptr %sunkaddr396, align 8
  %.393.fca.5.0.load.fr = freeze i64 %.393.fca.5.0.load
  %cond18 = icmp eq i32 %.383, 0
  br i1 %cond18, label %for.end.endif.endif, label %for.end.endif.if.if, !prof !0

for.end.if.if:                                    ; preds = %for.end
  %.342 = load ptr, ptr %excinfo.7, align 8
  store ptr %.342, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif:                              ; preds = %for.end.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.415, i8 0, i64 56, i1 false)
  %.421 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.415, ptr nonnull %excinfo.9, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.p2)
  %.431.fca.0.load = load ptr, ptr %.415, align 8
  %sunkaddr397 = getelementptr inbounds i8, ptr %.415, i64 32
  %.431.fca.4.load = load ptr, ptr %sunkaddr397, align 8
  %sunkaddr398 = getelementptr inbounds i8, ptr %.415, i64 40
  %.431.fca.5.0.load = load i64, ptr %sunkaddr398, align 8
  %cond19 = icmp eq i32 %.421, 0
  br i1 %cond19, label %for.end.endif.endif.endif, label %for.end.endif.endif.if.if, !prof !0

for.end.endif.if.if:                              ; preds = %for.end.endif
  %.384 = load ptr, ptr %excinfo.8, align 8
  store ptr %.384, ptr %excinfo, align 8
  br label %common.ret

for.end.endif.endif.endif:                        ; preds = %for.end.endif.endif
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.453, i8 0, i64 56, i1 false)
  %.459 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.453, ptr nonnull %excinfo.10, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.p)
  %.469.fca.0.load = load ptr, ptr %.453, align 8
  %sunkaddr399 = getelementptr inbounds i8, ptr %.453, i64 32
  %.469.fca.4.load = load ptr, ptr %sunkaddr399, align 8
  %cond20 = icmp eq i32 %.459, 0
  br i1 %cond20, label %B128.i70, label %for.end.endif.endif.endif.if.if, !prof !0

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif
  %.422 = load ptr, ptr %excinfo.9, align 8
  store ptr %.422, ptr %excinfo, align 8
  br label %common.ret

B128.i70:                                         ; preds = %for.end.endif.endif.endif
  %sunkaddr400 = getelementptr inbounds i8, ptr %.453, i64 40
  %.469.fca.5.0.load = load i64, ptr %sunkaddr400, align 8
  %.101.not.i71 = icmp eq i64 %.393.fca.5.0.load.fr, 1
  br i1 %.101.not.i71, label %B128.i92, label %B90.i83

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif
  %.460 = load ptr, ptr %excinfo.10, align 8
  store ptr %.460, ptr %excinfo, align 8
  br label %common.ret

B90.i83:                                          ; preds = %B128.i70
  %.71.i84 = icmp ne i64 %.431.fca.5.0.load, %.393.fca.5.0.load.fr
  %.76.i85 = icmp ne i64 %.431.fca.5.0.load, 1
  %or.cond.i86 = and i1 %.76.i85, %.71.i84
  br i1 %or.cond.i86, label %for.end.endif.endif.endif.endif.endif.endif.endif.if, label %B90.i105

B128.i92:                                         ; preds = %B128.i70
  %.101.not.i93 = icmp eq i64 %.431.fca.5.0.load, 1
  br i1 %.101.not.i93, label %B128.i114, label %B90.i105

for.end.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B90.i83
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B90.i105:                                         ; preds = %B128.i92, %B90.i83
  %dest_shape.1.4.ph = phi i64 [ %.393.fca.5.0.load.fr, %B90.i83 ], [ %.431.fca.5.0.load, %B128.i92 ]
  %.71.i106 = icmp ne i64 %.469.fca.5.0.load, %dest_shape.1.4.ph
  %.76.i107 = icmp ne i64 %.469.fca.5.0.load, 1
  %or.cond.i108 = and i1 %.76.i107, %.71.i106
  br i1 %or.cond.i108, label %for.end.endif.endif.endif...endif.if, label %for.end.endif.endif.endif...endif.endif

B128.i114:                                        ; preds = %B128.i92
  %.101.not.i115 = icmp eq i64 %.469.fca.5.0.load, 1
  br i1 %.101.not.i115, label %for.end.endif.endif.endif...endif.endif.endif, label %for.end.endif.endif.endif...endif.endif

for.end.endif.endif.endif...endif.if:             ; preds = %B90.i105
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.endif.endif...endif.endif:          ; preds = %B128.i114, %B90.i105
  %dest_shape.1.5 = phi i64 [ %dest_shape.1.4.ph, %B90.i105 ], [ %.469.fca.5.0.load, %B128.i114 ]
  %74 = add i64 %dest_shape.1.5, -1152921504606846976
  %.645 = icmp ult i64 %74, -2305843009213693952
  br i1 %.645, label %for.end.endif.endif.endif...endif.endif.if, label %for.end.endif.endif.endif...endif.endif.endif, !prof !2

for.end.endif.endif.endif...endif.endif.if:       ; preds = %for.end.endif.endif.endif...endif.endif
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

for.end.endif.endif.endif...endif.endif.endif:    ; preds = %B128.i114, %for.end.endif.endif.endif...endif.endif
  %dest_shape.1.5190 = phi i64 [ %dest_shape.1.5, %for.end.endif.endif.endif...endif.endif ], [ 1, %B128.i114 ]
  %.644 = shl nsw i64 %dest_shape.1.5190, 3
  %.7.i.i118 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.644, i32 32), !noalias !45
  %.8.i.i119 = icmp eq ptr %.7.i.i118, null
  br i1 %.8.i.i119, label %for.end.endif.endif.endif...endif.endif.endif.if.if, label %for.end.endif.endif.endif...endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif...endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif...endif.endif.endif
  %.5.i124 = getelementptr i8, ptr %.7.i.i118, i64 24
  %.6.i125 = load ptr, ptr %.5.i124, align 8
  %.718247 = icmp sgt i64 %dest_shape.1.5190, 0
  br i1 %.718247, label %for.body.1.lr.ph, label %for.end.1

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif...endif.endif.endif.endif
  %.720 = icmp ugt i64 %.393.fca.5.0.load.fr, 1
  br i1 %.720, label %for.body.1.endif.endif.endif.endif.us.preheader, label %for.body.1.endif.endif.endif.endif.preheader

for.body.1.endif.endif.endif.endif.preheader:     ; preds = %for.body.1.lr.ph
  br label %for.body.1.endif.endif.endif.endif

for.body.1.endif.endif.endif.endif.us.preheader:  ; preds = %for.body.1.lr.ph
  br label %for.body.1.endif.endif.endif.endif.us

for.body.1.endif.endif.endif.endif.us:            ; preds = %for.body.1.endif.endif.endif.endif.us.preheader, %for.body.1.endif.endif.endif.endif.us
  %loop.index.1251.us = phi i64 [ %.775.us, %for.body.1.endif.endif.endif.endif.us ], [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ]
  %.714.0250.us = phi i64 [ %.714.1.us, %for.body.1.endif.endif.endif.endif.us ], [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ]
  %.711.0249.us = phi i64 [ %.711.1.us, %for.body.1.endif.endif.endif.endif.us ], [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ]
  %75 = icmp ugt i64 %.469.fca.5.0.load, 1
  %76 = icmp ugt i64 %.431.fca.5.0.load, 1
  %77 = shl i64 %loop.index.1251.us, 3
  %scevgep300 = getelementptr i8, ptr %.393.fca.4.load, i64 %77
  %.728.us = load double, ptr %scevgep300, align 8
  %.711.1.us = select i1 %76, i64 %loop.index.1251.us, i64 %.711.0249.us
  %.736.us = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us
  %.737.us = load double, ptr %.736.us, align 8
  %.714.1.us = select i1 %75, i64 %loop.index.1251.us, i64 %.714.0250.us
  %.745.us = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us
  %.746.us = load double, ptr %.745.us, align 8
  %.8.i126 = fmul double %.728.us, 3.000000e+00
  %.9.i = fsub double %.8.i126, %.737.us
  %.10.i = fsub double %.9.i, %.746.us
  %78 = shl i64 %loop.index.1251.us, 3
  %scevgep301 = getelementptr i8, ptr %.6.i125, i64 %78
  store double %.10.i, ptr %scevgep301, align 8
  %.775.us = add nuw nsw i64 %loop.index.1251.us, 1
  %exitcond271.not = icmp eq i64 %dest_shape.1.5190, %.775.us
  br i1 %exitcond271.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.us

for.end.endif.endif.endif...endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif...endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif.endif, %for.body.1.endif.endif.endif.endif.us, %for.end.endif.endif.endif...endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.469.fca.0.load)
  tail call void @NRT_decref(ptr %.431.fca.0.load)
  tail call void @NRT_decref(ptr %.393.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.786, i8 0, i64 56, i1 false)
  %.792 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.786, ptr nonnull %excinfo.16, ptr nonnull %.7.i.i118, ptr null, i64 %dest_shape.1.5190, i64 8, ptr %.6.i125, i64 %dest_shape.1.5190, i64 8, i64 %arg.p)
  %.802.fca.0.load = load ptr, ptr %.786, align 8
  %cond22 = icmp eq i32 %.792, 0
  br i1 %cond22, label %for.end.1.endif, label %for.end.1.if.if, !prof !0

for.body.1.endif.endif.endif.endif:               ; preds = %for.body.1.endif.endif.endif.endif.preheader, %for.body.1.endif.endif.endif.endif
  %loop.index.1251 = phi i64 [ %.775, %for.body.1.endif.endif.endif.endif ], [ 0, %for.body.1.endif.endif.endif.endif.preheader ]
  %.714.0250 = phi i64 [ %.714.1, %for.body.1.endif.endif.endif.endif ], [ 0, %for.body.1.endif.endif.endif.endif.preheader ]
  %.711.0249 = phi i64 [ %.711.1, %for.body.1.endif.endif.endif.endif ], [ 0, %for.body.1.endif.endif.endif.endif.preheader ]
  %79 = icmp ugt i64 %.469.fca.5.0.load, 1
  %80 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728 = load double, ptr %.393.fca.4.load, align 8
  %.711.1 = select i1 %80, i64 %loop.index.1251, i64 %.711.0249
  %.736 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1
  %.737 = load double, ptr %.736, align 8
  %.714.1 = select i1 %79, i64 %loop.index.1251, i64 %.714.0250
  %.745 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1
  %.746 = load double, ptr %.745, align 8
  %.8.i127 = fmul double %.728, 3.000000e+00
  %.9.i128 = fsub double %.8.i127, %.737
  %.10.i129 = fsub double %.9.i128, %.746
  %81 = shl i64 %loop.index.1251, 3
  %scevgep302 = getelementptr i8, ptr %.6.i125, i64 %81
  store double %.10.i129, ptr %scevgep302, align 8
  %.775 = add nuw nsw i64 %loop.index.1251, 1
  %exitcond270.not = icmp eq i64 %dest_shape.1.5190, %.775
  br i1 %exitcond270.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif

for.end.1.endif:                                  ; preds = %for.end.1
  %sunkaddr401 = getelementptr inbounds i8, ptr %.786, i64 48
  %.802.fca.6.0.load = load i64, ptr %sunkaddr401, align 8
  %sunkaddr402 = getelementptr inbounds i8, ptr %.786, i64 40
  %.802.fca.5.0.load = load i64, ptr %sunkaddr402, align 8
  %sunkaddr403 = getelementptr inbounds i8, ptr %.786, i64 8
  %.802.fca.1.load = load ptr, ptr %sunkaddr403, align 8
  %sunkaddr404 = getelementptr inbounds i8, ptr %.786, i64 16
  %.802.fca.2.load = load i64, ptr %sunkaddr404, align 8
  %sunkaddr405 = getelementptr inbounds i8, ptr %.786, i64 24
  %.802.fca.3.load = load i64, ptr %sunkaddr405, align 8
  %sunkaddr406 = getelementptr inbounds i8, ptr %.786, i64 32
  %.802.fca.4.load = load ptr, ptr %sunkaddr406, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i118)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %.827, i8 0, i64 16, i1 false)
  %.837 = call i32 @_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr nonnull %.827, ptr nonnull %excinfo.17, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, ptr %.351.fca.0.load, ptr %.351.fca.1.load, i64 %.351.fca.2.load, i64 %.351.fca.3.load, ptr %.351.fca.4.load, i64 %.351.fca.5.0.load, i64 %.351.fca.6.0.load, ptr %.802.fca.0.load, ptr %.802.fca.1.load, i64 %.802.fca.2.load, i64 %.802.fca.3.load, ptr %.802.fca.4.load, i64 %.802.fca.5.0.load, i64 %.802.fca.6.0.load)
  %cond23 = icmp eq i32 %.837, 0
  br i1 %cond23, label %for.end.1.endif.endif, label %for.end.1.endif.if.if, !prof !0

for.end.1.if.if:                                  ; preds = %for.end.1
  %.793 = load ptr, ptr %excinfo.16, align 8
  store ptr %.793, ptr %excinfo, align 8
  br label %common.ret

for.end.1.endif.endif:                            ; preds = %for.end.1.endif
  %.847.fca.0.load = load double, ptr %.827, align 8
  %sunkaddr407 = getelementptr inbounds i8, ptr %.827, i64 8
  %.847.fca.1.load = load i64, ptr %sunkaddr407, align 8
  tail call void @NRT_decref(ptr %arg.close.0)
  tail call void @NRT_decref(ptr %.802.fca.0.load)
  tail call void @NRT_decref(ptr %.351.fca.0.load)
  store double %.847.fca.0.load, ptr %retptr, align 8
  %retptr.repack224 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %.847.fca.1.load, ptr %retptr.repack224, align 8
  br label %common.ret

for.end.1.endif.if.if:                            ; preds = %for.end.1.endif
  %.838 = load ptr, ptr %excinfo.17, align 8
  store ptr %.838, ptr %excinfo, align 8
  br label %common.ret
}
