// Coroutines and async generators (PEP 492, PEP 525), as CPython 3.11's Objects/genobject.c has them.
//
// Both are GeneratorObjects of Layout::Coroutine (so nothing takes them for iterators): calling an `async def`
// makes a `coroutine`, one that also yields an `async_generator`. The VM runs their frames as any generator's;
// an `await` is a yield from over the coro_awaitable_self's iterator, so whatever the innermost coro_awaitable_self yields (a Future,
// for an event loop) comes out of the outermost send().
//
// An async generator's frame yields two kinds of value: its own `yield`s, which ASYNC_GEN_WRAP marks, and what
// its awaits pass through on their way to the event loop. The awaitables __anext__()/asend() and athrow()/aclose()
// tell them apart: a wrapped value finishes the coro_awaitable_self (StopIteration(value)), anything else goes on up.
#include <string>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/runtime.hpp"
#include "interpreter/vm.hpp"

namespace tsr::interp {

std::string object_address(const void* p);  // types.cpp

namespace {

TypeObject *g_wrapper_type, *g_asend_type, *g_athrow_type, *g_wrapped_type, *g_anext_type;
Value g_asyncgen_firstiter, g_asyncgen_finalizer;  // sys.set_asyncgen_hooks'

GeneratorObject* coro_gen(const Value& v) { return as<GeneratorObject>(v); }

void coro_visit(const Value& v, GcVisit visit, void* ctx) {
  if (v.is_obj()) visit(v.obj(), ctx);
}

// StopAsyncIteration with no arguments, as CPython's PyErr_SetNone.
[[noreturn]] void coro_raise_stop_async_iteration() {
  throw PyException{new_exception_args(T.StopAsyncIteration, new_tuple({}))};
}

// `coro.__await__()`'s iterator (CPython's coroutine_wrapper), an async generator's asend and athrow awaitables.
struct CoroAwaitableObject : Object {
  enum State : uint8_t { Init, Iter, Closed };
  Value gen;  // the coroutine or async generator
  Value arg;  // asend: the value sent first; athrow: the exception arguments (a tuple), Null for aclose()
  State state = Init;
  CoroAwaitableObject(TypeObject* t, Value g, Value a) : Object(t), gen(std::move(g)), arg(std::move(a)) { gc::track(this); }
  void gc_traverse(GcVisit visit, void* ctx) const override {
    Object::gc_traverse(visit, ctx);
    coro_visit(gen, visit, ctx);
    coro_visit(arg, visit, ctx);
  }
  void gc_clear() override {
    Object::gc_clear();
    gen = Value();
    arg = Value();
  }
};

// An async generator's own yielded value, on its way out of the frame (never seen by Python code).
struct CoroWrappedValueObject : Object {
  Value value;
  CoroWrappedValueObject(TypeObject* t, Value v) : Object(t), value(std::move(v)) {}
  void gc_traverse(GcVisit visit, void* ctx) const override {
    Object::gc_traverse(visit, ctx);
    coro_visit(value, visit, ctx);
  }
};

CoroAwaitableObject& coro_awaitable_self(const Value& self, TypeObject* t) {
  if (!self.is_obj() || self.obj()->type != t) raise(T.TypeError, "descriptor requires a '" + t->name + "' object");
  return *as<CoroAwaitableObject>(self);
}

bool coro_is_wrapped(const Value& v) { return v.is_obj() && v.obj()->type == g_wrapped_type; }

// The exception throw() / athrow() raise: throw(exc), throw(type), throw(type, value[, tb]) (3.11 takes all three).
Value coro_exception_to_throw(std::span<const Value> args, const char* who) {
  if (args.empty()) raise(T.TypeError, std::string(who) + " expected at least 1 argument, got 0");
  if (args.size() > 3) raise(T.TypeError, std::string(who) + " expected at most 3 arguments, got " + std::to_string(args.size()));
  const Value& typ = args[0];
  if (args.size() == 1 || args[1].is_none()) return typ;
  if (isinstance(typ, T.BaseException))
    raise(T.TypeError, "instance exception may not have a separate value");
  if (isinstance(args[1], T.BaseException)) return args[1];
  return call(typ, {args[1]});
}

// send() as the Python method: StopIteration(value) when the frame returns.
Value coro_send_method(GeneratorObject* g, const Value& v) {
  if (g->frame->ip == 0 && !g->finished && !v.is_none())
    raise(T.TypeError, std::string("can't send non-None value to a just-started ") + generator_kind_name(g));
  Value ret = Value::none();
  Value r = generator_send(g, v, &ret);
  if (r.is_null()) raise_stop_iteration(ret);
  return r;
}

// ---- async generators ---------------------------------------------------------------------------------------

// The first asend/athrow/aclose: the generator takes sys.set_asyncgen_hooks' finalizer, and firstiter sees it.
void coro_init_hooks(GeneratorObject* g) {
  if (g->hooks_inited) return;
  g->hooks_inited = true;
  if (!g_asyncgen_finalizer.is_null()) g->finalizer = g_asyncgen_finalizer;
  if (!g_asyncgen_firstiter.is_null()) call(g_asyncgen_firstiter, {Value(g)});
}

// CPython's async_gen_unwrap_value: what resuming the generator gave, seen by an coro_awaitable_self. The end of the
// generator is StopAsyncIteration; its own yield ends the coro_awaitable_self with StopIteration(value); anything else (an
// await inside passing a value up) is returned. `r` Null means the frame finished or raised (`raised` then holds it).
Value coro_unwrap(GeneratorObject* g, Value r) {
  if (r.is_null()) {
    g->running_async = false;
    g->closed = true;
    coro_raise_stop_async_iteration();
  }
  if (coro_is_wrapped(r)) {
    g->running_async = false;
    raise_stop_iteration(as<CoroWrappedValueObject>(r)->value);
  }
  return r;
}

// Runs one step of the generator for an coro_awaitable_self: an exception out of it marks the generator closed when it is
// StopAsyncIteration or GeneratorExit (the generator is done), and ends its running_async either way.
template <class Step>
Value coro_async_step(GeneratorObject* g, CoroAwaitableObject& self, Step step) {
  try {
    return step();
  } catch (PyException& e) {
    if (isinstance(Value(e.exc), T.StopAsyncIteration) || isinstance(Value(e.exc), T.GeneratorExit)) g->closed = true;
    g->running_async = false;
    self.state = CoroAwaitableObject::Closed;
    throw;
  }
}

Value coro_asend_send(CoroAwaitableObject& self, Value v) {
  GeneratorObject* g = coro_gen(self.gen);
  if (self.state == CoroAwaitableObject::Closed) raise(T.RuntimeError, "cannot reuse already awaited __anext__()/asend()");
  if (self.state == CoroAwaitableObject::Init) {
    if (g->running_async) raise(T.RuntimeError, "anext(): asynchronous generator is already running");
    if (v.is_none()) v = self.arg;
    self.state = CoroAwaitableObject::Iter;
  }
  g->running_async = true;
  return coro_async_step(g, self, [&] {
    if (g->frame->ip == 0 && !g->finished && !v.is_none())
      raise(T.TypeError, "can't send non-None value to a just-started async generator");
    return coro_unwrap(g, generator_send(g, v));
  });
}

Value coro_asend_throw(CoroAwaitableObject& self, const Value& exc) {
  GeneratorObject* g = coro_gen(self.gen);
  if (self.state == CoroAwaitableObject::Closed) raise(T.RuntimeError, "cannot reuse already awaited __anext__()/asend()");
  return coro_async_step(g, self, [&] {
    Value r;
    try {
      r = generator_throw(g, exc);
    } catch (PyException& e) {
      if (!isinstance(Value(e.exc), T.StopIteration) || g->finished) throw;
      r = Value();  // (generator_throw's StopIteration: the frame returned)
    }
    return coro_unwrap(g, r);
  });
}

// athrow()/aclose() (self.arg Null): CPython's async_gen_athrow_send. aclose() throws GeneratorExit in and is done
// (StopIteration) when the generator finishes or lets GeneratorExit out; a generator that yields instead
// "ignored GeneratorExit".
Value coro_athrow_send(CoroAwaitableObject& self, Value v) {
  GeneratorObject* g = coro_gen(self.gen);
  const bool aclose = self.arg.is_null();
  if (self.state == CoroAwaitableObject::Closed) raise(T.RuntimeError, "cannot reuse already awaited aclose()/athrow()");
  if (g->finished) {
    self.state = CoroAwaitableObject::Closed;
    raise_stop_iteration();
  }
  auto ignored_exit = [&]() -> Value {
    g->running_async = false;
    self.state = CoroAwaitableObject::Closed;
    raise(T.RuntimeError, "async generator ignored GeneratorExit");
  };
  // An exception out of the generator: for aclose(), its end (StopAsyncIteration, GeneratorExit) is this
  // coro_awaitable_self's StopIteration.
  auto finish = [&](PyException& e) -> Value {
    g->running_async = false;
    self.state = CoroAwaitableObject::Closed;
    const bool done = isinstance(Value(e.exc), T.StopAsyncIteration) || isinstance(Value(e.exc), T.GeneratorExit);
    if (done && aclose) raise_stop_iteration();
    throw;
  };
  if (self.state == CoroAwaitableObject::Init) {
    if (g->running_async) {
      self.state = CoroAwaitableObject::Closed;
      raise(T.RuntimeError, std::string(aclose ? "aclose()" : "athrow()") + ": asynchronous generator is already running");
    }
    if (g->closed) {
      self.state = CoroAwaitableObject::Closed;
      coro_raise_stop_async_iteration();
    }
    if (!v.is_none()) raise(T.RuntimeError, "can't send non-None value to a just-started coroutine");
    self.state = CoroAwaitableObject::Iter;
    g->running_async = true;
    try {
      if (aclose) {
        g->closed = true;
        Value r = generator_throw(g, Value(T.GeneratorExit));
        if (coro_is_wrapped(r)) return ignored_exit();
        return r;
      }
      const auto& args = as<TupleObject>(self.arg)->items;
      return coro_unwrap(g, generator_throw(g, coro_exception_to_throw(args, "athrow")));
    } catch (PyException& e) {
      if (isinstance(Value(e.exc), T.StopIteration) && g->finished && !aclose) return coro_unwrap(g, Value());
      return finish(e);
    }
  }
  try {
    Value r = generator_send(g, v);
    if (!aclose) return coro_unwrap(g, r);
    if (r.is_null()) coro_raise_stop_async_iteration();
    if (coro_is_wrapped(r)) return ignored_exit();
    return r;
  } catch (PyException& e) {
    return finish(e);
  }
}

Value coro_athrow_throw(CoroAwaitableObject& self, const Value& exc) {
  GeneratorObject* g = coro_gen(self.gen);
  const bool aclose = self.arg.is_null();
  if (self.state == CoroAwaitableObject::Closed) raise(T.RuntimeError, "cannot reuse already awaited aclose()/athrow()");
  Value r;
  try {
    r = generator_throw(g, exc);
  } catch (PyException& e) {
    const bool done = isinstance(Value(e.exc), T.StopAsyncIteration) || isinstance(Value(e.exc), T.GeneratorExit);
    if (aclose && done) {
      g->running_async = false;
      self.state = CoroAwaitableObject::Closed;
      raise_stop_iteration();
    }
    if (!aclose && isinstance(Value(e.exc), T.StopIteration) && g->finished) return coro_unwrap(g, Value());
    throw;
  }
  if (!aclose) return coro_unwrap(g, r);
  if (coro_is_wrapped(r)) {
    g->running_async = false;
    self.state = CoroAwaitableObject::Closed;
    raise(T.RuntimeError, "async generator ignored GeneratorExit");
  }
  return r;
}

// anext(it, default)'s awaitable (CPython's anext_awaitable): it awaits it.__anext__()'s awaitable (`gen`, its
// iterator once started) and ends with `default` (`arg`) where that raises StopAsyncIteration.
Value coro_anext_step(CoroAwaitableObject& self, const std::function<Value(const Value&)>& step) {
  if (self.state == CoroAwaitableObject::Closed) raise(T.RuntimeError, "cannot reuse already awaited anext()");
  if (self.state == CoroAwaitableObject::Init) {
    self.gen = awaitable_iter(self.gen);
    self.state = CoroAwaitableObject::Iter;
  }
  try {
    return step(self.gen);
  } catch (PyException& e) {
    if (!isinstance(Value(e.exc), T.StopAsyncIteration)) throw;
    self.state = CoroAwaitableObject::Closed;
    raise_stop_iteration(self.arg);
  }
}

Value coro_anext_send(CoroAwaitableObject& self, Value v) {
  return coro_anext_step(self, [&](const Value& it) -> Value {
    if (is_generator_value(it)) {
      Value ret = Value::none();
      Value r = generator_send(coro_gen(it), v, &ret);
      if (r.is_null()) raise_stop_iteration(ret);
      return r;
    }
    return v.is_none() ? call_method(it, "__next__", {}) : call_method(it, "send", {v});
  });
}

Value coro_anext_throw(CoroAwaitableObject& self, const Value& exc) {
  return coro_anext_step(self, [&](const Value& it) -> Value {
    if (is_generator_value(it)) return generator_throw(coro_gen(it), exc);
    return call_method(it, "throw", {exc});
  });
}

Value coro_make_awaitable(TypeObject* t, GeneratorObject* g, Value arg) {
  return Value(new CoroAwaitableObject(t, Value(g), std::move(arg)));
}

// ---- the types ------------------------------------------------------------------------------------------------

GeneratorObject* coro_self(const CallArgs& a, TypeObject* t) {
  if (a.args.empty() || !a[0].is_obj() || a[0].obj()->type != t)
    raise(T.TypeError, "descriptor requires a '" + t->name + "' object");
  return coro_gen(a[0]);
}

// The coro_awaitable_self types' shared protocol: an iterator whose send/throw/close drive the generator.
void coro_awaitable_methods(TypeObject* t, Value (*send)(CoroAwaitableObject&, Value),
                       Value (*throw_)(CoroAwaitableObject&, const Value&)) {
  add_method(t, "__iter__", [](const CallArgs& a) { return a[0]; });
  add_method(t, "__await__", [](const CallArgs& a) { return a[0]; });
  // (captureless lambdas: each type's own functions, looked up from the self's type)
  struct Fns {
    Value (*send)(CoroAwaitableObject&, Value);
    Value (*throw_)(CoroAwaitableObject&, const Value&);
  };
  const Fns fns{send, throw_};
  add_method(t, "__next__", [t, fns](const CallArgs& a) { return fns.send(coro_awaitable_self(a[0], t), Value::none()); });
  add_method(t, "send", [t, fns](const CallArgs& a) {
    if (a.args.size() != 2) raise(T.TypeError, "send() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return fns.send(coro_awaitable_self(a[0], t), a[1]);
  });
  add_method(t, "throw", [t, fns](const CallArgs& a) {
    CoroAwaitableObject& self = coro_awaitable_self(a[0], t);
    return fns.throw_(self, coro_exception_to_throw(a.args.subspan(1), "throw"));
  });
  add_method(t, "close", [t](const CallArgs& a) {
    coro_awaitable_self(a[0], t).state = CoroAwaitableObject::Closed;
    return Value::none();
  });
}

void coro_coroutine_methods() {
  TypeObject* t = T.coroutine;
  add_method(t, "send", [](const CallArgs& a) {
    if (a.args.size() != 2) raise(T.TypeError, "send() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return coro_send_method(coro_self(a, T.coroutine), a[1]);
  });
  add_method(t, "throw", [](const CallArgs& a) {
    GeneratorObject* g = coro_self(a, T.coroutine);
    return generator_throw(g, coro_exception_to_throw(a.args.subspan(1), "throw"));
  });
  add_method(t, "close", [](const CallArgs& a) {
    generator_close(coro_self(a, T.coroutine));
    return Value::none();
  });
  add_method(t, "__await__", [](const CallArgs& a) {
    return Value(new CoroAwaitableObject(g_wrapper_type, Value(coro_self(a, T.coroutine)), Value()));
  });
  add_property(t, "cr_running", [](const CallArgs& a) { return Value::boolean(coro_gen(a[0])->running); });
  add_property(t, "cr_await", [](const CallArgs& a) {
    Value d = generator_delegate(coro_gen(a[0]));
    return d.is_null() ? Value::none() : d;
  });
  add_property(t, "cr_origin", [](const CallArgs&) { return Value::none(); });  // (no origin tracking depth)
  add_property(t, "cr_suspended", [](const CallArgs& a) {
    GeneratorObject* g = coro_gen(a[0]);
    return Value::boolean(!g->finished && !g->running && g->frame->ip != 0);
  });

  TypeObject* w = g_wrapper_type;
  add_method(w, "__iter__", [](const CallArgs& a) { return a[0]; });
  add_method(w, "__next__", [](const CallArgs& a) {
    return coro_send_method(coro_gen(coro_awaitable_self(a[0], g_wrapper_type).gen), Value::none());
  });
  add_method(w, "send", [](const CallArgs& a) {
    if (a.args.size() != 2) raise(T.TypeError, "send() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    return coro_send_method(coro_gen(coro_awaitable_self(a[0], g_wrapper_type).gen), a[1]);
  });
  add_method(w, "throw", [](const CallArgs& a) {
    GeneratorObject* g = coro_gen(coro_awaitable_self(a[0], g_wrapper_type).gen);
    return generator_throw(g, coro_exception_to_throw(a.args.subspan(1), "throw"));
  });
  add_method(w, "close", [](const CallArgs& a) {
    generator_close(coro_gen(coro_awaitable_self(a[0], g_wrapper_type).gen));
    return Value::none();
  });
}

void coro_async_generator_methods() {
  TypeObject* t = T.async_generator;
  add_method(t, "__aiter__", [](const CallArgs& a) { return a[0]; });
  add_method(t, "__anext__", [](const CallArgs& a) {
    GeneratorObject* g = coro_self(a, T.async_generator);
    coro_init_hooks(g);
    return coro_make_awaitable(g_asend_type, g, Value::none());
  });
  add_method(t, "asend", [](const CallArgs& a) {
    GeneratorObject* g = coro_self(a, T.async_generator);
    if (a.args.size() != 2) raise(T.TypeError, "asend() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
    coro_init_hooks(g);
    return coro_make_awaitable(g_asend_type, g, a[1]);
  });
  add_method(t, "athrow", [](const CallArgs& a) {
    GeneratorObject* g = coro_self(a, T.async_generator);
    if (a.args.size() < 2) raise(T.TypeError, "athrow expected at least 1 argument, got 0");
    coro_init_hooks(g);
    return coro_make_awaitable(g_athrow_type, g, new_tuple(std::vector<Value>(a.args.begin() + 1, a.args.end())));
  });
  add_method(t, "aclose", [](const CallArgs& a) {
    GeneratorObject* g = coro_self(a, T.async_generator);
    coro_init_hooks(g);
    return coro_make_awaitable(g_athrow_type, g, Value());
  });
  add_property(t, "ag_running", [](const CallArgs& a) { return Value::boolean(coro_gen(a[0])->running_async); });
  add_property(t, "ag_await", [](const CallArgs& a) {
    Value d = generator_delegate(coro_gen(a[0]));
    return d.is_null() ? Value::none() : d;
  });
  coro_awaitable_methods(g_asend_type, coro_asend_send, coro_asend_throw);
  coro_awaitable_methods(g_athrow_type, coro_athrow_send, coro_athrow_throw);
  coro_awaitable_methods(g_anext_type, coro_anext_send, coro_anext_throw);
}

// gi_frame / cr_frame / ag_frame: a snapshot of the suspended frame (stdlib/_frame.tsr's frame object: its code,
// globals, locals and the line it waits at; the first line before it starts), None once it has finished.
Value coro_frame_of(const Value& self) {
  GeneratorObject* g = coro_gen(self);
  if (g->finished || !g->frame) return Value::none();
  Frame* f = g->frame.get();
  const lang::Code& co = *f->code->code;
  const uint32_t at = f->ip == 0 ? 0 : f->ip - 1;  // (the instruction it suspended at)
  const uint32_t line = f->ip != 0 && at < co.positions.size() && co.positions[at].line ? co.positions[at].line
                                                                                        : co.firstlineno;
  Value row = new_tuple({Value(f->code), Value(f->globals), Value(int64_t(line)), locals_of(f),
                         Value(int64_t(at) * 2)});
  return call(getattr(import_module("_frame"), "_make"), {new_list({row})});
}

// What both kinds share with generators: names, repr, code, frame, and the finalizer flag.
void coro_common_methods(TypeObject* t, const char* prefix) {
  t->has_del = true;  // (generator_finalize: closed, warned about, or handed to the asyncgen finalizer)
  add_method(t, "__repr__", [t](const CallArgs& a) {
    return new_str("<" + t->name + " object " + str_of(coro_gen(a[0])->qualname) + " at " + object_address(a[0].obj()) + ">");
  });
  add_property(t, "__name__", [](const CallArgs& a) { return coro_gen(a[0])->name; });
  add_property(t, "__qualname__", [](const CallArgs& a) { return coro_gen(a[0])->qualname; });
  add_property(t, std::string(prefix) + "_code", [](const CallArgs& a) { return Value(coro_gen(a[0])->frame->code); });
  add_property(t, std::string(prefix) + "_frame", [](const CallArgs& a) { return coro_frame_of(a[0]); });
}

}  // namespace

const char* generator_kind_name(const GeneratorObject* g) {
  return g->type == T.coroutine ? "coroutine" : g->type == T.async_generator ? "async generator" : "generator";
}

Value async_gen_wrap(Value v) { return Value(new CoroWrappedValueObject(g_wrapped_type, std::move(v))); }

Value awaitable_iter(const Value& o, int where) {
  TypeObject* t = type_of(o);
  if (t == T.coroutine) {
    if (!generator_delegate(coro_gen(o)).is_null()) raise(T.RuntimeError, "coroutine is being awaited already");
    return o;
  }
  // A generator from a types.coroutine function is coro_awaitable_self as it is.
  if (t == T.generator && (coro_gen(o)->frame->code->raw->flags & lang::CO_ITERABLE_COROUTINE)) return o;
  static StrObject* const s_await = intern("__await__").get();
  Value method = lookup(t, s_await);
  if (method.is_null()) {
    if (where == 1)
      raise(T.TypeError, "'async with' received an object from __aenter__ that does not implement __await__: " + tp_name(t));
    if (where == 2)
      raise(T.TypeError, "'async with' received an object from __aexit__ that does not implement __await__: " + tp_name(t));
    raise(T.TypeError, "object " + tp_name(t) + " can't be used in 'await' expression");
  }
  Value it = call(bind_descriptor(method, o, t), {});
  TypeObject* it_type = type_of(it);
  if (it_type == T.coroutine ||
      (it_type == T.generator && (coro_gen(it)->frame->code->raw->flags & lang::CO_ITERABLE_COROUTINE)))
    raise(T.TypeError, "__await__() returned a coroutine");
  static StrObject* const s_next = intern("__next__").get();
  if (lookup(it_type, s_next).is_null())
    raise(T.TypeError, "__await__() returned non-iterator of type '" + tp_name(it_type) + "'");
  return it;
}

Value async_iter(const Value& o) {
  TypeObject* t = type_of(o);
  static StrObject* const s_aiter = intern("__aiter__").get();
  static StrObject* const s_anext = intern("__anext__").get();
  Value method = lookup(t, s_aiter);
  if (method.is_null())
    raise(T.TypeError, "'async for' requires an object with __aiter__ method, got " + tp_name(t));
  Value it = call(bind_descriptor(method, o, t), {});
  if (lookup(type_of(it), s_anext).is_null())
    raise(T.TypeError, "'async for' received an object from __aiter__ that does not implement __anext__: " +
                           type_name(it));
  return it;
}

Value async_next(const Value& aiter) {
  TypeObject* t = type_of(aiter);
  if (t == T.async_generator) {
    coro_init_hooks(coro_gen(aiter));
    return coro_make_awaitable(g_asend_type, coro_gen(aiter), Value::none());
  }
  static StrObject* const s_anext = intern("__anext__").get();
  Value method = lookup(t, s_anext);
  if (method.is_null())
    raise(T.TypeError, "'async for' requires an iterator with __anext__ method, got " + tp_name(t));
  Value next = call(bind_descriptor(method, aiter, t), {});
  try {
    return awaitable_iter(next);
  } catch (PyException& e) {
    if (!isinstance(Value(e.exc), T.TypeError)) throw;
    auto err = new_exception(T.TypeError, "'async for' received an invalid object from __anext__: " + type_name(next));
    err->cause = Value(e.exc);
    err->context = Value(e.exc);
    err->suppress_context = true;
    throw PyException{err};
  }
}

void generator_finalize(GeneratorObject* g) {
  if (g->type == T.async_generator && !g->finalizer.is_null() && !g->closed) {
    Value finalizer = std::move(g->finalizer);
    g->finalizer = Value();
    call(finalizer, {Value(g)});
    return;
  }
  if (g->type == T.coroutine && g->frame && g->frame->ip == 0 && !g->finished) {
    g->finished = true;
    call(getattr(import_module("warnings"), "warn"),
         {new_str("coroutine '" + str_of(g->qualname) + "' was never awaited"), Value(T.RuntimeWarning)});
    return;
  }
  generator_close(g);
}

Value asyncgen_hooks_get(const CallArgs&) {
  auto hook = [](const Value& v) { return v.is_null() ? Value::none() : v; };
  return call(getattr(import_module("_sysinfo"), "asyncgen_hooks"), {hook(g_asyncgen_firstiter), hook(g_asyncgen_finalizer)});
}

// sys.set_asyncgen_hooks(firstiter=..., finalizer=...): each given one replaced (None clears it), each callable.
Value asyncgen_hooks_set(const CallArgs& a) {
  Value firstiter, finalizer;  // Null: not given
  const size_t npos = a.npos();
  if (npos > 2) raise(T.TypeError, "set_asyncgen_hooks() takes at most 2 arguments (" + std::to_string(npos) + " given)");
  if (npos > 0) firstiter = a[0];
  if (npos > 1) finalizer = a[1];
  for (size_t i = 0; i < a.nkw(); ++i) {
    const std::string& name = str_of(a.kwnames->items[i]);
    if (name == "firstiter") firstiter = a[npos + i];
    else if (name == "finalizer") finalizer = a[npos + i];
    else raise(T.TypeError, "set_asyncgen_hooks() got an unexpected keyword argument '" + name + "'");
  }
  static StrObject* const s_call = intern("__call__").get();
  auto check = [&](const Value& v, const char* what) {
    if (!v.is_null() && !v.is_none() && lookup(type_of(v), s_call).is_null())
      raise(T.TypeError, std::string("callable ") + what + " expected, got " + type_name(v));
  };
  check(finalizer, "finalizer");
  check(firstiter, "firstiter");
  if (!finalizer.is_null()) g_asyncgen_finalizer = finalizer.is_none() ? Value() : finalizer;
  if (!firstiter.is_null()) g_asyncgen_firstiter = firstiter.is_none() ? Value() : firstiter;
  return Value::none();
}

// aiter(obj): obj.__aiter__(), which must give an async iterator.
Value builtin_aiter(const CallArgs& a) {
  if (a.nkw()) raise(T.TypeError, "aiter() takes no keyword arguments");
  if (a.args.size() != 1) raise(T.TypeError, "aiter expected 1 argument, got " + std::to_string(a.args.size()));
  static StrObject* const s_aiter = intern("__aiter__").get();
  static StrObject* const s_anext = intern("__anext__").get();
  TypeObject* t = type_of(a[0]);
  Value method = lookup(t, s_aiter);
  if (method.is_null()) raise(T.TypeError, "'" + tp_name(t) + "' object is not an async iterable");
  Value it = call(bind_descriptor(method, a[0], t), {});
  if (lookup(type_of(it), s_anext).is_null())
    raise(T.TypeError, "aiter() returned not an async iterator of type '" + type_name(it) + "'");
  return it;
}

// anext(it[, default]): it.__anext__()'s awaitable, or one that gives `default` at StopAsyncIteration.
Value builtin_anext(const CallArgs& a) {
  if (a.nkw()) raise(T.TypeError, "anext() takes no keyword arguments");
  if (a.args.empty() || a.args.size() > 2)
    raise(T.TypeError, "anext expected at least 1 argument, got " + std::to_string(a.args.size()));
  static StrObject* const s_anext = intern("__anext__").get();
  TypeObject* t = type_of(a[0]);
  Value method = lookup(t, s_anext);
  if (method.is_null()) raise(T.TypeError, "'" + tp_name(t) + "' object is not an async iterator");
  Value awaitable = t == T.async_generator ? async_next(a[0]) : call(bind_descriptor(method, a[0], t), {});
  if (a.args.size() == 1) return awaitable;
  return Value(new CoroAwaitableObject(g_anext_type, std::move(awaitable), a[1]));
}

void coroutine_types() {
  auto native = [](const char* name) {
    Ref<TypeObject> t = new_type(name, {}, Layout::Other, true);
    t->alloc = nullptr;  // made only by the runtime
    incref(t.get());     // immortal, as the builtin types
    return t.get();
  };
  g_wrapper_type = native("coroutine_wrapper");
  g_asend_type = native("async_generator_asend");
  g_athrow_type = native("async_generator_athrow");
  g_wrapped_type = native("async_generator_wrapped_value");
  g_anext_type = native("anext_awaitable");
  coro_common_methods(T.coroutine, "cr");
  coro_common_methods(T.async_generator, "ag");
  coro_coroutine_methods();
  coro_async_generator_methods();
  add_property(T.generator, "gi_code", [](const CallArgs& a) { return Value(coro_gen(a[0])->frame->code); });
  add_property(T.generator, "gi_frame", [](const CallArgs& a) { return coro_frame_of(a[0]); });
  add_property(T.generator, "gi_running", [](const CallArgs& a) { return Value::boolean(coro_gen(a[0])->running); });
  add_property(T.generator, "gi_yieldfrom", [](const CallArgs& a) {
    Value d = generator_delegate(coro_gen(a[0]));
    return d.is_null() ? Value::none() : d;
  });
  add_property(T.generator, "gi_suspended", [](const CallArgs& a) {
    GeneratorObject* g = coro_gen(a[0]);
    return Value::boolean(!g->finished && !g->running && g->frame->ip != 0);
  });
}

}  // namespace tsr::interp
