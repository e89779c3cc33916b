// Samples of the view, shape, rearranging and indexing ops (tensor/ops/view_ops.cpp, kernels/cpu/shape_ops.cpp,
// rearrange.cpp, indexing.cpp, advanced_indexing.cpp, scatter_scan.cpp's scatters).
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

constexpr ScalarType Long = ScalarType::Long, Float = ScalarType::Float;

TSR_OP_SAMPLES(shape) {
  op("view.dtype")
      .sample({T({2, 6}), ScalarType::Double})
      .sample({T({2, 6}), ScalarType::Float})
      .skip_grad("not differentiable in PyTorch: the bytes read as another dtype")
      .skip_strided("a narrower dtype needs the last dimension's stride 1 (PyTorch's error, Views.ErrorsReadAsPyTorchs)");
  op("view").sample({T({2, 6}), ints({3, 4})}).sample({T({2, 6}), ints({-1})}).sample({T({}), ints({1})})
      .skip_strided("view needs strides compatible with the new shape; PyTorch raises on a transposed input too");
  op("_unsafe_view").sample({T({2, 6}), ints({3, 4})}).sample({T({2, 6}), ints({-1})});
  op("reshape").sample({T({2, 6}), ints({3, 4})}).sample({T({2, 6}), ints({-1})}).sample({T({3, 1}).expand({3, 4}), ints({4, 3})});
  op("permute").sample({T({2, 3, 4}), ints({2, 0, 1})}).sample({T({}), ints({})});
  op("transpose.int").sample({T({2, 3}), 0, 1}).sample({T({2, 3, 2}), -1, 0});
  // transpose_ has no overload name, so it is not found as transpose.int's in-place variant.
  op("transpose_").sample({T({2, 3}), 0, 1}).sample({T({2, 3, 2}), -1, 0});
  op("t").sample({T({2, 3})}).sample({T({3})}).sample({T({})});
  op("alias").sample({T({2, 3})}).sample({T({1, 4, 3})}).sample({T({})});
  op("unsqueeze").sample({T({2, 3}), 1}).sample({T({}), 0}).sample({T({2, 3}), -1});
  op("squeeze").sample({T({2, 1, 3})}).sample({T({1})});
  op("squeeze.dim").sample({T({2, 1, 3}), 1}).sample({T({2, 3}), 0});
  op("expand").sample({T({3, 1}), ints({3, 4}), false}).sample({T({}), ints({2, 2}), false}).sample({T({3}), ints({2, -1}), false});
  op("expand_as").sample({T({3, 1}), T({3, 4}).constant()});
  op("narrow").sample({T({4, 3}), 0, 1, 2}).sample({T({4, 3}), 1, 0, 2});
  op("select.int").sample({T({3, 4}), 1, 2}).sample({T({3, 4}), 0, -1});
  op("slice.Tensor").sample({T({5, 3}), 0, 1, 5, 2}).sample({T({5, 3}), 1, None, None, 1}).sample({T({5, 3}), 0, -3, None, 1});
  op("unfold").sample({T({2, 5}), 1, 2, 1}).sample({T({6}), 0, 3, 2});
  op("_reshape_alias").sample({T({2, 6}), ints({3, 4}), ints({4, 1})}).sample({T({2, 6}), ints({12}), ints({1})})
      .skip_strided("reshape's view takes the strides reshape found for the input's layout, like as_strided");
  op("as_strided").sample({T({2, 3}), ints({2, 2}), ints({1, 2}), 1}).sample({T({2, 3}), ints({3}), ints({2}), None})
      .skip_strided("as_strided reads the storage with the strides given, so its result depends on the input's layout");
  op("flatten.using_ints").sample({T({2, 3, 2}), 0, 1}).sample({T({2, 3, 2}), 0, -1}).sample({T({}), 0, -1});
  op("diagonal").sample({T({3, 4}), 0, 0, 1}).sample({T({3, 4}), 1, 0, 1}).sample({T({2, 3, 3}), -1, 1, 2});
  // The part views' gradients, ops of their own so that double backward records them.
  op("select_backward").sample({T({4}), ints({3, 4}), 0, 2}).sample({T({3}), ints({3, 4}), 1, -1});
  op("slice_backward").sample({T({2, 3}), ints({5, 3}), 0, 1, 5, 2}).sample({T({5, 2}), ints({5, 3}), 1, -2, 3, 1});
  op("diagonal_backward").sample({T({3}), ints({3, 4}), 0, 0, 1}).sample({T({3}), ints({3, 4}), 1, 0, 1})
      .sample({T({2, 2}), ints({2, 3, 3}), -1, 1, 2});
  op("contiguous").sample({T({2, 3})}).sample({T({3, 1}).expand({3, 4})});
  op("_to_memory_format").sample({T({2, 3, 2, 2}), 2}).sample({T({2, 3}), 1}).sample({T({1, 2, 2, 3, 2}), 3}).sample({T({2, 2, 3, 2}), 0});
  op("clone").sample({T({2, 3})}).sample({T({})}).sample({T({2, 3}).as(Long)});
  // x.cpu() / x.to(device, dtype): on the CPU here; tests/tensor/cuda/gpu_walker_test.cpp moves to a GPU.
  op("_to_device").sample({T({2, 3}), IValue(Device{}), None, false}).sample({T({}), IValue(Device{}), None, false})
      .sample({T({2, 3}).as(Float), IValue(Device{}), ScalarType::Double, false});
  op("copy_").sample({T({2, 3}), T({3}), false}).sample({T({2, 3}), T({2, 3}).as(Float), false})
      .sample({T({2, 3}), T({2, 3}).in(-9, 9).as(Long), false});
  op("to.dtype").sample({T({2, 3}), ScalarType::Double, false, true}).sample({T({2, 3}).in(-9, 9).as(Long), ScalarType::Double, false, false})
      .sample({T({2, 3}).as(Float), ScalarType::Double, false, false}).sample({T({2, 3}), Long, false, false});
  op("cat").sample({std::vector<T>{T({2, 3}), T({1, 3})}, 0}).sample({std::vector<T>{T({2, 3}), T({2, 1})}, 1})
      .sample({std::vector<T>{T({2, 3}), T({2, 3}).as(Long)}, 0});
  op("stack").sample({std::vector<T>{T({2, 3}), T({2, 3})}, 1}).sample({std::vector<T>{T({}), T({})}, 0});
  op("split.Tensor").sample({T({5, 2}), 2, 0}).sample({T({2, 5}), 3, 1});
  op("split_with_sizes").sample({T({5, 2}), ints({2, 3}), 0});
  op("chunk").sample({T({5, 2}), 2, 0}).sample({T({2, 6}), 3, 1});
  op("unbind.int").sample({T({3, 2}), 0}).sample({T({2, 4}), -1});
  op("unsafe_split.Tensor").sample({T({5, 2}), 2, 0}).sample({T({2, 5}), 3, 1});
  op("unsafe_split_with_sizes").sample({T({5, 2}), ints({2, 3}), 0});
  op("unsafe_chunk").sample({T({5, 2}), 2, 0}).sample({T({2, 6}), 3, 1});
  op("flip").sample({T({2, 3}), ints({0, 1})}).sample({T({2, 3}), ints({1})}).sample({T({2, 3}).as(ScalarType::ComplexDouble), ints({1})});
  op("roll").sample({T({2, 3}), ints({1, -2}), ints({0, 1})}).sample({T({2, 3}), ints({4}), ints({})});
  op("repeat").sample({T({2, 3}), ints({2, 1, 3})}).sample({T({}), ints({2})});
  op("tril").sample({T({3, 4}), 0}).sample({T({3, 4}), -1});
  op("triu").sample({T({3, 4}), 0}).sample({T({3, 4}), 1});

  // Indexing: index tensors are Long constants; scatter.src's indices are distinct per row (repeats would leave
  // which source element lands unspecified).
  op("index_select").sample({T({3, 4}), 0, Index({2}, {2, 0})}).sample({T({3, 4}), 1, Index({3}, {3, 3, 1})})
      .sample({T({3, 4}).as(ScalarType::ComplexDouble), 1, Index({3}, {3, 3, 1})});
  op("index_select_backward").sample({T({2, 4}), ints({3, 4}), 0, Index({2}, {2, 0})})
      .sample({T({3, 3}), ints({3, 4}), 1, Index({3}, {3, 3, 1})});
  op("gather").sample({T({3, 4}), 1, Index({3, 2}, {0, 3, 1, 1, 2, 0}), false}).sample({T({3, 4}), 0, Index({1, 4}, {2, 0, 1, 2}), false});
  op("scatter.src").sample({T({3, 4}), 1, Index({3, 2}, {0, 3, 1, 2, 3, 0}), T({3, 2})})
      .sample({T({3, 4}), 1, Index({2, 2}, {1, 3, 0, 2}), T({3, 3})});
  op("scatter.value").sample({T({3, 4}), 1, Index({3, 2}, {0, 3, 1, 2, 3, 0}), 2.5})
      .sample({T({3, 4}).as(Long), 0, Index({1, 4}, {2, 0, 1, 2}), 7});
  // The reduce forms: 'add' and 'multiply' with duplicate indices (accumulated in order); PyTorch 1.13 has no
  // derivative for them.
  op("scatter.reduce").sample({T({3, 4}), 1, Index({3, 2}, {0, 0, 1, 2, 3, 3}), T({3, 2}), "add"})
      .sample({T({3, 4}), 0, Index({2, 4}, {0, 1, 2, 0, 0, 1, 2, 0}), T({2, 4}), "multiply"})
      .skip_grad("PyTorch 1.13 has no derivative for scatter's reduce forms");
  op("scatter.value_reduce").sample({T({3, 4}), 1, Index({3, 2}, {0, 0, 1, 2, 3, 3}), 1.5, "add"})
      .sample({T({3, 4}).as(Long), 1, Index({3, 2}, {0, 0, 1, 2, 3, 3}), 3, "multiply"})
      .skip_grad("PyTorch 1.13 has no derivative for scatter's reduce forms");
  op("scatter_add").sample({T({3, 4}), 1, Index({3, 2}, {0, 0, 1, 2, 3, 3}), T({3, 2})});
  op("index_add").sample({T({3, 4}), 0, Index({2}, {2, 0}), T({2, 4}), 1}).sample({T({3, 4}), 1, Index({3}, {1, 1, 0}), T({3, 3}), 0.5});
  op("index_fill.int_Scalar").sample({T({3, 4}), 1, Index({2}, {3, 0}), -1.5}).sample({T({3, 4}), 0, Index({1}, {1}), 2});
  op("index_copy").sample({T({4, 3}), 0, Index({2}, {3, 1}), T({2, 3})});
  op("masked_fill.Scalar").sample({T({2, 3}), Mask({2, 3}, {1, 0, 0, 1, 1, 0}), 0.5}).sample({T({2, 3}), Mask({3}, {0, 1, 0}), -1});
  op("masked_fill.Tensor").sample({T({2, 3}), Mask({2, 3}, {1, 0, 0, 1, 1, 0}), T({})}).sample({T({2, 3}), Mask({3}, {0, 1, 0}), T({})});
  op("masked_select").sample({T({2, 3}), Mask({2, 3}, {1, 0, 0, 1, 1, 0})}).sample({T({2, 3}), Mask({3}, {0, 1, 1})});
  op("index.Tensor").sample({T({4, 3}), std::vector<T>{Index({2}, {3, 1})}}).sample({T({4, 3}), std::vector<T>{Index({2}, {3, 1}), Index({2}, {0, 2})}});
  op("index_put_").sample({T({4, 3}), std::vector<T>{Index({2}, {3, 1})}, T({2, 3}), false})
      .sample({T({4, 3}), std::vector<T>{Index({3}, {3, 1, 3})}, T({3, 3}), true});
  op("nonzero").sample({T({2, 3}).of({0, 1, 0, 2, 0, 3})}).sample({T({4}).of({1, 0, 0, 1}).as(Long)});
  op("one_hot").sample({Index({3}, {0, 2, 1}), 3}).sample({Index({2, 2}, {0, 2, 1, 3}), -1});
  op("sort").sample({T({2, 3}), 1, false}).sample({T({2, 3}), 0, true}).sample({T({2, 3}).in(-9, 9).as(Long), 1, false});
  op("topk").sample({T({2, 4}), 2, 1, true, true}).sample({T({2, 4}), 1, 0, false, true});
  op("embedding").sample({T({5, 3}), Index({4}, {0, 2, 4, 2}), -1, false, false}).sample({T({5, 3}), Index({2, 2}, {1, 0, 1, 3}), -1, false, false});
  op("fill_.Scalar").sample({T({2, 3}), 0.5}).sample({T({2, 3}).as(Long), 3});
  op("fill_.Tensor").sample({T({2, 3}), T({})}).sample({T({4}).as(Long), T({}).as(Long)});
  op("fill.Scalar").sample({T({2, 3}), 0.5}).sample({T({2, 3}).as(Long), 3});
  op("fill.Tensor").sample({T({2, 3}), T({})}).sample({T({4}).as(Long), T({})});
  op("zero_").sample({T({2, 3})}).sample({T({4}).as(Long)});
}

}  // namespace
}  // namespace tsr::tensor::op_registry
