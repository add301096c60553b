import os
import subprocess
import sys
import tempfile
import textwrap

# The training script: rank 0 stops in pdb, the other ranks wait in a barrier.
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
    # Type the pdb commands a user would: go up to the caller, print a variable, continue.
    run = subprocess.run([sys.executable, script], input="up\np value\nc\n", capture_output=True, text=True)
for line in run.stdout.splitlines():
    if "ATTENTION" in line or "tensor(" in line or "after breakpoint" in line:
        print(line)
