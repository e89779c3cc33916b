"""Every layer against PyTorch: repr, seeded parameters, forward values, grad_fn and gradients."""
import unittest

import torch

from common import TorchTestCase, ref_nn, seeded, tsr_nn


def randn(*shape):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(sum(shape) + len(shape)))


# (class name, constructor args, constructor kwargs, input tensors)
LAYERS = [
    ("Linear", (2, 64), {}, [randn(5, 2)]),
    ("Linear", (3, 4), {"bias": False}, [randn(2, 7, 3)]),
    ("Linear", (3, 2), {}, [randn(3)]),
    ("Bilinear", (3, 4, 2), {}, [randn(5, 3), randn(5, 4)]),
    ("Identity", (7,), {"unused": 1}, [randn(2, 3)]),
    ("Flatten", (), {}, [randn(2, 3, 4)]),
    ("Flatten", (0, 1), {}, [randn(2, 3, 4)]),
    ("Unflatten", (1, (2, 3)), {}, [randn(4, 6)]),
    ("ReLU", (), {}, [randn(4, 5)]),
    ("ReLU", (True,), {}, [randn(4, 5)]),
    ("LeakyReLU", (0.2,), {}, [randn(4, 5)]),
    ("PReLU", (), {}, [randn(4, 5)]),
    ("PReLU", (), {"num_parameters": 3, "init": 0.1}, [randn(2, 3, 4)]),
    ("ELU", (), {"alpha": 0.5}, [randn(4, 5)]),
    ("GELU", (), {}, [randn(4, 5)]),
    ("GELU", (), {"approximate": "tanh"}, [randn(4, 5)]),
    ("SiLU", (), {}, [randn(4, 5)]),
    ("Sigmoid", (), {}, [randn(4, 5)]),
    ("Tanh", (), {}, [randn(4, 5)]),
    ("Softplus", (), {"beta": 2}, [randn(4, 5)]),
    ("Softmax", (), {"dim": 1}, [randn(4, 5)]),
    ("LogSoftmax", (), {"dim": -1}, [randn(4, 5)]),
    ("Dropout", (0.3,), {}, [randn(8, 9)]),
    ("LayerNorm", (5,), {}, [randn(3, 5)]),
    ("LayerNorm", ([2, 3],), {"eps": 1e-3, "elementwise_affine": False}, [randn(4, 2, 3)]),
    ("BatchNorm1d", (4,), {}, [randn(6, 4)]),
    ("BatchNorm1d", (4,), {"momentum": None, "affine": False}, [randn(6, 4, 3)]),
    ("BatchNorm2d", (3,), {}, [randn(2, 3, 4, 4)]),
    ("Conv2d", (1, 4, 3), {"padding": 1}, [randn(2, 1, 6, 6)]),
    ("Conv2d", (2, 4, (3, 2)), {"stride": 2, "bias": False, "groups": 2}, [randn(1, 2, 7, 6)]),
    ("Conv2d", (2, 3, 3), {"padding": "same", "dilation": 2}, [randn(1, 2, 8, 8)]),
    ("Conv2d", (1, 2, 3), {"padding": 1, "padding_mode": "reflect"}, [randn(1, 1, 5, 5)]),
    ("Conv2d", (1, 2, 3), {"padding": 2, "padding_mode": "circular"}, [randn(1, 1, 5, 5)]),
    ("Conv2d", (1, 2, 3), {"padding": 1, "padding_mode": "replicate"}, [randn(1, 1, 5, 5)]),
    ("Conv1d", (2, 3, 3), {"padding": 1}, [randn(2, 2, 7)]),
    ("MaxPool2d", (2,), {}, [randn(2, 3, 6, 6)]),
    ("MaxPool2d", (3,), {"stride": 2, "padding": 1, "ceil_mode": True}, [randn(1, 2, 7, 7)]),
    ("AvgPool2d", (2,), {}, [randn(1, 2, 6, 6)]),
]


def build(nn, name, args, kwargs):
    return getattr(nn, name)(*args, **kwargs)


class LayerTest(TorchTestCase):
    def test_layers(self):
        for i, (name, args, kwargs, inputs) in enumerate(LAYERS):
            with self.subTest(layer=name, args=args, kwargs=kwargs):
                self.check_layer(i, name, args, kwargs, inputs)

    def check_layer(self, seed, name, args, kwargs, inputs):
        mine = seeded(seed, lambda: build(tsr_nn, name, args, kwargs))
        ref = seeded(seed, lambda: build(ref_nn, name, args, kwargs))
        self.assertEqual(repr(mine), repr(ref))
        self.assertEqual([n for n, _ in mine.named_parameters()], [n for n, _ in ref.named_parameters()])
        self.assertEqual(list(mine.state_dict().keys()), list(ref.state_dict().keys()))
        for a, b in zip(mine.state_dict().values(), ref.state_dict().values()):
            self.assertSame(a, b)
        xa = [x.clone().requires_grad_() for x in inputs]
        xb = [x.clone().requires_grad_() for x in inputs]
        inplace = kwargs.get("inplace", False) or (name == "ReLU" and args == (True,))
        ya = seeded(seed, lambda: mine(*[x * 1 if inplace else x for x in xa]))
        yb = seeded(seed, lambda: ref(*[x * 1 if inplace else x for x in xb]))
        self.assertSame(ya, yb)
        self.assertGradFnName(ya, yb)
        weights = torch.linspace(-1, 1, ya.numel()).reshape(ya.shape)
        (ya * weights).sum().backward()
        (yb * weights).sum().backward()
        if kwargs.get("padding_mode") in ("reflect", "replicate"):
            # F.pad gathers with index_select; its backward sums the repeated border terms in
            # another order than ATen's pad backward, so only the last bit may differ.
            for a, b in zip(xa, xb):
                self.assertTrue(torch.allclose(a.grad, b.grad, rtol=1e-6, atol=1e-7))
        else:
            self.assertSame([x.grad for x in xa], [x.grad for x in xb])
        for a, b in zip(mine.parameters(), ref.parameters()):
            self.assertSame(a.grad, b.grad)
        for a, b in zip(mine.buffers(), ref.buffers()):
            self.assertSame(a, b)

    def test_eval_mode_batchnorm_and_dropout(self):
        for name, args in [("BatchNorm1d", (4,)), ("Dropout", (0.5,))]:
            mine = build(tsr_nn, name, args, {})
            ref = build(ref_nn, name, args, {})
            x = randn(6, 4)
            mine(x)
            ref(x)
            mine.eval()
            ref.eval()
            self.assertSame(mine(x), ref(x))

    def test_embedding(self):
        mine = seeded(3, lambda: tsr_nn.Embedding(10, 4, padding_idx=-2))
        ref = seeded(3, lambda: ref_nn.Embedding(10, 4, padding_idx=-2))
        self.assertEqual(repr(mine), repr(ref))
        self.assertSame(mine.weight.detach(), ref.weight.detach())
        idx = torch.tensor([[1, 8, 3], [8, 8, 0]])
        ya, yb = mine(idx), ref(idx)
        self.assertSame(ya, yb)
        self.assertGradFnName(ya, yb)
        ya.pow(2).sum().backward()
        yb.pow(2).sum().backward()
        self.assertSame(mine.weight.grad, ref.weight.grad)
        pre = tsr_nn.Embedding.from_pretrained(torch.eye(3))
        self.assertFalse(pre.weight.requires_grad)
        self.assertEqual(repr(pre), "Embedding(3, 3)")

    def test_max_pool_indices(self):
        x = randn(1, 2, 4, 4)
        mine = tsr_nn.MaxPool2d(2, return_indices=True)(x)
        ref = ref_nn.MaxPool2d(2, return_indices=True)(x)
        self.assertSame(list(mine), list(ref))

    def test_constructor_errors(self):
        for name, args, kwargs in [("Dropout", (1.5,), {}), ("Conv2d", (3, 4, 3), {"groups": 2}),
                                   ("Conv2d", (1, 1, 3), {"padding": "same", "stride": 2}),
                                   ("BatchNorm1d", (3,), {})]:
            with self.subTest(layer=name):
                with self.assertRaises(ValueError) as mine_err:
                    layer = build(tsr_nn, name, args, kwargs)
                    layer(randn(1, 3, 3, 3))
                with self.assertRaises(ValueError) as ref_err:
                    layer = build(ref_nn, name, args, kwargs)
                    layer(randn(1, 3, 3, 3))
                self.assertEqual(str(mine_err.exception), str(ref_err.exception))


if __name__ == "__main__":
    unittest.main()
