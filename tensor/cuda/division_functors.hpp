// The per-element functions of the CUDA kernels of remainder, floor_divide, fmod and atan2 (pointwise.cu), host and
// device code in the CPU kernels' operations (kernels/cpu/pointwise.cpp). An integer division by zero and
// INT_MIN / -1 (int32, int64) are refused on the host before the launch (the CPU kernels' errors), so the functors
// never meet them; they return 0 there rather than divide. tests/tensor/cuda/activation_functors_test.cpp runs them on
// the CPU against the CPU kernels.
#pragma once

#include <type_traits>

#include "tensor/cuda/functors.hpp"

namespace tsr::tensor::cuda {

TSR_HD float m_fmod(float x, float y) { return ::fmodf(x, y); }
TSR_HD double m_fmod(double x, double y) { return ::fmod(x, y); }
TSR_HD float m_atan2(float x, float y) { return ::atan2f(x, y); }
TSR_HD double m_atan2(double x, double y) { return ::atan2(x, y); }
TSR_HD float m_copysign(float x, float y) { return ::copysignf(x, y); }
TSR_HD double m_copysign(double x, double y) { return ::copysign(x, y); }

// Python's %: the remainder with the divisor's sign.
struct RemainderF {
  template <class T> TSR_HD T operator()(T x, T y) const {
    if constexpr (is_float_v<T>) {
      T r = m_fmod(x, y);
      if (r != 0 && ((r < 0) != (y < 0))) r += y;
      return r;
    } else if constexpr (std::is_same_v<T, bool>) {
      return false;
    } else {
      if (y == 0) return T(0);
      if constexpr (std::is_signed_v<T>)
        if (y == T(-1)) return T(0);  // x % -1 is 0 (and INT_MIN % -1 would overflow)
      T r = static_cast<T>(x % y);
      if constexpr (std::is_signed_v<T>)
        if (r != 0 && ((r < 0) != (y < 0))) r = static_cast<T>(r + y);
      return r;
    }
  }
};
// Python's //: the quotient rounded towards negative infinity.
struct FloorDivideF {
  template <class T> TSR_HD T operator()(T x, T y) const {
    if constexpr (is_float_v<T>) {
      // PyTorch's div_floor_floating (Python's float floor division, from the remainder: 1.0 // 0.1 is 9.0)
      if (y == 0) return x / y;
      const T mod = m_fmod(x, y);
      T div = (x - mod) / y;
      if (mod != 0 && (y < 0) != (mod < 0)) div -= T(1);
      if (div == 0) return m_copysign(T(0), x / y);
      T floordiv = m_floor(div);
      if (div - floordiv > T(0.5)) floordiv += T(1);
      return floordiv;
    } else if constexpr (std::is_same_v<T, bool>) {
      return x && y;
    } else {
      if (y == 0) return T(0);
      if constexpr (std::is_signed_v<T> && sizeof(T) >= sizeof(int))
        if (y == T(-1)) return static_cast<T>(T(0) - x);  // INT_MIN was refused on the host
      T q = static_cast<T>(x / y);
      if constexpr (std::is_signed_v<T>)
        if ((x % y != 0) && ((x < 0) != (y < 0))) --q;
      return q;
    }
  }
};
// C's fmod: the remainder with the dividend's sign.
struct FmodF {
  template <class T> TSR_HD T operator()(T x, T y) const {
    if constexpr (is_float_v<T>) {
      return m_fmod(x, y);
    } else {
      if (y == 0) return T(0);
      if constexpr (std::is_signed_v<T>)
        if (y == T(-1)) return T(0);
      return static_cast<T>(x % y);
    }
  }
};
struct Atan2F {  // floating only (integers promote to the default dtype first)
  template <class T> TSR_HD T operator()(T y, T x) const {
    if constexpr (is_float_v<T>) return m_atan2(y, x);
    else return T(0);
  }
};

}  // namespace tsr::tensor::cuda
