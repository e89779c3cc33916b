// The CUDA nonzero and masked_select kernels' per-element code (tensor/cuda/compaction.hpp) on the CPU: every mask
// element run as a GPU thread runs it, the ranks from the CPU's cumsum as the device's from its own, against the CPU
// kernels: 0-d to 4-d, broadcast masks, empty and all-set masks, and elements of 1, 2, 4, 8 and 16 bytes.
#include "tensor/cuda/compaction.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::cuda {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::values;

Tensor op(const char* name, Stack args) { return call_tensor_op(find_op(name), std::move(args)); }

Tensor random_mask(const std::vector<int64_t>& shape, unsigned seed, double density) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::mt19937 gen(seed);
  std::bernoulli_distribution flip(density);
  std::vector<bool> v(static_cast<size_t>(n));
  for (size_t i = 0; i < v.size(); ++i) v[i] = flip(gen);
  std::vector<uint8_t> bytes(v.begin(), v.end());
  Tensor t = empty(shape, ScalarType::Bool);
  std::memcpy(t.data_ptr(), bytes.data(), bytes.size());
  return t;
}

// The kernels' inputs: the flags flattened, contiguous, and their inclusive prefix count.
struct Ranked {
  Tensor flags, rank;
  int64_t count;
};
Ranked ranked(const Tensor& flags_in) {
  const Tensor flags = contiguous(flags_in);
  const Tensor rank = op("cumsum", {flatten(flags), int64_t(0), ScalarType::Long});
  return {flags, rank, flags.numel() == 0 ? 0 : values<int64_t>(rank).back()};
}

TEST(CudaCompaction, NonzeroIsTheCpuKernel) {
  const std::vector<std::vector<int64_t>> shapes{{}, {7}, {3, 5}, {2, 3, 4}, {2, 1, 3, 5}, {0, 4}};
  for (const auto& shape : shapes)
    for (double density : {0.0, 0.3, 1.0}) {
      const Tensor mask = random_mask(shape, 3, density);
      const Tensor self = to_dtype(mask, ScalarType::Float);  // nonzero of a float tensor
      const Tensor want = op("nonzero", {self});
      const Ranked r = ranked(op("ne.Tensor", {self, scalar_to_tensor(int64_t{0})}));
      std::vector<int64_t> got(static_cast<size_t>(r.count * self.dim()));
      NonzeroCoords f{r.flags.data<bool>(), r.rank.data<int64_t>(), self.dim(), {}, got.data()};
      for (int64_t d = 0; d < self.dim(); ++d) f.sizes[d] = self.size(d);
      for (int64_t i = 0; i < r.flags.numel(); ++i) f(i);
      EXPECT_EQ(values<int64_t>(want), got) << Dims(shape).str() << " density " << density;
      EXPECT_EQ(want.size(0), r.count);
    }
}

template <int Bytes>
std::vector<uint8_t> select_kept(const Tensor& values_in, const Tensor& mask) {
  const Dims shape = broadcast_shapes(values_in.sizes(), mask.sizes());
  const Tensor v = contiguous(expand(values_in, shape));
  const Ranked r = ranked(expand(mask, shape));
  std::vector<uint8_t> out(static_cast<size_t>(r.count * Bytes));
  const SelectKept<Bytes> f{r.flags.data<bool>(), r.rank.data<int64_t>(), static_cast<const Word<Bytes>*>(v.data_ptr()),
                            reinterpret_cast<Word<Bytes>*>(out.data())};
  for (int64_t i = 0; i < r.flags.numel(); ++i) f(i);
  return out;
}

TEST(CudaCompaction, MaskedSelectIsTheCpuKernel) {
  const Tensor base = op("arange.start", {-6.0, 18.0});  // 24 distinct values
  const Tensor grid = reshape(base, std::vector<int64_t>{2, 3, 4});
  const Tensor mask = random_mask({2, 3, 4}, 5, 0.5), row_mask = random_mask({4}, 6, 0.5);
  for (ScalarType dtype : {ScalarType::Bool, ScalarType::Byte, ScalarType::Half, ScalarType::Int, ScalarType::Float,
                           ScalarType::Long, ScalarType::Double, ScalarType::ComplexFloat, ScalarType::ComplexDouble})
    for (const Tensor& m : {mask, row_mask, random_mask({2, 3, 4}, 7, 0.0), random_mask({2, 1, 4}, 8, 1.0)}) {
      const Tensor self = to_dtype(grid, dtype);
      const Tensor want = contiguous(op("masked_select", {self, m}));
      std::vector<uint8_t> got;
      switch (element_size(dtype)) {
        case 1:
          got = select_kept<1>(self, m);
          break;
        case 2:
          got = select_kept<2>(self, m);
          break;
        case 4:
          got = select_kept<4>(self, m);
          break;
        case 8:
          got = select_kept<8>(self, m);
          break;
        default:
          got = select_kept<16>(self, m);
          break;
      }
      ASSERT_EQ(got.size(), static_cast<size_t>(want.numel()) * element_size(dtype)) << dtype_name(dtype);
      EXPECT_EQ(std::memcmp(got.data(), want.data_ptr(), got.size()), 0) << dtype_name(dtype);
    }
}

}  // namespace
}  // namespace tsr::tensor::cuda
