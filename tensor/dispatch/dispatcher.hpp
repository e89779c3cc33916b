// The operator registry and the dispatcher.
//
// Each op is declared once by its schema string (TSR_DEFINE_OP). Kernels attach per dispatch key from their own
// files (TSR_REGISTER_KERNEL), each remembering where it was registered, so `dump_table` can show which kernel
// serves each key with its source line — the data behind the REPL's `:dispatch` command.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include "tensor/core/source_location.hpp"
#include <string>
#include <string_view>
#include <typeinfo>
#include <vector>

#include "tensor/dispatch/dispatch_key.hpp"
#include "tensor/dispatch/ivalue.hpp"
#include "tensor/dispatch/schema.hpp"

namespace tsr::tensor {

class Operator;
namespace autograd {
struct OpDerivative;  // tensor/autograd/formula.hpp
}

// A boxed kernel: reads its arguments from the stack and replaces them with its results. `keys` holds the keys
// below the kernel's own, for redispatch.
using BoxedKernel = std::function<void(const Operator& op, DispatchKeySet keys, Stack& stack)>;

// Where a registration happened.
// `function` names the C++ function that implements the kernel where the registration says so (typed kernels
// and the boxed fallbacks); a kernel given as a lambda leaves it empty, its registration line being its source.
struct SourceLocation {
  std::string function, file;
  uint32_t line = 0;
  static SourceLocation from(const tsr::source_location& loc, std::string function = {}) {
    return {std::move(function), loc.file_name(), loc.line()};
  }
  std::string str() const;  // "tensor/kernels/cpu/pow.cpp:42" (relative to the repository)
  // "kernel pow_scalar_cpu (tensor/kernels/cpu/pointwise.cpp:181)", or "kernel (…)" for a lambda.
  std::string describe(std::string_view what) const;
};

// An unboxed kernel with its C++ signature erased (cast back by TypedOp). See Note [Unboxed calls].
using ErasedKernel = void (*)();

struct KernelEntry {
  BoxedKernel fn;           // empty for a fallthrough
  SourceLocation where;
  bool fallthrough = false;  // skip this key and continue with the next lower one
  ErasedKernel unboxed = nullptr;  // the same kernel taking C++ arguments, when it was registered typed
  const std::type_info* unboxed_type = nullptr;  // its function type, checked by every unboxed call
};

class Operator {
 public:
  Operator(FunctionSchema schema, std::string doc, SourceLocation where)
      : schema_(std::move(schema)), doc_(std::move(doc)), where_(std::move(where)) {
    for (size_t k = 0; k < schema_.arguments.size(); ++k)
      if (schema_.arguments[k].type.is_write) written_.push_back(uint32_t(k));
  }

  const FunctionSchema& schema() const { return schema_; }
  const std::string& doc() const { return doc_; }
  const SourceLocation& where() const { return where_; }
  // An in-place form the dispatcher derived from this functional op (Note [Derived in-place forms]): the functional
  // op; null for a declared op.
  const Operator* inplace_of() const { return inplace_of_; }
  void set_inplace_of(const Operator* functional) { inplace_of_ = functional; }
  // The positions of the arguments the op writes (`Tensor(a!)`: in-place and out= forms), read off the schema once
  // (Note [Version bumps] in dispatcher.cpp, and :trace's versions).
  const std::vector<uint32_t>& written_arguments() const { return written_; }
  const std::optional<KernelEntry>& kernel(DispatchKey k) const { return kernels_[static_cast<int>(k)]; }
  void set_kernel(DispatchKey k, KernelEntry e) { kernels_[static_cast<int>(k)] = std::move(e); }

  // How autograd differentiates the op, given in its declaration (a formula, or the not-differentiable mark; see
  // tensor/autograd/formula.hpp). Null for a composite and for an op whose declaration gives neither.
  const autograd::OpDerivative* derivative() const { return derivative_.get(); }
  void set_derivative(std::shared_ptr<const autograd::OpDerivative> d) { derivative_ = std::move(d); }

  // The autograd layer's record of this op (defined there), so its kernel finds the op's formula without a
  // lookup by name on every call. Set once; a racing second record is dropped and the first one returned.
  struct AutogradInfo;
  using AutogradInfoPtr = std::unique_ptr<const AutogradInfo, void (*)(const AutogradInfo*)>;
  const AutogradInfo* autograd_info() const { return autograd_info_.load(std::memory_order_acquire); }

  // A composite (PyTorch's CompositeImplicitAutograd): its kernel only calls other dispatched ops, which record
  // their own autograd nodes, so it needs no derivative formula. Declared with TSR_DEFINE_COMPOSITE_OP.
  bool is_composite() const { return composite_; }
  void set_composite() { composite_ = true; }
  const AutogradInfo* publish_autograd_info(AutogradInfoPtr info) const;

 private:
  FunctionSchema schema_;
  std::string doc_;
  SourceLocation where_;
  std::vector<uint32_t> written_;
  const Operator* inplace_of_ = nullptr;
  std::shared_ptr<const autograd::OpDerivative> derivative_;
  std::array<std::optional<KernelEntry>, kNumDispatchKeys> kernels_;
  bool composite_ = false;
  mutable std::atomic<const AutogradInfo*> autograd_info_{nullptr};
  mutable AutogradInfoPtr autograd_info_owner_{nullptr, nullptr};
};

class Dispatcher {
 public:
  static Dispatcher& instance();

  // Declares an op from its schema text. Declaring the same qualified name twice is an error (a derived in-place
  // form gives way to a declared one).
  Operator& define(std::string_view schema, std::string doc, SourceLocation where);
  // Declares an op with its derivative; one with a derivative formula whose in-place form PyTorch's Tensor has and
  // the registry does not declare gets that form too (Note [Derived in-place forms]).
  Operator& define(std::string_view schema, std::string doc, SourceLocation where,
                   std::shared_ptr<const autograd::OpDerivative> derivative);
  // The op names kernels were registered under that no declaration defines (each waits in vain for its op).
  std::vector<std::string> undefined_kernel_ops() const;
  void register_kernel(std::string_view qualified_name, DispatchKey key, KernelEntry entry);
  // A kernel for every functional overload of `name` (not the in-place and out= forms, which write an argument),
  // those declared already and those declared later (torch.autocast's policy kernels, Note [Autocast]).
  void register_kernel_for_name(std::string_view name, DispatchKey key, KernelEntry entry);
  // A kernel used for every op that has none of its own at `key` (Trace uses this).
  void register_fallback(DispatchKey key, KernelEntry entry);

  const Operator* find(std::string_view qualified_name) const;
  // Every overload of `name` ("pow" -> pow.Tensor_Tensor, pow.Tensor_Scalar, ...), in declaration order.
  std::vector<const Operator*> overloads(std::string_view name) const;
  std::vector<const Operator*> all() const;

  // The key set for a call: tensor arguments (and a device= argument) contribute their backend key and Autograd;
  // then the thread-local include and exclude sets apply (an included autocast key only where its device is).
  static DispatchKeySet compute_keys(const Stack& stack);
  // The backend key of a device's tensors.
  static DispatchKey backend_key(Device d) {
    return d.is_cpu() ? DispatchKey::CPU : d.is_cuda() ? DispatchKey::CUDA : DispatchKey::Meta;
  }
  // The keys one tensor argument contributes: its backend key, Batched for vmap's batched tensors, and Autograd when
  // it requires grad or carries a forward-mode tangent (so tensors outside autograd never pay for it); none for an
  // undefined tensor.
  static DispatchKeySet tensor_keys(const Tensor& t) {
    if (!t.defined()) return {};
    DispatchKeySet keys(backend_key(t.device()));
    if (t.impl()->batched()) [[unlikely]]
      keys = keys | DispatchKey::Batched;
    return t.impl()->needs_autograd() ? keys | DispatchKey::Autograd : keys;
  }
  // Completes the keys gathered from the tensor arguments: CPU when there were none (factory ops), then the
  // thread-local include and exclude sets.
  static DispatchKeySet with_local_keys(DispatchKeySet from_arguments);
  // Calls the op with the arguments on the stack (results replace them).
  void call(const Operator& op, Stack& stack) const;
  // The unboxed function of the kernel that would serve `keys`, or null when that kernel is boxed only (a
  // fallback such as Trace, or a kernel registered boxed). Fallthroughs are skipped as `redispatch` skips them.
  // `type` must be the function type the kernel was registered with (a mismatch is a RuntimeError).
  ErasedKernel unboxed_kernel(const Operator& op, DispatchKeySet keys, const std::type_info& type) const;
  // Continues a call with an explicit key set (a kernel passes the keys below its own).
  void redispatch(const Operator& op, DispatchKeySet keys, Stack& stack) const;

  // The entry for one key: the op's own kernel, else (for a backend key) its kernel at a composite key, else the
  // key's fallback; null when none exists. See Note [Composite keys].
  const KernelEntry* entry_for(const Operator& op, DispatchKey key) const {
    if (const auto& own = op.kernel(key)) return &*own;
    if (const std::optional<DispatchKey> composite = composite_for(op, key)) return &*op.kernel(*composite);
    const auto& fb = fallbacks_[static_cast<int>(key)];
    return fb ? &*fb : nullptr;
  }
  // The composite key whose kernel serves backend key `key` for `op` (which has no kernel of its own there).
  static std::optional<DispatchKey> composite_for(const Operator& op, DispatchKey key) {
    if (!is_backend_key(key) || op.kernel(key)) return std::nullopt;
    for (DispatchKey composite : kCompositeKeys)
      if (op.kernel(composite)) return composite;
    return std::nullopt;
  }

  // Which kernel serves each key for `op`, one line per key, like PyTorch's `_dispatch_dump_table`.
  std::string dump_table(const Operator& op) const;

 private:
  const KernelEntry* serving_entry(const Operator& op, DispatchKeySet& keys) const;

  std::map<std::string, std::unique_ptr<Operator>, std::less<>> ops_;
  std::vector<const Operator*> order_;
  std::array<std::optional<KernelEntry>, kNumDispatchKeys> fallbacks_;
  std::multimap<std::string, std::pair<DispatchKey, KernelEntry>, std::less<>> name_kernels_;
};

// Looks an op up by qualified name ("pow.Tensor_Scalar"); an unknown name is a RuntimeError. API functions keep
// the result in a function-local static, so a call costs no lookup.
const Operator& find_op(std::string_view qualified_name);
// Calls an op with the given arguments and returns its results.
Stack call_op(const Operator& op, Stack stack);
// The end of an in-place op computed out of place (x.div_(y) as x.copy_(x.div(y))): result written into self, or
// PyTorch's error where its dtype cannot be cast to self's or its shape is not self's. Returns self.
Tensor write_inplace_result(const Tensor& self, const Tensor& result);
// Calls an op whose single result is a Tensor.
Tensor call_tensor_op(const Operator& op, Stack stack);

namespace detail {
struct OpDefiner {
  OpDefiner(std::string_view schema, std::string doc,
            std::shared_ptr<const autograd::OpDerivative> derivative = nullptr,
            tsr::source_location where = tsr::source_location::current()) {
    Dispatcher::instance().define(schema, std::move(doc), SourceLocation::from(where), std::move(derivative));
  }
};
struct CompositeOpDefiner {
  CompositeOpDefiner(std::string_view schema, std::string doc,
                     tsr::source_location where = tsr::source_location::current()) {
    Dispatcher::instance().define(schema, std::move(doc), SourceLocation::from(where)).set_composite();
  }
};
struct KernelRegistrar {
  KernelRegistrar(std::string_view op, DispatchKey key, BoxedKernel fn,
                  tsr::source_location where = tsr::source_location::current()) {
    Dispatcher::instance().register_kernel(op, key, {std::move(fn), SourceLocation::from(where), false});
  }
  KernelRegistrar(std::string_view op, DispatchKey key, BoxedKernel fn, ErasedKernel unboxed,
                  const std::type_info& unboxed_type, const char* function,
                  tsr::source_location where = tsr::source_location::current()) {
    Dispatcher::instance().register_kernel(
        op, key, {std::move(fn), SourceLocation::from(where, function), false, unboxed, &unboxed_type});
  }
};
}  // namespace detail

#define TSR_CONCAT_INNER(a, b) a##b
#define TSR_CONCAT(a, b) TSR_CONCAT_INNER(a, b)
// TSR_DEFINE_OP("pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor", "Raises each element to a power.",
//               autograd::formula("PowBackward0", {"self"}, [](Ctx& c) { ... }));
// The third argument says how autograd differentiates the op: autograd::formula(...) or
// autograd::not_differentiable() (tensor/autograd/formula.hpp); an op without Tensor inputs may leave it out.
#define TSR_DEFINE_OP(schema, doc, ...)                                                   \
  static const ::tsr::tensor::detail::OpDefiner TSR_CONCAT(tsr_op_definer_, __COUNTER__)( \
      schema, doc __VA_OPT__(, ) __VA_ARGS__)
// TSR_DEFINE_COMPOSITE_OP("var(Tensor self, bool unbiased=True) -> Tensor", doc): an op whose kernel is made of
// other ops (see Operator::is_composite).
#define TSR_DEFINE_COMPOSITE_OP(schema, doc) \
  static const ::tsr::tensor::detail::CompositeOpDefiner TSR_CONCAT(tsr_op_definer_, __COUNTER__)(schema, doc)
// TSR_REGISTER_KERNEL("pow.Tensor_Scalar", CPU, fn); — in the kernel's own file.
// The kernel is variadic so a lambda with commas in its body needs no extra parentheses.
#define TSR_REGISTER_KERNEL(op, key, ...) \
  static const ::tsr::tensor::detail::KernelRegistrar TSR_CONCAT(tsr_kernel_registrar_, __COUNTER__)(op, ::tsr::tensor::DispatchKey::key, __VA_ARGS__)

}  // namespace tsr::tensor
