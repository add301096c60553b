import torch

g = torch.Generator().manual_seed(0)
# CUDA 生成器的状态是 16 字节（种子和偏移量），CPU 生成器的是 5056 字节。
# 用另一种生成器保存的状态来恢复：
cuda_like_state = torch.zeros(16, dtype=torch.uint8)
g.set_state(cuda_like_state)
