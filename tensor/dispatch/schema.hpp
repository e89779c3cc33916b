// Operator schemas: `pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor`, parsed once at registration.
// The schema is the single declaration of an op; argument parsing, bindings, help() and traces derive from it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tsr::tensor {

// The base type names the bindings convert, classified once when the schema is parsed, so the argument parser
// switches on an enum where it compared strings on every call. SymInt is int; names outside the list are Other.
enum class BaseKind : unsigned char {
  Tensor, Scalar, Int, Float, Bool, ScalarType, Device, Str, Generator, Layout, MemoryFormat, PyObject, Other
};
BaseKind base_kind(std::string_view base);

// An argument or return type as written in the schema, e.g. "Tensor", "Scalar", "int[1]?", "Tensor(a!)".
struct SchemaType {
  std::string base;                  // "Tensor", "Scalar", "int", "float", "bool", "ScalarType", "Generator", ...
  BaseKind kind = BaseKind::Other;   // base, classified
  bool element_optional = false;     // `Tensor?[]`: a list whose items may be None
  bool is_list = false;              // `int[]`, `Tensor[]`
  std::optional<int64_t> list_size;  // `int[1]`: a single int is accepted where a list is expected
  bool optional = false;             // trailing `?`
  std::string alias;                 // "a" for Tensor(a) / Tensor(a!)
  bool is_write = false;             // `!`: the op writes to this tensor (in-place and out= variants)

  std::string str() const;  // back to schema text
};

struct SchemaArgument {
  SchemaType type;
  std::string name;
  std::optional<std::string> default_value;  // as written: "1", "None", "False", "[]", "\"mean\""
  bool kwarg_only = false;                   // after the `*` marker
};

struct FunctionSchema {
  std::string name;      // "pow"
  std::string overload;  // "Tensor_Scalar" (empty for the default overload)
  std::vector<SchemaArgument> arguments;
  std::vector<SchemaArgument> returns;

  std::string qualified_name() const { return overload.empty() ? name : name + "." + overload; }
  bool is_inplace() const { return !name.empty() && name.back() == '_'; }
  std::string str() const;  // normalised schema text, as PyTorch prints it
};

// Parses schema text; throws tsr::tensor::Error (RuntimeError) naming the position on malformed input.
FunctionSchema parse_schema(std::string_view text);

}  // namespace tsr::tensor
