import os

import torch

os.environ["PYTORCH_ALLOC_CONF"] = "backend:cudaMallocAsync"  # 太晚了：torch 已经导入
print(torch.cuda.get_allocator_backend())  # 仍然是 "native"
