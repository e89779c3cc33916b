// torch._foreach_*: PyTorch 1.13's list-wise ops (the optimizers' foreach=True paths, timm's NAdamW and Lion), as
// its CPU "slow path" computes them: the op applied to each tensor of the list in turn, with the matching scalar or
// the matching tensors of the other lists. Each name is declared once here by PyTorch's schemas, so its argument
// parsing and errors are the binding's (parse_signatures: "received an invalid combination of arguments", ...);
// each element goes through the torch function or Tensor method of the same name, with its own type promotion,
// broadcasting and errors.
//
// Autograd as PyTorch 1.13's, whose _foreach ops have no derivatives and go through its not-implemented fallback:
// the elements are computed outside the graph; an out-of-place form with an input that requires grad gives every
// result one NotImplemented node (edges to the inputs that require grad) whose backward raises "derivative for
// aten::_foreach_add is not implemented"; an in-place form records nothing, so a leaf that requires grad is updated
// without the in-place error. An empty list raises PyTorch's NotImplementedError.
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/autograd/autograd.hpp"
#include "tensor/core/error.hpp"

namespace tsr::interp::torch {
namespace {

// How a family's arguments look (PyTorch's native_functions.yaml entries for _foreach_<op>).
enum class Form {
  Unary,        // (Tensor[] self)
  Binary,       // .Scalar (self, Scalar scalar) | .ScalarList (self, Scalar[] scalars) | .List (self, Tensor[] other)
  BinaryAlpha,  // Binary, with `*, Scalar alpha=1` on .List
  ListOnly,     // .List (self, Tensor[] other)
  Pointwise,    // .Scalar (self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) | .ScalarList (..., Scalar[] scalars)
  Norm,         // .Scalar (self, Scalar ord=2), out-of-place only
  Zero,         // zero_ (self), in-place only
};

struct Family {
  const char* op;
  Form form;
};

constexpr Family kFamilies[] = {
    {"abs", Form::Unary},       {"acos", Form::Unary},    {"asin", Form::Unary},      {"atan", Form::Unary},
    {"ceil", Form::Unary},      {"cos", Form::Unary},     {"cosh", Form::Unary},      {"erf", Form::Unary},
    {"erfc", Form::Unary},      {"exp", Form::Unary},     {"expm1", Form::Unary},     {"floor", Form::Unary},
    {"frac", Form::Unary},      {"lgamma", Form::Unary},  {"log", Form::Unary},       {"log10", Form::Unary},
    {"log1p", Form::Unary},     {"log2", Form::Unary},    {"neg", Form::Unary},       {"reciprocal", Form::Unary},
    {"round", Form::Unary},     {"sigmoid", Form::Unary}, {"sin", Form::Unary},       {"sinh", Form::Unary},
    {"sqrt", Form::Unary},      {"tan", Form::Unary},     {"tanh", Form::Unary},      {"trunc", Form::Unary},
    {"add", Form::BinaryAlpha}, {"sub", Form::BinaryAlpha}, {"mul", Form::Binary},    {"div", Form::Binary},
    {"maximum", Form::ListOnly}, {"minimum", Form::ListOnly}, {"addcmul", Form::Pointwise},
    {"addcdiv", Form::Pointwise}, {"norm", Form::Norm},   {"zero", Form::Zero},
};

std::vector<std::string> schema_texts(const std::string& name, Form form) {
  const std::string ret = name.back() == '_' ? " -> ()" : " -> Tensor[]";
  switch (form) {
    case Form::Unary:
    case Form::Zero: return {name + "(Tensor[] self)" + ret};
    case Form::Binary:
    case Form::BinaryAlpha:
      return {name + ".Scalar(Tensor[] self, Scalar scalar)" + ret,
              name + ".ScalarList(Tensor[] self, Scalar[] scalars)" + ret,
              name + ".List(Tensor[] self, Tensor[] other" + (form == Form::BinaryAlpha ? ", *, Scalar alpha=1" : "") +
                  ")" + ret};
    case Form::ListOnly: return {name + ".List(Tensor[] self, Tensor[] other)" + ret};
    case Form::Pointwise:
      return {name + ".Scalar(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1)" + ret,
              name + ".ScalarList(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars)" + ret};
    case Form::Norm: return {name + ".Scalar(Tensor[] self, Scalar ord=2)" + ret};
  }
  return {};
}

// PyTorch's check_foreach_api_restrictions.
void check_lengths(size_t n, const std::vector<Value>& lists) {
  for (const Value& l : lists) {
    const size_t m = to_vector(l).size();
    if (m != n)
      raise(T.RuntimeError,
            "Tensor lists must have the same number of tensors, got " + std::to_string(n) + " and " + std::to_string(m));
  }
}
void check_scalars(size_t n, const Value& scalars) {
  if (to_vector(scalars).size() != n)
    raise(T.RuntimeError, "Tensor list must have same number of elements as scalar list.");
}

Value call_kw(const Value& f, std::vector<Value> args, const char* kwname) {
  const Value names = new_tuple({new_str(kwname)});
  return call(f, CallArgs{std::span<const Value>(args), as<TupleObject>(names)});
}

// PyTorch's autograd not-implemented fallback: one node for all the results, over the inputs that require grad.
void record_not_implemented(const std::string& name, std::initializer_list<const std::vector<Value>*> lists,
                            const std::vector<Value>& results) {
  namespace ag = tensor::autograd;
  std::vector<tensor::Tensor> inputs, outputs;
  for (const std::vector<Value>* list : lists)
    for (const Value& v : *list)
      if (is_tensor(v) && ag::requires_grad(unwrap(v))) inputs.push_back(unwrap(v));
  for (const Value& r : results) outputs.push_back(unwrap(r));
  ag::record_function("NotImplemented", inputs, outputs, [name](std::vector<tensor::Tensor>) -> std::vector<tensor::Tensor> {
    throw tensor::Error(tensor::ErrorKind::RuntimeError, "derivative for aten::" + name + " is not implemented");
  });
}

void define(ModuleObject& m, const Family& family, bool inplace) {
  const std::string name = std::string("_foreach_") + family.op + (inplace ? "_" : "");
  std::vector<tensor::FunctionSchema> schemas;
  for (const std::string& text : schema_texts(name, family.form)) schemas.push_back(tensor::parse_schema(text));
  auto fn = [name, family, inplace, schemas](const CallArgs& a) -> Value {
    const ParsedCall parsed = parse_signatures(name, schemas, a);
    const std::vector<Value> self = to_vector(parsed.given[0]);
    if (self.empty())
      raise(T.NotImplementedError,
            "There were no tensor arguments to this function (e.g., you passed an empty list of Tensors), but no "
            "fallback function is registered for schema aten::" + schemas[parsed.index].qualified_name() +
            ".  This usually means that this function requires a non-empty list of Tensors, or that you (the "
            "operator writer) forgot to register a fallback function.");
    const size_t n = self.size();
    const std::string overload = schemas[parsed.index].overload;
    const auto given = [&](size_t i, Value fallback) { return parsed.given[i].is_null() ? fallback : parsed.given[i]; };
    std::vector<Value> others, scalars, tensor1, tensor2;
    if (overload == "List") {
      check_lengths(n, {parsed.given[1]});
      others = to_vector(parsed.given[1]);
    } else if (family.form == Form::Pointwise) {
      check_lengths(n, {parsed.given[1], parsed.given[2]});
      tensor1 = to_vector(parsed.given[1]);
      tensor2 = to_vector(parsed.given[2]);
      if (overload == "ScalarList") {
        check_scalars(n, parsed.given[3]);
        scalars = to_vector(parsed.given[3]);
      }
    } else if (overload == "ScalarList") {
      check_scalars(n, parsed.given[1]);
      scalars = to_vector(parsed.given[1]);
    }
    const bool record = !inplace && tensor::autograd::grad_mode_enabled();
    std::optional<tensor::autograd::GradModeGuard> no_grad;
    no_grad.emplace(false);
    const Value torch_module = import_module("torch");
    const bool own_op = family.form != Form::Zero && family.form != Form::Norm;
    const Value op = own_op ? getattr(torch_module, intern(family.op).get()) : Value();
    const std::string method = std::string(family.op) + "_";
    std::vector<Value> results;
    for (size_t i = 0; i < n; ++i) {
      const Value& t = self[i];
      Value r;
      switch (family.form) {
        case Form::Unary:
          r = inplace ? call_method(t, method, {}) : call(op, {t});
          break;
        case Form::Zero: call_method(t, "zero_", {}); break;
        case Form::Binary:
        case Form::BinaryAlpha:
        case Form::ListOnly: {
          const Value other = overload == "List" ? others[i] : overload == "ScalarList" ? scalars[i] : parsed.given[1];
          if (family.form == Form::ListOnly) {  // maximum/minimum have no in-place method: the result copied in
            r = call(op, {t, other});
            if (inplace) call_method(t, "copy_", {r});
          } else if (family.form == Form::BinaryAlpha && overload == "List") {
            const Value alpha = given(2, Value(int64_t(1)));
            r = inplace ? call_kw(getattr(t, intern(method).get()), {other, alpha}, "alpha")
                        : call_kw(op, {t, other, alpha}, "alpha");
          } else {
            r = inplace ? call_method(t, method, {other}) : call(op, {t, other});
          }
          break;
        }
        case Form::Pointwise: {
          const Value value = overload == "ScalarList" ? scalars[i] : given(3, Value(int64_t(1)));
          r = inplace ? call_kw(getattr(t, intern(method).get()), {tensor1[i], tensor2[i], value}, "value")
                      : call_kw(op, {t, tensor1[i], tensor2[i], value}, "value");
          break;
        }
        case Form::Norm: {
          const Value linalg = getattr(torch_module, intern("linalg").get());
          r = call(getattr(linalg, intern("vector_norm").get()), {t, given(1, Value(int64_t(2)))});
          break;
        }
      }
      if (!inplace) results.push_back(r);
    }
    no_grad.reset();
    if (inplace) return Value::none();
    if (record) record_not_implemented(name, {&self, &others, &tensor1, &tensor2}, results);
    return new_tuple(std::move(results));
  };
  m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn)));
}

}  // namespace

void init_foreach_binding(ModuleObject& m) {
  for (const Family& family : kFamilies) {
    if (family.form != Form::Zero) define(m, family, false);
    if (family.form != Form::Norm) define(m, family, true);
  }
}

}  // namespace tsr::interp::torch
