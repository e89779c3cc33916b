#!/usr/bin/env python3
"""torch.fft: tsr (pocketfft, tensor/kernels/cpu/fft.cpp) against PyTorch 1.13's CPU kernels (Debian's python3-torch,
built without MKL: the same pocketfft), in one run (issue 21).

    python3 bench/tensor/fft.py [--tsr build/tsr] [--threads 1]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats. Prints
both times and the ratio tsr/PyTorch (below 1: tsr is faster). Cases: rfft of 2^20 float32 and float64 points, rfft
of a prime length (1000003: Bluestein's algorithm), fft of a batch of 16 complex64 signals of 2^16 points, irfft of
2^20, a 512 x 512 fft2, and stft of a second of 16 kHz audio.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peers  # noqa: E402

PROGRAM = r'''
import sys
import torch
torch.set_num_threads(int(sys.argv[1]))
torch.manual_seed(0)

x20 = torch.randn(2 ** 20)
x20d = torch.randn(2 ** 20, dtype=torch.float64)
xp = torch.randn(1000003)
cb = torch.complex(torch.randn(16, 2 ** 16), torch.randn(16, 2 ** 16))
h20 = torch.fft.rfft(x20)
m = torch.randn(512, 512)
audio = torch.randn(16000)
win = torch.hann_window(512)
cases = [("rfft_2^20_f32", lambda: torch.fft.rfft(x20)), ("rfft_2^20_f64", lambda: torch.fft.rfft(x20d)),
         ("rfft_prime_1000003", lambda: torch.fft.rfft(xp)), ("fft_c64_16x2^16", lambda: torch.fft.fft(cb)),
         ("irfft_2^20", lambda: torch.fft.irfft(h20)), ("fft2_512x512", lambda: torch.fft.fft2(m)),
         ("stft_16k_512_128", lambda: torch.stft(audio, 512, 128, window=win, return_complex=True))]
for name, f in cases:
    print(name, best(f, 5))
'''


if __name__ == "__main__":
    peers.main(PROGRAM)
