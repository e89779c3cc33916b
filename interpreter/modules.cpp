// Modules and import (language.md §3.8), and the native module sys.
#include "interpreter/modules.hpp"
#include "lang/code_cache.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <sstream>
#include <algorithm>
#include <tuple>

#include <unistd.h>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/trace.hpp"
#include "interpreter/vm.hpp"
#include "lang/frontend.hpp"

namespace tsr::interp {

namespace fs = std::filesystem;

bool g_finalizing = false;  // sys.is_finalizing(): set once the program's end has begun (finalize_at_exit)

std::optional<std::string> read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return std::nullopt;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

namespace {

std::string& executable_path() {
  static std::string path = [] {  // without set_executable: this binary
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    return ec ? std::string("tsr") : self.string();
  }();
  return path;
}

std::vector<std::string>& warn_options() {
  static std::vector<std::string> options;
  return options;
}

std::map<std::string, std::function<void(ModuleObject&)>>& native_modules() {
  static std::map<std::string, std::function<void(ModuleObject&)>> m;
  return m;
}

Value syntax_error_value(const lang::SyntaxError& e) {
  TypeObject* t = e.kind == lang::SyntaxErrorKind::IndentationError ? T.IndentationError
                  : e.kind == lang::SyntaxErrorKind::TabError     ? T.TabError
                                                                  : T.SyntaxError;
  auto exc = new_exception(t, e.msg);
  auto set = [&](const char* n, Value v) { generic_setattr(Value(exc), intern(n).get(), std::move(v)); };
  set("msg", new_str(e.msg));
  set("filename", new_str(e.filename));
  set("lineno", Value(int64_t(e.lineno)));
  set("offset", Value(int64_t(e.offset)));
  set("end_offset", Value(e.end_unknown ? int64_t(-1) : int64_t(e.end_offset)));
  set("text", new_str(e.text));
  const int64_t end_lineno = e.end_lineno ? e.end_lineno : e.lineno;
  set("end_lineno", Value(end_lineno));
  set("_formatted", new_str(e.format()));
  // CPython's args: (msg, (filename, lineno, offset, text, end_lineno, end_offset))
  exc->args = new_tuple({new_str(e.msg), new_tuple({new_str(e.filename), Value(int64_t(e.lineno)), Value(int64_t(e.offset)),
                                                    new_str(e.text), Value(end_lineno), Value(e.end_unknown ? int64_t(-1) : int64_t(e.end_offset))})});
  return Value(exc);
}


// The compiler's warnings for a freshly compiled module, issued as CPython's compiler_warn issues them:
// warnings.warn_explicit(message, SyntaxWarning, filename, line), and a SyntaxError at the span where a filter
// makes the warning an error.
void issue_compile_warnings(const lang::Code& code) {
  if (code.warnings.empty()) return;
  const Value category = R.builtins->get_str(intern("SyntaxWarning").get());
  const Value warn_explicit = getattr(import_module("warnings"), intern("warn_explicit").get());
  for (const auto& w : code.warnings) {
    try {
      call(warn_explicit, {new_str(w.message), category, new_str(code.filename()), Value(int64_t(w.line))});
    } catch (const PyException& e) {
      if (!isinstance(Value(e.exc), as<TypeObject>(category))) throw;
      throw PyException{Ref<ExceptionObject>(as<ExceptionObject>(syntax_error_value(lang::compile_warning_as_error(code, w))))};
    }
  }
}

std::shared_ptr<const lang::Code> compile_file_text(const std::string& text, const std::string& filename,
                                                   lang::CompileMode mode = lang::CompileMode::Exec) {
  std::shared_ptr<const lang::Code> code;
  try {
    auto source = lang::SourceFile::load(filename, text, filename != "<stdin>" && filename != "<string>");
    code = lang::compile_source(source, mode);
  } catch (const lang::SyntaxError& e) {
    throw PyException{Ref<ExceptionObject>(as<ExceptionObject>(syntax_error_value(e)))};
  } catch (const lang::CompileDepthError& e) {
    raise(T.RecursionError, e.what());
  }
  issue_compile_warnings(*code);
  return code;
}

// A module file's code object: from the compiled-code cache when it holds this source (lang/code_cache.hpp),
// else compiled and stored there.
std::shared_ptr<const lang::Code> compile_module_file(const std::string& text, const std::string& filename) {
  std::shared_ptr<const lang::Code> code;
  try {
    auto source = lang::SourceFile::load(filename, text, true);
    if (auto cached = lang::load_cached_code(filename, source)) return cached;  // (warned when compiled, as a .pyc)
    code = lang::compile_source(source, lang::CompileMode::Exec);
  } catch (const lang::SyntaxError& e) {
    throw PyException{Ref<ExceptionObject>(as<ExceptionObject>(syntax_error_value(e)))};
  } catch (const lang::CompileDepthError& e) {
    raise(T.RecursionError, e.what());
  }
  issue_compile_warnings(*code);  // (a warning made an error leaves nothing in the cache)
  lang::store_cached_code(filename, *code->source, *code);
  return code;
}

// The modules whose code is running (an import of them has begun and not ended): a name missing from one is
// reported as a likely circular import, as CPython does for a module whose spec is still _initializing.
std::set<std::string>& initializing_modules() {
  static std::set<std::string> names;
  return names;
}

// A module's __spec__ and __loader__, as the import system sets them before running its code: made by
// importlib._bootstrap._spec_for_import (location None for a namespace package, whose portions come as
// `package_or_portions`). importlib._bootstrap is itself a module the import system loads, so the modules loaded
// while it loads (importlib, importlib._bootstrap) get theirs once it is there.
void attach_spec(const Ref<ModuleObject>& m, const std::string& fullname, const Value& location,
                 const Value& package_or_portions) {
  static Value factory;
  static bool loading = false;
  static std::vector<std::tuple<Ref<ModuleObject>, std::string, Value, Value>> pending;
  DictObject* d = m->dict();
  d->set_str(intern("__spec__").get(), Value::none());
  d->set_str(intern("__loader__").get(), Value::none());
  std::optional<TracePause> machinery;  // the import system's own work, which :trace does not show
  if (tracing()) machinery.emplace();
  auto fill = [&](const Ref<ModuleObject>& mod, const std::string& name, const Value& loc, const Value& pkg) {
    Value spec = call(factory, {new_str(name), loc, pkg});
    if (Value cached = mod->dict()->get_str(intern("__cached__").get()); !cached.is_null())
      setattr(spec, intern("cached").get(), cached);
    mod->dict()->set_str(intern("__spec__").get(), spec);
    mod->dict()->set_str(intern("__loader__").get(), getattr(spec, intern("loader").get()));
  };
  if (factory.is_null()) {
    pending.emplace_back(m, fullname, location, package_or_portions);
    if (loading) return;
    loading = true;
    try {
      factory = getattr(import_module("importlib._bootstrap"), intern("_spec_for_import").get());
    } catch (...) {
      loading = false;
      pending.clear();
      throw;
    }
    loading = false;
    auto waiting = std::move(pending);
    pending.clear();
    for (const auto& [mod, name, loc, pkg] : waiting) fill(mod, name, loc, pkg);
    return;
  }
  fill(m, fullname, location, package_or_portions);
}

Value load_source_module(const std::string& fullname, const fs::path& file, bool package) {
  auto text = read_file(file);
  if (!text) raise(T.ImportError, "cannot read " + file.string());
  auto m = new_module(fullname);
  DictObject* d = m->dict();
  d->set_str(intern("__file__").get(), new_str(file.string()));
  const std::string cached = lang::cache_entry_path(file.string());
  d->set_str(intern("__cached__").get(), cached.empty() ? Value::none() : new_str(cached));
  d->set_str(intern("__builtins__").get(), Value(R.builtins));  // the builtins' dict, as CPython's modules have
  if (package) {
    d->set_str(intern("__path__").get(), new_list({new_str(file.parent_path().string())}));
    d->set_str(intern("__package__").get(), new_str(fullname));
  } else {
    const size_t dot = fullname.rfind('.');
    d->set_str(intern("__package__").get(), new_str(dot == std::string::npos ? "" : fullname.substr(0, dot)));
  }
  R.modules->set(new_str(fullname), Value(m));
  attach_spec(m, fullname, new_str(file.string()), Value::boolean(package));
  std::optional<TracePause> library_import;
  if (tracing() && g_trace_skips_library_imports && file.string().starts_with(stdlib_dir() + "/")) library_import.emplace();
  const bool outermost = initializing_modules().insert(fullname).second;
  try {
    exec_code(compile_module_file(*text, file.string()), Ref<DictObject>(d));
  } catch (...) {
    if (outermost) initializing_modules().erase(fullname);
    R.modules->erase(new_str(fullname));
    throw;
  }
  if (outermost) initializing_modules().erase(fullname);
  return R.modules->get(new_str(fullname));
}

// A sys.path entry's directory: "" and "." are the current one, and another relative one is joined to it
// unnormalised, as CPython 3.11's FileFinder does (so a module found there has an absolute __file__).
fs::path path_entry(const Value& entry) {
  const std::string& s = str_of(entry);
  if (s.empty() || s == ".") return fs::current_path();
  const fs::path p(s);
  return p.is_absolute() ? p : fs::current_path() / p;
}

std::optional<std::pair<fs::path, bool>> find_module_file(const std::string& last, const std::vector<Value>& dirs) {
  for (const auto& dv : dirs) {
    if (!is_str(dv)) continue;
    fs::path dir = path_entry(dv);
    for (const char* ext : {".tsr", ".py"}) {
      fs::path init = dir / last / (std::string("__init__") + ext);
      std::error_code ec;  // a name the file system refuses (too long, ...) is a module that is not there
      if (fs::exists(init, ec)) return std::make_pair(init, true);
      fs::path file = dir / (last + ext);
      if (fs::exists(file, ec)) return std::make_pair(file, false);
    }
  }
  return std::nullopt;
}

// A namespace package (PEP 420): with no module or regular package of the name anywhere on the path, the
// directories of that name on it, together, are the package (its __path__), with no __init__ and no __file__.
Value namespace_package(const std::string& fullname, const std::string& last, const std::vector<Value>& dirs) {
  std::vector<Value> portions;
  for (const auto& dv : dirs) {
    if (!is_str(dv)) continue;
    const fs::path dir = path_entry(dv) / last;
    std::error_code ec;
    if (fs::is_directory(dir, ec)) portions.push_back(new_str(dir.string()));
  }
  if (portions.empty()) return Value();
  auto m = new_module(fullname);
  DictObject* d = m->dict();
  d->set_str(intern("__file__").get(), Value::none());
  Value path = new_list(std::move(portions));
  d->set_str(intern("__path__").get(), path);
  d->set_str(intern("__package__").get(), new_str(fullname));
  R.modules->set(new_str(fullname), Value(m));
  attach_spec(m, fullname, Value::none(), path);
  return Value(m);
}

// The standard modules tsr cannot provide (issue 18): importing one says so instead of the plain "No module
// named" (a program's own module of that name on sys.path is still found first). Every other unknown module
// keeps CPython's message.
struct UnavailableModules {
  const char* reason;
  std::initializer_list<const char*> names;
};
const UnavailableModules kUnavailableModules[] = {
    {"tsr has no pseudo-terminals", {"pty"}},
    {"pipes is deprecated since Python 3.11; use subprocess and shlex.quote", {"pipes"}},
    {"tsr has no network access", {"socketserver", "urllib.robotparser", "ftplib",
                                   "smtplib", "poplib", "imaplib", "xmlrpc", "selectors", "select"}},
    {"tsr has no graphical interface", {"tkinter", "turtle", "curses"}},
    {"tsr has no database engine", {"sqlite3", "dbm"}},
};

[[noreturn]] void module_not_found(const std::string& name) {
  std::string msg = "No module named '" + name + "'";
  for (const auto& group : kUnavailableModules)
    for (const char* n : group.names)
      if (name == n) msg += std::string(" (tsr does not provide it: ") + group.reason + ")";
  auto e = new_exception(T.ModuleNotFoundError, msg);
  generic_setattr(Value(e), intern("name").get(), new_str(name));
  throw PyException{e};
}

}  // namespace

Ref<ModuleObject> new_module(const std::string& name) {
  auto d = new_dict();
  d->set_str(intern("__name__").get(), new_str(name));
  d->set_str(intern("__doc__").get(), Value::none());
  d->set_str(intern("__package__").get(), Value::none());
  return make<ModuleObject>(T.module, intern(name), d);
}

void register_native_module(const std::string& name, std::function<void(ModuleObject&)> init) {
  native_modules()[name] = std::move(init);
}

// `_imp`: the import system's own search, for importlib and pkgutil (stdlib/importlib): is_builtin(name) says
// whether `name` is a native module (1, as CPython's _imp.is_builtin, or 0); find_file(name, dirs) is the file an
// import of the last part of `name` would load from `dirs` ((path, is_package) or None), the same search
// import_module makes. builtin_names() lists the native modules (sys.builtin_module_names).
void init_imp() {
  register_native_module("_imp", [](ModuleObject& m) {
    auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
    def("is_builtin", [](const CallArgs& a) {
      if (a.npos() != 1 || !is_str(a[0])) raise(T.TypeError, "is_builtin() argument must be str");
      return Value(int64_t(native_modules().contains(str_of(a[0]))));
    });
    def("find_file", [](const CallArgs& a) {
      if (a.npos() != 2 || !is_str(a[0])) raise(T.TypeError, "find_file(name, dirs)");
      const std::string name = str_of(a[0]);
      auto file = find_module_file(name.substr(name.rfind('.') + 1), to_vector(a[1]));
      if (!file) return Value::none();
      return new_tuple({new_str(file->first.string()), Value::boolean(file->second)});
    });
    def("builtin_names", [](const CallArgs&) {
      std::vector<Value> names;
      for (const auto& [name, init] : native_modules()) names.push_back(new_str(name));
      return new_tuple(std::move(names));
    });
  });
}

namespace {
// sys.modules[name], Null where absent; None there blocks the import (CPython's _find_and_load).
Value imported(const std::string& name) {
  Value found = R.modules->get(new_str(name));
  if (found.is_none()) {
    auto e = new_exception(T.ModuleNotFoundError, "import of " + name + " halted; None in sys.modules");
    generic_setattr(Value(e), intern("name").get(), new_str(name));
    throw PyException{e};
  }
  return found;
}
}  // namespace

// A finder a program put on sys.meta_path that finds `name` (path: the parent package's __path__, or None): the
// module its spec's loader makes and runs (or its legacy load_module's), as CPython's _find_and_load; Null when no
// such finder finds it. tsr's own finders (marked _tsr_import_system) stand for the search import_module makes.
Value import_by_meta_path(const std::string& name, const Value& path) {
  // (read from sys's dict: a program that never looked at sys.meta_path has put no finder there, and reading it
  // through sys.__getattr__ would load importlib._bootstrap)
  Value meta = as<ModuleObject>(import_module("sys"))->dict()->get_str(intern("meta_path").get());
  if (meta.is_null() || !has_layout(meta, Layout::List) || as<ListObject>(meta)->items.empty()) return {};
  static StrObject* s_own = intern("_tsr_import_system").get();
  static StrObject* s_find_spec = intern("find_spec").get();
  const std::vector<Value> finders = as<ListObject>(meta)->items;
  for (const Value& finder : finders) {
    if (!getattr_opt(finder, s_own).is_null()) continue;
    Value find_spec = getattr_opt(finder, s_find_spec);
    if (find_spec.is_null()) {
      Value find_module = getattr_opt(finder, intern("find_module").get());
      if (find_module.is_null()) continue;
      Value loader = call(find_module, {new_str(name), path});
      if (loader.is_none()) continue;
      call_method(loader, "load_module", {new_str(name)});
      return imported(name);
    }
    Value spec = call(find_spec, {new_str(name), path, Value::none()});
    if (spec.is_none()) continue;
    Value module = call(getattr(import_module("importlib._bootstrap"), intern("module_from_spec").get()), {spec});
    R.modules->set(new_str(name), module);
    try {
      Value loader = getattr(spec, intern("loader").get());
      if (!loader.is_none()) call_method(loader, "exec_module", {module});
    } catch (...) {
      R.modules->erase(new_str(name));
      throw;
    }
    Value done = imported(name);
    return done.is_null() ? module : done;
  }
  return {};
}

void name_native_functions(DictObject* ns, const std::string& module) {
  Value name = new_str(module);
  ns->for_each([&](const Value&, const Value& v) {
    if (!has_layout(v, Layout::Native)) return;
    auto* f = as<NativeFunctionObject>(v);
    if (!f->binds && f->module.is_null()) f->module = name;
  });
}

Value import_module(const std::string& name) {
  Value found = imported(name);
  if (!found.is_null()) return found;
  if (auto it = native_modules().find(name); it != native_modules().end()) {
    auto m = new_module(name);
    R.modules->set(new_str(name), Value(m));
    try {
      it->second(*m);
    } catch (...) {
      R.modules->erase(new_str(name));
      throw;
    }
    // Not a private module's functions (`_time`, `_tsr_os`): a .tsr module re-exports those under CPython's name, and
    // pickle's whichmodule finds that module for a function whose __module__ is None.
    if (name[name.rfind('.') + 1] != '_') name_native_functions(name == "builtins" ? R.builtins.get() : m->dict(), name);
    const size_t dot = name.rfind('.');
    if (dot != std::string::npos) {
      Value parent = import_module(name.substr(0, dot));
      setattr(parent, intern(name.substr(dot + 1)).get(), Value(m));
    }
    return Value(m);
  }
  const size_t dot = name.rfind('.');
  std::vector<Value> dirs;
  Value parent;
  Value path = Value::none();  // the parent package's __path__, None for a top-level module
  if (dot != std::string::npos) {
    parent = import_module(name.substr(0, dot));
    Value already = imported(name);
    if (!already.is_null()) return already;
    path = getattr_opt(parent, intern("__path__").get());
    if (path.is_null()) {
      auto e = new_exception(T.ModuleNotFoundError, "No module named '" + name + "'; '" + name.substr(0, dot) + "' is not a package");
      generic_setattr(Value(e), intern("name").get(), new_str(name));  // (CPython's e.name, pydoc.safeimport reads it)
      throw PyException{e};
    }
    dirs = to_vector(path);
  } else {
    dirs = R.path->items;
  }
  const std::string last = dot == std::string::npos ? name : name.substr(dot + 1);
  Value m = import_by_meta_path(name, path);
  if (!m.is_null()) {
    if (!parent.is_null()) setattr(parent, intern(last).get(), m);
    return m;
  }
  auto file = find_module_file(last, dirs);
  if (file) m = load_source_module(name, file->first, file->second);
  else if (Value ns = namespace_package(name, last, dirs); !ns.is_null()) m = ns;
  else module_not_found(name);
  if (!parent.is_null()) setattr(parent, intern(last).get(), m);
  return m;
}

namespace {
// Whether `e` says that module `fullname` itself does not exist (CPython's _handle_fromlist swallows only that: a
// ModuleNotFoundError raised while the submodule runs, for another module, is the user's to see).
bool missing_module(const PyException& e, const std::string& fullname) {
  if (!isinstance(Value(e.exc), T.ModuleNotFoundError)) return false;
  const Value n = getattr_opt(Value(e.exc), intern("name").get());
  return n.is_null() || n.is_none() || !is_str(n) || str_of(n) == fullname;
}
}  // namespace

Value import_name(const std::string& name, const Value& fromlist, int level, const Ref<DictObject>& globals) {
  std::string fullname = name;
  if (level > 0) {
    Value pkg = globals->get_str(intern("__package__").get());
    std::string package;
    if (is_str(pkg)) {
      package = str_of(pkg);
    } else {
      Value modname = globals->get_str(intern("__name__").get());
      package = is_str(modname) ? str_of(modname) : "";
      if (globals->get_str(intern("__path__").get()).is_null()) {
        const size_t d = package.rfind('.');
        package = d == std::string::npos ? "" : package.substr(0, d);
      }
    }
    if (package.empty()) raise(T.ImportError, "attempted relative import with no known parent package");
    for (int i = 1; i < level; ++i) {
      const size_t d = package.rfind('.');
      if (d == std::string::npos) raise(T.ImportError, "attempted relative import beyond top-level package");
      package = package.substr(0, d);
    }
    fullname = name.empty() ? package : package + "." + name;
  }
  Value m = import_module(fullname);
  const bool has_fromlist = !fromlist.is_none() && !fromlist.is_null() && length(fromlist) > 0;
  if (!has_fromlist) {
    if (level > 0) return m;
    const size_t dot = name.find('.');
    return dot == std::string::npos ? m : import_module(name.substr(0, dot));
  }
  if (!getattr_opt(m, intern("__path__").get()).is_null()) {
    for (const auto& item : to_vector(fromlist)) {
      if (!is_str(item) || str_of(item) == "*") continue;
      if (getattr_opt(m, intern(str_of(item)).get()).is_null()) {
        try {
          import_module(fullname + "." + str_of(item));
        } catch (PyException& e) {
          if (!missing_module(e, fullname + "." + str_of(item))) throw;
        }
      }
    }
  }
  return m;
}

Value import_from(const Value& module, StrObject* name) {
  Value v = getattr_opt(module, name);
  if (!v.is_null()) return v;
  Value modname = getattr_opt(module, intern("__name__").get());
  if (is_str(modname)) {
    try {
      return import_module(str_of(modname) + "." + name->s);
    } catch (PyException& e) {
      if (!missing_module(e, str_of(modname) + "." + name->s)) throw;
    }
  }
  // CPython's message, and the error's name and path (the module's)
  Value file = getattr_opt(module, intern("__file__").get());
  const bool partial = is_str(modname) && initializing_modules().contains(str_of(modname));
  auto e = new_exception(T.ImportError, "cannot import name '" + name->s + "' from " +
                                            (partial ? "partially initialized module " : "") + "'" +
                                            (is_str(modname) ? str_of(modname) : "<unknown module name>") + "' " +
                                            (partial ? "(most likely due to a circular import) " : "") + "(" +
                                            (is_str(file) ? str_of(file) : "unknown location") + ")");
  generic_setattr(Value(e), intern("name").get(), is_str(modname) ? modname : Value::none());
  generic_setattr(Value(e), intern("path").get(), is_str(file) ? file : Value::none());
  throw PyException{e};
}

void import_star(const Value& module, const Ref<DictObject>& into) {
  Value all = getattr_opt(module, intern("__all__").get());
  if (!all.is_null()) {
    for (const auto& n : to_vector(all)) into->set(n, getattr(module, intern(str_of(n)).get()));
    return;
  }
  as<ModuleObject>(module)->dict()->for_each([&](const Value& k, const Value& v) {
    if (is_str(k) && !str_of(k).starts_with("_")) into->set(k, v);
  });
}

// ---------------------------------------------------------------- running the main program

namespace {
int exit_status_of(const Value& exc) {
  Value code = getattr(exc, "code");
  if (code.is_none()) return 0;
  if (code.is_int() || code.is_bool()) return int(code.as_int());
  std::string s = str(code) + "\n";
  std::fflush(stdout);
  std::fwrite(s.data(), 1, s.size(), stderr);
  return 1;
}
}  // namespace

Ref<ModuleObject> new_main_module() {
  auto main = new_module("__main__");
  Value b = R.modules->get(new_str("builtins"));
  main->dict()->set_str(intern("__builtins__").get(), b.is_null() ? Value(R.builtins) : b);
  main->dict()->set_str(intern("__spec__").get(), Value::none());
  return main;
}

int run_main_source(const std::string& source, const std::string& filename) {
  auto main = new_main_module();
  if (filename != "<string>") main->dict()->set_str(intern("__file__").get(), new_str(filename));  // (-c has none)
  R.modules->set(new_str("__main__"), Value(main));
  int status = 0;
  try {
    auto code = compile_file_text(source, filename);
    R.depth = 1;  // the module's own frame counts toward the recursion limit, as in CPython
    exec_code(code, Ref<DictObject>(main->dict()));
  } catch (PyException& e) {
    if (isinstance(Value(e.exc), T.SystemExit)) {
      status = exit_status_of(Value(e.exc));
    } else {
      status = isinstance(Value(e.exc), T.KeyboardInterrupt) ? 130 : 1;
      try {
        report_uncaught(Value(e.exc));
      } catch (PyException& hook_exit) {  // the hook raised SystemExit: its status, as CPython's handle_system_exit
        status = exit_status_of(Value(hook_exit.exc));
      }
    }
  }
  std::fflush(stdout);
  return status;
}

int run_main_file(const std::string& path) {
  auto text = read_file(path);
  if (!text) {
    std::fprintf(stderr, "tsr: can't open file '%s': [Errno 2] No such file or directory\n", path.c_str());
    return 2;
  }
  // As CPython (3.9+), the main script's tracebacks and __file__ use its absolute path, made as CPython 3.11's
  // _Py_abspath makes it: a relative path joined to the current directory as given, not normalised ("../x/s.py"
  // run from /a/b is "/a/b/../x/s.py"; from / it is "//..."), an absolute one unchanged.
  return run_main_source(*text, path.starts_with('/') ? path : fs::current_path().string() + "/" + path);
}

Value compile_code(const std::string& text, const std::string& filename, lang::CompileMode mode) {
  return Value(make<CodeObject>(T.code, compile_file_text(text, filename, mode)));
}

Value compile_for_repl(const std::string& text, const std::string& filename) {
  return Value(make<CodeObject>(T.code, compile_file_text(text, filename, lang::CompileMode::Single)));
}

// ---------------------------------------------------------------- native modules

void def(ModuleObject& m, const char* name, NativeFn fn) {
  m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn)));
}

namespace {

void put(ModuleObject& m, const char* name, Value v) { m.dict()->set_str(intern(name).get(), std::move(v)); }

}  // namespace

// sys.getsizeof: the bytes CPython 3.11 (64-bit) reports for the same value, from its object layouts: header
// and GC header, int digits of 30 bits, str's compact kinds, tuple/list item pointers, a dict's keys table (1-byte
// indices up to 128 slots, 16-byte entries for str keys, 24 otherwise), a set's table beyond its 8 inline slots.
// A list counts its length (CPython counts its over-allocated capacity, which depends on how it grew). A class
// with its own __sizeof__ gets that plus CPython's 32 bytes of GC and managed-dict headers.
int64_t getsizeof(const Value& v) {
  if (v.is_none()) return 16;
  if (v.is_bool() || v.is_int()) {
    const int64_t i = v.is_bool() ? int64_t(v.as_bool()) : v.as_int();
    uint64_t mag = i < 0 ? uint64_t(0) - uint64_t(i) : uint64_t(i);
    int64_t digits = 1;
    while (mag >>= 30) ++digits;
    return 24 + 4 * digits;
  }
  if (v.is_float()) return 24;
  TypeObject* t = type_of(v);
  if (!t->builtin) {
    Value sizeof_fn = lookup(t, intern("__sizeof__").get());
    if (!sizeof_fn.is_null() && has_layout(sizeof_fn, Layout::Function))
      return index_of(call(bind_descriptor(sizeof_fn, v, t), {})) + 32;
  }
  switch (t->layout) {
    case Layout::Str: {
      const std::string& s = str_of(v);
      uint32_t max = 0;
      int64_t n = 0;
      for (size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const int len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        uint32_t cp = len == 1 ? c : c & (0x7F >> len);
        for (int k = 1; k < len && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        max = std::max(max, cp);
        i += len;
        ++n;
      }
      return max < 0x80 ? 49 + n : max < 0x100 ? 73 + n : max < 0x10000 ? 74 + 2 * n : 76 + 4 * n;
    }
    case Layout::Tuple: return 40 + 8 * int64_t(as<TupleObject>(v)->items.size());
    case Layout::List: return 56 + 8 * int64_t(as<ListObject>(v)->items.size());
    case Layout::Dict: {
      const auto* d = as<DictObject>(v);
      const int64_t n = int64_t(d->size());
      if (n == 0) return 64;
      int64_t slots = 8;
      while (slots * 2 / 3 < n) slots *= 2;
      bool str_keys = true;
      d->for_each([&](const Value& k, const Value&) { str_keys = str_keys && is_str(k); });
      const int64_t index_bytes = slots <= 128 ? 1 : slots <= (1 << 15) ? 2 : 4;
      return 64 + 32 + slots * index_bytes + slots * 2 / 3 * (str_keys ? 16 : 24);
    }
    case Layout::Set: {
      const size_t table = as<SetObject>(v)->table.size();
      return 216 + (table > 8 ? 16 * int64_t(table) : 0);
    }
    case Layout::Range: return 48;
    default: return t->builtin ? 16 : 56;
  }
}

namespace {

namespace {
// sys.displayhook's default (CPython's sys_displayhook): builtins._ is None while the repr is made, the text goes to
// sys.stdout as the program has it (the process's own stdout written directly), then _ is the value.
Value default_displayhook(const CallArgs& a) {
  if (a.npos() != 1) raise(T.TypeError, "displayhook() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
  const Value& v = a[0];
  if (v.is_none()) return Value::none();
  StrObject* underscore = intern("_").get();
  R.builtins->set_str(underscore, Value::none());
  const std::string text = repr(v) + "\n";
  const Value out = program_stdout();
  if (out.is_none()) raise(T.RuntimeError, "lost sys.stdout");
  if (out.is_null()) {
    std::fwrite(text.data(), 1, text.size(), stdout);
  } else {
    call_method(out, "write", {new_str(text)});
  }
  R.builtins->set_str(underscore, v);
  return Value::none();
}

Value& displayhook_native() {
  static Value hook = new_native("displayhook", default_displayhook);
  return hook;
}
}  // namespace

void init_sys(ModuleObject& m) {
  put(m, "displayhook", displayhook_native());
  put(m, "__displayhook__", displayhook_native());
  put(m, "modules", Value(R.modules));
  put(m, "path", Value(R.path));
  // The import hooks: finders a program puts on meta_path are asked before the path (import_module). meta_path
  // itself is made on first read (sys.__getattr__), holding tsr's own finders (BuiltinImporter, FrozenImporter,
  // PathFinder) as CPython's does, which importlib._bootstrap defines. path_hooks and path_importer_cache are kept
  // for the programs that read or extend them.
  put(m, "path_hooks", new_list({}));
  put(m, "path_importer_cache", Value(new_dict()));
  for (auto [f, name, mode] : {std::tuple{stdin, "stdin", "r"}, {stdout, "stdout", "w"}, {stderr, "stderr", "w"}}) {
    Value stream = std_stream(f, "<" + std::string(name) + ">", mode);
    put(m, name, stream);
    put(m, ("__" + std::string(name) + "__").c_str(), stream);
  }
  put(m, "version", new_str("3.11.2 (tsr)"));
  put(m, "hexversion", Value(int64_t(0x030B02F0)));
  // version_info, float_info, int_info and flags are named tuples, and implementation a types.SimpleNamespace, made
  // by stdlib/_sysinfo.tsr on first use.
  def(m, "__getattr__", [](const CallArgs& a) -> Value {
    const std::string name = str_of(a[0]);
    if (name == "version_info" || name == "float_info" || name == "int_info" || name == "flags" ||
        name == "implementation" || name == "hash_info" || name == "thread_info" || name == "builtin_module_names") {
      Value v = getattr(import_module("_sysinfo"), intern(name).get());
      setattr(import_module("sys"), intern(name).get(), v);
      return v;
    }
    if (name == "meta_path") {  // importlib._bootstrap puts tsr's finders first in it
      Value sys = import_module("sys");
      setattr(sys, intern(name).get(), new_list({}));
      import_module("importlib._bootstrap");
      return getattr(sys, intern(name).get());
    }
    if (name == "_getframe") {  // frame objects, stdlib/_frame.tsr
      Value v = getattr(import_module("_frame"), intern("_getframe").get());
      setattr(import_module("sys"), intern(name).get(), v);
      return v;
    }
    raise(T.AttributeError, "module 'sys' has no attribute '" + name + "'");
  });
  def(m, "exc_info", [](const CallArgs&) {
    if (R.exc_info.is_null()) return new_tuple({Value::none(), Value::none(), Value::none()});
    return new_tuple({Value(type_of(R.exc_info)), R.exc_info, traceback_of(as<ExceptionObject>(R.exc_info))});
  });
  def(m, "exception", [](const CallArgs&) { return R.exc_info.is_null() ? Value::none() : R.exc_info; });
  // Where tsr is installed (bin/tsr's parent: the build tree when run from there); a venv is not told apart.
  {
    const fs::path exe(executable_path());
    const std::string prefix = exe.has_parent_path() ? exe.parent_path().parent_path().string() : std::string();
    for (const char* name : {"prefix", "exec_prefix", "base_prefix", "base_exec_prefix"}) put(m, name, new_str(prefix));
  }
  put(m, "platlibdir", new_str("lib"));
  put(m, "pycache_prefix", Value::none());
  // (tsr writes no .pyc files; its cache is its own) $PYTHONDONTWRITEBYTECODE sets it, as CPython's -B
  const char* no_bytecode = std::getenv("PYTHONDONTWRITEBYTECODE");
  put(m, "dont_write_bytecode", Value::boolean(no_bytecode && *no_bytecode));
  put(m, "abiflags", new_str(""));
  put(m, "api_version", Value(int64_t(1013)));
  put(m, "float_repr_style", new_str("short"));
  put(m, "copyright", new_str("tsr: a Python 3.11 subset and tensor library; Python is Copyright (c) 2001-2023 "
                              "Python Software Foundation."));
  // The thread switch interval: kept and returned (tsr's threads take turns at blocking calls, not by time).
  static double switch_interval = 0.005;
  def(m, "getswitchinterval", [](const CallArgs&) { return Value(switch_interval); });
  def(m, "setswitchinterval", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "setswitchinterval() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
    const double v = float_of(a[0]);
    if (!(v > 0)) raise(T.ValueError, "switch interval must be strictly positive");
    switch_interval = v;
    return Value::none();
  });
  // Tracing and profiling hooks: none is ever set, and setting one is refused by name (tsr's evaluation loop
  // reports no line or call events), not accepted and ignored.
  def(m, "gettrace", [](const CallArgs&) { return Value::none(); });
  def(m, "getprofile", [](const CallArgs&) { return Value::none(); });
  for (const char* name : {"settrace", "setprofile"}) {
    const std::string fname = name;
    def(m, name, [fname](const CallArgs& a) {
      if (a.npos() != 1) raise(T.TypeError, fname + "() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
      if (!a[0].is_none())
        raise(T.NotImplementedError, "sys." + fname + "() is not supported in tsr: its evaluation loop reports no trace events");
      return Value::none();
    });
  }
  def(m, "call_tracing", [](const CallArgs& a) {
    if (a.npos() != 2) raise(T.TypeError, "call_tracing expected 2 arguments, got " + std::to_string(a.npos()));
    if (!has_layout(a[1], Layout::Tuple)) raise(T.TypeError, "call_tracing(): argument 2 must be tuple, not " + type_name(a[1]));
    return call_vec(a[0], as<TupleObject>(a[1])->items);
  });
  // tsr counts references as CPython does; the call's own argument is one of them, as in CPython.
  def(m, "getrefcount", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "getrefcount() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
    return Value(int64_t(a[0].is_obj() ? a[0].obj()->refcount : 1));
  });
  def(m, "is_finalizing", [](const CallArgs&) { return Value::boolean(g_finalizing); });
  def(m, "getdefaultencoding", [](const CallArgs&) { return new_str("utf-8"); });
  def(m, "getfilesystemencoding", [](const CallArgs&) { return new_str("utf-8"); });
  put(m, "platform", new_str("linux"));
  put(m, "maxsize", Value(int64_t(INT64_MAX)));
  put(m, "maxunicode", Value(int64_t(0x10FFFF)));
  put(m, "byteorder", new_str("little"));
  put(m, "executable", new_str(executable_path()));
  // CPython's: $PYTHONWARNINGS's comma-separated filters, then the -W options; the warnings module applies them
  std::vector<Value> warnoptions;
  if (const char* env = std::getenv("PYTHONWARNINGS"); env && *env) {
    std::string_view rest(env);
    for (size_t comma; !rest.empty(); rest = comma == rest.npos ? std::string_view() : rest.substr(comma + 1)) {
      comma = rest.find(',');
      if (std::string_view item = rest.substr(0, comma); !item.empty()) warnoptions.push_back(new_str(std::string(item)));
    }
  }
  for (const std::string& w : warn_options()) warnoptions.push_back(new_str(w));
  put(m, "warnoptions", new_list(std::move(warnoptions)));
  def(m, "exit", [](const CallArgs& a) -> Value {
    auto e = new_exception(T.SystemExit, "");
    e->args = a.args.empty() ? new_tuple({}) : new_tuple({a[0]});
    throw PyException{e};
  });
  // sys.breakpointhook (breakpoint()'s): $PYTHONBREAKPOINT names the function to call ("0": none; unset or empty:
  // pdb.set_trace, which tsr's pdb refuses, saying so), as CPython's
  Value breakpointhook = new_native("breakpointhook", [](const CallArgs& a) -> Value {
    const char* env = std::getenv("PYTHONBREAKPOINT");
    const std::string hook = env && *env ? env : "pdb.set_trace";
    if (hook == "0") return Value::none();
    const size_t dot = hook.rfind('.');
    const std::string module = dot == std::string::npos ? "builtins" : hook.substr(0, dot);
    const std::string name = dot == std::string::npos ? hook : hook.substr(dot + 1);
    Value fn;
    try {
      fn = getattr(import_module(module), intern(name).get());
    } catch (PyException& e) {
      if (!isinstance(Value(e.exc), T.ImportError) && !isinstance(Value(e.exc), T.AttributeError)) throw;
      call(getattr(import_module("warnings"), "warn"),
           {new_str("Ignoring unimportable $PYTHONBREAKPOINT: \"" + hook + "\""), Value(T.RuntimeWarning)});
      return Value::none();
    }
    return call(fn, a);
  });
  put(m, "breakpointhook", breakpointhook);
  put(m, "__breakpointhook__", breakpointhook);
  Value excepthook = new_native("excepthook", default_excepthook, false,
                                "Handle an exception by displaying it with a traceback on sys.stderr.");
  put(m, "excepthook", excepthook);
  put(m, "__excepthook__", excepthook);
  put(m, "unraisablehook", gc::default_unraisablehook());
  put(m, "__unraisablehook__", gc::default_unraisablehook());
  def(m, "get_asyncgen_hooks", asyncgen_hooks_get);
  def(m, "set_asyncgen_hooks", asyncgen_hooks_set);
  def(m, "getrecursionlimit", [](const CallArgs&) { return Value(int64_t(R.recursion_limit)); });
  def(m, "setrecursionlimit", [](const CallArgs& a) {
    R.recursion_limit = int(index_of(a[0]));
    return Value::none();
  });
  def(m, "get_int_max_str_digits", [](const CallArgs& a) {
    if (!a.args.empty()) raise(T.TypeError, "sys.get_int_max_str_digits() takes no arguments (" + std::to_string(a.args.size()) + " given)");
    return Value(int_max_str_digits());
  });
  def(m, "set_int_max_str_digits", [](const CallArgs& a) {
    // Argument Clinic's one argument, positional or as maxdigits=
    if (a.args.size() > 1) raise(T.TypeError, "set_int_max_str_digits() takes at most 1 argument (" + std::to_string(a.args.size()) + " given)");
    if (a.args.empty() || (a.nkw() == 1 && str_of(a.kwnames->items[0]) != "maxdigits"))
      raise(T.TypeError, "set_int_max_str_digits() missing required argument 'maxdigits' (pos 1)");
    const Value& v = a[0];
    if (!is_integer(v)) raise(T.TypeError, "'" + type_of(v)->name + "' object cannot be interpreted as an integer");
    if (is_big(v) || v.as_int() > INT32_MAX || v.as_int() < INT32_MIN) raise(T.OverflowError, "Python int too large to convert to C int");
    set_int_max_str_digits(v.is_bool() ? int64_t(v.as_bool()) : v.as_int());
    return Value::none();
  });
  def(m, "getsizeof", [](const CallArgs& a) {
    if (a.npos() < 1) raise(T.TypeError, "getsizeof() missing required argument 'object' (pos 1)");
    return Value(getsizeof(a[0]));
  });
  def(m, "intern", [](const CallArgs& a) {
    if (!is_str(a[0])) raise(T.TypeError, "intern() argument must be str, not " + type_name(a[0]));
    return Value(intern(str_of(a[0])));
  });
  as<NativeFunctionObject>(m.dict()->get_str(tsr::interp::intern("intern").get()))->arity = NativeArity{NativeArity::One};
}

}  // namespace

void init_modules() {
  register_native_module("sys", init_sys);
  register_native_module("builtins", [](ModuleObject& m) {
    // The module's namespace is the builtins dict itself, so `builtins.len = f` changes what `len` means.
    m.dict()->for_each([&](const Value& k, const Value& v) {
      if (R.builtins->get(k).is_null()) R.builtins->set(k, v);
    });
    incref(R.builtins.get());
    decref(m.attrs);
    m.attrs = R.builtins.get();
  });
}

void set_executable(std::string path) { executable_path() = std::move(path); }
void set_warn_options(std::vector<std::string> options) { warn_options() = std::move(options); }

Value program_stdout() {
  Value sys_module = R.modules->get_str(intern("sys").get());
  if (!has_layout(sys_module, Layout::Module)) return Value();
  DictObject* d = as<ModuleObject>(sys_module)->dict();
  Value cur = d->get_str(intern("stdout").get()), orig = d->get_str(intern("__stdout__").get());
  if (cur.is_null() || cur.is_none()) return Value::none();
  if (cur.is_obj() && orig.is_obj() && cur.obj() == orig.obj()) return Value();
  return cur;
}

void display_value(const Value& v) {
  Value sys_module = R.modules->get_str(intern("sys").get());
  Value hook;
  if (has_layout(sys_module, Layout::Module)) hook = as<ModuleObject>(sys_module)->dict()->get_str(intern("displayhook").get());
  if (hook.is_null()) raise(T.RuntimeError, "lost sys.displayhook");
  if (hook.is_obj() && hook.obj() == displayhook_native().obj()) {
    Value args[1] = {v};
    default_displayhook(CallArgs{std::span<const Value>(args, 1)});
    return;
  }
  call(hook, {v});
}

}  // namespace tsr::interp
