import time

import torch

# GPU only: the matmuls are queued and the timer stops before they run.
a = torch.randn(4096, 4096, device="cuda")
a @ a
torch.cuda.synchronize()
start = time.perf_counter()
for _ in range(20):
    a @ a
launch = time.perf_counter() - start
torch.cuda.synchronize()
total = time.perf_counter() - start
print("timed without synchronize is less than half the real time:", launch < total / 2)
