// The CUDA activation functors (tensor/cuda/activation_functors.hpp) on the CPU against the CPU kernels: the
// gradients of tanh and sigmoid to the bit (the same operations in the same order, one fused multiply-add for
// tanh's), silu and gelu (erf and tanh forms) within a few ulp (the CPU kernels use SLEEF's or oneDNN's exp, erf
// and tanh, the GPU its own). gpu_walker_test.cpp compares the kernels themselves where a GPU is.
#include "tensor/cuda/activation_functors.hpp"
#include "tensor/cuda/special_functors.hpp"
#include "tensor/cuda/division_functors.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::cuda {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::values;

template <class T>
std::vector<T> draw(size_t n, double lo, double hi, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  std::vector<T> v(n);
  for (T& x : v) x = static_cast<T>(dist(gen));
  v[0] = T(0);
  v[1] = -T(0);
  return v;
}
template <class T> ScalarType dtype_for() { return std::is_same_v<T, float> ? ScalarType::Float : ScalarType::Double; }
Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

// Within rel of max(|want|, |x|): gelu's 1 + erf(x / sqrt 2) cancels for negative x, so its rounding error
// scales with x, not with the (tiny) result.
template <class T>
void expect_within(const std::vector<T>& got, const std::vector<T>& want, double rel, const std::string& what,
                   const std::vector<T>* x = nullptr) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    if ((std::isnan(got[i]) && std::isnan(want[i])) || (std::isinf(want[i]) && got[i] == want[i])) continue;
    if (rel == 0) EXPECT_EQ(got[i], want[i]) << what << " at " << i;
    else EXPECT_LE(std::abs(double(got[i]) - double(want[i])),
                   rel * std::max(std::abs(double(want[i])), x ? std::abs(double((*x)[i])) : 0.0) + rel * 1e-3)
        << what << " at " << i << ": " << got[i] << " vs " << want[i];
  }
}

template <class T>
void check_all() {
  const size_t n = 513;
  const std::vector<T> x = draw<T>(n, -9, 9, 3), g = draw<T>(n, -2, 2, 4);
  const Tensor tx = make<T>({int64_t(n)}, x, dtype_for<T>()), tg = make<T>({int64_t(n)}, g, dtype_for<T>());
  const Tensor ty = op("tanh", {tx}), sy = op("sigmoid", {tx});
  const std::vector<T> tyv = values<T>(ty), syv = values<T>(sy);
  std::vector<T> got(n);
  for (size_t i = 0; i < n; ++i) got[i] = TanhBackwardF{}(g[i], tyv[i]);
  expect_within(got, values<T>(op("tanh_backward", {tg, ty})), 0, "tanh_backward");
  for (size_t i = 0; i < n; ++i) got[i] = SigmoidBackwardF{}(g[i], syv[i]);
  expect_within(got, values<T>(op("sigmoid_backward", {tg, sy})), 0, "sigmoid_backward");
  const double ulps = std::is_same_v<T, float> ? 4e-7 * 8 : 2.3e-16 * 8;
  for (size_t i = 0; i < n; ++i) got[i] = SiluF{}(x[i]);
  expect_within(got, values<T>(op("silu", {tx})), ulps, "silu");
  for (size_t i = 0; i < n; ++i) got[i] = GeluErfF{}(x[i]);
  expect_within(got, values<T>(op("gelu", {tx, std::string("none")})), ulps, "gelu", &x);
  for (size_t i = 0; i < n; ++i) got[i] = GeluTanhF{}(x[i]);
  expect_within(got, values<T>(op("gelu", {tx, std::string("tanh")})), ulps, "gelu tanh", &x);
}

TEST(CudaActivationFunctors, MatchTheCpuKernels) {
  check_all<float>();
  check_all<double>();
}

// erfc, exp2, asinh, acosh, atanh, lgamma (special_functors.hpp) within a few ulp of the CPU kernels (SLEEF's
// vector functions there, the C library's here), on each function's domain.
template <class T, class F>
void check_special(const char* name, F f, double lo, double hi) {
  const size_t n = 301;
  const std::vector<T> x = draw<T>(n, lo, hi, 9);
  const Tensor tx = make<T>({int64_t(n)}, x, dtype_for<T>());
  std::vector<T> got(n);
  for (size_t i = 0; i < n; ++i) got[i] = f(x[i]);
  const double ulps = std::is_same_v<T, float> ? 1.2e-7 * 8 : 2.3e-16 * 8;
  expect_within(got, values<T>(op(name, {tx})), ulps, name);
}
TEST(CudaActivationFunctors, SpecialFunctionsMatchTheCpuKernels) {
  for (int k = 0; k < 2; ++k) {
    auto run = [&]<class T>(std::type_identity<T>) {
      check_special<T>("erfc", ErfcF{}, -4, 9);
      check_special<T>("exp2", Exp2F{}, -60, 60);
      check_special<T>("asinh", AsinhF{}, -20, 20);
      check_special<T>("acosh", AcoshF{}, 1, 40);
      check_special<T>("atanh", AtanhF{}, -0.999, 0.999);
      check_special<T>("lgamma", LgammaF{}, 0.01, 30);
    };
    if (k == 0) run(std::type_identity<float>{});
    else run(std::type_identity<double>{});
  }
}

// The special functions' functors (special_functors.hpp) exactly as the CPU kernels, which run the same element
// code (kernels/special_math.hpp): erfinv, digamma and trigamma in the element type, polygamma of higher order,
// erfcx, ndtri, log_ndtr, zeta and igamma/igammac in double rounded once. A functor computing in the wrong type, or
// calling the wrong order of polygamma, differs here. Negative arguments take digamma's reflection and ndtri's
// upper half its symmetry.
template <class T, class F>
void check_exact(const char* name, F f, double lo, double hi, Stack leading = {}) {
  const size_t n = 401;
  const std::vector<T> x = draw<T>(n, lo, hi, 11);
  Stack args = leading;
  args.push_back(make<T>({int64_t(n)}, x, dtype_for<T>()));
  std::vector<T> got(n);
  for (size_t i = 0; i < n; ++i) got[i] = f(x[i]);
  expect_within(got, values<T>(op(name, args)), 0, name);
}
template <class T, class F>
void check_exact2(const char* name, F f, double lo, double hi) {
  const size_t n = 401;
  const std::vector<T> a = draw<T>(n, lo, hi, 12), b = draw<T>(n, lo, hi, 13);
  std::vector<T> got(n);
  for (size_t i = 0; i < n; ++i) got[i] = f(a[i], b[i]);
  expect_within(got, values<T>(op(name, {make<T>({int64_t(n)}, a, dtype_for<T>()), make<T>({int64_t(n)}, b, dtype_for<T>())})),
                0, name);
}
TEST(CudaActivationFunctors, SharedSpecialFunctionsAreTheCpuKernels) {
  auto run = [&]<class T>(std::type_identity<T>) {
    check_exact<T>("erfinv", ErfinvF{}, -1, 1);
    check_exact<T>("digamma", DigammaF{}, -12.5, 30);
    check_exact<T>("polygamma", DigammaF{}, -12.5, 30, {int64_t(0)});
    check_exact<T>("polygamma", TrigammaF{}, -12.5, 30, {int64_t(1)});
    check_exact<T>("polygamma", PolygammaF{3}, 0.05, 30, {int64_t(3)});
    check_exact<T>("special_erfcx", ErfcxF{}, -30, 60);
    check_exact<T>("special_ndtri", NdtriF{}, 0, 1);
    check_exact<T>("special_log_ndtr", LogNdtrF{}, -40, 10);
    check_exact2<T>("special_zeta", ZetaF{}, 0.5, 6);
    check_exact2<T>("igamma", IgammaF{}, 0, 12);
    check_exact2<T>("igammac", IgammacF{}, 0, 12);
  };
  run(std::type_identity<float>{});
  run(std::type_identity<double>{});
}

// The Bessel and Airy functions' functors (special_functors.hpp: kernels/cephes.hpp and kernels/bessel.hpp, which
// the CPU kernels run) exactly as the CPU kernels, over ranges that cross each function's branch points (5 for J and
// Y, 8 for I, 2 for K, -2.09 and 2.09 for Ai, 0.5 for j0), zero and negative arguments included; and at the
// special values. A functor calling a neighbour (J1 for J0, I0 for I0e) differs here.
template <class T, class F>
void check_bessel(const char* name, F f, double lo, double hi) {
  check_exact<T>(name, f, lo, hi);
  const T inf = std::numeric_limits<T>::infinity();
  const std::vector<T> x = {0, -0.0, inf, -inf, std::numeric_limits<T>::quiet_NaN(), 5, 8, 2, -2.09f, 2.09f, 0.5};
  std::vector<T> got;
  for (T v : x) got.push_back(f(v));
  expect_within(got, values<T>(op(name, {make<T>({int64_t(x.size())}, x, dtype_for<T>())})), 0, name);
}
TEST(CudaActivationFunctors, BesselFunctionsAreTheCpuKernels) {
  auto run = [&]<class T>(std::type_identity<T>) {
    check_bessel<T>("i0", I0F{}, -20, 20);
    check_bessel<T>("special_i0e", I0eF{}, -20, 20);
    check_bessel<T>("special_i1", I1F{}, -20, 20);
    check_bessel<T>("special_i1e", I1eF{}, -20, 20);
    check_bessel<T>("special_airy_ai", AiryAiF{}, -12, 12);
    check_bessel<T>("special_bessel_j0", BesselJ0F{}, -15, 15);
    check_bessel<T>("special_bessel_j1", BesselJ1F{}, -15, 15);
    check_bessel<T>("special_bessel_y0", BesselY0F{}, -1, 15);
    check_bessel<T>("special_bessel_y1", BesselY1F{}, -1, 15);
    check_bessel<T>("special_modified_bessel_i0", ModifiedI0F{}, -20, 20);
    check_bessel<T>("special_modified_bessel_i1", ModifiedI1F{}, -20, 20);
    check_bessel<T>("special_modified_bessel_k0", ModifiedK0F{}, -1, 12);
    check_bessel<T>("special_modified_bessel_k1", ModifiedK1F{}, -1, 12);
    check_bessel<T>("special_scaled_modified_bessel_k0", ScaledK0F{}, -1, 12);
    check_bessel<T>("special_scaled_modified_bessel_k1", ScaledK1F{}, -1, 12);
    check_bessel<T>("special_spherical_bessel_j0", SphericalJ0F{}, -10, 10);
  };
  run(std::type_identity<float>{});
  run(std::type_identity<double>{});
}

// The orthogonal polynomials' functors (special_functors.hpp: kernels/polynomials.hpp, which the CPU kernels run)
// exactly as the CPU kernels, over every (x, n) of a grid: x at and beyond the special points (0, +-1), inside and
// outside [-1, 1], NaN; n negative, 0 to 14 (the recurrences and the trigonometric forms), fractional (truncated),
// NaN, and a scalar x or n (the x_scalar and n_scalar overloads). A functor with its arguments swapped, or one that
// rounds n rather than truncating it, differs here.
template <class T, class F>
void check_polynomial(const std::string& name, F f) {
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const std::vector<T> xs = {-3.5, -1, -0.999, -0.6, -0.25, 0, 0.125, 0.5, 0.75, 0.999, 1, 1.5, 7, nan};
  std::vector<T> ns = {-2, -1, 2.7, -0.5, nan};
  for (int k = 0; k <= 14; ++k) ns.push_back(T(k));
  std::vector<T> x, n, got;
  for (T a : xs)
    for (T d : ns) {
      x.push_back(a);
      n.push_back(d);
      got.push_back(f(a, d));
    }
  const auto len = int64_t(x.size());
  const Tensor tx = make<T>({len}, x, dtype_for<T>()), tn = make<T>({len}, n, dtype_for<T>());
  expect_within(got, values<T>(op(name.c_str(), {tx, tn})), 0, name);
  // the scalar overloads: x = 0.5 for every n, and n = 9 for every x
  std::vector<T> by_n, by_x;
  for (T d : n) by_n.push_back(f(T(0.5), d));
  for (T a : x) by_x.push_back(f(a, T(9)));
  expect_within(by_n, values<T>(op((name + ".x_scalar").c_str(), {0.5, tn})), 0, name + ".x_scalar");
  expect_within(by_x, values<T>(op((name + ".n_scalar").c_str(), {tx, int64_t(9)})), 0, name + ".n_scalar");
}
TEST(CudaActivationFunctors, PolynomialsAreTheCpuKernels) {
  auto run = [&]<class T>(std::type_identity<T>) {
    check_polynomial<T>("special_chebyshev_polynomial_t", ChebyshevTF{});
    check_polynomial<T>("special_chebyshev_polynomial_u", ChebyshevUF{});
    check_polynomial<T>("special_chebyshev_polynomial_v", ChebyshevVF{});
    check_polynomial<T>("special_chebyshev_polynomial_w", ChebyshevWF{});
    check_polynomial<T>("special_shifted_chebyshev_polynomial_t", ShiftedChebyshevTF{});
    check_polynomial<T>("special_shifted_chebyshev_polynomial_u", ShiftedChebyshevUF{});
    check_polynomial<T>("special_shifted_chebyshev_polynomial_v", ShiftedChebyshevVF{});
    check_polynomial<T>("special_shifted_chebyshev_polynomial_w", ShiftedChebyshevWF{});
    check_polynomial<T>("special_hermite_polynomial_h", HermiteHF{});
    check_polynomial<T>("special_hermite_polynomial_he", HermiteHeF{});
    check_polynomial<T>("special_laguerre_polynomial_l", LaguerreLF{});
    check_polynomial<T>("special_legendre_polynomial_p", LegendrePF{});
  };
  run(std::type_identity<float>{});
  run(std::type_identity<double>{});
}

// remainder, floor_divide, fmod (division_functors.hpp) exactly as the CPU kernels, signs of both operands mixed, in
// float, double, int64 and int8; atan2 within a few ulp. (Division by zero and INT_MIN / -1 are refused before the
// launch, so they are not run here.)
template <class T>
void check_division(ScalarType dtype) {
  std::vector<T> a, b;
  for (int i = -7; i <= 7; ++i)
    for (int j : {-5, -3, -2, -1, 1, 2, 3, 4}) {
      a.push_back(static_cast<T>(std::is_floating_point_v<T> ? i * 1.25 : i * 9));
      b.push_back(static_cast<T>(std::is_floating_point_v<T> ? j * 0.75 : j));
    }
  if constexpr (std::is_floating_point_v<T>)  // quotients just under an integer (1.0 // 0.1 is 9), signed zeros
    for (auto [x, y] : {std::pair{1.0, 0.1}, {-1.0, 0.1}, {2.0, -0.2}, {-0.0, 3.0}, {0.0, -3.0}, {7.0, 0.7}}) {
      a.push_back(static_cast<T>(x));
      b.push_back(static_cast<T>(y));
    }
  const int64_t n = int64_t(a.size());
  const Tensor ta = make<T>({n}, a, dtype), tb = make<T>({n}, b, dtype);
  std::vector<T> r(a.size()), q(a.size()), f(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    r[i] = RemainderF{}(a[i], b[i]);
    q[i] = FloorDivideF{}(a[i], b[i]);
    f[i] = FmodF{}(a[i], b[i]);
  }
  EXPECT_EQ(r, values<T>(op("remainder.Tensor", {ta, tb}))) << dtype_name(dtype);
  EXPECT_EQ(q, values<T>(op("floor_divide", {ta, tb}))) << dtype_name(dtype);
  EXPECT_EQ(f, values<T>(op("fmod.Tensor", {ta, tb}))) << dtype_name(dtype);
  if constexpr (std::is_floating_point_v<T>) {
    std::vector<T> t(a.size());
    for (size_t i = 0; i < a.size(); ++i) t[i] = Atan2F{}(a[i], b[i]);
    expect_within(t, values<T>(op("atan2", {ta, tb})), std::is_same_v<T, float> ? 1e-6 : 2e-15, "atan2");
  }
}
TEST(CudaActivationFunctors, DivisionFunctorsMatchTheCpuKernels) {
  check_division<float>(ScalarType::Float);
  check_division<double>(ScalarType::Double);
  check_division<int64_t>(ScalarType::Long);
  check_division<int8_t>(ScalarType::Char);
}

// PyTorch's tanh and sigmoid gradients dispatch floating types only; both backends refuse integer tensors, before
// any launch on CUDA (pointwise.cu), with the CPU kernels' messages here.
TEST(CudaActivationFunctors, IntegerGradientsAreRefusedAsByTheCpuKernels) {
  const Tensor g = make<int64_t>({4}, {3, -2, 7, 100000}, ScalarType::Long);
  const Tensor y = make<int64_t>({4}, {2, 5, -1, 100000}, ScalarType::Long);
  for (const char* name : {"tanh_backward", "sigmoid_backward"}) {
    try {
      op(name, {g, y});
      ADD_FAILURE() << name << " computed an int64 gradient";
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()), "\"" + std::string(name) + "_cpu\" not implemented for 'Long'");
    }
  }
}

}  // namespace
}  // namespace tsr::tensor::cuda
