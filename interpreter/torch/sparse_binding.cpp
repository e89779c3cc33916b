// torch._C's sparse COO natives (tensor/core/sparse.hpp): construction, the accessors, coalesce and the
// conversions; torch/sparse.tsr and torch/_tail.tsr build torch.sparse_coo_tensor and the Tensor methods on them.
#include "interpreter/builtins.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/torch/binding.hpp"
#include "tensor/core/sparse.hpp"

namespace tsr::interp::torch {

namespace {

using tensor::Tensor;


// A Tensor argument, or a TypeError naming the function.
const Tensor& tensor_arg(const Value& v, const char* name) {
  if (!is_tensor(v)) raise(T.TypeError, std::string(name) + "(): argument must be Tensor, not " + type_name(v));
  return unwrap(v);
}

const tensor::SparseCooImpl& sp(const Value& v, const char* name) {
  return tensor::sparse_impl(tensor_arg(v, name), name);
}

}  // namespace

void init_sparse_binding(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  // _sparse_coo(indices, values, size, check, coalesced)
  def("_sparse_coo", [](const CallArgs& a) {
    const Tensor& i = tensor_arg(a[0], "sparse_coo_tensor");
    const Tensor& v = tensor_arg(a[1], "sparse_coo_tensor");
    const tensor::Dims size = dims_arg(a[2]);
    if (truthy(a[3])) return wrap(tensor::sparse_coo(i, v, size));
    return wrap(tensor::sparse_coo_unsafe(i, v, size, truthy(a[4])));
  });
  def("_is_sparse", [](const CallArgs& a) { return Value::boolean(is_tensor(a[0]) && tensor::is_sparse(unwrap(a[0]))); });
  def("_sparse_indices", [](const CallArgs& a) { return wrap(sp(a[0], "_indices").indices()); });
  def("_sparse_values", [](const CallArgs& a) { return wrap(sp(a[0], "_values").values()); });
  def("_sparse_is_coalesced", [](const CallArgs& a) { return Value::boolean(sp(a[0], "is_coalesced").coalesced()); });
  def("_sparse_set_coalesced", [](const CallArgs& a) {
    const_cast<tensor::SparseCooImpl&>(sp(a[0], "_coalesced_")).set_coalesced(truthy(a[1]));
    return a[0];
  });
  // self.resize_as_sparse_(template): template's size; self's entries kept when the dimension counts agree.
  def("_sparse_resize_as_", [](const CallArgs& a) {
    const Tensor& self = tensor_arg(a[0], "resize_as_sparse_");
    const Tensor& tmpl = tensor_arg(a[1], "resize_as_sparse_");
    tensor::sparse_resize_as_(self, tmpl);
    return a[0];
  });
  def("_sparse_dim", [](const CallArgs& a) { return Value(sp(a[0], "sparse_dim").sparse_dim()); });
  def("_dense_dim", [](const CallArgs& a) { return Value(sp(a[0], "dense_dim").dense_dim()); });
  def("_sparse_nnz", [](const CallArgs& a) { return Value(sp(a[0], "_nnz").nnz()); });
  def("_sparse_coalesce", [](const CallArgs& a) {
    Tensor r = tensor::sparse_coalesce(tensor_arg(a[0], "coalesce"));
    return r.is_same(unwrap(a[0])) ? a[0] : wrap(r);
  });
  def("_sparse_to_dense", [](const CallArgs& a) { return wrap(tensor::sparse_to_dense(tensor_arg(a[0], "to_dense"))); });
  def("_dense_to_sparse", [](const CallArgs& a) {
    if (!a[1].is_int()) raise(T.TypeError, "to_sparse(): argument 'sparse_dim' must be int, not " + type_name(a[1]));
    return wrap(tensor::dense_to_sparse(tensor_arg(a[0], "to_sparse"), a[1].as_int()));
  });
}

}  // namespace tsr::interp::torch
