// See schema.hpp. A small recursive-descent parser over the schema grammar:
//   schema   := name ('.' overload)? '(' args? ')' '->' returns
//   args     := arg (',' arg)*          arg := '*' | type name ('=' default)?
//   returns  := type | '(' type name? (',' type name?)* ')'
//   type     := base ('(' alias '!'? ')')? '?'? ('[' size? ']')? '?'?
#include "tensor/dispatch/schema.hpp"

#include <cctype>

#include "tensor/core/error.hpp"

namespace tsr::tensor {
namespace {

class SchemaParser {
 public:
  explicit SchemaParser(std::string_view text) : text_(text) {}

  FunctionSchema parse() {
    FunctionSchema schema;
    schema.name = identifier("operator name");
    if (accept('.')) schema.overload = identifier("overload name");
    expect('(');
    bool kwarg_only = false;
    if (!accept(')')) {
      do {
        if (accept('*')) {
          kwarg_only = true;
          continue;
        }
        SchemaArgument arg = argument(/*named=*/true);
        arg.kwarg_only = kwarg_only;
        schema.arguments.push_back(std::move(arg));
      } while (accept(','));
      expect(')');
    }
    expect('-');
    expect('>');
    if (accept('(')) {
      if (!accept(')')) {
        do schema.returns.push_back(argument(/*named=*/false));
        while (accept(','));
        expect(')');
      }
    } else {
      schema.returns.push_back(argument(/*named=*/false));
    }
    skip_space();
    if (pos_ != text_.size()) fail("unexpected text after the return type");
    return schema;
  }

 private:
  [[noreturn]] void fail(const std::string& what) {
    throw Error(ErrorKind::RuntimeError, "Error parsing schema '" + std::string(text_) + "' at position " +
                                             std::to_string(pos_) + ": " + what);
  }
  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool accept(char c) {
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!accept(c)) fail(std::string("expected '") + c + "'");
  }
  std::string identifier(const char* what) {
    skip_space();
    const size_t start = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) ++pos_;
    if (pos_ == start) fail(std::string("expected ") + what);
    return std::string(text_.substr(start, pos_ - start));
  }

  SchemaType type() {
    SchemaType t;
    t.base = identifier("a type");
    t.kind = base_kind(t.base);
    if (accept('(')) {
      t.alias = identifier("an alias name");
      t.is_write = accept('!');
      if (accept('-')) {  // `Tensor(a -> *)`: the results alias some of the input (split, chunk)
        expect('>');
        expect('*');
        t.alias += " -> *";
      }
      expect(')');
    }
    if (accept('?')) {
      if (!accept('[')) {
        t.optional = true;
        return t;
      }
      t.element_optional = true;
      --pos_;  // re-read the '[' below
    }
    if (accept('[')) {
      t.is_list = true;
      skip_space();
      if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
        t.list_size = std::stoll(identifier("a list size"));
      expect(']');
    }
    t.optional = accept('?');
    return t;
  }

  // A default value runs to the next ',' or ')' at bracket depth 0 (defaults may be lists: `[0,1]`).
  std::string default_value() {
    skip_space();
    const size_t start = pos_;
    int depth = 0;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '[' || c == '(') ++depth;
      if ((c == ']' || c == ')') && depth-- == 0) break;
      if (c == ',' && depth == 0) break;
      ++pos_;
    }
    if (pos_ == start) fail("expected a default value");
    std::string value(text_.substr(start, pos_ - start));
    while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back()))) value.pop_back();
    return value;
  }

  SchemaArgument argument(bool named) {
    SchemaArgument arg;
    arg.type = type();
    skip_space();
    if (named || (pos_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[pos_]))))
      arg.name = identifier("an argument name");
    if (named && accept('=')) arg.default_value = default_value();
    return arg;
  }

  std::string_view text_;
  size_t pos_ = 0;
};

std::string argument_str(const SchemaArgument& a) {
  std::string s = a.type.str();
  if (!a.name.empty()) s += " " + a.name;
  if (a.default_value) s += "=" + *a.default_value;
  return s;
}

}  // namespace

std::string SchemaType::str() const {
  std::string s = base;
  if (!alias.empty()) s += "(" + alias + (is_write ? "!" : "") + ")";
  if (element_optional) s += "?";
  if (is_list) s += "[" + (list_size ? std::to_string(*list_size) : "") + "]";
  if (optional) s += "?";
  return s;
}

std::string FunctionSchema::str() const {
  std::string s = qualified_name() + "(";
  bool kwarg_marker_written = false;
  for (size_t i = 0; i < arguments.size(); ++i) {
    if (i) s += ", ";
    if (arguments[i].kwarg_only && !kwarg_marker_written) {
      s += "*, ";
      kwarg_marker_written = true;
    }
    s += argument_str(arguments[i]);
  }
  s += ") -> ";
  if (returns.size() == 1 && returns[0].name.empty()) return s + returns[0].type.str();
  s += "(";
  for (size_t i = 0; i < returns.size(); ++i) s += (i ? ", " : "") + argument_str(returns[i]);
  return s + ")";
}

BaseKind base_kind(std::string_view base) {
  static constexpr std::pair<std::string_view, BaseKind> kinds[] = {
      {"Tensor", BaseKind::Tensor},         {"Scalar", BaseKind::Scalar},   {"int", BaseKind::Int},
      {"SymInt", BaseKind::Int},            {"float", BaseKind::Float},     {"bool", BaseKind::Bool},
      {"ScalarType", BaseKind::ScalarType}, {"Device", BaseKind::Device},   {"str", BaseKind::Str},
      {"Generator", BaseKind::Generator},   {"Layout", BaseKind::Layout},   {"MemoryFormat", BaseKind::MemoryFormat},
      {"PyObject", BaseKind::PyObject}};
  for (const auto& [name, kind] : kinds)
    if (base == name) return kind;
  return BaseKind::Other;
}

FunctionSchema parse_schema(std::string_view text) { return SchemaParser(text).parse(); }

}  // namespace tsr::tensor
