// repr(tensor) exactly as PyTorch prints it (torch/_tensor_str.py semantics): one formatter for the whole
// tensor (integer mode `1.`, fixed `0.1234`, or scientific `1.2346e+05`), line wrapping at the line width,
// summarisation with `...` above the threshold, and the dtype / grad suffixes.
#pragma once

#include <optional>
#include <string>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// torch.set_printoptions.
struct PrintOptions {
  int precision = 4;
  int64_t threshold = 1000;  // more elements than this are summarised
  int64_t edgeitems = 3;     // items kept at each end of a summarised dimension
  int64_t linewidth = 80;
  std::optional<bool> sci_mode;  // nullopt: chosen from the values
};
PrintOptions& print_options();

// What the autograd layer adds after the values: `grad_fn=<MulBackward0>` or `requires_grad=True`; and the
// prefix, which a Tensor subclass makes its class name (PyTorch 1.13's _str_intern: `M([1., 2.])`).
struct ReprSuffixes {
  std::string grad_fn;  // node name, empty if none
  bool requires_grad = false;
  std::string prefix = "tensor(";
  std::string tangent;  // a dual tensor's tangent, as its repr prints (Note [Forward AD]); empty if none
};

// "tensor([[ 0.1234, -1.0000]])" with suffixes.
std::string to_repr(const Tensor& t, const ReprSuffixes& suffixes = {});
// The values part alone, as str() of a tensor's data is laid out for `indent` columns of prefix.
std::string to_values_string(const Tensor& t, int64_t indent);

}  // namespace tsr::tensor
