"""nn.Module mechanics against PyTorch: registration, traversal, state_dict, hooks, repr."""
import unittest
from collections import OrderedDict

import torch

from common import TorchTestCase, ref_nn, seeded, tsr_nn


def make_net(nn):
    """A module tree with a shared submodule, a buffer and nested containers."""
    class Block(nn.Module):
        def __init__(self, d):
            super().__init__()
            self.fc = nn.Linear(d, d)
            self.act = nn.PReLU()
            self.register_buffer("scale", torch.ones(d))
            self.register_buffer("tmp", torch.zeros(1), persistent=False)

        def forward(self, x):
            return x + self.act(self.fc(x)) * self.scale

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.inp = nn.Linear(2, 4)
            shared = Block(4)
            self.blocks = nn.Sequential(shared, Block(4), shared)
            self.heads = nn.ModuleDict({"a": nn.Linear(4, 1), "b": nn.Linear(4, 2, bias=False)})
            self.extra = nn.ModuleList([nn.Tanh(), nn.Dropout(0.1)])
            self.norm = nn.LayerNorm(4)

        def forward(self, x):
            h = self.norm(self.blocks(torch.relu(self.inp(x))))
            return self.heads["a"](h), self.heads["b"](h)

    return Net()


class ModuleTest(TorchTestCase):
    def setUp(self):
        self.mine = seeded(5, lambda: make_net(tsr_nn))
        self.ref = seeded(5, lambda: make_net(ref_nn))

    def test_repr(self):
        self.assertEqual(repr(self.mine), repr(self.ref))

    def test_named_parameters_and_values(self):
        mine = list(self.mine.named_parameters())
        ref = list(self.ref.named_parameters())
        self.assertEqual([n for n, _ in mine], [n for n, _ in ref])
        for (_, a), (_, b) in zip(mine, ref):
            self.assertSame(a.detach(), b.detach())
            self.assertTrue(a.requires_grad and a.is_leaf)
        self.assertEqual(len(list(self.mine.parameters(recurse=False))), 0)

    def test_traversal(self):
        self.assertEqual([n for n, _ in self.mine.named_modules()],
                         [n for n, _ in self.ref.named_modules()])
        self.assertEqual([n for n, _ in self.mine.named_children()],
                         [n for n, _ in self.ref.named_children()])
        self.assertEqual([n for n, _ in self.mine.named_buffers()],
                         [n for n, _ in self.ref.named_buffers()])
        self.assertEqual([type(m).__name__ for m in self.mine.modules()],
                         [type(m).__name__ for m in self.ref.modules()])

    def test_state_dict(self):
        a, b = self.mine.state_dict(), self.ref.state_dict()
        self.assertIsInstance(a, OrderedDict)
        self.assertEqual(list(a.keys()), list(b.keys()))
        self.assertEqual(dict(a._metadata), dict(b._metadata))
        for k in a:
            self.assertSame(a[k], b[k])
            self.assertFalse(a[k].requires_grad)

    def test_load_state_dict(self):
        other = seeded(9, lambda: make_net(tsr_nn))
        result = other.load_state_dict(self.ref.state_dict())
        self.assertEqual(repr(result), "<All keys matched successfully>")
        for (_, a), (_, b) in zip(other.named_parameters(), self.ref.named_parameters()):
            self.assertSame(a.detach(), b.detach())
        sd = self.ref.state_dict()
        del sd["inp.bias"]
        sd["bogus"] = torch.zeros(1)
        result = other.load_state_dict(sd, strict=False)
        ref_result = seeded(9, lambda: make_net(ref_nn)).load_state_dict(sd, strict=False)
        self.assertEqual(repr(result), repr(ref_result))
        with self.assertRaises(RuntimeError) as mine_err:
            other.load_state_dict(sd)
        with self.assertRaises(RuntimeError) as ref_err:
            seeded(9, lambda: make_net(ref_nn)).load_state_dict(sd)
        self.assertEqual(str(mine_err.exception), str(ref_err.exception))

    def test_forward_backward(self):
        x = torch.tensor([[1.0, -1.0], [0.0, 2.0], [0.5, 0.5]])
        ya, za = self.mine(x)
        yb, zb = self.ref(x)
        self.assertSame(ya, yb)
        self.assertSame(za, zb)
        (ya.sum() + za.pow(2).mean()).backward()
        (yb.sum() + zb.pow(2).mean()).backward()
        for (_, a), (_, b) in zip(self.mine.named_parameters(), self.ref.named_parameters()):
            self.assertSame(a.grad, b.grad)

    def test_train_eval_and_zero_grad(self):
        self.mine.eval()
        self.assertFalse(any(m.training for m in self.mine.modules()))
        self.mine.train()
        self.assertTrue(all(m.training for m in self.mine.modules()))
        with self.assertRaises(ValueError):
            self.mine.train("yes")
        a, b = self.mine(torch.ones(2, 2))
        (a.sum() + b.sum()).backward()
        self.mine.zero_grad()
        self.assertTrue(all(p.grad is not None and p.grad.abs().sum() == 0
                            for p in self.mine.parameters()))
        self.mine.zero_grad(set_to_none=True)
        self.assertTrue(all(p.grad is None for p in self.mine.parameters()))
        self.mine.requires_grad_(False)
        self.assertFalse(any(p.requires_grad for p in self.mine.parameters()))

    def test_to_dtype_keeps_parameter_objects(self):
        before = [id(p) for p in self.mine.parameters()]
        self.mine.to(torch.float64)
        self.ref.to(torch.float64)
        self.assertEqual(before, [id(p) for p in self.mine.parameters()])
        for (_, a), (_, b) in zip(self.mine.state_dict().items(), self.ref.state_dict().items()):
            self.assertSame(a, b)
        self.mine.to(dtype=torch.float32)
        self.assertEqual(self.mine.inp.weight.dtype, torch.float32)
        with self.assertRaises(TypeError):
            self.mine.to(torch.int64)

    def test_apply(self):
        names = []
        self.mine.apply(lambda m: names.append(type(m).__name__))
        ref_names = []
        self.ref.apply(lambda m: ref_names.append(type(m).__name__))
        self.assertEqual(names, ref_names)

    def test_hooks(self):
        calls = []
        lin = seeded(0, lambda: tsr_nn.Linear(2, 2))
        h1 = lin.register_forward_pre_hook(lambda m, inp: calls.append("pre") or (inp[0] * 2,))
        h2 = lin.register_forward_hook(lambda m, inp, out: calls.append("post") or out + 1)
        x = torch.ones(1, 2)
        expected = torch.nn.functional.linear(x * 2, lin.weight, lin.bias) + 1
        self.assertSame(lin(x), expected)
        self.assertEqual(calls, ["pre", "post"])
        h1.remove()
        h2.remove()
        self.assertSame(lin(x), torch.nn.functional.linear(x, lin.weight, lin.bias))

    def test_setattr_rules(self):
        m = tsr_nn.Module()
        m.w = tsr_nn.Parameter(torch.ones(2))
        self.assertEqual(list(m._parameters), ["w"])
        with self.assertRaises(TypeError) as err:
            m.w = torch.ones(2)
        self.assertEqual(str(err.exception), "cannot assign 'torch.FloatTensor' as parameter 'w' "
                                             "(torch.nn.Parameter or None expected)")
        m.w = None
        self.assertIsNone(m.w)
        m.sub = tsr_nn.Linear(1, 1)
        del m.sub
        self.assertEqual(len(m._modules), 0)
        with self.assertRaises(AttributeError) as err:
            m.nothing
        self.assertEqual(str(err.exception), "'Module' object has no attribute 'nothing'")
        with self.assertRaises(KeyError):
            m.register_buffer("a.b", torch.ones(1))
        with self.assertRaises(NotImplementedError):
            m(torch.ones(1))

    def test_shared_parameter_deduplicated(self):
        lin = tsr_nn.Linear(2, 2)
        seq = tsr_nn.Sequential(lin, lin)
        self.assertEqual(len(list(seq.parameters())), 2)
        self.assertEqual([n for n, _ in seq.named_parameters()], ["0.weight", "0.bias"])

    def test_parameter(self):
        p = tsr_nn.Parameter(torch.tensor([1.0, 2.0]))
        self.assertEqual(repr(p), repr(ref_nn.Parameter(torch.tensor([1.0, 2.0]))))
        self.assertTrue(p.requires_grad and p.is_leaf)
        self.assertEqual(type(p * 2), torch.Tensor)
        q = tsr_nn.Parameter(torch.ones(1), requires_grad=False)
        self.assertFalse(q.requires_grad)
        self.assertEqual(tsr_nn.Parameter().shape, torch.Size([0]))


class ContainerTest(TorchTestCase):
    def test_sequential(self):
        mine = seeded(0, lambda: tsr_nn.Sequential(tsr_nn.Linear(2, 3), tsr_nn.ReLU(), tsr_nn.Linear(3, 1)))
        ref = seeded(0, lambda: ref_nn.Sequential(ref_nn.Linear(2, 3), ref_nn.ReLU(), ref_nn.Linear(3, 1)))
        self.assertEqual(len(mine), 3)
        self.assertEqual(repr(mine[1:]), repr(ref[1:]))
        self.assertEqual(repr(mine[-1]), repr(ref[-1]))
        with self.assertRaises(IndexError):
            mine[3]
        mine.append(tsr_nn.Sigmoid())
        ref.append(ref_nn.Sigmoid())
        self.assertEqual(repr(mine), repr(ref))
        del mine[1]
        del ref[1]
        self.assertEqual(repr(mine), repr(ref))
        mine[0] = tsr_nn.Identity()
        ref[0] = ref_nn.Identity()
        self.assertEqual(repr(mine), repr(ref))
        named = tsr_nn.Sequential(OrderedDict([("first", tsr_nn.Tanh()), ("second", tsr_nn.ReLU())]))
        named_ref = ref_nn.Sequential(OrderedDict([("first", ref_nn.Tanh()), ("second", ref_nn.ReLU())]))
        self.assertEqual(repr(named), repr(named_ref))

    def test_module_list_and_dict(self):
        ml = tsr_nn.ModuleList([tsr_nn.ReLU(), tsr_nn.Tanh()])
        rl = ref_nn.ModuleList([ref_nn.ReLU(), ref_nn.Tanh()])
        ml.append(tsr_nn.Sigmoid())
        rl.append(ref_nn.Sigmoid())
        ml.insert(1, tsr_nn.Identity())
        rl.insert(1, ref_nn.Identity())
        ml += [tsr_nn.ELU()]
        rl += [ref_nn.ELU()]
        self.assertEqual(repr(ml), repr(rl))
        self.assertEqual(repr(ml[1:3]), repr(rl[1:3]))
        self.assertEqual(len(ml), 5)
        md = tsr_nn.ModuleDict({"x": tsr_nn.ReLU()})
        rd = ref_nn.ModuleDict({"x": ref_nn.ReLU()})
        md.update([("y", tsr_nn.Tanh())])
        rd.update([("y", ref_nn.Tanh())])
        md["z"] = tsr_nn.Identity()
        rd["z"] = ref_nn.Identity()
        self.assertEqual(repr(md), repr(rd))
        self.assertEqual(list(md.keys()), ["x", "y", "z"])
        self.assertIn("y", md)
        self.assertEqual(type(md.pop("y")).__name__, "Tanh")


if __name__ == "__main__":
    unittest.main()
