// The grammar target: the fuzz input steers a generator of syntactically valid programs of tsr's Python subset,
// so mutations of the bytes stay programs and reach the compiler's and the VM's deeper paths (closures,
// generators, classes with dunders, exceptions, comprehensions, f-strings, unpacking) instead of stopping at a
// SyntaxError. Names come from a small pool so that uses meet definitions; each top-level statement may sit in
// a try block so that one exception does not end the program.
#include <string>

#include "harness.hpp"

namespace tsr::fuzz {
namespace {

constexpr const char* names[] = {"a", "b", "c", "d", "e", "f", "g", "k", "obj", "acc"};
constexpr const char* funcs[] = {"fn", "gen", "C", "D", "outer"};
constexpr const char* attrs[] = {"x", "y", "items", "__dict__", "__class__", "n"};
constexpr const char* binops[] = {"+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"};
constexpr const char* cmpops[] = {"<", "<=", "==", "!=", ">", ">=", "in", "not in", "is", "is not"};
constexpr const char* augops[] = {"+=", "-=", "*=", "//=", "%=", "|=", "&=", "^=", "**=", "<<=", "/="};
constexpr const char* builtins[] = {"len", "str", "repr", "list", "tuple", "set", "dict", "sorted", "min",
                                    "max", "sum", "abs", "int", "float", "bool", "hash", "iter", "next",
                                    "reversed", "enumerate", "zip", "range", "any", "all", "divmod", "pow",
                                    "round", "format", "chr", "ord", "isinstance", "getattr", "hasattr", "type",
                                    "id", "frozenset", "bytes", "map", "filter", "print", "hex", "bin", "callable"};
constexpr const char* methods[] = {"append", "pop", "extend", "insert", "remove", "index", "count", "sort",
                                   "reverse", "copy", "clear", "keys", "values", "items", "get", "update",
                                   "setdefault", "add", "discard", "union", "split", "join", "upper", "strip",
                                   "replace", "find", "startswith", "format", "encode", "__len__", "__repr__",
                                   "__eq__", "__add__", "__iter__", "__getitem__"};
constexpr const char* dunders[] = {"__init__", "__repr__", "__str__", "__eq__", "__hash__", "__lt__", "__add__",
                                   "__radd__", "__len__", "__iter__", "__next__", "__getitem__", "__setitem__",
                                   "__contains__", "__bool__", "__call__", "__del__", "__enter__", "__exit__",
                                   "__getattr__", "__index__", "__neg__", "__format__"};
// No complex or bytes literals (tsr refuses them at compile time: SyntaxError) and no ints past 64 bits (tsr's
// ints are 64-bit: OverflowError): either would end every program at its first lines.
constexpr const char* literals[] = {"0", "1", "-1", "2", "7", "2**62", "-2**62", "9223372036854775807", "0.5", "-0.0",
                                    "1e308", "float('nan')", "float('inf')", "True", "False", "None", "''",
                                    "'ab'", "'\\u00e9x'", "[]", "()", "{}", "[1, 2, 3]", "(1,)",
                                    "{1: 2}", "{3, 4}", "'%s-%d'", "'{}{}'", "..."};
constexpr const char* format_specs[] = {"", ":>5", ":.3f", ":x", ":,", ":^7", "!r", ":08.2e", ":b"};

class Generator {
 public:
  Generator(const uint8_t* data, size_t size) : in_(data, size) {}

  std::string program() {
    // The functions and classes the statements call, defined first (a statement may redefine them).
    out_ = "import math\n"
           "def fn(*args, **kw):\n  return args\n"
           "def gen(n=3, *args, **kw):\n  yield from range(n if isinstance(n, int) and n < 50 else 2)\n"
           "class C:\n  pass\n"
           "class D(C):\n  pass\n"
           "def outer(*args):\n  return fn\n";
    for (const char* n : names) out_ += std::string(n) + " = " + literal() + "\n";
    for (int count = 0; count < 40 && !in_.exhausted(); ++count) {
      if (in_.chance(85)) {
        line("try:");
        ++indent_;
        statement(0);
        --indent_;
        line("except Exception as exc:");
        ++indent_;
        line(in_.chance(50) ? "pass" : "acc = repr(exc)");
        --indent_;
      } else {
        statement(0);
      }
    }
    return out_;
  }

 private:
  void line(const std::string& text) { out_ += std::string(2 * indent_, ' ') + text + "\n"; }

  // A block body: at least one statement.
  void block(int depth) {
    ++indent_;
    int count = 1 + static_cast<int>(in_.below(3));
    for (int i = 0; i < count; ++i) statement(depth + 1);
    --indent_;
  }

  std::string name() { return in_.pick(names); }
  std::string literal() { return in_.pick(literals); }

  std::string target() {
    switch (in_.below(5)) {
      case 0: return name();
      case 1: return name() + "[" + expr(2) + "]";
      case 2: return name() + "." + in_.pick(attrs);
      case 3: return name() + ", *" + name();
      default: return "(" + name() + ", " + name() + ")";
    }
  }

  std::string call_args(int depth) {
    std::string args;
    int count = static_cast<int>(in_.below(4));
    for (int i = 0; i < count; ++i) {
      if (i) args += ", ";
      args += in_.chance(15) ? "*" + name() : expr(depth + 1);
    }
    // Keywords after the positional arguments, as the grammar requires.
    if (in_.chance(25)) args += std::string(args.empty() ? "" : ", ") + "key=" + expr(depth + 1);
    if (in_.chance(10)) args += std::string(args.empty() ? "" : ", ") + "**" + name();
    return args;
  }

  std::string expr(int depth) {
    if (depth > 3) return in_.chance(50) ? name() : literal();
    switch (in_.below(22)) {
      case 0: return name();
      case 1: return literal();
      case 2: return "(" + expr(depth + 1) + " " + in_.pick(binops) + " " + expr(depth + 1) + ")";
      case 3: return "(" + expr(depth + 1) + " " + in_.pick(cmpops) + " " + expr(depth + 1) +
                     (in_.chance(30) ? std::string(" ") + in_.pick(cmpops) + " " + expr(depth + 1) : "") + ")";
      case 4: return std::string(in_.pick({"(-", "(not ", "(~", "(+"})) + expr(depth + 1) + ")";
      case 5: return "(" + expr(depth + 1) + (in_.chance(50) ? " and " : " or ") + expr(depth + 1) + ")";
      case 6: return std::string(in_.pick(builtins)) + "(" + call_args(depth) + ")";
      case 7: return "(" + expr(depth + 1) + ")." + in_.pick(methods) + "(" + call_args(depth) + ")";
      case 8: return name() + "[" + expr(depth + 1) + "]";
      case 9: {
        std::string s = name() + "[";
        if (in_.chance(70)) s += expr(depth + 1);
        s += ":";
        if (in_.chance(70)) s += expr(depth + 1);
        if (in_.chance(40)) s += ":" + expr(depth + 1);
        return s + "]";
      }
      case 10: return "[" + expr(depth + 1) + " for " + name() + " in " + iterable(depth) +
                      (in_.chance(40) ? " if " + expr(depth + 1) : "") + "]";
      case 11: return "{" + expr(depth + 1) + ": " + expr(depth + 1) + " for " + name() + " in " +
                      iterable(depth) + "}";
      case 12: return "(" + expr(depth + 1) + " if " + expr(depth + 1) + " else " + expr(depth + 1) + ")";
      case 13: return "(lambda " + name() + "=" + literal() + ", *args: " + expr(depth + 1) + ")";
      case 14: return "[" + expr(depth + 1) + ", *" + name() + ", " + expr(depth + 1) + "]";
      case 15: return "{" + expr(depth + 1) + ": " + expr(depth + 1) + ", **" + name() + "}";
      // Double quotes, and only names inside: before 3.12 an f-string's expression may not reuse its quote.
      case 16: return "f\"{" + name() + in_.pick(format_specs) + "}-{" + name() + " " + in_.pick(binops) + " " +
                      name() + "!s}\"";
      case 17: return std::string(in_.pick(funcs)) + "(" + call_args(depth) + ")";
      case 18: return "(w := " + expr(depth + 1) + ")";  // not a pool name: it may not rebind a comprehension's
      case 19: return name() + "." + in_.pick(attrs);
      case 20: return "{" + expr(depth + 1) + ", " + expr(depth + 1) + "}";
      default: return "(" + literal() + " % " + expr(depth + 1) + ")";
    }
  }

  std::string iterable(int depth) {
    switch (in_.below(5)) {
      case 0: return "range(" + std::to_string(in_.below(12)) + ")";
      case 1: return name();
      case 2: return "gen(" + std::to_string(in_.below(6)) + ")";
      case 3: return "'" + std::string(in_.below(5), 'q') + "'";
      default: return "list(" + name() + ")";  // no walrus: it may not appear in a comprehension's iterable
    }
  }

  void statement(int depth) {
    if (depth > 5) {
      line(name() + " = " + expr(3));
      return;
    }
    switch (in_.below(24)) {
      case 0: line(target() + " = " + expr(0)); break;
      case 1: line(name() + " " + in_.pick(augops) + " " + expr(1)); break;
      case 2: line(expr(0)); break;
      case 3:
        line("if " + expr(1) + ":");
        block(depth);
        if (in_.chance(40)) {
          line("elif " + expr(1) + ":");
          block(depth);
        }
        if (in_.chance(40)) {
          line("else:");
          block(depth);
        }
        break;
      case 4:
        line("for " + (in_.chance(30) ? name() + ", " + name() : name()) + " in " + iterable(0) + ":");
        ++loops_;
        block(depth);
        --loops_;
        if (in_.chance(20)) {
          line("else:");
          block(depth);
        }
        break;
      case 5:
        // Bounded: the counter is a fresh name each time.
        line("_w" + std::to_string(depth) + " = 0");
        line("while _w" + std::to_string(depth) + " < " + std::to_string(in_.below(6)) + ":");
        ++indent_;
        line("_w" + std::to_string(depth) + " += 1");
        --indent_;
        ++loops_;
        block(depth);
        --loops_;
        break;
      case 6: function(depth); break;
      case 7: klass(depth); break;
      case 8:
        line("try:");
        block(depth);
        line(std::string("except ") + in_.pick({"Exception", "(ValueError, TypeError)", "ZeroDivisionError",
                                                 "StopIteration", "KeyError as err", "BaseException"}) + ":");
        block(depth);
        if (in_.chance(30)) {
          line("else:");
          block(depth);
        }
        if (in_.chance(40)) {
          line("finally:");
          block(depth);
        }
        break;
      case 9: line(std::string("raise ") + in_.pick({"ValueError(", "TypeError(", "KeyError(", "StopIteration("}) +
                   expr(2) + ")" + (in_.chance(30) ? " from " + name() : "")); break;
      case 10: line("assert " + expr(1) + ", " + expr(2)); break;
      case 11: line("del " + name() + (in_.chance(50) ? "[" + expr(2) + "]" : "")); break;
      case 12:
        if (functions_ && in_.chance(30)) line("return " + expr(2));
        else if (loops_) line(in_.pick({"break", "continue", "pass"}));
        else line("pass");
        break;
      case 13:
        line("with " + std::string(in_.pick(funcs)) + "(" + call_args(depth) + ") as " + name() + ":");
        block(depth);
        break;
      case 14: line(functions_ ? std::string(in_.pick({"yield ", "yield from "})) + iterable(0) : "pass"); break;
      case 15: line("assert " + expr(1)); break;
      case 16: {
        const std::string args = call_args(0);
        line("print(" + expr(1) + (args.empty() ? "" : ", " + args) + (in_.chance(30) ? ", sep=" + literal() : "") +
             ")");
        break;
      }
      case 17: line(name() + "[" + expr(2) + ":" + expr(2) + "] = " + expr(1)); break;
      case 18: line(name() + " = " + name() + "." + in_.pick(methods) + "(" + call_args(1) + ")"); break;
      case 19: line("import " + std::string(in_.pick({"math", "functools", "itertools", "operator", "copy",
                                                        "collections", "random", "torch", "sys"}))); break;
      case 20: line(name() + " = [" + name() + "]; " + name() + ".append(" + name() + ")"); break;
      case 21: line("acc = " + std::string(in_.pick(funcs)) + "(" + call_args(0) + ")"); break;
      case 22: {
        const std::string shared = name();
        line("def outer(" + shared + "):");
        ++indent_;
        line("def inner():");
        ++indent_;
        line("nonlocal " + shared);
        const int loops = loops_;
        loops_ = 0;
        ++functions_;
        statement(depth + 2);
        --functions_;
        loops_ = loops;
        line("return " + expr(2));
        --indent_;
        line("return inner");
        --indent_;
        break;
      }
      default: line(name() + " = " + literal()); break;
    }
  }

  void function(int depth) {
    if (in_.chance(20)) line("@" + std::string(in_.pick({"fn", "staticmethod", "classmethod", "property",
                                                          "functools.lru_cache(None)"})));
    std::string params = in_.pick({"p", "q", "obj"});  // not acc, which the body may declare global
    if (in_.chance(50)) params += ", " + std::string(in_.pick({"*args", "k=3", "*, kw=None", "**kw", "/"}));
    line(std::string(in_.chance(50) ? "def fn(" : "def gen(") + params + "):");
    if (in_.chance(20)) {
      ++indent_;
      line("global acc");  // first in the body: a global declaration may not follow a use
      --indent_;
    }
    const int loops = loops_;
    loops_ = 0;
    ++functions_;
    block(depth);
    --functions_;
    loops_ = loops;
    ++indent_;
    if (in_.chance(50)) line("yield " + expr(2));
    line("return " + expr(2));
    --indent_;
  }

  void klass(int depth) {
    line(std::string(in_.chance(50) ? "class C" : "class D(C)") + ":");
    ++indent_;
    line("n = " + literal());
    int count = 1 + static_cast<int>(in_.below(3));
    for (int i = 0; i < count; ++i) {
      line("def " + std::string(in_.pick(dunders)) + "(self, *args):");
      ++indent_;
      const int loops = loops_;
      loops_ = 0;
      ++functions_;
      statement(depth + 2);
      --functions_;
      loops_ = loops;
      line(in_.chance(50) ? "return self" : "return " + expr(2));
      --indent_;
    }
    --indent_;
  }

  ByteSource in_;
  std::string out_;
  int indent_ = 0;
  int functions_ = 0, loops_ = 0;  // enclosing defs and loops: where return, yield, break and continue may go
};

}  // namespace

std::string grammar_program(const uint8_t* data, size_t size) { return Generator(data, size).program(); }

}  // namespace tsr::fuzz
