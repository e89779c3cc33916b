// torch.fft's three natives on the CUDA key by cuFFT, as PyTorch's CUDA kernels compute them (SpectralOps.cpp):
// the transformed dims moved last and made contiguous, one batched plan (cufftPlanMany, the basic data layout) over
// at most three of them at a time, the normalisation applied to the result. Over more than three dims, the others
// are transformed first (c2c, c2r) or after (r2c) by c2c in groups of three: transforms over different dims commute.
// A two-sided r2c is the c2c of the input made complex (PyTorch fills the second half by symmetry: the same values,
// up to rounding). c2r reads last_dim_size / 2 + 1 elements along its last dim, as cuFFT's and pocketfft's do.
// Plans are made and destroyed per call (PyTorch caches them). The arguments' checks are the CPU kernels'
// (ops/fft.hpp). Results differ from the CPU's (pocketfft) in the last bits.
#include <cufft.h>

#include <algorithm>

#include "tensor/cuda/operands.cuh"
#include "tensor/ops/fft.hpp"

namespace tsr::tensor::cuda {
namespace {


void check_cufft(cufftResult r, const char* what) {
  check(r == CUFFT_SUCCESS, ErrorKind::RuntimeError, "cuFFT error ", int(r), " in ", what);
}

// A cuFFT plan, destroyed with its scope.
struct Plan {
  cufftHandle handle = 0;
  Plan(const std::vector<int64_t>& signal, int64_t batch, cufftType type) {
    std::vector<long long> n(signal.begin(), signal.end());
    size_t work = 0;
    check_cufft(cufftCreate(&handle), "cufftCreate");
    check_cufft(cufftMakePlanMany64(handle, int(n.size()), n.data(), nullptr, 1, 0, nullptr, 1, 0, type, batch, &work),
                "cufftMakePlanMany64");
    check_cufft(cufftSetStream(handle, stream()), "cufftSetStream");
  }
  ~Plan() { cufftDestroy(handle); }
  Plan(const Plan&) = delete;
  Plan& operator=(const Plan&) = delete;
};

enum class Kind { C2C, R2C, C2R };

cufftType type_of(Kind k, bool dbl) {
  switch (k) {
    case Kind::C2C:
      return dbl ? CUFFT_Z2Z : CUFFT_C2C;
    case Kind::R2C:
      return dbl ? CUFFT_D2Z : CUFFT_R2C;
    default:
      return dbl ? CUFFT_Z2D : CUFFT_C2R;
  }
}

// One transform of kind k over `dims` (at most three; the last is halved for R2C/C2R), unnormalised: the dims moved
// last, the input contiguous, one batched plan, the result's dims moved back. `last_size` is C2R's output length.
Tensor transform(const Tensor& self, const std::vector<int64_t>& dims, Kind k, bool forward, int64_t last_size) {
  const int64_t nd = self.dim();
  std::vector<int64_t> perm;
  for (int64_t d = 0; d < nd; ++d)
    if (std::find(dims.begin(), dims.end(), d) == dims.end()) perm.push_back(d);
  const int64_t batch_dims = int64_t(perm.size());
  perm.insert(perm.end(), dims.begin(), dims.end());
  Tensor in = permute(self, perm);
  if (k == Kind::C2R) in = narrow(in, nd - 1, 0, last_size / 2 + 1);  // cuFFT reads n / 2 + 1
  const bool view_of_self = in.is_contiguous();
  in = contiguous(in);
  if (k == Kind::C2R && view_of_self) in = clone(in);  // C2R overwrites its input: it gets a copy of its own
  std::vector<int64_t> signal(in.sizes().begin() + batch_dims, in.sizes().end());
  if (k == Kind::C2R) signal.back() = last_size;
  int64_t batch = 1;
  for (int64_t d = 0; d < batch_dims; ++d) batch *= in.size(d);
  std::vector<int64_t> out_sizes(in.sizes().begin(), in.sizes().end());
  if (k == Kind::R2C) out_sizes.back() = out_sizes.back() / 2 + 1;
  if (k == Kind::C2R) out_sizes.back() = last_size;
  const bool dbl = component_dtype(self.dtype()) == ScalarType::Double;
  const ScalarType out_dtype =
      k == Kind::C2R ? component_dtype(self.dtype()) : (dbl ? ScalarType::ComplexDouble : ScalarType::ComplexFloat);
  Tensor out = empty(out_sizes, out_dtype, self.device());
  if (out.numel() > 0 && in.numel() > 0) {
    const Plan plan(signal, batch, type_of(k, dbl));
    const int direction = forward ? CUFFT_FORWARD : CUFFT_INVERSE;
    void *src = in.data_ptr(), *dst = out.data_ptr();
    cufftResult r;
    switch (type_of(k, dbl)) {
      case CUFFT_C2C:
        r = cufftExecC2C(plan.handle, static_cast<cufftComplex*>(src), static_cast<cufftComplex*>(dst), direction);
        break;
      case CUFFT_Z2Z:
        r = cufftExecZ2Z(plan.handle, static_cast<cufftDoubleComplex*>(src), static_cast<cufftDoubleComplex*>(dst),
                         direction);
        break;
      case CUFFT_R2C:
        r = cufftExecR2C(plan.handle, static_cast<cufftReal*>(src), static_cast<cufftComplex*>(dst));
        break;
      case CUFFT_D2Z:
        r = cufftExecD2Z(plan.handle, static_cast<cufftDoubleReal*>(src), static_cast<cufftDoubleComplex*>(dst));
        break;
      case CUFFT_C2R:
        r = cufftExecC2R(plan.handle, static_cast<cufftComplex*>(src), static_cast<cufftReal*>(dst));
        break;
      default:
        r = cufftExecZ2D(plan.handle, static_cast<cufftDoubleComplex*>(src), static_cast<cufftDoubleReal*>(dst));
    }
    check_cufft(r, "cufftExec");
  }
  std::vector<int64_t> inverse(static_cast<size_t>(nd));
  for (int64_t i = 0; i < nd; ++i) inverse[static_cast<size_t>(perm[static_cast<size_t>(i)])] = i;
  return contiguous(permute(out, inverse));
}

// c2c over `dims` in groups of at most three.
Tensor c2c_groups(Tensor t, const std::vector<int64_t>& dims, bool forward) {
  for (size_t first = 0; first < dims.size(); first += 3) {
    const std::vector<int64_t> group(dims.begin() + first, dims.begin() + std::min(first + 3, dims.size()));
    t = transform(t, group, Kind::C2C, forward, 0);
  }
  return t;
}

// The result times PyTorch's normalisation factor for n points (in the component type, as on the CPU).
Tensor normalized(Tensor out, int64_t n, int64_t normalization) {
  if (normalization == 0 || out.numel() == 0) return out;
  const double factor = component_dtype(out.dtype()) == ScalarType::Double
                            ? fft_norm_factor<double>(n, normalization)
                            : double(fft_norm_factor<float>(n, normalization));
  if (!is_complex(out.dtype())) return dispatched("mul.Tensor", {out, scalar_to_tensor(factor)});
  return view_as_complex(contiguous(dispatched("mul.Tensor", {view_as_real(out), scalar_to_tensor(factor)})));
}

int64_t points(const Dims& sizes, const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= sizes[d];
  return n;
}

// The last (up to) three dims of `dims`, and the others.
std::pair<std::vector<int64_t>, std::vector<int64_t>> split_last_three(const std::vector<int64_t>& dims) {
  const size_t cut = dims.size() > 3 ? dims.size() - 3 : 0;
  return {std::vector<int64_t>(dims.begin() + cut, dims.end()), std::vector<int64_t>(dims.begin(), dims.begin() + cut)};
}

}  // namespace

// _fft_c2c(self, dim, normalization, forward)
TSR_REGISTER_KERNEL("_fft_c2c", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
                      const Tensor& self = t_arg(s, 0);
                      check(is_complex(self.dtype()), ErrorKind::RuntimeError,
                            "Expected a complex input tensor to _fft_c2c");
                      const std::vector<int64_t> dims = fft_dims("_fft_c2c", self, int_list_arg(s, 1));
                      const int64_t normalization = int_arg(s, 2, 0);
                      Tensor out = c2c_groups(self, dims, bool_arg(s, 3, true));
                      set_result(s, normalized(std::move(out), points(self.sizes(), dims), normalization));
                    }));

// _fft_r2c(self, dim, normalization, onesided)
TSR_REGISTER_KERNEL("_fft_r2c", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
                      const Tensor& self = t_arg(s, 0);
                      check(self.dtype() == ScalarType::Float || self.dtype() == ScalarType::Double,
                            ErrorKind::RuntimeError, "Expected a float or double input tensor to _fft_r2c, got ",
                            dtype_name(self.dtype()));
                      const std::vector<int64_t> dims = fft_dims("_fft_r2c", self, int_list_arg(s, 1));
                      const int64_t normalization = int_arg(s, 2, 0);
                      Tensor out;
                      if (!bool_arg(s, 3, true)) {  // two-sided: the c2c of the input made complex
                        out = c2c_groups(to_dtype(self, *complex_dtype_of(self.dtype())), dims, true);
                      } else {
                        const auto [last, rest] = split_last_three(dims);
                        out = c2c_groups(transform(self, last, Kind::R2C, true, 0), rest, true);
                      }
                      set_result(s, normalized(std::move(out), points(self.sizes(), dims), normalization));
                    }));

// _fft_c2r(self, dim, normalization, last_dim_size)
TSR_REGISTER_KERNEL("_fft_c2r", CUDA, kernel([](const Operator&, DispatchKeySet, Stack& s) {
                      const Tensor& self = t_arg(s, 0);
                      check(is_complex(self.dtype()), ErrorKind::RuntimeError,
                            "Expected a complex input tensor to _fft_c2r");
                      const std::vector<int64_t> dims = fft_dims("_fft_c2r", self, int_list_arg(s, 1));
                      const int64_t normalization = int_arg(s, 2, 0), last_dim_size = int_arg(s, 3, 1);
                      check_fft_c2r(self, dims, last_dim_size);
                      const auto [last, rest] = split_last_three(dims);
                      Tensor out = transform(c2c_groups(self, rest, false), last, Kind::C2R, false, last_dim_size);
                      Dims signal = out.sizes();
                      set_result(s, normalized(std::move(out), points(signal, dims), normalization));
                    }));

}  // namespace tsr::tensor::cuda
