import os
import subprocess
import sys
import tempfile
import textwrap

# 训练脚本：rank 0 停在 pdb 里，其他 rank 在 barrier 中等待。
worker = textwrap.dedent("""
    import socket

    import torch
    import torch.distributed as dist

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
    try:
        value = torch.tensor([41.0])
        dist.breakpoint(rank=0)
        value += 1
        print("after breakpoint:", value.item())
    finally:
        dist.destroy_process_group()
""")
with tempfile.TemporaryDirectory() as tmp:
    script = os.path.join(tmp, "train.py")
    with open(script, "w") as f:
        f.write(worker)
    # 像用户那样输入 pdb 命令：回到调用处、打印变量、继续运行。
    run = subprocess.run([sys.executable, script], input="up\np value\nc\n", capture_output=True, text=True)
for line in run.stdout.splitlines():
    if "ATTENTION" in line or "tensor(" in line or "after breakpoint" in line:
        print(line)
