// int, float and bool: constructors, the arithmetic dunders (so `type(x).__add__` exists and returns
// NotImplemented for foreign operands, which is how `2 ** tensor` reaches `Tensor.__rpow__`), and methods.
#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cfloat>
#include <cmath>
#include <cstdlib>

#include "interpreter/bigint.hpp"
#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/format/pyformat.hpp"
#include "lang/unicode.hpp"
#include "interpreter/gc.hpp"
#include "lang/text.hpp"

namespace tsr::interp {

Value number_binop(const Value& a, const Value& b, int op);
Value builtin_compare(const Value& a, const Value& b, int op);

namespace {

// An instance of a subclass of float (`class F(float)`, numpy's float64): float.__new__(cls, x) makes one holding
// the double, as int subclasses hold theirs (bigint.hpp). Plain floats stay inline values, so the fast paths never
// see one; float's dunders and methods read it through num_value. Recognised by its C++ type (a class may reach
// float through Python bases whose allocator is object's).
struct FloatSubclassObject : Object {
  double v;
  FloatSubclassObject(TypeObject* t, double d) : Object(t), v(d) {}
};

const FloatSubclassObject* float_subclass_instance(const Value& v) {
  return v.is_obj() ? dynamic_cast<const FloatSubclassObject*>(v.obj()) : nullptr;
}

}  // namespace

Value num_value(const Value& v) {
  if (!v.is_obj()) return v;
  if (const auto* f = float_subclass_instance(v)) return Value(f->v);
  return int_value(v);
}

namespace {

bool is_number(const Value& v) {
  return v.is_int() || v.is_bool() || v.is_float() || is_big(v) || is_int_subclass_instance(v) ||
         float_subclass_instance(v) != nullptr;
}

[[noreturn]] void rethrow_format(const fmt::FormatError& e) {
  TypeObject* t = e.type == "OverflowError" ? T.OverflowError : e.type == "TypeError" ? T.TypeError : T.ValueError;
  raise(t, e.msg);
}

// int(b'12') and float(b'1.5') read a bytes-like object as ASCII text; a bad literal's message shows the bytes' repr.
bool is_ascii(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return (c & 0x80) == 0; });
}

Value int_from_bytes_text(const std::string& data, int base) {
  try {
    if (is_ascii(data)) return int_from_text(data, base);
  } catch (fmt::FormatError& e) {
    if (e.msg.rfind("invalid literal", 0) != 0) rethrow_format(e);
  }
  raise(T.ValueError, "invalid literal for int() with base " + std::to_string(base) + ": " + lang::bytes_repr(data));
}

// int() and float() of text beyond ASCII (CPython's _PyUnicode_TransformDecimalAndSpaceToASCII): a Unicode decimal
// digit ('٤', '４') reads as its ASCII digit and Unicode whitespace as a space; the text stops at the first other
// character, which no literal takes, so the conversion fails and its message shows the text as given.
std::string decimal_ascii(const std::string& text) {
  if (is_ascii(text)) return text;
  namespace uc = lang::unicode;
  const uc::Icu* icu = uc::icu();
  std::string out;
  for (char32_t c : uc::code_points(text)) {
    if (c < 0x80) {
      out += char(c);
    } else if (icu && uc::known(c) && icu->hasBinaryProperty(UChar32(c), UCHAR_WHITE_SPACE)) {
      out += ' ';
    } else if (icu && uc::char_is(c, uc::CharClass::Decimal)) {
      out += char('0' + int(icu->getNumericValue(UChar32(c))));
    } else {
      out += '?';
      break;
    }
  }
  return out;
}

// A str's int()/float(): its decimal_ascii text parsed; a bad literal's message quotes the original text.
template <class Parse>
Value parse_str_number(const Value& x, const std::string& what, Parse parse) {
  const std::string& text = str_of(x);
  try {
    return parse(decimal_ascii(text));
  } catch (fmt::FormatError& e) {
    if (is_ascii(text) || e.msg.find(what) != 0) rethrow_format(e);
    raise(T.ValueError, what + fmt::str_repr(text));
  }
}

Value int_new_value(const CallArgs& a);

// int.__new__(cls, ...): int's own values are inline or big ints; a subclass's instance holds the value.
Value int_new(const CallArgs& a) {
  Value r = int_new_value(a);
  if (a.npos() >= 1 && has_layout(a[0], Layout::Type) && a[0].obj() != T.int_) {
    auto* cls = as<TypeObject>(a[0]);
    if (!is_subtype(cls, T.int_))
      raise(T.TypeError, "int.__new__(" + cls->name + "): " + cls->name + " is not a subtype of int");
    if (cls->layout != Layout::Int) raise(T.TypeError, "int.__new__(" + cls->name + ") is not safe, use " + cls->name + ".__new__()");
    return new_int_subclass_instance(cls, r);
  }
  return r;
}

Value int_new_value(const CallArgs& a) {
  Value args[2];
  parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "int", {"x", "base"}, 0, args, 1);
  const Value& x = args[0];
  Value r;
  std::string data;
  if (x.is_null()) {
    r = Value(int64_t(0));
  } else if (!args[1].is_null()) {
    if (buffer_of(x, data)) return int_from_bytes_text(data, int(index_of(args[1])));
    if (!is_str(x)) raise(T.TypeError, "int() can't convert non-string with explicit base");
    const int base = int(index_of(args[1]));
    r = parse_str_number(x, "invalid literal for int() with base " + std::to_string(base) + ": ",
                         [base](const std::string& t) { return int_from_text(t, base); });
  } else if (x.is_int() || x.is_bool()) {
    r = Value(x.as_int());
  } else if (is_big(x) || (is_int_subclass_instance(x) && lookup(type_of(x), intern("__int__").get()).identical(lookup(T.int_, intern("__int__").get())))) {
    r = int_value(x);  // (a subclass's own __int__ is called below, as CPython's nb_int)
  } else if (x.is_float()) {
    const double d = x.as_float();
    if (std::isnan(d)) raise(T.ValueError, "cannot convert float NaN to integer");
    if (std::isinf(d)) raise(T.OverflowError, "cannot convert float infinity to integer");
    r = int_from_double(d);
  } else if (is_str(x)) {
    r = parse_str_number(x, "invalid literal for int() with base 10: ",
                         [](const std::string& t) { return int_from_text(t, 10); });
  } else {
    // CPython's PyNumber_Long: __int__, __index__, __trunc__, and only then a bytes-like object's text (a numpy
    // array exports a buffer and has __int__)
    TypeObject* t = type_of(x);
    Value f = lookup(t, intern("__int__").get());
    if (f.is_null()) f = lookup(t, intern("__index__").get());
    if (f.is_null()) f = lookup(t, intern("__trunc__").get());
    if (f.is_null() && buffer_of(x, data)) return int_from_bytes_text(data, 10);
    if (f.is_null())
      raise(T.TypeError, "int() argument must be a string, a bytes-like object or a real number, not '" + tp_name(t) + "'");
    r = call(bind_descriptor(f, x, t), {});
    if (!is_integer(r)) raise(T.TypeError, "__int__ returned non-int (type " + type_name(r) + ")");
    if (r.is_bool()) r = Value(r.as_int());
  }
  return r;
}

Value float_new_value(const CallArgs& a);
}  // namespace

Value new_float_subclass_instance(TypeObject* cls, double v) {
  auto* o = new FloatSubclassObject(cls, v);
  Value r(o);
  gc::track(o);  // its __dict__ can hold a cycle
  return r;
}

namespace {
// float.__new__(cls, ...): float's own values are inline; a subclass's instance holds the value.
Value float_new(const CallArgs& a) {
  Value r = float_new_value(a);
  if (a.npos() >= 1 && has_layout(a[0], Layout::Type) && a[0].obj() != T.float_) {
    auto* cls = as<TypeObject>(a[0]);
    if (!is_subtype(cls, T.float_))
      raise(T.TypeError, "float.__new__(" + cls->name + "): " + cls->name + " is not a subtype of float");
    return new_float_subclass_instance(cls, r.as_float());
  }
  return r;
}

Value float_new_value(const CallArgs& a) {
  Value args[1];
  parse_args(CallArgs{a.args.subspan(1), a.kwnames}, "float", {"x"}, 0, args, 1);
  const Value& x = args[0];
  if (x.is_null()) return Value(0.0);
  if (is_str(x))
    return parse_str_number(x, "could not convert string to float: ",
                            [](const std::string& t) { return Value(fmt::parse_float(t)); });
  if (const auto* f = float_subclass_instance(x);
      f && lookup(type_of(x), intern("__float__").get()).identical(lookup(T.float_, intern("__float__").get())))
    return Value(f->v);  // (a subclass's own __float__ is called through float_of, as CPython's nb_float)
  if (!is_number(x) && lookup(type_of(x), intern("__float__").get()).is_null() &&
      lookup(type_of(x), intern("__index__").get()).is_null()) {
    // CPython's PyNumber_Float: __float__, __index__, and only then a bytes-like object's text (a numpy array
    // exports a buffer and has __float__)
    if (std::string data; buffer_of(x, data)) {
      try {
        if (is_ascii(data)) return Value(fmt::parse_float(data));
      } catch (fmt::FormatError&) {
      }
      raise(T.ValueError, "could not convert string to float: " + lang::bytes_repr(data));
    }
    raise(T.TypeError, "float() argument must be a string or a real number, not '" + type_name(x) + "'");
  }
  return Value(float_of(x));
}

// Registers `__op__`/`__rop__` for each operator the numeric type defines (binary_ops.def's on_int / on_float)
// as natives that compute on builtin numbers and return NotImplemented otherwise.
void numeric_dunders(TypeObject* t, bool is_float) {
  for (int op = 0; op < lang::kBinaryOpCount; ++op) {
    const lang::BinaryOperator& o = lang::kBinaryOperators[op];
    if (!(is_float ? o.on_float : o.on_int)) continue;
    add_method(t, std::string(o.dunder), [op, is_float](const CallArgs& a) {
      if (a.args.size() < 2 || !is_number(a[1])) return kNotImplemented;
      // int's slots take ints only (CPython's CHECK_BINOP): a float subclass's instance answers by its own
      // reflected dunder (np.float64's keeps 1 + np.float64(1.5) an np.float64)
      if (!is_float && float_subclass_instance(a[1])) return kNotImplemented;
      // pow(x, y, m) reaches __pow__ with the modulus where an operand is an int subclass's instance
      if (op == int(lang::BinaryOpArg::Power) && a.args.size() >= 3 && !a[2].is_none()) {
        const Value x = num_value(a[0]), y = num_value(a[1]), m = num_value(a[2]);
        if (!is_integer(x) || !is_integer(y) || !is_integer(m))
          raise(T.TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
        return int_pow_mod(x, y, m);
      }
      Value r = number_binop(num_value(a[0]), num_value(a[1]), op);
      return r.is_null() ? kNotImplemented : r;
    });
    add_method(t, std::string(o.reflected), [op, is_float](const CallArgs& a) {
      if (a.args.size() < 2 || !is_number(a[1])) return kNotImplemented;
      if (!is_float && float_subclass_instance(a[1])) return kNotImplemented;
      Value r = number_binop(num_value(a[1]), num_value(a[0]), op);
      return r.is_null() ? kNotImplemented : r;
    });
  }
  // divmod's slots, which divmod() reaches for an int subclass's instance (plain numbers take its fast path)
  auto divmod = [](const Value& x, const Value& y) {
    const int fd = int(lang::BinaryOpArg::FloorDivide), rem = int(lang::BinaryOpArg::Remainder);
    return new_tuple({number_binop(x, y, fd), number_binop(x, y, rem)});
  };
  add_method(t, "__divmod__", [divmod](const CallArgs& a) {
    if (a.args.size() < 2 || !is_number(a[1])) return kNotImplemented;
    return divmod(num_value(a[0]), num_value(a[1]));
  });
  add_method(t, "__rdivmod__", [divmod](const CallArgs& a) {
    if (a.args.size() < 2 || !is_number(a[1])) return kNotImplemented;
    return divmod(num_value(a[1]), num_value(a[0]));
  });
  for (int op = 0; op < lang::kCompareOpCount; ++op)
    add_method(t, std::string(lang::kComparisonOperators[op].dunder), [op, is_float](const CallArgs& a) {
      if (!is_number(a[1])) return kNotImplemented;
      // int's comparisons know ints only (CPython's long_richcompare): a float subclass's own (numpy.float64's)
      // then answers, reflected
      if (!is_float && float_subclass_instance(a[1])) return kNotImplemented;
      return builtin_compare(num_value(a[0]), num_value(a[1]), op);
    });
  add_method(t, "__neg__", [](const CallArgs& a) { return unary_op(num_value(a[0]), 1); });
  add_method(t, "__pos__", [](const CallArgs& a) { return unary_op(num_value(a[0]), 0); });
  add_method(t, "__abs__", [](const CallArgs& a) {
    const Value v = num_value(a[0]);
    return v.is_float() ? Value(std::fabs(v.as_float())) : int_abs(v);
  });
  add_method(t, "__bool__", [](const CallArgs& a) { return Value::boolean(truthy(num_value(a[0]))); });
  add_method(t, "__hash__", [](const CallArgs& a) { return Value(hash_of(num_value(a[0]))); });
  add_method(t, "__float__", [](const CallArgs& a) { return Value(float_of(num_value(a[0]))); });
  add_method(t, "__int__", [](const CallArgs& a) {
    std::vector<Value> v{Value(T.int_), num_value(a[0])};
    return int_new(CallArgs{v, nullptr});
  });
  add_method(t, "__trunc__", [](const CallArgs& a) {
    std::vector<Value> v{Value(T.int_), num_value(a[0])};
    return int_new(CallArgs{v, nullptr});
  });
  add_method(t, "__repr__", [](const CallArgs& a) { return new_str(repr(num_value(a[0]))); });
  add_method(t, "__format__", [is_float](const CallArgs& a) {
    const std::string& spec = format_spec_arg(a, is_float ? "float" : "int");
    return new_str(spec.empty() ? str(a[0]) : format(num_value(a[0]), spec));
  });
  add_method(t, "__round__", [](const CallArgs& a) {
    std::vector<Value> args(a.args.begin(), a.args.end());
    args[0] = num_value(args[0]);
    return call_vec(R.builtins->get_str(intern("round").get()), args);
  });
  add_method(t, "conjugate", [](const CallArgs& a) { return num_value(a[0]); });
  add_property(t, "real", [](const CallArgs& a) { return a[0].is_bool() ? Value(a[0].as_int()) : num_value(a[0]); });
  add_property(t, "imag", [is_float](const CallArgs&) { return is_float ? Value(0.0) : Value(int64_t(0)); });
}

}  // namespace

void init_numbers() {
  // An int subclass's instances come from int.__new__ (which knows the value); object.__new__ refuses, as CPython.
  T.int_->alloc = [](TypeObject* type) -> Object* {
    raise(T.TypeError, "object.__new__(" + type->name + ") is not safe, use int.__new__()");
  };
  numeric_dunders(T.int_, false);
  numeric_dunders(T.float_, true);
  add_static(T.int_, "__new__", int_new);
  add_static(T.float_, "__new__", float_new);
  add_static(T.bool_, "__new__", [](const CallArgs& a) {
    if (a.nkw()) raise(T.TypeError, "bool() takes no keyword arguments");
    if (a.npos() > 2) raise(T.TypeError, "bool expected at most 1 argument, got " + std::to_string(a.npos() - 1));
    return Value::boolean(a.npos() == 2 && truthy(a[1]));
  });
  add_method(T.int_, "__index__", [](const CallArgs& a) {
    const Value v = int_value(a[0]);
    return is_big(v) ? v : Value(v.as_int());
  });
  // int.__floor__/__ceil__ are the int itself (math.floor of an int subclass's instance reaches them)
  add_method(T.int_, "__floor__", [](const CallArgs& a) { return int_value(a[0]); });
  add_method(T.int_, "__ceil__", [](const CallArgs& a) { return int_value(a[0]); });
  add_method(T.int_, "__invert__", [](const CallArgs& a) { return unary_op(int_value(a[0]), 2); });
  add_method(T.int_, "bit_length", [](const CallArgs& a) { return Value(int_bit_length(int_value(a[0]))); });
  add_method(T.int_, "bit_count", [](const CallArgs& ca) {
    const Value self = int_value(ca[0]);
    if (!is_big(self)) {
      const int64_t x = self.as_int();
      return Value(int64_t(__builtin_popcountll(x < 0 ? uint64_t(0) - uint64_t(x) : uint64_t(x))));
    }
    mpz_t m;
    mpz_init(m);
    mpz_abs(m, as_big(self)->z);
    const int64_t n = int64_t(mpz_popcount(m));
    mpz_clear(m);
    return Value(n);
  });
  add_property(T.int_, "numerator", [](const CallArgs& a) {
    const Value v = int_value(a[0]);
    return is_big(v) ? v : Value(v.as_int());
  });
  add_property(T.int_, "denominator", [](const CallArgs&) { return Value(int64_t(1)); });
  // The int itself, as a plain int (True's is 1): as_integer_ratio's numerator, __getnewargs__'s argument.
  const auto plain_int = [](const Value& self) {
    const Value v = int_value(self);
    return v.is_bool() ? Value(v.as_int()) : v;
  };
  add_method(T.int_, "as_integer_ratio", [plain_int](const CallArgs& a) {
    check_method_args(a, "int.as_integer_ratio", 0);
    return new_tuple({plain_int(a[0]), Value(int64_t(1))});
  });
  add_method(T.int_, "__getnewargs__", [plain_int](const CallArgs& a) {
    check_method_args(a, "int.__getnewargs__", 0);
    return new_tuple({plain_int(a[0])});
  });
  // A float subclass's instances come from float.__new__; object.__new__ refuses, as CPython.
  T.float_->alloc = [](TypeObject* type) -> Object* {
    // CPython names the first class up from `type` that does not define __new__ in Python (its "static base")
    const TypeObject* base = type;
    while (!base->bases.empty() && base != T.float_) {
      const Value own = base->dict->get_str(intern("__new__").get());
      if (own.is_null() || has_layout(own, Layout::Native)) break;
      base = base->bases[0].get();
    }
    raise(T.TypeError, "object.__new__(" + type->name + ") is not safe, use " + base->name + ".__new__()");
  };
  add_method(T.float_, "is_integer", [](const CallArgs& a) {
    const double d = num_value(a[0]).as_float();
    return Value::boolean(std::isfinite(d) && d == std::floor(d));
  });
  // float.hex as CPython's float_hex: a leading digit, 13 hex digits, the binary exponent with its sign
  add_method(T.float_, "hex", [](const CallArgs& a) {
    const double x = num_value(a[0]).as_float();
    if (std::isnan(x)) return new_str("nan");
    if (std::isinf(x)) return new_str(x < 0 ? "-inf" : "inf");
    if (x == 0) return new_str(std::signbit(x) ? "-0x0.0p+0" : "0x0.0p+0");
    int e = 0;
    double m = std::frexp(std::fabs(x), &e);
    const int shift = 1 - std::max(DBL_MIN_EXP - e, 0);
    m = std::ldexp(m, shift);
    e -= shift;
    static const char* kDigits = "0123456789abcdef";
    std::string digits(1, kDigits[int(m)]);
    m -= int(m);
    digits += '.';
    for (int i = 0; i < (DBL_MANT_DIG - 1) / 4; ++i) {
      m *= 16.0;
      digits += kDigits[int(m)];
      m -= int(m);
    }
    return new_str(std::string(x < 0 ? "-0x" : "0x") + digits + "p" + (e < 0 ? "-" : "+") + std::to_string(std::abs(e)));
  });
  // float.fromhex: CPython's grammar ([sign] ['0x'] hex digits ['.' hex digits] ['p' [sign] decimal digits], or
  // inf/infinity/nan), surrounding whitespace allowed; rounded to nearest even by strtod.
  add_static(T.float_, "fromhex", [](const CallArgs& a) {
    if (a.npos() != 1) raise(T.TypeError, "fromhex() takes exactly one argument (" + std::to_string(a.npos()) + " given)");
    if (!is_str(a[0])) raise(T.TypeError, "bad argument type for built-in operation");
    std::string s = str_of(a[0]);
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
    size_t b = 0, e = s.size();
    while (b < e && space(s[b])) ++b;
    while (e > b && space(s[e - 1])) --e;
    s = s.substr(b, e - b);
    auto invalid = []() -> Value { raise(T.ValueError, "invalid hexadecimal floating-point string"); };
    size_t i = 0;
    bool negative = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) negative = s[i++] == '-';
    std::string rest = s.substr(i);
    std::string lower = rest;
    for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "inf" || lower == "infinity") return Value(negative ? -HUGE_VAL : HUGE_VAL);
    if (lower == "nan") return Value(negative ? -std::nan("") : std::nan(""));
    size_t j = 0;
    if (lower.size() >= 2 && lower[0] == '0' && lower[1] == 'x') j = 2;
    const auto hexdigit = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
    size_t ndigits = 0;
    while (j < lower.size() && hexdigit(lower[j])) ++j, ++ndigits;
    if (j < lower.size() && lower[j] == '.') {
      ++j;
      while (j < lower.size() && hexdigit(lower[j])) ++j, ++ndigits;
    }
    if (ndigits == 0) return invalid();
    if (j < lower.size() && lower[j] == 'p') {
      ++j;
      if (j < lower.size() && (lower[j] == '+' || lower[j] == '-')) ++j;
      size_t nexp = 0;
      while (j < lower.size() && lower[j] >= '0' && lower[j] <= '9') ++j, ++nexp;
      if (nexp == 0) return invalid();
    }
    if (j != lower.size()) return invalid();
    const std::string text = (negative ? "-" : "") + std::string(lower.rfind("0x", 0) == 0 ? "" : "0x") + lower;
    errno = 0;
    const double v = std::strtod(text.c_str(), nullptr);
    if (errno == ERANGE && std::isinf(v)) raise(T.OverflowError, "hexadecimal value too large to represent as a float");
    return Value(v);
  });
  add_method(T.float_, "__floor__", [](const CallArgs& a) {
    std::vector<Value> v{Value(T.int_), Value(std::floor(num_value(a[0]).as_float()))};
    return int_new(CallArgs{v, nullptr});
  });
  add_method(T.float_, "__ceil__", [](const CallArgs& a) {
    std::vector<Value> v{Value(T.int_), Value(std::ceil(num_value(a[0]).as_float()))};
    return int_new(CallArgs{v, nullptr});
  });
  // float.as_integer_ratio as CPython's: the mantissa doubled until it is whole (at most 300 times: a double has
  // 53 bits, a subnormal's exponent is at most 1074 below), then the exponent moved into the numerator or the
  // denominator as a power of two; so the ratio is in lowest terms with a positive denominator.
  add_method(T.float_, "as_integer_ratio", [](const CallArgs& a) {
    check_method_args(a, "float.as_integer_ratio", 0);
    const double x = num_value(a[0]).as_float();
    if (std::isinf(x)) raise(T.OverflowError, "cannot convert Infinity to integer ratio");
    if (std::isnan(x)) raise(T.ValueError, "cannot convert NaN to integer ratio");
    int e = 0;
    double m = std::frexp(x, &e);
    for (int i = 0; i < 300 && m != std::floor(m); ++i) {
      m *= 2.0;
      --e;
    }
    mpz_t num, den;
    mpz_init_set_d(num, m);
    mpz_init_set_ui(den, 1);
    if (e > 0) mpz_mul_2exp(num, num, mp_bitcnt_t(e));
    else mpz_mul_2exp(den, den, mp_bitcnt_t(-e));
    Value ratio = new_tuple({int_from_mpz(num), int_from_mpz(den)});
    mpz_clear(num);
    mpz_clear(den);
    return ratio;
  });
  add_method(T.float_, "__getnewargs__", [](const CallArgs& a) { return new_tuple({num_value(a[0])}); });
  add_method(T.bool_, "__repr__", [](const CallArgs& a) { return new_str(a[0].as_bool() ? "True" : "False"); });
  // bool & bool, | and ^ stay bool (int's versions would give an int).
  for (auto op : {lang::BinaryOpArg::And, lang::BinaryOpArg::Or, lang::BinaryOpArg::Xor}) {
    const lang::BinaryOperator& o = lang::binary_operator(op);
    for (std::string_view name : {o.dunder, o.reflected})
      add_method(T.bool_, std::string(name), [op](const CallArgs& a) {
        if (!is_number(a[1]) || a[1].is_float()) return kNotImplemented;
        return number_binop(a[0], a[1], int(op));
      });
  }
}

}  // namespace tsr::interp
