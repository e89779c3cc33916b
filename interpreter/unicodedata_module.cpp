// unicodedata on ICU (Debian's libicu; docs/stdlib.md "unicodedata", docs/licences.md).
//
// ICU is opened with dlopen on `import unicodedata`, not linked: its 30 MB data library would otherwise be mapped
// by every start of tsr. Its entry points carry the version suffix of the headers built against (u_charName_72),
// which U_ICU_VERSION_SUFFIX names. CPython 3.11's database is Unicode 14.0; ICU 72's is 15.0, so a character
// assigned after 14.0 (u_charAge) is answered as CPython answers an unassigned one.
#include <dlfcn.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

#include <string>

#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"

namespace tsr::interp {

namespace {

#define TSR_ICU_STR2(x) #x
#define TSR_ICU_STR(x) TSR_ICU_STR2(x)
#define TSR_ICU_SYMBOL(name) (#name TSR_ICU_STR(U_ICU_VERSION_SUFFIX))

struct Icu {
  decltype(&u_charName) charName;
  decltype(&u_charFromName) charFromName;
  decltype(&u_charType) charType;
  decltype(&u_charDirection) charDirection;
  decltype(&u_getCombiningClass) getCombiningClass;
  decltype(&u_isMirrored) isMirrored;
  decltype(&u_getNumericValue) getNumericValue;
  decltype(&u_getIntPropertyValue) getIntPropertyValue;
  decltype(&u_charAge) charAge;
  decltype(&unorm2_getNFCInstance) nfc;
  decltype(&unorm2_getNFDInstance) nfd;
  decltype(&unorm2_getNFKCInstance) nfkc;
  decltype(&unorm2_getNFKDInstance) nfkd;
  decltype(&unorm2_normalize) normalize;
  decltype(&unorm2_isNormalized) isNormalized;
  decltype(&unorm2_getRawDecomposition) getRawDecomposition;
};

const Icu& icu() {
  static const Icu* loaded = []() -> const Icu* {
    const std::string lib = "libicuuc.so." TSR_ICU_STR(U_ICU_VERSION_MAJOR_NUM);
    void* h = dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!h) return nullptr;
    auto* t = new Icu;
    bool ok = true;
    auto get = [&](auto& slot, const char* name) {
      slot = reinterpret_cast<std::remove_reference_t<decltype(slot)>>(dlsym(h, name));
      ok = ok && slot;
    };
    get(t->charName, TSR_ICU_SYMBOL(u_charName));
    get(t->charFromName, TSR_ICU_SYMBOL(u_charFromName));
    get(t->charType, TSR_ICU_SYMBOL(u_charType));
    get(t->charDirection, TSR_ICU_SYMBOL(u_charDirection));
    get(t->getCombiningClass, TSR_ICU_SYMBOL(u_getCombiningClass));
    get(t->isMirrored, TSR_ICU_SYMBOL(u_isMirrored));
    get(t->getNumericValue, TSR_ICU_SYMBOL(u_getNumericValue));
    get(t->getIntPropertyValue, TSR_ICU_SYMBOL(u_getIntPropertyValue));
    get(t->charAge, TSR_ICU_SYMBOL(u_charAge));
    get(t->nfc, TSR_ICU_SYMBOL(unorm2_getNFCInstance));
    get(t->nfd, TSR_ICU_SYMBOL(unorm2_getNFDInstance));
    get(t->nfkc, TSR_ICU_SYMBOL(unorm2_getNFKCInstance));
    get(t->nfkd, TSR_ICU_SYMBOL(unorm2_getNFKDInstance));
    get(t->normalize, TSR_ICU_SYMBOL(unorm2_normalize));
    get(t->isNormalized, TSR_ICU_SYMBOL(unorm2_isNormalized));
    get(t->getRawDecomposition, TSR_ICU_SYMBOL(unorm2_getRawDecomposition));
    return ok ? t : nullptr;
  }();
  if (!loaded)
    raise(T.ImportError, "unicodedata needs ICU's libicuuc.so." TSR_ICU_STR(U_ICU_VERSION_MAJOR_NUM) " (Debian's libicu" TSR_ICU_STR(
        U_ICU_VERSION_MAJOR_NUM) "), which could not be loaded");
  return *loaded;
}

// UTF-8 <-> code points (tsr's str is UTF-8 and holds no lone surrogates).
std::u32string code_points(const std::string& s) {
  std::u32string out;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    char32_t cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
    for (int k = 1; k < n && i + k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out += cp;
    i += size_t(n);
  }
  return out;
}

std::string utf8(char32_t cp) {
  std::string s;
  if (cp < 0x80) {
    s += char(cp);
  } else if (cp < 0x800) {
    s += char(0xC0 | (cp >> 6));
    s += char(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    s += char(0xE0 | (cp >> 12));
    s += char(0x80 | ((cp >> 6) & 0x3F));
    s += char(0x80 | (cp & 0x3F));
  } else {
    s += char(0xF0 | (cp >> 18));
    s += char(0x80 | ((cp >> 12) & 0x3F));
    s += char(0x80 | ((cp >> 6) & 0x3F));
    s += char(0x80 | (cp & 0x3F));
  }
  return s;
}

std::u16string utf16(const std::u32string& cps) {
  std::u16string out;
  for (char32_t c : cps) {
    if (c < 0x10000) {
      out += char16_t(c);
    } else {
      out += char16_t(0xD800 + ((c - 0x10000) >> 10));
      out += char16_t(0xDC00 + ((c - 0x10000) & 0x3FF));
    }
  }
  return out;
}

std::string from_utf16(const char16_t* p, int32_t n) {
  std::string out;
  for (int32_t i = 0; i < n; ++i) {
    char32_t c = p[i];
    if (c >= 0xD800 && c < 0xDC00 && i + 1 < n) c = 0x10000 + ((c - 0xD800) << 10) + (char32_t(p[++i]) - 0xDC00);
    out += utf8(c);
  }
  return out;
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

// Assigned in Unicode 14.0 or before: what CPython 3.11's database knows.
bool known(char32_t c) {
  UVersionInfo v;
  icu().charAge(UChar32(c), v);
  if (icu().charType(UChar32(c)) == U_UNASSIGNED) return false;
  return v[0] < 14 || (v[0] == 14 && v[1] == 0);
}

std::string char_name(char32_t c) {
  if (!known(c)) return "";
  char buf[256];
  UErrorCode err = U_ZERO_ERROR;
  const int32_t n = icu().charName(UChar32(c), U_UNICODE_CHAR_NAME, buf, sizeof buf, &err);
  if (U_FAILURE(err)) return "";
  std::string name(buf, size_t(n));
  // CPython's names for Tangut ideographs are missing (its algorithmic names are the CJK ideographs' and Hangul's)
  if (name.rfind("TANGUT IDEOGRAPH-", 0) == 0) return "";
  return name;
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
    for (UCharNameChoice choice : {U_UNICODE_CHAR_NAME, U_CHAR_NAME_ALIAS}) {
      UErrorCode err = U_ZERO_ERROR;
      const UChar32 c = icu().charFromName(choice, name.c_str(), &err);
      if (U_SUCCESS(err) && known(char32_t(c)) && !char_name(char32_t(c)).empty()) return new_str(utf8(char32_t(c)));
    }
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
  {
    const std::u16string in = utf16(run);
    std::u16string out(in.size() * 4 + 16, u'\0');
    UErrorCode err = U_ZERO_ERROR;
    int32_t len = icu().normalize(n, reinterpret_cast<const UChar*>(in.data()), int32_t(in.size()),
                                  reinterpret_cast<UChar*>(out.data()), int32_t(out.size()), &err);
    if (err == U_BUFFER_OVERFLOW_ERROR) {
      out.assign(size_t(len) + 1, u'\0');
      err = U_ZERO_ERROR;
      len = icu().normalize(n, reinterpret_cast<const UChar*>(in.data()), int32_t(in.size()),
                            reinterpret_cast<UChar*>(out.data()), int32_t(out.size()), &err);
    }
    if (U_FAILURE(err)) raise(T.ValueError, "unicodedata.normalize: ICU failed");
    return from_utf16(out.data(), len);
  }
}

bool run_is_normalized(const UNormalizer2* n, const std::u32string& run) {
  const std::u16string in = utf16(run);
  UErrorCode err = U_ZERO_ERROR;
  return icu().isNormalized(n, reinterpret_cast<const UChar*>(in.data()), int32_t(in.size()), &err) != 0;
}

}  // namespace

void init_unicodedata_module() { register_native_module("unicodedata", init_unicodedata); }

}  // namespace tsr::interp
