#include "HostLinalg.h"

#include "ElementLoops.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <type_traits>
#include <vector>

// The reference BLAS (Debian's libblas.so.3 alternative, OpenBLAS), Fortran and C entry points.
extern "C" {
void sgemm_(const char *transa, const char *transb, const int *m, const int *n, const int *k, const float *alpha,
            const float *a, const int *lda, const float *b, const int *ldb, const float *beta, float *c, const int *ldc);
void dgemm_(const char *transa, const char *transb, const int *m, const int *n, const int *k, const double *alpha,
            const double *a, const int *lda, const double *b, const int *ldb, const double *beta, double *c, const int *ldc);
void sgemv_(const char *trans, const int *m, const int *n, const float *alpha, const float *a, const int *lda, const float *x,
            const int *incx, const float *beta, float *y, const int *incy);
void dgemv_(const char *trans, const int *m, const int *n, const double *alpha, const double *a, const int *lda,
            const double *x, const int *incx, const double *beta, double *y, const int *incy);
float sdot_(const int *n, const float *x, const int *incx, const float *y, const int *incy);
double ddot_(const int *n, const double *x, const int *incx, const double *y, const int *incy);
void cblas_sgemm(int order, int transa, int transb, int m, int n, int k, float alpha, const float *a, int lda, const float *b,
                 int ldb, float beta, float *c, int ldc);
void cblas_dgemm(int order, int transa, int transb, int m, int n, int k, double alpha, const double *a, int lda,
                 const double *b, int ldb, double beta, double *c, int ldc);
float cblas_sdot(int n, const float *x, int incx, const float *y, int incy);
double cblas_ddot(int n, const double *x, int incx, const double *y, int incy);
void cblas_sgemv(int order, int trans, int m, int n, float alpha, const float *a, int lda, const float *x, int incx, float beta,
                 float *y, int incy);
void cblas_dgemv(int order, int trans, int m, int n, double alpha, const double *a, int lda, const double *x, int incx,
                 double beta, double *y, int incy);
void cblas_ssyrk(int order, int uplo, int trans, int n, int k, float alpha, const float *a, int lda, float beta, float *c,
                 int ldc);
void cblas_dsyrk(int order, int uplo, int trans, int n, int k, double alpha, const double *a, int lda, double beta, double *c,
                 int ldc);
}

namespace tl {

namespace {
using namespace kernels;

constexpr int kCblasRowMajor = 101, kCblasNoTrans = 111;

// One matrix operand: element (i, j) at data[i * rs + j * cs].
template <typename T>
struct Mat {
    T *data;
    int64_t rows, cols, rs, cs;
};

template <typename T>
void blasGemm(char ta, char tb, int64_t m, int64_t n, int64_t k, const T *a, int64_t lda, const T *b, int64_t ldb, T *c,
              int64_t ldc)
{
    const int m_ = static_cast<int>(m), n_ = static_cast<int>(n), k_ = static_cast<int>(k);
    const int lda_ = static_cast<int>(lda), ldb_ = static_cast<int>(ldb), ldc_ = static_cast<int>(ldc);
    const T one = 1, zero = 0;
    if constexpr (std::is_same_v<T, float>)
        sgemm_(&ta, &tb, &m_, &n_, &k_, &one, a, &lda_, b, &ldb_, &zero, c, &ldc_);
    else
        dgemm_(&ta, &tb, &m_, &n_, &k_, &one, a, &lda_, b, &ldb_, &zero, c, &ldc_);
}

// c[i, j] = sum_k a[i, k] b[k, j], k ascending in the element type (ATen's loops: order
// only matters for floating types, which take this path for tiny batched products).
template <typename T>
void naiveProduct(const Mat<const T> &a, const Mat<const T> &b, const Mat<T> &c)
{
    for (int64_t i = 0; i < c.rows; ++i)
        for (int64_t j = 0; j < c.cols; ++j) {
            if constexpr (std::is_same_v<T, bool>) {
                bool acc = false;
                for (int64_t k = 0; k < a.cols; ++k)
                    acc = acc || (a.data[i * a.rs + k * a.cs] && b.data[k * b.rs + j * b.cs]);
                c.data[i * c.rs + j * c.cs] = acc;
            } else if constexpr (std::is_integral_v<T>) {
                using U = std::make_unsigned_t<T>;
                U acc = 0;
                for (int64_t k = 0; k < a.cols; ++k)
                    acc = static_cast<U>(acc + static_cast<U>(a.data[i * a.rs + k * a.cs]) * static_cast<U>(b.data[k * b.rs + j * b.cs]));
                c.data[i * c.rs + j * c.cs] = static_cast<T>(acc);
            } else {
                using A = OpMath<T>;
                A acc = 0;
                for (int64_t k = 0; k < a.cols; ++k) {
                    const A p = static_cast<A>(a.data[i * a.rs + k * a.cs]) * static_cast<A>(b.data[k * b.rs + j * b.cs]);
                    acc = acc + p;
                }
                c.data[i * c.rs + j * c.cs] = static_cast<T>(acc);
            }
        }
}

// addmm_impl_cpu_ with beta = 0, alpha = 1: c [m, n] = a [m, k] b [k, n].
template <typename T>
void addmm(Mat<const T> m1, Mat<const T> m2, const Mat<T> &result)
{
    if (m1.cols == 0) {
        for (int64_t i = 0; i < result.rows; ++i)
            for (int64_t j = 0; j < result.cols; ++j)
                result.data[i * result.rs + j * result.cs] = T(0);
        return;
    }
    if constexpr (!std::is_floating_point_v<T>) {
        naiveProduct<T>(m1, m2, result);
    } else {
        // Which of result / result^T is column-major decides the BLAS call; operands that
        // are neither row- nor column-major are copied contiguous first.
        const int64_t rows = result.rows, cols = result.cols;
        bool transposeC;
        std::vector<T> cBuffer;
        T *c;
        int64_t ldc;
        if (result.rs == 1 && (cols == 1 || result.cs >= std::max<int64_t>(1, rows))) {
            transposeC = false;
            c = result.data;
            ldc = result.cs;
        } else if (result.cs == 1 && (rows == 1 || result.rs >= std::max<int64_t>(1, cols))) {
            std::swap(m1, m2);
            transposeC = true;
            c = result.data;
            ldc = result.rs;
        } else {
            transposeC = false;
            cBuffer.assign(static_cast<size_t>(rows * cols), T(0));
            c = cBuffer.data();
            ldc = rows;
        }
        const int64_t m = transposeC ? cols : rows, n = transposeC ? rows : cols;
        const int64_t k = transposeC ? m1.rows : m1.cols;
        // In the swapped frame, the operand strides read as [transposeC ? 1 : 0] first.
        auto strideA = [&](const Mat<const T> &x, int which) {
            const int idx = transposeC ? 1 - which : which;
            return idx == 0 ? x.rs : x.cs;
        };
        std::vector<T> aCopy, bCopy;
        auto contiguousCopy = [](const Mat<const T> &x, std::vector<T> &buf) {
            buf.resize(static_cast<size_t>(x.rows * x.cols));
            for (int64_t i = 0; i < x.rows; ++i)
                for (int64_t j = 0; j < x.cols; ++j)
                    buf[static_cast<size_t>(i * x.cols + j)] = x.data[i * x.rs + j * x.cs];
            return Mat<const T>{buf.data(), x.rows, x.cols, x.cols, 1};
        };
        bool transposeA;
        if (strideA(m1, 0) == 1 && strideA(m1, 1) >= std::max<int64_t>(1, m)) {
            transposeA = false;
        } else if (strideA(m1, 1) == 1 && strideA(m1, 0) >= std::max<int64_t>(1, k)) {
            transposeA = true;
        } else {
            transposeA = !transposeC;
            m1 = contiguousCopy(m1, aCopy);
        }
        bool transposeB;
        if (strideA(m2, 0) == 1 && strideA(m2, 1) >= std::max<int64_t>(1, k)) {
            transposeB = false;
        } else if (strideA(m2, 1) == 1 && strideA(m2, 0) >= std::max<int64_t>(1, n)) {
            transposeB = true;
        } else {
            transposeB = !transposeC;
            m2 = contiguousCopy(m2, bCopy);
        }
        int64_t lda = (transposeA == transposeC) ? m1.cs : m1.rs;
        int64_t ldb = (transposeB == transposeC) ? m2.cs : m2.rs;
        // cpublas::gemm's normalize_last_dims
        if (n == 1)
            ldc = m;
        if (transposeA) {
            if (m == 1)
                lda = k;
        } else if (k == 1) {
            lda = m;
        }
        if (transposeB) {
            if (k == 1)
                ldb = n;
        } else if (n == 1) {
            ldb = k;
        }
        const bool blasOk = m <= INT_MAX && n <= INT_MAX && k <= INT_MAX && lda <= INT_MAX && ldb <= INT_MAX &&
                            ldc <= INT_MAX && lda >= std::max<int64_t>(1, transposeA ? k : m) &&
                            ldb >= std::max<int64_t>(1, transposeB ? n : k) && ldc >= std::max<int64_t>(1, m);
        if (blasOk) {
            blasGemm<T>(transposeA ? 't' : 'n', transposeB ? 't' : 'n', m, n, k, m1.data, lda, m2.data, ldb, c, ldc);
        } else {
            // gemm_stub's loops: the plain product in the (possibly swapped) frame.
            Mat<const T> A = transposeC ? Mat<const T>{m1.data, m, k, m1.cs, m1.rs} : m1;
            Mat<const T> B = transposeC ? Mat<const T>{m2.data, k, n, m2.cs, m2.rs} : m2;
            naiveProduct<T>(A, B, Mat<T>{c, m, n, 1, ldc});
        }
        if (!cBuffer.empty())
            for (int64_t i = 0; i < rows; ++i)
                for (int64_t j = 0; j < cols; ++j)
                    result.data[i * result.rs + j * result.cs] = cBuffer[static_cast<size_t>(i + j * rows)];
    }
}

// addmv_out_cpu with beta = 0: y [m] = mat [m, n] x [n].
template <typename T>
void addmv(const Mat<const T> &mat, const T *x, int64_t incx, T *y, int64_t incy, int64_t len)
{
    const int64_t m = mat.rows, n = mat.cols;
    if (mat.rows * mat.cols == 0) {
        for (int64_t i = 0; i < len; ++i)
            y[i * incy] = T(0);
        return;
    }
    auto ldaCond = [](int64_t mm, int64_t nn, int64_t lda) { return nn == 1 || lda >= std::max<int64_t>(1, mm); };
    auto naive = [&]() {
        for (int64_t i = 0; i < m; ++i) {
            OpMath<T> acc = 0;
            for (int64_t j = 0; j < n; ++j) {
                if constexpr (std::is_same_v<T, bool>)
                    acc = acc || (mat.data[i * mat.rs + j * mat.cs] && x[j * incx]);
                else
                    acc = static_cast<OpMath<T>>(acc + static_cast<OpMath<T>>(mat.data[i * mat.rs + j * mat.cs]) *
                                                           static_cast<OpMath<T>>(x[j * incx]));
            }
            y[i * incy] = static_cast<T>(acc);
        }
    };
    if constexpr (!std::is_floating_point_v<T>) {
        naive();
    } else {
        char trans;
        int64_t gm, gn, lda;
        std::vector<T> copy;
        const T *a = mat.data;
        if (mat.rs == 1 && ldaCond(m, n, mat.cs)) {
            trans = 'n';
            gm = m;
            gn = n;
            lda = mat.cs;
        } else if (mat.cs == 1 && ldaCond(n, m, mat.rs)) {
            trans = 't';
            gm = n;
            gn = m;
            lda = mat.rs;
        } else {
            copy.resize(static_cast<size_t>(m * n));
            for (int64_t i = 0; i < m; ++i)
                for (int64_t j = 0; j < n; ++j)
                    copy[static_cast<size_t>(i * n + j)] = mat.data[i * mat.rs + j * mat.cs];
            a = copy.data();
            trans = 't';
            gm = n;
            gn = m;
            lda = n;
        }
        if (gn == 1)
            lda = gm;
        if (gm <= INT_MAX && gn <= INT_MAX && lda <= INT_MAX && lda >= std::max<int64_t>(1, gm) && incx > 0 && incx <= INT_MAX &&
            incy > 0 && incy <= INT_MAX) {
            const int m_ = static_cast<int>(gm), n_ = static_cast<int>(gn), lda_ = static_cast<int>(lda);
            const int ix = static_cast<int>(incx), iy = static_cast<int>(incy);
            const T one = 1, zero = 0;
            if constexpr (std::is_same_v<T, float>)
                sgemv_(&trans, &m_, &n_, &one, a, &lda_, x, &ix, &zero, y, &iy);
            else
                dgemv_(&trans, &m_, &n_, &one, a, &lda_, x, &ix, &zero, y, &iy);
        } else {
            naive();
        }
    }
}

template <typename T>
T dot(int64_t n, const T *x, int64_t incx, const T *y, int64_t incy)
{
    if (n == 1) {
        incx = 1;
        incy = 1;
    }
    if constexpr (std::is_floating_point_v<T>) {
        if (n <= INT_MAX && incx <= INT_MAX && incy <= INT_MAX) {
            const int n_ = static_cast<int>(n), ix = static_cast<int>(incx), iy = static_cast<int>(incy);
            if constexpr (std::is_same_v<T, float>)
                return sdot_(&n_, x, &ix, y, &iy);
            else
                return ddot_(&n_, x, &ix, y, &iy);
        }
    }
    OpMath<T> acc = 0;
    for (int64_t i = 0; i < n; ++i) {
        if constexpr (std::is_same_v<T, bool>)
            acc = acc || (x[i * incx] && y[i * incy]);
        else if constexpr (std::is_integral_v<T>)
            acc = static_cast<T>(static_cast<std::make_unsigned_t<T>>(acc) +
                                 static_cast<std::make_unsigned_t<T>>(x[i * incx]) * static_cast<std::make_unsigned_t<T>>(y[i * incy]));
        else
            acc += static_cast<OpMath<T>>(x[i * incx]) * static_cast<OpMath<T>>(y[i * incy]);
    }
    return static_cast<T>(acc);
}

} // namespace

void HostLinalg::matmul(MatmulKind kind, const StridedRef &out, const StridedRef &a, const StridedRef &b)
{
    dispatch(a.dtype, [&](auto tag) {
        using T = decltype(tag);
        T *o = static_cast<T *>(out.data);
        const T *pa = static_cast<const T *>(a.data);
        const T *pb = static_cast<const T *>(b.data);
        switch (kind) {
        case MatmulKind::Dot:
            *o = dot<T>(a.sizes[0], pa, a.strides[0], pb, b.strides[0]);
            return;
        case MatmulKind::Mv:
            addmv<T>({pa, a.sizes[0], a.sizes[1], a.strides[0], a.strides[1]}, pb, b.strides[0], o, out.strides[0], out.sizes[0]);
            return;
        case MatmulKind::Mm:
            addmm<T>({pa, a.sizes[0], a.sizes[1], a.strides[0], a.strides[1]}, {pb, b.sizes[0], b.sizes[1], b.strides[0], b.strides[1]},
                     {o, out.sizes[0], out.sizes[1], out.strides[0], out.strides[1]});
            return;
        case MatmulKind::Bmm: {
            const int64_t batches = out.sizes[0], rows = out.sizes[1], cols = out.sizes[2], inner = a.sizes[2];
            for (int64_t i = 0; i < batches; ++i) {
                const Mat<const T> ma{pa + i * a.strides[0], rows, inner, a.strides[1], a.strides[2]};
                const Mat<const T> mb{pb + i * b.strides[0], inner, cols, b.strides[1], b.strides[2]};
                const Mat<T> mo{o + i * out.strides[0], rows, cols, out.strides[1], out.strides[2]};
                // bmm_out_or_baddbmm_: tiny products in ATen's own loop, others per batch in gemm.
                if (inner * rows * cols < 400)
                    naiveProduct<T>(ma, mb, mo);
                else
                    addmm<T>(ma, mb, mo);
            }
            return;
        }
        }
    });
}

namespace {

// numpy's is_blasable2d (strides in elements here): unit stride along d2, the other a
// whole row apart.
bool blasable2d(int64_t s1, int64_t s2, int64_t d2) { return s2 == 1 && s1 >= d2 && s1 <= INT_MAX; }

template <typename T>
void noblas(const Mat<T> &out, const Mat<const T> &a, const Mat<const T> &b)
{
    // @TYPE@_matmul_inner_noblas: out = 0, then += a * b along n
    for (int64_t m = 0; m < out.rows; ++m)
        for (int64_t p = 0; p < out.cols; ++p) {
            T &o = out.data[m * out.rs + p * out.cs];
            o = 0;
            for (int64_t n = 0; n < a.cols; ++n) {
                if constexpr (std::is_same_v<T, bool>)
                    o = o || (a.data[m * a.rs + n * a.cs] && b.data[n * b.rs + p * b.cs]);
                else
                    o = static_cast<T>(o + a.data[m * a.rs + n * a.cs] * b.data[n * b.rs + p * b.cs]);
            }
        }
}

template <typename T>
T numpyDot(const T *x, int64_t incx, const T *y, int64_t incy, int64_t n)
{
    // FLOAT_dot / DOUBLE_dot: cblas chunks summed in double
    constexpr int64_t chunk = int64_t{1} << 30;
    double sum = 0;
    while (n > 0) {
        const int c = static_cast<int>(std::min(n, chunk));
        if constexpr (std::is_same_v<T, float>)
            sum += cblas_sdot(c, x, static_cast<int>(incx), y, static_cast<int>(incy));
        else
            sum += cblas_ddot(c, x, static_cast<int>(incx), y, static_cast<int>(incy));
        x += c * incx;
        y += c * incy;
        n -= c;
    }
    return static_cast<T>(sum);
}

template <typename T>
void numpyGemv(const Mat<const T> &a, const T *x, int64_t incx, T *y, int64_t incy)
{
    // @TYPE@_gemv: y [m] = a [m, n] x
    constexpr int kColMajor = 102, kTrans = 112;
    int order, lda;
    if (blasable2d(a.rs, a.cs, a.cols)) {
        order = kColMajor;
        lda = static_cast<int>(a.rs);
    } else {
        order = kCblasRowMajor;
        lda = static_cast<int>(a.cs);
    }
    const int n = static_cast<int>(a.cols), m = static_cast<int>(a.rows);
    if constexpr (std::is_same_v<T, float>)
        cblas_sgemv(order, kTrans, n, m, 1.0f, a.data, lda, x, static_cast<int>(incx), 0.0f, y, static_cast<int>(incy));
    else
        cblas_dgemv(order, kTrans, n, m, 1.0, a.data, lda, x, static_cast<int>(incx), 0.0, y, static_cast<int>(incy));
}

template <typename T>
void numpyMatrixMatrix(const Mat<const T> &a, const Mat<const T> &b, const Mat<T> &out)
{
    // @TYPE@_matmul_matrixmatrix: gemm, or syrk for a matrix times its own transpose
    constexpr int kTrans = 112, kUpper = 121;
    const int m = static_cast<int>(a.rows), n = static_cast<int>(a.cols), p = static_cast<int>(b.cols);
    int trans1, trans2, lda, ldb;
    if (blasable2d(a.rs, a.cs, a.cols)) {
        trans1 = kCblasNoTrans;
        lda = static_cast<int>(a.rs);
    } else {
        trans1 = kTrans;
        lda = static_cast<int>(a.cs);
    }
    if (blasable2d(b.rs, b.cs, b.cols)) {
        trans2 = kCblasNoTrans;
        ldb = static_cast<int>(b.rs);
    } else {
        trans2 = kTrans;
        ldb = static_cast<int>(b.cs);
    }
    const int ldc = static_cast<int>(out.rs);
    if (a.data == b.data && m == p && a.rs == b.cs && a.cs == b.rs && trans1 != trans2) {
        if constexpr (std::is_same_v<T, float>)
            cblas_ssyrk(kCblasRowMajor, kUpper, trans1, p, n, 1.0f, a.data, lda, 0.0f, out.data, ldc);
        else
            cblas_dsyrk(kCblasRowMajor, kUpper, trans1, p, n, 1.0, a.data, lda, 0.0, out.data, ldc);
        for (int i = 0; i < p; ++i)
            for (int j = i + 1; j < p; ++j)
                out.data[j * ldc + i] = out.data[i * ldc + j];
        return;
    }
    if constexpr (std::is_same_v<T, float>)
        cblas_sgemm(kCblasRowMajor, trans1, trans2, m, p, n, 1.0f, a.data, lda, b.data, ldb, 0.0f, out.data, ldc);
    else
        cblas_dgemm(kCblasRowMajor, trans1, trans2, m, p, n, 1.0, a.data, lda, b.data, ldb, 0.0, out.data, ldc);
}

} // namespace

void HostLinalg::numpyMatmul(const StridedRef &out, const StridedRef &a, const StridedRef &b)
{
    dispatch(out.dtype, [&](auto tag) {
        using T = decltype(tag);
        const Mat<const T> ma{static_cast<const T *>(a.data), a.sizes[0], a.sizes[1], a.strides[0], a.strides[1]};
        const Mat<const T> mb{static_cast<const T *>(b.data), b.sizes[0], b.sizes[1], b.strides[0], b.strides[1]};
        const Mat<T> mo{static_cast<T *>(out.data), out.sizes[0], out.sizes[1], out.strides[0], out.strides[1]};
        if constexpr (!std::is_floating_point_v<T>) {
            noblas<T>(mo, ma, mb);
        } else {
            const int64_t dm = ma.rows, dn = ma.cols, dp = mb.cols;
            const bool anyZero = dm == 0 || dn == 0 || dp == 0;
            const bool tooBig = dm > INT_MAX || dn > INT_MAX || dp > INT_MAX;
            const bool special = dm == 1 || dn == 1 || dp == 1;
            const bool i1 = blasable2d(ma.rs, ma.cs, dn) || blasable2d(ma.cs, ma.rs, dm);
            const bool i2 = blasable2d(mb.rs, mb.cs, dp) || blasable2d(mb.cs, mb.rs, dn);
            const bool oc = blasable2d(mo.rs, mo.cs, dp);
            const bool vectorMatrix = dm == 1 && i2 && blasable2d(ma.cs, 1, 1);
            const bool matrixVector = dp == 1 && i1 && blasable2d(mb.rs, 1, 1);
            if (tooBig || anyZero) {
                noblas<T>(mo, ma, mb);
            } else if (special) {
                if (dm == 1 && dp == 1)
                    *mo.data = numpyDot<T>(ma.data, ma.cs, mb.data, mb.rs, dn);
                else if (dn == 1 && (dp == 1 || dm == 1))
                    noblas<T>(mo, ma, mb);
                else if (vectorMatrix) // b^T x: switch the operands, p and m
                    numpyGemv<T>(Mat<const T>{mb.data, dp, dn, mb.cs, mb.rs}, ma.data, ma.cs, mo.data, mo.cs);
                else if (matrixVector)
                    numpyGemv<T>(ma, mb.data, mb.rs, mo.data, mo.rs);
                else
                    noblas<T>(mo, ma, mb);
            } else if (i1 && i2 && oc) {
                numpyMatrixMatrix<T>(ma, mb, mo);
            } else {
                noblas<T>(mo, ma, mb);
            }
        }
    });
}

} // namespace tl
