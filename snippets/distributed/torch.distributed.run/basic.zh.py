

import subprocess
import sys
import textwrap

# 每个工作进程都运行的训练脚本。它从环境变量中读取一切配置。
with open("train.py", "w") as f:
    f.write(textwrap.dedent("""
        import os
        import torch
        import torch.distributed as dist

        dist.init_process_group("gloo")  # env:// - torchrun provided the variables
        rank = dist.get_rank()
        t = torch.tensor([float(rank + 1)])
        dist.all_reduce(t)
        env = " ".join(f"{k}={os.environ[k]}" for k in ["RANK", "LOCAL_RANK", "WORLD_SIZE"])
        # Workers share one stdout and would interleave; collect the lines on rank 0 instead.
        lines = [None] * dist.get_world_size()
        dist.all_gather_object(lines, f"worker {env} sum={t.item()}")
        if rank == 0:
            for line in lines:
                print(line, flush=True)
        dist.destroy_process_group()
    """))

# 等价于：torchrun --standalone --nproc-per-node=2 train.py
cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node=2", "train.py"]
result = subprocess.run(cmd, capture_output=True, text=True, timeout=50)
print("exit code:", result.returncode)
print(result.stdout, end="")
