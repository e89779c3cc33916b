// The complex type: construction (numbers, strings, __complex__), CPython 3.11's arithmetic, comparison,
// hashing, repr and format (complex.hpp; docs/interpreter.md, "complex").
#include "interpreter/complex.hpp"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/format/pyformat.hpp"
#include "interpreter/gc.hpp"
#include "lang/text.hpp"

namespace tsr::interp {

Value new_complex(double real, double imag) { return Value(new ComplexObject(T.complex, Cx{real, imag})); }

bool to_complex(const Value& v, Cx& out) {
  if (is_complex(v)) {
    out = complex_of(v);
    return true;
  }
  if (v.is_float()) {
    out = {v.as_float(), 0.0};
    return true;
  }
  if (is_integer(v)) {
    out = {big_to_double(v), 0.0};  // (OverflowError "int too large to convert to float" past the range)
    return true;
  }
  return false;
}

namespace {

// The operations of complexobject.c. Division and powers report a zero divisor through errno (EDOM), as
// CPython's do, because the libm calls inside c_pow set errno too and complex_pow reads them all together.
Cx c_sum(Cx a, Cx b) { return {a.real + b.real, a.imag + b.imag}; }
Cx c_diff(Cx a, Cx b) { return {a.real - b.real, a.imag - b.imag}; }
Cx c_prod(Cx a, Cx b) { return {a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real}; }

}  // namespace

// Smith's algorithm: scale by the larger of the divisor's parts.
Cx complex_quot(Cx a, Cx b) {
  const double abs_real = std::fabs(b.real), abs_imag = std::fabs(b.imag);
  if (abs_real >= abs_imag) {
    if (abs_real == 0.0) {
      errno = EDOM;
      return {0.0, 0.0};
    }
    const double ratio = b.imag / b.real, denom = b.real + b.imag * ratio;
    return {(a.real + a.imag * ratio) / denom, (a.imag - a.real * ratio) / denom};
  }
  if (abs_imag >= abs_real) {
    const double ratio = b.real / b.imag, denom = b.real * ratio + b.imag;
    return {(a.real * ratio + a.imag) / denom, (a.imag * ratio - a.real) / denom};
  }
  return {NAN, NAN};  // a NaN in the divisor
}

namespace {

// Polar form: |a|**b.real, turned by the phase (and scaled by b.imag's part).
Cx c_pow_general(Cx a, Cx b) {
  if (b.real == 0.0 && b.imag == 0.0) return {1.0, 0.0};
  if (a.real == 0.0 && a.imag == 0.0) {
    if (b.imag != 0.0 || b.real < 0.0) errno = EDOM;
    return {0.0, 0.0};
  }
  const double vabs = std::hypot(a.real, a.imag);
  double len = std::pow(vabs, b.real);
  const double at = std::atan2(a.imag, a.real);
  double phase = at * b.real;
  if (b.imag != 0.0) {
    len /= std::exp(at * b.imag);
    phase += b.imag * std::log(vabs);
  }
  return {len * std::cos(phase), len * std::sin(phase)};
}

// x**n for 0 < n by squaring, the products in CPython's order (the last squaring is computed and unused, as there).
Cx c_pow_unsigned(Cx x, long n) {
  Cx r{1.0, 0.0}, p = x;
  for (long mask = 1; n >= mask; mask <<= 1) {
    if (n & mask) r = c_prod(r, p);
    p = c_prod(p, p);
  }
  return r;
}

}  // namespace

Cx complex_pow(Cx a, Cx b) {
  errno = 0;
  Cx p;
  // A small integral exponent multiplies: faster and more accurate than the polar form.
  if (b.imag == 0.0 && b.real == std::floor(b.real) && std::fabs(b.real) <= 100.0) {
    const long n = long(b.real);
    p = n > 0 ? c_pow_unsigned(a, n) : complex_quot({1.0, 0.0}, c_pow_unsigned(a, -n));
  } else {
    p = c_pow_general(a, b);
  }
  // _Py_ADJUST_ERANGE2: an infinite part is an overflow unless errno already says why; a finite result forgives
  // an underflow.
  if (std::isinf(p.real) || std::isinf(p.imag)) {
    if (errno == 0) errno = ERANGE;
  } else if (errno == ERANGE) {
    errno = 0;
  }
  if (errno == EDOM) raise(T.ZeroDivisionError, "0.0 to a negative or complex power");
  if (errno == ERANGE) raise(T.OverflowError, "complex exponentiation");
  return p;
}

int64_t complex_hash(Cx c) {
  // hash(x + 0j) == hash(x): the imaginary part's hash is 0 then. Unsigned arithmetic wraps as CPython's.
  const uint64_t h = uint64_t(hash_of(Value(c.real))) + 1000003ull * uint64_t(hash_of(Value(c.imag)));
  return h == ~uint64_t(0) ? -2 : int64_t(h);
}

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// The float at the start of s as PyOS_string_to_double reads it (no leading space; inf, infinity, nan in any
// case; no hex): sets *end past it, or to s when there is none.
double float_prefix(const char* s, const char** end) {
  const char* p = s;
  if (*p == '+' || *p == '-') ++p;
  auto word = [&](const char* w) {
    size_t n = 0;
    while (w[n] && std::tolower(static_cast<unsigned char>(p[n])) == w[n]) ++n;
    return w[n] ? size_t(0) : n;
  };
  if (size_t n = word("infinity"); n || (n = word("inf"))) {
    *end = p + n;
    return *s == '-' ? -HUGE_VAL : HUGE_VAL;
  }
  if (size_t n = word("nan")) {
    *end = p + n;
    return *s == '-' ? -NAN : NAN;
  }
  const char* digits = p;
  while (std::isdigit(static_cast<unsigned char>(*p))) ++p;
  bool any = p > digits;
  if (*p == '.') {
    const char* frac = ++p;
    while (std::isdigit(static_cast<unsigned char>(*p))) ++p;
    any = any || p > frac;
  }
  if (!any) {
    *end = s;
    return 0;
  }
  if (*p == 'e' || *p == 'E') {
    const char* x = p + 1;
    if (*x == '+' || *x == '-') ++x;
    if (std::isdigit(static_cast<unsigned char>(*x))) {
      while (std::isdigit(static_cast<unsigned char>(*x))) ++x;
      p = x;
    }
  }
  *end = p;
  return std::strtod(std::string(s, p).c_str(), nullptr);  // correctly rounded; overflow gives +-inf as CPython
}

[[noreturn]] void malformed() { raise(T.ValueError, "complex() arg is a malformed string"); }

// complex_from_string_inner: <float>, <float>j, <float><signed-float>j, and the old forms <float><sign>j,
// <sign>j and j, optionally in parentheses, with surrounding whitespace.
Cx complex_from_text(const std::string& text) {
  const char* s = text.c_str();
  double x = 0, y = 0;
  while (is_space(*s)) ++s;
  const bool bracket = *s == '(';
  if (bracket) {
    ++s;
    while (is_space(*s)) ++s;
  }
  const char* end;
  const double z = float_prefix(s, &end);
  if (end != s) {
    s = end;
    if (*s == '+' || *s == '-') {
      x = z;
      y = float_prefix(s, &end);
      if (end != s) {
        s = end;
      } else {
        y = *s == '+' ? 1.0 : -1.0;
        ++s;
      }
      if (*s != 'j' && *s != 'J') malformed();
      ++s;
    } else if (*s == 'j' || *s == 'J') {
      ++s;
      y = z;
    } else {
      x = z;
    }
  } else {
    y = 1.0;
    if (*s == '+' || *s == '-') y = *s++ == '+' ? 1.0 : -1.0;
    if (*s != 'j' && *s != 'J') malformed();
    ++s;
  }
  while (is_space(*s)) ++s;
  if (bracket) {
    if (*s != ')') malformed();
    ++s;
    while (is_space(*s)) ++s;
  }
  if (size_t(s - text.c_str()) != text.size()) malformed();  // (also an embedded NUL)
  return {x, y};
}

// _Py_string_to_number_with_underscores: an underscore only between two digits, then parsed without them.
Cx complex_from_str(const Value& v) {
  const std::string& text = str_of(v);
  std::string clean;
  char prev = 0;
  bool ok = true;
  for (char c : text) {
    if (c == '_') {
      ok = ok && prev >= '0' && prev <= '9';
    } else {
      ok = ok && (prev != '_' || (c >= '0' && c <= '9'));
      clean += static_cast<unsigned char>(c) >= 0x80 ? '?' : c;  // non-ASCII: never part of a number here
    }
    prev = c;
  }
  if (!ok || prev == '_') raise(T.ValueError, "could not convert string to complex: " + repr(v));
  return complex_from_text(clean);
}

// try_complex_special_method: type(x).__complex__(), which must give a complex; Null when there is none.
Value complex_dunder(const Value& x) {
  static StrObject* const name = intern("__complex__").get();
  Value f = lookup(type_of(x), name);
  if (f.is_null()) return {};
  Value r = call(bind_descriptor(f, x, type_of(x)), {});
  // (CPython also warns when the result is a strict subclass of complex; tsr takes it silently.)
  if (!is_complex(r)) raise(T.TypeError, "__complex__ returned non-complex (type " + type_name(r) + ")");
  return r;
}

bool has_float_or_index(const Value& v) {
  if (v.is_int() || v.is_bool() || v.is_float() || is_big(v) || is_complex(v)) return true;
  const TypeObject* t = type_of(v);
  return !lookup(t, intern("__float__").get()).is_null() || !lookup(t, intern("__index__").get()).is_null();
}

// complex(real=0, imag=0) as complex_new: real + imag*1j computed part by part, so that complex arguments
// combine (complex(1j, 1j) == -1+1j).
Value complex_new(const CallArgs& a) {
  for (size_t k = 0; k < a.nkw(); ++k)  // (Argument Clinic's wording, not parse_args')
    if (const std::string& key = str_of(a.kwnames->items[k]); key != "real" && key != "imag")
      raise(T.TypeError, "'" + key + "' is an invalid keyword argument for complex()");
  Value args[2];
  parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "complex", {"real", "imag"}, 0, args);
  auto* type = as<TypeObject>(a[0]);
  Value r = args[0].is_null() ? Value(int64_t(0)) : args[0];
  const Value& i = args[1];
  Cx c;
  if (r.is_obj() && r.obj()->type == T.complex && i.is_null() && type == T.complex) return r;
  if (is_str(r)) {
    if (!i.is_null()) raise(T.TypeError, "complex() can't take second arg if first is a string");
    c = complex_from_str(r);
  } else {
    if (!i.is_null() && is_str(i)) raise(T.TypeError, "complex() second arg can't be a string");
    if (Value converted = complex_dunder(r); !converted.is_null()) r = converted;
    if (!has_float_or_index(r))
      raise(T.TypeError, "complex() first argument must be a string or a number, not '" + type_name(r) + "'");
    if (!i.is_null() && !has_float_or_index(i))
      raise(T.TypeError, "complex() second argument must be a number, not '" + type_name(i) + "'");
    const bool r_complex = is_complex(r), i_complex = !i.is_null() && is_complex(i);
    Cx cr = r_complex ? complex_of(r) : Cx{float_of(r), 0.0};
    Cx ci{cr.imag, 0.0};
    if (i_complex) ci = complex_of(i);
    else if (!i.is_null()) ci.real = float_of(i);
    if (i_complex) cr.real -= ci.imag;
    if (r_complex && !i.is_null()) ci.real += cr.imag;
    c = {cr.real, ci.real};
  }
  if (type == T.complex) return new_complex(c);
  if (!is_subtype(type, T.complex))
    raise(T.TypeError, "complex.__new__(" + type->name + "): " + type->name + " is not a subtype of complex");
  // complex's own allocator: a subclass whose MRO puts a plain class before complex (numpy's complex128:
  // complexfloating, ..., complex) inherits that class's allocator, too small for the value
  Value o(T.complex->alloc(type));
  static_cast<ComplexObject*>(o.obj())->v = c;
  return o;
}

// The arithmetic dunders: both operands as complex numbers (else NotImplemented), then one operation.
template <class Op>
void arith(const char* name, const char* rname, Op op) {
  add_method(T.complex, name, [op](const CallArgs& a) {
    Cx x, y;
    if (a.args.size() < 2 || !to_complex(a[0], x) || !to_complex(a[1], y)) return kNotImplemented;
    return new_complex(op(x, y));
  });
  add_method(T.complex, rname, [op](const CallArgs& a) {
    Cx x, y;
    if (a.args.size() < 2 || !to_complex(a[0], y) || !to_complex(a[1], x)) return kNotImplemented;
    return new_complex(op(x, y));
  });
}

Cx checked_quot(Cx a, Cx b) {
  errno = 0;
  const Cx r = complex_quot(a, b);
  if (errno == EDOM) raise(T.ZeroDivisionError, "complex division by zero");
  return r;
}

// complex_richcompare: == and != only; an int compares as float(real) against the int exactly (via float's
// comparison, so a big int never overflows here).
Value complex_compare(const Value& self, const Value& other, bool eq_op) {
  const Cx c = complex_of(self);
  bool equal;
  if (is_integer(other)) {
    if (c.imag != 0.0) equal = false;
    else return rich_compare(Value(c.real), other, eq_op ? lang::CompareOpArg::Eq : lang::CompareOpArg::NotEq);
  } else if (other.is_float()) {
    equal = c.real == other.as_float() && c.imag == 0.0;
  } else if (is_complex(other)) {
    const Cx d = complex_of(other);
    equal = c.real == d.real && c.imag == d.imag;
  } else {
    return kNotImplemented;
  }
  return Value::boolean(equal == eq_op);
}

}  // namespace

void init_complex() {
  Ref<TypeObject> t = new_type("complex", {}, Layout::Complex, true);
  incref(t.get());  // builtin types live as long as the process
  T.complex = t.get();
  // Only a subclass's instances are made here (complex's own come from new_complex): their __dict__ can hold a
  // cycle, so the collector tracks them.
  T.complex->alloc = [](TypeObject* type) -> Object* {
    auto* o = new ComplexObject(type, {});
    gc::track(o);
    return o;
  };
  R.builtins->set_str(intern("complex").get(), Value(t));
  add_static(T.complex, "__new__", complex_new);

  arith("__add__", "__radd__", c_sum);
  arith("__sub__", "__rsub__", c_diff);
  arith("__mul__", "__rmul__", c_prod);
  arith("__truediv__", "__rtruediv__", checked_quot);
  // pow(x, y, z) reaches __pow__ with a third argument: a complex has no modular power.
  for (bool reflected : {false, true})
    add_method(T.complex, reflected ? "__rpow__" : "__pow__", [reflected](const CallArgs& a) {
      Value args[2];
      parse_args(CallArgs{a.args.subspan(1), a.kwnames}, reflected ? "__rpow__" : "__pow__", {"value", "mod"}, 1, args, 2);
      Cx x, y;
      if (!to_complex(a[0], reflected ? y : x) || !to_complex(args[0], reflected ? x : y)) return kNotImplemented;
      if (!args[1].is_null() && !args[1].is_none()) raise(T.ValueError, "complex modulo");
      return new_complex(complex_pow(x, y));
    });
  add_method(T.complex, "__neg__", [](const CallArgs& a) {
    const Cx c = complex_of(a[0]);
    return new_complex(-c.real, -c.imag);
  });
  add_method(T.complex, "__pos__", [](const CallArgs& a) {
    return a[0].obj()->type == T.complex ? a[0] : new_complex(complex_of(a[0]));
  });
  add_method(T.complex, "__abs__", [](const CallArgs& a) {
    // C99's rule: an infinite part makes the modulus infinite, even beside a NaN.
    const Cx c = complex_of(a[0]);
    if (std::isinf(c.real)) return Value(std::fabs(c.real));
    if (std::isinf(c.imag)) return Value(std::fabs(c.imag));
    if (std::isnan(c.real) || std::isnan(c.imag)) return Value(double(NAN));
    const double r = std::hypot(c.real, c.imag);
    if (!std::isfinite(r)) raise(T.OverflowError, "absolute value too large");
    return Value(r);
  });
  add_method(T.complex, "__bool__", [](const CallArgs& a) {
    const Cx c = complex_of(a[0]);
    return Value::boolean(c.real != 0.0 || c.imag != 0.0);
  });
  for (int op = 0; op < lang::kCompareOpCount; ++op)
    add_method(T.complex, std::string(lang::kComparisonOperators[op].dunder), [op](const CallArgs& a) {
      const auto o = lang::CompareOpArg(op);
      if (o != lang::CompareOpArg::Eq && o != lang::CompareOpArg::NotEq) return kNotImplemented;
      return complex_compare(a[0], a[1], o == lang::CompareOpArg::Eq);
    });
  add_method(T.complex, "__hash__", [](const CallArgs& a) { return Value(complex_hash(complex_of(a[0]))); });
  add_method(T.complex, "__repr__", [](const CallArgs& a) {
    const Cx c = complex_of(a[0]);
    return new_str(lang::complex_repr(c.real, c.imag));
  });
  add_method(T.complex, "__format__", [](const CallArgs& a) {
    format_spec_arg(a, "complex");
    const Cx c = complex_of(a[0]);
    try {
      return new_str(fmt::format_complex(c.real, c.imag, str_of(a[1])));
    } catch (fmt::FormatError& e) {
      raise(e.type == "TypeError" ? T.TypeError : T.ValueError, e.msg);
    }
  });
  add_method(T.complex, "__complex__", [](const CallArgs& a) {
    return a[0].obj()->type == T.complex ? a[0] : new_complex(complex_of(a[0]));
  });
  add_method(T.complex, "__getnewargs__", [](const CallArgs& a) {
    const Cx c = complex_of(a[0]);
    return new_tuple({Value(c.real), Value(c.imag)});
  });
  add_method(T.complex, "conjugate", [](const CallArgs& a) {
    const Cx c = complex_of(a[0]);
    return new_complex(c.real, -c.imag);
  });
  add_property(T.complex, "real", [](const CallArgs& a) { return Value(complex_of(a[0]).real); });
  add_property(T.complex, "imag", [](const CallArgs& a) { return Value(complex_of(a[0]).imag); });
}

}  // namespace tsr::interp
