; ipc_tax_ref.kernel.combo — optimised LLVM IR (inspect_llvm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
; command: NUMBA_CPU_NAME=znver3 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
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
  %const1252 = bitcast i64 -1152921504606846976 to i64
  %const1250 = bitcast i64 -2305843009213693952 to i64
  %0 = bitcast i64 %const1252 to i64
  %1 = bitcast i64 %const1250 to i64
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
  %const1248 = bitcast i64 9223372036854775792 to i64
  %min.iters.check252 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check252, label %vec.epilog.ph272, label %vector.ph254

vector.ph254:                                     ; preds = %vector.main.loop.iter.check253
  %6 = bitcast i64 %const1248 to i64
  %n.vec256 = and i64 %dest_shape.1158163, %6
  %7 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert263 = insertelement <4 x double> poison, double %7, i64 0
  %broadcast.splat264 = shufflevector <4 x double> %broadcast.splatinsert263, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body257

vector.body257:                                   ; preds = %vector.body257, %vector.ph254
  %index258 = phi i64 [ 0, %vector.ph254 ], [ %index.next265, %vector.body257 ]
  %sunkaddr1254 = mul i64 %index258, 8
  %sunkaddr1255 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1254
  %wide.load259 = load <4 x double>, ptr %sunkaddr1255, align 8, !alias.scope !14
  %sunkaddr1256 = mul i64 %index258, 8
  %sunkaddr1257 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1256
  %sunkaddr1258 = getelementptr i8, ptr %sunkaddr1257, i64 32
  %wide.load260 = load <4 x double>, ptr %sunkaddr1258, align 8, !alias.scope !14
  %sunkaddr1259 = mul i64 %index258, 8
  %sunkaddr1260 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1259
  %sunkaddr1261 = getelementptr i8, ptr %sunkaddr1260, i64 64
  %wide.load261 = load <4 x double>, ptr %sunkaddr1261, align 8, !alias.scope !14
  %sunkaddr1262 = mul i64 %index258, 8
  %sunkaddr1263 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1262
  %sunkaddr1264 = getelementptr i8, ptr %sunkaddr1263, i64 96
  %wide.load262 = load <4 x double>, ptr %sunkaddr1264, align 8, !alias.scope !14
  %8 = fmul <4 x double> %wide.load259, splat (double 2.000000e+00)
  %9 = fmul <4 x double> %wide.load260, splat (double 2.000000e+00)
  %10 = fmul <4 x double> %wide.load261, splat (double 2.000000e+00)
  %11 = fmul <4 x double> %wide.load262, splat (double 2.000000e+00)
  %12 = fsub <4 x double> %8, %broadcast.splat264
  %13 = fsub <4 x double> %9, %broadcast.splat264
  %14 = fsub <4 x double> %10, %broadcast.splat264
  %15 = fsub <4 x double> %11, %broadcast.splat264
  %sunkaddr1265 = mul i64 %index258, 8
  %sunkaddr1266 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1265
  store <4 x double> %12, ptr %sunkaddr1266, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1267 = mul i64 %index258, 8
  %sunkaddr1268 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1267
  %sunkaddr1269 = getelementptr i8, ptr %sunkaddr1268, i64 32
  store <4 x double> %13, ptr %sunkaddr1269, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1270 = mul i64 %index258, 8
  %sunkaddr1271 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1270
  %sunkaddr1272 = getelementptr i8, ptr %sunkaddr1271, i64 64
  store <4 x double> %14, ptr %sunkaddr1272, align 8, !alias.scope !16, !noalias !18
  %sunkaddr1273 = mul i64 %index258, 8
  %sunkaddr1274 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1273
  %sunkaddr1275 = getelementptr i8, ptr %sunkaddr1274, i64 96
  store <4 x double> %15, ptr %sunkaddr1275, align 8, !alias.scope !16, !noalias !18
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
  %18 = bitcast i64 %const1248 to i64
  %const_mat632 = add i64 %18, 12
  %n.vec274 = and i64 %dest_shape.1158163, %const_mat632
  %19 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert278 = insertelement <4 x double> poison, double %19, i64 0
  %broadcast.splat279 = shufflevector <4 x double> %broadcast.splatinsert278, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body275

vec.epilog.vector.body275:                        ; preds = %vec.epilog.vector.body275, %vec.epilog.ph272
  %index276 = phi i64 [ %vec.epilog.resume.val268, %vec.epilog.ph272 ], [ %index.next280, %vec.epilog.vector.body275 ]
  %20 = shl i64 %index276, 3
  %scevgep526 = getelementptr i8, ptr %.40.fca.4.load, i64 %20
  %wide.load277 = load <4 x double>, ptr %scevgep526, align 8, !alias.scope !14
  %21 = fmul <4 x double> %wide.load277, splat (double 2.000000e+00)
  %22 = fsub <4 x double> %21, %broadcast.splat279
  %23 = shl i64 %index276, 3
  %scevgep525 = getelementptr i8, ptr %.6.i, i64 %23
  store <4 x double> %22, ptr %scevgep525, align 8, !alias.scope !16, !noalias !18
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
  %lsr.iv523 = phi i64 [ %xtraiter333, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next524, %for.body.endif.endif.endif.us.prol ]
  %loop.index229.us.prol = phi i64 [ %.327.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index229.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %26 = shl i64 %loop.index229.us.prol, 3
  %scevgep522 = getelementptr i8, ptr %.40.fca.4.load, i64 %26
  %.289.us.prol = load double, ptr %scevgep522, align 8
  %.298.us.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.prol = fmul double %.289.us.prol, 2.000000e+00
  %.8.i45.prol = fsub double %.7.i44.prol, %.298.us.prol
  %27 = shl i64 %loop.index229.us.prol, 3
  %scevgep521 = getelementptr i8, ptr %.6.i, i64 %27
  store double %.8.i45.prol, ptr %scevgep521, align 8
  %.327.us.prol = add nuw i64 %loop.index229.us.prol, 1
  %lsr.iv.next524 = add nsw i64 %lsr.iv523, -1
  %prol.iter335.cmp.not = icmp eq i64 %lsr.iv.next524, 0
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
  %const1249 = bitcast i64 9223372036854775792 to i64
  %min.iters.check293 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check293, label %vec.epilog.ph315, label %vector.ph295

vector.ph295:                                     ; preds = %vector.main.loop.iter.check294
  %36 = bitcast i64 %const1249 to i64
  %n.vec297 = and i64 %dest_shape.1158163, %36
  br label %vector.body298

vector.body298:                                   ; preds = %vector.body298, %vector.ph295
  %index299 = phi i64 [ 0, %vector.ph295 ], [ %index.next308, %vector.body298 ]
  %sunkaddr1276 = mul i64 %index299, 8
  %sunkaddr1277 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1276
  %wide.load300 = load <4 x double>, ptr %sunkaddr1277, align 8
  %sunkaddr1278 = mul i64 %index299, 8
  %sunkaddr1279 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1278
  %sunkaddr1280 = getelementptr i8, ptr %sunkaddr1279, i64 32
  %wide.load301 = load <4 x double>, ptr %sunkaddr1280, align 8
  %sunkaddr1281 = mul i64 %index299, 8
  %sunkaddr1282 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1281
  %sunkaddr1283 = getelementptr i8, ptr %sunkaddr1282, i64 64
  %wide.load302 = load <4 x double>, ptr %sunkaddr1283, align 8
  %sunkaddr1284 = mul i64 %index299, 8
  %sunkaddr1285 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1284
  %sunkaddr1286 = getelementptr i8, ptr %sunkaddr1285, i64 96
  %wide.load303 = load <4 x double>, ptr %sunkaddr1286, align 8
  %sunkaddr1287 = mul i64 %index299, 8
  %sunkaddr1288 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1287
  %wide.load304 = load <4 x double>, ptr %sunkaddr1288, align 8
  %sunkaddr1289 = mul i64 %index299, 8
  %sunkaddr1290 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1289
  %sunkaddr1291 = getelementptr i8, ptr %sunkaddr1290, i64 32
  %wide.load305 = load <4 x double>, ptr %sunkaddr1291, align 8
  %sunkaddr1292 = mul i64 %index299, 8
  %sunkaddr1293 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1292
  %sunkaddr1294 = getelementptr i8, ptr %sunkaddr1293, i64 64
  %wide.load306 = load <4 x double>, ptr %sunkaddr1294, align 8
  %sunkaddr1295 = mul i64 %index299, 8
  %sunkaddr1296 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1295
  %sunkaddr1297 = getelementptr i8, ptr %sunkaddr1296, i64 96
  %wide.load307 = load <4 x double>, ptr %sunkaddr1297, align 8
  %37 = fmul <4 x double> %wide.load300, splat (double 2.000000e+00)
  %38 = fmul <4 x double> %wide.load301, splat (double 2.000000e+00)
  %39 = fmul <4 x double> %wide.load302, splat (double 2.000000e+00)
  %40 = fmul <4 x double> %wide.load303, splat (double 2.000000e+00)
  %41 = fsub <4 x double> %37, %wide.load304
  %42 = fsub <4 x double> %38, %wide.load305
  %43 = fsub <4 x double> %39, %wide.load306
  %44 = fsub <4 x double> %40, %wide.load307
  %sunkaddr1298 = mul i64 %index299, 8
  %sunkaddr1299 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1298
  store <4 x double> %41, ptr %sunkaddr1299, align 8
  %sunkaddr1300 = mul i64 %index299, 8
  %sunkaddr1301 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1300
  %sunkaddr1302 = getelementptr i8, ptr %sunkaddr1301, i64 32
  store <4 x double> %42, ptr %sunkaddr1302, align 8
  %sunkaddr1303 = mul i64 %index299, 8
  %sunkaddr1304 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1303
  %sunkaddr1305 = getelementptr i8, ptr %sunkaddr1304, i64 64
  store <4 x double> %43, ptr %sunkaddr1305, align 8
  %sunkaddr1306 = mul i64 %index299, 8
  %sunkaddr1307 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1306
  %sunkaddr1308 = getelementptr i8, ptr %sunkaddr1307, i64 96
  store <4 x double> %44, ptr %sunkaddr1308, align 8
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
  %47 = bitcast i64 %const1249 to i64
  %const_mat634 = add i64 %47, 12
  %n.vec317 = and i64 %dest_shape.1158163, %const_mat634
  br label %vec.epilog.vector.body318

vec.epilog.vector.body318:                        ; preds = %vec.epilog.vector.body318, %vec.epilog.ph315
  %index319 = phi i64 [ %vec.epilog.resume.val311, %vec.epilog.ph315 ], [ %index.next322, %vec.epilog.vector.body318 ]
  %48 = shl i64 %index319, 3
  %scevgep464 = getelementptr i8, ptr %.40.fca.4.load, i64 %48
  %wide.load320 = load <4 x double>, ptr %scevgep464, align 8
  %49 = shl i64 %index319, 3
  %scevgep463 = getelementptr i8, ptr %.80.fca.4.load, i64 %49
  %wide.load321 = load <4 x double>, ptr %scevgep463, align 8
  %50 = fmul <4 x double> %wide.load320, splat (double 2.000000e+00)
  %51 = fsub <4 x double> %50, %wide.load321
  %52 = shl i64 %index319, 3
  %scevgep462 = getelementptr i8, ptr %.6.i, i64 %52
  store <4 x double> %51, ptr %scevgep462, align 8
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
  %lsr.iv460 = phi i64 [ %xtraiter336, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next461, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index229.us.us.prol = phi i64 [ %.327.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index229.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %55 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep459 = getelementptr i8, ptr %.40.fca.4.load, i64 %55
  %.289.us.us.prol = load double, ptr %scevgep459, align 8
  %56 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep458 = getelementptr i8, ptr %.80.fca.4.load, i64 %56
  %.298.us.us.prol = load double, ptr %scevgep458, align 8
  %.7.i.prol = fmul double %.289.us.us.prol, 2.000000e+00
  %.8.i.prol = fsub double %.7.i.prol, %.298.us.us.prol
  %57 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep457 = getelementptr i8, ptr %.6.i, i64 %57
  store double %.8.i.prol, ptr %scevgep457, align 8
  %.327.us.us.prol = add nuw i64 %loop.index229.us.us.prol, 1
  %lsr.iv.next461 = add nsw i64 %lsr.iv460, -1
  %prol.iter338.cmp.not = icmp eq i64 %lsr.iv.next461, 0
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
  %sunkaddr1309 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1310 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1309
  %.289.us.us = load double, ptr %sunkaddr1310, align 8
  %sunkaddr1311 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1312 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1311
  %.298.us.us = load double, ptr %sunkaddr1312, align 8
  %.7.i = fmul double %.289.us.us, 2.000000e+00
  %.8.i = fsub double %.7.i, %.298.us.us
  %sunkaddr1313 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1314 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1313
  store double %.8.i, ptr %sunkaddr1314, align 8
  %sunkaddr1315 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1316 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1315
  %sunkaddr1317 = getelementptr i8, ptr %sunkaddr1316, i64 8
  %.289.us.us.1 = load double, ptr %sunkaddr1317, align 8
  %sunkaddr1318 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1319 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1318
  %sunkaddr1320 = getelementptr i8, ptr %sunkaddr1319, i64 8
  %.298.us.us.1 = load double, ptr %sunkaddr1320, align 8
  %.7.i.1 = fmul double %.289.us.us.1, 2.000000e+00
  %.8.i.1 = fsub double %.7.i.1, %.298.us.us.1
  %sunkaddr1321 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1322 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1321
  %sunkaddr1323 = getelementptr i8, ptr %sunkaddr1322, i64 8
  store double %.8.i.1, ptr %sunkaddr1323, align 8
  %sunkaddr1324 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1325 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1324
  %sunkaddr1326 = getelementptr i8, ptr %sunkaddr1325, i64 16
  %.289.us.us.2 = load double, ptr %sunkaddr1326, align 8
  %sunkaddr1327 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1328 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1327
  %sunkaddr1329 = getelementptr i8, ptr %sunkaddr1328, i64 16
  %.298.us.us.2 = load double, ptr %sunkaddr1329, align 8
  %.7.i.2 = fmul double %.289.us.us.2, 2.000000e+00
  %.8.i.2 = fsub double %.7.i.2, %.298.us.us.2
  %sunkaddr1330 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1331 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1330
  %sunkaddr1332 = getelementptr i8, ptr %sunkaddr1331, i64 16
  store double %.8.i.2, ptr %sunkaddr1332, align 8
  %sunkaddr1333 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1334 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1333
  %sunkaddr1335 = getelementptr i8, ptr %sunkaddr1334, i64 24
  %.289.us.us.3 = load double, ptr %sunkaddr1335, align 8
  %sunkaddr1336 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1337 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1336
  %sunkaddr1338 = getelementptr i8, ptr %sunkaddr1337, i64 24
  %.298.us.us.3 = load double, ptr %sunkaddr1338, align 8
  %.7.i.3 = fmul double %.289.us.us.3, 2.000000e+00
  %.8.i.3 = fsub double %.7.i.3, %.298.us.us.3
  %sunkaddr1339 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1340 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1339
  %sunkaddr1341 = getelementptr i8, ptr %sunkaddr1340, i64 24
  store double %.8.i.3, ptr %sunkaddr1341, align 8
  %sunkaddr1342 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1343 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1342
  %sunkaddr1344 = getelementptr i8, ptr %sunkaddr1343, i64 32
  %.289.us.us.4 = load double, ptr %sunkaddr1344, align 8
  %sunkaddr1345 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1346 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1345
  %sunkaddr1347 = getelementptr i8, ptr %sunkaddr1346, i64 32
  %.298.us.us.4 = load double, ptr %sunkaddr1347, align 8
  %.7.i.4 = fmul double %.289.us.us.4, 2.000000e+00
  %.8.i.4 = fsub double %.7.i.4, %.298.us.us.4
  %sunkaddr1348 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1349 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1348
  %sunkaddr1350 = getelementptr i8, ptr %sunkaddr1349, i64 32
  store double %.8.i.4, ptr %sunkaddr1350, align 8
  %sunkaddr1351 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1352 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1351
  %sunkaddr1353 = getelementptr i8, ptr %sunkaddr1352, i64 40
  %.289.us.us.5 = load double, ptr %sunkaddr1353, align 8
  %sunkaddr1354 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1355 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1354
  %sunkaddr1356 = getelementptr i8, ptr %sunkaddr1355, i64 40
  %.298.us.us.5 = load double, ptr %sunkaddr1356, align 8
  %.7.i.5 = fmul double %.289.us.us.5, 2.000000e+00
  %.8.i.5 = fsub double %.7.i.5, %.298.us.us.5
  %sunkaddr1357 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1358 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1357
  %sunkaddr1359 = getelementptr i8, ptr %sunkaddr1358, i64 40
  store double %.8.i.5, ptr %sunkaddr1359, align 8
  %sunkaddr1360 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1361 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1360
  %sunkaddr1362 = getelementptr i8, ptr %sunkaddr1361, i64 48
  %.289.us.us.6 = load double, ptr %sunkaddr1362, align 8
  %sunkaddr1363 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1364 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1363
  %sunkaddr1365 = getelementptr i8, ptr %sunkaddr1364, i64 48
  %.298.us.us.6 = load double, ptr %sunkaddr1365, align 8
  %.7.i.6 = fmul double %.289.us.us.6, 2.000000e+00
  %.8.i.6 = fsub double %.7.i.6, %.298.us.us.6
  %sunkaddr1366 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1367 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1366
  %sunkaddr1368 = getelementptr i8, ptr %sunkaddr1367, i64 48
  store double %.8.i.6, ptr %sunkaddr1368, align 8
  %sunkaddr1369 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1370 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1369
  %sunkaddr1371 = getelementptr i8, ptr %sunkaddr1370, i64 56
  %.289.us.us.7 = load double, ptr %sunkaddr1371, align 8
  %sunkaddr1372 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1373 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1372
  %sunkaddr1374 = getelementptr i8, ptr %sunkaddr1373, i64 56
  %.298.us.us.7 = load double, ptr %sunkaddr1374, align 8
  %.7.i.7 = fmul double %.289.us.us.7, 2.000000e+00
  %.8.i.7 = fsub double %.7.i.7, %.298.us.us.7
  %sunkaddr1375 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1376 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1375
  %sunkaddr1377 = getelementptr i8, ptr %sunkaddr1376, i64 56
  store double %.8.i.7, ptr %sunkaddr1377, align 8
  %.327.us.us.7 = add nuw nsw i64 %loop.index229.us.us, 8
  %exitcond269.not.7 = icmp eq i64 %dest_shape.1158163, %.327.us.us.7
  br i1 %exitcond269.not.7, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !29

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader350, %for.body.endif.endif.endif.us
  %loop.index229.us = phi i64 [ %.327.us.7, %for.body.endif.endif.endif.us ], [ %loop.index229.us.unr, %for.body.endif.endif.endif.us.preheader350 ]
  %sunkaddr1378 = mul i64 %loop.index229.us, 8
  %sunkaddr1379 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1378
  %.289.us = load double, ptr %sunkaddr1379, align 8
  %.298.us = load double, ptr %.80.fca.4.load, align 8
  %.7.i44 = fmul double %.289.us, 2.000000e+00
  %.8.i45 = fsub double %.7.i44, %.298.us
  %sunkaddr1380 = mul i64 %loop.index229.us, 8
  %sunkaddr1381 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1380
  store double %.8.i45, ptr %sunkaddr1381, align 8
  %sunkaddr1382 = mul i64 %loop.index229.us, 8
  %sunkaddr1383 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1382
  %sunkaddr1384 = getelementptr i8, ptr %sunkaddr1383, i64 8
  %.289.us.1 = load double, ptr %sunkaddr1384, align 8
  %.298.us.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.1 = fmul double %.289.us.1, 2.000000e+00
  %.8.i45.1 = fsub double %.7.i44.1, %.298.us.1
  %sunkaddr1385 = mul i64 %loop.index229.us, 8
  %sunkaddr1386 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1385
  %sunkaddr1387 = getelementptr i8, ptr %sunkaddr1386, i64 8
  store double %.8.i45.1, ptr %sunkaddr1387, align 8
  %sunkaddr1388 = mul i64 %loop.index229.us, 8
  %sunkaddr1389 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1388
  %sunkaddr1390 = getelementptr i8, ptr %sunkaddr1389, i64 16
  %.289.us.2 = load double, ptr %sunkaddr1390, align 8
  %.298.us.2 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.2 = fmul double %.289.us.2, 2.000000e+00
  %.8.i45.2 = fsub double %.7.i44.2, %.298.us.2
  %sunkaddr1391 = mul i64 %loop.index229.us, 8
  %sunkaddr1392 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1391
  %sunkaddr1393 = getelementptr i8, ptr %sunkaddr1392, i64 16
  store double %.8.i45.2, ptr %sunkaddr1393, align 8
  %sunkaddr1394 = mul i64 %loop.index229.us, 8
  %sunkaddr1395 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1394
  %sunkaddr1396 = getelementptr i8, ptr %sunkaddr1395, i64 24
  %.289.us.3 = load double, ptr %sunkaddr1396, align 8
  %.298.us.3 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.3 = fmul double %.289.us.3, 2.000000e+00
  %.8.i45.3 = fsub double %.7.i44.3, %.298.us.3
  %sunkaddr1397 = mul i64 %loop.index229.us, 8
  %sunkaddr1398 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1397
  %sunkaddr1399 = getelementptr i8, ptr %sunkaddr1398, i64 24
  store double %.8.i45.3, ptr %sunkaddr1399, align 8
  %sunkaddr1400 = mul i64 %loop.index229.us, 8
  %sunkaddr1401 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1400
  %sunkaddr1402 = getelementptr i8, ptr %sunkaddr1401, i64 32
  %.289.us.4 = load double, ptr %sunkaddr1402, align 8
  %.298.us.4 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.4 = fmul double %.289.us.4, 2.000000e+00
  %.8.i45.4 = fsub double %.7.i44.4, %.298.us.4
  %sunkaddr1403 = mul i64 %loop.index229.us, 8
  %sunkaddr1404 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1403
  %sunkaddr1405 = getelementptr i8, ptr %sunkaddr1404, i64 32
  store double %.8.i45.4, ptr %sunkaddr1405, align 8
  %sunkaddr1406 = mul i64 %loop.index229.us, 8
  %sunkaddr1407 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1406
  %sunkaddr1408 = getelementptr i8, ptr %sunkaddr1407, i64 40
  %.289.us.5 = load double, ptr %sunkaddr1408, align 8
  %.298.us.5 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.5 = fmul double %.289.us.5, 2.000000e+00
  %.8.i45.5 = fsub double %.7.i44.5, %.298.us.5
  %sunkaddr1409 = mul i64 %loop.index229.us, 8
  %sunkaddr1410 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1409
  %sunkaddr1411 = getelementptr i8, ptr %sunkaddr1410, i64 40
  store double %.8.i45.5, ptr %sunkaddr1411, align 8
  %sunkaddr1412 = mul i64 %loop.index229.us, 8
  %sunkaddr1413 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1412
  %sunkaddr1414 = getelementptr i8, ptr %sunkaddr1413, i64 48
  %.289.us.6 = load double, ptr %sunkaddr1414, align 8
  %.298.us.6 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.6 = fmul double %.289.us.6, 2.000000e+00
  %.8.i45.6 = fsub double %.7.i44.6, %.298.us.6
  %sunkaddr1415 = mul i64 %loop.index229.us, 8
  %sunkaddr1416 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1415
  %sunkaddr1417 = getelementptr i8, ptr %sunkaddr1416, i64 48
  store double %.8.i45.6, ptr %sunkaddr1417, align 8
  %sunkaddr1418 = mul i64 %loop.index229.us, 8
  %sunkaddr1419 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1418
  %sunkaddr1420 = getelementptr i8, ptr %sunkaddr1419, i64 56
  %.289.us.7 = load double, ptr %sunkaddr1420, align 8
  %.298.us.7 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.7 = fmul double %.289.us.7, 2.000000e+00
  %.8.i45.7 = fsub double %.7.i44.7, %.298.us.7
  %sunkaddr1421 = mul i64 %loop.index229.us, 8
  %sunkaddr1422 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1421
  %sunkaddr1423 = getelementptr i8, ptr %sunkaddr1422, i64 56
  store double %.8.i45.7, ptr %sunkaddr1423, align 8
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
  %const1246 = bitcast i64 9223372036854775792 to i64
  %min.iters.check185 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check185, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %62 = bitcast i64 %const1246 to i64
  %n.vec = and i64 %dest_shape.1158163, %62
  %63 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !31
  %64 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !34
  %65 = fmul double %64, 2.000000e+00
  %66 = fsub double %65, %63
  %broadcast.splatinsert = insertelement <4 x double> poison, double %66, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr1424 = mul i64 %index, 8
  %sunkaddr1425 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1424
  store <4 x double> %broadcast.splat, ptr %sunkaddr1425, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1426 = mul i64 %index, 8
  %sunkaddr1427 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1426
  %sunkaddr1428 = getelementptr i8, ptr %sunkaddr1427, i64 32
  store <4 x double> %broadcast.splat, ptr %sunkaddr1428, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1429 = mul i64 %index, 8
  %sunkaddr1430 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1429
  %sunkaddr1431 = getelementptr i8, ptr %sunkaddr1430, i64 64
  store <4 x double> %broadcast.splat, ptr %sunkaddr1431, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1432 = mul i64 %index, 8
  %sunkaddr1433 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1432
  %sunkaddr1434 = getelementptr i8, ptr %sunkaddr1433, i64 96
  store <4 x double> %broadcast.splat, ptr %sunkaddr1434, align 8, !alias.scope !36, !noalias !38
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
  %69 = bitcast i64 %const1246 to i64
  %const_mat628 = add i64 %69, 14
  %n.vec187 = and i64 %dest_shape.1158163, %const_mat628
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
  %scevgep616 = getelementptr i8, ptr %.6.i, i64 %74
  store <2 x double> %broadcast.splat190, ptr %scevgep616, align 8, !alias.scope !36, !noalias !38
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
  %lsr.iv614 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next615, %for.body.endif.endif.endif.prol ]
  %loop.index229.prol = phi i64 [ %.327.prol, %for.body.endif.endif.endif.prol ], [ %loop.index229.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.289.prol = load double, ptr %.40.fca.4.load, align 8
  %.298.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.prol = fmul double %.289.prol, 2.000000e+00
  %.8.i49.prol = fsub double %.7.i48.prol, %.298.prol
  %77 = shl i64 %loop.index229.prol, 3
  %scevgep613 = getelementptr i8, ptr %.6.i, i64 %77
  store double %.8.i49.prol, ptr %scevgep613, align 8
  %.327.prol = add nuw i64 %loop.index229.prol, 1
  %lsr.iv.next615 = add nsw i64 %lsr.iv614, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next615, 0
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
  %const1247 = bitcast i64 9223372036854775792 to i64
  %min.iters.check207 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check207, label %vec.epilog.ph226, label %vector.ph209

vector.ph209:                                     ; preds = %vector.main.loop.iter.check208
  %81 = bitcast i64 %const1247 to i64
  %n.vec211 = and i64 %dest_shape.1158163, %81
  %82 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !43
  %83 = fmul double %82, 2.000000e+00
  %broadcast.splatinsert217 = insertelement <4 x double> poison, double %83, i64 0
  %broadcast.splat218 = shufflevector <4 x double> %broadcast.splatinsert217, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body212

vector.body212:                                   ; preds = %vector.body212, %vector.ph209
  %index213 = phi i64 [ 0, %vector.ph209 ], [ %index.next219, %vector.body212 ]
  %sunkaddr1435 = mul i64 %index213, 8
  %sunkaddr1436 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1435
  %wide.load = load <4 x double>, ptr %sunkaddr1436, align 8, !alias.scope !46
  %sunkaddr1437 = mul i64 %index213, 8
  %sunkaddr1438 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1437
  %sunkaddr1439 = getelementptr i8, ptr %sunkaddr1438, i64 32
  %wide.load214 = load <4 x double>, ptr %sunkaddr1439, align 8, !alias.scope !46
  %sunkaddr1440 = mul i64 %index213, 8
  %sunkaddr1441 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1440
  %sunkaddr1442 = getelementptr i8, ptr %sunkaddr1441, i64 64
  %wide.load215 = load <4 x double>, ptr %sunkaddr1442, align 8, !alias.scope !46
  %sunkaddr1443 = mul i64 %index213, 8
  %sunkaddr1444 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1443
  %sunkaddr1445 = getelementptr i8, ptr %sunkaddr1444, i64 96
  %wide.load216 = load <4 x double>, ptr %sunkaddr1445, align 8, !alias.scope !46
  %84 = fsub <4 x double> %broadcast.splat218, %wide.load
  %85 = fsub <4 x double> %broadcast.splat218, %wide.load214
  %86 = fsub <4 x double> %broadcast.splat218, %wide.load215
  %87 = fsub <4 x double> %broadcast.splat218, %wide.load216
  %sunkaddr1446 = mul i64 %index213, 8
  %sunkaddr1447 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1446
  store <4 x double> %84, ptr %sunkaddr1447, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1448 = mul i64 %index213, 8
  %sunkaddr1449 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1448
  %sunkaddr1450 = getelementptr i8, ptr %sunkaddr1449, i64 32
  store <4 x double> %85, ptr %sunkaddr1450, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1451 = mul i64 %index213, 8
  %sunkaddr1452 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1451
  %sunkaddr1453 = getelementptr i8, ptr %sunkaddr1452, i64 64
  store <4 x double> %86, ptr %sunkaddr1453, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1454 = mul i64 %index213, 8
  %sunkaddr1455 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1454
  %sunkaddr1456 = getelementptr i8, ptr %sunkaddr1455, i64 96
  store <4 x double> %87, ptr %sunkaddr1456, align 8, !alias.scope !48, !noalias !50
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
  %90 = bitcast i64 %const1247 to i64
  %const_mat630 = add i64 %90, 12
  %n.vec228 = and i64 %dest_shape.1158163, %const_mat630
  %91 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !43
  %92 = fmul double %91, 2.000000e+00
  %broadcast.splatinsert232 = insertelement <4 x double> poison, double %92, i64 0
  %broadcast.splat233 = shufflevector <4 x double> %broadcast.splatinsert232, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body229

vec.epilog.vector.body229:                        ; preds = %vec.epilog.vector.body229, %vec.epilog.ph226
  %index230 = phi i64 [ %vec.epilog.resume.val222, %vec.epilog.ph226 ], [ %index.next234, %vec.epilog.vector.body229 ]
  %93 = shl i64 %index230, 3
  %scevgep580 = getelementptr i8, ptr %.80.fca.4.load, i64 %93
  %wide.load231 = load <4 x double>, ptr %scevgep580, align 8, !alias.scope !46
  %94 = fsub <4 x double> %broadcast.splat233, %wide.load231
  %95 = shl i64 %index230, 3
  %scevgep579 = getelementptr i8, ptr %.6.i, i64 %95
  store <4 x double> %94, ptr %scevgep579, align 8, !alias.scope !48, !noalias !50
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
  %lsr.iv577 = phi i64 [ %xtraiter330, %for.body.endif.endif.endif.us234.prol.preheader ], [ %lsr.iv.next578, %for.body.endif.endif.endif.us234.prol ]
  %loop.index229.us231.prol = phi i64 [ %.327.us237.prol, %for.body.endif.endif.endif.us234.prol ], [ %loop.index229.us231.ph, %for.body.endif.endif.endif.us234.prol.preheader ]
  %.289.us233.prol = load double, ptr %.40.fca.4.load, align 8
  %98 = shl i64 %loop.index229.us231.prol, 3
  %scevgep576 = getelementptr i8, ptr %.80.fca.4.load, i64 %98
  %.298.us241.prol = load double, ptr %scevgep576, align 8
  %.7.i46.prol = fmul double %.289.us233.prol, 2.000000e+00
  %.8.i47.prol = fsub double %.7.i46.prol, %.298.us241.prol
  %99 = shl i64 %loop.index229.us231.prol, 3
  %scevgep575 = getelementptr i8, ptr %.6.i, i64 %99
  store double %.8.i47.prol, ptr %scevgep575, align 8
  %.327.us237.prol = add nuw i64 %loop.index229.us231.prol, 1
  %lsr.iv.next578 = add nsw i64 %lsr.iv577, -1
  %prol.iter332.cmp.not = icmp eq i64 %lsr.iv.next578, 0
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
  %sunkaddr1457 = mul i64 %loop.index229.us231, 8
  %sunkaddr1458 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1457
  %.298.us241 = load double, ptr %sunkaddr1458, align 8
  %.7.i46 = fmul double %.289.us233, 2.000000e+00
  %.8.i47 = fsub double %.7.i46, %.298.us241
  %sunkaddr1459 = mul i64 %loop.index229.us231, 8
  %sunkaddr1460 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1459
  store double %.8.i47, ptr %sunkaddr1460, align 8
  %.289.us233.1 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1461 = mul i64 %loop.index229.us231, 8
  %sunkaddr1462 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1461
  %sunkaddr1463 = getelementptr i8, ptr %sunkaddr1462, i64 8
  %.298.us241.1 = load double, ptr %sunkaddr1463, align 8
  %.7.i46.1 = fmul double %.289.us233.1, 2.000000e+00
  %.8.i47.1 = fsub double %.7.i46.1, %.298.us241.1
  %sunkaddr1464 = mul i64 %loop.index229.us231, 8
  %sunkaddr1465 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1464
  %sunkaddr1466 = getelementptr i8, ptr %sunkaddr1465, i64 8
  store double %.8.i47.1, ptr %sunkaddr1466, align 8
  %.289.us233.2 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1467 = mul i64 %loop.index229.us231, 8
  %sunkaddr1468 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1467
  %sunkaddr1469 = getelementptr i8, ptr %sunkaddr1468, i64 16
  %.298.us241.2 = load double, ptr %sunkaddr1469, align 8
  %.7.i46.2 = fmul double %.289.us233.2, 2.000000e+00
  %.8.i47.2 = fsub double %.7.i46.2, %.298.us241.2
  %sunkaddr1470 = mul i64 %loop.index229.us231, 8
  %sunkaddr1471 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1470
  %sunkaddr1472 = getelementptr i8, ptr %sunkaddr1471, i64 16
  store double %.8.i47.2, ptr %sunkaddr1472, align 8
  %.289.us233.3 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1473 = mul i64 %loop.index229.us231, 8
  %sunkaddr1474 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1473
  %sunkaddr1475 = getelementptr i8, ptr %sunkaddr1474, i64 24
  %.298.us241.3 = load double, ptr %sunkaddr1475, align 8
  %.7.i46.3 = fmul double %.289.us233.3, 2.000000e+00
  %.8.i47.3 = fsub double %.7.i46.3, %.298.us241.3
  %sunkaddr1476 = mul i64 %loop.index229.us231, 8
  %sunkaddr1477 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1476
  %sunkaddr1478 = getelementptr i8, ptr %sunkaddr1477, i64 24
  store double %.8.i47.3, ptr %sunkaddr1478, align 8
  %.289.us233.4 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1479 = mul i64 %loop.index229.us231, 8
  %sunkaddr1480 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1479
  %sunkaddr1481 = getelementptr i8, ptr %sunkaddr1480, i64 32
  %.298.us241.4 = load double, ptr %sunkaddr1481, align 8
  %.7.i46.4 = fmul double %.289.us233.4, 2.000000e+00
  %.8.i47.4 = fsub double %.7.i46.4, %.298.us241.4
  %sunkaddr1482 = mul i64 %loop.index229.us231, 8
  %sunkaddr1483 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1482
  %sunkaddr1484 = getelementptr i8, ptr %sunkaddr1483, i64 32
  store double %.8.i47.4, ptr %sunkaddr1484, align 8
  %.289.us233.5 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1485 = mul i64 %loop.index229.us231, 8
  %sunkaddr1486 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1485
  %sunkaddr1487 = getelementptr i8, ptr %sunkaddr1486, i64 40
  %.298.us241.5 = load double, ptr %sunkaddr1487, align 8
  %.7.i46.5 = fmul double %.289.us233.5, 2.000000e+00
  %.8.i47.5 = fsub double %.7.i46.5, %.298.us241.5
  %sunkaddr1488 = mul i64 %loop.index229.us231, 8
  %sunkaddr1489 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1488
  %sunkaddr1490 = getelementptr i8, ptr %sunkaddr1489, i64 40
  store double %.8.i47.5, ptr %sunkaddr1490, align 8
  %.289.us233.6 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1491 = mul i64 %loop.index229.us231, 8
  %sunkaddr1492 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1491
  %sunkaddr1493 = getelementptr i8, ptr %sunkaddr1492, i64 48
  %.298.us241.6 = load double, ptr %sunkaddr1493, align 8
  %.7.i46.6 = fmul double %.289.us233.6, 2.000000e+00
  %.8.i47.6 = fsub double %.7.i46.6, %.298.us241.6
  %sunkaddr1494 = mul i64 %loop.index229.us231, 8
  %sunkaddr1495 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1494
  %sunkaddr1496 = getelementptr i8, ptr %sunkaddr1495, i64 48
  store double %.8.i47.6, ptr %sunkaddr1496, align 8
  %.289.us233.7 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1497 = mul i64 %loop.index229.us231, 8
  %sunkaddr1498 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1497
  %sunkaddr1499 = getelementptr i8, ptr %sunkaddr1498, i64 56
  %.298.us241.7 = load double, ptr %sunkaddr1499, align 8
  %.7.i46.7 = fmul double %.289.us233.7, 2.000000e+00
  %.8.i47.7 = fsub double %.7.i46.7, %.298.us241.7
  %sunkaddr1500 = mul i64 %loop.index229.us231, 8
  %sunkaddr1501 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1500
  %sunkaddr1502 = getelementptr i8, ptr %sunkaddr1501, i64 56
  store double %.8.i47.7, ptr %sunkaddr1502, align 8
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
  %sunkaddr888 = getelementptr inbounds i8, ptr %.335, i64 8
  %.351.fca.1.load = load ptr, ptr %sunkaddr888, align 8
  %sunkaddr889 = getelementptr inbounds i8, ptr %.335, i64 16
  %.351.fca.2.load = load i64, ptr %sunkaddr889, align 8
  %sunkaddr890 = getelementptr inbounds i8, ptr %.335, i64 24
  %.351.fca.3.load = load i64, ptr %sunkaddr890, align 8
  %sunkaddr891 = getelementptr inbounds i8, ptr %.335, i64 32
  %.351.fca.4.load = load ptr, ptr %sunkaddr891, align 8
  %sunkaddr892 = getelementptr inbounds i8, ptr %.335, i64 40
  %.351.fca.5.0.load = load i64, ptr %sunkaddr892, align 8
  %sunkaddr893 = getelementptr inbounds i8, ptr %.335, i64 48
  %.351.fca.6.0.load = load i64, ptr %sunkaddr893, align 8
  %cond17 = icmp eq i32 %.341, 0
  br i1 %cond17, label %for.end.endif, label %for.end.if.if, !prof !0

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader354, %for.body.endif.endif.endif
  %loop.index229 = phi i64 [ %.327.7, %for.body.endif.endif.endif ], [ %loop.index229.unr, %for.body.endif.endif.endif.preheader354 ]
  %.289 = load double, ptr %.40.fca.4.load, align 8
  %.298 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48 = fmul double %.289, 2.000000e+00
  %.8.i49 = fsub double %.7.i48, %.298
  %sunkaddr1503 = mul i64 %loop.index229, 8
  %sunkaddr1504 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1503
  store double %.8.i49, ptr %sunkaddr1504, align 8
  %.289.1 = load double, ptr %.40.fca.4.load, align 8
  %.298.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.1 = fmul double %.289.1, 2.000000e+00
  %.8.i49.1 = fsub double %.7.i48.1, %.298.1
  %sunkaddr1505 = mul i64 %loop.index229, 8
  %sunkaddr1506 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1505
  %sunkaddr1507 = getelementptr i8, ptr %sunkaddr1506, i64 8
  store double %.8.i49.1, ptr %sunkaddr1507, align 8
  %.289.2 = load double, ptr %.40.fca.4.load, align 8
  %.298.2 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.2 = fmul double %.289.2, 2.000000e+00
  %.8.i49.2 = fsub double %.7.i48.2, %.298.2
  %sunkaddr1508 = mul i64 %loop.index229, 8
  %sunkaddr1509 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1508
  %sunkaddr1510 = getelementptr i8, ptr %sunkaddr1509, i64 16
  store double %.8.i49.2, ptr %sunkaddr1510, align 8
  %.289.3 = load double, ptr %.40.fca.4.load, align 8
  %.298.3 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.3 = fmul double %.289.3, 2.000000e+00
  %.8.i49.3 = fsub double %.7.i48.3, %.298.3
  %sunkaddr1511 = mul i64 %loop.index229, 8
  %sunkaddr1512 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1511
  %sunkaddr1513 = getelementptr i8, ptr %sunkaddr1512, i64 24
  store double %.8.i49.3, ptr %sunkaddr1513, align 8
  %.289.4 = load double, ptr %.40.fca.4.load, align 8
  %.298.4 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.4 = fmul double %.289.4, 2.000000e+00
  %.8.i49.4 = fsub double %.7.i48.4, %.298.4
  %sunkaddr1514 = mul i64 %loop.index229, 8
  %sunkaddr1515 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1514
  %sunkaddr1516 = getelementptr i8, ptr %sunkaddr1515, i64 32
  store double %.8.i49.4, ptr %sunkaddr1516, align 8
  %.289.5 = load double, ptr %.40.fca.4.load, align 8
  %.298.5 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.5 = fmul double %.289.5, 2.000000e+00
  %.8.i49.5 = fsub double %.7.i48.5, %.298.5
  %sunkaddr1517 = mul i64 %loop.index229, 8
  %sunkaddr1518 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1517
  %sunkaddr1519 = getelementptr i8, ptr %sunkaddr1518, i64 40
  store double %.8.i49.5, ptr %sunkaddr1519, align 8
  %.289.6 = load double, ptr %.40.fca.4.load, align 8
  %.298.6 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.6 = fmul double %.289.6, 2.000000e+00
  %.8.i49.6 = fsub double %.7.i48.6, %.298.6
  %sunkaddr1520 = mul i64 %loop.index229, 8
  %sunkaddr1521 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1520
  %sunkaddr1522 = getelementptr i8, ptr %sunkaddr1521, i64 48
  store double %.8.i49.6, ptr %sunkaddr1522, align 8
  %.289.7 = load double, ptr %.40.fca.4.load, align 8
  %.298.7 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.7 = fmul double %.289.7, 2.000000e+00
  %.8.i49.7 = fsub double %.7.i48.7, %.298.7
  %sunkaddr1523 = mul i64 %loop.index229, 8
  %sunkaddr1524 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1523
  %sunkaddr1525 = getelementptr i8, ptr %sunkaddr1524, i64 56
  store double %.8.i49.7, ptr %sunkaddr1525, align 8
  %.327.7 = add nuw nsw i64 %loop.index229, 8
  %exitcond.not.7 = icmp eq i64 %dest_shape.1158163, %.327.7
  br i1 %exitcond.not.7, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !55

for.end.endif:                                    ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.377, i8 0, i64 56, i1 false)
  %.383 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.377, ptr nonnull %excinfo.8, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.p3)
  %.393.fca.0.load = load ptr, ptr %.377, align 8
  %sunkaddr917 = getelementptr inbounds i8, ptr %.377, i64 32
  %.393.fca.4.load = load ptr, ptr %sunkaddr917, align 8
  %sunkaddr918 = getelementptr inbounds i8, ptr %.377, i64 40
  %.393.fca.5.0.load = load i64, ptr %sunkaddr918, align 8
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
  %sunkaddr919 = getelementptr inbounds i8, ptr %.415, i64 32
  %.431.fca.4.load = load ptr, ptr %sunkaddr919, align 8
  %sunkaddr920 = getelementptr inbounds i8, ptr %.415, i64 40
  %.431.fca.5.0.load = load i64, ptr %sunkaddr920, align 8
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
  %sunkaddr921 = getelementptr inbounds i8, ptr %.453, i64 32
  %.469.fca.4.load = load ptr, ptr %sunkaddr921, align 8
  %cond20 = icmp eq i32 %.459, 0
  br i1 %cond20, label %B128.i66, label %for.end.endif.endif.endif.if.if, !prof !0

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif
  %.422 = load ptr, ptr %excinfo.9, align 8
  store ptr %.422, ptr %excinfo, align 8
  br label %common.ret

B128.i66:                                         ; preds = %for.end.endif.endif.endif
  %sunkaddr922 = getelementptr inbounds i8, ptr %.453, i64 40
  %.469.fca.5.0.load = load i64, ptr %sunkaddr922, align 8
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
  %const1253 = bitcast i64 -1152921504606846976 to i64
  %const1251 = bitcast i64 -2305843009213693952 to i64
  %102 = bitcast i64 %const1253 to i64
  %103 = bitcast i64 %const1251 to i64
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
  %xtraiter339 = and i64 %dest_shape.1.2171, 7
  %105 = icmp ult i64 %dest_shape.1.2171, 8
  br i1 %105, label %for.body.1.endif.endif.endif.endif.epil.preheader, label %for.body.1.endif.endif.endif.endif.preheader.new

for.body.1.endif.endif.endif.endif.preheader.new: ; preds = %for.body.1.endif.endif.endif.endif.preheader
  %const1244 = bitcast i64 9223372036854775792 to i64
  %106 = bitcast i64 %const1244 to i64
  %const_mat = add i64 %106, 8
  %unroll_iter = and i64 %dest_shape.1.2171, %const_mat
  br label %for.body.1.endif.endif.endif.endif

for.body.1.endif.endif.endif.endif.us.preheader:  ; preds = %for.body.1.lr.ph
  %xtraiter342 = and i64 %dest_shape.1.2171, 7
  %107 = icmp ult i64 %dest_shape.1.2171, 8
  br i1 %107, label %for.body.1.endif.endif.endif.endif.us.epil.preheader, label %for.body.1.endif.endif.endif.endif.us.preheader.new

for.body.1.endif.endif.endif.endif.us.preheader.new: ; preds = %for.body.1.endif.endif.endif.endif.us.preheader
  %const1245 = bitcast i64 9223372036854775792 to i64
  %108 = bitcast i64 %const1245 to i64
  %const_mat626 = add i64 %108, 8
  %unroll_iter346 = and i64 %dest_shape.1.2171, %const_mat626
  br label %for.body.1.endif.endif.endif.endif.us

for.body.1.endif.endif.endif.endif.us:            ; preds = %for.body.1.endif.endif.endif.endif.us, %for.body.1.endif.endif.endif.endif.us.preheader.new
  %loop.index.1251.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %118, %for.body.1.endif.endif.endif.endif.us ]
  %.714.0250.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %.714.1.us.7, %for.body.1.endif.endif.endif.endif.us ]
  %.711.0249.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %.711.1.us.7, %for.body.1.endif.endif.endif.endif.us ]
  %109 = icmp ugt i64 %.469.fca.5.0.load, 1
  %110 = icmp ugt i64 %.431.fca.5.0.load, 1
  %sunkaddr1526 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1527 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1526
  %.728.us = load double, ptr %sunkaddr1527, align 8
  %.711.1.us = select i1 %110, i64 %loop.index.1251.us, i64 %.711.0249.us
  %.736.us = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us
  %.737.us = load double, ptr %.736.us, align 8
  %.714.1.us = select i1 %109, i64 %loop.index.1251.us, i64 %.714.0250.us
  %.745.us = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us
  %.746.us = load double, ptr %.745.us, align 8
  %.8.i118 = fmul double %.728.us, 3.000000e+00
  %.9.i = fsub double %.8.i118, %.737.us
  %.10.i = fsub double %.9.i, %.746.us
  %sunkaddr1528 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1529 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1528
  store double %.10.i, ptr %sunkaddr1529, align 8
  %sunkaddr1530 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1531 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1530
  %sunkaddr1532 = getelementptr i8, ptr %sunkaddr1531, i64 8
  %.728.us.1 = load double, ptr %sunkaddr1532, align 8
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
  %sunkaddr1533 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1534 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1533
  %sunkaddr1535 = getelementptr i8, ptr %sunkaddr1534, i64 8
  store double %.10.i.1, ptr %sunkaddr1535, align 8
  %sunkaddr1536 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1537 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1536
  %sunkaddr1538 = getelementptr i8, ptr %sunkaddr1537, i64 16
  %.728.us.2 = load double, ptr %sunkaddr1538, align 8
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
  %sunkaddr1539 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1540 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1539
  %sunkaddr1541 = getelementptr i8, ptr %sunkaddr1540, i64 16
  store double %.10.i.2, ptr %sunkaddr1541, align 8
  %sunkaddr1542 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1543 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1542
  %sunkaddr1544 = getelementptr i8, ptr %sunkaddr1543, i64 24
  %.728.us.3 = load double, ptr %sunkaddr1544, align 8
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
  %sunkaddr1545 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1546 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1545
  %sunkaddr1547 = getelementptr i8, ptr %sunkaddr1546, i64 24
  store double %.10.i.3, ptr %sunkaddr1547, align 8
  %sunkaddr1548 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1549 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1548
  %sunkaddr1550 = getelementptr i8, ptr %sunkaddr1549, i64 32
  %.728.us.4 = load double, ptr %sunkaddr1550, align 8
  %114 = add i64 %113, 1
  %.711.1.us.4 = select i1 %110, i64 %114, i64 %.711.0249.us
  %.736.us.4 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.4
  %.737.us.4 = load double, ptr %.736.us.4, align 8
  %.714.1.us.4 = select i1 %109, i64 %114, i64 %.714.0250.us
  %.745.us.4 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.4
  %.746.us.4 = load double, ptr %.745.us.4, align 8
  %.8.i118.4 = fmul double %.728.us.4, 3.000000e+00
  %.9.i.4 = fsub double %.8.i118.4, %.737.us.4
  %.10.i.4 = fsub double %.9.i.4, %.746.us.4
  %sunkaddr1551 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1552 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1551
  %sunkaddr1553 = getelementptr i8, ptr %sunkaddr1552, i64 32
  store double %.10.i.4, ptr %sunkaddr1553, align 8
  %sunkaddr1554 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1555 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1554
  %sunkaddr1556 = getelementptr i8, ptr %sunkaddr1555, i64 40
  %.728.us.5 = load double, ptr %sunkaddr1556, align 8
  %115 = add i64 %114, 1
  %.711.1.us.5 = select i1 %110, i64 %115, i64 %.711.0249.us
  %.736.us.5 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.5
  %.737.us.5 = load double, ptr %.736.us.5, align 8
  %.714.1.us.5 = select i1 %109, i64 %115, i64 %.714.0250.us
  %.745.us.5 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.5
  %.746.us.5 = load double, ptr %.745.us.5, align 8
  %.8.i118.5 = fmul double %.728.us.5, 3.000000e+00
  %.9.i.5 = fsub double %.8.i118.5, %.737.us.5
  %.10.i.5 = fsub double %.9.i.5, %.746.us.5
  %sunkaddr1557 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1558 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1557
  %sunkaddr1559 = getelementptr i8, ptr %sunkaddr1558, i64 40
  store double %.10.i.5, ptr %sunkaddr1559, align 8
  %sunkaddr1560 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1561 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1560
  %sunkaddr1562 = getelementptr i8, ptr %sunkaddr1561, i64 48
  %.728.us.6 = load double, ptr %sunkaddr1562, align 8
  %116 = add i64 %115, 1
  %.711.1.us.6 = select i1 %110, i64 %116, i64 %.711.0249.us
  %.736.us.6 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.6
  %.737.us.6 = load double, ptr %.736.us.6, align 8
  %.714.1.us.6 = select i1 %109, i64 %116, i64 %.714.0250.us
  %.745.us.6 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.6
  %.746.us.6 = load double, ptr %.745.us.6, align 8
  %.8.i118.6 = fmul double %.728.us.6, 3.000000e+00
  %.9.i.6 = fsub double %.8.i118.6, %.737.us.6
  %.10.i.6 = fsub double %.9.i.6, %.746.us.6
  %sunkaddr1563 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1564 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1563
  %sunkaddr1565 = getelementptr i8, ptr %sunkaddr1564, i64 48
  store double %.10.i.6, ptr %sunkaddr1565, align 8
  %sunkaddr1566 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1567 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1566
  %sunkaddr1568 = getelementptr i8, ptr %sunkaddr1567, i64 56
  %.728.us.7 = load double, ptr %sunkaddr1568, align 8
  %117 = add i64 %116, 1
  %.711.1.us.7 = select i1 %110, i64 %117, i64 %.711.0249.us
  %.736.us.7 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.7
  %.737.us.7 = load double, ptr %.736.us.7, align 8
  %.714.1.us.7 = select i1 %109, i64 %117, i64 %.714.0250.us
  %.745.us.7 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.7
  %.746.us.7 = load double, ptr %.745.us.7, align 8
  %.8.i118.7 = fmul double %.728.us.7, 3.000000e+00
  %.9.i.7 = fsub double %.8.i118.7, %.737.us.7
  %.10.i.7 = fsub double %.9.i.7, %.746.us.7
  %sunkaddr1569 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1570 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1569
  %sunkaddr1571 = getelementptr i8, ptr %sunkaddr1570, i64 56
  store double %.10.i.7, ptr %sunkaddr1571, align 8
  %118 = add i64 %117, 1
  %niter347.ncmp.7 = icmp eq i64 %118, %unroll_iter346
  br i1 %niter347.ncmp.7, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif.endif.us

for.end.endif.endif.endif...endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif...endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1.endif.endif.endif.endif.us
  %lcmp.mod344.not = icmp eq i64 %xtraiter342, 0
  br i1 %lcmp.mod344.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.us.epil.preheader

for.body.1.endif.endif.endif.endif.us.epil.preheader: ; preds = %for.end.1.loopexit.unr-lcssa, %for.body.1.endif.endif.endif.endif.us.preheader
  %loop.index.1251.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %118, %for.end.1.loopexit.unr-lcssa ]
  %.714.0250.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %.714.1.us.7, %for.end.1.loopexit.unr-lcssa ]
  %.711.0249.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %.711.1.us.7, %for.end.1.loopexit.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.endif.us.epil

for.body.1.endif.endif.endif.endif.us.epil:       ; preds = %for.body.1.endif.endif.endif.endif.us.epil, %for.body.1.endif.endif.endif.endif.us.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.endif.endif.endif.endif.us.epil ], [ %xtraiter342, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %loop.index.1251.us.epil = phi i64 [ %.775.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %loop.index.1251.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %.714.0250.us.epil = phi i64 [ %.714.1.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %.714.0250.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %.711.0249.us.epil = phi i64 [ %.711.1.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %.711.0249.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %119 = icmp ugt i64 %.469.fca.5.0.load, 1
  %120 = icmp ugt i64 %.431.fca.5.0.load, 1
  %121 = shl i64 %loop.index.1251.us.epil, 3
  %scevgep357 = getelementptr i8, ptr %.393.fca.4.load, i64 %121
  %.728.us.epil = load double, ptr %scevgep357, align 8
  %.711.1.us.epil = select i1 %120, i64 %loop.index.1251.us.epil, i64 %.711.0249.us.epil
  %.736.us.epil = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.epil
  %.737.us.epil = load double, ptr %.736.us.epil, align 8
  %.714.1.us.epil = select i1 %119, i64 %loop.index.1251.us.epil, i64 %.714.0250.us.epil
  %.745.us.epil = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.epil
  %.746.us.epil = load double, ptr %.745.us.epil, align 8
  %.8.i118.epil = fmul double %.728.us.epil, 3.000000e+00
  %.9.i.epil = fsub double %.8.i118.epil, %.737.us.epil
  %.10.i.epil = fsub double %.9.i.epil, %.746.us.epil
  %122 = shl i64 %loop.index.1251.us.epil, 3
  %scevgep356 = getelementptr i8, ptr %.6.i117, i64 %122
  store double %.10.i.epil, ptr %scevgep356, align 8
  %.775.us.epil = add nuw nsw i64 %loop.index.1251.us.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter343.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter343.cmp.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.us.epil, !llvm.loop !63

for.end.1.loopexit326.unr-lcssa:                  ; preds = %for.body.1.endif.endif.endif.endif
  %lcmp.mod340.not = icmp eq i64 %xtraiter339, 0
  br i1 %lcmp.mod340.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.endif.epil.preheader: ; preds = %for.end.1.loopexit326.unr-lcssa, %for.body.1.endif.endif.endif.endif.preheader
  %loop.index.1251.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %135, %for.end.1.loopexit326.unr-lcssa ]
  %.714.0250.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %.714.1.7, %for.end.1.loopexit326.unr-lcssa ]
  %.711.0249.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %.711.1.7, %for.end.1.loopexit326.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.endif.epil

for.body.1.endif.endif.endif.endif.epil:          ; preds = %for.body.1.endif.endif.endif.endif.epil, %for.body.1.endif.endif.endif.endif.epil.preheader
  %lsr.iv391 = phi i64 [ %lsr.iv.next392, %for.body.1.endif.endif.endif.endif.epil ], [ %xtraiter339, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %loop.index.1251.epil = phi i64 [ %.775.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %loop.index.1251.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %.714.0250.epil = phi i64 [ %.714.1.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %.714.0250.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %.711.0249.epil = phi i64 [ %.711.1.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %.711.0249.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %123 = icmp ugt i64 %.469.fca.5.0.load, 1
  %124 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728.epil = load double, ptr %.393.fca.4.load, align 8
  %.711.1.epil = select i1 %124, i64 %loop.index.1251.epil, i64 %.711.0249.epil
  %.736.epil = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.epil
  %.737.epil = load double, ptr %.736.epil, align 8
  %.714.1.epil = select i1 %123, i64 %loop.index.1251.epil, i64 %.714.0250.epil
  %.745.epil = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.epil
  %.746.epil = load double, ptr %.745.epil, align 8
  %.8.i119.epil = fmul double %.728.epil, 3.000000e+00
  %.9.i120.epil = fsub double %.8.i119.epil, %.737.epil
  %.10.i121.epil = fsub double %.9.i120.epil, %.746.epil
  %125 = shl i64 %loop.index.1251.epil, 3
  %scevgep390 = getelementptr i8, ptr %.6.i117, i64 %125
  store double %.10.i121.epil, ptr %scevgep390, align 8
  %.775.epil = add nuw nsw i64 %loop.index.1251.epil, 1
  %lsr.iv.next392 = add nsw i64 %lsr.iv391, -1
  %epil.iter.cmp.not = icmp eq i64 %lsr.iv.next392, 0
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
  %loop.index.1251 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %135, %for.body.1.endif.endif.endif.endif ]
  %.714.0250 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %.714.1.7, %for.body.1.endif.endif.endif.endif ]
  %.711.0249 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %.711.1.7, %for.body.1.endif.endif.endif.endif ]
  %126 = icmp ugt i64 %.469.fca.5.0.load, 1
  %127 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728 = load double, ptr %.393.fca.4.load, align 8
  %.711.1 = select i1 %127, i64 %loop.index.1251, i64 %.711.0249
  %.736 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1
  %.737 = load double, ptr %.736, align 8
  %.714.1 = select i1 %126, i64 %loop.index.1251, i64 %.714.0250
  %.745 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1
  %.746 = load double, ptr %.745, align 8
  %.8.i119 = fmul double %.728, 3.000000e+00
  %.9.i120 = fsub double %.8.i119, %.737
  %.10.i121 = fsub double %.9.i120, %.746
  %sunkaddr1572 = mul i64 %loop.index.1251, 8
  %sunkaddr1573 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1572
  store double %.10.i121, ptr %sunkaddr1573, align 8
  %.728.1 = load double, ptr %.393.fca.4.load, align 8
  %128 = add i64 %loop.index.1251, 1
  %.711.1.1 = select i1 %127, i64 %128, i64 %.711.0249
  %.736.1 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.1
  %.737.1 = load double, ptr %.736.1, align 8
  %.714.1.1 = select i1 %126, i64 %128, i64 %.714.0250
  %.745.1 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.1
  %.746.1 = load double, ptr %.745.1, align 8
  %.8.i119.1 = fmul double %.728.1, 3.000000e+00
  %.9.i120.1 = fsub double %.8.i119.1, %.737.1
  %.10.i121.1 = fsub double %.9.i120.1, %.746.1
  %sunkaddr1574 = mul i64 %loop.index.1251, 8
  %sunkaddr1575 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1574
  %sunkaddr1576 = getelementptr i8, ptr %sunkaddr1575, i64 8
  store double %.10.i121.1, ptr %sunkaddr1576, align 8
  %.728.2 = load double, ptr %.393.fca.4.load, align 8
  %129 = add i64 %128, 1
  %.711.1.2 = select i1 %127, i64 %129, i64 %.711.0249
  %.736.2 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.2
  %.737.2 = load double, ptr %.736.2, align 8
  %.714.1.2 = select i1 %126, i64 %129, i64 %.714.0250
  %.745.2 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.2
  %.746.2 = load double, ptr %.745.2, align 8
  %.8.i119.2 = fmul double %.728.2, 3.000000e+00
  %.9.i120.2 = fsub double %.8.i119.2, %.737.2
  %.10.i121.2 = fsub double %.9.i120.2, %.746.2
  %sunkaddr1577 = mul i64 %loop.index.1251, 8
  %sunkaddr1578 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1577
  %sunkaddr1579 = getelementptr i8, ptr %sunkaddr1578, i64 16
  store double %.10.i121.2, ptr %sunkaddr1579, align 8
  %.728.3 = load double, ptr %.393.fca.4.load, align 8
  %130 = add i64 %129, 1
  %.711.1.3 = select i1 %127, i64 %130, i64 %.711.0249
  %.736.3 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.3
  %.737.3 = load double, ptr %.736.3, align 8
  %.714.1.3 = select i1 %126, i64 %130, i64 %.714.0250
  %.745.3 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.3
  %.746.3 = load double, ptr %.745.3, align 8
  %.8.i119.3 = fmul double %.728.3, 3.000000e+00
  %.9.i120.3 = fsub double %.8.i119.3, %.737.3
  %.10.i121.3 = fsub double %.9.i120.3, %.746.3
  %sunkaddr1580 = mul i64 %loop.index.1251, 8
  %sunkaddr1581 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1580
  %sunkaddr1582 = getelementptr i8, ptr %sunkaddr1581, i64 24
  store double %.10.i121.3, ptr %sunkaddr1582, align 8
  %.728.4 = load double, ptr %.393.fca.4.load, align 8
  %131 = add i64 %130, 1
  %.711.1.4 = select i1 %127, i64 %131, i64 %.711.0249
  %.736.4 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.4
  %.737.4 = load double, ptr %.736.4, align 8
  %.714.1.4 = select i1 %126, i64 %131, i64 %.714.0250
  %.745.4 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.4
  %.746.4 = load double, ptr %.745.4, align 8
  %.8.i119.4 = fmul double %.728.4, 3.000000e+00
  %.9.i120.4 = fsub double %.8.i119.4, %.737.4
  %.10.i121.4 = fsub double %.9.i120.4, %.746.4
  %sunkaddr1583 = mul i64 %loop.index.1251, 8
  %sunkaddr1584 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1583
  %sunkaddr1585 = getelementptr i8, ptr %sunkaddr1584, i64 32
  store double %.10.i121.4, ptr %sunkaddr1585, align 8
  %.728.5 = load double, ptr %.393.fca.4.load, align 8
  %132 = add i64 %131, 1
  %.711.1.5 = select i1 %127, i64 %132, i64 %.711.0249
  %.736.5 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.5
  %.737.5 = load double, ptr %.736.5, align 8
  %.714.1.5 = select i1 %126, i64 %132, i64 %.714.0250
  %.745.5 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.5
  %.746.5 = load double, ptr %.745.5, align 8
  %.8.i119.5 = fmul double %.728.5, 3.000000e+00
  %.9.i120.5 = fsub double %.8.i119.5, %.737.5
  %.10.i121.5 = fsub double %.9.i120.5, %.746.5
  %sunkaddr1586 = mul i64 %loop.index.1251, 8
  %sunkaddr1587 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1586
  %sunkaddr1588 = getelementptr i8, ptr %sunkaddr1587, i64 40
  store double %.10.i121.5, ptr %sunkaddr1588, align 8
  %.728.6 = load double, ptr %.393.fca.4.load, align 8
  %133 = add i64 %132, 1
  %.711.1.6 = select i1 %127, i64 %133, i64 %.711.0249
  %.736.6 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.6
  %.737.6 = load double, ptr %.736.6, align 8
  %.714.1.6 = select i1 %126, i64 %133, i64 %.714.0250
  %.745.6 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.6
  %.746.6 = load double, ptr %.745.6, align 8
  %.8.i119.6 = fmul double %.728.6, 3.000000e+00
  %.9.i120.6 = fsub double %.8.i119.6, %.737.6
  %.10.i121.6 = fsub double %.9.i120.6, %.746.6
  %sunkaddr1589 = mul i64 %loop.index.1251, 8
  %sunkaddr1590 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1589
  %sunkaddr1591 = getelementptr i8, ptr %sunkaddr1590, i64 48
  store double %.10.i121.6, ptr %sunkaddr1591, align 8
  %.728.7 = load double, ptr %.393.fca.4.load, align 8
  %134 = add i64 %133, 1
  %.711.1.7 = select i1 %127, i64 %134, i64 %.711.0249
  %.736.7 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.7
  %.737.7 = load double, ptr %.736.7, align 8
  %.714.1.7 = select i1 %126, i64 %134, i64 %.714.0250
  %.745.7 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.7
  %.746.7 = load double, ptr %.745.7, align 8
  %.8.i119.7 = fmul double %.728.7, 3.000000e+00
  %.9.i120.7 = fsub double %.8.i119.7, %.737.7
  %.10.i121.7 = fsub double %.9.i120.7, %.746.7
  %sunkaddr1592 = mul i64 %loop.index.1251, 8
  %sunkaddr1593 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1592
  %sunkaddr1594 = getelementptr i8, ptr %sunkaddr1593, i64 56
  store double %.10.i121.7, ptr %sunkaddr1594, align 8
  %135 = add i64 %134, 1
  %niter.ncmp.7 = icmp eq i64 %135, %unroll_iter
  br i1 %niter.ncmp.7, label %for.end.1.loopexit326.unr-lcssa, label %for.body.1.endif.endif.endif.endif

for.end.1.endif:                                  ; preds = %for.end.1
  %sunkaddr992 = getelementptr inbounds i8, ptr %.786, i64 48
  %.802.fca.6.0.load = load i64, ptr %sunkaddr992, align 8
  %sunkaddr993 = getelementptr inbounds i8, ptr %.786, i64 40
  %.802.fca.5.0.load = load i64, ptr %sunkaddr993, align 8
  %sunkaddr994 = getelementptr inbounds i8, ptr %.786, i64 8
  %.802.fca.1.load = load ptr, ptr %sunkaddr994, align 8
  %sunkaddr995 = getelementptr inbounds i8, ptr %.786, i64 16
  %.802.fca.2.load = load i64, ptr %sunkaddr995, align 8
  %sunkaddr996 = getelementptr inbounds i8, ptr %.786, i64 24
  %.802.fca.3.load = load i64, ptr %sunkaddr996, align 8
  %sunkaddr997 = getelementptr inbounds i8, ptr %.786, i64 32
  %.802.fca.4.load = load ptr, ptr %sunkaddr997, align 8
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
  %sunkaddr998 = getelementptr inbounds i8, ptr %.827, i64 8
  %.847.fca.1.load = load i64, ptr %sunkaddr998, align 8
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
