import time

import torch

# 仅限 GPU：矩阵乘法只是排进队列，计时在它们执行之前就结束了。
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
