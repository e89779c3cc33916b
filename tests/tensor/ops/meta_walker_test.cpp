// The meta device over the registry (Note [The meta device], tensor/ops/meta_device.hpp): every op with samples
// (tests/tensor/op_registry/), called with its tensor arguments moved to the meta device (contiguous and strided), must
// give results of the CPU call's sizes, strides and dtypes, or refuse as PyTorch 1.13 does: an op it has no meta
// kernel for (or a composite reaching one) raises its NotImplementedError.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/device_ops.hpp"
#include "tensor/ops/meta_device.hpp"
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

constexpr Device kMeta{DeviceType::Meta, -1};

std::string dims(const Dims& d) {
  std::ostringstream s;
  s << "(";
  for (size_t k = 0; k < d.size(); ++k) s << (k ? ", " : "") << d[k];
  return s.str() + ")";
}

// The arguments with every tensor (a CPU scalar's 0-d tensors aside: they may join any device) a meta tensor of the
// same geometry, and a factory's device the meta device.
Stack on_meta(const Stack& args) {
  auto move = [](const Tensor& t) {
    if (!t.defined() || (t.dim() == 0 && t.impl()->is_wrapped_number())) return t;
    return Tensor(IntrusivePtr<TensorImpl>::make(Storage::make(t.storage()->nbytes(), kMeta), t.dtype(), t.sizes(),
                                                 t.strides(), t.storage_offset()));
  };
  Stack out = args;
  for (IValue& v : out) {
    if (Tensor* t = std::get_if<Tensor>(&v))
      *t = move(*t);
    else if (auto* list = std::get_if<std::vector<Tensor>>(&v))
      for (Tensor& t : *list) t = move(t);
    else if (Device* d = std::get_if<Device>(&v))
      *d = kMeta;
  }
  return out;
}

// A call with no tensor argument and no device= one: nothing to put on the meta device.
bool nothing_to_move(const Stack& args) {
  for (const IValue& v : args)
    if (std::holds_alternative<Tensor>(v) || std::holds_alternative<std::vector<Tensor>>(v) ||
        std::holds_alternative<Device>(v))
      return false;
  return true;
}

// "" when the meta results have the CPU results' geometry.
std::string compare(const std::vector<Tensor>& cpu, const std::vector<Tensor>& meta) {
  if (cpu.size() != meta.size()) return "a different number of results";
  for (size_t k = 0; k < cpu.size(); ++k) {
    const std::string r = "result " + std::to_string(k) + ": ";
    if (cpu[k].defined() != meta[k].defined()) return r + "defined on one device only";
    if (!cpu[k].defined()) continue;
    if (!meta[k].device().is_meta()) return r + "on " + meta[k].device().str();
    if (cpu[k].sizes() != meta[k].sizes()) return r + "sizes " + dims(meta[k].sizes()) + " for " + dims(cpu[k].sizes());
    if (cpu[k].dtype() != meta[k].dtype())
      return r + "dtype " + std::string(dtype_name(meta[k].dtype())) + " for " +
             std::string(dtype_name(cpu[k].dtype()));
    if (cpu[k].numel() > 1 && cpu[k].strides() != meta[k].strides())
      return r + "strides " + dims(meta[k].strides()) + " for " + dims(cpu[k].strides());
  }
  return "";
}

// PyTorch 1.13's refusals: an op without a meta kernel, and the ops whose meta path needs what only data tells.
bool refused_as_pytorch(const Error& e) {
  const std::string m = e.what();
  if (e.kind == ErrorKind::NotImplementedError)
    return m.find("with arguments from the 'Meta' backend") != std::string::npos;
  for (const char* pytorch : {"Can not infer total number of classes from meta tensor.",
                              "cannot repeat_interleave a meta tensor without output_size",
                              "tensor_split expected tensor_indices_or_sections to be on cpu, but it's on meta"})
    if (m == pytorch) return true;
  return false;
}

TEST(Meta, EveryOpOnMetaTensorsHasTheCpuGeometry) {
  int checked = 0, refused = 0;
  std::vector<std::string> failures;
  for (const OpInfo& info : registry().ops) {
    const Operator* op = Dispatcher::instance().find(info.name);
    // full's meta kernel is PyTorch's, whose dtype is not the CPU one's for an integer fill value (creation_ops.cpp)
    if (!op || info.name == "full") continue;
    for (size_t nr = 0; nr < info.samples.size(); ++nr) {
      for (const Layout layout : {Layout::Contiguous, Layout::Strided}) {
        const Stack args = make_args(info.samples[nr], nr, layout);
        if (nothing_to_move(args)) continue;
        const Stack meta_args = on_meta(args);  // before the CPU call, which may change its arguments (transpose_)
        std::vector<Tensor> want;
        try {
          want = tensors_of(call_op(*op, args));
        } catch (const Error&) {
          continue;  // a sample meant to raise
        }
        std::string why;
        try {
          why = compare(want, tensors_of(call_op(*op, meta_args)));
        } catch (const Error& e) {
          if (refused_as_pytorch(e)) {
            ++refused;
            continue;
          }
          why = std::string("raised: ") + e.what();
        }
        ++checked;
        if (!why.empty())
          failures.push_back(info.name + " sample " + std::to_string(nr) +
                             (layout == Layout::Strided ? " (strided)" : "") + ": " + why);
      }
    }
  }
  std::ostringstream all;
  for (const std::string& f : failures) all << "\n  " << f;
  EXPECT_TRUE(failures.empty()) << failures.size() << " of " << checked << " meta calls differ:" << all.str();
  EXPECT_GT(checked, 1000);
  EXPECT_GT(refused, 0);  // nonzero and the like have samples
}

// An op PyTorch 1.13 has no meta kernel for is refused by name, whatever tsr's CPU kernel could compute.
TEST(Meta, OpsWithoutAPyTorchMetaKernelAreRefused) {
  EXPECT_TRUE(pytorch_has_no_meta_kernel("nonzero"));
  EXPECT_TRUE(pytorch_has_no_meta_kernel("_local_scalar_dense"));
  EXPECT_FALSE(pytorch_has_no_meta_kernel("add.Tensor"));
  const Tensor x = empty(std::vector<int64_t>{2, 3}, ScalarType::Float, kMeta);
  try {
    call_op(find_op("nonzero"), {x});
    FAIL() << "nonzero of a meta tensor computed";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind, ErrorKind::NotImplementedError);
    EXPECT_EQ(std::string(e.what()).rfind("Could not run 'aten::nonzero' with arguments from the 'Meta' backend.", 0),
              0u);
  }
}

}  // namespace
}  // namespace tsr::tensor::op_registry
