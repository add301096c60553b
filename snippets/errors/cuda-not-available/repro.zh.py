import os

import torch

# 决定 torch.cuda.is_available() 为何为 False 的三个问题。
print("is_available:", torch.cuda.is_available())
# 1. 这个 torch 构建时究竟有没有启用 CUDA？None 表示仅支持 CPU 的 wheel。
print("built with CUDA:", torch.version.cuda is not None)
print("CPU-only build:", torch.version.cuda is None and torch.version.hip is None)
# 2. 驱动向本进程暴露了多少个设备？
print("device_count:", torch.cuda.device_count())
# 3. 进程是否隐藏了 GPU？CUDA_VISIBLE_DEVICES 为空会把它们全部隐藏。
print("CUDA_VISIBLE_DEVICES set:", "CUDA_VISIBLE_DEVICES" in os.environ)
