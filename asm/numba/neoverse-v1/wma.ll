; ipc_tax_ref.kernel.wma — optimised LLVM IR (inspect_llvm), compiled for aarch64-unknown-linux-gnu -mcpu=neoverse-v1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
; command: python -m ipc_tax_ref.asm numba-arm DIR --cpu neoverse-v1
; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
define range(i32 0, 2) i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i64 %arg.L) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.x.0)
  %.15.i.i = icmp slt i64 %arg.x.5.0, 0
  br i1 %.15.i.i, label %B0.if.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %B0
  %.31.i.i = icmp samesign ugt i64 %arg.x.5.0, 1152921504606846975
  br i1 %.31.i.i, label %B0.if.if, label %B0.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.30.i.i = shl nuw nsw i64 %arg.x.5.0, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i.i, i32 32), !noalias !1
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B0.if.if, label %B0.endif.endif.i, !prof !0

B120.i:                                           ; preds = %B120.preheader12.i, %B120.i
  %lsr.iv69 = phi i64 [ %11, %B120.preheader12.i ], [ %lsr.iv.next70, %B120.i ]
  %lsr.iv.i = phi ptr [ %scevgep.i, %B120.preheader12.i ], [ %scevgep13.i, %B120.i ]
  store double 0x7FF8000000000000, ptr %lsr.iv.i, align 8, !noalias !14
  %scevgep13.i = getelementptr i8, ptr %lsr.iv.i, i64 8
  %0 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv69, i64 1)
  %ov = extractvalue { i64, i1 } %0, 1
  %lsr.iv.next70 = add i64 %lsr.iv69, 1
  br i1 %ov, label %B0.endif.endif.endif, label %B120.i, !llvm.loop !15

B0.endif.endif.i:                                 ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !18
  %.169145.not.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.169145.not.i, label %B0.endif.endif.endif, label %B120.preheader.i

B120.preheader.i:                                 ; preds = %B0.endif.endif.i
  %1 = tail call i64 @llvm.vscale.i64()
  %2 = shl nuw i64 %1, 2
  %min.iters.check.i = icmp ult i64 %arg.x.5.0, %2
  br i1 %min.iters.check.i, label %B120.preheader12.i, label %vector.ph.i

vector.ph.i:                                      ; preds = %B120.preheader.i
  %n.mod.vf.i = urem i64 %arg.x.5.0, %2
  %n.vec.i = sub nsw i64 %arg.x.5.0, %n.mod.vf.i
  br label %vector.body.i

vector.body.i:                                    ; preds = %vector.body.i, %vector.ph.i
  %lsr.iv71 = phi ptr [ %scevgep72, %vector.body.i ], [ %.6.i.i.i, %vector.ph.i ]
  %lsr.iv15.i = phi i64 [ %lsr.iv.next16.i, %vector.body.i ], [ %n.vec.i, %vector.ph.i ]
  %3 = tail call i64 @llvm.vscale.i64()
  %4 = shl i64 %3, 4
  %scevgep73 = getelementptr i8, ptr %lsr.iv71, i64 %4
  store <vscale x 2 x double> splat (double 0x7FF8000000000000), ptr %lsr.iv71, align 8, !noalias !14
  store <vscale x 2 x double> splat (double 0x7FF8000000000000), ptr %scevgep73, align 8, !noalias !14
  %5 = tail call i64 @llvm.vscale.i64()
  %6 = shl nuw i64 %5, 2
  %lsr.iv.next16.i = sub i64 %lsr.iv15.i, %6
  %7 = tail call i64 @llvm.vscale.i64()
  %8 = shl i64 %7, 5
  %scevgep72 = getelementptr i8, ptr %lsr.iv71, i64 %8
  %9 = icmp eq i64 %lsr.iv.next16.i, 0
  br i1 %9, label %middle.block.i, label %vector.body.i, !llvm.loop !19

middle.block.i:                                   ; preds = %vector.body.i
  %cmp.n.i = icmp eq i64 %n.mod.vf.i, 0
  br i1 %cmp.n.i, label %B0.endif.endif.endif, label %B120.preheader12.i

B120.preheader12.i:                               ; preds = %middle.block.i, %B120.preheader.i
  %.175144146.ph.i = phi i64 [ 0, %B120.preheader.i ], [ %n.vec.i, %middle.block.i ]
  %10 = shl nsw i64 %.175144146.ph.i, 3
  %scevgep.i = getelementptr i8, ptr %.6.i.i.i, i64 %10
  %11 = sub i64 %.175144146.ph.i, %arg.x.5.0
  br label %B120.i

common.ret:                                       ; preds = %B248.if, %B0.if.if, %B266
  %common.ret.op = phi i32 [ 0, %B266 ], [ 1, %B0.if.if ], [ 1, %B248.if ]
  ret i32 %common.ret.op

B266:                                             ; preds = %B190.B248_crit_edge.us, %B154.endif, %middle.block30, %B0.endif.endif.endif
  store ptr %.7.i.i.i.i, ptr %retptr, align 8
  %retptr.repack167 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store ptr null, ptr %retptr.repack167, align 8
  %retptr.repack169 = getelementptr inbounds nuw i8, ptr %retptr, i64 16
  store i64 %arg.x.5.0, ptr %retptr.repack169, align 8
  %retptr.repack171 = getelementptr inbounds nuw i8, ptr %retptr, i64 24
  store i64 8, ptr %retptr.repack171, align 8
  %retptr.repack173 = getelementptr inbounds nuw i8, ptr %retptr, i64 32
  store ptr %.6.i.i.i, ptr %retptr.repack173, align 8
  %retptr.repack175 = getelementptr inbounds nuw i8, ptr %retptr, i64 40
  store i64 %arg.x.5.0, ptr %retptr.repack175, align 8
  %retptr.repack177 = getelementptr inbounds nuw i8, ptr %retptr, i64 48
  store i64 8, ptr %retptr.repack177, align 8
  tail call void @NRT_decref(ptr %arg.x.0)
  br label %common.ret

B0.if.if:                                         ; preds = %B0.endif.endif.endif.i.i, %B0.endif.endif.i.i, %B0
  %excinfo.1.0 = phi ptr [ @.const.picklebuf.<sha1>, %B0.endif.endif.endif.i.i ], [ @.const.picklebuf.<sha1>, %B0.endif.endif.i.i ], [ @.const.picklebuf.<sha1>, %B0 ]
  store ptr %excinfo.1.0, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B120.i, %middle.block.i, %B0.endif.endif.i
  %.76 = add nsw i64 %arg.L, 1
  %.78 = mul nsw i64 %.76, %arg.L
  %.79 = sitofp i64 %.78 to double
  %.87 = fmul double %.79, 5.000000e-01
  %.92 = add nsw i64 %arg.L, -1
  %.129 = sub i64 %arg.x.5.0, %.92
  %..129 = tail call i64 @llvm.smax.i64(i64 %.129, i64 0)
  %.172194.not = icmp slt i64 %.129, 1
  br i1 %.172194.not, label %B266, label %B154.endif.lr.ph

B154.endif.lr.ph:                                 ; preds = %B0.endif.endif.endif
  %.296182.not = icmp slt i64 %arg.L, 1
  br i1 %.296182.not, label %B154.endif.lr.ph.split, label %B154.endif.lr.ph.split.us

B154.endif.lr.ph.split.us:                        ; preds = %B154.endif.lr.ph
  %12 = fcmp oeq double %.87, 0.000000e+00
  br i1 %12, label %B248.if, label %B154.endif.us.preheader, !prof !0

B154.endif.us.preheader:                          ; preds = %B154.endif.lr.ph.split.us
  %13 = tail call i64 @llvm.vscale.i64()
  %14 = shl nuw i64 %13, 2
  %15 = tail call i64 @llvm.vscale.i64()
  %16 = shl nuw i64 %15, 1
  %broadcast.splatinsert = insertelement <vscale x 2 x i64> poison, i64 %16, i64 0
  %broadcast.splat = shufflevector <vscale x 2 x i64> %broadcast.splatinsert, <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer
  %17 = shl i64 %15, 2
  %invariant.op = add <vscale x 2 x i64> %broadcast.splat, splat (i64 1)
  %invariant.op38 = add <vscale x 2 x i64> %broadcast.splat, %broadcast.splat
  br label %B154.endif.us

B154.endif.us:                                    ; preds = %B154.endif.us.preheader, %B190.B248_crit_edge.us
  %lsr.iv55 = phi ptr [ %arg.x.4, %B154.endif.us.preheader ], [ %scevgep56, %B190.B248_crit_edge.us ]
  %.171188196.us = phi i64 [ %.181.us, %B190.B248_crit_edge.us ], [ %..129, %B154.endif.us.preheader ]
  %.178189195.us = phi i64 [ %.185.us, %B190.B248_crit_edge.us ], [ %.92, %B154.endif.us.preheader ]
  %18 = icmp ult i64 %arg.L, %14
  br i1 %18, label %B192.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %B154.endif.us
  %n.mod.vf = urem i64 %arg.L, %17
  %n.vec = sub nsw i64 %arg.L, %n.mod.vf
  %19 = tail call <vscale x 2 x i64> @llvm.stepvector.nxv2i64()
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv66 = phi ptr [ %scevgep67, %vector.body ], [ %lsr.iv55, %vector.ph ]
  %lsr.iv53 = phi i64 [ %lsr.iv.next54, %vector.body ], [ %n.vec, %vector.ph ]
  %vec.phi = phi double [ 0.000000e+00, %vector.ph ], [ %28, %vector.body ]
  %vec.ind = phi <vscale x 2 x i64> [ %19, %vector.ph ], [ %vec.ind.next.reass, %vector.body ]
  %20 = add nuw nsw <vscale x 2 x i64> %vec.ind, splat (i64 1)
  %.reass = add <vscale x 2 x i64> %vec.ind, %invariant.op
  %21 = tail call i64 @llvm.vscale.i64()
  %22 = shl i64 %21, 4
  %scevgep68 = getelementptr i8, ptr %lsr.iv66, i64 %22
  %wide.load = load <vscale x 2 x double>, ptr %lsr.iv66, align 8
  %wide.load21 = load <vscale x 2 x double>, ptr %scevgep68, align 8
  %23 = uitofp nneg <vscale x 2 x i64> %20 to <vscale x 2 x double>
  %24 = uitofp nneg <vscale x 2 x i64> %.reass to <vscale x 2 x double>
  %25 = fmul <vscale x 2 x double> %wide.load, %23
  %26 = fmul <vscale x 2 x double> %wide.load21, %24
  %27 = tail call double @llvm.vector.reduce.fadd.nxv2f64(double %vec.phi, <vscale x 2 x double> %25)
  %28 = tail call double @llvm.vector.reduce.fadd.nxv2f64(double %27, <vscale x 2 x double> %26)
  %vec.ind.next.reass = add <vscale x 2 x i64> %vec.ind, %invariant.op38
  %29 = tail call i64 @llvm.vscale.i64()
  %30 = shl i64 %29, 2
  %lsr.iv.next54 = sub i64 %lsr.iv53, %30
  %31 = tail call i64 @llvm.vscale.i64()
  %32 = shl i64 %31, 5
  %scevgep67 = getelementptr i8, ptr %lsr.iv66, i64 %32
  %33 = icmp eq i64 %lsr.iv.next54, 0
  br i1 %33, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.mod.vf, 0
  br i1 %cmp.n, label %B190.B248_crit_edge.us, label %B192.us.preheader

B192.us.preheader:                                ; preds = %middle.block, %B154.endif.us
  %s.2.1185.us.ph = phi double [ %28, %middle.block ], [ 0.000000e+00, %B154.endif.us ]
  %.302181183.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %B154.endif.us ]
  br label %B192.us

B192.us:                                          ; preds = %B192.us.preheader, %B192.us
  %s.2.1185.us = phi double [ %.373.us, %B192.us ], [ %s.2.1185.us.ph, %B192.us.preheader ]
  %.302181183.us = phi i64 [ %.309.us, %B192.us ], [ %.302181183.us.ph, %B192.us.preheader ]
  %.309.us = add nuw nsw i64 %.302181183.us, 1
  %34 = add i64 %.302181183.us, 1
  %35 = shl i64 %.302181183.us, 3
  %scevgep60 = getelementptr i8, ptr %lsr.iv55, i64 %35
  %.369.us = load double, ptr %scevgep60, align 8
  %.370.us = uitofp nneg i64 %34 to double
  %.371.us = fmul double %.369.us, %.370.us
  %.373.us = fadd double %s.2.1185.us, %.371.us
  %exitcond.not = icmp eq i64 %arg.L, %.309.us
  br i1 %exitcond.not, label %B190.B248_crit_edge.us, label %B192.us, !llvm.loop !21

B190.B248_crit_edge.us:                           ; preds = %B192.us, %middle.block
  %.373.us.lcssa = phi double [ %28, %middle.block ], [ %.373.us, %B192.us ]
  %.181.us = add nsw i64 %.171188196.us, -1
  %.185.us = add i64 %.178189195.us, 1
  %.390.us = fdiv double %.373.us.lcssa, %.87
  %.407.us = icmp slt i64 %.178189195.us, 0
  %.408.us = select i1 %.407.us, i64 %arg.x.5.0, i64 0
  %36 = getelementptr double, ptr %.6.i.i.i, i64 %.178189195.us
  %.422.us = getelementptr double, ptr %36, i64 %.408.us
  store double %.390.us, ptr %.422.us, align 8
  %scevgep56 = getelementptr i8, ptr %lsr.iv55, i64 8
  %.172.us = icmp sgt i64 %.171188196.us, 1
  br i1 %.172.us, label %B154.endif.us, label %B266

B154.endif.lr.ph.split:                           ; preds = %B154.endif.lr.ph
  %37 = fcmp oeq double %.87, 0.000000e+00
  %.390 = fdiv double 0.000000e+00, %.87
  br i1 %37, label %B248.if, label %B154.endif.preheader, !prof !0

B154.endif.preheader:                             ; preds = %B154.endif.lr.ph.split
  %min.iters.check23 = icmp eq i64 %.129, 1
  br i1 %min.iters.check23, label %B154.endif.preheader39, label %vector.ph24

vector.ph24:                                      ; preds = %B154.endif.preheader
  %n.vec26 = and i64 %..129, 9223372036854775806
  %38 = and i64 %..129, 1
  %39 = add i64 %.92, %n.vec26
  %40 = lshr i64 %..129, 1
  %41 = mul nsw i64 %40, -2
  br label %vector.body27

vector.body27:                                    ; preds = %vector.body27, %vector.ph24
  %lsr.iv64 = phi i64 [ %lsr.iv.next65, %vector.body27 ], [ %41, %vector.ph24 ]
  %lsr.iv45 = phi i64 [ %lsr.iv.next46, %vector.body27 ], [ %arg.L, %vector.ph24 ]
  %42 = add i64 %lsr.iv45, -1
  %43 = icmp slt i64 %42, 0
  %44 = icmp slt i64 %lsr.iv45, 0
  %45 = select i1 %43, i64 %arg.x.5.0, i64 0
  %46 = select i1 %44, i64 %arg.x.5.0, i64 0
  %47 = shl i64 %45, 3
  %scevgep50 = getelementptr i8, ptr %.6.i.i.i, i64 %47
  %48 = shl i64 %lsr.iv45, 3
  %scevgep51 = getelementptr i8, ptr %scevgep50, i64 %48
  %scevgep52 = getelementptr i8, ptr %scevgep51, i64 -8
  %49 = shl i64 %46, 3
  %scevgep44 = getelementptr i8, ptr %.6.i.i.i, i64 %49
  %50 = shl i64 %lsr.iv45, 3
  %scevgep47 = getelementptr i8, ptr %scevgep44, i64 %50
  store double %.390, ptr %scevgep52, align 8
  store double %.390, ptr %scevgep47, align 8
  %lsr.iv.next46 = add i64 %lsr.iv45, 2
  %lsr.iv.next65 = add i64 %lsr.iv64, 2
  %51 = icmp eq i64 %lsr.iv.next65, 0
  br i1 %51, label %middle.block30, label %vector.body27, !llvm.loop !22

middle.block30:                                   ; preds = %vector.body27
  %cmp.n31 = icmp eq i64 %.129, %n.vec26
  br i1 %cmp.n31, label %B266, label %B154.endif.preheader39

B154.endif.preheader39:                           ; preds = %B154.endif.preheader, %middle.block30
  %.171188196.ph = phi i64 [ %38, %middle.block30 ], [ %..129, %B154.endif.preheader ]
  %.178189195.ph = phi i64 [ %39, %middle.block30 ], [ %.92, %B154.endif.preheader ]
  %52 = add nuw i64 %.171188196.ph, 1
  %53 = shl i64 %.178189195.ph, 3
  %scevgep = getelementptr i8, ptr %.6.i.i.i, i64 %53
  br label %B154.endif

B154.endif:                                       ; preds = %B154.endif.preheader39, %B154.endif
  %lsr.iv41 = phi ptr [ %scevgep, %B154.endif.preheader39 ], [ %scevgep42, %B154.endif ]
  %lsr.iv = phi i64 [ %52, %B154.endif.preheader39 ], [ %lsr.iv.next, %B154.endif ]
  %.178189195 = phi i64 [ %.185, %B154.endif ], [ %.178189195.ph, %B154.endif.preheader39 ]
  %.185 = add i64 %.178189195, 1
  %.407 = icmp slt i64 %.178189195, 0
  %.408 = select i1 %.407, i64 %arg.x.5.0, i64 0
  %54 = shl i64 %.408, 3
  %scevgep43 = getelementptr i8, ptr %lsr.iv41, i64 %54
  store double %.390, ptr %scevgep43, align 8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %scevgep42 = getelementptr i8, ptr %lsr.iv41, i64 8
  %.172 = icmp samesign ugt i64 %lsr.iv.next, 1
  br i1 %.172, label %B154.endif, label %B266, !llvm.loop !23

B248.if:                                          ; preds = %B154.endif.lr.ph.split, %B154.endif.lr.ph.split.us
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !24
  br label %common.ret
}
