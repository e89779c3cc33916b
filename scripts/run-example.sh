#!/usr/bin/env bash
# The main job: installs dependencies, builds tsr (Release) and runs the reference training program
# (examples/fit_x2_y3.tsr: an MLP fitting x0^2 + x1^3 with Adam, unmodified PyTorch code). Pass another .tsr
# file to run that instead.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh
./scripts/build.sh
exec build/tsr "${1:-examples/fit_x2_y3.tsr}"
