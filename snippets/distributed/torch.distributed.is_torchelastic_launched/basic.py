import os
import subprocess
import sys
import tempfile
import textwrap

import torch.distributed as dist

print("plain python:", dist.is_torchelastic_launched())

worker = textwrap.dedent("""
    import os
    import torch.distributed as dist

    if dist.is_torchelastic_launched():  # started by torchrun: RANK, WORLD_SIZE... are set
        print("under torchrun:", True, "rank", os.environ["RANK"], "of", os.environ["WORLD_SIZE"])
    else:
        print("under torchrun:", False)
""")
with tempfile.TemporaryDirectory() as tmp:
    script = os.path.join(tmp, "worker.py")
    with open(script, "w") as f:
        f.write(worker)
    # the same as: torchrun --standalone --nproc-per-node=1 worker.py
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node=1", script]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
print(out.strip())
