// The inner loops of the scalar elementwise kernels (special functions and the like): over the rows of a
// make_elementwise_layout, each element through its row's strides, out = f(x) or out = f(x, y). For element
// functions whose branches keep them from vectorising; vectorised kernels use their own loops.
#pragma once

#include <cstdint>

#include "tensor/iterator/elementwise.hpp"

namespace tsr::tensor {

// layout: {out, x}, output of type Out, input of type In.
template <class Out, class In = Out, class Layout, class F>
void map_rows(const Layout& layout, F&& f) {
  for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
    Out* o = reinterpret_cast<Out*>(p[0]);
    const In* x = reinterpret_cast<const In*>(p[1]);
    for (int64_t i = 0; i < n; ++i) o[i * st[0]] = f(x[i * st[1]]);
  });
}

// layout: {out, x, y}, all of type T.
template <class T, class Layout, class F>
void map_rows2(const Layout& layout, F&& f) {
  for_each_row(layout, [&](const auto& p, const auto& st, int64_t n) {
    T* o = reinterpret_cast<T*>(p[0]);
    const T* x = reinterpret_cast<const T*>(p[1]);
    const T* y = reinterpret_cast<const T*>(p[2]);
    for (int64_t i = 0; i < n; ++i) o[i * st[0]] = f(x[i * st[1]], y[i * st[2]]);
  });
}

}  // namespace tsr::tensor
