// _tsr_mp: the native pieces under stdlib/multiprocessing (docs/stdlib.md): memory shared with the processes
// forked after it is made (the home of multiprocessing's locks, semaphores, Value and Array), POSIX semaphores
// in it, waiting for a pipe to become readable, and the fork handler that keeps a child's kernels off the
// parent's OpenMP thread pool.
//
// Shared memory comes from MAP_SHARED | MAP_ANONYMOUS arenas carved into 64-byte-aligned blocks that live as long
// as the process (multiprocessing's own heap frees blocks; these are small and few). A block is named to tsr code
// by its address; every call checks that the address lies in an arena, so a wrong one is an error, not a crash.
//
// libgomp is not fork-safe: a child of a process that has run a parallel region waits forever in its first one
// for pool threads that fork did not copy. The child handler sets the OpenMP thread count to 1 (a team of one
// never touches the pool) and marks the process so that BLAS calls and torch.set_num_threads keep it there, as
// PyTorch marks its own pool unusable in a forked child.
#include <fcntl.h>
#include <omp.h>
#include <poll.h>
#include <pthread.h>
#include <semaphore.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/ioctl.h>
#include <linux/sockios.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "interpreter/builtins.hpp"
#include "interpreter/bytes.hpp"
#include "interpreter/modules.hpp"
#include "interpreter/unaligned.hpp"
#include "interpreter/vm.hpp"
#include "tensor/kernels/cpu/blas_threads.hpp"

namespace tsr::interp {

namespace {

struct Arena {
  char* base;
  size_t size;
  size_t used;
};
std::vector<Arena>& arenas() {
  static std::vector<Arena> list;
  return list;
}
constexpr size_t kArenaSize = size_t(1) << 20;
constexpr size_t kBlockAlign = 64;

char* shared_alloc(size_t nbytes) {
  nbytes = (std::max<size_t>(nbytes, 1) + kBlockAlign - 1) / kBlockAlign * kBlockAlign;
  for (Arena& a : arenas())
    if (a.size - a.used >= nbytes) {
      char* p = a.base + a.used;
      a.used += nbytes;
      return p;
    }
  const size_t size = std::max(kArenaSize, nbytes);
  void* p = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) raise_os_errno();
  arenas().push_back({static_cast<char*>(p), size, nbytes});
  return static_cast<char*>(p);
}

// The block at address `v`, checked to hold `nbytes` inside an arena.
char* block_at(const Value& v, size_t nbytes) {
  const auto addr = uintptr_t(index_of(v));
  for (const Arena& a : arenas()) {
    const auto base = reinterpret_cast<uintptr_t>(a.base);
    if (addr >= base && addr + nbytes <= base + a.used) return reinterpret_cast<char*>(addr);
  }
  raise(T.ValueError, "_tsr_mp: not an address of shared memory");
}

sem_t* sem_at(const Value& v) { return reinterpret_cast<sem_t*>(block_at(v, sizeof(sem_t))); }

const std::string& code_arg(const Value& v) {
  if (!is_str(v)) raise(T.TypeError, "_tsr_mp: the type code must be a str");
  return str_of(v);
}

size_t code_size(const std::string& code) {
  if (code == "b" || code == "B" || code == "c" || code == "?") return 1;
  if (code == "h" || code == "H") return 2;
  if (code == "i" || code == "I" || code == "f") return 4;
  if (code == "l" || code == "L" || code == "q" || code == "Q" || code == "d") return 8;
  raise(T.ValueError, "_tsr_mp: unsupported type code " + code);
}

Value get_elem(const char* p, const std::string& c) {
  if (c == "b") return Value(int64_t(load_unaligned<int8_t>(p)));
  if (c == "B") return Value(int64_t(load_unaligned<uint8_t>(p)));
  if (c == "?") return Value::boolean(load_unaligned<uint8_t>(p) != 0);
  if (c == "c") return new_bytes(std::string(p, 1));
  if (c == "h") return Value(int64_t(load_unaligned<int16_t>(p)));
  if (c == "H") return Value(int64_t(load_unaligned<uint16_t>(p)));
  if (c == "i") return Value(int64_t(load_unaligned<int32_t>(p)));
  if (c == "I") return Value(int64_t(load_unaligned<uint32_t>(p)));
  if (c == "l" || c == "q") return Value(int64_t(load_unaligned<int64_t>(p)));
  if (c == "L" || c == "Q") {
    const uint64_t u = load_unaligned<uint64_t>(p);
    if (u > uint64_t(INT64_MAX)) return call(Value(T.int_), {new_str(std::to_string(u))});
    return Value(int64_t(u));
  }
  if (c == "f") return Value(double(load_unaligned<float>(p)));
  return Value(load_unaligned<double>(p));
}

void set_elem(char* p, const std::string& c, const Value& v) {
  if (c == "f" || c == "d") {
    const double d = float_of(v);
    if (c == "f") store_unaligned<float>(p, float(d));
    else store_unaligned<double>(p, d);
    return;
  }
  if (c == "c") {
    std::string scratch;
    const std::string_view b = need_buffer_view(v, scratch);
    if (b.size() != 1) raise(T.TypeError, "one character bytes, bytearray or integer expected");
    *p = b[0];
    return;
  }
  if (c == "?") {
    store_unaligned<uint8_t>(p, truthy(v) ? 1 : 0);
    return;
  }
  const int64_t i = index_of(v);  // the caller (multiprocessing.sharedctypes) has range-checked it
  switch (code_size(c)) {
    case 1: store_unaligned<uint8_t>(p, uint8_t(i)); break;
    case 2: store_unaligned<uint16_t>(p, uint16_t(i)); break;
    case 4: store_unaligned<uint32_t>(p, uint32_t(i)); break;
    default: store_unaligned<int64_t>(p, i); break;
  }
}

// A send_* call's descriptor list (a list of ints, or None/absent at position `at`), at most 250 of them.
std::vector<int> descriptors_arg(const CallArgs& a, size_t at, const char* who) {
  std::vector<int> fds;
  if (a.npos() > at && !a[at].is_none()) {
    const int64_t n = length(a[at]);
    for (int64_t k = 0; k < n; ++k) fds.push_back(int(index_of(getitem(a[at], Value(k)))));
  }
  if (fds.size() > 250) raise(T.ValueError, std::string(who) + ": too many descriptors in one message");
  return fds;
}

// msg's ancillary data carrying fds (SCM_RIGHTS: the receiver gets its own descriptors of the same files), in
// `control`, which must outlive the sendmsg.
void attach_descriptors(msghdr& msg, std::vector<char>& control, const std::vector<int>& fds) {
  if (fds.empty()) return;
  control.assign(CMSG_SPACE(sizeof(int) * fds.size()), 0);
  msg.msg_control = control.data();
  msg.msg_controllen = control.size();
  cmsghdr* c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int) * fds.size());
  std::memcpy(CMSG_DATA(c), fds.data(), sizeof(int) * fds.size());
}

void after_fork_in_child() {
  tensor::forked_child() = true;
  omp_set_num_threads(1);
}

void init_mp_module(ModuleObject& m) {
  auto def = [&](const char* name, NativeFn fn) { m.dict()->set_str(intern(name).get(), new_native(name, std::move(fn))); };
  // alloc(nbytes) -> address of a zeroed block of shared memory.
  def("alloc", [](const CallArgs& a) {
    const int64_t n = index_of(a[0]);
    if (n < 0) raise(T.ValueError, "negative size");
    return Value(int64_t(reinterpret_cast<uintptr_t>(shared_alloc(size_t(n)))));
  });
  // get(addr, code, index) / set(addr, code, index, value): element `index` of type code `code` (array's codes).
  def("get", [](const CallArgs& a) {
    const std::string code = code_arg(a[1]);
    const size_t size = code_size(code);
    const int64_t i = index_of(a[2]);
    if (i < 0) raise(T.IndexError, "invalid index");
    return get_elem(block_at(Value(index_of(a[0]) + i * int64_t(size)), size), code);
  });
  def("set", [](const CallArgs& a) {
    const std::string code = code_arg(a[1]);
    const size_t size = code_size(code);
    const int64_t i = index_of(a[2]);
    if (i < 0) raise(T.IndexError, "invalid index");
    set_elem(block_at(Value(index_of(a[0]) + i * int64_t(size)), size), code, a[3]);
    return Value::none();
  });
  // read(addr, n) -> bytes / write(addr, data): raw bytes of a block.
  def("read", [](const CallArgs& a) {
    const int64_t n = index_of(a[1]);
    if (n < 0) raise(T.ValueError, "negative size");
    return new_bytes(std::string(block_at(a[0], size_t(n)), size_t(n)));
  });
  def("write", [](const CallArgs& a) {
    std::string scratch;
    const std::string_view b = need_buffer_view(a[1], scratch);
    std::memcpy(block_at(a[0], b.size()), b.data(), b.size());
    return Value::none();
  });
  // sem_new(value) -> address of a process-shared POSIX semaphore.
  def("sem_new", [](const CallArgs& a) {
    const int64_t v = index_of(a[0]);
    if (v < 0 || v > SEM_VALUE_MAX) raise(T.ValueError, "semaphore initial value out of range");
    auto* s = reinterpret_cast<sem_t*>(shared_alloc(sizeof(sem_t)));
    if (::sem_init(s, 1, unsigned(v)) != 0) raise_os_errno();
    return Value(int64_t(reinterpret_cast<uintptr_t>(s)));
  });
  // sem_acquire(addr, block, timeout) -> whether it was acquired (timeout None: no limit).
  def("sem_acquire", [](const CallArgs& a) {
    sem_t* s = sem_at(a[0]);
    const bool block = truthy(a[1]);
    int rc;
    if (!block) {
      do rc = ::sem_trywait(s);
      while (rc != 0 && errno == EINTR);
    } else if (a[2].is_none()) {
      do rc = ::sem_wait(s);
      while (rc != 0 && errno == EINTR);
    } else {
      const double t = std::max(0.0, float_of(a[2]));
      timespec deadline;
      ::clock_gettime(CLOCK_REALTIME, &deadline);
      const double whole = std::floor(t);
      deadline.tv_sec += time_t(whole);
      deadline.tv_nsec += long((t - whole) * 1e9);
      if (deadline.tv_nsec >= 1000000000) {
        deadline.tv_sec += 1;
        deadline.tv_nsec -= 1000000000;
      }
      do rc = ::sem_timedwait(s, &deadline);
      while (rc != 0 && errno == EINTR);
    }
    if (rc == 0) return Value::boolean(true);
    if (errno == EAGAIN || errno == ETIMEDOUT) return Value::boolean(false);
    raise_os_errno();
  });
  def("sem_release", [](const CallArgs& a) {
    if (::sem_post(sem_at(a[0])) != 0) raise_os_errno();
    return Value::none();
  });
  def("sem_value", [](const CallArgs& a) {
    int v = 0;
    if (::sem_getvalue(sem_at(a[0]), &v) != 0) raise_os_errno();
    return Value(int64_t(v));
  });
  // poll(fd, timeout) -> whether fd is readable (or at its end) within timeout seconds (None: no limit).
  def("poll", [](const CallArgs& a) {
    pollfd p{int(index_of(a[0])), POLLIN, 0};
    const int ms = a[1].is_none() ? -1 : int(std::ceil(std::max(0.0, float_of(a[1])) * 1000));
    int rc;
    do rc = ::poll(&p, 1, ms);
    while (rc < 0 && errno == EINTR);
    if (rc < 0) raise_os_errno();
    return Value::boolean(rc > 0);
  });
  // set_pipe_size(fd, n): the pipe's buffer grown to n bytes where the system allows (a Queue's put blocks
  // only when it is full); the size it has.
  def("set_pipe_size", [](const CallArgs& a) {
    const int fd = int(index_of(a[0]));
    ::fcntl(fd, F_SETPIPE_SZ, int(index_of(a[1])));
    return Value(int64_t(::fcntl(fd, F_GETPIPE_SZ)));
  });
  // wait(fds, timeout) -> the fds of the list that are readable (or at their end) within timeout (None: no limit).
  def("wait", [](const CallArgs& a) {
    std::vector<pollfd> fds;
    const int64_t n = length(a[0]);
    for (int64_t k = 0; k < n; ++k) fds.push_back(pollfd{int(index_of(getitem(a[0], Value(k)))), POLLIN, 0});
    const int ms = a[1].is_none() ? -1 : int(std::ceil(std::max(0.0, float_of(a[1])) * 1000));
    int rc;
    do rc = ::poll(fds.data(), nfds_t(fds.size()), ms);
    while (rc < 0 && errno == EINTR);
    if (rc < 0) raise_os_errno();
    std::vector<Value> ready;
    for (const pollfd& p : fds)
      if (p.revents) ready.emplace_back(int64_t(p.fd));
    return new_list(std::move(ready));
  });
  // socketpair() -> (fd, fd): a connected pair of Unix stream sockets, close-on-exec (a Pipe's two ends).
  def("socketpair", [](const CallArgs&) {
    int fds[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) raise_os_errno();
    return new_tuple({Value(int64_t(fds[0])), Value(int64_t(fds[1]))});
  });
  // send_all(fd, data[, fds]): all of data written to the socket fd, the descriptors fds (a list) passed with
  // its first byte (SCM_RIGHTS: the receiver gets its own descriptors of the same files); a peer that has gone is
  // BrokenPipeError, not the SIGPIPE that would end this process (MSG_NOSIGNAL; CPython ignores SIGPIPE instead).
  def("send_all", [](const CallArgs& a) {
    const int fd = int(index_of(a[0]));
    std::string scratch;
    const std::string_view b = need_buffer_view(a[1], scratch);
    size_t done = 0;
    const std::vector<int> fds = descriptors_arg(a, 2, "send_all");
    if (!fds.empty()) {
      if (b.empty()) raise(T.ValueError, "send_all: descriptors need at least one byte of data");
      std::vector<char> control;
      iovec iov{const_cast<char*>(b.data()), b.size()};
      msghdr msg{};
      msg.msg_iov = &iov;
      msg.msg_iovlen = 1;
      attach_descriptors(msg, control, fds);
      ssize_t put;
      do put = ::sendmsg(fd, &msg, MSG_NOSIGNAL);
      while (put < 0 && errno == EINTR);
      if (put < 0) raise_os_errno();
      done = size_t(put);
    }
    while (done < b.size()) {
      const ssize_t put = ::send(fd, b.data() + done, b.size() - done, MSG_NOSIGNAL);
      if (put < 0) {
        if (errno == EINTR) continue;
        raise_os_errno();
      }
      done += size_t(put);
    }
    return Value::none();
  });
  // recv_exact(fd, n) -> n bytes read from fd, fewer only where it ends first.
  def("recv_exact", [](const CallArgs& a) {
    const int fd = int(index_of(a[0]));
    const int64_t n = index_of(a[1]);
    if (n < 0) raise(T.ValueError, "negative size");
    std::string buf(size_t(n), '\0');
    size_t got = 0;
    while (got < size_t(n)) {
      const ssize_t r = ::read(fd, buf.data() + got, size_t(n) - got);
      if (r < 0) {
        if (errno == EINTR) continue;
        raise_os_errno();
      }
      if (r == 0) break;
      got += size_t(r);
    }
    buf.resize(got);
    return new_bytes(std::move(buf));
  });
  // send_some(fd, data, offset, fds) -> how many bytes of data from offset the socket took without blocking
  // (0 when its buffer is full); fds (a list, or None) go with the first byte when offset is 0.
  def("send_some", [](const CallArgs& a) {
    const int fd = int(index_of(a[0]));
    std::string scratch;
    const std::string_view b = need_buffer_view(a[1], scratch);
    const int64_t offset = index_of(a[2]);
    if (offset < 0 || size_t(offset) > b.size()) raise(T.ValueError, "send_some: offset out of range");
    const std::vector<int> fds = offset == 0 ? descriptors_arg(a, 3, "send_some") : std::vector<int>{};
    iovec iov{const_cast<char*>(b.data()) + offset, b.size() - size_t(offset)};
    msghdr msg{};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    std::vector<char> control;
    attach_descriptors(msg, control, fds);
    ssize_t put;
    do put = ::sendmsg(fd, &msg, MSG_NOSIGNAL | MSG_DONTWAIT);
    while (put < 0 && errno == EINTR);
    if (put < 0) {
      if (errno == EAGAIN || errno == EWOULDBLOCK) return Value(int64_t(0));
      raise_os_errno();
    }
    return Value(int64_t(put));
  });
  // send_space(fd) -> (free, size): how many bytes the socket's send buffer has left (its size less what is
  // queued, SIOCOUTQ) and its size (SO_SNDBUF): a Queue writes a message at once only where it fits.
  def("send_space", [](const CallArgs& a) {
    const int fd = int(index_of(a[0]));
    int size = 0, queued = 0;
    socklen_t len = sizeof size;
    if (::getsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, &len) != 0) raise_os_errno();
    if (::ioctl(fd, SIOCOUTQ, &queued) != 0) raise_os_errno();
    return new_tuple({Value(int64_t(size) - int64_t(queued)), Value(int64_t(size))});
  });
  // recv_fds(fd, n) -> (bytes, fds): n bytes read from the socket fd (fewer only where it ends first) and the
  // descriptors passed with them (SCM_RIGHTS), now this process's own.
  // recv_fds(fd, n, True): the same without waiting: what has arrived (at most n bytes; b"" at the end), or None
  // when nothing has.
  def("recv_fds", [](const CallArgs& a) {
    const int fd = int(index_of(a[0]));
    const int64_t n = index_of(a[1]);
    const bool nowait = a.npos() > 2 && truthy(a[2]);
    if (n < 0) raise(T.ValueError, "negative size");
    std::string buf(size_t(n), '\0');
    std::vector<Value> fds;
    std::vector<char> control(CMSG_SPACE(sizeof(int) * 253));
    size_t got = 0;
    while (got < size_t(n)) {
      iovec iov{buf.data() + got, size_t(n) - got};
      msghdr msg{};
      msg.msg_iov = &iov;
      msg.msg_iovlen = 1;
      msg.msg_control = control.data();
      msg.msg_controllen = control.size();
      const ssize_t r = ::recvmsg(fd, &msg, MSG_CMSG_CLOEXEC | (nowait ? MSG_DONTWAIT : 0));
      if (r < 0) {
        if (errno == EINTR) continue;
        if (nowait && (errno == EAGAIN || errno == EWOULDBLOCK)) {
          if (got == 0 && fds.empty()) return Value::none();
          break;
        }
        raise_os_errno();
      }
      for (cmsghdr* c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
          const size_t count = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
          std::vector<int> received(count);
          std::memcpy(received.data(), CMSG_DATA(c), sizeof(int) * count);
          for (int f : received) fds.emplace_back(int64_t(f));
        }
      if (r == 0) break;
      got += size_t(r);
      if (nowait) break;
    }
    buf.resize(got);
    return new_tuple({new_bytes(std::move(buf)), new_list(std::move(fds))});
  });
  // dup(fd): a new close-on-exec descriptor of the same file.
  def("dup", [](const CallArgs& a) {
    const int fd = ::fcntl(int(index_of(a[0])), F_DUPFD_CLOEXEC, 0);
    if (fd < 0) raise_os_errno();
    return Value(int64_t(fd));
  });
  def("forked_child", [](const CallArgs&) { return Value::boolean(tensor::forked_child()); });
}

}  // namespace

void init_mp() {
  static const bool registered = [] {
    ::pthread_atfork(nullptr, nullptr, after_fork_in_child);
    return true;
  }();
  (void)registered;
  register_native_module("_tsr_mp", init_mp_module);
}

}  // namespace tsr::interp
