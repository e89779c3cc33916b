# 100k steps of a small MLP + Adam (the shape of examples/fit_x2_y3.tsr with a small batch), RSS at start and end.
import sys
import torch
import torch.nn as nn
import torch.optim as optim

def rss_mb():
    for line in open('/proc/self/status'):
        if line.startswith('VmRSS:'):
            return int(line.split()[1]) // 1024

steps = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
torch.manual_seed(0)
X = torch.randn(32, 2)
y = X[:, 0]**2 + X[:, 1]**3
model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 1))
optimizer = optim.Adam(model.parameters(), lr=0.01)
loss_fn = nn.MSELoss()
for step in range(steps):
    if step == 1000:
        start = rss_mb()
    optimizer.zero_grad()
    pred = model(X).squeeze(1)
    loss = loss_fn(pred, y)
    loss.backward()
    optimizer.step()
print(f"steps {steps} loss {loss.item():.4f} RSS after 1000 steps {start} MB, at end {rss_mb()} MB")
