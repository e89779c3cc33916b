#!/bin/sh
# nanoGPT end to end under CPython + PyTorch 1.13 and under tsr (docs/status.md, issue 20): shakespeare_char's
# prepare.py (on the input.txt already beside it: CPython here cannot download) and a small train.py run, then
# the outputs compared (timings and mfu left out).
# Usage: scripts/try-nanogpt.sh NANOGPT_DIR [ITERS]   (TSR=path/to/tsr, WORK=scratch folder)
set -e
NG=${1:?usage: try-nanogpt.sh NANOGPT_DIR [ITERS]}
ITERS=${2:-30}
TSR=${TSR:-$(cd "$(dirname "$0")/.." && pwd)/build/tsr}
WORK=${WORK:-$(mktemp -d)}
# prepare.py imports requests only to download input.txt; tsr has no requests module
mkdir -p "$WORK/shim"
printf 'def get(url, *args, **kwargs):\n    raise NotImplementedError("requests.get: no network in this harness")\n' > "$WORK/shim/requests.py"
for d in py tsr; do
  rm -rf "$WORK/$d"
  mkdir -p "$WORK/$d/data/shakespeare_char"
  cp "$NG/model.py" "$NG/train.py" "$NG/configurator.py" "$WORK/$d/"
  cp -r "$NG/config" "$WORK/$d/"
  cp "$NG/data/shakespeare_char/prepare.py" "$NG/data/shakespeare_char/input.txt" "$WORK/$d/data/shakespeare_char/"
done
(cd "$WORK/py/data/shakespeare_char" && /usr/bin/python3 prepare.py > ../../prepare.out)
(cd "$WORK/tsr/data/shakespeare_char" && TSRPATH="$WORK/shim" "$TSR" prepare.py > ../../prepare.out)
diff "$WORK/py/prepare.out" "$WORK/tsr/prepare.out" && echo "prepare.py: same output"
for f in train.bin val.bin meta.pkl; do
  cmp "$WORK/py/data/shakespeare_char/$f" "$WORK/tsr/data/shakespeare_char/$f" && echo "$f: same bytes"
done
ARGS="config/train_shakespeare_char.py --device=cpu --compile=False --eval_iters=3 --eval_interval=10 --log_interval=1
--block_size=64 --batch_size=8 --n_layer=2 --n_head=4 --n_embd=64 --max_iters=$ITERS --lr_decay_iters=$ITERS"
(cd "$WORK/py" && /usr/bin/python3 train.py $ARGS 2>/dev/null | sed 's/, time .*//' > train.out)
(cd "$WORK/tsr" && "$TSR" train.py $ARGS 2>/dev/null | sed 's/, time .*//' > train.out)
diff "$WORK/py/train.out" "$WORK/tsr/train.out" && echo "train.py: same output ($(grep -c '^iter' "$WORK/py/train.out") iterations)"
