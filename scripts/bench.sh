#!/usr/bin/env bash
# Builds tsr (Release) and runs the benchmarks against PyTorch on this machine, printing times and ratios.
# PyTorch comes from Debian's python3-torch, used through /usr/bin/python3.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
if ! /usr/bin/python3 -c "import torch" 2>/dev/null; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-torch
fi
./scripts/build.sh
python3 bench/tensor/run.py --tsr-bench build/bench/bench_tensor
python3 bench/lang/run.py --tsr build/tsr
