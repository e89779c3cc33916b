// tsr's side of bench/tensor/run.py: times each case and prints "name seconds" lines for the runner to compare
// with PyTorch. Usage: bench_tensor [threads]
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

#include "tensor/core/process_environment.hpp"
#include "tensor/ops/factory.hpp"
#include "tensor/ops/linalg.hpp"
#include "tensor/ops/pointwise.hpp"
#include "tensor/views/views.hpp"

using namespace tsr::tensor;

namespace {

// Median-free minimum over repeats: the least-disturbed run, after one warm-up.
double time_best(const std::function<void()>& f, int repeats) {
  f();
  double best = 1e30;
  for (int i = 0; i < repeats; ++i) {
    const auto start = std::chrono::steady_clock::now();
    f();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    best = std::min(best, s);
  }
  return best;
}

void report(const std::string& name, double seconds) { std::printf("%s %.9f\n", name.c_str(), seconds); }

}  // namespace

int main(int argc, char** argv) {
  reexec_with_library_environment(argv);  // the settings tsr itself runs with
  const int threads = argc > 1 ? std::atoi(argv[1]) : 1;
  omp_set_num_threads(threads);
  manual_seed(0);
  const std::vector<int64_t> ten_million{10'000'000};
  const Tensor x = rand(ten_million), y = rand(ten_million);
  report("copy_10M", time_best([&] { clone(x); }, 10));  // the machine's copy baseline
  report("add_10M", time_best([&] { add(x, y); }, 10));
  report("mul_10M", time_best([&] { mul(x, y); }, 10));
  report("pow3_10M", time_best([&] { pow(x, 3); }, 10));
  report("exp_10M", time_best([&] { exp(x); }, 10));
  const Tensor big = rand(std::vector<int64_t>{4096, 4096});
  report("sum_4096x4096", time_best([&] { sum(big); }, 10));
  report("sum_dim1_4096x4096", time_best([&] { sum(big, std::vector<int64_t>{1}); }, 10));
  for (int64_t n : {256, 1024, 2048}) {
    const Tensor a = rand(std::vector<int64_t>{n, n}), b = rand(std::vector<int64_t>{n, n});
    report("matmul_" + std::to_string(n), time_best([&] { mm(a, b); }, n >= 2048 ? 3 : 10));
  }
  const Tensor one = rand(std::vector<int64_t>{1});
  const int ops = 200000;
  report("add_1elem_per_op", time_best([&] { for (int i = 0; i < ops; ++i) add(one, one); }, 3) / ops);
  return 0;
}
