; ipc_tax_ref.kernel.combo — optimised LLVM IR (inspect_llvm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
; command: NUMBA_CPU_NAME=emeraldrapids NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
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
  %const1167 = bitcast i64 -1152921504606846976 to i64
  %const1165 = bitcast i64 -2305843009213693952 to i64
  %0 = bitcast i64 %const1167 to i64
  %1 = bitcast i64 %const1165 to i64
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
  br i1 %3, label %iter.check292, label %iter.check251

iter.check251:                                    ; preds = %for.body.lr.ph.split.us
  %4 = icmp ult i64 %dest_shape.1158163, 4
  br i1 %4, label %for.body.endif.endif.endif.us.preheader, label %vector.memcheck238

vector.memcheck238:                               ; preds = %iter.check251
  %5 = shl i64 %dest_shape.1158163, 3
  %scevgep239 = getelementptr i8, ptr %.6.i, i64 %5
  %scevgep240 = getelementptr i8, ptr %.40.fca.4.load, i64 %5
  %scevgep241 = getelementptr i8, ptr %.80.fca.4.load, i64 8
  %bound0242 = icmp ult ptr %.6.i, %scevgep240
  %bound1243 = icmp ult ptr %.40.fca.4.load, %scevgep239
  %found.conflict244 = and i1 %bound0242, %bound1243
  %bound0245 = icmp ult ptr %.6.i, %scevgep241
  %bound1246 = icmp ult ptr %.80.fca.4.load, %scevgep239
  %found.conflict247 = and i1 %bound0245, %bound1246
  %conflict.rdx248 = or i1 %found.conflict244, %found.conflict247
  br i1 %conflict.rdx248, label %for.body.endif.endif.endif.us.preheader, label %vector.main.loop.iter.check253

vector.main.loop.iter.check253:                   ; preds = %vector.memcheck238
  %const1163 = bitcast i64 9223372036854775804 to i64
  %min.iters.check252 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check252, label %vec.epilog.ph272, label %vector.ph254

vector.ph254:                                     ; preds = %vector.main.loop.iter.check253
  %6 = bitcast i64 %const1163 to i64
  %const_mat607 = add i64 %6, -12
  %n.vec256 = and i64 %dest_shape.1158163, %const_mat607
  %7 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert263 = insertelement <4 x double> poison, double %7, i64 0
  %broadcast.splat264 = shufflevector <4 x double> %broadcast.splatinsert263, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body257

vector.body257:                                   ; preds = %vector.body257, %vector.ph254
  %index258 = phi i64 [ 0, %vector.ph254 ], [ %index.next265, %vector.body257 ]
  %sunkaddr1169 = mul i64 %index258, 8
  %sunkaddr1170 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1169
  %wide.load259 = load <4 x double>, ptr %sunkaddr1170, align 8, !alias.scope !14
  %sunkaddr1171 = mul i64 %index258, 8
  %sunkaddr1172 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1171
  %sunkaddr1173 = getelementptr i8, ptr %sunkaddr1172, i64 32
  %wide.load260 = load <4 x double>, ptr %sunkaddr1173, align 8, !alias.scope !14
  %sunkaddr1174 = mul i64 %index258, 8
  %sunkaddr1175 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1174
  %sunkaddr1176 = getelementptr i8, ptr %sunkaddr1175, i64 64
  %wide.load261 = load <4 x double>, ptr %sunkaddr1176, align 8, !alias.scope !14
  %sunkaddr1177 = mul i64 %index258, 8
  %sunkaddr1178 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1177
  %sunkaddr1179 = getelementptr i8, ptr %sunkaddr1178, i64 96
  %wide.load262 = load <4 x double>, ptr %sunkaddr1179, align 8, !alias.scope !14
  %8 = fmul <4 x double> %wide.load259, splat (double 2.000000e+00)
  %9 = fmul <4 x double> %wide.load260, splat (double 2.000000e+00)
  %10 = fmul <4 x double> %wide.load261, splat (double 2.000000e+00)
  %11 = fmul <4 x double> %wide.load262, splat (double 2.000000e+00)
  %12 = fsub <4 x double> %8, %broadcast.splat264
  %13 = fsub <4 x double> %9, %broadcast.splat264
  %14 = fsub <4 x double> %10, %broadcast.splat264
  %15 = fsub <4 x double> %11, %broadcast.splat264
  %sunkaddr1180 = mul i64 %index258, 8
  %sunkaddr1181 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1180
  store <4 x double> %12, ptr %sunkaddr1181, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1182 = mul i64 %index258, 8
  %sunkaddr1183 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1182
  %sunkaddr1184 = getelementptr i8, ptr %sunkaddr1183, i64 32
  store <4 x double> %13, ptr %sunkaddr1184, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1185 = mul i64 %index258, 8
  %sunkaddr1186 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1185
  %sunkaddr1187 = getelementptr i8, ptr %sunkaddr1186, i64 64
  store <4 x double> %14, ptr %sunkaddr1187, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1188 = mul i64 %index258, 8
  %sunkaddr1189 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1188
  %sunkaddr1190 = getelementptr i8, ptr %sunkaddr1189, i64 96
  store <4 x double> %15, ptr %sunkaddr1190, align 8, !alias.scope !16, !noalias !18
  %index.next265 = add nuw i64 %index258, 16
  %16 = icmp eq i64 %n.vec256, %index.next265
  br i1 %16, label %middle.block266, label %vector.body257, !llvm.loop !19

middle.block266:                                  ; preds = %vector.body257
  %cmp.n267 = icmp eq i64 %dest_shape.1158163, %n.vec256
  br i1 %cmp.n267, label %for.end, label %vec.epilog.iter.check270

vec.epilog.iter.check270:                         ; preds = %middle.block266
  %17 = and i64 %dest_shape.1158163, 12
  %min.epilog.iters.check271 = icmp eq i64 %17, 0
  br i1 %min.epilog.iters.check271, label %for.body.endif.endif.endif.us.preheader, label %vec.epilog.ph272, !prof !22

vec.epilog.ph272:                                 ; preds = %vector.main.loop.iter.check253, %vec.epilog.iter.check270
  %vec.epilog.resume.val268 = phi i64 [ %n.vec256, %vec.epilog.iter.check270 ], [ 0, %vector.main.loop.iter.check253 ]
  %18 = bitcast i64 %const1163 to i64
  %n.vec274 = and i64 %dest_shape.1158163, %18
  %19 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert278 = insertelement <4 x double> poison, double %19, i64 0
  %broadcast.splat279 = shufflevector <4 x double> %broadcast.splatinsert278, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body275

vec.epilog.vector.body275:                        ; preds = %vec.epilog.vector.body275, %vec.epilog.ph272
  %index276 = phi i64 [ %vec.epilog.resume.val268, %vec.epilog.ph272 ], [ %index.next280, %vec.epilog.vector.body275 ]
  %20 = shl i64 %index276, 3
  %scevgep502 = getelementptr i8, ptr %.40.fca.4.load, i64 %20
  %wide.load277 = load <4 x double>, ptr %scevgep502, align 8, !alias.scope !14
  %21 = fmul <4 x double> %wide.load277, splat (double 2.000000e+00)
  %22 = fsub <4 x double> %21, %broadcast.splat279
  %23 = shl i64 %index276, 3
  %scevgep501 = getelementptr i8, ptr %.6.i, i64 %23
  store <4 x double> %22, ptr %scevgep501, align 8, !alias.scope !16, !noalias !18
  %index.next280 = add nuw i64 %index276, 4
  %24 = icmp eq i64 %n.vec274, %index.next280
  br i1 %24, label %vec.epilog.middle.block281, label %vec.epilog.vector.body275, !llvm.loop !23

vec.epilog.middle.block281:                       ; preds = %vec.epilog.vector.body275
  %cmp.n282 = icmp eq i64 %dest_shape.1158163, %n.vec274
  br i1 %cmp.n282, label %for.end, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vec.epilog.middle.block281, %vec.epilog.iter.check270, %vector.memcheck238, %iter.check251
  %loop.index229.us.ph = phi i64 [ 0, %iter.check251 ], [ 0, %vector.memcheck238 ], [ %n.vec256, %vec.epilog.iter.check270 ], [ %n.vec274, %vec.epilog.middle.block281 ]
  %25 = sub nsw i64 %dest_shape.1158163, %loop.index229.us.ph
  %xtraiter333 = and i64 %25, 7
  %lcmp.mod334.not = icmp eq i64 %xtraiter333, 0
  br i1 %lcmp.mod334.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv499 = phi i64 [ %xtraiter333, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next500, %for.body.endif.endif.endif.us.prol ]
  %loop.index229.us.prol = phi i64 [ %.327.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index229.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %26 = shl i64 %loop.index229.us.prol, 3
  %scevgep498 = getelementptr i8, ptr %.40.fca.4.load, i64 %26
  %.289.us.prol = load double, ptr %scevgep498, align 8
  %.298.us.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.prol = fmul double %.289.us.prol, 2.000000e+00
  %.8.i45.prol = fsub double %.7.i44.prol, %.298.us.prol
  %27 = shl i64 %loop.index229.us.prol, 3
  %scevgep497 = getelementptr i8, ptr %.6.i, i64 %27
  store double %.8.i45.prol, ptr %scevgep497, align 8
  %.327.us.prol = add nuw i64 %loop.index229.us.prol, 1
  %lsr.iv.next500 = add nsw i64 %lsr.iv499, -1
  %prol.iter335.cmp.not = icmp eq i64 %lsr.iv.next500, 0
  br i1 %prol.iter335.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index229.us.unr = phi i64 [ %loop.index229.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.327.us.prol, %for.body.endif.endif.endif.us.prol ]
  %28 = sub nsw i64 %loop.index229.us.ph, %dest_shape.1158163
  %29 = icmp ugt i64 %28, -8
  br i1 %29, label %for.end, label %for.body.endif.endif.endif.us.preheader350

for.body.endif.endif.endif.us.preheader350:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check292:                                    ; preds = %for.body.lr.ph.split.us
  %30 = icmp ult i64 %dest_shape.1158163, 4
  br i1 %30, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck284

vector.memcheck284:                               ; preds = %iter.check292
  %31 = ptrtoint ptr %.6.i to i64
  %32 = ptrtoint ptr %.80.fca.4.load to i64
  %33 = ptrtoint ptr %.40.fca.4.load to i64
  %34 = sub i64 %31, %33
  %diff.check = icmp ult i64 %34, 128
  %35 = sub i64 %31, %32
  %diff.check288 = icmp ult i64 %35, 128
  %conflict.rdx289 = or i1 %diff.check, %diff.check288
  br i1 %conflict.rdx289, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check294

vector.main.loop.iter.check294:                   ; preds = %vector.memcheck284
  %const1164 = bitcast i64 9223372036854775804 to i64
  %min.iters.check293 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check293, label %vec.epilog.ph315, label %vector.ph295

vector.ph295:                                     ; preds = %vector.main.loop.iter.check294
  %36 = bitcast i64 %const1164 to i64
  %const_mat609 = add i64 %36, -12
  %n.vec297 = and i64 %dest_shape.1158163, %const_mat609
  br label %vector.body298

vector.body298:                                   ; preds = %vector.body298, %vector.ph295
  %index299 = phi i64 [ 0, %vector.ph295 ], [ %index.next308, %vector.body298 ]
  %sunkaddr1191 = mul i64 %index299, 8
  %sunkaddr1192 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1191
  %wide.load300 = load <4 x double>, ptr %sunkaddr1192, align 8
  %sunkaddr1193 = mul i64 %index299, 8
  %sunkaddr1194 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1193
  %sunkaddr1195 = getelementptr i8, ptr %sunkaddr1194, i64 32
  %wide.load301 = load <4 x double>, ptr %sunkaddr1195, align 8
  %sunkaddr1196 = mul i64 %index299, 8
  %sunkaddr1197 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1196
  %sunkaddr1198 = getelementptr i8, ptr %sunkaddr1197, i64 64
  %wide.load302 = load <4 x double>, ptr %sunkaddr1198, align 8
  %sunkaddr1199 = mul i64 %index299, 8
  %sunkaddr1200 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1199
  %sunkaddr1201 = getelementptr i8, ptr %sunkaddr1200, i64 96
  %wide.load303 = load <4 x double>, ptr %sunkaddr1201, align 8
  %sunkaddr1202 = mul i64 %index299, 8
  %sunkaddr1203 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1202
  %wide.load304 = load <4 x double>, ptr %sunkaddr1203, align 8
  %sunkaddr1204 = mul i64 %index299, 8
  %sunkaddr1205 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1204
  %sunkaddr1206 = getelementptr i8, ptr %sunkaddr1205, i64 32
  %wide.load305 = load <4 x double>, ptr %sunkaddr1206, align 8
  %sunkaddr1207 = mul i64 %index299, 8
  %sunkaddr1208 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1207
  %sunkaddr1209 = getelementptr i8, ptr %sunkaddr1208, i64 64
  %wide.load306 = load <4 x double>, ptr %sunkaddr1209, align 8
  %sunkaddr1210 = mul i64 %index299, 8
  %sunkaddr1211 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1210
  %sunkaddr1212 = getelementptr i8, ptr %sunkaddr1211, i64 96
  %wide.load307 = load <4 x double>, ptr %sunkaddr1212, align 8
  %37 = fmul <4 x double> %wide.load300, splat (double 2.000000e+00)
  %38 = fmul <4 x double> %wide.load301, splat (double 2.000000e+00)
  %39 = fmul <4 x double> %wide.load302, splat (double 2.000000e+00)
  %40 = fmul <4 x double> %wide.load303, splat (double 2.000000e+00)
  %41 = fsub <4 x double> %37, %wide.load304
  %42 = fsub <4 x double> %38, %wide.load305
  %43 = fsub <4 x double> %39, %wide.load306
  %44 = fsub <4 x double> %40, %wide.load307
  %sunkaddr1213 = mul i64 %index299, 8
  %sunkaddr1214 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1213
  store <4 x double> %41, ptr %sunkaddr1214, align 8
  %sunkaddr1215 = mul i64 %index299, 8
  %sunkaddr1216 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1215
  %sunkaddr1217 = getelementptr i8, ptr %sunkaddr1216, i64 32
  store <4 x double> %42, ptr %sunkaddr1217, align 8
  %sunkaddr1218 = mul i64 %index299, 8
  %sunkaddr1219 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1218
  %sunkaddr1220 = getelementptr i8, ptr %sunkaddr1219, i64 64
  store <4 x double> %43, ptr %sunkaddr1220, align 8
  %sunkaddr1221 = mul i64 %index299, 8
  %sunkaddr1222 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1221
  %sunkaddr1223 = getelementptr i8, ptr %sunkaddr1222, i64 96
  store <4 x double> %44, ptr %sunkaddr1223, align 8
  %index.next308 = add nuw i64 %index299, 16
  %45 = icmp eq i64 %n.vec297, %index.next308
  br i1 %45, label %middle.block309, label %vector.body298, !llvm.loop !26

middle.block309:                                  ; preds = %vector.body298
  %cmp.n310 = icmp eq i64 %dest_shape.1158163, %n.vec297
  br i1 %cmp.n310, label %for.end, label %vec.epilog.iter.check313

vec.epilog.iter.check313:                         ; preds = %middle.block309
  %46 = and i64 %dest_shape.1158163, 12
  %min.epilog.iters.check314 = icmp eq i64 %46, 0
  br i1 %min.epilog.iters.check314, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph315, !prof !22

vec.epilog.ph315:                                 ; preds = %vector.main.loop.iter.check294, %vec.epilog.iter.check313
  %vec.epilog.resume.val311 = phi i64 [ %n.vec297, %vec.epilog.iter.check313 ], [ 0, %vector.main.loop.iter.check294 ]
  %47 = bitcast i64 %const1164 to i64
  %n.vec317 = and i64 %dest_shape.1158163, %47
  br label %vec.epilog.vector.body318

vec.epilog.vector.body318:                        ; preds = %vec.epilog.vector.body318, %vec.epilog.ph315
  %index319 = phi i64 [ %vec.epilog.resume.val311, %vec.epilog.ph315 ], [ %index.next322, %vec.epilog.vector.body318 ]
  %48 = shl i64 %index319, 3
  %scevgep440 = getelementptr i8, ptr %.40.fca.4.load, i64 %48
  %wide.load320 = load <4 x double>, ptr %scevgep440, align 8
  %49 = shl i64 %index319, 3
  %scevgep439 = getelementptr i8, ptr %.80.fca.4.load, i64 %49
  %wide.load321 = load <4 x double>, ptr %scevgep439, align 8
  %50 = fmul <4 x double> %wide.load320, splat (double 2.000000e+00)
  %51 = fsub <4 x double> %50, %wide.load321
  %52 = shl i64 %index319, 3
  %scevgep438 = getelementptr i8, ptr %.6.i, i64 %52
  store <4 x double> %51, ptr %scevgep438, align 8
  %index.next322 = add nuw i64 %index319, 4
  %53 = icmp eq i64 %n.vec317, %index.next322
  br i1 %53, label %vec.epilog.middle.block323, label %vec.epilog.vector.body318, !llvm.loop !27

vec.epilog.middle.block323:                       ; preds = %vec.epilog.vector.body318
  %cmp.n324 = icmp eq i64 %dest_shape.1158163, %n.vec317
  br i1 %cmp.n324, label %for.end, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vec.epilog.middle.block323, %vec.epilog.iter.check313, %vector.memcheck284, %iter.check292
  %loop.index229.us.us.ph = phi i64 [ 0, %iter.check292 ], [ 0, %vector.memcheck284 ], [ %n.vec297, %vec.epilog.iter.check313 ], [ %n.vec317, %vec.epilog.middle.block323 ]
  %54 = sub nsw i64 %dest_shape.1158163, %loop.index229.us.us.ph
  %xtraiter336 = and i64 %54, 7
  %lcmp.mod337.not = icmp eq i64 %xtraiter336, 0
  br i1 %lcmp.mod337.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv436 = phi i64 [ %xtraiter336, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next437, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index229.us.us.prol = phi i64 [ %.327.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index229.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %55 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep435 = getelementptr i8, ptr %.40.fca.4.load, i64 %55
  %.289.us.us.prol = load double, ptr %scevgep435, align 8
  %56 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep434 = getelementptr i8, ptr %.80.fca.4.load, i64 %56
  %.298.us.us.prol = load double, ptr %scevgep434, align 8
  %.7.i.prol = fmul double %.289.us.us.prol, 2.000000e+00
  %.8.i.prol = fsub double %.7.i.prol, %.298.us.us.prol
  %57 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep433 = getelementptr i8, ptr %.6.i, i64 %57
  store double %.8.i.prol, ptr %scevgep433, align 8
  %.327.us.us.prol = add nuw i64 %loop.index229.us.us.prol, 1
  %lsr.iv.next437 = add nsw i64 %lsr.iv436, -1
  %prol.iter338.cmp.not = icmp eq i64 %lsr.iv.next437, 0
  br i1 %prol.iter338.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !28

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index229.us.us.unr = phi i64 [ %loop.index229.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.327.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %58 = sub nsw i64 %loop.index229.us.us.ph, %dest_shape.1158163
  %59 = icmp ugt i64 %58, -8
  br i1 %59, label %for.end, label %for.body.endif.endif.endif.us.us.preheader349

for.body.endif.endif.endif.us.us.preheader349:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader349, %for.body.endif.endif.endif.us.us
  %loop.index229.us.us = phi i64 [ %.327.us.us.7, %for.body.endif.endif.endif.us.us ], [ %loop.index229.us.us.unr, %for.body.endif.endif.endif.us.us.preheader349 ]
  %sunkaddr1224 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1225 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1224
  %.289.us.us = load double, ptr %sunkaddr1225, align 8
  %sunkaddr1226 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1227 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1226
  %.298.us.us = load double, ptr %sunkaddr1227, align 8
  %.7.i = fmul double %.289.us.us, 2.000000e+00
  %.8.i = fsub double %.7.i, %.298.us.us
  %sunkaddr1228 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1229 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1228
  store double %.8.i, ptr %sunkaddr1229, align 8
  %sunkaddr1230 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1231 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1230
  %sunkaddr1232 = getelementptr i8, ptr %sunkaddr1231, i64 8
  %.289.us.us.1 = load double, ptr %sunkaddr1232, align 8
  %sunkaddr1233 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1234 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1233
  %sunkaddr1235 = getelementptr i8, ptr %sunkaddr1234, i64 8
  %.298.us.us.1 = load double, ptr %sunkaddr1235, align 8
  %.7.i.1 = fmul double %.289.us.us.1, 2.000000e+00
  %.8.i.1 = fsub double %.7.i.1, %.298.us.us.1
  %sunkaddr1236 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1237 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1236
  %sunkaddr1238 = getelementptr i8, ptr %sunkaddr1237, i64 8
  store double %.8.i.1, ptr %sunkaddr1238, align 8
  %sunkaddr1239 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1240 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1239
  %sunkaddr1241 = getelementptr i8, ptr %sunkaddr1240, i64 16
  %.289.us.us.2 = load double, ptr %sunkaddr1241, align 8
  %sunkaddr1242 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1243 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1242
  %sunkaddr1244 = getelementptr i8, ptr %sunkaddr1243, i64 16
  %.298.us.us.2 = load double, ptr %sunkaddr1244, align 8
  %.7.i.2 = fmul double %.289.us.us.2, 2.000000e+00
  %.8.i.2 = fsub double %.7.i.2, %.298.us.us.2
  %sunkaddr1245 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1246 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1245
  %sunkaddr1247 = getelementptr i8, ptr %sunkaddr1246, i64 16
  store double %.8.i.2, ptr %sunkaddr1247, align 8
  %sunkaddr1248 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1249 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1248
  %sunkaddr1250 = getelementptr i8, ptr %sunkaddr1249, i64 24
  %.289.us.us.3 = load double, ptr %sunkaddr1250, align 8
  %sunkaddr1251 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1252 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1251
  %sunkaddr1253 = getelementptr i8, ptr %sunkaddr1252, i64 24
  %.298.us.us.3 = load double, ptr %sunkaddr1253, align 8
  %.7.i.3 = fmul double %.289.us.us.3, 2.000000e+00
  %.8.i.3 = fsub double %.7.i.3, %.298.us.us.3
  %sunkaddr1254 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1255 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1254
  %sunkaddr1256 = getelementptr i8, ptr %sunkaddr1255, i64 24
  store double %.8.i.3, ptr %sunkaddr1256, align 8
  %sunkaddr1257 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1258 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1257
  %sunkaddr1259 = getelementptr i8, ptr %sunkaddr1258, i64 32
  %.289.us.us.4 = load double, ptr %sunkaddr1259, align 8
  %sunkaddr1260 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1261 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1260
  %sunkaddr1262 = getelementptr i8, ptr %sunkaddr1261, i64 32
  %.298.us.us.4 = load double, ptr %sunkaddr1262, align 8
  %.7.i.4 = fmul double %.289.us.us.4, 2.000000e+00
  %.8.i.4 = fsub double %.7.i.4, %.298.us.us.4
  %sunkaddr1263 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1264 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1263
  %sunkaddr1265 = getelementptr i8, ptr %sunkaddr1264, i64 32
  store double %.8.i.4, ptr %sunkaddr1265, align 8
  %sunkaddr1266 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1267 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1266
  %sunkaddr1268 = getelementptr i8, ptr %sunkaddr1267, i64 40
  %.289.us.us.5 = load double, ptr %sunkaddr1268, align 8
  %sunkaddr1269 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1270 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1269
  %sunkaddr1271 = getelementptr i8, ptr %sunkaddr1270, i64 40
  %.298.us.us.5 = load double, ptr %sunkaddr1271, align 8
  %.7.i.5 = fmul double %.289.us.us.5, 2.000000e+00
  %.8.i.5 = fsub double %.7.i.5, %.298.us.us.5
  %sunkaddr1272 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1273 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1272
  %sunkaddr1274 = getelementptr i8, ptr %sunkaddr1273, i64 40
  store double %.8.i.5, ptr %sunkaddr1274, align 8
  %sunkaddr1275 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1276 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1275
  %sunkaddr1277 = getelementptr i8, ptr %sunkaddr1276, i64 48
  %.289.us.us.6 = load double, ptr %sunkaddr1277, align 8
  %sunkaddr1278 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1279 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1278
  %sunkaddr1280 = getelementptr i8, ptr %sunkaddr1279, i64 48
  %.298.us.us.6 = load double, ptr %sunkaddr1280, align 8
  %.7.i.6 = fmul double %.289.us.us.6, 2.000000e+00
  %.8.i.6 = fsub double %.7.i.6, %.298.us.us.6
  %sunkaddr1281 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1282 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1281
  %sunkaddr1283 = getelementptr i8, ptr %sunkaddr1282, i64 48
  store double %.8.i.6, ptr %sunkaddr1283, align 8
  %sunkaddr1284 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1285 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1284
  %sunkaddr1286 = getelementptr i8, ptr %sunkaddr1285, i64 56
  %.289.us.us.7 = load double, ptr %sunkaddr1286, align 8
  %sunkaddr1287 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1288 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1287
  %sunkaddr1289 = getelementptr i8, ptr %sunkaddr1288, i64 56
  %.298.us.us.7 = load double, ptr %sunkaddr1289, align 8
  %.7.i.7 = fmul double %.289.us.us.7, 2.000000e+00
  %.8.i.7 = fsub double %.7.i.7, %.298.us.us.7
  %sunkaddr1290 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1291 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1290
  %sunkaddr1292 = getelementptr i8, ptr %sunkaddr1291, i64 56
  store double %.8.i.7, ptr %sunkaddr1292, align 8
  %.327.us.us.7 = add nuw nsw i64 %loop.index229.us.us, 8
  %exitcond269.not.7 = icmp eq i64 %dest_shape.1158163, %.327.us.us.7
  br i1 %exitcond269.not.7, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !29

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader350, %for.body.endif.endif.endif.us
  %loop.index229.us = phi i64 [ %.327.us.7, %for.body.endif.endif.endif.us ], [ %loop.index229.us.unr, %for.body.endif.endif.endif.us.preheader350 ]
  %sunkaddr1293 = mul i64 %loop.index229.us, 8
  %sunkaddr1294 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1293
  %.289.us = load double, ptr %sunkaddr1294, align 8
  %.298.us = load double, ptr %.80.fca.4.load, align 8
  %.7.i44 = fmul double %.289.us, 2.000000e+00
  %.8.i45 = fsub double %.7.i44, %.298.us
  %sunkaddr1295 = mul i64 %loop.index229.us, 8
  %sunkaddr1296 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1295
  store double %.8.i45, ptr %sunkaddr1296, align 8
  %sunkaddr1297 = mul i64 %loop.index229.us, 8
  %sunkaddr1298 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1297
  %sunkaddr1299 = getelementptr i8, ptr %sunkaddr1298, i64 8
  %.289.us.1 = load double, ptr %sunkaddr1299, align 8
  %.298.us.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.1 = fmul double %.289.us.1, 2.000000e+00
  %.8.i45.1 = fsub double %.7.i44.1, %.298.us.1
  %sunkaddr1300 = mul i64 %loop.index229.us, 8
  %sunkaddr1301 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, ptr %sunkaddr1301, i64 8
  store double %.8.i45.1, ptr %sunkaddr1302, align 8
  %sunkaddr1303 = mul i64 %loop.index229.us, 8
  %sunkaddr1304 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, ptr %sunkaddr1304, i64 16
  %.289.us.2 = load double, ptr %sunkaddr1305, align 8
  %.298.us.2 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.2 = fmul double %.289.us.2, 2.000000e+00
  %.8.i45.2 = fsub double %.7.i44.2, %.298.us.2
  %sunkaddr1306 = mul i64 %loop.index229.us, 8
  %sunkaddr1307 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, ptr %sunkaddr1307, i64 16
  store double %.8.i45.2, ptr %sunkaddr1308, align 8
  %sunkaddr1309 = mul i64 %loop.index229.us, 8
  %sunkaddr1310 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1309
  %sunkaddr1311 = getelementptr i8, ptr %sunkaddr1310, i64 24
  %.289.us.3 = load double, ptr %sunkaddr1311, align 8
  %.298.us.3 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.3 = fmul double %.289.us.3, 2.000000e+00
  %.8.i45.3 = fsub double %.7.i44.3, %.298.us.3
  %sunkaddr1312 = mul i64 %loop.index229.us, 8
  %sunkaddr1313 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1312
  %sunkaddr1314 = getelementptr i8, ptr %sunkaddr1313, i64 24
  store double %.8.i45.3, ptr %sunkaddr1314, align 8
  %sunkaddr1315 = mul i64 %loop.index229.us, 8
  %sunkaddr1316 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, ptr %sunkaddr1316, i64 32
  %.289.us.4 = load double, ptr %sunkaddr1317, align 8
  %.298.us.4 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.4 = fmul double %.289.us.4, 2.000000e+00
  %.8.i45.4 = fsub double %.7.i44.4, %.298.us.4
  %sunkaddr1318 = mul i64 %loop.index229.us, 8
  %sunkaddr1319 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, ptr %sunkaddr1319, i64 32
  store double %.8.i45.4, ptr %sunkaddr1320, align 8
  %sunkaddr1321 = mul i64 %loop.index229.us, 8
  %sunkaddr1322 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, ptr %sunkaddr1322, i64 40
  %.289.us.5 = load double, ptr %sunkaddr1323, align 8
  %.298.us.5 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.5 = fmul double %.289.us.5, 2.000000e+00
  %.8.i45.5 = fsub double %.7.i44.5, %.298.us.5
  %sunkaddr1324 = mul i64 %loop.index229.us, 8
  %sunkaddr1325 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, ptr %sunkaddr1325, i64 40
  store double %.8.i45.5, ptr %sunkaddr1326, align 8
  %sunkaddr1327 = mul i64 %loop.index229.us, 8
  %sunkaddr1328 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, ptr %sunkaddr1328, i64 48
  %.289.us.6 = load double, ptr %sunkaddr1329, align 8
  %.298.us.6 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.6 = fmul double %.289.us.6, 2.000000e+00
  %.8.i45.6 = fsub double %.7.i44.6, %.298.us.6
  %sunkaddr1330 = mul i64 %loop.index229.us, 8
  %sunkaddr1331 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, ptr %sunkaddr1331, i64 48
  store double %.8.i45.6, ptr %sunkaddr1332, align 8
  %sunkaddr1333 = mul i64 %loop.index229.us, 8
  %sunkaddr1334 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, ptr %sunkaddr1334, i64 56
  %.289.us.7 = load double, ptr %sunkaddr1335, align 8
  %.298.us.7 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.7 = fmul double %.289.us.7, 2.000000e+00
  %.8.i45.7 = fsub double %.7.i44.7, %.298.us.7
  %sunkaddr1336 = mul i64 %loop.index229.us, 8
  %sunkaddr1337 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, ptr %sunkaddr1337, i64 56
  store double %.8.i45.7, ptr %sunkaddr1338, align 8
  %.327.us.7 = add nuw nsw i64 %loop.index229.us, 8
  %exitcond268.not.7 = icmp eq i64 %dest_shape.1158163, %.327.us.7
  br i1 %exitcond268.not.7, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !30

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %60 = icmp ugt i64 %.80.fca.5.0.load.fr, 1
  br i1 %60, label %iter.check206, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %min.iters.check = icmp eq i64 %dest_shape.1158163, 1
  br i1 %min.iters.check, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %61 = shl i64 %dest_shape.1158163, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %61
  %scevgep180 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep181 = getelementptr i8, ptr %.80.fca.4.load, i64 8
  %bound0 = icmp ult ptr %.6.i, %scevgep180
  %bound1 = icmp ult ptr %.40.fca.4.load, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0182 = icmp ult ptr %.6.i, %scevgep181
  %bound1183 = icmp ult ptr %.80.fca.4.load, %scevgep
  %found.conflict184 = and i1 %bound0182, %bound1183
  %conflict.rdx = or i1 %found.conflict, %found.conflict184
  br i1 %conflict.rdx, label %for.body.endif.endif.endif.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %vector.memcheck
  %const1161 = bitcast i64 9223372036854775804 to i64
  %min.iters.check185 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check185, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %62 = bitcast i64 %const1161 to i64
  %const_mat = add i64 %62, -12
  %n.vec = and i64 %dest_shape.1158163, %const_mat
  %63 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !31
  %64 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !34
  %65 = fmul double %64, 2.000000e+00
  %66 = fsub double %65, %63
  %broadcast.splatinsert = insertelement <4 x double> poison, double %66, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr1339 = mul i64 %index, 8
  %sunkaddr1340 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1339
  store <4 x double> %broadcast.splat, ptr %sunkaddr1340, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1341 = mul i64 %index, 8
  %sunkaddr1342 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1341
  %sunkaddr1343 = getelementptr i8, ptr %sunkaddr1342, i64 32
  store <4 x double> %broadcast.splat, ptr %sunkaddr1343, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1344 = mul i64 %index, 8
  %sunkaddr1345 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1344
  %sunkaddr1346 = getelementptr i8, ptr %sunkaddr1345, i64 64
  store <4 x double> %broadcast.splat, ptr %sunkaddr1346, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1347 = mul i64 %index, 8
  %sunkaddr1348 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1347
  %sunkaddr1349 = getelementptr i8, ptr %sunkaddr1348, i64 96
  store <4 x double> %broadcast.splat, ptr %sunkaddr1349, align 8, !alias.scope !36, !noalias !38
  %index.next = add nuw i64 %index, 16
  %67 = icmp eq i64 %n.vec, %index.next
  br i1 %67, label %middle.block, label %vector.body, !llvm.loop !39

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1158163, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %68 = and i64 %dest_shape.1158163, 14
  %min.epilog.iters.check = icmp eq i64 %68, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !40

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %69 = bitcast i64 %const1161 to i64
  %const_mat603 = add i64 %69, 2
  %n.vec187 = and i64 %dest_shape.1158163, %const_mat603
  %70 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !31
  %71 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !34
  %72 = fmul double %71, 2.000000e+00
  %73 = fsub double %72, %70
  %broadcast.splatinsert189 = insertelement <2 x double> poison, double %73, i64 0
  %broadcast.splat190 = shufflevector <2 x double> %broadcast.splatinsert189, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index188 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next191, %vec.epilog.vector.body ]
  %74 = shl i64 %index188, 3
  %scevgep592 = getelementptr i8, ptr %.6.i, i64 %74
  store <2 x double> %broadcast.splat190, ptr %scevgep592, align 8, !alias.scope !36, !noalias !38
  %index.next191 = add nuw i64 %index188, 2
  %75 = icmp eq i64 %n.vec187, %index.next191
  br i1 %75, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n192 = icmp eq i64 %dest_shape.1158163, %n.vec187
  br i1 %cmp.n192, label %for.end, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %loop.index229.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec187, %vec.epilog.middle.block ]
  %76 = sub nsw i64 %dest_shape.1158163, %loop.index229.ph
  %xtraiter = and i64 %76, 7
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv590 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next591, %for.body.endif.endif.endif.prol ]
  %loop.index229.prol = phi i64 [ %.327.prol, %for.body.endif.endif.endif.prol ], [ %loop.index229.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.289.prol = load double, ptr %.40.fca.4.load, align 8
  %.298.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.prol = fmul double %.289.prol, 2.000000e+00
  %.8.i49.prol = fsub double %.7.i48.prol, %.298.prol
  %77 = shl i64 %loop.index229.prol, 3
  %scevgep589 = getelementptr i8, ptr %.6.i, i64 %77
  store double %.8.i49.prol, ptr %scevgep589, align 8
  %.327.prol = add nuw i64 %loop.index229.prol, 1
  %lsr.iv.next591 = add nsw i64 %lsr.iv590, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next591, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !42

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index229.unr = phi i64 [ %loop.index229.ph, %for.body.endif.endif.endif.preheader ], [ %.327.prol, %for.body.endif.endif.endif.prol ]
  %78 = sub nsw i64 %loop.index229.ph, %dest_shape.1158163
  %79 = icmp ugt i64 %78, -8
  br i1 %79, label %for.end, label %for.body.endif.endif.endif.preheader354

for.body.endif.endif.endif.preheader354:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check206:                                    ; preds = %for.body.lr.ph.split
  %min.iters.check204 = icmp ult i64 %dest_shape.1158163, 4
  br i1 %min.iters.check204, label %for.body.endif.endif.endif.us234.preheader, label %vector.memcheck193

vector.memcheck193:                               ; preds = %iter.check206
  %80 = shl i64 %dest_shape.1158163, 3
  %scevgep194 = getelementptr i8, ptr %.6.i, i64 %80
  %scevgep195 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep196 = getelementptr i8, ptr %.80.fca.4.load, i64 %80
  %bound0197 = icmp ult ptr %.6.i, %scevgep195
  %bound1198 = icmp ult ptr %.40.fca.4.load, %scevgep194
  %found.conflict199 = and i1 %bound0197, %bound1198
  %bound0200 = icmp ult ptr %.6.i, %scevgep196
  %bound1201 = icmp ult ptr %.80.fca.4.load, %scevgep194
  %found.conflict202 = and i1 %bound0200, %bound1201
  %conflict.rdx203 = or i1 %found.conflict199, %found.conflict202
  br i1 %conflict.rdx203, label %for.body.endif.endif.endif.us234.preheader, label %vector.main.loop.iter.check208

vector.main.loop.iter.check208:                   ; preds = %vector.memcheck193
  %const1162 = bitcast i64 9223372036854775804 to i64
  %min.iters.check207 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check207, label %vec.epilog.ph226, label %vector.ph209

vector.ph209:                                     ; preds = %vector.main.loop.iter.check208
  %81 = bitcast i64 %const1162 to i64
  %const_mat605 = add i64 %81, -12
  %n.vec211 = and i64 %dest_shape.1158163, %const_mat605
  %82 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !43
  %83 = fmul double %82, 2.000000e+00
  %broadcast.splatinsert217 = insertelement <4 x double> poison, double %83, i64 0
  %broadcast.splat218 = shufflevector <4 x double> %broadcast.splatinsert217, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body212

vector.body212:                                   ; preds = %vector.body212, %vector.ph209
  %index213 = phi i64 [ 0, %vector.ph209 ], [ %index.next219, %vector.body212 ]
  %sunkaddr1350 = mul i64 %index213, 8
  %sunkaddr1351 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1350
  %wide.load = load <4 x double>, ptr %sunkaddr1351, align 8, !alias.scope !46
  %sunkaddr1352 = mul i64 %index213, 8
  %sunkaddr1353 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1352
  %sunkaddr1354 = getelementptr i8, ptr %sunkaddr1353, i64 32
  %wide.load214 = load <4 x double>, ptr %sunkaddr1354, align 8, !alias.scope !46
  %sunkaddr1355 = mul i64 %index213, 8
  %sunkaddr1356 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1355
  %sunkaddr1357 = getelementptr i8, ptr %sunkaddr1356, i64 64
  %wide.load215 = load <4 x double>, ptr %sunkaddr1357, align 8, !alias.scope !46
  %sunkaddr1358 = mul i64 %index213, 8
  %sunkaddr1359 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1358
  %sunkaddr1360 = getelementptr i8, ptr %sunkaddr1359, i64 96
  %wide.load216 = load <4 x double>, ptr %sunkaddr1360, align 8, !alias.scope !46
  %84 = fsub <4 x double> %broadcast.splat218, %wide.load
  %85 = fsub <4 x double> %broadcast.splat218, %wide.load214
  %86 = fsub <4 x double> %broadcast.splat218, %wide.load215
  %87 = fsub <4 x double> %broadcast.splat218, %wide.load216
  %sunkaddr1361 = mul i64 %index213, 8
  %sunkaddr1362 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1361
  store <4 x double> %84, ptr %sunkaddr1362, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1363 = mul i64 %index213, 8
  %sunkaddr1364 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1363
  %sunkaddr1365 = getelementptr i8, ptr %sunkaddr1364, i64 32
  store <4 x double> %85, ptr %sunkaddr1365, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1366 = mul i64 %index213, 8
  %sunkaddr1367 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1366
  %sunkaddr1368 = getelementptr i8, ptr %sunkaddr1367, i64 64
  store <4 x double> %86, ptr %sunkaddr1368, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1369 = mul i64 %index213, 8
  %sunkaddr1370 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1369
  %sunkaddr1371 = getelementptr i8, ptr %sunkaddr1370, i64 96
  store <4 x double> %87, ptr %sunkaddr1371, align 8, !alias.scope !48, !noalias !50
  %index.next219 = add nuw i64 %index213, 16
  %88 = icmp eq i64 %n.vec211, %index.next219
  br i1 %88, label %middle.block220, label %vector.body212, !llvm.loop !51

middle.block220:                                  ; preds = %vector.body212
  %cmp.n221 = icmp eq i64 %dest_shape.1158163, %n.vec211
  br i1 %cmp.n221, label %for.end, label %vec.epilog.iter.check224

vec.epilog.iter.check224:                         ; preds = %middle.block220
  %89 = and i64 %dest_shape.1158163, 12
  %min.epilog.iters.check225 = icmp eq i64 %89, 0
  br i1 %min.epilog.iters.check225, label %for.body.endif.endif.endif.us234.preheader, label %vec.epilog.ph226, !prof !22

vec.epilog.ph226:                                 ; preds = %vector.main.loop.iter.check208, %vec.epilog.iter.check224
  %vec.epilog.resume.val222 = phi i64 [ %n.vec211, %vec.epilog.iter.check224 ], [ 0, %vector.main.loop.iter.check208 ]
  %90 = bitcast i64 %const1162 to i64
  %n.vec228 = and i64 %dest_shape.1158163, %90
  %91 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !43
  %92 = fmul double %91, 2.000000e+00
  %broadcast.splatinsert232 = insertelement <4 x double> poison, double %92, i64 0
  %broadcast.splat233 = shufflevector <4 x double> %broadcast.splatinsert232, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body229

vec.epilog.vector.body229:                        ; preds = %vec.epilog.vector.body229, %vec.epilog.ph226
  %index230 = phi i64 [ %vec.epilog.resume.val222, %vec.epilog.ph226 ], [ %index.next234, %vec.epilog.vector.body229 ]
  %93 = shl i64 %index230, 3
  %scevgep556 = getelementptr i8, ptr %.80.fca.4.load, i64 %93
  %wide.load231 = load <4 x double>, ptr %scevgep556, align 8, !alias.scope !46
  %94 = fsub <4 x double> %broadcast.splat233, %wide.load231
  %95 = shl i64 %index230, 3
  %scevgep555 = getelementptr i8, ptr %.6.i, i64 %95
  store <4 x double> %94, ptr %scevgep555, align 8, !alias.scope !48, !noalias !50
  %index.next234 = add nuw i64 %index230, 4
  %96 = icmp eq i64 %n.vec228, %index.next234
  br i1 %96, label %vec.epilog.middle.block235, label %vec.epilog.vector.body229, !llvm.loop !52

vec.epilog.middle.block235:                       ; preds = %vec.epilog.vector.body229
  %cmp.n236 = icmp eq i64 %dest_shape.1158163, %n.vec228
  br i1 %cmp.n236, label %for.end, label %for.body.endif.endif.endif.us234.preheader

for.body.endif.endif.endif.us234.preheader:       ; preds = %vec.epilog.middle.block235, %vec.epilog.iter.check224, %vector.memcheck193, %iter.check206
  %loop.index229.us231.ph = phi i64 [ 0, %iter.check206 ], [ 0, %vector.memcheck193 ], [ %n.vec211, %vec.epilog.iter.check224 ], [ %n.vec228, %vec.epilog.middle.block235 ]
  %97 = sub nsw i64 %dest_shape.1158163, %loop.index229.us231.ph
  %xtraiter330 = and i64 %97, 7
  %lcmp.mod331.not = icmp eq i64 %xtraiter330, 0
  br i1 %lcmp.mod331.not, label %for.body.endif.endif.endif.us234.prol.loopexit, label %for.body.endif.endif.endif.us234.prol.preheader

for.body.endif.endif.endif.us234.prol.preheader:  ; preds = %for.body.endif.endif.endif.us234.preheader
  br label %for.body.endif.endif.endif.us234.prol

for.body.endif.endif.endif.us234.prol:            ; preds = %for.body.endif.endif.endif.us234.prol.preheader, %for.body.endif.endif.endif.us234.prol
  %lsr.iv553 = phi i64 [ %xtraiter330, %for.body.endif.endif.endif.us234.prol.preheader ], [ %lsr.iv.next554, %for.body.endif.endif.endif.us234.prol ]
  %loop.index229.us231.prol = phi i64 [ %.327.us237.prol, %for.body.endif.endif.endif.us234.prol ], [ %loop.index229.us231.ph, %for.body.endif.endif.endif.us234.prol.preheader ]
  %.289.us233.prol = load double, ptr %.40.fca.4.load, align 8
  %98 = shl i64 %loop.index229.us231.prol, 3
  %scevgep552 = getelementptr i8, ptr %.80.fca.4.load, i64 %98
  %.298.us241.prol = load double, ptr %scevgep552, align 8
  %.7.i46.prol = fmul double %.289.us233.prol, 2.000000e+00
  %.8.i47.prol = fsub double %.7.i46.prol, %.298.us241.prol
  %99 = shl i64 %loop.index229.us231.prol, 3
  %scevgep551 = getelementptr i8, ptr %.6.i, i64 %99
  store double %.8.i47.prol, ptr %scevgep551, align 8
  %.327.us237.prol = add nuw i64 %loop.index229.us231.prol, 1
  %lsr.iv.next554 = add nsw i64 %lsr.iv553, -1
  %prol.iter332.cmp.not = icmp eq i64 %lsr.iv.next554, 0
  br i1 %prol.iter332.cmp.not, label %for.body.endif.endif.endif.us234.prol.loopexit, label %for.body.endif.endif.endif.us234.prol, !llvm.loop !53

for.body.endif.endif.endif.us234.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us234.prol, %for.body.endif.endif.endif.us234.preheader
  %loop.index229.us231.unr = phi i64 [ %loop.index229.us231.ph, %for.body.endif.endif.endif.us234.preheader ], [ %.327.us237.prol, %for.body.endif.endif.endif.us234.prol ]
  %100 = sub nsw i64 %loop.index229.us231.ph, %dest_shape.1158163
  %101 = icmp ugt i64 %100, -8
  br i1 %101, label %for.end, label %for.body.endif.endif.endif.us234.preheader352

for.body.endif.endif.endif.us234.preheader352:    ; preds = %for.body.endif.endif.endif.us234.prol.loopexit
  br label %for.body.endif.endif.endif.us234

for.body.endif.endif.endif.us234:                 ; preds = %for.body.endif.endif.endif.us234.preheader352, %for.body.endif.endif.endif.us234
  %loop.index229.us231 = phi i64 [ %.327.us237.7, %for.body.endif.endif.endif.us234 ], [ %loop.index229.us231.unr, %for.body.endif.endif.endif.us234.preheader352 ]
  %.289.us233 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1372 = mul i64 %loop.index229.us231, 8
  %sunkaddr1373 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1372
  %.298.us241 = load double, ptr %sunkaddr1373, align 8
  %.7.i46 = fmul double %.289.us233, 2.000000e+00
  %.8.i47 = fsub double %.7.i46, %.298.us241
  %sunkaddr1374 = mul i64 %loop.index229.us231, 8
  %sunkaddr1375 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1374
  store double %.8.i47, ptr %sunkaddr1375, align 8
  %.289.us233.1 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1376 = mul i64 %loop.index229.us231, 8
  %sunkaddr1377 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1376
  %sunkaddr1378 = getelementptr i8, ptr %sunkaddr1377, i64 8
  %.298.us241.1 = load double, ptr %sunkaddr1378, align 8
  %.7.i46.1 = fmul double %.289.us233.1, 2.000000e+00
  %.8.i47.1 = fsub double %.7.i46.1, %.298.us241.1
  %sunkaddr1379 = mul i64 %loop.index229.us231, 8
  %sunkaddr1380 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1379
  %sunkaddr1381 = getelementptr i8, ptr %sunkaddr1380, i64 8
  store double %.8.i47.1, ptr %sunkaddr1381, align 8
  %.289.us233.2 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1382 = mul i64 %loop.index229.us231, 8
  %sunkaddr1383 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1382
  %sunkaddr1384 = getelementptr i8, ptr %sunkaddr1383, i64 16
  %.298.us241.2 = load double, ptr %sunkaddr1384, align 8
  %.7.i46.2 = fmul double %.289.us233.2, 2.000000e+00
  %.8.i47.2 = fsub double %.7.i46.2, %.298.us241.2
  %sunkaddr1385 = mul i64 %loop.index229.us231, 8
  %sunkaddr1386 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1385
  %sunkaddr1387 = getelementptr i8, ptr %sunkaddr1386, i64 16
  store double %.8.i47.2, ptr %sunkaddr1387, align 8
  %.289.us233.3 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1388 = mul i64 %loop.index229.us231, 8
  %sunkaddr1389 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1388
  %sunkaddr1390 = getelementptr i8, ptr %sunkaddr1389, i64 24
  %.298.us241.3 = load double, ptr %sunkaddr1390, align 8
  %.7.i46.3 = fmul double %.289.us233.3, 2.000000e+00
  %.8.i47.3 = fsub double %.7.i46.3, %.298.us241.3
  %sunkaddr1391 = mul i64 %loop.index229.us231, 8
  %sunkaddr1392 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1391
  %sunkaddr1393 = getelementptr i8, ptr %sunkaddr1392, i64 24
  store double %.8.i47.3, ptr %sunkaddr1393, align 8
  %.289.us233.4 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1394 = mul i64 %loop.index229.us231, 8
  %sunkaddr1395 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1394
  %sunkaddr1396 = getelementptr i8, ptr %sunkaddr1395, i64 32
  %.298.us241.4 = load double, ptr %sunkaddr1396, align 8
  %.7.i46.4 = fmul double %.289.us233.4, 2.000000e+00
  %.8.i47.4 = fsub double %.7.i46.4, %.298.us241.4
  %sunkaddr1397 = mul i64 %loop.index229.us231, 8
  %sunkaddr1398 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1397
  %sunkaddr1399 = getelementptr i8, ptr %sunkaddr1398, i64 32
  store double %.8.i47.4, ptr %sunkaddr1399, align 8
  %.289.us233.5 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1400 = mul i64 %loop.index229.us231, 8
  %sunkaddr1401 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1400
  %sunkaddr1402 = getelementptr i8, ptr %sunkaddr1401, i64 40
  %.298.us241.5 = load double, ptr %sunkaddr1402, align 8
  %.7.i46.5 = fmul double %.289.us233.5, 2.000000e+00
  %.8.i47.5 = fsub double %.7.i46.5, %.298.us241.5
  %sunkaddr1403 = mul i64 %loop.index229.us231, 8
  %sunkaddr1404 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1403
  %sunkaddr1405 = getelementptr i8, ptr %sunkaddr1404, i64 40
  store double %.8.i47.5, ptr %sunkaddr1405, align 8
  %.289.us233.6 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1406 = mul i64 %loop.index229.us231, 8
  %sunkaddr1407 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1406
  %sunkaddr1408 = getelementptr i8, ptr %sunkaddr1407, i64 48
  %.298.us241.6 = load double, ptr %sunkaddr1408, align 8
  %.7.i46.6 = fmul double %.289.us233.6, 2.000000e+00
  %.8.i47.6 = fsub double %.7.i46.6, %.298.us241.6
  %sunkaddr1409 = mul i64 %loop.index229.us231, 8
  %sunkaddr1410 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1409
  %sunkaddr1411 = getelementptr i8, ptr %sunkaddr1410, i64 48
  store double %.8.i47.6, ptr %sunkaddr1411, align 8
  %.289.us233.7 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1412 = mul i64 %loop.index229.us231, 8
  %sunkaddr1413 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1412
  %sunkaddr1414 = getelementptr i8, ptr %sunkaddr1413, i64 56
  %.298.us241.7 = load double, ptr %sunkaddr1414, align 8
  %.7.i46.7 = fmul double %.289.us233.7, 2.000000e+00
  %.8.i47.7 = fsub double %.7.i46.7, %.298.us241.7
  %sunkaddr1415 = mul i64 %loop.index229.us231, 8
  %sunkaddr1416 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1415
  %sunkaddr1417 = getelementptr i8, ptr %sunkaddr1416, i64 56
  store double %.8.i47.7, ptr %sunkaddr1417, align 8
  %.327.us237.7 = add nuw nsw i64 %loop.index229.us231, 8
  %exitcond267.not.7 = icmp eq i64 %dest_shape.1158163, %.327.us237.7
  br i1 %exitcond267.not.7, label %for.end, label %for.body.endif.endif.endif.us234, !llvm.loop !54

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us234, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us234.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block220, %vec.epilog.middle.block235, %middle.block266, %vec.epilog.middle.block281, %middle.block309, %vec.epilog.middle.block323, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.80.fca.0.load)
  tail call void @NRT_decref(ptr %.40.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.335, i8 0, i64 56, i1 false)
  %.341 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.335, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %dest_shape.1158163, i64 8, ptr %.6.i, i64 %dest_shape.1158163, i64 8, i64 %arg.s)
  %.351.fca.0.load = load ptr, ptr %.335, align 8
  %sunkaddr863 = getelementptr inbounds i8, ptr %.335, i64 8
  %.351.fca.1.load = load ptr, ptr %sunkaddr863, align 8
  %sunkaddr864 = getelementptr inbounds i8, ptr %.335, i64 16
  %.351.fca.2.load = load i64, ptr %sunkaddr864, align 8
  %sunkaddr865 = getelementptr inbounds i8, ptr %.335, i64 24
  %.351.fca.3.load = load i64, ptr %sunkaddr865, align 8
  %sunkaddr866 = getelementptr inbounds i8, ptr %.335, i64 32
  %.351.fca.4.load = load ptr, ptr %sunkaddr866, align 8
  %sunkaddr867 = getelementptr inbounds i8, ptr %.335, i64 40
  %.351.fca.5.0.load = load i64, ptr %sunkaddr867, align 8
  %sunkaddr868 = getelementptr inbounds i8, ptr %.335, i64 48
  %.351.fca.6.0.load = load i64, ptr %sunkaddr868, align 8
  %cond17 = icmp eq i32 %.341, 0
  br i1 %cond17, label %for.end.endif, label %for.end.if.if, !prof !0

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader354, %for.body.endif.endif.endif
  %loop.index229 = phi i64 [ %.327.7, %for.body.endif.endif.endif ], [ %loop.index229.unr, %for.body.endif.endif.endif.preheader354 ]
  %.289 = load double, ptr %.40.fca.4.load, align 8
  %.298 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48 = fmul double %.289, 2.000000e+00
  %.8.i49 = fsub double %.7.i48, %.298
  %sunkaddr1418 = mul i64 %loop.index229, 8
  %sunkaddr1419 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1418
  store double %.8.i49, ptr %sunkaddr1419, align 8
  %.289.1 = load double, ptr %.40.fca.4.load, align 8
  %.298.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.1 = fmul double %.289.1, 2.000000e+00
  %.8.i49.1 = fsub double %.7.i48.1, %.298.1
  %sunkaddr1420 = mul i64 %loop.index229, 8
  %sunkaddr1421 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1420
  %sunkaddr1422 = getelementptr i8, ptr %sunkaddr1421, i64 8
  store double %.8.i49.1, ptr %sunkaddr1422, align 8
  %.289.2 = load double, ptr %.40.fca.4.load, align 8
  %.298.2 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.2 = fmul double %.289.2, 2.000000e+00
  %.8.i49.2 = fsub double %.7.i48.2, %.298.2
  %sunkaddr1423 = mul i64 %loop.index229, 8
  %sunkaddr1424 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1423
  %sunkaddr1425 = getelementptr i8, ptr %sunkaddr1424, i64 16
  store double %.8.i49.2, ptr %sunkaddr1425, align 8
  %.289.3 = load double, ptr %.40.fca.4.load, align 8
  %.298.3 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.3 = fmul double %.289.3, 2.000000e+00
  %.8.i49.3 = fsub double %.7.i48.3, %.298.3
  %sunkaddr1426 = mul i64 %loop.index229, 8
  %sunkaddr1427 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1426
  %sunkaddr1428 = getelementptr i8, ptr %sunkaddr1427, i64 24
  store double %.8.i49.3, ptr %sunkaddr1428, align 8
  %.289.4 = load double, ptr %.40.fca.4.load, align 8
  %.298.4 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.4 = fmul double %.289.4, 2.000000e+00
  %.8.i49.4 = fsub double %.7.i48.4, %.298.4
  %sunkaddr1429 = mul i64 %loop.index229, 8
  %sunkaddr1430 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1429
  %sunkaddr1431 = getelementptr i8, ptr %sunkaddr1430, i64 32
  store double %.8.i49.4, ptr %sunkaddr1431, align 8
  %.289.5 = load double, ptr %.40.fca.4.load, align 8
  %.298.5 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.5 = fmul double %.289.5, 2.000000e+00
  %.8.i49.5 = fsub double %.7.i48.5, %.298.5
  %sunkaddr1432 = mul i64 %loop.index229, 8
  %sunkaddr1433 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1432
  %sunkaddr1434 = getelementptr i8, ptr %sunkaddr1433, i64 40
  store double %.8.i49.5, ptr %sunkaddr1434, align 8
  %.289.6 = load double, ptr %.40.fca.4.load, align 8
  %.298.6 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.6 = fmul double %.289.6, 2.000000e+00
  %.8.i49.6 = fsub double %.7.i48.6, %.298.6
  %sunkaddr1435 = mul i64 %loop.index229, 8
  %sunkaddr1436 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1435
  %sunkaddr1437 = getelementptr i8, ptr %sunkaddr1436, i64 48
  store double %.8.i49.6, ptr %sunkaddr1437, align 8
  %.289.7 = load double, ptr %.40.fca.4.load, align 8
  %.298.7 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.7 = fmul double %.289.7, 2.000000e+00
  %.8.i49.7 = fsub double %.7.i48.7, %.298.7
  %sunkaddr1438 = mul i64 %loop.index229, 8
  %sunkaddr1439 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1438
  %sunkaddr1440 = getelementptr i8, ptr %sunkaddr1439, i64 56
  store double %.8.i49.7, ptr %sunkaddr1440, align 8
  %.327.7 = add nuw nsw i64 %loop.index229, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1158163, %.327.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !55

for.end.endif:                                    ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.377, i8 0, i64 56, i1 false)
  %.383 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.377, ptr nonnull %excinfo.8, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.p3)
  %.393.fca.0.load = load ptr, ptr %.377, align 8
  %sunkaddr892 = getelementptr inbounds i8, ptr %.377, i64 32
  %.393.fca.4.load = load ptr, ptr %sunkaddr892, align 8
  %sunkaddr893 = getelementptr inbounds i8, ptr %.377, i64 40
  %.393.fca.5.0.load = load i64, ptr %sunkaddr893, align 8
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
  %sunkaddr894 = getelementptr inbounds i8, ptr %.415, i64 32
  %.431.fca.4.load = load ptr, ptr %sunkaddr894, align 8
  %sunkaddr895 = getelementptr inbounds i8, ptr %.415, i64 40
  %.431.fca.5.0.load = load i64, ptr %sunkaddr895, align 8
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
  %sunkaddr896 = getelementptr inbounds i8, ptr %.453, i64 32
  %.469.fca.4.load = load ptr, ptr %sunkaddr896, align 8
  %cond20 = icmp eq i32 %.459, 0
  br i1 %cond20, label %B128.i66, label %for.end.endif.endif.endif.if.if, !prof !0

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif
  %.422 = load ptr, ptr %excinfo.9, align 8
  store ptr %.422, ptr %excinfo, align 8
  br label %common.ret

B128.i66:                                         ; preds = %for.end.endif.endif.endif
  %sunkaddr897 = getelementptr inbounds i8, ptr %.453, i64 40
  %.469.fca.5.0.load = load i64, ptr %sunkaddr897, align 8
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
  %const1168 = bitcast i64 -1152921504606846976 to i64
  %const1166 = bitcast i64 -2305843009213693952 to i64
  %102 = bitcast i64 %const1168 to i64
  %103 = bitcast i64 %const1166 to i64
  %104 = add i64 %dest_shape.1.2, %102
  %.645 = icmp ult i64 %104, %103
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
  %.7.i.i110 = tail call ptr @NRT_MemInfo_alloc_aligned(i64 %.644, i32 32), !noalias !56
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
  %xtraiter339 = and i64 %dest_shape.1.2171, 3
  %105 = icmp ult i64 %dest_shape.1.2171, 4
  br i1 %105, label %for.body.1.endif.endif.endif.endif.epil.preheader, label %for.body.1.endif.endif.endif.endif.preheader.new

for.body.1.endif.endif.endif.endif.preheader.new: ; preds = %for.body.1.endif.endif.endif.endif.preheader
  %const1159 = bitcast i64 9223372036854775804 to i64
  %106 = bitcast i64 %const1159 to i64
  %unroll_iter = and i64 %dest_shape.1.2171, %106
  br label %for.body.1.endif.endif.endif.endif

for.body.1.endif.endif.endif.endif.us.preheader:  ; preds = %for.body.1.lr.ph
  %xtraiter342 = and i64 %dest_shape.1.2171, 3
  %107 = icmp ult i64 %dest_shape.1.2171, 4
  br i1 %107, label %for.body.1.endif.endif.endif.endif.us.epil.preheader, label %for.body.1.endif.endif.endif.endif.us.preheader.new

for.body.1.endif.endif.endif.endif.us.preheader.new: ; preds = %for.body.1.endif.endif.endif.endif.us.preheader
  %const1160 = bitcast i64 9223372036854775804 to i64
  %108 = bitcast i64 %const1160 to i64
  %unroll_iter346 = and i64 %dest_shape.1.2171, %108
  br label %for.body.1.endif.endif.endif.endif.us

for.body.1.endif.endif.endif.endif.us:            ; preds = %for.body.1.endif.endif.endif.endif.us, %for.body.1.endif.endif.endif.endif.us.preheader.new
  %loop.index.1251.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %114, %for.body.1.endif.endif.endif.endif.us ]
  %.714.0250.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %.714.1.us.3, %for.body.1.endif.endif.endif.endif.us ]
  %.711.0249.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %.711.1.us.3, %for.body.1.endif.endif.endif.endif.us ]
  %109 = icmp ugt i64 %.469.fca.5.0.load, 1
  %110 = icmp ugt i64 %.431.fca.5.0.load, 1
  %sunkaddr1441 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1442 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1441
  %.728.us = load double, ptr %sunkaddr1442, align 8
  %.711.1.us = select i1 %110, i64 %loop.index.1251.us, i64 %.711.0249.us
  %.736.us = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us
  %.737.us = load double, ptr %.736.us, align 8
  %.714.1.us = select i1 %109, i64 %loop.index.1251.us, i64 %.714.0250.us
  %.745.us = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us
  %.746.us = load double, ptr %.745.us, align 8
  %.8.i118 = fmul double %.728.us, 3.000000e+00
  %.9.i = fsub double %.8.i118, %.737.us
  %.10.i = fsub double %.9.i, %.746.us
  %sunkaddr1443 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1444 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1443
  store double %.10.i, ptr %sunkaddr1444, align 8
  %sunkaddr1445 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1446 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1445
  %sunkaddr1447 = getelementptr i8, ptr %sunkaddr1446, i64 8
  %.728.us.1 = load double, ptr %sunkaddr1447, align 8
  %111 = add i64 %loop.index.1251.us, 1
  %.711.1.us.1 = select i1 %110, i64 %111, i64 %.711.0249.us
  %.736.us.1 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.1
  %.737.us.1 = load double, ptr %.736.us.1, align 8
  %.714.1.us.1 = select i1 %109, i64 %111, i64 %.714.0250.us
  %.745.us.1 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.1
  %.746.us.1 = load double, ptr %.745.us.1, align 8
  %.8.i118.1 = fmul double %.728.us.1, 3.000000e+00
  %.9.i.1 = fsub double %.8.i118.1, %.737.us.1
  %.10.i.1 = fsub double %.9.i.1, %.746.us.1
  %sunkaddr1448 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1449 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1448
  %sunkaddr1450 = getelementptr i8, ptr %sunkaddr1449, i64 8
  store double %.10.i.1, ptr %sunkaddr1450, align 8
  %sunkaddr1451 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1452 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1451
  %sunkaddr1453 = getelementptr i8, ptr %sunkaddr1452, i64 16
  %.728.us.2 = load double, ptr %sunkaddr1453, align 8
  %112 = add i64 %111, 1
  %.711.1.us.2 = select i1 %110, i64 %112, i64 %.711.0249.us
  %.736.us.2 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.2
  %.737.us.2 = load double, ptr %.736.us.2, align 8
  %.714.1.us.2 = select i1 %109, i64 %112, i64 %.714.0250.us
  %.745.us.2 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.2
  %.746.us.2 = load double, ptr %.745.us.2, align 8
  %.8.i118.2 = fmul double %.728.us.2, 3.000000e+00
  %.9.i.2 = fsub double %.8.i118.2, %.737.us.2
  %.10.i.2 = fsub double %.9.i.2, %.746.us.2
  %sunkaddr1454 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1455 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1454
  %sunkaddr1456 = getelementptr i8, ptr %sunkaddr1455, i64 16
  store double %.10.i.2, ptr %sunkaddr1456, align 8
  %sunkaddr1457 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1458 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1457
  %sunkaddr1459 = getelementptr i8, ptr %sunkaddr1458, i64 24
  %.728.us.3 = load double, ptr %sunkaddr1459, align 8
  %113 = add i64 %112, 1
  %.711.1.us.3 = select i1 %110, i64 %113, i64 %.711.0249.us
  %.736.us.3 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.3
  %.737.us.3 = load double, ptr %.736.us.3, align 8
  %.714.1.us.3 = select i1 %109, i64 %113, i64 %.714.0250.us
  %.745.us.3 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.3
  %.746.us.3 = load double, ptr %.745.us.3, align 8
  %.8.i118.3 = fmul double %.728.us.3, 3.000000e+00
  %.9.i.3 = fsub double %.8.i118.3, %.737.us.3
  %.10.i.3 = fsub double %.9.i.3, %.746.us.3
  %sunkaddr1460 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1461 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1460
  %sunkaddr1462 = getelementptr i8, ptr %sunkaddr1461, i64 24
  store double %.10.i.3, ptr %sunkaddr1462, align 8
  %114 = add i64 %113, 1
  %niter347.ncmp.3 = icmp eq i64 %114, %unroll_iter346
  br i1 %niter347.ncmp.3, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif.endif.us

for.end.endif.endif.endif...endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif...endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1.endif.endif.endif.endif.us
  %lcmp.mod344.not = icmp eq i64 %xtraiter342, 0
  br i1 %lcmp.mod344.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.us.epil.preheader

for.body.1.endif.endif.endif.endif.us.epil.preheader: ; preds = %for.end.1.loopexit.unr-lcssa, %for.body.1.endif.endif.endif.endif.us.preheader
  %loop.index.1251.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %114, %for.end.1.loopexit.unr-lcssa ]
  %.714.0250.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %.714.1.us.3, %for.end.1.loopexit.unr-lcssa ]
  %.711.0249.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %.711.1.us.3, %for.end.1.loopexit.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.endif.us.epil

for.body.1.endif.endif.endif.endif.us.epil:       ; preds = %for.body.1.endif.endif.endif.endif.us.epil, %for.body.1.endif.endif.endif.endif.us.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.endif.endif.endif.endif.us.epil ], [ %xtraiter342, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %loop.index.1251.us.epil = phi i64 [ %.775.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %loop.index.1251.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %.714.0250.us.epil = phi i64 [ %.714.1.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %.714.0250.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %.711.0249.us.epil = phi i64 [ %.711.1.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %.711.0249.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %115 = icmp ugt i64 %.469.fca.5.0.load, 1
  %116 = icmp ugt i64 %.431.fca.5.0.load, 1
  %117 = shl i64 %loop.index.1251.us.epil, 3
  %scevgep357 = getelementptr i8, ptr %.393.fca.4.load, i64 %117
  %.728.us.epil = load double, ptr %scevgep357, align 8
  %.711.1.us.epil = select i1 %116, i64 %loop.index.1251.us.epil, i64 %.711.0249.us.epil
  %.736.us.epil = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.epil
  %.737.us.epil = load double, ptr %.736.us.epil, align 8
  %.714.1.us.epil = select i1 %115, i64 %loop.index.1251.us.epil, i64 %.714.0250.us.epil
  %.745.us.epil = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.epil
  %.746.us.epil = load double, ptr %.745.us.epil, align 8
  %.8.i118.epil = fmul double %.728.us.epil, 3.000000e+00
  %.9.i.epil = fsub double %.8.i118.epil, %.737.us.epil
  %.10.i.epil = fsub double %.9.i.epil, %.746.us.epil
  %118 = shl i64 %loop.index.1251.us.epil, 3
  %scevgep356 = getelementptr i8, ptr %.6.i117, i64 %118
  store double %.10.i.epil, ptr %scevgep356, align 8
  %.775.us.epil = add nuw nsw i64 %loop.index.1251.us.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter343.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter343.cmp.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.us.epil, !llvm.loop !63

for.end.1.loopexit326.unr-lcssa:                  ; preds = %for.body.1.endif.endif.endif.endif
  %lcmp.mod340.not = icmp eq i64 %xtraiter339, 0
  br i1 %lcmp.mod340.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.endif.epil.preheader: ; preds = %for.end.1.loopexit326.unr-lcssa, %for.body.1.endif.endif.endif.endif.preheader
  %loop.index.1251.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %127, %for.end.1.loopexit326.unr-lcssa ]
  %.714.0250.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %.714.1.3, %for.end.1.loopexit326.unr-lcssa ]
  %.711.0249.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %.711.1.3, %for.end.1.loopexit326.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.endif.epil

for.body.1.endif.endif.endif.endif.epil:          ; preds = %for.body.1.endif.endif.endif.endif.epil, %for.body.1.endif.endif.endif.endif.epil.preheader
  %lsr.iv375 = phi i64 [ %lsr.iv.next376, %for.body.1.endif.endif.endif.endif.epil ], [ %xtraiter339, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %loop.index.1251.epil = phi i64 [ %.775.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %loop.index.1251.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %.714.0250.epil = phi i64 [ %.714.1.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %.714.0250.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %.711.0249.epil = phi i64 [ %.711.1.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %.711.0249.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %119 = icmp ugt i64 %.469.fca.5.0.load, 1
  %120 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728.epil = load double, ptr %.393.fca.4.load, align 8
  %.711.1.epil = select i1 %120, i64 %loop.index.1251.epil, i64 %.711.0249.epil
  %.736.epil = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.epil
  %.737.epil = load double, ptr %.736.epil, align 8
  %.714.1.epil = select i1 %119, i64 %loop.index.1251.epil, i64 %.714.0250.epil
  %.745.epil = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.epil
  %.746.epil = load double, ptr %.745.epil, align 8
  %.8.i119.epil = fmul double %.728.epil, 3.000000e+00
  %.9.i120.epil = fsub double %.8.i119.epil, %.737.epil
  %.10.i121.epil = fsub double %.9.i120.epil, %.746.epil
  %121 = shl i64 %loop.index.1251.epil, 3
  %scevgep374 = getelementptr i8, ptr %.6.i117, i64 %121
  store double %.10.i121.epil, ptr %scevgep374, align 8
  %.775.epil = add nuw nsw i64 %loop.index.1251.epil, 1
  %lsr.iv.next376 = add nsw i64 %lsr.iv375, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next376, 0
  br i1 %epil.iter.cmp.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.epil, !llvm.loop !64

for.end.1:                                        ; preds = %for.body.1.endif.endif.endif.endif.epil, %for.body.1.endif.endif.endif.endif.us.epil, %for.end.1.loopexit326.unr-lcssa, %for.end.1.loopexit.unr-lcssa, %for.end.endif.endif.endif...endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.469.fca.0.load)
  tail call void @NRT_decref(ptr %.431.fca.0.load)
  tail call void @NRT_decref(ptr %.393.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.786, i8 0, i64 56, i1 false)
  %.792 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.786, ptr nonnull %excinfo.16, ptr nonnull %.7.i.i110, ptr null, i64 %dest_shape.1.2171, i64 8, ptr %.6.i117, i64 %dest_shape.1.2171, i64 8, i64 %arg.p)
  %.802.fca.0.load = load ptr, ptr %.786, align 8
  %cond22 = icmp eq i32 %.792, 0
  br i1 %cond22, label %for.end.1.endif, label %for.end.1.if.if, !prof !0

for.body.1.endif.endif.endif.endif:               ; preds = %for.body.1.endif.endif.endif.endif, %for.body.1.endif.endif.endif.endif.preheader.new
  %loop.index.1251 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %127, %for.body.1.endif.endif.endif.endif ]
  %.714.0250 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %.714.1.3, %for.body.1.endif.endif.endif.endif ]
  %.711.0249 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %.711.1.3, %for.body.1.endif.endif.endif.endif ]
  %122 = icmp ugt i64 %.469.fca.5.0.load, 1
  %123 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728 = load double, ptr %.393.fca.4.load, align 8
  %.711.1 = select i1 %123, i64 %loop.index.1251, i64 %.711.0249
  %.736 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1
  %.737 = load double, ptr %.736, align 8
  %.714.1 = select i1 %122, i64 %loop.index.1251, i64 %.714.0250
  %.745 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1
  %.746 = load double, ptr %.745, align 8
  %.8.i119 = fmul double %.728, 3.000000e+00
  %.9.i120 = fsub double %.8.i119, %.737
  %.10.i121 = fsub double %.9.i120, %.746
  %sunkaddr1463 = mul i64 %loop.index.1251, 8
  %sunkaddr1464 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1463
  store double %.10.i121, ptr %sunkaddr1464, align 8
  %.728.1 = load double, ptr %.393.fca.4.load, align 8
  %124 = add i64 %loop.index.1251, 1
  %.711.1.1 = select i1 %123, i64 %124, i64 %.711.0249
  %.736.1 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.1
  %.737.1 = load double, ptr %.736.1, align 8
  %.714.1.1 = select i1 %122, i64 %124, i64 %.714.0250
  %.745.1 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.1
  %.746.1 = load double, ptr %.745.1, align 8
  %.8.i119.1 = fmul double %.728.1, 3.000000e+00
  %.9.i120.1 = fsub double %.8.i119.1, %.737.1
  %.10.i121.1 = fsub double %.9.i120.1, %.746.1
  %sunkaddr1465 = mul i64 %loop.index.1251, 8
  %sunkaddr1466 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1465
  %sunkaddr1467 = getelementptr i8, ptr %sunkaddr1466, i64 8
  store double %.10.i121.1, ptr %sunkaddr1467, align 8
  %.728.2 = load double, ptr %.393.fca.4.load, align 8
  %125 = add i64 %124, 1
  %.711.1.2 = select i1 %123, i64 %125, i64 %.711.0249
  %.736.2 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.2
  %.737.2 = load double, ptr %.736.2, align 8
  %.714.1.2 = select i1 %122, i64 %125, i64 %.714.0250
  %.745.2 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.2
  %.746.2 = load double, ptr %.745.2, align 8
  %.8.i119.2 = fmul double %.728.2, 3.000000e+00
  %.9.i120.2 = fsub double %.8.i119.2, %.737.2
  %.10.i121.2 = fsub double %.9.i120.2, %.746.2
  %sunkaddr1468 = mul i64 %loop.index.1251, 8
  %sunkaddr1469 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1468
  %sunkaddr1470 = getelementptr i8, ptr %sunkaddr1469, i64 16
  store double %.10.i121.2, ptr %sunkaddr1470, align 8
  %.728.3 = load double, ptr %.393.fca.4.load, align 8
  %126 = add i64 %125, 1
  %.711.1.3 = select i1 %123, i64 %126, i64 %.711.0249
  %.736.3 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.3
  %.737.3 = load double, ptr %.736.3, align 8
  %.714.1.3 = select i1 %122, i64 %126, i64 %.714.0250
  %.745.3 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.3
  %.746.3 = load double, ptr %.745.3, align 8
  %.8.i119.3 = fmul double %.728.3, 3.000000e+00
  %.9.i120.3 = fsub double %.8.i119.3, %.737.3
  %.10.i121.3 = fsub double %.9.i120.3, %.746.3
  %sunkaddr1471 = mul i64 %loop.index.1251, 8
  %sunkaddr1472 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1471
  %sunkaddr1473 = getelementptr i8, ptr %sunkaddr1472, i64 24
  store double %.10.i121.3, ptr %sunkaddr1473, align 8
  %127 = add i64 %126, 1
  %niter.ncmp.3 = icmp eq i64 %127, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.1.loopexit326.unr-lcssa, label %for.body.1.endif.endif.endif.endif

for.end.1.endif:                                  ; preds = %for.end.1
  %sunkaddr931 = getelementptr inbounds i8, ptr %.786, i64 48
  %.802.fca.6.0.load = load i64, ptr %sunkaddr931, align 8
  %sunkaddr932 = getelementptr inbounds i8, ptr %.786, i64 40
  %.802.fca.5.0.load = load i64, ptr %sunkaddr932, align 8
  %sunkaddr933 = getelementptr inbounds i8, ptr %.786, i64 8
  %.802.fca.1.load = load ptr, ptr %sunkaddr933, align 8
  %sunkaddr934 = getelementptr inbounds i8, ptr %.786, i64 16
  %.802.fca.2.load = load i64, ptr %sunkaddr934, align 8
  %sunkaddr935 = getelementptr inbounds i8, ptr %.786, i64 24
  %.802.fca.3.load = load i64, ptr %sunkaddr935, align 8
  %sunkaddr936 = getelementptr inbounds i8, ptr %.786, i64 32
  %.802.fca.4.load = load ptr, ptr %sunkaddr936, align 8
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
  %sunkaddr937 = getelementptr inbounds i8, ptr %.827, i64 8
  %.847.fca.1.load = load i64, ptr %sunkaddr937, align 8
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
