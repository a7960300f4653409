; ipc_tax_ref.kernel.wma — optimised LLVM IR (inspect_llvm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
; command: NUMBA_CPU_NAME=znver4 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
define range(i32 0, 2) i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.x.0, ptr readnone captures(none) %arg.x.1, i64 %arg.x.2, i64 %arg.x.3, ptr readonly captures(none) %arg.x.4, i64 %arg.x.5.0, i64 %arg.x.6.0, i64 %arg.L) local_unnamed_addr {
B0:
  tail call void @NRT_incref(ptr %arg.x.0)
  %.15.i.i = icmp slt i64 %arg.x.5.0, 0
  br i1 %.15.i.i, label %B0.if.if, label %B0.endif.endif.i.i, !prof !0

B0.endif.endif.i.i:                               ; preds = %B0
  %const125 = bitcast i64 1152921504606846944 to i64
  %0 = bitcast i64 %const125 to i64
  %const_mat85 = add i64 %0, 31
  %.31.i.i = icmp samesign ugt i64 %arg.x.5.0, %const_mat85
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
  %min.iters.check11.i = icmp samesign ult i64 %arg.x.5.0, 32
  br i1 %min.iters.check11.i, label %vec.epilog.ph.i, label %vector.ph.i

vector.ph.i:                                      ; preds = %vector.main.loop.iter.check.i
  %const126 = bitcast i64 9223372036854775552 to i64
  %2 = bitcast i64 %const126 to i64
  %3 = and i64 %.30.i.i, %2
  br label %vector.body.i

vector.body.i:                                    ; preds = %vector.body.i, %vector.ph.i
  %lsr.iv.i = phi i64 [ %lsr.iv.next.i, %vector.body.i ], [ 0, %vector.ph.i ]
  %sunkaddr = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  store <8 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr, align 8, !noalias !14
  %sunkaddr128 = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  %sunkaddr129 = getelementptr i8, ptr %sunkaddr128, i64 64
  store <8 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr129, align 8, !noalias !14
  %sunkaddr130 = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  %sunkaddr131 = getelementptr i8, ptr %sunkaddr130, i64 128
  store <8 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr131, align 8, !noalias !14
  %sunkaddr132 = getelementptr i8, ptr %.6.i.i.i, i64 %lsr.iv.i
  %sunkaddr133 = getelementptr i8, ptr %sunkaddr132, i64 192
  store <8 x double> splat (double 0x7FF8000000000000), ptr %sunkaddr133, align 8, !noalias !14
  %lsr.iv.next.i = add nuw nsw i64 %lsr.iv.i, 256
  %4 = icmp eq i64 %3, %lsr.iv.next.i
  br i1 %4, label %middle.block.i, label %vector.body.i, !llvm.loop !19

middle.block.i:                                   ; preds = %vector.body.i
  %5 = bitcast i64 %const125 to i64
  %n.vec.i = and i64 %arg.x.5.0, %5
  %cmp.n.i = icmp eq i64 %arg.x.5.0, %n.vec.i
  br i1 %cmp.n.i, label %B0.endif.endif.endif, label %vec.epilog.iter.check.i

vec.epilog.iter.check.i:                          ; preds = %middle.block.i
  %6 = and i64 %arg.x.5.0, 28
  %min.epilog.iters.check.i = icmp eq i64 %6, 0
  br i1 %min.epilog.iters.check.i, label %B120.i.preheader, label %vec.epilog.ph.i, !prof !20

vec.epilog.ph.i:                                  ; preds = %vec.epilog.iter.check.i, %vector.main.loop.iter.check.i
  %vec.epilog.resume.val.i = phi i64 [ %n.vec.i, %vec.epilog.iter.check.i ], [ 0, %vector.main.loop.iter.check.i ]
  %7 = bitcast i64 %const125 to i64
  %const_mat = add i64 %7, 28
  %n.vec13.i = and i64 %arg.x.5.0, %const_mat
  br label %vec.epilog.vector.body.i

vec.epilog.vector.body.i:                         ; preds = %vec.epilog.vector.body.i, %vec.epilog.ph.i
  %index16.i = phi i64 [ %vec.epilog.resume.val.i, %vec.epilog.ph.i ], [ %index.next17.i, %vec.epilog.vector.body.i ]
  %8 = shl i64 %index16.i, 3
  %scevgep19.i = getelementptr i8, ptr %.6.i.i.i, i64 %8
  store <4 x double> splat (double 0x7FF8000000000000), ptr %scevgep19.i, align 8, !noalias !14
  %index.next17.i = add nuw i64 %index16.i, 4
  %9 = icmp eq i64 %n.vec13.i, %index.next17.i
  br i1 %9, label %vec.epilog.middle.block.i, label %vec.epilog.vector.body.i, !llvm.loop !21

vec.epilog.middle.block.i:                        ; preds = %vec.epilog.vector.body.i
  %cmp.n18.i = icmp eq i64 %arg.x.5.0, %n.vec13.i
  br i1 %cmp.n18.i, label %B0.endif.endif.endif, label %B120.i.preheader

common.ret:                                       ; preds = %B248.if, %B0.if.if, %B266
  %common.ret.op = phi i32 [ 0, %B266 ], [ 1, %B0.if.if ], [ 1, %B248.if ]
  ret i32 %common.ret.op

B266:                                             ; preds = %B190.B248_crit_edge.us, %B154.endif, %middle.block, %vec.epilog.middle.block, %B0.endif.endif.endif
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
  %10 = fcmp oeq double %.87, 0.000000e+00
  br i1 %10, label %B248.if, label %B154.endif.us.preheader, !prof !0

B154.endif.us.preheader:                          ; preds = %B154.endif.lr.ph.split.us
  %xtraiter = and i64 %arg.L, 7
  %11 = lshr i64 %arg.L, 3
  %12 = trunc i64 %11 to i60
  %13 = zext i60 %12 to i64
  %14 = mul i64 %13, -8
  br label %B154.endif.us

B154.endif.us:                                    ; preds = %B154.endif.us.preheader, %B190.B248_crit_edge.us
  %lsr.iv54 = phi ptr [ %arg.x.4, %B154.endif.us.preheader ], [ %scevgep55, %B190.B248_crit_edge.us ]
  %.171188196.us = phi i64 [ %.181.us, %B190.B248_crit_edge.us ], [ %..129, %B154.endif.us.preheader ]
  %.178189195.us = phi i64 [ %.185.us, %B190.B248_crit_edge.us ], [ %.92, %B154.endif.us.preheader ]
  %15 = icmp ult i64 %arg.L, 8
  br i1 %15, label %B192.us.epil.preheader, label %B192.us.preheader

B192.us.preheader:                                ; preds = %B154.endif.us
  br label %B192.us

B192.us:                                          ; preds = %B192.us.preheader, %B192.us
  %lsr.iv99 = phi i64 [ 8, %B192.us.preheader ], [ %lsr.iv.next100, %B192.us ]
  %s.2.1185.us = phi double [ %.373.us.7, %B192.us ], [ 0.000000e+00, %B192.us.preheader ]
  %16 = add i64 %lsr.iv99, -4
  %17 = add i64 %lsr.iv99, -7
  %18 = shl i64 %lsr.iv99, 3
  %scevgep101 = getelementptr i8, ptr %lsr.iv54, i64 %18
  %scevgep102 = getelementptr i8, ptr %scevgep101, i64 -64
  %.369.us = load double, ptr %scevgep102, align 8
  %.370.us = uitofp nneg i64 %17 to double
  %.371.us = fmul double %.369.us, %.370.us
  %.373.us = fadd double %s.2.1185.us, %.371.us
  %19 = add i64 %lsr.iv99, -6
  %20 = shl i64 %lsr.iv99, 3
  %scevgep103 = getelementptr i8, ptr %lsr.iv54, i64 %20
  %scevgep104 = getelementptr i8, ptr %scevgep103, i64 -56
  %.369.us.1 = load double, ptr %scevgep104, align 8
  %.370.us.1 = uitofp nneg i64 %19 to double
  %.371.us.1 = fmul double %.369.us.1, %.370.us.1
  %.373.us.1 = fadd double %.373.us, %.371.us.1
  %21 = add i64 %lsr.iv99, -5
  %22 = shl i64 %lsr.iv99, 3
  %scevgep105 = getelementptr i8, ptr %lsr.iv54, i64 %22
  %scevgep106 = getelementptr i8, ptr %scevgep105, i64 -48
  %.369.us.2 = load double, ptr %scevgep106, align 8
  %.370.us.2 = uitofp nneg i64 %21 to double
  %.371.us.2 = fmul double %.369.us.2, %.370.us.2
  %.373.us.2 = fadd double %.373.us.1, %.371.us.2
  %23 = shl i64 %lsr.iv99, 3
  %scevgep107 = getelementptr i8, ptr %lsr.iv54, i64 %23
  %scevgep108 = getelementptr i8, ptr %scevgep107, i64 -40
  %.369.us.3 = load double, ptr %scevgep108, align 8
  %.370.us.3 = uitofp nneg i64 %16 to double
  %.371.us.3 = fmul double %.369.us.3, %.370.us.3
  %.373.us.3 = fadd double %.373.us.2, %.371.us.3
  %24 = add i64 %lsr.iv99, -3
  %25 = shl i64 %lsr.iv99, 3
  %scevgep109 = getelementptr i8, ptr %lsr.iv54, i64 %25
  %scevgep110 = getelementptr i8, ptr %scevgep109, i64 -32
  %.369.us.4 = load double, ptr %scevgep110, align 8
  %.370.us.4 = uitofp nneg i64 %24 to double
  %.371.us.4 = fmul double %.369.us.4, %.370.us.4
  %.373.us.4 = fadd double %.373.us.3, %.371.us.4
  %26 = add i64 %lsr.iv99, -2
  %27 = shl i64 %lsr.iv99, 3
  %scevgep111 = getelementptr i8, ptr %lsr.iv54, i64 %27
  %scevgep112 = getelementptr i8, ptr %scevgep111, i64 -24
  %.369.us.5 = load double, ptr %scevgep112, align 8
  %.370.us.5 = uitofp nneg i64 %26 to double
  %.371.us.5 = fmul double %.369.us.5, %.370.us.5
  %.373.us.5 = fadd double %.373.us.4, %.371.us.5
  %28 = add i64 %lsr.iv99, -1
  %29 = shl i64 %lsr.iv99, 3
  %scevgep113 = getelementptr i8, ptr %lsr.iv54, i64 %29
  %scevgep114 = getelementptr i8, ptr %scevgep113, i64 -16
  %.369.us.6 = load double, ptr %scevgep114, align 8
  %.370.us.6 = uitofp nneg i64 %28 to double
  %.371.us.6 = fmul double %.369.us.6, %.370.us.6
  %.373.us.6 = fadd double %.373.us.5, %.371.us.6
  %30 = shl i64 %lsr.iv99, 3
  %scevgep115 = getelementptr i8, ptr %lsr.iv54, i64 %30
  %scevgep116 = getelementptr i8, ptr %scevgep115, i64 -8
  %.369.us.7 = load double, ptr %scevgep116, align 8
  %.370.us.7 = uitofp nneg i64 %lsr.iv99 to double
  %.371.us.7 = fmul double %.369.us.7, %.370.us.7
  %.373.us.7 = fadd double %.373.us.6, %.371.us.7
  %lsr.iv.next100 = add nuw i64 %lsr.iv99, 8
  %31 = add i64 %14, %lsr.iv.next100
  %niter.ncmp.7 = icmp eq i64 %31, 8
  br i1 %niter.ncmp.7, label %B190.B248_crit_edge.us.unr-lcssa, label %B192.us

B190.B248_crit_edge.us.unr-lcssa:                 ; preds = %B192.us
  %32 = icmp eq i64 %xtraiter, 0
  %33 = add i64 %lsr.iv.next100, -8
  br i1 %32, label %B190.B248_crit_edge.us, label %B192.us.epil.preheader

B192.us.epil.preheader:                           ; preds = %B190.B248_crit_edge.us.unr-lcssa, %B154.endif.us
  %s.2.1185.us.epil.init = phi double [ 0.000000e+00, %B154.endif.us ], [ %.373.us.7, %B190.B248_crit_edge.us.unr-lcssa ]
  %.302181183.us.epil.init = phi i64 [ 0, %B154.endif.us ], [ %33, %B190.B248_crit_edge.us.unr-lcssa ]
  %34 = add nuw nsw i64 %.302181183.us.epil.init, 1
  br label %B192.us.epil

B192.us.epil:                                     ; preds = %B192.us.epil, %B192.us.epil.preheader
  %lsr.iv75 = phi i64 [ %lsr.iv.next76, %B192.us.epil ], [ %xtraiter, %B192.us.epil.preheader ]
  %lsr.iv71 = phi i64 [ %lsr.iv.next72, %B192.us.epil ], [ %34, %B192.us.epil.preheader ]
  %s.2.1185.us.epil = phi double [ %s.2.1185.us.epil.init, %B192.us.epil.preheader ], [ %.373.us.epil, %B192.us.epil ]
  %35 = shl i64 %lsr.iv71, 3
  %scevgep73 = getelementptr i8, ptr %lsr.iv54, i64 %35
  %scevgep74 = getelementptr i8, ptr %scevgep73, i64 -8
  %.369.us.epil = load double, ptr %scevgep74, align 8
  %.370.us.epil = uitofp nneg i64 %lsr.iv71 to double
  %.371.us.epil = fmul double %.369.us.epil, %.370.us.epil
  %.373.us.epil = fadd double %s.2.1185.us.epil, %.371.us.epil
  %lsr.iv.next72 = add nuw i64 %lsr.iv71, 1
  %lsr.iv.next76 = add nsw i64 %lsr.iv75, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next76, 0
  br i1 %epil.iter.cmp.not, label %B190.B248_crit_edge.us, label %B192.us.epil, !llvm.loop !22

B190.B248_crit_edge.us:                           ; preds = %B192.us.epil, %B190.B248_crit_edge.us.unr-lcssa
  %.373.us.lcssa = phi double [ %.373.us.7, %B190.B248_crit_edge.us.unr-lcssa ], [ %.373.us.epil, %B192.us.epil ]
  %.181.us = add nsw i64 %.171188196.us, -1
  %.185.us = add i64 %.178189195.us, 1
  %.390.us = fdiv double %.373.us.lcssa, %.87
  %.407.us = icmp slt i64 %.178189195.us, 0
  %.408.us = select i1 %.407.us, i64 %arg.x.5.0, i64 0
  %36 = getelementptr double, ptr %.6.i.i.i, i64 %.178189195.us
  %.422.us = getelementptr double, ptr %36, i64 %.408.us
  store double %.390.us, ptr %.422.us, align 8
  %scevgep55 = getelementptr i8, ptr %lsr.iv54, i64 8
  %.172.us = icmp sgt i64 %.171188196.us, 1
  br i1 %.172.us, label %B154.endif.us, label %B266

B154.endif.lr.ph.split:                           ; preds = %B154.endif.lr.ph
  %37 = fcmp oeq double %.87, 0.000000e+00
  %.390 = fdiv double 0.000000e+00, %.87
  br i1 %37, label %B248.if, label %iter.check, !prof !0

iter.check:                                       ; preds = %B154.endif.lr.ph.split
  %min.iters.check = icmp slt i64 %.129, 8
  br i1 %min.iters.check, label %B154.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %const127 = bitcast i64 9223372036854775552 to i64
  %min.iters.check21 = icmp slt i64 %.129, 32
  br i1 %min.iters.check21, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %38 = bitcast i64 %const127 to i64
  %const_mat88 = add i64 %38, 224
  %n.vec = and i64 %..129, %const_mat88
  %39 = add i64 %.92, %n.vec
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %arg.x.5.0, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <8 x double> poison, double %.390, i64 0
  %broadcast.splat23 = shufflevector <8 x double> %broadcast.splatinsert22, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert24 = insertelement <8 x i64> poison, i64 %.92, i64 0
  %broadcast.splat25 = shufflevector <8 x i64> %broadcast.splatinsert24, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction = add <8 x i64> %broadcast.splat25, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %lsr.iv50 = phi i64 [ %lsr.iv.next51, %vector.body ], [ %n.vec, %vector.ph ]
  %vec.ind = phi <8 x i64> [ %induction, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %step.add = add <8 x i64> %vec.ind, splat (i64 8)
  %step.add.2 = add <8 x i64> %vec.ind, splat (i64 16)
  %step.add.3 = add <8 x i64> %vec.ind, splat (i64 24)
  %40 = icmp slt <8 x i64> %vec.ind, zeroinitializer
  %41 = icmp slt <8 x i64> %step.add, zeroinitializer
  %42 = icmp slt <8 x i64> %step.add.2, zeroinitializer
  %43 = icmp slt <8 x i64> %step.add.3, zeroinitializer
  %44 = select <8 x i1> %40, <8 x i64> %broadcast.splat, <8 x i64> zeroinitializer
  %45 = select <8 x i1> %41, <8 x i64> %broadcast.splat, <8 x i64> zeroinitializer
  %46 = select <8 x i1> %42, <8 x i64> %broadcast.splat, <8 x i64> zeroinitializer
  %47 = select <8 x i1> %43, <8 x i64> %broadcast.splat, <8 x i64> zeroinitializer
  %48 = getelementptr double, ptr %.6.i.i.i, <8 x i64> %vec.ind
  %49 = getelementptr double, ptr %.6.i.i.i, <8 x i64> %step.add
  %50 = getelementptr double, ptr %.6.i.i.i, <8 x i64> %step.add.2
  %51 = getelementptr double, ptr %.6.i.i.i, <8 x i64> %step.add.3
  %52 = getelementptr double, <8 x ptr> %48, <8 x i64> %44
  %53 = getelementptr double, <8 x ptr> %49, <8 x i64> %45
  %54 = getelementptr double, <8 x ptr> %50, <8 x i64> %46
  %55 = getelementptr double, <8 x ptr> %51, <8 x i64> %47
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %broadcast.splat23, <8 x ptr> align 8 %52, <8 x i1> splat (i1 true))
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %broadcast.splat23, <8 x ptr> align 8 %53, <8 x i1> splat (i1 true))
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %broadcast.splat23, <8 x ptr> align 8 %54, <8 x i1> splat (i1 true))
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %broadcast.splat23, <8 x ptr> align 8 %55, <8 x i1> splat (i1 true))
  %vec.ind.next = add <8 x i64> %vec.ind, splat (i64 32)
  %lsr.iv.next51 = add i64 %lsr.iv50, -32
  %56 = icmp eq i64 %lsr.iv.next51, 0
  br i1 %56, label %middle.block, label %vector.body, !llvm.loop !24

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %.129, %n.vec
  br i1 %cmp.n, label %B266, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %ind.end = and i64 %..129, 31
  %ind.end42 = add i64 %.92, %n.vec
  %57 = and i64 %..129, 24
  %min.epilog.iters.check = icmp eq i64 %57, 0
  br i1 %min.epilog.iters.check, label %B154.endif.preheader, label %vec.epilog.ph, !prof !25

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %bc.resume.val = phi i64 [ %39, %vec.epilog.iter.check ], [ %.92, %vector.main.loop.iter.check ]
  %58 = bitcast i64 %const127 to i64
  %const_mat89 = add i64 %58, 248
  %n.vec27 = and i64 %..129, %const_mat89
  %59 = and i64 %..129, 7
  %60 = add i64 %.92, %n.vec27
  %broadcast.splatinsert28 = insertelement <8 x i64> poison, i64 %arg.x.5.0, i64 0
  %broadcast.splat29 = shufflevector <8 x i64> %broadcast.splatinsert28, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert30 = insertelement <8 x double> poison, double %.390, i64 0
  %broadcast.splat31 = shufflevector <8 x double> %broadcast.splatinsert30, <8 x double> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert32 = insertelement <8 x i64> poison, i64 %bc.resume.val, i64 0
  %broadcast.splat33 = shufflevector <8 x i64> %broadcast.splatinsert32, <8 x i64> poison, <8 x i32> zeroinitializer
  %induction34 = add <8 x i64> %broadcast.splat33, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %lsr.iv97 = phi i64 [ %lsr.iv.next98, %vec.epilog.vector.body ], [ %vec.epilog.resume.val, %vec.epilog.ph ]
  %vec.ind36 = phi <8 x i64> [ %induction34, %vec.epilog.ph ], [ %vec.ind.next38, %vec.epilog.vector.body ]
  %61 = icmp slt <8 x i64> %vec.ind36, zeroinitializer
  %62 = select <8 x i1> %61, <8 x i64> %broadcast.splat29, <8 x i64> zeroinitializer
  %63 = getelementptr double, ptr %.6.i.i.i, <8 x i64> %vec.ind36
  %64 = getelementptr double, <8 x ptr> %63, <8 x i64> %62
  tail call void @llvm.masked.scatter.v8f64.v8p0(<8 x double> %broadcast.splat31, <8 x ptr> align 8 %64, <8 x i1> splat (i1 true))
  %vec.ind.next38 = add <8 x i64> %vec.ind36, splat (i64 8)
  %lsr.iv.next98 = add i64 %lsr.iv97, 8
  %65 = icmp eq i64 %n.vec27, %lsr.iv.next98
  br i1 %65, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n39 = icmp eq i64 %.129, %n.vec27
  br i1 %cmp.n39, label %B266, label %B154.endif.preheader

B154.endif.preheader:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %.171188196.ph = phi i64 [ %..129, %iter.check ], [ %ind.end, %vec.epilog.iter.check ], [ %59, %vec.epilog.middle.block ]
  %.178189195.ph = phi i64 [ %.92, %iter.check ], [ %ind.end42, %vec.epilog.iter.check ], [ %60, %vec.epilog.middle.block ]
  %66 = add nuw i64 %.171188196.ph, 1
  br label %B154.endif

B154.endif:                                       ; preds = %B154.endif.preheader, %B154.endif
  %lsr.iv = phi i64 [ %66, %B154.endif.preheader ], [ %lsr.iv.next, %B154.endif ]
  %.178189195 = phi i64 [ %.185, %B154.endif ], [ %.178189195.ph, %B154.endif.preheader ]
  %.185 = add i64 %.178189195, 1
  %.407 = icmp slt i64 %.178189195, 0
  %.408 = select i1 %.407, i64 %arg.x.5.0, i64 0
  %67 = shl i64 %.408, 3
  %scevgep = getelementptr i8, ptr %.6.i.i.i, i64 %67
  %68 = shl i64 %.178189195, 3
  %scevgep47 = getelementptr i8, ptr %scevgep, i64 %68
  store double %.390, ptr %scevgep47, align 8
  %lsr.iv.next = add i64 %lsr.iv, -1
  %.172 = icmp samesign ugt i64 %lsr.iv.next, 1
  br i1 %.172, label %B154.endif, label %B266, !llvm.loop !27

B248.if:                                          ; preds = %B154.endif.lr.ph.split, %B154.endif.lr.ph.split.us
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !28
  br label %common.ret
}
