// flip's index math (tensor/cuda/flip_index.hpp) on the CPU: flip_source for every element against the CPU's flip,
// over several shapes and sets of dims (none, one, several, all, negative). gpu_walker_test.cpp compares the kernel
// itself where a GPU is.
#include "tensor/cuda/flip_index.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/test_util.hpp"

namespace tsr::tensor::cuda {
namespace {

using tsr::tensor::testing::make;
using tsr::tensor::testing::values;

TEST(CudaFlipIndex, MatchesTheCpuFlip) {
  const std::vector<std::vector<int64_t>> shapes = {{7}, {3, 4}, {2, 3, 4}, {2, 1, 3, 2}};
  for (const auto& shape : shapes) {
    int64_t n = 1;
    for (int64_t s : shape) n *= s;
    std::vector<double> v(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) v[size_t(i)] = double(i) + 0.5;
    const Tensor x = make<double>(shape, v, ScalarType::Double);
    const int64_t nd = int64_t(shape.size());
    for (const std::vector<int64_t>& dims : std::vector<std::vector<int64_t>>{{}, {0}, {-1}, {0, nd - 1}, {nd - 1, 0, nd / 2 == 0 ? -99 : nd / 2}}) {
      std::vector<int64_t> ds;
      for (int64_t d : dims)
        if (d != -99 && !(std::find(ds.begin(), ds.end(), d < 0 ? d + nd : d) != ds.end())) ds.push_back(d < 0 ? d + nd : d);
      FlipShape f;
      f.dims = int(nd);
      for (int64_t d = 0; d < nd; ++d) f.sizes[d] = shape[size_t(d)];
      for (int64_t d : ds) f.flipped[d] = true;
      std::vector<double> got(static_cast<size_t>(n));
      for (int64_t i = 0; i < n; ++i) got[size_t(i)] = v[size_t(flip_source(f, i))];
      const Tensor want = call_tensor_op(find_op("flip"), {x, ds});
      EXPECT_EQ(got, values<double>(want)) << "shape " << x.sizes() << " dims " << Dims(ds);
    }
  }
}

}  // namespace
}  // namespace tsr::tensor::cuda
