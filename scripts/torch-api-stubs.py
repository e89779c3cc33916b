# Which of ../shared/torch_api/names.txt resolve in tsr only to a stub that raises NotImplementedError (marked
# `_tsr_not_implemented`): `build/tsr scripts/torch-api-stubs.py [names.txt] [--list]`. coverage.py's resolved
# count less this count is the number of names that work.
import sys
import torch
import torch.nn
import torch.nn.functional

args = [a for a in sys.argv[1:] if a != "--list"]
path = args[0] if args else "../shared/torch_api/names.txt"
stubs = []
for line in open(path).read().split("\n"):
    if not line:
        continue
    obj = torch
    ok = True
    for part in line.split(".")[1:]:
        try:
            obj = getattr(obj, part)
        except Exception:
            ok = False
            break
    if ok and getattr(obj, "_tsr_not_implemented", False):
        stubs.append(line)
if "--list" in sys.argv:
    for name in stubs:
        print(name)
print("stubs raising NotImplementedError: " + str(len(stubs)))
