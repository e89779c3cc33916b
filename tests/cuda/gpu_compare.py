# The comparison the GPU scripts of tests/cuda share (imported by long_tail.tsr, under tsr and under PyTorch alike):
# an op run on cuda against the same op on the CPU, printed as one line per check, so that run_on_gpu.sh can
# compare tsr's lines with PyTorch's and a wrong or missing kernel shows by name.
import torch


def on_dev(x):
    return x.cuda() if isinstance(x, torch.Tensor) else x


def same(a, b, rtol=1e-4, atol=1e-5):
    """Whether b (from cuda) is a's answer (from the CPU): same dtype, shape and values within the tolerance."""
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same(x, y, rtol, atol) for x, y in zip(a, b))
    if not isinstance(a, torch.Tensor):
        return a == b
    if a.device.type != "cpu" or b.device.type != "cuda":
        return False
    b = b.cpu()
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    if a.dtype.is_floating_point or a.dtype.is_complex:
        return torch.allclose(a, b, rtol=rtol, atol=atol, equal_nan=True)
    return torch.equal(a, b)


def first_line(e):
    return type(e).__name__ + ": " + str(e).split("\n")[0][:100]


def check(name, f, *args, rtol=1e-4, atol=1e-5):
    try:
        want = f(*args)
        got = f(*[on_dev(x) for x in args])
        print(name, same(want, got, rtol, atol))
    except Exception as e:
        print(name, first_line(e))


def grads(f, *args):
    """f's output and the gradients of sum(out * weights) with respect to every floating argument."""
    leaves = [a.detach().clone().requires_grad_(True) if isinstance(a, torch.Tensor) and a.dtype.is_floating_point
              else a for a in args]
    out = f(*leaves)
    torch.manual_seed(5)
    w = torch.randn(out.shape, dtype=out.dtype).to(out.device)
    (out * w).sum().backward()
    return [out.detach()] + [a.grad for a in leaves if isinstance(a, torch.Tensor) and a.requires_grad]


def check_grad(name, f, *args, rtol=1e-4, atol=1e-5):
    check(name, lambda *a: grads(f, *a), *args, rtol=rtol, atol=atol)


def error(name, f):
    try:
        f()
        print(name, "no error")
    except Exception as e:
        print(name, first_line(e))
