import os
import subprocess
import sys
import tempfile
import textwrap

worker = textwrap.dedent("""
    import socket

    import torch.distributed as dist

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
    try:
        dist.breakpoint()
        print("after breakpoint")
    finally:
        dist.destroy_process_group()
""")
with tempfile.TemporaryDirectory() as tmp:
    script = os.path.join(tmp, "train.py")
    with open(script, "w") as f:
        f.write(worker)
    # 批处理任务（nohup、sbatch、CI）：stdin 不是终端，而且已经读到末尾。
    run = subprocess.run([sys.executable, script], stdin=subprocess.DEVNULL, capture_output=True, text=True)
print("exit code:", run.returncode)
print(run.stderr.strip().splitlines()[-1])
