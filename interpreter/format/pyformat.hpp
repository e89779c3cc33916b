// Python's text formatting of numbers and strings, exactly as CPython 3.11: float repr, str repr, the format
// spec mini-language, round(), int()/float() parsing and `%` conversions. Pure functions over std types; errors
// are thrown as FormatError naming the Python exception type.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace tsr::interp::fmt {

struct FormatError {
  std::string type;  // "ValueError", "OverflowError", "TypeError"
  std::string msg;
};

std::string float_repr(double v);
std::string int_str(int64_t v);
std::string str_repr(std::string_view utf8);

std::string format_int(int64_t v, std::string_view spec);
// The int formatting of format_int for an int of any size (see pyformat.cpp).
std::string format_integer(bool neg, const std::function<std::string(int base, bool upper)>& digits_of,
                           const std::function<double()>& as_double, std::optional<int64_t> small,
                           std::string_view spec);
std::string format_float(double v, std::string_view spec);
// format(complex(re, im), spec): CPython's format_complex_internal (each part formatted as a float).
std::string format_complex(double re, double im, std::string_view spec);
std::string format_str(std::string_view s, std::string_view spec);
std::string format_bool(bool b, std::string_view spec);

double round_half_even(double x, int ndigits);
int64_t round_to_int(double x);

int64_t parse_int(std::string_view text, int base);
// A validated int literal: its sign, base and digits (without underscores).
struct IntText {
  bool negative = false;
  int base = 10;
  std::string digits;
};
IntText parse_int_text(std::string_view text, int base);
double parse_float(std::string_view text);

using PercentArg = std::variant<int64_t, double, std::string>;
// One `%` conversion: `flags_width_precision` is the text between '%' and the conversion character.
std::string percent_format_one(char conversion, std::string_view flags_width_precision, const PercentArg& arg);

}  // namespace tsr::interp::fmt
