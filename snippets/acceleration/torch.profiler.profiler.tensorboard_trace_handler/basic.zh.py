import os
import tempfile

import torch
from torch.profiler import ProfilerActivity, profile, schedule, tensorboard_trace_handler

with tempfile.TemporaryDirectory() as log_dir:
    handler = tensorboard_trace_handler(log_dir, worker_name="rank0")
    with profile(activities=[ProfilerActivity.CPU],
                 schedule=schedule(wait=1, warmup=1, active=2, repeat=2),
                 on_trace_ready=handler) as prof:
        for _ in range(8):
            torch.ones(64, 64) @ torch.ones(64, 64)
            prof.step()
    files = sorted(os.listdir(log_dir))
    print(len(files), "files")  # 每个周期一个文件
    for name in files:
        worker, _, suffix = name.partition(".")
        print(worker, "...", suffix.split(".", 1)[1])  # 中间部分是时间戳
