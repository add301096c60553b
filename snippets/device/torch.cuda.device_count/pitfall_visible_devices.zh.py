import os
import subprocess
import sys

# device_count() 只统计 CUDA_VISIBLE_DEVICES 中列出的 GPU。
# 这个变量必须在 CUDA 初始化之前设置，所以这里用新的进程来跑。
code = "import torch; print(torch.cuda.device_count())"
for value in ["", "0"]:
    env = dict(os.environ, CUDA_VISIBLE_DEVICES=value)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    print(f"CUDA_VISIBLE_DEVICES={value!r}: device_count() = {out.stdout.strip()}")
