// Reflection and replication padding as PyTorch 1.13's native ops: reflection_pad1d/2d/3d and
// replication_pad1d/2d/3d (nodes ReflectionPad2DBackward0, ... saving self) and their *_backward ops (nodes
// ReflectionPad2DBackwardBackward0, ...), with the checks and messages of 1.13's ReflectionPad.cpp and
// ReplicationPadding.cpp, the dtypes their AT_DISPATCH macros take (float32/float64/complex; reflection_pad3d
// float16 and bfloat16 too) and their CPU loops' order:
//
// - Along each padded dim, output index j reads input index ip(j): with o_start = max(0, pad_l) and
//   i_start = max(0, -pad_l), reflection takes 2 * pad_l - j left of the input, j inside, 2 * (n + pad_l - 1) - j
//   right of it; replication takes pad_l, j, n + pad_l - 1; then ip = ip - o_start + i_start (a negative pad crops).
// - The backward zeroes the input gradient and walks every output position of a plane in row-major order, adding
//   its gradient into the input position it read, so an input position read by several outputs sums them in that
//   order (planes are independent; they run in parallel).
//
// Results are contiguous whatever the input's layout, as 1.13's kernels make them (their channels-last paths came
// later). Each backward op is linear in grad_output: its derivative is the forward op again (self: zeros, as
// derivatives.yaml says).
#include <array>
#include <string>

#include "tensor/autograd/formula.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/pool_plans.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace {

enum class PadMode { Reflect, Replicate };

struct PadSpec {
  const char* op;
  const char* backward;
  int nd;
  PadMode mode;
  const char* kernel_name;           // the forward's AT_DISPATCH name
  const char* backward_kernel_name;  // the backward's
};

const PadSpec kReflect1{"reflection_pad1d", "reflection_pad1d_backward", 1, PadMode::Reflect, "reflection_pad1d",
                        "reflection_pad1d_backward_cpu"};
const PadSpec kReflect2{"reflection_pad2d", "reflection_pad2d_backward", 2, PadMode::Reflect, "reflection_pad2d",
                        "reflection_pad2d_backward"};
const PadSpec kReflect3{"reflection_pad3d", "reflection_pad3d_backward", 3, PadMode::Reflect, "reflection_pad3d_cpu",
                        "reflection_pad3d_backward_cpu"};
const PadSpec kReplicate1{"replication_pad1d", "replication_pad1d_backward", 1, PadMode::Replicate,
                          "replication_pad1d_cpu", "replication_pad1d_backward_cpu"};
const PadSpec kReplicate2{"replication_pad2d", "replication_pad2d_backward", 2, PadMode::Replicate,
                          "replication_pad2d_cpu", "replication_pad2d_backward_cpu"};
const PadSpec kReplicate3{"replication_pad3d", "replication_pad3d_backward", 3, PadMode::Replicate,
                          "replication_pad3d_cpu", "replication_pad3d_backward_cpu"};

// How PyTorch's TORCH_CHECK prints a Tensor argument (operator<<): for the empty tensors that reach the dim checks
// from F.pad, "[ torch.FloatTensor{2,0,5} ]" ("[ CPUComplexFloatType{...} ]" for complex dtypes).
std::string tensor_in_message(const Tensor& t) {
  std::string s = is_complex(t.dtype()) ? "CPU" + std::string(dtype_title(t.dtype())) + "Type"
                                        : "torch." + std::string(legacy_type_name(t.dtype()));
  s += "{";
  for (int64_t d = 0; d < t.dim(); ++d) s += (d ? "," : "") + std::to_string(t.size(d));
  return "[ " + s + "} ]";
}

// The dims a spec's input may have: (C, ...) or (N, C, ...), every dim but N non-empty. reflection_pad1d/2d also
// take an unbatched input with no channels ((0, W), (0, H, W)); their message prints the tensor.
void check_input_dims(const PadSpec& sp, const Tensor& x) {
  const int64_t dim = x.dim();
  bool ok = dim == sp.nd + 1 || dim == sp.nd + 2;
  if (ok)
    for (int64_t d = (sp.mode == PadMode::Reflect && sp.nd < 3) ? 1 : dim - sp.nd - 1; d < dim; ++d)
      ok = ok && x.size(d) != 0;
  if (ok) return;
  if (sp.mode == PadMode::Reflect && sp.nd < 3)
    throw Error(ErrorKind::RuntimeError, std::to_string(sp.nd + 1) + "D or " + std::to_string(sp.nd + 2) +
                                             "D (batch mode) tensor expected for input, but got: " +
                                             tensor_in_message(x));
  throw Error(ErrorKind::RuntimeError, "Expected " + std::to_string(sp.nd + 1) + "D or " + std::to_string(sp.nd + 2) +
                                           "D (batch mode) tensor with possibly 0 batch size and other non-zero "
                                           "dimensions for input, but got: " + x.sizes().str());
}

// The output sizes of the padded dims (W, H, D order reversed to D, H, W: out[k] is dim dim - nd + k), after
// 1.13's checks of the padding against the input.
std::vector<int64_t> checked_output_sizes(const PadSpec& sp, const Tensor& x, const std::vector<int64_t>& pad) {
  check_input_dims(sp, x);
  check(static_cast<int>(pad.size()) == 2 * sp.nd, ErrorKind::RuntimeError, "padding size is expected to be ",
        2 * sp.nd);
  const int64_t dim = x.dim();
  std::vector<int64_t> in(static_cast<size_t>(sp.nd)), out(static_cast<size_t>(sp.nd));
  for (int k = 0; k < sp.nd; ++k) {
    in[static_cast<size_t>(k)] = x.size(dim - sp.nd + k);
    const int w = sp.nd - 1 - k;  // pad pair w pads dim dim - 1 - w
    out[static_cast<size_t>(k)] = in[static_cast<size_t>(k)] + pad[2 * w] + pad[2 * w + 1];
  }
  if (sp.mode == PadMode::Reflect) {
    // "Argument #4" (W), "#6" (H), "#8" (D): each pad less than its dim
    for (int w = 0; w < sp.nd; ++w) {
      const int64_t n = x.size(dim - 1 - w);
      const int64_t l = pad[2 * w], r = pad[2 * w + 1];
      if (l < n && r < n) continue;
      std::string where = sp.nd == 2 ? std::to_string(dim) : x.sizes().str();
      throw Error(ErrorKind::RuntimeError, "Argument #" + std::to_string(4 + 2 * w) +
                                               ": Padding size should be less than the corresponding input dimension, "
                                               "but got: padding (" + std::to_string(l) + ", " + std::to_string(r) +
                                               ") at dimension " + std::to_string(dim - 1 - w) + " of input " + where);
    }
  }
  bool any_positive = false;
  for (int64_t o : out) any_positive = any_positive || o >= 1;
  if (sp.nd == 1) {
    check(out[0] >= 1, ErrorKind::RuntimeError, sp.mode == PadMode::Reflect ? "2input (W: " : "input (W: ", in[0],
          sp.mode == PadMode::Reflect ? ")is" : ") is", " too small. Calculated output W: ", out[0]);
  } else if (sp.nd == 2) {
    check(any_positive, ErrorKind::RuntimeError, "input (H: ", in[0], ", W: ", in[1],
          sp.mode == PadMode::Reflect ? ")is" : " ) is", " too small. Calculated output H: ", out[0], " W: ", out[1]);
    // reflection_pad2d resizes its output: a negative size fails there
    if (sp.mode == PadMode::Reflect)
      check(out[0] >= 0 && out[1] >= 0, ErrorKind::RuntimeError, "numel: integer multiplication overflow");
  } else {
    check(any_positive, ErrorKind::RuntimeError, "input (D: ", in[0], " H: ", in[1], ", W: ", in[2],
          ") is too small. Calculated output D: ", out[0], " H: ", out[1], " W: ", out[2]);
  }
  return out;
}

const PadSpec& spec_of(std::string_view op) {
  for (const PadSpec* sp : {&kReflect1, &kReflect2, &kReflect3, &kReplicate1, &kReplicate2, &kReplicate3})
    if (op == sp->op) return *sp;
  throw Error(ErrorKind::RuntimeError, "internal error: no padding op " + std::string(op));
}

// The plan of a kernel call (planes of (D, H, W); a 1-d or 2-d pad has leading sizes 1) for output sizes out_sizes
// (checked already).
PadPlan plan_of(const PadSpec& sp, const Dims& in_sizes, const std::vector<int64_t>& out_sizes,
                const std::vector<int64_t>& pad) {
  PadPlan g;
  g.reflect = sp.mode == PadMode::Reflect;
  const int64_t dim = static_cast<int64_t>(in_sizes.size());
  for (int64_t d = 0; d < dim - sp.nd; ++d) g.planes *= in_sizes[d];
  for (int k = 0; k < sp.nd; ++k) {
    const size_t slot = static_cast<size_t>(3 - sp.nd + k);
    const int w = sp.nd - 1 - k;  // pad pair w pads dim dim - 1 - w
    g.in[slot] = in_sizes[dim - sp.nd + k];
    g.out[slot] = out_sizes[static_cast<size_t>(k)];
    g.pad_l[slot] = pad[2 * w];
  }
  return g;
}

// The CPU loops' geometry: the plan and, along each of the three dims, the input index each output index reads.
struct Geometry : PadPlan {
  std::array<std::vector<int64_t>, 3> src;
  explicit Geometry(const PadPlan& plan) : PadPlan(plan) {
    for (int k = 0; k < 3; ++k) {
      src[k].resize(static_cast<size_t>(std::max<int64_t>(out[k], 0)));
      for (int64_t j = 0; j < out[k]; ++j)
        src[k][static_cast<size_t>(j)] = pool_windows::pad_source(reflect, in[k], pad_l[k], j);
    }
  }
};

// Planes run in parallel where there is enough work (each plane's sums are its own, so the order is unchanged).
template <class Body>
void for_each_plane(const Geometry& g, Body body) {
  const bool parallel = g.planes > 1 && g.planes * g.out_plane() >= 32768;
#pragma omp parallel for if (parallel)
  for (int64_t p = 0; p < g.planes; ++p) body(p);
}

Tensor pad_forward(const PadSpec& sp, const Tensor& self, const std::vector<int64_t>& pad) {
  const PadPlan plan = pad_plan(sp.op, self, pad);
  auto body = [&]<class T>(std::type_identity<T>) {
    Tensor out = empty(plan.out_shape, self.dtype());
    if (out.numel() == 0) return out;
    const Tensor x = contiguous(self);
    const Geometry g(plan);
    const T* xp = x.data<T>();
    T* yp = out.data<T>();
    for_each_plane(g, [&](int64_t p) {
      const T* xi = xp + p * g.in_plane();
      T* yo = yp + p * g.out_plane();
      for (int64_t a = 0; a < g.out[0]; ++a)
        for (int64_t b = 0; b < g.out[1]; ++b) {
          const T* row = xi + (g.src[0][static_cast<size_t>(a)] * g.in[1] + g.src[1][static_cast<size_t>(b)]) * g.in[2];
          T* dst = yo + (a * g.out[1] + b) * g.out[2];
          for (int64_t c = 0; c < g.out[2]; ++c) dst[c] = row[g.src[2][static_cast<size_t>(c)]];
        }
    });
    return out;
  };
  if (sp.mode == PadMode::Reflect && sp.nd == 3)
    return dispatch_dtype<DtypeGroup::FloatingAndComplex, ScalarType::Half, ScalarType::BFloat16>(self.dtype(),
                                                                                                  sp.kernel_name, body);
  return dispatch_dtype<DtypeGroup::FloatingAndComplex>(self.dtype(), sp.kernel_name, body);
}

Tensor pad_backward(const PadSpec& sp, const Tensor& grad_output, const Tensor& self, const std::vector<int64_t>& pad) {
  const PadPlan plan = pad_backward_plan(sp.op, grad_output, self, pad);
  auto body = [&]<class T>(std::type_identity<T>) {
    Tensor gi = zeros(std::vector<int64_t>(self.sizes().begin(), self.sizes().end()), self.dtype());
    if (grad_output.numel() == 0 || gi.numel() == 0) return gi;
    const Tensor go = contiguous(to_dtype(grad_output, self.dtype()));
    const Geometry g(plan);
    const T* gp = go.data<T>();
    T* ip = gi.data<T>();
    for_each_plane(g, [&](int64_t p) {
      const T* gop = gp + p * g.out_plane();
      T* gip = ip + p * g.in_plane();
      for (int64_t a = 0; a < g.out[0]; ++a)
        for (int64_t b = 0; b < g.out[1]; ++b) {
          T* row = gip + (g.src[0][static_cast<size_t>(a)] * g.in[1] + g.src[1][static_cast<size_t>(b)]) * g.in[2];
          const T* src = gop + (a * g.out[1] + b) * g.out[2];
          for (int64_t c = 0; c < g.out[2]; ++c) row[g.src[2][static_cast<size_t>(c)]] += src[c];
        }
    });
    return gi;
  };
  if (sp.mode == PadMode::Reflect && sp.nd == 3)
    return dispatch_dtype<DtypeGroup::FloatingAndComplex, ScalarType::Half, ScalarType::BFloat16>(
        grad_output.dtype(), sp.backward_kernel_name, body);
  return dispatch_dtype<DtypeGroup::FloatingAndComplex>(grad_output.dtype(), sp.backward_kernel_name, body);
}

BoxedKernel forward_kernel(PadSpec sp) {
  return [sp](const Operator&, DispatchKeySet, Stack& s) {
    s = {pad_forward(sp, std::get<Tensor>(s.at(0)), int_list_arg(s, 1))};
  };
}

BoxedKernel backward_kernel(PadSpec sp) {
  return [sp](const Operator&, DispatchKeySet, Stack& s) {
    s = {pad_backward(sp, std::get<Tensor>(s.at(0)), std::get<Tensor>(s.at(1)), int_list_arg(s, 2))};
  };
}

// The forward's derivative: the backward op; the backward op's: the forward op of its gradient (self: zeros).
Formula forward_formula(PadSpec sp) {
  return [sp](Ctx& c) { return G{call(sp.backward, {c.g(), c.s("self"), c.a("padding")})}; };
}

Formula backward_formula(PadSpec sp) {
  return [sp](Ctx& c) { return G{call(sp.op, {c.g(), c.a("padding")}), c.zeros("self")}; };
}

}  // namespace

PadPlan pad_plan(std::string_view op, const Tensor& self, const std::vector<int64_t>& pad) {
  const PadSpec& sp = spec_of(op);
  const std::vector<int64_t> out_sizes = checked_output_sizes(sp, self, pad);
  PadPlan plan = plan_of(sp, self.sizes(), out_sizes, pad);
  plan.out_shape.assign(self.sizes().begin(), self.sizes().end());
  for (int k = 0; k < sp.nd; ++k)
    plan.out_shape[plan.out_shape.size() - static_cast<size_t>(sp.nd - k)] = out_sizes[static_cast<size_t>(k)];
  plan.kernel_name = sp.kernel_name;
  return plan;
}

PadPlan pad_backward_plan(std::string_view op, const Tensor& grad_output, const Tensor& self,
                          const std::vector<int64_t>& pad) {
  const PadSpec& sp = spec_of(op);
  check(static_cast<int>(pad.size()) == 2 * sp.nd, ErrorKind::RuntimeError, "padding size is expected to be ",
        2 * sp.nd);
  const int64_t dim = self.dim();
  check(dim > sp.nd && grad_output.dim() == dim, ErrorKind::RuntimeError, "Expected grad_output of ", dim,
        " dims for an input of ", dim, " dims, but got ", grad_output.dim());
  std::vector<int64_t> out_sizes(static_cast<size_t>(sp.nd));
  const char* names[3] = {"width", "height", "depth"};
  for (int w = 0; w < sp.nd; ++w) {
    const int64_t expected = self.size(dim - 1 - w) + pad[2 * w] + pad[2 * w + 1];
    const int64_t got = grad_output.size(dim - 1 - w);
    out_sizes[static_cast<size_t>(sp.nd - 1 - w)] = expected;
    // 1.13's wordings: reflection 1-d and 3-d say grad_output, the others gradOutput; replication 1-d drops a comma
    const bool snake = sp.mode == PadMode::Reflect && sp.nd != 2;
    const bool comma = !(sp.mode == PadMode::Replicate && sp.nd == 1);
    check(expected == got, ErrorKind::RuntimeError, snake ? "grad_output " : "gradOutput ", names[w],
          " unexpected. Expected: ", expected, comma ? ", Got: " : " Got: ", got);
  }
  for (int64_t d = 0; d < dim - sp.nd; ++d)
    check(grad_output.size(d) == self.size(d), ErrorKind::RuntimeError, "Expected grad_output of size ",
          self.sizes().str(), " outside the padded dims, but got ", grad_output.sizes().str());
  // the forward's checks of self and the padding too (1.13's reflection_pad1d_backward makes the padding one; a direct
  // call with a padding the forward refuses would read outside the input gradient)
  checked_output_sizes(sp, self, pad);
  PadPlan plan = plan_of(sp, self.sizes(), out_sizes, pad);
  plan.out_shape.assign(self.sizes().begin(), self.sizes().end());
  plan.kernel_name = sp.backward_kernel_name;
  return plan;
}

TSR_DEFINE_OP("reflection_pad1d(Tensor self, int[2] padding) -> Tensor",
              "Pads the last dim of (C, W) or (N, C, W) input with its reflection (the edge not repeated).",
              formula("ReflectionPad1DBackward0", {"self"}, forward_formula(kReflect1)));
TSR_DEFINE_OP("reflection_pad2d(Tensor self, int[4] padding) -> Tensor",
              "Pads the last two dims of (C, H, W) or (N, C, H, W) input with their reflection.",
              formula("ReflectionPad2DBackward0", {"self"}, forward_formula(kReflect2)));
TSR_DEFINE_OP("reflection_pad3d(Tensor self, int[6] padding) -> Tensor",
              "Pads the last three dims of (C, D, H, W) or (N, C, D, H, W) input with their reflection.",
              formula("ReflectionPad3DBackward0", {"self"}, forward_formula(kReflect3)));
TSR_DEFINE_OP("replication_pad1d(Tensor self, int[2] padding) -> Tensor",
              "Pads the last dim of (C, W) or (N, C, W) input by repeating its edge values.",
              formula("ReplicationPad1DBackward0", {"self"}, forward_formula(kReplicate1)));
TSR_DEFINE_OP("replication_pad2d(Tensor self, int[4] padding) -> Tensor",
              "Pads the last two dims of (C, H, W) or (N, C, H, W) input by repeating their edge values.",
              formula("ReplicationPad2DBackward0", {"self"}, forward_formula(kReplicate2)));
TSR_DEFINE_OP("replication_pad3d(Tensor self, int[6] padding) -> Tensor",
              "Pads the last three dims of (C, D, H, W) or (N, C, D, H, W) input by repeating their edge values.",
              formula("ReplicationPad3DBackward0", {"self"}, forward_formula(kReplicate3)));

TSR_DEFINE_OP("reflection_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor",
              "reflection_pad1d's input gradient: each output gradient added where it was read from.",
              formula("ReflectionPad1DBackwardBackward0", {}, backward_formula(kReflect1)));
TSR_DEFINE_OP("reflection_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor",
              "reflection_pad2d's input gradient: each output gradient added where it was read from.",
              formula("ReflectionPad2DBackwardBackward0", {}, backward_formula(kReflect2)));
TSR_DEFINE_OP("reflection_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor",
              "reflection_pad3d's input gradient: each output gradient added where it was read from.",
              formula("ReflectionPad3DBackwardBackward0", {}, backward_formula(kReflect3)));
TSR_DEFINE_OP("replication_pad1d_backward(Tensor grad_output, Tensor self, int[2] padding) -> Tensor",
              "replication_pad1d's input gradient: each output gradient added where it was read from.",
              formula("ReplicationPad1DBackwardBackward0", {}, backward_formula(kReplicate1)));
TSR_DEFINE_OP("replication_pad2d_backward(Tensor grad_output, Tensor self, int[4] padding) -> Tensor",
              "replication_pad2d's input gradient: each output gradient added where it was read from.",
              formula("ReplicationPad2DBackwardBackward0", {}, backward_formula(kReplicate2)));
TSR_DEFINE_OP("replication_pad3d_backward(Tensor grad_output, Tensor self, int[6] padding) -> Tensor",
              "replication_pad3d's input gradient: each output gradient added where it was read from.",
              formula("ReplicationPad3DBackwardBackward0", {}, backward_formula(kReplicate3)));

TSR_REGISTER_KERNEL("reflection_pad1d", CPU, forward_kernel(kReflect1));
TSR_REGISTER_KERNEL("reflection_pad2d", CPU, forward_kernel(kReflect2));
TSR_REGISTER_KERNEL("reflection_pad3d", CPU, forward_kernel(kReflect3));
TSR_REGISTER_KERNEL("replication_pad1d", CPU, forward_kernel(kReplicate1));
TSR_REGISTER_KERNEL("replication_pad2d", CPU, forward_kernel(kReplicate2));
TSR_REGISTER_KERNEL("replication_pad3d", CPU, forward_kernel(kReplicate3));
TSR_REGISTER_KERNEL("reflection_pad1d_backward", CPU, backward_kernel(kReflect1));
TSR_REGISTER_KERNEL("reflection_pad2d_backward", CPU, backward_kernel(kReflect2));
TSR_REGISTER_KERNEL("reflection_pad3d_backward", CPU, backward_kernel(kReflect3));
TSR_REGISTER_KERNEL("replication_pad1d_backward", CPU, backward_kernel(kReplicate1));
TSR_REGISTER_KERNEL("replication_pad2d_backward", CPU, backward_kernel(kReplicate2));
TSR_REGISTER_KERNEL("replication_pad3d_backward", CPU, backward_kernel(kReplicate3));

}  // namespace tsr::tensor
