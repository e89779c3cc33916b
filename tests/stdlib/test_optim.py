"""Optimizers and lr schedulers against PyTorch's single-tensor (foreach=False) implementations."""
import math
import unittest

import torch

from common import TorchTestCase, ref_nn, ref_optim, seeded, tsr_nn, tsr_optim

# (optimizer class, keyword arguments); every case runs several steps on two param groups.
CONFIGS = [
    ("SGD", {"lr": 0.1}),
    ("SGD", {"lr": 0.05, "momentum": 0.9}),
    ("SGD", {"lr": 0.05, "momentum": 0.9, "dampening": 0.3, "weight_decay": 0.01}),
    ("SGD", {"lr": 0.05, "momentum": 0.8, "nesterov": True}),
    ("SGD", {"lr": 0.05, "momentum": 0.5, "maximize": True}),
    ("Adam", {"lr": 0.01}),
    ("Adam", {"lr": 0.02, "betas": (0.5, 0.9), "weight_decay": 0.1}),
    ("Adam", {"lr": 0.02, "amsgrad": True}),
    ("Adam", {"lr": 0.02, "maximize": True, "eps": 1e-6}),
    ("AdamW", {"lr": 0.01}),
    ("AdamW", {"lr": 0.02, "weight_decay": 0.2, "amsgrad": True}),
    ("RMSprop", {"lr": 0.01}),
    ("RMSprop", {"lr": 0.01, "momentum": 0.9, "centered": True, "weight_decay": 0.05}),
    ("RMSprop", {"lr": 0.01, "alpha": 0.9, "maximize": True}),
    ("Adagrad", {"lr": 0.1}),
    ("Adagrad", {"lr": 0.1, "lr_decay": 0.01, "weight_decay": 0.1, "initial_accumulator_value": 0.5}),
    ("Adadelta", {"lr": 1.0}),
    ("Adadelta", {"lr": 0.5, "rho": 0.8, "eps": 1e-4, "weight_decay": 0.1, "maximize": True}),
    ("Adamax", {"lr": 0.01}),
    ("Adamax", {"lr": 0.05, "betas": (0.5, 0.9), "weight_decay": 0.05, "maximize": True}),
    ("NAdam", {"lr": 0.01}),
    ("NAdam", {"lr": 0.05, "betas": (0.8, 0.99), "momentum_decay": 0.01, "weight_decay": 0.1}),
    ("RAdam", {"lr": 0.01}),
    ("RAdam", {"lr": 0.1, "betas": (0.5, 0.9), "weight_decay": 0.02}),
    ("RAdam", {"lr": 0.05, "betas": (0.9, 0.5)}),
]


def make_model(nn):
    return nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 2))


def run(nn, optim, name, kwargs, steps=6):
    """Trains a small model for `steps` steps; returns (losses, params, optimizer)."""
    model = seeded(0, lambda: make_model(nn))
    groups = [{"params": model[0].parameters()},
              {"params": model[2].parameters(), "lr": kwargs["lr"] * 0.5}]
    if name != "Adagrad":
        kwargs = dict(kwargs, foreach=False)
    opt = getattr(optim, name)(groups, **kwargs)
    x = torch.randn(16, 3, generator=torch.Generator().manual_seed(1))
    y = torch.randn(16, 2, generator=torch.Generator().manual_seed(2))
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = ((model(x) - y) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses, [p.detach().clone() for p in model.parameters()], opt


class OptimizerTest(TorchTestCase):
    def test_trajectories_match(self):
        for name, kwargs in CONFIGS:
            with self.subTest(optimizer=name, kwargs=kwargs):
                la, pa, oa = run(tsr_nn, tsr_optim, name, kwargs)
                lb, pb, ob = run(ref_nn, ref_optim, name, kwargs)
                self.assertEqual(la, lb)
                self.assertSame(pa, pb)
                self.assertEqual(repr(oa), repr(ob))
                self.check_state_dict(oa.state_dict(), ob.state_dict())

    def check_state_dict(self, a, b):
        self.assertEqual(a["param_groups"], b["param_groups"])
        self.assertEqual(list(a["state"].keys()), list(b["state"].keys()))
        for k in a["state"]:
            sa, sb = a["state"][k], b["state"][k]
            self.assertEqual(list(sa.keys()), list(sb.keys()))
            for key in sa:
                if isinstance(sb[key], torch.Tensor):
                    self.assertSame(sa[key], sb[key])
                else:
                    self.assertEqual(sa[key], sb[key])

    def test_load_state_dict_resumes_identically(self):
        _, _, opt = run(tsr_nn, tsr_optim, "Adam", {"lr": 0.01}, steps=3)
        model = seeded(0, lambda: make_model(tsr_nn))
        fresh = tsr_optim.Adam([{"params": model[0].parameters()},
                                {"params": model[2].parameters(), "lr": 0.005}], lr=0.01)
        fresh.load_state_dict(opt.state_dict())
        self.check_state_dict(fresh.state_dict(), opt.state_dict())

    def test_zero_grad_set_to_none(self):
        w = torch.ones(2, requires_grad=True)
        opt = tsr_optim.SGD([w], lr=0.1)
        (w * 3).sum().backward()
        opt.zero_grad()
        self.assertSame(w.grad, torch.zeros(2))
        opt.zero_grad(set_to_none=True)
        self.assertIsNone(w.grad)

    def test_step_runs_without_grad_and_closure(self):
        w = torch.tensor([1.0, -1.0], requires_grad=True)
        opt = tsr_optim.SGD([w], lr=0.1)

        def closure():
            opt.zero_grad()
            loss = (w ** 2).sum()
            loss.backward()
            self.assertTrue(torch.is_grad_enabled())
            return loss
        self.assertEqual(opt.step(closure).item(), 2.0)
        self.assertTrue(w.is_leaf and w.grad_fn is None)
        self.assertSame(w.detach(), torch.tensor([0.8, -0.8]))

    def test_errors(self):
        w = torch.ones(1, requires_grad=True)
        cases = [lambda o: o.SGD([w]), lambda o: o.SGD([w], lr=-1),
                 lambda o: o.SGD([w], lr=0.1, nesterov=True), lambda o: o.Adam([w], betas=(1.0, 0.9)),
                 lambda o: o.Adam([]), lambda o: o.SGD(w, lr=0.1), lambda o: o.SGD([w * 2], lr=0.1),
                 lambda o: o.SGD([{"params": [w]}, {"params": [w]}], lr=0.1)]
        for make in cases:
            with self.assertRaises(Exception) as mine:
                make(tsr_optim)
            with self.assertRaises(Exception) as ref:
                make(ref_optim)
            self.assertEqual(type(mine.exception), type(ref.exception))
            self.assertEqual(str(mine.exception), str(ref.exception))


class SchedulerTest(TorchTestCase):
    def lrs(self, optim, make_sched, epochs=25):
        w = torch.zeros(1, requires_grad=True)
        v = torch.zeros(1, requires_grad=True)
        opt = optim.SGD([{"params": [w]}, {"params": [v], "lr": 0.3}], lr=0.1, momentum=0.9)
        sched = make_sched(optim.lr_scheduler, opt)
        seen = [sched.get_last_lr()]
        for _ in range(epochs):
            (w + v).sum().backward()
            opt.step()
            sched.step()
            seen.append(sched.get_last_lr())
        return seen, sched

    def test_schedules_match(self):
        makers = [
            lambda s, o: s.StepLR(o, step_size=4, gamma=0.5),
            lambda s, o: s.CosineAnnealingLR(o, T_max=10),
            lambda s, o: s.CosineAnnealingLR(o, T_max=7, eta_min=0.01),
            lambda s, o: s.LambdaLR(o, lambda e: 0.95 ** e),
            lambda s, o: s.LambdaLR(o, [lambda e: 1 / (e + 1), lambda e: math.cos(e)]),
            lambda s, o: s.ExponentialLR(o, gamma=0.9),
            lambda s, o: s.MultiStepLR(o, milestones=[3, 8, 8, 15], gamma=0.5),
            lambda s, o: s.ConstantLR(o, factor=0.25, total_iters=4),
            lambda s, o: s.LinearLR(o, start_factor=0.2, end_factor=0.9, total_iters=6),
            lambda s, o: s.MultiplicativeLR(o, lambda e: 0.9),
            lambda s, o: s.PolynomialLR(o, total_iters=12, power=2.0),
            lambda s, o: s.SequentialLR(o, [s.LinearLR(o, start_factor=0.1, total_iters=3),
                                            s.ExponentialLR(o, gamma=0.8)], milestones=[5]),
            lambda s, o: s.ChainedScheduler([s.ConstantLR(o, factor=0.5, total_iters=3),
                                             s.ExponentialLR(o, gamma=0.9)]),
            lambda s, o: s.CosineAnnealingWarmRestarts(o, T_0=4, T_mult=2, eta_min=0.001),
            lambda s, o: s.OneCycleLR(o, max_lr=[1.0, 0.5], total_steps=30),
            lambda s, o: s.OneCycleLR(o, max_lr=0.3, epochs=6, steps_per_epoch=5, anneal_strategy="linear",
                                      three_phase=True),
            lambda s, o: s.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=4),
            lambda s, o: s.CyclicLR(o, base_lr=0.01, max_lr=[0.1, 0.2], step_size_up=3, step_size_down=5,
                                    mode="triangular2"),
            lambda s, o: s.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=3, mode="exp_range", gamma=0.9),
        ]
        for i, make in enumerate(makers):
            with self.subTest(scheduler=i):
                mine, ms = self.lrs(tsr_optim, make)
                ref, rs = self.lrs(ref_optim, make)
                self.assertEqual(mine, ref)
                self.assertEqual(sorted(ms.state_dict().keys()), sorted(rs.state_dict().keys()))
                self.assertEqual(getattr(ms, "last_epoch", None), getattr(rs, "last_epoch", None))

    def test_closed_form_epoch_argument(self):
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for optim in (tsr_optim, ref_optim):
                w = torch.zeros(1, requires_grad=True)
                opt = optim.SGD([w], lr=1.0)
                sched = optim.lr_scheduler.StepLR(opt, 3, 0.1)
                opt.step()
                sched.step(7)
                self.assertAlmostEqual(sched.get_last_lr()[0], 0.01)


if __name__ == "__main__":
    unittest.main()
