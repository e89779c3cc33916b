#!/usr/bin/env python3
"""torch.distributions: tsr (stdlib/torch/distributions, written in tsr over the tensor library) against PyTorch
1.13 (Debian's python3-torch), in one run (issue 21).

    python3 bench/tensor/distributions.py [--tsr build/tsr] [--threads 1]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats. Prints both
times and the ratio tsr/PyTorch (below 1: tsr is faster). Cases: MultivariateNormal(16-d, full covariance)
log_prob of 10,000 samples, its construction from a covariance matrix (a Cholesky), Normal log_prob of 1M values,
Categorical sampling of 10,000 draws over 1,000 classes.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peers  # noqa: E402

PROGRAM = r'''
import sys
import torch
from torch.distributions import Categorical, MultivariateNormal, Normal
torch.set_num_threads(int(sys.argv[1]))
torch.manual_seed(0)

a = torch.randn(16, 16, dtype=torch.float64)
cov = a @ a.mT + 16 * torch.eye(16, dtype=torch.float64)
loc = torch.randn(16, dtype=torch.float64)
mvn = MultivariateNormal(loc, covariance_matrix=cov)
x = mvn.sample((10000,))
normal = Normal(torch.zeros(1000000), torch.ones(1000000))
y = torch.randn(1000000)
cat = Categorical(logits=torch.randn(1000))
cases = [("mvn16_log_prob_10k", lambda: mvn.log_prob(x)),
         ("mvn16_construct", lambda: MultivariateNormal(loc, covariance_matrix=cov)),
         ("normal_log_prob_1M", lambda: normal.log_prob(y)),
         ("categorical_sample_10k", lambda: cat.sample((10000,)))]
for name, f in cases:
    print(name, best(f, 5))
'''


if __name__ == "__main__":
    peers.main(PROGRAM, width=24)
