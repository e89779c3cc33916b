"""nn.functional and the loss modules against PyTorch: values, grad_fn names and gradients."""
import unittest

import torch

from common import TorchTestCase, ref_F, ref_nn, tsr_F, tsr_nn

g = torch.Generator().manual_seed(7)
LOGITS = torch.randn(6, 4, generator=g)
LABELS = torch.tensor([0, 3, 1, 1, 2, 0])
LABELS_IGNORED = torch.tensor([0, -100, 1, 3, -100, 2])
PROBS = torch.softmax(torch.randn(6, 4, generator=g), 1)
CLASS_W = torch.tensor([0.5, 2.0, 1.0, 1.5])
LOGITS_4D = torch.randn(2, 4, 3, 3, generator=g)
LABELS_4D = torch.randint(0, 4, (2, 3, 3), generator=g)
PRED = torch.randn(5, 3, generator=g)
TARGET = torch.randn(5, 3, generator=g)
P01 = torch.rand(5, 3, generator=g) * 0.98 + 0.01
T01 = (torch.rand(5, 3, generator=g) > 0.5).float()

# (function name, positional args (first is differentiated), keyword args)
CASES = [
    ("mse_loss", (PRED, TARGET), {}),
    ("mse_loss", (PRED, TARGET), {"reduction": "sum"}),
    ("mse_loss", (PRED, TARGET), {"reduction": "none"}),
    ("l1_loss", (PRED, TARGET), {}),
    ("smooth_l1_loss", (PRED, TARGET), {"beta": 0.5}),
    ("smooth_l1_loss", (PRED, TARGET), {"beta": 0.0}),
    ("cross_entropy", (LOGITS, LABELS), {}),
    ("cross_entropy", (LOGITS, LABELS), {"reduction": "none"}),
    ("cross_entropy", (LOGITS, LABELS_IGNORED), {}),
    ("cross_entropy", (LOGITS, LABELS_IGNORED), {"weight": CLASS_W, "reduction": "sum"}),
    ("cross_entropy", (LOGITS, LABELS), {"label_smoothing": 0.1}),
    ("cross_entropy", (LOGITS, LABELS_IGNORED), {"label_smoothing": 0.2, "weight": CLASS_W}),
    ("cross_entropy", (LOGITS, LABELS_IGNORED), {"label_smoothing": 0.2, "reduction": "none"}),
    ("cross_entropy", (LOGITS, PROBS), {}),
    ("cross_entropy", (LOGITS, PROBS), {"label_smoothing": 0.3, "weight": CLASS_W}),
    ("cross_entropy", (LOGITS, PROBS), {"reduction": "none"}),
    ("cross_entropy", (LOGITS[0], LABELS[0]), {}),
    ("cross_entropy", (LOGITS_4D, LABELS_4D), {}),
    ("cross_entropy", (LOGITS_4D, LABELS_4D), {"reduction": "none"}),
    ("nll_loss", (LOGITS.log_softmax(1), LABELS), {"weight": CLASS_W}),
    ("nll_loss", (LOGITS.log_softmax(1), LABELS_IGNORED), {"ignore_index": -100}),
    ("binary_cross_entropy", (P01, T01), {}),
    ("binary_cross_entropy", (P01, T01), {"weight": torch.tensor([1.0, 2.0, 0.5])}),
    ("binary_cross_entropy_with_logits", (PRED, T01), {}),
    ("binary_cross_entropy_with_logits", (PRED, T01), {"pos_weight": torch.tensor([1.0, 3.0, 0.5])}),
    ("relu", (PRED,), {}),
    ("leaky_relu", (PRED, 0.1), {}),
    ("prelu", (PRED, torch.tensor([0.25])), {}),
    ("elu", (PRED,), {"alpha": 0.7}),
    ("gelu", (PRED,), {}),
    ("silu", (PRED,), {}),
    ("softplus", (PRED,), {}),
    ("hardtanh", (PRED,), {}),
    ("sigmoid", (PRED,), {}),
    ("tanh", (PRED,), {}),
    ("softmax", (PRED,), {"dim": 0}),
    ("log_softmax", (PRED, 1), {}),
    ("linear", (PRED, torch.randn(2, 3, generator=g), torch.randn(2, generator=g)), {}),
    ("linear", (PRED, torch.randn(2, 3, generator=g)), {}),
    ("layer_norm", (PRED, (3,)), {}),
    ("embedding", (torch.tensor([1, 0, 2]), PRED), {}),
    ("pad", (LOGITS_4D, (1, 2)), {}),
    ("pad", (LOGITS_4D, (1, 2, 0, 1)), {"value": 3.5}),
    ("pad", (LOGITS_4D, (1, 2, 2, 1)), {"mode": "reflect"}),
    ("pad", (LOGITS_4D, (2, 0, 1, 3)), {"mode": "replicate"}),
    ("pad", (LOGITS_4D, (1, 1, 2, 2)), {"mode": "circular"}),
    ("conv2d", (LOGITS_4D, torch.randn(2, 4, 2, 2, generator=g)), {"stride": 1, "padding": 1}),
    ("max_pool2d", (LOGITS_4D, 2), {"stride": 1}),
]


class FunctionalTest(TorchTestCase):
    def test_cases(self):
        for name, args, kwargs in CASES:
            with self.subTest(fn=name, kwargs=kwargs):
                self.check(name, args, kwargs)

    def check(self, name, args, kwargs):
        differentiable = args[0].is_floating_point()
        diff_pos = 0 if differentiable else 1
        xa = args[diff_pos].clone().requires_grad_()
        xb = args[diff_pos].clone().requires_grad_()
        args_a = list(args)
        args_b = list(args)
        args_a[diff_pos] = xa
        args_b[diff_pos] = xb
        ya = getattr(tsr_F, name)(*args_a, **kwargs)
        yb = getattr(ref_F, name)(*args_b, **kwargs)
        self.assertSame(ya, yb)
        if not self.composed_differently(name, args, kwargs):
            self.assertGradFnName(ya, yb)
        weights = torch.linspace(-1, 2, ya.numel()).reshape(ya.shape)
        (ya * weights).sum().backward()
        (yb * weights).sum().backward()
        if kwargs.get("mode") in ("reflect", "replicate", "circular"):
            self.assertTrue(torch.allclose(xa.grad, xb.grad, rtol=1e-6, atol=1e-7))
        else:
            self.assertSame(xa.grad, xb.grad)

    @staticmethod
    def composed_differently(name, args, kwargs):
        """Cases whose last autograd node differs in name only: probability-target cross_entropy
        ends in a division by a Python float (ATen divides by a Scalar: DivBackward1), and the
        non-constant pad modes gather with index_select instead of ATen's pad kernels."""
        soft_targets = name == "cross_entropy" and args[1].is_floating_point()
        return soft_targets or kwargs.get("mode", "constant") != "constant"

    def test_one_hot_and_dropout(self):
        self.assertSame(tsr_F.one_hot(LABELS), ref_F.one_hot(LABELS))
        self.assertSame(tsr_F.one_hot(LABELS, 6), ref_F.one_hot(LABELS, 6))
        torch.manual_seed(1)
        a = tsr_F.dropout(PRED, 0.4)
        torch.manual_seed(1)
        b = ref_F.dropout(PRED, 0.4)
        self.assertSame(a, b)
        self.assertSame(tsr_F.dropout(PRED, 0.4, training=False), PRED)
        with self.assertRaises(ValueError):
            tsr_F.dropout(PRED, -0.1)

    def test_loss_modules(self):
        pairs = [
            ("MSELoss", {}, (PRED, TARGET)), ("L1Loss", {"reduction": "sum"}, (PRED, TARGET)),
            ("SmoothL1Loss", {"beta": 2.0}, (PRED, TARGET)),
            ("CrossEntropyLoss", {"weight": CLASS_W, "label_smoothing": 0.1}, (LOGITS, LABELS)),
            ("CrossEntropyLoss", {"ignore_index": 3}, (LOGITS, LABELS)),
            ("NLLLoss", {}, (LOGITS.log_softmax(1), LABELS)),
            ("BCELoss", {}, (P01, T01)),
            ("BCEWithLogitsLoss", {"pos_weight": torch.tensor([2.0, 1.0, 1.0])}, (PRED, T01)),
            ("MSELoss", {"size_average": False}, (PRED, TARGET)),
        ]
        for name, kwargs, (x, t) in pairs:
            with self.subTest(loss=name, kwargs=kwargs):
                mine = getattr(tsr_nn, name)(**kwargs)
                ref = getattr(ref_nn, name)(**kwargs)
                self.assertEqual(repr(mine), repr(ref))
                self.assertEqual(mine.reduction, ref.reduction)
                self.assertEqual(list(mine.state_dict()), list(ref.state_dict()))
                self.assertSame(mine(x, t), ref(x, t))

    def test_errors_match(self):
        with self.assertRaises(ValueError) as mine:
            tsr_F.binary_cross_entropy_with_logits(PRED, T01[:2])
        with self.assertRaises(ValueError) as ref:
            ref_F.binary_cross_entropy_with_logits(PRED, T01[:2])
        self.assertEqual(str(mine.exception), str(ref.exception))
        with self.assertRaises(ValueError) as mine:
            tsr_F.mse_loss(PRED, TARGET, reduction="avg")
        self.assertEqual(str(mine.exception), "avg is not a valid value for reduction")


class InitTest(TorchTestCase):
    def test_initialisers_draw_like_pytorch(self):
        names = [("uniform_", (-0.5, 2.0)), ("normal_", (1.0, 0.1)), ("zeros_", ()), ("ones_", ()),
                 ("constant_", (0.3,)), ("xavier_uniform_", (1.5,)), ("xavier_normal_", ()),
                 ("kaiming_uniform_", ()), ("kaiming_uniform_", (0.1, "fan_out", "relu")),
                 ("kaiming_normal_", ()), ("kaiming_normal_", (0, "fan_out"))]
        for name, args in names:
            with self.subTest(init=name, args=args):
                a = torch.empty(5, 3, 2)
                b = torch.empty(5, 3, 2)
                torch.manual_seed(11)
                getattr(tsr_nn.init, name)(a, *args)
                torch.manual_seed(11)
                getattr(ref_nn.init, name)(b, *args)
                self.assertSame(a, b)

    def test_gain_and_fans(self):
        for args in [("linear",), ("tanh",), ("relu",), ("leaky_relu",), ("leaky_relu", 0.2),
                     ("selu",), ("sigmoid",)]:
            self.assertEqual(tsr_nn.init.calculate_gain(*args), ref_nn.init.calculate_gain(*args))
        t = torch.empty(4, 3, 5, 2)
        self.assertEqual(tsr_nn.init._calculate_fan_in_and_fan_out(t),
                         ref_nn.init._calculate_fan_in_and_fan_out(t))
        with self.assertRaises(ValueError):
            tsr_nn.init.kaiming_uniform_(torch.empty(3))


if __name__ == "__main__":
    unittest.main()
