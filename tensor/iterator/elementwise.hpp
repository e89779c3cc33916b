// The elementwise iterator, in the spirit of PyTorch's TensorIterator: operands are broadcast to the output
// shape (stride-0 expands), adjacent dimensions that are contiguous in every operand are coalesced, and the kernel
// receives one innermost row at a time with per-operand strides. Rows are split across threads above a grain
// size; the innermost loop is written so the compiler vectorises it when the strides are 1 (contiguous) or 0
// (a broadcast scalar).
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "tensor/core/tensor.hpp"

namespace tsr::tensor {

// Elements below which an op runs on one thread: thread start-up costs more than it saves.
inline constexpr int64_t kParallelGrainSize = 32768;

// Set by the REPL's SIGINT handler; kernels check it between chunks and stop with an error.
bool interrupt_requested();
void set_interrupt_requested(bool requested);

// The shape of an elementwise loop over N operands (operand 0 is the output), after broadcasting and coalescing.
template <size_t N>
struct ElementwiseLayout {
  Dims sizes;                          // coalesced sizes; the last dimension is the innermost row
  std::array<Dims, N> strides;         // per operand, in elements
  std::array<char*, N> data;           // per operand, first element
  std::array<int64_t, N> element_size;
  int64_t numel = 0;
  // The operands themselves, so that `data` stays valid while the layout lives: callers build it from temporaries
  // (`make_elementwise_layout<3>({out, to_dtype(a, dtype), to_dtype(b, dtype)})`), whose converted copies would
  // otherwise be freed before the loop reads them.
  std::array<Tensor, N> operands;
};

// Builds the layout. `operands[0]` is the output; the others are expanded to its shape.
template <size_t N>
ElementwiseLayout<N> make_elementwise_layout(const std::array<Tensor, N>& operands);

// Calls row(ptrs, strides_in_elements, length) for every innermost row, on several threads for large loops.
template <size_t N, class Row>
void for_each_row(const ElementwiseLayout<N>& layout, Row&& row);

}  // namespace tsr::tensor

#include "tensor/iterator/elementwise_impl.hpp"
