// Indexing and rearranging composites (see composites.hpp): each kernel calls the ops the tsr function it
// replaces called (stdlib/torch/_composites.tsr before), so results, grad_fn nodes and error messages are unchanged.
#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>

#include "tensor/autograd/formula.hpp"
#include "tensor/kernels/cpu/complex_kernels.hpp"
#include "tensor/ops/compare.hpp"
#include "tensor/ops/composites.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace composites;

namespace {

// take is an op of its own in PyTorch (TakeBackward0: the gradient put back at index into zeros, accumulated).
TSR_DEFINE_OP("take(Tensor self, Tensor index) -> Tensor", "Elements of the flattened self at index.",
              autograd::formula("TakeBackward0", {"index"}, [](autograd::Ctx& c) {
                const Dims& shape = c.shape("self");
                const Tensor g = c.g();
                const Tensor z = call<"zeros">({Ints(shape.begin(), shape.end()), g.dtype(), g.device()});
                return autograd::G{call<"put">({z, c.s("index"), g, true}), Tensor()};
              }));
TSR_DEFINE_COMPOSITE_OP("take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor",
                        "gather along dim with indices broadcast against self (the flattened self when dim is None).");
TSR_DEFINE_COMPOSITE_OP("movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)",
                        "Dims source moved to positions destination, the others kept in order (a view).");
TSR_DEFINE_COMPOSITE_OP("movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)",
                        "Dim source moved to position destination (a view).");
TSR_DEFINE_COMPOSITE_OP("moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)",
                        "movedim (NumPy's name).");
TSR_DEFINE_COMPOSITE_OP("moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)", "movedim (NumPy's name).");
TSR_DEFINE_COMPOSITE_OP("diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor",
                        "The n-th forward difference along dim (after prepend and append are joined on).");
TSR_DEFINE_COMPOSITE_OP("tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]",
                        "sections views along dim, the first ones one element longer when the size does not divide.");
TSR_DEFINE_COMPOSITE_OP("tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]",
                        "Views along dim, cut before each index.");
TSR_DEFINE_COMPOSITE_OP("tensor_split.tensor_indices_or_sections(Tensor self, Tensor tensor_indices_or_sections, int dim=0) -> Tensor[]",
                        "tensor_split with the sections (0-d) or indices (1-d) in a tensor.");
TSR_DEFINE_COMPOSITE_OP("hsplit.int(Tensor self, int sections) -> Tensor[]", "tensor_split along dim 1 (0 for 1-d).");
TSR_DEFINE_COMPOSITE_OP("hsplit.array(Tensor self, int[] indices) -> Tensor[]", "tensor_split along dim 1 (0 for 1-d).");
TSR_DEFINE_COMPOSITE_OP("vsplit.int(Tensor self, int sections) -> Tensor[]", "tensor_split along dim 0.");
TSR_DEFINE_COMPOSITE_OP("vsplit.array(Tensor self, int[] indices) -> Tensor[]", "tensor_split along dim 0.");
TSR_DEFINE_COMPOSITE_OP("kron(Tensor self, Tensor other) -> Tensor", "The Kronecker product.");
TSR_DEFINE_COMPOSITE_OP("cross(Tensor self, Tensor other, int? dim=None) -> Tensor",
                        "The cross product of 3-vectors along dim (the first dim of size 3 when None).");
TSR_DEFINE_OP("linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor",
              "The cross product of 3-vectors along dim, the other dims broadcast.",
              autograd::formula("LinalgCrossBackward0", {"self", "other"}, [](autograd::Ctx& c) {
                const int64_t dim = c.i("dim", -1);
                return autograd::G{c.when_needed("self", [&] {
                           return c.to(call<"linalg_cross">({cj(c.s("other")), c.g(), dim}), "self");
                         }),
                         c.when_needed("other", [&] {
                           return c.to(call<"linalg_cross">({c.g(), cj(c.s("self")), dim}), "other");
                         })};
              }));

TSR_DEFINE_COMPOSITE_OP("cartesian_prod(Tensor[] tensors) -> Tensor",
                        "Every combination of one element from each 1-d tensor, one per row.");

Tensor reshaped(const Tensor& x, Ints shape) { return call<"reshape">({x, std::move(shape)}); }
Tensor narrow_of(const Tensor& x, int64_t dim, int64_t start, int64_t length) {
  return call<"narrow">({x, dim, start, length});
}
// x.shape[dim], dim negative counting from the end as Python's indexing does.
int64_t size_at(const Tensor& x, int64_t dim) { return x.size(dim); }

Tensor movedim_of(const Tensor& input, Ints src, Ints dst) {
  const int64_t nd = input.dim();
  for (int64_t& d : src) d = wrap_dim_of(d, nd);
  for (int64_t& d : dst) d = wrap_dim_of(d, nd);
  if (nd == 0) return call<"permute">({input, Ints{}});  // dims -1 and 0 of a 0-d tensor: nothing to move
  Ints order(static_cast<size_t>(nd), -1);
  for (size_t i = 0; i < std::min(src.size(), dst.size()); ++i) order.at(static_cast<size_t>(dst[i])) = src[i];
  Ints rest;
  for (int64_t i = 0; i < nd; ++i)
    if (std::ranges::find(src, i) == src.end()) rest.push_back(i);
  size_t next = 0;
  for (int64_t& o : order)
    if (o == -1) o = rest.at(next++);
  return call<"permute">({input, order});
}

// (start, length) of each piece.
using Bounds = std::vector<std::pair<int64_t, int64_t>>;

Bounds section_bounds(int64_t n, int64_t k) {
  check(k > 0, ErrorKind::RuntimeError, "number of sections must be larger than 0, got ", k);
  Bounds bounds;
  int64_t start = 0;
  for (int64_t i = 0; i < k; ++i) {
    const int64_t size = n / k + (i < n % k ? 1 : 0);
    bounds.emplace_back(start, size);
    start += size;
  }
  return bounds;
}

// Each piece runs from the previous index to the next, as slices do: a negative index counts from the end, an index
// past either end stops there, a piece is empty when the indices go backwards, and the next piece starts at the
// smaller index. (The tsr version started it at the larger one.)
Bounds index_bounds(int64_t n, Ints indices) {
  Bounds bounds;
  int64_t start = 0;
  indices.push_back(n);
  for (int64_t i : indices) {
    const int64_t end = i < 0 ? std::max<int64_t>(i + n, 0) : std::min(i, n);
    bounds.emplace_back(start, std::max<int64_t>(end - start, 0));
    start = end;
  }
  return bounds;
}

std::vector<Tensor> pieces(const Tensor& input, int64_t dim, const Bounds& bounds) {
  std::vector<Tensor> out;
  for (const auto& [start, size] : bounds) out.push_back(narrow_of(input, dim, start, size));
  return out;
}

// tensor_split(input, sections or indices, dim) with the third argument as it came on the stack.
std::vector<Tensor> tensor_split_of(const Tensor& input, const IValue& how, int64_t dim) {
  check(input.dim() > 0, ErrorKind::RuntimeError,
        "tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims");
  const int64_t d = wrap_dim_of(dim, input.dim());
  const int64_t n = size_at(input, d);
  if (const int64_t* k = std::get_if<int64_t>(&how)) return pieces(input, d, section_bounds(n, *k));
  return pieces(input, d, index_bounds(n, std::get<Ints>(how)));
}

// hsplit's and vsplit's dim (hsplit: 1, or 0 for a 1-d tensor; vsplit: 0), with PyTorch's check of the rank.
int64_t split_dim(const Tensor& input, const char* name, int64_t min_dims) {
  check(input.dim() >= min_dims, ErrorKind::RuntimeError, "torch.", name, " requires a tensor with at least ", min_dims,
        " dimension, but got a tensor with ", input.dim(), " dimensions!");
  return std::string_view(name) == "hsplit" && input.dim() > 1 ? 1 : 0;
}

// hsplit's and vsplit's sections, which (unlike tensor_split's) must divide the dim evenly, as in PyTorch.
const IValue& split_sections(const Tensor& input, const char* name, int64_t dim, const IValue& sections) {
  const int64_t k = std::get<int64_t>(sections), n = size_at(input, dim);
  check(k != 0 && n % k == 0, ErrorKind::RuntimeError, "torch.", name, " attempted to split along dimension ", dim,
        ", but the size of the dimension ", n, " is not divisible by the split_size ", k, "!");
  return sections;
}

// The values of an integer tensor, for the tensor form of tensor_split.
Ints int_values(const Tensor& t) {
  const Tensor longs = host_contiguous(t, ScalarType::Long);
  const auto* data = static_cast<const int64_t*>(longs.data_ptr());
  return Ints(data, data + longs.numel());
}

double double_value(const Tensor& t) {
  const Tensor d = host_contiguous(t, ScalarType::Double);
  return *static_cast<const double*>(d.data_ptr());
}

Tensor kron_of(const Tensor& input, const Tensor& other) {
  const int64_t nd = std::max(input.dim(), other.dim());
  auto padded_shape = [nd](const Tensor& x) {
    Ints shape(static_cast<size_t>(nd - x.dim()), 1);
    for (int64_t s : x.sizes()) shape.push_back(s);
    return shape;
  };
  const Ints a_shape = padded_shape(input), b_shape = padded_shape(other);
  Ints inter_a, inter_b, out_shape;
  for (size_t i = 0; i < static_cast<size_t>(nd); ++i) {
    inter_a.insert(inter_a.end(), {a_shape[i], 1});
    inter_b.insert(inter_b.end(), {1, b_shape[i]});
    out_shape.push_back(a_shape[i] * b_shape[i]);
  }
  // PyTorch's KronImpl: every reshape an _unsafe_view (so a non-contiguous input is refused as view refuses it, and
  // the result's node is UnsafeViewBackward0)
  const auto unsafe_view = [](const Tensor& x, Ints shape) { return call<"_unsafe_view">({x, std::move(shape)}); };
  const Tensor a = unsafe_view(input, a_shape), b = unsafe_view(other, b_shape);
  return unsafe_view(mul(unsafe_view(a, inter_a), unsafe_view(b, inter_b)), out_shape);
}

// torch.cross: linalg_cross along the given dim, or along the first dim of size 3 (PyTorch 1.13's
// _default_cross_dim, without a warning in this release).
Tensor cross_of(const Tensor& input, const Tensor& other, const IValue& dim_arg) {
  int64_t dim = 0;
  if (const int64_t* given = std::get_if<int64_t>(&dim_arg)) {
    dim = *given;
  } else {
    int64_t found = -1;
    for (int64_t i = 0; i < input.dim() && found < 0; ++i)
      if (input.sizes()[static_cast<size_t>(i)] == 3) found = i;
    check(found >= 0, ErrorKind::RuntimeError, "no dimension of size 3 in input");
    dim = found;
  }
  return call<"linalg_cross">({input, other, dim});
}

// linalg_cross's checks (its kernel's dtypes, its meta function's shapes: one rank, length 3 along dim) and its
// operands expanded to the broadcast shape of the result.
struct CrossOperands {
  Tensor a, b;
  int64_t dim;
};
CrossOperands cross_operands(const Stack& s) {
  const Tensor& input = tensor_at(s, 0);
  const Tensor& other = tensor_at(s, 1);
  refuse_half(input.dtype(), "cross");
  refuse_bool(input.dtype(), "cross");
  check_scalar_type(input.dtype(), other.dtype());
  const int64_t dim_given = int_arg(s, 2, -1);
  check(input.dim() == other.dim(), ErrorKind::RuntimeError, "linalg.cross: inputs must have the same number of dimensions.");
  const int64_t dim = wrap_dim(dim_given, input.dim());
  check(size_at(input, dim) == 3 && size_at(other, dim) == 3, ErrorKind::RuntimeError, "linalg.cross: inputs dimension ",
        dim, " must have length 3. Got ", size_at(input, dim), " and ", size_at(other, dim));
  const Dims shape = broadcast_shapes(input.sizes(), other.sizes());
  return {expand(input, shape), expand(other, shape), dim};
}

// One component a*b - c*d. PyTorch's CPU kernel writes it so and its vectorised (AVX2) build contracts it into
// fma(a, b, -(c*d)); tsr rounds floats and doubles the same way, so the last bits are PyTorch's.
// A bfloat16 rounds each product and the difference (c10::BFloat16's operators compute in float).
template <class T>
T cross_component(T a, T b, T c, T d) {
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    return std::fma(a, b, -(c * d));
  } else if constexpr (std::is_same_v<T, BFloat16>) {
    const float ab = float(BFloat16(float(a) * float(b))), cd = float(BFloat16(float(c) * float(d)));
    return BFloat16(ab - cd);
  } else {
    return static_cast<T>(a * b - c * d);
  }
}

Tensor histc_of(const Tensor& input, int64_t bins, double lo, double hi) {
  if (lo == hi && input.numel()) {
    lo = double_value(call<"min">({input}));
    hi = double_value(call<"max">({input}));
  }
  if (lo == hi) lo -= 1, hi += 1;
  Tensor x = reshaped(input, {-1});
  const Tensor inside = call<"bitwise_and.Tensor">(
      {call<"ge.Tensor">({x, scalar_to_tensor(lo)}), call<"le.Tensor">({x, scalar_to_tensor(hi)})});
  x = call<"index.Tensor">({x, std::vector<Tensor>{inside}});
  const Tensor scaled = mul(sub(x, scalar_to_tensor(lo)), scalar_to_tensor(double(bins) / (hi - lo)));
  const Tensor idx = call<"clamp">({call<"to.dtype">({call<"floor">({scaled}), ScalarType::Long, false, false}),
                                    int64_t(0), bins - 1});
  Tensor out = zeros(Ints{bins}, input.dtype(), input.device());
  call<"index_put_">({out, std::vector<Tensor>{idx}, ones(Ints{idx.numel()}, input.dtype(), input.device()), true});
  return out;
}

Tensor cartesian_prod_of(const std::vector<Tensor>& tensors) {
  if (tensors.size() == 1) return tensors[0];
  Ints counts;
  for (const Tensor& t : tensors) counts.push_back(t.numel());
  std::vector<Tensor> grids;
  for (size_t i = 0; i < tensors.size(); ++i) {
    Ints view(tensors.size(), 1);
    view[i] = tensors[i].numel();
    const Tensor grid = call<"expand">({call<"reshape">({tensors[i], view}), counts, false});
    grids.push_back(call<"reshape">({grid, Ints{-1}}));
  }
  return call<"stack">({grids, int64_t(1)});
}

}  // namespace

TSR_REGISTER_KERNEL("cartesian_prod", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, cartesian_prod_of(std::get<std::vector<Tensor>>(s.at(0))));
});
TSR_REGISTER_KERNEL("take", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor self = tensor_at(s, 0), index = tensor_at(s, 1);
  check(index.dtype() == ScalarType::Long, ErrorKind::RuntimeError, "take(): Expected a long tensor for index, but got ",
        dtype_title(index.dtype()));
  check(!(self.numel() == 0 && index.numel() != 0), ErrorKind::IndexError, "take(): tried to take from an empty tensor");
  const Tensor where_from = host_contiguous(index, ScalarType::Long);
  const int64_t numel = self.numel();
  for (int64_t i = 0; i < where_from.numel(); ++i) {
    const int64_t at = where_from.data<int64_t>()[i];
    check(at >= -numel && at < numel, ErrorKind::IndexError, "out of range: tried to access index ", at,
          " on a tensor of ", numel, " elements.");
  }
  result(s, call<"index.Tensor">({reshaped(self, {-1}), std::vector<Tensor>{index}}));
});
TSR_REGISTER_KERNEL("take_along_dim", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor input = tensor_at(s, 0), indices = tensor_at(s, 1);
  if (is_none(s, 2)) {
    result(s, call<"gather">({reshaped(input, {-1}), int64_t(0), reshaped(indices, {-1}), false}));
    return;
  }
  const int64_t d = wrap_dim_of(int_arg(s, 2, 0), input.dim());
  // Broadcast the two shapes except along d (same ndim, as PyTorch requires).
  Ints batch;
  for (size_t i = 0; i < std::min(input.sizes().size(), indices.sizes().size()); ++i)
    batch.push_back(int64_t(i) == d ? 1 : std::max(input.sizes()[i], indices.sizes()[i]));
  Ints xi = batch, ii = batch;
  xi.at(static_cast<size_t>(d)) = size_at(input, d);
  ii.at(static_cast<size_t>(d)) = size_at(indices, d);
  result(s, call<"gather">({call<"expand">({input, xi, false}), d, call<"expand">({indices, ii, false}), false}));
});
TSR_REGISTER_KERNEL("movedim.intlist", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, movedim_of(tensor_at(s, 0), int_list_arg(s, 1), int_list_arg(s, 2)));
});
TSR_REGISTER_KERNEL("movedim.int", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, movedim_of(tensor_at(s, 0), int_list_arg(s, 1), int_list_arg(s, 2)));
});
TSR_REGISTER_KERNEL("moveaxis.intlist", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, movedim_of(tensor_at(s, 0), int_list_arg(s, 1), int_list_arg(s, 2)));
});
TSR_REGISTER_KERNEL("moveaxis.int", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, movedim_of(tensor_at(s, 0), int_list_arg(s, 1), int_list_arg(s, 2)));
});
TSR_REGISTER_KERNEL("diff", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const int64_t n = int_arg(s, 1, 1), dim = int_arg(s, 2, -1);
  std::vector<Tensor> parts;
  for (Tensor t : {optional_tensor_at(s, 3), tensor_at(s, 0), optional_tensor_at(s, 4)})
    if (t.defined()) parts.push_back(t);
  Tensor x = parts.size() > 1 ? call<"cat">({parts, dim}) : tensor_at(s, 0);
  for (int64_t i = 0; i < n; ++i) {
    // Each difference is one shorter, down to empty (n past the length gives an empty result, as in PyTorch).
    const int64_t size = size_at(x, dim), length = std::max<int64_t>(size - 1, 0);
    const Tensor later = narrow_of(x, dim, size - length, length), earlier = narrow_of(x, dim, 0, length);
    x = x.dtype() == ScalarType::Bool ? call<"ne.Tensor">({later, earlier}) : sub(later, earlier);
  }
  result(s, x);
});
TSR_REGISTER_KERNEL("tensor_split.sections", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {tensor_split_of(tensor_at(s, 0), s.at(1), int_arg(s, 2, 0))};
});
TSR_REGISTER_KERNEL("tensor_split.indices", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  s = {tensor_split_of(tensor_at(s, 0), int_list_arg(s, 1), int_arg(s, 2, 0))};
});
TSR_REGISTER_KERNEL("tensor_split.tensor_indices_or_sections", CompositeImplicitAutograd,
                    [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& how = tensor_at(s, 1);
  check(how.device().is_cpu(), ErrorKind::RuntimeError,
        "tensor_split expected tensor_indices_or_sections to be on cpu, but it's on ", how.device().str());
  const Ints values = int_values(how);
  const IValue split = how.dim() == 0 ? IValue(values.at(0)) : IValue(values);
  s = {tensor_split_of(tensor_at(s, 0), split, int_arg(s, 2, 0))};
});
TSR_REGISTER_KERNEL("hsplit.int", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& input = tensor_at(s, 0);
  const int64_t dim = split_dim(input, "hsplit", 1);
  s = {tensor_split_of(input, split_sections(input, "hsplit", dim, s.at(1)), dim)};
});
TSR_REGISTER_KERNEL("hsplit.array", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& input = tensor_at(s, 0);
  s = {tensor_split_of(input, int_list_arg(s, 1), split_dim(input, "hsplit", 1))};
});
TSR_REGISTER_KERNEL("vsplit.int", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& input = tensor_at(s, 0);
  const int64_t dim = split_dim(input, "vsplit", 2);
  s = {tensor_split_of(input, split_sections(input, "vsplit", dim, s.at(1)), dim)};
});
TSR_REGISTER_KERNEL("vsplit.array", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor& input = tensor_at(s, 0);
  s = {tensor_split_of(input, int_list_arg(s, 1), split_dim(input, "vsplit", 2))};
});
TSR_REGISTER_KERNEL("kron", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, kron_of(tensor_at(s, 0), tensor_at(s, 1)));
});
TSR_REGISTER_KERNEL("cross", CompositeImplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, cross_of(tensor_at(s, 0), tensor_at(s, 1), s.size() > 2 ? s[2] : IValue(NoneValue{})));
});
// The CPU kernel: over the broadcast operands laid out with dim last, each triple's three components.
TSR_REGISTER_KERNEL("linalg_cross", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const CrossOperands o = cross_operands(s);
  const Tensor a = contiguous(call<"movedim.int">({o.a, o.dim, int64_t(-1)}));
  const Tensor b = contiguous(call<"movedim.int">({o.b, o.dim, int64_t(-1)}));
  Tensor out = empty(a.sizes(), a.dtype());
  visit_dtype_and_complex(a.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_arithmetic_v<T> || is_complex_type<T> || std::is_same_v<T, BFloat16>) {
      const T* x = a.data<T>();
      const T* y = b.data<T>();
      T* r = out.data<T>();
      for (int64_t i = 0, n = a.numel() / 3; i < n; ++i, x += 3, y += 3, r += 3) {
        r[0] = cross_component(x[1], y[2], x[2], y[1]);
        r[1] = cross_component(x[2], y[0], x[0], y[2]);
        r[2] = cross_component(x[0], y[1], x[1], y[0]);
      }
    }
  });
  result(s, contiguous(call<"movedim.int">({out, int64_t(-1), o.dim})));
});
// Elsewhere (CUDA): the same formula from dispatched pointwise ops.
TSR_REGISTER_KERNEL("linalg_cross", CompositeExplicitAutograd, [](const Operator&, DispatchKeySet, Stack& s) {
  const CrossOperands o = cross_operands(s);
  std::vector<Tensor> a, b;
  for (int64_t i = 0; i < 3; ++i) {
    a.push_back(call<"select.int">({o.a, o.dim, i}));
    b.push_back(call<"select.int">({o.b, o.dim, i}));
  }
  result(s, call<"stack">({std::vector<Tensor>{sub(mul(a[1], b[2]), mul(a[2], b[1])), sub(mul(a[2], b[0]), mul(a[0], b[2])),
                                               sub(mul(a[0], b[1]), mul(a[1], b[0]))},
                           o.dim}));
});
// histc: not differentiable (PyTorch's output_differentiability: False). The CPU kernel is one pass over the
// elements; other backends compose dispatched ops (histc_of).
TSR_DEFINE_OP("histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor",
              "A histogram of bins equal-width bins over [min, max] (the data's range when both are 0).",
              autograd::not_differentiable());
TSR_REGISTER_KERNEL("histc", CUDA, [](const Operator&, DispatchKeySet, Stack& s) {
  result(s, histc_of(tensor_at(s, 0), int_arg(s, 1, 100), double_arg(s, 2, 0), double_arg(s, 3, 0)));
});
// As PyTorch 1.13's histogram kernel with linear bins: the range is the data's when min == max (widened by 1 each
// way when still equal), an element outside [min, max] is skipped, its bin is (x - min) * bins / (max - min)
// computed in the input's dtype and truncated, max itself counts in the last bin, and a NaN (which that kernel
// does not skip) counts in bin 0. Counts are exact integers, converted to the dtype at the end.
TSR_REGISTER_KERNEL("histc", CPU, [](const Operator&, DispatchKeySet, Stack& s) {
  const Tensor input = contiguous(tensor_at(s, 0));
  const int64_t bins = int_arg(s, 1, 100);
  refuse_half(input.dtype(), "histogram_cpu");
  if (input.dtype() == ScalarType::Bool) throw_not_implemented_for("linspace_cpu", input.dtype());  // its range step
  if (!is_floating(input.dtype())) throw_not_implemented_for("histogram_cpu", input.dtype());
  check(bins > 0, ErrorKind::RuntimeError, "torch.histogram(): bins must be > 0, but got ", bins, " for dimension 0");
  Tensor out = zeros(Ints{bins}, input.dtype());
  visit_dtype(input.dtype(), [&]<class T>(std::type_identity<T>) {
    if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, BFloat16>) {
      const T* x = input.data<T>();
      const int64_t n = input.numel();
      T lo = static_cast<T>(double_arg(s, 2, 0)), hi = static_cast<T>(double_arg(s, 3, 0));
      if (lo == hi && n > 0) {
        lo = *std::min_element(x, x + n, [](T a, T b) { return a < b; });
        hi = *std::max_element(x, x + n, [](T a, T b) { return a < b; });
      }
      if (lo == hi) lo = static_cast<T>(lo - T(1)), hi = static_cast<T>(hi + T(1));
      check(std::isfinite(double(lo)) && std::isfinite(double(hi)), ErrorKind::RuntimeError,
            "torch.histc: range of [", double(lo), ", ", double(hi), "] is not finite");
      check(lo < hi, ErrorKind::RuntimeError, "torch.histc: max must be larger than min");
      std::vector<int64_t> counts(static_cast<size_t>(bins), 0);
      const T width = static_cast<T>(hi - lo), nbins = static_cast<T>(bins);
      for (int64_t i = 0; i < n; ++i) {
        const T v = x[i];
        if (v < lo || v > hi) continue;
        int64_t pos = 0;
        if (v == v) pos = static_cast<int64_t>(static_cast<T>(static_cast<T>(static_cast<T>(v - lo) * nbins) / width));
        ++counts[static_cast<size_t>(std::clamp<int64_t>(pos, 0, bins - 1))];
      }
      T* h = out.data<T>();
      for (int64_t b = 0; b < bins; ++b) h[b] = static_cast<T>(counts[b]);
    }
  });
  result(s, out);
});

}  // namespace tsr::tensor
