; rustc's IR of kernel-safe rooted at ipc_seam_combo: cargo rustc -p kernel-safe --release --features seam --lib -- --emit=llvm-ir -C no-prepopulate-passes -C codegen-units=1 -C debuginfo=0
; trimmed to ipc_seam_combo's call graph; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
; written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
; ModuleID = 'kernel_safe.<hash>-cgu.0'
source_filename = "kernel_safe.<hash>-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"kernel_spec::params::Params" = type { i64, i64, i64, i64, i64, i64 }
%"kernel_spec::kernel::ComboResult" = type { double, i64 }

@anon.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hE" }>, align 8
@alloc_5cb263f26a5d50117adfcc5c7225745e = private unnamed_addr constant [15 x i8] c"TryFromIntError", align 1
@alloc_ae6dc619079e3c3b08144a35532ecff7 = private unnamed_addr constant [2 x i8] c"()", align 1
@alloc_6e657a3ec4cbacc37972067d1231257e = private unnamed_addr constant [23 x i8] c"kernel-safe/src/lib.rs\00", align 1
@alloc_626c15da0d02cfcb81149de389341fba = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00Q\00\00\00\1F\00\00\00" }>, align 8
@alloc_c6df20b4968eea2ba9007ea840a7b3dd = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00A\00\00\00\0C\00\00\00" }>, align 8
@alloc_709e758046e9982a63e9ebb8373299aa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00A\00\00\00\13\00\00\00" }>, align 8
@alloc_bce983e8f06d0225d49d7678069734d9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00A\00\00\00\1B\00\00\00" }>, align 8
@alloc_f4c22c1204d207e13cfd889510f26401 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00A\00\00\00&\00\00\00" }>, align 8
@alloc_c7cd37b078ca8bdabda5eb342cafa2d9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00C\00\00\00\22\00\00\00" }>, align 8
@alloc_6e469302d9f7e837a608b313512510df = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00C\00\00\00-\00\00\00" }>, align 8
@alloc_06b4f4c7bc0570d9889681bc89334249 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00H\00\00\00'\00\00\00" }>, align 8
@alloc_70f336cc659f494ac2f73e363690b12f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00M\00\00\00\15\00\00\00" }>, align 8
@alloc_8d0b724df25e69de7468c615ea358a0c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00\18\00\00\00" }>, align 8
@alloc_17a198e6e72e172d1b3a1c13524bf0c9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00#\00\00\00" }>, align 8
@alloc_c1fdd69ddd692d54696e3955e4f0189e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00\0C\00\00\00" }>, align 8
@alloc_e732cd8fcc54180640b9d601dc9c78a7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\002\00\00\00\18\00\00\00" }>, align 8
@alloc_bd43bd28c50691edb0d61489178e23fb = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\002\00\00\00$\00\00\00" }>, align 8
@alloc_62b87a46778829900ba0d11fda981549 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\002\00\00\000\00\00\00" }>, align 8
@alloc_038365c68a969f6ad62dcad76b72de1b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\002\00\00\00\0C\00\00\00" }>, align 8
@alloc_205a8b4ccbd8b8b63dab5b556ab4061f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00\1D\00\00\00\0C\00\00\00" }>, align 8
@alloc_d0c9a6f0c946a201da9c124bf4702c38 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00\1B\00\00\00#\00\00\00" }>, align 8
@anon.1 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] c"\01\00\00\00\00\00\00\00", [8 x i8] undef }>, align 8
@alloc_4cce2098f7f906f3dde88542c022e4ed = private unnamed_addr constant [23 x i8] c"validated window length", align 1
@alloc_4733bb55c3b03126d97bd2cfdb76bcd9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_6e657a3ec4cbacc37972067d1231257e, [16 x i8] c"\16\00\00\00\00\00\00\00^\00\00\00+\00\00\00" }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00", ptr @_RNvXs5_NtNtCsgEmfK2I1SDS_4core3num5errorNtB5_15TryFromIntErrorNtNtB9_3fmt5Debug3fmt }>, align 8
@anon.2 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] c"\01\00\00\00\00\00\00\80", [8 x i8] undef }>, align 8

; <alloc::alloc::Global>::grow_impl_runtime
; Function Attrs: inlinehint nonlazybind uwtable
define internal { ptr, i64 } @_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self, ptr noundef nonnull %ptr, i64 noundef range(i64 1, -9223372036854775807) %old_layout.0, i64 noundef %old_layout.1, i64 noundef range(i64 1, -9223372036854775807) %new_layout.0, i64 noundef %new_layout.1, i1 noundef zeroext %zeroed) unnamed_addr #0 {
start:
  %self3 = alloca [16 x i8], align 8
  %_31 = alloca [16 x i8], align 8
  %self2 = alloca [8 x i8], align 8
  %self1 = alloca [8 x i8], align 8
  %_22 = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %0 = icmp eq i64 %old_layout.1, 0
  br i1 %0, label %bb2, label %bb1

bb2:                                              ; preds = %start
; call <alloc::alloc::Global>::alloc_impl_runtime
  %1 = call { ptr, i64 } @_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime(i64 noundef %new_layout.0, i64 noundef %new_layout.1, i1 noundef zeroext %zeroed) #21
  %2 = extractvalue { ptr, i64 } %1, 0
  %3 = extractvalue { ptr, i64 } %1, 1
  store ptr %2, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %3, ptr %4, align 8
  br label %bb8

bb1:                                              ; preds = %start
  %5 = sub i64 %old_layout.0, 1
  %6 = icmp ule i64 %5, 9223372036854775807
  call void @llvm.assume(i1 %6)
  %7 = sub i64 %new_layout.0, 1
  %8 = icmp ule i64 %7, 9223372036854775807
  call void @llvm.assume(i1 %8)
  %_11 = icmp eq i64 %old_layout.0, %new_layout.0
  br i1 %_11, label %bb3, label %bb4

bb8:                                              ; preds = %bb25, %bb14, %bb26, %bb30, %bb2
  %9 = load ptr, ptr %_0, align 8, !noundef !3
  %10 = getelementptr inbounds i8, ptr %_0, i64 8
  %11 = load i64, ptr %10, align 8
  %12 = insertvalue { ptr, i64 } poison, ptr %9, 0
  %13 = insertvalue { ptr, i64 } %12, i64 %11, 1
  ret { ptr, i64 } %13

bb4:                                              ; preds = %bb1
  call void @llvm.lifetime.start.p0(ptr %_31)
  call void @llvm.lifetime.start.p0(ptr %self3)
; call <alloc::alloc::Global>::alloc_impl_runtime
  %14 = call { ptr, i64 } @_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime(i64 noundef %new_layout.0, i64 noundef %new_layout.1, i1 noundef zeroext %zeroed) #21
  %15 = extractvalue { ptr, i64 } %14, 0
  %16 = extractvalue { ptr, i64 } %14, 1
  store ptr %15, ptr %self3, align 8
  %17 = getelementptr inbounds i8, ptr %self3, i64 8
  store i64 %16, ptr %17, align 8
  %18 = load ptr, ptr %self3, align 8, !noundef !3
  %19 = getelementptr inbounds i8, ptr %self3, i64 8
  %20 = load i64, ptr %19, align 8
  %21 = ptrtoint ptr %18 to i64
  %22 = icmp eq i64 %21, 0
  %_60 = select i1 %22, i64 1, i64 0
  %23 = trunc nuw i64 %_60 to i1
  br i1 %23, label %bb26, label %bb27

bb3:                                              ; preds = %bb1
  %cond = icmp uge i64 %new_layout.1, %old_layout.1
  br label %bb12

bb26:                                             ; preds = %bb4
  call void @llvm.lifetime.end.p0(ptr %self3)
  call void @llvm.assume(i1 true)
  %24 = load ptr, ptr @anon.0, align 8, !noundef !3
  %25 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0, i64 8), align 8
  store ptr %24, ptr %_0, align 8
  %26 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %25, ptr %26, align 8
  call void @llvm.lifetime.end.p0(ptr %_31)
  br label %bb8

bb27:                                             ; preds = %bb4
  %v.0 = load ptr, ptr %self3, align 8, !nonnull !3, !noundef !3
  %27 = getelementptr inbounds i8, ptr %self3, i64 8
  %v.1 = load i64, ptr %27, align 8, !noundef !3
  store ptr %v.0, ptr %_31, align 8
  %28 = getelementptr inbounds i8, ptr %_31, i64 8
  store i64 %v.1, ptr %28, align 8
  call void @llvm.lifetime.end.p0(ptr %self3)
  %new_ptr.0 = load ptr, ptr %_31, align 8, !nonnull !3, !noundef !3
  %29 = getelementptr inbounds i8, ptr %_31, i64 8
  %new_ptr.1 = load i64, ptr %29, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %_31)
  %30 = icmp ne ptr %ptr, null
  call void @llvm.assume(i1 %30)
  %31 = icmp ne ptr %ptr, null
  call void @llvm.assume(i1 %31)
  %32 = icmp ne ptr %new_ptr.0, null
  call void @llvm.assume(i1 %32)
  %33 = icmp ne ptr %new_ptr.0, null
  call void @llvm.assume(i1 %33)
  %34 = icmp ne ptr %new_ptr.0, null
  call void @llvm.assume(i1 %34)
  br label %bb30

bb30:                                             ; preds = %bb27
  %35 = mul i64 %old_layout.1, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %new_ptr.0, ptr align 1 %ptr, i64 %35, i1 false)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef %ptr, i64 noundef %old_layout.1, i64 noundef %old_layout.0) #22
  store ptr %new_ptr.0, ptr %_0, align 8
  %36 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %new_ptr.1, ptr %36, align 8
  br label %bb8

bb5:                                              ; No predecessors!
  unreachable

bb12:                                             ; preds = %bb3
  call void @llvm.assume(i1 %cond)
  %37 = icmp ne ptr %ptr, null
  call void @llvm.assume(i1 %37)
; call __rustc::__rust_realloc
  %raw_ptr = call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef %ptr, i64 noundef %old_layout.1, i64 noundef %old_layout.0, i64 noundef %new_layout.1) #22
  call void @llvm.lifetime.start.p0(ptr %_22)
  call void @llvm.lifetime.start.p0(ptr %self1)
  call void @llvm.lifetime.start.p0(ptr %self2)
  %_46 = ptrtoint ptr %raw_ptr to i64
  %38 = icmp eq i64 %_46, 0
  br i1 %38, label %bb14, label %bb15

bb14:                                             ; preds = %bb12
  store ptr null, ptr %self2, align 8
  store ptr null, ptr %self1, align 8
  call void @llvm.lifetime.end.p0(ptr %self2)
  call void @llvm.lifetime.end.p0(ptr %self1)
  call void @llvm.assume(i1 true)
  %39 = load ptr, ptr @anon.0, align 8, !noundef !3
  %40 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0, i64 8), align 8
  store ptr %39, ptr %_0, align 8
  %41 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %40, ptr %41, align 8
  call void @llvm.lifetime.end.p0(ptr %_22)
  br label %bb8

bb15:                                             ; preds = %bb12
  br label %bb18

bb18:                                             ; preds = %bb15
  %42 = icmp ne ptr %raw_ptr, null
  call void @llvm.assume(i1 %42)
  store ptr %raw_ptr, ptr %self2, align 8
  %v = load ptr, ptr %self2, align 8, !nonnull !3, !noundef !3
  store ptr %v, ptr %self1, align 8
  call void @llvm.lifetime.end.p0(ptr %self2)
  %v4 = load ptr, ptr %self1, align 8, !nonnull !3, !noundef !3
  store ptr %v4, ptr %_22, align 8
  call void @llvm.lifetime.end.p0(ptr %self1)
  %ptr5 = load ptr, ptr %_22, align 8, !nonnull !3, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %_22)
  br i1 %zeroed, label %bb6, label %bb7

bb7:                                              ; preds = %bb22, %bb18
  %43 = icmp ne ptr %ptr5, null
  call void @llvm.assume(i1 %43)
  br label %bb25

bb6:                                              ; preds = %bb18
  %self6 = getelementptr inbounds nuw i8, ptr %raw_ptr, i64 %old_layout.1
  %count = sub i64 %new_layout.1, %old_layout.1
  br label %bb22

bb22:                                             ; preds = %bb6
  %44 = mul i64 1, %count
  call void @llvm.memset.p0.i64(ptr align 1 %self6, i8 0, i64 %44, i1 false)
  br label %bb7

bb25:                                             ; preds = %bb7
  %45 = icmp ne ptr %ptr5, null
  call void @llvm.assume(i1 %45)
  store ptr %ptr5, ptr %_0, align 8
  %46 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %new_layout.1, ptr %46, align 8
  br label %bb8

bb11:                                             ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  unreachable

bb17:                                             ; No predecessors!
  unreachable

bb20:                                             ; No predecessors!
  unreachable

bb21:                                             ; No predecessors!
  unreachable

bb23:                                             ; No predecessors!
  unreachable

bb24:                                             ; No predecessors!
  unreachable

bb28:                                             ; No predecessors!
  unreachable

bb29:                                             ; No predecessors!
  unreachable
}

; <alloc::alloc::Global>::alloc_impl_runtime
; Function Attrs: inlinehint nonlazybind uwtable
define internal { ptr, i64 } @_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime(i64 noundef range(i64 1, -9223372036854775807) %layout.0, i64 noundef %layout.1, i1 noundef zeroext %zeroed) unnamed_addr #0 {
start:
  %self1 = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  %_9 = alloca [8 x i8], align 8
  %raw_ptr = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %0 = icmp eq i64 %layout.1, 0
  br i1 %0, label %bb2, label %bb1

bb2:                                              ; preds = %start
  %1 = sub i64 %layout.0, 1
  %2 = icmp ule i64 %1, 9223372036854775807
  call void @llvm.assume(i1 %2)
  %data = inttoptr i64 %layout.0 to ptr
  %3 = sub i64 %layout.0, 1
  %4 = icmp ule i64 %3, 9223372036854775807
  call void @llvm.assume(i1 %4)
  %data2 = inttoptr i64 %layout.0 to ptr
  br label %bb9

bb1:                                              ; preds = %start
  br i1 %zeroed, label %bb3, label %bb4

bb9:                                              ; preds = %bb2
  %5 = icmp ne ptr %data2, null
  call void @llvm.assume(i1 %5)
  store ptr %data2, ptr %_0, align 8
  %6 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 0, ptr %6, align 8
  br label %bb6

bb6:                                              ; preds = %bb21, %bb14, %bb9
  %7 = load ptr, ptr %_0, align 8, !noundef !3
  %8 = getelementptr inbounds i8, ptr %_0, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = insertvalue { ptr, i64 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i64 } %10, i64 %9, 1
  ret { ptr, i64 } %11

bb4:                                              ; preds = %bb1
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #22
; call __rustc::__rust_alloc
  %12 = call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef %layout.1, i64 noundef %layout.0) #22
  store ptr %12, ptr %raw_ptr, align 8
  br label %bb5

bb3:                                              ; preds = %bb1
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #22
; call __rustc::__rust_alloc_zeroed
  %13 = call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef %layout.1, i64 noundef %layout.0) #22
  store ptr %13, ptr %raw_ptr, align 8
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  call void @llvm.lifetime.start.p0(ptr %_9)
  call void @llvm.lifetime.start.p0(ptr %self)
  call void @llvm.lifetime.start.p0(ptr %self1)
  %14 = load ptr, ptr %raw_ptr, align 8, !noundef !3
  %_29 = ptrtoint ptr %14 to i64
  %15 = icmp eq i64 %_29, 0
  br i1 %15, label %bb14, label %bb15

bb14:                                             ; preds = %bb5
  store ptr null, ptr %self1, align 8
  store ptr null, ptr %self, align 8
  call void @llvm.lifetime.end.p0(ptr %self1)
  call void @llvm.lifetime.end.p0(ptr %self)
  call void @llvm.assume(i1 true)
  %16 = load ptr, ptr @anon.0, align 8, !noundef !3
  %17 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0, i64 8), align 8
  store ptr %16, ptr %_0, align 8
  %18 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %17, ptr %18, align 8
  call void @llvm.lifetime.end.p0(ptr %_9)
  br label %bb6

bb15:                                             ; preds = %bb5
  br label %bb18

bb18:                                             ; preds = %bb15
  %_28 = load ptr, ptr %raw_ptr, align 8, !noundef !3
  %19 = icmp ne ptr %_28, null
  call void @llvm.assume(i1 %19)
  store ptr %_28, ptr %self1, align 8
  %v = load ptr, ptr %self1, align 8, !nonnull !3, !noundef !3
  store ptr %v, ptr %self, align 8
  call void @llvm.lifetime.end.p0(ptr %self1)
  %v3 = load ptr, ptr %self, align 8, !nonnull !3, !noundef !3
  store ptr %v3, ptr %_9, align 8
  call void @llvm.lifetime.end.p0(ptr %self)
  %ptr = load ptr, ptr %_9, align 8, !nonnull !3, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %_9)
  %20 = icmp ne ptr %ptr, null
  call void @llvm.assume(i1 %20)
  br label %bb21

bb21:                                             ; preds = %bb18
  %21 = icmp ne ptr %ptr, null
  call void @llvm.assume(i1 %21)
  store ptr %ptr, ptr %_0, align 8
  %22 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %layout.1, ptr %22, align 8
  br label %bb6

bb7:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  unreachable

bb17:                                             ; No predecessors!
  unreachable

bb19:                                             ; No predecessors!
  unreachable

bb20:                                             ; No predecessors!
  unreachable
}

; <core::num::error::TryFromIntError as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXs5_NtNtCsgEmfK2I1SDS_4core3num5errorNtB5_15TryFromIntErrorNtNtB9_3fmt5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_5 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %_5)
  store ptr %self, ptr %_5, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %_0 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_5cb263f26a5d50117adfcc5c7225745e, i64 noundef 15, ptr noundef nonnull align 1 %_5, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.0)
  call void @llvm.lifetime.end.p0(ptr %_5)
  ret i1 %_0
}

; <usize as core::cmp::PartialOrd>::lt
; Function Attrs: alwaysinline nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %other) unnamed_addr #2 {
start:
  %_3 = load i64, ptr %self, align 8, !noundef !3
  %_4 = load i64, ptr %other, align 8, !noundef !3
  %_0 = icmp ult i64 %_3, %_4
  ret i1 %_0
}

; <alloc::alloc::Global as core::alloc::Allocator>::deallocate
; Function Attrs: inlinehint nonlazybind uwtable
define internal void @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self, ptr noundef nonnull %ptr, i64 noundef range(i64 1, -9223372036854775807) %layout.0, i64 noundef %layout.1) unnamed_addr #0 {
start:
  %0 = icmp eq i64 %layout.1, 0
  br i1 %0, label %bb2, label %bb1

bb2:                                              ; preds = %bb1, %start
  ret void

bb1:                                              ; preds = %start
  %1 = icmp ne ptr %ptr, null
  call void @llvm.assume(i1 %1)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef %ptr, i64 noundef %layout.1, i64 noundef %layout.0) #22
  br label %bb2
}

; <alloc::alloc::Global as core::alloc::Allocator>::allocate_zeroed
; Function Attrs: inlinehint nonlazybind uwtable
define internal { ptr, i64 } @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator15allocate_zeroed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self, i64 noundef range(i64 1, -9223372036854775807) %layout.0, i64 noundef %layout.1) unnamed_addr #0 {
start:
; call <alloc::alloc::Global>::alloc_impl_runtime
  %0 = call { ptr, i64 } @_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime(i64 noundef %layout.0, i64 noundef %layout.1, i1 noundef zeroext true) #21
  %_0.0 = extractvalue { ptr, i64 } %0, 0
  %_0.1 = extractvalue { ptr, i64 } %0, 1
  %1 = insertvalue { ptr, i64 } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %_0.1, 1
  ret { ptr, i64 } %2
}

; <alloc::alloc::Global as core::alloc::Allocator>::grow
; Function Attrs: inlinehint nonlazybind uwtable
define internal { ptr, i64 } @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator4grow(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self, ptr noundef nonnull %ptr, i64 noundef range(i64 1, -9223372036854775807) %old_layout.0, i64 noundef %old_layout.1, i64 noundef range(i64 1, -9223372036854775807) %new_layout.0, i64 noundef %new_layout.1) unnamed_addr #0 {
start:
; call <alloc::alloc::Global>::grow_impl_runtime
  %0 = call { ptr, i64 } @_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global17grow_impl_runtime(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self, ptr noundef nonnull %ptr, i64 noundef %old_layout.0, i64 noundef %old_layout.1, i64 noundef %new_layout.0, i64 noundef %new_layout.1, i1 noundef zeroext false) #21
  %_0.0 = extractvalue { ptr, i64 } %0, 0
  %_0.1 = extractvalue { ptr, i64 } %0, 1
  %1 = insertvalue { ptr, i64 } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %_0.1, 1
  ret { ptr, i64 } %2
}

; <alloc::alloc::Global as core::alloc::Allocator>::allocate
; Function Attrs: inlinehint nonlazybind uwtable
define internal { ptr, i64 } @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self, i64 noundef range(i64 1, -9223372036854775807) %layout.0, i64 noundef %layout.1) unnamed_addr #0 {
start:
; call <alloc::alloc::Global>::alloc_impl_runtime
  %0 = call { ptr, i64 } @_RNvMNtCslNYArtu3iFV_5alloc5allocNtB2_6Global18alloc_impl_runtime(i64 noundef %layout.0, i64 noundef %layout.1, i1 noundef zeroext false) #21
  %_0.0 = extractvalue { ptr, i64 } %0, 0
  %_0.1 = extractvalue { ptr, i64 } %0, 1
  %1 = insertvalue { ptr, i64 } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %_0.1, 1
  ret { ptr, i64 } %2
}

; <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
; Function Attrs: inlinehint nonlazybind uwtable
define internal void @_RNvXs_NtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB4_12SetLenOnDropNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop(ptr noalias noundef align 8 dereferenceable(16) %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_2 = load i64, ptr %0, align 8, !noundef !3
  %_3 = load ptr, ptr %self, align 8, !nonnull !3, !align !4, !noundef !3
  store i64 %_2, ptr %_3, align 8
  ret void
}

; <f64 as alloc::vec::is_zero::IsZero>::is_zero
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsk_NtNtCslNYArtu3iFV_5alloc3vec7is_zerodNtB5_6IsZero7is_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self) unnamed_addr #0 {
start:
  %_2 = load double, ptr %self, align 8, !noundef !3
  %_3 = bitcast double %_2 to i64
  %_0 = icmp eq i64 %_3, 0
  ret i1 %_0
}

; <() as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXss_NtCsgEmfK2I1SDS_4core3fmtuNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
; call <core::fmt::Formatter>::pad
  %_0 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter3pad(ptr noalias noundef align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_ae6dc619079e3c3b08144a35532ecff7, i64 noundef 2)
  ret i1 %_0
}

; <f64 as core::clone::Clone>::clone
; Function Attrs: alwaysinline nonlazybind uwtable
define internal noundef double @_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self) unnamed_addr #2 {
start:
  %_0 = load double, ptr %self, align 8, !noundef !3
  ret double %_0
}

; kernel_safe::event_loop
; Function Attrs: noinline nonlazybind uwtable
define { double, i64 } @_ZN11kernel_safe10event_loop17hE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close.0, i64 noundef range(i64 0, 1152921504606846976) %close.1, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %a.0, i64 noundef range(i64 0, 1152921504606846976) %a.1, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %b.0, i64 noundef range(i64 0, 1152921504606846976) %b.1) unnamed_addr #4 {
start:
  %iter = alloca [8 x i8], align 8
  %entry = alloca [8 x i8], align 8
  %signal = alloca [8 x i8], align 8
  %_8 = alloca [16 x i8], align 8
  %trades = alloca [8 x i8], align 8
  %pnl = alloca [8 x i8], align 8
  %pos = alloca [8 x i8], align 8
  store i64 0, ptr %pos, align 8
  store double 0.000000e+00, ptr %entry, align 8
  store double 0.000000e+00, ptr %pnl, align 8
  store i64 0, ptr %trades, align 8
  store i64 1, ptr %iter, align 8
  br label %bb1

bb1:                                              ; preds = %bb22, %start
  call void @llvm.lifetime.start.p0(ptr %_8)
  %_64 = load i64, ptr %iter, align 8, !noundef !3
  %_61 = icmp ult i64 %_64, %close.1
  br i1 %_61, label %bb27, label %bb28

bb28:                                             ; preds = %bb1
  call void @llvm.lifetime.end.p0(ptr %_8)
  %_48 = load i64, ptr %pos, align 8, !noundef !3
  %0 = icmp eq i64 %_48, 0
  br i1 %0, label %bb24, label %bb23

bb27:                                             ; preds = %bb1
  %_62 = load i64, ptr %iter, align 8, !noundef !3
  %1 = add nuw i64 %_62, 1
  store i64 %1, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %_8, i64 8
  store i64 %_62, ptr %2, align 8
  store i64 1, ptr %_8, align 8
  %3 = getelementptr inbounds i8, ptr %_8, i64 8
  %i = load i64, ptr %3, align 8, !noundef !3
  store i64 0, ptr %signal, align 8
  %_14 = icmp ult i64 %i, %b.1
  br i1 %_14, label %bb2, label %panic1

bb24:                                             ; preds = %bb28
  br label %bb26

bb23:                                             ; preds = %bb28
  %4 = load i64, ptr %pos, align 8, !noundef !3
  %_51 = sitofp i64 %4 to double
  %_54 = sub i64 %close.1, 1
  %_55 = icmp ult i64 %_54, %close.1
  br i1 %_55, label %bb25, label %panic

bb26:                                             ; preds = %bb25, %bb24
  %_0.0 = load double, ptr %pnl, align 8, !noundef !3
  %_0.1 = load i64, ptr %trades, align 8, !noundef !3
  %5 = insertvalue { double, i64 } poison, double %_0.0, 0
  %6 = insertvalue { double, i64 } %5, i64 %_0.1, 1
  ret { double, i64 } %6

bb25:                                             ; preds = %bb23
  %7 = getelementptr inbounds nuw double, ptr %close.0, i64 %_54
  %_53 = load double, ptr %7, align 8, !noundef !3
  %_56 = load double, ptr %entry, align 8, !noundef !3
  %_52 = fsub double %_53, %_56
  %_50 = fmul double %_51, %_52
  %8 = load double, ptr %entry, align 8, !noundef !3
  %r = fdiv double %_50, %8
  %_60 = fadd double 1.000000e+00, %r
  %_59 = fmul double %_60, 0x3FEFF8A0902DE00D
  %_58 = fsub double %_59, 1.000000e+00
  %_57 = fmul double %_58, 1.000000e+02
  %9 = load double, ptr %pnl, align 8, !noundef !3
  %10 = fadd double %9, %_57
  store double %10, ptr %pnl, align 8
  %11 = load i64, ptr %trades, align 8, !noundef !3
  %12 = add i64 %11, 1
  store i64 %12, ptr %trades, align 8
  br label %bb26

panic:                                            ; preds = %bb23
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_54, i64 noundef %close.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_626c15da0d02cfcb81149de389341fba) #26
  unreachable

bb2:                                              ; preds = %bb27
  %13 = getelementptr inbounds nuw double, ptr %b.0, i64 %i
  %_12 = load double, ptr %13, align 8, !noundef !3
  %_17 = icmp ult i64 %i, %a.1
  br i1 %_17, label %bb3, label %panic2

panic1:                                           ; preds = %bb27
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_c6df20b4968eea2ba9007ea840a7b3dd) #26
  unreachable

bb3:                                              ; preds = %bb2
  %14 = getelementptr inbounds nuw double, ptr %a.0, i64 %i
  %_15 = load double, ptr %14, align 8, !noundef !3
  %_11 = fcmp ogt double %_12, %_15
  br i1 %_11, label %bb4, label %bb9

panic2:                                           ; preds = %bb2
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %a.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_709e758046e9982a63e9ebb8373299aa) #26
  unreachable

bb9:                                              ; preds = %bb8, %bb3
  %_24 = fcmp olt double %_12, %_15
  br i1 %_24, label %bb10, label %bb30

bb4:                                              ; preds = %bb3
  %_20 = sub i64 %i, 1
  %_21 = icmp ult i64 %_20, %b.1
  br i1 %_21, label %bb5, label %panic3

bb5:                                              ; preds = %bb4
  %15 = getelementptr inbounds nuw double, ptr %b.0, i64 %_20
  %_19 = load double, ptr %15, align 8, !noundef !3
  %_23 = icmp ult i64 %_20, %a.1
  br i1 %_23, label %bb6, label %panic4

panic3:                                           ; preds = %bb4
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_20, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_bce983e8f06d0225d49d7678069734d9) #26
  unreachable

bb6:                                              ; preds = %bb5
  %16 = getelementptr inbounds nuw double, ptr %a.0, i64 %_20
  %_22 = load double, ptr %16, align 8, !noundef !3
  %_18 = fcmp olt double %_19, %_22
  br i1 %_18, label %bb7, label %bb8

panic4:                                           ; preds = %bb5
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_20, i64 noundef %a.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f4c22c1204d207e13cfd889510f26401) #26
  unreachable

bb8:                                              ; preds = %bb6
  br label %bb9

bb7:                                              ; preds = %bb6
  store i64 1, ptr %signal, align 8
  br label %bb29

bb30:                                             ; preds = %bb14, %bb9
  br label %bb22

bb10:                                             ; preds = %bb9
  %_27 = sub i64 %i, 1
  %_28 = icmp ult i64 %_27, %b.1
  br i1 %_28, label %bb11, label %panic5

bb11:                                             ; preds = %bb10
  %17 = getelementptr inbounds nuw double, ptr %b.0, i64 %_27
  %_26 = load double, ptr %17, align 8, !noundef !3
  %_30 = icmp ult i64 %_27, %a.1
  br i1 %_30, label %bb12, label %panic6

panic5:                                           ; preds = %bb10
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_27, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_c7cd37b078ca8bdabda5eb342cafa2d9) #26
  unreachable

bb12:                                             ; preds = %bb11
  %18 = getelementptr inbounds nuw double, ptr %a.0, i64 %_27
  %_29 = load double, ptr %18, align 8, !noundef !3
  %_25 = fcmp ogt double %_26, %_29
  br i1 %_25, label %bb13, label %bb14

panic6:                                           ; preds = %bb11
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_27, i64 noundef %a.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_6e469302d9f7e837a608b313512510df) #26
  unreachable

bb14:                                             ; preds = %bb12
  br label %bb30

bb13:                                             ; preds = %bb12
  store i64 -1, ptr %signal, align 8
  br label %bb29

bb22:                                             ; preds = %bb20, %bb21, %bb30
  call void @llvm.lifetime.end.p0(ptr %_8)
  br label %bb1

bb29:                                             ; preds = %bb7, %bb13
  %_32 = load i64, ptr %signal, align 8, !noundef !3
  %_33 = load i64, ptr %pos, align 8, !noundef !3
  %_31 = icmp ne i64 %_32, %_33
  br i1 %_31, label %bb15, label %bb21

bb21:                                             ; preds = %bb29
  br label %bb22

bb15:                                             ; preds = %bb29
  %_34 = load i64, ptr %pos, align 8, !noundef !3
  %19 = icmp eq i64 %_34, 0
  br i1 %19, label %bb18, label %bb16

bb18:                                             ; preds = %bb15
  br label %bb19

bb16:                                             ; preds = %bb15
  %20 = load i64, ptr %pos, align 8, !noundef !3
  %_37 = sitofp i64 %20 to double
  %_40 = icmp ult i64 %i, %close.1
  br i1 %_40, label %bb17, label %panic7

bb19:                                             ; preds = %bb17, %bb18
  %21 = load i64, ptr %signal, align 8, !noundef !3
  store i64 %21, ptr %pos, align 8
  %_47 = icmp ult i64 %i, %close.1
  br i1 %_47, label %bb20, label %panic9

bb17:                                             ; preds = %bb16
  %22 = getelementptr inbounds nuw double, ptr %close.0, i64 %i
  %_39 = load double, ptr %22, align 8, !noundef !3
  %_41 = load double, ptr %entry, align 8, !noundef !3
  %_38 = fsub double %_39, %_41
  %_36 = fmul double %_37, %_38
  %23 = load double, ptr %entry, align 8, !noundef !3
  %r8 = fdiv double %_36, %23
  %_45 = fadd double 1.000000e+00, %r8
  %_44 = fmul double %_45, 0x3FEFF8A0902DE00D
  %_43 = fsub double %_44, 1.000000e+00
  %_42 = fmul double %_43, 1.000000e+02
  %24 = load double, ptr %pnl, align 8, !noundef !3
  %25 = fadd double %24, %_42
  store double %25, ptr %pnl, align 8
  %26 = load i64, ptr %trades, align 8, !noundef !3
  %27 = add i64 %26, 1
  store i64 %27, ptr %trades, align 8
  br label %bb19

panic7:                                           ; preds = %bb16
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %close.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_06b4f4c7bc0570d9889681bc89334249) #26
  unreachable

bb20:                                             ; preds = %bb19
  %28 = getelementptr inbounds nuw double, ptr %close.0, i64 %i
  %29 = load double, ptr %28, align 8, !noundef !3
  store double %29, ptr %entry, align 8
  br label %bb22

panic9:                                           ; preds = %bb19
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %close.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_70f336cc659f494ac2f73e363690b12f) #26
  unreachable
}

; kernel_safe::hma_combine
; Function Attrs: noinline nonlazybind uwtable
define void @_ZN11kernel_safe11hma_combine17hE(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %wma_h.0, i64 noundef range(i64 0, 1152921504606846976) %wma_h.1, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %wma_n.0, i64 noundef range(i64 0, 1152921504606846976) %wma_n.1) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %iter = alloca [8 x i8], align 8
  %_6 = alloca [16 x i8], align 8
  %out = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %out)
; call <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
  call void @"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hE"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %out, double noundef 0.000000e+00, i64 noundef %wma_h.1) #21
  %1 = getelementptr inbounds i8, ptr %out, i64 16
  %iter1 = load i64, ptr %1, align 8, !noundef !3
  %_15 = icmp ule i64 %iter1, 1152921504606846975
  call void @llvm.assume(i1 %_15)
  store i64 0, ptr %iter, align 8
  br label %bb1

bb1:                                              ; preds = %bb9, %start
  call void @llvm.lifetime.start.p0(ptr %_6)
  %_19 = load i64, ptr %iter, align 8, !noundef !3
  %_16 = icmp ult i64 %_19, %iter1
  br i1 %_16, label %bb7, label %bb8

bb8:                                              ; preds = %bb1
  call void @llvm.lifetime.end.p0(ptr %_6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %out, i64 24, i1 false)
  call void @llvm.lifetime.end.p0(ptr %out)
  ret void

bb7:                                              ; preds = %bb1
  %_17 = load i64, ptr %iter, align 8, !noundef !3
  %2 = add nuw i64 %_17, 1
  store i64 %2, ptr %iter, align 8
  %3 = getelementptr inbounds i8, ptr %_6, i64 8
  store i64 %_17, ptr %3, align 8
  store i64 1, ptr %_6, align 8
  %4 = getelementptr inbounds i8, ptr %_6, i64 8
  %i = load i64, ptr %4, align 8, !noundef !3
  %_10 = icmp ult i64 %i, %wma_h.1
  br i1 %_10, label %bb2, label %panic

bb2:                                              ; preds = %bb7
  %5 = getelementptr inbounds nuw double, ptr %wma_h.0, i64 %i
  %_9 = load double, ptr %5, align 8, !noundef !3
  %_8 = fmul double 2.000000e+00, %_9
  %_13 = icmp ult i64 %i, %wma_n.1
  br i1 %_13, label %bb3, label %panic2

panic:                                            ; preds = %bb7
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %wma_h.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8d0b724df25e69de7468c615ea358a0c) #23
          to label %unreachable unwind label %cleanup

bb4:                                              ; preds = %cleanup
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %out) #24
          to label %bb5 unwind label %terminate

cleanup:                                          ; preds = %panic3, %panic2, %panic
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = extractvalue { ptr, i32 } %6, 0
  %8 = extractvalue { ptr, i32 } %6, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %7, ptr %0, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %8, ptr %9, align 8
  br label %bb4

unreachable:                                      ; preds = %panic3, %panic2, %panic
  unreachable

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds nuw double, ptr %wma_n.0, i64 %i
  %_11 = load double, ptr %10, align 8, !noundef !3
  %11 = getelementptr inbounds i8, ptr %out, i64 8
  %_24 = load ptr, ptr %11, align 8, !nonnull !3, !noundef !3
  %12 = icmp ne ptr %_24, null
  call void @llvm.assume(i1 %12)
  %13 = getelementptr inbounds i8, ptr %out, i64 16
  %_23 = load i64, ptr %13, align 8, !noundef !3
  %_25 = icmp ult i64 %i, %_23
  br i1 %_25, label %bb9, label %panic3

panic2:                                           ; preds = %bb2
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %wma_n.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_17a198e6e72e172d1b3a1c13524bf0c9) #23
          to label %unreachable unwind label %cleanup

bb9:                                              ; preds = %bb3
  %_14 = getelementptr inbounds nuw double, ptr %_24, i64 %i
  %14 = fsub double %_8, %_11
  store double %14, ptr %_14, align 8
  call void @llvm.lifetime.end.p0(ptr %_6)
  br label %bb1

panic3:                                           ; preds = %bb3
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %_23, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_c1fdd69ddd692d54696e3955e4f0189e) #23
          to label %unreachable unwind label %cleanup

terminate:                                        ; preds = %bb4
  %15 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #25
  unreachable

bb5:                                              ; preds = %bb4
  %16 = load ptr, ptr %0, align 8, !noundef !3
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load i32, ptr %17, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %0)
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20
}

; kernel_safe::hma3_combine
; Function Attrs: noinline nonlazybind uwtable
define void @_ZN11kernel_safe12hma3_combine17hE(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %wma_p3.0, i64 noundef range(i64 0, 1152921504606846976) %wma_p3.1, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %wma_p2.0, i64 noundef range(i64 0, 1152921504606846976) %wma_p2.1, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %wma_p.0, i64 noundef range(i64 0, 1152921504606846976) %wma_p.1) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %iter = alloca [8 x i8], align 8
  %_7 = alloca [16 x i8], align 8
  %out = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %out)
; call <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
  call void @"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hE"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %out, double noundef 0.000000e+00, i64 noundef %wma_p3.1) #21
  %1 = getelementptr inbounds i8, ptr %out, i64 16
  %iter1 = load i64, ptr %1, align 8, !noundef !3
  %_20 = icmp ule i64 %iter1, 1152921504606846975
  call void @llvm.assume(i1 %_20)
  store i64 0, ptr %iter, align 8
  br label %bb1

bb1:                                              ; preds = %bb10, %start
  call void @llvm.lifetime.start.p0(ptr %_7)
  %_24 = load i64, ptr %iter, align 8, !noundef !3
  %_21 = icmp ult i64 %_24, %iter1
  br i1 %_21, label %bb8, label %bb9

bb9:                                              ; preds = %bb1
  call void @llvm.lifetime.end.p0(ptr %_7)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %out, i64 24, i1 false)
  call void @llvm.lifetime.end.p0(ptr %out)
  ret void

bb8:                                              ; preds = %bb1
  %_22 = load i64, ptr %iter, align 8, !noundef !3
  %2 = add nuw i64 %_22, 1
  store i64 %2, ptr %iter, align 8
  %3 = getelementptr inbounds i8, ptr %_7, i64 8
  store i64 %_22, ptr %3, align 8
  store i64 1, ptr %_7, align 8
  %4 = getelementptr inbounds i8, ptr %_7, i64 8
  %i = load i64, ptr %4, align 8, !noundef !3
  %_12 = icmp ult i64 %i, %wma_p3.1
  br i1 %_12, label %bb2, label %panic

bb2:                                              ; preds = %bb8
  %5 = getelementptr inbounds nuw double, ptr %wma_p3.0, i64 %i
  %_11 = load double, ptr %5, align 8, !noundef !3
  %_10 = fmul double 3.000000e+00, %_11
  %_15 = icmp ult i64 %i, %wma_p2.1
  br i1 %_15, label %bb3, label %panic2

panic:                                            ; preds = %bb8
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %wma_p3.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_e732cd8fcc54180640b9d601dc9c78a7) #23
          to label %unreachable unwind label %cleanup

bb5:                                              ; preds = %cleanup
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %out) #24
          to label %bb6 unwind label %terminate

cleanup:                                          ; preds = %panic4, %panic3, %panic2, %panic
  %6 = landingpad { ptr, i32 }
          cleanup
  %7 = extractvalue { ptr, i32 } %6, 0
  %8 = extractvalue { ptr, i32 } %6, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %7, ptr %0, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %8, ptr %9, align 8
  br label %bb5

unreachable:                                      ; preds = %panic4, %panic3, %panic2, %panic
  unreachable

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds nuw double, ptr %wma_p2.0, i64 %i
  %_13 = load double, ptr %10, align 8, !noundef !3
  %_9 = fsub double %_10, %_13
  %_18 = icmp ult i64 %i, %wma_p.1
  br i1 %_18, label %bb4, label %panic3

panic2:                                           ; preds = %bb2
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %wma_p2.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_bd43bd28c50691edb0d61489178e23fb) #23
          to label %unreachable unwind label %cleanup

bb4:                                              ; preds = %bb3
  %11 = getelementptr inbounds nuw double, ptr %wma_p.0, i64 %i
  %_16 = load double, ptr %11, align 8, !noundef !3
  %12 = getelementptr inbounds i8, ptr %out, i64 8
  %_29 = load ptr, ptr %12, align 8, !nonnull !3, !noundef !3
  %13 = icmp ne ptr %_29, null
  call void @llvm.assume(i1 %13)
  %14 = getelementptr inbounds i8, ptr %out, i64 16
  %_28 = load i64, ptr %14, align 8, !noundef !3
  %_30 = icmp ult i64 %i, %_28
  br i1 %_30, label %bb10, label %panic4

panic3:                                           ; preds = %bb3
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %wma_p.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_62b87a46778829900ba0d11fda981549) #23
          to label %unreachable unwind label %cleanup

bb10:                                             ; preds = %bb4
  %_19 = getelementptr inbounds nuw double, ptr %_29, i64 %i
  %15 = fsub double %_9, %_16
  store double %15, ptr %_19, align 8
  call void @llvm.lifetime.end.p0(ptr %_7)
  br label %bb1

panic4:                                           ; preds = %bb4
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %_28, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_038365c68a969f6ad62dcad76b72de1b) #23
          to label %unreachable unwind label %cleanup

terminate:                                        ; preds = %bb5
  %16 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #25
  unreachable

bb6:                                              ; preds = %bb5
  %17 = load ptr, ptr %0, align 8, !noundef !3
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %0)
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; kernel_safe::wma
; Function Attrs: noinline nonlazybind uwtable
define void @_ZN11kernel_safe3wma17hE(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %x.0, i64 noundef range(i64 0, 1152921504606846976) %x.1, i64 noundef %l) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %iter1 = alloca [8 x i8], align 8
  %iter = alloca [8 x i8], align 8
  %_12 = alloca [16 x i8], align 8
  %s = alloca [8 x i8], align 8
  %_9 = alloca [16 x i8], align 8
  %out = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %out)
; call <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
  call void @"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hE"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %out, double noundef 0x7FF8000000000000, i64 noundef %x.1) #21
  %_8 = add i64 %l, 1
  %_7 = mul i64 %l, %_8
  %_6 = uitofp i64 %_7 to double
  %denom = fdiv double %_6, 2.000000e+00
  %1 = sub i64 %l, 1
  store i64 %1, ptr %iter, align 8
  br label %bb1

bb1:                                              ; preds = %bb11, %start
  call void @llvm.lifetime.start.p0(ptr %_9)
  %_26 = load i64, ptr %iter, align 8, !noundef !3
  %_23 = icmp ult i64 %_26, %x.1
  br i1 %_23, label %bb7, label %bb8

bb8:                                              ; preds = %bb1
  call void @llvm.lifetime.end.p0(ptr %_9)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %out, i64 24, i1 false)
  call void @llvm.lifetime.end.p0(ptr %out)
  ret void

bb7:                                              ; preds = %bb1
  %_24 = load i64, ptr %iter, align 8, !noundef !3
  %2 = add nuw i64 %_24, 1
  store i64 %2, ptr %iter, align 8
  %3 = getelementptr inbounds i8, ptr %_9, i64 8
  store i64 %_24, ptr %3, align 8
  store i64 1, ptr %_9, align 8
  %4 = getelementptr inbounds i8, ptr %_9, i64 8
  %i = load i64, ptr %4, align 8, !noundef !3
  store double 0.000000e+00, ptr %s, align 8
  store i64 0, ptr %iter1, align 8
  br label %bb2

bb2:                                              ; preds = %bb3, %bb7
  call void @llvm.lifetime.start.p0(ptr %_12)
  %_30 = load i64, ptr %iter1, align 8, !noundef !3
  %_27 = icmp ult i64 %_30, %l
  br i1 %_27, label %bb9, label %bb10

bb10:                                             ; preds = %bb2
  call void @llvm.lifetime.end.p0(ptr %_12)
  %5 = getelementptr inbounds i8, ptr %out, i64 8
  %_35 = load ptr, ptr %5, align 8, !nonnull !3, !noundef !3
  %6 = icmp ne ptr %_35, null
  call void @llvm.assume(i1 %6)
  %7 = getelementptr inbounds i8, ptr %out, i64 16
  %_34 = load i64, ptr %7, align 8, !noundef !3
  %_36 = icmp ult i64 %i, %_34
  br i1 %_36, label %bb11, label %panic

bb9:                                              ; preds = %bb2
  %_28 = load i64, ptr %iter1, align 8, !noundef !3
  %8 = add nuw i64 %_28, 1
  store i64 %8, ptr %iter1, align 8
  %9 = getelementptr inbounds i8, ptr %_12, i64 8
  store i64 %_28, ptr %9, align 8
  store i64 1, ptr %_12, align 8
  %10 = getelementptr inbounds i8, ptr %_12, i64 8
  %k = load i64, ptr %10, align 8, !noundef !3
  %_16 = add i64 %k, 1
  %_15 = uitofp i64 %_16 to double
  %_20 = add i64 %i, 1
  %_19 = sub i64 %_20, %l
  %_18 = add i64 %_19, %k
  %_21 = icmp ult i64 %_18, %x.1
  br i1 %_21, label %bb3, label %panic2

bb11:                                             ; preds = %bb10
  %_22 = getelementptr inbounds nuw double, ptr %_35, i64 %i
  %11 = load double, ptr %s, align 8, !noundef !3
  %12 = fdiv double %11, %denom
  store double %12, ptr %_22, align 8
  call void @llvm.lifetime.end.p0(ptr %_9)
  br label %bb1

panic:                                            ; preds = %bb10
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %_34, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_205a8b4ccbd8b8b63dab5b556ab4061f) #23
          to label %unreachable unwind label %cleanup

bb4:                                              ; preds = %cleanup
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %out) #24
          to label %bb5 unwind label %terminate

cleanup:                                          ; preds = %panic2, %panic
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  %15 = extractvalue { ptr, i32 } %13, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %14, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %15, ptr %16, align 8
  br label %bb4

unreachable:                                      ; preds = %panic2, %panic
  unreachable

bb3:                                              ; preds = %bb9
  %17 = getelementptr inbounds nuw double, ptr %x.0, i64 %_18
  %_17 = load double, ptr %17, align 8, !noundef !3
  %_14 = fmul double %_15, %_17
  %18 = load double, ptr %s, align 8, !noundef !3
  %19 = fadd double %18, %_14
  store double %19, ptr %s, align 8
  call void @llvm.lifetime.end.p0(ptr %_12)
  br label %bb2

panic2:                                           ; preds = %bb9
; invoke core::panicking::panic_bounds_check
  invoke void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_18, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d0c9a6f0c946a201da9c124bf4702c38) #23
          to label %unreachable unwind label %cleanup

terminate:                                        ; preds = %bb4
  %20 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #25
  unreachable

bb5:                                              ; preds = %bb4
  %21 = load ptr, ptr %0, align 8, !noundef !3
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  %23 = load i32, ptr %22, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %0)
  %24 = insertvalue { ptr, i32 } poison, ptr %21, 0
  %25 = insertvalue { ptr, i32 } %24, i32 %23, 1
  resume { ptr, i32 } %25
}

; kernel_safe::combo
; Function Attrs: noinline nonlazybind uwtable
define { double, i64 } @_ZN11kernel_safe5combo17hE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close.0, i64 noundef range(i64 0, 1152921504606846976) %close.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) %p) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_80 = alloca [16 x i8], align 8
  %_69 = alloca [16 x i8], align 8
  %_62 = alloca [16 x i8], align 8
  %_55 = alloca [16 x i8], align 8
  %_52 = alloca [16 x i8], align 8
  %_41 = alloca [16 x i8], align 8
  %_34 = alloca [16 x i8], align 8
  %_28 = alloca [24 x i8], align 8
  %_24 = alloca [24 x i8], align 8
  %_20 = alloca [24 x i8], align 8
  %_18 = alloca [24 x i8], align 8
  %b = alloca [24 x i8], align 8
  %_11 = alloca [24 x i8], align 8
  %_7 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %a = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %a)
  call void @llvm.lifetime.start.p0(ptr %_5)
  call void @llvm.lifetime.start.p0(ptr %_7)
  %1 = getelementptr inbounds i8, ptr %p, i64 8
  %_9 = load i64, ptr %1, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_34)
  %_35 = icmp sge i64 %_9, 0
  br i1 %_35, label %bb36, label %bb37

bb37:                                             ; preds = %start
  %2 = load i64, ptr @anon.1, align 8, !range !6, !noundef !3
  %3 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1, i64 8), align 8
  store i64 %2, ptr %_34, align 8
  %4 = getelementptr inbounds i8, ptr %_34, i64 8
  store i64 %3, ptr %4, align 8
  br label %bb38

bb36:                                             ; preds = %start
  %5 = getelementptr inbounds i8, ptr %_34, i64 8
  store i64 %_9, ptr %5, align 8
  store i64 0, ptr %_34, align 8
  br label %bb38

bb38:                                             ; preds = %bb36, %bb37
  %6 = load i64, ptr %_34, align 8, !range !6, !noundef !3
  %7 = getelementptr inbounds i8, ptr %_34, i64 8
  %8 = load i64, ptr %7, align 8
; call core::result::Result<T,E>::expect
  %_8 = call noundef i64 @"_ZN4core6result19Result$LT$T$C$E$GT$6expect17hE"(i64 noundef %6, i64 %8, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_4cce2098f7f906f3dde88542c022e4ed, i64 noundef 23, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4733bb55c3b03126d97bd2cfdb76bcd9) #21
  call void @llvm.lifetime.end.p0(ptr %_34)
; call kernel_safe::wma
  call void @_ZN11kernel_safe3wma17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_7, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close.0, i64 noundef %close.1, i64 noundef %_8) #27
  %9 = getelementptr inbounds i8, ptr %_7, i64 8
  %_40 = load ptr, ptr %9, align 8, !nonnull !3, !noundef !3
  %10 = icmp ne ptr %_40, null
  call void @llvm.assume(i1 %10)
  %11 = getelementptr inbounds i8, ptr %_7, i64 16
  %_39 = load i64, ptr %11, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_11)
  %_13 = load i64, ptr %p, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_41)
  %_42 = icmp sge i64 %_13, 0
  br i1 %_42, label %bb40, label %bb41

bb41:                                             ; preds = %bb38
  %12 = load i64, ptr @anon.1, align 8, !range !6, !noundef !3
  %13 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1, i64 8), align 8
  store i64 %12, ptr %_41, align 8
  %14 = getelementptr inbounds i8, ptr %_41, i64 8
  store i64 %13, ptr %14, align 8
  br label %bb42

bb40:                                             ; preds = %bb38
  %15 = getelementptr inbounds i8, ptr %_41, i64 8
  store i64 %_13, ptr %15, align 8
  store i64 0, ptr %_41, align 8
  br label %bb42

bb42:                                             ; preds = %bb40, %bb41
  %16 = load i64, ptr %_41, align 8, !range !6, !noundef !3
  %17 = getelementptr inbounds i8, ptr %_41, i64 8
  %18 = load i64, ptr %17, align 8
; invoke core::result::Result<T,E>::expect
  %_12 = invoke noundef i64 @"_ZN4core6result19Result$LT$T$C$E$GT$6expect17hE"(i64 noundef %16, i64 %18, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_4cce2098f7f906f3dde88542c022e4ed, i64 noundef 23, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4733bb55c3b03126d97bd2cfdb76bcd9)
          to label %bb39 unwind label %cleanup

bb33:                                             ; preds = %bb32, %cleanup
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_7) #24
          to label %bb34 unwind label %terminate

cleanup:                                          ; preds = %bb39, %bb42
  %19 = landingpad { ptr, i32 }
          cleanup
  %20 = extractvalue { ptr, i32 } %19, 0
  %21 = extractvalue { ptr, i32 } %19, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %20, ptr %0, align 8
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %21, ptr %22, align 8
  br label %bb33

bb39:                                             ; preds = %bb42
  call void @llvm.lifetime.end.p0(ptr %_41)
; invoke kernel_safe::wma
  invoke void @_ZN11kernel_safe3wma17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_11, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close.0, i64 noundef %close.1, i64 noundef %_12)
          to label %bb2 unwind label %cleanup

bb2:                                              ; preds = %bb39
  %23 = getelementptr inbounds i8, ptr %_11, i64 8
  %_47 = load ptr, ptr %23, align 8, !nonnull !3, !noundef !3
  %24 = icmp ne ptr %_47, null
  call void @llvm.assume(i1 %24)
  %25 = getelementptr inbounds i8, ptr %_11, i64 16
  %_46 = load i64, ptr %25, align 8, !noundef !3
; invoke kernel_safe::hma_combine
  invoke void @_ZN11kernel_safe11hma_combine17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_40, i64 noundef %_39, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_47, i64 noundef %_46)
          to label %bb3 unwind label %cleanup1

bb32:                                             ; preds = %bb31, %cleanup1
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_11) #24
          to label %bb33 unwind label %terminate

cleanup1:                                         ; preds = %bb2
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = extractvalue { ptr, i32 } %26, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %27, ptr %0, align 8
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %28, ptr %29, align 8
  br label %bb32

bb3:                                              ; preds = %bb2
  %30 = getelementptr inbounds i8, ptr %_5, i64 8
  %_51 = load ptr, ptr %30, align 8, !nonnull !3, !noundef !3
  %31 = icmp ne ptr %_51, null
  call void @llvm.assume(i1 %31)
  %32 = getelementptr inbounds i8, ptr %_5, i64 16
  %_50 = load i64, ptr %32, align 8, !noundef !3
  %33 = getelementptr inbounds i8, ptr %p, i64 16
  %_15 = load i64, ptr %33, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_52)
  %_53 = icmp sge i64 %_15, 0
  br i1 %_53, label %bb44, label %bb45

bb45:                                             ; preds = %bb3
  %34 = load i64, ptr @anon.1, align 8, !range !6, !noundef !3
  %35 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1, i64 8), align 8
  store i64 %34, ptr %_52, align 8
  %36 = getelementptr inbounds i8, ptr %_52, i64 8
  store i64 %35, ptr %36, align 8
  br label %bb46

bb44:                                             ; preds = %bb3
  %37 = getelementptr inbounds i8, ptr %_52, i64 8
  store i64 %_15, ptr %37, align 8
  store i64 0, ptr %_52, align 8
  br label %bb46

bb46:                                             ; preds = %bb44, %bb45
  %38 = load i64, ptr %_52, align 8, !range !6, !noundef !3
  %39 = getelementptr inbounds i8, ptr %_52, i64 8
  %40 = load i64, ptr %39, align 8
; invoke core::result::Result<T,E>::expect
  %_14 = invoke noundef i64 @"_ZN4core6result19Result$LT$T$C$E$GT$6expect17hE"(i64 noundef %38, i64 %40, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_4cce2098f7f906f3dde88542c022e4ed, i64 noundef 23, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4733bb55c3b03126d97bd2cfdb76bcd9)
          to label %bb43 unwind label %cleanup2

bb31:                                             ; preds = %cleanup2
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_5) #24
          to label %bb32 unwind label %terminate

cleanup2:                                         ; preds = %bb43, %bb46
  %41 = landingpad { ptr, i32 }
          cleanup
  %42 = extractvalue { ptr, i32 } %41, 0
  %43 = extractvalue { ptr, i32 } %41, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %42, ptr %0, align 8
  %44 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %43, ptr %44, align 8
  br label %bb31

bb43:                                             ; preds = %bb46
  call void @llvm.lifetime.end.p0(ptr %_52)
; invoke kernel_safe::wma
  invoke void @_ZN11kernel_safe3wma17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %a, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_51, i64 noundef %_50, i64 noundef %_14)
          to label %bb4 unwind label %cleanup2

bb4:                                              ; preds = %bb43
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_5)
          to label %bb5 unwind label %cleanup3

bb28:                                             ; preds = %cleanup3
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_11) #24
          to label %bb29 unwind label %terminate

cleanup3:                                         ; preds = %bb4
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  %47 = extractvalue { ptr, i32 } %45, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %46, ptr %0, align 8
  %48 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %47, ptr %48, align 8
  br label %bb28

bb5:                                              ; preds = %bb4
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_11)
          to label %bb6 unwind label %cleanup4

bb29:                                             ; preds = %bb28, %cleanup4
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_7) #24
          to label %bb30 unwind label %terminate

cleanup4:                                         ; preds = %bb5
  %49 = landingpad { ptr, i32 }
          cleanup
  %50 = extractvalue { ptr, i32 } %49, 0
  %51 = extractvalue { ptr, i32 } %49, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %50, ptr %0, align 8
  %52 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %51, ptr %52, align 8
  br label %bb29

bb6:                                              ; preds = %bb5
  call void @llvm.lifetime.end.p0(ptr %_11)
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_7)
          to label %bb7 unwind label %cleanup5

bb30:                                             ; preds = %bb29, %bb27, %bb23, %cleanup5
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %a) #24
          to label %bb34 unwind label %terminate

cleanup5:                                         ; preds = %bb17, %bb47, %bb50, %bb6
  %53 = landingpad { ptr, i32 }
          cleanup
  %54 = extractvalue { ptr, i32 } %53, 0
  %55 = extractvalue { ptr, i32 } %53, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %54, ptr %0, align 8
  %56 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %55, ptr %56, align 8
  br label %bb30

bb7:                                              ; preds = %bb6
  call void @llvm.lifetime.end.p0(ptr %_7)
  call void @llvm.lifetime.end.p0(ptr %_5)
  call void @llvm.lifetime.start.p0(ptr %b)
  call void @llvm.lifetime.start.p0(ptr %_18)
  call void @llvm.lifetime.start.p0(ptr %_20)
  %57 = getelementptr inbounds i8, ptr %p, i64 32
  %_22 = load i64, ptr %57, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_55)
  %_56 = icmp sge i64 %_22, 0
  br i1 %_56, label %bb48, label %bb49

bb49:                                             ; preds = %bb7
  %58 = load i64, ptr @anon.1, align 8, !range !6, !noundef !3
  %59 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1, i64 8), align 8
  store i64 %58, ptr %_55, align 8
  %60 = getelementptr inbounds i8, ptr %_55, i64 8
  store i64 %59, ptr %60, align 8
  br label %bb50

bb48:                                             ; preds = %bb7
  %61 = getelementptr inbounds i8, ptr %_55, i64 8
  store i64 %_22, ptr %61, align 8
  store i64 0, ptr %_55, align 8
  br label %bb50

bb50:                                             ; preds = %bb48, %bb49
  %62 = load i64, ptr %_55, align 8, !range !6, !noundef !3
  %63 = getelementptr inbounds i8, ptr %_55, i64 8
  %64 = load i64, ptr %63, align 8
; invoke core::result::Result<T,E>::expect
  %_21 = invoke noundef i64 @"_ZN4core6result19Result$LT$T$C$E$GT$6expect17hE"(i64 noundef %62, i64 %64, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_4cce2098f7f906f3dde88542c022e4ed, i64 noundef 23, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4733bb55c3b03126d97bd2cfdb76bcd9)
          to label %bb47 unwind label %cleanup5

bb47:                                             ; preds = %bb50
  call void @llvm.lifetime.end.p0(ptr %_55)
; invoke kernel_safe::wma
  invoke void @_ZN11kernel_safe3wma17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_20, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close.0, i64 noundef %close.1, i64 noundef %_21)
          to label %bb8 unwind label %cleanup5

bb8:                                              ; preds = %bb47
  %65 = getelementptr inbounds i8, ptr %_20, i64 8
  %_61 = load ptr, ptr %65, align 8, !nonnull !3, !noundef !3
  %66 = icmp ne ptr %_61, null
  call void @llvm.assume(i1 %66)
  %67 = getelementptr inbounds i8, ptr %_20, i64 16
  %_60 = load i64, ptr %67, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_24)
  %68 = getelementptr inbounds i8, ptr %p, i64 40
  %_26 = load i64, ptr %68, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_62)
  %_63 = icmp sge i64 %_26, 0
  br i1 %_63, label %bb52, label %bb53

bb53:                                             ; preds = %bb8
  %69 = load i64, ptr @anon.1, align 8, !range !6, !noundef !3
  %70 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1, i64 8), align 8
  store i64 %69, ptr %_62, align 8
  %71 = getelementptr inbounds i8, ptr %_62, i64 8
  store i64 %70, ptr %71, align 8
  br label %bb54

bb52:                                             ; preds = %bb8
  %72 = getelementptr inbounds i8, ptr %_62, i64 8
  store i64 %_26, ptr %72, align 8
  store i64 0, ptr %_62, align 8
  br label %bb54

bb54:                                             ; preds = %bb52, %bb53
  %73 = load i64, ptr %_62, align 8, !range !6, !noundef !3
  %74 = getelementptr inbounds i8, ptr %_62, i64 8
  %75 = load i64, ptr %74, align 8
; invoke core::result::Result<T,E>::expect
  %_25 = invoke noundef i64 @"_ZN4core6result19Result$LT$T$C$E$GT$6expect17hE"(i64 noundef %73, i64 %75, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_4cce2098f7f906f3dde88542c022e4ed, i64 noundef 23, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4733bb55c3b03126d97bd2cfdb76bcd9)
          to label %bb51 unwind label %cleanup6

bb27:                                             ; preds = %bb26, %cleanup6
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_20) #24
          to label %bb30 unwind label %terminate

cleanup6:                                         ; preds = %bb51, %bb54
  %76 = landingpad { ptr, i32 }
          cleanup
  %77 = extractvalue { ptr, i32 } %76, 0
  %78 = extractvalue { ptr, i32 } %76, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %77, ptr %0, align 8
  %79 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %78, ptr %79, align 8
  br label %bb27

bb51:                                             ; preds = %bb54
  call void @llvm.lifetime.end.p0(ptr %_62)
; invoke kernel_safe::wma
  invoke void @_ZN11kernel_safe3wma17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_24, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close.0, i64 noundef %close.1, i64 noundef %_25)
          to label %bb9 unwind label %cleanup6

bb9:                                              ; preds = %bb51
  %80 = getelementptr inbounds i8, ptr %_24, i64 8
  %_68 = load ptr, ptr %80, align 8, !nonnull !3, !noundef !3
  %81 = icmp ne ptr %_68, null
  call void @llvm.assume(i1 %81)
  %82 = getelementptr inbounds i8, ptr %_24, i64 16
  %_67 = load i64, ptr %82, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_28)
  %83 = getelementptr inbounds i8, ptr %p, i64 24
  %_30 = load i64, ptr %83, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_69)
  %_70 = icmp sge i64 %_30, 0
  br i1 %_70, label %bb56, label %bb57

bb57:                                             ; preds = %bb9
  %84 = load i64, ptr @anon.1, align 8, !range !6, !noundef !3
  %85 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1, i64 8), align 8
  store i64 %84, ptr %_69, align 8
  %86 = getelementptr inbounds i8, ptr %_69, i64 8
  store i64 %85, ptr %86, align 8
  br label %bb58

bb56:                                             ; preds = %bb9
  %87 = getelementptr inbounds i8, ptr %_69, i64 8
  store i64 %_30, ptr %87, align 8
  store i64 0, ptr %_69, align 8
  br label %bb58

bb58:                                             ; preds = %bb56, %bb57
  %88 = load i64, ptr %_69, align 8, !range !6, !noundef !3
  %89 = getelementptr inbounds i8, ptr %_69, i64 8
  %90 = load i64, ptr %89, align 8
; invoke core::result::Result<T,E>::expect
  %_29 = invoke noundef i64 @"_ZN4core6result19Result$LT$T$C$E$GT$6expect17hE"(i64 noundef %88, i64 %90, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_4cce2098f7f906f3dde88542c022e4ed, i64 noundef 23, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4733bb55c3b03126d97bd2cfdb76bcd9)
          to label %bb55 unwind label %cleanup7

bb26:                                             ; preds = %bb25, %cleanup7
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_24) #24
          to label %bb27 unwind label %terminate

cleanup7:                                         ; preds = %bb55, %bb58
  %91 = landingpad { ptr, i32 }
          cleanup
  %92 = extractvalue { ptr, i32 } %91, 0
  %93 = extractvalue { ptr, i32 } %91, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %92, ptr %0, align 8
  %94 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %93, ptr %94, align 8
  br label %bb26

bb55:                                             ; preds = %bb58
  call void @llvm.lifetime.end.p0(ptr %_69)
; invoke kernel_safe::wma
  invoke void @_ZN11kernel_safe3wma17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_28, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close.0, i64 noundef %close.1, i64 noundef %_29)
          to label %bb10 unwind label %cleanup7

bb10:                                             ; preds = %bb55
  %95 = getelementptr inbounds i8, ptr %_28, i64 8
  %_75 = load ptr, ptr %95, align 8, !nonnull !3, !noundef !3
  %96 = icmp ne ptr %_75, null
  call void @llvm.assume(i1 %96)
  %97 = getelementptr inbounds i8, ptr %_28, i64 16
  %_74 = load i64, ptr %97, align 8, !noundef !3
; invoke kernel_safe::hma3_combine
  invoke void @_ZN11kernel_safe12hma3_combine17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_18, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_61, i64 noundef %_60, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_68, i64 noundef %_67, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_75, i64 noundef %_74)
          to label %bb11 unwind label %cleanup8

bb25:                                             ; preds = %bb24, %cleanup8
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_28) #24
          to label %bb26 unwind label %terminate

cleanup8:                                         ; preds = %bb10
  %98 = landingpad { ptr, i32 }
          cleanup
  %99 = extractvalue { ptr, i32 } %98, 0
  %100 = extractvalue { ptr, i32 } %98, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %99, ptr %0, align 8
  %101 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %100, ptr %101, align 8
  br label %bb25

bb11:                                             ; preds = %bb10
  %102 = getelementptr inbounds i8, ptr %_18, i64 8
  %_79 = load ptr, ptr %102, align 8, !nonnull !3, !noundef !3
  %103 = icmp ne ptr %_79, null
  call void @llvm.assume(i1 %103)
  %104 = getelementptr inbounds i8, ptr %_18, i64 16
  %_78 = load i64, ptr %104, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %_80)
  br i1 %_70, label %bb60, label %bb61

bb61:                                             ; preds = %bb11
  %105 = load i64, ptr @anon.1, align 8, !range !6, !noundef !3
  %106 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1, i64 8), align 8
  store i64 %105, ptr %_80, align 8
  %107 = getelementptr inbounds i8, ptr %_80, i64 8
  store i64 %106, ptr %107, align 8
  br label %bb62

bb60:                                             ; preds = %bb11
  %108 = getelementptr inbounds i8, ptr %_80, i64 8
  store i64 %_30, ptr %108, align 8
  store i64 0, ptr %_80, align 8
  br label %bb62

bb62:                                             ; preds = %bb60, %bb61
  %109 = load i64, ptr %_80, align 8, !range !6, !noundef !3
  %110 = getelementptr inbounds i8, ptr %_80, i64 8
  %111 = load i64, ptr %110, align 8
; invoke core::result::Result<T,E>::expect
  %_31 = invoke noundef i64 @"_ZN4core6result19Result$LT$T$C$E$GT$6expect17hE"(i64 noundef %109, i64 %111, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_4cce2098f7f906f3dde88542c022e4ed, i64 noundef 23, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_4733bb55c3b03126d97bd2cfdb76bcd9)
          to label %bb59 unwind label %cleanup9

bb24:                                             ; preds = %cleanup9
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_18) #24
          to label %bb25 unwind label %terminate

cleanup9:                                         ; preds = %bb59, %bb62
  %112 = landingpad { ptr, i32 }
          cleanup
  %113 = extractvalue { ptr, i32 } %112, 0
  %114 = extractvalue { ptr, i32 } %112, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %113, ptr %0, align 8
  %115 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %114, ptr %115, align 8
  br label %bb24

bb59:                                             ; preds = %bb62
  call void @llvm.lifetime.end.p0(ptr %_80)
; invoke kernel_safe::wma
  invoke void @_ZN11kernel_safe3wma17hE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %b, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_79, i64 noundef %_78, i64 noundef %_31)
          to label %bb12 unwind label %cleanup9

bb12:                                             ; preds = %bb59
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_18)
          to label %bb13 unwind label %cleanup10

bb20:                                             ; preds = %cleanup10
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_28) #24
          to label %bb21 unwind label %terminate

cleanup10:                                        ; preds = %bb12
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  %118 = extractvalue { ptr, i32 } %116, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %117, ptr %0, align 8
  %119 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %118, ptr %119, align 8
  br label %bb20

bb13:                                             ; preds = %bb12
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_28)
          to label %bb14 unwind label %cleanup11

bb21:                                             ; preds = %bb20, %cleanup11
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_24) #24
          to label %bb22 unwind label %terminate

cleanup11:                                        ; preds = %bb13
  %120 = landingpad { ptr, i32 }
          cleanup
  %121 = extractvalue { ptr, i32 } %120, 0
  %122 = extractvalue { ptr, i32 } %120, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %121, ptr %0, align 8
  %123 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %122, ptr %123, align 8
  br label %bb21

bb14:                                             ; preds = %bb13
  call void @llvm.lifetime.end.p0(ptr %_28)
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_24)
          to label %bb15 unwind label %cleanup12

bb22:                                             ; preds = %bb21, %cleanup12
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_20) #24
          to label %bb23 unwind label %terminate

cleanup12:                                        ; preds = %bb14
  %124 = landingpad { ptr, i32 }
          cleanup
  %125 = extractvalue { ptr, i32 } %124, 0
  %126 = extractvalue { ptr, i32 } %124, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %125, ptr %0, align 8
  %127 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %126, ptr %127, align 8
  br label %bb22

bb15:                                             ; preds = %bb14
  call void @llvm.lifetime.end.p0(ptr %_24)
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_20)
          to label %bb16 unwind label %cleanup13

bb23:                                             ; preds = %bb22, %cleanup13
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %b) #24
          to label %bb30 unwind label %terminate

cleanup13:                                        ; preds = %bb16, %bb15
  %128 = landingpad { ptr, i32 }
          cleanup
  %129 = extractvalue { ptr, i32 } %128, 0
  %130 = extractvalue { ptr, i32 } %128, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %129, ptr %0, align 8
  %131 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %130, ptr %131, align 8
  br label %bb23

bb16:                                             ; preds = %bb15
  call void @llvm.lifetime.end.p0(ptr %_20)
  call void @llvm.lifetime.end.p0(ptr %_18)
  %132 = getelementptr inbounds i8, ptr %a, i64 8
  %_85 = load ptr, ptr %132, align 8, !nonnull !3, !noundef !3
  %133 = icmp ne ptr %_85, null
  call void @llvm.assume(i1 %133)
  %134 = getelementptr inbounds i8, ptr %a, i64 16
  %_84 = load i64, ptr %134, align 8, !noundef !3
  %135 = getelementptr inbounds i8, ptr %b, i64 8
  %_89 = load ptr, ptr %135, align 8, !nonnull !3, !noundef !3
  %136 = icmp ne ptr %_89, null
  call void @llvm.assume(i1 %136)
  %137 = getelementptr inbounds i8, ptr %b, i64 16
  %_88 = load i64, ptr %137, align 8, !noundef !3
; invoke kernel_safe::event_loop
  %138 = invoke { double, i64 } @_ZN11kernel_safe10event_loop17hE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close.0, i64 noundef %close.1, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_85, i64 noundef %_84, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %_89, i64 noundef %_88)
          to label %bb17 unwind label %cleanup13

bb17:                                             ; preds = %bb16
  %_0.0 = extractvalue { double, i64 } %138, 0
  %_0.1 = extractvalue { double, i64 } %138, 1
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %b)
          to label %bb18 unwind label %cleanup5

bb18:                                             ; preds = %bb17
  call void @llvm.lifetime.end.p0(ptr %b)
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  %139 = insertvalue { double, i64 } poison, double %_0.0, 0
  %140 = insertvalue { double, i64 } %139, i64 %_0.1, 1
  ret { double, i64 } %140

terminate:                                        ; preds = %bb33, %bb32, %bb31, %bb30, %bb29, %bb28, %bb27, %bb26, %bb25, %bb24, %bb23, %bb22, %bb21, %bb20
  %141 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #25
  unreachable

bb34:                                             ; preds = %bb33, %bb30
  %142 = load ptr, ptr %0, align 8, !noundef !3
  %143 = getelementptr inbounds i8, ptr %0, i64 8
  %144 = load i32, ptr %143, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %0)
  %145 = insertvalue { ptr, i32 } poison, ptr %142, 0
  %146 = insertvalue { ptr, i32 } %145, i32 %144, 1
  resume { ptr, i32 } %146
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hE"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #3 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !3, !align !7, !noundef !3
; call <() as core::fmt::Debug>::fmt
  %_0 = call noundef zeroext i1 @_RNvXss_NtCsgEmfK2I1SDS_4core3fmtuNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3, ptr noalias noundef align 8 dereferenceable(24) %f) #21
  ret i1 %_0
}

; core::cmp::Ord::max
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef i64 @_ZN4core3cmp3Ord3max17hE(i64 noundef %0, i64 noundef %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_6 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %other = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  store i64 %0, ptr %self, align 8
  store i64 %1, ptr %other, align 8
  store i8 1, ptr %_6, align 1
; invoke <usize as core::cmp::PartialOrd>::lt
  %_3 = invoke noundef zeroext i1 @_RNvXsU_NtNtCsgEmfK2I1SDS_4core3cmp5implsjNtB7_10PartialOrd2lt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %other, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self)
          to label %bb1 unwind label %cleanup

bb5:                                              ; preds = %cleanup
  br label %bb8

cleanup:                                          ; preds = %start
  %3 = landingpad { ptr, i32 }
          cleanup
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  call void @llvm.lifetime.start.p0(ptr %2)
  store ptr %4, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  store i32 %5, ptr %6, align 8
  br label %bb5

bb1:                                              ; preds = %start
  br i1 %_3, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  %7 = load i64, ptr %other, align 8, !noundef !3
  store i64 %7, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_6, align 1
  %8 = load i64, ptr %self, align 8, !noundef !3
  store i64 %8, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %9 = load i64, ptr %_0, align 8, !noundef !3
  ret i64 %9

bb8:                                              ; preds = %bb5
  %10 = load i8, ptr %_6, align 1, !range !5, !noundef !3
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %12 = load ptr, ptr %2, align 8, !noundef !3
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load i32, ptr %13, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %2)
  %15 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

bb7:                                              ; preds = %bb8
  br label %bb6
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>>
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %_1) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
; invoke <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  invoke void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hE"(ptr noalias noundef align 8 dereferenceable(24) %_1)
          to label %bb4 unwind label %cleanup

bb3:                                              ; preds = %cleanup
; invoke core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
  invoke void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(16) %_1) #24
          to label %bb1 unwind label %terminate

cleanup:                                          ; preds = %start
  %1 = landingpad { ptr, i32 }
          cleanup
  %2 = extractvalue { ptr, i32 } %1, 0
  %3 = extractvalue { ptr, i32 } %1, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %2, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %3, ptr %4, align 8
  br label %bb3

bb4:                                              ; preds = %start
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
  call void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(16) %_1)
  ret void

terminate:                                        ; preds = %bb3
  %5 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #25
  unreachable

bb1:                                              ; preds = %bb3
  %6 = load ptr, ptr %0, align 8, !noundef !3
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %0)
  %9 = insertvalue { ptr, i32 } poison, ptr %6, 0
  %10 = insertvalue { ptr, i32 } %9, i32 %8, 1
  resume { ptr, i32 } %10
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(16) %_1) unnamed_addr #3 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hE"(ptr noalias noundef align 8 dereferenceable(16) %_1)
  ret void
}

; core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hE"(ptr noalias noundef align 8 dereferenceable(16) %_1) unnamed_addr #3 {
start:
; call <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
  call void @_RNvXs_NtNtCslNYArtu3iFV_5alloc3vec15set_len_on_dropNtB4_12SetLenOnDropNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop(ptr noalias noundef align 8 dereferenceable(16) %_1) #21
  ret void
}

; core::result::Result<T,E>::expect
; Function Attrs: inlinehint nonlazybind uwtable
define internal noundef i64 @"_ZN4core6result19Result$LT$T$C$E$GT$6expect17hE"(i64 noundef range(i64 0, 2) %0, i64 %1, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %msg.0, i64 noundef %msg.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %2) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %3 = alloca [16 x i8], align 8
  %e = alloca [0 x i8], align 1
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %4 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %4, align 8
  %_3 = load i64, ptr %self, align 8, !range !6, !noundef !3
  %5 = getelementptr inbounds i8, ptr %self, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = trunc nuw i64 %_3 to i1
  %8 = call i1 @llvm.expect.i1(i1 %7, i1 false)
  br i1 %8, label %bb2, label %bb3

bb2:                                              ; preds = %start
; invoke core::result::unwrap_failed
  invoke void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %msg.0, i64 noundef %msg.1, ptr noundef nonnull align 1 %e, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) %2) #23
          to label %unreachable unwind label %cleanup

bb3:                                              ; preds = %start
  %9 = getelementptr inbounds i8, ptr %self, i64 8
  %t = load i64, ptr %9, align 8, !noundef !3
  ret i64 %t

bb4:                                              ; preds = %cleanup
  %10 = load ptr, ptr %3, align 8, !noundef !3
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  %12 = load i32, ptr %11, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %3)
  %13 = insertvalue { ptr, i32 } poison, ptr %10, 0
  %14 = insertvalue { ptr, i32 } %13, i32 %12, 1
  resume { ptr, i32 } %14

cleanup:                                          ; preds = %bb2
  %15 = landingpad { ptr, i32 }
          cleanup
  %16 = extractvalue { ptr, i32 } %15, 0
  %17 = extractvalue { ptr, i32 } %15, 1
  call void @llvm.lifetime.start.p0(ptr %3)
  store ptr %16, ptr %3, align 8
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %17, ptr %18, align 8
  br label %bb4

unreachable:                                      ; preds = %bb2
  unreachable

bb1:                                              ; No predecessors!
  unreachable
}

; alloc::vec::Vec<T,A>::extend_with
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17hE"(ptr noalias noundef align 8 dereferenceable(24) %self, i64 noundef %n, double noundef %0) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_20 = alloca [1 x i8], align 1
  %iter = alloca [16 x i8], align 8
  %local_len = alloca [16 x i8], align 8
  %ptr = alloca [8 x i8], align 8
  %value = alloca [8 x i8], align 8
  store double %0, ptr %value, align 8
  store i8 1, ptr %_20, align 1
; invoke alloc::vec::Vec<T,A>::reserve
  invoke void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hE"(ptr noalias noundef align 8 dereferenceable(24) %self, i64 noundef %n)
          to label %bb1 unwind label %cleanup

bb12:                                             ; preds = %bb8, %cleanup
  %2 = load i8, ptr %_20, align 1, !range !5, !noundef !3
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb11, label %bb9

cleanup:                                          ; preds = %bb4, %bb5, %start
  %4 = landingpad { ptr, i32 }
          cleanup
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  call void @llvm.lifetime.start.p0(ptr %1)
  store ptr %5, ptr %1, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %6, ptr %7, align 8
  br label %bb12

bb1:                                              ; preds = %start
  %8 = getelementptr inbounds i8, ptr %self, i64 8
  %_21 = load ptr, ptr %8, align 8, !nonnull !3, !noundef !3
  %9 = icmp ne ptr %_21, null
  call void @llvm.assume(i1 %9)
  %10 = getelementptr inbounds i8, ptr %self, i64 16
  %count = load i64, ptr %10, align 8, !noundef !3
  %_22 = icmp ule i64 %count, 1152921504606846975
  call void @llvm.assume(i1 %_22)
  %11 = getelementptr inbounds nuw double, ptr %_21, i64 %count
  store ptr %11, ptr %ptr, align 8
  call void @llvm.lifetime.start.p0(ptr %local_len)
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_23 = load i64, ptr %len, align 8, !noundef !3
  store ptr %len, ptr %local_len, align 8
  %12 = getelementptr inbounds i8, ptr %local_len, i64 8
  store i64 %_23, ptr %12, align 8
  store i64 1, ptr %iter, align 8
  %13 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %n, ptr %13, align 8
  br label %bb2

bb2:                                              ; preds = %bb3, %bb1
  %_29 = load i64, ptr %iter, align 8, !noundef !3
  %14 = getelementptr inbounds i8, ptr %iter, i64 8
  %_30 = load i64, ptr %14, align 8, !noundef !3
  %_24 = icmp ult i64 %_29, %_30
  br i1 %_24, label %bb13, label %bb14

bb14:                                             ; preds = %bb2
  %_17 = icmp ugt i64 %n, 0
  br i1 %_17, label %bb4, label %bb5

bb13:                                             ; preds = %bb2
  %old = load i64, ptr %iter, align 8, !noundef !3
  br label %bb16

bb5:                                              ; preds = %bb14
; invoke core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  invoke void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hE"(ptr noalias noundef align 8 dereferenceable(16) %local_len)
          to label %bb6 unwind label %cleanup

bb4:                                              ; preds = %bb14
  store i8 0, ptr %_20, align 1
  %src = load double, ptr %value, align 8, !noundef !3
  %15 = load ptr, ptr %ptr, align 8, !noundef !3
  store double %src, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %local_len, i64 8
  %17 = getelementptr inbounds i8, ptr %local_len, i64 8
  %18 = load i64, ptr %17, align 8, !noundef !3
  %19 = add i64 %18, 1
  store i64 %19, ptr %16, align 8
; invoke core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  invoke void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hE"(ptr noalias noundef align 8 dereferenceable(16) %local_len)
          to label %bb17 unwind label %cleanup

bb6:                                              ; preds = %bb5
  call void @llvm.lifetime.end.p0(ptr %local_len)
  %20 = load i8, ptr %_20, align 1, !range !5, !noundef !3
  %21 = trunc nuw i8 %20 to i1
  br i1 %21, label %bb10, label %bb7

bb7:                                              ; preds = %bb17, %bb10, %bb6
  ret void

bb10:                                             ; preds = %bb6
  br label %bb7

bb17:                                             ; preds = %bb4
  call void @llvm.lifetime.end.p0(ptr %local_len)
  br label %bb7

bb16:                                             ; preds = %bb13
  %_28 = add nuw i64 %old, 1
  store i64 %_28, ptr %iter, align 8
  %dst = load ptr, ptr %ptr, align 8, !noundef !3
; invoke <f64 as core::clone::Clone>::clone
  %src2 = invoke noundef double @_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %value)
          to label %bb3 unwind label %cleanup1

bb8:                                              ; preds = %cleanup1
; invoke core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  invoke void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hE"(ptr noalias noundef align 8 dereferenceable(16) %local_len) #24
          to label %bb12 unwind label %terminate

cleanup1:                                         ; preds = %bb16
  %22 = landingpad { ptr, i32 }
          cleanup
  %23 = extractvalue { ptr, i32 } %22, 0
  %24 = extractvalue { ptr, i32 } %22, 1
  call void @llvm.lifetime.start.p0(ptr %1)
  store ptr %23, ptr %1, align 8
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %24, ptr %25, align 8
  br label %bb8

bb3:                                              ; preds = %bb16
  store double %src2, ptr %dst, align 8
  %26 = load ptr, ptr %ptr, align 8, !noundef !3
  %_15 = getelementptr inbounds nuw double, ptr %26, i64 1
  store ptr %_15, ptr %ptr, align 8
  %27 = getelementptr inbounds i8, ptr %local_len, i64 8
  %28 = getelementptr inbounds i8, ptr %local_len, i64 8
  %29 = load i64, ptr %28, align 8, !noundef !3
  %30 = add i64 %29, 1
  store i64 %30, ptr %27, align 8
  br label %bb2

terminate:                                        ; preds = %bb8
  %31 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #25
  unreachable

bb9:                                              ; preds = %bb11, %bb12
  %32 = load ptr, ptr %1, align 8, !noundef !3
  %33 = getelementptr inbounds i8, ptr %1, i64 8
  %34 = load i32, ptr %33, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %1)
  %35 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %36 = insertvalue { ptr, i32 } %35, i32 %34, 1
  resume { ptr, i32 } %36

bb11:                                             ; preds = %bb12
  br label %bb9

bb15:                                             ; No predecessors!
  unreachable
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hE"(ptr noalias noundef align 8 dereferenceable(24) %self, i64 noundef %additional) unnamed_addr #3 {
start:
  %self1 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %0, align 8, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %self1)
  br label %bb5

bb5:                                              ; preds = %start
  %self2 = load i64, ptr %self, align 8, !range !8, !noundef !3
  store i64 %self2, ptr %self1, align 8
  br label %bb3

bb4:                                              ; No predecessors!
  store i64 -1, ptr %self1, align 8
  br label %bb3

bb3:                                              ; preds = %bb5, %bb4
  %1 = load i64, ptr %self1, align 8, !noundef !3
  %_9 = sub i64 %1, %len
  call void @llvm.lifetime.end.p0(ptr %self1)
  %_7 = icmp ugt i64 %additional, %_9
  %2 = call i1 @llvm.expect.i1(i1 %_7, i1 false)
  br i1 %2, label %bb1, label %bb2

bb2:                                              ; preds = %bb1, %bb3
  ret void

bb1:                                              ; preds = %bb3
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hE"(ptr noalias noundef align 8 dereferenceable(16) %self, i64 noundef %len, i64 noundef %additional, i64 noundef 8, i64 noundef 8)
  br label %bb2
}

; alloc::raw_vec::RawVecInner<A>::deallocate
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hE"(ptr noalias noundef align 8 dereferenceable(16) %self, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0, i64 noundef %elem_layout.1) unnamed_addr #3 {
start:
  %_3 = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %_3)
; call alloc::raw_vec::RawVecInner<A>::current_memory
  call void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hE"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_3, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, i64 noundef %elem_layout.0, i64 noundef %elem_layout.1) #21
  %0 = getelementptr inbounds i8, ptr %_3, i64 8
  %1 = load i64, ptr %0, align 8, !range !9, !noundef !3
  %2 = icmp eq i64 %1, 0
  %_5 = select i1 %2, i64 0, i64 1
  %3 = trunc nuw i64 %_5 to i1
  br i1 %3, label %bb2, label %bb4

bb2:                                              ; preds = %start
  %ptr = load ptr, ptr %_3, align 8, !nonnull !3, !noundef !3
  %4 = getelementptr inbounds i8, ptr %_3, i64 8
  %layout.0 = load i64, ptr %4, align 8, !range !10, !noundef !3
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %layout.1 = load i64, ptr %5, align 8, !noundef !3
  %_9 = getelementptr inbounds i8, ptr %self, i64 16
; call <alloc::alloc::Global as core::alloc::Allocator>::deallocate
  call void @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator10deallocate(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_9, ptr noundef nonnull %ptr, i64 noundef %layout.0, i64 noundef %layout.1) #21
  call void @llvm.lifetime.end.p0(ptr %_3)
  br label %bb5

bb4:                                              ; preds = %start
  call void @llvm.lifetime.end.p0(ptr %_3)
  br label %bb5

bb5:                                              ; preds = %bb4, %bb2
  ret void

bb6:                                              ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nonlazybind uwtable
define internal void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hE"(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, i64 noundef %cap, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0, i64 noundef %elem_layout.1) unnamed_addr #5 {
start:
  %_9 = alloca [24 x i8], align 8
  %memory = alloca [16 x i8], align 8
  %self1 = alloca [24 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %_4)
  call void @llvm.lifetime.start.p0(ptr %self1)
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %elem_layout.1, i64 %cap)
  %_33.0 = extractvalue { i64, i1 } %0, 0
  %_33.1 = extractvalue { i64, i1 } %0, 1
  %1 = call i1 @llvm.expect.i1(i1 %_33.1, i1 false)
  br i1 %1, label %bb12, label %bb14

bb14:                                             ; preds = %start
  %2 = sub i64 %elem_layout.0, 1
  %3 = icmp ule i64 %2, 9223372036854775807
  call void @llvm.assume(i1 %3)
  %_40 = sub nuw i64 -9223372036854775808, %elem_layout.0
  %_38 = icmp ule i64 %_33.0, %_40
  br i1 %_38, label %bb15, label %bb16

bb12:                                             ; preds = %start
  br label %bb17

bb16:                                             ; preds = %bb14
  br label %bb17

bb15:                                             ; preds = %bb14
  %4 = getelementptr inbounds i8, ptr %self1, i64 8
  store i64 %elem_layout.0, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %_33.0, ptr %5, align 8
  store i64 0, ptr %self1, align 8
  %6 = getelementptr inbounds i8, ptr %self1, i64 8
  %v.0 = load i64, ptr %6, align 8, !range !10, !noundef !3
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %v.1 = load i64, ptr %7, align 8, !noundef !3
  %8 = getelementptr inbounds i8, ptr %_4, i64 8
  store i64 %v.0, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %v.1, ptr %9, align 8
  store i64 0, ptr %_4, align 8
  call void @llvm.lifetime.end.p0(ptr %self1)
  %10 = getelementptr inbounds i8, ptr %_4, i64 8
  %new_layout.0 = load i64, ptr %10, align 8, !range !10, !noundef !3
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %new_layout.1 = load i64, ptr %11, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %_4)
  call void @llvm.lifetime.start.p0(ptr %memory)
  call void @llvm.lifetime.start.p0(ptr %_9)
; call alloc::raw_vec::RawVecInner<A>::current_memory
  call void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hE"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_9, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, i64 noundef %elem_layout.0, i64 noundef %elem_layout.1) #21
  %12 = getelementptr inbounds i8, ptr %_9, i64 8
  %13 = load i64, ptr %12, align 8, !range !9, !noundef !3
  %14 = icmp eq i64 %13, 0
  %_10 = select i1 %14, i64 0, i64 1
  %15 = trunc nuw i64 %_10 to i1
  br i1 %15, label %bb3, label %bb5

bb17:                                             ; preds = %bb12, %bb16
  %16 = load i64, ptr @anon.0, align 8, !range !9, !noundef !3
  %17 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0, i64 8), align 8
  %18 = getelementptr inbounds i8, ptr %self1, i64 8
  store i64 %16, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  store i64 %17, ptr %19, align 8
  store i64 1, ptr %self1, align 8
  %20 = getelementptr inbounds i8, ptr %self1, i64 8
  %e.0 = load i64, ptr %20, align 8, !range !9, !noundef !3
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %e.1 = load i64, ptr %21, align 8
  %22 = getelementptr inbounds i8, ptr %_4, i64 8
  store i64 %e.0, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  store i64 %e.1, ptr %23, align 8
  store i64 1, ptr %_4, align 8
  call void @llvm.lifetime.end.p0(ptr %self1)
  %24 = getelementptr inbounds i8, ptr %_4, i64 8
  %residual.0 = load i64, ptr %24, align 8, !range !9, !noundef !3
  %25 = getelementptr inbounds i8, ptr %24, i64 8
  %residual.1 = load i64, ptr %25, align 8
  call void @llvm.assume(i1 true)
  %26 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %residual.0, ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store i64 %residual.1, ptr %27, align 8
  store i64 1, ptr %_0, align 8
  call void @llvm.lifetime.end.p0(ptr %_4)
  br label %bb11

bb3:                                              ; preds = %bb15
  %ptr = load ptr, ptr %_9, align 8, !nonnull !3, !noundef !3
  %28 = getelementptr inbounds i8, ptr %_9, i64 8
  %old_layout.0 = load i64, ptr %28, align 8, !range !10, !noundef !3
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %old_layout.1 = load i64, ptr %29, align 8, !noundef !3
  %30 = sub i64 %old_layout.0, 1
  %31 = icmp ule i64 %30, 9223372036854775807
  call void @llvm.assume(i1 %31)
  %32 = sub i64 %new_layout.0, 1
  %33 = icmp ule i64 %32, 9223372036854775807
  call void @llvm.assume(i1 %33)
  %cond = icmp eq i64 %old_layout.0, %new_layout.0
  br label %bb19

bb5:                                              ; preds = %bb15
  call void @llvm.lifetime.end.p0(ptr %_9)
  %_21 = getelementptr inbounds i8, ptr %self, i64 16
; call <alloc::alloc::Global as core::alloc::Allocator>::allocate
  %34 = call { ptr, i64 } @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_21, i64 noundef %new_layout.0, i64 noundef %new_layout.1) #21
  %35 = extractvalue { ptr, i64 } %34, 0
  %36 = extractvalue { ptr, i64 } %34, 1
  store ptr %35, ptr %memory, align 8
  %37 = getelementptr inbounds i8, ptr %memory, i64 8
  store i64 %36, ptr %37, align 8
  br label %bb7

bb19:                                             ; preds = %bb3
  call void @llvm.assume(i1 %cond)
  %_20 = getelementptr inbounds i8, ptr %self, i64 16
; call <alloc::alloc::Global as core::alloc::Allocator>::grow
  %38 = call { ptr, i64 } @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator4grow(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_20, ptr noundef nonnull %ptr, i64 noundef %old_layout.0, i64 noundef %old_layout.1, i64 noundef %new_layout.0, i64 noundef %new_layout.1) #21
  %39 = extractvalue { ptr, i64 } %38, 0
  %40 = extractvalue { ptr, i64 } %38, 1
  store ptr %39, ptr %memory, align 8
  %41 = getelementptr inbounds i8, ptr %memory, i64 8
  store i64 %40, ptr %41, align 8
  call void @llvm.lifetime.end.p0(ptr %_9)
  br label %bb7

bb7:                                              ; preds = %bb5, %bb19
  %42 = load ptr, ptr %memory, align 8, !noundef !3
  %43 = getelementptr inbounds i8, ptr %memory, i64 8
  %44 = load i64, ptr %43, align 8
  %45 = ptrtoint ptr %42 to i64
  %46 = icmp eq i64 %45, 0
  %_22 = select i1 %46, i64 1, i64 0
  %47 = trunc nuw i64 %_22 to i1
  br i1 %47, label %bb8, label %bb9

bb8:                                              ; preds = %bb7
  %48 = sub i64 %new_layout.0, 1
  %49 = icmp ule i64 %48, 9223372036854775807
  call void @llvm.assume(i1 %49)
  %50 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %new_layout.0, ptr %50, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  store i64 %new_layout.1, ptr %51, align 8
  store i64 1, ptr %_0, align 8
  br label %bb10

bb9:                                              ; preds = %bb7
  %memory.0 = load ptr, ptr %memory, align 8, !nonnull !3, !noundef !3
  %52 = getelementptr inbounds i8, ptr %memory, i64 8
  %memory.1 = load i64, ptr %52, align 8, !noundef !3
  %53 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %memory.0, ptr %53, align 8
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  store i64 %memory.1, ptr %54, align 8
  store i64 0, ptr %_0, align 8
  br label %bb10

bb10:                                             ; preds = %bb8, %bb9
  call void @llvm.lifetime.end.p0(ptr %memory)
  br label %bb11

bb11:                                             ; preds = %bb17, %bb10
  ret void

bb1:                                              ; No predecessors!
  unreachable

bb18:                                             ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::current_memory
; Function Attrs: inlinehint nonlazybind uwtable
define internal void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hE"(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0, i64 noundef %elem_layout.1) unnamed_addr #0 {
start:
  %_14 = alloca [24 x i8], align 8
  %0 = icmp eq i64 %elem_layout.1, 0
  br i1 %0, label %bb3, label %bb1

bb3:                                              ; preds = %bb2, %start
  %1 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 0, ptr %1, align 8
  br label %bb5

bb1:                                              ; preds = %start
  %self1 = load i64, ptr %self, align 8, !range !8, !noundef !3
  %2 = icmp ule i64 %self1, 9223372036854775807
  call void @llvm.assume(i1 %2)
  %3 = icmp eq i64 %self1, 0
  br i1 %3, label %bb2, label %bb4

bb2:                                              ; preds = %bb1
  br label %bb3

bb4:                                              ; preds = %bb1
  %self2 = load i64, ptr %self, align 8, !range !8, !noundef !3
  %4 = icmp ule i64 %self2, 9223372036854775807
  call void @llvm.assume(i1 %4)
  br label %bb7

bb5:                                              ; preds = %bb9, %bb3
  ret void

bb7:                                              ; preds = %bb4
  %alloc_size = mul nuw i64 %elem_layout.1, %self2
  %5 = sub i64 %elem_layout.0, 1
  %6 = icmp ule i64 %5, 9223372036854775807
  call void @llvm.assume(i1 %6)
  br label %bb9

bb9:                                              ; preds = %bb7
  call void @llvm.lifetime.start.p0(ptr %_14)
  %7 = getelementptr inbounds i8, ptr %self, i64 8
  %self3 = load ptr, ptr %7, align 8, !nonnull !3, !noundef !3
  store ptr %self3, ptr %_14, align 8
  %8 = getelementptr inbounds i8, ptr %_14, i64 8
  store i64 %elem_layout.0, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %alloc_size, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_14, i64 24, i1 false)
  call void @llvm.lifetime.end.p0(ptr %_14)
  br label %bb5

bb6:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::grow_amortized
; Function Attrs: nonlazybind uwtable
define internal { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hE"(ptr noalias noundef align 8 dereferenceable(16) %self, i64 noundef %len, i64 noundef %additional, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0, i64 noundef %elem_layout.1) unnamed_addr #3 {
start:
  %self3 = alloca [24 x i8], align 8
  %_19 = alloca [24 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  %self2 = alloca [16 x i8], align 8
  %self1 = alloca [16 x i8], align 8
  %_7 = alloca [16 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %0 = icmp eq i64 %elem_layout.1, 0
  %1 = call i1 @llvm.expect.i1(i1 %0, i1 true)
  br i1 %1, label %bb1, label %bb2

bb1:                                              ; preds = %start
  %2 = load i64, ptr @anon.0, align 8, !range !11, !noundef !3
  %3 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0, i64 8), align 8
  store i64 %2, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %3, ptr %4, align 8
  br label %bb6

bb2:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr %_7)
  call void @llvm.lifetime.start.p0(ptr %self1)
  call void @llvm.lifetime.start.p0(ptr %self2)
  %_25.0 = add i64 %len, %additional
  %_25.1 = icmp ult i64 %_25.0, %len
  br i1 %_25.1, label %bb7, label %bb9

bb6:                                              ; preds = %bb5, %bb19, %bb1
  %5 = load i64, ptr %_0, align 8, !range !11, !noundef !3
  %6 = getelementptr inbounds i8, ptr %_0, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = insertvalue { i64, i64 } poison, i64 %5, 0
  %9 = insertvalue { i64, i64 } %8, i64 %7, 1
  ret { i64, i64 } %9

bb9:                                              ; preds = %bb2
  %_26 = add nuw i64 %len, %additional
  %10 = getelementptr inbounds i8, ptr %self2, i64 8
  store i64 %_26, ptr %10, align 8
  store i64 1, ptr %self2, align 8
  %11 = getelementptr inbounds i8, ptr %self2, i64 8
  %v = load i64, ptr %11, align 8, !noundef !3
  %12 = getelementptr inbounds i8, ptr %self1, i64 8
  store i64 %v, ptr %12, align 8
  store i64 -9223372036854775807, ptr %self1, align 8
  call void @llvm.lifetime.end.p0(ptr %self2)
  %13 = getelementptr inbounds i8, ptr %self1, i64 8
  %v4 = load i64, ptr %13, align 8, !noundef !3
  %14 = getelementptr inbounds i8, ptr %_7, i64 8
  store i64 %v4, ptr %14, align 8
  store i64 -9223372036854775807, ptr %_7, align 8
  call void @llvm.lifetime.end.p0(ptr %self1)
  %15 = getelementptr inbounds i8, ptr %_7, i64 8
  %required_cap = load i64, ptr %15, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %_7)
  %self5 = load i64, ptr %self, align 8, !range !8, !noundef !3
  %16 = icmp ule i64 %self5, 9223372036854775807
  call void @llvm.assume(i1 %16)
  %v16 = mul i64 %self5, 2
; call core::cmp::Ord::max
  %cap = call noundef i64 @_ZN4core3cmp3Ord3max17hE(i64 noundef %v16, i64 noundef %required_cap) #21
  call void @llvm.lifetime.start.p0(ptr %v1)
  %17 = icmp eq i64 %elem_layout.1, 1
  br i1 %17, label %bb12, label %bb13

bb7:                                              ; preds = %bb2
  %18 = load i64, ptr @anon.0, align 8, !range !6, !noundef !3
  %19 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0, i64 8), align 8
  store i64 %18, ptr %self2, align 8
  %20 = getelementptr inbounds i8, ptr %self2, i64 8
  store i64 %19, ptr %20, align 8
  %21 = load i64, ptr @anon.0, align 8, !range !9, !noundef !3
  %22 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0, i64 8), align 8
  store i64 %21, ptr %self1, align 8
  %23 = getelementptr inbounds i8, ptr %self1, i64 8
  store i64 %22, ptr %23, align 8
  call void @llvm.lifetime.end.p0(ptr %self2)
  %e.08 = load i64, ptr %self1, align 8, !range !9, !noundef !3
  %24 = getelementptr inbounds i8, ptr %self1, i64 8
  %e.19 = load i64, ptr %24, align 8
  store i64 %e.08, ptr %_7, align 8
  %25 = getelementptr inbounds i8, ptr %_7, i64 8
  store i64 %e.19, ptr %25, align 8
  call void @llvm.lifetime.end.p0(ptr %self1)
  %residual.010 = load i64, ptr %_7, align 8, !range !9, !noundef !3
  %26 = getelementptr inbounds i8, ptr %_7, i64 8
  %residual.111 = load i64, ptr %26, align 8
  call void @llvm.assume(i1 true)
  store i64 %residual.010, ptr %_0, align 8
  %27 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %residual.111, ptr %27, align 8
  call void @llvm.lifetime.end.p0(ptr %_7)
  br label %bb5

bb12:                                             ; preds = %bb9
  store i64 8, ptr %v1, align 8
  br label %bb11

bb13:                                             ; preds = %bb9
  %_36 = icmp ule i64 %elem_layout.1, 1024
  br i1 %_36, label %bb14, label %bb15

bb11:                                             ; preds = %bb16, %bb12
  %28 = load i64, ptr %v1, align 8, !noundef !3
; call core::cmp::Ord::max
  %cap7 = call noundef i64 @_ZN4core3cmp3Ord3max17hE(i64 noundef %28, i64 noundef %cap) #21
  call void @llvm.lifetime.end.p0(ptr %v1)
  call void @llvm.lifetime.start.p0(ptr %_19)
  call void @llvm.lifetime.start.p0(ptr %self3)
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17hE"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %self3, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, i64 noundef %cap7, i64 noundef %elem_layout.0, i64 noundef %elem_layout.1)
  %_37 = load i64, ptr %self3, align 8, !range !6, !noundef !3
  %29 = trunc nuw i64 %_37 to i1
  br i1 %29, label %bb18, label %bb19

bb15:                                             ; preds = %bb13
  store i64 1, ptr %v1, align 8
  br label %bb16

bb14:                                             ; preds = %bb13
  store i64 4, ptr %v1, align 8
  br label %bb16

bb16:                                             ; preds = %bb14, %bb15
  br label %bb11

bb18:                                             ; preds = %bb11
  %30 = getelementptr inbounds i8, ptr %self3, i64 8
  %e.0 = load i64, ptr %30, align 8, !range !9, !noundef !3
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %e.1 = load i64, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %_19, i64 8
  store i64 %e.0, ptr %32, align 8
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  store i64 %e.1, ptr %33, align 8
  store i64 1, ptr %_19, align 8
  call void @llvm.lifetime.end.p0(ptr %self3)
  %34 = getelementptr inbounds i8, ptr %_19, i64 8
  %residual.0 = load i64, ptr %34, align 8, !range !9, !noundef !3
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %residual.1 = load i64, ptr %35, align 8
  call void @llvm.assume(i1 true)
  store i64 %residual.0, ptr %_0, align 8
  %36 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %residual.1, ptr %36, align 8
  call void @llvm.lifetime.end.p0(ptr %_19)
  br label %bb5

bb19:                                             ; preds = %bb11
  %37 = getelementptr inbounds i8, ptr %self3, i64 8
  %v.0 = load ptr, ptr %37, align 8, !nonnull !3, !noundef !3
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  %v.1 = load i64, ptr %38, align 8, !noundef !3
  %39 = getelementptr inbounds i8, ptr %_19, i64 8
  store ptr %v.0, ptr %39, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store i64 %v.1, ptr %40, align 8
  store i64 0, ptr %_19, align 8
  call void @llvm.lifetime.end.p0(ptr %self3)
  %41 = getelementptr inbounds i8, ptr %_19, i64 8
  %ptr.0 = load ptr, ptr %41, align 8, !nonnull !3, !noundef !3
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  %ptr.1 = load i64, ptr %42, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %_19)
  %43 = icmp ne ptr %ptr.0, null
  call void @llvm.assume(i1 %43)
  %44 = icmp ne ptr %ptr.0, null
  call void @llvm.assume(i1 %44)
  %45 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %ptr.0, ptr %45, align 8
  %46 = icmp ule i64 %cap7, 9223372036854775807
  call void @llvm.assume(i1 %46)
  store i64 %cap7, ptr %self, align 8
  %47 = load i64, ptr @anon.2, align 8, !range !11, !noundef !3
  %48 = load i64, ptr getelementptr inbounds (i8, ptr @anon.2, i64 8), align 8
  store i64 %47, ptr %_0, align 8
  %49 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %48, ptr %49, align 8
  br label %bb6

bb5:                                              ; preds = %bb7, %bb18
  br label %bb6

bb3:                                              ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::try_allocate_in
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hE"(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, i64 noundef %capacity, i1 noundef zeroext %init, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0, i64 noundef %elem_layout.1) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %result = alloca [16 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %alloc = alloca [0 x i8], align 1
  call void @llvm.lifetime.start.p0(ptr %_5)
  %1 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %elem_layout.1, i64 %capacity)
  %_33.0 = extractvalue { i64, i1 } %1, 0
  %_33.1 = extractvalue { i64, i1 } %1, 1
  %2 = call i1 @llvm.expect.i1(i1 %_33.1, i1 false)
  br i1 %2, label %bb15, label %bb17

bb17:                                             ; preds = %start
  %3 = sub i64 %elem_layout.0, 1
  %4 = icmp ule i64 %3, 9223372036854775807
  call void @llvm.assume(i1 %4)
  %_40 = sub nuw i64 -9223372036854775808, %elem_layout.0
  %_38 = icmp ule i64 %_33.0, %_40
  br i1 %_38, label %bb18, label %bb19

bb15:                                             ; preds = %start
  br label %bb20

bb19:                                             ; preds = %bb17
  br label %bb20

bb18:                                             ; preds = %bb17
  %5 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %elem_layout.0, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %_33.0, ptr %6, align 8
  store i64 0, ptr %_5, align 8
  %7 = getelementptr inbounds i8, ptr %_5, i64 8
  %layout.0 = load i64, ptr %7, align 8, !range !10, !noundef !3
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %layout.1 = load i64, ptr %8, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %_5)
  %9 = icmp eq i64 %layout.1, 0
  br i1 %9, label %bb2, label %bb3

bb20:                                             ; preds = %bb15, %bb19
  %10 = load i64, ptr @anon.0, align 8, !range !9, !noundef !3
  %11 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0, i64 8), align 8
  %12 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %10, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 %11, ptr %13, align 8
  store i64 1, ptr %_0, align 8
  call void @llvm.lifetime.end.p0(ptr %_5)
  br label %bb21

bb2:                                              ; preds = %bb18
  %14 = sub i64 %elem_layout.0, 1
  %15 = icmp ule i64 %14, 9223372036854775807
  call void @llvm.assume(i1 %15)
  %_43 = inttoptr i64 %elem_layout.0 to ptr
  %16 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 0, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %_43, ptr %17, align 8
  store i64 0, ptr %_0, align 8
  br label %bb11

bb3:                                              ; preds = %bb18
  call void @llvm.lifetime.start.p0(ptr %result)
  %_13 = zext i1 %init to i64
  %18 = trunc nuw i64 %_13 to i1
  br i1 %18, label %bb4, label %bb5

bb11:                                             ; preds = %bb21, %bb10, %bb2
  ret void

bb4:                                              ; preds = %bb3
; invoke <alloc::alloc::Global as core::alloc::Allocator>::allocate_zeroed
  %19 = invoke { ptr, i64 } @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator15allocate_zeroed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %alloc, i64 noundef %layout.0, i64 noundef %layout.1)
          to label %bb7 unwind label %cleanup

bb5:                                              ; preds = %bb3
; invoke <alloc::alloc::Global as core::alloc::Allocator>::allocate
  %20 = invoke { ptr, i64 } @_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %alloc, i64 noundef %layout.0, i64 noundef %layout.1)
          to label %bb6 unwind label %cleanup

bb14:                                             ; preds = %cleanup
  br label %bb13

cleanup:                                          ; preds = %bb4, %bb5
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = extractvalue { ptr, i32 } %21, 0
  %23 = extractvalue { ptr, i32 } %21, 1
  call void @llvm.lifetime.start.p0(ptr %0)
  store ptr %22, ptr %0, align 8
  %24 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %23, ptr %24, align 8
  br label %bb14

bb6:                                              ; preds = %bb5
  %25 = extractvalue { ptr, i64 } %20, 0
  %26 = extractvalue { ptr, i64 } %20, 1
  store ptr %25, ptr %result, align 8
  %27 = getelementptr inbounds i8, ptr %result, i64 8
  store i64 %26, ptr %27, align 8
  br label %bb8

bb8:                                              ; preds = %bb7, %bb6
  %28 = load ptr, ptr %result, align 8, !noundef !3
  %29 = getelementptr inbounds i8, ptr %result, i64 8
  %30 = load i64, ptr %29, align 8
  %31 = ptrtoint ptr %28 to i64
  %32 = icmp eq i64 %31, 0
  %_16 = select i1 %32, i64 1, i64 0
  %33 = trunc nuw i64 %_16 to i1
  br i1 %33, label %bb9, label %bb10

bb7:                                              ; preds = %bb4
  %34 = extractvalue { ptr, i64 } %19, 0
  %35 = extractvalue { ptr, i64 } %19, 1
  store ptr %34, ptr %result, align 8
  %36 = getelementptr inbounds i8, ptr %result, i64 8
  store i64 %35, ptr %36, align 8
  br label %bb8

bb9:                                              ; preds = %bb8
  %37 = sub i64 %layout.0, 1
  %38 = icmp ule i64 %37, 9223372036854775807
  call void @llvm.assume(i1 %38)
  %39 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %layout.0, ptr %39, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store i64 %layout.1, ptr %40, align 8
  store i64 1, ptr %_0, align 8
  call void @llvm.lifetime.end.p0(ptr %result)
  br label %bb21

bb10:                                             ; preds = %bb8
  %ptr.0 = load ptr, ptr %result, align 8, !nonnull !3, !noundef !3
  %41 = getelementptr inbounds i8, ptr %result, i64 8
  %ptr.1 = load i64, ptr %41, align 8, !noundef !3
  %42 = icmp ne ptr %ptr.0, null
  call void @llvm.assume(i1 %42)
  %43 = icmp ne ptr %ptr.0, null
  call void @llvm.assume(i1 %43)
  %44 = icmp ule i64 %capacity, 9223372036854775807
  call void @llvm.assume(i1 %44)
  %45 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %capacity, ptr %45, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %ptr.0, ptr %46, align 8
  store i64 0, ptr %_0, align 8
  call void @llvm.lifetime.end.p0(ptr %result)
  br label %bb11

bb21:                                             ; preds = %bb20, %bb9
  br label %bb11

bb13:                                             ; preds = %bb14
  br label %bb12

bb12:                                             ; preds = %bb13
  %47 = load ptr, ptr %0, align 8, !noundef !3
  %48 = getelementptr inbounds i8, ptr %0, i64 8
  %49 = load i32, ptr %48, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %0)
  %50 = insertvalue { ptr, i32 } poison, ptr %47, 0
  %51 = insertvalue { ptr, i32 } %50, i32 %49, 1
  resume { ptr, i32 } %51

bb1:                                              ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::with_capacity_in
; Function Attrs: inlinehint nonlazybind uwtable
define internal { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hE"(i64 noundef %capacity, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0, i64 noundef %elem_layout.1) unnamed_addr #0 {
start:
  %self = alloca [8 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %_4)
; call alloc::raw_vec::RawVecInner<A>::try_allocate_in
  call void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hE"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_4, i64 noundef %capacity, i1 noundef zeroext false, i64 noundef %elem_layout.0, i64 noundef %elem_layout.1)
  %_5 = load i64, ptr %_4, align 8, !range !6, !noundef !3
  %0 = trunc nuw i64 %_5 to i1
  %1 = call i1 @llvm.expect.i1(i1 %0, i1 false)
  br i1 %1, label %bb3, label %bb4

bb3:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %_4, i64 8
  %err.0 = load i64, ptr %2, align 8, !range !9, !noundef !3
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %err.1 = load i64, ptr %3, align 8
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %err.0, i64 %err.1) #23
  unreachable

bb4:                                              ; preds = %start
  %4 = getelementptr inbounds i8, ptr %_4, i64 8
  %this.0 = load i64, ptr %4, align 8, !range !8, !noundef !3
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %this.1 = load ptr, ptr %5, align 8, !nonnull !3, !noundef !3
  call void @llvm.lifetime.start.p0(ptr %self)
  %6 = icmp eq i64 %elem_layout.1, 0
  br i1 %6, label %bb6, label %bb7

bb6:                                              ; preds = %bb4
  store i64 -1, ptr %self, align 8
  br label %bb5

bb7:                                              ; preds = %bb4
  store i64 %this.0, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb7, %bb6
  %7 = load i64, ptr %self, align 8, !noundef !3
  %_11 = sub i64 %7, 0
  call void @llvm.lifetime.end.p0(ptr %self)
  %_7 = icmp ugt i64 %capacity, %_11
  %cond = xor i1 %_7, true
  br label %bb9

bb9:                                              ; preds = %bb5
  call void @llvm.assume(i1 %cond)
  call void @llvm.lifetime.end.p0(ptr %_4)
  %8 = insertvalue { i64, ptr } poison, i64 %this.0, 0
  %9 = insertvalue { i64, ptr } %8, ptr %this.1, 1
  ret { i64, ptr } %9

bb2:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
; Function Attrs: cold nonlazybind uwtable
define internal void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hE"(ptr noalias noundef align 8 dereferenceable(16) %slf, i64 noundef %len, i64 noundef %additional, i64 noundef range(i64 1, -9223372036854775807) %elem_layout.0, i64 noundef %elem_layout.1) unnamed_addr #5 {
start:
  %_5 = alloca [16 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %_5)
; call alloc::raw_vec::RawVecInner<A>::grow_amortized
  %0 = call { i64, i64 } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hE"(ptr noalias noundef align 8 dereferenceable(16) %slf, i64 noundef %len, i64 noundef %additional, i64 noundef %elem_layout.0, i64 noundef %elem_layout.1)
  %1 = extractvalue { i64, i64 } %0, 0
  %2 = extractvalue { i64, i64 } %0, 1
  store i64 %1, ptr %_5, align 8
  %3 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %2, ptr %3, align 8
  %4 = load i64, ptr %_5, align 8, !range !11, !noundef !3
  %5 = getelementptr inbounds i8, ptr %_5, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = icmp eq i64 %4, -9223372036854775807
  %_6 = select i1 %7, i64 0, i64 1
  %8 = trunc nuw i64 %_6 to i1
  %9 = call i1 @llvm.expect.i1(i1 %8, i1 false)
  br i1 %9, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %err.0 = load i64, ptr %_5, align 8, !range !9, !noundef !3
  %10 = getelementptr inbounds i8, ptr %_5, i64 8
  %err.1 = load i64, ptr %10, align 8
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %err.0, i64 %err.1) #23
  unreachable

bb3:                                              ; preds = %start
  call void @llvm.lifetime.end.p0(ptr %_5)
  ret void

bb4:                                              ; No predecessors!
  unreachable
}

; <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
; Function Attrs: inlinehint nonlazybind uwtable
define internal void @"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hE"(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, double noundef %0, i64 noundef %n) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_16 = alloca [24 x i8], align 8
  %_14 = alloca [1 x i8], align 1
  %_13 = alloca [1 x i8], align 1
  %v = alloca [24 x i8], align 8
  %elem = alloca [8 x i8], align 8
  store double %0, ptr %elem, align 8
  store i8 1, ptr %_14, align 1
  store i8 1, ptr %_13, align 1
; invoke <f64 as alloc::vec::is_zero::IsZero>::is_zero
  %_4 = invoke noundef zeroext i1 @_RNvXsk_NtNtCslNYArtu3iFV_5alloc3vec7is_zerodNtB5_6IsZero7is_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %elem)
          to label %bb1 unwind label %cleanup

bb10:                                             ; preds = %bb6, %cleanup
  %2 = load i8, ptr %_13, align 1, !range !5, !noundef !3
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb9, label %bb7

cleanup:                                          ; preds = %bb14, %bb2, %bb3, %start
  %4 = landingpad { ptr, i32 }
          cleanup
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  call void @llvm.lifetime.start.p0(ptr %1)
  store ptr %5, ptr %1, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %6, ptr %7, align 8
  br label %bb10

bb1:                                              ; preds = %start
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  call void @llvm.lifetime.start.p0(ptr %v)
  store i8 0, ptr %_13, align 1
; invoke alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %8 = invoke { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hE"(i64 noundef %n, i64 noundef 8, i64 noundef 8)
          to label %bb16 unwind label %cleanup

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_13, align 1
  call void @llvm.lifetime.start.p0(ptr %_16)
; invoke alloc::raw_vec::RawVecInner<A>::try_allocate_in
  invoke void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17hE"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_16, i64 noundef %n, i1 noundef zeroext true, i64 noundef 8, i64 noundef 8)
          to label %bb12 unwind label %cleanup

bb16:                                             ; preds = %bb3
  %_21.0 = extractvalue { i64, ptr } %8, 0
  %_21.1 = extractvalue { i64, ptr } %8, 1
  store i64 %_21.0, ptr %v, align 8
  %9 = getelementptr inbounds i8, ptr %v, i64 8
  store ptr %_21.1, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %v, i64 16
  store i64 0, ptr %10, align 8
  store i8 0, ptr %_14, align 1
  %_12 = load double, ptr %elem, align 8, !noundef !3
; invoke alloc::vec::Vec<T,A>::extend_with
  invoke void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17hE"(ptr noalias noundef align 8 dereferenceable(24) %v, i64 noundef %n, double noundef %_12)
          to label %bb4 unwind label %cleanup1

bb6:                                              ; preds = %cleanup1
; invoke core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  invoke void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE"(ptr noalias noundef align 8 dereferenceable(24) %v) #24
          to label %bb10 unwind label %terminate

cleanup1:                                         ; preds = %bb16
  %11 = landingpad { ptr, i32 }
          cleanup
  %12 = extractvalue { ptr, i32 } %11, 0
  %13 = extractvalue { ptr, i32 } %11, 1
  call void @llvm.lifetime.start.p0(ptr %1)
  store ptr %12, ptr %1, align 8
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %13, ptr %14, align 8
  br label %bb6

bb4:                                              ; preds = %bb16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %v, i64 24, i1 false)
  call void @llvm.lifetime.end.p0(ptr %v)
  br label %bb5

bb5:                                              ; preds = %bb15, %bb4
  ret void

terminate:                                        ; preds = %bb6
  %15 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_in_cleanup
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() #25
  unreachable

bb12:                                             ; preds = %bb2
  %_17 = load i64, ptr %_16, align 8, !range !6, !noundef !3
  %16 = trunc nuw i64 %_17 to i1
  %17 = call i1 @llvm.expect.i1(i1 %16, i1 false)
  br i1 %17, label %bb14, label %bb15

bb14:                                             ; preds = %bb12
  %18 = getelementptr inbounds i8, ptr %_16, i64 8
  %err.0 = load i64, ptr %18, align 8, !range !9, !noundef !3
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %err.1 = load i64, ptr %19, align 8
; invoke alloc::raw_vec::handle_error
  invoke void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %err.0, i64 %err.1) #23
          to label %unreachable unwind label %cleanup

bb15:                                             ; preds = %bb12
  %20 = getelementptr inbounds i8, ptr %_16, i64 8
  %res.0 = load i64, ptr %20, align 8, !range !8, !noundef !3
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %res.1 = load ptr, ptr %21, align 8, !nonnull !3, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %_16)
  store i64 %res.0, ptr %_0, align 8
  %22 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %res.1, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 %n, ptr %23, align 8
  br label %bb5

unreachable:                                      ; preds = %bb14
  unreachable

bb13:                                             ; No predecessors!
  unreachable

bb7:                                              ; preds = %bb9, %bb10
  %24 = load i8, ptr %_14, align 1, !range !5, !noundef !3
  %25 = trunc nuw i8 %24 to i1
  br i1 %25, label %bb11, label %bb8

bb9:                                              ; preds = %bb10
  br label %bb7

bb8:                                              ; preds = %bb11, %bb7
  %26 = load ptr, ptr %1, align 8, !noundef !3
  %27 = getelementptr inbounds i8, ptr %1, i64 8
  %28 = load i32, ptr %27, align 8, !noundef !3
  call void @llvm.lifetime.end.p0(ptr %1)
  %29 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %30 = insertvalue { ptr, i32 } %29, i32 %28, 1
  resume { ptr, i32 } %30

bb11:                                             ; preds = %bb7
  br label %bb8
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hE"(ptr noalias noundef align 8 dereferenceable(24) %self) unnamed_addr #3 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8, !nonnull !3, !noundef !3
  %1 = icmp ne ptr %_5, null
  call void @llvm.assume(i1 %1)
  %2 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %2, align 8, !noundef !3
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hE"(ptr noalias noundef align 8 dereferenceable(16) %self) unnamed_addr #3 {
start:
; call alloc::raw_vec::RawVecInner<A>::deallocate
  call void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17hE"(ptr noalias noundef align 8 dereferenceable(16) %self, i64 noundef 8, i64 noundef 8)
  ret void
}

; Function Attrs: nounwind nonlazybind uwtable
define noundef i32 @ipc_seam_combo(ptr noundef %close, i64 noundef %len, ptr noundef %params, ptr noundef %pnl, ptr noundef %trades) unnamed_addr #6 personality ptr @rust_eh_personality {
start:
  %_10 = alloca [48 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %_10)
  %0 = getelementptr inbounds nuw i64, ptr %params, i64 0
  %_11 = load i64, ptr %0, align 8, !noundef !3
  %1 = getelementptr inbounds nuw i64, ptr %params, i64 1
  %_12 = load i64, ptr %1, align 8, !noundef !3
  %2 = getelementptr inbounds nuw i64, ptr %params, i64 2
  %_13 = load i64, ptr %2, align 8, !noundef !3
  %3 = getelementptr inbounds nuw i64, ptr %params, i64 3
  %_14 = load i64, ptr %3, align 8, !noundef !3
  %4 = getelementptr inbounds nuw i64, ptr %params, i64 4
  %_15 = load i64, ptr %4, align 8, !noundef !3
  %5 = getelementptr inbounds nuw i64, ptr %params, i64 5
  %_16 = load i64, ptr %5, align 8, !noundef !3
  store i64 %_11, ptr %_10, align 8
  %6 = getelementptr inbounds i8, ptr %_10, i64 8
  store i64 %_12, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %_10, i64 16
  store i64 %_13, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %_10, i64 24
  store i64 %_14, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %_10, i64 32
  store i64 %_15, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %_10, i64 40
  store i64 %_16, ptr %10, align 8
; invoke kernel_safe::combo
  %11 = invoke { double, i64 } @_ZN11kernel_safe5combo17hE(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %close, i64 noundef %len, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) %_10)
          to label %bb1 unwind label %terminate

terminate:                                        ; preds = %start
  %12 = landingpad { ptr, i32 }
          filter [0 x ptr] zeroinitializer
; call core::panicking::panic_cannot_unwind
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() #25
  unreachable

bb1:                                              ; preds = %start
  %r.0 = extractvalue { double, i64 } %11, 0
  %r.1 = extractvalue { double, i64 } %11, 1
  call void @llvm.lifetime.end.p0(ptr %_10)
  store double %r.0, ptr %pnl, align 8
  store i64 %r.1, ptr %trades, align 8
  ret i32 0
}

declare void @llvm.assume(i1 noundef) #7

declare void @llvm.lifetime.start.p0(ptr captures(none)) #8

declare void @llvm.lifetime.end.p0(ptr captures(none)) #8

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #10

declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #11

declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #12

declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #6

declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #13

declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #14

declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #3

declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter3pad(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #3

declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #6

declare i1 @llvm.expect.i1(i1, i1) #15

declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking16panic_in_cleanup() unnamed_addr #16

declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #18

declare void @_RNvNtCsgEmfK2I1SDS_4core6result13unwrap_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #17

declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #19

declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #20

declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking19panic_cannot_unwind() unnamed_addr #16

attributes #0 = { inlinehint nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { alwaysinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { cold nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #14 = { nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #15 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #16 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #17 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #18 = { cold minsize noinline noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #19 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { cold minsize noreturn nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #21 = { inlinehint }
attributes #22 = { nounwind }
attributes #23 = { noreturn }
attributes #24 = { cold }
attributes #25 = { cold noreturn nounwind }
attributes #26 = { noinline noreturn }
attributes #27 = { noinline }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{}
!4 = !{i64 8}
!5 = !{i8 0, i8 2}
!6 = !{i64 0, i64 2}
!7 = !{i64 1}
!8 = !{i64 0, i64 -9223372036854775808}
!9 = !{i64 0, i64 -9223372036854775807}
!10 = !{i64 1, i64 -9223372036854775807}
!11 = !{i64 0, i64 -9223372036854775806}
