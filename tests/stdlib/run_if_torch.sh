#!/usr/bin/env bash
# Runs the tsr-written torch layers' tests under CPython + PyTorch (README.md here). They need Debian's
# python3-torch (scripts/bench.sh installs it); without it the test reports "skipped" (exit 77), not a pass.
cd "$(dirname "$0")"
/usr/bin/python3 -c 'import torch' 2>/dev/null || { echo "python3-torch is not installed: skipped"; exit 77; }
TSR_QUICK=1 exec /usr/bin/python3 -m unittest discover -p 'test_*.py'
