// See autocast.hpp, Note [Autocast].
#include "tensor/autocast/autocast.hpp"

#include <array>
#include <unordered_map>

#include "tensor/autograd/autograd.hpp"
#include "tensor/core/error.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/dispatch/trace.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/ops/typed_op.hpp"

namespace tsr::tensor::autocast {
namespace {

using enum CastPolicy;

// PyTorch 1.13's AutocastCPU table (aten/src/ATen/autocast_mode.cpp), as its CPU build behaves: the lower precision
// is bfloat16; the transposed convolutions are among the float32 ops there.
constexpr Rule kCpuRules[] = {
    // lower_precision_fp
    {"conv1d", lower_precision_fp}, {"conv2d", lower_precision_fp}, {"conv3d", lower_precision_fp},
    {"bmm", lower_precision_fp}, {"mm", lower_precision_fp}, {"baddbmm", lower_precision_fp},
    {"addmm", lower_precision_fp}, {"addbmm", lower_precision_fp}, {"linear", lower_precision_fp},
    {"_convolution", lower_precision_fp}, {"matmul", lower_precision_fp}, {"conv_tbc", lower_precision_fp},
    // fp32
    {"conv_transpose1d", fp32}, {"conv_transpose2d", fp32}, {"conv_transpose3d", fp32},
    {"avg_pool3d", fp32}, {"binary_cross_entropy", fp32}, {"grid_sampler", fp32}, {"polar", fp32}, {"prod", fp32},
    {"quantile", fp32}, {"nanquantile", fp32}, {"stft", fp32}, {"cdist", fp32}, {"trace", fp32},
    {"view_as_complex", fp32}, {"cholesky", fp32}, {"cholesky_inverse", fp32}, {"cholesky_solve", fp32},
    {"inverse", fp32}, {"lu_solve", fp32}, {"orgqr", fp32}, {"ormqr", fp32}, {"pinverse", fp32},
    {"max_pool3d", fp32}, {"max_unpool2d", fp32}, {"max_unpool3d", fp32}, {"adaptive_avg_pool3d", fp32},
    {"reflection_pad1d", fp32}, {"reflection_pad2d", fp32}, {"replication_pad1d", fp32},
    {"replication_pad2d", fp32}, {"replication_pad3d", fp32}, {"mse_loss", fp32}, {"cosine_embedding_loss", fp32},
    {"nll_loss", fp32}, {"nll_loss2d", fp32}, {"hinge_embedding_loss", fp32}, {"poisson_nll_loss", fp32},
    {"smooth_l1_loss", fp32}, {"cross_entropy_loss", fp32}, {"l1_loss", fp32}, {"huber_loss", fp32},
    {"margin_ranking_loss", fp32}, {"soft_margin_loss", fp32}, {"triplet_margin_loss", fp32},
    {"multi_margin_loss", fp32}, {"ctc_loss", fp32}, {"kl_div", fp32}, {"multilabel_margin_loss", fp32},
    {"binary_cross_entropy_with_logits", fp32}, {"fft_fft", fp32}, {"fft_ifft", fp32}, {"fft_fft2", fp32},
    {"fft_ifft2", fp32}, {"fft_fftn", fp32}, {"fft_ifftn", fp32}, {"fft_rfft", fp32}, {"fft_irfft", fp32},
    {"fft_rfft2", fp32}, {"fft_irfft2", fp32}, {"fft_rfftn", fp32}, {"fft_irfftn", fp32}, {"fft_hfft", fp32},
    {"fft_ihfft", fp32}, {"linalg_cond", fp32}, {"linalg_matrix_rank", fp32}, {"linalg_solve", fp32},
    {"linalg_cholesky", fp32}, {"linalg_svdvals", fp32}, {"linalg_eigvals", fp32}, {"linalg_eigvalsh", fp32},
    {"linalg_inv", fp32}, {"linalg_householder_product", fp32}, {"linalg_tensorinv", fp32},
    {"linalg_tensorsolve", fp32}, {"fake_quantize_per_tensor_affine", fp32}, {"geqrf", fp32},
    {"_lu_with_info", fp32}, {"qr", fp32}, {"svd", fp32}, {"triangular_solve", fp32},
    {"fractional_max_pool2d", fp32}, {"fractional_max_pool3d", fp32}, {"adaptive_max_pool3d", fp32},
    {"multilabel_margin_loss_forward", fp32}, {"linalg_qr", fp32}, {"linalg_cholesky_ex", fp32},
    {"linalg_svd", fp32}, {"linalg_eig", fp32}, {"linalg_eigh", fp32}, {"linalg_lstsq", fp32},
    {"linalg_inv_ex", fp32},
    // promote
    {"stack", promote}, {"cat", promote}, {"index_copy", promote},
};

// PyTorch 1.13's Autocast (CUDA) table: the lower precision is float16 unless autocast's dtype= says bfloat16.
constexpr Rule kCudaRules[] = {
    // lower_precision_fp
    {"_convolution", lower_precision_fp}, {"conv1d", lower_precision_fp}, {"conv2d", lower_precision_fp},
    {"conv3d", lower_precision_fp}, {"conv_tbc", lower_precision_fp}, {"conv_transpose1d", lower_precision_fp},
    {"conv_transpose2d", lower_precision_fp}, {"conv_transpose3d", lower_precision_fp},
    {"convolution", lower_precision_fp}, {"prelu", lower_precision_fp}, {"addmm", lower_precision_fp},
    {"addmv", lower_precision_fp}, {"addr", lower_precision_fp}, {"matmul", lower_precision_fp},
    {"mm", lower_precision_fp}, {"mv", lower_precision_fp}, {"linear", lower_precision_fp},
    {"addbmm", lower_precision_fp}, {"baddbmm", lower_precision_fp}, {"bmm", lower_precision_fp},
    {"chain_matmul", lower_precision_fp}, {"linalg_multi_dot", lower_precision_fp},
    {"lstm_cell", lower_precision_fp}, {"gru_cell", lower_precision_fp}, {"rnn_tanh_cell", lower_precision_fp},
    {"rnn_relu_cell", lower_precision_fp},
    // fp32
    {"acos", fp32}, {"asin", fp32}, {"cosh", fp32}, {"erfinv", fp32}, {"exp", fp32}, {"expm1", fp32},
    {"log", fp32}, {"log10", fp32}, {"log2", fp32}, {"log1p", fp32}, {"reciprocal", fp32}, {"rsqrt", fp32},
    {"sinh", fp32}, {"tan", fp32}, {"pow", fp32}, {"softplus", fp32}, {"layer_norm", fp32},
    {"native_layer_norm", fp32}, {"group_norm", fp32}, {"frobenius_norm", fp32}, {"nuclear_norm", fp32},
    {"cosine_similarity", fp32}, {"poisson_nll_loss", fp32}, {"cosine_embedding_loss", fp32}, {"nll_loss", fp32},
    {"nll_loss2d", fp32}, {"hinge_embedding_loss", fp32}, {"kl_div", fp32}, {"l1_loss", fp32},
    {"smooth_l1_loss", fp32}, {"huber_loss", fp32}, {"mse_loss", fp32}, {"margin_ranking_loss", fp32},
    {"multilabel_margin_loss", fp32}, {"soft_margin_loss", fp32}, {"triplet_margin_loss", fp32},
    {"multi_margin_loss", fp32}, {"binary_cross_entropy_with_logits", fp32}, {"dist", fp32}, {"pdist", fp32},
    {"cdist", fp32}, {"renorm", fp32},
    // fp32_set_opt_dtype (norm's overloads without a dtype, PyTorch's fp32_append_dtype, come out the same: the
    // norm of the float32 values)
    {"prod", fp32_set_opt_dtype}, {"softmax", fp32_set_opt_dtype}, {"log_softmax", fp32_set_opt_dtype},
    {"cumprod", fp32_set_opt_dtype}, {"cumsum", fp32_set_opt_dtype}, {"sum", fp32_set_opt_dtype}, {"norm", fp32},
    // promote
    {"addcdiv", promote}, {"addcmul", promote}, {"atan2", promote}, {"bilinear", promote}, {"cross", promote},
    {"dot", promote}, {"grid_sampler", promote}, {"index_put", promote}, {"tensordot", promote},
    {"scatter_add", promote},
    // banned
    {"binary_cross_entropy", banned},
};

// What each policy is called (PyTorch's name), the name its kernel shows in :dispatch, and what :trace says it does.
struct PolicyFacts {
  std::string_view name, kernel, does;
};
constexpr PolicyFacts kPolicies[] = {
    {"lower_precision_fp", "autocast_to_lower_precision", "its floating arguments to "},  // + the dtype
    {"fp32", "autocast_to_float32", "its floating arguments to torch.float32"},
    {"fp32_set_opt_dtype", "autocast_float32_dtype", "dtype=torch.float32 unless given"},
    {"promote", "autocast_to_widest", "its floating arguments to the widest of them"},
    {"banned", "autocast_banned", "refused"},
};
constexpr const PolicyFacts& facts(CastPolicy p) { return kPolicies[static_cast<int>(p)]; }

struct State {
  std::array<ScalarType, 2> lower = {ScalarType::BFloat16, ScalarType::Half};  // by DeviceType
  bool cache_enabled = true;
  int nesting = 0;
  // Lower-precision casts of float32 leaves that require grad, by the source's TensorImpl; the source is held, so
  // its address is not reused while the entry lives (PyTorch holds a weak reference for the same reason).
  std::unordered_map<const TensorImpl*, std::pair<Tensor, Tensor>> cached_casts;
};

State& state() {
  thread_local State s;
  return s;
}

int device_index(DeviceType device) { return device == DeviceType::CUDA ? 1 : 0; }

bool is_eligible(const Tensor& t, DeviceType device) {
  return t.defined() && t.device().type == device && is_floating(t.dtype()) && t.dtype() != ScalarType::Double;
}

// PyTorch's promote_type: float32 when any eligible argument is float32, else the lower precision; another
// floating type meeting the lower precision is its error.
ScalarType prioritize(ScalarType current, const Tensor& next, DeviceType device) {
  if (!is_eligible(next, device)) return current;
  const ScalarType lower = lower_precision_dtype(device);
  if (current == ScalarType::Float || next.dtype() == ScalarType::Float) return ScalarType::Float;
  check(current == lower && next.dtype() == lower, ErrorKind::RuntimeError,
        "Unexpected floating ScalarType in at::autocast::prioritize");
  return lower;
}

template <class F>
void for_each_tensor(Stack& stack, F&& f) {
  for (IValue& v : stack) {
    if (Tensor* t = std::get_if<Tensor>(&v)) f(*t);
    else if (auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (Tensor& t : *list) f(t);
  }
}

const Tensor* first_tensor(const Stack& stack) {
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) return t;
    if (const auto* list = std::get_if<std::vector<Tensor>>(&v)) return list->empty() ? nullptr : &list->front();
  }
  return nullptr;
}

// What the kernel does with this call, for :trace.
std::string trace_line(CastPolicy policy, DeviceType device, const Operator& op) {
  const std::string key(key_name(key_of(device)));
  std::string what(facts(policy).does);
  if (policy == lower_precision_fp) what += "torch." + std::string(dtype_name(lower_precision_dtype(device)));
  return key + ": " + op.schema().name + " is in PyTorch 1.13's " + std::string(policy_name(policy)) + " list: " +
         what + " (float64 stays), each cast dispatched so autograd records it; then the op with " + key + " off";
}

// The boxed kernel of every op in a table, at its device's autocast key.
void autocast_kernel(CastPolicy policy, DeviceType device, const Operator& op, Stack& stack) {
  const DispatchKey key = key_of(device);
  ExcludeDispatchKeyGuard no_autocast(key);
  {
    const TraceSection section(TraceSection::active() ? trace_line(policy, device, op) : std::string(), true);
    cast_arguments(policy, device, stack, &op);
  }
  // The keys of the cast arguments (a cast keeps device and requires_grad), below this one: no Trace, which
  // printed this call already.
  Dispatcher::instance().redispatch(op, Dispatcher::compute_keys(stack).below(key), stack);
}

const bool kRegistered = [] {
  Dispatcher& d = Dispatcher::instance();
  for (const DeviceType device : {DeviceType::CPU, DeviceType::CUDA}) {
    const DispatchKey key = key_of(device);
    d.register_fallback(key, {nullptr, SourceLocation::from(tsr::source_location::current()), true});
    for (const Rule& rule : rules(device)) {
      const CastPolicy policy = rule.policy;
      // every functional overload of the name, those defined already and those defined after this runs
      d.register_kernel_for_name(
          rule.op, key,
          {[policy, device](const Operator& op, DispatchKeySet, Stack& stack) {
             autocast_kernel(policy, device, op, stack);
           },
           SourceLocation::from(tsr::source_location::current(), std::string(facts(policy).kernel)), false});
    }
  }
  return true;
}();

}  // namespace

std::string_view policy_name(CastPolicy p) { return facts(p).name; }

std::span<const Rule> rules(DeviceType device) {
  if (device == DeviceType::CUDA) return kCudaRules;
  return kCpuRules;
}

std::optional<CastPolicy> policy_for(std::string_view op_name, DeviceType device) {
  for (const Rule& r : rules(device))
    if (r.op == op_name) return r.policy;
  return std::nullopt;
}

DispatchKey key_of(DeviceType device) {
  return device == DeviceType::CUDA ? DispatchKey::AutocastCUDA : DispatchKey::AutocastCPU;
}

bool is_enabled(DeviceType device) { return local_dispatch_keys().included.has(key_of(device)); }

void set_enabled(DeviceType device, bool enabled) {
  LocalDispatchKeySet& local = local_dispatch_keys();
  local.included = enabled ? local.included | key_of(device) : local.included - key_of(device);
}

bool any_enabled() {
  return local_dispatch_keys().included.has_any(DispatchKeySet(DispatchKey::AutocastCPU) | DispatchKey::AutocastCUDA);
}

ScalarType lower_precision_dtype(DeviceType device) { return state().lower[device_index(device)]; }

void set_lower_precision_dtype(DeviceType device, ScalarType dtype) {
  check(device == DeviceType::CUDA || dtype == ScalarType::BFloat16, ErrorKind::RuntimeError,
        "Currently, AutocastCPU only support Bfloat16 as the autocast_cpu_dtype");
  state().lower[device_index(device)] = dtype;
}

bool is_cache_enabled() { return state().cache_enabled; }
void set_cache_enabled(bool enabled) { state().cache_enabled = enabled; }
int increment_nesting() { return ++state().nesting; }
int decrement_nesting() { return --state().nesting; }
void clear_cache() { state().cached_casts.clear(); }

Tensor cached_cast(ScalarType to, const Tensor& arg, DeviceType device) {
  if (!is_eligible(arg, device) || arg.dtype() == to) return arg;
  static const Operator& to_dtype = find_op("to.dtype");
  const auto cast = [&] { return call_tensor_op(to_dtype, {arg, to, false, false}); };
  const autograd::TensorAutograd* m = autograd::meta(arg);
  const bool cacheable = state().cache_enabled && to == lower_precision_dtype(device) &&
                         arg.dtype() == ScalarType::Float && autograd::requires_grad(arg) &&
                         autograd::is_leaf(arg) && !(m && m->is_view);
  if (!cacheable) return cast();
  auto& cache = state().cached_casts;
  if (const auto it = cache.find(arg.impl()); it != cache.end()) return it->second.second;
  Tensor result = cast();
  cache.emplace(arg.impl(), std::make_pair(arg, result));
  return result;
}

void cast_arguments(CastPolicy policy, DeviceType device, Stack& stack, const Operator* op) {
  switch (policy) {
    case lower_precision_fp:
    case fp32: {
      const ScalarType to = policy == fp32 ? ScalarType::Float : lower_precision_dtype(device);
      for_each_tensor(stack, [&](Tensor& t) { t = cached_cast(to, t, device); });
      return;
    }
    case promote: {
      ScalarType to = lower_precision_dtype(device);
      for_each_tensor(stack, [&](Tensor& t) { to = prioritize(to, t, device); });
      for_each_tensor(stack, [&](Tensor& t) { t = cached_cast(to, t, device); });
      return;
    }
    case fp32_set_opt_dtype: {
      const Tensor* first = first_tensor(stack);
      if (op == nullptr || first == nullptr || !is_eligible(*first, device)) return;
      const auto& arguments = op->schema().arguments;
      for (size_t i = 0; i < arguments.size(); ++i) {
        if (arguments[i].name != "dtype" || arguments[i].type.base != "ScalarType") continue;
        while (stack.size() <= i) stack.push_back(default_argument(arguments[stack.size()]));
        if (std::holds_alternative<NoneValue>(stack[i])) stack[i] = ScalarType::Float;
        return;
      }
      return;
    }
    case banned:
      throw Error(ErrorKind::RuntimeError,
                  "torch.nn.functional.binary_cross_entropy and torch.nn.BCELoss are unsafe to autocast.\n"
                  "Many models use a sigmoid layer right before the binary cross entropy layer.\n"
                  "In this case, combine the two layers using torch.nn.functional.binary_cross_entropy_with_logits\n"
                  "or torch.nn.BCEWithLogitsLoss.  binary_cross_entropy_with_logits and BCEWithLogits are\n"
                  "safe to autocast.");
  }
}

bool served_by_registry(std::string_view name) { return !Dispatcher::instance().overloads(name).empty(); }

}  // namespace tsr::tensor::autocast
