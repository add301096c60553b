import os
import subprocess
import sys

# device_count() only counts the GPUs listed in CUDA_VISIBLE_DEVICES.
# The variable must be set before CUDA is initialised, so use a fresh process here.
code = "import torch; print(torch.cuda.device_count())"
for value in ["", "0"]:
    env = dict(os.environ, CUDA_VISIBLE_DEVICES=value)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    print(f"CUDA_VISIBLE_DEVICES={value!r}: device_count() = {out.stdout.strip()}")
