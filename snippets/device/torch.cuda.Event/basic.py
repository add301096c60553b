import time

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
a = torch.randn(1024, 1024, device=device)
a @ a  # warm-up

if device.type == "cuda":
    start = torch.cuda.Event(enable_timing=True)  # timing is off by default
    end = torch.cuda.Event(enable_timing=True)
    start.record()  # a marker queued on the current stream
    for _ in range(10):
        b = a @ a
    end.record()
    end.synchronize()  # wait until the GPU has passed the end marker
    ms = start.elapsed_time(end)  # milliseconds between the two markers
else:
    t0 = time.perf_counter()
    for _ in range(10):
        b = a @ a
    ms = (time.perf_counter() - t0) * 1000  # CPU operators are synchronous: a wall clock is enough
print(device.type, tuple(b.shape), "elapsed > 0 ms:", ms > 0)
