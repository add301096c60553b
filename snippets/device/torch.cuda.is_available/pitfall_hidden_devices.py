import os
import subprocess
import sys

# A child process started with an empty CUDA_VISIBLE_DEVICES sees no GPU at all,
# even on a machine that has one and a CUDA build of PyTorch.
env = dict(os.environ, CUDA_VISIBLE_DEVICES="")
code = "import torch; print(torch.cuda.is_available(), torch.cuda.device_count())"
result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
print(result.stdout.strip())
