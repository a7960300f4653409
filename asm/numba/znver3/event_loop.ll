; ipc_tax_ref.kernel.event_loop — optimised LLVM IR (inspect_llvm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
; command: NUMBA_CPU_NAME=znver3 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
define range(i32 0, 2) i32 @_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE(ptr noalias writeonly captures(none) %retptr, ptr noalias writeonly captures(none) %excinfo, ptr %arg.close.0, ptr readnone captures(none) %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr readonly captures(none) %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, ptr %arg.a.0, ptr readnone captures(none) %arg.a.1, i64 %arg.a.2, i64 %arg.a.3, ptr readonly captures(none) %arg.a.4, i64 %arg.a.5.0, i64 %arg.a.6.0, ptr %arg.b.0, ptr readnone captures(none) %arg.b.1, i64 %arg.b.2, i64 %arg.b.3, ptr readonly captures(none) %arg.b.4, i64 %arg.b.5.0, i64 %arg.b.6.0) local_unnamed_addr {
B0.endif:
  tail call void @NRT_incref(ptr %arg.close.0)
  tail call void @NRT_incref(ptr %arg.a.0)
  tail call void @NRT_incref(ptr %arg.b.0)
  %.109 = add i64 %arg.close.5.0, -1
  %.154305.not = icmp slt i64 %.109, 1
  br i1 %.154305.not, label %B416, label %B80.preheader

B80.preheader:                                    ; preds = %B0.endif
  br label %B80

B80:                                              ; preds = %B80.preheader, %B414
  %lsr.iv = phi i64 [ 0, %B80.preheader ], [ %lsr.iv.next, %B414 ]
  %trades.3.0311 = phi i64 [ %trades.4.1, %B414 ], [ 0, %B80.preheader ]
  %pnl.3.0310 = phi double [ %pnl.4.1, %B414 ], [ 0.000000e+00, %B80.preheader ]
  %entry.2.0309 = phi double [ %entry.3.1, %B414 ], [ 0.000000e+00, %B80.preheader ]
  %pos.2.0308 = phi i64 [ %pos.3.1, %B414 ], [ 0, %B80.preheader ]
  %0 = shl i64 %lsr.iv, 3
  %scevgep9 = getelementptr i8, ptr %arg.b.4, i64 %0
  %scevgep10 = getelementptr i8, ptr %scevgep9, i64 8
  %.228 = load double, ptr %scevgep10, align 8
  %1 = shl i64 %lsr.iv, 3
  %scevgep5 = getelementptr i8, ptr %arg.a.4, i64 %1
  %scevgep6 = getelementptr i8, ptr %scevgep5, i64 8
  %.259 = load double, ptr %scevgep6, align 8
  %.260 = fcmp ogt double %.228, %.259
  br i1 %.260, label %B122, label %B176

B122:                                             ; preds = %B80
  %2 = shl i64 %lsr.iv, 3
  %scevgep8 = getelementptr i8, ptr %arg.b.4, i64 %2
  %.293 = load double, ptr %scevgep8, align 8
  %3 = shl i64 %lsr.iv, 3
  %scevgep4 = getelementptr i8, ptr %arg.a.4, i64 %3
  %.325 = load double, ptr %scevgep4, align 8
  %.326 = fcmp olt double %.293, %.325
  br i1 %.326, label %B276, label %B176

B176:                                             ; preds = %B122, %B80
  %.399 = fcmp olt double %.228, %.259
  br i1 %.399, label %B212, label %B414

B212:                                             ; preds = %B176
  %4 = shl i64 %lsr.iv, 3
  %scevgep7 = getelementptr i8, ptr %arg.b.4, i64 %4
  %.437 = load double, ptr %scevgep7, align 8
  %5 = shl i64 %lsr.iv, 3
  %scevgep3 = getelementptr i8, ptr %arg.a.4, i64 %5
  %.469 = load double, ptr %scevgep3, align 8
  %.470 = fcmp ogt double %.437, %.469
  br i1 %.470, label %B276, label %B414

B276:                                             ; preds = %B212, %B122
  %signal.3.1.ph = phi i64 [ 1, %B122 ], [ -1, %B212 ]
  %.510.not = icmp eq i64 %signal.3.1.ph, %pos.2.0308
  br i1 %.510.not, label %B414, label %B288

B288:                                             ; preds = %B276
  %.529.not = icmp eq i64 %pos.2.0308, 0
  br i1 %.529.not, label %B288.B394_crit_edge, label %B300

B288.B394_crit_edge:                              ; preds = %B288
  %sunkaddr = mul i64 %lsr.iv, 8
  %sunkaddr18 = getelementptr i8, ptr %arg.close.4, i64 %sunkaddr
  %sunkaddr19 = getelementptr i8, ptr %sunkaddr18, i64 8
  %.655.pre = load double, ptr %sunkaddr19, align 8
  br label %B414

B300:                                             ; preds = %B288
  %.570 = fcmp oeq double %entry.2.0309, 0.000000e+00
  br i1 %.570, label %B300.if, label %B300.endif, !prof !0

B414:                                             ; preds = %B300.endif, %B288.B394_crit_edge, %B176, %B212, %B276
  %pos.3.1 = phi i64 [ %pos.2.0308, %B176 ], [ %pos.2.0308, %B276 ], [ %pos.2.0308, %B212 ], [ %signal.3.1.ph, %B288.B394_crit_edge ], [ %signal.3.1.ph, %B300.endif ]
  %entry.3.1 = phi double [ %entry.2.0309, %B176 ], [ %entry.2.0309, %B276 ], [ %entry.2.0309, %B212 ], [ %.655.pre, %B288.B394_crit_edge ], [ %.561, %B300.endif ]
  %pnl.4.1 = phi double [ %pnl.3.0310, %B176 ], [ %pnl.3.0310, %B276 ], [ %pnl.3.0310, %B212 ], [ %pnl.3.0310, %B288.B394_crit_edge ], [ %.590, %B300.endif ]
  %trades.4.1 = phi i64 [ %trades.3.0311, %B176 ], [ %trades.3.0311, %B276 ], [ %trades.3.0311, %B212 ], [ %trades.3.0311, %B288.B394_crit_edge ], [ %.596, %B300.endif ]
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 1
  %exitcond.not = icmp eq i64 %.109, %lsr.iv.next
  br i1 %exitcond.not, label %B416, label %B80

B416:                                             ; preds = %B414, %B0.endif
  %pos.2.0.lcssa = phi i64 [ 0, %B0.endif ], [ %pos.3.1, %B414 ]
  %entry.2.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %entry.3.1, %B414 ]
  %pnl.3.0.lcssa = phi double [ 0.000000e+00, %B0.endif ], [ %pnl.4.1, %B414 ]
  %trades.3.0.lcssa = phi i64 [ 0, %B0.endif ], [ %trades.4.1, %B414 ]
  tail call void @NRT_decref(ptr %arg.b.0)
  tail call void @NRT_decref(ptr %arg.a.0)
  %.709.not = icmp eq i64 %pos.2.0.lcssa, 0
  br i1 %.709.not, label %B528, label %B428

B428:                                             ; preds = %B416
  %.729 = tail call i64 @llvm.smin.i64(i64 %arg.close.5.0, i64 0)
  %6 = getelementptr double, ptr %arg.close.4, i64 %arg.close.5.0
  %7 = getelementptr i8, ptr %6, i64 -8
  %.743 = getelementptr double, ptr %7, i64 %.729
  %.744 = load double, ptr %.743, align 8
  tail call void @NRT_decref(ptr %arg.close.0)
  %.758 = fcmp oeq double %entry.2.0.lcssa, 0.000000e+00
  br i1 %.758, label %B428.if, label %B428.endif, !prof !0

common.ret:                                       ; preds = %B428.if, %B300.if, %B528
  %common.ret.op = phi i32 [ 0, %B528 ], [ 1, %B300.if ], [ 1, %B428.if ]
  ret i32 %common.ret.op

B528:                                             ; preds = %B428.endif, %B416
  %close.sroa.0.0 = phi ptr [ null, %B428.endif ], [ %arg.close.0, %B416 ]
  %pnl.6.0 = phi double [ %.778, %B428.endif ], [ %pnl.3.0.lcssa, %B416 ]
  %trades.6.0 = phi i64 [ %.784, %B428.endif ], [ %trades.3.0.lcssa, %B416 ]
  tail call void @NRT_decref(ptr %close.sroa.0.0)
  store double %pnl.6.0, ptr %retptr, align 8
  %retptr.repack297 = getelementptr inbounds nuw i8, ptr %retptr, i64 8
  store i64 %trades.6.0, ptr %retptr.repack297, align 8
  br label %common.ret

B300.if:                                          ; preds = %B300
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B300.endif:                                       ; preds = %B300
  %.565 = sitofp i64 %pos.2.0308 to double
  %sunkaddr20 = mul i64 %lsr.iv, 8
  %sunkaddr21 = getelementptr i8, ptr %arg.close.4, i64 %sunkaddr20
  %sunkaddr22 = getelementptr i8, ptr %sunkaddr21, i64 8
  %.561 = load double, ptr %sunkaddr22, align 8
  %.563 = fsub double %.561, %entry.2.0309
  %.566 = fmul double %.563, %.565
  %.577 = fdiv double %.566, %entry.2.0309
  %.581 = fadd double %.577, 1.000000e+00
  %.584 = fmul double %.581, 0x3FEFF8A0902DE00D
  %.586 = fadd double %.584, -1.000000e+00
  %.588 = fmul double %.586, 1.000000e+02
  %.590 = fadd double %pnl.3.0310, %.588
  %.596 = add nsw i64 %trades.3.0311, 1
  br label %B414

B428.if:                                          ; preds = %B428
  store ptr @.const.picklebuf.<sha1>, ptr %excinfo, align 8, !numba_exception_output !1
  br label %common.ret

B428.endif:                                       ; preds = %B428
  %.753 = sitofp i64 %pos.2.0.lcssa to double
  %.751 = fsub double %.744, %entry.2.0.lcssa
  %.754 = fmul double %.751, %.753
  %.765 = fdiv double %.754, %entry.2.0.lcssa
  %.769 = fadd double %.765, 1.000000e+00
  %.772 = fmul double %.769, 0x3FEFF8A0902DE00D
  %.774 = fadd double %.772, -1.000000e+00
  %.776 = fmul double %.774, 1.000000e+02
  %.778 = fadd double %pnl.3.0.lcssa, %.776
  %.784 = add nsw i64 %trades.3.0.lcssa, 1
  br label %B528
}
