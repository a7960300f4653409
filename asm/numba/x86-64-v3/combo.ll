; ipc_tax_ref.kernel.combo — optimised LLVM IR (inspect_llvm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
; command: NUMBA_CPU_NAME=x86-64-v3 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
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
  %const943 = bitcast i64 -1152921504606846976 to i64
  %const941 = bitcast i64 -2305843009213693952 to i64
  %0 = bitcast i64 %const943 to i64
  %1 = bitcast i64 %const941 to i64
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
  %const939 = bitcast i64 9223372036854775804 to i64
  %min.iters.check252 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check252, label %vec.epilog.ph272, label %vector.ph254

vector.ph254:                                     ; preds = %vector.main.loop.iter.check253
  %6 = bitcast i64 %const939 to i64
  %const_mat543 = add i64 %6, -12
  %n.vec256 = and i64 %dest_shape.1158163, %const_mat543
  %7 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert263 = insertelement <4 x double> poison, double %7, i64 0
  %broadcast.splat264 = shufflevector <4 x double> %broadcast.splatinsert263, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body257

vector.body257:                                   ; preds = %vector.body257, %vector.ph254
  %index258 = phi i64 [ 0, %vector.ph254 ], [ %index.next265, %vector.body257 ]
  %sunkaddr945 = mul i64 %index258, 8
  %sunkaddr946 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr945
  %wide.load259 = load <4 x double>, ptr %sunkaddr946, align 8, !alias.scope !14
  %sunkaddr947 = mul i64 %index258, 8
  %sunkaddr948 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr947
  %sunkaddr949 = getelementptr i8, ptr %sunkaddr948, i64 32
  %wide.load260 = load <4 x double>, ptr %sunkaddr949, align 8, !alias.scope !14
  %sunkaddr950 = mul i64 %index258, 8
  %sunkaddr951 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr950
  %sunkaddr952 = getelementptr i8, ptr %sunkaddr951, i64 64
  %wide.load261 = load <4 x double>, ptr %sunkaddr952, align 8, !alias.scope !14
  %sunkaddr953 = mul i64 %index258, 8
  %sunkaddr954 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr953
  %sunkaddr955 = getelementptr i8, ptr %sunkaddr954, i64 96
  %wide.load262 = load <4 x double>, ptr %sunkaddr955, align 8, !alias.scope !14
  %8 = fmul <4 x double> %wide.load259, splat (double 2.000000e+00)
  %9 = fmul <4 x double> %wide.load260, splat (double 2.000000e+00)
  %10 = fmul <4 x double> %wide.load261, splat (double 2.000000e+00)
  %11 = fmul <4 x double> %wide.load262, splat (double 2.000000e+00)
  %12 = fsub <4 x double> %8, %broadcast.splat264
  %13 = fsub <4 x double> %9, %broadcast.splat264
  %14 = fsub <4 x double> %10, %broadcast.splat264
  %15 = fsub <4 x double> %11, %broadcast.splat264
  %sunkaddr956 = mul i64 %index258, 8
  %sunkaddr957 = getelementptr i8, ptr %.6.i, i64 %sunkaddr956
  store <4 x double> %12, ptr %sunkaddr957, align 8, !alias.scope !16, !noalias !18
  %sunkaddr958 = mul i64 %index258, 8
  %sunkaddr959 = getelementptr i8, ptr %.6.i, i64 %sunkaddr958
  %sunkaddr960 = getelementptr i8, ptr %sunkaddr959, i64 32
  store <4 x double> %13, ptr %sunkaddr960, align 8, !alias.scope !16, !noalias !18
  %sunkaddr961 = mul i64 %index258, 8
  %sunkaddr962 = getelementptr i8, ptr %.6.i, i64 %sunkaddr961
  %sunkaddr963 = getelementptr i8, ptr %sunkaddr962, i64 64
  store <4 x double> %14, ptr %sunkaddr963, align 8, !alias.scope !16, !noalias !18
  %sunkaddr964 = mul i64 %index258, 8
  %sunkaddr965 = getelementptr i8, ptr %.6.i, i64 %sunkaddr964
  %sunkaddr966 = getelementptr i8, ptr %sunkaddr965, i64 96
  store <4 x double> %15, ptr %sunkaddr966, align 8, !alias.scope !16, !noalias !18
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
  %18 = bitcast i64 %const939 to i64
  %n.vec274 = and i64 %dest_shape.1158163, %18
  %19 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !11
  %broadcast.splatinsert278 = insertelement <4 x double> poison, double %19, i64 0
  %broadcast.splat279 = shufflevector <4 x double> %broadcast.splatinsert278, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body275

vec.epilog.vector.body275:                        ; preds = %vec.epilog.vector.body275, %vec.epilog.ph272
  %index276 = phi i64 [ %vec.epilog.resume.val268, %vec.epilog.ph272 ], [ %index.next280, %vec.epilog.vector.body275 ]
  %20 = shl i64 %index276, 3
  %scevgep462 = getelementptr i8, ptr %.40.fca.4.load, i64 %20
  %wide.load277 = load <4 x double>, ptr %scevgep462, align 8, !alias.scope !14
  %21 = fmul <4 x double> %wide.load277, splat (double 2.000000e+00)
  %22 = fsub <4 x double> %21, %broadcast.splat279
  %23 = shl i64 %index276, 3
  %scevgep461 = getelementptr i8, ptr %.6.i, i64 %23
  store <4 x double> %22, ptr %scevgep461, align 8, !alias.scope !16, !noalias !18
  %index.next280 = add nuw i64 %index276, 4
  %24 = icmp eq i64 %n.vec274, %index.next280
  br i1 %24, label %vec.epilog.middle.block281, label %vec.epilog.vector.body275, !llvm.loop !23

vec.epilog.middle.block281:                       ; preds = %vec.epilog.vector.body275
  %cmp.n282 = icmp eq i64 %dest_shape.1158163, %n.vec274
  br i1 %cmp.n282, label %for.end, label %for.body.endif.endif.endif.us.preheader

for.body.endif.endif.endif.us.preheader:          ; preds = %vec.epilog.middle.block281, %vec.epilog.iter.check270, %vector.memcheck238, %iter.check251
  %loop.index229.us.ph = phi i64 [ 0, %iter.check251 ], [ 0, %vector.memcheck238 ], [ %n.vec256, %vec.epilog.iter.check270 ], [ %n.vec274, %vec.epilog.middle.block281 ]
  %xtraiter333 = and i64 %dest_shape.1158163, 3
  %lcmp.mod334.not = icmp eq i64 %xtraiter333, 0
  br i1 %lcmp.mod334.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol.preheader

for.body.endif.endif.endif.us.prol.preheader:     ; preds = %for.body.endif.endif.endif.us.preheader
  br label %for.body.endif.endif.endif.us.prol

for.body.endif.endif.endif.us.prol:               ; preds = %for.body.endif.endif.endif.us.prol.preheader, %for.body.endif.endif.endif.us.prol
  %lsr.iv459 = phi i64 [ %xtraiter333, %for.body.endif.endif.endif.us.prol.preheader ], [ %lsr.iv.next460, %for.body.endif.endif.endif.us.prol ]
  %loop.index229.us.prol = phi i64 [ %.327.us.prol, %for.body.endif.endif.endif.us.prol ], [ %loop.index229.us.ph, %for.body.endif.endif.endif.us.prol.preheader ]
  %25 = shl i64 %loop.index229.us.prol, 3
  %scevgep458 = getelementptr i8, ptr %.40.fca.4.load, i64 %25
  %.289.us.prol = load double, ptr %scevgep458, align 8
  %.298.us.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.prol = fmul double %.289.us.prol, 2.000000e+00
  %.8.i45.prol = fsub double %.7.i44.prol, %.298.us.prol
  %26 = shl i64 %loop.index229.us.prol, 3
  %scevgep457 = getelementptr i8, ptr %.6.i, i64 %26
  store double %.8.i45.prol, ptr %scevgep457, align 8
  %.327.us.prol = add nuw nsw i64 %loop.index229.us.prol, 1
  %lsr.iv.next460 = add nsw i64 %lsr.iv459, -1
  %prol.iter335.cmp.not = icmp eq i64 %lsr.iv.next460, 0
  br i1 %prol.iter335.cmp.not, label %for.body.endif.endif.endif.us.prol.loopexit, label %for.body.endif.endif.endif.us.prol, !llvm.loop !24

for.body.endif.endif.endif.us.prol.loopexit:      ; preds = %for.body.endif.endif.endif.us.prol, %for.body.endif.endif.endif.us.preheader
  %loop.index229.us.unr = phi i64 [ %loop.index229.us.ph, %for.body.endif.endif.endif.us.preheader ], [ %.327.us.prol, %for.body.endif.endif.endif.us.prol ]
  %27 = sub nsw i64 %loop.index229.us.ph, %dest_shape.1158163
  %28 = icmp ugt i64 %27, -4
  br i1 %28, label %for.end, label %for.body.endif.endif.endif.us.preheader350

for.body.endif.endif.endif.us.preheader350:       ; preds = %for.body.endif.endif.endif.us.prol.loopexit
  br label %for.body.endif.endif.endif.us

iter.check292:                                    ; preds = %for.body.lr.ph.split.us
  %29 = icmp ult i64 %dest_shape.1158163, 4
  br i1 %29, label %for.body.endif.endif.endif.us.us.preheader, label %vector.memcheck284

vector.memcheck284:                               ; preds = %iter.check292
  %30 = ptrtoint ptr %.6.i to i64
  %31 = ptrtoint ptr %.80.fca.4.load to i64
  %32 = ptrtoint ptr %.40.fca.4.load to i64
  %33 = sub i64 %30, %32
  %diff.check = icmp ult i64 %33, 128
  %34 = sub i64 %30, %31
  %diff.check288 = icmp ult i64 %34, 128
  %conflict.rdx289 = or i1 %diff.check, %diff.check288
  br i1 %conflict.rdx289, label %for.body.endif.endif.endif.us.us.preheader, label %vector.main.loop.iter.check294

vector.main.loop.iter.check294:                   ; preds = %vector.memcheck284
  %const940 = bitcast i64 9223372036854775804 to i64
  %min.iters.check293 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check293, label %vec.epilog.ph315, label %vector.ph295

vector.ph295:                                     ; preds = %vector.main.loop.iter.check294
  %35 = bitcast i64 %const940 to i64
  %const_mat545 = add i64 %35, -12
  %n.vec297 = and i64 %dest_shape.1158163, %const_mat545
  br label %vector.body298

vector.body298:                                   ; preds = %vector.body298, %vector.ph295
  %index299 = phi i64 [ 0, %vector.ph295 ], [ %index.next308, %vector.body298 ]
  %sunkaddr967 = mul i64 %index299, 8
  %sunkaddr968 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr967
  %wide.load300 = load <4 x double>, ptr %sunkaddr968, align 8
  %sunkaddr969 = mul i64 %index299, 8
  %sunkaddr970 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr969
  %sunkaddr971 = getelementptr i8, ptr %sunkaddr970, i64 32
  %wide.load301 = load <4 x double>, ptr %sunkaddr971, align 8
  %sunkaddr972 = mul i64 %index299, 8
  %sunkaddr973 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr972
  %sunkaddr974 = getelementptr i8, ptr %sunkaddr973, i64 64
  %wide.load302 = load <4 x double>, ptr %sunkaddr974, align 8
  %sunkaddr975 = mul i64 %index299, 8
  %sunkaddr976 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr975
  %sunkaddr977 = getelementptr i8, ptr %sunkaddr976, i64 96
  %wide.load303 = load <4 x double>, ptr %sunkaddr977, align 8
  %sunkaddr978 = mul i64 %index299, 8
  %sunkaddr979 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr978
  %wide.load304 = load <4 x double>, ptr %sunkaddr979, align 8
  %sunkaddr980 = mul i64 %index299, 8
  %sunkaddr981 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr980
  %sunkaddr982 = getelementptr i8, ptr %sunkaddr981, i64 32
  %wide.load305 = load <4 x double>, ptr %sunkaddr982, align 8
  %sunkaddr983 = mul i64 %index299, 8
  %sunkaddr984 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr983
  %sunkaddr985 = getelementptr i8, ptr %sunkaddr984, i64 64
  %wide.load306 = load <4 x double>, ptr %sunkaddr985, align 8
  %sunkaddr986 = mul i64 %index299, 8
  %sunkaddr987 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr986
  %sunkaddr988 = getelementptr i8, ptr %sunkaddr987, i64 96
  %wide.load307 = load <4 x double>, ptr %sunkaddr988, align 8
  %36 = fmul <4 x double> %wide.load300, splat (double 2.000000e+00)
  %37 = fmul <4 x double> %wide.load301, splat (double 2.000000e+00)
  %38 = fmul <4 x double> %wide.load302, splat (double 2.000000e+00)
  %39 = fmul <4 x double> %wide.load303, splat (double 2.000000e+00)
  %40 = fsub <4 x double> %36, %wide.load304
  %41 = fsub <4 x double> %37, %wide.load305
  %42 = fsub <4 x double> %38, %wide.load306
  %43 = fsub <4 x double> %39, %wide.load307
  %sunkaddr989 = mul i64 %index299, 8
  %sunkaddr990 = getelementptr i8, ptr %.6.i, i64 %sunkaddr989
  store <4 x double> %40, ptr %sunkaddr990, align 8
  %sunkaddr991 = mul i64 %index299, 8
  %sunkaddr992 = getelementptr i8, ptr %.6.i, i64 %sunkaddr991
  %sunkaddr993 = getelementptr i8, ptr %sunkaddr992, i64 32
  store <4 x double> %41, ptr %sunkaddr993, align 8
  %sunkaddr994 = mul i64 %index299, 8
  %sunkaddr995 = getelementptr i8, ptr %.6.i, i64 %sunkaddr994
  %sunkaddr996 = getelementptr i8, ptr %sunkaddr995, i64 64
  store <4 x double> %42, ptr %sunkaddr996, align 8
  %sunkaddr997 = mul i64 %index299, 8
  %sunkaddr998 = getelementptr i8, ptr %.6.i, i64 %sunkaddr997
  %sunkaddr999 = getelementptr i8, ptr %sunkaddr998, i64 96
  store <4 x double> %43, ptr %sunkaddr999, align 8
  %index.next308 = add nuw i64 %index299, 16
  %44 = icmp eq i64 %n.vec297, %index.next308
  br i1 %44, label %middle.block309, label %vector.body298, !llvm.loop !26

middle.block309:                                  ; preds = %vector.body298
  %cmp.n310 = icmp eq i64 %dest_shape.1158163, %n.vec297
  br i1 %cmp.n310, label %for.end, label %vec.epilog.iter.check313

vec.epilog.iter.check313:                         ; preds = %middle.block309
  %45 = and i64 %dest_shape.1158163, 12
  %min.epilog.iters.check314 = icmp eq i64 %45, 0
  br i1 %min.epilog.iters.check314, label %for.body.endif.endif.endif.us.us.preheader, label %vec.epilog.ph315, !prof !22

vec.epilog.ph315:                                 ; preds = %vector.main.loop.iter.check294, %vec.epilog.iter.check313
  %vec.epilog.resume.val311 = phi i64 [ %n.vec297, %vec.epilog.iter.check313 ], [ 0, %vector.main.loop.iter.check294 ]
  %46 = bitcast i64 %const940 to i64
  %n.vec317 = and i64 %dest_shape.1158163, %46
  br label %vec.epilog.vector.body318

vec.epilog.vector.body318:                        ; preds = %vec.epilog.vector.body318, %vec.epilog.ph315
  %index319 = phi i64 [ %vec.epilog.resume.val311, %vec.epilog.ph315 ], [ %index.next322, %vec.epilog.vector.body318 ]
  %47 = shl i64 %index319, 3
  %scevgep416 = getelementptr i8, ptr %.40.fca.4.load, i64 %47
  %wide.load320 = load <4 x double>, ptr %scevgep416, align 8
  %48 = shl i64 %index319, 3
  %scevgep415 = getelementptr i8, ptr %.80.fca.4.load, i64 %48
  %wide.load321 = load <4 x double>, ptr %scevgep415, align 8
  %49 = fmul <4 x double> %wide.load320, splat (double 2.000000e+00)
  %50 = fsub <4 x double> %49, %wide.load321
  %51 = shl i64 %index319, 3
  %scevgep414 = getelementptr i8, ptr %.6.i, i64 %51
  store <4 x double> %50, ptr %scevgep414, align 8
  %index.next322 = add nuw i64 %index319, 4
  %52 = icmp eq i64 %n.vec317, %index.next322
  br i1 %52, label %vec.epilog.middle.block323, label %vec.epilog.vector.body318, !llvm.loop !27

vec.epilog.middle.block323:                       ; preds = %vec.epilog.vector.body318
  %cmp.n324 = icmp eq i64 %dest_shape.1158163, %n.vec317
  br i1 %cmp.n324, label %for.end, label %for.body.endif.endif.endif.us.us.preheader

for.body.endif.endif.endif.us.us.preheader:       ; preds = %vec.epilog.middle.block323, %vec.epilog.iter.check313, %vector.memcheck284, %iter.check292
  %loop.index229.us.us.ph = phi i64 [ 0, %iter.check292 ], [ 0, %vector.memcheck284 ], [ %n.vec297, %vec.epilog.iter.check313 ], [ %n.vec317, %vec.epilog.middle.block323 ]
  %xtraiter336 = and i64 %dest_shape.1158163, 3
  %lcmp.mod337.not = icmp eq i64 %xtraiter336, 0
  br i1 %lcmp.mod337.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol.preheader

for.body.endif.endif.endif.us.us.prol.preheader:  ; preds = %for.body.endif.endif.endif.us.us.preheader
  br label %for.body.endif.endif.endif.us.us.prol

for.body.endif.endif.endif.us.us.prol:            ; preds = %for.body.endif.endif.endif.us.us.prol.preheader, %for.body.endif.endif.endif.us.us.prol
  %lsr.iv412 = phi i64 [ %xtraiter336, %for.body.endif.endif.endif.us.us.prol.preheader ], [ %lsr.iv.next413, %for.body.endif.endif.endif.us.us.prol ]
  %loop.index229.us.us.prol = phi i64 [ %.327.us.us.prol, %for.body.endif.endif.endif.us.us.prol ], [ %loop.index229.us.us.ph, %for.body.endif.endif.endif.us.us.prol.preheader ]
  %53 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep411 = getelementptr i8, ptr %.40.fca.4.load, i64 %53
  %.289.us.us.prol = load double, ptr %scevgep411, align 8
  %54 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep410 = getelementptr i8, ptr %.80.fca.4.load, i64 %54
  %.298.us.us.prol = load double, ptr %scevgep410, align 8
  %.7.i.prol = fmul double %.289.us.us.prol, 2.000000e+00
  %.8.i.prol = fsub double %.7.i.prol, %.298.us.us.prol
  %55 = shl i64 %loop.index229.us.us.prol, 3
  %scevgep409 = getelementptr i8, ptr %.6.i, i64 %55
  store double %.8.i.prol, ptr %scevgep409, align 8
  %.327.us.us.prol = add nuw nsw i64 %loop.index229.us.us.prol, 1
  %lsr.iv.next413 = add nsw i64 %lsr.iv412, -1
  %prol.iter338.cmp.not = icmp eq i64 %lsr.iv.next413, 0
  br i1 %prol.iter338.cmp.not, label %for.body.endif.endif.endif.us.us.prol.loopexit, label %for.body.endif.endif.endif.us.us.prol, !llvm.loop !28

for.body.endif.endif.endif.us.us.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us.us.prol, %for.body.endif.endif.endif.us.us.preheader
  %loop.index229.us.us.unr = phi i64 [ %loop.index229.us.us.ph, %for.body.endif.endif.endif.us.us.preheader ], [ %.327.us.us.prol, %for.body.endif.endif.endif.us.us.prol ]
  %56 = sub nsw i64 %loop.index229.us.us.ph, %dest_shape.1158163
  %57 = icmp ugt i64 %56, -4
  br i1 %57, label %for.end, label %for.body.endif.endif.endif.us.us.preheader349

for.body.endif.endif.endif.us.us.preheader349:    ; preds = %for.body.endif.endif.endif.us.us.prol.loopexit
  br label %for.body.endif.endif.endif.us.us

for.body.endif.endif.endif.us.us:                 ; preds = %for.body.endif.endif.endif.us.us.preheader349, %for.body.endif.endif.endif.us.us
  %loop.index229.us.us = phi i64 [ %.327.us.us.3, %for.body.endif.endif.endif.us.us ], [ %loop.index229.us.us.unr, %for.body.endif.endif.endif.us.us.preheader349 ]
  %sunkaddr1000 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1001 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1000
  %.289.us.us = load double, ptr %sunkaddr1001, align 8
  %sunkaddr1002 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1003 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1002
  %.298.us.us = load double, ptr %sunkaddr1003, align 8
  %.7.i = fmul double %.289.us.us, 2.000000e+00
  %.8.i = fsub double %.7.i, %.298.us.us
  %sunkaddr1004 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1005 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1004
  store double %.8.i, ptr %sunkaddr1005, align 8
  %sunkaddr1006 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1007 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1006
  %sunkaddr1008 = getelementptr i8, ptr %sunkaddr1007, i64 8
  %.289.us.us.1 = load double, ptr %sunkaddr1008, align 8
  %sunkaddr1009 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1010 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1009
  %sunkaddr1011 = getelementptr i8, ptr %sunkaddr1010, i64 8
  %.298.us.us.1 = load double, ptr %sunkaddr1011, align 8
  %.7.i.1 = fmul double %.289.us.us.1, 2.000000e+00
  %.8.i.1 = fsub double %.7.i.1, %.298.us.us.1
  %sunkaddr1012 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1013 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1012
  %sunkaddr1014 = getelementptr i8, ptr %sunkaddr1013, i64 8
  store double %.8.i.1, ptr %sunkaddr1014, align 8
  %sunkaddr1015 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1016 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1015
  %sunkaddr1017 = getelementptr i8, ptr %sunkaddr1016, i64 16
  %.289.us.us.2 = load double, ptr %sunkaddr1017, align 8
  %sunkaddr1018 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1019 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1018
  %sunkaddr1020 = getelementptr i8, ptr %sunkaddr1019, i64 16
  %.298.us.us.2 = load double, ptr %sunkaddr1020, align 8
  %.7.i.2 = fmul double %.289.us.us.2, 2.000000e+00
  %.8.i.2 = fsub double %.7.i.2, %.298.us.us.2
  %sunkaddr1021 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1022 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1021
  %sunkaddr1023 = getelementptr i8, ptr %sunkaddr1022, i64 16
  store double %.8.i.2, ptr %sunkaddr1023, align 8
  %sunkaddr1024 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1025 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1024
  %sunkaddr1026 = getelementptr i8, ptr %sunkaddr1025, i64 24
  %.289.us.us.3 = load double, ptr %sunkaddr1026, align 8
  %sunkaddr1027 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1028 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1027
  %sunkaddr1029 = getelementptr i8, ptr %sunkaddr1028, i64 24
  %.298.us.us.3 = load double, ptr %sunkaddr1029, align 8
  %.7.i.3 = fmul double %.289.us.us.3, 2.000000e+00
  %.8.i.3 = fsub double %.7.i.3, %.298.us.us.3
  %sunkaddr1030 = mul i64 %loop.index229.us.us, 8
  %sunkaddr1031 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1030
  %sunkaddr1032 = getelementptr i8, ptr %sunkaddr1031, i64 24
  store double %.8.i.3, ptr %sunkaddr1032, align 8
  %.327.us.us.3 = add nuw nsw i64 %loop.index229.us.us, 4
  %exitcond269.not.3 = icmp eq i64 %dest_shape.1158163, %.327.us.us.3
  br i1 %exitcond269.not.3, label %for.end, label %for.body.endif.endif.endif.us.us, !llvm.loop !29

for.body.endif.endif.endif.us:                    ; preds = %for.body.endif.endif.endif.us.preheader350, %for.body.endif.endif.endif.us
  %loop.index229.us = phi i64 [ %.327.us.3, %for.body.endif.endif.endif.us ], [ %loop.index229.us.unr, %for.body.endif.endif.endif.us.preheader350 ]
  %sunkaddr1033 = mul i64 %loop.index229.us, 8
  %sunkaddr1034 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1033
  %.289.us = load double, ptr %sunkaddr1034, align 8
  %.298.us = load double, ptr %.80.fca.4.load, align 8
  %.7.i44 = fmul double %.289.us, 2.000000e+00
  %.8.i45 = fsub double %.7.i44, %.298.us
  %sunkaddr1035 = mul i64 %loop.index229.us, 8
  %sunkaddr1036 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1035
  store double %.8.i45, ptr %sunkaddr1036, align 8
  %sunkaddr1037 = mul i64 %loop.index229.us, 8
  %sunkaddr1038 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1037
  %sunkaddr1039 = getelementptr i8, ptr %sunkaddr1038, i64 8
  %.289.us.1 = load double, ptr %sunkaddr1039, align 8
  %.298.us.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.1 = fmul double %.289.us.1, 2.000000e+00
  %.8.i45.1 = fsub double %.7.i44.1, %.298.us.1
  %sunkaddr1040 = mul i64 %loop.index229.us, 8
  %sunkaddr1041 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1040
  %sunkaddr1042 = getelementptr i8, ptr %sunkaddr1041, i64 8
  store double %.8.i45.1, ptr %sunkaddr1042, align 8
  %sunkaddr1043 = mul i64 %loop.index229.us, 8
  %sunkaddr1044 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1043
  %sunkaddr1045 = getelementptr i8, ptr %sunkaddr1044, i64 16
  %.289.us.2 = load double, ptr %sunkaddr1045, align 8
  %.298.us.2 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.2 = fmul double %.289.us.2, 2.000000e+00
  %.8.i45.2 = fsub double %.7.i44.2, %.298.us.2
  %sunkaddr1046 = mul i64 %loop.index229.us, 8
  %sunkaddr1047 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1046
  %sunkaddr1048 = getelementptr i8, ptr %sunkaddr1047, i64 16
  store double %.8.i45.2, ptr %sunkaddr1048, align 8
  %sunkaddr1049 = mul i64 %loop.index229.us, 8
  %sunkaddr1050 = getelementptr i8, ptr %.40.fca.4.load, i64 %sunkaddr1049
  %sunkaddr1051 = getelementptr i8, ptr %sunkaddr1050, i64 24
  %.289.us.3 = load double, ptr %sunkaddr1051, align 8
  %.298.us.3 = load double, ptr %.80.fca.4.load, align 8
  %.7.i44.3 = fmul double %.289.us.3, 2.000000e+00
  %.8.i45.3 = fsub double %.7.i44.3, %.298.us.3
  %sunkaddr1052 = mul i64 %loop.index229.us, 8
  %sunkaddr1053 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1052
  %sunkaddr1054 = getelementptr i8, ptr %sunkaddr1053, i64 24
  store double %.8.i45.3, ptr %sunkaddr1054, align 8
  %.327.us.3 = add nuw nsw i64 %loop.index229.us, 4
  %exitcond268.not.3 = icmp eq i64 %dest_shape.1158163, %.327.us.3
  br i1 %exitcond268.not.3, label %for.end, label %for.body.endif.endif.endif.us, !llvm.loop !30

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %58 = icmp ugt i64 %.80.fca.5.0.load.fr, 1
  br i1 %58, label %iter.check206, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  %min.iters.check = icmp eq i64 %dest_shape.1158163, 1
  br i1 %min.iters.check, label %for.body.endif.endif.endif.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %iter.check
  %59 = shl i64 %dest_shape.1158163, 3
  %scevgep = getelementptr i8, ptr %.6.i, i64 %59
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
  %const937 = bitcast i64 9223372036854775804 to i64
  %min.iters.check185 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check185, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %60 = bitcast i64 %const937 to i64
  %const_mat = add i64 %60, -12
  %n.vec = and i64 %dest_shape.1158163, %const_mat
  %61 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !31
  %62 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !34
  %63 = fmul double %62, 2.000000e+00
  %64 = fsub double %63, %61
  %broadcast.splatinsert = insertelement <4 x double> poison, double %64, i64 0
  %broadcast.splat = shufflevector <4 x double> %broadcast.splatinsert, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %sunkaddr1055 = mul i64 %index, 8
  %sunkaddr1056 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1055
  store <4 x double> %broadcast.splat, ptr %sunkaddr1056, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1057 = mul i64 %index, 8
  %sunkaddr1058 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1057
  %sunkaddr1059 = getelementptr i8, ptr %sunkaddr1058, i64 32
  store <4 x double> %broadcast.splat, ptr %sunkaddr1059, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1060 = mul i64 %index, 8
  %sunkaddr1061 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1060
  %sunkaddr1062 = getelementptr i8, ptr %sunkaddr1061, i64 64
  store <4 x double> %broadcast.splat, ptr %sunkaddr1062, align 8, !alias.scope !36, !noalias !38
  %sunkaddr1063 = mul i64 %index, 8
  %sunkaddr1064 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1063
  %sunkaddr1065 = getelementptr i8, ptr %sunkaddr1064, i64 96
  store <4 x double> %broadcast.splat, ptr %sunkaddr1065, align 8, !alias.scope !36, !noalias !38
  %index.next = add nuw i64 %index, 16
  %65 = icmp eq i64 %n.vec, %index.next
  br i1 %65, label %middle.block, label %vector.body, !llvm.loop !39

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %dest_shape.1158163, %n.vec
  br i1 %cmp.n, label %for.end, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %66 = and i64 %dest_shape.1158163, 14
  %min.epilog.iters.check = icmp eq i64 %66, 0
  br i1 %min.epilog.iters.check, label %for.body.endif.endif.endif.preheader, label %vec.epilog.ph, !prof !40

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %67 = bitcast i64 %const937 to i64
  %const_mat539 = add i64 %67, 2
  %n.vec187 = and i64 %dest_shape.1158163, %const_mat539
  %68 = load double, ptr %.80.fca.4.load, align 8, !alias.scope !31
  %69 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !34
  %70 = fmul double %69, 2.000000e+00
  %71 = fsub double %70, %68
  %broadcast.splatinsert189 = insertelement <2 x double> poison, double %71, i64 0
  %broadcast.splat190 = shufflevector <2 x double> %broadcast.splatinsert189, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index188 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next191, %vec.epilog.vector.body ]
  %72 = shl i64 %index188, 3
  %scevgep528 = getelementptr i8, ptr %.6.i, i64 %72
  store <2 x double> %broadcast.splat190, ptr %scevgep528, align 8, !alias.scope !36, !noalias !38
  %index.next191 = add nuw i64 %index188, 2
  %73 = icmp eq i64 %n.vec187, %index.next191
  br i1 %73, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n192 = icmp eq i64 %dest_shape.1158163, %n.vec187
  br i1 %cmp.n192, label %for.end, label %for.body.endif.endif.endif.preheader

for.body.endif.endif.endif.preheader:             ; preds = %vec.epilog.middle.block, %vec.epilog.iter.check, %vector.memcheck, %iter.check
  %loop.index229.ph = phi i64 [ 0, %iter.check ], [ 0, %vector.memcheck ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec187, %vec.epilog.middle.block ]
  %74 = sub nsw i64 %dest_shape.1158163, %loop.index229.ph
  %xtraiter = and i64 %74, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol.preheader

for.body.endif.endif.endif.prol.preheader:        ; preds = %for.body.endif.endif.endif.preheader
  br label %for.body.endif.endif.endif.prol

for.body.endif.endif.endif.prol:                  ; preds = %for.body.endif.endif.endif.prol.preheader, %for.body.endif.endif.endif.prol
  %lsr.iv526 = phi i64 [ %xtraiter, %for.body.endif.endif.endif.prol.preheader ], [ %lsr.iv.next527, %for.body.endif.endif.endif.prol ]
  %loop.index229.prol = phi i64 [ %.327.prol, %for.body.endif.endif.endif.prol ], [ %loop.index229.ph, %for.body.endif.endif.endif.prol.preheader ]
  %.289.prol = load double, ptr %.40.fca.4.load, align 8
  %.298.prol = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.prol = fmul double %.289.prol, 2.000000e+00
  %.8.i49.prol = fsub double %.7.i48.prol, %.298.prol
  %75 = shl i64 %loop.index229.prol, 3
  %scevgep525 = getelementptr i8, ptr %.6.i, i64 %75
  store double %.8.i49.prol, ptr %scevgep525, align 8
  %.327.prol = add nuw i64 %loop.index229.prol, 1
  %lsr.iv.next527 = add nsw i64 %lsr.iv526, -1
  %prol.iter.cmp.not = icmp eq i64 %lsr.iv.next527, 0
  br i1 %prol.iter.cmp.not, label %for.body.endif.endif.endif.prol.loopexit, label %for.body.endif.endif.endif.prol, !llvm.loop !42

for.body.endif.endif.endif.prol.loopexit:         ; preds = %for.body.endif.endif.endif.prol, %for.body.endif.endif.endif.preheader
  %loop.index229.unr = phi i64 [ %loop.index229.ph, %for.body.endif.endif.endif.preheader ], [ %.327.prol, %for.body.endif.endif.endif.prol ]
  %76 = sub nsw i64 %loop.index229.ph, %dest_shape.1158163
  %77 = icmp ugt i64 %76, -4
  br i1 %77, label %for.end, label %for.body.endif.endif.endif.preheader354

for.body.endif.endif.endif.preheader354:          ; preds = %for.body.endif.endif.endif.prol.loopexit
  br label %for.body.endif.endif.endif

iter.check206:                                    ; preds = %for.body.lr.ph.split
  %min.iters.check204 = icmp ult i64 %dest_shape.1158163, 4
  br i1 %min.iters.check204, label %for.body.endif.endif.endif.us234.preheader, label %vector.memcheck193

vector.memcheck193:                               ; preds = %iter.check206
  %78 = shl i64 %dest_shape.1158163, 3
  %scevgep194 = getelementptr i8, ptr %.6.i, i64 %78
  %scevgep195 = getelementptr i8, ptr %.40.fca.4.load, i64 8
  %scevgep196 = getelementptr i8, ptr %.80.fca.4.load, i64 %78
  %bound0197 = icmp ult ptr %.6.i, %scevgep195
  %bound1198 = icmp ult ptr %.40.fca.4.load, %scevgep194
  %found.conflict199 = and i1 %bound0197, %bound1198
  %bound0200 = icmp ult ptr %.6.i, %scevgep196
  %bound1201 = icmp ult ptr %.80.fca.4.load, %scevgep194
  %found.conflict202 = and i1 %bound0200, %bound1201
  %conflict.rdx203 = or i1 %found.conflict199, %found.conflict202
  br i1 %conflict.rdx203, label %for.body.endif.endif.endif.us234.preheader, label %vector.main.loop.iter.check208

vector.main.loop.iter.check208:                   ; preds = %vector.memcheck193
  %const938 = bitcast i64 9223372036854775804 to i64
  %min.iters.check207 = icmp ult i64 %dest_shape.1158163, 16
  br i1 %min.iters.check207, label %vec.epilog.ph226, label %vector.ph209

vector.ph209:                                     ; preds = %vector.main.loop.iter.check208
  %79 = bitcast i64 %const938 to i64
  %const_mat541 = add i64 %79, -12
  %n.vec211 = and i64 %dest_shape.1158163, %const_mat541
  %80 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !43
  %81 = fmul double %80, 2.000000e+00
  %broadcast.splatinsert217 = insertelement <4 x double> poison, double %81, i64 0
  %broadcast.splat218 = shufflevector <4 x double> %broadcast.splatinsert217, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vector.body212

vector.body212:                                   ; preds = %vector.body212, %vector.ph209
  %index213 = phi i64 [ 0, %vector.ph209 ], [ %index.next219, %vector.body212 ]
  %sunkaddr1066 = mul i64 %index213, 8
  %sunkaddr1067 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1066
  %wide.load = load <4 x double>, ptr %sunkaddr1067, align 8, !alias.scope !46
  %sunkaddr1068 = mul i64 %index213, 8
  %sunkaddr1069 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1068
  %sunkaddr1070 = getelementptr i8, ptr %sunkaddr1069, i64 32
  %wide.load214 = load <4 x double>, ptr %sunkaddr1070, align 8, !alias.scope !46
  %sunkaddr1071 = mul i64 %index213, 8
  %sunkaddr1072 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1071
  %sunkaddr1073 = getelementptr i8, ptr %sunkaddr1072, i64 64
  %wide.load215 = load <4 x double>, ptr %sunkaddr1073, align 8, !alias.scope !46
  %sunkaddr1074 = mul i64 %index213, 8
  %sunkaddr1075 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1074
  %sunkaddr1076 = getelementptr i8, ptr %sunkaddr1075, i64 96
  %wide.load216 = load <4 x double>, ptr %sunkaddr1076, align 8, !alias.scope !46
  %82 = fsub <4 x double> %broadcast.splat218, %wide.load
  %83 = fsub <4 x double> %broadcast.splat218, %wide.load214
  %84 = fsub <4 x double> %broadcast.splat218, %wide.load215
  %85 = fsub <4 x double> %broadcast.splat218, %wide.load216
  %sunkaddr1077 = mul i64 %index213, 8
  %sunkaddr1078 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1077
  store <4 x double> %82, ptr %sunkaddr1078, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1079 = mul i64 %index213, 8
  %sunkaddr1080 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1079
  %sunkaddr1081 = getelementptr i8, ptr %sunkaddr1080, i64 32
  store <4 x double> %83, ptr %sunkaddr1081, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1082 = mul i64 %index213, 8
  %sunkaddr1083 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1082
  %sunkaddr1084 = getelementptr i8, ptr %sunkaddr1083, i64 64
  store <4 x double> %84, ptr %sunkaddr1084, align 8, !alias.scope !48, !noalias !50
  %sunkaddr1085 = mul i64 %index213, 8
  %sunkaddr1086 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1085
  %sunkaddr1087 = getelementptr i8, ptr %sunkaddr1086, i64 96
  store <4 x double> %85, ptr %sunkaddr1087, align 8, !alias.scope !48, !noalias !50
  %index.next219 = add nuw i64 %index213, 16
  %86 = icmp eq i64 %n.vec211, %index.next219
  br i1 %86, label %middle.block220, label %vector.body212, !llvm.loop !51

middle.block220:                                  ; preds = %vector.body212
  %cmp.n221 = icmp eq i64 %dest_shape.1158163, %n.vec211
  br i1 %cmp.n221, label %for.end, label %vec.epilog.iter.check224

vec.epilog.iter.check224:                         ; preds = %middle.block220
  %87 = and i64 %dest_shape.1158163, 12
  %min.epilog.iters.check225 = icmp eq i64 %87, 0
  br i1 %min.epilog.iters.check225, label %for.body.endif.endif.endif.us234.preheader, label %vec.epilog.ph226, !prof !22

vec.epilog.ph226:                                 ; preds = %vector.main.loop.iter.check208, %vec.epilog.iter.check224
  %vec.epilog.resume.val222 = phi i64 [ %n.vec211, %vec.epilog.iter.check224 ], [ 0, %vector.main.loop.iter.check208 ]
  %88 = bitcast i64 %const938 to i64
  %n.vec228 = and i64 %dest_shape.1158163, %88
  %89 = load double, ptr %.40.fca.4.load, align 8, !alias.scope !43
  %90 = fmul double %89, 2.000000e+00
  %broadcast.splatinsert232 = insertelement <4 x double> poison, double %90, i64 0
  %broadcast.splat233 = shufflevector <4 x double> %broadcast.splatinsert232, <4 x double> poison, <4 x i32> zeroinitializer
  br label %vec.epilog.vector.body229

vec.epilog.vector.body229:                        ; preds = %vec.epilog.vector.body229, %vec.epilog.ph226
  %index230 = phi i64 [ %vec.epilog.resume.val222, %vec.epilog.ph226 ], [ %index.next234, %vec.epilog.vector.body229 ]
  %91 = shl i64 %index230, 3
  %scevgep500 = getelementptr i8, ptr %.80.fca.4.load, i64 %91
  %wide.load231 = load <4 x double>, ptr %scevgep500, align 8, !alias.scope !46
  %92 = fsub <4 x double> %broadcast.splat233, %wide.load231
  %93 = shl i64 %index230, 3
  %scevgep499 = getelementptr i8, ptr %.6.i, i64 %93
  store <4 x double> %92, ptr %scevgep499, align 8, !alias.scope !48, !noalias !50
  %index.next234 = add nuw i64 %index230, 4
  %94 = icmp eq i64 %n.vec228, %index.next234
  br i1 %94, label %vec.epilog.middle.block235, label %vec.epilog.vector.body229, !llvm.loop !52

vec.epilog.middle.block235:                       ; preds = %vec.epilog.vector.body229
  %cmp.n236 = icmp eq i64 %dest_shape.1158163, %n.vec228
  br i1 %cmp.n236, label %for.end, label %for.body.endif.endif.endif.us234.preheader

for.body.endif.endif.endif.us234.preheader:       ; preds = %vec.epilog.middle.block235, %vec.epilog.iter.check224, %vector.memcheck193, %iter.check206
  %loop.index229.us231.ph = phi i64 [ 0, %iter.check206 ], [ 0, %vector.memcheck193 ], [ %n.vec211, %vec.epilog.iter.check224 ], [ %n.vec228, %vec.epilog.middle.block235 ]
  %xtraiter330 = and i64 %dest_shape.1158163, 3
  %lcmp.mod331.not = icmp eq i64 %xtraiter330, 0
  br i1 %lcmp.mod331.not, label %for.body.endif.endif.endif.us234.prol.loopexit, label %for.body.endif.endif.endif.us234.prol.preheader

for.body.endif.endif.endif.us234.prol.preheader:  ; preds = %for.body.endif.endif.endif.us234.preheader
  br label %for.body.endif.endif.endif.us234.prol

for.body.endif.endif.endif.us234.prol:            ; preds = %for.body.endif.endif.endif.us234.prol.preheader, %for.body.endif.endif.endif.us234.prol
  %lsr.iv497 = phi i64 [ %xtraiter330, %for.body.endif.endif.endif.us234.prol.preheader ], [ %lsr.iv.next498, %for.body.endif.endif.endif.us234.prol ]
  %loop.index229.us231.prol = phi i64 [ %.327.us237.prol, %for.body.endif.endif.endif.us234.prol ], [ %loop.index229.us231.ph, %for.body.endif.endif.endif.us234.prol.preheader ]
  %.289.us233.prol = load double, ptr %.40.fca.4.load, align 8
  %95 = shl i64 %loop.index229.us231.prol, 3
  %scevgep496 = getelementptr i8, ptr %.80.fca.4.load, i64 %95
  %.298.us241.prol = load double, ptr %scevgep496, align 8
  %.7.i46.prol = fmul double %.289.us233.prol, 2.000000e+00
  %.8.i47.prol = fsub double %.7.i46.prol, %.298.us241.prol
  %96 = shl i64 %loop.index229.us231.prol, 3
  %scevgep495 = getelementptr i8, ptr %.6.i, i64 %96
  store double %.8.i47.prol, ptr %scevgep495, align 8
  %.327.us237.prol = add nuw nsw i64 %loop.index229.us231.prol, 1
  %lsr.iv.next498 = add nsw i64 %lsr.iv497, -1
  %prol.iter332.cmp.not = icmp eq i64 %lsr.iv.next498, 0
  br i1 %prol.iter332.cmp.not, label %for.body.endif.endif.endif.us234.prol.loopexit, label %for.body.endif.endif.endif.us234.prol, !llvm.loop !53

for.body.endif.endif.endif.us234.prol.loopexit:   ; preds = %for.body.endif.endif.endif.us234.prol, %for.body.endif.endif.endif.us234.preheader
  %loop.index229.us231.unr = phi i64 [ %loop.index229.us231.ph, %for.body.endif.endif.endif.us234.preheader ], [ %.327.us237.prol, %for.body.endif.endif.endif.us234.prol ]
  %97 = sub nsw i64 %loop.index229.us231.ph, %dest_shape.1158163
  %98 = icmp ugt i64 %97, -4
  br i1 %98, label %for.end, label %for.body.endif.endif.endif.us234.preheader352

for.body.endif.endif.endif.us234.preheader352:    ; preds = %for.body.endif.endif.endif.us234.prol.loopexit
  br label %for.body.endif.endif.endif.us234

for.body.endif.endif.endif.us234:                 ; preds = %for.body.endif.endif.endif.us234.preheader352, %for.body.endif.endif.endif.us234
  %loop.index229.us231 = phi i64 [ %.327.us237.3, %for.body.endif.endif.endif.us234 ], [ %loop.index229.us231.unr, %for.body.endif.endif.endif.us234.preheader352 ]
  %.289.us233 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1088 = mul i64 %loop.index229.us231, 8
  %sunkaddr1089 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1088
  %.298.us241 = load double, ptr %sunkaddr1089, align 8
  %.7.i46 = fmul double %.289.us233, 2.000000e+00
  %.8.i47 = fsub double %.7.i46, %.298.us241
  %sunkaddr1090 = mul i64 %loop.index229.us231, 8
  %sunkaddr1091 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1090
  store double %.8.i47, ptr %sunkaddr1091, align 8
  %.289.us233.1 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1092 = mul i64 %loop.index229.us231, 8
  %sunkaddr1093 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1092
  %sunkaddr1094 = getelementptr i8, ptr %sunkaddr1093, i64 8
  %.298.us241.1 = load double, ptr %sunkaddr1094, align 8
  %.7.i46.1 = fmul double %.289.us233.1, 2.000000e+00
  %.8.i47.1 = fsub double %.7.i46.1, %.298.us241.1
  %sunkaddr1095 = mul i64 %loop.index229.us231, 8
  %sunkaddr1096 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1095
  %sunkaddr1097 = getelementptr i8, ptr %sunkaddr1096, i64 8
  store double %.8.i47.1, ptr %sunkaddr1097, align 8
  %.289.us233.2 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1098 = mul i64 %loop.index229.us231, 8
  %sunkaddr1099 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1098
  %sunkaddr1100 = getelementptr i8, ptr %sunkaddr1099, i64 16
  %.298.us241.2 = load double, ptr %sunkaddr1100, align 8
  %.7.i46.2 = fmul double %.289.us233.2, 2.000000e+00
  %.8.i47.2 = fsub double %.7.i46.2, %.298.us241.2
  %sunkaddr1101 = mul i64 %loop.index229.us231, 8
  %sunkaddr1102 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1101
  %sunkaddr1103 = getelementptr i8, ptr %sunkaddr1102, i64 16
  store double %.8.i47.2, ptr %sunkaddr1103, align 8
  %.289.us233.3 = load double, ptr %.40.fca.4.load, align 8
  %sunkaddr1104 = mul i64 %loop.index229.us231, 8
  %sunkaddr1105 = getelementptr i8, ptr %.80.fca.4.load, i64 %sunkaddr1104
  %sunkaddr1106 = getelementptr i8, ptr %sunkaddr1105, i64 24
  %.298.us241.3 = load double, ptr %sunkaddr1106, align 8
  %.7.i46.3 = fmul double %.289.us233.3, 2.000000e+00
  %.8.i47.3 = fsub double %.7.i46.3, %.298.us241.3
  %sunkaddr1107 = mul i64 %loop.index229.us231, 8
  %sunkaddr1108 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1107
  %sunkaddr1109 = getelementptr i8, ptr %sunkaddr1108, i64 24
  store double %.8.i47.3, ptr %sunkaddr1109, align 8
  %.327.us237.3 = add nuw nsw i64 %loop.index229.us231, 4
  %exitcond267.not.3 = icmp eq i64 %dest_shape.1158163, %.327.us237.3
  br i1 %exitcond267.not.3, label %for.end, label %for.body.endif.endif.endif.us234, !llvm.loop !54

B0.endif.endif.endif.endif.endif.endif.endif.if.if: ; preds = %B0.endif.endif.endif.endif.endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end:                                          ; preds = %for.body.endif.endif.endif, %for.body.endif.endif.endif.us234, %for.body.endif.endif.endif.us, %for.body.endif.endif.endif.us.us, %for.body.endif.endif.endif.prol.loopexit, %for.body.endif.endif.endif.us234.prol.loopexit, %for.body.endif.endif.endif.us.prol.loopexit, %for.body.endif.endif.endif.us.us.prol.loopexit, %middle.block, %vec.epilog.middle.block, %middle.block220, %vec.epilog.middle.block235, %middle.block266, %vec.epilog.middle.block281, %middle.block309, %vec.epilog.middle.block323, %B0.endif.endif.endif.endif.endif.endif.endif.endif
  tail call void @NRT_decref(ptr %.80.fca.0.load)
  tail call void @NRT_decref(ptr %.40.fca.0.load)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.335, i8 0, i64 56, i1 false)
  %.341 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.335, ptr nonnull %excinfo.7, ptr nonnull %.7.i.i, ptr null, i64 %dest_shape.1158163, i64 8, ptr %.6.i, i64 %dest_shape.1158163, i64 8, i64 %arg.s)
  %.351.fca.0.load = load ptr, ptr %.335, align 8
  %sunkaddr715 = getelementptr inbounds i8, ptr %.335, i64 8
  %.351.fca.1.load = load ptr, ptr %sunkaddr715, align 8
  %sunkaddr716 = getelementptr inbounds i8, ptr %.335, i64 16
  %.351.fca.2.load = load i64, ptr %sunkaddr716, align 8
  %sunkaddr717 = getelementptr inbounds i8, ptr %.335, i64 24
  %.351.fca.3.load = load i64, ptr %sunkaddr717, align 8
  %sunkaddr718 = getelementptr inbounds i8, ptr %.335, i64 32
  %.351.fca.4.load = load ptr, ptr %sunkaddr718, align 8
  %sunkaddr719 = getelementptr inbounds i8, ptr %.335, i64 40
  %.351.fca.5.0.load = load i64, ptr %sunkaddr719, align 8
  %sunkaddr720 = getelementptr inbounds i8, ptr %.335, i64 48
  %.351.fca.6.0.load = load i64, ptr %sunkaddr720, align 8
  %cond17 = icmp eq i32 %.341, 0
  br i1 %cond17, label %for.end.endif, label %for.end.if.if, !prof !0

for.body.endif.endif.endif:                       ; preds = %for.body.endif.endif.endif.preheader354, %for.body.endif.endif.endif
  %loop.index229 = phi i64 [ %.327.3, %for.body.endif.endif.endif ], [ %loop.index229.unr, %for.body.endif.endif.endif.preheader354 ]
  %.289 = load double, ptr %.40.fca.4.load, align 8
  %.298 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48 = fmul double %.289, 2.000000e+00
  %.8.i49 = fsub double %.7.i48, %.298
  %sunkaddr1110 = mul i64 %loop.index229, 8
  %sunkaddr1111 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1110
  store double %.8.i49, ptr %sunkaddr1111, align 8
  %.289.1 = load double, ptr %.40.fca.4.load, align 8
  %.298.1 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.1 = fmul double %.289.1, 2.000000e+00
  %.8.i49.1 = fsub double %.7.i48.1, %.298.1
  %sunkaddr1112 = mul i64 %loop.index229, 8
  %sunkaddr1113 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1112
  %sunkaddr1114 = getelementptr i8, ptr %sunkaddr1113, i64 8
  store double %.8.i49.1, ptr %sunkaddr1114, align 8
  %.289.2 = load double, ptr %.40.fca.4.load, align 8
  %.298.2 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.2 = fmul double %.289.2, 2.000000e+00
  %.8.i49.2 = fsub double %.7.i48.2, %.298.2
  %sunkaddr1115 = mul i64 %loop.index229, 8
  %sunkaddr1116 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1115
  %sunkaddr1117 = getelementptr i8, ptr %sunkaddr1116, i64 16
  store double %.8.i49.2, ptr %sunkaddr1117, align 8
  %.289.3 = load double, ptr %.40.fca.4.load, align 8
  %.298.3 = load double, ptr %.80.fca.4.load, align 8
  %.7.i48.3 = fmul double %.289.3, 2.000000e+00
  %.8.i49.3 = fsub double %.7.i48.3, %.298.3
  %sunkaddr1118 = mul i64 %loop.index229, 8
  %sunkaddr1119 = getelementptr i8, ptr %.6.i, i64 %sunkaddr1118
  %sunkaddr1120 = getelementptr i8, ptr %sunkaddr1119, i64 24
  store double %.8.i49.3, ptr %sunkaddr1120, align 8
  %.327.3 = add nuw nsw i64 %loop.index229, 4
  %exitcond.not.3 = icmp eq i64 %dest_shape.1158163, %.327.3
  br i1 %exitcond.not.3, label %for.end, label %for.body.endif.endif.endif, !llvm.loop !55

for.end.endif:                                    ; preds = %for.end
  tail call void @NRT_decref(ptr nonnull %.7.i.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %.377, i8 0, i64 56, i1 false)
  %.383 = call i32 @_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx(ptr nonnull %.377, ptr nonnull %excinfo.8, ptr %arg.close.0, ptr %arg.close.1, i64 %arg.close.2, i64 %arg.close.3, ptr %arg.close.4, i64 %arg.close.5.0, i64 %arg.close.6.0, i64 %arg.p3)
  %.393.fca.0.load = load ptr, ptr %.377, align 8
  %sunkaddr732 = getelementptr inbounds i8, ptr %.377, i64 32
  %.393.fca.4.load = load ptr, ptr %sunkaddr732, align 8
  %sunkaddr733 = getelementptr inbounds i8, ptr %.377, i64 40
  %.393.fca.5.0.load = load i64, ptr %sunkaddr733, align 8
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
  %sunkaddr734 = getelementptr inbounds i8, ptr %.415, i64 32
  %.431.fca.4.load = load ptr, ptr %sunkaddr734, align 8
  %sunkaddr735 = getelementptr inbounds i8, ptr %.415, i64 40
  %.431.fca.5.0.load = load i64, ptr %sunkaddr735, align 8
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
  %sunkaddr736 = getelementptr inbounds i8, ptr %.453, i64 32
  %.469.fca.4.load = load ptr, ptr %sunkaddr736, align 8
  %cond20 = icmp eq i32 %.459, 0
  br i1 %cond20, label %B128.i66, label %for.end.endif.endif.endif.if.if, !prof !0

for.end.endif.endif.if.if:                        ; preds = %for.end.endif.endif
  %.422 = load ptr, ptr %excinfo.9, align 8
  store ptr %.422, ptr %excinfo, align 8
  br label %common.ret

B128.i66:                                         ; preds = %for.end.endif.endif.endif
  %sunkaddr737 = getelementptr inbounds i8, ptr %.453, i64 40
  %.469.fca.5.0.load = load i64, ptr %sunkaddr737, align 8
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
  %const944 = bitcast i64 -1152921504606846976 to i64
  %const942 = bitcast i64 -2305843009213693952 to i64
  %99 = bitcast i64 %const944 to i64
  %100 = bitcast i64 %const942 to i64
  %101 = add i64 %dest_shape.1.2, %99
  %.645 = icmp ult i64 %101, %100
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
  %102 = icmp ult i64 %dest_shape.1.2171, 4
  br i1 %102, label %for.body.1.endif.endif.endif.endif.epil.preheader, label %for.body.1.endif.endif.endif.endif.preheader.new

for.body.1.endif.endif.endif.endif.preheader.new: ; preds = %for.body.1.endif.endif.endif.endif.preheader
  %const935 = bitcast i64 9223372036854775804 to i64
  %103 = bitcast i64 %const935 to i64
  %unroll_iter = and i64 %dest_shape.1.2171, %103
  br label %for.body.1.endif.endif.endif.endif

for.body.1.endif.endif.endif.endif.us.preheader:  ; preds = %for.body.1.lr.ph
  %xtraiter342 = and i64 %dest_shape.1.2171, 3
  %104 = icmp ult i64 %dest_shape.1.2171, 4
  br i1 %104, label %for.body.1.endif.endif.endif.endif.us.epil.preheader, label %for.body.1.endif.endif.endif.endif.us.preheader.new

for.body.1.endif.endif.endif.endif.us.preheader.new: ; preds = %for.body.1.endif.endif.endif.endif.us.preheader
  %const936 = bitcast i64 9223372036854775804 to i64
  %105 = bitcast i64 %const936 to i64
  %unroll_iter346 = and i64 %dest_shape.1.2171, %105
  br label %for.body.1.endif.endif.endif.endif.us

for.body.1.endif.endif.endif.endif.us:            ; preds = %for.body.1.endif.endif.endif.endif.us, %for.body.1.endif.endif.endif.endif.us.preheader.new
  %loop.index.1251.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %111, %for.body.1.endif.endif.endif.endif.us ]
  %.714.0250.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %.714.1.us.3, %for.body.1.endif.endif.endif.endif.us ]
  %.711.0249.us = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader.new ], [ %.711.1.us.3, %for.body.1.endif.endif.endif.endif.us ]
  %106 = icmp ugt i64 %.469.fca.5.0.load, 1
  %107 = icmp ugt i64 %.431.fca.5.0.load, 1
  %sunkaddr1121 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1122 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1121
  %.728.us = load double, ptr %sunkaddr1122, align 8
  %.711.1.us = select i1 %107, i64 %loop.index.1251.us, i64 %.711.0249.us
  %.736.us = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us
  %.737.us = load double, ptr %.736.us, align 8
  %.714.1.us = select i1 %106, i64 %loop.index.1251.us, i64 %.714.0250.us
  %.745.us = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us
  %.746.us = load double, ptr %.745.us, align 8
  %.8.i118 = fmul double %.728.us, 3.000000e+00
  %.9.i = fsub double %.8.i118, %.737.us
  %.10.i = fsub double %.9.i, %.746.us
  %sunkaddr1123 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1124 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1123
  store double %.10.i, ptr %sunkaddr1124, align 8
  %sunkaddr1125 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1126 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1125
  %sunkaddr1127 = getelementptr i8, ptr %sunkaddr1126, i64 8
  %.728.us.1 = load double, ptr %sunkaddr1127, align 8
  %108 = add i64 %loop.index.1251.us, 1
  %.711.1.us.1 = select i1 %107, i64 %108, i64 %.711.0249.us
  %.736.us.1 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.1
  %.737.us.1 = load double, ptr %.736.us.1, align 8
  %.714.1.us.1 = select i1 %106, i64 %108, i64 %.714.0250.us
  %.745.us.1 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.1
  %.746.us.1 = load double, ptr %.745.us.1, align 8
  %.8.i118.1 = fmul double %.728.us.1, 3.000000e+00
  %.9.i.1 = fsub double %.8.i118.1, %.737.us.1
  %.10.i.1 = fsub double %.9.i.1, %.746.us.1
  %sunkaddr1128 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1129 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1128
  %sunkaddr1130 = getelementptr i8, ptr %sunkaddr1129, i64 8
  store double %.10.i.1, ptr %sunkaddr1130, align 8
  %sunkaddr1131 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1132 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1131
  %sunkaddr1133 = getelementptr i8, ptr %sunkaddr1132, i64 16
  %.728.us.2 = load double, ptr %sunkaddr1133, align 8
  %109 = add i64 %108, 1
  %.711.1.us.2 = select i1 %107, i64 %109, i64 %.711.0249.us
  %.736.us.2 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.2
  %.737.us.2 = load double, ptr %.736.us.2, align 8
  %.714.1.us.2 = select i1 %106, i64 %109, i64 %.714.0250.us
  %.745.us.2 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.2
  %.746.us.2 = load double, ptr %.745.us.2, align 8
  %.8.i118.2 = fmul double %.728.us.2, 3.000000e+00
  %.9.i.2 = fsub double %.8.i118.2, %.737.us.2
  %.10.i.2 = fsub double %.9.i.2, %.746.us.2
  %sunkaddr1134 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1135 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1134
  %sunkaddr1136 = getelementptr i8, ptr %sunkaddr1135, i64 16
  store double %.10.i.2, ptr %sunkaddr1136, align 8
  %sunkaddr1137 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1138 = getelementptr i8, ptr %.393.fca.4.load, i64 %sunkaddr1137
  %sunkaddr1139 = getelementptr i8, ptr %sunkaddr1138, i64 24
  %.728.us.3 = load double, ptr %sunkaddr1139, align 8
  %110 = add i64 %109, 1
  %.711.1.us.3 = select i1 %107, i64 %110, i64 %.711.0249.us
  %.736.us.3 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.3
  %.737.us.3 = load double, ptr %.736.us.3, align 8
  %.714.1.us.3 = select i1 %106, i64 %110, i64 %.714.0250.us
  %.745.us.3 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.3
  %.746.us.3 = load double, ptr %.745.us.3, align 8
  %.8.i118.3 = fmul double %.728.us.3, 3.000000e+00
  %.9.i.3 = fsub double %.8.i118.3, %.737.us.3
  %.10.i.3 = fsub double %.9.i.3, %.746.us.3
  %sunkaddr1140 = mul i64 %loop.index.1251.us, 8
  %sunkaddr1141 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1140
  %sunkaddr1142 = getelementptr i8, ptr %sunkaddr1141, i64 24
  store double %.10.i.3, ptr %sunkaddr1142, align 8
  %111 = add i64 %110, 1
  %niter347.ncmp.3 = icmp eq i64 %111, %unroll_iter346
  br i1 %niter347.ncmp.3, label %for.end.1.loopexit.unr-lcssa, label %for.body.1.endif.endif.endif.endif.us

for.end.endif.endif.endif...endif.endif.endif.if.if: ; preds = %for.end.endif.endif.endif...endif.endif.endif
  store ptr @.const.picklebuf.<sha1>.18, ptr %excinfo, align 8
  br label %common.ret

for.end.1.loopexit.unr-lcssa:                     ; preds = %for.body.1.endif.endif.endif.endif.us
  %lcmp.mod344.not = icmp eq i64 %xtraiter342, 0
  br i1 %lcmp.mod344.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.us.epil.preheader

for.body.1.endif.endif.endif.endif.us.epil.preheader: ; preds = %for.end.1.loopexit.unr-lcssa, %for.body.1.endif.endif.endif.endif.us.preheader
  %loop.index.1251.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %111, %for.end.1.loopexit.unr-lcssa ]
  %.714.0250.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %.714.1.us.3, %for.end.1.loopexit.unr-lcssa ]
  %.711.0249.us.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.us.preheader ], [ %.711.1.us.3, %for.end.1.loopexit.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.endif.us.epil

for.body.1.endif.endif.endif.endif.us.epil:       ; preds = %for.body.1.endif.endif.endif.endif.us.epil, %for.body.1.endif.endif.endif.endif.us.epil.preheader
  %lsr.iv = phi i64 [ %lsr.iv.next, %for.body.1.endif.endif.endif.endif.us.epil ], [ %xtraiter342, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %loop.index.1251.us.epil = phi i64 [ %.775.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %loop.index.1251.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %.714.0250.us.epil = phi i64 [ %.714.1.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %.714.0250.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %.711.0249.us.epil = phi i64 [ %.711.1.us.epil, %for.body.1.endif.endif.endif.endif.us.epil ], [ %.711.0249.us.epil.init, %for.body.1.endif.endif.endif.endif.us.epil.preheader ]
  %112 = icmp ugt i64 %.469.fca.5.0.load, 1
  %113 = icmp ugt i64 %.431.fca.5.0.load, 1
  %114 = shl i64 %loop.index.1251.us.epil, 3
  %scevgep357 = getelementptr i8, ptr %.393.fca.4.load, i64 %114
  %.728.us.epil = load double, ptr %scevgep357, align 8
  %.711.1.us.epil = select i1 %113, i64 %loop.index.1251.us.epil, i64 %.711.0249.us.epil
  %.736.us.epil = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.us.epil
  %.737.us.epil = load double, ptr %.736.us.epil, align 8
  %.714.1.us.epil = select i1 %112, i64 %loop.index.1251.us.epil, i64 %.714.0250.us.epil
  %.745.us.epil = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.us.epil
  %.746.us.epil = load double, ptr %.745.us.epil, align 8
  %.8.i118.epil = fmul double %.728.us.epil, 3.000000e+00
  %.9.i.epil = fsub double %.8.i118.epil, %.737.us.epil
  %.10.i.epil = fsub double %.9.i.epil, %.746.us.epil
  %115 = shl i64 %loop.index.1251.us.epil, 3
  %scevgep356 = getelementptr i8, ptr %.6.i117, i64 %115
  store double %.10.i.epil, ptr %scevgep356, align 8
  %.775.us.epil = add nuw nsw i64 %loop.index.1251.us.epil, 1
  %lsr.iv.next = add nsw i64 %lsr.iv, -1
  %epil.iter343.cmp.not = icmp eq i64 %lsr.iv.next, 0
  br i1 %epil.iter343.cmp.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.us.epil, !llvm.loop !63

for.end.1.loopexit326.unr-lcssa:                  ; preds = %for.body.1.endif.endif.endif.endif
  %lcmp.mod340.not = icmp eq i64 %xtraiter339, 0
  br i1 %lcmp.mod340.not, label %for.end.1, label %for.body.1.endif.endif.endif.endif.epil.preheader

for.body.1.endif.endif.endif.endif.epil.preheader: ; preds = %for.end.1.loopexit326.unr-lcssa, %for.body.1.endif.endif.endif.endif.preheader
  %loop.index.1251.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %124, %for.end.1.loopexit326.unr-lcssa ]
  %.714.0250.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %.714.1.3, %for.end.1.loopexit326.unr-lcssa ]
  %.711.0249.epil.init = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader ], [ %.711.1.3, %for.end.1.loopexit326.unr-lcssa ]
  br label %for.body.1.endif.endif.endif.endif.epil

for.body.1.endif.endif.endif.endif.epil:          ; preds = %for.body.1.endif.endif.endif.endif.epil, %for.body.1.endif.endif.endif.endif.epil.preheader
  %lsr.iv375 = phi i64 [ %lsr.iv.next376, %for.body.1.endif.endif.endif.endif.epil ], [ %xtraiter339, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %loop.index.1251.epil = phi i64 [ %.775.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %loop.index.1251.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %.714.0250.epil = phi i64 [ %.714.1.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %.714.0250.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %.711.0249.epil = phi i64 [ %.711.1.epil, %for.body.1.endif.endif.endif.endif.epil ], [ %.711.0249.epil.init, %for.body.1.endif.endif.endif.endif.epil.preheader ]
  %116 = icmp ugt i64 %.469.fca.5.0.load, 1
  %117 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728.epil = load double, ptr %.393.fca.4.load, align 8
  %.711.1.epil = select i1 %117, i64 %loop.index.1251.epil, i64 %.711.0249.epil
  %.736.epil = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.epil
  %.737.epil = load double, ptr %.736.epil, align 8
  %.714.1.epil = select i1 %116, i64 %loop.index.1251.epil, i64 %.714.0250.epil
  %.745.epil = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.epil
  %.746.epil = load double, ptr %.745.epil, align 8
  %.8.i119.epil = fmul double %.728.epil, 3.000000e+00
  %.9.i120.epil = fsub double %.8.i119.epil, %.737.epil
  %.10.i121.epil = fsub double %.9.i120.epil, %.746.epil
  %118 = shl i64 %loop.index.1251.epil, 3
  %scevgep374 = getelementptr i8, ptr %.6.i117, i64 %118
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
  %loop.index.1251 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %124, %for.body.1.endif.endif.endif.endif ]
  %.714.0250 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %.714.1.3, %for.body.1.endif.endif.endif.endif ]
  %.711.0249 = phi i64 [ 0, %for.body.1.endif.endif.endif.endif.preheader.new ], [ %.711.1.3, %for.body.1.endif.endif.endif.endif ]
  %119 = icmp ugt i64 %.469.fca.5.0.load, 1
  %120 = icmp ugt i64 %.431.fca.5.0.load, 1
  %.728 = load double, ptr %.393.fca.4.load, align 8
  %.711.1 = select i1 %120, i64 %loop.index.1251, i64 %.711.0249
  %.736 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1
  %.737 = load double, ptr %.736, align 8
  %.714.1 = select i1 %119, i64 %loop.index.1251, i64 %.714.0250
  %.745 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1
  %.746 = load double, ptr %.745, align 8
  %.8.i119 = fmul double %.728, 3.000000e+00
  %.9.i120 = fsub double %.8.i119, %.737
  %.10.i121 = fsub double %.9.i120, %.746
  %sunkaddr1143 = mul i64 %loop.index.1251, 8
  %sunkaddr1144 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1143
  store double %.10.i121, ptr %sunkaddr1144, align 8
  %.728.1 = load double, ptr %.393.fca.4.load, align 8
  %121 = add i64 %loop.index.1251, 1
  %.711.1.1 = select i1 %120, i64 %121, i64 %.711.0249
  %.736.1 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.1
  %.737.1 = load double, ptr %.736.1, align 8
  %.714.1.1 = select i1 %119, i64 %121, i64 %.714.0250
  %.745.1 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.1
  %.746.1 = load double, ptr %.745.1, align 8
  %.8.i119.1 = fmul double %.728.1, 3.000000e+00
  %.9.i120.1 = fsub double %.8.i119.1, %.737.1
  %.10.i121.1 = fsub double %.9.i120.1, %.746.1
  %sunkaddr1145 = mul i64 %loop.index.1251, 8
  %sunkaddr1146 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1145
  %sunkaddr1147 = getelementptr i8, ptr %sunkaddr1146, i64 8
  store double %.10.i121.1, ptr %sunkaddr1147, align 8
  %.728.2 = load double, ptr %.393.fca.4.load, align 8
  %122 = add i64 %121, 1
  %.711.1.2 = select i1 %120, i64 %122, i64 %.711.0249
  %.736.2 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.2
  %.737.2 = load double, ptr %.736.2, align 8
  %.714.1.2 = select i1 %119, i64 %122, i64 %.714.0250
  %.745.2 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.2
  %.746.2 = load double, ptr %.745.2, align 8
  %.8.i119.2 = fmul double %.728.2, 3.000000e+00
  %.9.i120.2 = fsub double %.8.i119.2, %.737.2
  %.10.i121.2 = fsub double %.9.i120.2, %.746.2
  %sunkaddr1148 = mul i64 %loop.index.1251, 8
  %sunkaddr1149 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1148
  %sunkaddr1150 = getelementptr i8, ptr %sunkaddr1149, i64 16
  store double %.10.i121.2, ptr %sunkaddr1150, align 8
  %.728.3 = load double, ptr %.393.fca.4.load, align 8
  %123 = add i64 %122, 1
  %.711.1.3 = select i1 %120, i64 %123, i64 %.711.0249
  %.736.3 = getelementptr double, ptr %.431.fca.4.load, i64 %.711.1.3
  %.737.3 = load double, ptr %.736.3, align 8
  %.714.1.3 = select i1 %119, i64 %123, i64 %.714.0250
  %.745.3 = getelementptr double, ptr %.469.fca.4.load, i64 %.714.1.3
  %.746.3 = load double, ptr %.745.3, align 8
  %.8.i119.3 = fmul double %.728.3, 3.000000e+00
  %.9.i120.3 = fsub double %.8.i119.3, %.737.3
  %.10.i121.3 = fsub double %.9.i120.3, %.746.3
  %sunkaddr1151 = mul i64 %loop.index.1251, 8
  %sunkaddr1152 = getelementptr i8, ptr %.6.i117, i64 %sunkaddr1151
  %sunkaddr1153 = getelementptr i8, ptr %sunkaddr1152, i64 24
  store double %.10.i121.3, ptr %sunkaddr1153, align 8
  %124 = add i64 %123, 1
  %niter.ncmp.3 = icmp eq i64 %124, %unroll_iter
  br i1 %niter.ncmp.3, label %for.end.1.loopexit326.unr-lcssa, label %for.body.1.endif.endif.endif.endif

for.end.1.endif:                                  ; preds = %for.end.1
  %sunkaddr771 = getelementptr inbounds i8, ptr %.786, i64 48
  %.802.fca.6.0.load = load i64, ptr %sunkaddr771, align 8
  %sunkaddr772 = getelementptr inbounds i8, ptr %.786, i64 40
  %.802.fca.5.0.load = load i64, ptr %sunkaddr772, align 8
  %sunkaddr773 = getelementptr inbounds i8, ptr %.786, i64 8
  %.802.fca.1.load = load ptr, ptr %sunkaddr773, align 8
  %sunkaddr774 = getelementptr inbounds i8, ptr %.786, i64 16
  %.802.fca.2.load = load i64, ptr %sunkaddr774, align 8
  %sunkaddr775 = getelementptr inbounds i8, ptr %.786, i64 24
  %.802.fca.3.load = load i64, ptr %sunkaddr775, align 8
  %sunkaddr776 = getelementptr inbounds i8, ptr %.786, i64 32
  %.802.fca.4.load = load ptr, ptr %sunkaddr776, align 8
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
  %sunkaddr777 = getelementptr inbounds i8, ptr %.827, i64 8
  %.847.fca.1.load = load i64, ptr %sunkaddr777, align 8
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
