"""Whole scripts with the tsr-written torch.nn/optim/_pytree in place of PyTorch's: the nn, optim
and pytree conformance cases and the examples must print exactly their recorded outputs."""
import glob
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
CONFORMANCE = os.path.join(os.path.dirname(REPO), "shared", "conformance", "cases")
# The slowest example (500 epochs on 10000 points) is skipped when TSR_QUICK is set.
SLOW = {"fit_x2_y3"}


def run_with_tsr_layers(script):
    env = dict(os.environ, OMP_NUM_THREADS="1")
    result = subprocess.run([sys.executable, os.path.join(HERE, "run_script.py"), script],
                            capture_output=True, text=True, env=env, cwd=os.path.dirname(script))
    return result.stdout + result.stderr


def expected_output(script):
    with open(script[:-len(".tsr")] + ".out") as f:
        return f.read()


class ScriptTest(unittest.TestCase):
    def check_scripts(self, scripts):
        self.assertTrue(scripts)
        for script in scripts:
            name = os.path.basename(script)[:-len(".tsr")]
            if name in SLOW and os.environ.get("TSR_QUICK"):
                continue
            with self.subTest(script=name):
                self.assertEqual(run_with_tsr_layers(script), expected_output(script))

    @unittest.skipUnless(os.path.isdir(CONFORMANCE), "shared conformance cases not found")
    def test_conformance_nn_optim_pytree(self):
        self.check_scripts(sorted(glob.glob(os.path.join(CONFORMANCE, "05*.tsr")) +
                                  glob.glob(os.path.join(CONFORMANCE, "06*.tsr"))))

    def test_examples(self):
        scripts = sorted(glob.glob(os.path.join(REPO, "examples", "*.tsr")))
        self.check_scripts([s for s in scripts if os.path.exists(s[:-len(".tsr")] + ".out")])


if __name__ == "__main__":
    unittest.main()
