// cat, stack, split and chunk. cat copies each input into a narrow() view of the output (contiguous inputs: one
// memcpy per block); split and chunk return
// views; stack is unsqueeze + cat, as in PyTorch.
#include "tensor/ops/shape_ops.hpp"

#include <cstring>

#include "tensor/autograd/formula.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/conv.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

namespace {

// Derivative formulas several declarations below share, and their helpers.
// split / chunk / split_with_sizes: each output is a view of a piece of self along dim; the gradient is the cat
// of the pieces' gradients, zeros for the outputs backward did not reach (PyTorch's split_backward).
G split_backward(Ctx& c) {
  const int64_t dim = wrap_dim(c.i("dim", 0), static_cast<int64_t>(c.shape("self").size()));
  std::vector<Tensor> parts;
  for (size_t k = 0; k < c.node->output_meta.size(); ++k) {
    const Tensor g = k < c.grads.size() ? c.grads[k] : Tensor();
    parts.push_back(g.defined() ? g : zeros_of(c.node->output_meta[k]));
  }
  if (parts.empty()) return G{c.zeros("self")};
  return G{call("cat", {parts, dim})};
}

// unbind: the outputs are the slices at each index of dim; the gradient stacks theirs along dim, zeros for the
// outputs backward did not reach (PyTorch's unbind_backward).
G unbind_backward(Ctx& c) {
  const int64_t dim = wrap_dim(c.i("dim", 0), static_cast<int64_t>(c.shape("self").size()));
  if (c.node->output_meta.empty()) return G{c.zeros("self")};
  std::vector<Tensor> parts;
  for (size_t k = 0; k < c.node->output_meta.size(); ++k) {
    const Tensor g = k < c.grads.size() ? c.grads[k] : Tensor();
    parts.push_back(g.defined() ? g : zeros_of(c.node->output_meta[k]));
  }
  return G{call("stack", {parts, dim})};
}

}  // namespace

TSR_DEFINE_OP("cat(Tensor[] tensors, int dim=0) -> Tensor", "Concatenates tensors along an existing dimension.",
              autograd::formula("CatBackward0", {}, [](Ctx& c) {
                const int64_t dim = c.i("dim");
                G out;
                int64_t offset = 0;
                for (const TensorMeta& meta : c.list_shapes) {
                  const Dims& shape = meta.shape;
                  if (shape.size() == 1 && shape[0] == 0) {
                    out.push_back(zeros_of(meta));
                    continue;
                  }
                  const int64_t d = wrap_dim(dim, static_cast<int64_t>(shape.size()));
                  out.push_back(call("narrow", {c.g(), d, offset, shape[d]}));
                  offset += shape[d];
                }
                return out;
              }));
TSR_DEFINE_OP("stack(Tensor[] tensors, int dim=0) -> Tensor", "Stacks equal-shaped tensors along a new dimension.",
              autograd::formula("StackBackward0", {}, [](Ctx& c) {
                const int64_t dim = wrap_dim(c.i("dim"), static_cast<int64_t>(c.list_shapes.at(0).shape.size()) + 1);
                G out;
                for (size_t k = 0; k < c.list_shapes.size(); ++k)
                  out.push_back(call("select.int", {c.g(), dim, int64_t(k)}));
                return out;
              }));
TSR_DEFINE_OP("split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]",
              "Splits into views of split_size elements along dim.",
              autograd::formula("SplitBackward0", {}, split_backward));
TSR_DEFINE_OP("split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]",
              "Splits into views of the given sizes along dim.",
              autograd::formula("SplitWithSizesBackward0", {}, split_backward));
TSR_DEFINE_OP("chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]",
              "Splits into the given number of (nearly) equal views along dim.",
              autograd::formula("SplitBackward0", {}, split_backward));
TSR_DEFINE_OP("unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]",
              "The slices of self at each index of dim, as views, one dimension fewer.",
              autograd::formula("UnbindBackward0", {}, unbind_backward));
// PyTorch's unsafe_ forms: the same pieces, but not views in autograd's eyes and each with a version counter of
// its own (Note [Version counters]), so the RNN cells can write their gates in place on one piece while another is
// saved for backward. unsafe_chunk is unsafe_split of the ceil'd piece size, composed as in ATen.
TSR_DEFINE_OP("unsafe_split.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]",
              "split, its pieces not tracked as views and each with its own version counter.",
              autograd::formula("UnsafeSplitBackward0", {}, split_backward));
TSR_DEFINE_OP("unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]",
              "split_with_sizes, its pieces not tracked as views and each with its own version counter.",
              autograd::formula("UnsafeSplitWithSizesBackward0", {}, split_backward));
TSR_DEFINE_COMPOSITE_OP("unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[]",
                        "chunk, its pieces not tracked as views and each with its own version counter.");

namespace {


Tensor cat_impl(const std::vector<Tensor>& tensors, int64_t dim) {
  check(!tensors.empty(), ErrorKind::RuntimeError, "torch.cat(): expected a non-empty list of Tensors");
  // 1-d empty tensors are skipped, as legacy PyTorch code relies on (the messages count them: `i` is the list's).
  std::vector<size_t> kept;
  for (size_t i = 0; i < tensors.size(); ++i)
    if (!(tensors[i].dim() == 1 && tensors[i].numel() == 0)) kept.push_back(i);
  // The result type counts every input, the skipped ones too (PyTorch's result_type over the list): cat([ints,
  // torch.tensor([])]) is float32.
  ScalarType dtype = tensors[0].dtype();
  for (const Tensor& t : tensors) dtype = promote_types(dtype, t.dtype());
  if (kept.empty()) return to_dtype(clone(tensors[0]), dtype);
  const Tensor* first = &tensors[kept[0]];
  const int64_t nd = first->dim();
  check(nd > 0, ErrorKind::RuntimeError, "zero-dimensional tensor (at position 0) cannot be concatenated");
  dim = wrap_dim(dim, nd);
  Dims shape = first->sizes();
  int64_t total = 0;
  for (const size_t i : kept) {
    const Tensor& t = tensors[i];
    check(t.dim() == nd, ErrorKind::RuntimeError, "Tensors must have same number of dimensions: got ", nd, " and ",
          t.dim());
    for (int64_t d = 0; d < nd; ++d)
      check(d == dim || t.sizes()[d] == shape[d], ErrorKind::RuntimeError,
            "Sizes of tensors must match except in dimension ", dim, ". Expected size ", shape[d], " but got size ",
            t.sizes()[d], " for tensor number ", i, " in the list.");
    total += t.sizes()[dim];
  }
  shape[dim] = total;
  // PyTorch's output memory format: channels-last when every input is (4-d inputs laid out N, H, W, C)
  bool channels_last = nd == 4;
  for (const size_t i : kept) channels_last = channels_last && channels_last_strides(tensors[i]);
  // (a CUDA build's CUDA key forwards here)
  Tensor out = channels_last ? empty_channels_last(shape, dtype, first->device())
                             : tsr::tensor::empty(shape, dtype, first->device());
  // Contiguous inputs of the output's dtype into a contiguous CPU output: per index of the dims before `dim`, each
  // input's block is one memcpy (ATen's cat_serial_kernel); short rows (cat along the last dim) otherwise cost a
  // strided copy each.
  bool serial = !channels_last && out.device().is_cpu() && out.numel() > 0;
  for (const size_t i : kept) {
    const Tensor& t = tensors[i];
    serial = serial && t.dtype() == dtype && t.is_contiguous() && t.device().is_cpu() && !is_sparse(t);
  }
  if (serial) {
    int64_t outer = 1, inner = 1;
    for (int64_t d = 0; d < dim; ++d) outer *= shape[d];
    for (int64_t d = dim + 1; d < nd; ++d) inner *= shape[d];
    const int64_t element = static_cast<int64_t>(out.element_size()), out_row = total * inner * element;
    std::vector<std::pair<const char*, int64_t>> parts;  // each input's data and block size in bytes
    for (const size_t i : kept)
      parts.emplace_back(static_cast<const char*>(tensors[i].data_ptr()), tensors[i].sizes()[dim] * inner * element);
    char* const base = static_cast<char*>(out.data_ptr());
#pragma omp parallel for if (out.numel() >= 32768 && outer > 1)
    for (int64_t o = 0; o < outer; ++o) {
      char* dst = base + o * out_row;
      for (const auto& [src, bytes] : parts) {
        std::memcpy(dst, src + o * bytes, static_cast<size_t>(bytes));
        dst += bytes;
      }
    }
    return out;
  }
  int64_t offset = 0;
  for (const size_t i : kept) {
    const Tensor& t = tensors[i];
    Tensor part = narrow(out, dim, offset, t.sizes()[dim]);
    copy_(part, t);
    offset += t.sizes()[dim];
  }
  return out;
}

// split, split_with_sizes and chunk of a 0-d tensor: wrap_dim accepts its dims -1 and 0, but it has no size there to
// read; reading one past the end gave a garbage length (a split of billions of pieces: the tensor fuzz target's hang).
void check_splittable(const Tensor& self, const char* op) {
  check(self.dim() > 0, ErrorKind::RuntimeError, op, " expects at least a 1-dimensional tensor");
}

std::vector<Tensor> split_sizes_impl(const Tensor& self, const std::vector<int64_t>& sizes, int64_t dim) {
  check_splittable(self, "split");
  dim = wrap_dim(dim, self.dim());
  std::vector<Tensor> pieces;
  int64_t offset = 0;
  for (int64_t s : sizes) {
    pieces.push_back(narrow(self, dim, offset, s));
    offset += s;
  }
  check(offset == self.sizes()[dim], ErrorKind::RuntimeError,
        "split_with_sizes expects split_sizes to sum exactly to ", self.sizes()[dim], " (input tensor's size at dimension ",
        dim, "), but got split_sizes=", Dims(sizes));
  return pieces;
}

std::vector<int64_t> even_sizes(int64_t length, int64_t piece) {
  std::vector<int64_t> sizes;
  for (int64_t at = 0; at < length; at += piece) sizes.push_back(std::min(piece, length - at));
  if (sizes.empty()) sizes.push_back(0);
  return sizes;
}

void set_result(Stack& stack, IValue v) {
  stack.clear();
  stack.push_back(std::move(v));
}

}  // namespace

TSR_REGISTER_KERNEL("cat", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  set_result(stack, cat_impl(std::get<std::vector<Tensor>>(stack[0]), int_arg(stack, 1, 0)));
});

TSR_REGISTER_KERNEL("stack", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const auto& tensors = std::get<std::vector<Tensor>>(stack[0]);
  check(!tensors.empty(), ErrorKind::RuntimeError, "stack expects a non-empty TensorList");
  for (size_t i = 1; i < tensors.size(); ++i)
    check(tensors[i].sizes() == tensors[0].sizes(), ErrorKind::RuntimeError,
          "stack expects each tensor to be equal size, but got ", tensors[0].sizes(), " at entry 0 and ",
          tensors[i].sizes(), " at entry ", i);
  const int64_t dim = wrap_dim(int_arg(stack, 1, 0), tensors[0].dim() + 1);
  std::vector<Tensor> expanded;
  for (const Tensor& t : tensors) expanded.push_back(unsqueeze(t, dim));
  set_result(stack, cat_impl(expanded, dim));
});

TSR_REGISTER_KERNEL("split.Tensor", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack[0]);
  check_splittable(self, "split");
  const int64_t size = std::get<int64_t>(stack[1]), dim = wrap_dim(int_arg(stack, 2, 0), self.dim());
  check(size >= 0, ErrorKind::RuntimeError, "split expects split_size be non-negative, but got split_size=", size);
  check(size > 0 || self.sizes()[dim] == 0, ErrorKind::RuntimeError, "split_size can only be 0 if dimension size is 0, but got dimension size of ", self.sizes()[dim]);
  set_result(stack, split_sizes_impl(self, even_sizes(self.sizes()[dim], std::max<int64_t>(size, 1)), dim));
});

TSR_REGISTER_KERNEL("split_with_sizes", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  set_result(stack, split_sizes_impl(std::get<Tensor>(stack[0]), std::get<std::vector<int64_t>>(stack[1]),
                                     int_arg(stack, 2, 0)));
});

TSR_REGISTER_KERNEL("chunk", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack[0]);
  check_splittable(self, "chunk");
  const int64_t chunks = std::get<int64_t>(stack[1]), dim = wrap_dim(int_arg(stack, 2, 0), self.dim());
  check(chunks > 0, ErrorKind::RuntimeError, "chunk expects `chunks` to be greater than 0, got: ", chunks);
  const int64_t length = self.sizes()[dim];
  const int64_t piece = (length + chunks - 1) / chunks;  // ceil, as PyTorch: chunk(7, 3) -> 3, 3, 1
  set_result(stack, split_sizes_impl(self, even_sizes(length, std::max<int64_t>(piece, 1)), dim));
});

TSR_REGISTER_KERNEL("unbind.int", CPU, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack[0]);
  const int64_t dim = int_arg(stack, 1, 0);
  check(self.dim() > 0, ErrorKind::IndexError, "Dimension specified as ", dim, " but tensor has no dimensions");
  const int64_t d = wrap_dim(dim, self.dim());
  std::vector<Tensor> slices;
  for (int64_t i = 0; i < self.sizes()[d]; ++i) slices.push_back(select(self, d, i));
  set_result(stack, std::move(slices));
});

// The unsafe_ forms run the view form's kernel, then give each piece a counter of its own.
static BoxedKernel with_own_version_counters(const char* view_form) {
  return [view_form](const Operator&, DispatchKeySet keys, Stack& stack) {
    const Operator& op = find_op(view_form);
    op.kernel(DispatchKey::CPU)->fn(op, keys, stack);
    for (const Tensor& piece : std::get<std::vector<Tensor>>(stack.at(0)))
      piece.impl()->set_own_version_counter(IntrusivePtr<VersionCounter>::make());
  };
}
TSR_REGISTER_KERNEL("unsafe_split.Tensor", CPU, with_own_version_counters("split.Tensor"));
TSR_REGISTER_KERNEL("unsafe_split_with_sizes", CPU, with_own_version_counters("split_with_sizes"));
TSR_REGISTER_KERNEL("unsafe_chunk", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& stack) {
  const Tensor self = std::get<Tensor>(stack[0]);
  check_splittable(self, "chunk");
  const int64_t chunks = std::get<int64_t>(stack[1]), dim = wrap_dim(int_arg(stack, 2, 0), self.dim());
  check(chunks > 0, ErrorKind::RuntimeError, "chunk expects `chunks` to be greater than 0, got: ", chunks);
  const int64_t length = self.sizes()[dim], piece = (length + chunks - 1) / chunks;
  if (piece == 0 && length == 0) {  // as ATen: chunks pieces of length 0
    set_result(stack, call_op(find_op("unsafe_split_with_sizes"), {self, std::vector<int64_t>(size_t(chunks), 0), dim}).at(0));
    return;
  }
  set_result(stack, call_op(find_op("unsafe_split.Tensor"), {self, piece, dim}).at(0));
});

Tensor cat(const std::vector<Tensor>& tensors, int64_t dim) { static const Operator& op = find_op("cat");
  return std::get<Tensor>(call_op(op, {tensors, dim})[0]); }
Tensor stack(const std::vector<Tensor>& tensors, int64_t dim) { static const Operator& op = find_op("stack");
  return std::get<Tensor>(call_op(op, {tensors, dim})[0]); }
std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim) {
  static const Operator& op = find_op("split.Tensor");
  return std::get<std::vector<Tensor>>(call_op(op, {self, split_size, dim})[0]);
}
std::vector<Tensor> split_with_sizes(const Tensor& self, const std::vector<int64_t>& sizes, int64_t dim) {
  static const Operator& op = find_op("split_with_sizes");
  return std::get<std::vector<Tensor>>(call_op(op, {self, sizes, dim})[0]);
}
std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim) {
  static const Operator& op = find_op("chunk");
  return std::get<std::vector<Tensor>>(call_op(op, {self, chunks, dim})[0]);
}

}  // namespace tsr::tensor
