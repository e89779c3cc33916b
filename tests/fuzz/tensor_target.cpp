// The tensor target: the fuzz input steers a sequence of tensor operations over six variables t0..t5, with
// random shapes (empty and zero-size dimensions included), dtypes, and strides from views (transposes, slices
// with steps, expand, as_strided, unfold, diagonal) that later ops read and write through. Each statement sits in
// a try block: an error from one op is the expected outcome for many random arguments, and the sequence goes on.
//
// A statement is a template; each {key} in it is replaced by a random choice of that kind (fill() below);
// {last_shape} repeats the shape {shape} chose last.
#include <string>

#include "harness.hpp"

namespace tsr::fuzz {
namespace {

constexpr const char* creations[] = {
    "torch.randn({shape}, dtype={float})",
    "(torch.arange(torch.empty({shape}).numel()) % 7 - 3).to({dtype}).reshape({last_shape})",
    "torch.randn({shape}).mul(4).to({dtype})",
    "torch.zeros({shape}, dtype={dtype})",
    "torch.ones({shape}, dtype={dtype})",
    "torch.full({shape}, {scalar}, dtype={dtype})",
    "torch.randint(-4, 5, {shape}, dtype={dtype})",
    "torch.tensor({nested}, dtype={dtype})",
    "torch.empty({shape}, dtype={dtype}).fill_({scalar})",
    "torch.linspace(-3, 3, {count}).reshape({shape})",
    "torch.eye({size}, {size}, dtype={dtype})",
    "torch.rand({shape}) > 0.5",
    "torch.tensor({scalar})",
    "torch.randperm({size})",
};

constexpr const char* views[] = {
    "{t}.transpose({dim}, {dim})", "{t}.t()", "{t}.T", "{t}.permute({perm})", "{t}[::{step}]",
    "{t}[{int}:]", "{t}[:, {int}::{step}]", "{t}[..., {int}]", "{t}[None, ..., {int}:{int}]",
    "{t}.narrow({dim}, {int}, {int})", "{t}.select({dim}, {int})", "{t}.unsqueeze({dim})", "{t}.squeeze({dim})",
    "{t}.squeeze()", "{t}.expand({shape})", "{t}.expand(-1, {shape})", "{t}.view({shape})", "{t}.view(-1)",
    "{t}.reshape({shape})", "{t}.flatten()", "{t}.as_strided({shape}, {stride}, {int})", "{t}.diagonal()",
    "{t}.diagonal({int}, {dim}, {dim})", "{t}.unfold({dim}, {size}, {step})", "{t}.contiguous()",
    "{t}.flip({dim})", "{t}.movedim({dim}, {dim})", "{t}.split({size}, {dim})[{int}]", "{t}.chunk({size})[-1]",
    "{t}.unbind({dim})[{int}]", "{t}.view({dtype})", "{t}.real", "{t}.detach()", "{t}.expand_as({t})",
    "{t}.broadcast_to({shape})", "{t}.swapaxes({dim}, {dim})", "{t}.mT", "{t}.tril()", "{t}.roll({int}, {dim})",
};

constexpr const char* computations[] = {
    "{t} {binop} {t}", "{t} {binop} {scalar}", "{scalar} {binop} {t}", "{t} {cmp} {t}", "-{t}", "~{t}",
    "torch.{unary}({t})", "{t}.{unary}()", "{t}.{reduce}()", "{t}.{reduce}({dim})", "{t}.{reduce}({dim}, True)",
    "{t}.sum(({dim}, {dim}))", "{t}.max({dim})[{int}]", "{t}.min({dim}).indices", "{t}.argmax()",
    "{t}.cumsum({dim})", "{t}.cumprod({dim})", "{t}.softmax({dim})", "{t}.log_softmax({dim})",
    "{t}.logsumexp({dim})", "{t}.std({dim})", "{t}.var()", "{t}.norm()", "{t}.sort({dim})[{int}]",
    "{t}.topk({size})[0]", "{t}.kthvalue({size})[0]", "{t}.median()", "{t}.clamp({scalar}, {scalar})",
    "{t}.clamp(min={t})", "torch.where({t} > 0, {t}, {t})", "torch.where({t}, {scalar}, {t})",
    "torch.maximum({t}, {t})", "torch.pow({t}, {scalar})", "torch.fmod({t}, {t})", "torch.remainder({t}, {scalar})",
    "torch.floor_divide({t}, {t})", "torch.atan2({t}, {t})", "torch.lerp({t}, {t}, {scalar})",
    "torch.matmul({t}, {t})", "torch.mm({t}, {t})", "torch.bmm({t}, {t})", "torch.mv({t}, {t})",
    "torch.dot({t}, {t})", "torch.outer({t}, {t})", "torch.addmm({t}, {t}, {t})", "torch.einsum('ij,jk->ik', {t}, {t})",
    "{t}.index_select({dim}, {index})", "{t}.gather({dim}, {index})", "{t}.masked_fill({t} > 0, {scalar})",
    "{t}.masked_select({t} > 0)", "{t}[{t} > 0]", "{t}[{index}]", "{t}[{index}, {index}]", "{t}.take({index})",
    "torch.nonzero({t})", "torch.cat([{t}, {t}], {dim})", "torch.stack([{t}, {t}], {dim})", "{t}.repeat({shape})",
    "{t}.to({dtype})", "{t}.float()", "{t}.long()", "{t}.bool()", "{t}.clone()", "{t}.type_as({t})",
    "torch.tril({t}, {int})", "torch.flatten({t}, {dim})", "{t}.unique()", "{t}.bincount()", "torch.diag({t})",
    "torch.tensordot({t}, {t}, {size})", "torch.cross({t}, {t})", "torch.kron({t}, {t})" ,
    "F.relu({t})", "F.softmax({t}, {dim})", "F.linear({t}, {t})", "F.linear({t}, {t}, {t})",
    "F.conv1d({t}, {t})", "F.conv2d({t}, {t}, stride={size}, padding={int})", "F.max_pool2d({t}, {size})",
    "F.avg_pool2d({t}, {size}, {size})", "F.max_pool1d({t}, {size})", "F.pad({t}, ({int}, {int}))",
    "F.cross_entropy({t}, {index})", "F.nll_loss({t}, {index})", "F.mse_loss({t}, {t})",
    "F.embedding({index}, {t})", "F.layer_norm({t}, {t}.shape[-1:])", "F.one_hot({index}, {size})",
    "F.dropout({t}, 0.5)", "F.gelu({t})", "F.normalize({t}, dim={dim})", "F.binary_cross_entropy(torch.sigmoid({t}), torch.rand_like({t}))",
};

constexpr const char* statements[] = {
    "{t}.{inplace}({t})", "{t}.{inplace}({scalar})", "{t}.zero_()", "{t}.fill_({scalar})", "{t}.copy_({t})",
    "{t}.clamp_({scalar})", "{t}.relu_()", "{t}.t_()", "{t}.unsqueeze_({dim})", "{t}.transpose_({dim}, {dim})",
    "{t}[{int}] = {scalar}", "{t}[{index}] = {t}", "{t}[{t} > 0] = {scalar}", "{t}[:, {int}] = {t}",
    "{t}[..., ::{step}] = {scalar}", "{t}.index_add_({dim}, {index}, {t})", "{t}.scatter_({dim}, {index}, {t})",
    "{t}.scatter_add_({dim}, {index}, {t})", "{t}.index_fill_({dim}, {index}, {scalar})",
    "{t}.masked_fill_({t} > 0, {scalar})", "{t}.index_put_(({index},), {t}, accumulate=True)",
    "{t}.requires_grad_()", "{t}.sum().backward()", "({t} * {t}).sum().backward()", "{t}.{reduce}().backward()",
    "print({t})", "print(repr({t}), {t}.shape, {t}.stride(), {t}.dtype, {t}.is_contiguous())",
    "print({t}.tolist())", "print({t}.item())", "print(float({t}), int({t}), bool({t}))", "print(len({t}))",
    "print({t}.grad)", "print({t}.storage_offset(), {t}.numel(), {t}.dim())", "print(hash({t}) > 0, {t} is {t})",
    "print(list({t}))", "print('%s' % {t})", "print(f'{{{t}}}')", "torch.manual_seed({int})",
    "print(torch.equal({t}, {t}), torch.allclose({t}, {t}))", "{t}.resize_({shape})", "del {t}",
};

constexpr const char* binops[] = {"+", "-", "*", "/", "//", "%", "**", "@", "&", "|", "^", "<<", ">>"};
constexpr const char* cmps[] = {"<", "<=", "==", "!=", ">", ">="};
constexpr const char* unaries[] = {"abs", "neg", "exp", "log", "sqrt", "sin", "tanh", "sigmoid", "relu", "floor",
                                   "ceil", "round", "sign", "reciprocal", "rsqrt", "log1p", "expm1", "erf",
                                   "logical_not", "isnan", "trunc", "frac", "square", "sinh", "acos", "bitwise_not"};
constexpr const char* reductions[] = {"sum", "mean", "prod", "amax", "amin", "max", "min", "all", "any", "std",
                                      "var", "argmin", "nansum", "count_nonzero", "logsumexp"};
constexpr const char* inplaces[] = {"add_", "sub_", "mul_", "div_", "pow_", "remainder_", "fmod_", "maximum_",
                                    "clamp_min_", "bitwise_and_", "lerp_", "copysign_", "floor_divide_"};
// tsr's dtypes (no int8/int16/uint8 or half yet: those fail with AttributeError, a statement lost).
constexpr const char* dtypes[] = {"torch.float32", "torch.float64", "torch.int64", "torch.int32", "torch.bool",
                                  "torch.long", "torch.float", "torch.double"};
constexpr const char* scalars[] = {"0", "1", "-1", "2", "3", "0.5", "-2.5", "True", "False", "1e30",
                                   "float('nan')", "float('inf')", "-float('inf')", "2**31", "-2**63", "2**63 - 1",
                                   "-0.0", "7"};

class Generator {
 public:
  Generator(const uint8_t* data, size_t size) : in_(data, size) {}

  std::string program() {
    out_ = "import torch\nimport torch.nn.functional as F\ntorch.manual_seed(" + std::to_string(in_.byte()) + ")\n";
    for (int i = 0; i < variables; ++i) {
      const std::string t = "t" + std::to_string(i);
      out_ += "try:\n    " + t + " = " + fill(in_.pick(creations)) + "\nexcept Exception:\n    " + t +
              " = torch.randn(2, 3)\n";
    }
    for (int count = 0; count < 24 && !in_.exhausted(); ++count) {
      std::string statement;
      switch (in_.below(4)) {
        case 0: statement = var() + " = " + fill(in_.pick(creations)); break;
        case 1: statement = var() + " = " + fill(in_.pick(views)); break;
        case 2: statement = var() + " = " + fill(in_.pick(computations)); break;
        default: statement = fill(in_.pick(statements));
      }
      out_ += "try:\n    " + statement + "\nexcept Exception as exc:\n    print(type(exc).__name__)\n";
    }
    // Whatever the sequence left, every variable is read once more: its layout, values and repr.
    for (int i = 0; i < variables; ++i)
      out_ += "try:\n    print(repr(t" + std::to_string(i) + "))\nexcept Exception:\n    pass\n";
    return out_;
  }

 private:
  static constexpr int variables = 6;

  std::string var() { return "t" + std::to_string(in_.below(variables)); }
  std::string dim() { return std::to_string(in_.in(-3, 3)); }
  std::string size() { return std::to_string(in_.chance(5) ? in_.in(0, 40) : in_.in(0, 4)); }

  std::string shape() {
    int rank = in_.chance(5) ? in_.in(5, 6) : in_.in(0, 4);
    std::string s = "(";
    for (int i = 0; i < rank; ++i) s += size() + ", ";
    return s + ")";
  }

  std::string nested() {
    int rows = in_.in(0, 3), cols = in_.in(0, 3);
    std::string s = "[";
    for (int r = 0; r < rows; ++r) {
      s += "[";
      for (int c = 0; c < cols; ++c) s += std::string(in_.pick(scalars)) + ", ";
      s += "], ";
    }
    return s + "]";
  }

  std::string index() {
    switch (in_.below(4)) {
      case 0: return "torch.tensor([" + std::to_string(in_.in(-4, 4)) + ", " + std::to_string(in_.in(-4, 4)) + "])";
      case 1: return "torch.randint(0, " + std::to_string(in_.in(1, 5)) + ", " + shape() + ")";
      case 2: return "torch.tensor(" + std::to_string(in_.in(-2, 3)) + ")";
      default: return "torch.tensor([], dtype=torch.long)";
    }
  }

  std::string permutation() {
    int rank = in_.in(0, 4);
    std::string s = "(";
    for (int i = 0; i < rank; ++i) s += std::to_string(in_.in(-1, rank - 1)) + ", ";
    return s + ")";
  }

  // A template with each {key} replaced; {{ and }} stand for braces.
  std::string fill(const std::string& text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
      if ((text[i] == '{' || text[i] == '}') && i + 1 < text.size() && text[i + 1] == text[i]) {
        out += text[i++];
        continue;
      }
      if (text[i] != '{') {
        out += text[i];
        continue;
      }
      size_t end = text.find('}', i);
      std::string key = text.substr(i + 1, end - i - 1);
      i = end;
      if (key == "t") out += var();
      else if (key == "dim") out += dim();
      else if (key == "size") out += size();
      else if (key == "count") out += std::to_string(in_.in(0, 24));
      else if (key == "int") out += std::to_string(in_.in(-3, 5));
      else if (key == "step") out += std::to_string(in_.in(0, 3));
      else if (key == "shape") out += last_shape_ = shape();
      else if (key == "last_shape") out += last_shape_;
      else if (key == "stride") out += shape();  // any small non-negative numbers, one per dimension or not
      else if (key == "perm") out += permutation();
      else if (key == "dtype") out += in_.pick(dtypes);
      else if (key == "float") out += in_.chance(50) ? "torch.float32" : "torch.float64";
      else if (key == "scalar") out += in_.pick(scalars);
      else if (key == "nested") out += nested();
      else if (key == "index") out += index();
      else if (key == "binop") out += in_.pick(binops);
      else if (key == "cmp") out += in_.pick(cmps);
      else if (key == "unary") out += in_.pick(unaries);
      else if (key == "reduce") out += in_.pick(reductions);
      else if (key == "inplace") out += in_.pick(inplaces);
    }
    return out;
  }

  ByteSource in_;
  std::string out_;
  std::string last_shape_ = "()";
};

}  // namespace

std::string tensor_program(const uint8_t* data, size_t size) { return Generator(data, size).program(); }

}  // namespace tsr::fuzz
