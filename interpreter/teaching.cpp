// The `tsr` module: the teaching tools behind the REPL's `:trace`, `:dis`, `:layout`, `:graph`, `:dispatch` and
// `:time` commands, also callable from scripts (`import tsr; tsr.trace("x ** 3")`).
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "interpreter/builtins.hpp"
#include "interpreter/format/pyformat.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "interpreter/trace.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"
#include "tensor/autograd/autograd.hpp"

namespace tsr::interp {

Value compile_for_repl(const std::string& text, const std::string& filename);

namespace {

void out(const std::string& s) {
  std::fwrite(s.data(), 1, s.size(), stdout);
  std::fflush(stdout);
}

Ref<DictObject> caller_globals() {
  if (R.frame) return R.frame->globals;
  Value m = R.modules->get(new_str("__main__"));
  return Ref<DictObject>(as<ModuleObject>(m)->dict());
}

// Runs source text in the caller's globals (expression statements echo their value, as at the prompt).
void run_source(const std::string& source, const std::string& name) {
  Value code = compile_for_repl(source + "\n", name);
  auto globals = caller_globals();
  Frame frame(Ref<CodeObject>(as<CodeObject>(code)), globals, globals);
  eval_frame(frame);
}

// The statement a command runs: a str with something in it (`tsr.time("")` timing nothing is a mistake to report).
std::string statement_arg(const CallArgs& a, const std::string& what) {
  if (a.args.empty() || !is_str(a[0])) raise(T.TypeError, what + "() takes the statement to run, as a str");
  const std::string src = str_of(a[0]);
  if (src.find_first_not_of(" \t\n") == std::string::npos)
    raise(T.ValueError, what + "() needs a statement, e.g. tsr." + what + "(\"x * 2\")");
  return src;
}

Value tsr_trace(const CallArgs& a) {
  if (a.args.size() != 1) raise(T.TypeError, "trace() takes the statement to run, as a str");
  const std::string src = statement_arg(a, "trace");
  out("trace of: " + src + "\n");
  {
    TraceScope scope([](const std::string& line) { out(line + "\n"); });
    run_source(src, "<trace>");
  }
  return Value::none();
}

Value tsr_dis(const CallArgs& a) {
  if (a.args.size() != 1) raise(T.TypeError, "dis() takes one argument");
  Value x = a[0];
  if (has_layout(x, Layout::BoundMethod)) x = as<BoundMethodObject>(x)->func;
  if (has_layout(x, Layout::Function)) {
    out(lang::disassemble(*as<FunctionObject>(x)->code->code));
    return Value::none();
  }
  if (has_layout(x, Layout::Code)) {
    out(lang::disassemble(*as<CodeObject>(x)->code));
    return Value::none();
  }
  if (is_str(x)) {
    Value code = compile_for_repl(str_of(x) + "\n", "<dis>");
    out(lang::disassemble(*as<CodeObject>(code)->code));
    return Value::none();
  }
  raise(T.TypeError, "dis() expects a function, a code object or source text, not " + type_name(x));
}

Value tsr_dispatch(const CallArgs& a) {
  std::string name = is_str(a[0]) ? str_of(a[0]) : str(getattr(a[0], "__name__"));
  auto ops = tensor::Dispatcher::instance().overloads(name);
  if (ops.empty()) {
    if (const auto* op = tensor::Dispatcher::instance().find(name)) ops.push_back(op);
  }
  if (ops.empty()) raise(T.ValueError, "no op named '" + name + "'");
  std::string text;
  for (const auto* op : ops) {
    text += op->schema().str() + "\n";
    if (!op->doc().empty()) text += "  " + op->doc() + "\n";
    std::istringstream table(tensor::Dispatcher::instance().dump_table(*op));
    for (std::string line; std::getline(table, line);) text += "  " + line + "\n";
    text += "  derivative: " + tensor::autograd::describe_derivative(*op) + "\n";
  }
  out(text);
  return Value::none();
}

Value tsr_ops(const CallArgs&) {
  std::vector<Value> names;
  for (const auto* op : tensor::Dispatcher::instance().all()) names.push_back(new_str(op->schema().qualified_name()));
  return new_list(std::move(names));
}

Value tsr_layout(const CallArgs& a) {
  if (a.args.size() != 1 || !torch::is_tensor(a[0])) raise(T.TypeError, "layout() expects a tensor");
  const tensor::Tensor& t = torch::unwrap(a[0]);
  const int64_t storage_elems = int64_t(t.storage()->nbytes() / t.element_size());
  std::string s = "Tensor" + t.sizes().str() + " " + std::string(tensor::dtype_name(t.dtype())) + "\n";
  s += "  sizes          " + t.sizes().str() + "\n";
  s += "  strides        " + t.strides().str() + "   (elements to step per index of each dim)\n";
  s += "  storage offset " + std::to_string(t.storage_offset()) + "\n";
  s += "  contiguous     " + std::string(t.is_contiguous() ? "yes" : "no") + "\n";
  s += "  storage        " + std::to_string(storage_elems) + " elements of " + std::to_string(t.element_size()) + " bytes";
  s += t.numel() < storage_elems ? ", this tensor views " + std::to_string(t.numel()) + " of them\n" : "\n";
  // Which storage elements the view covers, and the element each view index maps to.
  std::vector<int64_t> order;  // storage index for each element in row-major view order
  std::vector<int64_t> idx(size_t(t.dim()), 0);
  for (int64_t n = 0; n < t.numel(); ++n) {
    int64_t off = t.storage_offset();
    for (int64_t d = 0; d < t.dim(); ++d) off += idx[size_t(d)] * t.strides()[size_t(d)];
    order.push_back(off);
    for (int64_t d = t.dim() - 1; d >= 0; --d) {
      if (++idx[size_t(d)] < t.sizes()[size_t(d)]) break;
      idx[size_t(d)] = 0;
    }
  }
  if (storage_elems <= 64) {
    std::set<int64_t> covered(order.begin(), order.end());
    std::string idxrow = "  storage index ", mark = "  covered       ";
    for (int64_t i = 0; i < storage_elems; ++i) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "%3lld", static_cast<long long>(i));
      idxrow += buf;
      mark += covered.count(i) ? "  #" : "  .";
    }
    s += idxrow + "\n" + mark + "\n";
    if (t.numel() <= 64 && t.dim() >= 1) {
      s += "  view element -> storage index:\n";
      const int64_t cols = t.sizes()[size_t(t.dim() - 1)];
      for (size_t n = 0; n < order.size(); ++n) {
        if (n % size_t(std::max<int64_t>(cols, 1)) == 0) s += "   ";
        char buf[8];
        std::snprintf(buf, sizeof buf, "%4lld", static_cast<long long>(order[n]));
        s += buf;
        if ((n + 1) % size_t(std::max<int64_t>(cols, 1)) == 0) s += "\n";
      }
    }
  }
  auto* m = tensor::autograd::meta(t);
  if (m && m->grad_fn) s += "  grad_fn        " + m->grad_fn->name() + "\n";
  out(s);
  return Value::none();
}

Value tsr_graph(const CallArgs& a) {
  if (a.args.empty() || !torch::is_tensor(a[0])) raise(T.TypeError, "graph() expects a tensor");
  const tensor::Tensor& t = torch::unwrap(a[0]);
  std::string dot_path;
  for (size_t k = 0; k < a.nkw(); ++k)
    if (str_of(a.kwnames->items[k]) == "dot") dot_path = str_of(a[a.npos() + k]);
  auto root = tensor::autograd::gradient_edge(t);
  if (!root.fn) {
    out("(this tensor is not part of an autograd graph)\n");
    return Value::none();
  }
  std::string text, dot = "digraph autograd {\n  node [shape=box];\n";
  // How many edges reach each node: a node reached by more than one (a leaf used twice, `x * x`) is one object in
  // the graph, as PyTorch's grad_fn.next_functions show; it is listed in full once and marked where it recurs.
  std::map<const tensor::autograd::Node*, int> uses;
  std::function<void(const std::shared_ptr<tensor::autograd::Node>&)> count = [&](const auto& n) {
    if (uses[n.get()]++ > 0) return;
    for (const auto& e : n->next_edges())
      if (e.fn) count(e.fn);
  };
  count(root.fn);
  std::set<const tensor::autograd::Node*> seen;
  std::function<void(const std::shared_ptr<tensor::autograd::Node>&, int)> walk = [&](const auto& n, int depth) {
    std::string label = n->name();
    if (auto* acc = dynamic_cast<tensor::autograd::AccumulateGrad*>(n.get()))
      label += " (leaf " + acc->leaf.sizes().str() + ")";
    else if (!n->output_meta.empty())
      label += " -> " + n->output_meta[0].shape.str();
    const bool first = seen.insert(n.get()).second;
    // What the node keeps for backward, by the name of PyTorch's grad_fn attribute (`_saved_self`), or that
    // backward has freed it.
    std::string saved;
    bool freed = false;
    for (const auto& [name, t] : n->saved_tensors()) {
      if (!t) freed = true;
      else if (t->packed) saved += (saved.empty() ? "" : ", ") + ("_saved_" + name) + " (packed by a saved-tensor hook)";
      else if (t->defined()) saved += (saved.empty() ? "" : ", ") + ("_saved_" + name) + " " + t->data.sizes().str();
    }
    if (freed) saved = "freed by backward";
    std::string line = std::string(size_t(2 * depth), ' ') + label;
    if (!first) line += "   (the same node as above)";
    else if (uses[n.get()] > 1) line += "   (shared: " + std::to_string(uses[n.get()]) + " edges lead here)";
    if (first && !saved.empty()) line += "   saved: " + saved;
    text += line + "\n";
    dot += "  n" + std::to_string(reinterpret_cast<uintptr_t>(n.get())) + " [label=\"" + label + "\"];\n";
    if (!first) return;
    for (const auto& e : n->next_edges()) {
      if (!e.fn) continue;
      dot += "  n" + std::to_string(reinterpret_cast<uintptr_t>(e.fn.get())) + " -> n" +
             std::to_string(reinterpret_cast<uintptr_t>(n.get())) + ";\n";
      walk(e.fn, depth + 1);
    }
  };
  walk(root.fn, 0);
  out(text);
  if (!dot_path.empty()) {
    std::ofstream f(dot_path);
    f << dot << "}\n";
    out("(Graphviz written to " + dot_path + ")\n");
  }
  return Value::none();
}

Value tsr_time(const CallArgs& a) {
  // Compiled as plain statements (not as a REPL chunk), so an expression does not echo on every run.
  auto src = lang::SourceFile::load("<time>", statement_arg(a, "time") + "\n", false);
  auto co = make<CodeObject>(T.code, lang::compile_source(src, lang::CompileMode::Exec));
  auto globals = caller_globals();
  auto run = [&](int64_t n) {
    auto t0 = std::chrono::steady_clock::now();
    for (int64_t i = 0; i < n; ++i) {
      Frame frame(co, globals, globals);
      eval_frame(frame);
    }
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  int64_t n = 1;
  while (run(n) < 0.2 && n < 100000000) n *= 10;
  double best = 1e300;
  for (int r = 0; r < 5; ++r) best = std::min(best, run(n) / double(n));
  const char* unit = "s";
  double v = best;
  if (v < 1e-6) { v *= 1e9; unit = "nsec"; }
  else if (v < 1e-3) { v *= 1e6; unit = "usec"; }
  else if (v < 1) { v *= 1e3; unit = "msec"; }
  else unit = "sec";
  char buf[128];
  std::snprintf(buf, sizeof buf, "%lld loop%s, best of 5: %.3g %s per loop\n", static_cast<long long>(n), n == 1 ? "" : "s", v, unit);
  out(buf);
  return Value::none();
}

// :profile: the statement run once under torch.autograd.profiler.profile (the Profiler key, Note [Profiler]),
// then PyTorch's table of its ops by self time: which ops a line of Python became, how often, and what each cost.
Value tsr_profile(const CallArgs& a) {
  const std::string src = statement_arg(a, "profile");
  const Value profile = call(getattr(import_module("torch.autograd.profiler"), "profile"), {});
  call_method(profile, "__enter__", {});
  try {
    run_source(src, "<profile>");
  } catch (...) {
    call_method(profile, "__exit__", {Value::none(), Value::none(), Value::none()});
    throw;
  }
  call_method(profile, "__exit__", {Value::none(), Value::none(), Value::none()});
  const Value averages = call_method(profile, "key_averages", {});
  out(str_of(call_method(averages, "table", {new_str("self_cpu_time_total"), Value(int64_t(20))})));
  return Value::none();
}

}  // namespace

void init_teaching_module() {
  register_native_module("tsr", [](ModuleObject& m) {
    auto def = [&](const char* name, NativeFn fn, const char* doc) {
      m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn), false, doc));
    };
    def("trace", tsr_trace, "trace(statement): run it and show every hop from bytecode to the kernel's source line.");
    def("dis", tsr_dis, "dis(obj): the bytecode of a function, code object or source text, in the form of Python's dis.");
    def("dispatch", tsr_dispatch, "dispatch(op): the op's schemas and its kernel table per dispatch key, with sources.");
    def("layout", tsr_layout, "layout(tensor): sizes, strides, offset and which storage elements the view covers.");
    def("graph", tsr_graph, "graph(tensor, dot=None): the autograd graph below a tensor; dot= writes Graphviz.");
    def("ops", tsr_ops, "ops(): the qualified name of every op in the registry (pow.Tensor_Scalar, ...).");
    def("time", tsr_time, "time(statement): wall time per run, repeated and summarised like %timeit.");
    def("profile", tsr_profile,
        "profile(statement): run it under torch.autograd.profiler.profile and print its ops by self CPU time.");
  });
}

}  // namespace tsr::interp
