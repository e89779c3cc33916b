// unicodedata on ICU (Debian's libicu; docs/stdlib.md "unicodedata", docs/licences.md), opened on `import
// unicodedata` through lang/unicode.hpp (which says why it is not linked, and how characters after Unicode 14.0 are
// answered).
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include <optional>
#include <string>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "lang/unicode.hpp"

namespace tsr::interp {

namespace {

using lang::unicode::char_from_name;
using lang::unicode::char_name;
using lang::unicode::code_points;
using lang::unicode::from_utf16;
using lang::unicode::known;
using lang::unicode::utf16;
using lang::unicode::utf8;

const lang::unicode::Icu& icu() {
  const lang::unicode::Icu* loaded = lang::unicode::icu();
  if (!loaded)
    raise(T.ImportError, std::string("unicodedata needs ICU's ") + lang::unicode::icu_library_name() +
                             " (Debian's libicu), which could not be loaded");
  return *loaded;
}

// The one character argument, with CPython's TypeError wording for each function.
char32_t one_char(const CallArgs& a, size_t k, const char* fn, bool numbered) {
  const std::string where = numbered ? std::string(fn) + "() argument " + std::to_string(k + 1) : std::string(fn) + "() argument";
  if (a.npos() <= k) raise(T.TypeError, std::string(fn) + "() missing required argument");
  if (!is_str(a[k])) raise(T.TypeError, where + " must be a unicode character, not " + type_name(a[k]));
  const std::u32string cps = code_points(str_of(a[k]));
  if (cps.size() != 1) raise(T.TypeError, where + " must be a unicode character, not str");
  return cps[0];
}

const char* category_code(char32_t c) {
  static const char* codes[] = {"Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl", "Zp",
                                "Cc", "Cf", "Co", "Cs", "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So", "Pi", "Pf"};
  if (!known(c)) return "Cn";
  const int t = icu().charType(UChar32(c));
  return t >= 0 && t < int(sizeof codes / sizeof *codes) ? codes[t] : "Cn";
}

const char* bidi_code(char32_t c) {
  // UCharDirection's order
  static const char* codes[] = {"L", "R", "EN", "ES", "ET", "AN", "CS", "B", "S", "WS", "ON", "LRE", "LRO", "AL",
                                "RLE", "RLO", "PDF", "NSM", "BN", "FSI", "LRI", "RLI", "PDI"};
  if (!known(c)) return "";
  const int d = icu().charDirection(UChar32(c));
  return d >= 0 && d < int(sizeof codes / sizeof *codes) ? codes[d] : "";
}

const char* east_asian_width(char32_t c) {
  // UEastAsianWidth's order: neutral, ambiguous, halfwidth, fullwidth, narrow, wide. CPython gives an unassigned
  // character its table's first entry, 'F'.
  static const char* codes[] = {"N", "A", "H", "F", "Na", "W"};
  if (!known(c)) return "F";
  const int w = icu().getIntPropertyValue(UChar32(c), UCHAR_EAST_ASIAN_WIDTH);
  return w >= 0 && w < 6 ? codes[w] : "N";
}

std::string hex4(char32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04X", unsigned(c));
  return buf;
}

std::string decomposition(char32_t c) {
  // CPython's table leaves out the Hangul syllables, whose decomposition is algorithmic
  if (!known(c) || (c >= 0xAC00 && c <= 0xD7A3)) return "";
  // the tag of a compatibility mapping, by UDecompositionType (canonical has none)
  static const char* tags[] = {"", "", "<compat>", "<circle>", "<final>", "<font>", "<fraction>", "<initial>",
                               "<isolated>", "<medial>", "<narrow>", "<noBreak>", "<small>", "<square>", "<sub>",
                               "<super>", "<vertical>", "<wide>"};
  const int type = icu().getIntPropertyValue(UChar32(c), UCHAR_DECOMPOSITION_TYPE);
  if (type == U_DT_NONE) return "";
  UErrorCode err = U_ZERO_ERROR;
  const UNormalizer2* n = icu().nfkd(&err);
  UChar buf[64];
  const int32_t len = icu().getRawDecomposition(n, UChar32(c), buf, 64, &err);
  if (U_FAILURE(err) || len < 0) return "";
  std::string out = type > 0 && type < int(sizeof tags / sizeof *tags) ? tags[type] : "";
  for (char32_t cp : code_points(from_utf16(reinterpret_cast<const char16_t*>(buf), len))) {
    if (!out.empty()) out += ' ';
    out += hex4(cp);
  }
  return out;
}

// The numeric value as ICU has it, or NaN-like absence.
bool numeric_value(char32_t c, double& v) {
  if (!known(c)) return false;
  v = icu().getNumericValue(UChar32(c));
  return v != U_NO_NUMERIC_VALUE;
}

const UNormalizer2* normalizer(const Value& form) {
  if (!is_str(form)) raise(T.TypeError, "normalize() argument 1 must be str, not " + type_name(form));
  const std::string& f = str_of(form);
  UErrorCode err = U_ZERO_ERROR;
  const UNormalizer2* n = f == "NFC" ? icu().nfc(&err) : f == "NFD" ? icu().nfd(&err) : f == "NFKC" ? icu().nfkc(&err)
                          : f == "NFKD" ? icu().nfkd(&err) : nullptr;
  if (!n) raise(T.ValueError, "invalid normalization form");
  return n;
}

std::string normalize_run(const UNormalizer2* n, const std::u32string& run);
bool run_is_normalized(const UNormalizer2* n, const std::u32string& run);

Value optional_default(const CallArgs& a, const char* message) {
  if (a.npos() >= 2) return a[1];
  raise(T.ValueError, message);
}

void init_unicodedata(ModuleObject& m) {
  icu();  // import fails with ImportError when ICU cannot be loaded
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  m.dict()->set_str(intern("unidata_version").get(), new_str("14.0.0"));
  def("name", [](const CallArgs& a) {
    const std::string n = char_name(one_char(a, 0, "name", true));
    return n.empty() ? optional_default(a, "no such name") : new_str(n);
  });
  def("lookup", [](const CallArgs& a) {
    if (a.npos() != 1 || !is_str(a[0])) raise(T.TypeError, "lookup() argument must be str, not " + (a.npos() ? type_name(a[0]) : std::string("nothing")));
    const std::string& name = str_of(a[0]);
    if (const auto c = char_from_name(name)) return new_str(utf8(*c));
    raise(T.KeyError, "undefined character name '" + name + "'");
  });
  def("category", [](const CallArgs& a) { return new_str(category_code(one_char(a, 0, "category", false))); });
  def("bidirectional", [](const CallArgs& a) { return new_str(bidi_code(one_char(a, 0, "bidirectional", false))); });
  def("combining", [](const CallArgs& a) {
    const char32_t c = one_char(a, 0, "combining", false);
    return Value(int64_t(known(c) ? icu().getCombiningClass(UChar32(c)) : 0));
  });
  def("east_asian_width", [](const CallArgs& a) { return new_str(east_asian_width(one_char(a, 0, "east_asian_width", false))); });
  def("mirrored", [](const CallArgs& a) {
    const char32_t c = one_char(a, 0, "mirrored", false);
    return Value(int64_t(known(c) && icu().isMirrored(UChar32(c)) ? 1 : 0));
  });
  def("decomposition", [](const CallArgs& a) { return new_str(decomposition(one_char(a, 0, "decomposition", false))); });
  def("numeric", [](const CallArgs& a) {
    double v;
    if (!numeric_value(one_char(a, 0, "numeric", true), v)) return optional_default(a, "not a numeric character");
    return Value(v);
  });
  def("decimal", [](const CallArgs& a) {
    const char32_t c = one_char(a, 0, "decimal", true);
    double v;
    if (!numeric_value(c, v) || icu().getIntPropertyValue(UChar32(c), UCHAR_NUMERIC_TYPE) != U_NT_DECIMAL)
      return optional_default(a, "not a decimal");
    return Value(int64_t(v));
  });
  def("digit", [](const CallArgs& a) {
    const char32_t c = one_char(a, 0, "digit", true);
    double v;
    const int type = known(c) ? icu().getIntPropertyValue(UChar32(c), UCHAR_NUMERIC_TYPE) : U_NT_NONE;
    if (!numeric_value(c, v) || (type != U_NT_DECIMAL && type != U_NT_DIGIT)) return optional_default(a, "not a digit");
    return Value(int64_t(v));
  });
  auto text_arg = [](const CallArgs& a, const char* fn) -> const std::string& {
    if (a.npos() != 2) raise(T.TypeError, std::string(fn) + " expected 2 arguments, got " + std::to_string(a.npos()));
    if (!is_str(a[1])) raise(T.TypeError, std::string(fn) + "() argument 2 must be str, not " + type_name(a[1]));
    return str_of(a[1]);
  };
  def("normalize", [text_arg](const CallArgs& a) {
    const std::string& s = text_arg(a, "normalize");
    const UNormalizer2* n = normalizer(a[0]);
    // A character Unicode 14.0 did not have stays as it is (in 14.0 it was unassigned: a starter without a
    // decomposition, so the text on either side normalizes on its own).
    std::string result;
    std::u32string run;
    for (char32_t c : code_points(s)) {
      if (known(c) || icu().charType(UChar32(c)) == U_UNASSIGNED) {
        run += c;
      } else {
        result += normalize_run(n, run);
        run.clear();
        result += utf8(c);
      }
    }
    return new_str(result + normalize_run(n, run));
  });
  def("is_normalized", [text_arg](const CallArgs& a) {
    const std::string& s = text_arg(a, "is_normalized");
    const UNormalizer2* n = normalizer(a[0]);
    std::u32string run;
    for (char32_t c : code_points(s)) {
      if (known(c) || icu().charType(UChar32(c)) == U_UNASSIGNED) {
        run += c;
      } else {
        if (!run_is_normalized(n, run)) return Value::boolean(false);
        run.clear();
      }
    }
    return Value::boolean(run_is_normalized(n, run));
  });
}

std::string normalize_run(const UNormalizer2* n, const std::u32string& run) {
  std::optional<std::string> out = lang::unicode::normalize(n, run);
  if (!out) raise(T.ValueError, "unicodedata.normalize: ICU failed");
  return *out;
}

bool run_is_normalized(const UNormalizer2* n, const std::u32string& run) {
  const std::u16string in = utf16(run);
  UErrorCode err = U_ZERO_ERROR;
  return icu().isNormalized(n, reinterpret_cast<const UChar*>(in.data()), int32_t(in.size()), &err) != 0;
}

}  // namespace

void init_unicodedata_module() { register_native_module("unicodedata", init_unicodedata); }

}  // namespace tsr::interp
