; ipc_tax_ref.kernel.combo — optimised LLVM IR (inspect_llvm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
; command: NUMBA_CPU_NAME=x86-64 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
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
  br i1 %.101.not.i, label %B128.i40, label %B90.i31

B0.endif.if.if:                                   ; preds = %B0.endif
  %.71 = load ptr, ptr %excinfo.2, align 8
  store ptr %.71, ptr %excinfo, align 8
  br label %common.ret

B90.i31:                                          ; preds = %B128.i
  %.71.i32 = icmp ne i64 %.80.fca.5.0.load.fr, %.40.fca.5.0.load.fr
  %.76.i33 = icmp ne i64 %.80.fca.5.0.load.fr, 1
  %or.cond.i34 = and i1 %.76.i33, %.71.i32
  br i1 %or.cond.i34, label %B0.endif.endif.endif.endif.endif.if, label %B150.i35

B128.i40:                                         ; preds = %B128.i
  %.101.not.i41 = icmp eq i64 %.80.fca.5.0.load.fr, 1
  br i1 %.101.not.i41, label %B0.endif.endif.endif.endif.endif.endif.endif, label %B150.i35

B150.i35:                                         ; preds = %B128.i40, %B90.i31
  %dest_shape.1158 = phi i64 [ %.40.fca.5.0.load.fr, %B90.i31 ], [ %.80.fca.5.0.load.fr, %B128.i40 ]
  %const577 = bitcast i64 -1152921504606846976 to i64
  %const575 = bitcast i64 -2305843009213693952 to i64
  %0 = bitcast i64 %const577 to i64
  %1 = bitcast i64 %const575 to i64
  %2 = add i64 %dest_shape.1158, %0
  %.209 = icmp ult i64 %2, %1
  br i1 %.209, label %B0.endif.endif.endif.endif.endif.endif.if, label %B0.endif.endif.endif.endif.endif.endif.endif, !prof !1

B0.endif.endif.endif.endif.endif.if:              ; preds = %B90.i31
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.if:        ; preds = %B150.i35
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B0.endif.endif.endif.endif.endif.endif.endif:     ; preds = %B128.i40, %B150.i35
  %dest_shape.1158163 = phi i64 [ %dest_shape.1158, %B150.i35 ], [ 1, %B128.i40 ]
  %.208 = shl nsw i64 %dest_shape.1158163, 3
  %.7.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.208, i32 32), !noalias !3
  %.8.i.i = icmp eq ptr %.7.i.i, null
  br i1 %.8.i.i, label %B0.endif.endif.endif.endif.endif.endif.endif.if.if, label %B0.endif.endif.endif.endif.endif.endif.endif.endif, !prof !10

B0.endif.endif.endif.endif.endif.endif.endif.endif: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  %.5.i = getelementptr i8, ptr %.7.i.i, i64 24
  %.6.i = load ptr, ptr %.5.i, align 8
  %.279226 = icmp sgt i64 %dest_shape.1158163, 0
  br i1 %.279226, label %for.body.lr.ph, label %for.end

for.body.lr.ph:                                   ; preds = %B0.endif.endif.endif.endif.endif.endif.endif.endif
  %.281 = icmp ugt i64 %.40.fca.5.0.load.fr, 1
  br i1 %.281, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %3 = icmp ugt i64 %.80.fca.5.0.load.fr, 1
  br i1 %3, label %for.body.endif.endif.endif.us.us.preheader, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %for.body.lr.ph.split.us
  %min.iters.check222 = icmp ult i64 %dest_shape.1158163, 10
  br i1 %min.iters.check222, label %for.body.endif.endif.endif.us.preheader259, label %vector.memcheck210

vector.memcheck210:                               ; preds = %for.body.endif.endif.endif.us.preheader
  %4 = shl i64 %dest_shape.1158163, 3
  %scevgep211 = getelementptr i8, ptr %.6.i, i64 %4
  %scevgep212 = getelementptr i8, ptr %.40.fca.4.load, i64 %4
  %scevgep213 = getelementptr i8, ptr %.80.fca.4.load, i64 8
  %bound0214 = icmp ult ptr %.6.i, %scevgep212
  %bound1215 = icmp ult ptr %.40.fca.4.load, %scevgep211
  %found.conflict216 = and i1 %bound0214, %bound1215
  %bound0217 = icmp ult ptr %.6.i, %scevgep213
  %bound1218 = icmp ult ptr %.80.fca.4.load, %scevgep211
  %found.conflict219 = and i1 %bound0217, %bound1218
  %conflict.rdx220 = or i1 %found.conflict216, %found.conflict219
  br i1 %conflict.rdx220, label %for.body.endif.endif.endif.us.preheader259, label %vector.ph223

vector.ph223:                                     ; preds = %vector.memcheck210
  %const573 = bitcast i64 9223372036854775804 to i64
  %5 = bitcast i64 %const573 to i64
  %n.vec225 = and i64 %dest_shape.1158163, %5
  %6 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert230 = insertelement <2 x double> poison, double %6, i64 0
  %broadcast.splat231 = shufflevector <2 x double> %broadcast.splatinsert230, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body226

vector.body226:                                   ; preds = %vector.body226, %vector.ph223
  %index227 = phi i64 [ 0, %vector.ph223 ], [ %index.next232, %vector.body226 ]
  %sunkaddr579 = mul i64 %index227, 8
  %sunkaddr580 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr579
  %wide.load228 = load <2 x double>, ptr %sunkaddr580, align 8, !alias.scope !14
  %sunkaddr581 = mul i64 %index227, 8
  %sunkaddr582 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr581
  %sunkaddr583 = getelementptr i8, ptr %sunkaddr582, i64 16
  %wide.load229 = load <2 x double>, ptr %sunkaddr583, align 8, !alias.scope !14
  %7 = fmul <2 x double> %wide.load228, splat (double 2.000000e+00)
  %8 = fmul <2 x double> %wide.load229, splat (double 2.000000e+00)
  %9 = fsub <2 x double> %7, %broadcast.splat231
  %10 = fsub <2 x double> %8, %broadcast.splat231
  %sunkaddr584 = mul i64 %index227, 8
  %sunkaddr585 = getelementptr i8, ptr %.6.i, i64 %sunkaddr584
  store <2 x double> %9, ptr %sunkaddr585, align 8, !alias.scope !16, !noalias !18
  %sunkaddr586 = mul i64 %index227, 8
  %sunkaddr587 = getelementptr i8, ptr %.6.i, i64 %sunkaddr586
  %sunkaddr588 = getelementptr i8, ptr %sunkaddr587, i64 16
  store <2 x double> %10, ptr %sunkaddr588, align 8, !alias.scope !16, !noalias !18
  %index.next232 = add nuw i64 %index227, 4
  %11 = icmp eq i64 %n.vec225, %index.next232
  br i1 %11, label %middle.block233, label %vector.body226, !llvm.loop !19

middle.block233:                                  ; preds = %vector.body226
  %cmp.n234 = icmp eq i64 %dest_shape.1158163, %n.vec225
  br i1 %cmp.n234, label %for.end, label %for.body.endif.endif.endif.us.preheader259

for.body.endif.endif.endif.us.preheader259:       ; preds = %middle.block233, %vector.memcheck210, %for.body.endif.endif.endif.us.preheader
  %loop.index229.us.ph = phi i64 [ 0, %vector.memcheck210 ], [ 0, %for.body.endif.endif.endif.us.preheader ], [ %n.vec225, %middle.block233 ]
  %.neg280 = or disjoint i64 %loop.index229.us.ph, 1
  %xtraiter267 = and i64 %dest_shape.1158163, 1
  %lcmp.mod268.not = icmp eq i64 %xtraiter267, 0
  br i1 %lcmp.mod268.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.preheader259
  %.288.us.prol = getelementptr double, ptr %.40.fca.4.load, i64 %loop.index229.us.ph
  %.289.us.prol = load double, ptr %.288.us.prol, align 8
  %.298.us.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.prol = fmul double %.289.us.prol, 2.000000e+00
  %.8.i45.prol = fsub double %.7.i44.prol, %.298.us.prol
  %.325.us.prol = getelementptr double, ptr %.6.i, i64 %loop.index229.us.ph
  store double %.8.i45.prol, ptr %.325.us.prol, align 8
  %.327.us.prol = or disjoint i64 %loop.index229.us.ph, 1
  br label %for.body.endif.endif.endif.us.prol.loopexit

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader259
  %loop.index229.us.unr = phi i64 [ %loop.index229.us.ph, %for.body.endif.endif.endif.us.preheader259 ], [ %.327.us.prol, %for.body.endif.endif.endif.us.prol ]
  %12 = icmp eq i64 %dest_shape.1158163, %.neg280
  br i1 %12, label %for.end, label %for.body.endif.endif.endif.us.preheader283

for.body.endif.endif.endif.us.preheader283:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

for.body.endif.endif.endif.us.us.preheader:       ; preds = %for.body.lr.ph.split.us
  %min.iters.check243 = icmp ult i64 %dest_shape.1158163, 6
  br i1 %min.iters.check243, label %for.body.endif.endif.endif.us.us.preheader258, label %vector.memcheck236

vector.memcheck236:                               ; preds = %for.body.endif.endif.endif.us.us.preheader
  %13 = ptrtoint ptr %.6.i to i64
  %14 = ptrtoint ptr %.80.fca.4.load to i64
  %15 = ptrtoint ptr %.40.fca.4.load to i64
  %16 = sub i64 %13, %15
  %diff.check = icmp ult i64 %16, 32
  %17 = sub i64 %13, %14
  %diff.check240 = icmp ult i64 %17, 32
  %conflict.rdx241 = or i1 %diff.check, %diff.check240
  br i1 %conflict.rdx241, label %for.body.endif.endif.endif.us.us.preheader258, label %vector.ph244

vector.ph244:                                     ; preds = %vector.memcheck236
  %const574 = bitcast i64 9223372036854775804 to i64
  %18 = bitcast i64 %const574 to i64
  %n.vec246 = and i64 %dest_shape.1158163, %18
  br label %vector.body247

vector.body247:                                   ; preds = %vector.body247, %vector.ph244
  %index248 = phi i64 [ 0, %vector.ph244 ], [ %index.next253, %vector.body247 ]
  %sunkaddr589 = mul i64 %index248, 8
  %sunkaddr590 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr589
  %wide.load249 = load <2 x double>, ptr %sunkaddr590, align 8
  %sunkaddr591 = mul i64 %index248, 8
  %sunkaddr592 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr591
  %sunkaddr593 = getelementptr i8, ptr %sunkaddr592, i64 16
  %wide.load250 = load <2 x double>, ptr %sunkaddr593, align 8
  %sunkaddr594 = mul i64 %index248, 8
  %sunkaddr595 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr594
  %wide.load251 = load <2 x double>, ptr %sunkaddr595, align 8
  %sunkaddr596 = mul i64 %index248, 8
  %sunkaddr597 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr596
  %sunkaddr598 = getelementptr i8, ptr %sunkaddr597, i64 16
  %wide.load252 = load <2 x double>, ptr %sunkaddr598, align 8
  %19 = fmul <2 x double> %wide.load249, splat (double 2.000000e+00)
  %20 = fmul <2 x double> %wide.load250, splat (double 2.000000e+00)
  %21 = fsub <2 x double> %19, %wide.load251
  %22 = fsub <2 x double> %20, %wide.load252
  %sunkaddr599 = mul i64 %index248, 8
  %sunkaddr600 = getelementptr i8, ptr %.6.i, i64 %sunkaddr599
  store <2 x double> %21, ptr %sunkaddr600, align 8
  %sunkaddr601 = mul i64 %index248, 8
  %sunkaddr602 = getelementptr i8, ptr %.6.i, i64 %sunkaddr601
  %sunkaddr603 = getelementptr i8, ptr %sunkaddr602, i64 16
  store <2 x double> %22, ptr %sunkaddr603, align 8
  %index.next253 = add nuw i64 %index248, 4
  %23 = icmp eq i64 %n.vec246, %index.next253
  br i1 %23, label %middle.block254, label %vector.body247, !llvm.loop !22

middle.block254:                                  ; preds = %vector.body247
  %cmp.n255 = icmp eq i64 %dest_shape.1158163, %n.vec246
  br i1 %cmp.n255, label %for.end, label %for.body.endif.endif.endif.us.us.preheader258

for.body.endif.endif.endif.us.us.preheader258:    ; preds = %middle.block254, %vector.memcheck236, %for.body.endif.endif.endif.us.us.preheader
  %loop.index229.us.us.ph = phi i64 [ 0, %vector.memcheck236 ], [ 0, %for.body.endif.endif.endif.us.us.preheader ], [ %n.vec246, %middle.block254 ]
  %.neg281 = or disjoint i64 %loop.index229.us.us.ph, 1
  %xtraiter269 = and i64 %dest_shape.1158163, 1
  %lcmp.mod270.not = icmp eq i64 %xtraiter269, 0
  br i1 %lcmp.mod270.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.preheader258
  %.288.us.us.prol = getelementptr double, ptr %.40.fca.4.load, i64 %loop.index229.us.us.ph
  %.289.us.us.prol = load double, ptr %.288.us.us.prol, align 8
  %.297.us.us.prol = getelementptr double, ptr %.80.fca.4.load, i64 %loop.index229.us.us.ph
  %.298.us.us.prol = load double, ptr %.297.us.us.prol, align 8
  %.7.i.prol = fmul double %.289.us.us.prol, 2.000000e+00
  %.8.i.prol = fsub double %.7.i.prol, %.298.us.us.prol
  %.325.us.us.prol = getelementptr double, ptr %.6.i, i64 %loop.index229.us.us.ph
  store double %.8.i.prol, ptr %.325.us.us.prol, align 8
  %.327.us.us.prol = or disjoint i64 %loop.index229.us.us.ph, 1
  br label %for.body.endif.endif.endif.us.us.prol.loopexit

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader258
  %loop.index229.us.us.unr = phi i64 [ %loop.index229.us.us.ph, %for.body.endif.endif.endif.us.us.preheader258 ], [ %.327.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %24 = icmp eq i64 %dest_shape.1158163, %.neg281
  br i1 %24, label %for.end, label %for.body.endif.endif.endif.us.us.preheader282

for.body.endif.endif.endif.us.us.preheader282:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader282, %for.body.endif.endif.endif.us.us
  %loop.index229.us.us = phi i64 [ %.327.us.us.1, %for.body.endif.endif.endif.us.us ], [ %loop.index229.us.us.unr, %for.body.endif.endif.endif.us.us.preheader282 ]
  %sunkaddr604 = mul i64 %loop.index229.us.us, 8
  %sunkaddr605 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr604
  %.289.us.us = load double, ptr %sunkaddr605, align 8
  %sunkaddr606 = mul i64 %loop.index229.us.us, 8
  %sunkaddr607 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr606
  %.298.us.us = load double, ptr %sunkaddr607, align 8
  %.7.i = fmul double %.289.us.us, 2.000000e+00
  %.8.i = fsub double %.7.i, %.298.us.us
  %sunkaddr608 = mul i64 %loop.index229.us.us, 8
  %sunkaddr609 = getelementptr i8, ptr %.6.i, i64 %sunkaddr608
  store double %.8.i, ptr %sunkaddr609, align 8
  %sunkaddr610 = mul i64 %loop.index229.us.us, 8
  %sunkaddr611 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr610
  %sunkaddr612 = getelementptr i8, ptr %sunkaddr611, i64 8
  %.289.us.us.1 = load double, ptr %sunkaddr612, align 8
  %sunkaddr613 = mul i64 %loop.index229.us.us, 8
  %sunkaddr614 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr613
  %sunkaddr615 = getelementptr i8, ptr %sunkaddr614, i64 8
  %.298.us.us.1 = load double, ptr %sunkaddr615, align 8
  %.7.i.1 = fmul double %.289.us.us.1, 2.000000e+00
  %.8.i.1 = fsub double %.7.i.1, %.298.us.us.1
  %sunkaddr616 = mul i64 %loop.index229.us.us, 8
  %sunkaddr617 = getelementptr i8, ptr %.6.i, i64 %sunkaddr616
  %sunkaddr618 = getelementptr i8, ptr %sunkaddr617, i64 8
  store double %.8.i.1, ptr %sunkaddr618, align 8
  %.327.us.us.1 = add nuw nsw i64 %loop.index229.us.us, 2
  %exitcond269.not.1 = icmp eq i64 %dest_shape.1158163, %.327.us.us.1
  br i1 %exitcond269.not.1, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !23

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader283, %for.body.endif.endif.endif.us
  %loop.index229.us = phi i64 [ %.327.us.1, %for.body.endif.endif.endif.us ], [ %loop.index229.us.unr, %for.body.endif.endif.endif.us.preheader283 ]
  %sunkaddr619 = mul i64 %loop.index229.us, 8
  %sunkaddr620 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr619
  %.289.us = load double, ptr %sunkaddr620, align 8
  %.298.us = load double, ptr %.80.fca.4.load, align 8
  %.7.i44 = fmul double %.289.us, 2.000000e+00
  %.8.i45 = fsub double %.7.i44, %.298.us
  %sunkaddr621 = mul i64 %loop.index229.us, 8
  %sunkaddr622 = getelementptr i8, ptr %.6.i, i64 %sunkaddr621
  store double %.8.i45, ptr %sunkaddr622, align 8
  %sunkaddr623 = mul i64 %loop.index229.us, 8
  %sunkaddr624 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr623
  %sunkaddr625 = getelementptr i8, ptr %sunkaddr624, i64 8
  %.289.us.1 = load double, ptr %sunkaddr625, align 8
  %.298.us.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.1 = fmul double %.289.us.1, 2.000000e+00
  %.8.i45.1 = fsub double %.7.i44.1, %.298.us.1
  %sunkaddr626 = mul i64 %loop.index229.us, 8
  %sunkaddr627 = getelementptr i8, ptr %.6.i, i64 %sunkaddr626
  %sunkaddr628 = getelementptr i8, ptr %sunkaddr627, i64 8
  store double %.8.i45.1, ptr %sunkaddr628, align 8
  %.327.us.1 = add nuw nsw i64 %loop.index229.us, 2
  %exitcond268.not.1 = icmp eq i64 %dest_shape.1158163, %.327.us.1
  br i1 %exitcond268.not.1, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !24

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %25 = icmp ugt i64 %.80.fca.5.0.load.fr, 1
  br i1 %25, label %for.body.endif.endif.endif.us234.preheader, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %for.body.lr.ph.split
  %26 = icmp ult i64 %dest_shape.1158163, 10
  br i1 %26, label %for.body.endif.endif.endif.preheader263, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.body.endif.endif.endif.preheader
  %27 = shl i64 %dest_shape.1158163, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %27
  %scevgep180 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep181 = getelementptr i8, ptr %.80.fca.4.load, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep180
  %bound1 = icmp ult ptr %.40.fca.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0182 = icmp ult ptr %.6.i, %scevgep181
  %bound1183 = icmp ult ptr %.80.fca.4.load, %scevgep
  %found.conflict184 = and i1 %bound0182, %bound1183
  %conflict.rdx = or i1 %found.conflict, %found.conflict184
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader263, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %const571 = bitcast i64 9223372036854775804 to i64
  %28 = bitcast i64 %const571 to i64
  %n.vec = and i64 %dest_shape.1158163, %28
  %29 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !25
  %30 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !28
  %31 = fmul double %30, 2.000000e+00
  %32 = fsub double %31, %29
  %broadcast.splatinsert = insertelement <2 x double> poison, double %32, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr629 = mul i64 %index, 8
  %sunkaddr630 = getelementptr i8, ptr %.6.i, i64 %sunkaddr629
  store <2 x double> %broadcast.splat, ptr %sunkaddr630, align 8, !alias.scope !30, !noalias !32
  %sunkaddr631 = mul i64 %index, 8
  %sunkaddr632 = getelementptr i8, ptr %.6.i, i64 %sunkaddr631
  %sunkaddr633 = getelementptr i8, ptr %sunkaddr632, i64 16
  store <2 x double> %broadcast.splat, ptr %sunkaddr633, align 8, !alias.scope !30, !noalias !32
  %index.next = add nuw i64 %index, 4
  %33 = icmp eq i64 %n.vec, %index.next
  br i1 %33, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1158163, %n.vec
  br i1 %cmp.n, label %for.end, label %for.body.endif.endif.endif.preheader263

for.body.endif.endif.endif.preheader263:          ; preds = %middle.block, %vector.memcheck, %for.body.endif.endif.endif.preheader
  %loop.index229.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.endif.endif.endif.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %loop.index229.ph, 1
  %xtraiter = and i64 %dest_shape.1158163, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.preheader263
  %.289.prol = load double, ptr %.40.fca.4.load, align 8
  %.298.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.prol = fmul double %.289.prol, 2.000000e+00
  %.8.i49.prol = fsub double %.7.i48.prol, %.298.prol
  %.325.prol = getelementptr double, ptr %.6.i, i64 %loop.index229.ph
  store double %.8.i49.prol, ptr %.325.prol, align 8
  %.327.prol = or disjoint i64 %loop.index229.ph, 1
  br label %for.body.endif.endif.endif.prol.loopexit

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader263
  %loop.index229.unr = phi i64 [ %loop.index229.ph, %for.body.endif.endif.endif.preheader263 ], [ %.327.prol, %for.body.endif.endif.endif.prol ]
  %34 = icmp eq i64 %dest_shape.1158163, %.neg
  br i1 %34, label %for.end, label %for.body.endif.endif.endif.preheader287

for.body.endif.endif.endif.preheader287:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

for.body.endif.endif.endif.us234.preheader:       ; preds = %for.body.lr.ph.split
  %35 = icmp ult i64 %dest_shape.1158163, 10
  br i1 %35, label %for.body.endif.endif.endif.us234.preheader261, label %vector.memcheck185

vector.memcheck185:                               ; preds = %for.body.endif.endif.endif.us234.preheader
  %36 = shl i64 %dest_shape.1158163, 3
  %scevgep186 = getelementptr i8, ptr %.6.i, i64 %36
  %scevgep187 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep188 = getelementptr i8, ptr %.80.fca.4.load, i64 %36
  %bound0189 = icmp ult ptr %.6.i, %scevgep187
  %bound1190 = icmp ult ptr %.40.fca.4.load, %scevgep186
  %found.conflict191 = and i1 %bound0189, %bound1190
  %bound0192 = icmp ult ptr %.6.i, %scevgep188
  %bound1193 = icmp ult ptr %.80.fca.4.load, %scevgep186
  %found.conflict194 = and i1 %bound0192, %bound1193
  %conflict.rdx195 = or i1 %found.conflict191, %found.conflict194
  br i1 %conflict.rdx195, label %for.body.endif.endif.endif.us234.preheader261, label %vector.ph198

vector.ph198:                                     ; preds = %vector.memcheck185
  %const572 = bitcast i64 9223372036854775804 to i64
  %37 = bitcast i64 %const572 to i64
  %n.vec200 = and i64 %dest_shape.1158163, %37
  %38 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !34
  %39 = fmul double %38, 2.000000e+00
  %broadcast.splatinsert204 = insertelement <2 x double> poison, double %39, i64 0
  %broadcast.splat205 = shufflevector <2 x double> %broadcast.splatinsert204, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body201

vector.body201:                                   ; preds = %vector.body201, %vector.ph198
  %index202 = phi i64 [ 0, %vector.ph198 ], [ %index.next206, %vector.body201 ]
  %sunkaddr634 = mul i64 %index202, 8
  %sunkaddr635 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr634
  %wide.load = load <2 x double>, ptr %sunkaddr635, align 8, !alias.scope !37
  %sunkaddr636 = mul i64 %index202, 8
  %sunkaddr637 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr636
  %sunkaddr638 = getelementptr i8, ptr %sunkaddr637, i64 16
  %wide.load203 = load <2 x double>, ptr %sunkaddr638, align 8, !alias.scope !37
  %40 = fsub <2 x double> %broadcast.splat205, %wide.load
  %41 = fsub <2 x double> %broadcast.splat205, %wide.load203
  %sunkaddr639 = mul i64 %index202, 8
  %sunkaddr640 = getelementptr i8, ptr %.6.i, i64 %sunkaddr639
  store <2 x double> %40, ptr %sunkaddr640, align 8, !alias.scope !39, !noalias !41
  %sunkaddr641 = mul i64 %index202, 8
  %sunkaddr642 = getelementptr i8, ptr %.6.i, i64 %sunkaddr641
  %sunkaddr643 = getelementptr i8, ptr %sunkaddr642, i64 16
  store <2 x double> %41, ptr %sunkaddr643, align 8, !alias.scope !39, !noalias !41
  %index.next206 = add nuw i64 %index202, 4
  %42 = icmp eq i64 %n.vec200, %index.next206
  br i1 %42, label %middle.block207, label %vector.body201, !llvm.loop !42

middle.block207:                                  ; preds = %vector.body201
  %cmp.n208 = icmp eq i64 %dest_shape.1158163, %n.vec200
  br i1 %cmp.n208, label %for.end, label %for.body.endif.endif.endif.us234.preheader261

for.body.endif.endif.endif.us234.preheader261:    ; preds = %middle.block207, %vector.memcheck185, %for.body.endif.endif.endif.us234.preheader
  %loop.index229.us231.ph = phi i64 [ 0, %vector.memcheck185 ], [ 0, %for.body.endif.endif.endif.us234.preheader ], [ %n.vec200, %middle.block207 ]
  %.neg279 = or disjoint i64 %loop.index229.us231.ph, 1
  %xtraiter265 = and i64 %dest_shape.1158163, 1
  %lcmp.mod266.not = icmp eq i64 %xtraiter265, 0
  br i1 %lcmp.mod266.not, label %for.body.endif.endif.endif.us234.prol.loopexit, label %for.body.endif.endif.endif.us234.prol

for.body.endif.endif.endif.us234.prol:            ; preds = %for.body.endif.endif.endif.us234.preheader261
  %.289.us233.prol = load double, ptr %.40.fca.4.load, align 8
  %.297.us240.prol = getelementptr double, ptr %.80.fca.4.load, i64 %loop.index229.us231.ph
  %.298.us241.prol = load double, ptr %.297.us240.prol, align 8
  %.7.i46.prol = fmul double %.289.us233.prol, 2.000000e+00
  %.8.i47.prol = fsub double %.7.i46.prol, %.298.us241.prol
  %.325.us236.prol = getelementptr double, ptr %.6.i, i64 %loop.index229.us231.ph
  store double %.8.i47.prol, ptr %.325.us236.prol, align 8
  %.327.us237.prol = or disjoint i64 %loop.index229.us231.ph, 1
  br label %for.body.endif.endif.endif.us234.prol.loopexit

for.body.endif.endif.endif.us234.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us234.prol, %for.body.endif.endif.endif.us234.preheader261
  %loop.index229.us231.unr = phi i64 [ %loop.index229.us231.ph, %for.body.endif.endif.endif.us234.preheader261 ], [ %.327.us237.prol, %for.body.endif.endif.endif.us234.prol ]
  %43 = icmp eq i64 %dest_shape.1158163, %.neg279
  br i1 %43, label %for.end, label %for.body.endif.endif.endif.us234.preheader285

for.body.endif.endif.endif.us234.preheader285:    ; preds = %for.body.endif.endif.endif.us234.prol.loopexit
  br label %for.body.endif.endif.endif.us234

for.body.endif.endif.endif.us234:                 ; preds = %for.body.endif.endif.endif.us234.preheader285, %for.body.endif.endif.endif.us234
  %loop.index229.us231 = phi i64 [ %.327.us237.1, %for.body.endif.endif.endif.us234 ], [ %loop.index229.us231.unr, %for.body.endif.endif.endif.us234.preheader285 ]
  %.289.us233 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr644 = mul i64 %loop.index229.us231, 8
  %sunkaddr645 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr644
  %.298.us241 = load double, ptr %sunkaddr645, align 8
  %.7.i46 = fmul double %.289.us233, 2.000000e+00
  %.8.i47 = fsub double %.7.i46, %.298.us241
  %sunkaddr646 = mul i64 %loop.index229.us231, 8
  %sunkaddr647 = getelementptr i8, ptr %.6.i, i64 %sunkaddr646
  store double %.8.i47, ptr %sunkaddr647, align 8
  %.289.us233.1 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr648 = mul i64 %loop.index229.us231, 8
  %sunkaddr649 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr648
  %sunkaddr650 = getelementptr i8, ptr %sunkaddr649, i64 8
  %.298.us241.1 = load double, ptr %sunkaddr650, align 8
  %.7.i46.1 = fmul double %.289.us233.1, 2.000000e+00
  %.8.i47.1 = fsub double %.7.i46.1, %.298.us241.1
  %sunkaddr651 = mul i64 %loop.index229.us231, 8
  %sunkaddr652 = getelementptr i8, ptr %.6.i, i64 %sunkaddr651
  %sunkaddr653 = getelementptr i8, ptr %sunkaddr652, i64 8
  store double %.8.i47.1, ptr %sunkaddr653, align 8
  %.327.us237.1 = add nuw nsw i64 %loop.index229.us231, 2
  %exitcond267.not.1 = icmp eq i64 %dest_shape.1158163, %.327.us237.1
  br i1 %exitcond267.not.1, label %for.end, label %for.body.endif.endif.endif.us234, !llvm.loop !43

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us234, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us234.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %middle.block207, %middle.block233, %middle.block254, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.80.fca.0.load)
  tail call void @NRT_decref(ptr %.40.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.335, i8 0, i64 56, i1 false)
  %.341 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.335, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %dest_shape.1158163, i64 8, ptr %.6.i, i64 %dest_shape.1158163, i64 8, i64 %arg.s)
  %.351.fca.0.load = load ptr, ptr %.335, align 8
  %sunkaddr450 = getelementptr inbounds i8, ptr %.335, i64 8
  %.351.fca.1.load = load ptr, ptr %sunkaddr450, align 8
  %sunkaddr451 = getelementptr inbounds i8, ptr %.335, i64 16
  %.351.fca.2.load = load i64, ptr %sunkaddr451, align 8
  %sunkaddr452 = getelementptr inbounds i8, ptr %.335, i64 24
  %.351.fca.3.load = load i64, ptr %sunkaddr452, align 8
  %sunkaddr453 = getelementptr inbounds i8, ptr %.335, i64 32
  %.351.fca.4.load = load ptr, ptr %sunkaddr453, align 8
  %sunkaddr454 = getelementptr inbounds i8, ptr %.335, i64 40
  %.351.fca.5.0.load = load i64, ptr %sunkaddr454, align 8
  %sunkaddr455 = getelementptr inbounds i8, ptr %.335, i64 48
  %.351.fca.6.0.load = load i64, ptr %sunkaddr455, align 8
  %cond17 = icmp eq i32 %.341, 0
  br i1 %cond17, label %for.end.endif, label %for.end.if.if, !prof !0

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader287, %for.body.endif.endif.endif
  %loop.index229 = phi i64 [ %.327.1, %for.body.endif.endif.endif ], [ %loop.index229.unr, %for.body.endif.endif.endif.preheader287 ]
  %.289 = load double, ptr %.40.fca.4.load, align 8
  %.298 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48 = fmul double %.289, 2.000000e+00
  %.8.i49 = fsub double %.7.i48, %.298
  %sunkaddr654 = mul i64 %loop.index229, 8
  %sunkaddr655 = getelementptr i8, ptr %.6.i, i64 %sunkaddr654
  store double %.8.i49, ptr %sunkaddr655, align 8
  %.289.1 = load double, ptr %.40.fca.4.load, align 8
  %.298.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.1 = fmul double %.289.1, 2.000000e+00
  %.8.i49.1 = fsub double %.7.i48.1, %.298.1
  %sunkaddr656 = mul i64 %loop.index229, 8
  %sunkaddr657 = getelementptr i8, ptr %.6.i, i64 %sunkaddr656
  %sunkaddr658 = getelementptr i8, ptr %sunkaddr657, i64 8
  store double %.8.i49.1, ptr %sunkaddr658, align 8
  %.327.1 = add nuw nsw i64 %loop.index229, 2
  %exitcond.not.1 = icmp eq i64 %dest_shape.1158163, %.327.1
  br i1 %exitcond.not.1, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !44

for.end.endif:                                    ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.377, i8 0, i64 56, i1 false)
  %.383 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.377, ptr nonnull %excinfo.8, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.p3)
  %.393.fca.0.load = load ptr, ptr %.377, align 8
  %sunkaddr461 = getelementptr inbounds i8, ptr %.377, i64 32
  %.393.fca.4.load = load ptr, ptr %sunkaddr461, align 8
  %sunkaddr462 = getelementptr inbounds i8, ptr %.377, i64 40
  %.393.fca.5.0.load = load i64, ptr %sunkaddr462, align 8
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
  %sunkaddr463 = getelementptr inbounds i8, ptr %.415, i64 32
  %.431.fca.4.load = load ptr, ptr %sunkaddr463, align 8
  %sunkaddr464 = getelementptr inbounds i8, ptr %.415, i64 40
  %.431.fca.5.0.load = load i64, ptr %sunkaddr464, align 8
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
  %sunkaddr465 = getelementptr inbounds i8, ptr %.453, i64 32
  %.469.fca.4.load = load ptr, ptr %sunkaddr465, align 8
  %cond20 = icmp eq i32 %.459, 0
  br i1 %cond20, label %B128.i66, label %for.end.endif.endif.endif.if.if, !prof !0

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif
  %.422 = load ptr, ptr %excinfo.9, align 8
  store ptr %.422, ptr %excinfo, align 8
  br label %common.ret

B128.i66:                                         ; preds = %for.end.endif.endif.endif
  %sunkaddr466 = getelementptr inbounds i8, ptr %.453, i64 40
  %.469.fca.5.0.load = load i64, ptr %sunkaddr466, align 8
  %.101.not.i67 = icmp eq i64 %.393.fca.5.0.load.fr, 1
  br i1 %.101.not.i67, label %B128.i86, label %B90.i77

for.end.endif.endif.endif.if.if:                  ; preds = %for.end.endif.endif.endif
  %.460 = load ptr, ptr %excinfo.10, align 8
  store ptr %.460, ptr %excinfo, align 8
  br label %common.ret

B90.i77:                                          ; preds = %B128.i66
  %.71.i78 = icmp ne i64 %.431.fca.5.0.load, %.393.fca.5.0.load.fr
  %.76.i79 = icmp ne i64 %.431.fca.5.0.load, 1
  %or.cond.i80 = and i1 %.76.i79, %.71.i78
  br i1 %or.cond.i80, label %for.end.endif.endif.endif.endif.endif.endif.endif.if, label %B90.i97

B128.i86:                                         ; preds = %B128.i66
  %.101.not.i87 = icmp eq i64 %.431.fca.5.0.load, 1
  br i1 %.101.not.i87, label %B128.i106, label %B90.i97

for.end.endif.endif.endif.endif.endif.endif.endif.if: ; preds = %B90.i77
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

B90.i97:                                          ; preds = %B128.i86, %B90.i77
  %dest_shape.1.1.ph = phi i64 [ %.393.fca.5.0.load.fr, %B90.i77 ], [ %.431.fca.5.0.load, %B128.i86 ]
  %.71.i98 = icmp ne i64 %.469.fca.5.0.load, %dest_shape.1.1.ph
  %.76.i99 = icmp ne i64 %.469.fca.5.0.load, 1
  %or.cond.i100 = and i1 %.76.i99, %.71.i98
  br i1 %or.cond.i100, label %for.end.endif.endif.endif...endif.if, label %B150.i101

B128.i106:                                        ; preds = %B128.i86
  %.101.not.i107 = icmp eq i64 %.469.fca.5.0.load, 1
  br i1 %.101.not.i107, label %for.end.endif.endif.endif...endif.endif.endif, label %B150.i101

B150.i101:                                        ; preds = %B128.i106, %B90.i97
  %dest_shape.1.2 = phi i64 [ %dest_shape.1.1.ph, %B90.i97 ], [ %.469.fca.5.0.load, %B128.i106 ]
  %const578 = bitcast i64 -1152921504606846976 to i64
  %const576 = bitcast i64 -2305843009213693952 to i64
  %44 = bitcast i64 %const578 to i64
  %45 = bitcast i64 %const576 to i64
  %46 = add i64 %dest_shape.1.2, %44
  %.645 = icmp ult i64 %46, %45
  br i1 %.645, label %for.end.endif.endif.endif...endif.endif.if, label %for.end.endif.endif.endif...endif.endif.endif, !prof !1

for.end.endif.endif.endif...endif.if:             ; preds = %B90.i97
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif...endif.endif.if:       ; preds = %B150.i101
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !2
  br label %common.ret

for.end.endif.endif.endif...endif.endif.endif:    ; preds = %B128.i106, %B150.i101
  %dest_shape.1.2171 = phi i64 [ %dest_shape.1.2, %B150.i101 ], [ 1, %B128.i106 ]
  %.644 = shl nsw i64 %dest_shape.1.2171, 3
  %.7.i.i110 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.644, i32 32), !noalias !45
  %.8.i.i111 = icmp eq ptr %.7.i.i110, null
  br i1 %.8.i.i111, label %for.end.endif.endif.endif...endif.endif.endif.if.if, label %for.end.endif.endif.endif...endif.endif.endif.endif, !prof !10

for.end.endif.endif.endif...endif.endif.endif.endif: ; preds = %for.end.endif.endif.endif...endif.endif.endif
  %.5.i116 = getelementptr i8, ptr %.7.i.i110, i64 24
  %.6.i117 = load ptr, ptr %.5.i116, align 8
  %.718247 = icmp sgt i64 %dest_shape.1.2171, 0
  br i1 %.718247, label %for.body.1.lr.ph, label %for.end.1

for.body.1.lr.ph:                                 ; preds = %for.end.endif.endif.endif...endif.endif.endif.endif
  %.720 = icmp ugt i64 %.393.fca.5.0.load.fr, 1
  br i1 %.720, label %for.body.1.endif.endif.endif.endif.us.preheader, label %for.body.1.endif.endif.endif.endif.preheader

for.body.1.endif.endif.endif.endif.preheader:     ; preds = %for.body.1.lr.ph
  %47 = icmp eq i64 %dest_shape.1.2171, 1
  br i1 %47, label %for.body.1.endif.endif.endif.endif.epil.preheader, label %for.body.1.endif.endif.endif.endif.preheader.new

for.body.1.endif.endif.endif.endif.preheader.new: ; preds = %for.body.1.endif.endif.endif.endif.preheader
  %const569 = bitcast i64 9223372036854775804 to i64
  %48 = bitcast i64 %const569 to i64
  %const_mat = add i64 %48, 2
  %unroll_iter = and i64 %dest_shape.1.2171, %const_mat
  br label %for.body.1.endif.endif.endif.endif

for.body.1.endif.endif.endif.endif.us.preheader:  ; preds = %for.body.1.lr.ph
  %49 = icmp eq i64 %dest_shape.1.2171, 1
  br i1 %49, label %for.body.1.endif.endif.endif.endif.us.epil.preheader, label %for.body.1.endif.endif.endif.endif.us.preheader.new

for.body.1.endif.endif.endif.endif.us.preheader.new: ; preds = %for.body.1.endif.endif.endif.endif.us.preheader
  %const570 = bitcast i64 9223372036854775804 to i64
  %50 = bitcast i64 %const570 to i64
  %const_mat366 = add i64 %50, 2
  %unroll_iter277 = and i64 %dest_shape.1.2171, %const_mat366
  br label %for.body.1.endif.endif.endif.endif.us

for.body.1.endif.endif.endif.endif.us:            ; preds = %for.body.1.endif.endif.endif.endif.us, %for.body.1.endif.endif.endif.endif.us.preheader.new
  %loop.index.1251.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %54, %for.body.1.endif.endif.endif.endif.us ]
  %.714.0250.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %.714.1.us.1, %for.body.1.endif.endif.endif.endif.us ]
  %.711.0249.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %.711.1.us.1, %for.body.1.endif.endif.endif.endif.us ]
  %51 = icmp ugt i64 %.469.fca.5.0.load, 1
  %52 = icmp ugt i64 %.431.fca.5.0.load, 1
  %sunkaddr659 = mul i64 %loop.index.1251.us, 8
  %sunkaddr660 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr659
  %.728.us = load double, ptr %sunkaddr660, align 8
  %.711.1.us = select i1 %52, i64 %loop.index.1251.us, i64 %.711.0249.us
  %.736.us = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us
  %.737.us = load double, ptr %.736.us, align 8
  %.714.1.us = select i1 %51, i64 %loop.index.1251.us, i64 %.714.0250.us
  %.745.us = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us
  %.746.us = load double, ptr %.745.us, align 8
  %.8.i118 = fmul double %.728.us, 3.000000e+00
  %.9.i = fsub double %.8.i118, %.737.us
  %.10.i = fsub double %.9.i, %.746.us
  %sunkaddr661 = mul i64 %loop.index.1251.us, 8
  %sunkaddr662 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr661
  store double %.10.i, ptr %sunkaddr662, align 8
  %sunkaddr663 = mul i64 %loop.index.1251.us, 8
  %sunkaddr664 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr663
  %sunkaddr665 = getelementptr i8, ptr %sunkaddr664, i64 8
  %.728.us.1 = load double, ptr %sunkaddr665, align 8
  %53 = add i64 %loop.index.1251.us, 1
  %.711.1.us.1 = select i1 %52, i64 %53, i64 %.711.0249.us
  %.736.us.1 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.1
  %.737.us.1 = load double, ptr %.736.us.1, align 8
  %.714.1.us.1 = select i1 %51, i64 %53, i64 %.714.0250.us
  %.745.us.1 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.1
  %.746.us.1 = load double, ptr %.745.us.1, align 8
  %.8.i118.1 = fmul double %.728.us.1, 3.000000e+00
  %.9.i.1 = fsub double %.8.i118.1, %.737.us.1
  %.10.i.1 = fsub double %.9.i.1, %.746.us.1
  %sunkaddr666 = mul i64 %loop.index.1251.us, 8
  %sunkaddr667 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr666
  %sunkaddr668 = getelementptr i8, ptr %sunkaddr667, i64 8
  store double %.10.i.1, ptr %sunkaddr668, align 8
  %54 = add i64 %53, 1
  %niter278.ncmp.1 = icmp eq i64 %54, %unroll_iter277
  br i1 %niter278.ncmp.1, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif.endif.us

for.end.endif.endif.endif...endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif...endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1.endif.endif.endif.endif.us
  %55 = and i64 %dest_shape.1.2171, 1
  %lcmp.mod275.not = icmp eq i64 %55, 0
  br i1 %lcmp.mod275.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.us.epil.preheader

for.body.1.endif.endif.endif.endif.us.epil.preheader: ; preds = %for.end.1.loopexit.unr-lcssa, %for.body.1.endif.endif.endif.endif.us.preheader
  %loop.index.1251.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %54, %for.end.1.loopexit.unr-lcssa ]
  %.714.0250.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %.714.1.us.1, %for.end.1.loopexit.unr-lcssa ]
  %.711.0249.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %.711.1.us.1, %for.end.1.loopexit.unr-lcssa ]
  %56 = icmp ugt i64 %.469.fca.5.0.load, 1
  %57 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.727.us.epil = getelementptr double, ptr %.393.fca.4.load, i64 %loop.index.1251.us.epil.init
  %.728.us.epil = load double, ptr %.727.us.epil, align 8
  %.711.1.us.epil = select i1 %57, i64 %loop.index.1251.us.epil.init, i64 %.711.0249.us.epil.init
  %.736.us.epil = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.epil
  %.737.us.epil = load double, ptr %.736.us.epil, align 8
  %.714.1.us.epil = select i1 %56, i64 %loop.index.1251.us.epil.init, i64 %.714.0250.us.epil.init
  %.745.us.epil = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.epil
  %.746.us.epil = load double, ptr %.745.us.epil, align 8
  %.8.i118.epil = fmul double %.728.us.epil, 3.000000e+00
  %.9.i.epil = fsub double %.8.i118.epil, %.737.us.epil
  %.10.i.epil = fsub double %.9.i.epil, %.746.us.epil
  %.773.us.epil = getelementptr double, ptr %.6.i117, i64 %loop.index.1251.us.epil.init
  store double %.10.i.epil, ptr %.773.us.epil, align 8
  br label %for.end.1

for.end.1.loopexit257.unr-lcssa:                  ; preds = %for.body.1.endif.endif.endif.endif
  %58 = and i64 %dest_shape.1.2171, 1
  %lcmp.mod272.not = icmp eq i64 %58, 0
  br i1 %lcmp.mod272.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.endif.epil.preheader: ; preds = %for.end.1.loopexit257.unr-lcssa, %for.body.1.endif.endif.endif.endif.preheader
  %loop.index.1251.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %64, %for.end.1.loopexit257.unr-lcssa ]
  %.714.0250.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %.714.1.1, %for.end.1.loopexit257.unr-lcssa ]
  %.711.0249.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %.711.1.1, %for.end.1.loopexit257.unr-lcssa ]
  %59 = icmp ugt i64 %.469.fca.5.0.load, 1
  %60 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728.epil = load double, ptr %.393.fca.4.load, align 8
  %.711.1.epil = select i1 %60, i64 %loop.index.1251.epil.init, i64 %.711.0249.epil.init
  %.736.epil = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.epil
  %.737.epil = load double, ptr %.736.epil, align 8
  %.714.1.epil = select i1 %59, i64 %loop.index.1251.epil.init, i64 %.714.0250.epil.init
  %.745.epil = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.epil
  %.746.epil = load double, ptr %.745.epil, align 8
  %.8.i119.epil = fmul double %.728.epil, 3.000000e+00
  %.9.i120.epil = fsub double %.8.i119.epil, %.737.epil
  %.10.i121.epil = fsub double %.9.i120.epil, %.746.epil
  %.773.epil = getelementptr double, ptr %.6.i117, i64 %loop.index.1251.epil.init
  store double %.10.i121.epil, ptr %.773.epil, align 8
  br label %for.end.1

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif.endif.epil.preheader, %for.end.1.loopexit257.unr-lcssa, %for.body.1.endif.endif.endif.endif.us.epil.preheader, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif...endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.469.fca.0.load)
  tail call void @NRT_decref(ptr %.431.fca.0.load)
  tail call void @NRT_decref(ptr %.393.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.786, i8 0, i64 56, i1 false)
  %.792 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.786, ptr nonnull %excinfo.16, ptr nonnull %.7.i.i110, ptr null, i64 %dest_shape.1.2171, i64 8, ptr %.6.i117, i64 %dest_shape.1.2171, i64 8, i64 %arg.p)
  %.802.fca.0.load = load ptr, ptr %.786, align 8
  %cond22 = icmp eq i32 %.792, 0
  br i1 %cond22, label %for.end.1.endif, label %for.end.1.if.if, !prof !0

for.body.1.endif.endif.endif.endif:               ; preds = %for.body.1.endif.endif.endif.endif, %for.body.1.endif.endif.endif.endif.preheader.new
  %loop.index.1251 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %64, %for.body.1.endif.endif.endif.endif ]
  %.714.0250 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %.714.1.1, %for.body.1.endif.endif.endif.endif ]
  %.711.0249 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %.711.1.1, %for.body.1.endif.endif.endif.endif ]
  %61 = icmp ugt i64 %.469.fca.5.0.load, 1
  %62 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728 = load double, ptr %.393.fca.4.load, align 8
  %.711.1 = select i1 %62, i64 %loop.index.1251, i64 %.711.0249
  %.736 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1
  %.737 = load double, ptr %.736, align 8
  %.714.1 = select i1 %61, i64 %loop.index.1251, i64 %.714.0250
  %.745 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1
  %.746 = load double, ptr %.745, align 8
  %.8.i119 = fmul double %.728, 3.000000e+00
  %.9.i120 = fsub double %.8.i119, %.737
  %.10.i121 = fsub double %.9.i120, %.746
  %sunkaddr669 = mul i64 %loop.index.1251, 8
  %sunkaddr670 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr669
  store double %.10.i121, ptr %sunkaddr670, align 8
  %.728.1 = load double, ptr %.393.fca.4.load, align 8
  %63 = add i64 %loop.index.1251, 1
  %.711.1.1 = select i1 %62, i64 %63, i64 %.711.0249
  %.736.1 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.1
  %.737.1 = load double, ptr %.736.1, align 8
  %.714.1.1 = select i1 %61, i64 %63, i64 %.714.0250
  %.745.1 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.1
  %.746.1 = load double, ptr %.745.1, align 8
  %.8.i119.1 = fmul double %.728.1, 3.000000e+00
  %.9.i120.1 = fsub double %.8.i119.1, %.737.1
  %.10.i121.1 = fsub double %.9.i120.1, %.746.1
  %sunkaddr671 = mul i64 %loop.index.1251, 8
  %sunkaddr672 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr671
  %sunkaddr673 = getelementptr i8, ptr %sunkaddr672, i64 8
  store double %.10.i121.1, ptr %sunkaddr673, align 8
  %64 = add i64 %63, 1
  %niter.ncmp.1 = icmp eq i64 %64, %unroll_iter
  br i1 %niter.ncmp.1, label %for.end.1.loopexit257.unr-lcssa, label %for.body.1.endif.endif.endif.endif

for.end.1.endif:                                  ; preds = %for.end.1
  %sunkaddr482 = getelementptr inbounds i8, ptr %.786, i64 48
  %.802.fca.6.0.load = load i64, ptr %sunkaddr482, align 8
  %sunkaddr483 = getelementptr inbounds i8, ptr %.786, i64 40
  %.802.fca.5.0.load = load i64, ptr %sunkaddr483, align 8
  %sunkaddr484 = getelementptr inbounds i8, ptr %.786, i64 8
  %.802.fca.1.load = load ptr, ptr %sunkaddr484, align 8
  %sunkaddr485 = getelementptr inbounds i8, ptr %.786, i64 16
  %.802.fca.2.load = load i64, ptr %sunkaddr485, align 8
  %sunkaddr486 = getelementptr inbounds i8, ptr %.786, i64 24
  %.802.fca.3.load = load i64, ptr %sunkaddr486, align 8
  %sunkaddr487 = getelementptr inbounds i8, ptr %.786, i64 32
  %.802.fca.4.load = load ptr, ptr %sunkaddr487, align 8
  tail call void @NRT_decref(ptr nonnull %.7.i.i110)
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
  %sunkaddr488 = getelementptr inbounds i8, ptr %.827, i64 8
  %.847.fca.1.load = load i64, ptr %sunkaddr488, align 8
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
