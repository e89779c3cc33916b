// Bad tensor inputs that a C++ test states more plainly than a script (issue 17; the script side is
// tests/scripts/100_bad_inputs_tensor.tsr, the catalogue tests/bad_inputs/tensor.txt): sizes whose byte count or
// extent overflows int64, integer min // -1 (PyTorch 1.13 dies with SIGFPE on it, so there is no output of its to
// record) and the layouts empty_like_layout gives (PyTorch's preserve_format, values from torch 1.13).
#include <gtest/gtest.h>

#include <limits>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"
#include "../test_util.hpp"

using namespace tsr::tensor;
using namespace tsr::tensor::testing;

TEST(BadInputs, StorageSizeOverflowRaisesBeforeAllocating) {
  ErrorKind kind{};
  // torch.zeros(2**32, 2**32): 2**64 elements wrapped to 0 bytes, and the next write ran past them.
  EXPECT_EQ(error_of([] { tsr::tensor::empty(std::vector<int64_t>{int64_t(1) << 32, int64_t(1) << 32}); }, &kind),
            "Storage size calculation overflowed with sizes=[4294967296, 4294967296]");
  EXPECT_EQ(kind, ErrorKind::RuntimeError);
  // 2**61 float64 elements: the numel fits, the byte count does not.
  EXPECT_EQ(error_of([] { tsr::tensor::empty(std::vector<int64_t>{int64_t(1) << 61}, ScalarType::Double); }),
            "Storage size calculation overflowed with sizes=[2305843009213693952]");
  // A zero size makes any shape empty.
  EXPECT_EQ(tsr::tensor::empty(std::vector<int64_t>{int64_t(1) << 62, 0, int64_t(1) << 62}).numel(), 0);
}

TEST(BadInputs, ViewsWhoseNumelOrExtentOverflows) {
  Tensor one = tsr::tensor::empty(std::vector<int64_t>{1, 1});
  EXPECT_EQ(error_of([&] { expand(one, std::vector<int64_t>{int64_t(1) << 40, int64_t(1) << 40}); }),
            "numel: integer multiplication overflow");
  Tensor four = tsr::tensor::empty(std::vector<int64_t>{4});
  EXPECT_EQ(error_of([&] { as_strided(four, std::vector<int64_t>{2}, std::vector<int64_t>{int64_t(1) << 62}); }),
            "Storage size calculation overflowed with sizes=[2] and strides=[4611686018427387904]");
  // PyTorch 1.13 accepts this one (its offset * itemsize wraps) and reads outside the storage; tsr raises.
  EXPECT_EQ(error_of([&] {
              as_strided(four, std::vector<int64_t>{2}, std::vector<int64_t>{1}, int64_t(1) << 62);
            }),
            "Storage size calculation overflowed with sizes=[2] and strides=[1]");
  EXPECT_EQ(error_of([&] { as_strided(four, std::vector<int64_t>{2}, std::vector<int64_t>{1}, -1); }),
            "Tensor: invalid storage offset -1");
}

TEST(BadInputs, IntegerMinDividedByMinusOneRaisesInsteadOfTrapping) {
  const int64_t min64 = std::numeric_limits<int64_t>::min();
  const Tensor a64 = make<int64_t>({2}, {7, min64}, ScalarType::Long);
  const Tensor m64 = make<int64_t>({2}, {-1, -1}, ScalarType::Long);
  const std::string message64 = "integer overflow: the quotient of -9223372036854775808 and -1 does not fit in torch.int64";
  EXPECT_EQ(error_of([&] { floor_divide(a64, m64); }), message64);
  EXPECT_EQ(error_of([&] { remainder(a64, m64); }), message64);
  EXPECT_EQ(error_of([&] { call_tensor_op(find_op("fmod.Tensor"), {a64, m64}); }), message64);
  const Tensor a32 = make<int32_t>({1}, {std::numeric_limits<int32_t>::min()}, ScalarType::Int);
  const Tensor m32 = make<int32_t>({1}, {-1}, ScalarType::Int);
  EXPECT_EQ(error_of([&] { floor_divide(a32, m32); }),
            "integer overflow: the quotient of -2147483648 and -1 does not fit in torch.int32");
  // One more than the minimum divides.
  EXPECT_EQ(values<int64_t>(floor_divide(make<int64_t>({1}, {min64 + 1}, ScalarType::Long),
                                         make<int64_t>({1}, {-1}, ScalarType::Long))),
            std::vector<int64_t>{std::numeric_limits<int64_t>::max()});
}

TEST(BadInputs, PreserveFormatLayouts) {
  // torch.arange(120.).reshape(2, 3, 4, 5)
  Tensor base = tsr::tensor::empty(std::vector<int64_t>{2, 3, 4, 5});
  const auto layout_of = [](const Tensor& t) { return empty_like_layout(t, t.sizes(), t.dtype()).strides(); };
  // base.transpose(2, 3)[:, :, 1:4].clone().stride() == (36, 12, 1, 3): dense strides in the slice's order.
  EXPECT_EQ(layout_of(slice(transpose(base, 2, 3), 2, 1, 4, 1)), Dims({36, 12, 1, 3}));
  // base[:, :1].transpose(1, 3): (20, 1, 5, 20), the size-1 dim keeps its place in the order.
  EXPECT_EQ(layout_of(transpose(slice(base, 1, 0, 1, 1), 1, 3)), Dims({20, 1, 5, 20}));
  // A dense permutation is kept stride for stride: base.permute(2, 0, 3, 1) -> (5, 60, 1, 20).
  EXPECT_EQ(layout_of(permute(base, std::vector<int64_t>{2, 0, 3, 1})), Dims({5, 60, 1, 20}));
  // torch.arange(21.).reshape(3, 7)[:1, :3] is dense: its stride 7 on the size-1 dim stays.
  Tensor wide = tsr::tensor::empty(std::vector<int64_t>{3, 7});
  EXPECT_EQ(layout_of(slice(slice(wide, 0, 0, 1, 1), 1, 0, 3, 1)), Dims({7, 1}));
}
