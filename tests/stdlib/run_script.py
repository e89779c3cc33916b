"""Runs a PyTorch script under CPython with torch.nn, torch.optim and torch.utils._pytree
replaced by tsr's own .tsr implementations (usage: run_script.py SCRIPT)."""
import os
import runpy
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tsr_loader  # noqa: E402

import torch  # noqa: E402
import torch.utils  # noqa: E402


def main():
    nn, functional, optim, pytree = tsr_loader.install()
    # `import torch.nn as nn` reads the attribute of the torch package, `from torch.nn import X`
    # goes through sys.modules: replace both.
    replacements = {"torch.nn": nn, "torch.nn.functional": functional, "torch.nn.init": nn.init,
                    "torch.optim": optim, "torch.optim.lr_scheduler": optim.lr_scheduler,
                    "torch.utils._pytree": pytree}
    for name, module in replacements.items():
        sys.modules[name] = module
        parent, _, attr = name.rpartition(".")
        setattr(sys.modules[parent], attr, module)
    script = sys.argv[1]
    sys.argv = sys.argv[1:]
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
