#!/usr/bin/env python3
"""The pieces of three pytorch/examples programs, tsr against PyTorch 1.13 (Debian's python3-torch) in one run
(issue 19, session 17's speed work; docs/status.md "Session 17, speed").

    python3 bench/tensor/real_programs.py [--tsr build/tsr] [--threads 1]

The same program runs under tsr and under /usr/bin/python3; each case is the best of several repeats (wall time).
Prints both times and the ratio tsr/PyTorch (below 1: tsr is faster); compare ratios from one run, the machine is
shared and noisy. Cases: dcgan (default sizes, batch 16: nz 100, ngf = ndf = 64, 64x64 images) -- the generator's
forward, generator and discriminator forward + backward, one Adam step over the generator's 3.6M parameters, a
BatchNorm2d and the in-place LeakyReLU at (16, 64, 32, 32), one transposed convolution; the elementwise in-place
ops Adam and SGD are made of, on 1M floats; fast_neural_style's dominant cost at 32x32 images, drawing the stand-in
VGG16's seeded weights (randn, normal_); word_language_model's GRU (2 layers, 200 wide, 35 steps, batch 20)
forward + backward; nanoGPT's MLP block (Linear, GELU, Linear) at its tiny CPU size, forward + backward; a 100 MB
checkpoint's torch.save to a file and torch.load from it.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import peers  # noqa: E402

PROGRAM = r'''
import sys
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.set_num_threads(int(sys.argv[1]))
torch.manual_seed(0)

nz, ngf, ndf, nc, B = 100, 64, 64, 3, 16
G = nn.Sequential(nn.ConvTranspose2d(nz, ngf * 8, 4, 1, 0, bias=False), nn.BatchNorm2d(ngf * 8), nn.ReLU(True),
                  nn.ConvTranspose2d(ngf * 8, ngf * 4, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf * 4), nn.ReLU(True),
                  nn.ConvTranspose2d(ngf * 4, ngf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf * 2), nn.ReLU(True),
                  nn.ConvTranspose2d(ngf * 2, ngf, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf), nn.ReLU(True),
                  nn.ConvTranspose2d(ngf, nc, 4, 2, 1, bias=False), nn.Tanh())
D = nn.Sequential(nn.Conv2d(nc, ndf, 4, 2, 1, bias=False), nn.LeakyReLU(0.2, inplace=True),
                  nn.Conv2d(ndf, ndf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 2), nn.LeakyReLU(0.2, inplace=True),
                  nn.Conv2d(ndf * 2, ndf * 4, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 4), nn.LeakyReLU(0.2, inplace=True),
                  nn.Conv2d(ndf * 4, ndf * 8, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 8), nn.LeakyReLU(0.2, inplace=True),
                  nn.Conv2d(ndf * 8, 1, 4, 1, 0, bias=False), nn.Sigmoid())
noise = torch.randn(B, nz, 1, 1)
real = torch.rand(B, 3, 64, 64)
label = torch.full((B,), 1.0)
criterion = nn.BCELoss()


def g_step():
    out = G(noise)
    out.backward(torch.ones_like(out))


def d_step():
    criterion(D(real).view(-1), label).backward()


g_step()
adam = torch.optim.Adam(G.parameters(), lr=2e-4, betas=(0.5, 0.999))
bn = G[10]
xbn = torch.randn(B, 64, 32, 32, requires_grad=True)
gbn = torch.randn(B, 64, 32, 32)


def bn_step():
    bn(xbn).backward(gbn)


act = torch.randn(B, 64, 32, 32)
convt = G[9]
xt = torch.randn(B, 128, 16, 16)

x = torch.randn(1 << 20)
y = torch.randn(1 << 20)
z = torch.rand(1 << 20) + 0.1
w = torch.empty(1 << 20)

gru = nn.GRU(200, 200, 2, dropout=0.2)
seq = torch.randn(35, 20, 200)
h0 = torch.zeros(2, 20, 200)

# nanoGPT's MLP block at its tiny CPU size (batch 12, block 64, n_embd 128): Linear, GELU, Linear, forward + backward.
mlp = nn.Sequential(nn.Linear(128, 512, bias=False), nn.GELU(), nn.Linear(512, 128, bias=False))
xm = torch.randn(12, 64, 128, requires_grad=True)


def mlp_step():
    mlp(xm).sum().backward()



def gru_step():
    out, h = gru(seq, h0)
    out.sum().backward()


# a checkpoint of 100 MB (25M float32) saved to and loaded from a file, as training programs do each epoch
import os
import tempfile
ckpt_dir = tempfile.mkdtemp()
ckpt = os.path.join(ckpt_dir, "ckpt.pt")
state = {"weight": torch.randn(5000, 5000), "bias": torch.zeros(5000), "epoch": 3}


def save_ckpt():
    torch.save(state, ckpt)


def load_ckpt():
    torch.load(ckpt)


cases = [("dcgan_G_forward", lambda: G(noise), 5),
         ("dcgan_G_fwd_bwd", g_step, 5),
         ("dcgan_D_fwd_bwd", d_step, 5),
         ("dcgan_adam_step_G", lambda: adam.step(), 10),
         ("batchnorm_fwd_bwd", bn_step, 10),
         ("leaky_relu_inplace", lambda: F.leaky_relu(act, 0.2, inplace=True), 20),
         ("conv_transpose_fwd", lambda: convt(xt), 10),
         ("mul__1M", lambda: x.mul_(0.999), 20),
         ("add_alpha_1M", lambda: x.add_(y, alpha=0.001), 20),
         ("addcmul__1M", lambda: x.addcmul_(y, y, value=0.001), 20),
         ("addcdiv__1M", lambda: x.addcdiv_(y, z, value=-1e-4), 20),
         ("randn_1M", lambda: torch.randn(1 << 20), 10),
         ("normal__1M", lambda: w.normal_(0.0, 0.02), 10),
         ("gru_fwd_bwd", gru_step, 5),
         ("nanogpt_mlp_fwd_bwd", mlp_step, 10),
         ("save_checkpoint_100MB", save_ckpt, 3),
         ("load_checkpoint_100MB", load_ckpt, 3)]
for name, f, repeats in cases:
    print(name, best(f, repeats))
os.remove(ckpt)
os.rmdir(ckpt_dir)
'''


if __name__ == "__main__":
    peers.main(PROGRAM, width=22)
