#!/usr/bin/env python3
"""functorch's transforms (Note [vmap]): tsr against PyTorch 1.13's functorch (Debian's python3-torch), in one run.

    python3 bench/tensor/functorch.py [--tsr build/tsr] [--threads 1]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats. Prints
both times and the ratio tsr/PyTorch (below 1: tsr is faster). The cases are the functorch tutorials' workloads:
per-sample gradients of a small MLP (vmap over grad), the Jacobian of a layer (jacrev, jacfwd), a batch of Hessians,
a model ensemble (vmap over combine_state_for_ensemble's function), and vmap of pointwise and reduction ops.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peers  # noqa: E402

PROGRAM = r'''
import sys
import torch
import torch.nn.functional as F
from functorch import vmap, grad, jacrev, jacfwd, hessian, make_functional, combine_state_for_ensemble
torch.set_num_threads(int(sys.argv[1]))
torch.manual_seed(0)

x = torch.randn(256, 1000)
case("vmap_pointwise_256x1000", lambda: vmap(lambda t: (t.sin() * 2 + 1).exp())(x), 20)
case("vmap_softmax_sum_256x1000", lambda: vmap(lambda t: torch.softmax(t, 0).sum())(x), 20)

model = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10))
fmodel, params = make_functional(model)
data, targets = torch.randn(64, 64), torch.randint(0, 10, (64,))


def loss_fn(params, sample, target):
    return F.cross_entropy(fmodel(params, sample.unsqueeze(0)), target.unsqueeze(0))


case("per_sample_grads_mlp_b64", lambda: vmap(grad(loss_fn), in_dims=(None, 0, 0))(params, data, targets), 5)

weight, bias, v = torch.randn(33, 31), torch.randn(33), torch.randn(31)
predict = lambda w, b, t: F.linear(t, w, b).tanh()
case("jacrev_linear_tanh", lambda: jacrev(predict, argnums=2)(weight, bias, v), 20)
case("jacfwd_linear_tanh", lambda: jacfwd(predict, argnums=2)(weight, bias, v), 20)
case("hessian_batch_16", lambda: vmap(hessian(lambda t: (t.sin() * t).sum()))(torch.randn(16, 8)), 5)

models = [torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.ReLU(), torch.nn.Linear(128, 10)) for _ in range(8)]
fm, ps, bs = combine_state_for_ensemble(models)
case("ensemble_8_models_b64", lambda: vmap(fm, in_dims=(0, 0, None))(ps, bs, data), 20)
'''


if __name__ == "__main__":
    peers.main(PROGRAM)
