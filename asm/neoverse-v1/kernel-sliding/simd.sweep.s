# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	stp d15, d14, [sp, #-160]!
	stp d13, d12, [sp, #16]
	stp d11, d10, [sp, #32]
	stp d9, d8, [sp, #48]
	stp x29, x30, [sp, #64]
	stp x28, x27, [sp, #80]
	stp x26, x25, [sp, #96]
	stp x24, x23, [sp, #112]
	stp x22, x21, [sp, #128]
	stp x20, x19, [sp, #144]
	add x29, sp, #64
	sub x9, sp, #2512
	addvl x9, x9, #-18
	sub sp, sp, #1, lsl #12
	cmp sp, x9
	b.le .LBB_2
.LBB_1:
	str xzr, [sp]
	sub sp, sp, #1, lsl #12
	cmp sp, x9
	b.gt .LBB_1
.LBB_2:
	mov sp, x9
	mov w8, #8
	ldr xzr, [sp]
	ldp x9, x10, [x1, #16]
	str x0, [sp, #40]
	str xzr, [sp, #768]
	str x8, [sp, #776]
	str x8, [sp, #800]
	str xzr, [sp, #792]
	str xzr, [sp, #784]
	ldp x8, x26, [x1]
	str xzr, [sp, #808]
	str xzr, [sp, #816]
	str xzr, [sp, #832]
	str x9, [sp, #424]
	str x10, [sp, #56]
	str x8, [sp, #456]
	mov w8, #48
	madd x8, x10, x8, x9
	str x26, [sp, #760]
	str x8, [sp, #408]
	lsl x8, x26, #3
	str x8, [sp, #200]
	lsr x8, x26, #61
	str x8, [sp, #144]
	cbz x10, .LBB_237
	add x8, sp, #944
	ldr x9, [sp, #200]
	add x8, x8, #16
	str x8, [sp, #416]
	ldr x8, [sp, #144]
	cmp x8, #0
	mov x8, #9223372036854775800
	ccmp x9, x8, #2, eq
	b.ls .LBB_48
	index z0.d, #0, #4
	ldr x20, [sp, #424]
	mov w19, #2
	sub x8, x29, #64
	mov w21, #3
	mov w22, #4
	mov w23, #5
	orr z0.d, z0.d, #0x1
	str z0, [x8, #-2, mul vl]
	b .LBB_6
.LBB_5:
	ldr x8, [sp, #408]
	cmp x20, x8
	b.eq .LBB_237
.LBB_6:
	add x0, sp, #1864
	mov x1, x20
	bl kernel_sliding::raw_lengths
	add x8, sp, #1864
	ldr x9, [sp, #416]
	ldp q0, q1, [x8]
	ldr x8, [sp, #1896]
	str x8, [x9, #32]
	str x8, [sp, #912]
	ldr x8, [sp, #816]
	stp q0, q1, [x9]
	sub x9, x29, #64
	stp q0, q1, [sp, #880]
	ldr z0, [x9, #-2, mul vl]
	str q0, [sp, #944]
	cbz x8, .LBB_777
	ldr x9, [sp, #824]
	ldr x10, [sp, #960]
	add x20, x20, #48
	mov x12, x8
	mov x11, x9
.LBB_9:
	ldrh w15, [x12, #362]
	add x14, x12, #8
	mov x13, #-1
	lsl x16, x15, #3
.LBB_10:
	cbz x16, .LBB_13
	ldr x17, [x14], #8
	add x13, x13, #1
	sub x16, x16, #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_10
	cmp w17, #255
	b.eq .LBB_14
	b .LBB_16
.LBB_13:
	mov x13, x15
.LBB_14:
	cbz x11, .LBB_777
	add x12, x12, x13, lsl #3
	sub x11, x11, #1
	ldr x12, [x12, #368]
	b .LBB_9
.LBB_16:
	ldr x10, [sp, #968]
	str x19, [sp, #944]
	mov x11, x9
	mov x12, x8
.LBB_17:
	ldrh w15, [x12, #362]
	add x14, x12, #8
	mov x13, #-1
	lsl x16, x15, #3
.LBB_18:
	cbz x16, .LBB_21
	ldr x17, [x14], #8
	add x13, x13, #1
	sub x16, x16, #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_18
	cmp w17, #255
	b.eq .LBB_22
	b .LBB_24
.LBB_21:
	mov x13, x15
.LBB_22:
	cbz x11, .LBB_777
	add x12, x12, x13, lsl #3
	sub x11, x11, #1
	ldr x12, [x12, #368]
	b .LBB_17
.LBB_24:
	ldr x10, [sp, #976]
	str x21, [sp, #944]
	mov x11, x9
	mov x12, x8
.LBB_25:
	ldrh w15, [x12, #362]
	add x14, x12, #8
	mov x13, #-1
	lsl x16, x15, #3
.LBB_26:
	cbz x16, .LBB_29
	ldr x17, [x14], #8
	add x13, x13, #1
	sub x16, x16, #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_26
	cmp w17, #255
	b.eq .LBB_30
	b .LBB_32
.LBB_29:
	mov x13, x15
.LBB_30:
	cbz x11, .LBB_777
	add x12, x12, x13, lsl #3
	sub x11, x11, #1
	ldr x12, [x12, #368]
	b .LBB_25
.LBB_32:
	ldr x10, [sp, #984]
	str x22, [sp, #944]
	mov x11, x9
	mov x12, x8
.LBB_33:
	ldrh w15, [x12, #362]
	add x14, x12, #8
	mov x13, #-1
	lsl x16, x15, #3
.LBB_34:
	cbz x16, .LBB_37
	ldr x17, [x14], #8
	add x13, x13, #1
	sub x16, x16, #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_34
	cmp w17, #255
	b.eq .LBB_38
	b .LBB_40
.LBB_37:
	mov x13, x15
.LBB_38:
	cbz x11, .LBB_777
	add x12, x12, x13, lsl #3
	sub x11, x11, #1
	ldr x12, [x12, #368]
	b .LBB_33
.LBB_40:
	ldr x10, [sp, #992]
	str x23, [sp, #944]
.LBB_41:
	ldrh w13, [x8, #362]
	add x12, x8, #8
	mov x11, #-1
	lsl x14, x13, #3
.LBB_42:
	cbz x14, .LBB_45
	ldr x15, [x12], #8
	add x11, x11, #1
	sub x14, x14, #8
	cmp x10, x15
	cset w15, hi
	csinv w15, w15, wzr, hs
	and w15, w15, #0xff
	cmp w15, #1
	b.eq .LBB_42
	cbz w15, .LBB_5
	b .LBB_46
.LBB_45:
	mov x11, x13
.LBB_46:
	cbz x9, .LBB_777
	add x8, x8, x11, lsl #3
	sub x9, x9, #1
	ldr x8, [x8, #368]
	b .LBB_41
.LBB_48:
	cntd x27
	mov w10, #8
	sub x8, x26, #1
	ldr x1, [sp, #424]
	add x19, sp, #1216
	add x25, sp, #1344
	str x10, [sp, #8]
	rdvl x9, #1
	str x8, [sp, #32]
	mov w8, #16
	add x21, sp, #1472
	add x24, sp, #1600
	dup v0.2d, x26
	add x28, sp, #1728
	neg x10, x27
	lsr x9, x9, #4
	str q0, [sp, #64]
	add x10, x10, #16
	cmp x9, #8
	csel x22, x10, xzr, lo
	cntw x23
	whilelo p0.d, xzr, x8
	sub x8, x29, #64
	str p0, [x8, #-1, mul vl]
	mov w8, #1025
	index z0.d, #0, x8
	mov w8, #2051
	mov z1.d, x8
	mov w8, #4101
	mov z2.d, x8
	mov w8, #6151
	mov z3.d, x8
	mov w8, #8201
	mov z4.d, x8
	mov w8, #10251
	mov z5.d, x8
	mov w8, #12301
	mov z6.d, x8
	mov w8, #14351
	mov z7.d, x8
	sub x8, x29, #64
	add z1.d, z0.d, z1.d
	str z1, [x8, #-6, mul vl]
	add z1.d, z0.d, z2.d
	str z1, [x8, #-7, mul vl]
	add z1.d, z0.d, z3.d
	str z1, [x8, #-8, mul vl]
	add z1.d, z0.d, z4.d
	str z1, [x8, #-9, mul vl]
	add z1.d, z0.d, z5.d
	str z1, [x8, #-10, mul vl]
	add z1.d, z0.d, z6.d
	str z1, [x8, #-11, mul vl]
	add z1.d, z0.d, z7.d
	add z0.d, z0.d, #1
	str z1, [x8, #-12, mul vl]
	mov x8, #33554432
	movk x8, #16800, lsl #48
	fmov d8, x8
	sub x8, x29, #64
	str z0, [x8, #-13, mul vl]
	str d8, [sp, #440]
.LBB_49:
	add x0, sp, #1864
	mov x20, x1
	bl kernel_sliding::raw_lengths
	mov w10, #5
	ldr x9, [sp, #1896]
	add x20, x20, #48
	mov x8, xzr
	str x10, [sp, #952]
	add x10, sp, #1864
	str x20, [sp, #16]
	ldp q0, q1, [x10]
	ldr x10, [sp, #416]
	str x9, [sp, #912]
	str x9, [x10, #32]
	stp q0, q1, [sp, #880]
	stp q0, q1, [x10]
	b .LBB_52
.LBB_51:
	ldr x8, [sp, #744]
	str x8, [sp, #128]
	add x8, sp, #816
	str x8, [sp, #744]
	cmp x15, #5
	mov x8, x15
	b.eq .LBB_236
.LBB_52:
	ldr x9, [sp, #416]
	add x15, x8, #1
	str x15, [sp, #944]
	ldr x16, [x9, x8, lsl #3]
	ldr x8, [sp, #816]
	cbz x8, .LBB_62
	ldr x9, [sp, #824]
.LBB_54:
	ldrh w11, [x8, #362]
	add x10, x8, #8
	mov x13, #-1
	str x13, [sp, #744]
	lsl x12, x11, #3
.LBB_55:
	cbz x12, .LBB_59
	ldr x13, [x10], #8
	ldr x14, [sp, #744]
	sub x12, x12, #8
	cmp x16, x13
	cset w13, hi
	add x14, x14, #1
	csinv w13, w13, wzr, hs
	str x14, [sp, #744]
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_55
	cbz w13, .LBB_51
	cbnz x9, .LBB_60
	b .LBB_61
.LBB_59:
	str x11, [sp, #744]
	cbz x9, .LBB_61
.LBB_60:
	ldr x10, [sp, #744]
	sub x9, x9, #1
	add x8, x8, x10, lsl #3
	ldr x8, [x8, #368]
	b .LBB_54
.LBB_61:
	str xzr, [sp, #128]
.LBB_62:
	str x8, [sp, #856]
	ldr x8, [sp, #128]
	ldr x20, [sp, #200]
	add x9, sp, #816
	str x15, [sp, #48]
	str x9, [sp, #840]
	str x16, [sp, #400]
	str x16, [sp, #848]
	str x8, [sp, #864]
	ldr x8, [sp, #744]
	str x8, [sp, #872]
	cbz x20, .LBB_65
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x20
	bl __rustc::__rust_alloc_zeroed
	str x0, [sp, #752]
	cbz x0, .LBB_778
	str x26, [sp, #88]
	ldr x2, [sp, #400]
	rdvl x15, #2
	mov x14, #9221120237041090560
	cbnz x2, .LBB_66
	b .LBB_768
.LBB_65:
	mov w8, #8
	str xzr, [sp, #88]
	str x8, [sp, #752]
	ldr x2, [sp, #400]
	rdvl x15, #2
	mov x14, #9221120237041090560
	cbz x2, .LBB_768
.LBB_66:
	mov x8, xzr
	cbz x26, .LBB_71
	ldr x9, [sp, #200]
.LBB_68:
	ldr x10, [sp, #456]
	ldr d0, [x10, x8, lsl #3]
	fcmp d0, d0
	b.vc .LBB_71
	add x8, x8, #1
	subs x9, x9, #8
	b.ne .LBB_68
	mov x8, x26
.LBB_71:
	ldr x10, [sp, #752]
	add x8, x2, x8
	sub x9, x8, #1
	cmp x26, x9
	csel x20, x26, x9, lo
	lsl x8, x20, #3
	add x12, x10, x20, lsl #3
	str x12, [sp, #392]
	cbz x20, .LBB_77
	sub x10, x8, #8
	lsr x10, x10, #3
	add x11, x10, #1
	ldr x10, [sp, #752]
	cmp x11, x23
	b.lo .LBB_76
	udiv x10, x11, x23
	ldr x13, [sp, #752]
	mov z0.d, #0x7ff8000000000000
	mul x12, x10, x23
	sub x11, x11, x12
	add x10, x13, x12, lsl #3
.LBB_74:
	str z0, [x13]
	str z0, [x13, #1, mul vl]
	subs x12, x12, x23
	add x13, x13, x15
	b.ne .LBB_74
	ldr x12, [sp, #392]
	cbz x11, .LBB_77
.LBB_76:
	str x14, [x10], #8
	cmp x10, x12
	b.ne .LBB_76
.LBB_77:
	cmp x9, x26
	b.hs .LBB_234
	madd x9, x2, x2, x2
	fmov d1, #1.00000000
	lsl x10, x2, #4
	lsl x11, x2, #7
	str x10, [sp, #184]
	ucvtf d2, x2
	ucvtf d0, x9, #1
	mov x9, #1152921504606846975
	add x9, x2, x9
	str x9, [sp, #736]
	mov w9, #15383
	add x9, x20, x9
	fdiv d1, d1, d0
	dup v0.2d, v0.d[0]
	str x9, [sp, #216]
	ldr x9, [sp, #752]
	str q0, [sp, #96]
	add x8, x9, x8
	mov w9, #14358
	add x9, x20, x9
	str x9, [sp, #232]
	mov w9, #13333
	add x9, x20, x9
	str x9, [sp, #248]
	mov w9, #12308
	add x9, x20, x9
	str x9, [sp, #264]
	add x9, x10, #4, lsl #12
	str x9, [sp, #160]
	and x9, x10, #0xffffffffffffff0
	stp x11, x9, [sp, #112]
	mov w9, #57528
	movk w9, #1, lsl #16
	add x9, x8, x9
	mov z0.d, d1
	str x9, [sp, #208]
	mov w9, #49328
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #224]
	mov w9, #41128
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #240]
	mov w9, #32928
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #256]
	sub x9, x29, #64
	str z2, [x9, #-2, mul vl]
	mov z2.d, d2
	str z1, [x9, #-3, mul vl]
	str z0, [x9, #-5, mul vl]
	str z2, [x9, #-4, mul vl]
	mov w9, #11283
	add x9, x20, x9
	str x9, [sp, #272]
	mov w9, #10258
	add x9, x20, x9
	str x9, [sp, #280]
	mov w9, #9233
	add x9, x20, x9
	str x9, [sp, #288]
	mov w9, #8208
	add x9, x20, x9
	str x9, [sp, #384]
	mov w9, #7183
	add x9, x20, x9
	str x9, [sp, #304]
	mov w9, #57464
	add x9, x8, x9
	str x9, [sp, #296]
	mov w9, #6158
	add x9, x20, x9
	str x9, [sp, #320]
	mov w9, #49264
	add x9, x8, x9
	str x9, [sp, #312]
	mov w9, #5133
	add x9, x20, x9
	str x9, [sp, #336]
	mov w9, #41064
	add x9, x8, x9
	str x9, [sp, #328]
	mov w9, #4108
	add x9, x20, x9
	str x9, [sp, #352]
	mov w9, #32864
	add x9, x8, x9
	str x9, [sp, #344]
	mov w9, #24664
	add x9, x8, x9
	str x9, [sp, #360]
	mov w9, #16464
	add x9, x8, x9
	str x9, [sp, #368]
	mov w9, #8264
	add x8, x8, x9
	str x8, [sp, #376]
	sub x8, x26, x20
	str x8, [sp, #192]
.LBB_79:
	mov x9, #64513
	sub x8, x26, x20
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	cmp x8, #8
	b.lo .LBB_233
	ldr x26, [sp, #784]
	ldr x8, [sp, #160]
	str x20, [sp, #432]
	subs x2, x8, x26
	ldr x8, [sp, #184]
	add x20, x8, #4, lsl #12
	b.ls .LBB_85
	ldr x8, [sp, #768]
	sub x8, x8, x26
	cmp x2, x8
	b.hi .LBB_229
	mov x20, x26
	ldr x23, [sp, #776]
	cmp x2, #2
	add x8, x23, x26, lsl #3
	b.lo .LBB_84
.LBB_83:
	ldr x9, [sp, #160]
	mvn x8, x26
	str x2, [sp, #728]
	add x0, x23, x20, lsl #3
	mov w1, wzr
	add x8, x9, x8
	lsl x2, x8, #3
	bl memset
	ldr x8, [sp, #160]
	ldr x9, [sp, #728]
	add x8, x20, x8
	add x9, x9, x20
	sub x8, x8, x26
	sub x20, x9, #1
	add x8, x23, x8, lsl #3
	sub x8, x8, #8
.LBB_84:
	add x20, x20, #1
	str xzr, [x8]
.LBB_85:
	ldr x26, [sp, #808]
	str x20, [sp, #784]
	lsr x8, x26, #4
	cmp x8, #1024
	b.hi .LBB_90
	ldr x9, [sp, #792]
	mov w8, #16400
	sub x8, x8, x26
	sub x9, x9, x26
	cmp x8, x9
	b.hi .LBB_231
	mov x20, x26
	ldr x23, [sp, #800]
	mov w9, #16399
	cmp x26, x9
	add x8, x23, x26, lsl #3
	b.eq .LBB_89
.LBB_88:
	mov w8, #120
	add x0, x23, x20, lsl #3
	mov w1, wzr
	movk w8, #2, lsl #16
	sub x2, x8, x26, lsl #3
	bl memset
	sub x9, x20, x26
	mov w10, #120
	add x8, x23, x9, lsl #3
	movk w10, #2, lsl #16
	add x8, x8, x10
	mov w10, #16399
	add x20, x9, x10
.LBB_89:
	str xzr, [x8]
	add x8, x20, #1
	ldr x20, [sp, #784]
	b .LBB_91
.LBB_90:
	mov w8, #16400
.LBB_91:
	str x8, [sp, #808]
	ldr x8, [sp, #400]
	ldr x9, [sp, #432]
	lsr x14, x20, #4
	cmp x20, #128
	sub x8, x9, x8
	ldr x26, [sp, #776]
	str xzr, [sp, #1472]
	dup v0.2d, x8
	sub x8, x29, #64
	ldr z1, [x8, #-13, mul vl]
	ldr z2, [x8, #-6, mul vl]
	ldr z3, [x8, #-7, mul vl]
	ldr z4, [x8, #-8, mul vl]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	add v3.2d, v0.2d, v3.2d
	add v4.2d, v0.2d, v4.2d
	str q1, [sp, #1088]
	str q2, [sp, #1104]
	ldr z1, [x8, #-9, mul vl]
	ldr z2, [x8, #-10, mul vl]
	str q3, [sp, #1120]
	str q4, [sp, #1136]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1152]
	str q2, [sp, #1168]
	ldr z1, [x8, #-11, mul vl]
	ldr z2, [x8, #-12, mul vl]
	add v1.2d, v0.2d, v1.2d
	add v0.2d, v0.2d, v2.2d
	str q1, [sp, #1184]
	str q0, [sp, #1200]
	b.lo .LBB_93
	ldr x8, [sp, #1088]
	ldr x9, [sp, #760]
	add x8, x8, #8
	cmp x8, x9
	b.ls .LBB_133
.LBB_93:
	mov x8, xzr
.LBB_94:
	cmp x8, x14
	b.hs .LBB_100
	ldr x12, [sp, #456]
	ldr x13, [sp, #32]
	ldr x1, [sp, #184]
	add x10, x26, x8, lsl #7
	lsl x0, x8, #4
	neg x9, x8, lsl #4
	add x10, x10, #64
.LBB_96:
	cmp x0, x20
	b.hi .LBB_745
	add x11, x20, x9
	cmp x11, #16
	b.lo .LBB_746
	ldr x11, [sp, #1088]
	add x0, x0, #16
	sub x9, x9, #16
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	stur d0, [x10, #-64]
	ldr x11, [sp, #1096]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	stur d0, [x10, #-56]
	ldr x11, [sp, #1104]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	stur d0, [x10, #-48]
	ldr x11, [sp, #1112]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	stur d0, [x10, #-40]
	ldr x11, [sp, #1120]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	stur d0, [x10, #-32]
	ldr x11, [sp, #1128]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	stur d0, [x10, #-24]
	ldr x11, [sp, #1136]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	stur d0, [x10, #-16]
	ldr x11, [sp, #1144]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	stur d0, [x10, #-8]
	ldr x11, [sp, #1152]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	str d0, [x10]
	ldr x11, [sp, #1160]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	str d0, [x10, #8]
	ldr x11, [sp, #1168]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	str d0, [x10, #16]
	ldr x11, [sp, #1176]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	str d0, [x10, #24]
	ldr x11, [sp, #1184]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	str d0, [x10, #32]
	ldr x11, [sp, #1192]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	str d0, [x10, #40]
	ldr x11, [sp, #1200]
	add x11, x8, x11
	cmp x13, x11
	csel x11, x13, x11, lo
	ldr d0, [x12, x11, lsl #3]
	str d0, [x10, #48]
	ldr x11, [sp, #1208]
	add x11, x8, x11
	add x8, x8, #1
	cmp x13, x11
	csel x11, x13, x11, lo
	cmp x14, x8
	ldr d0, [x12, x11, lsl #3]
	str d0, [x10, #56]
	add x10, x10, #128
	b.ne .LBB_96
	ldr x20, [sp, #784]
	b .LBB_101
.LBB_100:
	ldr x1, [sp, #184]
.LBB_101:
	movi v0.2d, #0000000000000000
	cmp x1, x20
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1296]
	str q0, [sp, #1280]
	str q0, [sp, #1264]
	str q0, [sp, #1248]
	str q0, [sp, #1232]
	str q0, [sp, #1216]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1520]
	str q0, [sp, #1504]
	str q0, [sp, #1488]
	str q0, [sp, #1472]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1680]
	str q0, [sp, #1664]
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	b.hi .LBB_761
	mov x9, #33554432
	ldr x8, [sp, #776]
	movk x9, #16800, lsl #48
	mov z0.d, x9
	ldr x9, [sp, #120]
	cbz x9, .LBB_107
	and x10, x1, #0xffffffffffffff0
	mov x9, xzr
	mov x11, x8
.LBB_104:
	sub x13, x29, #64
	add x9, x9, #1
	mov x12, xzr
	ldr p0, [x13, #-1, mul vl]
	ucvtf d1, x9
	mov z1.d, d1
.LBB_105:
	ld1d { z2.d }, p0/z, [x11, x12, lsl #3]
	ld1d { z4.d }, p0/z, [x28, x12, lsl #3]
	fmul z3.d, z2.d, z1.d
	fmul z7.d, z2.d, z0.d
	ld1d { z5.d }, p0/z, [x21, x12, lsl #3]
	ld1d { z6.d }, p0/z, [x24, x12, lsl #3]
	fadd z3.d, z4.d, z3.d
	fsub z16.d, z7.d, z2.d
	ld1d { z4.d }, p0/z, [x25, x12, lsl #3]
	st1d { z3.d }, p0, [x28, x12, lsl #3]
	ld1d { z3.d }, p0/z, [x19, x12, lsl #3]
	fsub z7.d, z7.d, z16.d
	fsub z16.d, z2.d, z7.d
	fmul z7.d, z7.d, z1.d
	fadd z17.d, z3.d, z7.d
	fsub z18.d, z17.d, z3.d
	st1d { z17.d }, p0, [x19, x12, lsl #3]
	fsub z19.d, z17.d, z18.d
	fsub z7.d, z7.d, z18.d
	fsub z3.d, z3.d, z19.d
	fadd z3.d, z7.d, z3.d
	fmul z7.d, z16.d, z1.d
	fadd z3.d, z7.d, z3.d
	fadd z3.d, z4.d, z3.d
	fadd z4.d, z2.d, z5.d
	fsub z7.d, z4.d, z5.d
	st1d { z3.d }, p0, [x25, x12, lsl #3]
	st1d { z4.d }, p0, [x21, x12, lsl #3]
	fsub z16.d, z4.d, z7.d
	fsub z2.d, z2.d, z7.d
	fsub z5.d, z5.d, z16.d
	fadd z2.d, z2.d, z5.d
	fadd z2.d, z6.d, z2.d
	st1d { z2.d }, p0, [x24, x12, lsl #3]
	whilelo p0.d, x12, x22
	add x12, x12, x27
	b.mi .LBB_105
	add x11, x11, #128
	subs x10, x10, #16
	b.ne .LBB_104
.LBB_107:
	ldr x26, [sp, #808]
	cmp x26, #15
	b.ls .LBB_765
	ldr q1, [sp, #1728]
	ldr q2, [sp, #96]
	ldr x23, [sp, #800]
	rdvl x13, #1
	sub x10, x26, #16
	lsr x10, x10, #4
	ldr x14, [sp, #112]
	add x10, x10, #1
	add x9, x23, #128
	add x12, x14, x8
	sub x11, x9, x8
	sub x12, x9, x12
	fdiv v1.2d, v1.2d, v2.2d
	cmp x11, x13
	ccmp x12, x13, #0, hs
	add x12, x8, x14
	mov w13, #1
	cset w11, lo
	str q1, [x23]
	ldr q1, [sp, #1744]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x23, #16]
	ldr q1, [sp, #1760]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x23, #32]
	ldr q1, [sp, #1776]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x23, #48]
	ldr q1, [sp, #1792]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x23, #64]
	ldr q1, [sp, #1808]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x23, #80]
	ldr q1, [sp, #1824]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x23, #96]
	ldr q1, [sp, #1840]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x23, #112]
	b .LBB_110
.LBB_109:
	add x13, x13, #1
	add x9, x9, #128
	add x8, x8, #128
	add x12, x12, #128
	cmp x13, #1025
	b.eq .LBB_120
.LBB_110:
	ldr x14, [sp, #736]
	add x14, x14, x13
	lsl x0, x14, #4
	cmp x20, x14, lsl #4
	b.lo .LBB_737
	sub x14, x20, x0
	cmp x14, #16
	b.lo .LBB_738
	lsl x15, x13, #4
	sub x0, x15, #16
	subs x14, x20, x0
	b.lo .LBB_739
	cmp x14, #16
	b.lo .LBB_740
	subs x14, x26, x15
	b.lo .LBB_741
	cmp x13, x10
	b.eq .LBB_742
	mov x14, xzr
	tbz w11, #0, .LBB_118
.LBB_117:
	ldr d5, [x12, x14]
	sub x15, x29, #64
	ldr d1, [x19, x14]
	ldr d3, [x21, x14]
	fmul d7, d5, d8
	ldr z21, [x15, #-2, mul vl]
	ldr d4, [x24, x14]
	ldr d2, [x25, x14]
	ldr d6, [x8, x14]
	fsub d16, d7, d5
	fsub d7, d7, d16
	fsub d16, d5, d7
	fmul d7, d7, d21
	fadd d17, d1, d7
	fsub d18, d17, d1
	fsub d19, d17, d18
	fsub d7, d7, d18
	fsub d18, d17, d3
	fsub d1, d1, d19
	fsub d19, d18, d17
	str d18, [x19, x14]
	fadd d1, d7, d1
	fneg d7, d3
	fsub d20, d18, d19
	fsub d17, d17, d20
	fsub d7, d7, d19
	fadd d7, d7, d17
	fadd d1, d1, d7
	fmul d7, d16, d21
	fsub d7, d7, d4
	fadd d1, d7, d1
	fadd d1, d2, d1
	fadd d2, d3, d5
	fsub d7, d2, d3
	str d1, [x25, x14]
	fadd d1, d18, d1
	fsub d16, d2, d7
	fsub d5, d5, d7
	fsub d3, d3, d16
	fadd d3, d5, d3
	fneg d5, d6
	fsub d6, d2, d6
	fsub d7, d6, d2
	str d6, [x21, x14]
	fsub d16, d6, d7
	fsub d5, d5, d7
	fsub d2, d2, d16
	fadd d2, d5, d2
	fadd d2, d3, d2
	fadd d2, d4, d2
	str d2, [x24, x14]
	ldr z2, [x15, #-3, mul vl]
	fmul d1, d2, d1
	str d1, [x9, x14]
	add x14, x14, #8
	cmp x14, #128
	b.ne .LBB_117
	b .LBB_109
.LBB_118:
	sub x15, x29, #64
	ldr p0, [x15, #-1, mul vl]
.LBB_119:
	ld1d { z5.d }, p0/z, [x12, x14, lsl #3]
	sub x15, x29, #64
	ld1d { z1.d }, p0/z, [x19, x14, lsl #3]
	ptrue p1.d
	fmul z7.d, z5.d, z0.d
	ldr z21, [x15, #-4, mul vl]
	ld1d { z3.d }, p0/z, [x21, x14, lsl #3]
	ld1d { z4.d }, p0/z, [x24, x14, lsl #3]
	ld1d { z2.d }, p0/z, [x25, x14, lsl #3]
	ld1d { z6.d }, p0/z, [x8, x14, lsl #3]
	fsub z16.d, z7.d, z5.d
	fsub z7.d, z7.d, z16.d
	fsub z16.d, z5.d, z7.d
	fmul z7.d, z7.d, z21.d
	fadd z17.d, z1.d, z7.d
	fsub z18.d, z17.d, z1.d
	fsub z19.d, z17.d, z18.d
	fsub z7.d, z7.d, z18.d
	fsub z18.d, z17.d, z3.d
	fsub z1.d, z1.d, z19.d
	fsub z19.d, z18.d, z17.d
	st1d { z18.d }, p0, [x19, x14, lsl #3]
	fadd z1.d, z7.d, z1.d
	movprfx z7, z3
	fneg z7.d, p1/m, z3.d
	fsub z20.d, z18.d, z19.d
	fsub z17.d, z17.d, z20.d
	fsub z7.d, z7.d, z19.d
	fadd z7.d, z7.d, z17.d
	fadd z1.d, z1.d, z7.d
	fmul z7.d, z16.d, z21.d
	fsub z7.d, z7.d, z4.d
	fadd z1.d, z7.d, z1.d
	fadd z1.d, z2.d, z1.d
	fadd z2.d, z3.d, z5.d
	fsub z7.d, z2.d, z3.d
	st1d { z1.d }, p0, [x25, x14, lsl #3]
	fadd z1.d, z18.d, z1.d
	fsub z16.d, z2.d, z7.d
	fsub z5.d, z5.d, z7.d
	fsub z3.d, z3.d, z16.d
	fadd z3.d, z5.d, z3.d
	movprfx z5, z6
	fneg z5.d, p1/m, z6.d
	fsub z6.d, z2.d, z6.d
	fsub z7.d, z6.d, z2.d
	st1d { z6.d }, p0, [x21, x14, lsl #3]
	fsub z16.d, z6.d, z7.d
	fsub z5.d, z5.d, z7.d
	fsub z2.d, z2.d, z16.d
	fadd z2.d, z5.d, z2.d
	fadd z2.d, z3.d, z2.d
	fadd z2.d, z4.d, z2.d
	st1d { z2.d }, p0, [x24, x14, lsl #3]
	ldr z2, [x15, #-5, mul vl]
	fmul z1.d, z2.d, z1.d
	st1d { z1.d }, p0, [x9, x14, lsl #3]
	whilelo p0.d, x14, x22
	add x14, x14, x27
	b.mi .LBB_119
	b .LBB_109
.LBB_120:
	mov w8, #1025
	ldr x20, [sp, #432]
	ldr q6, [sp, #64]
	ldr x10, [sp, #760]
	index z1.d, #0, x8
	mov z0.d, x8
	mov w8, #3075
	add z0.d, z1.d, z0.d
	mov z3.d, x8
	mov w8, #5125
	mov z4.d, x8
	mov w8, #7175
	mov z5.d, x8
	dup v2.2d, x20
	add z3.d, z1.d, z3.d
	add z4.d, z1.d, z4.d
	add z5.d, z1.d, z5.d
	mov w8, #9225
	add v0.2d, v2.2d, v0.2d
	add v3.2d, v2.2d, v3.2d
	add v4.2d, v2.2d, v4.2d
	add v5.2d, v2.2d, v5.2d
	cmhi v5.2d, v5.2d, v6.2d
	cmhi v4.2d, v4.2d, v6.2d
	cmhi v3.2d, v3.2d, v6.2d
	cmhi v0.2d, v0.2d, v6.2d
	uzp1 v4.4s, v4.4s, v5.4s
	uzp1 v0.4s, v0.4s, v3.4s
	mov z3.d, x8
	mov w8, #11275
	uzp1 v0.8h, v0.8h, v4.8h
	mov z4.d, x8
	mov w8, #13325
	add z3.d, z1.d, z3.d
	add x8, x20, x8
	xtn v0.8b, v0.8h
	cmp x8, x10
	cset w8, hi
	add z1.d, z1.d, z4.d
	add v3.2d, v2.2d, v3.2d
	add v1.2d, v2.2d, v1.2d
	cmhi v2.2d, v3.2d, v6.2d
	cmhi v1.2d, v1.2d, v6.2d
	uzp1 v1.4s, v2.4s, v1.4s
	zip1 v2.8b, v0.8b, v0.8b
	xtn v1.4h, v1.4s
	orr v1.8b, v2.8b, v1.8b
	uzp1 v1.8b, v1.8b, v0.8b
	mov v1.s[1], v0.s[1]
	shl v0.8b, v1.8b, #7
	cmlt v0.8b, v0.8b, #0
	umaxv b0, v0.8b
	fmov w9, s0
	orr w8, w9, w8
	tbnz w8, #0, .LBB_124
	mov w8, #14350
	add x8, x20, x8
	cmp x8, x10
	b.hi .LBB_124
	mov w8, #15375
	add x8, x20, x8
	cmp x8, x10
	b.hi .LBB_124
	mov w8, #16400
	add x8, x20, x8
	cmp x8, x10
	b.ls .LBB_170
.LBB_124:
	ldr x10, [sp, #192]
	ldr x2, [sp, #400]
	mov x0, xzr
	b .LBB_126
.LBB_125:
	cmp x9, #16
	mov x10, x8
	mov x0, x9
	b.eq .LBB_131
.LBB_126:
	add x9, x0, x0, lsl #10
	subs x8, x10, #1025
	csel x10, x10, x13, lo
	add x11, x9, x20
	ldr x9, [sp, #760]
	cmp x11, x9
	b.hs .LBB_131
	ldr x12, [sp, #752]
	add x9, x0, #1
	lsl x10, x10, #3
	add x11, x12, x11, lsl #3
.LBB_128:
	cbz x11, .LBB_125
	cmp x0, x26
	b.hs .LBB_772
	ldr d0, [x23, x0, lsl #3]
	add x0, x0, #16
	subs x10, x10, #8
	str d0, [x11], #8
	b.ne .LBB_128
	b .LBB_125
.LBB_131:
	mov w8, #16400
	add x11, x20, x8
.LBB_132:
	ldp x10, x9, [sp, #208]
	add x20, x20, x8
	ldr x26, [sp, #760]
	cntw x23
	add x9, x9, x8
	cmp x11, x26
	str x9, [sp, #216]
	mov w9, #128
	movk w9, #2, lsl #16
	add x10, x10, x9
	str x10, [sp, #208]
	ldr x10, [sp, #232]
	add x10, x10, x8
	str x10, [sp, #232]
	ldr x10, [sp, #224]
	add x10, x10, x9
	str x10, [sp, #224]
	ldr x10, [sp, #248]
	add x10, x10, x8
	str x10, [sp, #248]
	ldr x10, [sp, #240]
	add x10, x10, x9
	str x10, [sp, #240]
	ldr x10, [sp, #264]
	add x10, x10, x8
	str x10, [sp, #264]
	ldr x10, [sp, #256]
	add x10, x10, x9
	str x10, [sp, #256]
	ldr x10, [sp, #272]
	add x10, x10, x8
	str x10, [sp, #272]
	ldr x10, [sp, #280]
	add x10, x10, x8
	str x10, [sp, #280]
	ldr x10, [sp, #288]
	add x10, x10, x8
	str x10, [sp, #288]
	ldr x10, [sp, #384]
	add x10, x10, x8
	str x10, [sp, #384]
	ldr x10, [sp, #304]
	add x10, x10, x8
	str x10, [sp, #304]
	ldr x10, [sp, #296]
	add x10, x10, x9
	str x10, [sp, #296]
	ldr x10, [sp, #320]
	add x10, x10, x8
	str x10, [sp, #320]
	ldr x10, [sp, #312]
	add x10, x10, x9
	str x10, [sp, #312]
	ldr x10, [sp, #336]
	add x10, x10, x8
	str x10, [sp, #336]
	ldr x10, [sp, #328]
	add x10, x10, x9
	str x10, [sp, #328]
	ldr x10, [sp, #352]
	add x10, x10, x8
	ldr x8, [sp, #344]
	add x8, x8, x9
	stp x8, x10, [sp, #344]
	ldr x8, [sp, #360]
	add x8, x8, x9
	str x8, [sp, #360]
	ldr x8, [sp, #368]
	add x8, x8, x9
	str x8, [sp, #368]
	ldr x8, [sp, #376]
	add x8, x8, x9
	str x8, [sp, #376]
	ldr x8, [sp, #392]
	add x8, x8, x9
	ldr x9, [sp, #192]
	str x8, [sp, #392]
	mov x8, #-16400
	add x9, x9, x8
	str x9, [sp, #192]
	b.lo .LBB_79
	b .LBB_234
.LBB_133:
	mov x8, xzr
	mov w9, #8
	str x14, [sp, #448]
.LBB_134:
	ldr x10, [sp, #1096]
	ldr x11, [sp, #760]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1104]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1112]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1120]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1128]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1136]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1144]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1152]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1160]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1168]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1176]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1184]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1192]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1200]
	add x10, x10, x9
	cmp x10, x11
	b.hi .LBB_94
	ldr x10, [sp, #1208]
	add x9, x10, x9
	cmp x9, x11
	b.hi .LBB_94
	mov w8, wzr
	mov x23, xzr
.LBB_150:
	str w8, [sp, #592]
	ldr x8, [sp, #456]
	str x23, [sp, #1600]
	str x24, [sp, #1752]
	str x21, [sp, #1760]
	str x8, [sp, #1728]
	ldr x8, [sp, #760]
	str x8, [sp, #1736]
	add x8, sp, #1088
	str x8, [sp, #1744]
	add x0, sp, #1864
	add x1, sp, #1728
	bl core::array::try_from_fn
	ldr x8, [sp, #1472]
	ldr x9, [sp, #1600]
	add x0, x9, x8, lsl #4
	subs x10, x20, x0
	b.lo .LBB_734
	cmp x10, #8
	b.lo .LBB_735
	ldr d1, [sp, #2016]
	ldr d0, [sp, #1864]
	ldr d2, [sp, #1984]
	add x10, x26, x0, lsl #3
	ldr d14, [sp, #2360]
	ldr d5, [sp, #2296]
	ldr d3, [sp, #1872]
	ldr d6, [sp, #1936]
	ldr d15, [sp, #1944]
	ldr d16, [sp, #2000]
	ldr d18, [sp, #2064]
	ldr d4, [sp, #2072]
	ldr d31, [sp, #2120]
	ldr d28, [sp, #2128]
	ldr d23, [sp, #2136]
	ldr d20, [sp, #2144]
	ldr d7, [sp, #2152]
	ldr d9, [sp, #2160]
	ldr d11, [sp, #2184]
	ldr d30, [sp, #2192]
	ldr d25, [sp, #2200]
	ldr d22, [sp, #2208]
	ldr d17, [sp, #2216]
	ldr d12, [sp, #2248]
	ldr d29, [sp, #2256]
	ldr d26, [sp, #2264]
	ldr d21, [sp, #2272]
	ldr d8, [sp, #2280]
	ldr d13, [sp, #2312]
	ldr d10, [sp, #2320]
	ldr d27, [sp, #2328]
	ldr d24, [sp, #2336]
	ldr d19, [sp, #2344]
	str d1, [sp, #672]
	ldr d1, [sp, #2024]
	str d0, [sp, #728]
	ldr d0, [sp, #1880]
	str d14, [sp, #528]
	ldr d14, [sp, #2368]
	str d5, [sp, #536]
	ldr d5, [sp, #2304]
	str d1, [sp, #640]
	ldr d1, [sp, #2032]
	str d0, [sp, #696]
	ldr d0, [sp, #1888]
	stp d14, d5, [sp, #464]
	ldr d14, [sp, #728]
	ldr d5, [sp, #2352]
	str d1, [sp, #608]
	ldr d1, [sp, #2040]
	str d0, [sp, #688]
	ldr d0, [sp, #1896]
	str d1, [sp, #568]
	ldr d1, [sp, #2048]
	str d0, [sp, #656]
	ldr d0, [sp, #1904]
	stp d1, d2, [sp, #504]
	ldr d1, [sp, #2056]
	str d0, [sp, #624]
	ldr d0, [sp, #1912]
	ldr d2, [sp, #2112]
	str d1, [sp, #704]
	ldr d1, [sp, #2080]
	str d0, [sp, #584]
	ldr d0, [sp, #1920]
	str d1, [sp, #664]
	ldr d1, [sp, #2088]
	str d0, [sp, #520]
	ldr d0, [sp, #1928]
	str d1, [sp, #632]
	ldr d1, [sp, #2096]
	str d0, [sp, #720]
	ldr d0, [sp, #1952]
	str d1, [sp, #600]
	ldr d1, [sp, #2104]
	str d0, [sp, #680]
	ldr d0, [sp, #1960]
	str d1, [sp, #560]
	ldr d1, [sp, #2168]
	str d0, [sp, #648]
	ldr d0, [sp, #1968]
	str d1, [sp, #552]
	ldr d1, [sp, #2176]
	str d0, [sp, #616]
	ldr d0, [sp, #1976]
	stp d1, d2, [sp, #488]
	ldr d2, [sp, #2232]
	str d0, [sp, #576]
	ldr d0, [sp, #1992]
	ldr d1, [sp, #2224]
	str d2, [sp, #544]
	ldr d2, [sp, #2240]
	str d0, [sp, #712]
	ldr d0, [sp, #2008]
	str d2, [sp, #480]
	ldr d2, [sp, #2288]
	str d14, [x10]
	ldr d14, [sp, #720]
	stp d11, d12, [x10, #40]
	str d13, [x10, #56]
	str d14, [x10, #8]
	ldr d14, [sp, #712]
	str d14, [x10, #16]
	ldr d14, [sp, #704]
	stp d14, d31, [x10, #24]
	add x10, x9, x8, lsl #4
	add x0, x10, #16
	subs x10, x20, x0
	b.lo .LBB_734
	cmp x10, #8
	b.lo .LBB_735
	add x10, x9, x8, lsl #4
	add x11, x26, x0, lsl #3
	add x0, x10, #32
	stp d3, d6, [x11]
	stp d16, d18, [x11, #16]
	subs x10, x20, x0
	stp d28, d30, [x11, #32]
	stp d29, d10, [x11, #48]
	b.lo .LBB_734
	cmp x10, #8
	b.lo .LBB_735
	ldr d3, [sp, #696]
	add x10, x9, x8, lsl #4
	add x11, x26, x0, lsl #3
	add x0, x10, #48
	stp d0, d4, [x11, #16]
	stp d23, d25, [x11, #32]
	stp d26, d27, [x11, #48]
	subs x10, x20, x0
	stp d3, d15, [x11]
	b.lo .LBB_734
	cmp x10, #8
	b.lo .LBB_735
	ldr d3, [sp, #688]
	ldr d0, [sp, #680]
	add x11, x26, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #64
	stp d20, d22, [x11, #32]
	subs x10, x20, x0
	stp d21, d24, [x11, #48]
	stp d3, d0, [x11]
	ldr d3, [sp, #672]
	ldr d0, [sp, #664]
	stp d3, d0, [x11, #16]
	b.lo .LBB_734
	cmp x10, #8
	b.lo .LBB_735
	ldr d3, [sp, #656]
	ldr d0, [sp, #648]
	add x11, x26, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #80
	stp d7, d17, [x11, #32]
	subs x10, x20, x0
	stp d8, d19, [x11, #48]
	stp d3, d0, [x11]
	ldr d3, [sp, #640]
	ldr d0, [sp, #632]
	stp d3, d0, [x11, #16]
	b.lo .LBB_734
	cmp x10, #8
	b.lo .LBB_735
	ldr d3, [sp, #624]
	ldr d0, [sp, #616]
	add x11, x26, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #96
	stp d9, d1, [x11, #32]
	subs x10, x20, x0
	stp d2, d5, [x11, #48]
	stp d3, d0, [x11]
	ldr d3, [sp, #608]
	ldr d0, [sp, #600]
	stp d3, d0, [x11, #16]
	b.lo .LBB_734
	cmp x10, #8
	b.lo .LBB_735
	ldr d1, [sp, #584]
	ldr d0, [sp, #576]
	add x10, x26, x0, lsl #3
	add x8, x9, x8, lsl #4
	add x0, x8, #112
	subs x8, x20, x0
	stp d1, d0, [x10]
	ldr d1, [sp, #568]
	ldr d0, [sp, #560]
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #552]
	ldr d0, [sp, #544]
	stp d1, d0, [x10, #32]
	ldr d1, [sp, #536]
	ldr d0, [sp, #528]
	stp d1, d0, [x10, #48]
	b.lo .LBB_734
	cmp x8, #8
	b.lo .LBB_754
	ldr d1, [sp, #520]
	ldp d3, d2, [sp, #504]
	add x9, x26, x0, lsl #3
	ldr d0, [sp, #464]
	add x23, x23, #8
	mov w8, #1
	ldr d8, [sp, #440]
	stp d1, d2, [x9]
	ldp d2, d1, [sp, #488]
	stp d3, d1, [x9, #16]
	ldp d3, d1, [sp, #472]
	stp d2, d1, [x9, #32]
	stp d3, d0, [x9, #48]
	ldr w9, [sp, #592]
	tbz w9, #0, .LBB_150
	ldr x9, [sp, #1472]
	ldr x14, [sp, #448]
	add x8, x9, #8
	add x9, x9, #16
	cmp x9, x14
	str x8, [sp, #1472]
	b.hi .LBB_94
	ldr x10, [sp, #1088]
	ldr x11, [sp, #760]
	add x10, x10, x9
	cmp x10, x11
	b.ls .LBB_134
	b .LBB_94
.LBB_170:
	str x8, [sp, #24]
	str wzr, [sp, #592]
	mov x8, xzr
	str xzr, [sp, #1856]
	b .LBB_173
.LBB_171:
	ldr x8, [sp, #448]
	ldr x20, [sp, #432]
	add x8, x8, #8
.LBB_172:
	eor w11, w11, #0x1
	str w11, [sp, #592]
.LBB_173:
	str x8, [sp, #448]
	str x8, [sp, #1040]
	add x8, sp, #1856
	str x23, [sp, #2376]
	str x8, [sp, #2392]
	add x8, sp, #1040
	str x26, [sp, #2384]
	str x8, [sp, #2400]
	add x0, sp, #1864
	add x1, sp, #2376
	bl core::array::try_from_fn
	ldr x9, [sp, #1040]
	ldr x8, [sp, #1856]
	ldr x10, [sp, #760]
	add x9, x9, x9, lsl #10
	add x8, x8, x20
	add x0, x8, x9
	subs x20, x10, x0
	b.lo .LBB_732
	cmp x20, #8
	b.lo .LBB_733
	ldr d0, [sp, #1864]
	ldr d2, [sp, #1984]
	ldr d13, [sp, #2360]
	ldr d5, [sp, #2296]
	ldr x10, [sp, #752]
	add x10, x10, x0, lsl #3
	ldr d3, [sp, #1872]
	ldr d6, [sp, #1936]
	ldr d9, [sp, #1944]
	ldr d16, [sp, #2000]
	ldr d1, [sp, #2008]
	ldr d18, [sp, #2064]
	ldr d4, [sp, #2072]
	ldr d11, [sp, #2120]
	ldr d28, [sp, #2128]
	ldr d24, [sp, #2136]
	ldr d20, [sp, #2144]
	ldr d7, [sp, #2152]
	ldr d15, [sp, #2160]
	ldr d10, [sp, #2184]
	ldr d29, [sp, #2192]
	ldr d25, [sp, #2200]
	ldr d21, [sp, #2208]
	ldr d8, [sp, #2216]
	ldr d12, [sp, #2248]
	ldr d30, [sp, #2256]
	ldr d26, [sp, #2264]
	ldr d22, [sp, #2272]
	ldr d17, [sp, #2280]
	ldr d14, [sp, #2312]
	ldr d31, [sp, #2320]
	ldr d27, [sp, #2328]
	ldr d23, [sp, #2336]
	ldr d19, [sp, #2344]
	str d0, [sp, #728]
	ldr d0, [sp, #1880]
	str d13, [sp, #528]
	ldr d13, [sp, #2368]
	str d5, [sp, #536]
	ldr d5, [sp, #2304]
	str d0, [sp, #696]
	ldr d0, [sp, #1888]
	stp d13, d5, [sp, #464]
	ldr d13, [sp, #728]
	ldr d5, [sp, #2352]
	str d0, [sp, #688]
	ldr d0, [sp, #1896]
	str d0, [sp, #656]
	ldr d0, [sp, #1904]
	str d0, [sp, #624]
	ldr d0, [sp, #1912]
	str d0, [sp, #584]
	ldr d0, [sp, #1920]
	str d0, [sp, #520]
	ldr d0, [sp, #1928]
	str d0, [sp, #720]
	ldr d0, [sp, #1952]
	str d0, [sp, #680]
	ldr d0, [sp, #1960]
	str d0, [sp, #648]
	ldr d0, [sp, #1968]
	str d0, [sp, #616]
	ldr d0, [sp, #1976]
	str d0, [sp, #576]
	ldr d0, [sp, #1992]
	str d0, [sp, #712]
	ldr d0, [sp, #2016]
	str d0, [sp, #672]
	ldr d0, [sp, #2024]
	str d0, [sp, #640]
	ldr d0, [sp, #2032]
	str d0, [sp, #608]
	ldr d0, [sp, #2040]
	str d0, [sp, #568]
	ldr d0, [sp, #2048]
	stp d0, d2, [sp, #504]
	ldr d0, [sp, #2056]
	ldr d2, [sp, #2112]
	str d0, [sp, #704]
	ldr d0, [sp, #2080]
	str d0, [sp, #664]
	ldr d0, [sp, #2088]
	str d0, [sp, #632]
	ldr d0, [sp, #2096]
	str d0, [sp, #600]
	ldr d0, [sp, #2104]
	str d0, [sp, #560]
	ldr d0, [sp, #2168]
	str d0, [sp, #552]
	ldr d0, [sp, #2176]
	stp d0, d2, [sp, #488]
	ldr d2, [sp, #2232]
	ldr d0, [sp, #2224]
	str d2, [sp, #544]
	ldr d2, [sp, #2240]
	str d2, [sp, #480]
	ldr d2, [sp, #2288]
	str d13, [x10]
	ldr d13, [sp, #720]
	stp d10, d12, [x10, #40]
	str d14, [x10, #56]
	str d13, [x10, #8]
	ldr d13, [sp, #712]
	str d13, [x10, #16]
	ldr d13, [sp, #704]
	stp d13, d11, [x10, #24]
	add x10, x9, x8
	add x0, x10, #1025
	ldr x10, [sp, #760]
	subs x20, x10, x0
	b.lo .LBB_732
	cmp x20, #8
	b.lo .LBB_733
	ldr x10, [sp, #752]
	add x11, x9, x8
	add x10, x10, x0, lsl #3
	add x0, x11, #2050
	ldr x11, [sp, #760]
	stp d3, d6, [x10]
	subs x20, x11, x0
	stp d16, d18, [x10, #16]
	stp d28, d29, [x10, #32]
	stp d30, d31, [x10, #48]
	b.lo .LBB_732
	cmp x20, #8
	b.lo .LBB_733
	ldr x10, [sp, #752]
	ldr d3, [sp, #696]
	add x11, x9, x8
	add x10, x10, x0, lsl #3
	add x0, x11, #3075
	ldr x11, [sp, #760]
	stp d1, d4, [x10, #16]
	stp d24, d25, [x10, #32]
	stp d26, d27, [x10, #48]
	stp d3, d9, [x10]
	subs x20, x11, x0
	b.lo .LBB_732
	cmp x20, #8
	b.lo .LBB_733
	ldr d3, [sp, #688]
	ldr d1, [sp, #680]
	ldr x10, [sp, #752]
	mov w11, #4100
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	ldr x11, [sp, #760]
	stp d20, d21, [x10, #32]
	stp d22, d23, [x10, #48]
	stp d3, d1, [x10]
	ldr d3, [sp, #672]
	ldr d1, [sp, #664]
	subs x20, x11, x0
	stp d3, d1, [x10, #16]
	b.lo .LBB_732
	cmp x20, #8
	b.lo .LBB_733
	ldr d3, [sp, #656]
	ldr d1, [sp, #648]
	ldr x10, [sp, #752]
	mov w11, #5125
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	ldr x11, [sp, #760]
	stp d7, d8, [x10, #32]
	stp d17, d19, [x10, #48]
	stp d3, d1, [x10]
	ldr d3, [sp, #640]
	ldr d1, [sp, #632]
	subs x20, x11, x0
	stp d3, d1, [x10, #16]
	b.lo .LBB_732
	cmp x20, #8
	b.lo .LBB_733
	ldr d3, [sp, #624]
	ldr d1, [sp, #616]
	ldr x10, [sp, #752]
	mov w11, #6150
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	ldr x11, [sp, #760]
	stp d15, d0, [x10, #32]
	stp d2, d5, [x10, #48]
	stp d3, d1, [x10]
	ldr d3, [sp, #608]
	ldr d1, [sp, #600]
	subs x20, x11, x0
	stp d3, d1, [x10, #16]
	b.lo .LBB_732
	cmp x20, #8
	b.lo .LBB_733
	ldr d1, [sp, #584]
	ldr d0, [sp, #576]
	ldr x10, [sp, #752]
	mov w11, #7175
	add x8, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x8
	ldr x8, [sp, #760]
	stp d1, d0, [x10]
	ldr d1, [sp, #568]
	ldr d0, [sp, #560]
	subs x20, x8, x0
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #552]
	ldr d0, [sp, #544]
	stp d1, d0, [x10, #32]
	ldr d1, [sp, #536]
	ldr d0, [sp, #528]
	stp d1, d0, [x10, #48]
	b.lo .LBB_732
	cmp x20, #8
	b.lo .LBB_733
	ldr d1, [sp, #520]
	ldp d3, d2, [sp, #504]
	ldr x8, [sp, #752]
	add x8, x8, x0, lsl #3
	ldr d0, [sp, #464]
	ldr w11, [sp, #592]
	stp d1, d2, [x8]
	ldp d2, d1, [sp, #488]
	stp d3, d1, [x8, #16]
	ldp d3, d1, [sp, #472]
	stp d2, d1, [x8, #32]
	stp d3, d0, [x8, #48]
	tbz w11, #0, .LBB_171
	ldr x8, [sp, #1856]
	ldr d8, [sp, #440]
	ldr x2, [sp, #400]
	add x10, x8, #16
	ldr x20, [sp, #432]
	add x9, x8, #8
	cmp x10, #1026
	str x9, [sp, #1856]
	b.hs .LBB_193
	mov x8, xzr
	b .LBB_172
.LBB_193:
	cmp x9, #1024
	b.hi .LBB_228
	lsl x9, x8, #4
	ldr x10, [sp, #752]
	add x0, x9, #128
	ldr x9, [sp, #384]
	add x9, x9, x8
	add x9, x10, x9, lsl #3
	add x10, x23, x8, lsl #7
	add x10, x10, #1144
.LBB_195:
	cmp x0, x26
	b.hs .LBB_804
	ldr x12, [sp, #760]
	add x11, x20, x8
	add x11, x11, #8
	cmp x11, x12
	ldr x11, [sp, #392]
	b.hs .LBB_803
	ldur d0, [x10, #-120]
	add x11, x11, x8, lsl #3
	str d0, [x11, #64]
	add x11, x0, #1
	cmp x11, x26
	b.hs .LBB_788
	ldr x12, [sp, #760]
	add x11, x20, x8
	add x11, x11, #1033
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-112]
	ldr x11, [sp, #376]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #2
	cmp x11, x26
	b.hs .LBB_788
	ldr x12, [sp, #760]
	add x11, x20, x8
	add x11, x11, #2058
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-104]
	ldr x11, [sp, #368]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #3
	cmp x11, x26
	b.hs .LBB_788
	ldr x12, [sp, #760]
	add x11, x20, x8
	add x11, x11, #3083
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-96]
	ldr x11, [sp, #360]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #4
	cmp x11, x26
	b.hs .LBB_788
	ldr x11, [sp, #352]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-88]
	ldr x11, [sp, #344]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #5
	cmp x11, x26
	b.hs .LBB_788
	ldr x11, [sp, #336]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-80]
	ldr x11, [sp, #328]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #6
	cmp x11, x26
	b.hs .LBB_788
	ldr x11, [sp, #320]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-72]
	ldr x11, [sp, #312]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #7
	cmp x11, x26
	b.hs .LBB_788
	ldr x11, [sp, #304]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-64]
	ldr x11, [sp, #296]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #8
	cmp x11, x26
	b.hs .LBB_788
	ldr x11, [sp, #384]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-56]
	add x11, x0, #9
	cmp x11, x26
	str d0, [x9]
	b.hs .LBB_788
	ldr x11, [sp, #288]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-48]
	add x11, x0, #10
	cmp x11, x26
	str d0, [x9, #8200]
	b.hs .LBB_788
	ldr x11, [sp, #280]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-40]
	add x11, x0, #11
	cmp x11, x26
	str d0, [x9, #16400]
	b.hs .LBB_788
	ldr x11, [sp, #272]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-32]
	add x11, x0, #12
	cmp x11, x26
	str d0, [x9, #24600]
	b.hs .LBB_788
	ldr x11, [sp, #264]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-24]
	ldr x11, [sp, #256]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #13
	cmp x11, x26
	b.hs .LBB_788
	ldr x11, [sp, #248]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-16]
	ldr x11, [sp, #240]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #14
	cmp x11, x26
	b.hs .LBB_788
	ldr x11, [sp, #232]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldur d0, [x10, #-8]
	ldr x11, [sp, #224]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #15
	cmp x11, x26
	b.hs .LBB_788
	ldr x11, [sp, #216]
	ldr x12, [sp, #760]
	add x11, x11, x8
	cmp x11, x12
	b.hs .LBB_786
	ldr d0, [x10], #128
	ldr x11, [sp, #208]
	add x0, x0, #16
	add x9, x9, #8
	str d0, [x11, x8, lsl #3]
	add x8, x8, #1
	cmp x8, #1017
	b.ne .LBB_195
.LBB_228:
	ldr x11, [sp, #24]
	mov w8, #16400
	b .LBB_132
.LBB_229:
	add x0, sp, #768
	mov w3, #8
	mov w4, #8
	mov x1, x26
	mov x23, x2
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x20, [sp, #784]
	mov x2, x23
	ldr x23, [sp, #776]
	cmp x2, #2
	add x8, x23, x20, lsl #3
	b.hs .LBB_83
	b .LBB_84
.LBB_231:
	add x8, sp, #768
	mov w3, #8
	mov w4, #8
	mov x1, x26
	add x0, x8, #24
	mov w8, #16400
	sub x2, x8, x26
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x20, [sp, #808]
	ldr x23, [sp, #800]
	mov w9, #16399
	cmp x26, x9
	add x8, x23, x20, lsl #3
	b.ne .LBB_88
	b .LBB_89
.LBB_233:
	mov x9, #64513
	subs x8, x26, x20
	str x20, [sp, #1864]
	movk x9, #49167, lsl #16
	csel x8, xzr, x8, lo
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	str x8, [sp, #1872]
	mov w8, #1024
	str x8, [sp, #1880]
	mov w8, #1
	strb w8, [sp, #1888]
	ldr x0, [sp, #456]
	ldr x4, [sp, #752]
	add x3, sp, #1864
	mov x1, x26
	mov x5, x26
	bl kernel_sliding::wma::periods_into
.LBB_234:
	ldr x8, [sp, #88]
	str x26, [sp, #1744]
	str x8, [sp, #1728]
	ldr x8, [sp, #752]
	str x8, [sp, #1736]
	add x0, sp, #1864
	add x1, sp, #840
	add x2, sp, #1728
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x15, [sp, #48]
	cmp x15, #5
	mov x8, x15
	b.ne .LBB_52
.LBB_236:
	ldr x8, [sp, #408]
	ldr x1, [sp, #16]
	cmp x1, x8
	b.ne .LBB_49
.LBB_237:
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_770
	ldp x0, x1, [x19]
.LBB_239:
	add x8, x0, #1
	mov x20, xzr
	str x26, [sp, #888]
	str x0, [sp, #928]
	str x1, [sp, #936]
	str x8, [x19]
	ldr x8, [sp, #456]
	str x8, [sp, #880]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldp q0, q1, [x8]
	ldr x8, [sp, #144]
	stp q0, q1, [sp, #896]
	cbnz x8, .LBB_248
	ldr x19, [sp, #200]
	mov x8, #9223372036854775800
	cmp x19, x8
	b.hi .LBB_249
	cbz x19, .LBB_250
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w20, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_249
	mov x24, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_817
	mov x25, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_818
	ldr x20, [sp, #760]
	mov x26, x0
	mov x19, x20
	cbz x20, .LBB_251
.LBB_246:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #1
	mov x0, x20
	bl __rustc::__rust_alloc
	cbnz x0, .LBB_252
	ldr x1, [sp, #760]
	mov w0, #1
	bl alloc::raw_vec::handle_error
	b .LBB_819
.LBB_248:
	ldr x19, [sp, #200]
.LBB_249:
	mov x0, x20
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_819
.LBB_250:
	mov w25, #8
	mov w24, #8
	mov x20, x26
	mov w26, #8
	cbnz x20, .LBB_246
.LBB_251:
	mov w0, #1
.LBB_252:
	ldr x8, [sp, #760]
	ldr x21, [sp, #56]
	str x19, [sp, #944]
	mov x20, xzr
	lsl x23, x21, #4
	str x8, [sp, #960]
	str x19, [sp, #968]
	str x8, [sp, #984]
	str x19, [sp, #992]
	mov x19, x8
	str x8, [sp, #1008]
	str x8, [sp, #1016]
	lsr x8, x21, #60
	str x24, [sp, #952]
	str x25, [sp, #976]
	str x26, [sp, #1000]
	str x0, [sp, #1024]
	str xzr, [sp, #1032]
	cbnz x8, .LBB_257
	mov x8, #9223372036854775800
	cmp x23, x8
	b.hi .LBB_257
	cbz x23, .LBB_258
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w20, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	cbz x0, .LBB_257
	str x21, [sp, #1040]
	str x0, [sp, #1048]
	str xzr, [sp, #1056]
	cbnz x21, .LBB_259
	b .LBB_730
.LBB_257:
	mov x0, x20
	mov x1, x23
	bl alloc::raw_vec::handle_error
	b .LBB_819
.LBB_258:
	mov w0, #8
	str xzr, [sp, #1040]
	str x0, [sp, #1048]
	str xzr, [sp, #1056]
	cbz x21, .LBB_730
.LBB_259:
	sub x9, x19, #1
	rdvl x10, #1
	cmp x19, #0
	cset w8, ne
	mov w21, #1025
	ldr x6, [sp, #424]
	str x9, [sp, #24]
	cntd x26
	mov w9, #16
	sub x8, x19, x8
	add x28, sp, #1216
	cntw x24
	add x27, sp, #1344
	add x19, sp, #1472
	add x25, sp, #1600
	lsr x10, x10, #4
	sub x11, x9, x26
	add x8, x8, #63
	rdvl x4, #2
	mov x5, #9221120237041090560
	cmp x10, #8
	csel x22, x11, xzr, lo
	lsr x8, x8, #6
	str x8, [sp, #32]
	sub x8, x29, #64
	whilelo p0.d, xzr, x9
	str p0, [x8, #-1, mul vl]
	mov w8, #2051
	mov x9, #33554432
	index z0.d, #0, x21
	movk x9, #16800, lsl #48
	fmov d8, x9
	str d8, [sp, #440]
	mov z1.d, x8
	mov w8, #4101
	add z1.d, z0.d, z1.d
	mov z2.d, x8
	mov w8, #6151
	mov z3.d, x8
	mov w8, #8201
	mov z4.d, x8
	mov w8, #10251
	mov z5.d, x8
	mov w8, #12301
	mov z6.d, x8
	mov w8, #14351
	mov z7.d, x8
	sub x8, x29, #64
	str z1, [x8, #-11, mul vl]
	add z1.d, z0.d, z2.d
	str z1, [x8, #-12, mul vl]
	add z1.d, z0.d, z3.d
	mov z2.d, x26
	str z1, [x8, #-13, mul vl]
	add z1.d, z0.d, z4.d
	str z1, [x8, #-14, mul vl]
	add z1.d, z0.d, z5.d
	str z1, [x8, #-15, mul vl]
	add z1.d, z0.d, z6.d
	str z1, [x8, #-16, mul vl]
	add z1.d, z0.d, z7.d
	add z0.d, z0.d, #1
	str z1, [x8, #-17, mul vl]
	adrp x8, .LCPI_0
	ldr d1, [x8, :lo12:.LCPI_0]
	sub x8, x29, #64
	str z2, [x8, #-8, mul vl]
	mov z2.d, x24
	str z0, [x8, #-18, mul vl]
	mov z0.d, d1
	str z2, [x8, #-9, mul vl]
	str z1, [x8, #-7, mul vl]
	str z0, [x8, #-10, mul vl]
	adrp x8, .Lanon.1
	add x8, x8, :lo12:.Lanon.1
	str x8, [sp, #8]
.LBB_260:
	ldr x8, [x6], #48
	tbnz x8, #63, .LBB_809
	ldr x11, [sp, #816]
	cbz x11, .LBB_808
	ldr x12, [sp, #824]
	mov x10, x11
	mov x9, x12
.LBB_263:
	ldrh w16, [x10, #362]
	add x15, x10, #8
	add x13, x10, #88
	mov x14, #-1
	lsl x17, x16, #3
.LBB_264:
	cbz x17, .LBB_267
	ldr x18, [x15], #8
	add x13, x13, #24
	add x14, x14, #1
	sub x17, x17, #8
	cmp x8, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_264
	cbnz w18, .LBB_268
	b .LBB_270
.LBB_267:
	mov x14, x16
.LBB_268:
	cbz x9, .LBB_808
	add x10, x10, x14, lsl #3
	sub x9, x9, #1
	ldr x10, [x10, #368]
	b .LBB_263
.LBB_270:
	ldr x8, [sp, #424]
	ldr x8, [x8, #8]
	tbnz x8, #63, .LBB_809
	ldp x10, x9, [x13, #-8]
	mov x13, x12
	mov x14, x11
.LBB_272:
	ldrh w18, [x14, #362]
	add x17, x14, #8
	add x15, x14, #88
	mov x16, #-1
	lsl x0, x18, #3
.LBB_273:
	cbz x0, .LBB_276
	ldr x1, [x17], #8
	add x15, x15, #24
	add x16, x16, #1
	sub x0, x0, #8
	cmp x8, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_273
	cbnz w1, .LBB_277
	b .LBB_279
.LBB_276:
	mov x16, x18
.LBB_277:
	cbz x13, .LBB_808
	add x14, x14, x16, lsl #3
	sub x13, x13, #1
	ldr x14, [x14, #368]
	b .LBB_272
.LBB_279:
	ldr x8, [sp, #424]
	ldr x14, [x8, #32]
	tbnz x14, #63, .LBB_809
	ldp x13, x8, [x15, #-8]
	mov x15, x12
	mov x16, x11
.LBB_281:
	ldrh w1, [x16, #362]
	add x0, x16, #8
	add x17, x16, #88
	mov x18, #-1
	lsl x2, x1, #3
.LBB_282:
	cbz x2, .LBB_285
	ldr x3, [x0], #8
	add x17, x17, #24
	add x18, x18, #1
	sub x2, x2, #8
	cmp x14, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_282
	cbnz w3, .LBB_286
	b .LBB_288
.LBB_285:
	mov x18, x1
.LBB_286:
	cbz x15, .LBB_808
	add x16, x16, x18, lsl #3
	sub x15, x15, #1
	ldr x16, [x16, #368]
	b .LBB_281
.LBB_288:
	ldr x14, [sp, #424]
	ldr x14, [x14, #40]
	tbnz x14, #63, .LBB_809
	ldp x23, x15, [x17, #-8]
	mov x16, x11
	str x15, [sp, #120]
	mov x15, x12
.LBB_290:
	ldrh w1, [x16, #362]
	add x0, x16, #8
	add x17, x16, #88
	mov x18, #-1
	lsl x2, x1, #3
.LBB_291:
	cbz x2, .LBB_294
	ldr x3, [x0], #8
	add x17, x17, #24
	add x18, x18, #1
	sub x2, x2, #8
	cmp x14, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_291
	cbnz w3, .LBB_295
	b .LBB_297
.LBB_294:
	mov x18, x1
.LBB_295:
	cbz x15, .LBB_808
	add x16, x16, x18, lsl #3
	sub x15, x15, #1
	ldr x16, [x16, #368]
	b .LBB_290
.LBB_297:
	ldr x14, [sp, #424]
	ldr x14, [x14, #24]
	str x14, [sp, #200]
	tbnz x14, #63, .LBB_809
	ldp x2, x14, [x17, #-8]
	ldr x1, [sp, #200]
	str x14, [sp, #112]
.LBB_299:
	ldrh w17, [x11, #362]
	add x16, x11, #8
	add x15, x11, #88
	mov x14, #-1
	lsl x18, x17, #3
.LBB_300:
	cbz x18, .LBB_303
	ldr x0, [x16], #8
	add x15, x15, #24
	add x14, x14, #1
	sub x18, x18, #8
	cmp x1, x0
	cset w0, hi
	csinv w0, w0, wzr, hs
	and w0, w0, #0xff
	cmp w0, #1
	b.eq .LBB_300
	cbnz w0, .LBB_304
	b .LBB_306
.LBB_303:
	mov x14, x17
.LBB_304:
	cbz x12, .LBB_808
	add x11, x11, x14, lsl #3
	sub x12, x12, #1
	ldr x11, [x11, #368]
	b .LBB_299
.LBB_306:
	ldur x11, [x15, #-8]
	ldr x20, [sp, #960]
	str x11, [sp, #64]
	ldr x11, [x15]
	stp x2, x11, [sp, #88]
	ldr x11, [sp, #952]
	str x11, [sp, #448]
	lsl x11, x20, #3
	cbz x20, .LBB_318
	sub x14, x11, #8
	cmp x9, x8
	csel x12, x9, x8, lo
	lsr x14, x14, #3
	cmp x12, x14
	csel x16, x12, x14, lo
	cmp x16, x24
	b.hs .LBB_310
	ldr x0, [sp, #448]
	mov x12, xzr
.LBB_309:
	mov x14, x0
	b .LBB_314
.LBB_310:
	ldr x0, [sp, #448]
	mov x12, xzr
	sub x14, x0, x13
	cmp x14, x4
	b.lo .LBB_309
	sub x14, x0, x10
	cmp x14, x4
	mov x14, x0
	b.lo .LBB_314
	add x12, x16, #1
	ptrue p0.b
	mov x15, xzr
	udiv x14, x12, x24
	msub x14, x14, x24, x12
	cmp x14, #0
	csel x14, x24, x14, eq
	sub x12, x12, x14
	add x14, x0, x12, lsl #3
	mov x16, x12
.LBB_313:
	add x18, x13, x15
	ld1b { z0.b }, p0/z, [x13, x15]
	ld1b { z2.b }, p0/z, [x10, x15]
	add x17, x0, x15
	subs x16, x16, x24
	fadd z0.d, z0.d, z0.d
	ldr z1, [x18, #1, mul vl]
	add x18, x10, x15
	ldr z3, [x18, #1, mul vl]
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x0, x15]
	add x15, x15, x4
	str z1, [x17, #1, mul vl]
	b.ne .LBB_313
.LBB_314:
	add x15, x0, x20, lsl #3
.LBB_315:
	cmp x8, x12
	b.eq .LBB_800
	cmp x9, x12
	b.eq .LBB_801
	ldr d0, [x13, x12, lsl #3]
	ldr d1, [x10, x12, lsl #3]
	add x12, x12, #1
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x14], #8
	cmp x14, x15
	b.ne .LBB_315
.LBB_318:
	ldr x8, [sp, #424]
	ldr x8, [x8, #16]
	str x8, [sp, #216]
	tbnz x8, #63, .LBB_809
	ldr x8, [sp, #976]
	ldr x9, [sp, #448]
	str x20, [sp, #1064]
	str x8, [sp, #752]
	ldr x8, [sp, #984]
	cmp x20, x8
	str x8, [sp, #1072]
	b.ne .LBB_774
	ldr x8, [sp, #216]
	cbz x8, .LBB_775
	mov x8, xzr
	cbz x20, .LBB_325
.LBB_322:
	ldr d0, [x9, x8, lsl #3]
	fcmp d0, d0
	b.vc .LBB_325
	add x8, x8, #1
	subs x11, x11, #8
	b.ne .LBB_322
	mov x8, x20
.LBB_325:
	ldr x9, [sp, #216]
	ldr x10, [sp, #752]
	str x6, [sp, #48]
	add x8, x9, x8
	sub x9, x8, #1
	cmp x20, x9
	csel x11, x20, x9, lo
	lsl x8, x11, #3
	add x12, x10, x11, lsl #3
	mov x14, x11
	str x12, [sp, #432]
	cbz x11, .LBB_331
	sub x10, x8, #8
	lsr x10, x10, #3
	add x11, x10, #1
	ldr x10, [sp, #752]
	cmp x11, x24
	b.lo .LBB_330
	udiv x10, x11, x24
	ldr x13, [sp, #752]
	mov z0.d, #0x7ff8000000000000
	mul x12, x10, x24
	sub x11, x11, x12
	add x10, x13, x12, lsl #3
.LBB_328:
	str z0, [x13]
	str z0, [x13, #1, mul vl]
	subs x12, x12, x24
	add x13, x13, x4
	b.ne .LBB_328
	ldr x12, [sp, #432]
	cbz x11, .LBB_331
.LBB_330:
	str x5, [x10], #8
	cmp x10, x12
	b.ne .LBB_330
.LBB_331:
	cmp x9, x20
	mov x9, #33554432
	movk x9, #16800, lsl #48
	mov z0.d, x9
	sub x9, x29, #64
	str z0, [x9, #-2, mul vl]
	b.hs .LBB_500
	ldr x11, [sp, #216]
	dup v3.2d, x20
	mov x12, x14
	str x23, [sp, #56]
	fmov d1, #1.00000000
	madd x9, x11, x11, x11
	lsl x10, x11, #4
	ucvtf d2, x11
	ucvtf d0, x9, #1
	mov x9, #1152921504606846975
	add x9, x11, x9
	str x9, [sp, #736]
	lsl x9, x11, #7
	add x11, x10, #4, lsl #12
	str x9, [sp, #160]
	sub x9, x20, x14
	fdiv d1, d1, d0
	dup v0.2d, v0.d[0]
	str x9, [sp, #208]
	mov w9, #15383
	add x9, x14, x9
	stp q3, q0, [sp, #128]
	str x9, [sp, #240]
	ldr x9, [sp, #752]
	add x8, x9, x8
	mov w9, #14358
	add x9, x14, x9
	str x9, [sp, #256]
	mov w9, #13333
	add x9, x14, x9
	str x9, [sp, #272]
	mov w9, #12308
	add x9, x14, x9
	str x9, [sp, #288]
	and x9, x10, #0xffffffffffffff0
	mov z0.d, d1
	stp x9, x11, [sp, #184]
	mov w9, #57528
	movk w9, #1, lsl #16
	add x9, x8, x9
	stp x10, x9, [sp, #224]
	mov w9, #49328
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #248]
	mov w9, #41128
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #264]
	sub x9, x29, #64
	str z2, [x9, #-3, mul vl]
	mov z2.d, d2
	str z1, [x9, #-4, mul vl]
	str z0, [x9, #-6, mul vl]
	str z2, [x9, #-5, mul vl]
	mov w9, #32928
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #280]
	mov w9, #11283
	add x9, x14, x9
	str x9, [sp, #296]
	mov w9, #10258
	add x9, x14, x9
	str x9, [sp, #304]
	mov w9, #9233
	add x9, x14, x9
	str x9, [sp, #312]
	mov w9, #8208
	add x9, x14, x9
	str x9, [sp, #416]
	mov w9, #7183
	add x9, x14, x9
	str x9, [sp, #328]
	mov w9, #57464
	add x9, x8, x9
	str x9, [sp, #320]
	mov w9, #6158
	add x9, x14, x9
	str x9, [sp, #344]
	mov w9, #49264
	add x9, x8, x9
	str x9, [sp, #336]
	mov w9, #5133
	add x9, x14, x9
	str x9, [sp, #360]
	mov w9, #41064
	add x9, x8, x9
	str x9, [sp, #352]
	mov w9, #4108
	add x9, x14, x9
	str x9, [sp, #376]
	mov w9, #32864
	add x9, x8, x9
	str x9, [sp, #368]
	mov w9, #24664
	add x9, x8, x9
	str x9, [sp, #384]
	mov w9, #16464
	add x9, x8, x9
	str x9, [sp, #392]
	mov w9, #8264
	add x8, x8, x9
	str x8, [sp, #400]
	b .LBB_334
.LBB_333:
	ldr x10, [sp, #208]
	mov x9, #-16400
	mov w8, #16400
	ldr x12, [sp, #744]
	ldr x23, [sp, #56]
	cntd x26
	rdvl x4, #2
	mov x5, #9221120237041090560
	add x10, x10, x9
	add x12, x12, x8
	str x10, [sp, #208]
	ldp x10, x9, [sp, #232]
	cmp x12, x20
	add x9, x9, x8
	str x9, [sp, #240]
	mov w9, #128
	movk w9, #2, lsl #16
	add x10, x10, x9
	str x10, [sp, #232]
	ldr x10, [sp, #256]
	add x10, x10, x8
	str x10, [sp, #256]
	ldr x10, [sp, #248]
	add x10, x10, x9
	str x10, [sp, #248]
	ldr x10, [sp, #272]
	add x10, x10, x8
	str x10, [sp, #272]
	ldr x10, [sp, #264]
	add x10, x10, x9
	str x10, [sp, #264]
	ldr x10, [sp, #288]
	add x10, x10, x8
	str x10, [sp, #288]
	ldr x10, [sp, #280]
	add x10, x10, x9
	str x10, [sp, #280]
	ldr x10, [sp, #296]
	add x10, x10, x8
	str x10, [sp, #296]
	ldr x10, [sp, #304]
	add x10, x10, x8
	str x10, [sp, #304]
	ldr x10, [sp, #312]
	add x10, x10, x8
	str x10, [sp, #312]
	ldr x10, [sp, #416]
	add x10, x10, x8
	str x10, [sp, #416]
	ldr x10, [sp, #328]
	add x10, x10, x8
	str x10, [sp, #328]
	ldr x10, [sp, #320]
	add x10, x10, x9
	str x10, [sp, #320]
	ldr x10, [sp, #344]
	add x10, x10, x8
	str x10, [sp, #344]
	ldr x10, [sp, #336]
	add x10, x10, x9
	str x10, [sp, #336]
	ldr x10, [sp, #360]
	add x10, x10, x8
	str x10, [sp, #360]
	ldr x10, [sp, #352]
	add x10, x10, x9
	str x10, [sp, #352]
	ldr x10, [sp, #376]
	add x10, x10, x8
	ldr x8, [sp, #368]
	add x8, x8, x9
	stp x8, x10, [sp, #368]
	ldr x8, [sp, #384]
	add x8, x8, x9
	str x8, [sp, #384]
	ldr x8, [sp, #392]
	add x8, x8, x9
	str x8, [sp, #392]
	ldr x8, [sp, #400]
	add x8, x8, x9
	str x8, [sp, #400]
	ldr x8, [sp, #432]
	add x8, x8, x9
	str x8, [sp, #432]
	b.hs .LBB_500
.LBB_334:
	mov x9, #64513
	sub x8, x20, x12
	str x12, [sp, #744]
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	cmp x8, #8
	b.lo .LBB_498
	ldr x9, [sp, #784]
	ldr x8, [sp, #192]
	subs x2, x8, x9
	ldr x8, [sp, #224]
	add x24, x8, #4, lsl #12
	b.ls .LBB_340
	ldr x8, [sp, #768]
	sub x8, x8, x9
	cmp x2, x8
	b.hi .LBB_494
	mov x21, x9
	ldr x23, [sp, #776]
	cmp x2, #2
	add x8, x23, x9, lsl #3
	b.lo .LBB_339
.LBB_338:
	ldr x24, [sp, #192]
	mvn x8, x9
	str x2, [sp, #728]
	add x0, x23, x21, lsl #3
	str x9, [sp, #720]
	mov w1, wzr
	add x8, x24, x8
	lsl x2, x8, #3
	bl memset
	ldr x9, [sp, #720]
	add x8, x21, x24
	sub x8, x8, x9
	ldr x9, [sp, #728]
	add x8, x23, x8, lsl #3
	sub x8, x8, #8
	add x9, x9, x21
	sub x21, x9, #1
.LBB_339:
	add x24, x21, #1
	str xzr, [x8]
.LBB_340:
	ldr x10, [sp, #808]
	str x24, [sp, #784]
	lsr x8, x10, #4
	cmp x8, #1024
	b.hi .LBB_345
	ldr x9, [sp, #792]
	mov w8, #16400
	sub x8, x8, x10
	sub x9, x9, x10
	cmp x8, x9
	b.hi .LBB_496
	mov x21, x10
	mov w24, #16399
	ldr x23, [sp, #800]
	cmp x10, x24
	add x8, x23, x10, lsl #3
	b.eq .LBB_344
.LBB_343:
	mov w8, #120
	add x0, x23, x21, lsl #3
	str x10, [sp, #728]
	mov w1, wzr
	movk w8, #2, lsl #16
	sub x2, x8, x10, lsl #3
	bl memset
	ldr x8, [sp, #728]
	mov w10, #120
	movk w10, #2, lsl #16
	sub x9, x21, x8
	add x8, x23, x9, lsl #3
	add x21, x9, x24
	add x8, x8, x10
.LBB_344:
	ldr x24, [sp, #784]
	add x23, x21, #1
	str xzr, [x8]
	b .LBB_346
.LBB_345:
	mov w23, #16400
.LBB_346:
	ldr x8, [sp, #216]
	ldr x9, [sp, #744]
	ldr x21, [sp, #776]
	lsr x14, x24, #4
	cmp x24, #128
	sub x8, x9, x8
	str x23, [sp, #808]
	str xzr, [sp, #1472]
	dup v0.2d, x8
	sub x8, x29, #64
	ldr z1, [x8, #-18, mul vl]
	ldr z2, [x8, #-11, mul vl]
	ldr z3, [x8, #-12, mul vl]
	ldr z4, [x8, #-13, mul vl]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	add v3.2d, v0.2d, v3.2d
	add v4.2d, v0.2d, v4.2d
	str q1, [sp, #1088]
	str q2, [sp, #1104]
	ldr z1, [x8, #-14, mul vl]
	ldr z2, [x8, #-15, mul vl]
	str q3, [sp, #1120]
	str q4, [sp, #1136]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1152]
	str q2, [sp, #1168]
	ldr z1, [x8, #-16, mul vl]
	ldr z2, [x8, #-17, mul vl]
	add v1.2d, v0.2d, v1.2d
	add v0.2d, v0.2d, v2.2d
	str q1, [sp, #1184]
	str q0, [sp, #1200]
	b.lo .LBB_348
	ldr x8, [sp, #1088]
	add x8, x8, #8
	cmp x8, x20
	b.ls .LBB_421
.LBB_348:
	mov x9, xzr
.LBB_349:
	cmp x9, x14
	b.hs .LBB_370
	add x8, x21, x9, lsl #7
	lsl x0, x9, #4
	neg x10, x9, lsl #4
	add x11, x8, #64
.LBB_351:
	cmp x0, x24
	b.hi .LBB_756
	add x8, x24, x10
	cmp x8, #16
	b.lo .LBB_757
	ldr x8, [sp, #1088]
	sub x13, x20, #1
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr x12, [sp, #448]
	ldr d0, [x12, x8, lsl #3]
	stur d0, [x11, #-64]
	ldr x8, [sp, #1096]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	stur d0, [x11, #-56]
	ldr x8, [sp, #1104]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	stur d0, [x11, #-48]
	ldr x8, [sp, #1112]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	stur d0, [x11, #-40]
	ldr x8, [sp, #1120]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	stur d0, [x11, #-32]
	ldr x8, [sp, #1128]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	stur d0, [x11, #-24]
	ldr x8, [sp, #1136]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	stur d0, [x11, #-16]
	ldr x8, [sp, #1144]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	stur d0, [x11, #-8]
	ldr x8, [sp, #1152]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	str d0, [x11]
	ldr x8, [sp, #1160]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	str d0, [x11, #8]
	ldr x8, [sp, #1168]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	str d0, [x11, #16]
	ldr x8, [sp, #1176]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	str d0, [x11, #24]
	ldr x8, [sp, #1184]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	str d0, [x11, #32]
	ldr x8, [sp, #1192]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	str d0, [x11, #40]
	ldr x8, [sp, #1200]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	str d0, [x11, #48]
	ldr x8, [sp, #1208]
	add x8, x9, x8
	cmp x13, x8
	csel x8, x13, x8, lo
	cmp x8, x20
	b.hs .LBB_783
	ldr d0, [x12, x8, lsl #3]
	add x9, x9, #1
	add x0, x0, #16
	sub x10, x10, #16
	cmp x14, x9
	str d0, [x11, #56]
	add x11, x11, #128
	b.ne .LBB_351
.LBB_370:
	ldr x1, [sp, #224]
	movi v0.2d, #0000000000000000
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	cmp x1, x24
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1296]
	str q0, [sp, #1280]
	str q0, [sp, #1264]
	str q0, [sp, #1248]
	str q0, [sp, #1232]
	str q0, [sp, #1216]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1520]
	str q0, [sp, #1504]
	str q0, [sp, #1488]
	str q0, [sp, #1472]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1680]
	str q0, [sp, #1664]
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	b.hi .LBB_769
	ldr x8, [sp, #184]
	cbz x8, .LBB_376
	ldr x9, [sp, #224]
	mov x8, xzr
	mov x10, x21
	and x9, x9, #0xffffffffffffff0
.LBB_373:
	sub x12, x29, #64
	sub x13, x29, #64
	add x8, x8, #1
	mov x11, xzr
	ldr p0, [x12, #-1, mul vl]
	ldr z19, [x13, #-2, mul vl]
	ucvtf d0, x8
	add x12, sp, #1728
	mov z0.d, d0
.LBB_374:
	ld1d { z1.d }, p0/z, [x10, x11, lsl #3]
	ld1d { z3.d }, p0/z, [x12, x11, lsl #3]
	fmul z2.d, z1.d, z0.d
	fmul z6.d, z1.d, z19.d
	ld1d { z4.d }, p0/z, [x19, x11, lsl #3]
	ld1d { z5.d }, p0/z, [x25, x11, lsl #3]
	fadd z2.d, z3.d, z2.d
	fsub z7.d, z6.d, z1.d
	ld1d { z3.d }, p0/z, [x27, x11, lsl #3]
	st1d { z2.d }, p0, [x12, x11, lsl #3]
	ld1d { z2.d }, p0/z, [x28, x11, lsl #3]
	fsub z6.d, z6.d, z7.d
	fsub z7.d, z1.d, z6.d
	fmul z6.d, z6.d, z0.d
	fadd z16.d, z2.d, z6.d
	fsub z17.d, z16.d, z2.d
	st1d { z16.d }, p0, [x28, x11, lsl #3]
	fsub z18.d, z16.d, z17.d
	fsub z6.d, z6.d, z17.d
	fsub z2.d, z2.d, z18.d
	fadd z2.d, z6.d, z2.d
	fmul z6.d, z7.d, z0.d
	fadd z2.d, z6.d, z2.d
	fadd z2.d, z3.d, z2.d
	fadd z3.d, z1.d, z4.d
	fsub z6.d, z3.d, z4.d
	st1d { z2.d }, p0, [x27, x11, lsl #3]
	st1d { z3.d }, p0, [x19, x11, lsl #3]
	fsub z7.d, z3.d, z6.d
	fsub z1.d, z1.d, z6.d
	fsub z4.d, z4.d, z7.d
	fadd z1.d, z1.d, z4.d
	fadd z1.d, z5.d, z1.d
	st1d { z1.d }, p0, [x25, x11, lsl #3]
	whilelo p0.d, x11, x22
	add x11, x11, x26
	b.mi .LBB_374
	add x10, x10, #128
	subs x9, x9, #16
	b.ne .LBB_373
.LBB_376:
	subs x9, x23, #16
	b.lo .LBB_776
	ldr q0, [sp, #1728]
	ldr q1, [sp, #144]
	ldr x26, [sp, #800]
	rdvl x12, #1
	lsr x9, x9, #4
	add x9, x9, #1
	ldr x13, [sp, #160]
	add x8, x26, #128
	add x11, x13, x21
	sub x10, x8, x21
	sub x11, x8, x11
	fdiv v0.2d, v0.2d, v1.2d
	cmp x10, x12
	ccmp x11, x12, #0, hs
	add x11, x21, x13
	mov w12, #1
	cset w10, lo
	str q0, [x26]
	ldr q0, [sp, #1744]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x26, #16]
	ldr q0, [sp, #1760]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x26, #32]
	ldr q0, [sp, #1776]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x26, #48]
	ldr q0, [sp, #1792]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x26, #64]
	ldr q0, [sp, #1808]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x26, #80]
	ldr q0, [sp, #1824]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x26, #96]
	ldr q0, [sp, #1840]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x26, #112]
	b .LBB_379
.LBB_378:
	add x12, x12, #1
	add x8, x8, #128
	add x21, x21, #128
	add x11, x11, #128
	cmp x12, #1025
	b.eq .LBB_389
.LBB_379:
	ldr x13, [sp, #736]
	add x13, x13, x12
	lsl x0, x13, #4
	cmp x24, x13, lsl #4
	b.lo .LBB_749
	sub x13, x24, x0
	cmp x13, #16
	b.lo .LBB_750
	lsl x14, x12, #4
	sub x0, x14, #16
	subs x13, x24, x0
	b.lo .LBB_751
	cmp x13, #16
	b.lo .LBB_752
	subs x13, x23, x14
	b.lo .LBB_755
	cmp x12, x9
	b.eq .LBB_753
	mov x13, xzr
	tbz w10, #0, .LBB_387
.LBB_386:
	ldr d4, [x11, x13]
	sub x14, x29, #64
	ldr d0, [x28, x13]
	ldr d2, [x19, x13]
	fmul d6, d4, d8
	ldr z20, [x14, #-3, mul vl]
	ldr d3, [x25, x13]
	ldr d1, [x27, x13]
	ldr d5, [x21, x13]
	fsub d7, d6, d4
	fsub d6, d6, d7
	fsub d7, d4, d6
	fmul d6, d6, d20
	fadd d16, d0, d6
	fsub d17, d16, d0
	fsub d18, d16, d17
	fsub d6, d6, d17
	fsub d17, d16, d2
	fsub d0, d0, d18
	fsub d18, d17, d16
	str d17, [x28, x13]
	fadd d0, d6, d0
	fneg d6, d2
	fsub d19, d17, d18
	fsub d16, d16, d19
	fsub d6, d6, d18
	fadd d6, d6, d16
	fadd d0, d0, d6
	fmul d6, d7, d20
	fsub d6, d6, d3
	fadd d0, d6, d0
	fadd d0, d1, d0
	fadd d1, d2, d4
	fsub d6, d1, d2
	str d0, [x27, x13]
	fadd d0, d17, d0
	fsub d7, d1, d6
	fsub d4, d4, d6
	fsub d2, d2, d7
	fadd d2, d4, d2
	fneg d4, d5
	fsub d5, d1, d5
	fsub d6, d5, d1
	str d5, [x19, x13]
	fsub d7, d5, d6
	fsub d4, d4, d6
	fsub d1, d1, d7
	fadd d1, d4, d1
	fadd d1, d2, d1
	fadd d1, d3, d1
	str d1, [x25, x13]
	ldr z1, [x14, #-4, mul vl]
	fmul d0, d1, d0
	str d0, [x8, x13]
	add x13, x13, #8
	cmp x13, #128
	b.ne .LBB_386
	b .LBB_378
.LBB_387:
	sub x14, x29, #64
	ldr p0, [x14, #-1, mul vl]
.LBB_388:
	sub x14, x29, #64
	ld1d { z4.d }, p0/z, [x11, x13, lsl #3]
	ld1d { z0.d }, p0/z, [x28, x13, lsl #3]
	ptrue p1.d
	ld1d { z2.d }, p0/z, [x19, x13, lsl #3]
	ld1d { z3.d }, p0/z, [x25, x13, lsl #3]
	ld1d { z1.d }, p0/z, [x27, x13, lsl #3]
	ld1d { z5.d }, p0/z, [x21, x13, lsl #3]
	ldr z6, [x14, #-2, mul vl]
	fmul z6.d, z4.d, z6.d
	ldr z20, [x14, #-5, mul vl]
	fsub z7.d, z6.d, z4.d
	fsub z6.d, z6.d, z7.d
	fsub z7.d, z4.d, z6.d
	fmul z6.d, z6.d, z20.d
	fadd z16.d, z0.d, z6.d
	fsub z17.d, z16.d, z0.d
	fsub z18.d, z16.d, z17.d
	fsub z6.d, z6.d, z17.d
	fsub z17.d, z16.d, z2.d
	fsub z0.d, z0.d, z18.d
	fsub z18.d, z17.d, z16.d
	st1d { z17.d }, p0, [x28, x13, lsl #3]
	fadd z0.d, z6.d, z0.d
	movprfx z6, z2
	fneg z6.d, p1/m, z2.d
	fsub z19.d, z17.d, z18.d
	fsub z16.d, z16.d, z19.d
	fsub z6.d, z6.d, z18.d
	fadd z6.d, z6.d, z16.d
	fadd z0.d, z0.d, z6.d
	fmul z6.d, z7.d, z20.d
	fsub z6.d, z6.d, z3.d
	fadd z0.d, z6.d, z0.d
	fadd z0.d, z1.d, z0.d
	fadd z1.d, z2.d, z4.d
	fsub z6.d, z1.d, z2.d
	st1d { z0.d }, p0, [x27, x13, lsl #3]
	fadd z0.d, z17.d, z0.d
	fsub z7.d, z1.d, z6.d
	fsub z4.d, z4.d, z6.d
	fsub z2.d, z2.d, z7.d
	fadd z2.d, z4.d, z2.d
	movprfx z4, z5
	fneg z4.d, p1/m, z5.d
	fsub z5.d, z1.d, z5.d
	fsub z6.d, z5.d, z1.d
	fsub z7.d, z5.d, z6.d
	fsub z4.d, z4.d, z6.d
	st1d { z5.d }, p0, [x19, x13, lsl #3]
	fsub z1.d, z1.d, z7.d
	fadd z1.d, z4.d, z1.d
	fadd z1.d, z2.d, z1.d
	fadd z1.d, z3.d, z1.d
	st1d { z1.d }, p0, [x25, x13, lsl #3]
	ldr z1, [x14, #-6, mul vl]
	cntd x14
	fmul z0.d, z1.d, z0.d
	st1d { z0.d }, p0, [x8, x13, lsl #3]
	whilelo p0.d, x13, x22
	add x13, x13, x14
	b.mi .LBB_388
	b .LBB_378
.LBB_389:
	ldr x8, [sp, #744]
	mov w21, #1025
	index z2.d, #0, x21
	mov z6.d, x21
	add z6.d, z2.d, z6.d
	dup v0.2d, x8
	mov w8, #15375
	mov z1.d, x8
	mov w8, #13325
	mov z3.d, x8
	mov w8, #9225
	mov z4.d, x8
	mov w8, #11275
	mov z5.d, x8
	mov w8, #3075
	mov z7.d, x8
	mov w8, #5125
	add z1.d, z2.d, z1.d
	add z3.d, z2.d, z3.d
	mov z16.d, x8
	mov w8, #7175
	add z4.d, z2.d, z4.d
	mov z17.d, x8
	add z5.d, z2.d, z5.d
	add v1.2d, v0.2d, v1.2d
	add v3.2d, v0.2d, v3.2d
	add v6.2d, v0.2d, v6.2d
	add z7.d, z2.d, z7.d
	add v4.2d, v0.2d, v4.2d
	add z16.d, z2.d, z16.d
	add v5.2d, v0.2d, v5.2d
	add z2.d, z2.d, z17.d
	ldr q17, [sp, #128]
	add v7.2d, v0.2d, v7.2d
	add v16.2d, v0.2d, v16.2d
	add v0.2d, v0.2d, v2.2d
	cmhi v0.2d, v0.2d, v17.2d
	cmhi v2.2d, v16.2d, v17.2d
	cmhi v6.2d, v6.2d, v17.2d
	cmhi v4.2d, v4.2d, v17.2d
	cmhi v3.2d, v3.2d, v17.2d
	cmhi v1.2d, v1.2d, v17.2d
	uzp1 v0.4s, v2.4s, v0.4s
	cmhi v2.2d, v7.2d, v17.2d
	uzp1 v1.4s, v3.4s, v1.4s
	uzp1 v2.4s, v6.4s, v2.4s
	uzp1 v0.8h, v2.8h, v0.8h
	cmhi v2.2d, v5.2d, v17.2d
	uzp1 v2.4s, v4.4s, v2.4s
	uzp1 v1.8h, v2.8h, v1.8h
	uzp1 v0.16b, v0.16b, v1.16b
	umaxv b0, v0.16b
	fmov w8, s0
	tbz w8, #0, .LBB_398
	ldr x11, [sp, #208]
	mov x8, xzr
	cntw x24
.LBB_391:
	ldr x12, [sp, #744]
	add x10, x8, x8, lsl #10
	subs x9, x11, #1025
	csel x11, x11, x21, lo
	add x0, x10, x12
	subs x10, x20, x0
	b.ls .LBB_333
	cmp x10, #1025
	csel x10, x10, x21, lo
	adds x10, x10, x0
	b.hs .LBB_758
	cmp x10, x20
	b.hi .LBB_758
	ldr x12, [sp, #752]
	add x10, x8, #1
	lsl x11, x11, #3
	add x12, x12, x0, lsl #3
.LBB_395:
	cmp x8, x23
	b.hs .LBB_782
	ldr d0, [x26, x8, lsl #3]
	add x8, x8, #16
	subs x11, x11, #8
	str d0, [x12], #8
	b.ne .LBB_395
	cmp x10, #16
	mov x11, x9
	mov x8, x10
	b.ne .LBB_391
	b .LBB_333
.LBB_398:
	str wzr, [sp, #592]
	mov x8, xzr
	str xzr, [sp, #1080]
	b .LBB_401
.LBB_399:
	add x8, x21, #8
.LBB_400:
	eor w11, w11, #0x1
	str w11, [sp, #592]
.LBB_401:
	mov x21, x8
	str x8, [sp, #1856]
	add x8, sp, #1080
	str x26, [sp, #2376]
	str x23, [sp, #2384]
	str x8, [sp, #2392]
	add x8, sp, #1856
	str x8, [sp, #2400]
	add x0, sp, #1864
	add x1, sp, #2376
	bl core::array::try_from_fn
	ldr x9, [sp, #1856]
	ldr x8, [sp, #1080]
	ldr x10, [sp, #744]
	add x9, x9, x9, lsl #10
	add x8, x8, x10
	add x0, x8, x9
	subs x24, x20, x0
	b.lo .LBB_743
	cmp x24, #8
	b.lo .LBB_736
	ldr d1, [sp, #2016]
	ldr d0, [sp, #1864]
	ldr d3, [sp, #1984]
	ldr d4, [sp, #2112]
	ldr d15, [sp, #2360]
	ldr x10, [sp, #752]
	add x10, x10, x0, lsl #3
	ldr d2, [sp, #1872]
	ldr d5, [sp, #1936]
	ldr d9, [sp, #1944]
	ldr d7, [sp, #2000]
	ldr d18, [sp, #2064]
	ldr d13, [sp, #2120]
	ldr d28, [sp, #2128]
	ldr d24, [sp, #2136]
	ldr d20, [sp, #2144]
	ldr d6, [sp, #2152]
	ldr d10, [sp, #2160]
	ldr d12, [sp, #2184]
	ldr d29, [sp, #2192]
	ldr d25, [sp, #2200]
	ldr d21, [sp, #2208]
	ldr d16, [sp, #2216]
	ldr d8, [sp, #2224]
	ldr d14, [sp, #2248]
	ldr d30, [sp, #2256]
	ldr d26, [sp, #2264]
	ldr d22, [sp, #2272]
	ldr d17, [sp, #2280]
	ldr d11, [sp, #2312]
	ldr d31, [sp, #2320]
	ldr d27, [sp, #2328]
	ldr d23, [sp, #2336]
	ldr d19, [sp, #2344]
	str d1, [sp, #672]
	ldr d1, [sp, #2024]
	str d0, [sp, #728]
	ldr d0, [sp, #1880]
	str d15, [sp, #528]
	ldr d15, [sp, #2368]
	str d1, [sp, #640]
	ldr d1, [sp, #2032]
	str d0, [sp, #696]
	ldr d0, [sp, #1888]
	str d15, [sp, #464]
	ldr d15, [sp, #728]
	str d1, [sp, #608]
	ldr d1, [sp, #2040]
	str d0, [sp, #688]
	ldr d0, [sp, #1896]
	str d1, [sp, #568]
	ldr d1, [sp, #2048]
	str d0, [sp, #656]
	ldr d0, [sp, #1904]
	stp d1, d3, [sp, #504]
	ldr d1, [sp, #2056]
	str d0, [sp, #624]
	ldr d0, [sp, #1912]
	ldr d3, [sp, #2072]
	str d1, [sp, #704]
	ldr d1, [sp, #2080]
	str d0, [sp, #584]
	ldr d0, [sp, #1920]
	str d1, [sp, #664]
	ldr d1, [sp, #2088]
	str d0, [sp, #520]
	ldr d0, [sp, #1928]
	str d1, [sp, #632]
	ldr d1, [sp, #2096]
	str d0, [sp, #720]
	ldr d0, [sp, #1952]
	str d1, [sp, #600]
	ldr d1, [sp, #2104]
	str d0, [sp, #680]
	ldr d0, [sp, #1960]
	str d1, [sp, #560]
	ldr d1, [sp, #2168]
	str d0, [sp, #648]
	ldr d0, [sp, #1968]
	str d1, [sp, #552]
	ldr d1, [sp, #2176]
	str d0, [sp, #616]
	ldr d0, [sp, #1976]
	stp d1, d4, [sp, #488]
	ldr d1, [sp, #2232]
	ldr d4, [sp, #2296]
	str d0, [sp, #576]
	ldr d0, [sp, #1992]
	str d1, [sp, #544]
	ldr d1, [sp, #2240]
	str d4, [sp, #536]
	ldr d4, [sp, #2304]
	str d0, [sp, #712]
	ldr d0, [sp, #2008]
	stp d4, d1, [sp, #472]
	ldr d1, [sp, #2288]
	ldr d4, [sp, #2352]
	str d15, [x10]
	ldr d15, [sp, #720]
	stp d12, d14, [x10, #40]
	str d11, [x10, #56]
	str d15, [x10, #8]
	ldr d15, [sp, #712]
	str d15, [x10, #16]
	ldr d15, [sp, #704]
	stp d15, d13, [x10, #24]
	add x10, x9, x8
	add x0, x10, #1025
	subs x24, x20, x0
	b.lo .LBB_743
	cmp x24, #8
	b.lo .LBB_736
	ldr x10, [sp, #752]
	add x11, x9, x8
	add x10, x10, x0, lsl #3
	add x0, x11, #2050
	subs x24, x20, x0
	stp d2, d5, [x10]
	stp d7, d18, [x10, #16]
	stp d28, d29, [x10, #32]
	stp d30, d31, [x10, #48]
	b.lo .LBB_743
	cmp x24, #8
	b.lo .LBB_736
	ldr x10, [sp, #752]
	ldr d2, [sp, #696]
	add x11, x9, x8
	add x10, x10, x0, lsl #3
	add x0, x11, #3075
	subs x24, x20, x0
	stp d0, d3, [x10, #16]
	stp d24, d25, [x10, #32]
	stp d26, d27, [x10, #48]
	stp d2, d9, [x10]
	b.lo .LBB_743
	cmp x24, #8
	b.lo .LBB_736
	ldr d2, [sp, #688]
	ldr d0, [sp, #680]
	ldr x10, [sp, #752]
	mov w11, #4100
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	subs x24, x20, x0
	stp d20, d21, [x10, #32]
	stp d22, d23, [x10, #48]
	stp d2, d0, [x10]
	ldr d2, [sp, #672]
	ldr d0, [sp, #664]
	stp d2, d0, [x10, #16]
	b.lo .LBB_743
	cmp x24, #8
	b.lo .LBB_736
	ldr d2, [sp, #656]
	ldr d0, [sp, #648]
	ldr x10, [sp, #752]
	mov w11, #5125
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	subs x24, x20, x0
	stp d6, d16, [x10, #32]
	stp d17, d19, [x10, #48]
	stp d2, d0, [x10]
	ldr d2, [sp, #640]
	ldr d0, [sp, #632]
	stp d2, d0, [x10, #16]
	b.lo .LBB_743
	cmp x24, #8
	b.lo .LBB_736
	ldr d2, [sp, #624]
	ldr d0, [sp, #616]
	ldr x10, [sp, #752]
	mov w11, #6150
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	subs x24, x20, x0
	stp d10, d8, [x10, #32]
	stp d1, d4, [x10, #48]
	stp d2, d0, [x10]
	ldr d2, [sp, #608]
	ldr d0, [sp, #600]
	stp d2, d0, [x10, #16]
	b.lo .LBB_743
	cmp x24, #8
	b.lo .LBB_736
	ldr d1, [sp, #584]
	ldr d0, [sp, #576]
	ldr x10, [sp, #752]
	mov w11, #7175
	add x8, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x8
	subs x24, x20, x0
	stp d1, d0, [x10]
	ldr d1, [sp, #568]
	ldr d0, [sp, #560]
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #552]
	ldr d0, [sp, #544]
	stp d1, d0, [x10, #32]
	ldr d1, [sp, #536]
	ldr d0, [sp, #528]
	stp d1, d0, [x10, #48]
	b.lo .LBB_743
	cmp x24, #8
	b.lo .LBB_736
	ldr d1, [sp, #520]
	ldp d3, d2, [sp, #504]
	ldr x8, [sp, #752]
	add x8, x8, x0, lsl #3
	ldr d0, [sp, #464]
	ldr w11, [sp, #592]
	stp d1, d2, [x8]
	ldp d2, d1, [sp, #488]
	stp d3, d1, [x8, #16]
	ldp d3, d1, [sp, #472]
	stp d2, d1, [x8, #32]
	stp d3, d0, [x8, #48]
	tbz w11, #0, .LBB_399
	ldr x9, [sp, #1080]
	ldr d8, [sp, #440]
	cntw x24
	add x10, x9, #16
	add x8, x9, #8
	cmp x10, #1026
	str x8, [sp, #1080]
	b.hs .LBB_458
	mov x8, xzr
	b .LBB_400
.LBB_421:
	mov x9, xzr
	mov w8, #8
	str x14, [sp, #16]
.LBB_422:
	ldr x10, [sp, #1096]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1104]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1112]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1120]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1128]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1136]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1144]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1152]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1160]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1168]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1176]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1184]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1192]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1200]
	add x10, x10, x8
	cmp x10, x20
	b.hi .LBB_349
	ldr x10, [sp, #1208]
	add x8, x10, x8
	cmp x8, x20
	b.hi .LBB_349
	mov w8, wzr
	mov x26, xzr
.LBB_438:
	str w8, [sp, #592]
	ldr x8, [sp, #448]
	str x26, [sp, #1600]
	str x20, [sp, #1736]
	str x25, [sp, #1752]
	str x19, [sp, #1760]
	str x8, [sp, #1728]
	add x8, sp, #1088
	str x8, [sp, #1744]
	add x0, sp, #1864
	add x1, sp, #1728
	bl core::array::try_from_fn
	ldr x8, [sp, #1472]
	ldr x9, [sp, #1600]
	add x0, x9, x8, lsl #4
	subs x10, x24, x0
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d0, [sp, #1864]
	ldr d1, [sp, #1984]
	ldr d11, [sp, #2360]
	add x10, x21, x0, lsl #3
	ldr d4, [sp, #2296]
	ldr d2, [sp, #1872]
	ldr d5, [sp, #1936]
	ldr d10, [sp, #1944]
	ldr d7, [sp, #2000]
	ldr d8, [sp, #2008]
	ldr d18, [sp, #2064]
	ldr d3, [sp, #2072]
	ldr d31, [sp, #2120]
	ldr d28, [sp, #2128]
	ldr d23, [sp, #2136]
	ldr d20, [sp, #2144]
	ldr d6, [sp, #2152]
	ldr d9, [sp, #2160]
	ldr d13, [sp, #2184]
	ldr d30, [sp, #2192]
	ldr d25, [sp, #2200]
	ldr d22, [sp, #2208]
	ldr d16, [sp, #2216]
	ldr d14, [sp, #2248]
	ldr d29, [sp, #2256]
	ldr d26, [sp, #2264]
	ldr d21, [sp, #2272]
	ldr d17, [sp, #2280]
	ldr d15, [sp, #2312]
	ldr d12, [sp, #2320]
	ldr d27, [sp, #2328]
	ldr d24, [sp, #2336]
	ldr d19, [sp, #2344]
	str d0, [sp, #728]
	ldr d0, [sp, #1880]
	str d11, [sp, #528]
	ldr d11, [sp, #2368]
	str d4, [sp, #536]
	ldr d4, [sp, #2304]
	str d0, [sp, #696]
	ldr d0, [sp, #1888]
	stp d11, d4, [sp, #464]
	ldr d11, [sp, #728]
	ldr d4, [sp, #2352]
	str d0, [sp, #688]
	ldr d0, [sp, #1896]
	str d0, [sp, #656]
	ldr d0, [sp, #1904]
	str d0, [sp, #624]
	ldr d0, [sp, #1912]
	str d0, [sp, #584]
	ldr d0, [sp, #1920]
	str d0, [sp, #520]
	ldr d0, [sp, #1928]
	str d0, [sp, #720]
	ldr d0, [sp, #1952]
	str d0, [sp, #680]
	ldr d0, [sp, #1960]
	str d0, [sp, #648]
	ldr d0, [sp, #1968]
	str d0, [sp, #616]
	ldr d0, [sp, #1976]
	str d0, [sp, #576]
	ldr d0, [sp, #1992]
	str d0, [sp, #712]
	ldr d0, [sp, #2016]
	str d0, [sp, #672]
	ldr d0, [sp, #2024]
	str d0, [sp, #640]
	ldr d0, [sp, #2032]
	str d0, [sp, #608]
	ldr d0, [sp, #2040]
	str d0, [sp, #568]
	ldr d0, [sp, #2048]
	stp d0, d1, [sp, #504]
	ldr d0, [sp, #2056]
	ldr d1, [sp, #2112]
	str d0, [sp, #704]
	ldr d0, [sp, #2080]
	str d0, [sp, #664]
	ldr d0, [sp, #2088]
	str d0, [sp, #632]
	ldr d0, [sp, #2096]
	str d0, [sp, #600]
	ldr d0, [sp, #2104]
	str d0, [sp, #560]
	ldr d0, [sp, #2168]
	str d0, [sp, #552]
	ldr d0, [sp, #2176]
	stp d0, d1, [sp, #488]
	ldr d1, [sp, #2232]
	ldr d0, [sp, #2224]
	str d1, [sp, #544]
	ldr d1, [sp, #2240]
	str d1, [sp, #480]
	ldr d1, [sp, #2288]
	str d11, [x10]
	ldr d11, [sp, #720]
	stp d13, d14, [x10, #40]
	str d15, [x10, #56]
	str d11, [x10, #8]
	ldr d11, [sp, #712]
	str d11, [x10, #16]
	ldr d11, [sp, #704]
	stp d11, d31, [x10, #24]
	add x10, x9, x8, lsl #4
	add x0, x10, #16
	subs x10, x24, x0
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	add x10, x9, x8, lsl #4
	add x11, x21, x0, lsl #3
	add x0, x10, #32
	stp d2, d5, [x11]
	stp d7, d18, [x11, #16]
	subs x10, x24, x0
	stp d28, d30, [x11, #32]
	stp d29, d12, [x11, #48]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d2, [sp, #696]
	add x10, x9, x8, lsl #4
	add x11, x21, x0, lsl #3
	add x0, x10, #48
	stp d8, d3, [x11, #16]
	stp d23, d25, [x11, #32]
	stp d26, d27, [x11, #48]
	subs x10, x24, x0
	stp d2, d10, [x11]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d3, [sp, #688]
	ldr d2, [sp, #680]
	add x11, x21, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #64
	stp d20, d22, [x11, #32]
	subs x10, x24, x0
	stp d21, d24, [x11, #48]
	stp d3, d2, [x11]
	ldr d3, [sp, #672]
	ldr d2, [sp, #664]
	stp d3, d2, [x11, #16]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d3, [sp, #656]
	ldr d2, [sp, #648]
	add x11, x21, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #80
	stp d6, d16, [x11, #32]
	subs x10, x24, x0
	stp d17, d19, [x11, #48]
	stp d3, d2, [x11]
	ldr d3, [sp, #640]
	ldr d2, [sp, #632]
	stp d3, d2, [x11, #16]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d3, [sp, #624]
	ldr d2, [sp, #616]
	add x11, x21, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #96
	stp d9, d0, [x11, #32]
	subs x10, x24, x0
	stp d1, d4, [x11, #48]
	stp d3, d2, [x11]
	ldr d3, [sp, #608]
	ldr d2, [sp, #600]
	stp d3, d2, [x11, #16]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d1, [sp, #584]
	ldr d0, [sp, #576]
	add x10, x21, x0, lsl #3
	add x8, x9, x8, lsl #4
	add x0, x8, #112
	subs x8, x24, x0
	stp d1, d0, [x10]
	ldr d1, [sp, #568]
	ldr d0, [sp, #560]
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #552]
	ldr d0, [sp, #544]
	stp d1, d0, [x10, #32]
	ldr d1, [sp, #536]
	ldr d0, [sp, #528]
	stp d1, d0, [x10, #48]
	b.lo .LBB_744
	cmp x8, #8
	b.lo .LBB_760
	ldr d1, [sp, #520]
	ldp d3, d2, [sp, #504]
	add x9, x21, x0, lsl #3
	ldr d0, [sp, #464]
	add x26, x26, #8
	mov w8, #1
	ldr d8, [sp, #440]
	stp d1, d2, [x9]
	ldp d2, d1, [sp, #488]
	stp d3, d1, [x9, #16]
	ldp d3, d1, [sp, #472]
	stp d2, d1, [x9, #32]
	stp d3, d0, [x9, #48]
	ldr w9, [sp, #592]
	tbz w9, #0, .LBB_438
	ldr x8, [sp, #1472]
	ldr x14, [sp, #16]
	add x9, x8, #8
	add x8, x8, #16
	cmp x8, x14
	str x9, [sp, #1472]
	b.hi .LBB_493
	ldr x10, [sp, #1088]
	cntd x26
	add x10, x10, x8
	cmp x10, x20
	b.ls .LBB_422
	b .LBB_349
.LBB_458:
	cmp x8, #1024
	mov w21, #1025
	b.hi .LBB_333
	ldr x10, [sp, #416]
	ldr x11, [sp, #752]
	lsl x8, x9, #4
	add x8, x8, #128
	add x10, x10, x9
	add x10, x11, x10, lsl #3
	add x11, x26, x9, lsl #7
	add x11, x11, #1144
.LBB_460:
	cmp x8, x23
	b.hs .LBB_811
	ldr x13, [sp, #744]
	add x12, x13, x9
	add x12, x12, #8
	cmp x12, x20
	b.hs .LBB_810
	ldur d0, [x11, #-120]
	ldr x12, [sp, #432]
	add x12, x12, x9, lsl #3
	str d0, [x12, #64]
	add x12, x8, #1
	cmp x12, x23
	b.hs .LBB_792
	add x12, x13, x9
	add x12, x12, #1033
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-112]
	ldr x12, [sp, #400]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #2
	cmp x12, x23
	b.hs .LBB_792
	add x12, x13, x9
	add x12, x12, #2058
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-104]
	ldr x12, [sp, #392]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #3
	cmp x12, x23
	b.hs .LBB_792
	add x12, x13, x9
	add x12, x12, #3083
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-96]
	ldr x12, [sp, #384]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #4
	cmp x12, x23
	b.hs .LBB_792
	ldr x12, [sp, #376]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-88]
	ldr x12, [sp, #368]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #5
	cmp x12, x23
	b.hs .LBB_792
	ldr x12, [sp, #360]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-80]
	ldr x12, [sp, #352]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #6
	cmp x12, x23
	b.hs .LBB_792
	ldr x12, [sp, #344]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-72]
	ldr x12, [sp, #336]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #7
	cmp x12, x23
	b.hs .LBB_792
	ldr x12, [sp, #328]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-64]
	ldr x12, [sp, #320]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #8
	cmp x12, x23
	b.hs .LBB_792
	ldr x12, [sp, #416]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-56]
	add x12, x8, #9
	cmp x12, x23
	str d0, [x10]
	b.hs .LBB_792
	ldr x12, [sp, #312]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-48]
	add x12, x8, #10
	cmp x12, x23
	str d0, [x10, #8200]
	b.hs .LBB_792
	ldr x12, [sp, #304]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-40]
	add x12, x8, #11
	cmp x12, x23
	str d0, [x10, #16400]
	b.hs .LBB_792
	ldr x12, [sp, #296]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-32]
	add x12, x8, #12
	cmp x12, x23
	str d0, [x10, #24600]
	b.hs .LBB_792
	ldr x12, [sp, #288]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-24]
	ldr x12, [sp, #280]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #13
	cmp x12, x23
	b.hs .LBB_792
	ldr x12, [sp, #272]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-16]
	ldr x12, [sp, #264]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #14
	cmp x12, x23
	b.hs .LBB_792
	ldr x12, [sp, #256]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldur d0, [x11, #-8]
	ldr x12, [sp, #248]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #15
	cmp x12, x23
	b.hs .LBB_792
	ldr x12, [sp, #240]
	add x12, x12, x9
	cmp x12, x20
	b.hs .LBB_793
	ldr d0, [x11], #128
	ldr x12, [sp, #232]
	add x8, x8, #16
	add x10, x10, #8
	str d0, [x12, x9, lsl #3]
	add x9, x9, #1
	cmp x9, #1017
	b.ne .LBB_460
	b .LBB_333
.LBB_493:
	cntd x26
	b .LBB_349
.LBB_494:
	add x0, sp, #768
	mov w3, #8
	mov w4, #8
	mov x24, x9
	mov x1, x9
	mov x23, x2
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x21, [sp, #784]
	mov x2, x23
	mov x9, x24
	ldr x23, [sp, #776]
	cmp x2, #2
	add x8, x23, x21, lsl #3
	b.hs .LBB_338
	b .LBB_339
.LBB_496:
	add x8, sp, #768
	mov w3, #8
	mov w4, #8
	mov x23, x10
	mov x1, x10
	add x0, x8, #24
	mov w8, #16400
	sub x2, x8, x10
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x21, [sp, #808]
	mov w24, #16399
	mov x10, x23
	ldr x23, [sp, #800]
	cmp x10, x24
	add x8, x23, x21, lsl #3
	b.ne .LBB_343
	b .LBB_344
.LBB_498:
	ldr x11, [sp, #744]
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	subs x8, x20, x11
	str x11, [sp, #1864]
	csel x8, xzr, x8, lo
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	str x8, [sp, #1872]
	mov w8, #1024
	str x8, [sp, #1880]
	mov w8, #1
	strb w8, [sp, #1888]
	ldr x0, [sp, #448]
	ldr x2, [sp, #216]
	ldr x4, [sp, #752]
	add x3, sp, #1864
	mov x1, x20
	mov x5, x20
	bl kernel_sliding::wma::periods_into
	rdvl x4, #2
	mov w21, #1025
	mov x5, #9221120237041090560
.LBB_500:
	ldr x8, [sp, #952]
	ldr x9, [sp, #960]
	ldr x20, [sp, #200]
	mov w1, #1
	str x8, [sp, #472]
	lsl x8, x9, #3
	str x9, [sp, #752]
	cbz x9, .LBB_512
	ldp x10, x9, [sp, #112]
	cmp x10, x9
	csel x9, x10, x9, lo
	ldr x10, [sp, #96]
	cmp x9, x10
	csel x9, x9, x10, lo
	sub x10, x8, #8
	lsr x10, x10, #3
	cmp x9, x10
	csel x9, x9, x10, lo
	cmp x9, x24
	b.hs .LBB_503
	ldr x17, [sp, #472]
	mov x10, xzr
	mov x9, x17
	b .LBB_507
.LBB_503:
	ldr x17, [sp, #472]
	ldr x11, [sp, #88]
	ldr x12, [sp, #64]
	sub x10, x17, x23
	sub x11, x17, x11
	sub x12, x17, x12
	cmp x10, x4
	ccmp x11, x4, #0, hs
	ccmp x12, x4, #0, hs
	b.hs .LBB_505
	mov x10, xzr
	mov x9, x17
	b .LBB_507
.LBB_505:
	add x9, x9, #1
	ldr x15, [sp, #88]
	ldr x16, [sp, #64]
	ptrue p0.b
	fmov z4.d, #3.00000000
	mov x11, xzr
	udiv x10, x9, x24
	msub x10, x10, x24, x9
	cmp x10, #0
	csel x10, x24, x10, eq
	sub x10, x9, x10
	add x9, x17, x10, lsl #3
	mov x12, x10
.LBB_506:
	add x14, x23, x11
	ld1b { z0.b }, p0/z, [x23, x11]
	ld1b { z2.b }, p0/z, [x15, x11]
	add x13, x17, x11
	subs x12, x12, x24
	fmul z0.d, z0.d, z4.d
	ldr z1, [x14, #1, mul vl]
	add x14, x15, x11
	ldr z3, [x14, #1, mul vl]
	add x14, x16, x11
	fmul z1.d, z1.d, z4.d
	fsub z0.d, z0.d, z2.d
	ld1b { z2.b }, p0/z, [x16, x11]
	fsub z1.d, z1.d, z3.d
	ldr z3, [x14, #1, mul vl]
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x17, x11]
	add x11, x11, x4
	str z1, [x13, #1, mul vl]
	b.ne .LBB_506
.LBB_507:
	ldr x13, [sp, #752]
	ldr x14, [sp, #64]
	ldp x18, x0, [sp, #112]
	add x16, x23, x10, lsl #3
	mov x11, xzr
	mov x12, xzr
	add x13, x17, x13, lsl #3
	ldp x15, x17, [sp, #88]
	add x14, x14, x10, lsl #3
	sub x18, x18, x10
	add x15, x15, x10, lsl #3
	sub x17, x17, x10
	sub x10, x0, x10
.LBB_508:
	cmp x10, x12
	b.eq .LBB_805
	cmp x18, x12
	b.eq .LBB_806
	cmp x17, x12
	b.eq .LBB_807
	ldr d0, [x16, x12, lsl #3]
	fmov d1, #3.00000000
	add x11, x11, #8
	add x0, x9, x11
	cmp x0, x13
	fmul d0, d0, d1
	ldr d1, [x15, x12, lsl #3]
	fsub d0, d0, d1
	ldr d1, [x14, x12, lsl #3]
	fsub d0, d0, d1
	str d0, [x9, x12, lsl #3]
	add x12, x12, #1
	b.ne .LBB_508
.LBB_512:
	ldr x9, [sp, #1000]
	ldr x10, [sp, #752]
	str x9, [sp, #744]
	ldr x9, [sp, #1008]
	str x10, [sp, #1064]
	cmp x10, x9
	str x9, [sp, #1072]
	b.ne .LBB_774
	ldr x10, [sp, #472]
	cbz x20, .LBB_775
	ldr x9, [sp, #752]
	cbz x9, .LBB_519
	mov x9, xzr
.LBB_516:
	ldr d0, [x10, x9, lsl #3]
	fcmp d0, d0
	b.vc .LBB_519
	add x9, x9, #1
	subs x8, x8, #8
	b.ne .LBB_516
	ldr x9, [sp, #752]
.LBB_519:
	add x8, x20, x9
	ldr x10, [sp, #744]
	sub x9, x8, #1
	ldr x8, [sp, #752]
	cmp x8, x9
	csel x23, x8, x9, lo
	lsl x8, x23, #3
	add x12, x10, x23, lsl #3
	str x12, [sp, #264]
	cbz x23, .LBB_525
	sub x10, x8, #8
	lsr x10, x10, #3
	add x11, x10, #1
	ldr x10, [sp, #744]
	cmp x11, x24
	b.lo .LBB_524
	udiv x10, x11, x24
	ldr x13, [sp, #744]
	mov z0.d, #0x7ff8000000000000
	mul x12, x10, x24
	sub x11, x11, x12
	add x10, x13, x12, lsl #3
.LBB_522:
	str z0, [x13]
	str z0, [x13, #1, mul vl]
	subs x12, x12, x24
	add x13, x13, x4
	b.ne .LBB_522
	ldr x12, [sp, #264]
	cbz x11, .LBB_525
.LBB_524:
	str x5, [x10], #8
	cmp x10, x12
	b.ne .LBB_524
.LBB_525:
	ldr x11, [sp, #752]
	cmp x9, x11
	b.hs .LBB_681
	madd x9, x20, x20, x20
	lsl x10, x20, #4
	dup v3.2d, x11
	ucvtf d0, x9, #1
	mov x9, #1152921504606846975
	add x9, x20, x9
	fmov d1, #1.00000000
	ucvtf d2, x20
	str x9, [sp, #208]
	sub x9, x11, #1
	str x9, [sp, #216]
	lsl x9, x20, #7
	fdiv d1, d1, d0
	dup v0.2d, v0.d[0]
	str x9, [sp, #184]
	sub x9, x11, x23
	str x9, [sp, #256]
	mov w9, #15383
	stp q3, q0, [sp, #144]
	add x9, x23, x9
	str x9, [sp, #248]
	ldr x9, [sp, #744]
	add x8, x9, x8
	mov w9, #14358
	add x9, x23, x9
	str x9, [sp, #240]
	mov w9, #13333
	add x9, x23, x9
	stp x10, x9, [sp, #224]
	mov w9, #12308
	add x9, x23, x9
	str x9, [sp, #304]
	and x9, x10, #0xffffffffffffff0
	str x9, [sp, #192]
	mov w9, #57528
	mov z0.d, d1
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #272]
	mov w9, #49328
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #280]
	mov w9, #41128
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #288]
	sub x9, x29, #64
	str z2, [x9, #-3, mul vl]
	mov z2.d, d2
	str z1, [x9, #-4, mul vl]
	str z0, [x9, #-6, mul vl]
	str z2, [x9, #-5, mul vl]
	mov w9, #32928
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #296]
	mov w9, #11283
	add x9, x23, x9
	str x9, [sp, #312]
	mov w9, #10258
	add x9, x23, x9
	str x9, [sp, #320]
	mov w9, #9233
	add x9, x23, x9
	str x9, [sp, #328]
	mov w9, #8208
	add x9, x23, x9
	str x9, [sp, #448]
	mov w9, #7183
	add x9, x23, x9
	str x9, [sp, #344]
	mov w9, #57464
	add x9, x8, x9
	str x9, [sp, #336]
	mov w9, #6158
	add x9, x23, x9
	str x9, [sp, #360]
	mov w9, #49264
	add x9, x8, x9
	str x9, [sp, #352]
	mov w9, #5133
	add x9, x23, x9
	str x9, [sp, #376]
	mov w9, #41064
	add x9, x8, x9
	str x9, [sp, #368]
	mov w9, #4108
	add x9, x23, x9
	str x9, [sp, #392]
	mov w9, #32864
	add x9, x8, x9
	str x9, [sp, #384]
	mov w9, #24664
	add x9, x8, x9
	str x9, [sp, #400]
	mov w9, #16464
	add x9, x8, x9
	str x9, [sp, #416]
	mov w9, #8264
	add x8, x8, x9
	str x8, [sp, #432]
	b .LBB_528
.LBB_527:
	ldr x10, [sp, #256]
	mov w8, #16400
	mov x9, #-16400
	ldr x11, [sp, #752]
	ldr x20, [sp, #200]
	mov w21, #1025
	add x17, x17, x8
	add x23, x23, x8
	add x18, x18, x8
	add x1, x1, x8
	stp x1, x18, [sp, #232]
	mov w1, #1
	add x10, x10, x9
	mov w9, #128
	cmp x23, x11
	stp x17, x10, [sp, #248]
	ldr x10, [sp, #272]
	movk w9, #2, lsl #16
	add x15, x15, x9
	add x10, x10, x9
	stp x15, x10, [sp, #264]
	ldr x10, [sp, #280]
	add x10, x10, x9
	str x10, [sp, #280]
	ldr x10, [sp, #288]
	add x10, x10, x9
	str x10, [sp, #288]
	ldr x10, [sp, #304]
	add x10, x10, x8
	str x10, [sp, #304]
	ldr x10, [sp, #296]
	add x10, x10, x9
	str x10, [sp, #296]
	ldr x10, [sp, #312]
	add x10, x10, x8
	str x10, [sp, #312]
	ldr x10, [sp, #320]
	add x10, x10, x8
	str x10, [sp, #320]
	ldr x10, [sp, #328]
	add x10, x10, x8
	str x10, [sp, #328]
	ldr x10, [sp, #448]
	add x10, x10, x8
	str x10, [sp, #448]
	ldr x10, [sp, #344]
	add x10, x10, x8
	str x10, [sp, #344]
	ldr x10, [sp, #336]
	add x10, x10, x9
	str x10, [sp, #336]
	ldr x10, [sp, #360]
	add x10, x10, x8
	str x10, [sp, #360]
	ldr x10, [sp, #352]
	add x10, x10, x9
	str x10, [sp, #352]
	ldr x10, [sp, #376]
	add x10, x10, x8
	str x10, [sp, #376]
	ldr x10, [sp, #368]
	add x10, x10, x9
	str x10, [sp, #368]
	ldr x10, [sp, #392]
	add x10, x10, x8
	ldr x8, [sp, #384]
	add x8, x8, x9
	stp x8, x10, [sp, #384]
	ldr x8, [sp, #400]
	add x8, x8, x9
	str x8, [sp, #400]
	ldr x8, [sp, #416]
	add x8, x8, x9
	str x8, [sp, #416]
	ldr x8, [sp, #432]
	add x8, x8, x9
	str x8, [sp, #432]
	b.hs .LBB_681
.LBB_528:
	mov x9, #64513
	sub x8, x11, x23
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	cmp x8, #8
	b.lo .LBB_679
	ldr x8, [sp, #224]
	add x0, sp, #768
	add x1, x8, #4, lsl #12
	bl alloc::vec::Vec<T,A>::resize
	add x8, sp, #768
	mov w1, #16400
	add x0, x8, #24
	bl alloc::vec::Vec<T,A>::resize
	mov w8, #2051
	index z0.d, #0, x21
	ldr x24, [sp, #784]
	str x23, [sp, #464]
	str xzr, [sp, #1472]
	cmp x24, #128
	mov z1.d, x8
	mov w8, #4101
	mov z2.d, x8
	mov w8, #6151
	mov z3.d, x8
	mov w8, #8201
	add z1.d, z0.d, z1.d
	mov z4.d, x8
	mov w8, #10251
	mov z5.d, x8
	mov w8, #12301
	mov z6.d, x8
	mov w8, #14351
	mov z7.d, x8
	sub x8, x23, x20
	add z2.d, z0.d, z2.d
	add z3.d, z0.d, z3.d
	add z4.d, z0.d, z4.d
	add z5.d, z0.d, z5.d
	ldr x23, [sp, #776]
	lsr x20, x24, #4
	add z6.d, z0.d, z6.d
	dup v16.2d, x8
	add z7.d, z0.d, z7.d
	add z0.d, z0.d, #1
	add v1.2d, v16.2d, v1.2d
	add v2.2d, v16.2d, v2.2d
	add v3.2d, v16.2d, v3.2d
	add v4.2d, v16.2d, v4.2d
	add v5.2d, v16.2d, v5.2d
	add v6.2d, v16.2d, v6.2d
	add v7.2d, v16.2d, v7.2d
	add v0.2d, v16.2d, v0.2d
	str q2, [sp, #1120]
	str q3, [sp, #1136]
	str q4, [sp, #1152]
	str q5, [sp, #1168]
	str q1, [sp, #1104]
	str q6, [sp, #1184]
	str q0, [sp, #1088]
	str q7, [sp, #1200]
	b.hs .LBB_534
	mov x9, xzr
.LBB_533:
	ldr x12, [sp, #752]
	ldr x14, [sp, #216]
	b .LBB_535
.LBB_534:
	ldr x8, [sp, #1088]
	ldr x12, [sp, #752]
	ldr x14, [sp, #216]
	mov x9, xzr
	add x8, x8, #8
	cmp x8, x12
	b.ls .LBB_606
.LBB_535:
	cmp x9, x20
	b.hs .LBB_556
	add x8, x23, x9, lsl #7
	lsl x0, x9, #4
	neg x10, x9, lsl #4
	add x11, x8, #64
.LBB_537:
	cmp x0, x24
	b.hi .LBB_756
	add x8, x24, x10
	cmp x8, #16
	b.lo .LBB_757
	ldr x8, [sp, #1088]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr x13, [sp, #472]
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-64]
	ldr x8, [sp, #1096]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-56]
	ldr x8, [sp, #1104]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-48]
	ldr x8, [sp, #1112]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-40]
	ldr x8, [sp, #1120]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-32]
	ldr x8, [sp, #1128]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-24]
	ldr x8, [sp, #1136]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-16]
	ldr x8, [sp, #1144]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-8]
	ldr x8, [sp, #1152]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11]
	ldr x8, [sp, #1160]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #8]
	ldr x8, [sp, #1168]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #16]
	ldr x8, [sp, #1176]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #24]
	ldr x8, [sp, #1184]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #32]
	ldr x8, [sp, #1192]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #40]
	ldr x8, [sp, #1200]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #48]
	ldr x8, [sp, #1208]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_790
	ldr d0, [x13, x8, lsl #3]
	add x9, x9, #1
	add x0, x0, #16
	sub x10, x10, #16
	cmp x20, x9
	str d0, [x11, #56]
	add x11, x11, #128
	b.ne .LBB_537
.LBB_556:
	ldr x1, [sp, #224]
	movi v0.2d, #0000000000000000
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	cmp x1, x24
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1296]
	str q0, [sp, #1280]
	str q0, [sp, #1264]
	str q0, [sp, #1248]
	str q0, [sp, #1232]
	str q0, [sp, #1216]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1520]
	str q0, [sp, #1504]
	str q0, [sp, #1488]
	str q0, [sp, #1472]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1680]
	str q0, [sp, #1664]
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	b.hi .LBB_769
	ldr x15, [sp, #264]
	ldr x16, [sp, #208]
	ldp x18, x17, [sp, #240]
	add x12, sp, #1728
	ldr x1, [sp, #232]
	ldr x8, [sp, #192]
	cbz x8, .LBB_562
	ldr x9, [sp, #224]
	mov x8, xzr
	mov x10, x23
	and x9, x9, #0xffffffffffffff0
.LBB_559:
	sub x13, x29, #64
	add x8, x8, #1
	mov x11, xzr
	ldr p0, [x13, #-1, mul vl]
	ldr z19, [x13, #-2, mul vl]
	ucvtf d0, x8
	mov z0.d, d0
.LBB_560:
	ld1d { z1.d }, p0/z, [x10, x11, lsl #3]
	ld1d { z3.d }, p0/z, [x12, x11, lsl #3]
	fmul z2.d, z1.d, z0.d
	fmul z6.d, z1.d, z19.d
	ld1d { z4.d }, p0/z, [x19, x11, lsl #3]
	ld1d { z5.d }, p0/z, [x25, x11, lsl #3]
	fadd z2.d, z3.d, z2.d
	fsub z7.d, z6.d, z1.d
	ld1d { z3.d }, p0/z, [x27, x11, lsl #3]
	st1d { z2.d }, p0, [x12, x11, lsl #3]
	ld1d { z2.d }, p0/z, [x28, x11, lsl #3]
	fsub z6.d, z6.d, z7.d
	fsub z7.d, z1.d, z6.d
	fmul z6.d, z6.d, z0.d
	fadd z16.d, z2.d, z6.d
	fsub z17.d, z16.d, z2.d
	st1d { z16.d }, p0, [x28, x11, lsl #3]
	fsub z18.d, z16.d, z17.d
	fsub z6.d, z6.d, z17.d
	fsub z2.d, z2.d, z18.d
	fadd z2.d, z6.d, z2.d
	fmul z6.d, z7.d, z0.d
	fadd z2.d, z6.d, z2.d
	fadd z2.d, z3.d, z2.d
	fadd z3.d, z1.d, z4.d
	fsub z6.d, z3.d, z4.d
	st1d { z2.d }, p0, [x27, x11, lsl #3]
	st1d { z3.d }, p0, [x19, x11, lsl #3]
	fsub z7.d, z3.d, z6.d
	fsub z1.d, z1.d, z6.d
	fsub z4.d, z4.d, z7.d
	fadd z1.d, z1.d, z4.d
	fadd z1.d, z5.d, z1.d
	st1d { z1.d }, p0, [x25, x11, lsl #3]
	whilelo p0.d, x11, x22
	add x11, x11, x26
	b.mi .LBB_560
	add x10, x10, #128
	subs x9, x9, #16
	b.ne .LBB_559
.LBB_562:
	ldr x20, [sp, #808]
	subs x9, x20, #16
	b.lo .LBB_779
	ldr q0, [sp, #1728]
	ldr q1, [sp, #160]
	ldr x21, [sp, #800]
	rdvl x12, #1
	lsr x9, x9, #4
	add x9, x9, #1
	ldr x13, [sp, #184]
	add x8, x21, #128
	add x11, x13, x23
	sub x10, x8, x23
	sub x11, x8, x11
	fdiv v0.2d, v0.2d, v1.2d
	cmp x10, x12
	ccmp x11, x12, #0, hs
	add x11, x23, x13
	mov w12, #1
	cset w10, lo
	str q0, [x21]
	ldr q0, [sp, #1744]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x21, #16]
	ldr q0, [sp, #1760]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x21, #32]
	ldr q0, [sp, #1776]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x21, #48]
	ldr q0, [sp, #1792]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x21, #64]
	ldr q0, [sp, #1808]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x21, #80]
	ldr q0, [sp, #1824]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x21, #96]
	ldr q0, [sp, #1840]
	fdiv v0.2d, v0.2d, v1.2d
	str q0, [x21, #112]
	b .LBB_565
.LBB_564:
	add x12, x12, #1
	add x8, x8, #128
	add x23, x23, #128
	add x11, x11, #128
	cmp x12, #1025
	b.eq .LBB_575
.LBB_565:
	add x13, x16, x12
	lsl x0, x13, #4
	cmp x24, x13, lsl #4
	b.lo .LBB_749
	sub x13, x24, x0
	cmp x13, #16
	b.lo .LBB_750
	lsl x14, x12, #4
	sub x0, x14, #16
	subs x13, x24, x0
	b.lo .LBB_751
	cmp x13, #16
	b.lo .LBB_752
	subs x13, x20, x14
	b.lo .LBB_759
	cmp x12, x9
	b.eq .LBB_753
	mov x13, xzr
	tbz w10, #0, .LBB_573
.LBB_572:
	ldr d4, [x11, x13]
	mov x14, #33554432
	ldr d0, [x28, x13]
	ldr d2, [x19, x13]
	movk x14, #16800, lsl #48
	ldr d3, [x25, x13]
	ldr d1, [x27, x13]
	ldr d5, [x23, x13]
	fmov d6, x14
	sub x14, x29, #64
	ldr z20, [x14, #-3, mul vl]
	fmul d6, d4, d6
	fsub d7, d6, d4
	fsub d6, d6, d7
	fsub d7, d4, d6
	fmul d6, d6, d20
	fadd d16, d0, d6
	fsub d17, d16, d0
	fsub d18, d16, d17
	fsub d6, d6, d17
	fsub d17, d16, d2
	fsub d0, d0, d18
	fsub d18, d17, d16
	fadd d0, d6, d0
	fneg d6, d2
	fsub d19, d17, d18
	str d17, [x28, x13]
	fsub d16, d16, d19
	fsub d6, d6, d18
	fadd d6, d6, d16
	fadd d0, d0, d6
	fmul d6, d7, d20
	fsub d6, d6, d3
	fadd d0, d6, d0
	fadd d0, d1, d0
	fadd d1, d2, d4
	fsub d6, d1, d2
	str d0, [x27, x13]
	fadd d0, d17, d0
	fsub d7, d1, d6
	fsub d4, d4, d6
	fsub d2, d2, d7
	fadd d2, d4, d2
	fneg d4, d5
	fsub d5, d1, d5
	fsub d6, d5, d1
	str d5, [x19, x13]
	fsub d7, d5, d6
	fsub d4, d4, d6
	fsub d1, d1, d7
	fadd d1, d4, d1
	fadd d1, d2, d1
	fadd d1, d3, d1
	str d1, [x25, x13]
	ldr z1, [x14, #-4, mul vl]
	fmul d0, d1, d0
	str d0, [x8, x13]
	add x13, x13, #8
	cmp x13, #128
	b.ne .LBB_572
	b .LBB_564
.LBB_573:
	sub x14, x29, #64
	ldr p0, [x14, #-1, mul vl]
.LBB_574:
	sub x14, x29, #64
	ld1d { z4.d }, p0/z, [x11, x13, lsl #3]
	ld1d { z0.d }, p0/z, [x28, x13, lsl #3]
	ptrue p1.d
	ld1d { z2.d }, p0/z, [x19, x13, lsl #3]
	ld1d { z3.d }, p0/z, [x25, x13, lsl #3]
	ld1d { z1.d }, p0/z, [x27, x13, lsl #3]
	ld1d { z5.d }, p0/z, [x23, x13, lsl #3]
	ldr z6, [x14, #-2, mul vl]
	fmul z6.d, z4.d, z6.d
	ldr z20, [x14, #-5, mul vl]
	fsub z7.d, z6.d, z4.d
	fsub z6.d, z6.d, z7.d
	fsub z7.d, z4.d, z6.d
	fmul z6.d, z6.d, z20.d
	fadd z16.d, z0.d, z6.d
	fsub z17.d, z16.d, z0.d
	fsub z18.d, z16.d, z17.d
	fsub z6.d, z6.d, z17.d
	fsub z17.d, z16.d, z2.d
	fsub z0.d, z0.d, z18.d
	fsub z18.d, z17.d, z16.d
	st1d { z17.d }, p0, [x28, x13, lsl #3]
	fadd z0.d, z6.d, z0.d
	movprfx z6, z2
	fneg z6.d, p1/m, z2.d
	fsub z19.d, z17.d, z18.d
	fsub z16.d, z16.d, z19.d
	fsub z6.d, z6.d, z18.d
	fadd z6.d, z6.d, z16.d
	fadd z0.d, z0.d, z6.d
	fmul z6.d, z7.d, z20.d
	fsub z6.d, z6.d, z3.d
	fadd z0.d, z6.d, z0.d
	fadd z0.d, z1.d, z0.d
	fadd z1.d, z2.d, z4.d
	fsub z6.d, z1.d, z2.d
	st1d { z0.d }, p0, [x27, x13, lsl #3]
	fadd z0.d, z17.d, z0.d
	fsub z7.d, z1.d, z6.d
	fsub z4.d, z4.d, z6.d
	fsub z2.d, z2.d, z7.d
	fadd z2.d, z4.d, z2.d
	movprfx z4, z5
	fneg z4.d, p1/m, z5.d
	fsub z5.d, z1.d, z5.d
	fsub z6.d, z5.d, z1.d
	fsub z7.d, z5.d, z6.d
	fsub z4.d, z4.d, z6.d
	st1d { z5.d }, p0, [x19, x13, lsl #3]
	fsub z1.d, z1.d, z7.d
	fadd z1.d, z4.d, z1.d
	fadd z1.d, z2.d, z1.d
	fadd z1.d, z3.d, z1.d
	st1d { z1.d }, p0, [x25, x13, lsl #3]
	ldr z1, [x14, #-6, mul vl]
	fmul z0.d, z1.d, z0.d
	st1d { z0.d }, p0, [x8, x13, lsl #3]
	whilelo p0.d, x13, x22
	add x13, x13, x26
	b.mi .LBB_574
	b .LBB_564
.LBB_575:
	mov w8, #15375
	mov w9, #13325
	ldr x23, [sp, #464]
	mov z1.d, x8
	mov w8, #1025
	mov z3.d, x9
	mov w9, #9225
	mov z6.d, x8
	mov z4.d, x9
	mov w9, #11275
	mov z5.d, x9
	dup v0.2d, x23
	index z2.d, #0, x8
	mov w8, #3075
	add z1.d, z2.d, z1.d
	mov z7.d, x8
	mov w8, #5125
	mov z16.d, x8
	mov w8, #7175
	mov z17.d, x8
	add z3.d, z2.d, z3.d
	add z4.d, z2.d, z4.d
	add z5.d, z2.d, z5.d
	add z6.d, z2.d, z6.d
	add z7.d, z2.d, z7.d
	add z16.d, z2.d, z16.d
	add z2.d, z2.d, z17.d
	ldr q17, [sp, #144]
	add v1.2d, v0.2d, v1.2d
	add v3.2d, v0.2d, v3.2d
	add v4.2d, v0.2d, v4.2d
	add v5.2d, v0.2d, v5.2d
	add v6.2d, v0.2d, v6.2d
	add v7.2d, v0.2d, v7.2d
	add v16.2d, v0.2d, v16.2d
	add v0.2d, v0.2d, v2.2d
	cmhi v0.2d, v0.2d, v17.2d
	cmhi v2.2d, v16.2d, v17.2d
	cmhi v6.2d, v6.2d, v17.2d
	cmhi v4.2d, v4.2d, v17.2d
	cmhi v3.2d, v3.2d, v17.2d
	cmhi v1.2d, v1.2d, v17.2d
	uzp1 v0.4s, v2.4s, v0.4s
	cmhi v2.2d, v7.2d, v17.2d
	uzp1 v1.4s, v3.4s, v1.4s
	uzp1 v2.4s, v6.4s, v2.4s
	uzp1 v0.8h, v2.8h, v0.8h
	cmhi v2.2d, v5.2d, v17.2d
	uzp1 v2.4s, v4.4s, v2.4s
	uzp1 v1.8h, v2.8h, v1.8h
	uzp1 v0.16b, v0.16b, v1.16b
	umaxv b0, v0.16b
	fmov w8, s0
	tbz w8, #0, .LBB_584
	ldr x11, [sp, #256]
	mov x8, xzr
	mov w12, #1025
.LBB_577:
	add x10, x8, x8, lsl #10
	subs x9, x11, #1025
	csel x11, x11, x12, lo
	add x0, x10, x23
	ldr x10, [sp, #752]
	subs x10, x10, x0
	b.ls .LBB_527
	cmp x10, #1025
	csel x10, x10, x12, lo
	adds x10, x10, x0
	b.hs .LBB_762
	ldr x12, [sp, #752]
	cmp x10, x12
	b.hi .LBB_762
	ldr x12, [sp, #744]
	add x10, x8, #1
	lsl x11, x11, #3
	add x12, x12, x0, lsl #3
.LBB_581:
	cmp x8, x20
	b.hs .LBB_789
	ldr d0, [x21, x8, lsl #3]
	add x8, x8, #16
	subs x11, x11, #8
	str d0, [x12], #8
	b.ne .LBB_581
	cmp x10, #16
	mov w12, #1025
	mov x11, x9
	mov x8, x10
	b.ne .LBB_577
	b .LBB_527
.LBB_584:
	mov w23, wzr
	mov x26, xzr
	str xzr, [sp, #1080]
	b .LBB_586
.LBB_585:
	add x26, x26, #8
	eor w23, w23, #0x1
.LBB_586:
	add x8, sp, #1080
	str x26, [sp, #1856]
	str x21, [sp, #2376]
	str x20, [sp, #2384]
	str x8, [sp, #2392]
	add x8, sp, #1856
	str x8, [sp, #2400]
	add x0, sp, #1864
	add x1, sp, #2376
	bl core::array::try_from_fn
	ldr x8, [sp, #1080]
	ldr x10, [sp, #464]
	ldr x9, [sp, #1856]
	add x8, x8, x10
	ldr x10, [sp, #752]
	add x9, x9, x9, lsl #10
	add x0, x8, x9
	subs x24, x10, x0
	b.lo .LBB_748
	cmp x24, #8
	b.lo .LBB_736
	ldr d0, [sp, #1864]
	ldr d3, [sp, #2112]
	ldr d11, [sp, #2360]
	ldr x10, [sp, #744]
	add x10, x10, x0, lsl #3
	ldr d2, [sp, #1872]
	ldr d6, [sp, #1936]
	ldr d9, [sp, #1944]
	ldr d16, [sp, #2000]
	ldr d1, [sp, #2008]
	ldr d18, [sp, #2064]
	ldr d4, [sp, #2072]
	ldr d12, [sp, #2120]
	ldr d28, [sp, #2128]
	ldr d24, [sp, #2136]
	ldr d20, [sp, #2144]
	ldr d5, [sp, #2152]
	ldr d10, [sp, #2160]
	ldr d13, [sp, #2184]
	ldr d29, [sp, #2192]
	ldr d25, [sp, #2200]
	ldr d21, [sp, #2208]
	ldr d7, [sp, #2216]
	ldr d8, [sp, #2224]
	ldr d14, [sp, #2248]
	ldr d30, [sp, #2256]
	ldr d26, [sp, #2264]
	ldr d22, [sp, #2272]
	ldr d17, [sp, #2280]
	ldr d15, [sp, #2312]
	ldr d31, [sp, #2320]
	ldr d27, [sp, #2328]
	ldr d23, [sp, #2336]
	ldr d19, [sp, #2344]
	str d0, [sp, #736]
	ldr d0, [sp, #1880]
	str d11, [sp, #544]
	ldr d11, [sp, #2368]
	str d0, [sp, #704]
	ldr d0, [sp, #1888]
	str d11, [sp, #480]
	ldr d11, [sp, #736]
	str d0, [sp, #696]
	ldr d0, [sp, #1896]
	str d0, [sp, #664]
	ldr d0, [sp, #1904]
	str d0, [sp, #632]
	ldr d0, [sp, #1912]
	str d0, [sp, #600]
	ldr d0, [sp, #1920]
	str d0, [sp, #536]
	ldr d0, [sp, #1928]
	str d0, [sp, #728]
	ldr d0, [sp, #1952]
	str d0, [sp, #688]
	ldr d0, [sp, #1960]
	str d0, [sp, #656]
	ldr d0, [sp, #1968]
	str d0, [sp, #624]
	ldr d0, [sp, #1976]
	str d0, [sp, #592]
	ldr d0, [sp, #1984]
	str d0, [sp, #528]
	ldr d0, [sp, #1992]
	str d0, [sp, #720]
	ldr d0, [sp, #2016]
	str d0, [sp, #680]
	ldr d0, [sp, #2024]
	str d0, [sp, #648]
	ldr d0, [sp, #2032]
	str d0, [sp, #616]
	ldr d0, [sp, #2040]
	str d0, [sp, #584]
	ldr d0, [sp, #2048]
	str d0, [sp, #520]
	ldr d0, [sp, #2056]
	str d0, [sp, #712]
	ldr d0, [sp, #2080]
	str d0, [sp, #672]
	ldr d0, [sp, #2088]
	str d0, [sp, #640]
	ldr d0, [sp, #2096]
	str d0, [sp, #608]
	ldr d0, [sp, #2104]
	str d0, [sp, #576]
	ldr d0, [sp, #2168]
	str d0, [sp, #568]
	ldr d0, [sp, #2176]
	stp d0, d3, [sp, #504]
	ldr d0, [sp, #2232]
	ldr d3, [sp, #2296]
	str d0, [sp, #560]
	ldr d0, [sp, #2240]
	str d3, [sp, #552]
	ldr d3, [sp, #2304]
	stp d3, d0, [sp, #488]
	ldr d0, [sp, #2288]
	ldr d3, [sp, #2352]
	str d11, [x10]
	ldr d11, [sp, #728]
	stp d13, d14, [x10, #40]
	str d15, [x10, #56]
	str d11, [x10, #8]
	ldr d11, [sp, #720]
	str d11, [x10, #16]
	ldr d11, [sp, #712]
	stp d11, d12, [x10, #24]
	add x10, x9, x8
	add x0, x10, #1025
	ldr x10, [sp, #752]
	subs x24, x10, x0
	b.lo .LBB_748
	cmp x24, #8
	b.lo .LBB_736
	ldr x10, [sp, #744]
	add x11, x9, x8
	add x10, x10, x0, lsl #3
	add x0, x11, #2050
	ldr x11, [sp, #752]
	stp d2, d6, [x10]
	subs x24, x11, x0
	stp d16, d18, [x10, #16]
	stp d28, d29, [x10, #32]
	stp d30, d31, [x10, #48]
	b.lo .LBB_748
	cmp x24, #8
	b.lo .LBB_736
	ldr x10, [sp, #744]
	ldr d2, [sp, #704]
	add x11, x9, x8
	add x10, x10, x0, lsl #3
	add x0, x11, #3075
	ldr x11, [sp, #752]
	stp d1, d4, [x10, #16]
	stp d24, d25, [x10, #32]
	stp d26, d27, [x10, #48]
	stp d2, d9, [x10]
	subs x24, x11, x0
	b.lo .LBB_748
	cmp x24, #8
	b.lo .LBB_736
	ldr d2, [sp, #696]
	ldr d1, [sp, #688]
	ldr x10, [sp, #744]
	mov w11, #4100
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	ldr x11, [sp, #752]
	stp d20, d21, [x10, #32]
	stp d22, d23, [x10, #48]
	stp d2, d1, [x10]
	ldr d2, [sp, #680]
	ldr d1, [sp, #672]
	subs x24, x11, x0
	stp d2, d1, [x10, #16]
	b.lo .LBB_748
	cmp x24, #8
	b.lo .LBB_736
	ldr d2, [sp, #664]
	ldr d1, [sp, #656]
	ldr x10, [sp, #744]
	mov w11, #5125
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	ldr x11, [sp, #752]
	stp d5, d7, [x10, #32]
	stp d17, d19, [x10, #48]
	stp d2, d1, [x10]
	ldr d2, [sp, #648]
	ldr d1, [sp, #640]
	subs x24, x11, x0
	stp d2, d1, [x10, #16]
	b.lo .LBB_748
	cmp x24, #8
	b.lo .LBB_736
	ldr d2, [sp, #632]
	ldr d1, [sp, #624]
	ldr x10, [sp, #744]
	mov w11, #6150
	add x11, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x11
	ldr x11, [sp, #752]
	stp d10, d8, [x10, #32]
	stp d0, d3, [x10, #48]
	stp d2, d1, [x10]
	ldr d2, [sp, #616]
	ldr d1, [sp, #608]
	subs x24, x11, x0
	stp d2, d1, [x10, #16]
	b.lo .LBB_748
	cmp x24, #8
	b.lo .LBB_736
	ldr d1, [sp, #600]
	ldr d0, [sp, #592]
	ldr x10, [sp, #744]
	mov w11, #7175
	add x8, x8, x11
	add x10, x10, x0, lsl #3
	add x0, x9, x8
	ldr x8, [sp, #752]
	stp d1, d0, [x10]
	ldr d1, [sp, #584]
	ldr d0, [sp, #576]
	subs x24, x8, x0
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #568]
	ldr d0, [sp, #560]
	stp d1, d0, [x10, #32]
	ldr d1, [sp, #552]
	ldr d0, [sp, #544]
	stp d1, d0, [x10, #48]
	b.lo .LBB_748
	cmp x24, #8
	b.lo .LBB_736
	ldr d1, [sp, #536]
	ldr d0, [sp, #528]
	ldr x8, [sp, #744]
	add x8, x8, x0, lsl #3
	ldp d3, d2, [sp, #504]
	stp d1, d0, [x8]
	ldr d1, [sp, #520]
	ldr d0, [sp, #480]
	stp d1, d2, [x8, #16]
	ldp d2, d1, [sp, #488]
	stp d3, d1, [x8, #32]
	stp d2, d0, [x8, #48]
	tbz w23, #0, .LBB_585
	ldr x9, [sp, #1080]
	ldr d8, [sp, #440]
	add x10, x9, #16
	add x8, x9, #8
	cmp x10, #1026
	str x8, [sp, #1080]
	b.hs .LBB_643
	mov x26, xzr
	eor w23, w23, #0x1
	b .LBB_586
.LBB_606:
	mov w8, #8
.LBB_607:
	ldr x10, [sp, #1096]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1104]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1112]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1120]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1128]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1136]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1144]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1152]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1160]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1168]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1176]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1184]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1192]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1200]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_535
	ldr x10, [sp, #1208]
	add x8, x10, x8
	cmp x8, x12
	b.hi .LBB_535
	mov w8, wzr
	mov x21, xzr
.LBB_623:
	mov w26, w8
	ldr x8, [sp, #472]
	str x21, [sp, #1600]
	str x25, [sp, #1752]
	str x19, [sp, #1760]
	str x8, [sp, #1728]
	ldr x8, [sp, #752]
	str x8, [sp, #1736]
	add x8, sp, #1088
	str x8, [sp, #1744]
	add x0, sp, #1864
	add x1, sp, #1728
	bl core::array::try_from_fn
	ldr x8, [sp, #1472]
	ldr x9, [sp, #1600]
	add x0, x9, x8, lsl #4
	subs x10, x24, x0
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d0, [sp, #1864]
	ldr d1, [sp, #2112]
	ldr d15, [sp, #2360]
	add x10, x23, x0, lsl #3
	ldr d4, [sp, #2296]
	ldr d2, [sp, #1872]
	ldr d5, [sp, #1936]
	ldr d9, [sp, #1944]
	ldr d7, [sp, #2000]
	ldr d8, [sp, #2008]
	ldr d18, [sp, #2064]
	ldr d3, [sp, #2072]
	ldr d31, [sp, #2120]
	ldr d28, [sp, #2128]
	ldr d23, [sp, #2136]
	ldr d20, [sp, #2144]
	ldr d6, [sp, #2152]
	ldr d10, [sp, #2160]
	ldr d13, [sp, #2184]
	ldr d30, [sp, #2192]
	ldr d25, [sp, #2200]
	ldr d22, [sp, #2208]
	ldr d16, [sp, #2216]
	ldr d14, [sp, #2248]
	ldr d29, [sp, #2256]
	ldr d26, [sp, #2264]
	ldr d21, [sp, #2272]
	ldr d17, [sp, #2280]
	ldr d11, [sp, #2312]
	ldr d12, [sp, #2320]
	ldr d27, [sp, #2328]
	ldr d24, [sp, #2336]
	ldr d19, [sp, #2344]
	str d0, [sp, #736]
	ldr d0, [sp, #1880]
	str d15, [sp, #544]
	ldr d15, [sp, #2368]
	str d4, [sp, #552]
	ldr d4, [sp, #2304]
	str d0, [sp, #704]
	ldr d0, [sp, #1888]
	stp d15, d4, [sp, #480]
	ldr d15, [sp, #736]
	ldr d4, [sp, #2352]
	str d0, [sp, #696]
	ldr d0, [sp, #1896]
	str d0, [sp, #664]
	ldr d0, [sp, #1904]
	str d0, [sp, #632]
	ldr d0, [sp, #1912]
	str d0, [sp, #600]
	ldr d0, [sp, #1920]
	str d0, [sp, #536]
	ldr d0, [sp, #1928]
	str d0, [sp, #728]
	ldr d0, [sp, #1952]
	str d0, [sp, #688]
	ldr d0, [sp, #1960]
	str d0, [sp, #656]
	ldr d0, [sp, #1968]
	str d0, [sp, #624]
	ldr d0, [sp, #1976]
	str d0, [sp, #592]
	ldr d0, [sp, #1984]
	str d0, [sp, #528]
	ldr d0, [sp, #1992]
	str d0, [sp, #720]
	ldr d0, [sp, #2016]
	str d0, [sp, #680]
	ldr d0, [sp, #2024]
	str d0, [sp, #648]
	ldr d0, [sp, #2032]
	str d0, [sp, #616]
	ldr d0, [sp, #2040]
	str d0, [sp, #584]
	ldr d0, [sp, #2048]
	str d0, [sp, #520]
	ldr d0, [sp, #2056]
	str d0, [sp, #712]
	ldr d0, [sp, #2080]
	str d0, [sp, #672]
	ldr d0, [sp, #2088]
	str d0, [sp, #640]
	ldr d0, [sp, #2096]
	str d0, [sp, #608]
	ldr d0, [sp, #2104]
	str d0, [sp, #576]
	ldr d0, [sp, #2168]
	str d0, [sp, #568]
	ldr d0, [sp, #2176]
	stp d0, d1, [sp, #504]
	ldr d1, [sp, #2232]
	ldr d0, [sp, #2224]
	str d1, [sp, #560]
	ldr d1, [sp, #2240]
	str d1, [sp, #496]
	ldr d1, [sp, #2288]
	str d15, [x10]
	ldr d15, [sp, #728]
	stp d13, d14, [x10, #40]
	str d11, [x10, #56]
	str d15, [x10, #8]
	ldr d15, [sp, #720]
	str d15, [x10, #16]
	ldr d15, [sp, #712]
	stp d15, d31, [x10, #24]
	add x10, x9, x8, lsl #4
	add x0, x10, #16
	subs x10, x24, x0
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	add x10, x9, x8, lsl #4
	add x11, x23, x0, lsl #3
	add x0, x10, #32
	stp d2, d5, [x11]
	stp d7, d18, [x11, #16]
	subs x10, x24, x0
	stp d28, d30, [x11, #32]
	stp d29, d12, [x11, #48]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d2, [sp, #704]
	add x10, x9, x8, lsl #4
	add x11, x23, x0, lsl #3
	add x0, x10, #48
	stp d8, d3, [x11, #16]
	stp d23, d25, [x11, #32]
	stp d26, d27, [x11, #48]
	subs x10, x24, x0
	stp d2, d9, [x11]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d3, [sp, #696]
	ldr d2, [sp, #688]
	add x11, x23, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #64
	stp d20, d22, [x11, #32]
	subs x10, x24, x0
	stp d21, d24, [x11, #48]
	stp d3, d2, [x11]
	ldr d3, [sp, #680]
	ldr d2, [sp, #672]
	stp d3, d2, [x11, #16]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d3, [sp, #664]
	ldr d2, [sp, #656]
	add x11, x23, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #80
	stp d6, d16, [x11, #32]
	subs x10, x24, x0
	stp d17, d19, [x11, #48]
	stp d3, d2, [x11]
	ldr d3, [sp, #648]
	ldr d2, [sp, #640]
	stp d3, d2, [x11, #16]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d3, [sp, #632]
	ldr d2, [sp, #624]
	add x11, x23, x0, lsl #3
	add x10, x9, x8, lsl #4
	add x0, x10, #96
	stp d10, d0, [x11, #32]
	subs x10, x24, x0
	stp d1, d4, [x11, #48]
	stp d3, d2, [x11]
	ldr d3, [sp, #616]
	ldr d2, [sp, #608]
	stp d3, d2, [x11, #16]
	b.lo .LBB_744
	cmp x10, #8
	b.lo .LBB_747
	ldr d1, [sp, #600]
	ldr d0, [sp, #592]
	add x10, x23, x0, lsl #3
	add x8, x9, x8, lsl #4
	add x0, x8, #112
	subs x8, x24, x0
	stp d1, d0, [x10]
	ldr d1, [sp, #584]
	ldr d0, [sp, #576]
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #568]
	ldr d0, [sp, #560]
	stp d1, d0, [x10, #32]
	ldr d1, [sp, #552]
	ldr d0, [sp, #544]
	stp d1, d0, [x10, #48]
	b.lo .LBB_744
	cmp x8, #8
	b.lo .LBB_760
	ldr d1, [sp, #536]
	ldr d0, [sp, #528]
	add x9, x23, x0, lsl #3
	ldp d3, d2, [sp, #504]
	add x21, x21, #8
	mov w8, #1
	ldr d8, [sp, #440]
	stp d1, d0, [x9]
	ldr d1, [sp, #520]
	ldr d0, [sp, #480]
	stp d1, d2, [x9, #16]
	ldp d2, d1, [sp, #488]
	stp d3, d1, [x9, #32]
	stp d2, d0, [x9, #48]
	tbz w26, #0, .LBB_623
	ldr x8, [sp, #1472]
	add x9, x8, #8
	add x8, x8, #16
	cmp x8, x20
	str x9, [sp, #1472]
	b.hi .LBB_678
	ldr x10, [sp, #1088]
	ldr x12, [sp, #752]
	ldr x14, [sp, #216]
	cntd x26
	add x10, x10, x8
	cmp x10, x12
	b.ls .LBB_607
	b .LBB_535
.LBB_643:
	ldr x23, [sp, #464]
	ldr x15, [sp, #264]
	ldp x18, x17, [sp, #240]
	cntd x26
	cmp x8, #1024
	ldr x1, [sp, #232]
	b.hi .LBB_527
	ldr x10, [sp, #448]
	ldr x11, [sp, #744]
	lsl x8, x9, #4
	add x8, x8, #128
	add x10, x10, x9
	add x10, x11, x10, lsl #3
	add x11, x21, x9, lsl #7
	add x11, x11, #1144
.LBB_645:
	cmp x8, x20
	b.hs .LBB_812
	ldr x13, [sp, #752]
	add x12, x23, x9
	add x12, x12, #8
	cmp x12, x13
	b.hs .LBB_813
	ldur d0, [x11, #-120]
	add x12, x15, x9, lsl #3
	str d0, [x12, #64]
	add x12, x8, #1
	cmp x12, x20
	b.hs .LBB_796
	add x12, x23, x9
	add x12, x12, #1033
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-112]
	ldr x12, [sp, #432]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #2
	cmp x12, x20
	b.hs .LBB_796
	add x12, x23, x9
	add x12, x12, #2058
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-104]
	ldr x12, [sp, #416]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #3
	cmp x12, x20
	b.hs .LBB_796
	add x12, x23, x9
	add x12, x12, #3083
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-96]
	ldr x12, [sp, #400]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #4
	cmp x12, x20
	b.hs .LBB_796
	ldr x12, [sp, #392]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-88]
	ldr x12, [sp, #384]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #5
	cmp x12, x20
	b.hs .LBB_796
	ldr x12, [sp, #376]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-80]
	ldr x12, [sp, #368]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #6
	cmp x12, x20
	b.hs .LBB_796
	ldr x12, [sp, #360]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-72]
	ldr x12, [sp, #352]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #7
	cmp x12, x20
	b.hs .LBB_796
	ldr x12, [sp, #344]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-64]
	ldr x12, [sp, #336]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #8
	cmp x12, x20
	b.hs .LBB_796
	ldr x12, [sp, #448]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-56]
	add x12, x8, #9
	cmp x12, x20
	str d0, [x10]
	b.hs .LBB_796
	ldr x12, [sp, #328]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-48]
	add x12, x8, #10
	cmp x12, x20
	str d0, [x10, #8200]
	b.hs .LBB_796
	ldr x12, [sp, #320]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-40]
	add x12, x8, #11
	cmp x12, x20
	str d0, [x10, #16400]
	b.hs .LBB_796
	ldr x12, [sp, #312]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-32]
	add x12, x8, #12
	cmp x12, x20
	str d0, [x10, #24600]
	b.hs .LBB_796
	ldr x12, [sp, #304]
	add x12, x12, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-24]
	ldr x12, [sp, #296]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #13
	cmp x12, x20
	b.hs .LBB_796
	add x12, x1, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-16]
	ldr x12, [sp, #288]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #14
	cmp x12, x20
	b.hs .LBB_796
	add x12, x18, x9
	cmp x12, x13
	b.hs .LBB_798
	ldur d0, [x11, #-8]
	ldr x12, [sp, #280]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #15
	cmp x12, x20
	b.hs .LBB_796
	add x12, x17, x9
	cmp x12, x13
	b.hs .LBB_816
	ldr d0, [x11], #128
	ldr x12, [sp, #272]
	add x8, x8, #16
	add x10, x10, #8
	str d0, [x12, x9, lsl #3]
	add x9, x9, #1
	cmp x9, #1017
	b.ne .LBB_645
	b .LBB_527
.LBB_678:
	cntd x26
	b .LBB_533
.LBB_679:
	ldr x5, [sp, #752]
	mov x9, #64513
	str x23, [sp, #1864]
	strb w1, [sp, #1888]
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	subs x8, x5, x23
	csel x8, xzr, x8, lo
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	str x8, [sp, #1872]
	mov w8, #1024
	str x8, [sp, #1880]
	ldr x0, [sp, #472]
	ldr x4, [sp, #744]
	add x3, sp, #1864
	mov x1, x5
	mov x2, x20
	bl kernel_sliding::wma::periods_into
	ldr x11, [sp, #752]
.LBB_681:
	ldr x8, [sp, #976]
	str x11, [sp, #1864]
	str x8, [sp, #736]
	ldr x8, [sp, #984]
	cmp x8, x11
	str x8, [sp, #1728]
	b.ne .LBB_791
	cbz x11, .LBB_697
	ldr x9, [sp, #752]
	ldr x21, [sp, #736]
	ldr x26, [sp, #744]
	mov x10, xzr
	mov x20, xzr
	mov w12, #64
	lsr x8, x9, #6
	tst x9, #0x3f
	cinc x11, x8, ne
	b .LBB_685
.LBB_684:
	ldr x12, [sp, #712]
	ldr x10, [sp, #728]
	ldr x20, [sp, #704]
	add x26, x26, #512
	add x21, x21, #512
	add x12, x12, #64
	ldr x11, [sp, #720]
	sub x10, x10, #64
	cbz x11, .LBB_697
.LBB_685:
	ldr x9, [sp, #752]
	add x13, x20, #64
	sub x11, x11, #1
	cmp x9, x12
	csel x8, x9, x12, lo
	add x8, x8, x10
	cmp x8, #1
	csinc x8, x8, xzr, hi
	cmp x9, x13
	csel x1, x9, x13, lo
	cmp x1, x20
	b.lo .LBB_767
	add x9, x20, #64
	str x12, [sp, #712]
	str x11, [sp, #720]
	str x10, [sp, #728]
	str x9, [sp, #704]
	b.eq .LBB_684
	cntw x14
	cmp x8, x14
	b.hs .LBB_689
	sub x10, x29, #64
	mov x24, xzr
	mov x9, xzr
	ldr z3, [x10, #-7, mul vl]
	b .LBB_692
.LBB_689:
	udiv x9, x8, x14
	sub x15, x29, #64
	index z2.d, #0, #1
	movi v0.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	mov x11, x21
	mov x12, x26
	ldr z18, [x15, #-8, mul vl]
	ldr z19, [x15, #-9, mul vl]
	ldr z20, [x15, #-10, mul vl]
	mul x9, x9, x14
	ptrue p2.d
	rdvl x15, #2
	sub x10, x8, x9
	mov x13, x9
.LBB_690:
	ldr z4, [x12]
	ldr z5, [x12, #1, mul vl]
	add z3.d, z2.d, z18.d
	subs x13, x13, x14
	add x12, x12, x15
	and z3.d, z3.d, #0x3f
	ldr z6, [x11]
	ldr z7, [x11, #1, mul vl]
	add x11, x11, x15
	movprfx z16, z4
	fabd z16.d, p2/m, z16.d, z6.d
	movprfx z17, z5
	fabd z17.d, p2/m, z17.d, z7.d
	fabs z6.d, p2/m, z6.d
	fabs z7.d, p2/m, z7.d
	fabs z4.d, p2/m, z4.d
	fabs z5.d, p2/m, z5.d
	fadd z4.d, z4.d, z6.d
	fadd z5.d, z5.d, z7.d
	add z6.d, z2.d, z19.d
	and z2.d, z2.d, #0x3f
	fmul z4.d, z4.d, z20.d
	fmul z5.d, z5.d, z20.d
	fcmge p0.d, p2/z, z4.d, z16.d
	fcmge p1.d, p2/z, z5.d, z17.d
	mov z4.d, p0/z, #1
	mov z5.d, p1/z, #1
	lslr z2.d, p2/m, z2.d, z4.d
	lslr z3.d, p2/m, z3.d, z5.d
	orr z0.d, z2.d, z0.d
	orr z1.d, z3.d, z1.d
	mov z2.d, z6.d
	b.ne .LBB_690
	orr z0.d, z1.d, z0.d
	sub x11, x29, #64
	ldr z3, [x11, #-7, mul vl]
	orv d0, p2, z0.d
	fmov x24, d0
	cbz x10, .LBB_693
.LBB_692:
	ldr d0, [x26, x9, lsl #3]
	ldr d1, [x21, x9, lsl #3]
	fabd d2, d0, d1
	fabs d1, d1
	fabs d0, d0
	fadd d0, d0, d1
	fmul d0, d0, d3
	fcmp d2, d0
	cset w10, ls
	lsl x10, x10, x9
	add x9, x9, #1
	orr x24, x10, x24
	cmp x8, x9
	b.ne .LBB_692
.LBB_693:
	cbz x24, .LBB_684
.LBB_694:
	rbit x8, x24
	clz x8, x8
	orr x23, x8, x20
	ldr x1, [sp, #424]
	add x0, sp, #880
	mov x2, x23
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #752]
	cmp x23, x8
	b.hs .LBB_794
	ldr x8, [sp, #736]
	str d0, [x8, x23, lsl #3]
	ldr x8, [sp, #744]
	str d1, [x8, x23, lsl #3]
	sub x8, x24, #1
	ands x24, x8, x24
	b.ne .LBB_694
	b .LBB_684
.LBB_697:
	ldr x23, [sp, #760]
	ldr x8, [sp, #752]
	cmp x8, x23
	b.ne .LBB_784
	ldr x11, [sp, #736]
	ldr x10, [sp, #744]
	str xzr, [sp, #1032]
	add x8, x11, x23, lsl #3
	add x9, x10, x23, lsl #3
	str x11, [sp, #1864]
	str x10, [sp, #1880]
	str xzr, [sp, #1896]
	str x23, [sp, #1904]
	str x8, [sp, #1872]
	str x9, [sp, #1888]
	add x8, sp, #944
	add x1, sp, #1864
	add x0, x8, #72
	bl alloc::vec::Vec<T,A>::extend_trusted
	ldr x2, [sp, #456]
	cntd x26
	cntw x24
	ldr x12, [sp, #32]
	cbz x12, .LBB_726
	ldr x10, [sp, #1024]
	ldr x20, [sp, #1032]
	movi d12, #0000000000000000
	movi d0, #0000000000000000
	mov w0, #1
	mov x9, xzr
	mov x13, xzr
	mov x21, xzr
	mov x11, x10
	b .LBB_702
.LBB_701:
	sub x12, x12, #1
	add x9, x9, #1
	add x11, x11, #64
	mov x0, x14
	cbz x12, .LBB_723
.LBB_702:
	lsl x8, x9, #6
	add x14, x8, #65
	mvn x8, x8
	cmp x23, x14
	csel x14, x23, x14, lo
	add x8, x14, x8
	add x14, x0, #64
	cmp x8, #1
	csinc x16, x8, xzr, hi
	cmp x23, x14
	csel x1, x23, x14, lo
	cmp x23, x0
	b.lo .LBB_763
	cmp x1, x20
	b.hi .LBB_763
	sub x8, x0, #1
	sub x15, x1, #1
	cmp x15, x8
	b.lo .LBB_764
	cmp x15, x20
	b.hi .LBB_764
	cmp x23, x0
	b.eq .LBB_701
	cmp x16, x24
	mov x4, x1
	b.hs .LBB_709
	mov w1, #255
	mov x15, xzr
	mov x8, xzr
	b .LBB_712
.LBB_709:
	udiv x8, x16, x24
	sub x18, x29, #64
	index z3.d, #0, #1
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	mov z19.d, #255
	add x17, x11, x26
	ldr z17, [x18, #-8, mul vl]
	ldr z18, [x18, #-9, mul vl]
	mov w3, #1
	mov x15, xzr
	mul x8, x8, x24
	ptrue p2.d
	sub x16, x16, x8
.LBB_710:
	add x18, x11, x15
	add x1, x17, x15
	ld1b { z7.d }, p2/z, [x11, x15]
	add z4.d, z3.d, z17.d
	add x15, x15, x24
	ld1b { z5.d }, p2/z, [x18, x3]
	ld1b { z6.d }, p2/z, [x1, x3]
	ld1b { z16.d }, p2/z, [x18, #1, mul vl]
	and z4.d, z4.d, #0x3f
	mul z5.d, p2/m, z5.d, z7.d
	mul z6.d, p2/m, z6.d, z16.d
	add z7.d, z3.d, z18.d
	and z3.d, z3.d, #0x3f
	and z5.d, z5.d, #0xff
	and z6.d, z6.d, #0xff
	cmpeq p0.d, p2/z, z5.d, z19.d
	cmpeq p1.d, p2/z, z6.d, z19.d
	cmp x8, x15
	mov z5.d, p0/z, #1
	mov z6.d, p1/z, #1
	lslr z3.d, p2/m, z3.d, z5.d
	lslr z4.d, p2/m, z4.d, z6.d
	orr z1.d, z3.d, z1.d
	orr z2.d, z4.d, z2.d
	mov z3.d, z7.d
	b.ne .LBB_710
	orr z1.d, z2.d, z1.d
	mov w1, #255
	orv d1, p2, z1.d
	fmov x15, d1
	cbz x16, .LBB_714
.LBB_712:
	sub x16, x4, x0
.LBB_713:
	add x17, x11, x8
	ldrb w18, [x17, #1]
	ldrb w17, [x17]
	mul w17, w17, w18
	bics wzr, w1, w17
	cset w17, eq
	lsl x17, x17, x8
	add x8, x8, #1
	orr x15, x17, x15
	cmp x8, x16
	b.lo .LBB_713
.LBB_714:
	cbnz x15, .LBB_719
	b .LBB_701
.LBB_715:
	ldr d1, [x2, x8, lsl #3]
	scvtf d2, x13
	adrp x13, .LCPI_1
	add x21, x21, #1
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fmov d1, #1.00000000
	fadd d0, d0, d1
	ldr d1, [x13, :lo12:.LCPI_1]
	mov x13, #4636737291354636288
	fmul d0, d0, d1
	fmov d1, #-1.00000000
	fadd d0, d0, d1
	fmov d1, x13
	fmul d0, d0, d1
	fadd d12, d12, d0
.LBB_716:
	cmp x8, x23
	b.hs .LBB_799
	ldr d0, [x2, x8, lsl #3]
	mov x13, x16
.LBB_718:
	sub x8, x15, #1
	and x15, x8, x15
	cbz x15, .LBB_701
.LBB_719:
	rbit x8, x15
	clz x8, x8
	add x8, x8, x0
	cmp x8, x20
	b.hs .LBB_795
	ldrsb x16, [x10, x8]
	cmp x13, x16
	b.eq .LBB_718
	cbz x13, .LBB_716
	cmp x8, x23
	b.lo .LBB_715
	b .LBB_802
.LBB_723:
	cbz x13, .LBB_727
	cbz x23, .LBB_820
	ldr x8, [sp, #24]
	scvtf d2, x13
	add x21, x21, #1
	ldr d1, [x2, x8, lsl #3]
	adrp x8, .LCPI_1
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fmov d1, #1.00000000
	fadd d0, d0, d1
	ldr d1, [x8, :lo12:.LCPI_1]
	mov x8, #4636737291354636288
	fmul d0, d0, d1
	fmov d1, #-1.00000000
	fadd d0, d0, d1
	fmov d1, x8
	fmul d0, d0, d1
	fadd d12, d12, d0
	b .LBB_727
.LBB_726:
	mov x21, xzr
	movi d12, #0000000000000000
.LBB_727:
	ldr x20, [sp, #1056]
	ldr x8, [sp, #1040]
	cmp x20, x8
	b.ne .LBB_729
	add x0, sp, #1040
	bl alloc::raw_vec::RawVec<T,A>::grow_one
.LBB_729:
	ldr x8, [sp, #1048]
	ldr x6, [sp, #48]
	rdvl x4, #2
	mov x5, #9221120237041090560
	add x8, x8, x20, lsl #4
	str x6, [sp, #424]
	str d12, [x8]
	str x21, [x8, #8]
	add x8, x20, #1
	mov w21, #1025
	str x8, [sp, #1056]
	ldr x8, [sp, #408]
	cmp x6, x8
	b.ne .LBB_260
.LBB_730:
	ldr q0, [sp, #1040]
	ldr x9, [sp, #40]
	ldr x8, [sp, #1056]
	add x0, sp, #944
	str x8, [x9, #16]
	str q0, [x9]
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	add x0, sp, #880
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #816
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	add x0, sp, #768
	bl core::ptr::drop_in_place<kernel_sliding::simd::Tiled<16_usize,kernel_sliding::transpose::Portable>>
	addvl sp, sp, #18
	add sp, sp, #2512
	ldp d9, d8, [sp, #48]
	ldp d11, d10, [sp, #32]
	ldp d13, d12, [sp, #16]
	ldp x20, x19, [sp, #144]
	ldp x22, x21, [sp, #128]
	ldp x24, x23, [sp, #112]
	ldp x26, x25, [sp, #96]
	ldp x28, x27, [sp, #80]
	ldp x29, x30, [sp, #64]
	ldp d15, d14, [sp], #160
	ret
.LBB_732:
	ldr x20, [sp, #760]
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	mov x1, x20
	b .LBB_766
.LBB_733:
	mov x0, xzr
	mov w1, #8
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_766
.LBB_734:
	mov x1, x20
	adrp x3, .Lanon.4
	add x3, x3, :lo12:.Lanon.4
	b .LBB_766
.LBB_735:
	mov x0, xzr
	mov w1, #8
	mov x20, x10
	adrp x3, .Lanon.5
	add x3, x3, :lo12:.Lanon.5
	b .LBB_766
.LBB_736:
	mov x0, xzr
	mov w1, #8
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_781
.LBB_737:
	mov x1, x20
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	b .LBB_766
.LBB_738:
	mov x0, xzr
	mov w1, #16
	mov x20, x14
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	b .LBB_766
.LBB_739:
	mov x1, x20
	adrp x3, .Lanon.8
	add x3, x3, :lo12:.Lanon.8
	b .LBB_766
.LBB_740:
	mov x0, xzr
	mov w1, #16
	mov x20, x14
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	b .LBB_766
.LBB_741:
	mov x0, x15
	mov x1, x26
	mov x20, x26
	adrp x3, .Lanon.10
	add x3, x3, :lo12:.Lanon.10
	b .LBB_766
.LBB_742:
	mov x0, xzr
	mov w1, #16
	mov x20, x14
	adrp x3, .Lanon.11
	add x3, x3, :lo12:.Lanon.11
	b .LBB_766
.LBB_743:
	mov x1, x20
	mov x24, x20
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	b .LBB_781
.LBB_744:
	mov x1, x24
	adrp x3, .Lanon.4
	add x3, x3, :lo12:.Lanon.4
	b .LBB_781
.LBB_745:
	mov x1, x20
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_766
.LBB_746:
	mov w1, #16
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
	mov x0, xzr
	mov x20, x11
	b .LBB_766
.LBB_747:
	mov x0, xzr
	mov w1, #8
	mov x24, x10
	adrp x3, .Lanon.5
	add x3, x3, :lo12:.Lanon.5
	b .LBB_781
.LBB_748:
	ldr x24, [sp, #752]
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	mov x1, x24
	b .LBB_781
.LBB_749:
	mov x1, x24
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	b .LBB_781
.LBB_750:
	mov x0, xzr
	mov w1, #16
	mov x24, x13
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	b .LBB_781
.LBB_751:
	mov x1, x24
	adrp x3, .Lanon.8
	add x3, x3, :lo12:.Lanon.8
	b .LBB_781
.LBB_752:
	mov x0, xzr
	mov w1, #16
	mov x24, x13
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	b .LBB_781
.LBB_753:
	mov x0, xzr
	mov w1, #16
	mov x24, x13
	adrp x3, .Lanon.11
	add x3, x3, :lo12:.Lanon.11
	b .LBB_781
.LBB_754:
	mov x0, xzr
	mov w1, #8
	mov x20, x8
	adrp x3, .Lanon.5
	add x3, x3, :lo12:.Lanon.5
	b .LBB_766
.LBB_755:
	mov x0, x14
	mov x1, x23
	mov x24, x23
	adrp x3, .Lanon.10
	add x3, x3, :lo12:.Lanon.10
	b .LBB_781
.LBB_756:
	mov x1, x24
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_781
.LBB_757:
	mov w1, #16
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
	mov x0, xzr
	mov x24, x8
	b .LBB_781
.LBB_758:
	mov x1, x10
	mov x24, x20
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	b .LBB_781
.LBB_759:
	mov x0, x14
	mov x1, x20
	mov x24, x20
	adrp x3, .Lanon.10
	add x3, x3, :lo12:.Lanon.10
	b .LBB_781
.LBB_760:
	mov x0, xzr
	mov x24, x8
	mov w1, #8
	adrp x3, .Lanon.5
	add x3, x3, :lo12:.Lanon.5
	b .LBB_781
.LBB_761:
	mov x0, xzr
	adrp x3, .Lanon.15
	add x3, x3, :lo12:.Lanon.15
	b .LBB_766
.LBB_762:
	ldr x24, [sp, #752]
	mov x1, x10
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	b .LBB_781
.LBB_763:
	mov x24, x20
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	b .LBB_781
.LBB_764:
	mov x0, x8
	mov x1, x15
	mov x24, x20
	adrp x3, .Lanon.17
	add x3, x3, :lo12:.Lanon.17
	b .LBB_781
.LBB_765:
	mov x0, xzr
	mov x20, x26
	mov w1, #16
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
.LBB_766:
	ldr x19, [sp, #88]
	mov x2, x20
	bl core::slice::index::slice_index_fail
	b .LBB_819
.LBB_767:
	ldr x2, [sp, #752]
	adrp x3, .Lanon.19
	add x3, x3, :lo12:.Lanon.19
	mov x0, x20
	bl core::slice::index::slice_index_fail
	b .LBB_819
.LBB_768:
	ldr x19, [sp, #88]
	adrp x0, .Lanon.20
	add x0, x0, :lo12:.Lanon.20
	adrp x2, .Lanon.21
	add x2, x2, :lo12:.Lanon.21
	mov w1, #53
	bl core::panicking::panic_fmt
	b .LBB_819
.LBB_769:
	mov x0, xzr
	adrp x3, .Lanon.15
	add x3, x3, :lo12:.Lanon.15
	b .LBB_781
.LBB_770:
	bl std::sys::random::linux::hashmap_random_keys
	mov w8, #1
	str x1, [x19, #8]
	strb w8, [x19, #16]
	b .LBB_239
.LBB_772:
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
.LBB_773:
	ldr x19, [sp, #88]
	mov x1, x26
	bl core::panicking::panic_bounds_check
	b .LBB_819
.LBB_774:
	add x1, sp, #1064
	add x2, sp, #1072
	adrp x3, .Lanon.23
	add x3, x3, :lo12:.Lanon.23
	adrp x5, .Lanon.24
	add x5, x5, :lo12:.Lanon.24
	mov w0, wzr
	mov w4, #49
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_819
.LBB_775:
	adrp x2, .Lanon.21
	add x2, x2, :lo12:.Lanon.21
	adrp x0, .Lanon.20
	add x0, x0, :lo12:.Lanon.20
	mov w1, #53
	b .LBB_785
.LBB_776:
	mov x0, xzr
	mov w1, #16
	mov x24, x23
	b .LBB_780
.LBB_777:
	str xzr, [sp, #8]
.LBB_778:
	ldr x0, [sp, #8]
	ldr x1, [sp, #200]
	bl alloc::raw_vec::handle_error
	b .LBB_819
.LBB_779:
	mov x0, xzr
	mov w1, #16
	mov x24, x20
.LBB_780:
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
.LBB_781:
	mov x2, x24
	bl core::slice::index::slice_index_fail
	b .LBB_819
.LBB_782:
	mov x20, x23
	adrp x9, .Lanon.22
	add x9, x9, :lo12:.Lanon.22
	b .LBB_814
.LBB_783:
	adrp x9, .Lanon.25
	add x9, x9, :lo12:.Lanon.25
	b .LBB_814
.LBB_784:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	mov w1, #49
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
.LBB_785:
	bl core::panicking::panic_fmt
	b .LBB_819
.LBB_786:
	adrp x2, .Lanon.28
	add x2, x2, :lo12:.Lanon.28
	mov x0, x11
.LBB_787:
	ldr x26, [sp, #760]
	b .LBB_773
.LBB_788:
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	mov x0, x11
	b .LBB_773
.LBB_789:
	adrp x9, .Lanon.22
	add x9, x9, :lo12:.Lanon.22
	b .LBB_814
.LBB_790:
	mov x20, x12
	adrp x9, .Lanon.25
	add x9, x9, :lo12:.Lanon.25
	b .LBB_814
.LBB_791:
	adrp x3, .Lanon.30
	add x3, x3, :lo12:.Lanon.30
	adrp x5, .Lanon.31
	add x5, x5, :lo12:.Lanon.31
	mov w0, wzr
	add x1, sp, #1728
	add x2, sp, #1864
	mov w4, #49
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_819
.LBB_792:
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	mov x20, x23
	str x8, [sp, #8]
	mov x8, x12
	b .LBB_815
.LBB_793:
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_797
.LBB_794:
	ldr x1, [sp, #752]
	adrp x2, .Lanon.32
	add x2, x2, :lo12:.Lanon.32
	mov x0, x23
	bl core::panicking::panic_bounds_check
	b .LBB_819
.LBB_795:
	adrp x9, .Lanon.33
	add x9, x9, :lo12:.Lanon.33
	b .LBB_814
.LBB_796:
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
.LBB_797:
	str x8, [sp, #8]
	mov x8, x12
	b .LBB_815
.LBB_798:
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	mov x20, x13
	str x8, [sp, #8]
	mov x8, x12
	b .LBB_815
.LBB_799:
	mov x20, x23
	adrp x9, .Lanon.34
	add x9, x9, :lo12:.Lanon.34
	b .LBB_814
.LBB_800:
	mov x20, x8
	b .LBB_815
.LBB_801:
	mov x8, x9
	mov x20, x9
	adrp x9, .Lanon.35
	add x9, x9, :lo12:.Lanon.35
	b .LBB_814
.LBB_802:
	mov x20, x23
	adrp x9, .Lanon.36
	add x9, x9, :lo12:.Lanon.36
	b .LBB_814
.LBB_803:
	add x8, x20, x8
	adrp x2, .Lanon.28
	add x2, x2, :lo12:.Lanon.28
	add x0, x8, #8
	b .LBB_787
.LBB_804:
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_773
.LBB_805:
	ldr x20, [sp, #120]
	adrp x9, .Lanon.37
	add x9, x9, :lo12:.Lanon.37
	mov x8, x20
	b .LBB_814
.LBB_806:
	ldr x20, [sp, #112]
	adrp x9, .Lanon.38
	add x9, x9, :lo12:.Lanon.38
	mov x8, x20
	b .LBB_814
.LBB_807:
	ldr x20, [sp, #96]
	adrp x9, .Lanon.39
	add x9, x9, :lo12:.Lanon.39
	mov x8, x20
	b .LBB_814
.LBB_808:
	adrp x0, .Lanon.40
	add x0, x0, :lo12:.Lanon.40
	adrp x2, .Lanon.41
	add x2, x2, :lo12:.Lanon.41
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_819
.LBB_809:
	adrp x0, .Lanon.42
	add x0, x0, :lo12:.Lanon.42
	adrp x3, .Lanon.43
	add x3, x3, :lo12:.Lanon.43
	adrp x4, .Lanon.44
	add x4, x4, :lo12:.Lanon.44
	add x2, sp, #2511
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_819
.LBB_810:
	add x8, x13, x9
	adrp x9, .Lanon.28
	add x9, x9, :lo12:.Lanon.28
	add x8, x8, #8
	b .LBB_814
.LBB_811:
	mov x20, x23
.LBB_812:
	adrp x9, .Lanon.29
	add x9, x9, :lo12:.Lanon.29
	b .LBB_814
.LBB_813:
	add x8, x23, x9
	adrp x9, .Lanon.28
	add x9, x9, :lo12:.Lanon.28
	mov x20, x13
	add x8, x8, #8
.LBB_814:
	str x9, [sp, #8]
.LBB_815:
	ldr x2, [sp, #8]
	mov x0, x8
	mov x1, x20
	bl core::panicking::panic_bounds_check
	b .LBB_819
.LBB_816:
	ldr x20, [sp, #752]
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	str x8, [sp, #8]
	mov x8, x12
	b .LBB_815
.LBB_817:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_819
.LBB_818:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_819:
	brk #0x1
.LBB_820:
	ldr x8, [sp, #24]
	mov x20, xzr
	adrp x9, .Lanon.45
	add x9, x9, :lo12:.Lanon.45
	b .LBB_814
	b .LBB_848
	b .LBB_846
	b .LBB_844
	b .LBB_844
	mov x20, x0
	b .LBB_874
	b .LBB_848
	ldr x8, [sp, #760]
	mov x20, x0
	cbnz x8, .LBB_831
	b .LBB_860
	ldr x8, [sp, #760]
	mov x20, x0
	cbnz x8, .LBB_832
	b .LBB_860
	mov x20, x0
	cbz x19, .LBB_860
	lsl x1, x19, #3
	mov w2, #8
	mov x0, x26
	bl __rustc::__rust_dealloc
	str x19, [sp, #760]
.LBB_831:
	ldr x8, [sp, #760]
	mov w2, #8
	mov x0, x25
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
.LBB_832:
	ldr x8, [sp, #760]
	mov w2, #8
	mov x0, x24
	lsl x1, x8, #3
	b .LBB_859
	b .LBB_848
	b .LBB_846
	b .LBB_846
	b .LBB_848
	b .LBB_848
	b .LBB_848
	b .LBB_848
	b .LBB_846
	b .LBB_844
	b .LBB_848
.LBB_844:
	ldr x19, [sp, #88]
	b .LBB_863
.LBB_846:
	mov x20, x0
	ldr x9, [sp, #816]
	cbz x9, .LBB_866
	b .LBB_861
.LBB_848:
	ldr x8, [sp, #1040]
	mov x20, x0
	cbz x8, .LBB_850
	ldr x0, [sp, #1048]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_850:
	ldr x8, [sp, #944]
	cbnz x8, .LBB_855
.LBB_851:
	ldr x8, [sp, #968]
	cbnz x8, .LBB_856
.LBB_852:
	ldr x8, [sp, #992]
	cbnz x8, .LBB_857
.LBB_853:
	ldr x1, [sp, #1016]
	cbnz x1, .LBB_858
	b .LBB_860
	mov x20, x0
	ldr x8, [sp, #944]
	cbz x8, .LBB_851
.LBB_855:
	ldr x0, [sp, #952]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #968]
	cbz x8, .LBB_852
.LBB_856:
	ldr x0, [sp, #976]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #992]
	cbz x8, .LBB_853
.LBB_857:
	ldr x0, [sp, #1000]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x1, [sp, #1016]
	cbz x1, .LBB_860
.LBB_858:
	ldr x0, [sp, #1024]
	mov w2, #1
.LBB_859:
	bl __rustc::__rust_dealloc
.LBB_860:
	add x0, sp, #880
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	ldr x9, [sp, #816]
	cbz x9, .LBB_866
.LBB_861:
	ldr x10, [sp, #824]
	ldr x8, [sp, #832]
	str x9, [sp, #2424]
	str x9, [sp, #2456]
	mov w9, #1
	str xzr, [sp, #2416]
	str xzr, [sp, #2448]
	str x10, [sp, #2432]
	str x10, [sp, #2464]
	b .LBB_867
.LBB_863:
	mov x20, x0
	cbz x19, .LBB_865
	ldr x0, [sp, #752]
	lsl x1, x19, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_865:
	ldr x9, [sp, #816]
	cbnz x9, .LBB_861
.LBB_866:
	mov x8, xzr
.LBB_867:
	str x9, [sp, #2408]
	str x9, [sp, #2440]
	str x8, [sp, #2472]
	add x0, sp, #2480
	add x1, sp, #2408
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #2480]
	cbz x8, .LBB_874
	mov w19, #24
.LBB_870:
	ldr x9, [sp, #2496]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_872
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_872:
	add x0, sp, #2480
	add x1, sp, #2408
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #2480]
	cbnz x8, .LBB_870
.LBB_874:
	ldr x8, [sp, #768]
	cbnz x8, .LBB_877
	ldr x8, [sp, #792]
	cbnz x8, .LBB_878
.LBB_876:
	mov x0, x20
	bl _Unwind_Resume
.LBB_877:
	ldr x0, [sp, #776]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #792]
	cbz x8, .LBB_876
.LBB_878:
	ldr x0, [sp, #800]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
	bl core::panicking::panic_in_cleanup
	mov x20, x0
	add x0, sp, #880
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	ldr x9, [sp, #816]
	cbz x9, .LBB_866
	b .LBB_861
	bl core::panicking::panic_in_cleanup
