import time

import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
a = torch.randn(1024, 1024, device=device)
a @ a  # 预热

if device.type == "cuda":
    start = torch.cuda.Event(enable_timing=True)  # 计时默认是关闭的
    end = torch.cuda.Event(enable_timing=True)
    start.record()  # 在当前流上排入一个标记
    for _ in range(10):
        b = a @ a
    end.record()
    end.synchronize()  # 等 GPU 执行到结束标记
    ms = start.elapsed_time(end)  # 两个标记之间的毫秒数
else:
    t0 = time.perf_counter()
    for _ in range(10):
        b = a @ a
    ms = (time.perf_counter() - t0) * 1000  # CPU 算子是同步的：用墙钟计时即可
print(device.type, tuple(b.shape), "elapsed > 0 ms:", ms > 0)
