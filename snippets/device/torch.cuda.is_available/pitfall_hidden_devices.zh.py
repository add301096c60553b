import os
import subprocess
import sys

# 以空的 CUDA_VISIBLE_DEVICES 启动的子进程完全看不到 GPU，
# 即便机器上有 GPU、装的也是 CUDA 版 PyTorch。
env = dict(os.environ, CUDA_VISIBLE_DEVICES="")
code = "import torch; print(torch.cuda.is_available(), torch.cuda.device_count())"
result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
print(result.stdout.strip())
