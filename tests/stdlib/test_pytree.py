"""torch.utils._pytree against PyTorch's."""
import unittest
from collections import OrderedDict, namedtuple

import torch

from common import TorchTestCase, ref_pytree, tsr_pytree

Point = namedtuple("Point", ["x", "y"])

TREES = [
    {"a": [1, 2, (3, 4)], "b": {"c": 5, "d": [6]}},
    [(1, 2), {"x": 3, "y": (4, [5, 6])}],
    ((1, (2, (3, (4,)))),),
    [], (), {}, 3.5, "leaf", None,
    OrderedDict([("z", 1), ("a", [2, 3])]),
    [Point(1, (2, 3)), Point(x=[4], y=5)],
    {"t": torch.ones(2), "n": [torch.zeros(1), 7]},
]


class PytreeTest(TorchTestCase):
    def test_flatten_unflatten_map(self):
        for tree in TREES:
            with self.subTest(tree=repr(tree)):
                la, sa = tsr_pytree.tree_flatten(tree)
                lb, sb = ref_pytree.tree_flatten(tree)
                self.assertEqual(repr(la), repr(lb))
                self.assertEqual(repr(sa).replace("tsrtorch.utils._pytree", ""),
                                 repr(sb).replace("torch.utils._pytree", ""))
                self.assertEqual(sa.num_leaves, sb.num_leaves)
                rebuilt = tsr_pytree.tree_unflatten(list(range(len(la))), sa)
                self.assertEqual(repr(rebuilt), repr(ref_pytree.tree_unflatten(list(range(len(lb))), sb)))
                if not tsr_pytree._is_leaf(tree):
                    self.assertEqual(type(rebuilt), type(tree))
                fn = lambda v: (v, type(v).__name__)
                self.assertEqual(repr(tsr_pytree.tree_map(fn, tree)), repr(ref_pytree.tree_map(fn, tree)))

    def test_spec_equality(self):
        _, s1 = tsr_pytree.tree_flatten([1, {"a": 2}])
        _, s2 = tsr_pytree.tree_flatten([3, {"a": 4}])
        _, s3 = tsr_pytree.tree_flatten([3, {"b": 4}])
        self.assertTrue(s1 == s2)
        self.assertFalse(s1 == s3)
        self.assertTrue(s1 != s3)

    def test_errors(self):
        _, spec = tsr_pytree.tree_flatten([1, 2])
        with self.assertRaises(ValueError) as err:
            tsr_pytree.tree_unflatten([1], spec)
        self.assertEqual(str(err.exception),
                         "tree_unflatten(values, spec): `values` has length 1 but the spec refers "
                         "to a pytree that holds 2 items (TreeSpec(list, None, [*, *])).")
        with self.assertRaises(ValueError):
            tsr_pytree.tree_unflatten([1], "spec")

    def test_only_variants_and_broadcast(self):
        tree = {"a": torch.ones(2), "b": [3, torch.zeros(1)]}
        mine = tsr_pytree.tree_map_only(torch.Tensor, lambda t: t.sum().item(), tree)
        ref = ref_pytree.tree_map_only(torch.Tensor, lambda t: t.sum().item(), tree)
        self.assertEqual(mine, ref)
        self.assertTrue(tsr_pytree.tree_all(lambda v: v is not None, tree))
        self.assertTrue(tsr_pytree.tree_any_only(int, lambda v: v == 3, tree))
        self.assertFalse(tsr_pytree.tree_all_only(int, lambda v: v == 4, tree))
        _, spec = tsr_pytree.tree_flatten([1, (2, 3)])
        _, ref_spec = ref_pytree.tree_flatten([1, (2, 3)])
        for pytree in [0, [0, 1], [0, (1, 2)], [0, [1, 2]]]:
            self.assertEqual(tsr_pytree._broadcast_to_and_flatten(pytree, spec),
                             ref_pytree._broadcast_to_and_flatten(pytree, ref_spec))


if __name__ == "__main__":
    unittest.main()
