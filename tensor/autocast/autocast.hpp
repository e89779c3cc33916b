// Note [Autocast]: torch.autocast, as PyTorch 1.13 does it.
//
// Inside `with torch.autocast('cpu'):` (or 'cuda') the ops of a policy table run in a chosen precision: matrix
// products and convolutions in the lower one (bfloat16 on the CPU, float16 on CUDA by default), ops that lose
// accuracy there (losses, exp, pow, the linalg and fft families) in float32, ops joining several tensors in the
// widest of their dtypes. Nothing else changes.
//
// It is a dispatch key per device (AutocastCPU, AutocastCUDA), above Autograd: while autocasting is enabled for a
// device its key joins the thread's included keys, and a call keeps it only when an argument is on that device
// (Dispatcher::with_local_keys). An op in the table has a kernel at that key, one boxed kernel per policy; every
// other op falls through. The kernel casts the eligible arguments (floating tensors on the device, float64 left
// alone) through the dispatcher, so autograd records each cast (ToCopyBackward0) and the op itself saves its
// inputs in the lower precision; then it redispatches with the autocast key excluded, so the kernels below see no
// autocasting (an op made of others is cast once, at its own entry).
//
// As PyTorch's, the lower-precision casts of float32 leaves that require grad (a module's weights) are cached for
// the outermost autocast region and dropped when it ends (clear_cache), so a weight used by several ops is cast
// once.
//
// The tables are PyTorch 1.13's, by PyTorch's op names (kCpuRules, kCudaRules in autocast.cpp). tsr serves a name
// either by a registry op of that name (every overload gets the kernel) or by a library function written in
// Python over other ops (F.linear, most losses), which asks for the same policy through
// torch._C._autocast_function (interpreter binding); `served_by()` says which, and a test walks the tables.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "tensor/core/device.hpp"
#include "tensor/core/dtype.hpp"
#include "tensor/dispatch/dispatch_key.hpp"
#include "tensor/dispatch/ivalue.hpp"

namespace tsr::tensor {
class Operator;
}

namespace tsr::tensor::autocast {

// How an op's arguments are cast (PyTorch's CastPolicy).
enum class CastPolicy : uint8_t {
  lower_precision_fp,  // every eligible tensor to the device's lower-precision dtype
  fp32,                // every eligible tensor to float32
  fp32_set_opt_dtype,  // an op with a dtype= argument (softmax, sum): dtype=float32 unless given, when its first
                       // tensor is eligible
  promote,             // every eligible tensor to the widest of them: float32 if any is, else the lower precision
  banned,              // refused with PyTorch's message (binary_cross_entropy on CUDA)
};
std::string_view policy_name(CastPolicy p);

struct Rule {
  std::string_view op;  // PyTorch's op name: all its overloads that write no argument
  CastPolicy policy;
};
std::span<const Rule> rules(DeviceType device);
// The rule for an op's name on a device; nullopt when autocasting leaves the op alone.
std::optional<CastPolicy> policy_for(std::string_view op_name, DeviceType device);

DispatchKey key_of(DeviceType device);

// ---- the thread's autocast state (torch.is_autocast_enabled and friends) -------------------------------------------
bool is_enabled(DeviceType device);
void set_enabled(DeviceType device, bool enabled);
bool any_enabled();
ScalarType lower_precision_dtype(DeviceType device);
void set_lower_precision_dtype(DeviceType device, ScalarType dtype);  // the CPU takes bfloat16 only (PyTorch's error)
bool is_cache_enabled();
void set_cache_enabled(bool enabled);
int increment_nesting();
int decrement_nesting();
void clear_cache();

// `arg` cast to `to` when it is eligible on `device` (defined, floating, not float64, on that device) and not
// already of that dtype; else `arg` itself. Lower-precision casts of float32 leaves requiring grad are cached.
Tensor cached_cast(ScalarType to, const Tensor& arg, DeviceType device);
// Applies `policy` to the tensors of a call's arguments (tensors and tensor lists; for fp32_set_opt_dtype, to `op`'s
// argument named dtype).
void cast_arguments(CastPolicy policy, DeviceType device, Stack& stack, const Operator* op = nullptr);

// Whether registry ops serve `name` of a table (else a library function must, or nothing does).
bool served_by_registry(std::string_view name);

}  // namespace tsr::tensor::autocast
