// The thread count of BLAS and LAPACK calls. Debian's PyTorch (and numpy) link OpenBLAS's pthreads build, which
// keeps its own count -- OPENBLAS_NUM_THREADS, else GOTO_NUM_THREADS, else OMP_NUM_THREADS, else every processor,
// and never more than the processors the process may run on -- whatever torch.set_num_threads says; and how many
// threads a product is split over can change its last bits (OMP_NUM_THREADS=4 on two processors: 2).
// tsr links OpenBLAS's OpenMP build, which takes the calling thread's OpenMP count at each call, so a product runs
// under BlasThreads: that count set for the call, the kernels' own count restored after.
#pragma once

#include <omp.h>
#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <initializer_list>

namespace tsr::tensor {

// Set in a process forked from another (interpreter/mp_module.cpp's fork handler): libgomp's thread pool did not
// survive the fork, so every parallel region here must stay a team of one (BLAS calls included).
inline bool& forked_child() {
  static bool flag = false;
  return flag;
}

// The processors this process may run on (OpenBLAS's get_num_procs: the configured ones, fewer under an
// affinity mask).
inline int usable_processors() {
  long procs = sysconf(_SC_NPROCESSORS_CONF);
  cpu_set_t mask;
  if (sched_getaffinity(0, sizeof mask, &mask) == 0 && CPU_COUNT(&mask) > 0 && CPU_COUNT(&mask) < procs)
    procs = CPU_COUNT(&mask);
  return procs > 0 ? static_cast<int>(procs) : 1;
}

inline int blas_thread_count() {
  static const int n = [] {
    const int procs = usable_processors();
    for (const char* name : {"OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS"}) {
      const char* v = std::getenv(name);
      if (v && std::atoi(v) > 0) return std::min(std::atoi(v), procs);
    }
    return procs;
  }();
  return n;
}

class BlasThreads {
 public:
  BlasThreads()
      : saved_(omp_get_max_threads()), active_(!omp_in_parallel() && !forked_child() && saved_ != blas_thread_count()) {
    if (active_) omp_set_num_threads(blas_thread_count());
  }
  ~BlasThreads() {
    if (active_) omp_set_num_threads(saved_);
  }
  BlasThreads(const BlasThreads&) = delete;
  BlasThreads& operator=(const BlasThreads&) = delete;

 private:
  int saved_;
  bool active_;
};

}  // namespace tsr::tensor
