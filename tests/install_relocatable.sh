#!/usr/bin/env bash
# The install is relocatable: `cmake --install` into a temporary prefix, the whole tree moved elsewhere, then the
# moved `tsr` run from another directory must find its interpreter and stdlib and print what PyTorch prints.
set -euo pipefail
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" > "$work/install.log"
mv "$work/prefix" "$work/moved"
cd "$work"
got=$("$work/moved/bin/tsr" -c 'import torch, sys, requests; print(torch.ones(2)); print(sys.path[-2:]); print(requests.__file__)')
expected="tensor([1., 1.])
['$work/moved/share/tsr/stdlib', '$work/moved/share/tsr/stdlib/site-packages']
$work/moved/share/tsr/stdlib/site-packages/requests/__init__.tsr"
if [[ "$got" != "$expected" ]]; then
  printf 'expected:\n%s\ngot:\n%s\n' "$expected" "$got"
  exit 1
fi
echo "1 passed, 0 failed"
