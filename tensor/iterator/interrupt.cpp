// The interrupt flag kernels poll (see elementwise.hpp).
#include <atomic>

#include "tensor/iterator/elementwise.hpp"

namespace tsr::tensor {
namespace {
std::atomic<bool> g_interrupt{false};
}

bool interrupt_requested() { return g_interrupt.load(std::memory_order_relaxed); }
void set_interrupt_requested(bool requested) { g_interrupt.store(requested, std::memory_order_relaxed); }

}  // namespace tsr::tensor
