import os
import subprocess
import sys
import tempfile
import textwrap

worker = textwrap.dedent("""
    import subprocess
    import sys

    # A torchrun worker starts a helper script (evaluation, export) as a plain subprocess.
    helper = "import torch.distributed as dist; print('helper:', dist.is_torchelastic_launched())"
    print(subprocess.run([sys.executable, "-c", helper], capture_output=True, text=True).stdout.strip())
""")
with tempfile.TemporaryDirectory() as tmp:
    script = os.path.join(tmp, "worker.py")
    with open(script, "w") as f:
        f.write(worker)
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node=1", script]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
print(out.strip())  # the helper inherited TORCHELASTIC_RUN_ID
