#!/usr/bin/env python3
"""torch.save / torch.load between tsr and real PyTorch, both ways: the same program saves a checkpoint under
/usr/bin/python3 (PyTorch) and under tsr, then each of the two files is loaded by both interpreters  and described; the four descriptions must
be identical, and the pickle inside tsr's file (data.pkl) must be byte for byte PyTorch's. tsr loads with its default weights_only=True; PyTorch 1.13 with weights_only=False, as its
allow-list unpickler lacks the BINFLOAT opcode that every float in a checkpoint uses. Exit 77 (skipped) when /usr/bin/python3 has no torch.

    tests/stdlib/torch_save_vs_pytorch.py --tsr build/tsr
"""
import argparse
import os
import subprocess
import struct
import sys
import tempfile
import zipfile

SAVE = r'''
import sys
import torch
torch.manual_seed(0)
m = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.Tanh(), torch.nn.Linear(3, 2))
opt = torch.optim.Adam(m.parameters(), lr=0.01)
for p in m.parameters():  # gradients set, not computed: the files, not the kernels' last bits, are under test
    p.grad = torch.full_like(p, 0.5)
opt.step()
opt.step()
base = torch.randn(3, 4)
obj = {
    "model": m.state_dict(),
    "optimizer": opt.state_dict(),
    "views": (base, base[1], base.t(), base[:, 1:3]),
    "param": torch.nn.Parameter(torch.randn(2, 2)),
    "frozen": torch.nn.Parameter(torch.zeros(3), requires_grad=False),
    "grad": torch.ones(2, requires_grad=True),
    "dtypes": [torch.arange(5, dtype=torch.float64) / 3, torch.tensor([2 ** 40, -3]), torch.tensor([7, -8], dtype=torch.int32),
               torch.tensor([True, False, True]), torch.tensor(1.5), torch.zeros(0, 2),
               torch.tensor([1.5, -2.25, 65504.0, 1e-7], dtype=torch.float16), torch.tensor([3.3, -1e30], dtype=torch.bfloat16),
               torch.tensor([0, 200, 255], dtype=torch.uint8), torch.tensor([-128, 5], dtype=torch.int8),
               torch.tensor([-30000, 12345], dtype=torch.int16), torch.arange(6, dtype=torch.float16).view(2, 3).t()],
    "meta": {"epoch": 12, "loss": 0.125, "name": "run\u00e9", "tags": ["a", "b"], "none": None, "big": -2 ** 50},
}
torch.save(obj, sys.argv[1])
'''

LOAD = r'''
import sys
import torch
r = torch.load(sys.argv[1], weights_only=sys.argv[2] == "weights_only")


def describe(prefix, x):
    if isinstance(x, torch.Tensor):
        print(prefix, type(x).__name__, x.dtype, tuple(x.shape), x.stride(), x.storage_offset(), x.requires_grad, x.is_leaf)
        print(x.detach())
    elif isinstance(x, dict):
        print(prefix, type(x).__name__, len(x), getattr(x, "_metadata", None))
        for k in x:
            describe(prefix + "." + str(k), x[k])
    elif isinstance(x, (list, tuple)):
        print(prefix, type(x).__name__, len(x))
        for i, y in enumerate(x):
            describe(prefix + "[" + str(i) + "]", y)
    else:
        print(prefix, repr(x))


describe("r", r)
v = r["views"]
print("shared", [t.data_ptr() - v[0].data_ptr() for t in v])
v[0][1, 2] = 99.0
print(v[1], v[2][2], v[3][1])
'''


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        sys.exit("FAILED: " + " ".join(cmd) + "\n" + r.stdout + r.stderr)
    return r.stdout


def misaligned_records(path):
    """The entries whose data does not start on a 64-byte boundary (PyTorch aligns them all)."""
    with open(path, "rb") as f:
        raw = f.read()
    bad = []
    for info in zipfile.ZipFile(path).infolist():
        name_len, extra_len = struct.unpack("<HH", raw[info.header_offset + 26:info.header_offset + 30])
        if (info.header_offset + 30 + name_len + extra_len) % 64 or info.compress_type != zipfile.ZIP_STORED:
            bad.append(info.filename)
    return bad


def data_pkl(path):
    """The bytes of the checkpoint's pickle (its folder name differs: PyTorch names it after the file)."""
    z = zipfile.ZipFile(path)
    return z.read([n for n in z.namelist() if n.endswith("/data.pkl")][0])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tsr", required=True)
    args = ap.parse_args()
    if subprocess.run(["/usr/bin/python3", "-c", "import torch"], capture_output=True).returncode != 0:
        print("skipped: /usr/bin/python3 has no torch")
        return 77
    with tempfile.TemporaryDirectory() as d:
        save, load = os.path.join(d, "save.py"), os.path.join(d, "load.py")
        with open(save, "w") as f:
            f.write(SAVE)
        with open(load, "w") as f:
            f.write(LOAD)
        files = {"pytorch": os.path.join(d, "pytorch.pt"), "tsr": os.path.join(d, "tsr.pt")}
        run(["/usr/bin/python3", save, files["pytorch"]])
        run([args.tsr, save, files["tsr"]])
        misaligned = misaligned_records(files["tsr"])
        same_pickle = data_pkl(files["tsr"]) == data_pkl(files["pytorch"])
        outputs = {}
        for writer, path in files.items():
            for reader, cmd, mode in [("pytorch", ["/usr/bin/python3"], "full"), ("tsr", [args.tsr], "weights_only")]:
                outputs[writer + " -> " + reader] = run(cmd + [load, path, mode])
    reference = outputs["pytorch -> pytorch"]
    failed = [k for k, out in outputs.items() if out != reference]
    for k in failed:
        print("MISMATCH", k)
        for a, b in zip(reference.splitlines(), outputs[k].splitlines()):
            if a != b:
                print("  expected:", a)
                print("  got:     ", b)
                break
    print("{} of {} directions match PyTorch's own round trip ({} lines)".format(
        len(outputs) - len(failed), len(outputs), len(reference.splitlines())))
    if misaligned:
        print("records not stored at 64-byte boundaries in tsr's file:", misaligned)
    print("data.pkl byte-identical to PyTorch's:", same_pickle)
    return 1 if failed or misaligned or not same_pickle else 0


if __name__ == "__main__":
    sys.exit(main())
