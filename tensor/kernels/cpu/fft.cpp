// torch.fft's three natives on CPU: _fft_c2c, _fft_r2c, _fft_c2r, computed by pocketfft (Martin Reinecke's C++
// header, BSD-3-Clause; docs/licences.md), the library PyTorch's own CPU kernels call when it is built without MKL
// (Debian's python3-torch is), as numpy and scipy do. The calls are made as PyTorch 1.13's pocketfft kernels make
// them (aten/src/ATen/native/mkl/SpectralOps.cpp): the whole transform over every dim in one call, strides in
// bytes, the normalisation applied inside pocketfft as its fct (PyTorch's compute_fct, in the component type), r2c
// with the last dim halved, c2r sized by last_dim_size, one thread. So the results are PyTorch's to the last bit
// (the script tests compare them with the oracle's). The public functions (torch.fft.fft, rfftn, hfft, stft...)
// are stdlib/torch/fft.tsr, composed from these three as PyTorch's native SpectralOps.cpp composes them.
// The derivatives are PyTorch 1.13's (derivatives.yaml; fft_r2c_backward and fft_c2r_backward of
// FunctionsManual.cpp), written with dispatched ops so that they are differentiable again.
#define POCKETFFT_NO_MULTITHREADING  // one thread, as PyTorch calls it (nthreads defaults to 1)
#define POCKETFFT_CACHE_SIZE 16      // keep the plans of the last 16 lengths (pocketfft's cache, off by default)
#include <pocketfft_hdronly.h>

#include <cmath>
#include <complex>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/fft.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

std::vector<int64_t> wrapped(std::vector<int64_t> dims, int64_t ndim) {
  for (int64_t& d : dims) d = wrap_dim(d, ndim);
  return dims;
}

// PyTorch's compute_fct over the transformed dims of `sizes`.
template <class T>
T norm_factor(const Dims& sizes, const std::vector<int64_t>& dims, int64_t normalization) {
  int64_t n = 1;
  for (int64_t d : dims) n *= sizes[d];
  return fft_norm_factor<T>(n, normalization);
}

pocketfft::shape_t shape_of(const Tensor& t) { return pocketfft::shape_t(t.sizes().begin(), t.sizes().end()); }
pocketfft::stride_t byte_strides(const Tensor& t) {
  pocketfft::stride_t s(t.strides().begin(), t.strides().end());
  for (auto& x : s) x *= static_cast<ptrdiff_t>(t.element_size());
  return s;
}
// The input as pocketfft may read it: its own strides, unless one is 0 (an expanded input: pocketfft's strides
// must not reach one address twice) — then a contiguous copy.
Tensor readable(const Tensor& t) {
  for (int64_t s : t.strides())
    if (s == 0) return contiguous(t);
  return t;
}

// PyTorch's _fft_fill_with_conjugate_symmetry_: a two-sided r2c result whose first half (along the last transformed
// dim) is computed gets the rest from Hermitian symmetry, out[i] = conj(out[(n - i) mod n]) over every
// transformed dim. `out` is contiguous.
template <class C>
void fill_conjugate_symmetry(Tensor& out, const std::vector<int64_t>& dims, int64_t half) {
  const Dims& sizes = out.sizes();
  const int64_t nd = out.dim(), last = dims.back(), n_last = sizes[last];
  if (half >= n_last) return;
  std::vector<bool> mirrored(static_cast<size_t>(nd), false);
  for (int64_t d : dims) mirrored[d] = true;
  std::vector<int64_t> stride(static_cast<size_t>(nd), 1);
  for (int64_t d = nd - 2; d >= 0; --d) stride[d] = stride[d + 1] * sizes[d + 1];
  C* p = out.data<C>();
  const int64_t rows = out.numel() / n_last, step = stride[last];
  // one row along `last` at a time: its offset and its mirror image's over the other dims, then the second half
  for (int64_t row = 0; row < rows; ++row) {
    int64_t rem = row, dst = 0, src = 0;
    for (int64_t d = nd - 1; d >= 0; --d) {
      if (d == last) continue;
      const int64_t i = rem % sizes[d];
      rem /= sizes[d];
      dst += i * stride[d];
      src += (mirrored[d] ? (sizes[d] - i) % sizes[d] : i) * stride[d];
    }
    for (int64_t k = half; k < n_last; ++k) p[dst + k * step] = std::conj(p[src + (n_last - k) * step]);
  }
}

template <class F>
void by_component(ScalarType component, F&& f) {
  if (component == ScalarType::Float) f(std::type_identity<float>{});
  else f(std::type_identity<double>{});
}

Tensor fft_c2c(const Tensor& self, std::vector<int64_t> dims, int64_t normalization, bool forward) {
  check(is_complex(self.dtype()), ErrorKind::RuntimeError, "Expected a complex input tensor to _fft_c2c");
  dims = fft_dims("_fft_c2c", self, std::move(dims));
  Tensor out = empty(self.sizes(), self.dtype());
  if (out.numel() == 0) return out;
  const Tensor in = readable(self);
  by_component(component_dtype(self.dtype()), [&]<class T>(std::type_identity<T>) {
    pocketfft::c2c(shape_of(in), byte_strides(in), byte_strides(out), pocketfft::shape_t(dims.begin(), dims.end()),
                   forward, static_cast<const std::complex<T>*>(in.data_ptr()), out.data<std::complex<T>>(),
                   norm_factor<T>(in.sizes(), dims, normalization));
  });
  return out;
}

Tensor fft_r2c(const Tensor& self, std::vector<int64_t> dims, int64_t normalization, bool onesided) {
  check(self.dtype() == ScalarType::Float || self.dtype() == ScalarType::Double, ErrorKind::RuntimeError,
        "Expected a float or double input tensor to _fft_r2c, got ", dtype_name(self.dtype()));
  dims = fft_dims("_fft_r2c", self, std::move(dims));
  const int64_t last = dims.back(), half = self.sizes()[last] / 2 + 1;
  Dims out_sizes = self.sizes();
  if (onesided) out_sizes[last] = half;
  Tensor out = empty(out_sizes, *complex_dtype_of(self.dtype()));
  if (out.numel() == 0) return out;
  const Tensor in = readable(self);
  by_component(self.dtype(), [&]<class T>(std::type_identity<T>) {
    // two-sided: pocketfft fills the first half of the full-size output (its strides), the rest is mirrored
    pocketfft::r2c(shape_of(in), byte_strides(in), byte_strides(out), pocketfft::shape_t(dims.begin(), dims.end()),
                   true, static_cast<const T*>(in.data_ptr()), out.data<std::complex<T>>(),
                   norm_factor<T>(in.sizes(), dims, normalization));
    if (!onesided) fill_conjugate_symmetry<std::complex<T>>(out, dims, half);
  });
  return out;
}

Tensor fft_c2r(const Tensor& self, std::vector<int64_t> dims, int64_t normalization, int64_t last_dim_size) {
  check(is_complex(self.dtype()), ErrorKind::RuntimeError, "Expected a complex input tensor to _fft_c2r");
  dims = fft_dims("_fft_c2r", self, std::move(dims));
  check_fft_c2r(self, dims, last_dim_size);
  const int64_t last = dims.back();
  Dims out_sizes = self.sizes();
  out_sizes[last] = last_dim_size;
  const ScalarType component = component_dtype(self.dtype());
  Tensor out = empty(out_sizes, component);
  if (out.numel() == 0) return out;
  const Tensor in = readable(self);
  by_component(component, [&]<class T>(std::type_identity<T>) {
    pocketfft::c2r(shape_of(out), byte_strides(in), byte_strides(out), pocketfft::shape_t(dims.begin(), dims.end()),
                   false, static_cast<const std::complex<T>*>(in.data_ptr()), out.data<T>(),
                   norm_factor<T>(out.sizes(), dims, normalization));
  });
  return out;
}

// fft_r2c_backward: the gradient of a one-sided r2c is the real part of the inverse c2c of the gradient padded
// with zeros to the full length (a two-sided one's, of the gradient itself).
Tensor r2c_backward(const Tensor& grad, const std::vector<int64_t>& dims, int64_t normalization, bool onesided,
                    int64_t last_dim_size) {
  Tensor full = grad;
  const int64_t last = dims.back();
  const int64_t zero_length = last_dim_size - grad.sizes()[last];
  if (onesided && zero_length > 0) {
    // pad along `last` of the (..., 2) real view: pairs from the last dim backwards, the (re, im) dim first
    std::vector<int64_t> pad(static_cast<size_t>(2 * (grad.dim() + 1 - last)), 0);
    pad.back() = zero_length;
    const Tensor parts = call("constant_pad_nd", {call("view_as_real", {call("contiguous", {grad})}), pad, 0.0});
    full = call("view_as_complex", {parts});
  }
  return call("real", {call("_fft_c2c", {full, dims, normalization, false})});
}

// fft_c2r_backward: a one-sided r2c of the gradient, the entries whose mirror images fell outside the one-sided
// half (indices 1 .. n - half) doubled.
Tensor c2r_backward(const Tensor& grad, const std::vector<int64_t>& dims, int64_t normalization) {
  const Tensor gI = call("_fft_r2c", {grad, dims, normalization, true});
  const int64_t last = dims.back();
  const int64_t half = gI.sizes()[last], double_length = grad.sizes()[last] - half;
  if (double_length <= 0) return gI;
  std::vector<int64_t> shape(static_cast<size_t>(gI.dim()), 1);
  shape[last] = half;
  Tensor scale = ones(shape, component_dtype(gI.dtype()));
  Tensor row = narrow(view(scale, std::vector<int64_t>{half}), 0, 1, double_length);
  fill_(row, 2.0);
  if (!gI.device().is_cpu()) scale = to_device(scale, gI.device());  // (made on the host: a few numbers)
  return call("mul.Tensor", {gI, scale});
}

const Tensor& arg(const Stack& s, size_t i) { return std::get<Tensor>(s.at(i)); }

}  // namespace

std::vector<int64_t> fft_dims(const char* op, const Tensor& self, std::vector<int64_t> dims) {
  dims = wrapped(std::move(dims), self.dim());
  check(!dims.empty(), ErrorKind::RuntimeError, op, ": no dimension to transform");
  std::vector<bool> seen(static_cast<size_t>(self.dim()), false);
  for (int64_t d : dims) {
    check(!seen[d], ErrorKind::RuntimeError, "FFT dims must be unique");
    seen[d] = true;
  }
  return dims;
}

void check_fft_c2r(const Tensor& self, const std::vector<int64_t>& dims, int64_t last_dim_size) {
  const int64_t last = dims.back();
  check(last_dim_size >= 1, ErrorKind::RuntimeError, "Invalid number of data points (", last_dim_size, ") specified");
  // the transform reads last_dim_size / 2 + 1 elements along the last dim
  check(self.sizes()[last] >= last_dim_size / 2 + 1, ErrorKind::RuntimeError, "_fft_c2r: the input's dim ", last,
        " has ", self.sizes()[last], " elements, fewer than last_dim_size / 2 + 1 = ", last_dim_size / 2 + 1);
}

TSR_DEFINE_OP("_fft_c2c(Tensor self, int[] dim, int normalization, bool forward) -> Tensor",
              "The complex-to-complex FFT over dim (normalization 0: none, 1: 1/sqrt(n), 2: 1/n) by pocketfft.",
              autograd::formula("FftC2CBackward0", {}, [](Ctx& c) {
                return G{call("_fft_c2c", {c.g(), c.ints("dim"), c.i("normalization"), !c.b("forward")})};
              }));
TSR_DEFINE_OP("_fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor",
              "The real-to-complex FFT over dim (the last one halved when onesided) by pocketfft.",
              autograd::formula("FftR2CBackward0", {}, [](Ctx& c) {
                const Dims& shape = c.shape("self");
                const std::vector<int64_t> dims = wrapped(c.ints("dim"), static_cast<int64_t>(shape.size()));
                return G{r2c_backward(c.g(), dims, c.i("normalization"), c.b("onesided"), shape[dims.back()])};
              }));
TSR_DEFINE_OP("_fft_c2r(Tensor self, int[] dim, int normalization, int last_dim_size) -> Tensor",
              "The complex-to-real inverse FFT over dim of a one-sided (Hermitian) input, last_dim_size long.",
              autograd::formula("FftC2RBackward0", {}, [](Ctx& c) {
                const std::vector<int64_t> dims =
                    wrapped(c.ints("dim"), static_cast<int64_t>(c.shape("self").size()));
                return G{c.to(c2r_backward(c.g(), dims, c.i("normalization")), "self")};
              }));

TSR_REGISTER_KERNEL("_fft_c2c", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor r = fft_c2c(arg(s, 0), int_list_arg(s, 1), int_arg(s, 2, 0), bool_arg(s, 3, true));
  s = {std::move(r)};
});
TSR_REGISTER_KERNEL("_fft_r2c", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor r = fft_r2c(arg(s, 0), int_list_arg(s, 1), int_arg(s, 2, 0), bool_arg(s, 3, true));
  s = {std::move(r)};
});
TSR_REGISTER_KERNEL("_fft_c2r", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  Tensor r = fft_c2r(arg(s, 0), int_list_arg(s, 1), int_arg(s, 2, 0), int_arg(s, 3, 1));
  s = {std::move(r)};
});

}  // namespace tsr::tensor
