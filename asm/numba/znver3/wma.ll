; ipc_tax_ref.kernel.wma — optimised LLVM IR (inspect_llvm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
; command: NUMBA_CPU_NAME=znver3 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
define range(i32 0, 2) i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i64 %arg.L) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.x.0)
  %.15.i.i = icmp slt i64 %arg.x.5.0, 0
  br i1 %.15.i.i, label %B0.if.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %B0
  %const121 = bitcast i64 1152921504606846960 to i64
  %0 = bitcast i64 %const121 to i64
  %const_mat86 = add i64 %0, 15
  %.31.i.i = icmp samesign ugt i64 %arg.x.5.0, %const_mat86
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
  br i1 %.169145.not.i, label %B0.endif.endif.endif, label %iter.check.i

iter.check.i:                                     ; preds = %B0.endif.endif.i
  %min.iters.check.i = icmp samesign ult i64 %arg.x.5.0, 4
  br i1 %min.iters.check.i, label %B120.i.preheader, label %vector.main.loop.iter.check.i

B120.i.preheader:                                 ; preds = %vec.epilog.middle.block.i, %vec.epilog.iter.check.i, %iter.check.i
  %.175144146.i.ph = phi i64 [ 0, %iter.check.i ], [ %n.vec.i, %vec.epilog.iter.check.i ], [ %n.vec13.i, %vec.epilog.middle.block.i ]
  br label %B120.i

vector.main.loop.iter.check.i:                    ; preds = %iter.check.i
  %min.iters.check11.i = icmp samesign ult i64 %arg.x.5.0, 16
  br i1 %min.iters.check11.i, label %vec.epilog.ph.i, label %vector.ph.i

vector.ph.i:                                      ; preds = %vector.main.loop.iter.check.i
  %2 = and i64 %.30.i.i, 9223372036854775680
  br label %vector.body.i

vector.body.i:                                    ; preds = %vector.body.i, %vector.ph.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i, %vector.body.i ], [ 0, %vector.ph.i ]
  %sunkaddr = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  store <4 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr, align 8, !noalias !14
  %sunkaddr122 = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  %sunkaddr123 = getelementptr i8, ptr %sunkaddr122, i64 32
  store <4 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr123, align 8, !noalias !14
  %sunkaddr124 = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  %sunkaddr125 = getelementptr i8, ptr %sunkaddr124, i64 64
  store <4 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr125, align 8, !noalias !14
  %sunkaddr126 = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  %sunkaddr127 = getelementptr i8, ptr %sunkaddr126, i64 96
  store <4 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr127, align 8, !noalias !14
  %lsr.iv.next.i = add nuw nsw i64 %lsr.iv.i, 128
  %3 = icmp eq i64 %2, %lsr.iv.next.i
  br i1 %3, label %middle.block.i, label %vector.body.i, !llvm.loop !19

middle.block.i:                                   ; preds = %vector.body.i
  %4 = bitcast i64 %const121 to i64
  %n.vec.i = and i64 %arg.x.5.0, %4
  %cmp.n.i = icmp eq i64 %arg.x.5.0, %n.vec.i
  br i1 %cmp.n.i, label %B0.endif.endif.endif, label %vec.epilog.iter.check.i

vec.epilog.iter.check.i:                          ; preds = %middle.block.i
  %5 = and i64 %arg.x.5.0, 12
  %min.epilog.iters.check.i = icmp eq i64 %5, 0
  br i1 %min.epilog.iters.check.i, label %B120.i.preheader, label %vec.epilog.ph.i, !prof !20

vec.epilog.ph.i:                                  ; preds = %vec.epilog.iter.check.i, %vector.main.loop.iter.check.i
  %vec.epilog.resume.val.i = phi i64 [ %n.vec.i, %vec.epilog.iter.check.i ], [ 0, %vector.main.loop.iter.check.i ]
  %6 = bitcast i64 %const121 to i64
  %const_mat = add i64 %6, 12
  %n.vec13.i = and i64 %arg.x.5.0, %const_mat
  br label %vec.epilog.vector.body.i

vec.epilog.vector.body.i:                         ; preds = %vec.epilog.vector.body.i, %vec.epilog.ph.i
  %index16.i = phi i64 [ %vec.epilog.resume.val.i, %vec.epilog.ph.i ], [ %index.next17.i, %vec.epilog.vector.body.i ]
  %7 = shl i64 %index16.i, 3
  %scevgep19.i = getelementptr i8, ptr %.6.i.i.i, i64 %7
  store <4 x double> splat (double 0x7FF8000000000000), ptr %scevgep19.i, align 8, !noalias !14
  %index.next17.i = add nuw i64 %index16.i, 4
  %8 = icmp eq i64 %n.vec13.i, %index.next17.i
  br i1 %8, label %vec.epilog.middle.block.i, label %vec.epilog.vector.body.i, !llvm.loop !21

vec.epilog.middle.block.i:                        ; preds = %vec.epilog.vector.body.i
  %cmp.n18.i = icmp eq i64 %arg.x.5.0, %n.vec13.i
  br i1 %cmp.n18.i, label %B0.endif.endif.endif, label %B120.i.preheader

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
  %excinfo.1.0 = phi ptr [ @.const.picklebuf.<sha1>, %B0 ], [ @.const.picklebuf.<sha1>, %B0.endif.endif.endif.i.i ], [ @.const.picklebuf.<sha1>, %B0.endif.endif.i.i ]
  store ptr %excinfo.1.0, ptr %excinfo, align 8
  br label %common.ret

B0.endif.endif.endif:                             ; preds = %B120.i, %vec.epilog.middle.block.i, %middle.block.i, %B0.endif.endif.i
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
  %9 = fcmp oeq double %.87, 0.000000e+00
  br i1 %9, label %B248.if, label %B154.endif.us.preheader, !prof !0

B154.endif.us.preheader:                          ; preds = %B154.endif.lr.ph.split.us
  %xtraiter = and i64 %arg.L, 7
  %10 = lshr i64 %arg.L, 3
  %11 = trunc i64 %10 to i60
  %12 = zext i60 %11 to i64
  %13 = mul i64 %12, -8
  br label %B154.endif.us

B154.endif.us:                                    ; preds = %B154.endif.us.preheader, %B190.B248_crit_edge.us
  %lsr.iv55 = phi ptr [ %arg.x.4, %B154.endif.us.preheader ], [ %scevgep56, %B190.B248_crit_edge.us ]
  %.171188196.us = phi i64 [ %.181.us, %B190.B248_crit_edge.us ], [ %..129, %B154.endif.us.preheader ]
  %.178189195.us = phi i64 [ %.185.us, %B190.B248_crit_edge.us ], [ %.92, %B154.endif.us.preheader ]
  %14 = icmp ult i64 %arg.L, 8
  br i1 %14, label %B192.us.epil.preheader, label %B192.us.preheader

B192.us.preheader:                                ; preds = %B154.endif.us
  br label %B192.us

B192.us:                                          ; preds = %B192.us.preheader, %B192.us
  %lsr.iv95 = phi i64 [ 8, %B192.us.preheader ], [ %lsr.iv.next96, %B192.us ]
  %s.2.1185.us = phi double [ %.373.us.7, %B192.us ], [ 0.000000e+00, %B192.us.preheader ]
  %15 = add i64 %lsr.iv95, -4
  %16 = add i64 %lsr.iv95, -7
  %17 = shl i64 %lsr.iv95, 3
  %scevgep97 = getelementptr i8, ptr %lsr.iv55, i64 %17
  %scevgep98 = getelementptr i8, ptr %scevgep97, i64 -64
  %.369.us = load double, ptr %scevgep98, align 8
  %.370.us = uitofp nneg i64 %16 to double
  %.371.us = fmul double %.369.us, %.370.us
  %.373.us = fadd double %s.2.1185.us, %.371.us
  %18 = add i64 %lsr.iv95, -6
  %19 = shl i64 %lsr.iv95, 3
  %scevgep99 = getelementptr i8, ptr %lsr.iv55, i64 %19
  %scevgep100 = getelementptr i8, ptr %scevgep99, i64 -56
  %.369.us.1 = load double, ptr %scevgep100, align 8
  %.370.us.1 = uitofp nneg i64 %18 to double
  %.371.us.1 = fmul double %.369.us.1, %.370.us.1
  %.373.us.1 = fadd double %.373.us, %.371.us.1
  %20 = add i64 %lsr.iv95, -5
  %21 = shl i64 %lsr.iv95, 3
  %scevgep101 = getelementptr i8, ptr %lsr.iv55, i64 %21
  %scevgep102 = getelementptr i8, ptr %scevgep101, i64 -48
  %.369.us.2 = load double, ptr %scevgep102, align 8
  %.370.us.2 = uitofp nneg i64 %20 to double
  %.371.us.2 = fmul double %.369.us.2, %.370.us.2
  %.373.us.2 = fadd double %.373.us.1, %.371.us.2
  %22 = shl i64 %lsr.iv95, 3
  %scevgep103 = getelementptr i8, ptr %lsr.iv55, i64 %22
  %scevgep104 = getelementptr i8, ptr %scevgep103, i64 -40
  %.369.us.3 = load double, ptr %scevgep104, align 8
  %.370.us.3 = uitofp nneg i64 %15 to double
  %.371.us.3 = fmul double %.369.us.3, %.370.us.3
  %.373.us.3 = fadd double %.373.us.2, %.371.us.3
  %23 = add i64 %lsr.iv95, -3
  %24 = shl i64 %lsr.iv95, 3
  %scevgep105 = getelementptr i8, ptr %lsr.iv55, i64 %24
  %scevgep106 = getelementptr i8, ptr %scevgep105, i64 -32
  %.369.us.4 = load double, ptr %scevgep106, align 8
  %.370.us.4 = uitofp nneg i64 %23 to double
  %.371.us.4 = fmul double %.369.us.4, %.370.us.4
  %.373.us.4 = fadd double %.373.us.3, %.371.us.4
  %25 = add i64 %lsr.iv95, -2
  %26 = shl i64 %lsr.iv95, 3
  %scevgep107 = getelementptr i8, ptr %lsr.iv55, i64 %26
  %scevgep108 = getelementptr i8, ptr %scevgep107, i64 -24
  %.369.us.5 = load double, ptr %scevgep108, align 8
  %.370.us.5 = uitofp nneg i64 %25 to double
  %.371.us.5 = fmul double %.369.us.5, %.370.us.5
  %.373.us.5 = fadd double %.373.us.4, %.371.us.5
  %27 = add i64 %lsr.iv95, -1
  %28 = shl i64 %lsr.iv95, 3
  %scevgep109 = getelementptr i8, ptr %lsr.iv55, i64 %28
  %scevgep110 = getelementptr i8, ptr %scevgep109, i64 -16
  %.369.us.6 = load double, ptr %scevgep110, align 8
  %.370.us.6 = uitofp nneg i64 %27 to double
  %.371.us.6 = fmul double %.369.us.6, %.370.us.6
  %.373.us.6 = fadd double %.373.us.5, %.371.us.6
  %29 = shl i64 %lsr.iv95, 3
  %scevgep111 = getelementptr i8, ptr %lsr.iv55, i64 %29
  %scevgep112 = getelementptr i8, ptr %scevgep111, i64 -8
  %.369.us.7 = load double, ptr %scevgep112, align 8
  %.370.us.7 = uitofp nneg i64 %lsr.iv95 to double
  %.371.us.7 = fmul double %.369.us.7, %.370.us.7
  %.373.us.7 = fadd double %.373.us.6, %.371.us.7
  %lsr.iv.next96 = add nuw i64 %lsr.iv95, 8
  %30 = add i64 %13, %lsr.iv.next96
  %niter.ncmp.7 = icmp eq i64 %30, 8
  br i1 %niter.ncmp.7, label %B190.B248_crit_edge.us.unr-lcssa, label %B192.us

B190.B248_crit_edge.us.unr-lcssa:                 ; preds = %B192.us
  %31 = icmp eq i64 %xtraiter, 0
  %32 = add i64 %lsr.iv.next96, -8
  br i1 %31, label %B190.B248_crit_edge.us, label %B192.us.epil.preheader

B192.us.epil.preheader:                           ; preds = %B190.B248_crit_edge.us.unr-lcssa, %B154.endif.us
  %s.2.1185.us.epil.init = phi double [ 0.000000e+00, %B154.endif.us ], [ %.373.us.7, %B190.B248_crit_edge.us.unr-lcssa ]
  %.302181183.us.epil.init = phi i64 [ 0, %B154.endif.us ], [ %32, %B190.B248_crit_edge.us.unr-lcssa ]
  %33 = add nuw nsw i64 %.302181183.us.epil.init, 1
  br label %B192.us.epil

B192.us.epil:                                     ; preds = %B192.us.epil, %B192.us.epil.preheader
  %lsr.iv76 = phi i64 [ %lsr.iv.next77, %B192.us.epil ], [ %xtraiter, %B192.us.epil.preheader ]
  %lsr.iv72 = phi i64 [ %lsr.iv.next73, %B192.us.epil ], [ %33, %B192.us.epil.preheader ]
  %s.2.1185.us.epil = phi double [ %s.2.1185.us.epil.init, %B192.us.epil.preheader ], [ %.373.us.epil, %B192.us.epil ]
  %34 = shl i64 %lsr.iv72, 3
  %scevgep74 = getelementptr i8, ptr %lsr.iv55, i64 %34
  %scevgep75 = getelementptr i8, ptr %scevgep74, i64 -8
  %.369.us.epil = load double, ptr %scevgep75, align 8
  %.370.us.epil = uitofp nneg i64 %lsr.iv72 to double
  %.371.us.epil = fmul double %.369.us.epil, %.370.us.epil
  %.373.us.epil = fadd double %s.2.1185.us.epil, %.371.us.epil
  %lsr.iv.next73 = add nuw i64 %lsr.iv72, 1
  %lsr.iv.next77 = add nsw i64 %lsr.iv76, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next77, 0
  br i1 %epil.iter.cmp.not, label %B190.B248_crit_edge.us, label %B192.us.epil, !llvm.loop !22

B190.B248_crit_edge.us:                           ; preds = %B192.us.epil, %B190.B248_crit_edge.us.unr-lcssa
  %.373.us.lcssa = phi double [ %.373.us.7, %B190.B248_crit_edge.us.unr-lcssa ], [ %.373.us.epil, %B192.us.epil ]
  %.181.us = add nsw i64 %.171188196.us, -1
  %.185.us = add i64 %.178189195.us, 1
  %.390.us = fdiv double %.373.us.lcssa, %.87
  %.407.us = icmp slt i64 %.178189195.us, 0
  %.408.us = select i1 %.407.us, i64 %arg.x.5.0, i64 0
  %35 = getelementptr double, ptr %.6.i.i.i, i64 %.178189195.us
  %.422.us = getelementptr double, ptr %35, i64 %.408.us
  store double %.390.us, ptr %.422.us, align 8
  %scevgep56 = getelementptr i8, ptr %lsr.iv55, i64 8
  %.172.us = icmp sgt i64 %.171188196.us, 1
  br i1 %.172.us, label %B154.endif.us, label %B266

B154.endif.lr.ph.split:                           ; preds = %B154.endif.lr.ph
  %36 = fcmp oeq double %.87, 0.000000e+00
  %.390 = fdiv double 0.000000e+00, %.87
  br i1 %36, label %B248.if, label %B154.endif.preheader, !prof !0

B154.endif.preheader:                             ; preds = %B154.endif.lr.ph.split
  %xtraiter24 = and i64 %..129, 7
  %lcmp.mod25.not = icmp eq i64 %xtraiter24, 0
  br i1 %lcmp.mod25.not, label %B154.endif.prol.loopexit, label %B154.endif.prol.preheader

B154.endif.prol.preheader:                        ; preds = %B154.endif.preheader
  %37 = shl i64 %arg.L, 3
  %38 = add i64 %37, -8
  %scevgep50 = getelementptr i8, ptr %.6.i.i.i, i64 %38
  br label %B154.endif.prol

B154.endif.prol:                                  ; preds = %B154.endif.prol.preheader, %B154.endif.prol
  %prol.iter = phi i64 [ %prol.iter.next, %B154.endif.prol ], [ 0, %B154.endif.prol.preheader ]
  %39 = add i64 %.92, %prol.iter
  %.407.prol = icmp slt i64 %39, 0
  %.408.prol = select i1 %.407.prol, i64 %arg.x.5.0, i64 0
  %40 = shl i64 %.408.prol, 3
  %scevgep51 = getelementptr i8, ptr %scevgep50, i64 %40
  %41 = shl nuw nsw i64 %prol.iter, 3
  %scevgep94 = getelementptr i8, ptr %scevgep51, i64 %41
  store double %.390, ptr %scevgep94, align 8
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %xtraiter24, %prol.iter.next
  br i1 %prol.iter.cmp.not, label %B154.endif.prol.loopexit.loopexit, label %B154.endif.prol, !llvm.loop !24

B154.endif.prol.loopexit.loopexit:                ; preds = %B154.endif.prol
  %42 = sub i64 %..129, %prol.iter.next
  %43 = add i64 %.92, %prol.iter.next
  br label %B154.endif.prol.loopexit

B154.endif.prol.loopexit:                         ; preds = %B154.endif.prol.loopexit.loopexit, %B154.endif.preheader
  %.171188196.unr = phi i64 [ %..129, %B154.endif.preheader ], [ %42, %B154.endif.prol.loopexit.loopexit ]
  %.178189195.unr = phi i64 [ %.92, %B154.endif.preheader ], [ %43, %B154.endif.prol.loopexit.loopexit ]
  %44 = icmp slt i64 %.129, 8
  br i1 %44, label %B266, label %B154.endif.preheader26

B154.endif.preheader26:                           ; preds = %B154.endif.prol.loopexit
  %45 = add i64 %.171188196.unr, 8
  br label %B154.endif

B154.endif:                                       ; preds = %B154.endif.preheader26, %B154.endif
  %lsr.iv = phi i64 [ %45, %B154.endif.preheader26 ], [ %lsr.iv.next, %B154.endif ]
  %.178189195 = phi i64 [ %69, %B154.endif ], [ %.178189195.unr, %B154.endif.preheader26 ]
  %.407 = icmp slt i64 %.178189195, 0
  %.408 = select i1 %.407, i64 %arg.x.5.0, i64 0
  %46 = shl i64 %.408, 3
  %scevgep45 = getelementptr i8, ptr %.6.i.i.i, i64 %46
  %47 = shl i64 %.178189195, 3
  %scevgep46 = getelementptr i8, ptr %scevgep45, i64 %47
  store double %.390, ptr %scevgep46, align 8
  %48 = add i64 %.178189195, 1
  %.407.1 = icmp slt i64 %48, 0
  %.408.1 = select i1 %.407.1, i64 %arg.x.5.0, i64 0
  %49 = shl i64 %.408.1, 3
  %scevgep47 = getelementptr i8, ptr %.6.i.i.i, i64 %49
  %50 = shl i64 %.178189195, 3
  %scevgep48 = getelementptr i8, ptr %scevgep47, i64 %50
  %scevgep49 = getelementptr i8, ptr %scevgep48, i64 8
  store double %.390, ptr %scevgep49, align 8
  %51 = add i64 %48, 1
  %.407.2 = icmp slt i64 %51, 0
  %.408.2 = select i1 %.407.2, i64 %arg.x.5.0, i64 0
  %52 = shl i64 %.408.2, 3
  %scevgep42 = getelementptr i8, ptr %.6.i.i.i, i64 %52
  %53 = shl i64 %.178189195, 3
  %scevgep43 = getelementptr i8, ptr %scevgep42, i64 %53
  %scevgep44 = getelementptr i8, ptr %scevgep43, i64 16
  store double %.390, ptr %scevgep44, align 8
  %54 = add i64 %51, 1
  %.407.3 = icmp slt i64 %54, 0
  %.408.3 = select i1 %.407.3, i64 %arg.x.5.0, i64 0
  %55 = shl i64 %.408.3, 3
  %scevgep39 = getelementptr i8, ptr %.6.i.i.i, i64 %55
  %56 = shl i64 %.178189195, 3
  %scevgep40 = getelementptr i8, ptr %scevgep39, i64 %56
  %scevgep41 = getelementptr i8, ptr %scevgep40, i64 24
  store double %.390, ptr %scevgep41, align 8
  %57 = add i64 %54, 1
  %.407.4 = icmp slt i64 %57, 0
  %.408.4 = select i1 %.407.4, i64 %arg.x.5.0, i64 0
  %58 = shl i64 %.408.4, 3
  %scevgep36 = getelementptr i8, ptr %.6.i.i.i, i64 %58
  %59 = shl i64 %.178189195, 3
  %scevgep37 = getelementptr i8, ptr %scevgep36, i64 %59
  %scevgep38 = getelementptr i8, ptr %scevgep37, i64 32
  store double %.390, ptr %scevgep38, align 8
  %60 = add i64 %57, 1
  %.407.5 = icmp slt i64 %60, 0
  %.408.5 = select i1 %.407.5, i64 %arg.x.5.0, i64 0
  %61 = shl i64 %.408.5, 3
  %scevgep33 = getelementptr i8, ptr %.6.i.i.i, i64 %61
  %62 = shl i64 %.178189195, 3
  %scevgep34 = getelementptr i8, ptr %scevgep33, i64 %62
  %scevgep35 = getelementptr i8, ptr %scevgep34, i64 40
  store double %.390, ptr %scevgep35, align 8
  %63 = add i64 %60, 1
  %.407.6 = icmp slt i64 %63, 0
  %.408.6 = select i1 %.407.6, i64 %arg.x.5.0, i64 0
  %64 = shl i64 %.408.6, 3
  %scevgep30 = getelementptr i8, ptr %.6.i.i.i, i64 %64
  %65 = shl i64 %.178189195, 3
  %scevgep31 = getelementptr i8, ptr %scevgep30, i64 %65
  %scevgep32 = getelementptr i8, ptr %scevgep31, i64 48
  store double %.390, ptr %scevgep32, align 8
  %66 = add i64 %63, 1
  %.407.7 = icmp slt i64 %66, 0
  %.408.7 = select i1 %.407.7, i64 %arg.x.5.0, i64 0
  %67 = shl i64 %.408.7, 3
  %scevgep = getelementptr i8, ptr %.6.i.i.i, i64 %67
  %68 = shl i64 %.178189195, 3
  %scevgep28 = getelementptr i8, ptr %scevgep, i64 %68
  %scevgep29 = getelementptr i8, ptr %scevgep28, i64 56
  store double %.390, ptr %scevgep29, align 8
  %lsr.iv.next = add i64 %lsr.iv, -8
  %69 = add i64 %66, 1
  %.172.7 = icmp sgt i64 %lsr.iv.next, 8
  br i1 %.172.7, label %B154.endif, label %B266

B248.if:                                          ; preds = %B154.endif.lr.ph.split, %B154.endif.lr.ph.split.us
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !25
  br label %common.ret
}
