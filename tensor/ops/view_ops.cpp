// View and copy ops declared by schema, so the language binding, help() and tracing find them in the registry
// like every other op. Their kernels call the functions of views/views.hpp, so they live beside their schemas.
// Alias annotations say which results share storage with `self`. The views only build metadata, so their kernels
// serve every backend from the CompositeExplicitAutograd key (Note [Composite keys]); the ops that may copy
// (reshape, flatten, contiguous, clone, copy_, to) touch memory and stay CPU kernels.
#include <limits>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

// The derivative formulas in the declarations below are written with autograd's helpers (formula.hpp).
using namespace autograd;

namespace {

// Derivative formulas several declarations below share, and their helpers.
G reshape_back(Ctx& c) { return G{reshape_to(c.g(), c.shape("self"))}; }

std::vector<int64_t> sizes_of(const Dims& shape) { return std::vector<int64_t>(shape.begin(), shape.end()); }

// slice.Tensor's bounds as slice_backward takes them (PyTorch's: None is 0 and the largest int64).
int64_t bound(const IValue& v, int64_t none) {
  const int64_t* i = std::get_if<int64_t>(&v);
  return i ? *i : none;
}

// as_strided's gradient (AsStridedBackward0, and as_strided_'s AsStridedBackward1).
G as_strided_back(Ctx& c) {
  // The result's strides and offset count elements of the input's *storage*, whatever the input's own layout. So:
  // number the input's elements in a storage-shaped buffer (through the input's geometry; -1 where the input has no
  // element), read that buffer with the call's geometry, and add each gradient element into the input element it
  // was read from. Storage the input does not cover receives nothing.
  const Tensor x = c.s("self");
  const std::vector<int64_t> size = c.ints("size"), stride = c.ints("stride");
  const IValue& offset_arg = c.a("storage_offset");
  const int64_t offset = std::holds_alternative<int64_t>(offset_arg) ? std::get<int64_t>(offset_arg) : x.storage_offset();
  int64_t extent = std::max(offset, x.storage_offset()) + 1;
  for (size_t d = 0; d < size.size(); ++d) extent += size[d] > 0 ? (size[d] - 1) * stride[d] : 0;
  for (int64_t d = 0; d < x.dim(); ++d)
    extent += x.sizes()[size_t(d)] > 0 ? (x.sizes()[size_t(d)] - 1) * x.strides()[size_t(d)] : 0;
  const int64_t flat[1] = {extent};
  Tensor buffer = full(flat, Scalar(int64_t(-1)), ScalarType::Long, c.g().device());
  const int64_t n = x.numel();
  Tensor numbers =
      reshape_to(arange(Scalar(int64_t(0)), Scalar(n), Scalar(int64_t(1)), ScalarType::Long, c.g().device()), x.sizes());
  Tensor input_places = as_strided(buffer, x.sizes(), x.strides(), x.storage_offset());
  copy_(input_places, numbers);
  Tensor where_from = reshape_to(contiguous(as_strided(buffer, size, stride, offset)), Dims{-1});
  Tensor g = reshape_to(contiguous(c.g()), Dims{-1});
  Tensor covered = compare(where_from, scalar_to_tensor(int64_t(0)), CompareOp::Ge);
  Tensor z = zeros_for({n}, c.g());
  call("index_put_", {z, std::vector<Tensor>{call("masked_select", {where_from, covered})},
                      call("masked_select", {g, covered}), true});
  return G{reshape_to(z, x.sizes())};
}

}  // namespace

// A view that picks part of self has for gradient that part of a zero tensor shaped like self, filled with the
// incoming gradient. Each such gradient is an op of its own (PyTorch's select_backward, slice_backward,
// diagonal_backward), so under create_graph it is recorded like any op, and its own derivative is the view again.
TSR_DEFINE_OP("select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt index) -> Tensor",
              "select's gradient: grad_output at index along dim of zeros shaped input_sizes.",
              autograd::formula("SelectBackwardBackward0", {}, [](Ctx& c) {
                return G{call("select.int", {c.g(), c.i("dim"), c.i("index")})};
              }));
TSR_DEFINE_OP(
    "slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step) -> Tensor",
    "slice's gradient: grad_output at start:end:step along dim of zeros shaped input_sizes.",
    autograd::formula("SliceBackwardBackward0", {}, [](Ctx& c) {
      return G{call("slice.Tensor", {c.g(), c.i("dim"), c.i("start"), c.i("end"), c.i("step")})};
    }));
TSR_DEFINE_OP("diagonal_backward(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2) -> Tensor",
              "diagonal's gradient: grad_output on that diagonal of zeros shaped input_sizes.",
              autograd::formula("DiagonalBackwardBackward0", {}, [](Ctx& c) {
                return G{call("diagonal", {c.g(), c.i("offset"), c.i("dim1"), c.i("dim2")})};
              }));

namespace {

}  // namespace

// matmul's last step in PyTorch: a reshape of a result nothing else refers to, so not tracked as a view (its
// node is UnsafeViewBackward0, what `(x @ w).grad_fn` shows for a 3-d x).
TSR_DEFINE_OP("_unsafe_view(Tensor self, SymInt[] size) -> Tensor",
              "Another shape for a tensor nothing else refers to, without view tracking (matmul's result).",
              autograd::formula("UnsafeViewBackward0", {}, reshape_back));
TSR_DEFINE_OP("alias(Tensor(a) self) -> Tensor(a)",
              "A view of the whole of self with its own sizes and strides (Tensor.as_subclass's).",
              autograd::formula("AliasBackward0", {}, [](Ctx& c) { return G{c.g()}; }));
TSR_DEFINE_OP("view(Tensor(a) self, SymInt[] size) -> Tensor(a)", "The same data with another shape (no copy).",
              autograd::formula("ViewBackward0", {}, reshape_back));
// reshape and flatten are composites, as PyTorch's: the view their plan finds (_reshape_alias), else a contiguous
// copy given the shape (_unsafe_view of contiguous: UnsafeViewBackward0 over CloneBackward0, and no _base).
TSR_DEFINE_COMPOSITE_OP("reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)",
                        "Another shape: a view when possible, else a copy.");
TSR_DEFINE_OP("_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)",
              "reshape's view: self's memory with the sizes and strides reshape found for it.",
              autograd::formula("ReshapeAliasBackward0", {}, reshape_back));
TSR_DEFINE_OP("permute(Tensor(a) self, int[] dims) -> Tensor(a)", "The dimensions reordered (a view).",
              autograd::formula("PermuteBackward0", {}, [](Ctx& c) {
                std::vector<int64_t> dims = c.ints("dims"), inv(dims.size());
                for (size_t k = 0; k < dims.size(); ++k)
                  inv[size_t(wrap_dim(dims[k], int64_t(dims.size())))] = int64_t(k);
                return G{call("permute", {c.g(), inv})};
              }));
TSR_DEFINE_OP("transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)", "Two dimensions swapped (a view).",
              autograd::formula("TransposeBackward0", {}, [](Ctx& c) {
                return G{call("transpose.int", {c.g(), c.i("dim0"), c.i("dim1")})};
              }));
TSR_DEFINE_OP("t(Tensor(a) self) -> Tensor(a)", "The transpose of a matrix; vectors and scalars unchanged.",
              autograd::formula("TBackward0", {}, [](Ctx& c) { return G{call("t", {c.g()})}; }));
TSR_DEFINE_OP("unsqueeze(Tensor(a) self, int dim) -> Tensor(a)", "A size-1 dimension inserted at dim (a view).",
              autograd::formula("UnsqueezeBackward0", {}, [](Ctx& c) {
                return G{call("squeeze.dim", {c.g(), c.i("dim")})};
              }));
TSR_DEFINE_OP("squeeze(Tensor(a) self) -> Tensor(a)", "Every size-1 dimension removed (a view).",
              autograd::formula("SqueezeBackward0", {}, reshape_back));
TSR_DEFINE_OP("squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)", "Dimension dim removed if its size is 1.",
              autograd::formula("SqueezeBackward1", {}, reshape_back));
// The in-place views: self takes the view's geometry; its node stands over self's old history, as the view op's
// would (autograd::inplace_view), under PyTorch's names for these nodes.
TSR_DEFINE_OP("unsqueeze_(Tensor(a!) self, int dim) -> Tensor(a!)", "unsqueeze, changing self's own sizes and strides.",
              autograd::inplace_view(autograd::formula("UnsqueezeBackward1", {}, [](Ctx& c) {
                return G{call("squeeze.dim", {c.g(), c.i("dim")})};
              })));
TSR_DEFINE_OP("squeeze_(Tensor(a!) self) -> Tensor(a!)", "squeeze, changing self's own sizes and strides.",
              autograd::inplace_view(autograd::formula("SqueezeBackward2", {}, reshape_back)));
TSR_DEFINE_OP("squeeze_.dim(Tensor(a!) self, int dim) -> Tensor(a!)", "squeeze(dim), changing self's own geometry.",
              autograd::inplace_view(autograd::formula("SqueezeBackward3", {}, reshape_back)));
TSR_DEFINE_OP("transpose_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)",
              "transpose, changing self's own geometry.",
              autograd::inplace_view(autograd::formula("TransposeBackward1", {}, [](Ctx& c) {
                return G{call("transpose.int", {c.g(), c.i("dim0"), c.i("dim1")})};
              })));
TSR_DEFINE_OP("t_(Tensor(a!) self) -> Tensor(a!)", "t, changing self's own sizes and strides.",
              autograd::inplace_view(autograd::formula("TBackward1", {}, [](Ctx& c) { return G{call("t", {c.g()})}; })));
TSR_DEFINE_OP("expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)",
              "Size-1 dimensions repeated to a larger size without copying (stride 0).",
              autograd::formula("ExpandBackward0", {}, [](Ctx& c) { return G{sum_to(c.g(), c.shape("self"))}; }));
// expand_as is a composite, as PyTorch's: expand to other's sizes (ExpandBackward0, whose one edge is self's; other
// only lends its shape).
TSR_DEFINE_COMPOSITE_OP("expand_as(Tensor(a) self, Tensor other) -> Tensor(a)", "self expanded to other's shape.");
// narrow is a composite, as PyTorch's: the slice it checks for (SliceBackward0 in the graph).
TSR_DEFINE_COMPOSITE_OP("narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)",
                        "length elements of dimension dim from start (a view).");
TSR_DEFINE_OP("select.int(Tensor(a) self, int dim, int index) -> Tensor(a)",
              "The slice at index along dim, that dimension removed (a view).",
              autograd::formula("SelectBackward0", {}, [](Ctx& c) {
                return G{call("select_backward", {c.g(), sizes_of(c.shape("self")), c.i("dim"), c.i("index")})};
              }));
TSR_DEFINE_OP("slice.Tensor(Tensor(a) self, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor(a)",
              "Elements start:end:step along dim (a view).",
              autograd::formula("SliceBackward0", {}, [](Ctx& c) {
                return G{call("slice_backward", {c.g(), sizes_of(c.shape("self")), c.i("dim"), bound(c.a("start"), 0),
                                                 bound(c.a("end"), std::numeric_limits<int64_t>::max()), c.i("step", 1)})};
              }));
TSR_DEFINE_OP("unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)",
              "Every window of size elements along dimension, step apart, as a new last dimension (a view).",
              autograd::formula("UnfoldBackward0", {}, [](Ctx& c) {
                const int64_t dim = c.i("dimension"), size = c.i("size"), step = c.i("step");
                return scatter_through_view(c, [&](const Tensor& t) { return call("unfold", {t, dim, size, step}); });
              }));
// Complex views (views.hpp): the other dtype's view of the same storage, and their gradients as PyTorch's
// derivatives.yaml gives them (conjugate Wirtinger calculus: a real part's gradient is a complex gradient with a
// zero imaginary part, an imaginary part's is one with a zero real part).
// Not differentiable in PyTorch (its result never requires grad and has no _base).
TSR_DEFINE_OP("view.dtype(Tensor(a) self, ScalarType dtype) -> Tensor(a)",
              "The same bytes read as another dtype (no copy); the last dimension rescaled when element sizes differ.",
              autograd::not_differentiable());
TSR_DEFINE_OP("view_as_real(Tensor(a) self) -> Tensor(a)",
              "A complex tensor's elements as (real, imaginary) pairs in a new last dimension (a view).",
              autograd::formula("ViewAsRealBackward0", {}, [](Ctx& c) {
                return G{call("view_as_complex", {call("contiguous", {c.g()})})};
              }));
TSR_DEFINE_OP("view_as_complex(Tensor(a) self) -> Tensor(a)",
              "A float or double tensor whose last dimension is 2 as complex elements (a view).",
              autograd::formula("ViewAsComplexBackward0", {}, [](Ctx& c) {
                return G{call("view_as_real", {call("contiguous", {c.g()})})};
              }));
// real and imag are composites, as PyTorch's: view_as_real, then a select of the last dim (SelectBackward0 over
// ViewAsRealBackward0).
TSR_DEFINE_COMPOSITE_OP("real(Tensor(a) self) -> Tensor(a)",
                        "The real parts of a complex tensor (a view); a real tensor itself.");
TSR_DEFINE_COMPOSITE_OP("imag(Tensor(a) self) -> Tensor(a)", "The imaginary parts of a complex tensor (a view).");
TSR_DEFINE_OP("as_strided(Tensor(a) self, int[] size, int[] stride, int? storage_offset=None) -> Tensor(a)",
              "A view with explicit sizes, strides and storage offset.",
              autograd::formula("AsStridedBackward0", {"self:geometry"}, as_strided_back));
TSR_DEFINE_OP("as_strided_(Tensor(a!) self, int[] size, int[] stride, int? storage_offset=None) -> Tensor(a!)",
              "as_strided, changing self's own sizes, strides and storage offset.",
              autograd::inplace_view(autograd::formula("AsStridedBackward1", {"self:geometry"}, as_strided_back)));
TSR_DEFINE_COMPOSITE_OP("flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)",
                        "Dimensions start_dim..end_dim merged into one.");
TSR_DEFINE_OP("diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)",
              "The diagonal of dims dim1 and dim2 as a new last dimension (a view).",
              autograd::formula("DiagonalBackward0", {}, [](Ctx& c) {
                return G{call("diagonal_backward",
                              {c.g(), sizes_of(c.shape("self")), c.i("offset"), c.i("dim1", 0), c.i("dim2", 1)})};
              }));
TSR_DEFINE_OP("contiguous(Tensor(a) self) -> Tensor(a)", "self if contiguous, else a contiguous copy.",
              autograd::formula("CloneBackward0", {}, [](Ctx& c) { return G{c.g()}; }));
TSR_DEFINE_OP("_to_memory_format(Tensor(a) self, int memory_format, bool exact=False) -> Tensor(a)",
              "self laid out in a memory format (1 contiguous, 2 channels_last, 3 channels_last_3d), self itself when "
              "it already is (contiguous's memory_format=); with exact, the format's own strides, which to, clone "
              "and the factories make (a size-1 dim's stride too: empty(4, 1, 4, 4) is (16, 1, 4, 1) channels-last).",
              autograd::formula("CloneBackward0", {}, [](Ctx& c) { return G{c.g()}; }));
TSR_DEFINE_OP("clone(Tensor self) -> Tensor", "A copy with its own storage.",
              autograd::formula("CloneBackward0", {}, [](Ctx& c) { return G{c.g()}; }));
TSR_DEFINE_OP("copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)",
              "Copies src into self, broadcasting and converting the dtype.",
              autograd::formula("CopyBackwards", {}, [](Ctx& c) {
                return G{zeros_like(c.g()), c.to(c.g(), "src")};
              }));
TSR_DEFINE_OP("to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False) -> Tensor(a)",
              "self converted to dtype (self itself when it already has it and copy is False).",
              autograd::formula("ToCopyBackward0", {}, [](Ctx& c) { return G{c.to(c.g(), "self")}; }));

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

// reshape's composite: the view of its plan, else a contiguous copy given the shape.
Tensor reshaped(const Tensor& self, std::span<const int64_t> shape) {
  ReshapePlan plan = plan_reshape(self, shape);
  if (plan.strides) return call("_reshape_alias", {self, sizes_of(plan.sizes), sizes_of(*plan.strides)});
  return call("_unsafe_view", {call("contiguous", {self}), sizes_of(plan.sizes)});
}

// A kernel whose result is `f(self, stack)`.
template <class F>
BoxedKernel view_kernel(F f) {
  return [f](const Operator&, DispatchKeySet, Stack& stack) { set_result(stack, f(self_of(stack), stack)); };
}

// An in-place view op: self takes the geometry of the view `f(self, stack)` makes (its storage offset too:
// as_strided_).
template <class F>
BoxedKernel inplace_view_kernel(F f) {
  return [f](const Operator&, DispatchKeySet, Stack& stack) {
    Tensor self = self_of(stack);
    const Tensor v = f(self, stack);
    self.impl()->set_data(*v.impl());
    set_result(stack, std::move(self));
  };
}

// A part view's backward: zeros shaped input_sizes, the part `f(zeros, stack)` picks filled with grad_output.
template <class F>
BoxedKernel into_zeros_kernel(F f) {
  return [f](const Operator&, DispatchKeySet, Stack& stack) {
    const Tensor& g = self_of(stack);
    Tensor z = call("zeros", {int_list_arg(stack, 1), g.dtype(), g.device()});  // on g's device: CUDA forwards here
    Tensor part = f(z, stack);
    copy_(part, g);
    set_result(stack, std::move(z));
  };
}

}  // namespace

TSR_REGISTER_KERNEL("unsqueeze_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack& s) { return unsqueeze(t, int_arg(s, 1, 0)); }));
TSR_REGISTER_KERNEL("squeeze_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack&) { return squeeze(t); }));
TSR_REGISTER_KERNEL("squeeze_.dim", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack& s) { return squeeze(t, int_arg(s, 1, 0)); }));
TSR_REGISTER_KERNEL("transpose_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack& s) {
  return transpose(t, int_arg(s, 1, 0), int_arg(s, 2, 1));
}));
TSR_REGISTER_KERNEL("as_strided_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack& s) {
  return as_strided(t, int_list_arg(s, 1), int_list_arg(s, 2), optional_int_arg(s, 3));
}));
TSR_REGISTER_KERNEL("t_", CompositeExplicitAutograd, inplace_view_kernel([](const Tensor& t, const Stack&) { return tsr::tensor::t(t); }));
TSR_REGISTER_KERNEL("_unsafe_view", CompositeExplicitAutograd,
                    view_kernel([](const Tensor& t, const Stack& s) { return reshape(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("alias", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack&) {
  return make_view(t, t.sizes(), t.strides(), t.storage_offset());  // (numpy's negative strides too)
}));
TSR_REGISTER_KERNEL("view", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return view(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("reshape", CompositeImplicitAutograd,
                    view_kernel([](const Tensor& t, const Stack& s) { return reshaped(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("_reshape_alias", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return make_view(t, Dims(int_list_arg(s, 1)), Dims(int_list_arg(s, 2)), t.storage_offset());
}));
TSR_REGISTER_KERNEL("permute", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return permute(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("transpose.int", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return transpose(t, int_arg(s, 1, 0), int_arg(s, 2, 1));
}));
TSR_REGISTER_KERNEL("t", CompositeExplicitAutograd, view_kernel([](const Tensor& self, const Stack&) { return t(self); }));
TSR_REGISTER_KERNEL("unsqueeze", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return unsqueeze(t, int_arg(s, 1, 0)); }));
TSR_REGISTER_KERNEL("squeeze", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack&) { return squeeze(t); }));
TSR_REGISTER_KERNEL("squeeze.dim", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return squeeze(t, int_arg(s, 1, 0)); }));
TSR_REGISTER_KERNEL("expand", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) { return expand(t, int_list_arg(s, 1)); }));
TSR_REGISTER_KERNEL("expand_as", CompositeImplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return call("expand", {t, sizes_of(std::get<Tensor>(s.at(1)).sizes()), false});
}));
TSR_REGISTER_KERNEL("narrow", CompositeImplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  const auto [dim, start, end] = narrow_bounds(t, int_arg(s, 1, 0), int_arg(s, 2, 0), int_arg(s, 3, 0));
  return call("slice.Tensor", {t, dim, start, end, int64_t(1)});
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
TSR_REGISTER_KERNEL("view.dtype", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return view_dtype(t, std::get<ScalarType>(s[1]));
}));
TSR_REGISTER_KERNEL("view_as_real", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack&) { return view_as_real(t); }));
TSR_REGISTER_KERNEL("view_as_complex", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack&) { return view_as_complex(t); }));
TSR_REGISTER_KERNEL("real", CompositeImplicitAutograd, view_kernel([](const Tensor& t, const Stack&) {
  return is_complex(t.dtype()) ? call("select.int", {call("view_as_real", {t}), int64_t(-1), int64_t(0)}) : t;
}));
TSR_REGISTER_KERNEL("imag", CompositeImplicitAutograd, view_kernel([](const Tensor& t, const Stack&) {
  check(is_complex(t.dtype()), ErrorKind::RuntimeError, "imag is not implemented for tensors with non-complex dtypes.");
  return call("select.int", {call("view_as_real", {t}), int64_t(-1), int64_t(1)});
}));
TSR_REGISTER_KERNEL("as_strided", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return as_strided(t, int_list_arg(s, 1), int_list_arg(s, 2), optional_int_arg(s, 3));
}));
TSR_REGISTER_KERNEL("flatten.using_ints", CompositeImplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  const std::optional<Dims> shape = flatten_shape(t, int_arg(s, 1, 0), int_arg(s, 2, -1));
  return shape ? reshaped(t, *shape) : t;
}));
TSR_REGISTER_KERNEL("diagonal", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  return diagonal(t, int_arg(s, 1, 0), int_arg(s, 2, 0), int_arg(s, 3, 1));
}));
TSR_REGISTER_KERNEL("select_backward", CPU, into_zeros_kernel([](const Tensor& z, const Stack& s) {
  return select(z, int_arg(s, 2, 0), int_arg(s, 3, 0));
}));
TSR_REGISTER_KERNEL("slice_backward", CPU, into_zeros_kernel([](const Tensor& z, const Stack& s) {
  return slice(z, int_arg(s, 2, 0), int_arg(s, 3, 0), int_arg(s, 4, 0), int_arg(s, 5, 1));
}));
TSR_REGISTER_KERNEL("diagonal_backward", CPU, into_zeros_kernel([](const Tensor& z, const Stack& s) {
  return diagonal(z, int_arg(s, 2, 0), int_arg(s, 3, 0), int_arg(s, 4, 1));
}));
TSR_REGISTER_KERNEL("contiguous", CPU, view_kernel([](const Tensor& t, const Stack&) { return contiguous(t); }));
TSR_REGISTER_KERNEL("_to_memory_format", CompositeExplicitAutograd, view_kernel([](const Tensor& t, const Stack& s) {
  const int64_t format = int_arg(s, 1, 0);
  check(format >= 0 && format <= 3, ErrorKind::RuntimeError, "unknown memory format ", format);
  const MemoryFormat f = static_cast<MemoryFormat>(format);
  if (!bool_arg(s, 2, false) || f == MemoryFormat::Preserve) return contiguous_in(t, f);
  if ((f == MemoryFormat::ChannelsLast && t.dim() != 4) || (f == MemoryFormat::ChannelsLast3d && t.dim() != 5))
    return contiguous_in(t, f);  // (its error)
  const Dims strides = memory_format_strides(t.sizes(), f);
  return t.strides() == strides ? t : copy_with_strides(t, strides);
}));
TSR_REGISTER_KERNEL("clone", CPU, view_kernel([](const Tensor& t, const Stack&) { return clone(t); }));
TSR_REGISTER_KERNEL("copy_", CPU, view_kernel([](const Tensor& t, const Stack& s) {
  Tensor self = t;
  return copy_(self, tensor_operand(s.at(1)));
}));
TSR_REGISTER_KERNEL("to.dtype", CPU, view_kernel([](const Tensor& t, const Stack& s) {
  // A converted copy keeps self's layout (PyTorch's _to_copy: empty_like with preserve_format), as clone does:
  // `x.t().double()` is column-major too.
  const ScalarType dtype = std::get<ScalarType>(s.at(1));
  if (dtype == t.dtype()) return bool_arg(s, 3) ? clone(t) : t;
  Tensor out = empty_like_layout(t, t.sizes(), dtype);
  return copy_(out, t);
}));

}  // namespace tsr::tensor
