import time

import torch

device = "cuda" if torch.cuda.is_available() else "cpu"


def sync():
    if device == "cuda":
        torch.cuda.synchronize()  # wait until every queued kernel has finished


torch.manual_seed(0)
a = torch.randn(1024, 1024, device=device)
a @ a  # warm-up (CUDA context, kernel selection)
sync()
start = time.perf_counter()
for _ in range(10):
    b = a @ a
sync()  # without it, a GPU run would time only the kernel launches
elapsed = time.perf_counter() - start
print(device, b.shape, elapsed > 0)
