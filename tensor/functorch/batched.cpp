// The Batched key's kernel (Note [vmap] in batched.hpp): batching rules for the op families that have one, the
// per-entry loop for every other op, and the ops that enter and leave a batch dimension.
#include "tensor/functorch/batched.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "tensor/autograd/formula.hpp"
#include "tensor/autograd/forward_ad.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/type_promotion.hpp"

namespace tsr::tensor {

using namespace autograd;

namespace functorch {

namespace {

thread_local std::vector<VmapLevel> t_levels;
thread_local bool t_key_was_included = false;
thread_local int64_t t_grad_layers = 0;

// ---- calls on physical tensors ----------------------------------------------------------------------------------

// Autograd recorded the op on the batched tensors already; what the rules compute on the physical ones is below it.
Stack call_physical(const Operator& op, Stack stack) {
  ExcludeDispatchKeyGuard below(DispatchKey::Autograd);
  Dispatcher::instance().call(op, stack);
  return stack;
}

Tensor physical(const char* qualified, Stack stack) {
  return std::get<Tensor>(call_physical(find_op(qualified), std::move(stack)).at(0));
}

// `value` with dimension `bdim` moved to the front (a view).
Tensor batch_to_front(const Tensor& value, int64_t bdim) {
  if (bdim == 0) return value;
  std::vector<int64_t> order{bdim};
  for (int64_t d = 0; d < value.dim(); ++d)
    if (d != bdim) order.push_back(d);
  return physical("permute", {value, order});
}

// The physical tensor of an argument batched at `level`, its batch in front; the argument itself otherwise.
Tensor front_at(const Tensor& t, int64_t level) {
  const BatchedMeta* b = batched_at(t, level);
  return b ? batch_to_front(b->value, b->bdim) : t;
}

// ---- what the kernel reads off an op's arguments ----------------------------------------------------------------

int64_t highest_level(const Stack& stack) {
  int64_t level = 0;
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v))
      level = std::max(level, level_of(*t));
    else if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (const Tensor& t : *list) level = std::max(level, level_of(t));
  }
  return level;
}

int64_t batch_size_at(const Stack& stack, int64_t level) {
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v))
      if (const BatchedMeta* b = batched_at(*t, level)) return b->value.size(b->bdim);
    if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (const Tensor& t : *list)
        if (const BatchedMeta* b = batched_at(t, level)) return b->value.size(b->bdim);
  }
  return 0;
}

bool is_batched_at(const IValue& v, int64_t level) {
  if (const Tensor* t = std::get_if<Tensor>(&v)) return batched_at(*t, level) != nullptr;
  if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
    return std::any_of(list->begin(), list->end(), [&](const Tensor& t) { return batched_at(t, level) != nullptr; });
  return false;
}

// The ops that draw random numbers (functorch's randomness modes apply to them).
bool is_random(const Operator& op) {
  static const std::unordered_set<std::string> names = {
      "bernoulli",  "bernoulli_",       "normal",           "normal_",           "uniform_",       "exponential_",
      "geometric_", "cauchy_",          "log_normal_",      "random_",           "rand",           "rand_like",
      "randn",      "randn_like",       "randint",          "randint_like",      "randperm",       "multinomial",
      "poisson",    "binomial",         "_standard_gamma",  "_sample_dirichlet", "native_dropout", "rrelu",
      "rrelu_",     "rrelu_with_noise", "rrelu_with_noise_"};
  return names.count(op.schema().name) != 0;
}

[[noreturn]] void random_in_error_mode() {
  throw Error(ErrorKind::RuntimeError,
              "vmap: called random operation while in randomness error mode. Please either use the 'same' or "
              "'different' randomness flags on vmap or perform the randomness operation out of vmap");
}

[[noreturn]] void inplace_on_unbatched() {
  throw Error(ErrorKind::RuntimeError,
              "vmap: inplace arithmetic(self, *extra_args) is not possible because there exists a Tensor `other` in "
              "extra_args that has more elements than `self`. This happened due to `other` being vmapped over but "
              "`self` not being vmapped over in a vmap. Please try to use out-of-place operators instead of inplace "
              "arithmetic. If said operator is being called inside the PyTorch framework, please file a bug report "
              "instead.");
}

// In-place and out= forms write their written arguments; under vmap those must carry the batch.
void check_written_batched(const Operator& op, const Stack& stack, int64_t level) {
  for (uint32_t k : op.written_arguments())
    if (k < stack.size() && !is_batched_at(stack[k], level)) inplace_on_unbatched();
}

// What an op that writes returns: its written arguments, matched by alias annotation (self for in-place forms).
Stack written_results(const Operator& op, const Stack& args) {
  Stack out;
  const FunctionSchema& schema = op.schema();
  for (const SchemaArgument& r : schema.returns)
    for (uint32_t k : op.written_arguments())
      if (schema.arguments[k].type.alias == r.type.alias && k < args.size()) {
        out.push_back(args[k]);
        break;
      }
  return out;
}

// Ops whose result's shape depends on the values: entries could not stack.
bool dynamic_shape(const Operator& op) {
  static const std::unordered_set<std::string> names = {
      "nonzero", "masked_select", "unique", "_unique", "_unique2", "unique_dim", "unique_consecutive", "argwhere"};
  // (the one-argument where is nonzero's; where.self and kin are not)
  return names.count(op.schema().name) != 0 || op.schema().qualified_name() == "where";
}

// Whether an argument carries autograd (requires grad while grad mode records, or a tangent, which forward AD gives
// the outputs in any grad mode: a create_graph=False backward inside jvp(jacrev(f))): a composite must then run as
// its parts so that autograd records them, and gives them tangents, on the batched tensors.
bool needs_parts(const Stack& stack) {
  if (autograd::forward_ad::any_tangent(stack)) return true;
  if (!autograd::grad_mode_enabled()) return false;
  for (const IValue& v : stack) {
    if (const Tensor* t = std::get_if<Tensor>(&v); t && t->defined() && t->impl()->needs_autograd()) return true;
    if (const auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (const Tensor& t : *list)
        if (t.defined() && t.impl()->needs_autograd()) return true;
  }
  return false;
}

// ---- the per-entry loop (functorch's slow fallback) -------------------------------------------------------------

IValue entry_of(const IValue& v, int64_t level, int64_t i) {
  if (const Tensor* t = std::get_if<Tensor>(&v))
    if (const BatchedMeta* b = batched_at(*t, level)) return physical("select.int", {b->value, b->bdim, i});
  if (const auto* list = std::get_if<std::vector<Tensor>>(&v)) {
    std::vector<Tensor> entries;
    for (const Tensor& t : *list) {
      const BatchedMeta* b = batched_at(t, level);
      entries.push_back(b ? physical("select.int", {b->value, b->bdim, i}) : t);
    }
    return entries;
  }
  return v;
}

// The op once per batch entry, its results stacked into batched tensors. `batch_size` entries at `level`.
void loop_over_entries(const Operator& op, Stack& stack, int64_t level, int64_t batch_size) {
  const bool writes = !op.written_arguments().empty();
  if (writes) check_written_batched(op, stack, level);
  std::vector<Stack> results;
  results.reserve(size_t(batch_size));
  for (int64_t i = 0; i < batch_size; ++i) {
    Stack entry;
    entry.reserve(stack.size());
    for (const IValue& v : stack) entry.push_back(entry_of(v, level, i));
    results.push_back(call_physical(op, std::move(entry)));
  }
  if (writes) {
    stack = written_results(op, stack);
    return;
  }
  const size_t n = op.schema().returns.size();
  Stack out;
  for (size_t r = 0; r < n; ++r) {
    const IValue& first = results.empty() ? IValue(NoneValue{}) : results[0].at(r);
    if (std::holds_alternative<Tensor>(first)) {
      std::vector<Tensor> entries;
      for (const Stack& s : results) entries.push_back(std::get<Tensor>(s.at(r)));
      out.push_back(entries[0].defined() ? IValue(stack_entries(entries, level)) : IValue(Tensor()));
    } else if (const auto* list = std::get_if<std::vector<Tensor>>(&first)) {
      std::vector<Tensor> stacked;
      for (size_t j = 0; j < list->size(); ++j) {
        std::vector<Tensor> entries;
        for (const Stack& s : results) {
          const auto& l = std::get<std::vector<Tensor>>(s.at(r));
          check(l.size() == list->size(), ErrorKind::RuntimeError, "vmap: ", op.schema().qualified_name(),
                " returned lists of different lengths for different batch entries");
          entries.push_back(l[j]);
        }
        stacked.push_back(stack_entries(entries, level));
      }
      out.push_back(std::move(stacked));
    } else if (std::holds_alternative<NoneValue>(first)) {
      out.push_back(NoneValue{});
    } else {
      throw Error(ErrorKind::RuntimeError, "vmap: aten::" + op.schema().qualified_name() +
                                               " returns a number, which differs between batch entries; a batched "
                                               "tensor cannot give it (do the computation with tensor ops)");
    }
  }
  stack = std::move(out);
}

// ---- batching rules ---------------------------------------------------------------------------------------------

// A rule computes the op over the whole batch and replaces the stack with its results, or returns false to leave
// the op to the per-entry loop.
using Rule = bool (*)(const Operator& op, Stack& stack, int64_t level, int64_t batch_size);

// Pointwise ops, broadcasting their tensor arguments: each batched argument's batch goes in front, after it as
// many size-1 dimensions as its logical rank falls short of the highest one; unbatched arguments broadcast as they
// are. The result has the batch in front.
bool pointwise_rule(const Operator& op, Stack& stack, int64_t level, int64_t) {
  int64_t rank = 0;
  bool batched_scalar = false;
  std::optional<ScalarType> dtype;
  bool one_dtype = true;
  for (const IValue& v : stack)
    if (const Tensor* t = std::get_if<Tensor>(&v); t && t->defined()) {
      rank = std::max(rank, t->dim());
      batched_scalar |= t->dim() == 0 && batched_at(*t, level);
      if (dtype && *dtype != t->dtype()) one_dtype = false;
      dtype = t->dtype();
    } else if (std::holds_alternative<std::vector<Tensor>>(v)) {
      return false;
    }
  // A logical 0-d tensor is a 1-d physical one, which type promotion ranks higher: leave mixed dtypes to the loop.
  if (batched_scalar && !one_dtype) return false;
  const bool writes = !op.written_arguments().empty();
  // An in-place op writing an unbatched tensor with a batched one: functorch's error, but for add_, which 1.13 runs
  // on the physical tensors, so that their broadcast fails (the batched operand has a dimension more).
  bool unbatched_write = false;
  for (uint32_t k : op.written_arguments()) unbatched_write |= k < stack.size() && !is_batched_at(stack[k], level);
  if (unbatched_write && op.schema().name != "add_") inplace_on_unbatched();
  Stack args = stack;
  for (IValue& v : args)
    if (Tensor* t = std::get_if<Tensor>(&v); t && batched_at(*t, level)) {
      Tensor p = front_at(*t, level);
      for (int64_t d = t->dim(); d < rank; ++d) p = physical("unsqueeze", {p, int64_t(1)});
      v = p;
    }
  Stack result = call_physical(op, std::move(args));
  if (unbatched_write) inplace_on_unbatched();
  if (writes) {
    stack = written_results(op, stack);
    return true;
  }
  for (IValue& v : result)
    if (Tensor* t = std::get_if<Tensor>(&v); t && t->defined()) v = make_batched(*t, 0, level);
  stack = std::move(result);
  return true;
}

// The dimension arguments of the ops `dim_rule` serves, by name.
bool is_dim_argument(const SchemaArgument& a) {
  static const std::unordered_set<std::string> names = {"dim", "dim0", "dim1", "dim2", "start_dim", "end_dim"};
  return names.count(a.name) != 0 && (a.type.base == "int" || a.type.base == "SymInt");
}

// Ops of one tensor (reductions, softmax, scans, views) whose dimension arguments count the logical dimensions:
// the batch goes in front and each dimension argument moves up by one. A reduction over every dimension (dim
// None or []) or a 0-d input is left to the loop.
bool dim_rule(const Operator& op, Stack& stack, int64_t level, int64_t) {
  const FunctionSchema& schema = op.schema();
  if (stack.empty() || !batched_at(std::get<Tensor>(stack[0]), level)) return false;
  const Tensor& self = std::get<Tensor>(stack[0]);
  const int64_t rank = self.dim();
  if (rank == 0 && schema.name != "unsqueeze" && schema.name != "unsqueeze_") return false;
  // unsqueeze's dimension counts the result's dimensions, one more than self's.
  const int64_t wrap_rank = schema.name == "unsqueeze" || schema.name == "unsqueeze_" ? rank + 1 : rank;
  // a dimension argument left to its default (a full reduction, split's dim 0) goes to the loop
  for (size_t k = stack.size(); k < schema.arguments.size(); ++k)
    if (is_dim_argument(schema.arguments[k])) return false;
  Stack args = stack;
  for (size_t k = 1; k < args.size(); ++k) {
    if (std::holds_alternative<Tensor>(args[k]) || std::holds_alternative<std::vector<Tensor>>(args[k])) return false;
    if (k >= schema.arguments.size() || !is_dim_argument(schema.arguments[k])) continue;
    if (int64_t* d = std::get_if<int64_t>(&args[k])) {
      *d = wrap_dim(*d, wrap_rank) + 1;
    } else if (auto* dims = std::get_if<std::vector<int64_t>>(&args[k])) {
      if (dims->empty()) return false;
      for (int64_t& d : *dims) d = wrap_dim(d, wrap_rank) + 1;
    } else if (std::holds_alternative<NoneValue>(args[k]) && schema.arguments[k].type.base != "int") {
      return false;
    } else if (std::holds_alternative<NoneValue>(args[k])) {
      return false;  // dim=None: every dimension
    }
  }
  const bool writes = !op.written_arguments().empty();
  args[0] = front_at(self, level);
  Stack result = call_physical(op, std::move(args));
  if (writes) {
    // An in-place view op (unsqueeze_, transpose_) changed the front-batched physical tensor's geometry: the batched
    // tensor takes that tensor and the logical geometry it gives.
    const Tensor p = std::get<Tensor>(result.at(0));
    Tensor updated = make_batched(p, 0, level);
    self.impl()->set_geometry(updated.sizes(), updated.strides());
    self.impl()->set_batched(updated.impl()->batched());
    stack = {self};
    return true;
  }
  for (IValue& v : result) {
    if (Tensor* t = std::get_if<Tensor>(&v); t && t->defined())
      v = make_batched(*t, 0, level);
    else if (auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (Tensor& t : *list) t = make_batched(t, 0, level);
  }
  stack = std::move(result);
  return true;
}

// sum and mean of every element: the same reduction over every logical dimension.
bool full_reduction_rule(const Operator& op, Stack& stack, int64_t level, int64_t) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  if (!batched_at(self, level) || self.dim() == 0) return false;
  std::vector<int64_t> dims;
  for (int64_t d = 1; d <= self.dim(); ++d) dims.push_back(d);
  const IValue dtype = stack.size() > 1 ? stack[1] : IValue(NoneValue{});
  const char* name = op.schema().name == "sum" ? "sum.dim_IntList" : "mean.dim";
  stack = {make_batched(physical(name, {front_at(self, level), dims, false, dtype}), 0, level)};
  return true;
}

// Ops taking a size list for self (view, reshape, expand): the batch size goes in front of it.
bool size_rule(const Operator& op, Stack& stack, int64_t level, int64_t batch_size) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  if (!batched_at(self, level) || stack.size() < 2) return false;
  auto* sizes = std::get_if<std::vector<int64_t>>(&stack[1]);
  if (!sizes) return false;
  for (size_t k = 2; k < stack.size(); ++k)
    if (std::holds_alternative<Tensor>(stack[k])) return false;
  std::vector<int64_t> physical_sizes{batch_size};
  physical_sizes.insert(physical_sizes.end(), sizes->begin(), sizes->end());
  Stack args = stack;
  Tensor p = front_at(self, level);
  // expand may add leading dimensions: they go after the batch
  if (op.schema().name == "expand")
    for (int64_t d = self.dim(); d < int64_t(sizes->size()); ++d) p = physical("unsqueeze", {p, int64_t(1)});
  args[0] = p;
  args[1] = physical_sizes;
  const BatchedMeta* b = batched_at(self, level);
  // A view of a batch not in front may need a copy: reshape then, as the loop would have copied too.
  const Operator& run = op.schema().name == "view" && b->bdim != 0 ? find_op("reshape") : op;
  Stack result = call_physical(run, std::move(args));
  stack = {make_batched(std::get<Tensor>(result.at(0)), 0, level)};
  return true;
}

// _reshape_alias: its strides are the logical tensor's, so the physical tensor is reshaped to the batched sizes
// (functorch's rule).
bool reshape_alias_rule(const Operator&, Stack& stack, int64_t level, int64_t batch_size) {
  Stack args(stack.begin(), stack.begin() + std::min<size_t>(stack.size(), 2));
  static const Operator& reshape = find_op("reshape");
  if (!size_rule(reshape, args, level, batch_size)) return false;
  stack = std::move(args);
  return true;
}

// permute: the batch stays in front.
bool permute_rule(const Operator&, Stack& stack, int64_t level, int64_t) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  if (!batched_at(self, level)) return false;
  std::vector<int64_t> dims{0};
  for (int64_t d : int_list_arg(stack, 1)) dims.push_back(wrap_dim(d, self.dim()) + 1);
  stack = {make_batched(physical("permute", {front_at(self, level), dims}), 0, level)};
  return true;
}

// t: a matrix's two dimensions swapped; a vector or scalar unchanged.
bool t_rule(const Operator&, Stack& stack, int64_t level, int64_t) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  if (!batched_at(self, level)) return false;
  const Tensor p = front_at(self, level);
  stack = {make_batched(self.dim() < 2 ? p : physical("transpose.int", {p, int64_t(1), int64_t(2)}), 0, level)};
  return true;
}

// mm and bmm: the matrix product of the front-batched operands broadcasts over the batch.
bool matmul_rule(const Operator&, Stack& stack, int64_t level, int64_t) {
  if (stack.size() != 2) return false;
  stack = {make_batched(
      physical("matmul", {front_at(std::get<Tensor>(stack[0]), level), front_at(std::get<Tensor>(stack[1]), level)}), 0,
      level)};
  return true;
}

// The two tensor operands of a product rule (dot, mv) and which of them `level` batches; nullopt where the call is
// not two tensors or neither is batched there (the rule then declines).
struct Operands {
  Tensor a, b;
  bool batched_a, batched_b;
};
std::optional<Operands> two_operands(const Stack& stack, int64_t level) {
  if (stack.size() != 2) return std::nullopt;
  Operands o{std::get<Tensor>(stack[0]), std::get<Tensor>(stack[1]), false, false};
  o.batched_a = batched_at(o.a, level) != nullptr;
  o.batched_b = batched_at(o.b, level) != nullptr;
  if (!o.batched_a && !o.batched_b) return std::nullopt;
  return o;
}

// dot: functorch 1.13's rule, a batched matmul where both vectors are batched ([B, 1, k] @ [B, k, 1]), a
// matrix-vector product where one is (the batch's rows against the other vector).
bool dot_rule(const Operator&, Stack& stack, int64_t level, int64_t) {
  const std::optional<Operands> o = two_operands(stack, level);
  if (!o) return false;
  const bool batched_a = o->batched_a, batched_b = o->batched_b;
  const Tensor pa = batched_a ? front_at(o->a, level) : o->a, pb = batched_b ? front_at(o->b, level) : o->b;
  Tensor r;
  if (batched_a && batched_b) {
    r = physical("matmul", {physical("unsqueeze", {pa, int64_t(-2)}), physical("unsqueeze", {pb, int64_t(-1)})});
    r = physical("squeeze.dim", {physical("squeeze.dim", {r, int64_t(-1)}), int64_t(-1)});
  } else {
    r = batched_a ? physical("matmul", {pa, pb}) : physical("matmul", {pa, physical("t", {pb})});
  }
  stack = {make_batched(r, 0, level)};
  return true;
}

// mv: functorch 1.13's rule (tv_batch_rule): both batched, [B, O, I] @ [B, I, 1]; the matrix batched, [B, O, I] @ v;
// the vector batched, M @ [I, B], whose result carries the batch in its second dim; under the legacy vmap
// (VmapLevel::legacy) M @ [B, I, 1], which matmul folds into [B, I] @ M^T. Either way a batch of vectors against one
// matrix is one matrix product, rounding as PyTorch's does.
bool mv_rule(const Operator&, Stack& stack, int64_t level, int64_t) {
  const std::optional<Operands> o = two_operands(stack, level);
  if (!o || o->a.dim() != 2 || o->b.dim() != 1) return false;  // (the per-sample call raises mv's own error)
  const Tensor &m = o->a, &v = o->b;
  const bool batched_m = o->batched_a, batched_v = o->batched_b;
  if (batched_m && batched_v) {
    const Tensor r = physical("matmul", {front_at(m, level), physical("unsqueeze", {front_at(v, level), int64_t(-1)})});
    stack = {make_batched(physical("squeeze.dim", {r, int64_t(-1)}), 0, level)};
  } else if (batched_m) {
    stack = {make_batched(physical("matmul", {front_at(m, level), v}), 0, level)};
  } else if (const VmapLevel* running = running_level(level); running && running->legacy) {
    const Tensor r = physical("matmul", {m, physical("unsqueeze", {front_at(v, level), int64_t(-1)})});
    stack = {make_batched(physical("squeeze.dim", {r, int64_t(-1)}), 0, level)};
  } else {
    const Tensor columns = physical("transpose.int", {front_at(v, level), int64_t(0), int64_t(1)});
    stack = {make_batched(physical("matmul", {m, columns}), 1, level)};
  }
  return true;
}

// nll_loss: functorch 1.13's decomposition, -gather(self * weight, target) along the class dim, the ignored targets
// masked out, then the sum, or the mean (over the kept targets where an ignore_index >= 0 is given, over the picked
// weights where there are class weights): the batch's losses sum as those ops do, not as the nll kernel.
bool nll_loss_rule(const Operator& op, Stack& stack, int64_t, int64_t) {
  if (stack.size() < 2 || !op.written_arguments().empty()) return false;
  const Tensor target = std::get<Tensor>(stack[1]);
  const Tensor* w = stack.size() > 2 ? std::get_if<Tensor>(&stack[2]) : nullptr;
  const Tensor weight = w && w->defined() ? *w : Tensor();
  const int64_t reduction = int_arg(stack, 3, 1), ignore_index = int_arg(stack, 4, -100);
  Tensor self = std::get<Tensor>(stack[0]);
  const int64_t channel = self.dim() < 2 ? 0 : 1;
  Tensor class_weight;  // the weights shaped [1, C, 1, ...] (a single sample's mean cancels them)
  if (weight.defined() && !(reduction == 1 && self.dim() < 2)) {
    std::vector<int64_t> shape(static_cast<size_t>(self.dim()), 1);
    shape[static_cast<size_t>(channel)] = weight.numel();
    class_weight = physical("reshape", {weight, shape});
    self = physical("mul.Tensor", {self, class_weight});
  }
  const Tensor index = physical("unsqueeze", {target, channel});
  Tensor result = physical("neg", {physical("squeeze.dim", {physical("gather", {self, channel, index, false}), channel})});
  Tensor mask;
  if (ignore_index >= 0) {
    mask = physical("ne.Tensor", {target, tensor_operand(ignore_index)});
    result = physical("mul.Tensor", {result, mask});
  }
  if (result.dim() > 0 && reduction == 2) result = physical("sum", {result, NoneValue{}});
  if (result.dim() > 0 && reduction == 1) {
    const Tensor total = physical("sum", {result, NoneValue{}});
    if (class_weight.defined()) {
      const std::vector<int64_t> sizes(self.sizes().begin(), self.sizes().end());
      const Tensor weights = physical("expand", {class_weight, sizes, false});
      Tensor picked = physical("squeeze.dim", {physical("gather", {weights, channel, index, false}), channel});
      if (mask.defined()) picked = physical("mul.Tensor", {picked, mask});
      result = physical("div.Tensor", {total, physical("sum", {picked, NoneValue{}})});
    } else if (mask.defined()) {
      const Tensor kept = physical("to.dtype", {physical("sum", {mask, NoneValue{}}), self.dtype(), false, false});
      result = physical("div.Tensor", {total, kept});
    } else {
      result = physical("mean", {result, NoneValue{}});
    }
  }
  stack = {result};
  return true;
}

// batch_norm in training mode on a batched input whose running statistics are not batched: functorch's error (the
// statistics would be updated in place with every entry's); otherwise no rule (once per entry).
bool batch_norm_rule(const Operator&, Stack& stack, int64_t level, int64_t) {
  if (stack.size() < 6 || !batched_at(std::get<Tensor>(stack[0]), level) || !bool_arg(stack, 5, false)) return false;
  for (size_t i : {size_t(3), size_t(4)}) {
    const Tensor* stat = std::get_if<Tensor>(&stack[i]);
    if (stat && stat->defined() && !batched_at(*stat, level))
      throw Error(ErrorKind::RuntimeError,
                  "Batch norm got a batched tensor as input while the running_mean or running_var, which will be "
                  "updated in place, were not batched.\nIf you are using a module and do not need eval mode, please "
                  "set `track_running_stats` to be False.If you are using a prebuilt module and do not need eval "
                  "mode, please see the functorch website for resources on how to patch your module to work with vmap");
  }
  return false;
}

// conv1d/2d/3d with only the input batched: functorch's rule folds the batch into the samples (one convolution over
// B * N samples, or over B for an unbatched sample) and unfolds the result.
bool conv_rule(const Operator& op, Stack& stack, int64_t level, int64_t batch_size) {
  if (stack.size() < 2 || !op.written_arguments().empty()) return false;
  const Tensor& input = std::get<Tensor>(stack[0]);
  const Tensor* bias = stack.size() > 2 ? std::get_if<Tensor>(&stack[2]) : nullptr;
  if (!batched_at(input, level) || batched_at(std::get<Tensor>(stack[1]), level) || (bias && batched_at(*bias, level)))
    return false;
  const int64_t spatial = op.schema().name == "conv1d" ? 1 : op.schema().name == "conv2d" ? 2 : 3;
  const Tensor p = front_at(input, level);
  Stack args = stack;
  if (input.dim() == spatial + 1) {  // an unbatched sample: the vmap's batch is the samples
    args[0] = p;
    stack = {make_batched(std::get<Tensor>(call_physical(op, std::move(args)).at(0)), 0, level)};
    return true;
  }
  if (input.dim() != spatial + 2) return false;
  std::vector<int64_t> folded(p.sizes().begin() + 1, p.sizes().end());
  folded[0] *= batch_size;
  args[0] = physical("reshape", {p, folded});
  const Tensor out = std::get<Tensor>(call_physical(op, std::move(args)).at(0));
  std::vector<int64_t> unfolded(out.sizes().begin(), out.sizes().end());
  unfolded[0] = input.size(0);
  unfolded.insert(unfolded.begin(), batch_size);
  stack = {make_batched(physical("reshape", {out, unfolded}), 0, level)};
  return true;
}

// addmm: functorch 1.13's decomposition, add(self * beta, mm(mat1, mat2), alpha), each part by its own rule (a
// linear layer on a batched input: one mm over the folded rows, then the bias added; an ensemble's batched weight: a
// batched matmul), so the bias is added after the product's rounding as under PyTorch's vmap.
bool addmm_rule(const Operator& op, Stack& stack, int64_t, int64_t) {
  if (stack.size() < 3 || !op.written_arguments().empty()) return false;
  const IValue one = int64_t(1);
  const IValue beta = stack.size() > 3 ? stack[3] : one, alpha = stack.size() > 4 ? stack[4] : one;
  const Tensor product = physical("mm", {stack[1], stack[2]});
  const bool unit_beta = stack.size() <= 3 || double_arg(stack, 3, 1.0) == 1.0;
  const IValue scaled =
      unit_beta ? stack[0] : call_physical(find_op("mul.Tensor"), {stack[0], tensor_operand(beta)}).at(0);
  stack = call_physical(find_op("add.Tensor"), {scaled, product, alpha});
  return true;
}

// matmul of operands of two or more logical dimensions: the batched ones get their batch in front and size-1
// dimensions after it up to the other's rank, so matmul's own broadcasting pairs the entries; with a vector operand,
// matmul's parts.
bool matmul_composite_rule(const Operator& op, Stack& stack, int64_t level, int64_t) {
  const Tensor& a = std::get<Tensor>(stack.at(0));
  const Tensor& b = std::get<Tensor>(stack.at(1));
  if (a.dim() < 2 || b.dim() < 2) {
    // a vector operand: matmul's own parts (dot, mv, or an unsqueezed mm), each by its rule, as functorch runs the
    // composite (a vector times a matrix is one mm over the batch's rows)
    ExcludeDispatchKeyGuard below(DispatchKey::Autograd);
    op.kernel(DispatchKey::CompositeImplicitAutograd)->fn(op, DispatchKeySet{}, stack);
    return true;
  }
  const int64_t rank = std::max(a.dim(), b.dim());
  auto padded = [&](const Tensor& t) {
    if (!batched_at(t, level)) return t;
    Tensor p = front_at(t, level);
    for (int64_t d = t.dim(); d < rank; ++d) p = physical("unsqueeze", {p, int64_t(1)});
    return p;
  };
  stack = {make_batched(std::get<Tensor>(call_physical(op, {padded(a), padded(b)}).at(0)), 0, level)};
  return true;
}

// The *_like factories (and rand_like/randn_like under randomness='different'): functorch's rule, the op on the
// physical tensor, whose result keeps the batch where self has it (empty_like's layout is the physical one's, as
// under PyTorch's vmap); the random ones move the batch to the front first, as functorch's random rule.
bool like_rule(const Operator& op, Stack& stack, int64_t level, int64_t) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  const BatchedMeta* b = batched_at(self, level);
  if (!b) return false;
  for (size_t k = 1; k < stack.size(); ++k)
    if (std::holds_alternative<Tensor>(stack[k]) || std::holds_alternative<std::vector<Tensor>>(stack[k])) return false;
  const bool random = is_random(op);
  Stack args = stack;
  args[0] = random ? front_at(self, level) : b->value;
  stack = {make_batched(std::get<Tensor>(call_physical(op, std::move(args)).at(0)), random ? 0 : b->bdim, level)};
  return true;
}

// fill_ with a number: the whole physical tensor filled (every entry gets the value).
bool fill_rule(const Operator& op, Stack& stack, int64_t level, int64_t) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  const BatchedMeta* b = batched_at(self, level);
  if (!b || stack.size() != 2) return false;
  call_physical(op, {b->value, stack[1]});
  stack = {self};
  return true;
}

// as_strided (functorch's rule): each entry's view at the same place relative to the entry as the arguments give
// it relative to the batched tensor (the offset counts from the storage's start, as the logical tensor's own offset
// does), which must stay within the memory the entry itself can reach (functorch's error otherwise).
bool as_strided_rule(const Operator& op, Stack& stack, int64_t level, int64_t) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  const BatchedMeta* b = batched_at(self, level);
  if (!b || !op.written_arguments().empty()) return false;
  const std::vector<int64_t> sizes = int_list_arg(stack, 1), strides = int_list_arg(stack, 2);
  if (sizes.size() != strides.size() || self.numel() == 0) return false;
  const int64_t offset = stack.size() > 3 && std::holds_alternative<int64_t>(stack[3]) ? std::get<int64_t>(stack[3])
                                                                                      : self.storage_offset();
  // the ranges each can reach, [low, high)
  int64_t high = offset + 1, self_high = self.storage_offset() + 1;
  for (size_t k = 0; k < sizes.size(); ++k) {
    if (sizes[k] == 0 || strides[k] < 0) return false;
    high += (sizes[k] - 1) * strides[k];
  }
  for (int64_t d = 0; d < self.dim(); ++d) self_high += (self.size(d) - 1) * std::abs(self.stride(d));
  if (offset < self.storage_offset() || high > self_high) {
    auto list = [](const std::vector<int64_t>& v) {
      std::string out = "[";
      for (size_t k = 0; k < v.size(); ++k) out += (k ? ", " : "") + std::to_string(v[k]);
      return out + "]";
    };
    throw Error(ErrorKind::RuntimeError,
                "result = tensor.as_strided(" + list(sizes) + ", " + list(strides) + ", " + std::to_string(offset) +
                    ") can access memory outside of `tensor`. `result` can access some memory in range [" +
                    std::to_string(offset) + ", " + std::to_string(high) +
                    "], but `tensor` can only access some memory in range [" + std::to_string(self.storage_offset()) +
                    ", " + std::to_string(self_high) +
                    "]. This is not supported inside of vmap, please try to rewrite the `as_strided` call as a "
                    "sequence of PyTorch view operations");
  }
  std::vector<int64_t> physical_sizes{b->value.size(b->bdim)}, physical_strides{b->value.stride(b->bdim)};
  physical_sizes.insert(physical_sizes.end(), sizes.begin(), sizes.end());
  physical_strides.insert(physical_strides.end(), strides.begin(), strides.end());
  stack = {make_batched(physical("as_strided", {b->value, physical_sizes, physical_strides, offset}), 0, level)};
  return true;
}

// A composite with no rule of its own that is cheaper as its parts, each by its rule (movedim: a permute).
bool parts_rule(const Operator& op, Stack& stack, int64_t, int64_t) {
  const auto& composite = op.kernel(DispatchKey::CompositeImplicitAutograd);
  if (!composite) return false;
  ExcludeDispatchKeyGuard below(DispatchKey::Autograd);
  composite->fn(op, DispatchKeySet{}, stack);
  return true;
}

// select_backward, slice_backward, diagonal_backward (grad_output, input_sizes, dim...): functorch's rule, the
// gradient's batch in front, input_sizes with the batch size before them and the dimension arguments moved up by one.
bool view_backward_rule(const Operator& op, Stack& stack, int64_t level, int64_t batch_size) {
  const Tensor& grad = std::get<Tensor>(stack.at(0));
  if (!batched_at(grad, level) || stack.size() < 3) return false;
  const int64_t rank = int64_t(int_list_arg(stack, 1).size());
  std::vector<int64_t> sizes{batch_size};
  for (int64_t n : int_list_arg(stack, 1)) sizes.push_back(n);
  Stack args = stack;
  args[0] = front_at(grad, level);
  args[1] = sizes;
  const FunctionSchema& schema = op.schema();
  for (size_t k = 2; k < args.size() && k < schema.arguments.size(); ++k)
    if (is_dim_argument(schema.arguments[k]))
      if (int64_t* d = std::get_if<int64_t>(&args[k])) *d = wrap_dim(*d, rank) + 1;
  stack = {make_batched(std::get<Tensor>(call_physical(op, std::move(args)).at(0)), 0, level)};
  return true;
}

// linalg_vector_norm and norm.ScalarOpt_dim: over the given dimensions, moved up by one past the batch in front;
// dim=None or [] is every logical dimension (a 0-d entry goes to the loop: an empty list would mean every physical
// dimension).
bool vector_norm_rule(const Operator& op, Stack& stack, int64_t level, int64_t batch_size) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  if (!batched_at(self, level) || self.dim() == 0 || stack.size() < 2) return false;
  Stack args = stack;
  if (args.size() < 3) args.push_back(NoneValue{});
  const auto* dims = std::get_if<std::vector<int64_t>>(&args[2]);
  if (std::holds_alternative<NoneValue>(args[2]) || (dims && dims->empty())) {
    std::vector<int64_t> every;
    for (int64_t d = 0; d < self.dim(); ++d) every.push_back(d);
    args[2] = every;
  }
  return dim_rule(op, args, level, batch_size) && (stack = std::move(args), true);
}

// The indices of index.Tensor / index_put_ and where they fall in self: the position of the first given index,
// whether the given ones are adjacent (advanced indexing then puts its dimensions there, else in front), and the
// rank of their broadcast shape. Boolean masks are refused first (functorch's error: the result's shape would
// depend on each entry's values).
struct IndexLayout {
  std::vector<Tensor> indices;
  int64_t first = -1;
  bool adjacent = true;
  int64_t index_rank = 0;
  bool any_batched = false;
  bool mask = false;  // a boolean (or uint8) mask among them: it stands for as many dimensions as it has (loop)
};
IndexLayout index_layout(const IValue& list, int64_t level) {
  IndexLayout l;
  l.indices = std::get<std::vector<Tensor>>(list);
  int64_t last = -1;
  for (int64_t k = 0; k < int64_t(l.indices.size()); ++k) {
    const Tensor& t = l.indices[size_t(k)];
    if (!t.defined()) continue;
    if (l.first < 0) l.first = k;
    else if (last != k - 1) l.adjacent = false;
    last = k;
    l.index_rank = std::max(l.index_rank, t.dim());
    l.any_batched |= batched_at(t, level) != nullptr;
    l.mask |= t.dtype() == ScalarType::Bool || t.dtype() == ScalarType::Byte;
  }
  return l;
}

[[noreturn]] void boolean_mask_error();

// Whether an indexing op (index, index_put, index_put_) has a boolean mask batched at `level`: functorch's error,
// as each batch entry would select a different number of elements.
bool batched_mask_index(const Operator& op, const Stack& stack, int64_t level) {
  const std::string& name = op.schema().name;
  if (name != "index" && name != "index_put" && name != "index_put_" && name != "_index_put_impl_") return false;
  const auto* indices = stack.size() > 1 ? std::get_if<std::vector<Tensor>>(&stack[1]) : nullptr;
  if (!indices) return false;
  return std::any_of(indices->begin(), indices->end(), [&](const Tensor& t) {
    return t.defined() && t.dtype() == ScalarType::Bool && batched_at(t, level) != nullptr;
  });
}

[[noreturn]] void boolean_mask_error() {
  throw Error(ErrorKind::RuntimeError,
              "vmap: We do not support batching operators that can support dynamic shape. Attempting to batch over "
              "indexing with a boolean mask.");
}

// The physical indices for a batched self with its batch in front: a full slice for the batch dimension, or, where
// an index is batched, an arange over the batch (shaped to broadcast before the others) and every batched index with
// its batch in front and padded to the broadcast rank.
std::vector<Tensor> physical_indices(const IndexLayout& l, int64_t level, int64_t batch_size, Device device) {
  std::vector<Tensor> out;
  if (!l.any_batched) {
    out.push_back(Tensor());
    out.insert(out.end(), l.indices.begin(), l.indices.end());
    return out;
  }
  std::vector<int64_t> shape(size_t(l.index_rank) + 1, 1);
  shape[0] = batch_size;
  Tensor batch = physical("arange", {batch_size, ScalarType::Long, device});
  out.push_back(physical("reshape", {batch, shape}));
  for (const Tensor& t : l.indices) {
    if (!batched_at(t, level)) {
      out.push_back(t);
      continue;
    }
    Tensor p = front_at(t, level);
    for (int64_t d = t.dim(); d < l.index_rank; ++d) p = physical("unsqueeze", {p, int64_t(1)});
    out.push_back(p);
  }
  return out;
}

// index.Tensor: functorch's rule. The physical indices (physical_indices) put the batch in front of the result,
// except where advanced indexing moves dimensions: a batched self with unbatched indices that are not adjacent puts
// the indices' dimensions first (the batch after them); an unbatched self puts the batch of its batched indices
// where the indices' dimensions go; a batched self with batched adjacent indices after leading slices gets the
// sliced dimensions back in front of the indices' (the arange made the indices non-adjacent).
bool index_rule(const Operator&, Stack& stack, int64_t level, int64_t batch_size) {
  const Tensor& self = std::get<Tensor>(stack.at(0));
  const IndexLayout l = index_layout(stack.at(1), level);
  if (l.first < 0 || l.mask) return false;
  static const Operator& index = find_op("index.Tensor");
  const bool self_batched = batched_at(self, level) != nullptr;
  if (!self_batched) {
    std::vector<Tensor> indices = physical_indices(l, level, batch_size, self.device());
    indices.erase(indices.begin());  // (no batch dimension in self to index)
    const Tensor r = std::get<Tensor>(call_physical(index, {self, indices}).at(0));
    stack = {make_batched(r, l.adjacent ? l.first : 0, level)};
    return true;
  }
  Tensor r = std::get<Tensor>(
      call_physical(index, {front_at(self, level), physical_indices(l, level, batch_size, self.device())}).at(0));
  if (!l.any_batched) {
    stack = {make_batched(r, l.adjacent ? 0 : l.index_rank, level)};
    return true;
  }
  if (l.adjacent && l.first > 0) {
    // r is [B, <indices' dims>, <leading sliced dims>, ...]: the sliced dims go back before the indices'
    std::vector<int64_t> order{0};
    for (int64_t d = 0; d < l.first; ++d) order.push_back(1 + l.index_rank + d);
    for (int64_t d = 0; d < l.index_rank; ++d) order.push_back(1 + d);
    for (int64_t d = 1 + l.index_rank + l.first; d < r.dim(); ++d) order.push_back(d);
    r = physical("permute", {r, order});
  }
  stack = {make_batched(r, 0, level)};
  return true;
}

// index_put_ into a batched self (functorch's error otherwise), under the same conditions as index_rule with the
// batch in front: the values, when batched, get their batch in front and size-1 dimensions after it up to the
// indexed result's rank, so they broadcast entry by entry.
bool index_put_rule(const Operator& op, Stack& stack, int64_t level, int64_t batch_size) {
  if (stack.size() < 3) return false;
  const Tensor& self = std::get<Tensor>(stack.at(0));
  const IndexLayout l = index_layout(stack.at(1), level);
  if (l.first < 0 || l.mask || !l.adjacent || (l.any_batched && l.first != 0)) return false;
  if (!batched_at(self, level)) return false;  // (the loop raises functorch's in-place error)
  const Tensor& values = std::get<Tensor>(stack.at(2));
  Tensor v = values;
  if (batched_at(values, level)) {
    int64_t given = 0;
    for (const Tensor& t : l.indices) given += t.defined();
    const int64_t result_rank = l.index_rank + self.dim() - given;
    v = front_at(values, level);
    for (int64_t d = values.dim(); d < result_rank; ++d) v = physical("unsqueeze", {v, int64_t(1)});
  }
  Stack args = stack;
  args[0] = front_at(self, level);
  args[1] = physical_indices(l, level, batch_size, self.device());
  args[2] = v;
  call_physical(op, std::move(args));
  stack = {self};
  return true;
}

// The rules, by op name (every overload of the name unless the name is qualified).
// The op families with a rule, by name (every overload of a name unless the name is qualified; a pointwise op's
// in-place form too).
// clang-format off
constexpr const char* kPointwiseOps[] = {
    "abs", "neg", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt", "sin", "cos", "tan",
    "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "sigmoid", "relu", "gelu", "silu",
    "mish", "elu", "selu", "celu", "leaky_relu", "hardtanh", "hardsigmoid", "hardswish", "softplus", "erf", "erfc",
    "erfinv", "reciprocal", "sign", "sgn", "floor", "ceil", "round", "trunc", "frac", "square", "clamp", "clamp_min",
    "clamp_max", "add", "sub", "mul", "div", "true_divide", "pow", "remainder", "fmod", "atan2", "maximum", "minimum",
    "fmax", "fmin", "where", "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or", "logical_xor",
    "logical_not", "bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_not", "lerp", "addcmul", "addcdiv",
    "threshold", "threshold_backward", "hypot", "copysign", "xlogy", "logaddexp", "nan_to_num", "isnan", "isinf",
    "isfinite", "clone", "contiguous", "rsub", "sigmoid_backward", "tanh_backward", "gelu_backward", "silu_backward",
    "elu_backward", "softplus_backward", "hardtanh_backward", "leaky_relu_backward", "hardsigmoid_backward",
    "hardswish_backward", "conj_physical", "positive", "deg2rad", "rad2deg", "logit", "sinc", "xlog1p"};
constexpr const char* kDimOps[] = {
    "sum.dim_IntList", "mean.dim", "prod.dim_int", "amax", "amin", "logsumexp", "softmax.int", "log_softmax.int",
    "_softmax", "_log_softmax", "cumsum", "cumprod", "max.dim", "min.dim", "argmax", "argmin", "std.correction",
    "var.correction", "std.dim", "var.dim", "norm.ScalarOpt_dim", "transpose.int", "transpose_", "select.int",
    "slice.Tensor", "narrow", "squeeze.dim", "squeeze_.dim", "unsqueeze", "unsqueeze_", "flatten.using_ints",
    "split.Tensor", "chunk", "split_with_sizes", "diagonal", "unbind.int", "any.dim", "all.dim",
    "count_nonzero.dim_IntList", "nansum", "aminmax", "cummax", "cummin", "logcumsumexp", "sort", "argsort", "topk",
    "kthvalue", "median.dim", "nanmedian.dim", "mode"};
// clang-format on

const std::unordered_map<std::string, Rule>& rules() {
  static const std::unordered_map<std::string, Rule> table = [] {
    std::unordered_map<std::string, Rule> t;
    for (const char* name : kPointwiseOps) {
      t[name] = pointwise_rule;
      t[std::string(name) + "_"] = pointwise_rule;
    }
    for (const char* name : kDimOps) t[name] = dim_rule;
    t["sum"] = full_reduction_rule;
    t["mean"] = full_reduction_rule;
    for (const char* name : {"view", "reshape", "_unsafe_view", "expand"}) t[name] = size_rule;
    t["_reshape_alias"] = reshape_alias_rule;
    t["permute"] = permute_rule;
    t["t"] = t_rule;
    t["mm"] = matmul_rule;
    t["bmm"] = matmul_rule;
    t["addmm"] = addmm_rule;
    for (const char* name : {"conv1d", "conv2d", "conv3d"}) t[name] = conv_rule;
    t["batch_norm"] = batch_norm_rule;
    t["dot"] = dot_rule;
    t["mv"] = mv_rule;
    t["nll_loss"] = nll_loss_rule;
    t["matmul"] = matmul_composite_rule;
    for (const char* name : {"empty_like", "zeros_like", "ones_like", "full_like", "rand_like", "randn_like"})
      t[name] = like_rule;
    for (const char* name : {"select_backward", "slice_backward", "diagonal_backward"}) t[name] = view_backward_rule;
    t["linalg_vector_norm"] = vector_norm_rule;
    t["norm.ScalarOpt_dim"] = vector_norm_rule;
    t["fill_.Scalar"] = fill_rule;
    t["as_strided"] = as_strided_rule;
    t["copy_"] = pointwise_rule;
    t["masked_fill.Scalar"] = pointwise_rule;
    t["masked_fill_.Scalar"] = pointwise_rule;
    for (const char* name : {"movedim.int", "movedim.intlist"}) t[name] = parts_rule;
    t["index.Tensor"] = index_rule;
    t["index_put_"] = index_put_rule;
    return t;
  }();
  return table;
}

Rule rule_for(const Operator& op) {
  const auto& table = rules();
  const FunctionSchema& s = op.schema();
  if (auto it = table.find(s.qualified_name()); it != table.end()) return it->second;
  if (auto it = table.find(s.name); it != table.end()) return it->second;
  return nullptr;
}

// While a factory's draws for level L run, the levels from L inward are served: only those outside it draw again.
thread_local int64_t t_drawing_for = INT64_MAX;

// Sets t_drawing_for for a scope.
struct DrawingFor {
  int64_t saved = t_drawing_for;
  explicit DrawingFor(int64_t level) { t_drawing_for = level; }
  ~DrawingFor() { t_drawing_for = saved; }
};

// The innermost running vmap below level `limit`, or null.
const VmapLevel* innermost_below(int64_t limit) {
  for (auto it = t_levels.rbegin(); it != t_levels.rend(); ++it)
    if (it->level < limit) return &*it;
  return nullptr;
}

void batched_fallback(const Operator& op, DispatchKeySet keys, Stack& stack) {
  const int64_t level = highest_level(stack);
  const bool random = is_random(op);
  if (level == 0) {
    // No batched argument: a factory, or an op on tensors from outside the vmap.
    const VmapLevel* running = random ? innermost_below(t_drawing_for) : nullptr;
    if (running && running->randomness == Randomness::Error) random_in_error_mode();
    if (running && running->randomness == Randomness::Different && op.written_arguments().empty()) {
      // A fresh draw per batch entry of this level; each draw is again one per entry of the levels outside it.
      std::vector<Tensor> entries;
      {
        DrawingFor drawing(running->level);
        for (int64_t i = 0; i < running->batch_size; ++i)
          entries.push_back(std::get<Tensor>(call_physical(op, stack).at(0)));
      }
      stack = {stack_entries(entries, running->level)};
      return;
    }
    return Dispatcher::instance().redispatch(op, keys, stack);
  }
  if (random) {
    const VmapLevel* running = running_level(level);
    const Randomness mode = running ? running->randomness : Randomness::Different;
    if (mode == Randomness::Error) random_in_error_mode();
    if (mode == Randomness::Same)
      throw Error(ErrorKind::NotImplementedError,
                  "tsr: vmap(randomness='same') of aten::" + op.schema().qualified_name() +
                      " on a batched tensor is not supported; use randomness='different' or draw outside the vmap");
  }
  if (batched_mask_index(op, stack, level)) boolean_mask_error();
  if (dynamic_shape(op))
    throw Error(ErrorKind::RuntimeError,
                "vmap: We do not support batching operators that can output dynamic shape. Attempted to vmap over "
                "aten::" +
                    op.schema().name +
                    ". Please voice your support in "
                    "https://github.com/pytorch/functorch/issues/256");
  // A composite whose parts autograd must record is run as its parts (each finds its own rule); otherwise it runs
  // whole, by its own rule or once per entry.
  if (op.is_composite() && needs_parts(stack))
    if (const auto& composite = op.kernel(DispatchKey::CompositeImplicitAutograd))
      return composite->fn(op, keys, stack);
  const int64_t batch_size = batch_size_at(stack, level);
  // (rand_like and randn_like have a rule under randomness='different': one draw over the physical tensor)
  if (Rule rule = rule_for(op); rule && (!random || rule == like_rule)) {
    DrawingFor drawing(random ? level : t_drawing_for);  // (the rule's physical draw is this level's)
    if (rule(op, stack, level, batch_size)) return;
  }
  check(op.schema().name != "as_strided" && op.schema().name != "as_strided_", ErrorKind::NotImplementedError,
        "tsr: vmap over as_strided is not supported (in-place, or a view with no elements)");
  if (!random) return loop_over_entries(op, stack, level, batch_size);
  // A random op on a batched tensor draws once per entry here: the entries' own calls must not draw again for this
  // level (only for the levels outside it).
  DrawingFor drawing(level);
  loop_over_entries(op, stack, level, batch_size);
}

[[maybe_unused]] const bool registered = [] {
  Dispatcher::instance().register_fallback(
      DispatchKey::Batched,
      {batched_fallback, SourceLocation::from(tsr::source_location::current(), "batched_fallback"), false});
  return true;
}();

}  // namespace

const BatchedMeta* batched_at(const Tensor& t, int64_t level) {
  const BatchedMeta* b = t.defined() ? t.impl()->batched().get() : nullptr;
  return b && b->level == level ? b : nullptr;
}

std::vector<int64_t> levels_of(const Tensor& t) {
  std::vector<int64_t> levels;
  for (const BatchedMeta* b = t.defined() ? t.impl()->batched().get() : nullptr; b;
       b = b->value.impl()->batched().get())
    levels.push_back(b->level);
  return levels;
}

Tensor make_batched(const Tensor& value, int64_t bdim, int64_t level) {
  const int64_t d = wrap_dim(bdim, value.dim());
  if (const BatchedMeta* outer = value.impl()->batched().get(); outer && outer->level >= level) {
    check(outer->level != level, ErrorKind::RuntimeError, "vmap: a tensor batched twice at level ", level);
    // value = W_outer(p, b): logical dimension d of value is p's dimension pd; the new level wraps p there, and
    // W_outer's batch moves to where it falls once pd is taken out.
    const int64_t pd = d < outer->bdim ? d : d + 1;
    const Tensor inner = make_batched(outer->value, pd, level);
    return make_batched(inner, outer->bdim < pd ? outer->bdim : outer->bdim - 1, outer->level);
  }

  Dims sizes, strides;
  for (int64_t k = 0; k < value.dim(); ++k)
    if (k != d) {
      sizes.push_back(value.sizes()[size_t(k)]);
      strides.push_back(value.strides()[size_t(k)]);
    }
  auto impl = IntrusivePtr<TensorImpl>::make(value.storage(), value.dtype(), std::move(sizes), std::move(strides),
                                             value.storage_offset());
  impl->set_own_version_counter(value.impl()->own_version_counter());
  impl->set_batched(std::make_shared<const BatchedMeta>(BatchedMeta{value, d, level}));
  return Tensor(std::move(impl));
}

Tensor new_batched_like(const Tensor& like, const std::function<Tensor(const std::vector<int64_t>&)>& make) {
  std::vector<std::pair<int64_t, int64_t>> chain;  // (level, batch size), the highest level first
  for (const BatchedMeta* b = like.defined() ? like.impl()->batched().get() : nullptr; b;
       b = b->value.impl()->batched().get())
    chain.emplace_back(b->level, b->value.size(b->bdim));
  std::vector<int64_t> sizes;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) sizes.push_back(it->second);
  Tensor t = make(sizes);
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) t = make_batched(t, 0, it->first);
  return t;
}

Tensor remove_batch_dim(const Tensor& t, int64_t level, int64_t batch_size, int64_t out_dim) {
  const int64_t rank = t.dim() + 1;
  const int64_t q = wrap_dim(out_dim, rank);
  if (const BatchedMeta* b = batched_at(t, level))
    return physical("movedim.int", {batch_to_front(b->value, b->bdim), int64_t(0), q});
  if (const BatchedMeta* outer = t.impl()->batched().get(); outer && outer->level > level) {
    // t = W_outer(p, b): the level is inside p. Its batch goes to p's dimension q or q + 1, whichever keeps it at q
    // among t's logical dimensions once W_outer's batch is set aside.
    const int64_t pq = q < outer->bdim ? q : q + 1;
    const Tensor inner = remove_batch_dim(outer->value, level, batch_size, pq);
    return make_batched(inner, q < outer->bdim ? outer->bdim + 1 : outer->bdim, outer->level);
  }
  std::vector<int64_t> sizes(t.sizes().begin(), t.sizes().end());
  sizes.insert(sizes.begin() + q, batch_size);
  return physical("expand", {physical("unsqueeze", {t, q}), sizes});
}

Tensor entry(const Tensor& t, int64_t level, int64_t i) {
  const BatchedMeta* b = batched_at(t, level);
  return b ? physical("select.int", {b->value, b->bdim, i}) : t;
}

Tensor stack_entries(const std::vector<Tensor>& entries, int64_t level) {
  return make_batched(physical("stack", {entries, int64_t(0)}), 0, level);
}

Tensor sum_level(const Tensor& t, int64_t level) {
  const BatchedMeta* b = t.defined() ? t.impl()->batched().get() : nullptr;
  if (!b || b->level < level) return t;
  if (b->level == level) {
    // A gradient recorded under create_graph has its history on the batched tensor, not on the physical one: it is
    // summed through _remove_batch_dim then, so that its dependence on what the entries captured is kept. (By
    // sum_to, whose nodes are those of PyTorch's broadcast gradient: its batching rules record physical ops.)
    if (autograd::grad_mode_enabled() && autograd::requires_grad(t))
      return autograd::sum_to(call("_remove_batch_dim", {t, level, b->value.sizes()[size_t(b->bdim)], int64_t(0)}),
                              t.sizes());
    return physical("sum.dim_IntList", {b->value, std::vector<int64_t>{b->bdim}, false, NoneValue{}});
  }
  return make_batched(sum_level(b->value, level), b->bdim, b->level);
}

int64_t push_level(int64_t batch_size, Randomness randomness, bool legacy) {
  if (t_levels.empty()) {
    t_key_was_included = local_dispatch_keys().included.has(DispatchKey::Batched);
    local_dispatch_keys().included = local_dispatch_keys().included | DispatchKey::Batched;
  }
  static std::atomic<int64_t> next_level{1};
  const int64_t level = next_level.fetch_add(1, std::memory_order_relaxed);
  t_levels.push_back({level, batch_size, randomness, legacy});
  return level;
}

void pop_level() {
  if (t_levels.empty()) return;
  t_levels.pop_back();
  if (t_levels.empty() && !t_key_was_included)
    local_dispatch_keys().included = local_dispatch_keys().included - DispatchKey::Batched;
}

int64_t depth_of(int64_t level) {
  for (size_t k = 0; k < t_levels.size(); ++k)
    if (t_levels[k].level == level) return int64_t(k) + 1;
  return level;
}

const VmapLevel* running_level(int64_t level) {
  for (const VmapLevel& l : t_levels)
    if (l.level == level) return &l;
  return nullptr;
}

void push_grad_layer() { ++t_grad_layers; }
void pop_grad_layer() {
  if (t_grad_layers > 0) --t_grad_layers;
}
bool any_transform_running() {
  return t_grad_layers > 0 || std::any_of(t_levels.begin(), t_levels.end(), [](const VmapLevel& l) { return !l.legacy; });
}

}  // namespace functorch

// Entering and leaving a batch dimension: functorch's private ops, differentiable each through the other.
TSR_DEFINE_OP("_add_batch_dim(Tensor self, int batch_dim, int level) -> Tensor",
              "vmap's way in: self as a batched tensor of level `level`, its batch in dimension batch_dim.",
              autograd::formula("AddBatchDimBackward0", {}, [](Ctx& c) {
                const int64_t bdim = wrap_dim(c.i("batch_dim"), int64_t(c.shape("self").size()));
                return G{call("_remove_batch_dim", {c.g(), c.i("level"), c.shape("self")[size_t(bdim)], bdim})};
              }));
TSR_DEFINE_OP("_remove_batch_dim(Tensor self, int level, int batch_size, int out_dim) -> Tensor",
              "vmap's way out: the physical tensor of a batched tensor of level `level`, its batch in dimension "
              "out_dim (a tensor not batched at that level is expanded to batch_size).",
              autograd::formula("RemoveBatchDimBackward0", {}, [](Ctx& c) {
                return G{call("_add_batch_dim", {c.g(), c.i("out_dim"), c.i("level")})};
              }));

namespace {

void add_batch_dim_boxed(const Operator&, DispatchKeySet, Stack& s) {
  s = {functorch::make_batched(std::get<Tensor>(s.at(0)), int_arg(s, 1, 0), int_arg(s, 2, 1))};
}

void remove_batch_dim_boxed(const Operator&, DispatchKeySet, Stack& s) {
  s = {functorch::remove_batch_dim(std::get<Tensor>(s.at(0)), int_arg(s, 1, 1), int_arg(s, 2, 1), int_arg(s, 3, 0))};
}

}  // namespace

// Both ops look at the batched tensors themselves: their kernel serves the Batched key too.
TSR_REGISTER_KERNEL("_add_batch_dim", CompositeExplicitAutograd, add_batch_dim_boxed);
TSR_REGISTER_KERNEL("_add_batch_dim", Batched, add_batch_dim_boxed);
TSR_REGISTER_KERNEL("_remove_batch_dim", CompositeExplicitAutograd, remove_batch_dim_boxed);
TSR_REGISTER_KERNEL("_remove_batch_dim", Batched, remove_batch_dim_boxed);

}  // namespace tsr::tensor
