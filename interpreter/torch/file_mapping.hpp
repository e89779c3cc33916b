// A file mapped with mmap(2) into an external-memory storage (numpy's memmap, torch.from_file(shared=True)): the
// storage's release callback unmaps it when the last view goes.
#pragma once

#include <sys/mman.h>

#include <cstddef>

namespace tsr::interp::torch {

struct FileMapping {
  void* addr;
  size_t length;
};

// The storage's release callback; `context` is the FileMapping made with new.
inline void release_file_mapping(void* context) {
  auto* m = static_cast<FileMapping*>(context);
  munmap(m->addr, m->length);
  delete m;
}

}  // namespace tsr::interp::torch
