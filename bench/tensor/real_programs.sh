#!/bin/bash
# real_programs.sh NAME: one pytorch/examples program under PyTorch 1.13 (/usr/bin/python3), a base tsr and this
# build, one after the other: wall and CPU (user + system) seconds, and whether each tsr's stdout equals PyTorch's
# (ms/batch, epoch times and time stamps masked). The programs' copies and the torchvision/PIL stand-ins are this
# machine's (/work/try, docs/status.md issue 19); set EX to another copy of pytorch/examples. NAME: dcgan, fns
# (fast_neural_style train), gru (word_language_model --model GRU), lstm. OMP_NUM_THREADS=1 runs both
# single-threaded (CPU seconds then compare on a shared, loaded machine); BASE=, NEW= the two tsr builds; WHO= the
# runs to make (default "py base new").
EX=${EX:-/work/try/tvex}; WLM=${WLM:-/work/try/wlm/word_language_model}; OUT=${OUT:-/tmp/real_programs}
export PYTHONPATH=/work/try/stubs:/work/try/tv_standin:/work/try/pil_standin TSRPATH=/work/try/stubs:/work/try/tv_standin:/work/try/pil_standin PYTHONHASHSEED=0
NEW=${NEW:-build/tsr}; NEW=$(realpath $NEW); BASE=${BASE:-/work/main/build/tsr}; mkdir -p $OUT
case $1 in
  dcgan) cd $EX/dcgan; CMD="main.py --dataset fake --workers 0 --batchSize 64 --niter 1 --manualSeed 5 --outf $OUT/dcgan";;
  fns) cd $EX/fast_neural_style; CMD="neural_style/neural_style.py train --dataset data --save-model-dir $OUT --image-size 32 --batch-size 2 --epochs 2 --log-interval 1";;
  gru|lstm) cd $WLM; CMD="main.py --model ${1^^} --epochs 1 --log-interval 5 --save $OUT/model.pt";;
  *) echo "usage: $0 dcgan|fns|gru|lstm"; exit 2;;
esac
mask() { sed -E 's/ms\/batch +[0-9.]+/ms\/batch X/; s/time: +[0-9.]+s/time: Xs/; s/^... ... .. ..:..:.. ....//; s/_20..-..-.._..-..-../_TS/'; }
for who in ${WHO:-py base new}; do
  case $who in py) B=/usr/bin/python3;; base) B=$BASE;; new) B=$NEW;; esac
  /usr/bin/time -f "%e %U %S" -o $OUT/$1.$who.time $B $CMD > $OUT/$1.$who.out 2> $OUT/$1.$who.err; rc=$?
  read el us sy < <(tail -1 $OUT/$1.$who.time)
  printf "%s %s rc=%d wall %.1fs cpu %.1fs (threads %s)\n" $1 $who $rc $el $(echo "$us + $sy" | bc) ${OMP_NUM_THREADS:-default}
done
for who in ${WHO:-py base new}; do
  [ $who = py ] && continue
  cmp -s <(mask < $OUT/$1.py.out) <(mask < $OUT/$1.$who.out) && echo "  $who: SAME stdout as PyTorch (masked)" ||
    echo "  $who: DIFFERS from PyTorch: $(diff <(mask < $OUT/$1.py.out) <(mask < $OUT/$1.$who.out) | grep -c '^>') lines"
done
