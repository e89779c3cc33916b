// Dispatch keys and key sets. Note [Dispatch is data]: a call computes a key set from its tensor arguments and
// the thread-local include/exclude sets; the highest key with a (non-fallthrough) kernel runs, and that kernel
// redispatches with the keys below its own. Tracing is itself a key, so a trace shows the real path.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

namespace tsr::tensor {

// Note [Composite keys]: CompositeExplicitAutograd and CompositeImplicitAutograd (PyTorch's names) hold kernels
// that work on every backend because they only build metadata (views) or only call other dispatched ops
// (composites). They are never in a call's key set: when a backend key (CPU, CUDA) has no kernel of its own, the
// dispatcher takes the op's kernel at one of these keys instead, so a second backend inherits views and composites
// without registering them again. "Implicit" means autograd goes through the ops the kernel calls (the op is
// declared with TSR_DEFINE_COMPOSITE_OP and has no formula); "Explicit" means the op has its own derivative or
// view handling at the Autograd key and only the kernel is shared.
//
//   X(key, meaning) — listed from lowest to highest priority.
#define TSR_FORALL_DISPATCH_KEYS(X)                                                                              \
  X(CompositeExplicitAutograd, "backend-agnostic kernels with their own derivative (views), for any backend")    \
  X(CompositeImplicitAutograd, "kernels made of other ops, differentiated through them, for any backend")        \
  X(CPU, "kernels computing on CPU memory")                                                                      \
  X(CUDA, "kernels computing on an NVIDIA GPU")                                                                  \
  X(Meta, "sizes, strides and dtypes only, for tensors without data (Note [The meta device])")                   \
  X(Batched, "vmap's batched tensors: the op's batching rule, or the op once per batch entry (Note [vmap])")     \
  X(Autograd, "records the autograd graph, then redispatches to the backend")                                    \
  X(AutocastCPU, "casts a listed op's CPU arguments for torch.autocast('cpu'), then redispatches")               \
  X(AutocastCUDA, "casts a listed op's CUDA arguments for torch.autocast('cuda'), then redispatches")            \
  X(Trace, "prints each hop (the :trace command), then redispatches")                                            \
  X(Profiler, "records each call as an event for torch.profiler, then redispatches")

enum class DispatchKey : uint8_t {
#define TSR_KEY_ENUM(key, meaning) key,
  TSR_FORALL_DISPATCH_KEYS(TSR_KEY_ENUM)
#undef TSR_KEY_ENUM
};

inline constexpr int kNumDispatchKeys = 0
#define TSR_KEY_COUNT(key, meaning) +1
    TSR_FORALL_DISPATCH_KEYS(TSR_KEY_COUNT)
#undef TSR_KEY_COUNT
    ;

inline constexpr std::array<std::string_view, kNumDispatchKeys> kDispatchKeyNames = {
#define TSR_KEY_NAME(key, meaning) #key,
    TSR_FORALL_DISPATCH_KEYS(TSR_KEY_NAME)
#undef TSR_KEY_NAME
};

constexpr std::string_view key_name(DispatchKey k) { return kDispatchKeyNames[static_cast<int>(k)]; }

// The keys a tensor's device contributes, which fall back to the composite keys (Note [Composite keys]).
constexpr bool is_backend_key(DispatchKey k) {
  return k == DispatchKey::CPU || k == DispatchKey::CUDA || k == DispatchKey::Meta;
}
// The keys of torch.autocast (Note [Autocast] in tensor/autocast/autocast.hpp): each is in a call's key set only
// while autocasting is enabled for its device and an argument is on that device.
constexpr bool is_autocast_key(DispatchKey k) { return k == DispatchKey::AutocastCPU || k == DispatchKey::AutocastCUDA; }
// The keys whose one boxed kernel wraps every op's call and redispatches: they pass on where an op has no kernel
// of its own, and a call through them is not yet the kernel that writes (Note [Version bumps]).
constexpr bool is_wrapping_key(DispatchKey k) {
  return k == DispatchKey::Profiler || k == DispatchKey::Trace || k == DispatchKey::Autograd ||
         k == DispatchKey::Batched;
}
// The composite keys, in the order a backend key without a kernel tries them.
inline constexpr std::array<DispatchKey, 2> kCompositeKeys = {DispatchKey::CompositeExplicitAutograd,
                                                              DispatchKey::CompositeImplicitAutograd};

class DispatchKeySet {
 public:
  constexpr DispatchKeySet() = default;
  constexpr DispatchKeySet(DispatchKey k) : bits_(1u << static_cast<int>(k)) {}

  constexpr bool has(DispatchKey k) const { return bits_ & (1u << static_cast<int>(k)); }
  constexpr bool has_any(DispatchKeySet o) const { return bits_ & o.bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr DispatchKeySet operator|(DispatchKeySet o) const { return from_bits(bits_ | o.bits_); }
  constexpr DispatchKeySet operator-(DispatchKeySet o) const { return from_bits(bits_ & ~o.bits_); }
  constexpr bool operator==(const DispatchKeySet&) const = default;
  // The highest-priority key in the set (the set must not be empty).
  constexpr DispatchKey highest() const { return static_cast<DispatchKey>(31 - std::countl_zero(bits_)); }
  // The keys strictly below `k`: what a kernel registered at `k` redispatches to.
  constexpr DispatchKeySet below(DispatchKey k) const {
    return from_bits(bits_ & ((1u << static_cast<int>(k)) - 1));
  }

 private:
  static constexpr DispatchKeySet from_bits(uint32_t b) {
    DispatchKeySet s;
    s.bits_ = b;
    return s;
  }
  uint32_t bits_ = 0;
};

// Thread-local keys added to (included) or removed from (excluded) every call's key set: tracing includes Trace;
// no_grad-style guards exclude Autograd.
struct LocalDispatchKeySet {
  DispatchKeySet included, excluded;
};
LocalDispatchKeySet& local_dispatch_keys();

// RAII: include (or exclude) a key for the current thread while in scope.
// Each guard puts back only its own key as it found it, so a key another scope sets meanwhile (torch.autocast
// entered inside a traced statement) outlives the guard.
class IncludeDispatchKeyGuard {
 public:
  explicit IncludeDispatchKeyGuard(DispatchKey k) : key_(k), had_(local_dispatch_keys().included.has(k)) {
    local_dispatch_keys().included = local_dispatch_keys().included | k;
  }
  ~IncludeDispatchKeyGuard() {
    if (!had_) local_dispatch_keys().included = local_dispatch_keys().included - key_;
  }
  IncludeDispatchKeyGuard(const IncludeDispatchKeyGuard&) = delete;
  IncludeDispatchKeyGuard& operator=(const IncludeDispatchKeyGuard&) = delete;

 private:
  DispatchKey key_;
  bool had_;
};

class ExcludeDispatchKeyGuard {
 public:
  explicit ExcludeDispatchKeyGuard(DispatchKey k) : key_(k), had_(local_dispatch_keys().excluded.has(k)) {
    local_dispatch_keys().excluded = local_dispatch_keys().excluded | k;
  }
  ~ExcludeDispatchKeyGuard() {
    if (!had_) local_dispatch_keys().excluded = local_dispatch_keys().excluded - key_;
  }
  ExcludeDispatchKeyGuard(const ExcludeDispatchKeyGuard&) = delete;
  ExcludeDispatchKeyGuard& operator=(const ExcludeDispatchKeyGuard&) = delete;

 private:
  DispatchKey key_;
  bool had_;
};

}  // namespace tsr::tensor
