; ipc_tax_ref.kernel.wma — optimised LLVM IR (inspect_llvm), compiled for aarch64-unknown-linux-gnu -mcpu=apple-m1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
; command: python -m ipc_tax_ref.asm numba-arm DIR --cpu apple-m1
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
  %lsr.iv88 = phi i64 [ %3, %B120.preheader12.i ], [ %lsr.iv.next89, %B120.i ]
  %lsr.iv.i = phi ptr [ %scevgep.i, %B120.preheader12.i ], [ %scevgep13.i, %B120.i ]
  store double 0x7FF8000000000000, ptr %lsr.iv.i, align 8, !noalias !14
  %scevgep13.i = getelementptr i8, ptr %lsr.iv.i, i64 8
  %0 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %lsr.iv88, i64 1)
  %ov = extractvalue { i64, i1 } %0, 1
  %lsr.iv.next89 = add i64 %lsr.iv88, 1
  br i1 %ov, label %B0.endif.endif.endif, label %B120.i, !llvm.loop !15

B0.endif.endif.i:                                 ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !18
  %.169145.not.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.169145.not.i, label %B0.endif.endif.endif, label %B120.preheader.i

B120.preheader.i:                                 ; preds = %B0.endif.endif.i
  %min.iters.check.i = icmp samesign ult i64 %arg.x.5.0, 8
  br i1 %min.iters.check.i, label %B120.preheader12.i, label %vector.ph.i

vector.ph.i:                                      ; preds = %B120.preheader.i
  %n.vec.i = and i64 %arg.x.5.0, 1152921504606846968
  %scevgep17.i = getelementptr i8, ptr %.6.i.i.i, i64 32
  br label %vector.body.i

vector.body.i:                                    ; preds = %vector.body.i, %vector.ph.i
  %lsr.iv90 = phi i64 [ %lsr.iv.next91, %vector.body.i ], [ %n.vec.i, %vector.ph.i ]
  %lsr.iv18.i = phi ptr [ %scevgep19.i, %vector.body.i ], [ %scevgep17.i, %vector.ph.i ]
  %scevgep22.i = getelementptr i8, ptr %lsr.iv18.i, i64 -32
  %scevgep21.i = getelementptr i8, ptr %lsr.iv18.i, i64 -16
  %scevgep20.i = getelementptr i8, ptr %lsr.iv18.i, i64 16
  store <2 x double> splat (double 0x7FF8000000000000), ptr %scevgep22.i, align 8, !noalias !14
  store <2 x double> splat (double 0x7FF8000000000000), ptr %scevgep21.i, align 8, !noalias !14
  store <2 x double> splat (double 0x7FF8000000000000), ptr %lsr.iv18.i, align 8, !noalias !14
  store <2 x double> splat (double 0x7FF8000000000000), ptr %scevgep20.i, align 8, !noalias !14
  %scevgep19.i = getelementptr i8, ptr %lsr.iv18.i, i64 64
  %lsr.iv.next91 = add nsw i64 %lsr.iv90, -8
  %1 = icmp eq i64 %lsr.iv.next91, 0
  br i1 %1, label %middle.block.i, label %vector.body.i, !llvm.loop !19

middle.block.i:                                   ; preds = %vector.body.i
  %cmp.n.i = icmp eq i64 %arg.x.5.0, %n.vec.i
  br i1 %cmp.n.i, label %B0.endif.endif.endif, label %B120.preheader12.i

B120.preheader12.i:                               ; preds = %middle.block.i, %B120.preheader.i
  %.175144146.ph.i = phi i64 [ %n.vec.i, %middle.block.i ], [ 0, %B120.preheader.i ]
  %2 = shl nuw nsw i64 %.175144146.ph.i, 3
  %scevgep.i = getelementptr i8, ptr %.6.i.i.i, i64 %2
  %3 = sub i64 %.175144146.ph.i, %arg.x.5.0
  br label %B120.i

common.ret:                                       ; preds = %B248.if, %B0.if.if, %B266
  %common.ret.op = phi i32 [ 0, %B266 ], [ 1, %B0.if.if ], [ 1, %B248.if ]
  ret i32 %common.ret.op

B266:                                             ; preds = %B190.B248_crit_edge.us, %B154.endif, %middle.block32, %B0.endif.endif.endif
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
  %4 = fcmp oeq double %.87, 0.000000e+00
  br i1 %4, label %B248.if, label %B154.endif.us.preheader, !prof !0

B154.endif.us.preheader:                          ; preds = %B154.endif.lr.ph.split.us
  %n.vec = and i64 %arg.L, 9223372036854775800
  %scevgep59 = getelementptr i8, ptr %arg.x.4, i64 32
  %5 = lshr i64 %arg.L, 3
  %6 = trunc i64 %5 to i60
  %7 = zext i60 %6 to i64
  %8 = mul nsw i64 %7, -8
  br label %B154.endif.us

B154.endif.us:                                    ; preds = %B154.endif.us.preheader, %B190.B248_crit_edge.us
  %lsr.iv67 = phi ptr [ %arg.x.4, %B154.endif.us.preheader ], [ %scevgep68, %B190.B248_crit_edge.us ]
  %lsr.iv60 = phi ptr [ %scevgep59, %B154.endif.us.preheader ], [ %scevgep61, %B190.B248_crit_edge.us ]
  %.171188196.us = phi i64 [ %.181.us, %B190.B248_crit_edge.us ], [ %..129, %B154.endif.us.preheader ]
  %.178189195.us = phi i64 [ %.185.us, %B190.B248_crit_edge.us ], [ %.92, %B154.endif.us.preheader ]
  %9 = icmp ult i64 %arg.L, 8
  br i1 %9, label %B192.us.preheader, label %vector.body.preheader

vector.body.preheader:                            ; preds = %B154.endif.us
  br label %vector.body

vector.body:                                      ; preds = %vector.body.preheader, %vector.body
  %lsr.iv83 = phi i64 [ %8, %vector.body.preheader ], [ %lsr.iv.next84, %vector.body ]
  %lsr.iv62 = phi ptr [ %scevgep63, %vector.body ], [ %lsr.iv60, %vector.body.preheader ]
  %vec.phi = phi double [ %25, %vector.body ], [ 0.000000e+00, %vector.body.preheader ]
  %vec.ind = phi <2 x i64> [ %vec.ind.next, %vector.body ], [ <i64 0, i64 1>, %vector.body.preheader ]
  %10 = add nuw nsw <2 x i64> %vec.ind, splat (i64 1)
  %11 = add <2 x i64> %vec.ind, splat (i64 3)
  %12 = add <2 x i64> %vec.ind, splat (i64 5)
  %13 = add <2 x i64> %vec.ind, splat (i64 7)
  %scevgep66 = getelementptr i8, ptr %lsr.iv62, i64 -32
  %scevgep65 = getelementptr i8, ptr %lsr.iv62, i64 -16
  %scevgep64 = getelementptr i8, ptr %lsr.iv62, i64 16
  %wide.load = load <2 x double>, ptr %scevgep66, align 8
  %wide.load21 = load <2 x double>, ptr %scevgep65, align 8
  %wide.load22 = load <2 x double>, ptr %lsr.iv62, align 8
  %wide.load23 = load <2 x double>, ptr %scevgep64, align 8
  %14 = uitofp nneg <2 x i64> %10 to <2 x double>
  %15 = uitofp nneg <2 x i64> %11 to <2 x double>
  %16 = uitofp nneg <2 x i64> %12 to <2 x double>
  %17 = uitofp nneg <2 x i64> %13 to <2 x double>
  %18 = fmul <2 x double> %wide.load, %14
  %19 = fmul <2 x double> %wide.load21, %15
  %20 = fmul <2 x double> %wide.load22, %16
  %21 = fmul <2 x double> %wide.load23, %17
  %22 = tail call double @llvm.vector.reduce.fadd.v2f64(double %vec.phi, <2 x double> %18)
  %23 = tail call double @llvm.vector.reduce.fadd.v2f64(double %22, <2 x double> %19)
  %24 = tail call double @llvm.vector.reduce.fadd.v2f64(double %23, <2 x double> %20)
  %25 = tail call double @llvm.vector.reduce.fadd.v2f64(double %24, <2 x double> %21)
  %vec.ind.next = add <2 x i64> %vec.ind, splat (i64 8)
  %scevgep63 = getelementptr i8, ptr %lsr.iv62, i64 64
  %lsr.iv.next84 = add nsw i64 %lsr.iv83, 8
  %26 = icmp eq i64 %lsr.iv.next84, 0
  br i1 %26, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %27 = icmp eq i64 %arg.L, %n.vec
  br i1 %27, label %B190.B248_crit_edge.us, label %B192.us.preheader

B192.us.preheader:                                ; preds = %B154.endif.us, %middle.block
  %s.2.1185.us.ph = phi double [ %25, %middle.block ], [ 0.000000e+00, %B154.endif.us ]
  %.302181183.us.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %B154.endif.us ]
  br label %B192.us

B192.us:                                          ; preds = %B192.us.preheader, %B192.us
  %lsr.iv85 = phi i64 [ %.302181183.us.ph, %B192.us.preheader ], [ %lsr.iv.next86, %B192.us ]
  %s.2.1185.us = phi double [ %.373.us, %B192.us ], [ %s.2.1185.us.ph, %B192.us.preheader ]
  %28 = add i64 %lsr.iv85, 1
  %29 = shl i64 %lsr.iv85, 3
  %scevgep87 = getelementptr i8, ptr %lsr.iv67, i64 %29
  %.369.us = load double, ptr %scevgep87, align 8
  %.370.us = uitofp nneg i64 %28 to double
  %.371.us = fmul double %.369.us, %.370.us
  %.373.us = fadd double %s.2.1185.us, %.371.us
  %lsr.iv.next86 = add i64 %lsr.iv85, 1
  %exitcond.not = icmp eq i64 %arg.L, %lsr.iv.next86
  br i1 %exitcond.not, label %B190.B248_crit_edge.us, label %B192.us, !llvm.loop !21

B190.B248_crit_edge.us:                           ; preds = %B192.us, %middle.block
  %.373.us.lcssa = phi double [ %25, %middle.block ], [ %.373.us, %B192.us ]
  %.181.us = add nsw i64 %.171188196.us, -1
  %.185.us = add i64 %.178189195.us, 1
  %.390.us = fdiv double %.373.us.lcssa, %.87
  %.407.us = icmp slt i64 %.178189195.us, 0
  %.408.us = select i1 %.407.us, i64 %arg.x.5.0, i64 0
  %30 = getelementptr double, ptr %.6.i.i.i, i64 %.178189195.us
  %.422.us = getelementptr double, ptr %30, i64 %.408.us
  store double %.390.us, ptr %.422.us, align 8
  %scevgep61 = getelementptr i8, ptr %lsr.iv60, i64 8
  %scevgep68 = getelementptr i8, ptr %lsr.iv67, i64 8
  %.172.us = icmp sgt i64 %.171188196.us, 1
  br i1 %.172.us, label %B154.endif.us, label %B266

B154.endif.lr.ph.split:                           ; preds = %B154.endif.lr.ph
  %31 = fcmp oeq double %.87, 0.000000e+00
  %.390 = fdiv double 0.000000e+00, %.87
  br i1 %31, label %B248.if, label %B154.endif.preheader, !prof !0

B154.endif.preheader:                             ; preds = %B154.endif.lr.ph.split
  %min.iters.check25 = icmp slt i64 %.129, 4
  br i1 %min.iters.check25, label %B154.endif.preheader40, label %vector.ph26

vector.ph26:                                      ; preds = %B154.endif.preheader
  %n.vec28 = and i64 %..129, 9223372036854775804
  %32 = and i64 %..129, 3
  %33 = add i64 %.92, %n.vec28
  %34 = shl i64 %arg.L, 3
  %scevgep45 = getelementptr i8, ptr %.6.i.i.i, i64 %34
  br label %vector.body29

vector.body29:                                    ; preds = %vector.body29, %vector.ph26
  %index30 = phi i64 [ 0, %vector.ph26 ], [ %index.next31, %vector.body29 ]
  %35 = add i64 %arg.L, %index30
  %36 = add i64 %35, -1
  %37 = add i64 %arg.L, %index30
  %38 = add i64 %37, 1
  %39 = add i64 %37, 2
  %40 = icmp slt i64 %36, 0
  %41 = icmp slt i64 %37, 0
  %42 = icmp slt i64 %38, 0
  %43 = icmp slt i64 %39, 0
  %44 = select i1 %40, i64 %arg.x.5.0, i64 0
  %45 = select i1 %41, i64 %arg.x.5.0, i64 0
  %46 = select i1 %42, i64 %arg.x.5.0, i64 0
  %47 = select i1 %43, i64 %arg.x.5.0, i64 0
  %48 = shl i64 %44, 3
  %scevgep48 = getelementptr i8, ptr %scevgep45, i64 %48
  %49 = shl i64 %index30, 3
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 %49
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 -8
  %50 = shl i64 %45, 3
  %scevgep46 = getelementptr i8, ptr %scevgep45, i64 %50
  %51 = shl i64 %index30, 3
  %scevgep47 = getelementptr i8, ptr %scevgep46, i64 %51
  %52 = shl i64 %46, 3
  %scevgep54 = getelementptr i8, ptr %scevgep45, i64 %52
  %scevgep55 = getelementptr i8, ptr %scevgep54, i64 %51
  %scevgep56 = getelementptr i8, ptr %scevgep55, i64 8
  %53 = shl i64 %47, 3
  %scevgep51 = getelementptr i8, ptr %scevgep45, i64 %53
  %54 = shl i64 %index30, 3
  %scevgep81 = getelementptr i8, ptr %scevgep51, i64 %54
  %scevgep82 = getelementptr i8, ptr %scevgep81, i64 16
  store double %.390, ptr %scevgep50, align 8
  store double %.390, ptr %scevgep47, align 8
  store double %.390, ptr %scevgep56, align 8
  store double %.390, ptr %scevgep82, align 8
  %index.next31 = add nuw i64 %index30, 4
  %55 = icmp eq i64 %n.vec28, %index.next31
  br i1 %55, label %middle.block32, label %vector.body29, !llvm.loop !22

middle.block32:                                   ; preds = %vector.body29
  %cmp.n33 = icmp eq i64 %.129, %n.vec28
  br i1 %cmp.n33, label %B266, label %B154.endif.preheader40

B154.endif.preheader40:                           ; preds = %B154.endif.preheader, %middle.block32
  %.171188196.ph = phi i64 [ %32, %middle.block32 ], [ %..129, %B154.endif.preheader ]
  %.178189195.ph = phi i64 [ %33, %middle.block32 ], [ %.92, %B154.endif.preheader ]
  %56 = add nuw i64 %.171188196.ph, 1
  %57 = shl i64 %.178189195.ph, 3
  %scevgep = getelementptr i8, ptr %.6.i.i.i, i64 %57
  br label %B154.endif

B154.endif:                                       ; preds = %B154.endif.preheader40, %B154.endif
  %lsr.iv42 = phi ptr [ %scevgep, %B154.endif.preheader40 ], [ %scevgep43, %B154.endif ]
  %lsr.iv = phi i64 [ %56, %B154.endif.preheader40 ], [ %lsr.iv.next, %B154.endif ]
  %.178189195 = phi i64 [ %.185, %B154.endif ], [ %.178189195.ph, %B154.endif.preheader40 ]
  %.185 = add i64 %.178189195, 1
  %.407 = icmp slt i64 %.178189195, 0
  %.408 = select i1 %.407, i64 %arg.x.5.0, i64 0
  %58 = shl i64 %.408, 3
  %scevgep44 = getelementptr i8, ptr %lsr.iv42, i64 %58
  store double %.390, ptr %scevgep44, align 8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %scevgep43 = getelementptr i8, ptr %lsr.iv42, i64 8
  %.172 = icmp samesign ugt i64 %lsr.iv.next, 1
  br i1 %.172, label %B154.endif, label %B266, !llvm.loop !23

B248.if:                                          ; preds = %B154.endif.lr.ph.split, %B154.endif.lr.ph.split.us
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !24
  br label %common.ret
}
