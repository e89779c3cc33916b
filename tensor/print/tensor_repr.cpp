// See tensor_repr.hpp.
#include "tensor/print/tensor_repr.hpp"

#include "tensor/ops/device_ops.hpp"
#include "tensor/core/sparse.hpp"

#include <cmath>
#include <cstdio>
#include <vector>

#include "tensor/ops/shape_ops.hpp"
#include "tensor/ops/type_promotion.hpp"
#include "tensor/views/views.hpp"

namespace tsr::tensor {
namespace {

// An element on its way to text: long double holds every float32, float64 and int64 value exactly (x86's
// 64-bit significand), so large int64 values print as they are.
using Element = long double;

// printf-style formatting of one double (Python's str.format gives the same digits for these specs).
std::string printf_format(const char* spec, int precision, double v) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, spec, precision, v);
  return buffer;
}

// One element as Python's `'{}'.format(value)` prints an int or a bool.
std::string plain_format(ScalarType dtype, Element v) {
  if (dtype == ScalarType::Bool) return v != 0 ? "True" : "False";
  return std::to_string(static_cast<int64_t>(v));
}

// The elements of a tensor in row-major order.
std::vector<Element> elements(const Tensor& t) {
  if (!is_floating(t.dtype())) {
    const Tensor c = contiguous(to_dtype(t, ScalarType::Long));
    return {c.data<int64_t>(), c.data<int64_t>() + c.numel()};
  }
  const Tensor c = contiguous(to_dtype(t, ScalarType::Double));
  return {c.data<double>(), c.data<double>() + c.numel()};
}

// The summarised data the formatter is computed on: edge items of every long dimension, flattened into one
// tensor of the same dtype (only the values matter to the formatter).
Tensor summarized(const Tensor& t, const PrintOptions& o) {
  if (t.dim() == 0) return t;
  const int64_t n = t.sizes()[0];
  if (t.dim() == 1) {
    if (n <= 2 * o.edgeitems) return t;
    return cat({slice(t, 0, 0, o.edgeitems), slice(t, 0, n - o.edgeitems, n)});
  }
  std::vector<Tensor> parts;
  auto add = [&](int64_t i) { parts.push_back(reshape(summarized(select(t, 0, i), o), std::vector<int64_t>{-1})); };
  if (n > 2 * o.edgeitems) {
    for (int64_t i = 0; i < o.edgeitems; ++i) add(i);
    for (int64_t i = n - o.edgeitems; i < n; ++i) add(i);
  } else {
    for (int64_t i = 0; i < n; ++i) add(i);
  }
  return cat(parts);
}

// The one formatter every element of a tensor is printed with (PyTorch's _Formatter).
class Formatter {
 public:
  Formatter(const Tensor& t, const PrintOptions& o) : dtype_(t.dtype()), precision_(o.precision) {
    const std::vector<Element> values = elements(t);
    if (!is_floating(dtype_)) {
      for (Element v : values) width_ = std::max<size_t>(width_, plain_format(dtype_, v).size());
      return;
    }
    std::vector<double> finite;
    for (double v : values)
      if (std::isfinite(v) && v != 0) finite.push_back(v);
    if (finite.empty()) return;
    double lo = std::abs(finite[0]), hi = lo;
    for (double v : finite) {
      lo = std::min(lo, std::abs(v));
      hi = std::max(hi, std::abs(v));
      if (v != std::ceil(v)) int_mode_ = false;
    }
    sci_mode_ = hi / lo > 1000.0 || hi > 1.0e8 || (!int_mode_ && lo < 1.0e-4);
    for (double v : finite) {
      if (sci_mode_) width_ = std::max(width_, printf_format("%.*e", precision_, v).size());
      else if (int_mode_) width_ = std::max(width_, printf_format("%.*f", 0, v).size() + 1);
      else width_ = std::max(width_, printf_format("%.*f", precision_, v).size());
    }
    if (o.sci_mode) sci_mode_ = *o.sci_mode;
  }

  size_t width() const { return width_; }

  std::string format(Element e) const {
    std::string s;
    const double v = static_cast<double>(e);  // floating elements are doubles already
    if (!is_floating(dtype_)) s = plain_format(dtype_, e);
    else if (std::isnan(v)) s = "nan";
    else if (std::isinf(v)) s = v > 0 ? "inf" : "-inf";
    else if (sci_mode_) s = printf_format("%.*e", precision_, v);
    else if (int_mode_) s = printf_format("%.*f", 0, v) + ".";
    else s = printf_format("%.*f", precision_, v);
    return s.size() < width_ ? std::string(width_ - s.size(), ' ') + s : s;
  }

 private:
  ScalarType dtype_;
  int precision_;
  bool int_mode_ = true, sci_mode_ = false;
  size_t width_ = 1;
};

// A complex tensor's elements are printed with two formatters, one computed on the real parts and one on the
// imaginary parts (PyTorch's formatter1 and formatter2): "1.+2.j", "3.-1.j". `imag` is null for real tensors.
std::string format_element(const Formatter& f, const Formatter* imag, Element re, Element im) {
  if (!imag) return f.format(re);
  std::string imag_str = imag->format(im) + "j";
  imag_str.erase(0, imag_str.find_first_not_of(' '));  // Python's lstrip
  if (imag_str[0] == '+' || imag_str[0] == '-') return f.format(re) + imag_str;
  return f.format(re) + "+" + imag_str;
}

// The elements of t, and of its imaginary parts when it is complex (zeros otherwise).
std::pair<std::vector<Element>, std::vector<Element>> element_pairs(const Tensor& t) {
  if (!is_complex(t.dtype())) return {elements(t), std::vector<Element>(size_t(t.numel()))};
  return {elements(real(t)), elements(imag(t))};
}

std::string vector_str(const Tensor& t, int64_t indent, bool summarize, const Formatter& f, const Formatter* imag,
                       const PrintOptions& o) {
  int64_t element_length = static_cast<int64_t>(f.width()) + 2;
  if (imag) element_length += static_cast<int64_t>(imag->width()) + 1;  // the imaginary part and its "j"
  const int64_t per_line = std::max<int64_t>(1, (o.linewidth - indent) / element_length);
  const auto [v, vi] = element_pairs(t);
  std::vector<std::string> data;
  const int64_t n = static_cast<int64_t>(v.size());
  if (summarize && n > 2 * o.edgeitems) {
    for (int64_t i = 0; i < o.edgeitems; ++i) data.push_back(format_element(f, imag, v[i], vi[i]));
    data.push_back(" ...");
    for (int64_t i = n - o.edgeitems; i < n; ++i) data.push_back(format_element(f, imag, v[i], vi[i]));
  } else {
    for (int64_t i = 0; i < n; ++i) data.push_back(format_element(f, imag, v[i], vi[i]));
  }
  std::string out = "[";
  for (size_t i = 0; i < data.size(); ++i) {
    if (i > 0) out += i % per_line == 0 ? ",\n" + std::string(indent + 1, ' ') : ", ";
    out += data[i];
  }
  return out + "]";
}

std::string tensor_str(const Tensor& t, int64_t indent, bool summarize, const Formatter& f, const Formatter* imag,
                       const PrintOptions& o) {
  if (t.dim() == 0) {
    const auto [v, vi] = element_pairs(t);
    return format_element(f, imag, v[0], vi[0]);
  }
  if (t.dim() == 1) return vector_str(t, indent, summarize, f, imag, o);
  const int64_t n = t.sizes()[0];
  std::vector<std::string> slices;
  auto add = [&](int64_t i) { slices.push_back(tensor_str(select(t, 0, i), indent + 1, summarize, f, imag, o)); };
  if (summarize && n > 2 * o.edgeitems) {
    for (int64_t i = 0; i < o.edgeitems; ++i) add(i);
    slices.push_back("...");
    for (int64_t i = n - o.edgeitems; i < n; ++i) add(i);
  } else {
    for (int64_t i = 0; i < n; ++i) add(i);
  }
  const std::string separator = "," + std::string(static_cast<size_t>(t.dim() - 1), '\n') + std::string(indent + 1, ' ');
  std::string out = "[";
  for (size_t i = 0; i < slices.size(); ++i) out += (i ? separator : "") + slices[i];
  return out + "]";
}

std::string shape_tuple(const Tensor& t) {
  std::string s = "(";
  for (int64_t i = 0; i < t.dim(); ++i) s += (i ? ", " : "") + std::to_string(t.sizes()[i]);
  return s + (t.dim() == 1 ? ",)" : ")");
}

}  // namespace

PrintOptions& print_options() {
  static PrintOptions options;
  return options;
}

std::string to_values_string(const Tensor& t, int64_t indent) {
  if (t.device().is_cuda()) return to_values_string(to_device(t, Device{}), indent);  // printed from a host copy
  const PrintOptions& o = print_options();
  if (t.numel() == 0) return "[]";
  const bool summarize = t.numel() > o.threshold;
  if (is_complex(t.dtype())) {
    const Tensor re = real(t), im = imag(t);
    const Formatter f(summarize ? summarized(re, o) : re, o), fi(summarize ? summarized(im, o) : im, o);
    return tensor_str(t, indent, summarize, f, &fi, o);
  }
  const Formatter f(summarize ? summarized(t, o) : t, o);
  return tensor_str(t, indent, summarize, f, nullptr, o);
}

std::string to_repr(const Tensor& t, const ReprSuffixes& extra) {
  const std::string& prefix = extra.prefix;
  const int64_t indent = static_cast<int64_t>(prefix.size());
  std::vector<std::string> suffixes;
  if (!t.device().is_cpu()) suffixes.push_back("device='" + t.device().str() + "'");
  const bool default_dtype_shown = t.dtype() == default_dtype() || t.dtype() == default_complex_dtype() ||
                                   dtype_facts(t.dtype()).repr_omits_dtype;
  std::string body;
  bool force_newline = false;
  if (is_sparse(t)) {
    // PyTorch's _str_intern for sparse COO: the indices and values laid out after their prefixes, then the size,
    // nnz, dtype and layout, the first suffix on a line of its own.
    const SparseCooImpl& s = sparse_impl(t, "repr");
    const std::string ip = "indices=tensor(", vp = "values=tensor(";
    std::string is = to_values_string(s.indices(), indent + static_cast<int64_t>(ip.size()));
    if (s.indices().numel() == 0) is += ", size=" + shape_tuple(s.indices());
    std::string vs = to_values_string(s.values(), indent + static_cast<int64_t>(vp.size()));
    if (s.values().numel() == 0) vs += ", size=" + shape_tuple(s.values());
    body = ip + is + "),\n" + std::string(indent, ' ') + vp + vs + ")";
    suffixes.push_back("size=" + shape_tuple(t));
    suffixes.push_back("nnz=" + std::to_string(s.nnz()));
    if (!default_dtype_shown) suffixes.push_back("dtype=torch." + std::string(dtype_name(t.dtype())));
    suffixes.push_back("layout=torch.sparse_coo");
    force_newline = true;
  } else if (t.device().is_meta()) {  // no data to show (Note [The meta device])
    suffixes.push_back("size=" + shape_tuple(t));
    if (t.dtype() != default_dtype()) suffixes.push_back("dtype=torch." + std::string(dtype_name(t.dtype())));
    body = "...";
  } else if (t.numel() == 0) {
    if (t.dim() != 1) suffixes.push_back("size=" + shape_tuple(t));
    if (t.dtype() != default_dtype()) suffixes.push_back("dtype=torch." + std::string(dtype_name(t.dtype())));
    body = "[]";
  } else {
    if (!default_dtype_shown) suffixes.push_back("dtype=torch." + std::string(dtype_name(t.dtype())));
    body = to_values_string(t, indent);
  }
  if (!extra.grad_fn.empty()) suffixes.push_back("grad_fn=<" + extra.grad_fn + ">");
  else if (extra.requires_grad) suffixes.push_back("requires_grad=True");
  if (!extra.tangent.empty()) suffixes.push_back("tangent=" + extra.tangent);

  std::string out = prefix + body;
  // Length of the last line, counted as _add_suffixes counts it (one more than the characters after '\n').
  const size_t newline = out.rfind('\n');
  int64_t last_line = static_cast<int64_t>(out.size()) - (newline == std::string::npos ? -1 : static_cast<int64_t>(newline)) + 1;
  for (const std::string& s : suffixes) {
    const int64_t len = static_cast<int64_t>(s.size());
    if (force_newline || last_line + len + 2 > print_options().linewidth) {
      out += ",\n" + std::string(indent, ' ') + s;
      last_line = indent + len;
      force_newline = false;
    } else {
      out += ", " + s;
      last_line += len + 2;
    }
  }
  return out + ")";
}

}  // namespace tsr::tensor
