// torch.special's families of PyTorch 1.13 (issue 21 item 5): the Airy function Ai, the Bessel functions J0, J1,
// Y0, Y1, the modified Bessel functions I0, I1, K0, K1 (and K0, K1 scaled by exp(x)), the spherical Bessel function
// j0, and the orthogonal polynomials (Chebyshev T, U, V, W and their shifted forms, Hermite H and He, Laguerre L,
// Legendre P) of (x, n).
//
// The element functions compute in the tensor's own dtype (float32 in float, as PyTorch's scalar kernels do), with
// the same sequence of operations as PyTorch's aten/src/ATen/native/Math.h so that results agree bit for bit. They
// are host-and-device code that the CUDA kernels (cuda/special.cu) run too: the Bessel and Airy functions in
// kernels/bessel.hpp (Cephes' rational approximations and Chebyshev series), the polynomials in
// kernels/polynomials.hpp (their three-term recurrences with PyTorch's special cases). This file holds the CPU
// kernels and the ops' declarations.
//
// PyTorch 1.13 has no derivatives for any of them: their results do not require grad.
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>

#include "tensor/kernels/cpu/pointwise_layout.hpp"
#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/iterator/elementwise.hpp"
#include "tensor/kernels/bessel.hpp"
#include "tensor/kernels/cpu/row_maps.hpp"
#include "tensor/kernels/polynomials.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

namespace {

// ---- kernels ------------------------------------------------------------------------------------------------------

ScalarType float_result(ScalarType dtype) { return is_floating(dtype) ? dtype : default_dtype(); }

// A unary op: integers and bools promote to the default dtype; float32 and float64 only ("<name>_cpu" not
// implemented for 'Half', as PyTorch's kernels, which are declared for those two).
template <template <class> class F>
void unary_kernel(const Operator& op, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s.at(0));
  const ScalarType dtype = float_result(a.dtype());
  const std::string kernel = op.schema().name.substr(8) + "_cpu";  // "special_" dropped, as PyTorch's names
  if (dtype != ScalarType::Float && dtype != ScalarType::Double) throw_not_implemented_for(kernel, dtype);
  Tensor out = empty_like_pointwise(a, dtype);
  const auto layout = make_elementwise_layout<2>({out, to_dtype(a, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      map_rows<T>(layout, [](T x) { return F<T>::f(x); });
    }
  });
  s = {out};
}

// A polynomial op of (x, n): the two promoted together (a Python number a wrapped number), integers to the default
// dtype; n, in that dtype, truncated to an integer degree.
template <template <class> class F>
void polynomial_kernel(const Operator& op, DispatchKeySet, Stack& s) {
  const Tensor a = tensor_operand(s.at(0)), b = tensor_operand(s.at(1));
  const ScalarType dtype = float_result(result_type(std::array{a, b}));
  const std::string kernel = op.schema().name.substr(8) + "_cpu";
  if (dtype != ScalarType::Float && dtype != ScalarType::Double) throw_not_implemented_for(kernel, dtype);
  Tensor out = empty(broadcast_shapes(a.sizes(), b.sizes()), dtype);
  const auto layout = make_elementwise_layout<3>({out, to_dtype(a, dtype), to_dtype(b, dtype)});
  visit_dtype(dtype, [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
      map_rows2<T>(layout, [](T x, T d) { return F<T>::f(x, polynomials::degree(d)); });
    }
  });
  s = {out};
}

#define TSR_SPECIAL_FN(Name, fn) \
  template <class T>             \
  struct Name {                  \
    static T f(T x) { return bessel::fn<T>(x); } \
  };
#define TSR_SPECIAL_POLY(Name, fn) \
  template <class T>               \
  struct Name {                    \
    static T f(T x, int64_t n) { return polynomials::fn<T>(x, n); } \
  };
TSR_SPECIAL_FN(AiryAi, airy_ai)
TSR_SPECIAL_FN(BesselJ0, bessel_j0)
TSR_SPECIAL_FN(BesselJ1, bessel_j1)
TSR_SPECIAL_FN(BesselY0, bessel_y0)
TSR_SPECIAL_FN(BesselY1, bessel_y1)
TSR_SPECIAL_FN(ModifiedI0, modified_i0)
TSR_SPECIAL_FN(ModifiedI1, modified_i1)
TSR_SPECIAL_FN(ModifiedK0, modified_k0)
TSR_SPECIAL_FN(ModifiedK1, modified_k1)
TSR_SPECIAL_FN(ScaledK0, scaled_modified_k0)
TSR_SPECIAL_FN(ScaledK1, scaled_modified_k1)
TSR_SPECIAL_FN(SphericalJ0, spherical_j0)
TSR_SPECIAL_POLY(ChebyshevT, chebyshev_t)
TSR_SPECIAL_POLY(ChebyshevU, chebyshev_u)
TSR_SPECIAL_POLY(ChebyshevV, chebyshev_v)
TSR_SPECIAL_POLY(ChebyshevW, chebyshev_w)
TSR_SPECIAL_POLY(ShiftedChebyshevT, shifted_chebyshev_t)
TSR_SPECIAL_POLY(ShiftedChebyshevU, shifted_chebyshev_u)
TSR_SPECIAL_POLY(ShiftedChebyshevV, shifted_chebyshev_v)
TSR_SPECIAL_POLY(ShiftedChebyshevW, shifted_chebyshev_w)
TSR_SPECIAL_POLY(HermiteH, hermite_h)
TSR_SPECIAL_POLY(HermiteHe, hermite_he)
TSR_SPECIAL_POLY(LaguerreL, laguerre_l)
TSR_SPECIAL_POLY(LegendreP, legendre_p)
#undef TSR_SPECIAL_FN
#undef TSR_SPECIAL_POLY

}  // namespace

TSR_DEFINE_OP("special_airy_ai(Tensor x) -> Tensor", "The Airy function Ai(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_airy_ai", CPU, unary_kernel<AiryAi>);
TSR_DEFINE_OP("special_bessel_j0(Tensor self) -> Tensor", "The Bessel function of the first kind of order 0.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_bessel_j0", CPU, unary_kernel<BesselJ0>);
TSR_DEFINE_OP("special_bessel_j1(Tensor self) -> Tensor", "The Bessel function of the first kind of order 1.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_bessel_j1", CPU, unary_kernel<BesselJ1>);
TSR_DEFINE_OP("special_bessel_y0(Tensor self) -> Tensor", "The Bessel function of the second kind of order 0.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_bessel_y0", CPU, unary_kernel<BesselY0>);
TSR_DEFINE_OP("special_bessel_y1(Tensor self) -> Tensor", "The Bessel function of the second kind of order 1.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_bessel_y1", CPU, unary_kernel<BesselY1>);
TSR_DEFINE_OP("special_modified_bessel_i0(Tensor self) -> Tensor", "The modified Bessel function of the first kind of order 0.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_modified_bessel_i0", CPU, unary_kernel<ModifiedI0>);
TSR_DEFINE_OP("special_modified_bessel_i1(Tensor self) -> Tensor", "The modified Bessel function of the first kind of order 1.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_modified_bessel_i1", CPU, unary_kernel<ModifiedI1>);
TSR_DEFINE_OP("special_modified_bessel_k0(Tensor self) -> Tensor", "The modified Bessel function of the second kind of order 0.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_modified_bessel_k0", CPU, unary_kernel<ModifiedK0>);
TSR_DEFINE_OP("special_modified_bessel_k1(Tensor self) -> Tensor", "The modified Bessel function of the second kind of order 1.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_modified_bessel_k1", CPU, unary_kernel<ModifiedK1>);
TSR_DEFINE_OP("special_scaled_modified_bessel_k0(Tensor x) -> Tensor", "exp(x) K0(x), the scaled modified Bessel function K0.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_scaled_modified_bessel_k0", CPU, unary_kernel<ScaledK0>);
TSR_DEFINE_OP("special_scaled_modified_bessel_k1(Tensor x) -> Tensor", "exp(x) K1(x), the scaled modified Bessel function K1.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_scaled_modified_bessel_k1", CPU, unary_kernel<ScaledK1>);
TSR_DEFINE_OP("special_spherical_bessel_j0(Tensor x) -> Tensor", "The spherical Bessel function of the first kind of order 0.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_spherical_bessel_j0", CPU, unary_kernel<SphericalJ0>);

// Each polynomial with PyTorch's three overloads: (Tensor x, Tensor n), x_scalar and n_scalar.
TSR_DEFINE_OP("special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor", "The Chebyshev polynomial of the first kind T_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_t", CPU, polynomial_kernel<ChebyshevT>);
TSR_DEFINE_OP("special_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor", "The Chebyshev polynomial of the first kind T_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_t.x_scalar", CPU, polynomial_kernel<ChebyshevT>);
TSR_DEFINE_OP("special_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor", "The Chebyshev polynomial of the first kind T_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_t.n_scalar", CPU, polynomial_kernel<ChebyshevT>);
TSR_DEFINE_OP("special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor", "The Chebyshev polynomial of the second kind U_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_u", CPU, polynomial_kernel<ChebyshevU>);
TSR_DEFINE_OP("special_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor", "The Chebyshev polynomial of the second kind U_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_u.x_scalar", CPU, polynomial_kernel<ChebyshevU>);
TSR_DEFINE_OP("special_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor", "The Chebyshev polynomial of the second kind U_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_u.n_scalar", CPU, polynomial_kernel<ChebyshevU>);
TSR_DEFINE_OP("special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor", "The Chebyshev polynomial of the third kind V_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_v", CPU, polynomial_kernel<ChebyshevV>);
TSR_DEFINE_OP("special_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor", "The Chebyshev polynomial of the third kind V_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_v.x_scalar", CPU, polynomial_kernel<ChebyshevV>);
TSR_DEFINE_OP("special_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor", "The Chebyshev polynomial of the third kind V_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_v.n_scalar", CPU, polynomial_kernel<ChebyshevV>);
TSR_DEFINE_OP("special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor", "The Chebyshev polynomial of the fourth kind W_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_w", CPU, polynomial_kernel<ChebyshevW>);
TSR_DEFINE_OP("special_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor", "The Chebyshev polynomial of the fourth kind W_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_w.x_scalar", CPU, polynomial_kernel<ChebyshevW>);
TSR_DEFINE_OP("special_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor", "The Chebyshev polynomial of the fourth kind W_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_chebyshev_polynomial_w.n_scalar", CPU, polynomial_kernel<ChebyshevW>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor", "T_n(2x - 1), the shifted Chebyshev polynomial T.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_t", CPU, polynomial_kernel<ShiftedChebyshevT>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor", "T_n(2x - 1), the shifted Chebyshev polynomial T.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_t.x_scalar", CPU, polynomial_kernel<ShiftedChebyshevT>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor", "T_n(2x - 1), the shifted Chebyshev polynomial T.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_t.n_scalar", CPU, polynomial_kernel<ShiftedChebyshevT>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor", "U_n(2x - 1), the shifted Chebyshev polynomial U.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_u", CPU, polynomial_kernel<ShiftedChebyshevU>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor", "U_n(2x - 1), the shifted Chebyshev polynomial U.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_u.x_scalar", CPU, polynomial_kernel<ShiftedChebyshevU>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor", "U_n(2x - 1), the shifted Chebyshev polynomial U.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_u.n_scalar", CPU, polynomial_kernel<ShiftedChebyshevU>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor", "V_n(2x - 1), the shifted Chebyshev polynomial V.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_v", CPU, polynomial_kernel<ShiftedChebyshevV>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor", "V_n(2x - 1), the shifted Chebyshev polynomial V.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_v.x_scalar", CPU, polynomial_kernel<ShiftedChebyshevV>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor", "V_n(2x - 1), the shifted Chebyshev polynomial V.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_v.n_scalar", CPU, polynomial_kernel<ShiftedChebyshevV>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor", "W_n(2x - 1), the shifted Chebyshev polynomial W.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_w", CPU, polynomial_kernel<ShiftedChebyshevW>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor", "W_n(2x - 1), the shifted Chebyshev polynomial W.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_w.x_scalar", CPU, polynomial_kernel<ShiftedChebyshevW>);
TSR_DEFINE_OP("special_shifted_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor", "W_n(2x - 1), the shifted Chebyshev polynomial W.",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_shifted_chebyshev_polynomial_w.n_scalar", CPU, polynomial_kernel<ShiftedChebyshevW>);
TSR_DEFINE_OP("special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor", "The physicists' Hermite polynomial H_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_hermite_polynomial_h", CPU, polynomial_kernel<HermiteH>);
TSR_DEFINE_OP("special_hermite_polynomial_h.x_scalar(Scalar x, Tensor n) -> Tensor", "The physicists' Hermite polynomial H_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_hermite_polynomial_h.x_scalar", CPU, polynomial_kernel<HermiteH>);
TSR_DEFINE_OP("special_hermite_polynomial_h.n_scalar(Tensor x, Scalar n) -> Tensor", "The physicists' Hermite polynomial H_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_hermite_polynomial_h.n_scalar", CPU, polynomial_kernel<HermiteH>);
TSR_DEFINE_OP("special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor", "The probabilists' Hermite polynomial He_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_hermite_polynomial_he", CPU, polynomial_kernel<HermiteHe>);
TSR_DEFINE_OP("special_hermite_polynomial_he.x_scalar(Scalar x, Tensor n) -> Tensor", "The probabilists' Hermite polynomial He_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_hermite_polynomial_he.x_scalar", CPU, polynomial_kernel<HermiteHe>);
TSR_DEFINE_OP("special_hermite_polynomial_he.n_scalar(Tensor x, Scalar n) -> Tensor", "The probabilists' Hermite polynomial He_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_hermite_polynomial_he.n_scalar", CPU, polynomial_kernel<HermiteHe>);
TSR_DEFINE_OP("special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor", "The Laguerre polynomial L_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_laguerre_polynomial_l", CPU, polynomial_kernel<LaguerreL>);
TSR_DEFINE_OP("special_laguerre_polynomial_l.x_scalar(Scalar x, Tensor n) -> Tensor", "The Laguerre polynomial L_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_laguerre_polynomial_l.x_scalar", CPU, polynomial_kernel<LaguerreL>);
TSR_DEFINE_OP("special_laguerre_polynomial_l.n_scalar(Tensor x, Scalar n) -> Tensor", "The Laguerre polynomial L_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_laguerre_polynomial_l.n_scalar", CPU, polynomial_kernel<LaguerreL>);
TSR_DEFINE_OP("special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor", "The Legendre polynomial P_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_legendre_polynomial_p", CPU, polynomial_kernel<LegendreP>);
TSR_DEFINE_OP("special_legendre_polynomial_p.x_scalar(Scalar x, Tensor n) -> Tensor", "The Legendre polynomial P_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_legendre_polynomial_p.x_scalar", CPU, polynomial_kernel<LegendreP>);
TSR_DEFINE_OP("special_legendre_polynomial_p.n_scalar(Tensor x, Scalar n) -> Tensor", "The Legendre polynomial P_n(x).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("special_legendre_polynomial_p.n_scalar", CPU, polynomial_kernel<LegendreP>);

}  // namespace tsr::tensor
