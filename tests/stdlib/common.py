"""Shared helpers: the tsr-written torch layers (`tsr_nn`, ...) next to real PyTorch (`torch.nn`)."""
import unittest

import torch
import torch.nn as ref_nn
import torch.nn.functional as ref_F
import torch.optim as ref_optim
import torch.utils._pytree as ref_pytree

import tsr_loader

tsr_nn, tsr_F, tsr_optim, tsr_pytree = tsr_loader.install()


def seeded(seed, make):
    """Calls make() right after torch.manual_seed(seed), so both libraries see the same stream."""
    torch.manual_seed(seed)
    return make()


class TorchTestCase(unittest.TestCase):
    """assertSame: tensors equal bit for bit (same shape, dtype and values; NaNs equal)."""

    def assertSame(self, a, b, msg=None):
        if isinstance(a, (list, tuple)):
            self.assertEqual(len(a), len(b), msg)
            for x, y in zip(a, b):
                self.assertSame(x, y, msg)
            return
        if a is None or b is None:
            self.assertIs(a, b, msg)
            return
        self.assertEqual(a.shape, b.shape, msg)
        self.assertEqual(a.dtype, b.dtype, msg)
        self.assertTrue(torch.equal(a, b) or bool(torch.isnan(a).eq(torch.isnan(b)).all() and
                                                  torch.equal(a.nan_to_num(), b.nan_to_num())),
                        msg or "{}\n!=\n{}".format(a, b))

    def assertGradFnName(self, a, b):
        self.assertEqual(type(a.grad_fn).__name__, type(b.grad_fn).__name__)
