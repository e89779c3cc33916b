// Text helpers shared by the front end and the runtime: UTF-8 encoding and CPython's repr of floats and strings
// (the disassembler shows constants with them; repr() and str() in the interpreter use the same functions).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace tsr::lang {

// Appends the UTF-8 encoding of code point `cp`.
void append_utf8(std::string& out, uint32_t cp);

// repr(float): shortest round-trip digits; fixed notation when the decimal exponent is in [-4, 16) (with ".0"
// for integral values), else d.ddde±XX; "inf", "-inf", "nan".
std::string float_repr(double v);

// repr(complex): "1.5j" when the real part is +0.0, else "(re±imj)"; each part is float_repr without the ".0"
// that marks an integral float ("(1+2j)"), and a NaN imaginary part is always "+nan" (CPython's complex_repr).
std::string complex_repr(double real, double imag);

// repr(str): single quotes unless the text has ' and no "; \\ \n \r \t and \xNN / \uNNNN / \UNNNNNNNN escapes for
// what str.isprintable rejects (unicode::is_printable); printable non-ASCII kept.
std::string str_repr(std::string_view utf8);

// repr(bytes) as CPython's bytes_repr: b'...' (or `prefix`, e.g. "bytearray(b"), quotes chosen as for str,
// \t \n \r \\ and the quote escaped, other bytes outside 0x20..0x7e as \xNN.
std::string bytes_repr(std::string_view data, std::string_view prefix = "b");
// The decimal text of a non-negative int given by its digits in `base` (a big int literal, for dumps).
std::string digits_to_decimal(std::string_view digits, int base);

// Python's backslash escapes as CPython's _PyUnicode_DecodeUnicodeEscapeInternal decodes them, for str literals
// and the unicode_escape codec. Bytes below 0x80 are characters; bytes from 0x80 are UTF-8 text copied as it is (a
// literal) or, with `latin1`, one Latin-1 character each (the codec). A bad escape over bytes [start, end) goes to
// `bad`, which throws or appends its replacement to `out`; decoding resumes at `end`. `unknown(at)` hears of each
// unknown escape (kept with its backslash: CPython warns). With `consumed` (incremental decoding), an escape cut
// short by the end of the text ends decoding before it instead, and *consumed says how many bytes were decoded.
struct EscapeHandlers {
  std::function<void(size_t start, size_t end, const char* reason, std::string& out)> bad;
  std::function<void(size_t at)> unknown;
};
std::string decode_escapes(std::string_view text, bool latin1, const EscapeHandlers& on, size_t* consumed = nullptr);

}  // namespace tsr::lang
