// Cephes' Chebyshev series for the modified Bessel functions I0 and I1, shared by torch.i0/special.i0e/i1/i1e
// (special.cpp) and torch.special.modified_bessel_i0/i1 (special_families.cpp): Stephen L. Moshier's coefficient
// tables (Cephes i0.c and i1.c, as PyTorch 1.13's aten/src/ATen/native/Math.h carries them; docs/licences.md) and
// Clenshaw's recurrence as Cephes' chbevl evaluates it. Host-and-device code (the CUDA kernels of special.cu run it
// too): each table is a function returning its array, a constant of the function, as PyTorch's Math.h keeps them.
#pragma once

#include <cmath>
#include <cstddef>
#include <iterator>
#include <type_traits>

#include "tensor/cuda/host_device.hpp"

namespace tsr::tensor::cephes {

// A Chebyshev series by Clenshaw's recurrence with y = 2t (Cephes' chbevl): b_k = y b_{k+1} - b_{k+2} + c_k,
// result (b_0 - b_2) / 2. The product is fused into the subtraction, as PyTorch's kernels are compiled (AVX2 with
// FMA contraction); fma is exact-then-rounded whatever the hardware.
// `terms`: the series' last terms only (its first ones the smallest), as Cephes' float versions truncate it.
template <class T, size_t N>
TSR_HD T clenshaw(const double (&c)[N], T y, size_t terms = N) {
  const size_t first = N - terms;
  T b0 = T(c[first]), b1 = 0, b2 = 0;
  for (size_t i = first + 1; i < N; ++i) {
    b2 = b1;
    b1 = b0;
    b0 = std::fma(y, b1, -b2) + T(c[i]);
  }
  return T(0.5) * (b0 - b2);
}

// exp(-|x|) I0(x): A in (x/2 - 2) on [0, 8], B in (32/x - 2) above. exp(-|x|) I1(x) / x and exp(-|x|) I1(x) sqrt(x)
// likewise.
TSR_HD const auto& kI0A() {
  static constexpr double c[] = {
    -4.41534164647933937950e-18, 3.33079451882223809783e-17,  -2.43127984654795469359e-16, 1.71539128555513303061e-15,
    -1.16853328779934516808e-14, 7.67618549860493561688e-14,  -4.85644678311192946090e-13, 2.95505266312963983461e-12,
    -1.72682629144155570723e-11, 9.67580903537323691224e-11,  -5.18979560163526290666e-10, 2.65982372468238665035e-09,
    -1.30002500998624804212e-08, 6.04699502254191894932e-08,  -2.67079385394061173391e-07, 1.11738753912010371815e-06,
    -4.41673835845875056359e-06, 1.64484480707288970893e-05,  -5.75419501008210370398e-05, 1.88502885095841655729e-04,
    -5.76375574538582365885e-04, 1.63947561694133579842e-03,  -4.32430999505057594430e-03, 1.05464603945949983183e-02,
    -2.37374148058994688156e-02, 4.93052842396707084878e-02,  -9.49010970480476444210e-02, 1.71620901522208775349e-01,
    -3.04682672343198398683e-01, 6.76795274409476084995e-01};
  return c;
}
TSR_HD const auto& kI0B() {
  static constexpr double c[] = {
    -7.23318048787475395456e-18, -4.83050448594418207126e-18, 4.46562142029675999901e-17,  3.46122286769746109310e-17,
    -2.82762398051658348494e-16, -3.42548561967721913462e-16, 1.77256013305652638360e-15,  3.81168066935262242075e-15,
    -9.55484669882830764870e-15, -4.15056934728722208663e-14, 1.54008621752140982691e-14,  3.85277838274214270114e-13,
    7.18012445138366623367e-13,  -1.79417853150680611778e-12, -1.32158118404477131188e-11, -3.14991652796324136454e-11,
    1.18891471078464383424e-11,  4.94060238822496958910e-10,  3.39623202570838634515e-09,  2.26666899049817806459e-08,
    2.04891858946906374183e-07,  2.89137052083475648297e-06,  6.88975834691682398426e-05,  3.36911647825569408990e-03,
    8.04490411014108831608e-01};
  return c;
}
TSR_HD const auto& kI1A() {
  static constexpr double c[] = {
    2.77791411276104639959e-18,  -2.11142121435816608115e-17, 1.55363195773620046921e-16,  -1.10559694773538630805e-15,
    7.60068429473540693410e-15,  -5.04218550472791168711e-14, 3.22379336594557470981e-13,  -1.98397439776494371520e-12,
    1.17361862988909016308e-11,  -6.66348972350202774223e-11, 3.62559028155211703701e-10,  -1.88724975172282928790e-09,
    9.38153738649577178388e-09,  -4.44505912879632808065e-08, 2.00329475355213526229e-07,  -8.56872026469545474066e-07,
    3.47025130813767847674e-06,  -1.32731636560394358279e-05, 4.78156510755005422638e-05,  -1.61760815825896745588e-04,
    5.12285956168575772895e-04,  -1.51357245063125314899e-03, 4.15642294431288815669e-03,  -1.05640848946261981558e-02,
    2.47264490306265168283e-02,  -5.29459812080949914269e-02, 1.02643658689847095384e-01,  -1.76416518357834055153e-01,
    2.52587186443633654823e-01};
  return c;
}
TSR_HD const auto& kI1B() {
  static constexpr double c[] = {
    7.51729631084210481353e-18,  4.41434832307170791151e-18,  -4.65030536848935832153e-17, -3.20952592199342395980e-17,
    2.96262899764595013876e-16,  3.30820231092092828324e-16,  -1.88035477551078244854e-15, -3.81440307243700780478e-15,
    1.04202769841288027642e-14,  4.27244001671195135429e-14,  -2.10154184277266431302e-14, -4.08355111109219731823e-13,
    -7.19855177624590851209e-13, 2.03562854414708950722e-12,  1.41258074366137813316e-11,  3.25260358301548823856e-11,
    -1.89749581235054123450e-11, -5.58974346219658380687e-10, -3.83538038596423702205e-09, -2.63146884688951950684e-08,
    -2.51223623787020892529e-07, -3.88256480887769039346e-06, -1.10588938762623716291e-04, -9.76109749136146840777e-03,
    7.78576235018280120474e-01};
  return c;
}

// I0(x) and exp(-|x|) I0(x) in T, as PyTorch's calc_i0 and calc_i0e (and modified_bessel_i0_forward, the same
// steps).
template <class T>
TSR_HD T i0(T x) {
  x = std::abs(x);
  if (x <= T(8)) return std::exp(x) * clenshaw(kI0A(), x / T(2) - T(2));
  return std::exp(x) * clenshaw(kI0B(), T(32) / x - T(2)) / std::sqrt(x);
}
template <class T>
TSR_HD T i0e(T x) {
  x = std::abs(x);
  if (x <= T(8)) return clenshaw(kI0A(), x / T(2) - T(2));
  return clenshaw(kI0B(), T(32) / x - T(2)) / std::sqrt(x);
}

// exp(-|x|) I1(x) and I1(x) in T, as PyTorch's calc_i1e and calc_i1 (odd in x); for float PyTorch takes Cephes'
// float tables, the double series' last 17 (A) and 7 (B) terms (measured: 200 of 200 values equal each way).
template <class T>
TSR_HD T i1_series(T x) {  // exp(-x) I1(x) for x >= 0
  constexpr bool single = std::is_same_v<T, float>;
  if (x <= T(8)) return clenshaw(kI1A(), x / T(2) - T(2), single ? 17 : std::size(kI1A())) * x;
  return clenshaw(kI1B(), T(32) / x - T(2), single ? 7 : std::size(kI1B())) / std::sqrt(x);
}
template <class T>
TSR_HD T i1e_t(T v) {
  const T out = i1_series(std::abs(v));
  return v < T(0) ? -out : out;
}
template <class T>
TSR_HD T i1_t(T v) {
  const T x = std::abs(v);
  constexpr bool single = std::is_same_v<T, float>;
  const T out =
      x <= T(8)
          ? std::exp(x) * x * clenshaw(kI1A(), x / T(2) - T(2), single ? 17 : std::size(kI1A()))
          : (std::exp(x) * clenshaw(kI1B(), T(32) / x - T(2), single ? 7 : std::size(kI1B()))) /
                std::sqrt(x);
  return v < T(0) ? -out : out;
}

}  // namespace tsr::tensor::cephes
