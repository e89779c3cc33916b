// Start-up and the entry points of interpreter.hpp.
#include "interpreter/interpreter.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "interpreter/builtins.hpp"
#include "interpreter/gc.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "interpreter/trace.hpp"
#include "interpreter/vm.hpp"
#include "interpreter/weakref.hpp"
#include "lang/frontend.hpp"
#include "tensor/dispatch/dispatcher.hpp"

namespace tsr::interp {

extern bool g_finalizing;  // modules.cpp: sys.is_finalizing()

Value compile_for_repl(const std::string& text, const std::string& filename);
void init_teaching_module();
namespace torch {
void init_storage_module();  // registers _tsr_storage (torch/storage.cpp)
}

void note_stack_base();

// See modules.hpp. An installed interpreter (PREFIX/libexec/tsr/tsr-core) reads
// PREFIX/share/tsr/stdlib, found from its own path so that a moved or copied install works; a build tree run in
// place (and the test executables) read the source tree's.
std::string stdlib_dir() {
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const std::filesystem::path installed = (exe.parent_path() / TSR_STDLIB_FROM_CORE).lexically_normal();
    if (std::filesystem::is_directory(installed / "torch", ec)) return installed.string();
  }
  return TSR_STDLIB_DIR;
}

void init_runtime(const std::vector<std::string>& argv, const std::string& script_dir) {
  note_stack_base();
  init_types();
  R.builtins = new_dict();
  R.modules = new_dict();
  R.path = make<ListObject>(T.list);
  init_numbers();
  init_complex();
  init_str();
  init_bytes();
  init_collections();
  init_builtins();
  init_modules();
  init_library_modules();
  gc::register_gc_module();
  weakref::init();
  init_atexit_module();
  init_io();
  torch::init_torch_module();
  torch::init_serialization_module();
  torch::init_numpy_kernels_module();
  torch::init_storage_module();
  init_teaching_module();
  R.path->items.push_back(new_str(script_dir));
  // TSRPATH's directories made absolute and normalised, each once, as CPython's site.removeduppaths leaves
  // PYTHONPATH's ('.' and '../sub' from /tmp/sub are one '/tmp/sub').
  std::vector<std::string> seen;
  std::error_code no_cwd;  // a deleted working directory leaves the entries as they are
  const std::filesystem::path cwd = std::filesystem::current_path(no_cwd);
  auto add_dir = [&](const std::string& dir) {
    const std::filesystem::path abs = std::filesystem::path(dir).is_absolute() || no_cwd ? std::filesystem::path(dir) : cwd / dir;
    std::string normal = abs.lexically_normal().string();
    while (normal.size() > 1 && normal.back() == '/') normal.pop_back();
    if (std::find(seen.begin(), seen.end(), normal) != seen.end()) return;
    seen.push_back(normal);
    R.path->items.push_back(new_str(normal));
  };
  if (const char* p = std::getenv("TSRPATH")) {
    std::stringstream ss(p);
    for (std::string item; std::getline(ss, item, ':');)
      if (!item.empty()) add_dir(item);
  }
  add_dir(stdlib_dir());
  // PYTHONPATH's directories too (`PYTHONPATH=. tsr tests/test_x.py`), after tsr's library: CPython's PYTHONPATH
  // often names CPython's own packages (a dist-packages with the real torch), which must not shadow tsr's.
  if (const char* p = std::getenv("PYTHONPATH")) {
    std::stringstream ss(p);
    for (std::string item; std::getline(ss, item, ':');)
      if (!item.empty()) add_dir(item);
  }
  // Then the third-party packages tsr carries (a requests that refuses the network, typing_extensions), which a
  // program's own copies on PYTHONPATH replace, as site-packages comes after PYTHONPATH in CPython.
  add_dir(stdlib_dir() + "/site-packages");
  std::vector<Value> args;
  for (const auto& a : argv) args.push_back(new_str(a));
  Value sys = import_module("sys");
  setattr(sys, intern("argv").get(), new_list(std::move(args)));
  import_module("builtins");
  // With -W options (or $PYTHONWARNINGS), warnings is imported at start-up, as CPython's: it applies them, and
  // reports a bad one before the program runs
  Value options = getattr(sys, intern("warnoptions").get());
  if (has_layout(options, Layout::List) && !as<ListObject>(options)->items.empty()) import_module("warnings");
}

int run_file(const std::string& path, TraceDispatch trace_dispatch) {
  if (trace_dispatch == TraceDispatch::off) return run_main_file(path);
  g_trace_skips_library_imports = trace_dispatch == TraceDispatch::from_user_code;
  TraceScope scope([](const std::string& line) {
    std::fflush(stdout);
    std::fprintf(stderr, "%s\n", line.c_str());
  });
  return run_main_file(path);
}

int run_string(const std::string& source, const std::string& filename) { return run_main_source(source, filename); }

void finalize_at_exit() {
  try {
    run_atexit_callbacks();
    g_finalizing = true;  // (after the atexit callbacks, as CPython's Py_FinalizeEx)
    gc::collect_at_exit();
  } catch (const PyException& e) {
    print_exception(Value(e.exc));
  }
  std::fflush(stdout);
}

namespace {
Ref<DictObject> main_globals() {
  Value m = R.modules->get(new_str("__main__"));
  if (m.is_null()) {
    auto mod = new_main_module();
    R.modules->set(new_str("__main__"), Value(mod));
    m = Value(mod);
  }
  return Ref<DictObject>(as<ModuleObject>(m)->dict());
}
}  // namespace

bool run_interactive(const std::string& chunk, int* exit_status) {
  auto globals = main_globals();
  try {
    Value code = compile_for_repl(chunk, "<stdin>");
    auto co = Ref<CodeObject>(as<CodeObject>(code));
    Frame frame(co, globals, globals);
    eval_frame(frame);
  } catch (PyException& e) {
    if (isinstance(Value(e.exc), T.SystemExit)) {
      Value c = getattr(Value(e.exc), "code");
      *exit_status = c.is_none() ? 0 : (c.is_int() ? int(c.as_int()) : 1);
      return false;
    }
    R.exc_info = Value();
    try {
      report_uncaught(Value(e.exc));
    } catch (PyException& hook_exit) {  // the hook raised SystemExit
      Value c = getattr(Value(hook_exit.exc), "code");
      *exit_status = c.is_none() ? 0 : (c.is_int() ? int(c.as_int()) : 1);
      return false;
    }
  }
  std::fflush(stdout);
  return true;
}

std::vector<std::string> complete(const std::string& expr, const std::string& prefix) {
  std::vector<std::string> out;
  auto add = [&](const Value& k) {
    if (is_str(k) && str_of(k).starts_with(prefix)) out.push_back(str_of(k));
  };
  try {
    if (expr.empty()) {
      main_globals()->for_each([&](const Value& k, const Value&) { add(k); });
      R.builtins->for_each([&](const Value& k, const Value&) { add(k); });
    } else {
      auto globals = main_globals();
      Value obj = main_globals()->get_str(intern(expr).get());
      if (obj.is_null()) {
        // Dotted expressions: evaluate attribute by attribute (no calls, so completion has no side effects).
        size_t start = 0;
        for (size_t dot = expr.find('.'); start <= expr.size(); dot = expr.find('.', start)) {
          std::string part = expr.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
          obj = obj.is_null() ? globals->get_str(intern(part).get()) : getattr_opt(obj, intern(part).get());
          if (obj.is_null()) return out;
          if (dot == std::string::npos) break;
          start = dot + 1;
        }
      }
      Value names = call(R.builtins->get_str(intern("dir").get()), {obj});
      for (auto& n : to_vector(names)) add(n);
    }
  } catch (PyException&) {
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::string> complete_keywords(const std::string& callee, const std::string& prefix) {
  std::vector<std::string> out;
  try {
    auto globals = main_globals();
    Value obj;
    size_t start = 0;
    for (;;) {
      const size_t dot = callee.find('.', start);
      const std::string part = callee.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
      if (obj.is_null()) {
        obj = globals->get_str(intern(part).get());
        if (obj.is_null()) obj = R.builtins->get_str(intern(part).get());
      } else {
        obj = getattr_opt(obj, intern(part).get());
      }
      if (obj.is_null()) return out;
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    if (has_layout(obj, Layout::BoundMethod)) obj = as<BoundMethodObject>(obj)->func;
    if (has_layout(obj, Layout::Type)) obj = lookup(as<TypeObject>(obj), intern("__init__").get());
    std::vector<std::string> names;
    if (has_layout(obj, Layout::Function)) {
      const lang::Code& co = *as<FunctionObject>(obj)->code->code;
      for (size_t i = co.posonlyargcount; i < co.argcount + co.kwonlyargcount; ++i)
        if (co.varnames[i] != "self") names.push_back(co.varnames[i]);
    } else if (has_layout(obj, Layout::Native)) {
      // A torch op: the parameter names of its schemas.
      for (const auto* op : tensor::Dispatcher::instance().overloads(as<NativeFunctionObject>(obj)->name))
        for (const auto& a : op->schema().arguments) names.push_back(a.name == "self" ? "input" : a.name);
    }
    for (const auto& n : names)
      if (n.starts_with(prefix)) out.push_back(n + "=");
  } catch (PyException&) {
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

int disassemble_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "tsr: can't open file '%s'\n", path.c_str());
    return 2;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  try {
    auto code = lang::compile_source(lang::SourceFile::load(path, ss.str()));
    std::string listing = lang::disassemble(*code);
    std::fwrite(listing.data(), 1, listing.size(), stdout);
  } catch (const lang::SyntaxError& e) {
    std::string s = e.format();
    std::fwrite(s.data(), 1, s.size(), stderr);
    return 1;
  } catch (const lang::CompileDepthError& e) {
    std::fprintf(stderr, "RecursionError: %s\n", e.what());
    return 1;
  }
  return 0;
}

}  // namespace tsr::interp
