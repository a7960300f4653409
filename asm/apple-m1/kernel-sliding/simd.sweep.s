# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
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
	sub sp, sp, #2880
	str xzr, [sp]
	str x0, [sp, #64]
	mov w8, #8
	str xzr, [sp, #1248]
	str x8, [sp, #1256]
	str xzr, [sp, #1272]
	str xzr, [sp, #1264]
	str x8, [sp, #1280]
	str xzr, [sp, #1288]
	ldp x27, x24, [x1]
	str xzr, [sp, #1296]
	str xzr, [sp, #1312]
	ldp x9, x10, [x1, #16]
	mov w8, #48
	str x9, [sp, #616]
	madd x8, x10, x8, x9
	str x8, [sp, #576]
	lsl x8, x24, #3
	str x8, [sp, #376]
	lsr x8, x24, #61
	str x8, [sp, #320]
	str x24, [sp, #1224]
	str x27, [sp, #584]
	str x10, [sp, #80]
	cbz x10, .LBB_192
	add x8, sp, #1424
	add x8, x8, #16
	str x8, [sp, #592]
	ldr x8, [sp, #320]
	cbnz x8, .LBB_203
	mov x8, #9223372036854775800
	ldr x9, [sp, #376]
	cmp x9, x8
	b.hi .LBB_203
	sub x19, x24, #1
	dup v0.2d, x24
	str q0, [sp, #96]
	mov w8, #8
	str x8, [sp, #40]
	adrp x8, .LCPI_0
	ldr q0, [x8, :lo12:.LCPI_0]
	str q0, [sp, #288]
	adrp x8, .LCPI_1
	ldr q0, [x8, :lo12:.LCPI_1]
	str q0, [sp, #272]
	adrp x8, .LCPI_2
	ldr q0, [x8, :lo12:.LCPI_2]
	str q0, [sp, #256]
	adrp x8, .LCPI_3
	ldr q0, [x8, :lo12:.LCPI_3]
	str q0, [sp, #240]
	adrp x8, .LCPI_4
	ldr q0, [x8, :lo12:.LCPI_4]
	str q0, [sp, #224]
	adrp x8, .LCPI_5
	ldr q0, [x8, :lo12:.LCPI_5]
	str q0, [sp, #208]
	adrp x8, .LCPI_6
	ldr q0, [x8, :lo12:.LCPI_6]
	str q0, [sp, #192]
	adrp x8, .LCPI_7
	ldr q0, [x8, :lo12:.LCPI_7]
	str q0, [sp, #176]
	mov x8, #33554432
	movk x8, #16800, lsl #48
	fmov d8, x8
	add x26, sp, #1696
	add x21, sp, #1824
	add x23, sp, #1952
	add x28, sp, #2080
	mov x20, #9221120237041090560
	ldr x1, [sp, #616]
	str d8, [sp, #624]
.LBB_4:
	add x0, sp, #2216
	mov x25, x1
	bl kernel_sliding::raw_lengths
	mov x8, #0
	add x25, x25, #48
	str x25, [sp, #48]
	add x9, sp, #2216
	ldp q0, q1, [x9]
	str q0, [sp, #1360]
	str q1, [sp, #1376]
	ldr x9, [sp, #2248]
	str x9, [sp, #1392]
	mov w10, #5
	str x10, [sp, #1432]
	ldr x10, [sp, #592]
	stp q0, q1, [x10]
	str x9, [x10, #32]
	b .LBB_8
.LBB_6:
	ldr x8, [sp, #1168]
	str x8, [sp, #304]
	add x8, sp, #1296
	str x8, [sp, #1168]
.LBB_7:
	mov x8, x25
	cmp x25, #5
	b.eq .LBB_191
.LBB_8:
	add x25, x8, #1
	str x25, [sp, #1424]
	ldr x9, [sp, #592]
	ldr x8, [x9, x8, lsl #3]
	str x8, [sp, #720]
	ldr x8, [sp, #1296]
	cbz x8, .LBB_18
	ldr x9, [sp, #1304]
.LBB_10:
	add x10, x8, #8
	ldrh w11, [x8, #362]
	lsl x12, x11, #3
	mov x13, #-1
	str x13, [sp, #1168]
.LBB_11:
	cbz x12, .LBB_15
	ldr x13, [x10], #8
	ldr x14, [sp, #720]
	cmp x14, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	ldr x14, [sp, #1168]
	add x14, x14, #1
	str x14, [sp, #1168]
	sub x12, x12, #8
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_11
	cbz w13, .LBB_6
	cbnz x9, .LBB_16
	b .LBB_17
.LBB_15:
	str x11, [sp, #1168]
	cbz x9, .LBB_17
.LBB_16:
	ldr x10, [sp, #1168]
	add x8, x8, x10, lsl #3
	ldr x8, [x8, #368]
	sub x9, x9, #1
	b .LBB_10
.LBB_17:
	str xzr, [sp, #304]
.LBB_18:
	add x9, sp, #1296
	str x9, [sp, #1320]
	ldr x9, [sp, #720]
	str x9, [sp, #1328]
	str x8, [sp, #1336]
	ldr x8, [sp, #304]
	str x8, [sp, #1344]
	ldr x8, [sp, #1168]
	str x8, [sp, #1352]
	ldr x22, [sp, #376]
	cbz x22, .LBB_21
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x22
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	str x0, [sp, #1232]
	cbz x0, .LBB_789
	str x24, [sp, #112]
	mov w16, #16400
	ldr x8, [sp, #720]
	cbnz x8, .LBB_22
	b .LBB_778
.LBB_21:
	str xzr, [sp, #112]
	mov w8, #8
	str x8, [sp, #1232]
	mov w16, #16400
	ldr x8, [sp, #720]
	cbz x8, .LBB_778
.LBB_22:
	mov x8, #0
	cbz x24, .LBB_27
	ldr x9, [sp, #376]
.LBB_24:
	ldr d0, [x27, x8, lsl #3]
	fcmp d0, d0
	b.vc .LBB_27
	add x8, x8, #1
	subs x9, x9, #8
	b.ne .LBB_24
	mov x8, x24
.LBB_27:
	ldr x9, [sp, #720]
	add x8, x9, x8
	sub x9, x8, #1
	cmp x24, x9
	csel x11, x24, x9, lo
	lsl x8, x11, #3
	ldr x10, [sp, #1232]
	add x12, x10, x8
	mov x15, x11
	str x12, [sp, #568]
	cbz x11, .LBB_33
	sub x11, x8, #8
	ldr x10, [sp, #1232]
	cmp x11, #56
	b.lo .LBB_32
	lsr x10, x11, #3
	add x11, x10, #1
	and x12, x11, #0x3ffffffffffffff8
	ldr x13, [sp, #1232]
	add x10, x13, x12, lsl #3
	add x13, x13, #32
	and x14, x11, #0x3ffffffffffffff8
.LBB_30:
	dup v0.2d, x20
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_30
	cmp x11, x12
	ldr x12, [sp, #568]
	b.eq .LBB_33
.LBB_32:
	str x20, [x10], #8
	cmp x10, x12
	b.ne .LBB_32
.LBB_33:
	cmp x9, x24
	b.hs .LBB_190
	mov x12, x15
	mov x9, #1152921504606846975
	ldr x10, [sp, #720]
	add x9, x10, x9
	str x9, [sp, #704]
	lsl x11, x10, #4
	add x9, x11, #4, lsl #12
	str x9, [sp, #336]
	madd x9, x10, x10, x10
	ucvtf d0, x9, #1
	str x11, [sp, #360]
	and x9, x11, #0xffffffffffffff0
	str x9, [sp, #168]
	ucvtf d1, x10
	str q1, [sp, #688]
	lsl x9, x10, #7
	str x9, [sp, #144]
	fmov d1, #1.00000000
	fdiv d1, d1, d0
	str q1, [sp, #672]
	and x9, x10, #0xffffffffffffff
	neg x9, x9, lsl #4
	str x9, [sp, #72]
	mov w9, #15383
	add x9, x15, x9
	str x9, [sp, #392]
	ldr x9, [sp, #1232]
	add x8, x9, x8
	mov w9, #57528
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #384]
	mov w9, #14358
	add x9, x15, x9
	str x9, [sp, #408]
	mov w9, #49328
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #400]
	mov w9, #13333
	add x9, x15, x9
	str x9, [sp, #424]
	mov w9, #41128
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #416]
	mov w9, #12308
	add x9, x15, x9
	str x9, [sp, #440]
	mov w9, #32928
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #432]
	mov w9, #11283
	add x9, x15, x9
	str x9, [sp, #448]
	mov w9, #10258
	add x9, x15, x9
	str x9, [sp, #456]
	mov w9, #9233
	add x9, x15, x9
	str x9, [sp, #464]
	mov w9, #8208
	add x9, x15, x9
	str x9, [sp, #560]
	mov w9, #7183
	add x9, x15, x9
	str x9, [sp, #480]
	mov w9, #57464
	add x9, x8, x9
	str x9, [sp, #472]
	mov w9, #6158
	add x9, x15, x9
	str x9, [sp, #496]
	mov w9, #49264
	add x9, x8, x9
	str x9, [sp, #488]
	mov w9, #5133
	add x9, x15, x9
	str x9, [sp, #512]
	mov w9, #41064
	add x9, x8, x9
	str x9, [sp, #504]
	mov w9, #4108
	add x9, x15, x9
	str x9, [sp, #528]
	mov w9, #32864
	add x9, x8, x9
	str x9, [sp, #520]
	dup v0.2d, v0.d[0]
	str q0, [sp, #128]
	mov w9, #24664
	add x9, x8, x9
	str x9, [sp, #536]
	mov w9, #16464
	add x9, x8, x9
	str x9, [sp, #544]
	mov w9, #8264
	add x8, x8, x9
	str x8, [sp, #552]
	sub x8, x24, x15
	str x8, [sp, #368]
	str x25, [sp, #88]
.LBB_35:
	str x12, [sp, #744]
	sub x8, x24, x12
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	cmp x8, #8
	b.lo .LBB_189
	ldr x27, [sp, #1264]
	ldr x8, [sp, #360]
	add x20, x8, #4, lsl #12
	ldr x8, [sp, #336]
	subs x25, x8, x27
	b.ls .LBB_41
	ldr x8, [sp, #1248]
	sub x8, x8, x27
	cmp x25, x8
	b.hi .LBB_185
	mov x20, x27
	ldr x22, [sp, #1256]
	add x0, x22, x27, lsl #3
	cmp x25, #2
	b.lo .LBB_40
.LBB_39:
	mvn x8, x27
	ldr x9, [sp, #336]
	add x8, x9, x8
	lsl x2, x8, #3
	mov w1, #0
	bl memset
	ldr x8, [sp, #336]
	add x8, x20, x8
	sub x8, x8, x27
	add x8, x22, x8, lsl #3
	sub x0, x8, #8
	add x8, x25, x20
	sub x20, x8, #1
.LBB_40:
	str xzr, [x0]
	add x20, x20, #1
	mov w16, #16400
.LBB_41:
	str x20, [sp, #1264]
	ldr x25, [sp, #1288]
	lsr x8, x25, #4
	cmp x8, #1024
	b.hi .LBB_46
	sub x8, x16, x25
	ldr x9, [sp, #1272]
	sub x9, x9, x25
	cmp x8, x9
	b.hi .LBB_187
	mov x20, x25
	ldr x22, [sp, #1280]
	add x0, x22, x25, lsl #3
	mov w27, #16399
	cmp x25, x27
	b.eq .LBB_45
.LBB_44:
	mov w8, #120
	movk w8, #2, lsl #16
	sub x2, x8, x25, lsl #3
	mov w1, #0
	bl memset
	sub x8, x20, x25
	add x20, x8, x27
	add x8, x22, x8, lsl #3
	mov w9, #120
	movk w9, #2, lsl #16
	add x0, x8, x9
.LBB_45:
	str xzr, [x0]
	add x8, x20, #1
	ldr x20, [sp, #1264]
	mov w16, #16400
	b .LBB_47
.LBB_46:
	mov w8, #16400
.LBB_47:
	str x8, [sp, #1288]
	ldr x8, [sp, #720]
	ldr x9, [sp, #744]
	sub x8, x9, x8
	dup v0.2d, x8
	ldp q2, q1, [sp, #272]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1568]
	str q2, [sp, #1584]
	ldp q2, q1, [sp, #240]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1600]
	str q2, [sp, #1616]
	ldp q2, q1, [sp, #208]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1632]
	str q2, [sp, #1648]
	ldp q2, q1, [sp, #176]
	add v1.2d, v0.2d, v1.2d
	add v0.2d, v0.2d, v2.2d
	str q1, [sp, #1664]
	str q0, [sp, #1680]
	ldr x27, [sp, #1256]
	lsr x25, x20, #4
	str xzr, [sp, #1824]
	cmp x20, #128
	b.lo .LBB_49
	ldr x8, [sp, #1568]
	add x8, x8, #8
	cmp x8, x24
	b.ls .LBB_88
.LBB_49:
	mov x8, #0
.LBB_50:
	cmp x8, x25
	b.hs .LBB_56
	lsl x0, x8, #4
	neg x9, x0
	add x10, x27, x8, lsl #7
	add x10, x10, #64
	ldr x13, [sp, #584]
.LBB_52:
	cmp x0, x20
	b.hi .LBB_755
	add x11, x20, x9
	cmp x11, #16
	b.lo .LBB_756
	ldr x11, [sp, #1568]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	stur d0, [x10, #-64]
	ldr x11, [sp, #1576]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	stur d0, [x10, #-56]
	ldr x11, [sp, #1584]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	stur d0, [x10, #-48]
	ldr x11, [sp, #1592]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	stur d0, [x10, #-40]
	ldr x11, [sp, #1600]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	stur d0, [x10, #-32]
	ldr x11, [sp, #1608]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	stur d0, [x10, #-24]
	ldr x11, [sp, #1616]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	stur d0, [x10, #-16]
	ldr x11, [sp, #1624]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	stur d0, [x10, #-8]
	ldr x11, [sp, #1632]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	str d0, [x10]
	ldr x11, [sp, #1640]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	str d0, [x10, #8]
	ldr x11, [sp, #1648]
	add x11, x8, x11
	cmp x19, x11
	csel x11, x19, x11, lo
	ldr d0, [x13, x11, lsl #3]
	add x11, x8, #1
	str d0, [x10, #16]
	ldr x12, [sp, #1656]
	add x12, x8, x12
	cmp x19, x12
	csel x12, x19, x12, lo
	ldr d0, [x13, x12, lsl #3]
	str d0, [x10, #24]
	ldr x12, [sp, #1664]
	add x12, x8, x12
	cmp x19, x12
	csel x12, x19, x12, lo
	ldr d0, [x13, x12, lsl #3]
	str d0, [x10, #32]
	ldr x12, [sp, #1672]
	add x12, x8, x12
	cmp x19, x12
	csel x12, x19, x12, lo
	ldr d0, [x13, x12, lsl #3]
	str d0, [x10, #40]
	ldr x12, [sp, #1680]
	add x12, x8, x12
	cmp x19, x12
	csel x12, x19, x12, lo
	ldr d0, [x13, x12, lsl #3]
	str d0, [x10, #48]
	ldr x12, [sp, #1688]
	add x8, x8, x12
	cmp x19, x8
	csel x8, x19, x8, lo
	ldr d0, [x13, x8, lsl #3]
	add x0, x0, #16
	str d0, [x10, #56]
	sub x9, x9, #16
	add x10, x10, #128
	cmp x25, x11
	mov x8, x11
	b.ne .LBB_52
	ldr x20, [sp, #1264]
.LBB_56:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1936]
	str q0, [sp, #1920]
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #2064]
	str q0, [sp, #2048]
	str q0, [sp, #2032]
	str q0, [sp, #2016]
	str q0, [sp, #2000]
	str q0, [sp, #1984]
	str q0, [sp, #1968]
	str q0, [sp, #1952]
	str q0, [sp, #2192]
	str q0, [sp, #2176]
	str q0, [sp, #2160]
	str q0, [sp, #2144]
	str q0, [sp, #2128]
	str q0, [sp, #2112]
	str q0, [sp, #2096]
	str q0, [sp, #2080]
	ldr x8, [sp, #360]
	cmp x8, x20
	b.hi .LBB_771
	ldr x8, [sp, #1256]
	mov x9, #33554432
	movk x9, #16800, lsl #48
	dup v0.2d, x9
	ldr x9, [sp, #168]
	cbz x9, .LBB_61
	ldr q10, [sp, #1696]
	ldr q6, [sp, #1712]
	ldr q1, [sp, #1824]
	str q1, [sp, #1136]
	ldr q15, [sp, #1840]
	ldr q24, [sp, #1952]
	ldr q1, [sp, #1968]
	str q1, [sp, #1072]
	ldr q27, [sp, #2080]
	ldr q3, [sp, #2096]
	ldr q4, [sp, #1728]
	ldr q23, [sp, #1744]
	ldr q9, [sp, #1856]
	ldr q1, [sp, #1872]
	ldr q2, [sp, #1984]
	stp q4, q2, [sp, #976]
	ldr q22, [sp, #2000]
	ldr q2, [sp, #2112]
	ldr q14, [sp, #2128]
	ldr q20, [sp, #1760]
	ldr q4, [sp, #1776]
	str q4, [sp, #1088]
	ldr q4, [sp, #1888]
	ldr q21, [sp, #1904]
	ldr q5, [sp, #2016]
	str q5, [sp, #1120]
	ldr q5, [sp, #2032]
	str q5, [sp, #1104]
	ldr q13, [sp, #2144]
	ldr q8, [sp, #2160]
	ldr q5, [sp, #1792]
	str q5, [sp, #1040]
	ldr q26, [sp, #1808]
	movi v30.2d, #0000000000000000
	ldr x9, [sp, #72]
	mov w10, #1
	ldr q19, [sp, #1920]
	ldr q18, [sp, #1936]
	movi v5.2d, #0000000000000000
	str q5, [sp, #1152]
	movi v11.2d, #0000000000000000
	movi v12.2d, #0000000000000000
	mov x11, x8
	ldr q5, [sp, #2048]
	str q5, [sp, #1008]
	ldr q25, [sp, #2064]
	movi v5.2d, #0000000000000000
	movi v29.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	str q7, [sp, #1056]
	movi v28.2d, #0000000000000000
	ldr q7, [sp, #2176]
	str q7, [sp, #1024]
	ldr q7, [sp, #2192]
.LBB_59:
	stp q26, q25, [sp, #800]
	str q7, [sp, #1184]
	str q21, [sp, #1200]
	stp q19, q18, [sp, #864]
	stp q15, q4, [sp, #912]
	stp q8, q30, [sp, #944]
	ucvtf d19, x10
	ldp q21, q25, [x11]
	fmul v7.2d, v21.2d, v19.d[0]
	fmul v16.2d, v21.2d, v0.2d
	fsub v17.2d, v16.2d, v21.2d
	fadd v28.2d, v28.2d, v7.2d
	str q28, [sp, #832]
	mov v30.16b, v24.16b
	fsub v7.2d, v16.2d, v17.2d
	mov v15.16b, v6.16b
	fsub v4.2d, v21.2d, v7.2d
	str q4, [sp, #752]
	ldr q8, [sp, #1072]
	fmul v26.2d, v7.2d, v19.d[0]
	ldp q7, q24, [sp, #976]
	mov v16.16b, v23.16b
	mov v17.16b, v22.16b
	mov v18.16b, v20.16b
	fadd v28.2d, v10.2d, v26.2d
	fadd v6.2d, v21.2d, v30.2d
	str q6, [sp, #784]
	fsub v4.2d, v6.2d, v30.2d
	fsub v6.2d, v6.2d, v4.2d
	fsub v6.2d, v30.2d, v6.2d
	fsub v4.2d, v21.2d, v4.2d
	fsub v20.2d, v28.2d, v10.2d
	fadd v4.2d, v4.2d, v6.2d
	fmul v6.2d, v25.2d, v19.d[0]
	ldr q21, [sp, #1056]
	fadd v21.2d, v21.2d, v6.2d
	str q21, [sp, #1056]
	fmul v6.2d, v25.2d, v0.2d
	fsub v21.2d, v6.2d, v25.2d
	fadd v27.2d, v27.2d, v4.2d
	str q27, [sp, #896]
	fsub v4.2d, v6.2d, v21.2d
	fsub v21.2d, v25.2d, v4.2d
	fmul v6.2d, v4.2d, v19.d[0]
	fadd v31.2d, v15.2d, v6.2d
	fadd v4.2d, v25.2d, v8.2d
	fsub v22.2d, v31.2d, v15.2d
	str q31, [sp, #768]
	fsub v23.2d, v4.2d, v8.2d
	str q4, [sp, #1072]
	fsub v30.2d, v4.2d, v23.2d
	fsub v30.2d, v8.2d, v30.2d
	fsub v23.2d, v25.2d, v23.2d
	fadd v23.2d, v23.2d, v30.2d
	fsub v25.2d, v28.2d, v20.2d
	fadd v3.2d, v3.2d, v23.2d
	ldp q23, q30, [x11, #32]
	fmul v8.2d, v23.2d, v19.d[0]
	fadd v29.2d, v29.2d, v8.2d
	str q29, [sp, #848]
	fsub v20.2d, v26.2d, v20.2d
	fmul v26.2d, v23.2d, v0.2d
	fsub v8.2d, v26.2d, v23.2d
	fsub v8.2d, v26.2d, v8.2d
	fsub v26.2d, v23.2d, v8.2d
	fmul v8.2d, v8.2d, v19.d[0]
	fsub v29.2d, v6.2d, v22.2d
	fadd v6.2d, v23.2d, v24.2d
	mov v4.16b, v13.16b
	mov v13.16b, v11.16b
	fsub v11.2d, v6.2d, v24.2d
	str q6, [sp, #992]
	fsub v27.2d, v6.2d, v11.2d
	fsub v27.2d, v24.2d, v27.2d
	fadd v6.2d, v7.2d, v8.2d
	fsub v22.2d, v31.2d, v22.2d
	fsub v23.2d, v23.2d, v11.2d
	fsub v11.2d, v6.2d, v7.2d
	fsub v8.2d, v8.2d, v11.2d
	str q6, [sp, #976]
	fsub v11.2d, v6.2d, v11.2d
	fadd v23.2d, v23.2d, v27.2d
	fsub v25.2d, v10.2d, v25.2d
	fadd v2.2d, v2.2d, v23.2d
	fmul v23.2d, v30.2d, v19.d[0]
	fadd v5.2d, v5.2d, v23.2d
	fmul v23.2d, v30.2d, v0.2d
	fsub v27.2d, v23.2d, v30.2d
	fsub v15.2d, v15.2d, v22.2d
	fsub v22.2d, v23.2d, v27.2d
	fsub v10.2d, v30.2d, v22.2d
	fmul v22.2d, v22.2d, v19.d[0]
	fadd v23.2d, v16.2d, v22.2d
	fsub v27.2d, v23.2d, v16.2d
	fsub v7.2d, v7.2d, v11.2d
	fsub v11.2d, v23.2d, v27.2d
	fsub v16.2d, v16.2d, v11.2d
	fsub v27.2d, v22.2d, v27.2d
	fadd v22.2d, v30.2d, v17.2d
	fsub v11.2d, v22.2d, v17.2d
	fadd v25.2d, v20.2d, v25.2d
	fsub v20.2d, v22.2d, v11.2d
	fsub v17.2d, v17.2d, v20.2d
	fsub v20.2d, v30.2d, v11.2d
	fadd v17.2d, v20.2d, v17.2d
	fadd v14.2d, v14.2d, v17.2d
	fadd v17.2d, v29.2d, v15.2d
	ldp q29, q30, [x11, #64]
	fmul v20.2d, v29.2d, v19.d[0]
	fadd v12.2d, v12.2d, v20.2d
	fmul v20.2d, v29.2d, v0.2d
	fadd v8.2d, v8.2d, v7.2d
	fsub v7.2d, v20.2d, v29.2d
	fsub v11.2d, v20.2d, v7.2d
	fmul v7.2d, v11.2d, v19.d[0]
	fadd v20.2d, v18.2d, v7.2d
	fsub v15.2d, v20.2d, v18.2d
	fadd v16.2d, v27.2d, v16.2d
	fsub v27.2d, v20.2d, v15.2d
	fsub v18.2d, v18.2d, v27.2d
	ldr q27, [sp, #1120]
	mov v6.16b, v3.16b
	mov v3.16b, v9.16b
	mov v9.16b, v2.16b
	mov v2.16b, v1.16b
	ldr q24, [sp, #752]
	fmul v31.2d, v24.2d, v19.d[0]
	fsub v15.2d, v7.2d, v15.2d
	fadd v7.2d, v31.2d, v25.2d
	fadd v25.2d, v15.2d, v18.2d
	fadd v31.2d, v29.2d, v27.2d
	fsub v18.2d, v31.2d, v27.2d
	str q31, [sp, #1120]
	fsub v31.2d, v31.2d, v18.2d
	fsub v27.2d, v27.2d, v31.2d
	fsub v31.2d, v29.2d, v11.2d
	mov v11.16b, v13.16b
	mov v13.16b, v4.16b
	ldp q15, q4, [sp, #912]
	fsub v18.2d, v29.2d, v18.2d
	ldr q29, [sp, #1088]
	fmul v21.2d, v21.2d, v19.d[0]
	fmul v26.2d, v26.2d, v19.d[0]
	fmul v10.2d, v10.2d, v19.d[0]
	fadd v17.2d, v21.2d, v17.2d
	fadd v18.2d, v18.2d, v27.2d
	fadd v13.2d, v13.2d, v18.2d
	fmul v18.2d, v30.2d, v19.d[0]
	fadd v11.2d, v11.2d, v18.2d
	fmul v21.2d, v30.2d, v0.2d
	fadd v18.2d, v26.2d, v8.2d
	fsub v26.2d, v21.2d, v30.2d
	fsub v21.2d, v21.2d, v26.2d
	fmul v26.2d, v21.2d, v19.d[0]
	fadd v24.2d, v29.2d, v26.2d
	fsub v27.2d, v24.2d, v29.2d
	fadd v16.2d, v10.2d, v16.2d
	str q24, [sp, #1088]
	fsub v8.2d, v24.2d, v27.2d
	fsub v29.2d, v29.2d, v8.2d
	ldr q8, [sp, #1104]
	ldr q10, [sp, #1040]
	fsub v21.2d, v30.2d, v21.2d
	fmul v31.2d, v31.2d, v19.d[0]
	fsub v26.2d, v26.2d, v27.2d
	fadd v27.2d, v26.2d, v29.2d
	fmul v21.2d, v21.2d, v19.d[0]
	mov v24.16b, v5.16b
	fadd v5.2d, v30.2d, v8.2d
	fsub v29.2d, v5.2d, v8.2d
	fadd v26.2d, v31.2d, v25.2d
	ldr q31, [sp, #1152]
	mov v1.16b, v2.16b
	mov v2.16b, v9.16b
	mov v9.16b, v3.16b
	str q5, [sp, #1104]
	fsub v25.2d, v5.2d, v29.2d
	fsub v25.2d, v8.2d, v25.2d
	ldr q8, [sp, #944]
	fsub v29.2d, v30.2d, v29.2d
	fadd v25.2d, v29.2d, v25.2d
	fadd v8.2d, v8.2d, v25.2d
	fadd v21.2d, v21.2d, v27.2d
	ldp q25, q27, [x11, #96]
	fmul v29.2d, v25.2d, v19.d[0]
	fadd v31.2d, v31.2d, v29.2d
	str q31, [sp, #1152]
	fmul v29.2d, v25.2d, v0.2d
	ldr q3, [sp, #1136]
	fadd v3.2d, v3.2d, v7.2d
	str q3, [sp, #1136]
	fsub v7.2d, v29.2d, v25.2d
	fsub v7.2d, v29.2d, v7.2d
	fmul v29.2d, v7.2d, v19.d[0]
	fadd v3.2d, v10.2d, v29.2d
	fsub v30.2d, v3.2d, v10.2d
	fadd v15.2d, v15.2d, v17.2d
	str q3, [sp, #1040]
	fsub v17.2d, v3.2d, v30.2d
	fsub v17.2d, v10.2d, v17.2d
	mov v10.16b, v28.16b
	ldr q28, [sp, #832]
	fsub v29.2d, v29.2d, v30.2d
	ldr q30, [sp, #1008]
	fsub v5.2d, v25.2d, v7.2d
	fadd v9.2d, v9.2d, v18.2d
	fadd v7.2d, v29.2d, v17.2d
	fmul v5.2d, v5.2d, v19.d[0]
	fadd v7.2d, v5.2d, v7.2d
	mov v5.16b, v24.16b
	ldp q24, q29, [sp, #784]
	fadd v3.2d, v25.2d, v30.2d
	fsub v17.2d, v3.2d, v30.2d
	str q3, [sp, #1008]
	fsub v18.2d, v3.2d, v17.2d
	fsub v18.2d, v30.2d, v18.2d
	ldr q30, [sp, #960]
	fsub v17.2d, v25.2d, v17.2d
	fadd v17.2d, v17.2d, v18.2d
	ldr q3, [sp, #1024]
	fadd v3.2d, v3.2d, v17.2d
	str q3, [sp, #1024]
	fadd v1.2d, v1.2d, v16.2d
	fmul v16.2d, v27.2d, v19.d[0]
	fadd v30.2d, v30.2d, v16.2d
	fmul v16.2d, v27.2d, v0.2d
	fsub v17.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v17.2d
	fadd v4.2d, v4.2d, v26.2d
	fmul v17.2d, v16.2d, v19.d[0]
	fadd v26.2d, v29.2d, v17.2d
	fsub v18.2d, v26.2d, v29.2d
	fsub v25.2d, v26.2d, v18.2d
	fsub v25.2d, v29.2d, v25.2d
	ldr q3, [sp, #1200]
	fadd v3.2d, v3.2d, v21.2d
	str q3, [sp, #1200]
	ldr q21, [sp, #1200]
	fsub v17.2d, v17.2d, v18.2d
	fadd v17.2d, v17.2d, v25.2d
	ldr q18, [sp, #816]
	fsub v3.2d, v27.2d, v16.2d
	fmul v3.2d, v3.2d, v19.d[0]
	ldp q29, q19, [sp, #848]
	fadd v19.2d, v19.2d, v7.2d
	fadd v7.2d, v3.2d, v17.2d
	mov v3.16b, v6.16b
	ldr q6, [sp, #768]
	fadd v25.2d, v27.2d, v18.2d
	fsub v16.2d, v25.2d, v18.2d
	fsub v17.2d, v25.2d, v16.2d
	fsub v17.2d, v18.2d, v17.2d
	ldr q18, [sp, #880]
	fadd v18.2d, v18.2d, v7.2d
	fsub v7.2d, v27.2d, v16.2d
	ldr q27, [sp, #896]
	fadd v7.2d, v7.2d, v17.2d
	ldr q16, [sp, #1184]
	fadd v16.2d, v16.2d, v7.2d
	str q16, [sp, #1184]
	ldr q7, [sp, #1184]
	add x11, x11, #128
	add x10, x10, #1
	adds x9, x9, #16
	b.ne .LBB_59
	str q10, [sp, #1696]
	str q6, [sp, #1712]
	ldr q6, [sp, #1136]
	str q6, [sp, #1824]
	str q15, [sp, #1840]
	str q24, [sp, #1952]
	ldr q6, [sp, #1072]
	str q6, [sp, #1968]
	str q27, [sp, #2080]
	str q3, [sp, #2096]
	ldr q3, [sp, #976]
	str q3, [sp, #1728]
	str q23, [sp, #1744]
	str q9, [sp, #1856]
	str q1, [sp, #1872]
	ldr q1, [sp, #992]
	str q1, [sp, #1984]
	str q22, [sp, #2000]
	str q2, [sp, #2112]
	str q14, [sp, #2128]
	str q20, [sp, #1760]
	ldr q1, [sp, #1088]
	str q1, [sp, #1776]
	str q4, [sp, #1888]
	str q21, [sp, #1904]
	ldr q1, [sp, #1120]
	str q1, [sp, #2016]
	ldr q1, [sp, #1104]
	str q1, [sp, #2032]
	str q13, [sp, #2144]
	str q8, [sp, #2160]
	ldr q1, [sp, #1040]
	str q1, [sp, #1792]
	str q26, [sp, #1808]
	str q19, [sp, #1920]
	str q18, [sp, #1936]
	ldp q2, q1, [sp, #1008]
	str q2, [sp, #2048]
	str q25, [sp, #2064]
	str q1, [sp, #2176]
	str q7, [sp, #2192]
	ldr d8, [sp, #624]
	ldr q2, [sp, #1056]
	ldr x25, [sp, #1288]
	cmp x25, #15
	b.hi .LBB_62
	b .LBB_776
.LBB_61:
	movi v30.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	str q1, [sp, #1152]
	movi v11.2d, #0000000000000000
	movi v12.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v29.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v28.2d, #0000000000000000
	ldr x25, [sp, #1288]
	cmp x25, #15
	b.ls .LBB_776
.LBB_62:
	ldr x27, [sp, #1280]
	ldr q3, [sp, #128]
	fdiv v1.2d, v28.2d, v3.2d
	fdiv v2.2d, v2.2d, v3.2d
	stp q1, q2, [x27]
	fdiv v1.2d, v29.2d, v3.2d
	fdiv v2.2d, v5.2d, v3.2d
	stp q1, q2, [x27, #32]
	fdiv v1.2d, v12.2d, v3.2d
	fdiv v2.2d, v11.2d, v3.2d
	stp q1, q2, [x27, #64]
	ldr q1, [sp, #1152]
	fdiv v1.2d, v1.2d, v3.2d
	fdiv v2.2d, v30.2d, v3.2d
	stp q1, q2, [x27, #96]
	sub x9, x25, #16
	lsr x9, x9, #4
	add x9, x9, #1
	add x10, x27, #128
	sub x11, x10, x8
	ldr x13, [sp, #144]
	add x12, x13, x8
	sub x12, x10, x12
	cmp x11, #16
	ccmp x12, #16, #0, hs
	cset w11, lo
	add x12, x8, x13
	mov w13, #1
	b .LBB_64
.LBB_63:
	add x13, x13, #1
	add x10, x10, #128
	add x8, x8, #128
	add x12, x12, #128
	cmp x13, #1025
	b.eq .LBB_75
.LBB_64:
	ldr x14, [sp, #704]
	add x14, x14, x13
	lsl x0, x14, #4
	subs x14, x20, x0
	b.lo .LBB_747
	cmp x14, #16
	b.lo .LBB_748
	lsl x15, x13, #4
	sub x0, x15, #16
	subs x14, x20, x0
	b.lo .LBB_749
	cmp x14, #16
	b.lo .LBB_750
	subs x14, x25, x15
	b.lo .LBB_751
	cmp x13, x9
	b.eq .LBB_752
	mov x14, #0
	tbz w11, #0, .LBB_73
	ldp q22, q21, [sp, #672]
.LBB_72:
	ldr d1, [x26, x14]
	ldr d2, [x21, x14]
	ldr d3, [x23, x14]
	ldr d4, [x28, x14]
	ldr d5, [x12, x14]
	ldr d6, [x8, x14]
	fmul d7, d5, d8
	fsub d16, d7, d5
	fsub d7, d7, d16
	fsub d16, d5, d7
	fmul d7, d7, d21
	fadd d17, d1, d7
	fsub d18, d17, d1
	fsub d19, d17, d18
	fsub d1, d1, d19
	fsub d7, d7, d18
	fadd d1, d7, d1
	fneg d7, d3
	fsub d18, d17, d3
	fsub d19, d18, d17
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
	fsub d16, d2, d7
	fsub d3, d3, d16
	fsub d5, d5, d7
	fadd d3, d5, d3
	fneg d5, d6
	fsub d6, d2, d6
	fsub d7, d6, d2
	fsub d16, d6, d7
	fsub d2, d2, d16
	fsub d5, d5, d7
	fadd d2, d5, d2
	fadd d2, d3, d2
	fadd d2, d4, d2
	str d18, [x26, x14]
	str d1, [x21, x14]
	str d6, [x23, x14]
	str d2, [x28, x14]
	fadd d1, d18, d1
	fmul d1, d22, d1
	str d1, [x10, x14]
	add x14, x14, #8
	cmp x14, #128
	b.ne .LBB_72
	b .LBB_63
.LBB_73:
	ldp q22, q21, [sp, #672]
.LBB_74:
	ldr q1, [x26, x14]
	ldr q2, [x21, x14]
	ldr q3, [x23, x14]
	ldr q4, [x28, x14]
	ldr q5, [x12, x14]
	ldr q6, [x8, x14]
	fmul v7.2d, v5.2d, v0.2d
	fsub v16.2d, v7.2d, v5.2d
	fsub v7.2d, v7.2d, v16.2d
	fsub v16.2d, v5.2d, v7.2d
	fmul v7.2d, v7.2d, v21.d[0]
	fadd v17.2d, v1.2d, v7.2d
	fsub v18.2d, v17.2d, v1.2d
	fsub v19.2d, v17.2d, v18.2d
	fsub v1.2d, v1.2d, v19.2d
	fsub v7.2d, v7.2d, v18.2d
	fadd v1.2d, v7.2d, v1.2d
	fneg v7.2d, v3.2d
	fsub v18.2d, v17.2d, v3.2d
	fsub v19.2d, v18.2d, v17.2d
	fsub v20.2d, v18.2d, v19.2d
	fsub v17.2d, v17.2d, v20.2d
	fsub v7.2d, v7.2d, v19.2d
	fadd v7.2d, v7.2d, v17.2d
	fadd v1.2d, v1.2d, v7.2d
	fmul v7.2d, v16.2d, v21.d[0]
	fsub v7.2d, v7.2d, v4.2d
	fadd v1.2d, v7.2d, v1.2d
	fadd v1.2d, v2.2d, v1.2d
	fadd v2.2d, v3.2d, v5.2d
	fsub v7.2d, v2.2d, v3.2d
	fsub v16.2d, v2.2d, v7.2d
	fsub v3.2d, v3.2d, v16.2d
	fsub v5.2d, v5.2d, v7.2d
	fadd v3.2d, v5.2d, v3.2d
	fneg v5.2d, v6.2d
	fsub v6.2d, v2.2d, v6.2d
	fsub v7.2d, v6.2d, v2.2d
	fsub v16.2d, v6.2d, v7.2d
	fsub v2.2d, v2.2d, v16.2d
	fsub v5.2d, v5.2d, v7.2d
	fadd v2.2d, v5.2d, v2.2d
	fadd v2.2d, v3.2d, v2.2d
	fadd v2.2d, v4.2d, v2.2d
	str q18, [x26, x14]
	str q1, [x21, x14]
	str q6, [x23, x14]
	str q2, [x28, x14]
	fadd v1.2d, v18.2d, v1.2d
	fmul v1.2d, v1.2d, v22.d[0]
	str q1, [x10, x14]
	add x14, x14, #16
	cmp x14, #128
	b.ne .LBB_74
	b .LBB_63
.LBB_75:
	adrp x8, .LCPI_8
	ldr q0, [x8, :lo12:.LCPI_8]
	ldr x20, [sp, #744]
	dup v1.2d, x20
	add v0.2d, v1.2d, v0.2d
	adrp x8, .LCPI_9
	ldr q2, [x8, :lo12:.LCPI_9]
	add v2.2d, v1.2d, v2.2d
	adrp x8, .LCPI_10
	ldr q3, [x8, :lo12:.LCPI_10]
	add v3.2d, v1.2d, v3.2d
	adrp x8, .LCPI_11
	ldr q4, [x8, :lo12:.LCPI_11]
	add v4.2d, v1.2d, v4.2d
	ldr q5, [sp, #96]
	cmhi v4.2d, v4.2d, v5.2d
	cmhi v3.2d, v3.2d, v5.2d
	uzp1 v3.4s, v3.4s, v4.4s
	cmhi v2.2d, v2.2d, v5.2d
	cmhi v0.2d, v0.2d, v5.2d
	uzp1 v0.4s, v2.4s, v0.4s
	uzp1 v0.8h, v3.8h, v0.8h
	xtn v0.8b, v0.8h
	adrp x8, .LCPI_12
	ldr q2, [x8, :lo12:.LCPI_12]
	add v2.2d, v1.2d, v2.2d
	adrp x8, .LCPI_13
	ldr q3, [x8, :lo12:.LCPI_13]
	add v1.2d, v1.2d, v3.2d
	cmhi v1.2d, v1.2d, v5.2d
	cmhi v2.2d, v2.2d, v5.2d
	uzp1 v1.4s, v2.4s, v1.4s
	xtn v1.4h, v1.4s
	mov w8, #13325
	add x8, x20, x8
	cmp x8, x24
	zip1 v2.8b, v0.8b, v0.8b
	orr v1.8b, v2.8b, v1.8b
	uzp1 v1.8b, v1.8b, v0.8b
	mov v1.s[1], v0.s[1]
	cset w8, hi
	shl v0.8b, v1.8b, #7
	cmlt v0.8b, v0.8b, #0
	umaxv b0, v0.8b
	fmov w9, s0
	orr w8, w9, w8
	tbnz w8, #0, .LBB_79
	mov w8, #14350
	add x8, x20, x8
	cmp x8, x24
	b.hi .LBB_79
	mov w8, #15375
	add x8, x20, x8
	cmp x8, x24
	b.hi .LBB_79
	add x8, x20, x16
	cmp x8, x24
	b.ls .LBB_125
.LBB_79:
	mov x0, #0
	ldr x10, [sp, #368]
	mov x20, #9221120237041090560
	b .LBB_81
.LBB_80:
	mov x10, x8
	mov x0, x9
	cmp x9, #16
	b.eq .LBB_86
.LBB_81:
	subs x8, x10, #1025
	mov w9, #1025
	csel x10, x10, x9, lo
	add x9, x0, x0, lsl #10
	ldr x11, [sp, #744]
	add x11, x9, x11
	cmp x11, x24
	b.hs .LBB_86
	add x9, x0, #1
	lsl x10, x10, #3
	ldr x12, [sp, #1232]
	add x11, x12, x11, lsl #3
.LBB_83:
	cbz x11, .LBB_80
	cmp x0, x25
	b.hs .LBB_782
	ldr d0, [x27, x0, lsl #3]
	str d0, [x11], #8
	add x0, x0, #16
	subs x10, x10, #8
	b.ne .LBB_83
	b .LBB_80
.LBB_86:
	ldr x12, [sp, #744]
	add x10, x12, x16
.LBB_87:
	add x12, x12, x16
	ldp x9, x8, [sp, #384]
	add x8, x8, x16
	str x8, [sp, #392]
	mov w8, #128
	movk w8, #2, lsl #16
	add x9, x9, x8
	str x9, [sp, #384]
	ldr x9, [sp, #408]
	add x9, x9, x16
	str x9, [sp, #408]
	ldr x9, [sp, #400]
	add x9, x9, x8
	str x9, [sp, #400]
	ldr x9, [sp, #424]
	add x9, x9, x16
	str x9, [sp, #424]
	ldr x9, [sp, #416]
	add x9, x9, x8
	str x9, [sp, #416]
	ldr x9, [sp, #440]
	add x9, x9, x16
	str x9, [sp, #440]
	ldr x9, [sp, #432]
	add x9, x9, x8
	str x9, [sp, #432]
	ldr x9, [sp, #448]
	add x9, x9, x16
	str x9, [sp, #448]
	ldr x9, [sp, #456]
	add x9, x9, x16
	str x9, [sp, #456]
	ldr x9, [sp, #464]
	add x9, x9, x16
	str x9, [sp, #464]
	ldr x9, [sp, #560]
	add x9, x9, x16
	str x9, [sp, #560]
	ldr x9, [sp, #480]
	add x9, x9, x16
	str x9, [sp, #480]
	ldr x9, [sp, #472]
	add x9, x9, x8
	str x9, [sp, #472]
	ldr x9, [sp, #496]
	add x9, x9, x16
	str x9, [sp, #496]
	ldr x9, [sp, #488]
	add x9, x9, x8
	str x9, [sp, #488]
	ldr x9, [sp, #512]
	add x9, x9, x16
	str x9, [sp, #512]
	ldr x9, [sp, #504]
	add x9, x9, x8
	str x9, [sp, #504]
	ldr x9, [sp, #528]
	add x9, x9, x16
	str x9, [sp, #528]
	ldr x9, [sp, #520]
	add x9, x9, x8
	str x9, [sp, #520]
	ldr x9, [sp, #536]
	add x9, x9, x8
	str x9, [sp, #536]
	ldr x9, [sp, #544]
	add x9, x9, x8
	str x9, [sp, #544]
	ldr x9, [sp, #552]
	add x9, x9, x8
	str x9, [sp, #552]
	ldr x9, [sp, #568]
	add x9, x9, x8
	str x9, [sp, #568]
	mov x8, #-16400
	ldr x9, [sp, #368]
	add x9, x9, x8
	str x9, [sp, #368]
	cmp x10, x24
	ldr x27, [sp, #584]
	ldr x25, [sp, #88]
	b.lo .LBB_35
	b .LBB_190
.LBB_88:
	mov x8, #0
	mov w9, #8
.LBB_89:
	ldr x10, [sp, #1576]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1584]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1592]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1600]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1608]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1616]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1624]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1632]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1640]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1648]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1656]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1664]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1672]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1680]
	add x10, x10, x9
	cmp x10, x24
	b.hi .LBB_50
	ldr x10, [sp, #1688]
	add x9, x10, x9
	cmp x9, x24
	b.hi .LBB_50
	mov w8, #0
	mov x22, #0
.LBB_105:
	mov x24, x8
	str x22, [sp, #1952]
	ldr x8, [sp, #584]
	str x8, [sp, #2080]
	ldr x8, [sp, #1224]
	str x8, [sp, #2088]
	add x8, sp, #1568
	str x8, [sp, #2096]
	str x23, [sp, #2104]
	str x21, [sp, #2112]
	add x0, sp, #2216
	add x1, sp, #2080
	bl core::array::try_from_fn
	ldr x8, [sp, #1824]
	ldr x9, [sp, #1952]
	add x0, x9, x8, lsl #4
	subs x8, x20, x0
	b.lo .LBB_745
	cmp x8, #8
	b.lo .LBB_743
	ldr d0, [sp, #2216]
	str d0, [sp, #1200]
	ldr d0, [sp, #2224]
	ldr d1, [sp, #2232]
	str d1, [sp, #1120]
	ldr d1, [sp, #2240]
	str d1, [sp, #1088]
	ldr d1, [sp, #2248]
	str d1, [sp, #1024]
	ldr d1, [sp, #2256]
	str d1, [sp, #960]
	ldr d1, [sp, #2264]
	str d1, [sp, #896]
	ldr d1, [sp, #2272]
	str d1, [sp, #784]
	ldr d1, [sp, #2280]
	str d1, [sp, #1184]
	ldr d4, [sp, #2288]
	ldr d1, [sp, #2296]
	str d1, [sp, #1104]
	ldr d1, [sp, #2304]
	str d1, [sp, #1072]
	ldr d1, [sp, #2312]
	str d1, [sp, #1008]
	ldr d1, [sp, #2320]
	str d1, [sp, #944]
	ldr d1, [sp, #2328]
	str d1, [sp, #880]
	ldr d1, [sp, #2336]
	str d1, [sp, #768]
	ldr d1, [sp, #2344]
	str d1, [sp, #1152]
	ldr d7, [sp, #2352]
	ldr d15, [sp, #2360]
	ldr d1, [sp, #2368]
	str d1, [sp, #1056]
	ldr d1, [sp, #2376]
	str d1, [sp, #992]
	ldr d1, [sp, #2384]
	str d1, [sp, #928]
	ldr d1, [sp, #2392]
	str d1, [sp, #864]
	ldr d1, [sp, #2400]
	str d1, [sp, #752]
	ldr d1, [sp, #2408]
	str d1, [sp, #1136]
	ldr d17, [sp, #2416]
	ldr d2, [sp, #2424]
	ldr d1, [sp, #2432]
	str d1, [sp, #1040]
	ldr d1, [sp, #2440]
	str d1, [sp, #976]
	ldr d1, [sp, #2448]
	str d1, [sp, #912]
	ldr d1, [sp, #2456]
	str d1, [sp, #848]
	ldr d1, [sp, #2464]
	str d1, [sp, #664]
	add x8, x27, x0, lsl #3
	ldr d9, [sp, #2472]
	ldr d27, [sp, #2480]
	ldr d23, [sp, #2488]
	ldr d19, [sp, #2496]
	ldr d5, [sp, #2504]
	ldr d13, [sp, #2512]
	ldr d1, [sp, #2520]
	str d1, [sp, #832]
	ldr d1, [sp, #2528]
	str d1, [sp, #656]
	ldr d8, [sp, #2536]
	ldr d30, [sp, #2544]
	ldr d24, [sp, #2552]
	ldr d21, [sp, #2560]
	ldr d16, [sp, #2568]
	ldr d1, [sp, #2576]
	ldr d3, [sp, #2584]
	str d3, [sp, #816]
	ldr d3, [sp, #2592]
	str d3, [sp, #648]
	ldr d11, [sp, #2600]
	ldr d29, [sp, #2608]
	ldr d26, [sp, #2616]
	ldr d22, [sp, #2624]
	ldr d18, [sp, #2632]
	ldr d3, [sp, #2640]
	ldr d6, [sp, #2648]
	str d6, [sp, #800]
	ldr d6, [sp, #2656]
	str d6, [sp, #640]
	ldr d10, [sp, #2664]
	ldr d31, [sp, #2672]
	ldr d28, [sp, #2680]
	ldr d25, [sp, #2688]
	ldr d20, [sp, #2696]
	ldr d6, [sp, #2704]
	ldr d14, [sp, #2712]
	ldr d12, [sp, #2720]
	str d12, [sp, #632]
	ldr d12, [sp, #1200]
	str d12, [x8]
	ldr d12, [sp, #1184]
	str d12, [x8, #8]
	ldr d12, [sp, #1152]
	str d12, [x8, #16]
	ldr d12, [sp, #1136]
	stp d12, d9, [x8, #24]
	stp d8, d11, [x8, #40]
	str d10, [x8, #56]
	add x9, x0, #16
	subs x8, x20, x9
	b.lo .LBB_744
	cmp x8, #8
	b.lo .LBB_743
	add x8, x27, x9, lsl #3
	stp d0, d4, [x8]
	stp d7, d17, [x8, #16]
	stp d27, d30, [x8, #32]
	add x9, x0, #32
	stp d29, d31, [x8, #48]
	subs x8, x20, x9
	b.lo .LBB_744
	cmp x8, #8
	b.lo .LBB_743
	add x8, x27, x9, lsl #3
	ldr d4, [sp, #1120]
	ldr d0, [sp, #1104]
	stp d4, d0, [x8]
	stp d15, d2, [x8, #16]
	stp d23, d24, [x8, #32]
	add x9, x0, #48
	stp d26, d28, [x8, #48]
	subs x8, x20, x9
	b.lo .LBB_744
	cmp x8, #8
	b.lo .LBB_743
	add x8, x27, x9, lsl #3
	ldr d2, [sp, #1088]
	ldr d0, [sp, #1072]
	stp d2, d0, [x8]
	ldr d2, [sp, #1056]
	ldr d0, [sp, #1040]
	stp d2, d0, [x8, #16]
	stp d19, d21, [x8, #32]
	add x9, x0, #64
	stp d22, d25, [x8, #48]
	subs x8, x20, x9
	b.lo .LBB_744
	cmp x8, #8
	b.lo .LBB_743
	add x8, x27, x9, lsl #3
	ldr d2, [sp, #1024]
	ldr d0, [sp, #1008]
	stp d2, d0, [x8]
	ldr d2, [sp, #992]
	ldr d0, [sp, #976]
	stp d2, d0, [x8, #16]
	stp d5, d16, [x8, #32]
	add x9, x0, #80
	stp d18, d20, [x8, #48]
	subs x8, x20, x9
	b.lo .LBB_744
	cmp x8, #8
	b.lo .LBB_743
	add x8, x27, x9, lsl #3
	ldr d2, [sp, #960]
	ldr d0, [sp, #944]
	stp d2, d0, [x8]
	ldr d2, [sp, #928]
	ldr d0, [sp, #912]
	stp d2, d0, [x8, #16]
	stp d13, d1, [x8, #32]
	add x9, x0, #96
	stp d3, d6, [x8, #48]
	subs x8, x20, x9
	b.lo .LBB_744
	cmp x8, #8
	b.lo .LBB_743
	add x8, x27, x9, lsl #3
	ldr d1, [sp, #896]
	ldr d0, [sp, #880]
	stp d1, d0, [x8]
	ldr d1, [sp, #864]
	ldr d0, [sp, #848]
	stp d1, d0, [x8, #16]
	ldr d1, [sp, #832]
	ldr d0, [sp, #816]
	stp d1, d0, [x8, #32]
	add x0, x0, #112
	ldr d0, [sp, #800]
	stp d0, d14, [x8, #48]
	subs x8, x20, x0
	b.lo .LBB_745
	cmp x8, #8
	b.lo .LBB_743
	add x9, x27, x0, lsl #3
	ldr d1, [sp, #784]
	ldr d0, [sp, #768]
	stp d1, d0, [x9]
	ldr d1, [sp, #752]
	ldr d0, [sp, #664]
	stp d1, d0, [x9, #16]
	ldr d1, [sp, #656]
	ldr d0, [sp, #648]
	stp d1, d0, [x9, #32]
	add x22, x22, #8
	mov w8, #1
	ldr d1, [sp, #640]
	ldr d0, [sp, #632]
	stp d1, d0, [x9, #48]
	ldr d8, [sp, #624]
	tbz w24, #0, .LBB_105
	ldr x9, [sp, #1824]
	add x8, x9, #8
	str x8, [sp, #1824]
	add x9, x9, #16
	cmp x9, x25
	b.hi .LBB_184
	ldr x10, [sp, #1568]
	add x10, x10, x9
	ldr x24, [sp, #1224]
	cmp x10, x24
	mov w16, #16400
	b.ls .LBB_89
	b .LBB_50
.LBB_125:
	str x8, [sp, #56]
	mov w24, #0
	mov x22, #0
	str xzr, [sp, #2208]
	b .LBB_128
.LBB_126:
	add x22, x22, #8
.LBB_127:
	eor w24, w24, #0x1
	ldr x20, [sp, #744]
.LBB_128:
	str x22, [sp, #1520]
	stp x27, x25, [x29, #-216]
	add x8, sp, #2208
	stur x8, [x29, #-200]
	add x8, sp, #1520
	stur x8, [x29, #-192]
	add x0, sp, #2216
	sub x1, x29, #216
	bl core::array::try_from_fn
	ldr x8, [sp, #1520]
	ldr x9, [sp, #2208]
	add x8, x8, x8, lsl #10
	add x9, x9, x20
	add x0, x9, x8
	ldr x10, [sp, #1224]
	subs x20, x10, x0
	b.lo .LBB_741
	cmp x20, #8
	b.lo .LBB_742
	ldr d0, [sp, #2216]
	str d0, [sp, #1200]
	ldr d2, [sp, #2224]
	ldr d0, [sp, #2232]
	str d0, [sp, #1120]
	ldr d0, [sp, #2240]
	str d0, [sp, #1104]
	ldr d0, [sp, #2248]
	str d0, [sp, #1040]
	ldr d0, [sp, #2256]
	str d0, [sp, #976]
	ldr d0, [sp, #2264]
	str d0, [sp, #912]
	ldr d0, [sp, #2272]
	str d0, [sp, #784]
	ldr d0, [sp, #2280]
	str d0, [sp, #1184]
	ldr d5, [sp, #2288]
	ldr d13, [sp, #2296]
	ldr d0, [sp, #2304]
	str d0, [sp, #1088]
	ldr d0, [sp, #2312]
	str d0, [sp, #1024]
	ldr d0, [sp, #2320]
	str d0, [sp, #960]
	ldr d0, [sp, #2328]
	str d0, [sp, #896]
	ldr d0, [sp, #2336]
	str d0, [sp, #768]
	ldr d0, [sp, #2344]
	str d0, [sp, #1152]
	ldr d7, [sp, #2352]
	ldr d15, [sp, #2360]
	ldr d0, [sp, #2368]
	str d0, [sp, #1072]
	ldr d0, [sp, #2376]
	str d0, [sp, #1008]
	ldr d0, [sp, #2384]
	str d0, [sp, #944]
	ldr d0, [sp, #2392]
	str d0, [sp, #880]
	ldr d0, [sp, #2400]
	str d0, [sp, #752]
	ldr d0, [sp, #2408]
	str d0, [sp, #1136]
	ldr d18, [sp, #2416]
	ldr d3, [sp, #2424]
	ldr d0, [sp, #2432]
	str d0, [sp, #1056]
	ldr d0, [sp, #2440]
	str d0, [sp, #992]
	ldr d0, [sp, #2448]
	str d0, [sp, #928]
	ldr d0, [sp, #2456]
	str d0, [sp, #864]
	ldr d0, [sp, #2464]
	str d0, [sp, #664]
	ldr x10, [sp, #1232]
	add x10, x10, x0, lsl #3
	ldr d31, [sp, #2472]
	ldr d29, [sp, #2480]
	ldr d23, [sp, #2488]
	ldr d20, [sp, #2496]
	ldr d6, [sp, #2504]
	ldr d14, [sp, #2512]
	ldr d0, [sp, #2520]
	str d0, [sp, #848]
	ldr d0, [sp, #2528]
	str d0, [sp, #656]
	ldr d9, [sp, #2536]
	ldr d28, [sp, #2544]
	ldr d25, [sp, #2552]
	ldr d22, [sp, #2560]
	ldr d16, [sp, #2568]
	ldr d0, [sp, #2576]
	ldr d1, [sp, #2584]
	str d1, [sp, #832]
	ldr d1, [sp, #2592]
	str d1, [sp, #648]
	ldr d10, [sp, #2600]
	ldr d30, [sp, #2608]
	ldr d27, [sp, #2616]
	ldr d21, [sp, #2624]
	ldr d17, [sp, #2632]
	ldr d1, [sp, #2640]
	ldr d4, [sp, #2648]
	str d4, [sp, #816]
	ldr d4, [sp, #2656]
	str d4, [sp, #640]
	ldr d11, [sp, #2664]
	ldr d8, [sp, #2672]
	ldr d26, [sp, #2680]
	ldr d24, [sp, #2688]
	ldr d19, [sp, #2696]
	ldr d4, [sp, #2704]
	ldr d12, [sp, #2712]
	str d12, [sp, #800]
	ldr d12, [sp, #2720]
	str d12, [sp, #632]
	ldr d12, [sp, #1200]
	str d12, [x10]
	ldr d12, [sp, #1184]
	str d12, [x10, #8]
	ldr d12, [sp, #1152]
	str d12, [x10, #16]
	ldr d12, [sp, #1136]
	stp d12, d31, [x10, #24]
	stp d9, d10, [x10, #40]
	str d11, [x10, #56]
	add x10, x8, x9
	add x0, x10, #1025
	ldr x10, [sp, #1224]
	subs x20, x10, x0
	b.lo .LBB_741
	cmp x20, #8
	b.lo .LBB_742
	ldr x10, [sp, #1232]
	add x10, x10, x0, lsl #3
	stp d2, d5, [x10]
	stp d7, d18, [x10, #16]
	stp d29, d28, [x10, #32]
	add x11, x8, x9
	add x0, x11, #2050
	stp d30, d8, [x10, #48]
	ldr x10, [sp, #1224]
	subs x20, x10, x0
	b.lo .LBB_741
	cmp x20, #8
	b.lo .LBB_742
	ldr x10, [sp, #1232]
	add x10, x10, x0, lsl #3
	ldr d2, [sp, #1120]
	stp d2, d13, [x10]
	stp d15, d3, [x10, #16]
	stp d23, d25, [x10, #32]
	add x11, x8, x9
	add x0, x11, #3075
	stp d27, d26, [x10, #48]
	ldr x10, [sp, #1224]
	subs x20, x10, x0
	b.lo .LBB_741
	cmp x20, #8
	b.lo .LBB_742
	ldr x10, [sp, #1232]
	add x10, x10, x0, lsl #3
	ldr d3, [sp, #1104]
	ldr d2, [sp, #1088]
	stp d3, d2, [x10]
	ldr d3, [sp, #1072]
	ldr d2, [sp, #1056]
	stp d3, d2, [x10, #16]
	stp d20, d22, [x10, #32]
	mov w11, #4100
	add x11, x9, x11
	add x0, x8, x11
	stp d21, d24, [x10, #48]
	ldr x10, [sp, #1224]
	subs x20, x10, x0
	b.lo .LBB_741
	cmp x20, #8
	b.lo .LBB_742
	ldr x10, [sp, #1232]
	add x10, x10, x0, lsl #3
	ldr d3, [sp, #1040]
	ldr d2, [sp, #1024]
	stp d3, d2, [x10]
	ldr d3, [sp, #1008]
	ldr d2, [sp, #992]
	stp d3, d2, [x10, #16]
	stp d6, d16, [x10, #32]
	mov w11, #5125
	add x11, x9, x11
	add x0, x8, x11
	stp d17, d19, [x10, #48]
	ldr x10, [sp, #1224]
	subs x20, x10, x0
	b.lo .LBB_741
	cmp x20, #8
	b.lo .LBB_742
	ldr x10, [sp, #1232]
	add x10, x10, x0, lsl #3
	ldr d3, [sp, #976]
	ldr d2, [sp, #960]
	stp d3, d2, [x10]
	ldr d3, [sp, #944]
	ldr d2, [sp, #928]
	stp d3, d2, [x10, #16]
	stp d14, d0, [x10, #32]
	mov w11, #6150
	add x11, x9, x11
	add x0, x8, x11
	stp d1, d4, [x10, #48]
	ldr x10, [sp, #1224]
	subs x20, x10, x0
	b.lo .LBB_741
	cmp x20, #8
	b.lo .LBB_742
	ldr x10, [sp, #1232]
	add x10, x10, x0, lsl #3
	ldr d1, [sp, #912]
	ldr d0, [sp, #896]
	stp d1, d0, [x10]
	ldr d1, [sp, #880]
	ldr d0, [sp, #864]
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #848]
	ldr d0, [sp, #832]
	stp d1, d0, [x10, #32]
	mov w11, #7175
	add x9, x9, x11
	add x0, x8, x9
	ldr d1, [sp, #816]
	ldr d0, [sp, #800]
	stp d1, d0, [x10, #48]
	ldr x8, [sp, #1224]
	subs x20, x8, x0
	b.lo .LBB_741
	cmp x20, #8
	b.lo .LBB_742
	ldr x8, [sp, #1232]
	add x8, x8, x0, lsl #3
	ldr d1, [sp, #784]
	ldr d0, [sp, #768]
	stp d1, d0, [x8]
	ldr d1, [sp, #752]
	ldr d0, [sp, #664]
	stp d1, d0, [x8, #16]
	ldr d1, [sp, #656]
	ldr d0, [sp, #648]
	stp d1, d0, [x8, #32]
	ldr d1, [sp, #640]
	ldr d0, [sp, #632]
	stp d1, d0, [x8, #48]
	tbz w24, #0, .LBB_126
	ldr x8, [sp, #2208]
	add x9, x8, #8
	str x9, [sp, #2208]
	add x10, x8, #16
	cmp x10, #1026
	ldr d8, [sp, #624]
	mov x20, #9221120237041090560
	ldr x12, [sp, #568]
	b.hs .LBB_148
	mov x22, #0
	b .LBB_127
.LBB_148:
	cmp x9, #1024
	ldr x24, [sp, #1224]
	mov w16, #16400
	b.hi .LBB_183
	lsl x9, x8, #4
	add x0, x9, #128
	ldr x9, [sp, #560]
	add x9, x9, x8
	ldr x10, [sp, #1232]
	add x9, x10, x9, lsl #3
	add x10, x27, x8, lsl #7
	add x10, x10, #1144
.LBB_150:
	cmp x0, x25
	b.hs .LBB_813
	ldr x11, [sp, #744]
	add x11, x11, x8
	add x11, x11, #8
	cmp x11, x24
	b.hs .LBB_812
	ldur d0, [x10, #-120]
	add x11, x12, x8, lsl #3
	str d0, [x11, #64]
	add x11, x0, #1
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #744]
	add x11, x11, x8
	add x11, x11, #1033
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-112]
	ldr x11, [sp, #552]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #2
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #744]
	add x11, x11, x8
	add x11, x11, #2058
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-104]
	ldr x11, [sp, #544]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #3
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #744]
	add x11, x11, x8
	add x11, x11, #3083
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-96]
	ldr x11, [sp, #536]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #4
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #528]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-88]
	ldr x11, [sp, #520]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #5
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #512]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-80]
	ldr x11, [sp, #504]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #6
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #496]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-72]
	ldr x11, [sp, #488]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #7
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #480]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-64]
	ldr x11, [sp, #472]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #8
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #560]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-56]
	str d0, [x9]
	add x11, x0, #9
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #464]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-48]
	str d0, [x9, #8200]
	add x11, x0, #10
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #456]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-40]
	str d0, [x9, #16400]
	add x11, x0, #11
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #448]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-32]
	str d0, [x9, #24600]
	add x11, x0, #12
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #440]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-24]
	ldr x11, [sp, #432]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #13
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #424]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-16]
	ldr x11, [sp, #416]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #14
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #408]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldur d0, [x10, #-8]
	ldr x11, [sp, #400]
	str d0, [x11, x8, lsl #3]
	add x11, x0, #15
	cmp x11, x25
	b.hs .LBB_797
	ldr x11, [sp, #392]
	add x11, x11, x8
	cmp x11, x24
	b.hs .LBB_795
	ldr d0, [x10], #128
	ldr x11, [sp, #384]
	str d0, [x11, x8, lsl #3]
	add x8, x8, #1
	add x0, x0, #16
	add x9, x9, #8
	cmp x8, #1017
	b.ne .LBB_150
.LBB_183:
	ldr x12, [sp, #744]
	ldr x10, [sp, #56]
	b .LBB_87
.LBB_184:
	ldr x24, [sp, #1224]
	mov w16, #16400
	b .LBB_50
.LBB_185:
	add x0, sp, #1248
	mov x1, x27
	mov x2, x25
	mov w3, #8
	mov w4, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x20, [sp, #1264]
	ldr x22, [sp, #1256]
	add x0, x22, x20, lsl #3
	cmp x25, #2
	b.hs .LBB_39
	b .LBB_40
.LBB_187:
	add x8, sp, #1248
	add x0, x8, #24
	sub x2, x16, x25
	mov x1, x25
	mov w3, #8
	mov w4, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x20, [sp, #1288]
	ldr x22, [sp, #1280]
	add x0, x22, x20, lsl #3
	mov w27, #16399
	cmp x25, x27
	b.ne .LBB_44
	b .LBB_45
.LBB_189:
	ldr x11, [sp, #744]
	subs x8, x24, x11
	csel x8, xzr, x8, lo
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	str x11, [sp, #2216]
	str x8, [sp, #2224]
	mov w8, #1024
	str x8, [sp, #2232]
	mov w8, #1
	strb w8, [sp, #2240]
	add x3, sp, #2216
	mov x0, x27
	mov x1, x24
	ldr x2, [sp, #720]
	ldr x4, [sp, #1232]
	mov x5, x24
	bl kernel_sliding::wma::periods_into
.LBB_190:
	ldr x8, [sp, #112]
	str x8, [sp, #2080]
	ldr x8, [sp, #1232]
	str x8, [sp, #2088]
	str x24, [sp, #2096]
	add x0, sp, #2216
	add x1, sp, #1320
	add x2, sp, #2080
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	b .LBB_7
.LBB_191:
	ldr x8, [sp, #576]
	ldr x1, [sp, #48]
	cmp x1, x8
	b.ne .LBB_4
.LBB_192:
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_779
	ldp x0, x1, [x19]
.LBB_194:
	mov x20, #0
	add x8, x0, #1
	str x8, [x19]
	str x27, [sp, #1360]
	str x24, [sp, #1368]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldp q0, q1, [x8]
	str q0, [sp, #1376]
	str q1, [sp, #1392]
	str x0, [sp, #1408]
	str x1, [sp, #1416]
	ldr x8, [sp, #320]
	cbnz x8, .LBB_247
	mov x8, #9223372036854775800
	ldr x19, [sp, #376]
	cmp x19, x8
	b.hi .LBB_248
	cbz x19, .LBB_249
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w20, #8
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_248
	mov x21, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_826
	mov x24, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_827
	mov x25, x0
	ldr x20, [sp, #1224]
	mov x19, x20
	cbz x20, .LBB_250
.LBB_201:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x20
	mov w1, #1
	bl __rustc::__rust_alloc
	cbnz x0, .LBB_251
	mov w0, #1
	ldr x1, [sp, #1224]
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_203:
	mov w19, #2
	adrp x8, .LCPI_14
	ldr q0, [x8, :lo12:.LCPI_14]
	str q0, [sp, #1232]
	mov w21, #3
	mov w22, #4
	mov w23, #5
	ldr x20, [sp, #616]
	b .LBB_205
.LBB_204:
	ldr x8, [sp, #576]
	cmp x20, x8
	b.eq .LBB_192
.LBB_205:
	add x0, sp, #2216
	mov x1, x20
	bl kernel_sliding::raw_lengths
	add x8, sp, #2216
	ldp q0, q1, [x8]
	str q0, [sp, #1360]
	str q1, [sp, #1376]
	ldr x8, [sp, #2248]
	str x8, [sp, #1392]
	ldr x9, [sp, #592]
	str x8, [x9, #32]
	stp q0, q1, [x9]
	ldr x8, [sp, #1296]
	ldr q0, [sp, #1232]
	str q0, [sp, #1424]
	cbz x8, .LBB_788
	add x20, x20, #48
	ldr x10, [sp, #1440]
	ldr x9, [sp, #1304]
	mov x11, x9
	mov x12, x8
.LBB_208:
	add x14, x12, #8
	ldrh w15, [x12, #362]
	lsl x16, x15, #3
	mov x13, #-1
.LBB_209:
	cbz x16, .LBB_212
	ldr x17, [x14], #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	add x13, x13, #1
	sub x16, x16, #8
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_209
	cmp w17, #255
	b.eq .LBB_213
	b .LBB_215
.LBB_212:
	mov x13, x15
.LBB_213:
	cbz x11, .LBB_788
	add x12, x12, x13, lsl #3
	ldr x12, [x12, #368]
	sub x11, x11, #1
	b .LBB_208
.LBB_215:
	str x19, [sp, #1424]
	ldr x10, [sp, #1448]
	mov x11, x9
	mov x12, x8
.LBB_216:
	add x14, x12, #8
	ldrh w15, [x12, #362]
	lsl x16, x15, #3
	mov x13, #-1
.LBB_217:
	cbz x16, .LBB_220
	ldr x17, [x14], #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	add x13, x13, #1
	sub x16, x16, #8
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_217
	cmp w17, #255
	b.eq .LBB_221
	b .LBB_223
.LBB_220:
	mov x13, x15
.LBB_221:
	cbz x11, .LBB_788
	add x12, x12, x13, lsl #3
	ldr x12, [x12, #368]
	sub x11, x11, #1
	b .LBB_216
.LBB_223:
	str x21, [sp, #1424]
	ldr x10, [sp, #1456]
	mov x11, x9
	mov x12, x8
.LBB_224:
	add x14, x12, #8
	ldrh w15, [x12, #362]
	lsl x16, x15, #3
	mov x13, #-1
.LBB_225:
	cbz x16, .LBB_228
	ldr x17, [x14], #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	add x13, x13, #1
	sub x16, x16, #8
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_225
	cmp w17, #255
	b.eq .LBB_229
	b .LBB_231
.LBB_228:
	mov x13, x15
.LBB_229:
	cbz x11, .LBB_788
	add x12, x12, x13, lsl #3
	ldr x12, [x12, #368]
	sub x11, x11, #1
	b .LBB_224
.LBB_231:
	str x22, [sp, #1424]
	ldr x10, [sp, #1464]
	mov x11, x9
	mov x12, x8
.LBB_232:
	add x14, x12, #8
	ldrh w15, [x12, #362]
	lsl x16, x15, #3
	mov x13, #-1
.LBB_233:
	cbz x16, .LBB_236
	ldr x17, [x14], #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	add x13, x13, #1
	sub x16, x16, #8
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_233
	cmp w17, #255
	b.eq .LBB_237
	b .LBB_239
.LBB_236:
	mov x13, x15
.LBB_237:
	cbz x11, .LBB_788
	add x12, x12, x13, lsl #3
	ldr x12, [x12, #368]
	sub x11, x11, #1
	b .LBB_232
.LBB_239:
	str x23, [sp, #1424]
	ldr x10, [sp, #1472]
.LBB_240:
	add x12, x8, #8
	ldrh w13, [x8, #362]
	lsl x14, x13, #3
	mov x11, #-1
.LBB_241:
	cbz x14, .LBB_244
	ldr x15, [x12], #8
	cmp x10, x15
	cset w15, hi
	csinv w15, w15, wzr, hs
	add x11, x11, #1
	sub x14, x14, #8
	and w15, w15, #0xff
	cmp w15, #1
	b.eq .LBB_241
	cbz w15, .LBB_204
	b .LBB_245
.LBB_244:
	mov x11, x13
.LBB_245:
	cbz x9, .LBB_788
	add x8, x8, x11, lsl #3
	ldr x8, [x8, #368]
	sub x9, x9, #1
	b .LBB_240
.LBB_247:
	ldr x19, [sp, #376]
.LBB_248:
	mov x0, x20
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_249:
	mov x20, x24
	mov w24, #8
	mov w21, #8
	mov w25, #8
	cbnz x20, .LBB_201
.LBB_250:
	mov w0, #1
.LBB_251:
	mov x20, #0
	str x19, [sp, #1424]
	str x21, [sp, #1432]
	ldr x22, [sp, #1224]
	str x22, [sp, #1440]
	str x19, [sp, #1448]
	str x24, [sp, #1456]
	str x22, [sp, #1464]
	str x19, [sp, #1472]
	str x25, [sp, #1480]
	str x22, [sp, #1488]
	str x22, [sp, #1496]
	ldr x19, [sp, #80]
	lsl x21, x19, #4
	lsr x8, x19, #60
	str x0, [sp, #1504]
	str xzr, [sp, #1512]
	cbnz x8, .LBB_256
	mov x8, #9223372036854775800
	cmp x21, x8
	b.hi .LBB_256
	cbz x21, .LBB_257
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w20, #8
	mov x0, x21
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_256
	str x19, [sp, #1520]
	str x0, [sp, #1528]
	str xzr, [sp, #1536]
	cbnz x19, .LBB_258
	b .LBB_739
.LBB_256:
	mov x0, x20
	mov x1, x21
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_257:
	mov x8, #0
	mov w0, #8
	str x8, [sp, #1520]
	str x0, [sp, #1528]
	str xzr, [sp, #1536]
	cbz x19, .LBB_739
.LBB_258:
	cmp x22, #0
	cset w8, ne
	sub x8, x22, x8
	add x8, x8, #63
	lsr x9, x8, #6
	sub x8, x22, #1
	stp x8, x9, [sp, #16]
	adrp x8, .LCPI_0
	ldr q0, [x8, :lo12:.LCPI_0]
	str q0, [sp, #336]
	adrp x8, .LCPI_1
	ldr q0, [x8, :lo12:.LCPI_1]
	str q0, [sp, #320]
	adrp x8, .LCPI_2
	ldr q0, [x8, :lo12:.LCPI_2]
	str q0, [sp, #304]
	adrp x8, .LCPI_3
	ldr q0, [x8, :lo12:.LCPI_3]
	str q0, [sp, #288]
	adrp x8, .LCPI_4
	ldr q0, [x8, :lo12:.LCPI_4]
	str q0, [sp, #272]
	adrp x8, .LCPI_5
	ldr q0, [x8, :lo12:.LCPI_5]
	str q0, [sp, #256]
	adrp x8, .LCPI_6
	ldr q0, [x8, :lo12:.LCPI_6]
	str q0, [sp, #240]
	adrp x8, .LCPI_7
	ldr q0, [x8, :lo12:.LCPI_7]
	str q0, [sp, #224]
	mov x27, #33554432
	movk x27, #16800, lsl #48
	fmov d11, x27
	movi d12, #0xff00ff00ff00ff
	mov w26, #1
	add x23, sp, #1696
	add x28, sp, #1824
	add x25, sp, #1952
	add x19, sp, #2080
	mov w22, #1025
	mov x4, #9221120237041090560
	adrp x8, .Lanon.1
	add x8, x8, :lo12:.Lanon.1
	str x8, [sp]
	ldr x9, [sp, #616]
	str d11, [sp, #656]
.LBB_259:
	ldr x8, [x9], #48
	str x9, [sp, #32]
	tbnz x8, #63, .LBB_818
	ldr x11, [sp, #1296]
	cbz x11, .LBB_817
	ldr x12, [sp, #1304]
	mov x9, x12
	mov x10, x11
.LBB_262:
	add x15, x10, #8
	ldrh w16, [x10, #362]
	add x13, x10, #88
	lsl x17, x16, #3
	mov x14, #-1
.LBB_263:
	cbz x17, .LBB_266
	ldr x18, [x15], #8
	cmp x8, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	add x13, x13, #24
	add x14, x14, #1
	sub x17, x17, #8
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_263
	cbnz w18, .LBB_267
	b .LBB_269
.LBB_266:
	mov x14, x16
.LBB_267:
	cbz x9, .LBB_817
	add x10, x10, x14, lsl #3
	ldr x10, [x10, #368]
	sub x9, x9, #1
	b .LBB_262
.LBB_269:
	ldr x8, [sp, #616]
	ldr x8, [x8, #8]
	tbnz x8, #63, .LBB_818
	ldp x10, x9, [x13, #-8]
	mov x13, x12
	mov x14, x11
.LBB_271:
	add x17, x14, #8
	ldrh w18, [x14, #362]
	add x15, x14, #88
	lsl x0, x18, #3
	mov x16, #-1
.LBB_272:
	cbz x0, .LBB_275
	ldr x1, [x17], #8
	cmp x8, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	add x15, x15, #24
	add x16, x16, #1
	sub x0, x0, #8
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_272
	cbnz w1, .LBB_276
	b .LBB_278
.LBB_275:
	mov x16, x18
.LBB_276:
	cbz x13, .LBB_817
	add x14, x14, x16, lsl #3
	ldr x14, [x14, #368]
	sub x13, x13, #1
	b .LBB_271
.LBB_278:
	ldr x8, [sp, #616]
	ldr x14, [x8, #32]
	tbnz x14, #63, .LBB_818
	ldp x13, x8, [x15, #-8]
	mov x15, x12
	mov x16, x11
.LBB_280:
	add x0, x16, #8
	ldrh w1, [x16, #362]
	add x17, x16, #88
	lsl x2, x1, #3
	mov x18, #-1
.LBB_281:
	cbz x2, .LBB_284
	ldr x3, [x0], #8
	cmp x14, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	add x17, x17, #24
	add x18, x18, #1
	sub x2, x2, #8
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_281
	cbnz w3, .LBB_285
	b .LBB_287
.LBB_284:
	mov x18, x1
.LBB_285:
	cbz x15, .LBB_817
	add x16, x16, x18, lsl #3
	ldr x16, [x16, #368]
	sub x15, x15, #1
	b .LBB_280
.LBB_287:
	ldr x14, [sp, #616]
	ldr x14, [x14, #40]
	tbnz x14, #63, .LBB_818
	ldur x15, [x17, #-8]
	str x15, [sp, #40]
	ldr x15, [x17]
	str x15, [sp, #72]
	mov x15, x12
	mov x16, x11
.LBB_289:
	add x0, x16, #8
	ldrh w1, [x16, #362]
	add x17, x16, #88
	lsl x2, x1, #3
	mov x18, #-1
.LBB_290:
	cbz x2, .LBB_293
	ldr x3, [x0], #8
	cmp x14, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	add x17, x17, #24
	add x18, x18, #1
	sub x2, x2, #8
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_290
	cbnz w3, .LBB_294
	b .LBB_296
.LBB_293:
	mov x18, x1
.LBB_294:
	cbz x15, .LBB_817
	add x16, x16, x18, lsl #3
	ldr x16, [x16, #368]
	sub x15, x15, #1
	b .LBB_289
.LBB_296:
	ldr x14, [sp, #616]
	ldr x20, [x14, #24]
	tbnz x20, #63, .LBB_818
	ldp x14, x1, [x17, #-8]
	str x14, [sp, #88]
.LBB_298:
	add x16, x11, #8
	ldrh w17, [x11, #362]
	add x15, x11, #88
	lsl x18, x17, #3
	mov x14, #-1
.LBB_299:
	cbz x18, .LBB_302
	ldr x0, [x16], #8
	cmp x20, x0
	cset w0, hi
	csinv w0, w0, wzr, hs
	add x15, x15, #24
	add x14, x14, #1
	sub x18, x18, #8
	and w0, w0, #0xff
	cmp w0, #1
	b.eq .LBB_299
	cbnz w0, .LBB_303
	b .LBB_305
.LBB_302:
	mov x14, x17
.LBB_303:
	cbz x12, .LBB_817
	add x11, x11, x14, lsl #3
	ldr x11, [x11, #368]
	sub x12, x12, #1
	b .LBB_298
.LBB_305:
	ldur x11, [x15, #-8]
	str x11, [sp, #80]
	ldr x11, [x15]
	str x11, [sp, #96]
	ldr x2, [sp, #1432]
	ldr x24, [sp, #1440]
	lsl x11, x24, #3
	cbz x24, .LBB_317
	cmp x9, x8
	csel x12, x9, x8, lo
	sub x14, x11, #8
	lsr x14, x14, #3
	cmp x12, x14
	csel x15, x12, x14, lo
	cmp x15, #8
	b.hs .LBB_309
	mov x12, #0
.LBB_308:
	mov x14, x2
	b .LBB_313
.LBB_309:
	mov x12, #0
	sub x14, x2, x13
	cmp x14, #64
	b.lo .LBB_308
	sub x16, x2, x10
	mov x14, x2
	cmp x16, #64
	b.lo .LBB_313
	add x12, x15, #1
	ands x14, x12, #0x7
	mov w15, #8
	csel x14, x15, x14, eq
	sub x12, x12, x14
	add x14, x2, x12, lsl #3
	add x15, x2, #32
	add x16, x13, #32
	add x17, x10, #32
	mov x18, x12
.LBB_312:
	ldp q0, q1, [x16, #-32]
	ldp q2, q3, [x16], #64
	fadd v0.2d, v0.2d, v0.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v3.2d, v3.2d, v3.2d
	ldp q4, q5, [x17, #-32]
	ldp q6, q7, [x17], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x15, #-32]
	stp q2, q3, [x15], #64
	subs x18, x18, #8
	b.ne .LBB_312
.LBB_313:
	add x15, x2, x11
.LBB_314:
	cmp x8, x12
	b.eq .LBB_809
	cmp x9, x12
	b.eq .LBB_810
	ldr d0, [x13, x12, lsl #3]
	fadd d0, d0, d0
	ldr d1, [x10, x12, lsl #3]
	fsub d0, d0, d1
	str d0, [x14], #8
	add x12, x12, #1
	cmp x14, x15
	b.ne .LBB_314
.LBB_317:
	ldr x8, [sp, #616]
	ldr x8, [x8, #16]
	str x8, [sp, #400]
	tbnz x8, #63, .LBB_818
	ldr x8, [sp, #1456]
	str x8, [sp, #640]
	ldr x8, [sp, #1464]
	str x24, [sp, #1544]
	str x8, [sp, #1552]
	cmp x24, x8
	b.ne .LBB_785
	ldr x8, [sp, #400]
	cbz x8, .LBB_786
	mov x8, #0
	cbz x24, .LBB_324
.LBB_321:
	ldr d0, [x2, x8, lsl #3]
	fcmp d0, d0
	b.vc .LBB_324
	add x8, x8, #1
	subs x11, x11, #8
	b.ne .LBB_321
	mov x8, x24
.LBB_324:
	str x1, [sp, #56]
	ldr x9, [sp, #400]
	add x8, x9, x8
	sub x9, x8, #1
	cmp x24, x9
	csel x16, x24, x9, lo
	lsl x8, x16, #3
	ldr x13, [sp, #640]
	add x15, x13, x8
	dup v0.2d, x4
	cbz x16, .LBB_330
	sub x11, x8, #8
	mov x10, x13
	cmp x11, #56
	b.lo .LBB_329
	lsr x10, x11, #3
	add x11, x10, #1
	and x12, x11, #0x3ffffffffffffff8
	add x10, x13, x12, lsl #3
	add x13, x13, #32
	and x14, x11, #0x3ffffffffffffff8
.LBB_327:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_327
	cmp x11, x12
	b.eq .LBB_330
.LBB_329:
	str x4, [x10], #8
	cmp x10, x15
	b.ne .LBB_329
.LBB_330:
	str x15, [sp, #392]
	str q0, [sp, #592]
	dup v0.2d, x27
	str q0, [sp, #1232]
	cmp x9, x24
	str x20, [sp, #208]
	b.hs .LBB_498
	mov x9, #1152921504606846975
	ldr x10, [sp, #400]
	add x9, x10, x9
	str x9, [sp, #176]
	lsl x1, x10, #4
	add x9, x1, #4, lsl #12
	str x9, [sp, #192]
	sub x12, x24, #1
	madd x9, x10, x10, x10
	ucvtf d0, x9, #1
	and x9, x1, #0xffffffffffffff0
	str x9, [sp, #168]
	ucvtf d1, x10
	str q1, [sp, #784]
	lsl x9, x10, #7
	str x9, [sp, #144]
	dup v1.2d, x24
	str q1, [sp, #112]
	fmov d1, #1.00000000
	fdiv d1, d1, d0
	str q1, [sp, #768]
	and x9, x10, #0xffffffffffffff
	neg x9, x9, lsl #4
	str x9, [sp, #48]
	sub x9, x24, x16
	str x9, [sp, #384]
	mov w9, #15383
	add x9, x16, x9
	str x9, [sp, #368]
	ldr x9, [sp, #640]
	add x8, x9, x8
	mov w9, #57528
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #416]
	mov w9, #14358
	add x9, x16, x9
	str x9, [sp, #360]
	mov w9, #49328
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #424]
	mov w9, #13333
	add x9, x16, x9
	str x9, [sp, #440]
	mov w9, #41128
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #432]
	mov w9, #12308
	add x9, x16, x9
	str x9, [sp, #456]
	mov w9, #32928
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #448]
	mov w9, #11283
	add x9, x16, x9
	str x9, [sp, #464]
	mov w9, #10258
	add x9, x16, x9
	str x9, [sp, #472]
	mov w9, #9233
	add x9, x16, x9
	str x9, [sp, #480]
	mov w9, #8208
	add x9, x16, x9
	str x9, [sp, #624]
	mov w9, #7183
	add x9, x16, x9
	str x9, [sp, #496]
	mov w9, #57464
	add x9, x8, x9
	str x9, [sp, #488]
	mov w9, #6158
	add x9, x16, x9
	str x9, [sp, #512]
	mov w9, #49264
	add x9, x8, x9
	str x9, [sp, #504]
	mov w9, #5133
	add x9, x16, x9
	str x9, [sp, #528]
	mov w9, #41064
	add x9, x8, x9
	str x9, [sp, #520]
	mov w9, #4108
	add x9, x16, x9
	str x9, [sp, #544]
	dup v0.2d, v0.d[0]
	str q0, [sp, #128]
	mov w9, #32864
	add x9, x8, x9
	str x9, [sp, #536]
	mov w9, #24664
	add x9, x8, x9
	str x9, [sp, #552]
	mov w9, #16464
	add x9, x8, x9
	str x9, [sp, #560]
	mov w9, #8264
	add x8, x8, x9
	str x8, [sp, #568]
	str x1, [sp, #408]
	str x2, [sp, #632]
	b .LBB_333
.LBB_332:
	mov x8, #-16400
	ldr x9, [sp, #384]
	add x9, x9, x8
	str x9, [sp, #384]
	mov w8, #16400
	add x1, x1, x8
	mov w9, #128
	movk w9, #2, lsl #16
	ldr x10, [sp, #416]
	add x10, x10, x9
	str x10, [sp, #416]
	add x2, x2, x8
	stp x2, x1, [sp, #360]
	ldr x10, [sp, #424]
	add x10, x10, x9
	str x10, [sp, #424]
	ldr x10, [sp, #440]
	add x10, x10, x8
	str x10, [sp, #440]
	ldr x10, [sp, #432]
	add x10, x10, x9
	str x10, [sp, #432]
	ldr x10, [sp, #456]
	add x10, x10, x8
	str x10, [sp, #456]
	ldr x10, [sp, #448]
	add x10, x10, x9
	str x10, [sp, #448]
	ldr x10, [sp, #464]
	add x10, x10, x8
	str x10, [sp, #464]
	ldr x10, [sp, #472]
	add x10, x10, x8
	str x10, [sp, #472]
	ldr x10, [sp, #480]
	add x10, x10, x8
	str x10, [sp, #480]
	ldr x10, [sp, #624]
	add x10, x10, x8
	str x10, [sp, #624]
	ldr x10, [sp, #496]
	add x10, x10, x8
	str x10, [sp, #496]
	ldr x10, [sp, #488]
	add x10, x10, x9
	str x10, [sp, #488]
	ldr x10, [sp, #512]
	add x10, x10, x8
	str x10, [sp, #512]
	ldr x10, [sp, #504]
	add x10, x10, x9
	str x10, [sp, #504]
	ldr x10, [sp, #528]
	add x10, x10, x8
	str x10, [sp, #528]
	ldr x10, [sp, #520]
	add x10, x10, x9
	str x10, [sp, #520]
	ldr x10, [sp, #544]
	add x10, x10, x8
	str x10, [sp, #544]
	ldr x10, [sp, #536]
	add x10, x10, x9
	str x10, [sp, #536]
	ldr x10, [sp, #552]
	add x10, x10, x9
	str x10, [sp, #552]
	ldr x10, [sp, #560]
	add x10, x10, x9
	str x10, [sp, #560]
	ldr x10, [sp, #568]
	add x10, x10, x9
	str x10, [sp, #568]
	add x17, x17, x9
	str x17, [sp, #392]
	add x16, x16, x8
	cmp x16, x24
	mov x4, #9221120237041090560
	ldr x1, [sp, #408]
	ldr x20, [sp, #208]
	ldr x2, [sp, #632]
	sub x12, x24, #1
	b.hs .LBB_498
.LBB_333:
	str x16, [sp, #648]
	sub x8, x24, x16
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	cmp x8, #8
	b.lo .LBB_496
	ldr x20, [sp, #1264]
	add x26, x1, #4, lsl #12
	ldr x8, [sp, #192]
	subs x27, x8, x20
	b.ls .LBB_339
	ldr x8, [sp, #1248]
	sub x8, x8, x20
	cmp x27, x8
	b.hi .LBB_492
	mov x21, x20
	ldr x22, [sp, #1256]
	add x0, x22, x20, lsl #3
	cmp x27, #2
	b.lo .LBB_338
.LBB_337:
	mvn x8, x20
	ldr x26, [sp, #192]
	add x8, x26, x8
	lsl x2, x8, #3
	mov w1, #0
	bl memset
	add x8, x21, x26
	sub x8, x8, x20
	add x8, x22, x8, lsl #3
	sub x0, x8, #8
	add x8, x27, x21
	sub x21, x8, #1
.LBB_338:
	mov w22, #1025
	str xzr, [x0]
	add x26, x21, #1
	ldr x1, [sp, #408]
	ldr x2, [sp, #632]
	sub x12, x24, #1
.LBB_339:
	str x26, [sp, #1264]
	ldr x20, [sp, #1288]
	lsr x8, x20, #4
	cmp x8, #1024
	b.hi .LBB_344
	mov w8, #16400
	sub x8, x8, x20
	ldr x9, [sp, #1272]
	sub x9, x9, x20
	cmp x8, x9
	b.hi .LBB_494
	mov x21, x20
	mov w26, #16399
	ldr x22, [sp, #1280]
	add x0, x22, x20, lsl #3
	cmp x20, x26
	b.eq .LBB_343
.LBB_342:
	mov w27, #120
	movk w27, #2, lsl #16
	sub x2, x27, x20, lsl #3
	mov w1, #0
	bl memset
	sub x8, x21, x20
	add x21, x8, x26
	add x8, x22, x8, lsl #3
	add x0, x8, x27
.LBB_343:
	mov w22, #1025
	str xzr, [x0]
	add x20, x21, #1
	ldr x26, [sp, #1264]
	ldr x1, [sp, #408]
	ldr x2, [sp, #632]
	sub x12, x24, #1
	b .LBB_345
.LBB_344:
	mov w20, #16400
.LBB_345:
	str x20, [sp, #1288]
	ldr x8, [sp, #400]
	ldr x9, [sp, #648]
	sub x8, x9, x8
	dup v0.2d, x8
	ldp q2, q1, [sp, #320]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1568]
	str q2, [sp, #1584]
	ldp q2, q1, [sp, #288]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1600]
	str q2, [sp, #1616]
	ldp q2, q1, [sp, #256]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1632]
	str q2, [sp, #1648]
	ldp q2, q1, [sp, #224]
	add v1.2d, v0.2d, v1.2d
	add v0.2d, v0.2d, v2.2d
	str q1, [sp, #1664]
	str q0, [sp, #1680]
	ldr x27, [sp, #1256]
	lsr x13, x26, #4
	str xzr, [sp, #1824]
	cmp x26, #128
	b.lo .LBB_347
	ldr x8, [sp, #1568]
	add x8, x8, #8
	cmp x8, x24
	b.ls .LBB_419
.LBB_347:
	mov x9, #0
.LBB_348:
	cmp x9, x13
	b.hs .LBB_369
	lsl x0, x9, #4
	neg x10, x0
	add x8, x27, x9, lsl #7
	add x11, x8, #64
.LBB_350:
	cmp x0, x26
	b.hi .LBB_767
	add x8, x26, x10
	cmp x8, #16
	b.lo .LBB_768
	ldr x8, [sp, #1568]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	stur d0, [x11, #-64]
	ldr x8, [sp, #1576]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	stur d0, [x11, #-56]
	ldr x8, [sp, #1584]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	stur d0, [x11, #-48]
	ldr x8, [sp, #1592]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	stur d0, [x11, #-40]
	ldr x8, [sp, #1600]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	stur d0, [x11, #-32]
	ldr x8, [sp, #1608]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	stur d0, [x11, #-24]
	ldr x8, [sp, #1616]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	stur d0, [x11, #-16]
	ldr x8, [sp, #1624]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	stur d0, [x11, #-8]
	ldr x8, [sp, #1632]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	str d0, [x11]
	ldr x8, [sp, #1640]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	str d0, [x11, #8]
	ldr x8, [sp, #1648]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	str d0, [x11, #16]
	ldr x8, [sp, #1656]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	str d0, [x11, #24]
	ldr x8, [sp, #1664]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	str d0, [x11, #32]
	ldr x8, [sp, #1672]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	str d0, [x11, #40]
	ldr x8, [sp, #1680]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	str d0, [x11, #48]
	ldr x8, [sp, #1688]
	add x8, x9, x8
	cmp x12, x8
	csel x8, x12, x8, lo
	cmp x8, x24
	b.hs .LBB_792
	ldr d0, [x2, x8, lsl #3]
	add x9, x9, #1
	str d0, [x11, #56]
	add x0, x0, #16
	sub x10, x10, #16
	add x11, x11, #128
	cmp x13, x9
	b.ne .LBB_350
.LBB_369:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1936]
	str q0, [sp, #1920]
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #2064]
	str q0, [sp, #2048]
	str q0, [sp, #2032]
	str q0, [sp, #2016]
	str q0, [sp, #2000]
	str q0, [sp, #1984]
	str q0, [sp, #1968]
	str q0, [sp, #1952]
	str q0, [sp, #2192]
	str q0, [sp, #2176]
	str q0, [sp, #2160]
	str q0, [sp, #2144]
	str q0, [sp, #2128]
	str q0, [sp, #2112]
	str q0, [sp, #2096]
	str q0, [sp, #2080]
	cmp x1, x26
	b.hi .LBB_781
	ldr x8, [sp, #168]
	cbz x8, .LBB_374
	ldr q23, [sp, #1696]
	ldr q1, [sp, #1712]
	ldr q27, [sp, #1824]
	ldr q10, [sp, #1840]
	ldr q9, [sp, #1952]
	ldr q2, [sp, #1968]
	ldr q22, [sp, #2080]
	ldr q25, [sp, #2096]
	ldr q21, [sp, #1728]
	ldr q20, [sp, #1744]
	ldr q13, [sp, #1856]
	ldr q31, [sp, #1872]
	ldr q3, [sp, #1984]
	ldr q19, [sp, #2000]
	ldr q0, [sp, #2112]
	str q0, [sp, #1152]
	ldr q0, [sp, #2128]
	str q0, [sp, #1168]
	ldr q17, [sp, #1760]
	ldr q0, [sp, #1776]
	str q0, [sp, #1104]
	ldr q28, [sp, #1888]
	ldr q15, [sp, #1904]
	ldr q0, [sp, #2016]
	str q0, [sp, #1136]
	ldr q0, [sp, #2032]
	str q0, [sp, #1120]
	ldr q0, [sp, #2144]
	str q0, [sp, #1184]
	ldr q30, [sp, #2160]
	ldr q11, [sp, #1792]
	ldr q14, [sp, #1808]
	movi v24.2d, #0000000000000000
	ldr x8, [sp, #48]
	mov w9, #1
	ldr q16, [sp, #1920]
	ldr q7, [sp, #1936]
	movi v29.2d, #0000000000000000
	movi v8.2d, #0000000000000000
	movi v0.2d, #0000000000000000
	str q0, [sp, #1088]
	mov x10, x27
	ldr q4, [sp, #2048]
	ldr q18, [sp, #2064]
	movi v0.2d, #0000000000000000
	str q0, [sp, #1072]
	str q0, [sp, #1056]
	str q0, [sp, #1040]
	str q0, [sp, #1024]
	ldr q0, [sp, #2176]
	stp q4, q0, [sp, #992]
	ldr q4, [sp, #2192]
	ldr q12, [sp, #1232]
	ldr x15, [sp, #640]
	ldr x16, [sp, #648]
	ldr x17, [sp, #392]
	ldr x18, [sp, #176]
	ldp x2, x1, [sp, #360]
.LBB_372:
	str q14, [sp, #832]
	stp q18, q16, [sp, #864]
	str q4, [sp, #1200]
	str q7, [sp, #896]
	stp q31, q28, [sp, #928]
	stp q8, q24, [sp, #960]
	ucvtf d16, x9
	ldp q18, q26, [x10]
	fmul v4.2d, v18.2d, v16.d[0]
	fmul v5.2d, v18.2d, v12.2d
	fsub v6.2d, v5.2d, v18.2d
	mov v31.16b, v23.16b
	ldr q0, [sp, #1024]
	fadd v0.2d, v0.2d, v4.2d
	str q0, [sp, #1024]
	mov v28.16b, v9.16b
	fsub v4.2d, v5.2d, v6.2d
	mov v12.16b, v1.16b
	fsub v0.2d, v18.2d, v4.2d
	stp q11, q0, [sp, #800]
	fmul v23.2d, v4.2d, v16.d[0]
	mov v4.16b, v21.16b
	mov v21.16b, v3.16b
	mov v5.16b, v20.16b
	mov v6.16b, v19.16b
	mov v7.16b, v17.16b
	fadd v1.2d, v31.2d, v23.2d
	fadd v9.2d, v18.2d, v9.2d
	fsub v3.2d, v9.2d, v28.2d
	fsub v17.2d, v9.2d, v3.2d
	fsub v17.2d, v28.2d, v17.2d
	fsub v3.2d, v18.2d, v3.2d
	fsub v19.2d, v1.2d, v31.2d
	fadd v3.2d, v3.2d, v17.2d
	fmul v17.2d, v26.2d, v16.d[0]
	ldr q0, [sp, #1040]
	fadd v0.2d, v0.2d, v17.2d
	str q0, [sp, #1040]
	ldr q17, [sp, #1232]
	fmul v17.2d, v26.2d, v17.2d
	fsub v18.2d, v17.2d, v26.2d
	fadd v22.2d, v22.2d, v3.2d
	fsub v3.2d, v17.2d, v18.2d
	fsub v18.2d, v26.2d, v3.2d
	fmul v3.2d, v3.2d, v16.d[0]
	fadd v11.2d, v12.2d, v3.2d
	fadd v0.2d, v26.2d, v2.2d
	fsub v17.2d, v11.2d, v12.2d
	str q11, [sp, #848]
	fsub v20.2d, v0.2d, v2.2d
	fsub v28.2d, v0.2d, v20.2d
	fsub v28.2d, v2.2d, v28.2d
	fsub v20.2d, v26.2d, v20.2d
	fadd v20.2d, v20.2d, v28.2d
	fsub v26.2d, v1.2d, v19.2d
	fadd v25.2d, v25.2d, v20.2d
	str q25, [sp, #912]
	ldp q20, q28, [x10, #32]
	fmul v8.2d, v20.2d, v16.d[0]
	ldr q2, [sp, #1056]
	fadd v2.2d, v2.2d, v8.2d
	str q2, [sp, #1056]
	fsub v8.2d, v23.2d, v19.2d
	ldr q19, [sp, #1232]
	fmul v19.2d, v20.2d, v19.2d
	fsub v23.2d, v19.2d, v20.2d
	fsub v19.2d, v19.2d, v23.2d
	fsub v23.2d, v20.2d, v19.2d
	fmul v19.2d, v19.2d, v16.d[0]
	mov v14.16b, v29.16b
	fsub v29.2d, v3.2d, v17.2d
	fadd v3.2d, v20.2d, v21.2d
	fsub v24.2d, v3.2d, v21.2d
	fsub v25.2d, v3.2d, v24.2d
	fsub v25.2d, v21.2d, v25.2d
	fadd v21.2d, v4.2d, v19.2d
	fsub v17.2d, v11.2d, v17.2d
	fsub v20.2d, v20.2d, v24.2d
	fsub v24.2d, v21.2d, v4.2d
	mov v2.16b, v27.16b
	mov v27.16b, v22.16b
	mov v22.16b, v10.16b
	mov v10.16b, v13.16b
	mov v13.16b, v30.16b
	fsub v30.2d, v19.2d, v24.2d
	fsub v19.2d, v21.2d, v24.2d
	fadd v20.2d, v20.2d, v25.2d
	fsub v24.2d, v31.2d, v26.2d
	ldr q25, [sp, #1152]
	fadd v25.2d, v25.2d, v20.2d
	str q25, [sp, #1152]
	fmul v20.2d, v28.2d, v16.d[0]
	ldr q25, [sp, #1072]
	fadd v25.2d, v25.2d, v20.2d
	str q25, [sp, #1072]
	ldr q20, [sp, #1232]
	fmul v20.2d, v28.2d, v20.2d
	fsub v25.2d, v20.2d, v28.2d
	fsub v17.2d, v12.2d, v17.2d
	fsub v20.2d, v20.2d, v25.2d
	fsub v31.2d, v28.2d, v20.2d
	fmul v25.2d, v20.2d, v16.d[0]
	fadd v20.2d, v5.2d, v25.2d
	fsub v26.2d, v20.2d, v5.2d
	fsub v4.2d, v4.2d, v19.2d
	fsub v19.2d, v20.2d, v26.2d
	fsub v5.2d, v5.2d, v19.2d
	fsub v25.2d, v25.2d, v26.2d
	fadd v19.2d, v28.2d, v6.2d
	fsub v26.2d, v19.2d, v6.2d
	fadd v24.2d, v8.2d, v24.2d
	fsub v8.2d, v19.2d, v26.2d
	fsub v6.2d, v6.2d, v8.2d
	fsub v26.2d, v28.2d, v26.2d
	fadd v6.2d, v26.2d, v6.2d
	ldr q26, [sp, #1168]
	fadd v26.2d, v26.2d, v6.2d
	str q26, [sp, #1168]
	fadd v6.2d, v29.2d, v17.2d
	ldp q26, q28, [x10, #64]
	fmul v17.2d, v26.2d, v16.d[0]
	ldr q29, [sp, #1088]
	fadd v29.2d, v29.2d, v17.2d
	str q29, [sp, #1088]
	ldr q17, [sp, #1232]
	fmul v17.2d, v26.2d, v17.2d
	fadd v29.2d, v30.2d, v4.2d
	fsub v4.2d, v17.2d, v26.2d
	fsub v30.2d, v17.2d, v4.2d
	fmul v4.2d, v30.2d, v16.d[0]
	fadd v17.2d, v7.2d, v4.2d
	fsub v8.2d, v17.2d, v7.2d
	fadd v5.2d, v25.2d, v5.2d
	fsub v25.2d, v17.2d, v8.2d
	fsub v7.2d, v7.2d, v25.2d
	ldr q25, [sp, #1136]
	ldr q11, [sp, #816]
	fmul v12.2d, v11.2d, v16.d[0]
	fsub v8.2d, v4.2d, v8.2d
	fadd v4.2d, v12.2d, v24.2d
	ldr q12, [sp, #1232]
	fadd v24.2d, v8.2d, v7.2d
	fadd v8.2d, v26.2d, v25.2d
	fsub v7.2d, v8.2d, v25.2d
	str q8, [sp, #1136]
	fsub v8.2d, v8.2d, v7.2d
	fsub v25.2d, v25.2d, v8.2d
	ldr q8, [sp, #960]
	fsub v30.2d, v26.2d, v30.2d
	fsub v7.2d, v26.2d, v7.2d
	ldr q26, [sp, #1104]
	fmul v18.2d, v18.2d, v16.d[0]
	fmul v23.2d, v23.2d, v16.d[0]
	fmul v31.2d, v31.2d, v16.d[0]
	fadd v6.2d, v18.2d, v6.2d
	fadd v7.2d, v7.2d, v25.2d
	ldr q18, [sp, #1184]
	fadd v18.2d, v18.2d, v7.2d
	str q18, [sp, #1184]
	fmul v7.2d, v28.2d, v16.d[0]
	fadd v8.2d, v8.2d, v7.2d
	fmul v18.2d, v28.2d, v12.2d
	fadd v7.2d, v23.2d, v29.2d
	fsub v23.2d, v18.2d, v28.2d
	fsub v18.2d, v18.2d, v23.2d
	fmul v23.2d, v18.2d, v16.d[0]
	fadd v29.2d, v26.2d, v23.2d
	fsub v25.2d, v29.2d, v26.2d
	fadd v5.2d, v31.2d, v5.2d
	str q29, [sp, #1104]
	fsub v29.2d, v29.2d, v25.2d
	fsub v26.2d, v26.2d, v29.2d
	ldr q29, [sp, #1120]
	ldr q31, [sp, #800]
	fsub v18.2d, v28.2d, v18.2d
	fmul v30.2d, v30.2d, v16.d[0]
	fsub v23.2d, v23.2d, v25.2d
	fadd v25.2d, v23.2d, v26.2d
	fmul v18.2d, v18.2d, v16.d[0]
	fadd v11.2d, v28.2d, v29.2d
	fsub v26.2d, v11.2d, v29.2d
	fadd v23.2d, v30.2d, v24.2d
	mov v30.16b, v13.16b
	mov v13.16b, v10.16b
	mov v10.16b, v22.16b
	mov v22.16b, v27.16b
	str q11, [sp, #1120]
	fsub v24.2d, v11.2d, v26.2d
	fsub v24.2d, v29.2d, v24.2d
	fsub v26.2d, v28.2d, v26.2d
	fadd v24.2d, v26.2d, v24.2d
	fadd v30.2d, v30.2d, v24.2d
	fadd v18.2d, v18.2d, v25.2d
	ldp q24, q25, [x10, #96]
	fmul v26.2d, v24.2d, v16.d[0]
	fadd v29.2d, v14.2d, v26.2d
	fmul v26.2d, v24.2d, v12.2d
	fadd v27.2d, v2.2d, v4.2d
	fsub v4.2d, v26.2d, v24.2d
	fsub v4.2d, v26.2d, v4.2d
	fmul v26.2d, v4.2d, v16.d[0]
	fadd v11.2d, v31.2d, v26.2d
	fsub v28.2d, v11.2d, v31.2d
	fadd v10.2d, v10.2d, v6.2d
	fsub v6.2d, v11.2d, v28.2d
	fsub v6.2d, v31.2d, v6.2d
	fsub v26.2d, v26.2d, v28.2d
	ldr q28, [sp, #992]
	fsub v2.2d, v24.2d, v4.2d
	fadd v13.2d, v13.2d, v7.2d
	fadd v4.2d, v26.2d, v6.2d
	fmul v2.2d, v2.2d, v16.d[0]
	fadd v4.2d, v2.2d, v4.2d
	mov v2.16b, v0.16b
	fadd v0.2d, v24.2d, v28.2d
	fsub v6.2d, v0.2d, v28.2d
	str q0, [sp, #992]
	fsub v7.2d, v0.2d, v6.2d
	fsub v7.2d, v28.2d, v7.2d
	ldp q31, q28, [sp, #928]
	ldr q26, [sp, #832]
	fsub v6.2d, v24.2d, v6.2d
	ldr q24, [sp, #976]
	fadd v6.2d, v6.2d, v7.2d
	ldr q0, [sp, #1008]
	fadd v0.2d, v0.2d, v6.2d
	str q0, [sp, #1008]
	fadd v31.2d, v31.2d, v5.2d
	fmul v5.2d, v25.2d, v16.d[0]
	fadd v24.2d, v24.2d, v5.2d
	fmul v5.2d, v25.2d, v12.2d
	fsub v6.2d, v5.2d, v25.2d
	fsub v5.2d, v5.2d, v6.2d
	fadd v28.2d, v28.2d, v23.2d
	fmul v6.2d, v5.2d, v16.d[0]
	fadd v14.2d, v26.2d, v6.2d
	fsub v7.2d, v14.2d, v26.2d
	fsub v23.2d, v14.2d, v7.2d
	fsub v23.2d, v26.2d, v23.2d
	fadd v15.2d, v15.2d, v18.2d
	fsub v6.2d, v6.2d, v7.2d
	fadd v6.2d, v6.2d, v23.2d
	mov v23.16b, v1.16b
	fsub v1.2d, v25.2d, v5.2d
	fmul v1.2d, v1.2d, v16.d[0]
	ldp q7, q16, [sp, #864]
	fadd v16.2d, v16.2d, v4.2d
	fadd v4.2d, v1.2d, v6.2d
	ldr q1, [sp, #848]
	fadd v18.2d, v25.2d, v7.2d
	fsub v5.2d, v18.2d, v7.2d
	fsub v6.2d, v18.2d, v5.2d
	fsub v6.2d, v7.2d, v6.2d
	ldr q7, [sp, #896]
	fadd v7.2d, v7.2d, v4.2d
	fsub v4.2d, v25.2d, v5.2d
	ldr q25, [sp, #912]
	fadd v4.2d, v4.2d, v6.2d
	ldr q0, [sp, #1200]
	fadd v0.2d, v0.2d, v4.2d
	str q0, [sp, #1200]
	ldr q4, [sp, #1200]
	add x10, x10, #128
	add x9, x9, #1
	adds x8, x8, #16
	b.ne .LBB_372
	str q23, [sp, #1696]
	str q1, [sp, #1712]
	str q27, [sp, #1824]
	str q10, [sp, #1840]
	str q9, [sp, #1952]
	str q2, [sp, #1968]
	str q22, [sp, #2080]
	str q25, [sp, #2096]
	str q21, [sp, #1728]
	str q20, [sp, #1744]
	str q13, [sp, #1856]
	str q31, [sp, #1872]
	str q3, [sp, #1984]
	str q19, [sp, #2000]
	ldr q3, [sp, #1152]
	str q3, [sp, #2112]
	ldr q3, [sp, #1168]
	str q3, [sp, #2128]
	str q17, [sp, #1760]
	ldr q0, [sp, #1104]
	str q0, [sp, #1776]
	str q28, [sp, #1888]
	str q15, [sp, #1904]
	ldr q0, [sp, #1136]
	str q0, [sp, #2016]
	ldr q0, [sp, #1120]
	str q0, [sp, #2032]
	ldr q3, [sp, #1184]
	str q3, [sp, #2144]
	str q30, [sp, #2160]
	str q11, [sp, #1792]
	str q14, [sp, #1808]
	str q16, [sp, #1920]
	str q7, [sp, #1936]
	ldp q1, q0, [sp, #992]
	str q1, [sp, #2048]
	str q18, [sp, #2064]
	str q0, [sp, #2176]
	str q4, [sp, #2192]
	ldr d11, [sp, #656]
	movi d12, #0xff00ff00ff00ff
	ldr q3, [sp, #1088]
	ldr q4, [sp, #1072]
	ldr q5, [sp, #1056]
	ldr q1, [sp, #1040]
	ldr q0, [sp, #1024]
	subs x8, x20, #16
	b.hs .LBB_375
	b .LBB_787
.LBB_374:
	movi v24.2d, #0000000000000000
	movi v29.2d, #0000000000000000
	movi v8.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	ldr x15, [sp, #640]
	ldr x16, [sp, #648]
	ldr x17, [sp, #392]
	ldr x18, [sp, #176]
	ldp x2, x1, [sp, #360]
	subs x8, x20, #16
	b.lo .LBB_787
.LBB_375:
	ldr x21, [sp, #1280]
	ldr q2, [sp, #128]
	fdiv v0.2d, v0.2d, v2.2d
	fdiv v1.2d, v1.2d, v2.2d
	stp q0, q1, [x21]
	fdiv v0.2d, v5.2d, v2.2d
	fdiv v1.2d, v4.2d, v2.2d
	stp q0, q1, [x21, #32]
	fdiv v0.2d, v3.2d, v2.2d
	fdiv v1.2d, v8.2d, v2.2d
	stp q0, q1, [x21, #64]
	fdiv v0.2d, v29.2d, v2.2d
	fdiv v1.2d, v24.2d, v2.2d
	stp q0, q1, [x21, #96]
	lsr x8, x8, #4
	add x8, x8, #1
	add x9, x21, #128
	sub x10, x9, x27
	ldr x12, [sp, #144]
	add x11, x12, x27
	sub x11, x9, x11
	cmp x10, #16
	ccmp x11, #16, #0, hs
	cset w10, lo
	add x11, x27, x12
	mov w12, #1
	b .LBB_377
.LBB_376:
	add x12, x12, #1
	add x9, x9, #128
	add x27, x27, #128
	add x11, x11, #128
	cmp x12, #1025
	b.eq .LBB_388
.LBB_377:
	add x13, x18, x12
	lsl x0, x13, #4
	subs x13, x26, x0
	b.lo .LBB_761
	cmp x13, #16
	b.lo .LBB_762
	lsl x14, x12, #4
	sub x0, x14, #16
	subs x13, x26, x0
	b.lo .LBB_763
	cmp x13, #16
	b.lo .LBB_764
	subs x13, x20, x14
	b.lo .LBB_766
	cmp x12, x8
	b.eq .LBB_765
	mov x13, #0
	tbz w10, #0, .LBB_386
	ldp q21, q20, [sp, #768]
.LBB_385:
	ldr d0, [x23, x13]
	ldr d1, [x28, x13]
	ldr d2, [x25, x13]
	ldr d3, [x19, x13]
	ldr d4, [x11, x13]
	ldr d5, [x27, x13]
	fmul d6, d4, d11
	fsub d7, d6, d4
	fsub d6, d6, d7
	fsub d7, d4, d6
	fmul d6, d6, d20
	fadd d16, d0, d6
	fsub d17, d16, d0
	fsub d18, d16, d17
	fsub d0, d0, d18
	fsub d6, d6, d17
	fadd d0, d6, d0
	fneg d6, d2
	fsub d17, d16, d2
	fsub d18, d17, d16
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
	fsub d7, d1, d6
	fsub d2, d2, d7
	fsub d4, d4, d6
	fadd d2, d4, d2
	fneg d4, d5
	fsub d5, d1, d5
	fsub d6, d5, d1
	fsub d7, d5, d6
	fsub d1, d1, d7
	fsub d4, d4, d6
	fadd d1, d4, d1
	fadd d1, d2, d1
	fadd d1, d3, d1
	str d17, [x23, x13]
	str d0, [x28, x13]
	str d5, [x25, x13]
	str d1, [x19, x13]
	fadd d0, d17, d0
	fmul d0, d21, d0
	str d0, [x9, x13]
	add x13, x13, #8
	cmp x13, #128
	b.ne .LBB_385
	b .LBB_376
.LBB_386:
	ldp q21, q20, [sp, #768]
.LBB_387:
	ldr q0, [x23, x13]
	ldr q1, [x28, x13]
	ldr q2, [x25, x13]
	ldr q3, [x19, x13]
	ldr q4, [x11, x13]
	ldr q5, [x27, x13]
	ldr q6, [sp, #1232]
	fmul v6.2d, v4.2d, v6.2d
	fsub v7.2d, v6.2d, v4.2d
	fsub v6.2d, v6.2d, v7.2d
	fsub v7.2d, v4.2d, v6.2d
	fmul v6.2d, v6.2d, v20.d[0]
	fadd v16.2d, v0.2d, v6.2d
	fsub v17.2d, v16.2d, v0.2d
	fsub v18.2d, v16.2d, v17.2d
	fsub v0.2d, v0.2d, v18.2d
	fsub v6.2d, v6.2d, v17.2d
	fadd v0.2d, v6.2d, v0.2d
	fneg v6.2d, v2.2d
	fsub v17.2d, v16.2d, v2.2d
	fsub v18.2d, v17.2d, v16.2d
	fsub v19.2d, v17.2d, v18.2d
	fsub v16.2d, v16.2d, v19.2d
	fsub v6.2d, v6.2d, v18.2d
	fadd v6.2d, v6.2d, v16.2d
	fadd v0.2d, v0.2d, v6.2d
	fmul v6.2d, v7.2d, v20.d[0]
	fsub v6.2d, v6.2d, v3.2d
	fadd v0.2d, v6.2d, v0.2d
	fadd v0.2d, v1.2d, v0.2d
	fadd v1.2d, v2.2d, v4.2d
	fsub v6.2d, v1.2d, v2.2d
	fsub v7.2d, v1.2d, v6.2d
	fsub v2.2d, v2.2d, v7.2d
	fsub v4.2d, v4.2d, v6.2d
	fadd v2.2d, v4.2d, v2.2d
	fneg v4.2d, v5.2d
	fsub v5.2d, v1.2d, v5.2d
	fsub v6.2d, v5.2d, v1.2d
	fsub v7.2d, v5.2d, v6.2d
	fsub v1.2d, v1.2d, v7.2d
	fsub v4.2d, v4.2d, v6.2d
	fadd v1.2d, v4.2d, v1.2d
	fadd v1.2d, v2.2d, v1.2d
	fadd v1.2d, v3.2d, v1.2d
	str q17, [x23, x13]
	str q0, [x28, x13]
	str q5, [x25, x13]
	str q1, [x19, x13]
	fadd v0.2d, v17.2d, v0.2d
	fmul v0.2d, v0.2d, v21.d[0]
	str q0, [x9, x13]
	add x13, x13, #16
	cmp x13, #128
	b.ne .LBB_387
	b .LBB_376
.LBB_388:
	dup v0.2d, x16
	adrp x8, .LCPI_15
	ldr q1, [x8, :lo12:.LCPI_15]
	add v1.2d, v0.2d, v1.2d
	adrp x8, .LCPI_16
	ldr q2, [x8, :lo12:.LCPI_16]
	add v2.2d, v0.2d, v2.2d
	adrp x8, .LCPI_13
	ldr q3, [x8, :lo12:.LCPI_13]
	add v3.2d, v0.2d, v3.2d
	adrp x8, .LCPI_12
	ldr q4, [x8, :lo12:.LCPI_12]
	add v4.2d, v0.2d, v4.2d
	adrp x8, .LCPI_8
	ldr q5, [x8, :lo12:.LCPI_8]
	add v5.2d, v0.2d, v5.2d
	adrp x8, .LCPI_9
	ldr q6, [x8, :lo12:.LCPI_9]
	add v6.2d, v0.2d, v6.2d
	adrp x8, .LCPI_10
	ldr q7, [x8, :lo12:.LCPI_10]
	add v7.2d, v0.2d, v7.2d
	adrp x8, .LCPI_11
	ldr q16, [x8, :lo12:.LCPI_11]
	add v0.2d, v0.2d, v16.2d
	ldr q16, [sp, #112]
	cmhi v0.2d, v0.2d, v16.2d
	cmhi v7.2d, v7.2d, v16.2d
	uzp1 v0.4s, v7.4s, v0.4s
	cmhi v6.2d, v6.2d, v16.2d
	cmhi v5.2d, v5.2d, v16.2d
	uzp1 v5.4s, v6.4s, v5.4s
	uzp1 v0.8h, v0.8h, v5.8h
	cmhi v4.2d, v4.2d, v16.2d
	cmhi v3.2d, v3.2d, v16.2d
	uzp1 v3.4s, v4.4s, v3.4s
	cmhi v2.2d, v2.2d, v16.2d
	cmhi v1.2d, v1.2d, v16.2d
	uzp1 v1.4s, v2.4s, v1.4s
	uzp1 v1.8h, v3.8h, v1.8h
	uzp1 v0.16b, v0.16b, v1.16b
	umaxv b0, v0.16b
	fmov w8, s0
	tbz w8, #0, .LBB_397
	mov x8, #0
	ldr x11, [sp, #384]
	mov x27, #33554432
	movk x27, #16800, lsl #48
	mov w26, #1
.LBB_390:
	subs x9, x11, #1025
	csel x11, x11, x22, lo
	add x10, x8, x8, lsl #10
	add x0, x10, x16
	subs x10, x24, x0
	b.ls .LBB_332
	cmp x10, #1025
	csel x10, x10, x22, lo
	adds x10, x10, x0
	b.hs .LBB_769
	cmp x10, x24
	b.hi .LBB_769
	add x10, x8, #1
	lsl x11, x11, #3
	add x12, x15, x0, lsl #3
.LBB_394:
	cmp x8, x20
	b.hs .LBB_791
	ldr d0, [x21, x8, lsl #3]
	str d0, [x12], #8
	add x8, x8, #16
	subs x11, x11, #8
	b.ne .LBB_394
	mov x11, x9
	mov x8, x10
	cmp x10, #16
	b.ne .LBB_390
	b .LBB_332
.LBB_397:
	mov w27, #0
	mov x22, #0
	str xzr, [sp, #1560]
	b .LBB_399
.LBB_398:
	add x22, x22, #8
	eor w27, w27, #0x1
.LBB_399:
	str x22, [sp, #2208]
	stp x21, x20, [x29, #-216]
	add x8, sp, #1560
	stur x8, [x29, #-200]
	add x8, sp, #2208
	stur x8, [x29, #-192]
	add x0, sp, #2216
	sub x1, x29, #216
	bl core::array::try_from_fn
	ldr x8, [sp, #2208]
	ldr x9, [sp, #1560]
	add x8, x8, x8, lsl #10
	ldr x16, [sp, #648]
	add x9, x9, x16
	add x0, x9, x8
	subs x26, x24, x0
	ldr x12, [sp, #640]
	b.lo .LBB_753
	cmp x26, #8
	b.lo .LBB_746
	ldr d0, [sp, #2216]
	str d0, [sp, #1200]
	ldr d2, [sp, #2224]
	ldr d0, [sp, #2232]
	str d0, [sp, #1136]
	ldr d0, [sp, #2240]
	str d0, [sp, #1120]
	ldr d0, [sp, #2248]
	str d0, [sp, #1056]
	ldr d0, [sp, #2256]
	str d0, [sp, #992]
	ldr d0, [sp, #2264]
	str d0, [sp, #928]
	ldr d0, [sp, #2272]
	str d0, [sp, #800]
	ldr d0, [sp, #2280]
	str d0, [sp, #1184]
	ldr d5, [sp, #2288]
	ldr d13, [sp, #2296]
	ldr d0, [sp, #2304]
	str d0, [sp, #1104]
	ldr d0, [sp, #2312]
	str d0, [sp, #1040]
	ldr d0, [sp, #2320]
	str d0, [sp, #976]
	ldr d0, [sp, #2328]
	str d0, [sp, #912]
	ldr d0, [sp, #2336]
	str d0, [sp, #752]
	ldr d0, [sp, #2344]
	str d0, [sp, #1168]
	ldr d7, [sp, #2352]
	ldr d15, [sp, #2360]
	ldr d0, [sp, #2368]
	str d0, [sp, #1088]
	ldr d0, [sp, #2376]
	str d0, [sp, #1024]
	ldr d0, [sp, #2384]
	str d0, [sp, #960]
	ldr d0, [sp, #2392]
	str d0, [sp, #896]
	ldr d0, [sp, #2400]
	str d0, [sp, #744]
	ldr d0, [sp, #2408]
	str d0, [sp, #1152]
	ldr d18, [sp, #2416]
	ldr d3, [sp, #2424]
	ldr d0, [sp, #2432]
	str d0, [sp, #1072]
	ldr d0, [sp, #2440]
	str d0, [sp, #1008]
	ldr d0, [sp, #2448]
	str d0, [sp, #944]
	ldr d0, [sp, #2456]
	str d0, [sp, #880]
	ldr d0, [sp, #2464]
	str d0, [sp, #720]
	add x10, x12, x0, lsl #3
	ldr d31, [sp, #2472]
	ldr d29, [sp, #2480]
	ldr d23, [sp, #2488]
	ldr d20, [sp, #2496]
	ldr d6, [sp, #2504]
	ldr d14, [sp, #2512]
	ldr d0, [sp, #2520]
	str d0, [sp, #864]
	ldr d0, [sp, #2528]
	str d0, [sp, #704]
	ldr d9, [sp, #2536]
	ldr d28, [sp, #2544]
	ldr d25, [sp, #2552]
	ldr d22, [sp, #2560]
	ldr d16, [sp, #2568]
	ldr d0, [sp, #2576]
	ldr d1, [sp, #2584]
	str d1, [sp, #848]
	ldr d1, [sp, #2592]
	str d1, [sp, #688]
	ldr d10, [sp, #2600]
	ldr d30, [sp, #2608]
	ldr d27, [sp, #2616]
	ldr d21, [sp, #2624]
	ldr d17, [sp, #2632]
	ldr d1, [sp, #2640]
	ldr d4, [sp, #2648]
	str d4, [sp, #832]
	ldr d4, [sp, #2656]
	str d4, [sp, #672]
	ldr d11, [sp, #2664]
	ldr d8, [sp, #2672]
	ldr d26, [sp, #2680]
	ldr d24, [sp, #2688]
	ldr d19, [sp, #2696]
	ldr d4, [sp, #2704]
	ldr d12, [sp, #2712]
	str d12, [sp, #816]
	ldr d12, [sp, #2720]
	str d12, [sp, #664]
	ldr d12, [sp, #1200]
	str d12, [x10]
	ldr d12, [sp, #1184]
	str d12, [x10, #8]
	ldr d12, [sp, #1168]
	str d12, [x10, #16]
	ldr d12, [sp, #1152]
	stp d12, d31, [x10, #24]
	stp d9, d10, [x10, #40]
	str d11, [x10, #56]
	add x10, x8, x9
	add x0, x10, #1025
	subs x26, x24, x0
	b.lo .LBB_753
	cmp x26, #8
	b.lo .LBB_746
	add x10, x12, x0, lsl #3
	stp d2, d5, [x10]
	stp d7, d18, [x10, #16]
	stp d29, d28, [x10, #32]
	add x11, x8, x9
	add x0, x11, #2050
	stp d30, d8, [x10, #48]
	subs x26, x24, x0
	b.lo .LBB_753
	cmp x26, #8
	b.lo .LBB_746
	add x10, x12, x0, lsl #3
	ldr d2, [sp, #1136]
	stp d2, d13, [x10]
	stp d15, d3, [x10, #16]
	stp d23, d25, [x10, #32]
	add x11, x8, x9
	add x0, x11, #3075
	stp d27, d26, [x10, #48]
	subs x26, x24, x0
	b.lo .LBB_753
	cmp x26, #8
	b.lo .LBB_746
	add x10, x12, x0, lsl #3
	ldr d3, [sp, #1120]
	ldr d2, [sp, #1104]
	stp d3, d2, [x10]
	ldr d3, [sp, #1088]
	ldr d2, [sp, #1072]
	stp d3, d2, [x10, #16]
	stp d20, d22, [x10, #32]
	mov w11, #4100
	add x11, x9, x11
	add x0, x8, x11
	stp d21, d24, [x10, #48]
	subs x26, x24, x0
	b.lo .LBB_753
	cmp x26, #8
	b.lo .LBB_746
	add x10, x12, x0, lsl #3
	ldr d3, [sp, #1056]
	ldr d2, [sp, #1040]
	stp d3, d2, [x10]
	ldr d3, [sp, #1024]
	ldr d2, [sp, #1008]
	stp d3, d2, [x10, #16]
	stp d6, d16, [x10, #32]
	mov w11, #5125
	add x11, x9, x11
	add x0, x8, x11
	stp d17, d19, [x10, #48]
	subs x26, x24, x0
	b.lo .LBB_753
	cmp x26, #8
	b.lo .LBB_746
	add x10, x12, x0, lsl #3
	ldr d3, [sp, #992]
	ldr d2, [sp, #976]
	stp d3, d2, [x10]
	ldr d3, [sp, #960]
	ldr d2, [sp, #944]
	stp d3, d2, [x10, #16]
	stp d14, d0, [x10, #32]
	mov w11, #6150
	add x11, x9, x11
	add x0, x8, x11
	stp d1, d4, [x10, #48]
	subs x26, x24, x0
	b.lo .LBB_753
	cmp x26, #8
	b.lo .LBB_746
	add x10, x12, x0, lsl #3
	ldr d1, [sp, #928]
	ldr d0, [sp, #912]
	stp d1, d0, [x10]
	ldr d1, [sp, #896]
	ldr d0, [sp, #880]
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #864]
	ldr d0, [sp, #848]
	stp d1, d0, [x10, #32]
	mov w11, #7175
	add x9, x9, x11
	add x0, x8, x9
	ldr d1, [sp, #832]
	ldr d0, [sp, #816]
	stp d1, d0, [x10, #48]
	subs x26, x24, x0
	b.lo .LBB_753
	cmp x26, #8
	b.lo .LBB_746
	add x8, x12, x0, lsl #3
	ldr d1, [sp, #800]
	ldr d0, [sp, #752]
	stp d1, d0, [x8]
	ldr d1, [sp, #744]
	ldr d0, [sp, #720]
	stp d1, d0, [x8, #16]
	ldr d1, [sp, #704]
	ldr d0, [sp, #688]
	stp d1, d0, [x8, #32]
	ldr d1, [sp, #672]
	ldr d0, [sp, #664]
	stp d1, d0, [x8, #48]
	tbz w27, #0, .LBB_398
	ldr x9, [sp, #1560]
	add x8, x9, #8
	str x8, [sp, #1560]
	add x10, x9, #16
	cmp x10, #1026
	ldr d11, [sp, #656]
	movi d12, #0xff00ff00ff00ff
	mov w26, #1
	b.hs .LBB_456
	mov x22, #0
	eor w27, w27, #0x1
	b .LBB_399
.LBB_419:
	mov x9, #0
	mov w8, #8
	str x13, [sp, #8]
.LBB_420:
	ldr x10, [sp, #1576]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1584]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1592]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1600]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1608]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1616]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1624]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1632]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1640]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1648]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1656]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1664]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1672]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1680]
	add x10, x10, x8
	cmp x10, x24
	b.hi .LBB_348
	ldr x10, [sp, #1688]
	add x8, x10, x8
	cmp x8, x24
	b.hi .LBB_348
	mov w8, #0
	mov x21, #0
.LBB_436:
	mov x22, x8
	str x21, [sp, #1952]
	ldr x8, [sp, #632]
	str x8, [sp, #2080]
	str x24, [sp, #2088]
	add x8, sp, #1568
	str x8, [sp, #2096]
	str x25, [sp, #2104]
	str x28, [sp, #2112]
	add x0, sp, #2216
	add x1, sp, #2080
	bl core::array::try_from_fn
	ldr x8, [sp, #1824]
	ldr x9, [sp, #1952]
	add x0, x9, x8, lsl #4
	subs x8, x26, x0
	b.lo .LBB_759
	cmp x8, #8
	b.lo .LBB_754
	ldr d0, [sp, #2216]
	str d0, [sp, #1200]
	ldr d0, [sp, #2224]
	ldr d1, [sp, #2232]
	str d1, [sp, #1136]
	ldr d1, [sp, #2240]
	str d1, [sp, #1104]
	ldr d1, [sp, #2248]
	str d1, [sp, #1040]
	ldr d1, [sp, #2256]
	str d1, [sp, #976]
	ldr d1, [sp, #2264]
	str d1, [sp, #912]
	ldr d1, [sp, #2272]
	str d1, [sp, #800]
	ldr d1, [sp, #2280]
	str d1, [sp, #1184]
	ldr d4, [sp, #2288]
	ldr d1, [sp, #2296]
	str d1, [sp, #1120]
	ldr d1, [sp, #2304]
	str d1, [sp, #1088]
	ldr d1, [sp, #2312]
	str d1, [sp, #1024]
	ldr d1, [sp, #2320]
	str d1, [sp, #960]
	ldr d1, [sp, #2328]
	str d1, [sp, #896]
	ldr d1, [sp, #2336]
	str d1, [sp, #752]
	ldr d1, [sp, #2344]
	str d1, [sp, #1168]
	ldr d7, [sp, #2352]
	ldr d15, [sp, #2360]
	ldr d1, [sp, #2368]
	str d1, [sp, #1072]
	ldr d1, [sp, #2376]
	str d1, [sp, #1008]
	ldr d1, [sp, #2384]
	str d1, [sp, #944]
	ldr d1, [sp, #2392]
	str d1, [sp, #880]
	ldr d1, [sp, #2400]
	str d1, [sp, #744]
	ldr d1, [sp, #2408]
	str d1, [sp, #1152]
	ldr d17, [sp, #2416]
	ldr d2, [sp, #2424]
	ldr d1, [sp, #2432]
	str d1, [sp, #1056]
	ldr d1, [sp, #2440]
	str d1, [sp, #992]
	ldr d1, [sp, #2448]
	str d1, [sp, #928]
	ldr d1, [sp, #2456]
	str d1, [sp, #864]
	ldr d1, [sp, #2464]
	str d1, [sp, #720]
	add x8, x27, x0, lsl #3
	ldr d9, [sp, #2472]
	ldr d27, [sp, #2480]
	ldr d23, [sp, #2488]
	ldr d19, [sp, #2496]
	ldr d5, [sp, #2504]
	ldr d13, [sp, #2512]
	ldr d1, [sp, #2520]
	str d1, [sp, #848]
	ldr d1, [sp, #2528]
	str d1, [sp, #704]
	ldr d8, [sp, #2536]
	ldr d30, [sp, #2544]
	ldr d24, [sp, #2552]
	ldr d21, [sp, #2560]
	ldr d16, [sp, #2568]
	ldr d1, [sp, #2576]
	ldr d3, [sp, #2584]
	str d3, [sp, #832]
	ldr d3, [sp, #2592]
	str d3, [sp, #688]
	ldr d11, [sp, #2600]
	ldr d29, [sp, #2608]
	ldr d26, [sp, #2616]
	ldr d22, [sp, #2624]
	ldr d18, [sp, #2632]
	ldr d3, [sp, #2640]
	ldr d6, [sp, #2648]
	str d6, [sp, #816]
	ldr d6, [sp, #2656]
	str d6, [sp, #672]
	ldr d10, [sp, #2664]
	ldr d31, [sp, #2672]
	ldr d28, [sp, #2680]
	ldr d25, [sp, #2688]
	ldr d20, [sp, #2696]
	ldr d6, [sp, #2704]
	ldr d14, [sp, #2712]
	ldr d12, [sp, #2720]
	str d12, [sp, #664]
	ldr d12, [sp, #1200]
	str d12, [x8]
	ldr d12, [sp, #1184]
	str d12, [x8, #8]
	ldr d12, [sp, #1168]
	str d12, [x8, #16]
	ldr d12, [sp, #1152]
	stp d12, d9, [x8, #24]
	stp d8, d11, [x8, #40]
	str d10, [x8, #56]
	add x9, x0, #16
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x27, x9, lsl #3
	stp d0, d4, [x8]
	stp d7, d17, [x8, #16]
	stp d27, d30, [x8, #32]
	add x9, x0, #32
	stp d29, d31, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x27, x9, lsl #3
	ldr d4, [sp, #1136]
	ldr d0, [sp, #1120]
	stp d4, d0, [x8]
	stp d15, d2, [x8, #16]
	stp d23, d24, [x8, #32]
	add x9, x0, #48
	stp d26, d28, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x27, x9, lsl #3
	ldr d2, [sp, #1104]
	ldr d0, [sp, #1088]
	stp d2, d0, [x8]
	ldr d2, [sp, #1072]
	ldr d0, [sp, #1056]
	stp d2, d0, [x8, #16]
	stp d19, d21, [x8, #32]
	add x9, x0, #64
	stp d22, d25, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x27, x9, lsl #3
	ldr d2, [sp, #1040]
	ldr d0, [sp, #1024]
	stp d2, d0, [x8]
	ldr d2, [sp, #1008]
	ldr d0, [sp, #992]
	stp d2, d0, [x8, #16]
	stp d5, d16, [x8, #32]
	add x9, x0, #80
	stp d18, d20, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x27, x9, lsl #3
	ldr d2, [sp, #976]
	ldr d0, [sp, #960]
	stp d2, d0, [x8]
	ldr d2, [sp, #944]
	ldr d0, [sp, #928]
	stp d2, d0, [x8, #16]
	stp d13, d1, [x8, #32]
	add x9, x0, #96
	stp d3, d6, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x27, x9, lsl #3
	ldr d1, [sp, #912]
	ldr d0, [sp, #896]
	stp d1, d0, [x8]
	ldr d1, [sp, #880]
	ldr d0, [sp, #864]
	stp d1, d0, [x8, #16]
	ldr d1, [sp, #848]
	ldr d0, [sp, #832]
	stp d1, d0, [x8, #32]
	add x0, x0, #112
	ldr d0, [sp, #816]
	stp d0, d14, [x8, #48]
	subs x8, x26, x0
	b.lo .LBB_759
	cmp x8, #8
	b.lo .LBB_754
	add x9, x27, x0, lsl #3
	ldr d1, [sp, #800]
	ldr d0, [sp, #752]
	stp d1, d0, [x9]
	ldr d1, [sp, #744]
	ldr d0, [sp, #720]
	stp d1, d0, [x9, #16]
	ldr d1, [sp, #704]
	ldr d0, [sp, #688]
	stp d1, d0, [x9, #32]
	add x21, x21, #8
	mov w8, #1
	ldr d1, [sp, #672]
	ldr d0, [sp, #664]
	stp d1, d0, [x9, #48]
	ldr d11, [sp, #656]
	movi d12, #0xff00ff00ff00ff
	tbz w22, #0, .LBB_436
	ldr x8, [sp, #1824]
	add x9, x8, #8
	str x9, [sp, #1824]
	add x8, x8, #16
	ldr x13, [sp, #8]
	cmp x8, x13
	b.hi .LBB_491
	ldr x10, [sp, #1568]
	add x10, x10, x8
	cmp x10, x24
	mov w22, #1025
	ldr x1, [sp, #408]
	ldr x2, [sp, #632]
	sub x12, x24, #1
	b.ls .LBB_420
	b .LBB_348
.LBB_456:
	cmp x8, #1024
	mov x27, #33554432
	movk x27, #16800, lsl #48
	mov w22, #1025
	ldr x17, [sp, #392]
	ldp x2, x1, [sp, #360]
	b.hi .LBB_332
	lsl x8, x9, #4
	add x8, x8, #128
	ldr x10, [sp, #624]
	add x10, x10, x9
	add x10, x12, x10, lsl #3
	add x11, x21, x9, lsl #7
	add x11, x11, #1144
.LBB_458:
	cmp x8, x20
	b.hs .LBB_820
	add x12, x16, x9
	add x12, x12, #8
	cmp x12, x24
	b.hs .LBB_819
	ldur d0, [x11, #-120]
	add x12, x17, x9, lsl #3
	str d0, [x12, #64]
	add x12, x8, #1
	cmp x12, x20
	b.hs .LBB_801
	add x12, x16, x9
	add x12, x12, #1033
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-112]
	ldr x12, [sp, #568]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #2
	cmp x12, x20
	b.hs .LBB_801
	add x12, x16, x9
	add x12, x12, #2058
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-104]
	ldr x12, [sp, #560]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #3
	cmp x12, x20
	b.hs .LBB_801
	add x12, x16, x9
	add x12, x12, #3083
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-96]
	ldr x12, [sp, #552]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #4
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #544]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-88]
	ldr x12, [sp, #536]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #5
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #528]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-80]
	ldr x12, [sp, #520]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #6
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #512]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-72]
	ldr x12, [sp, #504]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #7
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #496]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-64]
	ldr x12, [sp, #488]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #8
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #624]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-56]
	str d0, [x10]
	add x12, x8, #9
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #480]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-48]
	str d0, [x10, #8200]
	add x12, x8, #10
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #472]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-40]
	str d0, [x10, #16400]
	add x12, x8, #11
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #464]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-32]
	str d0, [x10, #24600]
	add x12, x8, #12
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #456]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-24]
	ldr x12, [sp, #448]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #13
	cmp x12, x20
	b.hs .LBB_801
	ldr x12, [sp, #440]
	add x12, x12, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-16]
	ldr x12, [sp, #432]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #14
	cmp x12, x20
	b.hs .LBB_801
	add x12, x2, x9
	cmp x12, x24
	b.hs .LBB_802
	ldur d0, [x11, #-8]
	ldr x12, [sp, #424]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #15
	cmp x12, x20
	b.hs .LBB_801
	add x12, x1, x9
	cmp x12, x24
	b.hs .LBB_802
	ldr d0, [x11], #128
	ldr x12, [sp, #416]
	str d0, [x12, x9, lsl #3]
	add x9, x9, #1
	add x8, x8, #16
	add x10, x10, #8
	cmp x9, #1017
	b.ne .LBB_458
	b .LBB_332
.LBB_491:
	mov w22, #1025
	ldr x1, [sp, #408]
	ldr x2, [sp, #632]
	sub x12, x24, #1
	b .LBB_348
.LBB_492:
	add x0, sp, #1248
	mov x1, x20
	mov x2, x27
	mov w3, #8
	mov w4, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x21, [sp, #1264]
	ldr x22, [sp, #1256]
	add x0, x22, x21, lsl #3
	cmp x27, #2
	b.hs .LBB_337
	b .LBB_338
.LBB_494:
	add x8, sp, #1248
	add x0, x8, #24
	mov w8, #16400
	sub x2, x8, x20
	mov x1, x20
	mov w3, #8
	mov w4, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x21, [sp, #1288]
	mov w26, #16399
	ldr x22, [sp, #1280]
	add x0, x22, x21, lsl #3
	cmp x20, x26
	b.ne .LBB_342
	b .LBB_343
.LBB_496:
	ldr x11, [sp, #648]
	subs x8, x24, x11
	csel x8, xzr, x8, lo
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	str x11, [sp, #2216]
	str x8, [sp, #2224]
	mov w8, #1024
	str x8, [sp, #2232]
	strb w26, [sp, #2240]
	add x3, sp, #2216
	mov x0, x2
	mov x1, x24
	ldr x2, [sp, #400]
	ldr x4, [sp, #640]
	mov x5, x24
	bl kernel_sliding::wma::periods_into
	mov x4, #9221120237041090560
.LBB_498:
	ldr x8, [sp, #1432]
	str x8, [sp, #624]
	ldr x9, [sp, #1440]
	lsl x8, x9, #3
	str x9, [sp, #1200]
	ldr x24, [sp, #72]
	ldr x1, [sp, #56]
	ldr q0, [sp, #592]
	cbz x9, .LBB_513
	cmp x1, x24
	csel x9, x1, x24, lo
	ldr x10, [sp, #96]
	cmp x9, x10
	csel x9, x9, x10, lo
	sub x10, x8, #8
	lsr x10, x10, #3
	cmp x9, x10
	csel x11, x9, x10, lo
	cmp x11, #8
	b.hs .LBB_501
	mov x10, #0
	ldr x13, [sp, #624]
	mov x9, x13
	ldr x17, [sp, #40]
	b .LBB_508
.LBB_501:
	mov x10, #0
	ldr x17, [sp, #40]
	ldr x13, [sp, #624]
	sub x9, x13, x17
	cmp x9, #64
	b.lo .LBB_507
	ldr x9, [sp, #88]
	sub x9, x13, x9
	cmp x9, #64
	b.lo .LBB_507
	ldr x9, [sp, #80]
	sub x12, x13, x9
	mov x9, x13
	cmp x12, #64
	b.lo .LBB_508
	add x9, x11, #1
	ands x10, x9, #0x7
	mov w11, #8
	csel x10, x11, x10, eq
	sub x10, x9, x10
	add x9, x13, x10, lsl #3
	add x11, x13, #32
	add x12, x17, #32
	ldp x13, x14, [sp, #80]
	add x13, x13, #32
	add x14, x14, #32
	mov x15, x10
	fmov v16.2d, #3.00000000
.LBB_505:
	ldp q0, q1, [x12, #-32]
	ldp q2, q3, [x12], #64
	fmul v0.2d, v0.2d, v16.2d
	fmul v1.2d, v1.2d, v16.2d
	fmul v2.2d, v2.2d, v16.2d
	fmul v3.2d, v3.2d, v16.2d
	ldp q4, q5, [x14, #-32]
	ldp q6, q7, [x14], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	ldp q4, q5, [x13, #-32]
	ldp q6, q7, [x13], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x11, #-32]
	stp q2, q3, [x11], #64
	subs x15, x15, #8
	b.ne .LBB_505
	ldr x13, [sp, #624]
	b .LBB_508
.LBB_507:
	mov x9, x13
.LBB_508:
	mov x11, #0
	mov x12, #0
	add x13, x13, x8
	lsl x16, x10, #3
	ldp x14, x15, [sp, #80]
	add x14, x14, x16
	add x15, x15, x16
	add x16, x17, x16
	ldr x17, [sp, #96]
	sub x17, x17, x10
	sub x18, x1, x10
	sub x10, x24, x10
.LBB_509:
	cmp x10, x12
	b.eq .LBB_814
	cmp x18, x12
	b.eq .LBB_815
	cmp x17, x12
	b.eq .LBB_816
	ldr d0, [x16, x12, lsl #3]
	fmov d1, #3.00000000
	fmul d0, d0, d1
	ldr d1, [x15, x12, lsl #3]
	fsub d0, d0, d1
	ldr d1, [x14, x12, lsl #3]
	fsub d0, d0, d1
	str d0, [x9, x12, lsl #3]
	add x12, x12, #1
	add x11, x11, #8
	add x0, x9, x11
	cmp x0, x13
	ldr q0, [sp, #592]
	b.ne .LBB_509
.LBB_513:
	ldr x9, [sp, #1480]
	str x9, [sp, #1184]
	ldr x9, [sp, #1488]
	ldr x10, [sp, #1200]
	str x10, [sp, #1544]
	str x9, [sp, #1552]
	cmp x10, x9
	b.ne .LBB_785
	cbz x20, .LBB_786
	ldr x24, [sp, #1224]
	ldr x9, [sp, #1200]
	cbz x9, .LBB_521
	mov x9, #0
.LBB_517:
	ldr x10, [sp, #624]
	ldr d0, [x10, x9, lsl #3]
	fcmp d0, d0
	b.vc .LBB_520
	add x9, x9, #1
	subs x8, x8, #8
	b.ne .LBB_517
	ldr x9, [sp, #1200]
.LBB_520:
	ldr q0, [sp, #592]
.LBB_521:
	add x8, x20, x9
	sub x9, x8, #1
	ldr x8, [sp, #1200]
	cmp x8, x9
	csel x21, x8, x9, lo
	lsl x8, x21, #3
	ldr x10, [sp, #1184]
	add x12, x10, x8
	str x12, [sp, #568]
	cbz x21, .LBB_527
	sub x11, x8, #8
	ldr x10, [sp, #1184]
	cmp x11, #56
	b.lo .LBB_526
	lsr x10, x11, #3
	add x11, x10, #1
	and x12, x11, #0x3ffffffffffffff8
	ldr x13, [sp, #1184]
	add x10, x13, x12, lsl #3
	add x13, x13, #32
	and x14, x11, #0x3ffffffffffffff8
.LBB_524:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_524
	cmp x11, x12
	ldr x12, [sp, #568]
	b.eq .LBB_527
.LBB_526:
	str x4, [x10], #8
	cmp x10, x12
	b.ne .LBB_526
.LBB_527:
	ldr x10, [sp, #1200]
	cmp x9, x10
	b.hs .LBB_683
	mov x9, #1152921504606846975
	add x9, x20, x9
	str x9, [sp, #744]
	lsl x13, x20, #4
	sub x9, x10, #1
	str x9, [sp, #192]
	madd x9, x20, x20, x20
	ucvtf d0, x9, #1
	and x11, x13, #0xffffffffffffff0
	ucvtf d1, x20
	str q1, [sp, #720]
	lsl x9, x20, #7
	stp x9, x11, [sp, #168]
	dup v1.2d, x10
	str q1, [sp, #128]
	fmov d1, #1.00000000
	fdiv d1, d1, d0
	str q1, [sp, #704]
	and x9, x20, #0xffffffffffffff
	neg x9, x9, lsl #4
	str x9, [sp, #112]
	sub x9, x10, x21
	str x9, [sp, #360]
	mov w9, #15383
	add x9, x21, x9
	str x9, [sp, #384]
	ldr x9, [sp, #1184]
	add x8, x9, x8
	mov w9, #57528
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #368]
	mov w9, #14358
	add x9, x21, x9
	str x9, [sp, #400]
	mov w9, #49328
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #392]
	mov w9, #13333
	add x9, x21, x9
	str x9, [sp, #424]
	mov w9, #41128
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #416]
	mov w9, #12308
	add x9, x21, x9
	str x9, [sp, #440]
	mov w9, #32928
	movk w9, #1, lsl #16
	add x9, x8, x9
	str x9, [sp, #432]
	mov w9, #11283
	add x9, x21, x9
	str x9, [sp, #448]
	mov w9, #10258
	add x9, x21, x9
	str x9, [sp, #456]
	mov w9, #9233
	add x9, x21, x9
	str x9, [sp, #464]
	mov w9, #8208
	add x9, x21, x9
	str x9, [sp, #560]
	mov w9, #7183
	add x9, x21, x9
	str x9, [sp, #480]
	mov w9, #57464
	add x9, x8, x9
	str x9, [sp, #472]
	mov w9, #6158
	add x9, x21, x9
	str x9, [sp, #496]
	mov w9, #49264
	add x9, x8, x9
	str x9, [sp, #488]
	mov w9, #5133
	add x9, x21, x9
	str x9, [sp, #512]
	mov w9, #41064
	add x9, x8, x9
	str x9, [sp, #504]
	mov w9, #4108
	add x9, x21, x9
	str x9, [sp, #528]
	dup v0.2d, v0.d[0]
	str q0, [sp, #144]
	mov w9, #32864
	add x9, x8, x9
	str x9, [sp, #520]
	mov w9, #24664
	add x9, x8, x9
	str x9, [sp, #536]
	mov w9, #16464
	add x9, x8, x9
	str x9, [sp, #544]
	mov w9, #8264
	add x8, x8, x9
	str x8, [sp, #552]
	str x13, [sp, #408]
	b .LBB_530
.LBB_529:
	mov x8, #-16400
	ldp x9, x10, [sp, #360]
	add x9, x9, x8
	str x9, [sp, #360]
	mov w8, #16400
	ldr x9, [sp, #384]
	add x9, x9, x8
	str x9, [sp, #384]
	mov w9, #128
	movk w9, #2, lsl #16
	add x10, x10, x9
	str x10, [sp, #368]
	ldr x10, [sp, #400]
	add x10, x10, x8
	str x10, [sp, #400]
	ldr x10, [sp, #392]
	add x10, x10, x9
	str x10, [sp, #392]
	ldr x10, [sp, #424]
	add x10, x10, x8
	str x10, [sp, #424]
	ldr x10, [sp, #416]
	add x10, x10, x9
	str x10, [sp, #416]
	ldr x10, [sp, #440]
	add x10, x10, x8
	str x10, [sp, #440]
	ldr x10, [sp, #432]
	add x10, x10, x9
	str x10, [sp, #432]
	ldr x10, [sp, #448]
	add x10, x10, x8
	str x10, [sp, #448]
	ldr x10, [sp, #456]
	add x10, x10, x8
	str x10, [sp, #456]
	ldr x10, [sp, #464]
	add x10, x10, x8
	str x10, [sp, #464]
	ldr x10, [sp, #560]
	add x10, x10, x8
	str x10, [sp, #560]
	ldr x10, [sp, #480]
	add x10, x10, x8
	str x10, [sp, #480]
	ldr x10, [sp, #472]
	add x10, x10, x9
	str x10, [sp, #472]
	ldr x10, [sp, #496]
	add x10, x10, x8
	str x10, [sp, #496]
	ldr x10, [sp, #488]
	add x10, x10, x9
	str x10, [sp, #488]
	ldr x10, [sp, #512]
	add x10, x10, x8
	str x10, [sp, #512]
	ldr x10, [sp, #504]
	add x10, x10, x9
	str x10, [sp, #504]
	ldr x10, [sp, #528]
	add x10, x10, x8
	str x10, [sp, #528]
	ldr x10, [sp, #520]
	add x10, x10, x9
	str x10, [sp, #520]
	ldr x10, [sp, #536]
	add x10, x10, x9
	str x10, [sp, #536]
	ldr x10, [sp, #544]
	add x10, x10, x9
	str x10, [sp, #544]
	ldr x10, [sp, #552]
	add x10, x10, x9
	str x10, [sp, #552]
	ldr x10, [sp, #568]
	add x10, x10, x9
	str x10, [sp, #568]
	add x21, x21, x8
	ldr x10, [sp, #1200]
	cmp x21, x10
	ldr x24, [sp, #1224]
	ldr x20, [sp, #208]
	b.hs .LBB_683
.LBB_530:
	sub x8, x10, x21
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	cmp x8, #8
	b.lo .LBB_681
	add x0, sp, #1248
	add x1, x13, #4, lsl #12
	bl alloc::vec::Vec<T,A>::resize
	add x8, sp, #1248
	add x0, x8, #24
	mov w1, #16400
	bl alloc::vec::Vec<T,A>::resize
	str x21, [sp, #592]
	sub x8, x21, x20
	dup v0.2d, x8
	ldp q2, q1, [sp, #320]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1568]
	str q2, [sp, #1584]
	ldp q2, q1, [sp, #288]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1600]
	str q2, [sp, #1616]
	ldp q2, q1, [sp, #256]
	add v1.2d, v0.2d, v1.2d
	add v2.2d, v0.2d, v2.2d
	str q1, [sp, #1632]
	str q2, [sp, #1648]
	ldp q2, q1, [sp, #224]
	add v1.2d, v0.2d, v1.2d
	add v0.2d, v0.2d, v2.2d
	str q1, [sp, #1664]
	str q0, [sp, #1680]
	ldr x21, [sp, #1256]
	ldr x26, [sp, #1264]
	lsr x24, x26, #4
	str xzr, [sp, #1824]
	cmp x26, #128
	b.hs .LBB_536
	mov x9, #0
.LBB_535:
	ldr x12, [sp, #1200]
	ldr x13, [sp, #624]
	ldr x14, [sp, #192]
	b .LBB_537
.LBB_536:
	ldr x8, [sp, #1568]
	add x8, x8, #8
	ldr x12, [sp, #1200]
	cmp x8, x12
	ldr x13, [sp, #624]
	ldr x14, [sp, #192]
	mov x9, #0
	b.ls .LBB_608
.LBB_537:
	cmp x9, x24
	b.hs .LBB_558
	lsl x0, x9, #4
	neg x10, x0
	add x8, x21, x9, lsl #7
	add x11, x8, #64
.LBB_539:
	cmp x0, x26
	b.hi .LBB_767
	add x8, x26, x10
	cmp x8, #16
	b.lo .LBB_768
	ldr x8, [sp, #1568]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-64]
	ldr x8, [sp, #1576]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-56]
	ldr x8, [sp, #1584]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-48]
	ldr x8, [sp, #1592]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-40]
	ldr x8, [sp, #1600]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-32]
	ldr x8, [sp, #1608]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-24]
	ldr x8, [sp, #1616]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-16]
	ldr x8, [sp, #1624]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	stur d0, [x11, #-8]
	ldr x8, [sp, #1632]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11]
	ldr x8, [sp, #1640]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #8]
	ldr x8, [sp, #1648]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #16]
	ldr x8, [sp, #1656]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #24]
	ldr x8, [sp, #1664]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #32]
	ldr x8, [sp, #1672]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #40]
	ldr x8, [sp, #1680]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	str d0, [x11, #48]
	ldr x8, [sp, #1688]
	add x8, x9, x8
	cmp x14, x8
	csel x8, x14, x8, lo
	cmp x8, x12
	b.hs .LBB_799
	ldr d0, [x13, x8, lsl #3]
	add x9, x9, #1
	str d0, [x11, #56]
	add x0, x0, #16
	sub x10, x10, #16
	add x11, x11, #128
	cmp x24, x9
	b.ne .LBB_539
.LBB_558:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1936]
	str q0, [sp, #1920]
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #2064]
	str q0, [sp, #2048]
	str q0, [sp, #2032]
	str q0, [sp, #2016]
	str q0, [sp, #2000]
	str q0, [sp, #1984]
	str q0, [sp, #1968]
	str q0, [sp, #1952]
	str q0, [sp, #2192]
	str q0, [sp, #2176]
	str q0, [sp, #2160]
	str q0, [sp, #2144]
	str q0, [sp, #2128]
	str q0, [sp, #2112]
	str q0, [sp, #2096]
	str q0, [sp, #2080]
	ldr x8, [sp, #408]
	cmp x8, x26
	b.hi .LBB_784
	ldr x8, [sp, #176]
	cbz x8, .LBB_563
	ldr q0, [sp, #1696]
	str q0, [sp, #1072]
	ldr q0, [sp, #1712]
	str q0, [sp, #1040]
	ldr q0, [sp, #1824]
	str q0, [sp, #1136]
	ldr q10, [sp, #1840]
	ldr q0, [sp, #1952]
	str q0, [sp, #1088]
	ldr q11, [sp, #1968]
	ldr q15, [sp, #2080]
	ldr q25, [sp, #2096]
	ldr q22, [sp, #1728]
	ldr q21, [sp, #1744]
	ldr q28, [sp, #1856]
	ldr q27, [sp, #1872]
	ldr q4, [sp, #1984]
	ldr q20, [sp, #2000]
	ldr q0, [sp, #2112]
	str q0, [sp, #1152]
	ldr q0, [sp, #2128]
	str q0, [sp, #1168]
	ldr q18, [sp, #1760]
	ldr q0, [sp, #1776]
	str q0, [sp, #1056]
	ldr q23, [sp, #1888]
	ldr q12, [sp, #1904]
	ldr q0, [sp, #2016]
	str q0, [sp, #1120]
	ldr q0, [sp, #2032]
	str q0, [sp, #1104]
	ldr q14, [sp, #2144]
	ldr q8, [sp, #2160]
	ldr q3, [sp, #1792]
	ldr q31, [sp, #1808]
	movi v24.2d, #0000000000000000
	ldr x8, [sp, #112]
	mov w9, #1
	ldr q16, [sp, #1920]
	ldr q7, [sp, #1936]
	movi v29.2d, #0000000000000000
	movi v13.2d, #0000000000000000
	movi v9.2d, #0000000000000000
	mov x10, x21
	ldr q2, [sp, #2048]
	ldr q17, [sp, #2064]
	movi v0.2d, #0000000000000000
	stp q0, q0, [sp, #1008]
	movi v1.2d, #0000000000000000
	stp q3, q0, [sp, #976]
	ldr q0, [sp, #2176]
	str q0, [sp, #960]
	ldr q5, [sp, #2192]
	ldr q30, [sp, #1232]
.LBB_561:
	stp q31, q17, [sp, #768]
	str q5, [sp, #800]
	stp q16, q7, [sp, #832]
	str q10, [sp, #864]
	stp q27, q8, [sp, #896]
	stp q29, q24, [sp, #928]
	ucvtf d17, x9
	ldp q19, q26, [x10]
	fmul v3.2d, v19.2d, v17.d[0]
	fmul v5.2d, v19.2d, v30.2d
	fsub v6.2d, v5.2d, v19.2d
	ldr q31, [sp, #1072]
	ldr q0, [sp, #992]
	fadd v0.2d, v0.2d, v3.2d
	str q0, [sp, #992]
	ldr q29, [sp, #1088]
	fsub v3.2d, v5.2d, v6.2d
	ldr q10, [sp, #1040]
	fsub v0.2d, v19.2d, v3.2d
	str q0, [sp, #752]
	mov v8.16b, v11.16b
	fmul v3.2d, v3.2d, v17.d[0]
	mov v5.16b, v22.16b
	mov v22.16b, v4.16b
	mov v6.16b, v21.16b
	mov v7.16b, v20.16b
	mov v16.16b, v18.16b
	fadd v24.2d, v31.2d, v3.2d
	fadd v0.2d, v19.2d, v29.2d
	fsub v4.2d, v0.2d, v29.2d
	str q0, [sp, #1088]
	fsub v18.2d, v0.2d, v4.2d
	fsub v18.2d, v29.2d, v18.2d
	fsub v4.2d, v19.2d, v4.2d
	fsub v20.2d, v24.2d, v31.2d
	fadd v4.2d, v4.2d, v18.2d
	fmul v18.2d, v26.2d, v17.d[0]
	fadd v1.2d, v1.2d, v18.2d
	str q1, [sp, #816]
	fmul v18.2d, v26.2d, v30.2d
	fsub v19.2d, v18.2d, v26.2d
	fadd v15.2d, v15.2d, v4.2d
	fsub v4.2d, v18.2d, v19.2d
	fsub v19.2d, v26.2d, v4.2d
	fmul v4.2d, v4.2d, v17.d[0]
	mov v1.16b, v9.16b
	fadd v9.2d, v10.2d, v4.2d
	fadd v11.2d, v26.2d, v11.2d
	fsub v18.2d, v9.2d, v10.2d
	fsub v21.2d, v11.2d, v8.2d
	fsub v29.2d, v11.2d, v21.2d
	fsub v29.2d, v8.2d, v29.2d
	fsub v21.2d, v26.2d, v21.2d
	fadd v21.2d, v21.2d, v29.2d
	str q24, [sp, #1072]
	fsub v26.2d, v24.2d, v20.2d
	fadd v25.2d, v25.2d, v21.2d
	str q25, [sp, #880]
	ldp q21, q29, [x10, #32]
	fmul v8.2d, v21.2d, v17.d[0]
	ldr q0, [sp, #1008]
	fadd v0.2d, v0.2d, v8.2d
	str q0, [sp, #1008]
	fsub v8.2d, v3.2d, v20.2d
	fmul v3.2d, v21.2d, v30.2d
	fsub v20.2d, v3.2d, v21.2d
	fsub v20.2d, v3.2d, v20.2d
	fsub v3.2d, v21.2d, v20.2d
	fmul v20.2d, v20.2d, v17.d[0]
	fsub v27.2d, v4.2d, v18.2d
	fadd v4.2d, v21.2d, v22.2d
	fsub v24.2d, v4.2d, v22.2d
	mov v0.16b, v15.16b
	mov v15.16b, v28.16b
	mov v28.16b, v23.16b
	mov v23.16b, v14.16b
	mov v14.16b, v13.16b
	fsub v13.2d, v4.2d, v24.2d
	fsub v13.2d, v22.2d, v13.2d
	fadd v22.2d, v5.2d, v20.2d
	str q9, [sp, #1040]
	fsub v18.2d, v9.2d, v18.2d
	mov v9.16b, v1.16b
	fsub v21.2d, v21.2d, v24.2d
	fsub v24.2d, v22.2d, v5.2d
	fsub v25.2d, v20.2d, v24.2d
	fsub v20.2d, v22.2d, v24.2d
	fadd v21.2d, v21.2d, v13.2d
	fsub v24.2d, v31.2d, v26.2d
	ldr q26, [sp, #1152]
	fadd v26.2d, v26.2d, v21.2d
	str q26, [sp, #1152]
	fmul v21.2d, v29.2d, v17.d[0]
	ldr q1, [sp, #1024]
	fadd v1.2d, v1.2d, v21.2d
	str q1, [sp, #1024]
	fmul v21.2d, v29.2d, v30.2d
	fsub v26.2d, v21.2d, v29.2d
	fsub v18.2d, v10.2d, v18.2d
	fsub v21.2d, v21.2d, v26.2d
	fsub v31.2d, v29.2d, v21.2d
	fmul v26.2d, v21.2d, v17.d[0]
	fadd v21.2d, v6.2d, v26.2d
	fsub v10.2d, v21.2d, v6.2d
	fsub v5.2d, v5.2d, v20.2d
	fsub v20.2d, v21.2d, v10.2d
	fsub v6.2d, v6.2d, v20.2d
	fsub v26.2d, v26.2d, v10.2d
	fadd v20.2d, v29.2d, v7.2d
	fsub v10.2d, v20.2d, v7.2d
	fadd v24.2d, v8.2d, v24.2d
	fsub v8.2d, v20.2d, v10.2d
	fsub v7.2d, v7.2d, v8.2d
	fsub v29.2d, v29.2d, v10.2d
	fadd v7.2d, v29.2d, v7.2d
	ldr q29, [sp, #1168]
	fadd v29.2d, v29.2d, v7.2d
	str q29, [sp, #1168]
	fadd v7.2d, v27.2d, v18.2d
	ldp q27, q29, [x10, #64]
	fmul v18.2d, v27.2d, v17.d[0]
	fadd v9.2d, v9.2d, v18.2d
	fmul v18.2d, v27.2d, v30.2d
	fadd v25.2d, v25.2d, v5.2d
	fsub v5.2d, v18.2d, v27.2d
	fsub v8.2d, v18.2d, v5.2d
	fmul v5.2d, v8.2d, v17.d[0]
	fadd v18.2d, v16.2d, v5.2d
	fsub v10.2d, v18.2d, v16.2d
	fadd v26.2d, v26.2d, v6.2d
	fsub v6.2d, v18.2d, v10.2d
	fsub v6.2d, v16.2d, v6.2d
	ldr q16, [sp, #1120]
	ldr q1, [sp, #752]
	fmul v13.2d, v1.2d, v17.d[0]
	fsub v10.2d, v5.2d, v10.2d
	fadd v5.2d, v13.2d, v24.2d
	mov v13.16b, v14.16b
	mov v14.16b, v23.16b
	mov v23.16b, v28.16b
	mov v28.16b, v15.16b
	mov v15.16b, v0.16b
	fadd v24.2d, v10.2d, v6.2d
	fadd v0.2d, v27.2d, v16.2d
	fsub v6.2d, v0.2d, v16.2d
	str q0, [sp, #1120]
	fsub v10.2d, v0.2d, v6.2d
	fsub v16.2d, v16.2d, v10.2d
	fsub v8.2d, v27.2d, v8.2d
	fsub v27.2d, v27.2d, v6.2d
	ldr q10, [sp, #1056]
	fmul v6.2d, v19.2d, v17.d[0]
	fmul v3.2d, v3.2d, v17.d[0]
	fmul v19.2d, v31.2d, v17.d[0]
	fadd v6.2d, v6.2d, v7.2d
	fadd v7.2d, v27.2d, v16.2d
	fadd v14.2d, v14.2d, v7.2d
	fmul v7.2d, v29.2d, v17.d[0]
	fadd v13.2d, v13.2d, v7.2d
	fmul v16.2d, v29.2d, v30.2d
	fadd v7.2d, v3.2d, v25.2d
	fsub v3.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v3.2d
	fmul v25.2d, v16.2d, v17.d[0]
	fadd v0.2d, v10.2d, v25.2d
	fsub v27.2d, v0.2d, v10.2d
	fadd v3.2d, v19.2d, v26.2d
	str q0, [sp, #1056]
	fsub v19.2d, v0.2d, v27.2d
	fsub v19.2d, v10.2d, v19.2d
	ldr q10, [sp, #864]
	ldr q26, [sp, #1104]
	ldr q31, [sp, #976]
	fsub v16.2d, v29.2d, v16.2d
	fmul v8.2d, v8.2d, v17.d[0]
	fsub v25.2d, v25.2d, v27.2d
	fadd v25.2d, v25.2d, v19.2d
	fmul v16.2d, v16.2d, v17.d[0]
	fadd v0.2d, v29.2d, v26.2d
	fsub v27.2d, v0.2d, v26.2d
	fadd v19.2d, v8.2d, v24.2d
	str q0, [sp, #1104]
	fsub v24.2d, v0.2d, v27.2d
	fsub v24.2d, v26.2d, v24.2d
	fsub v26.2d, v29.2d, v27.2d
	ldp q8, q29, [sp, #912]
	fadd v24.2d, v26.2d, v24.2d
	fadd v8.2d, v8.2d, v24.2d
	fadd v16.2d, v16.2d, v25.2d
	ldp q24, q25, [x10, #96]
	fmul v26.2d, v24.2d, v17.d[0]
	fadd v29.2d, v29.2d, v26.2d
	fmul v26.2d, v24.2d, v30.2d
	ldr q0, [sp, #1136]
	fadd v0.2d, v0.2d, v5.2d
	str q0, [sp, #1136]
	fsub v5.2d, v26.2d, v24.2d
	fsub v5.2d, v26.2d, v5.2d
	fmul v26.2d, v5.2d, v17.d[0]
	fadd v0.2d, v31.2d, v26.2d
	fsub v27.2d, v0.2d, v31.2d
	fadd v10.2d, v10.2d, v6.2d
	str q0, [sp, #976]
	fsub v6.2d, v0.2d, v27.2d
	fsub v6.2d, v31.2d, v6.2d
	fsub v26.2d, v26.2d, v27.2d
	mov v27.16b, v2.16b
	fsub v2.2d, v24.2d, v5.2d
	fadd v28.2d, v28.2d, v7.2d
	fadd v5.2d, v26.2d, v6.2d
	fmul v2.2d, v2.2d, v17.d[0]
	fadd v5.2d, v2.2d, v5.2d
	fadd v2.2d, v24.2d, v27.2d
	fsub v6.2d, v2.2d, v27.2d
	fsub v7.2d, v2.2d, v6.2d
	fsub v7.2d, v27.2d, v7.2d
	ldr q27, [sp, #896]
	ldr q26, [sp, #768]
	fsub v6.2d, v24.2d, v6.2d
	ldp q24, q0, [sp, #944]
	fadd v6.2d, v6.2d, v7.2d
	fadd v0.2d, v0.2d, v6.2d
	str q0, [sp, #960]
	fadd v27.2d, v27.2d, v3.2d
	fmul v3.2d, v25.2d, v17.d[0]
	fadd v24.2d, v24.2d, v3.2d
	fmul v3.2d, v25.2d, v30.2d
	fsub v6.2d, v3.2d, v25.2d
	fsub v3.2d, v3.2d, v6.2d
	fadd v23.2d, v23.2d, v19.2d
	fmul v6.2d, v3.2d, v17.d[0]
	fadd v31.2d, v26.2d, v6.2d
	fsub v7.2d, v31.2d, v26.2d
	fsub v19.2d, v31.2d, v7.2d
	fsub v19.2d, v26.2d, v19.2d
	fadd v12.2d, v12.2d, v16.2d
	ldr q16, [sp, #832]
	fsub v6.2d, v6.2d, v7.2d
	fadd v6.2d, v6.2d, v19.2d
	ldr q7, [sp, #784]
	fsub v1.2d, v25.2d, v3.2d
	fmul v1.2d, v1.2d, v17.d[0]
	fadd v16.2d, v16.2d, v5.2d
	fadd v3.2d, v1.2d, v6.2d
	fadd v17.2d, v25.2d, v7.2d
	fsub v5.2d, v17.2d, v7.2d
	fsub v6.2d, v17.2d, v5.2d
	fsub v6.2d, v7.2d, v6.2d
	ldr q7, [sp, #848]
	fadd v7.2d, v7.2d, v3.2d
	fsub v3.2d, v25.2d, v5.2d
	ldp q5, q1, [sp, #800]
	ldr q25, [sp, #880]
	fadd v3.2d, v3.2d, v6.2d
	fadd v5.2d, v5.2d, v3.2d
	add x10, x10, #128
	add x9, x9, #1
	adds x8, x8, #16
	b.ne .LBB_561
	ldr q0, [sp, #1072]
	str q0, [sp, #1696]
	ldr q0, [sp, #1040]
	str q0, [sp, #1712]
	ldr q0, [sp, #1136]
	str q0, [sp, #1824]
	str q10, [sp, #1840]
	ldr q0, [sp, #1088]
	str q0, [sp, #1952]
	str q11, [sp, #1968]
	str q15, [sp, #2080]
	str q25, [sp, #2096]
	str q22, [sp, #1728]
	str q21, [sp, #1744]
	str q28, [sp, #1856]
	str q27, [sp, #1872]
	str q4, [sp, #1984]
	str q20, [sp, #2000]
	ldr q3, [sp, #1152]
	str q3, [sp, #2112]
	ldr q3, [sp, #1168]
	str q3, [sp, #2128]
	str q18, [sp, #1760]
	ldr q0, [sp, #1056]
	str q0, [sp, #1776]
	str q23, [sp, #1888]
	str q12, [sp, #1904]
	ldr q0, [sp, #1120]
	str q0, [sp, #2016]
	ldr q0, [sp, #1104]
	str q0, [sp, #2032]
	str q14, [sp, #2144]
	str q8, [sp, #2160]
	ldp q0, q3, [sp, #960]
	str q3, [sp, #1792]
	str q31, [sp, #1808]
	str q16, [sp, #1920]
	str q7, [sp, #1936]
	str q2, [sp, #2048]
	str q17, [sp, #2064]
	str q0, [sp, #2176]
	str q5, [sp, #2192]
	ldr d11, [sp, #656]
	mov v15.16b, v9.16b
	ldp q4, q3, [sp, #1008]
	ldr q0, [sp, #992]
	ldr x24, [sp, #1288]
	subs x8, x24, #16
	b.hs .LBB_564
	b .LBB_790
.LBB_563:
	movi v24.2d, #0000000000000000
	movi v29.2d, #0000000000000000
	movi v13.2d, #0000000000000000
	movi v15.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	ldr x24, [sp, #1288]
	subs x8, x24, #16
	b.lo .LBB_790
.LBB_564:
	ldr x20, [sp, #1280]
	ldr q2, [sp, #144]
	fdiv v0.2d, v0.2d, v2.2d
	fdiv v1.2d, v1.2d, v2.2d
	stp q0, q1, [x20]
	fdiv v0.2d, v4.2d, v2.2d
	fdiv v1.2d, v3.2d, v2.2d
	stp q0, q1, [x20, #32]
	fdiv v0.2d, v15.2d, v2.2d
	fdiv v1.2d, v13.2d, v2.2d
	stp q0, q1, [x20, #64]
	fdiv v0.2d, v29.2d, v2.2d
	fdiv v1.2d, v24.2d, v2.2d
	stp q0, q1, [x20, #96]
	lsr x8, x8, #4
	add x8, x8, #1
	add x9, x20, #128
	sub x10, x9, x21
	ldr x12, [sp, #168]
	add x11, x12, x21
	sub x11, x9, x11
	cmp x10, #16
	ccmp x11, #16, #0, hs
	cset w10, lo
	add x11, x21, x12
	mov w12, #1
	movi d12, #0xff00ff00ff00ff
	b .LBB_566
.LBB_565:
	add x12, x12, #1
	add x9, x9, #128
	add x21, x21, #128
	add x11, x11, #128
	cmp x12, #1025
	b.eq .LBB_577
.LBB_566:
	ldr x13, [sp, #744]
	add x13, x13, x12
	lsl x0, x13, #4
	subs x13, x26, x0
	b.lo .LBB_761
	cmp x13, #16
	b.lo .LBB_762
	lsl x14, x12, #4
	sub x0, x14, #16
	subs x13, x26, x0
	b.lo .LBB_763
	cmp x13, #16
	b.lo .LBB_764
	subs x13, x24, x14
	b.lo .LBB_770
	cmp x12, x8
	b.eq .LBB_765
	mov x13, #0
	tbz w10, #0, .LBB_575
	ldp q21, q20, [sp, #704]
.LBB_574:
	ldr d0, [x23, x13]
	ldr d1, [x28, x13]
	ldr d2, [x25, x13]
	ldr d3, [x19, x13]
	ldr d4, [x11, x13]
	ldr d5, [x21, x13]
	fmov d6, x27
	fmul d6, d4, d6
	fsub d7, d6, d4
	fsub d6, d6, d7
	fsub d7, d4, d6
	fmul d6, d6, d20
	fadd d16, d0, d6
	fsub d17, d16, d0
	fsub d18, d16, d17
	fsub d0, d0, d18
	fsub d6, d6, d17
	fadd d0, d6, d0
	fneg d6, d2
	fsub d17, d16, d2
	fsub d18, d17, d16
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
	fsub d7, d1, d6
	fsub d2, d2, d7
	fsub d4, d4, d6
	fadd d2, d4, d2
	fneg d4, d5
	fsub d5, d1, d5
	fsub d6, d5, d1
	fsub d7, d5, d6
	fsub d1, d1, d7
	fsub d4, d4, d6
	fadd d1, d4, d1
	fadd d1, d2, d1
	fadd d1, d3, d1
	str d17, [x23, x13]
	str d0, [x28, x13]
	str d5, [x25, x13]
	str d1, [x19, x13]
	fadd d0, d17, d0
	fmul d0, d21, d0
	str d0, [x9, x13]
	add x13, x13, #8
	cmp x13, #128
	b.ne .LBB_574
	b .LBB_565
.LBB_575:
	ldp q21, q20, [sp, #704]
.LBB_576:
	ldr q0, [x23, x13]
	ldr q1, [x28, x13]
	ldr q2, [x25, x13]
	ldr q3, [x19, x13]
	ldr q4, [x11, x13]
	ldr q5, [x21, x13]
	ldr q6, [sp, #1232]
	fmul v6.2d, v4.2d, v6.2d
	fsub v7.2d, v6.2d, v4.2d
	fsub v6.2d, v6.2d, v7.2d
	fsub v7.2d, v4.2d, v6.2d
	fmul v6.2d, v6.2d, v20.d[0]
	fadd v16.2d, v0.2d, v6.2d
	fsub v17.2d, v16.2d, v0.2d
	fsub v18.2d, v16.2d, v17.2d
	fsub v0.2d, v0.2d, v18.2d
	fsub v6.2d, v6.2d, v17.2d
	fadd v0.2d, v6.2d, v0.2d
	fneg v6.2d, v2.2d
	fsub v17.2d, v16.2d, v2.2d
	fsub v18.2d, v17.2d, v16.2d
	fsub v19.2d, v17.2d, v18.2d
	fsub v16.2d, v16.2d, v19.2d
	fsub v6.2d, v6.2d, v18.2d
	fadd v6.2d, v6.2d, v16.2d
	fadd v0.2d, v0.2d, v6.2d
	fmul v6.2d, v7.2d, v20.d[0]
	fsub v6.2d, v6.2d, v3.2d
	fadd v0.2d, v6.2d, v0.2d
	fadd v0.2d, v1.2d, v0.2d
	fadd v1.2d, v2.2d, v4.2d
	fsub v6.2d, v1.2d, v2.2d
	fsub v7.2d, v1.2d, v6.2d
	fsub v2.2d, v2.2d, v7.2d
	fsub v4.2d, v4.2d, v6.2d
	fadd v2.2d, v4.2d, v2.2d
	fneg v4.2d, v5.2d
	fsub v5.2d, v1.2d, v5.2d
	fsub v6.2d, v5.2d, v1.2d
	fsub v7.2d, v5.2d, v6.2d
	fsub v1.2d, v1.2d, v7.2d
	fsub v4.2d, v4.2d, v6.2d
	fadd v1.2d, v4.2d, v1.2d
	fadd v1.2d, v2.2d, v1.2d
	fadd v1.2d, v3.2d, v1.2d
	str q17, [x23, x13]
	str q0, [x28, x13]
	str q5, [x25, x13]
	str q1, [x19, x13]
	fadd v0.2d, v17.2d, v0.2d
	fmul v0.2d, v0.2d, v21.d[0]
	str q0, [x9, x13]
	add x13, x13, #16
	cmp x13, #128
	b.ne .LBB_576
	b .LBB_565
.LBB_577:
	ldr x21, [sp, #592]
	dup v0.2d, x21
	adrp x8, .LCPI_15
	ldr q1, [x8, :lo12:.LCPI_15]
	add v1.2d, v0.2d, v1.2d
	adrp x8, .LCPI_16
	ldr q2, [x8, :lo12:.LCPI_16]
	add v2.2d, v0.2d, v2.2d
	adrp x8, .LCPI_13
	ldr q3, [x8, :lo12:.LCPI_13]
	add v3.2d, v0.2d, v3.2d
	adrp x8, .LCPI_12
	ldr q4, [x8, :lo12:.LCPI_12]
	add v4.2d, v0.2d, v4.2d
	adrp x8, .LCPI_8
	ldr q5, [x8, :lo12:.LCPI_8]
	add v5.2d, v0.2d, v5.2d
	adrp x8, .LCPI_9
	ldr q6, [x8, :lo12:.LCPI_9]
	add v6.2d, v0.2d, v6.2d
	adrp x8, .LCPI_10
	ldr q7, [x8, :lo12:.LCPI_10]
	add v7.2d, v0.2d, v7.2d
	adrp x8, .LCPI_11
	ldr q16, [x8, :lo12:.LCPI_11]
	add v0.2d, v0.2d, v16.2d
	ldr q16, [sp, #128]
	cmhi v0.2d, v0.2d, v16.2d
	cmhi v7.2d, v7.2d, v16.2d
	uzp1 v0.4s, v7.4s, v0.4s
	cmhi v6.2d, v6.2d, v16.2d
	cmhi v5.2d, v5.2d, v16.2d
	uzp1 v5.4s, v6.4s, v5.4s
	uzp1 v0.8h, v0.8h, v5.8h
	cmhi v4.2d, v4.2d, v16.2d
	cmhi v3.2d, v3.2d, v16.2d
	uzp1 v3.4s, v4.4s, v3.4s
	cmhi v2.2d, v2.2d, v16.2d
	cmhi v1.2d, v1.2d, v16.2d
	uzp1 v1.4s, v2.4s, v1.4s
	uzp1 v1.8h, v3.8h, v1.8h
	uzp1 v0.16b, v0.16b, v1.16b
	umaxv b0, v0.16b
	fmov w8, s0
	tbz w8, #0, .LBB_586
	mov x8, #0
	ldr x11, [sp, #360]
	mov w26, #1
	ldr x13, [sp, #408]
.LBB_579:
	subs x9, x11, #1025
	csel x11, x11, x22, lo
	add x10, x8, x8, lsl #10
	add x0, x10, x21
	ldr x10, [sp, #1200]
	subs x10, x10, x0
	b.ls .LBB_529
	cmp x10, #1025
	csel x10, x10, x22, lo
	adds x10, x10, x0
	b.hs .LBB_772
	ldr x12, [sp, #1200]
	cmp x10, x12
	b.hi .LBB_772
	add x10, x8, #1
	lsl x11, x11, #3
	ldr x12, [sp, #1184]
	add x12, x12, x0, lsl #3
.LBB_583:
	cmp x8, x24
	b.hs .LBB_798
	ldr d0, [x20, x8, lsl #3]
	str d0, [x12], #8
	add x8, x8, #16
	subs x11, x11, #8
	b.ne .LBB_583
	mov x11, x9
	mov x8, x10
	cmp x10, #16
	b.ne .LBB_579
	b .LBB_529
.LBB_586:
	mov w21, #0
	mov x22, #0
	str xzr, [sp, #1560]
	b .LBB_588
.LBB_587:
	add x22, x22, #8
	eor w21, w21, #0x1
.LBB_588:
	str x22, [sp, #2208]
	stp x20, x24, [x29, #-216]
	add x8, sp, #1560
	stur x8, [x29, #-200]
	add x8, sp, #2208
	stur x8, [x29, #-192]
	add x0, sp, #2216
	sub x1, x29, #216
	bl core::array::try_from_fn
	ldr x8, [sp, #2208]
	ldr x9, [sp, #1560]
	add x8, x8, x8, lsl #10
	ldr x10, [sp, #592]
	add x9, x9, x10
	add x0, x9, x8
	ldr x10, [sp, #1200]
	subs x26, x10, x0
	b.lo .LBB_760
	cmp x26, #8
	b.lo .LBB_746
	ldr d0, [sp, #2216]
	str d0, [sp, #1168]
	ldr d2, [sp, #2224]
	ldr d0, [sp, #2232]
	str d0, [sp, #1104]
	ldr d0, [sp, #2240]
	str d0, [sp, #1088]
	ldr d0, [sp, #2248]
	str d0, [sp, #1024]
	ldr d0, [sp, #2256]
	str d0, [sp, #960]
	ldr d0, [sp, #2264]
	str d0, [sp, #896]
	ldr d0, [sp, #2272]
	str d0, [sp, #768]
	ldr d0, [sp, #2280]
	str d0, [sp, #1152]
	ldr d6, [sp, #2288]
	ldr d14, [sp, #2296]
	ldr d0, [sp, #2304]
	str d0, [sp, #1072]
	ldr d0, [sp, #2312]
	str d0, [sp, #1008]
	ldr d0, [sp, #2320]
	str d0, [sp, #944]
	ldr d0, [sp, #2328]
	str d0, [sp, #880]
	ldr d0, [sp, #2336]
	str d0, [sp, #752]
	ldr d0, [sp, #2344]
	str d0, [sp, #1136]
	ldr d16, [sp, #2352]
	ldr d0, [sp, #2360]
	ldr d1, [sp, #2368]
	str d1, [sp, #1056]
	ldr d1, [sp, #2376]
	str d1, [sp, #992]
	ldr d1, [sp, #2384]
	str d1, [sp, #928]
	ldr d1, [sp, #2392]
	str d1, [sp, #864]
	ldr d1, [sp, #2400]
	str d1, [sp, #688]
	ldr d1, [sp, #2408]
	str d1, [sp, #1120]
	ldr d18, [sp, #2416]
	ldr d3, [sp, #2424]
	ldr d1, [sp, #2432]
	str d1, [sp, #1040]
	ldr d1, [sp, #2440]
	str d1, [sp, #976]
	ldr d1, [sp, #2448]
	str d1, [sp, #912]
	ldr d1, [sp, #2456]
	str d1, [sp, #848]
	ldr d1, [sp, #2464]
	str d1, [sp, #672]
	ldr x10, [sp, #1184]
	add x10, x10, x0, lsl #3
	ldr d8, [sp, #2472]
	ldr d28, [sp, #2480]
	ldr d24, [sp, #2488]
	ldr d20, [sp, #2496]
	ldr d5, [sp, #2504]
	ldr d13, [sp, #2512]
	ldr d1, [sp, #2520]
	str d1, [sp, #832]
	ldr d1, [sp, #2528]
	str d1, [sp, #664]
	ldr d9, [sp, #2536]
	ldr d29, [sp, #2544]
	ldr d25, [sp, #2552]
	ldr d21, [sp, #2560]
	ldr d7, [sp, #2568]
	ldr d15, [sp, #2576]
	ldr d1, [sp, #2584]
	str d1, [sp, #816]
	ldr d1, [sp, #2592]
	str d1, [sp, #648]
	ldr d10, [sp, #2600]
	ldr d30, [sp, #2608]
	ldr d26, [sp, #2616]
	ldr d22, [sp, #2624]
	ldr d17, [sp, #2632]
	ldr d1, [sp, #2640]
	ldr d4, [sp, #2648]
	str d4, [sp, #800]
	ldr d4, [sp, #2656]
	str d4, [sp, #640]
	ldr d11, [sp, #2664]
	ldr d31, [sp, #2672]
	ldr d27, [sp, #2680]
	ldr d23, [sp, #2688]
	ldr d19, [sp, #2696]
	ldr d4, [sp, #2704]
	ldr d12, [sp, #2712]
	str d12, [sp, #784]
	ldr d12, [sp, #2720]
	str d12, [sp, #632]
	ldr d12, [sp, #1168]
	str d12, [x10]
	ldr d12, [sp, #1152]
	str d12, [x10, #8]
	ldr d12, [sp, #1136]
	str d12, [x10, #16]
	ldr d12, [sp, #1120]
	stp d12, d8, [x10, #24]
	stp d9, d10, [x10, #40]
	str d11, [x10, #56]
	add x10, x8, x9
	add x0, x10, #1025
	ldr x10, [sp, #1200]
	subs x26, x10, x0
	b.lo .LBB_760
	cmp x26, #8
	b.lo .LBB_746
	ldr x10, [sp, #1184]
	add x10, x10, x0, lsl #3
	stp d2, d6, [x10]
	stp d16, d18, [x10, #16]
	stp d28, d29, [x10, #32]
	add x11, x8, x9
	add x0, x11, #2050
	stp d30, d31, [x10, #48]
	ldr x10, [sp, #1200]
	subs x26, x10, x0
	b.lo .LBB_760
	cmp x26, #8
	b.lo .LBB_746
	ldr x10, [sp, #1184]
	add x10, x10, x0, lsl #3
	ldr d2, [sp, #1104]
	stp d2, d14, [x10]
	stp d0, d3, [x10, #16]
	stp d24, d25, [x10, #32]
	add x11, x8, x9
	add x0, x11, #3075
	stp d26, d27, [x10, #48]
	ldr x10, [sp, #1200]
	subs x26, x10, x0
	b.lo .LBB_760
	cmp x26, #8
	b.lo .LBB_746
	ldr x10, [sp, #1184]
	add x10, x10, x0, lsl #3
	ldr d2, [sp, #1088]
	ldr d0, [sp, #1072]
	stp d2, d0, [x10]
	ldr d2, [sp, #1056]
	ldr d0, [sp, #1040]
	stp d2, d0, [x10, #16]
	stp d20, d21, [x10, #32]
	mov w11, #4100
	add x11, x9, x11
	add x0, x8, x11
	stp d22, d23, [x10, #48]
	ldr x10, [sp, #1200]
	subs x26, x10, x0
	b.lo .LBB_760
	cmp x26, #8
	b.lo .LBB_746
	ldr x10, [sp, #1184]
	add x10, x10, x0, lsl #3
	ldr d2, [sp, #1024]
	ldr d0, [sp, #1008]
	stp d2, d0, [x10]
	ldr d2, [sp, #992]
	ldr d0, [sp, #976]
	stp d2, d0, [x10, #16]
	stp d5, d7, [x10, #32]
	mov w11, #5125
	add x11, x9, x11
	add x0, x8, x11
	stp d17, d19, [x10, #48]
	ldr x10, [sp, #1200]
	subs x26, x10, x0
	b.lo .LBB_760
	cmp x26, #8
	b.lo .LBB_746
	ldr x10, [sp, #1184]
	add x10, x10, x0, lsl #3
	ldr d2, [sp, #960]
	ldr d0, [sp, #944]
	stp d2, d0, [x10]
	ldr d2, [sp, #928]
	ldr d0, [sp, #912]
	stp d2, d0, [x10, #16]
	stp d13, d15, [x10, #32]
	mov w11, #6150
	add x11, x9, x11
	add x0, x8, x11
	stp d1, d4, [x10, #48]
	ldr x10, [sp, #1200]
	subs x26, x10, x0
	b.lo .LBB_760
	cmp x26, #8
	b.lo .LBB_746
	ldr x10, [sp, #1184]
	add x10, x10, x0, lsl #3
	ldr d1, [sp, #896]
	ldr d0, [sp, #880]
	stp d1, d0, [x10]
	ldr d1, [sp, #864]
	ldr d0, [sp, #848]
	stp d1, d0, [x10, #16]
	ldr d1, [sp, #832]
	ldr d0, [sp, #816]
	stp d1, d0, [x10, #32]
	mov w11, #7175
	add x9, x9, x11
	add x0, x8, x9
	ldr d1, [sp, #800]
	ldr d0, [sp, #784]
	stp d1, d0, [x10, #48]
	ldr x8, [sp, #1200]
	subs x26, x8, x0
	b.lo .LBB_760
	cmp x26, #8
	b.lo .LBB_746
	ldr x8, [sp, #1184]
	add x8, x8, x0, lsl #3
	ldr d1, [sp, #768]
	ldr d0, [sp, #752]
	stp d1, d0, [x8]
	ldr d1, [sp, #688]
	ldr d0, [sp, #672]
	stp d1, d0, [x8, #16]
	ldr d1, [sp, #664]
	ldr d0, [sp, #648]
	stp d1, d0, [x8, #32]
	ldr d1, [sp, #640]
	ldr d0, [sp, #632]
	stp d1, d0, [x8, #48]
	tbz w21, #0, .LBB_587
	ldr x9, [sp, #1560]
	add x8, x9, #8
	str x8, [sp, #1560]
	add x10, x9, #16
	cmp x10, #1026
	ldr d11, [sp, #656]
	movi d12, #0xff00ff00ff00ff
	mov w26, #1
	b.hs .LBB_645
	mov x22, #0
	eor w21, w21, #0x1
	b .LBB_588
.LBB_608:
	mov w8, #8
.LBB_609:
	ldr x10, [sp, #1576]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1584]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1592]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1600]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1608]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1616]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1624]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1632]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1640]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1648]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1656]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1664]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1672]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1680]
	add x10, x10, x8
	cmp x10, x12
	b.hi .LBB_537
	ldr x10, [sp, #1688]
	add x8, x10, x8
	cmp x8, x12
	b.hi .LBB_537
	mov w8, #0
	mov x20, #0
.LBB_625:
	mov x22, x8
	str x20, [sp, #1952]
	ldr x8, [sp, #624]
	str x8, [sp, #2080]
	ldr x8, [sp, #1200]
	str x8, [sp, #2088]
	add x8, sp, #1568
	str x8, [sp, #2096]
	str x25, [sp, #2104]
	str x28, [sp, #2112]
	add x0, sp, #2216
	add x1, sp, #2080
	bl core::array::try_from_fn
	ldr x8, [sp, #1824]
	ldr x9, [sp, #1952]
	add x0, x9, x8, lsl #4
	subs x8, x26, x0
	b.lo .LBB_759
	cmp x8, #8
	b.lo .LBB_754
	ldr d0, [sp, #2216]
	str d0, [sp, #1168]
	ldr d0, [sp, #2224]
	ldr d1, [sp, #2232]
	str d1, [sp, #1104]
	ldr d1, [sp, #2240]
	str d1, [sp, #1072]
	ldr d1, [sp, #2248]
	str d1, [sp, #1008]
	ldr d1, [sp, #2256]
	str d1, [sp, #944]
	ldr d1, [sp, #2264]
	str d1, [sp, #880]
	ldr d1, [sp, #2272]
	str d1, [sp, #768]
	ldr d1, [sp, #2280]
	str d1, [sp, #1152]
	ldr d4, [sp, #2288]
	ldr d1, [sp, #2296]
	str d1, [sp, #1088]
	ldr d1, [sp, #2304]
	str d1, [sp, #1056]
	ldr d1, [sp, #2312]
	str d1, [sp, #992]
	ldr d1, [sp, #2320]
	str d1, [sp, #928]
	ldr d1, [sp, #2328]
	str d1, [sp, #864]
	ldr d1, [sp, #2336]
	str d1, [sp, #752]
	ldr d1, [sp, #2344]
	str d1, [sp, #1136]
	ldr d7, [sp, #2352]
	ldr d15, [sp, #2360]
	ldr d1, [sp, #2368]
	str d1, [sp, #1040]
	ldr d1, [sp, #2376]
	str d1, [sp, #976]
	ldr d1, [sp, #2384]
	str d1, [sp, #912]
	ldr d1, [sp, #2392]
	str d1, [sp, #848]
	ldr d1, [sp, #2400]
	str d1, [sp, #688]
	ldr d1, [sp, #2408]
	str d1, [sp, #1120]
	ldr d17, [sp, #2416]
	ldr d2, [sp, #2424]
	ldr d1, [sp, #2432]
	str d1, [sp, #1024]
	ldr d1, [sp, #2440]
	str d1, [sp, #960]
	ldr d1, [sp, #2448]
	str d1, [sp, #896]
	ldr d1, [sp, #2456]
	str d1, [sp, #832]
	ldr d1, [sp, #2464]
	str d1, [sp, #672]
	add x8, x21, x0, lsl #3
	ldr d9, [sp, #2472]
	ldr d27, [sp, #2480]
	ldr d23, [sp, #2488]
	ldr d19, [sp, #2496]
	ldr d5, [sp, #2504]
	ldr d13, [sp, #2512]
	ldr d1, [sp, #2520]
	str d1, [sp, #816]
	ldr d1, [sp, #2528]
	str d1, [sp, #664]
	ldr d8, [sp, #2536]
	ldr d30, [sp, #2544]
	ldr d24, [sp, #2552]
	ldr d21, [sp, #2560]
	ldr d16, [sp, #2568]
	ldr d1, [sp, #2576]
	ldr d3, [sp, #2584]
	str d3, [sp, #800]
	ldr d3, [sp, #2592]
	str d3, [sp, #648]
	ldr d11, [sp, #2600]
	ldr d29, [sp, #2608]
	ldr d26, [sp, #2616]
	ldr d22, [sp, #2624]
	ldr d18, [sp, #2632]
	ldr d3, [sp, #2640]
	ldr d6, [sp, #2648]
	str d6, [sp, #784]
	ldr d6, [sp, #2656]
	str d6, [sp, #640]
	ldr d10, [sp, #2664]
	ldr d31, [sp, #2672]
	ldr d28, [sp, #2680]
	ldr d25, [sp, #2688]
	ldr d20, [sp, #2696]
	ldr d6, [sp, #2704]
	ldr d14, [sp, #2712]
	ldr d12, [sp, #2720]
	str d12, [sp, #632]
	ldr d12, [sp, #1168]
	str d12, [x8]
	ldr d12, [sp, #1152]
	str d12, [x8, #8]
	ldr d12, [sp, #1136]
	str d12, [x8, #16]
	ldr d12, [sp, #1120]
	stp d12, d9, [x8, #24]
	stp d8, d11, [x8, #40]
	str d10, [x8, #56]
	add x9, x0, #16
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x21, x9, lsl #3
	stp d0, d4, [x8]
	stp d7, d17, [x8, #16]
	stp d27, d30, [x8, #32]
	add x9, x0, #32
	stp d29, d31, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x21, x9, lsl #3
	ldr d4, [sp, #1104]
	ldr d0, [sp, #1088]
	stp d4, d0, [x8]
	stp d15, d2, [x8, #16]
	stp d23, d24, [x8, #32]
	add x9, x0, #48
	stp d26, d28, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x21, x9, lsl #3
	ldr d2, [sp, #1072]
	ldr d0, [sp, #1056]
	stp d2, d0, [x8]
	ldr d2, [sp, #1040]
	ldr d0, [sp, #1024]
	stp d2, d0, [x8, #16]
	stp d19, d21, [x8, #32]
	add x9, x0, #64
	stp d22, d25, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x21, x9, lsl #3
	ldr d2, [sp, #1008]
	ldr d0, [sp, #992]
	stp d2, d0, [x8]
	ldr d2, [sp, #976]
	ldr d0, [sp, #960]
	stp d2, d0, [x8, #16]
	stp d5, d16, [x8, #32]
	add x9, x0, #80
	stp d18, d20, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x21, x9, lsl #3
	ldr d2, [sp, #944]
	ldr d0, [sp, #928]
	stp d2, d0, [x8]
	ldr d2, [sp, #912]
	ldr d0, [sp, #896]
	stp d2, d0, [x8, #16]
	stp d13, d1, [x8, #32]
	add x9, x0, #96
	stp d3, d6, [x8, #48]
	subs x8, x26, x9
	b.lo .LBB_758
	cmp x8, #8
	b.lo .LBB_754
	add x8, x21, x9, lsl #3
	ldr d1, [sp, #880]
	ldr d0, [sp, #864]
	stp d1, d0, [x8]
	ldr d1, [sp, #848]
	ldr d0, [sp, #832]
	stp d1, d0, [x8, #16]
	ldr d1, [sp, #816]
	ldr d0, [sp, #800]
	stp d1, d0, [x8, #32]
	add x0, x0, #112
	ldr d0, [sp, #784]
	stp d0, d14, [x8, #48]
	subs x8, x26, x0
	b.lo .LBB_759
	cmp x8, #8
	b.lo .LBB_754
	add x9, x21, x0, lsl #3
	ldr d1, [sp, #768]
	ldr d0, [sp, #752]
	stp d1, d0, [x9]
	ldr d1, [sp, #688]
	ldr d0, [sp, #672]
	stp d1, d0, [x9, #16]
	ldr d1, [sp, #664]
	ldr d0, [sp, #648]
	stp d1, d0, [x9, #32]
	add x20, x20, #8
	mov w8, #1
	ldr d1, [sp, #640]
	ldr d0, [sp, #632]
	stp d1, d0, [x9, #48]
	ldr d11, [sp, #656]
	tbz w22, #0, .LBB_625
	ldr x8, [sp, #1824]
	add x9, x8, #8
	str x9, [sp, #1824]
	add x8, x8, #16
	cmp x8, x24
	b.hi .LBB_680
	ldr x10, [sp, #1568]
	add x10, x10, x8
	ldr x12, [sp, #1200]
	cmp x10, x12
	mov w22, #1025
	ldr x13, [sp, #624]
	ldr x14, [sp, #192]
	b.ls .LBB_609
	b .LBB_537
.LBB_645:
	cmp x8, #1024
	mov w22, #1025
	ldr x13, [sp, #408]
	ldr x21, [sp, #592]
	b.hi .LBB_529
	lsl x8, x9, #4
	add x8, x8, #128
	ldr x10, [sp, #560]
	add x10, x10, x9
	ldr x11, [sp, #1184]
	add x10, x11, x10, lsl #3
	add x11, x20, x9, lsl #7
	add x11, x11, #1144
.LBB_647:
	cmp x8, x24
	b.hs .LBB_821
	add x12, x21, x9
	add x12, x12, #8
	ldr x14, [sp, #1200]
	cmp x12, x14
	b.hs .LBB_825
	ldur d0, [x11, #-120]
	ldr x12, [sp, #568]
	add x12, x12, x9, lsl #3
	str d0, [x12, #64]
	add x12, x8, #1
	cmp x12, x24
	b.hs .LBB_805
	add x12, x21, x9
	add x12, x12, #1033
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-112]
	ldr x12, [sp, #552]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #2
	cmp x12, x24
	b.hs .LBB_805
	add x12, x21, x9
	add x12, x12, #2058
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-104]
	ldr x12, [sp, #544]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #3
	cmp x12, x24
	b.hs .LBB_805
	add x12, x21, x9
	add x12, x12, #3083
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-96]
	ldr x12, [sp, #536]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #4
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #528]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-88]
	ldr x12, [sp, #520]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #5
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #512]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-80]
	ldr x12, [sp, #504]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #6
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #496]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-72]
	ldr x12, [sp, #488]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #7
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #480]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-64]
	ldr x12, [sp, #472]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #8
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #560]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-56]
	str d0, [x10]
	add x12, x8, #9
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #464]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-48]
	str d0, [x10, #8200]
	add x12, x8, #10
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #456]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-40]
	str d0, [x10, #16400]
	add x12, x8, #11
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #448]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-32]
	str d0, [x10, #24600]
	add x12, x8, #12
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #440]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-24]
	ldr x12, [sp, #432]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #13
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #424]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-16]
	ldr x12, [sp, #416]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #14
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #400]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_807
	ldur d0, [x11, #-8]
	ldr x12, [sp, #392]
	str d0, [x12, x9, lsl #3]
	add x12, x8, #15
	cmp x12, x24
	b.hs .LBB_805
	ldr x12, [sp, #384]
	add x12, x12, x9
	cmp x12, x14
	b.hs .LBB_824
	ldr d0, [x11], #128
	ldr x12, [sp, #368]
	str d0, [x12, x9, lsl #3]
	add x9, x9, #1
	add x8, x8, #16
	add x10, x10, #8
	cmp x9, #1017
	b.ne .LBB_647
	b .LBB_529
.LBB_680:
	mov w22, #1025
	b .LBB_535
.LBB_681:
	ldr x1, [sp, #1200]
	subs x8, x1, x21
	csel x8, xzr, x8, lo
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	cmp x8, x10
	cinc x8, x9, ne
	str x21, [sp, #2216]
	str x8, [sp, #2224]
	mov w8, #1024
	str x8, [sp, #2232]
	strb w26, [sp, #2240]
	add x3, sp, #2216
	ldr x0, [sp, #624]
	mov x2, x20
	ldr x4, [sp, #1184]
	mov x5, x1
	bl kernel_sliding::wma::periods_into
	ldr x10, [sp, #1200]
.LBB_683:
	ldr x27, [sp, #1456]
	ldr x8, [sp, #1464]
	str x8, [sp, #2080]
	str x10, [sp, #2216]
	cmp x8, x10
	b.ne .LBB_800
	cbz x10, .LBB_699
	mov x11, #0
	mov x20, #0
	ldr x9, [sp, #1200]
	lsr x8, x9, #6
	tst x9, #0x3f
	cinc x12, x8, ne
	add x8, x27, #32
	str x8, [sp, #1232]
	ldr x22, [sp, #1184]
	add x8, x22, #32
	str x8, [sp, #1168]
	mov x21, x27
	mov w13, #64
	b .LBB_687
.LBB_686:
	ldr x13, [sp, #1120]
	add x13, x13, #64
	ldr x11, [sp, #1152]
	sub x11, x11, #64
	ldr x8, [sp, #1232]
	add x8, x8, #512
	str x8, [sp, #1232]
	ldr x8, [sp, #1168]
	add x8, x8, #512
	str x8, [sp, #1168]
	add x22, x22, #512
	add x21, x21, #512
	ldr x20, [sp, #1104]
	ldr x24, [sp, #1224]
	mov w26, #1
	ldr x12, [sp, #1136]
	cbz x12, .LBB_699
.LBB_687:
	ldr x9, [sp, #1200]
	cmp x9, x13
	csel x8, x9, x13, lo
	add x10, x8, x11
	cmp x10, #1
	csinc x8, x10, xzr, hi
	add x14, x20, #64
	sub x12, x12, #1
	cmp x9, x14
	csel x1, x9, x14, lo
	cmp x1, x20
	b.lo .LBB_777
	add x9, x20, #64
	str x9, [sp, #1104]
	str x13, [sp, #1120]
	str x12, [sp, #1136]
	str x11, [sp, #1152]
	b.eq .LBB_686
	cmp x10, #7
	b.hi .LBB_691
	mov x26, #0
	mov x9, #0
	mov x18, #54933
	movk x18, #59430, lsl #16
	movk x18, #11787, lsl #32
	movk x18, #15889, lsl #48
	b .LBB_694
.LBB_691:
	and x11, x10, #0xfffffffffffffff8
	adrp x9, .LCPI_17
	ldr q0, [x9, :lo12:.LCPI_17]
	and x9, x10, #0xfffffffffffffff8
	movi v1.2d, #0000000000000000
	ldr x12, [sp, #1168]
	ldr x13, [sp, #1232]
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov w14, #1
	mov w15, #8
	mov w16, #63
	mov w17, #4
	mov x18, #54933
	movk x18, #59430, lsl #16
	movk x18, #11787, lsl #32
	movk x18, #15889, lsl #48
	mov w0, #2
	mov w1, #6
.LBB_692:
	dup v5.2d, x0
	add v5.2d, v0.2d, v5.2d
	dup v6.2d, x17
	add v6.2d, v0.2d, v6.2d
	dup v7.2d, x1
	add v7.2d, v0.2d, v7.2d
	ldp q16, q17, [x12, #-32]
	ldp q18, q19, [x12], #64
	ldp q20, q21, [x13, #-32]
	ldp q22, q23, [x13], #64
	fabd v24.2d, v16.2d, v20.2d
	fabd v25.2d, v17.2d, v21.2d
	fabd v26.2d, v18.2d, v22.2d
	fabd v27.2d, v19.2d, v23.2d
	fabs v20.2d, v20.2d
	fabs v21.2d, v21.2d
	fabs v22.2d, v22.2d
	fabs v23.2d, v23.2d
	fabs v16.2d, v16.2d
	fabs v17.2d, v17.2d
	fabs v18.2d, v18.2d
	fabs v19.2d, v19.2d
	fadd v16.2d, v16.2d, v20.2d
	fadd v17.2d, v17.2d, v21.2d
	fadd v18.2d, v18.2d, v22.2d
	fadd v19.2d, v19.2d, v23.2d
	dup v20.2d, x18
	fmul v16.2d, v16.2d, v20.2d
	fmul v17.2d, v17.2d, v20.2d
	fmul v18.2d, v18.2d, v20.2d
	fmul v19.2d, v19.2d, v20.2d
	fcmge v16.2d, v16.2d, v24.2d
	dup v20.2d, x14
	and v16.16b, v16.16b, v20.16b
	fcmge v17.2d, v17.2d, v25.2d
	and v17.16b, v17.16b, v20.16b
	fcmge v18.2d, v18.2d, v26.2d
	and v18.16b, v18.16b, v20.16b
	fcmge v19.2d, v19.2d, v27.2d
	and v19.16b, v19.16b, v20.16b
	dup v20.2d, x16
	and v21.16b, v0.16b, v20.16b
	and v5.16b, v5.16b, v20.16b
	and v6.16b, v6.16b, v20.16b
	and v7.16b, v7.16b, v20.16b
	ushl v16.2d, v16.2d, v21.2d
	ushl v5.2d, v17.2d, v5.2d
	ushl v6.2d, v18.2d, v6.2d
	ushl v7.2d, v19.2d, v7.2d
	orr v1.16b, v16.16b, v1.16b
	orr v2.16b, v5.16b, v2.16b
	orr v3.16b, v6.16b, v3.16b
	orr v4.16b, v7.16b, v4.16b
	dup v5.2d, x15
	add v0.2d, v0.2d, v5.2d
	subs x11, x11, #8
	b.ne .LBB_692
	orr v0.16b, v2.16b, v1.16b
	orr v0.16b, v3.16b, v0.16b
	orr v0.16b, v4.16b, v0.16b
	ext v1.16b, v0.16b, v0.16b, #8
	orr v0.8b, v0.8b, v1.8b
	fmov x26, d0
	cmp x10, x9
	b.eq .LBB_695
.LBB_694:
	ldr d0, [x22, x9, lsl #3]
	ldr d1, [x21, x9, lsl #3]
	fabd d2, d0, d1
	fabs d1, d1
	fabs d0, d0
	fadd d0, d0, d1
	fmov d1, x18
	fmul d0, d0, d1
	fcmp d2, d0
	cset w10, ls
	lsl x10, x10, x9
	add x9, x9, #1
	orr x26, x10, x26
	cmp x8, x9
	b.ne .LBB_694
.LBB_695:
	cbz x26, .LBB_686
.LBB_696:
	rbit x8, x26
	clz x8, x8
	orr x24, x8, x20
	add x0, sp, #1360
	ldr x1, [sp, #616]
	mov x2, x24
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #1200]
	cmp x24, x8
	b.hs .LBB_803
	str d0, [x27, x24, lsl #3]
	ldr x8, [sp, #1184]
	str d1, [x8, x24, lsl #3]
	sub x8, x26, #1
	ands x26, x8, x26
	b.ne .LBB_696
	b .LBB_686
.LBB_699:
	ldr x8, [sp, #1200]
	cmp x8, x24
	b.ne .LBB_793
	str xzr, [sp, #1512]
	ldr x9, [sp, #376]
	add x8, x27, x9
	ldr x10, [sp, #1184]
	add x9, x10, x9
	str x27, [sp, #2216]
	str x8, [sp, #2224]
	str x10, [sp, #2232]
	str x9, [sp, #2240]
	str xzr, [sp, #2248]
	str x24, [sp, #2256]
	add x8, sp, #1424
	add x0, x8, #72
	add x1, sp, #2216
	bl alloc::vec::Vec<T,A>::extend_trusted
	ldr x6, [sp, #584]
	ldr x16, [sp, #24]
	mov x27, #33554432
	movk x27, #16800, lsl #48
	mov w7, #16
	mov w22, #1025
	cbz x16, .LBB_735
	mov x9, #0
	mov x15, #0
	mov x20, #0
	ldr x10, [sp, #1504]
	ldr x24, [sp, #1512]
	add x11, x10, #1
	movi v13.2d, #0000000000000000
	mov x12, #-1
	mov x13, x10
	mov w14, #65
	movi v0.2d, #0000000000000000
	mov w0, #1
	mov x21, #57357
	movk x21, #36909, lsl #16
	movk x21, #63648, lsl #32
	movk x21, #16367, lsl #48
	b .LBB_705
.LBB_703:
	mov w22, #1025
.LBB_704:
	add x9, x9, #1
	add x14, x14, #64
	sub x12, x12, #64
	add x11, x11, #64
	add x13, x13, #64
	mov x0, x17
	sub x16, x16, #1
	cbz x16, .LBB_732
.LBB_705:
	ldr x18, [sp, #1224]
	cmp x18, x14
	csel x8, x18, x14, lo
	add x8, x8, x12
	cmp x8, #1
	csinc x1, x8, xzr, hi
	lsl x8, x9, #6
	add x17, x8, #65
	cmp x18, x17
	csel x17, x18, x17, lo
	mvn x8, x8
	add x8, x17, x8
	cmp x8, #1
	csinc x2, x8, xzr, hi
	add x17, x0, #64
	cmp x18, x17
	csel x4, x18, x17, lo
	cmp x18, x0
	b.lo .LBB_773
	cmp x4, x24
	b.hi .LBB_773
	sub x18, x0, #1
	sub x3, x4, #1
	cmp x3, x18
	b.lo .LBB_774
	cmp x3, x24
	b.hi .LBB_774
	ldr x18, [sp, #1224]
	cmp x18, x0
	b.eq .LBB_703
	mov x22, x4
	cmp x8, #3
	b.hi .LBB_712
	mov x4, #0
	mov x18, #0
	mov w5, #255
	b .LBB_721
.LBB_712:
	cmp x8, #16
	b.hs .LBB_714
	mov x18, #0
	mov x4, #0
	b .LBB_718
.LBB_714:
	and x4, x1, #0xfffffffffffffff0
	and x3, x2, #0xc
	adrp x18, .LCPI_18
	ldr q1, [x18, :lo12:.LCPI_18]
	adrp x18, .LCPI_19
	ldr q2, [x18, :lo12:.LCPI_19]
	and x18, x2, #0xfffffffffffffff0
	adrp x5, .LCPI_20
	ldr q4, [x5, :lo12:.LCPI_20]
	movi v3.2d, #0000000000000000
	mov x5, x11
	adrp x30, .LCPI_21
	ldr q5, [x30, :lo12:.LCPI_21]
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	adrp x30, .LCPI_22
	ldr q18, [x30, :lo12:.LCPI_22]
	movi v7.2d, #0000000000000000
	adrp x30, .LCPI_23
	ldr q21, [x30, :lo12:.LCPI_23]
	movi v19.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	adrp x30, .LCPI_24
	ldr q23, [x30, :lo12:.LCPI_24]
	movi v22.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	adrp x30, .LCPI_17
	ldr q24, [x30, :lo12:.LCPI_17]
	movi v14.2d, #0xffffffffffffffff
	mov w30, #63
.LBB_715:
	ldr q25, [x5]
	ldur q26, [x5, #-1]
	mul v25.16b, v26.16b, v25.16b
	cmeq v25.16b, v25.16b, v14.16b
	ushll2 v26.8h, v25.16b, #0
	ushll2 v27.4s, v26.8h, #0
	ushll2 v28.2d, v27.4s, #0
	dup v29.2d, x26
	and v28.16b, v28.16b, v29.16b
	ushll v27.2d, v27.2s, #0
	and v27.16b, v27.16b, v29.16b
	ushll v26.4s, v26.4h, #0
	ushll2 v30.2d, v26.4s, #0
	and v30.16b, v30.16b, v29.16b
	ushll v25.8h, v25.8b, #0
	ushll2 v31.4s, v25.8h, #0
	ushll2 v8.2d, v31.4s, #0
	and v8.16b, v8.16b, v29.16b
	ushll v26.2d, v26.2s, #0
	and v26.16b, v26.16b, v29.16b
	ushll v31.2d, v31.2s, #0
	and v31.16b, v31.16b, v29.16b
	ushll v25.4s, v25.4h, #0
	ushll2 v9.2d, v25.4s, #0
	and v9.16b, v9.16b, v29.16b
	ushll v25.2d, v25.2s, #0
	and v25.16b, v25.16b, v29.16b
	dup v29.2d, x30
	and v10.16b, v24.16b, v29.16b
	ushl v25.2d, v25.2d, v10.2d
	and v10.16b, v23.16b, v29.16b
	ushl v9.2d, v9.2d, v10.2d
	and v10.16b, v21.16b, v29.16b
	ushl v31.2d, v31.2d, v10.2d
	and v10.16b, v5.16b, v29.16b
	ushl v26.2d, v26.2d, v10.2d
	and v10.16b, v18.16b, v29.16b
	ushl v8.2d, v8.2d, v10.2d
	and v10.16b, v4.16b, v29.16b
	ushl v30.2d, v30.2d, v10.2d
	and v10.16b, v2.16b, v29.16b
	ushl v27.2d, v27.2d, v10.2d
	and v29.16b, v1.16b, v29.16b
	ushl v28.2d, v28.2d, v29.2d
	orr v20.16b, v28.16b, v20.16b
	orr v22.16b, v27.16b, v22.16b
	orr v17.16b, v30.16b, v17.16b
	orr v7.16b, v8.16b, v7.16b
	orr v19.16b, v26.16b, v19.16b
	orr v16.16b, v31.16b, v16.16b
	orr v3.16b, v9.16b, v3.16b
	orr v6.16b, v25.16b, v6.16b
	dup v25.2d, x7
	add v21.2d, v21.2d, v25.2d
	add v23.2d, v23.2d, v25.2d
	add v24.2d, v24.2d, v25.2d
	add v18.2d, v18.2d, v25.2d
	add v5.2d, v5.2d, v25.2d
	add v4.2d, v4.2d, v25.2d
	add v2.2d, v2.2d, v25.2d
	add v1.2d, v1.2d, v25.2d
	add x5, x5, #16
	subs x4, x4, #16
	b.ne .LBB_715
	orr v1.16b, v6.16b, v19.16b
	orr v2.16b, v16.16b, v22.16b
	orr v1.16b, v1.16b, v2.16b
	orr v2.16b, v3.16b, v17.16b
	orr v3.16b, v7.16b, v20.16b
	orr v2.16b, v2.16b, v3.16b
	orr v1.16b, v1.16b, v2.16b
	ext v2.16b, v1.16b, v1.16b, #8
	orr v1.8b, v1.8b, v2.8b
	fmov x4, d1
	cmp x8, x18
	b.eq .LBB_723
	mov w5, #255
	cbz x3, .LBB_721
.LBB_718:
	dup v4.2d, x18
	and x1, x1, #0xfffffffffffffffc
	sub x1, x18, x1
	add x3, x11, x18
	and x18, x2, #0xfffffffffffffffc
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	mov v2.d[0], x4
	adrp x2, .LCPI_24
	ldr q3, [x2, :lo12:.LCPI_24]
	orr v3.16b, v4.16b, v3.16b
	adrp x2, .LCPI_17
	ldr q5, [x2, :lo12:.LCPI_17]
	orr v4.16b, v4.16b, v5.16b
	mov w2, #63
	mov w4, #4
.LBB_719:
	ldr s5, [x3]
	ldur s6, [x3, #-1]
	umull v5.8h, v6.8b, v5.8b
	bic v5.4h, #255, lsl #8
	cmeq v5.4h, v5.4h, v12.4h
	ushll v5.4s, v5.4h, #0
	dup v6.2d, x26
	ushll2 v7.2d, v5.4s, #0
	and v7.16b, v7.16b, v6.16b
	ushll v5.2d, v5.2s, #0
	and v5.16b, v5.16b, v6.16b
	dup v6.2d, x2
	and v16.16b, v3.16b, v6.16b
	and v6.16b, v4.16b, v6.16b
	ushl v5.2d, v5.2d, v6.2d
	ushl v6.2d, v7.2d, v16.2d
	orr v1.16b, v6.16b, v1.16b
	orr v2.16b, v5.16b, v2.16b
	dup v5.2d, x4
	add v3.2d, v3.2d, v5.2d
	add v4.2d, v4.2d, v5.2d
	add x3, x3, #4
	adds x1, x1, #4
	b.ne .LBB_719
	orr v1.16b, v2.16b, v1.16b
	ext v2.16b, v1.16b, v1.16b, #8
	orr v1.8b, v1.8b, v2.8b
	fmov x4, d1
	cmp x8, x18
	mov w5, #255
	b.eq .LBB_723
.LBB_721:
	sub x8, x22, x0
.LBB_722:
	add x1, x13, x18
	ldrb w2, [x1, #1]
	ldrb w1, [x1]
	mul w1, w1, w2
	bics wzr, w5, w1
	cset w1, eq
	lsl x1, x1, x18
	add x18, x18, #1
	orr x4, x1, x4
	cmp x18, x8
	b.lo .LBB_722
.LBB_723:
	mov w22, #1025
	cbnz x4, .LBB_728
	b .LBB_704
.LBB_724:
	ldr d1, [x6, x8, lsl #3]
	scvtf d2, x15
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fmov d1, #1.00000000
	fadd d0, d0, d1
	fmov d1, x21
	fmul d0, d0, d1
	fmov d1, #-1.00000000
	fadd d0, d0, d1
	mov x15, #4636737291354636288
	fmov d1, x15
	fmul d0, d0, d1
	fadd d13, d13, d0
	add x20, x20, #1
.LBB_725:
	ldr x15, [sp, #1224]
	cmp x8, x15
	b.hs .LBB_808
	ldr d0, [x6, x8, lsl #3]
	mov x15, x18
.LBB_727:
	sub x8, x4, #1
	and x4, x8, x4
	cbz x4, .LBB_704
.LBB_728:
	rbit x8, x4
	clz x8, x8
	add x8, x8, x0
	cmp x8, x24
	b.hs .LBB_804
	ldrsb x18, [x10, x8]
	cmp x15, x18
	b.eq .LBB_727
	cbz x15, .LBB_725
	ldr x1, [sp, #1224]
	cmp x8, x1
	b.lo .LBB_724
	b .LBB_811
.LBB_732:
	cbz x15, .LBB_736
	ldr x8, [sp, #1224]
	cbz x8, .LBB_829
	ldr x8, [sp, #16]
	ldr d1, [x6, x8, lsl #3]
	scvtf d2, x15
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fmov d1, #1.00000000
	fadd d0, d0, d1
	fmov d1, x21
	fmul d0, d0, d1
	fmov d1, #-1.00000000
	fadd d0, d0, d1
	mov x8, #4636737291354636288
	fmov d1, x8
	fmul d0, d0, d1
	fadd d13, d13, d0
	add x20, x20, #1
	b .LBB_736
.LBB_735:
	mov x20, #0
	movi v13.2d, #0000000000000000
.LBB_736:
	ldr x21, [sp, #1536]
	ldr x8, [sp, #1520]
	cmp x21, x8
	b.ne .LBB_738
	add x0, sp, #1520
	bl alloc::raw_vec::RawVec<T,A>::grow_one
.LBB_738:
	ldr x8, [sp, #1528]
	add x8, x8, x21, lsl #4
	str d13, [x8]
	str x20, [x8, #8]
	add x8, x21, #1
	str x8, [sp, #1536]
	ldr x9, [sp, #32]
	str x9, [sp, #616]
	ldr x8, [sp, #576]
	cmp x9, x8
	mov x4, #9221120237041090560
	b.ne .LBB_259
.LBB_739:
	ldr q0, [sp, #1520]
	ldr x9, [sp, #64]
	str q0, [x9]
	ldr x8, [sp, #1536]
	str x8, [x9, #16]
	add x0, sp, #1424
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	add x0, sp, #1360
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1296
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	add x0, sp, #1248
	bl core::ptr::drop_in_place<kernel_sliding::simd::Tiled<16_usize,kernel_sliding::transpose::Portable>>
	add sp, sp, #2880
	ldp x20, x19, [sp, #144]
	ldp x22, x21, [sp, #128]
	ldp x24, x23, [sp, #112]
	ldp x26, x25, [sp, #96]
	ldp x28, x27, [sp, #80]
	ldp x29, x30, [sp, #64]
	ldp d9, d8, [sp, #48]
	ldp d11, d10, [sp, #32]
	ldp d13, d12, [sp, #16]
	ldp d15, d14, [sp], #160
	ret
.LBB_741:
	ldr x20, [sp, #1224]
	mov x1, x20
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	b .LBB_757
.LBB_742:
	mov x0, #0
	mov w1, #8
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_757
.LBB_743:
	mov x0, #0
	mov w1, #8
	mov x20, x8
	adrp x3, .Lanon.4
	add x3, x3, :lo12:.Lanon.4
	b .LBB_757
.LBB_744:
	mov x0, x9
.LBB_745:
	mov x1, x20
	adrp x3, .Lanon.5
	add x3, x3, :lo12:.Lanon.5
	b .LBB_757
.LBB_746:
	mov x0, #0
	mov w1, #8
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_775
.LBB_747:
	mov x1, x20
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	b .LBB_757
.LBB_748:
	mov x0, #0
	mov w1, #16
	mov x20, x14
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	b .LBB_757
.LBB_749:
	mov x1, x20
	adrp x3, .Lanon.8
	add x3, x3, :lo12:.Lanon.8
	b .LBB_757
.LBB_750:
	mov x0, #0
	mov w1, #16
	mov x20, x14
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	b .LBB_757
.LBB_751:
	mov x0, x15
	mov x1, x25
	mov x20, x25
	adrp x3, .Lanon.10
	add x3, x3, :lo12:.Lanon.10
	b .LBB_757
.LBB_752:
	mov x0, #0
	mov w1, #16
	mov x20, x14
	adrp x3, .Lanon.11
	add x3, x3, :lo12:.Lanon.11
	b .LBB_757
.LBB_753:
	mov x1, x24
	mov x26, x24
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	b .LBB_775
.LBB_754:
	mov x0, #0
	mov w1, #8
	mov x26, x8
	adrp x3, .Lanon.4
	add x3, x3, :lo12:.Lanon.4
	b .LBB_775
.LBB_755:
	mov x1, x20
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_757
.LBB_756:
	mov x0, #0
	mov w1, #16
	mov x20, x11
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
.LBB_757:
	mov x2, x20
	ldr x19, [sp, #112]
	bl core::slice::index::slice_index_fail
	b .LBB_828
.LBB_758:
	mov x0, x9
.LBB_759:
	mov x1, x26
	adrp x3, .Lanon.5
	add x3, x3, :lo12:.Lanon.5
	b .LBB_775
.LBB_760:
	ldr x26, [sp, #1200]
	mov x1, x26
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	b .LBB_775
.LBB_761:
	mov x1, x26
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	b .LBB_775
.LBB_762:
	mov x0, #0
	mov w1, #16
	mov x26, x13
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	b .LBB_775
.LBB_763:
	mov x1, x26
	adrp x3, .Lanon.8
	add x3, x3, :lo12:.Lanon.8
	b .LBB_775
.LBB_764:
	mov x0, #0
	mov w1, #16
	mov x26, x13
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	b .LBB_775
.LBB_765:
	mov x0, #0
	mov w1, #16
	mov x26, x13
	adrp x3, .Lanon.11
	add x3, x3, :lo12:.Lanon.11
	b .LBB_775
.LBB_766:
	mov x0, x14
	mov x1, x20
	mov x26, x20
	adrp x3, .Lanon.10
	add x3, x3, :lo12:.Lanon.10
	b .LBB_775
.LBB_767:
	mov x1, x26
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_775
.LBB_768:
	mov x0, #0
	mov w1, #16
	mov x26, x8
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
	b .LBB_775
.LBB_769:
	mov x1, x10
	mov x26, x24
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	b .LBB_775
.LBB_770:
	mov x0, x14
	mov x1, x24
	mov x26, x24
	adrp x3, .Lanon.10
	add x3, x3, :lo12:.Lanon.10
	b .LBB_775
.LBB_771:
	mov x0, #0
	adrp x3, .Lanon.15
	add x3, x3, :lo12:.Lanon.15
	ldr x1, [sp, #360]
	b .LBB_757
.LBB_772:
	mov x1, x10
	ldr x26, [sp, #1200]
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	b .LBB_775
.LBB_773:
	mov x26, x24
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	mov x1, x4
	b .LBB_775
.LBB_774:
	mov x0, x18
	mov x1, x3
	mov x26, x24
	adrp x3, .Lanon.17
	add x3, x3, :lo12:.Lanon.17
.LBB_775:
	mov x2, x26
	bl core::slice::index::slice_index_fail
	b .LBB_828
.LBB_776:
	mov x0, #0
	mov w1, #16
	mov x20, x25
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_757
.LBB_777:
	adrp x3, .Lanon.19
	add x3, x3, :lo12:.Lanon.19
	mov x0, x20
	ldr x2, [sp, #1200]
	bl core::slice::index::slice_index_fail
	b .LBB_828
.LBB_778:
	adrp x0, .Lanon.20
	add x0, x0, :lo12:.Lanon.20
	adrp x2, .Lanon.21
	add x2, x2, :lo12:.Lanon.21
	mov w1, #53
	ldr x19, [sp, #112]
	bl core::panicking::panic_fmt
	b .LBB_828
.LBB_779:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x19, #8]
	mov w8, #1
	strb w8, [x19, #16]
	b .LBB_194
.LBB_781:
	mov x0, #0
	adrp x3, .Lanon.15
	add x3, x3, :lo12:.Lanon.15
	b .LBB_775
.LBB_782:
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
.LBB_783:
	mov x1, x25
	ldr x19, [sp, #112]
	bl core::panicking::panic_bounds_check
	b .LBB_828
.LBB_784:
	mov x0, #0
	adrp x3, .Lanon.15
	add x3, x3, :lo12:.Lanon.15
	ldr x1, [sp, #408]
	b .LBB_775
.LBB_785:
	add x2, sp, #1552
	add x1, sp, #1544
	adrp x3, .Lanon.23
	add x3, x3, :lo12:.Lanon.23
	adrp x5, .Lanon.24
	add x5, x5, :lo12:.Lanon.24
	mov w0, #0
	mov w4, #49
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_828
.LBB_786:
	adrp x2, .Lanon.21
	add x2, x2, :lo12:.Lanon.21
	adrp x0, .Lanon.20
	add x0, x0, :lo12:.Lanon.20
	mov w1, #53
	b .LBB_794
.LBB_787:
	mov x0, #0
	mov w1, #16
	mov x26, x20
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_775
.LBB_788:
	str xzr, [sp, #40]
.LBB_789:
	ldr x0, [sp, #40]
	ldr x1, [sp, #376]
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_790:
	mov x0, #0
	mov w1, #16
	mov x26, x24
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_775
.LBB_791:
	mov x24, x20
	adrp x9, .Lanon.22
	add x9, x9, :lo12:.Lanon.22
	b .LBB_822
.LBB_792:
	adrp x9, .Lanon.25
	add x9, x9, :lo12:.Lanon.25
	b .LBB_822
.LBB_793:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	mov w1, #49
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
.LBB_794:
	bl core::panicking::panic_fmt
	b .LBB_828
.LBB_795:
	adrp x2, .Lanon.28
	add x2, x2, :lo12:.Lanon.28
	mov x0, x11
.LBB_796:
	mov x25, x24
	b .LBB_783
.LBB_797:
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	mov x0, x11
	b .LBB_783
.LBB_798:
	adrp x9, .Lanon.22
	add x9, x9, :lo12:.Lanon.22
	b .LBB_822
.LBB_799:
	mov x24, x12
	adrp x9, .Lanon.25
	add x9, x9, :lo12:.Lanon.25
	b .LBB_822
.LBB_800:
	adrp x3, .Lanon.30
	add x3, x3, :lo12:.Lanon.30
	adrp x5, .Lanon.31
	add x5, x5, :lo12:.Lanon.31
	add x1, sp, #2080
	add x2, sp, #2216
	mov w0, #0
	mov w4, #49
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_828
.LBB_801:
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	str x8, [sp]
	mov x8, x12
	mov x24, x20
	b .LBB_823
.LBB_802:
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_806
.LBB_803:
	adrp x2, .Lanon.32
	add x2, x2, :lo12:.Lanon.32
	mov x0, x24
	ldr x1, [sp, #1200]
	bl core::panicking::panic_bounds_check
	b .LBB_828
.LBB_804:
	adrp x9, .Lanon.33
	add x9, x9, :lo12:.Lanon.33
	b .LBB_822
.LBB_805:
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
.LBB_806:
	str x8, [sp]
	mov x8, x12
	b .LBB_823
.LBB_807:
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	str x8, [sp]
	mov x8, x12
	mov x24, x14
	b .LBB_823
.LBB_808:
	ldr x24, [sp, #1224]
	adrp x9, .Lanon.34
	add x9, x9, :lo12:.Lanon.34
	b .LBB_822
.LBB_809:
	mov x24, x8
	b .LBB_823
.LBB_810:
	mov x8, x9
	mov x24, x9
	adrp x9, .Lanon.35
	add x9, x9, :lo12:.Lanon.35
	b .LBB_822
.LBB_811:
	ldr x24, [sp, #1224]
	adrp x9, .Lanon.36
	add x9, x9, :lo12:.Lanon.36
	b .LBB_822
.LBB_812:
	ldr x9, [sp, #744]
	add x8, x9, x8
	add x0, x8, #8
	adrp x2, .Lanon.28
	add x2, x2, :lo12:.Lanon.28
	b .LBB_796
.LBB_813:
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_783
.LBB_814:
	mov x8, x24
	adrp x9, .Lanon.37
	add x9, x9, :lo12:.Lanon.37
	b .LBB_822
.LBB_815:
	mov x8, x1
	mov x24, x1
	adrp x9, .Lanon.38
	add x9, x9, :lo12:.Lanon.38
	b .LBB_822
.LBB_816:
	ldr x24, [sp, #96]
	mov x8, x24
	adrp x9, .Lanon.39
	add x9, x9, :lo12:.Lanon.39
	b .LBB_822
.LBB_817:
	adrp x0, .Lanon.40
	add x0, x0, :lo12:.Lanon.40
	adrp x2, .Lanon.41
	add x2, x2, :lo12:.Lanon.41
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_828
.LBB_818:
	adrp x0, .Lanon.42
	add x0, x0, :lo12:.Lanon.42
	adrp x3, .Lanon.43
	add x3, x3, :lo12:.Lanon.43
	adrp x4, .Lanon.44
	add x4, x4, :lo12:.Lanon.44
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_828
.LBB_819:
	add x8, x16, x9
	add x8, x8, #8
	adrp x9, .Lanon.28
	add x9, x9, :lo12:.Lanon.28
	b .LBB_822
.LBB_820:
	mov x24, x20
.LBB_821:
	adrp x9, .Lanon.29
	add x9, x9, :lo12:.Lanon.29
.LBB_822:
	str x9, [sp]
.LBB_823:
	mov x0, x8
	mov x1, x24
	ldr x2, [sp]
	bl core::panicking::panic_bounds_check
	b .LBB_828
.LBB_824:
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	str x8, [sp]
	mov x8, x12
	ldr x24, [sp, #1200]
	b .LBB_823
.LBB_825:
	add x8, x21, x9
	add x8, x8, #8
	adrp x9, .Lanon.28
	add x9, x9, :lo12:.Lanon.28
	str x9, [sp]
	mov x24, x14
	b .LBB_823
.LBB_826:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_827:
	mov w0, #8
	ldr x1, [sp, #376]
	bl alloc::raw_vec::handle_error
.LBB_828:
	brk #0x1
.LBB_829:
	mov x24, #0
	ldr x8, [sp, #16]
	adrp x9, .Lanon.45
	add x9, x9, :lo12:.Lanon.45
	b .LBB_822
	b .LBB_857
	b .LBB_855
	b .LBB_853
	b .LBB_853
	mov x20, x0
	b .LBB_883
	b .LBB_857
	mov x20, x0
	ldr x8, [sp, #1224]
	cbnz x8, .LBB_840
	b .LBB_869
	mov x20, x0
	ldr x8, [sp, #1224]
	cbnz x8, .LBB_841
	b .LBB_869
	mov x20, x0
	cbz x19, .LBB_869
	lsl x1, x19, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
	str x19, [sp, #1224]
.LBB_840:
	ldr x8, [sp, #1224]
	lsl x1, x8, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_841:
	ldr x8, [sp, #1224]
	lsl x1, x8, #3
	mov x0, x21
	mov w2, #8
	b .LBB_868
	b .LBB_857
	b .LBB_855
	b .LBB_855
	b .LBB_857
	b .LBB_857
	b .LBB_857
	b .LBB_857
	b .LBB_855
	b .LBB_853
	b .LBB_857
.LBB_853:
	mov x20, x0
	ldr x19, [sp, #112]
	b .LBB_872
.LBB_855:
	mov x20, x0
	ldr x9, [sp, #1296]
	cbz x9, .LBB_875
	b .LBB_870
.LBB_857:
	mov x20, x0
	ldr x8, [sp, #1520]
	cbz x8, .LBB_859
	ldr x0, [sp, #1528]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_859:
	ldr x8, [sp, #1424]
	cbnz x8, .LBB_864
.LBB_860:
	ldr x8, [sp, #1448]
	cbnz x8, .LBB_865
.LBB_861:
	ldr x8, [sp, #1472]
	cbnz x8, .LBB_866
.LBB_862:
	ldr x1, [sp, #1496]
	cbnz x1, .LBB_867
	b .LBB_869
	mov x20, x0
	ldr x8, [sp, #1424]
	cbz x8, .LBB_860
.LBB_864:
	ldr x0, [sp, #1432]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #1448]
	cbz x8, .LBB_861
.LBB_865:
	ldr x0, [sp, #1456]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #1472]
	cbz x8, .LBB_862
.LBB_866:
	ldr x0, [sp, #1480]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x1, [sp, #1496]
	cbz x1, .LBB_869
.LBB_867:
	ldr x0, [sp, #1504]
	mov w2, #1
.LBB_868:
	bl __rustc::__rust_dealloc
.LBB_869:
	add x0, sp, #1360
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	ldr x9, [sp, #1296]
	cbz x9, .LBB_875
.LBB_870:
	ldr x8, [sp, #1312]
	ldr x10, [sp, #1304]
	stp xzr, x9, [x29, #-176]
	stur x10, [x29, #-160]
	stp xzr, x9, [x29, #-144]
	stur x10, [x29, #-128]
	mov w9, #1
	b .LBB_876
	mov x20, x0
.LBB_872:
	cbz x19, .LBB_874
	lsl x1, x19, #3
	ldr x0, [sp, #1232]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_874:
	ldr x9, [sp, #1296]
	cbnz x9, .LBB_870
.LBB_875:
	mov x8, #0
.LBB_876:
	stur x9, [x29, #-184]
	stur x9, [x29, #-152]
	stur x8, [x29, #-120]
	sub x0, x29, #112
	sub x1, x29, #184
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldur x8, [x29, #-112]
	cbz x8, .LBB_883
	mov w19, #24
.LBB_879:
	ldur x9, [x29, #-96]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_881
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_881:
	sub x0, x29, #112
	sub x1, x29, #184
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldur x8, [x29, #-112]
	cbnz x8, .LBB_879
.LBB_883:
	ldr x8, [sp, #1248]
	cbnz x8, .LBB_886
	ldr x8, [sp, #1272]
	cbnz x8, .LBB_887
.LBB_885:
	mov x0, x20
	bl _Unwind_Resume
.LBB_886:
	ldr x0, [sp, #1256]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #1272]
	cbz x8, .LBB_885
.LBB_887:
	ldr x0, [sp, #1280]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
	bl core::panicking::panic_in_cleanup
	mov x20, x0
	add x0, sp, #1360
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	ldr x9, [sp, #1296]
	cbz x9, .LBB_875
	b .LBB_870
	bl core::panicking::panic_in_cleanup
