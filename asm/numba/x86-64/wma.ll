; ipc_tax_ref.kernel.wma — optimised LLVM IR (inspect_llvm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
; command: NUMBA_CPU_NAME=x86-64 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
define range(i32 0, 2) i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i64 %arg.L) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.x.0)
  %.15.i.i = icmp slt i64 %arg.x.5.0, 0
  br i1 %.15.i.i, label %B0.if.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %B0
  %const74 = bitcast i64 1152921504606846972 to i64
  %0 = bitcast i64 %const74 to i64
  %const_mat = add i64 %0, 3
  %.31.i.i = icmp samesign ugt i64 %arg.x.5.0, %const_mat
  br i1 %.31.i.i, label %B0.if.if, label %B0.endif.endif.endif.i.i, !prof !0

B0.endif.endif.endif.i.i:                         ; preds = %B0.endif.endif.i.i
  %.30.i.i = shl nuw nsw i64 %arg.x.5.0, 3
  %.7.i.i.i.i = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.30.i.i, i32 32), !noalias !1
  %.8.i.i.i.i = icmp eq ptr %.7.i.i.i.i, null
  br i1 %.8.i.i.i.i, label %B0.if.if, label %B0.endif.endif.i, !prof !0

B120.i:                                           ; preds = %B120.i.preheader, %B120.i
  %.175144146.i = phi i64 [ %.182.i, %B120.i ], [ %.175144146.i.ph, %B120.i.preheader ]
  %.182.i = add nuw nsw i64 %.175144146.i, 1
  %1 = shl i64 %.175144146.i, 3
  %scevgep.i = getelementptr i8, ptr %.6.i.i.i, i64 %1
  store double 0x7FF8000000000000, ptr %scevgep.i, align 8, !noalias !14
  %exitcond.not.i = icmp eq i64 %arg.x.5.0, %.182.i
  br i1 %exitcond.not.i, label %B0.endif.endif.endif, label %B120.i, !llvm.loop !15

B0.endif.endif.i:                                 ; preds = %B0.endif.endif.endif.i.i
  %.5.i.i.i = getelementptr i8, ptr %.7.i.i.i.i, i64 24
  %.6.i.i.i = load ptr, ptr %.5.i.i.i, align 8, !noalias !18
  %.169145.not.i = icmp eq i64 %arg.x.5.0, 0
  br i1 %.169145.not.i, label %B0.endif.endif.endif, label %B120.preheader.i

B120.preheader.i:                                 ; preds = %B0.endif.endif.i
  %min.iters.check.i = icmp samesign ult i64 %arg.x.5.0, 4
  br i1 %min.iters.check.i, label %B120.i.preheader, label %vector.ph.i

B120.i.preheader:                                 ; preds = %middle.block.i, %B120.preheader.i
  %.175144146.i.ph = phi i64 [ %n.vec.i, %middle.block.i ], [ 0, %B120.preheader.i ]
  br label %B120.i

vector.ph.i:                                      ; preds = %B120.preheader.i
  %const75 = bitcast i64 9223372036854775776 to i64
  %2 = bitcast i64 %const75 to i64
  %3 = and i64 %.30.i.i, %2
  br label %vector.body.i

vector.body.i:                                    ; preds = %vector.body.i, %vector.ph.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i, %vector.body.i ], [ 0, %vector.ph.i ]
  %sunkaddr = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  store <2 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr, align 8, !noalias !14
  %sunkaddr77 = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  %sunkaddr78 = getelementptr i8, ptr %sunkaddr77, i64 16
  store <2 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr78, align 8, !noalias !14
  %lsr.iv.next.i = add nuw nsw i64 %lsr.iv.i, 32
  %4 = icmp eq i64 %3, %lsr.iv.next.i
  br i1 %4, label %middle.block.i, label %vector.body.i, !llvm.loop !19

middle.block.i:                                   ; preds = %vector.body.i
  %5 = bitcast i64 %const74 to i64
  %n.vec.i = and i64 %arg.x.5.0, %5
  %cmp.n.i = icmp eq i64 %arg.x.5.0, %n.vec.i
  br i1 %cmp.n.i, label %B0.endif.endif.endif, label %B120.i.preheader

common.ret:                                       ; preds = %B248.if, %B0.if.if, %B266
  %common.ret.op = phi i32 [ 0, %B266 ], [ 1, %B0.if.if ], [ 1, %B248.if ]
  ret i32 %common.ret.op

B266:                                             ; preds = %B190.B248_crit_edge.us, %B154.endif, %B154.endif.prol.loopexit, %B0.endif.endif.endif
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
  %6 = fcmp oeq double %.87, 0.000000e+00
  br i1 %6, label %B248.if, label %B154.endif.us.preheader, !prof !0

B154.endif.us.preheader:                          ; preds = %B154.endif.lr.ph.split.us
  %const76 = bitcast i64 9223372036854775776 to i64
  %7 = bitcast i64 %const76 to i64
  %xtraiter = and i64 %arg.L, 3
  %const_mat65 = add i64 %7, 28
  %unroll_iter = and i64 %arg.L, %const_mat65
  %scevgep41 = getelementptr i8, ptr %arg.x.4, i64 24
  br label %B154.endif.us

B154.endif.us:                                    ; preds = %B154.endif.us.preheader, %B190.B248_crit_edge.us
  %lsr.iv51 = phi ptr [ %arg.x.4, %B154.endif.us.preheader ], [ %scevgep52, %B190.B248_crit_edge.us ]
  %lsr.iv42 = phi ptr [ %scevgep41, %B154.endif.us.preheader ], [ %scevgep43, %B190.B248_crit_edge.us ]
  %.171188196.us = phi i64 [ %.181.us, %B190.B248_crit_edge.us ], [ %..129, %B154.endif.us.preheader ]
  %.178189195.us = phi i64 [ %.185.us, %B190.B248_crit_edge.us ], [ %.92, %B154.endif.us.preheader ]
  %8 = icmp ult i64 %arg.L, 4
  br i1 %8, label %B192.us.epil.preheader, label %B192.us.preheader

B192.us.preheader:                                ; preds = %B154.endif.us
  br label %B192.us

B192.us:                                          ; preds = %B192.us.preheader, %B192.us
  %s.2.1185.us = phi double [ %.373.us.3, %B192.us ], [ 0.000000e+00, %B192.us.preheader ]
  %.302181183.us = phi i64 [ %.309.us.3, %B192.us ], [ 0, %B192.us.preheader ]
  %9 = add i64 %.302181183.us, 1
  %10 = shl i64 %.302181183.us, 3
  %scevgep49 = getelementptr i8, ptr %lsr.iv42, i64 %10
  %scevgep50 = getelementptr i8, ptr %scevgep49, i64 -24
  %.369.us = load double, ptr %scevgep50, align 8
  %.370.us = uitofp nneg i64 %9 to double
  %.371.us = fmul double %.369.us, %.370.us
  %.373.us = fadd double %s.2.1185.us, %.371.us
  %11 = add i64 %.302181183.us, 2
  %12 = shl i64 %.302181183.us, 3
  %scevgep47 = getelementptr i8, ptr %lsr.iv42, i64 %12
  %scevgep48 = getelementptr i8, ptr %scevgep47, i64 -16
  %.369.us.1 = load double, ptr %scevgep48, align 8
  %.370.us.1 = uitofp nneg i64 %11 to double
  %.371.us.1 = fmul double %.369.us.1, %.370.us.1
  %.373.us.1 = fadd double %.373.us, %.371.us.1
  %13 = add i64 %.302181183.us, 3
  %14 = shl i64 %.302181183.us, 3
  %scevgep45 = getelementptr i8, ptr %lsr.iv42, i64 %14
  %scevgep46 = getelementptr i8, ptr %scevgep45, i64 -8
  %.369.us.2 = load double, ptr %scevgep46, align 8
  %.370.us.2 = uitofp nneg i64 %13 to double
  %.371.us.2 = fmul double %.369.us.2, %.370.us.2
  %.373.us.2 = fadd double %.373.us.1, %.371.us.2
  %.309.us.3 = add nuw nsw i64 %.302181183.us, 4
  %15 = add i64 %.302181183.us, 4
  %16 = shl i64 %.302181183.us, 3
  %scevgep44 = getelementptr i8, ptr %lsr.iv42, i64 %16
  %.369.us.3 = load double, ptr %scevgep44, align 8
  %.370.us.3 = uitofp nneg i64 %15 to double
  %.371.us.3 = fmul double %.369.us.3, %.370.us.3
  %.373.us.3 = fadd double %.373.us.2, %.371.us.3
  %niter.ncmp.3 = icmp eq i64 %unroll_iter, %.309.us.3
  br i1 %niter.ncmp.3, label %B190.B248_crit_edge.us.unr-lcssa, label %B192.us

B190.B248_crit_edge.us.unr-lcssa:                 ; preds = %B192.us
  %17 = icmp eq i64 %xtraiter, 0
  br i1 %17, label %B190.B248_crit_edge.us, label %B192.us.epil.preheader

B192.us.epil.preheader:                           ; preds = %B190.B248_crit_edge.us.unr-lcssa, %B154.endif.us
  %s.2.1185.us.epil.init = phi double [ 0.000000e+00, %B154.endif.us ], [ %.373.us.3, %B190.B248_crit_edge.us.unr-lcssa ]
  %.302181183.us.epil.init = phi i64 [ 0, %B154.endif.us ], [ %.309.us.3, %B190.B248_crit_edge.us.unr-lcssa ]
  %18 = add nuw nsw i64 %.302181183.us.epil.init, 1
  br label %B192.us.epil

B192.us.epil:                                     ; preds = %B192.us.epil, %B192.us.epil.preheader
  %lsr.iv57 = phi i64 [ %lsr.iv.next58, %B192.us.epil ], [ %xtraiter, %B192.us.epil.preheader ]
  %lsr.iv53 = phi i64 [ %lsr.iv.next54, %B192.us.epil ], [ %18, %B192.us.epil.preheader ]
  %s.2.1185.us.epil = phi double [ %s.2.1185.us.epil.init, %B192.us.epil.preheader ], [ %.373.us.epil, %B192.us.epil ]
  %19 = shl i64 %lsr.iv53, 3
  %scevgep55 = getelementptr i8, ptr %lsr.iv51, i64 %19
  %scevgep56 = getelementptr i8, ptr %scevgep55, i64 -8
  %.369.us.epil = load double, ptr %scevgep56, align 8
  %.370.us.epil = uitofp nneg i64 %lsr.iv53 to double
  %.371.us.epil = fmul double %.369.us.epil, %.370.us.epil
  %.373.us.epil = fadd double %s.2.1185.us.epil, %.371.us.epil
  %lsr.iv.next54 = add nuw i64 %lsr.iv53, 1
  %lsr.iv.next58 = add nsw i64 %lsr.iv57, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next58, 0
  br i1 %epil.iter.cmp.not, label %B190.B248_crit_edge.us, label %B192.us.epil, !llvm.loop !20

B190.B248_crit_edge.us:                           ; preds = %B192.us.epil, %B190.B248_crit_edge.us.unr-lcssa
  %.373.us.lcssa = phi double [ %.373.us.3, %B190.B248_crit_edge.us.unr-lcssa ], [ %.373.us.epil, %B192.us.epil ]
  %.181.us = add nsw i64 %.171188196.us, -1
  %.185.us = add i64 %.178189195.us, 1
  %.390.us = fdiv double %.373.us.lcssa, %.87
  %.407.us = icmp slt i64 %.178189195.us, 0
  %.408.us = select i1 %.407.us, i64 %arg.x.5.0, i64 0
  %20 = getelementptr double, ptr %.6.i.i.i, i64 %.178189195.us
  %.422.us = getelementptr double, ptr %20, i64 %.408.us
  store double %.390.us, ptr %.422.us, align 8
  %scevgep43 = getelementptr i8, ptr %lsr.iv42, i64 8
  %scevgep52 = getelementptr i8, ptr %lsr.iv51, i64 8
  %.172.us = icmp sgt i64 %.171188196.us, 1
  br i1 %.172.us, label %B154.endif.us, label %B266

B154.endif.lr.ph.split:                           ; preds = %B154.endif.lr.ph
  %21 = fcmp oeq double %.87, 0.000000e+00
  %.390 = fdiv double 0.000000e+00, %.87
  br i1 %21, label %B248.if, label %B154.endif.preheader, !prof !0

B154.endif.preheader:                             ; preds = %B154.endif.lr.ph.split
  %xtraiter24 = and i64 %..129, 3
  %lcmp.mod25.not = icmp eq i64 %xtraiter24, 0
  br i1 %lcmp.mod25.not, label %B154.endif.prol.loopexit, label %B154.endif.prol.preheader

B154.endif.prol.preheader:                        ; preds = %B154.endif.preheader
  %22 = shl i64 %arg.L, 3
  %23 = add i64 %22, -8
  %scevgep38 = getelementptr i8, ptr %.6.i.i.i, i64 %23
  br label %B154.endif.prol

B154.endif.prol:                                  ; preds = %B154.endif.prol.preheader, %B154.endif.prol
  %prol.iter = phi i64 [ %prol.iter.next, %B154.endif.prol ], [ 0, %B154.endif.prol.preheader ]
  %24 = add i64 %.92, %prol.iter
  %.407.prol = icmp slt i64 %24, 0
  %.408.prol = select i1 %.407.prol, i64 %arg.x.5.0, i64 0
  %25 = shl i64 %.408.prol, 3
  %scevgep39 = getelementptr i8, ptr %scevgep38, i64 %25
  %26 = shl nuw nsw i64 %prol.iter, 3
  %scevgep69 = getelementptr i8, ptr %scevgep39, i64 %26
  store double %.390, ptr %scevgep69, align 8
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter24, %prol.iter.next
  br i1 %prol.iter.cmp.not, label %B154.endif.prol.loopexit.loopexit, label %B154.endif.prol, !llvm.loop !22

B154.endif.prol.loopexit.loopexit:                ; preds = %B154.endif.prol
  %27 = sub i64 %..129, %prol.iter.next
  %28 = add i64 %.92, %prol.iter.next
  br label %B154.endif.prol.loopexit

B154.endif.prol.loopexit:                         ; preds = %B154.endif.prol.loopexit.loopexit, %B154.endif.preheader
  %.171188196.unr = phi i64 [ %..129, %B154.endif.preheader ], [ %27, %B154.endif.prol.loopexit.loopexit ]
  %.178189195.unr = phi i64 [ %.92, %B154.endif.preheader ], [ %28, %B154.endif.prol.loopexit.loopexit ]
  %29 = icmp slt i64 %.129, 4
  br i1 %29, label %B266, label %B154.endif.preheader26

B154.endif.preheader26:                           ; preds = %B154.endif.prol.loopexit
  %30 = add i64 %.171188196.unr, 4
  br label %B154.endif

B154.endif:                                       ; preds = %B154.endif.preheader26, %B154.endif
  %lsr.iv = phi i64 [ %30, %B154.endif.preheader26 ], [ %lsr.iv.next, %B154.endif ]
  %.178189195 = phi i64 [ %42, %B154.endif ], [ %.178189195.unr, %B154.endif.preheader26 ]
  %.407 = icmp slt i64 %.178189195, 0
  %.408 = select i1 %.407, i64 %arg.x.5.0, i64 0
  %31 = shl i64 %.408, 3
  %scevgep33 = getelementptr i8, ptr %.6.i.i.i, i64 %31
  %32 = shl i64 %.178189195, 3
  %scevgep34 = getelementptr i8, ptr %scevgep33, i64 %32
  store double %.390, ptr %scevgep34, align 8
  %33 = add i64 %.178189195, 1
  %.407.1 = icmp slt i64 %33, 0
  %.408.1 = select i1 %.407.1, i64 %arg.x.5.0, i64 0
  %34 = shl i64 %.408.1, 3
  %scevgep35 = getelementptr i8, ptr %.6.i.i.i, i64 %34
  %35 = shl i64 %.178189195, 3
  %scevgep36 = getelementptr i8, ptr %scevgep35, i64 %35
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 8
  store double %.390, ptr %scevgep37, align 8
  %36 = add i64 %33, 1
  %.407.2 = icmp slt i64 %36, 0
  %.408.2 = select i1 %.407.2, i64 %arg.x.5.0, i64 0
  %37 = shl i64 %.408.2, 3
  %scevgep30 = getelementptr i8, ptr %.6.i.i.i, i64 %37
  %38 = shl i64 %.178189195, 3
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 %38
  %scevgep32 = getelementptr i8, ptr %scevgep31, i64 16
  store double %.390, ptr %scevgep32, align 8
  %39 = add i64 %36, 1
  %.407.3 = icmp slt i64 %39, 0
  %.408.3 = select i1 %.407.3, i64 %arg.x.5.0, i64 0
  %40 = shl i64 %.408.3, 3
  %scevgep = getelementptr i8, ptr %.6.i.i.i, i64 %40
  %41 = shl i64 %.178189195, 3
  %scevgep28 = getelementptr i8, ptr %scevgep, i64 %41
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 24
  store double %.390, ptr %scevgep29, align 8
  %lsr.iv.next = add i64 %lsr.iv, -4
  %42 = add i64 %39, 1
  %.172.3 = icmp sgt i64 %lsr.iv.next, 4
  br i1 %.172.3, label %B154.endif, label %B266

B248.if:                                          ; preds = %B154.endif.lr.ph.split, %B154.endif.lr.ph.split.us
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !23
  br label %common.ret
}
