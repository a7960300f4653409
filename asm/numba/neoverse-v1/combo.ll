; ipc_tax_ref.kernel.combo — optimised LLVM IR (inspect_llvm), compiled for aarch64-unknown-linux-gnu -mcpu=neoverse-v1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
; command: python -m ipc_tax_ref.asm numba-arm DIR --cpu neoverse-v1
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
  %1 = tail call i64 @llvm.vscale.i64()
  %2 = shl i64 %1, 2
  br i1 %.281, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %3 = icmp ugt i64 %.80.fca.5.0.load.fr, 1
  br i1 %3, label %for.body.endif.endif.endif.us.us.preheader, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %for.body.lr.ph.split.us
  %umax241 = tail call i64 @llvm.umax.i64(i64 %2, i64 8)
  %min.iters.check243 = icmp ult i64 %dest_shape.3182, %umax241
  br i1 %min.iters.check243, label %for.body.endif.endif.endif.us.preheader281, label %vector.memcheck230

vector.memcheck230:                               ; preds = %for.body.endif.endif.endif.us.preheader
  %4 = shl i64 %dest_shape.3182, 3
  %scevgep231 = getelementptr i8, ptr %.6.i, i64 %4
  %scevgep232 = getelementptr i8, ptr %.40.fca.4.load, i64 %4
  %scevgep233 = getelementptr i8, ptr %.80.fca.4.load, i64 8
  %bound0234 = icmp ult ptr %.6.i, %scevgep232
  %bound1235 = icmp ult ptr %.40.fca.4.load, %scevgep231
  %found.conflict236 = and i1 %bound0234, %bound1235
  %bound0237 = icmp ult ptr %.6.i, %scevgep233
  %bound1238 = icmp ult ptr %.80.fca.4.load, %scevgep231
  %found.conflict239 = and i1 %bound0237, %bound1238
  %conflict.rdx240 = or i1 %found.conflict236, %found.conflict239
  br i1 %conflict.rdx240, label %for.body.endif.endif.endif.us.preheader281, label %vector.ph244

vector.ph244:                                     ; preds = %vector.memcheck230
  %5 = tail call i64 @llvm.vscale.i64()
  %6 = shl nuw i64 %5, 2
  %n.mod.vf245 = urem i64 %dest_shape.3182, %6
  %n.vec246 = sub nuw nsw i64 %dest_shape.3182, %n.mod.vf245
  %7 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert251 = insertelement <vscale x 2 x double> poison, double %7, i64 0
  %broadcast.splat252 = shufflevector <vscale x 2 x double> %broadcast.splatinsert251, <vscale x 2 x double> poison, <vscale x 2 x i32> zeroinitializer
  br label %vector.body247

vector.body247:                                   ; preds = %vector.body247, %vector.ph244
  %lsr.iv415 = phi ptr [ %scevgep416, %vector.body247 ], [ %.6.i, %vector.ph244 ]
  %lsr.iv412 = phi ptr [ %scevgep413, %vector.body247 ], [ %.40.fca.4.load, %vector.ph244 ]
  %lsr.iv339 = phi i64 [ %lsr.iv.next340, %vector.body247 ], [ %n.vec246, %vector.ph244 ]
  %8 = tail call i64 @llvm.vscale.i64()
  %9 = shl i64 %8, 4
  %scevgep414 = getelementptr i8, ptr %lsr.iv412, i64 %9
  %wide.load249 = load <vscale x 2 x double>, ptr %lsr.iv412, align 8, !alias.scope !14
  %wide.load250 = load <vscale x 2 x double>, ptr %scevgep414, align 8, !alias.scope !14
  %10 = fmul <vscale x 2 x double> %wide.load249, splat (double 2.000000e+00)
  %11 = fmul <vscale x 2 x double> %wide.load250, splat (double 2.000000e+00)
  %12 = fsub <vscale x 2 x double> %10, %broadcast.splat252
  %13 = fsub <vscale x 2 x double> %11, %broadcast.splat252
  %14 = tail call i64 @llvm.vscale.i64()
  %15 = shl i64 %14, 4
  %scevgep417 = getelementptr i8, ptr %lsr.iv415, i64 %15
  store <vscale x 2 x double> %12, ptr %lsr.iv415, align 8, !alias.scope !16, !noalias !18
  store <vscale x 2 x double> %13, ptr %scevgep417, align 8, !alias.scope !16, !noalias !18
  %16 = tail call i64 @llvm.vscale.i64()
  %17 = shl i64 %16, 2
  %lsr.iv.next340 = sub i64 %lsr.iv339, %17
  %18 = tail call i64 @llvm.vscale.i64()
  %19 = shl i64 %18, 5
  %scevgep413 = getelementptr i8, ptr %lsr.iv412, i64 %19
  %20 = tail call i64 @llvm.vscale.i64()
  %21 = shl i64 %20, 5
  %scevgep416 = getelementptr i8, ptr %lsr.iv415, i64 %21
  %22 = icmp eq i64 %lsr.iv.next340, 0
  br i1 %22, label %middle.block254, label %vector.body247, !llvm.loop !19

middle.block254:                                  ; preds = %vector.body247
  %cmp.n255 = icmp eq i64 %n.mod.vf245, 0
  br i1 %cmp.n255, label %for.end, label %for.body.endif.endif.endif.us.preheader281

for.body.endif.endif.endif.us.preheader281:       ; preds = %middle.block254, %vector.memcheck230, %for.body.endif.endif.endif.us.preheader
  %loop.index229.us.ph = phi i64 [ 0, %vector.memcheck230 ], [ 0, %for.body.endif.endif.endif.us.preheader ], [ %n.vec246, %middle.block254 ]
  %23 = sub i64 %dest_shape.3182, %loop.index229.us.ph
  %.neg294 = add i64 %loop.index229.us.ph, 1
  %xtraiter289 = and i64 %23, 1
  %lcmp.mod290.not = icmp eq i64 %xtraiter289, 0
  br i1 %lcmp.mod290.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.preheader281
  %.288.us.prol = getelementptr double, ptr %.40.fca.4.load, i64 %loop.index229.us.ph
  %.289.us.prol = load double, ptr %.288.us.prol, align 8
  %.298.us.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i46.prol = fmul double %.289.us.prol, 2.000000e+00
  %.8.i47.prol = fsub double %.7.i46.prol, %.298.us.prol
  %.325.us.prol = getelementptr double, ptr %.6.i, i64 %loop.index229.us.ph
  store double %.8.i47.prol, ptr %.325.us.prol, align 8
  %.327.us.prol = add nuw nsw i64 %loop.index229.us.ph, 1
  br label %for.body.endif.endif.endif.us.prol.loopexit

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader281
  %loop.index229.us.unr = phi i64 [ %loop.index229.us.ph, %for.body.endif.endif.endif.us.preheader281 ], [ %.327.us.prol, %for.body.endif.endif.endif.us.prol ]
  %24 = icmp eq i64 %dest_shape.3182, %.neg294
  br i1 %24, label %for.end, label %for.body.endif.endif.endif.us.preheader298

for.body.endif.endif.endif.us.preheader298:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  %25 = shl i64 %loop.index229.us.unr, 3
  %26 = add i64 %25, 8
  %scevgep331 = getelementptr i8, ptr %.40.fca.4.load, i64 %26
  %scevgep335 = getelementptr i8, ptr %.6.i, i64 %26
  %27 = sub i64 %loop.index229.us.unr, %dest_shape.3182
  br label %for.body.endif.endif.endif.us

for.body.endif.endif.endif.us.us.preheader:       ; preds = %for.body.lr.ph.split.us
  %umax263 = tail call i64 @llvm.umax.i64(i64 %2, i64 12)
  %min.iters.check265 = icmp ult i64 %dest_shape.3182, %umax263
  br i1 %min.iters.check265, label %for.body.endif.endif.endif.us.us.preheader280, label %vector.memcheck257

vector.memcheck257:                               ; preds = %for.body.endif.endif.endif.us.us.preheader
  %28 = ptrtoint ptr %.6.i to i64
  %29 = ptrtoint ptr %.80.fca.4.load to i64
  %30 = ptrtoint ptr %.40.fca.4.load to i64
  %31 = tail call i64 @llvm.vscale.i64()
  %32 = shl i64 %31, 5
  %33 = sub i64 %28, %30
  %diff.check = icmp ult i64 %33, %32
  %34 = shl i64 %31, 5
  %35 = sub i64 %28, %29
  %diff.check261 = icmp ult i64 %35, %34
  %conflict.rdx262 = or i1 %diff.check, %diff.check261
  br i1 %conflict.rdx262, label %for.body.endif.endif.endif.us.us.preheader280, label %vector.ph266

vector.ph266:                                     ; preds = %vector.memcheck257
  %36 = tail call i64 @llvm.vscale.i64()
  %37 = shl nuw i64 %36, 2
  %n.mod.vf267 = urem i64 %dest_shape.3182, %37
  %n.vec268 = sub nuw nsw i64 %dest_shape.3182, %n.mod.vf267
  br label %vector.body269

vector.body269:                                   ; preds = %vector.body269, %vector.ph266
  %lsr.iv = phi i64 [ %lsr.iv.next, %vector.body269 ], [ 0, %vector.ph266 ]
  %lsr.iv319 = phi i64 [ %lsr.iv.next320, %vector.body269 ], [ %n.vec268, %vector.ph266 ]
  %scevgep403 = getelementptr i8, ptr %.40.fca.4.load, i64 %lsr.iv
  %scevgep401 = getelementptr i8, ptr %.40.fca.4.load, i64 %lsr.iv
  %38 = tail call i64 @llvm.vscale.i64()
  %39 = shl i64 %38, 4
  %scevgep402 = getelementptr i8, ptr %scevgep401, i64 %39
  %wide.load271 = load <vscale x 2 x double>, ptr %scevgep403, align 8
  %wide.load272 = load <vscale x 2 x double>, ptr %scevgep402, align 8
  %scevgep406 = getelementptr i8, ptr %.80.fca.4.load, i64 %lsr.iv
  %scevgep404 = getelementptr i8, ptr %.80.fca.4.load, i64 %lsr.iv
  %40 = tail call i64 @llvm.vscale.i64()
  %41 = shl i64 %40, 4
  %scevgep405 = getelementptr i8, ptr %scevgep404, i64 %41
  %wide.load273 = load <vscale x 2 x double>, ptr %scevgep406, align 8
  %wide.load274 = load <vscale x 2 x double>, ptr %scevgep405, align 8
  %42 = fmul <vscale x 2 x double> %wide.load271, splat (double 2.000000e+00)
  %43 = fmul <vscale x 2 x double> %wide.load272, splat (double 2.000000e+00)
  %44 = fsub <vscale x 2 x double> %42, %wide.load273
  %45 = fsub <vscale x 2 x double> %43, %wide.load274
  %scevgep409 = getelementptr i8, ptr %.6.i, i64 %lsr.iv
  %scevgep407 = getelementptr i8, ptr %.6.i, i64 %lsr.iv
  %46 = tail call i64 @llvm.vscale.i64()
  %47 = shl i64 %46, 4
  %scevgep408 = getelementptr i8, ptr %scevgep407, i64 %47
  store <vscale x 2 x double> %44, ptr %scevgep409, align 8
  store <vscale x 2 x double> %45, ptr %scevgep408, align 8
  %48 = tail call i64 @llvm.vscale.i64()
  %49 = shl nuw i64 %48, 2
  %lsr.iv.next320 = sub i64 %lsr.iv319, %49
  %50 = tail call i64 @llvm.vscale.i64()
  %51 = shl i64 %50, 5
  %lsr.iv.next = add i64 %lsr.iv, %51
  %52 = icmp eq i64 %lsr.iv.next320, 0
  br i1 %52, label %middle.block276, label %vector.body269, !llvm.loop !22

middle.block276:                                  ; preds = %vector.body269
  %cmp.n277 = icmp eq i64 %n.mod.vf267, 0
  br i1 %cmp.n277, label %for.end, label %for.body.endif.endif.endif.us.us.preheader280

for.body.endif.endif.endif.us.us.preheader280:    ; preds = %middle.block276, %vector.memcheck257, %for.body.endif.endif.endif.us.us.preheader
  %loop.index229.us.us.ph = phi i64 [ 0, %vector.memcheck257 ], [ 0, %for.body.endif.endif.endif.us.us.preheader ], [ %n.vec268, %middle.block276 ]
  %53 = sub i64 %dest_shape.3182, %loop.index229.us.us.ph
  %.neg295 = add i64 %loop.index229.us.us.ph, 1
  %xtraiter291 = and i64 %53, 1
  %lcmp.mod292.not = icmp eq i64 %xtraiter291, 0
  br i1 %lcmp.mod292.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.preheader280
  %.288.us.us.prol = getelementptr double, ptr %.40.fca.4.load, i64 %loop.index229.us.us.ph
  %.289.us.us.prol = load double, ptr %.288.us.us.prol, align 8
  %.297.us.us.prol = getelementptr double, ptr %.80.fca.4.load, i64 %loop.index229.us.us.ph
  %.298.us.us.prol = load double, ptr %.297.us.us.prol, align 8
  %.7.i.prol = fmul double %.289.us.us.prol, 2.000000e+00
  %.8.i.prol = fsub double %.7.i.prol, %.298.us.us.prol
  %.325.us.us.prol = getelementptr double, ptr %.6.i, i64 %loop.index229.us.us.ph
  store double %.8.i.prol, ptr %.325.us.us.prol, align 8
  %.327.us.us.prol = add nuw nsw i64 %loop.index229.us.us.ph, 1
  br label %for.body.endif.endif.endif.us.us.prol.loopexit

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader280
  %loop.index229.us.us.unr = phi i64 [ %loop.index229.us.us.ph, %for.body.endif.endif.endif.us.us.preheader280 ], [ %.327.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %54 = icmp eq i64 %dest_shape.3182, %.neg295
  br i1 %54, label %for.end, label %for.body.endif.endif.endif.us.us.preheader297

for.body.endif.endif.endif.us.us.preheader297:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  %55 = shl i64 %loop.index229.us.us.unr, 3
  %56 = add i64 %55, 8
  %scevgep307 = getelementptr i8, ptr %.40.fca.4.load, i64 %56
  %scevgep311 = getelementptr i8, ptr %.6.i, i64 %56
  %scevgep315 = getelementptr i8, ptr %.80.fca.4.load, i64 %56
  %57 = sub i64 %loop.index229.us.us.unr, %dest_shape.3182
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader297, %for.body.endif.endif.endif.us.us
  %lsr.iv399 = phi i64 [ %57, %for.body.endif.endif.endif.us.us.preheader297 ], [ %lsr.iv.next400, %for.body.endif.endif.endif.us.us ]
  %lsr.iv316 = phi ptr [ %scevgep315, %for.body.endif.endif.endif.us.us.preheader297 ], [ %scevgep317, %for.body.endif.endif.endif.us.us ]
  %lsr.iv312 = phi ptr [ %scevgep311, %for.body.endif.endif.endif.us.us.preheader297 ], [ %scevgep313, %for.body.endif.endif.endif.us.us ]
  %lsr.iv308 = phi ptr [ %scevgep307, %for.body.endif.endif.endif.us.us.preheader297 ], [ %scevgep309, %for.body.endif.endif.endif.us.us ]
  %scevgep310 = getelementptr i8, ptr %lsr.iv308, i64 -8
  %.289.us.us = load double, ptr %scevgep310, align 8
  %scevgep318 = getelementptr i8, ptr %lsr.iv316, i64 -8
  %.298.us.us = load double, ptr %scevgep318, align 8
  %.7.i = fmul double %.289.us.us, 2.000000e+00
  %.8.i = fsub double %.7.i, %.298.us.us
  %scevgep314 = getelementptr i8, ptr %lsr.iv312, i64 -8
  store double %.8.i, ptr %scevgep314, align 8
  %.289.us.us.1 = load double, ptr %lsr.iv308, align 8
  %.298.us.us.1 = load double, ptr %lsr.iv316, align 8
  %.7.i.1 = fmul double %.289.us.us.1, 2.000000e+00
  %.8.i.1 = fsub double %.7.i.1, %.298.us.us.1
  store double %.8.i.1, ptr %lsr.iv312, align 8
  %scevgep309 = getelementptr i8, ptr %lsr.iv308, i64 16
  %scevgep313 = getelementptr i8, ptr %lsr.iv312, i64 16
  %scevgep317 = getelementptr i8, ptr %lsr.iv316, i64 16
  %lsr.iv.next400 = add i64 %lsr.iv399, 2
  %exitcond269.not.1 = icmp eq i64 %lsr.iv.next400, 0
  br i1 %exitcond269.not.1, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !23

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader298, %for.body.endif.endif.endif.us
  %lsr.iv410 = phi i64 [ %27, %for.body.endif.endif.endif.us.preheader298 ], [ %lsr.iv.next411, %for.body.endif.endif.endif.us ]
  %lsr.iv336 = phi ptr [ %scevgep335, %for.body.endif.endif.endif.us.preheader298 ], [ %scevgep337, %for.body.endif.endif.endif.us ]
  %lsr.iv332 = phi ptr [ %scevgep331, %for.body.endif.endif.endif.us.preheader298 ], [ %scevgep333, %for.body.endif.endif.endif.us ]
  %scevgep334 = getelementptr i8, ptr %lsr.iv332, i64 -8
  %.289.us = load double, ptr %scevgep334, align 8
  %.298.us = load double, ptr %.80.fca.4.load, align 8
  %.7.i46 = fmul double %.289.us, 2.000000e+00
  %.8.i47 = fsub double %.7.i46, %.298.us
  %scevgep338 = getelementptr i8, ptr %lsr.iv336, i64 -8
  store double %.8.i47, ptr %scevgep338, align 8
  %.289.us.1 = load double, ptr %lsr.iv332, align 8
  %.298.us.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i46.1 = fmul double %.289.us.1, 2.000000e+00
  %.8.i47.1 = fsub double %.7.i46.1, %.298.us.1
  store double %.8.i47.1, ptr %lsr.iv336, align 8
  %scevgep333 = getelementptr i8, ptr %lsr.iv332, i64 16
  %scevgep337 = getelementptr i8, ptr %lsr.iv336, i64 16
  %lsr.iv.next411 = add i64 %lsr.iv410, 2
  %exitcond268.not.1 = icmp eq i64 %lsr.iv.next411, 0
  br i1 %exitcond268.not.1, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !24

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %58 = icmp ugt i64 %.80.fca.5.0.load.fr, 1
  %umax215 = tail call i64 @llvm.umax.i64(i64 %2, i64 8)
  br i1 %58, label %for.body.endif.endif.endif.us234.preheader, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %for.body.lr.ph.split
  %59 = icmp ult i64 %dest_shape.3182, %umax215
  br i1 %59, label %for.body.endif.endif.endif.preheader285, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.endif.endif.endif.preheader
  %60 = shl i64 %dest_shape.3182, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %60
  %scevgep199 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep200 = getelementptr i8, ptr %.80.fca.4.load, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep199
  %bound1 = icmp ult ptr %.40.fca.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0201 = icmp ult ptr %.6.i, %scevgep200
  %bound1202 = icmp ult ptr %.80.fca.4.load, %scevgep
  %found.conflict203 = and i1 %bound0201, %bound1202
  %conflict.rdx = or i1 %found.conflict, %found.conflict203
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader285, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %61 = tail call i64 @llvm.vscale.i64()
  %62 = shl nuw i64 %61, 2
  %n.mod.vf = urem i64 %dest_shape.3182, %62
  %n.vec = sub nuw nsw i64 %dest_shape.3182, %n.mod.vf
  %63 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !25
  %64 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !28
  %65 = fmul double %64, 2.000000e+00
  %66 = fsub double %65, %63
  %broadcast.splatinsert = insertelement <vscale x 2 x double> poison, double %66, i64 0
  %broadcast.splat = shufflevector <vscale x 2 x double> %broadcast.splatinsert, <vscale x 2 x double> poison, <vscale x 2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv428 = phi ptr [ %scevgep429, %vector.body ], [ %.6.i, %vector.ph ]
  %lsr.iv371 = phi i64 [ %lsr.iv.next372, %vector.body ], [ %n.vec, %vector.ph ]
  %67 = tail call i64 @llvm.vscale.i64()
  %68 = shl i64 %67, 4
  %scevgep430 = getelementptr i8, ptr %lsr.iv428, i64 %68
  store <vscale x 2 x double> %broadcast.splat, ptr %lsr.iv428, align 8, !alias.scope !30, !noalias !32
  store <vscale x 2 x double> %broadcast.splat, ptr %scevgep430, align 8, !alias.scope !30, !noalias !32
  %69 = tail call i64 @llvm.vscale.i64()
  %70 = shl i64 %69, 2
  %lsr.iv.next372 = sub i64 %lsr.iv371, %70
  %71 = tail call i64 @llvm.vscale.i64()
  %72 = shl i64 %71, 5
  %scevgep429 = getelementptr i8, ptr %lsr.iv428, i64 %72
  %73 = icmp eq i64 %lsr.iv.next372, 0
  br i1 %73, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.mod.vf, 0
  br i1 %cmp.n, label %for.end, label %for.body.endif.endif.endif.preheader285

for.body.endif.endif.endif.preheader285:          ; preds = %middle.block, %vector.memcheck, %for.body.endif.endif.endif.preheader
  %loop.index229.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.endif.endif.endif.preheader ], [ %n.vec, %middle.block ]
  %74 = sub i64 %dest_shape.3182, %loop.index229.ph
  %.neg = add i64 %loop.index229.ph, 1
  %xtraiter = and i64 %74, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.preheader285
  %.289.prol = load double, ptr %.40.fca.4.load, align 8
  %.298.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i50.prol = fmul double %.289.prol, 2.000000e+00
  %.8.i51.prol = fsub double %.7.i50.prol, %.298.prol
  %.325.prol = getelementptr double, ptr %.6.i, i64 %loop.index229.ph
  store double %.8.i51.prol, ptr %.325.prol, align 8
  %.327.prol = add nuw nsw i64 %loop.index229.ph, 1
  br label %for.body.endif.endif.endif.prol.loopexit

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader285
  %loop.index229.unr = phi i64 [ %loop.index229.ph, %for.body.endif.endif.endif.preheader285 ], [ %.327.prol, %for.body.endif.endif.endif.prol ]
  %75 = icmp eq i64 %dest_shape.3182, %.neg
  br i1 %75, label %for.end, label %for.body.endif.endif.endif.preheader302

for.body.endif.endif.endif.preheader302:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  %76 = shl i64 %loop.index229.unr, 3
  %77 = add i64 %76, 8
  %scevgep365 = getelementptr i8, ptr %.6.i, i64 %77
  %78 = sub i64 %loop.index229.unr, %dest_shape.3182
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif.us234.preheader:       ; preds = %for.body.lr.ph.split
  %79 = icmp ult i64 %dest_shape.3182, %umax215
  br i1 %79, label %for.body.endif.endif.endif.us234.preheader283, label %vector.memcheck204

vector.memcheck204:                               ; preds = %for.body.endif.endif.endif.us234.preheader
  %80 = shl i64 %dest_shape.3182, 3
  %scevgep205 = getelementptr i8, ptr %.6.i, i64 %80
  %scevgep206 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep207 = getelementptr i8, ptr %.80.fca.4.load, i64 %80
  %bound0208 = icmp ult ptr %.6.i, %scevgep206
  %bound1209 = icmp ult ptr %.40.fca.4.load, %scevgep205
  %found.conflict210 = and i1 %bound0208, %bound1209
  %bound0211 = icmp ult ptr %.6.i, %scevgep207
  %bound1212 = icmp ult ptr %.80.fca.4.load, %scevgep205
  %found.conflict213 = and i1 %bound0211, %bound1212
  %conflict.rdx214 = or i1 %found.conflict210, %found.conflict213
  br i1 %conflict.rdx214, label %for.body.endif.endif.endif.us234.preheader283, label %vector.ph218

vector.ph218:                                     ; preds = %vector.memcheck204
  %81 = tail call i64 @llvm.vscale.i64()
  %82 = shl nuw i64 %81, 2
  %n.mod.vf219 = urem i64 %dest_shape.3182, %82
  %n.vec220 = sub nuw nsw i64 %dest_shape.3182, %n.mod.vf219
  %83 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !34
  %84 = fmul double %83, 2.000000e+00
  %broadcast.splatinsert224 = insertelement <vscale x 2 x double> poison, double %84, i64 0
  %broadcast.splat225 = shufflevector <vscale x 2 x double> %broadcast.splatinsert224, <vscale x 2 x double> poison, <vscale x 2 x i32> zeroinitializer
  br label %vector.body221

vector.body221:                                   ; preds = %vector.body221, %vector.ph218
  %lsr.iv423 = phi ptr [ %scevgep424, %vector.body221 ], [ %.6.i, %vector.ph218 ]
  %lsr.iv420 = phi ptr [ %scevgep421, %vector.body221 ], [ %.80.fca.4.load, %vector.ph218 ]
  %lsr.iv357 = phi i64 [ %lsr.iv.next358, %vector.body221 ], [ %n.vec220, %vector.ph218 ]
  %85 = tail call i64 @llvm.vscale.i64()
  %86 = shl i64 %85, 4
  %scevgep422 = getelementptr i8, ptr %lsr.iv420, i64 %86
  %wide.load = load <vscale x 2 x double>, ptr %lsr.iv420, align 8, !alias.scope !37
  %wide.load223 = load <vscale x 2 x double>, ptr %scevgep422, align 8, !alias.scope !37
  %87 = fsub <vscale x 2 x double> %broadcast.splat225, %wide.load
  %88 = fsub <vscale x 2 x double> %broadcast.splat225, %wide.load223
  %89 = tail call i64 @llvm.vscale.i64()
  %90 = shl i64 %89, 4
  %scevgep425 = getelementptr i8, ptr %lsr.iv423, i64 %90
  store <vscale x 2 x double> %87, ptr %lsr.iv423, align 8, !alias.scope !39, !noalias !41
  store <vscale x 2 x double> %88, ptr %scevgep425, align 8, !alias.scope !39, !noalias !41
  %91 = tail call i64 @llvm.vscale.i64()
  %92 = shl i64 %91, 2
  %lsr.iv.next358 = sub i64 %lsr.iv357, %92
  %93 = tail call i64 @llvm.vscale.i64()
  %94 = shl i64 %93, 5
  %scevgep421 = getelementptr i8, ptr %lsr.iv420, i64 %94
  %95 = tail call i64 @llvm.vscale.i64()
  %96 = shl i64 %95, 5
  %scevgep424 = getelementptr i8, ptr %lsr.iv423, i64 %96
  %97 = icmp eq i64 %lsr.iv.next358, 0
  br i1 %97, label %middle.block227, label %vector.body221, !llvm.loop !42

middle.block227:                                  ; preds = %vector.body221
  %cmp.n228 = icmp eq i64 %n.mod.vf219, 0
  br i1 %cmp.n228, label %for.end, label %for.body.endif.endif.endif.us234.preheader283

for.body.endif.endif.endif.us234.preheader283:    ; preds = %middle.block227, %vector.memcheck204, %for.body.endif.endif.endif.us234.preheader
  %loop.index229.us231.ph = phi i64 [ 0, %vector.memcheck204 ], [ 0, %for.body.endif.endif.endif.us234.preheader ], [ %n.vec220, %middle.block227 ]
  %98 = sub i64 %dest_shape.3182, %loop.index229.us231.ph
  %.neg293 = add i64 %loop.index229.us231.ph, 1
  %xtraiter287 = and i64 %98, 1
  %lcmp.mod288.not = icmp eq i64 %xtraiter287, 0
  br i1 %lcmp.mod288.not, label %for.body.endif.endif.endif.us234.prol.loopexit, label %for.body.endif.endif.endif.us234.prol

for.body.endif.endif.endif.us234.prol:            ; preds = %for.body.endif.endif.endif.us234.preheader283
  %.289.us233.prol = load double, ptr %.40.fca.4.load, align 8
  %.297.us240.prol = getelementptr double, ptr %.80.fca.4.load, i64 %loop.index229.us231.ph
  %.298.us241.prol = load double, ptr %.297.us240.prol, align 8
  %.7.i48.prol = fmul double %.289.us233.prol, 2.000000e+00
  %.8.i49.prol = fsub double %.7.i48.prol, %.298.us241.prol
  %.325.us236.prol = getelementptr double, ptr %.6.i, i64 %loop.index229.us231.ph
  store double %.8.i49.prol, ptr %.325.us236.prol, align 8
  %.327.us237.prol = add nuw nsw i64 %loop.index229.us231.ph, 1
  br label %for.body.endif.endif.endif.us234.prol.loopexit

for.body.endif.endif.endif.us234.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us234.prol, %for.body.endif.endif.endif.us234.preheader283
  %loop.index229.us231.unr = phi i64 [ %loop.index229.us231.ph, %for.body.endif.endif.endif.us234.preheader283 ], [ %.327.us237.prol, %for.body.endif.endif.endif.us234.prol ]
  %99 = icmp eq i64 %dest_shape.3182, %.neg293
  br i1 %99, label %for.end, label %for.body.endif.endif.endif.us234.preheader300

for.body.endif.endif.endif.us234.preheader300:    ; preds = %for.body.endif.endif.endif.us234.prol.loopexit
  %100 = shl i64 %loop.index229.us231.unr, 3
  %101 = add i64 %100, 8
  %scevgep349 = getelementptr i8, ptr %.80.fca.4.load, i64 %101
  %scevgep353 = getelementptr i8, ptr %.6.i, i64 %101
  %102 = sub i64 %loop.index229.us231.unr, %dest_shape.3182
  br label %for.body.endif.endif.endif.us234

for.body.endif.endif.endif.us234:                 ; preds = %for.body.endif.endif.endif.us234.preheader300, %for.body.endif.endif.endif.us234
  %lsr.iv418 = phi i64 [ %102, %for.body.endif.endif.endif.us234.preheader300 ], [ %lsr.iv.next419, %for.body.endif.endif.endif.us234 ]
  %lsr.iv354 = phi ptr [ %scevgep353, %for.body.endif.endif.endif.us234.preheader300 ], [ %scevgep355, %for.body.endif.endif.endif.us234 ]
  %lsr.iv350 = phi ptr [ %scevgep349, %for.body.endif.endif.endif.us234.preheader300 ], [ %scevgep351, %for.body.endif.endif.endif.us234 ]
  %.289.us233 = load double, ptr %.40.fca.4.load, align 8
  %scevgep352 = getelementptr i8, ptr %lsr.iv350, i64 -8
  %.298.us241 = load double, ptr %scevgep352, align 8
  %.7.i48 = fmul double %.289.us233, 2.000000e+00
  %.8.i49 = fsub double %.7.i48, %.298.us241
  %scevgep356 = getelementptr i8, ptr %lsr.iv354, i64 -8
  store double %.8.i49, ptr %scevgep356, align 8
  %.289.us233.1 = load double, ptr %.40.fca.4.load, align 8
  %.298.us241.1 = load double, ptr %lsr.iv350, align 8
  %.7.i48.1 = fmul double %.289.us233.1, 2.000000e+00
  %.8.i49.1 = fsub double %.7.i48.1, %.298.us241.1
  store double %.8.i49.1, ptr %lsr.iv354, align 8
  %scevgep351 = getelementptr i8, ptr %lsr.iv350, i64 16
  %scevgep355 = getelementptr i8, ptr %lsr.iv354, i64 16
  %lsr.iv.next419 = add i64 %lsr.iv418, 2
  %exitcond267.not.1 = icmp eq i64 %lsr.iv.next419, 0
  br i1 %exitcond267.not.1, label %for.end, label %for.body.endif.endif.endif.us234, !llvm.loop !43

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us234, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us234.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %middle.block227, %middle.block254, %middle.block276, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.80.fca.0.load)
  tail call void @NRT_decref(ptr %.40.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.335, i8 0, i64 56, i1 false)
  %.341 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.335, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %dest_shape.3182, i64 8, ptr %.6.i, i64 %dest_shape.3182, i64 8, i64 %arg.s)
  %.351.fca.0.load = load ptr, ptr %.335, align 8
  %sunkaddr376 = getelementptr inbounds i8, ptr %.335, i64 8
  %.351.fca.1.load = load ptr, ptr %sunkaddr376, align 8
  %sunkaddr377 = getelementptr inbounds i8, ptr %.335, i64 16
  %.351.fca.2.load = load i64, ptr %sunkaddr377, align 8
  %sunkaddr378 = getelementptr inbounds i8, ptr %.335, i64 24
  %.351.fca.3.load = load i64, ptr %sunkaddr378, align 8
  %sunkaddr379 = getelementptr inbounds i8, ptr %.335, i64 32
  %.351.fca.4.load = load ptr, ptr %sunkaddr379, align 8
  %sunkaddr380 = getelementptr inbounds i8, ptr %.335, i64 40
  %.351.fca.5.0.load = load i64, ptr %sunkaddr380, align 8
  %sunkaddr381 = getelementptr inbounds i8, ptr %.335, i64 48
  %.351.fca.6.0.load = load i64, ptr %sunkaddr381, align 8
  %cond17 = icmp eq i32 %.341, 0
  br i1 %cond17, label %for.end.endif, label %for.end.if.if, !prof !0

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader302, %for.body.endif.endif.endif
  %lsr.iv426 = phi i64 [ %78, %for.body.endif.endif.endif.preheader302 ], [ %lsr.iv.next427, %for.body.endif.endif.endif ]
  %lsr.iv366 = phi ptr [ %scevgep365, %for.body.endif.endif.endif.preheader302 ], [ %scevgep367, %for.body.endif.endif.endif ]
  %.289 = load double, ptr %.40.fca.4.load, align 8
  %.298 = load double, ptr %.80.fca.4.load, align 8
  %.7.i50 = fmul double %.289, 2.000000e+00
  %.8.i51 = fsub double %.7.i50, %.298
  %scevgep370 = getelementptr i8, ptr %lsr.iv366, i64 -8
  store double %.8.i51, ptr %scevgep370, align 8
  %.289.1 = load double, ptr %.40.fca.4.load, align 8
  %.298.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i50.1 = fmul double %.289.1, 2.000000e+00
  %.8.i51.1 = fsub double %.7.i50.1, %.298.1
  store double %.8.i51.1, ptr %lsr.iv366, align 8
  %scevgep367 = getelementptr i8, ptr %lsr.iv366, i64 16
  %lsr.iv.next427 = add i64 %lsr.iv426, 2
  %exitcond.not.1 = icmp eq i64 %lsr.iv.next427, 0
  br i1 %exitcond.not.1, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !44

for.end.endif:                                    ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.377, i8 0, i64 56, i1 false)
  %.383 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.377, ptr nonnull %excinfo.8, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.p3)
  %.393.fca.0.load = load ptr, ptr %.377, align 8
  %sunkaddr382 = getelementptr inbounds i8, ptr %.377, i64 32
  %.393.fca.4.load = load ptr, ptr %sunkaddr382, align 8
  %sunkaddr383 = getelementptr inbounds i8, ptr %.377, i64 40
  %.393.fca.5.0.load = load i64, ptr %sunkaddr383, align 8
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
  %sunkaddr384 = getelementptr inbounds i8, ptr %.415, i64 32
  %.431.fca.4.load = load ptr, ptr %sunkaddr384, align 8
  %sunkaddr385 = getelementptr inbounds i8, ptr %.415, i64 40
  %.431.fca.5.0.load = load i64, ptr %sunkaddr385, align 8
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
  %sunkaddr386 = getelementptr inbounds i8, ptr %.453, i64 32
  %.469.fca.4.load = load ptr, ptr %sunkaddr386, align 8
  %cond20 = icmp eq i32 %.459, 0
  br i1 %cond20, label %B128.i70, label %for.end.endif.endif.endif.if.if, !prof !0

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif
  %.422 = load ptr, ptr %excinfo.9, align 8
  store ptr %.422, ptr %excinfo, align 8
  br label %common.ret

B128.i70:                                         ; preds = %for.end.endif.endif.endif
  %sunkaddr387 = getelementptr inbounds i8, ptr %.453, i64 40
  %.469.fca.5.0.load = load i64, ptr %sunkaddr387, align 8
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
  %103 = add i64 %dest_shape.1.5, -1152921504606846976
  %.645 = icmp ult i64 %103, -2305843009213693952
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
  %104 = icmp ugt i64 %.469.fca.5.0.load, 1
  %105 = icmp ugt i64 %.431.fca.5.0.load, 1
  %106 = shl i64 %loop.index.1251.us, 3
  %scevgep304 = getelementptr i8, ptr %.393.fca.4.load, i64 %106
  %.728.us = load double, ptr %scevgep304, align 8
  %.711.1.us = select i1 %105, i64 %loop.index.1251.us, i64 %.711.0249.us
  %.736.us = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us
  %.737.us = load double, ptr %.736.us, align 8
  %.714.1.us = select i1 %104, i64 %loop.index.1251.us, i64 %.714.0250.us
  %.745.us = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us
  %.746.us = load double, ptr %.745.us, align 8
  %.8.i126 = fmul double %.728.us, 3.000000e+00
  %.9.i = fsub double %.8.i126, %.737.us
  %.10.i = fsub double %.9.i, %.746.us
  %107 = shl i64 %loop.index.1251.us, 3
  %scevgep305 = getelementptr i8, ptr %.6.i125, i64 %107
  store double %.10.i, ptr %scevgep305, align 8
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
  %108 = icmp ugt i64 %.469.fca.5.0.load, 1
  %109 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728 = load double, ptr %.393.fca.4.load, align 8
  %.711.1 = select i1 %109, i64 %loop.index.1251, i64 %.711.0249
  %.736 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1
  %.737 = load double, ptr %.736, align 8
  %.714.1 = select i1 %108, i64 %loop.index.1251, i64 %.714.0250
  %.745 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1
  %.746 = load double, ptr %.745, align 8
  %.8.i127 = fmul double %.728, 3.000000e+00
  %.9.i128 = fsub double %.8.i127, %.737
  %.10.i129 = fsub double %.9.i128, %.746
  %110 = shl i64 %loop.index.1251, 3
  %scevgep306 = getelementptr i8, ptr %.6.i125, i64 %110
  store double %.10.i129, ptr %scevgep306, align 8
  %.775 = add nuw nsw i64 %loop.index.1251, 1
  %exitcond270.not = icmp eq i64 %dest_shape.1.5190, %.775
  br i1 %exitcond270.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif

for.end.1.endif:                                  ; preds = %for.end.1
  %sunkaddr388 = getelementptr inbounds i8, ptr %.786, i64 48
  %.802.fca.6.0.load = load i64, ptr %sunkaddr388, align 8
  %sunkaddr389 = getelementptr inbounds i8, ptr %.786, i64 40
  %.802.fca.5.0.load = load i64, ptr %sunkaddr389, align 8
  %sunkaddr390 = getelementptr inbounds i8, ptr %.786, i64 8
  %.802.fca.1.load = load ptr, ptr %sunkaddr390, align 8
  %sunkaddr391 = getelementptr inbounds i8, ptr %.786, i64 16
  %.802.fca.2.load = load i64, ptr %sunkaddr391, align 8
  %sunkaddr392 = getelementptr inbounds i8, ptr %.786, i64 24
  %.802.fca.3.load = load i64, ptr %sunkaddr392, align 8
  %sunkaddr393 = getelementptr inbounds i8, ptr %.786, i64 32
  %.802.fca.4.load = load ptr, ptr %sunkaddr393, align 8
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
  %sunkaddr394 = getelementptr inbounds i8, ptr %.827, i64 8
  %.847.fca.1.load = load i64, ptr %sunkaddr394, align 8
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
