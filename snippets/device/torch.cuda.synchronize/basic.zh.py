import time

import torch

device = "cuda" if torch.cuda.is_available() else "cpu"


def sync():
    if device == "cuda":
        torch.cuda.synchronize()  # 等待队列中所有内核执行完毕


torch.manual_seed(0)
a = torch.randn(1024, 1024, device=device)
a @ a  # 预热（CUDA 上下文、内核选择）
sync()
start = time.perf_counter()
for _ in range(10):
    b = a @ a
sync()  # 没有它，GPU 上测到的只是内核启动的时间
elapsed = time.perf_counter() - start
print(device, b.shape, elapsed > 0)
