// The bytecode interpreter: frames and the evaluation loop (language.md §4).
#pragma once

#include <memory>
#include <vector>

#include "interpreter/runtime.hpp"

namespace tsr::interp {

// One activation. Slots are "localsplus" ([varnames | cellvars | freevars]) followed by the value stack.
struct Frame {
  // Borrowed: owned by the frame itself (code_owner_, globals_owner_) or, in a function's frame, by `func` (a
  // function's __code__ and __globals__ cannot be reassigned).
  CodeObject* code;
  DictObject* globals;
  Value* slots = nullptr;  // nslots values: from the thread's frame arena, or `owned` for generator frames
  uint32_t nslots = 0;
  uint32_t sp = 0;         // index of the first free stack slot, within `slots`
  uint32_t ip = 0;         // next instruction
  uint32_t lasti = 0;      // instruction being executed (tracebacks)
  Frame* parent = nullptr; // the caller, for frames pushed by an inlined call (eval_frame's own frame stack)
  Value func;              // the function being run (for COPY_FREE_VARS)
  // (The members from here on start empty in every frame; they are kept together so that an inlined call's
  // frame clears them with a few wide stores.)
  const TupleObject* kwnames = nullptr;  // set by KW_NAMES for the next CALL
  Value init_self;         // in an __init__ inlined for a class call: the new instance, the call's result
  Ref<DictObject> locals;  // module and class bodies (the *_NAME opcodes); Null for functions
  bool yielded = false;    // the last run stopped at YIELD_VALUE
  bool entry = false;      // an eval_frame's entry frame: `parent` is the frame that called it through C++

  // `heap`: the frame outlives the call that makes it (a generator's), so it owns its slots; other frames take
  // theirs from a per-thread LIFO arena (no allocation per call, as CPython's frame stack).
  Frame(Ref<CodeObject> c, Ref<DictObject> g, Ref<DictObject> l, bool heap = false);
  // The frame of a call inlined by the evaluation loop (vm.cpp's CallFrames::push: this header from the frame
  // arena's header stack, `block_slots` from its Value chunks, which were at the arena's top in chunk `chunk`).
  // `fn` is the function, moved in from the caller's stack; `caller` is the frame making the call.
  struct InArena {};
  Frame(InArena, CodeObject* c, DictObject* g, Value fn, Value* block_slots, uint32_t n, size_t chunk, Frame* caller)
      : code(c), globals(g), slots(block_slots), nslots(n), sp(c->nlocalsplus), parent(caller), func(std::move(fn)),
        arena_chunk_(chunk), on_arena_(true) {}
  ~Frame() {
    if (on_arena_) leave_arena();
  }
  // For a generator's frame, which the cycle collector sees through its generator: the references the frame
  // owns (the borrowed code and globals only through their owners), and dropping them.
  void gc_traverse(GcVisit visit, void* ctx) const;
  void gc_clear();

 private:
  void leave_arena();  // clears the slots below sp and gives the frame's slots back to the arena
  friend struct CallFrames;  // vm.cpp: pushes and pops the frames of inlined calls
  Ref<CodeObject> code_owner_;
  Ref<DictObject> globals_owner_;
  std::unique_ptr<Value[]> owned_;
  size_t arena_chunk_ = 0;  // the arena chunk holding `slots` (which is also the arena top to restore)
  bool on_arena_ = false;

 public:
  Frame(const Frame&) = delete;
  Frame& operator=(const Frame&) = delete;
};

// Runs a frame from its ip until it returns (or, for generators, yields; then frame.yielded is set).
// `send` is pushed as the result of the YIELD_VALUE being resumed (ignored on the first run).
// With `raised`, an exception that leaves the frame is returned there (the result then Null) instead of thrown.
Value eval_frame(Frame& frame, Value send = {}, Value throw_exc = {}, Ref<ExceptionObject>* raised = nullptr);

// Calls a Python function: binds arguments (with CPython's error messages) and runs or makes a generator.
Value call_function(FunctionObject* f, const CallArgs& args);
// The same, returning an exception the function's body raises in `*raised` (the result then Null) rather than
// throwing it: for callers that catch what they call often (getattr_opt's __getattr__).
Value call_function_soft(FunctionObject* f, const CallArgs& args, Ref<ExceptionObject>* raised);

// Executes a module-level code object with the given globals (which are also its locals).
Value exec_code(const std::shared_ptr<const lang::Code>& code, Ref<DictObject> globals, Ref<DictObject> locals = {});

// Resumes a generator: Null when it finishes (its return value is then in `*ret` when given).
Value generator_send(GeneratorObject* g, Value v, Value* ret = nullptr);
Value generator_throw(GeneratorObject* g, Value exc);
// gen.close(): GeneratorExit thrown in where the generator is suspended (nothing for one not started or finished);
// RuntimeError where it yields again.
void generator_close(GeneratorObject* g);
// Started and not finished (a generator freed so is closed first), or a coroutine never awaited (it warns):
// object.cpp's destroy runs generator_finalize for these.
bool generator_needs_finalizing(const Object* g);
// CPython's _PyGen_Finalize: an async generator goes to its sys.set_asyncgen_hooks finalizer, a coroutine never
// started warns "was never awaited", anything else suspended is closed.
void generator_finalize(GeneratorObject* g);
// What a generator or coroutine suspended in `yield from` / `await` delegates to; Null at a plain yield.
Value generator_delegate(GeneratorObject* g);

// ---- coroutines and async generators (coroutines.cpp)
// GET_AWAITABLE's iterator for `await o` (where: 1 after __aenter__, 2 after __aexit__, for the error message).
Value awaitable_iter(const Value& o, int where = 0);
// The match statement's tests (pattern_match.cpp): MATCH_MAPPING, MATCH_SEQUENCE, MATCH_KEYS (a tuple of values,
// or None) and MATCH_CLASS (a tuple of attributes, or Null when the subject does not match).
bool match_mapping(const Value& subject);
bool match_sequence(const Value& subject);
Value match_keys(const Value& subject, const Value& keys);
Value match_class(const Value& subject, const Value& cls, const Value& names, uint32_t nargs);
Value async_iter(const Value& o);       // GET_AITER: o.__aiter__(), checked
Value async_next(const Value& aiter);   // GET_ANEXT: the awaitable of aiter.__anext__()
Value async_gen_wrap(Value v);          // ASYNC_GEN_WRAP
// sys.get_asyncgen_hooks() / sys.set_asyncgen_hooks(firstiter=, finalizer=)
Value asyncgen_hooks_get(const CallArgs& a);
Value asyncgen_hooks_set(const CallArgs& a);
Value builtin_aiter(const CallArgs& a);  // aiter(obj)
Value builtin_anext(const CallArgs& a);  // anext(it[, default])
// `coro.send(v)` for a coroutine or async generator frame's own resumption (the messages name the kind).
const char* generator_kind_name(const GeneratorObject* g);

// Prints a traceback for an uncaught exception to sys.stderr in CPython's format.
void print_exception(const Value& exc);
// An uncaught exception at the top level: sys.last_* set, then sys.excepthook (print_exception by default).
void report_uncaught(const Value& exc);
Value default_excepthook(const CallArgs& a);  // sys.excepthook / sys.__excepthook__
void write_stderr(const std::string& text);   // to sys.stderr (the process's stream while it is sys.__stderr__)
// The same text as a string (chained exceptions, then "Traceback (most recent call last):", entries, message);
// `suggest` false leaves out the "Did you mean", as CPython 3.11's traceback module does.
std::string format_exception(const Value& exc, bool suggest = true);

}  // namespace tsr::interp
