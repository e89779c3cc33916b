// The CUDA kernels' per-element functors and index math, run on the CPU: each functor against the CPU kernel of
// its op on the same inputs, OffsetCalculator against the strides it was built from, Philox against its published
// known-answer vector. These hold on machines without a GPU; gpu_walker_test.cpp compares the kernels themselves.
#include "tensor/cuda/functors.hpp"
#include "tensor/cuda/int_pow.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <functional>
#include <limits>
#include <map>
#include <random>
#include <set>

#include "tensor/cuda/offset_calculator.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/cuda/philox.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
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
  return v;
}

template <class T> ScalarType dtype_for() { return std::is_same_v<T, float> ? ScalarType::Float : ScalarType::Double; }

// |got - want| within rel * |want| + abs; exact when rel = abs = 0.
template <class T>
void expect_close(const std::vector<T>& got, const std::vector<T>& want, double rel, const char* what) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    if (std::isnan(want[i])) {
      EXPECT_TRUE(std::isnan(got[i])) << what << " at " << i;
      continue;
    }
    EXPECT_LE(std::abs(double(got[i]) - double(want[i])), rel * std::abs(double(want[i])) + (rel > 0 ? 1e-30 : 0))
        << what << " at " << i << ": " << got[i] << " vs " << want[i];
  }
}

template <class T, class F>
void check_unary(F f, const std::function<Tensor(const Tensor&)>& cpu_op, double lo, double hi, double rel,
                 const char* what) {
  const std::vector<T> x = draw<T>(257, lo, hi, 7);
  const std::vector<T> want = values<T>(cpu_op(make<T>({257}, x, dtype_for<T>())));
  std::vector<T> got(x.size());
  for (size_t i = 0; i < x.size(); ++i) got[i] = f(x[i]);
  expect_close(got, want, rel, what);
}

template <class T, class F>
void check_binary(F f, const std::function<Tensor(const Tensor&, const Tensor&)>& cpu_op, double rel,
                  const char* what) {
  const std::vector<T> x = draw<T>(129, -3, 3, 1), y = draw<T>(129, 0.5, 4, 2);
  const std::vector<T> want =
      values<T>(cpu_op(make<T>({129}, x, dtype_for<T>()), make<T>({129}, y, dtype_for<T>())));
  std::vector<T> got(x.size());
  for (size_t i = 0; i < x.size(); ++i) got[i] = f(x[i], y[i]);
  expect_close(got, want, rel, what);
}

// abs of a complex tensor on the device: ComplexAbsF over its (real, imaginary) parts is std::abs of the complex
// number (hypot, as PyTorch's CUDA kernel), and the CPU kernel's values within rounding (its vectorised loop takes
// sqrt(re^2 + im^2), so a float whose square overflows gives inf there; the device gives the modulus).
template <class T>
void check_complex_abs() {
  std::vector<T> parts = draw<T>(2 * 101, -3, 3, 11);
  const Tensor z = view_as_complex(make<T>({101, 2}, parts, dtype_for<T>()));
  const std::vector<T> want = values<T>(call_tensor_op(find_op("abs"), {z}));
  std::vector<T> got(101);
  for (size_t i = 0; i < got.size(); ++i) got[i] = ComplexAbsF{}(parts[2 * i], parts[2 * i + 1]);
  expect_close(got, want, 4 * std::numeric_limits<T>::epsilon(), "complex abs");
  const T inf = std::numeric_limits<T>::infinity(), nan = std::numeric_limits<T>::quiet_NaN();
  for (auto [re, im] : std::vector<std::pair<T, T>>{{T(3e30), T(4e30)}, {T(0), T(-0.0)}, {inf, nan}, {nan, T(1)},
                                                    {T(-3), T(4)}})
  {
    const T got = ComplexAbsF{}(re, im), want = std::abs(std::complex<T>(re, im));
    EXPECT_TRUE(got == want || (std::isnan(got) && std::isnan(want))) << re << " " << im << ": " << got;
  }
}

TEST(CudaFunctors, ComplexAbsIsTheModulus) {
  check_complex_abs<float>();
  check_complex_abs<double>();
}

template <class T>
void check_all(double transcendental_rel) {
  check_binary<T>(AddF{}, [](const Tensor& a, const Tensor& b) { return add(a, b); }, 0, "add");
  // One rounding (FMA) on the GPU and in the CPU's AVX2 kernels; a CPU without FMA rounds twice: an ulp apart.
  check_binary<T>(AddF{-2.5}, [](const Tensor& a, const Tensor& b) { return sub(a, b, 2.5); },
                  std::numeric_limits<T>::epsilon(), "sub alpha");
  check_binary<T>(MulF{}, [](const Tensor& a, const Tensor& b) { return mul(a, b); }, 0, "mul");
  check_binary<T>(DivF{}, [](const Tensor& a, const Tensor& b) { return div(a, b); }, 0, "div");
  check_binary<T>(MaximumF{}, [](const Tensor& a, const Tensor& b) { return maximum(a, b); }, 0, "maximum");
  check_binary<T>(ThresholdBackwardF{0.5},
                  [](const Tensor& g, const Tensor& x) { return threshold_backward(g, x, 0.5); }, 0, "threshold");
  check_unary<T>(NegF{}, [](const Tensor& a) { return neg(a); }, -3, 3, 0, "neg");
  check_unary<T>(ReluF{}, [](const Tensor& a) { return relu(a); }, -3, 3, 0, "relu");
  check_unary<T>(SqrtF{}, [](const Tensor& a) { return sqrt(a); }, 0, 9, 0, "sqrt");
  check_unary<T>(PowScalarF{2}, [](const Tensor& a) { return pow(a, Scalar(2.0)); }, -3, 3, 0, "pow 2");
  check_unary<T>(PowScalarF{1.7}, [](const Tensor& a) { return pow(a, Scalar(1.7)); }, 0.1, 3, transcendental_rel, "pow 1.7");
  check_unary<T>(ExpF{}, [](const Tensor& a) { return exp(a); }, -10, 10, transcendental_rel, "exp");
  check_unary<T>(LogF{}, [](const Tensor& a) { return log(a); }, 0.01, 100, transcendental_rel, "log");
  check_unary<T>(TanhF{}, [](const Tensor& a) { return tanh(a); }, -5, 5, transcendental_rel, "tanh");
  check_unary<T>(SigmoidF{}, [](const Tensor& a) { return sigmoid(a); }, -8, 8, transcendental_rel, "sigmoid");
  check_unary<T>(SinF{}, [](const Tensor& a) { return sin(a); }, -6, 6, transcendental_rel, "sin");
}

TEST(CudaFunctors, MatchTheCpuKernelsInFloat64) { check_all<double>(1e-15); }
// float32: the CPU's exp/log/tanh/sigmoid (SLEEF, kernels/cpu/sleef_math.hpp) and libm differ by an ulp or two.
TEST(CudaFunctors, MatchTheCpuKernelsInFloat32) { check_all<float>(4e-7); }

TEST(CudaFunctors, AddcmulRoundsAsTheCpuKernel) {
  const std::vector<double> x = draw<double>(64, -2, 2, 3), a = draw<double>(64, -2, 2, 4), b = draw<double>(64, -2, 2, 5);
  const Tensor out = tsr::tensor::call_tensor_op(tsr::tensor::find_op("addcmul"), {make<double>({64}, x, ScalarType::Double),
                                                         make<double>({64}, a, ScalarType::Double),
                                                         make<double>({64}, b, ScalarType::Double), 0.3});
  const std::vector<double> want = values<double>(out);
  for (size_t i = 0; i < x.size(); ++i) EXPECT_EQ(AddcmulF{0.3}(x[i], a[i], b[i]), want[i]) << i;
}

// float16 and bfloat16: the launcher wraps every functor in OpMathF (the elements widened to float, the result
// rounded once on the store), which must give what the CPU kernels give for 16-bit tensors: exactly for the
// arithmetic, within one 16-bit ulp for the transcendental functions (SLEEF's float results on the CPU, libm's
// here, may fall on the two sides of a rounding boundary).
template <class T, int Arity, class F>
void check_16bit(F f, const std::function<Tensor(const Tensor&, const Tensor&)>& cpu_op, double lo, double hi,
                 double ulps, const char* what) {
  const std::vector<float> xf = draw<float>(301, lo, hi, 11), yf = draw<float>(301, 0.5, 4, 12);
  std::vector<T> x(xf.begin(), xf.end()), y(yf.begin(), yf.end());
  const int64_t n = static_cast<int64_t>(x.size());
  const Tensor want = cpu_op(make<T>({n}, x, dtype_of<T>), make<T>({n}, y, dtype_of<T>));
  ASSERT_EQ(want.dtype(), dtype_of<T>) << what;
  const std::vector<T> w = values<T>(want);
  const OpMathF<F> wrapped{f};
  const double ulp = std::is_same_v<T, Half> ? 0x1p-10 : 0x1p-7;
  for (size_t i = 0; i < x.size(); ++i) {
    T got;
    if constexpr (Arity == 1) got = T(wrapped(x[i]));
    else got = T(wrapped(x[i], y[i]));
    const double g = float(got), e = float(w[i]);
    if (ulps == 0) EXPECT_EQ(got.x, w[i].x) << what << " at " << i << ": " << g << " vs " << e;
    else EXPECT_LE(std::abs(g - e), ulps * ulp * std::abs(e) + 1e-30) << what << " at " << i << ": " << g << " vs " << e;
  }
}

template <class T>
void check_all_16bit() {
  using B = std::function<Tensor(const Tensor&, const Tensor&)>;
  check_16bit<T, 2>(AddF{}, B([](const Tensor& a, const Tensor& b) { return add(a, b); }), -3, 3, 0, "add");
  // (Not add/sub with an alpha: PyTorch's CPU kernel rounds alpha * y to the 16-bit type before adding, its CUDA
  // kernel keeps it in float, as OpMathF does.)
  check_16bit<T, 2>(MulF{}, B([](const Tensor& a, const Tensor& b) { return mul(a, b); }), -3, 3, 0, "mul");
  check_16bit<T, 2>(DivF{}, B([](const Tensor& a, const Tensor& b) { return div(a, b); }), -3, 3, 0, "div");
  check_16bit<T, 2>(MaximumF{}, B([](const Tensor& a, const Tensor& b) { return maximum(a, b); }), -3, 3, 0, "maximum");
  check_16bit<T, 1>(NegF{}, B([](const Tensor& a, const Tensor&) { return neg(a); }), -3, 3, 0, "neg");
  // A comparison's bool passes through the wrapper as it is.
  const std::vector<T> a{T(1.5f), T(-2.0f), T(0.25f)}, b{T(1.5f), T(3.0f), T(0.125f)};
  for (size_t i = 0; i < a.size(); ++i)
    EXPECT_EQ(OpMathF<CompareF<CmpOp::Le>>{}(a[i], b[i]), float(a[i]) <= float(b[i]));
  if constexpr (std::is_same_v<T, BFloat16>) {  // PyTorch 1.13's CPU kernels of these refuse float16
    check_16bit<T, 1>(ReluF{}, B([](const Tensor& x, const Tensor&) { return relu(x); }), -3, 3, 0, "relu");
    check_16bit<T, 1>(SqrtF{}, B([](const Tensor& x, const Tensor&) { return sqrt(x); }), 0, 9, 0, "sqrt");
    check_16bit<T, 1>(ExpF{}, B([](const Tensor& x, const Tensor&) { return exp(x); }), -5, 5, 1, "exp");
    check_16bit<T, 1>(TanhF{}, B([](const Tensor& x, const Tensor&) { return tanh(x); }), -4, 4, 1, "tanh");
    check_16bit<T, 1>(SigmoidF{}, B([](const Tensor& x, const Tensor&) { return sigmoid(x); }), -6, 6, 1, "sigmoid");
  }
}

TEST(CudaFunctors, SixteenBitTypesComputeInFloatAsTheCpuKernels) {
  check_all_16bit<Half>();
  check_all_16bit<BFloat16>();
}

TEST(CudaFunctors, CastAsCopy) {
  EXPECT_EQ(CastF<int64_t>{}(-2.7), -2);
  EXPECT_EQ(CastF<bool>{}(0.25f), true);
  EXPECT_EQ(CastF<float>{}(int64_t(1) << 40), 1099511627776.0f);
  EXPECT_TRUE(std::isnan(MaxR{}(1.0, double(NAN))));
  EXPECT_TRUE(std::isnan(MinR{}(double(NAN), 1.0)));
  // A floating value to an integer type as the CPU copy converts it (wrapped through int32; NaN and out of range
  // the wide type's minimum): every value against the CPU's to().
  const std::vector<double> v{-3.37, -1.3, 2.5, 300.0, -200.7, 1e10, -1e10, 65535.9, double(NAN), 0.0, -0.0, 127.9};
  const int64_t n = static_cast<int64_t>(v.size());
  const Tensor x = make<double>({n}, v, ScalarType::Double);
  auto check_to = [&]<class T>(std::type_identity<T>) {
    const Tensor r = to_dtype(x, dtype_of<T>), rf = to_dtype(to_dtype(x, ScalarType::Float), dtype_of<T>);
    for (int64_t i = 0; i < n; ++i) {
      EXPECT_EQ(CastF<T>{}(v[size_t(i)]), r.data<T>()[i]) << "double " << v[size_t(i)];
      EXPECT_EQ(CastF<T>{}(static_cast<float>(v[size_t(i)])), rf.data<T>()[i]) << "float " << v[size_t(i)];
    }
  };
  check_to(std::type_identity<uint8_t>{});
  check_to(std::type_identity<int8_t>{});
  check_to(std::type_identity<int16_t>{});
  check_to(std::type_identity<int32_t>{});
  check_to(std::type_identity<int64_t>{});
}

// ---- comparisons, classification, selection, rounding ----------------------------------------------------------

// Values with repeats (so == and <= meet equal pairs), signed zeros, halves (round's ties), NaN and infinities.
template <class T>
std::vector<T> edge_values() {
  if constexpr (std::is_unsigned_v<T>) return {0, 1, 2, 200, 255, 0};
  std::vector<T> v{T(0), T(-0.0), T(1), T(-1), T(0.5), T(1.5), T(2.5), T(-2.5), T(-0.5), T(3), T(-7.25), T(1e-30)};
  if constexpr (std::is_floating_point_v<T>)
    v.insert(v.end(), {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                       -std::numeric_limits<T>::infinity()});
  return v;
}

template <class T, CmpOp Op>
void check_comparison(CompareOp cpu_op, const char* what) {
  const std::vector<T> base = edge_values<T>();
  std::vector<T> x, y;  // every pair
  for (T a : base)
    for (T b : base) x.push_back(a), y.push_back(b);
  const int64_t n = static_cast<int64_t>(x.size());
  const std::vector<bool> want_bits = [&] {
    const Tensor r = compare(make<T>({n}, x, dtype_of<T>), make<T>({n}, y, dtype_of<T>), cpu_op);
    const std::vector<bool> b(r.data<bool>(), r.data<bool>() + n);
    return b;
  }();
  for (int64_t i = 0; i < n; ++i) EXPECT_EQ(CompareF<Op>{}(x[size_t(i)], y[size_t(i)]), want_bits[size_t(i)]) << what << " " << i;
}

template <class T>
void check_comparisons() {
  check_comparison<T, CmpOp::Eq>(CompareOp::Eq, "eq");
  check_comparison<T, CmpOp::Ne>(CompareOp::Ne, "ne");
  check_comparison<T, CmpOp::Lt>(CompareOp::Lt, "lt");
  check_comparison<T, CmpOp::Le>(CompareOp::Le, "le");
  check_comparison<T, CmpOp::Gt>(CompareOp::Gt, "gt");
  check_comparison<T, CmpOp::Ge>(CompareOp::Ge, "ge");
}

TEST(CudaFunctors, ComparisonsMatchTheCpuKernels) {
  check_comparisons<float>();
  check_comparisons<double>();
  check_comparisons<int64_t>();
  check_comparisons<int32_t>();
}

template <class T, class F>
void check_same_dtype_unary(F f, const std::function<Tensor(const Tensor&)>& cpu_op, const char* what) {
  const std::vector<T> x = edge_values<T>();
  const int64_t n = static_cast<int64_t>(x.size());
  const std::vector<T> want = values<T>(cpu_op(make<T>({n}, x, dtype_of<T>)));
  for (size_t i = 0; i < x.size(); ++i) {
    const T got = f(x[i]);
    if constexpr (std::is_floating_point_v<T>) {
      if (std::isnan(want[i])) {
        EXPECT_TRUE(std::isnan(got)) << what << " at " << i;
        continue;
      }
      EXPECT_EQ(std::signbit(got), std::signbit(want[i])) << what << " sign of zero at " << i;
    }
    EXPECT_EQ(got, want[i]) << what << " at " << i << " of " << x[i];
  }
}

template <class T>
void check_rounding() {
  check_same_dtype_unary<T>(RoundF<RoundOp::Floor>{}, [](const Tensor& a) { return floor(a); }, "floor");
  check_same_dtype_unary<T>(RoundF<RoundOp::Ceil>{}, [](const Tensor& a) { return ceil(a); }, "ceil");
  check_same_dtype_unary<T>(RoundF<RoundOp::Round>{}, [](const Tensor& a) { return round(a); }, "round");
  check_same_dtype_unary<T>(RoundF<RoundOp::Trunc>{}, [](const Tensor& a) { return call_tensor_op(find_op("trunc"), {a}); }, "trunc");
  check_same_dtype_unary<T>(SignF{}, [](const Tensor& a) { return sign(a); }, "sign");
  // Bounds of the tensor's kind (a float bound would promote an integer tensor to float, as PyTorch's clamp).
  auto bound = [](double v) { return std::is_floating_point_v<T> ? Scalar(v) : Scalar(int64_t(v)); };
  check_same_dtype_unary<T>(ClampF{-1, 2, true, true}, [&](const Tensor& a) { return clamp(a, bound(-1), bound(2)); }, "clamp");
  check_same_dtype_unary<T>(ClampF{1, 0, true, false}, [&](const Tensor& a) { return clamp(a, bound(1), std::nullopt); }, "clamp_min");
  check_same_dtype_unary<T>(ClampF{0, -3, false, true}, [&](const Tensor& a) { return clamp(a, std::nullopt, bound(-3)); }, "clamp_max");
  // min > max: the upper bound wins, as on the CPU
  check_same_dtype_unary<T>(ClampF{2, 1, true, true}, [&](const Tensor& a) { return clamp(a, bound(2), bound(1)); }, "clamp crossed");
  if constexpr (std::is_floating_point_v<T>)
    check_same_dtype_unary<T>(ClampF{0.5, 0, true, false}, [](const Tensor& a) { return clamp(a, Scalar(0.5), std::nullopt); }, "clamp 0.5");
}

TEST(CudaFunctors, RoundingSignAndClampMatchTheCpuKernels) {
  check_rounding<float>();
  check_rounding<double>();
  check_rounding<int64_t>();
  check_same_dtype_unary<uint8_t>(SignF{}, [](const Tensor& a) { return sign(a); }, "sign uint8");
}

template <class T, class F>
void check_classify(F f, const char* op) {
  const std::vector<T> x = edge_values<T>();
  const int64_t n = static_cast<int64_t>(x.size());
  const Tensor r = call_tensor_op(find_op(op), {make<T>({n}, x, dtype_of<T>)});
  for (int64_t i = 0; i < n; ++i) EXPECT_EQ(f(x[size_t(i)]), r.data<bool>()[i]) << op << " at " << i;
}

// Integer pow (int_pow.hpp) against the CPU kernel: wrapping products, negative tensor exponents, bool.
template <class T>
void check_integer_pow(int lo, int hi) {
  std::vector<T> base, exponent;
  for (int x = lo; x <= hi; ++x)
    for (int e = std::is_signed_v<T> ? -3 : 0; e <= 13; ++e) base.push_back(static_cast<T>(x)), exponent.push_back(static_cast<T>(e));
  const int64_t n = static_cast<int64_t>(base.size());
  const Tensor x = make<T>({n}, base, dtype_of<T>), y = make<T>({n}, exponent, dtype_of<T>);
  const Tensor r = call_tensor_op(find_op("pow.Tensor_Tensor"), {x, y});
  for (int64_t i = 0; i < n; ++i) EXPECT_EQ(IntPowF{}(base[size_t(i)], exponent[size_t(i)]), r.data<T>()[i]) << i;
  for (int64_t e : {0, 1, 2, 5, 11, 64}) {
    const Tensor p = call_tensor_op(find_op("pow.Tensor_Scalar"), {x, e});
    for (int64_t i = 0; i < n; ++i) EXPECT_EQ(IntPowScalarF{e}(base[size_t(i)]), p.data<T>()[i]) << e << " at " << i;
  }
}

TEST(CudaFunctors, IntegerPowMatchesTheCpuKernel) {
  check_integer_pow<int8_t>(-12, 12);
  check_integer_pow<int16_t>(-300, 300);
  check_integer_pow<int32_t>(-70, 70);
  check_integer_pow<int64_t>(-40, 40);
  check_integer_pow<uint8_t>(0, 255);
}

TEST(CudaFunctors, ClassificationMatchesTheCpuKernels) {
  check_classify<float>(IsNanF{}, "isnan");
  check_classify<double>(IsInfF{}, "isinf");
  check_classify<float>(IsFiniteF{}, "isfinite");
  check_classify<int64_t>(IsNanF{}, "isnan");
  check_classify<int64_t>(IsFiniteF{}, "isfinite");
  check_classify<double>(LogicalNotF{}, "logical_not");
  check_classify<int32_t>(LogicalNotF{}, "logical_not");
}

TEST(CudaFunctors, WhereMatchesTheCpuKernel) {
  // The launcher hands where's condition over in the values' dtype (non-zero is true).
  const std::vector<double> x = draw<double>(40, -3, 3, 11), y = draw<double>(40, -3, 3, 12);
  std::vector<bool> c(40);
  for (size_t i = 0; i < c.size(); ++i) c[i] = (i * 7) % 3 == 0;
  Tensor cond = empty(std::vector<int64_t>{40}, ScalarType::Bool);
  for (size_t i = 0; i < c.size(); ++i) cond.data<bool>()[i] = c[i];
  const std::vector<double> want =
      values<double>(where(cond, make<double>({40}, x, ScalarType::Double), make<double>({40}, y, ScalarType::Double)));
  for (size_t i = 0; i < x.size(); ++i) EXPECT_EQ(WhereF{}(c[i] ? 1.0 : 0.0, x[i], y[i]), want[i]) << i;
  EXPECT_EQ(WhereF{}(true, false, true), false);
  EXPECT_EQ(LogicalAndF{}(true, false), false);
  EXPECT_EQ(LogicalOrF{}(true, false), true);
}

TEST(CudaFunctors, BernoulliThresholds) {
  // p = 0 never fires, p = 1 always (uniform draws are in [0, 1)); in between, the fraction below p.
  EXPECT_EQ(bernoulli_from_uniform(0.0f, 0.0f), 0.0f);
  EXPECT_EQ(bernoulli_from_uniform(uniform_float(0xffffffffu), 1.0f), 1.0f);
  int ones = 0;
  for (uint32_t i = 0; i < 4096; ++i) {
    const auto r = philox4x32_10({i, 0, 0, 0}, {42, 0});
    ones += static_cast<int>(BernoulliF{}(uniform_float(r[0]), 0.3f));
  }
  EXPECT_NEAR(ones / 4096.0, 0.3, 0.03);
}

// The offsets OffsetCalculator gives the operands at each element of the layout are their own strides at one
// multi-index of the output, and every multi-index is visited once, for broadcast, transposed and sliced operands
// (the layouts the CUDA launcher meets). The layout walks the output in memory order (TensorIterator's dimension
// order), so the multi-index is found from the output's offset (the outputs here do not overlap).
template <class Index>
void check_offsets(const std::array<Tensor, 3>& ops) {
  const ElementwiseLayout<3> layout = make_elementwise_layout<3>(ops);
  OffsetCalculator<3, Index> calc;
  calc.dims = static_cast<int>(layout.sizes.size());
  for (int d = 0; d < calc.dims; ++d) {
    calc.sizes[d] = static_cast<Index>(layout.sizes[d]);
    for (int k = 0; k < 3; ++k) calc.strides[k][d] = static_cast<Index>(layout.strides[k][d]);
  }
  const Dims& shape = ops[0].sizes();
  const auto offset_of = [&](const Tensor& t, const std::vector<int64_t>& idx) {
    int64_t off = 0;
    for (size_t d = 0; d < shape.size(); ++d) {
      const size_t td = d + t.dim() - shape.size();
      if (d + t.dim() >= shape.size() && t.sizes()[td] != 1) off += idx[d] * t.strides()[td];
    }
    return off;
  };
  std::map<int64_t, std::vector<int64_t>> index_at;  // output offset -> multi-index
  std::vector<int64_t> idx(shape.size(), 0);
  for (int64_t i = 0; i < ops[0].numel(); ++i) {
    index_at[offset_of(ops[0], idx)] = idx;
    for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0 && ++idx[d] == shape[d]; --d) idx[d] = 0;
  }
  ASSERT_EQ(int64_t(index_at.size()), ops[0].numel());
  std::set<int64_t> visited;
  for (int64_t i = 0; i < ops[0].numel(); ++i) {
    const auto off = calc.offsets(static_cast<Index>(i));
    const auto it = index_at.find(int64_t(off[0]));
    ASSERT_TRUE(it != index_at.end()) << "element " << i << ": output offset " << int64_t(off[0]);
    visited.insert(int64_t(off[0]));
    // layout.data[k] already points at the operand's first element.
    for (int k = 1; k < 3; ++k) ASSERT_EQ(int64_t(off[k]), offset_of(ops[k], it->second)) << "element " << i << " operand " << k;
  }
  EXPECT_EQ(int64_t(visited.size()), ops[0].numel());
}

TEST(CudaIndexMath, OffsetsMatchStridesForBroadcastTransposedAndSlicedOperands) {
  const Tensor out = empty(std::vector<int64_t>{4, 5, 6}, ScalarType::Float);
  const Tensor transposed = transpose(empty(std::vector<int64_t>{6, 5, 4}, ScalarType::Float), 0, 2);
  const Tensor broadcast_row = empty(std::vector<int64_t>{5, 1}, ScalarType::Float);
  const Tensor sliced = slice(empty(std::vector<int64_t>{4, 5, 12}, ScalarType::Float), 2, 0, 12, 2);
  check_offsets<int32_t>({out, transposed, broadcast_row});
  check_offsets<int64_t>({out, sliced, transposed});
  check_offsets<int32_t>({transposed, out, sliced});  // a non-contiguous output too
}

TEST(CudaIndexMath, ThirtyTwoBitIndexingOnlyWhenEveryOffsetFits) {
  const std::vector<int64_t> small{1024, 1024};
  const std::array<std::vector<int64_t>, 2> strides{std::vector<int64_t>{1024, 1}, std::vector<int64_t>{1, 1024}};
  EXPECT_TRUE(fits_index<int32_t>(small, strides, 2));
  const std::vector<int64_t> big{1 << 16, 1 << 16};
  const std::array<std::vector<int64_t>, 1> big_strides{std::vector<int64_t>{1 << 16, 1}};
  EXPECT_FALSE(fits_index<int32_t>(big, big_strides, 1));
  EXPECT_TRUE(fits_index<int64_t>(big, big_strides, 1));
  // Few elements but a huge stride (a slice of a large buffer) also needs 64 bits.
  const std::array<std::vector<int64_t>, 1> wide{std::vector<int64_t>{int64_t(1) << 31, 1}};
  EXPECT_FALSE(fits_index<int32_t>(std::vector<int64_t>{2, 2}, wide, 1));
}

TEST(CudaPhilox, KnownAnswerVector) {
  // Random123's kat_vectors: philox4x32 10, counter 0, key 0.
  const auto r = philox4x32_10({0, 0, 0, 0}, {0, 0});
  EXPECT_EQ(r[0], 0x6627e8d5u);
  EXPECT_EQ(r[1], 0xe169c58du);
  EXPECT_EQ(r[2], 0xbc57ac4cu);
  EXPECT_EQ(r[3], 0x9b00dbd8u);
  EXPECT_EQ(uniform_float(0), 0.0f);
  EXPECT_LT(uniform_float(0xffffffffu), 1.0f);
  EXPECT_LT(uniform_double(0xffffffffu, 0xffffffffu), 1.0);
}

}  // namespace
}  // namespace tsr::tensor::cuda
