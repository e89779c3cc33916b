// View and copy ops declared by schema, so the language binding, help() and tracing find them in the registry
// like every other op. Their kernels call the functions of views/views.hpp, so they live beside their schemas.
// Alias annotations say which results share storage with `self`. The views only build metadata, so their kernels
// serve every backend from the CompositeExplicitAutograd key (Note [Composite keys]); the ops that may copy
// (reshape, flatten, contiguous, clone, copy_, to) touch memory and stay CPU kernels.
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

TSR_DEFINE_OP("view(Tensor(a) self, SymInt[] size) -> Tensor(a)", "The same data with another shape (no copy).");
TSR_DEFINE_OP("reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)", "Another shape: a view when possible, else a copy.");
TSR_DEFINE_OP("permute(Tensor(a) self, int[] dims) -> Tensor(a)", "The dimensions reordered (a view).");
TSR_DEFINE_OP("transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)", "Two dimensions swapped (a view).");
TSR_DEFINE_OP("t(Tensor(a) self) -> Tensor(a)", "The transpose of a matrix; vectors and scalars unchanged.");
TSR_DEFINE_OP("unsqueeze(Tensor(a) self, int dim) -> Tensor(a)", "A size-1 dimension inserted at dim (a view).");
TSR_DEFINE_OP("squeeze(Tensor(a) self) -> Tensor(a)", "Every size-1 dimension removed (a view).");
TSR_DEFINE_OP("squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)", "Dimension dim removed if its size is 1.");
TSR_DEFINE_OP("unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)", "unsqueeze, changing self's own sizes and strides.");
TSR_DEFINE_OP("squeeze_(Tensor(a!) self) -> Tensor(a!)", "squeeze, changing self's own sizes and strides.");
TSR_DEFINE_OP("squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)", "squeeze(dim), changing self's own geometry.");
TSR_DEFINE_OP("transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)", "transpose, changing self's own geometry.");
TSR_DEFINE_OP("t_(Tensor(a!) self) -> Tensor(a!)", "t, changing self's own sizes and strides.");
TSR_DEFINE_OP("expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)",
              "Size-1 dimensions repeated to a larger size without copying (stride 0).");
TSR_DEFINE_OP("expand_as(Tensor(a) self, Tensor other) -> Tensor(a)", "self expanded to other's shape.");
TSR_DEFINE_OP("narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)",
              "length elements of dimension dim from start (a view).");
TSR_DEFINE_OP("select.int(Tensor(a) self, int dim, int index) -> Tensor(a)",
              "The slice at index along dim, that dimension removed (a view).");
TSR_DEFINE_OP("slice.Tensor(Tensor(a) self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor(a)",
              "Elements start:end:step along dim (a view).");
TSR_DEFINE_OP("unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)",
              "Every window of size elements along dimension, step apart, as a new last dimension (a view).");
TSR_DEFINE_OP("as_strided(Tensor(a) self, int[] size, int[] stride, int? storage_offset=None) -> Tensor(a)",
              "A view with explicit sizes, strides and storage offset.");
TSR_DEFINE_OP("flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)",
              "Dimensions start_dim..end_dim merged into one.");
TSR_DEFINE_OP("diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)",
              "The diagonal of dims dim1 and dim2 as a new last dimension (a view).");
TSR_DEFINE_OP("contiguous(Tensor(a) self) -> Tensor(a)", "self if contiguous, else a contiguous copy.");
TSR_DEFINE_OP("clone(Tensor self) -> Tensor", "A copy with its own storage.");
TSR_DEFINE_OP("copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)",
              "Copies src into self, broadcasting and converting the dtype.");
TSR_DEFINE_OP("to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False) -> Tensor(a)",
              "self converted to dtype (self itself when it already has it and copy is False).");

namespace {

const Tensor& self_of(const Stack& stack) { return std::get<Tensor>(stack.at(0)); }

void set_result(Stack& stack, Tensor result) {
  stack.clear();
  stack.emplace_back(std::move(result));
}

std::optional<int64_t> optional_int_arg(const Stack& stack, size_t i) {
  if (i < stack.size())
    if (const int64_t* v = std::get_if<int64_t>(&stack[i])) return *v;
  return std::nullopt;
}

// A kernel whose result is `f(self, stack)`.
template <class F>
BoxedKernel view_kernel(F f) {
  return [f](const Operator&, DispatchKeySet, Stack& stack) { set_result(stack, f(self_of(stack), stack)); };
}

// An in-place view op: self takes the geometry of the view `f(self, stack)` makes.
template <class F>
BoxedKernel inplace_view_kernel(F f) {
  return [f](const Operator&, DispatchKeySet, Stack& stack) {
    Tensor self = self_of(stack);
    const Tensor v = f(self, stack);
    self.impl()->set_geometry(v.sizes(), v.strides());
    set_result(stack, std::move(self));
  };
}

}  // namespace

TSR_REGISTER_KERNEL("unsqueeze_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack& s) { return unsqueeze(t, int_arg(s, 1, 0)); }));
TSR_REGISTER_KERNEL("squeeze_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack&) { return squeeze(t); }));
TSR_REGISTER_KERNEL("squeeze_.dim", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack& s) { return squeeze(t, int_arg(s, 1, 0)); }));
TSR_REGISTER_KERNEL("transpose_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack& s) {
  return transpose(t, int_arg(s, 1, 0), int_arg(s, 2, 1));
}));
TSR_REGISTER_KERNEL("t_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack&) { return tsr::tensor::t(t); }));
TSR_REGISTER_KERNEL("view", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return view(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("reshape", CPU, view_kernel([](const Tensor& t, const Stack& s) { return reshape(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("permute", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return permute(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("transpose.int", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return transpose(t, int_arg(s, 1, 0), int_arg(s, 2, 1));
}));
TSR_REGISTER_KERNEL("t", CompositeExplicitAutograd, view_kernel([](const Tensor& self, const Stack&) { return t(self); }));
TSR_REGISTER_KERNEL("unsqueeze", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return unsqueeze(t, int_arg(s, 1, 0)); }));
TSR_REGISTER_KERNEL("squeeze", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack&) { return squeeze(t); }));
TSR_REGISTER_KERNEL("squeeze.dim", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return squeeze(t, int_arg(s, 1, 0)); }));
TSR_REGISTER_KERNEL("expand", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return expand(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("expand_as", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return expand(t, std::get<Tensor>(s.at(1)).sizes());
}));
TSR_REGISTER_KERNEL("narrow", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return narrow(t, int_arg(s, 1, 0), int_arg(s, 2, 0), int_arg(s, 3, 0));
}));
TSR_REGISTER_KERNEL("select.int", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return select(t, int_arg(s, 1, 0), int_arg(s, 2, 0));
}));
TSR_REGISTER_KERNEL("slice.Tensor", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return slice(t, int_arg(s, 1, 0), optional_int_arg(s, 2), optional_int_arg(s, 3), int_arg(s, 4, 1));
}));
TSR_REGISTER_KERNEL("unfold", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return unfold(t, int_arg(s, 1, 0), int_arg(s, 2, 0), int_arg(s, 3, 1));
}));
TSR_REGISTER_KERNEL("as_strided", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return as_strided(t, int_list_arg(s, 1), int_list_arg(s, 2), optional_int_arg(s, 3));
}));
TSR_REGISTER_KERNEL("flatten.using_ints", CPU, view_kernel([](const Tensor& t, const Stack& s) {
  return flatten(t, int_arg(s, 1, 0), int_arg(s, 2, -1));
}));
TSR_REGISTER_KERNEL("diagonal", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return diagonal(t, int_arg(s, 1, 0), int_arg(s, 2, 0), int_arg(s, 3, 1));
}));
TSR_REGISTER_KERNEL("contiguous", CPU, view_kernel([](const Tensor& t, const Stack&) { return contiguous(t); }));
TSR_REGISTER_KERNEL("clone", CPU, view_kernel([](const Tensor& t, const Stack&) { return clone(t); }));
TSR_REGISTER_KERNEL("copy_", CPU, view_kernel([](const Tensor& t, const Stack& s) {
  Tensor self = t;
  return copy_(self, tensor_operand(s.at(1)));
}));
TSR_REGISTER_KERNEL("to.dtype", CPU, view_kernel([](const Tensor& t, const Stack& s) {
  const ScalarType dtype = std::get<ScalarType>(s.at(1));
  return bool_arg(s, 3) && dtype == t.dtype() ? clone(t) : to_dtype(t, dtype);
}));

}  // namespace tsr::tensor
