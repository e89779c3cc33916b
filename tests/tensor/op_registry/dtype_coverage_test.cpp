// Which ops take the non-default dtypes, against PyTorch 1.13's CPU kernels: every registry op's first sample, its
// floating tensors converted to each real dtype in turn (bool, the integers, float16, bfloat16, float32, float64), is run
// here and was run by PyTorch (dtype_coverage.json, written by make_dtype_coverage.py, which replays the samples
// this test dumps through torch.ops.aten). For each op and dtype both must refuse with the same message (PyTorch's
// AT_DISPATCH error: `"exp_vml_cpu" not implemented for 'Half'`), or both compute, giving the same result dtype and
// the same values (16-bit results bit for bit where the kernel rounds once per op as PyTorch's; within one unit of
// the result's last place where listed in dtype_coverage_known.txt, with the reason). Known differences are listed
// there too, each with its reason; an entry that has come to match must be removed (the list only shrinks).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tensor/autograd/autograd.hpp"
#include "tensor/dispatch/dispatcher.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/views/views.hpp"
#include "tests/tensor/op_registry/samples.hpp"

namespace tsr::tensor::op_registry {
namespace {

using nlohmann::json;

constexpr ScalarType kDtypes[] = {ScalarType::Bool, ScalarType::Byte,  ScalarType::Char,   ScalarType::Short,
                                  ScalarType::Int,  ScalarType::Long,  ScalarType::Half,   ScalarType::BFloat16,
                                  ScalarType::Float, ScalarType::Double};

// The sample's arguments with every floating tensor converted to `dtype` (index tensors and masks stay).
Stack converted_args(const OpInfo& info, ScalarType dtype) {
  Stack args = make_args(info.samples.at(0), 0, Layout::Contiguous);
  auto convert = [&](Tensor& t) {
    if (is_floating(t.dtype())) t = to_dtype(autograd::detach(t), dtype);
  };
  for (IValue& v : args) {
    if (Tensor* t = std::get_if<Tensor>(&v)) convert(*t);
    if (auto* ts = std::get_if<std::vector<Tensor>>(&v))
      for (Tensor& t : *ts) convert(t);
  }
  return args;
}

json number(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  return v;
}

std::vector<double> doubles(const Tensor& t) {
  const Tensor c = contiguous(to_dtype(autograd::detach(t), ScalarType::Double));
  return std::vector<double>(c.data<double>(), c.data<double>() + c.numel());
}

json tensor_json(const Tensor& t) {
  json values = json::array();
  for (double v : doubles(t)) values.push_back(number(v));
  return {{"shape", std::vector<int64_t>(t.sizes().begin(), t.sizes().end())},
          {"dtype", std::string(dtype_name(t.dtype()))},
          {"values", values}};
}

// An argument as make_dtype_coverage.py rebuilds it; null for a kind it cannot (the op is then not compared).
json arg_json(const IValue& v) {
  // A complex tensor is not rebuilt (its values are written as reals); the dtypes compared here are real anyway.
  if (const Tensor* t = std::get_if<Tensor>(&v)) return is_complex(t->dtype()) ? json(nullptr) : json{{"tensor", tensor_json(*t)}};
  if (const auto* ts = std::get_if<std::vector<Tensor>>(&v)) {
    json list = json::array();
    for (const Tensor& t : *ts) {
      if (is_complex(t.dtype())) return nullptr;
      list.push_back(tensor_json(t));
    }
    return {{"tensors", list}};
  }
  if (const auto* i = std::get_if<int64_t>(&v)) return {{"int", *i}};
  if (const auto* d = std::get_if<double>(&v)) return {{"float", number(*d)}};
  if (const auto* b = std::get_if<bool>(&v)) return {{"bool", *b}};
  if (const auto* s = std::get_if<std::string>(&v)) return {{"str", *s}};
  if (std::holds_alternative<NoneValue>(v)) return {{"none", true}};
  if (const auto* is = std::get_if<std::vector<int64_t>>(&v)) return {{"ints", *is}};
  if (const auto* st = std::get_if<ScalarType>(&v)) return {{"dtype", std::string(dtype_name(*st))}};
  return nullptr;
}

// What the op did: {"ok": true, "dtype": ..., "values": [...]} for its first tensor output, or {"error": message}.
json outcome(const Operator& op, Stack args) {
  try {
    const Stack out = call_op(op, std::move(args));
    for (const IValue& v : out) {
      const Tensor* t = std::get_if<Tensor>(&v);
      if (!t) {
        if (const auto* ts = std::get_if<std::vector<Tensor>>(&v); ts && !ts->empty()) t = &ts->front();
      }
      if (t) {
        const json tj = tensor_json(*t);
        return {{"ok", true}, {"dtype", tj["dtype"]}, {"values", tj["values"]}};
      }
    }
    return {{"ok", true}};
  } catch (const Error& e) {
    std::string message = e.what();
    return {{"error", message.substr(0, message.find('\n'))}};
  }
}

const json& recorded() {
  static const json data = [] {
    std::ifstream in(TSR_SOURCE_DIR "/tests/tensor/op_registry/dtype_coverage.json");
    if (!in) throw std::runtime_error("cannot open dtype_coverage.json");
    return json::parse(in);
  }();
  return data;
}

// "op dtype" -> the reason it is known to differ, from dtype_coverage_known.txt.
std::map<std::string, std::string> known_differences() {
  std::map<std::string, std::string> known;
  std::ifstream in(TSR_SOURCE_DIR "/tests/tensor/op_registry/dtype_coverage_known.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const size_t colon = line.find(':');
    known[line.substr(0, colon)] = colon == std::string::npos ? "" : line.substr(colon + 1);
  }
  return known;
}

double value_of(const json& v) {
  if (v.is_string()) {
    const std::string s = v.get<std::string>();
    return s == "nan" ? NAN : s == "inf" ? INFINITY : -INFINITY;
  }
  return v.get<double>();
}

// "" when tsr's outcome is PyTorch's, else how it differs.
std::string difference(const json& got, const json& want) {
  if (want.contains("error") || got.contains("error")) {
    if (want.contains("error") && got.contains("error")) {
      // PyTorch's message may carry more lines; its first line is the one compared.
      const std::string w = want["error"].get<std::string>();
      return got["error"] == w.substr(0, w.find('\n')) ? "" : "error " + got["error"].dump() + " vs " + want["error"].dump();
    }
    return want.contains("error") ? "computes, PyTorch raises " + want["error"].dump()
                                  : "raises " + got["error"].dump() + ", PyTorch computes";
  }
  if (got.value("dtype", "") != want.value("dtype", ""))
    return "result dtype " + got.value("dtype", "none") + " vs " + want.value("dtype", "none");
  if (!want.contains("values")) return "";
  const json &g = got["values"], &w = want["values"];
  if (g.size() != w.size()) return "result size " + std::to_string(g.size()) + " vs " + std::to_string(w.size());
  for (size_t i = 0; i < g.size(); ++i) {
    const double a = value_of(g[i]), b = value_of(w[i]);
    if (std::isnan(a) && std::isnan(b)) continue;
    if (a != b) {
      std::ostringstream s;
      s.precision(17);
      s << "value " << i << ": " << a << " vs " << b;
      return s.str();
    }
  }
  return "";
}

// Writes the samples for make_dtype_coverage.py (TSR_DTYPE_COVERAGE_DUMP=path): nothing is compared then.
TEST(DtypeCoverage, MatchesPyTorch) {
  const char* dump_path = std::getenv("TSR_DTYPE_COVERAGE_DUMP");
  json dump = json::array();
  const std::map<std::string, std::string> known = known_differences();
  std::set<std::string> seen_known;
  std::vector<std::string> failures;
  int compared = 0, same = 0, both_refuse = 0, not_in_pytorch = 0;
  for (const OpInfo& info : registry().ops) {
    if (info.samples.empty()) continue;
    const Operator* op = Dispatcher::instance().find(info.name);
    if (!op) continue;
    for (ScalarType dtype : kDtypes) {
      const std::string key = info.name + " " + std::string(dtype_name(dtype));
      const Stack args = converted_args(info, dtype);
      if (dump_path) {
        json entry = {{"op", info.name}, {"dtype", std::string(dtype_name(dtype))}, {"args", json::array()}};
        for (const IValue& a : args) entry["args"].push_back(arg_json(a));
        dump.push_back(entry);
        continue;
      }
      if (!recorded().contains(key)) {  // an op declared since the file was written
        failures.push_back(key + ": not in dtype_coverage.json; rerun make_dtype_coverage.py");
        continue;
      }
      const json& want = recorded()[key];
      if (want.contains("skip")) {
        ++not_in_pytorch;
        continue;
      }
      ++compared;
      const std::string d = difference(outcome(*op, args), want);
      if (d.empty()) {
        ++same;
        if (want.contains("error")) ++both_refuse;
        if (known.count(key)) failures.push_back(key + ": matches PyTorch now; remove it from dtype_coverage_known.txt");
      } else if (known.count(key)) {
        seen_known.insert(key);
      } else {
        failures.push_back(key + ": " + d);
      }
    }
  }
  if (dump_path) {
    std::ofstream(dump_path) << dump.dump(1);
    GTEST_SKIP() << "samples written to " << dump_path;
  }
  std::printf("dtype coverage: %d op/dtype pairs compared with PyTorch 1.13, %d the same (%d refused by both), %zu "
              "known differences; %d not run (op not in PyTorch's aten or its sample not rebuildable there)\n",
              compared, same, both_refuse, seen_known.size(), not_in_pytorch);
  for (const auto& [key, why] : known)
    if (!seen_known.count(key) && !recorded().contains(key)) failures.push_back(key + ": listed as known but not recorded");
  for (const std::string& f : failures) ADD_FAILURE() << f;
}

}  // namespace
}  // namespace tsr::tensor::op_registry
