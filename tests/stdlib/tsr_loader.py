"""Loads tsr's own torch stdlib (stdlib/torch/{nn,optim,utils}/*.tsr) into CPython for testing.

The .tsr files are valid Python 3.11. They are imported as the packages `tsrtorch.nn`,
`tsrtorch.optim` and `tsrtorch.utils`, next to the real `torch` (PyTorch), which provides the
tensor library underneath. These CPython-only shims are applied, and only here:

* ATen ops that PyTorch keeps in `torch._C._nn` (mse_loss, nll_loss, gelu, ...) are exposed as
  `torch.<name>`: tsr's tensor library provides them there, under their ATen schemas.
* `torch._C._numpy_keywords(f, ...)`, which marks tsr's stand-ins for PyTorch's builtins to take numpy's keyword
  names, returns the function unmarked.
* `torch._C._autocast_function(name)`, through which tsr's Python-written functions take their op's autocast
  policy (Note [Autocast]), leaves a function as it is: PyTorch autocasts at its own ops underneath. tsr's
  `torch._overriding` (which takes that decorator over, and installs the functionals' `__torch_function__` checks
  once a class overriding it appears) is a module of the same decorator and a hook that never fires: PyTorch's
  own functionals check for `__torch_function__` underneath.
* The loaded `Parameter` gets PyTorch's disabled `__torch_function__`, so results of ops on a
  Parameter are plain Tensors (tsr's native tensor has no `__torch_function__` protocol at all),
  and PyTorch's tensor printer, which spells `tensor(` only for its own Parameter class, treats
  it the same way.
"""
import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys

import torch

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STDLIB_TORCH = os.path.join(REPO, "stdlib", "torch")
PACKAGE = "tsrtorch"

# The native ops the tsr-written layers call as torch.<name> that PyTorch only has in torch._C._nn.
NN_NATIVE_OPS = [
    "gelu", "silu", "silu_", "elu", "elu_", "leaky_relu", "leaky_relu_", "hardtanh", "hardtanh_",
    "softplus", "mse_loss", "l1_loss", "smooth_l1_loss", "nll_loss", "nll_loss2d", "binary_cross_entropy",
    "one_hot", "max_pool2d_with_indices", "avg_pool2d",
]


class _TsrFinder(importlib.abc.MetaPathFinder):
    """Finds `tsrtorch.<path>` as stdlib/torch/<path>/__init__.tsr or stdlib/torch/<path>.tsr."""

    def find_spec(self, fullname, path, target=None):
        if fullname == PACKAGE:
            spec = importlib.machinery.ModuleSpec(fullname, None, is_package=True)
            spec.submodule_search_locations = [STDLIB_TORCH]
            return spec
        if not fullname.startswith(PACKAGE + "."):
            return None
        rel = fullname[len(PACKAGE) + 1:].replace(".", os.sep)
        base = os.path.join(STDLIB_TORCH, rel)
        if os.path.isfile(os.path.join(base, "__init__.tsr")):
            init = os.path.join(base, "__init__.tsr")
            loader = importlib.machinery.SourceFileLoader(fullname, init)
            return importlib.util.spec_from_file_location(fullname, init, loader=loader,
                                                          submodule_search_locations=[base])
        if os.path.isfile(base + ".tsr"):
            loader = importlib.machinery.SourceFileLoader(fullname, base + ".tsr")
            return importlib.util.spec_from_file_location(fullname, base + ".tsr", loader=loader)
        return None


def _print_as_plain_tensor(cls):
    """Makes torch._tensor_str print instances of `cls` with the `tensor(` prefix."""
    original = torch._tensor_str._str
    if getattr(original, "_tsr_wrapped", False):
        return

    def _str(self, *args, **kwargs):
        if type(self) is not cls:
            return original(self, *args, **kwargs)
        real = torch.nn.Parameter
        torch.nn.Parameter = cls
        try:
            return original(self, *args, **kwargs)
        finally:
            torch.nn.Parameter = real

    _str._tsr_wrapped = True
    torch._tensor_str._str = _str


def install():
    """Registers the finder and shims; returns (nn, F, optim, pytree) from the .tsr sources."""
    sys.dont_write_bytecode = True
    if not any(isinstance(f, _TsrFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _TsrFinder())
    for name in NN_NATIVE_OPS:
        if not hasattr(torch, name):
            setattr(torch, name, getattr(torch._C._nn, name))
    if not hasattr(torch._C, "_autocast_function"):
        torch._C._autocast_function = lambda name: (lambda function: function)
    if not hasattr(torch._C, "_numpy_keywords"):
        # (tsr marks its Python-written stand-ins for PyTorch's builtins to take numpy's keyword names; under
        # CPython the functions are left as they are)
        torch._C._numpy_keywords = lambda *functions: functions[0]
    if "torch._overriding" not in sys.modules:
        import types
        overriding = types.ModuleType("torch._overriding")
        overriding.autocast_function = torch._C._autocast_function
        overriding.when_overriding_appears = lambda install: None
        sys.modules["torch._overriding"] = overriding
        torch._overriding = overriding
    import importlib
    nn = importlib.import_module(PACKAGE + ".nn")
    nn.Parameter.__torch_function__ = torch._C._disabled_torch_function_impl
    _print_as_plain_tensor(nn.Parameter)
    optim = importlib.import_module(PACKAGE + ".optim")
    pytree = importlib.import_module(PACKAGE + ".utils._pytree")
    return nn, nn.functional, optim, pytree
