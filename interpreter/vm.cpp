// The evaluation loop (language.md §4): one switch over the opcodes of lang/opcodes.def, exceptions found
// through the code object's exception table, generators as frames that return at YIELD_VALUE and resume.
#include "interpreter/vm.hpp"

#include <cstdio>
#include <iostream>
#include <new>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/complex.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/signals.hpp"
#include "interpreter/suggestions.hpp"
#include "interpreter/trace.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/core/error.hpp"
#include "tensor/core/linalg_error.hpp"
#include "tensor/iterator/elementwise.hpp"

namespace tsr::interp {

using lang::Opcode;
using lang::BinaryOpArg;
using lang::CompareOpArg;

namespace {
// The frame arena, one per thread, reached through a plain thread_local pointer (no initialisation guard on the
// call path). Frame slots are chunks of Values handed out in LIFO order; free slot memory holds Null Values, so a
// new frame's slots are ready as they are. The Frame headers of inlined calls (CallFrames) have a LIFO stack of
// their own, so header memory is never slot memory and needs no clearing. Both are bump pointers: a frame's own
// `slots` is the slot position to go back to, and a header's address the header position.
struct FrameArena {
  static constexpr size_t kChunk = size_t(1) << 16;
  std::vector<std::unique_ptr<Value[]>> chunks;
  std::vector<size_t> sizes;
  size_t chunk = 0;
  Value* next = nullptr;  // the first free slot of chunks[chunk] (null before the first frame)
  Value* end = nullptr;   // the end of chunks[chunk]

  static constexpr size_t kHeadersPerChunk = 256;
  struct HeaderSpace {
    alignas(Frame) std::byte bytes[sizeof(Frame)];
  };
  std::vector<std::unique_ptr<HeaderSpace[]>> header_chunks;
  size_t header_chunk = 0;
  HeaderSpace* header_next = nullptr;  // the next free header of header_chunks[header_chunk]
  HeaderSpace* header_begin = nullptr;
  HeaderSpace* header_end = nullptr;

  // Moves to the next chunk (allocating it if needed) with room for n slots.
  [[gnu::noinline]] void grow(size_t n) {
    size_t c = next ? chunk + 1 : 0;
    while (c < chunks.size() && sizes[c] < n) ++c;
    if (c >= chunks.size()) {
      const size_t size = std::max(kChunk, n);
      chunks.emplace_back(new Value[size]);
      sizes.push_back(size);
      c = chunks.size() - 1;
    }
    select(c);
    next = chunks[c].get();
  }
  void select(size_t c) {
    chunk = c;
    end = chunks[c].get() + sizes[c];
  }
  // Room for one more header: the next header chunk, allocated on first use.
  [[gnu::noinline]] void next_header_chunk() {
    if (header_begin) ++header_chunk;
    if (header_chunk == header_chunks.size()) header_chunks.emplace_back(new HeaderSpace[kHeadersPerChunk]);
    header_begin = header_next = header_chunks[header_chunk].get();
    header_end = header_begin + kHeadersPerChunk;
  }
  // After the first header of a chunk after the first was given back: the previous chunk, full.
  [[gnu::noinline]] void previous_header_chunk() {
    --header_chunk;
    header_begin = header_chunks[header_chunk].get();
    header_next = header_end = header_begin + kHeadersPerChunk;
  }
  // Slots for a frame of n.
  TSR_INLINE Value* take(size_t n) {
    if (size_t(end - next) < n) [[unlikely]] grow(n);
    Value* s = next;
    next += n;
    return s;
  }
  // Gives back the slots of a frame (and everything above them), which start at `s` in chunk c.
  TSR_INLINE void give_back(Value* s, size_t c) {
    if (chunk != c) [[unlikely]] select(c);
    next = s;
  }
};
thread_local FrameArena* t_arena = nullptr;
thread_local std::unique_ptr<FrameArena> t_arena_owner;  // frees the arena at thread exit
TSR_INLINE FrameArena& arena() {
  if (!t_arena) [[unlikely]] {
    t_arena_owner = std::make_unique<FrameArena>();
    t_arena = t_arena_owner.get();
  }
  return *t_arena;
}
}  // namespace

void Frame::leave_arena() {
  // Slots at and above sp are empty: every exit from eval_frame (return, yield, exception) clears the value
  // stack down to sp first.
  for (uint32_t i = 0; i < sp; ++i) slots[i].clear();
  t_arena->give_back(slots, arena_chunk_);  // (the arena was made by the frame's constructor)
}

// The frames of calls run by the calling eval_frame's loop: a header from the arena's header stack and slots
// from its Value chunks, so a call is two bumps and a return puts them back. The function is moved in from the
// caller's stack. Only the loop pushes, after its own frame has made sure the arena exists.
struct CallFrames {
  static TSR_INLINE Frame* push(FunctionObject* fn, Value callee, Frame* caller) {
    FrameArena& a = *t_arena;
    CodeObject* code = fn->code.get();
    const uint32_t n = code->nslots;
    Value* slots = a.take(n);
    if (a.header_next == a.header_end) [[unlikely]] a.next_header_chunk();
    void* header = a.header_next++;
    return new (header) Frame(Frame::InArena{}, code, fn->globals.get(), std::move(callee), slots, n, a.chunk, caller);
  }

  // Gives back the header of the innermost frame made by push.
  static TSR_INLINE void pop_header(FrameArena& a) {
    if (--a.header_next == a.header_begin && a.header_chunk > 0) [[unlikely]] a.previous_header_chunk();
  }

  // Ends the innermost frame made by push, at its RETURN_VALUE: the value stack is already empty (sp is
  // nlocalsplus) and there is no __init__ instance, so only the locals and the function need releasing.
  static TSR_INLINE void pop_returning(Frame* frame, uint32_t nlocalsplus) {
    Value* slots = frame->slots;
    for (uint32_t i = 0; i < nlocalsplus; ++i) slots[i].clear();
    FrameArena& a = *t_arena;
    a.give_back(slots, frame->arena_chunk_);
    frame->func.clear();
    pop_header(a);
  }

  // Ends the innermost frame made by push.
  static TSR_INLINE void pop(Frame* frame) {
    frame->leave_arena();
    // Of the members, only the function and an unfinished __init__'s instance own anything in such a frame; they
    // are released here and the header's storage is reused without running ~Frame.
    frame->func.clear();
    frame->init_self.clear();
    pop_header(*t_arena);
  }
};

Frame::Frame(Ref<CodeObject> c, Ref<DictObject> g, Ref<DictObject> l, bool heap)
    : code(c.get()), globals(g.get()), locals(std::move(l)), code_owner_(std::move(c)), globals_owner_(std::move(g)) {
  nslots = code->nslots;
  sp = code->nlocalsplus;
  if (heap) {
    owned_.reset(new Value[nslots]);
    slots = owned_.get();
    return;
  }
  FrameArena& a = arena();
  slots = a.take(nslots);
  arena_chunk_ = a.chunk;
  on_arena_ = true;
}

void Frame::gc_traverse(GcVisit visit, void* ctx) const {
  auto v = [&](const Value& x) {
    if (x.is_obj()) visit(x.obj(), ctx);
  };
  v(func);
  v(init_self);
  if (locals) visit(locals.get(), ctx);
  if (code_owner_) visit(code_owner_.get(), ctx);
  if (globals_owner_) visit(globals_owner_.get(), ctx);
  for (uint32_t i = 0; i < nslots; ++i) v(slots[i]);  // (the entries above the stack pointer are all Null)
}

void Frame::gc_clear() {
  for (uint32_t i = 0; i < nslots; ++i) (void)Value(std::move(slots[i]));
  sp = code->nlocalsplus;
  (void)Value(std::move(func));
  (void)Value(std::move(init_self));
  (void)Ref<DictObject>(std::move(locals));
}

GeneratorObject::GeneratorObject(TypeObject* t, std::unique_ptr<Frame> f) : Object(t), frame(std::move(f)) { gc::track(this); }
GeneratorObject::~GeneratorObject() = default;

CodeObject::CodeObject(TypeObject* t, std::shared_ptr<const lang::Code> c)
    : Object(t), code(std::move(c)), raw(code.get()), words(raw->code.data()),
      nlocalsplus(uint32_t(raw->nlocalsplus())), nslots(nlocalsplus + uint32_t(raw->stacksize) + 1) {
  if (raw->kwonlyargcount == 0 && !(raw->flags & (lang::CO_VARARGS | lang::CO_VARKEYWORDS | lang::CO_SUSPENDS)))
    fast_argcount = uint32_t(raw->argcount);
  struct Convert {
    Value operator()(const lang::NoneConstant&) const { return Value::none(); }
    Value operator()(const lang::EllipsisConstant&) const { return kEllipsis; }
    Value operator()(bool b) const { return Value::boolean(b); }
    Value operator()(int64_t i) const { return Value(i); }
    Value operator()(double d) const { return Value(d); }
    Value operator()(const std::string& s) const { return Value(intern(s)); }
    Value operator()(const lang::BytesConstant& b) const { return new_bytes(b.data); }
    Value operator()(const lang::BigIntConstant& b) const { return int_from_digits(b.digits, b.base); }
    Value operator()(const lang::ImagConstant& c) const { return new_complex(0.0, c.imag); }
    Value operator()(const std::shared_ptr<const lang::TupleConstant>& t) const {
      std::vector<Value> items;
      for (const auto& c : t->items) items.push_back(std::visit(*this, c));
      return new_tuple(std::move(items));
    }
    Value operator()(const std::shared_ptr<const lang::Code>& c) const { return Value(make<CodeObject>(T.code, c)); }
  };
  for (const auto& k : code->consts) consts.push_back(std::visit(Convert{}, k));
  for (const auto& n : code->names) names.push_back(intern(n));
  for (const auto& n : code->varnames) varnames.push_back(intern(n));
}

namespace {

// Converts a C++ exception from the tensor library or the allocator into the Python exception.
PyException translate(const tensor::Error& e) {
  TypeObject* t = T.RuntimeError;
  switch (e.kind) {
    case tensor::ErrorKind::TypeError: t = T.TypeError; break;
    case tensor::ErrorKind::ValueError: t = T.ValueError; break;
    case tensor::ErrorKind::IndexError: t = T.IndexError; break;
    case tensor::ErrorKind::NotImplementedError: t = T.NotImplementedError; break;
    case tensor::ErrorKind::KeyboardInterrupt: t = T.KeyboardInterrupt; break;
    case tensor::ErrorKind::AssertionError: t = T.AssertionError; break;
    default: break;
  }
  if (dynamic_cast<const tensor::LinAlgError*>(&e)) t = torch::linalg_error_type();
  if (t == T.KeyboardInterrupt) return PyException{new_exception(t, "")};
  return PyException{new_exception(t, e.what())};
}

const std::string& slot_name(const lang::Code& co, uint32_t i) {
  const size_t nv = co.varnames.size(), nc = co.cellvars.size();
  if (i < nv) return co.varnames[i];
  if (i < nv + nc) return co.cellvars[i - nv];
  return co.freevars[i - nv - nc];
}

// NameError with CPython's `name` attribute and its "Did you mean" candidate: the closest of the code's local
// variable names, else of the globals, else of the builtins (as CPython 3.11 searches them).
[[noreturn]] void raise_name_error(Frame& f, StrObject* name) {
  Ref<ExceptionObject> e = new_exception(T.NameError, "name '" + name->s + "' is not defined");
  instance_dict(e.get()).set_str(intern("name").get(), Value(name));
  std::vector<std::string_view> candidates(f.code->code->varnames.begin(), f.code->code->varnames.end());
  std::optional<std::string> found = closest_name(name->s, candidates);
  for (DictObject* scope : {f.globals, R.builtins.get()}) {
    if (found) break;
    candidates.clear();
    for (const auto& entry : scope->entries)
      if (!entry.key.is_null() && is_str(entry.key)) candidates.push_back(str_of(entry.key));
    found = closest_name(name->s, candidates);
  }
  if (found) e->suggestion = *found;
  throw PyException{std::move(e)};
}

Value load_global(Frame& f, StrObject* name) {
  Value v = f.globals->get_str(name);
  if (!v.is_null()) return v;
  v = R.builtins->get_str(name);
  if (!v.is_null()) return v;
  v = lazy_builtin(name);
  if (!v.is_null()) return v;
  raise_name_error(f, name);
}

// LOAD_GLOBAL through the instruction's cache (CodeObject::GlobalCache): while the globals and the builtins keep
// their keys, the name's value is read from the entry where it was found.
[[gnu::noinline]] void allocate_global_cache(CodeObject& code) { code.global_cache.resize(code.raw->code.size()); }
// The cache missed: finds the name (or raises the NameError) and remembers its entry.
[[gnu::noinline]] Value load_global_miss(Frame& f, StrObject* name, CodeObject::GlobalCache& c) {
  DictObject* builtins = R.builtins.get();
  const int64_t in_globals = f.globals->entry_of_str(name);
  DictObject* where = in_globals >= 0 ? f.globals : builtins;
  const int64_t ix = in_globals >= 0 ? in_globals : builtins->entry_of_str(name);
  if (ix < 0) return load_global(f, name);  // raises the NameError
  c = {f.globals->keys_version, builtins->keys_version, &where->entries[size_t(ix)].value, in_globals >= 0};
  return *c.value;
}
TSR_INLINE CodeObject::GlobalCache& global_cache_for(CodeObject& code, uint32_t at) {
  if (code.global_cache.empty()) [[unlikely]] allocate_global_cache(code);
  return code.global_cache[at];
}
TSR_INLINE bool global_cache_valid(const Frame& f, const CodeObject::GlobalCache& c) {
  return c.globals_keys == f.globals->keys_version && c.builtins_keys == R.builtins->keys_version;
}
// Pushes the global `name` onto the value stack entry `to` (empty).
TSR_INLINE void load_global_cached(Frame& f, StrObject* name, uint32_t at, Value* to) {
  CodeObject::GlobalCache& c = global_cache_for(*f.code, at);
  if (global_cache_valid(f, c)) [[likely]] to->fill(*c.value);
  else to->fill(load_global_miss(f, name, c));
}

// STORE_GLOBAL (and module-level STORE_NAME) through the same cache: a global that exists keeps its entry.
TSR_INLINE void store_global_cached(Frame& f, StrObject* name, uint32_t at, Value v) {
  CodeObject::GlobalCache& c = global_cache_for(*f.code, at);
  if (c.in_globals && c.globals_keys == f.globals->keys_version) [[likely]] {
    *c.value = std::move(v);
    return;
  }
  f.globals->set_str(name, std::move(v));
  const int64_t ix = f.globals->entry_of_str(name);
  if (ix >= 0) c = {f.globals->keys_version, R.builtins->keys_version, &f.globals->entries[size_t(ix)].value, true};
}

Value make_function(Frame& f, uint32_t flags, Value* stack_top) {
  // Stack (top last): [defaults] [kwdefaults] [annotations] [closure] code
  Value* p = stack_top;
  Ref<CodeObject> code(as<CodeObject>(*--p));
  auto fn = make<FunctionObject>(T.function, code, f.globals);
  if (flags & 8) fn->closure = *--p;
  if (flags & 4) fn->annotations = *--p;
  if (flags & 2) fn->kwdefaults = *--p;
  if (flags & 1) fn->defaults = *--p;
  fn->name = Value(intern(code->code->name));
  fn->qualname = new_str(code->code->qualname);
  const Value& doc = code->consts.empty() ? Value() : code->consts[0];
  fn->doc = Value::none();
  if (!(code->code->flags & 0x100) && is_str(doc) && code->code->name != "<lambda>") fn->doc = doc;
  static StrObject* const s_name = intern("__name__").get();
  Value mod = f.globals->get_str(s_name);
  fn->module = mod.is_null() ? Value::none() : mod;
  return Value(fn);
}

// CPython's _PyObject_FunctionStr: "module.qualname()" (module left out for builtins), else the repr.
// CPython's _PyObject_FunctionStr: "module.qualname()" (the module left out when builtins or absent), from the
// object's attributes (a bound method forwards them to its function); str(fn) when it has no __qualname__.
std::string function_str(const Value& fn) {
  std::string qualname, mod;
  if (has_layout(fn, Layout::Function)) {  // (its fields directly: no attribute lookups)
    auto* f = as<FunctionObject>(fn);
    qualname = str_of(f->qualname);
    mod = is_str(f->module) ? str_of(f->module) : "";
  } else {
    static Ref<StrObject> qualname_key = intern("__qualname__"), module_key = intern("__module__");
    const Value q = getattr_opt(fn, qualname_key.get());
    if (q.is_null()) return str(fn);
    qualname = str(q);
    const Value m = getattr_opt(fn, module_key.get());
    mod = m.is_null() || m.is_none() ? "" : str(m);
  }
  return (mod.empty() || mod == "builtins" ? "" : mod + ".") + qualname + "()";
}

std::string join_names(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) out += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
    out += "'" + names[i] + "'";
  }
  return out;
}

}  // namespace

// ---------------------------------------------------------------- argument binding

namespace {
void bind_arguments(FunctionObject* fn, const CallArgs& a, Frame* frame);
}

namespace {
// Calls and backward jumps spend the step budget (set when fuzzing; -1, no limit, otherwise). Once exhausted it
// stays exhausted until the embedder resets it.
TSR_INLINE void spend_step() {
  if (R.step_budget >= 0 && R.step_budget-- == 0) [[unlikely]] {
    R.step_budget = 0;
    raise(T.RuntimeError, "step budget exhausted");
  }
}
}  // namespace

Value call_function(FunctionObject* fn, const CallArgs& a) { return call_function_soft(fn, a, nullptr); }

Value call_function_soft(FunctionObject* fn, const CallArgs& a, Ref<ExceptionObject>* raised) {
  const lang::Code& co = *fn->code->code;
  if (co.flags & lang::CO_SUSPENDS) {
    auto frame = std::make_unique<Frame>(fn->code, fn->globals, Ref<DictObject>(), true);
    frame->func = Value(fn);
    bind_arguments(fn, a, frame.get());
    TypeObject* kind = (co.flags & lang::CO_COROUTINE)         ? T.coroutine
                       : (co.flags & lang::CO_ASYNC_GENERATOR) ? T.async_generator
                                                               : T.generator;
    auto g = make<GeneratorObject>(kind, std::move(frame));
    g->name = fn->name;
    g->qualname = fn->qualname;
    return Value(g);
  }
  RecursionGuard guard;
  spend_step();
  gc::poll();
  Frame frame(fn->code, fn->globals, Ref<DictObject>());
  frame.func = Value(fn);
  bind_arguments(fn, a, &frame);
  return eval_frame(frame, {}, {}, raised);
}

namespace {
void bind_arguments(FunctionObject* fn, const CallArgs& a, Frame* frame) {
  const lang::Code& co = *fn->code->code;
  Value* slots = frame->slots;
  // Fast path: exactly the positional parameters, nothing else.
  if (!a.kwnames && a.args.size() == co.argcount && co.kwonlyargcount == 0 &&
      !(co.flags & (lang::CO_VARARGS | lang::CO_VARKEYWORDS))) {
    for (size_t i = 0; i < a.args.size(); ++i) slots[i] = a.args[i];
    return;
  }
  const size_t n = co.argcount, kwonly = co.kwonlyargcount, total = n + kwonly;
  const size_t npos = a.npos();
  const std::string& qn = str_of(fn->qualname);
  for (size_t i = 0; i < std::min(npos, n); ++i) slots[i] = a.args[i];  // (the span: counted already)
  size_t idx = total;
  if (co.flags & lang::CO_VARARGS) {
    std::vector<Value> extra;
    for (size_t i = n; i < npos; ++i) extra.push_back(a.args[i]);
    slots[idx++] = new_tuple(std::move(extra));
  }
  Ref<DictObject> kwdict;
  if (co.flags & lang::CO_VARKEYWORDS) {
    kwdict = new_dict();
    slots[idx++] = Value(kwdict);
  }
  const auto parameter = [&](std::string_view name) {
    size_t j = co.posonlyargcount;
    while (j < total && co.varnames[j] != name) ++j;
    return j;
  };
  for (size_t k = 0; k < a.nkw(); ++k) {
    const Value& key = a.kwnames->items[k];
    const std::string& name = str_of(key);
    size_t j = parameter(name);
    if (j == total && !kwdict && fn->keyword_alias)
      if (const std::string_view target = fn->keyword_alias(name); !target.empty()) j = parameter(target);
    if (j < total) {
      if (!slots[j].is_null()) raise(T.TypeError, qn + "() got multiple values for argument '" + name + "'");
      slots[j] = a.args[npos + k];
    } else if (kwdict) {
      kwdict->set(key, a.args[npos + k]);
    } else {
      for (size_t p = 0; p < co.posonlyargcount; ++p)
        if (co.varnames[p] == name)
          raise(T.TypeError, qn + "() got some positional-only arguments passed as keyword arguments: '" + name + "'");
      raise(T.TypeError, qn + "() got an unexpected keyword argument '" + name + "'");
    }
  }
  // Too many positional arguments are reported after the keywords' errors, as CPython's initialize_locals does.
  if (!(co.flags & lang::CO_VARARGS) && npos > n) {
    const size_t ndef = fn->defaults.is_null() ? 0 : as<TupleObject>(fn->defaults)->items.size();
    std::string takes = ndef ? "from " + std::to_string(n - ndef) + " to " + std::to_string(n) : std::to_string(n);
    size_t kwgiven = 0;
    for (size_t k = 0; k < a.nkw(); ++k)
      for (size_t j = n; j < total; ++j)
        if (co.varnames[j] == str_of(a.kwnames->items[k])) ++kwgiven;
    std::string msg = qn + "() takes " + takes + " positional argument" + (n == 1 && !ndef ? "" : "s") + " but " +
                      std::to_string(npos) + " ";
    if (kwgiven)
      msg += "positional argument" + std::string(npos == 1 ? "" : "s") + " (and " + std::to_string(kwgiven) +
             " keyword-only argument" + (kwgiven == 1 ? "" : "s") + ") were given";
    else
      msg += npos == 1 ? "was given" : "were given";
    raise(T.TypeError, msg);
  }
  if (npos < n) {
    const auto* defs = fn->defaults.is_null() ? nullptr : as<TupleObject>(fn->defaults);
    const size_t ndef = defs ? defs->items.size() : 0;
    std::vector<std::string> missing;
    for (size_t i = npos; i < n; ++i) {
      if (!slots[i].is_null()) continue;
      if (i >= n - ndef) slots[i] = defs->items[i - (n - ndef)];
      else missing.push_back(co.varnames[i]);
    }
    if (!missing.empty())
      raise(T.TypeError, qn + "() missing " + std::to_string(missing.size()) + " required positional argument" +
                             (missing.size() == 1 ? "" : "s") + ": " + join_names(missing));
  }
  if (kwonly) {
    std::vector<std::string> missing;
    for (size_t i = n; i < total; ++i) {
      if (!slots[i].is_null()) continue;
      Value d = fn->kwdefaults.is_null() ? Value() : as<DictObject>(fn->kwdefaults)->get_str(fn->code->varnames[i].get());
      if (!d.is_null()) slots[i] = d;
      else missing.push_back(co.varnames[i]);
    }
    if (!missing.empty())
      raise(T.TypeError, qn + "() missing " + std::to_string(missing.size()) + " required keyword-only argument" +
                             (missing.size() == 1 ? "" : "s") + ": " + join_names(missing));
  }
}
}  // namespace

Value lazy_builtin(const StrObject* name) {
  const std::string& n = name->s;
  if (n != "ExceptionGroup" && n != "BaseExceptionGroup") return {};
  import_module("_exceptiongroup");  // (which puts both into builtins)
  return R.builtins->get_str(name);
}

Value exec_code(const std::shared_ptr<const lang::Code>& code, Ref<DictObject> globals, Ref<DictObject> locals) {
  auto co = make<CodeObject>(T.code, code);
  Frame frame(co, globals, locals ? locals : globals);
  return eval_frame(frame);
}

// ---------------------------------------------------------------- generators

namespace {
// While a generator runs, the exception its own handlers handle is sys.exc_info()'s, and without one the caller's
// is (CPython's exc_info stack, gi_exc_state); when it suspends or ends, the caller's comes back, and one it was
// handling where it suspended is kept for its resumption.
struct GeneratorExcState {
  GeneratorObject* g;
  Value caller;
  explicit GeneratorExcState(GeneratorObject* gen) : g(gen), caller(R.exc_info) {
    if (!g->exc_state.is_null()) R.exc_info = std::move(g->exc_state);
    g->exc_state = Value();
  }
  ~GeneratorExcState() {
    if (!g->finished && !R.exc_info.identical(caller)) g->exc_state = std::move(R.exc_info);
    R.exc_info = std::move(caller);
  }
};
}  // namespace

Value generator_send(GeneratorObject* g, Value v, Value* ret) {
  if (g->finished) {
    if (g->type == T.coroutine) raise(T.RuntimeError, "cannot reuse already awaited coroutine");
    return {};
  }
  if (g->running) raise(T.ValueError, std::string(generator_kind_name(g)) + " already executing");
  g->running = true;
  Value r;
  try {
    RecursionGuard guard;
    GeneratorExcState exc_state(g);
    r = eval_frame(*g->frame, std::move(v));
  } catch (PyException& e) {
    g->running = false;
    g->finished = true;
    // PEP 479 (and PEP 525 for StopAsyncIteration out of an async generator): the frame's own StopIteration
    // becomes a RuntimeError raised from it, as `raise ... from` sets them.
    const bool async_stop = g->type == T.async_generator && isinstance(Value(e.exc), T.StopAsyncIteration);
    if (isinstance(Value(e.exc), T.StopIteration) || async_stop) {
      auto err = new_exception(T.RuntimeError, std::string(generator_kind_name(g)) + " raised " +
                                                   (async_stop ? "StopAsyncIteration" : "StopIteration"));
      err->cause = Value(e.exc);
      err->context = Value(e.exc);
      err->suppress_context = true;
      throw PyException{err};
    }
    throw;
  }
  g->running = false;
  if (g->frame->yielded) return r;
  g->finished = true;
  if (ret) *ret = r;
  return {};
}

namespace {
// The iterator a generator suspended in `yield from` delegates to: the top of its stack, where its loop jumps back
// to SEND next. Null when it is suspended at a plain yield.
Value* delegate_of(GeneratorObject* g) {
  Frame& f = *g->frame;
  const lang::Code& code = *f.code->raw;
  if (f.ip == 0 || f.ip >= code.code.size() ||
      lang::opcode_of(code.code[f.ip]) != lang::Opcode::JUMP_BACKWARD_NO_INTERRUPT)
    return nullptr;
  return &f.slots[f.sp - 1];
}

bool is_generator_exit(const Value& exc) {
  return has_layout(exc, Layout::Type) ? is_subtype(as<TypeObject>(exc), T.GeneratorExit)
                                       : isinstance(exc, T.GeneratorExit);
}

Value stop_iteration_value(const ExceptionObject* e) {
  const auto& args = as<TupleObject>(e->args)->items;
  return args.empty() ? Value::none() : args[0];
}
}  // namespace

// throw() into a generator (PEP 380 for one suspended in `yield from`: GeneratorExit closes the delegate first,
// another exception is thrown into the delegate, and a delegate that returns ends the yield from with its value).
Value generator_throw(GeneratorObject* g, Value exc) {
  if (g->finished) {
    if (g->type == T.coroutine) raise(T.RuntimeError, "cannot reuse already awaited coroutine");
    raise_value(exc);
  }
  if (g->running) raise(T.ValueError, std::string(generator_kind_name(g)) + " already executing");
  if (Value* yf = delegate_of(g)) {
    Value sub = *yf;
    const bool exit = is_generator_exit(exc);
    try {
      if (exit) {
        if (is_generator_value(sub)) generator_close(as<GeneratorObject>(sub));
        else if (Value close = getattr_opt(sub, intern("close").get()); !close.is_null()) call(close, {});
      } else if (is_generator_value(sub)) {
        return generator_throw(as<GeneratorObject>(sub), exc);
      } else if (Value throw_ = getattr_opt(sub, intern("throw").get()); !throw_.is_null()) {
        return call(throw_, {exc});
      }
    } catch (PyException& e) {
      if (exit || !isinstance(Value(e.exc), T.StopIteration)) {
        exc = Value(e.exc);  // raised at the yield from instead
      } else {  // the delegate returned: its value is the yield from's, and the generator runs on from there
        Frame& f = *g->frame;
        const lang::Code& code = *f.code->raw;
        const uint32_t send_at = lang::arg_of(code.code[f.ip]);
        f.slots[--f.sp] = Value();
        f.ip = lang::arg_of(code.code[send_at]);
        Value ret = Value::none();
        Value r = generator_send(g, stop_iteration_value(e.exc.get()), &ret);
        if (r.is_null()) raise_stop_iteration(ret);
        return r;
      }
    }
  }
  if (g->frame->ip == 0) {  // not started: it raises where it starts, outside any handler of its body
    g->finished = true;
    raise_value(exc);
  }
  g->running = true;
  Value r;
  try {
    GeneratorExcState exc_state(g);
    r = eval_frame(*g->frame, Value(), std::move(exc));
  } catch (...) {
    g->running = false;
    g->finished = true;
    throw;
  }
  g->running = false;
  if (g->frame->yielded) return r;
  g->finished = true;
  raise_stop_iteration(r);
}

void generator_close(GeneratorObject* g) {
  if (g->finished || g->frame->ip == 0) {
    g->finished = true;
    return;
  }
  // Suspended where no handler covers its yield (no try, no with around it) and not delegating (a `yield from`'s
  // loop jumps back to its SEND next), GeneratorExit would leave at once: no code runs, so none is run (CPython
  // 3.12's gen_close shortcut; a C++ throw per abandoned generator was 8 us).
  const uint32_t at = g->frame->ip - 1;
  bool handled = delegate_of(g) != nullptr;
  for (const auto& entry : g->frame->code->raw->exception_table) handled |= at >= entry.start && at < entry.end;
  if (!handled) {
    g->finished = true;
    return;
  }
  try {
    generator_throw(g, Value(T.GeneratorExit));
  } catch (PyException& e) {
    if (isinstance(Value(e.exc), T.GeneratorExit) || isinstance(Value(e.exc), T.StopIteration)) return;
    throw;
  }
  raise(T.RuntimeError, std::string(generator_kind_name(g)) + " ignored GeneratorExit");
}

bool generator_needs_finalizing(const Object* o) {
  const auto* g = static_cast<const GeneratorObject*>(o);
  if (g->finished || !g->frame) return false;
  return g->frame->ip != 0 || g->type == T.coroutine || !g->finalizer.is_null();
}

Value generator_delegate(GeneratorObject* g) {
  if (g->finished || g->running) return {};
  const Value* d = delegate_of(g);
  return d ? *d : Value();
}

// ---------------------------------------------------------------- the loop

namespace {
// BEFORE_WITH / BEFORE_ASYNC_WITH: the manager's bound __exit__ (__aexit__) and what its __enter__ (__aenter__)
// gives, with CPython's errors, naming the type by its tp_name ('torch.device', 'weakref.ReferenceType').
std::pair<Value, Value> enter_manager(const Value& mgr, bool is_async) {
  static StrObject* const kNames[2][2] = {{intern("__enter__").get(), intern("__exit__").get()},
                                          {intern("__aenter__").get(), intern("__aexit__").get()}};
  TypeObject* t = type_of(mgr);
  Value enter = lookup(t, kNames[is_async][0]);
  Value exit = lookup(t, kNames[is_async][1]);
  if (enter.is_null() || exit.is_null()) [[unlikely]] {
    std::string msg = "'" + tp_name(t) + "' object does not support the " +
                      (is_async ? "asynchronous context manager protocol" : "context manager protocol");
    if (!enter.is_null()) msg += " (missed " + kNames[is_async][1]->s + " method)";
    raise(T.TypeError, msg);
  }
  Value bound_exit = bind_descriptor(exit, mgr, t);
  return {std::move(bound_exit), call(bind_descriptor(enter, mgr, t), {})};
}
}  // namespace

Value format_value(const Value& v, int conversion, const Value& spec);
Value build_class(const CallArgs& a);

namespace {
// The iterator an unpacking assignment walks: CPython's unpack_iterable names a value that is no iterable at all
// ("cannot unpack non-iterable int object"), leaving any other TypeError (one an __iter__ raised) as it was.
Value unpack_iter(const Value& v) {
  try {
    return iter(v);
  } catch (PyException& e) {
    const TypeObject* t = type_of(v);
    if (isinstance(Value(e.exc), T.TypeError) && lookup(t, intern("__iter__").get()).is_null() &&
        lookup(t, intern("__getitem__").get()).is_null())
      raise(T.TypeError, "cannot unpack non-iterable " + type_name(v) + " object");
    throw;
  }
}

// A source file as the trace shows it: the installed stdlib relative to its root, so traces read the same on
// every machine ("stdlib/torch/nn/modules/module.tsr").
std::string traced_filename(const std::string& path) {
  const size_t at = path.rfind("/stdlib/");
  return at == std::string::npos ? path : path.substr(at + 1);
}

// What a CALL instruction is about to call, for the trace.
std::string describe_call_target(const Value& callee) {
  if (has_layout(callee, Layout::Function)) {
    const auto* fn = as<FunctionObject>(callee);
    const lang::Code& code = *fn->code->code;
    return "tsr function " + str_of(fn->qualname) + " (" + traced_filename(code.filename()) + ":" +
           std::to_string(code.firstlineno) + ")";
  }
  if (has_layout(callee, Layout::Native)) return "native " + as<NativeFunctionObject>(callee)->qualname;
  if (has_layout(callee, Layout::BoundMethod)) return "bound method: " + describe_call_target(as<BoundMethodObject>(callee)->func);
  if (has_layout(callee, Layout::Type)) {
    // type.__call__: __new__ then __init__, each found through the class's MRO.
    auto* cls = as<TypeObject>(callee);
    if (cls == T.type) return "class type (with one argument: the argument's type)";
    if (cls->type != T.type) {  // a metaclass's own __call__ takes the call (object.cpp's call_type)
      Value mc = lookup(cls->type, intern("__call__").get());
      if (has_layout(mc, Layout::Function))
        return "class " + cls->name + ": its metaclass " + cls->type->name + "'s __call__ = " + describe_call_target(mc);
    }
    static StrObject* s_new = intern("__new__").get();
    static StrObject* s_init = intern("__init__").get();
    std::string text = "class " + cls->name + ": type.__call__ runs ";
    Value init = lookup(cls, s_init);
    Value nw = lookup(cls, s_new);
    if (!nw.is_null() && type_of(nw) == T.staticmethod) nw = as<WrapperObject>(nw)->func;
    if (has_layout(nw, Layout::Function) ||
        (has_layout(nw, Layout::Native) && !nw.identical(lookup(T.object, s_new))))  // torch.Tensor's is native
      text += "__new__ = " + describe_call_target(nw) + ", then ";
    return text + "__init__ = " + (init.is_null() ? "none" : describe_call_target(init));
  }
  static StrObject* s_call = intern("__call__").get();
  TypeObject* t = type_of(callee);
  Value f = lookup(t, s_call);
  if (f.is_null()) return "a '" + t->name + "' object (not callable)";
  return "a '" + t->name + "' instance: __call__ looked up on its type, found " + describe_call_target(f);
}

// The attribute cache of the instruction at `at` (see CodeObject::AttrCache); allocated on first use.
[[gnu::noinline]] void allocate_attr_cache(CodeObject& code) { code.attr_cache.resize(code.raw->code.size()); }
TSR_INLINE CodeObject::AttrCache& attr_cache_for(CodeObject& code, uint32_t at) {
  if (code.attr_cache.empty()) [[unlikely]] allocate_attr_cache(code);
  return code.attr_cache[at];
}

// After a STORE_ATTR took the general path: when the value went into the instance dict of a user class with no
// __setattr__ and no class attribute of that name (so no descriptor could take the store), remember where.
void remember_instance_store(CodeObject::AttrCache& c, Object* obj, StrObject* name) {
  TypeObject* t = obj->type;
  if (t->builtin || !obj->attrs || t->custom_setattr || t->layout == Layout::Type || t->layout == Layout::Module ||
      !lookup(t, name).is_null())
    return;
  const int64_t ix = obj->attrs->entry_of_str(name);
  if (ix >= 0) c = {t, g_type_version, uint32_t(ix), Value()};
}

// After a LOAD_ATTR took the general path: when the attribute came from the instance dict of a plain class
// (no __getattr__/__getattribute__, no class attribute of that name to take precedence), remember where.
void remember_instance_attr(CodeObject::AttrCache& c, Object* obj, StrObject* name) {
  TypeObject* t = obj->type;
  if (!obj->attrs || t->custom_getattribute || t->has_getattr || t->layout == Layout::Type ||
      t->layout == Layout::Module || !lookup(t, name).is_null())
    return;
  const int64_t ix = obj->attrs->entry_of_str(name);
  if (ix < 0) return;
  c = {t, g_type_version, uint32_t(ix), Value()};
}

// `:trace`: one line per operator or call instruction, with its source position.
void trace_instruction(const Frame& f, uint32_t word, const Value* sp) {
  const lang::Code& co = *f.code->code;
  const lang::Opcode op = lang::opcode_of(word);
  const uint32_t arg = lang::arg_of(word);
  std::string text = std::string(lang::opcode_name(op));
  if (op == lang::Opcode::BINARY_OP) text += " " + std::to_string(arg) + " (" + lang::binary_op_listing(arg) + ")";
  else if (op == lang::Opcode::COMPARE_OP)
    text += " " + std::to_string(arg) + " (" + std::string(lang::kComparisonOperators[arg].symbol) + ")";
  else if (op == lang::Opcode::CALL_FUNCTION_EX) {
    text += ": calls " + describe_call_target(sp[(arg & 1) ? -3 : -2]);
  } else if (op == lang::Opcode::CALL) {
    const Value* args = sp - arg;
    text += " " + std::to_string(arg) + ": calls " + describe_call_target(args[-2].is_null() ? args[-1] : args[-2]);
  }
  const uint32_t line = f.lasti < co.positions.size() ? co.positions[f.lasti].line : 0;
  trace("bytecode " + traced_filename(co.filename()) + ":" + std::to_string(line) + " in " + co.name + ": " + std::to_string(f.lasti) + " " + text);
}
// Every backward jump (loop iteration) polls Ctrl-C and, when fuzzing, the step budget.
// Every inlined call checks the recursion limit and, when fuzzing, the step budget.
TSR_INLINE void call_entry_check() {
  if (R.depth >= R.recursion_limit) [[unlikely]]
    raise(T.RecursionError, "maximum recursion depth exceeded");
  spend_step();
}

// The __init__ that calling class `t` runs, when type.__call__ would do nothing but object.__new__ (the type's
// alloc) and then that tsr function, so the loop can run it as an inlined call; else null. Cached on the type
// while no type changes.
// LOAD_NAME in a class body whose namespace is a dict subclass (a metaclass's __prepare__): its __getitem__
// decides (with __missing__), as CPython's PyObject_GetItem; Null when the name is not there.
Value namespace_get(DictObject* ns, StrObject* name) {
  try {
    return getitem(Value(ns), Value(name));
  } catch (PyException& e) {
    if (!isinstance(Value(e.exc), T.KeyError)) throw;
    return {};
  }
}

FunctionObject* plain_init(TypeObject* t) {
  if (t->init_version != g_type_version) [[unlikely]] {
    static StrObject* const s_new = intern("__new__").get();
    static StrObject* const s_init = intern("__init__").get();
    static const Value object_new = lookup(T.object, s_new);
    Value init = lookup(t, s_init);
    const bool plain = t->type == T.type && t->alloc && !t->abstract && lookup(t, s_new).identical(object_new) &&
                       has_layout(init, Layout::Function);
    t->init = plain ? init : Value();
    t->init_version = g_type_version;
  }
  return t->init.is_null() ? nullptr : as<FunctionObject>(t->init);
}

void backward_jump_check() {
  spend_step();
  gc::poll();
  if (tensor::interrupt_requested()) {
    tensor::set_interrupt_requested(false);
    raise(T.KeyboardInterrupt, "");
  }
  if (g_signals_pending.load(std::memory_order_relaxed)) [[unlikely]] run_signal_handlers();
}

}  // namespace

Value eval_frame(Frame& entry, Value send, Value throw_exc, Ref<ExceptionObject>* raised) {
  // The running frame. Calls of plain Python functions do not recurse into eval_frame: they push a frame and
  // continue in this loop (as CPython 3.11 does), and RETURN_VALUE pops back to the caller; `entry` is the frame
  // this C++ call was asked to run.
  Frame* f = &entry;
  const uint32_t* code;
  Value* consts;
  Ref<StrObject>* names;
  Value* slots;
  uint32_t nlocalsplus;
  Value* sp;
  const uint32_t* pc;  // the next instruction (its index is pc - code)
  // (Macros, not lambdas: a lambda capturing these by reference would keep them in memory, not registers.)
#define LOAD_FRAME()                      \
  do {                                    \
    code = f->code->words;                \
    consts = f->code->consts.data();      \
    names = f->code->names.data();        \
    slots = f->slots;                     \
    nlocalsplus = f->code->nlocalsplus;   \
    sp = slots + f->sp;                   \
    pc = code + f->ip;                    \
  } while (0)
  // Returns from an inlined call to its caller (the returning frame's stack already cleared).
#define POP_INLINED()           \
  do {                          \
    Frame* caller_ = f->parent; \
    CallFrames::pop(f);          \
    --R.depth;                  \
    f = caller_;                \
    R.frame = f;                \
    LOAD_FRAME();               \
  } while (0)
  // The index of the instruction being executed (pc has moved past it).
#define HERE() (uint32_t(pc - code) - 1)
  // Makes `callee_frame_` the running frame, for a CALL whose stack entries (from args - 2) are all Null.
#define ENTER_CALL(callee_frame_)                                                                          \
  do {                                                                                                     \
    f->sp = uint32_t(args - 2 - slots);                                                                    \
    f->ip = uint32_t(pc - code);                                                                           \
    ++R.depth;                                                                                             \
    f = (callee_frame_);                                                                                   \
    R.frame = f;                                                                                           \
    code = f->code->words;                                                                                 \
    consts = f->code->consts.data();                                                                       \
    names = f->code->names.data();                                                                         \
    slots = f->slots;                                                                                      \
    nlocalsplus = f->code->nlocalsplus;                                                                    \
    sp = slots + nlocalsplus; /* a new frame: ip 0, an empty value stack */                                \
    pc = code;                                                                                             \
  } while (0)
  LOAD_FRAME();
  struct FrameScope {
    Frame* saved;
    // The entry frame's parent is the frame that called into this loop, so a stack walk goes on past it.
    explicit FrameScope(Frame* f) : saved(R.frame) {
      if (saved != f) {
        f->parent = saved;
        f->entry = true;
      }
      R.frame = f;
    }
    ~FrameScope() { R.frame = saved; }
  } scope(f);
  // Frames still inlined when a C++ exception other than those caught below leaves the loop. R.frame is always
  // the running frame, so this needs no reference to `f` (which would keep it out of a register).
  struct InlinedFrames {
    Frame* entry;
    ~InlinedFrames() {
      while (R.frame != entry) {
        Frame* caller = R.frame->parent;
        CallFrames::pop(R.frame);
        --R.depth;
        R.frame = caller;
      }
    }
  } inlined{&entry};
  bool resuming = f->yielded || pc != code;
  f->yielded = false;
  if (resuming && throw_exc.is_null()) *sp++ = std::move(send);

#define PUSH(v) ((sp++)->fill(v))  // (slots above sp are always Null)
#define POP() (Value(std::move(*--sp)))  // a prvalue: the slot is emptied even when the result is discarded
#define TOP() (sp[-1])
#define PEEK(n) (sp[-static_cast<ptrdiff_t>(n)])
// A taken conditional jump; one that goes back is a loop's condition at its bottom, so it polls like
// JUMP_BACKWARD.
#define CONDITIONAL_JUMP(target)              \
  do {                                        \
    const uint32_t* target_ = code + (target);  \
    if (target_ < pc) backward_jump_check();    \
    pc = target_;                               \
  } while (0)

  bool reraising = false;
  for (;;) {
    Ref<ExceptionObject> pending;
    try {
      if (!throw_exc.is_null()) {
        Value e = std::move(throw_exc);
        throw_exc = Value();
        f->lasti = pc == code ? 0 : HERE();
        raise_value(e);
      }
      for (;;) {
        const uint32_t word = *pc++;  // (f->lasti is written only when needed: by a call, a handler, the trace)
        const uint32_t arg = lang::arg_of(word);
// `:trace` shows the operator and call instructions (BINARY_OP, COMPARE_OP, UNARY_POSITIVE/NEGATIVE/INVERT,
// BINARY_SUBSCR, STORE_SUBSCR, CALL, CALL_FUNCTION_EX): each starts with this, so the others pay no test.
#define TRACE_POINT()                  \
  do {                                 \
    if (tracing()) [[unlikely]] {      \
      f->lasti = HERE();               \
      trace_instruction(*f, word, sp); \
    }                                  \
  } while (0)
        switch (lang::opcode_of(word)) {
          case Opcode::NOP: break;
          case Opcode::POP_TOP: (--sp)->clear(); break;
          case Opcode::PUSH_NULL: PUSH(Value()); break;
          case Opcode::COPY: { Value v = PEEK(arg); PUSH(std::move(v)); break; }
          case Opcode::SWAP: std::swap(TOP(), PEEK(arg)); break;
          case Opcode::LOAD_CONST: PUSH(consts[arg]); break;
          case Opcode::LOAD_FAST: {
            const Value& v = slots[arg];
            if (v.is_null())
              raise(T.UnboundLocalError, "cannot access local variable '" + f->code->raw->varnames[arg] +
                                             "' where it is not associated with a value");
            PUSH(v);
            break;
          }
          case Opcode::STORE_FAST: slots[arg] = POP(); break;
          case Opcode::DELETE_FAST:
            if (slots[arg].is_null())
              raise(T.UnboundLocalError, "cannot access local variable '" + f->code->raw->varnames[arg] +
                                             "' where it is not associated with a value");
            slots[arg] = Value();
            break;
          case Opcode::MAKE_CELL: slots[arg] = Value(make<CellObject>(T.cell, slots[arg])); break;
          case Opcode::LOAD_CLOSURE: PUSH(slots[arg]); break;
          case Opcode::LOAD_DEREF: {
            const Value& v = as<CellObject>(slots[arg])->v;
            if (v.is_null()) {
              if (arg < f->code->raw->varnames.size() + f->code->raw->cellvars.size())
                raise(T.UnboundLocalError, "cannot access local variable '" + slot_name(*f->code->raw, arg) +
                                               "' where it is not associated with a value");
              raise(T.NameError, "cannot access free variable '" + slot_name(*f->code->raw, arg) +
                                     "' where it is not associated with a value in enclosing scope");
            }
            PUSH(v);
            break;
          }
          case Opcode::STORE_DEREF: as<CellObject>(slots[arg])->v = POP(); break;
          case Opcode::DELETE_DEREF: as<CellObject>(slots[arg])->v = Value(); break;
          case Opcode::COPY_FREE_VARS: {
            const auto& cells = as<TupleObject>(as<FunctionObject>(f->func)->closure)->items;
            for (uint32_t i = 0; i < arg; ++i) slots[nlocalsplus - arg + i] = cells[i];
            break;
          }
          case Opcode::LOAD_CLASSDEREF: {
            Value v = f->locals->get_str(intern(slot_name(*f->code->raw, arg)).get());
            if (v.is_null()) {
              v = as<CellObject>(slots[arg])->v;
              if (v.is_null())
                raise(T.NameError, "cannot access free variable '" + slot_name(*f->code->raw, arg) +
                                       "' where it is not associated with a value in enclosing scope");
            }
            PUSH(std::move(v));
            break;
          }
          case Opcode::LOAD_GLOBAL: {
            if (arg & 1) ++sp;  // (the NULL: the entry is already Null)
            load_global_cached(*f, names[arg >> 1].get(), HERE(), sp++);
            break;
          }
          case Opcode::STORE_GLOBAL: store_global_cached(*f, names[arg].get(), HERE(), POP()); break;
          case Opcode::DELETE_GLOBAL:
            if (!f->globals->erase(Value(names[arg]))) raise_name_error(*f, names[arg].get());
            break;
          case Opcode::LOAD_NAME: {
            StrObject* name = names[arg].get();
            if (f->locals.get() == f->globals) {  // module level: the same lookup as LOAD_GLOBAL's
              load_global_cached(*f, name, HERE(), sp++);
              break;
            }
            Value v = f->locals->type == T.dict ? f->locals->get_str(name) : namespace_get(f->locals.get(), name);
            if (v.is_null()) v = load_global(*f, name);
            PUSH(std::move(v));
            break;
          }
          case Opcode::STORE_NAME:
            if (f->locals.get() == f->globals) store_global_cached(*f, names[arg].get(), HERE(), POP());
            else if (f->locals->type == T.dict) f->locals->set_str(names[arg].get(), POP());
            else setitem(Value(f->locals), Value(names[arg]), POP());  // a metaclass __prepare__'s dict subclass
            break;
          case Opcode::DELETE_NAME:
            if (f->locals->type != T.dict && f->locals.get() != f->globals) {
              try {
                delitem(Value(f->locals), Value(names[arg]));
              } catch (PyException& e) {
                if (!isinstance(Value(e.exc), T.KeyError)) throw;
                raise_name_error(*f, names[arg].get());
              }
            } else if (!f->locals->erase(Value(names[arg]))) {
              raise_name_error(*f, names[arg].get());
            }
            break;
          case Opcode::LOAD_ATTR: {
            if (!TOP().is_obj()) {
              TOP() = getattr(TOP(), names[arg].get());
              break;
            }
            StrObject* name = names[arg].get();
            Object* obj = TOP().obj();
            auto& c = attr_cache_for(*f->code, HERE());
            if (c.type == obj->type && c.type_version == g_type_version && obj->attrs) {
              const auto& entries = obj->attrs->entries;
              if (c.hint < entries.size() && entries[c.hint].key.obj() == name) {
                Value v = entries[c.hint].value;
                TOP() = std::move(v);
                break;
              }
            }
            f->lasti = HERE();  // (a property or __getattr__ may warn: a stack walk from there sees this line)
            Value v;
            if (plain_attribute_lookup(obj->type)) {  // a miss raised here
              v = generic_getattr(TOP(), name, true);
              if (v.is_null()) [[unlikely]] {
                pending = new_attribute_error(TOP(), name);
                goto unwind;
              }
            } else {
              v = getattr(TOP(), name);
            }
            remember_instance_attr(c, obj, name);
            TOP() = std::move(v);
            break;
          }
          case Opcode::STORE_ATTR: {
            Value o = POP();
            Value v = POP();
            StrObject* name = names[arg].get();
            if (!o.is_obj()) {
              setattr(o, name, std::move(v));
              break;
            }
            Object* obj = o.obj();
            auto& c = attr_cache_for(*f->code, HERE());
            if (c.type == obj->type && c.type_version == g_type_version) {
              // A store into the instance dict: at the remembered entry, else a new one (a fresh instance's).
              DictObject* d = obj->attrs;
              if (d && c.hint < d->entries.size() && d->entries[c.hint].key.obj() == name) {
                d->assign_entry(c.hint, std::move(v));
                break;
              }
              if (!d) d = &instance_dict(obj);
              d->set_str(name, std::move(v));
              if (d->entries.back().key.obj() == name) c.hint = uint32_t(d->entries.size() - 1);
              break;
            }
            f->lasti = HERE();  // (as LOAD_ATTR: a property's setter may warn)
            setattr(o, name, std::move(v));
            remember_instance_store(c, obj, name);
            break;
          }
          case Opcode::DELETE_ATTR: { Value o = POP(); delattr(o, names[arg].get()); break; }
          case Opcode::LOAD_METHOD: {
            StrObject* name = names[arg].get();
            Value o = POP();
            TypeObject* t = type_of(o);
            auto* c = o.is_obj() ? &attr_cache_for(*f->code, HERE()) : nullptr;
            if (c && c->type == t && c->type_version == g_type_version &&
                (!o.obj()->attrs || o.obj()->attrs->entry_of_str(name) < 0)) {
              PUSH(c->method);
              PUSH(std::move(o));
              break;
            }
            if (!t->custom_getattribute && t->layout != Layout::Type && t->layout != Layout::Module) {
              Value d = lookup(t, name);
              if (has_layout(d, Layout::Function) ||
                  (has_layout(d, Layout::Native) && as<NativeFunctionObject>(d)->binds)) {
                Object* obj = o.obj();
                if (!obj || !obj->attrs || obj->attrs->get_str(name).is_null()) {
                  if (c) *c = {t, g_type_version, 0, d};  // the method, while no type changes
                  PUSH(std::move(d));
                  PUSH(std::move(o));
                  break;
                }
              }
            }
            PUSH(Value());
            PUSH(getattr(o, name));
            break;
          }
          case Opcode::BINARY_SUBSCR: {
            TRACE_POINT();
            f->lasti = HERE();  // (getitem may warn or run a tsr __getitem__: a stack walk from there sees this line)
            Value k = POP();
            if (TOP().is_obj() && TOP().obj()->type == T.dict) {  // (a subclass may have __missing__)
              Value v = as<DictObject>(TOP())->get(k);
              if (v.is_null()) [[unlikely]] {
                pending = new_key_error(k);
                goto unwind;
              }
              TOP() = std::move(v);
              break;
            }
            TOP() = getitem(TOP(), k);
            break;
          }
          case Opcode::STORE_SUBSCR: {
            TRACE_POINT();
            f->lasti = HERE();  // (as BINARY_SUBSCR)
            Value k = POP();
            Value c = POP();
            Value v = POP();
            setitem(c, k, std::move(v));
            break;
          }
          case Opcode::DELETE_SUBSCR: { Value k = POP(); Value c = POP(); delitem(c, k); break; }
          case Opcode::BUILD_SLICE: {
            Value step = arg == 3 ? POP() : Value::none();
            Value stop = POP();
            Value start = POP();
            PUSH(Value(make<SliceObject>(T.slice, std::move(start), std::move(stop), std::move(step))));
            break;
          }
          case Opcode::UNARY_POSITIVE: TRACE_POINT(); TOP() = unary_op(TOP(), 0); break;
          case Opcode::UNARY_NEGATIVE: TRACE_POINT(); TOP() = unary_op(TOP(), 1); break;
          case Opcode::UNARY_INVERT: TRACE_POINT(); TOP() = unary_op(TOP(), 2); break;
          case Opcode::UNARY_NOT: TOP() = Value::boolean(!truthy(TOP())); break;
          case Opcode::BINARY_OP: {
            TRACE_POINT();
            // Exact ints and floats in place: the result overwrites the left operand's payload and the right
            // operand (an inline number) is forgotten; anything else (or an overflow) takes binary_op.
            Value& a = sp[-2];
            Value& b = sp[-1];
            if (a.is_int() && b.is_int() && !tracing()) [[likely]] {
              int64_t r;
              const int64_t x = a.as_int(), y = b.as_int();
              const auto base = BinaryOpArg(arg >= lang::kInplaceOffset ? arg - lang::kInplaceOffset : arg);
              bool done = false;
              if (base == BinaryOpArg::Add) done = !__builtin_add_overflow(x, y, &r);
              else if (base == BinaryOpArg::Subtract) done = !__builtin_sub_overflow(x, y, &r);
              else if (base == BinaryOpArg::Multiply) done = !__builtin_mul_overflow(x, y, &r);
              else if ((base == BinaryOpArg::Remainder || base == BinaryOpArg::FloorDivide) && y > 0) {
                // % and // by a positive int: Python's floor rounding
                int64_t q = x / y, m = x % y;
                if (m < 0) {
                  m += y;
                  --q;
                }
                r = base == BinaryOpArg::Remainder ? m : q;
                done = true;
              }
              if (done) [[likely]] {
                a.set_int(r);
                (--sp)->forget_inline();
                break;
              }
            } else if (a.is_float() && b.is_float() && !tracing()) {
              const auto base = BinaryOpArg(arg >= lang::kInplaceOffset ? arg - lang::kInplaceOffset : arg);
              const double x = a.as_float(), y = b.as_float();
              bool done = true;
              double r = 0;
              if (base == BinaryOpArg::Add) r = x + y;
              else if (base == BinaryOpArg::Subtract) r = x - y;
              else if (base == BinaryOpArg::Multiply) r = x * y;
              else if (base == BinaryOpArg::TrueDivide && y != 0) r = x / y;
              else done = false;
              if (done) {
                a.set_float(r);
                (--sp)->forget_inline();
                break;
              }
            }
            f->lasti = HERE();  // (binary_op may run a tsr __add__: a stack walk from there sees this line)
            Value rhs = POP();
            TOP() = binary_op(TOP(), rhs, int(arg));
            break;
          }
          case Opcode::COMPARE_OP: {
            TRACE_POINT();
            Value& a = sp[-2];
            const Value& b = sp[-1];
            if (a.is_int() && b.is_int()) [[likely]] {
              const int64_t x = a.as_int(), y = b.as_int();
              bool r = false;
              switch (CompareOpArg(arg)) {
                case CompareOpArg::Lt: r = x < y; break;
                case CompareOpArg::LtE: r = x <= y; break;
                case CompareOpArg::Eq: r = x == y; break;
                case CompareOpArg::NotEq: r = x != y; break;
                case CompareOpArg::Gt: r = x > y; break;
                default: r = x >= y; break;  // GtE (a default spares the jump table its range check)
              }
              // Both operands are inline ints: nothing to release.
              sp[-1].forget_inline();
              // CPython's COMPARE_OP_INT_JUMP: a following conditional jump consumes the result directly.
              const uint32_t next = *pc;
              const Opcode next_op = lang::opcode_of(next);
              if (next_op == Opcode::POP_JUMP_IF_FALSE || next_op == Opcode::POP_JUMP_IF_TRUE) [[likely]] {
                sp[-2].forget_inline();
                sp -= 2;
                ++pc;
                if (r == (next_op == Opcode::POP_JUMP_IF_TRUE)) CONDITIONAL_JUMP(lang::arg_of(next));
                break;
              }
              --sp;
              a = Value::boolean(r);
              break;
            }
            f->lasti = HERE();  // (rich_compare may run a tsr __eq__: a stack walk from there sees this line)
            Value rhs = POP();
            TOP() = rich_compare(TOP(), rhs, int(arg));
            break;
          }
          case Opcode::IS_OP: {
            Value b = POP();
            bool r = TOP().identical(b);
            TOP() = Value::boolean(arg ? !r : r);
            break;
          }
          case Opcode::CONTAINS_OP: {
            Value c = POP();
            bool r = contains(c, TOP());
            TOP() = Value::boolean(arg ? !r : r);
            break;
          }
          case Opcode::BUILD_TUPLE: {
            std::vector<Value> items(std::make_move_iterator(sp - arg), std::make_move_iterator(sp));
            sp -= arg;
            PUSH(new_tuple(std::move(items)));
            break;
          }
          case Opcode::BUILD_LIST: {
            std::vector<Value> items(std::make_move_iterator(sp - arg), std::make_move_iterator(sp));
            sp -= arg;
            PUSH(new_list(std::move(items)));
            break;
          }
          case Opcode::BUILD_SET: {
            auto s = make<SetObject>(T.set);
            // CPython compiles a literal of three or more constants as a frozenset constant merged into an
            // empty set; the merge (not item-by-item adds) decides the iteration order, so do the same.
            const uint32_t here = HERE();
            bool all_const = arg > 2 && here >= arg;
            for (uint32_t k = 1; all_const && k <= arg; ++k)
              all_const = lang::opcode_of(code[here - k]) == Opcode::LOAD_CONST;
            if (all_const) {
              // CPython's compiler also rebuilds the constant frozenset from its own iteration order when it
              // merges constants (merge_consts_recursive); both steps shape the final order.
              SetObject built(T.frozenset), frozen(T.frozenset);
              for (uint32_t i = arg; i > 0; --i) built.add(PEEK(i));
              built.for_each([&](const Value& k) { frozen.add(k); });
              s->merge(frozen);
            } else {
              for (uint32_t i = arg; i > 0; --i) s->add(PEEK(i));
            }
            for (uint32_t i = 0; i < arg; ++i) (void)POP();
            PUSH(Value(s));
            break;
          }
          case Opcode::BUILD_MAP: {
            auto d = new_dict();
            for (uint32_t i = arg; i > 0; --i) d->set(PEEK(2 * i), PEEK(2 * i - 1));
            for (uint32_t i = 0; i < 2 * arg; ++i) (void)POP();
            PUSH(Value(d));
            break;
          }
          case Opcode::BUILD_CONST_KEY_MAP: {
            Value keys = POP();
            auto d = new_dict();
            const auto& ks = as<TupleObject>(keys)->items;
            for (uint32_t i = 0; i < arg; ++i) d->set(ks[i], PEEK(arg - i));
            for (uint32_t i = 0; i < arg; ++i) (void)POP();
            PUSH(Value(d));
            break;
          }
          case Opcode::BUILD_STRING: {
            std::string s;
            for (uint32_t i = arg; i > 0; --i) s += str_of(PEEK(i));
            for (uint32_t i = 0; i < arg; ++i) (void)POP();
            PUSH(new_str(std::move(s)));
            break;
          }
          case Opcode::LIST_APPEND: { Value v = POP(); as<ListObject>(PEEK(arg))->items.push_back(std::move(v)); break; }
          case Opcode::SET_ADD: { Value v = POP(); as<SetObject>(PEEK(arg))->add(v); break; }
          case Opcode::MAP_ADD: {
            Value v = POP();
            Value k = POP();
            as<DictObject>(PEEK(arg))->set(k, std::move(v));
            break;
          }
          case Opcode::LIST_EXTEND: {
            Value it = POP();
            auto& items = as<ListObject>(PEEK(arg))->items;
            if (!has_layout(it, Layout::List) && !has_layout(it, Layout::Tuple) && lookup(type_of(it), intern("__iter__").get()).is_null() &&
                lookup(type_of(it), intern("__getitem__").get()).is_null())
              raise(T.TypeError, "Value after * must be an iterable, not " + type_name(it));
            for (auto& v : to_vector(it)) items.push_back(std::move(v));
            break;
          }
          case Opcode::SET_UPDATE: {
            Value it = POP();
            auto* s = as<SetObject>(PEEK(arg));
            for (auto& v : to_vector(it)) s->add(v);
            break;
          }
          case Opcode::DICT_UPDATE:
          case Opcode::DICT_MERGE: {
            Value m = POP();
            auto* d = as<DictObject>(PEEK(arg));
            if (!has_layout(m, Layout::Dict)) {
              if (lookup(type_of(m), intern("keys").get()).is_null()) {
                if (lang::opcode_of(word) != Opcode::DICT_MERGE)
                  raise(T.TypeError, "'" + type_name(m) + "' object is not a mapping");
                raise(T.TypeError, function_str(PEEK(arg + 2)) + " argument after ** must be a mapping, not " + type_name(m));
              }
              for (auto& k : to_vector(call_method(m, "keys", {}))) d->set(k, getitem(m, k));
              break;
            }
            const bool merge = lang::opcode_of(word) == Opcode::DICT_MERGE;
            as<DictObject>(m)->for_each([&](const Value& k, const Value& v) {
              if (merge && !d->get(k).is_null()) {
                raise(T.TypeError, function_str(PEEK(arg + 2)) + " got multiple values for keyword argument '" + str(k) + "'");
              }
              d->set(k, v);
            });
            break;
          }
          case Opcode::LIST_TO_TUPLE: TOP() = new_tuple(as<ListObject>(TOP())->items); break;
          case Opcode::UNPACK_SEQUENCE: {
            Value s = POP();
            std::vector<Value> items;
            if (has_layout(s, Layout::Tuple) || has_layout(s, Layout::List)) {
              items = to_vector(s);
            } else {
              Value it = unpack_iter(s);
              for (Value x = next(it); !x.is_null(); x = next(it)) {
                items.push_back(std::move(x));
                if (items.size() > arg) break;
              }
            }
            if (items.size() > arg) raise(T.ValueError, "too many values to unpack (expected " + std::to_string(arg) + ")");
            if (items.size() < arg)
              raise(T.ValueError, "not enough values to unpack (expected " + std::to_string(arg) + ", got " +
                                      std::to_string(items.size()) + ")");
            for (size_t i = items.size(); i > 0; --i) PUSH(std::move(items[i - 1]));
            break;
          }
          case Opcode::UNPACK_EX: {
            const size_t before = arg & 0xFF, after = arg >> 8;
            std::vector<Value> items = to_vector(unpack_iter(POP()));
            if (items.size() < before + after)
              raise(T.ValueError, "not enough values to unpack (expected at least " + std::to_string(before + after) +
                                      ", got " + std::to_string(items.size()) + ")");
            for (size_t i = 0; i < after; ++i) PUSH(items[items.size() - 1 - i]);
            PUSH(new_list(std::vector<Value>(items.begin() + long(before), items.end() - long(after))));
            for (size_t i = before; i > 0; --i) PUSH(items[i - 1]);
            break;
          }
          case Opcode::FORMAT_VALUE: {
            Value spec = (arg & 4) ? POP() : Value();
            TOP() = format_value(TOP(), int(arg & 3), spec);
            break;
          }
          case Opcode::JUMP_FORWARD: pc = code + arg; break;
          case Opcode::JUMP_BACKWARD:
            backward_jump_check();
            pc = code + arg;
            break;
          case Opcode::JUMP_BACKWARD_NO_INTERRUPT: pc = code + arg; break;
          case Opcode::POP_JUMP_IF_FALSE: {
            Value v = POP();
            if (!truthy(v)) CONDITIONAL_JUMP(arg);
            break;
          }
          case Opcode::POP_JUMP_IF_TRUE: {
            Value v = POP();
            if (truthy(v)) CONDITIONAL_JUMP(arg);
            break;
          }
          case Opcode::POP_JUMP_IF_NONE: {
            Value v = POP();
            if (v.is_none()) CONDITIONAL_JUMP(arg);
            break;
          }
          case Opcode::POP_JUMP_IF_NOT_NONE: {
            Value v = POP();
            if (!v.is_none()) CONDITIONAL_JUMP(arg);
            break;
          }
          case Opcode::JUMP_IF_FALSE_OR_POP:
            if (!truthy(TOP())) pc = code + arg;
            else (void)POP();
            break;
          case Opcode::JUMP_IF_TRUE_OR_POP:
            if (truthy(TOP())) pc = code + arg;
            else (void)POP();
            break;
          case Opcode::GET_ITER: TOP() = iter(TOP()); break;
          case Opcode::FOR_ITER: {
            Value v = next(TOP());
            if (v.is_null()) {
              (void)POP();
              pc = code + arg;
            } else {
              PUSH(std::move(v));
            }
            break;
          }
          case Opcode::RETURN_VALUE: {
            Value r = POP();
            while (sp > slots + nlocalsplus) (--sp)->clear();
            if (f == &entry || !f->init_self.is_null()) [[unlikely]] {
              f->sp = uint32_t(sp - slots);
              f->ip = uint32_t(pc - code);
              if (f == &entry) return r;
              // A class call's inlined __init__: the result is the instance.
              Value self = std::move(f->init_self);
              POP_INLINED();
              if (!r.is_none()) raise(T.TypeError, "__init__() should return None, not '" + type_name(r) + "'");
              PUSH(std::move(self));
              break;
            }
            {
              Frame* caller = f->parent;
              CallFrames::pop_returning(f, nlocalsplus);
              --R.depth;
              f = caller;
              R.frame = f;
              LOAD_FRAME();
            }
            PUSH(std::move(r));
            break;
          }
          case Opcode::MAKE_FUNCTION: {
            const int n = 1 + !!(arg & 1) + !!(arg & 2) + !!(arg & 4) + !!(arg & 8);
            Value fn = make_function(*f, arg, sp);
            for (int i = 0; i < n; ++i) (void)POP();
            PUSH(std::move(fn));
            break;
          }
          case Opcode::KW_NAMES: f->kwnames = as<TupleObject>(consts[arg]); break;
          case Opcode::CALL: {
            TRACE_POINT();
            const TupleObject* kw = f->kwnames;
            if (kw) f->kwnames = nullptr;
            Value* args = sp - arg;
            const bool method = !args[-2].is_null();
            Value& callee = method ? args[-2] : args[-1];
            Value* first = method ? args - 1 : args;
            const uint32_t nargs = arg + method;
            if (has_layout(callee, Layout::Function) && !tracing()) [[likely]] {
              auto* fn = as<FunctionObject>(callee);
              const CodeObject* callee_code = fn->code.get();
              const bool exact = !kw && callee_code->fast_argcount == nargs;
              if (exact || !(callee_code->raw->flags & lang::CO_SUSPENDS)) [[likely]] {
                // An inlined call: push the callee's frame and go on in this loop.
                call_entry_check();
                Frame* callee_frame = CallFrames::push(fn, std::move(callee), f);
                if (exact) [[likely]] {
                  // The arguments move into the first slots (all Null in a new frame); with the callee gone too,
                  // the call's stack entries are all Null.
                  Value* to = callee_frame->slots;
                  for (uint32_t i = 0; i < nargs; ++i) to[i].fill(std::move(first[i]));
                } else {
                  try {
                    bind_arguments(fn, CallArgs{std::span<const Value>(first, nargs), kw}, callee_frame);
                  } catch (...) {
                    CallFrames::pop(callee_frame);
                    throw;
                  }
                  for (Value* p = sp; p > args - 2;) (--p)->clear();
                }
                ENTER_CALL(callee_frame);
                break;
              }
            } else if (!method && !kw && has_layout(callee, Layout::Type) && !tracing()) {
              // A class call that is object.__new__ then a tsr __init__ taking exactly these arguments: the
              // instance is made here and __init__ runs as an inlined call, whose RETURN_VALUE pushes the instance.
              auto* cls = as<TypeObject>(callee);
              FunctionObject* init = plain_init(cls);
              if (init && init->code->fast_argcount == arg + 1) {
                call_entry_check();
                Value self(cls->alloc(cls));
                Frame* init_frame = CallFrames::push(init, Value(init), f);
                Value* to = init_frame->slots;
                to[0].fill(self);
                for (uint32_t i = 0; i < arg; ++i) to[i + 1].fill(std::move(args[i]));
                init_frame->init_self = std::move(self);
                args[-1].clear();
                ENTER_CALL(init_frame);
                break;
              }
            }
            f->lasti = HERE();  // where a stack walk (traceback.print_stack, warnings) finds this frame
            const CallArgs ca{std::span<const Value>(first, nargs), kw};
            Value result;
            if (has_layout(callee, Layout::Function)) {
              result = call_function(as<FunctionObject>(callee), ca);
            } else if (has_layout(callee, Layout::Native) && as<NativeFunctionObject>(callee)->soft_raise &&
                       !as<NativeFunctionObject>(callee)->owner) {
              const auto* native = as<NativeFunctionObject>(callee);
              check_native_arity(*native, ca);
              result = native->fn(ca);
              if (result.is_null()) {
                pending = std::move(R.soft_raised);
                goto unwind;
              }
            } else {
              result = call(callee, ca);
            }
            for (Value* p = sp; p > args - 2;) (--p)->clear();
            sp = args - 2;
            PUSH(std::move(result));
            break;
          }
          case Opcode::CALL_FUNCTION_EX: {
            TRACE_POINT();
            f->lasti = HERE();  // (as CALL's call through C++)
            Value kwargs = (arg & 1) ? POP() : Value();
            Value pargs = POP();
            Value fn = POP();
            (void)POP();  // NULL
            std::vector<Value> all;
            if (has_layout(pargs, Layout::Tuple)) {
              all = as<TupleObject>(pargs)->items;
            } else {
              Value it;
              try {
                it = iter(pargs);
              } catch (PyException& e) {
                if (!isinstance(Value(e.exc), T.TypeError)) throw;
                raise(T.TypeError, function_str(fn) + " argument after * must be an iterable, not " + type_name(pargs));
              }
              for (Value x = next(it); !x.is_null(); x = next(it)) all.push_back(std::move(x));
            }
            Value kwn;
            if (!kwargs.is_null()) {
              std::vector<Value> keys;
              as<DictObject>(kwargs)->for_each([&](const Value& k, const Value& v) {
                if (!is_str(k)) raise(T.TypeError, "keywords must be strings");
                keys.push_back(k);
                all.push_back(v);
              });
              if (!keys.empty()) kwn = new_tuple(std::move(keys));
            }
            PUSH(call(fn, CallArgs{all, kwn.is_null() ? nullptr : as<TupleObject>(kwn)}));
            break;
          }
          case Opcode::LOAD_BUILD_CLASS: PUSH(R.builtins->get_str(intern("__build_class__").get())); break;
          case Opcode::YIELD_VALUE: {
            Value v = POP();
            f->sp = uint32_t(sp - slots);
            f->ip = uint32_t(pc - code);
            f->yielded = true;
            return v;
          }
          case Opcode::GET_YIELD_FROM_ITER:
            if (has_layout(TOP(), Layout::Coroutine) && as<GeneratorObject>(TOP())->type == T.coroutine) {
              if (!(f->code->raw->flags & (lang::CO_COROUTINE | lang::CO_ITERABLE_COROUTINE)))
                raise(T.TypeError, "cannot 'yield from' a coroutine object in a non-coroutine generator");
            } else if (!has_layout(TOP(), Layout::Generator)) {
              TOP() = iter(TOP());
            }
            break;
          case Opcode::ASYNC_GEN_WRAP: TOP() = async_gen_wrap(std::move(TOP())); break;
          case Opcode::GET_AWAITABLE: TOP() = awaitable_iter(TOP(), int(arg)); break;
          case Opcode::GET_AITER: TOP() = async_iter(TOP()); break;
          case Opcode::GET_ANEXT: {
            Value awaitable = async_next(TOP());
            PUSH(std::move(awaitable));
            break;
          }
          case Opcode::END_ASYNC_FOR: {
            Value e = POP();
            if (!isinstance(e, T.StopAsyncIteration)) {
              reraising = true;
              throw PyException{Ref<ExceptionObject>(as<ExceptionObject>(e))};
            }
            (void)POP();  // the async iterator
            break;
          }
          // except* (PEP 654): the exception-group logic is stdlib/_exceptiongroup.tsr's
          case Opcode::CHECK_EG_MATCH: {
            Value match_type = POP();
            Value r = call(getattr(import_module("_exceptiongroup"), "_check_eg_match"), {TOP(), match_type});
            if (r.is_none()) {
              PUSH(Value::none());
            } else {
              const auto& rest_match = as<TupleObject>(r)->items;
              TOP() = rest_match[0];
              PUSH(rest_match[1]);
              R.exc_info = rest_match[1];  // what the clause handles (sys.exc_info(), a bare raise)
            }
            break;
          }
          case Opcode::PREP_RERAISE_STAR: {
            Value raised = POP();
            TOP() = call(getattr(import_module("_exceptiongroup"), "_prep_reraise_star"), {TOP(), raised});
            break;
          }
          case Opcode::GET_LEN: { Value n(length(TOP())); PUSH(std::move(n)); break; }
          case Opcode::MATCH_MAPPING: { const bool m = match_mapping(TOP()); PUSH(Value::boolean(m)); break; }
          case Opcode::MATCH_SEQUENCE: { const bool m = match_sequence(TOP()); PUSH(Value::boolean(m)); break; }
          case Opcode::MATCH_KEYS: { Value values = match_keys(PEEK(2), TOP()); PUSH(std::move(values)); break; }
          case Opcode::MATCH_CLASS: {
            Value names = POP();
            Value cls = POP();
            Value attrs = match_class(TOP(), cls, names, arg);
            TOP() = attrs.is_null() ? Value::none() : std::move(attrs);
            break;
          }
          case Opcode::BEFORE_ASYNC_WITH: {
            auto [exit, entered] = enter_manager(POP(), true);
            PUSH(std::move(exit));
            PUSH(std::move(entered));
            break;
          }
          case Opcode::SEND: {
            Value v = POP();
            Value& sub = TOP();
            Value r;
            Value ret = Value::none();
            if (is_generator_value(sub)) {
              r = generator_send(as<GeneratorObject>(sub), v, &ret);
            } else if (v.is_none() && has_layout(sub, Layout::Iterator)) {
              r = next(sub);
            } else {
              try {  // (its StopIteration's value is the yield from's)
                r = v.is_none() ? call_method(sub, "__next__", {}) : call_method(sub, "send", {v});
              } catch (PyException& e) {
                if (!isinstance(Value(e.exc), T.StopIteration)) throw;
                ret = stop_iteration_value(e.exc.get());
              }
            }
            if (r.is_null()) {
              sub = ret;
              pc = code + arg;
            } else {
              PUSH(std::move(r));
            }
            break;
          }
          case Opcode::PUSH_EXC_INFO: {
            Value e = POP();
            PUSH(R.exc_info.is_null() ? Value::none() : R.exc_info);
            R.exc_info = e;
            PUSH(std::move(e));
            break;
          }
          case Opcode::POP_EXCEPT: {
            Value prev = POP();
            R.exc_info = prev.is_none() ? Value() : prev;
            break;
          }
          case Opcode::CHECK_EXC_MATCH: {
            Value t = POP();
            bool match = false;
            auto check = [&](const Value& c) {
              if (!has_layout(c, Layout::Type) || !is_subtype(as<TypeObject>(c), T.BaseException))
                raise(T.TypeError, "catching classes that do not inherit from BaseException is not allowed");
              match |= isinstance(TOP(), as<TypeObject>(c));
            };
            if (has_layout(t, Layout::Tuple)) {
              for (const auto& c : as<TupleObject>(t)->items) check(c);
            } else {
              check(t);
            }
            PUSH(Value::boolean(match));
            break;
          }
          case Opcode::RERAISE: {
            // (arg: the handler's saved lasti sits below; CPython uses it only for the traceback line, and a
            // re-raise adds no traceback entry here, so the handler search uses this instruction.)
            Value e = POP();
            reraising = true;
            throw PyException{Ref<ExceptionObject>(as<ExceptionObject>(e))};
          }
          case Opcode::RAISE_VARARGS: {
            if (arg == 0) {
              if (R.exc_info.is_null()) raise(T.RuntimeError, "No active exception to reraise");
              reraising = true;
              pending = Ref<ExceptionObject>(as<ExceptionObject>(R.exc_info));
              goto unwind;
            }
            Value cause = arg == 2 ? POP() : Value();
            Value e = POP();
            if (has_layout(e, Layout::Type) && is_subtype(as<TypeObject>(e), T.BaseException)) e = call(e, {});
            if (!isinstance(e, T.BaseException)) raise(T.TypeError, "exceptions must derive from BaseException");
            auto* eo = as<ExceptionObject>(e);
            if (arg == 2) {
              if (has_layout(cause, Layout::Type) && is_subtype(as<TypeObject>(cause), T.BaseException))
                cause = call(cause, {});
              if (!cause.is_none() && !isinstance(cause, T.BaseException))
                raise(T.TypeError, "exception causes must derive from BaseException");
              eo->cause = cause.is_none() ? Value() : cause;
              eo->suppress_context = true;
            }
            pending = Ref<ExceptionObject>(eo);
            goto unwind;
          }
          case Opcode::LOAD_ASSERTION_ERROR: PUSH(Value(T.AssertionError)); break;
          case Opcode::BEFORE_WITH: {
            auto [exit, entered] = enter_manager(POP(), false);
            PUSH(std::move(exit));
            PUSH(std::move(entered));
            break;
          }
          case Opcode::WITH_EXCEPT_START: {
            const Value& e = PEEK(1);
            const Value& exit = PEEK(4);
            // __exit__(type, value, traceback), the traceback as far as the exception has come
            const Value tb = isinstance(e, T.BaseException) ? traceback_of(as<ExceptionObject>(e)) : Value::none();
            PUSH(call(exit, {Value(type_of(e)), e, tb}));
            break;
          }
          case Opcode::IMPORT_NAME: {
            f->lasti = HERE();  // (the imported module's code may warn with stacklevel or walk the stack to this line)
            Value fromlist = POP();
            Value level = POP();
            PUSH(import_name(names[arg]->s, fromlist, int(level.as_int()), f->globals));
            break;
          }
          case Opcode::IMPORT_FROM: {
            f->lasti = HERE();  // (as IMPORT_NAME: a module __getattr__ may warn)
            Value v = import_from(TOP(), names[arg].get());
            PUSH(std::move(v));
            break;
          }
          case Opcode::IMPORT_STAR: {
            f->lasti = HERE();
            Value m = POP();
            import_star(m, f->locals ? f->locals : f->globals);
            break;
          }
          case Opcode::SETUP_ANNOTATIONS: {
            DictObject* ns = f->locals ? f->locals.get() : f->globals;
            StrObject* key = intern("__annotations__").get();
            if (ns->get_str(key).is_null()) ns->set_str(key, Value(new_dict()));
            break;
          }
          case Opcode::PRINT_EXPR: {
            Value v = POP();
            display_value(v);
            break;
          }
          default:
            raise(T.RuntimeError, "unknown opcode " + std::string(lang::opcode_name(lang::opcode_of(word))));
        }
      }
    } catch (PyException& e) {
      pending = std::move(e.exc);
    } catch (tensor::Error& te) {
      pending = translate(te).exc;
    } catch (std::bad_alloc&) {
      pending = new_exception(T.MemoryError, "");
    } catch (std::length_error&) {  // a container asked for more than it can hold (an absurd size): no abort
      pending = new_exception(T.MemoryError, "");
    } catch (std::exception& e) {  // any other C++ error a native let through: a Python exception, never an abort
      pending = new_exception(T.RuntimeError, std::string("tsr internal error: ") + e.what());
    }
  // What the loop raises itself comes here with `pending` set, without a C++ throw: a throw's unwinding reads this
  // function's long exception table, twice, which made `raise` in a try 13x CPython's time (docs/interpreter.md).
  unwind:
    ExceptionObject* exc = pending.get();
    f->lasti = pc == code ? 0 : HERE();  // the instruction that raised
    const lang::ExceptionEntry* h = nullptr;
    for (;;) {  // find a handler in the running frame, else in its (inlined) callers, else leave
      if (!reraising) {
        exc->traceback.push_back({f->code, f->lasti});
        if (!R.exc_info.is_null() && R.exc_info.obj() != exc && exc->context.is_null()) exc->context = R.exc_info;
      }
      reraising = false;
      for (const auto& entry_ : f->code->raw->exception_table)
        if (f->lasti >= entry_.start && f->lasti < entry_.end) {
          h = &entry_;
          break;
        }
      if (h) break;
      while (sp > slots + nlocalsplus) *--sp = Value();
      f->sp = uint32_t(sp - slots);
      if (f == &entry) {
        if (!raised) throw PyException{std::move(pending)};
        *raised = std::move(pending);
        return Value();
      }
      POP_INLINED();
      f->lasti = HERE();  // the caller's CALL (ENTER_CALL saved only its ip)
    }
    Value* base = slots + nlocalsplus + h->depth;
    while (sp > base) *--sp = Value();
    if (h->lasti) PUSH(Value(int64_t(f->lasti)));
    PUSH(Value(pending));
    pc = code + h->target;
  }
#undef LOAD_FRAME
#undef POP_INLINED
#undef ENTER_CALL
#undef HERE
#undef PUSH
#undef POP
#undef TOP
#undef PEEK
#undef CONDITIONAL_JUMP
#undef TRACE_POINT
}

}  // namespace tsr::interp
