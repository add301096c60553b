import numpy as np
import torch

frames = np.zeros(3, dtype=np.float32)
batch = torch.asarray(frames)  # 与 frames 共享内存
batch += 1.0                   # 对张量做原地运算……
print(frames)                  # ……NumPy 数组也跟着变了

frames2 = np.zeros(3, dtype=np.float32)
safe = torch.asarray(frames2, copy=True)  # 修正：明确要求复制
safe += 1.0
print(frames2)
