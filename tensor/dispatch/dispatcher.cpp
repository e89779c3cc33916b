// See dispatcher.hpp.
#include "tensor/dispatch/dispatcher.hpp"

#include <algorithm>
#include <set>
#include <sstream>

#include <absl/container/inlined_vector.h>

#include "tensor/autograd/autograd.hpp"
#include "tensor/autograd/formula.hpp"
#include "tensor/core/cuda_hooks.hpp"
#include "tensor/core/error.hpp"
#include "tensor/core/sparse.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {
namespace {

// Kernels registered before their op is defined (static initialisation order across files is unspecified).
std::multimap<std::string, std::pair<DispatchKey, KernelEntry>, std::less<>>& pending_kernels() {
  static std::multimap<std::string, std::pair<DispatchKey, KernelEntry>, std::less<>> pending;
  return pending;
}

// Note [Version bumps]: an op that writes a tensor argument (`Tensor(a!)`: the in-place and out= forms) bumps that
// tensor's version counter once, after its kernel returns, and only for the outermost kernel of a call, as
// PyTorch's ADInplaceOrView key does: the ops a kernel runs on its way (a copy_ of its result into self, the fill
// of a fresh buffer) are its own business. So torch.randn(3) is at version 0 and x.add_(1) takes x from n to
// n + 1. The bump comes below Autograd, so autograd records an in-place op's history at the bumped version. An
// implicit composite is not a kernel in this sense: the in-place ops it is made of bump, as in PyTorch.
thread_local int t_kernel_depth = 0;

struct KernelDepth {
  KernelDepth() { ++t_kernel_depth; }
  ~KernelDepth() { --t_kernel_depth; }
  KernelDepth(const KernelDepth&) = delete;
  KernelDepth& operator=(const KernelDepth&) = delete;
};

void run_kernel(const Operator& op, const KernelEntry& entry, DispatchKeySet below, Stack& stack) {
  if (t_kernel_depth > 0) {
    KernelDepth nested;
    entry.fn(op, below, stack);
    return;
  }
  absl::InlinedVector<Tensor, 2> written;
  for (const uint32_t k : op.written_arguments()) {
    if (k >= stack.size()) break;
    if (const Tensor* t = std::get_if<Tensor>(&stack[k])) written.push_back(*t);
    else if (const auto* list = std::get_if<std::vector<Tensor>>(&stack[k]))
      written.insert(written.end(), list->begin(), list->end());
  }
  {
    KernelDepth outermost;
    entry.fn(op, below, stack);
  }
  for (const Tensor& t : written)
    if (t.defined()) t.bump_version();
}

}  // namespace

LocalDispatchKeySet& local_dispatch_keys() {
  thread_local LocalDispatchKeySet keys;
  return keys;
}

std::string SourceLocation::str() const {
  // Show paths relative to the repository: from the first project folder in the path on.
  std::string_view path = file;
  size_t start = std::string_view::npos;
  for (std::string_view folder : {"/tensor/", "/interpreter/", "/lang/", "/tests/", "/repl/"})
    start = std::min(start, path.find(folder));
  if (start != std::string_view::npos) path = path.substr(start + 1);
  return std::string(path) + ":" + std::to_string(line);
}

std::string SourceLocation::describe(std::string_view what) const {
  return std::string(what) + (function.empty() ? "" : " " + function) + " (" + str() + ")";
}

const Operator::AutogradInfo* Operator::publish_autograd_info(AutogradInfoPtr info) const {
  const AutogradInfo* expected = nullptr;
  if (!autograd_info_.compare_exchange_strong(expected, info.get(), std::memory_order_acq_rel)) return expected;
  autograd_info_owner_ = std::move(info);  // only the thread that published writes the owner
  return autograd_info_owner_.get();
}

Dispatcher& Dispatcher::instance() {
  static Dispatcher* dispatcher = new Dispatcher;  // never destroyed: kernels may run during static destruction
  return *dispatcher;
}

Operator& Dispatcher::define(std::string_view schema_text, std::string doc, SourceLocation where) {
  FunctionSchema schema = parse_schema(schema_text);
  const std::string name = schema.qualified_name();
  if (auto it = ops_.find(name); it != ops_.end() && it->second->inplace_of() != nullptr) {
    // A derived in-place form gives way to a declared one, passing on the kernels registered for that name.
    for (int k = 0; k < kNumDispatchKeys; ++k)
      if (const auto& e = it->second->kernel(static_cast<DispatchKey>(k)); e && e->where.function != "derived_inplace_kernel")
        pending_kernels().emplace(name, std::make_pair(static_cast<DispatchKey>(k), *e));
    std::erase(order_, it->second.get());
    ops_.erase(it);
  }
  check(!ops_.contains(name), ErrorKind::RuntimeError, "Tried to register an operator (", schema.str(),
        ") with the same name and overload name multiple times. It was already registered at ",
        ops_.contains(name) ? ops_.find(name)->second->where().str() : "", ".");
  auto op = std::make_unique<Operator>(std::move(schema), std::move(doc), std::move(where));
  Operator& ref = *op;
  ops_.emplace(name, std::move(op));
  order_.push_back(&ref);
  auto [first, last] = pending_kernels().equal_range(name);
  for (auto it = first; it != last; ++it) ref.set_kernel(it->second.first, std::move(it->second.second));
  pending_kernels().erase(first, last);
  if (ref.written_arguments().empty()) {
    auto [from, to] = name_kernels_.equal_range(ref.schema().name);
    for (auto it = from; it != to; ++it) ref.set_kernel(it->second.first, it->second.second);
  }
  return ref;
}

// Note [Derived in-place forms]: PyTorch's Tensor has an in-place method for most pointwise ops (`x.sqrt_()`,
// `x.addcmul_(a, b)`), recorded in autograd as the functional op's node (SqrtBackward0, AddcmulBackward0). An op
// declared with a derivative formula whose `name_` is in PyTorch's Tensor dir (pytorch_tensor_dir.def) and that the
// registry does not declare gets that form here, once, from its declaration: the schema with self and the result
// written (`Tensor(a!)`), the functional op's derivative (autograd's fallback saves self as it was for an in-place
// op), and one kernel for every backend at CompositeExplicitAutograd: the functional op through the dispatcher, then
// a copy into self, refused as PyTorch refuses it where the result's dtype cannot be cast to self's or its shape is
// not self's. (Ops without a formula — composites, comparisons — keep the binding's generic in-place method.)
namespace {

const std::set<std::string, std::less<>>& pytorch_tensor_methods() {
  static const auto* names = [] {
    auto* s = new std::set<std::string, std::less<>>;
#define PYTORCH_TENSOR_ATTR(name, kind) s->insert(name);
#include "tensor/dispatch/pytorch_tensor_dir.def"
#undef PYTORCH_TENSOR_ATTR
    return s;
  }();
  return *names;
}

// The in-place form's TensorIterator broadcasts self first and then the other tensors in their order, so where the
// functional op refuses to broadcast its arguments in another order (masked_fill's where(mask, value, self)), the
// error names the tensors as that pass over (self, others...) would.
[[noreturn]] void rethrow_broadcast_error_self_first(std::span<const Tensor> tensors) {
  Dims shape = tensors[0].sizes();
  for (const Tensor& t : tensors.subspan(1)) shape = broadcast_shapes(shape, t.sizes());
  throw;
}

void derived_inplace_kernel(const Operator& op, DispatchKeySet, Stack& stack) {
  absl::InlinedVector<Tensor, 4> tensors;
  for (const IValue& v : stack)
    if (const Tensor* t = std::get_if<Tensor>(&v); t && t->defined()) tensors.push_back(*t);
  try {
    Dispatcher::instance().call(*op.inplace_of(), stack);
  } catch (const Error& e) {
    if (e.kind == ErrorKind::RuntimeError && std::string_view(e.what()).starts_with("The size of tensor a"))
      rethrow_broadcast_error_self_first(tensors);
    throw;
  }
  stack = {write_inplace_result(tensors[0], std::get<Tensor>(stack.at(0)))};
}

bool derives_inplace_form(const FunctionSchema& s) {
  if (s.is_inplace() || s.arguments.empty() || s.returns.size() != 1) return false;
  const SchemaType& self = s.arguments[0].type;
  const SchemaType& ret = s.returns[0].type;
  if (s.arguments[0].name != "self" || self.base != "Tensor" || self.is_list || self.optional || !self.alias.empty())
    return false;
  if (ret.base != "Tensor" || ret.is_list || !ret.alias.empty()) return false;  // views and lists have no such form
  for (const SchemaArgument& a : s.arguments)
    if (a.type.is_write) return false;  // out= forms
  return pytorch_tensor_methods().contains(s.name + "_");
}

}  // namespace

Tensor write_inplace_result(const Tensor& self, const Tensor& result) {
  // (the shape first, as PyTorch's TensorIterator checks them)
  check(result.sizes() == self.sizes(), ErrorKind::RuntimeError, "output with shape ", self.sizes().str(),
        " doesn't match the broadcast shape ", result.sizes().str());
  check(can_cast(result.dtype(), self.dtype()), ErrorKind::RuntimeError, "result type ", dtype_title(result.dtype()),
        " can't be cast to the desired output type ", dtype_title(self.dtype()));
  static const Operator& copy = find_op("copy_");
  return std::get<Tensor>(call_op(copy, {self, result, false}).at(0));
}

Operator& Dispatcher::define(std::string_view schema_text, std::string doc, SourceLocation where,
                             std::shared_ptr<const autograd::OpDerivative> derivative) {
  Operator& op = define(schema_text, std::move(doc), where);
  op.set_derivative(derivative);
  if (!derivative || derivative->kind != autograd::Differentiability::Formula || !derives_inplace_form(op.schema()))
    return op;
  FunctionSchema inplace = op.schema();
  inplace.name += "_";
  for (SchemaType* t : {&inplace.arguments[0].type, &inplace.returns[0].type}) {
    t->alias = "a";
    t->is_write = true;
  }
  // Declared already, or about to be (a kernel waits for it).
  if (ops_.contains(inplace.qualified_name()) || pending_kernels().contains(inplace.qualified_name())) return op;
  Operator& derived = define(inplace.str(), "In place: " + op.doc(), where);
  derived.set_derivative(std::move(derivative));
  derived.set_inplace_of(&op);
  derived.set_kernel(DispatchKey::CompositeExplicitAutograd,
                     {derived_inplace_kernel, SourceLocation::from(tsr::source_location::current(), "derived_inplace_kernel")});
  return op;
}

void Dispatcher::register_kernel(std::string_view qualified_name, DispatchKey key, KernelEntry entry) {
  auto it = ops_.find(qualified_name);
  if (it == ops_.end()) {
    pending_kernels().emplace(std::string(qualified_name), std::make_pair(key, std::move(entry)));
    return;
  }
  it->second->set_kernel(key, std::move(entry));
}

void Dispatcher::register_kernel_for_name(std::string_view name, DispatchKey key, KernelEntry entry) {
  // The overloads of `name` are the map's keys `name` and `name.*`, adjacent in its order.
  for (auto it = ops_.lower_bound(name); it != ops_.end() && it->second->schema().name == name; ++it)
    if (it->second->written_arguments().empty()) it->second->set_kernel(key, entry);
  name_kernels_.emplace(std::string(name), std::make_pair(key, std::move(entry)));
}

void Dispatcher::register_fallback(DispatchKey key, KernelEntry entry) { fallbacks_[static_cast<int>(key)] = std::move(entry); }

std::vector<std::string> Dispatcher::undefined_kernel_ops() const {
  std::vector<std::string> names;
  for (const auto& [name, entry] : pending_kernels())
    if (names.empty() || names.back() != name) names.push_back(name);
  return names;
}

const Operator* Dispatcher::find(std::string_view qualified_name) const {
  auto it = ops_.find(qualified_name);
  return it == ops_.end() ? nullptr : it->second.get();
}

std::vector<const Operator*> Dispatcher::overloads(std::string_view name) const {
  std::vector<const Operator*> result;
  for (const Operator* op : order_)
    if (op->schema().name == name) result.push_back(op);
  return result;
}

std::vector<const Operator*> Dispatcher::all() const { return order_; }

DispatchKeySet Dispatcher::compute_keys(const Stack& stack) {
  DispatchKeySet keys;
  const Device* device = nullptr;
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v)) keys = keys | tensor_keys(*t);
    else if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (const Tensor& t : *list) keys = keys | tensor_keys(t);
    else if (const Device* d = std::get_if<Device>(&v))
      device = d;
  }
  // A device= argument (a factory's, a like-factory's, a copy's destination) decides the backend, as PyTorch's
  // BackendSelect key does: `torch.empty_like(meta_tensor, device='cpu')` runs on the CPU.
  if (device) {
    static constexpr DispatchKeySet kBackends =
        DispatchKeySet(DispatchKey::CPU) | DispatchKey::CUDA | DispatchKey::Meta;
    keys = (keys - kBackends) | backend_key(*device) | DispatchKey::Autograd;
  }
  return with_local_keys(keys);
}

DispatchKeySet Dispatcher::with_local_keys(DispatchKeySet keys) {
  if (keys.empty()) keys = DispatchKeySet(DispatchKey::CPU) | DispatchKey::Autograd;  // factory ops: CPU default
  const LocalDispatchKeySet& local = local_dispatch_keys();
  DispatchKeySet included = local.included;
  // Note [Autocast]: an enabled device's autocast key serves only calls with an argument on that device.
  static constexpr DispatchKeySet kAutocast = DispatchKeySet(DispatchKey::AutocastCPU) | DispatchKey::AutocastCUDA;
  if (included.has_any(kAutocast)) {
    if (!keys.has(DispatchKey::CPU)) included = included - DispatchKey::AutocastCPU;
    if (!keys.has(DispatchKey::CUDA)) included = included - DispatchKey::AutocastCUDA;
  }
  return (keys | included) - local.excluded;
}

// A view op on a floating or complex tensor goes through Autograd even when nothing requires grad, so that its
// output is tied to its base (autograd_kernel.cpp's tag_view: an in-place op with a grad-requiring operand on the
// view gives the base its history, as in PyTorch; one made in no_grad mode refuses it). Other ops on such tensors
// never pay for Autograd.
void Dispatcher::call(const Operator& op, Stack& stack) const {
  DispatchKeySet keys = compute_keys(stack);
  if (!keys.has(DispatchKey::Autograd) && !stack.empty())
    if (const Tensor* self = std::get_if<Tensor>(&stack[0]);
        self && self->defined() && (is_floating(self->dtype()) || is_complex(self->dtype()))) {
      const auto& returns = op.schema().returns;
      if (!returns.empty() && !returns[0].type.alias.empty() && !returns[0].type.is_write &&
          !local_dispatch_keys().excluded.has(DispatchKey::Autograd) && !stack_has_sparse(stack))
        keys = keys | DispatchKey::Autograd;
    }
  redispatch(op, keys, stack);
}

// The entry serving the highest key of `keys` that has a kernel (own or fallback, not a fallthrough); `keys` is
// left holding that key and those below it. Null when only fallthroughs remain.
const KernelEntry* Dispatcher::serving_entry(const Operator& op, DispatchKeySet& keys) const {
  while (!keys.empty()) {
    const DispatchKey key = keys.highest();
    const KernelEntry* entry = entry_for(op, key);  // own, composite (Note [Composite keys]) or fallback
    if (entry && !entry->fallthrough) return entry;
    // No kernel, or a fallthrough: Profiler, Trace and Autograd pass straight on to the next key.
    if (!entry && !is_wrapping_key(key) && !is_autocast_key(key)) {
      // A CUDA tensor asked of a build without CUDA, or of a machine without a GPU (torch.zeros(2,
      // device='cuda')): PyTorch's kernel would first initialise CUDA, and that raises its error.
      if (key == DispatchKey::CUDA) cuda_hooks().lazy_init();
      throw Error(ErrorKind::NotImplementedError,
                  "Could not run 'aten::" + op.schema().qualified_name() + "' with arguments from the '" +
                      std::string(key_name(key)) + "' backend.");
    }
    keys = keys.below(key);
  }
  return nullptr;
}

void Dispatcher::redispatch(const Operator& op, DispatchKeySet keys, Stack& stack) const {
  // Note [The SparseCPU backend] (tensor/core/sparse.hpp): past Profiler, Trace and Autograd, a sparse argument
  // takes the backend's place.
  if (!keys.has_any(DispatchKeySet(DispatchKey::Profiler) | DispatchKey::Trace | DispatchKey::Autograd) &&
      stack_has_sparse(stack))
    return sparse_backend_call(op, stack);
  const KernelEntry* entry = serving_entry(op, keys);
  if (entry == nullptr)
    throw Error(ErrorKind::RuntimeError, "no kernel found for 'aten::" + op.schema().qualified_name() + "'");
  const DispatchKey key = keys.highest();
  const auto& implicit = op.kernel(DispatchKey::CompositeImplicitAutograd);
  if (is_wrapping_key(key) || (implicit && entry == &*implicit)) return entry->fn(op, keys.below(key), stack);
  run_kernel(op, *entry, keys.below(key), stack);  // Note [Version bumps]
}

ErasedKernel Dispatcher::unboxed_kernel(const Operator& op, DispatchKeySet keys, const std::type_info& type) const {
  const KernelEntry* entry = serving_entry(op, keys);
  if (entry == nullptr || entry->unboxed == nullptr) return nullptr;
  if (*entry->unboxed_type != type) [[unlikely]]
    throw Error(ErrorKind::RuntimeError, "aten::" + op.schema().qualified_name() + " was called with C++ signature " +
                                             type.name() + " but its kernel was registered with " +
                                             entry->unboxed_type->name() + " at " + entry->where.str());
  return entry->unboxed;
}

const Operator& find_op(std::string_view qualified_name) {
  const Operator* op = Dispatcher::instance().find(qualified_name);
  check(op != nullptr, ErrorKind::RuntimeError, "No such operator aten::", qualified_name);
  return *op;
}

Stack call_op(const Operator& op, Stack stack) {
  Dispatcher::instance().call(op, stack);
  return stack;
}

Tensor call_tensor_op(const Operator& op, Stack stack) {
  Dispatcher::instance().call(op, stack);
  return std::get<Tensor>(stack.at(0));
}

std::string Dispatcher::dump_table(const Operator& op) const {
  std::ostringstream out;
  out << "schema: " << op.schema().str() << "\n";
  out << "declared at " << op.where().str() << "\n";
  for (int k = kNumDispatchKeys - 1; k >= 0; --k) {
    const DispatchKey key = static_cast<DispatchKey>(k);
    const bool composite_key = std::ranges::find(kCompositeKeys, key) != kCompositeKeys.end();
    if (composite_key && !op.kernel(key)) continue;  // shown only where the op has a kernel there
    if (is_autocast_key(key) && !op.kernel(key)) continue;  // likewise: every other op falls through them
    out << key_name(key) << ": ";
    if (const auto& own = op.kernel(key)) {
      out << own->where.describe(own->fallthrough ? "fallthrough" : "kernel");
    } else if (const std::optional<DispatchKey> composite = composite_for(op, key)) {
      out << op.kernel(*composite)->where.describe("kernel") << " from " << key_name(*composite);
    } else if (const auto& fallback = fallbacks_[k]) {
      out << fallback->where.describe(fallback->fallthrough ? "fallthrough" : "boxed fallback");
    } else {
      out << (is_wrapping_key(key) ? "fallthrough (no kernel)" : "missing");
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace tsr::tensor
