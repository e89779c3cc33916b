// Convolution and pooling on the CUDA key: conv2d (so conv1d, which is a conv2d of height 1) and its gradients by
// im2col + cuBLAS, col2im for the input gradient; conv_transpose2d (cuBLAS and col2im); max_pool2d,
// max_pool2d_with_indices, avg_pool2d and their input gradients. The argument handling, checks and messages are the CPU kernels' (ops/conv.hpp:
// conv2d_groups, conv_geometry, max_pool2d_geometry, avg_pool2d_geometry); the index math is conv_index.hpp's,
// which tests/tensor/cuda/conv_index_test.cpp runs on the CPU against the CPU kernels.
//
// conv2d: a chunk of images is unfolded at once into columns (B, C*kH*kW, OH*OW), then one strided-batched GEMM
// multiplies the weight (O, C*kH*kW), broadcast over the chunk, by them: (B, O, OH*OW) is the output's chunk. The
// chunk is as many images as keep the columns under 256 MiB. The input gradient is the weight's transpose times
// grad_output, folded back by col2im (a gather: each image element sums its column entries, no atomics); the weight
// gradient is grad_output times the columns' transpose, summed over the chunk's images. The pools' input gradients
// are gathers too (each input element sums the outputs whose window holds it), so they add in the CPU's order.
#include "tensor/cuda/conv_index.hpp"
#include "tensor/cuda/operands.cuh"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"

namespace tsr::tensor::cuda {
namespace {


ConvShape conv_shape(const ConvGeometry& g) {
  ConvShape c;
  c.c = g.c;
  c.h = g.h;
  c.w = g.w;
  c.kh = g.kh;
  c.kw = g.kw;
  c.oh = g.oh;
  c.ow = g.ow;
  c.sh = g.stride[0];
  c.sw = g.stride[1];
  c.ph = g.padding[0];
  c.pw = g.padding[1];
  c.dh = g.dilation[0];
  c.dw = g.dilation[1];
  return c;
}

// cols[b] = im2col(images[b]) for `batch` contiguous images.
template <class T>
__global__ void im2col_kernel(const T* images, T* cols, ConvShape g, int64_t batch) {
  const int64_t per_image = g.col_rows() * g.col_cols(), n = per_image * batch;
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const int64_t b = i / per_image;
    const int64_t src = im2col_source(g, i - b * per_image);
    cols[i] = src < 0 ? T(0) : images[b * g.image_size() + src];
  }
}

// images[b] = col2im(cols[b]) for `batch` images.
template <class T>
__global__ void col2im_kernel(const T* cols, T* images, ConvShape g, int64_t batch) {
  const int64_t per_image = g.image_size(), n = per_image * batch, per_cols = g.col_rows() * g.col_cols();
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const int64_t b = i / per_image;
    images[i] = col2im_at(g, cols + b * per_cols, i - b * per_image);
  }
}

// Images per chunk: the columns of one chunk stay under 256 MiB.
int64_t chunk_of(const ConvGeometry& g, size_t element_size) {
  const int64_t per_image = std::max<int64_t>(1, g.c * g.kh * g.kw * g.oh * g.ow * int64_t(element_size));
  return std::max<int64_t>(1, std::min<int64_t>(g.n, (int64_t(256) << 20) / per_image));
}

void check_conv_dtypes(const Tensor& input, const Tensor& weight) {
  check_scalar_type(input.dtype(), weight.dtype());
  check(is_floating(input.dtype()), ErrorKind::RuntimeError, "\"slow_conv2d_cuda\" not implemented for '",
        dtype_title(input.dtype()), "'");
}

// The columns of images [start, start + count) of a contiguous (N, C, H, W) input: (count, C*kH*kW, OH*OW).
Tensor unfold(const Tensor& x, const ConvGeometry& g, int64_t start, int64_t count) {
  const ConvShape cs = conv_shape(g);
  Tensor cols = empty(std::vector<int64_t>{count, cs.col_rows(), cs.col_cols()}, x.dtype(), x.device());
  const int64_t n = cols.numel();
  if (n == 0) return cols;
  dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(x.dtype(), "im2col_cuda", [&]<class T>(std::type_identity<T>) {
    im2col_kernel<T><<<grid_for(n), kThreads, 0, stream()>>>(x.data<T>() + start * cs.image_size(), cols.data<T>(),
                                                            cs, count);
  });
  TSR_CUDA_LAUNCH_CHECK();
  return cols;
}

// conv2d's forward for one group (4-d, groups=1), as ops/conv.hpp's Conv2dForward.
Tensor conv2d_forward_cuda(const Tensor& input, const Tensor& weight, const Tensor& bias, const ConvGeometry& g) {
  check_conv_dtypes(input, weight);
  const Tensor x = contiguous(input);
  Tensor out = empty(std::vector<int64_t>{g.n, g.o, g.oh, g.ow}, x.dtype(), x.device());
  if (out.numel() == 0) return out;
  const Tensor w2 = reshape(weight, std::vector<int64_t>{g.o, g.c * g.kh * g.kw});
  const int64_t chunk = chunk_of(g, x.element_size());
  for (int64_t start = 0; start < g.n; start += chunk) {
    const int64_t count = std::min(chunk, g.n - start);
    const Tensor cols = unfold(x, g, start, count);
    Tensor y = bmm(expand(w2, std::vector<int64_t>{count, g.o, w2.sizes()[1]}), cols);  // (count, O, OH*OW)
    if (bias.defined()) y = add(y, reshape(bias, std::vector<int64_t>{1, g.o, 1}));
    Tensor dst = reshape(narrow(out, 0, start, count), std::vector<int64_t>{count, g.o, g.oh * g.ow});
    copy_(dst, y);
  }
  return out;
}

// conv2d_backward's three results (4-d, groups=1).
std::array<Tensor, 3> conv2d_backward_cuda(const Tensor& grad_in, const Tensor& input, const Tensor& weight,
                                           const ConvGeometry& g) {
  check_conv_dtypes(input, weight);
  const Tensor x = contiguous(input), grad = contiguous(grad_in);
  Tensor gi = empty(input.sizes(), input.dtype(), input.device());
  const int64_t ck = g.c * g.kh * g.kw;
  const Tensor w2t = t(reshape(contiguous(weight), std::vector<int64_t>{g.o, ck}));  // (CK, O)
  Tensor gw = zeros_like(empty(std::vector<int64_t>{g.o, ck}, weight.dtype(), weight.device()));
  const ConvShape cs = conv_shape(g);
  const int64_t chunk = chunk_of(g, x.element_size());
  for (int64_t start = 0; start < g.n; start += chunk) {
    const int64_t count = std::min(chunk, g.n - start);
    const Tensor go = reshape(narrow(grad, 0, start, count), std::vector<int64_t>{count, g.o, g.oh * g.ow});
    // input: col2im(W^T go) per image
    const Tensor gcols = contiguous(bmm(expand(w2t, std::vector<int64_t>{count, ck, g.o}), go));  // (count, CK, OHW)
    dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(x.dtype(), "col2im_cuda", [&]<class T>(std::type_identity<T>) {
      const int64_t n = count * cs.image_size();
      if (n == 0) return;
      col2im_kernel<T><<<grid_for(n), kThreads, 0, stream()>>>(gcols.data<T>(),
                                                              gi.data<T>() + start * cs.image_size(), cs, count);
    });
    TSR_CUDA_LAUNCH_CHECK();
    // weight: sum over the chunk's images of go cols^T
    const Tensor cols = unfold(x, g, start, count);
    gw = add(gw, sum(bmm(go, transpose(cols, 1, 2)), std::vector<int64_t>{0}));
  }
  const Tensor gb = sum(grad, std::vector<int64_t>{0, 2, 3});
  return {gi, reshape(gw, weight.sizes()), gb};
}

// col2im of one image's columns (C*kH*kW, OH*OW) into (C, H, W): conv_transpose2d's fold.
Tensor col2im_cuda(const Tensor& cols_in, const ConvGeometry& g) {
  const Tensor cols = contiguous(cols_in);
  const ConvShape cs = conv_shape(g);
  Tensor image = empty(std::vector<int64_t>{g.c, g.h, g.w}, cols.dtype(), cols.device());
  if (image.numel() == 0) return image;
  dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(cols.dtype(), "col2im_cuda", [&]<class T>(std::type_identity<T>) {
    col2im_kernel<T><<<grid_for(image.numel()), kThreads, 0, stream()>>>(cols.data<T>(), image.data<T>(), cs, 1);
    TSR_CUDA_LAUNCH_CHECK();
  });
  return image;
}

// ---- pools ---------------------------------------------------------------------------------------------------

PoolShape pool_shape(const Pool2dGeometry& geo, std::array<int64_t, 2> k, std::array<int64_t, 2> s,
                     std::array<int64_t, 2> p, std::array<int64_t, 2> d) {
  PoolShape g;
  g.h = geo.h;
  g.w = geo.w;
  g.oh = geo.oh;
  g.ow = geo.ow;
  g.kh = k[0];
  g.kw = k[1];
  g.sh = s[0];
  g.sw = s[1];
  g.ph = p[0];
  g.pw = p[1];
  g.dh = d[0];
  g.dw = d[1];
  return g;
}

template <class T>
__global__ void max_pool_kernel(const T* in, T* out, int64_t* indices, PoolShape g, int64_t planes) {
  const int64_t per_plane = g.oh * g.ow, n = per_plane * planes;
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const int64_t plane = i / per_plane, j = i - plane * per_plane;
    const MaxAt<T> m = max_pool_at(g, in + plane * g.h * g.w, j / g.ow, j % g.ow);
    out[i] = m.value;
    indices[i] = m.index;
  }
}

template <class T>
__global__ void max_pool_backward_kernel(const T* grad, const int64_t* indices, T* out, PoolShape g, int64_t planes) {
  const int64_t per_plane = g.h * g.w, n = per_plane * planes, per_out = g.oh * g.ow;
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const int64_t plane = i / per_plane, j = i - plane * per_plane;
    out[i] = max_pool_grad_at(g, grad + plane * per_out, indices + plane * per_out, j / g.w, j % g.w);
  }
}

template <class T>
__global__ void avg_pool_kernel(const T* in, T* out, PoolShape g, int64_t planes, bool count_include_pad,
                                int64_t divisor) {
  const int64_t per_plane = g.oh * g.ow, n = per_plane * planes;
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const int64_t plane = i / per_plane, j = i - plane * per_plane;
    out[i] = avg_pool_at(g, in + plane * g.h * g.w, j / g.ow, j % g.ow, count_include_pad, divisor);
  }
}

template <class T>
__global__ void avg_pool_backward_kernel(const T* grad, T* out, PoolShape g, int64_t planes, bool count_include_pad,
                                         int64_t divisor) {
  const int64_t per_plane = g.h * g.w, n = per_plane * planes, per_out = g.oh * g.ow;
  const int64_t step = int64_t(gridDim.x) * blockDim.x;
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n; i += step) {
    const int64_t plane = i / per_plane, j = i - plane * per_plane;
    out[i] = avg_pool_grad_at(g, grad + plane * per_out, j / g.w, j % g.w, count_include_pad, divisor);
  }
}

// The pools' stride argument: the kernel size when the list is empty (PyTorch's default).
std::array<int64_t, 2> pool_stride_arg(const Stack& s, size_t i, std::array<int64_t, 2> k) {
  return int_list_arg(s, i).empty() ? k : conv_pair_arg(s, i, 0);
}

Dims out_shape(const Tensor& input, const Pool2dGeometry& geo) {
  if (input.dim() == 4) return Dims{geo.n, geo.c, geo.oh, geo.ow};
  return Dims{geo.c, geo.oh, geo.ow};
}

std::pair<Tensor, Tensor> max_pool2d_cuda(const Stack& s) {
  const Tensor& input = t_arg(s, 0);
  const auto k = conv_pair_arg(s, 1, 1), st = pool_stride_arg(s, 2, k), p = conv_pair_arg(s, 3, 0),
             d = conv_pair_arg(s, 4, 1);
  const Pool2dGeometry geo = max_pool2d_geometry(input, k, st, p, d, bool_arg(s, 5));
  const Tensor x = contiguous(input);
  Tensor out = empty(out_shape(input, geo), x.dtype(), x.device());
  Tensor idx = empty(out_shape(input, geo), ScalarType::Long, x.device());
  const PoolShape g = pool_shape(geo, k, st, p, d);
  const int64_t planes = geo.n * geo.c;
  dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(x.dtype(), "max_pool2d_with_indices_out_cuda_frame",
                                       [&]<class T>(std::type_identity<T>) {
    if (out.numel() == 0) return;
    max_pool_kernel<T><<<grid_for(out.numel()), kThreads, 0, stream()>>>(x.data<T>(), out.data<T>(),
                                                                        idx.data<int64_t>(), g, planes);
    TSR_CUDA_LAUNCH_CHECK();
  });
  return {out, idx};
}

Tensor avg_pool2d_cuda(const Tensor& input, const Tensor* grad, const Stack& s, size_t first) {
  const auto k = conv_pair_arg(s, first, 1), st = pool_stride_arg(s, first + 1, k), p = conv_pair_arg(s, first + 2, 0);
  const bool ceil_mode = bool_arg(s, first + 3), count_include_pad = bool_arg(s, first + 4, true);
  int64_t divisor = 0;
  if (s.size() > first + 5)
    if (const int64_t* dv = std::get_if<int64_t>(&s[first + 5])) divisor = *dv;
  const Pool2dGeometry geo = avg_pool2d_geometry(input, k, st, p, ceil_mode);
  const PoolShape g = pool_shape(geo, k, st, p, {1, 1});
  const int64_t planes = geo.n * geo.c;
  if (!grad) {
    const Tensor x = contiguous(input);
    Tensor out = empty(out_shape(input, geo), x.dtype(), x.device());
    dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(x.dtype(), "avg_pool2d_out_cuda_frame", [&]<class T>(std::type_identity<T>) {
      if (out.numel() == 0) return;
      avg_pool_kernel<T><<<grid_for(out.numel()), kThreads, 0, stream()>>>(x.data<T>(), out.data<T>(), g, planes,
                                                                          count_include_pad, divisor);
      TSR_CUDA_LAUNCH_CHECK();
    });
    return out;
  }
  const Tensor gr = contiguous(to_dtype(*grad, input.dtype()));
  Tensor out = empty(input.sizes(), input.dtype(), input.device());
  dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(input.dtype(), "avg_pool2d_backward_out_cuda_frame",
                                       [&]<class T>(std::type_identity<T>) {
    if (out.numel() == 0) return;
    avg_pool_backward_kernel<T><<<grid_for(out.numel()), kThreads, 0, stream()>>>(gr.data<T>(), out.data<T>(), g,
                                                                                 planes, count_include_pad, divisor);
    TSR_CUDA_LAUNCH_CHECK();
  });
  return out;
}

}  // namespace

TSR_REGISTER_KERNEL("conv2d", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  Tensor bias;
  if (const Tensor* b = std::get_if<Tensor>(&s.at(2))) bias = *b;
  set_result(s, conv2d_groups(t_arg(s, 0), t_arg(s, 1), bias, conv_pair_arg(s, 3, 1), conv_pair_arg(s, 4, 0),
                              conv_pair_arg(s, 5, 1), int_arg(s, 6, 1), conv2d_forward_cuda));
}));

// The CPU kernel's checks and loops (ops/conv.hpp), the products on cuBLAS and col2im on the device; one image at a
// time (not batched as conv2d is).
TSR_REGISTER_KERNEL("conv_transpose2d.input", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, conv_transpose2d_stack(s, col2im_cuda));
}));

// One group at a time (ops/conv.hpp's conv2d_backward_groups).
TSR_REGISTER_KERNEL("conv2d_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Conv2dGrads r = conv2d_backward_groups(
      s, [](const Tensor& grad, const Tensor& input, const Tensor& weight, const ConvGeometry& g) {
        auto parts = conv2d_backward_cuda(grad, input, weight, g);
        return Conv2dGrads{parts[0], parts[1], parts[2]};
      });
  s = {r.input, r.weight, r.bias};
}));

TSR_REGISTER_KERNEL("max_pool2d_with_indices", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  auto [values, indices] = max_pool2d_cuda(s);
  s = {values, indices};
}));

TSR_REGISTER_KERNEL("max_pool2d", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, max_pool2d_cuda(s).first);
}));

// max_pool2d_with_indices_backward(grad_output, self, kernel_size, stride, padding, dilation, ceil_mode, indices)
TSR_REGISTER_KERNEL("max_pool2d_with_indices_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& self = t_arg(s, 1);
  const auto k = conv_pair_arg(s, 2, 1), st = pool_stride_arg(s, 3, k), p = conv_pair_arg(s, 4, 0),
             d = conv_pair_arg(s, 5, 1);
  const Pool2dGeometry geo = max_pool2d_geometry(self, k, st, p, d, bool_arg(s, 6));
  const Tensor grad = contiguous(t_arg(s, 0)), indices = contiguous(t_arg(s, 7));
  check(grad.numel() == geo.n * geo.c * geo.oh * geo.ow && indices.numel() == grad.numel() &&
            indices.dtype() == ScalarType::Long,
        ErrorKind::RuntimeError, "max_pool2d_with_indices_backward: grad_output and indices must have the pool's "
        "output shape and indices be int64");
  Tensor out = empty(self.sizes(), grad.dtype(), self.device());
  const PoolShape g = pool_shape(geo, k, st, p, d);
  dispatch_dtype<DtypeGroup::Floating, ScalarType::Half, ScalarType::BFloat16>(grad.dtype(), "max_pool2d_with_indices_backward_out_cuda_frame",
                                       [&]<class T>(std::type_identity<T>) {
    if (out.numel() == 0) return;
    max_pool_backward_kernel<T><<<grid_for(out.numel()), kThreads, 0, stream()>>>(
        grad.data<T>(), indices.data<int64_t>(), out.data<T>(), g, geo.n * geo.c);
    TSR_CUDA_LAUNCH_CHECK();
  });
  set_result(s, std::move(out));
}));

TSR_REGISTER_KERNEL("avg_pool2d", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  set_result(s, avg_pool2d_cuda(t_arg(s, 0), nullptr, s, 1));
}));

// avg_pool2d_backward(grad_output, self, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor)
TSR_REGISTER_KERNEL("avg_pool2d_backward", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor grad = t_arg(s, 0);
  set_result(s, avg_pool2d_cuda(t_arg(s, 1), &grad, s, 2));
}));

// The adaptive pools and reflection/replication padding are pool_pad.cu's.

}  // namespace tsr::tensor::cuda
